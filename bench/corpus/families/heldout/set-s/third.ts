// Third-party paper in the file: hazard and flood, HOA certification, title commitment, appraisal and review,
// settlement statement / business-purpose CD, purchase contract and its amendment.
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  T, addDays, addr, cityLine, dscrize, dt, entityForm, feeRows, looseDate, money, name, num, pct, phone, pickD, pointRows,
  ptLabel, staff, street, termText, vesting, whoFields,
} from './util';

const INSURERS = ['Alpine Mutual Insurance Co.', 'Obsidian Specialty Insurance', 'Steadily-style Landlord Ins. Co.', 'Great Divide Casualty', 'Rocky Mountain Fire & Marine', 'Sagebrush Property & Casualty'];

export const hazardDec: Family = {
  id: 's-landlord-hazard-dec-page',
  description: 'Landlord (DP-3) hazard policy declarations page: named insured, mortgagee clause, loan #, coverages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const ins = rng.pick(INSURERS);
    const agent = staff(rng, 'insurancegroup.com', f.borrower.last);
    const covA = Math.round((f.property.value * (0.55 + rng.next() * 0.35)) / 1000) * 1000;
    const prem = rng.int(900, 3900);
    const eff = addDays(f.loan.closingDate, -rng.int(0, 2));
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'loan_number'];
    const html = documentHtml({
      title: 'Declarations', font: 'sans', fontSize: '8.5pt',
      css: '.grid td,.grid th{font-size:8pt}',
      page: { footerLeft: `${ins} · DP-3 Dwelling Fire Declarations`, pageNumbers: true },
      pages: [`${letterhead({ name: ins, lines: ['DWELLING POLICY DECLARATIONS — DP 00 03 (Special Form) · Non-owner occupied'], color: accent(rng) })}
${kvTable([
    ['Policy number', `${rng.pick(['DP', 'LL', 'RDP'])}-${rng.int(1000000, 9999999)}`],
    ['Policy period', `${looseDate(eff, rng)} to ${looseDate(addDays(eff, 365), rng)} 12:01 AM standard time`],
    ['Named insured', esc(vesting(f))],
    ['Mailing address', `c/o ${esc(f.broker.name)}, ${esc(street(f.broker.address))}, ${esc(cityLine(f.broker.address))}`],
    ['Insured location', esc(addr(f.property.address, rng))],
    ['Occupancy', rng.pick(['Tenant occupied', 'Short-term rental', 'Vacant - under renovation'])],
    ['Mortgagee', `${esc(f.lender.name)} ISAOA/ATIMA<br>${esc(street(f.lender.address))}, ${esc(cityLine(f.lender.address))}<br>Loan # ${f.loan.loanNumber}`],
    ['Agent', `${esc(name(agent))} · ${phone(agent.phone, rng)}`],
  ], { labelWidth: '24%' })}
<table class="grid" style="width:100%;margin-top:8px"><tr><th>Coverage</th><th class="right">Limit</th><th class="right">Premium</th></tr>
<tr><td>A - Dwelling (replacement cost)</td><td class="right">${money(covA)}</td><td class="right">${money(Math.round(prem * 0.7))}</td></tr>
<tr><td>B - Other structures</td><td class="right">${money(Math.round(covA * 0.1))}</td><td class="right">incl.</td></tr>
<tr><td>D - Fair rental value (${rng.pick([6, 12])} mo)</td><td class="right">${money(Math.round(covA * 0.1))}</td><td class="right">${money(Math.round(prem * 0.1))}</td></tr>
<tr><td>L - Premises liability</td><td class="right">${money(rng.pick([500000, 1000000]))}</td><td class="right">${money(Math.round(prem * 0.2))}</td></tr>
<tr class="b"><td>Total annual premium</td><td></td><td class="right">${money(prem)}</td></tr></table>
<p class="small" style="margin-top:6px">Deductible: ${money(rng.pick([1000, 2500, 5000]))} AOP; wind/hail ${rng.pick(['1%', '2%', '$5,000'])}. Wildfire zone: ${rng.pick(['Moderate', 'Low', 'High — defensible space inspection required'])}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const floodCert: Family = {
  id: 's-flood-determination-scan',
  description: 'Standard flood hazard determination form, faxed/scanned: lender, loan #, borrower, zone',
  formats: ['pdf_scanned', 'image'],
  make(facts, rng) {
    const f = facts;
    const zone = rng.pick(['X', 'X', 'X (shaded)', 'AE', 'D']);
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'loan_number'];
    const html = documentHtml({
      title: 'SFHDF', font: 'sans', fontSize: '8pt',
      css: '.box{border:1px solid #000;padding:3px 5px;margin-bottom:3px}.cap{font-size:6.5pt;font-weight:bold}',
      pages: [`<div class="center b" style="font-size:10pt">STANDARD FLOOD HAZARD DETERMINATION FORM (SFHDF)</div><div class="center small">OMB No. 1660-0040 · FEMA Form FF-206-FY-22-116</div><br>
<div class="box"><div class="cap">SECTION I — LOAN INFORMATION</div>1. LENDER: ${esc(f.lender.name)}, ${esc(street(f.lender.address))}, ${esc(cityLine(f.lender.address))}<br>
2. COLLATERAL: ${esc(addr(f.property.address, rng).toUpperCase())}<br>3. LENDER ID / LOAN #: ${f.loan.loanNumber}<br>4. BORROWER: ${esc(vesting(f).toUpperCase())}</div>
<div class="box"><div class="cap">SECTION II</div>A. NFIP COMMUNITY: ${esc(f.property.address.city.toUpperCase())}, CITY OF · Community # ${rng.int(80000, 89999)}${rng.pick(['', 'C'])}<br>
B. NFIP MAP: Panel ${String(rng.int(100, 999)).padStart(4, '0')}${rng.pick(['E', 'F', 'G', 'H'])} · Effective ${looseDate(`20${rng.int(10, 21)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, rng)}<br>
C. LOMA/LOMR: ${rng.pick(['No', 'No', 'Yes - see attached'])}<br>D. FLOOD ZONE: <b>${zone}</b><br>E. Is building/mobile home in SFHA? ${zone === 'AE' ? '☒ YES ☐ NO' : '☐ YES ☒ NO'}</div>
<div class="box">Determination date ${looseDate(f.documentDate, rng)} · Order # ${rng.int(1000000, 9999999)} · Prepared by ${esc(rng.pick(['CoreLogic-style Flood Services', 'First Flood Data', 'Mountain States Flood Cert']))} · Life-of-loan tracking: YES</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const hoaCert: Family = {
  id: 's-hoa-certification-photo',
  description: 'HOA / condo association estoppel and certification, phone photo the processor sends in',
  formats: ['image'],
  make(facts, rng) {
    const f0 = dscrize(facts, rng);
    const f = f0.property.type === 'Condo' || f0.property.type === 'Townhouse' ? f0 : { ...f0, property: { ...f0.property, type: rng.pick(['Condo', 'Townhouse'] as const), units: undefined } };
    const hoa = `${rng.pick(['Aspen Grove', 'Canyon Ridge', 'Silver Sage', 'Lodgepole', 'Foothills Village'])} ${rng.pick(['HOA', 'Owners Association', 'Condominium Association, Inc.'])}`;
    const mgr = staff(rng, 'hoamgmt.com', f.borrower.last);
    const dues = rng.int(18, 65) * 10;
    const fields: TruthField[] = ['property_address', 'property_type', ...whoFields(f)];
    const html = documentHtml({
      title: 'HOA cert', font: 'serif', fontSize: '10pt',
      pages: [`<div class="center b" style="font-size:12pt">${esc(hoa.toUpperCase())}</div><div class="center">Lender Questionnaire / Estoppel Certificate</div><br>
${kvTable([
    ['Unit address', esc(addr(f.property.address, rng))],
    ['Unit type', esc(ptLabel(f.property.type, rng))],
    ['Owner / buyer of record', esc(vesting(f))],
    ['Seller (if sale)', esc(name(f.seller))],
    ['Monthly assessment', money(dues)],
    ['Special assessments', rng.pick(['None', `${money(rng.int(10, 80) * 100)} roof assessment due ${looseDate(addDays(f.documentDate, 90), rng)}`])],
    ['Delinquent?', 'No — paid through current month'],
    ['Total units / % investor', `${rng.int(24, 180)} / ${rng.int(10, 60)}%`],
    ['STR permitted?', rng.pick(['Yes, min 3 nights', 'No (30-day min)', 'Yes'])],
    ['Pending litigation', rng.pick(['None', 'None known'])],
  ], { labelWidth: '38%' })}
<p style="margin-top:10px">Completed by: ${esc(name(mgr))}, Community Manager · ${phone(mgr.phone, rng)} · ${looseDate(f.documentDate, rng)}</p>
<p class="small">Fee for this certificate ${money(rng.pick([150, 250, 350]))} payable at closing to the management company.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const titleCommitment: Family = {
  id: 's-title-commitment-schedule-a',
  description: 'ALTA title commitment Schedule A and B-I: proposed insured, policy amounts, vesting, requirements',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const t = f.title;
    const purchase = f.loan.purpose === 'Purchase' && f.property.purchasePrice;
    const owner = purchase ? name(f.seller) : vesting(f);
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'loan_amount'];
    const html = documentHtml({
      title: 'Commitment', font: 'serif', fontSize: '9.5pt',
      page: { footerLeft: `Commitment No. ${rng.pick(['NCS', 'ABS', 'TC'])}-${rng.int(100000, 999999)} · ${esc(t.name)}`, pageNumbers: true },
      pages: [`<div class="center b" style="font-size:12pt">COMMITMENT FOR TITLE INSURANCE<br>SCHEDULE A</div><br>
<p>1. Commitment Date: ${looseDate(f.documentDate, rng)} at 7:30 AM</p>
<p>2. Policy to be issued:<br>(a) ALTA Owner's Policy (2021) — ${purchase ? `Proposed Insured: ${esc(vesting(f))}${f.entity ? `, ${esc(entityForm(f))}` : ''} — Amount: ${money(f.property.purchasePrice as number)}` : 'NONE'}<br>
(b) ALTA Loan Policy (2021) — Proposed Insured: ${esc(f.lender.name)}, its successors and/or assigns as their interests may appear — Amount: ${money(f.loan.amount)}</p>
<p>3. The estate or interest in the Land is Fee Simple.</p>
<p>4. Title is, at the Commitment Date, vested in: <b>${esc(owner)}</b></p>
<p>5. The Land: ${esc(rng.pick(['Lot', 'Unit']))} ${rng.int(1, 40)}, Block ${rng.int(1, 12)}, ${esc(rng.pick(['Aspen Meadows', 'Highland Park', 'Foothill Estates', 'Riverbend']))} Subdivision, County of ${esc(rng.pick(['Ada', 'Salt Lake', 'Denver', 'Gallatin', 'Washoe', 'Larimer', 'Utah']))}, ${esc(f.property.address.stateName)}.<br>Commonly known as: ${esc(street(f.property.address))}, ${esc(cityLine(f.property.address))}</p>
<div class="center b" style="margin-top:10px">SCHEDULE B, PART I — REQUIREMENTS</div>
<ol><li>Pay the agreed amounts for the interest in the land and/or the mortgage to be insured.</li>
${purchase ? `<li>Warranty Deed from ${esc(name(f.seller))} to ${esc(vesting(f))}.</li>` : `<li>Release of Deed of Trust recorded ${looseDate(addDays(f.documentDate, -rng.int(400, 2000)), rng)} as Reception No. ${rng.int(2000000, 9999999)}.</li>`}
<li>Deed of Trust from ${esc(vesting(f))} to the Public Trustee for the benefit of ${esc(f.lender.name)} securing ${money(f.loan.amount)}.</li>
${f.entity ? `<li>Statement of Authority for ${esc(f.entity.name)} and evidence of good standing with the Secretary of State.</li>` : ''}
<li>Payment of ${rng.int(2023, 2025)} taxes, ${money(rng.int(900, 9000))}, due and payable.</li></ol>
<p class="small">Issued by ${esc(t.name)}, ${esc(street(t.address))}, ${esc(cityLine(t.address))}. Title officer: ${esc(name(t.contact))}, ${t.contact.email}, ${phone(t.contact.phone, rng)}. Escrow fee ${money(rng.int(5, 15) * 100)}.</p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

export const appraisalSummary: Family = {
  id: 's-appraisal-summary-2pg',
  description: 'Residential appraisal summary (URAR-style excerpt): subject, contract, sales comparison, reconciliation',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const a = f.appraiser;
    const comps = Array.from({ length: 3 }, () => ({
      adr: `${rng.int(100, 9999)} ${rng.pick(['Mesa', 'Canyon', 'Ridge', 'Aspen', 'Prairie'])} ${rng.pick(['Dr', 'St', 'Ct', 'Way'])}`,
      price: Math.round((f.property.value * (0.9 + rng.next() * 0.2)) / 500) * 500,
      gla: (f.property.squareFeet ?? 1500) + rng.int(-300, 300),
      adj: rng.int(-25, 25) * 500,
    }));
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'property_type', 'property_value'];
    const p1 = `<div class="center b" style="font-size:12pt">Uniform Residential Appraisal Report — Summary</div><div class="right small">File No. ${rng.int(20000, 99999)}</div>
${kvTable([
      ['Property address', esc(street(f.property.address))], ['City / State / Zip', esc(cityLine(f.property.address))],
      ['Borrower', esc(vesting(f))], ['Owner of public record', esc(f.loan.purpose === 'Purchase' ? name(f.seller) : vesting(f))],
      ['Property type', esc(ptLabel(f.property.type, rng, f.property.units))], ['Occupant', rng.pick(['Tenant', 'Vacant', 'Owner'])],
      ['Assignment type', f.loan.purpose === 'Purchase' ? 'Purchase transaction' : 'Refinance transaction'],
      ['Lender/Client', `${esc(f.lender.name)}, ${esc(street(f.lender.address))}, ${esc(cityLine(f.lender.address))}`],
      ...(f.property.purchasePrice ? [['Contract price', money(f.property.purchasePrice)] as [string, string]] : []),
      ['Year built / GLA', `${f.property.yearBuilt ?? ''} / ${num(f.property.squareFeet ?? 0)} sf`],
    ], { labelWidth: '30%' })}
<h3 style="margin:10px 0 4px">Sales comparison approach</h3>
<table class="grid"><tr><th></th>${comps.map((_, i) => `<th>Comp ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td>${comps.map((c) => `<td>${esc(c.adr)}</td>`).join('')}</tr>
<tr><td>Sale price</td>${comps.map((c) => `<td>${money(c.price)}</td>`).join('')}</tr>
<tr><td>GLA</td>${comps.map((c) => `<td>${num(c.gla)}</td>`).join('')}</tr>
<tr><td>Net adj.</td>${comps.map((c) => `<td>${money(c.adj)}</td>`).join('')}</tr>
<tr><td>Adjusted price</td>${comps.map((c) => `<td>${money(c.price + c.adj)}</td>`).join('')}</tr></table>`;
    const p2 = `<h3 style="margin:0 0 6px">Reconciliation</h3>
<p>Indicated value by sales comparison approach ${money(f.property.value)}. Cost approach ${rng.chance(0.5) ? 'not developed' : money(Math.round(f.property.value * 1.06 / 1000) * 1000)}. Income approach ${rng.chance(0.5) ? `${money(Math.round(f.property.value * 0.97 / 1000) * 1000)} (GRM)` : 'not developed'}.</p>
<p>This appraisal is made "as is". Based on a complete visual inspection of the interior and exterior areas of the subject property, my (our) opinion of the market value, as defined, of the real property that is the subject of this report is <b>${money(f.property.value)}</b>, as of ${looseDate(f.documentDate, rng)}, which is the date of inspection and the effective date of this appraisal.</p>
${f.property.arv ? `<p>Subject-to (hypothetical, per plans &amp; specs provided): ${money(f.property.arv)}.</p>` : ''}
<p style="margin-top:20px">APPRAISER: <span class="sig">${esc(name(a.contact))}</span><br>${esc(a.name)} · ${esc(street(a.address))}, ${esc(cityLine(a.address))} · ${a.contact.email}<br>State certification # CR.${rng.int(100000, 999999)} · Appraisal fee ${money(rng.pick([575, 650, 725, 850, 1100]))}</p>`;
    const html = documentHtml({ title: 'Appraisal', font: 'sans', fontSize: '8.5pt', page: { footerLeft: esc(a.name), pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, fields) };
  },
};

export const appraisalReview: Family = {
  id: 's-appraisal-desk-review-notes',
  description: 'Desk\'s appraisal review notes: CDA variance, value used, LTV re-run, conditions for the AMC',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const reviewer = staff(rng, 'valuationreview.com', f.borrower.last);
    const cda = Math.round((f.property.value * (0.93 + rng.next() * 0.09)) / 1000) * 1000;
    const appraised = rng.chance(0.5) ? f.property.value : Math.round((f.property.value * (1.02 + rng.next() * 0.06)) / 1000) * 1000;
    const usedLower = appraised !== f.property.value;
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_amount', 'loan_number', 'property_type', ...whoFields(f)];
    const html = documentHtml({
      title: 'Review', font: 'sans', fontSize: '9.5pt',
      pages: [`<div class="b" style="font-size:12pt">APPRAISAL REVIEW — INTERNAL</div><div class="muted">Collateral desk · reviewed ${looseDate(f.documentDate, rng)} by ${esc(name(reviewer))}</div><br>
${kvTable([
    ['Loan #', f.loan.loanNumber], ['Borrower', esc(vesting(f))], ['Subject', esc(addr(f.property.address, rng))],
    ['Prop type', esc(ptLabel(f.property.type, rng, f.property.units))], ['Appraiser / AMC', `${esc(name(f.appraiser.contact))} — ${esc(f.appraiser.name)}`],
    ['Appraised value (as-is)', money(appraised)], ['CDA / desk review value', money(cda)],
    ['Variance', `${(((cda - appraised) / appraised) * 100).toFixed(1)}%`],
    ['<b>Value used for LTV</b>', `<b>${money(f.property.value)}</b>${usedLower ? ' (lower of appraisal / CDA, rounded)' : ''}`],
    ['Loan amount', money(f.loan.amount)], ['LTV', `${((f.loan.amount / f.property.value) * 100).toFixed(2)}%`],
  ], { labelWidth: '36%' })}
<p style="margin-top:8px"><b>Notes</b></p><ul>
<li>${esc(rng.pick(['Comp 2 is 1.8 mi and across the interstate — ask appraiser to address.', 'Condition C4 — need repair items priced; possible holdback.', 'Rent schedule missing — request 1007 from AMC.', 'Comps all >6 months; ask for 2 recent closed sales.']))}</li>
<li>${esc(rng.pick(['Zoning legal nonconforming; rebuild letter needed.', 'Photos show unpermitted basement bedroom — exclude from GLA.', 'Well & septic — water test required (rural mountain lot).', 'No issues with site/view adjustments.']))}</li></ul>
<p class="small">Value conclusion supported. Cleared for UW subject to items above.</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, fields) };
  },
};

export const settlementStatement: Family = {
  id: 's-bp-settlement-statement',
  description: 'Title company\'s borrower settlement statement (ALTA-style) for a business-purpose loan',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts;
    const t = f.title;
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number', 'interest_rate'];
    for (const [, , k] of [...pts, ...fees]) fields.push(k);
    const lines: [string, number][] = [];
    for (const [l, v] of pts) lines.push([`${l} (${pct(v)}% of ${money(f.loan.amount)}) to ${l.startsWith('Broker') || l.startsWith('YSP') ? f.broker.name : f.lender.name}`, Math.round(f.loan.amount * v) / 100]);
    for (const [l, v] of fees) lines.push([`${l} to ${f.lender.name}`, v]);
    lines.push([`Appraisal fee to ${f.appraiser.name}`, rng.pick([550, 650, 795])]);
    lines.push([`Title - Lender's policy to ${t.name}`, rng.int(6, 30) * 50]);
    lines.push([`Settlement/closing fee to ${t.name}`, rng.int(5, 12) * 50]);
    lines.push(['Recording fees to County Clerk & Recorder', rng.int(4, 16) * 10 + 3]);
    const perDiem = Math.round((f.loan.amount * f.loan.rate) / 100 / 360 * 100) / 100;
    const days = rng.int(2, 29);
    lines.push([`Prepaid interest ${money(perDiem, true)}/day × ${days} days`, Math.round(perDiem * days * 100) / 100]);
    const totalCharges = lines.reduce((a, [, v]) => a + v, 0);
    const purchase = f.property.purchasePrice;
    const html = documentHtml({
      title: 'Settlement statement', font: 'sans', fontSize: '8.5pt',
      css: '.grid td{padding:2px 5px}.grid td.n{text-align:right;width:18%}',
      page: { footerLeft: `${esc(t.name)} · File ${rng.int(10000, 99999)}-${rng.pick(['CO', 'UT', 'ID', 'MT'])}`, pageNumbers: true },
      pages: [`<div class="center b" style="font-size:11pt">${esc(t.name.toUpperCase())}<br>BORROWER'S SETTLEMENT STATEMENT — BUSINESS PURPOSE LOAN</div><br>
${kvTable([
    ['Borrower', esc(vesting(f))], ...(purchase ? [['Seller', esc(name(f.seller))] as [string, string]] : []),
    ['Lender', `${esc(f.lender.name)} — Loan # ${f.loan.loanNumber}`], ['Property', esc(addr(f.property.address, rng))],
    ['Settlement date', dt(f.loan.closingDate, pickD(rng))], ['Disbursement date', looseDate(addDays(f.loan.closingDate, rng.int(0, 3)), rng)],
    ['Loan terms', `${money(f.loan.amount)} at ${pct(f.loan.rate)}%, ${termText(f.loan.termMonths, rng)}`],
  ], { labelWidth: '24%' })}
<table class="grid" style="width:100%;margin-top:8px"><tr><th>Description</th><th class="right">Borrower debit</th><th class="right">Borrower credit</th></tr>
${purchase ? `<tr><td>Contract sales price</td><td class="n">${money(purchase, true)}</td><td></td></tr><tr><td>Earnest money deposit</td><td></td><td class="n">${money(Math.round(purchase * 0.02), true)}</td></tr>` : `<tr><td>Payoff of existing lien to ${esc(rng.pick(['Mr. Cooper', 'Rocket Mortgage', 'Kiavi', 'Lima One', 'private lender']))}</td><td class="n">${money(Math.round(f.loan.amount * 0.7), true)}</td><td></td></tr>`}
<tr><td>New loan from ${esc(f.lender.name)}</td><td></td><td class="n">${money(f.loan.amount, true)}</td></tr>
${lines.map(([l, v]) => `<tr><td>${esc(l)}</td><td class="n">${money(v, true)}</td><td></td></tr>`).join('')}
<tr class="b"><td>Total loan charges</td><td class="n">${money(totalCharges, true)}</td><td></td></tr></table>
<p class="small" style="margin-top:8px">Escrow officer: ${esc(name(t.contact))}. The undersigned acknowledges receipt of this statement. <span class="sig">${esc(f.entity ? `${f.entity.name}` : name(f.borrower))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

export const purchaseContract: Family = {
  id: 's-colorado-style-purchase-contract',
  description: 'Residential contract to buy and sell (investor buyer), dates-and-deadlines table, financing terms',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts.property.purchasePrice ? facts : { ...facts, property: { ...facts.property, purchasePrice: Math.round(facts.property.value * 0.93 / 500) * 500 } };
    const price = f.property.purchasePrice as number;
    const em = Math.round(price * rng.pick([0.01, 0.02, 0.03]) / 100) * 100;
    const sellerAgent = staff(rng, 'realty.com', f.borrower.last);
    const buyerAgent = staff(rng, 'kwrealty.com', f.borrower.last);
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'property_address', 'estimated_closing_date', 'loan_amount'];
    const deadlines: [string, string][] = [
      ['Alternative Earnest Money Deadline', looseDate(addDays(f.documentDate, 3), rng)],
      ['Record Title Deadline', looseDate(addDays(f.documentDate, 10), rng)],
      ['Inspection Objection Deadline', looseDate(addDays(f.documentDate, 12), rng)],
      ['Loan Application Deadline', looseDate(addDays(f.documentDate, 5), rng)],
      ['Appraisal Deadline', looseDate(addDays(f.documentDate, 20), rng)],
      ['Closing Date', dt(f.loan.closingDate, pickD(rng))],
      ['Possession Date', `${looseDate(f.loan.closingDate, rng)} at closing`],
    ];
    const p1 = `<div class="center b" style="font-size:11pt">CONTRACT TO BUY AND SELL REAL ESTATE<br>(RESIDENTIAL — INCOME PROPERTY)</div><div class="small center">Date: ${looseDate(f.documentDate, rng)}</div><br>
<p>1. PARTIES. Buyer: <b>${esc(vesting(f))}</b>${f.entity ? `, ${esc(entityForm(f))}` : ''}. Seller: <b>${esc(name(f.seller, rng))}</b>.</p>
<p>2. PROPERTY. Known as ${esc(street(f.property.address, true))}, ${esc(cityLine(f.property.address, true))}, together with the interests, easements, rights, benefits, improvements and attached fixtures.</p>
<p>3. PURCHASE PRICE AND TERMS.</p>
<table class="grid" style="width:100%"><tr><td>Purchase Price</td><td class="right">${money(price)}</td></tr><tr><td>Earnest Money</td><td class="right">${money(em)}</td></tr>
<tr><td>New Loan (investor / business purpose)</td><td class="right">${money(f.loan.amount)}</td></tr><tr><td>Cash at Closing</td><td class="right">${money(price - em - f.loan.amount)}</td></tr></table>
<p style="margin-top:6px">4. DATES AND DEADLINES.</p>${kvTable(deadlines, { labelWidth: '50%' })}`;
    const p2 = `<p>5. EARNEST MONEY held by ${esc(f.title.name)} (escrow officer ${esc(name(f.title.contact))}).</p>
<p>6. LEASES. Buyer to assume existing lease(s) at ${money(rng.int(12, 40) * 100)}/mo; security deposits credited to Buyer.</p>
<p>7. BROKERAGE. Seller's broker ${esc(name(sellerAgent))}; Buyer's broker ${esc(name(buyerAgent))}. Commission per separate agreement.</p>
<p>8. ADDITIONAL PROVISIONS. Property sold as-is; Buyer intends to ${rng.pick(['rent the Property', 'operate as a short-term rental', 'renovate and resell'])}. Buyer's lender: ${esc(f.lender.name)}.</p>
<br><table style="width:100%"><tr><td>BUYER: ${esc(vesting(f))}<br><span class="sig">${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td><td>SELLER:<br><span class="sig">${esc(name(f.seller))}</span></td></tr></table>`;
    const html = documentHtml({ title: 'Contract', font: 'serif', fontSize: '9.5pt', page: { footerLeft: 'CBS-style form · for investor transactions', pageNumbers: true }, pages: [p1, p2] });
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};

export const closingExtension: Family = {
  id: 's-contract-amendment-extension',
  description: 'Agent-drafted amendment/extension to a purchase contract moving the closing date, signed and scanned',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const old = addDays(f.loan.closingDate, -rng.int(5, 21));
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'estimated_closing_date'];
    const html = documentHtml({
      title: 'Amendment', font: 'serif', fontSize: '10.5pt',
      pages: [`<div class="center b" style="font-size:12pt">AMENDMENT / EXTEND CONTRACT #${rng.int(1, 3)}</div><br>
<p>Date: ${looseDate(addDays(old, -2), rng)}</p>
<p>This amends the contract dated ${looseDate(f.documentDate, rng)} between ${esc(name(f.seller))} (Seller) and ${esc(vesting(f))} (Buyer), relating to the sale and purchase of the following legally described real estate in the County of ${esc(rng.pick(['Jefferson', 'Davis', 'Ada', 'Missoula', 'Clark', 'Weber']))}: known as ${esc(addr(f.property.address, rng))}.</p>
<p>1. The <b>Closing Date</b> is changed from ${looseDate(old, rng)} to <b>${dt(f.loan.closingDate, pickD(rng))}</b>.</p>
<p>2. Reason: ${esc(rng.pick(["Buyer's lender needs additional time for appraisal review and title.", 'Seller requires time to complete agreed repairs.', 'Insurance binder (wildfire zone) delayed.']))}</p>
<p>3. Seller to receive ${money(rng.pick([500, 1000, 1500]))} additional non-refundable earnest money.</p>
<p>All other terms and conditions of the contract remain the same.</p><br>
<p>Buyer: <span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span> &nbsp; Seller: <span class="scrawl">${esc(f.seller.first)} ${esc(f.seller.last)}</span></p>`],
    });
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html, truth: T(f, fields) };
  },
};
