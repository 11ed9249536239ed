// Lender-side documents of set-l: term sheets, letters of intent, conditional approvals.
import { accent, checkboxes, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  FEE_FIELDS, HTML_ALL, anyPhone, cityLine, d, entityWords, exitLabel, fee, fullName, loanTypeLabel, near,
  oneLine, pct, prepayText, propTypeLabel, purposeLabel, shift, street, t, termLabel, usd, withEntity,
} from './util';

function borrowerName(f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(f.borrower);
}

function feeRows(f: DealFacts, rng: Rng, labels: { orig: string; disc: string; brok: string; doc: string; admin: string; proc: string }): [string, string][] {
  const l = f.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) rows.push([labels.orig, `${pct(l.originationPoints)}${rng.pick(['%', ' points', '% of loan amount'])}`]);
  if (l.discountPoints !== undefined) rows.push([labels.disc, `${pct(l.discountPoints)}%`]);
  if (l.brokerPoints !== undefined) rows.push([labels.brok, `${pct(l.brokerPoints)}${rng.pick(['%', ' pts'])}`]);
  if (l.docFee !== undefined) rows.push([labels.doc, fee(l.docFee)]);
  if (l.adminFee !== undefined) rows.push([labels.admin, fee(l.adminFee)]);
  if (l.processingFee !== undefined) rows.push([labels.proc, fee(l.processingFee)]);
  return rows;
}

const termSheetClassic: Family = {
  id: 'setl-lender-term-sheet-boxed',
  description: 'Private lender indicative term sheet, boxed two-column grid with fee schedule and lender letterhead.',
  formats: HTML_ALL,
  make(f, rng) {
    const color = accent(rng);
    const ent = f.entity;
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerName(f))],
      ...(ent ? [['Guarantor', esc(fullName(f.borrower))] as [string, string]] : []),
      ['Collateral', `${esc(oneLine(f.property.address))}<br>${esc(propTypeLabel(rng, f.property.type, f.property.units))}`],
      ['Transaction Type', esc(loanTypeLabel(rng, f.loan.type))],
      ['Loan Amount', usd(f.loan.amount)],
      ['As-Is Value', usd(f.property.value)],
      ...(f.property.arv ? [['After-Repair Value (ARV)', usd(f.property.arv)] as [string, string]] : []),
      ['Note Rate', `${pct(f.loan.rate)}% fixed, interest only`],
      ['Term', esc(termLabel(rng, f.loan.termMonths))],
      ...feeRows(f, rng, { orig: 'Origination Fee', disc: 'Discount Points', brok: 'Broker Fee', doc: 'Document Preparation Fee', admin: 'Administration Fee', proc: 'Processing Fee' }),
      ['Prepayment', esc(prepayText(rng, f))],
      ['Target Closing', d(f.loan.closingDate, 'long')],
    ];
    const html = documentHtml({
      title: 'Term Sheet', font: 'sans', fontSize: '9.5pt',
      css: `.grid td.k{background:#f2f4f7;font-weight:bold}`,
      page: { footerLeft: `${esc(f.lender.name)} — indicative only`, pageNumbers: true },
      pages: [`${letterhead({ name: f.lender.name, color, lines: [esc(oneLine(f.lender.address)), `${anyPhone(rng, f.lender.contact.phone)} · ${esc(f.lender.contact.email)}`] })}
<h2 style="color:${color}">Summary of Indicative Terms</h2><p class="muted">Issued ${d(f.documentDate, 'long')} · Ref. ${f.loan.loanNumber}</p>
${kvTable(rows)}
<p class="small" style="margin-top:10px">This term sheet is not a commitment to lend. Rate lock expires ${d(shift(f.documentDate, 10), 'long')}. Third-party reports (appraisal est. ${usd(rng.int(5, 9) * 100)}) are paid by Borrower. Prepared by ${esc(fullName(f.lender.contact))}, ${esc(f.lender.contact.email)}.</p>
<p style="margin-top:18px">Accepted: <span class="sig">${esc(borrowerName(f))}</span></p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', ...FEE_FIELDS, 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'loan_number']),
    };
  },
};

const termSheetNumbered: Family = {
  id: 'setl-lender-term-sheet-numbered-clauses',
  description: 'Lender term sheet written as numbered clauses in serif, fees in a paragraph, signature blocks (signed copy, scanned).',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const l = f.loan;
    const feeBits: string[] = [];
    if (l.originationPoints !== undefined) feeBits.push(`an origination fee of ${pct(l.originationPoints)}% of the Loan Amount`);
    if (l.brokerPoints !== undefined) feeBits.push(`a broker compensation fee of ${pct(l.brokerPoints)}% payable to ${esc(f.broker.name)}`);
    if (l.discountPoints !== undefined) feeBits.push(`${pct(l.discountPoints)} discount point(s)`);
    if (l.docFee !== undefined) feeBits.push(`a loan documentation fee of ${fee(l.docFee)}`);
    if (l.adminFee !== undefined) feeBits.push(`an administrative fee of ${fee(l.adminFee)}`);
    if (l.processingFee !== undefined) feeBits.push(`a processing fee of ${fee(l.processingFee)}`);
    const who = f.entity ? `${esc(f.entity.name)}, ${entityWords(f.entity)} ("Borrower"), with ${esc(fullName(f.borrower))} as personal guarantor` : `${esc(fullName(f.borrower))} ("Borrower")`;
    const clauses = [
      `<b>Parties.</b> ${esc(f.lender.name)} ("Lender") and ${who}.`,
      `<b>Property.</b> The real property commonly known as ${esc(street(f.property.address, true))}, ${esc(cityLine(f.property.address, true))}, being a ${esc(propTypeLabel(rng, f.property.type, f.property.units))}.`,
      `<b>Loan Amount.</b> ${usd(l.amount, true)}, not to exceed ${rng.int(65, 75)}% of the as-is value of ${usd(f.property.value)}${f.property.purchasePrice ? ` or ${rng.int(80, 90)}% of the contract price of ${usd(f.property.purchasePrice)}` : ''}, whichever is less.`,
      `<b>Purpose.</b> ${esc(purposeLabel(rng, l.purpose))}.`,
      `<b>Interest.</b> ${pct(l.rate)}% per annum, payable monthly in arrears, interest only. Default rate 24%.`,
      `<b>Maturity.</b> ${esc(termLabel(rng, l.termMonths))} from the date of funding.`,
      `<b>Fees.</b> Borrower shall pay ${feeBits.length ? feeBits.join('; ') : 'no lender fees'}. Title, escrow and recording charges are separate.`,
      `<b>Prepayment.</b> ${l.prepayment.penalty ? `Prepayment premium: ${esc(l.prepayment.terms as string)}.` : 'The Loan may be prepaid in whole or in part without premium.'}`,
      ...(l.exit ? [`<b>Repayment Source.</b> ${esc(exitLabel(rng, l.exit))}.`] : []),
      `<b>Closing.</b> On or before ${d(l.closingDate, 'long')}. This proposal lapses if not countersigned by ${d(shift(f.documentDate, 7), 'long')}.`,
    ];
    const html = documentHtml({
      title: 'Proposal', font: 'serif', fontSize: '10pt',
      page: { pageNumbers: 'short', margin: '0.8in 0.9in' },
      pages: [`<div class="center"><div class="b" style="font-size:14pt">${esc(f.lender.name.toUpperCase())}</div><div class="small">${esc(oneLine(f.lender.address))}</div></div>
<h3 class="center" style="margin:14px 0">NON-BINDING TERM PROPOSAL — FILE ${l.loanNumber}</h3>
<ol style="padding-left:18px">${clauses.map((c) => `<li style="margin-bottom:5px">${c}</li>`).join('')}</ol>
<table style="width:100%;margin-top:16px"><tr><td>LENDER<br><span class="sig">${esc(fullName(f.lender.contact))}, Loan Officer</span></td><td>BORROWER<br><span class="sig">${esc(f.entity ? `${fullName(f.borrower)}, ${f.entity.signatoryTitle}` : fullName(f.borrower))}</span></td></tr></table>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_purpose', 'interest_rate', 'loan_term', ...FEE_FIELDS, 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date', 'loan_number',
        ...(f.entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};

const loiLetter: Family = {
  id: 'setl-lender-loi-prose-letter',
  description: 'Letter of intent as a prose business letter from a loan officer to the borrower, figures inline.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const b = f.borrower;
    const greet = rng.pick([`Dear ${b.first},`, `Dear Mr./Ms. ${b.last}:`, `${b.first} —`]);
    const html = documentHtml({
      title: 'Letter of Intent', font: 'serif', fontSize: '10.5pt',
      pages: [`${letterhead({ name: f.lender.name, color: accent(rng), align: 'center', lines: [esc(oneLine(f.lender.address)), anyPhone(rng, f.lender.contact.phone)] })}
<p>${d(f.documentDate, 'long')}</p>
<p>${esc(fullName(b))}<br>${f.entity ? `${esc(f.entity.name)}<br>` : ''}via e-mail: ${esc(b.email)}</p>
<p class="b">Re: Letter of Intent — ${esc(street(f.property.address))}, ${esc(cityLine(f.property.address))}</p>
<p>${greet}</p>
<p>Thank you for the opportunity to review your ${esc(loanTypeLabel(rng, l.type).toLowerCase())} request. Based on the information provided to date, ${esc(f.lender.name)} is pleased to indicate its interest in a first-lien loan of <b>${usd(l.amount)}</b> secured by the above property, which we understand to have a current value of approximately ${usd(f.property.value)}${f.property.arv ? ` (with a projected after-repair value of ${usd(f.property.arv)})` : ''}.</p>
<p>The loan would carry an interest rate of ${pct(l.rate)}% with a term of ${esc(termLabel(rng, l.termMonths))}${l.originationPoints !== undefined ? `, and an origination charge of ${pct(l.originationPoints)} points` : ''}${l.processingFee !== undefined ? ` plus a ${fee(l.processingFee)} processing fee` : ''}. ${l.prepayment.penalty ? `A prepayment premium applies: ${esc(l.prepayment.terms as string)}.` : 'There is no prepayment penalty.'}</p>
<p>We would target a closing on or about ${d(l.closingDate, 'long')}, subject to a satisfactory appraisal, title review by ${esc(f.title.name)}, and our standard conditions. Your existing lien of roughly ${usd(near(rng, l.amount, 0.3, 0.6))} will need a payoff letter if applicable.</p>
<p>Please sign below and return with the ${usd(rng.pick([1500, 2000, 2500]))} good-faith deposit by ${d(shift(f.documentDate, 5), 'long')}.</p>
<p>Sincerely,<br><br><span class="scrawl">${esc(fullName(f.lender.contact))}</span><br>${esc(fullName(f.lender.contact))}<br>Senior Loan Officer · ${esc(f.lender.contact.email)}</p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'entity_name', 'property_address', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'processing_fee', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date']),
    };
  },
};

const loiCompact: Family = {
  id: 'setl-lender-loi-label-above',
  description: 'Modern LOI with small caps labels above values in a three-column card grid.',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan;
    const cards: [string, string][] = [
      ['BORROWING ENTITY / INDIVIDUAL', esc(borrowerName(f))],
      ['SPONSOR', esc(fullName(f.borrower))],
      ['SUBJECT PROPERTY', esc(oneLine(f.property.address))],
      ['ASSET CLASS', esc(propTypeLabel(rng, f.property.type, f.property.units))],
      ['PROGRAM', esc(loanTypeLabel(rng, l.type))],
      ['REQUESTED PROCEEDS', usd(l.amount)],
      ['ESTIMATED VALUE', usd(f.property.value)],
      ['COUPON', `${pct(l.rate)}%`],
      ['DURATION', `${l.termMonths} mo.`],
      ['LENDER POINTS', l.originationPoints !== undefined ? `${pct(l.originationPoints)}` : '—'],
      ['EXIT', l.exit ? esc(exitLabel(rng, l.exit)) : '—'],
      ['ANTICIPATED FUNDING', d(l.closingDate, rng.pick(['slash', 'abbr'] as const))],
    ];
    const html = documentHtml({
      title: 'LOI', font: 'sans', fontSize: '9.5pt',
      css: `.cards{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px}.card{border:1px solid #ccd;border-radius:4px;padding:6px 8px}.card .lab{font-size:7pt;color:#667;letter-spacing:.6px}.card .val{font-size:10.5pt;font-weight:bold;margin-top:2px}`,
      pages: [`<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #222;padding-bottom:6px"><div style="font:bold 18pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small right">LETTER OF INTENT<br>${d(f.documentDate, 'abbr')}</div></div>
<p style="margin-top:12px">Prepared for ${esc(fullName(f.borrower))} at the request of ${esc(fullName(f.broker.contact))} (${esc(f.broker.name)}, ${anyPhone(rng, f.broker.contact.phone)}).</p>
<div class="cards">${cards.map(([k, v]) => `<div class="card"><div class="lab">${k}</div><div class="val">${v}</div></div>`).join('')}</div>
<p style="margin-top:12px" class="small">Conditions: clear title; hazard insurance naming Lender as mortgagee; verification of ${usd(rng.int(20, 90) * 1000)} in liquidity; no material change. The interest reserve of ${rng.int(2, 6)} months is held back from proceeds. This letter is not a commitment.</p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const approvalMatrix: Family = {
  id: 'setl-lender-approval-requested-vs-approved',
  description: 'Conditional approval with a three-column grid: requested, counter, approved — only the approved column is the deal.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const reqAmt = near(rng, l.amount, 1.06, 1.2, 5000);
    const reqRate = l.rate - 0.5;
    const reqTerm = l.termMonths === 12 ? 18 : 12;
    const cnt = near(rng, l.amount, 0.9, 0.97, 5000);
    const row = (k: string, a: string, b: string, c: string) => `<tr><td class="b">${k}</td><td>${a}</td><td>${b}</td><td style="background:#eef7ee;font-weight:bold">${c}</td></tr>`;
    const html = documentHtml({
      title: 'Conditional Approval', font: 'condensed', fontSize: '9.5pt',
      pages: [`${letterhead({ name: f.lender.name, mark: f.lender.name.slice(0, 1), color: accent(rng), lines: [esc(oneLine(f.lender.address)), 'Credit Committee']})}
<h2>CONDITIONAL LOAN APPROVAL</h2>
<p>Loan #: ${l.loanNumber} &nbsp; | &nbsp; Approval date: ${d(f.documentDate, 'slash')} &nbsp; | &nbsp; Borrower: <b>${esc(borrowerName(f))}</b>${f.entity ? ` (Guarantor: ${esc(fullName(f.borrower))})` : ''}</p>
<p>Property: ${esc(oneLine(f.property.address))} — ${esc(propTypeLabel(rng, f.property.type, f.property.units))}; value per appraisal ${usd(f.property.value)}</p>
<table class="grid"><tr><th></th><th>Requested</th><th>Counter (${d(shift(f.documentDate, -4), 'slash')})</th><th>APPROVED</th></tr>
${row('Loan amount', usd(reqAmt), usd(cnt), usd(l.amount))}
${row('Interest rate', `${pct(reqRate)}%`, `${pct(l.rate + 0.25)}%`, `${pct(l.rate)}%`)}
${row('Term', `${reqTerm} months`, `${reqTerm} months`, `${l.termMonths} months`)}
${row('Origination', '1.00%', '2.50%', l.originationPoints !== undefined ? `${pct(l.originationPoints)}%` : 'waived')}
</table>
<p style="margin-top:10px"><b>Closing deadline:</b> ${d(l.closingDate, 'long')}. <b>Prepayment:</b> ${esc(prepayText(rng, f))}.</p>
<p class="small">Conditions prior to docs: (1) title commitment from ${esc(f.title.name)}; (2) evidence of insurance; (3) 2 months bank statements; (4) payoff of existing lien (${usd(near(rng, l.amount, 0.2, 0.5))}) if any. Underwriter: ${esc(fullName(f.lender.contact))}.</p>`],
    });
    return {
      kind: 'html', documentType: 'Term Sheet', html,
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_number']),
    };
  },
};

const termSheetCheckbox: Family = {
  id: 'setl-lender-term-sheet-checkbox-form',
  description: 'Lender pre-printed quote form with checkbox rows for program, property and purpose, handwritten-style fills.',
  formats: HTML_ALL,
  make(f, rng) {
    const l = f.loan;
    const fill = (v: string) => `<span style="font-family:'DejaVu Sans Mono';color:#1d2c6b;border-bottom:1px solid #999;padding:0 6px">${v}</span>`;
    const progs = ['Fix & Flip', 'Bridge Loan', 'Construction', 'Commercial', 'Purchase', 'Refinance', 'Cash Out Refi', 'Land', 'Second Mortgage'];
    const props = ['Single Family', '2-4 Unit', 'Condo', 'Townhouse', 'Multifamily (5+)', 'Mixed Use', 'Retail', 'Office', 'Industrial', 'Land'];
    const html = documentHtml({
      title: 'Quote', font: 'sans', fontSize: '9pt',
      css: `.ln{margin:7px 0}`,
      pages: [`<div style="border:2px solid #000;padding:8px"><div class="b" style="font-size:13pt">${esc(f.lender.name)} — LOAN QUOTE / TERM SHEET</div><div class="small">Form LQ-${rng.int(2, 9)} · ${esc(oneLine(f.lender.address))}</div></div>
<div class="ln">Date ${fill(d(f.documentDate, 'slash'))} &nbsp; Loan No. ${fill(l.loanNumber)}</div>
<div class="ln">Borrower ${fill(esc(borrowerName(f)))} &nbsp; Contact ${fill(esc(fullName(f.borrower)))} &nbsp; Tel ${fill(anyPhone(rng, f.borrower.phone))}</div>
<div class="ln">Program: ${checkboxes(progs, l.type)}</div>
<div class="ln">Property type: ${checkboxes(props, f.property.type)}</div>
<div class="ln">Purpose: ${checkboxes(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'], l.purpose)}</div>
<div class="ln">Address ${fill(esc(oneLine(f.property.address)))}</div>
<div class="ln">Loan amt ${fill(usd(l.amount))} &nbsp; As-is value ${fill(usd(f.property.value))} ${f.property.purchasePrice ? `&nbsp; Purchase price ${fill(usd(f.property.purchasePrice))}` : ''}</div>
<div class="ln">Rate ${fill(`${pct(l.rate)}%`)} &nbsp; Term (mos) ${fill(String(l.termMonths))} &nbsp; Orig. pts ${fill(l.originationPoints !== undefined ? pct(l.originationPoints) : '—')} &nbsp; Broker pts ${fill(l.brokerPoints !== undefined ? pct(l.brokerPoints) : '—')}</div>
<div class="ln">Doc fee ${fill(l.docFee !== undefined ? fee(l.docFee) : '—')} &nbsp; Underwriting/processing ${fill(l.processingFee !== undefined ? fee(l.processingFee) : '—')}</div>
<div class="ln">Prepay penalty: ${checkboxes(['Yes', 'No'], l.prepayment.penalty ? 'Yes' : 'No')} ${l.prepayment.penalty ? fill(esc(l.prepayment.terms as string)) : ''}</div>
<div class="ln">Est. close ${fill(d(l.closingDate, 'slash'))} &nbsp; Quote valid through ${fill(d(shift(f.documentDate, 14), 'slash'))}</div>
<p class="small" style="margin-top:14px">Broker of record: ${esc(f.broker.name)}, ${esc(fullName(f.broker.contact))} ${esc(f.broker.contact.email)}. Rates subject to change.</p>`],
    });
    const fields = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'entity_name', 'loan_type', 'property_type', 'loan_purpose', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'loan_number'] as const;
    return { kind: 'html', documentType: 'Term Sheet', html, truth: t(f, [...fields]) };
  },
};

const sheetTermQuote: Family = {
  id: 'setl-lender-quote-workbook',
  description: 'Lender pricing workbook: a quote tab of label/value rows and a second tab of the rate grid (distractor rates).',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const rows: (string | number | Date | null)[][] = [
      [f.lender.name, null],
      ['Quote prepared', new Date(`${f.documentDate}T00:00:00Z`)],
      [null, null],
      ['Borrower', borrowerName(f)],
      ['Guarantor / Contact', fullName(f.borrower)],
      ['Property', oneLine(f.property.address)],
      ['Loan Type', loanTypeLabel(rng, l.type)],
      ['Loan Amount', l.amount],
      ['Value (as-is)', f.property.value],
      ['Rate', `${pct(l.rate)}%`],
      ['Term (months)', l.termMonths],
    ];
    if (l.originationPoints !== undefined) rows.push(['Origination %', pct(l.originationPoints)]);
    if (l.docFee !== undefined) rows.push(['Doc Fee', l.docFee]);
    if (l.adminFee !== undefined) rows.push(['Admin Fee', l.adminFee]);
    rows.push(['Est. Closing', new Date(`${l.closingDate}T00:00:00Z`)]);
    const grid: (string | number | null)[][] = [['LTV band', '12 mo rate', '18 mo rate', '24 mo rate']];
    for (const band of ['≤ 60%', '60-70%', '70-75%', '75-80%']) grid.push([band, ...[0, 0.25, 0.5].map((x) => (rng.int(36, 48) / 4 + x) / 100)]);
    return {
      kind: 'sheet', documentType: 'Term Sheet',
      sheets: [{ name: 'Quote', rows }, { name: 'Rate Grid', rows: grid, percentColumns: [1, 2, 3] }],
      truth: t(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'loan_doc_fee', 'admin_fee', 'estimated_closing_date']),
    };
  },
};

const entityLoi: Family = {
  id: 'setl-lender-loi-entity-signature',
  description: 'LOI addressed to an entity borrower, with an acceptance block naming the entity, signer and title.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = withEntity(facts, rng);
    const e = f.entity;
    const l = f.loan;
    const html = documentHtml({
      title: 'LOI', font: 'serif',
      pages: [`<div class="right small">${esc(f.lender.name)}<br>${esc(street(f.lender.address))}<br>${esc(cityLine(f.lender.address))}</div>
<p>${d(f.documentDate, 'long')}</p>
<p><b>${esc(e.name)}</b><br>Attn: ${esc(fullName(f.borrower))}, ${esc(e.signatoryTitle)}</p>
<p>RE: Proposed ${esc(loanTypeLabel(rng, l.type))} financing — ${esc(oneLine(f.property.address, true))}</p>
<p>${esc(f.lender.name)} ("Lender") hereby outlines the terms upon which it would consider a loan to ${esc(e.name)}, ${entityWords(e)} ("Borrower"):</p>
${kvTable([
        ['Principal', usd(l.amount, true)],
        ['Rate', `${pct(l.rate)}% per annum`],
        ['Term', esc(termLabel(rng, l.termMonths))],
        ['Lender Origination', l.originationPoints !== undefined ? `${pct(l.originationPoints)}%` : 'None'],
        ['Guaranty', `Full recourse personal guaranty of ${esc(fullName(f.borrower))}`],
        ['Estimated Closing', d(l.closingDate, 'long')],
      ], { labelWidth: '30%' })}
<p style="margin-top:10px">A deposit of ${usd(rng.pick([1000, 1500, 2500]))} is due on acceptance; it is credited at closing. Property taxes of approximately ${usd(rng.int(28, 140) * 100)} per year will be escrowed.</p>
<p style="margin-top:18px"><b>AGREED AND ACCEPTED:</b><br>${esc(e.name)}<br><br>By: <span class="sig">&nbsp;</span><br>Name: ${esc(fullName(f.borrower))}<br>Title: ${esc(e.signatoryTitle)}${e.ein ? `<br>EIN: ${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : ''}</p>`],
    });
    return {
      kind: 'html', documentType: 'Letter of Intent', html,
      truth: t(f, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein', 'property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'estimated_closing_date']),
    };
  },
};

export const lenderFamilies: Family[] = [termSheetClassic, termSheetNumbered, loiLetter, loiCompact, approvalMatrix, termSheetCheckbox, sheetTermQuote, entityLoi];
