// What the construction lender sends: ground-up and lot term sheets, indicative-terms letters, a community bank's
// commitment letter with covenants, the loan committee's credit memo, closing instructions to escrow, an
// extension approval and the prior-to-funding conditions list.
import { accent, documentHtml, esc, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  Stated, addDays, anyPhone, borrowerName, day, entityFull, entityKind, groundUp, lotLoan, lotSize, months, name,
  oneLine, pct, street, cityLine, usd, apn, westCoast, type Budget,
} from './kit';

function lenderHead(f: DealFacts, rng: Rng, tag?: string): string {
  const l = f.lender;
  return letterhead({
    name: l.name,
    lines: [`${esc(oneLine(l.address))}`, `${anyPhone(rng, l.contact.phone)} · ${esc(l.contact.email)}${tag ? ` · ${tag}` : ''}`],
    color: accent(rng),
    mark: rng.chance(0.5) ? l.name.split(' ').map((w) => w[0]).join('').slice(0, 2) : undefined,
  });
}

/** Fee rows a lender prints, recording each stated fee. */
function feeRows(f: DealFacts, s: Stated, rng: Rng): [string, string][] {
  const l = f.loan;
  const rows: [string, string][] = [];
  const o = s.has(l.originationPoints, 'origination_points');
  if (o !== undefined) rows.push([rng.pick(['Origination Fee', 'Loan Fee', 'Lender Origination']), `${o.toFixed(2)}% (${usd(l.amount * o / 100)})`]);
  const d = s.has(l.discountPoints, 'discount_points');
  if (d !== undefined) rows.push(['Discount Points', `${d} point${d === 1 ? '' : 's'}`]);
  const b = s.has(l.brokerPoints, 'broker_points');
  if (b !== undefined) rows.push([rng.pick(['Broker Fee', 'Broker Compensation (paid by Borrower)']), `${b.toFixed(2)}% to ${esc(f.broker.name)}`]);
  const doc = s.has(l.docFee, 'loan_doc_fee');
  if (doc !== undefined) rows.push([rng.pick(['Document Preparation Fee', 'Doc Fee', 'Loan Documentation Fee']), usd(doc)]);
  const adm = s.has(l.adminFee, 'admin_fee');
  if (adm !== undefined) rows.push([rng.pick(['Administration Fee', 'Admin Fee']), usd(adm)]);
  const pr = s.has(l.processingFee, 'processing_fee');
  if (pr !== undefined) rows.push([rng.pick(['Processing Fee', 'Loan Processing']), usd(pr)]);
  return rows;
}

function prepay(f: DealFacts, s: Stated): string {
  s.add('prepayment_penalty', 'prepayment_terms');
  const p = f.loan.prepayment;
  return p.penalty ? `Yes — ${esc(p.terms ?? '')}` : 'None. Loan may be prepaid in whole or in part without penalty.';
}

function budgetTable(b: Budget, rng: Rng): string {
  const rows: [string, number][] = [
    [rng.pick(['Land / Lot (as-is)', 'Land Basis', 'Site Acquisition']), b.land],
    [rng.pick(['Hard Costs (per GC contract)', 'Vertical Construction', 'Hard Costs']), b.hard],
    [rng.pick(['Soft Costs (A&E, permits, fees)', 'Soft Costs']), b.soft],
    ['Contingency (5% of hard)', b.contingency],
    ['Interest Reserve', b.interestReserve],
  ];
  return `<table class="grid"><tr><th>Budget Line</th><th class="right">Amount</th></tr>${rows.map(([k, v]) => `<tr><td>${k}</td><td class="right">${usd(v)}</td></tr>`).join('')}
<tr><td class="b">Total Project Cost</td><td class="right b">${usd(b.total)}</td></tr></table>`;
}

const signer = (f: DealFacts, s: Stated): string => {
  if (!f.entity) {
    s.add('borrower_first_name', 'borrower_last_name');
    return `<div class="sig">${esc(name(f.borrower))}, Borrower</div>`;
  }
  s.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
  return `<div>${esc(f.entity.name)}</div><div class="sig">By: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}</div>`;
};

const groundUpTermSheet: Family = {
  id: 'q-ground-up-term-sheet',
  description: 'Construction lender term sheet for a ground-up build: two-column terms, budget, holdback and interest reserve',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'exit_strategy', 'loan_number');
    const l = f.loan;
    const holdback = budget.hard + budget.contingency;
    const rows: [string, string][] = [
      ['Borrower', esc(borrowerName(f))],
      ...(f.entity ? [['Guarantor(s)', esc(name(f.borrower))] as [string, string]] : []),
      ['Project', `${esc(oneLine(f.property.address))} — new ${esc(f.property.type === 'Single Family' ? 'single-family residence' : f.property.type.toLowerCase())}`],
      ['Property Type', esc(f.property.type)],
      ['Loan Type', 'Ground-Up Construction'],
      ['Purpose', 'Construction'],
      ['Loan Amount', `${usd(l.amount)} (${Math.round(l.amount / budget.total * 100)}% LTC)`],
      ['As-Is Land Value', usd(f.property.value)],
      ['As-Completed Value (est.)', usd(budget.completed)],
      ['Construction Holdback', `${usd(holdback)}, disbursed in arrears per inspection`],
      ['Interest Reserve', `${usd(budget.interestReserve)}, funded at closing`],
      ['Interest Rate', `${pct(l.rate, rng.pick([2, 3]))} fixed, interest-only on disbursed balance`],
      ['Term', months(l.termMonths, rng)],
      ...feeRows(f, s, rng),
      ['Prepayment', prepay(f, s)],
      ['Exit', l.exit === 'Sale' ? 'Sale of completed home(s)' : 'Refinance into permanent financing upon CofO'],
      ['Target Closing', day(l.closingDate, 'long')],
      ['Reference No.', l.loanNumber],
    ];
    s.add('estimated_closing_date');
    const sig = signer(f, s);
    if (!f.entity) {
      rows.unshift(['Borrower Phone', anyPhone(rng, f.borrower.phone)]);
      s.add('borrower_phone');
    }
    const html = documentHtml({
      title: 'Term Sheet',
      font: rng.pick(['sans', 'serif', 'condensed'] as const),
      page: { pageNumbers: true, footerLeft: `${esc(f.lender.name)} — Construction Lending` },
      fontSize: '9pt',
      css: '.k{font-weight:bold;background:#f3f3f3}',
      pages: [`${lenderHead(f, rng)}<h2 style="margin-bottom:6px">Summary of Terms — Construction Loan</h2>
<p class="small">Dated ${day(f.documentDate, 'long')}. Non-binding; subject to credit approval, satisfactory appraisal, GC review and plan &amp; cost review.</p>
${kvTable(rows, { labelWidth: '30%' })}`, `<h3 style="margin:0 0 4px">Project Budget</h3>${budgetTable(budget, rng)}
<p class="small" style="margin-top:8px">Loan officer: ${esc(name(f.lender.contact))}, ${esc(f.lender.contact.email)}. Broker: ${esc(f.broker.name)}.</p>
<p>Accepted:</p>${sig}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const indicativeLetter: Family = {
  id: 'q-indicative-terms-letter',
  description: 'Private construction lender prose letter of indicative terms to a builder, numbered paragraphs',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'property_value');
    const l = f.loan;
    const who = f.entity ? `${esc(f.entity.name)} (“Borrower”), ${entityKind(f)}` : `${esc(name(f.borrower))} (“Borrower”)`;
    if (f.entity) s.add('entity_name');
    s.add('borrower_first_name', 'borrower_last_name');
    const greeting = `Dear ${esc(f.borrower.first)},`;
    const fees = feeRows(f, s, rng).map(([k, v]) => `${k}: ${v}`).join('; ');
    const paras = [
      `<b>Borrower.</b> ${who}${f.entity ? `, with ${esc(name(f.borrower))} as ${esc(f.entity.signatoryTitle)} and full recourse guarantor` : ''}.`,
      `<b>Collateral.</b> First deed of trust on ${esc(street(f.property.address, true))}, ${esc(cityLine(f.property.address, true))} (APN ${apn(rng)}), currently valued as-is at ${usd(f.property.value)}.`,
      `<b>Loan.</b> A ground-up construction loan of up to ${usd(l.amount)}, of which ${usd(budget.hard + budget.contingency)} is held back for vertical costs and ${usd(budget.interestReserve)} reserved for interest.`,
      `<b>Rate and term.</b> ${pct(l.rate)} per annum, interest-only, for a term of ${months(l.termMonths, rng)}, with one three-month extension at 0.50% if the project is on budget.`,
      fees ? `<b>Fees.</b> ${fees}.` : '',
      `<b>Draws.</b> Monthly, against a third-party inspection; 10% retainage released at Notice of Completion.`,
      `<b>Value.</b> The appraisal's as-completed value of roughly ${usd(budget.completed)} is for sizing only; advances are capped at ${Math.round(l.amount / budget.total * 100)}% of cost.`,
    ].filter(Boolean);
    const html = documentHtml({
      title: 'Indicative Terms',
      font: 'serif',
      fontSize: '10pt',
      pages: [`${lenderHead(f, rng)}<p>${day(f.documentDate, 'long')}</p>
<p>${esc(name(f.borrower))}<br>${f.entity ? `${esc(f.entity.name)}<br>` : ''}via e-mail</p>
<p><b>Re: Indicative terms — ${esc(oneLine(f.property.address))}</b></p><p>${greeting}</p>
<p>Thank you for bringing this project to us through ${esc(name(f.broker.contact))} at ${esc(f.broker.name)}. We are pleased to outline the terms on which we would consider financing it:</p>
<ol>${paras.map((p) => `<li style="margin-bottom:5px">${p}</li>`).join('')}</ol>
<p>This letter is not a commitment to lend. It expires in 14 days.</p>
<p>Sincerely,</p><p class="scrawl">${esc(name(f.lender.contact))}</p><p>${esc(name(f.lender.contact))}<br>Construction Lending</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: s.truth(f) };
  },
};

const commitmentLetter: Family = {
  id: 'q-bank-commitment-letter',
  description: 'Community bank commercial real-estate commitment letter with covenants, guaranty and acceptance block',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const construction = rng.chance(0.5);
    const { f } = construction ? groundUp(facts, rng) : { f: westCoast(facts, rng) };
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'estimated_closing_date');
    const l = f.loan;
    const bank = `${f.lender.name.split(' ')[0]} Community Bank`;
    const sections: [string, string][] = [
      ['Borrower', f.entity ? `${esc(f.entity.name)}, ${entityKind(f)}` : esc(name(f.borrower, true))],
      ['Guarantor', `Unlimited, unconditional personal guaranty of ${esc(name(f.borrower))}${f.coBorrower ? ` and ${esc(name(f.coBorrower))}` : ''}.`],
      ['Amount', `${usd(l.amount)}`],
      ['Purpose', construction ? 'To finance the construction of improvements on the Property.' : 'To finance the Property described below.'],
      ['Collateral', `First-priority deed of trust and assignment of rents on ${esc(oneLine(f.property.address))}.`],
      ['Interest Rate', `${pct(l.rate, 3)} fixed.`],
      ['Maturity', `${months(l.termMonths, rng)} from the date of the Note.`],
      ['Loan Fee', l.originationPoints !== undefined ? `${l.originationPoints}% of the commitment amount, earned on acceptance.` : 'None.'],
      ['Financial Covenants', `Minimum debt service coverage 1.25x tested annually; Guarantor liquidity of not less than ${usd(Math.round(l.amount * 0.1 / 1000) * 1000)}; Guarantor to provide annual personal financial statement and tax returns within 30 days of filing.`],
      ['Deposit Relationship', 'Borrower shall maintain its primary operating account with Bank.'],
      ['Prepayment', prepay(f, s)],
      ['Closing', `On or before ${day(l.closingDate, 'long')}, failing which this commitment lapses.`],
    ];
    if (l.originationPoints !== undefined) s.add('origination_points');
    s.add('borrower_first_name', 'borrower_last_name');
    if (f.entity) s.add('entity_name');
    const acceptance = f.entity
      ? `<p>${esc(f.entity.name)}</p><div class="sig">By: ${esc(name(f.borrower))}, its ${esc(f.entity.signatoryTitle)}</div>`
      : `<div class="sig">${esc(name(f.borrower))}</div>`;
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const html = documentHtml({
      title: 'Commitment Letter',
      font: 'serif',
      fontSize: '9.5pt',
      page: { footerLeft: `Loan No. ${l.loanNumber}`, pageNumbers: true },
      pages: [`<div class="center" style="margin-bottom:10px"><div style="font:bold 18pt 'DejaVu Serif'">${esc(bank)}</div><div class="small">Commercial Real Estate Lending · Member FDIC · Equal Housing Lender</div></div>
<p>${day(f.documentDate, 'long')}</p><p><b>LOAN COMMITMENT</b> — Loan No. ${l.loanNumber}</p>
<p>We are pleased to advise that ${esc(bank)} (“Bank”) has approved the following credit, subject to the terms and conditions below:</p>
${sections.map(([k, v], i) => `<p><b>${i + 1}. ${k}.</b> ${v}</p>`).join('')}`,
      `<p><b>${sections.length + 1}. Conditions Precedent.</b> Satisfactory appraisal, ALTA lender's policy, evidence of hazard and builder's risk insurance naming Bank as lender loss payee, organizational documents, and no material adverse change.</p>
<p><b>${sections.length + 2}. Expenses.</b> Borrower pays all costs, including Bank's counsel and title charges through ${esc(f.title.name)}.</p>
<p>Please sign and return within ten (10) days.</p>
<p>${esc(bank)}</p><div class="sig">${esc(name(f.lender.contact))}, Senior Vice President</div>
<p style="margin-top:22px"><b>ACCEPTED AND AGREED:</b></p>${acceptance}`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const creditMemo: Family = {
  id: 'q-loan-committee-credit-memo',
  description: 'Loan committee credit memo: request summary, sources and uses, guarantor profile, strengths and risks',
  formats: ['pdf_text'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_type', 'property_value', 'loan_number', 'credit_score', 'loan_type', 'exit_strategy', 'borrower_first_name', 'borrower_last_name');
    const l = f.loan;
    const b = f.borrower;
    if (f.entity) s.add('entity_name');
    const equity = budget.total - l.amount;
    const html = documentHtml({
      title: 'Credit Memorandum',
      font: 'sans',
      fontSize: '8.5pt',
      page: { footerLeft: 'CONFIDENTIAL — Loan Committee', pageNumbers: true },
      css: '.k{background:#eef2f7;font-weight:bold} h3{margin:10px 0 4px;border-bottom:1px solid #999}',
      pages: [`<h2>CREDIT MEMORANDUM</h2><p class="small">Committee date ${day(f.documentDate, 'us')} · Prepared by ${esc(name(f.lender.contact))} · Risk rating ${rng.pick(['4 (Acceptable)', '5 (Watch)', '3 (Satisfactory)'])}</p>
<h3>Request</h3>${kvTable([
        ['Obligor', esc(borrowerName(f))],
        ['Guarantor / Sponsor', `${esc(name(b, true))} — FICO ${b.creditScore}`],
        ['Loan No.', l.loanNumber],
        ['Facility', `Construction — ${usd(l.amount)}, ${pct(l.rate)}, ${l.termMonths} months IO`],
        ['Collateral', `${esc(oneLine(f.property.address))} (${esc(f.property.type)})`],
        ['As-Is Value / As-Complete', `${usd(f.property.value)} / ${usd(budget.completed)}`],
        ['LTC / LTV (as-complete)', `${(l.amount / budget.total * 100).toFixed(1)}% / ${(l.amount / budget.completed * 100).toFixed(1)}%`],
        ['Repayment', l.exit === 'Sale' ? 'Sale of finished product' : 'Take-out refinance on completion'],
      ], { labelWidth: '28%' })}
<h3>Sources &amp; Uses</h3><table class="grid"><tr><th>Sources</th><th class="right">$</th><th>Uses</th><th class="right">$</th></tr>
<tr><td>Bank loan</td><td class="right">${usd(l.amount)}</td><td>Land</td><td class="right">${usd(budget.land)}</td></tr>
<tr><td>Sponsor equity</td><td class="right">${usd(equity)}</td><td>Hard + contingency</td><td class="right">${usd(budget.hard + budget.contingency)}</td></tr>
<tr><td></td><td></td><td>Soft + interest reserve</td><td class="right">${usd(budget.soft + budget.interestReserve)}</td></tr>
<tr><td class="b">Total</td><td class="right b">${usd(budget.total)}</td><td class="b">Total</td><td class="right b">${usd(budget.total)}</td></tr></table>
<h3>Sponsor</h3><p>${esc(name(b))} has completed ${rng.int(4, 30)} homes in the last five years, most with ${esc(f.broker.name)} bringing the debt. General contractor: ${esc(name(f.seller))} Construction (license #${rng.int(700000, 1099999)}).</p>
<h3>Strengths</h3><ul><li>Experienced sponsor, ${pct(equity / budget.total * 100, 0)} cash equity in the deal.</li><li>Fixed-price GC contract with 10% retainage.</li></ul>
<h3>Risks / Mitigants</h3><ul><li>Market absorption — mitigated by ${rng.pick(['pre-sale interest', 'low basis', 'strong rent comps'])}.</li><li>Cost overruns — 5% contingency, guarantor liquidity verified.</li></ul>
<h3>Recommendation</h3><p>Approve as presented.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const lotTermSheet: Family = {
  id: 'q-lot-loan-term-sheet',
  description: 'Land / lot loan term sheet for an entitled or raw parcel, boxed layout with APN and zoning',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = lotLoan(facts, rng);
    const s = new Stated().add('property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate');
    const l = f.loan;
    const box = (label: string, value: string) => `<div style="border:1px solid #333;padding:5px 7px"><div class="small muted">${label}</div><div class="b">${value}</div></div>`;
    const who = f.entity ? `${esc(f.entity.name)} — ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(name(f.borrower));
    if (f.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    s.add('borrower_first_name', 'borrower_last_name');
    const fees = feeRows(f, s, rng);
    const html = documentHtml({
      title: 'Lot Loan Terms',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${lenderHead(f, rng, 'Land &amp; Lot Division')}<h2>LAND LOAN — TERM SHEET</h2><p class="small">${day(f.documentDate, 'abbr')}</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:6px;margin:8px 0">
${box('BORROWER', who)}${box('PARCEL', `${esc(oneLine(f.property.address))}<br>APN ${apn(rng)} · ${lotSize(rng)}`)}
${box('PROPERTY TYPE', 'Land (vacant lot)')}${box('ZONING', rng.pick(['R-1', 'RS-7', 'R1-6', 'SFR-5', 'RM-2']))}
${box('PURCHASE PRICE', usd(f.property.purchasePrice ?? 0))}${box('APPRAISED VALUE (AS-IS)', usd(f.property.value))}
${box('LOAN AMOUNT', usd(l.amount))}${box('LOAN PURPOSE', 'Purchase')}
${box('RATE', pct(l.rate))}${box('TERM', `${l.termMonths} months`)}
${box('LOAN TYPE', 'Land')}${box('PAYMENTS', 'Interest-only, monthly; 12-month interest reserve optional')}</div>
${fees.length ? kvTable(fees) : ''}
<p class="small" style="margin-top:8px">Lot loans are limited to ${Math.round(l.amount / (f.property.purchasePrice ?? l.amount) * 100)}% of purchase price. Entitlement risk stays with Borrower; a construction loan from ${esc(f.lender.name)} may roll this balance at permit issue. Escrow: ${esc(f.title.name)}, attn. ${esc(name(f.title.contact))}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const closingInstructions: Family = {
  id: 'q-lender-escrow-instructions',
  description: "Lender's closing instructions to the escrow officer: vesting, loan terms, fees to collect, funding date",
  formats: ['pdf_text'],
  make(facts, rng) {
    const construction = rng.chance(0.6);
    const { f } = construction ? groundUp(facts, rng) : { f: westCoast(facts, rng) };
    const s = new Stated().add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date');
    const l = f.loan;
    const vesting = f.entity ? `${esc(entityFull(f, rng))}, ${entityKind(f)}` : `${esc(name(f.borrower, true))}, ${rng.pick(['a single man', 'a married woman as her sole and separate property', 'an unmarried person', 'a married man as his sole and separate property'])}`;
    s.add(f.entity ? 'entity_name' : 'borrower_first_name');
    if (!f.entity) s.add('borrower_last_name');
    const fees = feeRows(f, s, rng);
    const html = documentHtml({
      title: 'Closing Instructions',
      font: 'condensed',
      fontSize: '9pt',
      pages: [`${lenderHead(f, rng)}<h2>LENDER'S CLOSING INSTRUCTIONS</h2>
<p>To: ${esc(f.title.name)} — Escrow Officer ${esc(name(f.title.contact))} (${esc(f.title.contact.email)})<br>Date: ${day(f.documentDate, 'us')} · Our Loan # ${l.loanNumber}</p>
${kvTable([
        ['Vesting', vesting],
        ['Property', esc(oneLine(f.property.address))],
        ['Loan Amount', usd(l.amount, true)],
        ['Note Rate', `${pct(l.rate, 3)}, interest only`],
        ['Term', `${l.termMonths} months`],
        ['Funding Date', `${day(l.closingDate, 'long')} (do not record prior)`],
        ['Title Policy', `ALTA 2021 Lender's, amount ${usd(l.amount)}, endorsements 9, 22, 8.1${construction ? ', 32 (construction)' : ''}`],
      ])}
<h3 style="margin:10px 0 4px">Charges to collect from Borrower</h3>${fees.length ? kvTable(fees) : '<p>None beyond per-diem interest.</p>'}
<p class="small" style="margin-top:8px">Per-diem interest at ${usd(Math.round(l.amount * l.rate / 36000 * 100) / 100, true)} from funding. Return signed documents to ${esc(name(f.lender.contact))}. Wire instructions by phone only — call to verify.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const extensionApproval: Family = {
  id: 'q-maturity-extension-letter',
  description: 'Lender letter approving a construction loan maturity extension, fee and new maturity',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const { f } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'loan_amount', 'property_address');
    const l = f.loan;
    const original = addDays(f.documentDate, -l.termMonths * 30 + rng.int(5, 20));
    const extraMonths = rng.pick([3, 6]);
    const addressee = f.entity ? `${esc(f.entity.name)}<br>Attn: ${esc(name(f.borrower))}, ${esc(f.entity.signatoryTitle)}` : esc(name(f.borrower));
    s.add(...(f.entity ? (['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] as const) : (['borrower_first_name', 'borrower_last_name'] as const)));
    const html = documentHtml({
      title: 'Extension',
      font: 'serif',
      pages: [`${lenderHead(f, rng)}<p>${day(f.documentDate, 'long')}</p><p>${addressee}</p>
<p><b>Re: Loan No. ${l.loanNumber} — ${esc(oneLine(f.property.address))}<br>Original principal ${usd(l.amount)}; note dated ${day(original, 'long')}</b></p>
<p>Your request to extend the maturity of the above loan has been approved for ${extraMonths} months on these conditions: (i) an extension fee of ${rng.pick(['0.50%', '0.75%', '1.00%'])} of the commitment, paid from the interest reserve; (ii) an updated inspection showing at least ${rng.int(75, 92)}% completion; (iii) no default. The interest rate and all other terms are unchanged.</p>
<p>The remaining construction holdback will continue to be disbursed under the existing draw procedures.</p>
<p>Very truly yours,</p><p class="scrawl">${esc(name(f.lender.contact))}</p><p>${esc(name(f.lender.contact))}, Asset Management</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

const conditionsList: Family = {
  id: 'q-prior-to-funding-conditions',
  description: 'Conditional approval with the prior-to-docs / prior-to-funding conditions checklist',
  formats: ['pdf_text'],
  make(facts, rng) {
    const construction = rng.chance(0.5);
    const { f } = construction ? groundUp(facts, rng) : { f: westCoast(facts, rng) };
    const s = new Stated().add('loan_number', 'loan_amount', 'property_address', 'loan_type', 'interest_rate', 'loan_term', 'property_value');
    const l = f.loan;
    if (f.entity) s.add('entity_name', 'borrower_first_name', 'borrower_last_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const conds = [
      ['PTD', f.entity ? `Articles, operating agreement and Statement of Information for ${esc(f.entity.name)}` : 'Two months bank statements'],
      ['PTD', `Appraisal supporting as-is value of ${usd(f.property.value)}`],
      ['PTD', construction ? 'GC contract, license and insurance; plans, permits and line-item budget' : 'Current lease(s) and rent roll'],
      ['PTF', "Builder's risk / hazard insurance naming Lender as mortgagee"],
      ['PTF', `Signed closing disclosure / settlement statement from ${esc(f.title.name)}`],
      ['PTF', 'Executed personal guaranty'],
    ];
    const html = documentHtml({
      title: 'Conditional Approval',
      font: 'sans',
      fontSize: '9pt',
      pages: [`${lenderHead(f, rng)}<h2>CONDITIONAL LOAN APPROVAL</h2><p class="small">Issued ${day(f.documentDate, 'us')}</p>
${kvTable([
        ['Loan #', l.loanNumber],
        ['Borrower', f.entity ? `${esc(f.entity.name)} (guarantor ${esc(name(f.borrower))})` : esc(name(f.borrower))],
        ['Subject', esc(oneLine(f.property.address))],
        ['Program', esc(l.type === 'Construction' ? 'Construction' : l.type)],
        ['Approved Amount', usd(l.amount)],
        ['Rate / Term', `${pct(l.rate)} / ${l.termMonths} mo`],
        ['Value Used', usd(f.property.value)],
      ])}
<h3 style="margin:10px 0 4px">Conditions</h3><table class="grid"><tr><th>Type</th><th>Condition</th><th>Status</th></tr>
${conds.map(([t, c]) => `<tr><td>${t}</td><td>${c}</td><td>${rng.pick(['Open', 'Received', 'Open', 'Cleared'])}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:6px">Approval expires 45 days from issue. Underwriter: ${esc(name(f.appraiser.contact))}.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth(f) };
  },
};

export const lenderFamilies: Family[] = [groundUpTermSheet, indicativeLetter, commitmentLetter, creditMemo, lotTermSheet, closingInstructions, extensionApproval, conditionsList];
