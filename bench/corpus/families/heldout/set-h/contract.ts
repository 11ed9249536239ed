// The purchase contract and its paper trail: a state-form style purchase agreement, an amending addendum and a
// wholesaler's assignment of contract.
import { makeAddress } from '../../../facts';
import { documentHtml, esc, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { addDays, anyDate, fmtDate, fullName, money, phone, street, stranger, truth } from './lib';

/** The buyer as a contract names it, and the truth fields that naming states. */
function buyer(facts: DealFacts, rng: Rng): { text: string; fields: TruthField[] } {
  const e = facts.entity;
  if (e) return { text: `${e.name}${rng.chance(0.3) ? ' and/or assigns' : ''}`, fields: ['entity_name'] };
  const co = facts.coBorrower && rng.chance(0.6) ? ` and ${fullName(facts.coBorrower)}` : '';
  return { text: `${fullName(facts.borrower, rng.chance(0.3))}${co}${rng.chance(0.3) ? ', or assigns' : ''}`, fields: ['borrower_first_name', 'borrower_last_name'] };
}

function buyerSignature(facts: DealFacts, role = 'Buyer'): { html: string; fields: TruthField[] } {
  const e = facts.entity;
  if (!e) return { html: `<span class="scrawl">${esc(fullName(facts.borrower))}</span><br>${esc(fullName(facts.borrower))}, ${role}`, fields: ['borrower_first_name', 'borrower_last_name'] };
  return { html: `${role.toUpperCase()}: ${esc(e.name)}<br>By: <span class="scrawl">${esc(fullName(facts.borrower))}</span><br>${esc(fullName(facts.borrower))}, its ${esc(e.signatoryTitle)}`, fields: ['borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] };
}

function legalDescription(rng: Rng): string {
  return `Lot ${rng.int(1, 40)}, Block ${rng.int(1, 12)}, ${rng.pick(['Oak Park', 'Riverside', 'Highland', 'Fairview', 'Westgate'])} ${rng.pick(['Addition', 'Subdivision', 'Heights'])}, according to the plat recorded in Plat Book ${rng.int(2, 90)}, Page ${rng.int(1, 200)}; Parcel ID ${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.int(100, 999)}`;
}

const purchaseAgreement: Family = {
  id: 'residential-purchase-agreement-form',
  description: 'A multi-page state-association style purchase agreement: numbered paragraphs, blanks filled, initials in footer',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { property, loan, seller } = facts;
    const price = property.purchasePrice ?? Math.round(property.value * 0.93 / 500) * 500;
    const b = buyer(facts, rng);
    const sig = buyerSignature(facts);
    const fields: TruthField[] = [...b.fields, ...sig.fields, 'property_address', 'estimated_closing_date'];
    const earnest = Math.round(price * rng.pick([0.01, 0.02, 0.03]) / 100) * 100;
    const a = property.address;
    const financing = rng.chance(0.5)
      ? `This Agreement is contingent on Buyer obtaining a loan secured by the Property in an amount not to exceed ${money(loan.amount)}, at an interest rate not to exceed ${loan.rate + 1}% per annum.`
      : rng.pick(['This is a CASH transaction; Buyer\'s obligations are not contingent on financing.', 'Buyer intends to use private (non-institutional) financing; no financing contingency applies.']);
    if (financing.includes('not to exceed $')) fields.push('loan_amount');
    const notices = rng.chance(0.5);
    if (notices) fields.push('borrower_email', 'borrower_phone', 'borrower_first_name', 'borrower_last_name');
    const paras = [
      `<h2 style="text-align:center;font-size:13pt">${rng.pick(['RESIDENTIAL REAL ESTATE PURCHASE AGREEMENT', 'AGREEMENT OF SALE', 'CONTRACT TO BUY AND SELL REAL ESTATE'])}</h2><p class="center small">Date: ${fmtDate(facts.documentDate, 'us')}</p>`,
      `<p><b>1. PARTIES.</b> ${esc(b.text)} ("Buyer") agrees to buy, and ${esc(fullName(seller))} ("Seller") agrees to sell, the Property described below on the terms of this Agreement.</p>`,
      `<p><b>2. PROPERTY.</b> The real property commonly known as ${esc(street(a, rng.chance(0.5)))}, ${esc(a.city)}, ${esc(rng.chance(0.5) ? a.stateName : a.state)} ${a.zip}, legally described as ${esc(legalDescription(rng))}, with all fixtures and improvements.</p>`,
      `<p><b>3. PURCHASE PRICE.</b> The purchase price is ${money(price, 'cents')}, payable as follows: earnest money of ${money(earnest)} deposited with ${esc(facts.title.name)} within three (3) business days of acceptance; the balance in good funds at closing.</p>`,
      `<p><b>4. FINANCING.</b> ${financing}</p>`,
      `<p><b>5. INSPECTION.</b> Buyer shall have ${rng.pick(['ten (10)', 'seven (7)', 'fifteen (15)'])} days after acceptance to inspect the Property and may terminate by written notice within that period. Property is sold in its present "AS-IS" condition.</p>`,
      `<p><b>6. TITLE.</b> Seller shall convey marketable title by ${rng.pick(['general warranty deed', 'special warranty deed', 'grant deed'])}, free of liens other than permitted exceptions. Title insurance and closing services shall be provided by ${esc(facts.title.name)}, ${esc(facts.title.address.city)}.</p>`,
      `<p><b>7. CLOSING.</b> Closing shall take place on or before ${anyDate(rng, loan.closingDate, ['long', 'us'])}, or such other date as the parties agree in writing. Possession shall be delivered at closing.</p>`,
      `<p><b>8. PRORATIONS.</b> Real estate taxes, rents and HOA dues shall be prorated as of the date of closing.</p>`,
      `<p><b>9. NOTICES.</b> ${notices ? `Notices to Buyer: ${esc(fullName(facts.borrower))}, ${esc(facts.borrower.email)}, ${esc(phone(facts.borrower.phone, rng))}. ` : ''}Notices to Seller: in care of listing agent.</p>`,
      `<p><b>10. DEFAULT.</b> If Buyer defaults, Seller may retain the earnest money as liquidated damages as Seller's sole remedy.</p>`,
      `<p><b>11. ENTIRE AGREEMENT.</b> This Agreement, with any addenda signed by both parties, is the entire agreement.</p>`,
      `<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top">${sig.html}</td><td style="vertical-align:top"><span class="scrawl">${esc(fullName(seller))}</span><br>${esc(fullName(seller))}, Seller</td></tr></table>`,
      `<p class="small" style="margin-top:10px">Listing brokerage: ${esc(rng.pick(['Keller Realty Group', 'Coldwell Home Partners', 'RE/Max Town & Country', 'eXp Metro']))} · Selling agent: ${esc(fullName(stranger(rng, facts)))}</p>`,
    ];
    const pages = flow(paras, { charsPerLine: 95, linesPerPage: 46 });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Purchase Agreement', pages, fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'Buyer\'s initials ____ ____   Seller\'s initials ____ ____' } }), truth: truth(facts, fields) };
  },
};

const addendum: Family = {
  id: 'purchase-contract-amendment-addendum',
  description: 'An addendum amending the closing date and price of a signed contract: old and new figures side by side',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { property, loan, seller } = facts;
    const price = property.purchasePrice ?? Math.round(property.value * 0.95 / 500) * 500;
    const oldPrice = price + rng.pick([2500, 5000, 7500, 10000]);
    const oldClose = addDays(loan.closingDate, -rng.int(7, 30));
    const contractDate = addDays(facts.documentDate, -rng.int(14, 40));
    const b = buyer(facts, rng);
    const sig = buyerSignature(facts);
    const changes = [
      `The Closing Date is changed from ${fmtDate(oldClose, 'long')} to <b>${anyDate(rng, loan.closingDate, ['long', 'us'])}</b>.`,
      `The Purchase Price is reduced from ${money(oldPrice)} to ${money(price)} in consideration of repairs disclosed by Buyer's inspection.`,
      rng.chance(0.5) ? `Seller shall credit Buyer ${money(rng.pick([1500, 2500, 3000, 5000]))} toward closing costs.` : `The inspection period is deemed satisfied.`,
    ];
    const html = `<h2 style="text-align:center;font-size:13pt">${rng.pick(['ADDENDUM', 'AMENDMENT TO CONTRACT', 'ADDENDUM / AMENDMENT'])} No. ${rng.int(1, 3)}</h2>
<p>This addendum amends the purchase contract dated ${fmtDate(contractDate, 'us')} between ${esc(fullName(seller))} ("Seller") and ${esc(b.text)} ("Buyer") for the property at <b>${esc(street(property.address))}, ${esc(property.address.city)}, ${property.address.state} ${property.address.zip}</b>.</p>
<p>The parties agree:</p><ol>${changes.map((c) => `<li>${c}</li>`).join('')}</ol>
<p>All other terms of the contract remain unchanged and in full force. Time is of the essence.</p>
<table style="width:100%;margin-top:24px"><tr><td style="width:50%;vertical-align:top">${sig.html}<br>Date: ${fmtDate(facts.documentDate, 'usBare')}</td><td style="vertical-align:top"><span class="scrawl">${esc(fullName(seller))}</span><br>${esc(fullName(seller))}, Seller<br>Date: ${fmtDate(facts.documentDate, 'usBare')}</td></tr></table>`;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Addendum', pages: [html], font: rng.pick(['serif', 'sans'] as const), fontSize: '10.5pt' }), truth: truth(facts, [...b.fields, ...sig.fields, 'property_address', 'estimated_closing_date']) };
  },
};

const assignment: Family = {
  id: 'wholesaler-assignment-of-contract',
  description: 'A wholesaler assigns its purchase contract to the borrower for an assignment fee; three parties, two prices',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { property, loan, seller } = facts;
    const price = property.purchasePrice ?? Math.round(property.value * 0.9 / 500) * 500;
    const fee = rng.pick([7500, 10000, 12500, 15000, 20000, 25000]);
    const underlying = price - fee;
    const wholesaler = `${rng.pick(['Quick Close', 'Cash Home', 'Sold Fast', 'Metro Deal'])} ${rng.pick(['Buyers LLC', 'Acquisitions LLC', 'Investments, LLC'])}`;
    const rep = stranger(rng, facts);
    const b = buyer(facts, rng);
    const sig = buyerSignature(facts, 'Assignee');
    const office = makeAddress(rng, { state: property.address.state });
    const html = `<h2 style="text-align:center;font-size:13pt">ASSIGNMENT OF REAL ESTATE PURCHASE CONTRACT</h2>
<p>This Assignment is made on ${fmtDate(facts.documentDate, 'long')} by <b>${esc(wholesaler)}</b>, ${esc(street(office))}, ${esc(office.city)}, ${office.state} ("Assignor"), to <b>${esc(b.text.replace(/,? (and\/)?or assigns$/, ''))}</b> ("Assignee").</p>
<p><b>1. Contract.</b> Assignor is the buyer under a purchase contract with ${esc(fullName(seller))}, as seller, for the property at ${esc(street(property.address, true))}, ${esc(property.address.city)}, ${esc(property.address.stateName)} ${property.address.zip} (the "Contract"), at a price of ${money(underlying)}.</p>
<p><b>2. Assignment.</b> Assignor assigns all of its rights under the Contract to Assignee, and Assignee assumes all of Assignor's obligations under it.</p>
<p><b>3. Assignment Fee.</b> Assignee shall pay Assignor a fee of ${money(fee)}, payable through escrow at ${esc(facts.title.name)} at closing. The earnest money of ${money(rng.pick([1000, 2500, 5000]))} deposited by Assignor shall be credited to Assignee.</p>
<p><b>4. Closing.</b> Assignee shall close the purchase on or before ${anyDate(rng, loan.closingDate)}. If Assignee fails to close, the fee is forfeited.</p>
<p><b>5. Disclosure.</b> Assignee acknowledges that Assignor is a real estate investor, not a licensed agent, and that Assignee relied on its own inspection.</p>
<table style="width:100%;margin-top:24px"><tr><td style="width:50%;vertical-align:top">ASSIGNOR: ${esc(wholesaler)}<br>By: <span class="scrawl">${esc(fullName(rep))}</span><br>${esc(fullName(rep))}, Managing Member</td><td style="vertical-align:top">${sig.html}</td></tr></table>
<p class="small" style="margin-top:20px">Seller acknowledgment (optional): ________________________ ${esc(fullName(seller))}</p>`;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Assignment', pages: [html], fontSize: '10pt' }), truth: truth(facts, [...b.fields, ...sig.fields, 'property_address', 'estimated_closing_date']) };
  },
};

export const contractFamilies: Family[] = [purchaseAgreement, addendum, assignment];
