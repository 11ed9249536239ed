// Lenders writing to borrowers and brokers: commitment letters, bullet and grid term sheets, priced quotes,
// letters of intent and closing instructions to escrow.
import { accent, documentHtml, esc, flow, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng, TruthField } from '../../../types';
import {
  anyDate, anyMoney, capitalise, entityKind, exitWords, feeLabel, feeList, fmtDate, fullName, loanWords, money, pct,
  pointsText, prepayText, propertyWords, purposeWords, street, addressLine, termText, truth,
} from './lib';

function lenderHead(facts: DealFacts, rng: Rng, color = accent(rng)): string {
  const l = facts.lender;
  return letterhead({
    name: l.name,
    lines: [esc(`${street(l.address)} · ${l.address.city}, ${l.address.state} ${l.address.zip}`), esc(`${rng.pick(['NMLS #', 'CFL Lic. ', 'DRE #'])}${rng.int(100000, 2999999)} · www.${l.contact.email.split('@')[1]}`)],
    color,
    align: rng.pick(['left', 'center'] as const),
  });
}

/** "Acme LLC, a Texas limited liability company" or the person. */
function borrowerLegal(facts: DealFacts, rng: Rng): string {
  const e = facts.entity;
  if (!e) return fullName(facts.borrower, rng.chance(0.3));
  if (e.type === 'Trust') return `${fullName(facts.borrower)}, as Trustee of ${e.name}${e.trustDate && rng.chance(0.5) ? ` dated ${fmtDate(e.trustDate, 'long')}` : ''}`;
  return `${e.name}, ${entityKind(e.type, e.stateOfFormation, rng)}`;
}

function signatureBlock(facts: DealFacts, rng: Rng): { html: string; fields: TruthField[] } {
  const e = facts.entity;
  if (!e) {
    return { html: `<p style="margin-top:18px"><b>${rng.pick(['ACCEPTED AND AGREED', 'Agreed and accepted', 'BORROWER ACKNOWLEDGEMENT'])}:</b></p><div class="sig">${esc(fullName(facts.borrower))}, ${rng.pick(['Borrower', 'individually'])}</div> &nbsp; Date: ________`, fields: ['borrower_first_name', 'borrower_last_name'] };
  }
  return {
    html: `<p style="margin-top:18px"><b>${rng.pick(['ACCEPTED AND AGREED', 'Agreed and accepted', 'BORROWER ACKNOWLEDGEMENT'])}:</b></p>
<p>${esc(e.name)}<br>By: <span class="sig" style="margin-top:20px">&nbsp;</span><br>Name: ${esc(fullName(facts.borrower))}<br>Its: ${esc(e.signatoryTitle)}</p>`,
    fields: ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'],
  };
}

const commitmentLetter: Family = {
  id: 'lender-commitment-letter-prose',
  description: 'A private lender\'s conditional commitment letter in paragraphs, terms inside sentences, acceptance block',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_type', 'estimated_closing_date', 'loan_number', 'prepayment_penalty', 'prepayment_terms'];
    const blocks: string[] = [];
    blocks.push(`<p>${fmtDate(facts.documentDate, rng.pick(['long', 'abbr'] as const))}</p>`);
    blocks.push(`<p>${esc(facts.entity ? facts.entity.name : fullName(borrower))}<br>${facts.entity ? `Attn: ${esc(fullName(borrower))}<br>` : ''}via e-mail</p>`);
    blocks.push(`<p><b>Re: ${rng.pick(['Conditional Commitment', 'Loan Commitment', 'Commitment to Lend'])} — ${esc(addressLine(property.address, rng))} (our file ${loan.loanNumber})</b></p>`);
    blocks.push(`<p>Dear ${esc(borrower.first)}:</p>`);
    const guar = facts.entity ? ` The Loan will be personally guaranteed by ${esc(fullName(borrower))}.` : '';
    blocks.push(`<p>${esc(facts.lender.name)} ("Lender") is pleased to advise that your request for a ${esc(loanWords(loan.type, rng))} has been approved, subject to the terms and conditions of this letter. Lender will lend to ${esc(borrowerLegal(facts, rng))} ("Borrower") the principal sum of ${anyMoney(rng, loan.amount)} (the "Loan"), secured by a first-priority ${rng.pick(['deed of trust', 'mortgage'])} on the ${esc(propertyWords(facts, rng))} commonly known as ${esc(addressLine(property.address, rng))} (the "Property").${guar}</p>`);
    blocks.push(`<p>The Loan shall bear interest at ${rng.pick(['a fixed rate of ', 'the rate of ', ''])}${pct(loan.rate, rng)} per annum, ${rng.pick(['payable monthly, interest only', 'with monthly interest-only payments', 'calculated on a 360-day year and paid monthly in arrears'])}, and shall mature ${termText(loan.termMonths, rng)} after the date of funding.</p>`);
    const feeBits: string[] = [];
    if (loan.originationPoints !== undefined) { feeBits.push(`an origination fee of ${pointsText(loan.originationPoints, rng)} of the Loan amount`); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { feeBits.push(`a rate buy-down (discount) of ${pointsText(loan.discountPoints, rng)}`); fields.push('discount_points'); }
    for (const fee of feeList(facts)) { feeBits.push(`a ${feeLabel(fee.field, rng).toLowerCase()} of ${money(fee.amount)}`); fields.push(fee.field); }
    if (feeBits.length) blocks.push(`<p>At closing Borrower shall pay ${feeBits.join(', ')}.${loan.brokerPoints !== undefined ? ` Compensation of ${pointsText(loan.brokerPoints, rng)} due to ${esc(facts.broker.name)} will be collected on the settlement statement.` : ''} Third-party costs (appraisal, title, recording) are Borrower's responsibility.</p>`);
    if (loan.brokerPoints !== undefined) fields.push('broker_points');
    blocks.push(`<p>Prepayment: ${esc(prepayText(facts, rng))}.</p>`);
    const conds = rng.shuffle([
      `Receipt of an appraisal by a Lender-approved appraiser${rng.chance(0.5) ? ` (we have engaged ${esc(facts.appraiser.name)})` : ''} acceptable to Lender.`,
      `A lender's policy of title insurance issued through ${esc(facts.title.name)} insuring Lender's lien in the amount of the Loan.`,
      'Evidence of hazard insurance naming Lender as mortgagee and loss payee, ISAOA/ATIMA.',
      facts.entity ? 'Certified organizational documents, good standing and a borrowing resolution for Borrower.' : 'A satisfactory background and credit review of Borrower.',
      `No material adverse change in Borrower or the Property prior to funding.`,
    ]);
    if (loan.exit) { conds.push(`A credible exit: ${esc(exitWords(facts, rng) ?? '')}.`); fields.push('exit_strategy'); }
    blocks.push(`<p>This commitment is conditioned on:</p><ol>${conds.map((c) => `<li>${c}</li>`).join('')}</ol>`);
    blocks.push(`<p>Closing is to occur on or before ${anyDate(rng, loan.closingDate)}. This commitment expires if not accepted in writing within ${rng.pick(['five (5)', 'seven (7)', 'ten (10)'])} business days.</p>`);
    blocks.push(`<p>Sincerely,</p><p><span class="scrawl">${esc(fullName(facts.lender.contact))}</span><br>${esc(fullName(facts.lender.contact))}<br>${rng.pick(['Senior Loan Officer', 'Chief Credit Officer', 'Vice President, Originations'])}</p>`);
    const sig = signatureBlock(facts, rng);
    blocks.push(sig.html);
    const pages = flow(blocks, { charsPerLine: 80, linesPerPage: 40, firstPageLines: 30 });
    return {
      kind: 'html',
      documentType: 'Term Sheet',
      html: documentHtml({ title: 'Commitment', pages: pages.map((p, i) => (i === 0 ? lenderHead(facts, rng) : '') + p), font: 'serif', fontSize: '10.5pt', page: { pageNumbers: pages.length > 1, footerLeft: `Loan ${loan.loanNumber}` } }),
      truth: truth(facts, [...fields, ...sig.fields, 'borrower_first_name', 'borrower_last_name', facts.entity && 'entity_name']),
    };
  },
};

const bulletTermSheet: Family = {
  id: 'lender-indicative-terms-bullets',
  description: 'A small fund\'s "indicative terms" as a dashed bullet list, typed like an e-mail body pasted into a PDF',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'loan_type'];
    const items: string[] = [];
    const dash = rng.pick(['- ', '• ', '— ', '* ']);
    const who = facts.entity ? `${facts.entity.name} (guarantor: ${fullName(borrower)})` : fullName(borrower);
    items.push(`Sponsor / borrower: ${who}`);
    items.push(`Collateral: ${propertyWords(facts, rng)} at ${addressLine(property.address, rng)}`);
    items.push(`${rng.pick(['As-is value', 'Current value (BPO)', 'Value today'])}: ${anyMoney(rng, property.value, ['dollars', 'k'])}${facts.property.arv ? ` / ARV ${money(facts.property.arv, 'k')}` : ''}`);
    if (property.purchasePrice) items.push(`Contract price: ${money(property.purchasePrice)}`);
    items.push(`Loan: ${anyMoney(rng, loan.amount, ['dollars', 'k'])} ${loanWords(loan.type, rng)}`);
    items.push(`Coupon: ${pct(loan.rate, rng)} ${rng.pick(['IO', 'interest-only', 'fixed, I/O'])}`);
    items.push(`Term: ${termText(loan.termMonths, rng)}${rng.chance(0.4) ? ' + one 6-mo extension at 1 pt' : ''}`);
    if (loan.originationPoints !== undefined) { items.push(`Lender fee: ${pointsText(loan.originationPoints, rng)}`); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined) { items.push(`Broker: ${pointsText(loan.brokerPoints, rng)} (paid to ${facts.broker.name})`); fields.push('broker_points'); }
    for (const fee of feeList(facts)) { items.push(`${feeLabel(fee.field, rng)}: ${money(fee.amount)}`); fields.push(fee.field); }
    items.push(`Prepay: ${prepayText(facts, rng)}`); fields.push('prepayment_penalty', 'prepayment_terms');
    if (loan.exit) { items.push(`Exit: ${exitWords(facts, rng)}`); fields.push('exit_strategy'); }
    if (rng.chance(0.6)) { items.push(`Target close: ${anyDate(rng, loan.closingDate)}`); fields.push('estimated_closing_date'); }
    const body = `<p>${esc(rng.pick(['Indicative terms below — subject to site visit, appraisal and final credit.', 'Here is what we can do on this one:', 'Quick summary of terms (non-binding):']))}</p>
<div style="font-family:'DejaVu Sans Mono',monospace;font-size:9.5pt;white-space:pre-wrap">${items.map((i) => esc(dash + i)).join('\n')}</div>
<p style="margin-top:14px">${esc(rng.pick(['Not a commitment to lend.', 'Terms good for 10 days.', 'Let me know and I will send the app.']))}<br>${esc(fullName(facts.lender.contact))} | ${esc(facts.lender.name)} | ${esc(facts.lender.contact.email)}</p>`;
    return {
      kind: 'html', documentType: 'Term Sheet',
      html: documentHtml({ title: 'Indicative Terms', pages: [`<h2 style="font-family:'DejaVu Sans';font-size:13pt;margin-bottom:10px">${esc(rng.pick(['Indicative Terms', 'TERMS', 'Deal terms']))} – ${esc(property.address.street)}</h2>${body}`], font: 'sans', fontSize: '10pt' }),
      truth: truth(facts, [...fields, 'borrower_first_name', 'borrower_last_name', facts.entity && 'entity_name']),
    };
  },
};

const gridTermSheet: Family = {
  id: 'lender-summary-of-terms-grid',
  description: 'A two-column "Summary of Principal Terms" table with lender-specific labels, shuffled sections and fine print',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'loan_type', 'loan_number', 'prepayment_penalty', 'prepayment_terms', 'borrower_first_name', 'borrower_last_name'];
    const rows: [string, string][] = [];
    rows.push([rng.pick(['Obligor', 'Borrowing Party', 'Borrower']), esc(borrowerLegal(facts, rng))]);
    if (facts.entity) {
      rows.push([rng.pick(['Guarantor(s)', 'Recourse Party', 'Sponsor/Guarantor']), esc(fullName(borrower))]);
      fields.push('entity_name');
    }
    rows.push([rng.pick(['Collateral', 'Mortgaged Property', 'Real Property']), `${esc(addressLine(property.address, rng))}<br><span class="small">${esc(capitalise(propertyWords(facts, rng)))}</span>`]);
    rows.push([rng.pick(['Facility', 'Loan Program', 'Type of Financing']), esc(capitalise(loanWords(loan.type, rng)))]);
    const purpose = purposeWords(facts, rng);
    if (purpose && rng.chance(0.6)) { rows.push([rng.pick(['Use of Proceeds', 'Transaction']), esc(purpose)]); fields.push('loan_purpose'); }
    rows.push([rng.pick(['Commitment Amount', 'Principal Amount', 'Maximum Loan']), anyMoney(rng, loan.amount)]);
    if (rng.chance(0.65)) { rows.push([rng.pick(['Appraised Value (as-is)', 'Lender Value', 'Current Market Value']), anyMoney(rng, property.value)]); fields.push('property_value'); }
    if (property.arv) rows.push(['After-Repair Value', money(property.arv)]);
    rows.push([rng.pick(['Note Rate', 'Pricing', 'Interest']), `${pct(loan.rate, rng)} ${rng.pick(['fixed', 'per annum, fixed, 30/360', 'p.a., non-default'])}`]);
    rows.push([rng.pick(['Maturity', 'Loan Term', 'Tenor']), esc(termText(loan.termMonths, rng))]);
    const fees: string[] = [];
    if (loan.originationPoints !== undefined) { fees.push(`Origination: ${pointsText(loan.originationPoints, rng)}`); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { fees.push(`Discount points: ${loan.discountPoints}`); fields.push('discount_points'); }
    if (loan.brokerPoints !== undefined) { fees.push(`Broker compensation: ${pointsText(loan.brokerPoints, rng)}`); fields.push('broker_points'); }
    for (const fee of feeList(facts)) { fees.push(`${feeLabel(fee.field, rng)}: ${money(fee.amount, rng.pick(['dollars', 'cents'] as const))}`); fields.push(fee.field); }
    if (fees.length) rows.push([rng.pick(['Fees', 'Lender & Broker Fees', 'Closing Fees']), fees.map(esc).join('<br>')]);
    rows.push([rng.pick(['Prepayment', 'Yield Maintenance / Prepay', 'Early Payoff']), esc(prepayText(facts, rng))]);
    if (rng.chance(0.7)) { rows.push([rng.pick(['Anticipated Funding', 'Target Closing', 'Outside Closing Date']), anyDate(rng, loan.closingDate)]); fields.push('estimated_closing_date'); }
    if (loan.exit) { rows.push(['Exit', esc(exitWords(facts, rng) ?? '')]); fields.push('exit_strategy'); }
    rows.push(['Title / Escrow', esc(facts.title.name)]);
    const head = rows.slice(0, 2);
    const rest = rng.chance(0.5) ? rng.shuffle(rows.slice(2)) : rows.slice(2);
    const color = accent(rng);
    const html = `${lenderHead(facts, rng, color)}
<h2 style="text-align:center;font-size:13pt;letter-spacing:1px;margin:6px 0 4px">${rng.pick(['SUMMARY OF PRINCIPAL TERMS', 'TERM SHEET', 'Proposed Terms & Conditions'])}</h2>
<p class="center small">Ref. ${loan.loanNumber} · ${fmtDate(facts.documentDate, 'long')}</p>
${kvTable([...head, ...rest], { labelWidth: '30%' })}
<p class="small" style="margin-top:10px">This summary is for discussion only and does not constitute a commitment. Any loan is subject to satisfactory underwriting, documentation and approval by ${esc(facts.lender.name)}'s credit committee.</p>`;
    return {
      kind: 'html', documentType: 'Term Sheet',
      html: documentHtml({ title: 'Term Sheet', pages: [html], font: rng.pick(['serif', 'sans', 'condensed'] as const), fontSize: '9.5pt', css: `.grid td.k{font-weight:bold;background:#f3f3f3}` }),
      truth: truth(facts, fields),
    };
  },
};

const pricedQuote: Family = {
  id: 'lender-rate-quote-options',
  description: 'An online-portal rate quote with three priced options side by side; the borrower\'s chosen option is ticked',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const chosen = rng.int(0, 2);
    const orig = loan.originationPoints;
    const options = [0, 1, 2].map((i) => {
      const d = i - chosen;
      return { rate: loan.rate - d * 0.5, points: orig === undefined ? undefined : Math.max(0, orig + d * 0.5) };
    });
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'loan_type', 'credit_score', 'borrower_first_name', 'borrower_last_name'];
    if (loan.originationPoints !== undefined) fields.push('origination_points');
    const head = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #0b5d4b;padding-bottom:6px">
<div style="font:bold 17pt 'DejaVu Sans';color:#0b5d4b">${esc(facts.lender.name)}</div><div class="small right">Quote #${rng.int(10000, 99999)}<br>Generated ${fmtDate(facts.documentDate, 'us')}</div></div>`;
    const scenario = kvTable([
      ['Prepared for', esc(fullName(borrower)) + (facts.entity ? ` / ${esc(facts.entity.name)}` : '')],
      ['Property', esc(addressLine(property.address, rng))],
      ['Program', esc(capitalise(loanWords(loan.type, rng)))],
      [rng.pick(['Est. value', 'As-is valuation', 'Stated value']), money(property.value)],
      ['Requested amount', money(loan.amount)],
      [rng.pick(['Mid FICO', 'Qualifying credit score', 'Credit score']), String(borrower.creditScore)],
      ['Term', esc(termText(loan.termMonths, rng))],
    ], { labelWidth: '32%' });
    const cols = options.map((o, i) => `<td style="border:${i === chosen ? '2px solid #0b5d4b' : '1px solid #aaa'};padding:8px;width:33%;vertical-align:top">
<div class="b">Option ${'ABC'[i]}${i === chosen ? ' ✔ selected' : ''}</div><div style="font-size:15pt;margin:4px 0">${pct(o.rate)}</div>
<div>${o.points === undefined ? 'no lender points' : `${o.points}${rng.chance(0.5) ? ' pts' : '% orig.'}`}</div></td>`).join('');
    const fees = feeList(facts).map((f) => { fields.push(f.field); return `<tr><td>${esc(feeLabel(f.field, rng))}</td><td class="right">${money(f.amount, 'cents')}</td></tr>`; }).join('');
    if (facts.entity) fields.push('entity_name');
    const html = `${head}<h3 style="margin:12px 0 6px">${rng.pick(['Your loan quote', 'Pricing summary', 'Rate & fee quote'])}</h3>${scenario}
<table style="width:100%;margin-top:12px;border-collapse:separate;border-spacing:6px"><tr>${cols}</tr></table>
${fees ? `<h4 style="margin:10px 0 4px">Lender fees (all options)</h4><table class="grid" style="width:60%">${fees}</table>` : ''}
<p class="small" style="margin-top:10px">Rates are locked only upon signed term sheet and appraisal deposit. Pricing assumes ${rng.pick(['non-owner occupied', 'investment property', 'business-purpose'])} use. Broker: ${esc(facts.broker.name)}.</p>`;
    return {
      kind: 'html', documentType: 'Term Sheet',
      html: documentHtml({ title: 'Quote', pages: [html], font: 'sans', fontSize: '9.5pt' }),
      truth: truth(facts, fields),
    };
  },
};

const letterOfIntent: Family = {
  id: 'lender-letter-of-intent',
  description: 'A non-binding letter of intent on letterhead, numbered sections with headings, "Very truly yours" close',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'loan_type'];
    if (facts.entity) fields.push('entity_name');
    const secs: [string, string][] = [];
    secs.push(['Borrower', `${esc(borrowerLegal(facts, rng))}${facts.entity ? `, with ${esc(fullName(borrower))} as guarantor` : ''}.`]);
    secs.push(['Property', `${esc(addressLine(property.address, rng))}, a ${esc(propertyWords(facts, rng))}.`]);
    secs.push(['Loan Amount', `Up to ${anyMoney(rng, loan.amount)}${property.purchasePrice ? `, not to exceed ${rng.int(70, 90)}% of the purchase price of ${money(property.purchasePrice)}` : ''}.`]);
    secs.push(['Loan Type', `${esc(capitalise(loanWords(loan.type, rng)))}.`]);
    secs.push(['Interest Rate', `${pct(loan.rate, rng)} per annum, interest only.`]);
    secs.push(['Term', `${esc(termText(loan.termMonths, rng))}.`]);
    if (loan.originationPoints !== undefined) { secs.push(['Lender Fee', `${pointsText(loan.originationPoints, rng)} of the loan amount, earned at closing.`]); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined) { secs.push(['Broker Fee', `${pointsText(loan.brokerPoints, rng)}, payable to ${esc(facts.broker.name)}.`]); fields.push('broker_points'); }
    const f = feeList(facts);
    if (f.length) { secs.push(['Other Lender Charges', f.map((x) => `${feeLabel(x.field, rng)} ${money(x.amount)}`).join('; ') + '.']); fields.push(...f.map((x) => x.field)); }
    if (rng.chance(0.7)) { secs.push(['Prepayment', `${esc(prepayText(facts, rng))}.`]); fields.push('prepayment_penalty', 'prepayment_terms'); }
    if (rng.chance(0.6)) { secs.push(['Closing', `Targeted for ${anyDate(rng, loan.closingDate)} or sooner.`]); fields.push('estimated_closing_date'); }
    secs.push(['Non-Binding', 'Except for the deposit provisions, this letter is an expression of interest only and creates no obligation on either party.']);
    const body = secs.map(([h, t], i) => `<p><b>${i + 1}. ${h}.</b> ${t}</p>`).join('');
    const html = `${lenderHead(facts, rng)}<p>${fmtDate(facts.documentDate, 'long')}</p>
<p>${esc(fullName(borrower))}${facts.entity ? `<br>${esc(facts.entity.name)}` : ''}</p>
<p><b>RE: Letter of Intent – ${esc(street(property.address))}</b></p>
<p>Dear ${esc(borrower.first)},</p><p>Thank you for the opportunity. We propose the following terms:</p>${body}
<p>Very truly yours,<br><br><span class="scrawl">${esc(facts.lender.contact.first)}</span><br>${esc(fullName(facts.lender.contact))}, ${esc(facts.lender.name)}</p>`;
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'LOI', pages: [html], fontSize: '9.8pt' }), truth: truth(facts, fields) };
  },
};

const closingInstructions: Family = {
  id: 'lender-closing-instructions-to-escrow',
  description: 'A lender\'s closing instructions to the escrow officer: funding figures, fees to collect, vesting and requirements',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { loan, borrower, property } = facts;
    const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'estimated_closing_date', 'borrower_first_name', 'borrower_last_name'];
    const vesting = facts.entity ? `${facts.entity.name}` : fullName(borrower);
    if (facts.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const charges: [string, string][] = [];
    if (loan.originationPoints !== undefined) { charges.push([`Origination fee (${loan.originationPoints}%)`, money(loan.amount * loan.originationPoints / 100, 'cents')]); fields.push('origination_points'); }
    if (loan.brokerPoints !== undefined) { charges.push([`Broker fee to ${facts.broker.name} (${loan.brokerPoints}%)`, money(loan.amount * loan.brokerPoints / 100, 'cents')]); fields.push('broker_points'); }
    for (const f of feeList(facts)) { charges.push([feeLabel(f.field, rng), money(f.amount, 'cents')]); fields.push(f.field); }
    charges.push(['Appraisal reimbursement (POC)', money(rng.pick([450, 550, 650, 750]), 'cents')]);
    const html = `${lenderHead(facts, rng)}
<h2 style="font-size:13pt;margin-bottom:6px">${rng.pick(['Closing Instructions', 'LENDER\'S ESCROW INSTRUCTIONS', 'Funding & Closing Instructions'])}</h2>
${kvTable([
    ['To', `${esc(fullName(facts.title.contact))}, ${esc(facts.title.name)}`],
    ['Escrow / File No.', `${rng.pick(['ES', 'T', ''])}${rng.int(10000, 99999)}-${rng.pick(['AB', 'KM', 'JL', 'RT'])}`],
    ['Lender Loan No.', loan.loanNumber],
    ['Borrower (vesting)', esc(vesting) + (facts.entity ? `<br>signing: ${esc(fullName(borrower))}, ${esc(facts.entity.signatoryTitle)}` : '')],
    ['Property', esc(addressLine(property.address, rng))],
    ['Loan amount', money(loan.amount, 'cents')],
    ['Note rate / term', `${pct(loan.rate, rng)} / ${esc(termText(loan.termMonths, rng))}`],
    ['Closing/disbursement date', `On or before ${anyDate(rng, loan.closingDate)}`],
  ], { labelWidth: '28%' })}
<h3 style="margin:12px 0 4px;font-size:11pt">Charges to be collected from Borrower and remitted to Lender</h3>
<table class="grid">${charges.map(([a, b]) => `<tr><td>${esc(a)}</td><td class="right" style="width:25%">${b}</td></tr>`).join('')}</table>
<h3 style="margin:12px 0 4px;font-size:11pt">Requirements</h3>
<ol class="small" style="font-size:8.5pt"><li>Issue ALTA lender's policy in the amount of the loan with endorsements 8.1, 9 and 22.</li><li>Record the security instrument first; no other liens may be recorded ahead of Lender.</li>
<li>Do not disburse until Lender has authorized funding by e-mail from ${esc(facts.lender.contact.email)}.</li><li>Return executed originals by overnight courier.</li></ol>
<p class="small">Questions: ${esc(fullName(facts.lender.contact))}, Closing Department.</p>`;
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Closing Instructions', pages: [html], font: 'sans', fontSize: '9pt' }), truth: truth(facts, fields) };
  },
};

export const lenderFamilies: Family[] = [commitmentLetter, bulletTermSheet, gridTermSheet, pricedQuote, letterOfIntent, closingInstructions];
