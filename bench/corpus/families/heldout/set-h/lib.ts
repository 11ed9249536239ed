// Set-h's own small vocabulary of how people print numbers, dates, names and loan words. Written for this set
// only, so its spellings owe nothing to the other sets' helpers.
import { addDays, makeEntity, makePerson } from '../../../facts';
import { truthOf } from '../../../truth';
import type { Address, DealFacts, EntityType, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

export { addDays };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'abbr' | 'us' | 'usBare' | 'iso';

export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usBare': return `${m}/${d}/${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string, styles: readonly DateStyle[] = ['long', 'abbr', 'us', 'usBare']): string {
  return fmtDate(iso, rng.pick(styles));
}

/** A UTC Date for spreadsheet cells. */
export function cellDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export type MoneyStyle = 'dollars' | 'cents' | 'bare' | 'k' | 'usd';

export function money(n: number, style: MoneyStyle = 'dollars'): string {
  const whole = n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  switch (style) {
    case 'dollars': return `$${whole}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'bare': return whole;
    case 'usd': return `USD ${whole}`;
    case 'k': return n % 1000 === 0 ? `$${n / 1000}k` : `$${whole}`;
  }
}

export function anyMoney(rng: Rng, n: number, styles: readonly MoneyStyle[] = ['dollars', 'cents', 'dollars']): string {
  return money(n, rng.pick(styles));
}

/** 10.5 → "10.5%", "10.50%", "10.500%". */
export function pct(n: number, rng?: Rng): string {
  if (!rng) return `${n}%`;
  const decimals = rng.pick([2, 3, 0]);
  const text = n.toFixed(decimals);
  return Number(text) === n ? `${text}%` : `${n}%`;
}

export function phone(digits: string, rng: Rng): string {
  const a = digits.slice(0, 3), b = digits.slice(3, 6), c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`]);
}

export function ein(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export function fullName(p: Person, withMiddle = false): string {
  return [p.first, withMiddle ? p.middle : undefined, p.last].filter(Boolean).join(' ');
}

export function upperLastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase().slice(0, 1)}.` : ''}`;
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}

export function addressLine(a: Address, rng: Rng): string {
  const long = rng.chance(0.4);
  return rng.chance(0.3)
    ? `${street(a, long)}, ${a.city}, ${a.stateName} ${a.zip}`
    : `${street(a, long)}, ${a.city}, ${a.state} ${a.zip}`;
}


const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two',
  'twenty-three', 'twenty-four'];

export function termText(months: number, rng: Rng): string {
  const options = [`${months} months`, `${months} mos.`];
  if (months < NUMBER_WORDS.length) options.push(`${NUMBER_WORDS[months]} (${months}) months`);
  if (months % 12 === 0) options.push(months === 12 ? '12 months (1 year)' : `${months / 12} years`, `${months / 12}-year`);
  return rng.pick(options);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a lender or broker names the program, never the normalised label. */
export function loanWords(type: LoanType, rng: Rng): string {
  const words: Record<LoanType, readonly string[]> = {
    'Purchase': ['purchase money loan', 'acquisition loan', 'purchase financing'],
    'Refinance': ['rate & term refinance', 'rate/term refi', 'no cash-out refinance'],
    'Cash Out Refi': ['cash-out refinance', 'cash out refi', 'refinance with cash out'],
    'Second Mortgage': ['second lien loan', '2nd position mortgage', 'junior lien (2nd) loan'],
    'Bridge Loan': ['bridge loan', 'short-term bridge', 'interim bridge financing'],
    'Fix & Flip': ['fix and flip', 'rehab loan (fix/flip)', 'fix-n-flip'],
    'Construction': ['ground-up construction', 'new construction loan', 'construction loan'],
    'Commercial': ['commercial loan', 'commercial real estate loan', 'commercial bridge/perm'],
    'Land': ['land loan', 'lot loan', 'raw land financing'],
  };
  return rng.pick(words[type]);
}

export function purposeWords(facts: DealFacts, rng: Rng): string | undefined {
  switch (facts.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition', 'Buy']);
    case 'Refinance': return rng.pick(['Refinance (no cash out)', 'Rate/Term Refinance', 'Refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Refinance - cash out', 'Cash out refi']);
    case 'Construction': return rng.pick(['Construction', 'New Construction', 'Ground Up']);
    default: return undefined;
  }
}

export function propertyWords(facts: DealFacts, rng: Rng): string {
  const units = facts.property.units;
  const words: Record<PropertyType, readonly string[]> = {
    'Single Family': ['SFR', 'single-family residence', 'detached single family home', '1-unit SFR'],
    '2-4 Unit': units === 2 ? ['duplex', '2-unit residential', 'two-family'] : units === 3 ? ['triplex', '3-unit residential', 'three-family'] : ['fourplex', '4-unit residential', 'quadplex'],
    'Condo': ['condominium unit', 'condo', 'residential condominium'],
    'Townhouse': ['townhome', 'townhouse', 'attached townhome'],
    'Multifamily (5+)': [`${units ?? 8}-unit apartment building`, `multifamily (${units ?? 8} units)`, `apartments - ${units ?? 8} doors`],
    'Mixed Use': ['mixed-use (retail below, apartments above)', 'mixed use building', 'retail/residential mixed-use'],
    'Retail': ['retail strip center', 'retail building', 'single-tenant retail'],
    'Office': ['office building', 'professional office', 'small office building'],
    'Industrial': ['flex industrial / warehouse', 'warehouse', 'light industrial building'],
    'Land': ['vacant land', 'raw land', 'buildable lot'],
  };
  return rng.pick(words[facts.property.type]);
}

export function exitWords(facts: DealFacts, rng: Rng): string | undefined {
  if (facts.loan.exit === 'Sale') return rng.pick(['Sell upon completion', 'List and sell after rehab', 'Sale of the property', 'retail sale after reno']);
  if (facts.loan.exit === 'Refinance') return rng.pick(['Refinance into a DSCR loan', 'Refi out with conventional/DSCR', 'Take-out refinance', 'refinance to long-term rental debt']);
  return undefined;
}

export function prepayText(facts: DealFacts, rng: Rng): string {
  const p = facts.loan.prepayment;
  if (!p.penalty) return rng.pick(['None', 'No prepayment penalty', 'May be prepaid at any time without premium', 'N/A - open prepay']);
  return p.terms as string;
}

export function entityKind(type: EntityType, state: string, rng: Rng): string {
  switch (type) {
    case 'LLC': return rng.pick([`a ${state} limited liability company`, `${state} LLC`]);
    case 'Corporation': return rng.pick([`a ${state} corporation`, `${state} corporation`]);
    case 'Partnership': return rng.pick([`a ${state} limited partnership`, `${state} LP`]);
    case 'Trust': return 'a trust';
  }
}

/** A deal that has a borrowing entity: the deal's own, or one made for this document (entity paperwork). */
export function withEntity(facts: DealFacts, rng: Rng, type?: EntityType): DealFacts {
  if (facts.entity && (!type || facts.entity.type === type)) return facts;
  const make = () => makeEntity(rng, facts.borrower, facts.property.address.state, Number(facts.documentDate.slice(0, 4)), type);
  // A made-up company is not named after the principal, so a document printing only the company does not name them.
  let entity = make();
  for (let i = 0; i < 20 && entity.type !== 'Trust' && entity.name.includes(facts.borrower.last); i++) entity = make();
  return { ...facts, entity };
}

/**
 * The truth of a document that states `fields`. `typeUnstated`: the document names a person only, not whether the
 * deal's borrower is that person or an entity, so borrower_type is left out.
 */
export function truth(facts: DealFacts, fields: readonly (TruthField | false | undefined)[], options: { typeUnstated?: boolean } = {}): Truth {
  const t = truthOf(facts, fields.filter((f): f is TruthField => typeof f === 'string'));
  if (options.typeUnstated) delete t.borrower_type;
  return t;
}

/** Fees the deal has, as [label, value, field]. */
export function feeList(facts: DealFacts): { field: TruthField; amount: number }[] {
  const l = facts.loan;
  const list: { field: TruthField; amount: number | undefined }[] = [
    { field: 'loan_doc_fee', amount: l.docFee }, { field: 'admin_fee', amount: l.adminFee }, { field: 'processing_fee', amount: l.processingFee },
  ];
  return list.filter((f): f is { field: TruthField; amount: number } => f.amount !== undefined);
}

export const FEE_LABELS: Partial<Record<TruthField, readonly string[]>> = {
  loan_doc_fee: ['Document preparation fee', 'Doc prep', 'Legal/doc fee', 'Loan documents fee', 'Doc Fee'],
  admin_fee: ['Administration fee', 'Admin', 'Lender admin fee', 'Funding/admin fee'],
  processing_fee: ['Processing', 'Processing fee', 'Loan processing', 'Underwriting & processing fee'],
};

export function feeLabel(field: TruthField, rng: Rng): string {
  return rng.pick(FEE_LABELS[field] ?? [field]);
}

export function pointsText(points: number, rng: Rng): string {
  return rng.pick([`${points}%`, `${points} points`, `${points} pts`, `${points.toFixed(2)}%`]);
}

/** A stranger with the deal's phone area, for co-members, officers, witnesses. */
export function stranger(rng: Rng, facts: DealFacts): Person {
  let p = makePerson(rng, { state: facts.property.address.state });
  for (let i = 0; i < 10 && (p.last === facts.borrower.last || p.first === facts.borrower.first); i++) {
    p = makePerson(rng, { state: facts.property.address.state });
  }
  return p;
}
