// Purchase agreements, Louisiana / Texas / Florida style, and a commercial letter-form PSA.
import { documentHtml, esc, flow } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import { addDays } from '../../../facts';
import { Stated, addr1, addrFull, dt, fullName, parishOrCounty, usd, checkboxRow, upper } from './util';

interface Deal { price: number; closeIso: string; signedIso: string; financed: boolean; buyer: string; signer: string }

/** What the contract can say about the deal: a purchase deal closes on the loan's date with the loan as financing. */
function contractDeal(f: DealFacts, rng: Rng, s: Stated): Deal {
  const purchase = f.loan.purpose === 'Purchase';
  const price = f.property.purchasePrice ?? Math.round((f.property.value * 0.83) / 1000) * 1000 + 500;
  const closeIso = purchase ? f.loan.closingDate : `${Number(f.documentDate.slice(0, 4)) - rng.int(1, 4)}-${f.documentDate.slice(5).replace('02-29', '02-28')}`;
  if (purchase) s.add('estimated_closing_date');
  const financed = purchase && rng.chance(0.75);
  if (financed) s.add('loan_amount');
  s.add('property_address', 'borrower_first_name', 'borrower_last_name');
  const e = f.entity;
  let buyer = fullName(f.borrower, true);
  let signer = fullName(f.borrower);
  if (e) {
    s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    buyer = e.type === 'Trust' ? `${fullName(f.borrower)}, Trustee of ${e.name}` : `${e.name}`;
    signer = `${fullName(f.borrower)}, ${e.signatoryTitle}`;
  } else if (f.coBorrower) {
    buyer = `${fullName(f.borrower, true)} and ${fullName(f.coBorrower)}`;
  }
  const signedIso = purchase ? f.documentDate : addDays(closeIso, -rng.int(25, 45));
  return { price, closeIso, signedIso, financed, buyer, signer };
}

/** Louisiana residential agreement to buy or sell: Act of Sale, parish, notary. */
const laAgreement: Family = {
  id: 'ab-la-agreement-to-buy-or-sell',
  description: 'Louisiana residential agreement to buy or sell: numbered lines, Act of Sale date, parish, notary selection, mortgage contingency.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated(f);
    const d = contractDeal(f, rng, s);
    const a = f.property.address;
    const L = f.loan;
    const pars: string[] = [];
    const p = (t: string) => pars.push(`<p><span class="ln">${pars.length * 4 + 1}</span>${t}</p>`);
    p(`<b>BUYER:</b> ${esc(d.buyer)} (&ldquo;Buyer&rdquo;) offers to purchase from <b>SELLER:</b> ${esc(fullName(f.seller, true))} (&ldquo;Seller&rdquo;) the property described as:`);
    p(`Municipal address: ${esc(addr1(a, true))}, ${esc(a.city)}, ${a.state === 'LA' ? 'Louisiana' : esc(a.stateName)} ${a.zip}, ${esc(a.city)} ${parishOrCounty(a)}, Lot ${rng.int(1, 40)} Square ${rng.int(100, 900)}, ${rng.pick(['Gentilly Terrace', 'Lakeview Subdivision', 'Bywater Sec. 3', 'Oak Park Addition'])}, together with all improvements.`);
    p(`<b>PRICE:</b> The sum of ${usd(d.price)} payable ${d.financed ? 'by a cash deposit and the proceeds of a loan as provided below' : 'all cash at Act of Sale'}.`);
    if (d.financed) p(`<b>MORTGAGE CONTINGENCY:</b> This Agreement is conditioned upon Buyer's ability to borrow the sum of ${usd(L.amount)} secured by a mortgage on the Property, with a term not to exceed thirty (30) years and an initial interest rate not to exceed ${rng.pick(['12', '13', '14'])}%. Buyer shall apply within ${rng.int(3, 7)} calendar days.`);
    p(`<b>ACT OF SALE:</b> The Act of Sale shall be passed before a Notary Public selected by Buyer (${esc(f.title.name)}) on or before ${dt(d.closeIso, 'long')}.`);
    p(`<b>DEPOSIT:</b> ${usd(rng.pick([1000, 2500, 5000, 10000]))} to be held by ${esc(rng.pick(['Latter & Blum', 'Keller Williams New Orleans', 'Gardner Realtors', 'Crescent City Living']))} within 72 hours of acceptance.`);
    p(`<b>INSPECTION / DUE DILIGENCE PERIOD:</b> ${rng.int(7, 14)} calendar days. Buyer has been advised the property may be located in a Special Flood Hazard Area and that flood and wind insurance may be required by lender.`);
    p(`<b>PROPERTY CONDITION DISCLOSURE:</b> Seller discloses ${rng.pick(['roof replaced after Hurricane Ida with insurance proceeds', 'prior flood in 2005, no flood since', 'open insurance claim for wind damage — repairs not completed', 'no known defects'])}.`);
    p(`<b>SELLER'S OBLIGATIONS:</b> Seller shall deliver merchantable title, free of all liens including any Road Home covenants.`);
    const html = documentHtml({
      title: 'Agreement to Buy or Sell', font: 'serif', fontSize: '9pt',
      css: '.ln{display:inline-block;width:26px;color:#777;font-size:7pt}',
      pages: flow([
        `<h3 class="center">LOUISIANA RESIDENTIAL AGREEMENT TO BUY OR SELL</h3><p class="center small">Form ${rng.pick(['LREC-001', 'RAB-2021'])} — ${dt(d.signedIso, 'us')}</p>`,
        ...pars,
        `<p style="margin-top:16px">BUYER: <span class="sig">${esc(d.signer)}</span> &nbsp; Date ${dt(d.signedIso, 'short')}</p><p>SELLER: <span class="sig">${esc(fullName(f.seller))}</span></p>`,
      ], { charsPerLine: 100, linesPerPage: 52 }),
      page: { pageNumbers: true, footerLeft: 'Buyer ___ ___ Seller ___ ___' },
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

/** Texas one-to-four family contract with third party financing addendum summary. */
const txContract: Family = {
  id: 'ab-tx-one-to-four-contract',
  description: 'Texas one-to-four family resale contract (promulgated-form style): parties, sales price table A/B/C, closing paragraph, financing addendum.',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated(f);
    const d = contractDeal(f, rng, s);
    const a = f.property.address;
    const L = f.loan;
    const down = d.financed ? Math.max(0, d.price - L.amount) : d.price;
    const blocks = [
      `<h3 class="center">ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)</h3><p class="center small">NOTICE: Not For Use For Condominium Transactions</p>`,
      `<p><b>1. PARTIES:</b> The parties to this contract are ${esc(upper(fullName(f.seller)))} (Seller) and ${esc(upper(d.buyer))} (Buyer). Seller agrees to sell and convey to Buyer and Buyer agrees to buy from Seller the Property defined below.</p>`,
      `<p><b>2. PROPERTY:</b> A. LAND: Lot ${rng.int(1, 30)} Block ${rng.int(1, 12)}, ${rng.pick(['Bayou Oaks', 'Clear Lake Shores', 'Padre Isles', 'Westchase Forest'])} Addition, City of ${esc(a.city)}, ${a.state === 'TX' ? `County of ${rng.pick(['Harris', 'Nueces', 'Galveston', 'Brazoria', 'Jefferson'])}, Texas` : `${esc(a.stateName)} (out-of-state property; form used by agreement)`}, known as ${esc(addr1(a))}, ${esc(a.city)}, ${a.state} ${a.zip}.</p>`,
      { html: `<p><b>3. SALES PRICE:</b></p><table class="grid" style="width:80%"><tr><td>A. Cash portion of Sales Price payable by Buyer at closing</td><td class="right">${usd(down)}</td></tr><tr><td>B. Sum of all financing described in the attached: ${d.financed ? '☒' : '☐'} Third Party Financing Addendum</td><td class="right">${d.financed ? usd(L.amount) : '$0'}</td></tr><tr><td>C. Sales Price (Sum of A and B)</td><td class="right">${usd(d.price)}</td></tr></table>`, lines: 6 },
      `<p><b>5. EARNEST MONEY AND TERMINATION OPTION:</b> Buyer shall deliver ${usd(rng.pick([1500, 3000, 5000]))} as earnest money and ${usd(rng.pick([100, 250, 500]))} as the Option Fee to ${esc(f.title.name)}, as escrow agent, within 3 days after the Effective Date. Option period: ${rng.int(5, 10)} days.</p>`,
      `<p><b>9. CLOSING:</b> A. The closing of the sale will be on or before ${dt(d.closeIso, rng.pick(['long', 'us'] as const))}, or within 7 days after objections made under Paragraph 6D have been cured or waived, whichever date is later.</p>`,
      d.financed ? `<p><b>THIRD PARTY FINANCING ADDENDUM:</b> ☒ Other Financing: A ${rng.pick(['private', 'non-institutional', 'investor'])} loan in the original principal amount of ${usd(L.amount)} (excluding any financed PMI premium). Buyer's approval is ${rng.pick(['subject to', 'not subject to'])} Buyer obtaining Buyer Approval.</p>` : `<p><b>FINANCING:</b> None — cash transaction.</p>`,
      `<p><b>21. NOTICES:</b> To Buyer at: ${esc(f.broker.address.city)} ${rng.pick(['mailing address on file', 'c/o buyer\'s agent'])}. To Seller at: ${esc(f.seller.email)}</p>`,
      `<p>Windstorm: Property ${rng.pick(['is', 'may be'])} in an area designated as catastrophe area by TWIA; buyer should determine availability of windstorm coverage.</p>`,
      `<p style="margin-top:14px">Buyer: <span class="sig">${esc(d.signer)}</span> &nbsp;&nbsp; Seller: <span class="sig">${esc(fullName(f.seller))}</span></p><p class="small">Executed the ${dt(d.signedIso, 'long')} (Effective Date).</p>`,
    ];
    const html = documentHtml({ title: 'TX Contract', font: 'sans', fontSize: '8.8pt', pages: flow(blocks, { charsPerLine: 110, linesPerPage: 54 }), page: { footerLeft: `Initialed for identification by Buyer ___ and Seller ___ &nbsp; TXR ${rng.int(1601, 1699)}`, pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

/** Florida AS-IS residential contract excerpt. */
const flAsIs: Family = {
  id: 'ab-fl-as-is-contract',
  description: 'Florida "AS IS" residential contract excerpt: parties box, items 1-5, financing checkboxes, closing date, coastal disclosures.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated(f);
    const d = contractDeal(f, rng, s);
    const a = f.property.address;
    const L = f.loan;
    const blocks = [
      `<div style="border:2px solid #000;padding:6px"><b>"AS IS" Residential Contract For Sale And Purchase</b><br><span class="small">THIS FORM HAS BEEN APPROVED BY THE FLORIDA REALTORS AND THE FLORIDA BAR (style)</span></div>`,
      `<p><b>PARTIES:</b> ${esc(fullName(f.seller))} ("Seller"), and ${esc(d.buyer)} ("Buyer"), agree that Seller shall sell and Buyer shall buy the following described Real Property and Personal Property.</p>`,
      `<p><b>1. PROPERTY DESCRIPTION:</b> (a) Street address, city, zip: ${esc(addr1(a, true))}, ${esc(a.city)}, ${a.state} ${a.zip} (b) Located in: ${a.state === 'FL' ? `${esc(rng.pick(['Escambia', 'Santa Rosa', 'Okaloosa', 'Bay', 'Duval', 'Hillsborough']))} County, Florida` : `${esc(a.city)} area, ${esc(a.stateName)}`}. Tax ID #: ${rng.int(10, 99)}-${rng.int(1000, 9999)}-${rng.int(100, 999)}</p>`,
      `<p><b>2. PURCHASE PRICE</b> (U.S. currency): ${usd(d.price, true)}<br>(a) Initial deposit ${usd(rng.pick([5000, 10000, 15000]), true)} held by ${esc(f.title.name)}<br>(c) Financing: ${d.financed ? usd(L.amount, true) : '$0.00'}<br>(d) Other: $0.00</p>`,
      `<p><b>5. CLOSING DATE:</b> This transaction shall close on ${dt(d.closeIso, 'us')} ("Closing Date"), unless modified by other provisions of this Contract.</p>`,
      `<p><b>8. FINANCING:</b> ${checkboxRow(['(a) Buyer will pay cash', '(b) This Contract is contingent upon Buyer obtaining approval of a loan'], d.financed ? '(b) This Contract is contingent upon Buyer obtaining approval of a loan' : '(a) Buyer will pay cash')}${d.financed ? ` in the amount of ${usd(L.amount)}, type: ☒ other (private lender)` : ''}.</p>`,
      `<p><b>COASTAL CONSTRUCTION CONTROL LINE:</b> ${rng.pick(['The Property is not seaward of the CCCL.', 'The Property may be partially seaward of the CCCL; Buyer waives survey.'])} <b>FLOOD ZONE; ELEVATION CERTIFICATION:</b> Buyer is advised to verify by elevation certificate which flood zone the Property is in and whether flood insurance is required.</p>`,
      `<p style="margin-top:18px">Buyer: <span class="sig">${esc(d.signer)}</span> Date: ${dt(d.signedIso, 'us')}</p><p>Seller: <span class="sig">${esc(fullName(f.seller))}</span></p>`,
    ];
    const html = documentHtml({ title: 'FL AS IS', font: 'serif', fontSize: '9pt', pages: flow(blocks, { charsPerLine: 100, linesPerPage: 50 }), page: { footerLeft: `Buyer's Initials ____ Seller's Initials ____ &nbsp; AS IS-${rng.int(5, 7)}`, pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

/** Commercial letter-form PSA (marina building / strip retail). */
const commercialPsa: Family = {
  id: 'ab-commercial-psa-letter',
  description: "Attorney's letter-form commercial purchase and sale agreement for a small marina/retail building; recitals and numbered terms.",
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated(f);
    const d = contractDeal(f, rng, s);
    const a = f.property.address;
    const L = f.loan;
    const firm = rng.pick(['Boudreaux, Pitre & Landry LLP', 'Ladner Cuevas PLLC', 'Gaines Marchand Law Firm', 'Seawall Legal Group, P.A.']);
    const blocks = [
      `<div class="center"><b>${esc(firm)}</b><br><span class="small">Attorneys at Law &middot; ${rng.pick(['Mobile, Alabama', 'Gulfport, Mississippi', 'Lafayette, Louisiana', 'Pensacola, Florida'])}</span></div><hr>`,
      `<h3 class="center">PURCHASE AND SALE AGREEMENT</h3>`,
      `<p>THIS AGREEMENT is entered into as of ${dt(d.signedIso, 'long')} between <b>${esc(rng.pick(['Gulf Marine Holdings, Inc.', 'Dauphin Bay Properties LLC', 'Old Shell Road Partners, LP', fullName(f.seller)]))}</b> ("Seller") and <b>${esc(d.buyer)}</b> ("Purchaser").</p>`,
      `<p><b>RECITALS.</b> Seller owns the real property and building commonly known as ${esc(addrFull(a))} (the "Property"), ${rng.pick(['currently used as a ship store and bait shop with 12 wet slips', 'a multi-tenant retail strip', 'a boat/RV storage facility', 'a flex warehouse'])}.</p>`,
      `<p><b>1. Purchase Price.</b> ${usd(d.price)}, payable in immediately available funds at Closing${d.financed ? `, a portion of which Purchaser intends to fund with acquisition financing of approximately ${usd(L.amount)}` : ''}.</p>`,
      `<p><b>2. Earnest Money.</b> ${usd(rng.pick([10000, 25000, 50000]))} deposited with ${esc(f.title.name)} within five (5) business days.</p>`,
      `<p><b>3. Inspection Period.</b> ${rng.pick([30, 45, 60])} days, including Phase I environmental (fuel dock/UST) and a wind mitigation inspection.</p>`,
      `<p><b>4. Closing.</b> Closing shall occur on ${dt(d.closeIso, 'long')} or such earlier date as the parties agree.</p>`,
      `<p><b>5. Leases.</b> Seller shall deliver estoppels from tenants occupying more than 1,500 sf.</p>`,
      `<p><b>6. Casualty.</b> If the Property suffers named-storm damage before Closing, Purchaser may terminate or take an assignment of insurance proceeds.</p>`,
      `<p style="margin-top:12px">PURCHASER: ${esc(f.entity ? f.entity.name : fullName(f.borrower))}<br>By: <span class="sig">${esc(d.signer)}</span></p><p>SELLER: <span class="sig">&nbsp;</span></p>`,
    ];
    const html = documentHtml({ title: 'PSA', font: 'serif', fontSize: '9.5pt', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 48 }), page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: s.truth() };
  },
};

export const contractFamilies: Family[] = [laAgreement, txContract, flAsIs, commercialPsa];
