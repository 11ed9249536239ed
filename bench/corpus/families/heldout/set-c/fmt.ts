// Small formatting helpers shared by the set-c families: the ways people actually type money, dates, rates,
// phones and addresses on loan paperwork.
import type { Address, DealFacts, LoanPurpose, LoanType, Person, Rng } from '../../../types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyStyle = 'whole' | 'cents' | 'short';

/** $450,000 / $450,000.00 / $450K (short only when it is exact). */
export function money(value: number, style: MoneyStyle = 'whole'): string {
  if (style === 'short' && value >= 10000 && value % 1000 === 0) {
    return value >= 1e6 && value % 10000 === 0 ? `$${value / 1e6}M` : `$${value / 1000}K`;
  }
  const cents = style === 'cents' || !Number.isInteger(value);
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export type DateStyle = 'long' | 'us' | 'iso';

export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'iso': return iso;
  }
}

export function utcDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** 10.5 → "10.50%" / "10.5%" / "10.500%". */
export function pct(value: number, rng: Rng): string {
  const options = [`${value}%`, `${value.toFixed(2)}%`];
  if (Number(value.toFixed(3)) === value) options.push(`${value.toFixed(3)}%`);
  return rng.pick(options.filter((o) => Number(o.replace('%', '')) === value));
}

export function phoneText(digits: string, rng: Rng): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

export function einText(ein: string): string {
  return `${ein.slice(0, 2)}-${ein.slice(2)}`;
}

const NUMBER_WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen', 'Twenty', 'Twenty-One', 'Twenty-Two',
  'Twenty-Three', 'Twenty-Four'];

/** A term in months as people write it: "12 months", "Twelve (12) months", "24 mos.", "2 years", "30-year". */
export function termText(months: number, rng: Rng, allowWords = true): string {
  const options = [`${months} months`, `${months} mos.`];
  if (allowWords && months < NUMBER_WORDS.length) options.push(`${NUMBER_WORDS[months]} (${months}) months`);
  if (months % 12 === 0 && months > 12) options.push(months === 360 ? '30-year' : `${months / 12} years`);
  return rng.pick(options);
}

export function fullName(person: Person, rng: Rng, middleChance = 0.5): string {
  const middle = person.middle && rng.chance(middleChance) ? ` ${person.middle}` : '';
  return `${person.first}${middle} ${person.last}`;
}

export function streetLine(address: Address, long: boolean): string {
  return `${long ? address.streetLong : address.street}${address.unit ? `, ${address.unit}` : ''}`;
}

export function cityLine(address: Address, stateName = false): string {
  return `${address.city}, ${stateName ? address.stateName : address.state} ${address.zip}`;
}

export function oneLine(address: Address, rng: Rng): string {
  return `${streetLine(address, rng.chance(0.5))}, ${cityLine(address, rng.chance(0.2))}`;
}

/** How the loan program reads on paper. */
export function loanTypeWords(type: LoanType, rng: Rng): string {
  switch (type) {
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix and Flip', 'Fix/Flip (Rehab)']);
    case 'Bridge Loan': return rng.pick(['Bridge', 'Bridge Loan', 'Short-Term Bridge']);
    case 'Purchase': return rng.pick(['Purchase', 'Purchase Money']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Refinance - Cash Out']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance (Rate & Term)', 'Refinance']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'New Construction', 'Construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Bridge']);
    case 'Second Mortgage': return rng.pick(['Second Mortgage', '2nd Lien', 'Second Position (2nd TD)']);
    case 'Land': return rng.pick(['Land', 'Land Loan', 'Raw Land']);
  }
}

export function purposeWords(purpose: LoanPurpose, rng: Rng): string {
  switch (purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition (Purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate & Term Refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash Out Refinance']);
    case 'Construction': return rng.pick(['Construction', 'New Construction']);
  }
}

export function propertyTypeWords(facts: DealFacts, rng: Rng): string {
  const units = facts.property.units;
  switch (facts.property.type) {
    case 'Single Family': return rng.pick(['SFR', 'Single Family Residence', 'Single-Family (detached)', 'SFR - 1 unit']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-Unit Residential']) : units === 3 ? rng.pick(['Triplex', '3-Unit Residential']) : rng.pick(['Fourplex', '4-Unit Residential', 'Quadplex']);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'Residential Condo Unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Attached Townhome']);
    case 'Multifamily (5+)': return rng.pick([`Multifamily (${units ?? 5} units)`, `${units ?? 5}-Unit Apartment Building`, `Multi-Family ${units ?? 5} units`]);
    case 'Mixed Use': return rng.pick(['Mixed-Use', 'Mixed Use (retail/residential)']);
    case 'Retail': return rng.pick(['Retail', 'Retail Strip', 'Retail Storefront']);
    case 'Office': return rng.pick(['Office', 'Office Building', 'Professional Office']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / Flex', 'Light Industrial Warehouse']);
    case 'Land': return rng.pick(['Vacant Land', 'Land (unimproved)', 'Raw Land']);
  }
}

export function exitWords(exit: 'Sale' | 'Refinance', rng: Rng): string {
  return exit === 'Sale'
    ? rng.pick(['Sale of property', 'Sell upon completion', 'Retail sale after rehab', 'List and sell'])
    : rng.pick(['Refinance into DSCR loan', 'Refi out with conventional lender', 'Refinance to long-term rental debt']);
}

/** A fictional person who is no party to the deal (agents, notaries, staff). */
const OTHER_FIRST = ['Gail', 'Howard', 'Renata', 'Bernard', 'Colette', 'Duane', 'Felicia', 'Gordon', 'Ingrid', 'Lowell', 'Marisol', 'Norris', 'Paulette', 'Quentin', 'Rosalind', 'Sheldon', 'Trudy', 'Vernon', 'Wendell', 'Yvette'];
const OTHER_LAST = ['Ashby', 'Bramwell', 'Calloway', 'Draper', 'Ellison', 'Farrow', 'Gilchrist', 'Hollis', 'Inman', 'Jessup', 'Kimball', 'Larkin', 'Merriweather', 'Nance', 'Ogilvie', 'Pruitt', 'Quarles', 'Rutledge', 'Sizemore', 'Tolliver'];

export function otherName(rng: Rng): string {
  return `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`;
}
