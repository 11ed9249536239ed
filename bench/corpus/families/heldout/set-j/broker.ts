// set-j families written by mortgage brokers: submission e-mails (printed from a mail client) and submission sheets.
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import {
  colonLines, dAbbr, dDate, dLong, dUs, esc, fieldsOf, grid, html, htmlOut, item, items, kvRows, money, num2, phone, plain,
  sheetOut, type Item, type Key,
} from './kit';

function mailHeader(rows: [string, string][]): string {
  return `<table style="font-size:9pt;margin-bottom:8px">${rows.map(([k, v]) => `<tr><td style="color:#555;padding-right:10px;vertical-align:top">${k}</td><td>${v}</td></tr>`).join('')}</table>`;
}
function stamp(iso: string, rng: Rng): string {
  return `${dAbbr(iso)} ${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
}
function brokerSig(f: DealFacts): string {
  const c = f.broker.contact;
  return `<div style="margin-top:10px;font-size:9pt;color:#333">${esc(c.first)} ${esc(c.last)}<br>Senior Loan Officer | ${esc(f.broker.name)}<br>${phone(c.phone)} | ${esc(c.email)}<br>NMLS #${c.phone.slice(3)}</div>`;
}
const CONF = 'CONFIDENTIALITY NOTICE: This e-mail and any attachments are intended only for the addressee and may contain confidential information. If you received it in error, notify the sender and delete it.';
function who(f: DealFacts): string {
  return f.entity ? esc(f.entity.name) : `${esc(f.borrower.first)} ${esc(f.borrower.last)}`;
}

const emailFwd: Family = {
  id: 'setj-email-forwarded-thread',
  description: 'Broker forwards the borrower\'s own e-mail to a lender with a short summary list on top; two headers, quoted original',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const b = f.borrower;
    const sum = items(f, rng, [['borrower', 'Borrower'], ['address', 'Property'], ['amount', 'Loan amt'], ['ltype', 'Type'], ['value', 'As-is'], ['arv', 'ARV'], ['fico', 'FICO'], ['term', 'Term wanted']]);
    const orig = items(f, rng, [['phone', 'my cell'], ['email', 'email']]);
    const body = `${mailHeader([['From:', `${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &lt;${esc(f.broker.contact.email)}&gt;`], ['Sent:', stamp(f.documentDate, rng)], ['To:', `Scenarios &lt;deals@${esc(f.lender.contact.email.split('@')[1] ?? 'lender.com')}&gt;`], ['Subject:', `FW: loan for ${esc(f.property.address.street)}`]])}
<p>Team – see below from my client. Quick summary:</p><ul>${sum.map((i) => `<li>${esc(i.label)}: ${i.value}</li>`).join('')}</ul><p>Can you price this? Thanks.</p>${brokerSig(f)}
<hr><p style="font-size:9pt"><b>From:</b> ${esc(b.first)} ${esc(b.last)} &lt;${esc(b.email)}&gt;<br><b>Sent:</b> ${stamp(f.documentDate, rng)}<br><b>To:</b> ${esc(f.broker.contact.email)}<br><b>Subject:</b> loan for ${esc(f.property.address.street)}</p>
<div style="border-left:3px solid #ccc;padding-left:8px"><p>Hi ${esc(f.broker.contact.first)}, I'm under contract on the property and need to close fast. ${f.entity ? `We'll buy in ${esc(f.entity.name)}.` : ''} You can reach me on ${orig[0]?.value ?? ''}.</p><p>Thanks,<br>${esc(b.first)}</p></div>
<p class="small" style="margin-top:14px">${CONF}</p>`;
    const fields = fieldsOf(sum, orig, [{ label: '', value: '', fields: ['borrower_first_name', 'borrower_last_name', 'borrower_email', ...(f.entity ? ['entity_name' as const] : [])] }]);
    return htmlOut('Broker Submission Email', f, html('FW', [body], { font: 'sans', fontSize: '10pt' }), fields);
  },
};

const emailReply: Family = {
  id: 'setj-email-reply-quoted-submission',
  description: 'Lender reply ("Re:") asking questions above the broker\'s quoted submission in label: value lines',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Guarantor'], ['fico', 'Credit'], ['address', 'Address'], ['ptype', 'Prop type'], ['value', 'Value'], ['amount', 'Request'], ['purpose', 'Purpose'], ['rate', 'Target rate'], ['term', 'Term'], ['exit', 'Exit'], ['close', 'COE']]);
    const body = `${mailHeader([['From:', `${esc(f.lender.contact.first)} ${esc(f.lender.contact.last)} &lt;${esc(f.lender.contact.email)}&gt;`], ['Date:', stamp(f.documentDate, rng)], ['To:', esc(f.broker.contact.email)], ['Subject:', `Re: New submission – ${who(f)}`]])}
<p>${esc(f.broker.contact.first)}, thanks. Before we issue terms: do you have the rent roll and 2 months of bank statements? We can likely do ${rng.pick(['70', '75'])}% LTV here.</p><p>${esc(f.lender.contact.first)}<br><span class="small">${esc(f.lender.name)}</span></p>
<p style="color:#555;font-size:9pt">On ${dLong(f.documentDate)}, ${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} wrote:</p><div style="border-left:2px solid #999;padding-left:8px;color:#222">
<p>Please see new submission below.</p>${colonLines(its, 14)}${brokerSig(f)}</div>`;
    return htmlOut('Broker Submission Email', f, html('Re', [body], { font: 'sans', fontSize: '9.5pt' }), fieldsOf(its));
  },
};

const emailProse: Family = {
  id: 'setj-email-prose-scenario',
  description: 'Broker scenario e-mail written as paragraphs of prose, signature and legal disclaimer',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const used: Item[] = [];
    const s = (k: Key, t: (v: string) => string) => {
      const i = item(f, rng, k, '');
      if (!i) return '';
      used.push(i);
      return t(i.value);
    };
    const p1 = `Hi ${esc(f.lender.contact.first)}, hope you're well. I have a ${s('ltype', (v) => v.toLowerCase())} scenario for you. My borrower ${s('borrower', (v) => v)}${f.entity ? s('guarantor', (v) => ` (guarantor ${v})`) : ''} ${s('fico', (v) => `has a ${v} middle score and `)}is looking for ${s('amount', (v) => v)} on ${s('address', (v) => v)}.`;
    const p2 = `${s('ptype', (v) => `It's a ${v}. `)}${s('value', (v) => `Current value is about ${v}`)}${f.property.arv ? ` and the ARV should come in around ${money(f.property.arv)}` : ''}. ${s('term', (v) => `They'd like ${v} `)}${s('rate', (v) => `and were quoted ${v} elsewhere, `)}hoping you can beat it.`;
    const p3 = `${s('exit', (v) => `Exit: ${v}. `)}${s('close', (v) => `We need to close by ${v}. `)}${s('bpts', (v) => `I'd want ${v} on my side.`)}`;
    const body = `${mailHeader([['From:', `${esc(f.broker.contact.first)} ${esc(f.broker.contact.last)} &lt;${esc(f.broker.contact.email)}&gt;`], ['Sent:', stamp(f.documentDate, rng)], ['To:', esc(f.lender.contact.email)], ['Subject:', `Scenario – ${esc(f.property.address.city)} ${esc(f.loan.type)}`]])}
<p>${p1}</p><p>${p2}</p><p>${p3}</p><p>Let me know if you need anything else.</p>${brokerSig(f)}<p class="small" style="margin-top:12px">${CONF} ${esc(f.broker.name)} is a licensed mortgage broker, not a lender.</p>`;
    return htmlOut('Broker Submission Email', f, html('Scenario', [body], { font: 'sans', fontSize: '10pt' }), fieldsOf(used));
  },
};

const emailTable: Family = {
  id: 'setj-email-html-table',
  description: 'Broker submission e-mail from a CRM template: greeting, a bordered two-column deal table, attachment list',
  formats: ['pdf_text', 'pdf_scanned', 'image'],
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower Name'], ['guarantor', 'Primary Contact'], ['email', 'Borrower Email'], ['phone', 'Borrower Phone'], ['fico', 'Est. FICO'], ['address', 'Subject Property'], ['ptype', 'Property Type'], ['value', 'Estimated Value'], ['price', 'Purchase Price'], ['amount', 'Loan Amount'], ['ltype', 'Loan Type'], ['term', 'Loan Term'], ['bpts', 'Broker Points']]);
    const body = `${mailHeader([['From', esc(f.broker.contact.email)], ['To', esc(f.lender.contact.email)], ['Date', dUs(f.documentDate)], ['Subject', `Loan Submission: ${who(f)}`], ['Attachments', 'PSA.pdf; bank_stmts.pdf; entity_docs.zip']])}
<p>Hello ${esc(f.lender.name)} team,</p><p>Please find our submission below.</p>${grid(its)}<p style="margin-top:8px">Regards,</p>${brokerSig(f)}`;
    return htmlOut('Broker Submission Email', f, html('Submission', [body], { font: 'sans', fontSize: '9.5pt' }), fieldsOf(its));
  },
};

const emailMobile: Family = {
  id: 'setj-email-mobile-short',
  description: 'Short broker e-mail typed on a phone, run-on sentence with a few facts, "Sent from my iPhone"',
  formats: ['pdf_text'],
  make(f, rng) {
    const used: Item[] = [];
    const s = (k: Key, t: (v: string) => string) => {
      const i = item(f, rng, k, '');
      if (!i) return '';
      used.push(i);
      return t(i.value);
    };
    const text = `got a quick one - ${s('guarantor', (v) => v)} needs ${s('amount', (v) => v)} ${s('ltype', (v) => v.toLowerCase())} on ${s('address', (v) => v)}, ${s('fico', (v) => `fico ${v}`)}, ${s('term', (v) => v)}. can u do it? ${s('phone', (v) => `his # is ${v}`)}`;
    const body = `${mailHeader([['From:', esc(f.broker.contact.email)], ['To:', esc(f.lender.contact.email)], ['Subject:', 'deal']])}<p>${text}</p><p>Sent from my iPhone</p>`;
    return htmlOut('Broker Submission Email', f, html('deal', [body], { font: 'sans', fontSize: '11pt' }), fieldsOf(used));
  },
};

const emailCaps: Family = {
  id: 'setj-email-deal-summary-caps',
  description: 'Broker e-mail with an ALL-CAPS "DEAL SUMMARY" block of dashes, sections, and a footer with office address',
  formats: ['pdf_text', 'pdf_scanned'],
  make(f, rng) {
    const a = items(f, rng, [['borrower', 'BORROWER'], ['signer', 'SIGNER'], ['signerTitle', 'SIGNER TITLE'], ['email', 'EMAIL'], ['phone', 'PHONE'], ['dob', 'DOB'], ['fico', 'FICO']]);
    const b = items(f, rng, [['address', 'SUBJECT'], ['ptype', 'TYPE'], ['value', 'AS-IS VALUE'], ['arv', 'ARV'], ['price', 'PURCHASE PRICE'], ['amount', 'LOAN REQUEST'], ['ltype', 'PROGRAM'], ['purpose', 'PURPOSE'], ['term', 'TERM'], ['exit', 'EXIT'], ['close', 'CLOSING']]);
    const line = (i: Item) => `<div>${esc(i.label)} -- ${i.value}</div>`;
    const body = `${mailHeader([['From:', `${esc(f.broker.name)} &lt;${esc(f.broker.contact.email)}&gt;`], ['Sent:', stamp(f.documentDate, rng)], ['To:', esc(f.lender.contact.email)], ['Cc:', 'processing@' + esc(f.broker.contact.email.split('@')[1] ?? 'broker.com')], ['Subject:', `DEAL SUMMARY // ${esc(f.property.address.city.toUpperCase())}`]])}
<p>Good morning,</p><p>**** DEAL SUMMARY ****</p><p><b>--- BORROWER ---</b></p>${a.map(line).join('')}<p style="margin-top:8px"><b>--- DEAL ---</b></p>${b.map(line).join('')}
<p style="margin-top:10px">Docs in the portal. Thank you!</p>${brokerSig(f)}<p class="small">${esc(f.broker.address.street)}, ${esc(f.broker.address.city)}, ${f.broker.address.state} ${f.broker.address.zip}</p>`;
    return htmlOut('Broker Submission Email', f, html('Deal summary', [body], { font: 'mono', fontSize: '9pt' }), fieldsOf(a, b));
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Sheets

function cell(i: Item): string {
  return plain(i);
}

const sheetSectioned: Family = {
  id: 'setj-sheet-sectioned-label-value',
  description: 'Broker submission workbook: label/value rows under ALL-CAPS section rows, blank spacer rows, notes at the bottom',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const a = items(f, rng, [['borrower', 'Borrower Name'], ['guarantor', 'Guarantor'], ['email', 'Email'], ['phone', 'Phone'], ['dob', 'Date of Birth'], ['fico', 'Credit Score']]);
    const b = items(f, rng, [['address', 'Property Address'], ['ptype', 'Property Type'], ['value', 'As-Is Value'], ['arv', 'ARV']]);
    const c = items(f, rng, [['amount', 'Loan Amount'], ['ltype', 'Loan Type'], ['term', 'Term'], ['rate', 'Rate'], ['bpts', 'Broker Points'], ['exit', 'Exit Strategy']]);
    const rows: SheetCell[][] = [[`${f.broker.name} – Loan Submission`], [`Prepared ${dUs(f.documentDate)}`], [], ['BORROWER'], ...kvRows(a), [], ['PROPERTY'], ...kvRows(b), [], ['LOAN'], ...kvRows(c), [], ['Notes', `Submitted by ${f.broker.contact.first} ${f.broker.contact.last}`]];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Submission', rows }], fieldsOf(a, b, c));
  },
};

const sheetRow: Family = {
  id: 'setj-sheet-one-row-arbitrary-headers',
  description: 'Broker export, one row per deal with the broker\'s own column headers, numbers as numbers, dates as dates',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const l = f.loan;
    const cols: [string, SheetCell, Item['fields']][] = [
      ['Deal ID', `BRK-${rng.int(1000, 9999)}`, []],
      ['Client', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']],
      ['Contact First', f.borrower.first, ['borrower_first_name']], ['Contact Last', f.borrower.last, ['borrower_last_name']],
      ['Cell', phone(f.borrower.phone, 1), ['borrower_phone']], ['Mid Score', f.borrower.creditScore, ['credit_score']],
      ['Street', f.property.address.street + (f.property.address.unit ? ` ${f.property.address.unit}` : ''), ['property_address']], ['City', f.property.address.city, []], ['ST', f.property.address.state, []], ['Zip', f.property.address.zip, []],
      ['Asset', plain(item(f, rng, 'ptype', '') as Item), ['property_type']], ['Est Value', f.property.value, ['property_value']],
      ['Loan Amt', l.amount, ['loan_amount']], ['Product', plain(item(f, rng, 'ltype', '') as Item), ['loan_type']], ['Months', l.termMonths, ['loan_term']],
      ['Target Close', dDate(l.closingDate), ['estimated_closing_date']], ['Broker Fee %', l.brokerPoints ?? null, l.brokerPoints !== undefined ? ['broker_points'] : []], ['Stage', 'Submitted', []],
    ];
    const rows: SheetCell[][] = [cols.map((c) => c[0]), cols.map((c) => c[1])];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Pipeline', rows }], cols.flatMap((c) => c[2]));
  },
};

const sheetPairs: Family = {
  id: 'setj-sheet-two-pairs-per-row',
  description: 'Lender intake sheet filled in by a broker: two label/value pairs per row, a title row and a footer',
  formats: ['xls', 'csv'],
  make(f, rng) {
    const its = items(f, rng, [['borrower', 'Borrower'], ['guarantor', 'Guarantor'], ['signerTitle', 'Guarantor Title'], ['ein', 'EIN'], ['email', 'E-mail'], ['phone', 'Phone'], ['fico', 'FICO'], ['address', 'Property'], ['ptype', 'Property Type'], ['value', 'Value'], ['amount', 'Loan Amount'], ['purpose', 'Purpose'], ['ltype', 'Loan Type'], ['term', 'Term'], ['close', 'Closing'], ['orig', 'Orig Points'], ['bpts', 'Broker Points']]);
    const rows: SheetCell[][] = [[`${f.lender.name} Deal Intake`, null, null, null], [null, null, null, null]];
    for (let i = 0; i < its.length; i += 2) {
      const x = its[i] as Item, y = its[i + 1];
      rows.push([x.label, cell(x), y?.label ?? null, y ? cell(y) : null]);
    }
    rows.push([], [`Broker: ${f.broker.name}`, null, 'Date', dUs(f.documentDate)]);
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Intake', rows }], fieldsOf(its));
  },
};

const sheetVertical: Family = {
  id: 'setj-sheet-field-value-comment',
  description: 'Broker checklist export: Field | Value | Comment columns, some comments carrying distractor figures',
  formats: ['csv', 'xlsx', 'xls'],
  make(f, rng) {
    const its = items(f, rng, [['guarantor', 'Borrower'], ['borrower', 'Vesting'], ['phone', 'Mobile'], ['email', 'Email'], ['fico', 'Credit Score'], ['address', 'Property Address'], ['ptype', 'Property Type'], ['value', 'Value'], ['amount', 'Loan Amount'], ['ltype', 'Loan Program'], ['term', 'Term'], ['rate', 'Rate'], ['prepay', 'Prepay'], ['exit', 'Exit'], ['close', 'Close Date']]);
    const comments: Record<string, string> = {
      Value: f.property.arv ? `ARV ${money(f.property.arv)} per contractor bid` : 'BPO pending',
      'Loan Amount': f.property.purchasePrice ? `PP ${money(f.property.purchasePrice)}` : 'refi payoff TBD',
      'Credit Score': 'tri-merge pulled',
      'Vesting': f.entity ? 'entity docs attached' : 'individual',
    };
    const rows: SheetCell[][] = [['Field', 'Value', 'Comment'], ...its.map((i) => [i.label, cell(i), comments[i.label] ?? ''])];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Checklist', rows }], fieldsOf(its));
  },
};

const sheetTransposed: Family = {
  id: 'setj-sheet-deal-columns',
  description: 'Broker comparison sheet: labels down column A, this deal in column B and a lender-sample column C with made-up figures',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const rows: [string, SheetCell, SheetCell, Item['fields']][] = [
      ['', 'This Deal', 'Sample (lender guide)', []],
      ['Borrower', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, 'Sample Borrower LLC', f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']],
      ['Property', `${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`, '123 Example Rd, Anytown, ST 00000', ['property_address']],
      ['Property Type', plain(item(f, rng, 'ptype', '') as Item), 'SFR', ['property_type']],
      ['Value', f.property.value, 400000, ['property_value']],
      ['Loan Amount', l.amount, 280000, ['loan_amount']],
      ['Rate', `${num2(l.rate)}%`, '11.25%', ['interest_rate']],
      ['Term (mo)', l.termMonths, 12, ['loan_term']],
      ['Orig Pts', l.originationPoints ?? null, 2, l.originationPoints !== undefined ? ['origination_points'] : []],
      ['Loan Type', plain(item(f, rng, 'ltype', '') as Item), 'Bridge', ['loan_type']],
    ];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Compare', rows: rows.map((r) => [r[0], r[1], r[2]]) }], rows.flatMap((r) => r[3]));
  },
};

const sheetTemplate: Family = {
  id: 'setj-sheet-template-with-example-row',
  description: 'Lender bulk-submission template: instruction rows, an "EXAMPLE" row of sample figures, then the broker\'s deal row',
  formats: ['csv', 'xls'],
  make(f) {
    const l = f.loan, a = f.property.address;
    const header = ['Row Type', 'Borrower Legal Name', 'Entity Type', 'Guarantor First', 'Guarantor Last', 'Guarantor Email', 'Property Street', 'Unit', 'City', 'State', 'ZIP', 'Value', 'Loan Request', 'Term Months', 'Est Closing', 'Exit'];
    const example = ['EXAMPLE', 'Example Holdings LLC', 'LLC', 'Jane', 'Sample', 'jane@example.com', '100 Sample St', '', 'Anytown', 'OH', '43000', 250000, 175000, 12, '01/15/2025', 'Sale'];
    const deal: SheetCell[] = ['DEAL', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, f.entity ? f.entity.type : 'Individual', f.borrower.first, f.borrower.last, f.borrower.email, a.street, a.unit ?? '', a.city, a.state, a.zip, f.property.value, l.amount, l.termMonths, dUs(l.closingDate), l.exit ?? ''];
    const rows: SheetCell[][] = [['Instructions: one row per loan. Delete the EXAMPLE row before upload. Dates mm/dd/yyyy.'], header, example, deal];
    const fields: Item['fields'] = [f.entity ? 'entity_name' : 'borrower_type', 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_value', 'loan_amount', 'loan_term', 'estimated_closing_date', 'exit_strategy'];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Upload', rows }], fields);
  },
};

const sheetMatrix: Family = {
  id: 'setj-sheet-scenario-blocks',
  description: 'Broker scenario workbook with two tabs: a sectioned deal tab (rates as percent cells) and a contacts tab of third parties',
  formats: ['xlsx'],
  make(f, rng) {
    const l = f.loan;
    const deal: [string, SheetCell, Item['fields']][] = [
      ['SCENARIO', null, []], ['Borrower', f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']],
      ['Guarantor', `${f.borrower.first} ${f.borrower.last}`, ['borrower_first_name', 'borrower_last_name']], ['FICO', f.borrower.creditScore, ['credit_score']],
      ['COLLATERAL', null, []], ['Address', `${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`, ['property_address']],
      ['Type', plain(item(f, rng, 'ptype', '') as Item), ['property_type']], ['Value', f.property.value, ['property_value']],
      ['REQUEST', null, []], ['Amount', l.amount, ['loan_amount']], ['Loan Type', plain(item(f, rng, 'ltype', '') as Item), ['loan_type']], ['Rate', l.rate / 100, ['interest_rate']], ['Term', l.termMonths, ['loan_term']],
      ['Lender Pts', l.originationPoints !== undefined ? l.originationPoints / 100 : null, l.originationPoints !== undefined ? ['origination_points'] : []],
      ['Broker Pts', l.brokerPoints !== undefined ? l.brokerPoints / 100 : null, l.brokerPoints !== undefined ? ['broker_points'] : []],
      ['Processing', l.processingFee ?? null, l.processingFee !== undefined ? ['processing_fee'] : []],
    ];
    const contacts: SheetCell[][] = [['Role', 'Company', 'Name', 'Phone'], ['Lender', f.lender.name, `${f.lender.contact.first} ${f.lender.contact.last}`, phone(f.lender.contact.phone)], ['Title', f.title.name, `${f.title.contact.first} ${f.title.contact.last}`, phone(f.title.contact.phone)], ['Appraiser', f.appraiser.name, `${f.appraiser.contact.first} ${f.appraiser.contact.last}`, phone(f.appraiser.contact.phone)]];
    const pctRows = new Set(['Rate', 'Lender Pts', 'Broker Pts']);
    // Percent formatting is per column: put the percent figures in column C.
    const rows: SheetCell[][] = deal.map(([k, v]) => (pctRows.has(k) ? [k, null, v] : [k, v]));
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Scenario', rows, percentColumns: [2] }, { name: 'Contacts', rows: contacts }], deal.flatMap((d) => d[2]));
  },
};

const sheetFees: Family = {
  id: 'setj-sheet-pipeline-with-fees',
  description: 'Broker pipeline row with fee columns (doc, admin, processing) and a totals row beneath',
  formats: ['xls', 'xlsx', 'csv'],
  make(f) {
    const l = f.loan;
    const header = ['Loan #', 'Borrower', 'Property', 'Loan Type', 'Amount', 'Rate %', 'Term', 'Orig', 'Doc Fee', 'Admin Fee', 'Proc Fee', 'Close'];
    const a = f.property.address;
    const row: SheetCell[] = [l.loanNumber, f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`, `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`, f.loan.type, l.amount, l.rate, `${l.termMonths} mo`, l.originationPoints ?? '', l.docFee ?? '', l.adminFee ?? '', l.processingFee ?? '', dDate(l.closingDate)];
    const fields: Item['fields'] = ['loan_number', f.entity ? 'entity_name' : 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'loan_doc_fee', 'admin_fee', 'processing_fee', 'estimated_closing_date'];
    if (f.entity) fields.splice(fields.indexOf('borrower_last_name'), 1);
    const rows: SheetCell[][] = [header, row, ['TOTAL', '', '', '', l.amount, '', '', '', '', '', '', '']];
    return sheetOut('Broker Submission Sheet', f, [{ name: 'Pipeline', rows }], fields);
  },
};

export const brokerFamilies: Family[] = [emailFwd, emailReply, emailProse, emailTable, emailMobile, emailCaps, sheetSectioned, sheetRow, sheetPairs, sheetVertical, sheetTransposed, sheetTemplate, sheetMatrix, sheetFees];
