// Text PDFs, part 3: broker packages, rent rolls, payoff/refi e-mails, fee worksheets, NV purchase agreements,
// incumbency certificates.
import type { Family } from '../../../types';
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import {
  F, Tracker, apn, borrowerName, entityKind, exitText, fees, ioPayment, marketRent, num, pointsList,
  principal, program, ptype, signer, signerTitle, stranger, 
} from './lib';

export const text3: Family[] = [
  {
    id: 'ah-rent-roll-package',
    description: 'Broker DSCR package page: deal header, in-place rent roll by unit or by door, T-12 summary, DSCR',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const units = p.units ?? 1;
      const rent = marketRent(facts);
      const perUnit = Math.round(rent / units / 5) * 5;
      const rows = Array.from({ length: Math.min(units, 14) }, (_, i) => {
        const tenant = stranger(rng, facts);
        const vacant = rng.chance(0.1);
        return `<tr><td>${units > 1 ? `Unit ${i + 1}` : 'House'}</td><td>${vacant ? 'VACANT' : esc(`${tenant.last}, ${tenant.first[0]}.`)}</td><td>${rng.int(1, 3)}/${rng.pick([1, 1, 2])}</td><td>${vacant ? '&mdash;' : F.date(`20${rng.int(22, 25)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'usShort')}</td><td class="right">$${F.money(perUnit + rng.int(-4, 4) * 25, 'bare')}</td><td>${rng.pick(['Current', 'Current', 'Current', '30 late', 'HCV'])}</td></tr>`;
      }).join('');
      const opex = Math.round(rent * 12 * 0.34);
      const html = documentHtml({
        title: 'Rent Roll',
        font: 'condensed',
        fontSize: '8.5pt',
        css: '.grid{font-size:8pt}.hdr td{padding:2px 8px 2px 0}',
        page: { footerLeft: `Prepared by ${esc(facts.broker.name)} for ${esc(facts.lender.name)}` },
        pages: [`<h2 style="font-size:12pt">RENT ROLL &amp; DSCR &mdash; ${esc(p.address.street.toUpperCase())}</h2>
<table class="hdr"><tr><td>Owner/Borrower: <b>${esc(borrowerName(rng, t, ['upper', 'full']))}</b></td><td>As of ${F.date(facts.documentDate, 'us')}</td></tr>
<tr><td>Address: ${esc(t.s('property_address', F.pickAddress(rng, p.address)))}</td><td>Type: ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}</td></tr>
<tr><td>Request: ${esc(t.s('loan_type', program(rng, l.type)))} ${t.s('loan_amount', F.pickMoney(rng, l.amount))} @ ${t.s('interest_rate', F.pickRate(rng, l.rate))}</td><td>Value: ${t.s('property_value', F.pickMoney(rng, p.value))}</td></tr></table>
<table class="grid" style="margin-top:6px"><tr><th>Unit</th><th>Tenant</th><th>Bd/Ba</th><th>Lease start</th><th>Rent</th><th>Status</th></tr>${rows}</table>
<h3 style="font-size:9.5pt;margin:8px 0 4px">T-12 summary (owner-prepared)</h3>
${kvTable([['Gross potential rent', `$${F.money(rent * 12, 'bare')}`], ['Vacancy / credit loss (5%)', `($${F.money(Math.round(rent * 12 * 0.05), 'bare')})`], ['Operating expenses (taxes, ins, PM 8%, R&amp;M)', `($${F.money(opex, 'bare')})`], ['NOI', `$${F.money(Math.round(rent * 12 * 0.95) - opex, 'bare')}`], ['Debt service (IO, annual)', `$${F.money(Math.round(ioPayment(facts) * 12), 'bare')}`], ['DSCR', `${((rent * 12 * 0.95 - opex) / (ioPayment(facts) * 12)).toFixed(2)}x`]], { labelWidth: '55%' })}
<p class="small" style="margin-top:6px">Property managed by ${rng.pick(['Cactus Wren Property Mgmt', 'Silver State Residential', 'Dixie Rentals PM', 'Valley Doors Management'])}. Term requested ${t.s('loan_term', F.pickTerm(rng, l.termMonths))}.</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-broker-cover-sheet',
    description: 'Broker\'s one-page deal cover sheet with boxed sections, checkboxes and a comp-pay line',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const bk = facts.broker;
      const box = (title: string, inner: string) => `<div class="box"><div class="bt">${title}</div>${inner}</div>`;
      const yn = (v: boolean) => (v ? '☒ Yes ☐ No' : '☐ Yes ☒ No');
      const html = documentHtml({
        title: 'Deal Cover Sheet',
        font: 'sans',
        fontSize: '9pt',
        css: '.box{border:1.5px solid #333;margin-bottom:8px}.bt{background:#333;color:#fff;padding:2px 6px;font-weight:bold;font-size:8.5pt}.box table{width:100%}.box td{padding:3px 6px;border-bottom:1px dotted #aaa}.box td:first-child{width:32%;color:#444}',
        page: { footerLeft: `${esc(bk.name)} &middot; NMLS ${rng.int(1000000, 2299999)}` },
        pages: [`${letterhead({ name: bk.name, lines: [`${esc(bk.contact.first)} ${esc(bk.contact.last)} &middot; ${F.phone(bk.contact.phone, 'paren')} &middot; ${esc(bk.contact.email)}`], color: accent(rng) })}
<h2 style="font-size:12pt;margin-bottom:6px">DEAL COVER SHEET &mdash; submitted to ${esc(facts.lender.name)}</h2>
${box('BORROWER', `<table><tr><td>Name</td><td>${esc(principal(rng, t, ['full', 'lastFirst']))}</td></tr>
<tr><td>Entity</td><td>${facts.entity ? `${esc(t.s('entity_name', facts.entity.name))} &mdash; ${esc(entityKind(rng, facts))}` : 'None (individual)'}</td></tr>
${facts.entity ? `<tr><td>Title</td><td>${esc(signerTitle(t))}</td></tr>` : ''}
<tr><td>Phone / e-mail</td><td>${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))} / ${esc(t.s('borrower_email', F.emailAsTyped(rng, b.email)))}</td></tr>
<tr><td>Credit</td><td>${t.s('credit_score', String(b.creditScore))} (${rng.pick(['tri-merge', 'soft pull', 'borrower stated'])})</td></tr></table>`)}
${box('PROPERTY', `<table><tr><td>Address</td><td>${esc(t.s('property_address', F.pickAddress(rng, p.address)))}</td></tr>
<tr><td>Type</td><td>${esc(t.s('property_type', ptype(rng, p.type, p.units)))}</td></tr>
<tr><td>Value (as-is)</td><td>${t.s('property_value', F.pickMoney(rng, p.value))}</td></tr>
${p.purchasePrice ? `<tr><td>Contract price</td><td>${F.pickMoney(rng, p.purchasePrice)}</td></tr>` : ''}
${p.arv ? `<tr><td>ARV</td><td>${F.pickMoney(rng, p.arv)}</td></tr>` : ''}
<tr><td>Occupancy</td><td>☐ Owner ☒ Non-owner / investment</td></tr></table>`)}
${box('LOAN', `<table><tr><td>Program</td><td>${esc(t.s('loan_type', program(rng, l.type)))}</td></tr>
${l.purpose ? `<tr><td>Purpose</td><td>${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose)}</td></tr>` : ''}
<tr><td>Amount</td><td>${t.s('loan_amount', F.pickMoney(rng, l.amount))}</td></tr>
<tr><td>Term / rate target</td><td>${t.s('loan_term', F.pickTerm(rng, l.termMonths))} / ${t.s('interest_rate', F.pickRate(rng, l.rate))}</td></tr>
<tr><td>Exit</td><td>${l.exit ? esc(t.s('exit_strategy', exitText(rng, l.exit))) : 'n/a'}</td></tr>
<tr><td>Closing</td><td>${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate))}</td></tr>
<tr><td>Broker comp</td><td>${l.brokerPoints !== undefined ? `${t.s('broker_points', F.points(rng, l.brokerPoints))} paid at close` : 'TBD'}</td></tr></table>`)}
${box('FLAGS', `<table><tr><td>Foreclosure / BK last 7 yrs</td><td>${yn(false)}</td></tr><tr><td>Foreign national</td><td>${yn(false)}</td></tr><tr><td>Rural / acreage</td><td>${yn(p.type === 'Land' && rng.chance(0.5))}</td></tr></table>`)}`],
      });
      if (l.purpose) t.s('loan_purpose', '');
      return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-refi-payoff-email',
    description: 'Borrower\'s own e-mail to the lender asking to refinance or cash out, quoting a payoff and a balloon date',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const lo = facts.lender.contact;
      const payoff = Math.round(l.amount * (0.55 + rng.next() * 0.3) / 100) * 100 + rng.int(1, 99);
      const sign = facts.entity ? `${esc(principal(rng, t, ['noMiddle']))}<br>${esc(signerTitle(t))}, ${esc(t.s('entity_name', facts.entity.name))}` : esc(principal(rng, t, ['noMiddle']));
      const html = documentHtml({
        title: 'refi question',
        font: 'sans',
        fontSize: '10pt',
        css: '.hdr{font-size:9pt;color:#333;border-bottom:1px solid #ccc;padding-bottom:6px;margin-bottom:10px}',
        pages: [`<div class="hdr">From: ${esc(F.name(b, 'noMiddle'))} &lt;${esc(t.s('borrower_email', b.email))}&gt;<br>To: ${esc(lo.first)} ${esc(lo.last)} &lt;${esc(lo.email)}&gt;<br>Cc: ${esc(facts.broker.contact.email)}<br>Date: ${F.date(facts.documentDate, 'long')}<br>Subject: ${rng.pick(['refi on', 'need to refi', 'cash out?', 'balloon coming up -'])} ${esc(p.address.street)}</div>
<p>Hi ${esc(lo.first)},</p>
<p>${rng.pick(['Hope all is well.', 'Quick one.', 'Following up on our call.'])} My current note on ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['short', 'long'])))} balloons ${rng.pick(['end of next month', 'in 60 days', 'soon'])} and the payoff from ${rng.pick(['Sun Devil Capital', 'the seller carry', 'my private lender', 'the bank'])} came back at $${F.money(payoff, 'bareCents')} good through ${F.date(facts.documentDate, 'usShort')}.</p>
<p>I'd like to do a ${esc(t.s('loan_type', program(rng, l.type)))} for ${t.s('loan_amount', F.pickMoney(rng, l.amount, ['dollars', 'k']))}. ${rng.chance(0.5) ? 'Zillow and the PM both say' : 'My last BPO said'} it's worth about ${t.s('property_value', F.pickMoney(rng, p.value, ['dollars', 'k']))} now${p.type !== 'Land' ? ` and it rents for $${F.money(marketRent(facts), 'bare')}` : ''}. It's a ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}.</p>
<p>Can you do ${t.s('loan_term', F.pickTerm(rng, l.termMonths, ['months', 'years']))} at ${t.s('interest_rate', F.rate(l.rate, 'plain'))} like last time? I'd want to close by ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'abbr', 'us']))}.${l.exit ? ` Plan is ${esc(t.s('exit_strategy', exitText(rng, l.exit)).toLowerCase())}.` : ''}</p>
<p>Best number for me is ${esc(t.s('borrower_phone', F.pickPhone(rng, b.phone)))}.</p>
<p>Thanks,<br>${sign}</p>
<p class="small muted">Sent from my iPhone</p>`],
      });
      return { kind: 'html', documentType: 'Broker Submission Email', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-fee-worksheet',
    description: 'Lender fee worksheet / estimated closing costs (borrower side), with third-party fees as distractors',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const lenderRows = [
        ...pointsList(rng, facts).map((x) => `<tr><td>${x.label} (${t.s(x.field, `${num(x.value)}%`)})</td><td class="right">$${F.money(Math.round(x.value * l.amount) / 100, 'bareCents')}</td></tr>`),
        ...fees(rng, facts).map((x) => `<tr><td>${x.label}</td><td class="right">${t.s(x.field, `$${F.money(x.amount, 'bareCents')}`)}</td></tr>`),
      ].join('');
      const third = [['Appraisal (AMC)', rng.int(550, 950)], ['Title &mdash; lender policy', rng.int(900, 2600)], ['Escrow / settlement fee', rng.int(650, 1500)], ['Recording', rng.int(30, 150)], ['Hazard insurance (12 mo)', rng.int(900, 2400)], ['Flood cert', 12]] as const;
      const thirdRows = third.map(([k, v]) => `<tr><td>${k}</td><td class="right">$${F.money(v, 'bareCents')}</td></tr>`).join('');
      const perDiem = Math.round(l.amount * l.rate / 36000 * 100) / 100;
      const html = documentHtml({
        title: 'Fee Worksheet',
        font: 'sans',
        fontSize: '9pt',
        css: '.cols{display:flex;gap:14px}.cols>div{flex:1}',
        page: { footerLeft: 'Estimate only. Final figures on the settlement statement.' },
        pages: [`${letterhead({ name: facts.lender.name, lines: ['Fee Worksheet &mdash; business purpose loan'], color: accent(rng) })}
${kvTable([
    ['Borrower', esc(borrowerName(rng, t))],
    ['Property', esc(t.s('property_address', F.pickAddress(rng, p.address)))],
    ['Loan amount', t.s('loan_amount', F.money(l.amount, 'cents'))],
    ['Note rate / term', `${t.s('interest_rate', F.rate(l.rate, 'fixed3'))} / ${t.s('loan_term', F.term(l.termMonths, 'months'))}`],
    ['Est. funding date', t.s('estimated_closing_date', F.date(l.closingDate, 'us'))],
    ['Loan #', t.s('loan_number', l.loanNumber)],
  ])}
<div class="cols" style="margin-top:10px"><div><h3 style="font-size:10pt">A. Lender charges</h3><table class="grid">${lenderRows || '<tr><td>None</td><td></td></tr>'}</table></div>
<div><h3 style="font-size:10pt">B. Third-party (estimates)</h3><table class="grid">${thirdRows}</table></div></div>
<p style="margin-top:10px">Prepaid interest: $${F.money(perDiem, 'bareCents')} per day from funding to the 1st of the following month. Monthly interest-only payment $${F.money(ioPayment(facts), 'bareCents')}.</p>
<p class="small">Broker: ${esc(facts.broker.name)}. Title/escrow: ${esc(facts.title.name)} (${esc(facts.title.contact.email)}).</p>`],
      });
      return { kind: 'html', documentType: 'Term Sheet', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-nv-purchase-agreement',
    description: 'Nevada-style residential/land purchase agreement with numbered paragraphs, COE, escrow and financing terms',
    formats: ['pdf_text', 'pdf_scanned'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const s = facts.seller;
      const price = p.purchasePrice ?? Math.round(p.value * 0.97 / 1000) * 1000;
      const emd = Math.max(1000, Math.round(price * 0.02 / 500) * 500);
      const buyer = facts.entity ? `${t.s('entity_name', facts.entity.name)}, by ${signer(rng, t)}` : principal(rng, t, ['full', 'upper']);
      const paras = [
        `<b>1. PARTIES.</b> ${esc(buyer)} ("Buyer") hereby offers to purchase from ${esc(F.name(s, 'full'))} ("Seller") the real property commonly known as ${esc(t.s('property_address', F.pickAddress(rng, p.address, ['long', 'longState'])))}, APN ${apn(rng)} (the "Property").`,
        `<b>2. PURCHASE PRICE.</b> $${F.money(price, 'bareCents')}. A. Earnest Money Deposit $${F.money(emd, 'bareCents')} to be deposited with escrow within 1 business day of acceptance. B. Balance of down payment in good funds at close. C. ☒ Other financing: new first deed of trust loan from a private lender in the amount of ${t.s('loan_amount', F.money(l.amount, rng.pick(['cents', 'dollars'] as const)))}${rng.chance(0.5) ? `, interest at ${t.s('interest_rate', F.rate(l.rate, 'fixed2'))}` : ''}.`,
        `<b>3. FINANCING.</b> Buyer to obtain a ${esc(t.s('loan_type', program(rng, l.type)).toLowerCase())} loan. Buyer shall submit a loan application within 5 days. Appraisal contingency: ☒ waived ☐ ${rng.int(10, 21)} days.`,
        `<b>4. ESCROW / CLOSE OF ESCROW.</b> Escrow to be opened with ${esc(facts.title.name)}. Close of Escrow ("COE") shall be on or before ${t.s('estimated_closing_date', F.pickDate(rng, l.closingDate, ['long', 'us']))}.`,
        `<b>5. PROPERTY TYPE.</b> ${esc(t.s('property_type', ptype(rng, p.type, p.units)))}. ${p.type === 'Land' ? 'Buyer to verify water rights, well/septic or municipal service, and Clark/Nye County zoning.' : 'Seller to deliver SRPD and the CIC resale package, if any.'}`,
        '<b>6. DUE DILIGENCE.</b> Buyer has 10 calendar days from acceptance to complete inspections. Buyer may cancel for any reason during the due diligence period with full refund of EMD.',
        `<b>7. NOTICES.</b> Buyer: ${esc(t.s('borrower_email', facts.borrower.email))}. Seller: ${esc(s.email)}.`,
      ];
      const html = documentHtml({
        title: 'Residential Purchase Agreement',
        font: 'serif',
        fontSize: '9.5pt',
        css: 'p{text-align:justify}',
        page: { footerLeft: 'Purchase Agreement (NV) &middot; Buyer ____ Seller ____', pageNumbers: true },
        pages: [`<h2 style="text-align:center;font-size:12.5pt">PURCHASE AGREEMENT<br><span style="font-size:9pt">(and Joint Escrow Instructions)</span></h2>
<p class="small center">Date of offer: ${F.date(facts.documentDate, 'long')}</p>
${paras.map((x) => `<p>${x}</p>`).join('')}
<p style="margin-top:12px">BUYER: <span class="sig">${esc(facts.entity ? facts.entity.name : F.name(facts.borrower, 'noMiddle'))}</span> &nbsp; SELLER: <span class="sig">${esc(F.name(s, 'noMiddle'))}</span></p>
<p class="small">Buyer's agent: ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, ${esc(facts.broker.name)}, ${F.phone(facts.broker.contact.phone, 'dash')}</p>`],
      });
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: t.truth() };
    },
  },
  {
    id: 'ah-incumbency-certificate',
    description: 'Certificate of incumbency / officer\'s certificate for the borrowing entity or fund, with officer table and specimen signatures',
    formats: ['pdf_text'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const e = facts.entity;
      const b = facts.borrower;
      const others = [stranger(rng, facts), stranger(rng, facts)];
      const title = e?.signatoryTitle ?? 'Borrower';
      const rows = [
        `<tr><td>${esc(principal(rng, t, ['noMiddle']))}</td><td>${esc(e ? signerTitle(t) : 'Individual borrower')}</td><td><span class="scrawl">${esc(b.first[0] ?? '')}. ${esc(b.last)}</span></td></tr>`,
        ...(e ? others.map((o, i) => `<tr><td>${esc(o.first)} ${esc(o.last)}</td><td>${i === 0 ? (e.type === 'Corporation' ? 'Secretary' : e.type === 'Trust' ? 'Successor Trustee (not acting)' : 'Member (non-managing)') : (e.type === 'Corporation' ? 'Treasurer' : 'Investor Relations (no signing authority)')}</td><td><span class="scrawl">${esc(o.first[0] ?? '')}. ${esc(o.last)}</span></td></tr>`) : []),
      ].join('');
      const html = documentHtml({
        title: 'Certificate of Incumbency',
        font: 'serif',
        fontSize: '10.5pt',
        pages: [`<h2 style="text-align:center;font-size:14pt">CERTIFICATE OF INCUMBENCY</h2>
<p style="margin-top:14px">The undersigned hereby certifies to ${esc(facts.lender.name)} and ${esc(facts.title.name)} that ${e ? `${esc(t.s('entity_name', e.name))} (the "Company") is a ${esc(e.type === 'Trust' ? 'trust' : `${e.stateOfFormation} ${entityKind(rng, facts).replace(e.stateOfFormation, '').trim().toLowerCase()}`)} in good standing${e.ein ? `, EIN <span style="white-space:nowrap">${t.s('ein', F.ein(e.ein))}</span>` : ''}, and that` : 'the persons below'} the persons named below hold the offices set forth opposite their names, and that the signatures shown are their genuine signatures.</p>
<table class="grid" style="margin:10px 0"><tr><th>Name</th><th>Office / capacity</th><th>Specimen signature</th></tr>${rows}</table>
<p>Only the ${esc(title)} listed above is authorized to execute the loan documents for the loan secured by ${esc(t.s('property_address', F.pickAddress(rng, facts.property.address)))}.</p>
<p style="margin-top:18px">Dated ${F.date(facts.documentDate, 'long')}.</p>
<p><span class="sig">${esc(others[0]?.first ?? '')} ${esc(others[0]?.last ?? '')}, ${e?.type === 'Corporation' ? 'Secretary' : 'Certifying party'}</span></p>
<p class="small" style="margin-top:20px">${rng.pick(['State of Arizona, County of Maricopa', 'State of Nevada, County of Clark', 'State of Utah, County of Washington', 'State of New Mexico, County of Bernalillo', 'State of Wyoming, County of Laramie'])}. Subscribed and sworn before me on ${F.date(facts.documentDate, 'long')} by the certifying party. Notary Public: ____________ My commission expires: ${F.date(`20${rng.int(27, 30)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'us')}</p>`],
      });
      return { kind: 'html', documentType: 'Entity Document', html, truth: t.truth() };
    },
  },
];
