// A private lender's closing instructions to the escrow officer at the title company: numbered paragraphs, the
// loan described for the settlement agent, the charges to collect on the lender's behalf, the broker's
// compensation, the mortgagee clause the hazard policy must carry and the wire of net proceeds.
import { addDays } from '../../../facts';
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { anyDay, cash, cents, companyAddress, person, place, rate, street, tel, term } from './fmt';

export const closingInstructions: Family = {
  id: 'hd-closing-instructions',
  description: "Lender's escrow / closing instructions letter to the title company's escrow officer, numbered paragraphs.",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, title } = facts;
    const a = property.address;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'estimated_closing_date'];
    const dk = rng.pick(['long', 'us', 'abbr', 'dayMonth'] as const);
    const escrowNo = `${rng.pick(['ESC-', 'E', ''])}${rng.int(100000, 999999)}${rng.pick(['', '-' + rng.pick(['JM', 'KL', 'TR', 'DW'])])}`;
    const closer = lender.contact;
    const escrowOfficer = title.contact;
    const firstPayment = addDays(loan.closingDate.slice(0, 8) + '01', 62).slice(0, 8) + '01';
    const maturity = addDays(firstPayment, Math.round(loan.termMonths * 30.44) - 31);

    const paras: string[] = [];
    const borrowerLine = entity
      ? `${esc(entity.name)} (&ldquo;Borrower&rdquo;)${rng.chance(0.6) ? `, with ${esc(person(borrower))} as guarantor` : ''}`
      : `${esc(person(borrower, rng.chance(0.5) ? 'middle' : 'plain'))} (&ldquo;Borrower&rdquo;)`;
    if (entity) fields.push('entity_name');
    if (!entity || borrowerLine.includes('guarantor')) fields.push('borrower_first_name', 'borrower_last_name');
    const lien = loan.type === 'Second Mortgage' ? 'second' : 'first';
    paras.push(`<b>Loan.</b> ${esc(lender.name)} (&ldquo;Lender&rdquo;) will fund a ${esc(program(loan.type))} loan to ${borrowerLine} in the principal amount of <b>${cash(loan.amount, rng, false)}</b>, secured by a ${lien}-lien ${rng.pick(['deed of trust', 'mortgage'])} on ${esc(street(a, rng.chance(0.5)))}, ${esc(place(a, rng.chance(0.3)))} (the &ldquo;Property&rdquo;). Lender's loan number is ${loan.loanNumber}; please reference it on all correspondence and on the wire.`);
    fields.push('loan_type');
    paras.push(`<b>Note terms.</b> Interest accrues at ${rate(loan.rate, rng)} per annum, interest-only, payable monthly. First payment is due ${anyDay(firstPayment, rng, [dk])}; the loan matures ${anyDay(maturity, rng, [dk])} (${esc(term(loan.termMonths, rng))}). ${loan.prepayment.penalty ? `The Note carries a prepayment premium: ${esc(loan.prepayment.terms ?? '')}.` : rng.pick(['The Note may be prepaid without premium.', 'There is no prepayment penalty.'])}`);
    fields.push('prepayment_penalty', 'prepayment_terms');
    paras.push(`<b>Closing.</b> Closing is scheduled for ${anyDay(loan.closingDate, rng, [dk])}. Documents will be e-mailed to you no later than two business days prior. If the loan does not fund by ${anyDay(addDays(loan.closingDate, 10), rng, [dk])}, these instructions expire and all documents must be returned to Lender.`);

    const charges: [string, number][] = [];
    const pts = (p: number) => Math.round(loan.amount * p) / 100;
    if (loan.originationPoints !== undefined) { charges.push([`Origination fee &ndash; ${loan.originationPoints}% of loan amount`, pts(loan.originationPoints)]); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { charges.push([`Discount &ndash; ${loan.discountPoints}%`, pts(loan.discountPoints)]); fields.push('discount_points'); }
    if (loan.docFee !== undefined) { charges.push(['Document preparation fee', loan.docFee]); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined) { charges.push(['Processing fee', loan.processingFee]); fields.push('processing_fee'); }
    if (loan.adminFee !== undefined) { charges.push(['Administrative fee', loan.adminFee]); fields.push('admin_fee'); }
    const prepaidDays = rng.int(3, 28);
    const perDiem = Math.round((loan.amount * loan.rate) / 100 / 360 * 100) / 100;
    charges.push([`Prepaid interest, ${prepaidDays} days at ${cents(perDiem)}/day`, Math.round(perDiem * prepaidDays * 100) / 100]);
    if (rng.chance(0.6)) charges.push(['Lender wire / funding fee', rng.pick([30, 35, 50])]);
    paras.push(`<b>Charges to be collected for Lender.</b> Deduct the following from loan proceeds and show them on the settlement statement as paid to Lender:
      <table class="ch">${charges.map(([d, v]) => `<tr><td>${d}</td><td class="right">${cents(v)}</td></tr>`).join('')}</table>`);
    if (loan.brokerPoints !== undefined) {
      paras.push(`<b>Broker compensation.</b> Pay ${esc(broker.name)} a broker fee of ${loan.brokerPoints}% of the loan amount (${cents(pts(loan.brokerPoints))}) from Borrower's funds. No other compensation to the broker is authorised.`);
      fields.push('broker_points');
    }
    paras.push(`<b>Title.</b> Issue an ALTA Loan Policy in the amount of the loan insuring Lender's lien in ${lien} position, with ALTA 9, 8.1 and 22 endorsements. Exceptions for taxes not yet due only.`);
    paras.push(`<b>Insurance.</b> Before funding, obtain evidence of hazard insurance in an amount not less than the loan amount or full replacement cost, naming as mortgagee and loss payee:<div class="clause">${esc(lender.name)}, ISAOA/ATIMA<br>${esc(companyAddress(lender.address))}<br>Loan No. ${loan.loanNumber}</div>`);
    if (entity && rng.chance(0.7)) {
      paras.push(`<b>Signing.</b> Loan documents must be signed for Borrower by ${esc(person(borrower))}, its ${esc(entity.signatoryTitle)}${rng.chance(0.5) ? ', individually as guarantor as well' : ''}. Notarisation is required on the security instrument.`);
      fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    }
    paras.push(`<b>Funding.</b> Upon your confirmation that all conditions are met, Lender will wire net proceeds to your escrow account. Return a certified settlement statement, the recorded security instrument and the final title policy to the undersigned.`);

    const split = rng.int(4, 5);
    const html = documentHtml({
      title: 'Closing Instructions', font: rng.pick(['serif', 'sans'] as const), fontSize: '9.5pt',
      css: `ol.ps > li { margin-bottom: 7px; } .ch { margin: 4px 0 0 18px; min-width: 60%; } .ch td { padding: 1px 10px 1px 0; border-bottom: 1px dotted #aaa; }
        .clause { margin: 4px 0 0 24px; font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }`,
      page: { pageNumbers: 'short', footerLeft: `${esc(lender.name)} &middot; Closing Instructions &middot; Loan ${loan.loanNumber}` },
      pages: [`
<div style="font:bold 14pt 'DejaVu Sans';color:#333">${esc(lender.name.toUpperCase())}</div>
<div class="small">${esc(companyAddress(lender.address))} &middot; Closing Department &middot; ${tel(closer.phone, rng)}</div>
<hr>
<p>${anyDay(facts.documentDate, rng, [dk])}</p>
<p><b>VIA E-MAIL</b> (${esc(escrowOfficer.email)})<br>${esc(escrowOfficer.first)} ${esc(escrowOfficer.last)}, Escrow Officer<br>${esc(title.name)}<br>${esc(companyAddress(title.address))}</p>
<p><b>Re:</b> Lender's Closing Instructions<br>Escrow No.: ${escrowNo} &nbsp;&nbsp; Loan No.: ${loan.loanNumber}</p>
<p>Dear ${esc(escrowOfficer.first)}:</p>
<p>You are authorised to close the above loan only in accordance with the following instructions. Any deviation requires Lender's prior written approval.</p>
<ol class="ps">${paras.slice(0, split).map((p) => `<li>${p}</li>`).join('')}</ol>`, `
<ol class="ps" start="${split + 1}">${paras.slice(split).map((p) => `<li>${p}</li>`).join('')}</ol>
<p>Please call me with any questions.</p>
<p>Very truly yours,<br><span class="scrawl">${esc(closer.first)} ${esc(closer.last)}</span><br>${esc(closer.first)} ${esc(closer.last)}, Closing Manager<br>${esc(closer.email)}</p>
<p class="small">cc: ${esc(broker.contact.first)} ${esc(broker.contact.last)}, ${esc(broker.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(facts, fields) };

    function program(type: string): string {
      return ({
        'Fix & Flip': 'fix-and-flip', 'Bridge Loan': 'bridge', Purchase: 'purchase-money', 'Cash Out Refi': 'cash-out refinance',
        Refinance: 'rate-and-term refinance', Construction: 'ground-up construction', Commercial: 'commercial', 'Second Mortgage': 'second-lien', Land: 'land',
      } as Record<string, string>)[type] ?? 'bridge';
    }
  },
};
