// Borrower- and broker-side paper: e-mails, texts, farm-visit notes, applications, financials, entity paperwork.
import { truthOf } from '../../../truth';
import { documentHtml, esc, kvTable, letterhead, accent, checkboxes, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  money, moneyAny, dt, dtAny, phone, ein, addr, term, ptype, ltype, lpurpose, exitText,
  decoy, acres, county, entityKind, CSS_GRID,
} from './util';

function idFields(f: DealFacts, principal = true): TruthField[] {
  const out: TruthField[] = [];
  if (f.entity) out.push('entity_name');
  if (principal || !f.entity) out.push('borrower_first_name', 'borrower_last_name');
  return out;
}

const brokerEmail: Family = {
  id: 'w-broker-email-hunting-tract',
  description: 'Land broker e-mail submitting a hunting / recreational tract deal, bulleted deal points, signature block with broker cell',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'property_address', 'loan_amount', 'property_value', 'loan_term', 'credit_score', 'borrower_phone', 'borrower_email'];
    const ac = acres(rng, f);
    const bullets = [
      `Borrower: ${f.entity ? `${esc(f.entity.name)} — ${esc(f.borrower.first)} ${esc(f.borrower.last)} is the guy` : esc(`${f.borrower.first} ${f.borrower.last}`)}`,
      `Where: ${esc(addr(rng, f.property.address))} (${ac} ac, ${esc(county(rng))} Co.) — high fence on the south line, two tanks, box blinds convey`,
      `Ask: ${moneyAny(rng, f.loan.amount)} for ${esc(term(rng, f.loan.termMonths))}`,
      `Value: appraised at ${money(f.property.value)}${f.property.purchasePrice ? `, under contract at ${money(f.property.purchasePrice)}` : ''}`,
      `Credit: ${f.borrower.creditScore} middle score, ag income plus W-2 from the co-op`,
      `Contact: ${phone(rng, f.borrower.phone)} / ${esc(f.borrower.email)}`,
    ];
    if (f.loan.exit) { bullets.push(`Exit: ${esc(exitText(rng, f))}`); fields.push('exit_strategy'); }
    const html = documentHtml({
      title: 'Email', font: 'sans', fontSize: '9.5pt',
      pages: [`<p class="small"><b>From:</b> ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &lt;${esc(f.broker.contact.email)}&gt;<br><b>To:</b> ${esc(f.lender.contact.email)}<br><b>Date:</b> ${dt(f.documentDate, 'long')}<br><b>Subject:</b> New one — ${ac} ac hunting tract, ${esc(f.property.address.city)}</p><hr>
<p>Morning ${esc(f.lender.contact.first)},</p><p>Got a clean one for you. Farm Credit is taking 60+ days so the buyer wants a bridge and will refinance later.</p>
<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>
<p>Seller is ${esc(f.seller.first)} ${esc(f.seller.last)}, estate sale, will not carry. Survey ordered from ${esc(county(rng))} Land Surveying.</p>
<p>Thanks,<br>${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}<br>${esc(f.broker.name)} · cell ${phone(rng, f.broker.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const rancherThread: Family = {
  id: 'w-rancher-email-thread',
  description: 'E-mail thread, newest first: rancher writes plainly about refinancing his place, lender replies with questions',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'estimated_closing_date'];
    const owed = decoy(f, Math.round(f.loan.amount * 0.7 / 1000) * 1000);
    const sig = `${esc(f.borrower.first)}${rng.chance(0.5) ? ` ${esc(f.borrower.last)}` : ''}<br>${f.entity ? esc(f.entity.name) + '<br>' : ''}${phone(rng, f.borrower.phone)}`;
    const html = documentHtml({
      title: 'Thread', font: 'sans', fontSize: '9.5pt',
      pages: flow([
        `<p class="small"><b>From:</b> ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;<br><b>To:</b> ${esc(f.borrower.email)}<br><b>Date:</b> ${dt(f.documentDate, 'abbr')}<br><b>Subject:</b> RE: loan on the home place</p>`,
        `<p>Mr. ${esc(f.borrower.last)}, thanks. ${money(f.loan.amount)} should work against that value. I'll need the last two years of Schedule F, the FSA-578 and a copy of your deed. Can we target ${dtAny(rng, f.loan.closingDate)} to close?</p><p>${esc(f.lender.contact.first)}</p><hr>`,
        `<p class="small"><b>From:</b> ${esc(f.borrower.first)} ${esc(f.borrower.last)} &lt;${esc(f.borrower.email)}&gt;<br><b>Sent:</b> ${dt(f.documentDate, 'us')}</p>`,
        `<p>Hey, this is ${esc(f.borrower.first)} — my neighbor ${esc(f.seller.first)} gave me your name. We owe about ${money(owed)} to the bank on our place at ${esc(addr(rng, f.property.address))} and it comes due in the spring. Wanting to borrow ${moneyAny(rng, f.loan.amount)} to pay them off and fix the fence and the hay barn. ${f.entity ? `Place is in the name of ${esc(f.entity.name)}.` : ''} We run about ${rng.int(60, 300)} pair. Call me anytime after 6.</p><p>${sig}</p>`,
      ], { charsPerLine: 95, linesPerPage: 48 }),
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const textShot: Family = {
  id: 'w-text-screenshot-rancher',
  description: 'Phone screenshot of an SMS conversation between the loan officer and a rancher/buyer, bubbles with times',
  formats: ['image'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name'];
    if (f.entity) fields.push('entity_name');
    const me = (t: string) => `<div style="text-align:right;margin:6px 0"><span style="display:inline-block;background:#2a7cf6;color:#fff;border-radius:16px;padding:8px 12px;max-width:70%;text-align:left">${t}</span></div>`;
    const them = (t: string) => `<div style="margin:6px 0"><span style="display:inline-block;background:#e5e5ea;border-radius:16px;padding:8px 12px;max-width:70%">${t}</span></div>`;
    const msgs = [
      them(`This is ${esc(f.borrower.first)} ${esc(f.borrower.last)}${f.entity ? ` with ${esc(f.entity.name)}` : ''}. ${esc(f.broker.contact.first)} said to text you`),
      me('Hey! Yes sir. What are you looking at?'),
      them(`${esc(addr(rng, f.property.address))}. ${acres(rng, f)} acres. Need ${moneyAny(rng, f.loan.amount)} to close on it`),
      me(`Got it. Do you have an appraisal? And when do you need to close?`),
      them(`Old one from ${f.property.address.state === 'LA' ? 'the parish' : 'the bank'} 2 yrs ago said ${money(decoy(f, Math.round(f.property.value * 0.8 / 5000) * 5000))}. Worth more now`),
      me('Ok send it over, I will order a new one.'),
    ];
    const html = documentHtml({
      title: 'Messages', font: 'sans', fontSize: '12pt', page: { margin: '0.5in 1.4in' },
      pages: [`<div style="text-align:center;font-weight:bold;border-bottom:1px solid #ccc;padding-bottom:6px">${esc(f.borrower.first)} ${esc(f.borrower.last.charAt(0))}.</div><div class="small center" style="margin:8px 0">${dt(f.documentDate, 'abbr')} ${rng.int(6, 9)}:${rng.int(10, 59)} AM</div>${msgs.join('')}`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const farmPad: Family = {
  id: 'w-handwritten-farm-visit-pad',
  description: 'Handwritten-style legal pad notes from a farm visit: names, place, loan ask, value guess, scratch math',
  formats: ['image', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'loan_type'];
    if (f.entity) fields.push('entity_name');
    const lines = [
      `Farm visit ${dt(f.documentDate, 'short')}`,
      `${esc(f.borrower.first)} ${esc(f.borrower.last)} — cell ${phone(rng, f.borrower.phone)}`,
      f.entity ? `owns thru ${esc(f.entity.name)}` : 'owns in own name + wife',
      `${esc(addr(rng, f.property.address))}`,
      `${acres(rng, f)} ac, ${rng.int(20, 140)} ac coastal hay, rest native pasture`,
      `wants ${money(f.loan.amount)} — ${esc(ltype(rng, f).toLowerCase())}`,
      `my value est. ${money(f.property.value)}`,
      `pipe fence good, 2 water wells, ${rng.pick(['pond needs work', 'old dairy barn', 'poultry houses 1998', 'shop 40x60'])}`,
      `neighbor sold @ $${rng.int(2800, 6500).toLocaleString('en-US')}/ac last fall`,
    ];
    const html = documentHtml({
      title: 'Notes', css: `.pad{background:repeating-linear-gradient(#fffbe0,#fffbe0 29px,#9cc 30px);padding:20px 30px 20px 70px;border-left:2px solid #d66;min-height:9in} .pad div{font-family:'DejaVu Serif';font-style:italic;font-size:15pt;color:#1d2c6b;line-height:30px}`,
      pages: [`<div class="pad">${lines.map((l) => `<div style="transform:rotate(${(rng.next() - 0.5).toFixed(2)}deg)">${l}</div>`).join('')}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const intakeForm: Family = {
  id: 'w-phone-intake-checkbox-form',
  description: 'Office phone-intake sheet filled in by the processor: checkboxes for borrower type, property, loan program; blanks filled in',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'credit_score', 'loan_purpose'];
    const pt: Record<string, string> = { 'Single Family': 'Home / SFR', '2-4 Unit': '2-4 Unit', Condo: 'Condo', Townhouse: 'Townhome', 'Multifamily (5+)': 'Apartments 5+', 'Mixed Use': 'Mixed Use', Retail: 'Retail', Office: 'Office', Industrial: 'Industrial', Land: 'Land / Acreage' };
    const lt: Record<string, string> = { Purchase: 'Purchase', Refinance: 'Refinance', 'Cash Out Refi': 'Cash-Out', 'Second Mortgage': '2nd Lien', 'Bridge Loan': 'Bridge', 'Fix & Flip': 'Fix/Flip', Construction: 'Construction', Commercial: 'Commercial', Land: 'Land' };
    const pu: Record<string, string> = { Purchase: 'Buy', Refinance: 'Refi', 'Cash Out Refinance': 'Cash-out', Construction: 'Build' };
    const fill = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b;border-bottom:1px solid #777;padding:0 6px">${t}</span>`;
    const html = documentHtml({
      title: 'Intake', font: 'sans', fontSize: '10pt', css: '.row{margin:9px 0}',
      pages: [`<h1 style="font-size:14pt">NEW LOAN INQUIRY — PHONE INTAKE</h1><p class="small">Taken by: ${esc(f.lender.contact.first.charAt(0))}${esc(f.lender.contact.last.charAt(0))} &nbsp; Date: ${dt(f.documentDate, 'us')}</p>
<div class="row">Borrower is: ${checkboxes(['Individual', 'LLC', 'Partnership', 'Trust', 'Corporation'], f.entity ? f.entity.type : 'Individual')}</div>
${f.entity ? `<div class="row">Entity name: ${fill(esc(f.entity.name))}</div>` : ''}
<div class="row">Contact name: ${fill(esc(`${f.borrower.first} ${f.borrower.last}`))} &nbsp; Phone: ${fill(phone(rng, f.borrower.phone))}</div>
<div class="row">Email: ${fill(esc(f.borrower.email))} &nbsp; Est. credit: ${fill(String(f.borrower.creditScore))}</div>
<div class="row">Property address: ${fill(esc(addr(rng, f.property.address)))}</div>
<div class="row">Property: ${checkboxes(Object.values(pt), pt[f.property.type])}</div>
<div class="row">Program: ${checkboxes(Object.values(lt), lt[f.loan.type])}</div>
<div class="row">Purpose: ${checkboxes(Object.values(pu), pu[f.loan.purpose ?? ''])}</div>
<div class="row">Amount wanted: ${fill(money(f.loan.amount))} &nbsp; Borrower's value: ${fill(money(f.property.value))}</div>
<div class="row">How did they hear about us? ${fill(rng.pick(['Farm Credit turned down', 'Broker referral — ' + esc(f.broker.name), 'Sale barn flyer', 'Google']))}</div>
<div class="row">Notes: ${fill(rng.pick(['wants to close before calving', 'has a pivot note w/ other lender', 'needs quick answer, 1031 deadline']))}</div>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const voicemail: Family = {
  id: 'w-voicemail-transcript-email',
  description: 'Auto-transcribed voicemail forwarded by e-mail: run-on speech with numbers spoken loosely, caller ID line',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount'];
    const html = documentHtml({
      title: 'Voicemail', font: 'sans',
      pages: [`<p class="small"><b>From:</b> Voicemail &lt;no-reply@${esc(f.lender.contact.email.split('@')[1] ?? 'mail.com')}&gt;<br><b>To:</b> ${esc(f.lender.contact.email)}<br><b>Date:</b> ${dt(f.documentDate, 'long')}<br><b>Subject:</b> New voicemail from ${phone(rng, f.borrower.phone)} (1:${rng.int(10, 59)})</p><hr>
<p><b>Caller:</b> ${phone(rng, f.borrower.phone)} &nbsp; <b>Duration:</b> 1 min ${rng.int(2, 58)} sec</p>
<p><b>Transcription (may contain errors):</b></p>
<p style="background:#f4f4f4;padding:10px">"Yeah hi this is ${esc(f.borrower.first)} ${esc(f.borrower.last)} um calling about the the loan we talked about at the cattlemen's meeting, it's the place out at ${esc(addr(rng, f.property.address))}, we're wanting ${money(f.loan.amount)}, uh ${esc(f.seller.first)} says he'll take ${money(f.property.purchasePrice ?? decoy(f, Math.round(f.property.value * 1.05 / 1000) * 1000))} if we close quick, so give me a call back at this number, thanks, bye."</p>
<p class="small">Reply to this e-mail to forward to a colleague. Listen at the portal.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const agApp: Family = {
  id: 'w-other-ag-lender-application',
  description: 'Loan application on another ag lender’s form (sections A–E, boxes), carried over with applicant DOB, co-applicant and farm data',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'loan_amount', 'loan_purpose', 'property_value', 'loan_term'];
    if (f.entity) fields.push('ein', 'authorized_signatory_name', 'authorized_signatory_title');
    if (f.coBorrower) fields.push('co_borrower_date_of_birth');
    const box = (l: string, v: string) => `<td><div class="small muted">${l}</div><div>${v}</div></td>`;
    const html = documentHtml({
      title: 'Application', font: 'condensed', fontSize: '9pt', css: `${CSS_GRID} .grid td{height:34px}`,
      pages: [`${letterhead({ name: rng.pick(['Brazos Valley Ag Credit', 'Red River Farm Lending', 'Bayou Land Bank', 'Cross Timbers Ag Finance']), lines: ['Agricultural Real Estate Loan Application — Form AR-12'], color: accent(rng) })}
<p class="small">Previously submitted to another lender; forwarded to ${esc(f.lender.name)} with applicant permission.</p>
<h2>A. Applicant</h2><table class="grid"><tr>${box('Name', esc(`${f.borrower.last.toUpperCase()}, ${f.borrower.first.toUpperCase()}${f.borrower.middle ? ' ' + esc(f.borrower.middle.toUpperCase()) : ''}`))}${box('Date of birth', dt(f.borrower.dob, 'us'))}${box('Phone', phone(rng, f.borrower.phone))}</tr>
<tr>${box('E-mail', esc(f.borrower.email))}${box('Credit score (bureau)', String(f.borrower.creditScore))}${box('Years farming', String(rng.int(4, 40)))}</tr>
${f.coBorrower ? `<tr>${box('Co-applicant', esc(`${f.coBorrower.first} ${f.coBorrower.last}`))}${box('Co-applicant DOB', dt(f.coBorrower.dob, 'us'))}${box('Relationship', 'Spouse / partner')}</tr>` : ''}</table>
${f.entity ? `<h2>B. Operating entity</h2><table class="grid"><tr>${box('Legal name', esc(f.entity.name))}${box('Type', esc(entityKind(f)))}${box('Tax ID', f.entity.ein ? ein(f.entity.ein) : 'n/a')}</tr><tr>${box('Signer', esc(`${f.borrower.first} ${f.borrower.last}`))}${box('Title', esc(f.entity.signatoryTitle))}${box('State', esc(f.entity.stateOfFormation))}</tr></table>` : '<h2>B. Operating entity</h2><p>None — sole proprietor.</p>'}
<h2>C. Real estate offered as security</h2><table class="grid"><tr>${box('Address / location', esc(addr(rng, f.property.address)))}${box('Acres', String(acres(rng, f)))}${box('County', esc(county(rng)))}</tr><tr>${box('Applicant’s estimate of value', money(f.property.value))}${box('Existing liens', money(decoy(f, rng.int(0, 30) * 5000)))}${box('Use', esc(ptype(rng, f)))}</tr></table>
<h2>D. Request</h2><table class="grid"><tr>${box('Amount requested', money(f.loan.amount))}${box('Purpose', esc(lpurpose(rng, f)))}${box('Term requested', esc(term(rng, f.loan.termMonths)))}</tr></table>
<h2>E. Signature</h2><p>${esc(`${f.borrower.first} ${f.borrower.last}`)} &nbsp; <span class="sig">signed ${dt(f.documentDate, 'us')}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const agBalance: Family = {
  id: 'w-ag-balance-sheet-statement',
  description: 'Farm balance sheet (current / intermediate / long-term assets) with borrower header block, land listed at market value',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'borrower_phone', 'property_address', 'property_value'];
    const cattle = rng.int(40, 400) * 1000; const equip = rng.int(30, 500) * 1000; const grain = rng.int(5, 120) * 1000;
    const land = f.property.value; const other = decoy(f, rng.int(80, 900) * 1000);
    const liab = decoy(f, rng.int(50, 700) * 1000);
    const html = documentHtml({
      title: 'Balance Sheet', css: CSS_GRID, font: 'sans', fontSize: '9pt',
      pages: [`<h1>Farm &amp; Ranch Balance Sheet</h1><p>As of ${dt(f.documentDate, 'long')}</p>
${kvTable([['Name(s)', esc(f.entity ? `${f.entity.name} / ${f.borrower.first} ${f.borrower.last}` : `${f.borrower.first} ${f.borrower.last}`)], ['Phone', phone(rng, f.borrower.phone)], ['Home place', esc(addr(rng, f.property.address))]])}
<table class="grid" style="margin-top:10px"><tr><th>Assets</th><th class="right">Market value</th><th>Liabilities</th><th class="right">Balance</th></tr>
<tr><td>Grain, hay &amp; feed on hand</td><td class="right">${money(grain)}</td><td>Operating line</td><td class="right">${money(rng.int(10, 90) * 1000)}</td></tr>
<tr><td>Breeding cattle</td><td class="right">${money(cattle)}</td><td>Equipment notes</td><td class="right">${money(rng.int(10, 150) * 1000)}</td></tr>
<tr><td>Machinery &amp; equipment</td><td class="right">${money(equip)}</td><td>Real estate debt (${esc(rng.pick(['Farm Credit', 'First State Bank', 'FSA']))})</td><td class="right">${money(liab)}</td></tr>
<tr><td>Home place (subject)</td><td class="right">${money(land)}</td><td></td><td></td></tr>
<tr><td>Other land (${esc(county(rng))} County pasture)</td><td class="right">${money(other)}</td><td></td><td></td></tr></table>
<p class="small" style="margin-top:10px">I certify this statement is true and complete. Signed: <span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const cpaLetter: Family = {
  id: 'w-cpa-schedule-f-letter',
  description: 'CPA comfort letter summarising three years of Schedule F net farm income for the borrower; CPA firm details are decoys',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f)];
    if (f.entity?.ein) fields.push('ein');
    const y = Number(f.documentDate.slice(0, 4));
    const rows = [y - 3, y - 2, y - 1].map((yr) => `<tr><td>${yr}</td><td class="right">${money(rng.int(120, 900) * 1000 + rng.int(0, 999))}</td><td class="right">${money(rng.int(80, 700) * 1000 + rng.int(0, 999))}</td><td class="right">${money(rng.int(5, 180) * 1000 + rng.int(0, 999))}</td></tr>`).join('');
    const firm = `${rng.pick(['Hargrove', 'Boudreaux', 'Pettit', 'Kessler'])} & ${rng.pick(['Lane', 'Associates', 'Nguyen', 'Cole'])}, CPAs`;
    const html = documentHtml({
      title: 'CPA letter', css: CSS_GRID,
      pages: [`${letterhead({ name: firm, lines: [`${esc(county(rng))} County · Tax &amp; Farm Accounting`], color: accent(rng) })}
<p>${dt(f.documentDate, 'long')}</p><p>To: ${esc(f.lender.name)}</p>
<p>Re: ${f.entity ? `${esc(f.entity.name)}${f.entity.ein ? ` (EIN ${ein(f.entity.ein)})` : ''}, ${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)}` : esc(`${f.borrower.first} ${f.borrower.last}`)}</p>
<p>At our client’s request we confirm that we prepared the federal returns for the years below. Schedule F (Profit or Loss From Farming) results were:</p>
<table class="grid"><tr><th>Year</th><th>Gross farm income</th><th>Total expenses</th><th>Net farm profit</th></tr>${rows}</table>
<p style="margin-top:10px">We have not audited or reviewed these figures and express no opinion. This letter may not be relied on by anyone other than the addressee.</p>
<p>Sincerely,<br>${esc(firm)}</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const cropIns: Family = {
  id: 'w-crop-insurance-verification',
  description: 'Crop insurance agency verification letter: insured, policy number, unit location, guarantee figures (decoys)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = [...idFields(f), 'property_address'];
    const html = documentHtml({
      title: 'Crop insurance', css: CSS_GRID,
      pages: [`${letterhead({ name: `${rng.pick(['Prairie', 'Delta', 'Blackland', 'Wiregrass'])} Crop Insurance Agency`, lines: ['Multi-Peril · PRF · Hail'], color: accent(rng) })}
<p>${dt(f.documentDate, 'long')}</p><p>To whom it may concern:</p>
<p>This confirms active coverage for the insured below for the current crop year.</p>
${kvTable([
  ['Insured', esc(f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`)],
  ...(f.entity ? [['Contact', esc(`${f.borrower.first} ${f.borrower.last}`)] as [string, string]] : []),
  ['Policy no.', `MP-${rng.int(100000, 999999)}`],
  ['Unit location', esc(addr(rng, f.property.address))],
  ['Coverage', rng.pick(['Pasture, Rangeland, Forage (PRF) 90%', 'Cotton RP 75% EU', 'Rice YP 70%', 'Wheat RP 80%'])],
  ['Liability / guarantee', money(rng.int(20, 300) * 1000 + 350)],
  ['Premium paid', money(rng.int(900, 9000))],
])}
<p style="margin-top:10px">Loss payee: ${esc(f.lender.name)}, as its interest may appear.</p><p>${esc(f.title.contact.first)} ${esc(f.title.contact.last.charAt(0))}. — Licensed Agent</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

function entityOrIndividual(f: DealFacts, rng: Rng): { html: string; fields: TruthField[]; title: string } {
  if (!f.entity) {
    return {
      title: 'Assumed Name Certificate',
      fields: ['borrower_first_name', 'borrower_last_name', 'property_address'],
      html: `<h1 style="text-align:center">Assumed Name Certificate</h1><p class="center small">for an unincorporated business or profession</p>
${kvTable([['Assumed name', esc(`${f.borrower.last} ${rng.pick(['Cattle Co.', 'Hay & Cattle', 'Farms', 'Pecan Orchard'])}`)], ['Registrant (individual)', esc(`${f.borrower.first} ${f.borrower.last}`)], ['Business address', esc(addr(rng, f.property.address))], ['Period', '10 years']])}
<p style="margin-top:16px">Filed with the County Clerk ${dt(f.documentDate, 'long')}.</p>`,
    };
  }
  const e = f.entity;
  const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
  if (e.ein) fields.push('ein');
  const rows: [string, string][] = [['Entity name', esc(e.name)], ['Entity type', esc(entityKind(f))], ['Jurisdiction', esc(e.stateOfFormation)]];
  if (e.ein) rows.push(['Federal EIN', ein(e.ein)]);
  rows.push([e.type === 'Trust' ? 'Trustee' : 'Authorized person', `${esc(f.borrower.first)} ${esc(f.borrower.last)} — ${esc(e.signatoryTitle)}`]);
  if (e.type === 'Trust' && e.trustDate) rows.push(['Trust agreement dated', dt(e.trustDate, 'long')]);
  return {
    title: 'Resolution',
    fields,
    html: `<h1 style="text-align:center">${e.type === 'Trust' ? 'Certification of Trust' : 'Resolution Authorizing Borrowing'}</h1>
${kvTable(rows)}
<p style="margin-top:10px">RESOLVED, that the ${e.type === 'Trust' ? 'trustee' : 'entity'} is authorized to borrow from ${esc(f.lender.name)} and to grant a lien on real property and fixtures, and that ${esc(f.borrower.first)} ${esc(f.borrower.last)}, as ${esc(e.signatoryTitle)}, may sign all loan documents.</p>
<p>Other ${e.type === 'Partnership' ? 'partners' : 'members / beneficiaries'} of record: ${esc(f.seller.first)} ${esc(rng.pick(['Lowry', 'Thibodeaux', 'Haskins']))} (${rng.int(5, 40)}%).</p>
<p>Adopted ${dt(f.documentDate, 'long')}.</p><p><span class="sig">${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(e.signatoryTitle)}</span></p>`,
  };
}

const resolution: Family = {
  id: 'w-entity-borrowing-resolution',
  description: 'Ranch LLC / family partnership / trust borrowing resolution or trust certification (assumed-name certificate for individuals)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const { html: body, fields, title } = entityOrIndividual(f, rng);
    const html = documentHtml({ title, css: CSS_GRID, pages: [body] });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const sosCert: Family = {
  id: 'w-sos-filing-certificate',
  description: 'Secretary of State certificate of filing / status for the borrowing entity with file number and registered agent (decoy)',
  formats: ['pdf_scanned', 'pdf_text'],
  make(f, rng) {
    const e = f.entity;
    if (!e || e.type === 'Trust') {
      const x = entityOrIndividual(f, rng);
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: x.title, css: CSS_GRID, pages: [x.html] }), truth: truthOf(f, x.fields) };
    }
    const fields: TruthField[] = ['entity_name'];
    const html = documentHtml({
      title: 'Certificate', font: 'serif', css: `${CSS_GRID} .seal{width:90px;height:90px;border:3px double #777;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:8pt;text-align:center}`,
      pages: [`<div style="text-align:center"><div style="font-size:9pt;letter-spacing:2px">OFFICE OF THE SECRETARY OF STATE</div><div style="font-size:18pt;font-weight:bold">State of ${esc(e.stateOfFormation)}</div></div>
<h1 style="text-align:center;margin:18px 0">Certificate of ${rng.pick(['Filing', 'Fact — Status', 'Good Standing'])}</h1>
<p>The undersigned certifies that <b>${esc(e.name.toUpperCase())}</b>, a domestic ${esc(entityKind(f))}, file number ${rng.int(800000000, 899999999)}, filed its formation document on ${dt(f.documentDate.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - rng.int(2, 15))), 'long').replace(/February 29/, 'February 28')} and is in existence.</p>
<p>Registered agent: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}, ${esc(f.title.address.street)}, ${esc(f.title.address.city)}.</p>
<p>Issued ${dt(f.documentDate, 'long')}.</p><div class="seal">SEAL</div>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const einLetter: Family = {
  id: 'w-irs-ein-notice',
  description: 'IRS EIN assignment notice photographed/scanned: entity name in caps, EIN, responsible party (trust/individual falls back to a trust certification or DBA)',
  formats: ['image', 'pdf_scanned'],
  make(f, rng) {
    const e = f.entity;
    if (!e || !e.ein) {
      const x = entityOrIndividual(f, rng);
      return { kind: 'html', documentType: 'Entity Document', html: documentHtml({ title: x.title, css: CSS_GRID, pages: [x.html] }), truth: truthOf(f, x.fields) };
    }
    const fields: TruthField[] = ['entity_name', 'ein'];
    const html = documentHtml({
      title: 'IRS', font: 'mono', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div>Department of the Treasury<br>Internal Revenue Service<br>Cincinnati OH 45999-0023</div><div>Date of this notice: ${dt(f.documentDate.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - 1)), 'us').replace('02/29', '02/28')}<br>Employer Identification Number:<br><b>${ein(e.ein)}</b><br>Form: SS-4</div></div>
<p style="margin-top:30px">${esc(e.name.toUpperCase())}<br>${esc(f.borrower.first.toUpperCase())} ${esc(f.borrower.last.toUpperCase())} ${e.type === 'LLC' ? 'MBR' : e.type === 'Partnership' ? 'GEN PTNR' : 'PRES'}<br>PO BOX ${rng.int(10, 2999)}<br>${esc(f.property.address.city.toUpperCase())} ${f.property.address.state} ${f.property.address.zip}</p>
<h2 style="margin-top:20px">WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER</h2>
<p>Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN ${ein(e.ein)}. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, [...fields, 'borrower_first_name', 'borrower_last_name']) };
  },
};

export const familiesB: Family[] = [brokerEmail, rancherThread, textShot, farmPad, intakeForm, voicemail, agApp, agBalance, cpaLetter, cropIns, resolution, sosCert, einLetter];
