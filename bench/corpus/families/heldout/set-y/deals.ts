// Contracts (NJ attorney-review, NY estate contract, co-op contract, riders, heir agreements) and appraisals.
import type { Family, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { kvTable } from '../../../style';
import {
  $, ATTORNEYS, addr1, addrLong, anyDate, d, esc, individual, name, ny, otherDecedent, page, ptype, retype, term,
} from './h';

const njContract: Family = {
  id: 'set-y-nj-contract-attorney-review',
  description: 'New Jersey residential contract of sale (realtor form style): numbered paragraphs, mortgage contingency, attorney-review clause in caps.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = ny(facts, rng);
    const num = rng.int(12, 980);
    const f = f0.property.address.state === 'NJ' ? f0 : { ...f0, property: { ...f0.property, address: { ...f0.property.address, unit: undefined, street: `${num} Bergen Ave`, streetLong: `${num} Bergen Avenue`, city: 'Jersey City', state: 'NJ', stateName: 'New Jersey', zip: rng.pick(['07304', '07305', '07306']) } } };
    const L = f.loan;
    const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.95 / 1000) * 1000;
    const deposit = Math.round(price * 0.1 / 100) * 100;
    const buyer = f.entity ? esc(f.entity.name) : esc(name(f.borrower, true));
    const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date', 'loan_term', 'interest_rate', 'property_type'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else fields.push('borrower_first_name', 'borrower_last_name');
    const paras = [
      `<b>1. PARTIES AND PROPERTY.</b> ${esc(name(f.seller))} (&ldquo;Seller&rdquo;) agrees to sell and ${buyer} (&ldquo;Buyer&rdquo;) agrees to buy the property known as ${esc(addrLong(f.property.address))}, Block ${f.block}, Lot ${f.lot} on the tax map of the City of ${f.property.address.city}, a ${esc(ptype(rng, f.property.type, f.property.units)).toLowerCase()}.`,
      `<b>2. PURCHASE PRICE.</b> The purchase price is ${$(price, 'cents')}, payable: initial deposit ${$(1000)}; additional deposit ${$(deposit - 1000)} within 10 days after attorney review; balance at closing.`,
      `<b>3. MORTGAGE CONTINGENCY.</b> Buyer&rsquo;s obligation is contingent on Buyer obtaining a written commitment for a first mortgage loan in the amount of ${$(L.amount)} for a term of ${term(rng, L.termMonths, 'words')} at an interest rate not to exceed ${L.rate}% per annum, within 30 days after the conclusion of attorney review.`,
      `<b>4. CLOSING.</b> Closing shall take place on or about ${anyDate(rng, L.closingDate)} at the office of Buyer&rsquo;s lender or its attorney.`,
      '<b>5. ATTORNEY REVIEW.</b> <span style="text-transform:uppercase">Study by attorney. The buyer or the seller may choose to have an attorney study this contract. If an attorney is consulted, the attorney must complete his or her review of the contract within a three-day period. This contract will be legally binding at the end of this three-day period unless an attorney for the buyer or the seller reviews and disapproves of the contract.</span>',
      `<b>6. BROKERS.</b> Listing broker: ${esc(f.broker.name)}; commission 5% of the purchase price, paid by Seller.`,
      '<b>7. CERTIFICATE OF OCCUPANCY.</b> Seller shall obtain the municipal certificate of occupancy / continued certificate of occupancy at Seller&rsquo;s expense.',
    ];
    const sig = `<div style="display:flex;gap:40px;margin-top:20px"><div><div class="sig">SELLER: ${esc(name(f.seller))}</div></div><div><div class="sig">BUYER: ${buyer}${f.entity ? `<br>By: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : ''}</div></div></div>`;
    const html = page('NJ Contract', [`<h2 style="text-align:center;font-size:12.5pt">STANDARD FORM OF REAL ESTATE SALES CONTRACT</h2><p class="center small">NEW JERSEY &middot; Dated ${d(f.documentDate, 'long')}</p>
${paras.map((p) => `<p style="text-align:justify">${p}</p>`).join('')}${sig}`], '', 'serif', '9.5pt', 'NJ-RE-FORM 118');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const estateContract: Family = {
  id: 'set-y-ny-executor-contract-of-sale',
  description: 'New York contract of sale where the seller is an executor (“as Executor of the Estate of …”): schedule of terms, mortgage commitment clause.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f0 = ny(facts, rng);
    const f = f0.entity ? otherDecedent(f0, rng) : f0;
    const L = f.loan;
    const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.96 / 1000) * 1000;
    const purchaser = f.entity ? f.entity.name : name(f.borrower, true);
    const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const rows: [string, string][] = [
      ['Seller', `${esc(name(f.seller))}, as Executor of the Estate of ${f.decedent.first} ${f.decedent.last}, deceased`],
      ['Purchaser', esc(purchaser)],
      ['Premises', `${esc(addr1(f.property.address))} (Section __, Block ${f.block}, Lot ${f.lot})`],
      ['Purchase Price', $(price, 'cents')],
      ['Downpayment (held in escrow by Seller’s attorney)', $(Math.round(price * 0.1))],
      ['Mortgage Commitment Amount (§ 8)', $(L.amount)],
      ['Commitment Date', `${rng.int(30, 45)} days from delivery of fully executed contract`],
      ['Closing Date', `On or about ${anyDate(rng, L.closingDate)}`],
      ['Seller’s Attorney', esc(rng.pick(ATTORNEYS))],
      ['Surrogate’s Court', `${f.county} County, File No. ${f.surrogateFile}`],
    ];
    const html = page('Contract of Sale', [`<h2 style="text-align:center;font-size:13pt">CONTRACT OF SALE &mdash; RESIDENTIAL</h2><p class="center small">Form approved by the Real Property Section of the Bar (modified) &middot; Rider attached</p>
<p>Date: ${d(f.documentDate, 'long')}</p>${kvTable(rows, { labelWidth: '36%' })}
<p style="margin-top:10px;text-align:justify">8. <b>Mortgage Commitment Contingency.</b> The obligation of Purchaser to purchase is conditioned upon issuance of a written commitment from an Institutional Lender or a private lender acceptable to Purchaser for a first mortgage loan in the Mortgage Commitment Amount set forth above. Seller&rsquo;s authority to sell is evidenced by Letters Testamentary, a copy of which is annexed; Seller makes no representation as to the condition of the Premises, which are sold &ldquo;as is&rdquo;.</p>
<p style="text-align:justify">9. <b>Estate Tax.</b> Seller shall deliver a release of the New York State estate tax lien (Form ET-117) or escrow sufficient funds at closing.</p>`], '.k{font-weight:bold}', 'serif', '9.5pt');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const coopContract: Family = {
  id: 'set-y-coop-contract-of-sale',
  description: 'Co-op apartment contract of sale: shares allocated, maintenance, financing contingency — a co-op, so no property type.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = individual(ny(facts, rng));
    const f = { ...f0, property: { ...f0.property, address: { ...f0.property.address, unit: f0.property.address.unit ?? `Apt ${rng.int(1, 7)}${rng.pick(['A', 'B', 'C', 'D', 'E'])}` } } };
    const L = f.loan;
    const price = f.property.purchasePrice ?? Math.round(f.property.value * 0.97 / 1000) * 1000;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'estimated_closing_date'];
    const corp = `${f.property.address.street.replace(/^[\d-]+ /, '')} Owners Corp.`;
    const html = page('Co-op contract', [`<h2 style="text-align:center;font-size:12pt">CONTRACT OF SALE &ndash; COOPERATIVE APARTMENT</h2>
<p class="center small">This contract is made as of ${d(f.documentDate, 'long')} between the Seller and Purchaser identified below.</p>
<table class="grid">
<tr><td style="width:35%">1.1 Seller</td><td>${esc(name(f.seller))}</td></tr>
<tr><td>1.2 Purchaser</td><td>${esc(name(f.borrower, true))}</td></tr>
<tr><td>1.3 Corporation</td><td>${esc(corp)}</td></tr>
<tr><td>1.4 Unit</td><td>${esc(addr1(f.property.address))}</td></tr>
<tr><td>1.5 Shares</td><td>${rng.int(80, 640)} shares allocated to the Unit</td></tr>
<tr><td>1.6 Maintenance</td><td>${$(rng.int(7, 24) * 100 + rng.pick([14, 38, 0, 77]), 'cents')} per month</td></tr>
<tr><td>1.7 Purchase Price</td><td>${$(price)}</td></tr>
<tr><td>1.8 Contract Deposit</td><td>${$(Math.round(price * 0.1))}</td></tr>
<tr><td>1.9 Financing</td><td>Purchaser intends to finance: ${$(L.amount)} (Financing Contingency applies; recognition agreement required)</td></tr>
<tr><td>1.10 Scheduled Closing Date</td><td>${anyDate(rng, L.closingDate)}</td></tr>
<tr><td>1.11 Managing Agent</td><td>${rng.pick(['Akam Associates', 'Halstead Management', 'Orsid Realty', 'Douglas Elliman Property Mgmt'])}</td></tr>
</table>
<p style="margin-top:10px;text-align:justify">Board approval: Purchaser shall submit the application to the Corporation within 10 business days. Flip tax of ${rng.pick([1, 2, 3])}% of the Purchase Price, if any, is payable by Seller.</p>
<div style="display:flex;gap:40px;margin-top:24px"><div class="sig">Seller</div><div class="sig">Purchaser</div></div>`], '', 'serif', '10pt');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const riderScan: Family = {
  id: 'set-y-contract-rider-scan',
  description: 'Scanned purchaser’s rider to a contract: numbered rider paragraphs, hand-initialled, with the financing paragraph carrying the loan terms.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term'];
    const buyer = f.entity ? f.entity.name : name(f.borrower);
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const paras = [
      `R-1. This Rider is annexed to and made part of the contract dated ${d(f.documentDate, 'us')} between ${esc(name(f.seller))}, Seller, and ${esc(buyer)}, Purchaser, for ${esc(addrLong(f.property.address))}. In the event of any conflict, this Rider shall govern.`,
      `R-2. Purchaser&rsquo;s obligations are contingent upon Purchaser obtaining a loan of not less than ${$(L.amount)} at a rate not exceeding ${L.rate}% with a term of at least ${L.termMonths} months.`,
      'R-3. Seller shall deliver the premises vacant and broom clean, free of all tenancies and occupancies, with all violations of record (HPD and DOB) removed.',
      `R-4. Seller represents that there are no open permits. Any ECB fines shall be paid from Seller&rsquo;s proceeds (currently ${$(rng.int(2, 40) * 250)} per search).`,
      'R-5. The Downpayment shall be held in an IOLA escrow account by Seller&rsquo;s attorney.',
    ];
    const html = page('Rider', [`<h2 style="text-align:center;font-size:12pt;text-decoration:underline">RIDER TO CONTRACT OF SALE</h2><br>
${paras.map((p) => `<p style="text-align:justify;margin-bottom:12px">${p} <span class="scrawl" style="font-size:10pt">${esc((f.borrower.first[0] ?? '') + (f.borrower.last[0] ?? ''))}</span></p>`).join('')}`], '', 'serif', '11pt');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const heirAgreement: Family = {
  id: 'set-y-heir-buyout-agreement',
  description: 'Agreement among distributees: one heir buys the others’ interests in the inherited house, funded by a new mortgage loan.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const others = rng.shuffle(['Cheryl', 'Anthony', 'Denise', 'Reginald', 'Paulette', 'Gerald', 'Yvonne']).slice(0, rng.int(1, 3));
    const each = Math.round(f.property.value / (others.length + 1));
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'estimated_closing_date'];
    const html = page('Heir agreement', [`<h2 style="text-align:center;font-size:12.5pt">AGREEMENT AMONG DISTRIBUTEES</h2>
<p class="center small">Estate of ${f.decedent.first} ${f.decedent.last} &middot; Surrogate&rsquo;s Court, ${f.county} County &middot; File No. ${f.surrogateFile}</p>
<p>THIS AGREEMENT is made ${d(f.documentDate, 'long')} by and among ${others.map((o) => `${o} ${esc(f.decedent.last)}`).join(', ')} (the &ldquo;Selling Distributees&rdquo;), ${esc(name(f.borrower, true))} (the &ldquo;Acquiring Distributee&rdquo;), and ${esc(name(f.seller))}, as Executor.</p>
<p>WHEREAS the decedent died on ${d(f.decedent.died, 'long')} owning the real property at ${esc(addrLong(f.property.address))} (the &ldquo;Property&rdquo;); and WHEREAS the parties agree that the fair market value of the Property is ${$(f.property.value)};</p>
<p>NOW, THEREFORE:</p><ol>
<li>The Executor shall convey the Property to the Acquiring Distributee by executor&rsquo;s deed.</li>
<li>The Acquiring Distributee shall pay each Selling Distributee ${$(each)} in full satisfaction of his or her share, from the proceeds of a mortgage loan of ${$(L.amount)} to be obtained by the Acquiring Distributee.</li>
<li>The closing shall occur on or about ${d(L.closingDate, rng.pick(['long', 'us'] as const))}.</li>
<li>Each Selling Distributee releases any claim to the Property upon receipt of payment.</li></ol>
<div style="margin-top:18px">${[...others.map((o) => `${o} ${f.decedent.last}`), name(f.borrower), `${name(f.seller)}, Executor`].map((n) => `<div class="sig" style="margin-right:30px">${esc(n)}</div>`).join('')}</div>`], 'ol li{margin-bottom:5px}', 'serif', '10pt');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Appraisals

function comps(rng: { int(a: number, b: number): number; pick<T>(x: readonly T[]): T }, value: number, city: string): string {
  const rows = Array.from({ length: 3 }, (_, i) => {
    const price = Math.round(value * (0.86 + rng.int(0, 28) / 100) / 1000) * 1000;
    return `<tr><td>Comp ${i + 1}</td><td>${rng.int(10, 1800)} ${rng.pick(['Madison St', 'Gates Ave', 'Quincy St', 'Chauncey St', 'Linden Blvd', 'Bergen Ave'])}, ${esc(city)}</td><td class="right">${$(price)}</td><td>${rng.int(1, 11)}/${rng.pick(['2023', '2024', '2025'])}</td><td class="right">${rng.int(1200, 3800)}</td></tr>`;
  });
  return `<table class="grid"><tr><th></th><th>Address</th><th class="right">Sale price</th><th>Date</th><th class="right">GLA sf</th></tr>${rows.join('')}</table>`;
}

const dodAppraisal: Family = {
  id: 'set-y-date-of-death-appraisal',
  description: 'Appraisal letter with both a retrospective date-of-death value and a current as-is value; estate attorney is the client.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = otherDecedent(ny(facts, rng), rng);
    const dod = Math.round(f.property.value * (0.82 + rng.next() * 0.1) / 5000) * 5000;
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const a = f.appraiser;
    const html = page('Appraisal', [`<div style="text-align:center;font:bold 14pt 'DejaVu Serif'">${esc(a.name)}</div><div class="center small">Certified Residential &amp; General Appraisers &middot; NYS Lic. ${rng.int(45000000, 46999999)}</div><hr>
<p>${d(f.documentDate, 'long')}</p><p>${esc(rng.pick(ATTORNEYS))}<br>Re: Estate of ${f.decedent.first} ${f.decedent.last}</p>
<p>Subject: ${esc(addrLong(f.property.address))}<br>Property: ${esc(ptype(rng, f.property.type, f.property.units))}${f.property.yearBuilt ? `, built c. ${f.property.yearBuilt}` : ''}${f.property.squareFeet ? `, ${f.property.squareFeet.toLocaleString('en-US')} sf` : ''}</p>
<p>As requested, we have appraised the fee simple interest in the subject for estate and financing purposes. Our conclusions:</p>
${kvTable([['Retrospective value as of date of death (' + d(f.decedent.died, 'us') + ')', $(dod)], ['Current market value, as is (effective ' + d(f.documentDate, 'us') + ')', `<b>${$(f.property.value)}</b>`]], { labelWidth: '62%' })}
<h3 style="font-size:10.5pt;margin-top:12px">Sales comparison</h3>${comps(rng, f.property.value, f.property.address.city)}
<p style="margin-top:12px">${esc(a.contact.first)} ${esc(a.contact.last)}, Certified Residential Appraiser</p>`], '', 'serif', '10pt');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const appraisalSummary: Family = {
  id: 'set-y-appraisal-summary-grid',
  description: 'Lender-ordered appraisal summary page: boxed subject grid (borrower, lender, value conclusions incl. ARV), comps table.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type', 'borrower_first_name', 'borrower_last_name', 'loan_number'];
    if (f.entity) fields.push('entity_name');
    const rows: [string, string][] = [
      ['Client / Lender', 'Bedford Stuyvesant Private Capital LLC'], ['Lender File #', f.loan.loanNumber],
      ['Borrower', f.entity ? `${esc(f.entity.name)} (${esc(name(f.borrower))})` : esc(name(f.borrower))],
      ['Subject', esc(addr1(f.property.address))], ['County / Block / Lot', `${f.county} / ${f.block} / ${f.lot}`],
      ['Property type', esc(ptype(rng, f.property.type, f.property.units))], ['Year built', String(f.property.yearBuilt ?? 'n/a')],
      ['Market value "as is"', `<b>${$(f.property.value)}</b>`],
    ];
    if (f.property.arv) rows.push(['Prospective value upon completion', $(f.property.arv)]);
    if (f.property.purchasePrice) rows.push(['Contract price', $(f.property.purchasePrice)]);
    rows.push(['Inspection date', d(f.documentDate, 'us')]);
    const html = page('Appraisal summary', [`<div style="background:#2f4f4f;color:#fff;padding:8px 12px;font:bold 12pt 'DejaVu Sans'">APPRAISAL REPORT &mdash; SUMMARY OF SALIENT FACTS</div>
<p class="small">${esc(f.appraiser.name)} &middot; ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</p>
${kvTable(rows)}<h3 style="font-size:10.5pt;margin:12px 0 4px">Comparable sales</h3>${comps(rng, f.property.value, f.property.address.city)}
<p class="small" style="margin-top:8px">Extraordinary assumption: interior of the basement unit not inspected. Open DOB violations noted: ${rng.int(0, 4)}.</p>`], '.k{width:38%;background:#f1f1f1}', 'sans', '9.5pt');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const incomeAppraisal: Family = {
  id: 'set-y-mixed-use-income-appraisal',
  description: 'Income-approach appraisal excerpt for a mixed-use / multifamily building: rent roll, NOI, cap rate, reconciled value.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f0 = ny(facts, rng);
    const mf = ['Mixed Use', 'Multifamily (5+)'].includes(f0.property.type);
    const f = mf ? f0 : retype(f0, 'Mixed Use', rng.int(3, 7));
    const units = f.property.units ?? 4;
    const rents = Array.from({ length: units }, (_, i) => (i === 0 && f.property.type === 'Mixed Use' ? rng.int(30, 70) * 100 : rng.int(10, 28) * 100));
    const egi = Math.round(rents.reduce((a, b) => a + b, 0) * 12 * 0.95);
    const noi = Math.round(egi * 0.62);
    const income = Math.round(noi / 0.065 / 5000) * 5000;
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const html = page('Income approach', [`<h2 style="font-size:13pt">INCOME CAPITALIZATION APPROACH</h2><p class="small">${esc(addr1(f.property.address))} &middot; ${esc(ptype(rng, f.property.type, units))} &middot; ${esc(f.appraiser.name)}</p>
<table class="grid"><tr><th>Unit</th><th>Type</th><th>Reg. status</th><th class="right">Contract rent</th></tr>${rents.map((r, i) => `<tr><td>${i === 0 && f.property.type === 'Mixed Use' ? 'Store' : `Apt ${i}`}</td><td>${i === 0 && f.property.type === 'Mixed Use' ? 'Commercial' : `${rng.int(1, 3)}BR`}</td><td>${rng.chance(0.5) ? 'Rent stabilized' : 'FM'}</td><td class="right">${$(r)}</td></tr>`).join('')}</table>
${kvTable([['Effective gross income', $(egi)], ['Net operating income', $(noi)], ['Capitalization rate', '6.50%'], ['Indicated value &mdash; income approach', $(income)], ['Indicated value &mdash; sales comparison', $(Math.round(f.property.value * 1.03 / 5000) * 5000)]])}
<h3 style="font-size:11pt;margin-top:12px">Reconciliation</h3><p>Giving most weight to the sales comparison approach, the final opinion of market value of the fee simple estate, as is, as of ${d(f.documentDate, 'long')}, is:</p>
<p style="text-align:center;font:bold 14pt 'DejaVu Serif'">${$(f.property.value)}</p>`], '', 'serif', '10pt');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const appraisalCoverScan: Family = {
  id: 'set-y-appraisal-cover-scan',
  description: 'Scanned appraisal transmittal / cover page: addressed to the lender, intended user, value in words and figures.',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_number'];
    const html = page('Cover', [`<div style="text-align:center;margin-top:1in"><div style="font:bold 18pt 'DejaVu Serif'">APPRAISAL OF REAL PROPERTY</div><br>
<div style="font-size:13pt">${esc(addrTwoPlain(f.property.address))}</div><br><br>
<div>PREPARED FOR<br><b>Bedford Stuyvesant Private Capital LLC</b><br>Loan / File No. ${f.loan.loanNumber}</div><br>
<div>PREPARED BY<br><b>${esc(f.appraiser.name)}</b><br>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</div><br><br>
<div>EFFECTIVE DATE OF VALUE: ${d(f.documentDate, 'long').toUpperCase()}</div><br>
<div style="border:2px solid #000;display:inline-block;padding:10px 24px;font:bold 13pt 'DejaVu Serif'">MARKET VALUE AS IS: ${$(f.property.value)}</div></div>`], '', 'serif', '11pt');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

function addrTwoPlain(a: { street: string; unit?: string; city: string; state: string; zip: string }): string {
  return `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

export const dealFamilies: Family[] = [njContract, estateContract, coopContract, riderScan, heirAgreement, dodAppraisal, appraisalSummary, incomeAppraisal, appraisalCoverScan];
