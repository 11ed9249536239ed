// Third parties around the collateral and the closing: a realtor's BPO, an appraiser's salient-facts page, a title
// commitment, an insurance evidence form, a contractor's budget and draw schedule, a prior lender's payoff letter
// and the settlement statement.
import { makeAddress } from '../../../facts';
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  addDays, addressLine, anyDate, capitalise, feeLabel, feeList, fmtDate, fullName, money, pct, phone, propertyWords,
  street, stranger, truth,
} from './lib';

function owner(facts: DealFacts): { text: string; fields: TruthField[] } {
  return facts.entity
    ? { text: facts.entity.name, fields: ['entity_name'] }
    : { text: fullName(facts.borrower), fields: ['borrower_first_name', 'borrower_last_name'] };
}

function comps(facts: DealFacts, rng: Rng, n = 3): { addr: string; price: number; date: string; sqft: number }[] {
  const a = facts.property.address;
  return Array.from({ length: n }, () => {
    const c = makeAddress(rng, { state: a.state });
    return {
      addr: `${c.street}, ${a.city}`,
      price: Math.round(facts.property.value * (0.85 + rng.next() * 0.5) / 500) * 500 + 250,
      date: fmtDate(addDays(facts.documentDate, -rng.int(20, 200)), 'us'),
      sqft: Math.round((facts.property.squareFeet ?? 1500) * (0.8 + rng.next() * 0.4) / 10) * 10,
    };
  });
}

const bpo: Family = {
  id: 'realtor-broker-price-opinion',
  description: 'A realtor\'s exterior BPO for a lender: subject grid, three sold comps, as-is and as-repaired values, quick-sale value',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { property } = facts;
    const agent = stranger(rng, facts);
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const showOwner = rng.chance(0.6);
    const o = owner(facts);
    if (showOwner) fields.push(...o.fields);
    const showLoan = rng.chance(0.5);
    if (showLoan) fields.push('loan_number');
    const cs = comps(facts, rng);
    const quick = Math.round(property.value * 0.88 / 1000) * 1000;
    const html = `<div style="display:flex;justify-content:space-between;border-bottom:2px solid #c0392b;padding-bottom:4px"><b style="font-size:14pt">BROKER PRICE OPINION</b><span class="small">Exterior / drive-by<br>${fmtDate(facts.documentDate, 'us')}</span></div>
${kvTable([
    ['Client', esc(facts.lender.name) + (showLoan ? ` — Loan # ${facts.loan.loanNumber}` : '')],
    ['Subject', esc(addressLine(property.address, rng))],
    ...(showOwner ? [[rng.pick(['Owner of record', 'Borrower/Owner', 'Occupant/Owner']), esc(o.text)] as [string, string]] : []),
    ['Property type', esc(capitalise(propertyWords(facts, rng)))],
    ['GLA / Year built', `${property.squareFeet ?? '—'} sf / ${property.yearBuilt ?? '—'}`],
    ['Condition', rng.pick(['C4 – dated, needs cosmetic work', 'Fair – roof and HVAC near end of life', 'Average', 'Poor – vacant, boarded'])],
  ], { labelWidth: '26%' })}
<h3 style="font-size:10.5pt;margin:10px 0 4px">Closed comparables</h3>
<table class="grid" style="font-size:9pt"><tr><th>#</th><th>Address</th><th>Sold</th><th>Sale price</th><th>GLA</th></tr>${cs.map((c, i) => `<tr><td>${i + 1}</td><td>${esc(c.addr)}</td><td>${c.date}</td><td class="right">${money(c.price)}</td><td>${c.sqft}</td></tr>`).join('')}</table>
<h3 style="font-size:10.5pt;margin:10px 0 4px">Value conclusion</h3>
<table class="grid" style="width:70%"><tr><td>${rng.pick(['As-is market value', 'Market value – as is', 'Most likely sale price (as is)'])}</td><td class="right b">${money(property.value)}</td></tr>
${property.arv ? `<tr><td>As-repaired value</td><td class="right">${money(property.arv)}</td></tr>` : ''}<tr><td>Quick sale (30-day) value</td><td class="right">${money(quick)}</td></tr></table>
<p class="small" style="margin-top:10px">This opinion is not an appraisal and was prepared by a licensed real estate broker/salesperson for the client named above.</p>
<p>${esc(fullName(agent))}, ${rng.pick(['REALTOR®', 'Broker Associate', 'Licensed Salesperson'])} · Lic. ${rng.int(100000, 999999)} · ${esc(phone(agent.phone, rng))}</p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'BPO', pages: [html], font: 'sans', fontSize: '9.5pt' }), truth: truth(facts, fields) };
  },
};

const appraisalSalient: Family = {
  id: 'appraiser-summary-of-salient-facts',
  description: 'The "summary of salient facts and conclusions" page of a narrative appraisal, values by premise',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { property } = facts;
    const a = facts.appraiser;
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const o = owner(facts);
    const named = rng.chance(0.7);
    if (named) fields.push(...o.fields);
    const effective = addDays(facts.documentDate, -rng.int(2, 12));
    const rows: [string, string][] = [
      ['Property', esc(addressLine(property.address, rng))],
      ['Property type', esc(capitalise(propertyWords(facts, rng)))],
      ...(named ? [[rng.pick(['Borrower', 'Owner / Borrower', 'Applicant']), esc(o.text)] as [string, string]] : []),
      ['Client / intended user', esc(facts.lender.name)],
      ['Intended use', 'Mortgage lending decision'],
      ['Interest appraised', 'Fee simple'],
      ['Site / improvements', `${property.squareFeet ? `${property.squareFeet.toLocaleString('en-US')} sf GBA` : 'Unimproved'}; built ${property.yearBuilt ?? 'n/a'}`],
      ['Zoning', rng.pick(['R-2 Residential', 'C-1 Neighborhood Commercial', 'MU-3 Mixed Use', 'RS-5'])],
      ['Highest & best use', rng.pick(['As improved', 'Continued residential use', 'Development as permitted'])],
      ['Date of inspection / effective date', fmtDate(effective, 'long')],
    ];
    const values = `<table class="grid" style="width:100%;margin-top:10px"><tr><th>Premise</th><th>Effective date</th><th>Value</th></tr>
<tr><td>Market value "As Is"</td><td>${fmtDate(effective, 'us')}</td><td class="right b">${money(property.value)}</td></tr>
${property.arv ? `<tr><td>Prospective value "As Complete/Stabilized"</td><td>${fmtDate(addDays(effective, 270), 'us')}</td><td class="right">${money(property.arv)}</td></tr>` : ''}
${property.purchasePrice ? `<tr><td colspan="2">Contract price (not a value conclusion)</td><td class="right">${money(property.purchasePrice)}</td></tr>` : ''}</table>`;
    const html = `${letterhead({ name: a.name, lines: [esc(`${street(a.address)}, ${a.address.city}, ${a.address.state} ${a.address.zip}`)], color: accent(rng) })}
<h2 style="font-size:12.5pt;margin-bottom:8px">${rng.pick(['SUMMARY OF SALIENT FACTS AND CONCLUSIONS', 'Executive Summary', 'Salient Facts'])}</h2>${kvTable(rows, { labelWidth: '34%' })}${values}
<p class="small" style="margin-top:10px">Extraordinary assumptions and hypothetical conditions are set out in the body of this report. Exposure time: ${rng.int(3, 9)} months.</p>
<p>${esc(fullName(a.contact))}, ${rng.pick(['MAI', 'SRA', 'Certified Residential Appraiser', 'Certified General Appraiser'])}<br><span class="small">License ${property.address.state}-${rng.int(1000, 99999)}</span></p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Appraisal', pages: [html], fontSize: '9.5pt' }), truth: truth(facts, fields) };
  },
};

const titleCommitment: Family = {
  id: 'title-commitment-schedules',
  description: 'A title commitment: Schedule A (policies, proposed insureds, vesting) and Schedule B-I requirements',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { property, loan, seller } = facts;
    const t = facts.title;
    const o = owner(facts);
    const fields: TruthField[] = [...o.fields, 'property_address', 'loan_amount'];
    const purchase = property.purchasePrice !== undefined;
    const commitNo = `${rng.pick(['C', 'TC', ''])}${rng.int(100000, 999999)}`;
    const lenderIns = `${facts.lender.name}, its successors and/or assigns as their interests may appear`;
    const policies = [
      purchase ? `<tr><td>ALTA Owner's Policy (${rng.pick(['2021', '2006'])})</td><td>${money(property.purchasePrice as number, 'cents')}</td><td>${esc(o.text)}</td></tr>` : '',
      `<tr><td>ALTA Loan Policy (${rng.pick(['2021', '2006'])})</td><td>${money(loan.amount, 'cents')}</td><td>${esc(lenderIns)}</td></tr>`,
    ].join('');
    const vested = purchase ? fullName(seller) : o.text;
    const showLoan = rng.chance(0.5);
    if (showLoan) fields.push('loan_number');
    const p1 = `${letterhead({ name: t.name, lines: [esc(`Issuing agent for ${rng.pick(['Old Republic National Title Insurance Company', 'First American Title Insurance Company', 'Stewart Title Guaranty Company', 'Fidelity National Title Insurance Company'])}`), esc(`${street(t.address)}, ${t.address.city}, ${t.address.state}`)], color: accent(rng) })}
<h2 style="font-size:12pt">COMMITMENT FOR TITLE INSURANCE — SCHEDULE A</h2>
${kvTable([
    ['Commitment No.', commitNo], ['Effective date', `${fmtDate(addDays(facts.documentDate, -rng.int(3, 15)), 'long')} at 8:00 a.m.`],
    ['Property address', esc(addressLine(property.address, rng))],
    ...(showLoan ? [['Lender\'s loan no.', loan.loanNumber] as [string, string]] : []),
    ['Escrow officer', `${esc(fullName(t.contact))} · ${esc(t.contact.email)}`],
  ], { labelWidth: '28%' })}
<p style="margin-top:10px"><b>1. Policies to be issued, amounts and proposed insureds:</b></p>
<table class="grid" style="font-size:9pt"><tr><th>Policy</th><th>Amount</th><th>Proposed insured</th></tr>${policies}</table>
<p style="margin-top:8px"><b>2. The estate or interest in the Land is</b> fee simple, <b>and title is at the Commitment Date vested in:</b> ${esc(vested)}.</p>
<p><b>3. The Land</b> is described as ${esc(`Lot ${rng.int(1, 60)}, Block ${rng.int(1, 20)} of ${property.address.city} Heights, ${property.address.stateName}`)}.</p>`;
    const reqs = [
      purchase ? `Warranty deed from ${esc(fullName(seller))} to ${esc(o.text)}.` : '',
      `${rng.pick(['Mortgage', 'Deed of Trust', 'Security Deed'])} from ${esc(o.text)} to ${esc(facts.lender.name)} securing ${money(loan.amount)}.`,
      facts.entity ? `Certified copy of the ${facts.entity.type === 'Trust' ? 'certification of trust' : 'formation documents and a certificate of good standing'} of ${esc(facts.entity.name)}, and evidence of authority of the person executing on its behalf.` : `Marital status affidavit of ${esc(fullName(facts.borrower))}.`,
      purchase ? '' : `Payoff and release of the existing mortgage of record.`,
      `Payment of ${property.address.city} real estate taxes for the current year, if due.`,
    ].filter(Boolean);
    const p2 = `<h2 style="font-size:12pt">SCHEDULE B, PART I — REQUIREMENTS</h2><ol>${reqs.map((r) => `<li style="margin-bottom:6px">${r}</li>`).join('')}</ol>
<h2 style="font-size:12pt;margin-top:14px">SCHEDULE B, PART II — EXCEPTIONS</h2><ol class="small" style="font-size:8.5pt"><li>Rights of parties in possession.</li><li>Easements and restrictions of record.</li><li>Any facts an accurate survey would disclose.</li><li>Taxes not yet due and payable.</li></ol>`;
    return { kind: 'html', documentType: 'Purchase and Sale Agreement', html: documentHtml({ title: 'Title Commitment', pages: [p1, p2], fontSize: '9.5pt', page: { footerLeft: `Commitment ${commitNo}`, pageNumbers: true } }), truth: truth(facts, fields) };
  },
};

const insuranceEvidence: Family = {
  id: 'insurance-evidence-of-property-coverage',
  description: 'An agency\'s evidence of property insurance: insured, location, limits, mortgagee clause with loan number',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { property, loan } = facts;
    const o = owner(facts);
    const fields: TruthField[] = [...o.fields, 'property_address', 'loan_number'];
    const agent = stranger(rng, facts);
    const insurer = rng.pick(['Markel American Insurance Co.', 'Lloyd\'s Underwriters', 'American Modern Insurance Group', 'Scottsdale Insurance Company', 'Obsidian Specialty']);
    const dwelling = Math.round((property.arv ?? property.value) * 0.8 / 1000) * 1000;
    const eff = addDays(loan.closingDate, -1);
    const cell = (label: string, value: string, w = '50%') => `<td style="border:1px solid #000;padding:2px 5px;width:${w};vertical-align:top"><div style="font-size:6.5pt">${label}</div><div style="font-size:9.5pt">${value}</div></td>`;
    const html = `<div style="display:flex;justify-content:space-between;align-items:flex-end"><b style="font-size:13pt">EVIDENCE OF PROPERTY INSURANCE</b><span class="small">DATE ${fmtDate(facts.documentDate, 'us')}</span></div>
<p class="small" style="border:1px solid #000;padding:3px;margin:4px 0">THIS EVIDENCE OF PROPERTY INSURANCE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE ADDITIONAL INTEREST NAMED BELOW.</p>
<table style="width:100%;border-collapse:collapse">
<tr>${cell('AGENCY', `${esc(rng.pick(['Brightline Insurance Agency', 'Hometown Risk Partners', 'Coastal Underwriters Agency']))}<br>${esc(fullName(agent))} · ${esc(phone(agent.phone, rng))}`)}${cell('COMPANY', esc(insurer))}</tr>
<tr>${cell('NAMED INSURED', esc(o.text))}${cell('POLICY NUMBER / TERM', `${rng.pick(['DP3', 'VPD', 'CPP'])}-${rng.int(1000000, 9999999)} &nbsp; ${fmtDate(eff, 'us')} – ${fmtDate(addDays(eff, 365), 'us')}`)}</tr>
<tr>${cell('LOCATION / DESCRIPTION', `${esc(addressLine(property.address, rng))}<br>${esc(capitalise(propertyWords(facts, rng)))}, ${rng.pick(['vacant – builder\'s risk', 'non-owner occupied', 'tenant occupied'])}`)}${cell('COVERAGE', `Dwelling/Building ${money(dwelling)}<br>Loss of rents ${money(rng.pick([12000, 18000, 24000]))}<br>Deductible ${money(rng.pick([1000, 2500, 5000]))}`)}</tr>
<tr>${cell('ADDITIONAL INTEREST – MORTGAGEE / LOSS PAYEE', `${esc(facts.lender.name)} ISAOA/ATIMA<br>${esc(street(facts.lender.address))}, ${esc(facts.lender.address.city)}, ${facts.lender.address.state} ${facts.lender.address.zip}`)}${cell('LOAN NUMBER', loan.loanNumber)}</tr>
</table>
<p class="small" style="margin-top:8px">Premium ${money(rng.int(900, 6000), 'cents')} – paid in full at closing through ${esc(facts.title.name)}.</p>
<p style="margin-top:16px">AUTHORIZED REPRESENTATIVE: <span class="scrawl">${esc(fullName(agent))}</span></p>`;
    return { kind: 'html', documentType: 'Appraisal Report', html: documentHtml({ title: 'Evidence of Insurance', pages: [html], font: 'condensed', fontSize: '9pt' }), truth: truth(facts, fields) };
  },
};

const budgetDraws: Family = {
  id: 'contractor-budget-and-draw-schedule',
  description: 'A general contractor\'s line-item renovation budget with a lender draw schedule and the loan sizing underneath',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { property, loan } = facts;
    const o = owner(facts);
    const gc = `${stranger(rng, facts).last} ${rng.pick(['Construction', 'Builders', 'Renovations', 'Contracting'])} LLC`;
    const lines = rng.shuffle(['Demolition & dumpsters', 'Roof', 'HVAC', 'Electrical', 'Plumbing', 'Framing/structural', 'Windows & doors', 'Kitchen (cabinets, counters)', 'Bathrooms', 'Flooring', 'Paint int/ext', 'Landscaping', 'Permits & plans', 'Contingency (10%)']).slice(0, rng.int(7, 11));
    const budget = lines.map((l) => ({ l, amt: rng.int(15, 400) * 100 }));
    const total = budget.reduce((s, b) => s + b.amt, 0);
    const draws = [0.25, 0.35, 0.25, 0.15].map((f, i) => ({ n: i + 1, amt: Math.round(total * f), m: rng.pick(['Rough-ins complete', 'Drywall hung', 'Cabinets set', 'Final/CO', 'Demo & roof complete']) }));
    const fields: TruthField[] = [...o.fields, 'property_address', 'loan_amount'];
    const showValue = rng.chance(0.6);
    if (showValue) fields.push('property_value');
    const html = `<div style="display:flex;justify-content:space-between"><div><b style="font-size:13pt">${esc(gc)}</b><div class="small">Licensed & insured · Bid #${rng.int(100, 999)}</div></div><div class="right small">${fmtDate(facts.documentDate, 'usBare')}</div></div>
<h2 style="font-size:12pt;margin:10px 0 6px">${rng.pick(['Scope of Work & Budget', 'Rehab Budget', 'Construction Cost Breakdown'])}</h2>
<p>Owner: ${esc(o.text)}${facts.entity ? ` (contact ${esc(fullName(facts.borrower))})` : ''}<br>Job site: ${esc(addressLine(property.address, rng))}</p>
<table class="grid" style="width:100%;font-size:9pt"><tr><th>Line item</th><th class="right">Amount</th></tr>${budget.map((b) => `<tr><td>${esc(b.l)}</td><td class="right">${money(b.amt)}</td></tr>`).join('')}<tr><td class="b">TOTAL</td><td class="right b">${money(total)}</td></tr></table>
<h3 style="font-size:10.5pt;margin:10px 0 4px">Draw schedule (lender holdback)</h3>
<table class="grid" style="width:100%;font-size:9pt"><tr><th>Draw</th><th>Milestone</th><th class="right">Amount</th></tr>${draws.map((d) => `<tr><td>${d.n}</td><td>${esc(d.m)}</td><td class="right">${money(d.amt)}</td></tr>`).join('')}</table>
<h3 style="font-size:10.5pt;margin:10px 0 4px">Financing</h3>
${kvTable([
    ['Lender', esc(facts.lender.name)],
    ['Total loan', money(loan.amount)],
    ...(showValue ? [['As-is value', money(property.value)] as [string, string]] : []),
    ...(property.arv ? [['Projected ARV', money(property.arv)] as [string, string]] : []),
    ['Holdback for construction', money(total)],
  ], { labelWidth: '40%' })}
<p class="small" style="margin-top:8px">Draws released after inspection; ${rng.pick(['$250', '$175', '$200'])} inspection fee per draw. Change orders require lender approval.</p>`;
    if (facts.entity) fields.push('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html: documentHtml({ title: 'Budget', pages: [html], font: 'sans', fontSize: '9pt' }), truth: truth(facts, fields) };
  },
};

const payoffLetter: Family = {
  id: 'prior-lender-payoff-statement',
  description: 'The existing lien holder\'s payoff statement to the title company: per diem, good-through date, wiring',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { property, loan } = facts;
    const refi = loan.purpose !== 'Purchase';
    const obligor = refi ? owner(facts) : { text: fullName(facts.seller), fields: [] as TruthField[] };
    const servicer = rng.pick(['Pinnacle Mortgage Servicing', 'Evergreen Community Bank', 'Sunset Private Notes Fund', 'Cascade Loan Servicing LLC', 'Heritage Federal Credit Union']);
    const oldLoan = `${rng.int(10, 99)}${rng.int(100000, 999999)}${rng.int(10, 99)}`;
    const principal = Math.round((refi ? loan.amount * (0.5 + rng.next() * 0.4) : property.value * 0.45) * 100) / 100;
    const rate = rng.pick([4.25, 6.5, 7.875, 9.99, 11.5]);
    const perDiem = Math.round(principal * rate / 100 / 365 * 100) / 100;
    const days = rng.int(8, 30);
    const interest = Math.round(perDiem * days * 100) / 100;
    const through = addDays(loan.closingDate, rng.int(2, 6));
    const items: [string, number][] = [['Unpaid principal balance', principal], [`Interest ${days} days @ ${money(perDiem, 'cents')}/day`, interest], ['Recording/release fee', 45], ['Payoff statement fee', rng.pick([25, 30, 50])]];
    const total = items.reduce((s, [, v]) => s + v, 0);
    const fields: TruthField[] = [...obligor.fields, 'property_address'];
    const html = `<div style="font:bold 14pt 'DejaVu Sans'">${esc(servicer)}</div><div class="small">Payoff Department · ${rng.pick(['fax', 'secure e-mail'])} only</div>
<p style="margin-top:12px">${fmtDate(facts.documentDate, 'long')}</p>
<p>${esc(facts.title.name)}<br>Attn: ${esc(fullName(facts.title.contact))}</p>
<p><b>PAYOFF STATEMENT</b><br>Loan number: ${oldLoan}<br>Borrower(s): ${esc(obligor.text)}<br>Property: ${esc(addressLine(property.address, rng))}<br>Interest rate: ${pct(rate)}</p>
<table class="grid" style="width:75%;font-size:9.5pt">${items.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="right">${money(v, 'cents')}</td></tr>`).join('')}<tr><td class="b">Total amount to pay in full through ${fmtDate(through, 'us')}</td><td class="right b">${money(total, 'cents')}</td></tr></table>
<p style="margin-top:8px">Funds received after 2:00 p.m. are credited the next business day; add ${money(perDiem, 'cents')} for each day after the good-through date. ${refi ? `We understand this payoff is requested for a refinance with ${esc(facts.lender.name)}.` : 'We understand this payoff is requested in connection with a sale of the property.'}</p>
<p><b>Wire to:</b> ${rng.pick(['Fifth Regional Bank', 'Pacific Western Bank', 'Mid-America Trust'])}, ABA 0${rng.int(10000000, 99999999)}, Acct ${rng.int(100000000, 999999999)}, Ref: ${oldLoan}</p>
<p class="small">This communication is from a debt collector. Figures are subject to final verification by the lien holder.</p>`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Payoff', pages: [html], font: rng.pick(['sans', 'serif'] as const), fontSize: '10pt' }), truth: truth(facts, fields) };
  },
};

const settlementStatement: Family = {
  id: 'settlement-statement-borrower',
  description: 'An escrow company\'s borrower settlement statement: loan charges in dollars with percentages, debits and credits',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { property, loan } = facts;
    const o = owner(facts);
    const fields: TruthField[] = [...o.fields, 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number'];
    if (facts.entity) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const rows: [string, number | '', number | ''][] = [];
    if (property.purchasePrice) rows.push(['Contract sales price', property.purchasePrice, '']);
    rows.push([`Loan amount – ${facts.lender.name}`, '', loan.amount]);
    const cost = (label: string, amt: number) => rows.push([label, Math.round(amt * 100) / 100, '']);
    if (loan.originationPoints !== undefined) { cost(`Origination fee ${loan.originationPoints}% to ${facts.lender.name}`, loan.amount * loan.originationPoints / 100); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { cost(`Discount points ${loan.discountPoints}%`, loan.amount * loan.discountPoints / 100); fields.push('discount_points'); }
    if (loan.brokerPoints !== undefined) { cost(`Mortgage broker fee ${loan.brokerPoints}% to ${facts.broker.name}`, loan.amount * loan.brokerPoints / 100); fields.push('broker_points'); }
    for (const f of feeList(facts)) { cost(`${feeLabel(f.field, rng)} to lender`, f.amount); fields.push(f.field); }
    cost(`Appraisal to ${facts.appraiser.name} (POC ${money(rng.pick([500, 650]))})`, 0);
    cost(`Title – lender's policy to ${facts.title.name}`, rng.int(600, 2400));
    cost('Settlement/escrow fee', rng.int(450, 1200));
    cost('Recording fees', rng.int(90, 350));
    const perDiem = Math.round(loan.amount * loan.rate / 100 / 360 * 100) / 100;
    const prepaidDays = rng.int(3, 20);
    cost(`Prepaid interest ${money(perDiem, 'cents')}/day × ${prepaidDays} days (${pct(loan.rate)})`, perDiem * prepaidDays);
    fields.push('interest_rate');
    const sum = (i: 1 | 2) => rows.reduce((s, r) => s + (typeof r[i] === 'number' ? r[i] as number : 0), 0);
    const debit = sum(1), credit = sum(2);
    const t = facts.title;
    const head = kvTable([
      ['Settlement agent', `${esc(t.name)} — ${esc(fullName(t.contact))}`],
      ['File no.', `${rng.int(20, 26)}-${rng.int(10000, 99999)}`],
      [rng.pick(['Borrower', 'Buyer/Borrower']), esc(o.text) + (facts.entity ? `, by ${esc(fullName(facts.borrower))}, ${esc(facts.entity.signatoryTitle)}` : '')],
      ...(property.purchasePrice ? [['Seller', esc(fullName(facts.seller))] as [string, string]] : []),
      ['Lender / loan #', `${esc(facts.lender.name)} / ${loan.loanNumber}`],
      ['Property', esc(addressLine(property.address, rng))],
      [rng.pick(['Settlement date', 'Closing date', 'Disbursement date']), anyDate(rng, loan.closingDate, ['us', 'long'])],
    ], { labelWidth: '26%' });
    const table = `<table class="grid" style="width:100%;font-size:8.8pt;margin-top:8px"><tr><th>Description</th><th class="right">Borrower debit</th><th class="right">Borrower credit</th></tr>
${rows.map(([d, a, b]) => `<tr><td>${esc(d)}</td><td class="right">${a === '' ? '' : money(a, 'cents')}</td><td class="right">${b === '' ? '' : money(b, 'cents')}</td></tr>`).join('')}
<tr><td class="b">Totals</td><td class="right b">${money(debit, 'cents')}</td><td class="right b">${money(credit, 'cents')}</td></tr>
<tr><td class="b">${debit > credit ? 'Due from borrower' : 'Due to borrower'}</td><td></td><td class="right b">${money(Math.abs(debit - credit), 'cents')}</td></tr></table>`;
    const html = `<h2 style="text-align:center;font-size:13pt">${rng.pick(['BORROWER\'S SETTLEMENT STATEMENT', 'ESTIMATED CLOSING STATEMENT', 'Final Settlement Statement'])}</h2>${head}${table}
<p class="small" style="margin-top:8px">I have carefully reviewed this statement and it is a true and accurate statement of all receipts and disbursements made on my account.</p>
<p>${facts.entity ? `${esc(facts.entity.name)}<br>By: ` : ''}<span class="sig">${esc(fullName(facts.borrower))}</span></p>`;
    if (!facts.entity) fields.push('borrower_first_name', 'borrower_last_name');
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Settlement Statement', pages: [html], font: 'sans', fontSize: '9pt', page: { margin: '0.5in 0.6in' } }), truth: truth(facts, fields) };
  },
};

export const propertyFamilies: Family[] = [bpo, appraisalSalient, titleCommitment, insuranceEvidence, budgetDraws, payoffLetter, settlementStatement];
