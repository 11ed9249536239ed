// Appraisals (as-is / as-repaired), desk reviews, BPOs with storm-damage notes, flood/elevation addenda.
import { documentHtml, esc, flow, kvTable } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import { FLOOD_ZONES, STORMS, SURVEYORS, Stated, addr1, addrFull, dt, anyDate, fullName, phone, propTypeWords, usd } from './util';

function comps(f: DealFacts, rng: Rng, n: number): string {
  const base = f.property.arv ?? f.property.value;
  const rows = Array.from({ length: n }, (_, i) => {
    const price = Math.round(base * (0.85 + rng.next() * 0.3) / 500) * 500;
    return `<tr><td>Comp ${i + 1}</td><td>${rng.int(100, 9999)} ${rng.pick(['Bayou Rd', 'Pass Christian Rd', 'Old Spanish Trl', 'Scenic Hwy', 'Ocean Blvd', 'Gulf Beach Hwy', 'Airline Dr'])}</td><td>${usd(price)}</td><td>${dt(`${f.documentDate.slice(0, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'us')}</td><td>${rng.int(900, 3200)}</td><td>${(rng.next() * 1.9 + 0.1).toFixed(2)} mi</td></tr>`;
  }).join('');
  return `<table class="grid small"><tr><th></th><th>Address</th><th>Sale price</th><th>Date</th><th>GLA</th><th>Proximity</th></tr>${rows}</table>`;
}

/** Appraisal summary page with as-is and as-repaired values. */
const appraisalSummary: Family = {
  id: 'ab-appraisal-as-is-as-repaired',
  description: 'Appraisal report summary: subject/contract/assignment boxes, reconciliation with as-is and as-repaired values, comps grid.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated(f).add('borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value');
    const a = f.property.address;
    const subj: [string, string][] = [
      ['Property Address', esc(addr1(a))], ['City / State / Zip', `${esc(a.city)}, ${a.state} ${a.zip}`],
      ['Borrower', esc(f.entity ? `${f.entity.name} (${fullName(f.borrower)})` : fullName(f.borrower, true))],
      ['Owner of Public Record', esc(f.loan.purpose === 'Purchase' ? fullName(f.seller) : f.entity ? f.entity.name : fullName(f.borrower))],
      ['Property type / design', esc(propTypeWords(rng, f))], ['Year built / GLA', `${f.property.yearBuilt ?? '—'} / ${f.property.squareFeet ?? '—'} sf`],
      ['FEMA flood zone / map #', `${rng.pick(FLOOD_ZONES)} / ${rng.int(22000, 48999)}C${rng.int(100, 999)}${rng.pick(['E', 'F', 'G'])}`],
      ['Lender/Client', esc(f.lender.name)],
    ];
    if (f.entity) s.add('entity_name');
    if (rng.chance(0.5)) { subj.push(['Lender loan #', f.loan.loanNumber]); s.add('loan_number'); }
    if (f.property.purchasePrice) subj.push(['Contract price', usd(f.property.purchasePrice)]);
    const recon: [string, string][] = [['Indicated value by Sales Comparison', usd(f.property.value)], ['"As Is" Market Value', `<b>${usd(f.property.value)}</b> as of ${dt(f.documentDate, 'us')}`]];
    if (f.property.arv) recon.push(['"As Repaired" / Prospective Value', `${usd(f.property.arv)} subject to completion per scope`]);
    const blocks = [
      `<div style="display:flex;justify-content:space-between"><b style="font-size:13pt">Summary Appraisal Report</b><span class="small">File # ${rng.pick(['GC', 'LA', 'MS'])}-${rng.int(10000, 99999)}</span></div><hr>`,
      `<h4>SUBJECT</h4>${kvTable(subj, { labelWidth: '34%' })}`,
      `<h4>CONDITION</h4><p class="small">${esc(rng.pick(STORMS))} damage observed: ${rng.pick(['roof covering missing on rear slope, tarped; interior ceiling stains in 2 bedrooms', 'flood line at 18 in.; drywall removed to 4 ft; HVAC replaced', 'soffit, fascia, and fence damage only; interior average', 'no storm damage observed; dated finishes'])}. C${rng.int(3, 5)} as-is.</p>`,
      { html: `<h4>SALES COMPARISON</h4>${comps(f, rng, 3)}`, lines: 7 },
      `<h4>RECONCILIATION</h4>${kvTable(recon, { labelWidth: '40%' })}`,
      `<p class="small">Appraiser: ${esc(fullName(f.appraiser.contact))}, ${esc(f.appraiser.name)}, Cert. Res. ${rng.pick(['LA', 'MS', 'TX', 'FL', 'AL'])} #${rng.int(1000, 9999)} &middot; ${phone(f.appraiser.contact.phone, 1)} &middot; Inspection ${dt(f.documentDate, 'short')}</p>`,
    ];
    const html = documentHtml({ title: 'Appraisal', font: 'sans', fontSize: '9pt', css: 'h4{margin:9px 0 3px;background:#e4e4e4;padding:2px 4px}', pages: flow(blocks, { charsPerLine: 110, linesPerPage: 54 }), page: { pageNumbers: true, footerLeft: esc(f.appraiser.name) } });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

/** Review appraiser's desk review letter. */
const deskReview: Family = {
  id: 'ab-appraisal-desk-review-letter',
  description: "Review appraiser's desk review letter to the lender: original vs. reviewed values, concurrence, loan reference.",
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated(f).add('property_address', 'property_value', 'borrower_last_name', 'borrower_first_name');
    const orig = Math.round(f.property.value * (1 + rng.next() * 0.12) / 5000) * 5000 + 5000;
    const reviewer = rng.pick(['Gulf States Review Services', 'Crescent Appraisal Review', 'Second Look Valuation LLC']);
    let loanRef = '';
    if (rng.chance(0.6)) { loanRef = `<br>Loan No.: ${f.loan.loanNumber}`; s.add('loan_number'); }
    let amt = '';
    if (rng.chance(0.5)) { amt = ` The requested loan amount of ${usd(f.loan.amount)} was considered only for scope; it did not influence value.`; s.add('loan_amount'); }
    if (f.entity) s.add('entity_name');
    const html = documentHtml({
      title: 'Desk Review', font: 'serif',
      pages: [`<div><b style="font-size:14pt">${esc(reviewer)}</b><br><span class="small">Appraisal Review &amp; Quality Control</span></div><hr>
<p>${dt(f.documentDate, 'long')}</p><p>${esc(f.lender.name)}<br>Attn: ${esc(fullName(f.lender.contact))}<br>${esc(addrFull(f.lender.address))}</p>
<p><b>Re: Desk Review</b><br>Subject: ${esc(addrFull(f.property.address, true))}<br>Borrower: ${esc(f.entity ? `${f.entity.name}, ${fullName(f.borrower)}` : fullName(f.borrower))}${loanRef}<br>Original appraiser: ${esc(fullName(f.appraiser.contact))} of ${esc(f.appraiser.name)}</p>
<p>At your request we completed a desk review of the referenced report. The original report concluded an as-is value of ${usd(orig)}${f.property.arv ? ` and an as-repaired value of ${usd(f.property.arv)}` : ''}. Two of the three comparables pre-date ${esc(rng.pick(STORMS))} and were not adjusted for post-storm market conditions and insurance cost increases.</p>
<p>Based on our analysis, we do not concur with the original value. Our reviewed <b>as-is market value is ${usd(f.property.value)}</b>.${amt}</p>
<p>The subject is a ${esc(propTypeWords(rng, f).toLowerCase())} in flood zone ${esc(rng.pick(FLOOD_ZONES))}; the report's elevation data was ${rng.pick(['verified against the EC', 'not supported by an EC', 'consistent with LiDAR'])}.</p>
<p>Respectfully,</p><p><span class="scrawl">${esc(rng.pick(['M. Arceneaux', 'J. Pitre', 'L. Gautreaux']))}</span><br>Review Appraiser, ${esc(reviewer)}</p>`],
    });
    s.add('property_type');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

/** BPO with storm-damage notes and repair list. */
const bpo: Family = {
  id: 'ab-bpo-storm-damage',
  description: 'Broker price opinion for a storm-damaged house: as-is vs. repaired price, repair list with costs, listing comps.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const s = new Stated(f).add('property_address', 'property_value', 'property_type');
    const repairs = [['Roof (arch. shingle)', rng.int(9, 24) * 1000], ['Drywall / insulation', rng.int(6, 20) * 1000], ['Flooring', rng.int(4, 15) * 1000], ['HVAC', rng.int(5, 11) * 1000], ['Exterior / soffit', rng.int(2, 8) * 1000]] as const;
    const picked = repairs.slice(0, rng.int(2, 5));
    const total = picked.reduce((t, [, c]) => t + c, 0);
    const rows: [string, string][] = [['Subject', esc(addrFull(f.property.address))], ['Type', esc(propTypeWords(rng, f))], ['Occupancy', rng.pick(['Vacant', 'Vacant - storm damaged', 'Tenant occupied'])], ['Ordered by', esc(f.lender.name)]];
    if (rng.chance(0.6)) { rows.push(['Client borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))]); s.add(f.entity ? 'entity_name' : 'borrower_last_name'); if (!f.entity) s.add('borrower_first_name'); }
    const html = documentHtml({
      title: 'BPO', font: 'condensed', fontSize: '9.5pt', css: '.k{width:30%;font-weight:bold}',
      pages: [`<h2>Broker Price Opinion — Exterior${rng.chance(0.5) ? ' + Interior' : ''}</h2><p class="small">${anyDate(rng, f.documentDate)} &middot; Prepared by ${esc(fullName(f.appraiser.contact))}, ${esc(rng.pick(['Coldwell Banker Coastal', 'RE/MAX Gulf Shores', 'Keller Williams Metairie']))}</p>
${kvTable(rows)}
<h4 style="margin:10px 0 3px">Repairs needed</h4><table class="grid" style="width:60%">${picked.map(([k, c]) => `<tr><td>${k}</td><td class="right">${usd(c)}</td></tr>`).join('')}<tr><td><b>Total</b></td><td class="right"><b>${usd(total)}</b></td></tr></table>
<h4 style="margin:10px 0 3px">Pricing</h4>${kvTable([['As-is value', `<b>${usd(f.property.value)}</b>`], ['Repaired value', f.property.arv ? usd(f.property.arv) : usd(f.property.value + total + Math.round(total * 0.3 / 1000) * 1000)], ['Suggested list (as-is)', usd(Math.round(f.property.value * 1.04 / 1000) * 1000 + 900)], ['Marketing time', `${rng.int(30, 120)} days`]])}
<p class="small" style="margin-top:8px">Note: insurance availability affects buyer pool; ${rng.pick(['several carriers non-renewing in this ZIP', 'citizens/state pool quote ~$6,800/yr', 'flood premium under Risk Rating 2.0 est. $2,400/yr'])}.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

/** Appraisal with a flood / elevation certificate addendum page. */
const floodAddendum: Family = {
  id: 'ab-appraisal-flood-elevation-addendum',
  description: 'Two-page appraisal extract: value conclusion page plus flood zone determination and elevation certificate addendum (surveyor decoy).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Stated(f).who().add('property_address', 'property_value');
    const bfe = rng.int(6, 16);
    const ff = bfe + rng.int(-2, 4) + rng.int(0, 9) / 10;
    const sv = rng.pick(SURVEYORS);
    const p1 = `<h3>APPRAISAL OF REAL PROPERTY — VALUE CONCLUSION</h3><p class="small">Prepared for ${esc(f.lender.name)} &middot; Intended user: lender only</p>
${kvTable([
    ['Subject', esc(addrFull(f.property.address, true))],
    ['Borrower/Applicant', esc(f.entity ? `${f.entity.name} — ${fullName(f.borrower)}` : fullName(f.borrower))],
    ['Interest appraised', 'Fee simple'],
    ['Effective date', dt(f.documentDate, 'long')],
    ['Market value "as is"', `<b>${usd(f.property.value)}</b>`],
    ...(f.property.arv ? [['Hypothetical "as complete" value', usd(f.property.arv)] as [string, string]] : []),
    ['Exposure time', `${rng.int(3, 9)} months`],
  ])}
<p style="margin-top:10px">In our opinion the market value of the subject in its current condition, with storm damage as described, is ${usd(f.property.value)}. Values assume no further storm damage and that the property is insurable at market rates.</p>
<p class="small">${esc(fullName(f.appraiser.contact))}, ${esc(f.appraiser.name)}</p>`;
    const p2 = `<h3>ADDENDUM — FLOOD ZONE &amp; ELEVATION</h3>
${kvTable([
    ['FEMA zone', esc(rng.pick(FLOOD_ZONES))], ['Community #', `${rng.int(220000, 489999)}`], ['Panel / suffix', `${rng.int(100, 999)} ${rng.pick(['E', 'F', 'G'])}`], ['Map date', dt(`${rng.int(2007, 2021)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'us')],
    ['Base flood elevation (BFE)', `${bfe} ft NAVD88`], ['Top of bottom floor', `${ff.toFixed(1)} ft`], ['Lowest adjacent grade', `${(bfe - rng.int(3, 8)).toFixed(1)} ft`],
    ['Building diagram #', String(rng.pick([1, 5, 6, 8]))], ['EC prepared by', `${esc(sv)}, ${phone(`${rng.pick(['504', '228', '251'])}5550${rng.int(100, 199)}`, 1)}`],
  ])}
<p class="small" style="margin-top:8px">Elevation relative to BFE: ${(ff - bfe).toFixed(1)} ft. ${ff > bfe ? 'Structure appears compliant.' : 'Structure is below BFE; substantial damage determination by the local floodplain manager may require elevation before rebuild (50% rule).'}</p>`;
    const html = documentHtml({ title: 'Appraisal + Flood', font: 'serif', fontSize: '9.5pt', css: '.k{width:40%}', pages: [p1, p2], page: { pageNumbers: true, footerLeft: esc(f.appraiser.name) } });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};


/** Commercial appraisal letter of transmittal (marina building, strip retail, RV land). */
const commercialTransmittal: Family = {
  id: 'ab-commercial-appraisal-transmittal',
  description: 'MAI letter of transmittal for a small commercial appraisal: as-is market value, prospective stabilized/completed value, extraordinary assumptions about storm repairs.',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Stated(f).add('property_address', 'property_value', 'property_type');
    const stab = f.property.arv ?? Math.round(f.property.value * (1.12 + rng.next() * 0.2) / 10000) * 10000;
    const use = f.property.type === 'Land' ? rng.pick(['vacant commercial land (proposed RV park)', 'waterfront land parcel']) : ['Retail', 'Office', 'Industrial', 'Mixed Use'].includes(f.property.type) ? rng.pick(['marina service building with ship store', 'multi-tenant strip retail center', 'flex/warehouse building', 'mixed-use building']) : rng.pick(['income-producing residential property', 'investment residential property', 'rental property']);
    let cl = '';
    if (rng.chance(0.6)) { cl = ` The client has indicated a proposed loan of ${usd(f.loan.amount)}.`; s.add('loan_amount'); }
    let who = '';
    if (rng.chance(0.7)) { who = `<br>Borrower/Sponsor: ${esc(f.entity ? f.entity.name : fullName(f.borrower))}`; if (f.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name'); }
    const html = documentHtml({
      title: 'Transmittal', font: 'serif', fontSize: '10pt',
      pages: [`<div style="text-align:center"><b style="font-size:14pt">${esc(f.appraiser.name)}</b><br><span class="small">Commercial Real Estate Appraisal &amp; Consulting &middot; ${esc(addrFull(f.appraiser.address))}</span></div><hr>
<p>${dt(f.documentDate, 'long')}</p><p>${esc(fullName(f.lender.contact))}<br>${esc(f.lender.name)}<br>${esc(addrFull(f.lender.address))}</p>
<p><b>RE: Appraisal of ${esc(use)}</b><br>${esc(addrFull(f.property.address, true))}${who}<br>Our file: ${rng.int(24, 26)}-${rng.int(100, 999)}C</p>
<p>Dear ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}:</p>
<p>At your request, we have appraised the fee simple interest in the above ${esc(propTypeWords(rng, f).toLowerCase())} property. The property ${f.property.squareFeet ? `contains approximately ${f.property.squareFeet.toLocaleString('en-US')} square feet of building area` : 'is unimproved'} and ${rng.pick(['sustained roof and storefront damage in', 'had minor damage from', 'was not materially damaged by'])} ${esc(rng.pick(STORMS))}.${cl}</p>
<table class="grid" style="width:90%;margin:8px 0"><tr><th>Value premise</th><th>Interest</th><th>Date</th><th>Value</th></tr>
<tr><td>As Is Market Value</td><td>Fee Simple</td><td>${dt(f.documentDate, 'us')}</td><td class="right"><b>${usd(f.property.value)}</b></td></tr>
<tr><td>Prospective Value Upon ${f.property.type === 'Land' ? 'Completion' : 'Stabilization'}</td><td>Fee Simple</td><td>${dt(f.loan.closingDate.slice(0, 4) + '-12-31', 'us')}</td><td class="right">${usd(stab)}</td></tr></table>
<p><b>Extraordinary assumption:</b> storm repairs will be completed in a workmanlike manner per the contractor's scope, and windstorm insurance remains available at quoted premiums. <b>Hypothetical condition:</b> none.</p>
<p>Respectfully submitted,</p><p><span class="scrawl">${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</span><br>${esc(fullName(f.appraiser.contact))}, MAI<br>State Certified General Appraiser</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: s.truth() };
  },
};

export const thirdPartyFamilies: Family[] = [commercialTransmittal, appraisalSummary, deskReview, bpo, floodAddendum];
