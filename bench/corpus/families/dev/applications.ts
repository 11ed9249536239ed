// Loan applications: a lender's business-purpose application (labels above values in ruled boxes, checkbox rows,
// roman-numbered sections) and a one-page investor questionnaire (value written over an underline, caption below).
import type { DealFacts, EntityType, Family, LoanPurpose, LoanType, PropertyType, Rng } from '../../types';
import { accent, checkboxes, documentHtml, esc } from '../../style';
import {
  date, ein, emailAsTyped, exitWords, fullName, loanTypeWords, money, pickDate, pickMoney, pickPhone, propertyTypeWords,
  streetLine, upper,
} from './format';
import { borrowerHome, item, present, truthOfItems, when, type Item } from './common';

const LOAN_TYPE_BOXES: readonly [LoanType, string][] = [
  ['Purchase', 'Purchase'], ['Refinance', 'Rate/Term Refi'], ['Cash Out Refi', 'Cash-Out Refi'], ['Second Mortgage', '2nd Mortgage'],
  ['Bridge Loan', 'Bridge'], ['Fix & Flip', 'Fix & Flip'], ['Construction', 'Ground-Up Construction'], ['Commercial', 'Commercial'], ['Land', 'Land'],
];
const PURPOSE_BOXES: readonly [LoanPurpose, string][] = [
  ['Purchase', 'Purchase'], ['Refinance', 'Refinance'], ['Cash Out Refinance', 'Cash-Out Refinance'], ['Construction', 'Construction'],
];
const PROPERTY_BOXES: readonly [PropertyType, string][] = [
  ['Single Family', 'SFR'], ['2-4 Unit', '2-4 Units'], ['Condo', 'Condo'], ['Townhouse', 'Townhome'], ['Multifamily (5+)', 'Multifamily 5+'],
  ['Mixed Use', 'Mixed-Use'], ['Retail', 'Retail'], ['Office', 'Office'], ['Industrial', 'Industrial'], ['Land', 'Land'],
];
const ENTITY_BOXES: readonly [EntityType, string][] = [['LLC', 'LLC'], ['Corporation', 'Corporation'], ['Partnership', 'Partnership (LP/LLP)'], ['Trust', 'Trust']];

function ticked<T>(options: readonly [T, string][], selected: T | undefined): string {
  return checkboxes(options.map(([, label]) => label), options.find(([v]) => v === selected)?.[1]);
}

function ssnMasked(rng: Rng): string {
  return `XXX-XX-${String(rng.int(1000, 9999))}`;
}

// ---------------------------------------------------------------------------------------------------------------

export const businessPurposeApplication: Family = {
  id: 'business-purpose-application-boxes',
  description: 'Lender business-purpose loan application: labels above values in ruled boxes, ☐/☒ rows, "Section II — Loan Request"',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, coBorrower, entity, property, loan, lender, broker } = facts;
    const caps = rng.chance(0.35);
    const v = (text: string) => (caps ? upper(text) : text);
    const home = borrowerHome(rng, facts);
    const box = (label: string, value: string, width: string) => `<div class="bx" style="flex:${width}"><div class="lb">${label}</div><div class="vl">${value || '&nbsp;'}</div></div>`;
    const row = (...boxes: string[]) => `<div class="rw">${boxes.join('')}</div>`;
    const sec = (title: string) => `<div class="sc">${title}</div>`;
    const showScore = rng.chance(0.8);
    const showClosing = rng.chance(0.7);
    const showLoanNo = rng.chance(0.5);

    const stated: Item[] = present([
      item('', '', 'borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email'),
      when(showScore, () => item('', '', 'credit_score')),
      when(coBorrower, () => item('', '', 'co_borrower_date_of_birth')),
      item('', '', 'loan_amount', 'loan_term', 'loan_type', 'loan_purpose', 'property_address', 'property_type', 'property_value', 'exit_strategy'),
      when(showClosing, () => item('', '', 'estimated_closing_date')),
      when(showLoanNo, () => item('', '', 'loan_number')),
      when(entity, () => item('', '', 'entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title')),
    ]);

    const a = property.address;
    const page1 = `
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #000;padding-bottom:4px">
<div><div style="font-size:15pt;font-weight:bold">${rng.pick(['Business Purpose Loan Application', 'Commercial / Investor Loan Application', 'BUSINESS PURPOSE LOAN APPLICATION'])}</div>
<div class="small">${esc(lender.name)} · ${esc(lender.address.city)}, ${lender.address.state} · ${pickPhone(rng, lender.contact.phone)}</div></div>
<div class="small right">Lender Loan No.<br><b style="font-size:10pt">${showLoanNo ? loan.loanNumber : '&nbsp;'}</b></div></div>
<p class="small" style="margin:4px 0">This application is for a loan to be used solely for business or investment purposes and not for personal, family or household purposes. Complete all sections; attach a separate sheet if needed.</p>
${sec('Section I — Borrower / Guarantor Information')}
${row(box('First Name', esc(v(borrower.first)), '3'), box('M.I.', esc(borrower.middle ? v(borrower.middle[0] as string) : ''), '0.6'), box('Last Name', esc(v(borrower.last)), '3'), box('Suffix', '', '0.8'))}
${row(box('Date of Birth (MM/DD/YYYY)', date(borrower.dob, 'us'), '2'), box('Social Security No.', ssnMasked(rng), '2'), box(rng.pick(['Est. FICO', 'Credit Score (mid)', 'Estimated Credit Score']), showScore ? String(borrower.creditScore) : '', '1.5'))}
${row(box('Cell Phone', pickPhone(rng, borrower.phone), '2'), box('Home / Work Phone', '', '2'), box('Email Address', esc(emailAsTyped(rng, borrower.email)), '3.5'))}
${row(box('Current Residence (Street, City, State, ZIP)', esc(v(`${streetLine(home)}, ${home.city}, ${home.state} ${home.zip}`)), '5'), box('Yrs. at Address', String(rng.int(1, 22)), '1'), box('Own / Rent', rng.pick(['Own', 'Rent']), '1'))}
${row(box('Co-Borrower Name', coBorrower ? esc(v(fullName(coBorrower, false))) : 'N/A', '3'), box('Co-Borrower DOB', coBorrower ? date(coBorrower.dob, 'us') : '', '2'), box('Co-Borrower Phone', coBorrower ? pickPhone(rng, coBorrower.phone) : '', '2'))}
${row(box('Real estate transactions completed (last 36 mo.)', String(rng.int(0, 25)), '3'), box('Properties currently owned', String(rng.int(0, 14)), '2'), box('Liquid assets (approx.)', money(Math.round(loan.amount * (0.2 + rng.next() * 0.6) / 1000) * 1000, 'dollars'), '2'))}
${sec('Section II — Loan Request')}
${row(box('Requested Loan Amount', pickMoney(rng, loan.amount, ['dollars', 'cents', 'bare']), '2'), box('Requested Term (months)', String(loan.termMonths), '1.5'), box('Target Closing Date', showClosing ? date(loan.closingDate, rng.pick(['us', 'usShort'])) : '', '1.6'))}
<div class="bx"><div class="lb">Loan Purpose</div><div class="vl">${ticked(PURPOSE_BOXES, loan.purpose)}</div></div>
<div class="bx"><div class="lb">Loan Program</div><div class="vl">${ticked(LOAN_TYPE_BOXES, loan.type)}</div></div>
<div class="bx"><div class="lb">Exit Strategy</div><div class="vl">${ticked([['Sale', 'Sale of property'], ['Refinance', 'Refinance'], [undefined, 'Hold / N/A']] as [string | undefined, string][], loan.exit ?? undefined)}</div></div>
${sec('Section III — Subject Property')}
${row(box('Street Address', esc(v(a.street)), '4'), box('Unit', esc(a.unit ? v(a.unit) : ''), '1'))}
${row(box('City', esc(v(a.city)), '3'), box('State', a.state, '1'), box('ZIP', a.zip, '1.2'), box('County', '', '2'))}
<div class="bx"><div class="lb">Property Type</div><div class="vl">${ticked(PROPERTY_BOXES, property.type)}</div></div>
${row(box('No. of Units', String(property.units ?? (property.type === 'Land' ? 0 : 1)), '1'), box('Year Built', String(property.yearBuilt ?? ''), '1'), box('Gross Sq. Ft.', property.squareFeet ? property.squareFeet.toLocaleString('en-US') : '', '1'), box('Occupancy', 'Non-owner occupied', '2'))}
${row(box('Purchase Price (if purchase)', property.purchasePrice ? money(property.purchasePrice, 'dollars') : 'N/A', '2'), box('Estimated As-Is Value', money(property.value, 'dollars'), '2'), box('Rehab / Construction Budget', property.arv ? money(Math.round((property.arv - property.value) * 0.5 / 1000) * 1000, 'dollars') : '', '2'), box('Estimated ARV', property.arv ? money(property.arv, 'dollars') : '', '2'))}`;
    const entityRows = entity
      ? `${row(box('Entity Name', esc(v(entity.name)), '4'), box('EIN', entity.ein ? ein(entity.ein) : 'Applied for', '1.5'))}
<div class="bx"><div class="lb">Entity Type</div><div class="vl">${ticked(ENTITY_BOXES, entity.type)}</div></div>
${row(box('State of Formation', esc(entity.stateOfFormation), '2'), box('Authorized Signer', esc(v(fullName(borrower, false))), '3'), box("Signer's Title", esc(entity.signatoryTitle), '2'))}`
      : `${row(box('Entity Name', 'N/A — individual borrower', '4'), box('EIN', '', '1.5'))}`;
    const questions = ['Are there any outstanding judgments against you?', 'Have you been declared bankrupt within the past 7 years?', 'Have you had property foreclosed upon or given title in lieu thereof in the last 7 years?', 'Are you a party to a lawsuit?', 'Are you a U.S. citizen or permanent resident alien?', 'Will the property be occupied by the borrower or a family member?'];
    const page2 = `${sec('Section IV — Borrowing Entity (complete if the borrower is not a natural person)')}
${entityRows}
${sec('Section V — Declarations')}
<table class="grid" style="font-size:8.5pt">${questions.map((q, i) => `<tr><td>${String.fromCharCode(97 + i)}. ${q}</td><td style="width:90px">${checkboxes(['Yes', 'No'], i === 4 ? 'Yes' : 'No')}</td></tr>`).join('')}</table>
${sec('Section VI — Acknowledgement and Agreement')}
<p class="small">Each undersigned represents to Lender that the information provided in this application is true and correct as of the date set forth opposite my signature and acknowledges that any intentional or negligent misrepresentation may result in civil liability and/or criminal penalties. The undersigned certifies that the loan applied for is a business-purpose loan secured by non-owner-occupied real property. Lender may obtain credit reports and verify any information in this application.</p>
<table style="width:100%;margin-top:6px"><tr><td style="width:55%"><div class="sig"><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div class="small">${entity ? `Signature of authorized signer for ${esc(entity.name)}` : 'Borrower signature'}</div></td>
<td><div class="sig">${date(facts.documentDate, 'us')}</div><div class="small">Date</div></td></tr></table>
${sec('For broker / originator use')}
${row(box('Broker Company', esc(broker.name), '3'), box('Loan Officer', esc(fullName(broker.contact, false)), '2.5'), box('NMLS #', String(rng.int(100000, 2400000)), '1.3'))}
${row(box('Broker Phone', pickPhone(rng, broker.contact.phone), '2'), box('Broker Email', esc(broker.contact.email), '3.5'))}`;
    const color = accent(rng);
    return {
      kind: 'html',
      documentType: 'Loan Application',
      html: documentHtml({
        title: 'Loan Application', pages: [page1, page2], font: rng.pick(['sans', 'condensed']), fontSize: '9pt',
        css: `.rw{display:flex;gap:0}.bx{border:1px solid #333;margin:-1px 0 0 -1px;padding:1px 4px 2px;min-height:30px}
.lb{font-size:6.3pt;text-transform:uppercase;color:#333;letter-spacing:.2px}.vl{font-size:9.5pt;font-family:${rng.pick(["'DejaVu Sans Mono', monospace", "'DejaVu Sans', sans-serif"])};color:${rng.pick(['#000', '#123a8c'])}}
.sc{background:${color};color:#fff;font-weight:bold;font-size:8.5pt;padding:2px 6px;margin:8px 0 0}`,
        page: { margin: '0.45in 0.5in 0.7in 0.5in', pageNumbers: true, footerLeft: `${esc(lender.name)} — Form BP-100 (rev. ${rng.int(1, 12)}/${rng.int(2019, 2024)})` },
      }),
      truth: truthOfItems(facts, stated),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

function underlineField(value: string, caption: string, flex = '1'): string {
  return `<div class="uf" style="flex:${flex}"><div class="uv">${value || '&nbsp;'}</div><div class="uc">${caption}</div></div>`;
}

export const investorApplicationUnderline: Family = {
  id: 'investor-application-underline',
  description: 'One-page investor questionnaire: each answer written over an underline with its caption below ("Applicant — given name")',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts: DealFacts, rng: Rng) {
    const { borrower, entity, property, loan, broker } = facts;
    const line = (...fields: string[]) => `<div class="ul">${fields.join('')}</div>`;
    const a = property.address;
    const askExit = loan.exit !== undefined && rng.chance(0.7);
    const askScore = rng.chance(0.7);
    const askDob = rng.chance(0.7);
    const stated = present([
      item('', '', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_type'),
      when(askScore, () => item('', '', 'credit_score')),
      when(askDob, () => item('', '', 'borrower_date_of_birth')),
      when(askExit, () => item('', '', 'exit_strategy')),
      item('', '', 'estimated_closing_date'),
      when(entity, () => item('', '', 'entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein')),
    ]);
    const html = `
<div style="display:flex;justify-content:space-between;align-items:center">
<div><div style="font-size:17pt;font-weight:bold;letter-spacing:.5px">${rng.pick(['Investor Loan Request', 'Real Estate Investor Application', 'Private Money Loan Request'])}</div>
<div class="small">Submitted through ${esc(broker.name)} · ${pickPhone(rng, broker.contact.phone)} · ${esc(broker.contact.email)}</div></div>
<div class="small right">Office use<br>File: ________</div></div>
<div class="h">About you</div>
${line(underlineField(esc(borrower.first), 'Applicant — given name', '2'), underlineField(esc(borrower.middle ?? ''), 'Middle', '1'), underlineField(esc(borrower.last), 'Applicant — family name', '2.4'))}
${line(underlineField(askDob ? date(borrower.dob, rng.pick(['us', 'long'])) : '', 'Birth date', '1.3'), underlineField(pickPhone(rng, borrower.phone), 'Mobile #', '1.4'), underlineField(esc(emailAsTyped(rng, borrower.email)), 'E-mail address', '2.5'))}
${line(underlineField(askScore ? String(borrower.creditScore) : '', 'Middle credit score (if known)', '1.5'), underlineField(String(rng.int(0, 30)), 'Flips / rentals completed', '1.2'), underlineField(rng.pick(['Self-employed', 'W-2', 'Full-time investor', 'Retired']), 'Occupation', '1.5'))}
<div class="h">Vesting</div>
${entity
    ? `${line(underlineField(esc(entity.name), 'Title will be held in (entity name)', '3'), underlineField(entity.ein ? ein(entity.ein) : '', 'Federal tax ID', '1.3'))}
${line(underlineField(esc(entity.type === 'Partnership' ? 'Limited partnership' : entity.type === 'Corporation' ? 'Corporation' : entity.type), 'Entity is a(n)', '1.5'), underlineField(esc(entity.stateOfFormation), 'Organized in', '1.5'), underlineField(esc(entity.signatoryTitle), 'Your title / capacity', '1.5'))}`
    : line(underlineField('Individual(s) — no entity', 'Title will be held in', '3'), underlineField('', 'Federal tax ID', '1.3'))}
<div class="h">The property</div>
${line(underlineField(esc(streetLine(a)), 'Subject property — street address', '3'), underlineField(`${esc(a.city)}, ${a.state} ${a.zip}`, 'City / State / ZIP', '2.2'))}
${line(underlineField(esc(propertyTypeWords(rng, property.type, property.units)), 'Kind of property', '1.6'), underlineField(money(property.value, rng.pick(['dollars', 'bare'])), 'What is it worth today?', '1.4'), underlineField(property.purchasePrice ? money(property.purchasePrice, 'dollars') : 'n/a', 'Price (if buying)', '1.2'), underlineField(property.arv ? money(property.arv, 'dollars') : '', 'Value after repairs', '1.2'))}
<div class="h">The loan</div>
${line(underlineField(pickMoney(rng, loan.amount, ['dollars', 'bare', 'k']), 'How much do you want to borrow?', '1.6'), underlineField(`${loan.termMonths} months`, 'For how long?', '1'), underlineField(esc(loanTypeWords(rng, loan.type)), 'Program requested', '1.6'))}
${line(underlineField(askExit ? esc(exitWords(rng, loan.exit ?? 'Sale')) : '', 'Exit plan', '2'), underlineField(pickDate(rng, loan.closingDate, ['us', 'usShort', 'long']), 'Need to close by', '1.3'))}
<p class="small" style="margin-top:14px">I certify that the loan requested is for business purposes only and that the information above is true and complete. I authorize the lender and its agents to verify it and to obtain a consumer credit report.</p>
${line(underlineField(`<span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span>`, entity ? `Signature, for ${esc(entity.name)}` : 'Signature', '2.2'), underlineField(esc(fullName(borrower, false)), 'Printed name', '2'), underlineField(date(facts.documentDate, 'us'), 'Date', '1'))}`;
    const filled = rng.pick(["'DejaVu Sans Mono', monospace", "'DejaVu Serif', serif; font-style: italic", "'DejaVu Sans', sans-serif"]);
    return {
      kind: 'html',
      documentType: 'Loan Application',
      html: documentHtml({
        title: 'Investor Application', pages: [html], font: 'sans', fontSize: '9.5pt',
        css: `.ul{display:flex;gap:18px;margin:9px 0 0}.uv{border-bottom:1px solid #000;min-height:19px;padding:0 2px 1px;font-size:10.5pt;font-family:${filled};color:#1a2b6d}
.uc{font-size:7pt;color:#333;padding-top:1px}.h{font-weight:bold;font-size:10.5pt;margin:14px 0 0;border-bottom:2px solid #888}`,
        page: { margin: '0.6in 0.7in 0.7in 0.7in' },
      }),
      truth: truthOfItems(facts, stated),
    };
  },
};
