// set-j families written by borrowers filling in lenders' application forms.
import { checkboxes } from '../../../style';
import type { DealFacts, Family } from '../../../types';
import {
  boxes, dLong, dUs, esc, fieldsOf, grid, html, htmlOut, items, money, phone, sectionTitle, sig, stacked, under, type Item,
} from './kit';

const LOAN_TYPES = ['Purchase', 'Refinance', 'Cash-Out', 'Bridge', 'Fix & Flip', 'Construction', 'Other'];
function typeBox(f: DealFacts): string | undefined {
  const m: Record<string, string> = { Purchase: 'Purchase', Refinance: 'Refinance', 'Cash Out Refi': 'Cash-Out', 'Bridge Loan': 'Bridge', 'Fix & Flip': 'Fix & Flip', Construction: 'Construction' };
  return m[f.loan.type];
}
function hand(v: string): string {
  return `<span style="font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b">${v}</span>`;
}
function handAll(its: Item[]): Item[] {
  return its.map((i) => ({ ...i, value: hand(i.value) }));
}

const appUniform: Family = {
  id: 'setj-app-box-form-checkboxes',
  description: 'Lender business-purpose loan application: numbered sections of label-above boxes and a loan-type checkbox row',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const b = f.borrower;
    const s1 = items(f, rng, [['guarantor', 'Applicant Name'], ['dob', 'Date of Birth'], ['phone', 'Cell Phone'], ['email', 'E-mail'], ['fico', 'Estimated Credit Score']]);
    const s1b = f.entity ? items(f, rng, [['borrower', 'Vesting Entity'], ['ein', 'Entity EIN'], ['signerTitle', 'Your Title in Entity']]) : [];
    if (f.entity) s1b.push({ label: 'Authorized Signer', value: esc(`${b.first} ${b.last}`), fields: ['authorized_signatory_name'] });
    const co = f.coBorrower ? [{ label: 'Co-Applicant Name', value: esc(`${f.coBorrower.first} ${f.coBorrower.last}`), fields: [] }, ...items(f, rng, [['coDob', 'Co-Applicant DOB']])] : [];
    const s2 = items(f, rng, [['address', 'Subject Property Address'], ['ptype', 'Property Type'], ['value', 'Estimated Current Value'], ['price', 'Purchase Price (if purchase)'], ['arv', 'Estimated ARV'], ['units', '# Units'], ['year', 'Year Built']]);
    const s3 = items(f, rng, [['amount', 'Loan Amount Requested'], ['term', 'Requested Term'], ['close', 'Desired Closing Date'], ['exit', 'Exit Strategy']]);
    const tb = typeBox(f);
    const typeRow = tb ? { label: 'Loan Type', value: checkboxes(LOAN_TYPES, tb), fields: ['loan_type'] as Item['fields'] } : undefined;
    const body = `<div style="display:flex;justify-content:space-between"><div style="font:bold 14pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small">Loan # ${esc(f.loan.loanNumber)}</div></div>
<h2 style="font-size:12pt;margin:6px 0">BUSINESS PURPOSE LOAN APPLICATION</h2>
${sectionTitle('1. APPLICANT')}${boxes([...s1, ...s1b, ...co], 3)}${sectionTitle('2. SUBJECT PROPERTY')}${boxes(s2, 3)}${sectionTitle('3. LOAN REQUEST')}${typeRow ? boxes([typeRow], 1) : ''}${boxes(s3, 2)}
${sectionTitle('4. DECLARATIONS')}<div class="small">${checkboxes(['Yes', 'No'], 'No')} Any bankruptcies in the past 7 years? &nbsp; ${checkboxes(['Yes', 'No'], 'No')} Any outstanding judgments?</div>
<div style="margin-top:10px">${sig(`${b.first} ${b.last}`, `Applicant signature · Date ${dUs(f.documentDate)}`)}</div>`;
    const loanNo: Item = { label: '', value: '', fields: ['loan_number'] };
    return htmlOut('Loan Application', f, html('Loan Application', [body], { font: 'sans', fontSize: '9pt', margin: '0.5in 0.6in' }), fieldsOf(s1, s1b, co, s2, s3, typeRow ? [typeRow] : [], [loanNo]));
  },
};

const appUnder: Family = {
  id: 'setj-app-underline-captions',
  description: 'Borrower application on a credit-union-style form: values typed on lines with the caption below each line, two pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const p1 = items(f, rng, [['guarantor', 'Borrower full legal name'], ['dob', 'Date of birth (mm/dd/yyyy)'], ['phone', 'Primary phone'], ['email', 'Email address'], ['fico', 'Credit score (self-reported)'], ['coDob', 'Co-borrower date of birth']]);
    const ent = f.entity ? items(f, rng, [['borrower', 'Borrowing entity legal name'], ['etype', 'Entity type'], ['ein', 'Federal Tax ID (EIN)'], ['signerTitle', 'Title of signer']]) : [];
    const p2 = items(f, rng, [['address', 'Property address'], ['ptype', 'Property type'], ['value', 'Current market value'], ['sqft', 'Square footage'], ['purpose', 'Purpose of loan'], ['amount', 'Amount requested'], ['term', 'Term requested'], ['exit', 'Plan to repay']]);
    const page1 = `<h2 style="text-align:center;font-size:13pt">Real Estate Loan Application</h2><p class="center small">${esc(f.lender.name)} · Please print clearly</p>
<h4>Part A — Borrower</h4>${under(p1, 2)}${ent.length ? `<h4 style="margin-top:14px">Part B — Entity (if applicable)</h4>${under(ent, 2)}` : ''}`;
    const page2 = `<h4>Part C — Property and Loan</h4>${under(p2, 2)}<h4 style="margin-top:14px">Part D — Certification</h4><p class="small">I certify the information above is true and complete. I authorize ${esc(f.lender.name)} to obtain credit reports.</p>
${sig(`${f.borrower.first} ${f.borrower.last}`, `Signature · ${dLong(f.documentDate)}`)}`;
    return htmlOut('Loan Application', f, html('Application', [page1, page2], { fontSize: '10pt', pageNumbers: true }), fieldsOf(p1, ent, p2));
  },
};

const appTwoCol: Family = {
  id: 'setj-app-two-column',
  description: 'Borrower application in two side-by-side panels (borrower left, property and loan right), checkbox purpose',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const left = items(f, rng, [['borrower', 'Borrower / Vesting'], ['guarantor', 'Contact Person'], ['signerTitle', 'Title'], ['email', 'Email'], ['phone', 'Phone'], ['dob', 'DOB'], ['fico', 'FICO']]);
    const right = items(f, rng, [['address', 'Property'], ['ptype', 'Type'], ['value', 'As-Is Value'], ['amount', 'Loan Request'], ['ltype', 'Loan Type'], ['term', 'Term'], ['close', 'Closing By']]);
    const purpose = f.loan.purpose ? { label: 'Purpose', value: checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], f.loan.purpose), fields: ['loan_purpose'] as Item['fields'] } : undefined;
    const body = `<h2 style="font:bold 13pt 'DejaVu Sans'">${esc(f.lender.name)} — Quick Application</h2><p class="small">Submitted ${dLong(f.documentDate)}</p>
<div style="display:flex;gap:14px"><div style="flex:1">${sectionTitle('BORROWER', '#444')}${grid(left)}</div><div style="flex:1">${sectionTitle('PROPERTY & LOAN', '#444')}${grid(right)}</div></div>
${purpose ? `<div style="margin-top:8px">${purpose.value}</div>` : ''}<p class="small" style="margin-top:10px">Broker: ${esc(f.broker.name)} (${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)})</p>`;
    return htmlOut('Loan Application', f, html('Quick Application', [body], { font: 'sans', fontSize: '9pt' }), fieldsOf(left, right, purpose ? [purpose] : []));
  },
};

const appEntity: Family = {
  id: 'setj-app-entity-credit-four-col',
  description: 'Lender commercial credit application: four-column grid for the entity and guarantor, schedule of other loans as distractor',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const a = items(f, rng, [['borrower', 'Applicant'], ['etype', 'Form of Organization'], ['ein', 'TIN'], ['signer', 'Authorized Officer / Member'], ['signerTitle', 'Officer Title'], ['phone', 'Business Phone'], ['email', 'Email']]);
    const g = items(f, rng, [['dob', 'Guarantor DOB'], ['fico', 'Guarantor FICO']]);
    const l = items(f, rng, [['address', 'Collateral'], ['ptype', 'Property Use'], ['value', 'Value Estimate'], ['amount', 'Amount'], ['ltype', 'Facility'], ['purpose', 'Use of Proceeds'], ['term', 'Term'], ['rate', 'Requested Rate'], ['close', 'Needed By']]);
    const others = [[`${rng.int(100, 9999)} ${rng.pick(['Elm', 'Cedar', 'Lake', 'Ridge'])} St`, money(rng.int(80, 400) * 1000), `${(7 + rng.int(0, 30) / 8).toFixed(3)}%`], [`${rng.int(100, 9999)} ${rng.pick(['Pine', 'Park', 'Hill'])} Ave`, money(rng.int(80, 400) * 1000), `${(6 + rng.int(0, 30) / 8).toFixed(3)}%`]];
    const body = `<h2 style="font-size:13pt">${esc(f.lender.name)}<br><span style="font-size:10pt">Commercial Credit Application</span></h2>${sectionTitle('APPLICANT')}${grid(a, 4)}${sectionTitle('GUARANTOR')}${grid(g, 4)}${sectionTitle('REQUEST')}${grid(l, 4)}
${sectionTitle('SCHEDULE OF REAL ESTATE OWNED (existing loans)')}<table class="grid" style="width:100%"><tr><th>Property</th><th>Loan Balance</th><th>Rate</th></tr>${others.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>
<div>${sig(`${f.borrower.first} ${f.borrower.last}`, 'Authorized signature')}</div>`;
    return htmlOut('Loan Application', f, html('Credit Application', [body], { font: 'sans', fontSize: '8.8pt' }), fieldsOf(a, g, l));
  },
};

const appPhoto: Family = {
  id: 'setj-app-handwritten-photo',
  description: 'Borrower one-page intake form filled in by hand (italic "handwriting"), photographed',
  formats: ['image'],
  make(f, rng) {
    const its = handAll(items(f, rng, [['guarantor', 'Name'], ['phone', 'Phone'], ['email', 'Email'], ['dob', 'Date of Birth'], ['fico', 'Credit Score'], ['address', 'Property Address'], ['value', 'What is it worth today?'], ['amount', 'How much do you need?'], ['ltype', 'Type of loan'], ['exit', 'How will you pay it back?']]));
    const ent = f.entity ? handAll(items(f, rng, [['borrower', 'Company name (if any)']])) : [];
    const body = `<h2 style="font:bold 15pt 'DejaVu Sans';text-align:center">LOAN INQUIRY FORM</h2><p class="center small">${esc(f.lender.name)} · ${esc(f.lender.address.city)}, ${f.lender.address.state}</p>
<table style="width:100%;font-size:11pt">${[...its, ...ent].map((i) => `<tr><td style="width:38%;padding:7px 4px">${esc(i.label)}</td><td style="border-bottom:1px solid #000;padding:7px 4px">${i.value}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:18px">Office use: received ${dUs(f.documentDate)}</p>`;
    return htmlOut('Loan Application', f, html('Inquiry', [body], { font: 'sans' }), fieldsOf(its, ent));
  },
};

const appScan: Family = {
  id: 'setj-app-scanned-stacked',
  description: 'Borrower application, bold labels stacked over values in two columns, scanned after signing',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Guarantor'], ['phone', 'Telephone'], ['email', 'E-mail'], ['dob', 'Date of Birth'], ['coDob', 'Co-Borrower Date of Birth'], ['fico', 'Credit Score'],
      ['address', 'Property Address'], ['ptype', 'Property Type'], ['value', 'Estimated Value'], ['amount', 'Loan Amount'], ['purpose', 'Loan Purpose'], ['term', 'Term'], ['close', 'Target Close Date'], ['exit', 'Exit Strategy']]);
    const body = `<h2 style="text-align:center">UNIFORM PRIVATE LOAN APPLICATION</h2><p class="center small">${esc(f.lender.name)} — Form PLA-2</p>${stacked(its, 2)}
<p class="small">Borrower contact on file with broker ${esc(f.broker.name)}: ${phone(f.broker.contact.phone)}</p>${sig(`${f.borrower.first} ${f.borrower.last}`, `Signed ${dLong(f.documentDate)}`)}`;
    return htmlOut('Loan Application', f, html('Application', [body], { fontSize: '10.5pt' }), fieldsOf(its));
  },
};

export const borrowerFamilies: Family[] = [appUniform, appUnder, appTwoCol, appEntity, appPhoto, appScan];

