// Shared wording of a Southwest private lender (BTR, scattered-site blankets, DSCR, lot-and-build): how this desk,
// its brokers, title officers and appraisers name a loan program, a property, a fee. Every printed fact that is a
// borrower/deal fact goes through a Tracker, so the truth lists exactly what the page states.
import type { Address, DealFacts, LoanPurpose, LoanType, PropertyType, Rng, Truth, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { makeAddress, makePerson } from '../../../facts';
import * as F from '../../dev/format';

export { F };

export class Tracker {
  readonly fields = new Set<TruthField>();
  constructor(readonly facts: DealFacts) {}
  /** Records that `field` is stated and returns the text that states it. */
  s(field: TruthField, text: string): string {
    this.fields.add(field);
    return text;
  }
  truth(): Truth {
    return truthOf(this.facts, [...this.fields]);
  }
}

/** The loan program in this desk's words. */
export function program(rng: Rng, type: LoanType): string {
  const o: Record<LoanType, string[]> = {
    Purchase: ['Purchase', 'Rental Purchase', 'Acquisition - purchase', 'DSCR Purchase'],
    Refinance: ['Rate/Term Refi', 'R/T Refinance', 'Refinance (rate & term)', 'Refi - no cash out'],
    'Cash Out Refi': ['Cash-Out Refi', 'C/O Refinance', 'Cash Out Refinance', 'Refi w/ cash out'],
    'Second Mortgage': ['2nd Deed of Trust', 'Second Mortgage', 'Junior lien (2nd TD)', '2nd position DOT'],
    'Bridge Loan': ['Bridge', 'Bridge Loan', 'Short-term bridge', 'Interim bridge'],
    'Fix & Flip': ['Fix & Flip', 'Fix-n-Flip', 'Rehab / Resale (fix & flip)', 'Fix and Flip'],
    Construction: ['Ground-Up Construction', 'Lot & Build (ground up)', 'Vertical construction - ground up', 'New Construction'],
    Commercial: ['Commercial', 'Commercial bridge (CRE)', 'Commercial Real Estate', 'Commercial Loan'],
    Land: ['Land', 'Lot Loan', 'Land acquisition', 'Raw land loan'],
  };
  return rng.pick(o[type]);
}

export function ptype(rng: Rng, type: PropertyType, units?: number): string {
  const plex = units === 2 ? 'Duplex' : units === 3 ? 'Triplex' : units === 4 ? '4-plex' : '2-4 unit';
  const o: Record<PropertyType, string[]> = {
    'Single Family': ['SFR', 'SFR detached', 'Single Family', 'Single-family detached (SFD)'],
    '2-4 Unit': [plex, `${plex} (2-4 unit)`, '2-4 Unit'],
    Condo: ['Condo', 'Condominium', 'Condo unit'],
    Townhouse: ['Townhome', 'Townhouse', 'Townhome (attached)'],
    'Multifamily (5+)': [`Multifamily (${units ?? 5} units)`, `${units ?? 5}-unit apartments (5+)`, 'Multifamily 5+'],
    'Mixed Use': ['Mixed Use', 'Mixed-use (retail/resi)'],
    Retail: ['Retail', 'Retail strip', 'Retail - freestanding'],
    Office: ['Office', 'Office / medical office', 'Office bldg'],
    Industrial: ['Industrial', 'Industrial flex', 'Warehouse / industrial'],
    Land: ['Land', 'Vacant land', 'Finished lot (vacant)', 'Raw land'],
  };
  return rng.pick(o[type]);
}

export function purpose(rng: Rng, p: LoanPurpose): string {
  const o: Record<LoanPurpose, string[]> = {
    Purchase: ['Purchase', 'Purchase', 'Acquisition'],
    Refinance: ['Refinance', 'Rate & term refinance'],
    'Cash Out Refinance': ['Cash-out refinance', 'Cash Out Refinance'],
    Construction: ['Construction', 'Construction (vertical)'],
  };
  return rng.pick(o[p]);
}

export function exitText(rng: Rng, e: 'Sale' | 'Refinance'): string {
  return e === 'Sale'
    ? rng.pick(['Sale', 'Sell at CO', 'Retail sale on completion', 'List & sell (MLS)', 'Sale to BTR operator / end buyer', 'Sell the homes'])
    : rng.pick(['Refinance', 'Refi into 30yr DSCR', 'Refinance into long-term DSCR after lease-up', 'Agency refi at stabilization', 'Refi out w/ DSCR lender', 'Hold & refinance']);
}

export function prepayText(rng: Rng, facts: DealFacts): string {
  const p = facts.loan.prepayment;
  if (p.penalty) return p.terms as string;
  return rng.pick(['None', 'No PPP', 'None - open at par', 'No prepayment penalty', 'N/A (no prepay)', 'Open']);
}

/** The borrower as the file names it: entity name or person. */
export function borrowerName(rng: Rng, t: Tracker, styles: readonly F.NameStyle[] = ['full', 'noMiddle']): string {
  const { facts } = t;
  if (facts.entity) return t.s('entity_name', facts.entity.name);
  t.s('borrower_first_name', '');
  t.s('borrower_last_name', '');
  return F.name(facts.borrower, rng.pick(styles));
}

/** The individual principal's name, recorded as borrower first/last. */
export function principal(rng: Rng, t: Tracker, styles: readonly F.NameStyle[] = ['full', 'noMiddle']): string {
  t.s('borrower_first_name', '');
  t.s('borrower_last_name', '');
  return F.name(t.facts.borrower, rng.pick(styles));
}

/** "Jane Doe, Managing Member" — the signer for an entity (records signatory + principal). */
export function signer(rng: Rng, t: Tracker): string {
  const e = t.facts.entity;
  const n = principal(rng, t, ['noMiddle', 'full']);
  if (!e) return n;
  t.s('authorized_signatory_name', '');
  t.s('authorized_signatory_title', '');
  return `${n}, ${e.signatoryTitle}`;
}

export function signerTitle(t: Tracker): string {
  const e = t.facts.entity;
  if (!e) return '';
  t.s('authorized_signatory_name', '');
  return t.s('authorized_signatory_title', e.signatoryTitle);
}

export function entityKind(rng: Rng, facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return 'Individual';
  const o: Record<string, string[]> = {
    LLC: ['LLC', `${e.stateOfFormation} LLC`, 'limited liability company'],
    Corporation: ['Corporation', `${e.stateOfFormation} corp`, 'Corp (C/S)'],
    Partnership: ['LP', 'Limited partnership', `${e.stateOfFormation} LP`],
    Trust: ['Trust', 'Revocable trust', 'Trust (grantor)'],
  };
  return rng.pick(o[e.type] ?? ['Entity']);
}

export interface Fee { field: TruthField; label: string; amount: number }

/** The lender fees the deal carries, in this desk's labels. */
export function fees(rng: Rng, facts: DealFacts): Fee[] {
  const l = facts.loan;
  const out: Fee[] = [];
  if (l.docFee !== undefined) out.push({ field: 'loan_doc_fee', label: rng.pick(['Doc Fee', 'Loan Doc Prep', 'Document Fee', 'Doc prep (lender)']), amount: l.docFee });
  if (l.processingFee !== undefined) out.push({ field: 'processing_fee', label: rng.pick(['Processing Fee', 'Processing', 'Proc. fee']), amount: l.processingFee });
  if (l.adminFee !== undefined) out.push({ field: 'admin_fee', label: rng.pick(['Admin Fee', 'Administration Fee', 'Admin']), amount: l.adminFee });
  return out;
}

export interface Pts { field: TruthField; label: string; value: number }

export function pointsList(rng: Rng, facts: DealFacts): Pts[] {
  const l = facts.loan;
  const out: Pts[] = [];
  if (l.originationPoints !== undefined) out.push({ field: 'origination_points', label: rng.pick(['Origination', 'Lender Origination', 'Orig. pts', 'Lender points']), value: l.originationPoints });
  if (l.discountPoints !== undefined) out.push({ field: 'discount_points', label: rng.pick(['Discount pts', 'Rate buydown (discount)', 'Discount Points']), value: l.discountPoints });
  if (l.brokerPoints !== undefined) out.push({ field: 'broker_points', label: rng.pick(['Broker Fee', 'Broker pts (YSP n/a)', 'Broker Points', 'Broker comp']), value: l.brokerPoints });
  return out;
}

/** Other houses of a scattered-site portfolio: addresses in the subject's state, values, rents. */
export function otherHouses(rng: Rng, facts: DealFacts, count: number, sfr = false): { address: Address; value: number; rent: number; beds: number; baths: number; sf: number; year: number }[] {
  const base = sfr ? Math.min(facts.property.value, rng.int(240, 520) * 1000) : facts.property.value;
  return Array.from({ length: count }, () => {
    const value = Math.round((base * (0.55 + rng.next() * 0.6)) / 5000) * 5000 + 2500;
    return {
      address: makeAddress(rng, { state: facts.property.address.state, unitChance: 0 }),
      value,
      rent: Math.round((value * (0.0068 + rng.next() * 0.003)) / 25) * 25,
      beds: rng.int(2, 4),
      baths: rng.pick([1, 1.5, 2, 2, 2.5]),
      sf: rng.int(11, 24) * 100 + rng.int(0, 9) * 10,
      year: rng.int(1962, 2021),
    };
  });
}

/** Someone who is not the borrower (property manager, co-member, escrow assistant). */
export function stranger(rng: Rng, facts: DealFacts, domain?: string): ReturnType<typeof makePerson> {
  for (let i = 0; i < 10; i++) {
    const p = makePerson(rng, { domain });
    if (p.last !== facts.borrower.last && p.phone !== facts.borrower.phone) return p;
  }
  return makePerson(rng, { domain, last: 'Quintana' });
}

/** A monthly market rent that fits the value (for DSCR talk). */
export function marketRent(facts: DealFacts): number {
  return Math.round((facts.property.value * 0.0072) / 25) * 25;
}

/** Interest-only monthly payment. */
export function ioPayment(facts: DealFacts): number {
  return Math.round(facts.loan.amount * facts.loan.rate / 1200 * 100) / 100;
}

export function countyOf(facts: DealFacts): string {
  const c: Record<string, string> = {
    Phoenix: 'Maricopa', Scottsdale: 'Maricopa', Tucson: 'Pima', 'Las Vegas': 'Clark', Albuquerque: 'Bernalillo',
    'Salt Lake City': 'Salt Lake', Denver: 'Denver', Boise: 'Ada', Houston: 'Harris', Dallas: 'Dallas', Austin: 'Travis',
  };
  return c[facts.property.address.city] ?? '';
}

export function apn(rng: Rng): string {
  return `${rng.int(100, 599)}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 999)).padStart(3, '0')}${rng.pick(['', 'A', 'B', ''])}`;
}

/** Escrow / file numbers that contain no 7-digit run that could read as the loan number. */
export function fileNo(rng: Rng, prefix: string): string {
  return `${prefix}-${rng.int(10, 99)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000, 9999)}`;
}

export const SW_TOWNS = ['Buckeye', 'Goodyear', 'Queen Creek', 'Maricopa', 'Casa Grande', 'North Las Vegas', 'Henderson', 'Pahrump', 'Rio Rancho', 'Los Lunas', 'St. George', 'Hurricane', 'Kingman', 'Bullhead City'];

/** 2.5 → "2.5", 1 → "1". */
export function num(n: number): string {
  return String(Number(n.toFixed(4)));
}

/** Keeps a hyphenated number (EIN) on one line in prose. */
export function nw(text: string): string {
  return `<span style="white-space:nowrap">${text}</span>`;
}
