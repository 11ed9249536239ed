// set-m's own small toolkit: date/money/name/address spellings and a truth recorder that keeps what a document
// prints and what its truth says in step. Written without reference to any other family folder.
import { truthOf } from '../../../truth';
import type { Address, DealFacts, Entity, EntityType, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';
import { esc } from '../../../style';

export { esc };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DStyle = 'long' | 'us' | 'short' | 'abbr' | 'iso';

export function d(iso: string, style: DStyle): string {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${day}/${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${day}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return d(iso, rng.pick<DStyle>(['long', 'us', 'short', 'abbr', 'long']));
}

export function isoDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDaysIso(iso: string, days: number): string {
  const t = isoDate(iso).getTime() + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

/** $450,000 */
export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** $450k / $452.5k / $1.25M when exact, else $452,250. */
export function kShort(n: number): string {
  if (n >= 1e6 && n % 1000 === 0) return `$${n / 1e6}M`;
  if (n % 1000 === 0) return `$${n / 1000}k`;
  if (n % 100 === 0) return `$${(n / 1000).toFixed(1)}k`;
  return usd(n);
}

export function money(rng: Rng, n: number): string {
  return rng.pick([usd(n), usd(n), usd(n, true), `${n.toLocaleString('en-US')}`]);
}

export function pct(n: number, digits?: number): string {
  if (digits === undefined) return `${n}%`;
  const f = n.toFixed(digits);
  return Number(f) === n ? `${f}%` : `${n}%`;
}

export function rate(rng: Rng, n: number): string {
  return pct(n, rng.pick([undefined, 2, 3, 2]));
}

export function pts(n: number): string {
  return n.toFixed(2);
}

export function phone(p: string, style: 0 | 1 | 2 | 3 = 0): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`][style] as string;
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick([0, 1, 2, 3] as const));
}

export function name(p: Person, style: 'fl' | 'fml' | 'LF' | 'lf' | 'FL' = 'fl'): string {
  const mid = p.middle ? ` ${p.middle.length === 1 ? `${p.middle}.` : p.middle}` : '';
  switch (style) {
    case 'fl': return `${p.first} ${p.last}`;
    case 'fml': return `${p.first}${mid} ${p.last}`;
    case 'LF': return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle[0]}.` : ''}`;
    case 'lf': return `${p.last}, ${p.first}${p.middle ? ` ${p.middle[0]}.` : ''}`;
    case 'FL': return `${p.first} ${p.last}`.toUpperCase();
  }
}

export function anyName(rng: Rng, p: Person): string {
  return name(p, rng.pick(['fl', 'fml', 'fl', 'LF', 'lf'] as const));
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function addr(a: Address, style: 'one' | 'long' | 'state' | 'caps' = 'one'): string {
  switch (style) {
    case 'one': return `${street(a)}, ${a.city}, ${a.state} ${a.zip}`;
    case 'long': return `${street(a, true)}, ${a.city}, ${a.state} ${a.zip}`;
    case 'state': return `${street(a, true)}, ${a.city}, ${a.stateName} ${a.zip}`;
    case 'caps': return `${street(a)}, ${a.city}, ${a.state} ${a.zip}`.toUpperCase();
  }
}

export function anyAddr(rng: Rng, a: Address): string {
  return addr(a, rng.pick(['one', 'long', 'state', 'one', 'caps'] as const));
}

export function addr2(a: Address, long = false): string {
  return `${esc(street(a, long))}<br>${esc(`${a.city}, ${a.state} ${a.zip}`)}`;
}

const LOAN_WORDS: Record<LoanType, readonly string[]> = {
  'Purchase': ['Purchase', 'Purchase Money Loan', 'Acquisition – Purchase'],
  'Refinance': ['Rate/Term Refinance', 'Refinance (rate & term)', 'No-Cash-Out Refinance'],
  'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance – Cash Out'],
  'Second Mortgage': ['Second Mortgage', '2nd Lien Mortgage', 'Second-Position Mortgage'],
  'Bridge Loan': ['Bridge Loan', 'Short-Term Bridge', 'Bridge Financing'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip Rehab Loan'],
  'Construction': ['Ground-Up Construction', 'New Construction Loan', 'Construction'],
  'Commercial': ['Commercial', 'Commercial Real Estate Loan', 'Commercial Mortgage'],
  'Land': ['Land Loan', 'Land Acquisition', 'Lot / Land'],
};

export function loanWords(rng: Rng, t: LoanType): string {
  return rng.pick(LOAN_WORDS[t]);
}

/** Shorthand a broker types: "F&F", "bridge", "cash-out refi". */
export function loanSlang(rng: Rng, t: LoanType): string {
  const m: Record<LoanType, readonly string[]> = {
    'Purchase': ['purchase', 'purch'], 'Refinance': ['rate/term refi', 'refi (no cash out)'],
    'Cash Out Refi': ['cash-out refi', 'C/O refi'], 'Second Mortgage': ['2nd mortgage', '2nd lien'],
    'Bridge Loan': ['bridge', 'bridge loan'], 'Fix & Flip': ['fix & flip', 'fix/flip'],
    'Construction': ['ground up construction', 'GUC (ground-up construction)'], 'Commercial': ['commercial', 'commercial loan'],
    'Land': ['land loan', 'land deal'],
  };
  return rng.pick(m[t]);
}

export function propWords(rng: Rng, t: PropertyType, units?: number): string {
  switch (t) {
    case 'Single Family': return rng.pick(['Single Family Residence', 'SFR', 'Single-family detached', 'SFR (1 unit)']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-unit', 'Two-family']) : units === 3 ? rng.pick(['Triplex', '3-unit']) : rng.pick(['Fourplex', '4-unit', '2-4 Unit']);
    case 'Condo': return rng.pick(['Condominium', 'Condo unit', 'Condo']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Attached townhouse']);
    case 'Multifamily (5+)': return `${rng.pick(['Multifamily', 'Apartment building', 'Multi-family'])}${units ? ` (${units} units)` : ''}`;
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-use (retail/residential)', 'Mixed-Use']);
    case 'Retail': return rng.pick(['Retail', 'Retail strip', 'Retail storefront']);
    case 'Office': return rng.pick(['Office', 'Office building', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / warehouse', 'Light industrial']);
    case 'Land': return rng.pick(['Vacant land', 'Land', 'Unimproved lot']);
  }
}

export function exitWords(rng: Rng, e: 'Sale' | 'Refinance'): string {
  return e === 'Sale'
    ? rng.pick(['Sale of the property', 'Sell upon completion', 'List and sell after renovation', 'Exit via sale'])
    : rng.pick(['Refinance into a long-term DSCR loan', 'Refi out with conventional financing', 'Refinance', 'Take-out refinance']);
}

export function purposeWords(rng: Rng, p: string): string {
  switch (p) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition', 'Purchase']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate & term refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-out refinance', 'Cash Out Refinance']);
    default: return rng.pick(['Construction', 'Construction of improvements']);
  }
}

export function termWords(rng: Rng, m: number): string {
  if (m === 360) return rng.pick(['360 months', '30 years (360 months)', '30-year']);
  const words: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty' };
  return rng.pick([`${m} months`, `${words[m] ?? m} (${m}) months`, `${m} mo.`, `${m}-month`]);
}

export function entityKind(t: EntityType, state: string): string {
  switch (t) {
    case 'LLC': return `a ${state} limited liability company`;
    case 'Corporation': return `a ${state} corporation`;
    case 'Partnership': return `a ${state} limited partnership`;
    case 'Trust': return `a trust established under the laws of ${state}`;
  }
}

export function einFmt(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

/** Records what the document states; `out()` gives the normalised truth. */
export class Rec {
  private readonly fields = new Set<TruthField>();
  constructor(private readonly facts: DealFacts) {}
  /** Mark fields stated; returns the text unchanged so it can wrap printing. */
  s<T>(text: T, ...fs: TruthField[]): T {
    for (const f of fs) this.fields.add(f);
    return text;
  }
  add(...fs: TruthField[]): void {
    for (const f of fs) this.fields.add(f);
  }
  has(f: TruthField): boolean {
    return this.fields.has(f);
  }
  out(): Truth {
    return truthOf(this.facts, [...this.fields]);
  }
}

const ENTITY_WORDS = ['Brightwater', 'Copperline', 'Hollow Creek', 'Westgate', 'Larkspur', 'Old Orchard', 'Ridgeline', 'Timberline'];

/** Entity paperwork needs an entity: an individual's deal gets one formed by the borrower (stated by the document). */
export function withEntity(facts: DealFacts, rng: Rng): DealFacts {
  if (facts.entity) return facts;
  const type = rng.pick<EntityType>(['LLC', 'LLC', 'LLC', 'Corporation', 'Trust', 'Partnership']);
  const word = rng.pick(ENTITY_WORDS);
  const ein = `${rng.pick(['27', '36', '47', '82', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
  let entity: Entity;
  switch (type) {
    case 'LLC': entity = { name: `${word} ${rng.pick(['Holdings', 'Properties', 'Homes'])} LLC`, type, ein, stateOfFormation: facts.property.address.stateName, signatoryTitle: rng.pick(['Managing Member', 'Sole Member', 'Manager']) }; break;
    case 'Corporation': entity = { name: `${word} Builders, Inc.`, type, ein, stateOfFormation: 'Delaware', signatoryTitle: 'President' }; break;
    case 'Partnership': entity = { name: `${word} Property Partners, L.P.`, type, ein, stateOfFormation: facts.property.address.stateName, signatoryTitle: 'General Partner' }; break;
    case 'Trust': entity = { name: `The ${facts.borrower.last} Family Trust`, type, stateOfFormation: facts.property.address.stateName, signatoryTitle: 'Trustee', trustDate: `${Number(facts.documentDate.slice(0, 4)) - rng.int(2, 15)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}` }; break;
  }
  return { ...facts, entity, coBorrower: undefined };
}

/** A plausible other address / amount for distractors (comps, prior loans) that never equals the deal's. */
export function otherAmount(rng: Rng, near: number, avoid: readonly (number | undefined)[]): number {
  for (;;) {
    const v = Math.round((near * (0.78 + rng.next() * 0.44)) / 500) * 500 + rng.pick([0, 0, 250]);
    if (!avoid.includes(v) && v > 0) return v;
  }
}

const STREETS = ['Elm St', 'Walnut Ave', 'Chestnut Dr', 'Hawthorne Rd', 'Briar Ln', 'Sycamore Ct', 'Juniper Way', 'Linden Pl', 'Ashford Blvd', 'Cypress St'];

export function otherStreet(rng: Rng): string {
  return `${rng.int(100, 9899)} ${rng.pick(STREETS)}`;
}

export const FIRSTS = ['Marcus', 'Dana', 'Priya', 'Tomasz', 'Renee', 'Calvin', 'Hector', 'Ingrid', 'Wesley', 'Nadia', 'Owen', 'Lucia'];
export const LASTS = ['Abernathy', 'Kowalczyk', 'Delacroix', 'Fairbanks', 'Ostrander', 'Quintero', 'Vanterpool', 'Whitcomb', 'Yamada', 'Zeller'];

export function otherPerson(rng: Rng): string {
  return `${rng.pick(FIRSTS)} ${rng.pick(LASTS)}`;
}

export function fill(v: string): string {
  return `<span class="fill">${esc(v)}</span>`;
}

export function box(on: boolean): string {
  return on ? '☒' : '☐';
}
