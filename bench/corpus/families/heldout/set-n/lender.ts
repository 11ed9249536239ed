// Lenders: term sheets, commitment letters, LOIs, conditional approvals and closing instructions from many shops.
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import { accent, checkboxes, documentHtml, kvTable, letterhead } from '../../../style';
import {
  anyAddress, anyDate, anyPhone, borrowerLabel, esc, exitPhrase, feeFields, fmtDate, fullName, loanTypePhrase,
  money, oneLine, otherPerson, pct, prepayPhrase, propTypePhrase, purposeWord, termPhrase, truth, twoLines,
} from './util';

function lenderHead(f: DealFacts, rng: Rng): string {
  const l = f.lender;
  return letterhead({
    name: l.name,
    lines: [esc(oneLine(l.address)), `${anyPhone(rng, l.contact.phone)} · ${esc(l.contact.email)}`],
    color: accent(rng),
    align: rng.pick(['left', 'center'] as const),
    mark: rng.chance(0.5) ? l.name.split(' ').map((w) => w[0]).join('').slice(0, 2) : undefined,
  });
}

function feeRows(f: DealFacts): [string, string][] {
  const l = f.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) rows.push(['Origination', `${l.originationPoints} points (${money(l.amount * l.originationPoints / 100)})`]);
  if (l.discountPoints !== undefined) rows.push(['Discount', `${l.discountPoints}% of loan amount`]);
  if (l.brokerPoints !== undefined) rows.push([`Broker (${esc(f.broker.name)})`, `${l.brokerPoints} pts`]);
  if (l.docFee !== undefined) rows.push(['Document preparation', money(l.docFee)]);
  if (l.adminFee !== undefined) rows.push(['Administration', money(l.adminFee)]);
  if (l.processingFee !== undefined) rows.push(['Processing', money(l.processingFee)]);
  return rows;
}

function borrowerFields(f: DealFacts): TruthField[] {
  return f.entity
    ? ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title']
    : ['borrower_first_name', 'borrower_last_name'];
}

const boxedGrid: Family = {
  id: 'setn-lender-ts-boxed-grid',
  description: 'Regional hard-money lender: term sheet as a boxed four-column grid (two label/value pairs per row), fees in a side box.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const pairs: [string, string][] = [
      ['Borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
      ['Guarantor', esc(f.entity ? fullName(f.borrower) : 'N/A')],
      ['Collateral', esc(anyAddress(rng, f.property.address))],
      ['Property Type', esc(propTypePhrase(f, rng))],
      ['Loan Program', esc(loanTypePhrase(f, rng))],
      ['Purpose', esc(purposeWord(f))],
      ['Loan Amount', money(l.amount)],
      ['As-Is Value', money(f.property.value)],
      ['Note Rate', pct(l.rate, 3)],
      ['Term', `${l.termMonths} months`],
      ['Payments', 'Interest only, monthly in arrears'],
      ['Prepayment', esc(prepayPhrase(f, rng))],
      ['Target Closing', fmtDate(l.closingDate, 'us')],
      ['Loan #', l.loanNumber],
    ];
    if (f.property.arv) pairs.push(['ARV (per borrower)', money(f.property.arv)]);
    const rows: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      const a = pairs[i] as [string, string];
      const b = pairs[i + 1];
      rows.push(`<tr><th>${a[0]}</th><td>${a[1]}</td><th>${b ? b[0] : ''}</th><td>${b ? b[1] : ''}</td></tr>`);
    }
    const fees = feeRows(f).map(([k, v]) => `<tr><td>${k}</td><td class="right">${v}</td></tr>`).join('');
    const html = documentHtml({
      title: 'Term Sheet',
      font: 'sans',
      fontSize: '9.5pt',
      css: '.grid th{width:17%;font-size:8.5pt} .fees td{border-bottom:1px dotted #888;padding:3px 4px}',
      pages: [`${lenderHead(f, rng)}
<h2 style="text-align:center;margin:4px 0 2px">NON-BINDING TERM SHEET</h2>
<p class="center small">Issued ${fmtDate(f.documentDate, 'long')} · Prepared for ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} of ${esc(f.broker.name)}</p>
<table class="grid">${rows.join('')}</table>
<div style="display:flex;gap:18px;margin-top:14px"><div style="flex:1"><h3 style="font-size:10pt">Fees &amp; Costs</h3><table class="fees" style="width:100%">${fees || '<tr><td>None quoted</td></tr>'}</table></div>
<div style="flex:1" class="small"><h3 style="font-size:10pt">Conditions</h3><p>Subject to satisfactory appraisal, title, insurance naming ${esc(f.lender.name)} ISAOA/ATIMA as mortgagee, and background checks on all principals.</p><p>Title: ${esc(f.title.name)}. Appraisal to be ordered through ${esc(f.appraiser.name)}.</p></div></div>
<p class="small" style="margin-top:18px">This term sheet is for discussion purposes only and is not a commitment to lend.</p>
<div style="margin-top:20px"><span class="sig">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Loan Officer</span></div>`],
      page: { footerLeft: `${esc(f.lender.name)} · TS-${l.loanNumber}` },
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...borrowerFields(f).filter((x) => x !== 'authorized_signatory_name' && x !== 'authorized_signatory_title'), 'property_address', 'property_type', 'loan_type', f.loan.purpose && 'loan_purpose', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'loan_number', ...feeFields(f)]),
    };
  },
};

const numberedClauses: Family = {
  id: 'setn-lender-ts-numbered-clauses',
  description: 'Private fund: "Summary of Indicative Terms" written as numbered prose clauses, points and fees inside sentences.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const who = f.entity
      ? `${esc(f.entity.name)} (the "Borrower"), a ${esc(f.entity.stateOfFormation)} ${f.entity.type === 'LLC' ? 'limited liability company' : f.entity.type === 'Trust' ? 'trust' : f.entity.type === 'Partnership' ? 'limited partnership' : 'corporation'}, acting by ${esc(fullName(f.borrower))}, its ${esc(f.entity.signatoryTitle)}`
      : `${esc(fullName(f.borrower))} (the "Borrower")`;
    const feesText: string[] = [];
    if (l.originationPoints !== undefined) feesText.push(`an origination fee equal to ${l.originationPoints}% of the Loan Amount`);
    if (l.discountPoints !== undefined) feesText.push(`a discount fee of ${l.discountPoints} point(s)`);
    if (l.brokerPoints !== undefined) feesText.push(`a broker fee of ${l.brokerPoints}% payable to ${esc(f.broker.name)}`);
    if (l.docFee !== undefined) feesText.push(`a document fee of ${money(l.docFee)}`);
    if (l.adminFee !== undefined) feesText.push(`an administrative fee of ${money(l.adminFee)}`);
    if (l.processingFee !== undefined) feesText.push(`a processing fee of ${money(l.processingFee)}`);
    const clauses = [
      `<b>Borrower.</b> ${who}.${f.entity ? ` ${esc(fullName(f.borrower, false))} shall personally guarantee the Loan.` : ''}`,
      `<b>Lender.</b> ${esc(f.lender.name)} or its assigns.`,
      `<b>Property.</b> A first-priority lien on the ${esc(propTypePhrase(f, rng).toLowerCase())} property commonly known as ${esc(anyAddress(rng, f.property.address))}.`,
      `<b>Loan Amount.</b> ${money(l.amount)}, being approximately ${Math.round((l.amount / f.property.value) * 100)}% of the as-is value of ${money(f.property.value)}${f.property.arv ? ` and ${Math.round((l.amount / f.property.arv) * 100)}% of the projected after-repair value of ${money(f.property.arv)}` : ''}.`,
      `<b>Loan Type.</b> ${esc(loanTypePhrase(f, rng))}.`,
      `<b>Interest Rate.</b> ${pct(l.rate)} per annum, fixed, calculated on a 360-day year; payments of interest only due on the first day of each month.`,
      `<b>Maturity.</b> ${l.termMonths} months from the date of closing${rng.chance(0.5) ? ', with one 3-month extension available for a fee of 1% of the outstanding balance' : ''}.`,
      `<b>Fees.</b> Borrower shall pay ${feesText.length ? feesText.join('; ') : 'no lender fees other than third-party costs'}.`,
      `<b>Prepayment.</b> ${l.prepayment.penalty ? `The Loan may be prepaid subject to ${esc(l.prepayment.terms ?? '')}.` : 'The Loan may be prepaid in whole or in part at any time without premium or penalty.'}`,
      ...(l.exit ? [`<b>Exit.</b> Borrower intends to ${l.exit === 'Sale' ? 'repay the Loan from the sale of the Property' : 'repay the Loan through a refinance with a long-term lender'}.`] : []),
      `<b>Closing.</b> Targeted on or before ${fmtDate(l.closingDate, 'long')}, through ${esc(f.title.name)}.`,
      '<b>Non-Binding.</b> Except for the provisions on costs and confidentiality, this summary creates no obligation on either party.',
    ];
    const html = documentHtml({
      title: 'Summary of Indicative Terms',
      font: 'serif',
      fontSize: '10pt',
      css: 'ol li{margin-bottom:7px;text-align:justify}',
      pages: [`<div style="text-align:right" class="small">${esc(f.lender.name)}<br>${esc(oneLine(f.lender.address))}</div>
<h2 style="margin:16px 0 4px;font-size:13pt">SUMMARY OF INDICATIVE TERMS</h2>
<p class="muted">Reference ${l.loanNumber} — ${fmtDate(f.documentDate, 'long')}</p>
<ol>${clauses.map((c) => `<li>${c}</li>`).join('')}</ol>
<p style="margin-top:16px">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br><span class="small">Director of Originations · ${anyPhone(rng, f.lender.contact.phone)}</span></p>`],
      page: { pageNumbers: true },
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...borrowerFields(f), 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date', 'loan_number', ...feeFields(f)]),
    };
  },
};

const sidebar: Family = {
  id: 'setn-lender-ts-sidebar',
  description: 'Boutique lender one-pager: coloured left sidebar "deal snapshot" with big numbers, right column of terms and conditions.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const color = accent(rng);
    const big = (label: string, value: string) => `<div style="margin-bottom:12px"><div style="font-size:7.5pt;text-transform:uppercase;opacity:.8">${label}</div><div style="font-size:15pt;font-weight:bold">${value}</div></div>`;
    const side = [
      big('Loan', money(l.amount)),
      big('Rate', pct(l.rate)),
      big('Term', `${l.termMonths} mo`),
      big('Value', money(f.property.value)),
      f.property.purchasePrice ? big('Contract price', money(f.property.purchasePrice)) : '',
    ].join('');
    const right = kvTable([
      ['Borrowing entity / borrower', esc(f.entity ? f.entity.name : fullName(f.borrower))],
      ...(f.entity ? [['Signer', `${esc(fullName(f.borrower, false))} (${esc(f.entity.signatoryTitle)})`] as [string, string]] : []),
      ['Subject', twoLines(f.property.address)],
      ['Asset', esc(propTypePhrase(f, rng))],
      ['Product', esc(loanTypePhrase(f, rng))],
      ['Points', l.originationPoints !== undefined ? `${l.originationPoints} to lender${l.brokerPoints !== undefined ? ` + ${l.brokerPoints} to broker` : ''}` : l.brokerPoints !== undefined ? `${l.brokerPoints} to broker` : 'none'],
      ['Prepay', esc(prepayPhrase(f, rng))],
      ['Close by', fmtDate(l.closingDate, 'mon')],
    ], { className: 'kv', labelWidth: '38%' });
    const html = documentHtml({
      title: 'Deal Snapshot',
      font: 'sans',
      fontSize: '10pt',
      css: '.kv td{padding:6px 4px;border-bottom:1px solid #ddd;vertical-align:top} .kv .k{color:#555;font-size:8.5pt}',
      page: { margin: '0' },
      pages: [`<div style="display:flex;min-height:11in"><div style="width:2.4in;background:${color};color:#fff;padding:0.6in 0.3in">
<div style="font-size:12pt;font-weight:bold;margin-bottom:26px">${esc(f.lender.name)}</div>${side}
<div style="font-size:7.5pt;margin-top:30px">Questions? ${esc(f.lender.contact.first)} · ${anyPhone(rng, f.lender.contact.phone)}</div></div>
<div style="flex:1;padding:0.6in 0.5in"><h1 style="font-size:18pt;color:${color}">Deal Snapshot &amp; Proposed Terms</h1><p class="muted">${fmtDate(f.documentDate, 'long')}</p>${right}
<p class="small" style="margin-top:16px">Indicative only. Final terms subject to underwriting, valuation and title review by ${esc(f.title.name)}.</p></div></div>`],
    });
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...(f.entity ? ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]), ...fields]),
    };
  },
};

const commitmentLetter: Family = {
  id: 'setn-lender-commitment-letter',
  description: 'Lender commitment letter in prose addressed to the borrower, closing costs in a small table, acceptance block.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const to = f.entity ? `${esc(fullName(f.borrower))}<br>${esc(f.entity.name)}` : esc(fullName(f.borrower));
    const feeTable = feeRows(f).map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('');
    const html = documentHtml({
      title: 'Commitment',
      font: 'serif',
      pages: [`${lenderHead(f, rng)}
<p>${fmtDate(f.documentDate, 'long')}</p>
<p>${to}<br>${esc(f.borrower.email)}</p>
<p><b>Re: Loan Commitment — ${esc(oneLine(f.property.address))} (Loan No. ${l.loanNumber})</b></p>
<p>Dear ${esc(f.borrower.first)},</p>
<p>We are pleased to inform you that ${esc(f.lender.name)} ("Lender") has approved a ${esc(loanTypePhrase(f, rng).toLowerCase())} loan to ${esc(f.entity ? f.entity.name : fullName(f.borrower, false))} in the principal amount of <b>${money(l.amount)}</b>, secured by a first deed of trust on the property referenced above, on the following terms: a fixed rate of ${pct(l.rate)} per year, interest-only payments, and a term of ${termPhrase(l.termMonths, rng)}. ${l.prepayment.penalty ? `A prepayment premium applies: ${esc(l.prepayment.terms ?? '')}.` : 'There is no prepayment penalty.'}</p>
<p>This commitment is based on an as-is valuation of ${money(f.property.value)}${f.property.purchasePrice ? ` and your contract price of ${money(f.property.purchasePrice)}` : ''}. It expires unless the loan closes by ${fmtDate(l.closingDate, 'long')}.</p>
${feeTable ? `<p>The following lender charges will be collected at closing:</p><table class="grid" style="width:70%;margin-bottom:10px">${feeTable}</table>` : ''}
<p>Conditions precedent include a satisfactory title commitment from ${esc(f.title.name)}, evidence of hazard insurance, ${f.entity ? 'entity documents for the borrowing entity, a personal guaranty, ' : ''}and payment of the appraisal invoice of ${esc(f.appraiser.name)}.</p>
<p>Sincerely,</p><p><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Senior Underwriter</p>
<p style="margin-top:16px" class="small">ACCEPTED AND AGREED: ______________________ ${esc(f.entity ? `${f.entity.name}, by ${fullName(f.borrower, false)}, ${f.entity.signatoryTitle}` : fullName(f.borrower, false))} &nbsp; Date: ________</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...borrowerFields(f), 'borrower_email', 'property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'property_value', 'estimated_closing_date', 'loan_number', ...feeFields(f)]),
    };
  },
};

const loiShort: Family = {
  id: 'setn-lender-loi-bullets',
  description: 'Small lender LOI: short letter with bullet terms and a "borrower acknowledges" signature line; broker cc\'d.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const bullets = [
      `Loan amount: ${money(l.amount)}`,
      `Rate: ${pct(l.rate)} interest only`,
      `Term: ${termPhrase(l.termMonths, rng)}`,
      l.originationPoints !== undefined ? `Lender points: ${l.originationPoints}` : '',
      l.processingFee !== undefined ? `Processing: ${money(l.processingFee)}` : '',
      `Est. closing: ${anyDate(rng, l.closingDate)}`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Letter of Intent',
      font: rng.pick(['serif', 'sans'] as const),
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:14pt;margin-bottom:10px">Letter of Intent</h2>
<p>${fmtDate(f.documentDate, 'long')}</p>
<p>To: ${esc(borrowerLabel(f, false))}${f.entity ? ` (Attn: ${esc(fullName(f.borrower, false))})` : ''}<br>Via: ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${esc(f.broker.name)}</p>
<p>Thank you for the opportunity to review the ${esc(loanTypePhrase(f, rng).toLowerCase())} request on <b>${esc(anyAddress(rng, f.property.address))}</b>. Based on the information provided we intend to lend on the following basis:</p>
<ul>${bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>
<p>Our intent is subject to an appraisal supporting at least ${money(Math.round(l.amount / 0.75 / 1000) * 1000 + 1000)} in value, clear title and no material change in the borrower's financial condition.</p>
<p>Best regards,<br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</p>
<p style="margin-top:22px">Acknowledged: <span class="sig">${esc(f.entity ? f.entity.name : fullName(f.borrower, false))}</span></p>`],
    });
    const fields: TruthField[] = ['property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.processingFee !== undefined) fields.push('processing_fee');
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? 'borrower_first_name' : 'borrower_last_name', 'borrower_last_name', ...fields]) };
  },
};

const conditionalApproval: Family = {
  id: 'setn-lender-conditional-approval',
  description: 'Conditional approval / pre-approval letter with a checklist table of outstanding conditions (received / open).',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const conds = rng.shuffle([
      'Signed purchase contract', 'Two months bank statements', 'Scope of work and budget', 'Hazard insurance binder',
      'Title commitment', 'Entity documents', 'Government-issued ID', 'Appraisal', 'Payoff letter from existing lien holder',
    ]).slice(0, 6);
    const rows = conds.map((c, i) => `<tr><td>${i + 1}</td><td>${c}</td><td class="center">${rng.chance(0.4) ? '✔' : ''}</td><td class="center">${rng.chance(0.5) ? 'Borrower' : 'Title'}</td></tr>`).join('');
    const html = documentHtml({
      title: 'Conditional Approval',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:13pt">CONDITIONAL LOAN APPROVAL</h2>
<p class="small">Date issued: ${fmtDate(f.documentDate, 'us')} &nbsp; | &nbsp; File: ${l.loanNumber}</p>
${kvTable([
  ['Applicant', esc(f.entity ? `${f.entity.name} — guarantor ${fullName(f.borrower, false)}` : fullName(f.borrower))],
  ['Applicant e-mail / phone', `${esc(f.borrower.email)} / ${anyPhone(rng, f.borrower.phone)}`],
  ['Qualifying FICO', String(f.borrower.creditScore)],
  ['Subject property', esc(anyAddress(rng, f.property.address))],
  ['Approved amount', money(l.amount)],
  ['Program', esc(loanTypePhrase(f, rng))],
  ['Rate / term', `${pct(l.rate)} / ${l.termMonths} months`],
  ['Exit', l.exit ? esc(exitPhrase(f, rng)) : '—'],
], { labelWidth: '32%' })}
<h3 style="font-size:10.5pt;margin:14px 0 6px">Outstanding conditions</h3>
<table class="grid"><tr><th>#</th><th>Condition</th><th>Rec'd</th><th>From</th></tr>${rows}</table>
<p class="small" style="margin-top:12px">Approval valid 30 days. Appraisal by ${esc(f.appraiser.name)} must support the requested leverage. Broker of record: ${esc(f.broker.name)} (${esc(f.broker.contact.email)}).</p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'exit_strategy', 'loan_number']),
    };
  },
};

const faxTermSheet: Family = {
  id: 'setn-lender-ts-fax',
  description: 'Old-school lender: term sheet typed in monospace with a fax cover banner and transmission header, received as a fax scan.',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const pad = (s: string) => s.padEnd(24, '.');
    const lines = [
      `${pad('BORROWER')} ${f.entity ? f.entity.name.toUpperCase() : `${f.borrower.last.toUpperCase()}, ${f.borrower.first.toUpperCase()}`}`,
      ...(f.entity ? [`${pad('GUARANTOR')} ${fullName(f.borrower, false).toUpperCase()}`] : []),
      `${pad('PROPERTY')} ${oneLine(f.property.address, { long: true }).toUpperCase()}`,
      `${pad('LOAN AMOUNT')} ${money(l.amount, true)}`,
      `${pad('RATE')} ${pct(l.rate, 3)} FIXED`,
      `${pad('TERM')} ${l.termMonths} MONTHS`,
      `${pad('LOAN TYPE')} ${loanTypePhrase(f, rng).toUpperCase()}`,
      ...(l.originationPoints !== undefined ? [`${pad('ORIG PTS')} ${l.originationPoints.toFixed(2)}`] : []),
      ...(l.docFee !== undefined ? [`${pad('DOC FEE')} ${money(l.docFee, true)}`] : []),
      `${pad('PREPAY')} ${prepayPhrase(f, rng).toUpperCase()}`,
      `${pad('CLOSE ON/BEFORE')} ${fmtDate(l.closingDate, 'us')}`,
    ];
    const html = documentHtml({
      title: 'FAX',
      font: 'mono',
      fontSize: '10pt',
      pages: [`<div style="border-bottom:1px solid #000;font-size:8pt;padding-bottom:3px">${fmtDate(f.documentDate, 'us')} 14:${rng.int(10, 59)} FROM: ${esc(f.lender.name.toUpperCase())} ${anyPhone(rng, f.lender.contact.phone)} TO: ${esc(f.broker.name.toUpperCase())} P.001/001</div>
<div style="border:3px solid #000;padding:10px;margin:18px 0;text-align:center;font-size:18pt;font-weight:bold">F A X</div>
<pre style="font-family:inherit;font-size:9pt">TO:    ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}   (${esc(f.broker.name)})
FROM:  ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}
RE:    QUOTE - PLEASE REVIEW W/ CLIENT
PAGES: 1 (INCL COVER)</pre>
<hr><h3 style="text-align:center;margin:12px 0">PRELIMINARY TERMS</h3>
<pre style="font-family:inherit;font-size:10pt;line-height:1.7">${lines.map(esc).join('\n')}</pre>
<p style="margin-top:18px;font-size:8.5pt">QUOTE GOOD 10 BUSINESS DAYS. SUBJ TO APPRAISAL (${esc(f.appraiser.name.toUpperCase())}) AND TITLE.</p>`],
    });
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.docFee !== undefined) fields.push('loan_doc_fee');
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', 'borrower_first_name', 'borrower_last_name', ...fields]) };
  },
};

const constructionTs: Family = {
  id: 'setn-lender-ts-construction-budget',
  description: 'Construction/rehab lender: term summary plus a holdback and draw table (budget lines, draw amounts are distractors).',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const budget = Math.round((f.property.arv ?? f.property.value * 1.4) * 0.18 / 500) * 500 + 350;
    const initial = l.amount - Math.round(budget * 0.9);
    const draws = ['Demo & site prep', 'Framing / structural', 'MEP rough-in', 'Drywall & finishes', 'Final / CO'].map((d, i) => `<tr><td>${i + 1}</td><td>${d}</td><td class="right">${money(Math.round(budget / 5 / 50) * 50)}</td><td>${['Inspection', 'Inspection + photos', 'Inspection', 'Inspection', 'CO issued'][i]}</td></tr>`).join('');
    const html = documentHtml({
      title: 'Construction Term Summary',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:13pt;margin-bottom:8px">Rehab / Construction Loan — Term Summary</h2>
<table class="grid">
<tr><th>Borrower</th><td>${esc(borrowerLabel(f))}</td></tr>
<tr><th>Site</th><td>${esc(anyAddress(rng, f.property.address))} (${esc(propTypePhrase(f, rng))})</td></tr>
<tr><th>Total loan commitment</th><td><b>${money(l.amount)}</b> (initial advance ${money(initial)}; construction holdback ${money(l.amount - initial)})</td></tr>
<tr><th>Borrower's budget</th><td>${money(budget)}</td></tr>
<tr><th>Projected ARV</th><td>${f.property.arv ? money(f.property.arv) : 'TBD by appraisal'}</td></tr>
<tr><th>Rate</th><td>${pct(l.rate)} on funds disbursed (Dutch interest not charged)</td></tr>
<tr><th>Term</th><td>${l.termMonths} months</td></tr>
<tr><th>Loan type</th><td>${esc(loanTypePhrase(f, rng))}</td></tr>
<tr><th>Exit</th><td>${l.exit ? esc(exitPhrase(f, rng)) : 'Not stated'}</td></tr>
<tr><th>Draw fee</th><td>$${rng.pick([150, 175, 250])} per draw inspection</td></tr>
${l.originationPoints !== undefined ? `<tr><th>Origination</th><td>${l.originationPoints}%</td></tr>` : ''}
</table>
<h3 style="font-size:10.5pt;margin:14px 0 6px">Draw schedule (estimate)</h3>
<table class="grid"><tr><th>Draw</th><th>Milestone</th><th>Amount</th><th>Release condition</th></tr>${draws}</table>
<p class="small" style="margin-top:10px">Contractor: ${esc(otherPerson(rng))} Construction, lic. #${rng.int(100000, 999999)}. Inspections by third-party inspector.</p>`],
      page: { footerLeft: `Loan ${l.loanNumber}` },
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...borrowerFields(f), 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'exit_strategy', 'loan_number', l.originationPoints !== undefined && 'origination_points']),
    };
  },
};

const closingInstructions: Family = {
  id: 'setn-lender-closing-instructions',
  description: 'Lender\'s closing instructions to the title/escrow officer: numbered instructions, funding figures and fee schedule to collect.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const fees = feeRows(f).map(([k, v]) => `<tr><td>${k}</td><td>${v}</td><td>Lender</td></tr>`).join('');
    const html = documentHtml({
      title: 'Closing Instructions',
      font: 'serif',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:13pt;text-align:center">LENDER'S CLOSING INSTRUCTIONS</h2>
<p>To: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}, Escrow Officer, ${esc(f.title.name)}<br>Date: ${fmtDate(f.documentDate, 'long')} &nbsp; Our loan no.: ${l.loanNumber}</p>
<ol>
<li>Borrower(s): ${esc(borrowerLabel(f))}. Vesting must read exactly as shown.</li>
<li>Property: ${esc(anyAddress(rng, f.property.address))}.</li>
<li>Loan amount: ${money(l.amount, true)}. Note rate ${pct(l.rate, 3)}, ${l.termMonths} month term, interest only.</li>
<li>Obtain an ALTA lender's policy in the amount of ${money(l.amount * 1.25)} insuring ${esc(f.lender.name)}, its successors and/or assigns.</li>
<li>Closing/disbursement must occur no later than ${fmtDate(l.closingDate, 'long')}; otherwise contact us for updated instructions.</li>
<li>Collect the following on the settlement statement:<table class="grid" style="margin-top:4px"><tr><th>Item</th><th>Amount</th><th>Payee</th></tr>${fees || '<tr><td colspan="3">None</td></tr>'}</table></li>
<li>Pay off all existing liens shown on Schedule B-1; the seller, ${esc(fullName(f.seller, false))}, must deliver clear title.</li>
<li>Return executed documents overnight to ${esc(oneLine(f.lender.address))}.</li>
</ol>
<p style="margin-top:14px">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Closing Dept.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [...borrowerFields(f), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'loan_number', ...feeFields(f)]),
    };
  },
};

const counterMatrix: Family = {
  id: 'setn-lender-loi-counter-matrix',
  description: 'LOI answering a broker request: "Requested" vs "Approved" columns; only the approved column is the deal.',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan;
    const reqAmt = Math.round(l.amount * 1.12 / 1000) * 1000 + 500;
    const reqRate = Math.max(7, l.rate - 1.25);
    const reqTerm = l.termMonths === 12 ? 18 : 12;
    const row = (k: string, a: string, b: string) => `<tr><td>${k}</td><td class="muted">${a}</td><td><b>${b}</b></td></tr>`;
    const html = documentHtml({
      title: 'LOI',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:13pt">Letter of Intent – Counter-Proposal</h2>
<p>${fmtDate(f.documentDate, 'long')}</p>
<p>${esc(f.broker.contact.first)}, thanks for sending over the ${esc(loanTypePhrase(f, rng).toLowerCase())} file for ${esc(f.entity ? f.entity.name : fullName(f.borrower, false))} on ${esc(anyAddress(rng, f.property.address))}. We can't hit the full ask, but here is where credit landed:</p>
<table class="grid"><tr><th></th><th>Requested</th><th>Approved</th></tr>
${row('Loan amount', money(reqAmt), money(l.amount))}
${row('Rate', pct(reqRate), pct(l.rate))}
${row('Term', `${reqTerm} months`, `${l.termMonths} months`)}
${row('Lender points', '1.0', l.originationPoints !== undefined ? String(l.originationPoints) : '—')}
${row('Prepayment', 'None', esc(prepayPhrase(f, rng)))}
${row('Valuation used', f.property.arv ? `${money(f.property.arv)} ARV` : '—', `${money(f.property.value)} as-is`)}
</table>
<p style="margin-top:10px">${f.entity ? `Guarantor ${esc(fullName(f.borrower, false))} (mid-score ${f.borrower.creditScore}) will sign a full recourse guaranty.` : `Borrower ${esc(fullName(f.borrower, false))} (mid-score ${f.borrower.creditScore}) signs individually.`} Target close ${anyDate(rng, l.closingDate)}.</p>
<p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.name)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'credit_score', 'property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', l.originationPoints !== undefined && 'origination_points', 'prepayment_penalty', 'prepayment_terms', 'property_value', 'estimated_closing_date']),
    };
  },
};

const checkboxSheet: Family = {
  id: 'setn-lender-ts-checkbox-form',
  description: 'Lender\'s pre-printed quote form: program and property boxes ticked, blanks filled by hand, signed by the originator.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const hand = (s: string) => `<span class="hand">${esc(s)}</span>`;
    const programs = ['Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial', 'Purchase', 'Cash Out Refi', 'Refinance', 'Second Mortgage', 'Land'];
    const ptypes = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];
    const html = documentHtml({
      title: 'Quote Form',
      font: 'sans',
      fontSize: '9.5pt',
      css: '.hand{font-family:"DejaVu Serif",serif;font-style:italic;color:#1b2f8a;font-size:11pt} .line{border-bottom:1px solid #000;padding:6px 2px 2px;margin-bottom:6px} .lbl{font-size:7.5pt;text-transform:uppercase;color:#333}',
      pages: [`${lenderHead(f, rng)}
<h2 style="font-size:12pt;text-align:center">LOAN QUOTE / TERM SHEET — FORM Q-${rng.int(2, 9)}</h2>
<div class="lbl">Program</div><div class="line">${checkboxes(programs, l.type)}</div>
<div class="lbl">Property type</div><div class="line">${checkboxes(ptypes, f.property.type)}</div>
<div style="display:flex;gap:16px"><div style="flex:2"><div class="line">${hand(f.entity ? f.entity.name : fullName(f.borrower, false))}</div><div class="lbl">Borrower / vesting</div></div>
<div style="flex:1"><div class="line">${hand(anyPhone(rng, f.borrower.phone))}</div><div class="lbl">Borrower phone</div></div></div>
<div class="line">${hand(anyAddress(rng, f.property.address))}</div><div class="lbl">Subject property address</div>
<div style="display:flex;gap:16px">
<div style="flex:1"><div class="line">${hand(money(l.amount))}</div><div class="lbl">Loan amount</div></div>
<div style="flex:1"><div class="line">${hand(pct(l.rate))}</div><div class="lbl">Rate</div></div>
<div style="flex:1"><div class="line">${hand(String(l.termMonths))}</div><div class="lbl">Term (months)</div></div>
<div style="flex:1"><div class="line">${hand(l.originationPoints !== undefined ? String(l.originationPoints) : '—')}</div><div class="lbl">Points</div></div></div>
<div style="display:flex;gap:16px">
<div style="flex:1"><div class="line">${hand(money(f.property.value))}</div><div class="lbl">Est. value (as is)</div></div>
<div style="flex:1"><div class="line">${hand(f.property.purchasePrice ? money(f.property.purchasePrice) : 'n/a')}</div><div class="lbl">Purchase price</div></div>
<div style="flex:1"><div class="line">${hand(fmtDate(l.closingDate, 'short'))}</div><div class="lbl">Closing</div></div></div>
<div class="lbl" style="margin-top:8px">Prepayment penalty</div><div class="line">${checkboxes(['Yes', 'No'], l.prepayment.penalty ? 'Yes' : 'No')} ${l.prepayment.penalty ? hand(l.prepayment.terms ?? '') : ''}</div>
<p class="small" style="margin-top:20px">Originator: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &nbsp; NMLS ${rng.int(100000, 2000000)} &nbsp; Referred by ${esc(f.broker.name)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? undefined : 'borrower_last_name', 'borrower_phone', 'loan_type', 'property_type', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', l.originationPoints !== undefined && 'origination_points', 'property_value', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms']),
    };
  },
};

export const lenderFamilies: Family[] = [
  boxedGrid, numberedClauses, sidebar, commitmentLetter, loiShort, conditionalApproval, faxTermSheet, constructionTs,
  closingInstructions, counterMatrix, checkboxSheet,
];
