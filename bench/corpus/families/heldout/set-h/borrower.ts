// What borrowers fill in: a bank's personal financial statement, another lender's long application with boxes and
// checkboxes, and a one-page investor intake form.
import { makeAddress } from '../../../facts';
import { checkboxes, documentHtml, esc } from '../../../style';
import type { DealFacts, Family, TruthField } from '../../../types';
import {
  capitalise, ein, fmtDate, fullName, money, pct, phone, propertyWords, street, termText, truth,
  upperLastFirst, withEntity,
} from './lib';

/** A value on a line with its caption underneath, the way printed forms are laid out. */
function under(value: string, label: string, width = '100%'): string {
  return `<div style="display:inline-block;width:${width};vertical-align:top;padding-right:8px"><div style="border-bottom:1px solid #000;min-height:17px;font-size:10pt;padding-left:3px">${value || '&nbsp;'}</div><div style="font-size:6.5pt;color:#333">${label}</div></div>`;
}

function sectionBar(title: string): string {
  return `<div style="background:#222;color:#fff;font:bold 8.5pt 'DejaVu Sans';padding:2px 6px;margin:10px 0 6px">${esc(title)}</div>`;
}

const financialStatement: Family = {
  id: 'guarantor-personal-financial-statement',
  description: 'A community bank\'s personal financial statement filled in by the guarantor, scanned from paper',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const { borrower } = facts;
    const home = makeAddress(rng, { state: facts.property.address.state, unitChance: 0.1 });
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email'];
    const co = facts.coBorrower;
    if (co) fields.push('co_borrower_date_of_birth');
    const cash = rng.int(40, 900) * 1000;
    const reo = Array.from({ length: rng.int(1, 3) }, () => {
      const a = makeAddress(rng, { state: facts.property.address.state });
      const v = rng.int(150, 700) * 1000;
      return { a, v, debt: Math.round(v * (0.3 + rng.next() * 0.4) / 1000) * 1000 };
    });
    const assets: [string, number][] = [
      ['Cash on hand and in banks', cash], ['Marketable securities', rng.int(0, 600) * 1000], ['Retirement accounts (IRA/401k)', rng.int(20, 900) * 1000],
      ['Real estate owned (Schedule A)', reo.reduce((s, r) => s + r.v, 0)], ['Automobiles', rng.int(10, 90) * 1000],
    ];
    const liabilities: [string, number][] = [
      ['Notes payable to banks', rng.int(0, 50) * 1000], ['Mortgages on real estate (Schedule A)', reo.reduce((s, r) => s + r.debt, 0)],
      ['Credit cards / installment', rng.int(0, 30) * 1000],
    ];
    const tA = assets.reduce((s, [, v]) => s + v, 0), tL = liabilities.reduce((s, [, v]) => s + v, 0);
    const info = `${under(esc(fullName(borrower, true)), 'Name (applicant)', '60%')}${under(fmtDate(borrower.dob, 'us'), 'Date of birth', '38%')}
${under(esc(`${street(home)}, ${home.city}, ${home.state} ${home.zip}`), 'Residence address', '70%')}${under(`${rng.int(2, 19)} yrs`, 'How long', '28%')}
${under(esc(phone(borrower.phone, rng)), 'Cell phone', '35%')}${under(esc(borrower.email), 'E-mail', '63%')}
${under(esc(rng.pick(['Self-employed – real estate investor', 'Owner, contracting business', 'Physician', 'Sales manager'])), 'Occupation / employer', '60%')}${under(`XXX-XX-${rng.int(1000, 9999)}`, 'SSN', '38%')}
${co ? `${under(esc(fullName(co)), 'Co-applicant / spouse', '60%')}${under(fmtDate(co.dob, 'us'), 'Co-applicant date of birth', '38%')}` : ''}`;
    const table = (rows: [string, number][], total: string, sum: number) => `<table class="grid" style="width:100%;font-size:9pt">${rows.map(([k, v]) => `<tr><td>${k}</td><td class="right" style="width:30%">${money(v, 'bare')}</td></tr>`).join('')}<tr><td class="b">${total}</td><td class="right b">${money(sum, 'bare')}</td></tr></table>`;
    const page = `<div style="text-align:center"><div style="font:bold 14pt 'DejaVu Serif'">${esc(rng.pick(['First Federal Community Bank', 'Citizens Savings & Trust', 'Heartland State Bank']))}</div><div style="font:bold 12pt 'DejaVu Sans';letter-spacing:1px">PERSONAL FINANCIAL STATEMENT</div><div class="small">As of ${fmtDate(facts.documentDate, 'long')}</div></div>
${sectionBar('SECTION 1 – INDIVIDUAL INFORMATION')}${info}
${sectionBar('SECTION 2 – STATEMENT OF FINANCIAL CONDITION (omit cents)')}
<div style="display:flex;gap:10px"><div style="flex:1">${table(assets, 'TOTAL ASSETS', tA)}</div><div style="flex:1">${table(liabilities, 'TOTAL LIABILITIES', tL)}<p class="b" style="margin-top:6px">NET WORTH ${money(tA - tL, 'bare')}</p></div></div>
${sectionBar('SCHEDULE A – REAL ESTATE OWNED')}
<table class="grid" style="width:100%;font-size:8.5pt"><tr><th>Address</th><th>Market value</th><th>Mortgage balance</th><th>Lender</th></tr>${reo.map((r) => `<tr><td>${esc(`${street(r.a)}, ${r.a.city} ${r.a.state}`)}</td><td class="right">${money(r.v, 'bare')}</td><td class="right">${money(r.debt, 'bare')}</td><td>${rng.pick(['Chase', 'Wells Fargo', 'local CU', 'PNC', 'Private'])}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:10px">I certify that the above is true and complete and authorize the bank to verify it.</p>
<div style="display:flex;gap:30px"><div><span class="scrawl">${esc(fullName(borrower))}</span><div style="border-top:1px solid #000;width:2.6in;font-size:7pt">Signature</div></div><div style="padding-top:14px">${fmtDate(facts.documentDate, 'usBare')}<div style="border-top:1px solid #000;width:1.3in;font-size:7pt">Date</div></div></div>`;
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'PFS', pages: [page], font: 'sans', fontSize: '9.5pt', page: { margin: '0.5in 0.6in' } }), truth: truth(facts, fields, { typeUnstated: true }) };
  },
};

function propertyTypeBoxes(facts: DealFacts): string {
  const map: Record<string, string> = { 'Single Family': 'SFR', '2-4 Unit': '2–4 Family', 'Condo': 'Condo', 'Townhouse': 'PUD/Townhome', 'Multifamily (5+)': '5+ Multifamily', 'Mixed Use': 'Mixed-Use', 'Retail': 'Commercial', 'Office': 'Commercial', 'Industrial': 'Commercial', 'Land': 'Land/Lot' };
  return checkboxes(['SFR', '2–4 Family', 'Condo', 'PUD/Townhome', '5+ Multifamily', 'Mixed-Use', 'Commercial', 'Land/Lot'], map[facts.property.type]);
}

function purposeBoxes(facts: DealFacts): string {
  const map: Record<string, string> = { 'Purchase': 'Purchase', 'Refinance': 'Refinance', 'Cash Out Refinance': 'Cash-Out', 'Construction': 'Construction' };
  return checkboxes(['Purchase', 'Refinance', 'Cash-Out', 'Construction'], facts.loan.purpose ? map[facts.loan.purpose] : undefined);
}

const longApplication: Family = {
  id: 'other-lender-residential-investor-application',
  description: 'Another lender\'s two-page investor loan application: black section bars, captions under the lines, checkboxes',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const co = facts.coBorrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'loan_number'];
    if (loan.purpose) fields.push('loan_purpose');
    const a = property.address;
    const p1 = `<div style="display:flex;justify-content:space-between"><div style="font:bold 13pt 'DejaVu Sans'">${esc(facts.lender.name)}</div><div class="small right">Business Purpose Loan Application<br>Lender Loan No. ${loan.loanNumber}</div></div>
${sectionBar('I. TYPE OF LOAN AND TERMS')}
${under(money(loan.amount, 'cents'), 'Amount requested', '32%')}${under(pct(loan.rate, rng), 'Interest rate (quoted)', '22%')}${under(String(loan.termMonths), 'No. of months', '18%')}${under(rng.pick(['Interest only', 'I/O', 'Interest only – balloon']), 'Amortization', '26%')}
<div style="margin:6px 0;font-size:9pt">Purpose of loan: ${purposeBoxes(facts)}</div>
${sectionBar('II. PROPERTY INFORMATION')}
${under(esc(a.street + (a.unit ? ` ${a.unit}` : '')), 'Subject property street address', '56%')}${under(esc(a.city), 'City', '20%')}${under(a.state, 'State', '9%')}${under(a.zip, 'ZIP', '13%')}
<div style="margin:6px 0;font-size:9pt">Property type: ${propertyTypeBoxes(facts)}</div>
${under(String(property.units ?? 1), 'No. of units', '15%')}${under(String(property.yearBuilt ?? ''), 'Year built', '15%')}${under(money(property.value), 'Present/as-is value', '33%')}${under(property.purchasePrice ? money(property.purchasePrice) : 'N/A', 'Original or contract price', '33%')}
${sectionBar('III. BORROWER INFORMATION')}
${under(esc(upperLastFirst(borrower)), 'Borrower name (Last, First MI)', '60%')}${under(fmtDate(borrower.dob, 'us'), 'DOB (mm/dd/yyyy)', '38%')}
${under(esc(phone(borrower.phone, rng)), 'Home/cell phone', '35%')}${under(esc(borrower.email), 'E-mail', '63%')}
${under(String(borrower.creditScore), 'Estimated credit score', '30%')}${under(String(rng.int(0, 25)), 'Properties completed last 36 mo.', '35%')}${under(rng.pick(['U.S. citizen', 'Permanent resident']), 'Citizenship', '33%')}
${co ? `${under(esc(upperLastFirst(co)), 'Co-borrower name (Last, First MI)', '60%')}${under(fmtDate(co.dob, 'us'), 'Co-borrower DOB', '38%')}` : `${under('', 'Co-borrower name (Last, First MI)', '60%')}${under('', 'Co-borrower DOB', '38%')}`}`;
    if (co) fields.push('co_borrower_date_of_birth');
    let entityPart = `${under('', 'Entity name (if vesting in entity)', '60%')}${under('', 'EIN', '38%')}`;
    if (facts.entity) {
      const e = facts.entity;
      entityPart = `${under(esc(e.name), 'Entity name (if vesting in entity)', '60%')}${under(e.ein ? ein(e.ein) : '', 'EIN', '38%')}
<div style="margin:6px 0;font-size:9pt">Entity type: ${checkboxes(['LLC', 'Corporation', 'Partnership', 'Trust'], e.type)}</div>
${under(esc(e.stateOfFormation), 'State of formation', '40%')}${under(esc(e.signatoryTitle), 'Applicant\'s title / capacity', '58%')}`;
      fields.push('entity_name', 'ein', 'authorized_signatory_title', 'authorized_signatory_name');
    }
    const decl = ['Are there any outstanding judgments against you?', 'Have you been declared bankrupt within the past 7 years?', 'Are you a party to a lawsuit?', 'Will the property be owner-occupied?']
      .map((q) => `<tr><td style="padding:2px 4px">${q}</td><td>${checkboxes(['Yes', 'No'], 'No')}</td></tr>`).join('');
    const p2 = `${sectionBar('IV. VESTING')}${entityPart}
${sectionBar('V. DECLARATIONS')}<table style="width:100%;font-size:9pt">${decl}</table>
${sectionBar('VI. ACKNOWLEDGMENT')}
<p class="small">Each undersigned represents that the loan is for business purposes only and that the information provided is true and correct as of the date set forth opposite his or her signature.</p>
${under(`<span class="scrawl">${esc(fullName(borrower))}</span>`, 'Borrower signature', '60%')}${under(fmtDate(facts.documentDate, 'us'), 'Date', '38%')}
${sectionBar('TO BE COMPLETED BY LOAN ORIGINATOR')}
${under(esc(fullName(facts.broker.contact)), 'Originator name', '48%')}${under(esc(facts.broker.name), 'Originator company', '50%')}${under(esc(phone(facts.broker.contact.phone, rng)), 'Originator phone', '48%')}`;
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Application', pages: [p1, p2], font: 'sans', fontSize: '9pt', page: { margin: '0.5in 0.6in', pageNumbers: true, footerLeft: `Form BP-1003 (rev. ${rng.int(1, 12)}/${rng.int(19, 24)})` } }), truth: truth(facts, fields) };
  },
};

const intakeForm: Family = {
  id: 'lender-investor-intake-form-checkboxes',
  description: 'A one-page investor intake form with the entity\'s details, ticked boxes for structure and a deal summary strip',
  formats: ['pdf_text'],
  make(facts0, rng) {
    const facts = rng.chance(0.75) ? withEntity(facts0, rng) : facts0;
    const { loan, borrower, property } = facts;
    const e = facts.entity;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_term', 'property_type'];
    const row = (cells: [string, string][]) => `<tr>${cells.map(([l, v]) => `<td style="border:1px solid #555;padding:2px 5px;vertical-align:top"><span style="font-size:7pt;color:#555">${l}</span><br>${v}</td>`).join('')}</tr>`;
    const eRows = e ? `${row([['Legal entity name', esc(e.name)], ['Federal Tax ID', e.ein ? ein(e.ein) : 'applied for']])}${row([['Structure', checkboxes(['LLC', 'Corporation', 'Partnership', 'Trust'], e.type)], ['Formed in', esc(e.stateOfFormation)]])}${row([['Signer', esc(fullName(borrower))], ['Signer\'s title', esc(e.signatoryTitle)]])}` : row([['Legal entity name', 'n/a — individual'], ['Federal Tax ID', '']]);
    if (e) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    const a = property.address;
    const html = `<div style="border:2px solid #000;padding:6px 10px;display:flex;justify-content:space-between"><b style="font-size:13pt">${esc(facts.lender.name.toUpperCase())}</b><span>INVESTOR INTAKE</span></div>
<p class="small" style="margin:6px 0">Please complete every box. Incomplete forms delay your quote.</p>
<table style="width:100%;border-collapse:collapse;font-size:10pt">
${row([['Guarantor / primary contact', esc(fullName(borrower))], ['Mobile', esc(phone(borrower.phone, rng))]])}
${row([['Email', esc(borrower.email)], ['Experience (flips/rentals owned)', String(rng.int(0, 30))]])}
${eRows}
${row([['Property street', esc(a.street + (a.unit ? ` ${a.unit}` : ''))], ['City / State / Zip', esc(`${a.city} / ${a.state} / ${a.zip}`)]])}
${row([['Property type', esc(capitalise(propertyWords(facts, rng)))], ['Occupancy', checkboxes(['Vacant', 'Tenant occupied', 'Owner'], rng.pick(['Vacant', 'Tenant occupied']))]])}
${row([['Loan amount needed', money(loan.amount)], ['Term wanted', esc(termText(loan.termMonths, rng))]])}
${row([['Transaction', purposeBoxes(facts)], ['Purchase price (if buying)', property.purchasePrice ? money(property.purchasePrice) : '—']])}
</table>
<p class="small" style="margin-top:10px">Referred by: ${esc(facts.broker.name)} (${esc(fullName(facts.broker.contact))}) &nbsp; Date: ${fmtDate(facts.documentDate, 'us')}</p>
<p style="margin-top:20px">${e ? `${esc(e.name)}<br>` : ''}By: <span class="scrawl">${esc(fullName(borrower))}</span></p>`;
    if (loan.purpose) fields.push('loan_purpose');
    return { kind: 'html', documentType: 'Loan Application', html: documentHtml({ title: 'Intake', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: truth(facts, fields) };
  },
};

export const borrowerFamilies: Family[] = [financialStatement, longApplication, intakeForm];

