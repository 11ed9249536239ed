// Lenders' terms in the shapes other shops send them: a commitment letter with a parties block, a four-column
// indicative grid, a one-page bulleted quote, an attorney's summary of principal terms, a boxed conditional
// approval, and two letters of interest (one to the broker, one from a private individual).
import { accent, documentHtml, kvTable, letterhead } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, FamilyOutput, Rng, TruthField } from '../../../types';
import {
  addressLine, addressLines, borrowerFields, borrowerName, borrowerSignature, companyLine, date, entityDescription,
  exitPhrase, feeFields, fullName, h, legalAmount, lenderFees, loanFields, loanTypeWords, money, pct, phone,
  loanProse, pointsPhrase, prepaySentence, propertyWords, prose, ratePhrase, termPhrase, thirdPartyFees, usd, withArticle, words,
} from './kit';

const SCANNABLE = ['pdf_text', 'pdf_scanned', 'image'] as const;

function html(title: string, pages: string[], rng: Rng, css = ''): string {
  return documentHtml({ title, pages, css, font: rng.pick(['serif', 'sans', 'condensed'] as const), fontSize: rng.pick(['9.5pt', '10pt', '10.5pt']) });
}

function lenderHead(rng: Rng, facts: DealFacts): string {
  const l = facts.lender;
  return letterhead({
    name: l.name,
    lines: [h(companyLine(l.address)), `${h(phone(rng, l.contact.phone))} · ${h(l.contact.email)}`],
    color: accent(rng),
    align: rng.pick(['left', 'center', 'right'] as const),
  });
}

/** A fee label as a noun in a sentence: "Origination" → "origination fee". */
function feeNoun(label: string): string {
  const noun = prose(label);
  return /fee|points|prep$/.test(noun) ? noun : `${noun} fee`;
}

const PREPAY_FIELDS: TruthField[] = ['prepayment_penalty', 'prepayment_terms'];

// -------------------------------------------------------------------------------------------------------------
// 1. Commitment letter with a parties block

const commitmentLetter: Family = {
  id: 'f-commitment-letter-parties',
  description: 'Lender commitment letter: a parties block (lender, borrower, guarantor, broker, title, appraiser with addresses), numbered terms, a fee table headed several ways, closing and exit in sentences',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const party = (role: string, name: string, lines: string[]) =>
      `<tr><td class="role">${role}</td><td><b>${h(name)}</b><br>${lines.map(h).join('<br>')}</td></tr>`;
    const showContact = rng.chance(0.6);
    const borrowerLines = [
      ...(entity ? [`Attn: ${fullName(rng, borrower)}`] : []),
      ...(showContact ? [phone(rng, borrower.phone), borrower.email] : []),
    ];
    const rows = rng.shuffle([
      party(rng.pick(['Lender:', 'Lender', 'LENDER:']), facts.lender.name, [companyLine(facts.lender.address), `${facts.lender.contact.first} ${facts.lender.contact.last}, ${phone(rng, facts.lender.contact.phone)}`]),
      party(rng.pick(['Mortgage Broker:', 'Broker:', 'Originating Broker:']), facts.broker.name, [companyLine(facts.broker.address), facts.broker.contact.email]),
      party(rng.pick(['Title Company:', 'Settlement Agent:', 'Closing Agent:']), facts.title.name, [companyLine(facts.title.address), phone(rng, facts.title.contact.phone)]),
      party(rng.pick(['Appraiser:', 'Valuation Firm:']), facts.appraiser.name, [companyLine(facts.appraiser.address)]),
    ]);
    const borrowerRow = party(rng.pick(['Borrower:', 'BORROWER:', 'Borrower(s):']), borrowerName(rng, facts), borrowerLines);
    const guarantorRow = entity ? party(rng.pick(['Guarantor:', 'Personal Guarantor:', 'Sponsor / Guarantor:']), fullName(rng, borrower), []) : '';
    rows.splice(rng.int(0, 2), 0, borrowerRow + guarantorRow);
    const fees = lenderFees(rng, facts);
    const others = thirdPartyFees(rng, facts);
    const head = rng.pick([['Item', 'Basis', 'Amount'], ['Charge', 'Calculation', 'Due at Closing'], ['Fee', 'Terms', '$']]);
    const feeRows = [
      ...fees.map((f) => `<tr><td>${h(f.label)}${f.field === 'broker_points' ? ` – payable to ${h(facts.broker.name)}` : ''}</td><td>${h(f.basis)}</td><td class="right">${usd(f.dollars, 'cents')}</td></tr>`),
      ...others.map((o) => `<tr class="muted"><td>${h(o.label)}</td><td>third party, estimate</td><td class="right">${usd(o.dollars, 'cents')}</td></tr>`),
    ].join('');
    const numbering = rng.pick(['dot', 'letter', 'paren'] as const);
    const num = (i: number) => (numbering === 'dot' ? `${i}.` : numbering === 'letter' ? `(${String.fromCharCode(96 + i)})` : `${i})`);
    const terms = [
      `<b>Loan Amount.</b> ${legalAmount(rng, loan.amount)}.`,
      `<b>Interest Rate.</b> ${ratePhrase(rng, loan.rate)} per annum, fixed, ${rng.pick(['interest only, payable monthly in arrears', 'payable monthly, interest only', 'non-Dutch, interest only'])}.`,
      `<b>Maturity.</b> ${termPhrase(rng, loan.termMonths)} from the date of closing.`,
      `<b>Collateral.</b> A first-priority ${rng.pick(['mortgage', 'deed of trust', 'lien'])} on ${h(addressLine(rng, property.address))} (${h(propertyWords(rng, facts))}).`,
      `<b>Program.</b> ${h(loanTypeWords(rng, loan.type))}.`,
      `<b>Valuation.</b> Lender's underwriting relies on an as-is value of ${money(rng, property.value)}${property.arv ? ` and an after-repair value of ${money(rng, property.arv)}` : ''}${property.purchasePrice ? `; the contract price is ${money(rng, property.purchasePrice)}` : ''}.`,
      `<b>Prepayment.</b> ${h(prepaySentence(rng, facts))}`,
    ];
    const closing = rng.pick([
      `Closing is scheduled for on or about ${date(rng, loan.closingDate)}, at the offices of ${h(facts.title.name)}.`,
      `The parties are targeting a closing date of ${date(rng, loan.closingDate)}.`,
      `Lender anticipates funding on ${date(rng, loan.closingDate)}, subject to the conditions below.`,
    ]);
    const exit = loan.exit ? ` Borrower has represented that the Loan will be repaid through ${exitPhrase(rng, loan.exit)}.` : '';
    const showNumber = rng.chance(0.7);
    const page1 = `${lenderHead(rng, facts)}
<p>${date(rng, facts.documentDate)}</p>
<h2 style="margin:10px 0;font-size:14pt">${rng.pick(['Commitment Letter', 'LOAN COMMITMENT', 'Conditional Commitment to Lend'])}</h2>
${showNumber ? `<p>${rng.pick(['Loan No.', 'Our File #', 'Loan Number:'])} ${loan.loanNumber}</p>` : ''}
<table class="parties">${rows.join('')}</table>
<p style="margin-top:10px">${h(facts.lender.name)} ("Lender") hereby commits to make the loan described below, subject to the terms and conditions of this letter.</p>
${terms.map((t, i) => `<p>${num(i + 1)} ${t}</p>`).join('')}`;
    const page2 = `<p><b>${rng.pick(['Closing Costs Payable to Lender', 'Fees and Charges', 'Lender Fees'])}</b></p>
<table class="grid"><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr>${feeRows}</table>
<p style="margin-top:8px">${closing}${exit}</p>
<p><b>Conditions.</b> This commitment is conditioned on a satisfactory appraisal by ${h(facts.appraiser.name)} or another appraiser acceptable to Lender, a title commitment from ${h(facts.title.name)}, evidence of insurance, and the absence of any material adverse change.</p>
<p>Please sign and return a copy of this letter within ${rng.pick(['five (5)', 'seven (7)', 'ten (10)'])} business days.</p>
<table style="width:100%;margin-top:20px"><tr><td style="width:50%;vertical-align:top"><b>${h(facts.lender.name)}</b><div class="sig">By: ${h(facts.lender.contact.first)} ${h(facts.lender.contact.last)}, ${rng.pick(['Vice President', 'Credit Officer', 'Managing Director'])}</div></td>
<td style="vertical-align:top"><b>ACCEPTED AND AGREED:</b>${borrowerSignature(rng, facts)}</td></tr></table>`;
    const css = `.parties td { padding: 3px 8px 5px 0; vertical-align: top; font-size: 9pt; } .parties td.role { width: 1.6in; font-weight: bold; }`;
    const fields: TruthField[] = [
      ...borrowerFields(facts, true), ...loanFields(facts), 'property_value', 'estimated_closing_date', ...PREPAY_FIELDS,
      ...feeFields(fees), ...(showNumber ? ['loan_number'] as const : []), ...(showContact ? ['borrower_phone', 'borrower_email'] as const : []),
    ];
    return { kind: 'html', documentType: 'Term Sheet', html: html('Commitment', [page1, page2], rng, css), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 2. Indicative terms in a four-column grid

const indicativeGrid: Family = {
  id: 'f-indicative-terms-grid',
  description: 'Indicative terms: label/value pairs two to a row, a "Sponsor" for entities, a points-and-fees table with percent and dollar columns, purchase price and ARV beside the as-is value',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const pairs: [string, string][] = [
      [rng.pick(['Borrowing Entity', 'Borrower', 'Obligor']), h(entity ? entity.name : fullName(rng, borrower))],
      ...(entity ? [[rng.pick(['Sponsor', 'Guarantor', 'Key Principal']), h(fullName(rng, borrower))] as [string, string]] : []),
      [rng.pick(['Collateral', 'Subject Property', 'Property']), h(addressLine(rng, property.address))],
      [rng.pick(['Asset Type', 'Property Type', 'Collateral Type']), h(propertyWords(rng, facts))],
      [rng.pick(['Loan Program', 'Product', 'Transaction Type']), h(loanTypeWords(rng, loan.type))],
      [rng.pick(['Loan Amount', 'Proposed Loan', 'Initial Advance']), money(rng, loan.amount)],
      [rng.pick(['As-Is Value', 'Current Value (as-is)', 'Value (As Is)']), money(rng, property.value)],
      ...(property.purchasePrice ? [[rng.pick(['Purchase Price', 'Contract Price']), money(rng, property.purchasePrice)] as [string, string]] : []),
      ...(property.arv ? [[rng.pick(['ARV', 'After-Repair Value', 'Stabilized Value']), money(rng, property.arv)] as [string, string]] : []),
      [rng.pick(['Note Rate', 'Coupon', 'Interest Rate']), `${pct(rng, loan.rate)} ${rng.pick(['fixed', 'I/O', 'interest-only'])}`],
      [rng.pick(['Term', 'Maturity', 'Loan Term']), h(termPhrase(rng, loan.termMonths))],
      [rng.pick(['Prepayment', 'Prepay', 'Prepayment Premium']), loan.prepayment.penalty ? h(loan.prepayment.terms ?? '') : rng.pick(['None', 'No penalty', 'Open'])],
    ];
    const showNumber = rng.chance(0.5);
    if (showNumber) pairs.unshift([rng.pick(['Deal ID', 'Loan #', 'Reference']), loan.loanNumber]);
    const rows: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      const [a, b] = [pairs[i] as [string, string], pairs[i + 1]];
      rows.push(`<tr><td class="k">${a[0]}</td><td>${a[1]}</td><td class="k">${b ? b[0] : ''}</td><td>${b ? b[1] : ''}</td></tr>`);
    }
    const fees = lenderFees(rng, facts);
    const headers = rng.pick([['Description', '% of Loan', 'Amount'], ['Points & Fees', 'Pts', '$'], ['Charge', 'Rate', 'Est. Dollars']]);
    const feeRows = fees.map((f) => `<tr><td>${h(f.label)}</td><td class="right">${f.points !== undefined ? pct(rng, f.points) : '—'}</td><td class="right">${usd(f.dollars)}</td></tr>`).join('');
    const sentences = [
      `${rng.pick(['Target closing', 'We would look to close', 'Anticipated close'])} on or before ${date(rng, loan.closingDate)}.`,
      ...(loan.exit ? [`${rng.pick(['Exit:', 'Repayment source:', 'Take-out:'])} ${rng.pick(['borrower plans', 'sponsor intends', 'expected via'])} ${exitPhrase(rng, loan.exit)}.`] : []),
    ];
    const page = `${lenderHead(rng, facts)}
<div style="display:flex;justify-content:space-between"><h2 style="font-size:13pt">${rng.pick(['INDICATIVE TERMS', 'Indicative Term Summary', 'Preliminary Terms – Not a Commitment'])}</h2><span>${date(rng, facts.documentDate)}</span></div>
<table class="grid four" style="margin-top:8px">${rows.join('')}</table>
<h3 style="margin:12px 0 4px;font-size:10.5pt">${rng.pick(['Points & Fees', 'Lender / Broker Compensation', 'Fees'])}</h3>
<table class="grid" style="width:70%"><tr>${headers.map((c) => `<th>${c}</th>`).join('')}</tr>${feeRows}</table>
<p style="margin-top:10px">${sentences.join(' ')}</p>
<p class="small">Broker of record: ${h(facts.broker.name)}, ${h(facts.broker.contact.first)} ${h(facts.broker.contact.last)} (${h(phone(rng, facts.broker.contact.phone))}). These terms are indicative only and subject to full underwriting, appraisal and credit approval. Not a commitment to lend.</p>`;
    const css = `.four td.k { background: #f1f1f1; font-weight: bold; width: 17%; font-size: 8.5pt; } .four td { font-size: 9pt; }`;
    const fields: TruthField[] = [
      ...borrowerFields(facts, false), ...loanFields(facts), 'property_value', 'estimated_closing_date', ...PREPAY_FIELDS,
      ...feeFields(fees), ...(showNumber ? ['loan_number'] as const : []),
    ];
    return { kind: 'html', documentType: 'Term Sheet', html: html('Indicative Terms', [page], rng, css), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 3. A one-page bulleted quote

const bulletQuote: Family = {
  id: 'f-loan-quote-bullets',
  description: 'One-page loan quote: "Prepared for / Prepared by" header, bullet list with shorthand labels, fees as a second bullet list, validity note',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const preparedFor = entity ? `${fullName(rng, borrower)} (${entity.name})` : fullName(rng, borrower);
    const fees = lenderFees(rng, facts);
    const showValue = rng.chance(0.7);
    const bullets = [
      `${rng.pick(['Loan amount', 'Amount', 'Max loan'])}: ${money(rng, loan.amount)}`,
      `${rng.pick(['Rate', 'Note rate', 'Interest'])}: ${pct(rng, loan.rate)}${rng.chance(0.5) ? ' (interest only)' : ''}`,
      `${rng.pick(['Term', 'Maturity'])}: ${termPhrase(rng, loan.termMonths)}`,
      `${rng.pick(['Program', 'Loan type'])}: ${h(loanTypeWords(rng, loan.type))}`,
      `${rng.pick(['Property', 'Subject'])}: ${h(addressLine(rng, property.address))} – ${h(propertyWords(rng, facts))}`,
      ...(showValue ? [`${rng.pick(['Estimated value', 'As-is value', 'BPO value'])}: ${money(rng, property.value)}`] : []),
      ...(loan.exit ? [`Exit: ${loan.exit === 'Sale' ? rng.pick(['sell', 'sale after rehab', 'list and sell']) : rng.pick(['refi', 'refinance out', 'DSCR refi'])}`] : []),
      `${rng.pick(['Est. closing', 'Close by', 'Target COE'])}: ${date(rng, loan.closingDate, ['us', 'usPad', 'abbr'])}`,
      `Prepay: ${loan.prepayment.penalty ? h(loan.prepayment.terms ?? '') : rng.pick(['none', 'no PPP', 'N/A – no penalty'])}`,
    ];
    const feeBullets = fees.map((f) => `${h(f.label)}: ${f.points !== undefined ? pointsPhrase(rng, f.points) : usd(f.dollars)}`);
    const showNumber = rng.chance(0.5);
    const page = `${lenderHead(rng, facts)}
<h2 style="font-size:15pt;margin-bottom:6px">${rng.pick(['Loan Quote', 'Rate Quote', 'Financing Quote'])}${showNumber ? ` <span style="font-size:10pt;font-weight:normal">#${loan.loanNumber}</span>` : ''}</h2>
<table style="width:100%;margin-bottom:10px"><tr><td><b>Prepared for:</b> ${h(preparedFor)}</td><td class="right"><b>Prepared by:</b> ${h(facts.lender.contact.first)} ${h(facts.lender.contact.last)}, ${h(facts.lender.contact.email)}</td></tr>
<tr><td><b>Date:</b> ${date(rng, facts.documentDate)}</td><td class="right">${rng.pick(['Quote valid for 10 days', 'Valid 7 days from date', 'Subject to change without notice'])}</td></tr></table>
<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>
<p><b>${rng.pick(['Lender & broker fees', 'Costs', 'Points and fees'])}</b></p>
<ul>${feeBullets.map((b) => `<li>${b}</li>`).join('')}</ul>
<p class="small">Third-party costs (appraisal, title, recording) are not included and are paid to the provider. Quote assumes a ${rng.int(640, 780)}+ middle score${rng.chance(0.5) ? ' and verified liquidity' : ''}.</p>`;
    const fields: TruthField[] = [
      ...borrowerFields(facts, false), ...loanFields(facts), 'estimated_closing_date', ...PREPAY_FIELDS, ...feeFields(fees),
      ...(showValue ? ['property_value'] as const : []), ...(showNumber ? ['loan_number'] as const : []),
    ];
    return { kind: 'html', documentType: 'Term Sheet', html: html('Quote', [page], rng, 'ul { margin: 4px 0 10px 18px; padding: 0; } li { margin-bottom: 3px; }'), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 4. An attorney's summary of principal terms

const principalTerms: Family = {
  id: 'f-summary-principal-terms',
  description: "Lender's counsel's summary of principal terms: run-in bold headings (\"Borrower.\"), defined terms in quotes, fees and points in legal prose, closing and repayment in sentences",
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const fees = lenderFees(rng, facts);
    const borrowerPara = entity
      ? `${h(entity.name)}, ${entityDescription(entity)} ("Borrower"), ${entity.type === 'Trust' ? `acting by and through ${h(fullName(rng, borrower))}, as ${entity.signatoryTitle}` : `whose ${entity.signatoryTitle.toLowerCase()} is ${h(fullName(rng, borrower))}`}.`
      : `${h(fullName(rng, borrower))}, an individual ("Borrower").`;
    const guaranty = entity ? `<p><b>Guaranty.</b> Full recourse, joint and several guaranty of payment by ${h(fullName(rng, borrower, { middle: false }))} ("Guarantor").</p>` : '';
    const feeProse = fees.map((f) => {
      if (f.points !== undefined) {
        const words_ = `${words(Math.floor(f.points)).toLowerCase()}${f.points % 1 ? ` and ${f.points % 1 === 0.5 ? 'one-half' : `${Math.round((f.points % 1) * 100)}/100ths`}` : ''} percent (${f.points.toFixed(2)}%)`;
        const who = f.field === 'broker_points' ? `payable to ${h(facts.broker.name)} as broker` : f.field === 'discount_points' ? 'to buy down the rate' : 'earned by Lender';
        return `${h(withArticle(feeNoun(f.label)))} equal to ${words_} of the Loan amount, ${who}`;
      }
      return `${h(withArticle(feeNoun(f.label)))} of ${usd(f.dollars)}`;
    });
    const feeSentence = feeProse.length
      ? `At closing Borrower shall pay ${feeProse.length > 1 ? `${feeProse.slice(0, -1).join('; ')}; and ${feeProse[feeProse.length - 1]}` : feeProse[0]}.`
      : 'No lender fees are charged.';
    const blocks = [
      `<p class="center b" style="font-size:12pt">SUMMARY OF PRINCIPAL TERMS</p><p class="center">${h(loanTypeWords(rng, loan.type))} — ${h(addressLine(rng, property.address))}</p>`,
      `<p class="center small">Prepared by counsel to ${h(facts.lender.name)} · ${date(rng, facts.documentDate)} · For discussion only</p>`,
      `<p><b>Lender.</b> ${h(facts.lender.name)} or its designee ("Lender"), ${h(companyLine(facts.lender.address))}.</p>`,
      `<p><b>Borrower.</b> ${borrowerPara}</p>`,
      guaranty,
      `<p><b>Loan.</b> A ${rng.pick(['first mortgage', 'senior secured', 'first lien'])} loan in the original principal amount of ${legalAmount(rng, loan.amount)} (the "Loan").</p>`,
      `<p><b>Property.</b> The ${h(prose(propertyWords(rng, facts)))} property commonly known as ${h(addressLine(rng, property.address))} (the "Property"), having an as-is value of ${money(rng, property.value)} per Lender's valuation.</p>`,
      `<p><b>Interest.</b> The Loan shall bear interest at ${ratePhrase(rng, loan.rate)} per annum, payable monthly in arrears.</p>`,
      `<p><b>Maturity.</b> The Loan shall mature ${termPhrase(rng, loan.termMonths)} after the closing date.</p>`,
      `<p><b>Fees.</b> ${feeSentence} Third-party costs are Borrower's responsibility.</p>`,
      `<p><b>Prepayment.</b> ${h(prepaySentence(rng, facts))}</p>`,
      ...(loan.exit ? [`<p><b>Repayment.</b> Borrower intends to repay the Loan from ${exitPhrase(rng, loan.exit)}.</p>`] : []),
      `<p><b>Closing.</b> Closing shall occur on or before ${date(rng, loan.closingDate, ['long', 'legal'])}, through ${h(facts.title.name)} as settlement agent.</p>`,
      `<p class="small">This summary is not a commitment and creates no binding obligation. Governing law: the state where the Property is located.</p>`,
    ];
    const fields: TruthField[] = [
      // The signatory and title are stated in prose for every entity ("whose managing member is …", "as Trustee").
      ...borrowerFields(facts, true), ...loanFields(facts), 'property_value', 'estimated_closing_date', ...PREPAY_FIELDS, ...feeFields(fees),
    ];
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Summary of Principal Terms', pages: [blocks.join('\n')], font: 'serif', fontSize: '10pt', css: 'p { text-align: justify; }' }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 5. A boxed conditional approval

const conditionalApproval: Family = {
  id: 'f-conditional-approval-boxed',
  description: 'Underwriting conditional approval: boxed header cells (loan #, date, underwriter), approved terms and lender charges side by side, checklist of conditions, underwriter note carrying exit and funding date',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const fees = lenderFees(rng, facts);
    const box = (label: string, value: string) => `<td><div class="lbl">${label}</div><div class="val">${value}</div></td>`;
    const underwriter = `${facts.lender.contact.first} ${facts.lender.contact.last}`;
    const terms: [string, string][] = [
      ['Approved Amount', money(rng, loan.amount)],
      ['Rate', pct(rng, loan.rate)],
      ['Term (months)', String(loan.termMonths)],
      ['Loan Type', h(loanTypeWords(rng, loan.type))],
      ['Property Type', h(propertyWords(rng, facts))],
      ['Value Used', `${money(rng, property.value)} (as-is)`],
      ['Prepayment Penalty', loan.prepayment.penalty ? `Yes – ${h(loan.prepayment.terms ?? '')}` : 'No'],
    ];
    const charges = fees.map((f) => [h(f.label), f.points !== undefined ? `${pct(rng, f.points)} / ${usd(f.dollars)}` : usd(f.dollars)] as [string, string]);
    const conditions = rng.shuffle([
      'Executed purchase contract and all addenda', 'Appraisal review – no value reduction', `Title commitment from ${h(facts.title.name)}`,
      'Evidence of hazard insurance, lender as mortgagee', 'Two months bank statements', 'Scope of work and budget', 'Entity documents and good standing',
    ]).slice(0, rng.int(4, 6));
    const note = [
      `Funding targeted for ${date(rng, loan.closingDate)}.`,
      ...(loan.exit ? [`Borrower's exit is ${exitPhrase(rng, loan.exit)}; ${loan.exit === 'Sale' ? 'comps support resale' : 'DSCR supports take-out'}.`] : []),
    ];
    const page = `<div class="top"><div class="b" style="font-size:14pt">${h(facts.lender.name.toUpperCase())}</div><div class="small">${h(companyLine(facts.lender.address))}</div></div>
<h2 class="center" style="margin:8px 0;font-size:13pt;letter-spacing:1px">CONDITIONAL LOAN APPROVAL</h2>
<table class="boxes"><tr>${box('Loan Number', loan.loanNumber)}${box('Approval Date', date(rng, facts.documentDate, ['usPad', 'us']))}${box('Underwriter', h(underwriter))}</tr>
<tr>${box(entity ? 'Borrower (Entity)' : 'Borrower', h(entity ? entity.name : fullName(rng, borrower, { caps: rng.chance(0.4) })))}${box(entity ? 'Guarantor' : 'Broker', h(entity ? fullName(rng, borrower) : facts.broker.name))}${box('Subject Property', h(addressLine(rng, property.address)))}</tr></table>
<div style="display:flex;gap:14px;margin-top:10px"><div style="flex:1"><div class="cap">Approved Terms</div>${kvTable(terms, { labelWidth: '45%' })}</div>
<div style="flex:1"><div class="cap">${rng.pick(['Lender Charges', 'Fees Due Lender/Broker', 'Closing Charges'])}</div>${charges.length ? kvTable(charges, { labelWidth: '55%' }) : '<p>None</p>'}</div></div>
<div class="cap" style="margin-top:10px">Conditions Prior to Funding</div>
${conditions.map((c) => `<div>☐ ${c}</div>`).join('')}
<div class="cap" style="margin-top:10px">Underwriter Notes</div><p>${note.join(' ')}</p>`;
    const css = `.boxes { width: 100%; } .boxes td { border: 1.5px solid #000; padding: 3px 6px; vertical-align: top; width: 33%; }
.lbl { font-size: 7pt; text-transform: uppercase; color: #333; } .val { font-size: 10pt; font-weight: bold; min-height: 14px; }
.cap { background: #222; color: #fff; font-weight: bold; padding: 2px 6px; font-size: 9pt; margin-bottom: 3px; } .grid td { font-size: 9pt; padding: 2px 5px; }`;
    const fields: TruthField[] = [
      ...borrowerFields(facts, false), ...loanFields(facts), 'property_value', 'estimated_closing_date', 'loan_number', ...PREPAY_FIELDS, ...feeFields(fees),
    ];
    return { kind: 'html', documentType: 'Term Sheet', html: documentHtml({ title: 'Approval', pages: [page], css, font: 'sans', fontSize: '9.5pt' }), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 6. Letter of intent addressed to the broker

const loiToBroker: Family = {
  id: 'f-loi-addressed-to-broker',
  description: "Letter of intent written to the broker about the broker's client: the addressee block, salutation and cc are the broker's, the borrower appears only in the body",
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity, broker } = facts;
    const [b1, b2] = addressLines(rng, broker.address);
    const client = entity ? `${entity.name} (${rng.pick(['principal', 'managed by', 'guaranteed by'])} ${fullName(rng, borrower)})` : fullName(rng, borrower);
    const fees = lenderFees(rng, facts);
    const lenderFeesText = fees.filter((f) => f.field !== 'broker_points').map((f) => `${feeNoun(f.label)} of ${f.points !== undefined ? pointsPhrase(rng, f.points) : usd(f.dollars)}`);
    const brokerFee = fees.find((f) => f.field === 'broker_points');
    const paragraphs = [
      `Thank you for bringing us ${rng.pick(['your client', 'this opportunity for your borrower', 'the request for'])} ${h(client)}. ${h(facts.lender.name)} is pleased to express its interest in providing ${h(loanProse(rng, loan.type))} secured by ${h(addressLine(rng, property.address))}, ${h(withArticle(prose(propertyWords(rng, facts))))}.`,
      `We would lend ${legalAmount(rng, loan.amount)} for ${termPhrase(rng, loan.termMonths)} at ${ratePhrase(rng, loan.rate)}, interest only. Our sizing uses an as-is value of ${money(rng, property.value)}${property.arv ? ` (we are not lending on the ${money(rng, property.arv)} after-repair figure)` : ''}.`,
      `${lenderFeesText.length ? `Lender fees would be ${lenderFeesText.join(', ')}.` : 'There are no lender fees.'}${brokerFee ? ` Your compensation of ${pointsPhrase(rng, brokerFee.points ?? 0)} will be shown on the settlement statement.` : ''} ${h(prepaySentence(rng, facts))}`,
      `We understand your client would like to close by ${date(rng, loan.closingDate)}${loan.exit ? ` and plans to exit through ${exitPhrase(rng, loan.exit)}` : ''}. Please have them sign below and return with the ${rng.pick(['$1,500', '$2,500', '$995'])} deposit to order the appraisal.`,
    ];
    const page = `${lenderHead(rng, facts)}
<p>${date(rng, facts.documentDate)}</p>
<p>${h(broker.contact.first)} ${h(broker.contact.last)}<br>${h(broker.name)}<br>${h(b1)}<br>${h(b2)}<br>${h(broker.contact.email)}</p>
<p><b>Re: ${rng.pick(['Letter of Intent', 'LOI', 'Letter of Interest'])} – ${h(entity ? entity.name : fullName(rng, borrower, { middle: false }))}${rng.chance(0.5) ? `, Loan No. ${loan.loanNumber}` : ''}</b></p>
<p>Dear ${h(broker.contact.first)}:</p>
${paragraphs.map((p) => `<p>${p}</p>`).join('')}
<p>Sincerely,</p><p class="scrawl">${h(facts.lender.contact.first)} ${h(facts.lender.contact.last)}</p><p>${h(facts.lender.contact.first)} ${h(facts.lender.contact.last)}<br>${rng.pick(['Originations', 'Senior Loan Officer', 'Principal'])}</p>
<p style="margin-top:14px"><b>Acknowledged by Borrower:</b></p>${borrowerSignature(rng, facts)}
<p class="small" style="margin-top:10px">cc: ${h(broker.contact.first)} ${h(broker.contact.last)}, ${h(phone(rng, broker.contact.phone))}</p>`;
    const numbered = page.includes(`Loan No. ${loan.loanNumber}`);
    const fields: TruthField[] = [
      ...borrowerFields(facts, true), ...loanFields(facts), 'property_value', 'estimated_closing_date', ...PREPAY_FIELDS,
      ...feeFields(fees), ...(numbered ? ['loan_number'] as const : []),
    ];
    return { kind: 'html', documentType: 'Letter of Intent', html: html('LOI', [page], rng), truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 7. A private individual lender's letter of interest

const privateLenderLetter: Family = {
  id: 'f-loi-private-individual',
  description: 'A private individual lender writes a plain letter of interest in the first person, on a personal letterhead with his own address and phone; the borrower is greeted by first name',
  formats: SCANNABLE,
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity } = facts;
    const me = facts.lender.contact;
    const [m1, m2] = addressLines(rng, facts.lender.address);
    const vesting = entity ? ` The loan would be made to ${h(entity.name)}, with your personal guarantee.` : '';
    const fees = lenderFees(rng, facts).filter((f) => f.field === 'origination_points' || f.field === 'loan_doc_fee');
    const feeText = fees.map((f) => (f.points !== undefined ? `${pointsPhrase(rng, f.points)} up front` : `${usd(f.dollars)} for my attorney to draw the documents (doc fee)`));
    const body = [
      `Further to our call, I am interested in lending ${money(rng, loan.amount)} against ${h(addressLine(rng, property.address))}. From the photos and your numbers I would put the property at about ${money(rng, property.value)} today.${vesting}`,
      `My terms: ${pct(rng, loan.rate)} interest-only, ${termPhrase(rng, loan.termMonths)}${feeText.length ? `, ${feeText.join(' and ')}` : ''}. ${loan.prepayment.penalty ? `I do ask for ${h(loan.prepayment.terms ?? '')} if you pay me off early.` : 'You can pay me off early with no penalty.'}`,
      `${loan.exit ? `You mentioned the plan is ${exitPhrase(rng, loan.exit)}, which works for me. ` : ''}If we can close around ${date(rng, loan.closingDate)} I can have funds wired to ${h(facts.title.name)}.`,
      'This letter is not a commitment; I will want to see the title report and walk the property first.',
    ];
    const page = `<div style="text-align:center;border-bottom:1px solid #999;padding-bottom:6px;margin-bottom:14px"><div style="font-size:15pt;letter-spacing:2px">${h(me.first.toUpperCase())} ${h(me.last.toUpperCase())}</div><div class="small">${h(m1)} · ${h(m2)} · ${h(phone(rng, me.phone))}</div></div>
<p>${date(rng, facts.documentDate)}</p>
<p>${h(fullName(rng, borrower))}${entity ? `<br>${h(entity.name)}` : ''}<br>${h(borrower.email)}</p>
<p>Dear ${h(borrower.first)},</p>
${body.map((p) => `<p>${p}</p>`).join('')}
<p>Regards,</p><p class="scrawl">${h(me.first)} ${h(me.last)}</p>`;
    const streetOnly: TruthField[] = [
      ...(entity ? ['entity_name'] as const : []), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'loan_amount', 'property_value',
      'interest_rate', 'loan_term', 'estimated_closing_date', 'property_address', ...PREPAY_FIELDS, ...feeFields(fees),
      ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'html', documentType: 'Letter of Intent', html: documentHtml({ title: 'Letter', pages: [page], font: 'serif', fontSize: '10.5pt' }), truth: truthOf(facts, streetOnly) };
  },
};

export const families: Family[] = [commitmentLetter, indicativeGrid, bulletQuote, principalTerms, conditionalApproval, loiToBroker, privateLenderLetter];
