// How people print the facts of a deal: money, rates, terms, dates, phones, names, addresses and the industry's
// many words for one property type or loan program. Every function takes the rng so one family prints the same
// fact differently from one document to the next.
import type { Address, DealFacts, Entity, LoanPurpose, LoanType, Person, PropertyType, Rng } from '../../types';
import { weighted } from '../../facts';

// ---------------------------------------------------------------------------------------------------------------
// Numbers in words

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function under1000(n: number): string {
  const parts: string[] = [];
  if (n >= 100) {
    parts.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) parts.push(TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : ''));
  else if (n > 0 || parts.length === 0) parts.push(ONES[n] as string);
  return parts.join(' ');
}

/** 450000 → "four hundred fifty thousand". Integers only. */
export function words(n: number): string {
  n = Math.floor(n);
  if (n === 0) return 'zero';
  const scales: [number, string][] = [[1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];
  const parts: string[] = [];
  for (const [size, label] of scales) {
    if (n >= size) {
      parts.push(`${under1000(Math.floor(n / size))} ${label}`);
      n %= size;
    }
  }
  if (n > 0) parts.push(under1000(n));
  return parts.join(' ');
}

export function titleCase(text: string): string {
  return text.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

// ---------------------------------------------------------------------------------------------------------------
// Money

export type MoneyStyle = 'cents' | 'dollars' | 'bare' | 'bareCents' | 'k' | 'words' | 'usd';

function grouped(n: number, decimals: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** "$450,000.00", "$450,000", "450,000", "$450k", "Four Hundred Fifty Thousand and 00/100 Dollars ($450,000.00)". */
export function money(n: number, style: MoneyStyle): string {
  const whole = Number.isInteger(n);
  switch (style) {
    case 'cents': return `$${grouped(n, 2)}`;
    case 'dollars': return whole ? `$${grouped(n, 0)}` : `$${grouped(n, 2)}`;
    case 'bare': return whole ? grouped(n, 0) : grouped(n, 2);
    case 'bareCents': return grouped(n, 2);
    case 'usd': return `USD ${grouped(n, 2)}`;
    case 'k': {
      if (n >= 1e6 && n % 10000 === 0) return `$${String(n / 1e6)}M`;
      if (n % 1000 === 0) return `$${n / 1000}k`;
      if (n >= 1000 && n % 100 === 0) return `$${(n / 1000).toFixed(1)}k`;
      return `$${grouped(n, whole ? 0 : 2)}`;
    }
    case 'words': {
      const cents = Math.round((n - Math.floor(n)) * 100);
      return `${titleCase(words(n))} and ${String(cents).padStart(2, '0')}/100 Dollars ($${grouped(n, 2)})`;
    }
  }
}

export function pickMoney(rng: Rng, n: number, styles: readonly MoneyStyle[] = ['cents', 'dollars', 'dollars', 'bare']): string {
  return money(n, rng.pick(styles));
}

/** Legal-letter style: "Four Hundred Fifty Thousand Dollars ($450,000.00)" or "… and 00/100 Dollars (…)". */
export function moneyLegal(rng: Rng, n: number): string {
  return rng.chance(0.5) && Number.isInteger(n) ? `${titleCase(words(n))} Dollars ($${grouped(n, 2)})` : money(n, 'words');
}

// ---------------------------------------------------------------------------------------------------------------
// Rates and points

const FRACTIONS: Record<string, string> = {
  '0.125': 'one-eighth', '0.25': 'one-quarter', '0.375': 'three-eighths', '0.5': 'one-half', '0.625': 'five-eighths',
  '0.75': 'three-quarters', '0.875': 'seven-eighths',
};

/** 10.5 → "ten and one-half percent". */
export function rateWords(rate: number): string {
  const whole = Math.floor(rate);
  const fraction = FRACTIONS[String(Number((rate - whole).toFixed(3)))];
  return fraction ? `${words(whole)} and ${fraction} percent` : `${words(whole)} percent`;
}

export type RateStyle = 'fixed2' | 'fixed3' | 'plain' | 'pa' | 'words' | 'perAnnum' | 'spaced';

function trimmed(n: number): string {
  return String(Number(n.toFixed(4)));
}

/** Two decimals, or three for eighths: 10.50, 9.875. */
export function fixedRate(r: number): string {
  return r.toFixed(Number(r.toFixed(2)) === r ? 2 : 3);
}

export function rate(r: number, style: RateStyle): string {
  switch (style) {
    case 'fixed2': return `${fixedRate(r)}%`;
    case 'fixed3': return `${r.toFixed(3)}%`;
    case 'plain': return `${trimmed(r)}%`;
    case 'pa': return `${trimmed(r)}% p.a.`;
    case 'spaced': return `${trimmed(r)} % p.a.`;
    case 'perAnnum': return `${fixedRate(r)}% per annum`;
    case 'words': return `${rateWords(r)} (${trimmed(r)}%)`;
  }
}

export function pickRate(rng: Rng, r: number, styles: readonly RateStyle[] = ['fixed2', 'fixed2', 'fixed2', 'plain', 'fixed3', 'pa', 'spaced']): string {
  return rate(r, rng.pick(styles));
}

/** Points as lenders write them: "2.00%", "2 points", "2.0 pts", "2% of the loan amount". */
export function points(rng: Rng, p: number, styles: readonly ('pct' | 'pts' | 'points' | 'ofLoan' | 'words')[] = ['pct', 'pts', 'points', 'ofLoan']): string {
  const style = rng.pick(styles);
  const t = trimmed(p);
  switch (style) {
    case 'pct': return `${p.toFixed(2)}%`;
    case 'pts': return `${t} ${p === 1 ? 'pt' : 'pts'}`;
    case 'points': return `${t} ${p === 1 ? 'point' : 'points'}`;
    case 'ofLoan': return `${t}% of the loan amount`;
    case 'words': return Number.isInteger(p) ? `${words(p)} percent (${t}%)` : `${t} percent (${t}%)`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Terms and dates

export type TermStyle = 'months' | 'legal' | 'years' | 'mo' | 'hyphen';

export function term(months: number, style: TermStyle): string {
  const years = months % 12 === 0 ? months / 12 : undefined;
  switch (style) {
    case 'months': return `${months} months`;
    case 'mo': return `${months} mo`;
    case 'legal': return `${titleCase(words(months))} (${months}) Months`;
    case 'hyphen': return years && years >= 5 ? `${years}-year` : `${months}-month`;
    case 'years':
      if (!years) return `${months} months`;
      return years === 1 ? '1 year' : `${years} years`;
  }
}

export function pickTerm(rng: Rng, months: number, styles: readonly TermStyle[] = ['months', 'months', 'legal', 'years', 'hyphen']): string {
  return term(months, rng.pick(styles));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'usShort' | 'dMonY' | 'iso' | 'abbr' | 'ordinal' | 'dayMonth';

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'dMonY': return `${d}-${month.slice(0, 3)}-${String(y).slice(2)}`;
    case 'iso': return iso;
    case 'abbr': return `${month.length > 4 ? `${month.slice(0, 3)}.` : month} ${d}, ${y}`;
    case 'ordinal': return `the ${ordinal(d)} day of ${month}, ${y}`;
    case 'dayMonth': return `${d} ${month} ${y}`;
  }
}

export function pickDate(rng: Rng, iso: string, styles: readonly DateStyle[] = ['long', 'long', 'us', 'us', 'dMonY', 'abbr']): string {
  return date(iso, rng.pick(styles));
}

// ---------------------------------------------------------------------------------------------------------------
// Contact details

export type PhoneStyle = 'paren' | 'dash' | 'dot' | 'intl' | 'digits' | 'space';

export function phone(digits: string, style: PhoneStyle): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  switch (style) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'intl': return `+1 ${a} ${b} ${c}`;
    case 'digits': return digits;
    case 'space': return `${a} ${b} ${c}`;
  }
}

export function pickPhone(rng: Rng, digits: string, styles: readonly PhoneStyle[] = ['paren', 'paren', 'dash', 'dot']): string {
  return phone(digits, rng.pick(styles));
}

export function ein(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** An e-mail as people type it into a form: sometimes with capitals ("John.McDonald@Gmail.com"). */
export function emailAsTyped(rng: Rng, email: string): string {
  if (!rng.chance(0.25)) return email;
  const [local = '', domain = ''] = email.split('@');
  const cap = (s: string) => s.replace(/(^|[._])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
  return `${cap(local)}@${rng.chance(0.5) ? cap(domain) : domain}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Names

export function fullName(p: Person, withMiddle = true): string {
  return [p.first, withMiddle ? p.middle : undefined, p.last].filter(Boolean).join(' ');
}

/** Uppercase the way forms and county records print: "MCDONALD", "O'BRIEN", "DE LA CRUZ". */
export function upper(text: string): string {
  return text.toUpperCase();
}

export type NameStyle = 'full' | 'noMiddle' | 'upper' | 'lastFirst' | 'lastFirstUpper';

export function name(p: Person, style: NameStyle): string {
  switch (style) {
    case 'full': return fullName(p);
    case 'noMiddle': return fullName(p, false);
    case 'upper': return upper(fullName(p));
    case 'lastFirst': return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`;
    case 'lastFirstUpper': return upper(`${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`);
  }
}

export function pickName(rng: Rng, p: Person, styles: readonly NameStyle[] = ['full', 'full', 'noMiddle']): string {
  return name(p, rng.pick(styles));
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

export type AddressStyle = 'short' | 'long' | 'upper' | 'twoLine' | 'longState';

function streetWithUnit(a: Address, long: boolean): string {
  const street = long ? a.streetLong : a.street;
  if (!a.unit) return street;
  return long ? `${street}, ${a.unit.replace(/^Apt\b/, 'Apartment')}` : `${street} ${a.unit}`;
}

export function address(a: Address, style: AddressStyle): string {
  switch (style) {
    case 'short': return `${streetWithUnit(a, false)}, ${a.city}, ${a.state} ${a.zip}`;
    case 'long': return `${streetWithUnit(a, true)}, ${a.city}, ${a.state} ${a.zip}`;
    case 'longState': return `${streetWithUnit(a, true)}, ${a.city}, ${a.stateName} ${a.zip}`;
    case 'upper': return upper(`${streetWithUnit(a, false)}, ${a.city}, ${a.state} ${a.zip}`);
    case 'twoLine': return `${streetWithUnit(a, false)}<br>${a.city}, ${a.state} ${a.zip}`;
  }
}

export function pickAddress(rng: Rng, a: Address, styles: readonly AddressStyle[] = ['short', 'short', 'long', 'longState']): string {
  return address(a, rng.pick(styles));
}

/** The street line alone, for forms that split the address into boxes. */
export function streetLine(a: Address, long = false): string {
  return streetWithUnit(a, long);
}

// ---------------------------------------------------------------------------------------------------------------
// The industry's words for a fact

export function propertyTypeWords(rng: Rng, type: PropertyType, units?: number): string {
  const unitWord = units === 2 ? 'Duplex' : units === 3 ? 'Triplex' : units === 4 ? rng.pick(['Fourplex', 'Quadplex']) : undefined;
  const options: Record<PropertyType, string[]> = {
    'Single Family': ['Single Family', 'Single Family Residence', 'SFR', 'Single-family detached', 'SFR (1 unit)', 'Single Family Residential'],
    '2-4 Unit': ['2-4 Unit', '2-4 Unit Residential', ...(unitWord ? [unitWord, unitWord] : []), `${units ?? 2}-unit residential`],
    Condo: ['Condo', 'Condominium', 'Condominium unit', 'Residential condo'],
    Townhouse: ['Townhouse', 'Townhome', 'Townhouse (attached)'],
    'Multifamily (5+)': ['Multifamily', 'Multifamily (5+)', `${units ?? 8}-unit apartment building`, 'Apartment building (5+ units)', 'Multi-family 5+'],
    'Mixed Use': ['Mixed Use', 'Mixed-Use', 'Mixed use (retail / residential)', 'Mixed-use building'],
    Retail: ['Retail', 'Retail strip center', 'Retail storefront', 'Commercial retail'],
    Office: ['Office', 'Office building', 'Professional office', 'Office / professional'],
    Industrial: ['Industrial', 'Industrial / warehouse', 'Light industrial', 'Warehouse (industrial)'],
    Land: ['Land', 'Vacant land', 'Raw land', 'Vacant lot', 'Unimproved land'],
  };
  return rng.pick(options[type]);
}

/** The property as a noun in a sentence: "the single-family residence", "a 12-unit apartment building". */
export function propertyNoun(rng: Rng, type: PropertyType, units?: number): string {
  const options: Record<PropertyType, string[]> = {
    'Single Family': ['single-family residence', 'single-family home', 'single family residence', 'SFR'],
    '2-4 Unit': [units === 2 ? 'duplex' : units === 3 ? 'triplex' : 'fourplex', `${units ?? 2}-unit residential building`, '2-4 unit property'],
    Condo: ['condominium unit', 'condo', 'residential condominium'],
    Townhouse: ['townhouse', 'townhome', 'attached townhouse'],
    'Multifamily (5+)': [`${units ?? 8}-unit apartment building`, 'multifamily property', `${units ?? 8}-unit multifamily building`],
    'Mixed Use': ['mixed-use building', 'mixed-use (retail and residential) building'],
    Retail: ['retail building', 'retail strip center', 'retail storefront'],
    Office: ['office building', 'professional office building'],
    Industrial: ['industrial warehouse', 'light industrial building', 'industrial flex building'],
    Land: ['vacant land', 'vacant lot', 'parcel of raw land'],
  };
  return rng.pick(options[type]);
}

export function loanTypeWords(rng: Rng, type: LoanType): string {
  const options: Record<LoanType, string[]> = {
    Purchase: ['Purchase', 'Purchase Loan', 'Acquisition'],
    Refinance: ['Refinance', 'Rate/Term Refinance', 'Rate & Term Refi'],
    'Cash Out Refi': ['Cash Out Refi', 'Cash-Out Refinance', 'Refinance - Cash Out', 'Cash-Out Refi'],
    'Second Mortgage': ['Second Mortgage', '2nd Mortgage', 'Second Lien', '2nd Position Loan'],
    'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-Term Bridge Loan', 'Bridge Financing'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip', 'Fix & Flip (Rehab)'],
    Construction: ['Construction', 'Ground-Up Construction', 'New Construction', 'Ground Up'],
    Commercial: ['Commercial', 'Commercial Loan', 'Commercial Real Estate', 'Commercial Mortgage'],
    Land: ['Land', 'Land Loan', 'Lot Loan', 'Land Acquisition'],
  };
  return rng.pick(options[type]);
}

export function purposeWords(rng: Rng, purpose: LoanPurpose): string {
  const options: Record<LoanPurpose, string[]> = {
    Purchase: ['Purchase', 'Purchase', 'Acquisition'],
    Refinance: ['Refinance', 'Rate & Term Refinance', 'Refinance (no cash out)'],
    'Cash Out Refinance': ['Cash Out Refinance', 'Cash-Out Refinance', 'Refinance with cash out'],
    Construction: ['Construction', 'New Construction', 'Construction'],
  };
  return rng.pick(options[purpose]);
}

export function exitWords(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['Sale', 'Sell upon completion', 'Sale of the property after renovation', 'List and sell', 'Sale to third-party buyer', 'Retail sale'])
    : rng.pick(['Refinance', 'Refi into DSCR loan', 'Refinance into long-term rental loan', 'Conventional refinance', 'Takeout refinance with agency lender', 'Refinance (hold as rental)']);
}

export function prepayWords(rng: Rng, facts: DealFacts): string {
  const { prepayment } = facts.loan;
  if (prepayment.penalty) return prepayment.terms as string;
  return rng.pick(['None', 'None', 'No prepayment penalty', 'N/A - open prepayment', 'No penalty', 'Open at par']);
}

/** "Harbor Light Homes LLC, a Delaware limited liability company". */
export function entityDescription(e: Entity): string {
  const kind: Record<Entity['type'], string> = {
    LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust',
  };
  if (e.type === 'Trust') return e.name;
  return `${e.name}, a${/^[AEIOU]/.test(e.stateOfFormation) ? 'n' : ''} ${e.stateOfFormation} ${kind[e.type]}`;
}

/** A trust with its dated clause, as trustees sign: "The Smith Family Trust dated May 1, 2015". */
export function trustWithDate(rng: Rng, e: Entity): string {
  if (!e.trustDate) return e.name;
  return `${e.name} ${rng.pick(['dated', 'dated', 'u/a/d', 'under agreement dated'])} ${pickDate(rng, e.trustDate, ['long', 'us', 'usShort'])}`;
}

/** Spelled-out percentage of loan-to-value etc. (distractor figures). */
export function pct(n: number, decimals = 1): string {
  return `${(n * 100).toFixed(decimals)}%`;
}

export { weighted };
