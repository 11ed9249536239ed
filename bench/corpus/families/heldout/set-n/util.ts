// set-n's own formatting helpers (written for this set; not shared with any other family folder).
import type { Address, DealFacts, Person, Rng, Truth, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import { esc } from '../../../style';

export { esc };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Broker shorthand: $425k, $262.5k, or the full figure when it will not shorten cleanly. */
export function kShort(n: number): string {
  if (n >= 1e6 && n % 1e5 === 0) return `$${n / 1e6}m`;
  if (n % 1000 === 0) return `$${n / 1000}k`;
  if (n % 100 === 0) return `$${(n / 1000).toFixed(1)}k`;
  return money(n);
}

/** Shorthand for a distractor (ARV, price): no need to be findable. */
export function kLoose(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : `${Math.round(n / 1000)}k`;
}

export type DateStyle = 'long' | 'us' | 'short' | 'iso' | 'mon';

export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'iso': return iso;
    case 'mon': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return fmtDate(iso, rng.pick(['long', 'us', 'short', 'mon'] as const));
}

/** A distractor date near another (not findable as the truth date). */
export function shiftDate(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function phone(p: string, style: 0 | 1 | 2 | 3 = 0): string {
  const a = p.slice(0, 3);
  const b = p.slice(3, 6);
  const c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`][style] as string;
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.int(0, 3) as 0 | 1 | 2 | 3);
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function fullName(p: Person, middle = true): string {
  return [p.first, middle ? p.middle : undefined, p.last].filter(Boolean).join(' ');
}

export function lastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function oneLine(a: Address, opts: { long?: boolean; stateName?: boolean } = {}): string {
  return `${street(a, opts.long)}, ${a.city}, ${opts.stateName ? a.stateName : a.state} ${a.zip}`;
}

export function anyAddress(rng: Rng, a: Address): string {
  return oneLine(a, { long: rng.chance(0.5), stateName: rng.chance(0.25) });
}

export function twoLines(a: Address, long = false): string {
  return `${esc(street(a, long))}<br>${esc(a.city)}, ${a.state} ${a.zip}`;
}

export function pct(n: number, digits?: number): string {
  return `${digits === undefined ? String(n) : n.toFixed(digits)}%`;
}

export function loanTypePhrase(f: DealFacts, rng: Rng): string {
  const t = f.loan.type;
  const options: Record<string, string[]> = {
    'Fix & Flip': ['Fix & Flip', 'fix-and-flip', 'Fix and Flip (rehab)', 'Fix/Flip'],
    'Bridge Loan': ['Bridge Loan', 'bridge', 'Short-term bridge loan', 'Bridge'],
    Purchase: ['Purchase', 'Purchase money loan', 'purchase'],
    'Cash Out Refi': ['Cash-Out Refinance', 'cash out refi', 'Cash Out Refi', 'Refinance – cash out'],
    Refinance: ['Rate/Term Refinance', 'Refinance', 'refi (rate & term)'],
    Construction: ['Ground-Up Construction', 'Construction', 'new construction'],
    Commercial: ['Commercial', 'Commercial bridge / CRE', 'commercial'],
    'Second Mortgage': ['Second Mortgage', '2nd lien', 'Second lien (2nd mortgage)'],
    Land: ['Land', 'lot / land loan', 'Land acquisition'],
  };
  return rng.pick(options[t] ?? [t]);
}

export function propTypePhrase(f: DealFacts, rng: Rng): string {
  const p = f.property;
  const u = p.units ?? 2;
  const options: Record<string, string[]> = {
    'Single Family': ['SFR', 'Single Family', 'single-family residence', 'SFR (detached)'],
    '2-4 Unit': [u === 2 ? 'Duplex' : u === 3 ? 'Triplex' : 'Fourplex', `${u}-unit residential`, '2-4 Unit'],
    Condo: ['Condo', 'Condominium', 'condo unit'],
    Townhouse: ['Townhouse', 'Townhome', 'attached townhome'],
    'Multifamily (5+)': [`${u}-unit multifamily`, 'Multifamily (5+)', `Apartment building (${u} units)`],
    'Mixed Use': ['Mixed Use', 'mixed-use (retail + apts)', 'Mixed-Use'],
    Retail: ['Retail', 'retail strip', 'Retail building'],
    Office: ['Office', 'office building', 'Office / professional'],
    Industrial: ['Industrial', 'warehouse / industrial', 'Industrial flex'],
    Land: ['Land', 'vacant land', 'Vacant lot'],
  };
  return rng.pick(options[p.type] ?? [p.type]);
}

export function exitPhrase(f: DealFacts, rng: Rng): string {
  if (f.loan.exit === 'Sale') return rng.pick(['sell after rehab', 'Sale', 'list and sell', 'resale on completion', 'sell']);
  return rng.pick(['refi into DSCR', 'Refinance', 'refinance to long-term rental loan', 'cash-out refi w/ bank', 'refi out']);
}

export function prepayPhrase(f: DealFacts, rng: Rng): string {
  if (f.loan.prepayment.penalty) return f.loan.prepayment.terms ?? 'Yes';
  return rng.pick(['None', 'No prepayment penalty', 'none', 'N/A – no penalty', 'No PPP']);
}

export function purposeWord(f: DealFacts): string {
  return f.loan.purpose === 'Cash Out Refinance' ? 'Cash-Out Refinance' : f.loan.purpose ?? '';
}

/** Who the borrower is, in a phrase: "Harbor Light Homes LLC (Jane Doe, Managing Member)" or "Jane Doe". */
export function borrowerLabel(f: DealFacts, withSigner = true): string {
  if (!f.entity) return fullName(f.borrower);
  return withSigner ? `${f.entity.name}, by ${fullName(f.borrower, false)}, ${f.entity.signatoryTitle}` : f.entity.name;
}

/** Truth from a list of fields, keeping only those whose facts exist. */
export function truth(f: DealFacts, fields: readonly (TruthField | false | undefined)[]): Truth {
  return truthOf(f, fields.filter((x): x is TruthField => typeof x === 'string'));
}

/** Fee fields a document prints (only those the deal has). */
export function feeFields(f: DealFacts): TruthField[] {
  const l = f.loan;
  const out: TruthField[] = [];
  if (l.originationPoints !== undefined) out.push('origination_points');
  if (l.discountPoints !== undefined) out.push('discount_points');
  if (l.brokerPoints !== undefined) out.push('broker_points');
  if (l.docFee !== undefined) out.push('loan_doc_fee');
  if (l.adminFee !== undefined) out.push('admin_fee');
  if (l.processingFee !== undefined) out.push('processing_fee');
  return out;
}

/** Distractor people that never belong in the truth. */
export function otherPerson(rng: Rng): string {
  return `${rng.pick(['Gary', 'Lena', 'Tom', 'Bianca', 'Howard', 'Rita', 'Felix', 'Nora', 'Vince', 'Opal', 'Curtis', 'Wanda'])} ${rng.pick(['Pruitt', 'Okonkwo', 'Halvorsen', 'Batista', 'Greer', 'Lindgren', 'Yates', 'Castellano', 'Moody', 'Fenwick'])}`;
}

export function termPhrase(months: number, rng: Rng): string {
  if (months % 12 === 0 && months >= 24 && rng.chance(0.5)) return `${months / 12}-year`;
  return rng.pick([`${months} months`, `${months} mo`, `${months}-month`, `${months} Months`]);
}

/** Distractor money that is never equal to a truth figure. */
export function offAmount(n: number, rng: Rng): number {
  return Math.round((n * (0.55 + rng.next() * 0.3)) / 500) * 500 + 250;
}
