// Correspondent / wholesale desk paper: purchase advices, loan setup forms, broker cover sheets, RTL term sheets from
// correspondents, blanket collateral schedules, broker comp agreements.
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { Family, TruthField } from '../../../types';
import {
  T, block, addDays, addr, cityLine, correspondent, desk, dscrize, dt, entityForm, exitText, feeRows, looseDate, ltLabel, money,
  name, pct, phone, pickD, pointRows, ppText, ptLabel, purposeLabel, staff, street, termText, vesting, whoFields,
} from './util';

export const purchaseAdvice: Family = {
  id: 's-correspondent-purchase-advice',
  description: 'Investor purchase advice to a correspondent seller: UPB, price, SRP, accrued interest, wire',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts.loan.termMonths === 360 || rng.chance(0.5) ? dscrize(facts, rng) : facts;
    const d = desk(rng);
    const c = correspondent(rng);
    const price = 100 + rng.int(-4, 16) / 8;
    const premium = Math.round(f.loan.amount * (price - 100)) / 100;
    const srp = Math.round(f.loan.amount * rng.int(0, 8) / 8) / 100;
    const perDiem = (f.loan.amount * f.loan.rate) / 100 / 360;
    const days = rng.int(3, 24);
    const accrued = Math.round(perDiem * days * 100) / 100;
    const fee = rng.pick([450, 595, 750]);
    const wire = Math.round((f.loan.amount + premium + srp + accrued - fee) * 100) / 100;
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_type'];
    const sellerLoan = `${c.name.slice(0, 3).toUpperCase()}-${rng.int(100000, 999999)}`;
    const noteDate = f.loan.closingDate;
    fields.push('estimated_closing_date');
    const html = documentHtml({
      title: 'Purchase Advice', font: 'mono', fontSize: '8.5pt',
      css: '.grid td{padding:2px 5px}.grid td.v{text-align:right}',
      page: { footerLeft: `${d.name} · Correspondent Purchasing`, pageNumbers: true },
      pages: [`<div class="b" style="font-size:12pt">${esc(d.name.toUpperCase())}</div><div>PURCHASE ADVICE / FUNDING CONFIRMATION</div><div>Run ${looseDate(addDays(noteDate, rng.int(8, 20)), rng)}</div><br>
${kvTable([
    ['Seller', esc(c.name)],
    ['Seller loan #', sellerLoan],
    ['Investor loan #', f.loan.loanNumber],
    ['Borrower', esc(vesting(f).toUpperCase())],
    ['Property', esc(addr(f.property.address, rng).toUpperCase())],
    ['Property type', esc(ptLabel(f.property.type, rng, f.property.units))],
    ['Product', f.loan.termMonths === 360 ? 'DSCR30F' : `RTL-${f.loan.termMonths}M`],
    ['Note date', dt(noteDate, rng.pick(['us', 'usn'] as const))],
    ['Note rate', `${pct(f.loan.rate)}%`],
    ['Term (mos)', String(f.loan.termMonths)],
  ], { labelWidth: '30%' })}
<br><table class="grid" style="width:100%"><tr><th>Item</th><th>Rate/Price</th><th class="right">Amount</th></tr>
<tr><td>Purchased UPB</td><td></td><td class="v">${money(f.loan.amount, true)}</td></tr>
<tr><td>Premium / (discount)</td><td>${price.toFixed(3)}</td><td class="v">${money(premium, true)}</td></tr>
<tr><td>SRP</td><td></td><td class="v">${money(srp, true)}</td></tr>
<tr><td>Accrued interest (${days} days)</td><td>${perDiem.toFixed(4)}/day</td><td class="v">${money(accrued, true)}</td></tr>
<tr><td>Purchase review fee</td><td></td><td class="v">(${money(fee, true)})</td></tr>
<tr><td class="b">Net wire to seller</td><td></td><td class="v b">${money(wire, true)}</td></tr></table>
<p class="small" style="margin-top:10px">Wire to ${esc(c.name)} warehouse account per instructions on file. Questions: purchasing@${d.domain}. Loan remains subject to post-purchase QC; early payoff within ${rng.pick([90, 120, 180])} days requires premium recapture.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const loanSetupForm: Family = {
  id: 's-wholesale-loan-setup-form',
  description: 'Wholesale loan setup / registration form the broker fills online and prints, checkbox heavy',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const dscr = facts.loan.termMonths === 360 || rng.chance(0.4);
    const f = dscr ? dscrize(facts, rng) : facts;
    const d = desk(rng);
    const br = f.broker;
    const fields: TruthField[] = [...whoFields(f, { principal: true, contact: true }), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'estimated_closing_date', 'prepayment_penalty'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    if (f.loan.brokerPoints !== undefined) fields.push('broker_points');
    if (f.loan.processingFee !== undefined) fields.push('processing_fee');
    const line = (l: string, v: string) => `<tr><td class="l">${l}</td><td class="v">${v}</td></tr>`;
    const html = documentHtml({
      title: 'Loan setup', font: 'sans', fontSize: '8.5pt',
      css: '.s{width:100%;border:1px solid #333;margin-bottom:6px}.s td{padding:2px 5px;border-bottom:1px dotted #aaa}.s td.l{width:35%;color:#333;font-weight:bold}.hd{background:#ddd;padding:2px 6px;font-weight:bold;border:1px solid #333;border-bottom:0}',
      page: { footerLeft: `Setup form · ${d.name} Wholesale · submit to setup@${d.domain}`, pageNumbers: true },
      pages: [`<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:13pt">${esc(d.name)}</div><div class="right">LOAN SETUP / REGISTRATION<br>Reg #: ${rng.int(40000, 89999)}</div></div>
<div class="hd">Broker</div><table class="s">${line('Company', esc(br.name))}${line('LO / contact', `${esc(name(br.contact))} · ${br.contact.email} · ${phone(br.contact.phone, rng)}`)}${line('Processor', esc(name(staff(rng, 'gmail.com', f.borrower.last))))}${f.loan.brokerPoints !== undefined ? line('Broker comp (LPC)', `${pct(f.loan.brokerPoints, rng)}%`) : ''}${f.loan.processingFee !== undefined ? line('Broker processing fee', money(f.loan.processingFee)) : ''}</table>
<div class="hd">Borrower / guarantor</div><table class="s">${f.entity ? line('Vesting entity', `${esc(f.entity.name)} (${esc(entityForm(f))})`) : ''}${line(f.entity ? 'Guarantor' : 'Borrower', esc(name(f.borrower, rng)))}${line('Email', f.borrower.email)}${line('Phone', phone(f.borrower.phone, rng))}${line('Credit score (qualifying)', String(f.borrower.creditScore))}${line('Citizenship', rng.pick(['US Citizen', 'Permanent Resident', 'US Citizen']))}</table>
<div class="hd">Property</div><table class="s">${line('Address', esc(addr(f.property.address, rng)))}${line('Type', esc(ptLabel(f.property.type, rng, f.property.units)))}${line('Occupancy', 'Investment')}${line('Est. value / appraised', money(f.property.value))}${f.property.purchasePrice ? line('Sales price', money(f.property.purchasePrice)) : ''}</table>
<div class="hd">Loan</div><table class="s">${line('Program', dscr ? 'DSCR Investor' : 'RTL / Bridge')}${line('Loan type', checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Second Mortgage', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land'], f.loan.type))}${line('Purpose', esc(purposeLabel(f, rng) ?? ''))}${line('Loan amount', money(f.loan.amount))}${line('Rate', `${pct(f.loan.rate, rng)}%`)}${line('Term', termText(f.loan.termMonths, rng))}${line('Prepay', esc(ppText(f, rng)))}${line('Est. closing', dt(f.loan.closingDate, pickD(rng)))}${line('Lock', rng.pick(['Float', 'Lock 30', 'Lock 45']))}</table>
<div class="hd">Title / escrow</div><table class="s">${line('Company', esc(f.title.name))}${line('Officer', `${esc(name(f.title.contact))} ${phone(f.title.contact.phone, rng)}`)}</table>`],
    });
    return { kind: 'html', documentType: 'Loan Application', html, truth: T(f, fields) };
  },
};

export const brokerCoverSheet: Family = {
  id: 's-broker-submission-cover',
  description: 'Broker\'s one-page submission cover sheet with the deal story and a stacking checklist',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const f = facts;
    const d = desk(rng);
    const br = f.broker;
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate'];
    if (f.loan.exit) fields.push('exit_strategy');
    const pts = pointRows(f, rng).filter(([, , k]) => k === 'broker_points');
    for (const [, , k] of pts) fields.push(k);
    const story = f.loan.exit === 'Sale'
      ? `Experienced flipper (${rng.int(4, 30)} flips in 3 yrs). Plans to renovate and list; ARV ${f.property.arv ? money(f.property.arv) : 'TBD'} per BPO.`
      : f.loan.exit === 'Refinance'
        ? `Borrower will stabilize and refi out into a DSCR loan.${f.property.arv ? ` ARV ${money(f.property.arv)}.` : ''}`
        : `Long-time landlord, ${rng.int(3, 25)} doors in ${f.property.address.stateName}.`;
    const items = ['Application', 'Credit report', 'Entity docs', 'Purchase contract', 'Bank stmts (2 mo)', 'Track record / REO', 'Scope of work', 'Insurance quote'];
    const col = accent(rng);
    const html = documentHtml({
      title: 'Submission', font: 'sans', fontSize: '9.5pt',
      css: `.grid td.k{font-weight:bold;width:32%;color:${col}}`,
      pages: [`${letterhead({ name: br.name, lines: [`${esc(street(br.address))}, ${esc(cityLine(br.address))}`, `${esc(name(br.contact))} · ${br.contact.email} · ${phone(br.contact.phone, rng)}`], color: col })}
<div class="b" style="font-size:12pt">LOAN SUBMISSION — to ${esc(d.name)}</div><p>Date: ${looseDate(f.documentDate, rng)}</p>
${block([
    ['Borrower', esc(f.entity ? `${f.entity.name} — ${name(f.borrower)}` : name(f.borrower))],
    ['Mid FICO', String(f.borrower.creditScore)],
    ['Property', esc(addr(f.property.address, rng))],
    ['Type', esc(ptLabel(f.property.type, rng, f.property.units))],
    ['As-is value', money(f.property.value)],
    ...(f.property.purchasePrice ? [['Purchase price', money(f.property.purchasePrice)] as [string, string]] : []),
    ['Loan request', money(f.loan.amount)],
    ['Loan type', esc(ltLabel(f.loan.type, rng))],
    ['Term', termText(f.loan.termMonths, rng)],
    ['Quoted rate', `${pct(f.loan.rate, rng)}%`],
    ...(f.loan.exit ? [['Exit', esc(exitText(f, rng) as string)] as [string, string]] : []),
    ...pts.map(([l, v]) => [l, `${pct(v, rng)} pts`] as [string, string]),
  ], rng)}
<p style="margin-top:8px"><b>Story:</b> ${esc(story)}</p>
<p><b>Package:</b><br>${items.map((i) => `${rng.chance(0.75) ? '☒' : '☐'} ${i}`).join('<br>')}</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const rtlTermSheet: Family = {
  id: 's-rtl-bridge-term-sheet',
  description: 'Correspondent lender\'s RTL (fix/flip, bridge) term sheet: holdback, draws, extension, exit',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts.loan.termMonths === 360 ? { ...facts, loan: { ...facts.loan, termMonths: 12, type: 'Bridge Loan' as const, exit: 'Refinance' as const } } : facts;
    const c = correspondent(rng);
    const rehab = f.property.arv ? Math.round((f.property.arv - f.property.value) * 0.45 / 1000) * 1000 : 0;
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'prepayment_penalty', 'estimated_closing_date'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    if (f.loan.exit) fields.push('exit_strategy');
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    for (const [, , k] of [...pts, ...fees]) fields.push(k);
    const rows: [string, string][] = [
      ['Borrower', esc(vesting(f))],
      ...(f.entity ? [['Signer', `${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}`] as [string, string]] : []),
      ['Subject property', esc(addr(f.property.address, rng))],
      ['Asset', esc(ptLabel(f.property.type, rng, f.property.units))],
      ['Loan type', esc(ltLabel(f.loan.type, rng))],
      ['Initial advance + holdback', `${money(f.loan.amount)}${rehab ? ` + ${money(rehab)} rehab holdback (funded in arrears via draws)` : ''}`],
      ['As-is value', money(f.property.value)],
      ...(f.property.arv ? [['ARV', money(f.property.arv)] as [string, string]] : []),
      ...(f.property.purchasePrice ? [['Purchase price', money(f.property.purchasePrice)] as [string, string]] : []),
      ['Rate', `${pct(f.loan.rate, rng)}% interest-only, Dutch on drawn funds`],
      ['Term', `${termText(f.loan.termMonths, rng)}; one 3-month extension at 1 pt`],
      ['Prepayment', esc(ppText(f, rng))],
      ...pts.map(([l, v]) => [l, `${pct(v, rng)}%`] as [string, string]),
      ...fees.map(([l, v]) => [l, money(v)] as [string, string]),
      ...(f.loan.exit ? [['Exit strategy', esc(exitText(f, rng) as string)] as [string, string]] : []),
      ['Draw fee', `${money(rng.pick([150, 195, 250]))} per draw incl. inspection`],
      ['Closing on/before', dt(f.loan.closingDate, pickD(rng))],
    ];
    const col = accent(rng);
    const html = documentHtml({
      title: 'RTL term sheet', font: 'serif', fontSize: '9.5pt',
      css: `.grid td.k{background:${col};color:#fff;font-weight:bold;width:31%}`,
      page: { footerLeft: `${c.name} · Loans sold to and serviced by an institutional investor`, pageNumbers: true },
      pages: [`${letterhead({ name: c.name, lines: ['Residential Transition Loans · Term Sheet'], color: col, align: 'center' })}
<p class="right">${looseDate(f.documentDate, rng)}</p>
${block(rows, rng)}
<p class="small" style="margin-top:8px">Broker: ${esc(f.broker.name)}. Title: ${esc(f.title.name)}. Appraisal (as-is &amp; ARV) ordered through ${esc(f.appraiser.name)}. Terms valid 10 business days.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

export const blanketSchedule: Family = {
  id: 's-blanket-collateral-schedule',
  description: 'Blanket / portfolio DSCR loan: cross-collateralized property schedule with allocated loan amounts and release prices',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const count = rng.int(3, 6);
    const weights = Array.from({ length: count }, () => 0.6 + rng.next());
    const total = weights.reduce((a, b) => a + b, 0);
    const vals = weights.map((w) => Math.round((f.property.value * w) / total / 1000) * 1000);
    vals[0] = (vals[0] as number) + f.property.value - vals.reduce((a, b) => a + b, 0);
    const alloc = vals.map((v) => Math.round((v * f.loan.amount) / f.property.value / 100) * 100);
    alloc[0] = (alloc[0] as number) + f.loan.amount - alloc.reduce((a, b) => a + b, 0);
    const a = f.property.address;
    const others = Array.from({ length: count - 1 }, () => `${rng.int(100, 9999)} ${rng.pick(['Sage', 'Columbine', 'Larkspur', 'Cottonwood', 'Ponderosa', 'Bannock'])} ${rng.pick(['St', 'Ave', 'Dr', 'Ln'])}, ${a.city}, ${a.state} ${a.zip}`);
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'loan_number'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    const html = documentHtml({
      title: 'Schedule', font: 'sans', fontSize: '8.5pt',
      page: { footerLeft: `Exhibit A to Loan Agreement · Loan ${f.loan.loanNumber}`, pageNumbers: true },
      pages: [`<div class="b center" style="font-size:12pt">EXHIBIT A — SCHEDULE OF MORTGAGED PROPERTIES</div><div class="center">Blanket DSCR Portfolio Loan · ${esc(d.name)}</div><br>
<p>Borrower: <b>${esc(vesting(f))}</b>${f.entity ? `, ${esc(entityForm(f))}, acting by ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : ''}. Loan No. ${f.loan.loanNumber}. Aggregate loan amount ${money(f.loan.amount)}; aggregate as-is appraised value ${money(f.property.value)}; note rate ${pct(f.loan.rate, rng)}%, ${termText(360, rng)}; prepayment ${esc(ppText(f, rng))}.</p>
<table class="grid"><tr><th>#</th><th>Property</th><th>Type</th><th class="right">Appraised</th><th class="right">Allocated loan</th><th class="right">Release price (110%)</th></tr>
${[`${street(a)}, ${cityLine(a)}`, ...others].map((p, i) => `<tr><td>${i + 1}</td><td>${esc(p)}</td><td>${esc(i === 0 ? ptLabel(f.property.type, rng, f.property.units) : rng.pick(['SFR', 'Duplex', 'Townhome']))}</td><td class="right">${money(vals[i] as number)}</td><td class="right">${money(alloc[i] as number)}</td><td class="right">${money(Math.round((alloc[i] as number) * 1.1))}</td></tr>`).join('')}
<tr class="b"><td></td><td>TOTAL (${count} properties)</td><td></td><td class="right">${money(f.property.value)}</td><td class="right">${money(f.loan.amount)}</td><td></td></tr></table>
<p class="small" style="margin-top:8px">All properties are cross-collateralized and cross-defaulted. Partial release permitted upon payment of the release price, provided the remaining pool DSCR ≥ 1.20x and LTV ≤ 70%.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: T(f, fields) };
  },
};

export const brokerFeeAgreement: Family = {
  id: 's-broker-fee-agreement',
  description: 'Broker compensation / fee agreement signed by the borrower for a business-purpose loan',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = facts.loan.brokerPoints === undefined ? { ...facts, loan: { ...facts.loan, brokerPoints: rng.pick([1, 1.5, 2]) } } : facts;
    const br = f.broker;
    const bp = f.loan.brokerPoints as number;
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity }), 'broker_points', 'loan_amount', 'property_address'];
    if (f.loan.processingFee !== undefined) fields.push('processing_fee');
    const fee = Math.round(f.loan.amount * bp) / 100;
    const html = documentHtml({
      title: 'Broker fee agreement', font: 'serif', fontSize: '10pt',
      page: { pageNumbers: true },
      pages: [`<div class="center b" style="font-size:13pt">MORTGAGE BROKER FEE AGREEMENT<br><span style="font-size:9pt">(Business Purpose Loan — Not for Personal, Family or Household Use)</span></div><br>
<p>This Agreement is made ${looseDate(f.documentDate, rng)} between <b>${esc(br.name)}</b> ("Broker") and <b>${esc(vesting(f))}</b>${f.entity ? `, ${esc(entityForm(f))}` : ''} ("Borrower").</p>
<p>1. Broker will arrange financing of approximately <b>${money(f.loan.amount)}</b> secured by ${esc(addr(f.property.address, rng))}.</p>
<p>2. Borrower agrees to pay Broker a fee of <b>${pct(bp, rng)}%</b> of the loan amount (estimated ${money(fee, true)}), payable only at closing from loan proceeds.${f.loan.processingFee !== undefined ? ` Borrower also agrees to a broker processing fee of ${money(f.loan.processingFee)}.` : ''}</p>
<p>3. Broker may also receive compensation from the lender, which will be disclosed. Broker does not make loans and is not the lender; ${esc(f.lender.name)} or another wholesale lender may fund.</p>
<p>4. Third-party fees (appraisal approx. ${money(rng.pick([550, 650, 750, 950]))}, credit ${money(rng.pick([35, 55, 85]))}) are paid to the provider and are not Broker compensation.</p>
<p>5. Colorado-licensed broker; NMLS ${rng.int(100000, 2200000)}. This Agreement is governed by the laws of the State of ${esc(rng.pick(['Colorado', 'Utah', 'Idaho']))}.</p>
<br><table style="width:100%"><tr><td>BROKER: ${esc(br.name)}<br><span class="sig">${esc(name(br.contact))}, Managing Broker</span></td>
<td>BORROWER: ${esc(vesting(f))}<br><span class="sig">${esc(name(f.borrower))}${f.entity ? `, ${esc(f.entity.signatoryTitle)}` : ''}</span></td></tr></table>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const coeMemo: Family = {
  id: 's-funding-memo-scan',
  description: 'Funding desk\'s internal clear-to-close / funding memo, printed, initialled and scanned',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const f = facts;
    const d = desk(rng);
    const closer = staff(rng, d.domain, f.borrower.last);
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'property_address', 'loan_amount', 'interest_rate', 'estimated_closing_date', 'loan_type'];
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    for (const [, , k] of [...pts, ...fees]) fields.push(k);
    const html = documentHtml({
      title: 'CTC', font: 'mono', fontSize: '9.5pt',
      pages: [`<div class="b">${esc(d.name.toUpperCase())} — CLEAR TO CLOSE / FUNDING MEMO</div><hr>
<pre style="font-family:inherit;white-space:pre-wrap">LOAN #........ ${f.loan.loanNumber}
BORROWER...... ${esc(vesting(f))}
PROPERTY...... ${esc(addr(f.property.address, rng))}
PRODUCT....... ${esc(ltLabel(f.loan.type, rng))}
LOAN AMT...... ${money(f.loan.amount, true)}
NOTE RATE..... ${pct(f.loan.rate)}%
SIGNING/COE... ${dt(f.loan.closingDate, rng.pick(['us', 'usn'] as const))}
TITLE CO...... ${esc(f.title.name)} (${esc(name(f.title.contact))})
${pts.map(([l, v]) => `${l.toUpperCase().padEnd(14, '.')} ${pct(v)}%`).join('\n')}
${fees.map(([l, v]) => `${l.toUpperCase().padEnd(14, '.')} ${money(v)}`).join('\n')}
WIRE AMT...... ${money(Math.round(f.loan.amount * 0.97), true)} (net of lender fees &amp; holdback)</pre>
<p>[${rng.chance(0.5) ? 'X' : ' '}] Insurance verified   [X] Title CPL rec'd   [X] Wire verified by phone   [ ] Final settlement stmt</p>
<p>Closer: ${esc(name(closer))} &nbsp;&nbsp; <span class="scrawl">${esc(closer.first[0] ?? '')}${esc(closer.last[0] ?? '')} ok to fund</span></p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};

export const scopeBudget: Family = {
  id: 's-rtl-scope-of-work',
  description: 'Borrower\'s rehab scope of work and budget for an RTL loan, with the loan request header',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = facts.loan.type === 'Fix & Flip' || facts.loan.type === 'Construction' || facts.loan.type === 'Bridge Loan' ? facts : { ...facts, loan: { ...facts.loan, type: 'Fix & Flip' as const, exit: 'Sale' as const } };
    const lines = rng.shuffle(['Demo & haul', 'Roof (tear-off, 30yr arch.)', 'Kitchen (cabinets, quartz, appl.)', 'Baths (2)', 'LVP flooring', 'Interior paint', 'Exterior paint', 'HVAC replace', 'Electrical panel 200A', 'Windows', 'Landscaping / xeriscape', 'Permits']).slice(0, rng.int(6, 10));
    const costs = lines.map(() => rng.int(15, 300) * 100);
    const total = costs.reduce((a, b) => a + b, 0);
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'property_address', 'loan_amount', 'loan_type'];
    if (f.loan.exit) fields.push('exit_strategy');
    const html = documentHtml({
      title: 'SOW', font: 'sans', fontSize: '9pt',
      pages: [`<div class="b" style="font-size:13pt">SCOPE OF WORK &amp; BUDGET</div>
<p>Borrower: ${esc(f.entity ? `${f.entity.name} / ${name(f.borrower)}` : name(f.borrower))}<br>Property: ${esc(addr(f.property.address, rng))}<br>Loan program: ${esc(ltLabel(f.loan.type, rng))} · Initial loan request ${money(f.loan.amount)}${f.property.purchasePrice ? ` · Purchase ${money(f.property.purchasePrice)}` : ''}${f.property.arv ? ` · Target ARV ${money(f.property.arv)}` : ''}</p>
<table class="grid"><tr><th>Line item</th><th>Contractor</th><th class="right">Budget</th><th>Start wk</th></tr>
${lines.map((l, i) => `<tr><td>${esc(l)}</td><td>${rng.pick(['GC', 'Sub - Peak Roofing', 'Self-perform', 'Sub - Wasatch HVAC', 'GC'])}</td><td class="right">${money(costs[i] as number)}</td><td>${rng.int(1, 10)}</td></tr>`).join('')}
<tr class="b"><td>TOTAL REHAB</td><td></td><td class="right">${money(total)}</td><td></td></tr></table>
<p style="margin-top:8px">Timeline ${rng.int(8, 20)} weeks. ${f.loan.exit ? `Exit: ${esc(exitText(f, rng) as string)}.` : ''} Contingency ${rng.pick([5, 10])}% included in GC line.</p>
<p class="small">GC: ${esc(rng.pick(['Summit Peak Builders', 'Two Rivers Construction', 'Basin Renovations']))}, lic. ${rng.int(10000, 99999)}.</p>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: T(f, fields) };
  },
};
