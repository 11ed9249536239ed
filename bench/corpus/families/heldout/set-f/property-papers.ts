// Papers about the property written by the people around the deal: a purchase contract drafted by the agents
// (the buyer is the borrower, the seller and both agents are not; the price is not the value) and an appraisal
// letter of transmittal (the client is the lender, the owner of record may be the seller, the ARV is not the value).
import { documentHtml } from '../../../style';
import { truthOf } from '../../../truth';
import type { Family, FamilyOutput, TruthField } from '../../../types';
import {
  addressLine, addressLines, borrowerName, borrowerSignature, companyLine, date, fullName, h, legalAmount, loanProse,
  money, otherDeal, phone, plainName, propertyWords, prose, usd, withArticle,
} from './kit';

// -------------------------------------------------------------------------------------------------------------
// 18. Purchase contract

const REFI_TYPES = ['Refinance', 'Cash Out Refi', 'Second Mortgage'];

const purchaseContract: Family = {
  id: 'f-psa-agent-drafted',
  description: 'Agent-drafted real estate purchase contract: seller and buyer each with address, phone and e-mail in a notices section, price and earnest money, financing contingency naming the loan amount and product, closing "on or before"',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity, seller } = facts;
    const price = property.purchasePrice ?? Math.round((property.value * 0.95) / 1000) * 1000;
    const earnest = Math.round((price * rng.pick([0.01, 0.02, 0.03])) / 500) * 500;
    const buyerName = entity ? `${entity.name}${rng.chance(0.4) ? ' and/or assigns' : ''}` : fullName(rng, borrower);
    const [s1, s2] = addressLines(rng, otherDeal(rng).property.address);
    const namesProduct = !REFI_TYPES.includes(loan.type);
    const listing = `${plainName(otherDeal(rng).borrower)}, ${rng.pick(['Keller & Co. Realty', 'Coldwell Point Realty', 'Bayside Realty Group'])}`;
    const buyerAgent = `${plainName(otherDeal(rng).seller)}, ${rng.pick(['Home Key Realty', 'Urban Nest Realty', 'Gateway Properties'])}`;
    const sections = [
      `<p><b>1. PARTIES.</b> ${h(fullName(rng, seller))} ("Seller") agrees to sell, and ${h(buyerName)} ("Buyer") agrees to buy, the Property on the terms below.</p>`,
      `<p><b>2. PROPERTY.</b> ${h(addressLine(rng, property.address))}, together with all fixtures and improvements (the "Property"). Property is ${h(withArticle(prose(propertyWords(rng, facts))))}.</p>`,
      `<p><b>3. PURCHASE PRICE.</b> ${legalAmount(rng, price)}, payable: earnest money ${usd(earnest)} within three business days to ${h(facts.title.name)} as escrow agent; the balance in good funds at closing.</p>`,
      `<p><b>4. FINANCING.</b> This contract is contingent on Buyer obtaining ${namesProduct ? h(loanProse(rng, loan.type)) : 'a loan'} in an amount not to exceed ${money(rng, loan.amount)} from ${rng.chance(0.5) ? h(facts.lender.name) : 'a lender of Buyer\'s choice'}. Buyer shall apply within five days.</p>`,
      `<p><b>5. CLOSING.</b> Closing shall take place on or before ${date(rng, loan.closingDate, ['long', 'usPad', 'legal'])} at the offices of the escrow agent, unless extended in writing.</p>`,
      `<p><b>6. INSPECTION.</b> Buyer may inspect the Property within ${rng.pick(['ten', 'seven', 'fifteen'])} days and terminate by written notice if not satisfied.</p>`,
      `<p><b>7. NOTICES.</b></p><table class="grid"><tr><th>Seller</th><th>Buyer</th></tr><tr><td>${h(fullName(rng, seller))}<br>${h(s1)}<br>${h(s2)}<br>${h(phone(rng, seller.phone))}<br>${h(seller.email)}</td>
<td>${h(entity ? `${entity.name}, Attn: ${plainName(borrower)}` : fullName(rng, borrower))}<br>${h(phone(rng, borrower.phone))}<br>${h(borrower.email)}</td></tr></table>`,
      `<p style="margin-top:8px"><b>8. BROKERS.</b> Listing: ${h(listing)}. Selling: ${h(buyerAgent)}. Commission per separate agreement.</p>`,
    ];
    const sigs = `<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top"><b>SELLER:</b><div class="sig">${h(fullName(rng, seller))}</div></td><td style="vertical-align:top"><b>BUYER:</b>${borrowerSignature(rng, facts)}</td></tr></table>`;
    const pages = [
      `<h2 class="center" style="font-size:13pt">${rng.pick(['REAL ESTATE PURCHASE CONTRACT', 'AGREEMENT OF SALE', 'CONTRACT FOR SALE AND PURCHASE'])}</h2>
<p class="center small">Date of offer: ${date(rng, facts.documentDate)}</p>${sections.slice(0, 6).join('')}`,
      `${sections.slice(6).join('')}${sigs}`,
    ];
    const fields: TruthField[] = [
      ...(entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] as const : []), 'borrower_first_name', 'borrower_last_name',
      'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'estimated_closing_date', ...(namesProduct ? ['loan_type'] as const : []),
    ];
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Contract', pages, font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: "Buyer's initials ____ Seller's initials ____" } }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 19. Appraisal letter of transmittal with comparables

const appraisalLetter: Family = {
  id: 'f-appraisal-transmittal-letter',
  description: "Appraiser's letter of transmittal to the client lender with a salient-facts box (borrower, owner of record, client file no.), as-is and prospective values, and a comparable sales grid with their own addresses and prices",
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity, appraiser, lender, seller } = facts;
    const owner = property.purchasePrice ? fullName(rng, seller) : borrowerName(rng, facts);
    const [l1, l2] = addressLines(rng, lender.address);
    const comps = Array.from({ length: 3 }, () => {
      const d = otherDeal(rng);
      return { address: `${d.property.address.street}, ${property.address.city}`, price: Math.round((property.value * (0.9 + rng.next() * 0.2)) / 1000) * 1000, distance: (rng.int(1, 15) / 10).toFixed(1) };
    });
    const effective = facts.documentDate;
    const facts_: [string, string][] = [
      ['Subject', h(addressLine(rng, property.address))],
      ['Property type', h(propertyWords(rng, facts))],
      [rng.pick(['Borrower', 'Applicant', 'Borrower/Applicant']), h(entity ? entity.name : fullName(rng, borrower))],
      [rng.pick(['Owner of record', 'Current owner (public record)']), h(owner)],
      ['Client', h(lender.name)],
      [rng.pick(['Client file no.', 'Lender loan #', 'Client reference']), loan.loanNumber],
      ['Effective date', date(rng, effective, ['usPad', 'long'])],
    ];
    const page = `<div style="border-bottom:1px solid #000;padding-bottom:4px;margin-bottom:10px"><b style="font-size:13pt">${h(appraiser.name)}</b><br><span class="small">${h(companyLine(appraiser.address))} · ${h(phone(rng, appraiser.contact.phone))}</span></div>
<p>${date(rng, facts.documentDate)}</p>
<p>${h(lender.contact.first)} ${h(lender.contact.last)}<br>${h(lender.name)}<br>${h(l1)}<br>${h(l2)}</p>
<p><b>RE: ${rng.pick(['Appraisal of Real Property', 'Summary Appraisal Report', 'Letter of Transmittal'])} — ${h(addressLine(rng, property.address))}</b></p>
<p>Dear ${h(lender.contact.first)}:</p>
<p>At your request we have appraised the property referenced above. The purpose of the assignment is to develop an opinion of the market value of the fee simple interest for use by ${h(lender.name)} in a lending decision; no other party may rely on this report.</p>
<table class="grid" style="width:90%">${facts_.map(([k, v]) => `<tr><td style="width:36%"><b>${k}</b></td><td>${v}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Based on our inspection and analysis, it is our opinion that the market value of the subject, <b>as is</b>, as of the effective date, is <b>${money(rng, property.value, ['dollars', 'cents'])}</b>${property.arv ? `. The prospective value upon completion of the proposed renovations is ${money(rng, property.arv)}` : ''}.</p>
<table class="grid" style="margin-top:6px;font-size:8.5pt"><tr><th>Comparable</th><th>Address</th><th>Distance</th><th>Sale price</th></tr>
${comps.map((c, i) => `<tr><td>${i + 1}</td><td>${h(c.address)}</td><td>${c.distance} mi</td><td>${usd(c.price)}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Respectfully submitted,</p><p class="scrawl">${h(appraiser.contact.first)} ${h(appraiser.contact.last)}</p>
<p>${h(appraiser.contact.first)} ${h(appraiser.contact.last)}, ${rng.pick(['Certified Residential Appraiser', 'Certified General Appraiser', 'MAI'])} · License ${rng.pick(['RA', 'CG', 'CR'])}-${rng.int(100000, 999999)}</p>`;
    const fields: TruthField[] = [
      ...(entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value', 'loan_number',
    ];
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [page], font: 'serif', fontSize: '9.5pt' }), truth: truthOf(facts, fields) };
  },
};

export const families: Family[] = [purchaseContract, appraisalLetter];
