// Property-side paper: appraisals, title, surveys, CAD printouts, contracts, leases, listings, payoffs.
import { truthOf } from '../../../truth';
import { addDays } from '../../../facts';
import { documentHtml, esc, kvTable, letterhead, accent, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  money, dt, phone, fullName, addr, rate, term, ptype, ltype, exitText,
  decoy, acres, county, entityKind, CSS_GRID,
} from './util';

function owner(f: DealFacts): string {
  return f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`;
}
function ownerFields(f: DealFacts): TruthField[] {
  return f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}

function comps(rng: Rng, f: DealFacts, n: number): string {
  const rows: string[] = [];
  for (let i = 1; i <= n; i++) {
    const ac = Number((rng.int(30, 600) + rng.int(0, 99) / 100).toFixed(2));
    const ppa = rng.int(1900, 7800);
    rows.push(`<tr><td>Sale ${i}</td><td>${rng.pick(['FM', 'CR', 'Hwy'])} ${rng.int(10, 3999)}, ${esc(county(rng))} Co.</td><td>${dt(f.documentDate.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - 1)).replace(/-02-29$/, '-02-28'), 'us')}</td><td class="right">${ac}</td><td class="right">${money(decoy(f, Math.round(ac * ppa / 100) * 100))}</td><td class="right">$${ppa.toLocaleString('en-US')}</td></tr>`);
  }
  return `<table class="grid"><tr><th>#</th><th>Location</th><th>Sale date</th><th>Acres</th><th>Price</th><th>$/ac</th></tr>${rows.join('')}</table>`;
}

const appraisalSummary: Family = {
  id: 'w-land-appraisal-summary',
  description: 'Rural land appraisal summary of salient facts, with highest-and-best-use, comparable land sales table, client = lender',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value', ...ownerFields(f)];
    const ac = acres(rng, f);
    const html = documentHtml({
      title: 'Appraisal', css: CSS_GRID, font: 'serif', fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.appraiser.name, lines: [`${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, ${rng.pick(['ARA', 'MAI', 'State Certified General'])} · ${phone(rng, f.appraiser.contact.phone)}`], color: accent(rng) })}
<h1>Summary of Salient Facts</h1>
${kvTable([
  ['Subject', esc(addr(rng, f.property.address))], ['Land area', `${ac} acres (per survey)`], ['Property type', esc(ptype(rng, f))],
  ['Owner of record', esc(f.loan.purpose === 'Purchase' ? `${f.seller.first} ${f.seller.last}` : owner(f))],
  ...(f.loan.purpose === 'Purchase' ? [['Prospective purchaser', esc(owner(f))] as [string, string]] : []),
  ['Client / intended user', esc(f.lender.name)], ['Highest and best use', rng.pick(['Continued agricultural / recreational use', 'Rural residential with ag use', 'Agricultural — cattle grazing'])],
  ['Effective date of value', dt(f.documentDate, 'long')],
  ['Market value, as is', `<b>${money(f.property.value)}</b>`],
  ...(f.property.arv ? [['Prospective value upon completion', money(f.property.arv)] as [string, string]] : []),
  ['Implied $/acre', `$${Math.round(f.property.value / ac).toLocaleString('en-US')}`],
])}
<h2>Comparable land sales</h2>${comps(rng, f, 4)}
<p class="small" style="margin-top:8px">Mineral rights were not appraised. Water rights: ${rng.pick(['one domestic well, one stock well', 'riparian to creek', 'rural water co-op meter'])}.</p>`],
      page: { footerLeft: `File ${rng.int(24000, 26999)}-${rng.int(10, 99)}`, pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const restrictedAppraisal: Family = {
  id: 'w-restricted-appraisal-letter',
  description: 'Restricted appraisal report in letter form (scanned), value opinion stated in words and figures',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_value'];
    const blocks = [
      letterhead({ name: f.appraiser.name, lines: [esc(`${f.appraiser.address.city}, ${f.appraiser.address.state}`)], color: '#333' }),
      `<p>${dt(f.documentDate, 'long')}</p><p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}</p>`,
      `<p>Re: Restricted Appraisal Report — ${esc(addr(rng, f.property.address))}</p>`,
      `<p>As requested, I have appraised the fee simple interest in the above tract containing approximately ${acres(rng, f)} acres. This is a Restricted Appraisal Report; its use is limited to the client. The intended use is to assist in a lending decision.</p>`,
      `<p>Based on the sales comparison approach, my opinion of the market value of the subject, as is, is:</p>`,
      `<p style="text-align:center;font-size:13pt"><b>${money(f.property.value)}</b></p>`,
      `<p>The prior sale of the subject, ${dt(f.documentDate.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - 4)).replace(/-02-29$/, '-02-28'), 'long')}, was for ${money(decoy(f, Math.round(f.property.value * 0.7 / 1000) * 1000))}. Improvements are given contributory value only.</p>`,
      `<p>Respectfully,<br><span class="scrawl">${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</span><br>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, Certified General Appraiser</p>`,
    ];
    const html = documentHtml({ title: 'Restricted Appraisal', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const titleCommitment: Family = {
  id: 'w-title-commitment-schedule-a',
  description: 'Title commitment Schedule A: effective date, proposed policies (owner and loan), proposed insured, vesting; legal by abstract/survey',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'property_address', ...ownerFields(f)];
    const html = documentHtml({
      title: 'Commitment', css: CSS_GRID, font: 'serif', fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.title.name, lines: [`Commitment for Title Insurance · GF No. ${rng.int(2400000, 2699999)}`], color: accent(rng) })}
<h1 style="text-align:center">SCHEDULE A</h1>
${kvTable([
  ['1. Effective date', `${dt(f.documentDate, 'long')} at 8:00 a.m.`],
  ['2. Policies to be issued', `(a) Owner's Policy — amount ${money(f.property.purchasePrice ?? decoy(f, f.property.value - 5000))}; proposed insured: ${esc(owner(f))}<br>(b) Loan Policy — amount ${money(f.loan.amount)}; proposed insured: ${esc(f.lender.name)}, its successors and assigns`],
  ['3. Title vested in', esc(f.loan.purpose === 'Purchase' ? `${f.seller.first} ${f.seller.last}, a ${rng.pick(['married', 'single'])} person` : owner(f))],
  ['4. Property', `${acres(rng, f)} acres out of the ${rng.pick(['J. Moreno', 'W.H. Bass', 'A. Broussard', 'T&NO RR Co.'])} Survey, Abstract ${rng.int(100, 999)}, ${esc(county(rng))} County; commonly known as ${esc(addr(rng, f.property.address))}`],
])}
<h2>Schedule C requirements (excerpt)</h2><ol class="small"><li>Release of deed of trust to ${esc(rng.pick(['Capital Farm Credit', 'First National Bank', 'FSA']))} securing a note of ${money(decoy(f, rng.int(50, 400) * 1000))}.</li><li>Payment of ${Number(f.documentDate.slice(0, 4)) - 1} ad valorem taxes; rollback taxes if ag-use is lost.</li><li>Survey acceptable to the Company.</li></ol>
<p class="small">Issued by ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}, Escrow Officer.</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const farmContract: Family = {
  id: 'w-farm-ranch-contract',
  description: 'Farm & ranch purchase contract excerpt: parties, land, sales price with third-party financing amount, closing date',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'estimated_closing_date', 'loan_amount', ...ownerFields(f)];
    if (f.entity) fields.push('authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    const price = f.property.purchasePrice ?? decoy(f, Math.round(f.property.value * 0.97 / 1000) * 1000);
    const cash = price - f.loan.amount;
    const blocks = [
      `<h1 style="text-align:center;font-size:13pt">FARM AND RANCH CONTRACT</h1>`,
      `<p>1. PARTIES: The parties are ${esc(f.seller.first)} ${esc(f.seller.last)} (Seller) and ${esc(f.entity ? `${f.entity.name}, a ${entityKind(f)}` : fullName(rng, f.borrower))} (Buyer).</p>`,
      `<p>2. PROPERTY: The land situated in ${esc(county(rng))} County, known as ${esc(addr(rng, f.property.address))}, being about ${acres(rng, f)} acres, together with improvements, fences, water wells and ${rng.pick(['the hay barn', 'the pipe pens', 'two poultry houses', 'the shop'])}. Mineral estate: Seller reserves ${rng.pick(['one-half', 'all', 'none of the'])} minerals.</p>`,
      `<p>3. SALES PRICE: A. Cash portion payable by Buyer at closing ${money(cash > 0 ? cash : 10000)}; B. Sum of all financing described below ${money(f.loan.amount)}; C. Sales Price (A+B) ${money(price)}.</p>`,
      `<p>4. FINANCING: Third party financing of ${money(f.loan.amount)} from a lender of Buyer's choice.</p>`,
      `<p>5. EARNEST MONEY: ${money(rng.pick([5000, 10000, 25000]))} to ${esc(f.title.name)}, escrow agent.</p>`,
      `<p>9. CLOSING: The closing of the sale will be on or before ${dt(f.loan.closingDate, 'long')}, or within 7 days after objections are cured.</p>`,
      `<p>Executed ${dt(f.documentDate, 'long')}.</p>`,
      `<table style="width:100%;margin-top:20px"><tr><td><span class="sig">Seller: ${esc(f.seller.first)} ${esc(f.seller.last)}</span></td><td><span class="sig">Buyer: ${f.entity ? `${esc(f.entity.name)}, by ${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)}` : esc(`${f.borrower.first} ${f.borrower.last}`)}</span></td></tr></table>`,
    ];
    const html = documentHtml({ title: 'Contract', font: 'serif', fontSize: '10pt', pages: flow(blocks, { charsPerLine: 92, linesPerPage: 46 }), page: { footerLeft: 'Initialed for identification by Buyer ____ Seller ____', pageNumbers: true } });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const grazingLease: Family = {
  id: 'w-grazing-lease',
  description: 'Grazing lease: borrower as landowner/lessor, neighbouring rancher as lessee (decoy), stocking rate and rent',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const lessee = `${f.seller.first} ${rng.pick(['Hebert', 'Stroud', 'Villarreal', 'Pruitt'])}`;
    const blocks = [
      `<h1 style="text-align:center;font-size:14pt">GRAZING LEASE</h1>`,
      `<p>This lease is made ${dt(f.documentDate, 'long')} between <b>${esc(owner(f))}</b> ("Lessor") and <b>${esc(lessee)}</b> ("Lessee").</p>`,
      `<p>Premises: approximately ${acres(rng, f)} acres of pasture at ${esc(addr(rng, f.property.address))}, excluding the homestead and the fenced 5-acre house tract.</p>`,
      `<p>Term: ${rng.pick(['one year, renewing year to year', 'three grazing seasons', 'April 1 through October 31'])}. Stocking rate not to exceed one animal unit per ${rng.int(5, 15)} acres.</p>`,
      `<p>Rent: $${rng.int(12, 30)}.00 per acre per year, payable ${rng.pick(['semi-annually', 'in advance on April 1', 'quarterly'])}. Lessee maintains fences and water gaps; Lessor pays taxes.</p>`,
      `<p>Hunting rights are reserved to Lessor. This lease is subordinate to any mortgage or deed of trust now or later placed on the premises.</p>`,
      `<table style="width:100%;margin-top:20px"><tr><td><span class="sig">Lessor</span></td><td><span class="sig">Lessee: ${esc(lessee)}</span></td></tr></table>`,
    ];
    const html = documentHtml({ title: 'Grazing Lease', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const huntingLease: Family = {
  id: 'w-hunting-lease-summary',
  description: 'One-page hunting lease summary prepared by the broker: outfitter lessee, season, rent, landowner and tract',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const html = documentHtml({
      title: 'Hunting lease', css: CSS_GRID, font: 'sans',
      pages: [`<h1>Hunting Lease — Summary</h1><p class="small">Prepared by ${esc(f.broker.name)} for lender review, ${dt(f.documentDate, 'us')}</p>
${kvTable([
  ['Landowner', esc(owner(f))], ['Tract', `${esc(addr(rng, f.property.address))} · ${acres(rng, f)} ac`],
  ['Lessee', `${rng.pick(['Big Thicket', 'Cross Creek', 'Bois d’Arc', 'Twin Oaks'])} Outfitters (${esc(f.seller.first)} ${esc(f.seller.last)}, owner)`],
  ['Game', rng.pick(['Whitetail, hogs, dove', 'Whitetail and turkey', 'Ducks and hogs'])], ['Season', 'Sept 1 – Feb 28'],
  ['Annual rent', money(rng.int(6, 60) * 500)], ['Expires', String(Number(f.documentDate.slice(0, 4)) + rng.int(1, 3))],
  ['Assignable to lender?', rng.pick(['Yes, with 30 days notice', 'Silent', 'No'])],
])}`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: truthOf(f, fields) };
  },
};

const mineralLetter: Family = {
  id: 'w-mineral-water-rights-letter',
  description: 'Attorney/landman letter on mineral ownership, existing oil & gas lease, surface use and groundwater district permits',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const blocks = [
      letterhead({ name: `${rng.pick(['Pickens', 'Landry', 'Whitfield', 'Okafor'])} Land & Minerals, PLLC`, lines: ['Oil, Gas &amp; Water Law'], color: accent(rng) }),
      `<p>${dt(f.documentDate, 'long')}</p><p>${esc(f.lender.name)}<br>Attn: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</p>`,
      `<p>Re: Mineral and water rights — ${esc(addr(rng, f.property.address))}; owner/borrower: ${esc(owner(f))}</p>`,
      `<p>We reviewed the records of ${esc(county(rng))} County back to patent. ${rng.pick(['An undivided one-half of the minerals was reserved in 1958', 'The minerals are fully severed to a prior owner', 'Our client owns the minerals in full'])}. There is an oil and gas lease to ${rng.pick(['Permian Ridge Operating', 'Bayou State Energy', 'Anadarko Basin Resources'])} dated ${dt(f.documentDate.replace(/^\d{4}/, String(Number(f.documentDate.slice(0, 4)) - 6)).replace(/-02-29$/, '-02-28'), 'long')}, held by production, with a surface use agreement limiting drill sites to ${rng.int(2, 6)} acres each.</p>`,
      `<p>Groundwater: the tract lies within the ${rng.pick(['Post Oak Savannah', 'Trinity Glen Rose', 'Gulf Coast'])} groundwater conservation district. Two registered wells are exempt domestic/livestock wells. Irrigation permit no. ${rng.int(1000, 9999)} authorises ${rng.int(100, 900)} acre-feet per year.</p>`,
      `<p>Royalty paid to the surface owner last year was about ${money(rng.int(2, 60) * 1000 + rng.int(0, 999))}; we would not underwrite it as stable income.</p>`,
      `<p>Very truly yours,<br>${esc(rng.pick(['J. Pickens', 'A. Landry', 'R. Whitfield']))}</p>`,
    ];
    const html = documentHtml({ title: 'Mineral letter', pages: flow(blocks, { charsPerLine: 90, linesPerPage: 46 }) });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const surveyCert: Family = {
  id: 'w-survey-plat-certificate',
  description: 'Scanned surveyor’s plat sheet: drawn tract outline, bearings table, surveyor certificate naming client, lender and title GF',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const calls = Array.from({ length: 5 }, (_, i) => `<tr><td>L${i + 1}</td><td>${rng.pick(['N', 'S'])} ${rng.int(0, 89)}°${rng.int(0, 59)}'${rng.int(0, 59)}" ${rng.pick(['E', 'W'])}</td><td>${(rng.int(100, 3000) + rng.int(0, 99) / 100).toFixed(2)}'</td></tr>`).join('');
    const html = documentHtml({
      title: 'Plat', font: 'sans', fontSize: '8.5pt', css: `${CSS_GRID}`,
      pages: [`<div style="border:2px solid #000;padding:10px;min-height:9.4in">
<div style="text-align:center;font-weight:bold;font-size:12pt">BOUNDARY SURVEY — ${acres(rng, f)} ACRES</div>
<svg width="100%" height="330" viewBox="0 0 600 330"><polygon points="${rng.int(40, 90)},40 ${rng.int(480, 560)},${rng.int(30, 70)} ${rng.int(500, 570)},${rng.int(260, 300)} ${rng.int(60, 120)},${rng.int(280, 310)}" fill="none" stroke="#000" stroke-width="2"/><text x="250" y="170" font-size="14">${esc(f.property.address.city.toUpperCase())} TRACT</text><text x="70" y="30" font-size="10">${rng.pick(['COUNTY ROAD', 'FM', 'STATE HWY'])} ${rng.int(10, 999)} (60' ROW)</text></svg>
<table class="grid" style="width:50%"><tr><th>Line</th><th>Bearing</th><th>Distance</th></tr>${calls}</table>
<p style="margin-top:10px">Site address: ${esc(addr(rng, f.property.address))}</p>
<p>SURVEYOR'S CERTIFICATE: To ${esc(owner(f))}; ${esc(f.lender.name)}; and ${esc(f.title.name)}, GF No. ${rng.int(2400000, 2699999)}: I certify that this survey was made on the ground under my supervision on ${dt(f.documentDate, 'us')} and that there are no visible encroachments except as shown.</p>
<p>${esc(f.appraiser.contact.first.charAt(0))}. ${rng.pick(['Kowalczyk', 'Benoit', 'Tatum'])}, RPLS No. ${rng.int(4000, 6999)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const cadPrintout: Family = {
  id: 'w-county-appraisal-district-printout',
  description: 'County appraisal district web printout: owner, situs, ag-use (1-d-1) values and five-year value history (decoys)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const ownsIt = f.loan.purpose !== 'Purchase';
    const fields: TruthField[] = ['property_address', ...(ownsIt ? ownerFields(f) : [])];
    const y = Number(f.documentDate.slice(0, 4));
    const mv = decoy(f, Math.round(f.property.value * (0.55 + rng.next() * 0.3) / 10) * 10);
    const hist = [0, 1, 2, 3, 4].map((k) => `<tr><td>${y - k}</td><td class="right">${money(decoy(f, Math.round(mv * (1 - k * 0.06) / 10) * 10))}</td><td class="right">${money(rng.int(4, 40) * 100 + 70)}</td></tr>`).join('');
    const html = documentHtml({
      title: 'CAD', css: `${CSS_GRID} .grid td,.grid th{font-size:8.5pt}`, font: 'sans', fontSize: '9pt',
      pages: [`<div style="background:#234;color:#fff;padding:6px 10px;font-weight:bold">${esc(county(rng))} County Appraisal District — Property Search</div>
<p class="small">Printed ${dt(f.documentDate, 'us')} · Property ID ${rng.int(10000, 99999)} · Geo ID ${rng.int(1000, 9999)}-${rng.int(100, 999)}-${rng.int(1000, 9999)}</p>
${kvTable([
  ['Owner name', esc((ownsIt ? owner(f) : `${f.seller.last}, ${f.seller.first}`).toUpperCase())],
  ['Mailing address', ownsIt ? `PO BOX ${rng.int(10, 999)}` : esc(`${f.seller.first} ${f.seller.last}, RR ${rng.int(1, 9)}`)],
  ['Situs address', esc(addr(rng, f.property.address).toUpperCase())],
  ['Legal description', `ABS ${rng.int(10, 999)} SUR ${rng.int(1, 99)}, ${acres(rng, f)} AC`],
  ['Exemptions', rng.pick(['AG (1-d-1 open space)', 'HS, AG', 'WL (wildlife mgmt)'])],
  ['Market value', money(mv)], ['Ag use value', money(rng.int(3, 60) * 100 + 40)],
])}
<h2 style="font-size:10pt">Value history</h2><table class="grid"><tr><th>Year</th><th>Market</th><th>Ag value</th></tr>${hist}</table>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const abstractCover: Family = {
  id: 'w-abstract-of-title-cover',
  description: 'Old-style typed abstract of title cover and chain-of-title index (scanned), ending in the current owner',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const ownsIt = f.loan.purpose !== 'Purchase';
    const fields: TruthField[] = ['property_address', ...(ownsIt ? ownerFields(f) : [])];
    const y = Number(f.documentDate.slice(0, 4));
    const chain = [
      [`${y - 94}`, 'Patent', 'State of ' + f.property.address.stateName, rng.pick(['J. T. Moreland', 'Heirs of A. Guidry'])],
      [`${y - 61}`, 'Warranty Deed', rng.pick(['J. T. Moreland', 'Heirs of A. Guidry']), `${rng.pick(['E. R.', 'W. L.'])} Schulze`],
      [`${y - 23}`, 'Executor’s Deed', 'Estate of Schulze', `${f.seller.first} ${f.seller.last}`],
      ...(ownsIt ? [[`${y - rng.int(2, 9)}`, 'Warranty Deed w/ Vendor’s Lien', `${f.seller.first} ${f.seller.last}`, owner(f)]] : []),
    ];
    const html = documentHtml({
      title: 'Abstract', font: 'mono', fontSize: '9.5pt', css: CSS_GRID,
      pages: [`<div style="text-align:center;border:3px double #000;padding:14px"><div style="font-size:16pt">ABSTRACT OF TITLE</div><div>${esc(county(rng).toUpperCase())} COUNTY ABSTRACT COMPANY</div><div style="margin-top:8px">Covering ${acres(rng, f)} acres, known as ${esc(addr(rng, f.property.address))}</div><div>Certified to ${dt(f.documentDate, 'long')}</div></div>
<h2 style="margin-top:16px">INDEX OF INSTRUMENTS</h2><table class="grid"><tr><th>Year</th><th>Instrument</th><th>Grantor</th><th>Grantee</th></tr>${chain.map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join('')}</tr>`).join('')}</table>
<p class="small" style="margin-top:12px">Open liens shown: Deed of Trust recorded Vol. ${rng.int(100, 999)} Pg. ${rng.int(1, 900)} securing ${money(decoy(f, rng.int(40, 300) * 1000))}.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, fields) };
  },
};

const fsaRecord: Family = {
  id: 'w-fsa-farm-record-lease-summary',
  description: 'FSA farm/tract record and ag lease summary: operator vs owner, farm and tract numbers, cropland and base acres',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const html = documentHtml({
      title: 'FSA', css: CSS_GRID, font: 'condensed', fontSize: '9pt',
      pages: [`<h1 style="font-size:12pt">Farm Record Summary &amp; Lease Abstract</h1><p class="small">Prepared for ${esc(f.lender.name)} · ${dt(f.documentDate, 'us')} · Source: county FSA office (FSA-156EZ)</p>
${kvTable([
  ['Farm number', String(rng.int(1000, 9999))], ['Tract number', String(rng.int(1000, 19999))],
  ['Owner', esc(owner(f))], ['Operator', rng.chance(0.5) ? esc(owner(f)) : esc(`${f.seller.first} ${f.seller.last} (cash rent tenant)`)],
  ['Physical location', esc(addr(rng, f.property.address))],
  ['Farmland / cropland', `${acres(rng, f)} / ${rng.int(10, 300)}.${rng.int(0, 9)} ac`],
  ['Base acres', `${rng.pick(['Wheat', 'Cotton', 'Rice', 'Sorghum'])} ${rng.int(5, 200)}.${rng.int(0, 9)}`],
  ['PLC yield', `${rng.int(20, 900)} ${rng.pick(['bu', 'lb'])}`],
  ['Current ag lease', `${rng.pick(['Cash rent', '1/3 crop share', 'Pasture'])}, $${rng.int(25, 140)}/ac, expires ${Number(f.documentDate.slice(0, 4)) + 1}`],
  ['CRP contract', rng.pick(['None', `CRP-${rng.int(1000, 9999)}, ${rng.int(5, 60)} ac, expires ${Number(f.documentDate.slice(0, 4)) + 4}`])],
])}`],
    });
    return { kind: 'html', documentType: 'Entity Document', html, truth: truthOf(f, fields) };
  },
};

const listingSheet: Family = {
  id: 'w-ranch-broker-listing-sheet',
  description: 'Ranch/land broker listing flyer (asking price, improvements, water) with the buyer’s financing request stapled as a note',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', ...ownerFields(f)];
    const ask = decoy(f, Math.round((f.property.purchasePrice ?? f.property.value) * 1.08 / 5000) * 5000);
    const html = documentHtml({
      title: 'Listing', font: 'sans', css: `${CSS_GRID} .hero{background:#6b4e16;color:#fff;padding:16px;font-size:20pt;font-weight:bold}`,
      pages: [`<div class="hero">${acres(rng, f)} ACRES · ${esc(f.property.address.city.toUpperCase())}</div>
<p style="font-size:13pt">Offered at <b>${money(ask)}</b></p>
${kvTable([['Location', esc(addr(rng, f.property.address))], ['Property', esc(ptype(rng, f))], ['Improvements', rng.pick(['3/2 brick home, 40x60 shop, pipe pens', 'Hay barn, working pens, 2 tanks', 'Two 40x500 poultry houses, manager home'])], ['Water', rng.pick(['2 water wells + rural water', 'Creek frontage', 'Stock tanks (3)'])], ['Minerals', rng.pick(['Negotiable', 'None convey', '1/2 of owned'])], ['Listing agent', `${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} · ${phone(rng, f.broker.contact.phone)}`]])}
<div style="margin-top:22px;background:#fff59d;padding:12px;width:85%;font-family:'DejaVu Serif';font-style:italic;color:#1d2c6b;font-size:13pt">Buyer: ${esc(owner(f))}<br>needs ${money(f.loan.amount)} bridge — can you look?<br>— ${esc(f.broker.contact.first)}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(f, fields) };
  },
};

const poultryPackage: Family = {
  id: 'w-poultry-dairy-broker-package',
  description: 'Broker package cover for a poultry or dairy operation: integrator contract, house count, request table, sponsor bio',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'property_address', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'broker_points', 'borrower_email', 'borrower_phone'];
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name');
    if (f.loan.exit) fields.push('exit_strategy');
    const poultry = rng.chance(0.6);
    const html = documentHtml({
      title: 'Package', css: CSS_GRID, font: 'sans', fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.broker.name, lines: [`Ag &amp; Rural Real Estate Finance · ${esc(f.broker.contact.email)}`], color: accent(rng) })}
<h1>${poultry ? 'Broiler Farm' : 'Dairy'} Financing Request</h1>
${kvTable([
  ['Sponsor', f.entity ? `${esc(f.entity.name)} (${esc(f.borrower.first)} ${esc(f.borrower.last)})` : esc(`${f.borrower.first} ${f.borrower.last}`)],
  ['Sponsor contact', `${esc(f.borrower.email)} · ${phone(rng, f.borrower.phone)}`],
  ['Farm', esc(addr(rng, f.property.address))],
  ['Operation', poultry ? `${rng.int(4, 12)} houses, contract grower for ${rng.pick(['Tyson', 'Pilgrim’s', 'Cal-Maine', 'Sanderson'])}; ${rng.int(3, 9)} yrs left on contract` : `${rng.int(150, 900)} cow dairy, ${rng.pick(['parlor 2019', 'robotic milkers', 'freestall barns'])}`],
  ['Requested', `${money(f.loan.amount)} ${esc(ltype(rng, f).toLowerCase())} at ${rate(f.loan.rate)}% for ${esc(term(rng, f.loan.termMonths))}`],
  ['As-is value', `${money(f.property.value)} (${esc(f.appraiser.name)})`],
  ...(f.loan.brokerPoints !== undefined ? [['Broker fee', `${f.loan.brokerPoints} points`] as [string, string]] : []),
  ...(f.loan.exit ? [['Exit', esc(exitText(rng, f))] as [string, string]] : []),
])}
<p style="margin-top:10px">Flock/milk income last 12 months ${money(rng.int(200, 1900) * 1000)}; integrator settlement sheets attached.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(f, fields) };
  },
};

const payoffLetter: Family = {
  id: 'w-prior-ag-lender-payoff',
  description: 'Payoff statement from the prior farm lender: their loan number, balance, per diem, good-through date (all decoys) for the borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', ...ownerFields(f)];
    const bal = decoy(f, Math.round(f.loan.amount * (0.5 + rng.next() * 0.4) * 100) / 100);
    const html = documentHtml({
      title: 'Payoff', css: CSS_GRID,
      pages: [`${letterhead({ name: rng.pick(['Lone Star Ag Credit', 'Ouachita Farm Bank', 'Chisholm Trail State Bank', 'Acadiana Farm Lending']), lines: ['Loan Servicing'], color: accent(rng) })}
<h1>Payoff Statement</h1>
${kvTable([
  ['Borrower', esc(owner(f))], ['Collateral', esc(addr(rng, f.property.address))], ['Our loan no.', `${rng.int(100, 999)}-${rng.int(10000, 99999)}`],
  ['Principal balance', money(bal, true)], ['Accrued interest', money(rng.int(200, 9000) + 0.37, true)],
  ['Per diem', money(rng.int(20, 300) + 0.41, true)], ['Release fee', money(rng.pick([35, 50, 75]), true)],
  ['Good through', dt(addDays(f.loan.closingDate, rng.int(3, 10)), 'long')], ['Requested by', esc(f.title.name)],
])}
<p class="small" style="margin-top:8px">Wire to our payoff account only after calling to confirm the figures. Interest rate on this note: ${rate(Math.max(4, f.loan.rate - 4.5))}%.</p>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: truthOf(f, fields) };
  },
};

const lotReleasePdf: Family = {
  id: 'w-subdivision-lot-release-letter',
  description: 'Developer-facing letter on a land-subdivision loan: lot release prices per phase, interest reserve, loan terms',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date'];
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name');
    const lots = rng.int(12, 60);
    const rel = Math.round(f.loan.amount / lots * 1.2 / 100) * 100;
    const html = documentHtml({
      title: 'Lot release', css: CSS_GRID,
      pages: [`${letterhead({ name: f.lender.name, lines: ['Land &amp; Lot Development'], color: accent(rng) })}
<p>${dt(f.documentDate, 'long')}</p><p>${esc(owner(f))}${f.entity ? `<br>Attn: ${esc(f.borrower.first)} ${esc(f.borrower.last)}` : ''}</p>
<p>Re: Loan ${f.loan.loanNumber} — ${lots}-lot subdivision of the tract at ${esc(addr(rng, f.property.address))}</p>
<p>Our ${money(f.loan.amount)} loan closes ${dt(f.loan.closingDate, 'long')} at ${rate(f.loan.rate)}% for ${esc(term(rng, f.loan.termMonths))}. Lots will be released from the lien on payment of the release price below:</p>
<table class="grid"><tr><th>Phase</th><th>Lots</th><th>Lot size</th><th>Release price / lot</th></tr>
<tr><td>1</td><td>${Math.ceil(lots / 2)}</td><td>${rng.int(1, 5)} ac</td><td>${money(decoy(f, rel))}</td></tr>
<tr><td>2</td><td>${Math.floor(lots / 2)}</td><td>${rng.int(5, 12)} ac</td><td>${money(decoy(f, rel + 2500))}</td></tr></table>
<p style="margin-top:8px">Road and culvert work by ${rng.pick(['county', 'developer'])}; no release until the plat is recorded and the ${esc(county(rng))} County road bond is posted.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

export const familiesC: Family[] = [appraisalSummary, restrictedAppraisal, titleCommitment, farmContract, grazingLease, huntingLease, mineralLetter, surveyCert, cadPrintout, abstractCover, fsaRecord, listingSheet, poultryPackage, payoffLetter, lotReleasePdf];
