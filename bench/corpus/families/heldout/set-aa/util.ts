// Small helpers of set-aa: how a Mid-Atlantic private lender's desk writes money, dates, phones and the deal
// vocabulary. Written for this set only (no other family folder was read).
import { truthOf } from '../../../truth';
import type { DealFacts, Rng, Truth, TruthField } from '../../../types';

export { esc } from '../../../style';

/** Collects the fields a document prints, so the truth is exactly what was printed. */
export class Said {
  private readonly fields = new Set<TruthField>();
  constructor(private readonly facts: DealFacts) {}
  /** Marks `field` as stated and returns `text` (empty when the deal lacks the fact). */
  add(...fields: TruthField[]): this {
    for (const f of fields) this.fields.add(f);
    return this;
  }
  /** Marks `fields` as stated and returns `text`. */
  say(text: string, ...fields: TruthField[]): string {
    this.add(...fields);
    return text;
  }
  has(field: TruthField): boolean {
    return this.fields.has(field);
  }
  truth(): Truth {
    return truthOf(this.facts, [...this.fields]);
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DStyle = 'long' | 'us' | 'usUnpadded' | 'iso' | 'abbr' | 'short2';

/** Dates the way a person types them. 'short2' (3/5/25) is never used for truth values. */
export function d(iso: string, style: DStyle): string {
  const [y = '2025', m = '01', day = '01'] = iso.split('-');
  const mi = Number(m) - 1;
  const dn = Number(day);
  switch (style) {
    case 'long': return `${MONTHS[mi]} ${dn}, ${y}`;
    case 'us': return `${m}/${day}/${y}`;
    case 'usUnpadded': return `${Number(m)}/${dn}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${(MONTHS[mi] ?? '').slice(0, 3)} ${dn}, ${y}`;
    case 'short2': return `${Number(m)}/${dn}/${y.slice(2)}`;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return d(iso, rng.pick(['long', 'us', 'usUnpadded', 'abbr', 'long', 'us'] as const));
}

/** Months later, 1st of month (for maturity dates etc. — never a truth value). */
export function plusDays(iso: string, days: number): string {
  const x = new Date(`${iso}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + days);
  return x.toISOString().slice(0, 10);
}

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** $425k style, only for round thousands, else the full figure. */
export function kay(n: number): string {
  return n % 1000 === 0 ? `$${n / 1000}k` : money(n);
}

export function pct(n: number, decimals = 2): string {
  const s = n.toFixed(decimals);
  return Number(s) === n ? `${s}%` : `${n}%`;
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' | 'plain' = 'paren'): string {
  const a = p.slice(0, 3);
  const b = p.slice(3, 6);
  const c = p.slice(6);
  switch (style) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'plain': return p;
  }
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick(['paren', 'dash', 'dot', 'paren'] as const));
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function fullName(facts: DealFacts): string {
  return `${facts.borrower.first} ${facts.borrower.last}`;
}

export function nameWithMiddle(facts: DealFacts): string {
  const b = facts.borrower;
  return b.middle ? `${b.first} ${b.middle[0]}. ${b.last}` : `${b.first} ${b.last}`;
}

export function street(facts: DealFacts, long = false): string {
  const a = facts.property.address;
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}

export function cityLine(facts: DealFacts, longState = false): string {
  const a = facts.property.address;
  return `${a.city}, ${longState ? a.stateName : a.state} ${a.zip}`;
}

export function oneLine(facts: DealFacts, rng: Rng): string {
  const long = rng.chance(0.4);
  return `${street(facts, long)}, ${cityLine(facts, rng.chance(0.2))}`;
}

/** The lender's and broker's loan-type words. */
export function loanTypeWord(rng: Rng, t: DealFacts['loan']['type']): string {
  switch (t) {
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip (rehab)', 'Fix & Flip / Rehab']);
    case 'Bridge Loan': return rng.pick(['Bridge Loan', 'Bridge', 'Short-term bridge']);
    case 'Purchase': return rng.pick(['Purchase', 'Purchase Money', 'Acquisition (purchase)']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance', 'Rate & term refi']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out refi']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'New Construction', 'Construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial bridge (investor)', 'Commercial Mortgage']);
    case 'Second Mortgage': return rng.pick(['Second Mortgage', '2nd Lien', 'Second-position mortgage']);
    case 'Land': return rng.pick(['Land', 'Land Acquisition', 'Lot loan (land)']);
  }
}

export function purposeWord(rng: Rng, p: DealFacts['loan']['purpose']): string {
  switch (p) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate/term refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash out refinance']);
    case 'Construction': return rng.pick(['Construction', 'New construction']);
    default: return '';
  }
}

export function propTypeWord(rng: Rng, facts: DealFacts): string {
  const u = facts.property.units;
  switch (facts.property.type) {
    case 'Single Family': return rng.pick(['Single Family', 'SFR', 'Single-family dwelling', '1-unit SFR', 'single family detached']);
    case '2-4 Unit': return u === 2 ? rng.pick(['Duplex', '2-unit', 'Two-family (duplex)']) : u === 3 ? rng.pick(['Triplex', '3-unit', '3 family']) : rng.pick(['Quadplex', '4-unit', 'Fourplex']);
    case 'Condo': return rng.pick(['Condo', 'Condominium unit', 'Residential condominium']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'Row/townhouse']);
    case 'Multifamily (5+)': return rng.pick([`${u ?? 5}-unit apartment building`, `Multifamily (${u ?? 5} units)`, 'Multifamily 5+']);
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-use (store w/ apts above)', 'Mixed-use corner property']);
    case 'Retail': return rng.pick(['Retail', 'Retail storefront', 'Retail (free-standing)']);
    case 'Office': return rng.pick(['Office', 'Office building', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial', 'Industrial / flex warehouse', 'Light industrial']);
    case 'Land': return rng.pick(['Land', 'Vacant land', 'Vacant lot']);
  }
}

export function exitWord(rng: Rng, e: 'Sale' | 'Refinance'): string {
  return e === 'Sale'
    ? rng.pick(['Sale', 'Sell after renovation', 'List and sell on completion', 'Retail sale of the property'])
    : rng.pick(['Refinance', 'Refi into DSCR loan', 'Refinance with a long-term rental loan', 'Refi out to bank debt']);
}

export function termWords(rng: Rng, months: number): string {
  if (months === 360) return rng.pick(['360 months', '30-year', '30 year fixed (360 mos)']);
  if (months % 12 === 0 && rng.chance(0.35)) return `${months / 12}-year (${months} months)`;
  return rng.pick([`${months} months`, `${months} mos`, `${months} Months`]);
}

export const NUMBER_WORDS: Record<number, string> = {
  6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six',
  60: 'Sixty', 360: 'Three Hundred Sixty',
};

export function prepayText(rng: Rng, facts: DealFacts): string {
  const p = facts.loan.prepayment;
  if (p.penalty && p.terms) return p.terms;
  return rng.pick(['None', 'No prepayment penalty', 'None - may be prepaid in whole or part at any time', 'N/A, no PPP']);
}

/** Other people of the Delaware Valley desk, decoys. */
export const DESK = [
  'Maureen Kelly', 'Tom Brennan', 'Rosalind Greene', 'Vinny Scarpa', 'Deb Kowalczyk', 'Joe Fiorella', 'Tasha Wilkins',
  'Kevin Dougherty', 'Nicole Ruiz', 'Pat McGettigan', 'Sheree Dawkins', 'Lou Ianelli',
];

export function desk(rng: Rng): string {
  return rng.pick(DESK);
}

/** A number near `n` that differs from it (comps, distractors). */
export function near(rng: Rng, n: number, spread = 0.12, step = 500): number {
  let v = n;
  for (let i = 0; i < 10 && v === n; i++) v = Math.round((n * (1 - spread + rng.next() * spread * 2)) / step) * step;
  return v === n ? n + step : v;
}

/** The rehab budget (a distractor) for a deal with an ARV. */
export function rehabBudget(facts: DealFacts): number {
  const arv = facts.property.arv ?? facts.property.value * 1.3;
  return Math.max(15000, Math.round(((arv - facts.property.value) * 0.55) / 500) * 500);
}

export function entityKind(facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return '';
  const st = e.stateOfFormation;
  switch (e.type) {
    case 'LLC': return `a ${st} limited liability company`;
    case 'Corporation': return `a ${st} corporation`;
    case 'Partnership': return `a ${st} limited partnership`;
    case 'Trust': return `a trust${e.trustDate ? ` dated ${d(e.trustDate, 'long')}` : ''}`;
  }
}

/** Borrower display: the entity (when there is one) or the person. */
export function borrowerDisplay(facts: DealFacts): string {
  return facts.entity ? facts.entity.name : fullName(facts);
}

/** A figure clearly above `n` (other properties' values: never the deal's value or loan amount). */
export function above(rng: Rng, n: number, step = 5000): number {
  return Math.max(n + step, Math.round((n * (1.08 + rng.next() * 0.6)) / step) * step);
}

/** The fields naming the borrower when a document prints only the entity (or, without one, the person). */
export function who(facts: DealFacts): TruthField[] {
  return facts.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}

/** An EIN that never breaks across lines in HTML. */
export function einH(e: string): string {
  return `<span style="white-space:nowrap">${ein(e)}</span>`;
}
