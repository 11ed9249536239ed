// set-j families written by agents, attorneys and title companies: purchase and sale agreements and assignments.
import type { DealFacts, Family, Rng } from '../../../types';
import { boxes, dLong, dUs, esc, html, htmlOut, money, oneLine, propertyTypeLabel, sig, type Item } from './kit';

function buyer(f: DealFacts): { text: string; fields: Item['fields'] } {
  const b = f.borrower;
  if (f.entity) return { text: `${esc(f.entity.name)}, ${f.entity.type === 'Trust' ? 'by its trustee' : `a ${esc(f.entity.stateOfFormation)} ${f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type === 'Corporation' ? 'corporation' : 'limited partnership'}`}`, fields: ['entity_name'] };
  return { text: `${esc(b.first)} ${esc(b.last)}`, fields: ['borrower_first_name', 'borrower_last_name'] };
}
function buyerSig(f: DealFacts): { html: string; fields: Item['fields'] } {
  const b = f.borrower;
  if (f.entity) return { html: sig(`${b.first} ${b.last}`, `BUYER: ${esc(f.entity.name)}<br>By: ${esc(b.first)} ${esc(b.last)}, its ${esc(f.entity.signatoryTitle)}`), fields: ['authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'] };
  return { html: sig(`${b.first} ${b.last}`, `BUYER: ${esc(b.first)} ${esc(b.last)}`), fields: [] };
}
function earnest(f: DealFacts, rng: Rng): number {
  return Math.round(((f.property.purchasePrice ?? f.property.value) * rng.pick([0.01, 0.02, 0.03])) / 500) * 500 + 250;
}
function financing(f: DealFacts, rng: Rng): { text: string; fields: Item['fields'] } {
  if (rng.chance(0.5)) return { text: `Buyer's obligation is contingent on Buyer obtaining a loan of not more than ${money(f.loan.amount)} from a lender of Buyer's choice.`, fields: ['loan_amount'] };
  return { text: 'This Agreement is not contingent upon financing; Buyer may nevertheless finance the purchase.', fields: [] };
}

const psaResidential: Family = {
  id: 'setj-psa-residential-clauses',
  description: 'Agent-drafted residential purchase and sale agreement: numbered clauses, price and deposit, closing date, signatures',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = f.seller;
    const price = f.property.purchasePrice ?? f.property.value + 15000;
    const by = buyer(f), fin = financing(f, rng), bs = buyerSig(f);
    const c = [
      `<b>PARTIES.</b> ${esc(s.first)} ${esc(s.last)} ("Seller") agrees to sell and ${by.text} ("Buyer") agrees to buy the Property on the terms below.`,
      `<b>PROPERTY.</b> The real property known as ${esc(oneLine(f, rng.chance(0.5)))}, together with all fixtures and improvements (the "Property").`,
      `<b>PURCHASE PRICE.</b> ${money(price)}, payable as follows: earnest money of ${money(earnest(f, rng))} deposited with ${esc(f.title.name)} within three business days, balance in good funds at closing.`,
      `<b>FINANCING.</b> ${fin.text}`,
      `<b>CLOSING.</b> Closing shall take place on or before ${dLong(f.loan.closingDate)} at the offices of ${esc(f.title.name)}, ${esc(f.title.address.city)}, ${f.title.address.state}.`,
      '<b>INSPECTION.</b> Buyer shall have ten (10) days after the Effective Date to inspect the Property and may terminate by written notice.',
      '<b>TITLE.</b> Seller shall convey marketable title by general warranty deed, free of liens except permitted exceptions.',
      '<b>PRORATIONS.</b> Taxes, rents and association dues shall be prorated as of the day of closing.',
      '<b>DEFAULT.</b> If Buyer defaults, Seller may retain the earnest money as liquidated damages.',
    ];
    const body = `<h2 style="text-align:center">RESIDENTIAL PURCHASE AND SALE AGREEMENT</h2><p class="center">Effective Date: ${dLong(f.documentDate)}</p>${c.map((x, i) => `<p>${i + 1}. ${x}</p>`).join('')}
<div>${bs.html} ${sig(`${s.first} ${s.last}`, `SELLER: ${esc(s.first)} ${esc(s.last)}`)}</div>`;
    return htmlOut('Purchase and Sale Agreement', f, html('PSA', [body], { fontSize: '9.8pt', footer: 'Buyer ____ Seller ____' }), [...by.fields, ...fin.fields, ...bs.fields, 'property_address', 'estimated_closing_date']);
  },
};

const psaCommercial: Family = {
  id: 'setj-psa-commercial-recitals',
  description: 'Attorney-drafted commercial agreement of purchase and sale: recitals, defined terms, two pages, notice addresses',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = f.seller;
    const price = f.property.purchasePrice ?? f.property.value + 25000;
    const by = buyer(f), bs = buyerSig(f);
    const ptype = propertyTypeLabel(f, rng);
    const p1 = `<h2 style="text-align:center">AGREEMENT OF PURCHASE AND SALE</h2>
<p>THIS AGREEMENT OF PURCHASE AND SALE (this "Agreement") is made as of ${dLong(f.documentDate)} by and between ${esc(s.first)} ${esc(s.last)} ("Seller") and ${by.text} ("Purchaser").</p>
<h4>RECITALS</h4><p>A. Seller is the owner of certain real property and improvements used as ${esc(ptype.toLowerCase())} and located at ${esc(oneLine(f))} (the "Property").</p><p>B. Seller desires to sell, and Purchaser desires to purchase, the Property on the terms of this Agreement.</p>
<h4>ARTICLE 1 – PURCHASE PRICE</h4><p>1.1 The purchase price is ${money(price)} (the "Purchase Price"). 1.2 Within two (2) business days Purchaser shall deposit ${money(earnest(f, rng))} (the "Deposit") with ${esc(f.title.name)} (the "Escrow Agent").</p>
<h4>ARTICLE 2 – DUE DILIGENCE</h4><p>2.1 Purchaser shall have thirty (30) days to review leases, surveys, environmental reports and the title commitment. 2.2 Seller shall deliver rent rolls and operating statements for the prior twenty-four months.</p>`;
    const p2 = `<h4>ARTICLE 3 – CLOSING</h4><p>3.1 The closing shall occur through escrow on ${dUs(f.loan.closingDate)} (the "Closing Date") or such other date as the parties agree in writing.</p>
<h4>ARTICLE 4 – NOTICES</h4><p>If to Seller: ${esc(s.first)} ${esc(s.last)}, c/o ${esc(f.title.name)}, ${esc(f.title.address.street)}, ${esc(f.title.address.city)}, ${f.title.address.state} ${f.title.address.zip}.</p><p>If to Purchaser: at the address of the Property, attention ${esc(f.borrower.first)} ${esc(f.borrower.last)}.</p>
<h4>ARTICLE 5 – MISCELLANEOUS</h4><p>This Agreement is governed by the laws of the State of ${esc(f.property.address.stateName)}. Counterparts and electronic signatures are effective.</p>
<p>IN WITNESS WHEREOF the parties have executed this Agreement as of the date first written above.</p><div>${sig(`${s.first} ${s.last}`, `SELLER: ${esc(s.first)} ${esc(s.last)}`)}</div><div>${bs.html}</div>`;
    return htmlOut('Purchase and Sale Agreement', f, html('Agreement', [p1, p2], { fontSize: '10pt', pageNumbers: true }), [...by.fields, ...bs.fields, 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'estimated_closing_date']);
  },
};

const psaBoxes: Family = {
  id: 'setj-psa-association-box-form',
  description: 'State association purchase contract, boxed fields with small captions, checkbox financing, scanned with initials',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const s = f.seller;
    const price = f.property.purchasePrice ?? f.property.value + 10000;
    const by = buyer(f);
    const a = f.property.address;
    const rows: Item[] = [
      { label: 'Buyer(s)', value: by.text, fields: by.fields }, { label: 'Seller(s)', value: `${esc(s.first)} ${esc(s.last)}`, fields: [] },
      { label: 'Street address', value: `${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}`, fields: ['property_address'] }, { label: 'City / State / ZIP', value: `${esc(a.city)}, ${a.state} ${a.zip}`, fields: [] },
      { label: 'Purchase price', value: money(price, true), fields: [] }, { label: 'Earnest money', value: money(earnest(f, rng), true), fields: [] },
      { label: 'Closing date', value: dUs(f.loan.closingDate), fields: ['estimated_closing_date'] }, { label: 'Escrow / Title', value: esc(f.title.name), fields: [] },
      { label: 'Listing brokerage', value: `${esc(f.broker.name)}`, fields: [] }, { label: 'Contract date', value: dUs(f.documentDate), fields: [] },
    ];
    const body = `<h2 style="text-align:center;font-size:12pt">${esc(f.property.address.stateName.toUpperCase())} REALTORS® RESIDENTIAL PURCHASE CONTRACT</h2>${boxes(rows, 2)}
<p style="margin-top:8px">Financing: ☐ Cash ☒ Conventional ☐ FHA ☐ VA ☐ Seller financing</p><p class="small">This is a legally binding contract. If not understood, seek legal advice. Buyer acknowledges receipt of the lead-based paint disclosure.</p>
<div>${sig(`${f.borrower.first} ${f.borrower.last}`, 'Buyer')} ${sig(`${s.first} ${s.last}`, 'Seller')}</div>`;
    const extra: Item['fields'] = f.entity ? [] : [];
    return htmlOut('Purchase and Sale Agreement', f, html('Contract', [body], { font: 'sans', fontSize: '9.5pt', footer: 'Form RPC-1 Rev. 2023 · Buyer initials ___ Seller initials ___' }), [...rows.flatMap((r) => r.fields), ...extra, 'borrower_first_name', 'borrower_last_name']);
  },
};

const psaSummary: Family = {
  id: 'setj-psa-contract-summary-photo',
  description: 'Title company "contract received" summary sheet, photographed on a desk',
  formats: ['image'],
  make(f) {
    const a = f.property.address;
    const price = f.property.purchasePrice ?? f.property.value + 5000;
    const by = buyer(f);
    const body = `<div style="font:bold 16pt 'DejaVu Sans'">${esc(f.title.name)}</div><div class="small">${esc(f.title.address.street)}, ${esc(f.title.address.city)}, ${f.title.address.state} ${f.title.address.zip}</div><hr>
<h3>Contract Summary – Purchase &amp; Sale</h3><table class="grid" style="width:100%;font-size:11pt">
<tr><td>Buyer</td><td>${by.text}</td></tr><tr><td>Seller</td><td>${esc(f.seller.first)} ${esc(f.seller.last)}</td></tr>
<tr><td>Property</td><td>${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}, ${esc(a.city)}, ${a.state} ${a.zip}</td></tr><tr><td>Sales Price</td><td>${money(price)}</td></tr>
<tr><td>Scheduled Closing</td><td>${dLong(f.loan.closingDate)}</td></tr><tr><td>Escrow Officer</td><td>${esc(f.title.contact.first)} ${esc(f.title.contact.last)}</td></tr></table>
<p class="small" style="margin-top:10px">Opened ${dUs(f.documentDate)}. Please send lender instructions and payoff letters to the escrow officer.</p>`;
    return htmlOut('Purchase and Sale Agreement', f, html('Contract Summary', [body], { font: 'sans', fontSize: '10.5pt' }), [...by.fields, 'property_address', 'estimated_closing_date']);
  },
};

const psaAssignment: Family = {
  id: 'setj-psa-assignment-of-contract',
  description: 'Wholesaler assignment of a purchase contract to the borrower: assignor, assignee, original price and assignment fee',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const price = f.property.purchasePrice ?? f.property.value + 20000;
    const fee = rng.int(5, 30) * 1000;
    const by = buyer(f), bs = buyerSig(f);
    const assignor = `${rng.pick(['Quick', 'Cash', 'Fast', 'Blue'])} ${rng.pick(['Home Buyers', 'Offer Properties', 'Deals'])} LLC`;
    const body = `<h2 style="text-align:center">ASSIGNMENT OF PURCHASE AND SALE AGREEMENT</h2>
<p>This Assignment is made ${dLong(f.documentDate)} by ${assignor} ("Assignor") in favor of ${by.text} ("Assignee").</p>
<p>1. Assignor is the buyer under a Purchase and Sale Agreement with ${esc(f.seller.first)} ${esc(f.seller.last)} as seller for the property at ${esc(oneLine(f))} at a price of ${money(price)}.</p>
<p>2. Assignor assigns all of its rights under that agreement to Assignee. Assignee assumes all obligations of the buyer.</p>
<p>3. Assignee shall pay Assignor an assignment fee of ${money(fee)} at closing, which is scheduled for ${dLong(f.loan.closingDate)} with ${esc(f.title.name)}.</p>
<p>4. The earnest money of ${money(earnest(f, rng))} remains on deposit and shall be credited to Assignee.</p>
<div>${sig('', `ASSIGNOR: ${assignor}`)}</div><div>${bs.html}</div>`;
    return htmlOut('Purchase and Sale Agreement', f, html('Assignment', [body], { fontSize: '10.5pt' }), [...by.fields, ...bs.fields, 'borrower_first_name', 'borrower_last_name', 'property_address', 'estimated_closing_date']);
  },
};

export const titleFamilies: Family[] = [psaResidential, psaCommercial, psaBoxes, psaSummary, psaAssignment];
