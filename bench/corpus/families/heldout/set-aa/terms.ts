// Term sheets, LOIs, quotes and commitment letters: ours and the competition's.
import { accent, checkboxes, documentHtml, initials, kvTable, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  NUMBER_WORDS, Said, anyDate, anyPhone, borrowerDisplay, cityLine, d, desk, entityKind, esc, exitWord, fullName, loanTypeWord, money, nameWithMiddle, oneLine, pct, phone, plusDays, prepayText, propTypeWord, purposeWord, rehabBudget, street, termWords, who,
} from './util';

function fees(facts: DealFacts, s: Said, rng: Rng): [string, string][] {
  const l = facts.loan;
  const rows: [string, string][] = [];
  if (l.originationPoints !== undefined) rows.push(['Origination', s.say(`${pct(l.originationPoints, rng.pick([1, 2]))} of loan amount (${money(Math.round(l.amount * l.originationPoints) / 100, true)})`, 'origination_points')]);
  if (l.discountPoints !== undefined) rows.push(['Discount / rate buy-down', s.say(`${l.discountPoints} pt`, 'discount_points')]);
  if (l.brokerPoints !== undefined) rows.push(['Broker fee (paid at closing)', s.say(`${pct(l.brokerPoints, 2)}`, 'broker_points')]);
  if (l.docFee !== undefined) rows.push(['Document preparation', s.say(money(l.docFee), 'loan_doc_fee')]);
  if (l.processingFee !== undefined) rows.push(['Processing', s.say(money(l.processingFee), 'processing_fee')]);
  if (l.adminFee !== undefined) rows.push(['Administration / servicing set-up', s.say(money(l.adminFee), 'admin_fee')]);
  return rows;
}

// 1 ------------------------------------------------------------------------------------------------------------
const ownTermSheet: Family = {
  id: 'aa-term-sheet-rowhouse-rehab-grid',
  description: 'Our own term sheet: letterhead, bordered two-column grid, holdback split, conditions list, non-binding footer.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const color = accent(rng);
    const hasRehab = p.arv !== undefined;
    const holdback = hasRehab ? Math.min(Math.round(l.amount * 0.3 / 1000) * 1000, rehabBudget(facts)) : 0;
    const rows: [string, string][] = [
      ['Borrower', s.say(facts.entity ? `${esc(facts.entity.name)}, ${esc(entityKind(facts))}` : esc(fullName(facts)), ...who(facts))],
    ];
    if (facts.entity) rows.push(['Guarantor(s)', s.say(`${esc(fullName(facts))} (full recourse, personal guaranty)`, 'borrower_first_name', 'borrower_last_name')]);
    rows.push(
      ['Property', s.say(esc(oneLine(facts, rng)), 'property_address')],
      ['Collateral type', s.say(esc(propTypeWord(rng, facts)), 'property_type')],
      ['Program', s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')],
      ['Total loan amount', s.say(`<b>${money(l.amount)}</b>${hasRehab ? ` &nbsp;(initial advance ${money(l.amount - holdback)} + construction holdback ${money(holdback)})` : ''}`, 'loan_amount')],
    );
    if (p.purchasePrice) rows.push(['Contract price', money(p.purchasePrice)]);
    rows.push(['As-is value', s.say(`${money(p.value)} (subject to lender-ordered appraisal/BPO)`, 'property_value')]);
    if (p.arv) rows.push(['After-repair value (ARV)', money(p.arv)]);
    rows.push(
      ['Interest rate', s.say(`${pct(l.rate, 3)} fixed, interest-only, 30/360, paid monthly in arrears`, 'interest_rate')],
      ['Term', s.say(`${termWords(rng, l.termMonths)}${l.termMonths <= 24 ? ', one 3-month extension at 1 pt' : ''}`, 'loan_term')],
      ...fees(facts, s, rng),
      ['Prepayment', s.say(esc(prepayText(rng, facts)), 'prepayment_penalty', 'prepayment_terms')],
    );
    if (l.exit) rows.push(['Exit', s.say(esc(exitWord(rng, l.exit)), 'exit_strategy')]);
    rows.push(['Target settlement', s.say(anyDate(rng, l.closingDate), 'estimated_closing_date')]);
    const html = documentHtml({
      title: 'Term Sheet',
      font: rng.pick(['sans', 'serif'] as const),
      fontSize: '9pt',
      css: '.grid td.k{background:#f3f3f3;font-weight:bold} .cond li{margin-bottom:2px}',
      pages: [`${letterhead({ name: facts.lender.name, mark: initials(facts.lender.name), color, lines: [`${esc(facts.lender.address.street)}, ${esc(facts.lender.address.city)}, ${facts.lender.address.state} ${facts.lender.address.zip}`, `${phone(facts.lender.contact.phone)} · ${esc(facts.lender.contact.email)}`] })}
<div style="display:flex;justify-content:space-between"><h2 style="font-size:13pt">SUMMARY OF TERMS</h2><div class="small">Date: ${d(facts.documentDate, 'us')}<br>Ref: ${s.say(l.loanNumber, 'loan_number')}</div></div>
<p class="small">Prepared for the file of the borrower below. This is not a commitment to lend.</p>
${kvTable(rows, { labelWidth: '30%' })}
<p class="b" style="margin-top:10px">Conditions to closing</p>
<ol class="cond small"><li>Satisfactory title commitment; lender's policy in the full loan amount; no open L&amp;I/code violations unabated at settlement.</li>
<li>Builder's risk / vacant dwelling insurance naming lender as mortgagee, ISAOA/ATIMA.</li>
<li>Scope of work and budget approved by lender; draws by inspection, $250 per inspection, max 6 draws.</li>
<li>Entity documents, good-standing certificate and EIN letter (if an entity borrower).</li></ol>
<p class="small">Loan officer: ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} &nbsp;|&nbsp; Processor: ${esc(desk(rng))}</p>
<p class="small muted">Terms expire 10 business days from the date above. Rates are subject to change until locked.</p>`],
      page: { footerLeft: `${esc(facts.lender.name)} — Summary of Terms` },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const competitorLoi: Family = {
  id: 'aa-competitor-loi-bullets',
  description: 'A competing hard-money lender\'s LOI: prose opening, bullet list of terms with dashes, signature acceptance.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const addressee = facts.entity ? `${esc(facts.entity.name)}<br>Attn: ${esc(nameWithMiddle(facts))}, ${esc(facts.entity.signatoryTitle)}` : esc(nameWithMiddle(facts));
    s.add('entity_name', 'borrower_first_name', 'borrower_last_name');
    if (facts.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    const bullets: string[] = [
      `<b>Loan Amount:</b> ${s.say(money(l.amount), 'loan_amount')} ${p.arv ? `(not to exceed 70% of ARV of ${money(p.arv)})` : ''}`,
      `<b>Purpose:</b> ${s.say(esc(purposeWord(rng, l.purpose)), 'loan_purpose')} — ${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')}`,
      `<b>Subject Property:</b> ${s.say(`${esc(street(facts, true))}, ${esc(cityLine(facts))}`, 'property_address')} (${s.say(esc(propTypeWord(rng, facts)), 'property_type')})`,
      `<b>Rate:</b> ${s.say(`${l.rate}%`, 'interest_rate')} per annum, interest only`,
      `<b>Term:</b> ${s.say(`${NUMBER_WORDS[l.termMonths] ?? l.termMonths} (${l.termMonths}) months`, 'loan_term')}`,
    ];
    if (l.originationPoints !== undefined) bullets.push(`<b>Lender Fee:</b> ${s.say(`${l.originationPoints} points`, 'origination_points')} due at closing`);
    if (l.brokerPoints !== undefined) bullets.push(`<b>Broker Compensation:</b> ${s.say(`${l.brokerPoints}%`, 'broker_points')} to ${esc(facts.broker.name)}`);
    if (l.docFee !== undefined) bullets.push(`<b>Doc Fee:</b> ${s.say(money(l.docFee), 'loan_doc_fee')}`);
    if (l.processingFee !== undefined) bullets.push(`<b>Underwriting/Processing:</b> ${s.say(money(l.processingFee), 'processing_fee')}`);
    bullets.push(`<b>Prepay:</b> ${s.say(esc(prepayText(rng, facts)), 'prepayment_penalty', 'prepayment_terms')}`);
    bullets.push(`<b>Valuation:</b> As-is ${s.say(money(p.value), 'property_value')} per borrower; appraisal to be ordered by ${esc(facts.appraiser.name)} or another AMC-approved vendor.`);
    if (p.purchasePrice) bullets.push(`<b>Purchase Price:</b> ${money(p.purchasePrice)} per agreement of sale with ${esc(facts.seller.first)} ${esc(facts.seller.last)}`);
    bullets.push(`<b>Anticipated Closing:</b> on or before ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')}`);
    const html = documentHtml({
      title: 'Letter of Intent',
      font: 'serif',
      fontSize: '10pt',
      pages: [`<div style="text-align:center;font:bold 15pt 'DejaVu Sans'">${esc(facts.lender.name.toUpperCase())}</div>
<div class="center small">${esc(facts.lender.address.city)}, ${facts.lender.address.state} · ${anyPhone(rng, facts.lender.contact.phone)}</div><hr>
<p>${d(facts.documentDate, 'long')}</p><p>${addressee}<br>via e-mail</p>
<p>RE: Letter of Intent — ${esc(facts.property.address.street)}</p>
<p>Dear ${esc(facts.borrower.first)},</p>
<p>Thank you for the opportunity. Based on the information provided by your broker, ${esc(facts.broker.contact.first)} ${esc(facts.broker.contact.last)}, we are pleased to outline the terms below on which we would consider financing:</p>
<ul style="list-style:'– '">${bullets.map((b) => `<li style="margin-bottom:3px">${b}</li>`).join('')}</ul>
<p class="small">This letter is an expression of interest only and is not a commitment to lend. It expires in seven (7) days. A $${rng.pick([500, 750, 1000])} good-faith deposit is required to proceed.</p>
<div style="display:flex;justify-content:space-between;margin-top:8px"><div>Sincerely,<br><span class="scrawl">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last[0] ?? '')}.</span><br>${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}<br>Director of Originations</div>
<div>ACCEPTED:<br><span class="sig">${esc(facts.entity ? `${facts.entity.name}, by ${fullName(facts)}` : fullName(facts))}</span><br>Date: ________</div></div>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const commitment: Family = {
  id: 'aa-commitment-letter-two-page',
  description: 'Formal commitment letter, numbered sections, conditions precedent on page 2, acceptance block for borrower and guarantor.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const parties = facts.entity ? `${esc(facts.entity.name)} (“Borrower”), ${esc(entityKind(facts))}, and ${esc(fullName(facts))} (“Guarantor”)` : `${esc(fullName(facts))} (“Borrower”)`;
    s.add('entity_name', 'borrower_first_name', 'borrower_last_name');
    const sec = (n: number, title: string, body: string) => `<p><b>${n}. ${title}.</b> ${body}</p>`;
    const feeBits: string[] = [];
    if (l.originationPoints !== undefined) feeBits.push(`an origination fee equal to ${s.say(`${l.originationPoints}%`, 'origination_points')} of the Loan Amount`);
    if (l.discountPoints !== undefined) feeBits.push(`a discount fee of ${s.say(`${l.discountPoints}%`, 'discount_points')}`);
    if (l.docFee !== undefined) feeBits.push(`a document preparation fee of ${s.say(money(l.docFee), 'loan_doc_fee')}`);
    if (l.adminFee !== undefined) feeBits.push(`an administrative fee of ${s.say(money(l.adminFee), 'admin_fee')}`);
    if (l.processingFee !== undefined) feeBits.push(`a processing fee of ${s.say(money(l.processingFee), 'processing_fee')}`);
    const page1 = `${letterhead({ name: facts.lender.name, color: accent(rng), lines: [esc(`${facts.lender.address.street}, ${facts.lender.address.city}, ${facts.lender.address.state} ${facts.lender.address.zip}`)] })}
<p>${d(facts.documentDate, 'long')}</p>
<p class="b">LOAN COMMITMENT — Loan No. ${s.say(l.loanNumber, 'loan_number')}</p>
<p>${parties}:</p>
<p>${esc(facts.lender.name)} (“Lender”) is pleased to commit to make the loan described below, subject to the terms and conditions of this letter.</p>
${sec(1, 'Loan Amount', `${s.say(money(l.amount, true), 'loan_amount')}, to be secured by a first-lien mortgage on ${s.say(`${esc(street(facts))}, ${esc(cityLine(facts, true))}`, 'property_address')} (the “Property”), a ${s.say(esc(propTypeWord(rng, facts)).toLowerCase(), 'property_type')}.`)}
${sec(2, 'Loan Type', `${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')}.`)}
${sec(3, 'Interest', `Fixed at ${s.say(`${pct(l.rate, 3)}`, 'interest_rate')} per annum, calculated on a 360-day year, payable monthly, interest only.`)}
${sec(4, 'Maturity', `${s.say(`${NUMBER_WORDS[l.termMonths] ?? l.termMonths} (${l.termMonths}) months`, 'loan_term')} from the date of closing.`)}
${sec(5, 'Fees', feeBits.length ? `Borrower shall pay ${feeBits.join('; ')}. Third-party costs (title, appraisal, recording, transfer tax) are for Borrower's account.` : 'Third-party costs only.')}
${sec(6, 'Prepayment', l.prepayment.penalty ? `The Loan may be prepaid subject to the following: ${s.say(esc(l.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : s.say('The Loan may be prepaid in whole or in part without premium or penalty.', 'prepayment_penalty'))}
${sec(7, 'Valuation', `Lender has relied on an as-is value of ${s.say(money(p.value), 'property_value')}${p.arv ? ` and an after-repair value of ${money(p.arv)}` : ''}${p.purchasePrice ? `; purchase price ${money(p.purchasePrice)}` : ''}.`)}`;
    const page2 = `${sec(8, 'Closing', `Closing shall occur on or before ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')} through ${esc(facts.title.name)}, or this commitment shall lapse.`)}
${sec(9, 'Conditions Precedent', 'Lender shall have received, in form satisfactory to Lender: (a) title commitment with no exceptions other than those approved by Lender; (b) survey or survey affidavit; (c) evidence of hazard and liability insurance; (d) flood certification; (e) organizational documents, certificate of good standing and resolutions authorizing the Loan; (f) payoff letter(s) for any existing liens; (g) a clean municipal lien certificate / water and sewer certification.')}
${sec(10, 'Guaranty', facts.entity ? `Payment and performance shall be guaranteed by ${esc(fullName(facts))}.` : 'Not applicable.')}
${sec(11, 'Expiration', 'This commitment must be accepted by signing below and returning it within five (5) business days.')}
<p style="margin-top:14px">${esc(facts.lender.name)}<br>By: <span class="sig">${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}, Senior Vice President</span></p>
<p style="margin-top:14px">ACCEPTED AND AGREED:</p>
${facts.entity
    ? `<p>${esc(facts.entity.name)}<br>By: <span class="sig">${s.say(`${esc(fullName(facts))}, ${esc(facts.entity.signatoryTitle)}`, 'authorized_signatory_name', 'authorized_signatory_title')}</span></p><p>GUARANTOR: <span class="sig">${esc(fullName(facts))}, individually</span></p>`
    : `<p><span class="sig">${esc(fullName(facts))}</span></p>`}`;
    const html = documentHtml({ title: 'Commitment', pages: [page1, page2], fontSize: '10pt', page: { pageNumbers: true, footerLeft: `Commitment — ${l.loanNumber}` } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const quoteOptions: Family = {
  id: 'aa-quote-two-options-elected',
  description: 'A competitor\'s pricing quote with Option A / Option B columns; the borrower elected one, the other is a decoy.',
  formats: ['pdf_text', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const chosenFirst = rng.chance(0.5);
    const altRate = l.rate + rng.pick([0.5, 0.75, 1]);
    const altPoints = Math.max(0.5, (l.originationPoints ?? 2) - 1);
    const altAmount = Math.round(l.amount * 0.9 / 1000) * 1000;
    const chosen = {
      amt: s.say(money(l.amount), 'loan_amount'), rate: s.say(pct(l.rate, 3), 'interest_rate'),
      pts: l.originationPoints !== undefined ? s.say(`${l.originationPoints}`, 'origination_points') : '0',
      term: s.say(`${l.termMonths} mo`, 'loan_term'),
    };
    const alt = { amt: money(altAmount), rate: pct(altRate, 3), pts: `${altPoints}`, term: `${l.termMonths === 12 ? 18 : 12} mo` };
    const [a, b] = chosenFirst ? [chosen, alt] : [alt, chosen];
    const row = (label: string, x: string, y: string) => `<tr><td class="b">${label}</td><td class="right">${x}</td><td class="right">${y}</td></tr>`;
    const html = documentHtml({
      title: 'Quote',
      font: 'sans',
      fontSize: '9.5pt',
      pages: [`<div style="background:#222;color:#fff;padding:8px 12px;font:bold 13pt 'DejaVu Sans'">${esc(facts.lender.name)} · LOAN QUOTE</div>
<p style="margin-top:8px">Quote date ${d(facts.documentDate, 'usUnpadded')} &nbsp;·&nbsp; Prepared by ${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)} (${anyPhone(rng, facts.lender.contact.phone)})</p>
${kvTable([
    ['Borrower', s.say(esc(borrowerDisplay(facts)), ...who(facts))],
    ...(facts.entity ? [['Guarantor', s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')] as [string, string]] : []),
    ['Property', s.say(esc(oneLine(facts, rng)), 'property_address')],
    ['Type / Purpose', `${s.say(esc(propTypeWord(rng, facts)), 'property_type')} / ${s.say(esc(loanTypeWord(rng, l.type)), 'loan_type')}`],
    ['FICO (mid)', s.say(String(facts.borrower.creditScore), 'credit_score')],
    ['Est. value', s.say(money(facts.property.value), 'property_value')],
  ], { labelWidth: '28%' })}
<table class="grid" style="margin-top:12px"><tr><th></th><th class="right">Option A</th><th class="right">Option B</th></tr>
${row('Loan amount', a.amt, b.amt)}${row('Note rate', a.rate, b.rate)}${row('Origination (pts)', a.pts, b.pts)}${row('Term', a.term, b.term)}
<tr><td class="b">Borrower election</td><td class="right">${chosenFirst ? '☒ ELECTED' : '☐'}</td><td class="right">${chosenFirst ? '☐' : '☒ ELECTED'}</td></tr></table>
<p style="margin-top:10px">Closing target: ${s.say(d(l.closingDate, 'abbr'), 'estimated_closing_date')}. ${l.prepayment.penalty ? `Prepay: ${s.say(esc(l.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : s.say('No prepay penalty either option.', 'prepayment_penalty')}</p>
<p class="small">Both options are subject to appraisal, title and full underwriting. Broker: ${esc(facts.broker.name)}. Quote valid 5 days. Rates are not locked.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 5 ------------------------------------------------------------------------------------------------------------
const monoMemo: Family = {
  id: 'aa-indicative-terms-typewriter-memo',
  description: 'An old-school private lender\'s indicative terms typed as a memo in a monospaced font, label dots and short lines.',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const line = (k: string, v: string) => `${(k + ' ').padEnd(24, '.')} ${v}`;
    const lines: string[] = [
      `MEMO / INDICATIVE TERMS           ${d(facts.documentDate, 'us')}`,
      `FROM: ${facts.lender.name.toUpperCase()}`,
      `TO:   ${facts.broker.contact.first} ${facts.broker.contact.last}, ${facts.broker.name}`,
      '',
      line('BORROWER', s.say(borrowerDisplay(facts).toUpperCase(), ...who(facts))),
    ];
    if (facts.entity) lines.push(line('PRINCIPAL/GTR', s.say(`${facts.borrower.last.toUpperCase()}, ${facts.borrower.first.toUpperCase()}`, 'borrower_first_name', 'borrower_last_name')));
    lines.push(
      line('PREMISES', s.say(`${street(facts).toUpperCase()}`, 'property_address')),
      line('', cityLine(facts).toUpperCase()),
      line('USE', s.say(propTypeWord(rng, facts).toUpperCase(), 'property_type')),
      line('LOAN', s.say(`${money(l.amount)} ${loanTypeWord(rng, l.type).toUpperCase()}`, 'loan_amount', 'loan_type')),
      line('VALUE (AS IS)', s.say(money(facts.property.value), 'property_value')),
    );
    if (facts.property.arv) lines.push(line('ARV', money(facts.property.arv)));
    lines.push(
      line('RATE', s.say(`${l.rate} PCT I/O`, 'interest_rate')),
      line('TERM', s.say(`${l.termMonths} MOS`, 'loan_term')),
    );
    if (l.originationPoints !== undefined) lines.push(line('POINTS', s.say(`${l.originationPoints}`, 'origination_points')));
    if (l.docFee !== undefined) lines.push(line('DOC PREP', s.say(money(l.docFee), 'loan_doc_fee')));
    lines.push(line('PPP', s.say(prepayText(rng, facts).toUpperCase(), 'prepayment_penalty', 'prepayment_terms')));
    if (l.exit) lines.push(line('EXIT', s.say(exitWord(rng, l.exit).toUpperCase(), 'exit_strategy')));
    lines.push(line('CLOSE BY', s.say(d(l.closingDate, 'us'), 'estimated_closing_date')), '', 'SUBJ TO: APPRAISAL, TITLE, INSURANCE, SITE VISIT.', 'NOT A COMMITMENT. CALL W/ QUESTIONS.', `-- ${facts.lender.contact.first.toUpperCase()} ${phone(facts.lender.contact.phone, 'dash')}`);
    const html = documentHtml({ title: 'Memo', font: 'mono', fontSize: '10pt', pages: [`<pre style="font-family:inherit;white-space:pre-wrap;margin:0">${lines.map((x) => esc(x)).join('\n')}</pre>`] });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const rentalTerm: Family = {
  id: 'aa-rental-portfolio-term-sheet-sections',
  description: 'Rental lender term sheet in headed sections (Parties / Collateral / Economics / Other) with a DSCR line and rent figures.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const rent = Math.round(p.value * 0.009 / 25) * 25;
    const head = (t: string) => `<div style="background:#e6ecf2;font-weight:bold;padding:3px 6px;margin:10px 0 4px">${t}</div>`;
    const kv = (k: string, v: string) => `<div style="display:flex"><div style="width:38%;color:#444">${k}</div><div style="width:62%">${v}</div></div>`;
    const econ: string[] = [
      kv('Loan amount', s.say(money(l.amount), 'loan_amount')),
      kv('Interest rate', s.say(`${pct(l.rate, 3)} fixed`, 'interest_rate')),
      kv('Amortization / term', s.say(`${l.termMonths === 360 ? '30-yr amortizing, 360 months' : `interest only, ${l.termMonths} months`}`, 'loan_term')),
    ];
    if (l.originationPoints !== undefined) econ.push(kv('Lender origination', s.say(`${l.originationPoints} points`, 'origination_points')));
    if (l.discountPoints !== undefined) econ.push(kv('Discount points (buy-down)', s.say(`${l.discountPoints}`, 'discount_points')));
    if (l.brokerPoints !== undefined) econ.push(kv('Broker points', s.say(`${l.brokerPoints}`, 'broker_points')));
    if (l.adminFee !== undefined) econ.push(kv('Admin fee', s.say(money(l.adminFee), 'admin_fee')));
    if (l.processingFee !== undefined) econ.push(kv('Processing fee', s.say(money(l.processingFee), 'processing_fee')));
    econ.push(kv('Prepayment penalty', s.say(esc(prepayText(rng, facts)), 'prepayment_penalty', 'prepayment_terms')));
    const html = documentHtml({
      title: 'Term Sheet', font: 'sans', fontSize: '9.5pt',
      pages: [`${letterhead({ name: facts.lender.name, color: accent(rng), align: 'right', lines: ['Investor Rental Loans · Purchase · Refinance', anyPhone(rng, facts.lender.contact.phone)] })}
<h2 style="font-size:12pt">Term Sheet — ${esc(loanTypeWord(rng, l.type))}</h2><div class="small">Issued ${d(facts.documentDate, 'abbr')} · File ${s.say(l.loanNumber, 'loan_number')}</div>
${s.say('', 'loan_type')}
${head('PARTIES')}
${kv('Borrower', s.say(esc(borrowerDisplay(facts)), ...who(facts)))}
${facts.entity ? kv('Guarantor / key principal', s.say(esc(fullName(facts)), 'borrower_first_name', 'borrower_last_name')) : ''}
${kv('Credit score (qualifying)', s.say(String(facts.borrower.creditScore), 'credit_score'))}
${kv('Broker', esc(facts.broker.name))}
${head('COLLATERAL')}
${kv('Address', s.say(esc(oneLine(facts, rng)), 'property_address'))}
${kv('Property type', s.say(esc(propTypeWord(rng, facts)), 'property_type'))}
${kv('Estimated value', s.say(money(p.value), 'property_value'))}
${kv('Market rent (est.)', `${money(rent)}/mo`)}
${kv('Purpose', s.say(esc(purposeWord(rng, l.purpose)), 'loan_purpose'))}
${head('ECONOMICS')}
${econ.join('\n')}
${head('OTHER')}
${kv('Estimated closing', s.say(d(l.closingDate, 'long'), 'estimated_closing_date'))}
${kv('Title / settlement', esc(facts.title.name))}
${kv('Reserves', '6 months PITIA at closing')}
<p class="small" style="margin-top:12px">Indicative only. Final terms subject to appraisal, rent schedule, leases, insurance and credit review. DSCR minimum 1.15x.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 7 ------------------------------------------------------------------------------------------------------------
const signedBack: Family = {
  id: 'aa-conditional-approval-signed-back-scan',
  description: 'A one-page conditional approval faxed back signed by the borrower: checkbox loan type row, initialled fee box, scanned.',
  formats: ['pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const types = ['Fix & Flip', 'Bridge Loan', 'Purchase', 'Refinance', 'Cash Out Refi', 'Construction', 'Commercial', 'Second Mortgage', 'Land'];
    s.add('loan_type');
    const feeLines: string[] = [];
    if (l.originationPoints !== undefined) feeLines.push(`Origination ${s.say(`${l.originationPoints}%`, 'origination_points')}`);
    if (l.brokerPoints !== undefined) feeLines.push(`Broker ${s.say(`${l.brokerPoints}%`, 'broker_points')}`);
    if (l.docFee !== undefined) feeLines.push(`Doc prep ${s.say(money(l.docFee), 'loan_doc_fee')}`);
    if (l.adminFee !== undefined) feeLines.push(`Admin ${s.say(money(l.adminFee), 'admin_fee')}`);
    const html = documentHtml({
      title: 'Conditional Approval', font: 'sans', fontSize: '9.5pt',
      pages: [`<div style="font-size:7pt;color:#444">FAX FROM: ${phone(facts.borrower.phone === facts.lender.contact.phone ? facts.lender.contact.phone : facts.lender.contact.phone, 'dash')}  ${d(facts.documentDate, 'short2')}  P.1/1</div>
<h2 style="text-align:center;font-size:13pt;margin-top:6px">CONDITIONAL LOAN APPROVAL</h2>
<div class="center small">${esc(facts.lender.name)}</div>
<table class="grid" style="margin-top:10px">
<tr><td style="width:50%">Borrower<br><b>${s.say(esc(borrowerDisplay(facts)), ...who(facts))}</b></td><td>Loan #<br><b>${s.say(l.loanNumber, 'loan_number')}</b></td></tr>
<tr><td colspan="2">Property<br><b>${s.say(esc(oneLine(facts, rng)), 'property_address')}</b></td></tr>
<tr><td colspan="2">${checkboxes(types, l.type)}</td></tr>
<tr><td>Approved amount<br><b>${s.say(money(l.amount), 'loan_amount')}</b></td><td>Rate / Term<br><b>${s.say(`${l.rate}%`, 'interest_rate')} / ${s.say(`${l.termMonths} months`, 'loan_term')}</b></td></tr>
<tr><td>Fees<br>${feeLines.join(' · ') || 'Per GFE'}</td><td>Close on/before<br><b>${s.say(d(l.closingDate, 'us'), 'estimated_closing_date')}</b></td></tr>
</table>
<p style="margin-top:10px" class="b">Outstanding conditions</p>
<table class="grid small"><tr><th>#</th><th>Condition</th><th>Status</th></tr>
<tr><td>1</td><td>Appraisal / BPO supporting value</td><td>${rng.pick(['Ordered', 'Rec\'d', 'Pending'])}</td></tr>
<tr><td>2</td><td>Title commitment — clear Sch. B-I items (open mortgage, judgment search)</td><td>Pending</td></tr>
<tr><td>3</td><td>Proof of funds to close / bank stmts 2 mos</td><td>Rec'd</td></tr>
<tr><td>4</td><td>Hazard insurance binder, lender as mortgagee</td><td>Pending</td></tr>
<tr><td>5</td><td>${facts.entity ? 'Operating agreement / certificate of formation / EIN' : 'Photo ID'}</td><td>Rec'd</td></tr></table>
<p style="margin-top:16px">Borrower acknowledges the above. <span class="scrawl" style="margin-left:30px">${s.say(`${esc(facts.borrower.first)} ${esc(facts.borrower.last)}`, 'borrower_first_name', 'borrower_last_name')}</span></p>
<p>Signature ____________________________ Date <span class="scrawl" style="font-size:11pt">${d(plusDays(facts.documentDate, 1), 'short2')}</span></p>
<p class="small">Underwriter: ${esc(desk(rng))}. Approval void if not closed by date above.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: s.truth() };
  },
};

// 8 ------------------------------------------------------------------------------------------------------------
const construction: Family = {
  id: 'aa-construction-loi-budget-table',
  description: 'A builder-lender\'s LOI for ground-up / gut rehab: narrative paragraphs plus a sources & uses table with ARV and budget decoys.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const budget = rehabBudget(facts);
    const equity = Math.max(5000, (p.purchasePrice ?? p.value) + budget - l.amount);
    const html = documentHtml({
      title: 'LOI', fontSize: '10pt',
      pages: [`${letterhead({ name: facts.lender.name, color: accent(rng), lines: ['Construction & Rehab Lending', esc(facts.lender.contact.email)] })}
<p style="text-align:right">${d(facts.documentDate, 'long')}</p>
<p><b>Re: ${s.say(esc(street(facts, true)), 'property_address')}, ${esc(cityLine(facts))}</b></p>
<p>${esc(facts.borrower.first)} — as discussed on the phone, here is where we landed on ${s.say(esc(borrowerDisplay(facts)), ...who(facts))}${facts.entity ? s.say(` (guaranteed by ${esc(fullName(facts))})`, 'borrower_first_name', 'borrower_last_name') : ''}'s request. We can offer a ${s.say(esc(loanTypeWord(rng, l.type)).toLowerCase(), 'loan_type')} facility of <b>${s.say(money(l.amount), 'loan_amount')}</b> at <b>${s.say(pct(l.rate, 2), 'interest_rate')}</b>, interest only on funds drawn, for ${s.say(`${l.termMonths} months`, 'loan_term')}.${l.originationPoints !== undefined ? ` Our fee is ${s.say(`${l.originationPoints}`, 'origination_points')} points at closing` : ''}${l.brokerPoints !== undefined ? ` plus ${s.say(`${l.brokerPoints}`, 'broker_points')} points to your broker` : ''}${l.originationPoints !== undefined || l.brokerPoints !== undefined ? '.' : ''}</p>
<p>The site/structure is currently worth about ${s.say(money(p.value), 'property_value')} as-is; completed value per your comps is ${p.arv ? money(p.arv) : 'TBD'}. ${l.exit ? `You told us the plan is: ${s.say(esc(exitWord(rng, l.exit)).toLowerCase(), 'exit_strategy')}.` : ''}</p>
<table class="grid" style="width:70%;margin:8px 0"><tr><th colspan="2">Sources &amp; Uses (estimate)</th></tr>
${p.purchasePrice ? `<tr><td>Acquisition</td><td class="right">${money(p.purchasePrice)}</td></tr>` : ''}
<tr><td>Hard costs (borrower budget)</td><td class="right">${money(budget)}</td></tr>
<tr><td>Lender loan</td><td class="right">(${money(l.amount)})</td></tr>
<tr><td>Borrower equity (approx.)</td><td class="right">${money(equity)}</td></tr></table>
<p>${l.prepayment.penalty ? `Prepayment: ${s.say(esc(l.prepayment.terms ?? ''), 'prepayment_penalty', 'prepayment_terms')}.` : s.say('There is no prepayment penalty.', 'prepayment_penalty')} Draws are funded in arrears after our inspector (${esc(desk(rng))}) signs off; permits must be issued before the first construction draw.</p>
<p>We'd like to settle by ${s.say(d(l.closingDate, 'long'), 'estimated_closing_date')} with ${esc(facts.title.name)}.</p>
<p>Regards,<br>${esc(facts.lender.contact.first)} ${esc(facts.lender.contact.last)}<br>${anyPhone(rng, facts.lender.contact.phone)}</p>
<p class="small muted">Non-binding. Subject to due diligence, plans &amp; specs review, GC approval and final credit committee.</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: s.truth() };
  },
};

export const termFamilies: Family[] = [ownTermSheet, competitorLoi, commitment, quoteOptions, monoMemo, rentalTerm, signedBack, construction];
