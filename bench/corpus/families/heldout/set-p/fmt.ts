// set-p's own formatting helpers. A `Say` prints facts and remembers which truth fields the document states, so
// the truth is exactly what was printed.
import { truthOf } from '../../../truth';
import type { DealFacts, Rng, Truth, TruthField } from '../../../types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateKind = 'long' | 'us' | 'loose' | 'iso' | 'mon';

export function fmtDate(iso: string, kind: DateKind): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (kind) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'loose': return `${m}/${d}/${y}`;
    case 'iso': return iso;
    case 'mon': return `${month.slice(0, 3)} ${d}, ${y}`;
  }
}

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export function bare(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** "$450k" when round, else "$452,500". */
export function kish(n: number): string {
  return n % 1000 === 0 ? `$${n / 1000}k` : usd(n);
}

export type PhoneKind = 'paren' | 'dash' | 'dot' | 'plain' | 'intl';

export function fmtPhone(p: string, kind: PhoneKind): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  switch (kind) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'plain': return p;
    case 'intl': return `+1 ${a} ${b} ${c}`;
  }
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function rate(r: number, places = 2): string {
  const fixed = r.toFixed(places);
  return Number(fixed) === r ? fixed : String(r);
}

export function termWords(m: number, rng: Rng): string {
  if (m === 360) return rng.pick(['30-year', '360 months', '30 yr fixed (360 mo)']);
  if (m % 12 === 0 && rng.chance(0.4)) return `${m / 12 === 1 ? '12 months' : `${m} months (${m / 12} years)`}`;
  return rng.pick([`${m} months`, `${m} mo`, `${m}-month`, `${m} mos`]);
}

const LOAN_TYPE_WORDS: Record<string, readonly string[]> = {
  'Purchase': ['Purchase', 'Purchase Money', 'Acquisition'],
  'Refinance': ['Rate/Term Refinance', 'Refinance', 'Rate & Term Refi'],
  'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out refi'],
  'Second Mortgage': ['Second Mortgage', '2nd Lien / Second Mortgage', '2nd position mortgage'],
  'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-term Bridge'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix-n-Flip', 'Rehab / Fix & Flip'],
  'Construction': ['Ground-Up Construction', 'Construction', 'New Construction'],
  'Commercial': ['Commercial', 'Commercial Bridge', 'Commercial RE Loan'],
  'Land': ['Land', 'Land Loan', 'Lot / Land'],
};

const PROPERTY_TYPE_WORDS: Record<string, readonly string[]> = {
  'Single Family': ['Single Family', 'SFR', 'Single Family Residence', 'SFH'],
  '2-4 Unit': ['2-4 Unit', 'Duplex/Triplex/Fourplex', '2-4 Family', 'Small Multi (2-4)'],
  'Condo': ['Condo', 'Condominium'],
  'Townhouse': ['Townhouse', 'Townhome'],
  'Multifamily (5+)': ['Multifamily (5+)', 'Multifamily 5+ units', 'Apartment Building (5+)'],
  'Mixed Use': ['Mixed Use', 'Mixed-Use'],
  'Retail': ['Retail'],
  'Office': ['Office'],
  'Industrial': ['Industrial', 'Industrial / Warehouse'],
  'Land': ['Land', 'Vacant Land'],
};

const PURPOSE_WORDS: Record<string, readonly string[]> = {
  'Purchase': ['Purchase', 'Acquisition'],
  'Refinance': ['Refinance', 'Rate/Term Refinance'],
  'Cash Out Refinance': ['Cash Out Refinance', 'Cash-Out Refinance'],
  'Construction': ['Construction', 'Ground-up Construction'],
};

const ENTITY_TYPE_WORDS: Record<string, string> = {
  LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust',
};

export class Say {
  readonly fields = new Set<TruthField>();
  constructor(readonly f: DealFacts, readonly rng: Rng) {}

  /** The truth object handed out; it keeps following later marks (a family's object literal may compute it first). */
  private readonly live: Truth = {};
  mark(...fields: TruthField[]): string {
    for (const x of fields) this.fields.add(x);
    this.refresh();
    return '';
  }
  private refresh(): void {
    for (const k of Object.keys(this.live)) delete this.live[k as TruthField];
    Object.assign(this.live, truthOf(this.f, [...this.fields]));
  }
  truth(): Truth {
    this.refresh();
    return this.live;
  }
  first(): string { this.mark('borrower_first_name'); return this.f.borrower.first; }
  last(): string { this.mark('borrower_last_name'); return this.f.borrower.last; }
  name(middle = false): string {
    const b = this.f.borrower;
    this.mark('borrower_first_name', 'borrower_last_name');
    return middle && b.middle ? `${b.first} ${b.middle} ${b.last}` : `${b.first} ${b.last}`;
  }
  email(upper = false): string {
    this.mark('borrower_email');
    return upper ? this.f.borrower.email.replace(/^./, (c) => c.toUpperCase()) : this.f.borrower.email;
  }
  phone(kind?: PhoneKind): string {
    this.mark('borrower_phone');
    return fmtPhone(this.f.borrower.phone, kind ?? this.rng.pick(['paren', 'dash', 'dot'] as const));
  }
  dob(kind: DateKind = 'us'): string { this.mark('borrower_date_of_birth'); return fmtDate(this.f.borrower.dob, kind); }
  coDob(kind: DateKind = 'us'): string {
    if (!this.f.coBorrower) return '';
    this.mark('co_borrower_date_of_birth');
    return fmtDate(this.f.coBorrower.dob, kind);
  }
  fico(): string { this.mark('credit_score'); return String(this.f.borrower.creditScore); }
  entity(): string { this.mark('entity_name'); return this.f.entity?.name ?? ''; }
  entityWords(): string { return this.f.entity ? ENTITY_TYPE_WORDS[this.f.entity.type] ?? '' : ''; }
  signer(): string {
    this.mark('authorized_signatory_name', 'borrower_first_name', 'borrower_last_name');
    return `${this.f.borrower.first} ${this.f.borrower.last}`;
  }
  title(): string { this.mark('authorized_signatory_title'); return this.f.entity?.signatoryTitle ?? ''; }
  ein(dash = true): string {
    if (!this.f.entity?.ein) return '';
    this.mark('ein');
    return dash ? ein(this.f.entity.ein) : this.f.entity.ein;
  }
  addr(long = false, oneLine = true): string {
    this.mark('property_address');
    const a = this.f.property.address;
    const street = `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
    const st = long && this.rng.chance(0.3) ? a.stateName : a.state;
    return oneLine ? `${street}, ${a.city}, ${st} ${a.zip}` : `${street}<br>${a.city}, ${st} ${a.zip}`;
  }
  ptype(): string { this.mark('property_type'); return this.rng.pick(PROPERTY_TYPE_WORDS[this.f.property.type] ?? [this.f.property.type]); }
  value(kind: 'usd' | 'bare' | 'k' = 'usd'): string {
    this.mark('property_value');
    const v = this.f.property.value;
    return kind === 'bare' ? bare(v) : kind === 'k' ? kish(v) : usd(v);
  }
  amount(kind: 'usd' | 'bare' | 'k' | 'cents' = 'usd'): string {
    this.mark('loan_amount');
    const v = this.f.loan.amount;
    return kind === 'bare' ? bare(v) : kind === 'k' ? kish(v) : usd(v, kind === 'cents');
  }
  ltype(): string { this.mark('loan_type'); return this.rng.pick(LOAN_TYPE_WORDS[this.f.loan.type] ?? [this.f.loan.type]); }
  purpose(): string {
    if (!this.f.loan.purpose) return '';
    this.mark('loan_purpose');
    return this.rng.pick(PURPOSE_WORDS[this.f.loan.purpose] ?? [this.f.loan.purpose]);
  }
  term(kind: 'months' | 'words' | 'num' = 'months'): string {
    this.mark('loan_term');
    const m = this.f.loan.termMonths;
    return kind === 'num' ? String(m) : kind === 'words' ? termWords(m, this.rng) : `${m} months`;
  }
  rate(places = 2): string { this.mark('interest_rate'); return rate(this.f.loan.rate, places); }
  closing(kind: DateKind = 'long'): string { this.mark('estimated_closing_date'); return fmtDate(this.f.loan.closingDate, kind); }
  orig(): string | undefined {
    const p = this.f.loan.originationPoints;
    if (p === undefined) return undefined;
    this.mark('origination_points');
    return rate(p, this.rng.chance(0.5) ? 2 : 0);
  }
  disc(): string | undefined {
    const p = this.f.loan.discountPoints;
    if (p === undefined) return undefined;
    this.mark('discount_points');
    return rate(p, 2);
  }
  brk(): string | undefined {
    const p = this.f.loan.brokerPoints;
    if (p === undefined) return undefined;
    this.mark('broker_points');
    return rate(p, this.rng.chance(0.5) ? 2 : 0);
  }
  fee(which: 'doc' | 'admin' | 'proc'): string | undefined {
    const v = which === 'doc' ? this.f.loan.docFee : which === 'admin' ? this.f.loan.adminFee : this.f.loan.processingFee;
    if (v === undefined) return undefined;
    this.mark(which === 'doc' ? 'loan_doc_fee' : which === 'admin' ? 'admin_fee' : 'processing_fee');
    return usd(v, this.rng.chance(0.4));
  }
  /** "None" or "Yes – terms". */
  prepay(none = 'None'): string {
    const p = this.f.loan.prepayment;
    this.mark('prepayment_penalty');
    if (!p.penalty) return none;
    this.mark('prepayment_terms');
    return p.terms ?? 'Yes';
  }
  exit(): string | undefined {
    const e = this.f.loan.exit;
    if (!e) return undefined;
    this.mark('exit_strategy');
    return e === 'Sale' ? this.rng.pick(['Sale', 'Sell after rehab', 'List and sell', 'Retail sale']) : this.rng.pick(['Refinance', 'Refi into DSCR', 'Refinance into long-term rental loan', 'Cash-out refi to 30yr']);
  }
  loanNo(): string { this.mark('loan_number'); return this.f.loan.loanNumber; }
  /** Borrower as the documents usually name it: the entity when there is one. */
  who(): string {
    return this.f.entity ? this.entity() : this.name();
  }
}

/** Inserts a typo into ordinary words (never into facts). */
export function typo(rng: Rng, text: string, p = 0.25): string {
  const swaps: [RegExp, string][] = [
    [/\bthe\b/, 'teh'], [/\breceive\b/, 'recieve'], [/\bplease\b/i, 'pls'], [/\bthanks\b/i, 'thx'], [/\byou\b/, 'u'],
    [/\bbecause\b/, 'bc'], [/\bproperty\b/, 'proeprty'], [/\bdefinitely\b/, 'definately'], [/\bwith\b/, 'w/'],
    [/\bseparate\b/, 'seperate'], [/\bappraisal\b/, 'apprasial'], [/\btomorrow\b/, 'tmrw'],
  ];
  let out = text;
  for (const [re, rep] of swaps) if (rng.chance(p)) out = out.replace(re, rep);
  return out;
}

export function person(p: { first: string; last: string }): string {
  return `${p.first} ${p.last}`;
}

export function stAddr(a: { street: string; unit?: string; city: string; state: string; zip: string }): string {
  return `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return rng.pick(items);
}
