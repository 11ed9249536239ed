// Appraisers' documents of set-l: form reports with a comparables grid, a narrative commercial report, a desktop
// valuation, a land report, a transmittal letter and a comparables workbook.
import { documentHtml, esc, flow, kvTable } from '../../../style';
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import { cityLine, d, fullName, near, oneLine, otherAddress, propTypeLabel, shift, street, t, usd } from './util';

interface Comp { addr: string; price: number; date: string; sqft: number; dist: string }

function comps(f: DealFacts, rng: Rng, n = 3): Comp[] {
  return Array.from({ length: n }, () => {
    const a = otherAddress(rng, f.property.address.state);
    return {
      addr: `${street(a)}, ${a.city}`,
      price: near(rng, f.property.value, 0.88, 1.14, 500),
      date: shift(f.documentDate, -rng.int(20, 170)),
      sqft: Math.round((f.property.squareFeet ?? 1500) * (0.85 + rng.next() * 0.3) / 10) * 10,
      dist: `${(rng.int(1, 18) / 10).toFixed(1)} mi`,
    };
  });
}

function owner(f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(f.borrower);
}

const formReport: Family = {
  id: 'setl-appraiser-form-report-comp-grid',
  description: 'Residential form appraisal: subject section, sales comparison grid (subject + 3 comps), reconciliation, appraiser certification.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const cs = comps(f, rng);
    const sub = f.property;
    const cell = (v: string) => `<td>${v}</td>`;
    const grid = `<table class="grid" style="font-size:8pt"><tr><th>Feature</th><th>SUBJECT</th>${cs.map((_, i) => `<th>COMPARABLE ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td>${cell(esc(street(sub.address)))}${cs.map((c) => cell(esc(c.addr))).join('')}</tr>
<tr><td>Proximity</td>${cell('')}${cs.map((c) => cell(c.dist)).join('')}</tr>
<tr><td>Sale price</td>${cell(sub.purchasePrice ? usd(sub.purchasePrice) : 'n/a')}${cs.map((c) => cell(usd(c.price))).join('')}</tr>
<tr><td>Date of sale</td>${cell(sub.purchasePrice ? 'pending' : '')}${cs.map((c) => cell(d(c.date, 'slash'))).join('')}</tr>
<tr><td>GLA (sq ft)</td>${cell(String(sub.squareFeet ?? ''))}${cs.map((c) => cell(c.sqft.toLocaleString('en-US'))).join('')}</tr>
<tr><td>Year built</td>${cell(String(sub.yearBuilt ?? ''))}${cs.map(() => cell(String(rng.int(1920, 2015)))).join('')}</tr>
<tr><td>Net adj.</td>${cell('')}${cs.map(() => cell(`${rng.pick(['+', '-'])}${usd(rng.int(1, 25) * 500)}`)).join('')}</tr></table>`;
    const blocks = [
      `<div class="center b" style="font-size:13pt">Uniform Residential Appraisal Report</div><div class="right small">File # ${rng.int(10000, 99999)}</div>`,
      { html: kvTable([
        ['Property Address', esc(street(sub.address))], ['City / State / Zip', esc(cityLine(sub.address))],
        ['Owner of Public Record', esc(f.property.purchasePrice ? fullName(f.seller) : owner(f))],
        ['Borrower', esc(owner(f))],
        ['Lender/Client', `${esc(f.lender.name)}, ${esc(oneLine(f.lender.address))}`],
        ['Property type', esc(propTypeLabel(rng, sub.type, sub.units))],
        ['R.E. Taxes', `${usd(rng.int(15, 140) * 100)} (${Number(f.documentDate.slice(0, 4)) - 1})`],
        ['Assignment type', f.property.purchasePrice ? `Purchase transaction — contract price ${usd(f.property.purchasePrice)}` : 'Refinance transaction'],
      ], { labelWidth: '30%' }), lines: 13 },
      `<h4 style="margin:8px 0 4px">Sales Comparison Approach</h4>`,
      { html: grid, lines: 12 },
      `<h4 style="margin:8px 0 4px">Reconciliation</h4><p>Indicated value by sales comparison approach ${usd(sub.value)}. Cost approach not developed. This appraisal is made "as is". Based on the scope of work, my opinion of the market value of the subject as of ${d(f.documentDate, 'long')} is <b>${usd(sub.value)}</b>.${sub.arv ? ` A hypothetical "subject to completion" value of ${usd(sub.arv)} is reported in the addendum.` : ''}</p>`,
      { html: `<table style="width:100%;margin-top:10px"><tr><td>APPRAISER<br><span class="sig">${esc(fullName(f.appraiser.contact))}</span><br>${esc(f.appraiser.name)}<br>License # ${f.property.address.state}-${rng.int(100000, 999999)}</td><td>Effective date: ${d(f.documentDate, 'slash')}<br>Report date: ${d(shift(f.documentDate, 2), 'slash')}</td></tr></table>`, lines: 7 },
    ];
    const html = documentHtml({ title: 'Appraisal', font: 'sans', fontSize: '8.8pt', pages: flow(blocks, { charsPerLine: 105, linesPerPage: 50 }), page: { pageNumbers: true, footerLeft: `${esc(f.appraiser.name)}` } });
    return {
      kind: 'html', documentType: 'Appraisal Report', html,
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value']),
    };
  },
};

const narrative: Family = {
  id: 'setl-appraiser-narrative-commercial',
  description: 'Narrative commercial appraisal excerpt: transmittal letter, summary of salient facts with as-is vs prospective values, income approach distractors.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const sub = f.property;
    const prospective = sub.arv ?? near(rng, sub.value, 1.12, 1.3, 10000);
    const noi = Math.round(sub.value * (0.055 + rng.next() * 0.03) / 100) * 100;
    const p1 = `<div class="right">${d(shift(f.documentDate, 1), 'long')}</div>
<p>${esc(fullName(f.lender.contact))}<br>${esc(f.lender.name)}<br>${esc(street(f.lender.address))}<br>${esc(cityLine(f.lender.address))}</p>
<p>Re: Appraisal of ${esc(propTypeLabel(rng, sub.type, sub.units))} property located at ${esc(oneLine(sub.address, true))}</p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>At your request, ${esc(f.appraiser.name)} has prepared an appraisal of the above property, owned by or under contract to ${esc(owner(f))}. The purpose is to estimate the market value of the fee simple interest as is, and the prospective market value upon stabilization.</p>
<p>Based on our analysis, the as-is market value as of ${d(f.documentDate, 'long')} is:</p>
<p class="center b" style="font-size:12pt">${usd(sub.value)}</p>
<p>The prospective value upon stabilization, as of ${d(shift(f.documentDate, 365), 'long')}, is ${usd(prospective)}.</p>
<p>Respectfully submitted,<br><span class="scrawl">${esc(fullName(f.appraiser.contact))}</span><br>${esc(fullName(f.appraiser.contact))}, MAI<br>${esc(f.appraiser.contact.email)}</p>`;
    const p2 = `<h3>SUMMARY OF SALIENT FACTS</h3>${kvTable([
      ['Property', esc(oneLine(sub.address))], ['Property Type', esc(propTypeLabel(rng, sub.type, sub.units))],
      ['Client / Intended User', esc(f.lender.name)], ['Owner / Borrower', esc(owner(f))],
      ['Year Built', String(sub.yearBuilt ?? 'n/a')], ['Building Area', sub.squareFeet ? `${sub.squareFeet.toLocaleString('en-US')} SF` : 'n/a'],
      ['Net Operating Income', usd(noi)], ['Cap Rate', `${(rng.int(55, 85) / 10).toFixed(2)}%`],
      ['As-Is Market Value', `<b>${usd(sub.value)}</b>`], ['Prospective Value (Stabilized)', usd(prospective)],
      ['Land Value', usd(Math.round(sub.value * 0.22 / 1000) * 1000)], ['Insurable Value', usd(Math.round(sub.value * 0.7 / 1000) * 1000)],
    ])}`;
    const html = documentHtml({ title: 'Appraisal', font: 'serif', fontSize: '10pt', pages: [p1, p2], page: { pageNumbers: true, footerLeft: esc(f.appraiser.name) } });
    return {
      kind: 'html', documentType: 'Appraisal Report', html,
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value']),
    };
  },
};

const desktop: Family = {
  id: 'setl-appraiser-desktop-as-is-arv',
  description: 'Desktop valuation / broker price opinion with as-is and after-repair values side by side, repair budget table.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const sub = f.property;
    const arv = sub.arv ?? near(rng, sub.value, 1.2, 1.5, 5000);
    const items = ['Roof', 'Kitchen', 'Baths', 'Flooring', 'HVAC', 'Paint'].map((k) => [k, rng.int(2, 30) * 500] as const);
    const html = documentHtml({
      title: 'Desktop', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="background:#0b3954;color:#fff;padding:8px"><b style="font-size:13pt">${esc(f.appraiser.name)}</b> · Desktop Valuation</div>
<p style="margin-top:10px">Subject: <b>${esc(oneLine(sub.address))}</b><br>Ordered by: ${esc(f.lender.name)} for ${esc(owner(f))}<br>Inspection type: exterior / desktop · Date: ${d(f.documentDate, 'abbr')}</p>
<table class="grid" style="width:60%"><tr><th></th><th>Value</th></tr><tr><td>As-Is Value</td><td><b>${usd(sub.value)}</b></td></tr><tr><td>After Repair Value</td><td>${usd(arv)}</td></tr><tr><td>90-day quick sale</td><td>${usd(near(rng, sub.value, 0.82, 0.9, 1000))}</td></tr></table>
<h4 style="margin:10px 0 4px">Estimated repairs</h4><table class="grid" style="width:60%">${items.map(([k, v]) => `<tr><td>${k}</td><td class="right">${usd(v)}</td></tr>`).join('')}</table>
<p style="margin-top:10px">Property type: ${esc(propTypeLabel(rng, sub.type, sub.units))}. ${sub.squareFeet ? `${sub.squareFeet.toLocaleString('en-US')} sq ft,` : ''} built ${sub.yearBuilt ?? 'n/a'}.</p>
<p class="small">Prepared by ${esc(fullName(f.appraiser.contact))}. Not a USPAP appraisal.</p>`],
    });
    return {
      kind: 'html', documentType: 'Appraisal Report', html,
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value']),
    };
  },
};

const transmittal: Family = {
  id: 'setl-appraiser-value-letter-short',
  description: 'One-page appraisal value letter / certificate of value, with loan number and borrower named in the reference line.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const sub = f.property;
    const html = documentHtml({
      title: 'Certificate of Value', font: 'serif', fontSize: '11pt', page: { margin: '1in' },
      pages: [`<div class="center"><div class="b" style="font-size:15pt;letter-spacing:1px">${esc(f.appraiser.name.toUpperCase())}</div><div class="small">${esc(oneLine(f.appraiser.address))}</div></div>
<h3 class="center" style="margin:22px 0">CERTIFICATE OF VALUE</h3>
<p>Client: ${esc(f.lender.name)} &nbsp; Loan No.: ${f.loan.loanNumber}</p>
<p>Borrower: ${esc(owner(f))}</p>
<p>Subject: ${esc(street(sub.address, true))}, ${esc(cityLine(sub.address, true))}</p>
<p>Property type: ${esc(propTypeLabel(rng, sub.type, sub.units))}</p>
<p>We certify that we have inspected the subject on ${d(shift(f.documentDate, -2), 'long')} and that, in our opinion, its market value in its present condition is</p>
<p class="center b" style="font-size:14pt;margin:14px 0">${usd(sub.value, true)}</p>
<p>Appraisal fee: ${usd(rng.pick([450, 550, 650, 750]))} (paid). ${sub.purchasePrice ? `Contract price reviewed: ${usd(sub.purchasePrice)}.` : ''}</p>
<p style="margin-top:30px"><span class="sig">${esc(fullName(f.appraiser.contact))}, Certified ${rng.pick(['Residential', 'General'])} Appraiser</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Appraisal Report', html,
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'loan_number', 'property_address', 'property_type', 'property_value']),
    };
  },
};

const landReport: Family = {
  id: 'setl-appraiser-land-restricted-report',
  description: 'Restricted appraisal report for land or a lot: site description, zoning, land sales table, final opinion.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const sub = f.property;
    const sales = comps(f, rng, 4);
    const acres = (rng.int(20, 900) / 100).toFixed(2);
    const html = documentHtml({
      title: 'Restricted Appraisal', font: 'serif', fontSize: '9.5pt',
      pages: [`<h2>RESTRICTED APPRAISAL REPORT</h2><p class="muted">${esc(f.appraiser.name)} · Report ${rng.int(1000, 9999)}-${f.documentDate.slice(2, 4)}</p>
<p><b>Subject:</b> ${esc(oneLine(sub.address))} &nbsp; <b>Site area:</b> ${acres} acres &nbsp; <b>Zoning:</b> ${rng.pick(['R-1', 'RS-7', 'C-2', 'AG', 'PUD'])}</p>
<p><b>Client:</b> ${esc(f.lender.name)} &nbsp; <b>Property owner / applicant:</b> ${esc(owner(f))}</p>
<p><b>Type:</b> ${esc(propTypeLabel(rng, sub.type, sub.units))} &nbsp; <b>Highest and best use:</b> ${sub.type === 'Land' ? 'residential development' : 'continued use as improved'}</p>
<h4>Comparable Sales</h4><table class="grid"><tr><th>#</th><th>Location</th><th>Sale date</th><th>Price</th><th>Distance</th></tr>
${sales.map((s, i) => `<tr><td>${i + 1}</td><td>${esc(s.addr)}</td><td>${d(s.date, 'abbr')}</td><td>${usd(s.price)}</td><td>${s.dist}</td></tr>`).join('')}</table>
<h4 style="margin-top:10px">Final Opinion of Value</h4><p>As of ${d(f.documentDate, 'long')}, the as-is market value of the fee simple interest is <b>${usd(sub.value)}</b>. Exposure time ${rng.int(3, 12)} months.</p>
<p class="small">${esc(fullName(f.appraiser.contact))}, ${esc(f.appraiser.contact.email)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Appraisal Report', html,
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value']),
    };
  },
};

const compsWorkbook: Family = {
  id: 'setl-appraiser-comps-workbook',
  description: 'Appraiser\'s comparables workbook: subject row first then comparable rows; value conclusion at the bottom.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const sub = f.property;
    const cs = comps(f, rng, 4);
    const rows: SheetCell[][] = [
      [`${f.appraiser.name} — Sales Grid`, null, null, null, null],
      ['Client', f.lender.name, null, null, null],
      ['Borrower', owner(f), null, null, null],
      [null, null, null, null, null],
      ['Role', 'Address', 'Sale Price', 'Sale Date', 'Sq Ft'],
      ['Subject', oneLine(sub.address), sub.purchasePrice ?? null, null, sub.squareFeet ?? null],
      ...cs.map((c, i): SheetCell[] => [`Comp ${i + 1}`, c.addr, c.price, new Date(`${c.date}T00:00:00Z`), c.sqft]),
      [null, null, null, null, null],
      ['Subject type', propTypeLabel(rng, sub.type, sub.units), null, null, null],
      ['Concluded as-is value', sub.value, null, null, null],
      ['Effective date', new Date(`${f.documentDate}T00:00:00Z`), null, null, null],
    ];
    return {
      kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Sales Grid', rows }],
      truth: t(f, [...(f.entity ? ['entity_name'] as const : ['borrower_first_name', 'borrower_last_name'] as const), 'property_address', 'property_type', 'property_value']),
    };
  },
};

export const appraiserFamilies: Family[] = [formReport, narrative, desktop, transmittal, landReport, compsWorkbook];
