// Small formatting helpers of set-l (written for this set; shares nothing with other sets).
import { makeAddress, makeEntity, makePerson } from '../../../facts';
import { addressLine, truthOf } from '../../../truth';
import type { Address, DealFacts, Entity, LoanType, PropertyType, Rng, Truth, TruthField } from '../../../types';

export { addressLine, truthOf };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DStyle = 'long' | 'slash' | 'abbr' | 'iso';

export function d(iso: string, style: DStyle): string {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 'slash': return `${m}/${day}/${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${day}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return d(iso, rng.pick(['long', 'slash', 'abbr', 'long'] as const));
}

export function shift(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** 10.5 → "10.50", 10.125 → "10.125". */
export function pct(n: number): string {
  const two = n.toFixed(2);
  return Number(two) === n ? two : String(Number(n.toFixed(4)));
}

export function phone(digits: string, style: 0 | 1 | 2 | 3 = 0): string {
  const a = digits.slice(0, 3), b = digits.slice(3, 6), c = digits.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`][style] as string;
}

export function anyPhone(rng: Rng, digits: string): string {
  return phone(digits, rng.pick([0, 1, 2, 0] as const));
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function cityLine(a: Address, full = false): string {
  return `${a.city}, ${full ? a.stateName : a.state} ${a.zip}`;
}

export function oneLine(a: Address, long = false, full = false): string {
  return `${street(a, long)}, ${cityLine(a, full)}`;
}

export function fullName(p: { first: string; last: string; middle?: string }, middle = false): string {
  return middle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function loanTypeLabel(rng: Rng, t: LoanType): string {
  const map: Record<LoanType, string[]> = {
    Purchase: ['Purchase', 'Purchase Money', 'Acquisition'],
    Refinance: ['Rate/Term Refinance', 'Refinance', 'Rate & Term Refi'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance (Cash-Out)'],
    'Second Mortgage': ['Second Mortgage', '2nd Lien', 'Second Position Loan'],
    'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-Term Bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix/Flip (Rehab)'],
    Construction: ['Ground-Up Construction', 'Construction', 'New Construction'],
    Commercial: ['Commercial', 'Commercial Bridge', 'Commercial Real Estate'],
    Land: ['Land', 'Lot / Land Loan', 'Raw Land'],
  };
  return rng.pick(map[t]);
}

export function propTypeLabel(rng: Rng, t: PropertyType, units?: number): string {
  switch (t) {
    case 'Single Family': return rng.pick(['Single Family Residence', 'SFR', 'Single-Family Detached', 'Single Family']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-Unit Residential']) : units === 3 ? rng.pick(['Triplex', '3-Unit']) : units === 4 ? rng.pick(['Fourplex', '4-Unit']) : '2-4 Unit';
    case 'Condo': return rng.pick(['Condominium', 'Condo']);
    case 'Townhouse': return rng.pick(['Townhome', 'Townhouse']);
    case 'Multifamily (5+)': return units ? `Multifamily (${units} units)` : 'Multifamily 5+';
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-Use (Retail/Residential)']);
    case 'Retail': return rng.pick(['Retail', 'Retail Strip']);
    case 'Office': return rng.pick(['Office', 'Office Building']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / Warehouse']);
    case 'Land': return rng.pick(['Vacant Land', 'Land', 'Unimproved Lot']);
  }
}

export function purposeLabel(rng: Rng, p: string | undefined): string {
  if (p === 'Cash Out Refinance') return rng.pick(['Cash-Out Refinance', 'Cash Out Refinance']);
  if (p === 'Refinance') return rng.pick(['Refinance', 'Rate and Term Refinance']);
  if (p === 'Construction') return rng.pick(['Construction', 'New Construction']);
  return rng.pick(['Purchase', 'Acquisition']);
}

const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen'];

export function termLabel(rng: Rng, m: number): string {
  const opts = [`${m} months`, `${m} Months`];
  if (m < WORDS.length) opts.push(`${WORDS[m]} (${m}) months`);
  if (m % 12 === 0) opts.push(`${m / 12} year${m === 12 ? '' : 's'} (${m} months)`);
  if (m === 360) opts.push('30-year (360 months)');
  return rng.pick(opts);
}

export function exitLabel(rng: Rng, e: 'Sale' | 'Refinance' | undefined): string {
  if (e === 'Sale') return rng.pick(['Sale of property', 'Sell upon completion', 'Sale', 'List and sell after rehab']);
  return rng.pick(['Refinance', 'Refi into long-term DSCR loan', 'Refinance with conventional lender']);
}

export function prepayText(rng: Rng, f: DealFacts): string {
  return f.loan.prepayment.penalty ? (f.loan.prepayment.terms as string) : rng.pick(['None', 'No prepayment penalty', 'N/A - none']);
}

export function entityWords(e: Entity): string {
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return `a trust${e.trustDate ? ` dated ${d(e.trustDate, 'long')}` : ''}`;
  }
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

/** The deal with an entity borrower: the facts' own, or one formed for it here. */
export function withEntity(f: DealFacts, rng: Rng): DealFacts & { entity: Entity } {
  if (f.entity) return f as DealFacts & { entity: Entity };
  const entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)));
  return { ...f, entity };
}

export function otherPerson(rng: Rng, state?: string) {
  return makePerson(rng, { state });
}

export function otherAddress(rng: Rng, state?: string): Address {
  return makeAddress(rng, { state });
}

/** A different plausible amount: never the deal's. */
export function near(rng: Rng, n: number, lo: number, hi: number, step = 1000): number {
  let v = Math.round((n * (lo + rng.next() * (hi - lo))) / step) * step;
  if (v === n) v += step;
  return v;
}

export function fee(n: number | undefined): string {
  return n === undefined ? '' : usd(n, true);
}

export function t(f: DealFacts, fields: TruthField[]): Truth {
  return truthOf(f, fields);
}

/** Fields of the fees a document prints (only those the deal has). */
export const FEE_FIELDS: TruthField[] = ['origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee'];

export const HTML_ALL = ['pdf_text', 'pdf_scanned', 'image'] as const;

/** The deal with an entity of one of `types`: the facts' own when it fits, else one formed here. */
export function withEntityOf(f: DealFacts, rng: Rng, types: readonly Entity['type'][]): DealFacts & { entity: Entity } {
  if (f.entity && types.includes(f.entity.type)) return f as DealFacts & { entity: Entity };
  const entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), rng.pick(types));
  return { ...f, entity };
}

/** A contract price for any deal: the purchase price, or a plausible one. */
export function price(f: DealFacts, rng: Rng): number {
  return f.property.purchasePrice ?? near(rng, f.property.value, 0.86, 0.97, 500);
}
