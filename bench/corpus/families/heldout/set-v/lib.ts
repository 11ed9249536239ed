// set-v helpers: how a California trust-deed broker's paper spells money, dates, names, liens and the people
// around a loan (senior lienholders, fractional investors, servicers, trustees, escrow and title). Written for
// this set only.
import { addDays, makeAddress } from '../../../facts';
import { esc } from '../../../style';
import { addressLine } from '../../../truth';
import type { Address, DealFacts, Entity, LoanPurpose, Person, Rng, SheetCell, TruthField } from '../../../types';

export { esc, addDays, addressLine };

/** Fields a document states, collected as it is written. */
export class Stated {
  readonly fields: TruthField[] = [];
  add(...fields: TruthField[]): void {
    this.fields.push(...fields);
  }
}

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function money(rng: Rng, n: number): string {
  return rng.pick([usd(n), usd(n, true), usd(n)]);
}

export function bare(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'usShort' | 'abbr' | 'iso';

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'usShort': return `${m}/${d}/${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return date(iso, rng.pick(['long', 'us', 'usShort', 'abbr'] as const));
}

/** A date near `iso` that is neither the closing date nor a birth date of the deal. */
export function decoyDate(facts: DealFacts, iso: string, days: number): string {
  let d = addDays(iso, days);
  const avoid = new Set([facts.loan.closingDate, facts.borrower.dob, facts.coBorrower?.dob ?? '']);
  while (avoid.has(d)) d = addDays(d, days >= 0 ? 1 : -1);
  return d;
}

/** "10.5%", "10.500%", "10.50%" — only spellings that are exactly the rate. */
export function pct(rng: Rng, rate: number): string {
  const forms = [String(Number(rate.toFixed(6))), rate.toFixed(3)];
  if (Number(rate.toFixed(2)) === rate) forms.push(rate.toFixed(2));
  return `${rng.pick(forms)}%`;
}

export function pts(rng: Rng, p: number): string {
  const forms = [String(Number(p.toFixed(6))), p.toFixed(3)];
  if (Number(p.toFixed(2)) === p) forms.push(p.toFixed(2));
  return rng.pick(forms);
}

export function phone(rng: Rng, digits: string): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`]);
}

/** The property address on one line, as the author types it. */
export function addr(rng: Rng, a: Address): string {
  const unit = a.unit ? ` ${a.unit}` : '';
  return rng.pick([
    `${a.street}${unit}, ${a.city}, ${a.state} ${a.zip}`,
    `${a.streetLong}${unit}, ${a.city}, ${a.state} ${a.zip}`,
    `${a.streetLong}${unit}, ${a.city}, ${a.stateName} ${a.zip}`,
    `${a.street}${unit}, ${a.city} ${a.state} ${a.zip}`.toUpperCase(),
  ]);
}

export function addrTwoLines(rng: Rng, a: Address): [string, string] {
  const unit = a.unit ? ` ${a.unit}` : '';
  return [`${rng.chance(0.5) ? a.street : a.streetLong}${unit}`, `${a.city}, ${a.state} ${a.zip}`];
}

export function fullName(rng: Rng, p: Person): string {
  return rng.chance(0.4) && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function lastFirst(p: Person): string {
  return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`.toUpperCase();
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

const WORDS: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty', 360: 'Three Hundred Sixty' };

export function term(rng: Rng, months: number): string {
  const forms = [`${months} months`, `${months} mos.`, `${months}-month`];
  if (WORDS[months]) forms.push(`${WORDS[months]} (${months}) months`);
  if (months % 12 === 0) forms.push(months / 12 === 1 ? '1 year' : `${months / 12} years`);
  return rng.pick(forms);
}

export function loanTypeText(rng: Rng, facts: DealFacts): string {
  switch (facts.loan.type) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase money', 'Purchase (acquisition)']);
    case 'Refinance': return rng.pick(['Rate/term refinance', 'Refinance (no cash out)', 'Refinance']);
    case 'Cash Out Refi': return rng.pick(['Cash-out refinance', 'Cash out refi', 'Refinance - cash out']);
    case 'Second Mortgage': return rng.pick(['2nd TD', 'Second deed of trust', 'Second mortgage (junior lien)']);
    case 'Bridge Loan': return rng.pick(['Bridge', 'Bridge loan', 'Short-term bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & flip', 'Fix and flip (rehab)', 'Fix-and-flip']);
    case 'Construction': return rng.pick(['Ground-up construction', 'Construction', 'Construction loan']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial (business purpose)', 'Commercial RE loan']);
    case 'Land': return rng.pick(['Land loan', 'Land', 'Lot / land loan']);
  }
}

export function purposeText(rng: Rng, purpose: LoanPurpose): string {
  switch (purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase of property', 'Acquisition / purchase']);
    case 'Refinance': return rng.pick(['Refinance', 'Refinance existing debt', 'Rate and term refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-out refinance', 'Cash out refinance', 'Refinance with cash out']);
    case 'Construction': return rng.pick(['Construction', 'Construction of improvements', 'New construction']);
  }
}

export function propTypeText(rng: Rng, facts: DealFacts): string {
  const u = facts.property.units;
  switch (facts.property.type) {
    case 'Single Family': return rng.pick(['SFR', 'Single-family residence', 'SFD', 'Single family']);
    case '2-4 Unit': return rng.pick([u === 2 ? 'Duplex' : u === 3 ? 'Triplex' : 'Fourplex', `${u ?? 2}-unit residential (2-4)`, `2-4 unit (${u ?? 2} units)`]);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'Condo unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Townhouse (PUD)']);
    case 'Multifamily (5+)': return rng.pick([`Apartments (${u ?? 5} units)`, `Multifamily - ${u ?? 5} units`, `${u ?? 5}-unit apartment building`]);
    case 'Mixed Use': return rng.pick(['Mixed use', 'Mixed-use (retail/residential)', 'Mixed-use building']);
    case 'Retail': return rng.pick(['Retail', 'Retail strip center', 'Retail building']);
    case 'Office': return rng.pick(['Office', 'Office building', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / warehouse', 'Light industrial']);
    case 'Land': return rng.pick(['Vacant land', 'Land (unimproved lot)', 'Land']);
  }
}

export function exitText(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['Sale of property', 'Sell after completion', 'List and sell', 'Sale'])
    : rng.pick(['Refinance out', 'Refi into conventional/DSCR loan', 'Refinance with bank', 'Refinance']);
}

export function entityKind(e: Entity): string {
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return 'a revocable trust';
  }
}

/** The vesting line of a title report or deed of trust: who holds title (and borrows). */
export function vesting(rng: Rng, facts: DealFacts, withPrincipal: boolean): string {
  const { entity, borrower, coBorrower } = facts;
  if (entity) {
    if (entity.type === 'Trust') {
      const dated = entity.trustDate ? ` dated ${date(entity.trustDate, rng.pick(['long', 'usShort'] as const))}` : '';
      return withPrincipal ? `${borrower.first} ${borrower.last}, Trustee of ${entity.name}${dated}` : `The Trustee(s) of ${entity.name}${dated}`;
    }
    return `${entity.name}, ${entity.type === 'LLC' ? `a ${entity.stateOfFormation} limited liability company` : entityKind(entity)}`;
  }
  if (coBorrower) {
    const same = coBorrower.last === borrower.last;
    return same
      ? `${borrower.first} ${borrower.last} and ${coBorrower.first} ${coBorrower.last}, ${rng.pick(['husband and wife as joint tenants', 'a married couple as community property with right of survivorship'])}`
      : `${borrower.first} ${borrower.last}, ${rng.pick(['a single man', 'an unmarried person', 'a married person as his/her sole and separate property'])}, and ${coBorrower.first} ${coBorrower.last}, as joint tenants`;
  }
  return `${borrower.first} ${borrower.last}, ${rng.pick(['a single man', 'a single woman', 'an unmarried person', 'a married person as sole and separate property'])}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The people and companies around a trust-deed loan: decoys, never borrower facts.

const FIRSTS = ['Harold', 'Doris', 'Wendell', 'Bernice', 'Gary', 'Lorraine', 'Vince', 'Mabel', 'Ernesto', 'Yvonne', 'Clifford', 'Rosalind', 'Sheldon', 'Marisol', 'Leland', 'Fern', 'Otis', 'Consuelo', 'Irving', 'Beverly', 'Rodney', 'Pauline', 'Hector', 'Judith', 'Ferdinand', 'Noreen'];
const LASTS = ['Kessler', 'Ambrose', 'Villaseñor', 'Tolliver', 'Pruitt', 'Nakashima', 'Oyelaran', 'Haverford', 'Quintero', 'Brandt', 'Szabo', 'Castellanos', 'Whitcomb', 'Dunleavy', 'Ishikawa', 'Marchetti', 'Valdivia', 'Ostrowski', 'Pemberton', 'Fairbanks', 'Lindgren', 'Esparza', 'Halvorsen', 'Cheung'];

export interface Decoy { first: string; last: string; name: string; phone: string; email: string }

export function decoyPerson(rng: Rng, facts: DealFacts, domain?: string): Decoy {
  const first = rng.pick(FIRSTS);
  let last = rng.pick(LASTS);
  if (last === facts.borrower.last) last = 'Kowal';
  const area = facts.borrower.phone.slice(0, 3) === '916' ? '530' : rng.pick(['916', '415', '949', '818', '626', '559', '707', '408']);
  let line = `01${String(rng.int(0, 99)).padStart(2, '0')}`;
  if (`${area}555${line}` === facts.borrower.phone) line = '0199';
  const local = `${first[0]}${last}`.toLowerCase().replace(/[^a-z]/g, '');
  return { first, last, name: `${first} ${last}`, phone: `${area}555${line}`, email: `${local}@${domain ?? rng.pick(['gmail.com', 'sbcglobal.net', 'yahoo.com', 'pacbell.net'])}` };
}

export function seniorLender(rng: Rng): string {
  return rng.pick(['Golden State Savings Bank', 'Sierra Federal Credit Union', 'Pacific Crest Mortgage Servicing', 'Mission Valley Bank', 'Central Coast Home Loans', 'Redwood Empire Savings', 'Shellpoint-style Servicing Co.', 'Delta Plains Bank, N.A.', 'Cal-West Mortgage Corp.', 'Orchard Hill Federal Savings']);
}

export function servicer(rng: Rng): string {
  return rng.pick(['Del Paso Loan Servicing, Inc.', 'Trustline Note Servicing', 'Coastline Private Loan Servicing', 'Bay Area TD Servicing Co.', 'Foothill Mortgage Servicing, Inc.', 'Western Fiduciary Loan Servicing']);
}

export function trusteeCo(rng: Rng): string {
  return rng.pick(['Pacific Coast Trustee Services, Inc.', 'Golden Poppy Foreclosure Services', 'Cal Reconveyance Corporation', 'Mother Lode Trustee Co.', 'Sequoia Default Services, LLC']);
}

export function custodian(rng: Rng): string {
  return rng.pick(['Equity Trust Company, Custodian FBO', 'Provident Trust Group, LLC FBO', 'Mainstar Trust Custodian FBO', 'Kingdom Trust Company, Custodian FBO', 'Pacific Premier Trust, Custodian FBO']);
}

export interface Investor { name: string; amount: number; share: number }

/** Fractional investors whose pieces add up to the loan (rounded to $1,000 but the last). */
export function investors(rng: Rng, facts: DealFacts, count?: number): Investor[] {
  const n = count ?? rng.int(2, 6);
  const total = facts.loan.amount;
  const out: Investor[] = [];
  let left = total;
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    const piece = last ? left : Math.max(10000, Math.round((total / n) * (0.6 + rng.next() * 0.8) / 1000) * 1000);
    const amount = Math.min(piece, left - (last ? 0 : 1000 * (n - i - 1)));
    left -= amount;
    const p = decoyPerson(rng, facts);
    const name = weighted3(rng, [
      `${p.first} ${p.last}`,
      `${custodian(rng)} ${p.first} ${p.last} IRA #${rng.int(10000, 99999)}`,
      `${p.last} Family Trust dtd ${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(1994, 2019)}`,
      `${p.first} ${p.last} and ${rng.pick(FIRSTS)} ${p.last}, JTWROS`,
      `${rng.pick(['Pine Flat', 'Los Padres', 'Miramar', 'Cottonwood', 'Alder Creek'])} Income Partners, LP`,
    ]);
    out.push({ name, amount, share: 0 });
  }
  for (const inv of out) inv.share = Math.round((inv.amount / total) * 1e6) / 1e4;
  return out;
}

function weighted3(rng: Rng, names: readonly string[]): string {
  return rng.pick(names);
}

/** A senior (or paid-off) lien: who holds it and what is owed. Amounts far from the deal's. */
export interface Lien { holder: string; balance: number; rate: number; payment: number; loanNo: string; recorded: string; position: string }

export function seniorLien(rng: Rng, facts: DealFacts): Lien {
  const v = facts.property.value;
  let balance = Math.round(v * (0.18 + rng.next() * 0.32) + rng.int(0, 999) + rng.int(1, 99) / 100);
  if (Math.round(balance) === facts.loan.amount) balance += 1371.22;
  const rate = rng.pick([2.875, 3.25, 3.625, 4.125, 4.5, 5.75, 6.375, 6.875]);
  return {
    holder: seniorLender(rng),
    balance: Math.round(balance * 100) / 100,
    rate,
    payment: Math.round((balance * (rate / 1200)) / (1 - Math.pow(1 + rate / 1200, -300)) * 100) / 100,
    loanNo: String(rng.int(1000000000, 9999999999)),
    recorded: `${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(2012, 2022)}`,
    position: '1st',
  };
}

/** Is the deal's loan a junior lien behind a senior that stays? */
export function isJunior(facts: DealFacts): boolean {
  return facts.loan.type === 'Second Mortgage';
}

export function apn(rng: Rng): string {
  return `${rng.int(100, 999)}-${rng.int(100, 999)}-${String(rng.int(1, 99)).padStart(2, '0')}${rng.chance(0.5) ? `-${String(rng.int(0, 99)).padStart(2, '0')}0` : ''}`;
}

export function dre(rng: Rng): string {
  return `0${rng.int(1000000, 2299999)}`;
}

export function nmls(rng: Rng): string {
  return String(rng.int(100000, 2399999));
}

export function otherAddress(rng: Rng, facts: DealFacts): Address {
  let a = makeAddress(rng, { state: facts.property.address.state });
  if (a.zip === facts.property.address.zip) a = { ...a, zip: String(Number(a.zip) + 3).padStart(5, '0') };
  return a;
}

export function ltv(amount: number, value: number): string {
  return `${((amount / value) * 100).toFixed(1)}%`;
}

/** A money amount near the deal's that is not the deal's (a payoff, a tax value, an AVM). */
export function offAmount(rng: Rng, n: number, lo: number, hi: number, avoid: readonly number[]): number {
  let x = Math.round((n * (lo + rng.next() * (hi - lo))) / 100) * 100 + rng.int(1, 9) * 10;
  while (avoid.includes(x)) x += 110;
  return x;
}

/** The principal's display name for the signature block of an entity. */
export function signer(facts: DealFacts): string {
  return `${facts.borrower.first} ${facts.borrower.last}`;
}

export type Row = SheetCell[];
