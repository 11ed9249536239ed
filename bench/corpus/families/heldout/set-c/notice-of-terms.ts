// A hard-money lender's "Notice of Loan Terms": numbered clauses under all-caps headings, a small fee table, and a
// borrower acceptance block signed by the entity's managing member.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { dateText, einText, exitWords, loanTypeWords, money, oneLine, pct, propertyTypeWords, purposeWords, termText } from './fmt';

export const noticeOfTerms: Family = {
  id: 'hc-notice-of-terms',
  description: 'Hard-money lender Notice of Loan Terms with numbered all-caps clauses, a fee table and a member signature block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, title } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'loan_number', 'prepayment_penalty', 'prepayment_terms'];
    const ds = rng.pick(['long', 'us'] as const);
    const principal = `${borrower.first} ${borrower.last}`;
    const clauses: [string, string][] = [];
    if (entity) {
      fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      let line = `${esc(entity.name)} (the "Borrower")`;
      if (entity.ein && rng.chance(0.5)) { line += `, EIN ${einText(entity.ein)}`; fields.push('ein'); }
      clauses.push(['BORROWER', `${line}. ${esc(principal)} shall execute a full recourse personal guaranty of the Loan (the "Guarantor").`]);
    } else {
      clauses.push(['BORROWER', `${esc(principal)}, individually (the "Borrower").`]);
    }
    clauses.push(['LENDER', `${esc(lender.name)}, its successors and/or assigns (the "Lender").`]);
    clauses.push(['COLLATERAL', `A first-priority ${rng.pick(['mortgage', 'deed of trust', 'security instrument'])} on the ${esc(propertyTypeWords(facts, rng).toLowerCase())} located at ${esc(oneLine(property.address, rng))} (the "Property").`]);
    let program = `${esc(loanTypeWords(loan.type, rng))}`;
    if (loan.purpose && rng.chance(0.5)) { program += `; purpose of the Loan: ${esc(purposeWords(loan.purpose, rng).toLowerCase())}`; fields.push('loan_purpose'); }
    clauses.push(['LOAN PROGRAM', `${program}.`]);
    clauses.push(['PRINCIPAL AMOUNT', `${money(loan.amount, rng.pick(['whole', 'cents'] as const))}${property.arv && rng.chance(0.5) ? `, inclusive of a rehabilitation holdback to be disbursed in draws, not to exceed 70% of the after-repair value of ${money(property.arv)}` : ''}.`]);
    clauses.push(['INTEREST RATE', `${pct(loan.rate, rng)} per annum, fixed, calculated on a 360-day year, payable monthly in arrears, interest only. Default rate: ${Math.min(24, Math.round(loan.rate + 8))}%.`]);
    clauses.push(['TERM', `${esc(termText(loan.termMonths, rng))} from the date of funding, at which time all unpaid principal and accrued interest shall be due in full.`]);
    if (rng.chance(0.7)) {
      const label = rng.pick(['As-is valuation', 'Lender\'s as-is value', 'Appraised value (as-is)']);
      clauses.push(['VALUATION', `${label}: ${money(property.value)}. The Loan shall not exceed ${Math.round((loan.amount / property.value) * 100)}% of such value.${property.purchasePrice ? ` Contract purchase price: ${money(property.purchasePrice)}.` : ''}`]);
      fields.push('property_value');
    }
    clauses.push(['PREPAYMENT', loan.prepayment.penalty
      ? `Prepayment is permitted subject to a prepayment premium of ${`<span style="white-space:nowrap">${esc(loan.prepayment.terms ?? '')}</span>`}.`
      : 'The Loan may be prepaid in whole or in part at any time without premium or penalty.']);
    if (loan.exit && rng.chance(0.7)) { clauses.push(['EXIT', `Borrower's stated repayment source: ${esc(exitWords(loan.exit, rng).toLowerCase())}.`]); fields.push('exit_strategy'); }
    if (rng.chance(0.85)) { clauses.push(['CLOSING', `Anticipated on or about ${dateText(loan.closingDate, ds)} through ${esc(title.name)}. This notice expires if the Loan has not funded within 30 days thereafter.`]); fields.push('estimated_closing_date'); }

    const fees: [string, string][] = [];
    if (loan.originationPoints !== undefined) { fees.push(['Origination fee (Lender)', `${loan.originationPoints.toFixed(2)}% of principal`]); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { fees.push(['Discount points', `${loan.discountPoints}%`]); fields.push('discount_points'); }
    if (loan.brokerPoints !== undefined) { fees.push(['Broker fee (paid to ' + esc(facts.broker.name) + ')', `${loan.brokerPoints}%`]); fields.push('broker_points'); }
    if (loan.docFee !== undefined) { fees.push(['Loan document preparation', money(loan.docFee, 'cents')]); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push(['Processing', money(loan.processingFee, 'cents')]); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { fees.push(['Administration', money(loan.adminFee, 'cents')]); fields.push('admin_fee'); }
    fees.push(['Appraisal / valuation (third party, est.)', money(rng.pick([450, 550, 650, 750]), 'cents')]);
    fees.push(['Title, escrow & recording (third party)', 'Per settlement statement']);
    const feeTable = `<table class="fees"><tr><th>Fee</th><th>Amount</th></tr>${fees.map(([k, v]) => `<tr><td>${k}</td><td class="right">${v}</td></tr>`).join('')}</table>`;
    clauses.splice(clauses.length - 1, 0, ['FEES', `The following fees are earned upon funding and shall be deducted from Loan proceeds:${feeTable}`]);
    clauses.push(['CONDITIONS', 'This notice is not a commitment. Funding is subject to Lender\'s review of title, insurance, entity documents, background and credit checks of the Guarantor, and such other items as Lender may require in its sole discretion.']);

    const items = clauses.map(([h, t], i) => `<div class="cl"><span class="n">${i + 1}.</span> <span class="h">${h}.</span> ${t}</div>`);
    const sign = entity
      ? `<div class="b">BORROWER:</div><div>${esc(entity.name)}</div><div class="sig">By: ${esc(principal)}, ${esc(entity.signatoryTitle)}</div><div style="margin-top:6px">Date: ____________</div>`
      : `<div class="b">BORROWER:</div><div class="sig">${esc(principal)}</div><div style="margin-top:6px">Date: ____________</div>`;
    const split = Math.ceil(items.length * 0.6);
    const html = documentHtml({
      title: 'Notice of Loan Terms',
      font: 'serif',
      fontSize: '9.5pt',
      css: `.cl { margin-bottom: 7px; text-align: justify } .cl .n { font-weight: bold } .cl .h { font-weight: bold; text-decoration: underline }
        .fees { margin: 5px 0 2px 24px; width: 78% } .fees td, .fees th { border: 1px solid #555; padding: 2px 6px; font-size: 8.5pt } .fees th { background: #eee; text-align: left }`,
      page: { pageNumbers: true, footerLeft: `Loan No. ${loan.loanNumber}`, margin: '0.7in 0.85in 0.9in 0.85in' },
      pages: [
        `<div class="center" style="font:bold 13pt 'DejaVu Sans'">${esc(lender.name.toUpperCase())}</div>
<div class="center small">${esc(`${lender.address.street}${lender.address.unit ? ` ${lender.address.unit}` : ''}, ${lender.address.city}, ${lender.address.state} ${lender.address.zip}`)} &middot; ${esc(lender.contact.email)}</div>
<div class="center" style="font:bold 14pt 'DejaVu Serif';margin:16px 0 4px;letter-spacing:1px">NOTICE OF LOAN TERMS</div>
<div class="center" style="margin-bottom:12px">Loan No. ${loan.loanNumber} &nbsp;&middot;&nbsp; ${dateText(facts.documentDate, ds)}</div>
${items.slice(0, split).join('\n')}`,
        `${items.slice(split).join('\n')}
<p style="margin-top:14px">The undersigned acknowledges receipt of this Notice and accepts the terms set out above.</p>
<div style="display:flex;gap:50px;margin-top:8px"><div>${sign}</div>
<div><div class="b">LENDER:</div><div>${esc(lender.name)}</div><div class="sig">By: ${esc(lender.contact.first)} ${esc(lender.contact.last)}, Authorized Signatory</div></div></div>`,
      ],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};
