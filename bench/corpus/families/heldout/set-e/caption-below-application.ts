// A small lender's residential-investor loan application in the old 1003 manner, but printed with the typed
// answer on the rule and the caption in small type underneath it (label after value), checkbox rows for the
// mortgage applied for and the purpose, borrower and co-borrower columns, and the title-vesting line.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, LoanPurpose, TruthField } from '../../../types';
import { day, exact, named, phone, streetOf, usd } from './fmt';

const PURPOSES: readonly [LoanPurpose, string][] = [['Purchase', 'Purchase'], ['Refinance', 'Refinance'], ['Cash Out Refinance', 'Cash-Out Refi'], ['Construction', 'Construction']];

export const captionBelowApplication: Family = {
  id: 'ue-caption-below-application',
  description: "Lender's investor loan application: typed answer on the rule, caption underneath, checkbox rows, two applicant columns.",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, coBorrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'loan_amount', 'property_address', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email'];
    const ans = (value: string, caption: string, width = 'auto') => `<td style="width:${width}"><div class="an">${value || '&nbsp;'}</div><div class="cp">${caption}</div></td>`;
    const row = (...cells: string[]) => `<table class="rw"><tr>${cells.join('')}</tr></table>`;
    const box = (on: boolean, label: string) => `<span class="cb">${on ? '&#9746;' : '&#9744;'} ${label}</span>`;
    const dobStyle = rng.pick(['us', 'usShort'] as const);

    const sec1: string[] = [];
    sec1.push(`<div class="cbrow">Mortgage applied for: ${box(true, 'Business Purpose / Investor')} ${box(false, 'Conventional')} ${box(false, 'FHA')} ${box(false, 'VA')}</div>`);
    const rateShown = rng.chance(0.6);
    const termShown = rng.chance(0.7);
    if (rateShown) fields.push('interest_rate');
    if (termShown) fields.push('loan_term');
    sec1.push(row(ans(usd(loan.amount, rng, false), 'Amount', '30%'), ans(rateShown ? `${exact(loan.rate, rng)} %` : '', 'Interest Rate', '20%'), ans(termShown ? String(loan.termMonths) : '', 'No. of Months', '20%'), ans(rng.pick(['Interest Only', 'Fixed Rate - IO', 'Balloon']), 'Amortization Type')));
    sec1.push(row(ans(rng.chance(0.7) ? loan.loanNumber : '', 'Lender Case Number', '35%'), ans(lender.name, 'Lender')));
    if (sec1.join('').includes(loan.loanNumber)) fields.push('loan_number');

    const sec2: string[] = [];
    sec2.push(row(ans(esc(streetOf(a, rng.chance(0.5))), 'Subject Property Address (street)', '45%'), ans(esc(a.city), 'City'), ans(a.state, 'State', '8%'), ans(a.zip, 'ZIP', '12%'), ans(String(property.units ?? 1), 'No. of Units', '10%')));
    const purpose = loan.purpose;
    if (purpose) fields.push('loan_purpose');
    sec2.push(`<div class="cbrow">Purpose of Loan: ${PURPOSES.map(([p, label]) => box(p === purpose, label)).join(' ')} ${box(false, 'Other')}</div>`);
    sec2.push(`<div class="cbrow">Property will be: ${box(false, 'Primary Residence')} ${box(false, 'Secondary Residence')} ${box(true, 'Investment')}</div>`);
    const showValue = rng.chance(0.6);
    if (showValue) fields.push('property_value');
    sec2.push(row(ans(property.yearBuilt ? String(property.yearBuilt) : '', 'Year Built', '18%'), ans(property.purchasePrice ? usd(property.purchasePrice, rng, false) : '', 'Original Cost / Purchase Price', '28%'), ans(showValue ? usd(property.value, rng, false) : '', 'Present Value of Lot/Property (a)', '28%'), ans(property.arv ? usd(property.arv, rng, false) : '', 'Cost of Improvements / ARV (b)')));
    const vesting = entity ? entity.name : named(borrower);
    if (entity) fields.push('entity_name');
    sec2.push(row(ans(esc(vesting), 'Title will be held in what Name(s)', '60%'), ans(entity ? rng.pick(['Entity', 'LLC / Corp']) : 'Individual', 'Manner in which Title will be held')));

    const col = (p: typeof borrower | undefined, who: string) => p
      ? [
          ans(esc(rng.chance(0.3) ? named(p, 'middle').toUpperCase() : named(p, 'middle')), `${who}'s Name (include Jr. or Sr. if applicable)`),
          ans(`XXX-XX-${rng.int(1000, 9999)}`, 'Social Security Number'),
          ans(day(p.dob, dobStyle), 'DOB (mm/dd/yyyy)'),
          ans(phone(p.phone, rng), 'Home Phone (incl. area code)'),
          ans(esc(p.email), 'E-mail'),
        ]
      : Array.from({ length: 5 }, (_, i) => ans('', ['Co-Borrower\'s Name', 'Social Security Number', 'DOB (mm/dd/yyyy)', 'Home Phone', 'E-mail'][i] as string));
    const bcol = col(borrower, 'Borrower');
    const ccol = col(coBorrower, 'Co-Borrower');
    if (coBorrower) fields.push('co_borrower_date_of_birth');
    const people = bcol.map((b, i) => `<tr>${b}${ccol[i]}</tr>`).join('');
    const showScore = rng.chance(0.4);
    if (showScore) fields.push('credit_score');

    const html = documentHtml({
      title: 'Loan Application',
      font: 'sans',
      fontSize: '8.5pt',
      css: `.rw { width:100%; border-collapse:collapse; margin:2px 0 } .rw td { padding:4px 6px 1px 0; vertical-align:bottom }
        .an { border-bottom:1px solid #000; font-family:'DejaVu Sans Mono',monospace; font-size:9.5pt; min-height:14px; padding:0 2px }
        .cp { font-size:6.3pt; color:#333; padding-top:1px } .cbrow { margin:5px 0 } .cb { margin-right:12px; white-space:nowrap }
        .sh { background:#d9d9d9; border:1px solid #000; font-weight:bold; padding:2px 6px; margin-top:8px; font-size:8pt } .pp td { width:50% }`,
      page: { margin: '0.45in 0.55in 0.65in 0.55in', footerLeft: `${esc(lender.name)} &middot; Investor Application (rev. ${rng.int(1, 12)}/${rng.int(18, 24)})`, pageNumbers: true },
      pages: [`<div style="display:flex;justify-content:space-between;align-items:flex-end"><div class="b" style="font-size:12.5pt">UNIFORM INVESTOR LOAN APPLICATION</div><div class="small">${esc(lender.name)}</div></div>
<div class="small" style="margin:3px 0 4px">This application is designed to be completed by the applicant(s) with the lender's assistance. Business-purpose loans only; not for owner-occupied consumer purposes.</div>
<div class="sh">I. TYPE OF MORTGAGE AND TERMS OF LOAN</div>${sec1.join('')}
<div class="sh">II. PROPERTY INFORMATION AND PURPOSE OF LOAN</div>${sec2.join('')}
<div class="sh">III. BORROWER INFORMATION &nbsp; &nbsp; (Borrower | Co-Borrower)</div><table class="rw pp">${people}</table>
${showScore ? row(ans(String(borrower.creditScore), 'Borrower Representative Credit Score (if known)', '40%'), ans(day(facts.documentDate, 'us'), 'Date of Application')) : row(ans(day(facts.documentDate, 'us'), 'Date of Application', '40%'), ans('', 'Interviewer'))}
<div class="sh">IX. ACKNOWLEDGEMENT AND AGREEMENT</div>
<div class="small">Each of the undersigned represents that the information in this application is true and correct as of the date set forth opposite my signature and that the loan requested will be used for business purposes only.</div>
${row(ans(`<span class="scrawl" style="font-size:12pt">${esc(named(borrower))}</span>`, "Borrower's Signature", '50%'), ans(day(facts.documentDate, 'us'), 'Date'))}`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(facts, fields) };
  },
};
