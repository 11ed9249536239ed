// A private lender's servicing desk writes to the borrower to extend and modify a loan nearing maturity: the
// original principal, term and note rate restated in prose, a new maturity and an extension fee (not origination
// points), the conditions, and a countersignature block. The servicer's staff are no borrower.
import { accent, documentHtml, esc, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { addMonths, cents, day, entityClause, exact, months, named, officeLine, oneLine, phone, unbroken, usd } from './fmt';

export const modificationLetter: Family = {
  id: 'ue-modification-letter',
  description: "Lender servicing desk's maturity-extension and loan-modification letter in prose, with borrower countersignature.",
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const fields: TruthField[] = ['loan_number', 'loan_amount', 'property_address', 'borrower_first_name', 'borrower_last_name'];
    if (entity) fields.push('entity_name');
    // The letter is written near the original maturity; the original closing date is history, not an estimate.
    const maturity = addMonths(loan.closingDate, loan.termMonths);
    const letterDate = addMonths(maturity, -1);
    const extension = rng.pick([3, 6, 6, 12]);
    const newMaturity = addMonths(maturity, extension);
    const feePct = rng.pick([0.5, 1, 1, 1.5]);
    const balance = Math.round(loan.amount * (0.85 + rng.next() * 0.15) / 100) * 100;
    const servicer = lender.contact;
    const salutation = rng.pick([`Dear ${borrower.first}:`, `Dear ${named(borrower)}:`, `${named(borrower)}:`]);
    const addressee = entity
      ? `${esc(entity.name)}<br>Attn: ${esc(named(borrower))}${rng.chance(0.5) ? `, ${esc(entity.signatoryTitle)}` : ''}`
      : esc(named(borrower, rng.pick(['plain', 'middle'] as const)));
    // The countersignature "By: <principal>" names the signer; the title only when the address line gives it.
    if (entity) fields.push('authorized_signatory_name');
    if (entity && addressee.includes(`, ${esc(entity.signatoryTitle)}`)) fields.push('authorized_signatory_title');

    const paras: string[] = [];
    paras.push(`${rng.pick(['We are writing regarding', 'This letter concerns', 'Reference is made to'])} the loan made by ${esc(lender.name)} ("Lender") to ${entity ? `${esc(entity.name)}, ${esc(entityClause(facts))}` : esc(named(borrower))} ("Borrower") in the original principal amount of ${usd(loan.amount, rng, false)}, secured by ${esc(oneLine(property.address, rng))}. The loan has a current unpaid principal balance of ${cents(balance)} and matures on ${day(maturity, 'long')}.`);
    const rateLine = `The note rate of ${exact(loan.rate, rng)}% per annum`;
    const termLine = rng.chance(0.6) ? ` The original term of the loan was ${months(loan.termMonths, rng)}.` : '';
    if (termLine) fields.push('loan_term');
    if (rng.chance(0.8)) fields.push('interest_rate');
    const keepsRate = fields.includes('interest_rate');
    paras.push(`Borrower has asked to extend the maturity date. Lender has agreed to extend the maturity by ${extension} months, to ${day(newMaturity, rng.pick(['long', 'us'] as const))}, on the following terms:${termLine}`);
    const terms = [
      `An extension fee of ${exact(feePct, rng)}% of the outstanding principal balance (${cents(Math.round(balance * feePct) / 100)}) is due and payable on or before the current maturity date.`,
      keepsRate ? `${rateLine} is unchanged; monthly interest-only payments continue as before.` : 'Monthly interest-only payments continue at the existing note rate.',
      'All real estate taxes and insurance premiums must be current, and Borrower must provide an updated evidence of insurance naming Lender as mortgagee.',
      rng.pick(['A satisfactory drive-by valuation at Borrower\'s expense.', 'No default shall exist under the loan documents.', 'Borrower reaffirms the loan documents by countersigning below.']),
    ];
    if (rng.chance(0.45)) {
      terms.push(loan.prepayment.penalty ? `The prepayment terms of the note (${unbroken(esc(loan.prepayment.terms ?? ''))}) continue to apply.` : 'The loan may continue to be prepaid at any time without penalty.');
      fields.push('prepayment_penalty', 'prepayment_terms');
    }
    const contact = rng.chance(0.4);
    if (contact) fields.push('borrower_email');

    const html = documentHtml({
      title: 'Extension letter',
      font: 'serif',
      fontSize: '10pt',
      page: { footerLeft: `${esc(lender.name)} &middot; Loan Servicing` },
      pages: [`${letterhead({ name: lender.name, color: accent(rng), lines: [esc(officeLine(lender.address)), `Servicing ${phone(servicer.phone, rng)}`] })}
<p>${day(letterDate, rng.pick(['long', 'abbr'] as const))}</p>
<p>${rng.pick(['VIA EMAIL AND FIRST-CLASS MAIL', 'Sent by e-mail', 'VIA OVERNIGHT DELIVERY'])}${contact ? `<br>${esc(borrower.email)}` : ''}</p>
<p>${addressee}</p>
<p class="b">Re: Loan No. ${loan.loanNumber} &mdash; ${rng.pick(['Maturity Extension and Modification', 'Extension of Maturity Date', 'Loan Modification'])}</p>
<p>${esc(salutation)}</p>
${paras.map((p) => `<p>${p}</p>`).join('\n')}
<ol>${terms.map((t) => `<li style="margin-bottom:4px">${t}</li>`).join('')}</ol>
<p>Except as set out above, all terms of the note, the security instrument and the other loan documents remain in full force. Please countersign and return this letter by ${day(addMonths(letterDate, 0).slice(0, 8) + '28', 'long')}.</p>
<p>Sincerely,<br><span class="scrawl">${esc(servicer.first)} ${esc(servicer.last)}</span><br>${esc(named(servicer))}, ${rng.pick(['Asset Manager', 'Servicing Manager', 'Director of Loan Servicing'])}</p>
<div style="margin-top:14px">AGREED AND ACCEPTED:<br>${entity ? `${esc(entity.name)}<br>` : ''}<div class="sig">${entity ? `By: ${esc(named(borrower))}` : esc(named(borrower))}</div></div>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };
  },
};
