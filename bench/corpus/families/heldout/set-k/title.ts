// set-k — title/escrow companies and closing attorneys: purchase and sale agreements, escrow instructions,
// assignments of contract.
import { flow, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { addr, anyDate, entityPhrase, esc, fdate, money, name, near, otherPerson, page, phone, propTypeLabel } from './kit';

function price(f: DealFacts, rng: Rng): number {
  return f.property.purchasePrice ?? near(rng, f.property.value, [f.property.value, f.loan.amount, f.property.arv]);
}

/** The buyer as a contract names it, and the fields that statement carries. */
function buyer(f: DealFacts, rng: Rng): { text: string; sign: string; fields: TruthField[] } {
  const b = f.borrower;
  if (f.entity) {
    return {
      text: `${entityPhrase(f)}`,
      sign: `${esc(f.entity.name)}<br>By: <span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>Name: ${esc(b.first)} ${esc(b.last)}<br>Title: ${esc(f.entity.signatoryTitle)}`,
      fields: ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'],
    };
  }
  const n = esc(name(b, rng, rng.pick(['plain', 'middle'] as const)));
  return { text: `${n}${rng.chance(0.4) ? ', a married person, as his or her sole and separate property' : ''}`, sign: `<span class="scrawl">${esc(b.first)} ${esc(b.last)}</span><br>${n}`, fields: ['borrower_first_name', 'borrower_last_name'] };
}

const attorneyPsa: Family = {
  id: 'setk-title-attorney-psa-numbered',
  description: 'Attorney-drafted purchase and sale agreement, numbered sections over several pages, financing contingency states the loan',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const by = buyer(f, rng), s = f.seller, p = f.property;
    const pr = price(f, rng);
    const deposit = Math.round(pr * rng.pick([0.01, 0.02, 0.03]) / 100) * 100;
    const fin = rng.chance(0.6);
    const secs = [
      `<h2 class="center">AGREEMENT OF PURCHASE AND SALE</h2><p>THIS AGREEMENT is made as of ${fdate(f.documentDate, 'ordinal')}, between <b>${esc(s.first)} ${esc(s.last)}</b> (“Seller”) and <b>${by.text}</b> (“Purchaser”).</p>`,
      `<p><b>1. Property.</b> Seller agrees to sell and Purchaser agrees to buy the real property commonly known as ${addr(p.address, rng, { long: true })}, being a ${esc(propTypeLabel(p.type, p.units, rng).toLowerCase())}, together with all improvements and fixtures (the “Property”).</p>`,
      `<p><b>2. Purchase Price.</b> The purchase price is ${money(pr)} (the “Purchase Price”), payable as follows: (a) an earnest money deposit of ${money(deposit)} within three (3) business days of the Effective Date with ${esc(f.title.name)} (“Escrow Agent”); and (b) the balance at Closing by wire transfer.</p>`,
      `<p><b>3. Financing.</b> ${fin ? `Purchaser's obligations are contingent upon Purchaser obtaining a loan in the principal amount of ${money(f.loan.amount)} from ${esc(f.lender.name)} or another lender of Purchaser's choice within twenty-one (21) days.` : 'This Agreement is not contingent upon financing.'}</p>`,
      `<p><b>4. Inspection Period.</b> Purchaser shall have ${rng.pick(['ten (10)', 'fourteen (14)', 'fifteen (15)'])} days after the Effective Date to inspect the Property. If Purchaser terminates before the expiration of the Inspection Period, the Deposit shall be returned.</p>`,
      `<p><b>5. Title.</b> Seller shall convey marketable fee simple title by ${rng.pick(['special warranty deed', 'general warranty deed', 'grant deed'])}, subject only to Permitted Exceptions. Escrow Agent shall issue an owner's policy in the amount of the Purchase Price.</p>`,
      `<p><b>6. Closing.</b> Closing shall occur on or before ${fdate(f.loan.closingDate, 'long')} at the offices of Escrow Agent, ${esc(f.title.address.street)}, ${esc(f.title.address.city)}, ${esc(f.title.address.state)}.</p>`,
      `<p><b>7. Prorations.</b> Real estate taxes, rents and utilities shall be prorated as of the Closing Date. Seller shall pay the transfer tax; Purchaser shall pay recording fees for the deed and any mortgage.</p>`,
      `<p><b>8. Default.</b> If Purchaser defaults, Seller's sole remedy is to retain the Deposit as liquidated damages. If Seller defaults, Purchaser may seek specific performance.</p>`,
      `<p><b>9. Notices.</b> Seller: ${esc(s.email)}, ${esc(phone(s.phone, rng))}. Purchaser: as set forth below its signature.</p>`,
      `<p><b>10. Miscellaneous.</b> This Agreement may be executed in counterparts and by electronic signature, and shall be governed by the laws of the State of ${esc(p.address.stateName)}.</p>`,
      { html: `<table style="width:100%;margin-top:20px"><tr><td style="width:50%;vertical-align:top"><b>SELLER:</b><br><span class="scrawl">${esc(s.first)} ${esc(s.last)}</span><br>${esc(s.first)} ${esc(s.last)}</td><td style="vertical-align:top"><b>PURCHASER:</b><br>${by.sign}</td></tr></table>`, lines: 9 },
    ];
    const pages = flow(secs, { charsPerLine: 92, linesPerPage: 44 });
    const list: TruthField[] = [...by.fields, 'property_address', 'property_type', 'estimated_closing_date'];
    if (fin) list.push('loan_amount');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: page('PSA', pages, { font: 'serif', fontSize: '10pt', page: { pageNumbers: true, footerLeft: 'Purchaser ____ Seller ____' } }), truth: truthOf(f, list) };
  },
};

const escrowInstructions: Family = {
  id: 'setk-title-escrow-instructions',
  description: 'Title company\'s purchase escrow instructions: parties table (buyer, seller, lender, broker), money table, closing date',
  formats: ['pdf_text'],
  make(f, rng) {
    const by = buyer(f, rng), p = f.property, t = f.title;
    const pr = price(f, rng);
    const parties = `<table class="grid"><tr><th>Role</th><th>Party</th><th>Contact</th></tr>
<tr><td>Buyer / Borrower</td><td>${by.text}</td><td>${esc(f.borrower.email)}</td></tr>
<tr><td>Seller</td><td>${esc(f.seller.first)} ${esc(f.seller.last)}</td><td>${esc(phone(f.seller.phone, rng))}</td></tr>
<tr><td>New Lender</td><td>${esc(f.lender.name)}</td><td>${esc(f.lender.contact.email)}</td></tr>
<tr><td>Mortgage Broker</td><td>${esc(f.broker.name)}</td><td>${esc(phone(f.broker.contact.phone, rng))}</td></tr></table>`;
    const deposit = Math.round(pr * 0.02 / 100) * 100;
    const money1 = kvTable([
      ['Total consideration', money(pr, 'cents')], ['Initial deposit', money(deposit, 'cents')],
      ['New first loan', money(f.loan.amount, 'cents')], ['Balance from buyer (approx.)', money(Math.max(0, pr - f.loan.amount - deposit), 'cents')],
    ]);
    const html = page('Escrow Instructions', [`${letterhead({ name: t.name, lines: [esc(`${t.address.street}, ${t.address.city}, ${t.address.state} ${t.address.zip}`), `Escrow Officer: ${esc(t.contact.first)} ${esc(t.contact.last)} · ${esc(phone(t.contact.phone, rng))}`] })}
<h2>PURCHASE ESCROW INSTRUCTIONS</h2><p>Escrow No. ${rng.int(10, 99)}-${rng.int(100000, 999999)} &nbsp; Date: ${anyDate(rng, f.documentDate)}</p>
<p>Property: ${addr(p.address, rng)} — ${esc(propTypeLabel(p.type, p.units, rng))}</p>${parties}<h3 style="margin-top:10px">Consideration</h3>${money1}
<p style="margin-top:10px">Close of escrow on or before <b>${anyDate(rng, f.loan.closingDate)}</b>. Buyer and Seller agree that these instructions, together with the purchase agreement, constitute the agreement of purchase and sale.</p>
<table style="width:100%;margin-top:16px"><tr><td><b>Buyer</b><br>${by.sign}</td><td><b>Seller</b><br>${esc(f.seller.first)} ${esc(f.seller.last)}</td></tr></table>`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, [...by.fields, 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'estimated_closing_date']) };
  },
};

const commercialPsa: Family = {
  id: 'setk-title-commercial-psa-summary',
  description: 'Commercial purchase agreement with a basic-terms table up front (Article 1) and boilerplate following',
  formats: ['pdf_text'],
  make(f, rng) {
    const by = buyer(f, rng), p = f.property;
    const pr = price(f, rng);
    const basics = kvTable([
      ['1.1 Seller', `${esc(f.seller.first)} ${esc(f.seller.last)}${rng.chance(0.5) ? ', Trustee of a seller trust' : ''}`],
      ['1.2 Buyer', by.text],
      ['1.3 Property', `${addr(p.address, rng)}; ${esc(propTypeLabel(p.type, p.units, rng))}${p.squareFeet ? `, approx. ${p.squareFeet.toLocaleString('en-US')} rentable sq. ft.` : ''}`],
      ['1.4 Purchase Price', money(pr)],
      ['1.5 Earnest Money', `${money(Math.round(pr * 0.05 / 1000) * 1000)}, of which ${money(10000)} is non-refundable`],
      ['1.6 Due Diligence Period', '30 days after the Effective Date'],
      ['1.7 Closing Date', fdate(f.loan.closingDate, 'long')],
      ['1.8 Title Company', esc(f.title.name)],
      ['1.9 Broker(s)', `${esc(f.broker.name)} (Buyer) — commission per separate agreement`],
    ], { labelWidth: '26%' });
    const boiler = [1, 2, 3].map((i) => `<p><b>Article ${i + 1}.</b> ${['Seller shall deliver the rent roll, leases, service contracts and operating statements for the trailing twenty-four months within five (5) days after the Effective Date.', 'Buyer may terminate this Agreement for any reason or no reason prior to the expiration of the Due Diligence Period by written notice to Seller.', 'Seller represents that there are no pending condemnation proceedings and no notices of violation affecting the Property.'][i - 1]}</p>`).join('');
    const html = page('PSA', [`<h2 class="center">PURCHASE AND SALE AGREEMENT</h2><p class="center small">(Commercial Property)</p><h3>Article 1 — Basic Terms</h3>${basics}${boiler}<table style="width:100%;margin-top:18px"><tr><td><b>BUYER</b><br>${by.sign}</td><td><b>SELLER</b><br>${esc(f.seller.first)} ${esc(f.seller.last)}</td></tr></table>`], { font: 'serif', fontSize: '9.5pt', page: { footerLeft: `Effective Date: ${fdate(f.documentDate, 'us')}` } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, [...by.fields, 'property_address', 'property_type', 'estimated_closing_date']) };
  },
};

const scannedContract: Family = {
  id: 'setk-title-scanned-residential-contract',
  description: 'State-association style residential contract, two pages with initials in the footer, scanned',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const by = buyer(f, rng), p = f.property;
    const pr = price(f, rng);
    const fin = rng.chance(0.5);
    const p1 = `<h2 class="center">RESIDENTIAL PURCHASE CONTRACT</h2><p>1. PARTIES: ${esc(f.seller.first)} ${esc(f.seller.last)} (“Seller”) and ${by.text} (“Buyer”).</p>
<p>2. PROPERTY: ${addr(p.address, rng, { long: true })}, County of ____________, State of ${esc(p.address.stateName)}.</p>
<p>3. PRICE: ${money(pr)}. ${fin ? `Buyer will apply for a ${rng.pick(['private', 'business purpose'])} loan of ${money(f.loan.amount)}.` : 'Cash purchase; no financing contingency.'}</p>
<p>4. CLOSING: on or before ${fdate(f.loan.closingDate, 'us')}.</p><p>5. EARNEST MONEY: ${money(rng.pick([1000, 2500, 5000, 10000]))} held by ${esc(f.title.name)}.</p>
<p>6. PROPERTY CONDITION: Buyer accepts the Property in its present “as is” condition.</p>`;
    const p2 = `<p>7. LISTING BROKER: ${rng.pick(['Bright Door Realty', 'Key Street Realtors', 'Hometown Realty Group'])} &nbsp; SELLING BROKER: ${rng.pick(['none', 'Direct'])}</p><p>8. ADDITIONAL TERMS: Seller to leave appliances. Buyer may assign this contract to an entity controlled by Buyer.</p>
<table style="width:100%;margin-top:30px"><tr><td><b>BUYER</b><br>${by.sign}<br>Date: ${fdate(f.documentDate, 'usUnpadded')}</td><td><b>SELLER</b><br><span class="scrawl">${esc(f.seller.last)}</span><br>${esc(f.seller.first)} ${esc(f.seller.last)}</td></tr></table>`;
    const list: TruthField[] = [...by.fields, 'property_address', 'estimated_closing_date'];
    if (fin) list.push('loan_amount');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: page('Contract', [p1, p2], { font: 'serif', fontSize: '10.5pt', page: { pageNumbers: true, footerLeft: 'Buyer initials ____ ____   Seller initials ____ ____' } }), truth: truthOf(f, list) };
  },
};

const contractPhoto: Family = {
  id: 'setk-title-one-page-contract-photo',
  description: 'One-page simple purchase contract for a lot or a small house, photographed',
  formats: ['image'],
  make(f, rng) {
    const by = buyer(f, rng), p = f.property;
    const pr = price(f, rng);
    const html = page('Contract', [`<h2 class="center" style="margin-top:30px">CONTRACT FOR SALE OF REAL ESTATE</h2>
<p>Seller: ${esc(f.seller.first)} ${esc(f.seller.last)}</p><p>Buyer: ${by.text}</p><p>Property: ${addr(p.address, rng)} (${esc(propTypeLabel(p.type, p.units, rng))})</p>
<p>Price: ${money(pr)} &nbsp; Deposit: ${money(rng.pick([500, 1000, 2000]))}</p><p>Closing Date: ${fdate(f.loan.closingDate, 'long')}</p>
<p class="small">Title to be insured by ${esc(f.title.name)}. Taxes prorated. Time is of the essence.</p>
<table style="width:100%;margin-top:30px"><tr><td>${by.sign}</td><td><span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span><br>Seller</td></tr></table>`], { font: 'serif', fontSize: '12pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, [...by.fields, 'property_address', 'property_type', 'estimated_closing_date']) };
  },
};

const assignment: Family = {
  id: 'setk-title-assignment-of-contract',
  description: 'Assignment of a purchase contract from a wholesaler to the borrower: original price and assignment fee are distractors',
  formats: ['pdf_text'],
  make(f, rng) {
    const by = buyer(f, rng), p = f.property;
    const pr = price(f, rng);
    const fee = rng.pick([7500, 10000, 12500, 15000, 20000, 25000]);
    const w = otherPerson(rng, f);
    const wholesaler = `${rng.pick(['Quick Close', 'Cash Offer', 'Keyway'])} Acquisitions LLC`;
    const html = page('Assignment', [`<h2 class="center">ASSIGNMENT AND ASSUMPTION OF PURCHASE CONTRACT</h2>
<p>This Assignment is made ${fdate(f.documentDate, 'long')} by <b>${esc(wholesaler)}</b>, by ${esc(w.first)} ${esc(w.last)}, its Manager (“Assignor”), to <b>${by.text}</b> (“Assignee”).</p>
<p><b>Recitals.</b> Assignor, as buyer, and ${esc(f.seller.first)} ${esc(f.seller.last)}, as seller, entered into a purchase contract for the property located at ${addr(p.address, rng)} (the “Property”) for a price of ${money(pr - fee)} (the “Contract”).</p>
<p><b>1. Assignment.</b> Assignor assigns all of its rights under the Contract to Assignee, and Assignee assumes Assignor's obligations thereunder.</p>
<p><b>2. Assignment Fee.</b> Assignee shall pay Assignor an assignment fee of ${money(fee)} at closing through ${esc(f.title.name)}, making Assignee's total acquisition cost ${money(pr)}.</p>
<p><b>3. Closing.</b> Closing under the Contract shall occur on or before ${fdate(f.loan.closingDate, 'long')}; Assignee intends to finance the acquisition with a loan from ${esc(f.lender.name)}.</p>
<table style="width:100%;margin-top:26px"><tr><td><b>ASSIGNOR</b><br>${esc(wholesaler)}<br>By: ${esc(w.first)} ${esc(w.last)}, Manager</td><td><b>ASSIGNEE</b><br>${by.sign}</td></tr></table>`], { font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, [...by.fields, 'property_address', 'estimated_closing_date']) };
  },
};

export const titleFamilies: Family[] = [attorneyPsa, escrowInstructions, commercialPsa, scannedContract, contractPhoto, assignment];
