// set-g's own spelling of dates, money, rates, terms and the product's vocabulary, the way different authors
// print them. Written for set-g only (it does not reuse the dev families' helpers, which its author never read).
import { makeEntity } from '../../../facts';
import { esc } from '../../../style';
import { addressLine } from '../../../truth';
import type { Address, Company, DealFacts, Entity, EntityType, LoanType, PropertyType, Rng, TruthField } from '../../../types';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y as number, m: m as number, d: d as number };
}

const pad = (n: number) => String(n).padStart(2, '0');

export type DateStyle = 'long' | 'abbr' | 'us' | 'usShort' | 'unpadded' | 'dayFirst' | 'iso';

/** One printed spelling of an ISO date. */
export function fmtDate(iso: string, style: DateStyle): string {
  const { y, m, d } = parts(iso);
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'abbr': return month.length <= 4 ? `${month} ${d}, ${y}` : `${month.slice(0, 3)}. ${d}, ${y}`;
    case 'us': return `${pad(m)}/${pad(d)}/${y}`;
    case 'usShort': return `${pad(m)}/${pad(d)}/${String(y).slice(2)}`;
    case 'unpadded': return `${m}/${d}/${y}`;
    case 'dayFirst': return `${d} ${month} ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string, styles: readonly DateStyle[] = ['long', 'abbr', 'us', 'usShort', 'unpadded']): string {
  return fmtDate(iso, rng.pick(styles));
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** "the 5th day of January, 2027" — the way deeds and agreements write an effective date. */
export function legalDate(iso: string): string {
  const { y, m, d } = parts(iso);
  return `the ${ordinal(d)} day of ${MONTHS[m - 1] as string}, ${y}`;
}

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Money

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const out: string[] = [];
  if (h) out.push(`${ONES[h] as string} hundred`);
  if (rest >= 20) out.push(`${TENS[Math.floor(rest / 10)] as string}${rest % 10 ? `-${ONES[rest % 10] as string}` : ''}`);
  else if (rest) out.push(ONES[rest] as string);
  return out.join(' ');
}

/** Whole numbers in words: 1250000 → "one million two hundred fifty thousand". */
export function numberWords(value: number): string {
  const n = Math.floor(value);
  if (n === 0) return 'zero';
  const scales: [number, string][] = [[1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand'], [1, '']];
  const out: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const chunk = Math.floor(rest / size);
    rest %= size;
    if (chunk) out.push(`${hundreds(chunk)}${name ? ` ${name}` : ''}`);
  }
  return out.join(' ');
}

const group = (n: number, decimals = 0) => n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

export type MoneyStyle = 'dollars' | 'cents' | 'bare' | 'bareCents' | 'short' | 'words';

/** One printed spelling of an amount. 'short' is $425K / $1.2MM when the amount allows it, else whole dollars. */
export function money(n: number, style: MoneyStyle): string {
  switch (style) {
    case 'dollars': return `$${group(n)}`;
    case 'cents': return `$${group(n, 2)}`;
    case 'bare': return group(n);
    case 'bareCents': return group(n, 2);
    case 'short':
      if (n >= 1e6 && n % 1000 === 0) return `$${n / 1e6}MM`;
      if (n >= 1e4 && n % 1000 === 0) return `$${n / 1000}K`;
      return `$${group(n)}`;
    case 'words': {
      const w = numberWords(n);
      return `${w.charAt(0).toUpperCase()}${w.slice(1)} Dollars ($${group(n, n % 1 ? 2 : 0)})`;
    }
  }
}

export function anyMoney(rng: Rng, n: number, styles: readonly MoneyStyle[] = ['dollars', 'cents', 'dollars']): string {
  return money(n, rng.pick(styles));
}

// ---------------------------------------------------------------------------------------------------------------
// Rates, points, terms

const EIGHTHS: Record<number, string> = { 0.125: '1/8', 0.25: '1/4', 0.375: '3/8', 0.5: '1/2', 0.625: '5/8', 0.75: '3/4', 0.875: '7/8' };

export type RateStyle = 'plain' | 'three' | 'spaced' | 'fraction' | 'perAnnum';

export function rate(r: number, style: RateStyle): string {
  const whole = Math.floor(r);
  const frac = EIGHTHS[Number((r - whole).toFixed(3))];
  switch (style) {
    case 'plain': return `${r}%`;
    case 'three': return `${r.toFixed(3)}%`;
    case 'spaced': return `${r.toFixed(2)} %`;
    case 'fraction': return frac ? `${whole} ${frac}%` : `${r}%`;
    case 'perAnnum': return `${r.toFixed(r * 100 % 1 ? 3 : 2)}% per annum`;
  }
}

export function anyRate(rng: Rng, r: number): string {
  return rate(r, rng.pick<RateStyle>(['plain', 'three', 'spaced', 'perAnnum', 'plain']));
}

/** "2.0 points", "1.5%", "2 pts" */
export function points(rng: Rng, p: number): string {
  return rng.pick([`${p} points`, `${p.toFixed(2)}%`, `${p} pts`, `${p}%`, `${p.toFixed(3)} points`]);
}

export function term(rng: Rng, months: number): string {
  const word = months <= 19 ? ONES[months] : undefined;
  const options = [`${months} months`, `${months} Months`, `${months}-month`];
  if (word) options.push(`${word.charAt(0).toUpperCase()}${word.slice(1)} (${months}) months`);
  if (months % 12 === 0) options.push(`${months / 12}-year`, `${months / 12} year${months > 12 ? 's' : ''} (${months} mo.)`);
  return rng.pick(options);
}

// ---------------------------------------------------------------------------------------------------------------
// Phones, EINs, addresses

export function phone(rng: Rng, digits: string): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a}-${b}-${c}`, `+1 ${a} ${b} ${c}`]);
}

export function ein(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** The property's address on one line, abbreviated or spelled out, with or without the state's name. */
export function address(rng: Rng, a: Address, style?: 'short' | 'long' | 'stateName'): string {
  const s = style ?? rng.pick(['short', 'long', 'stateName'] as const);
  const unit = a.unit ? (s === 'short' ? ` ${a.unit}` : `, ${a.unit}`) : '';
  if (s === 'short') return addressLine(a);
  if (s === 'long') return `${a.streetLong}${unit}, ${a.city}, ${a.state} ${a.zip}`;
  return `${a.street}${unit}, ${a.city}, ${a.stateName} ${a.zip}`;
}

/** Street on one line, city/state/zip on the next (HTML). */
export function addressTwoLines(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}<br>${a.city}, ${a.state} ${a.zip}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: what people write for the product's categories

export function loanTypeWords(rng: Rng, t: LoanType): string {
  const options: Record<LoanType, string[]> = {
    'Purchase': ['Purchase', 'Purchase Money', 'Acquisition (Purchase)'],
    'Refinance': ['Rate/Term Refinance', 'Refinance (no cash out)', 'Rate & Term Refi'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance – Cash Out'],
    'Second Mortgage': ['Second Mortgage', '2nd Lien (Second Mortgage)', 'Second-position mortgage'],
    'Bridge Loan': ['Bridge Loan', 'Short-Term Bridge', 'Bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip (rehab)', 'Residential Rehab – Fix & Flip'],
    'Construction': ['Ground-Up Construction', 'Construction', 'New Construction'],
    'Commercial': ['Commercial', 'Commercial Real Estate Loan', 'Commercial Mortgage'],
    'Land': ['Land Acquisition', 'Land Loan', 'Lot / Land'],
  };
  return rng.pick(options[t]);
}

export function propertyTypeWords(rng: Rng, t: PropertyType, units?: number): string {
  const plex: Record<number, string> = { 2: 'Duplex', 3: 'Triplex', 4: 'Fourplex' };
  const options: Record<PropertyType, string[]> = {
    'Single Family': ['SFR', 'Single Family Residence', 'Single-family detached', '1-Unit SFR'],
    '2-4 Unit': [plex[units ?? 2] ?? '2-4 Unit', `${units ?? 2}-unit residential (2-4)`, '2-4 Family'],
    'Condo': ['Condominium', 'Condo', 'Condo unit'],
    'Townhouse': ['Townhome', 'Townhouse', 'Attached townhouse'],
    'Multifamily (5+)': [`${units ?? 5}-unit apartment building`, 'Multifamily (5+ units)', `Multifamily – ${units ?? 5} units`],
    'Mixed Use': ['Mixed Use', 'Mixed-use (retail/residential)', 'Mixed-Use Commercial'],
    'Retail': ['Retail', 'Retail strip center', 'Retail storefront'],
    'Office': ['Office', 'Office building', 'Professional office'],
    'Industrial': ['Industrial', 'Industrial / warehouse', 'Light industrial flex'],
    'Land': ['Vacant Land', 'Land', 'Unimproved lot'],
  };
  return rng.pick(options[t]);
}

export function purposeWords(rng: Rng, p: string): string {
  const options: Record<string, string[]> = {
    'Purchase': ['Purchase', 'Acquisition'],
    'Refinance': ['Refinance', 'Rate/term refinance'],
    'Cash Out Refinance': ['Cash-out refinance', 'Cash Out Refinance'],
    'Construction': ['Construction', 'Ground-up construction'],
  };
  return rng.pick(options[p] ?? [p]);
}

export function exitWords(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['Sale of the property after renovation', 'Sell upon completion', 'Retail sale to owner-occupant', 'List and sell'])
    : rng.pick(['Refinance into a long-term DSCR rental loan', 'Refi out with conventional financing', 'Refinance upon stabilization', 'Take-out refinance']);
}

export function prepayWords(rng: Rng, p: DealFacts['loan']['prepayment']): string {
  if (p.penalty && p.terms) return p.terms;
  return rng.pick(['None', 'No prepayment penalty', 'None – loan may be prepaid at any time without premium', 'N/A – open prepay']);
}

/** "Jane Q. Doe" or "Jane Doe": the principal's name as a document prints it. */
export function fullName(person: { first: string; middle?: string; last: string }, withMiddle: boolean): string {
  return withMiddle && person.middle ? `${person.first} ${person.middle} ${person.last}` : `${person.first} ${person.last}`;
}

/** A set of stated fields, filled as a family prints them. */
export class Stated {
  readonly fields = new Set<TruthField>();
  add(...fields: TruthField[]): this {
    for (const f of fields) this.fields.add(f);
    return this;
  }
  list(): TruthField[] {
    return [...this.fields];
  }
}

/**
 * The deal as an entity paper needs it: the deal's own entity, or — when the principal borrows in his own name or
 * through a different kind of entity than the paper is about — one drawn for this document (the paper then
 * describes that entity, and the truth follows it).
 */
export function withEntity(facts: DealFacts, rng: Rng, types: readonly EntityType[]): DealFacts & { entity: Entity } {
  if (facts.entity && types.includes(facts.entity.type)) return facts as DealFacts & { entity: Entity };
  const entity = makeEntity(rng, facts.borrower, facts.property.address.state, Number(facts.documentDate.slice(0, 4)), rng.pick(types));
  return { ...facts, entity };
}

/** Company letterhead lines: street, city, phone and e-mail of its contact. */
export function companyLines(rng: Rng, c: Company): string[] {
  const a = c.address;
  return [`${esc(a.street)}${a.unit ? `, ${esc(a.unit)}` : ''} · ${esc(a.city)}, ${a.state} ${a.zip}`, `${phone(rng, c.contact.phone)} · ${esc(c.contact.email)}`];
}

/** "a Delaware limited liability company" */
export function entityKind(e: Entity): string {
  const kind: Record<EntityType, string> = { LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust' };
  return e.type === 'Trust' ? `a ${e.stateOfFormation} trust` : `a${/^[AEIOU]/.test(e.stateOfFormation) ? 'n' : ''} ${e.stateOfFormation} ${kind[e.type]}`;
}

/**
 * Who borrows, as the lender's papers name it: the entity with its principal as guarantor, or the individual. Marks
 * the names as stated; returns [label, HTML] rows.
 */
export function borrowerRows(f: DealFacts, rng: Rng, s: Stated, labels: { borrower: readonly string[]; guarantor: readonly string[] }): [string, string][] {
  const b = f.borrower;
  s.add('borrower_first_name', 'borrower_last_name');
  if (f.entity) {
    s.add('entity_name');
    const kind = rng.chance(0.5) ? `, ${entityKind(f.entity)}` : '';
    return [[rng.pick(labels.borrower), `${esc(f.entity.name)}${kind}`], [rng.pick(labels.guarantor), esc(fullName(b, rng.chance(0.4)))]];
  }
  const co = f.coBorrower && rng.chance(0.5) ? ` and ${esc(fullName(f.coBorrower, false))}` : '';
  return [[rng.pick(labels.borrower), `${esc(fullName(b, rng.chance(0.4)))}${co}`]];
}

/** An amount near `around` that is none of the deal's real figures (an old ask, a comparable sale, a price). */
export function otherAmount(f: DealFacts, rng: Rng, around: number, step = 5000): number {
  const taken = new Set([f.loan.amount, f.property.value, f.property.purchasePrice, f.property.arv]);
  for (;;) {
    const candidate = Math.round(around / step) * step + rng.pick([-1, 1]) * rng.int(1, 10) * step;
    if (candidate > 0 && !taken.has(candidate)) return candidate;
  }
}
