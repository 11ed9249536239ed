// Lenders' term sheets: a bordered two-column sheet with party blocks and a fee grid, an indicative summary in
// prose bullets, a formal commitment letter, and a rehab term sheet with an initial advance and a holdback.
import type { DealFacts, Family, Rng } from '../../types';
import { accent, documentHtml, esc, flow, initials, kvTable, letterhead } from '../../style';
import {
  address, entityDescription, exitWords, fullName, loanTypeWords, money, moneyLegal, pct, pickAddress, pickDate,
  pickMoney, pickPhone, pickRate, pickTerm, points, prepayWords, propertyNoun, propertyTypeWords, purposeWords, rate, weighted,
} from './format';
import { asRehabLoan, borrowerNameFields, item, present, roundTo, truthOfItems, when, type Item } from './common';

function lenderLines(facts: DealFacts, rng: Rng): string[] {
  const { lender } = facts;
  const a = lender.address;
  return [
    `${esc(a.street)}${a.unit ? `, ${esc(a.unit)}` : ''} · ${esc(a.city)}, ${a.state} ${a.zip}`,
    `${pickPhone(rng, lender.contact.phone, ['dot', 'paren', 'dash'])} · www.${lender.contact.email.split('@')[1]}`,
  ];
}

function signatureBlocks(facts: DealFacts, rng: Rng, borrowerLabel: string): { html: string; fields: Item['fields'] } {
  const { entity, borrower, lender } = facts;
  const name = fullName(borrower, rng.chance(0.5));
  const left = entity
    ? `<div class="b">${esc(entity.name)}</div><div class="sig">By: <span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div>
<div>Name: ${esc(name)}</div><div>Title: ${esc(entity.signatoryTitle)}</div>`
    : `<div class="sig"><span class="scrawl">${esc(borrower.first)} ${esc(borrower.last)}</span></div><div>${esc(name)}</div>`;
  const right = `<div class="b">${esc(lender.name)}</div><div class="sig">By:</div><div>${esc(fullName(lender.contact, false))}</div>
<div>${rng.pick(['Senior Loan Officer', 'Originations Manager', 'Managing Director', 'VP, Lending'])}</div>`;
  return {
    html: `<table style="width:100%;margin-top:14px"><tr><td style="width:50%;vertical-align:top"><div class="small b">${borrowerLabel}</div>${left}</td>
<td style="vertical-align:top"><div class="small b">LENDER</div>${right}</td></tr></table>`,
    fields: entity ? ['authorized_signatory_name', 'authorized_signatory_title', 'entity_name', 'borrower_first_name', 'borrower_last_name'] : ['borrower_first_name', 'borrower_last_name'],
  };
}

// ---------------------------------------------------------------------------------------------------------------

export const lenderTermSheetGrid: Family = {
  id: 'lender-term-sheet-grid',
  description: 'Lender term sheet: "Borrower:"/"Lender:" party blocks, a bordered two-column terms table and a fee quote grid',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker, appraiser, title } = facts;
    const color = accent(rng);
    const L = (options: readonly string[]) => rng.pick(options);
    const withContact = rng.chance(0.5);
    const party = [
      item('', `<div class="small b">BORROWER:</div>${entity ? `<div>${esc(entity.name)}</div><div>Guarantor: ${esc(fullName(borrower, rng.chance(0.4)))}</div>` : `<div>${esc(fullName(borrower, rng.chance(0.4)))}</div>`}`,
        ...borrowerNameFields(facts)),
      ...(withContact ? [item('', `<div>${pickPhone(rng, borrower.phone)}</div><div>${esc(borrower.email)}</div>`, 'borrower_phone', 'borrower_email')] : []),
    ];
    const lenderBlock = `<div class="small b">LENDER:</div><div>${esc(lender.name)}</div><div>Attn: ${esc(fullName(lender.contact, false))}</div>
<div>${pickPhone(rng, lender.contact.phone)}</div><div>${esc(lender.contact.email)}</div>`;

    const ltv = loan.amount / property.value;
    const rows = present([
      item(L(['Subject Property', 'Collateral', 'Property Address', 'Security']), pickAddress(rng, property.address), 'property_address'),
      when(rng.chance(0.8), () => item(L(['Property Type', 'Asset Type', 'Collateral Type']), esc(propertyTypeWords(rng, property.type, property.units)), 'property_type')),
      item(L(['Loan Program', 'Product', 'Loan Type']), esc(loanTypeWords(rng, loan.type)), 'loan_type'),
      when(loan.purpose && rng.chance(0.5), () => item(L(['Loan Purpose', 'Transaction Type']), purposeWords(rng, loan.purpose ?? 'Purchase'), 'loan_purpose')),
      item(L(['Loan Amount', 'Principal Amount', 'Total Loan Amount']), pickMoney(rng, loan.amount, ['cents', 'dollars']), 'loan_amount'),
      when(rng.chance(0.85), () => item(L(['As-Is Value', 'Appraised Value (As-Is)', 'Current Market Value', 'Estimated Value']), pickMoney(rng, property.value, ['dollars', 'cents']), 'property_value')),
      when(property.purchasePrice !== undefined && rng.chance(0.8), () => item(L(['Purchase Price', 'Contract Price']), money(property.purchasePrice ?? 0, 'dollars'))),
      when(property.arv !== undefined, () => item(L(['After Repair Value (ARV)', 'ARV', 'Completed Value']), money(property.arv ?? 0, 'dollars'))),
      when(rng.chance(0.6), () => item(L(['LTV', 'Loan-to-Value', 'Max LTV']), pct(ltv, 1))),
      item(L(['Interest Rate', 'Note Rate', 'Coupon']), `${pickRate(rng, loan.rate)}${loan.termMonths === 360 ? ', fixed, fully amortizing' : rng.pick([', interest only', ', interest-only, paid monthly', ' fixed', ''])}`, 'interest_rate'),
      item(L(['Term', 'Loan Term', 'Maturity']), pickTerm(rng, loan.termMonths), 'loan_term'),
      when(rng.chance(0.4), () => item('Default Rate', rate(rng.pick([18, 20, 24]), 'fixed2'))),
      item(L(['Prepayment Penalty', 'Prepayment', 'Prepay']), esc(prepayWords(rng, facts)), 'prepayment_penalty', 'prepayment_terms'),
      when(loan.exit && rng.chance(0.8), () => item(L(['Exit Strategy', 'Exit', 'Repayment Source']), exitWords(rng, loan.exit ?? 'Sale'), 'exit_strategy')),
      when(rng.chance(0.8), () => item(L(['Target Closing', 'Estimated Closing Date', 'Anticipated Closing']), pickDate(rng, loan.closingDate), 'estimated_closing_date')),
    ]);

    const fee = (label: string, basis: string, amount: number, payee: string, ...fields: Item['fields'][number][]) =>
      item(label, `<td>${basis}</td><td class="right">${money(amount, 'cents')}</td><td>${esc(payee)}</td>`, ...fields);
    const grid = present([
      when(loan.originationPoints !== undefined, () => fee('Origination Fee', points(rng, loan.originationPoints ?? 0, ['pct', 'pts']), (loan.amount * (loan.originationPoints ?? 0)) / 100, lender.name, 'origination_points')),
      when(loan.brokerPoints !== undefined, () => fee(L(['Broker Fee', 'Broker Compensation']), points(rng, loan.brokerPoints ?? 0, ['pct', 'pts']), (loan.amount * (loan.brokerPoints ?? 0)) / 100, broker.name, 'broker_points')),
      when(loan.discountPoints !== undefined, () => fee('Discount Points', points(rng, loan.discountPoints ?? 0, ['pct', 'pts']), (loan.amount * (loan.discountPoints ?? 0)) / 100, lender.name, 'discount_points')),
      when(loan.docFee !== undefined, () => fee(L(['Document Preparation Fee', 'Doc Fee', 'Loan Documentation Fee']), 'Flat', loan.docFee ?? 0, lender.name, 'loan_doc_fee')),
      when(loan.processingFee !== undefined, () => fee('Processing Fee', 'Flat', loan.processingFee ?? 0, rng.chance(0.5) ? lender.name : broker.name, 'processing_fee')),
      when(loan.adminFee !== undefined, () => fee(L(['Admin Fee', 'Administration Fee']), 'Flat', loan.adminFee ?? 0, lender.name, 'admin_fee')),
      fee('Appraisal (est.)', 'Third party', rng.pick([450, 550, 650, 750, 950, 1200]), appraiser.name),
      when(rng.chance(0.6), () => fee('Title / Escrow (est.)', 'Third party', rng.int(9, 40) * 100, title.name)),
      when(rng.chance(0.5), () => fee('Credit &amp; Background', 'Per guarantor', rng.pick([45, 65, 85, 125]), lender.name)),
    ]);

    // One page: when the deal has many lines, leave out distractor lines (those that state nothing) from the bottom.
    for (const list of [grid, rows]) {
      for (let i = list.length - 1; i >= 0 && rows.length + grid.length > 19; i--) {
        if ((list[i] as Item).fields.length === 0 && !(list[i] as Item).label.startsWith('Appraisal')) list.splice(i, 1);
      }
    }
    const loanNo = `Loan No. ${loan.loanNumber}`;
    const sig = signatureBlocks(facts, rng, 'ACCEPTED AND AGREED — BORROWER');
    const html = `${letterhead({ name: lender.name, lines: lenderLines(facts, rng), color, mark: initials(lender.name) })}
<div style="display:flex;justify-content:space-between;font-size:9pt"><span>Date: ${pickDate(rng, facts.documentDate)}</span><span class="b">${loanNo}</span></div>
<h1 style="text-align:center;font-size:14pt;margin:8px 0 10px;letter-spacing:1px">${L(['TERM SHEET', 'NON-BINDING TERM SHEET', 'LOAN TERM SHEET', 'INDICATIVE TERM SHEET'])}</h1>
<table style="width:100%;margin-bottom:10px;font-size:9pt"><tr><td style="width:50%;vertical-align:top;border:1px solid #999;padding:6px">${party.map((p) => p.value).join('')}</td>
<td style="vertical-align:top;border:1px solid #999;padding:6px">${lenderBlock}</td></tr></table>
${kvTable(rows.map((r) => [r.label, r.value]), { labelWidth: '32%' })}
<div class="b" style="margin:10px 0 4px;font-size:9pt">${L(['Quote Grid — Fees and Costs', 'Fee Schedule', 'Closing Cost Quote'])}</div>
<table class="grid" style="font-size:8.5pt"><tr><th>Fee</th><th>Basis</th><th>Amount</th><th>Payable To</th></tr>
${grid.map((g) => `<tr><td>${g.label}</td>${g.value}</tr>`).join('')}</table>
<p class="small" style="margin-top:8px">This term sheet is for discussion purposes only and does not constitute a commitment to lend. Any loan is subject to satisfactory
underwriting, appraisal, title and the execution of loan documents acceptable to Lender. Third-party costs are estimates and are paid by Borrower.</p>
${sig.html}`;
    return {
      kind: 'html',
      documentType: 'Term Sheet',
      html: documentHtml({
        title: 'Term Sheet', pages: [html], font: rng.pick(['sans', 'serif', 'condensed']), fontSize: '8.4pt',
        css: `.grid td.k{background:#f3f5f8;font-weight:bold;color:${color}} .grid td{padding:3px 6px}`,
        page: { margin: '0.45in 0.6in 0.6in 0.6in', footerLeft: `${esc(lender.name)} · ${loanNo}` },
      }),
      truth: truthOfItems(facts, [...party, ...rows, ...grid], sig.fields.concat(['loan_number'])),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const indicativeTermsBullets: Family = {
  id: 'indicative-terms-bullets',
  description: 'Summary of indicative terms in prose bullets ("The Lender would consider…"), with default rate and extension distractors',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const b = (lead: string, text: string, ...fields: Item['fields'][number][]) => item(lead, text, ...fields);
    const who = fullName(borrower, rng.chance(0.5));
    const bullets = present([
      entity
        ? b('Borrower', `${esc(entityDescription(entity))} (the &ldquo;Borrower&rdquo;), acting through ${esc(who)}, its ${esc(entity.signatoryTitle)}.`, ...borrowerNameFields(facts, { signatory: true }))
        : b('Borrower', `${esc(who)}${facts.coBorrower ? ` and ${esc(fullName(facts.coBorrower, false))}, jointly and severally` : ''} (collectively, the &ldquo;Borrower&rdquo;).`, 'borrower_first_name', 'borrower_last_name'),
      when(entity, () => b('Guarantor', `Full recourse personal guaranty of ${esc(fullName(borrower, false))}, together with a standard carve-out and environmental indemnity.`)),
      b('Property', `A first-priority lien on the ${esc(propertyNoun(rng, property.type, property.units))} commonly known as ${pickAddress(rng, property.address, ['long', 'longState', 'short'])} (the &ldquo;Property&rdquo;).`, 'property_address', 'property_type'),
      b('Loan Program', `The Lender would consider a ${esc(loanTypeWords(rng, loan.type).toLowerCase())} loan${loan.purpose ? `, the purpose of which is ${esc(purposeWords(rng, loan.purpose).toLowerCase())} of the Property` : ''}.`, 'loan_type', 'loan_purpose'),
      b('Loan Amount', `Up to ${rng.chance(0.5) ? moneyLegal(rng, loan.amount) : money(loan.amount, 'cents')}, not to exceed ${Math.ceil((loan.amount / property.value) * 100)}% of the as-is value${property.arv ? ` or ${rng.int(65, 75)}% of the after-repair value` : ''}.`, 'loan_amount'),
      when(rng.chance(0.75), () => b('Valuation', `Lender's preliminary estimate of the as-is value of the Property is ${money(property.value, 'dollars')}${property.arv ? `; the borrower's projected after-repair value is ${money(property.arv, 'dollars')}` : ''}${property.purchasePrice ? `, against a contract price of ${money(property.purchasePrice, 'dollars')}` : ''}. Final value is subject to an appraisal ordered by Lender.`, 'property_value')),
      b('Interest Rate', `${rate(loan.rate, rng.pick(['words', 'perAnnum', 'fixed2']))}${rng.chance(0.5) ? ' per annum' : ''}, fixed, calculated on an actual/360 basis and payable monthly in arrears${loan.termMonths === 360 ? '' : ', interest only'}.`, 'interest_rate'),
      when(rng.chance(0.6), () => b('Default Rate', `The lesser of ${rng.pick([18, 24])}% per annum or the maximum rate permitted by law.`)),
      b('Term', `${pickTerm(rng, loan.termMonths, ['legal', 'months', 'years'])} from the closing date${loan.termMonths < 36 ? `. Borrower may request one ${rng.pick(['six (6)', 'three (3)', '6-month'])}${rng.chance(0.5) ? ' month' : ''} extension, subject to a ${rng.pick(['0.5%', '1%', '1.00%'])} extension fee and no defaults` : ''}.`, 'loan_term'),
      when(loan.originationPoints !== undefined, () => b('Origination Fee', `${points(rng, loan.originationPoints ?? 0, ['ofLoan', 'words', 'points'])}, earned in full and payable at closing.`, 'origination_points')),
      when(loan.brokerPoints !== undefined, () => b('Broker Fee', `${points(rng, loan.brokerPoints ?? 0, ['ofLoan', 'points'])}, payable to ${esc(broker.name)} at closing.`, 'broker_points')),
      when(loan.discountPoints !== undefined, () => b('Discount', `${points(rng, loan.discountPoints ?? 0, ['points', 'ofLoan'])} to buy down the rate.`, 'discount_points')),
      when(loan.docFee !== undefined || loan.processingFee !== undefined || loan.adminFee !== undefined, () => {
        const parts = [
          loan.docFee !== undefined ? `a document preparation fee of ${money(loan.docFee, 'dollars')}` : '',
          loan.processingFee !== undefined ? `a processing fee of ${money(loan.processingFee, 'dollars')}` : '',
          loan.adminFee !== undefined ? `an administrative fee of ${money(loan.adminFee, 'dollars')}` : '',
        ].filter(Boolean);
        const fields: Item['fields'][number][] = [];
        if (loan.docFee !== undefined) fields.push('loan_doc_fee');
        if (loan.processingFee !== undefined) fields.push('processing_fee');
        if (loan.adminFee !== undefined) fields.push('admin_fee');
        return b('Lender Fees', `Borrower shall pay ${parts.join(parts.length > 2 ? ', ' : ' and ').replace(/, (?=[^,]*$)/, ', and ')}.`, ...fields);
      }),
      b('Third-Party Costs', `Appraisal (estimated ${money(rng.pick([550, 650, 750, 900]), 'dollars')}), title insurance, escrow, recording, flood certification and Lender's counsel (estimated ${money(rng.pick([1250, 1500, 1750, 2500]), 'dollars')}) are for the Borrower's account.`),
      b('Prepayment', loan.prepayment.penalty ? `The Loan may be prepaid subject to a prepayment premium of ${esc(loan.prepayment.terms ?? '')}.` : rng.pick(['The Loan may be prepaid in whole or in part at any time without premium or penalty.', 'None. The Loan is open to prepayment at any time.']), 'prepayment_penalty', 'prepayment_terms'),
      when(loan.exit, () => b('Exit', `Repayment is expected from ${loan.exit === 'Sale' ? rng.pick(['the sale of the Property following completion of the renovation', 'a sale of the Property to a third party']) : rng.pick(['a refinance into long-term rental financing', 'a refinance with a conventional or DSCR lender'])}.`, 'exit_strategy')),
      when(rng.chance(0.8), () => b('Closing', `Targeted on or before ${pickDate(rng, loan.closingDate, ['long', 'abbr'])}, subject to receipt of a satisfactory appraisal and title commitment.`, 'estimated_closing_date')),
      when(rng.chance(0.6), () => b('Reference', `Lender file no. ${loan.loanNumber}.`, 'loan_number')),
    ]);
    const color = accent(rng);
    const blocks = [
      letterhead({ name: lender.name, lines: lenderLines(facts, rng), color, align: rng.pick(['left', 'center'] as const) }),
      `<div class="center b" style="font-size:13pt;margin:6px 0 2px">${rng.pick(['SUMMARY OF INDICATIVE TERMS AND CONDITIONS', 'Indicative Terms', 'SUMMARY OF TERMS'])}</div>`,
      `<div class="center muted" style="margin-bottom:10px">${pickDate(rng, facts.documentDate, ['long'])} · For discussion purposes only</div>`,
      `<p>${esc(lender.name)} (&ldquo;Lender&rdquo;) is pleased to outline the following indicative terms for a proposed loan. This summary is not a commitment to lend and is subject in all respects to Lender's due diligence and credit approval.</p>`,
      ...bullets.map((x) => `<p class="bullet"><b>${x.label}.</b> ${x.value}</p>`),
      `<p class="small">This summary of terms is confidential and supersedes any prior discussions. It will expire if not accepted within ${rng.pick(['ten (10)', 'fifteen (15)', 'seven (7)'])} business days of the date above.</p>`,
      { html: signatureBlocks(facts, rng, 'ACKNOWLEDGED BY BORROWER').html, lines: 9 },
    ];
    const pages = flow(blocks, { charsPerLine: 95, linesPerPage: 50, firstPageLines: 45 });
    return {
      kind: 'html',
      documentType: 'Term Sheet',
      html: documentHtml({
        title: 'Summary of Terms', pages, font: rng.pick(['serif', 'sans']), fontSize: '10pt',
        css: '.bullet{padding-left:16px;text-indent:-12px}.bullet:before{content:"\\2022  ";}',
        page: { pageNumbers: true, footerLeft: 'Confidential' },
      }),
      truth: truthOfItems(facts, bullets, entity ? ['authorized_signatory_name', 'authorized_signatory_title'] : []),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const commitmentLetter: Family = {
  id: 'commitment-letter',
  description: 'Formal lender commitment letter: Re: block, numbered sections (BORROWER, LOAN AMOUNT…), conditions, acceptance by borrower',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, appraiser, title } = facts;
    const to = entity ? entity.name : fullName(borrower, false);
    const sectionNames = rng.chance(0.5);
    const s = (heading: string, text: string, ...fields: Item['fields'][number][]) => item(heading, text, ...fields);
    const sections = present([
      s('Borrower', entity
        ? `${esc(entityDescription(entity))}. The Loan shall be guaranteed by ${esc(fullName(borrower, false))} (&ldquo;Guarantor&rdquo;).`
        : `${esc(fullName(borrower, rng.chance(0.5)))}${facts.coBorrower ? ` and ${esc(fullName(facts.coBorrower, false))}` : ''}.`,
      ...borrowerNameFields(facts)),
      s('Loan Amount', `${moneyLegal(rng, loan.amount)}${rng.chance(0.5) ? `, or such lesser amount as shall equal ${Math.ceil((loan.amount / property.value) * 100)}% of the appraised value` : ''}.`, 'loan_amount'),
      s('Interest Rate', `${rate(loan.rate, rng.pick(['words', 'fixed3', 'perAnnum']))}, fixed for the term of the Loan. After maturity or an Event of Default, interest shall accrue at the Default Rate of ${rng.pick(['twenty-four percent (24%)', 'eighteen percent (18%)'])}.`, 'interest_rate'),
      s('Term', `The Loan shall mature ${pickTerm(rng, loan.termMonths, ['legal', 'months'])} after the date of closing. Payments of interest only are due on the first day of each month${loan.termMonths === 360 ? ', followed by amortizing payments' : ''}.`, 'loan_term'),
      s('Loan Type', `${esc(loanTypeWords(rng, loan.type))}${loan.purpose ? `; purpose: ${esc(purposeWords(rng, loan.purpose))}` : ''}.`, 'loan_type', 'loan_purpose'),
      s('Collateral', `A first mortgage or deed of trust on the ${esc(propertyNoun(rng, property.type, property.units))} located at ${pickAddress(rng, property.address, ['long', 'longState', 'short'])}, together with an assignment of leases and rents.`, 'property_address', 'property_type'),
      when(rng.chance(0.7), () => s('Appraisal', `Lender has received an appraisal prepared by ${esc(appraiser.name)} reflecting an as-is market value of ${money(property.value, rng.pick(['dollars', 'cents']))}${property.arv ? ` and a prospective value upon completion of ${money(property.arv, 'dollars')}` : ''}. Lender reserves the right to order a review.`, 'property_value')),
      s('Fees', [
        loan.originationPoints !== undefined ? `an origination fee of ${points(rng, loan.originationPoints, ['ofLoan', 'words'])}` : '',
        loan.brokerPoints !== undefined ? `a broker fee of ${points(rng, loan.brokerPoints, ['ofLoan', 'points'])} payable to ${esc(facts.broker.name)}` : '',
        loan.docFee !== undefined ? `a loan documentation fee of ${money(loan.docFee, 'cents')}` : '',
        loan.processingFee !== undefined ? `a processing fee of ${money(loan.processingFee, 'cents')}` : '',
        loan.adminFee !== undefined ? `an administration fee of ${money(loan.adminFee, 'cents')}` : '',
      ].filter(Boolean).join('; ').replace(/^(.)/, (c) => `Borrower shall pay at closing ${c}`) + (loan.originationPoints === undefined && loan.brokerPoints === undefined && loan.docFee === undefined && loan.processingFee === undefined && loan.adminFee === undefined ? 'No lender fees apply other than third-party costs.' : '. The commitment fee, if any, shall be credited at closing.'),
      ...(['origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee'] as const)),
      s('Prepayment', loan.prepayment.penalty ? `Prepayment is permitted subject to ${esc(loan.prepayment.terms ?? '')}.` : 'The Loan may be prepaid at any time without penalty.', 'prepayment_penalty', 'prepayment_terms'),
      s('Title and Closing', `Closing shall take place through ${esc(title.name)} on or before ${pickDate(rng, loan.closingDate, ['long', 'us'])}. Lender shall receive an ALTA lender's policy in the amount of the Loan.`, 'estimated_closing_date'),
      s('Conditions', `This commitment is conditioned upon (a) satisfactory title and survey; (b) evidence of hazard and liability insurance; (c) receipt of entity documents, if applicable; (d) no material adverse change in the Borrower, Guarantor or the Property; and (e) execution of loan documents in form satisfactory to Lender and its counsel.`),
      s('Expiration', `This commitment shall expire if not accepted in writing within ${rng.pick(['five (5)', 'seven (7)', 'ten (10)'])} days of the date hereof.`),
    ]);
    const color = accent(rng);
    const numbered = sections.map((x, i) => `<p><b>${i + 1}.${sectionNames ? ` ${x.label.toUpperCase()}.` : ''}</b> ${sectionNames ? '' : `<u>${x.label}</u>. `}${x.value}</p>`);
    const sig = signatureBlocks(facts, rng, 'AGREED AND ACCEPTED');
    const emailed = rng.chance(0.5);
    const blocks = [
      letterhead({ name: lender.name, lines: lenderLines(facts, rng), color }),
      `<p>${pickDate(rng, facts.documentDate, ['long'])}</p>`,
      `<p>${emailed ? '<b>VIA EMAIL</b><br>' : ''}${esc(to)}<br>${entity ? `Attn: ${esc(fullName(borrower, false))}<br>` : ''}${emailed ? esc(borrower.email) : ''}</p>`,
      `<table style="margin:8px 0"><tr><td style="padding-right:12px;vertical-align:top"><b>Re:</b></td><td>Commitment for ${esc(loanTypeWords(rng, loan.type))} Loan<br>Loan No. ${loan.loanNumber}<br>Property: ${address(property.address, 'short')}</td></tr></table>`,
      `<p>Dear ${esc(borrower.first)}:</p>`,
      `<p>We are pleased to advise that ${esc(lender.name)} (&ldquo;Lender&rdquo;) has approved your request for a loan (the &ldquo;Loan&rdquo;) on the following terms and conditions:</p>`,
      ...numbered,
      `<p>If the foregoing is acceptable, please sign and return a copy of this letter. We appreciate the opportunity to work with you.</p>`,
      `<p>Sincerely,<br><br>${esc(fullName(lender.contact, false))}<br>${esc(lender.name)}</p>`,
      { html: sig.html, lines: 9 },
    ];
    const pages = flow(blocks, { charsPerLine: 92, linesPerPage: 49, firstPageLines: 42 });
    return {
      kind: 'html',
      documentType: 'Term Sheet',
      html: documentHtml({
        title: 'Commitment Letter', pages, font: 'serif', fontSize: '10pt',
        page: { pageNumbers: true, footerLeft: `Loan No. ${loan.loanNumber}` },
      }),
      truth: truthOfItems(facts, sections, ['loan_number', ...sig.fields, ...(emailed ? ['borrower_email' as const] : [])]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const rehabTermSheetHoldback: Family = {
  id: 'rehab-term-sheet-holdback',
  description: 'Fix & flip term sheet with initial advance, construction holdback, rehab budget, ARV and a draw schedule',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts0, rng) {
    const facts = asRehabLoan(facts0, rng);
    const { borrower, entity, property, loan, lender } = facts;
    const price = property.purchasePrice ?? property.value;
    const arv = property.arv ?? property.value;
    const rehab = roundTo(Math.max(15000, Math.min(loan.amount * 0.4, (arv - price) * 0.45)), 500);
    const holdback = Math.min(rehab, roundTo(loan.amount * 0.35, 500));
    const initial = loan.amount - holdback;
    const money2 = (n: number) => pickMoney(rng, n, ['dollars', 'cents']);
    const section = (title: string, rows: readonly Item[]) => `<div class="sec">${title}</div>${kvTable(rows.map((r) => [r.label, r.value]), { labelWidth: '40%' })}`;
    const parties = present([
      item(entity ? 'Borrowing Entity' : 'Borrower', esc(entity ? entity.name : fullName(borrower, false)), ...(entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])),
      when(entity, () => item(rng.pick(['Sponsor / Guarantor', 'Guarantor']), esc(fullName(borrower, rng.chance(0.4))), 'borrower_first_name', 'borrower_last_name')),
      when(rng.chance(0.5), () => item('Sponsor Experience', `${rng.int(2, 30)} completed projects (last 36 months)`)),
      when(rng.chance(0.5), () => item('Guarantor FICO', String(borrower.creditScore), 'credit_score')),
    ]);
    const collateral = present([
      item('Property', address(property.address, rng.pick(['short', 'long'])), 'property_address'),
      item('Property Type', esc(propertyTypeWords(rng, property.type, property.units)), 'property_type'),
      item('Purchase Price', money2(price)),
      when(rng.chance(0.7), () => item(rng.pick(['As-Is Value', 'Current Value (As-Is)']), money2(property.value), 'property_value')),
      item('Rehab Budget', money2(rehab)),
      item(rng.pick(['After-Repair Value (ARV)', 'ARV', 'As-Completed Value']), money2(arv)),
    ]);
    const terms = present([
      item('Program', esc(loanTypeWords(rng, 'Fix & Flip')), 'loan_type'),
      item('Total Loan Amount', `<b>${money2(loan.amount)}</b>`, 'loan_amount'),
      item('Initial Advance (at closing)', money2(initial)),
      item('Construction Holdback', `${money2(holdback)}, released in draws`),
      item('Loan-to-Cost / Loan-to-ARV', `${pct(loan.amount / (price + rehab), 1)} / ${pct(loan.amount / arv, 1)}`),
      item('Interest Rate', `${pickRate(rng, loan.rate)} ${rng.pick(['(interest charged on funds disbursed only)', '(Dutch interest on full loan amount)', 'interest only'])}`, 'interest_rate'),
      item('Term', pickTerm(rng, loan.termMonths, ['months', 'legal', 'mo']), 'loan_term'),
      when(loan.originationPoints !== undefined, () => item('Origination', points(rng, loan.originationPoints ?? 0, ['pct', 'points', 'pts']), 'origination_points')),
      when(loan.brokerPoints !== undefined, () => item('Broker Points', points(rng, loan.brokerPoints ?? 0, ['pct', 'pts']), 'broker_points')),
      when(loan.docFee !== undefined, () => item(rng.pick(['Doc Prep Fee', 'Legal / Doc Fee']), money(loan.docFee ?? 0, 'dollars'), 'loan_doc_fee')),
      when(loan.processingFee !== undefined, () => item('Processing Fee', money(loan.processingFee ?? 0, 'dollars'), 'processing_fee')),
      when(loan.adminFee !== undefined, () => item('Admin Fee', money(loan.adminFee ?? 0, 'dollars'), 'admin_fee')),
      item('Draw Fee', `${money(rng.pick([150, 200, 250, 300]), 'dollars')} per draw (inspection included)`),
      item('Prepayment Penalty', esc(prepayWords(rng, facts)), 'prepayment_penalty', 'prepayment_terms'),
      item('Exit Strategy', exitWords(rng, loan.exit ?? 'Sale'), 'exit_strategy'),
      when(rng.chance(0.75), () => item('Estimated Closing', pickDate(rng, loan.closingDate), 'estimated_closing_date')),
    ]);
    const draws = weighted(rng, [[3, 2], [4, 2], [5, 1]]);
    const drawRows = Array.from({ length: draws }, (_, i) => {
      const share = i === draws - 1 ? holdback - roundTo(holdback / draws, 100) * (draws - 1) : roundTo(holdback / draws, 100);
      return `<tr><td>Draw ${i + 1}</td><td>${rng.pick(['Demo, roof, rough-ins', 'Framing, windows, MEP rough', 'Drywall, cabinets', 'Flooring, paint, fixtures', 'Final punch list, CO'])}</td><td class="right">${money(share, 'dollars')}</td></tr>`;
    }).join('');
    const color = accent(rng);
    const page1 = `${letterhead({ name: lender.name, lines: lenderLines(facts, rng), color, mark: initials(lender.name) })}
<div style="display:flex;justify-content:space-between"><h1 style="font-size:15pt">${rng.pick(['Fix &amp; Flip Term Sheet', 'Rehab Loan Term Sheet', 'RESIDENTIAL TRANSITIONAL LOAN — TERM SHEET'])}</h1>
<div class="right small">Issued ${pickDate(rng, facts.documentDate, ['us', 'long'])}<br>Loan # ${loan.loanNumber}</div></div>
${section('Parties', parties)}${section('Collateral &amp; Budget', collateral)}${section('Loan Terms', terms)}`;
    const page2 = `<div class="sec">Draw Schedule (holdback)</div><table class="grid"><tr><th>Draw</th><th>Scope</th><th>Amount</th></tr>${drawRows}</table>
<p class="small" style="margin-top:8px">Draws are funded within 3 business days of a satisfactory inspection. Lender will not fund more than the holdback. Cost overruns are the Borrower's responsibility. This term sheet is not a commitment to lend.</p>
${signatureBlocks(facts, rng, 'BORROWER ACKNOWLEDGEMENT').html}`;
    return {
      kind: 'html',
      documentType: 'Term Sheet',
      html: documentHtml({
        title: 'Rehab Term Sheet', pages: [page1, page2], font: rng.pick(['sans', 'condensed']), fontSize: '9.5pt',
        css: `.sec{background:${color};color:#fff;font-weight:bold;padding:3px 6px;margin:12px 0 0;font-size:9pt;letter-spacing:.5px}.grid td.k{width:40%;background:#f6f6f6}.grid td{padding:3px 6px}`,
        page: { pageNumbers: true, footerLeft: esc(lender.name) },
      }),
      truth: truthOfItems(facts, [...parties, ...collateral, ...terms], ['loan_number', ...(entity ? ['authorized_signatory_name', 'authorized_signatory_title'] as const : [])]),
    };
  },
};
