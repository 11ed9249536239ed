// Small helpers of set-q: how a West Coast construction lender and its brokers print money, dates, names and
// addresses, and the deal reshaped into the ground-up and lot loans that desk actually sees.
import { addDays, makeAddress } from '../../../facts';
import { addressLine, plainNumber, truthOf } from '../../../truth';
import type { Address, DealFacts, Person, Rng, Truth, TruthField } from '../../../types';

export { addressLine, plainNumber };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'short' | 'abbr' | 'iso';

export function day(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDay(rng: Rng, iso: string): string {
  return day(iso, rng.pick(['long', 'us', 'short', 'abbr'] as const));
}

export { addDays };

/** $1,234,567 (cents when asked or when there are any). */
export function usd(n: number, cents = false): string {
  const fraction = cents || !Number.isInteger(n) ? 2 : 0;
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`;
}

/** 84-1234567, kept on one line. */
export function einText(ein: string): string {
  return `<span style="white-space:nowrap">${ein.slice(0, 2)}-${ein.slice(2)}</span>`;
}

export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** $425k or $1.25M when round, else $425,500 — how a builder texts an amount. */
export function usdShort(n: number): string {
  if (n >= 1e6 && n % 1000 === 0) return `$${n / 1e6}M`;
  return n % 1000 === 0 ? `$${n / 1000}k` : usd(n);
}

export function pct(rate: number, digits?: number): string {
  return `${digits === undefined ? plainNumber(rate) : rate.toFixed(digits)}%`;
}

export function phone(digits: string, style: 0 | 1 | 2 = 0): string {
  const a = digits.slice(0, 3), b = digits.slice(3, 6), c = digits.slice(6);
  return style === 0 ? `(${a}) ${b}-${c}` : style === 1 ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

export function anyPhone(rng: Rng, digits: string): string {
  return phone(digits, rng.pick([0, 1, 2] as const));
}

export function name(p: Person, middle = false): string {
  return [p.first, middle ? p.middle : undefined, p.last].filter(Boolean).join(' ');
}

export function lastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function cityLine(a: Address, stateName = false): string {
  return `${a.city}, ${stateName ? a.stateName : a.state} ${a.zip}`;
}

export function oneLine(a: Address, long = false): string {
  return `${street(a, long)}, ${cityLine(a)}`;
}

export function months(m: number, rng: Rng): string {
  const words: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty' };
  const word = words[m];
  return rng.pick([`${m} months`, `${m} mos.`, word ? `${word} (${m}) months` : `${m} months`]);
}

export function fee(n: number): string {
  return usd(n);
}

/** The borrower as the lender writes it on the first line: the entity or the individual. */
export function borrowerName(f: DealFacts): string {
  return f.entity ? f.entity.name : name(f.borrower);
}

/** "The Smith Family Trust dated 5/1/2015" — a trust's full designation. */
export function entityFull(f: DealFacts, rng: Rng): string {
  if (!f.entity) return name(f.borrower);
  return f.entity.trustDate ? `${f.entity.name} dated ${anyDay(rng, f.entity.trustDate)}` : f.entity.name;
}

export function entityKind(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return 'a revocable trust';
  }
}

/** The fields a document states, pushed as it prints them. */
export class Stated {
  readonly fields: TruthField[] = [];
  add(...fields: TruthField[]): this {
    this.fields.push(...fields);
    return this;
  }
  /** The value when the deal has it (and records the field), else undefined. */
  has<T>(value: T | undefined, ...fields: TruthField[]): T | undefined {
    if (value !== undefined) this.add(...fields);
    return value;
  }
  /** A document that names only the principal of an entity borrower does not say the borrower is an entity. */
  truth(f: DealFacts): Truth {
    const truth = truthOf(f, this.fields);
    if (f.entity && !this.fields.includes('entity_name')) delete truth.borrower_type;
    return truth;
  }
}

const WEST = ['CA', 'CA', 'CA', 'OR', 'WA', 'AZ'] as const;

/** The deal moved to the desk's own markets (CA, OR, WA, AZ). */
export function westCoast(f: DealFacts, rng: Rng): DealFacts {
  const commercial = ['Retail', 'Office', 'Industrial', 'Mixed Use'].includes(f.property.type);
  const address = makeAddress(rng, { state: rng.pick(WEST), unitChance: f.property.address.unit ? 1 : 0, commercial });
  return { ...f, property: { ...f.property, address } };
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface Budget {
  land: number;
  hard: number;
  soft: number;
  contingency: number;
  interestReserve: number;
  total: number;
  /** As-completed value: a distractor, never property_value. */
  completed: number;
}

/**
 * A ground-up construction loan on the deal: a West Coast lot with a house (or a few units) to build. The as-is
 * (land) value stays the property value; the loan is sized on cost, the as-completed value is a decoy.
 */
export function groundUp(facts: DealFacts, rng: Rng): { f: DealFacts; budget: Budget } {
  const base = westCoast(facts, rng);
  const type = ['Single Family', 'Townhouse', '2-4 Unit', 'Multifamily (5+)'].includes(base.property.type)
    ? base.property.type
    : rng.pick(['Single Family', 'Single Family', 'Townhouse', '2-4 Unit'] as const);
  const land = base.property.value;
  const completed = roundTo(land * (2.2 + rng.next() * 0.8), 5000);
  const hard = roundTo(completed * (0.34 + rng.next() * 0.06), 1000);
  const soft = roundTo(completed * (0.05 + rng.next() * 0.03), 500);
  const contingency = roundTo(hard * 0.05, 500);
  const interestReserve = roundTo(completed * 0.03, 500);
  const total = land + hard + soft + contingency + interestReserve;
  const amount = roundTo(total * (0.68 + rng.next() * 0.12), 5000);
  const term = [12, 13, 15, 18, 24].includes(base.loan.termMonths) ? base.loan.termMonths : rng.pick([12, 18, 24]);
  const f: DealFacts = {
    ...base,
    property: { ...base.property, type, arv: completed, purchasePrice: undefined, yearBuilt: undefined, address: { ...base.property.address, unit: undefined } },
    loan: { ...base.loan, type: 'Construction', purpose: 'Construction', amount, termMonths: term, exit: base.loan.exit ?? rng.pick(['Sale', 'Refinance'] as const) },
  };
  return { f, budget: { land, hard, soft, contingency, interestReserve, total, completed } };
}

/** A lot loan: raw or entitled land bought to build on later. */
export function lotLoan(facts: DealFacts, rng: Rng): DealFacts {
  const base = westCoast(facts, rng);
  const value = roundTo(Math.min(base.property.value, 1_200_000) * (0.35 + rng.next() * 0.3), 5000);
  const price = roundTo(value * (0.88 + rng.next() * 0.1), 1000);
  const amount = roundTo(price * (0.5 + rng.next() * 0.15), 5000);
  return {
    ...base,
    property: { ...base.property, type: 'Land', value, purchasePrice: price, arv: undefined, units: undefined, yearBuilt: undefined, squareFeet: undefined, address: { ...base.property.address, unit: undefined } },
    loan: { ...base.loan, type: 'Land', purpose: 'Purchase', amount, termMonths: rng.pick([12, 18, 24, 36]) },
  };
}

/** A lot size a listing or an entitlement summary prints. */
export function lotSize(rng: Rng): string {
  return rng.chance(0.5) ? `${num(rng.int(45, 140) * 100)} sq. ft.` : `${(rng.int(12, 250) / 100).toFixed(2)} acres`;
}

export function apn(rng: Rng): string {
  return `${rng.int(100, 999)}-${rng.int(10, 999).toString().padStart(3, '0')}-${rng.int(1, 99).toString().padStart(3, '0')}`;
}
