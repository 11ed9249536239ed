// Attorneys, agents, title and escrow: purchase contracts (residential, commercial, land), assignments, amendments,
// title commitments and escrow instructions. The buyer is the borrower; sellers, agents and title staff are not.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { checkboxes, documentHtml, flow } from '../../../style';
import {
  anyAddress, esc, fmtDate, fullName, money, oneLine, otherPerson, propTypePhrase, shiftDate, street, truth, twoLines,
} from './util';

function price(f: DealFacts): number {
  if (f.property.purchasePrice) return f.property.purchasePrice;
  const p = Math.round((f.property.value * 0.93) / 1000) * 1000 - 1500;
  return p === f.property.value ? p - 1000 : p;
}

function buyerName(f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(f.borrower);
}

function buyerFields(f: DealFacts, signer: boolean): TruthField[] {
  if (!f.entity) return ['borrower_first_name', 'borrower_last_name'];
  return signer ? ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] : ['entity_name'];
}

function buyerSig(f: DealFacts): string {
  return f.entity
    ? `${esc(f.entity.name)}<br>By: <span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>Name: ${esc(fullName(f.borrower, false))}<br>Title: ${esc(f.entity.signatoryTitle)}`
    : `<span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${esc(fullName(f.borrower))}, Buyer`;
}

function earnest(f: DealFacts, rng: Rng): number {
  return rng.pick([2500, 5000, 7500, 10000, 15000, 25000]) + (f.property.value > 1e6 ? 25000 : 0);
}

const residentialPsa: Family = {
  id: 'setn-psa-residential-form',
  description: 'Realtor association style residential purchase contract: numbered paragraphs with blanks filled, financing contingency naming the new loan, 2 pages.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const em = earnest(f, rng);
    const fill = (s: string) => `<u>&nbsp;${esc(s)}&nbsp;</u>`;
    const paras = [
      `<p><b>1. PARTIES.</b> ${fill(buyerName(f))} ("Buyer") agrees to buy and ${fill(fullName(f.seller))} ("Seller") agrees to sell the Property described below on the terms of this Contract.</p>`,
      `<p><b>2. PROPERTY.</b> The real property, with all improvements, known as ${fill(oneLine(f.property.address, { long: true }))}, County of ${fill(otherPerson(rng).split(' ')[1] ?? 'Lake')}, together with fixtures and the following personal property: ${rng.pick(['range, refrigerator, window treatments', 'none', 'all appliances as they stand'])}.</p>`,
      `<p><b>3. PURCHASE PRICE.</b> The total purchase price is ${fill(money(p))}, payable as follows: (a) earnest money of ${fill(money(em))} deposited with ${fill(f.title.name)} within 3 business days; (b) new loan proceeds as set out in paragraph 4; (c) balance in good funds at closing.</p>`,
      `<p><b>4. FINANCING CONTINGENCY.</b> ${checkboxes(['Cash', 'Conventional', 'Private / hard money'], 'Private / hard money')}. This Contract is contingent on Buyer obtaining a loan of not more than ${fill(money(l.amount))} from ${fill(f.lender.name)} or another lender of Buyer's choosing. Buyer shall apply within 5 days of the Effective Date.</p>`,
      `<p><b>5. INSPECTION.</b> Buyer shall have ${rng.pick([7, 10, 14])} days after the Effective Date to complete inspections and may terminate by written notice within that period.</p>`,
      `<p><b>6. TITLE.</b> Seller shall convey marketable title by general warranty deed, free of liens except those Buyer accepts. Title insurance to be issued by ${esc(f.title.name)}.</p>`,
      `<p><b>7. CLOSING.</b> Closing shall occur on or before ${fill(fmtDate(l.closingDate, 'long'))} at the offices of the title company or by mail-away.</p>`,
      '<p><b>8. PRORATIONS.</b> Taxes, rents, HOA dues and utilities shall be prorated as of the closing date.</p>',
      '<p><b>9. CONDITION OF PROPERTY.</b> Buyer is buying the Property in its AS-IS condition, subject to paragraph 5.</p>',
      `<p><b>10. DEFAULT.</b> If Buyer defaults, Seller may retain the earnest money as liquidated damages. If Seller defaults, Buyer may seek specific performance.</p>`,
      `<p><b>11. BROKERS.</b> Listing Brokerage: ${esc(otherPerson(rng))} Realty. Buyer's Brokerage: ${rng.chance(0.5) ? 'None (buyer unrepresented)' : `${esc(otherPerson(rng))} Properties`}.</p>`,
      `<p><b>12. NOTICES.</b> Buyer: ${esc(f.borrower.email)}. Seller: ${esc(f.seller.email)}.</p>`,
      `<div style="display:flex;gap:30px;margin-top:20px"><div style="flex:1">BUYER:<br>${buyerSig(f)}<br>Date: ${fmtDate(f.documentDate, 'us')}</div><div style="flex:1">SELLER:<br><span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span><br>${esc(fullName(f.seller))}<br>Date: ${fmtDate(shiftDate(f.documentDate, 1), 'us')}</div></div>`,
    ];
    const pages = flow(paras, { charsPerLine: 95, linesPerPage: 44, firstPageLines: 40 });
    pages[0] = `<h2 style="text-align:center;font-size:13pt">RESIDENTIAL REAL ESTATE PURCHASE CONTRACT</h2><p class="center small">(This is a legally binding contract. If not understood, seek legal advice.)</p>${pages[0] ?? ''}`;
    const html = documentHtml({ title: 'Contract', font: 'serif', fontSize: '9.5pt', pages, page: { pageNumbers: true, footerLeft: `Buyer's initials ____ Seller's initials ____` } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'borrower_email', 'property_address', 'loan_amount', 'estimated_closing_date']) };
  },
};

const commercialPsa: Family = {
  id: 'setn-psa-commercial-prose',
  description: 'Attorney-drafted commercial purchase and sale agreement: recitals, defined terms, due diligence and closing articles.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const sellerCo = `${f.seller.last} ${rng.pick(['Family Holdings', 'Commercial Properties', 'Realty Partners'])} LLC`;
    const blocks = [
      '<h2 style="text-align:center;font-size:13pt">AGREEMENT OF PURCHASE AND SALE</h2>',
      `<p>THIS AGREEMENT OF PURCHASE AND SALE (this "Agreement") is made as of ${fmtDate(f.documentDate, 'long')} (the "Effective Date") by and between <b>${esc(sellerCo)}</b> ("Seller"), and <b>${esc(buyerName(f))}</b>${f.entity ? `, a ${esc(f.entity.stateOfFormation)} ${f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type === 'Corporation' ? 'corporation' : f.entity.type === 'Partnership' ? 'limited partnership' : 'trust'}` : ''} ("Purchaser").</p>`,
      '<h3 style="font-size:10.5pt">RECITALS</h3>',
      `<p>A. Seller is the owner of that certain ${esc(propTypePhrase(f, rng).toLowerCase())} property located at ${esc(oneLine(f.property.address, { long: true, stateName: true }))} (the "Property"), consisting of approximately ${(f.property.squareFeet ?? 5000).toLocaleString('en-US')} square feet of improvements.</p>`,
      '<p>B. Seller desires to sell and Purchaser desires to purchase the Property on the terms set forth herein.</p>',
      '<h3 style="font-size:10.5pt">ARTICLE 1 — PURCHASE PRICE</h3>',
      `<p>1.1 The purchase price for the Property is ${money(p)} (the "Purchase Price"). 1.2 Within two (2) Business Days after the Effective Date, Purchaser shall deposit ${money(earnest(f, rng))} (the "Deposit") with ${esc(f.title.name)} (the "Escrow Agent").</p>`,
      '<h3 style="font-size:10.5pt">ARTICLE 2 — DUE DILIGENCE</h3>',
      `<p>2.1 Purchaser shall have until 5:00 p.m. local time on ${fmtDate(shiftDate(f.documentDate, 21), 'long')} (the "Due Diligence Period") to inspect the Property, review leases, rent rolls, service contracts and environmental reports. 2.2 Seller shall deliver its most recent rent roll and operating statements within five (5) days.</p>`,
      '<h3 style="font-size:10.5pt">ARTICLE 3 — CLOSING</h3>',
      `<p>3.1 The closing (the "Closing") shall take place through escrow on ${fmtDate(l.closingDate, 'long')} (the "Closing Date"). 3.2 Purchaser's obligation is conditioned upon Purchaser obtaining acquisition financing in an amount not less than ${money(l.amount)} on commercially reasonable terms.</p>`,
      '<h3 style="font-size:10.5pt">ARTICLE 4 — MISCELLANEOUS</h3>',
      `<p>4.1 Notices to Seller: c/o ${esc(fullName(f.seller, false))}, ${esc(f.seller.email)}. Notices to Purchaser: ${esc(f.entity ? `${f.entity.name}, Attn: ${fullName(f.borrower, false)}` : fullName(f.borrower, false))}. 4.2 This Agreement shall be governed by the laws of the State of ${esc(f.property.address.stateName)}.</p>`,
      `<div style="display:flex;gap:30px;margin-top:20px"><div style="flex:1">SELLER: ${esc(sellerCo)}<br>By: ______________<br>${esc(fullName(f.seller, false))}, Manager</div><div style="flex:1">PURCHASER:<br>${buyerSig(f)}</div></div>`,
    ];
    const pages = flow(blocks, { charsPerLine: 92, linesPerPage: 46 });
    const html = documentHtml({ title: 'PSA', font: 'serif', fontSize: '9.5pt', pages, page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'property_type', 'estimated_closing_date', 'loan_amount']) };
  },
};

const landContract: Family = {
  id: 'setn-psa-vacant-land',
  description: 'Vacant land sales contract form with parcel ID and acreage, blanks typed in, scanned back from the title company.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const fill = (s: string) => `<span style="border-bottom:1px solid #000;padding:0 6px;font-family:'DejaVu Sans Mono'">${esc(s)}</span>`;
    const html = documentHtml({
      title: 'Land', font: 'serif', fontSize: '9.5pt',
      pages: [`<h2 style="text-align:center;font-size:12.5pt">VACANT LAND CONTRACT</h2>
<p>1. SELLER: ${fill(fullName(f.seller))} &nbsp; BUYER: ${fill(buyerName(f))}</p>
<p>2. PROPERTY: Tax Parcel No. ${fill(`${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.int(100, 999)}`)}, approx. ${fill(`${(rng.int(5, 400) / 10).toFixed(1)}`)} acres, street address (if any) ${fill(oneLine(f.property.address))}. Zoning: ${fill(rng.pick(['R-1', 'AG', 'C-2', 'PUD', 'RS-7']))}</p>
<p>3. PRICE: ${fill(money(p))}. Deposit ${fill(money(earnest(f, rng)))} held by ${fill(f.title.name)}.</p>
<p>4. FINANCING: ${checkboxes(['All cash', 'Seller financing', 'Third-party loan'], 'Third-party loan')} in the amount of ${fill(money(l.amount))}.</p>
<p>5. FEASIBILITY: Buyer may, for ${fill('30')} days, test soils, survey, and confirm utilities and access; if unsatisfied Buyer may cancel and receive the deposit back.</p>
<p>6. CLOSING DATE: ${fill(fmtDate(l.closingDate, 'us'))}, or earlier by mutual agreement.</p>
<p>7. SURVEY &amp; TITLE: Seller to provide existing survey; Buyer pays for new boundary survey and owner's policy.</p>
<p>8. RESTRICTIONS / EASEMENTS: Subject to recorded utility easements and any HOA covenants.</p>
<p>9. ADDITIONAL TERMS: ${fill(rng.pick(['Seller to remove debris pile before closing.', 'Seller to provide perc test results.', 'None.']))}</p>
<div style="display:flex;gap:30px;margin-top:30px"><div style="flex:1">BUYER:<br>${buyerSig(f)}</div><div style="flex:1">SELLER:<br><span class="scrawl">${esc(f.seller.last)}</span><br>${esc(fullName(f.seller))}</div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'loan_amount', 'estimated_closing_date']) };
  },
};

const assignment: Family = {
  id: 'setn-psa-assignment-of-contract',
  description: 'Wholesaler\'s assignment of purchase contract: assignor (a wholesaler LLC), assignee (the borrower), original price and assignment fee.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const fee = rng.pick([7500, 10000, 12500, 15000, 20000, 25000, 30000]);
    const wholesaler = `${rng.pick(['Quick Close', 'We Buy Houses', 'Cash Offer', 'Deal Flow', 'Doorstep'])} ${rng.pick(['Acquisitions', 'Ventures', 'Partners'])} LLC`;
    const rep = otherPerson(rng);
    const html = documentHtml({
      title: 'Assignment', font: 'serif', fontSize: '10pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">ASSIGNMENT OF REAL ESTATE PURCHASE AND SALE AGREEMENT</h2>
<p>For good and valuable consideration, <b>${esc(wholesaler)}</b> ("Assignor") hereby assigns, transfers and sets over to <b>${esc(buyerName(f))}</b> ("Assignee") all of Assignor's right, title and interest in and to that certain Purchase and Sale Agreement dated ${fmtDate(shiftDate(f.documentDate, -rng.int(8, 30)), 'long')} (the "Agreement") between Assignor, as buyer, and ${esc(fullName(f.seller))}, as seller, for the property located at:</p>
<p style="text-align:center;font-weight:bold">${twoLines(f.property.address, true)}</p>
<p>1. <b>Purchase price.</b> The purchase price under the Agreement remains ${money(p - fee)}. Assignee shall additionally pay Assignor an assignment fee of ${money(fee)}, due at closing through ${esc(f.title.name)}.</p>
<p>2. <b>Assumption.</b> Assignee assumes all obligations of the buyer under the Agreement, including the closing date of ${fmtDate(l.closingDate, 'long')}.</p>
<p>3. <b>Deposit.</b> Assignor's earnest money of ${money(rng.pick([1000, 2000, 5000]))} shall remain on deposit and be credited to Assignee at closing.</p>
<p>4. <b>Financing.</b> Assignee intends to finance the acquisition and renovation with a loan from ${esc(f.lender.name)}. Assignor makes no representation as to the after-repair value${f.property.arv ? ` (marketed at ${money(f.property.arv)})` : ''}.</p>
<p>5. <b>As-is.</b> The property is assigned in its present condition with no warranties from Assignor.</p>
<div style="display:flex;gap:30px;margin-top:26px"><div style="flex:1">ASSIGNOR: ${esc(wholesaler)}<br>By: <span class="scrawl">${esc(rep)}</span><br>${esc(rep)}, Member</div><div style="flex:1">ASSIGNEE:<br>${buyerSig(f)}</div></div>
<p class="small" style="margin-top:18px">Seller acknowledgment: ${esc(fullName(f.seller, false))} ______________</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'estimated_closing_date']) };
  },
};

const amendment: Family = {
  id: 'setn-psa-amendment-price-date',
  description: 'Short amendment to a purchase contract reducing the price after inspection and moving the closing date; the old figures are crossed out.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const oldPrice = p + rng.pick([5000, 7500, 10000, 15000]);
    const oldClose = shiftDate(l.closingDate, -rng.int(7, 21));
    const html = documentHtml({
      title: 'Amendment', font: 'sans', fontSize: '10pt',
      pages: [`<h2 style="font-size:13pt">AMENDMENT NO. ${rng.int(1, 2)} TO PURCHASE AGREEMENT</h2>
<p>Property: ${esc(anyAddress(rng, f.property.address))}</p>
<p>Buyer: ${esc(buyerName(f))} &nbsp;&nbsp; Seller: ${esc(fullName(f.seller))}</p>
<p>Original agreement dated: ${fmtDate(shiftDate(f.documentDate, -20), 'us')}</p>
<p>The parties agree to amend the Agreement as follows; all other terms remain in full force and effect:</p>
<table class="grid"><tr><th>Term</th><th>Was</th><th>Now</th></tr>
<tr><td>Purchase price</td><td><s>${money(oldPrice)}</s></td><td>${money(p)}</td></tr>
<tr><td>Closing date</td><td><s>${fmtDate(oldClose, 'long')}</s></td><td>${fmtDate(l.closingDate, 'long')}</td></tr>
<tr><td>Seller credit</td><td>$0</td><td>${money(rng.pick([1500, 2500, 3000, 5000]))} toward repairs</td></tr></table>
<p style="margin-top:10px">Reason: inspection report dated ${fmtDate(shiftDate(f.documentDate, -5), 'us')} (roof and HVAC).</p>
<div style="display:flex;gap:30px;margin-top:26px"><div style="flex:1">Buyer:<br>${buyerSig(f)}</div><div style="flex:1">Seller:<br><span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span></div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'estimated_closing_date']) };
  },
};

const titleCommitment: Family = {
  id: 'setn-title-commitment-schedule-a',
  description: 'Title insurer commitment, Schedule A and B-I: proposed insureds, policy amounts, current vesting (the seller), requirements naming the new mortgage.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const purchase = l.purpose === 'Purchase';
    const p = price(f);
    const vested = purchase ? fullName(f.seller) : buyerName(f);
    const file = `${rng.pick(['FLT', 'HTE', 'CT', 'GS'])}-${rng.int(10000, 99999)}`;
    const html = documentHtml({
      title: 'Commitment', font: 'serif', fontSize: '9.5pt',
      pages: [`<div style="text-align:center"><b style="font-size:12pt">${esc(f.title.name.toUpperCase())}</b><br><span class="small">as issuing agent for ${rng.pick(['Old Republic National', 'First American', 'Stewart', 'Fidelity National'])} Title Insurance Company</span></div>
<h2 style="text-align:center;font-size:12pt;margin:10px 0">COMMITMENT FOR TITLE INSURANCE — SCHEDULE A</h2>
<table class="grid"><tr><td>File No.: ${file}</td><td>Effective Date: ${fmtDate(shiftDate(f.documentDate, -3), 'long')} at 8:00 a.m.</td></tr></table>
<p style="margin-top:8px">1. Policy or Policies to be issued:</p>
<p style="margin-left:20px">${purchase ? `(a) ALTA Owner's Policy (2021) — Proposed Insured: ${esc(buyerName(f))} — Amount: ${money(p)}<br>` : ''}(${purchase ? 'b' : 'a'}) ALTA Loan Policy (2021) — Proposed Insured: ${esc(f.lender.name)}, its successors and/or assigns — Amount: ${money(l.amount)}</p>
<p>2. The estate or interest in the Land is Fee Simple.</p>
<p>3. Title to the estate or interest in the Land is at the Effective Date vested in: <b>${esc(vested)}</b></p>
<p>4. The Land is described as follows: Lot ${rng.int(1, 40)}, Block ${rng.int(1, 12)}, ${esc(otherPerson(rng).split(' ')[1] ?? 'Oak')} Addition, according to the plat thereof; commonly known as ${esc(oneLine(f.property.address))}.</p>
<h3 style="font-size:10.5pt;margin-top:12px">SCHEDULE B, PART I — REQUIREMENTS</h3>
<ol>
${purchase ? `<li>Warranty Deed from ${esc(fullName(f.seller))} to ${esc(buyerName(f))}.</li>` : ''}
<li>Mortgage/Deed of Trust from ${esc(buyerName(f))} to ${esc(f.lender.name)} securing ${money(l.amount)}.</li>
${f.entity ? `<li>Provide the operating agreement / formation documents of ${esc(f.entity.name)} and evidence that ${esc(fullName(f.borrower, false))}, ${esc(f.entity.signatoryTitle)}, is authorized to execute the instruments.</li>` : ''}
<li>Release of Mortgage recorded as Instrument No. ${rng.int(2010, 2022)}${rng.int(100000, 999999)} in favor of ${esc(otherPerson(rng))} Bank.</li>
<li>Payment of ${rng.int(2022, 2025)} taxes, second half, due and payable.</li>
</ol>
<p class="small" style="margin-top:14px">Escrow/closing officer: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)} · ${esc(f.title.contact.email)}</p>`],
      page: { footerLeft: `Commitment ${file}` },
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, !!f.entity), 'property_address', 'loan_amount']) };
  },
};

const escrowInstructions: Family = {
  id: 'setn-escrow-instructions',
  description: 'Escrow company\'s joint buyer/seller escrow instructions: figures in a two-column debit/credit style, new loan, close of escrow date.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const em = earnest(f, rng);
    const no = `${rng.int(100, 999)}-${rng.int(10000, 99999)}-${f.title.contact.first.slice(0, 2).toUpperCase()}`;
    const html = documentHtml({
      title: 'Escrow', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt">${esc(f.title.name)}</b><br><span class="small">${esc(oneLine(f.title.address))}</span></div><div class="small right">Escrow No. ${no}<br>Escrow Officer: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}<br>Date: ${fmtDate(f.documentDate, 'us')}</div></div>
<h2 style="font-size:12.5pt;margin:14px 0 8px">SUPPLEMENTAL ESCROW INSTRUCTIONS</h2>
<p>Property address: <b>${esc(oneLine(f.property.address, { long: true }))}</b></p>
<p>Buyer(s)/Borrower(s): <b>${esc(buyerName(f))}</b>${f.entity ? ` (signing: ${esc(fullName(f.borrower, false))}, ${esc(f.entity.signatoryTitle)})` : ''}<br>Seller(s): ${esc(fullName(f.seller))}<br>New lender: ${esc(f.lender.name)}, Loan No. ${l.loanNumber}</p>
<table class="grid" style="margin-top:8px"><tr><th>Item</th><th class="right">Buyer</th><th class="right">Seller</th></tr>
<tr><td>Total consideration</td><td class="right">${money(p, true)}</td><td class="right">${money(p, true)}</td></tr>
<tr><td>Initial deposit</td><td class="right">(${money(em, true)})</td><td></td></tr>
<tr><td>New first loan — ${esc(f.lender.name)}</td><td class="right">(${money(l.amount, true)})</td><td></td></tr>
<tr><td>Commission — listing brokerage</td><td></td><td class="right">${money(Math.round(p * 0.03), true)}</td></tr>
<tr><td>Owner's title policy</td><td></td><td class="right">${money(rng.int(900, 2400), true)}</td></tr></table>
<p style="margin-top:10px">Close of escrow on or before <b>${fmtDate(l.closingDate, 'long')}</b>. Escrow holder is authorized to record when it holds funds and documents required and can issue the policies described.</p>
<p>The parties instruct escrow to pay the demand of any existing encumbrance of record and to charge the proper party per local custom.</p>
<div style="display:flex;gap:30px;margin-top:26px"><div style="flex:1">BUYER:<br>${buyerSig(f)}</div><div style="flex:1">SELLER:<br>______________________<br>${esc(fullName(f.seller))}</div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number']) };
  },
};

const counterOffer: Family = {
  id: 'setn-psa-counteroffer-addendum',
  description: 'Seller counter-offer addendum listing changed terms in lettered items; buyer accepts on a line at the bottom with a new closing date.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const p = price(f);
    const html = documentHtml({
      title: 'Counter', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 style="text-align:center;font-size:13pt">SELLER'S COUNTER OFFER No. 1</h2>
<p>This is a counter offer to the Purchase Agreement offer dated ${fmtDate(shiftDate(f.documentDate, -3), 'long')}, made by <b>${esc(buyerName(f))}</b> ("Buyer") on the property at <b>${esc(street(f.property.address, true))}, ${esc(f.property.address.city)}, ${esc(f.property.address.stateName)} ${esc(f.property.address.zip)}</b>. Seller accepts all terms of the offer except:</p>
<p>A. Purchase price shall be ${money(p)} rather than ${money(p - rng.pick([5000, 10000, 12000]))}.</p>
<p>B. Buyer's new loan shall not exceed ${money(l.amount)}; Buyer to provide lender pre-approval within 3 days.</p>
<p>C. Closing shall occur on ${fmtDate(l.closingDate, 'long')}.</p>
<p>D. Seller to retain the ${rng.pick(['washer and dryer', 'storage shed', 'dining chandelier'])}.</p>
<p>This counter offer expires at 6:00 p.m. on ${fmtDate(shiftDate(f.documentDate, 2), 'long')}.</p>
<p style="margin-top:18px">Seller: <span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span> &nbsp; ${esc(fullName(f.seller))}</p>
<p style="margin-top:14px">☒ Buyer accepts the above counter offer.</p><p>${buyerSig(f)}</p>
<p class="small" style="margin-top:16px">Listing agent: ${esc(otherPerson(rng))}, ${esc(otherPerson(rng).split(' ')[1] ?? '')} Realty Group · Buyer's agent: ${esc(otherPerson(rng))}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...buyerFields(f, true), 'property_address', 'loan_amount', 'estimated_closing_date']) };
  },
};

export const legalFamilies: Family[] = [
  residentialPsa, commercialPsa, landContract, assignment, amendment, titleCommitment, escrowInstructions, counterOffer,
];
