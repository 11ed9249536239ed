// Appraiser families: a residential form-style report with a comparables grid, a commercial narrative, a desktop
// BPO, a scanned land appraisal, a phone photo of the value-conclusion page, and an AMC review spreadsheet.
import { documentHtml } from '../../../style';
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import { Rec, addDaysIso, addr, box, d, esc, name, otherAmount, otherStreet, propWords, usd } from './kit';

interface Comp { street: string; price: number; date: string; sf: number; dist: string }

function comps(f: DealFacts, rng: Rng, n = 3): Comp[] {
  const avoid = [f.property.value, f.property.purchasePrice, f.property.arv, f.loan.amount];
  return Array.from({ length: n }, () => ({
    street: otherStreet(rng),
    price: otherAmount(rng, f.property.value, avoid),
    date: addDaysIso(f.documentDate, -rng.int(20, 170)),
    sf: f.property.squareFeet ? Math.round(f.property.squareFeet * (0.85 + rng.next() * 0.3)) : rng.int(900, 2600),
    dist: `${(rng.int(1, 19) / 10).toFixed(1)} mi`,
  }));
}

function borrowerOf(f: DealFacts, r: Rec): string {
  return f.entity ? r.s(esc(f.entity.name), 'entity_name') : r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name');
}

const license = (rng: Rng, st: string) => `${st}-CR-${rng.int(100000, 999999)}`;

const formGrid: Family = {
  id: 'setm-appraiser-residential-form-grid',
  description: 'Residential form-style appraisal: Subject / Contract / Neighborhood boxes, sales comparison grid, reconciliation with as-is and subject-to values.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const cs = comps(f, rng);
    const purchase = f.property.purchasePrice !== undefined;
    const owner = purchase ? esc(name(f.seller)) : borrowerOf(f, r);
    const cell = (k: string, v: string, span = 1) => `<td colspan="${span}"><span class="lb">${k}</span> ${v}</td>`;
    const p1 = `<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">Uniform Residential Appraisal Report</b><span>File # ${r.s(esc(f.loan.loanNumber), 'loan_number')}</span></div>
<p class="small">The purpose of this summary appraisal report is to provide the lender/client with an accurate and adequately supported opinion of the market value of the subject property.</p>
<table class="ff"><tr><th colspan="4">SUBJECT</th></tr>
<tr>${cell('Property Address', r.s(esc(`${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}`), 'property_address'), 2)}${cell('City', esc(f.property.address.city))}${cell('State / Zip', `${esc(f.property.address.state)} ${esc(f.property.address.zip)}`)}</tr>
<tr>${cell('Borrower', purchase ? borrowerOf(f, r) : owner, 2)}${cell('Owner of Public Record', owner, 2)}</tr>
<tr>${cell('Lender/Client', esc(f.lender.name), 2)}${cell('Address', esc(addr(f.lender.address)), 2)}</tr>
<tr>${cell('Property type', r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type'), 2)}${cell('Occupant', `${box(false)} Owner ${box(true)} Tenant ${box(false)} Vacant`, 2)}</tr>
<tr><th colspan="4">CONTRACT</th></tr>
<tr>${cell('Contract Price', purchase ? usd(f.property.purchasePrice as number) : 'N/A — refinance', 2)}${cell('Date of Contract', purchase ? d(addDaysIso(f.documentDate, -25), 'us') : 'N/A', 2)}</tr>
<tr>${cell('Seller', purchase ? esc(name(f.seller)) : 'N/A', 2)}${cell('Financial assistance', '$0', 2)}</tr>
<tr><th colspan="4">IMPROVEMENTS</th></tr>
<tr>${cell('Year Built', String(f.property.yearBuilt ?? 'n/a'))}${cell('GLA', f.property.squareFeet ? `${f.property.squareFeet.toLocaleString('en-US')} sf` : 'n/a')}${cell('Units', String(f.property.units ?? 1))}${cell('Condition', 'C4')}</tr></table>
<p class="small" style="margin-top:8px">Neighborhood: stable values, 3–6 month marketing time, predominant price ${usd(otherAmount(rng, f.property.value, [f.property.value]))}.</p>`;
    const p2 = `<table class="ff"><tr><th>FEATURE</th><th>SUBJECT</th>${cs.map((_, i) => `<th>COMPARABLE SALE #${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td><td>${esc(f.property.address.street)}</td>${cs.map((c) => `<td>${esc(c.street)}</td>`).join('')}</tr>
<tr><td>Proximity</td><td></td>${cs.map((c) => `<td>${c.dist}</td>`).join('')}</tr>
<tr><td>Sale Price</td><td>${f.property.purchasePrice ? usd(f.property.purchasePrice) : ''}</td>${cs.map((c) => `<td>${usd(c.price)}</td>`).join('')}</tr>
<tr><td>Date of Sale</td><td></td>${cs.map((c) => `<td>${d(c.date, 'us')}</td>`).join('')}</tr>
<tr><td>GLA (sf)</td><td>${f.property.squareFeet ?? ''}</td>${cs.map((c) => `<td>${c.sf}</td>`).join('')}</tr>
<tr><td>Adjusted Price</td><td></td>${cs.map((c) => `<td>${usd(c.price + rng.int(-8, 8) * 1000)}</td>`).join('')}</tr></table>
<h4 style="margin-top:10px">RECONCILIATION</h4>
<p>Indicated value by sales comparison approach: ${usd(f.property.value)}. This appraisal is made ${box(!f.property.arv)} "as is" ${box(!!f.property.arv)} subject to completion per plans and specifications.</p>
<p>Based on a complete visual inspection, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is <b>${r.s(usd(f.property.value), 'property_value')}</b> AS IS, as of ${d(addDaysIso(f.documentDate, -2), 'long')}, which is the date of inspection and the effective date of this appraisal.${f.property.arv ? ` Prospective value upon completion of repairs: ${usd(f.property.arv)}.` : ''}</p>
<p style="margin-top:14px">APPRAISER: <span class="sig">${esc(name(f.appraiser.contact))}</span><br>${esc(f.appraiser.name)} · License ${license(rng, f.property.address.state)}</p>`;
    const html = documentHtml({
      title: 'URAR', font: 'condensed', fontSize: '8.5pt',
      css: '.ff{width:100%;border-collapse:collapse}.ff td,.ff th{border:1px solid #555;padding:3px 4px;text-align:left;vertical-align:top}.ff th{background:#ddd}.lb{font-size:6.5pt;color:#444;display:block}',
      page: { pageNumbers: true, footerLeft: 'Form 1004 (facsimile)' }, pages: [p1, p2],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: r.out() };
  },
};

const narrative: Family = {
  id: 'setm-appraiser-commercial-narrative',
  description: 'Commercial narrative appraisal: letter of transmittal with value conclusions table (as-is vs. prospective), income approach summary.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const noi = Math.round(f.property.value * (0.06 + rng.next() * 0.03));
    const capRate = ((noi / f.property.value) * 100).toFixed(2);
    const stabilized = f.property.arv ?? Math.round((f.property.value * 1.18) / 5000) * 5000;
    const p1 = `<div style="text-align:right"><b>${esc(f.appraiser.name)}</b><br>${esc(addr(f.appraiser.address))}</div>
<p>${d(f.documentDate, 'long')}</p><p>${esc(name(f.lender.contact))}<br>${esc(f.lender.name)}<br>${esc(addr(f.lender.address))}</p>
<p><b>RE: Appraisal of ${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')} property located at ${r.s(esc(addr(f.property.address, 'state')), 'property_address')}</b><br>Client reference: ${r.s(esc(f.loan.loanNumber), 'loan_number')}</p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>At your request, we have prepared an appraisal of the above property for use by ${esc(f.lender.name)} in connection with a proposed loan to ${borrowerOf(f, r)}${f.entity ? ` (sponsor: ${r.s(esc(name(f.borrower)), 'borrower_first_name', 'borrower_last_name')})` : ''}. The intended use is loan underwriting; no other use is intended.</p>
<p>The subject${f.property.squareFeet ? ` contains ${f.property.squareFeet.toLocaleString('en-US')} square feet` : ''}${f.property.yearBuilt ? ` and was built in ${f.property.yearBuilt}` : ''}. ${f.property.purchasePrice ? `It is under contract for ${usd(f.property.purchasePrice)}, which we consider to be within the market range.` : 'It is not currently listed or under contract.'}</p>
<table class="grid"><tr><th>Value Premise</th><th>Interest</th><th>Date</th><th>Conclusion</th></tr>
<tr><td><b>As Is Market Value</b></td><td>Fee Simple</td><td>${d(addDaysIso(f.documentDate, -4), 'us')}</td><td><b>${r.s(usd(f.property.value), 'property_value')}</b></td></tr>
<tr><td>Prospective Value Upon Stabilization</td><td>Fee Simple</td><td>${d(addDaysIso(f.documentDate, 365), 'us')}</td><td>${usd(stabilized)}</td></tr></table>
<p style="margin-top:10px">Respectfully submitted,<br><span class="scrawl">${esc(name(f.appraiser.contact))}</span><br>${esc(name(f.appraiser.contact))}, MAI · Certified General ${license(rng, f.property.address.state)}</p>`;
    const p2 = `<h3>INCOME CAPITALIZATION APPROACH</h3>
<table class="grid" style="width:75%"><tr><td>Potential gross income</td><td class="right">${usd(Math.round(noi * 1.55))}</td></tr><tr><td>Vacancy &amp; collection loss (7%)</td><td class="right">(${usd(Math.round(noi * 1.55 * 0.07))})</td></tr>
<tr><td>Operating expenses</td><td class="right">(${usd(Math.round(noi * 1.55 * 0.93 - noi))})</td></tr><tr><td><b>Net operating income</b></td><td class="right"><b>${usd(noi)}</b></td></tr>
<tr><td>Capitalization rate</td><td class="right">${capRate}%</td></tr></table>
<h3 style="margin-top:12px">SALES COMPARISON APPROACH</h3>
<table class="grid"><tr><th>Comparable</th><th>Sale date</th><th>Price</th></tr>${comps(f, rng, 4).map((c) => `<tr><td>${esc(c.street)}, ${esc(f.property.address.city)}</td><td>${d(c.date, 'abbr')}</td><td>${usd(c.price)}</td></tr>`).join('')}</table>
<h3 style="margin-top:12px">RECONCILIATION</h3><p>Greatest weight is placed on the income approach. Final as-is value conclusion: ${usd(f.property.value)}.</p>
<p class="small">Extraordinary assumptions: none. Hypothetical conditions: the prospective value assumes completion of the lease-up.</p>`;
    const html = documentHtml({ title: 'Narrative appraisal', font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: esc(f.appraiser.name) }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: r.out() };
  },
};

const bpo: Family = {
  id: 'setm-appraiser-desktop-bpo',
  description: 'Desktop valuation / BPO: pricing strategy table (quick-sale, list, as-repaired) with the as-is market value singled out.',
  formats: ['pdf_text'],
  make(f, rng) {
    const r = new Rec(f);
    const v = f.property.value;
    const quick = Math.round((v * 0.9) / 1000) * 1000;
    const list = Math.round((v * 1.03) / 1000) * 1000 + 900;
    const repaired = f.property.arv ?? Math.round((v * 1.2) / 5000) * 5000;
    const html = documentHtml({
      title: 'BPO', font: 'sans', fontSize: '9pt',
      pages: [`<div style="background:#0b5d4b;color:#fff;padding:8px 12px"><b style="font-size:13pt">DESKTOP VALUATION / BROKER PRICE OPINION</b><br>${esc(f.appraiser.name)}</div>
<table class="grid" style="margin-top:8px"><tr><td>Order #</td><td>${rng.int(100000, 999999)}</td><td>Client loan #</td><td>${r.s(esc(f.loan.loanNumber), 'loan_number')}</td></tr>
<tr><td>Subject</td><td colspan="3">${r.s(esc(addr(f.property.address)), 'property_address')}</td></tr>
<tr><td>Borrower</td><td>${borrowerOf(f, r)}</td><td>Client</td><td>${esc(f.lender.name)}</td></tr>
<tr><td>Property type</td><td>${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}</td><td>Inspection</td><td>Exterior only / desktop</td></tr></table>
<h3 style="margin:10px 0 4px">Pricing</h3>
<table class="grid"><tr><th>Scenario</th><th>Value</th><th>Marketing time</th></tr>
<tr><td>Quick sale (30 days)</td><td>${usd(quick)}</td><td>30 days</td></tr>
<tr style="background:#fff3c4"><td><b>As-is market value</b></td><td><b>${r.s(usd(v), 'property_value')}</b></td><td>90 days</td></tr>
<tr><td>Suggested list price</td><td>${usd(list)}</td><td>—</td></tr>
<tr><td>As-repaired value</td><td>${usd(repaired)}</td><td>90 days</td></tr></table>
<h3 style="margin:10px 0 4px">Comparable listings &amp; sales</h3>
<table class="grid"><tr><th>#</th><th>Address</th><th>Status</th><th>Price</th><th>Distance</th></tr>${comps(f, rng, 4).map((c, i) => `<tr><td>${i + 1}</td><td>${esc(c.street)}</td><td>${i < 2 ? 'Sold' : 'Active'}</td><td>${usd(c.price)}</td><td>${c.dist}</td></tr>`).join('')}</table>
<p style="margin-top:8px">Comments: ${esc(rng.pick(['Subject appears to need cosmetic updating.', 'Street has mixed owner-occupant and rental homes.', 'No adverse external factors observed.']))}</p>
<p class="small">Prepared by ${esc(name(f.appraiser.contact))} on ${d(f.documentDate, 'long')}. This is not an appraisal under USPAP.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: r.out() };
  },
};

const landScanned: Family = {
  id: 'setm-appraiser-land-scanned',
  description: 'Scanned land appraisal summary: site description, zoning, land sales grid priced per acre, final value.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const r = new Rec(f);
    const acres = rng.int(8, 300) / 10;
    const cs = comps(f, rng, 4);
    const html = documentHtml({
      title: 'Land appraisal', font: 'serif', fontSize: '9.5pt',
      pages: [`<h2 class="center">SUMMARY APPRAISAL REPORT — ${f.property.type === 'Land' ? 'VACANT LAND' : 'SITE AND IMPROVEMENTS'}</h2>
<p><b>Subject:</b> ${r.s(esc(addr(f.property.address, 'long')), 'property_address')}<br><b>Client:</b> ${esc(f.lender.name)} &nbsp; <b>Applicant:</b> ${borrowerOf(f, r)}<br><b>Site area:</b> ${acres} acres &nbsp; <b>Zoning:</b> ${esc(rng.pick(['R-1', 'AG', 'C-2', 'PUD']))} &nbsp; <b>Use:</b> ${r.s(esc(propWords(rng, f.property.type, f.property.units)), 'property_type')}</p>
<p><b>Utilities:</b> ${esc(rng.pick(['Electric at road; well and septic required.', 'Public water and sewer available.', 'All public utilities at the lot line.']))}</p>
<table class="grid"><tr><th>Sale</th><th>Location</th><th>Date</th><th>Acres</th><th>Price</th><th>$/acre</th></tr>
${cs.map((c, i) => { const a = rng.int(5, 400) / 10; return `<tr><td>${i + 1}</td><td>${esc(c.street)}</td><td>${d(c.date, 'us')}</td><td>${a}</td><td>${usd(c.price)}</td><td>${usd(Math.round(c.price / a))}</td></tr>`; }).join('')}</table>
<p style="margin-top:10px">After adjustment for size, access and utilities, the indicated value of the subject is:</p>
<p class="center" style="font-size:13pt"><b>MARKET VALUE AS IS: ${r.s(usd(f.property.value), 'property_value')}</b></p>
<p class="center">Effective date ${d(addDaysIso(f.documentDate, -5), 'long')}</p>
<p style="margin-top:14px">${esc(name(f.appraiser.contact))}, ${esc(f.appraiser.name)} · License ${license(rng, f.property.address.state)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: r.out() };
  },
};

const valuePhoto: Family = {
  id: 'setm-appraiser-value-page-photo',
  description: 'Phone photo of an appraisal\'s value-conclusion certification page: subject, client, value in words and figures.',
  formats: ['image'],
  make(f) {
    const r = new Rec(f);
    const html = documentHtml({
      title: 'Certification', font: 'serif', fontSize: '11pt',
      pages: [`<h2 class="center">APPRAISER'S CERTIFICATION AND VALUE CONCLUSION</h2>
<p><b>Property appraised:</b> ${r.s(esc(addr(f.property.address)), 'property_address')}</p>
<p><b>Prepared for:</b> ${esc(f.lender.name)} &nbsp; <b>Borrower:</b> ${borrowerOf(f, r)}</p>
<p><b>Lender loan number:</b> ${r.s(esc(f.loan.loanNumber), 'loan_number')}</p>
<p>I certify that, to the best of my knowledge and belief, the statements of fact contained in this report are true and correct, and that my compensation is not contingent upon the reporting of a predetermined value.</p>
<p>The market value of the subject, as is, as of ${d(addDaysIso(f.documentDate, -3), 'long')}, is:</p>
<p class="center" style="font-size:16pt;border:2px solid #000;padding:8px"><b>${r.s(usd(f.property.value), 'property_value')}</b></p>
${f.property.arv ? `<p>Value subject to completion of the proposed renovation: ${usd(f.property.arv)}.</p>` : ''}
<p style="margin-top:26px"><span class="scrawl">${esc(name(f.appraiser.contact))}</span><br><span class="sig">${esc(name(f.appraiser.contact))}, Certified Residential Appraiser</span><br>${esc(f.appraiser.name)} · ${d(f.documentDate, 'us')}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: r.out() };
  },
};

const reviewSheet: Family = {
  id: 'setm-appraiser-amc-review-sheet',
  description: 'AMC appraisal-review export: header block of order facts, then a comps table, reviewer value vs. appraised value.',
  formats: ['xls', 'xlsx'],
  make(f, rng) {
    const r = new Rec(f);
    const cs = comps(f, rng, 3);
    const rows: SheetCell[][] = [
      ['APPRAISAL REVIEW', null, null, null, null],
      ['Loan #', r.s(f.loan.loanNumber, 'loan_number'), null, 'Client', f.lender.name],
      ['Borrower', f.entity ? r.s(f.entity.name, 'entity_name') : r.s(`${f.borrower.last}, ${f.borrower.first}`, 'borrower_first_name', 'borrower_last_name'), null, 'Appraiser', name(f.appraiser.contact)],
      ['Subject', r.s(addr(f.property.address), 'property_address'), null, 'Firm', f.appraiser.name],
      ['Property Type', r.s(propWords(rng, f.property.type, f.property.units), 'property_type'), null, 'Effective Date', isoDateOf(addDaysIso(f.documentDate, -4))],
      ['Appraised Value (As-Is)', r.s(f.property.value, 'property_value'), null, 'Contract Price', f.property.purchasePrice ?? 'n/a'],
      [null, null, null, null, null],
      ['Comp', 'Address', 'Sale Price', 'Sale Date', 'GLA'],
      ...cs.map((c, i): SheetCell[] => [i + 1, c.street, c.price, isoDateOf(c.date), c.sf]),
      [null, null, null, null, null],
      ['Reviewer conclusion', rng.pick(['Value supported', 'Value supported; minor comments']), null, 'Reviewer', `${name(f.lender.contact)}`],
    ];
    return { kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Review', rows }], truth: r.out() };
  },
};

function isoDateOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export const appraiserFamilies: Family[] = [formGrid, narrative, bpo, landScanned, valuePhoto, reviewSheet];
