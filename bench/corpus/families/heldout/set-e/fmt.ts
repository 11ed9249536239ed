// Set E's spelling of figures, names and places: how private lenders' closers, escrow officers, insurance agents,
// brokers and borrowers' counsel type them. Every spelling normalises back to one truth value (README of
// ../shared/fixtures/documents); nothing here rounds a figure.
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng } from '../../../types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "$425,000" / "$425,000.00" / "$425k" / "$1.2MM" — the short forms only when they are exact. */
export function usd(value: number, rng: Rng, shortOk = true): string {
  const whole = `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const options = [whole, whole, cents(value)];
  if (shortOk && value < 1e6 && value >= 20000 && value % 1000 === 0) options.push(`$${value / 1000}k`);
  if (shortOk && value >= 1e6 && value % 10000 === 0) options.push(`$${value / 1e6}MM`);
  return rng.pick(options);
}

/** "$1,234.00": fee schedules, ledgers, statements. */
export function cents(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "1,234.00": a column already headed in dollars. */
export function figures(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The digits of a percent or points figure that equal it exactly: 10.5 → "10.5" / "10.50" / "10.500". */
export function exact(value: number, rng: Rng): string {
  return rng.pick([String(value), value.toFixed(2), value.toFixed(3)].filter((s) => Number(s) === value));
}

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four'];
const LARGER: Record<number, string> = { 30: 'thirty', 36: 'thirty-six', 48: 'forty-eight', 60: 'sixty', 360: 'three hundred sixty' };

export function word(n: number): string | undefined {
  return SMALL[n] ?? LARGER[n];
}

/** A term that always keeps its digits: "12 mos", "eighteen (18) months", "24-mo", "3 years", "360 months". */
export function months(n: number, rng: Rng): string {
  const options = [`${n} mos`, `${n} months`, `${n}-mo`, `${n} month`];
  const w = word(n);
  if (w) options.push(`${w} (${n}) months`);
  if (n % 12 === 0 && n >= 24) options.push(`${n / 12} years`, `${n / 12}-year`);
  return rng.pick(options);
}

export type Day = 'long' | 'us' | 'usShort' | 'dMonY' | 'iso' | 'abbr' | 'dayMonth' | 'ordinal';

export function day(iso: string, kind: Day): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (kind) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'dMonY': return `${d}-${month.slice(0, 3)}-${String(y).slice(2)}`;
    case 'iso': return iso;
    case 'abbr': return `${month.length > 4 ? `${month.slice(0, 3)}.` : month} ${d}, ${y}`;
    case 'dayMonth': return `${d} ${month} ${y}`;
    case 'ordinal': {
      const teen = d % 100 >= 11 && d % 100 <= 13;
      const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[d % 10] ?? 'th';
      return `${d}${suffix} day of ${month}, ${y}`;
    }
  }
}

export function someDay(iso: string, rng: Rng, kinds: readonly Day[] = ['long', 'us', 'usShort', 'abbr', 'dayMonth']): string {
  return day(iso, rng.pick(kinds));
}

/** A date `n` days from `iso` (negative for before). */
export function shift(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function addMonths(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, 28))).toISOString().slice(0, 10);
}

/** A spreadsheet date cell: UTC midnight, so every writer prints the same calendar day. */
export function cellDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function phone(digits: string, rng: Rng): string {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a}/${b}-${c}`]);
}

export function ein(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** "Maria Lopez" / "Maria E. Lopez" / "LOPEZ, MARIA E." */
export function named(p: Person, style: 'plain' | 'middle' | 'lastFirst' = 'plain'): string {
  if (style === 'lastFirst') return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
  return `${p.first}${style === 'middle' && p.middle ? ` ${p.middle}` : ''} ${p.last}`;
}

export function streetOf(a: Address, long: boolean): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function oneLine(a: Address, rng: Rng): string {
  return `${streetOf(a, rng.chance(0.5))}, ${a.city}, ${rng.chance(0.2) ? a.stateName : a.state} ${a.zip}`;
}

export function officeLine(a: Address): string {
  return `${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

/** How a lender or broker names the program; every spelling maps back to the LoanType. */
export function programWords(type: LoanType, rng: Rng): string {
  const words: Record<LoanType, readonly string[]> = {
    'Fix & Flip': ['Fix & Flip', 'Fix/Flip', 'Fix-and-Flip Rehab', 'Rehab (Fix & Flip)'],
    'Bridge Loan': ['Bridge', 'Short-Term Bridge', 'Bridge Loan'],
    Purchase: ['Purchase', 'Purchase-Money', 'Acquisition Loan'],
    'Cash Out Refi': ['Cash-Out Refi', 'Cash-Out Refinance', 'Refi (cash out)'],
    Refinance: ['Rate/Term Refi', 'Refinance', 'Refi (no cash out)'],
    Construction: ['Ground-Up Construction', 'New Construction', 'Construction'],
    Commercial: ['Commercial', 'Commercial Bridge', 'CRE Loan'],
    'Second Mortgage': ['2nd Mortgage', 'Second Lien', 'Second Mortgage'],
    Land: ['Land', 'Lot Loan', 'Land Acquisition'],
  };
  return rng.pick(words[type]);
}

/** How an insurer, appraiser or lender names the improvements; each maps back to the PropertyType. */
export function propertyWords(facts: DealFacts, rng: Rng): string {
  const u = facts.property.units ?? 0;
  const words: Record<PropertyType, readonly string[]> = {
    'Single Family': ['SFR', 'Single-Family Residence', 'Single Family Detached', '1-Family'],
    '2-4 Unit': u === 2 ? ['Duplex', '2-Family', 'Two-Unit Residential'] : u === 3 ? ['Triplex', '3-Family', 'Three-Unit Residential'] : ['Fourplex', '4-Family', 'Quadplex'],
    Condo: ['Condo', 'Condominium Unit', 'Residential Condominium'],
    Townhouse: ['Townhouse', 'Townhome', 'Attached Townhome'],
    'Multifamily (5+)': [`Multifamily (${u} units)`, `${u}-Unit Apartment Building`, `Apartments - ${u} units`],
    'Mixed Use': ['Mixed-Use', 'Mixed Use (retail/residential)', 'Mixed-Use Building'],
    Retail: ['Retail', 'Retail Strip', 'Free-Standing Retail'],
    Office: ['Office', 'Office Building', 'Professional Office'],
    Industrial: ['Industrial', 'Warehouse / Industrial', 'Light Industrial'],
    Land: ['Vacant Land', 'Land (unimproved)', 'Raw Land'],
  };
  return rng.pick(words[facts.property.type]);
}

export function exitWords(exit: 'Sale' | 'Refinance', rng: Rng): string {
  return exit === 'Sale'
    ? rng.pick(['Sale', 'Retail sale after rehab', 'Sell upon completion', 'List and sell'])
    : rng.pick(['Refinance', 'Refi into long-term rental debt', 'DSCR refinance takeout', 'Bank refinance']);
}

const OTHER_FIRST = ['Ansel', 'Birdie', 'Cletus', 'Delphine', 'Emory', 'Florentine', 'Gus', 'Hollis', 'Ida Mae', 'Jubal', 'Katrina', 'Lamar',
  'Merle', 'Nadine', 'Orville', 'Prudence', 'Quincy', 'Rosalind', 'Sheldon', 'Tess', 'Ulysses', 'Verna', 'Wendell', 'Zelda'];
const OTHER_LAST = ['Ackerly', 'Birchfield', 'Cavanaugh', 'Dorsey', 'Ellsworth', 'Farnsworth', 'Greer', 'Holloway', 'Inman', 'Judd', 'Kincaid',
  'Loftus', 'Merriweather', 'Nordstrom', 'Osgood', 'Pruitt', 'Quarles', 'Radcliffe', 'Satterfield', 'Tolliver', 'Underhill', 'Vance', 'Wexler', 'Yates'];

/** Someone who is no party to the loan: notary, escrow officer, insurance agent, credit officer, co-member. */
export function outsider(rng: Rng): string {
  return `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`;
}

/** "a Texas limited liability company", "a Delaware corporation", "a Georgia limited partnership". */
export function entityClause(facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return '';
  const a = /^[AEIO]/.test(e.stateOfFormation) ? 'an' : 'a';
  switch (e.type) {
    case 'LLC': return `${a} ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `${a} ${e.stateOfFormation} corporation`;
    case 'Partnership': return `${a} ${e.stateOfFormation} limited partnership`;
    case 'Trust': return e.trustDate ? `under trust agreement dated ${day(e.trustDate, 'long')}` : 'a trust';
  }
}

/** The borrower as a document names it: the entity, or the individual(s). */
export function borrowerName(facts: DealFacts, style: 'plain' | 'middle' | 'lastFirst' = 'plain'): string {
  return facts.entity ? facts.entity.name : named(facts.borrower, style);
}

/** Free text kept on one line, so a printed "step-down" is never broken (and de-hyphenated) at its hyphen. */
export function unbroken(text: string): string {
  return `<span style="white-space:nowrap">${text}</span>`;
}

/** A deadline `days` after `from` that never lands on the closing date (which the document would then state). */
export function deadline(from: string, days: number, closing: string): string {
  const d = shift(from, days);
  return d === closing ? shift(d, -1) : d;
}
