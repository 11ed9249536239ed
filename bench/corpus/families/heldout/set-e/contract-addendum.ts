// An addendum to a residential or commercial purchase contract, drafted by the buyer's agent: numbered changes
// (closing date moved, the financing contingency rewritten for a private loan of a stated amount, a price change or
// seller credit, assignment to the buyer's entity), initials and signatures. The seller and both brokerages are
// named; the buyer is the borrower.
import { documentHtml, esc } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, TruthField } from '../../../types';
import { day, exact, months, named, outsider, shift, someDay, usd } from './fmt';

const AGENCIES = ['Keller Point Realty', 'Bluestem Real Estate Group', 'Harbor & Main Realtors', 'Crestline Properties', 'Open Door Realty Partners'];

export const contractAddendum: Family = {
  id: 'ue-contract-addendum',
  description: "Buyer's agent's addendum to a purchase contract: new closing date, private-loan financing contingency, assignment.",
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, seller } = facts;
    const a = property.address;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'estimated_closing_date'];
    const price = property.purchasePrice ?? Math.round(property.value * 0.95 / 1000) * 1000;
    const contractDate = shift(facts.documentDate, -rng.int(10, 40));
    const buyer = named(borrower, rng.pick(['plain', 'middle'] as const));
    const items: string[] = [];
    items.push(`<b>Closing.</b> The Closing Date is ${rng.pick(['changed to', 'extended to', 'amended to be on or before'])} ${someDay(loan.closingDate, rng, ['long', 'us', 'abbr'])}.`);
    const fin = rng.chance(0.85);
    if (fin) {
      const terms: string[] = [];
      if (rng.chance(0.5)) { terms.push(`at an interest rate not to exceed ${exact(loan.rate, rng)}% per annum`); fields.push('interest_rate'); }
      if (rng.chance(0.5)) { terms.push(`for a term of ${months(loan.termMonths, rng)}`); fields.push('loan_term'); }
      items.push(`<b>Financing.</b> Paragraph ${rng.int(4, 9)} is deleted and replaced: This contract is contingent on Buyer obtaining a ${rng.pick(['private', 'non-bank', 'hard money', 'business-purpose'])} loan secured by the Property in the amount of ${usd(loan.amount, rng)}${terms.length ? ` ${terms.join(' and ')}` : ''}. Buyer shall apply within ${rng.int(3, 7)} days and shall deliver written notice of loan approval or of Buyer's election to terminate by ${day(shift(loan.closingDate, -rng.int(5, 10)), 'us')}. No appraisal contingency shall apply.`);
      fields.push('loan_amount');
    }
    if (rng.chance(0.5)) items.push(`<b>Price.</b> ${rng.chance(0.5) ? `The Purchase Price is reduced to ${usd(price, rng)}.` : `Seller shall credit Buyer ${usd(rng.pick([2500, 5000, 7500, 10000]), rng)} at closing toward Buyer's closing costs; the Purchase Price of ${usd(price, rng)} is unchanged.`}`);
    if (rng.chance(0.5)) items.push(`<b>Inspection.</b> Buyer accepts the Property in its present "as-is" condition; the repair requests dated ${day(shift(contractDate, rng.int(2, 8)), 'usShort')} are withdrawn.`);
    if (entity) {
      items.push(`<b>Assignment.</b> Buyer may assign this contract to <b>${esc(entity.name)}</b>, an entity controlled by Buyer, without Seller's consent; Buyer remains liable until closing.`);
      fields.push('entity_name');
    }
    const contact = rng.chance(0.5);
    if (contact) {
      items.push(`<b>Notices.</b> Notices to Buyer may be given by e-mail to ${esc(borrower.email)}.`);
      fields.push('borrower_email');
    }
    const buyerAgency = rng.pick(AGENCIES);
    const listingAgency = rng.pick(AGENCIES.filter((x) => x !== buyerAgency));
    const sellerName = named(seller);
    const signerBlock = entity && rng.chance(0.5)
      ? `<div class="sig">${esc(entity.name)}, Assignee<br>By: ${esc(named(borrower))}, ${esc(entity.signatoryTitle)}</div>`
      : `<div class="sig">Buyer: ${esc(buyer)}</div>`;
    if (signerBlock.includes('Assignee')) fields.push('authorized_signatory_name', 'authorized_signatory_title');

    const html = documentHtml({
      title: 'Addendum',
      font: rng.pick(['serif', 'sans'] as const),
      fontSize: '10pt',
      page: { footerLeft: `Buyer's Initials ______ ______ &nbsp;&nbsp; Seller's Initials ______ ______`, pageNumbers: true },
      pages: [`<div class="center b" style="font-size:13pt">${rng.pick([`ADDENDUM NO. ${rng.int(1, 4)}`, 'AMENDMENT TO CONTRACT', 'ADDENDUM TO PURCHASE AND SALE AGREEMENT'])}</div>
<p class="center small">${rng.pick(['(Residential Real Estate)', '(Commercial / Investment Property)', ''])}</p>
<p>This Addendum is made part of the ${rng.pick(['Purchase and Sale Agreement', 'Residential Purchase Contract', 'Contract for Sale and Purchase'])} dated ${day(contractDate, rng.pick(['long', 'us'] as const))} (the "Contract") between <b>${esc(sellerName)}</b> ("Seller") and <b>${esc(buyer)}</b>${entity ? ' and/or assigns' : ''} ("Buyer") for the property known as <b>${esc(`${a.streetLong}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`)}</b> (the "Property"). Where this Addendum conflicts with the Contract, this Addendum controls.</p>
<ol>${items.map((i) => `<li style="margin-bottom:6px">${i}</li>`).join('')}</ol>
<p>All other terms of the Contract remain unchanged. This Addendum may be signed in counterparts and delivered electronically.</p>
<div style="display:flex;gap:40px;margin-top:10px"><div>${signerBlock}<div class="small">Date: ${day(facts.documentDate, 'usShort')}</div></div><div><div class="sig">Seller: ${esc(sellerName)}</div><div class="small">Date: __________</div></div></div>
<table class="grid small" style="margin-top:22px"><tr><th>Buyer's Brokerage</th><th>Listing Brokerage</th></tr><tr><td>${esc(buyerAgency)}<br>Agent: ${esc(outsider(rng))}</td><td>${esc(listingAgency)}<br>Agent: ${esc(outsider(rng))}</td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(facts, fields) };
  },
};
