// set-j families written as lenders write them: term sheets and letters of intent.
import { accent, letterhead } from '../../../style';
import type { DealFacts, Family, Rng } from '../../../types';
import {
  boxes, bullets, colonLines, dLong, esc, fieldsOf, grid, html, htmlOut, item, items, leaders, money,
  sectionTitle, sig, stacked, type Item, type Key,
} from './kit';

const MIXED = ['pdf_text', 'pdf_scanned', 'image'] as const;
const MULTI = ['pdf_text', 'pdf_scanned'] as const;

function lenderHead(f: DealFacts, rng: Rng, align: 'left' | 'center' = 'left'): string {
  const l = f.lender;
  return letterhead({ name: l.name, color: accent(rng), align, lines: [`${esc(l.address.street)}, ${esc(l.address.city)}, ${l.address.state} ${l.address.zip}`, `${esc(l.contact.email)} · ${l.contact.phone.replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`] });
}
const DISCLAIMER = 'This term sheet is for discussion purposes only and does not constitute a commitment to lend. Any loan is subject to satisfactory underwriting, appraisal, title, insurance and final credit approval. Terms are subject to change.';

const tsGrid: Family = {
  id: 'setj-ts-summary-grid',
  description: 'Lender term sheet: letterhead, "Summary of Terms" label/value table in three sections, fee schedule, disclaimer',
  formats: MIXED,
  make(f, rng) {
    const who = items(f, rng, [['borrower', 'Borrower'], ...(f.entity ? [['guarantor', 'Guarantor(s)']] as [Key, string][] : []), ['fico', 'Qualifying FICO']]);
    const prop = items(f, rng, [['address', 'Subject Property'], ['ptype', 'Collateral Type'], ['value', 'As-Is Value'], ['arv', 'After-Repair Value'], ['price', 'Contract Price']]);
    const loan = items(f, rng, [['amount', 'Loan Amount'], ['ltype', 'Program'], ['term', 'Term'], ['rate', 'Note Rate'], ['orig', 'Origination Fee'], ['bpts', 'Broker Fee'], ['doc', 'Document Prep Fee'], ['proc', 'Processing Fee'], ['prepay', 'Prepayment'], ['close', 'Target Closing']]);
    const body = `${lenderHead(f, rng)}<h2 style="text-align:center;margin:4px 0 10px">SUMMARY OF TERMS</h2>
<p>Date: ${dLong(f.documentDate)}</p>${sectionTitle('Parties')}${grid(who)}${sectionTitle('Collateral')}${grid(prop)}${sectionTitle('Loan Terms')}${grid(loan)}
<p class="small" style="margin-top:12px">${DISCLAIMER} Third-party costs (appraisal, title, recording) are paid by Borrower at closing to ${esc(f.title.name)} or as invoiced.</p>`;
    return htmlOut('Term Sheet', f, html('Summary of Terms', [body], { font: 'sans', fontSize: '9.5pt' }), fieldsOf(who, prop, loan));
  },
};

const tsBoxes: Family = {
  id: 'setj-ts-indicative-boxes',
  description: 'Lender indicative term sheet printed as a box form, label above value, three boxes per row',
  formats: MIXED,
  make(f, rng) {
    const its = items(f, rng, [
      ['borrower', 'Borrowing Entity / Borrower'], ['signer', 'Signing Member'], ['signerTitle', 'Title'], ['loanNo', 'Lender Ref #'],
      ['address', 'Property'], ['ptype', 'Asset Class'], ['value', 'Estimated Value (as-is)'], ['amount', 'Requested Loan'], ['ltype', 'Loan Product'],
      ['purpose', 'Purpose'], ['rate', 'Interest Rate'], ['term', 'Maturity'], ['orig', 'Lender Points'], ['disc', 'Rate Buydown Points'],
      ['admin', 'Admin / Underwriting'], ['doc', 'Doc Fee'], ['prepay', 'Prepayment Penalty'], ['exit', 'Exit'],
    ], true);
    const body = `${lenderHead(f, rng, 'center')}<h2 style="font-family:'DejaVu Sans';font-size:13pt;margin-bottom:8px">INDICATIVE TERM SHEET</h2>
${boxes(its, 3)}<p class="small" style="margin-top:10px">Prepared by ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Loan Officer, on ${dLong(f.documentDate)}. Sample pricing for a $250,000 loan at 65% LTV is available on request and is not this quote. ${DISCLAIMER}</p>`;
    return htmlOut('Term Sheet', f, html('Indicative Term Sheet', [body], { font: 'condensed', fontSize: '9pt' }), fieldsOf(its));
  },
};

const tsLeaders: Family = {
  id: 'setj-ts-conditional-leaders',
  description: 'Private lender conditional terms with dotted leaders between label and value, serif, signature block',
  formats: MIXED,
  make(f, rng) {
    const a = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Personal Guaranty'], ['address', 'Collateral'], ['ptype', 'Property Type'], ['value', 'Value (As Is)'],
      ['amount', 'Principal Amount'], ['ltype', 'Type of Loan'], ['rate', 'Rate'], ['term', 'Term'], ['orig', 'Origination'], ['proc', 'Processing'], ['prepay', 'Prepayment Premium'], ['exit', 'Exit Strategy']]);
    const body = `<div style="text-align:center;font-size:15pt;font-weight:bold">${esc(f.lender.name)}</div><div class="center small">${esc(f.lender.address.city)}, ${f.lender.address.state}</div>
<h3 style="text-align:center;margin:14px 0">Conditional Terms of Financing</h3>${leaders(a)}
<p style="margin-top:14px">These terms expire fourteen days after ${dLong(f.documentDate)} unless extended in writing by Lender.</p>
${sig(`${f.lender.contact.first} ${f.lender.contact.last}`, `${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, for ${esc(f.lender.name)}`)}`;
    return htmlOut('Term Sheet', f, html('Conditional Terms', [body], { font: 'serif', fontSize: '10.5pt' }), fieldsOf(a));
  },
};

function says(i: Item | undefined, text: (v: string) => string, acc: Item[]): string {
  if (!i) return '';
  acc.push(i);
  return text(i.value);
}

const tsNumbered: Family = {
  id: 'setj-ts-numbered-prose',
  description: 'Lender term sheet as numbered prose paragraphs (Borrower. … Loan Amount. …), counsel-style',
  formats: MULTI,
  make(f, rng) {
    const used: Item[] = [];
    const e = f.entity;
    const borrower = item(f, rng, 'borrower', 'Borrower') as Item;
    used.push(borrower);
    const g = e ? says(item(f, rng, 'guarantor', 'g'), (v) => ` The Loan shall be personally guaranteed by ${v}.`, used) : '';
    const paras: [string, string][] = [
      ['Lender', `${esc(f.lender.name)}, or its assigns.`],
      ['Borrower', `${borrower.value}${e ? `, ${e.type === 'Trust' ? 'acting by its trustee' : 'a single-purpose entity'}` : ''}.${g}`],
      ['Property', says(item(f, rng, 'address', ''), (v) => `The real property commonly known as ${v}`, used) + says(item(f, rng, 'ptype', ''), (v) => ` (${v}).`, used)],
      ['Loan Amount', says(item(f, rng, 'amount', ''), (v) => `${v}, not to exceed 75% of the as-is value.`, used) + says(item(f, rng, 'value', ''), (v) => ` Lender's estimate of as-is value is ${v}.`, used)],
      ['Interest', says(item(f, rng, 'rate', ''), (v) => `${v} per annum, payable monthly in arrears, calculated on a 360-day year.`, used)],
      ['Term', says(item(f, rng, 'term', ''), (v) => `${v} from the date of closing.`, used)],
      ['Fees', [says(item(f, rng, 'orig', ''), (v) => `Origination fee of ${v} of the loan amount.`, used), says(item(f, rng, 'bpts', ''), (v) => ` Broker compensation of ${v}, paid to ${esc(f.broker.name)}.`, used), says(item(f, rng, 'doc', ''), (v) => ` Document preparation fee of ${v}.`, used), says(item(f, rng, 'admin', ''), (v) => ` Administrative fee of ${v}.`, used)].join('') || 'As set out in the closing statement.'],
      ['Prepayment', f.loan.prepayment.penalty ? says(item(f, rng, 'prepay', ''), (v) => `Permitted, subject to a prepayment premium: ${v}.`, used) : (used.push({ label: '', value: '', fields: ['prepayment_penalty'] }), 'The Loan may be prepaid in whole or in part at any time without penalty.')],
      ['Closing', says(item(f, rng, 'close', ''), (v) => `On or before ${v}, or such later date as Lender may agree.`, used)],
      ['Conditions', 'Satisfactory appraisal, title commitment, evidence of insurance, entity documents and such other items as Lender may reasonably require.'],
    ];
    const body = `${lenderHead(f, rng)}<h3 style="text-align:center">TERM SHEET</h3><p class="center">${dLong(f.documentDate)}</p>
${paras.map(([h, t], i) => `<p><b>${i + 1}. ${h}.</b> ${t}</p>`).join('')}<p class="small">${DISCLAIMER}</p>`;
    return htmlOut('Term Sheet', f, html('Term Sheet', [body], { fontSize: '10pt' }), fieldsOf(used));
  },
};

const tsQuote: Family = {
  id: 'setj-ts-quick-quote-bullets',
  description: 'Lender "loan quote" one-pager: bullet list of terms, rate table of other programmes as distractors',
  formats: MIXED,
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['address', 'Subject'], ['ltype', 'Product'], ['amount', 'Loan amount'], ['rate', 'Rate'], ['term', 'Term'], ['orig', 'Points'], ['proc', 'Processing'], ['doc', 'Doc prep'], ['prepay', 'PPP'], ['close', 'Est. close']]);
    const other = [['12-mo bridge, 70% LTC', '11.25%', '2.0'], ['DSCR 30-yr fixed', '7.875%', '1.5'], ['Ground-up, 18 mo', '12.50%', '2.5']];
    const body = `${lenderHead(f, rng)}<h2 style="font-size:14pt">Loan Quote</h2><p class="muted">Quoted ${dLong(f.documentDate)} · valid 10 days</p>${bullets(its, '▪')}
<h4 style="margin-top:16px">Other programs (reference only – not this quote)</h4><table class="grid"><tr><th>Program</th><th>Rate from</th><th>Points from</th></tr>${other.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>
<p class="small" style="margin-top:12px">Questions? ${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} · ${esc(f.lender.contact.email)}</p>`;
    return htmlOut('Term Sheet', f, html('Loan Quote', [body], { font: 'sans', fontSize: '10pt' }), fieldsOf(its));
  },
};

const tsMono: Family = {
  id: 'setj-ts-mono-pricing',
  description: 'Lender pricing-engine printout in monospace, LABEL: value lines, ALL CAPS sections',
  formats: ['pdf_text'],
  make(f, rng) {
    const a = items(f, rng, [['loanNo', 'LOAN NO'], ['borrower', 'BORROWER'], ['fico', 'MID FICO'], ['address', 'PROPERTY'], ['ptype', 'PROP TYPE'], ['value', 'AS-IS VALUE'], ['arv', 'ARV']]);
    const b = items(f, rng, [['ltype', 'PROGRAM'], ['purpose', 'PURPOSE'], ['amount', 'BASE LOAN AMT'], ['rate', 'NOTE RATE'], ['term', 'TERM'], ['orig', 'ORIG PTS'], ['disc', 'DISC PTS'], ['bpts', 'BROKER PTS'], ['admin', 'ADMIN FEE'], ['doc', 'DOC FEE'], ['proc', 'PROC FEE'], ['prepay', 'PREPAY'], ['exit', 'EXIT']]);
    const body = `<pre style="font-family:'DejaVu Sans Mono';font-size:9pt">${esc(f.lender.name.toUpperCase())} - PRICING SUMMARY     RUN ${dLong(f.documentDate).toUpperCase()}\n${'='.repeat(70)}</pre>
<pre style="font-family:'DejaVu Sans Mono';font-size:9pt">[ DEAL ]</pre>${colonLines(a, 18)}<pre style="font-family:'DejaVu Sans Mono';font-size:9pt">\n[ TERMS ]</pre>${colonLines(b, 18)}
<pre style="font-family:'DejaVu Sans Mono';font-size:8pt">\n${'-'.repeat(70)}\nPRICING IS INDICATIVE. LOCK REQUIRES SIGNED APPLICATION. MAX LTV 75% / LTC 85%.</pre>`;
    return htmlOut('Term Sheet', f, html('Pricing Summary', [body], { font: 'mono' }), fieldsOf(a, b));
  },
};

const tsFees: Family = {
  id: 'setj-ts-terms-and-fee-table',
  description: 'Lender term sheet: four-column terms table plus a fee table (fee | amount | paid to) mixing lender and third-party fees',
  formats: MULTI,
  make(f, rng) {
    const t = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Principal'], ['email', 'Email'], ['phone', 'Phone'], ['address', 'Property Address'], ['ptype', 'Type'], ['amount', 'Loan Amount'], ['value', 'Value'], ['rate', 'Rate'], ['term', 'Term (months)'], ['ltype', 'Loan Type'], ['close', 'Closing Date']]);
    const fees = items(f, rng, [['orig', 'Origination'], ['bpts', 'Broker Fee'], ['disc', 'Discount Points'], ['doc', 'Loan Documentation Fee'], ['admin', 'Admin Fee'], ['proc', 'Processing Fee']]);
    const paidTo: Record<string, string> = { 'Broker Fee': esc(f.broker.name) };
    const rows = [...fees.map((x) => `<tr><td>${esc(x.label)}</td><td>${x.value}</td><td>${paidTo[x.label] ?? esc(f.lender.name)}</td></tr>`),
      `<tr><td>Appraisal (est.)</td><td>${money(rng.pick([550, 650, 795]))}</td><td>${esc(f.appraiser.name)}</td></tr>`,
      `<tr><td>Title / Settlement (est.)</td><td>${money(rng.pick([1850, 2240, 2675]))}</td><td>${esc(f.title.name)}</td></tr>`];
    const prepay = items(f, rng, [['prepay', 'Prepayment']]);
    const body = `${lenderHead(f, rng)}<h3>Term Sheet</h3>${grid(t, 4)}<h4 style="margin:12px 0 4px">Fees</h4><table class="grid" style="width:100%"><tr><th>Fee</th><th>Amount</th><th>Paid to</th></tr>${rows.join('')}</table>
<p style="margin-top:8px">${esc(prepay[0]?.label ?? '')}: ${prepay[0]?.value ?? ''}</p><p class="small">${DISCLAIMER}</p>`;
    return htmlOut('Term Sheet', f, html('Term Sheet', [body], { font: 'sans', fontSize: '9pt' }), fieldsOf(t, fees, prepay));
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Letters of intent

function addressee(f: DealFacts): string {
  const b = f.borrower;
  return f.entity ? `${esc(f.entity.name)}<br>Attn: ${esc(b.first)} ${esc(b.last)}` : `${esc(b.first)} ${esc(b.last)}`;
}

const loiProse: Family = {
  id: 'setj-loi-prose-letter',
  description: 'Lender letter of intent written as a prose letter, terms inside sentences, acceptance signature for borrower',
  formats: MULTI,
  make(f, rng) {
    const used: Item[] = [item(f, rng, 'guarantor', '') as Item];
    if (f.entity) used.push(item(f, rng, 'borrower', '') as Item);
    const s = (k: Key, t: (v: string) => string) => says(item(f, rng, k, ''), t, used);
    const p1 = `Thank you for the opportunity to review your request. ${esc(f.lender.name)} ("Lender") is pleased to issue this letter of intent for a ${s('ltype', (v) => `${v} loan`)} secured by ${s('address', (v) => v)}${s('ptype', (v) => `, a ${v.toLowerCase()} property`)}.`;
    const p2 = `Lender proposes a loan of ${s('amount', (v) => v)} at ${s('rate', (v) => v)} interest-only for ${s('term', (v) => v)}.${s('value', (v) => ` Our sizing assumes an as-is value of ${v}`)}${f.property.arv ? `; the after-repair value of ${money(f.property.arv)} was not used for sizing` : ''}.`;
    const p3 = `${s('orig', (v) => `Lender will charge an origination fee of ${v}. `)}${s('proc', (v) => `A processing fee of ${v} is due at closing. `)}${f.loan.prepayment.penalty ? s('prepay', (v) => `A prepayment premium applies: ${v}. `) : (used.push({ label: '', value: '', fields: ['prepayment_penalty'] }), 'There is no prepayment penalty. ')}${s('close', (v) => `We anticipate closing on or about ${v}.`)}`;
    const p4 = s('exit', (v) => `You have indicated the exit will be: ${v}.`);
    const body = `${lenderHead(f, rng)}<p>${dLong(f.documentDate)}</p><p>${addressee(f)}<br>via e-mail</p><p><b>Re: Letter of Intent</b></p>
<p>Dear ${esc(f.borrower.first)},</p><p>${p1}</p><p>${p2}</p><p>${p3}</p>${p4 ? `<p>${p4}</p>` : ''}
<p>This letter is not a commitment to lend. It expires if not accepted within seven (7) days.</p><p>Sincerely,</p>${sig(f.lender.contact.first + ' ' + f.lender.contact.last, `${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)}, Managing Director`)}
<p style="margin-top:20px"><b>ACCEPTED AND AGREED:</b></p>${sig('', f.entity ? `${esc(f.entity.name)}, by ${esc(f.borrower.first)} ${esc(f.borrower.last)}` : `${esc(f.borrower.first)} ${esc(f.borrower.last)}`)}`;
    return htmlOut('Letter of Intent', f, html('Letter of Intent', [body], { fontSize: '10.5pt' }), fieldsOf(used));
  },
};

const loiTable: Family = {
  id: 'setj-loi-letter-terms-table',
  description: 'Lender LOI: short letter then a two-column "Proposed Terms" table and a conditions list',
  formats: MIXED,
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['signer', 'Authorized Signer'], ['signerTitle', 'Signer Title'], ['address', 'Property'], ['purpose', 'Loan Purpose'], ['amount', 'Loan Amount'], ['rate', 'Interest Rate'], ['term', 'Loan Term'], ['orig', 'Origination Points'], ['admin', 'Administration Fee'], ['prepay', 'Prepayment'], ['loanNo', 'File Number']]);
    const body = `${lenderHead(f, rng)}<p>${dLong(f.documentDate)}</p><p>RE: Letter of Intent – financing request</p><p>We are pleased to outline the terms under which we would consider the loan described below.</p>
<h4>Proposed Terms</h4>${grid(its)}<h4 style="margin-top:10px">Conditions</h4><ol class="small"><li>Appraisal ordered by Lender from an approved panel (e.g. ${esc(f.appraiser.name)}).</li><li>Clear title through ${esc(f.title.name)}.</li><li>Proof of liquidity of six months of payments.</li></ol>
${sig(f.lender.contact.first + ' ' + f.lender.contact.last, esc(f.lender.name))}`;
    return htmlOut('Letter of Intent', f, html('LOI', [body], { font: 'sans', fontSize: '9.5pt' }), fieldsOf(its));
  },
};

const loiShort: Family = {
  id: 'setj-loi-one-page-bullets',
  description: 'Hard-money lender one-page LOI: greeting, dash bullet list, two signatures',
  formats: MIXED,
  make(f, rng) {
    const its = items(f, rng, [['address', 'Property'], ['ltype', 'Loan type'], ['amount', 'Amount'], ['rate', 'Rate'], ['term', 'Term'], ['orig', 'Points'], ['doc', 'Doc fee'], ['exit', 'Borrower exit']]);
    const g = item(f, rng, 'guarantor', '') as Item;
    const body = `<div style="font:bold 18pt 'DejaVu Sans'">${esc(f.lender.name)}</div><div class="small">${esc(f.lender.address.city)}, ${f.lender.address.state} · Private Money</div><hr>
<p>${dLong(f.documentDate)}</p><p>To: ${g.value}${f.entity ? ` / ${esc(f.entity.name)}` : ''}</p><p><b>LETTER OF INTENT</b></p><p>We'd like to fund your deal on these terms:</p>${bullets(its, '–')}
<p>Subject to appraisal, title and our standard underwriting.</p>${sig(f.lender.contact.first + ' ' + f.lender.contact.last, 'Lender')} ${sig('', 'Borrower')}`;
    const fields = fieldsOf(its, [g]);
    if (f.entity) fields.push('entity_name');
    return htmlOut('Letter of Intent', f, html('LOI', [body], { font: 'sans', fontSize: '10.5pt' }), fields);
  },
};

const loiStacked: Family = {
  id: 'setj-loi-refi-stacked',
  description: 'Lender LOI with bold labels stacked above values in two newspaper columns, broker copied',
  formats: MULTI,
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Guarantor'], ['fico', 'Credit Score (mid)'], ['address', 'Collateral Address'], ['ptype', 'Collateral Type'], ['value', 'Stated Value'], ['ltype', 'Transaction'], ['purpose', 'Purpose'], ['amount', 'Maximum Loan'], ['rate', 'Coupon'], ['term', 'Term'], ['orig', 'Lender Origination'], ['bpts', 'Broker Compensation'], ['proc', 'Processing'], ['prepay', 'Prepayment'], ['close', 'Anticipated Closing']]);
    const body = `${lenderHead(f, rng)}<h3>Letter of Intent</h3><p class="muted">${dLong(f.documentDate)} · cc: ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)}, ${esc(f.broker.name)}</p>${stacked(its, 2)}
<p class="small" style="margin-top:10px">Non-binding. Subject to Lender's credit approval and documentation satisfactory to Lender and its counsel.</p>`;
    return htmlOut('Letter of Intent', f, html('LOI', [body], { fontSize: '10pt' }), fieldsOf(its));
  },
};

const loiSections: Family = {
  id: 'setj-loi-numbered-sections',
  description: 'Lender "Non-Binding Letter of Interest" with numbered section headings and the term under each',
  formats: ['pdf_text'],
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['signer', 'Signatory'], ['signerTitle', 'Capacity'], ['ein', 'Borrower EIN'], ['address', 'Property'], ['value', 'As-Is Valuation'], ['amount', 'Loan Amount'], ['ltype', 'Loan Type'], ['rate', 'Interest Rate'], ['term', 'Term'], ['disc', 'Discount Points'], ['orig', 'Origination Fee'], ['admin', 'Admin Fee'], ['prepay', 'Prepayment'], ['exit', 'Repayment Source']]);
    const body = `${lenderHead(f, rng)}<h3 style="text-align:center">NON-BINDING LETTER OF INTEREST</h3><p class="center">${dLong(f.documentDate)}</p>
${its.map((x, i) => `<div style="margin:5px 0"><b>${i + 1}. ${esc(x.label)}</b><div style="margin-left:18px">${x.value}</div></div>`).join('')}`;
    const pages = [body];
    return htmlOut('Letter of Intent', f, html('Letter of Interest', pages, { fontSize: '9.5pt', margin: '0.55in 0.8in' }), fieldsOf(its));
  },
};

export const lenderFamilies: Family[] = [tsGrid, tsBoxes, tsLeaders, tsNumbered, tsQuote, tsMono, tsFees, loiProse, loiTable, loiShort, loiStacked, loiSections];
