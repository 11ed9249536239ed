// Shared helpers for set-w (rural land / farm & ranch private lender). Own wording, no dev helpers.
import { addressLine } from '../../../truth';
import type { Address, DealFacts, Person, PropertyType, Rng } from '../../../types';

export { addressLine };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
}

export function moneyAny(rng: Rng, n: number): string {
  if (n % 1000 === 0 && n < 1e6 && rng.chance(0.2)) return `$${n / 1000}k`;
  return money(n, rng.chance(0.35));
}

export type DStyle = 'long' | 'us' | 'short' | 'iso' | 'abbr';
export function dt(iso: string, style: DStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
  }
}
export function dtAny(rng: Rng, iso: string): string {
  return dt(iso, rng.pick(['long', 'us', 'short', 'abbr'] as const));
}

export function phone(rng: Rng, p: string): string {
  const a = p.slice(0, 3); const b = p.slice(3, 6); const c = p.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`]);
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function fullName(rng: Rng, p: Person, allowMiddle = true): string {
  return allowMiddle && p.middle && rng.chance(0.5) ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function street(rng: Rng, a: Address): string {
  return `${rng.chance(0.5) ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}
export function addr(rng: Rng, a: Address): string {
  return `${street(rng, a)}, ${a.city}, ${rng.chance(0.25) ? a.stateName : a.state} ${a.zip}`;
}
export function addrLines(rng: Rng, a: Address): [string, string] {
  return [street(rng, a), `${a.city}, ${a.state} ${a.zip}`];
}

export function rate(r: number): string {
  return Number.isInteger(r * 100) ? r.toFixed(2) : r.toFixed(3);
}
export function pts(p: number): string {
  return Number.isInteger(p * 100) && !Number.isInteger(p) ? p.toFixed(2) : String(p);
}

const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen'];
export function term(rng: Rng, m: number): string {
  const forms = [`${m} months`, `${m}-month`, `${m} mos`];
  if (m < NUM_WORDS.length) forms.push(`${NUM_WORDS[m]} (${m}) months`);
  if (m % 12 === 0) forms.push(`${m / 12} year${m === 12 ? '' : 's'} (${m} months)`);
  if (m === 360) forms.push('30-year amortizing (360 months)');
  return rng.pick(forms);
}

export function ptype(rng: Rng, f: DealFacts): string {
  const t: PropertyType = f.property.type;
  const u = f.property.units ?? 2;
  const o: Record<PropertyType, string[]> = {
    'Single Family': ['single-family residence', 'SFR on acreage', 'rural homestead (1 single-family dwelling)', 'single family home'],
    '2-4 Unit': [u === 2 ? 'duplex' : u === 3 ? 'triplex' : 'fourplex', `${u}-unit residential (2-4 unit)`],
    Condo: ['condominium', 'condo unit'],
    Townhouse: ['townhouse', 'townhome'],
    'Multifamily (5+)': [`${u}-unit apartment complex (multifamily 5+)`, 'multifamily (5+ units)', `multifamily, ${u} units`],
    'Mixed Use': ['mixed use (storefront with apartments above)', 'mixed-use building'],
    Retail: ['retail building', 'small-town retail storefront', 'retail'],
    Office: ['office building', 'professional office'],
    Industrial: ['industrial / shop building', 'industrial warehouse', 'industrial'],
    Land: ['raw land', 'vacant land', 'unimproved land (acreage)', 'land'],
  };
  return rng.pick(o[t]);
}

export function ltype(rng: Rng, f: DealFacts): string {
  const o: Record<string, string[]> = {
    Purchase: ['Purchase', 'Purchase money'],
    Refinance: ['Rate/Term Refinance', 'Refinance (no cash out)'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi'],
    'Second Mortgage': ['Second Lien', '2nd Mortgage', 'Second Mortgage'],
    'Bridge Loan': ['Bridge', 'Bridge Loan', 'Short-term bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix and Flip (rehab)'],
    Construction: ['Ground-Up Construction', 'Construction'],
    Commercial: ['Commercial', 'Commercial real estate'],
    Land: ['Land Loan', 'Land acquisition', 'Land'],
  };
  return rng.pick(o[f.loan.type] as string[]);
}

export function lpurpose(rng: Rng, f: DealFacts): string {
  switch (f.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition (purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Refinance existing debt']);
    case 'Cash Out Refinance': return rng.pick(['Cash-out refinance', 'Cash Out Refinance']);
    case 'Construction': return rng.pick(['Construction', 'Construction of improvements']);
    default: return '';
  }
}

export function exitText(rng: Rng, f: DealFacts): string {
  if (f.loan.exit === 'Sale') return rng.pick(['Sale of the property', 'sell the tract once improvements are done', 'Exit by sale', 'lot sales / sale of the land']);
  if (f.loan.exit === 'Refinance') return rng.pick(['Refinance into long-term ag mortgage', 'refi out with Farm Credit', 'Refinance with permanent lender', 'Exit via refinance']);
  return '';
}

export function prepay(rng: Rng, f: DealFacts): string {
  return f.loan.prepayment.penalty ? (f.loan.prepayment.terms as string) : rng.pick(['None', 'No prepayment penalty', 'None - open prepay']);
}

/** A decoy figure that is never the loan amount, the value or the price. */
export function decoy(f: DealFacts, n: number): number {
  const taken = new Set([f.loan.amount, f.property.value, f.property.purchasePrice, f.property.arv].filter((x): x is number => x !== undefined));
  let v = Math.round(n);
  while (taken.has(v)) v += 1250;
  return v;
}

export function acres(rng: Rng, f: DealFacts): number {
  const base = f.property.type === 'Land' ? rng.int(40, 900) : rng.int(5, 160);
  return Number((base + rng.int(0, 99) / 100).toFixed(2));
}

export function county(rng: Rng): string {
  return rng.pick(['Bastrop', 'Lavaca', 'Fayette', 'Erath', 'Hopkins', 'Pontotoc', 'Garvin', 'Caddo', 'Grady', 'Beauregard',
    'Evangeline', 'Acadia', 'Washington', 'Brown', 'Comanche', 'Hamilton', 'Lampasas', 'Atascosa', 'Grayson', 'Logan']);
}

export function entityKind(f: DealFacts): string {
  switch (f.entity?.type) {
    case 'LLC': return 'limited liability company';
    case 'Corporation': return 'corporation';
    case 'Partnership': return 'limited partnership';
    case 'Trust': return 'trust';
    default: return '';
  }
}

export function borrowerLabel(rng: Rng, f: DealFacts): string {
  return f.entity ? f.entity.name : fullName(rng, f.borrower);
}

export const CSS_GRID = `.grid td.k{background:#f3f3ee;font-weight:bold;width:36%} h1{font-size:15pt} h2{font-size:11.5pt;margin:12px 0 5px}`;
