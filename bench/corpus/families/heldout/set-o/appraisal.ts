// Appraisers and valuation: a narrative commercial appraisal, a BPO, a desk review and a residential summary page.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { documentHtml, esc, kvTable, letterhead } from '../../../style';

import { addressOneLine, date, fullName, money, phone, propertyTypeLabel, tr } from './fmt';

function comps(rng: Rng, f: DealFacts, n: number): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const price = Math.round(f.property.value * (0.82 + rng.next() * 0.36) / 1000) * 1000;
    const sf = f.property.squareFeet ?? rng.int(1200, 9000);
    return [`${i + 1}`, `${rng.int(100, 9800)} ${rng.pick(['Commerce', 'Westheimer', 'Bissonnet', 'Ponce', 'Bay', 'Gervais', 'Elm'])} ${rng.pick(['St', 'Ave', 'Rd', 'Blvd'])}`, money(price), `${rng.int(1, 12)}/${rng.int(1, 28)}/${Number(f.documentDate.slice(0, 4)) - rng.int(0, 1)}`, `$${(price / sf).toFixed(2)}`];
  });
}

export const appraisalFamilies: Family[] = [
  {
    id: 'so-narrative-appraisal-excerpt',
    description: 'Commercial narrative appraisal excerpt: letter of transmittal, summary of salient facts, sales comparison table, certification',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const a = f.appraiser;
      const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
      const owner = f.entity ? f.entity.name : fullName(f.borrower);
      const ownerField = f.entity ? 'entity_name' : 'borrower_last_name';
      const prospective = f.property.arv ? `<tr><td>Prospective Market Value Upon Stabilization</td><td>${money(f.property.arv)}</td></tr>` : '';
      const pages = [
        `${letterhead({ name: a.name, lines: [esc(`${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.zip}`), `${phone(a.contact.phone)} · ${esc(a.contact.email)}`], color: '#3d3d6b' })}
<p>${date(f.documentDate, 'long')}</p><p>${esc(fullName(f.lender.contact))}<br>${esc(f.lender.name)}</p>
<p><b>RE: Appraisal of ${esc(propertyTypeLabel(rng, f))} property located at ${esc(addressOneLine(rng, f.property.address))}</b></p>
<p>At your request, we have prepared an appraisal of the above property in an Appraisal Report format. The purpose of the appraisal is to develop an opinion of the as-is market value of the fee simple interest. The client is ${esc(f.lender.name)}; the intended use is first-mortgage lending. The property is owned by ${esc(owner)}.</p>
<p>Based on the analysis in the attached report, our opinion of value is:</p>
<table class="grid"><tr><th>Value premise</th><th>Value</th></tr><tr><td>As-Is Market Value, as of ${date(f.documentDate, 'long')}</td><td><b>${money(f.property.value)}</b></td></tr>${prospective}</table>
<p style="margin-top:12px">Respectfully submitted,<br>${esc(a.name)}<br><span class="sig">${esc(fullName(a.contact))}, MAI, State Certified General Appraiser</span></p>`,
        `<h3>SALES COMPARISON APPROACH</h3><table class="grid"><tr><th>#</th><th>Address</th><th>Sale Price</th><th>Sale Date</th><th>$/SF</th></tr>${comps(rng, f, 4).map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
<p style="margin-top:10px">The comparables were adjusted for location, age/condition, size and market conditions. Greatest weight is given to Comparables 1 and 3.</p>
<h3>CERTIFICATION</h3><p class="small">I certify that, to the best of my knowledge and belief, the statements of fact contained in this report are true and correct; my compensation is not contingent upon the reporting of a predetermined value; this appraisal was prepared in conformity with USPAP.</p>`,
      ];
      if (f.entity) fields.push(ownerField); else fields.push('borrower_first_name', 'borrower_last_name');
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages, fontSize: '10pt', page: { pageNumbers: true, footerLeft: esc(a.name) } }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-bpo-form',
    description: 'Broker price opinion form: subject section, three sold comps, as-is and repaired values, agent signature',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
      const agent = f.appraiser.contact;
      const html = `<div style="display:flex;justify-content:space-between;align-items:end;border-bottom:2px solid #000"><b style="font-size:15pt">BROKER PRICE OPINION</b><span>Order # ${rng.int(100000, 999999)}</span></div>
<table class="grid" style="margin-top:8px"><tr><td><b>Subject</b><br>${esc(addressOneLine(rng, f.property.address))}</td><td><b>Type</b><br>${esc(propertyTypeLabel(rng, f))}</td><td><b>Inspection</b><br>Exterior only, ${date(f.documentDate, 'us')}</td></tr>
<tr><td><b>Client</b><br>${esc(f.lender.name)}</td><td><b>Occupancy</b><br>${rng.pick(['Vacant', 'Tenant', 'Owner'])}</td><td><b>Year built</b><br>${f.property.yearBuilt ?? 'n/a'}</td></tr></table>
<h4>Sold comparables</h4><table class="grid"><tr><th>#</th><th>Address</th><th>Sold price</th><th>Date</th><th>$/SF</th></tr>${comps(rng, f, 3).map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>
<h4>Value conclusion</h4>${kvTable([['As-is value (90-day marketing)', `<b>${money(f.property.value)}</b>`], ['Repaired value', f.property.arv ? money(f.property.arv) : 'Same as as-is'], ['Suggested list price', money(Math.round(f.property.value * 1.04 / 1000) * 1000)]])}
<p style="margin-top:10px">Agent: ${esc(fullName(agent))}, ${esc(f.appraiser.name)} · ${phone(agent.phone)} · Lic. #${rng.int(400000, 799999)}</p>`;
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'BPO', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-desk-review-scan',
    description: 'Appraisal desk review (reviewer concurs with the original value) printed and scanned by the lender',
    formats: ['pdf_text', 'pdf_scanned'],
    make(f, rng) {
      const fields: TruthField[] = ['property_address', 'property_value', 'loan_number'];
      const html = `<h2>APPRAISAL REVIEW — DESK</h2><p>Review date: ${date(f.documentDate, 'abbr')} &nbsp; Lender loan #: ${f.loan.loanNumber}</p>
${kvTable([['Subject property', esc(addressOneLine(rng, f.property.address))], ['Original appraiser', `${esc(fullName(f.appraiser.contact))}, ${esc(f.appraiser.name)}`], ['Original value', money(f.property.value)], ['Reviewer conclusion', `Concur — as-is value of ${money(f.property.value)} is supported`], ['Reviewer', `${esc(fullName(f.lender.contact))} (${esc(f.lender.name)} credit)`]])}
<p style="margin-top:12px">Comments: Comparables are appropriate and within one mile. Adjustments are reasonable. No further action required.</p>`;
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Review', pages: [html], fontSize: '11pt' }), truth: tr(f, fields) };
    },
  },
  {
    id: 'so-residential-appraisal-summary-photo',
    description: 'Phone photo of the first page of a residential appraisal: subject box with borrower and owner of record, reconciled value',
    formats: ['pdf_text', 'image'],
    make(f, rng) {
      const fields: TruthField[] = ['property_address', 'property_value', 'borrower_first_name', 'borrower_last_name'];
      const html = `<div class="center b" style="font-size:12pt">Summary Appraisal Report — Residential</div><div class="center small">File # ${rng.int(10000, 99999)}</div>
<table class="grid" style="margin-top:8px;font-size:9pt"><tr><td colspan="2">Property Address: ${esc(addressOneLine(rng, f.property.address))}</td></tr>
<tr><td>Borrower: ${esc(fullName(f.borrower))}</td><td>Owner of Public Record: ${esc(f.property.purchasePrice ? fullName(f.seller) : f.entity?.name ?? fullName(f.borrower))}</td></tr>
<tr><td>Lender/Client: ${esc(f.lender.name)}</td><td>Assignment: ${f.property.purchasePrice ? 'Purchase' : 'Refinance'}</td></tr>
<tr><td>Contract Price: ${f.property.purchasePrice ? money(f.property.purchasePrice) : 'n/a'}</td><td>Date of Contract: ${f.property.purchasePrice ? date(f.documentDate, 'us') : 'n/a'}</td></tr></table>
<h4>Reconciliation</h4><p>Indicated value by Sales Comparison Approach ${money(f.property.value)}. This report is made "as is". My opinion of the market value of the subject property is <b>${money(f.property.value)}</b> as of ${date(f.documentDate, 'us')}.</p>
<p>Appraiser: ${esc(fullName(f.appraiser.contact))} · ${esc(f.appraiser.name)}</p>`;
      if (!f.property.purchasePrice && f.entity) fields.push('entity_name');
      return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [html], font: 'sans' }), truth: tr(f, fields) };
    },
  },
];
