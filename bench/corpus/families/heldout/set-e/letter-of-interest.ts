// A private lender's letter of interest written entirely in prose paragraphs, addressed to the borrower in care of
// the broker: the amount, the rate, the term and every fee are in sentences ("an origination fee equal to two
// percent (2%) of the loan amount"), the as-is value is the basis of the offer, and an acceptance block closes it.
import { accent, documentHtml, esc, flow, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { cents, day, deadline, entityClause, exact, months, named, officeLine, oneLine, phone, propertyWords, unbroken, usd, word } from './fmt';

function pointsWords(points: number, rng: { chance(p: number): boolean; pick<T>(x: readonly T[]): T }): string {
  const w = Number.isInteger(points) ? word(points) : undefined;
  return w && rng.chance(0.6) ? `${w} percent (${points}%)` : `${points}%`;
}

export const letterOfInterest: Family = {
  id: 'ue-letter-of-interest',
  description: "Private lender's letter of interest in prose to the borrower c/o the broker, fees in sentences, acceptance block.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'loan_amount', 'interest_rate', 'loan_term', 'property_address'];
    if (entity) fields.push('entity_name');
    const c = lender.contact;
    const bc = broker.contact;
    const to = entity ? `${esc(named(borrower))}<br>${esc(entity.name)}` : esc(named(borrower, rng.pick(['plain', 'middle'] as const)));
    const kind = rng.pick(['first-lien', 'first mortgage', 'senior secured']);
    const what: Record<string, string> = {
      'Fix & Flip': 'fix-and-flip', 'Bridge Loan': 'bridge', Purchase: 'purchase', 'Cash Out Refi': 'cash-out refinance', Refinance: 'rate-and-term refinance',
      Construction: 'ground-up construction', Commercial: 'commercial', 'Second Mortgage': 'second-lien', Land: 'land',
    };
    const typeWord = what[loan.type] as string;
    fields.push('loan_type');
    const p: string[] = [];
    p.push(`${rng.pick(['Thank you for the opportunity to review this request.', `Thank you for considering ${esc(lender.name)}.`, 'We appreciate the introduction to this transaction.'])} ${esc(lender.name)} ("Lender") is pleased to express its interest in providing a ${kind} ${typeWord} loan of up to ${usd(loan.amount, rng, false)} to ${entity ? `${esc(entity.name)}, ${esc(entityClause(facts))}` : esc(named(borrower))}${entity ? `, with ${esc(named(borrower))} as guarantor` : ''}, secured by ${rng.chance(0.5) ? `the ${esc(propertyWords(facts, rng).toLowerCase())} at` : ''} ${esc(oneLine(property.address, rng))}.`);
    if (p[0]?.includes(' at ')) fields.push('property_type');
    const valueBasis = rng.chance(0.7);
    if (valueBasis) fields.push('property_value');
    p.push(`The loan will bear interest at a fixed rate of ${exact(loan.rate, rng)}% per annum, ${rng.pick(['payable monthly, interest only', 'with interest-only payments due on the first of each month'])}, and will mature ${months(loan.termMonths, rng)} after closing. ${valueBasis ? `Our offer assumes an as-is value of ${usd(property.value, rng)}, to be confirmed by an appraisal ordered by Lender${property.arv ? `, and an after-repair value of approximately ${usd(property.arv, rng)}` : ''}.` : ''}${property.purchasePrice && rng.chance(0.6) ? ` We understand the contract price is ${usd(property.purchasePrice, rng, false)}.` : ''}`);
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { fees.push(`an origination fee equal to ${pointsWords(loan.originationPoints, rng)} of the loan amount, earned at closing`); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined && rng.chance(0.7)) { fees.push(`${exact(loan.discountPoints, rng)} discount point${loan.discountPoints === 1 ? '' : 's'} to buy the rate down`); fields.push('discount_points'); }
    if (loan.docFee !== undefined) { fees.push(`a documentation fee of ${cents(loan.docFee)}`); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push(`a processing fee of ${cents(loan.processingFee)}`); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined && rng.chance(0.7)) { fees.push(`an administrative fee of ${cents(loan.adminFee)}`); fields.push('admin_fee'); }
    if (fees.length) p.push(`At closing, Borrower will pay ${fees.length > 1 ? `${fees.slice(0, -1).join(', ')} and ${fees[fees.length - 1]}` : fees[0]}, together with all third-party costs such as appraisal, title insurance, escrow and recording.`);
    if (loan.brokerPoints !== undefined && rng.chance(0.75)) {
      p.push(`${esc(broker.name)}, as Borrower's mortgage broker, will be paid ${pointsWords(loan.brokerPoints, rng)} of the loan amount from Borrower's funds at closing; Lender pays no compensation to the broker.`);
      fields.push('broker_points');
    }
    if (rng.chance(0.7)) {
      p.push(loan.prepayment.penalty ? `The loan may be prepaid in whole or in part, subject to a prepayment premium of ${unbroken(esc(loan.prepayment.terms ?? ''))}.` : 'The loan may be prepaid at any time without premium or penalty.');
      fields.push('prepayment_penalty', 'prepayment_terms');
    }
    if (loan.exit && rng.chance(0.7)) {
      p.push(loan.exit === 'Sale' ? 'We understand that Borrower intends to repay the loan from the sale of the property.' : 'We understand that Borrower intends to repay the loan by refinancing with a long-term lender once the property is stabilized.');
      fields.push('exit_strategy');
    }
    if (rng.chance(0.75)) { p.push(`We anticipate closing on or before ${day(loan.closingDate, rng.pick(['long', 'ordinal'] as const)).replace(/^(\d)/, 'the $1')}, provided we receive a complete file within ${rng.int(5, 10)} business days.`); fields.push('estimated_closing_date'); }
    p.push(`This letter is an expression of interest only and not a commitment to lend. Any commitment is subject to satisfactory appraisal, title, entity and background review, and approval by Lender's credit committee. This letter expires on ${day(deadline(facts.documentDate, rng.int(10, 21), loan.closingDate), 'long')}.`);
    const fileRef = rng.chance(0.5);
    if (fileRef) fields.push('loan_number');
    // For an entity the acceptance reads "By: <principal>[, <title>]": the signer, and the title when printed.
    const titled = !!entity && rng.chance(0.6);
    if (entity) fields.push('authorized_signatory_name');
    if (titled) fields.push('authorized_signatory_title');
    const signsAs = entity ? `By: ${esc(named(borrower))}${titled ? `, ${esc(entity.signatoryTitle)}` : ''}` : esc(named(borrower));

    const blocks: (string | { html: string; lines: number })[] = [
      { html: letterhead({ name: lender.name, color: accent(rng), align: rng.pick(['left', 'center'] as const), lines: [esc(officeLine(lender.address)), `${phone(c.phone, rng)} &middot; ${esc(c.email)}`] }), lines: 5 },
      { html: `<p>${day(facts.documentDate, rng.pick(['long', 'abbr'] as const))}</p><p>${to}<br>c/o ${esc(named(bc))}, ${esc(broker.name)}</p>${fileRef ? `<p class="b">Our reference: ${loan.loanNumber}</p>` : ''}<p>Dear ${esc(borrower.first)}:</p>`, lines: 8 },
      ...p.map((x) => `<p>${x}</p>`),
      { html: `<p>Sincerely,</p><p><span class="scrawl">${esc(named(c))}</span><br>${esc(named(c))}<br>${rng.pick(['Managing Director', 'Senior Loan Officer', 'Principal'])}, ${esc(lender.name)}</p>`, lines: 5 },
      { html: `<div style="border:1px solid #888;padding:8px;margin-top:8px"><b>ACKNOWLEDGED AND ACCEPTED</b><br>${entity ? `${esc(entity.name)}<br>` : ''}<div class="sig">${signsAs}</div><div class="small">Date: ______________</div></div>`, lines: 7 },
    ];
    const pages = flow(blocks, { charsPerLine: 92, linesPerPage: 46 });
    const html = documentHtml({ title: 'Letter of Interest', font: 'serif', fontSize: '10.5pt', pages, page: { pageNumbers: pages.length > 1 } });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(facts, fields) };
  },
};
