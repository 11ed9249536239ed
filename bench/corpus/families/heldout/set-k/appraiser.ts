// set-k — appraisers: summary reports, narrative letters, form-style grids, desktop valuations, land.
import { kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { addr, esc, fdate, money, near, page, phone, propTypeLabel } from './kit';

function comps(f: DealFacts, rng: Rng, n: number): { addr: string; price: number; date: string; sf: number; dist: string }[] {
  const p = f.property;
  return Array.from({ length: n }, () => ({
    addr: `${rng.int(10, 9999)} ${rng.pick(['Greystone', 'Marigold', 'Thornbury', 'Hickory', 'Copperfield', 'Sparrow'])} ${rng.pick(['St', 'Ave', 'Ct', 'Way'])}`,
    price: near(rng, p.value, [p.value, f.loan.amount, p.purchasePrice, p.arv]),
    date: fdate(f.documentDate, 'us').replace(/^(\d\d)/, (m) => String(Math.max(1, Number(m) - 1)).padStart(2, '0')),
    sf: Math.round((p.squareFeet ?? 1600) * (0.85 + rng.next() * 0.3)),
    dist: `${(0.1 + rng.next() * 1.2).toFixed(2)} mi`,
  }));
}

function borrowerLine(f: DealFacts): { text: string; fields: TruthField[] } {
  if (f.entity) return { text: esc(f.entity.name), fields: ['entity_name'] };
  return { text: `${esc(f.borrower.first)} ${esc(f.borrower.last)}`, fields: ['borrower_first_name', 'borrower_last_name'] };
}

function apprHead(f: DealFacts, rng: Rng): string {
  const a = f.appraiser;
  return letterhead({ name: a.name, lines: [esc(`${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.zip}`), esc(`${phone(a.contact.phone, rng)} · ${a.contact.email}`)], color: '#333' });
}

const asIsArv: Family = {
  id: 'setk-appraiser-as-is-as-repaired',
  description: 'Residential appraisal summary with As-Is and As-Repaired value columns and a comparable-sales grid on page 2',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const p = f.property, bl = borrowerLine(f);
    const arv = p.arv ?? near(rng, p.value * 1.3, [p.value, f.loan.amount]);
    const p1 = `${apprHead(f, rng)}<h2>APPRAISAL REPORT — SUMMARY</h2>${kvTable([
      ['Subject', addr(p.address, rng)], ['Borrower', bl.text], ['Lender / Client', esc(f.lender.name)], ['Loan #', f.loan.loanNumber],
      ['Property type', esc(propTypeLabel(p.type, p.units, rng))], ['Year built / GLA', `${p.yearBuilt ?? '—'} / ${p.squareFeet ?? '—'} sf`],
      ['Effective date', fdate(f.documentDate, 'long')],
    ])}<h3 style="margin-top:12px">Reconciliation</h3><table class="grid"><tr><th></th><th>As-Is</th><th>As-Repaired (hypothetical)</th></tr>
<tr><td>Sales comparison approach</td><td>${money(p.value)}</td><td>${money(arv)}</td></tr><tr><td>Cost approach</td><td>not developed</td><td>not developed</td></tr>
<tr><td><b>Final opinion of market value</b></td><td><b>${money(p.value)}</b></td><td>${money(arv)}</td></tr></table>
${p.purchasePrice ? `<p style="margin-top:8px">The subject is under contract for ${money(p.purchasePrice)}; the contract was reviewed.</p>` : ''}`;
    const cs = comps(f, rng, 4);
    const p2 = `<h3>Comparable Sales</h3><table class="grid"><tr><th>#</th><th>Address</th><th>Proximity</th><th>Sale date</th><th>GLA</th><th>Sale price</th></tr>${cs.map((c, i) => `<tr><td>${i + 1}</td><td>${esc(c.addr)}</td><td>${c.dist}</td><td>${c.date}</td><td>${c.sf}</td><td>${money(c.price)}</td></tr>`).join('')}</table>
<p style="margin-top:14px" class="small">Appraiser: ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, Certified Residential Appraiser, license #${rng.int(1000, 99999)}. The as-repaired value assumes completion of the scope of work provided by the client.</p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: page('Appraisal', [p1, p2], { font: 'sans', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: `File ${rng.int(10000, 99999)}` } }), truth: truthOf(f, [...bl.fields, 'property_address', 'property_type', 'property_value', 'loan_number']) };
  },
};

const narrative: Family = {
  id: 'setk-appraiser-narrative-transmittal',
  description: 'Commercial narrative appraisal: letter of transmittal stating the as-is market value in prose, income summary',
  formats: ['pdf_text'],
  make(f, rng) {
    const p = f.property, bl = borrowerLine(f);
    const noi = Math.round(p.value * (0.06 + rng.next() * 0.03) / 100) * 100;
    const html = page('Appraisal', [`${apprHead(f, rng)}<p>${fdate(f.documentDate, 'long')}</p><p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}</p>
<p>Re: Appraisal of ${addr(p.address, rng)}</p><p>Dear ${esc(f.lender.contact.first)}:</p>
<p>At your request, we have prepared an appraisal of the above-referenced ${esc(propTypeLabel(p.type, p.units, rng).toLowerCase())} property${p.squareFeet ? ` containing approximately ${p.squareFeet.toLocaleString('en-US')} square feet` : ''}. The property is owned or being acquired by ${bl.text}. The intended use is to assist the client in underwriting a proposed loan.</p>
<p>Based on the analysis contained in the following report, our opinion of the market value of the fee simple interest, <b>as is</b>, as of ${fdate(f.documentDate, 'long')}, is:</p>
<p class="center b" style="font-size:13pt">${money(p.value)}</p>
<p>The income approach was given most weight. Stabilized net operating income is estimated at ${money(noi)}, capitalized at ${(noi / p.value * 100).toFixed(2)}%.${p.arv ? ` Upon completion of the proposed renovation, the prospective market value is estimated at ${money(p.arv)}; that value is subject to the extraordinary assumption that the work is completed as described.` : ''}</p>
<p>Respectfully submitted,<br><span class="scrawl">${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}</span><br>${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)}, MAI</p>`], { font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, [...bl.fields, 'property_address', 'property_type', 'property_value']) };
  },
};

const formGrid: Family = {
  id: 'setk-appraiser-uniform-style-grid',
  description: 'Form-style appraisal page: subject section grid (borrower, owner of public record, lender/client), contract section, reconciliation',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const p = f.property, bl = borrowerLine(f);
    const isPurchase = !!p.purchasePrice;
    const cell = (k: string, v: string, span = 1) => `<td colspan="${span}" style="border:1px solid #444;padding:2px 5px"><span style="font-size:6.5pt;color:#444">${k}</span> ${v}</td>`;
    const html = page('Appraisal', [`<div style="display:flex;justify-content:space-between"><b>Uniform-Style Residential Appraisal Report</b><span>File # ${rng.int(100000, 999999)}</span></div>
<table style="width:100%;border-collapse:collapse;font-size:8.5pt;margin-top:6px"><tr><td colspan="4" style="background:#ddd;font-weight:bold">SUBJECT</td></tr>
<tr>${cell('Property Address', `${esc(p.address.street)}${p.address.unit ? ` ${esc(p.address.unit)}` : ''}`, 2)}${cell('City', esc(p.address.city))}${cell('State / Zip', `${p.address.state} ${p.address.zip}`)}</tr>
<tr>${cell('Borrower', bl.text, 2)}${cell('Owner of Public Record', isPurchase ? `${esc(f.seller.first)} ${esc(f.seller.last)}` : bl.text, 2)}</tr>
<tr>${cell('Lender/Client', esc(f.lender.name), 2)}${cell('Address', esc(`${f.lender.address.street}, ${f.lender.address.city}`), 2)}</tr>
<tr>${cell('Property type', esc(propTypeLabel(p.type, p.units, rng)), 2)}${cell('Assignment type', isPurchase ? '☒ Purchase ☐ Refinance' : '☐ Purchase ☒ Refinance', 2)}</tr>
<tr><td colspan="4" style="background:#ddd;font-weight:bold">CONTRACT</td></tr>
<tr>${cell('Contract price', isPurchase ? money(p.purchasePrice as number) : 'n/a', 2)}${cell('Date of contract', isPurchase ? fdate(f.documentDate, 'us') : 'n/a', 2)}</tr>
<tr><td colspan="4" style="background:#ddd;font-weight:bold">IMPROVEMENTS</td></tr>
<tr>${cell('Year built', String(p.yearBuilt ?? ''))}${cell('GLA', `${p.squareFeet ?? ''} sf`)}${cell('Units', String(p.units ?? 1))}${cell('Condition', rng.pick(['C3', 'C4', 'C5']))}</tr>
<tr><td colspan="4" style="background:#ddd;font-weight:bold">RECONCILIATION</td></tr>
<tr>${cell('Indicated value by sales comparison', money(p.value), 2)}${cell('Cost approach', 'not developed', 2)}</tr>
<tr><td colspan="4" style="border:1px solid #444;padding:4px">This appraisal is made ☒ "as is". Based on the scope of work, my opinion of the market value of the subject, as of ${fdate(f.documentDate, 'us')}, is <b>${money(p.value)}</b>.</td></tr></table>
<p class="small" style="margin-top:16px">Appraiser: ${esc(f.appraiser.contact.first)} ${esc(f.appraiser.contact.last)} · ${esc(f.appraiser.name)} · ${esc(phone(f.appraiser.contact.phone, rng))}</p>`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, [...bl.fields, 'property_address', 'property_type', 'property_value']) };
  },
};

const desktopPhoto: Family = {
  id: 'setk-appraiser-desktop-valuation-photo',
  description: 'One-page desktop valuation with a value range and point estimate, photographed',
  formats: ['image'],
  make(f, rng) {
    const p = f.property;
    const lo = Math.round(p.value * 0.93 / 1000) * 1000, hi = Math.round(p.value * 1.06 / 1000) * 1000;
    const html = page('Desktop Valuation', [`${apprHead(f, rng)}<h2>DESKTOP VALUATION</h2>${kvTable([
      ['Property', addr(p.address, rng)], ['Type', esc(propTypeLabel(p.type, p.units, rng))], ['Ordered by', esc(f.lender.name)],
      ['Value range', `${money(lo)} – ${money(hi)}`], ['Point estimate (as is)', `<b>${money(p.value)}</b>`], ['Confidence', rng.pick(['High', 'Moderate'])],
      ['Date', fdate(f.documentDate, 'abbr')],
    ], { labelWidth: '36%' })}<p class="small" style="margin-top:12px">No interior inspection was made. This is not an appraisal under USPAP Standards 1 and 2.</p>`], { font: 'sans', fontSize: '12pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, ['property_address', 'property_type', 'property_value']) };
  },
};

const landScan: Family = {
  id: 'setk-appraiser-land-scan',
  description: 'Land / lot appraisal summary with per-acre comparables, scanned',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const p = f.property, bl = borrowerLine(f);
    const acres = (0.2 + rng.next() * 4).toFixed(2);
    const cs = comps(f, rng, 3);
    const html = page('Land Appraisal', [`${apprHead(f, rng)}<h2>SUMMARY APPRAISAL — ${esc(propTypeLabel(p.type, p.units, rng).toUpperCase())}</h2>${kvTable([
      ['Location', addr(p.address, rng)], ['Site area', `${acres} acres`], ['Zoning', rng.pick(['R-1', 'R-2', 'C-2', 'MU-1'])], ['Client', esc(f.lender.name)], ['Applicant', bl.text],
      ['Date of value', fdate(f.documentDate, 'long')],
    ])}<h3 style="margin-top:10px">Land Sales</h3><table class="grid"><tr><th>Sale</th><th>Location</th><th>Date</th><th>Price</th></tr>${cs.map((c, i) => `<tr><td>${i + 1}</td><td>${esc(c.addr)}</td><td>${c.date}</td><td>${money(c.price)}</td></tr>`).join('')}</table>
<p style="margin-top:12px">Final value conclusion, as is: <b>${money(p.value)}</b></p>`], { font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truthOf(f, [...bl.fields, 'property_address', 'property_value']) };
  },
};

export const appraiserFamilies: Family[] = [asIsArv, narrative, formGrid, desktopPhoto, landScan];
