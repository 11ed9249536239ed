// Paper from the owner's side and the broker's: requests the owners type themselves, reply chains, forwarded mail,
// PFS and SREO, applications, intake forms, rent rolls, purchase contracts.
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, Rng, TruthField } from '../../../types';
import {
  abbrDate, addDays, addr, borrowerLabel, desk, fullName, kay, longDate, loanTypeWord, money, pct, phoneFmt,
  purposeWord, seller, shortDate, street, truth, usd, usd2, usDate, who, entityKind, type Desk,
} from './desk';

/** How an owner writing in a second language says what he wants. */
function ownerVoice(rng: Rng, d: Desk): { greet: string; body: string[]; sign: string } {
  const { f } = d;
  const need = kay(f.loan.amount);
  const lines: Record<string, string[]> = {
    pl: [`I am owner of building ${esc(street(rng, d))} since many years, ${esc(d.use.short)}, everything rented.`,
      `Bank (${esc(d.existingLender)}) not want renew my loan because building is old, so I need private loan ${need} for ${f.loan.termMonths} months.`,
      `Building worth ${usd(f.property.value)} minimum, my neighbor sold same one last year.`],
    mx: [`My name is ${esc(fullName(f.borrower))} and I have the building on ${esc(street(rng, d))}, is ${esc(d.use.short)}.`,
      `I need ${need} loan please, ${purposeWord(rng, d).toLowerCase()}, for ${f.loan.termMonths} months until I get bank.`,
      `The value of the building is ${usd(f.property.value)} more or less.`],
    kr: [`Regarding the property ${esc(street(rng, d))} (${esc(d.use.short)}), we want to apply loan amount ${need}.`,
      `Term ${f.loan.termMonths} month is OK. Our CPA say value is about ${usd(f.property.value)}.`,
      `Please tell what documents you need, my son will send.`],
    in: [`Kindly note we are requesting bridge finance of ${need} against our ${esc(d.use.short)} property at ${esc(street(rng, d))}.`,
      `Property value is ${usd(f.property.value)} as per our assessment. Tenure required ${f.loan.termMonths} months.`,
      `Please revert at the earliest with your best rate, we are also talking to other lenders.`],
    us: [`I own ${esc(street(rng, d))}, a ${esc(d.use.short)}. Looking for ${need} for ${f.loan.termMonths} months.`,
      `Value is ${usd(f.property.value)}.`, `Call me anytime.`],
  };
  const greet = { pl: 'Dear Sir,', mx: 'Hello,', kr: 'Dear Manager,', in: 'Respected Sir/Madam,', us: 'Hi,' }[d.ethnicity] ?? 'Hello,';
  const sign = { pl: 'Thank you very much', mx: 'Thank you, God bless', kr: 'Thank you for help', in: 'Thanks & Regards', us: 'Thanks' }[d.ethnicity] ?? 'Thanks';
  return { greet, body: lines[d.ethnicity] ?? lines.us!, sign };
}

const OWNER_FIELDS: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'loan_term'];

export const ownerFamilies: Family[] = [
  {
    id: 't-owner-typed-request',
    description: "Loan request letter typed by the owner-operator in his own English (Polish, Mexican, Korean, Indian voices), Word-default look",
    formats: ['pdf_text', 'image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const v = ownerVoice(rng, d);
      const html = documentHtml({
        title: 'loan request', font: rng.pick(['serif', 'sans']), fontSize: rng.pick(['11pt', '12pt']),
        pages: [`<p>${shortDate(f.documentDate)}</p><p>To: ${esc(d.fund.name)}${rng.chance(0.5) ? ` / ${esc(d.originator.first)}` : ''}</p>
<p>${v.greet}</p>${v.body.map((x) => `<p>${x}</p>`).join('')}
<p>Address of property: ${esc(addr(rng, d))}</p>
${f.entity ? `<p>Building is in my company ${esc(f.entity.name)}, I am ${esc(f.entity.signatoryTitle.toLowerCase())}.</p>` : ''}
<p>Rent I collect every month ${usd(d.rent)}, taxes ${usd(Math.round(d.taxes))} for year.</p>
<p>My phone ${phoneFmt(f.borrower.phone, rng.int(0, 3))}<br>Email ${esc(f.borrower.email)}</p>
<p>${v.sign},<br>${esc(fullName(f.borrower, true))}</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, [...OWNER_FIELDS, 'entity_name', ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : [])]) };
    },
  },
  {
    id: 't-reply-chain-broker-owner-fund',
    description: 'Printed e-mail reply chain: owner → broker → fund originator, newest on top, quoted history, signatures and disclaimers',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker.contact;
      const t0 = f.documentDate;
      const msg = (from: string, to: string, date: string, subject: string, body: string) => `<div style="border-top:1px solid #bbb;padding-top:6px;margin-top:8px"><div class="small"><b>From:</b> ${from}<br><b>To:</b> ${to}<br><b>Date:</b> ${date}<br><b>Subject:</b> ${subject}</div><div style="margin-top:6px">${body}</div></div>`;
      const subj = `${esc(street(rng, d))} — ${esc(d.use.short)} ${kay(f.loan.amount)}`;
      const html = documentHtml({
        title: 'thread', font: 'sans', fontSize: '9pt',
        pages: [`<div class="b" style="font-size:11pt">${esc(d.originator.first)} ${esc(d.originator.last)}</div>
${msg(`${esc(d.originator.first)} ${esc(d.originator.last)} &lt;${esc(d.originator.email)}&gt;`, `${esc(b.first)} ${esc(b.last)}`, `${abbrDate(addDays(t0, 1))} 4:12 PM`, `RE: RE: ${subj}`,
  `<p>${esc(b.first)}, we're good at ${pct(f.loan.rate)} / ${f.loan.originationPoints} pts / ${f.loan.termMonths} mos. Sending TS tomorrow. Target close ${longDate(f.loan.closingDate)} — have the owner order the Phase I now, ${esc(d.envFirm)} is 2 weeks out.</p>`)}
${msg(`${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;`, `${esc(d.originator.email)}`, `${abbrDate(t0)} 9:47 AM`, `FW: ${subj}`,
  `<p>See below from my client. He's a ${d.ethnicity === 'pl' ? 'Polish' : d.ethnicity === 'mx' ? 'Mexican' : d.ethnicity === 'kr' ? 'Korean' : d.ethnicity === 'in' ? 'Gujarati' : 'local'} owner-operator, good guy, bank is kicking him out. ${loanTypeWord(rng, d)}, ${purposeWord(rng, d).toLowerCase()}. ${f.property.purchasePrice ? `Buying from ${esc(seller(d))} at ${usd(f.property.purchasePrice)}.` : `Payoff to ${esc(d.existingLender)} ~${usd(Math.round(d.payoff))}.`} Value ${usd(f.property.value)} per my BOV. I'm at ${f.loan.brokerPoints ?? 1} pt.</p><p>${esc(b.first)} ${esc(b.last)}<br>${esc(f.broker.name)} | ${phoneFmt(b.phone)}</p><p class="small">CONFIDENTIALITY NOTICE: This e-mail may contain privileged information intended only for the addressee.</p>`)}
${msg(`${esc(fullName(f.borrower))} &lt;${esc(f.borrower.email)}&gt;`, `${esc(b.email)}`, `${abbrDate(addDays(t0, -1))} 10:03 PM`, subj,
  `<p>${esc(b.first)} please send to lender. Building ${esc(addr(rng, d))}${f.entity ? `, owner ${esc(f.entity.name)}` : ''}. Need ${kay(f.loan.amount)}. My cell ${phoneFmt(f.borrower.phone, 1)}.</p><p>Sent from my iPhone</p>`)}`],
      });
      const t = truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'entity_name', 'property_address', 'loan_amount', 'property_value', 'loan_type', 'loan_purpose', 'interest_rate', 'origination_points', 'loan_term', 'estimated_closing_date']);
      t.broker_points = String(f.loan.brokerPoints ?? 1);
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: t };
    },
  },
  {
    id: 't-forwarded-to-underwriting',
    description: "Originator forwards the broker's new-deal e-mail to underwriting with his own terse notes on top",
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker.contact;
      const html = documentHtml({
        title: 'FW', font: rng.pick(['sans', 'condensed']), fontSize: '9.5pt',
        pages: [`<p><b>From:</b> ${esc(d.originator.email)}<br><b>To:</b> ${esc(d.underwriter.email)}<br><b>Sent:</b> ${usDate(f.documentDate)}<br><b>Subject:</b> FW: loan request - ${esc(borrowerLabel(d))}</p>
<p>${esc(d.underwriter.first)} — pls set up in the pipeline as ${esc(f.loan.loanNumber)}. My notes:</p>
<pre style="font-family:inherit">  - ${esc(d.use.short)}, ${f.property.squareFeet?.toLocaleString('en-US')} sf, built ${f.property.yearBuilt}
  - ask ${kay(f.loan.amount)}, broker BOV ${kay(f.property.value)} (I think light, we'll see)
  - ${pct(f.loan.rate)} / ${f.loan.originationPoints} pts / ${f.loan.termMonths}mo${f.loan.docFee ? ` / doc ${usd(f.loan.docFee)}` : ''}${f.loan.processingFee ? ` / proc ${usd(f.loan.processingFee)}` : ''}
  - exit: ${esc(d.exitText)}
  - title in ${rng.chance(0.5) ? `land trust (${esc(d.trusteeBank)} #${d.trustNo})` : 'the borrower'} — check
  - ${f.property.purchasePrice ? `PP ${usd(f.property.purchasePrice)}, seller ${esc(seller(d))}` : `existing 1st ${esc(d.existingLender)}, payoff ~${kay(Math.round(d.payoff / 1000) * 1000)}`}</pre>
<div style="margin-top:14px;padding-left:10px;border-left:3px solid #99a">
<p>-----Original Message-----<br>From: ${esc(b.first)} ${esc(b.last)} [mailto:${esc(b.email)}]<br>Sent: ${longDate(addDays(f.documentDate, -2))}<br>Subject: loan request - ${esc(borrowerLabel(d))}</p>
<p>Borrower: ${esc(borrowerLabel(d))}${f.entity ? `<br>Principal: ${esc(fullName(f.borrower))} (${esc(f.entity.signatoryTitle)})` : ''}<br>Property: ${esc(addr(rng, d))}<br>Type: ${esc(d.use.label)}<br>Request: ${usd(f.loan.amount)} ${loanTypeWord(rng, d)}<br>Purpose: ${purposeWord(rng, d)}<br>FICO: ${f.borrower.creditScore}</p>
<p>Thanks,<br>${esc(b.first)}<br>${esc(f.broker.name)}</p></div>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, [...who(d), ...(f.entity ? ['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []), 'credit_score', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type', 'loan_purpose', 'interest_rate', 'origination_points', 'loan_term', 'loan_doc_fee', 'processing_fee', 'exit_strategy', 'loan_number']) };
    },
  },
  {
    id: 't-pfs-form',
    description: 'Personal financial statement form (bank-style), assets/liabilities columns, DOB, contingent liabilities, signed',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const p = f.borrower;
      const cash = rng.int(40, 400) * 1000;
      const re = f.property.value + rng.int(2, 30) * 50000;
      const mort = Math.round(d.payoff) + rng.int(1, 12) * 25000;
      const html = documentHtml({
        title: 'PFS', font: 'sans', fontSize: '8.5pt',
        css: '.grid td{padding:3px 5px}.hdr{background:#333;color:#fff;padding:3px 6px;font-weight:bold;margin-top:8px}',
        pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">PERSONAL FINANCIAL STATEMENT</b><span>As of ${usDate(f.documentDate)}</span></div>
<div class="small">Submitted to: ${esc(d.fund.name)} in connection with a loan to ${esc(borrowerLabel(d))}</div>
<div class="hdr">SECTION 1 — INDIVIDUAL INFORMATION</div>
${kvTable([['Name', esc(`${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`)], ['Date of Birth', usDate(p.dob)], ['SSN', `XXX-XX-${rng.int(1000, 9999)}`], ['Home Phone / Cell', phoneFmt(p.phone)], ['E-mail', esc(p.email)], ['Residence', `${rng.int(1000, 9999)} ${rng.pick(['N Harlem Ave', 'S Pulaski Rd', 'W Belmont Ave', 'N Milwaukee Ave', 'W 26th St'])}, ${esc(f.property.address.city)}`], ['Employer / Business', f.entity ? esc(f.entity.name) : 'Self-employed'], ['Position', f.entity ? esc(f.entity.signatoryTitle) : 'Owner']], { labelWidth: '28%' })}
<div class="hdr">SECTION 2 — BALANCE SHEET</div>
<table class="grid"><tr><th>Assets</th><th class="right">Amount</th><th>Liabilities</th><th class="right">Amount</th></tr>
<tr><td>Cash on hand & in banks</td><td class="right">${usd(cash)}</td><td>Notes payable to banks</td><td class="right">${usd(rng.int(0, 60) * 1000)}</td></tr>
<tr><td>Retirement accounts</td><td class="right">${usd(rng.int(20, 300) * 1000)}</td><td>Mortgages on real estate</td><td class="right">${usd(mort)}</td></tr>
<tr><td>Real estate (Sched. A)</td><td class="right">${usd(re)}</td><td>Credit cards</td><td class="right">${usd(rng.int(0, 30) * 500)}</td></tr>
<tr><td>Business interests</td><td class="right">${usd(rng.int(50, 900) * 1000)}</td><td>Taxes due</td><td class="right">${usd(Math.round(d.taxes))}</td></tr>
<tr><td>Automobiles</td><td class="right">${usd(rng.int(10, 90) * 1000)}</td><td>Other</td><td class="right">$0</td></tr></table>
<div class="hdr">SECTION 3 — CONTINGENT LIABILITIES</div><p>Guarantor on ${esc(d.existingLender)} loan to ${esc(borrowerLabel(d))}: ${usd(Math.round(d.payoff))}. No lawsuits. No bankruptcies.</p>
<div class="hdr">SECTION 4 — INCOME</div><p>Salary/draws ${usd(rng.int(60, 220) * 1000)}; net rental income ${usd(d.rent * 12 - Math.round(d.taxes))}.</p>
<p class="small">I certify the above is true and complete and authorize ${esc(d.fund.short)} to obtain credit reports.</p>
<p>Signature: <span class="scrawl">${esc(p.first)} ${esc(p.last)}</span> &nbsp;&nbsp; Date: ${shortDate(f.documentDate)}</p>`],
      });
      const t = truth(d, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'entity_name']);
      return { kind: 'html', documentType: 'Loan Application', html, truth: t };
    },
  },
  {
    id: 't-sreo-schedule-pdf',
    description: 'Schedule of real estate owned typed by the owner: several buildings, subject marked, values/debt/rents columns',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const others = Array.from({ length: rng.int(2, 5) }, () => ({
        a: `${rng.int(1200, 6999)} ${rng.pick(['W', 'S', 'N'])} ${rng.pick(['Archer', 'Cermak', 'Lawrence', 'Irving Park', 'Fullerton', 'Kedzie', 'Addison', 'Montrose'])} ${rng.pick(['Ave', 'Rd'])}`,
        t: rng.pick(['2-flat', '3-flat', 'storefront', 'SFR', 'warehouse']), v: rng.int(18, 90) * 10000, m: rng.int(0, 50) * 10000, r: rng.int(18, 90) * 100,
      }));
      const rows = rng.shuffle([...others.map((o) => ({ ...o, subj: false })), { a: addr(rng, d), t: d.use.short, v: f.property.value, m: Math.round(d.payoff), r: d.rent, subj: true }]);
      const html = documentHtml({
        title: 'SREO', font: 'sans', fontSize: '9pt',
        pages: [`<h3>SCHEDULE OF REAL ESTATE OWNED</h3><p>${esc(fullName(f.borrower))}${f.entity ? ` / ${esc(f.entity.name)}` : ''} — as of ${abbrDate(f.documentDate)}</p>
<table class="grid"><tr><th>#</th><th>Property</th><th>Type</th><th>Title held</th><th class="right">Mkt value</th><th class="right">Mortgage</th><th>Lender</th><th class="right">Rent/mo</th></tr>
${rows.map((r, i) => `<tr${r.subj ? ' style="background:#fff3b0"' : ''}><td>${i + 1}</td><td>${esc(r.a)}${r.subj ? ' <b>(SUBJECT)</b>' : ''}</td><td>${esc(r.t)}</td><td>${r.subj && f.entity ? esc(f.entity.name) : rng.chance(0.4) ? `LT #${rng.int(10000, 99999)}` : 'Individual'}</td><td class="right">${usd(r.v)}</td><td class="right">${r.m ? usd(r.m) : 'free & clear'}</td><td>${r.m ? esc(r.subj ? d.existingLender : rng.pick(['Chase', 'BMO', 'Wintrust', 'credit union'])) : ''}</td><td class="right">${usd(r.r)}</td></tr>`).join('')}
</table><p class="small" style="margin-top:8px">Values are owner's estimates. LT = Illinois land trust.</p>
<p>Signed ${shortDate(f.documentDate)}: ____${esc(fullName(f.borrower))}____</p>`],
      });
      return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_value']) };
    },
  },
  {
    id: 't-fund-commercial-application',
    description: "The fund's two-page commercial loan application: borrower, guarantor, property, request, declarations; check boxes",
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const p = f.borrower;
      const box = (k: string, v: string) => `<td style="border:1px solid #555;padding:3px 5px;vertical-align:top"><div style="font-size:6.5pt;color:#444;text-transform:uppercase">${k}</div><div style="min-height:13px">${v}</div></td>`;
      const color = accent(rng);
      const page1 = `${letterhead({ name: d.fund.name, lines: ['COMMERCIAL LOAN APPLICATION', esc(d.fund.address)], color })}
<div class="b" style="background:${color};color:#fff;padding:2px 6px">A. BORROWING ENTITY</div>
<table style="width:100%">${f.entity ? `<tr>${box('Legal name', esc(f.entity.name))}${box('Type', entityKind(f.entity))}${box('State', esc(f.entity.stateOfFormation))}</tr><tr>${box('FEIN', `${f.entity.ein?.slice(0, 2)}-${f.entity.ein?.slice(2)}`)}${box('Signer', esc(fullName(p)))}${box('Title', esc(f.entity.signatoryTitle))}</tr>` : `<tr>${box('Legal name', 'N/A — individual borrower')}${box('Type', '')}${box('State', '')}</tr>`}</table>
<div class="b" style="background:${color};color:#fff;padding:2px 6px;margin-top:6px">B. GUARANTOR / INDIVIDUAL</div>
<table style="width:100%"><tr>${box('First', esc(p.first))}${box('M.I.', esc(p.middle?.[0] ?? ''))}${box('Last', esc(p.last))}${box('DOB', usDate(p.dob))}</tr><tr>${box('Cell', phoneFmt(p.phone))}${box('E-mail', esc(p.email))}${box('Est. FICO', String(p.creditScore))}${box('Yrs owned', String(rng.int(2, 28)))}</tr></table>
<div class="b" style="background:${color};color:#fff;padding:2px 6px;margin-top:6px">C. PROPERTY</div>
<table style="width:100%"><tr>${box('Address', esc(addr(rng, d)))}${box('PIN / Parcel', d.pin)}</tr><tr>${box('Description', esc(d.use.label))}${box('Title vested in', rng.chance(0.4) ? `${esc(d.trusteeBank)} Tr. #${d.trustNo}` : esc(borrowerLabel(d)))}</tr><tr>${box('Estimated value', usd(f.property.value))}${box(f.property.purchasePrice ? 'Purchase price' : 'Existing debt', f.property.purchasePrice ? usd(f.property.purchasePrice) : `${usd(Math.round(d.payoff))} (${esc(d.existingLender)})`)}</tr></table>
<div class="b" style="background:${color};color:#fff;padding:2px 6px;margin-top:6px">D. REQUEST</div>
<table style="width:100%"><tr>${box('Amount requested', usd(f.loan.amount))}${box('Term (months)', String(f.loan.termMonths))}${box('Desired closing', usDate(f.loan.closingDate))}</tr><tr><td colspan="3" style="border:1px solid #555;padding:4px">Purpose: ${checkboxes(['Purchase', 'Refinance', 'Cash-Out Refinance', 'Construction'], f.loan.purpose === 'Cash Out Refinance' ? 'Cash-Out Refinance' : f.loan.purpose)}<br>Exit: ${checkboxes(['Sale', 'Refinance', 'Other'], f.loan.exit)}</td></tr></table>`;
      const page2 = `<div class="b">E. DECLARATIONS</div><ol class="small"><li>Are there outstanding judgments? No</li><li>Bankruptcy in last 7 yrs? No</li><li>Party to lawsuit? No</li><li>Delinquent on any mortgage? No</li><li>Property taxes current? Yes — ${usd2(d.taxes)} annual</li></ol>
<div class="b">F. BROKER (if any)</div><p>${esc(f.broker.name)} — ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${phoneFmt(f.broker.contact.phone)}</p>
<p class="small">The undersigned certifies the information is true and authorizes ${esc(d.fund.short)} to verify it and obtain consumer and business credit reports. An application fee is not charged; third-party costs are paid by applicant.</p>
<p>Applicant: <span class="sig">${esc(fullName(p))}</span> Date: ${usDate(f.documentDate)}</p><p style="margin-top:30px" class="small">FOR FUND USE: Loan # ${f.loan.loanNumber} · Received by ${esc(d.underwriter.first)} ${esc(d.underwriter.last)}</p>`;
      const html = documentHtml({ title: 'Application', font: 'sans', fontSize: '8.5pt', pages: [page1, page2], page: { footerLeft: `${esc(d.fund.short)} Form CLA-${rng.int(2, 9)}`, pageNumbers: true } });
      return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'estimated_closing_date', 'loan_purpose', 'exit_strategy', 'loan_number']) };
    },
  },
  {
    id: 't-broker-intake-handwritten',
    description: "Broker's client intake sheet filled by hand at the owner's store (handwriting font), scanned",
    formats: ['pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const p = f.borrower;
      const hw = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c8b;font-size:11.5pt">${t}</span>`;
      const line = (k: string, v: string) => `<div style="border-bottom:1px solid #777;padding:5px 0 1px"><span class="small" style="color:#333">${k}</span> &nbsp; ${hw(v)}</div>`;
      const html = documentHtml({
        title: 'Intake', font: 'sans', fontSize: '9pt',
        pages: [`<div style="display:flex;justify-content:space-between"><b style="font-size:12pt">${esc(f.broker.name)}</b><span class="small">CLIENT INTAKE — COMMERCIAL</span></div>
<div style="columns:1">${line('Date', shortDate(f.documentDate))}${line('Owner name', esc(fullName(p, true)))}${line('Company / entity', f.entity ? esc(f.entity.name) : 'none - my name')}${line('Cell', phoneFmt(p.phone, 1))}${line('Email', esc(p.email))}${line('Language', { pl: 'Polish', mx: 'Spanish', kr: 'Korean (son translates)', in: 'Gujarati / English', us: 'English' }[d.ethnicity] ?? 'English')}
${line('Property address', esc(addr(rng, d)))}${line('What is it', esc(d.use.label))}${line('Owner thinks worth', kay(f.property.value))}${line('Owes', f.property.purchasePrice ? `buying — price ${kay(f.property.purchasePrice)}` : `${esc(d.existingLender)} ~${kay(Math.round(d.payoff / 1000) * 1000)}`)}${line('Wants', `${kay(f.loan.amount)} / ${f.loan.termMonths} mo`)}${line('Why', esc(purposeWord(rng, d)))}${line('Way out', esc(d.exitText))}${line('Credit (self-reported)', `~${p.creditScore}`)}</div>
<p class="small" style="margin-top:14px">Taken by: ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &nbsp; Referred by: ${esc(seller(d))}</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_purpose', 'exit_strategy', 'credit_score']) };
    },
  },
  {
    id: 't-rent-roll-operating-pdf',
    description: 'Mixed-use rent roll and owner-prepared operating statement: tenants, rents, lease dates, T-12 income and expenses',
    formats: ['pdf_text'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const tenants = [
        { u: 'Store', n: rng.pick(['Panaderia La Estrella', 'Wawel Deli', 'Seoul Cleaners', 'Patel Pharmacy', 'Tax & Insurance Ofc', 'Barber shop']) },
        ...Array.from({ length: rng.int(2, 5) }, (_, i) => ({ u: `Apt ${i + 1}${rng.pick(['F', 'R', ''])}`, n: `${rng.pick(['M.', 'J.', 'A.', 'R.', 'K.'])} ${rng.pick(['Garcia', 'Nowak', 'Lee', 'Smith', 'Jones', 'Ruiz'])}` })),
      ];
      const rents = tenants.map(() => rng.int(8, 26) * 50);
      const gross = rents.reduce((a, b) => a + b, 0);
      const exp = [['RE taxes', Math.round(d.taxes)], ['Insurance', rng.int(40, 120) * 100], ['Water/sewer', rng.int(20, 60) * 100], ['Repairs', rng.int(20, 90) * 100], ['Scavenger', rng.int(12, 30) * 100]] as const;
      const totExp = exp.reduce((a, [, v]) => a + v, 0);
      const html = documentHtml({
        title: 'Rent roll', font: 'sans', fontSize: '9pt',
        pages: [`<h3>RENT ROLL &amp; OPERATING STATEMENT</h3><p>Property: ${esc(addr(rng, d))}<br>Owner: ${esc(borrowerLabel(d))} — prepared by ${esc(fullName(f.borrower))}, ${abbrDate(f.documentDate)}</p>
<table class="grid"><tr><th>Unit</th><th>Tenant</th><th>Lease</th><th class="right">Monthly rent</th><th class="right">Deposit</th></tr>
${tenants.map((t, i) => `<tr><td>${t.u}</td><td>${esc(t.n)}</td><td>${i === 0 ? `${usDate(addDays(f.documentDate, -rng.int(200, 900)))} – ${usDate(addDays(f.documentDate, rng.int(100, 1400)))}` : 'MTM'}</td><td class="right">${usd(rents[i]!)}</td><td class="right">${usd(rents[i]!)}</td></tr>`).join('')}
<tr><td colspan="3" class="b">Total</td><td class="right b">${usd(gross)}</td><td></td></tr></table>
<h4 style="margin:10px 0 4px">T-12 (owner prepared, unaudited)</h4>
<table class="grid" style="width:60%"><tr><td>Gross rents (annualized)</td><td class="right">${usd(gross * 12)}</td></tr>${exp.map(([k, v]) => `<tr><td>${k}</td><td class="right">(${usd(v)})</td></tr>`).join('')}<tr><td class="b">NOI</td><td class="right b">${usd(gross * 12 - totExp)}</td></tr></table>
<p class="small" style="margin-top:8px">Store tenant pays own gas &amp; electric. Owner occupies no units. Mortgage payment to ${esc(d.existingLender)} not included above.</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(d, [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address']) };
    },
  },
  {
    id: 't-commercial-purchase-contract',
    description: 'Chicago-style commercial real estate purchase contract (seller, buyer, price, earnest money, closing, attorney review)',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.92 / 5000) * 5000;
      const earnest = Math.round(price * 0.05 / 1000) * 1000;
      const html = documentHtml({
        title: 'Contract', font: 'serif', fontSize: '8.8pt',
        css: 'p{text-align:justify}',
        pages: [`<h3 class="center">COMMERCIAL REAL ESTATE PURCHASE AND SALE CONTRACT</h3><p class="center small">(Multi-Unit / Mixed-Use / Commercial)</p>
<p>1. <b>PARTIES.</b> ${esc(borrowerLabel(d))} ("Buyer")${f.entity ? `, by ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : ''}, agrees to purchase, and ${esc(seller(d))} ("Seller") agrees to sell, the real estate commonly known as ${esc(addr(rng, d))}, PIN ${d.pin}, improved with a ${esc(d.use.label)} (the "Property").</p>
<p>2. <b>PURCHASE PRICE.</b> ${money(rng, price)}. Initial earnest money of ${usd(earnest)} to be deposited with ${esc(d.titleCo)} as escrowee within 3 business days after Acceptance.</p>
<p>3. <b>FINANCING.</b> This Contract is contingent upon Buyer obtaining a commitment for a loan of not more than ${usd(f.loan.amount)} on or before ${longDate(addDays(f.documentDate, 21))}. Buyer has applied to ${esc(d.fund.short)}.</p>
<p>4. <b>CLOSING.</b> Closing shall be on or before ${longDate(f.loan.closingDate)} at the office of the escrowee title company.</p>
<p>5. <b>LEASES / ESTOPPELS.</b> Seller shall deliver a certified rent roll, copies of all leases, and estoppel certificates from all commercial tenants. Security deposits (total ${usd(d.rent)}) credited to Buyer.</p>
<p>6. <b>ENVIRONMENTAL.</b> Buyer may obtain a Phase I ESA within 21 days. If a recognized environmental condition is found, Buyer may terminate.</p>
<p>7. <b>ATTORNEY REVIEW.</b> 5 business days. 8. <b>PRORATIONS.</b> General real estate taxes prorated at 105% of the most recent ascertainable full-year bill (${usd2(d.taxes)}).</p>
<p>9. <b>BROKERS.</b> Seller's listing broker: ${esc(f.seller.first)} Realty Group. Buyer represented by ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}.</p>
<table style="width:100%;margin-top:18px"><tr><td>BUYER: ${esc(borrowerLabel(d))}<br><span class="sig">${esc(fullName(f.borrower))}</span></td><td>SELLER:<br><span class="sig">${esc(seller(d))}</span></td></tr></table>
<p class="small" style="margin-top:10px">Acceptance date: ${usDate(f.documentDate)}</p>`],
      });
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'property_address', 'property_type', 'estimated_closing_date']) };
    },
  },
  {
    id: 't-broker-package-cover',
    description: 'Chicago broker loan-package cover summary with deal snapshot box, sponsor blurb, exhibits list',
    formats: ['pdf_text', 'image'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const b = f.broker;
      const snap: [string, string][] = rng.shuffle<[string, string]>([
        ['Loan request', usd(f.loan.amount)], ['As-is value', usd(f.property.value)], ['LTV', `${((f.loan.amount / f.property.value) * 100).toFixed(1)}%`],
        ['Loan type', loanTypeWord(rng, d)], ['Purpose', purposeWord(rng, d)], ['Term requested', `${f.loan.termMonths} months`],
        ['Target rate', pct(f.loan.rate)], ['Exit', esc(d.exitText)],
      ]);
      const html = documentHtml({
        title: 'Loan Package', font: 'sans', fontSize: '9.5pt',
        pages: [`${letterhead({ name: b.name, lines: [`${esc(b.contact.first)} ${esc(b.contact.last)} · ${phoneFmt(b.contact.phone)} · ${esc(b.contact.email)}`], color: accent(rng) })}
<h2 style="margin-bottom:2px">LOAN REQUEST — ${esc(street(rng, d).toUpperCase())}</h2><div class="muted">${esc(f.property.address.city)}, ${f.property.address.state} · ${esc(d.use.label)}</div><br>
<div style="display:flex;gap:16px"><div style="flex:1">${kvTable(snap, { labelWidth: '45%' })}</div>
<div style="flex:1;border:1px solid #999;padding:8px"><b>Borrower</b><br>${esc(borrowerLabel(d))}<br>${f.entity ? `Principal: ${esc(fullName(f.borrower))}<br>` : ''}FICO ${f.borrower.creditScore}<br><br><b>Collateral</b><br>${esc(addr(rng, d))}<br>${f.property.squareFeet?.toLocaleString('en-US')} SF · built ${f.property.yearBuilt}<br>${f.property.purchasePrice ? `Purchase price ${usd(f.property.purchasePrice)}` : `Existing lien: ${esc(d.existingLender)}`}</div></div>
<h4>Sponsor</h4><p>Owner-operator for ${rng.int(8, 30)} years; runs the business on the ground floor. Banks won't touch it because of ${rng.pick(['the age of the building', 'a late-paid tax installment', 'the mixed use', 'an expired lease on the store'])}. Clean otherwise.</p>
<h4>Exhibits</h4><ol class="small"><li>PFS &amp; SREO</li><li>Rent roll / leases</li><li>2023–2024 tax returns</li><li>Tax bill (PIN ${d.pin})</li><li>${f.property.purchasePrice ? 'Purchase contract' : 'Mortgage statement / payoff'}</li><li>Photos</li></ol>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(d, [...who(d), ...(f.entity ? ['borrower_first_name', 'borrower_last_name'] as TruthField[] : []), 'credit_score', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'exit_strategy']) };
    },
  },
];

