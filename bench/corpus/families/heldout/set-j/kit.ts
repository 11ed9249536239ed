// set-j's own small kit: date, money and vocabulary spellings, and "items" (one printed label/value with the truth
// fields it states) laid out in several ways. Written without reading any other family's helpers.
import { truthOf } from '../../../truth';
import { documentHtml, esc, type FontKey } from '../../../style';
import type { DealFacts, DocumentType, FamilyOutput, Person, Rng, Sheet, SheetCell, TruthField } from '../../../types';

export { esc };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y as number, m as number, d as number];
}
/** March 5, 2025 */
export function dLong(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
/** 03/05/2025 */
export function dUs(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}
/** 3/5/2025 */
export function dShort(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
}
/** Mar 5, 2025 */
export function dAbbr(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
}
export function dAny(iso: string, rng: Rng): string {
  return rng.pick([dLong, dUs, dShort, dAbbr])(iso);
}
export function dDate(iso: string): Date {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
}

/** $450,000 or $450,000.00 */
export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
/** 10.50 / 9.875 (never a rounded spelling). */
export function num2(n: number): string {
  return Number(n.toFixed(2)) === n ? n.toFixed(2) : String(n);
}
export function pct(n: number, rng?: Rng): string {
  return `${rng && rng.chance(0.4) ? String(n) : num2(n)}%`;
}
export function phone(p: string, style = 0): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`][style % 3] as string;
}
export function fullName(p: Person, style = 0): string {
  switch (style % 4) {
    case 1: return `${p.first}${p.middle ? ` ${p.middle}` : ''} ${p.last}`;
    case 2: return `${p.first} ${p.last}`.toUpperCase();
    case 3: return `${p.last}, ${p.first}`;
    default: return `${p.first} ${p.last}`;
  }
}
const NUMBER_WORDS: Record<number, string> = {
  6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty', 360: 'Three Hundred Sixty',
};
export function term(m: number, rng: Rng): string {
  const k = rng.int(0, 3);
  if (k === 0) return `${m} months`;
  if (k === 1 && NUMBER_WORDS[m]) return `${NUMBER_WORDS[m]} (${m}) Months`;
  if (k === 2 && m % 12 === 0 && m >= 24) return m === 360 ? '30-year' : `${m / 12} years`;
  return `${m} Mo.`;
}
export function oneLine(f: DealFacts, long = false): string {
  const a = f.property.address;
  return long
    ? `${a.streetLong}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.stateName} ${a.zip}`
    : `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}
export function twoLines(f: DealFacts): string {
  const a = f.property.address;
  return `${esc(a.street)}${a.unit ? ` ${esc(a.unit)}` : ''}<br>${esc(a.city)}, ${a.state} ${a.zip}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

export function loanTypeLabel(f: DealFacts, rng: Rng): string {
  const m: Record<string, string[]> = {
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip', 'Fix-and-Flip (Rehab)'],
    'Bridge Loan': ['Bridge', 'Bridge Loan', 'Short-Term Bridge'],
    Purchase: ['Purchase', 'Purchase Money Loan'],
    Refinance: ['Rate/Term Refinance', 'Refinance', 'Rate & Term Refi'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Cash-Out Refi'],
    'Second Mortgage': ['Second Mortgage', '2nd Lien Mortgage', 'Second Lien'],
    Construction: ['Ground-Up Construction', 'New Construction', 'Construction'],
    Commercial: ['Commercial', 'Commercial Real Estate Loan', 'Commercial Mortgage'],
    Land: ['Land', 'Land Acquisition', 'Lot Loan'],
  };
  return rng.pick(m[f.loan.type] as string[]);
}
export function purposeLabel(f: DealFacts, rng: Rng): string | undefined {
  const p = f.loan.purpose;
  if (!p) return undefined;
  const m: Record<string, string[]> = {
    Purchase: ['Purchase', 'Acquisition', 'Purchase of property'],
    Refinance: ['Refinance', 'Rate/Term Refinance', 'Refinance existing debt'],
    'Cash Out Refinance': ['Cash-Out Refinance', 'Cash Out Refinance', 'Refinance with cash out'],
    Construction: ['Construction', 'New Construction', 'Ground-up construction'],
  };
  return rng.pick(m[p] as string[]);
}
export function propertyTypeLabel(f: DealFacts, rng: Rng): string {
  const u = f.property.units;
  switch (f.property.type) {
    case 'Single Family': return rng.pick(['Single Family', 'SFR', 'Single-Family Residence', 'SFR (detached)', '1-Unit SFR']);
    case '2-4 Unit': return rng.pick([u === 2 ? 'Duplex' : u === 3 ? 'Triplex' : 'Fourplex', '2-4 Unit', `${u}-Unit Residential`, '2-4 Family']);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'Condo Unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Townhouse (attached)']);
    case 'Multifamily (5+)': return rng.pick(['Multifamily', `Multi-Family (${u} units)`, `Apartment Building - ${u} Units`, '5+ Unit Multifamily']);
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-Use (retail/residential)', 'Mixed-Use']);
    case 'Retail': return rng.pick(['Retail', 'Retail Strip Center', 'Retail Storefront']);
    case 'Office': return rng.pick(['Office', 'Office Building', 'Professional Office']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / Warehouse', 'Light Industrial']);
    case 'Land': return rng.pick(['Land', 'Vacant Land', 'Vacant Lot']);
  }
}
export function exitLabel(f: DealFacts, rng: Rng): string | undefined {
  if (!f.loan.exit) return undefined;
  return f.loan.exit === 'Sale'
    ? rng.pick(['Sale', 'Sell upon completion of renovation', 'Sale of the property', 'List and sell after rehab'])
    : rng.pick(['Refinance', 'Refi into a DSCR rental loan', 'Refinance into long-term financing', 'Cash-out refi after stabilization']);
}
export function entityTypeWords(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  const s = e.stateOfFormation;
  switch (e.type) {
    case 'LLC': return `a ${s} limited liability company`;
    case 'Corporation': return `a ${s} corporation`;
    case 'Partnership': return `a ${s} limited partnership`;
    case 'Trust': return `a trust formed under the laws of ${s}`;
  }
}
export function trustFull(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  return e.type === 'Trust' && e.trustDate ? `${e.name} dated ${dShort(e.trustDate)}` : e.name;
}

// ---------------------------------------------------------------------------------------------------------------
// Items

export interface Item { label: string; value: string; fields: TruthField[] }

export type Key =
  | 'borrower' | 'guarantor' | 'signer' | 'signerTitle' | 'email' | 'phone' | 'dob' | 'coDob' | 'ein' | 'fico'
  | 'address' | 'ptype' | 'value' | 'price' | 'arv' | 'amount' | 'ltype' | 'purpose' | 'term' | 'rate' | 'close'
  | 'orig' | 'disc' | 'bpts' | 'doc' | 'admin' | 'proc' | 'prepay' | 'exit' | 'loanNo' | 'etype' | 'units' | 'year' | 'sqft';

/** One printed fact: `label` is the house's label; returns undefined when the deal has no such fact. */
export function item(f: DealFacts, rng: Rng, key: Key, label: string): Item | undefined {
  const { loan, property: p, borrower: b, entity: e } = f;
  const mk = (value: string, fields: TruthField[]): Item => ({ label, value: esc(value), fields });
  switch (key) {
    case 'borrower': return e ? { label, value: `<span style="white-space:nowrap">${esc(trustFull(f))}</span>`, fields: ['entity_name'] } : mk(fullName(b, rng.int(0, 2)), ['borrower_first_name', 'borrower_last_name']);
    case 'guarantor': return mk(fullName(b, rng.int(0, 1)), ['borrower_first_name', 'borrower_last_name']);
    case 'signer': return e ? mk(`${b.first} ${b.last}`, ['authorized_signatory_name', 'borrower_first_name', 'borrower_last_name']) : undefined;
    case 'signerTitle': return e ? mk(e.signatoryTitle, ['authorized_signatory_title']) : undefined;
    case 'etype': return e ? mk(rng.pick({ LLC: ['LLC', 'Limited Liability Company'], Corporation: ['Corporation', 'C-Corp', 'S Corporation'], Partnership: ['Limited Partnership', 'LP'], Trust: ['Trust', 'Revocable Trust'] }[e.type]), []) : mk('Individual', []);
    case 'email': return mk(rng.chance(0.2) ? b.email.replace(/^./, (c) => c.toUpperCase()) : b.email, ['borrower_email']);
    case 'phone': return mk(phone(b.phone, rng.int(0, 2)), ['borrower_phone']);
    case 'dob': return mk(rng.pick([dUs, dShort, dLong])(b.dob), ['borrower_date_of_birth']);
    case 'coDob': return f.coBorrower ? mk(rng.pick([dUs, dShort])(f.coBorrower.dob), ['co_borrower_date_of_birth']) : undefined;
    case 'ein': return e?.ein ? mk(`${e.ein.slice(0, 2)}-${e.ein.slice(2)}`, ['ein']) : undefined;
    case 'fico': return mk(String(b.creditScore), ['credit_score']);
    case 'address': return mk(oneLine(f, rng.chance(0.3)), ['property_address']);
    case 'ptype': return mk(propertyTypeLabel(f, rng), ['property_type']);
    case 'value': return mk(money(p.value, rng.chance(0.3)), ['property_value']);
    case 'price': return p.purchasePrice ? mk(money(p.purchasePrice), []) : undefined;
    case 'arv': return p.arv ? mk(money(p.arv), []) : undefined;
    case 'units': return p.units ? mk(String(p.units), []) : undefined;
    case 'year': return p.yearBuilt ? mk(String(p.yearBuilt), []) : undefined;
    case 'sqft': return p.squareFeet ? mk(`${p.squareFeet.toLocaleString('en-US')} sf`, []) : undefined;
    case 'amount': return mk(money(loan.amount, rng.chance(0.4)), ['loan_amount']);
    case 'ltype': return mk(loanTypeLabel(f, rng), ['loan_type']);
    case 'purpose': { const l = purposeLabel(f, rng); return l ? mk(l, ['loan_purpose']) : undefined; }
    case 'term': return mk(term(loan.termMonths, rng), ['loan_term']);
    case 'rate': return mk(`${pct(loan.rate, rng)}${rng.chance(0.3) ? ' fixed, interest only' : ''}`, ['interest_rate']);
    case 'close': return mk(rng.pick([dLong, dUs, dShort])(loan.closingDate), ['estimated_closing_date']);
    case 'orig': return loan.originationPoints !== undefined ? mk(rng.chance(0.5) ? `${num2(loan.originationPoints)}%` : `${loan.originationPoints} points`, ['origination_points']) : undefined;
    case 'disc': return loan.discountPoints !== undefined ? mk(`${loan.discountPoints}%`, ['discount_points']) : undefined;
    case 'bpts': return loan.brokerPoints !== undefined ? mk(rng.chance(0.5) ? `${num2(loan.brokerPoints)}%` : `${loan.brokerPoints} pts`, ['broker_points']) : undefined;
    case 'doc': return loan.docFee !== undefined ? mk(money(loan.docFee, rng.chance(0.5)), ['loan_doc_fee']) : undefined;
    case 'admin': return loan.adminFee !== undefined ? mk(money(loan.adminFee, rng.chance(0.5)), ['admin_fee']) : undefined;
    case 'proc': return loan.processingFee !== undefined ? mk(money(loan.processingFee, rng.chance(0.5)), ['processing_fee']) : undefined;
    case 'prepay': return loan.prepayment.penalty
      ? mk(rng.chance(0.5) ? `Yes - ${loan.prepayment.terms}` : loan.prepayment.terms as string, ['prepayment_penalty', 'prepayment_terms'])
      : mk(rng.pick(['None', 'No', 'No prepayment penalty']), ['prepayment_penalty']);
    case 'exit': { const l = exitLabel(f, rng); return l ? mk(l, ['exit_strategy']) : undefined; }
    case 'loanNo': return mk(loan.loanNumber, ['loan_number']);
  }
}

/** Items from [key, label] pairs; missing facts dropped (or shown as "N/A" when `na`). */
export function items(f: DealFacts, rng: Rng, spec: readonly (readonly [Key, string])[], na = false): Item[] {
  const out: Item[] = [];
  for (const [k, l] of spec) {
    const it = item(f, rng, k, l);
    if (it) out.push(it);
    else if (na && !['signer', 'signerTitle', 'ein'].includes(k)) out.push({ label: l, value: 'N/A', fields: [] });
  }
  return out;
}
export function fieldsOf(...groups: readonly (readonly Item[])[]): TruthField[] {
  return groups.flat().flatMap((i) => i.fields);
}

// ---------------------------------------------------------------------------------------------------------------
// Layouts

export function grid(rows: readonly Item[], cols: 2 | 4 = 2, cls = 'grid'): string {
  const cells = rows.map((r) => `<td class="k">${esc(r.label)}</td><td class="v">${r.value}</td>`);
  const per = cols / 2;
  const trs: string[] = [];
  for (let i = 0; i < cells.length; i += per) trs.push(`<tr>${cells.slice(i, i + per).join('')}${i + per > cells.length ? '<td></td><td></td>' : ''}</tr>`);
  return `<table class="${cls}" style="width:100%">${trs.join('')}</table>`;
}
/** Boxes with a small label above the value. */
export function boxes(rows: readonly Item[], perRow = 3): string {
  const w = (100 / perRow).toFixed(2);
  return `<div style="display:flex;flex-wrap:wrap;border-left:1px solid #333;border-top:1px solid #333">${rows.map((r) =>
    `<div style="width:${w}%;border-right:1px solid #333;border-bottom:1px solid #333;padding:3px 5px;min-height:34px"><div style="font-size:6.5pt;text-transform:uppercase;color:#444">${esc(r.label)}</div><div style="font-size:9.5pt">${r.value}</div></div>`).join('')}</div>`;
}
/** Value on an underline with its caption printed below. */
export function under(rows: readonly Item[], perRow = 2): string {
  const w = (100 / perRow - 3).toFixed(2);
  return `<div style="display:flex;flex-wrap:wrap;gap:10px 3%">${rows.map((r) =>
    `<div style="width:${w}%"><div style="border-bottom:1px solid #000;min-height:16px;padding:0 3px">${r.value}</div><div style="font-size:7pt;color:#333">${esc(r.label)}</div></div>`).join('')}</div>`;
}
export function leaders(rows: readonly Item[]): string {
  return rows.map((r) => `<div style="display:flex;gap:4px"><span>${esc(r.label)}</span><span style="flex:1;border-bottom:1px dotted #777;margin-bottom:4px"></span><span>${r.value}</span></div>`).join('');
}
export function bullets(rows: readonly Item[], mark = '•'): string {
  return `<div>${rows.map((r) => `<div style="margin:2px 0 2px 14px">${mark} <b>${esc(r.label)}:</b> ${r.value}</div>`).join('')}</div>`;
}
export function colonLines(rows: readonly Item[], pad = 24): string {
  return `<pre style="font-family:'DejaVu Sans Mono',monospace;font-size:8.8pt;margin:0;white-space:pre-wrap">${rows.map((r) => `${esc(r.label)}:${' '.repeat(Math.max(1, pad - r.label.length))}${r.value}`).join('\n')}</pre>`;
}
export function stacked(rows: readonly Item[], cols = 2): string {
  return `<div style="column-count:${cols};column-gap:28px">${rows.map((r) => `<div style="break-inside:avoid;margin-bottom:6px"><div style="font-weight:bold;font-size:8pt">${esc(r.label)}</div><div>${r.value}</div></div>`).join('')}</div>`;
}
export function sectionTitle(text: string, color = '#222'): string {
  return `<div style="font:bold 9.5pt 'DejaVu Sans';color:#fff;background:${color};padding:3px 6px;margin:10px 0 4px">${esc(text)}</div>`;
}

export function html(title: string, pages: readonly string[], options: { css?: string; font?: FontKey; fontSize?: string; footer?: string; pageNumbers?: boolean; margin?: string } = {}): string {
  return documentHtml({
    title, pages, css: `.grid td.k{background:#f3f3f3;width:24%;font-size:8.5pt}.grid td{font-size:9pt}${options.css ?? ''}`, font: options.font, fontSize: options.fontSize,
    page: { footerLeft: options.footer, pageNumbers: options.pageNumbers, margin: options.margin },
  });
}

export function htmlOut(documentType: DocumentType, f: DealFacts, body: string, fields: readonly TruthField[]): FamilyOutput {
  return { kind: 'html', documentType, html: body, truth: truthOf(f, fields) };
}
export function sheetOut(documentType: DocumentType, f: DealFacts, sheets: Sheet[], fields: readonly TruthField[]): FamilyOutput {
  return { kind: 'sheet', documentType, sheets, truth: truthOf(f, fields) };
}
export function kvRows(rows: readonly Item[]): SheetCell[][] {
  return rows.map((r) => [r.label, plain(r)]);
}
export function plain(it: Item): string {
  return it.value.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
export function sig(name: string, caption: string): string {
  return `<div style="display:inline-block;margin:18px 30px 0 0"><div class="scrawl">${esc(name)}</div><div style="border-top:1px solid #000;min-width:2.5in;font-size:8pt">${caption}</div></div>`;
}
export function companyBlock(c: DealFacts['lender']): string {
  const a = c.address;
  return `${esc(c.name)}<br>${esc(a.street)}${a.unit ? `, ${esc(a.unit)}` : ''}<br>${esc(a.city)}, ${a.state} ${a.zip}`;
}
