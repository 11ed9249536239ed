// Contracts of set-l, as written by title/escrow companies, agents and real-estate attorneys: purchase and sale
// agreements, an assignment, an amendment, a land contract.
import { documentHtml, esc, flow } from '../../../style';
import type { DealFacts, Family } from '../../../types';
import {
  anyPhone, cityLine, d, entityWords, fullName, oneLine, otherPerson, pct, phone, price, propTypeLabel, shift, street, t, usd,
} from './util';

function buyerName(f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(f.borrower);
}

const residentialPsa: Family = {
  id: 'setl-agent-residential-psa-numbered',
  description: 'Residential purchase and sale agreement on an association form: numbered paragraphs, agents, earnest money, financing contingency.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const p = price(f, rng);
    const em = Math.round(p * (0.01 + rng.next() * 0.02) / 100) * 100;
    const sa = otherPerson(rng, f.property.address.state);
    const ba = otherPerson(rng, f.property.address.state);
    const inspect = rng.int(7, 14);
    const paras = [
      `<b>1. PARTIES.</b> ${esc(fullName(f.seller))} ("Seller") agrees to sell and ${esc(buyerName(f))}${f.entity ? `, ${entityWords(f.entity)}` : ''} ("Buyer") agrees to buy the Property on the terms below.`,
      `<b>2. PROPERTY.</b> ${esc(street(f.property.address, true))}, ${esc(cityLine(f.property.address, true))}, together with all fixtures and improvements, described as a ${esc(propTypeLabel(rng, f.property.type, f.property.units).toLowerCase())}. Tax parcel no. ${rng.int(100, 999)}-${rng.int(10, 99)}-${rng.int(1000, 9999)}.`,
      `<b>3. PURCHASE PRICE.</b> ${usd(p, true)}, payable: earnest money ${usd(em, true)} within ${rng.int(2, 5)} business days to ${esc(f.title.name)} ("Escrow Agent"); balance in good funds at closing.`,
      `<b>4. FINANCING.</b> This Agreement ${rng.pick(['is', 'IS'])} contingent on Buyer obtaining a loan of not more than ${usd(f.loan.amount)} at an interest rate not exceeding ${pct(f.loan.rate)}% per annum. Buyer shall apply within 5 days of the Effective Date.`,
      `<b>5. INSPECTIONS.</b> Buyer may inspect within ${inspect} days after the Effective Date (by ${d(shift(f.documentDate, inspect), 'long')}).`,
      `<b>6. CLOSING.</b> Closing shall occur on or before <b>${d(f.loan.closingDate, 'long')}</b> at the offices of Escrow Agent, ${esc(oneLine(f.title.address))}. Possession at closing.`,
      `<b>7. PRORATIONS.</b> Real estate taxes (last year ${usd(rng.int(18, 120) * 100, true)}) prorated as of closing. Seller pays deed preparation and transfer tax.`,
      `<b>8. DEFAULT.</b> If Buyer defaults Seller may retain the earnest money as liquidated damages.`,
      `<b>9. BROKERS.</b> Listing: ${esc(fullName(sa))}, ${anyPhone(rng, sa.phone)}. Selling: ${esc(fullName(ba))}, ${anyPhone(rng, ba.phone)}. Commission per separate agreement.`,
      `<b>10. NOTICES.</b> Buyer: ${esc(f.borrower.email)}. Seller: ${esc(f.seller.email)}.`,
      `<b>11. EFFECTIVE DATE.</b> ${d(f.documentDate, 'long')}.`,
    ];
    const sig = `<table style="width:100%;margin-top:18px"><tr><td style="width:50%">BUYER: ${esc(buyerName(f))}<br>${f.entity ? `By: <span class="sig">${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}</span>` : `<span class="sig">${esc(fullName(f.borrower))}</span>`}</td>
<td>SELLER:<br><span class="sig">${esc(fullName(f.seller))}</span></td></tr></table>`;
    const pages = flow([`<h2 class="center">RESIDENTIAL PURCHASE AND SALE AGREEMENT</h2><p class="center small">${esc(f.property.address.stateName)} Association of Realtors® Form ${rng.int(100, 400)}</p>`, ...paras, { html: sig, lines: 6 }], { charsPerLine: 100, linesPerPage: 46 });
    const html = documentHtml({ title: 'PSA', font: 'serif', fontSize: '9.5pt', pages, page: { pageNumbers: true, footerLeft: 'Buyer ____ Seller ____' } });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'entity_name', 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'estimated_closing_date',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

const commercialPsa: Family = {
  id: 'setl-attorney-commercial-purchase-agreement',
  description: 'Attorney-drafted commercial purchase agreement: recitals, defined terms, due diligence and outside dates (distractors).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const p = price(f, rng);
    const dep = Math.round(p * 0.03 / 1000) * 1000;
    const dd = rng.int(21, 45);
    const sellerCo = `${f.seller.last} ${rng.pick(['Holdings', 'Realty', 'Investments'])} LLC`;
    const blocks = [
      `<h2 class="center">PURCHASE AND SALE AGREEMENT</h2><p class="center">(${esc(propTypeLabel(rng, f.property.type, f.property.units))} — ${esc(f.property.address.city)}, ${esc(f.property.address.stateName)})</p>`,
      `<p>THIS PURCHASE AND SALE AGREEMENT is made as of ${d(f.documentDate, 'long')} by and between <b>${esc(sellerCo)}</b> ("Seller"), and <b>${esc(buyerName(f))}</b>${f.entity ? `, ${entityWords(f.entity)}` : ''} ("Purchaser").</p>`,
      `<p class="b">RECITALS</p><p>A. Seller owns the land and improvements located at ${esc(oneLine(f.property.address, true))} (the "Property").<br>B. Purchaser desires to acquire the Property, and Seller desires to sell it, on the terms set forth herein.</p>`,
      `<p><b>Section 1. Purchase Price.</b> The purchase price is ${usd(p)} (the "Purchase Price"). A deposit of ${usd(dep)} (the "Deposit") shall be delivered to ${esc(f.title.name)}, ${esc(fullName(f.title.contact))}, escrow officer (${anyPhone(rng, f.title.contact.phone)}).</p>`,
      `<p><b>Section 2. Due Diligence.</b> Purchaser shall have until ${d(shift(f.documentDate, dd), 'long')} (the "Due Diligence Period") to review leases, rent roll and environmental reports.</p>`,
      `<p><b>Section 3. Closing.</b> Closing shall take place on ${d(f.loan.closingDate, 'long')} (the "Closing Date"); provided that Purchaser may extend once by up to 15 days upon a further deposit of ${usd(Math.round(dep / 3000) * 1000)}. The Outside Date is ${d(shift(f.loan.closingDate, 30), 'long')}.</p>`,
      `<p><b>Section 4. Financing.</b> Purchaser intends to finance the acquisition with a first mortgage loan of approximately ${usd(f.loan.amount)}; however, this Agreement is not contingent on financing.</p>`,
      `<p><b>Section 5. Notices.</b> To Purchaser: ${esc(fullName(f.borrower))}, ${anyPhone(rng, f.borrower.phone)}. To Seller: ${esc(fullName(f.seller))}, ${anyPhone(rng, f.seller.phone)}.</p>`,
      { html: `<table style="width:100%;margin-top:16px"><tr><td>SELLER: ${esc(sellerCo)}<br>By: <span class="sig">${esc(fullName(f.seller))}, Manager</span></td><td>PURCHASER: ${esc(buyerName(f))}<br>By: <span class="sig">${esc(fullName(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td></tr></table>`, lines: 7 },
    ];
    const html = documentHtml({ title: 'PSA', font: 'serif', fontSize: '10pt', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 44 }), page: { pageNumbers: true } });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_type', 'estimated_closing_date', 'loan_amount',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

const assignment: Family = {
  id: 'setl-wholesaler-assignment-of-contract',
  description: 'Assignment of a purchase contract from a wholesaler to the end buyer, with assignment fee and original contract price.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const p = price(f, rng);
    const feeAmt = rng.int(5, 40) * 1000;
    const wh = otherPerson(rng, f.property.address.state);
    const whCo = `${wh.last} ${rng.pick(['Acquisitions', 'Home Buyers', 'Property Solutions'])} LLC`;
    const html = documentHtml({
      title: 'Assignment', font: 'sans', fontSize: '10pt',
      pages: [`<h2 class="center" style="margin-bottom:12px">ASSIGNMENT OF REAL ESTATE PURCHASE CONTRACT</h2>
<p>This Assignment is entered into on ${d(f.documentDate, 'long')} between <b>${esc(whCo)}</b> ("Assignor") and <b>${esc(buyerName(f))}</b> ("Assignee").</p>
<p>1. Assignor is the buyer under a contract dated ${d(shift(f.documentDate, -rng.int(10, 40)), 'long')} with ${esc(fullName(f.seller))} (Seller) for the purchase of <b>${esc(oneLine(f.property.address))}</b> at a price of ${usd(p)}.</p>
<p>2. Assignor assigns all of its rights under the contract to Assignee. Assignee assumes all obligations and agrees to close on or before <b>${d(f.loan.closingDate, 'slash')}</b>.</p>
<p>3. Assignee shall pay Assignor an assignment fee of ${usd(feeAmt)} at closing through ${esc(f.title.name)}. The earnest money of ${usd(rng.pick([1000, 2500, 5000]))} remains on deposit.</p>
<p>4. Assignee's contact: ${esc(fullName(f.borrower))}, ${phone(f.borrower.phone, 0)}, ${esc(f.borrower.email)}.</p>
<table style="width:100%;margin-top:24px"><tr><td>ASSIGNOR<br><span class="sig">${esc(fullName(wh))}, Member</span><br>${anyPhone(rng, wh.phone)}</td><td>ASSIGNEE<br><span class="sig">${esc(fullName(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'estimated_closing_date',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

const amendment: Family = {
  id: 'setl-agent-psa-amendment-extension',
  description: 'Amendment to a purchase agreement extending the closing date and reducing the price after inspection.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const p = price(f, rng);
    const oldP = p + rng.int(3, 20) * 1000;
    const oldClose = shift(f.loan.closingDate, -rng.int(8, 21));
    const html = documentHtml({
      title: 'Amendment', font: 'serif', fontSize: '10.5pt',
      pages: [`<div style="border:1px solid #000;padding:10px"><h3 class="center">AMENDMENT No. ${rng.int(1, 3)} TO PURCHASE AND SALE AGREEMENT</h3></div>
<p style="margin-top:12px">Property: ${esc(street(f.property.address))}, ${esc(cityLine(f.property.address))}</p>
<p>Buyer: ${esc(buyerName(f))} &nbsp;&nbsp; Seller: ${esc(fullName(f.seller))}</p>
<p>The parties agree to amend the Agreement dated ${d(shift(f.documentDate, -rng.int(15, 45)), 'slash')} as follows:</p>
<table class="grid"><tr><th>Term</th><th>Was</th><th>Now</th></tr>
<tr><td>Purchase Price</td><td>${usd(oldP)}</td><td>${usd(p)}</td></tr>
<tr><td>Closing Date</td><td>${d(oldClose, 'slash')}</td><td><b>${d(f.loan.closingDate, 'slash')}</b></td></tr>
<tr><td>Seller Credit</td><td>$0</td><td>${usd(rng.int(2, 12) * 500)}</td></tr></table>
<p style="margin-top:10px">All other terms remain in full force. Buyer's lender: ${esc(f.lender.name)}.</p>
<table style="width:100%;margin-top:26px"><tr><td><span class="sig">Buyer — ${esc(fullName(f.borrower))}</span><br>Date: ${d(f.documentDate, 'slash')}</td><td><span class="sig">Seller — ${esc(fullName(f.seller))}</span></td></tr></table>
<p class="small" style="margin-top:12px">Prepared by ${esc(f.title.name)} · ${esc(f.title.contact.email)} · ${anyPhone(rng, f.title.contact.phone)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'estimated_closing_date']),
    };
  },
};

const landContract: Family = {
  id: 'setl-land-purchase-contract-fill-in',
  description: 'Vacant-land / lot purchase contract on a fill-in form: blanks with underlined values, acreage and survey items.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const p = price(f, rng);
    const u = (v: string) => `<span style="border-bottom:1px solid #000;padding:0 6px;font-weight:bold">${v}</span>`;
    const html = documentHtml({
      title: 'Contract', font: 'sans', fontSize: '9.5pt',
      css: 'p{margin:0 0 9px 0}',
      pages: [`<h2 class="center">CONTRACT FOR PURCHASE OF REAL ESTATE</h2><p class="center small">(${f.property.type === 'Land' ? 'Unimproved Land' : 'Improved Property'})</p>
<p>Date: ${u(d(f.documentDate, 'long'))}</p>
<p>PURCHASER: ${u(esc(buyerName(f)))} &nbsp; phone ${u(anyPhone(rng, f.borrower.phone))}</p>
<p>SELLER: ${u(esc(fullName(f.seller)))}</p>
<p>PROPERTY ADDRESS / LOCATION: ${u(esc(oneLine(f.property.address, true)))}</p>
<p>Approx. ${u(String(f.property.type === 'Land' ? (rng.int(5, 400) / 100).toFixed(2) : (rng.int(10, 60) / 100).toFixed(2)))} acres, together with all easements and rights of way.</p>
<p>PRICE: ${u(usd(p))} &nbsp; DEPOSIT: ${u(usd(rng.pick([2000, 5000, 10000])))} held by ${u(esc(f.title.name))}</p>
<p>FINANCING: Purchaser to obtain a loan of ${u(usd(f.loan.amount))}. Survey to be delivered by ${u(d(shift(f.documentDate, 20), 'slash'))}.</p>
<p>CLOSING DATE: ${u(d(f.loan.closingDate, 'long'))} or sooner by mutual agreement.</p>
<p>Property taxes for the current year (est. ${u(usd(rng.int(4, 60) * 100))}) shall be prorated.</p>
<p style="margin-top:24px">Purchaser <span class="sig">${esc(fullName(f.borrower))}</span> &nbsp; Seller <span class="sig">${esc(fullName(f.seller))}</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'estimated_closing_date']),
    };
  },
};

const escrowSummary: Family = {
  id: 'setl-title-contract-abstract',
  description: 'Title/escrow company\'s contract abstract sheet opening the file: parties grid, lender, key dates table with several deadlines.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const p = price(f, rng);
    const row = (a: string, b: string) => `<tr><td style="width:36%">${a}</td><td>${b}</td></tr>`;
    const html = documentHtml({
      title: 'Abstract', font: 'condensed', fontSize: '9.5pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #333"><div class="b" style="font-size:14pt">${esc(f.title.name)}</div><div class="right small">${esc(oneLine(f.title.address))}<br>${anyPhone(rng, f.title.contact.phone)}</div></div>
<h3 style="margin:10px 0">CONTRACT ABSTRACT — Escrow No. ${rng.int(10, 99)}-${rng.int(10000, 99999)}</h3>
<table class="grid">${row('Buyer / Borrower', esc(buyerName(f)))}${f.entity ? row('Signer', `${esc(fullName(f.borrower))}, ${esc(f.entity.signatoryTitle)}`) : ''}${row('Buyer e-mail', esc(f.borrower.email))}${row('Seller', esc(fullName(f.seller)))}${row('Seller phone', anyPhone(rng, f.seller.phone))}
${row('Property', esc(oneLine(f.property.address)))}${row('Sales price', usd(p))}${row('New loan', `${usd(f.loan.amount)} — ${esc(f.lender.name)} (loan #${f.loan.loanNumber})`)}${row('Escrow officer', esc(fullName(f.title.contact)))}</table>
<h4 style="margin:12px 0 4px">Key dates</h4>
<table class="grid"><tr><th>Event</th><th>Date</th></tr>
<tr><td>Contract acceptance</td><td>${d(f.documentDate, 'slash')}</td></tr>
<tr><td>Earnest money due</td><td>${d(shift(f.documentDate, 3), 'slash')}</td></tr>
<tr><td>Inspection deadline</td><td>${d(shift(f.documentDate, 10), 'slash')}</td></tr>
<tr><td>Title objection deadline</td><td>${d(shift(f.documentDate, 15), 'slash')}</td></tr>
<tr><td><b>Closing / settlement</b></td><td><b>${d(f.loan.closingDate, 'slash')}</b></td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Purchase and Sale Agreement', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'loan_number', 'estimated_closing_date',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

export const titleFamilies: Family[] = [residentialPsa, commercialPsa, assignment, amendment, landContract, escrowSummary];
