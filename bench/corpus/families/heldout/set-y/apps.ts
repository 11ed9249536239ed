// Applications and intake: phone notes, paper forms, web-portal printouts, executor / heir questionnaires.
import type { Family, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { checkboxes, kvTable } from '../../../style';
import {
  $, HOUSE, addr1, addrLong, anyDate, anyPhone, d, ein, esc, exitText, houseStaff, individual, lastFirst, ltype, name,
  ny, page, phone, ptype, term, withEntity,
} from './h';

const intakeNotes: Family = {
  id: 'set-y-intake-call-notes',
  description: 'Originations phone-intake notes typed in a monospace template with shorthand (LTV math, other lender, sibling names).',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const staff = houseStaff(rng);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_value', 'loan_amount', 'credit_score', 'property_type'];
    const lines = [
      `INTAKE  ${d(f.documentDate, 'short')}  taken by: ${staff.name.split(' ')[0]}`,
      `caller.....: ${name(f.borrower)} (${rng.pick(['heir', 'son of decedent', 'daughter of decedent', 'buyer', 'grandson, heir'])})`,
      `cell.......: ${anyPhone(rng, f.borrower.phone)}`,
      `email......: ${f.borrower.email}`,
      f.entity ? `vesting....: ${f.entity.name}` : 'vesting....: individual',
      `prop.......: ${addr1(f.property.address)}  (${ptype(rng, f.property.type, f.property.units)})`,
      `est value..: ${$(f.property.value, 'k')} per caller, zillow says ${$(Math.round(f.property.value * (0.85 + rng.next() * 0.1) / 1000) * 1000, 'k')}`,
      `ask........: ${$(L.amount)}  => ~${Math.round((L.amount / f.property.value) * 100)}% LTV`,
      `fico.......: ${f.borrower.creditScore} (self-reported)`,
      `story......: mother/father passed ${d(f.decedent.died, 'short')}, letters issued? ${rng.pick(['yes', 'pending', 'not yet - atty filing'])}`,
      `           Surr. Ct ${f.county} file ${f.surrogateFile}`,
    ];
    if (f.entity) fields.push('entity_name');
    if (L.exit) { lines.push(`exit.......: ${exitText(rng, L.exit)}`); fields.push('exit_strategy'); }
    if (rng.chance(0.6)) { lines.push(`wants......: ${ltype(rng, L.type)}, ${L.termMonths} mo`); fields.push('loan_type', 'loan_term'); }
    lines.push(`other lndr.: quoted ${(L.rate + 1.25).toFixed(2)}% by ${f.lender.name}`, `next.......: send app + ask for letters testamentary, death cert, tax bill`);
    const html = page('Intake', [`<pre style="font:10.5pt/1.55 'DejaVu Sans Mono';white-space:pre-wrap">${esc(lines.join('\n'))}</pre>`], '', 'mono');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const executorForm: Family = {
  id: 'set-y-heir-borrower-application',
  description: 'Lender’s heir / estate borrower application: boxed sections, checkboxes for transaction type and property type, DOB and SSN lines.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_purpose'];
    const purposeBox = { Purchase: 'Purchase from estate', Refinance: 'Refinance', 'Cash Out Refinance': 'Cash-out / buyout', Construction: 'Construction' }[L.purpose ?? 'Purchase'] ?? 'Purchase from estate';
    if (!L.purpose) fields.pop();
    const sec = (t: string, body: string) => `<div class="sec"><div class="st">${t}</div>${body}</div>`;
    const co = f.coBorrower;
    if (co) fields.push('co_borrower_date_of_birth');
    const html = page('Application', [`<div style="display:flex;justify-content:space-between"><div style="font:bold 13pt 'DejaVu Sans'">${HOUSE.name}</div><div class="small">Form HB-2 (rev. 03/2024)</div></div>
<h2 style="text-align:center;font-size:12pt;margin:8px 0">ESTATE &amp; HEIR LOAN APPLICATION</h2>
${sec('1. APPLICANT', kvTable([['Name (Last, First, MI)', esc(lastFirst(f.borrower))], ['Date of Birth', d(f.borrower.dob, 'us')], ['Cell', phone(f.borrower.phone, 'dash')], ['E-mail', esc(f.borrower.email)], ['Relationship to decedent', rng.pick(['Son', 'Daughter', 'Grandchild', 'Nephew/Niece'])], ['Credit score (if known)', String(f.borrower.creditScore)]]))}
${co ? sec('1a. CO-APPLICANT', kvTable([['Name', esc(name(co))], ['Date of Birth', d(co.dob, 'us')]])) : ''}
${sec('2. ESTATE', kvTable([['Decedent', `${f.decedent.first} ${f.decedent.last}`], ['Date of death', d(f.decedent.died, 'us')], ['Surrogate’s Court / File No.', `${f.county} County &middot; ${f.surrogateFile}`], ['Executor / Administrator', esc(name(f.seller))]]))}
${sec('3. PROPERTY', kvTable([['Address', esc(addrLong(f.property.address))], ['Type', esc(ptype(rng, f.property.type, f.property.units))], ['Estimated value', $(f.property.value)], ['Occupied by', rng.pick(['Vacant', 'Applicant', 'Tenants (RS)', 'Family member'])]]))}
${sec('4. REQUEST', `<p>${checkboxes(['Purchase from estate', 'Cash-out / buyout', 'Refinance', 'Construction'], purposeBox)}</p>${kvTable([['Amount requested', $(L.amount)], ['Term requested', term(rng, L.termMonths, 'mo')]])}`)}
<p class="small" style="margin-top:10px">I certify the information above is true. SSN: XXX-XX-${rng.int(1000, 9999)}</p>
<div class="sig">Applicant signature &nbsp;&nbsp; Date ${d(f.documentDate, 'us')}</div>`], '.sec{border:1px solid #333;margin-bottom:8px}.st{background:#333;color:#fff;font:bold 8.5pt \'DejaVu Sans\';padding:2px 6px}.sec .grid td{border:none;border-bottom:1px dotted #999}.k{color:#444}', 'sans', '9pt');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const handwrittenPhoto: Family = {
  id: 'set-y-handwritten-application-photo',
  description: 'Photo of a one-page paper application filled in by hand (script ink on printed blanks).',
  formats: ['image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const ink = (s: string) => `<span class="ink">${esc(s)}</span>`;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'credit_score'];
    if (f.entity) fields.push('entity_name');
    const row = (label: string, value: string) => `<div class="row"><span class="lab">${label}</span><span class="line">${value}</span></div>`;
    const html = page('App', [`<div style="text-align:center;font:bold 14pt 'DejaVu Sans'">QUICK LOAN REQUEST</div><div style="text-align:center" class="small">${HOUSE.name} &middot; fax/text to ${HOUSE.phone}</div><br>
${row('Name', ink(name(f.borrower)))}
${row('Company (if any)', ink(f.entity?.name ?? '—'))}
${row('Phone', ink(phone(f.borrower.phone, 'dash')))}
${row('Property address', ink(addr1(f.property.address)))}
${row('Loan amount wanted', ink($(L.amount)))}
${row('Credit score', ink(String(f.borrower.creditScore)))}
${row('What is it for?', ink(rng.pick(['buy out my brother', 'pay estate taxes', 'pay off reverse mortgage', 'buy out sisters'])))}
${row('Date', ink(d(f.documentDate, 'short')))}`], '.row{display:flex;margin:22px 0;align-items:flex-end}.lab{width:2.1in;font:10pt \'DejaVu Sans\'}.line{flex:1;border-bottom:1px solid #000;min-height:24px}.ink{font:italic 15pt \'DejaVu Serif\';color:#1a2a7a}', 'sans');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const shortFormScan: Family = {
  id: 'set-y-entity-loan-app-scan',
  description: 'Two-column entity loan application (borrowing entity, guarantor, EIN, signatory), printed, signed and scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(ny(facts, rng), rng);
    const E = f.entity!;
    const L = f.loan;
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate'];
    const left = kvTable([['Entity', esc(E.name)], ['State of formation', E.stateOfFormation], ['EIN', E.ein ? ein(E.ein) : 'n/a'], ['Signer', esc(name(f.borrower))], ['Title', esc(E.signatoryTitle)], ['Guarantor DOB', d(f.borrower.dob, 'us')], ['Email', esc(f.borrower.email)], ['Phone', phone(f.borrower.phone)]], { labelWidth: '40%' });
    const right = kvTable([['Property', esc(addr1(f.property.address))], ['Type', esc(ptype(rng, f.property.type, f.property.units))], ['Loan type', ltype(rng, L.type)], ['Amount', $(L.amount)], ['Quoted rate', `${L.rate}%`], ['Term', term(rng, L.termMonths, 'short')], ['Block/Lot', `${f.block}/${f.lot}`]], { labelWidth: '40%' });
    const html = page('Entity application', [`<h2 style="font-size:13pt">COMMERCIAL / INVESTOR LOAN APPLICATION</h2><p class="small">${HOUSE.name} &mdash; received ${d(f.documentDate, 'us')}</p>
<div style="display:flex;gap:14px"><div style="flex:1">${left}</div><div style="flex:1">${right}</div></div>
<p class="small" style="margin-top:16px">The undersigned certifies that the entity is in good standing and that the information herein is complete and correct.</p>
<div class="scrawl">${esc(name(f.borrower))}</div><br><div class="sig">By: ${esc(name(f.borrower))}, ${esc(E.signatoryTitle)}</div>`], '', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const webPortal: Family = {
  id: 'set-y-portal-submission-printout',
  description: 'Browser print of a loan-request portal submission: header/URL line, stacked Q&A pairs, timestamp footer.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'estimated_closing_date', 'property_value'];
    const qa: [string, string][] = [
      ['First name', f.borrower.first], ['Last name', f.borrower.last], ['Email address', f.borrower.email], ['Mobile', phone(f.borrower.phone, 'dot')],
      ['Are you borrowing through an entity?', f.entity ? `Yes — ${f.entity.name}` : 'No'],
      ['Property street address', f.property.address.street + (f.property.address.unit ? ` ${f.property.address.unit}` : '')],
      ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip],
      ['Property type', ptype(rng, f.property.type, f.property.units)], ['Loan program', ltype(rng, L.type)],
      ['Estimated property value', String(f.property.value)], ['Loan amount requested', String(L.amount)],
      ['When do you need to close?', d(L.closingDate, 'us')],
    ];
    if (f.entity) fields.push('entity_name');
    if (L.exit) { qa.push(['How will you repay the loan?', exitText(rng, L.exit)]); fields.push('exit_strategy'); }
    qa.push(['How did you hear about us?', rng.pick(['Broker', 'BiggerPockets', 'Estate attorney referral', 'Google'])]);
    const html = page('Portal', [`<div class="small" style="display:flex;justify-content:space-between"><span>${d(f.documentDate, 'short')}, ${rng.int(1, 12)}:${rng.int(10, 59)} PM</span><span>Loan Request #${rng.int(10000, 99999)} | BSPC Portal</span></div>
<h2 style="font:bold 15pt 'DejaVu Sans';margin:14px 0">New loan request</h2>
${qa.map(([q, a]) => `<div style="margin-bottom:9px"><div style="font-size:8.5pt;color:#666">${esc(q)}</div><div style="font-size:11pt">${esc(a)}</div></div>`).join('')}
<div class="small" style="margin-top:14px">https://portal.bspcapital.com/requests/view?id=${rng.int(100000, 999999)}</div>`], '', 'sans');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const coopApp: Family = {
  id: 'set-y-bridge-application-two-page',
  description: 'Two-page residential bridge application: borrower, co-borrower, departing residence (with existing mortgage balance) and request.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const existing = Math.round(f.property.value * (0.1 + rng.next() * 0.3) / 100) * 100;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date'];
    const co = f.coBorrower;
    if (co) fields.push('co_borrower_date_of_birth');
    const p1 = `<h1 style="font-size:15pt">Bridge Loan Application</h1><p class="muted">${HOUSE.name}</p>
<h3 class="h">Borrower</h3>${kvTable([['Full legal name', esc(name(f.borrower, true))], ['DOB', d(f.borrower.dob, 'long')], ['Email', esc(f.borrower.email)], ['Phone (cell)', phone(f.borrower.phone)], ['FICO (mid score)', String(f.borrower.creditScore)]])}
${co ? `<h3 class="h">Co-Borrower</h3>${kvTable([['Full legal name', esc(name(co, true))], ['DOB', d(co.dob, 'long')], ['Email', esc(co.email)]])}` : ''}
<h3 class="h">Subject (departing residence)</h3>${kvTable([['Address', esc(addrLong(f.property.address))], ['Property type', esc(ptype(rng, f.property.type, f.property.units))], ['Current market value', $(f.property.value)], ['Existing 1st mortgage balance', $(existing)], ['Listed for sale?', rng.pick(['Yes, with Corcoran', 'Yes, with Compass', 'Not yet'])]])}`;
    const p2 = `<h3 class="h">Request</h3>${kvTable([['Program', ltype(rng, L.type)], ['Loan amount', $(L.amount, 'cents')], ['Rate quoted', `${L.rate}%`], ['Term', term(rng, L.termMonths)], ['Desired closing', anyDate(rng, L.closingDate)]])}
<h3 class="h">Declarations</h3><p>Any outstanding judgments? ${checkboxes(['Yes', 'No'], 'No')}<br>Party to a lawsuit? ${checkboxes(['Yes', 'No'], 'No')}<br>Property in foreclosure? ${checkboxes(['Yes', 'No'], 'No')}</p>
<div class="sig">Borrower</div> &nbsp; <div class="sig">Date</div>`;
    const html = page('Bridge app', [p1, p2], '.h{font-size:10.5pt;margin:12px 0 4px;border-bottom:1px solid #888}', 'serif', '10pt', 'BSPC-APP-BR');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const residentialUniform: Family = {
  id: 'set-y-uniform-style-application',
  description: 'Uniform-residential-style application page: numbered sections, Last/First/Middle boxes, loan & property block, purpose boxes.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_purpose', 'property_value'];
    const purpose = L.purpose === 'Cash Out Refinance' ? 'Cash-Out Refinance' : L.purpose ?? 'Other';
    if (!L.purpose) fields.splice(fields.indexOf('loan_purpose'), 1);
    const html = page('1003', [`<div style="font:bold 11pt 'DejaVu Sans'">Uniform Residential Loan Application &mdash; Lender Copy</div><div class="small">Lender Loan No. ____________ &nbsp; Agency Case No. N/A</div>
<div class="box"><b>Section 1a. Personal Information</b><table class="grid" style="margin-top:4px"><tr><th>Last</th><th>First</th><th>Middle</th><th>Suffix</th></tr><tr><td>${esc(f.borrower.last)}</td><td>${esc(f.borrower.first)}</td><td>${esc(f.borrower.middle ?? '')}</td><td></td></tr></table>
<table class="grid"><tr><th>Date of Birth (mm/dd/yyyy)</th><th>Cell Phone</th><th>Email</th></tr><tr><td>${d(f.borrower.dob, 'us')}</td><td>${phone(f.borrower.phone)}</td><td>${esc(f.borrower.email)}</td></tr></table></div>
<div class="box"><b>Section 4a. Loan and Property Information</b><table class="grid" style="margin-top:4px"><tr><th>Loan Amount</th><th>Loan Purpose</th><th>Property Value</th></tr><tr><td>${$(L.amount)}</td><td>${checkboxes(['Purchase', 'Refinance', 'Cash-Out Refinance', 'Other'], purpose)}</td><td>${$(f.property.value)}</td></tr></table>
<table class="grid"><tr><th>Street</th><th>Unit #</th><th>City</th><th>State</th><th>ZIP</th><th>County</th></tr><tr><td>${esc(f.property.address.street)}</td><td>${esc((f.property.address.unit ?? '').replace(/^(Apt|Unit|Suite) /, ''))}</td><td>${esc(f.property.address.city)}</td><td>${f.property.address.state}</td><td>${f.property.address.zip}</td><td>${f.county}</td></tr></table>
<p class="small">Number of Units: ${f.property.units ?? 1} &nbsp; Occupancy: ${checkboxes(['Primary Residence', 'Second Home', 'Investment Property'], 'Investment Property')}</p></div>
<div class="box"><b>Section 2c. Liabilities</b><table class="grid"><tr><th>Creditor</th><th>Balance</th><th>Monthly</th></tr><tr><td>${rng.pick(['Chase', 'Wells Fargo Home Mtg', 'Ridgewood Savings'])}</td><td>${$(Math.round(f.property.value * 0.2 / 100) * 100)}</td><td>${$(rng.int(900, 2900))}</td></tr></table></div>`], '.box{border:1.5px solid #000;padding:6px;margin-top:8px}', 'sans', '8.5pt');
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

export const appFamilies: Family[] = [intakeNotes, executorForm, handwrittenPhoto, shortFormScan, webPortal, coopApp, residentialUniform];
