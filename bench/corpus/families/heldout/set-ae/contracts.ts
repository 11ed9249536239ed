// Purchase contracts on Colorado and Utah state forms (reworded), amendments, escrow and HOA papers.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addDaysIso, addr1, addrFull, addrLine, anyDate, anyPhone, documentHtml, dt, entityKind, esc, fullName, HOAS,
  mountain, propTypeText, STAFF, townOf, truth, usd,
} from './common';

function buyerName(f: DealFacts): string {
  return f.entity ? `${f.entity.name}, ${entityKind(f)}` : `${fullName(f.borrower, true)}${f.coBorrower ? ` and ${fullName(f.coBorrower)}` : ''}`;
}

function buyerSig(f: DealFacts): string {
  return f.entity ? `${esc(f.entity.name)}<br>By: ${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(fullName(f.borrower));
}

function buyerFields(f: DealFacts): TruthField[] {
  return f.entity ? ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] : ['borrower_first_name', 'borrower_last_name'];
}

function agent(rng: Rng): string {
  return `${rng.pick(['Brooke', 'Tanner', 'Whitney', 'Cody', 'Paige', 'Reid'])} ${rng.pick(['Hallstrom', 'Pruitt', 'Sorensen', 'Kaiser', 'Delgado'])}`;
}

function legal(rng: Rng, f: DealFacts): string {
  const a = f.property.address;
  if (f.property.type === 'Condo') return `${a.unit ?? 'Unit'}, ${rng.pick(['Building B', 'Building 2', 'Phase II'])}, ${rng.pick(HOAS).replace(/ (HOA|Owners Association|Condominium Association|Condo Assn\.)$/, '')} Condominiums, according to the Declaration recorded at Reception No. ${rng.int(600000, 1299999)}, County of ${townOf(f).county}`;
  return `Lot ${rng.int(1, 60)}, Block ${rng.int(1, 9)}, ${rng.pick(['Peak Seven', 'Shock Hill', 'Highlands', 'Fairway Meadows', 'Aspen Glen'])} Subdivision Filing No. ${rng.int(1, 5)}, County of ${townOf(f).county}`;
}

const coContract: Family = {
  id: 'ae-co-contract-to-buy-and-sell',
  description: 'Colorado-style Contract to Buy and Sell Real Estate: numbered sections, Dates & Deadlines table, price table with New Loan line; buyer is the borrower.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'], purchase: true, states: ['CO'] });
    const pp = f.property.purchasePrice as number;
    const earnest = Math.round(pp * 0.03 / 1000) * 1000;
    const cash = pp - f.loan.amount - earnest;
    const dd = (n: number) => dt(addDaysIso(f.documentDate, n), 'us');
    const pages = [`<div class="center"><b>CONTRACT TO BUY AND SELL REAL ESTATE</b><br><span class="small">(RESIDENTIAL) — Colorado form, adapted</span></div>
<p class="small">Date: ${dt(f.documentDate, 'us')}</p>
<p><b>1. AGREEMENT.</b> Buyer agrees to buy and Seller agrees to sell the Property described below on the terms of this contract.</p>
<p><b>2. PARTIES AND PROPERTY.</b><br>2.1 Buyer: ${esc(buyerName(f))}, will take title as ${f.coBorrower && !f.entity ? 'Joint Tenants' : 'Sole Owner'}.<br>2.2 Seller: ${esc(fullName(f.seller))}.<br>2.3 Property: ${esc(legal(rng, f))}, known as ${esc(addrFull(f.property.address))}, a ${esc(propTypeText(rng, f).toLowerCase())}.</p>
<p><b>3. DATES, DEADLINES AND APPLICABILITY.</b></p>
<table class="grid" style="font-size:8.5pt"><tr><th>Item</th><th>Reference</th><th>Event</th><th>Date or Deadline</th></tr>
<tr><td>1</td><td>§ 4.3</td><td>Alternative Earnest Money Deadline</td><td>${dd(2)}</td></tr>
<tr><td>2</td><td>§ 5.2</td><td>Loan Application Deadline</td><td>${dd(5)}</td></tr>
<tr><td>3</td><td>§ 5.3</td><td>Loan Objection Deadline</td><td>${dd(rng.int(18, 24))}</td></tr>
<tr><td>4</td><td>§ 7.3</td><td>Association Documents Deadline</td><td>${dd(10)}</td></tr>
<tr><td>5</td><td>§ 10.3</td><td>Inspection Objection Deadline</td><td>${dd(12)}</td></tr>
<tr><td>6</td><td>§ 6.2</td><td>Appraisal Deadline</td><td>${dd(20)}</td></tr>
<tr><td>7</td><td>§ 12.3</td><td><b>Closing Date</b></td><td><b>${dt(f.loan.closingDate, 'us')}</b></td></tr>
<tr><td>8</td><td>§ 17</td><td>Possession Date</td><td>Closing</td></tr></table>
<p style="margin-top:6px"><b>4. PURCHASE PRICE AND TERMS.</b></p>
<table class="grid" style="width:75%;font-size:9pt"><tr><td>4.1</td><td>Purchase Price</td><td class="right">${usd(pp, true)}</td></tr>
<tr><td>4.3</td><td>Earnest Money</td><td class="right">${usd(earnest, true)}</td></tr>
<tr><td>4.5</td><td>New Loan</td><td class="right">${usd(f.loan.amount, true)}</td></tr>
<tr><td>4.6</td><td>Cash at Closing</td><td class="right">${usd(cash, true)}</td></tr></table>`,
      `<p><b>4.5.3 Loan Limitations.</b> Buyer may purchase the Property using: ☐ Conventional ☐ FHA ☐ VA ☒ Other: private business-purpose loan (non-owner occupied).</p>
<p><b>5. FINANCING CONDITIONS.</b> Buyer's new loan is conditioned on Buyer's satisfaction with the loan terms. Earnest Money is held by ${esc(f.title.name)}.</p>
<p><b>7. OWNERS' ASSOCIATION.</b> The Property is within a Common Interest Community. Seller shall deliver the Association Documents, including the status letter, by the Association Documents Deadline.</p>
<p><b>12. CLOSING.</b> Delivery of deed from Seller to Buyer will be at closing on the Closing Date, at the offices of ${esc(f.title.name)}.</p>
<p><b>21. ADDITIONAL PROVISIONS.</b> Buyer intends to use the Property as a short-term rental; Seller shall transfer existing future bookings through ${esc(dt(addDaysIso(f.loan.closingDate, 120), 'abbr'))} and the town STR license if transferable.</p>
<p><b>SIGNATURES.</b></p>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top">Buyer:<br><span class="sig">${buyerSig(f)}</span><br>Date: ${dt(f.documentDate, 'us')}</td><td style="vertical-align:top">Seller:<br><span class="sig">${esc(fullName(f.seller))}</span><br>Date: ${dt(f.documentDate, 'us')}</td></tr></table>
<p class="small" style="margin-top:14px">Buyer's broker: ${esc(agent(rng))}, ${rng.pick(['Slifer Smith & Frampton', 'Summit Mountain Realty', 'Peak Properties'])}. Seller's broker: ${esc(agent(rng))}.</p>`];
    const html = documentHtml({ title: 'Contract', font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: 'CBS1 (adapted)' }, pages });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: truth(f, [...buyerFields(f), 'property_address', 'property_type', 'loan_amount', 'estimated_closing_date']),
    };
  },
};

const utRepc: Family = {
  id: 'ae-ut-repc',
  description: 'Utah Real Estate Purchase Contract (REPC) in its own words: Settlement Deadline, seller disclosures, financing section; buyer is borrower.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'], purchase: true, states: ['UT'] });
    const pp = f.property.purchasePrice as number;
    const html = documentHtml({
      title: 'REPC', font: 'serif', fontSize: '9.5pt',
      page: { pageNumbers: true, footerLeft: 'REPC — Buyer initials ____ Seller initials ____' },
      pages: [`<h3 class="center">REAL ESTATE PURCHASE CONTRACT</h3>
<p><b>OFFER TO PURCHASE AND EARNEST MONEY DEPOSIT.</b> On this ${dt(f.documentDate, 'long')} ("Offer Reference Date"), <b>${esc(buyerName(f))}</b> ("Buyer") offers to purchase from ${esc(fullName(f.seller))} ("Seller") the Property described below and delivers to the Buyer's Brokerage an Earnest Money Deposit of ${usd(Math.round(pp * 0.02 / 500) * 500)}.</p>
<p><b>1. PROPERTY:</b> ${esc(addr1(f.property.address, true))}, City of ${esc(f.property.address.city)}, County of ${esc(townOf(f).county)}, State of Utah, Zip ${f.property.address.zip} (the "Property"). Parcel: ${esc(legal(rng, f))}.</p>
<p><b>2. PURCHASE PRICE.</b> The purchase price for the Property is ${usd(pp)}.</p>
<table class="grid" style="width:80%"><tr><td>(a)</td><td>Earnest Money Deposit</td><td class="right">${usd(Math.round(pp * 0.02 / 500) * 500)}</td></tr>
<tr><td>(b)</td><td>New Loan — Buyer may apply for mortgage loan financing (the "Loan") in the amount of</td><td class="right">${usd(f.loan.amount)}</td></tr>
<tr><td>(c)</td><td>Seller Financing</td><td class="right">$0</td></tr>
<tr><td>(d)</td><td>Balance of Purchase Price in Cash at Settlement</td><td class="right">${usd(pp - f.loan.amount - Math.round(pp * 0.02 / 500) * 500)}</td></tr></table>
<p><b>3. SETTLEMENT AND CLOSING.</b> Settlement shall take place no later than the Settlement Deadline referenced in Section 24(d), being <b>${dt(f.loan.closingDate, 'long')}</b>, at ${esc(f.title.name)}.</p>
<p><b>4. PRORATIONS / ASSESSMENTS.</b> HOA dues and any nightly-rental lodging tax shall be prorated as of Settlement. Seller pays any special assessment levied before the Offer Reference Date.</p>
<p><b>8. FINANCING.</b> Buyer's obligation is ☒ conditioned upon Buyer qualifying for the Loan from a private lender of Buyer's choice. The Property is a ${esc(propTypeText(rng, f).toLowerCase())} to be operated as a short-term rental.</p>
<p><b>24. CONTRACT DEADLINES.</b> (a) Seller Disclosure Deadline: ${dt(addDaysIso(f.documentDate, 5), 'us')}; (b) Due Diligence Deadline: ${dt(addDaysIso(f.documentDate, 14), 'us')}; (c) Financing &amp; Appraisal Deadline: ${dt(addDaysIso(f.documentDate, 21), 'us')}; (d) Settlement Deadline: ${dt(f.loan.closingDate, 'us')}.</p>
<table style="width:100%;margin-top:14px"><tr><td style="width:50%;vertical-align:top"><span class="sig">${buyerSig(f)}</span><br>(Buyer's Signature)</td><td style="vertical-align:top"><span class="sig">${esc(fullName(f.seller))}</span><br>(Seller's Signature)</td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: truth(f, [...buyerFields(f), 'property_address', 'property_type', 'loan_amount', 'estimated_closing_date']),
    };
  },
};

const coContractScan: Family = {
  id: 'ae-co-contract-first-and-last-page-scan',
  description: 'Only the first page (parties, property, price table) and signature page of a Colorado contract, scanned by the buyer\'s agent.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'], purchase: true, states: ['CO'] });
    const pp = f.property.purchasePrice as number;
    const html = documentHtml({
      title: 'Contract scan', font: 'serif', fontSize: '10pt',
      page: { footerLeft: 'CBS4-' + rng.int(1, 9) + '-2' + rng.int(2, 5) },
      pages: [`<div class="center"><b>CONTRACT TO BUY AND SELL REAL ESTATE</b><br>(COMMON INTEREST COMMUNITY)</div>
<p>2.1 <b>Buyer.</b> ${esc(buyerName(f))} ("Buyer").</p>
<p>2.2 <b>Seller.</b> ${esc(fullName(f.seller))} ("Seller"), the current owner of the Property.</p>
<p>2.3 <b>Property.</b> Known as: ${esc(addrLine(f.property.address, true))}.</p>
<p>2.5 <b>Inclusions.</b> Furnishings, linens, kitchenware and ski lockers as used in the nightly rental, per attached inventory.</p>
<p>4.1 <b>Price and Terms.</b></p>
<table class="grid" style="width:80%"><tr><td>Purchase Price</td><td class="right">${usd(pp)}</td></tr><tr><td>Earnest Money</td><td class="right">${usd(Math.round(pp * 0.05 / 1000) * 1000)}</td></tr><tr><td>New Loan</td><td class="right">${usd(f.loan.amount)}</td></tr></table>
<p style="margin-top:8px">3. <b>Closing Date:</b> ${anyDate(rng, f.loan.closingDate)}</p>`,
      `<p class="muted">[pages 2–17 omitted]</p><p><b>SIGNATURES</b></p>
<p>Buyer: <span class="scrawl">${esc(fullName(f.borrower))}</span><br><span class="sig">${buyerSig(f)}</span></p>
<p>Seller: <span class="scrawl">${esc(fullName(f.seller))}</span><br><span class="sig">${esc(fullName(f.seller))}</span></p>
<p class="small">Earnest money receipt: ${esc(f.title.name)} by ${esc(fullName(f.title.contact))}, ${dt(f.documentDate, 'us')}</p>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: truth(f, [...buyerFields(f), 'property_address', 'loan_amount', 'estimated_closing_date']),
    };
  },
};

const amendExtend: Family = {
  id: 'ae-amend-extend-closing',
  description: 'Amend/Extend Contract moving the Closing Date (old date struck, new date in the table) because the condo questionnaire came back late.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse'], purchase: true, states: ['CO'] });
    const oldClose = addDaysIso(f.loan.closingDate, -rng.int(7, 21));
    const html = documentHtml({
      title: 'Amend/Extend', font: 'serif', fontSize: '10pt',
      pages: [`<h3 class="center">AGREEMENT TO AMEND/EXTEND CONTRACT</h3>
<p>Date: ${dt(f.documentDate, 'long')}</p>
<p>1. This agreement amends the contract dated ${dt(addDaysIso(f.documentDate, -rng.int(10, 30)), 'long')} between ${esc(fullName(f.seller))} (Seller) and ${esc(buyerName(f))} (Buyer), relating to the sale and purchase of the following legally described real estate in the County of ${esc(townOf(f).county)}, Colorado: ${esc(legal(rng, f))}, known as ${esc(addrLine(f.property.address))} (the Property).</p>
<p>2. The Contract is amended as follows:</p>
<table class="grid"><tr><th>§</th><th>Event</th><th>Was</th><th>Now</th></tr>
<tr><td>3</td><td>Closing Date</td><td><s>${dt(oldClose, 'us')}</s></td><td><b>${dt(f.loan.closingDate, 'us')}</b></td></tr>
<tr><td>3</td><td>Association Documents Deadline</td><td><s>${dt(addDaysIso(oldClose, -20), 'us')}</s></td><td>${dt(addDaysIso(f.documentDate, 3), 'us')}</td></tr>
<tr><td>3</td><td>New Loan Availability Deadline</td><td><s>${dt(addDaysIso(oldClose, -5), 'us')}</s></td><td>${dt(addDaysIso(f.loan.closingDate, -4), 'us')}</td></tr></table>
<p style="margin-top:8px">3. Reason: lender requires the completed condominium questionnaire and master insurance certificate from ${esc(rng.pick(HOAS))}, which was not received by the original deadline.</p>
<p>4. All other terms and conditions of the Contract remain the same.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top">Buyer:<br><span class="sig">${buyerSig(f)}</span></td><td style="vertical-align:top">Seller:<br><span class="sig">${esc(fullName(f.seller))}</span></td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: truth(f, [...buyerFields(f), 'property_address', 'estimated_closing_date']),
    };
  },
};

const escrowOpen: Family = {
  id: 'ae-title-escrow-opening-letter',
  description: 'Title company\'s "we have opened escrow" letter to the lender: buyer/borrower, seller, sales price, new loan, lender loan number, settlement date.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { purchase: true });
    const t = f.title;
    const file = `${townOf(f).state}${rng.int(100000, 999999)}`;
    const html = documentHtml({
      title: 'Escrow opened', font: 'sans', fontSize: '10pt',
      pages: [`<div style="border-bottom:1px solid #555;margin-bottom:10px"><b style="font-size:14pt">${esc(t.name)}</b><br><span class="small">${esc(townOf(f).city)} branch · ${esc(t.contact.email)} · ${anyPhone(rng, t.contact.phone)}</span></div>
<p>${dt(f.documentDate, 'long')}</p>
<p>${esc(f.lender.name)}<br>Attn: ${esc(rng.pick(STAFF))}, Closing Dept.</p>
<p><b>Re: Escrow / Title File No. ${file}</b></p>
<table style="margin:6px 0 10px 0">
<tr><td style="padding-right:16px">Buyer/Borrower:</td><td>${esc(borrowerOf(f))}</td></tr>
<tr><td>Seller:</td><td>${esc(fullName(f.seller))}</td></tr>
<tr><td>Property:</td><td>${esc(addrLine(f.property.address))}</td></tr>
<tr><td>Sales price:</td><td>${usd(f.property.purchasePrice as number, true)}</td></tr>
<tr><td>New 1st loan:</td><td>${usd(f.loan.amount, true)} — your loan no. ${f.loan.loanNumber}</td></tr>
<tr><td>Est. settlement:</td><td>${dt(f.loan.closingDate, 'long')}</td></tr></table>
<p>We have received the executed contract and earnest money and have opened escrow. The title commitment will follow within five business days. Please send lender's closing instructions, the loan documents and the exact vesting. Association status letter has been ordered from the HOA manager.</p>
<p>Wire instructions will only be provided by phone. Never trust wiring instructions received by e-mail.</p>
<p>Sincerely,<br>${esc(fullName(t.contact))}<br>Escrow Officer</p>`],
    });
    const fields: TruthField[] = f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: truth(f, [...fields, 'property_address', 'loan_amount', 'loan_number', 'estimated_closing_date']),
    };
  },
};

function borrowerOf(f: DealFacts): string {
  return f.entity ? f.entity.name : `${fullName(f.borrower)}${f.coBorrower ? ` and ${fullName(f.coBorrower)}` : ''}`;
}

const estoppel: Family = {
  id: 'ae-hoa-status-letter',
  description: 'HOA status (estoppel) letter from the association manager for a condo sale: seller is owner of record, buyer named, dues and transfer fees, closing date.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse'], purchase: true });
    const hoa = rng.pick(HOAS);
    const dues = rng.int(380, 1650);
    const html = documentHtml({
      title: 'Status Letter', font: 'serif', fontSize: '10pt',
      pages: [`<div class="center"><b style="font-size:13pt">${esc(hoa)}</b><br><span class="small">c/o ${esc(rng.pick(['Alpine Association Management', 'Wasatch HOA Services', 'Summit Resort Association Mgmt']))} · ${esc(townOf(f).city)}, ${f.property.address.state}</span></div>
<h3 class="center" style="margin:12px 0">STATUS LETTER / STATEMENT OF ASSESSMENTS</h3>
<p>Date issued: ${dt(f.documentDate, 'us')} &nbsp; Good through: ${dt(addDaysIso(f.documentDate, 30), 'us')}</p>
<table class="grid">
<tr><td style="width:35%">Unit</td><td>${esc(addrLine(f.property.address))}</td></tr>
<tr><td>Owner(s) of record</td><td>${esc(fullName(f.seller))}</td></tr>
<tr><td>Purchaser</td><td>${esc(borrowerOf(f))}</td></tr>
<tr><td>Scheduled closing</td><td>${dt(f.loan.closingDate, 'long')}</td></tr>
<tr><td>Closing agent</td><td>${esc(f.title.name)}</td></tr>
<tr><td>Regular assessment</td><td>${usd(dues)} per month, paid through ${dt(addDaysIso(f.documentDate, -rng.int(1, 25)), 'abbr')}</td></tr>
<tr><td>Special assessment</td><td>${rng.chance(0.3) ? `${usd(rng.int(3, 25) * 1000)} (roof/elevator), balance due at transfer` : 'None levied or pending'}</td></tr>
<tr><td>Transfer fee / working capital</td><td>${usd(rng.pick([250, 350, 500]))} / ${usd(dues * 2)}</td></tr>
<tr><td>Delinquency</td><td>$0.00</td></tr>
<tr><td>Short-term rentals</td><td>${rng.pick(['Permitted; owner must hold a town STR license', 'Permitted, 3-night minimum', 'Permitted through the on-site rental desk only'])}</td></tr></table>
<p style="margin-top:10px">This statement is issued for the benefit of the parties to the sale and their lender. The Association is not responsible for errors in information supplied by others.</p>
<p>${esc(rng.pick(['Kim Lundgren', 'Scott Arneson', 'Jodi Vail']))}, Community Manager</p>`],
    });
    const fields: TruthField[] = f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(f, [...fields, 'property_address', 'estimated_closing_date']) };
  },
};

export const contractFamilies: Family[] = [coContract, utRepc, coContractScan, amendExtend, escrowOpen, estoppel];
