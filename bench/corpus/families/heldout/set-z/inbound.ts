// set-z — what comes in the door: broker and borrower e-mails, text threads, applications, intake notes, faxes.
import { documentHtml, esc, kvTable, checkboxes } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  ASSET_LABEL, addDays, addr1, borrowerName, cityLine, countLabel, dAbbr, dLong, dMd, dUs, dUs1, ein,
  entityLine, exitLabel, fullAddr, fullName, loanTypeLabel, money, opsLine, phone, purposeLabel,
  rate, short, sw, truth,
} from './sw';

const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1d2c6b;";

const brokerEmail: Family = {
  id: 'set-z-broker-email-park',
  description: 'Mortgage broker e-mail submitting a park or storage deal, with a pasted T-12 summary and attachment list.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower; const br = f.broker.contact;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'loan_amount', 'loan_type', 'loan_term'];
    if (f.entity) fields.push('entity_name');
    const showValue = rng.chance(0.6);
    if (showValue) fields.push('property_value');
    if (l.exit) fields.push('exit_strategy');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    const t12 = [
      ['Lot / site rent', Math.round(d.gross * 0.86)], ['Utility bill-back (water/sewer/trash)', Math.round(d.gross * 0.09)],
      ['Late fees / other', Math.round(d.gross * 0.05)], ['Total income', d.gross], ['Operating expenses', d.gross - d.noi], ['NOI', d.noi],
    ] as const;
    const html = documentHtml({
      title: 'Loan request', font: 'sans', fontSize: '10pt',
      pages: [`<div style="font-size:9pt;color:#333;border-bottom:1px solid #bbb;padding-bottom:6px;margin-bottom:10px">
<b>From:</b> ${esc(fullName(br))} &lt;${esc(br.email)}&gt;<br><b>To:</b> loans@${esc(d.lenderShort.toLowerCase().replace(/\s/g, ''))}capital.com<br><b>Date:</b> ${dAbbr(f.documentDate)}<br>
<b>Subject:</b> New ${ASSET_LABEL[d.asset]} deal – ${esc(d.name)} – ${short(l.amount)} ${esc(loanTypeLabel(d, rng))}<br><b>Attachments:</b> T12_${d.asset.toUpperCase()}.xlsx; RentRoll_${dMd(f.documentDate).replace('/', '-')}.pdf; PFS_${esc(b.last)}.pdf; ${d.price ? 'PSA_executed.pdf' : 'Mortgage_stmt.pdf'}</div>
<p>Hi team,</p>
<p>Sending over a ${esc(loanTypeLabel(d, rng).toLowerCase())} request on ${esc(d.name)}, a ${countLabel(d)} ${ASSET_LABEL[d.asset]} at ${esc(fullAddr(a))}. ${esc(opsLine(d))}.</p>
<p><b>Borrower:</b> ${esc(f.entity ? `${entityLine(d)} — ${fullName(b)} is the managing member` : borrowerName(d))}. Mid score ${b.creditScore}. ${esc(b.first)} can be reached at ${phone(b.phone, rng.int(0, 3))} or ${esc(b.email)}.</p>
<p><b>Ask:</b> ${money(l.amount)}, ${l.termMonths} months${d.price ? `, purchase price ${money(d.price)}` : ''}${showValue ? `, value ${money(f.property.value)} per ${rng.pick(['recent appraisal', "owner's estimate", 'BOV from the listing broker'])}` : ''}.${l.exit ? ` Exit: ${esc(exitLabel(d, rng))}.` : ''}${l.brokerPoints !== undefined ? ` We're asking ${l.brokerPoints} point${l.brokerPoints === 1 ? '' : 's'} on our side.` : ''}</p>
<p>Quick T-12:</p><table class="grid" style="width:70%">${t12.map(([k, v]) => `<tr><td>${k}</td><td class="right">${money(v)}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Water is ${esc(d.water)}, sewer is ${esc(d.sewer)}. ${d.asset === 'mhc' ? `${d.toh} park-owned homes are rented; seller will sell them with the park.` : ''} Let me know what you think.</p>
<p>${esc(br.first)} ${esc(br.last)}<br>${esc(f.broker.name)}<br>${phone(br.phone, 0)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, fields) };
  },
};

const exchangeEmail: Family = {
  id: 'set-z-1031-buyer-email',
  description: "1031 buyer's own e-mail asking for financing, with exchange deadlines and the relinquished property's numbers.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['rv', 'storage', 'mhc', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    d.f.loan.type = 'Purchase'; d.f.loan.purpose = 'Purchase';
    const price = d.price ?? Math.round(f.property.value * 0.97 / 5000) * 5000;
    const sold = Math.round(price * (0.4 + rng.next() * 0.3) / 1000) * 1000;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose', 'estimated_closing_date'];
    const sale = addDays(f.documentDate, -rng.int(10, 40));
    const html = documentHtml({
      title: '1031', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="font:9pt 'DejaVu Sans';border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:12px"><b>${esc(fullName(b))}</b> &lt;${esc(b.email)}&gt;<br>to ${esc(f.lender.contact.first.toLowerCase())}@${esc(d.lenderShort.toLowerCase().replace(/\s/g, ''))}.com<br>${dLong(f.documentDate)}, ${rng.int(6, 11)}:${rng.int(10, 59)} PM<br><b>Subject: Financing for my 1031 replacement property</b></div>
<p>Hello,</p><p>My ${f.coBorrower ? `wife ${esc(f.coBorrower.first)} and I` : 'accountant and I'} sold our ${rng.pick(['rental fourplex in Riverside', 'duplexes in Bakersfield', 'commercial building in Fresno', 'house in Orange County'])} on ${dUs1(sale)} for ${money(sold * 2)}. The exchange is with ${esc(rng.pick(['Asset Preservation Inc.', 'IPX1031', 'First American Exchange']))} and we have about ${money(sold)} of proceeds. 45-day ID deadline is ${dUs1(addDays(sale, 45))} and we must close by ${dUs1(addDays(sale, 180))}.</p>
<p>We're under contract on ${esc(d.name)} at ${esc(addr1(a))}, ${esc(cityLine(a))} (${countLabel(d)}) for ${money(price)}. I need a loan of <b>${money(l.amount)}</b> to purchase it. Escrow is at ${esc(f.title.name)} and is scheduled to close ${dLong(l.closingDate)}.</p>
<p>We've never owned a ${ASSET_LABEL[d.asset]} before but the seller (${esc(fullName(f.seller))}) will stay on for 60 days to train us. The current numbers: ${esc(opsLine(d))}.</p>
<p>What would you need from me? My cell is ${phone(b.phone, 1)}. Thanks very much.</p><p>${esc(b.first)} ${esc(b.last)}</p>
<p style="font:8pt 'DejaVu Sans';color:#777">Sent from my iPad</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, fields) };
  },
};

const textThread: Family = {
  id: 'set-z-text-thread-photo',
  description: 'Phone screenshot of a text thread between the loan officer and an owner-operator about a loan.',
  formats: ['image'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    const t = (h: number) => `${h}:${String(rng.int(0, 59)).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    const me = (x: string) => `<div style="text-align:right;margin:6px 0"><span style="display:inline-block;background:#0a84ff;color:#fff;border-radius:16px;padding:7px 11px;max-width:72%;text-align:left">${x}</span></div>`;
    const them = (x: string) => `<div style="margin:6px 0"><span style="display:inline-block;background:#e5e5ea;border-radius:16px;padding:7px 11px;max-width:72%">${x}</span></div>`;
    const msgs = [
      `<div class="center small muted">${dAbbr(f.documentDate)} ${t(rng.int(7, 10))}</div>`,
      them(`Hi this is ${esc(b.first)} ${esc(b.last)}, ${esc(f.broker.contact.first)} gave me your number. About the loan on our ${({ land: 'land', storage: 'storage place', motel: 'motel', mhc: 'park', rv: 'rv park' } as const)[d.asset]}`),
      me(`Hi ${esc(b.first)}! Yes got the package. Whats the exact address for the title order?`),
      them(`${esc(addr1(a))}<br>${esc(a.city)} ${a.state} ${a.zip}`),
      them(`${d.asset === 'mhc' ? `${d.poh} tenant owned ${d.toh} ours` : countLabel(d)}`),
      me(`Perfect. We can do ${short(l.amount)} at ${rate(l.rate)}, ${l.termMonths} months. ${l.originationPoints !== undefined ? `${l.originationPoints} pts.` : ''}`),
      them(`Can you do ${rate(l.rate - 0.5)}? ${rng.pick(['Bank of the West offered that', 'My cousin got that rate', 'Thats what we had before'])}`),
      me(`Best I can do is ${rate(l.rate)} on this one, sorry. Rural + ${esc(d.sewer.split(' ')[0] ?? 'septic')}`),
      them(`Ok. Can we close by ${dUs1(l.closingDate)}?`),
      me(`Yes ${dMd(l.closingDate)} works if appraisal comes back in time`),
    ];
    const html = documentHtml({
      title: 'Messages', font: 'sans', fontSize: '12pt',
      pages: [`<div style="width:4.4in;margin:0 auto;border:10px solid #222;border-radius:34px;padding:18px 14px;min-height:9.2in">
<div style="display:flex;justify-content:space-between;font-size:10pt;font-weight:bold"><span>${t(rng.int(1, 9))}</span><span>▮▮▮ LTE 87%</span></div>
<div class="center" style="margin:10px 0 12px;border-bottom:1px solid #ddd;padding-bottom:8px"><div style="width:44px;height:44px;border-radius:22px;background:#9aa;margin:0 auto;color:#fff;line-height:44px">${esc((b.first[0] ?? '') + (b.last[0] ?? ''))}</div><div style="font-size:10pt">${esc(b.first)} ${esc(b.last)}</div></div>
${msgs.join('')}</div>`],
      page: { margin: '0.4in' },
    });
    if (l.originationPoints !== undefined) fields.push('origination_points');
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, fields) };
  },
};

const appForm: Family = {
  id: 'set-z-commercial-loan-application',
  description: "Lender's two-page commercial loan application for park/storage/motel borrowers: borrower, entity, property, request, declarations.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term', 'estimated_closing_date'];
    if (f.coBorrower) fields.push('co_borrower_date_of_birth');
    if (f.entity) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    if (l.exit) fields.push('exit_strategy');
    const box = (label: string, value: string, w = 50) => `<td style="width:${w}%"><div class="lab">${label}</div><div class="val">${value || '&nbsp;'}</div></td>`;
    const assetBoxes = checkboxes(['Manufactured Home Community', 'RV Park / Campground', 'Self-Storage', 'Motel / Hotel', 'Land'], { mhc: 'Manufactured Home Community', rv: 'RV Park / Campground', storage: 'Self-Storage', motel: 'Motel / Hotel', land: 'Land' }[d.asset]);
    const purposes = checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose);
    const p1 = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #24527a;margin-bottom:8px"><div style="font:bold 15pt 'DejaVu Sans';color:#24527a">COMMERCIAL LOAN APPLICATION</div><div class="small">${esc(d.lenderName)}<br>Form CLA-3 (rev. 2/24)</div></div>
<div class="sec">SECTION 1 — APPLICANT / GUARANTOR</div><table class="frm"><tr>${box('Full legal name (First, Middle, Last)', esc(`${b.first} ${b.middle ?? ''} ${b.last}`.replace(/\s+/g, ' ')))}${box('Date of birth', dUs(b.dob), 25)}${box('SSN', `XXX-XX-${rng.int(1000, 9999)}`, 25)}</tr>
<tr>${box('Home phone / cell', phone(b.phone, 0))}${box('E-mail', esc(b.email))}</tr><tr>${box('Credit score (if known)', String(b.creditScore))}${box('Years managing similar property', String(rng.int(0, 25)))}</tr></table>
${f.coBorrower ? `<div class="sec">CO-APPLICANT</div><table class="frm"><tr>${box('Name', esc(fullName(f.coBorrower)))}${box('Date of birth', dUs(f.coBorrower.dob), 25)}${box('Relationship', 'Spouse', 25)}</tr></table>` : ''}
<div class="sec">SECTION 2 — BORROWING ENTITY (if any)</div><table class="frm"><tr>${box('Entity name', f.entity ? esc(f.entity.name) : 'N/A')}${box('Type', f.entity ? esc(f.entity.type === 'LLC' ? 'LLC' : f.entity.type) : '', 25)}${box('State formed', f.entity ? esc(f.entity.stateOfFormation) : '', 25)}</tr>
<tr>${box('EIN', f.entity?.ein ? ein(f.entity.ein) : '')}${box('Signer name / title', f.entity ? `${esc(fullName(b))}, ${esc(f.entity.signatoryTitle)}` : '')}</tr></table>
<div class="sec">SECTION 3 — PROPERTY</div><table class="frm"><tr>${box('Property name', esc(d.name))}${box('Sites / units / rooms / acres', countLabel(d))}</tr>
<tr>${box('Street address', esc(addr1(a)), 60)}${box('City, State, ZIP', esc(cityLine(a)), 40)}</tr>
<tr><td colspan="2"><div class="lab">Property type</div>${assetBoxes}</td></tr>
<tr>${box('Estimated current value', money(f.property.value))}${box('Purchase price (if purchase)', d.price ? money(d.price) : '')}</tr>
<tr>${box('Water', esc(d.water))}${box('Sewer', esc(d.sewer))}</tr></table>`;
    const p2 = `<div class="sec">SECTION 4 — LOAN REQUEST</div><table class="frm"><tr><td colspan="2"><div class="lab">Purpose</div>${purposes}</td></tr>
<tr>${box('Amount requested', money(l.amount))}${box('Term requested (months)', String(l.termMonths))}</tr>
<tr>${box('Desired closing date', dUs(l.closingDate))}${box('Existing liens / payoff', d.payoff ? money(d.payoff, true) : 'None')}</tr>
<tr>${box('Exit strategy / repayment source', l.exit ? esc(exitLabel(d, rng)) : '')}${box('How did you hear about us?', esc(rng.pick(['Broker', 'MHI conference', 'Google', 'Referral - CPA'])))}</tr></table>
<div class="sec">SECTION 5 — DECLARATIONS</div><table class="grid small">${['Are there any outstanding judgments against you?', 'Have you declared bankruptcy in the past 7 years?', 'Are you a party to a lawsuit?', 'Is any part of the down payment borrowed?'].map((q) => `<tr><td>${q}</td><td style="width:12%">☐ Yes ☒ No</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">I certify the information in this application is true and complete and authorize ${esc(d.lenderName)} to obtain credit reports.</p>
<table style="width:100%;margin-top:14px"><tr><td><span class="scrawl">${esc(fullName(b))}</span><div style="border-top:1px solid #000;width:85%">Applicant signature${f.entity ? `, as ${esc(f.entity.signatoryTitle)}` : ''}</div></td><td>${dUs(f.documentDate)}<div style="border-top:1px solid #000;width:70%">Date</div></td></tr></table>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '9pt', pages: [p1, p2],
      css: `.sec{background:#24527a;color:#fff;font-weight:bold;padding:3px 6px;margin:10px 0 0;font-size:8.5pt}.frm{width:100%;border-collapse:collapse;display:block}.frm tbody{display:block}.frm tr{display:flex;width:100%}.frm td{display:block;border:1px solid #777;padding:2px 5px;vertical-align:top}.frm td[colspan]{width:100%}.lab{font-size:6.5pt;color:#444;text-transform:uppercase}.val{font-size:10pt;min-height:14px;${HAND}}`,
      page: { footerLeft: 'CLA-3', pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const handApp: Family = {
  id: 'set-z-handwritten-intake-scan',
  description: 'One-page "Quick Loan Request" form filled in by hand at the park office and scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'motel', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose'];
    if (f.entity) fields.push('entity_name');
    const showVal = rng.chance(0.6);
    if (showVal) fields.push('property_value');
    const line = (label: string, v: string) => `<div style="display:flex;gap:8px;margin:12px 0;align-items:flex-end"><span style="white-space:nowrap">${label}</span><span style="flex:1;border-bottom:1px solid #000;font-size:14pt;${HAND}padding-left:6px">${v}</span></div>`;
    const html = documentHtml({
      title: 'Quick Loan Request', font: 'sans', fontSize: '10pt',
      pages: [`<div class="center"><b style="font-size:14pt">${esc(d.lenderName)}</b><br>QUICK LOAN REQUEST — please print</div>
${line('Your name:', esc(fullName(b)))}${line('Company / LLC (if any):', f.entity ? esc(f.entity.name) : '—')}${line('Best phone:', phone(b.phone, 1))}
${line('Property name:', esc(d.name))}${line('Property address:', `${esc(addr1(a))}, ${esc(a.city)} ${a.state} ${a.zip}`)}
${line('# of spaces / units / rooms:', String(d.count))}${line('What is it worth?', showVal ? money(f.property.value) : 'not sure')}
${line('How much do you need?', money(l.amount))}${line('What for? (buy / refi / cash out / build)', esc(purposeLabel(d, rng)))}
${line('Current loan balance:', d.payoff ? money(d.payoff) : 'none - free & clear')}${line('Anything else we should know?', esc(rng.pick(['well was redrilled 2021', 'need to close fast', 'want to buy out my brother', 'county approved 12 more sites', 'roof leaks on bldg B'])))}
<p class="small" style="margin-top:24px">Office use: rec'd ${dUs(f.documentDate)} by ${esc(f.lender.contact.first[0] ?? 'J')}${esc(f.lender.contact.last[0] ?? 'K')}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const siteNotes: Family = {
  id: 'set-z-site-visit-notes-photo',
  description: "Phone photo of the loan officer's handwritten site-visit notes on a legal pad.",
  formats: ['image'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_last_name', 'property_address', 'loan_amount'];
    if (f.entity) fields.push('entity_name');
    const showVal = rng.chance(0.5);
    if (showVal) fields.push('property_value');
    const notes = [
      `<b><u>${esc(d.name)}</u></b> — site visit ${dUs1(addDays(f.documentDate, -rng.int(1, 4)))}`,
      `${esc(addr1(a))}, ${esc(a.city)} ${a.state} ${a.zip}`,
      `Owner: ${esc(b.last)}${f.entity ? ` (${esc(f.entity.name)})` : ''} — met w/ ${rng.pick(['on-site mgr', 'owner', "owner's son"])}`,
      `${esc(opsLine(d))}`,
      `Roads: ${rng.pick(['gravel, graded', 'chip seal, potholes near entry', 'asphalt, fair'])}. ${rng.pick({ mhc: ['2 abandoned homes in back row', 'office needs roof'], rv: ['3 sites w/ junk cars', 'bathhouse dated'], storage: ['fencing good, gate keypad works', 'bldg C doors rusted'], motel: ['pool closed', 'rooms 12-14 offline (water dmg)'], land: ['fenced'] }[d.asset])}`,
      `Water: ${esc(d.water)} / sewer: ${esc(d.sewer)}`,
      `Ask: ${short(l.amount)}${showVal ? ` — I think it's worth ~${short(f.property.value)}` : ''}`,
      `Comps: ${rng.pick(['Desert Sands sold @ $38k/pad', 'Lakeview RV $1.9M (62 sites)', 'Stor-All $71/SF', 'Trail Inn $41k/key'])}`,
      `<u>To do:</u> zoning ltr, ${rng.pick(['septic pump records', 'well test', 'POH titles', 'STR report'])}, 2 yrs returns`,
    ];
    const html = documentHtml({
      title: 'notes', font: 'serif', fontSize: '13pt',
      pages: [`<div style="background:#fdf6a3;margin:-0.7in -0.8in;padding:0.7in 0.6in 0.6in 1.1in;min-height:10.8in;background-image:repeating-linear-gradient(#fdf6a3 0 31px,#8fb3d9 31px 32px);border-left:2px solid #d88">
${notes.map((n) => `<div style="${HAND}line-height:32px;transform:rotate(${(rng.next() - 0.5).toFixed(2)}deg)">${n}</div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const brokerPackage: Family = {
  id: 'set-z-broker-package-cover',
  description: "Mortgage broker's financing package cover sheet with deal snapshot, sources & uses, and an OM-style property blurb.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    if (l.exit) fields.push('exit_strategy');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    const equity = (d.price ?? l.amount) - l.amount + rng.int(2, 6) * 5000;
    const sources: [string, number][] = [['Senior loan (this request)', l.amount], [d.price ? 'Buyer equity' : 'Cash to borrower', d.price ? equity : 0]];
    const uses: [string, number][] = d.price ? [['Purchase price', d.price], ['Closing costs & reserves', l.amount + equity - d.price]] : [['Payoff existing lender', d.payoff ?? 0], ['Closing costs / cap-ex / cash out', l.amount - (d.payoff ?? 0)]];
    const html = documentHtml({
      title: 'Financing Request', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;align-items:center"><div style="font:bold 18pt 'DejaVu Sans';color:#7a1f3d">${esc(d.name)}</div><div class="right small">${esc(f.broker.name)}<br>${esc(fullName(f.broker.contact))} · ${phone(f.broker.contact.phone, 1)}</div></div>
<div style="color:#7a1f3d;font-weight:bold;margin-bottom:10px">FINANCING REQUEST · ${esc(a.city.toUpperCase())}, ${a.state}</div>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top;padding-right:10px">
<h4>Deal snapshot</h4>${kvTable([
        ['Address', esc(fullAddr(a))], ['Asset', `${ASSET_LABEL[d.asset]} · ${countLabel(d)} · ${d.acres} ac`], ['Loan type', esc(loanTypeLabel(d, rng))],
        ['Request', money(l.amount)], ['Target rate', `${rate(l.rate)} or better`], ['Term', `${l.termMonths} months`],
        ['As-is value', money(f.property.value)], ...(l.exit ? [['Exit', esc(exitLabel(d, rng))] as [string, string]] : []),
        ...(l.brokerPoints !== undefined ? [['Broker fee', `${l.brokerPoints} pts`] as [string, string]] : []),
      ], { labelWidth: '36%' })}</td>
<td style="vertical-align:top"><h4>Sponsor</h4><p>${f.entity ? `${esc(entityLine(d))}, signing through ${esc(fullName(b))} (${esc(f.entity.signatoryTitle)}).` : esc(borrowerName(d)) + '.'} FICO ${b.creditScore}. ${esc(rng.pick(['Owns 3 other parks in AZ.', 'First-time park owner; 20 yrs in property management.', 'Local family, owned since 1998.', '1031 buyer from California.']))}</p>
<h4>Sources</h4><table class="grid">${sources.map(([k, v]) => `<tr><td>${k}</td><td class="right">${money(v)}</td></tr>`).join('')}</table>
<h4>Uses</h4><table class="grid">${uses.map(([k, v]) => `<tr><td>${k}</td><td class="right">${money(v)}</td></tr>`).join('')}</table></td></tr></table>
<h4>Property overview</h4><p>${esc(d.name)} sits on ${d.acres} acres in ${esc(d.county)} County. ${esc(opsLine(d))}. T-12 NOI ${money(d.noi)}. ${esc(rng.pick(['Below-market rents: nearby parks get $100+ more.', 'Upside from utility bill-back (not yet implemented).', 'Strong snowbird demand Oct–Apr.', 'Oilfield workforce demand keeps monthly sites full.']))}</p>
<p class="small muted">Information from seller and third parties; not verified by broker.</p>`],
      css: 'h4{margin:10px 0 4px;font-size:10pt;color:#7a1f3d;border-bottom:1px solid #ccc}',
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truth(d, fields) };
  },
};

const refiChain: Family = {
  id: 'set-z-family-refi-email-chain',
  description: "E-mail chain: owner's adult child asks for a cash-out refi on the family park; lender replies; earlier messages quoted.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'motel']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower; const lo = f.lender.contact;
    d.f.loan.type = 'Cash Out Refi'; d.f.loan.purpose = 'Cash Out Refinance';
    const payoff = d.payoff ?? Math.round(l.amount * 0.5);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term'];
    if (f.entity) fields.push('entity_name');
    const kid = f.seller; // the son or daughter writing for the parents (never a borrower field)
    const html = documentHtml({
      title: 'Re: refi', font: 'sans', fontSize: '9.5pt',
      pages: [`<div class="msg"><div class="hd"><b>${esc(fullName(lo))}</b> &lt;${esc(lo.email)}&gt; · ${dLong(f.documentDate)}<br>to ${esc(kid.first)}, ${esc(b.email)}</div>
<p>${esc(kid.first)}, ${esc(b.first)} — thanks for the documents. Recap of what we discussed:</p>
<p>Cash-out refinance on ${esc(d.name)}, ${esc(fullAddr(a))}. Value ${money(f.property.value)} (${rng.pick(['per our desk review', "your appraiser's 2023 number, to be updated", 'subject to new appraisal'])}). New loan ${money(l.amount)} at ${rate(l.rate)} for ${l.termMonths} months, paying off ${esc(rng.pick(['the seller carry note', 'the bank loan', 'the HELOC on the house']))} (~${money(payoff)}) and putting about ${short(Math.round((l.amount - payoff) / 1000) * 1000)} in your pocket for the new septic field and the home purchases.</p>
<p>Borrower would be ${esc(f.entity ? f.entity.name : borrowerName(d))}${f.entity ? ` with ${esc(fullName(b))} guaranteeing` : ''}.</p><p>${esc(lo.first)}</p></div>
<div class="msg q"><div class="hd"><b>${esc(fullName(kid))}</b> &lt;${esc(kid.email)}&gt; · ${dLong(addDays(f.documentDate, -2))}</div>
<p>Hi ${esc(lo.first)}, I'm helping my ${rng.pick(['dad', 'mom', 'parents'])} with this. The park is ${esc(opsLine(d))}. Mom says the county has it at ${money(Math.round(f.property.value * 0.45 / 100) * 100)} full cash value but that's way low. We owe about ${money(payoff)}. Could we get ${short(Math.round(l.amount * 1.15 / 5000) * 5000)}? Also is it a problem that ${esc(rng.pick(['the well is shared with the neighbor', 'two homes are vacant', 'dad is 78']))}?</p><p>Thanks, ${esc(kid.first)}<br>${phone(kid.phone, 0)}</p></div>
<div class="msg q"><div class="hd"><b>${esc(fullName(lo))}</b> · ${dLong(addDays(f.documentDate, -5))}</div><p>Nice to meet you on the phone. Send me the last 2 years of Schedule E and the rent roll and I'll size it.</p></div>`],
      css: '.msg{border-bottom:1px solid #ccc;padding:8px 0}.hd{color:#555;font-size:8.5pt;margin-bottom:6px}.q{margin-left:14px;border-left:3px solid #ddd;padding-left:10px;color:#333}',
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truth(d, fields) };
  },
};

const intakeCard: Family = {
  id: 'set-z-expo-lead-card-photo',
  description: 'Phone photo of a trade-show lead card (park owners expo) filled in by hand.',
  formats: ['image'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount'];
    if (f.entity) fields.push('entity_name');
    const w = (v: string) => `<span style="${HAND}font-size:14pt">${v}</span>`;
    const html = documentHtml({
      title: 'Lead card', font: 'sans', fontSize: '10pt',
      pages: [`<div style="margin:1.2in auto 0;width:6.6in;border:1px solid #999;background:#fffdf5;padding:18px 22px;box-shadow:4px 6px 0 #ccc;transform:rotate(-1.2deg)">
<div style="display:flex;justify-content:space-between"><b style="font-size:13pt;color:#0b5d4b">${esc(d.lenderName)}</b><span class="small">${esc(rng.pick(['Western States MH Expo', 'AZ RV Park Owners Summit', 'Self Storage Assn. West Conf.']))} · Booth ${rng.int(100, 450)}</span></div>
<table style="width:100%;margin-top:10px;border-collapse:collapse">
${[['Name', w(esc(fullName(b)))], ['Company', w(f.entity ? esc(f.entity.name) : '')], ['Cell', w(phone(b.phone, 2))], ['Email', w(esc(b.email))],
        ['Property', w(`${esc(d.name)} — ${esc(addr1(a))}, ${esc(a.city)} ${a.state} ${a.zip}`)], ['Need', w(`${short(l.amount)} ${esc(purposeLabel(d, rng).toLowerCase())}`)],
        ['Timing', w(esc(rng.pick(['ASAP', '60-90 days', 'after snowbird season', 'when note balloons'])))]].map(([k, v]) => `<tr><td style="width:18%;padding:6px 0;border-bottom:1px solid #bbb;font-size:9pt;color:#555">${k}</td><td style="border-bottom:1px solid #bbb">${v}</td></tr>`).join('')}
</table><div class="small" style="margin-top:8px">☐ Send rate sheet &nbsp; ☒ Call back &nbsp; Rep: ${esc(f.lender.contact.first)}</div></div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const faxRequest: Family = {
  id: 'set-z-faxed-loan-request-scan',
  description: 'Faxed one-page loan request from an older owner-operator: fax header, typewriter text, hand corrections.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_date_of_birth', 'property_address', 'loan_amount', 'loan_term'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const showVal = rng.chance(0.5);
    if (showVal) fields.push('property_value');
    const html = documentHtml({
      title: 'fax', font: 'mono', fontSize: '10.5pt',
      pages: [`<div style="font-size:8pt;border-bottom:1px dashed #000;margin-bottom:14px">${dUs(f.documentDate)} ${rng.int(8, 16)}:${rng.int(10, 59)}  FROM: ${phone(b.phone, 1)}  TO: ${phone(f.lender.contact.phone, 1)}  P. 1/1</div>
<p>TO: ${esc(d.lenderName)}<br>ATTN: ${esc(fullName(f.lender.contact))}</p>
<p>RE: LOAN REQUEST - ${esc(d.name.toUpperCase())}</p>
<p>I am the owner of the above ${ASSET_LABEL[d.asset]} located at ${esc(addr1(a, true))}, ${esc(cityLine(a))}. ${f.entity ? `It is owned by ${esc(entityLine(d))}.` : ''} I would like to borrow <s>${money(l.amount - 25000)}</s> <span style="${HAND}font-size:13pt">${money(l.amount)}</span> for ${l.termMonths} months to ${esc(rng.pick(['pay off my sister', 'pave the roads and add 10 spaces', 'buy the lot next door', 'retire the balloon note to the prior owner']))}.</p>
${showVal ? `<p>I believe the property is worth ${money(f.property.value)}.</p>` : ''}
<p>${esc(opsLine(d))}.</p>
<p>My date of birth is ${dUs(b.dob)}. Please call me at ${phone(b.phone, 1)}, I do not use e-mail much.</p>
<p style="margin-top:26px">Sincerely,</p><p><span class="scrawl">${esc(fullName(b))}</span><br>${esc(fullName(b).toUpperCase())}${f.entity ? `<br>${esc(f.entity.signatoryTitle)}, ${esc(f.entity.name)}` : ''}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

const callLog: Family = {
  id: 'set-z-call-log-notes',
  description: "Loan officer's typed call log for a lead: several dated entries, numbers changing between calls (only the latest is current).",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'credit_score', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number'];
    if (f.entity) fields.push('entity_name');
    if (l.originationPoints !== undefined) fields.push('origination_points');
    const first = Math.round(l.amount * 1.2 / 5000) * 5000;
    const entries = [
      [addDays(f.documentDate, -rng.int(8, 20)), `Inbound call from ${esc(fullName(b))} ${phone(b.phone, 0)}. ${ASSET_LABEL[d.asset]} in ${esc(a.city)}. Wants ~${short(first)}. Referred by ${esc(fullName(f.broker.contact))}.`],
      [addDays(f.documentDate, -rng.int(3, 7)), `Got T-12 + rent roll. ${esc(opsLine(d))}. Pulled credit: ${b.creditScore}. Told him ${short(first)} doesn't fit at 1.25x — closer to ${short(l.amount)}.`],
      [f.documentDate, `Agreed: ${money(l.amount)}, ${rate(l.rate)}, ${l.termMonths} mo${l.originationPoints !== undefined ? `, ${l.originationPoints} pts` : ''}. Property ${esc(fullAddr(a))}${f.entity ? `, vesting ${esc(f.entity.name)}` : ''}. Opened file #${l.loanNumber}. Sending LOI.`],
    ];
    const html = documentHtml({
      title: 'Call log', font: 'mono', fontSize: '9pt',
      pages: [`<b>LEAD ACTIVITY — ${esc(b.last.toUpperCase())} / ${esc(d.name.toUpperCase())}</b><br>Owner: ${esc(fullName(f.lender.contact))}  Status: LOI<hr>
<table class="grid">${entries.map(([dt, t]) => `<tr><td style="width:16%">${dUs(dt as string)}</td><td>${t}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">Export from CRM ${dUs(f.documentDate)}</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truth(d, fields) };
  },
};

export const inboundFamilies: Family[] = [brokerEmail, exchangeEmail, textThread, appForm, handApp, siteNotes, brokerPackage, refiChain, intakeCard, faxRequest, callLog];
