// A buyer's attorney writes a non-binding letter of intent to the listing agent for an LLC buyer; the financing
// contingency carries the loan terms in one paragraph.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { dateText, money, otherName, pct, propertyTypeWords, streetLine } from './fmt';

const FIRMS = ['Whitcomb & Hale, PLLC', 'Orsini Lattimore LLP', 'The Law Office of R. Castellano', 'Brandt, Ueda & Moss, P.A.', 'Kessler Vaughn Real Estate Law', 'Petrakis & Stroud LLC'];
const BROKERAGES = ['Keller Point Realty', 'Coldwell Harbor Commercial', 'Marcus Lane Brokerage', 'Anchor Realty Group', 'Union Square Commercial Advisors'];
const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen', 'Twenty', 'Twenty-One', 'Twenty-Two', 'Twenty-Three', 'Twenty-Four'];

export const attorneyLoi: Family = {
  id: 'hc-attorney-loi',
  description: "Buyer's attorney letter of intent to the seller's listing agent on behalf of an LLC buyer; financing terms in prose.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, seller } = facts;
    const a = property.address;
    const firm = rng.pick(FIRMS);
    const attorney = otherName(rng);
    const agent = otherName(rng);
    const agency = rng.pick(BROKERAGES);
    const fields: TruthField[] = ['property_type', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'borrower_first_name', 'borrower_last_name'];
    const principal = `${borrower.first} ${borrower.last}`;
    const buyer = entity
      ? `${esc(entity.name)}, a${/^[AEIOU]/.test(entity.stateOfFormation) ? 'n' : ''} ${esc(entity.stateOfFormation)} ${entity.type === 'LLC' ? 'limited liability company' : entity.type === 'Corporation' ? 'corporation' : entity.type === 'Partnership' ? 'limited partnership' : 'trust'}`
      : esc(principal);
    if (entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const price = property.purchasePrice ?? Math.round(property.value * 0.96 / 1000) * 1000;
    const deposit = Math.round(price * rng.pick([0.01, 0.02, 0.03, 0.05]) / 500) * 500;
    const ds = rng.pick(['long', 'us'] as const);
    const termWord = loan.termMonths <= 24 ? `${WORDS[loan.termMonths]} (${loan.termMonths}) months` : loan.termMonths === 360 ? 'thirty (30) years (360 months)' : `${loan.termMonths} months`;
    const withPoints = loan.originationPoints !== undefined && rng.chance(0.6);
    if (withPoints) fields.push('origination_points');
    const closing = rng.chance(0.8);
    if (closing) fields.push('estimated_closing_date');
    const financing = `<b>Financing Contingency.</b> Buyer's obligation to close is contingent upon Buyer obtaining a commitment for a first-position ${rng.pick(['private bridge', 'short-term', 'investor', 'commercial'])} loan secured by the Property in a principal amount of not less than ${money(loan.amount, rng.pick(['whole', 'cents'] as const))}, bearing interest at a rate not to exceed ${pct(loan.rate, rng)} per annum, for a term of ${termWord}${withPoints ? `, with origination fees not to exceed ${loan.originationPoints} points` : ''}. Buyer has applied for such financing with ${esc(lender.name)} and shall use diligent, good-faith efforts to obtain the commitment within ${rng.pick(['twenty-one (21)', 'fifteen (15)', 'thirty (30)'])} days after the Effective Date. If Buyer is unable to obtain such commitment, Buyer may terminate the Agreement by written notice and the Deposit shall be returned to Buyer in full.`;
    const paras = [
      `<b>Property.</b> The real property commonly known as ${esc(streetLine(a, rng.chance(0.5)))}, ${esc(a.city)}, ${esc(a.stateName)} ${a.zip}, ${rng.pick(['currently improved as a', 'being a', 'described in the listing as a'])} ${esc(propertyTypeWords(facts, rng).toLowerCase())}, together with all improvements and appurtenances thereto (the "Property").`,
      `<b>Purchase Price.</b> ${money(price)}, payable in cash at Closing, subject to customary prorations and adjustments, the balance to be funded in part from the proceeds of the loan described below.`,
      `<b>Earnest Money.</b> Within three (3) business days after full execution of a purchase agreement (the "Agreement"), Buyer will deposit ${money(deposit)} with ${esc(facts.title.name)} as escrow agent (the "Deposit").`,
      `<b>Due Diligence.</b> Buyer shall have ${rng.pick(['fifteen (15)', 'twenty (20)', 'thirty (30)'])} days from the Effective Date to inspect the Property, review title, survey, leases and environmental matters, and may terminate for any reason during that period.`,
      financing,
      `<b>Closing.</b> ${closing ? `Closing shall occur on or before ${dateText(loan.closingDate, ds)}` : 'Closing shall occur within ten (10) days after satisfaction of the Financing Contingency'}, through ${esc(facts.title.name)}. Seller shall convey marketable fee simple title by ${rng.pick(['special warranty', 'general warranty'])} deed.`,
      `<b>Non-Binding.</b> Except for the confidentiality obligations herein, this letter is an expression of intent only and does not create a binding obligation on either party until a definitive Agreement is executed.`,
    ];
    if (entity && rng.chance(0.5)) paras.splice(1, 0, `<b>Buyer.</b> ${buyer}, acting through its ${esc(entity.signatoryTitle.toLowerCase())}, ${esc(principal)}, or its permitted assignee.`);
    const intro = `This firm represents ${entity ? buyer : esc(principal)} ("Buyer")${entity ? `, whose principal is ${esc(principal)},` : ''} in connection with its proposed acquisition of the property listed by your office. On Buyer's behalf, we submit the following non-binding terms for presentation to your client, ${esc(`${seller.first} ${seller.last}`)} ("Seller"):`;
    const sign = entity
      ? `<div style="margin-top:6px"><b>${esc(entity.name.toUpperCase())}</b><br><span class="sig">By: ${esc(principal)}<br>Its: ${esc(entity.signatoryTitle)}</span></div>`
      : `<div><span class="sig">${esc(principal)}</span></div>`;
    const html = documentHtml({
      title: 'Letter of Intent',
      font: 'serif',
      fontSize: '10pt',
      css: 'ol.t { padding-left: 22px } ol.t li { margin-bottom: 7px; text-align: justify }',
      page: { pageNumbers: 'short', margin: '0.75in 0.95in 0.9in 0.95in' },
      pages: [`<div class="center" style="letter-spacing:2px;font-size:14pt">${esc(firm.toUpperCase())}</div>
<div class="center small" style="margin-bottom:16px">Attorneys at Law &middot; ${esc(`${facts.lender.address.city}, ${facts.lender.address.state}`)}</div>
<p>${dateText(facts.documentDate, 'long')}</p>
<p><i>Via electronic mail</i></p>
<p>${esc(agent)}<br>${esc(agency)}<br>Listing Agent</p>
<p><b>Re: Letter of Intent &ndash; ${esc(streetLine(a, false))}, ${esc(a.city)}, ${a.state}</b></p>
<p>Dear ${esc(agent.split(' ')[0] ?? '')}:</p>
<p style="text-align:justify">${intro}</p>
<ol class="t">${paras.slice(0, 4).map((p) => `<li>${p}</li>`).join('')}</ol>`, `<ol class="t" start="5">${paras.slice(4).map((p) => `<li>${p}</li>`).join('')}</ol>
<p>Please present this letter to Seller and contact the undersigned with any questions. This offer expires at 5:00 p.m. local time on the fifth business day after the date above.</p>
<p>Very truly yours,<br><span class="scrawl">${esc(attorney)}</span><br>${esc(attorney)}, Esq.<br>${esc(firm)}</p>
<p style="margin-top:18px"><b>ACKNOWLEDGED AND APPROVED BY BUYER:</b></p>${sign}`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(facts, fields) };
  },
};
