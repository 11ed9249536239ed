// Set I's own small toolkit (written for this set alone, so it shares no wording helpers with dev/heldout): how US
// lending paper spells money, dates, phones, addresses, loan and property kinds, and a collector that records which
// truth fields a document actually prints while the family writes it.
import { truthOf } from '../../../truth';
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'slash' | 'abbr' | 'iso';

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'slash': return `${m}/${d}/${y}`;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return date(iso, rng.pick(['long', 'us', 'slash', 'abbr'] as const));
}

/** "$450,000", "$450,000.00" or "450,000.00" (cents style). */
export function money(n: number, style: 'whole' | 'cents' | 'bare' = 'whole'): string {
  const cents = Number.isInteger(n) ? style === 'cents' || style === 'bare' : true;
  const text = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  return style === 'bare' ? text : `$${text}`;
}

export function anyMoney(rng: Rng, n: number): string {
  return money(n, rng.pick(['whole', 'whole', 'cents'] as const));
}

/** "10.5%", or padded to `digits` decimals ("10.500%") — never rounded (7.625 stays 7.625). */
export function pct(n: number, digits?: number): string {
  const padded = digits === undefined ? String(n) : n.toFixed(digits);
  return `${Number(padded) === n ? padded : String(n)}%`;
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' = 'paren'): string {
  const [a, b, c] = [p.slice(0, 3), p.slice(3, 6), p.slice(6)];
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dash' ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick(['paren', 'dash', 'dot'] as const));
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function fullName(p: Person, withMiddle = false): string {
  return withMiddle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function street(a: Address, long: boolean): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

/** One line, in one of the ways people write it. */
export function addr(a: Address, rng: Rng): string {
  const long = rng.chance(0.4);
  const stateWord = rng.chance(0.25) ? a.stateName : a.state;
  return `${street(a, long)}, ${a.city}, ${stateWord} ${a.zip}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two',
  'twenty-three', 'twenty-four'];

export function term(months: number, rng: Rng): string {
  const word = NUMBER_WORDS[months];
  const options = [`${months} months`, `${months} mos`];
  if (word) options.push(`${word[0]?.toUpperCase()}${word.slice(1)} (${months}) months`);
  if (months % 12 === 0) options.push(months / 12 === 1 ? '12 months' : `${months / 12} years`);
  if (months === 360) return rng.pick(['30 years', '360 months', '30-year fixed']);
  return rng.pick(options);
}

export function loanKind(type: LoanType, rng: Rng): string {
  const words: Record<LoanType, string[]> = {
    'Purchase': ['Purchase', 'Purchase Money', 'Acquisition'],
    'Refinance': ['Rate/Term Refinance', 'Refinance (no cash out)', 'Rate & Term Refi'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance w/ cash out'],
    'Second Mortgage': ['Second Mortgage', '2nd Position Lien', 'Second Lien / Junior Mortgage'],
    'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-Term Bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip (rehab)'],
    'Construction': ['Ground-Up Construction', 'New Construction', 'Construction'],
    'Commercial': ['Commercial', 'Commercial mortgage', 'Commercial Real Estate'],
    'Land': ['Land', 'Land Loan', 'Lot / Land'],
  };
  return rng.pick(words[type]);
}

export function propertyKind(facts: DealFacts, rng: Rng): string {
  const { type, units } = facts.property;
  const words: Record<PropertyType, string[]> = {
    'Single Family': ['SFR', 'Single Family Residence', 'Single-family detached', '1-Unit SFR'],
    '2-4 Unit': units === 2 ? ['Duplex', '2-unit residential', 'Two-family'] : units === 3 ? ['Triplex', '3-unit residential'] : ['Fourplex', '4-unit residential', 'Quadplex'],
    'Condo': ['Condominium', 'Condo', 'Condo unit'],
    'Townhouse': ['Townhouse', 'Townhome', 'Attached townhome'],
    'Multifamily (5+)': [`${units ?? 'Multi'}-unit apartment building`, 'Multifamily (5+ units)', `Apartments, ${units ?? 5}+ units`],
    'Mixed Use': ['Mixed Use', 'Mixed-use (retail + residential)', 'Mixed-Use Building'],
    'Retail': ['Retail', 'Retail strip', 'Retail storefront'],
    'Office': ['Office', 'Office building', 'Professional office'],
    'Industrial': ['Industrial', 'Light industrial / warehouse', 'Flex industrial'],
    'Land': ['Vacant Land', 'Land', 'Unimproved lot'],
  };
  return rng.pick(words[type]);
}

export function purposeWord(facts: DealFacts, rng: Rng): string | undefined {
  switch (facts.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition (purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate/term refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash out refinance']);
    case 'Construction': return rng.pick(['Construction', 'New construction']);
    default: return undefined;
  }
}

export function exitWord(exit: 'Sale' | 'Refinance', rng: Rng): string {
  return exit === 'Sale'
    ? rng.pick(['Sell upon completion', 'Sale of the property', 'List and sell', 'Retail sale after rehab'])
    : rng.pick(['Refinance into a DSCR loan', 'Refi out with conventional', 'Refinance to long-term debt', 'Take-out refinance']);
}

/**
 * Records what a document prints. `put(field, text)` returns the text (so it can be written inline) and marks the
 * field as stated; `has(field)` says whether the deal has a value for it at all.
 */
export class Stated {
  private readonly fields = new Set<TruthField>();
  constructor(private readonly facts: DealFacts) {}
  put<T>(field: TruthField, printed: T): T {
    this.fields.add(field);
    return printed;
  }
  mark(...fields: TruthField[]): void {
    for (const f of fields) this.fields.add(f);
  }
  truth(): Truth {
    return truthOf(this.facts, [...this.fields]);
  }
}

/** Borrower display line: the entity (with its principal) or the individual. */
export function borrowerName(facts: DealFacts): string {
  return facts.entity ? facts.entity.name : fullName(facts.borrower);
}

export function shortLender(facts: DealFacts): string {
  return facts.lender.name.replace(/,?\s*(LLC|Inc\.|Corp\.|L\.P\.)$/, '');
}

/** The borrower's signature block; marks the names (and, for an entity, the signer and title) as stated. */
export function borrowerSignature(facts: DealFacts, st: Stated, rng: Rng, label = 'BORROWER'): string {
  const { borrower: b, entity: e } = facts;
  st.mark('borrower_first_name', 'borrower_last_name');
  if (!e) {
    return `<div style="margin-top:18px"><div class="b">${label}:</div><span class="scrawl">${fullName(b)}</span><br>
<span class="sig">${fullName(b, rng.chance(0.4)).toUpperCase()}</span></div>`;
  }
  st.mark('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
  return `<div style="margin-top:18px"><div class="b">${label}:</div><div>${e.name}</div>
<div>By: <span class="scrawl">${fullName(b)}</span></div><span class="sig">Name: ${fullName(b)}<br>${rng.pick(['Its', 'Title'])}: ${e.signatoryTitle}</span></div>`;
}

/** The lender's own signature block (a distractor: lender staff are never borrower fields). */
export function lenderSignature(facts: DealFacts, rng: Rng): string {
  const c = facts.lender.contact;
  return `<div style="margin-top:18px"><div class="b">LENDER: ${facts.lender.name}</div><span class="sig">By: ${fullName(c)}, ${rng.pick(['Managing Director', 'VP Lending', 'Senior Loan Officer', 'Credit Officer'])}</span></div>`;
}
