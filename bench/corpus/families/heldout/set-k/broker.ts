// set-k — mortgage brokers: submission e-mails (threads, forwards, one-liners) and submission sheets.
import { kvTable } from '../../../style';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, Sheet, SheetCell, TruthField } from '../../../types';
import {
  addr, anyDate, anyMoney, esc, exitLabel, fdate, feeRows, loanTypeLabel, money, name, near, otherPerson, page, phone,
  propTypeLabel, purposeLabel, rate, term,
} from './kit';

function mailHeader(from: string, to: string, when: string, subject: string, cc?: string): string {
  return `<table style="font-size:9pt;margin-bottom:10px">${[['From:', from], ['Sent:', when], ['To:', to], ...(cc ? [['Cc:', cc]] : []), ['Subject:', subject]].map(([k, v]) => `<tr><td class="b" style="padding-right:10px;vertical-align:top">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
}

function brokerSig(f: DealFacts, rng: Rng): string {
  const c = f.broker.contact;
  return `<p style="margin-top:14px">${esc(c.first)} ${esc(c.last)}<br>${rng.pick(['Senior Loan Advisor', 'Principal', 'Commercial Broker'])} | ${esc(f.broker.name)}<br>Direct ${esc(phone(c.phone, rng))} | ${esc(c.email)}<br>NMLS ${rng.int(100000, 2999999)}</p>`;
}

const DISCLAIMER = '<p class="small muted" style="margin-top:12px">CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or distribution is prohibited. Wire fraud is real — always call to verify wiring instructions.</p>';

function stamp(iso: string, rng: Rng): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const dow = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${dow}, ${fdate(iso, 'long')} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`;
}

function who(f: DealFacts, rng: Rng): { text: string; fields: TruthField[] } {
  if (f.entity) return { text: `${esc(f.entity.name)} (${esc(f.borrower.first)} ${esc(f.borrower.last)}, ${esc(f.entity.signatoryTitle.toLowerCase())})`, fields: ['entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'] };
  return { text: esc(name(f.borrower, rng, 'plain')), fields: ['borrower_first_name', 'borrower_last_name'] };
}

const revisedThread: Family = {
  id: 'setk-broker-thread-revised-amount',
  description: 'E-mail thread: broker submits, lender asks a question, broker replies revising the loan amount down (latest figure wins)',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan, c = f.broker.contact, lc = f.lender.contact;
    const first = l.amount + rng.pick([25000, 40000, 50000, 15000]);
    const w = who(f, rng);
    const subject = `Loan request – ${esc(f.property.address.street)}`;
    const reply = `${mailHeader(`${esc(c.first)} ${esc(c.last)} &lt;${esc(c.email)}&gt;`, `${esc(lc.first)} ${esc(lc.last)} &lt;${esc(lc.email)}&gt;`, stamp(f.documentDate, rng), `RE: ${subject}`)}
<p>${esc(lc.first)},</p><p>Good catch on leverage. We spoke with the borrower and are revising the request to <b>${money(l.amount)}</b> — everything else stays the same. Borrower's FICO is ${f.borrower.creditScore}. Can you get me updated terms today?</p>${brokerSig(f, rng)}`;
    const q = `<div style="border-left:3px solid #999;padding-left:10px;margin-top:14px">${mailHeader(`${esc(lc.first)} ${esc(lc.last)} &lt;${esc(lc.email)}&gt;`, esc(c.email), stamp(f.documentDate, rng), `RE: ${subject}`)}<p>Thanks — at ${money(first)} we'd be above our max leverage on this one. Any flexibility on the amount?</p></div>`;
    const orig = `<div style="border-left:3px solid #ccc;padding-left:10px;margin-top:14px">${mailHeader(`${esc(c.first)} ${esc(c.last)} &lt;${esc(c.email)}&gt;`, esc(lc.email), stamp(f.documentDate, rng), subject)}
<p>Hi ${esc(lc.first)}, new deal for you:</p><ul><li>Borrower: ${w.text}</li><li>Property: ${addr(f.property.address, rng)} (${esc(propTypeLabel(f.property.type, f.property.units, rng))})</li><li>As-is value: ${money(f.property.value)}</li>${f.property.purchasePrice ? `<li>Purchase price: ${money(f.property.purchasePrice)}</li>` : ''}<li>Loan amount: ${money(first)}</li><li>Type: ${esc(loanTypeLabel(l.type, rng))}</li><li>Term: ${esc(term(l.termMonths, rng))}</li>${l.exit ? `<li>Exit: ${esc(exitLabel(l.exit, rng))}</li>` : ''}<li>Close: ${anyDate(rng, l.closingDate)}</li></ul>${brokerSig(f, rng)}</div>`;
    const list: TruthField[] = [...w.fields, 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date', 'credit_score'];
    if (l.exit) list.push('exit_strategy');
    const html = page('RE: Loan request', [`${reply}${q}${orig}${DISCLAIMER}`], { font: 'sans', fontSize: '9pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, list) };
  },
};

const shortBullets: Family = {
  id: 'setk-broker-terse-email',
  description: 'Terse broker e-mail, scenario in shorthand ("$425k ask, 12mo, 10.5 target"), long signature and disclaimer',
  formats: ['pdf_text', 'image'],
  make(f, rng) {
    const l = f.loan, c = f.broker.contact, lc = f.lender.contact;
    const k = (n: number) => (n % 1000 === 0 ? `$${n / 1000}k` : money(n));
    const w = who(f, rng);
    const lines = [
      `${esc(loanTypeLabel(l.type, rng))} – ${addr(f.property.address, rng)}`,
      `${esc(propTypeLabel(f.property.type, f.property.units, rng))}, value ~${k(f.property.value)}${f.property.arv ? `, ARV ${k(f.property.arv)}` : ''}`,
      `${k(l.amount)} ask, ${l.termMonths}mo, targeting ${l.rate}%`,
      `borrower ${w.text}, ${f.borrower.creditScore} fico, cell ${esc(phone(f.borrower.phone, rng))}`,
      `needs to close by ${fdate(l.closingDate, 'usUnpadded')}`,
    ];
    const list: TruthField[] = [...w.fields, 'loan_type', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'interest_rate', 'credit_score', 'borrower_phone', 'estimated_closing_date'];
    if (l.brokerPoints !== undefined) { lines.push(`my comp ${l.brokerPoints} pts`); list.push('broker_points'); }
    const html = page('Scenario', [`${mailHeader(`${esc(c.first)} ${esc(c.last)} &lt;${esc(c.email)}&gt;`, esc(lc.email), stamp(f.documentDate, rng), `scenario - ${esc(f.property.address.city)}`)}<p>${esc(lc.first)} – quick one:</p><p>${lines.join('<br>')}</p><p>lmk</p>${brokerSig(f, rng)}<p class="small muted">Sent from my iPhone</p>${DISCLAIMER}`], { font: 'sans', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, list) };
  },
};

const forwarded: Family = {
  id: 'setk-broker-forwarded-borrower-note',
  description: 'Broker forwards the borrower\'s own e-mail with a short cover note adding fees and the broker points',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan, b = f.borrower, c = f.broker.contact, lc = f.lender.contact;
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'loan_term', 'loan_purpose'];
    const e = f.entity;
    if (e) list.push('entity_name');
    const cover = `${mailHeader(`${esc(c.first)} ${esc(c.last)} &lt;${esc(c.email)}&gt;`, `${esc(lc.email)}`, stamp(f.documentDate, rng), `FW: financing for ${esc(f.property.address.street)}`)}
<p>${esc(lc.first)}, see below from my client. I've attached the purchase contract and the scope of work. ${l.brokerPoints !== undefined ? `Please build ${l.brokerPoints} points of broker compensation into the quote.` : 'No broker points on this one — I\'m paid by the client directly.'} Rate ${rate(l.rate)} would get this done.</p>${brokerSig(f, rng)}`;
    if (l.brokerPoints !== undefined) list.push('broker_points');
    list.push('interest_rate');
    const fw = `<p>---------- Forwarded message ---------<br>From: ${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;<br>Date: ${fdate(f.documentDate, 'abbr')}<br>Subject: financing for ${esc(f.property.address.street)}<br>To: ${esc(c.email)}</p>
<p>Hi ${esc(c.first)},</p><p>${e ? `We (${esc(e.name)}) are` : 'I am'} ${l.purpose === 'Purchase' ? `under contract to buy ${addr(f.property.address, rng)}${f.property.purchasePrice ? ` for ${money(f.property.purchasePrice)}` : ''}` : `looking to ${l.purpose === 'Cash Out Refinance' ? 'pull cash out of' : 'refinance'} ${addr(f.property.address, rng)}`}. I think it's worth about ${money(f.property.value)} today. I'd like to borrow ${money(l.amount)} for ${esc(term(l.termMonths, rng))}.</p>
<p>Thanks,<br>${esc(b.first)}</p>`;
    if (!l.purpose) list.splice(list.indexOf('loan_purpose'), 1);
    const html = page('FW', [`${cover}${fw}${DISCLAIMER}`], { font: 'sans', fontSize: '9.5pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, list) };
  },
};

const proseEmail: Family = {
  id: 'setk-broker-narrative-email',
  description: 'Broker e-mail with the whole deal told as a story in paragraphs; a second property of the borrower is mentioned',
  formats: ['pdf_text'],
  make(f, rng) {
    const l = f.loan, b = f.borrower, c = f.broker.contact, lc = f.lender.contact;
    const other = near(rng, f.property.value, [f.property.value, l.amount, f.property.purchasePrice]);
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'interest_rate', 'credit_score', 'loan_type'];
    const e = f.entity;
    if (e) list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
    const paras = [
      `<p>Good morning ${esc(lc.first)},</p>`,
      `<p>I'd like to introduce a ${esc(loanTypeLabel(l.type, rng).toLowerCase())} request for ${esc(b.first)} ${esc(b.last)}${e ? `, who will be signing as ${esc(e.signatoryTitle)} of ${esc(e.name)}, the borrowing entity` : ''}. ${esc(b.first)} has completed ${rng.int(3, 25)} projects in the last three years and carries a ${b.creditScore} mid score.</p>`,
      `<p>The subject is ${addr(f.property.address, rng)}, a ${esc(propTypeLabel(f.property.type, f.property.units, rng).toLowerCase())}. A recent BPO puts the as-is value at ${money(f.property.value)}${f.property.arv ? ` and the after-repair value at ${money(f.property.arv)}` : ''}. For context, ${esc(b.first)}'s other rental on the same block appraised at ${money(other)} last spring — that one is not part of this request.</p>`,
      `<p>We're looking for ${money(l.amount)} over ${esc(term(l.termMonths, rng))} and would like to see pricing around ${rate(l.rate)}. ${l.exit ? `The plan is to ${l.exit === 'Sale' ? 'sell the property once the work is complete' : 'refinance into a long-term rental loan once stabilized'}.` : ''}</p>`,
      `<p>Happy to jump on a call.</p>`,
    ];
    if (l.exit) list.push('exit_strategy');
    const html = page('Introduction', [`${mailHeader(`${esc(c.first)} ${esc(c.last)} &lt;${esc(c.email)}&gt;`, esc(lc.email), stamp(f.documentDate, rng), `Intro: ${esc(b.last)} – ${esc(f.property.address.city)}`)}${paras.join('')}${brokerSig(f, rng)}${DISCLAIMER}`], { font: 'serif', fontSize: '10pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, list) };
  },
};

const emailPhoto: Family = {
  id: 'setk-broker-printed-email-photo',
  description: 'A printed submission e-mail with a small label/value table, photographed',
  formats: ['image'],
  make(f, rng) {
    const l = f.loan, c = f.broker.contact;
    const w = who(f, rng);
    const rows: [TruthField, string, string][] = [
      ['loan_amount', 'Loan Request', money(l.amount)],
      ['property_value', 'Value', money(f.property.value)],
      ['property_address', 'Address', addr(f.property.address, rng)],
      ['loan_type', 'Type', esc(loanTypeLabel(l.type, rng))],
      ['loan_term', 'Term', esc(term(l.termMonths, rng))],
      ['credit_score', 'Credit', String(f.borrower.creditScore)],
    ];
    const html = page('Submission', [`${mailHeader(esc(c.email), esc(f.lender.contact.email), stamp(f.documentDate, rng), 'New submission')}<p>Please review the following for ${w.text}:</p>${kvTable(rows.map((r) => [r[1], r[2]]))}${brokerSig(f, rng)}`], { font: 'sans', fontSize: '12pt' });
    return { kind: 'html', documentType: 'Broker Submission Email', html, truth: truthOf(f, [...w.fields, ...rows.map((r) => r[0])]) };
  },
};

const pipelineSheet: Family = {
  id: 'setk-broker-pipeline-rows',
  description: 'Broker pipeline export: one row per deal, several deals, the one sent to this lender marked "Submitted" in a Stage column',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const l = f.loan;
    const header = ['Stage', 'Client', 'Entity', 'Property', 'City', 'ST', 'Zip', 'Loan Amt', 'Value', 'Rate', 'Term (mo)', 'Product', 'Target Close', 'Lender'];
    const row = (stage: string, client: string, entity: string, street: string, city: string, st: string, zip: string, amt: number, val: number, r: number, t: number, prod: string, close: Date, lender: string): SheetCell[] => [stage, client, entity, street, city, st, zip, amt, val, r / 100, t, prod, close, lender];
    const others = [0, 1, 2].map(() => {
      const p = otherPerson(rng, f);
      const amt = near(rng, l.amount, [l.amount, f.property.value]);
      return row(rng.pick(['Lead', 'Docs Out', 'Closed', 'Dead']), `${p.first} ${p.last}`, '', `${rng.int(10, 9999)} ${rng.pick(['Vinton', 'Harrow', 'Cobb', 'Ridgeway'])} ${rng.pick(['St', 'Ave'])}`, f.property.address.city, f.property.address.state, f.property.address.zip.slice(0, 3) + String(rng.int(10, 99)), amt, near(rng, amt * 1.4, [f.property.value, l.amount]), l.rate + rng.pick([-0.5, 0.5, 1]), rng.pick([12, 18]), 'Bridge', new Date(`${f.documentDate}T00:00:00Z`), rng.pick(['TBD', 'Other lender']));
    });
    const a = f.property.address;
    const mine = row('Submitted', `${f.borrower.first} ${f.borrower.last}`, f.entity?.name ?? '', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, a.city, a.state, a.zip, l.amount, f.property.value, l.rate, l.termMonths, loanTypeLabel(l.type, rng), new Date(`${l.closingDate}T00:00:00Z`), f.lender.name);
    const at = rng.int(0, 3);
    const body = [...others.slice(0, at), mine, ...others.slice(at)];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date'];
    if (f.entity) list.push('entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [header, ...body], percentColumns: [9] }], truth: truthOf(f, list) };
  },
};

const labelValueSheet: Family = {
  id: 'setk-broker-deal-summary-sheet',
  description: 'Broker deal summary workbook: label/value pairs with a notes column, grouped Borrower / Property / Request / Fees',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan, b = f.borrower, e = f.entity;
    const rows: SheetCell[][] = [
      [f.broker.name, null, null], ['Deal Summary', null, fdate(f.documentDate, 'us')], [null, null, null],
      ['BORROWER', null, null],
      ['Primary contact', `${b.first} ${b.last}`, e ? `${e.signatoryTitle} of borrowing entity` : 'individual borrower'],
      ['Borrowing entity', e ? e.name : 'N/A', e?.ein ? `EIN ${ein2(e.ein)}` : null],
      ['Mobile', phone(b.phone, rng), null], ['E-mail', b.email, null], ['FICO', b.creditScore, 'tri-merge mid'],
      [null, null, null], ['PROPERTY', null, null],
      ['Address', `${f.property.address.streetLong}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}, ${f.property.address.city}, ${f.property.address.stateName} ${f.property.address.zip}`, null],
      ['Type', propTypeLabel(f.property.type, f.property.units, rng), f.property.units ? `${f.property.units} units` : null],
      ['Current Value', f.property.value, 'broker opinion'],
      ...(f.property.purchasePrice ? [['Contract Price', f.property.purchasePrice, null]] : []),
      ...(f.property.arv ? [['ARV', f.property.arv, 'not for LTV']] : []),
      [null, null, null], ['REQUEST', null, null],
      ['Amount', l.amount, null], ['Term', term(l.termMonths, rng), null], ['Program', loanTypeLabel(l.type, rng), null],
      ...(l.purpose ? [['Purpose', purposeLabel(l.purpose, rng), null]] : []),
      ...(l.exit ? [['Exit', exitLabel(l.exit, rng), null]] : []),
      ['Closing', fdate(l.closingDate, 'long'), null],
      [null, null, null], ['FEES', null, null],
      ...feeRows(f, rng).map(([, k, v]) => [k, v, null]),
    ];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'loan_type', 'estimated_closing_date', ...feeRows(f, rng).map((x) => x[0] as TruthField)];
    if (l.purpose) list.push('loan_purpose');
    if (l.exit) list.push('exit_strategy');
    if (e) list.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows }], truth: truthOf(f, list) };
  },
};

function ein2(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

const crmCsv: Family = {
  id: 'setk-broker-crm-export',
  description: 'A CRM export: one header row with system-style column names and a single deal row',
  formats: ['csv', 'xls'],
  make(f, rng) {
    const l = f.loan, b = f.borrower, a = f.property.address;
    const cols: [string, SheetCell, TruthField | null][] = [
      ['opportunity_id', `OPP-${rng.int(10000, 99999)}`, null],
      ['contact_first', b.first, 'borrower_first_name'], ['contact_last', b.last, 'borrower_last_name'],
      ['contact_email', b.email, 'borrower_email'], ['contact_phone', b.phone, 'borrower_phone'],
      ['account_name', f.entity?.name ?? '', f.entity ? 'entity_name' : null],
      ['prop_street', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, 'property_address'], ['prop_city', a.city, null], ['prop_state', a.state, null], ['prop_zip', a.zip, null],
      ['prop_type', propTypeLabel(f.property.type, f.property.units, rng), 'property_type'],
      ['est_value', f.property.value, 'property_value'], ['loan_amt_requested', l.amount, 'loan_amount'],
      ['term_months', l.termMonths, 'loan_term'], ['product', loanTypeLabel(l.type, rng), 'loan_type'],
      ['fico', b.creditScore, 'credit_score'], ['exp_close', fdate(l.closingDate, 'iso'), 'estimated_closing_date'],
      ['broker_comp_pts', l.brokerPoints ?? '', l.brokerPoints !== undefined ? 'broker_points' : null],
      ['owner', `${f.broker.contact.first} ${f.broker.contact.last}`, null], ['owner_phone', f.broker.contact.phone, null],
    ];
    const list = cols.map((c) => c[2]).filter((x): x is TruthField => !!x);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }], truth: truthOf(f, list) };
  },
};

const asIsArvSheet: Family = {
  id: 'setk-broker-rehab-budget-sheet',
  description: 'Fix/flip submission sheet with As-Is and After-Repair columns, a rehab budget and the loan request below',
  formats: ['xlsx', 'xls', 'csv'],
  make(f, rng) {
    const l = f.loan, p = f.property;
    const arv = p.arv ?? near(rng, p.value * 1.4, [p.value, l.amount]);
    const budget = Math.max(5000, Math.round((arv - p.value) * 0.55 / 500) * 500);
    const rows: SheetCell[][] = [
      ['REHAB LOAN SUBMISSION', null, null],
      ['Borrower', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, null],
      ['Guarantor', `${f.borrower.first} ${f.borrower.last}`, null],
      ['Subject', `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, null],
      [null, 'As-Is', 'After Repair'],
      ['Value', p.value, arv],
      ['Sq Ft', p.squareFeet ?? null, p.squareFeet ?? null],
      ['Condition', 'C5', 'C2'],
      [null, null, null],
      ['Rehab budget', null, null],
      ['Kitchen', Math.round(budget * 0.3), null], ['Baths', Math.round(budget * 0.2), null], ['Roof/Exterior', Math.round(budget * 0.25), null], ['Mechanicals', budget - Math.round(budget * 0.3) - Math.round(budget * 0.2) - Math.round(budget * 0.25), null],
      ['Total rehab', budget, null],
      [null, null, null],
      ['Requested loan', l.amount, null], ['Rate', l.rate / 100, null], ['Term', `${l.termMonths} months`, null],
      ['Loan type', loanTypeLabel(l.type, rng), null],
      ...(l.exit ? [['Exit', exitLabel(l.exit, rng), null]] : []),
    ];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type'];
    if (f.entity) list.push('entity_name');
    if (l.exit) list.push('exit_strategy');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows, percentColumns: [] }].map((s) => ({ ...s, rows: s.rows.map((r) => (r[0] === 'Rate' ? [r[0], `${l.rate}%`, null] : r)) })), truth: truthOf(f, list) };
  },
};

const coverPdf: Family = {
  id: 'setk-broker-submission-cover-form',
  description: 'Broker submission cover form as a PDF: two-column grid, broker box at the top, check-boxes for loan purpose',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const l = f.loan, b = f.borrower, bc = f.broker.contact;
    const w = who(f, rng);
    const left: [TruthField | null, string, string][] = [
      [null, 'Broker', `${esc(f.broker.name)}<br>${esc(bc.first)} ${esc(bc.last)} · ${esc(phone(bc.phone, rng))}`],
      ['borrower_last_name', 'Borrower / Sponsor', w.text],
      ['borrower_email', 'Borrower e-mail', esc(b.email)],
      ['credit_score', 'Credit score', String(b.creditScore)],
      ['property_address', 'Property', addr(f.property.address, rng, { lines: true })],
      ['property_type', 'Type', esc(propTypeLabel(f.property.type, f.property.units, rng))],
    ];
    const right: [TruthField | null, string, string][] = [
      ['loan_amount', 'Loan request', anyMoney(rng, l.amount)],
      ['property_value', 'As-is value', money(f.property.value)],
      ['loan_term', 'Term', esc(term(l.termMonths, rng))],
      ['interest_rate', 'Target rate', rate(l.rate, rng)],
      ['estimated_closing_date', 'COE', anyDate(rng, l.closingDate)],
      ...(l.brokerPoints !== undefined ? [['broker_points', 'Broker points', `${l.brokerPoints}`] as [TruthField, string, string]] : []),
    ];
    const cells = (rows: typeof left) => rows.map((r) => `<tr><td class="b" style="width:38%">${r[1]}</td><td>${r[2]}</td></tr>`).join('');
    const html = page('Submission', [`<h2 style="border-bottom:3px double #000">LOAN SUBMISSION — ${esc(f.lender.name)}</h2><p>Purpose: ${['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'].map((p) => `${p === l.purpose ? '☒' : '☐'} ${p}`).join(' &nbsp; ')}</p>
<div style="display:flex;gap:12px"><table class="grid" style="flex:1">${cells(left)}</table><table class="grid" style="flex:1">${cells(right)}</table></div>
<h3 style="margin-top:12px">Scenario notes</h3><p>${esc(loanTypeLabel(l.type, rng))}. ${f.property.purchasePrice ? `Under contract at ${money(f.property.purchasePrice)}.` : ''} ${f.property.arv ? `ARV ${money(f.property.arv)} per broker comps.` : ''} ${l.exit ? `Exit: ${esc(exitLabel(l.exit, rng))}.` : ''}</p><p class="small">Submitted ${fdate(f.documentDate, 'long')}</p>`], { font: 'sans', fontSize: '9.5pt' });
    const list: TruthField[] = [...w.fields, ...[...left, ...right].map((r) => r[0]).filter((x): x is TruthField => !!x), 'loan_type'];
    if (l.purpose) list.push('loan_purpose');
    if (l.exit) list.push('exit_strategy');
    return { kind: 'html', documentType: 'Broker Submission Sheet', html, truth: truthOf(f, list) };
  },
};

const compSheet: Family = {
  id: 'setk-broker-two-tab-comp-workbook',
  description: 'Workbook with a Deal tab (field | value) and a Comps tab of comparable sales that are not the subject',
  formats: ['xlsx'],
  make(f, rng) {
    const l = f.loan, p = f.property;
    const deal: Sheet = { name: 'Deal', rows: [
      ['Field', 'Value'], ['Sponsor', `${f.borrower.first} ${f.borrower.last}`], ['Sponsor phone', phone(f.borrower.phone, rng)],
      ['Vesting', f.entity?.name ?? 'Individually'], ['Subject address', p.address.street + (p.address.unit ? ` ${p.address.unit}` : '')],
      ['City', p.address.city], ['State', p.address.stateName], ['Zip', p.address.zip],
      ['Asset', propTypeLabel(p.type, p.units, rng)], ['Opinion of value', p.value], ['Loan request', l.amount],
      ['Rate', `${rate(l.rate)}`], ['Term', term(l.termMonths, rng)], ['Type', loanTypeLabel(l.type, rng)],
      ['Prepay', l.prepayment.penalty ? l.prepayment.terms ?? 'Yes' : 'None'],
    ] };
    const comps: Sheet = { name: 'Comps', rows: [['Comp', 'Address', 'Sale date', 'Sale price', 'Sq ft', '$/sf'], ...[1, 2, 3, 4].map((i) => {
      const price = near(rng, p.value, [p.value, l.amount, p.purchasePrice, p.arv]);
      const sf = p.squareFeet ?? 1500;
      return [i, `${rng.int(10, 9999)} ${rng.pick(['Bexley', 'Orchid', 'Tanner', 'Quill'])} ${rng.pick(['St', 'Dr', 'Ave'])}`, fdate(f.documentDate, 'us'), price, sf, Math.round(price / sf)];
    })] };
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'prepayment_terms'];
    if (f.entity) list.push('entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [deal, comps], truth: truthOf(f, list) };
  },
};

const scenarioColumns: Family = {
  id: 'setk-broker-scenario-columns',
  description: 'Broker scenario sheet comparing two structures side by side; the column headed "SUBMIT" is the request',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan, p = f.property;
    const alt = near(rng, l.amount, [l.amount, p.value, p.purchasePrice]);
    const altRate = l.rate + rng.pick([0.5, 0.75, 1]);
    const submitFirst = rng.chance(0.5);
    const pair = <T,>(mine: T, other: T): [T, T] => (submitFirst ? [mine, other] : [other, mine]);
    const rows: SheetCell[][] = [
      ['Borrower', f.entity ? `${f.entity.name} / ${f.borrower.first} ${f.borrower.last}` : `${f.borrower.first} ${f.borrower.last}`, null],
      ['Property', `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, null],
      ['Property type', propTypeLabel(p.type, p.units, rng), null],
      ['As-is value', p.value, null],
      [null, null, null],
      ['', ...pair('SUBMIT', 'Alternative (not requested)')],
      ['Loan amount', ...pair<SheetCell>(l.amount, alt)],
      ['Rate', ...pair<SheetCell>(`${l.rate}%`, `${altRate}%`)],
      ['Term', ...pair<SheetCell>(`${l.termMonths} mo`, `${l.termMonths === 12 ? 18 : 12} mo`)],
      ['Product', ...pair<SheetCell>(loanTypeLabel(l.type, rng), 'Bridge (interest reserve)')],
      [null, null, null],
      ['Prepared by', `${f.broker.contact.first} ${f.broker.contact.last}, ${f.broker.name}`, null],
    ];
    const list: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type'];
    if (f.entity) list.push('entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenarios', rows }], truth: truthOf(f, list) };
  },
};

export const brokerFamilies: Family[] = [scenarioColumns, revisedThread, shortBullets, forwarded, proseEmail, emailPhoto, pipelineSheet, labelValueSheet, crmCsv, asIsArvSheet, coverPdf, compSheet];
