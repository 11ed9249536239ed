// Forms that get signed, faxed, scanned and photographed: the short private-money application, the broker fee
// agreement, a borrower's letter of explanation, a schedule of real estate owned, and handwritten or phone-captured
// intake (legal pad, text thread, index card, fax cover, loan request pad).
import { accent, checkboxes, documentHtml, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family } from '../../../types';
import {
  Stated, addr, addrTwoLines, anyDate, date, decoyPerson, dre, esc, exitText, fullName, isJunior,
  loanTypeText, money, offAmount, otherAddress, pct, phone, propTypeText, pts, purposeText, seniorLien, term, usd,
} from './lib';

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1d2c6b";

const shortApp: Family = {
  id: 'v-private-money-short-app',
  description: 'One-page private-money loan application, two-column boxed form filled in by the broker, borrower and co-borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, coBorrower, loan, property, entity } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_value', 'property_type', 'loan_amount', 'loan_type');
    if (coBorrower) s.add('co_borrower_date_of_birth');
    if (entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (entity?.ein) s.add('ein');
    if (loan.purpose) s.add('loan_purpose');
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const senior = seniorLien(rng, facts);
    const box = (label: string, value: string) => `<td><div class="small">${label}</div><div style="min-height:14px">${value}</div></td>`;
    const html = documentHtml({
      title: 'Loan Application',
      font: 'sans',
      fontSize: '8.8pt',
      css: '.grid td{padding:2px 5px} .hd{background:#222;color:#fff;font-weight:bold;padding:2px 6px;margin-top:8px}',
      page: { footerLeft: `${esc(facts.broker.name)} · App v${rng.int(2, 6)}.${rng.int(0, 9)}`, pageNumbers: 'short' },
      pages: [`
<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">PRIVATE MONEY LOAN APPLICATION</div><div class="small right">${esc(facts.broker.name)}<br>CA DRE #${dre(rng)}</div></div>
<div class="hd">BORROWER</div>
<table class="grid"><tr>${box('Applicant name', esc(fullName(rng, borrower)))}${box('Date of birth', date(borrower.dob, rng.pick(['us', 'usShort'] as const)))}${box('Credit score (est.)', String(borrower.creditScore))}</tr>
<tr>${box('Cell phone', phone(rng, borrower.phone))}${box('E-mail', esc(borrower.email))}${box('SSN', `XXX-XX-${rng.int(1000, 9999)}`)}</tr>
<tr>${box('Co-applicant', coBorrower ? esc(`${coBorrower.first} ${coBorrower.last}`) : 'N/A')}${box('Co-applicant DOB', coBorrower ? date(coBorrower.dob, 'us') : '')}${box('Present address', esc(addr(rng, otherAddress(rng, facts))))}</tr></table>
<div class="hd">VESTING ENTITY (if any)</div>
<table class="grid"><tr>${box('Entity name', entity ? esc(entity.name) : 'None — vesting individually')}${box('EIN', entity?.ein ? `${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}` : '')}${box('Signer / title', entity ? `${esc(borrower.first)} ${esc(borrower.last)} / ${esc(entity.signatoryTitle)}` : '')}</tr></table>
<div class="hd">PROPERTY</div>
<table class="grid"><tr>${box('Subject property address', esc(addr(rng, property.address)))}${box('Property type', esc(propTypeText(rng, facts)))}</tr>
<tr>${box('Estimated value', money(rng, property.value))}${box('Existing liens', isJunior(facts) || ['Refinance', 'Cash Out Refi'].includes(loan.type) ? `${esc(senior.holder)} — ${usd(senior.balance)}` : 'None')}</tr>
${property.purchasePrice ? `<tr>${box('Purchase price', usd(property.purchasePrice))}${box('Seller', esc(`${facts.seller.first} ${facts.seller.last}`))}</tr>` : ''}</table>
<div class="hd">LOAN REQUEST</div>
<table class="grid"><tr>${box('Amount requested', money(rng, loan.amount))}${box('Loan type', esc(loanTypeText(rng, facts)))}${box('Purpose', loan.purpose ? esc(purposeText(rng, loan.purpose)) : '')}</tr>
<tr>${box('Exit strategy', esc(exit))}${box('Use of funds', esc(rng.pick(['Rehab budget + closing', 'Pay off hard money and tax lien', 'Down payment on next project', 'Complete construction'])))}${box('Occupancy', 'Non-owner occupied')}</tr></table>
<p class="small" style="margin-top:8px">I certify the information is true and authorize the broker to obtain a credit report. This is a business-purpose loan.</p>
<div style="display:flex;gap:40px;margin-top:16px"><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br><span class="sig">Applicant · ${anyDate(rng, facts.documentDate)}</span></div>${coBorrower ? `<div><span class="scrawl">${esc(coBorrower.first)}</span><br><span class="sig">Co-applicant</span></div>` : ''}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const feeAgreement: Family = {
  id: 'v-broker-fee-agreement',
  description: 'Borrower-signed broker fee / loan brokerage agreement: commission points, processing fee, costs, non-circumvention',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, entity } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address');
    if (entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const items: string[] = [];
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); items.push(`Broker commission: <b>${pts(rng, loan.brokerPoints)}%</b> of the loan amount, earned upon funding.`); }
    if (loan.originationPoints !== undefined) { s.add('origination_points'); items.push(`Lender origination (paid to lender/investors): ${pts(rng, loan.originationPoints)} points.`); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); items.push(`Processing fee: ${usd(loan.processingFee)}.`); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); items.push(`Loan document preparation: ${usd(loan.docFee)}.`); }
    items.push(`Third-party costs (appraisal/BPO ${usd(rng.pick([475, 550, 650]))}, credit, title, escrow) are the borrower's responsibility whether or not the loan closes.`);
    const rateShown = rng.chance(0.6);
    if (rateShown) s.add('interest_rate', 'loan_term');
    const html = documentHtml({
      title: 'Fee Agreement',
      font: 'serif',
      fontSize: '10pt',
      css: 'ol li{margin-bottom:5px;text-align:justify}',
      pages: [`
${letterhead({ name: facts.broker.name, lines: [`Real Estate Broker — DRE #${dre(rng)}`, `${esc(facts.broker.address.city)}, ${facts.broker.address.state}`], color: accent(rng), align: 'center' })}
<div class="center b" style="font-size:12pt">LOAN BROKERAGE AND FEE AGREEMENT</div>
<p style="margin-top:10px">Borrower: <b>${entity ? `${esc(entity.name)}, by ${esc(borrower.first)} ${esc(borrower.last)}, ${esc(entity.signatoryTitle)}` : esc(fullName(rng, borrower))}</b></p>
<p>Borrower engages Broker to arrange a loan of approximately ${usd(loan.amount)}${rateShown ? ` at approximately ${pct(rng, loan.rate)} for ${esc(term(rng, loan.termMonths))}` : ''}, secured by ${esc(addr(rng, facts.property.address))}. Broker may arrange the loan with one or more private lenders, including multiple lenders holding fractional interests (Bus. &amp; Prof. Code §10238).</p>
<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>
<p>Non-circumvention: Borrower will not contact lenders introduced by Broker for ${rng.pick([12, 18, 24])} months except through Broker. This agreement expires ${rng.pick([60, 90])} days from the date below.</p>
<div style="display:flex;gap:50px;margin-top:24px"><div><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br><span class="sig">Borrower — ${anyDate(rng, facts.documentDate)}</span></div><div><span class="scrawl">${esc(facts.broker.contact.last)}</span><br><span class="sig">${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, Broker</span></div></div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const loe: Family = {
  id: 'v-borrower-letter-of-explanation',
  description: "Borrower's own typed letter to the broker explaining the request, credit event and exit; signature with contact line",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower, entity } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'borrower_phone');
    if (entity) s.add('entity_name');
    const score = rng.chance(0.5) ? (s.add('credit_score'), true) : false;
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit).toLowerCase()) : '';
    const [a1, a2] = addrTwoLines(rng, otherAddress(rng, facts));
    const html = documentHtml({
      title: 'Letter of explanation',
      font: 'serif',
      fontSize: '11pt',
      css: 'p{line-height:1.6}',
      pages: [`
<p>${esc(borrower.first)} ${esc(borrower.last)}<br>${esc(a1)}<br>${esc(a2)}</p>
<p>${anyDate(rng, facts.documentDate)}</p>
<p>To: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, ${esc(facts.broker.name)}</p>
<p>Re: Letter of explanation — ${esc(addr(rng, facts.property.address))}</p>
<p>Dear ${esc(facts.broker.contact.first)},</p>
<p>As requested, here is why I am asking for a private loan of ${money(rng, loan.amount)}${entity ? ` to ${esc(entity.name)}` : ''}. In ${rng.int(2019, 2023)} I had a ${rng.pick(['medical collection', 'short sale on my former home', 'late payments during a divorce', 'tax lien that has since been released'])} which is why my bank would not approve me, even though my score is back to ${score ? String(borrower.creditScore) : 'the 700s'} now.</p>
<p>${isJunior(facts) ? `My first mortgage with ${esc(seniorLien(rng, facts).holder)} is at a low rate and I do not want to lose it, so a second is the better option.` : 'The property has enough equity to support the loan.'} ${exit ? `My plan to pay it back is ${esc(exit)}.` : ''} ${rng.pick(['My contractor', 'My brother-in-law', 'My property manager'])}, ${esc(decoyPerson(rng, facts).name)}, can confirm the work schedule.</p>
<p>Please call me at ${phone(rng, borrower.phone)} with any questions.</p>
<p>Sincerely,<br><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span><br>${esc(borrower.first)} ${esc(borrower.last)}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const reoSchedule: Family = {
  id: 'v-schedule-of-real-estate-owned',
  description: "Borrower's schedule of real estate owned: table of properties, values, lenders and balances; subject property flagged",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, property, entity } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'property_type');
    if (entity) s.add('entity_name');
    const req = rng.chance(0.6) ? (s.add('loan_amount'), true) : false;
    const others = Array.from({ length: rng.int(2, 5) }, () => {
      const a = otherAddress(rng, facts);
      const v = offAmount(rng, property.value, 0.5, 1.6, [property.value, facts.loan.amount]);
      const b = rng.chance(0.3) ? 0 : offAmount(rng, v, 0.2, 0.65, [facts.loan.amount]);
      return { a, v, b, lender: b ? rng.pick(['Chase', 'Wells Fargo', 'Golden 1 CU', 'Private — J. Kessler', 'Mr. Cooper', 'Kiavi']) : '—', rent: rng.int(14, 45) * 100 };
    });
    const senior = seniorLien(rng, facts);
    const subjBal = isJunior(facts) || ['Refinance', 'Cash Out Refi'].includes(facts.loan.type) ? senior.balance : 0;
    const rows = rng.shuffle([
      `<tr style="background:#fff3b0"><td>${esc(addr(rng, property.address))} <b>(SUBJECT)</b></td><td>${esc(propTypeText(rng, facts))}</td><td class="right">${usd(property.value)}</td><td>${subjBal ? esc(senior.holder) : '—'}</td><td class="right">${subjBal ? usd(Math.round(subjBal)) : '0'}</td><td class="right">—</td></tr>`,
      ...others.map((o) => `<tr><td>${esc(o.a.street)}, ${esc(o.a.city)}, ${o.a.state} ${o.a.zip}</td><td>${rng.pick(['SFR', 'Duplex', 'Condo', 'SFR'])}</td><td class="right">${usd(o.v)}</td><td>${esc(o.lender)}</td><td class="right">${o.b ? usd(o.b) : '0'}</td><td class="right">${usd(o.rent)}</td></tr>`),
    ]);
    const html = documentHtml({
      title: 'Schedule of Real Estate Owned',
      font: 'sans',
      fontSize: '8.8pt',
      css: '.grid td,.grid th{padding:3px 5px}',
      pages: [`
<div class="b" style="font-size:13pt">SCHEDULE OF REAL ESTATE OWNED</div>
<p>Name: ${esc(entity ? `${entity.name} / ${borrower.first} ${borrower.last}` : `${borrower.first} ${borrower.last}`)} &nbsp; As of ${anyDate(rng, facts.documentDate)}</p>
<table class="grid"><tr><th>Property</th><th>Type</th><th>Market value</th><th>Lender</th><th>Loan balance</th><th>Gross rent/mo</th></tr>${rows.join('')}</table>
${req ? `<p style="margin-top:10px">Requested loan on subject: ${usd(facts.loan.amount)} (${isJunior(facts) ? '2nd position' : '1st position'}).</p>` : ''}
<p class="small" style="margin-top:10px">I certify the above schedule is true and complete.</p>
<p><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const intakePad: Family = {
  id: 'v-handwritten-intake-pad',
  description: 'Photo of a yellow legal pad: broker scribbles during a phone intake — name, cell, property, value, ask, FICO, exit',
  formats: ['image'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, loan, property } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'property_type');
    const fico = rng.chance(0.6) ? (s.add('credit_score'), true) : false;
    const exit = loan.exit && rng.chance(0.7) ? (s.add('exit_strategy'), loan.exit === 'Sale' ? 'sell' : 'refi out') : '';
    const ent = facts.entity && rng.chance(0.6) ? (s.add('entity_name'), facts.entity.name) : '';
    const rate = rng.chance(0.4) ? (s.add('interest_rate', 'loan_term'), `${pct(rng, loan.rate)} / ${loan.termMonths} mo`) : '';
    const k = (n: number) => (n % 1000 === 0 ? `$${n / 1000}k` : usd(n));
    const lines = [
      `${anyDate(rng, facts.documentDate)} — call w/ ${borrower.first} ${borrower.last}`,
      `cell ${phone(rng, borrower.phone)}`,
      ent ? `vests in ${ent}` : '',
      `${addr(rng, property.address)}`,
      `${propTypeText(rng, facts)} — worth ${k(property.value)} (her/his #)`,
      `wants ${k(loan.amount)} ${isJunior(facts) ? '2nd' : '1st'}  →  LTV ${((loan.amount / property.value) * 100).toFixed(0)}%`,
      fico ? `FICO ${borrower.creditScore}` : 'credit: "good"',
      exit ? `exit: ${exit}` : '',
      rate ? `told him ${rate}` : '',
      `ref'd by ${decoyPerson(rng, facts).name} (agent)`,
      `→ order prelim ${facts.title.name.split(' ')[0]}`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'pad',
      font: 'serif',
      css: `.pad{background:#fdf6a8;background-image:repeating-linear-gradient(#fdf6a8 0 27px,#9fc3e8 27px 28px);min-height:9.6in;padding:30px 20px 20px 70px;border-left:2px solid #e59a9a} .pad div{${HAND};font-size:14.5pt;line-height:28px}`,
      page: { margin: '0.3in' },
      pages: [`<div class="pad">${lines.map((l, i) => `<div style="transform:rotate(${(rng.next() - 0.5) * 1.6}deg);margin-left:${i % 3 === 0 ? 0 : rng.int(0, 30)}px">${esc(l)}</div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const smsThread: Family = {
  id: 'v-borrower-text-thread',
  description: 'Phone screenshot of a text thread between broker and borrower: borrower texts address, value, amount, e-mail',
  formats: ['image'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, loan, property } = facts;
    s.add('borrower_first_name', 'property_address', 'loan_amount', 'borrower_email');
    const val = rng.chance(0.7) ? (s.add('property_value'), true) : false;
    const last = rng.chance(0.6) ? (s.add('borrower_last_name'), true) : false;
    const exit = loan.exit && rng.chance(0.6) ? (s.add('exit_strategy'), loan.exit === 'Sale' ? "gonna sell it when it's done" : 'will refi w my bank after seasoning') : '';
    const me = (t: string) => `<div style="align-self:flex-end;background:#1a7cf5;color:#fff;border-radius:16px;padding:8px 12px;max-width:70%;margin:4px 0">${esc(t)}</div>`;
    const them = (t: string) => `<div style="align-self:flex-start;background:#e6e6ea;border-radius:16px;padding:8px 12px;max-width:70%;margin:4px 0">${esc(t)}</div>`;
    const msgs = [
      them(`Hi this is ${borrower.first}${last ? ` ${borrower.last}` : ''}, ${decoyPerson(rng, facts).first} gave me your number about a private loan`),
      me('Hi! Sure. What is the property address and what do you need?'),
      them(addr(rng, property.address)),
      them(`need ${usd(loan.amount)} ${isJunior(facts) ? 'on a 2nd, I have a 1st at 3%' : ''}`),
      ...(val ? [me('What do you think it is worth?'), them(`${usd(property.value)} easy, zillow says more`)] : []),
      ...(exit ? [them(exit)] : []),
      me('Ok send me your email and I will send an app + fee agreement'),
      them(borrower.email),
      me(`Got it. Rates for this are running ${(loan.rate - 0.5).toFixed(1)}-${(loan.rate + 1).toFixed(1)}% depending on investors`),
    ];
    const html = documentHtml({
      title: 'Messages',
      font: 'sans',
      fontSize: '12pt',
      page: { margin: '0.25in 1.4in' },
      pages: [`<div style="display:flex;justify-content:space-between;font-size:10pt;color:#333;padding:4px 8px"><span>9:${rng.int(10, 59)}</span><span>LTE ▮▮▮ ${rng.int(20, 98)}%</span></div>
<div class="center" style="border-bottom:1px solid #ddd;padding-bottom:6px"><div style="width:44px;height:44px;border-radius:22px;background:#999;color:#fff;margin:0 auto;line-height:44px">${esc(borrower.first[0] ?? '?')}</div><div style="font-size:10pt">${esc(phone(rng, borrower.phone).replace(/\d{4}$/, 'xxxx'))}</div></div>
<div style="display:flex;flex-direction:column;padding:8px">${msgs.join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

const dealCard: Family = {
  id: 'v-index-card-deal-summary',
  description: 'Photo of a 5x8 index card the broker keeps per deal: terms in shorthand, lender slots penciled in',
  formats: ['image'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'loan_number');
    const who = facts.entity ? (s.add('entity_name'), facts.entity.name) : (s.add('borrower_last_name', 'borrower_first_name'), `${facts.borrower.last}, ${facts.borrower.first}`);
    const pts1 = loan.originationPoints !== undefined ? (s.add('origination_points'), `${pts(rng, loan.originationPoints)} pts`) : '';
    const lenders = [decoyPerson(rng, facts), decoyPerson(rng, facts), decoyPerson(rng, facts)];
    const html = documentHtml({
      title: 'card',
      font: 'serif',
      page: { margin: '0.6in' },
      css: `.card{background:#fffef8;border:1px solid #ccc;box-shadow:2px 3px 8px #999;padding:16px 22px;background-image:repeating-linear-gradient(#fffef8 0 25px,#b9d4ee 25px 26px);width:7in;transform:rotate(${(rng.next() - 0.5) * 3}deg)} .card div{${HAND};font-size:14pt;line-height:26px} .red{border-bottom:2px solid #d33;color:#a11;font-style:normal}`,
      pages: [`<div class="card">
<div class="red">#${loan.loanNumber} &nbsp; ${esc(who)}</div>
<div>${esc(addr(rng, property.address))}</div>
<div>${k(loan.amount)} @ ${pct(rng, loan.rate)} — ${loan.termMonths} mo — ${isJunior(facts) ? '2nd' : '1st'}</div>
<div>val ${k(property.value)} · ${pts1}</div>
<div>lenders: ${lenders.map((l) => `${l.last} ${k(rng.int(2, 8) * 25000)}`).join(' / ')}</div>
<div>escrow: ${esc(facts.title.contact.first)} @ ${esc(facts.title.name.split(' ')[0] ?? '')}</div>
</div>`],
    });
    function k(n: number): string {
      return n % 1000 === 0 ? `$${n / 1000}k` : bareK(n);
    }
    function bareK(n: number): string {
      return n.toLocaleString('en-US');
    }
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(facts, s.fields) };
  },
};

const faxCover: Family = {
  id: 'v-title-fax-cover-vesting',
  description: "Title rep's fax cover sheet with a typed note on vesting, open DOT and the proposed loan amount",
  formats: ['image', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Stated();
    const senior = seniorLien(rng, facts);
    s.add('property_address', 'loan_amount');
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    const rep = facts.title.contact;
    const html = documentHtml({
      title: 'Fax',
      font: 'sans',
      fontSize: '10.5pt',
      pages: [`
<div style="font-size:30pt;font-weight:bold;letter-spacing:4px">FAX</div>
<div class="b">${esc(facts.title.name)}</div>
<table class="grid" style="margin-top:12px">
<tr><td style="width:18%">To:</td><td>${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)} — ${esc(facts.broker.name)}</td></tr>
<tr><td>From:</td><td>${esc(rep.first)} ${esc(rep.last)}, Sales Rep · ${phone(rng, rep.phone)}</td></tr>
<tr><td>Date:</td><td>${anyDate(rng, facts.documentDate)}</td></tr>
<tr><td>Pages:</td><td>${rng.int(3, 9)} incl. cover</td></tr>
<tr><td>Re:</td><td>${esc(addr(rng, facts.property.address))}</td></tr></table>
<div style="margin-top:18px;font-size:11pt">${checkboxes(['Urgent', 'For Review', 'Please Reply'], rng.pick(['Urgent', 'For Review']))}</div>
<div style="margin-top:18px;border:1px solid #000;padding:12px;min-height:3.5in">
<p>Hi ${esc(facts.broker.contact.first)} — prelim attached for your ${usd(facts.loan.amount)} loan.</p>
<p>Vested in: ${esc(facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`)}.</p>
<p>Open DOT of record: ${esc(senior.holder)}, orig ${usd(Math.round(senior.balance * 1.3 / 1000) * 1000)}, rec. ${senior.recorded}. ${isJunior(facts) ? 'You will insure in 2nd.' : 'Need payoff demand.'}</p>
<p>Taxes current. One old mechanic's lien from ${esc(decoyPerson(rng, facts).name)} — we can probably insure over with an indemnity.</p>
<p style="${HAND};font-size:14pt">Call me! — ${esc(rep.first)}</p></div>
<p class="small" style="margin-top:14px">CONFIDENTIALITY NOTICE: The documents accompanying this facsimile contain confidential information...</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(facts, s.fields) };
  },
};

const requestPad: Family = {
  id: 'v-loan-request-pad-form',
  description: "Photo of the broker's pre-printed half-page \"Loan Request\" pad filled in by hand at a borrower meeting",
  formats: ['image'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, loan, property } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'property_type', 'loan_type');
    if (facts.entity) s.add('entity_name');
    const email = rng.chance(0.5) ? (s.add('borrower_email'), true) : false;
    const exit = loan.exit ? (s.add('exit_strategy'), exitText(rng, loan.exit)) : '';
    const h = (t: string) => `<span style="${HAND};font-size:13pt">${esc(t)}</span>`;
    const html = documentHtml({
      title: 'Loan request',
      font: 'sans',
      fontSize: '10pt',
      page: { margin: '0.5in 0.7in' },
      css: '.grid td{height:30px;vertical-align:bottom}',
      pages: [`
${letterhead({ name: facts.broker.name, lines: [`LOAN REQUEST · DRE #${dre(rng)}`], color: accent(rng) })}
${kvTable([
  ['Name', h(`${borrower.first} ${borrower.last}`)],
  ['Vesting / entity', h(facts.entity ? facts.entity.name : '—')],
  ['Phone', h(phone(rng, borrower.phone))],
  ['E-mail', email ? h(borrower.email) : ''],
  ['Property', h(addr(rng, property.address))],
  ['Type', h(propTypeText(rng, facts))],
  ['Value', h(usd(property.value))],
  ['Loan amt', h(usd(loan.amount))],
  ['Loan type', h(loanTypeText(rng, facts))],
  ['Exit', exit ? h(exit) : ''],
  ['Referred by', h(decoyPerson(rng, facts).name)],
], { labelWidth: '24%' })}
<p class="small" style="margin-top:8px">Office use: ☐ prelim ☐ BPO ☐ credit ☐ 851A ☐ MLDS</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, s.fields) };
  },
};

export const formFamilies: Family[] = [shortApp, feeAgreement, loe, reoSchedule, intakePad, smsThread, dealCard, faxCover, requestPad];
