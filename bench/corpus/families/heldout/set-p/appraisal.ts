// Valuation paper: form-style appraisals, BPOs, desktop summaries, narrative letters (set-p).
import { esc, kvTable, letterhead, accent } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import { Say, fmtDate, fmtPhone, person, usd, stAddr } from './fmt';
import { doc, onePage, sigBlock } from './page';

interface Comp { addr: string; price: number; sqft: number; date: string; dist: string; adj: number }

export function comps(f: DealFacts, rng: Rng, n = 3): Comp[] {
  const base = f.property.value;
  return Array.from({ length: n }, () => {
    const price = Math.round((base * (0.85 + rng.next() * 0.35)) / 500) * 500;
    return {
      addr: `${rng.int(100, 9999)} ${rng.pick(['Linwood', 'Harper', 'Gable', 'Sutton', 'Alder', 'Bexley', 'Carver', 'Dunmore'])} ${rng.pick(['St', 'Ave', 'Dr', 'Ct'])}`,
      price, sqft: Math.round((f.property.squareFeet ?? 1500) * (0.8 + rng.next() * 0.4) / 10) * 10,
      date: `${rng.int(1, 12)}/${rng.int(1, 28)}/${Number(f.documentDate.slice(0, 4)) - rng.int(0, 1)}`,
      dist: `${(rng.int(1, 12) / 10).toFixed(1)} mi`, adj: Math.round(((base - price) * (0.55 + rng.next() * 0.6)) / 100) * 100,
    };
  });
}

const urar: Family = {
  id: 'p-appraisal-form-grid',
  description: 'Form-style residential appraisal: subject, contract, neighborhood, sales comparison grid, reconciliation; 2 pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const cs = comps(f, rng);
    const sec = (t: string) => `<div style="background:#d9d9d9;font-weight:bold;padding:2px 5px;margin-top:8px;font-size:8.5pt">${t}</div>`;
    const owner = f.loan.purpose === 'Purchase' ? person(f.seller) : (f.entity ? s.entity() : s.name());
    const subject = kvTable([
      ['Property Address', esc(s.addr())], ['Borrower', esc(f.entity ? s.entity() : s.name())], ['Owner of Public Record', esc(owner)],
      ['Lender/Client', `${esc(f.lender.name)}, ${esc(stAddr(f.lender.address))}`], ['Lender Loan #', s.loanNo()],
      ['Property Rights', 'Fee Simple'], ['Assignment Type', f.loan.purpose === 'Purchase' ? 'Purchase Transaction' : 'Refinance Transaction'],
      ['Structure', `${esc(s.ptype())}, built ${f.property.yearBuilt ?? '—'}, ${f.property.squareFeet ?? '—'} sf GLA`],
    ], { labelWidth: '28%' });
    const contract = f.property.purchasePrice ? `<p style="font-size:8.5pt">Contract price ${usd(f.property.purchasePrice)}, date of contract ${fmtDate(f.documentDate, 'us')}. Seller is the owner of public record. No concessions noted.</p>` : `<p style="font-size:8.5pt">Not a purchase; contract section not applicable.</p>`;
    const grid = `<table class="grid" style="font-size:8pt"><tr><th>Feature</th><th>Subject</th>${cs.map((_, i) => `<th>Comparable ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td><td>${esc(f.property.address.street)}</td>${cs.map((c) => `<td>${esc(c.addr)}</td>`).join('')}</tr>
<tr><td>Proximity</td><td></td>${cs.map((c) => `<td>${c.dist}</td>`).join('')}</tr>
<tr><td>Sale price</td><td>${f.property.purchasePrice ? usd(f.property.purchasePrice) : '—'}</td>${cs.map((c) => `<td>${usd(c.price)}</td>`).join('')}</tr>
<tr><td>Date of sale</td><td></td>${cs.map((c) => `<td>${c.date}</td>`).join('')}</tr>
<tr><td>GLA</td><td>${f.property.squareFeet ?? ''}</td>${cs.map((c) => `<td>${c.sqft}</td>`).join('')}</tr>
<tr><td>Net adj.</td><td></td>${cs.map((c) => `<td>${c.adj >= 0 ? '+' : '-'}${usd(Math.abs(c.adj))}</td>`).join('')}</tr>
<tr><td>Adjusted price</td><td></td>${cs.map((c) => `<td>${usd(c.price + c.adj)}</td>`).join('')}</tr></table>`;
    return {
      kind: 'html', documentType: 'Appraisal Report', truth: s.truth(),
      html: doc({
        title: 'Appraisal', font: 'condensed', fontSize: '8.5pt', pageNumbers: true, footer: `File # ${rng.int(10000, 99999)} · ${esc(f.appraiser.name)}`, lpp: 50,
        blocks: [
          `<h2 style="text-align:center;font-size:12pt">Uniform Residential Appraisal Report</h2>`,
          sec('SUBJECT'), { html: subject, lines: 11 }, sec('CONTRACT'), contract,
          sec('NEIGHBORHOOD'), `<p style="font-size:8.5pt">${rng.pick(['Urban', 'Suburban'])}; built up ${rng.pick(['over 75%', '25-75%'])}; values ${rng.pick(['stable', 'increasing'])}; marketing time ${rng.pick(['3-6 months', 'under 3 months'])}.</p>`,
          sec('SALES COMPARISON APPROACH'), { html: grid, lines: 14 },
          sec('RECONCILIATION'),
          `<p>Indicated value by sales comparison approach ${s.value()}. This appraisal is made "as is". ${f.property.arv ? `A hypothetical "subject to completion" value of ${usd(f.property.arv)} was requested by the client and is reported separately.` : ''}</p>`,
          `<p><b>MARKET VALUE, AS DEFINED, OF THE SUBJECT PROPERTY AS OF ${fmtDate(f.documentDate, 'us')} IS ${s.value()}</b></p>`,
          `<div>${sigBlock('Appraiser', person(f.appraiser.contact), `${esc(f.appraiser.name)}<br>${fmtPhone(f.appraiser.contact.phone, 'paren')} · ${esc(f.appraiser.contact.email)}<br>License ${f.property.address.state}-${rng.int(1000, 99999)}`, true)}</div>`,
        ],
      }),
    };
  },
};

const bpo: Family = {
  id: 'p-appraisal-bpo-agent',
  description: 'Broker price opinion by a local agent: as-is and repaired values, listing comps and sold comps',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const sold = comps(f, rng, 3), listed = comps(f, rng, 3);
    const tbl = (cs: Comp[], t: string) => `<p><b>${t}</b></p><table class="grid" style="font-size:8.5pt"><tr><th>Address</th><th>Price</th><th>Sq ft</th><th>Date</th><th>Dist.</th></tr>${cs.map((c) => `<tr><td>${esc(c.addr)}</td><td>${usd(c.price)}</td><td>${c.sqft}</td><td>${c.date}</td><td>${c.dist}</td></tr>`).join('')}</table>`;
    const agent = f.appraiser.contact;
    return {
      kind: 'html', documentType: 'Appraisal Report', truth: s.truth(),
      html: doc({
        title: 'BPO', font: 'sans', fontSize: '9.5pt', pageNumbers: true,
        blocks: [
          `<h2>Broker Price Opinion</h2><p class="small">Exterior / drive-by · ordered by ${esc(f.lender.name)} · ${fmtDate(f.documentDate, 'mon')}</p>`,
          { html: kvTable([['Subject', esc(s.addr())], ['Occupancy', rng.pick(['Vacant', 'Owner', 'Tenant'])], ['Type', esc(s.ptype())], ['Year built', String(f.property.yearBuilt ?? 'n/a')], ['Borrower / client ref', esc(f.entity ? s.entity() : s.name())]]), lines: 7 },
          { html: tbl(sold, 'Sold comparables (last 6 months)'), lines: 7 },
          { html: tbl(listed, 'Active listings'), lines: 7 },
          `<table class="grid" style="width:70%;margin-top:10px"><tr><th></th><th>As-Is</th><th>Repaired</th></tr><tr><td>Most likely sale price</td><td>${s.value()}</td><td>${usd(f.property.arv ?? Math.round(f.property.value * 1.2 / 1000) * 1000)}</td></tr><tr><td>Suggested list price</td><td>${usd(Math.round(f.property.value * 1.04 / 1000) * 1000)}</td><td>—</td></tr></table>`,
          `<p>Estimated repairs: ${usd(rng.int(10, 80) * 1000)} (roof, interior cosmetic). Marketing time ${rng.int(30, 120)} days.</p>`,
          `<p>Prepared by ${esc(person(agent))}, ${esc(f.appraiser.name)} Realty, ${fmtPhone(agent.phone, 'dash')}, ${esc(agent.email)}. A BPO is not an appraisal.</p>`,
        ],
      }),
    };
  },
};

const desktopPhoto: Family = {
  id: 'p-appraisal-desktop-summary-photo',
  description: 'One-page desktop valuation summary from an AMC, photographed by the borrower',
  formats: ['image'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rows: [string, string][] = [['Subject', esc(s.addr())], ['Property type', esc(s.ptype())], ['Client', esc(f.lender.name)], ['Borrower', esc(f.entity ? s.entity() : s.name())], ['Effective date', fmtDate(f.documentDate, 'us')], ['As-is market value', `<b>${s.value()}</b>`], ['Confidence', rng.pick(['High', 'Medium'])]];
    return {
      kind: 'html', documentType: 'Appraisal Report', truth: s.truth(),
      html: onePage('Desktop', `${letterhead({ name: f.appraiser.name, lines: [esc(stAddr(f.appraiser.address)), fmtPhone(f.appraiser.contact.phone, 'dot')], color: accent(rng) })}<h2>Desktop Valuation Summary</h2><br>${kvTable(rows)}<p style="margin-top:12px" class="small">Reviewer: ${esc(person(f.appraiser.contact))}. Value based on ${rng.int(3, 6)} closed sales within 1 mile; no interior inspection.</p>`, '', 'sans', '11pt'),
    };
  },
};

const narrative: Family = {
  id: 'p-appraisal-narrative-transmittal',
  description: 'Commercial / income narrative appraisal: letter of transmittal with the value conclusion and approaches',
  formats: ['pdf_text'],
  make(f, rng) {
    const s = new Say(f, rng);
    const noi = Math.round(f.property.value * (0.06 + rng.next() * 0.03) / 100) * 100;
    const capRate = ((noi / f.property.value) * 100).toFixed(2);
    const paras = [
      `${fmtDate(f.documentDate, 'long')}`,
      `${esc(person(f.lender.contact))}<br>${esc(f.lender.name)}<br>${esc(stAddr(f.lender.address))}`,
      `RE: Appraisal of ${esc(s.ptype())} property located at ${esc(s.addr(true))}`,
      `Dear ${esc(f.lender.contact.first)}:`,
      `At your request we have prepared an appraisal of the above property for use in a lending decision regarding a loan to ${esc(f.entity ? s.entity() : s.name())}. The property contains ${f.property.squareFeet ?? 'approximately 4,000'} square feet${f.property.units ? ` in ${f.property.units} units` : ''}, built in ${f.property.yearBuilt ?? 'n/a'}.`,
      `We developed the sales comparison and income capitalization approaches. Net operating income is estimated at ${usd(noi)}, capitalized at ${capRate}%.`,
      `Based on our analysis, it is our opinion that the as-is market value of the fee simple interest, as of ${fmtDate(f.documentDate, 'long')}, is:`,
      `<div style="text-align:center;font-weight:bold;font-size:12pt;margin:8px 0">${s.value().toUpperCase()}</div>`,
      `${f.property.arv ? `The prospective value upon stabilization is ${usd(f.property.arv)}. ` : ''}This letter must remain attached to the report. Respectfully submitted,`,
      `${esc(person(f.appraiser.contact))}, MAI<br>${esc(f.appraiser.name)}<br>${fmtPhone(f.appraiser.contact.phone, 'paren')}`,
    ];
    return { kind: 'html', documentType: 'Appraisal Report', truth: s.truth(), html: doc({ title: 'Narrative', font: 'serif', fontSize: '11pt', cpl: 80, lpp: 40, blocks: [letterhead({ name: f.appraiser.name, lines: [esc(stAddr(f.appraiser.address))], color: accent(rng), align: 'center' }), ...paras.map((p) => `<p>${p}</p>`)] }) };
  },
};

const scanSummary: Family = {
  id: 'p-appraisal-value-page-scan',
  description: 'The photo/summary pages of an appraisal scanned out of a bound copy: subject box and value conclusion only',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const s = new Say(f, rng);
    const cs = comps(f, rng, 4);
    return {
      kind: 'html', documentType: 'Appraisal Report', truth: s.truth(),
      html: doc({
        title: 'Appraisal summary', font: 'serif', fontSize: '10pt',
        blocks: [
          `<h2 style="text-align:center">SUMMARY OF SALIENT FACTS</h2>`,
          { html: kvTable([['Property', esc(s.addr())], ['Property Type', esc(s.ptype())], ['Intended User', esc(f.lender.name)], ['Purpose', 'Estimate as-is market value for mortgage lending'], ['Date of Inspection', fmtDate(f.documentDate, 'long')], ['Appraiser', `${esc(person(f.appraiser.contact))}, ${esc(f.appraiser.name)}`]]), lines: 9 },
          { html: `<table class="grid" style="margin-top:10px"><tr><th>Comparable</th><th>Sale price</th><th>Date</th></tr>${cs.map((c) => `<tr><td>${esc(c.addr)}</td><td>${usd(c.price)}</td><td>${c.date}</td></tr>`).join('')}</table>`, lines: 7 },
          `<p style="margin-top:14px;font-size:12pt">FINAL OPINION OF AS-IS VALUE: <b>${s.value()}</b></p>`,
          `<p>${f.property.arv ? `As-complete value (hypothetical): ${usd(f.property.arv)}.` : 'No as-complete value was requested.'}</p>`,
        ],
      }),
    };
  },
};

export const appraisalFamilies: Family[] = [urar, bpo, desktopPhoto, narrative, scanSummary];
