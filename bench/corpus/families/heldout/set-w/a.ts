// Lender-side paper: term sheets, quotes, commitments, approvals, closing instructions.
import { truthOf } from '../../../truth';
import { documentHtml, esc, kvTable, letterhead, accent, checkboxes, flow } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  money, moneyAny, dt, dtAny, phone, ein, fullName, addr, addrLines, rate, pts, term, ptype, ltype, lpurpose, exitText,
  prepay, decoy, acres, county, entityKind, CSS_GRID,
} from './util';

function lenderHead(rng: Rng, f: DealFacts): string {
  return letterhead({ name: f.lender.name, lines: [esc(`${f.lender.address.street}, ${f.lender.address.city}, ${f.lender.address.state} ${f.lender.address.zip}`), `Rural Land &amp; Ag Bridge Lending · ${phone(rng, f.lender.contact.phone)}`], color: accent(rng) });
}

function feeRows(rng: Rng, f: DealFacts, fields: TruthField[]): [string, string][] {
  const l = f.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) { rows.push([rng.pick(['Origination', 'Lender origination fee', 'Origination points']), `${pts(l.originationPoints)}% (${money(l.originationPoints * l.amount / 100)})`]); fields.push('origination_points'); }
  if (l.discountPoints !== undefined) { rows.push(['Discount points', `${pts(l.discountPoints)} pts`]); fields.push('discount_points'); }
  if (l.brokerPoints !== undefined) { rows.push([rng.pick(['Broker fee', 'Broker compensation', 'Outside broker points']), `${pts(l.brokerPoints)}% paid at closing to ${esc(f.broker.name)}`]); fields.push('broker_points'); }
  if (l.docFee !== undefined) { rows.push([rng.pick(['Doc prep fee', 'Loan documentation fee', 'Document fee']), money(l.docFee)]); fields.push('loan_doc_fee'); }
  if (l.adminFee !== undefined) { rows.push([rng.pick(['Admin fee', 'Administration fee']), money(l.adminFee)]); fields.push('admin_fee'); }
  if (l.processingFee !== undefined) { rows.push([rng.pick(['Processing', 'Processing fee']), money(l.processingFee)]); fields.push('processing_fee'); }
  return rows;
}

function borrowerCell(rng: Rng, f: DealFacts): string {
  return f.entity ? `${esc(f.entity.name)}, a ${esc(f.entity.stateOfFormation)} ${entityKind(f)}` : esc(fullName(rng, f.borrower));
}

const ranchTermSheet: Family = {
  id: 'w-term-sheet-ranch-bridge',
  description: 'Private ag-land lender indicative term sheet, two-column grid with acreage and improvements, guarantor line',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    const ac = acres(rng, f);
    const rows: [string, string][] = [['Borrower', borrowerCell(rng, f)]];
    if (f.entity) { rows.push(['Guarantor', esc(fullName(rng, f.borrower))]); fields.push('entity_name', 'borrower_first_name', 'borrower_last_name'); } else fields.push('borrower_first_name', 'borrower_last_name');
    rows.push(
      ['Collateral', `${esc(addr(rng, f.property.address))} — approx. ${ac} acres, ${esc(county(rng))} County`],
      ['Property type', esc(ptype(rng, f))],
      ['Loan program', esc(ltype(rng, f))],
      ['Loan amount', moneyAny(rng, f.loan.amount)],
      ['As-is value (per appraisal)', money(f.property.value)],
    );
    if (f.property.purchasePrice) rows.push(['Contract price', money(f.property.purchasePrice)]);
    rows.push(
      ['Note rate', `${rate(f.loan.rate)}% fixed, interest only, payable monthly`],
      ['Term', esc(term(rng, f.loan.termMonths))],
      ...feeRows(rng, f, fields),
      ['Prepayment', esc(prepay(rng, f))],
      ['Target closing', dtAny(rng, f.loan.closingDate)],
    );
    if (f.loan.exit) { rows.push(['Exit', esc(exitText(rng, f))]); fields.push('exit_strategy'); }
    const html = documentHtml({
      title: 'Term Sheet', css: CSS_GRID, font: rng.pick(['serif', 'sans'] as const),
      pages: [`${lenderHead(rng, f)}<h1>Indicative Term Sheet — ${esc(rng.pick(['Ranch', 'Farm & Ranch', 'Rural Acreage']))} Bridge</h1>
<p class="small">Issued ${dt(f.documentDate, 'long')}. Non-binding; subject to appraisal, title, survey and environmental review.</p>
${kvTable(rows)}
<p class="small" style="margin-top:10px">Existing liens to be paid at closing include a ${money(decoy(f, Math.round(f.property.value * 0.31 / 100) * 100))} balance with a prior ag lender. Grazing lease income is not underwritten. Quote prepared by ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}.</p>
<div style="margin-top:24px"><span class="sig">Borrower acknowledgment</span></div>`],
      page: { footerLeft: 'Indicative terms only', pageNumbers: true },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const commitmentLetter: Family = {
  id: 'w-commitment-letter-prose',
  description: 'Lender commitment letter in prose paragraphs with numbered closing conditions (survey, water well test, mineral reservation)',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', 'loan_number'];
    const who = f.entity ? f.entity.name : fullName(rng, f.borrower, false);
    fields.push(f.entity ? 'entity_name' : 'borrower_first_name', ...(f.entity ? [] : ['borrower_last_name' as TruthField]));
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const feeList = feeRows(rng, f, fields).map(([k, v]) => `${k}: ${v}`).join('; ');
    const blocks = [
      lenderHead(rng, f),
      `<p>${dt(f.documentDate, 'long')}</p><p>${esc(who)}<br>${f.entity ? `Attn: ${esc(f.borrower.first)} ${esc(f.borrower.last)}<br>` : ''}${esc(addrLines(rng, f.property.address).join(' · '))}</p>`,
      `<p><b>Re: Loan Commitment, Loan No. ${f.loan.loanNumber}</b></p>`,
      `<p>We are pleased to commit to a ${esc(ltype(rng, f).toLowerCase())} loan in the principal amount of ${money(f.loan.amount, true)} secured by a first-lien deed of trust on the property at ${esc(addr(rng, f.property.address))}. The loan will bear interest at ${rate(f.loan.rate)}% per annum for a term of ${esc(term(rng, f.loan.termMonths))}, interest only.</p>`,
      feeList ? `<p>Fees due at funding: ${feeList}.</p>` : '',
      `<p>Prepayment: ${esc(prepay(rng, f))}. We anticipate closing on or before ${dt(f.loan.closingDate, 'long')} at ${esc(f.title.name)}.</p>`,
      `<p><b>Conditions:</b></p><ol><li>Boundary survey certified to Lender, showing ingress/egress by recorded easement.</li><li>Potable water test from the domestic well.</li><li>Mineral reservation letter; lender will accept surface-only if no drill site within 500 ft of improvements.</li><li>Evidence that the ${money(decoy(f, rng.int(18, 95) * 1000))} FSA operating note is subordinate or paid.</li></ol>`,
      `<p>This commitment expires ${dt(f.loan.closingDate, 'us')} unless extended in writing.</p>`,
      `<p>Sincerely,<br><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Senior Loan Officer</p>`,
      f.entity ? `<p>ACCEPTED: ${esc(f.entity.name)}<br>By: <span class="sig">${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)}</span></p>` : `<p>ACCEPTED: <span class="sig">${esc(who)}</span></p>`,
    ];
    const html = documentHtml({ title: 'Commitment', pages: flow(blocks, { charsPerLine: 95, linesPerPage: 46, firstPageLines: 40 }), page: { pageNumbers: true } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const softQuote: Family = {
  id: 'w-loi-soft-quote-to-broker',
  description: 'Short LOI / soft quote letter addressed to the outside broker for a land or farm acquisition; borrower named once',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type'];
    const who = f.entity ? f.entity.name : fullName(rng, f.borrower);
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const ltv = Math.round((f.loan.amount / f.property.value) * 1000) / 10;
    const pe = f.loan.originationPoints !== undefined ? `${pts(f.loan.originationPoints)} points to us` : 'no lender points';
    if (f.loan.originationPoints !== undefined) fields.push('origination_points');
    const html = documentHtml({
      title: 'LOI', font: 'serif',
      pages: [`${lenderHead(rng, f)}
<p>${dtAny(rng, f.documentDate)}</p>
<p>${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}<br>${esc(f.broker.name)}<br>via e-mail: ${esc(f.broker.contact.email)}</p>
<p>${esc(f.broker.contact.first)},</p>
<p>Thanks for sending over ${esc(who)} on the ${esc(addr(rng, f.property.address))} tract. Based on what we have seen (plat, last appraisal, three years of Schedule F) we would issue the following:</p>
${kvTable([
  ['Program', esc(ltype(rng, f))],
  ['Amount', money(f.loan.amount)],
  ['Rate', `${rate(f.loan.rate)}%`],
  ['Term', esc(term(rng, f.loan.termMonths))],
  ['Lender fee', pe],
  ['Approx. LTV', `${ltv}% of value, subject to our appraisal`],
], { labelWidth: '28%' })}
<p style="margin-top:10px">Comparable sales in the package ($${rng.int(2100, 5400).toLocaleString('en-US')}/acre average) look reasonable. This letter is not a commitment to lend. Please have the buyer return a signed copy with the ${money(rng.pick([2500, 3500, 5000]))} deposit for appraisal and survey review.</p>
<p>Regards,<br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}<br>${esc(f.lender.contact.email)}</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

const conditionalEmail: Family = {
  id: 'w-conditional-approval-email',
  description: 'Underwriter e-mail to broker: conditional approval with the loan number, conditions list and a quoted earlier broker note',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_number', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date'];
    const who = f.entity ? `${f.entity.name} (${f.borrower.first} ${f.borrower.last} guaranteeing)` : `${f.borrower.first} ${f.borrower.last}`;
    fields.push('borrower_first_name', 'borrower_last_name'); if (f.entity) fields.push('entity_name');
    const html = documentHtml({
      title: 'Email', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:10px" class="small">
<b>From:</b> ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;<br>
<b>To:</b> ${esc(f.broker.contact.email)}<br><b>Cc:</b> closings@${esc(f.lender.contact.email.split('@')[1] ?? '')}<br>
<b>Sent:</b> ${dt(f.documentDate, 'abbr')} 4:${rng.int(10, 59)} PM<br><b>Subject:</b> RE: ${esc(f.property.address.city)} acreage — cond. approval #${f.loan.loanNumber}</div>
<p>Good afternoon,</p>
<p>Credit committee approved ${esc(who)} this morning. Loan #${f.loan.loanNumber}, ${money(f.loan.amount)} at ${rate(f.loan.rate)}%, ${esc(term(rng, f.loan.termMonths))}, against an appraised value of ${money(f.property.value)}. Property: ${esc(addr(rng, f.property.address))}.</p>
<p>Open conditions:</p><ul><li>Updated title commitment (the one in the file is from the prior ${esc(f.seller.last)} sale)</li><li>Signed grazing lease assignment</li><li>Proof of hazard coverage on the barns and pipe corrals</li><li>Copy of the FSA-156EZ</li></ul>
<p>We can close ${dtAny(rng, f.loan.closingDate)} if title is clean.</p>
<p>${esc(f.lender.contact.first)}</p>
<div style="border-left:3px solid #bbb;padding-left:8px;color:#444;margin-top:14px" class="small">
<b>From:</b> ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}<br><b>Sent:</b> ${dt(f.documentDate, 'us')}<br>
Any word from committee? Seller's agent is asking. Buyer can bring extra if you need to cut it back to ${money(decoy(f, Math.round(f.loan.amount * 0.9 / 1000) * 1000))}.<br>
${esc(f.broker.contact.first)} | ${esc(f.broker.name)} | ${phone(rng, f.broker.contact.phone)}</div>`],
    });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, fields) };
  },
};

const closingInstructions: Family = {
  id: 'w-closing-instructions-to-title',
  description: 'Lender closing instructions to the title officer: vesting, policy amount, fee schedule to collect, funding date',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_number', 'loan_amount', 'property_address', 'estimated_closing_date', 'interest_rate', 'loan_term'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else fields.push('borrower_first_name', 'borrower_last_name');
    const fees = feeRows(rng, f, fields);
    const vest = f.entity ? `${esc(f.entity.name)}, signing by ${esc(f.borrower.first)} ${esc(f.borrower.last)}, its ${esc(f.entity.signatoryTitle)}` : esc(fullName(rng, f.borrower));
    const html = documentHtml({
      title: 'Closing Instructions', css: CSS_GRID,
      pages: [`${lenderHead(rng, f)}<h1>Closing Instructions</h1>
<p>To: ${esc(f.title.contact.first)} ${esc(f.title.contact.last)}, Escrow Officer, ${esc(f.title.name)}<br>Date: ${dt(f.documentDate, 'us')} &nbsp; Our loan no.: ${f.loan.loanNumber}</p>
${kvTable([
  ['Borrower / vesting', vest],
  ['Property', esc(addr(rng, f.property.address))],
  ['Loan amount', money(f.loan.amount, true)],
  ['Mortgagee policy amount', money(Math.round(f.loan.amount * 1.25))],
  ['Rate / term', `${rate(f.loan.rate)}% / ${esc(term(rng, f.loan.termMonths))}`],
  ['Funding date', dt(f.loan.closingDate, 'long')],
])}
<h2>Collect for Lender on the settlement statement</h2>${fees.length ? kvTable(fees) : '<p>No lender fees.</p>'}
<p class="small" style="margin-top:10px">Do not disburse seller proceeds until the ${esc(f.seller.first)} ${esc(f.seller.last)} grazing lease is terminated of record. Tax certificate must show current ag-use valuation. Record the deed of trust before the UCC fixture filing on the center pivot.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const creditMemo: Family = {
  id: 'w-credit-memo-ag-bridge',
  description: 'Internal credit presentation for a farm/dairy/poultry bridge: sources and uses, collateral, borrower profile with FICO',
  formats: ['pdf_text'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'property_value', 'property_address', 'property_type', 'loan_type', 'loan_purpose', 'interest_rate', 'loan_term', 'credit_score', 'loan_number'];
    if (f.entity) fields.push('entity_name', 'borrower_first_name', 'borrower_last_name', 'ein');
    else fields.push('borrower_first_name', 'borrower_last_name');
    if (f.loan.exit) fields.push('exit_strategy');
    const op = rng.pick(['cow-calf operation', 'broiler operation (4 houses)', 'Grade A dairy, 180 head', 'hay and stocker operation', 'rice and crawfish']);
    const html = documentHtml({
      title: 'Credit Memo', css: CSS_GRID, font: 'sans', fontSize: '9pt',
      pages: [`<h1>Credit Presentation — Loan ${f.loan.loanNumber}</h1><p class="small">Prepared ${dt(f.documentDate, 'iso')} for loan committee.</p>
<h2>Borrower</h2>${kvTable([
  ['Obligor', f.entity ? `${esc(f.entity.name)}${f.entity.ein ? ` (EIN ${ein(f.entity.ein)})` : ''}` : esc(fullName(rng, f.borrower))],
  ['Principal / guarantor', `${esc(f.borrower.first)} ${esc(f.borrower.last)} — mid FICO ${f.borrower.creditScore}`],
  ['Operation', esc(op)],
])}
<h2>Request</h2>${kvTable([
  ['Type / purpose', `${esc(ltype(rng, f))} / ${esc(lpurpose(rng, f))}`],
  ['Amount', money(f.loan.amount)], ['Rate', `${rate(f.loan.rate)}%`], ['Term', esc(term(rng, f.loan.termMonths))],
  ...(f.loan.exit ? [['Exit', esc(exitText(rng, f))] as [string, string]] : []),
])}
<h2>Collateral</h2>${kvTable([
  ['Address', esc(addr(rng, f.property.address))], ['Type', esc(ptype(rng, f))], ['As-is appraised value', money(f.property.value)],
  ['County market value (CAD)', money(decoy(f, Math.round(f.property.value * 0.62 / 10) * 10))],
  ...(f.property.arv ? [['Value upon completion', money(f.property.arv)] as [string, string]] : []),
])}
<h2>Sources &amp; Uses</h2><table class="grid"><tr><th>Sources</th><th class="right">$</th><th>Uses</th><th class="right">$</th></tr>
<tr><td>Our loan</td><td class="right">${money(f.loan.amount)}</td><td>${f.property.purchasePrice ? 'Purchase price' : 'Payoff prior lender'}</td><td class="right">${money(f.property.purchasePrice ?? decoy(f, Math.round(f.loan.amount * 0.8 / 100) * 100))}</td></tr>
<tr><td>Borrower equity</td><td class="right">${money(decoy(f, Math.max(5000, Math.round(((f.property.purchasePrice ?? f.loan.amount) - f.loan.amount * 0.9) / 100) * 100)))}</td><td>Closing costs</td><td class="right">${money(rng.int(6, 30) * 1000 + 250)}</td></tr></table>
<p class="small" style="margin-top:8px">Strengths: long operating history, low leverage on balance sheet. Weakness: commodity exposure; integrator contract renews annually.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const faxedTermSheet: Family = {
  id: 'w-faxed-signed-quote',
  description: 'Signed and faxed-back one-page quote: typed boxes with a handwritten signature and fax header strip',
  formats: ['pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type', 'prepayment_penalty', 'prepayment_terms'];
    fields.push(...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const fees = feeRows(rng, f, fields);
    const html = documentHtml({
      title: 'Quote', css: `${CSS_GRID} .fax{font:8pt 'DejaVu Sans Mono';border-bottom:1px dashed #555;margin-bottom:10px}`, font: 'sans',
      pages: [`<div class="fax">${dt(f.documentDate, 'us')} 09:${rng.int(10, 59)} FROM: ${esc(f.borrower.last.toUpperCase())} RANCH OFFICE &nbsp; TO: ${esc(f.lender.name.toUpperCase())} &nbsp; P.1/1</div>
<h1 style="text-align:center">LOAN QUOTE — ACCEPTANCE COPY</h1>
${kvTable([
  ['Applicant', f.entity ? esc(f.entity.name) : esc(`${f.borrower.first} ${f.borrower.last}`)],
  ['Security', esc(addr(rng, f.property.address))],
  ['Product', esc(ltype(rng, f))],
  ['Principal', money(f.loan.amount)], ['Interest', `${rate(f.loan.rate)}%`], ['Maturity', esc(term(rng, f.loan.termMonths))],
  ...fees, ['Prepay', esc(prepay(rng, f))],
])}
<p style="margin-top:18px">Accepted and agreed:</p>
<p><span class="scrawl">${esc(f.borrower.first)} ${esc(f.borrower.last)}</span><br>${f.entity ? `${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)} of ${esc(f.entity.name)}` : esc(`${f.borrower.first} ${f.borrower.last}`)}</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const photoQuote: Family = {
  id: 'w-photo-quote-on-dash',
  description: 'Phone photo of a printed rate quote half-page (rancher sent a picture of it); compact boxes',
  formats: ['image'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_value'];
    const rows: [string, string][] = [['Quoted for', esc(f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`)], ['Loan', money(f.loan.amount)], ['Value', money(f.property.value)], ['Rate', `${rate(f.loan.rate)}%`], ['Months', String(f.loan.termMonths)]];
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const html = documentHtml({
      title: 'Quote', css: `${CSS_GRID} .grid td{font-size:13pt;padding:8px}`, font: 'sans', fontSize: '12pt',
      pages: [`${lenderHead(rng, f)}<h1 style="font-size:20pt">Rate Quote</h1><p>${dtAny(rng, f.documentDate)}</p>${kvTable(rows)}
<p style="margin-top:14px">Pricing good for 10 days. Call ${esc(f.lender.contact.first)} at ${phone(rng, f.lender.contact.phone)}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const feeWorksheet: Family = {
  id: 'w-fee-worksheet-estimate',
  description: 'Estimated lender fee worksheet with checkbox loan program row and third-party (survey, title, appraisal) costs as decoys',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const fields: TruthField[] = ['loan_amount', 'loan_type'];
    const fees = feeRows(rng, f, fields);
    const opts = ['Purchase', 'Bridge', 'Land', 'Construction', 'Refinance', 'Cash-Out', 'Commercial', 'Fix & Flip', 'Second Lien'];
    const map: Record<string, string> = { Purchase: 'Purchase', 'Bridge Loan': 'Bridge', Land: 'Land', Construction: 'Construction', Refinance: 'Refinance', 'Cash Out Refi': 'Cash-Out', Commercial: 'Commercial', 'Fix & Flip': 'Fix & Flip', 'Second Mortgage': 'Second Lien' };
    const who = f.entity ? f.entity.name : `${f.borrower.last}, ${f.borrower.first}`;
    fields.push(...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const html = documentHtml({
      title: 'Fee Worksheet', css: CSS_GRID, font: 'condensed',
      pages: [`${lenderHead(rng, f)}<h1>Fee Worksheet (estimate)</h1>
<p>Borrower: <b>${esc(who)}</b> &nbsp;&nbsp; Date: ${dt(f.documentDate, 'us')}</p>
<p>Program: ${checkboxes(opts, map[f.loan.type])}</p>
<p>Loan amount: <b>${money(f.loan.amount, true)}</b></p>
<h2>Lender charges</h2>${fees.length ? kvTable(fees) : '<p>None</p>'}
<h2>Third party (estimates — paid to others)</h2>${kvTable([
  ['Appraisal (' + esc(f.appraiser.name) + ')', money(rng.pick([2800, 3500, 4200, 5500]))],
  ['Boundary survey', money(rng.pick([3200, 4800, 6500, 8900]))],
  ['Owner/lender title policy', money(rng.int(18, 60) * 100)],
  ['Phase I ESA', money(rng.pick([1850, 2400, 2950]))],
])}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: truthOf(f, fields) };
  },
};

const townLoi: Family = {
  id: 'w-loi-small-town-commercial',
  description: 'Letter of intent for a small-town main-street commercial building, numbered paragraphs, signature lines for lender and borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'loan_purpose', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    fields.push(...(f.entity ? ['entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[]));
    const fees = feeRows(rng, f, fields);
    const paras = [
      `<b>Borrower.</b> ${borrowerCell(rng, f)}.`,
      `<b>Property.</b> The ${esc(ptype(rng, f))} located at ${esc(addr(rng, f.property.address))}${f.property.squareFeet ? `, about ${f.property.squareFeet.toLocaleString('en-US')} sq ft` : ''}${f.property.yearBuilt ? `, built ${f.property.yearBuilt}` : ''}.`,
      `<b>Purpose.</b> ${esc(lpurpose(rng, f) || 'General business purpose')}.`,
      `<b>Loan.</b> ${money(f.loan.amount)} first lien, ${rate(f.loan.rate)}% interest, ${esc(term(rng, f.loan.termMonths))}.`,
      fees.length ? `<b>Fees.</b> ${fees.map(([k, v]) => `${k} ${v}`).join('; ')}.` : `<b>Fees.</b> None other than third-party costs.`,
      `<b>Prepayment.</b> ${esc(prepay(rng, f))}.`,
      `<b>Closing.</b> Targeted for ${dt(f.loan.closingDate, 'long')}, subject to the tenant estoppels from the feed store and the café.`,
    ];
    const html = documentHtml({
      title: 'LOI', font: 'serif',
      pages: flow([lenderHead(rng, f), `<p>${dt(f.documentDate, 'long')}</p><h1 style="font-size:13pt;margin-bottom:8px">Letter of Intent</h1>`, ...paras.map((p, i) => `<p>${i + 1}. ${p}</p>`),
        `<p>Very truly yours, ${esc(f.lender.name)}</p>`,
        `<p><span class="sig">By: ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span></p><p><span class="sig">${f.entity ? `${esc(f.entity.name)} — by ${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle)}` : esc(`${f.borrower.first} ${f.borrower.last}`)}</span></p>`],
      { charsPerLine: 90, linesPerPage: 44, firstPageLines: 38 }),
      page: { pageNumbers: 'short' },
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: truthOf(f, fields) };
  },
};

export const familiesA: Family[] = [ranchTermSheet, commitmentLetter, softQuote, conditionalEmail, closingInstructions, creditMemo, faxedTermSheet, photoQuote, feeWorksheet, townLoi];
