// Set D's own spelling of figures: how title officers, escrow clerks, appraisers, brokers and lenders' closing
// desks type money, rates, terms, dates, phones and names. Every spelling here normalises back to one truth value.
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng } from '../../../types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "$1,250,000" / "$1,250,000.00" / "$1.25MM" / "$425k" / "USD 425,000" — the short forms only when exact. */
export function cash(value: number, rng: Rng, allowShort = true): string {
  const whole = `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  const cents = `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const options = [whole, whole, cents];
  if (allowShort && value >= 1e6 && value % 10000 === 0) options.push(`$${value / 1e6}MM`, `$${value / 1e6}M`);
  if (allowShort && value < 1e6 && value >= 50000 && value % 1000 === 0) options.push(`$${value / 1000}k`, `$${value / 1000}K`);
  return rng.pick(options);
}

/** Always "$1,234.00"-style (fee tables, settlement statements). */
export function cents(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "1,234.00" without the dollar sign (columns headed "Amount ($)"). */
export function bare(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 10.5 → "10.5%", "10.50 %", "10.500% per annum"; never a rounding that changes the value. */
export function rate(value: number, rng: Rng): string {
  const spellings = [String(value), value.toFixed(2), value.toFixed(3)].filter((s) => Number(s) === value);
  return `${rng.pick(spellings)}${rng.pick(['%', '%', ' %'])}`;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three',
  'twenty-four'];
const TENS: Record<number, string> = { 30: 'thirty', 36: 'thirty-six', 48: 'forty-eight', 60: 'sixty' };

function numberWord(n: number): string | undefined {
  return WORDS[n] ?? TENS[n];
}

/** A term that always carries its digits: "twelve (12) months", "18 mo.", "24-month", "thirty (30) years". */
export function term(months: number, rng: Rng): string {
  const word = numberWord(months);
  const options = [`${months} months`, `${months}-month`, `${months} mo.`];
  if (word) options.push(`${word} (${months}) months`, `${word.toUpperCase()} (${months}) MONTHS`);
  if (months % 12 === 0 && months >= 24) {
    const years = months / 12;
    options.push(`${years} years`, `${numberWord(years) ?? years} (${years}) years`);
  }
  return rng.pick(options);
}

export type DateKind = 'long' | 'us' | 'usShort' | 'dMonY' | 'iso' | 'abbr' | 'dayMonth' | 'ordinal';

export function day(iso: string, kind: DateKind): string {
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
      const suffix = d % 100 >= 11 && d % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[d % 10] ?? 'th';
      return `the ${d}${suffix} day of ${month}, ${y}`;
    }
  }
}

export function anyDay(iso: string, rng: Rng, kinds: readonly DateKind[] = ['long', 'us', 'usShort', 'abbr', 'dMonY', 'dayMonth']): string {
  return day(iso, rng.pick(kinds));
}

export function tel(digits: string, rng: Rng): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `+1 ${a}-${b}-${c}`]);
}

export function ein(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** "John A. McDonald" / "John McDonald" / "MCDONALD, JOHN A." (registry style). */
export function person(p: Person, style: 'plain' | 'middle' | 'registry' = 'plain'): string {
  if (style === 'registry') return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
  const middle = style === 'middle' && p.middle ? ` ${p.middle}` : '';
  return `${p.first}${middle} ${p.last}`;
}

export function street(a: Address, long: boolean, unitSeparator = ' '): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `${unitSeparator}${a.unit}` : ''}`;
}

export function place(a: Address, stateName = false): string {
  return `${a.city}, ${stateName ? a.stateName : a.state} ${a.zip}`;
}

export function addressText(a: Address, rng: Rng): string {
  return `${street(a, rng.chance(0.5), rng.pick([' ', ', ']))}, ${place(a, rng.chance(0.25))}`;
}

export function companyAddress(a: Address): string {
  return `${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

/** The property as an appraiser, title officer or insurer describes its improvements. */
export function improvements(facts: DealFacts, rng: Rng): string {
  const u = facts.property.units;
  const words: Record<PropertyType, readonly string[]> = {
    'Single Family': ['Single Family Residence', 'One-family dwelling', 'SFR (detached)', '1-Unit Detached'],
    '2-4 Unit': u === 2 ? ['Two-family dwelling (duplex)', 'Duplex', '2-Unit'] : u === 3 ? ['Triplex', 'Three-family dwelling', '3-Unit'] : ['Fourplex', 'Four-family dwelling', '4-Unit'],
    Condo: ['Condominium unit', 'Residential condominium', 'Condo'],
    Townhouse: ['Townhome', 'Townhouse (attached)', 'Row house / townhome'],
    'Multifamily (5+)': [`Apartment building, ${u ?? 5} units`, `${u ?? 5}-unit multifamily`, `Multi-family (${u ?? 5} units)`],
    'Mixed Use': ['Mixed-use (commercial ground floor / residential above)', 'Mixed Use', 'Retail/residential mixed use'],
    Retail: ['Retail building', 'Freestanding retail', 'Retail strip center'],
    Office: ['Office building', 'Professional office', 'Low-rise office'],
    Industrial: ['Industrial warehouse', 'Light industrial / flex', 'Warehouse-distribution'],
    Land: ['Vacant land', 'Unimproved lot', 'Raw land (no improvements)'],
  };
  return rng.pick(words[facts.property.type]);
}

export function program(type: LoanType, rng: Rng): string {
  const words: Record<LoanType, readonly string[]> = {
    'Fix & Flip': ['Fix & Flip', 'Rehab (Fix-n-Flip)', 'Fix and Flip', 'Residential Transition - Rehab'],
    'Bridge Loan': ['Bridge', 'Bridge Loan', 'Interim Bridge'],
    Purchase: ['Purchase', 'Purchase Money', 'Acquisition'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance w/ Cash Out'],
    Refinance: ['Rate & Term Refinance', 'Refinance', 'No Cash-Out Refinance'],
    Construction: ['Ground-Up Construction', 'New Construction', 'Construction'],
    Commercial: ['Commercial', 'Commercial Bridge', 'Commercial Real Estate'],
    'Second Mortgage': ['Second Mortgage', '2nd Position', 'Junior Lien (2nd)'],
    Land: ['Land', 'Land Acquisition', 'Lot Loan'],
  };
  return rng.pick(words[type]);
}

export function exitText(exit: 'Sale' | 'Refinance', rng: Rng): string {
  return exit === 'Sale'
    ? rng.pick(['sale of the property', 'resale upon completion', 'sell (retail)', 'marketed for sale after completion'])
    : rng.pick(['refinance into a 30-yr rental loan', 'refinance with a bank', 'take-out refinance (DSCR)', 'long-term refinance']);
}

const BYSTANDER_FIRST = ['Arlene', 'Boyd', 'Cordelia', 'Dwight', 'Estelle', 'Fletcher', 'Ginger', 'Harlan', 'Imelda', 'Jasper', 'Kendra', 'Lyle', 'Mavis', 'Nolan', 'Odessa', 'Porter', 'Reba', 'Sterling', 'Thelma', 'Virgil'];
const BYSTANDER_LAST = ['Abernathy', 'Beasley', 'Crenshaw', 'Dunlap', 'Eckert', 'Fairbanks', 'Goforth', 'Hutchins', 'Ivey', 'Jernigan', 'Kowalczyk', 'Lockhart', 'Mayfield', 'Nesbitt', 'Oakes', 'Pettigrew', 'Rhinehart', 'Stroud', 'Truesdale', 'Whitfield'];

/** A person who is no party to the loan: notary, clerk, escrow officer, inspector, adjuster. */
export function bystander(rng: Rng): string {
  return `${rng.pick(BYSTANDER_FIRST)} ${rng.pick(BYSTANDER_LAST)}`;
}

export function entityKind(facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return '';
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return 'a trust';
  }
}
