// set-o's own formatting helpers: how a Southeast / Texas commercial bridge lender, title company or broker prints
// money, dates, phones, terms and the deal vocabulary. Pure functions of (value, rng).
import type { Address, DealFacts, Person, Rng, Truth, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { esc } from '../../../style';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** "$450k" style for e-mails, only where it is exact; full figure otherwise. */
export function moneyShort(n: number): string {
  if (n < 1e6 && n % 5000 === 0) return `$${n / 1000}k`;
  if (n >= 1e6 && n % 50000 === 0) return `$${n / 1e6}M`;
  return money(n);
}

export type DateStyle = 'long' | 'us' | 'short' | 'abbr' | 'iso';

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return date(iso, rng.pick(['long', 'us', 'short', 'abbr'] as const));
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' | 'plus' = 'paren'): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  switch (style) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'plus': return `+1 ${a} ${b} ${c}`;
  }
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick(['paren', 'dash', 'dot', 'paren'] as const));
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function pct(n: number, digits = 2): string {
  const fixed = n.toFixed(digits);
  return `${Number(fixed) === n ? fixed : String(n)}%`;
}

export function points(n: number): string {
  return rngFree(n) ? `${n.toFixed(2)}%` : `${n}%`;
}
function rngFree(n: number): boolean {
  return Number(n.toFixed(2)) === n;
}

export function term(rng: Rng, months: number): string {
  if (months === 360) return rng.pick(['30 years (360 months)', '360 months', '30-year amortizing']);
  if (months % 12 === 0 && rng.chance(0.4)) return `${months / 12} year${months === 12 ? '' : 's'} (${months} months)`;
  const words: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty' };
  if (words[months] && rng.chance(0.35)) return `${words[months]} (${months}) months`;
  return `${months} months`;
}

export function street(rng: Rng, a: Address, long = rng.chance(0.4)): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}

export function addressOneLine(rng: Rng, a: Address, opts: { long?: boolean; stateName?: boolean } = {}): string {
  const st = opts.stateName ?? rng.chance(0.25) ? a.stateName : a.state;
  return `${street(rng, a, opts.long)}, ${a.city}, ${st} ${a.zip}`;
}

export function addressTwoLines(rng: Rng, a: Address): string {
  return `${esc(street(rng, a))}<br>${esc(a.city)}, ${a.state} ${a.zip}`;
}

export function fullName(p: Person, middle = false): string {
  return `${p.first}${middle && p.middle ? ` ${p.middle}` : ''} ${p.last}`;
}

export function upperLastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
}

export function anyName(rng: Rng, p: Person): string {
  return fullName(p, rng.chance(0.5));
}

export function loanTypeLabel(rng: Rng, f: DealFacts): string {
  switch (f.loan.type) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase Money', 'Acquisition (Purchase)']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance', 'Refinance (no cash out)']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Cash-Out Refi']);
    case 'Second Mortgage': return rng.pick(['Second Lien Mortgage', 'Second Mortgage (2nd position)', '2nd Mortgage']);
    case 'Bridge Loan': return rng.pick(['Bridge Loan', 'Short-Term Bridge', 'Bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip (rehab)']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'Construction', 'New Construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Mortgage', 'Commercial Real Estate Loan']);
    case 'Land': return rng.pick(['Land', 'Land Loan', 'Lot / Land Acquisition']);
  }
}

export function purposeLabel(rng: Rng, f: DealFacts): string | undefined {
  switch (f.loan.purpose) {
    case undefined: return undefined;
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition', 'Purchase of the Property']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate and term refinance', 'Refinance existing debt']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash out refinance', 'Refinance with cash out']);
    case 'Construction': return rng.pick(['Construction', 'Construction of improvements', 'Ground-up construction']);
  }
}

export function propertyTypeLabel(rng: Rng, f: DealFacts): string {
  const u = f.property.units;
  switch (f.property.type) {
    case 'Single Family': return rng.pick(['Single Family Residence', 'SFR', 'Single-family detached']);
    case '2-4 Unit': return u === 2 ? rng.pick(['Duplex', '2-unit residential']) : u === 3 ? rng.pick(['Triplex', '3-unit residential']) : rng.pick(['Fourplex', '4-unit residential', '2-4 Unit']);
    case 'Condo': return rng.pick(['Condominium', 'Condo']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome']);
    case 'Multifamily (5+)': return rng.pick([`Multifamily (${u ?? 12} units)`, `${u ?? 12}-unit apartment complex`, 'Multifamily 5+']);
    case 'Mixed Use': return rng.pick(['Mixed-Use (retail / residential)', 'Mixed Use', 'Mixed-use storefront with apartments']);
    case 'Retail': return rng.pick(['Retail', 'Retail strip center', 'Freestanding retail']);
    case 'Office': return rng.pick(['Office', 'Professional office building', 'Office / medical office']);
    case 'Industrial': return rng.pick(['Industrial', 'Light industrial / flex', 'Industrial warehouse']);
    case 'Land': return rng.pick(['Vacant land', 'Land', 'Raw land']);
  }
}

export function exitLabel(rng: Rng, f: DealFacts): string | undefined {
  if (!f.loan.exit) return undefined;
  return f.loan.exit === 'Sale'
    ? rng.pick(['Sale of the property', 'Sell upon completion', 'Market sale after stabilization', 'Sale'])
    : rng.pick(['Refinance into permanent bank debt', 'Refi into a DSCR loan', 'Take-out refinance (agency / CMBS)', 'Refinance']);
}

export function entityKind(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return e.trustDate ? `a trust dated ${date(e.trustDate, 'long')}` : 'a trust';
  }
}

/** "Harbor Homes LLC, a Texas limited liability company" / "The Lee Family Trust dated 5/1/2015". */
export function entityFull(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  return e.type === 'Trust' ? entityWithDate(f) : `${e.name}, ${entityKind(f)}`;
}

/** "Trust name dated …" as attorneys write it; the entity truth never includes the dated clause. */
export function entityWithDate(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  return e.type === 'Trust' && e.trustDate ? `${e.name} dated ${date(e.trustDate, 'short')}` : e.name;
}

export function prepayText(rng: Rng, f: DealFacts): string {
  const p = f.loan.prepayment;
  if (!p.penalty) return rng.pick(['None', 'No prepayment penalty', 'None; loan may be prepaid in whole or in part at any time', 'N/A - open prepay']);
  return `${rng.pick(['Yes: ', 'Applies: ', ''])}${p.terms ?? ''}`;
}

/** Fee rows [label, value] the deal has. */
export function feeRows(rng: Rng, f: DealFacts): [string, string, 'origination_points' | 'discount_points' | 'broker_points' | 'loan_doc_fee' | 'admin_fee' | 'processing_fee'][] {
  const l = f.loan;
  const rows: [string, string, 'origination_points' | 'discount_points' | 'broker_points' | 'loan_doc_fee' | 'admin_fee' | 'processing_fee'][] = [];
  if (l.originationPoints !== undefined) rows.push([rng.pick(['Origination Fee', 'Lender Origination', 'Origination']), `${points(l.originationPoints)} of the Loan Amount`, 'origination_points']);
  if (l.discountPoints !== undefined) rows.push(['Discount Points', `${points(l.discountPoints)}`, 'discount_points']);
  if (l.brokerPoints !== undefined) rows.push([rng.pick(['Broker Fee', 'Broker Compensation', 'Mortgage Broker Fee']), `${points(l.brokerPoints)} (paid at closing)`, 'broker_points']);
  if (l.docFee !== undefined) rows.push([rng.pick(['Document Preparation Fee', 'Loan Doc Fee', 'Legal / Doc Fee']), money(l.docFee), 'loan_doc_fee']);
  if (l.adminFee !== undefined) rows.push([rng.pick(['Administration Fee', 'Admin Fee']), money(l.adminFee), 'admin_fee']);
  if (l.processingFee !== undefined) rows.push([rng.pick(['Processing Fee', 'Underwriting & Processing']), money(l.processingFee), 'processing_fee']);
  return rows;
}

export function signoff(rng: Rng): string {
  return rng.pick(['Thanks,', 'Best,', 'Regards,', 'Thank you,', 'Appreciate it,']);
}

/** A distractor amount: third-party costs and deposits that are never deal fields. */
export function titleCharges(rng: Rng, f: DealFacts): [string, string][] {
  return [
    ['Owner\'s / Lender\'s title premium (est.)', money(Math.round(f.loan.amount * 0.0058) + rng.int(100, 400), true)],
    ['Escrow / settlement fee', money(rng.pick([650, 750, 895, 1100]))],
    ['Recording fees (est.)', money(rng.int(120, 380))],
    ['Survey', money(rng.pick([1850, 2400, 3250, 4100]))],
  ];
}

/**
 * truthOf plus the README's entity rule: a document that names the person signing for the entity names the
 * borrower principal too.
 */
export function tr(f: DealFacts, fields: readonly TruthField[]): Truth {
  const all = new Set(fields);
  if (f.entity && all.has('authorized_signatory_name')) { all.add('borrower_first_name'); all.add('borrower_last_name'); }
  return truthOf(f, [...all]);
}
