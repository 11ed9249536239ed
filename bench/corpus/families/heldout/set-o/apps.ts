// Loan applications: commercial forms, guarantor sheets, web-portal printouts and a borrower's text thread.
import type { Family, TruthField } from '../../../types';
import { checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';

import {
  addressOneLine, anyPhone, date, ein, exitLabel, fullName, loanTypeLabel, money, moneyShort, phone,
  propertyTypeLabel, purposeLabel, street, term, upperLastFirst,
  tr,
} from './fmt';

const ENTITY_TYPES = ['LLC', 'Corporation', 'Partnership', 'Trust'];

export const appFamilies: Family[] = [
  {
    id: 'so-commercial-loan-application',
    description: 'Lender\'s commercial loan application, two pages: borrowing entity, guarantor, property, request, declarations',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term'];
      const ent = f.entity
        ? kvTable([['Legal name', esc(f.entity.name)], ['Entity type', checkboxes(ENTITY_TYPES, f.entity.type)], ['State of formation', esc(f.entity.stateOfFormation)], ['EIN', f.entity.ein ? ein(f.entity.ein) : 'N/A (grantor trust)'], ['Signer / title', `${esc(fullName(b))} — ${esc(f.entity.signatoryTitle)}`]])
        : '<p class="muted">Borrower is an individual — section not applicable.</p>';
      if (f.entity) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
      const req: [string, string][] = [
        ['Loan type', esc(loanTypeLabel(rng, f))],
        ['Amount requested', money(L.amount)],
        ['Requested term', esc(term(rng, L.termMonths))],
      ];
      const purpose = purposeLabel(rng, f);
      if (purpose) { req.push(['Purpose', esc(purpose)]); fields.push('loan_purpose'); }
      if (f.property.purchasePrice) req.push(['Purchase price', money(f.property.purchasePrice)]);
      req.push(['Estimated current value', money(f.property.value)]); fields.push('property_value');
      const ex = exitLabel(rng, f);
      if (ex) { req.push(['Repayment / exit plan', esc(ex)]); fields.push('exit_strategy'); }
      if (rng.chance(0.5)) { req.push(['Desired closing date', date(L.closingDate, 'us')]); fields.push('estimated_closing_date'); }
      const co = f.coBorrower;
      const coRows = co ? `<h3>Co-Borrower / Additional Guarantor</h3>${kvTable([['Name', esc(fullName(co, true))], ['Date of birth', date(co.dob, 'us')]])}` : '';
      if (co) fields.push('co_borrower_date_of_birth');
      const css = `h3{font:bold 10.5pt 'DejaVu Sans';background:#1f3a5f;color:#fff;padding:3px 6px;margin:12px 0 6px}.k{width:34%;font-weight:bold}`;
      const pages = [
        `${letterhead({ name: f.lender.name, lines: ['COMMERCIAL LOAN APPLICATION'], color: '#1f3a5f' })}
<h3>Section 1 — Borrowing Entity</h3>${ent}
<h3>Section 2 — Principal / Guarantor</h3>${kvTable([['Name (first, middle, last)', esc(fullName(b, true))], ['Date of birth', date(b.dob, 'us')], ['Mobile', anyPhone(rng, b.phone)], ['E-mail', esc(b.email)], ['Est. credit score', String(b.creditScore)], ['Ownership %', f.entity ? `${rng.pick([50, 60, 75, 100])}%` : '100%']])}
${coRows}
<h3>Section 3 — Subject Property</h3>${kvTable([['Address', esc(addressOneLine(rng, f.property.address))], ['Property type', esc(propertyTypeLabel(rng, f))], ['Year built / SF', `${f.property.yearBuilt ?? '—'} / ${f.property.squareFeet?.toLocaleString('en-US') ?? '—'}`], ['Occupancy', rng.pick(['Vacant', 'Partially leased', '92% leased', 'Owner-user'])]])}`,
        `<h3>Section 4 — Loan Request</h3>${kvTable(req)}
<h3>Section 5 — Declarations</h3><p>Any outstanding judgments? ☐ Yes ☒ No &nbsp; Bankruptcy in last 7 years? ☐ Yes ☒ No &nbsp; Party to a lawsuit? ☐ Yes ☒ No</p>
<h3>Section 6 — Referral</h3><p>Referred by ${esc(f.broker.name)} — ${esc(fullName(f.broker.contact))}, ${phone(f.broker.contact.phone)}, ${esc(f.broker.contact.email)}</p>
<p style="margin-top:20px">I certify the information above is true and complete.</p><p><span class="sig">${esc(fullName(b))}</span> &nbsp; Date: ${date(f.documentDate, 'short')}</p>`,
      ];
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages, css, font: 'sans', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'Form CLA-3 (rev. 2023)' } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-handfilled-application-photo',
    description: 'Borrower hand-fills the lender\'s one-page short application and sends a phone photo',
    formats: ['image'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const hand = (t: string) => `<span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b;font-size:12pt">${esc(t)}</span>`;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'credit_score'];
      const rows: [string, string][] = [
        ['Borrower name', hand(fullName(b))],
        ['Phone', hand(phone(b.phone, 'dash'))],
        ['Email', hand(b.email)],
        ['Property', hand(addressOneLine(rng, f.property.address))],
        ['Loan amount wanted', hand(money(L.amount))],
        ['Credit score (approx)', hand(String(b.creditScore))],
      ];
      if (f.entity) { rows.splice(1, 0, ['Company (if any)', hand(f.entity.name)]); fields.push('entity_name'); }
      if (rng.chance(0.6)) { rows.push(['Value', hand(money(f.property.value))]); fields.push('property_value'); }
      if (rng.chance(0.5)) { rows.push(['Loan term', hand(`${L.termMonths} mo`)]); fields.push('loan_term'); }
      const html = `<div style="text-align:center;font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div style="text-align:center;margin-bottom:14px">Quick Application — please print</div>
${kvTable(rows, { labelWidth: '36%' })}<p style="margin-top:16px">Signature: <span class="scrawl">${esc(fullName(b))}</span></p>
<p class="small">Office use: LO ${esc(fullName(f.lender.contact))} ext. ${rng.int(100, 299)}</p>`;
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [html], font: 'sans', fontSize: '10.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-guarantor-information-sheet',
    description: 'Guarantor information and authorization sheet (SSN masked), signed and scanned by the title company',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address'];
      const rows: [string, string][] = [
        ['Guarantor', esc(upperLastFirst(b))],
        ['Date of Birth', date(b.dob, 'long')],
        ['SSN', `XXX-XX-${rng.int(1000, 9999)}`],
        ['Home Phone', phone(b.phone, 'paren')],
        ['E-mail', esc(b.email)],
        ['Subject Property', esc(addressOneLine(rng, f.property.address))],
      ];
      if (f.entity) { rows.splice(1, 0, ['Guaranteed Borrower', esc(f.entity.name)]); fields.push('entity_name'); }
      if (rng.chance(0.5)) { rows.push(['Mid FICO (lender pull)', String(b.creditScore)]); fields.push('credit_score'); }
      const html = `<h2 style="text-align:center">GUARANTOR INFORMATION &amp; CREDIT AUTHORIZATION</h2><p class="center">${esc(f.lender.name)}</p>
${kvTable(rows)}<p style="margin-top:12px">I authorize ${esc(f.lender.name)} and its assigns to obtain consumer credit reports in connection with the loan on the subject property.</p>
<p><span class="scrawl">${esc(fullName(b))}</span><br>Signature of Guarantor</p><p class="small">Received by ${esc(f.title.name)}, escrow officer ${esc(fullName(f.title.contact))} ${phone(f.title.contact.phone)}</p>`;
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Guarantor', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-residential-investor-application',
    description: 'Investor application in a 1003-like layout: borrower and co-borrower columns, DOBs, property and loan sections',
    formats: ['pdf_text'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const co = f.coBorrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'property_type'];
      if (co) fields.push('co_borrower_date_of_birth');
      const cell = (label: string, v: string) => `<td><div class="small muted">${label}</div>${v}</td>`;
      const html = `<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">UNIFORM INVESTOR LOAN APPLICATION</b><span class="small">${esc(f.lender.name)} · Lender Loan # ${L.loanNumber}</span></div>
<h4>I. TYPE OF LOAN AND TERMS</h4><table class="grid"><tr>${cell('Loan Program', esc(loanTypeLabel(rng, f)))}${cell('Amount', money(L.amount))}${cell('Interest Rate', `${L.rate}%`)}${cell('No. of Months', String(L.termMonths))}</tr></table>
<h4>II. PROPERTY INFORMATION</h4><table class="grid"><tr>${cell('Subject Property Address', esc(addressOneLine(rng, f.property.address)))}${cell('Type', esc(propertyTypeLabel(rng, f)))}${cell('Year Built', String(f.property.yearBuilt ?? ''))}</tr></table>
<h4>III. BORROWER INFORMATION</h4><table class="grid"><tr><th>Borrower</th><th>Co-Borrower</th></tr>
<tr>${cell('Name', esc(fullName(b, true)))}${cell('Name', co ? esc(fullName(co, true)) : '')}</tr>
<tr>${cell('DOB (mm/dd/yyyy)', date(b.dob, 'us'))}${cell('DOB (mm/dd/yyyy)', co ? date(co.dob, 'us') : '')}</tr>
<tr>${cell('Cell Phone', phone(b.phone))}${cell('Cell Phone', co ? phone(co.phone) : '')}</tr>
<tr>${cell('Email', esc(b.email))}${cell('Email', co ? esc(co.email) : '')}</tr></table>
<h4>IV. EXPERIENCE</h4><p>Completed ${rng.int(2, 25)} investment projects in the last 36 months.</p>
<h4>V. ACKNOWLEDGMENT</h4><p class="small">Each of the undersigned represents that the information in this application is true and correct as of the date set forth opposite my signature.</p>
<p><span class="sig">Borrower</span> &nbsp; &nbsp; <span class="sig">Co-Borrower</span></p>${L.loanNumber ? '' : ''}`;
      fields.push('loan_number');
      if (f.entity) { /* individual form; the entity is not named */ }
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [html], font: 'condensed', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-portal-application-printout',
    description: 'Borrower portal application printed from the browser: header with URL, timestamp footer, section cards',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'property_type', 'credit_score'];
      const card = (t: string, rows: [string, string][]) => `<div style="border:1px solid #ccd;border-radius:6px;padding:8px 10px;margin-bottom:10px"><div style="font-weight:bold;color:#345;margin-bottom:4px">${t}</div>${rows.map(([k, v]) => `<div style="display:flex"><span style="width:42%;color:#667">${k}</span><span>${v}</span></div>`).join('')}</div>`;
      const entRows: [string, string][] = f.entity ? [['Vesting entity', esc(f.entity.name)], ['Entity type', esc(f.entity.type === 'Partnership' ? 'Limited Partnership' : f.entity.type)], ['Your title', esc(f.entity.signatoryTitle)]] : [['Vesting', 'Individual name']];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
      if (f.entity?.ein) { entRows.push(['EIN', ein(f.entity.ein)]); fields.push('ein'); }
      const loanRows: [string, string][] = [['Product', esc(loanTypeLabel(rng, f))], ['Loan amount', money(L.amount, true)]];
      if (rng.chance(0.6)) { loanRows.push(['Term', `${L.termMonths} months`]); fields.push('loan_term'); }
      const ex = exitLabel(rng, f);
      if (ex) { loanRows.push(['Exit strategy', esc(ex)]); fields.push('exit_strategy'); }
      const url = `https://portal.${f.lender.name.toLowerCase().replace(/[^a-z]/g, '')}.com/apply/${rng.int(100000, 999999)}`;
      const html = `<div class="small muted" style="display:flex;justify-content:space-between"><span>${date(f.documentDate, 'short')}, ${rng.int(1, 12)}:${rng.int(10, 59)} PM</span><span>Application Summary</span></div>
<h2 style="margin:10px 0">Your application</h2>
${card('Applicant', [['Name', esc(fullName(b))], ['Email', esc(b.email)], ['Phone', phone(b.phone, 'dash')], ['Credit score (self-reported)', String(b.creditScore)]])}
${card('Entity', entRows)}
${card('Property', [['Address', esc(addressOneLine(rng, f.property.address))], ['Type', esc(propertyTypeLabel(rng, f))], ...(f.property.purchasePrice ? [['Contract price', money(f.property.purchasePrice)] as [string, string]] : [])])}
${card('Loan', loanRows)}
<div class="small muted" style="margin-top:20px">${esc(url)} &nbsp; 1/1</div>`;
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application Summary', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-borrower-text-thread',
    description: 'Screenshot of a text thread: borrower texts the lender\'s originator the deal basics',
    formats: ['image'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name'];
      const msgs: [boolean, string][] = [
        [true, `Hey ${f.lender.contact.first} this is ${b.first} ${b.last}, got your number from ${f.broker.contact.first} at ${f.broker.name}`],
        [false, 'Hi! What do you have?'],
        [true, `${f.property.purchasePrice ? 'Under contract on' : 'Looking for a loan on my place at'} ${street(rng, f.property.address)} in ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`],
        [true, `Need ${moneyShort(L.amount)}${L.termMonths <= 24 ? ` for ${L.termMonths} months` : ''}. ${f.property.purchasePrice ? `Buying at ${money(f.property.purchasePrice)}` : ''}`],
      ];
      if (L.termMonths <= 24) fields.push('loan_term');
      if (f.property.arv) msgs.push([true, `ARV ${money(f.property.arv)} per my realtor`]);
      if (rng.chance(0.6)) { msgs.push([true, `Credit is ${b.creditScore}`]); fields.push('credit_score'); }
      if (f.entity) { msgs.push([true, `Closing in my ${f.entity.type === 'Trust' ? 'trust' : 'company'}, ${f.entity.name}`]); fields.push('entity_name'); }
      msgs.push([false, 'Send me your email and I\'ll send the app']);
      msgs.push([true, b.email]); fields.push('borrower_email');
      const html = `<div style="max-width:4.6in;margin:0 auto;font-family:'DejaVu Sans';font-size:11pt"><div style="text-align:center;color:#666;margin-bottom:10px">${esc(fullName(f.borrower))}<br><span class="small">${phone(b.phone)}</span></div>
${msgs.map(([me, t]) => `<div style="display:flex;justify-content:${me ? 'flex-start' : 'flex-end'};margin:6px 0"><div style="max-width:75%;padding:7px 11px;border-radius:14px;background:${me ? '#e5e5ea' : '#1f7cf6'};color:${me ? '#000' : '#fff'}">${esc(t)}</div></div>`).join('')}</div>`;
      fields.push('borrower_phone');
      return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Texts', pages: [html], font: 'sans', page: { margin: '0.5in' } }), truth: tr(f, fields) };
    },
  },
];

