// Valuation paperwork: appraisal summaries with seasonal rent, desk reviews, BPOs, condo questionnaires and
// property-manager income projections.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  accent, addDaysIso, addrFull, addrLine, anyPhone, checkboxes, documentHtml, dt, esc, fullName, HOAS, kvTable,
  letterhead, MGMT_COS, mountain, propTypeText, STAFF, townOf, truth, usd,
} from './common';

function comps(rng: Rng, f: DealFacts, n = 3): { a: string; p: number; d: string; adj: number }[] {
  return Array.from({ length: n }, () => {
    const p = Math.round(f.property.value * (0.85 + rng.next() * 0.3) / 1000) * 1000;
    return {
      a: `${rng.int(10, 3999)} ${rng.pick(['Ski Hill Rd', 'Village Rd', 'Columbine Rd', 'Park Ave', 'Snowflake Dr', 'Main St'])}${f.property.type === 'Condo' ? ` #${rng.int(101, 420)}` : ''}`,
      p, d: dt(addDaysIso(f.documentDate, -rng.int(20, 300)), 'us'),
      adj: Math.round((f.property.value - p) / 1000) * 1000,
    };
  });
}

function seasonal(rng: Rng, f: DealFacts): [string, number, number][] {
  const adr = Math.round(f.property.value / rng.int(1900, 2600) / 5) * 5;
  return [
    ['Peak winter (Dec 20–Mar 31)', adr, rng.int(72, 92)],
    ['Spring shoulder (Apr–May)', Math.round(adr * 0.4 / 5) * 5, rng.int(15, 35)],
    ['Summer (Jun–Sep)', Math.round(adr * 0.6 / 5) * 5, rng.int(50, 78)],
    ['Fall shoulder (Oct–Dec 19)', Math.round(adr * 0.45 / 5) * 5, rng.int(18, 40)],
  ];
}

const appraisalSummary: Family = {
  id: 'ae-appraisal-summary-seasonal-rent',
  description: 'Two-page appraisal summary for a resort condo or home: subject, as-is value conclusion, sales comps and a seasonal nightly-rent table.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'] });
    const a = f.appraiser;
    const c = comps(rng, f);
    const s = seasonal(rng, f);
    const html = documentHtml({
      title: 'Appraisal Summary', font: 'serif', fontSize: '9.5pt',
      page: { pageNumbers: true, footerLeft: `${esc(a.name)} · File ${rng.int(24000, 26999)}-${rng.int(10, 99)}` },
      pages: [`${letterhead({ name: a.name, lines: [`Certified residential appraisers · ${esc(townOf(f).county)} County`, `${esc(fullName(a.contact))} · ${esc(a.contact.email)}`], color: accent(rng) })}
<h2>Appraisal Report — Summary of Salient Facts</h2>
${kvTable([
  ['Subject', esc(addrFull(f.property.address))],
  ['Property type', esc(propTypeText(rng, f))],
  ['Year built / GLA', `${f.property.yearBuilt ?? '—'} / ${(f.property.squareFeet ?? 1200).toLocaleString('en-US')} sf`],
  ['Client / intended user', `${esc(f.lender.name)} (loan # ${f.loan.loanNumber})`],
  ['Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
  ['Owner of record', esc(f.loan.purpose === 'Purchase' ? fullName(f.seller) : f.entity ? f.entity.name : fullName(f.borrower))],
  ['Assignment', f.loan.purpose === 'Purchase' ? `Purchase; contract price ${usd(f.property.purchasePrice as number)}` : 'Refinance'],
  ['Effective date', dt(addDaysIso(f.documentDate, -rng.int(2, 9)), 'long')],
  ['<b>Market value, as is</b>', `<b>${usd(f.property.value)}</b>`],
  ...(f.property.arv ? [['Prospective value upon completion', usd(f.property.arv)] as [string, string]] : []),
])}
<h3 style="margin-top:10px">Sales comparison</h3>
<table class="grid"><tr><th>Comp</th><th>Address</th><th>Sale price</th><th>Date</th><th>Net adj.</th></tr>
${c.map((x, i) => `<tr><td>${i + 1}</td><td>${esc(x.a)}</td><td class="right">${usd(x.p)}</td><td>${x.d}</td><td class="right">${x.adj >= 0 ? '+' : '−'}${usd(Math.abs(x.adj))}</td></tr>`).join('')}</table>`,
      `<h3>Short-term rental analysis (informational)</h3>
<p>The subject is in a zone that permits nightly rentals. Seasonal rates below are from the manager's comparable units and booking data; they are not used in the value conclusion.</p>
<table class="grid"><tr><th>Season</th><th>Avg. daily rate</th><th>Occupancy</th></tr>
${s.map(([n, r, o]) => `<tr><td>${n}</td><td class="right">${usd(r)}</td><td class="right">${o}%</td></tr>`).join('')}</table>
<p style="margin-top:10px">Reconciliation. Most weight is given to the sales comparison approach. The income approach is not developed for single units. Exposure time 60–120 days.</p>
<p style="margin-top:20px">${esc(fullName(a.contact))}, Certified Residential Appraiser<br>License ${townOf(f).state}-CR.${rng.int(100000, 999999)} · Signed ${dt(f.documentDate, 'us')}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value', 'loan_number'];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

const deskReview: Family = {
  id: 'ae-appraisal-desk-review-memo',
  description: 'Lender\'s internal desk-review memo on an outside appraisal: appraised value, reviewer comments, value accepted for lending.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const appraised = f.property.value + rng.pick([0, 0, 15000, 25000, 40000]);
    const html = documentHtml({
      title: 'Desk Review', font: 'sans', fontSize: '10pt',
      pages: [`<h2>Appraisal Desk Review</h2><p class="muted">${esc(f.lender.name)} · internal · ${dt(f.documentDate, 'us')}</p>
<table class="grid">
<tr><td style="width:32%">Loan #</td><td>${f.loan.loanNumber}</td></tr>
<tr><td>Borrower</td><td>${esc(f.entity ? `${f.entity.name} (gtr. ${fullName(f.borrower)})` : fullName(f.borrower))}</td></tr>
<tr><td>Subject</td><td>${esc(addrLine(f.property.address))}</td></tr>
<tr><td>Type</td><td>${esc(propTypeText(rng, f))}</td></tr>
<tr><td>Appraiser</td><td>${esc(f.appraiser.name)} — ${esc(fullName(f.appraiser.contact))}</td></tr>
<tr><td>Appraised value (as is)</td><td>${usd(appraised)}</td></tr>
<tr><td><b>Value accepted for lending</b></td><td><b>${usd(f.property.value)}</b></td></tr>
<tr><td>Requested loan</td><td>${usd(f.loan.amount)} (${(f.loan.amount / f.property.value * 100).toFixed(1)}% of accepted value)</td></tr></table>
<h3 style="margin-top:10px">Reviewer comments</h3>
<ol><li>Comps 1 and 3 are across the highway from the lifts; ${appraised !== f.property.value ? 'location adjustment looks light, we cut value accordingly.' : 'adjustments reasonable.'}</li>
<li>HOA master policy and reserve study received; no pending special assessment.</li>
<li>${rng.pick(['Seasonal rent schedule supports the STR exit.', 'Appraiser did not address the rental restriction in the declaration — condition.', 'Photos show unit updated in 2019; condition C3 supported.'])}</li></ol>
<p>Reviewed by: ${esc(rng.pick(STAFF))}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value', 'loan_amount', 'loan_number', 'borrower_first_name', 'borrower_last_name'];
    if (f.entity) fields.push('entity_name');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

const strProjection: Family = {
  id: 'ae-pm-str-income-projection',
  description: 'Property manager\'s rental income projection letter for a lender: owner, unit, 12-month gross by month, management split; no value.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'] });
    const mgr = rng.pick(MGMT_COS);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const w = [1.3, 1.25, 1.2, 0.5, 0.2, 0.6, 0.85, 0.75, 0.5, 0.25, 0.3, 1.1];
    const base = Math.round(f.property.value * 0.011 / 10) * 10;
    const rev = w.map((x) => Math.round(base * x / 10) * 10);
    const total = rev.reduce((a, b) => a + b, 0);
    const html = documentHtml({
      title: 'Rental Projection', font: 'serif', fontSize: '10pt',
      pages: [`${letterhead({ name: mgr, lines: [`${esc(townOf(f).city)}, ${f.property.address.state} · nightly rentals &amp; owner services`], color: accent(rng) })}
<p>${dt(f.documentDate, 'long')}</p>
<p>To: ${esc(f.lender.name)}<br>Re: Rental income projection — ${esc(addrLine(f.property.address))}</p>
<p>At the request of the owner, ${esc(f.entity ? `${f.entity.name} (${fullName(f.borrower)}, ${f.entity.signatoryTitle})` : fullName(f.borrower))}, we provide the following projection for the ${esc(propTypeText(rng, f).toLowerCase())} above, based on ${rng.int(2, 6)} years of our booking history for comparable units.</p>
<table class="grid" style="width:60%"><tr><th>Month</th><th>Projected gross</th></tr>
${months.map((m, i) => `<tr><td>${m}</td><td class="right">${usd(rev[i] as number)}</td></tr>`).join('')}
<tr><td><b>Total</b></td><td class="right"><b>${usd(total)}</b></td></tr></table>
<p style="margin-top:8px">Management commission ${rng.pick([25, 30, 35, 40])}% of gross rent; cleaning paid by guests. Projection assumes the unit stays in our program and owner use under ${rng.int(2, 5)} weeks.</p>
<p>${esc(rng.pick(['Haley Lindahl', 'Brett Quist', 'Skye Moreau']))}<br>Owner Relations, ${esc(mgr)}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'borrower_first_name', 'borrower_last_name'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

const coverPhoto: Family = {
  id: 'ae-appraisal-cover-photo',
  description: 'Photo of an appraisal report\'s cover/transmittal page sent from the borrower\'s phone.',
  formats: ['image'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Single Family', 'Townhouse'] });
    const a = f.appraiser;
    const eff = addDaysIso(f.documentDate, -rng.int(3, 12));
    const html = documentHtml({
      title: 'Appraisal cover', font: 'serif', fontSize: '11pt',
      pages: [`<div class="center" style="margin-top:40px;font-size:22pt;font-weight:bold">APPRAISAL REPORT</div>
<div class="center" style="margin:6px 0 30px 0">${esc(propTypeText(rng, f))}</div>
<div class="center" style="font-size:14pt">${esc(addr1Line(f))}</div>
<div class="center" style="margin-bottom:40px">${esc(f.property.address.city)}, ${f.property.address.state} ${f.property.address.zip}</div>
<p>Prepared for: ${esc(f.lender.name)}</p>
<p>Borrower: ${esc(f.entity ? f.entity.name : fullName(f.borrower))}</p>
<p>Effective date of value: ${dt(eff, 'long')}</p>
<p>Opinion of market value, "as is": <b>${usd(f.property.value)}</b></p>
<p style="margin-top:40px">Prepared by:<br>${esc(fullName(a.contact))}<br>${esc(a.name)}<br>${anyPhone(rng, a.contact.phone)}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value'];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

function addr1Line(f: DealFacts): string {
  const a = f.property.address;
  return `${a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

const condoScan: Family = {
  id: 'ae-condo-appraisal-grid-scan',
  description: 'Condo appraisal form page (project info, HOA dues, subject vs. comps grid, reconciliation) scanned at the title company.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: 'Condo' });
    const c = comps(rng, f);
    const cell = (t: string) => `<td style="border:1px solid #000;padding:2px 4px;font-size:8.5pt">${t}</td>`;
    const html = documentHtml({
      title: 'Condo appraisal', font: 'sans', fontSize: '9pt',
      pages: [`<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000"><b>Individual Condominium Unit Appraisal Report</b><span>File # ${rng.int(1000, 9999)}</span></div>
<table style="width:100%;border-collapse:collapse;margin-top:6px"><tr>${cell('Property Address')}${cell(esc(addr1Line(f)))}${cell('City')}${cell(esc(f.property.address.city))}${cell('State')}${cell(f.property.address.state)}${cell('Zip')}${cell(f.property.address.zip)}</tr>
<tr>${cell('Borrower')}${cell(esc(f.entity ? f.entity.name : fullName(f.borrower)))}${cell('Owner of Public Record')}${cell(esc(f.loan.purpose === 'Purchase' ? fullName(f.seller) : f.entity ? f.entity.name : fullName(f.borrower)))}${cell('County')}${cell(esc(townOf(f).county))}${cell('')}${cell('')}</tr>
<tr>${cell('Project Name')}${cell(esc(rng.pick(HOAS).replace(/ (HOA|Owners Association|Condominium Association|Condo Assn\.)$/, '')))}${cell('HOA $')}${cell(`${rng.int(400, 1500)} per month`)}${cell('Lender/Client')}${cell(esc(f.lender.name))}${cell('')}${cell('')}</tr></table>
<p style="margin:6px 0">Project type: ${checkboxes(['Primary residence', 'Second home or recreational', 'Condo-hotel'], 'Second home or recreational')}</p>
<table style="width:100%;border-collapse:collapse"><tr>${cell('<b>FEATURE</b>')}${cell('<b>SUBJECT</b>')}${c.map((_, i) => cell(`<b>COMPARABLE ${i + 1}</b>`)).join('')}</tr>
<tr>${cell('Address')}${cell(esc(addr1Line(f)))}${c.map((x) => cell(esc(x.a))).join('')}</tr>
<tr>${cell('Sale Price')}${cell(f.property.purchasePrice ? usd(f.property.purchasePrice) : '')}${c.map((x) => cell(usd(x.p))).join('')}</tr>
<tr>${cell('Date of Sale')}${cell('')}${c.map((x) => cell(x.d)).join('')}</tr>
<tr>${cell('Gross Living Area')}${cell(`${f.property.squareFeet ?? 1100}`)}${c.map(() => cell(String(rng.int(700, 2200)))).join('')}</tr>
<tr>${cell('Net Adj. (total)')}${cell('')}${c.map((x) => cell(usd(x.adj))).join('')}</tr></table>
<p style="margin-top:10px"><b>RECONCILIATION.</b> Indicated value by sales comparison approach ${usd(f.property.value)}. This appraisal is made "as is". Based on the scope of work, my opinion of the market value of the subject, as of ${dt(addDaysIso(f.documentDate, -rng.int(2, 10)), 'long')}, is <b>${usd(f.property.value)}</b>.</p>
<p style="margin-top:18px"><span class="scrawl">${esc(fullName(f.appraiser.contact))}</span><br><span class="sig">Appraiser — ${esc(f.appraiser.name)}</span></p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value'];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

const bpo: Family = {
  id: 'ae-broker-price-opinion',
  description: 'Local Realtor\'s broker price opinion on a ski-town property for a refinance: as-is and quick-sale values, active listings, STR note.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { refi: true });
    const agentName = `${rng.pick(['Brooke', 'Tanner', 'Whitney', 'Paige'])} ${rng.pick(['Hallstrom', 'Sorensen', 'Kaiser'])}`;
    const quick = Math.round(f.property.value * 0.9 / 5000) * 5000;
    const html = documentHtml({
      title: 'BPO', font: 'sans', fontSize: '10pt',
      pages: [`<h2>Broker Price Opinion</h2><p class="muted">${esc(agentName)}, Broker Associate · ${rng.pick(['Slifer Smith & Frampton', 'Summit Mountain Realty', 'Peak Properties'])} · ${dt(f.documentDate, 'long')}</p>
${kvTable([
  ['Property', esc(addrLine(f.property.address))],
  ['Type', esc(propTypeText(rng, f))],
  ['Owner', esc(f.entity ? f.entity.name : fullName(f.borrower))],
  ['Requested by', `${esc(f.lender.name)}`],
  ['<b>Opinion of value (as is, 90–120 days)</b>', `<b>${usd(f.property.value)}</b>`],
  ['Quick sale (30 days)', usd(quick)],
])}
<h3 style="margin-top:10px">Active competition</h3>
<table class="grid"><tr><th>Address</th><th>List price</th><th>DOM</th></tr>${comps(rng, f).map((x) => `<tr><td>${esc(x.a)}</td><td class="right">${usd(Math.round(x.p * 1.04 / 1000) * 1000)}</td><td>${rng.int(8, 140)}</td></tr>`).join('')}</table>
<p style="margin-top:10px">Comments: inventory in ${esc(townOf(f).city)} is ${rng.pick(['tight', 'up about 20% from last year', 'seasonal — most listings come on in April'])}. The property ${rng.pick(['has an active town STR license', 'is in a zone that caps STR licenses', 'is rented through the on-site front desk'])}.</p>
<p>This opinion is not an appraisal and should not be used in lieu of one.</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value'];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

const questionnaire: Family = {
  id: 'ae-condo-project-questionnaire',
  description: 'Lender\'s condo project questionnaire completed by the HOA manager (rental pool, owner-occupancy, litigation, reserves); unit, borrower and loan # at top.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: 'Condo' });
    const hoa = rng.pick(HOAS);
    const units = rng.int(24, 220);
    const yn = (q: string, a: string) => `<tr><td>${q}</td><td style="width:28%">${checkboxes(['Yes', 'No'], a)}</td></tr>`;
    const html = documentHtml({
      title: 'Condo Questionnaire', font: 'sans', fontSize: '9pt',
      page: { pageNumbers: true, footerLeft: `${esc(f.lender.name)} — Condo Questionnaire` },
      pages: [`<h2>Condominium Project Questionnaire</h2>
<p class="muted">Return to ${esc(rng.pick(STAFF))} at ${esc(f.lender.name)}. Lender loan # ${f.loan.loanNumber}</p>
${kvTable([
  ['Unit address', esc(addrLine(f.property.address))],
  ['Borrower / buyer', esc(f.entity ? f.entity.name : fullName(f.borrower))],
  ['Project legal name', esc(hoa)],
  ['Management company', esc(rng.pick(['Alpine Association Management', 'Wasatch HOA Services', 'Summit Resort Association Mgmt']))],
  ['Total units / phases', `${units} / ${rng.int(1, 3)}`],
  ['Units owned by one entity (max)', String(rng.int(1, 6))],
  ['Owner-occupied units (primary)', String(rng.int(2, Math.floor(units / 4)))],
  ['Annual budget / reserve contribution', `${usd(units * rng.int(6000, 12000))} / ${rng.int(8, 15)}%`],
])}
<table class="grid" style="margin-top:8px">${[
      yn('Is the project a condo-hotel or does it have a mandatory rental pool?', rng.pick(['Yes', 'No'])),
      yn('Is there a front desk / registration service?', rng.pick(['Yes', 'No'])),
      yn('Are nightly rentals permitted?', 'Yes'),
      yn('Is the association a party to any pending litigation?', 'No'),
      yn('Are any special assessments planned or in process?', rng.pick(['No', 'No', 'Yes'])),
      yn('Does any commercial space exceed 25% of total floor area?', 'No'),
    ].join('')}</table>
<p style="margin-top:12px">Completed by: ${esc(rng.pick(['Kim Lundgren', 'Scott Arneson', 'Jodi Vail']))}, Community Manager · ${dt(f.documentDate, 'us')}</p>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_number'];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: truth(f, fields) };
  },
};

export const appraisalFamilies: Family[] = [appraisalSummary, deskReview, strProjection, coverPhoto, condoScan, bpo, questionnaire];
