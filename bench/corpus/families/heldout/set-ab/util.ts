// Small formatting helpers for set-ab (a Gulf Coast ex-adjuster turned loan officer). Written from scratch for this set.
import { makeEntity } from '../../../facts';
import { truthOf } from '../../../truth';
import type { Address, DealFacts, Person, Rng, Truth, TruthField } from '../../../types';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'short' | 'iso' | 'abbr';

export function dt(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${mm}/${dd}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return dt(iso, rng.pick(['long', 'us', 'short', 'abbr', 'long', 'us'] as const));
}

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function commas(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A money amount the way a person might write it. */
export function money(rng: Rng, n: number): string {
  const k = n % 1000 === 0 && n < 1e6 && rng.chance(0.25);
  if (k) return `$${n / 1000}k`;
  return rng.chance(0.3) ? usd(n, true) : usd(n);
}

export function pct(rate: number, digits?: number): string {
  if (digits === undefined) return `${rate}%`;
  const s = rate.toFixed(digits);
  return Number(s) === rate ? `${s}%` : `${rate}%`;
}

export function phone(p: string, style = 0): string {
  const a = p.slice(0, 3);
  const b = p.slice(3, 6);
  const c = p.slice(6);
  switch (style % 4) {
    case 0: return `(${a}) ${b}-${c}`;
    case 1: return `${a}-${b}-${c}`;
    case 2: return `${a}.${b}.${c}`;
    default: return `${a} ${b} ${c}`;
  }
}

export function fullName(p: Person, middle = false): string {
  return middle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function upper(s: string): string {
  return s.toUpperCase();
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function addr1(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function addrFull(a: Address, long = false, stateName = false): string {
  return `${addr1(a, long)}, ${a.city}, ${stateName ? a.stateName : a.state} ${a.zip}`;
}

export function parishOrCounty(a: Address): string {
  if (a.state === 'LA') return 'Parish';
  return 'County';
}

/** The loan program as a Gulf Coast private lender's people say it. */
export function loanTypeWords(rng: Rng, f: DealFacts): string {
  switch (f.loan.type) {
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix and Flip', 'Fix/Flip (rehab)', 'Fix-and-Flip']);
    case 'Bridge Loan': return rng.pick(['Bridge Loan', 'Bridge', 'Short-term bridge loan', 'Bridge loan']);
    case 'Purchase': return rng.pick(['Purchase', 'Purchase money loan', 'Purchase']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out refi']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance', 'Refi (rate & term)']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'Construction', 'Rebuild / Construction loan']);
    case 'Commercial': return rng.pick(['Commercial', 'Small balance commercial', 'Commercial loan']);
    case 'Second Mortgage': return rng.pick(['Second Mortgage', '2nd Mortgage', 'Second lien mortgage']);
    case 'Land': return rng.pick(['Land', 'Land loan', 'Lot / land loan']);
  }
}

export function purposeWords(rng: Rng, f: DealFacts): string | undefined {
  switch (f.loan.purpose) {
    case undefined: return undefined;
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition (purchase)', 'Purchase']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate & term refinance', 'Refinance (no cash out)']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash out refinance', 'Refinance w/ cash out']);
    case 'Construction': return rng.pick(['Construction', 'New construction / rebuild', 'Construction']);
  }
}

export function propTypeWords(rng: Rng, f: DealFacts): string {
  const u = f.property.units;
  switch (f.property.type) {
    case 'Single Family': return rng.pick(['SFR', 'Single Family Residence', 'Single-family (detached)', 'SFR - 1 unit']);
    case '2-4 Unit': return u === 2 ? rng.pick(['Duplex', '2-unit (duplex)', 'Duplex']) : u === 3 ? rng.pick(['Triplex', '3-unit']) : rng.pick(['Fourplex', '4-plex', '2-4 Unit']);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'Condo unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Townhouse (fee simple)']);
    case 'Multifamily (5+)': return rng.pick([`Multifamily (${u ?? 5}+ units)`, `Apartments - ${u ?? 5} units`, `Multifamily ${u ?? 5} units`]);
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-use (retail + apts)', 'Mixed use']);
    case 'Retail': return rng.pick(['Retail', 'Strip retail', 'Retail strip center']);
    case 'Office': return rng.pick(['Office', 'Office building', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial', 'Warehouse / industrial', 'Industrial flex']);
    case 'Land': return rng.pick(['Land', 'Vacant land', 'Raw land']);
  }
}

export function termWords(rng: Rng, months: number): string {
  if (months === 360) return rng.pick(['360 months', '30 years', '30-year fixed', '360 mos']);
  if (months % 12 === 0 && rng.chance(0.3)) return `${months} months (${months / 12} yr${months > 12 ? 's' : ''})`;
  return rng.pick([`${months} months`, `${months} mos`, `${months} Months`, `${months}-month`]);
}

export function exitWords(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['Sale', 'Sell upon completion', 'List & sell', 'Sale of property after repairs'])
    : rng.pick(['Refinance', 'Refi into DSCR / long-term rental loan', 'Refinance to permanent', 'Refi out w/ bank']);
}

export function prepayWords(rng: Rng, f: DealFacts): string {
  const p = f.loan.prepayment;
  if (!p.penalty) return rng.pick(['None', 'No prepayment penalty', 'None - open prepay', 'N/A - no PPP']);
  return rng.pick([`Yes - ${p.terms}`, `Yes: ${p.terms}`, `${p.terms}`]);
}

export function entityTypeWords(f: DealFacts): string {
  const e = f.entity;
  if (!e) return 'Individual';
  switch (e.type) {
    case 'LLC': return `${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `${e.stateOfFormation} corporation`;
    case 'Partnership': return `${e.stateOfFormation} limited partnership`;
    case 'Trust': return 'trust';
  }
}

/** The borrower line: "Harbor Light Homes LLC, a Texas limited liability company" or the person. */
export function borrowerLine(f: DealFacts, middle = false): string {
  if (!f.entity) return fullName(f.borrower, middle) + (f.coBorrower ? ` and ${fullName(f.coBorrower)}` : '');
  if (f.entity.type === 'Trust') return `${f.entity.name}${f.entity.trustDate ? ` dated ${dt(f.entity.trustDate, 'long')}` : ''}`;
  return `${f.entity.name}, a ${entityTypeWords(f)}`;
}

/** Makes sure the deal has a borrowing entity (entity papers are about one). */
export function ensureEntity(f: DealFacts, rng: Rng): void {
  if (!f.entity) f.entity = makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)));
}

/** Collects the fields a document prints, then the normalised truth. */
export class Stated {
  private readonly fields: TruthField[] = [];
  constructor(private readonly f: DealFacts) {}
  add(...fields: TruthField[]): this {
    this.fields.push(...fields);
    return this;
  }
  /** The borrower identity: entity name/type + principal names. */
  who(): this {
    this.add('borrower_first_name', 'borrower_last_name');
    if (this.f.entity) this.add('entity_name', 'entity_type');
    return this;
  }
  truth(): Truth {
    return truthOf(this.f, this.fields);
  }
}

/** Invented Gulf Coast decoy people and companies (adjusters, contractors, surveyors). */
export const ADJUSTERS = ['Renee Thibodeaux', 'Curtis Boudreaux', 'Lynette Fairchild', 'Wade Hebert', 'Marlon Guidry', 'Tammy Ladner', 'Dwayne Cuevas', 'Shonda Pickering'];
export const CARRIERS = ['Gulfstream Mutual Insurance Co.', 'Bayou State Property & Casualty', 'Coastal Shield Insurance Exchange', 'Magnolia Home Assurance', 'Tri-Parish Fire & Casualty', 'Sabine Windstorm Underwriters'];
export const CONTRACTORS = ['Delta Restoration & Build LLC', 'Gulf South Roofing & Remodel', 'Pontchartrain Builders Inc.', 'Saltmarsh Construction Co.', 'Redfish Renovations', 'Live Oak Contracting Group', 'Brackish Water Builders'];
export const SURVEYORS = ['Breaux Land Surveying', 'Coastal Elevation Services', 'Point-to-Point Surveying Co.', 'Tidewater Geomatics'];
export const STORMS = ['Hurricane Ida', 'Hurricane Laura', 'Hurricane Sally', 'Hurricane Zeta', 'Hurricane Beryl', 'Hurricane Francine', 'Hurricane Delta', 'Hurricane Harvey', 'Hurricane Michael', 'Hurricane Nicholas'];
export const FLOOD_ZONES = ['AE', 'X', 'X (shaded)', 'VE', 'AE', 'A', 'AO'];

export function decoyPhone(rng: Rng): string {
  return `${rng.pick(['504', '985', '228', '251', '850', '713', '361', '409', '337', '225'])}5550${rng.int(100, 199)}`;
}

export function claimNo(rng: Rng): string {
  return `${rng.pick(['LA', 'MS', 'TX', 'FL', 'AL'])}${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.pick(['WND', 'HO3', 'DP3', 'FLD', 'CP'])}`;
}

export function checkboxRow(options: readonly string[], selected: string | undefined): string {
  return options.map((o) => `<span style="margin-right:9px;white-space:nowrap">${o === selected ? '[X]' : '[ ]'} ${o}</span>`).join(' ');
}
