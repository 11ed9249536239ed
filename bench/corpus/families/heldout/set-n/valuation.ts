// Appraisers and agents: appraisal summaries, narrative letters of value, BPOs and desktop evaluations. Comparable
// sales, contract prices and after-repair values are distractors; the as-is value is the property value.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { checkboxes, documentHtml } from '../../../style';
import { anyPhone, esc, fmtDate, fullName, money, oneLine, otherPerson, propTypePhrase, shiftDate, truth } from './util';

interface Comp { address: string; price: number; date: string; sf: number; dist: string }

const COMP_STREETS = ['Larkspur', 'Fenwick', 'Quarry', 'Tamarack', 'Bellflower', 'Ridgeway', 'Ashby', 'Corliss', 'Winthrop', 'Garnet', 'Osage', 'Periwinkle'];

function comps(f: DealFacts, rng: Rng, n: number): Comp[] {
  const out: Comp[] = [];
  for (let i = 0; i < n; i++) {
    const sfBase = f.property.squareFeet ?? 1800;
    out.push({
      address: `${rng.int(100, 9999)} ${rng.pick(COMP_STREETS)} ${rng.pick(['St', 'Ave', 'Dr', 'Ct', 'Way'])}, ${f.property.address.city}`,
      price: Math.round((f.property.value * (0.86 + rng.next() * 0.3)) / 500) * 500 + 250,
      date: fmtDate(shiftDate(f.documentDate, -rng.int(20, 170)), 'us'),
      sf: Math.round(sfBase * (0.85 + rng.next() * 0.3)),
      dist: `${(rng.int(1, 12) / 10).toFixed(1)} mi`,
    });
  }
  return out;
}

function borrowerOnReport(f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(f.borrower);
}

function reportFields(f: DealFacts): TruthField[] {
  return f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}

const formAppraisal: Family = {
  id: 'setn-appraisal-form-summary',
  description: 'Residential appraisal summary in a 1004-like grid: subject section, contract section, sales comparison grid, reconciliation (as-is and as-repaired).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const cs = comps(f, rng, 3);
    const p = f.property;
    const purchase = p.purchasePrice;
    const cell = (l: string, v: string, span = 1) => `<td colspan="${span}"><div class="l">${l}</div><div>${v}</div></td>`;
    const page1 = `<div style="display:flex;justify-content:space-between"><b>${['Single Family', '2-4 Unit', 'Condo', 'Townhouse'].includes(p.type) ? 'Uniform Residential Appraisal Report — Summary' : 'Appraisal Report — Restricted Summary Format'}</b><span class="small">File # ${rng.int(10000, 99999)}</span></div>
<table class="f"><tr>${cell('Property Address', esc(oneLine(p.address)), 3)}${cell('County', esc(otherPerson(rng).split(' ')[1] ?? ''))}</tr>
<tr>${cell('Borrower', esc(borrowerOnReport(f)), 2)}${cell('Owner of Public Record', esc(purchase ? fullName(f.seller, false) : borrowerOnReport(f)))}${cell('Occupant', checkboxes(['Owner', 'Tenant', 'Vacant'], rng.pick(['Tenant', 'Vacant'])))}</tr>
<tr>${cell('Lender/Client', esc(f.lender.name), 2)}${cell('Address', esc(oneLine(f.lender.address)), 2)}</tr>
<tr>${cell('Property type', esc(propTypePhrase(f, rng)))}${cell('Year built', String(p.yearBuilt ?? '—'))}${cell('GLA', `${p.squareFeet ?? '—'} sf`)}${cell('Lender loan #', f.loan.loanNumber)}</tr></table>
<div class="sec">CONTRACT</div><p class="small">${purchase ? `I did analyze the contract for sale. Contract price ${money(purchase)}, dated ${fmtDate(shiftDate(f.documentDate, -18), 'us')}. Seller is owner of public record.` : 'Not a purchase transaction; refinance.'}</p>
<div class="sec">SALES COMPARISON APPROACH</div>
<table class="f"><tr><th>Feature</th><th>Subject</th>${cs.map((_, i) => `<th>Comparable ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td><td>${esc(p.address.street)}</td>${cs.map((c) => `<td>${esc(c.address)}</td>`).join('')}</tr>
<tr><td>Proximity</td><td></td>${cs.map((c) => `<td>${c.dist}</td>`).join('')}</tr>
<tr><td>Sale price</td><td>${purchase ? money(purchase) : ''}</td>${cs.map((c) => `<td>${money(c.price)}</td>`).join('')}</tr>
<tr><td>Date of sale</td><td></td>${cs.map((c) => `<td>${c.date}</td>`).join('')}</tr>
<tr><td>GLA</td><td>${p.squareFeet ?? ''}</td>${cs.map((c) => `<td>${c.sf}</td>`).join('')}</tr>
<tr><td>Adjusted price</td><td></td>${cs.map((c) => `<td>${money(c.price + rng.int(-8, 8) * 500)}</td>`).join('')}</tr></table>`;
    const page2 = `<div class="sec">RECONCILIATION</div>
<p>Indicated value by sales comparison approach: ${money(p.value)}. Cost approach not developed. Income approach not developed.</p>
<p>This appraisal is made ${p.arv ? '☒ "as is" and ☒ subject to completion per plans and specifications (as-repaired)' : '☒ "as is"'}.</p>
<table class="f" style="width:70%"><tr><td><b>Opinion of market value, AS IS</b></td><td><b>${money(p.value)}</b></td></tr>
${p.arv ? `<tr><td>Opinion of market value, AS REPAIRED (hypothetical)</td><td>${money(p.arv)}</td></tr>` : ''}
<tr><td>Effective date of value</td><td>${fmtDate(shiftDate(f.documentDate, -2), 'long')}</td></tr></table>
<div class="sec" style="margin-top:14px">APPRAISER</div>
<p>Signature: <span class="scrawl">${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</span><br>Name: ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, Certified Residential Appraiser<br>Company: ${esc(f.appraiser.name)}<br>Phone: ${anyPhone(rng, f.appraiser.contact.phone)} · ${esc(f.appraiser.contact.email)}<br>State certification # ${rng.int(100000, 999999)}</p>`;
    const html = documentHtml({
      title: 'Appraisal', font: 'condensed', fontSize: '8.5pt',
      css: '.f{width:100%;border-collapse:collapse;margin-bottom:6px} .f td,.f th{border:1px solid #333;padding:2px 4px;vertical-align:top;text-align:left} .l{font-size:6.5pt;color:#444;text-transform:uppercase} .sec{background:#ddd;font-weight:bold;padding:2px 4px;margin-top:8px}',
      pages: [page1, page2], page: { pageNumbers: true, footerLeft: esc(f.appraiser.name) },
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...reportFields(f), 'property_address', 'property_type', 'property_value', 'loan_number']) };
  },
};

const narrative: Family = {
  id: 'setn-appraisal-narrative-letter',
  description: 'Commercial appraiser\'s letter of transmittal: prose conclusion of as-is market value, income approach table, prospective value as a distractor.',
  formats: ['pdf_text'],
  make(f, rng) {
    const p = f.property;
    const noi = Math.round(p.value * (0.06 + rng.next() * 0.03) / 100) * 100;
    const cap = ((noi / p.value) * 100).toFixed(2);
    const html = documentHtml({
      title: 'Letter of Transmittal', font: 'serif', fontSize: '10pt',
      pages: [`<div style="text-align:center;border-bottom:1px solid #333;padding-bottom:6px"><b style="font-size:14pt">${esc(f.appraiser.name)}</b><br><span class="small">${esc(oneLine(f.appraiser.address))} · ${anyPhone(rng, f.appraiser.contact.phone)}</span></div>
<p style="margin-top:12px">${fmtDate(f.documentDate, 'long')}</p>
<p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}<br>${esc(oneLine(f.lender.address))}</p>
<p><b>RE: Appraisal of ${esc(propTypePhrase(f, rng))} property, ${esc(oneLine(p.address, { long: true }))}</b><br>Client loan reference: ${f.loan.loanNumber}</p>
<p>Dear ${esc(f.lender.contact.first)}:</p>
<p>At your request, we have prepared an appraisal of the above-referenced property, ${p.units ? `a ${p.units}-unit improvement ` : ''}containing approximately ${(p.squareFeet ?? 0).toLocaleString('en-US')} square feet. The property owner / loan applicant is reported to be ${esc(borrowerOnReport(f))}. The intended use is to assist the client with a financing decision.</p>
<p>Based on the analysis contained in the accompanying report, subject to the assumptions and limiting conditions therein, our opinion of the <b>as-is market value</b> of the fee simple interest, as of ${fmtDate(shiftDate(f.documentDate, -6), 'long')}, is:</p>
<p style="text-align:center;font-weight:bold;font-size:12pt">${money(p.value)}</p>
${p.arv ? `<p>We have also been asked to provide a prospective value upon completion of the proposed renovations, which is ${money(p.arv)}. This prospective value relies on the extraordinary assumption that the work is completed as described.</p>` : ''}
<table class="grid" style="width:70%;margin:8px auto"><tr><th>Income approach summary</th><th class="right"></th></tr>
<tr><td>Potential gross income</td><td class="right">${money(Math.round(noi * 1.55))}</td></tr><tr><td>Net operating income</td><td class="right">${money(noi)}</td></tr><tr><td>Capitalization rate</td><td class="right">${cap}%</td></tr></table>
<p>Respectfully submitted,</p><p><span class="scrawl">${esc(f.appraiser.contact.last)}</span><br>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, MAI<br>Certified General Appraiser</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...reportFields(f), 'property_address', 'property_type', 'property_value', 'loan_number']) };
  },
};

const bpo: Family = {
  id: 'setn-bpo-agent-form',
  description: 'Real estate agent\'s broker price opinion form: condition boxes, three sold comps, "as is" and "repaired" price columns.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const p = f.property;
    const cs = comps(f, rng, 3);
    const agent = otherPerson(rng);
    const html = documentHtml({
      title: 'BPO', font: 'sans', fontSize: '8.5pt',
      css: '.b td,.b th{border:1px solid #555;padding:3px 4px;text-align:left} .b{width:100%;border-collapse:collapse;margin-bottom:8px}',
      pages: [`<h2 style="font-size:13pt;text-align:center">BROKER PRICE OPINION (Exterior)</h2>
<table class="b"><tr><td><b>Subject</b>: ${esc(oneLine(p.address))}</td><td><b>Order for</b>: ${esc(f.lender.name)}</td></tr>
<tr><td><b>Borrower/Owner</b>: ${esc(borrowerOnReport(f))}</td><td><b>Date inspected</b>: ${fmtDate(shiftDate(f.documentDate, -1), 'us')}</td></tr>
<tr><td><b>Property type</b>: ${esc(propTypePhrase(f, rng))}</td><td><b>Occupancy</b>: ${checkboxes(['Occupied', 'Vacant', 'Unknown'], 'Vacant')}</td></tr>
<tr><td colspan="2"><b>Condition</b>: ${checkboxes(['Excellent', 'Good', 'Fair', 'Poor'], p.arv ? 'Poor' : 'Fair')}</td></tr></table>
<b>Comparable sales</b>
<table class="b"><tr><th>#</th><th>Address</th><th>Sold price</th><th>Sold date</th><th>Sq ft</th><th>Dist.</th></tr>${cs.map((c, i) => `<tr><td>${i + 1}</td><td>${esc(c.address)}</td><td>${money(c.price)}</td><td>${c.date}</td><td>${c.sf}</td><td>${c.dist}</td></tr>`).join('')}</table>
<b>Active listings</b>: ${rng.int(2, 9)} within 1 mile, list range ${money(Math.round(p.value * 0.8 / 1000) * 1000)} – ${money(Math.round(p.value * 1.35 / 1000) * 1000)}
<table class="b" style="margin-top:10px"><tr><th></th><th>As Is</th><th>Repaired</th></tr>
<tr><td>Most likely sale price (90–120 days)</td><td><b>${money(p.value)}</b></td><td>${p.arv ? money(p.arv) : 'same'}</td></tr>
<tr><td>Quick sale (30 days)</td><td>${money(Math.round(p.value * 0.88 / 500) * 500)}</td><td></td></tr></table>
<p>Agent comments: ${p.arv ? 'Needs full rehab; kitchen and baths original, roof near end of life.' : 'Average condition, typical for the area.'} Price opinion is not an appraisal.</p>
<p>Agent: ${esc(agent)}, ${esc(agent.split(' ')[1] ?? '')} Realty — lic. ${rng.int(100000, 999999)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...reportFields(f), 'property_address', 'property_type', 'property_value']) };
  },
};

const desktop: Family = {
  id: 'setn-desktop-evaluation',
  description: 'Lender-ordered desktop evaluation / AVM cascade: table of three model values, reviewer\'s concluded as-is value, loan amount and LTV line.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const p = f.property;
    const l = f.loan;
    const models = ['Model A (AVM)', 'Model B (AVM)', 'Model C (hybrid)'].map((m) => [m, Math.round(p.value * (0.9 + rng.next() * 0.2) / 100) * 100 + 50, `${rng.int(62, 94)}%`] as const);
    const html = documentHtml({
      title: 'Evaluation', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="background:#14213d;color:#fff;padding:10px 14px"><b style="font-size:13pt">Property Evaluation — Desktop</b><br><span class="small" style="color:#ddd">Prepared for ${esc(f.lender.name)} · ${fmtDate(f.documentDate, 'long')}</span></div>
<table class="grid" style="margin-top:12px"><tr><th style="width:28%">Subject</th><td>${esc(oneLine(p.address))}</td></tr>
<tr><th>Use</th><td>${esc(propTypePhrase(f, rng))}${p.yearBuilt ? `, built ${p.yearBuilt}` : ''}</td></tr>
<tr><th>Applicant</th><td>${esc(borrowerOnReport(f))}</td></tr>
<tr><th>Lender reference</th><td>${l.loanNumber}</td></tr></table>
<h3 style="font-size:10.5pt;margin:12px 0 4px">Model results</h3>
<table class="grid"><tr><th>Source</th><th>Value</th><th>Confidence</th></tr>${models.map(([m, v, c]) => `<tr><td>${m}</td><td>${money(v)}</td><td>${c}</td></tr>`).join('')}</table>
<h3 style="font-size:10.5pt;margin:12px 0 4px">Reviewer conclusion</h3>
<table class="grid"><tr><th style="width:40%">Concluded as-is value</th><td><b>${money(p.value)}</b></td></tr>
<tr><th>Proposed loan amount</th><td>${money(l.amount)}</td></tr>
<tr><th>Resulting LTV</th><td>${((l.amount / p.value) * 100).toFixed(1)}%</td></tr></table>
<p class="small" style="margin-top:12px">Reviewed by ${esc(otherPerson(rng))}, Collateral Risk. This evaluation is not an appraisal and was prepared in accordance with the Interagency Appraisal and Evaluation Guidelines.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, [...reportFields(f), 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_number']) };
  },
};

export const valuationFamilies: Family[] = [formAppraisal, narrative, bpo, desktop];
