// set-ac — what the lender's own desk sends out: term sheets, LOIs, commitment letters, fee worksheets, memos.
import { accent, checkboxes, documentHtml, esc, flow, kvTable, letterhead } from '../../../style';
import type { Family, Rng } from '../../../types';
import {
  Stated, addr, anyDate, chicago, date, entityFull, entityKind, exitWords, feeRows, fullName, loanWords, money, pct,
  phone, prepayFields, prepayHtml, purposeWords, street, termLegal, termText, typeWords, type Local,
} from './common';

function lenderHead(f: Local, rng: Rng, color = accent(rng)): string {
  const L = f.lender;
  return letterhead({ name: L.name, color, mark: rng.chance(0.5) ? L.name.split(' ').map((w) => w[0]).join('').slice(0, 2) : undefined,
    lines: [`${esc(street(L.address))} · ${L.address.city}, IL ${L.address.zip}`, `${phone(L.contact.phone)} · NMLS exempt private lender · Illinois Residential Mortgage License N/A (business purpose only)`] });
}

/** The borrower block for entity or individual, with the principal as guarantor. */
function borrowerRows(d: Stated, f: Local, rng: Rng, opts: { signatory?: boolean; contact?: boolean } = {}): [string, string][] {
  const rows: [string, string][] = [];
  if (f.entity) {
    rows.push([rng.pick(['Borrower', 'Borrowing Entity', 'Borrower (vesting)']), d.s('entity_name', esc(f.entity.name)) + `<span class="muted">, ${esc(entityKind(f))}</span>`]);
    rows.push([rng.pick(['Guarantor', 'Personal Guaranty', 'Principal / Guarantor']), d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))]);
    if (opts.signatory) rows.push(['Signing for Borrower', `${d.s('authorized_signatory_name', esc(fullName(f)))}, ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))}`]);
    if (f.entity.ein && rng.chance(0.5)) rows.push(['Borrower FEIN', d.s('ein', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`)]);
  } else {
    const co = f.coBorrower && rng.chance(0.6) ? ` and ${esc(f.coBorrower.first)} ${esc(f.coBorrower.last)}` : '';
    rows.push([rng.pick(['Borrower', 'Borrower(s)', 'Applicant']), d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, rng.chance(0.3)))) + co]);
  }
  if (opts.contact) {
    rows.push(['Borrower Phone', d.s('borrower_phone', phone(f.borrower.phone, rng.pick(['paren', 'dash', 'dot'] as const)))]);
    rows.push(['Borrower E-mail', d.s('borrower_email', esc(f.borrower.email))]);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------

const boxedTermSheet: Family = {
  id: 'ac-lender-term-sheet-boxed',
  description: 'Chicago private lender: non-binding term sheet in bordered boxes, label printed small above each value.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const box = (label: string, value: string, span = 1) => `<td colspan="${span}"><div class="lab">${label}</div><div class="val">${value}</div></td>`;
    const br = borrowerRows(d, f, rng);
    const cells: string[] = br.map(([k, v]) => box(k, v, br.length === 1 ? 2 : 1));
    cells.push(box('Subject Property', d.s('property_address', esc(addr(f.property.address))), 2));
    cells.push(box('Property Type', d.s('property_type', esc(typeWords(f, rng)))));
    cells.push(box('As-Is Value', d.s('property_value', money(f.property.value))));
    if (f.property.purchasePrice) cells.push(box('Contract Price', money(f.property.purchasePrice)));
    if (f.property.arv) cells.push(box('After-Repair Value (not used for sizing)', money(f.property.arv)));
    cells.push(box('Loan Amount', d.s('loan_amount', money(L.amount, rng.chance(0.5)))));
    cells.push(box('Program', d.s('loan_type', esc(loanWords(f, rng)))));
    const pw = purposeWords(f, rng);
    if (pw && rng.chance(0.6)) cells.push(box('Purpose', d.s('loan_purpose', pw)));
    cells.push(box('Note Rate', d.s('interest_rate', `${pct(L.rate)} fixed, interest only`)));
    cells.push(box('Term', d.s('loan_term', termText(L.termMonths, rng))));
    for (const [k, v, field] of feeRows(f, { orig: 'Origination', disc: 'Discount Points', brok: 'Broker Fee (paid at close)', doc: 'Doc Prep Fee', admin: 'Admin Fee', proc: 'Processing' })) cells.push(box(k, d.s(field, v)));
    cells.push(box('Prepayment', d.s(prepayFields(f), prepayHtml(f, rng))));
    const ex = exitWords(f, rng);
    if (ex) cells.push(box('Exit', d.s('exit_strategy', esc(ex))));
    cells.push(box('Target Closing', d.s('estimated_closing_date', anyDate(rng, L.closingDate))));
    cells.push(box('Loan #', d.s('loan_number', L.loanNumber)));
    cells.push(box('Title', `${esc(f.title.name)} — ${phone(f.title.contact.phone)}`));
    const rows: string[] = [];
    let row: string[] = [];
    let used = 0;
    for (const c of cells) {
      const span = c.includes('colspan="2"') ? 2 : 1;
      if (used + span > 2) { rows.push(`<tr>${row.join('')}</tr>`); row = []; used = 0; }
      row.push(c);
      used += span;
    }
    if (row.length) rows.push(`<tr>${row.join('')}${used === 1 ? '<td></td>' : ''}</tr>`);
    const html = documentHtml({
      title: 'Term Sheet', font: 'sans', fontSize: '9pt',
      css: '.bx{width:100%;border-collapse:collapse}.bx td{border:1.2px solid #333;padding:3px 6px 5px;width:50%;vertical-align:top}.lab{font-size:6.5pt;text-transform:uppercase;color:#555;letter-spacing:.4px}.val{font-size:10pt;font-weight:bold}',
      pages: [`${lenderHead(f, rng)}<h2 style="font-size:13pt;margin-bottom:4px">SUMMARY OF TERMS</h2><p class="small">Dated ${date(f.documentDate, 'long')}. Indicative only; subject to appraisal, title, Cook County tax search and the lender's underwriting. Not a commitment to lend.</p>
<table class="bx">${rows.join('')}</table>
<p class="small" style="margin-top:10px">Borrower pays lender's attorney, title charges, recording, water certification and any City of Chicago transfer stamps allocated by the contract. Property taxes to be current through the first installment.</p>
<p style="margin-top:14px">Accepted: <span class="sig">&nbsp;</span></p>`],
      page: { footerLeft: `${esc(f.lender.name)} · TS-${L.loanNumber}` },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const loiLetter: Family = {
  id: 'ac-lender-loi-prose-letter',
  description: 'Originations head writes a signed letter of intent in paragraphs: the terms are in sentences, not a table.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const who = f.entity
      ? `${d.s('entity_name', esc(f.entity.name))}, ${esc(entityKind(f))} (the “Borrower”), with ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))} as personal guarantor`
      : `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))} (the “Borrower”)`;
    const greet = rng.pick([`Dear ${esc(b.first)},`, `Dear ${rng.pick(['Mr.', 'Ms.'])} ${esc(b.last)}:`, `${esc(b.first)} —`]);
    const fees = feeRows(f, { orig: 'an origination fee of', disc: 'discount points of', brok: 'a broker fee to your broker of', doc: 'a document preparation fee of', admin: 'an administration fee of', proc: 'a processing fee of' })
      .map(([k, v, field]) => `${k} ${d.s(field, v.endsWith('%') ? `${v} of the loan amount` : v)}`);
    const pw = purposeWords(f, rng);
    const ex = exitWords(f, rng);
    const paras = [
      `<p>${date(f.documentDate, 'long')}</p>`,
      `<p>${who}<br>Via e-mail: ${d.s('borrower_email', esc(b.email))}</p>`,
      `<p><b>Re: Letter of Intent — ${d.s('property_address', esc(addr(f.property.address, rng.chance(0.4))))}</b></p>`,
      `<p>${greet}</p>`,
      `<p>Thank you for the chance to look at this one. I walked the building with your contractor last week and we would like to move forward. ${esc(f.lender.name)} (“Lender”) is prepared to offer a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase().replace(/ loan$/, ''))} loan of ${d.s('loan_amount', money(L.amount))} secured by a first mortgage on the ${d.s('property_type', esc(typeWords(f, rng)))} at the address above${f.hood ? ` in ${f.hood}` : ''}.${pw ? ` The purpose of the loan is ${d.s('loan_purpose', pw.toLowerCase())}.` : ''}</p>`,
      `<p>We are relying on an as-is value of ${d.s('property_value', money(f.property.value))}${f.property.purchasePrice ? `; your contract price is ${money(f.property.purchasePrice)}` : ''}${f.property.arv ? ` and your projected after-repair value is ${money(f.property.arv)}, which we have not lent against` : ''}. The loan will carry interest at ${d.s('interest_rate', pct(L.rate))} per annum, interest only, payable monthly, for a term of ${d.s('loan_term', termLegal(L.termMonths))}.</p>`,
      fees.length ? `<p>At closing you will pay ${fees.join(', ')}. Title, recording and the lender's attorney are billed at cost.</p>` : '',
      `<p>${L.prepayment.penalty ? `The loan has a prepayment premium: ${d.s(prepayFields(f), `<span style="white-space:nowrap">${esc(L.prepayment.terms ?? '')}</span>`)}.` : d.s(prepayFields(f), 'There is no prepayment penalty; you may pay the loan off at any time.')}${ex ? ` You told us the plan is: ${d.s('exit_strategy', esc(ex).toLowerCase())}.` : ''}</p>`,
      `<p>We are targeting a closing on or before ${d.s('estimated_closing_date', date(L.closingDate, 'long'))} at ${esc(f.title.name)}. Attorney review on your purchase contract should be finished before we order the appraisal. Please sign below and return by e-mail; this letter is not a commitment and expires in ten days.</p>`,
      `<p>Sincerely,</p><p style="margin-top:26px"><span class="scrawl">${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</span><br>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Head of Originations<br>${esc(f.lender.name)} · ${phone(f.lender.contact.phone)}</p>`,
      `<p style="margin-top:20px">Acknowledged and agreed: <span class="sig">${f.entity ? `${esc(f.entity.name)}, by its ${esc(f.entity.signatoryTitle)}` : 'Borrower'}</span></p>`,
    ];
    const html = documentHtml({ title: 'Letter of Intent', pages: flow([lenderHead(f, rng), ...paras.filter(Boolean)], { charsPerLine: 95, linesPerPage: 46 }), font: 'serif', fontSize: '10.5pt' });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

const commitment: Family = {
  id: 'ac-lender-conditional-commitment',
  description: 'Conditional loan commitment: numbered terms, then a long list of Chicago closing conditions (water cert, zoning, attorney review).',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const terms: [string, string][] = [
      ...borrowerRows(d, f, rng, { signatory: rng.chance(0.6) }),
      ['Mortgaged Premises', `${d.s('property_address', esc(addr(f.property.address)))}; PIN ${f.pin}`],
      ['Improvements', d.s('property_type', esc(typeWords(f, rng)))],
      ['Principal Amount', d.s('loan_amount', money(L.amount, true))],
      ['Loan Program', d.s('loan_type', esc(loanWords(f, rng)))],
      ['Interest Rate', d.s('interest_rate', `${pct(L.rate)} per annum, fixed`)],
      ['Maturity', d.s('loan_term', termLegal(L.termMonths)) + ' from the date of closing'],
      ['Appraised Value (as-is)', d.s('property_value', money(f.property.value))],
      ...feeRows(f, { orig: 'Lender Origination Fee', disc: 'Discount', brok: 'Broker Compensation', doc: 'Document Fee', admin: 'Administrative Fee', proc: 'Processing Fee' }).map(([k, v, fl]) => [k, d.s(fl, v)] as [string, string]),
      ['Prepayment', d.s(prepayFields(f), prepayHtml(f, rng))],
      ['Closing', `On or before ${d.s('estimated_closing_date', date(L.closingDate, rng.pick(['long', 'us'] as const)))}`],
      ['Loan Number', d.s('loan_number', L.loanNumber)],
    ];
    const conds = [
      'Satisfactory appraisal ordered by Lender through its AMC; Borrower may not supply its own appraisal.',
      `Title commitment from ${esc(f.title.name)} with extended coverage; Lender's policy in the amount of ${money(L.amount * 1.25)}.`,
      'Full water certification (City of Chicago Department of Finance) or municipal equivalent; final water bill paid at closing.',
      'Cook County property taxes paid through the most recent installment; no sold taxes or forfeitures.',
      'Zoning certification or letter showing the legal unit count; no illegal garden or attic units will be counted.',
      'Completion of attorney review on the purchase contract, if a purchase; a copy of the final attorney review letter.',
      'Evidence of hazard insurance naming Lender as mortgagee and loss payee; builder\'s risk during rehab.',
      'Operating agreement, articles and certificate of good standing for any entity borrower.',
    ];
    const html = documentHtml({
      title: 'Commitment', font: 'serif', fontSize: '9.5pt',
      css: '.grid td.k{font-weight:bold;background:#f3f3f3}',
      pages: flow([
        lenderHead(f, rng),
        `<h2 style="text-align:center;font-size:14pt">CONDITIONAL COMMITMENT LETTER</h2>`,
        `<p>${date(f.documentDate, 'long')}</p><p>${esc(f.lender.name)} (“Lender”) commits to make the loan described below, subject to the conditions in Part II.</p>`,
        { html: `<h3>Part I — Terms</h3>${kvTable(terms)}`, lines: terms.length * 1.6 + 2 },
        { html: `<h3 style="margin-top:10px">Part II — Conditions Precedent</h3><ol>${conds.map((c) => `<li>${c}</li>`).join('')}</ol>`, lines: conds.length * 2.2 + 2 },
        `<p>This commitment expires if the loan has not closed by the closing date above unless Lender extends it in writing.</p><p>${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, ${esc(f.lender.name)}</p>`,
      ], { charsPerLine: 100, linesPerPage: 44 }),
      page: { pageNumbers: true, footerLeft: `Commitment ${L.loanNumber}` },
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const valueFirst: Family = {
  id: 'ac-lender-quote-value-first',
  description: 'Quick quote printed from the pricing desk: each line is the value first, then a dash and what it is.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const lines: string[] = [];
    const line = (value: string, label: string) => lines.push(`<div class="ln"><span class="v">${value}</span> <span class="l">— ${label}</span></div>`);
    if (f.entity) {
      line(d.s('entity_name', esc(f.entity.name)), 'borrowing entity');
      line(d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f))), 'guarantor');
    } else line(d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f))), 'borrower');
    line(d.s('property_address', esc(addr(f.property.address))), 'collateral');
    line(d.s('loan_amount', money(L.amount)), 'loan amount requested');
    line(d.s('property_value', money(f.property.value)), 'value (BPO / as-is)');
    if (f.property.purchasePrice) line(money(f.property.purchasePrice), 'purchase price');
    line(d.s('interest_rate', pct(L.rate)), 'rate');
    line(d.s('loan_term', `${L.termMonths} mos`), 'term');
    for (const [k, v, field] of feeRows(f, { orig: 'orig', brok: 'broker pts', doc: 'doc fee', proc: 'processing', admin: 'admin', disc: 'discount pts' })) line(d.s(field, v), k);
    line(d.s('loan_type', esc(loanWords(f, rng))), 'program');
    line(d.s('estimated_closing_date', date(L.closingDate, 'short')), 'est. close');
    const html = documentHtml({
      title: 'Quote', font: 'mono', fontSize: '10pt',
      css: '.ln{padding:3px 0;border-bottom:1px dotted #999}.v{font-weight:bold}.l{color:#444}',
      pages: [`<div style="font-size:12pt;font-weight:bold">${esc(f.lender.name)} — PRICING DESK QUICK QUOTE</div><div class="small">Run ${date(f.documentDate, 'us')} by ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last[0] ?? '')}. Quote good 7 days. Rates float until lock.</div><hr>${lines.join('')}<p class="small" style="margin-top:12px">Int-only, 1st lien. Max 75% LTV as-is / 70% ARV on rehabs. No owner-occupied loans.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const loiBilingual: Family = {
  id: 'ac-lender-loi-bilingual',
  description: 'LOI with bilingual headings (Polish, Spanish or Ukrainian under the English) for the borrower who reads both.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const lang = f.lang === 'en' ? rng.pick(['pl', 'es', 'uk'] as const) : f.lang;
    const T: Record<string, Record<string, string>> = {
      pl: { b: 'Kredytobiorca', g: 'Poręczyciel', p: 'Nieruchomość', a: 'Kwota pożyczki', v: 'Wartość obecna', r: 'Oprocentowanie', t: 'Okres', c: 'Data zamknięcia', f: 'Opłaty', pp: 'Kara za wcześniejszą spłatę', ty: 'Rodzaj pożyczki', h: 'List intencyjny' },
      es: { b: 'Prestatario', g: 'Garante', p: 'Propiedad', a: 'Monto del préstamo', v: 'Valor actual', r: 'Tasa de interés', t: 'Plazo', c: 'Fecha de cierre', f: 'Cargos', pp: 'Penalidad por pago anticipado', ty: 'Tipo de préstamo', h: 'Carta de intención' },
      uk: { b: 'Позичальник', g: 'Поручитель', p: 'Нерухомість', a: 'Сума позики', v: 'Поточна вартість', r: 'Відсоткова ставка', t: 'Термін', c: 'Дата закриття', f: 'Комісії', pp: 'Штраф за дострокове погашення', ty: 'Тип позики', h: 'Лист про наміри' },
    };
    const t = T[lang] as Record<string, string>;
    const lab = (en: string, k: string) => `<b>${en}</b><br><i class="muted">${t[k]}</i>`;
    const rows: [string, string][] = [];
    if (f.entity) {
      rows.push([lab('Borrower', 'b'), `${d.s('entity_name', esc(entityFull(f)))}`]);
      rows.push([lab('Guarantor', 'g'), d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))]);
    } else rows.push([lab('Borrower', 'b'), d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f, true)))]);
    rows.push([lab('Property', 'p'), `${d.s('property_address', esc(addr(f.property.address)))} (${d.s('property_type', esc(typeWords(f, rng)))})`]);
    rows.push([lab('Loan type', 'ty'), d.s('loan_type', esc(loanWords(f, rng)))]);
    rows.push([lab('Loan amount', 'a'), d.s('loan_amount', money(L.amount))]);
    rows.push([lab('Current value', 'v'), d.s('property_value', money(f.property.value))]);
    rows.push([lab('Interest rate', 'r'), d.s('interest_rate', pct(L.rate))]);
    rows.push([lab('Term', 't'), d.s('loan_term', `${L.termMonths} months`)]);
    const fees = feeRows(f, { orig: 'Origination', brok: 'Broker', doc: 'Doc fee', proc: 'Processing', admin: 'Admin', disc: 'Discount' });
    if (fees.length) rows.push([lab('Fees', 'f'), fees.map(([k, v, fl]) => `${k}: ${d.s(fl, v)}`).join('<br>')]);
    rows.push([lab('Prepayment penalty', 'pp'), d.s(prepayFields(f), prepayHtml(f, rng))]);
    rows.push([lab('Closing date', 'c'), d.s('estimated_closing_date', date(L.closingDate, 'us'))]);
    const html = documentHtml({
      title: 'LOI', font: 'sans', fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}<h2>LETTER OF INTENT <span class="muted" style="font-size:10pt">/ ${t.h}</span></h2><p class="small">${date(f.documentDate, 'long')} · The English text controls. Tłumaczenie / Traducción / Переклад for convenience only.</p>${kvTable(rows, { labelWidth: '30%' })}
<p style="margin-top:10px">This letter is not a commitment. Borrower's broker: ${esc(f.broker.name)}, ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${phone(f.broker.contact.phone)}.</p><p>Borrower signature / Podpis / Firma / Підпис: <span class="sig">&nbsp;</span></p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

const feeWorksheet: Family = {
  id: 'ac-lender-closing-cost-worksheet',
  description: 'Estimated closing cost worksheet: lender fees mixed with title, recording, Chicago/Cook transfer tax and attorney lines.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const lines: [string, string, string][] = [];
    const origAmt = (p: number) => money(Math.round(p * L.amount) / 100, true);
    if (L.originationPoints !== undefined) lines.push(['801', `Origination charge (${d.s('origination_points', `${L.originationPoints}%`)})`, origAmt(L.originationPoints)]);
    if (L.discountPoints !== undefined) lines.push(['802', `Discount points (${d.s('discount_points', `${L.discountPoints}%`)})`, origAmt(L.discountPoints)]);
    if (L.brokerPoints !== undefined) lines.push(['803', `Mortgage broker fee to ${esc(f.broker.name)} (${d.s('broker_points', `${L.brokerPoints}%`)})`, origAmt(L.brokerPoints)]);
    if (L.docFee !== undefined) lines.push(['804', 'Loan document preparation', d.s('loan_doc_fee', money(L.docFee, true))]);
    if (L.processingFee !== undefined) lines.push(['805', 'Processing fee', d.s('processing_fee', money(L.processingFee, true))]);
    if (L.adminFee !== undefined) lines.push(['806', 'Administration / funding fee', d.s('admin_fee', money(L.adminFee, true))]);
    lines.push(['807', `Appraisal (${esc(f.appraiser.name)})`, money(rng.pick([650, 750, 850, 950]), true)]);
    lines.push(['1101', `Title — lender's policy, ${esc(f.title.name)}`, money(rng.int(9, 22) * 100 + 75, true)]);
    lines.push(['1102', 'Closing protection letter', '$50.00']);
    lines.push(['1201', 'Recording — mortgage and assignment of rents', money(rng.pick([107, 142, 168]), true)]);
    lines.push(['1202', `${f.county} County transfer / water certification fee`, money(rng.pick([75, 90, 125]), true)]);
    lines.push(['1301', `Lender's attorney (${esc(f.attorney.firm)})`, money(rng.pick([850, 950, 1150]), true)]);
    const head: [string, string][] = [
      ...borrowerRows(d, f, rng),
      ['Property', d.s('property_address', esc(addr(f.property.address)))],
      ['Loan amount', d.s('loan_amount', money(L.amount, true))],
      ['Rate / term', `${d.s('interest_rate', pct(L.rate))} / ${d.s('loan_term', `${L.termMonths} months`)}`],
      ['Estimated closing', d.s('estimated_closing_date', date(L.closingDate, 'us'))],
      ['Loan no.', d.s('loan_number', L.loanNumber)],
    ];
    const html = documentHtml({
      title: 'Closing cost worksheet', font: 'condensed', fontSize: '9pt',
      pages: [`${lenderHead(f, rng)}<h2 style="font-size:12pt">ESTIMATED CLOSING COSTS — BUSINESS PURPOSE LOAN</h2><p class="small">Prepared ${date(f.documentDate, 'abbr')}. Estimates; final figures on the settlement statement from title.</p>${kvTable(head, { labelWidth: '25%' })}
<table class="grid" style="margin-top:10px"><tr><th style="width:10%">Line</th><th>Description</th><th class="right" style="width:22%">Amount</th></tr>${lines.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td class="right">${c}</td></tr>`).join('')}</table>
<p class="small" style="margin-top:8px">City of Chicago real property transfer tax and CTA portion are paid per the purchase contract and are not lender charges.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const creditMemo: Family = {
  id: 'ac-lender-credit-memo',
  description: 'Internal credit memo to the loan committee: narrative deal summary with the numbers and the risks, signed by the originator.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const who = f.entity
      ? `${d.s('entity_name', esc(f.entity.name))} (${esc(entityKind(f))}), managed by ${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, who signs as ${d.s('authorized_signatory_title', esc(f.entity.signatoryTitle))} and guarantees${d.s('authorized_signatory_name', '')}`
      : `${d.s(['borrower_first_name', 'borrower_last_name'], esc(fullName(f)))}, individually`;
    const paras = [
      `<table style="width:100%;font-size:9pt"><tr><td><b>TO:</b> Loan Committee</td><td><b>FROM:</b> ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}</td><td><b>DATE:</b> ${date(f.documentDate, 'us')}</td></tr><tr><td colspan="3"><b>RE:</b> Loan ${d.s('loan_number', L.loanNumber)} — ${d.s('property_address', esc(addr(f.property.address)))}</td></tr></table><hr>`,
      `<h3>1. Request</h3><p>${who} requests ${d.s('loan_amount', money(L.amount))} as a ${d.s('loan_type', esc(loanWords(f, rng)).toLowerCase())} on a ${d.s('property_type', esc(typeWords(f, rng)))}${f.hood ? ` in ${f.hood}` : ` in ${f.property.address.city}`}. Requested term ${d.s('loan_term', `${L.termMonths} months`)} at ${d.s('interest_rate', pct(L.rate))}.</p>`,
      `<h3>2. Collateral</h3><p>Our appraiser (${esc(f.appraiser.name)}) came in at ${d.s('property_value', money(f.property.value))} as-is.${f.property.purchasePrice ? ` Contract price ${money(f.property.purchasePrice)}.` : ''}${f.property.arv ? ` ARV ${money(f.property.arv)} — not underwritten.` : ''} ${f.property.yearBuilt ? `Built ${f.property.yearBuilt}; ` : ''}PIN ${f.pin}. Taxes current; water bill verified with the city.</p>`,
      `<h3>3. Sponsor</h3><p>${esc(b.first)} has owned and managed rentals on the ${rng.pick(['Northwest', 'Southwest', 'North'])} Side for ${rng.int(4, 18)} years. Mid-score ${d.s('credit_score', String(b.creditScore))}. ${f.lang !== 'en' ? `Primary language ${{ pl: 'Polish', es: 'Spanish', uk: 'Ukrainian' }[f.lang]}; broker translates.` : ''}</p>`,
      `<h3>4. Exit and pricing</h3><p>${f.loan.exit ? `Exit: ${d.s('exit_strategy', esc(exitWords(f, rng) ?? ''))}. ` : ''}${feeRows(f, { orig: 'Origination', brok: 'broker', disc: 'discount', doc: 'doc fee', proc: 'processing', admin: 'admin' }).map(([k, v, fl]) => `${k} ${d.s(fl, v)}`).join('; ')}. Prepay: ${d.s(prepayFields(f), prepayHtml(f, rng))}. Target close ${d.s('estimated_closing_date', date(L.closingDate, 'long'))}.</p>`,
      `<h3>5. Recommendation</h3><p>Approve as presented. Risks: the ${rng.pick(['garden unit is not on the zoning certificate', 'roof is near end of life', 'rent roll has one month-to-month tenant', 'building has an open water-meter violation'])}; condition it.</p>`,
    ];
    const html = documentHtml({ title: 'Credit memo', font: 'sans', fontSize: '9.5pt', pages: flow(paras, { charsPerLine: 100, linesPerPage: 52 }), page: { footerLeft: 'CONFIDENTIAL — internal' } });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const gardenConstruction: Family = {
  id: 'ac-lender-garden-unit-construction-terms',
  description: 'Term sheet for a garden-unit conversion / rehab with a draw schedule table; the loan amount sits beside holdback figures.',
  formats: ['pdf_text'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const initial = Math.round(L.amount * 0.7 / 1000) * 1000;
    const holdback = L.amount - initial;
    const draws = [['Draw 1', 'Demo, excavation/underpinning, egress windows', 0.3], ['Draw 2', 'Rough plumbing, electric, HVAC; inspections', 0.35], ['Draw 3', 'Drywall, kitchen, bath, flooring; certificate of occupancy', 0.35]] as const;
    const rows: [string, string][] = [
      ...borrowerRows(d, f, rng, { contact: rng.chance(0.5) }),
      ['Property', `${d.s('property_address', esc(addr(f.property.address)))}<br>${d.s('property_type', esc(typeWords(f, rng)))} — add ${rng.pick(['a legal garden unit', 'a duplexed garden unit', 'two basement units'])} under the ADU ordinance`],
      ['Total Loan Amount', `${d.s('loan_amount', money(L.amount))} (initial advance ${money(initial)}, construction holdback ${money(holdback)})`],
      ['Program', d.s('loan_type', esc(loanWords(f, rng)))],
      ['As-Is Value', d.s('property_value', money(f.property.value))],
      ...(f.property.arv ? [['As-Completed Value', money(f.property.arv)] as [string, string]] : []),
      ['Rate', `${d.s('interest_rate', pct(L.rate))}, interest on disbursed funds only`],
      ['Term', d.s('loan_term', termText(L.termMonths, rng))],
      ...feeRows(f, { orig: 'Origination', brok: 'Broker', doc: 'Doc prep', proc: 'Processing', admin: 'Draw admin', disc: 'Discount' }).map(([k, v, fl]) => [k, d.s(fl, v)] as [string, string]),
      ['Prepayment', d.s(prepayFields(f), prepayHtml(f, rng))],
      ...(L.exit ? [['Exit', d.s('exit_strategy', esc(exitWords(f, rng) ?? ''))] as [string, string]] : []),
      ['Estimated Close', d.s('estimated_closing_date', date(L.closingDate, 'abbr'))],
    ];
    const html = documentHtml({
      title: 'Construction terms', font: 'sans', fontSize: '8.8pt',
      pages: [`${lenderHead(f, rng)}<h2 style="font-size:12pt">REHAB / CONVERSION LOAN — INDICATIVE TERMS</h2><p class="small">${date(f.documentDate, 'long')} · Permits by a licensed GC; City of Chicago DOB permit required before Draw 1.</p>${kvTable(rows)}
<h3 style="margin-top:8px;font-size:10pt">Draw schedule (holdback)</h3><table class="grid"><tr><th>Draw</th><th>Scope</th><th class="right">Amount</th></tr>${draws.map(([a, b, p]) => `<tr><td>${a}</td><td>${b}</td><td class="right">${money(Math.round(holdback * p))}</td></tr>`).join('')}</table>
<p class="small">Inspections by lender's inspector, $${rng.pick([175, 200, 225])} each, paid from the draw.</p>`],
    });
    return { kind: 'html', documentType: 'Term Sheet', html, truth: d.truth() };
  },
};

const mixedUseLoi: Family = {
  id: 'ac-lender-mixed-use-strip-loi',
  description: 'LOI for a storefront-with-apartments building on a commercial strip; rents and tenants as distractors, checkbox rows for recourse.',
  formats: ['pdf_text', 'pdf_scanned'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const tenants = [['Ground floor', rng.pick(['taqueria', 'panaderia', 'Polish deli', 'barber shop', 'tax preparer', 'currency exchange']), rng.int(18, 35) * 100], ['2nd floor front', 'residential', rng.int(12, 19) * 100], ['2nd floor rear', 'residential', rng.int(11, 17) * 100]] as const;
    const rows: [string, string][] = [
      ...borrowerRows(d, f, rng, { signatory: true }),
      ['Collateral', `${d.s('property_address', esc(addr(f.property.address)))}`],
      ['Property type', d.s('property_type', esc(typeWords(f, rng)))],
      ['Loan amount', d.s('loan_amount', money(L.amount))],
      ['Loan type', d.s('loan_type', esc(loanWords(f, rng)))],
      ['Estimated value', d.s('property_value', money(f.property.value))],
      ['Rate', d.s('interest_rate', `${pct(L.rate)} fixed`)],
      ['Term', d.s('loan_term', termLegal(L.termMonths))],
      ['Recourse', checkboxes(['Full recourse', 'Non-recourse w/ carve-outs'], 'Full recourse')],
      ['Amortization', checkboxes(['Interest only', '25-yr', '30-yr'], 'Interest only')],
      ['Prepayment', d.s(prepayFields(f), prepayHtml(f, rng))],
      ['Closing', d.s('estimated_closing_date', date(L.closingDate, 'long'))],
    ];
    const html = documentHtml({
      title: 'LOI', font: 'serif', fontSize: '9.5pt',
      pages: [`${lenderHead(f, rng)}<h2 style="text-align:center">LETTER OF INTENT — COMMERCIAL STRIP PROPERTY</h2><p>${date(f.documentDate, 'long')}</p>${kvTable(rows)}
${['Mixed Use', 'Retail', 'Office'].includes(f.property.type) ? '' : '<!--'}<h3 style="margin-top:8px;font-size:10pt">Rent roll as provided by broker (${esc(f.broker.name)})</h3><table class="grid"><tr><th>Space</th><th>Use</th><th class="right">Rent / mo</th></tr>${tenants.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td class="right">${money(c)}</td></tr>`).join('')}</table>${['Mixed Use', 'Retail', 'Office'].includes(f.property.type) ? '' : '-->'}
<p class="small" style="margin-top:8px">Subject to Phase I if any prior dry cleaner or gas station use. Not a commitment.</p>`],
    });
    return { kind: 'html', documentType: 'Letter of Intent', html, truth: d.truth() };
  },
};

export const lenderFamilies: Family[] = [boxedTermSheet, loiLetter, commitment, valueFirst, loiBilingual, feeWorksheet, creditMemo, gardenConstruction, mixedUseLoi];
