// DSCR and short-term-rental paper: the desk's UW worksheet, rate sheet quotes with LLPAs, AirDNA-style projections,
// the 1007 rent schedule, DSCR term sheets and STR LOIs, the business-purpose application.
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  T, block, addr, addDays, cityLine, desk, dscrNumbers, dscrize, dt, entityForm, exitText, feeRows, looseDate, ltLabel, money, name,
  num, pct, phone, pickD, pointRows, ppText, ptLabel, purposeLabel, staff, street, strNumbers, termText, vesting, whoFields,
} from './util';

export const dscrWorksheet: Family = {
  id: 's-dscr-uw-worksheet',
  description: 'Mountain West DSCR lender: underwriter\'s DSCR calculation worksheet (rent / PITIA), one page',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const uw = staff(rng, d.domain, f.borrower.last);
    const n = dscrNumbers(f, rng);
    const leased = rng.chance(0.5);
    const lease = leased ? Math.round(n.rent * (0.92 + rng.next() * 0.12) / 5) * 5 : 0;
    const used = leased ? Math.min(lease, n.rent) : n.rent;
    const dscr = Math.round((used / n.pitia) * 100) / 100;
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms', 'loan_number'];
    const ltv = ((f.loan.amount / f.property.value) * 100).toFixed(1);
    const rows: [string, string][] = [
      ['Loan #', f.loan.loanNumber],
      ['Borrower (vesting)', esc(vesting(f))],
      ...(f.entity ? [['Guarantor', esc(name(f.borrower, rng))] as [string, string]] : []),
      ['Qualifying FICO (mid)', String(f.borrower.creditScore)],
      ['Subject', esc(addr(f.property.address, rng))],
      ['Prop type / units', `${esc(ptLabel(f.property.type, rng, f.property.units))}${f.property.units ? ` / ${f.property.units}` : ' / 1'}`],
      ['Transaction', `${esc(ltLabel(f.loan.type, rng))}`],
      ['Occupancy', 'Investment - NOO'],
      ['Appraised value', money(f.property.value)],
      ...(f.property.purchasePrice ? [['Contract price', money(f.property.purchasePrice)] as [string, string]] : []),
      ['Base loan amt', money(f.loan.amount)],
      ['LTV', `${ltv}%`],
      ['Note rate', `${pct(f.loan.rate, rng)}%`],
      ['Amort / term', termText(360, rng)],
      ['PPP', esc(ppText(f, rng))],
    ];
    const calc: [string, string][] = [
      ['Market rent (1007)', money(n.rent)],
      ...(leased ? [['In-place lease', money(lease)] as [string, string]] : []),
      ['Qualifying rent (lesser of)', money(used)],
      ['P&I', money(n.pi, true)],
      ['Taxes (mo)', money(n.taxes, true)],
      ['HOI (mo)', money(n.ins, true)],
      ['HOA (mo)', money(n.hoa, true)],
      ['PITIA', money(n.pitia, true)],
      ['DSCR', `<b>${dscr.toFixed(2)}x</b>`],
    ];
    const col = accent(rng);
    const html = documentHtml({
      title: 'DSCR Worksheet', font: rng.pick(['sans', 'condensed']), fontSize: '9.5pt',
      css: `.grid td.k{background:#f1f4f8;font-weight:bold;color:${col}} h2{color:${col};font-size:12pt;margin:10px 0 4px}`,
      page: { footerLeft: `${d.name} — UW use only`, pageNumbers: 'short' },
      pages: [`${letterhead({ name: d.name, lines: ['Investor Rental Underwriting · DSCR Calculation Worksheet', `Underwriter: ${esc(name(uw))} · ${uw.email}`], color: col })}
<h2>Loan summary</h2>${block(rows, rng, '38%')}
<h2>DSCR calc</h2>${kvTable(calc, { labelWidth: '38%' })}
<p class="small" style="margin-top:10px">Min DSCR 1.00x for FICO ≥ 700 at ≤ 75% LTV; 0.75x–0.99x No-Ratio grid applies otherwise. Rent source: ${rng.pick(['1007 from appraisal', 'lease + 1007, lesser of', 'AirDNA Rentalizer (STR) @ 80% haircut'])}. Worksheet date ${looseDate(f.documentDate, rng)}.</p>
<p class="small">UW notes: ${esc(rng.pick(['Need 2 mos bank stmts for reserves (6 mo PITIA).', 'Verify HOA dues w/ cert. Ins binder shows mortgagee clause incorrect — send back.', 'Rent loss coverage required on HOI (6 mo).', 'Lease expired; month-to-month ok w/ 2 mos rent receipts.']))}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const rateSheetQuote: Family = {
  id: 's-dscr-rate-sheet-llpa-quote',
  description: 'Wholesale DSCR rate sheet excerpt with LLPA grid and the AE\'s priced scenario for one borrower',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const ae = staff(rng, d.domain, f.borrower.last);
    const ltv = (f.loan.amount / f.property.value) * 100;
    const base = f.loan.rate - 0.375;
    const grid = [0, 0.125, 0.25, 0.375, 0.5, 0.625].map((x) => base + x);
    const prices = grid.map((_, i) => (98.5 + i * 0.55).toFixed(3));
    const adj: [string, string][] = [
      [`FICO ${f.borrower.creditScore >= 740 ? '740-759' : f.borrower.creditScore >= 700 ? '700-719' : '660-679'} / LTV ${ltv > 70 ? '70.01-75' : '65.01-70'}`, rng.pick(['-0.250', '-0.500', '-0.750', '0.000'])],
      [`Property: ${ptLabel(f.property.type, rng, f.property.units)}`, f.property.type === 'Single Family' ? '0.000' : '-0.375'],
      [`PPP: ${ppText(f, rng)}`, f.loan.prepayment.penalty ? '+0.500' : '-1.000'],
      [`Loan amt ${f.loan.amount < 150000 ? '< 150k' : '150k-1.5MM'}`, f.loan.amount < 150000 ? '-0.500' : '0.000'],
      ['DSCR ≥ 1.25', '+0.250'],
    ];
    const fields: TruthField[] = [...whoFields(f), 'credit_score', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms', 'property_type'];
    const disc = f.loan.discountPoints;
    if (disc !== undefined) fields.push('discount_points');
    const col = accent(rng);
    const html = documentHtml({
      title: 'Rate sheet', font: 'condensed', fontSize: '8.5pt',
      css: `.grid th{background:${col};color:#fff} .grid td{padding:2px 5px}`,
      pages: [`${letterhead({ name: `${d.name} — Wholesale`, lines: [`DSCR Investor 30YR FIXED · Rate sheet effective ${looseDate(f.documentDate, rng)} 8:30 AM MT · For licensed mortgage professionals only`], color: col })}
<table class="grid"><tr><th>Rate</th><th>30-day</th><th>45-day</th></tr>${grid.map((r, i) => `<tr><td>${r.toFixed(3)}%</td><td>${prices[i]}</td><td>${(Number(prices[i]) - 0.125).toFixed(3)}</td></tr>`).join('')}</table>
<h3 style="margin:10px 0 4px">Scenario pricing — ${esc(vesting(f))}</h3>
${kvTable([
    ['Borrower', esc(vesting(f))],
    ['FICO', String(f.borrower.creditScore)],
    ['Purpose', esc(purposeLabel(f, rng) ?? '')],
    ['Property type', esc(ptLabel(f.property.type, rng, f.property.units))],
    ['Est. value', money(f.property.value)],
    ['Loan amount', money(f.loan.amount)],
    ['LTV', `${ltv.toFixed(2)}%`],
    ['Term', termText(360, rng)],
    ['Prepay', esc(ppText(f, rng))],
  ], { labelWidth: '30%' })}
<table class="grid" style="margin-top:8px"><tr><th>LLPA</th><th>Adj</th></tr>${adj.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${b}</td></tr>`).join('')}</table>
<p style="margin-top:8px"><b>Final note rate: ${pct(f.loan.rate, rng)}%</b> · Final price ${(99 + rng.int(0, 20) / 8).toFixed(3)}${disc !== undefined ? ` · Discount points to borrower: ${pct(disc, rng)}` : ''} · Lock period 30 days</p>
<p class="small">Priced by ${esc(name(ae))}, AE, ${ae.email}, ${phone(ae.phone, rng)}. Pricing is not a commitment to lend. Max broker comp 2.75% (LPC). Rates subject to change without notice.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

export const strProjection: Family = {
  id: 's-str-airdna-projection',
  description: 'Short-term rental revenue projection (AirDNA-style) a broker attaches to a DSCR-STR submission',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const s = strNumbers(f, rng);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const season = [1.25, 1.2, 1.05, 0.7, 0.75, 1.15, 1.3, 1.2, 0.9, 0.7, 0.8, 1.1];
    const showReq = rng.chance(0.6);
    const fields: TruthField[] = ['property_address', 'property_type'];
    if (showReq) fields.push('loan_amount', 'property_value', 'loan_purpose', ...whoFields(f));
    const comps = Array.from({ length: 4 }, () => [`${rng.int(2, 6)} BR ${rng.pick(['cabin', 'condo', 'home', 'townhome'])}`, `${rng.int(3, 22) / 10} mi`, money(s.adr + rng.int(-60, 80)), `${s.occ + rng.int(-9, 9)}%`]);
    const html = documentHtml({
      title: 'Rentalizer', font: 'sans', fontSize: '9pt',
      css: '.kpi{display:inline-block;width:23%;border:1px solid #ccc;border-radius:6px;padding:6px;margin:0 1% 8px 0;text-align:center}.kpi b{display:block;font-size:14pt;color:#ff5a5f}',
      pages: [`<div style="font:bold 15pt 'DejaVu Sans';color:#ff5a5f">Rentalizer Report</div><div class="muted">Short-term rental estimate · generated ${looseDate(f.documentDate, rng)}</div>
<p style="margin-top:8px"><b>${esc(street(f.property.address))}</b>, ${esc(cityLine(f.property.address))}<br>${esc(ptLabel(f.property.type, rng, f.property.units))} · ${s.beds} BR · ${rng.int(2, 4)} BA · sleeps ${s.beds * 2}</p>
<div><span class="kpi">Projected revenue<b>${money(s.gross)}</b></span><span class="kpi">ADR<b>${money(s.adr)}</b></span><span class="kpi">Occupancy<b>${s.occ}%</b></span><span class="kpi">Est. NOI<b>${money(s.net)}</b></span></div>
<table class="grid"><tr><th>Month</th>${months.map((m) => `<th>${m}</th>`).join('')}</tr><tr><td>Rev</td>${season.map((k) => `<td>${num(Math.round((s.gross / 12) * k))}</td>`).join('')}</tr></table>
<h3 style="margin:10px 0 4px">Comparable listings</h3><table class="grid"><tr><th>Listing</th><th>Dist</th><th>ADR</th><th>Occ</th></tr>${comps.map((c) => `<tr>${c.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table>
${showReq ? `<div style="margin-top:12px;border:2px dashed #888;padding:8px"><b>Broker note (attached to submission):</b> ${esc(vesting(f))} — ${esc(purposeLabel(f, rng) ?? '')} DSCR-STR, loan req ${money(f.loan.amount)}, est value ${money(f.property.value)}. Lender to haircut revenue 20% per STR guide. ${f.property.purchasePrice ? `Contract ${money(f.property.purchasePrice)}.` : ''}</div>` : ''}
<p class="small" style="margin-top:10px">Estimates based on market data; actual results vary. Permit status: ${rng.pick(['STR license # pending w/ county', 'city STR license on file', 'HOA allows 30+ night only — VERIFY'])}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const rentSchedule1007: Family = {
  id: 's-1007-rent-schedule',
  description: 'Appraiser\'s single-family comparable rent schedule (1007-style) with the value reconciliation line',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const n = dscrNumbers(f, rng);
    const a = f.appraiser;
    const comps = Array.from({ length: 3 }, (_, i) => ({ adr: `${rng.int(100, 9999)} ${rng.pick(['Aspen', 'Juniper', 'Sage', 'Spruce', 'Pinyon', 'Elk'])} ${rng.pick(['St', 'Dr', 'Ct', 'Way'])}`, rent: n.rent + rng.int(-8, 10) * 25, dist: `${(0.2 + i * 0.35).toFixed(2)} mi` }));
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'property_value', 'property_type', 'loan_number'];
    const html = documentHtml({
      title: 'Rent schedule', font: 'sans', fontSize: '8.5pt',
      css: '.grid td,.grid th{font-size:8pt;padding:3px 4px}.hd{background:#000;color:#fff;font-weight:bold;padding:3px 6px;margin-top:8px}',
      page: { footerLeft: `Form 1007-style · ${esc(a.name)}`, pageNumbers: true },
      pages: [`<div class="center b" style="font-size:12pt">Single Family Comparable Rent Schedule</div>
<div class="right small">File # ${rng.int(10000, 99999)}-${rng.pick(['A', 'B', 'R'])} · Lender loan # ${f.loan.loanNumber}</div>
${kvTable([
    ['Borrower', esc(vesting(f))],
    ['Property Address', esc(street(f.property.address))],
    ['City / State / Zip', esc(cityLine(f.property.address))],
    ['Property type', esc(ptLabel(f.property.type, rng, f.property.units))],
    ['Lender/Client', esc(f.lender.name)],
  ], { labelWidth: '25%' })}
<div class="hd">Comparable rentals</div>
<table class="grid"><tr><th></th><th>Subject</th>${comps.map((_, i) => `<th>Comp ${i + 1}</th>`).join('')}</tr>
<tr><td>Address</td><td>${esc(street(f.property.address))}</td>${comps.map((c) => `<td>${esc(c.adr)}</td>`).join('')}</tr>
<tr><td>Proximity</td><td></td>${comps.map((c) => `<td>${c.dist}</td>`).join('')}</tr>
<tr><td>Monthly rent</td><td>${money(n.rent)}</td>${comps.map((c) => `<td>${money(c.rent)}</td>`).join('')}</tr>
<tr><td>Data source</td><td>Lease/${rng.pick(['MLS', 'Rentometer', 'PM interview'])}</td>${comps.map(() => `<td>${rng.pick(['MLS', 'Zillow Rentals', 'PM'])}</td>`).join('')}</tr></table>
<div class="hd">Reconciliation</div>
<p>Opinion of market rent: <b>${money(n.rent)}</b> per month. Subject is ${rng.pick(['tenant occupied, lease in file', 'vacant, recently renovated', 'owner occupied at inspection'])}.</p>
<p>Indicated market value "as is" per the accompanying appraisal: <b>${money(f.property.value)}</b>, effective ${looseDate(f.documentDate, rng)}.</p>
<p class="small">Appraiser: ${esc(name(a.contact))}, ${rng.pick(['Certified Residential', 'Certified General'])} ${f.property.address.state} lic. ${rng.int(100000, 999999)} · ${esc(a.name)}</p>`],
    });
    return { kind: 'html', documentType: 'Appraisal Report', html, truth: T(f, fields) };
  },
};

export const dscrTermSheet: Family = {
  id: 's-dscr-term-sheet',
  description: 'Desk\'s DSCR 30-year indicative term sheet to a broker, two-column, fees and PPP spelled out',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const ae = staff(rng, d.domain, f.borrower.last);
    const io = rng.chance(0.3);
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms', 'credit_score', 'estimated_closing_date'];
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    for (const [, , fld] of [...pts, ...fees]) fields.push(fld);
    const rows: [string, string][] = rng.shuffle<[string, string]>([
      ['Loan Amount', money(f.loan.amount)],
      ['As-Is Value', money(f.property.value)],
      ['Interest Rate', `${pct(f.loan.rate, rng)}% fixed`],
    ]).concat(<[string, string][]>[
      ['Product', `DSCR ${termText(360, rng)}${io ? ' (10-yr I/O)' : ''}`],
      ['Transaction', esc(ltLabel(f.loan.type, rng))],
      ['Purpose', esc(purposeLabel(f, rng) ?? '')],
      ['Collateral', `${esc(addr(f.property.address, rng))} — ${esc(ptLabel(f.property.type, rng, f.property.units))}`],
      ['Borrower', `${esc(vesting(f))}${f.entity ? `, ${esc(entityForm(f))}` : ''}`],
      ...(f.entity ? [['Guarantor', esc(name(f.borrower))] as [string, string]] : []),
      ['Rep FICO', String(f.borrower.creditScore)],
      ['Prepayment', esc(ppText(f, rng))],
      ...pts.map(([l, v]) => [l, `${pct(v, rng)}%`] as [string, string]),
      ...fees.map(([l, v]) => [l, money(v)] as [string, string]),
      ['Target close', dt(f.loan.closingDate, pickD(rng))],
      ['Reserves', `${rng.pick([3, 6, 6, 12])} months PITIA`],
    ]);
    const col = accent(rng);
    const html = documentHtml({
      title: 'Term sheet', font: rng.pick(['serif', 'sans']), fontSize: '9.5pt',
      css: `.grid td.k{width:30%;font-weight:bold;background:#f6f6f6}`,
      page: { footerLeft: `${d.name} · NMLS ${rng.int(100000, 2400000)}`, pageNumbers: true },
      pages: [`${letterhead({ name: d.name, lines: [`${rng.pick(['Denver, CO', 'Salt Lake City, UT', 'Boise, ID', 'Bozeman, MT', 'Reno, NV'])} · Investor Rental Lending`], color: col, mark: d.name.slice(0, 1) })}
<div class="b" style="font-size:12pt;margin-bottom:6px">INDICATIVE TERM SHEET — DSCR RENTAL</div>
<p>Prepared for ${esc(f.broker.name)} (${esc(name(f.broker.contact))}) on ${looseDate(f.documentDate, rng)}. Not a commitment to lend; subject to full underwriting, appraisal and title.</p>
${block(rows, rng)}
<p class="small" style="margin-top:10px">Business purpose loan, non-owner occupied only. Escrows for taxes/insurance required. Rate lock expires 30 days from lock. AE: ${esc(name(ae))}, ${ae.email}.</p>
<p style="margin-top:18px">Accepted: <span class="sig">${esc(f.entity ? `${f.entity.name} by ${name(f.borrower)}` : name(f.borrower))}</span></p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

export const strLoi: Family = {
  id: 's-str-loi-letter',
  description: 'STR-DSCR letter of intent in prose, mountain-town vacation rental, with permit and haircut conditions',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const s = strNumbers(f, rng);
    const officer = staff(rng, d.domain, f.borrower.last);
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_purpose', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    const salutation = f.entity ? `${f.borrower.first} ${f.borrower.last}, ${f.entity.signatoryTitle}` : `${f.borrower.first} ${f.borrower.last}`;
    for (const [, , fld] of [...pts, ...fees]) fields.push(fld);
    const html = documentHtml({
      title: 'LOI', font: 'serif', fontSize: '10.5pt',
      page: { pageNumbers: 'short' },
      pages: [`<div style="font:bold 14pt 'DejaVu Serif'">${esc(d.name)}</div><div class="small">Short-Term Rental Lending Group</div><br>
<p>${looseDate(f.documentDate, rng)}</p>
<p>${esc(vesting(f))}<br>Attn: ${esc(salutation)}</p>
<p><b>RE: Letter of Intent — ${esc(addr(f.property.address, rng))}</b></p>
<p>Dear ${esc(f.borrower.first)},</p>
<p>Thank you for the opportunity to quote your short-term rental ${esc((purposeLabel(f, rng) ?? '').toLowerCase())}. Based on the information provided by your broker, ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} of ${esc(f.broker.name)}, we are pleased to outline the following terms:</p>
<p>1. <b>Loan amount:</b> ${money(f.loan.amount)}, not to exceed ${rng.pick([70, 75])}% of the appraised value${f.property.purchasePrice ? ` or purchase price of ${money(f.property.purchasePrice)}, whichever is less` : ''}.<br>
2. <b>Rate:</b> ${pct(f.loan.rate, rng)}% fixed, ${termText(360, rng)} fully amortizing.<br>
3. <b>Qualifying income:</b> trailing 12-month STR revenue or projected gross of ${money(s.gross)} less a 20% haircut; minimum DSCR 1.00x.<br>
4. <b>Prepayment:</b> ${esc(ppText(f, rng))}.<br>
${[...pts.map(([l, v]) => `${esc(l)}: ${pct(v, rng)}% of the loan amount`), ...fees.map(([l, v]) => `${esc(l)}: ${money(v)}`)].map((x, i) => `${i + 5}. ${x}<br>`).join('')}
</p>
<p>We anticipate closing on or before ${dt(f.loan.closingDate, pickD(rng))} provided a valid local STR permit and a landlord policy with loss-of-use coverage are delivered. This letter is not a commitment.</p>
<p>Sincerely,<br><br>${esc(name(officer))}<br>Loan Officer, ${esc(d.name)}</p>
<p style="margin-top:20px">Acknowledged: <span class="sig">${esc(salutation)}</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: T(f, fields) };
  },
};

export const bpApplication: Family = {
  id: 's-business-purpose-application',
  description: 'Investor (business-purpose) loan application, DSCR or bridge, boxes and checkboxes, two pages',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const dscr = facts.loan.termMonths === 360 || rng.chance(0.4);
    const f = dscr ? dscrize(facts, rng) : facts;
    const d = desk(rng);
    const b = f.borrower;
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity, contact: true }), 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term'];
    if (f.entity?.ein) fields.push('ein');
    if (f.loan.exit) fields.push('exit_strategy');
    const box = (l: string, v: string) => `<td><div class="lbl">${l}</div><div class="val">${v}</div></td>`;
    const pts = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Other'];
    const pLabel = pts.includes(f.property.type) ? f.property.type : 'Other';
    const page1 = `<div class="b" style="font-size:13pt">${esc(d.name)}</div><div class="b">INVESTOR LOAN APPLICATION (Business Purpose — Non-Owner Occupied)</div>
<table class="frm"><tr>${box('Applicant name', esc(name(b, rng)))}${box('DOB', dt(b.dob, rng.pick(['us', 'usn'] as const)))}${box('Est. FICO', String(b.creditScore))}</tr>
<tr>${box('Email', b.email)}${box('Cell', phone(b.phone, rng))}${box('Marital', rng.pick(['Married', 'Unmarried', 'Separated']))}</tr>
<tr>${box('Vesting entity', esc(f.entity?.name ?? 'N/A — individual'))}${box('Entity EIN', f.entity?.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : '—')}${box('Title', esc(f.entity?.signatoryTitle ?? ''))}</tr>
<tr>${box('State of org.', esc(f.entity?.stateOfFormation ?? ''))}${box('# properties owned', String(rng.int(1, 14)))}${box('Exp. (yrs)', String(rng.int(1, 20)))}</tr></table>
<div class="sec">Subject property</div>
<table class="frm"><tr>${box('Address', esc(addr(f.property.address, rng)))}${box('Type', esc(pLabel))}${box('Units', String(f.property.units ?? 1))}</tr>
<tr>${box('Est. value', money(f.property.value))}${box('Purchase price', f.property.purchasePrice ? money(f.property.purchasePrice) : 'N/A')}${box('Year built', String(f.property.yearBuilt ?? ''))}</tr></table>
<div class="sec">Loan request</div>
<p>Program: ${checkboxes(['DSCR', 'Bridge', 'Fix & Flip', 'Ground-Up'], dscr ? 'DSCR' : f.loan.type === 'Fix & Flip' ? 'Fix & Flip' : f.loan.type === 'Construction' ? 'Ground-Up' : 'Bridge')}</p>
<p>Loan type: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'], f.loan.type)}</p>
<p>Purpose: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], f.loan.purpose)}</p>
<table class="frm"><tr>${box('Requested loan amt', money(f.loan.amount))}${box('Term', termText(f.loan.termMonths, rng))}${box('Exit', esc(exitText(f, rng) ?? 'Hold — long-term rental'))}</tr></table>`;
    const page2 = `<div class="sec">Declarations</div>
<p>Any bankruptcies, foreclosures or short sales in the last 7 years? ☐ Yes ☒ No<br>Are you a party to any lawsuit? ☐ Yes ☒ No<br>Will any applicant occupy the property? ☐ Yes ☒ No (investment only)</p>
<div class="sec">Referral</div><p>Broker: ${esc(f.broker.name)} — ${esc(name(f.broker.contact))}, ${phone(f.broker.contact.phone, rng)}</p>
<div class="sec">Certification</div><p class="small">The undersigned certifies the loan is for business purposes only, that the information herein is true, and authorizes ${esc(d.name)} and its assigns to obtain credit reports.</p>
<p><span class="sig">${esc(name(b))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span> &nbsp; Date ${looseDate(f.documentDate, rng)}</p>`;
    const html = documentHtml({
      title: 'Application', font: 'sans', fontSize: '9pt',
      css: '.frm{width:100%;border-collapse:collapse;margin-bottom:6px}.frm td{border:1px solid #555;padding:2px 5px;width:33%}.lbl{font-size:6.5pt;color:#555;text-transform:uppercase}.val{min-height:13px}.sec{background:#222;color:#fff;padding:2px 6px;margin:8px 0 4px;font-weight:bold}',
      page: { footerLeft: `${d.name} App v${rng.int(2, 7)}.${rng.int(0, 9)}`, pageNumbers: true },
      pages: [page1, page2],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: T(f, fields) };
  },
};

export const scenarioEmailDscr: Family = {
  id: 's-broker-dscr-scenario-email',
  description: 'Broker\'s e-mail to the wholesale AE asking to price a DSCR scenario, with the AE\'s reply on top',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const ae = staff(rng, d.domain, f.borrower.last);
    const br = f.broker.contact;
    const n = dscrNumbers(f, rng);
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'credit_score', 'property_address', 'property_value', 'loan_amount', 'loan_purpose', 'property_type', 'interest_rate', 'loan_term'];
    const sent = looseDate(f.documentDate, rng);
    const html = documentHtml({
      title: 'Email', font: 'sans', fontSize: '9.5pt',
      css: '.hdr{border-bottom:1px solid #bbb;padding-bottom:4px;margin-bottom:8px;font-size:8.5pt;color:#333}.q{border-left:3px solid #99b;padding-left:10px;color:#222;margin-top:10px}',
      pages: [`<div class="hdr"><b>From:</b> ${esc(name(ae))} &lt;${ae.email}&gt;<br><b>To:</b> ${esc(name(br))} &lt;${br.email}&gt;<br><b>Sent:</b> ${sent}<br><b>Subject:</b> RE: DSCR scenario - ${esc(f.property.address.city)} ${esc(ptLabel(f.property.type, rng, f.property.units))}</div>
<p>${esc(br.first)} — priced it. Comes in at <b>${pct(f.loan.rate, rng)}%</b> on the ${termText(360, rng)} w/ ${esc(ppText(f, rng))} PPP, 30-day lock. DSCR runs ${(n.rent / n.pitia).toFixed(2)} on the 1007 rent of ${money(n.rent)} so no ratio hit. Send the app + 2 months stmts and I'll get it registered.</p>
<p>${esc(ae.first)}<br>${esc(d.name)} | Wholesale AE | ${phone(ae.phone, rng)}</p>
<div class="q"><div class="hdr"><b>From:</b> ${esc(name(br))} &lt;${br.email}&gt;<br><b>Sent:</b> ${sent}<br><b>Subject:</b> DSCR scenario</div>
<p>Hey ${esc(ae.first)}, can you price this one?</p>
<p>Borrower: ${esc(f.entity ? `${f.entity.name} (guarantor ${name(f.borrower)})` : name(f.borrower))}<br>
FICO ${f.borrower.creditScore}<br>
${esc(purposeLabel(f, rng) ?? '')} — ${esc(addr(f.property.address, rng))}<br>
${esc(ptLabel(f.property.type, rng, f.property.units))}, value ${money(f.property.value)}${f.property.purchasePrice ? ` (contract ${money(f.property.purchasePrice)})` : ''}<br>
Loan amt ${money(f.loan.amount)}<br>
Rent ${money(n.rent)}/mo, taxes ~${money(n.taxes * 12)}/yr, ins ~${money(n.ins * 12)}/yr${n.hoa ? `, HOA ${money(n.hoa)}/mo` : ''}</p>
<p>Thanks!<br>${esc(name(br))}<br>${esc(f.broker.name)}<br>${phone(br.phone, rng)}</p></div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: T(f, fields) };
  },
};

export const commitmentLetter: Family = {
  id: 's-conditional-commitment',
  description: 'Conditional loan commitment from the correspondent desk with PTD/PTF conditions list',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const dscr = facts.loan.termMonths === 360 || rng.chance(0.5);
    const f = dscr ? dscrize(facts, rng) : facts;
    const d = desk(rng);
    const uw = staff(rng, d.domain, f.borrower.last);
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'loan_number', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    for (const [, , fld] of [...pts, ...fees]) fields.push(fld);
    if (f.loan.exit) fields.push('exit_strategy');
    const conds = rng.shuffle([
      'PTD: Executed operating agreement and certificate of good standing for the borrowing entity',
      'PTD: Hazard insurance binder, mortgagee clause ISAOA/ATIMA, 6 mos rent loss',
      'PTD: Final title commitment with 24-month chain of title',
      'PTF: Signed business purpose & occupancy affidavit',
      'PTF: Wire instructions verified by phone with title',
      'PTD: Flood cert; if Zone A/AE, flood policy',
      'PTD: Appraisal desk review (CDA) within 10% of appraised value',
    ]).slice(0, rng.int(4, 6));
    const html = documentHtml({
      title: 'Commitment', font: 'serif', fontSize: '10pt',
      page: { footerLeft: `Loan ${f.loan.loanNumber}`, pageNumbers: true },
      pages: [`${letterhead({ name: d.name, lines: ['Correspondent & Wholesale Operations', 'Conditional Commitment'], color: accent(rng) })}
<p>Date: ${looseDate(addDays(f.documentDate, 3), rng)}</p>
<p>Borrower: <b>${esc(vesting(f))}</b>${f.entity ? `<br>By: ${esc(name(f.borrower))}, its ${esc(f.entity.signatoryTitle)}` : ''}</p>
${block([
    ['Loan number', f.loan.loanNumber],
    ['Property', esc(addr(f.property.address, rng))],
    ['Program', `${dscr ? 'DSCR ' : ''}${esc(ltLabel(f.loan.type, rng))}`],
    ['Loan amount', money(f.loan.amount)],
    ['Appraised value', money(f.property.value)],
    ['Note rate', `${pct(f.loan.rate, rng)}%`],
    ['Term', termText(f.loan.termMonths, rng)],
    ['Prepayment', esc(ppText(f, rng))],
    ...pts.map(([l, v]) => [l, `${pct(v, rng)}%`] as [string, string]),
    ...fees.map(([l, v]) => [l, money(v)] as [string, string]),
    ...(f.loan.exit ? [['Exit', esc(exitText(f, rng) as string)] as [string, string]] : []),
    ['Commitment expires / closing', dt(f.loan.closingDate, pickD(rng))],
  ], rng)}
<p style="margin-top:8px"><b>Conditions</b></p><ol>${conds.map((c) => `<li>${esc(c)}</li>`).join('')}</ol>
<p class="small">Underwriter: ${esc(name(uw))} · Submitted by ${esc(f.broker.name)}. This commitment is conditioned upon no material adverse change.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};
