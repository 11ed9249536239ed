// set-k — borrowers (and their attorneys/CPAs filling forms for them): loan applications and intake forms.
import { accent, checkboxes, flow, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, Sheet, TruthField } from '../../../types';
import {
  addr, anyDate, ein, esc, exitLabel, fdate, loanTypeLabel, LOAN_TYPE_BOXES, money, name, near, otherPerson, page, phone,
  PROP_TYPE_BOXES, propTypeLabel, purposeLabel, rate, term,
} from './kit';

function box(label: string, value: string, width = '50%'): string {
  return `<td style="width:${width};border:1px solid #333;padding:3px 6px;vertical-align:top"><div style="font-size:6.5pt;color:#444">${label}</div><div style="min-height:15px">${value}</div></td>`;
}

function formHead(f: DealFacts, rng: Rng, title: string): string {
  return letterhead({ name: f.lender.name, lines: [esc(title), esc(`Return to ${f.lender.contact.email}`)], color: accent(rng) });
}

const boxedForm: Family = {
  id: 'setk-borrower-boxed-application',
  description: 'Two-page boxed application form with checkboxes, section bars and a declarations page',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const b = f.borrower, l = f.loan, e = f.entity;
    const bar = (t: string) => `<div style="background:#222;color:#fff;font:bold 8pt 'DejaVu Sans';padding:3px 6px;margin-top:8px">${t}</div>`;
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term'];
    const p1 = `${formHead(f, rng, 'Business Purpose Loan Application')}
${bar('SECTION 1 — APPLICANT')}
<table style="width:100%"><tr>${box('First name', esc(b.first), '35%')}${box('M.I.', esc(b.middle?.[0] ?? ''), '10%')}${box('Last name', esc(b.last), '55%')}</tr>
<tr>${box('Date of birth (mm/dd/yyyy)', fdate(b.dob, 'us'), '35%')}${box('SSN', 'XXX-XX-' + String(rng.int(1000, 9999)), '20%')}${box('Estimated FICO', String(b.creditScore), '45%')}</tr>
<tr>${box('Cell phone', esc(phone(b.phone, rng)), '45%')}${box('E-mail', esc(b.email), '55%')}</tr></table>
${bar('SECTION 2 — VESTING ENTITY (if any)')}
<table style="width:100%"><tr>${box('Entity name', e ? esc(e.name) : 'N/A', '45%')}${box('EIN', e?.ein ? `<span style="white-space:nowrap">${ein(e.ein)}</span>` : '', '30%')}${box('Applicant\'s title', e ? esc(e.signatoryTitle) : '', '25%')}</tr>
<tr>${box('Entity type', checkboxes(['LLC', 'Corporation', 'Partnership', 'Trust'], e?.type), '100%')}</tr></table>
${bar('SECTION 3 — SUBJECT PROPERTY')}
<table style="width:100%"><tr>${box('Address', addr(f.property.address, rng), '70%')}${box('Year built', String(f.property.yearBuilt ?? ''), '30%')}</tr>
<tr>${box('Property type', checkboxes(PROP_TYPE_BOXES, f.property.type), '100%')}</tr>
<tr>${box('Estimated current value', money(f.property.value), '33%')}${box('Purchase price (if purchase)', f.property.purchasePrice ? money(f.property.purchasePrice) : '—', '33%')}${box('Est. value after repairs', f.property.arv ? money(f.property.arv) : '—', '34%')}</tr></table>
${bar('SECTION 4 — LOAN REQUEST')}
<table style="width:100%"><tr>${box('Amount requested', money(l.amount), '33%')}${box('Term requested', esc(term(l.termMonths, rng)), '33%')}${box('Desired closing', fdate(l.closingDate, 'us'), '34%')}</tr>
<tr>${box('Loan type', checkboxes(LOAN_TYPE_BOXES, l.type), '100%')}</tr>
${l.exit ? `<tr>${box('Exit strategy', esc(exitLabel(l.exit, rng)), '100%')}</tr>` : ''}</table>`;
    list.push('estimated_closing_date');
    if (l.exit) list.push('exit_strategy');
    if (e) list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
    const p2 = `${bar('SECTION 5 — REAL ESTATE OWNED')}<table class="grid"><tr><th>Address</th><th>Value</th><th>Mortgage balance</th></tr>
<tr><td>${rng.int(100, 9999)} ${rng.pick(['Elmhurst', 'Kestrel', 'Bramble'])} ${rng.pick(['St', 'Ave', 'Rd'])}</td><td>${money(near(rng, f.property.value, [f.property.value, l.amount]))}</td><td>${money(near(rng, l.amount, [l.amount, f.property.value]))}</td></tr></table>
${bar('SECTION 6 — DECLARATIONS')}<p class="small">Are there any outstanding judgments against you? ☐ Yes ☒ No &nbsp; Have you been party to a foreclosure in the last 7 years? ☐ Yes ☒ No &nbsp; Will the property be owner occupied? ☐ Yes ☒ No (business purpose only)</p>
${bar('SECTION 7 — SIGNATURE')}<p class="small">I certify the information above is true and complete and authorize ${esc(f.lender.name)} to obtain credit reports.</p>
<div class="sig"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>Applicant signature — ${fdate(f.documentDate, 'us')}</div>`;
    return { kind: 'html', documentType: 'Loan Application', html: page('Loan Application', [p1, p2], { font: 'sans', fontSize: '8.5pt', page: { pageNumbers: true, footerLeft: 'Form BPL-2 (rev. 03/2024)' } }), truth: truthOf(f, list) };
  },
};

const handwrittenPhoto: Family = {
  id: 'setk-borrower-handwritten-intake-photo',
  description: 'One-page printed intake form filled in by hand, photographed on a desk',
  formats: ['image'],
  make(f, rng) {
    const b = f.borrower, l = f.loan;
    const hw = (s: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b;font-size:12pt">${s}</span>`;
    const line = (label: string, v: string) => `<div style="display:flex;gap:6px;margin:9px 0"><span style="white-space:nowrap">${label}</span><span style="flex:1;border-bottom:1px solid #555">${hw(v)}</span></div>`;
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'credit_score', 'loan_term'];
    const html = page('Intake', [`<h2 class="center">${esc(f.broker.name)}</h2><h3 class="center" style="margin-bottom:16px">NEW LOAN INQUIRY</h3>
${line('Name:', esc(`${b.first} ${b.last}`))}${line('Phone:', esc(phone(b.phone, rng)))}${line('Email:', esc(b.email))}
${line('Property address:', addr(f.property.address, rng))}${line('What is it worth today?', money(f.property.value))}
${line('How much do you need?', money(l.amount))}${line('For how long?', esc(term(l.termMonths, rng)))}${line('Credit score (approx.):', String(b.creditScore))}
${line('Anything else?', f.entity ? `buying in ${esc(f.entity.name)}` : 'no')}
<p class="small" style="margin-top:20px">Office use: rec'd by ${esc(f.broker.contact.first)} · ${esc(phone(f.broker.contact.phone, rng))}</p>`], { font: 'sans', fontSize: '11pt' });
    if (f.entity) list.push('entity_name');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, list) };
  },
};

const entitySections: Family = {
  id: 'setk-borrower-entity-guarantor-application',
  description: 'Commercial application with separate Borrowing Entity, Guarantor(s) and Request sections; a second guarantor is listed',
  formats: ['pdf_text'],
  make(f, rng) {
    const b = f.borrower, l = f.loan;
    const e = f.entity;
    const g2 = otherPerson(rng, f);
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'loan_purpose'];
    const entityBlock = e ? kvTable([
      ['Legal name', esc(e.name)], ['Formed in', esc(e.stateOfFormation)], ['Tax ID', e.ein ? ein(e.ein) : 'applied for'], ['Signing authority', `${esc(b.first)} ${esc(b.last)} — ${esc(e.signatoryTitle)}`],
    ]) : '<p>Borrowing as an individual (no entity).</p>';
    if (e) { list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); if (e.ein) list.push('ein'); }
    const guar = `<table class="grid"><tr><th></th><th>Guarantor 1</th><th>Guarantor 2</th></tr>
<tr><td>Name</td><td>${esc(name(b, rng, 'middle'))}</td><td>${esc(g2.first)} ${esc(g2.last)}</td></tr>
<tr><td>Ownership</td><td>${e ? `${rng.pick([51, 60, 75])}%` : '—'}</td><td>${e ? 'minority member' : 'spouse'}</td></tr>
<tr><td>Mobile</td><td>${esc(phone(b.phone, rng))}</td><td>${esc(phone(g2.phone, rng))}</td></tr>
<tr><td>E-mail</td><td>${esc(b.email)}</td><td>${esc(g2.email)}</td></tr>
<tr><td>Mid FICO</td><td>${b.creditScore}</td><td>${Math.min(820, b.creditScore + rng.pick([-31, -17, 12, 23]))}</td></tr></table>`;
    const req = kvTable([
      ['Requested loan', money(l.amount)], ['Requested rate', rate(l.rate)], ['Term', esc(term(l.termMonths, rng))],
      ['Loan type', esc(loanTypeLabel(l.type, rng))], ['Purpose', esc(purposeLabel(l.purpose ?? 'Purchase', rng))],
      ['Collateral', addr(f.property.address, rng)], ['Collateral type', esc(propTypeLabel(f.property.type, f.property.units, rng))],
      ['Units / SF', `${f.property.units ?? 1} / ${f.property.squareFeet ?? '—'}`],
    ]);
    if (!l.purpose) list.splice(list.indexOf('loan_purpose'), 1);
    const html = page('Commercial Loan Application', [`${formHead(f, rng, 'Commercial Loan Application')}<h3>A. Borrowing Entity</h3>${entityBlock}<h3 style="margin-top:10px">B. Guarantor(s)</h3>${guar}<h3 style="margin-top:10px">C. Request</h3>${req}<p class="small" style="margin-top:8px">Application date ${anyDate(rng, f.documentDate)}. Introduced by ${esc(f.broker.name)}.</p>`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, list) };
  },
};

const scannedUniform: Family = {
  id: 'setk-borrower-scanned-long-form',
  description: 'Long-form residential investor application, two pages, scanned after wet signature',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const b = f.borrower, l = f.loan, c = f.coBorrower;
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_type', 'property_type', 'loan_term', 'estimated_closing_date'];
    if (c) list.push('co_borrower_date_of_birth');
    const p1 = `<h2 class="center">INVESTOR LOAN APPLICATION</h2><p class="center small">${esc(f.lender.name)}</p>
<h3>I. Type of Mortgage and Terms</h3><p>${checkboxes(LOAN_TYPE_BOXES, l.type)}</p>${kvTable([['Amount', money(l.amount, 'cents')], ['No. of months', String(l.termMonths)], ['Target closing', fdate(l.closingDate, 'long')]])}
<h3>II. Property Information</h3>${kvTable([['Subject property address', addr(f.property.address, rng)], ['Property type', checkboxes(PROP_TYPE_BOXES, f.property.type)], ['No. of units', String(f.property.units ?? 1)]])}
<h3>III. Borrower Information</h3><table class="grid"><tr><th></th><th>Borrower</th><th>Co-Borrower</th></tr>
<tr><td>Name</td><td>${esc(name(b, rng, 'middle'))}</td><td>${c ? esc(`${c.first} ${c.last}`) : ''}</td></tr>
<tr><td>DOB</td><td>${fdate(b.dob, 'us')}</td><td>${c ? fdate(c.dob, 'us') : ''}</td></tr>
<tr><td>Home phone</td><td>${esc(phone(b.phone, rng))}</td><td></td></tr><tr><td>E-mail</td><td>${esc(b.email)}</td><td></td></tr></table>`;
    const p2 = `<h3>IV. Experience</h3><table class="grid"><tr><th>Property</th><th>Bought</th><th>Sold</th></tr>${[1, 2, 3].map(() => `<tr><td>${rng.int(100, 9999)} ${rng.pick(['Alder', 'Quarry', 'Sable', 'Wren'])} ${rng.pick(['St', 'Ln', 'Ave'])}</td><td>${money(rng.int(60, 400) * 1000 + 500)}</td><td>${money(rng.int(90, 600) * 1000 + 500)}</td></tr>`).join('')}</table>
<h3>V. Acknowledgment</h3><p class="small">Each of the undersigned represents that the information provided is true and correct as of the date set forth opposite his or her signature.</p>
<div class="sig"><span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>Borrower · ${fdate(f.documentDate, 'us')}</div>`;
    return { kind: 'html', documentType: 'Loan Application', html: page('Application', [p1, p2], { font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true } }), truth: truthOf(f, list) };
  },
};

const intakeSheet: Family = {
  id: 'setk-borrower-intake-workbook',
  description: 'Borrower-completed intake spreadsheet: section headings, question in column A, answer in B',
  formats: ['xls', 'csv', 'xlsx'],
  make(f, rng) {
    const b = f.borrower, l = f.loan, e = f.entity;
    const rows: Sheet['rows'] = [
      ['LOAN INTAKE QUESTIONNAIRE', null],
      ['Please complete and return to your loan officer', f.lender.contact.email],
      [null, null],
      ['ABOUT YOU', null],
      ['Your first name', b.first], ['Your last name', b.last], ['Best phone', phone(b.phone, rng)], ['Email', b.email],
      ['Date of birth', fdate(b.dob, 'usUnpadded')], ['Estimated credit score', b.creditScore],
      [null, null],
      ['ABOUT THE PROPERTY', null],
      ['Street address', f.property.address.street + (f.property.address.unit ? ` ${f.property.address.unit}` : '')],
      ['City / State / Zip', `${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
      ['What kind of property is it?', propTypeLabel(f.property.type, f.property.units, rng)],
      ['Current value (your estimate)', f.property.value],
      [null, null],
      ['ABOUT THE LOAN', null],
      ['How much would you like to borrow?', l.amount], ['For how many months?', l.termMonths],
      ['What type of loan?', loanTypeLabel(l.type, rng)],
      ['How will you repay the loan?', l.exit ? exitLabel(l.exit, rng) : 'Monthly payments from rents'],
    ];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_type'];
    if (l.exit) list.push('exit_strategy');
    if (e) { rows.push([null, null], ['Vesting entity (if any)', e.name], ['Your title in the entity', e.signatoryTitle]); list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); }
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Intake', rows }], truth: truthOf(f, list) };
  },
};

const questionnaire: Family = {
  id: 'setk-borrower-qa-questionnaire',
  description: 'Application written as numbered questions with typed answers in prose',
  formats: ['pdf_text'],
  make(f, rng) {
    const b = f.borrower, l = f.loan, e = f.entity;
    const qa: [string, string][] = [
      ['Who is applying for the loan?', e ? `${esc(e.name)}. I, ${esc(b.first)} ${esc(b.last)}, am its ${esc(e.signatoryTitle)} and will sign and guarantee.` : `Just me, ${esc(b.first)} ${esc(b.last)}.`],
      ['How can we reach you?', `Cell ${esc(phone(b.phone, rng))}, or e-mail ${esc(b.email)}.`],
      ['Which property will secure the loan?', `${addr(f.property.address, rng)}. It is a ${esc(propTypeLabel(f.property.type, f.property.units, rng).toLowerCase())}${f.property.yearBuilt ? ` built in ${f.property.yearBuilt}` : ''}.`],
      ['What is the property worth?', `I believe it is worth about ${money(f.property.value)} as it stands today${f.property.arv ? `, and ${money(f.property.arv)} once the work is done` : ''}.`],
      ['How much are you asking for, and for how long?', `${money(l.amount)} for ${esc(term(l.termMonths, rng))}.`],
      ['What is the loan for?', `${esc(loanTypeLabel(l.type, rng))}${f.property.purchasePrice ? `; the contract price is ${money(f.property.purchasePrice)}` : ''}.`],
      ['When do you need to close?', `By ${anyDate(rng, l.closingDate)} at the latest.`],
      ['What is your approximate credit score?', `Around ${b.creditScore} (last pulled ${rng.int(2, 9)} weeks ago).`],
    ];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_type', 'estimated_closing_date', 'credit_score'];
    if (l.exit) { qa.push(['How will the loan be repaid?', esc(exitLabel(l.exit, rng))]); list.push('exit_strategy'); }
    if (e) list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const blocks = [`${formHead(f, rng, 'Borrower Questionnaire')}`, ...qa.map(([q, a], i) => `<p><b>${i + 1}. ${q}</b><br>${a}</p>`), `<p class="small">Submitted ${fdate(f.documentDate, 'long')}.</p>`];
    const pages = flow(blocks, { charsPerLine: 90, linesPerPage: 48 });
    return { kind: 'html', documentType: 'Loan Application', html: page('Questionnaire', pages, { font: 'serif' }), truth: truthOf(f, list) };
  },
};

const coBorrowerTable: Family = {
  id: 'setk-borrower-joint-application-columns',
  description: 'Joint application: Applicant and Co-Applicant side by side, with a real-estate schedule of other properties',
  formats: ['pdf_text'],
  make(f, rng) {
    const b = f.borrower, l = f.loan;
    const c = f.coBorrower ?? undefined;
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'loan_amount', 'loan_type', 'loan_term', 'property_value'];
    if (c) list.push('co_borrower_date_of_birth');
    const cp = c ? otherPerson(rng, f) : undefined;
    const table = `<table class="grid"><tr><th style="width:24%"></th><th>Applicant</th><th>Co-Applicant</th></tr>
<tr><td>Full name</td><td>${esc(name(b, rng, rng.pick(['caps', 'middle'] as const)))}</td><td>${c ? esc(`${c.first} ${c.last}`) : 'None'}</td></tr>
<tr><td>Birth date</td><td>${fdate(b.dob, 'long')}</td><td>${c ? fdate(c.dob, 'long') : ''}</td></tr>
<tr><td>Phone</td><td>${esc(phone(b.phone, rng))}</td><td>${cp ? esc(phone(cp.phone, rng)) : ''}</td></tr>
<tr><td>Email</td><td>${esc(b.email)}</td><td>${c && c.email !== b.email ? esc(c.email) : ''}</td></tr>
<tr><td>Credit score</td><td>${b.creditScore}</td><td>${c ? String(c.creditScore) : ''}</td></tr></table>`;
    const reo = `<table class="grid"><tr><th>Other real estate owned</th><th>Market value</th><th>Lien</th><th>Rent</th></tr>${[0, 1].map(() => `<tr><td>${rng.int(10, 9999)} ${rng.pick(['Larkspur', 'Tamarack', 'Hollis'])} ${rng.pick(['Ct', 'Dr'])}, ${esc(f.property.address.city)}</td><td>${money(near(rng, f.property.value, [f.property.value, l.amount]))}</td><td>${money(near(rng, l.amount, [l.amount, f.property.value]))}</td><td>${money(rng.int(9, 32) * 100)}</td></tr>`).join('')}</table>`;
    const html = page('Joint Application', [`${formHead(f, rng, 'Joint Loan Application')}${table}<h3 style="margin-top:10px">Subject Property &amp; Request</h3>${kvTable([['Property', addr(f.property.address, rng)], ['Present value', money(f.property.value)], ['Loan requested', money(l.amount)], ['Type', esc(loanTypeLabel(l.type, rng))], ['Term', esc(term(l.termMonths, rng))]])}<h3 style="margin-top:10px">Schedule of Real Estate</h3>${reo}<p class="small" style="margin-top:8px">Signed ${fdate(f.documentDate, 'us')}</p>`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, list) };
  },
};

export const borrowerFamilies: Family[] = [boxedForm, handwrittenPhoto, entitySections, scannedUniform, intakeSheet, questionnaire, coBorrowerTable];
