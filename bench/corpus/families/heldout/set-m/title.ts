// Title, escrow and attorney families: purchase agreements (residential form, commercial, land), an assignment of
// contract, an amendment, joint escrow instructions, a title commitment and a closing attorney's contract summary.
import { documentHtml } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Rec, addDaysIso, addr, box, d, entityKind, esc, LASTS, name, otherAmount, otherPerson, phone,
  propWords, usd,
} from './kit';

/** The contract price: the deal's purchase price, or (for a non-purchase deal) an older contract's. */
function price(f: DealFacts, rng: Rng): number {
  return f.property.purchasePrice ?? Math.max(otherAmount(rng, f.property.value, [f.property.value, f.loan.amount]), Math.round((f.loan.amount * 1.3) / 1000) * 1000);
}

function buyerName(f: DealFacts, r: Rec): string {
  if (f.entity) return `${r.s(esc(f.entity.name), 'entity_name')}, ${esc(entityKind(f.entity.type, f.entity.stateOfFormation))}`;
  return r.s(esc(name(f.borrower, 'fml')), 'borrower_first_name', 'borrower_last_name');
}

function buyerSig(f: DealFacts, r: Rec): string {
  if (f.entity) {
    return `<b>BUYER:</b> ${esc(f.entity.name)}<br>By: <span class="sig">${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}</span><br>Its: ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}`;
  }
  return `<b>BUYER:</b><br><span class="sig">${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}</span>`;
}

function sellerSig(f: DealFacts): string {
  return `<b>SELLER:</b><br><span class="sig">${esc(name(f.seller))}</span>`;
}

function legal(rng: Rng): string {
  return `Lot ${rng.int(1, 60)}, Block ${rng.int(1, 20)}, ${esc(rng.pick(['Fairmont Addition', 'Riverside Subdivision', 'Oak Park Plat No. 2', 'Eastgate Heights']))}, according to the plat thereof recorded in Plat Book ${rng.int(4, 90)}, Page ${rng.int(1, 200)}; Parcel ID ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}`;
}

const residential: Family = {
  id: 'setm-title-residential-purchase-contract',
  description: 'Two-page residential purchase contract form: numbered paragraphs, checkbox financing contingency, buyer/seller/agents blocks.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const L = f.loan;
    const pp = price(f, rng);
    const earnest = Math.round(pp * 0.02 / 100) * 100;
    const agent = otherPerson(rng);
    const financed = rng.chance(0.75);
    const p1 = `<h2 class="center">RESIDENTIAL REAL ESTATE PURCHASE CONTRACT</h2><p class="center small">(Form RPC-${rng.int(10, 30)} — approved for use by member brokers)</p>
<p><b>1. PARTIES.</b> ${esc(name(f.seller))} ("Seller") agrees to sell and ${buyerName(f, r)} ("Buyer") agrees to buy the Property described below.</p>
<p><b>2. PROPERTY.</b> ${r.s(esc(addr(f.property.address, rng.pick(['state', 'long'] as const))), 'property_address')}, County of ____________, legally described as ${legal(rng)}, together with all fixtures.</p>
<p><b>3. PURCHASE PRICE.</b> ${usd(pp)} payable as follows: (a) earnest money of ${usd(earnest)} deposited with ${esc(f.title.name)} within 3 days; (b) balance in cash or by new loan at closing.</p>
<p><b>4. FINANCING.</b> ${box(!financed)} Cash. ${box(financed)} This Contract is contingent on Buyer obtaining a loan of ${financed ? r.s(usd(L.amount), 'loan_amount') : '$__________'} for a term of ${financed ? `${r.s(String(L.termMonths), 'loan_term')} months` : '____'}, from a lender of Buyer's choice.</p>
<p><b>5. CLOSING.</b> Closing shall occur on or before ${r.s(d(L.closingDate, 'long'), 'estimated_closing_date')} at the offices of ${esc(f.title.name)}.</p>
<p><b>6. INSPECTION.</b> Buyer may inspect within 10 days after acceptance. ${box(true)} As-is with right to terminate ${box(false)} Seller repairs up to $______.</p>
<p><b>7. PRORATIONS.</b> Taxes, rents and HOA dues prorated to the date of closing.</p>`;
    const p2 = `<p><b>8. TITLE.</b> Seller shall convey marketable title by general warranty deed, subject only to permitted exceptions.</p>
<p><b>9. DEFAULT.</b> If Buyer defaults, Seller may retain the earnest money as liquidated damages.</p>
<p><b>10. NOTICES.</b> Buyer: ${f.entity ? `c/o ${esc(name(f.borrower))}, ` : ''}${r.s(phone(f.borrower.phone), 'borrower_phone')}, ${r.s(esc(f.borrower.email), 'borrower_email')}. Seller: ${phone(f.seller.phone)}.</p>
<p><b>11. BROKERS.</b> Listing broker: ${esc(agent)}, ${esc(rng.pick(['Keller Point Realty', 'Homestead Realty Group', 'Blue Door Real Estate']))}. Selling broker: none.</p>
<p><b>12. ACCEPTANCE.</b> Offer dated ${d(f.documentDate, 'long')}; expires at 5:00 p.m. two days later.</p>
<div style="display:flex;gap:40px;margin-top:20px"><div>${buyerSig(f, r)}</div><div>${sellerSig(f)}</div></div>`;
    const html = documentHtml({ title: 'Contract', font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'Buyer ____ Seller ____' }, pages: [p1, p2] });
    void L.loanNumber;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const commercial: Family = {
  id: 'setm-title-commercial-psa-attorney',
  description: 'Attorney-drafted commercial purchase and sale agreement: recitals, defined terms, articles, deposit and due-diligence period.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const dep = Math.round((pp * 0.05) / 1000) * 1000;
    const sellerCo = `${rng.pick(LASTS)} ${rng.pick(['Realty Trust', 'Investment Co.', 'Commercial LLC'])}`;
    const p1 = `<h2 class="center">AGREEMENT OF PURCHASE AND SALE</h2>
<p>THIS AGREEMENT OF PURCHASE AND SALE (this "Agreement") is made as of ${d(f.documentDate, 'long')} (the "Effective Date") by and between <b>${esc(sellerCo)}</b> ("Seller") and <b>${buyerName(f, r)}</b> ("Purchaser").</p>
<p class="center b">RECITALS</p>
<p>A. Seller is the owner of certain real property and improvements located at ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}, being a ${r.s(esc(propWords(rng, f.property.type, f.property.units).toLowerCase()), 'property_type')} property${f.property.squareFeet ? ` containing approximately ${f.property.squareFeet.toLocaleString('en-US')} rentable square feet` : ''} (the "Property").</p>
<p>B. Seller desires to sell, and Purchaser desires to purchase, the Property on the terms set forth herein.</p>
<p class="center b">ARTICLE 1 — PURCHASE PRICE</p>
<p>1.1 The purchase price for the Property is ${usd(pp)} (the "Purchase Price").</p>
<p>1.2 Within two (2) business days after the Effective Date, Purchaser shall deposit ${usd(dep)} (the "Deposit") with ${esc(f.title.name)} (the "Escrow Agent").</p>
<p class="center b">ARTICLE 2 — DUE DILIGENCE</p>
<p>2.1 Purchaser shall have thirty (30) days after the Effective Date (the "Due Diligence Period") to inspect the Property, review leases, rent rolls and the appraisal prepared by ${esc(f.appraiser.name)}.</p>`;
    const p2 = `<p class="center b">ARTICLE 3 — CLOSING</p>
<p>3.1 The closing (the "Closing") shall take place through escrow on ${r.s(d(f.loan.closingDate, 'long'), 'estimated_closing_date')}, or such earlier date as the parties may agree in writing (the "Closing Date").</p>
<p>3.2 Purchaser's obligation is ${rng.chance(0.6) ? `conditioned upon Purchaser obtaining acquisition financing in an amount not less than ${r.s(usd(f.loan.amount), 'loan_amount')}` : 'not conditioned upon financing'}.</p>
<p class="center b">ARTICLE 4 — NOTICES</p>
<p>To Purchaser: ${f.entity ? `${esc(f.entity.name)}, Attn: ` : ''}${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')}, e-mail ${r.s(esc(f.borrower.email), 'borrower_email')}.<br>To Seller: ${esc(sellerCo)}, Attn: ${esc(name(f.seller))}, ${phone(f.seller.phone)}.<br>With a copy to: ${esc(otherPerson(rng))}, Esq., counsel to Seller.</p>
<p class="center b">ARTICLE 5 — MISCELLANEOUS</p><p>5.1 This Agreement shall be governed by the laws of the State of ${esc(f.property.address.stateName)}. 5.2 Time is of the essence.</p>
<p>IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.</p>
<div style="display:flex;gap:40px;margin-top:16px"><div>${f.entity ? buyerSig(f, r).replace('BUYER', 'PURCHASER') : `<b>PURCHASER:</b><br><span class="sig">${esc(name(f.borrower))}</span>`}</div><div><b>SELLER:</b> ${esc(sellerCo)}<br>By: <span class="sig">${esc(name(f.seller))}, Trustee</span></div></div>`;
    const html = documentHtml({ title: 'PSA', font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const land: Family = {
  id: 'setm-title-vacant-land-contract-scanned',
  description: 'Scanned vacant-land sales contract: acreage, parcel number, survey and perc-test contingencies, price and closing date.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const acres = (rng.int(5, 400) / 10).toFixed(1);
    const html = documentHtml({
      title: 'Land',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<h2 class="center">VACANT LAND SALES CONTRACT</h2>
<p><b>SELLER:</b> ${esc(name(f.seller, 'fml'))} &nbsp;&nbsp; <b>BUYER:</b> ${buyerName(f, r)}</p>
<p><b>1. LAND.</b> Approximately ${acres} acres located at or near ${r.s(esc(addr(f.property.address)), 'property_address')}, Tax Parcel No. ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(100, 999)}. ${f.property.type === 'Land' ? r.s('Unimproved land; no structures.', 'property_type') : `Improved with a ${r.s(esc(propWords(rng, f.property.type, f.property.units).toLowerCase()), 'property_type')} to be conveyed with the land.`}</p>
<p><b>2. PRICE.</b> ${usd(pp)} (${usd(Math.round(pp / Number(acres)))} per acre, for reference only).</p>
<p><b>3. FINANCING.</b> Buyer intends to finance with a land loan of ${r.s(usd(f.loan.amount), 'loan_amount')}.</p>
<p><b>4. CONTINGENCIES.</b> ☒ Survey ☒ Soil/perc test ☐ Rezoning ☒ Access easement confirmed.</p>
<p><b>5. CLOSING.</b> On or before ${r.s(d(f.loan.closingDate, 'us'), 'estimated_closing_date')} with ${esc(f.title.name)} as closing agent.</p>
<p><b>6. POSSESSION.</b> At closing. Seller reserves no mineral rights.</p>
<div style="display:flex;gap:40px;margin-top:24px"><div>${buyerSig(f, r)}</div><div>${sellerSig(f)}</div></div>
<p class="small" style="margin-top:16px">Prepared by ${esc(f.title.name)}, ${esc(addr(f.title.address))}. Date: ${d(f.documentDate, 'us')}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const assignment: Family = {
  id: 'setm-title-assignment-of-contract',
  description: 'Scanned signed assignment of a purchase contract from a wholesaler to the borrower: original contract date and price, assignment fee.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const wholesaler = `${rng.pick(['Quick Close', 'Cash Offer', 'Doorstep', 'Fast Track'])} ${rng.pick(['Home Buyers', 'Acquisitions', 'Properties'])} LLC`;
    const fee = rng.int(5, 40) * 1000;
    const orig = addDaysIso(f.documentDate, -rng.int(8, 40));
    const html = documentHtml({
      title: 'Assignment',
      font: 'serif',
      fontSize: '10.5pt',
      pages: [`<h2 class="center">ASSIGNMENT OF REAL ESTATE PURCHASE AND SALE AGREEMENT</h2>
<p>For good and valuable consideration, <b>${esc(wholesaler)}</b> ("Assignor") hereby assigns, transfers and sets over to <b>${buyerName(f, r)}</b> ("Assignee") all of Assignor's right, title and interest as buyer in that certain Purchase and Sale Agreement dated ${d(orig, 'long')} (the "Contract") between Assignor and ${esc(name(f.seller))} ("Seller") for the property located at:</p>
<p class="center b">${r.s(esc(addr(f.property.address, 'caps')), 'property_address')}</p>
<p>1. <u>Contract price.</u> The purchase price under the Contract is ${usd(pp)}, which Assignee shall pay at closing.</p>
<p>2. <u>Assignment fee.</u> Assignee shall pay Assignor an assignment fee of ${usd(fee)} at closing through ${esc(f.title.name)}.</p>
<p>3. <u>Closing.</u> Assignee assumes all obligations of the buyer under the Contract, including closing on or before ${r.s(d(f.loan.closingDate, 'long'), 'estimated_closing_date')}.</p>
<p>4. <u>Earnest money.</u> The earnest money of ${usd(rng.pick([1000, 2500, 5000]))} deposited by Assignor remains credited to the buyer.</p>
<div style="display:flex;gap:40px;margin-top:20px"><div><b>ASSIGNOR:</b> ${esc(wholesaler)}<br>By: <span class="sig">${esc(otherPerson(rng))}, Member</span></div><div>${buyerSig(f, r).replace('BUYER', 'ASSIGNEE')}</div></div>
<p style="margin-top:20px"><b>SELLER ACKNOWLEDGEMENT:</b> <span class="sig">${esc(name(f.seller))}</span></p>
<p class="small">Dated: ${d(f.documentDate, 'long')}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const amendment: Family = {
  id: 'setm-title-contract-amendment',
  description: 'Amendment to a purchase agreement extending the closing date and changing the price; old values struck as distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const oldPrice = pp + rng.pick([2500, 5000, 7500, 10000]);
    const oldClose = addDaysIso(f.loan.closingDate, -rng.int(10, 25));
    const html = documentHtml({
      title: 'Amendment',
      font: 'sans',
      fontSize: '10pt',
      pages: [`<h2 class="center">AMENDMENT No. ${rng.int(1, 2)} TO PURCHASE AGREEMENT</h2>
<p>Property: ${r.s(esc(addr(f.property.address)), 'property_address')}</p>
<p>Buyer: ${buyerName(f, r)}<br>Seller: ${esc(name(f.seller))}</p>
<p>The Purchase Agreement dated ${d(addDaysIso(f.documentDate, -20), 'us')} is amended as follows:</p>
<table class="grid"><tr><th>Term</th><th>Was</th><th>Now</th></tr>
<tr><td>Purchase price</td><td><s>${usd(oldPrice)}</s></td><td>${usd(pp)}</td></tr>
<tr><td>Closing date</td><td><s>${d(oldClose, 'us')}</s></td><td>${r.s(d(f.loan.closingDate, 'us'), 'estimated_closing_date')}</td></tr>
<tr><td>Seller credit</td><td>$0</td><td>${usd(rng.pick([1500, 3000, 4500]))}</td></tr></table>
<p style="margin-top:10px">Reason: ${esc(rng.pick(['inspection findings (roof)', "lender's appraisal timing", 'title curative work']))}. All other terms remain unchanged and in full force.</p>
<div style="display:flex;gap:40px;margin-top:20px"><div>${buyerSig(f, r)}</div><div>${sellerSig(f)}</div></div>
<p class="small" style="margin-top:18px">Escrow: ${esc(f.title.name)} · Officer ${esc(name(f.title.contact))} · ${phone(f.title.contact.phone)}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const escrowInstr: Family = {
  id: 'setm-title-joint-escrow-instructions',
  description: 'Joint escrow instructions from the escrow company: numbered instructions, price, deposit, new-loan amount, COE date, escrow number.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const esc_no = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${f.title.contact.last.slice(0, 2).toUpperCase()}`;
    const html = documentHtml({
      title: 'Escrow',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`<div style="text-align:center"><b style="font-size:14pt">${esc(f.title.name)}</b><br>${esc(addr(f.title.address))} · ${phone(f.title.contact.phone)}</div>
<h3 class="center" style="margin:10px 0">JOINT ESCROW INSTRUCTIONS</h3>
<table style="width:100%"><tr><td>Escrow No.: ${esc(esc_no)}</td><td class="right">Date: ${d(f.documentDate, 'long')}</td></tr><tr><td>Escrow Officer: ${esc(name(f.title.contact))}</td><td class="right">Close of escrow: ${r.s(d(f.loan.closingDate, 'long'), 'estimated_closing_date')}</td></tr></table>
<p><b>Property address:</b> ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}</p>
<p><b>Buyer:</b> ${buyerName(f, r)}${f.entity ? '' : ''} &nbsp; <b>Seller:</b> ${esc(name(f.seller))}</p>
<ol>
<li>Buyer will hand you ${usd(pp - f.loan.amount)} including the initial deposit of ${usd(rng.pick([5000, 10000, 15000]))}.</li>
<li>Buyer will cause to be deposited the proceeds of a new first loan of ${r.s(usd(f.loan.amount), 'loan_amount')} from ${esc(f.lender.name)}${rng.chance(0.5) ? `, lender's loan no. ${r.s(esc(f.loan.loanNumber), 'loan_number')}` : ''}.</li>
<li>For a total consideration of ${usd(pp)}.</li>
<li>Title to vest in: ${f.entity ? esc(f.entity.name) : esc(name(f.borrower).toUpperCase())}${f.entity ? '' : ', a single person'}.</li>
<li>Prorate taxes and assessments as of close of escrow on the basis of a 30-day month.</li>
<li>Pay commissions per separate instructions: ${esc(otherPerson(rng))} (listing) ${rng.pick([2.5, 3])}%.</li>
</ol>
<div style="display:flex;gap:40px;margin-top:16px"><div>${buyerSig(f, r)}</div><div>${sellerSig(f)}</div></div>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const titleCommitment: Family = {
  id: 'setm-title-commitment-schedule-a-scanned',
  description: 'Scanned title commitment Schedule A/B-I: effective date, owner and loan policy amounts, proposed insured, vesting, requirements.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const proposed = f.entity ? r.s(esc(f.entity.name), 'entity_name') : r.s(esc(name(f.borrower, 'FL')), 'borrower_first_name', 'borrower_last_name');
    const html = documentHtml({
      title: 'Commitment',
      font: 'serif',
      fontSize: '9pt',
      pages: [`<div class="center"><b>COMMITMENT FOR TITLE INSURANCE</b><br>Issued by ${esc(f.title.name)} as agent for ${esc(rng.pick(['Old Republic National Title', 'Stewart Title Guaranty', 'First American Title']))}</div>
<h3 style="margin:8px 0">SCHEDULE A</h3>
<table class="grid"><tr><td style="width:40%">Commitment No.</td><td>${rng.int(2024000, 2026999)}-${rng.int(100, 999)}</td></tr>
<tr><td>Effective Date</td><td>${d(addDaysIso(f.documentDate, -3), 'long')} at 8:00 a.m.</td></tr>
<tr><td>Policy to be issued: ALTA Owner's Policy — Proposed Insured</td><td>${proposed} — Amount ${usd(pp)}</td></tr>
<tr><td>Policy to be issued: ALTA Loan Policy — Proposed Insured</td><td>${esc(f.lender.name)}, its successors and/or assigns — Amount ${r.s(usd(f.loan.amount), 'loan_amount')}</td></tr>
<tr><td>Fee simple interest vested in</td><td>${esc(name(f.seller, 'FL'))}</td></tr>
<tr><td>Property address (for reference)</td><td>${r.s(esc(addr(f.property.address, 'caps')), 'property_address')}</td></tr>
<tr><td>Land</td><td>${legal(rng)}</td></tr></table>
<h3 style="margin:8px 0">SCHEDULE B, PART I — REQUIREMENTS</h3>
<ol><li>Warranty Deed from ${esc(name(f.seller))} to ${proposed}.</li>
<li>Mortgage/Deed of Trust from ${proposed} to ${esc(f.lender.name)} securing ${usd(f.loan.amount)}.</li>
${f.entity ? `<li>Certificate of good standing and operating agreement of ${esc(f.entity.name)}; resolution authorizing ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}, to execute documents.</li>` : ''}
<li>Payoff and release of mortgage recorded as Instrument No. ${rng.int(2010000000, 2024999999)} in favor of ${esc(rng.pick(['Wells Fargo Bank, N.A.', 'Truist Bank', 'PNC Bank']))}, original amount ${usd(otherAmount(rng, pp, [pp, f.loan.amount, f.property.value]))}.</li>
<li>Payment of ${f.property.address.stateName} transfer tax and recording fees.</li></ol>
<p class="small">Countersigned: ${esc(name(f.title.contact))}, Authorized Signatory, ${esc(f.title.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

const attorneyLetter: Family = {
  id: 'setm-title-attorney-contract-summary',
  description: 'Closing attorney\'s letter to the lender summarizing the executed contract in a short table plus prose.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const pp = price(f, rng);
    const firm = `${rng.pick(LASTS)} & ${rng.pick(LASTS)}, PLLC`;
    const atty = otherPerson(rng);
    const html = documentHtml({
      title: 'Attorney letter',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<div class="center"><b style="font-size:14pt;letter-spacing:2px">${esc(firm.toUpperCase())}</b><br><span class="small">Attorneys at Law · Real Estate Closings</span></div><hr>
<p>${d(f.documentDate, 'long')}</p><p>${esc(name(f.lender.contact))}<br>${esc(f.lender.name)}<br>Via e-mail: ${esc(f.lender.contact.email)}</p>
<p><b>Re: Purchase of ${r.s(esc(addr(f.property.address)), 'property_address')}; your loan no. ${r.s(esc(f.loan.loanNumber), 'loan_number')}</b></p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>This office represents the buyer in the above transaction and will act as closing attorney. Enclosed is the fully executed contract. A summary of its material terms follows:</p>
<table class="grid" style="width:85%"><tr><td>Buyer</td><td>${buyerName(f, r)}</td></tr>
${f.entity ? `<tr><td>Signing for buyer</td><td>${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name')}, ${r.s(esc(f.entity.signatoryTitle), 'authorized_signatory_title')}</td></tr>` : ''}
<tr><td>Seller</td><td>${esc(name(f.seller))}</td></tr><tr><td>Contract price</td><td>${usd(pp)}</td></tr>
<tr><td>Your loan</td><td>${r.s(usd(f.loan.amount), 'loan_amount')}</td></tr>
<tr><td>Scheduled closing</td><td>${r.s(d(f.loan.closingDate, 'long'), 'estimated_closing_date')}</td></tr>
<tr><td>Title insurer</td><td>${esc(f.title.name)}</td></tr></table>
<p style="margin-top:10px">Please forward your closing instructions and loan package at least three business days before closing. Our wire instructions will be provided by telephone only.</p>
<p>Very truly yours,<br><br><span class="scrawl">${esc(atty)}</span><br>${esc(atty)}, Esq.</p><p class="small">cc: ${esc(name(f.broker.contact))}, ${esc(f.broker.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: r.out() };
  },
};

export const titleFamilies: Family[] = [residential, commercial, land, assignment, amendment, escrowInstr, titleCommitment, attorneyLetter];
