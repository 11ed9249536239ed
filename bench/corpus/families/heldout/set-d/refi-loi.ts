// A lender's letter of intent to refinance: the existing lender's lien, its loan number and payoff figure, the
// new loan sized on the appraised value, cash to the borrower, fees, and a countersignature block. The old
// lender's figures are what a careless reader confuses with the new loan.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, TruthField } from '../../../types';
import { anyDay, cash, cents, companyAddress, exitText, improvements, person, rate, street, place, term } from './fmt';

const OLD_LENDERS = ['Fairway Community Bank', 'Sunbelt Private Funding', 'Great Lakes Hard Money', 'Coastal Equity Lenders', 'First Harvest Savings', 'Red Oak Note Fund', 'Union Square Capital'];

export const refiLoi: Family = {
  id: 'hd-refi-loi',
  description: "Lender's refinance letter of intent: existing lien payoff (other lender's loan no. and balance), new loan, cash to borrower.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(input, rng) {
    // The letter is about a refinance: a purchase deal is recast as the same owner refinancing.
    let facts: DealFacts = input;
    if (!['Refinance', 'Cash Out Refi', 'Second Mortgage'].includes(input.loan.type)) {
      const cashOut = rng.chance(0.5);
      facts = {
        ...input,
        loan: { ...input.loan, type: cashOut ? 'Cash Out Refi' : 'Refinance', purpose: cashOut ? 'Cash Out Refinance' : 'Refinance' },
        property: { ...input.property, purchasePrice: undefined },
      };
    }
    const { borrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type', 'property_value'];
    const dk = rng.pick(['long', 'abbr', 'us', 'dayMonth'] as const);
    const officer = lender.contact;
    const cashOut = loan.type !== 'Refinance';
    const payoff = loan.type === 'Second Mortgage' ? Math.round(loan.amount * (1.2 + rng.next())) + rng.int(0, 99) / 100 : cashOut ? Math.round((loan.amount * (0.35 + rng.next() * 0.4)) / 1) + rng.int(0, 99) / 100 : Math.round(loan.amount * (0.9 + rng.next() * 0.08)) + rng.int(0, 99) / 100;
    const oldLender = rng.pick(OLD_LENDERS);
    const oldLoanNo = rng.pick([`${rng.int(1000, 9999)}${rng.int(100000, 999999)}`, `${rng.int(100, 999)}-${rng.int(10000, 99999)}-${rng.int(10, 99)}`, `HM${rng.int(10000, 99999)}`]);
    const payoffGood = addDays(facts.documentDate, rng.int(10, 30));
    const closingCosts = Math.round(loan.amount * ((loan.originationPoints ?? 1) + (loan.brokerPoints ?? 0)) / 100 + (loan.docFee ?? 0) + (loan.processingFee ?? 0) + (loan.adminFee ?? 0) + rng.int(2500, 7000));
    const net = Math.round((loan.amount - (loan.type === 'Second Mortgage' ? 0 : payoff) - closingCosts) * 100) / 100;
    const ltv = ((loan.amount / property.value) * 100).toFixed(1);

    const salutationName = person(borrower);
    const addressee = entity ? `${esc(entity.name)}<br>Attn: ${esc(person(borrower))}${rng.chance(0.6) ? `, ${esc(entity.signatoryTitle)}` : ''}` : esc(person(borrower, rng.chance(0.5) ? 'middle' : 'plain'));
    if (entity) fields.push('entity_name');
    fields.push('borrower_first_name', 'borrower_last_name');
    if (entity && addressee.includes(entity.signatoryTitle)) fields.push('authorized_signatory_name', 'authorized_signatory_title');

    const items: [string, string][] = [];
    items.push(['Borrower', esc(entity ? entity.name : person(borrower))]);
    if (entity) items.push(['Guarantor', esc(person(borrower))]);
    items.push(['Property', `${esc(street(a, rng.chance(0.5)))}, ${esc(place(a, rng.chance(0.3)))}${rng.chance(0.5) ? ` (${esc(improvements(facts, rng))})` : ''}`]);
    if (items[items.length - 1]?.[1].includes('(')) fields.push('property_type');
    const second = loan.type === 'Second Mortgage';
    if (second) {
      items.push(['Purpose', 'Second-lien loan; existing first lien to remain in place']);
      items.push(['Existing First Lien', `${esc(oldLender)}, Loan No. ${oldLoanNo}; current balance of approximately ${cents(payoff)} per Borrower's statement dated ${anyDay(facts.documentDate, rng, [dk])}`]);
    } else {
      items.push(['Purpose', cashOut ? 'Cash-out refinance of existing lien' : 'Rate and term refinance of existing lien']);
      fields.push('loan_purpose');
      items.push(['Existing Lien', `${esc(oldLender)}, Loan No. ${oldLoanNo}; payoff of approximately ${cents(payoff)} good through ${anyDay(payoffGood, rng, [dk])}, per payoff statement provided by Borrower`]);
    }
    items.push(['Appraised Value', `${cash(property.value, rng)} (as-is)`]);
    items.push(['Loan Amount', `${cash(loan.amount, rng, false)} (${ltv}% LTV)`]);
    items.push(['Interest Rate', `${rate(loan.rate, rng)} fixed, interest-only payments`]);
    items.push(['Term', esc(term(loan.termMonths, rng))]);
    const pts: string[] = [];
    if (loan.originationPoints !== undefined) { pts.push(`${loan.originationPoints}% origination fee to Lender`); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { pts.push(`${loan.discountPoints}% discount`); fields.push('discount_points'); }
    if (loan.brokerPoints !== undefined) { pts.push(`${loan.brokerPoints}% to ${esc(facts.broker.name)}`); fields.push('broker_points'); }
    if (pts.length) items.push(['Points', pts.join('; ')]);
    const fees: string[] = [];
    if (loan.docFee !== undefined) { fees.push(`document fee ${cash(loan.docFee, rng, false)}`); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { fees.push(`processing fee ${cash(loan.processingFee, rng, false)}`); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { fees.push(`administration fee ${cash(loan.adminFee, rng, false)}`); fields.push('admin_fee'); }
    if (fees.length) items.push(['Lender Fees', fees.join(', ')]);
    items.push(['Prepayment', loan.prepayment.penalty ? esc(loan.prepayment.terms ?? '') : 'None']);
    fields.push('prepayment_penalty', 'prepayment_terms');
    if (cashOut && net > 0) items.push(['Est. Cash to Borrower', `${cents(net)} after payoff and estimated closing costs`]);
    if (loan.exit && rng.chance(0.6)) { items.push(['Repayment', esc(exitText(loan.exit, rng))]); fields.push('exit_strategy'); }
    if (rng.chance(0.6)) { items.push(['Anticipated Closing', anyDay(loan.closingDate, rng, [dk])]); fields.push('estimated_closing_date'); }
    if (rng.chance(0.5)) { items.push(['Lender Reference', loan.loanNumber]); fields.push('loan_number'); }

    const html = documentHtml({
      title: 'Letter of Intent - Refinance', font: 'serif', fontSize: '10pt',
      css: `.it td { padding: 3px 10px 3px 0; vertical-align: top; } .it td.k { width: 27%; font-variant: small-caps; font-weight: bold; }`,
      page: { pageNumbers: true },
      pages: [`
<div class="center" style="font:bold 16pt 'DejaVu Serif';letter-spacing:1px">${esc(lender.name)}</div>
<div class="center small">${esc(companyAddress(lender.address))}</div>
<hr style="margin:10px 0 14px 0">
<p>${anyDay(facts.documentDate, rng, [dk])}</p>
<p>${addressee}</p>
<p><b>Re: Letter of Intent &mdash; ${loan.type === 'Second Mortgage' ? 'Second Lien Loan on' : 'Refinance of'} ${esc(street(a, false))}</b></p>
<p>Dear ${esc(salutationName.split(' ')[0] ?? '')}:</p>
<p>Thank you for the opportunity to refinance the above property. Based on our preliminary review, ${esc(lender.name)} (&ldquo;Lender&rdquo;) is prepared to consider a loan on the following terms:</p>
<table class="it">${items.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>`, `
<p>This letter is an expression of interest only and not a commitment to lend. Any loan is subject to a satisfactory appraisal, title, payoff verification with ${esc(oldLender)}, and final credit approval. This letter expires if not accepted by ${anyDay(addDays(facts.documentDate, 10), rng, [dk])}.</p>
<p>Sincerely,</p><p><span class="scrawl">${esc(officer.first)} ${esc(officer.last)}</span><br>${esc(officer.first)} ${esc(officer.last)}<br>${rng.pick(['Vice President, Originations', 'Loan Officer', 'Director of Lending'])}<br>${esc(officer.email)}</p>
<div style="margin-top:30px"><b>ACCEPTED:</b><br>${entity ? `${esc(entity.name)}<br>By: ______________________` : '______________________'}<br>Date: ____________</div>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(facts, fields) };
  },
};
