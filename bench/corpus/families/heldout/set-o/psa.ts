// Contracts and closing paper from the title-and-escrow side: commercial purchase contracts, amendments,
// assignments, escrow instructions and a Texas-style residential resale contract.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { documentHtml, esc, kvTable, letterhead } from '../../../style';

import { addressOneLine, date, entityFull, fullName, money, phone, titleCharges, upperLastFirst, tr } from './fmt';

function buyer(f: DealFacts): string {
  return f.entity ? entityFull(f) : fullName(f.borrower, true);
}

function buyerFields(f: DealFacts, signer: boolean): TruthField[] {
  if (!f.entity) return ['borrower_first_name', 'borrower_last_name'];
  return signer ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title'] : ['entity_name'];
}

function buyerSig(f: DealFacts): string {
  return f.entity
    ? `<b>BUYER:</b><br>${esc(f.entity.name)}<br><span class="sig">By: ${esc(fullName(f.borrower))}</span><br>Name: ${esc(fullName(f.borrower))}<br>Title: ${esc(f.entity.signatoryTitle)}`
    : `<b>BUYER:</b><br><span class="sig">${esc(fullName(f.borrower))}</span>`;
}

function sellerEntity(rng: Rng, f: DealFacts): string {
  return rng.chance(0.5) ? `${f.seller.last} ${rng.pick(['Family Holdings, Ltd.', 'Investments, LLC', 'Properties, Inc.'])}` : fullName(f.seller);
}

export const psaFamilies: Family[] = [
  {
    id: 'so-commercial-purchase-contract',
    description: 'Commercial purchase and sale agreement, three pages: parties, price and earnest money, title and survey, closing, signatures, Exhibit A legal description',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.95 / 1000) * 1000;
      const fields: TruthField[] = ['property_address', 'estimated_closing_date', ...buyerFields(f, true)];
      const seller = sellerEntity(rng, f);
      const em = Math.round(price * rng.pick([0.01, 0.02, 0.03]) / 100) * 100;
      const p = (n: number, t: string, body: string) => `<p><b>${n}. ${t}.</b> ${body}</p>`;
      const pages = [
        `<h2 style="text-align:center">PURCHASE AND SALE AGREEMENT</h2><p class="center small">(Commercial Improved Property)</p>
<p>THIS PURCHASE AND SALE AGREEMENT (this "Agreement") is made as of ${date(f.documentDate, 'long')} (the "Effective Date") by and between <b>${esc(seller)}</b> ("Seller") and <b>${esc(buyer(f))}</b> ("Buyer").</p>
${p(1, 'Property', `Seller agrees to sell and Buyer agrees to purchase the land and improvements commonly known as ${esc(addressOneLine(rng, f.property.address, { long: true }))}, ${esc(f.property.address.city)} County, as more particularly described in Exhibit A (the "Property").`)}
${p(2, 'Purchase Price', `The purchase price is ${money(price)} (the "Purchase Price"), payable in cash at Closing, subject to prorations. Buyer's obligations are ${rng.chance(0.5) ? 'contingent upon Buyer obtaining a loan' : 'not contingent upon financing'}.`)}
${p(3, 'Earnest Money', `Within three (3) business days after the Effective Date, Buyer shall deposit ${money(em)} with ${esc(f.title.name)} (the "Title Company"), ${esc(f.title.address.street)}, ${esc(f.title.address.city)}, ${f.title.address.state}, Attention: ${esc(fullName(f.title.contact))}.`)}
${p(4, 'Inspection Period', `Buyer shall have ${rng.pick(['thirty (30)', 'forty-five (45)', 'sixty (60)'])} days after the Effective Date to inspect the Property and terminate this Agreement for any reason.`)}`,
        `${p(5, 'Title and Survey', 'Seller shall cause the Title Company to issue a commitment for an owner\'s policy of title insurance. Buyer may obtain a new survey at its expense.')}
${p(6, 'Closing', `The closing shall take place at the offices of the Title Company on or before ${date(f.loan.closingDate, 'long')} (the "Closing Date"), or such earlier date as the parties may agree in writing.`)}
${p(7, 'Prorations', 'Ad valorem taxes, rents and operating expenses shall be prorated as of the Closing Date.')}
${p(8, 'Brokers', `Seller's broker is ${esc(fullName(f.seller))}'s listing agent; each party indemnifies the other against claims of any other broker.`)}
${p(9, 'Notices', `Notices to Seller: ${esc(seller)}, ${phone(f.seller.phone)}, ${esc(f.seller.email)}. Notices to Buyer at the address beneath its signature.`)}
<table style="width:100%;margin-top:24px"><tr><td style="width:50%;vertical-align:top"><b>SELLER:</b><br>${esc(seller)}<br><span class="sig">By: ${esc(fullName(f.seller))}</span></td><td style="vertical-align:top">${buyerSig(f)}</td></tr></table>`,
        `<h3 class="center">EXHIBIT A — LEGAL DESCRIPTION</h3><p>Lot ${rng.int(1, 40)}, Block ${rng.int(1, 12)}, of ${esc(f.property.address.city.toUpperCase())} ${rng.pick(['ORIGINAL TOWN', 'COMMERCE PARK ADDITION', 'HEIGHTS SUBDIVISION'])}, an addition according to the map or plat thereof recorded in Volume ${rng.int(10, 400)}, Page ${rng.int(1, 99)}, of the Plat Records; commonly known as ${esc(addressOneLine(rng, f.property.address))}.</p>
<h3 class="center" style="margin-top:20px">RECEIPT OF EARNEST MONEY</h3><p>${esc(f.title.name)} acknowledges receipt of earnest money of ${money(em)} on ____________.</p><p><span class="sig">${esc(fullName(f.title.contact))}, Escrow Officer</span></p>`,
      ];
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'PSA', pages, fontSize: '10pt', page: { pageNumbers: true, footerLeft: 'Buyer ____ Seller ____' } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-contract-amendment-extension',
    description: 'First Amendment to a purchase contract extending the closing date and reducing the price after inspection',
    formats: ['pdf_text'],
    make(f, rng) {
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.95 / 1000) * 1000;
      const fields: TruthField[] = ['property_address', 'estimated_closing_date', ...buyerFields(f, true)];
      const seller = sellerEntity(rng, f);
      const oldClose = new Date(`${f.loan.closingDate}T00:00:00Z`);
      oldClose.setUTCDate(oldClose.getUTCDate() - rng.int(10, 30));
      const html = `<h2 class="center">FIRST AMENDMENT TO PURCHASE AND SALE AGREEMENT</h2>
<p>This First Amendment is entered into effective ${date(f.documentDate, 'long')} by and between ${esc(seller)} ("Seller") and ${esc(buyer(f))} ("Buyer").</p>
<p><b>RECITALS.</b> Seller and Buyer are parties to that certain Purchase and Sale Agreement dated ${date(f.documentDate.slice(0, 8) + '01', 'long')} (the "Agreement") for the property located at ${esc(addressOneLine(rng, f.property.address))}. The parties desire to amend the Agreement as follows.</p>
<p><b>1. Purchase Price.</b> The Purchase Price is reduced from ${money(price + rng.pick([10000, 15000, 25000]))} to ${money(price)} in consideration of repairs identified during the Inspection Period.</p>
<p><b>2. Closing Date.</b> The Closing Date is extended from ${date(oldClose.toISOString().slice(0, 10), 'long')} to <b>${date(f.loan.closingDate, 'long')}</b>.</p>
<p><b>3. Ratification.</b> Except as amended hereby, the Agreement remains in full force and effect. This Amendment may be executed in counterparts and by electronic signature.</p>
<table style="width:100%;margin-top:24px"><tr><td style="width:50%;vertical-align:top"><b>SELLER:</b><br><span class="sig">${esc(seller)}</span></td><td style="vertical-align:top">${buyerSig(f)}</td></tr></table>
<p class="small" style="margin-top:20px">Receipt acknowledged: ${esc(f.title.name)}, by ${esc(fullName(f.title.contact))}, ${esc(f.title.contact.email)}</p>`;
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Amendment', pages: [html] }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-assignment-of-contract',
    description: 'Assignment and Assumption of Purchase Contract: a wholesaler assigns to the borrower, assignment fee shown; scanned',
    formats: ['pdf_scanned'],
    make(f, rng) {
      const fields: TruthField[] = ['property_address', ...buyerFields(f, true)];
      const wholesaler = `${rng.pick(['Quick Close', 'Southern Star', 'Lone Star', 'Bayou'])} ${rng.pick(['Acquisitions', 'Home Buyers', 'Deals'])} LLC`;
      const fee = rng.int(8, 45) * 1000;
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.9 / 1000) * 1000;
      const html = `<h2 class="center">ASSIGNMENT AND ASSUMPTION OF<br>PURCHASE AND SALE CONTRACT</h2>
<p>FOR VALUE RECEIVED, <b>${esc(wholesaler)}</b> ("Assignor") hereby assigns, transfers and sets over unto <b>${esc(buyer(f))}</b> ("Assignee") all of Assignor's right, title and interest as buyer under that certain contract with ${esc(fullName(f.seller))} ("Seller") dated ${date(f.documentDate, 'short')} for the purchase of the real property at:</p>
<p class="center b">${esc(addressOneLine(rng, f.property.address, { long: true }))}</p>
<p>for a contract price of ${money(price)}. Assignee agrees to pay Assignor an assignment fee of ${money(fee)}, payable at closing through ${esc(f.title.name)}.</p>
<p>Assignee assumes and agrees to perform all obligations of the buyer under the contract from and after the date hereof.</p>
<table style="width:100%;margin-top:30px"><tr><td style="width:50%;vertical-align:top"><b>ASSIGNOR:</b><br>${esc(wholesaler)}<br><span class="scrawl">${esc(f.seller.first === f.borrower.first ? 'J. Reyes' : 'M. Dawson')}</span><br>Managing Member</td>
<td style="vertical-align:top">${buyerSig(f).replace('BUYER', 'ASSIGNEE')}</td></tr></table>`;
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Assignment', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-escrow-instructions',
    description: 'Title company escrow instructions / closing memo: parties, lender, loan amount, closing date, estimated title charges',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const L = f.loan;
      const t = f.title;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date', 'loan_number', ...buyerFields(f, false)];
      const price = f.property.purchasePrice;
      const rows: [string, string][] = [
        ['Escrow / GF No.', `${t.address.state}-${rng.int(20, 26)}-${rng.int(10000, 99999)}`],
        ['Property', esc(addressOneLine(rng, f.property.address))],
        ['Buyer / Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
        ['Seller', price ? esc(fullName(f.seller)) : 'N/A — refinance'],
        ['New Lender', `${esc(f.lender.name)} (Loan No. ${L.loanNumber})`],
        ['New Loan Amount', money(L.amount, true)],
        ['Scheduled Closing', date(L.closingDate, 'us')],
      ];
      if (price) rows.splice(4, 0, ['Sales Price', money(price, true)]);
      if (f.entity && rng.chance(0.6)) { rows.splice(3, 0, ['Signer for Borrower', `${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}`]); fields.push('authorized_signatory_name', 'authorized_signatory_title'); }
      const html = `${letterhead({ name: t.name, lines: [esc(`${t.address.street}, ${t.address.city}, ${t.address.state} ${t.address.zip}`), `Escrow Officer: ${esc(fullName(t.contact))} · ${phone(t.contact.phone)} · ${esc(t.contact.email)}`], color: '#2f4f4f' })}
<h2>ESCROW INSTRUCTIONS AND CLOSING MEMORANDUM</h2><p>${date(f.documentDate, 'long')}</p>${kvTable(rows)}
<h3 style="margin-top:12px">Estimated title and settlement charges</h3>${kvTable(titleCharges(rng, f).map(([a, b]) => [esc(a), b]))}
<p style="margin-top:10px">Escrow holder is instructed to close upon receipt of the lender's funds and closing instructions, satisfaction of all Schedule C requirements of the title commitment, and recording of the deed${price ? '' : ' of trust'}. Wire instructions will be provided by phone only — call to verify.</p>
<p>${esc(t.name)}<br><span class="sig">${esc(fullName(t.contact))}</span></p>`;
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Escrow', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-resale-contract-texas-style',
    description: 'Residential resale contract in a promulgated-form style: numbered blanks filled by the agent, buyer individual, scanned',
    formats: ['pdf_scanned', 'pdf_text'],
    make(f, rng) {
      const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.97 / 1000) * 1000;
      const fields: TruthField[] = ['property_address', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name'];
      const fill = (t: string) => `<span style="font-family:'DejaVu Sans Mono';border-bottom:1px solid #000;padding:0 4px">${esc(t)}</span>`;
      const cash = Math.round(price * rng.pick([0.1, 0.2, 0.25]));
      const html = `<h3 class="center">ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)</h3>
<p>1. PARTIES: The parties to this contract are ${fill(fullName(f.seller))} (Seller) and ${fill(upperLastFirst(f.borrower))} (Buyer). Seller agrees to sell and convey to Buyer and Buyer agrees to buy from Seller the Property defined below.</p>
<p>2. PROPERTY: Lot ${fill(String(rng.int(1, 30)))} Block ${fill(String(rng.int(1, 9)))}, Addition, City of ${fill(f.property.address.city)}, known as ${fill(addressOneLine(rng, f.property.address))}.</p>
<p>3. SALES PRICE: A. Cash portion payable by Buyer at closing ${fill(money(cash))} B. Sum of all financing ${fill(money(price - cash))} C. Sales Price (Sum of A and B) ${fill(money(price))}</p>
<p>5. EARNEST MONEY: Buyer shall deliver ${fill(money(rng.pick([2500, 5000, 10000])))} as earnest money to ${fill(f.title.name)}, as escrow agent.</p>
<p>9. CLOSING: The closing of the sale will be on or before ${fill(date(f.loan.closingDate, 'long'))}.</p>
<p>21. NOTICES: Buyer at ${fill(phone(f.borrower.phone))}${rng.chance(0.5) ? ` / ${fill(f.borrower.email)}` : ''}. Seller at ${fill(phone(f.seller.phone, 'dash'))}.</p>
<p style="margin-top:24px">Buyer <span class="scrawl">${esc(fullName(f.borrower))}</span> &nbsp;&nbsp; Seller <span class="scrawl">${esc(fullName(f.seller))}</span></p>
<p class="small">Listing Broker: ${esc(f.broker.name)} · Escrow officer ${esc(fullName(f.title.contact))}</p>`;
      fields.push('borrower_phone');
      if (html.includes(f.borrower.email)) fields.push('borrower_email');
      return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Contract', pages: [html], fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
];
