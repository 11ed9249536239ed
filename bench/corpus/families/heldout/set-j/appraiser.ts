// set-j families written by appraisers and valuation firms.
import type { DealFacts, Family, Rng } from '../../../types';
import { boxes, dLong, dUs, esc, grid, html, htmlOut, money, oneLine, propertyTypeLabel, sig, type Item } from './kit';

function comps(f: DealFacts, rng: Rng): string[][] {
  return [1, 2, 3].map((n) => {
    const p = Math.round((f.property.value * (0.88 + rng.next() * 0.3)) / 1000) * 1000 + rng.pick([0, 500, 900]);
    return [`Comp ${n}`, `${rng.int(100, 9899)} ${rng.pick(['Maple', 'Walnut', 'Hickory', 'Birch', 'Laurel', 'Sycamore'])} ${rng.pick(['St', 'Ave', 'Ct', 'Way'])}`, money(p), `${rng.int(1, 11)}/${rng.int(2023, 2025)}`, `${(rng.next() * 1.6 + 0.1).toFixed(2)} mi`];
  });
}
function borrowerLine(f: DealFacts): { text: string; fields: Item['fields'] } {
  return f.entity ? { text: `<span style="white-space:nowrap">${esc(f.entity.name)}</span>`, fields: ['entity_name'] } : { text: `${esc(f.borrower.first)} ${esc(f.borrower.last)}`, fields: ['borrower_first_name', 'borrower_last_name'] };
}
function compTable(rows: string[][]): string {
  return `<table class="grid" style="width:100%;font-size:8.5pt"><tr><th></th><th>Address</th><th>Sale Price</th><th>Sold</th><th>Proximity</th></tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`;
}

const apprSummary: Family = {
  id: 'setj-appr-summary-grid',
  description: 'Appraisal report summary page: subject grid, as-is vs prospective as-repaired value, comparable sales table',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const b = borrowerLine(f);
    const subj: Item[] = [
      { label: 'Borrower', value: b.text, fields: b.fields }, { label: 'Property Address', value: esc(oneLine(f)), fields: ['property_address'] },
      { label: 'Property Type', value: esc(propertyTypeLabel(f, rng)), fields: ['property_type'] }, { label: 'Lender/Client', value: esc(f.lender.name), fields: [] },
      { label: 'Year Built', value: String(f.property.yearBuilt ?? 'N/A'), fields: [] }, { label: 'GLA', value: f.property.squareFeet ? `${f.property.squareFeet.toLocaleString('en-US')} sq ft` : 'N/A', fields: [] },
      { label: 'Client File #', value: f.loan.loanNumber, fields: ['loan_number'] }, { label: 'Effective Date', value: dUs(f.documentDate), fields: [] },
    ];
    const vals = `<table class="grid" style="width:100%"><tr><th>Value Premise</th><th>Conclusion</th></tr><tr><td>Market Value "As Is"</td><td><b>${money(f.property.value)}</b></td></tr>${f.property.arv ? `<tr><td>Prospective Market Value "As Repaired"</td><td>${money(f.property.arv)}</td></tr>` : ''}${f.property.purchasePrice ? `<tr><td>Contract Price (not a value conclusion)</td><td>${money(f.property.purchasePrice)}</td></tr>` : ''}</table>`;
    const body = `<div style="display:flex;justify-content:space-between"><div style="font:bold 14pt 'DejaVu Sans'">${esc(f.appraiser.name)}</div><div class="small">${esc(f.appraiser.address.city)}, ${f.appraiser.address.state}</div></div>
<h3 style="margin:8px 0">APPRAISAL REPORT – SUMMARY</h3>${grid(subj, 4)}<h4 style="margin:10px 0 4px">Reconciliation</h4>${vals}<h4 style="margin:10px 0 4px">Comparable Sales</h4>${compTable(comps(f, rng))}
<p class="small" style="margin-top:8px">Appraiser: ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, Certified Residential Appraiser. Intended use: mortgage lending decision by the client only.</p>`;
    return htmlOut('Appraisal Report', f, html('Appraisal', [body], { font: 'sans', fontSize: '9pt' }), [...subj.flatMap((s) => s.fields), 'property_value']);
  },
};

const apprLetter: Family = {
  id: 'setj-appr-transmittal-letter',
  description: 'Appraiser letter of transmittal to the lender: prose with the as-is value in words and figures, ARV mentioned',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const b = borrowerLine(f);
    const body = `<div style="text-align:right">${esc(f.appraiser.name)}<br>${esc(f.appraiser.address.street)}<br>${esc(f.appraiser.address.city)}, ${f.appraiser.address.state} ${f.appraiser.address.zip}</div>
<p>${dLong(f.documentDate)}</p><p>${esc(f.lender.name)}<br>Attn: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</p><p><b>RE: Appraisal of ${esc(oneLine(f, rng.chance(0.5)))}<br>Borrower: ${b.text}</b></p>
<p>Dear ${esc(f.lender.contact.first)}:</p><p>At your request, we have inspected and appraised the above ${esc(propertyTypeLabel(f, rng).toLowerCase())} property for the purpose of estimating its market value in fee simple. Based on our analysis of the sales comparison${f.property.type === 'Land' ? '' : ' and cost'} approaches, it is our opinion that the market value of the subject in its "as is" condition, as of the date of inspection, is:</p>
<p style="text-align:center;font-size:13pt"><b>${money(f.property.value)}</b></p>
${f.property.arv ? `<p>Under the extraordinary assumption that the proposed renovations are completed as described in the scope of work provided by the client, the prospective value upon completion is ${money(f.property.arv)}.</p>` : ''}
<p>This letter must remain attached to the report, which contains ${rng.int(28, 64)} pages, for the value opinion to be valid.</p><p>Respectfully submitted,</p>${sig(`${f.appraiser.contact.first} ${f.appraiser.contact.last}`, `${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, MAI`)}`;
    return htmlOut('Appraisal Report', f, html('Transmittal', [body], { fontSize: '10.5pt' }), [...b.fields, 'property_address', 'property_type', 'property_value']);
  },
};

const apprForm: Family = {
  id: 'setj-appr-uniform-boxes',
  description: 'Residential appraisal form page one: dense boxed fields, neighbourhood checkboxes, sales grid, scanned',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const a = f.property.address;
    const b = borrowerLine(f);
    const rows: Item[] = [
      { label: 'Property Address', value: `${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}`, fields: ['property_address'] }, { label: 'City', value: esc(a.city), fields: [] }, { label: 'State', value: a.state, fields: [] }, { label: 'Zip Code', value: a.zip, fields: [] },
      { label: 'Borrower', value: b.text, fields: b.fields }, { label: 'Owner of Public Record', value: f.property.purchasePrice ? `${esc(f.seller.first)} ${esc(f.seller.last)}` : b.text, fields: [] },
      { label: 'Lender/Client', value: esc(f.lender.name), fields: [] }, { label: 'Contract Price', value: f.property.purchasePrice ? money(f.property.purchasePrice) : 'N/A', fields: [] },
      { label: 'Property Type', value: esc(propertyTypeLabel(f, rng)), fields: ['property_type'] }, { label: 'Year Built', value: String(f.property.yearBuilt ?? ''), fields: [] },
      { label: 'Occupancy', value: rng.pick(['Owner', 'Tenant', 'Vacant']), fields: [] }, { label: 'Tax Year / R.E. Taxes', value: `2024 / ${money(rng.int(18, 90) * 100)}`, fields: [] },
    ];
    const body = `<h2 style="text-align:center;font-size:12pt">Uniform Residential Appraisal Report</h2><p class="center small">File # ${rng.int(10000, 99999)}-${a.zip}</p><div style="font-size:8pt;font-weight:bold">SUBJECT</div>${boxes(rows, 4)}
<div style="font-size:8pt;font-weight:bold;margin-top:6px">NEIGHBORHOOD</div><div class="small">Location ☒ Urban ☐ Suburban ☐ Rural · Built-Up ☒ Over 75% ☐ 25-75% · Property values ☐ Increasing ☒ Stable ☐ Declining</div>
<div style="font-size:8pt;font-weight:bold;margin-top:6px">SALES COMPARISON</div>${compTable(comps(f, rng))}
<div style="border:2px solid #000;padding:6px;margin-top:8px">Indicated Value by Sales Comparison Approach ${money(f.property.value + rng.pick([-2000, 0, 3000]))}<br><b>My opinion of the market value, as defined, of the subject property is ${money(f.property.value)} as of ${dUs(f.documentDate)}</b></div>
<p class="small">Appraiser: ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)} · ${esc(f.appraiser.name)}</p>`;
    return htmlOut('Appraisal Report', f, html('URAR', [body], { font: 'condensed', fontSize: '8.8pt', margin: '0.45in 0.55in' }), [...rows.flatMap((r) => r.fields), 'property_value']);
  },
};

const apprCommercial: Family = {
  id: 'setj-appr-commercial-narrative',
  description: 'Commercial narrative appraisal excerpt: executive summary table, income approach figures, two pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const b = borrowerLine(f);
    const noi = Math.round((f.property.value * (0.06 + rng.next() * 0.03)) / 100) * 100;
    const cap = ((noi / f.property.value) * 100).toFixed(2);
    const rows: [string, string][] = [
      ['Property Name', esc(f.property.address.street)], ['Location', esc(oneLine(f))], ['Property Type', esc(propertyTypeLabel(f, rng))],
      ['Borrower / Sponsor', b.text], ['Client', esc(f.lender.name)], ['Year Built', String(f.property.yearBuilt ?? 'N/A')],
      ['Rentable Area', f.property.squareFeet ? `${f.property.squareFeet.toLocaleString('en-US')} SF` : 'N/A'], ['Interest Appraised', 'Fee Simple'], ['Date of Value', dLong(f.documentDate)],
    ];
    const p1 = `<div style="font:bold 13pt 'DejaVu Sans'">${esc(f.appraiser.name)}</div><h3 style="margin:8px 0">EXECUTIVE SUMMARY</h3><table class="grid" style="width:100%">${rows.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>
<h4 style="margin-top:10px">Value Conclusions</h4><table class="grid" style="width:100%"><tr><th>Approach</th><th>As Is</th>${f.property.arv ? '<th>As Stabilized</th>' : ''}</tr>
<tr><td>Income Capitalization</td><td>${money(f.property.value)}</td>${f.property.arv ? `<td>${money(f.property.arv)}</td>` : ''}</tr><tr><td>Sales Comparison</td><td>${money(f.property.value)}</td>${f.property.arv ? `<td>${money(f.property.arv)}</td>` : ''}</tr>
<tr><td><b>Final Reconciled Value</b></td><td><b>${money(f.property.value)}</b></td>${f.property.arv ? `<td>${money(f.property.arv)}</td>` : ''}</tr></table>`;
    const p2 = `<h3>INCOME APPROACH</h3><table class="grid" style="width:100%"><tr><td>Potential Gross Income</td><td>${money(Math.round(noi * 1.6))}</td></tr><tr><td>Vacancy &amp; Collection Loss (7%)</td><td>(${money(Math.round(noi * 0.112))})</td></tr><tr><td>Operating Expenses</td><td>(${money(Math.round(noi * 1.6 - noi * 0.112 - noi))})</td></tr><tr><td>Net Operating Income</td><td>${money(noi)}</td></tr><tr><td>Capitalization Rate</td><td>${cap}%</td></tr></table>
<p style="margin-top:10px">The capitalization rate was derived from market extraction and investor surveys. The reader is referred to the addenda for the rent roll and expense comparables.</p>
<h4>Certification</h4><p class="small">I certify that, to the best of my knowledge and belief, the statements of fact contained in this report are true and correct.</p>${sig(`${f.appraiser.contact.first} ${f.appraiser.contact.last}`, `${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, MAI, Certified General Appraiser`)}`;
    return htmlOut('Appraisal Report', f, html('Narrative Appraisal', [p1, p2], { fontSize: '9.5pt', pageNumbers: true }), [...b.fields, 'property_address', 'property_type', 'property_value']);
  },
};

const apprBpo: Family = {
  id: 'setj-appr-bpo-desktop-photo',
  description: 'Broker price opinion / desktop valuation one-pager (as-is and repaired values side by side), photographed',
  formats: ['image'],
  make(f, rng) {
    const b = borrowerLine(f);
    const body = `<h2 style="font:bold 15pt 'DejaVu Sans'">Desktop Valuation / BPO</h2><p class="small">${esc(f.appraiser.name)} · ordered by ${esc(f.lender.name)}</p>
<table class="grid" style="width:100%;font-size:11pt"><tr><td>Subject</td><td>${esc(oneLine(f))}</td></tr><tr><td>Borrower</td><td>${b.text}</td></tr><tr><td>Type</td><td>${esc(propertyTypeLabel(f, rng))}</td></tr>
<tr><td>As-Is Value</td><td><b>${money(f.property.value)}</b></td></tr><tr><td>Repaired Value</td><td>${f.property.arv ? money(f.property.arv) : 'n/a'}</td></tr><tr><td>Suggested list price</td><td>${money(Math.round(f.property.value * 1.04 / 100) * 100 + 900)}</td></tr><tr><td>Marketing time</td><td>${rng.int(30, 120)} days</td></tr></table>
<p style="margin-top:10px">Completed ${dUs(f.documentDate)} by ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}.</p>`;
    return htmlOut('Appraisal Report', f, html('BPO', [body], { font: 'sans', fontSize: '10.5pt' }), [...b.fields, 'property_address', 'property_type', 'property_value']);
  },
};

export const appraiserFamilies: Family[] = [apprSummary, apprLetter, apprForm, apprCommercial, apprBpo];
