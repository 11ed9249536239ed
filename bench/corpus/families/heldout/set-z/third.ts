// set-z — third-party and entity paper: appraisals, purchase contracts, buyer LOIs, entity records, trust certificates.
import { documentHtml, esc, flow, kvTable } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  ASSET_LABEL, addDays, addr1, cityLine, countLabel, dLong, dUs, dUs1, ein, entityKind, entityLine, fullAddr,
  fullName, money, num, opsLine, phone, sw, truth,
} from './sw';

const appraisalSummary: Family = {
  id: 'set-z-appraisal-salient-facts',
  description: 'Appraisal "Summary of Salient Facts" page: as-is, as-stabilized and land values, cap rates, client and intended user.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const a = f.property.address; const ap = f.appraiser;
    const fields: TruthField[] = ['property_address', 'property_value'];
    const owner = f.entity ? f.entity.name : fullName(f.borrower);
    const ownerIsBorrower = !d.price;
    fields.push(...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const));
    const stab = Math.round(f.property.value * (1.08 + rng.next() * 0.15) / 10000) * 10000;
    const land = Math.round(f.property.value * (0.18 + rng.next() * 0.1) / 5000) * 5000;
    const cap = ((d.noi / f.property.value) * 100).toFixed(2);
    const rows: [string, string][] = [
      ['Property Name', esc(d.name)], ['Location', `${esc(addr1(a))}<br>${esc(cityLine(a))}`], ['County / APN', `${esc(d.county)} / ${d.parcel}`],
      ['Property Type', `${ASSET_LABEL[d.asset]} (${countLabel(d)})`], ['Site Area', `${d.acres} acres (${num(Math.round(d.acres * 43560))} SF)`],
      ['Current Owner of Record', esc(ownerIsBorrower ? owner : fullName(f.seller))], ['Client', esc(d.lenderName)], ['Intended Use', 'Mortgage lending decision'],
      ['Utilities', `${esc(d.water)}; ${esc(d.sewer)}`], ['Zoning', esc(rng.pick(['MH (Manufactured Home Park)', 'RV-1', 'C-3 General Commercial', 'PD - Planned Development', 'CM - Commercial Manufacturing']))],
      ['Highest & Best Use', `Continued use as ${ASSET_LABEL[d.asset]}`], ['Date of Inspection', dLong(addDays(f.documentDate, -rng.int(5, 12)))], ['Date of Report', dLong(f.documentDate)],
    ];
    const vals = `<table class="grid" style="margin-top:12px"><tr><th>Value Conclusions</th><th>Interest</th><th>Effective Date</th><th class="right">Value</th></tr>
<tr><td>Land value (as if vacant)</td><td>Fee Simple</td><td>${dUs(addDays(f.documentDate, -7))}</td><td class="right">${money(land)}</td></tr>
<tr><td><b>Market Value "As Is"</b></td><td>Leased Fee</td><td>${dUs(addDays(f.documentDate, -7))}</td><td class="right"><b>${money(f.property.value)}</b></td></tr>
<tr><td>Prospective Value "As Stabilized"</td><td>Leased Fee</td><td>${dUs(addDays(f.documentDate, 365))}</td><td class="right">${money(stab)}</td></tr></table>
<table class="grid" style="margin-top:10px"><tr><th>Income Approach</th><th class="right"></th></tr><tr><td>Potential gross income</td><td class="right">${money(Math.round(d.gross / d.occupancy))}</td></tr><tr><td>Effective gross income</td><td class="right">${money(d.gross)}</td></tr><tr><td>Net operating income</td><td class="right">${money(d.noi)}</td></tr><tr><td>Overall cap rate</td><td class="right">${cap}%</td></tr></table>
${d.price ? `<p class="small" style="margin-top:8px">The subject is under contract for ${money(d.price)} between ${esc(fullName(f.seller))} (seller) and ${esc(owner)} (buyer).</p>` : ''}`;
    const html = documentHtml({
      title: 'Salient Facts', font: 'serif', fontSize: '9.5pt',
      pages: [`<div class="right small">${esc(ap.name)} · File ${rng.int(24, 26)}-${rng.int(1000, 9999)}</div><h2 style="text-align:center;font-size:13pt;margin:6px 0 10px;letter-spacing:1px">SUMMARY OF SALIENT FACTS AND CONCLUSIONS</h2>${kvTable(rows, { labelWidth: '32%' })}${vals}
<p class="small" style="margin-top:12px">${esc(fullName(ap.contact))}, MAI, Certified General Real Estate Appraiser</p>`],
      page: { footerLeft: esc(ap.name), pageNumbers: 'short' },
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, fields) };
  },
};

const appraisalLetter: Family = {
  id: 'set-z-appraisal-transmittal-letter',
  description: 'Appraiser letter of transmittal addressed to the lender, with the as-is value in words and figures.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const a = f.property.address; const ap = f.appraiser; const l = f.loan;
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_number'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const eff = addDays(f.documentDate, -rng.int(4, 14));
    const words = (n: number): string => {
      const ones = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
      const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
      const h = (x: number): string => [x >= 100 ? `${ones[Math.floor(x / 100)]} Hundred` : '', x % 100 >= 20 ? `${tens[Math.floor((x % 100) / 10)]}${x % 10 ? `-${ones[x % 10]}` : ''}` : ones[x % 100] ?? ''].filter(Boolean).join(' ');
      return [n >= 1e6 ? `${h(Math.floor(n / 1e6))} Million` : '', (n % 1e6) >= 1000 ? `${h(Math.floor((n % 1e6) / 1000))} Thousand` : '', n % 1000 ? h(n % 1000) : ''].filter(Boolean).join(' ');
    };
    const blocks = [
      `<div style="text-align:center;border-bottom:1px solid #666;padding-bottom:6px;margin-bottom:14px"><b style="font-size:14pt">${esc(ap.name)}</b><br><span class="small">${esc(fullAddr(ap.address))} · ${phone(ap.contact.phone, 0)}</span></div>`,
      `<p>${dLong(f.documentDate)}</p>`,
      `<p>${esc(fullName(f.lender.contact))}<br>${esc(d.lenderName)}<br>${esc(d.lenderCity)}</p>`,
      `<p><b>RE: Appraisal of ${esc(d.name)}, ${esc(addr1(a, true))}, ${esc(cityLine(a, true))}<br>Borrower: ${esc(f.entity ? entityLine(d) : fullName(f.borrower))} · Lender loan no. ${l.loanNumber}</b></p>`,
      `<p>Dear ${esc(f.lender.contact.first)}:</p>`,
      `<p>At your request we have appraised the above ${ASSET_LABEL[d.asset]}. The property ${d.asset === 'land' ? `is ${d.acres} acres of unimproved land` : `consists of ${countLabel(d)} on ${d.acres} acres; ${esc(opsLine(d))}`}. Water is provided by ${esc(d.water)}; wastewater by ${esc(d.sewer)}.</p>`,
      `<p>The appraisal conforms to USPAP and FIRREA. ${d.price ? `We were provided a purchase contract at ${money(d.price)}, which we consider ${rng.pick(['within the market range', 'slightly above market', 'at market'])}.` : `We were informed the property is being refinanced; the owner's estimate of ${money(Math.round(f.property.value * 1.15 / 10000) * 10000)} was not relied on.`}</p>`,
      `<p>Based on the analysis in the attached report, it is our opinion that the market value of the fee simple interest, "as is", as of ${dLong(eff)}, is:</p>`,
      `<p class="center b" style="font-size:11.5pt">${words(f.property.value).toUpperCase()} DOLLARS<br>(${money(f.property.value)})</p>`,
      `<p>The insurable replacement cost of the improvements is estimated at ${money(Math.round(f.property.value * 0.3 / 1000) * 1000)}. Exposure time: ${rng.int(6, 12)} months.</p>`,
      `<p>Respectfully submitted,</p><p><span class="scrawl">${esc(fullName(ap.contact))}</span><br>${esc(fullName(ap.contact))}, MAI<br>${esc(f.property.address.stateName)} Certified General Appraiser No. ${rng.int(30000, 39999)}</p>`,
    ];
    const html = documentHtml({ title: 'Letter of Transmittal', font: 'serif', fontSize: '10.5pt', pages: flow(blocks, { charsPerLine: 92, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, fields) };
  },
};

const valuePhoto: Family = {
  id: 'set-z-appraisal-value-page-photo',
  description: 'Phone photo of an appraisal reconciliation page (three approaches, final as-is value) sent by text.',
  formats: ['image'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel']);
    const { f } = d; const a = f.property.address;
    const v = f.property.value;
    const sales = Math.round(v * (0.96 + rng.next() * 0.08) / 5000) * 5000;
    const cost = Math.round(v * (0.75 + rng.next() * 0.2) / 5000) * 5000;
    const html = documentHtml({
      title: 'Reconciliation', font: 'serif', fontSize: '11pt',
      pages: [`<div style="margin-top:0.6in"><h2 style="font-size:14pt">RECONCILIATION AND FINAL VALUE OPINION</h2><p class="small">${esc(d.name)} — ${esc(fullAddr(a))}</p>
<table class="grid" style="margin:12px 0"><tr><th>Approach</th><th class="right">Indicated Value</th><th>Weight</th></tr>
<tr><td>Cost Approach</td><td class="right">${money(cost)}</td><td>Least</td></tr><tr><td>Sales Comparison Approach</td><td class="right">${money(sales)}</td><td>Secondary</td></tr>
<tr><td>Income Capitalization Approach</td><td class="right">${money(v)}</td><td>Primary</td></tr></table>
<p>${d.asset === 'storage' ? 'Storage' : 'Park'} buyers underwrite to in-place income, so the income approach is given primary weight. Our opinion of the market value as is, as of ${dLong(addDays(f.documentDate, -6))}:</p>
<p style="font-size:14pt;font-weight:bold;text-align:center;border:2px solid #000;padding:8px;margin:14px 40px">FINAL VALUE (AS IS): ${money(v)}</p>
<p class="small">Prospective value upon stabilization: ${money(Math.round(v * 1.14 / 10000) * 10000)}. This value is not the as-is value.</p>
<p class="small" style="margin-top:50px">${esc(f.appraiser.name)} · Page ${rng.int(60, 95)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(d, ['property_address', 'property_value']) };
  },
};

const psa: Family = {
  id: 'set-z-park-purchase-agreement',
  description: 'Commercial purchase and sale agreement for a park or storage facility: buyer, price, earnest money, financing contingency, closing.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage', 'motel', 'land']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower; const s = f.seller;
    const price = d.price ?? Math.round(f.property.value * 0.98 / 5000) * 5000;
    const em = Math.round(price * rng.pick([0.01, 0.02, 0.03]) / 500) * 500;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    fields.push('borrower_first_name', 'borrower_last_name');
    if (d.asset === 'land') fields.push('property_type');
    const buyer = f.entity ? `${esc(f.entity.name)}, ${entityKind(d)}` : esc(`${fullName(b)}${f.coBorrower ? ` and ${fullName(f.coBorrower)}, husband and wife` : ', a married man dealing with his sole and separate property'}`);
    const sec = (n: string, t: string, body: string) => `<p><b>${n} ${t}.</b> ${body}</p>`;
    const blocks = [
      `<h2 style="text-align:center;font-size:12.5pt">COMMERCIAL REAL ESTATE PURCHASE CONTRACT</h2><p class="center small">(${d.asset === 'land' ? 'Vacant Land' : ASSET_LABEL[d.asset]})</p>`,
      sec('1.', 'Parties', `This Contract is made ${dLong(f.documentDate)} between ${esc(fullName(s))} ("Seller") and ${buyer} ("Buyer").`),
      sec('2.', 'Property', `The real property commonly known as ${esc(d.name)}, ${esc(addr1(a))}, ${esc(cityLine(a, true))}, ${esc(d.county)} County APN ${d.parcel}, ${d.asset === 'land' ? `approximately ${d.acres} acres of vacant land` : `with ${countLabel(d)}`}, together with all ${d.asset === 'mhc' ? `park-owned manufactured homes (${d.toh}) listed on Exhibit B,` : ''} equipment, signage, wells and water rights appurtenant thereto.`),
      sec('3.', 'Purchase Price', `${money(price)}, payable: (a) earnest money of ${money(em)} deposited with ${esc(f.title.name)} within 3 business days; (b) proceeds of the New Loan described in §4; (c) balance in cash at Close of Escrow.`),
      sec('4.', 'Financing Contingency', `Buyer's obligation is contingent on Buyer obtaining a new first-position loan of not less than ${money(l.amount)} on terms acceptable to Buyer. Buyer shall apply within 7 days and deliver written notice of loan approval or waiver within ${rng.pick([30, 35, 45])} days after Effective Date.`),
      sec('5.', 'Due Diligence', `Within ${rng.pick([30, 45, 60])} days Seller shall deliver: rent roll, T-12 operating statements (${esc(opsLine(d))}), utility bills, well logs, septic permits, tenant leases and site agreements, and any environmental reports.`),
      sec('6.', 'Close of Escrow', `Close of Escrow shall occur on or before ${dLong(l.closingDate)} ("COE"). ${rng.chance(0.5) ? 'Buyer intends this purchase to qualify as replacement property in an IRC §1031 exchange; Seller will cooperate at no cost.' : ''}`),
      sec('7.', 'Prorations', 'Rents, utility bill-backs, and property taxes shall be prorated as of COE. Security deposits shall be credited to Buyer.'),
      sec('8.', 'Brokers', `${esc(f.broker.name)} represents Buyer. Seller shall pay a commission of ${rng.pick(['3%', '4%', '5%', '$45,000'])} at COE.`),
      `<table style="width:100%;margin-top:18px"><tr><td style="width:50%;vertical-align:top">SELLER:<div class="sig">${esc(fullName(s))}</div></td><td style="vertical-align:top">BUYER:${f.entity ? `<br>${esc(f.entity.name)}<div class="sig">By: ${esc(fullName(b))}<br>Title: ${esc(f.entity.signatoryTitle)}</div>` : `<div class="sig">${esc(fullName(b))}</div>`}</td></tr></table>`,
    ];
    const html = documentHtml({ title: 'Purchase Contract', font: 'serif', fontSize: '10pt', pages: flow(blocks, { charsPerLine: 98, linesPerPage: 48, firstPageLines: 46 }), page: { footerLeft: 'Buyer ____ Seller ____', pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truth(d, fields) };
  },
};

const buyerLoi: Family = {
  id: 'set-z-buyer-loi-to-seller',
  description: "Buyer's LOI to a park seller (price, seller carry vs. new loan, due diligence, closing) — the buyer is the borrower.",
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const price = d.price ?? Math.round(f.property.value * 0.97 / 5000) * 5000;
    const carry = rng.chance(0.4) ? Math.round(price * 0.1 / 5000) * 5000 : 0;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    const html = documentHtml({
      title: 'LOI', font: 'sans', fontSize: '10pt',
      pages: [`<p>${dLong(f.documentDate)}</p><p>${esc(fullName(f.seller))}<br>c/o ${esc(rng.pick(['Park Brokerage of AZ', 'Desert Commercial Realty', 'Southwest Storage Advisors']))}</p>
<p><b>Letter of Intent to Purchase — ${esc(d.name)}, ${esc(fullAddr(a))}</b></p><p>Dear ${esc(f.seller.first)},</p>
<p>${f.entity ? `${esc(f.entity.name)} (through its principal ${esc(fullName(b))})` : esc(fullName(b))} ("Buyer") submits this non-binding letter of intent:</p>
<ol><li><b>Price:</b> ${money(price)}${carry ? `, with ${money(carry)} carried by Seller at 6% for 5 years` : ''}.</li>
<li><b>Financing:</b> Buyer will obtain a new first loan of approximately ${money(l.amount)} from ${esc(d.lenderName)}; balance from Buyer's funds${carry ? ' and the seller carry' : ''}.</li>
<li><b>Earnest money:</b> ${money(Math.round(price * 0.01 / 500) * 500)}, refundable through due diligence.</li>
<li><b>Due diligence:</b> ${rng.pick([30, 45, 60])} days; Seller to provide 3 years P&amp;Ls, rent roll, utility bills, ${d.asset === 'mhc' ? 'park-owned home titles,' : ''} well and septic records.</li>
<li><b>Closing:</b> on or before ${dUs(l.closingDate)}.</li>
<li><b>Operations:</b> ${esc(opsLine(d))} — Buyer's offer relies on these figures.</li></ol>
<p>Please contact me at ${phone(b.phone, 0)} or ${esc(b.email)}.</p><p>Sincerely,<br><br><span class="scrawl">${esc(fullName(b))}</span><br>${esc(fullName(b))}${f.entity ? `<br>${esc(f.entity.name)}` : ''}</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(d, fields) };
  },
};

const operatingAgreement: Family = {
  id: 'set-z-family-llc-operating-agreement',
  description: 'Excerpt of a family LLC operating agreement (cover, members table with percentages, manager, EIN, signature page).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const b = f.borrower;
    if (!f.entity || f.entity.type !== 'LLC') {
      f.entity = { name: `${b.last} Family ${rng.pick(['Parks', 'Holdings', 'Properties', 'Storage'])}, LLC`, type: 'LLC', ein: f.entity?.ein ?? `86${rng.int(1000000, 9999999)}`, stateOfFormation: f.property.address.stateName, signatoryTitle: 'Manager' };
    }
    const e = f.entity;
    const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'];
    const others = [f.coBorrower ? fullName(f.coBorrower) : `${f.seller.first} ${b.last}`, `${rng.pick(['Ana', 'Cody', 'Travis', 'Jolene', 'Ramon'])} ${b.last}`];
    const pctMain = rng.pick([50, 51, 60, 34]);
    const rest = 100 - pctMain;
    const blocks = [
      `<div style="text-align:center;margin:1in 0 0.6in"><div style="font-size:16pt;font-weight:bold">OPERATING AGREEMENT</div><div style="margin-top:8px">OF</div><div style="font-size:14pt;font-weight:bold;margin-top:8px">${esc(e.name.toUpperCase())}</div><div style="margin-top:6px">A ${esc(e.stateOfFormation)} Limited Liability Company</div><div class="small" style="margin-top:30px">Effective ${dLong(addDays(f.documentDate, -rng.int(400, 4000)))}</div></div>`,
      `<p><b>1.1 Name.</b> The name of the Company is ${esc(e.name)}. <b>1.2 Purpose.</b> To own and operate ${ASSET_LABEL[d.asset]} property including ${esc(d.name)} in ${esc(d.county)} County, and any lawful business. <b>1.3 Federal Tax ID.</b> ${ein(e.ein ?? '')}.</p>`,
      `<p><b>2.1 Members.</b> The Members, their capital contributions and percentage interests are:</p><table class="grid"><tr><th>Member</th><th class="right">Contribution</th><th class="right">Interest</th></tr>
<tr><td>${esc(fullName(b, true))}</td><td class="right">${money(rng.int(10, 200) * 1000)}</td><td class="right">${pctMain}%</td></tr>
<tr><td>${esc(others[0] ?? '')}</td><td class="right">${money(rng.int(10, 200) * 1000)}</td><td class="right">${Math.ceil(rest / 2)}%</td></tr>
<tr><td>${esc(others[1] ?? '')}</td><td class="right">${money(rng.int(5, 50) * 1000)}</td><td class="right">${Math.floor(rest / 2)}%</td></tr></table>`,
      `<p><b>3.1 Management.</b> The Company is manager-managed. ${esc(fullName(b))} is appointed ${esc(e.signatoryTitle)} and has authority to sign deeds of trust, promissory notes and loan documents on behalf of the Company, including borrowing secured by Company property, without further consent of the Members.</p>`,
      `<p><b>3.2 Major decisions.</b> Sale of all or substantially all assets requires consent of Members holding 75% of the interests.</p>`,
      `<p><b>9. Signatures.</b> IN WITNESS WHEREOF the Members have executed this Agreement.</p><p>${esc(e.name)}</p><div class="sig">By: ${esc(fullName(b))}, ${esc(e.signatoryTitle)}</div><br><div class="sig">${esc(others[0] ?? '')}, Member</div><br><div class="sig">${esc(others[1] ?? '')}, Member</div>`,
    ];
    const html = documentHtml({ title: 'Operating Agreement', font: 'serif', fontSize: '10.5pt', pages: [blocks[0] as string, blocks.slice(1).join('')], page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, fields) };
  },
};

const stateRecord: Family = {
  id: 'set-z-state-entity-record-scan',
  description: 'Printed state business-entity search result (AZ / NM / NV / TX / UT style), scanned with the loan file.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const b = f.borrower; const a = f.property.address;
    if (!f.entity || f.entity.type === 'Trust') {
      f.entity = { name: `${rng.pick(['Red Mesa', 'Painted Pony', 'Dos Rios', 'Sidewinder', 'Bluebird Flats'])} ${rng.pick(['Holdings', 'Parks', 'Storage'])} LLC`, type: 'LLC', ein: undefined, stateOfFormation: a.stateName, signatoryTitle: 'Manager' };
    }
    const e = f.entity;
    const agency = { AZ: 'Arizona Corporation Commission', NM: 'New Mexico Secretary of State', NV: 'Nevada Secretary of State — SilverFlume', TX: 'Texas Secretary of State — SOSDirect', UT: 'Utah Division of Corporations' }[a.state] ?? 'Secretary of State';
    // The manager / managing member the state lists is the principal acting for the entity; the other member is not.
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name'];
    const html = documentHtml({
      title: 'Entity Details', font: 'sans', fontSize: '9.5pt',
      pages: [`<div class="small">${dUs(f.documentDate)} ${rng.int(1, 12)}:${rng.int(10, 59)} PM</div><div style="background:#334155;color:#fff;padding:8px 10px;font-weight:bold">${esc(agency)} — Entity Information</div>
${kvTable([
        ['Entity Name', esc(e.name.toUpperCase())], ['Entity ID', `${rng.pick(['L', 'E', '0'])}${rng.int(1000000, 9999999)}`], ['Entity Type', e.type === 'LLC' ? 'Domestic LLC' : e.type === 'Corporation' ? 'Domestic For-Profit Corporation' : 'Limited Partnership'],
        ['Entity Status', rng.pick(['Active', 'Active — In Good Standing'])], ['Formation Date', dUs(addDays(f.documentDate, -rng.int(300, 6000)))], ['Domicile', esc(e.stateOfFormation)],
        ['Statutory Agent', esc(rng.pick(['Northwest Registered Agent LLC', 'Sun Valley Statutory Agents Inc.', `${fullName(b)}`]))], ['Principal Address', `PO Box ${rng.int(100, 4999)}, ${esc(cityLine(a))}`],
        ['Annual Report Due', dUs(addDays(f.documentDate, rng.int(30, 300)))],
      ], { labelWidth: '30%' })}
<h4 style="margin:12px 0 4px">Principals</h4><table class="grid"><tr><th>Title</th><th>Name</th><th>Address</th><th>Date of Taking Office</th></tr>
<tr><td>${esc(e.signatoryTitle)}</td><td>${esc(fullName(b).toUpperCase())}</td><td>${esc(cityLine(a))}</td><td>${dUs(addDays(f.documentDate, -rng.int(300, 3000)))}</td></tr>
<tr><td>Member</td><td>${esc(fullName(f.seller).toUpperCase())}</td><td>${esc(cityLine(a))}</td><td>${dUs(addDays(f.documentDate, -rng.int(300, 3000)))}</td></tr></table>
<p class="small" style="margin-top:12px">This is not a certificate of good standing.</p>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, fields) };
  },
};

const trustCert: Family = {
  id: 'set-z-certification-of-trust',
  description: 'Certification of Trust (Arizona/Nevada style) for a family trust buying or refinancing a storage or park property.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const b = f.borrower; const a = f.property.address;
    if (!f.entity || f.entity.type !== 'Trust') {
      f.entity = { name: `The ${b.last} Family Trust`, type: 'Trust', stateOfFormation: a.stateName, signatoryTitle: 'Trustee', trustDate: addDays(f.documentDate, -rng.int(800, 9000)) };
    }
    const e = f.entity;
    const co = f.coBorrower;
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount'];
    if (e.ein) fields.push('ein');
    const blocks = [
      `<h2 style="text-align:center;font-size:13pt">CERTIFICATION OF TRUST</h2><p class="center small">(${a.state === 'AZ' ? 'A.R.S. § 14-11013' : a.state === 'NV' ? 'NRS 164.400' : 'Uniform Trust Code § 1013'})</p>`,
      `<p>The undersigned, being the currently acting trustee(s), certify as follows:</p>`,
      `<p>1. The trust exists and was executed on ${dLong(e.trustDate ?? f.documentDate)}. The name of the trust is <b>${esc(e.name)}</b>${rng.chance(0.5) ? `, dated ${dUs1(e.trustDate ?? f.documentDate)}` : ''}.</p>`,
      `<p>2. The settlor(s) of the trust: ${esc(fullName(b))}${co ? ` and ${esc(fullName(co))}` : ''}.</p>`,
      `<p>3. The currently acting trustee(s): ${esc(fullName(b, true))}${co ? ` and ${esc(fullName(co))}` : ''}.</p>`,
      `<p>4. The trust is revocable. ${e.ein ? `The trust's taxpayer identification number is ${ein(e.ein)}.` : "The trust uses the settlor's social security number."}</p>`,
      `<p>5. The trustee has power to acquire, sell, encumber and borrow against trust property, including to execute a deed of trust in favor of ${esc(d.lenderName)} securing a loan of ${money(f.loan.amount)} on the property at ${esc(fullAddr(a))}.</p>`,
      `<p>6. Title to trust property shall be taken as: "${esc(fullName(b))}${co ? ` and ${esc(fullName(co))}` : ''}, Trustee${co ? 's' : ''} of ${esc(e.name)} dated ${dUs1(e.trustDate ?? f.documentDate)}".</p>`,
      `<p>7. The trust has not been revoked, modified or amended in any manner that would cause these representations to be incorrect.</p>`,
      `<p>Dated ${dLong(f.documentDate)}.</p><div class="sig">${esc(fullName(b))}, Trustee</div>${co ? `<br><div class="sig">${esc(fullName(co))}, Trustee</div>` : ''}`,
      `<div style="border:1px solid #000;padding:8px;margin-top:18px;font-size:8.5pt">STATE OF ${esc(a.stateName.toUpperCase())} ) ss. County of ${esc(d.county)} )<br>Acknowledged before me on ${dUs(f.documentDate)} by ${esc(fullName(b))}${co ? ` and ${esc(fullName(co))}` : ''}.<br><br>______________________ Notary Public &nbsp; My commission expires: ${dUs(addDays(f.documentDate, rng.int(200, 1400)))}</div>`,
    ];
    const html = documentHtml({ title: 'Certification of Trust', font: 'serif', fontSize: '10.5pt', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, fields) };
  },
};

const resolution: Family = {
  id: 'set-z-llc-borrowing-resolution-scan',
  description: 'Scanned written consent / resolution of members authorizing a park loan, signed by all members.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const b = f.borrower; const a = f.property.address; const l = f.loan;
    if (!f.entity || f.entity.type === 'Trust') {
      f.entity = { name: `${rng.pick(['Cactus Wren', 'Dusty Spur', 'Gila Bend', 'High Plains'])} ${rng.pick(['RV', 'MHP', 'Storage'])} ${rng.pick(['LLC', 'L.L.C.'])}`, type: 'LLC', ein: undefined, stateOfFormation: a.stateName, signatoryTitle: rng.pick(['Managing Member', 'Manager']) };
    }
    const e = f.entity;
    const isCorp = e.type === 'Corporation';
    const fields: TruthField[] = ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate'];
    const html = documentHtml({
      title: 'Resolution', font: 'serif', fontSize: '10.5pt',
      pages: [`<h2 style="text-align:center;font-size:12pt">UNANIMOUS WRITTEN CONSENT OF THE ${isCorp ? 'BOARD OF DIRECTORS' : e.type === 'Partnership' ? 'PARTNERS' : 'MEMBERS'}<br>OF<br>${esc(e.name.toUpperCase())}</h2>
<p>The undersigned, being all of the ${isCorp ? 'directors' : e.type === 'Partnership' ? 'partners' : 'members'} of ${esc(e.name)} (the "Company"), consent to the following resolutions:</p>
<p>RESOLVED, that the Company borrow from ${esc(d.lenderName)} the principal sum of ${money(l.amount)} at an interest rate of ${rate2(l.rate)} per annum, secured by a first deed of trust on the Company's ${ASSET_LABEL[d.asset]} at ${esc(fullAddr(a))};</p>
<p>RESOLVED FURTHER, that ${esc(fullName(b))}, as ${esc(e.signatoryTitle)} of the Company, is authorized to execute the promissory note, deed of trust, assignment of rents, environmental indemnity and all other loan documents on behalf of the Company;</p>
<p>RESOLVED FURTHER, that all prior actions taken consistent with these resolutions are ratified.</p>
<p>Effective ${dLong(f.documentDate)}.</p>
<table style="width:100%;margin-top:18px">${[fullName(b), fullName(f.seller), f.coBorrower ? fullName(f.coBorrower) : `${rng.pick(['Lupe', 'Dale', 'Rex', 'Wanda'])} ${b.last}`].map((n, i) => `<tr><td style="padding-top:22px"><span class="scrawl">${esc(n)}</span><div style="border-top:1px solid #000;width:60%">${esc(n)}${i === 0 ? `, ${esc(e.signatoryTitle)}` : ''}</div></td><td style="padding-top:22px">${rng.int(10, 60)}%</td></tr>`).join('')}</table>`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truth(d, fields) };
  },
};

function rate2(n: number): string {
  return Number(n.toFixed(2)) === n ? `${n.toFixed(2)}%` : `${n.toFixed(3)}%`;
}

export const thirdFamilies: Family[] = [appraisalSummary, appraisalLetter, valuePhoto, psa, buyerLoi, operatingAgreement, stateRecord, trustCert, resolution];
