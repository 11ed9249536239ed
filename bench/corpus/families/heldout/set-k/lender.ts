// set-k — lenders: term sheets, letters of intent, conditional commitments and a pricing workbook.
import { accent, checkboxes, flow, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, Sheet, SheetCell, TruthField } from '../../../types';
import {
  addr, anyDate, anyMoney, borrowerParty, entityPhrase, esc, exitLabel, fdate, feeRows, loanTypeLabel, money, name, near, page,
  phone, prepayText, propTypeLabel, purposeLabel, rate, term,
} from './kit';

type Row = [TruthField | null, string, string];

/** The core rows of a lender's terms, each tagged with the field it states. */
function coreRows(f: DealFacts, rng: Rng, v: { amount: string; value?: string; rate?: string }): Row[] {
  const l = f.loan;
  const rows: Row[] = [
    ['loan_amount', v.amount, anyMoney(rng, l.amount)],
    ['loan_type', rng.pick(['Program', 'Loan Product', 'Transaction Type']), esc(loanTypeLabel(l.type, rng))],
    ['property_address', rng.pick(['Collateral', 'Subject Property', 'Mortgaged Property']), addr(f.property.address, rng)],
    ['property_type', rng.pick(['Property Type', 'Asset Class', 'Collateral Type']), esc(propTypeLabel(f.property.type, f.property.units, rng))],
    ['interest_rate', v.rate ?? rng.pick(['Note Rate', 'Interest Rate', 'Coupon']), `${rate(l.rate, rng)} ${rng.pick(['per annum, interest only', 'fixed, non-Dodd-Frank', 'annual, paid monthly in arrears'])}`],
    ['loan_term', rng.pick(['Term', 'Maturity', 'Loan Term']), esc(term(l.termMonths, rng))],
  ];
  if (v.value) rows.push(['property_value', v.value, anyMoney(rng, f.property.value)]);
  if (l.purpose && rng.chance(0.6)) rows.push(['loan_purpose', 'Purpose', esc(purposeLabel(l.purpose, rng))]);
  return rows;
}

function tail(f: DealFacts, rng: Rng): Row[] {
  const rows: Row[] = feeRows(f, rng).map(([k, l, v]) => [k as TruthField, l, v]);
  rows.push(['prepayment_penalty', rng.pick(['Prepayment', 'Prepayment Premium', 'Yield Maintenance / Prepay']), prepayText(f, rng)]);
  if (f.loan.exit) rows.push(['exit_strategy', rng.pick(['Exit', 'Repayment Source', 'Exit Strategy']), esc(exitLabel(f.loan.exit, rng))]);
  rows.push(['estimated_closing_date', rng.pick(['Target Closing', 'Anticipated Funding', 'Outside Closing Date']), anyDate(rng, f.loan.closingDate)]);
  return rows;
}

function truthFromRows(f: DealFacts, rows: Row[], extra: TruthField[]): Record<string, string> {
  const list = [...rows.map((r) => r[0]).filter((x): x is TruthField => !!x), ...extra];
  if (list.includes('prepayment_penalty')) list.push('prepayment_terms');
  return truthOf(f, list);
}

function lenderHead(f: DealFacts, rng: Rng): string {
  const c = f.lender;
  return letterhead({ name: c.name, lines: [esc(`${c.address.street}${c.address.unit ? `, ${c.address.unit}` : ''} · ${c.address.city}, ${c.address.state} ${c.address.zip}`), esc(`${phone(c.contact.phone, rng)} · ${c.contact.email}`)], color: accent(rng), align: rng.pick(['left', 'center'] as const) });
}

const numberedClauses: Family = {
  id: 'setk-lender-numbered-clauses',
  description: 'Lender summary of terms as numbered clauses ("1. Borrower. …"), two pages with running header and page footer',
  formats: ['pdf_text'],
  make(f, rng) {
    const party = borrowerParty(f, rng);
    const rows = [...coreRows(f, rng, { amount: rng.pick(['Principal Sum', 'Facility Amount', 'Loan Amount']), value: rng.chance(0.6) ? rng.pick(['As-Is Value', 'Lender Valuation (as-is)']) : undefined }), ...tail(f, rng)];
    const clauses = [
      `<p><b>1. Borrower.</b> ${party.html}.</p>`,
      `<p><b>2. Lender.</b> ${esc(f.lender.name)} or its assigns (“Lender”).</p>`,
      ...rows.map((r, i) => `<p><b>${i + 3}. ${r[1]}.</b> ${r[2]}</p>`),
      `<p><b>${rows.length + 3}. Loan Reference.</b> Lender file no. ${f.loan.loanNumber}.</p>`,
      `<p><b>${rows.length + 4}. Third-Party Reports.</b> Appraisal to be ordered through ${esc(f.appraiser.name)}; title and escrow by ${esc(f.title.name)}. Costs of such reports are for Borrower's account whether or not the Loan closes.</p>`,
      `<p><b>${rows.length + 5}. Non-Binding.</b> This summary is for discussion purposes only and is not a commitment to lend. Any commitment shall be subject to satisfactory underwriting, credit committee approval and execution of definitive loan documents.</p>`,
      `<p style="margin-top:20px">Accepted: _____________________________ Date: __________</p>`,
    ];
    const pages = flow(clauses, { charsPerLine: 95, linesPerPage: 44, firstPageLines: 34 }).map((p, i) =>
      (i === 0 ? `${lenderHead(f, rng)}<h2 style="text-align:center;margin:6px 0 14px">SUMMARY OF TERMS AND CONDITIONS</h2><p class="muted">${fdate(f.documentDate, 'long')}</p>` : `<div class="small muted" style="border-bottom:1px solid #999;margin-bottom:10px">${esc(f.lender.name)} — Summary of Terms (continued)</div>`) + p);
    return { kind: 'html', documentType: 'Term Sheet', html: page('Summary of Terms', pages, { font: 'serif', page: { pageNumbers: true, footerLeft: 'Confidential – not a commitment' } }), truth: truthFromRows(f, rows, [...party.fields, 'loan_number']) };
  },
};

const dottedLeaders: Family = {
  id: 'setk-lender-dotted-leaders',
  description: 'Typewriter-style term sheet, monospace, label ........ value leaders',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const party = borrowerParty(f, rng, { signer: false, guarantorWord: 'Personal Guarantee' });
    const rows = [...coreRows(f, rng, { amount: rng.pick(['Requested Advance', 'Loan Amount', 'Amount Financed']), value: rng.chance(0.5) ? 'Est. Market Value' : undefined }), ...tail(f, rng)];
    const lines = [['BORROWER', party.html] as [string, string], ...rows.map((r) => [r[1].toUpperCase(), r[2]] as [string, string])];
    const body = lines.map(([k, v]) => `<div style="display:flex;gap:4px"><span style="white-space:nowrap">${k}</span><span style="flex:1;border-bottom:1px dotted #333;margin-bottom:4px"></span><span style="max-width:60%;text-align:right">${v}</span></div>`).join('');
    const html = page('Term Sheet', [`<div style="text-align:center">${esc(f.lender.name.toUpperCase())}<br>INDICATIVE TERM SHEET<br>${fdate(f.documentDate, 'us')}</div><hr>${body}<hr><p class="small">Broker of record: ${esc(f.broker.name)}, ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} ${esc(phone(f.broker.contact.phone, rng))}. Rate lock not guaranteed until commitment.</p>`], { font: 'mono', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthFromRows(f, rows, party.fields) };
  },
};

const labelAbove: Family = {
  id: 'setk-lender-label-above-boxes',
  description: 'Term sheet of bordered boxes, small caps label above each value, 3 per row',
  formats: ['pdf_text'],
  make(f, rng) {
    const party = borrowerParty(f, rng, { signer: true });
    const rows = [...coreRows(f, rng, { amount: 'Loan Amount', value: 'Appraised / As-Is Value' }), ...tail(f, rng)];
    const cells = [['BORROWING ENTITY / BORROWER', party.html], ['LOAN #', f.loan.loanNumber], ...rows.map((r) => [r[1].toUpperCase(), r[2]])];
    let grid = '<table class="grid" style="table-layout:fixed">';
    for (let i = 0; i < cells.length; i += 3) grid += `<tr>${cells.slice(i, i + 3).map(([k, v]) => `<td style="height:52px"><div style="font-size:6.5pt;letter-spacing:1px;color:#555">${k}</div><div style="font-size:10pt;margin-top:3px">${v}</div></td>`).join('')}</tr>`;
    grid += '</table>';
    const html = page('Term Sheet', [`${lenderHead(f, rng)}<h3>Term Sheet — ${esc(loanTypeLabel(f.loan.type, rng))}</h3><p class="small">Issued ${fdate(f.documentDate, 'abbr')}</p>${grid}<p class="small" style="margin-top:10px">Comparable financing closed by Lender in ${esc(f.property.address.city)} last quarter averaged ${money(near(rng, f.loan.amount, [f.loan.amount, f.property.value, f.property.purchasePrice]))}. This term sheet expires in 10 business days.</p>`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthFromRows(f, rows, [...party.fields, 'loan_number']) };
  },
};

const existingVsProposed: Family = {
  id: 'setk-lender-existing-vs-proposed',
  description: 'Refinance/bridge quote comparing the existing lien with the proposed loan in side-by-side columns',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const party = borrowerParty(f, rng, { signer: false });
    const prior = near(rng, l.amount, [l.amount, f.property.value, f.property.purchasePrice]);
    const priorRate = (Math.round((l.rate + 1.5) * 8) / 8);
    const table = `<table class="grid"><tr><th></th><th>Existing Lien</th><th>Proposed – ${esc(f.lender.name)}</th></tr>
<tr><td>Lender</td><td>${rng.pick(['Regional Savings Bank', 'Private note holder', 'Prior hard money lender'])}</td><td>${esc(f.lender.name)}</td></tr>
<tr><td>Balance / Loan Amount</td><td>${money(prior)}</td><td>${money(l.amount)}</td></tr>
<tr><td>Rate</td><td>${priorRate}%</td><td>${rate(l.rate, rng)}</td></tr>
<tr><td>Term</td><td>matures ${fdate(f.documentDate, 'us').replace(/\/\d{4}$/, '/' + (Number(f.documentDate.slice(0, 4)) + 1))}</td><td>${esc(term(l.termMonths, rng))}</td></tr>
<tr><td>Payment</td><td>${money(Math.round(prior * priorRate / 1200))}/mo</td><td>${money(Math.round(l.amount * l.rate / 1200))}/mo (interest only)</td></tr></table>`;
    const rows: Row[] = [
      ['property_address', 'Property', addr(f.property.address, rng)],
      ['property_type', 'Type', esc(propTypeLabel(f.property.type, f.property.units, rng))],
      ['property_value', 'Current Value (BPO)', money(f.property.value)],
      ['loan_type', 'Program', esc(loanTypeLabel(l.type, rng))],
      ...tail(f, rng),
    ];
    const html = page('Refinance Proposal', [`${lenderHead(f, rng)}<h2>Financing Proposal</h2><p>Prepared for: ${party.html}<br>Date: ${anyDate(rng, f.documentDate)}</p>${kvTable(rows.map((r) => [r[1], r[2]]))}<h3 style="margin-top:14px">Existing vs. Proposed</h3>${table}<p class="small" style="margin-top:10px">Figures for the existing lien are as reported by the borrower and have not been verified.</p>`], { font: 'sans', fontSize: '9.5pt' });
    const truth = truthFromRows(f, rows, [...party.fields, 'loan_amount', 'interest_rate', 'loan_term']);
    return { kind: 'html', documentType: 'Term Sheet', html, truth };
  },
};

const loiLetter: Family = {
  id: 'setk-lender-loi-prose-letter',
  description: 'Letter of intent written as a business letter: the terms are in sentences, not a table',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const who = f.entity ? `${entityPhrase(f)} (the “Borrower”), with ${esc(name(f.borrower, rng, 'plain'))} as guarantor` : `${esc(name(f.borrower, rng, 'plain'))} (the “Borrower”)`;
    const fees = feeRows(f, rng);
    const list: TruthField[] = ['loan_amount', 'property_address', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'borrower_first_name', 'borrower_last_name', 'borrower_email', ...(f.entity ? ['entity_name' as TruthField] : []), ...fees.map((x) => x[0] as TruthField)];
    const paras = [
      `<p>${fdate(f.documentDate, 'long')}</p>`,
      `<p>${esc(name(f.borrower, rng, 'plain'))}<br>${esc(f.borrower.email)}</p>`,
      `<p>Re: ${addr(f.property.address, rng)}</p>`,
      `<p>Dear ${esc(f.borrower.first)},</p>`,
      `<p>Thank you for the opportunity to review this transaction. ${esc(f.lender.name)} (“Lender”) is pleased to set out the terms on which it would consider making a loan to ${who}, secured by a first-priority deed of trust on the property referenced above.</p>`,
      `<p>Lender would advance up to ${money(l.amount)} for a term of ${esc(term(l.termMonths, rng))}. Interest would accrue at ${rate(l.rate)} per annum, payable monthly, interest only, with the principal balance due at maturity. ${l.prepayment.penalty ? `A prepayment premium of ${esc(l.prepayment.terms ?? '')} would apply.` : 'The loan may be prepaid in whole or in part without penalty.'}</p>`,
      fees.length ? `<p>At closing the Borrower would pay ${fees.map(([, k, v]) => `${k.toLowerCase()} of ${v}`).join(', ')}, together with customary third-party costs (title, escrow, recording), which are not included above.</p>` : '',
      `<p>We would target a closing on or before ${fdate(l.closingDate, 'long')}, subject to an acceptable appraisal, clear title and our customary due diligence.</p>`,
      `<p>This letter is an expression of interest only and does not constitute a commitment to lend.</p>`,
      `<p>Sincerely,<br><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, ${rng.pick(['Managing Director', 'Loan Officer', 'VP, Originations'])}<br>${esc(phone(f.lender.contact.phone, rng))}</p>`,
    ];
    const pages = flow(paras.filter(Boolean), { charsPerLine: 90, linesPerPage: 46, firstPageLines: 38 }).map((p, i) => (i === 0 ? lenderHead(f, rng) : '') + p);
    return { kind: 'html', documentType: 'Letter of Intent', html: page('Letter of Intent', pages, { font: 'serif', page: { pageNumbers: 'short' } }), truth: truthOf(f, list) };
  },
};

const conditionalCommitment: Family = {
  id: 'setk-lender-conditional-commitment',
  description: 'Conditional approval letter with a closing-conditions list and a fee exhibit on a second page',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const party = borrowerParty(f, rng, { signer: true });
    const fees = feeRows(f, rng);
    const rows: Row[] = [
      ['loan_number', 'Loan No.', l.loanNumber],
      ['loan_amount', 'Approved Loan Amount', money(l.amount, 'cents')],
      ['interest_rate', 'Rate', rate(l.rate, rng)],
      ['loan_term', 'Term', esc(term(l.termMonths, rng))],
      ['property_address', 'Property', addr(f.property.address, rng)],
      ['loan_type', 'Loan Type', esc(loanTypeLabel(l.type, rng))],
      ['estimated_closing_date', 'Commitment expires / closing by', fdate(l.closingDate, 'us')],
      ['prepayment_penalty', 'Prepayment', prepayText(f, rng)],
    ];
    const p1 = `${lenderHead(f, rng)}<h2>CONDITIONAL LOAN APPROVAL</h2><p>${fdate(f.documentDate, 'long')}</p><p>Borrower: ${party.html}</p>${kvTable(rows.map((r) => [r[1], r[2]]))}
<h3 style="margin-top:12px">Prior-to-Funding Conditions</h3><ol><li>Executed purchase contract and any addenda${f.property.purchasePrice ? ` (contract price ${money(f.property.purchasePrice)})` : ''}.</li><li>Appraisal acceptable to Lender.</li><li>Evidence of hazard insurance naming Lender as mortgagee.</li><li>Title commitment from ${esc(f.title.name)} with no exceptions other than those approved by Lender.</li><li>Entity documents and good standing (if applicable).</li></ol>`;
    const p2 = `<h3>Exhibit A — Lender Fees</h3><table class="grid"><tr><th>Fee</th><th>Amount</th><th>Paid to</th></tr>${fees.map(([, k, v]) => `<tr><td>${k}</td><td>${v}</td><td>${k.toLowerCase().includes('broker') ? esc(f.broker.name) : esc(f.lender.name)}</td></tr>`).join('')}
<tr><td>Appraisal (third party)</td><td>${money(rng.pick([450, 550, 650, 850]))}</td><td>${esc(f.appraiser.name)}</td></tr><tr><td>Title / escrow (estimate)</td><td>${money(rng.int(18, 45) * 100)}</td><td>${esc(f.title.name)}</td></tr></table>
<p style="margin-top:30px">Agreed and accepted:</p><div class="sig">${f.entity ? `${esc(f.entity.name)}<br>By: ${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)}` : `${esc(f.borrower.first)} ${esc(f.borrower.last)}`}</div>`;
    const list = [...rows.map((r) => r[0] as TruthField), ...fees.map((x) => x[0] as TruthField), 'prepayment_terms' as TruthField, ...party.fields];
    return { kind: 'html', documentType: 'Letter of Intent', html: page('Conditional Approval', [p1, p2], { font: 'serif', fontSize: '9.5pt', page: { pageNumbers: true, footerLeft: `Loan ${l.loanNumber}` } }), truth: truthOf(f, list) };
  },
};

const photoSummary: Family = {
  id: 'setk-lender-quick-quote-photo',
  description: 'One-page "quick quote" handed out at a meetup, photographed on a phone',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan;
    const rows: Row[] = [
      ['borrower_last_name', 'Client', esc(name(f.borrower, rng, 'lastFirst'))],
      ['loan_amount', 'Loan Amt', money(l.amount)],
      ['property_value', 'Value (est.)', money(f.property.value)],
      ['interest_rate', 'Rate', rate(l.rate, rng)],
      ['loan_term', 'Term', esc(term(l.termMonths, rng))],
      ['loan_type', 'Product', esc(loanTypeLabel(l.type, rng))],
      ['property_address', 'Property', addr(f.property.address, rng)],
    ];
    if (l.originationPoints !== undefined) rows.push(['origination_points', 'Points', `${l.originationPoints}`]);
    const html = page('Quick Quote', [`<div style="border:3px solid #222;padding:18px;margin-top:40px"><div style="font:bold 20pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div style="font-size:12pt;margin-bottom:14px">QUICK QUOTE · ${fdate(f.documentDate, 'usUnpadded')}</div>${kvTable(rows.map((r) => [r[1], r[2]]), { labelWidth: '30%' })}<p style="margin-top:16px;font-size:11pt">Questions? ${esc(f.lender.contact.first)} ${esc(phone(f.lender.contact.phone, rng))}</p><p class="small">Quote only. Subject to appraisal, title and underwriting.</p></div>`], { font: 'sans', fontSize: '12pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, [...rows.map((r) => r[0] as TruthField), 'borrower_first_name']) };
  },
};

const loiScan: Family = {
  id: 'setk-lender-letter-of-interest-scan',
  description: 'Single-page letter of interest with a borrower acknowledgment box, scanned after signing',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const party = borrowerParty(f, rng, { signer: true });
    const rows: Row[] = [
      ['loan_amount', 'Proposed Loan', money(l.amount)],
      ['property_address', 'Security', addr(f.property.address, rng)],
      ['interest_rate', 'Interest', `${rate(l.rate)} fixed`],
      ['loan_term', 'Term', esc(term(l.termMonths, rng))],
      ['estimated_closing_date', 'Est. Close', fdate(l.closingDate, 'usUnpadded')],
    ];
    if (l.exit) rows.push(['exit_strategy', 'Exit', esc(exitLabel(l.exit, rng))]);
    const html = page('Letter of Interest', [`${lenderHead(f, rng)}<h2 class="center">LETTER OF INTEREST</h2><p>Date: ${fdate(f.documentDate, 'long')}</p><p>To: ${party.html}</p><p>We are interested in financing the above borrower on the following basis:</p>${kvTable(rows.map((r) => [r[1], r[2]]))}<p style="margin-top:10px">Our interest is subject to satisfactory review of the property, the borrower's experience and credit, and final approval.</p>
<div style="border:1px solid #000;padding:10px;margin-top:24px"><b>BORROWER ACKNOWLEDGMENT</b><br>I have read and agree to proceed on the basis above and authorize an appraisal deposit.<br><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span> Date: ${fdate(f.documentDate, 'usUnpadded')}</div>`], { font: 'serif', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, [...rows.map((r) => r[0] as TruthField), ...party.fields]) };
  },
};

const pricingWorkbook: Family = {
  id: 'setk-lender-pricing-workbook',
  description: 'Lender term sheet as a workbook: a Terms sheet (field / value / comment) and a Fees sheet',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const terms: Sheet = {
      name: 'Terms',
      rows: [
        [`${f.lender.name} — Term Sheet`, null, null],
        ['Prepared', new Date(`${f.documentDate}T00:00:00Z`), null],
        [null, null, null],
        ['Item', 'Terms', 'Comment'],
        ['Borrower', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, f.entity ? `Guarantor: ${f.borrower.first} ${f.borrower.last}` : null],
        ['Property', `${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`, propTypeLabel(f.property.type, f.property.units, rng)],
        ['Facility Amount', l.amount, `LTV ${(l.amount / f.property.value * 100).toFixed(1)}%`],
        ['As-Is Value', f.property.value, f.property.arv ? `ARV ${money(f.property.arv)}` : null],
        ['Rate', l.rate / 100, 'interest only'],
        ['Term (months)', l.termMonths, null],
        ['Product', loanTypeLabel(l.type, rng), null],
        ['Close by', new Date(`${l.closingDate}T00:00:00Z`), null],
        ['Prepayment', l.prepayment.penalty ? l.prepayment.terms ?? 'Yes' : 'None', null],
      ],
      percentColumns: [1],
    };
    const fees = feeRows(f, rng);
    const feeSheet: Sheet = { name: 'Fees', rows: [['Fee', 'Amount / Points', 'Notes'], ...fees.map(([k, lab]) => [lab, k.endsWith('points') ? (l[k === 'origination_points' ? 'originationPoints' : k === 'discount_points' ? 'discountPoints' : 'brokerPoints'] as number) : (k === 'loan_doc_fee' ? l.docFee : k === 'admin_fee' ? l.adminFee : l.processingFee) as number, k.endsWith('points') ? 'points' : 'flat']), ['Appraisal', rng.pick([500, 650, 750]), 'third party'], ['Wire', 35, 'third party']] };
    const list: TruthField[] = ['loan_amount', 'property_value', 'interest_rate', 'loan_term', 'loan_type', 'property_address', 'property_type', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'borrower_first_name', 'borrower_last_name', ...(f.entity ? ['entity_name' as TruthField] : []), ...fees.map((x) => x[0] as TruthField)];
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [terms, feeSheet], truth: truthOf(f, list) };
  },
};

const valueBeforeLabel: Family = {
  id: 'setk-lender-value-first-cards',
  description: 'Glossy term sheet: big figures with their caption underneath (value before label)',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const cards: Row[] = [
      ['loan_amount', rng.pick(['total loan commitment', 'requested advance', 'loan amount']), money(l.amount)],
      ['interest_rate', 'interest rate', rate(l.rate, rng)],
      ['loan_term', 'term', esc(term(l.termMonths, rng))],
    ];
    if (l.originationPoints !== undefined) cards.push(['origination_points', 'origination points', `${l.originationPoints}`]);
    const cardHtml = cards.map((c) => `<div style="flex:1;border:1px solid #ccc;border-radius:8px;padding:12px;text-align:center"><div style="font:bold 18pt 'DejaVu Sans'">${c[2]}</div><div style="font-size:8pt;text-transform:uppercase;color:#666">${c[1]}</div></div>`).join('');
    const rows: Row[] = [
      ['property_address', 'Property', addr(f.property.address, rng)],
      ['loan_type', 'Program', esc(loanTypeLabel(l.type, rng))],
      ...(f.property.arv ? [[null, 'After-Repair Value (for reference)', money(f.property.arv)] as Row] : []),
      ['estimated_closing_date', 'Closing', anyDate(rng, l.closingDate)],
    ];
    const party = borrowerParty(f, rng, { signer: false, guarantorWord: 'Sponsor' });
    const html = page('Term Sheet', [`${lenderHead(f, rng)}<p style="font-size:13pt">Prepared for ${party.html}</p><div style="display:flex;gap:10px;margin:14px 0">${cardHtml}</div>${kvTable(rows.map((r) => [r[1], r[2]]))}<p class="small" style="margin-top:14px">Rates as of ${fdate(f.documentDate, 'abbr')}. Not a commitment. Call ${esc(phone(f.lender.contact.phone, rng))}.</p>`], { font: 'sans' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, [...[...cards, ...rows].map((r) => r[0]).filter((x): x is TruthField => !!x), ...party.fields]) };
  },
};

const fourColumnGrid: Family = {
  id: 'setk-lender-four-column-grid',
  description: 'Compact term sheet laid out as a label/value/label/value grid with checkboxes for the program',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const party = borrowerParty(f, rng);
    const rows = [...coreRows(f, rng, { amount: 'Loan Amt', value: rng.chance(0.5) ? 'Value' : undefined }).filter((r) => r[0] !== 'loan_type'), ...tail(f, rng)];
    let grid = '<table class="grid">';
    for (let i = 0; i < rows.length; i += 2) grid += `<tr>${rows.slice(i, i + 2).map((r) => `<td class="b" style="width:18%;background:#f1f1f1">${r[1]}</td><td>${r[2]}</td>`).join('')}</tr>`;
    grid += '</table>';
    const html = page('Term Sheet', [`${lenderHead(f, rng)}<h3>TERM SHEET · Loan #${l.loanNumber}</h3><p>Borrower: ${party.html}</p><p>Program: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refi', 'Bridge Loan', 'Fix & Flip', 'Construction', 'Commercial', 'Land', 'Second Mortgage'], l.type)}</p>${grid}<p class="small" style="margin-top:10px">Dated ${fdate(f.documentDate, 'us')}. ${esc(f.lender.name)} NMLS #${rng.int(100000, 999999)}.</p>`], { font: 'condensed', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthFromRows(f, rows, [...party.fields, 'loan_type', 'loan_number']) };
  },
};

const optionsQuote: Family = {
  id: 'setk-lender-pricing-options',
  description: 'Term sheet offering three rate/points options in columns, one marked as selected by the borrower',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const op = l.originationPoints ?? 2;
    const options = rng.shuffle([
      { rate: l.rate, pts: op, chosen: true },
      { rate: l.rate + 0.75, pts: Math.max(0, op - 1), chosen: false },
      { rate: Math.max(6, l.rate - 0.5), pts: op + 1, chosen: false },
    ]);
    const table = `<table class="grid"><tr><th></th>${options.map((o, i) => `<th>Option ${'ABC'[i]}${o.chosen ? ' ✔ SELECTED' : ''}</th>`).join('')}</tr>
<tr><td>Interest rate</td>${options.map((o) => `<td>${o.rate}%</td>`).join('')}</tr>
${l.originationPoints !== undefined ? `<tr><td>Origination points</td>${options.map((o) => `<td>${o.pts}</td>`).join('')}</tr>` : ''}
<tr><td>Monthly payment (I/O)</td>${options.map((o) => `<td>${money(Math.round(l.amount * o.rate / 1200))}</td>`).join('')}</tr></table>`;
    const party = borrowerParty(f, rng, { signer: true });
    const rows: Row[] = [
      ['loan_amount', 'Loan Amount (all options)', money(l.amount)],
      ['loan_term', 'Term (all options)', esc(term(l.termMonths, rng))],
      ['property_address', 'Property', addr(f.property.address, rng)],
      ['loan_type', 'Loan Type', esc(loanTypeLabel(l.type, rng))],
      ...tail(f, rng).filter((r) => r[0] !== 'origination_points'),
    ];
    const html = page('Pricing Options', [`${lenderHead(f, rng)}<h2>Term Sheet &amp; Pricing Options</h2><p>Borrower: ${party.html}</p>${kvTable(rows.map((r) => [r[1], r[2]]))}<h3 style="margin-top:12px">Pricing</h3>${table}<p class="small">Borrower elected the option marked SELECTED on ${fdate(f.documentDate, 'long')}.</p>`], { font: 'sans', fontSize: '9.5pt' });
    const list = [...rows.map((r) => r[0]).filter((x): x is TruthField => !!x), 'interest_rate' as TruthField, 'prepayment_terms' as TruthField, ...party.fields, ...(l.originationPoints !== undefined ? ['origination_points' as TruthField] : [])];
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, list) };
  },
};

const losExport: Family = {
  id: 'setk-lender-los-terms-export',
  description: 'Term sheet exported from a loan origination system: a key column of field codes, a caption and the value',
  formats: ['csv', 'xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan, a = f.property.address;
    const rows: [string, string, SheetCell, TruthField | null][] = [
      ['LN_NUM', 'Loan Number', l.loanNumber, 'loan_number'],
      ['BRW_NM', 'Borrower', f.entity ? f.entity.name : `${f.borrower.last}, ${f.borrower.first}`, f.entity ? 'entity_name' : 'borrower_last_name'],
      ['GUAR_NM', 'Guarantor', f.entity ? `${f.borrower.first} ${f.borrower.last}` : '', f.entity ? 'borrower_last_name' : null],
      ['PROP_ADDR', 'Property Street', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, 'property_address'],
      ['PROP_CSZ', 'City/State/Zip', `${a.city} ${a.state} ${a.zip}`, null],
      ['PROP_TYP', 'Property Type', propTypeLabel(f.property.type, f.property.units, rng), 'property_type'],
      ['NOTE_AMT', 'Note Amount', l.amount, 'loan_amount'],
      ['NOTE_RT', 'Note Rate %', l.rate, 'interest_rate'],
      ['TERM_MO', 'Term (months)', l.termMonths, 'loan_term'],
      ['PRODUCT', 'Product', loanTypeLabel(l.type, rng), 'loan_type'],
      ['EST_CLOSE', 'Est. Closing', fdate(l.closingDate, 'us'), 'estimated_closing_date'],
      ['ORIG_PTS', 'Origination Points', l.originationPoints ?? '', l.originationPoints !== undefined ? 'origination_points' : null],
      ['DOC_FEE', 'Doc Fee', l.docFee ?? '', l.docFee !== undefined ? 'loan_doc_fee' : null],
      ['PPP', 'Prepayment Penalty', l.prepayment.penalty ? 'Y' : 'N', 'prepayment_penalty'],
      ['PPP_TERMS', 'Prepay Terms', l.prepayment.penalty ? l.prepayment.terms ?? '' : '', l.prepayment.penalty ? 'prepayment_terms' : null],
      ['LO', 'Loan Officer', `${f.lender.contact.first} ${f.lender.contact.last}`, null],
      ['LO_PH', 'LO Phone', f.lender.contact.phone, null],
    ];
    const list = rows.map((r) => r[3]).filter((x): x is TruthField => !!x);
    list.push('borrower_first_name');
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'TermSheet', rows: [['Code', 'Field', 'Value'], ...rows.map((r) => [r[0], r[1], r[2]])] }], truth: truthOf(f, list) };
  },
};

export const lenderFamilies: Family[] = [losExport, numberedClauses, dottedLeaders, labelAbove, existingVsProposed, loiLetter, conditionalCommitment, photoSummary, loiScan, pricingWorkbook, valueBeforeLabel, fourColumnGrid, optionsQuote];
