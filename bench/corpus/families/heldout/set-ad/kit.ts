// set-ad toolkit: the desk's own spellings of money, dates, phones and addresses, a relocation of each deal to
// Hawaii or the Pacific Northwest (the desk's footprint), and `Doc`, which prints a fact and records that the
// document states it, so a family's truth is exactly what it printed.
import type { Address, DealFacts, EntityType, LoanType, PropertyType, Rng, Truth, TruthField, Person } from '../../../types';
import { truthOf } from '../../../truth';
import { makeEntity, makePhone } from '../../../facts';

// ---------------------------------------------------------------------------------------------------------------
// Places the desk lends in

interface Town { city: string; state: string; stateName: string; zips: readonly string[]; streets: readonly string[]; dirs?: readonly string[]; island?: string; county: string }

const HI_STREETS = ['Kalakaua', 'Waialae', 'Kilauea', 'Puuikena', 'Aukai', 'Keolu', 'Kamehameha', 'Kanoelehua', 'Waianuenue', 'Kaahumanu', 'Haleakala', 'Lilikoi', 'Makani', 'Hoolai', 'Ohia', 'Lehua', 'Ilima', 'Kukui', 'Liholiho', 'Hahani', 'Hekili', 'Mokapu', 'Pualani', 'Alaneo', 'Kapiolani', 'Kealaolu', 'Puainako', 'Hualalai', 'Kuakini', 'Wailea Ike', 'Piilani', 'Ulupono'];
const PNW_STREETS = ['Fremont', 'Greenwood', 'Rainier', 'Beacon', 'Alberta', 'Division', 'Belmont', 'Alder', 'Stark', 'Tumalo', 'Awbrey', 'Galveston', 'Proctor', 'Yakima', 'Sheridan', 'Olney', 'Holladay', 'Killingsworth', 'Wallingford', 'Roosevelt', 'Ravenna', 'Lafayette', 'Newport', 'Shevlin Park', 'Portland', '65th', '85th', '42nd', '23rd', '12th', '9th'];

const TOWNS: readonly Town[] = [
  { city: 'Honolulu', state: 'HI', stateName: 'Hawaii', zips: ['96813', '96814', '96815', '96816', '96817', '96822', '96825'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Kailua', state: 'HI', stateName: 'Hawaii', zips: ['96734'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Kaneohe', state: 'HI', stateName: 'Hawaii', zips: ['96744'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Ewa Beach', state: 'HI', stateName: 'Hawaii', zips: ['96706'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Kapolei', state: 'HI', stateName: 'Hawaii', zips: ['96707'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Haleiwa', state: 'HI', stateName: 'Hawaii', zips: ['96712'], streets: HI_STREETS, island: 'Oahu', county: 'City and County of Honolulu' },
  { city: 'Kihei', state: 'HI', stateName: 'Hawaii', zips: ['96753'], streets: HI_STREETS, island: 'Maui', county: 'County of Maui', dirs: ['S', 'N'] },
  { city: 'Wailuku', state: 'HI', stateName: 'Hawaii', zips: ['96793'], streets: HI_STREETS, island: 'Maui', county: 'County of Maui' },
  { city: 'Kahului', state: 'HI', stateName: 'Hawaii', zips: ['96732'], streets: HI_STREETS, island: 'Maui', county: 'County of Maui' },
  { city: 'Makawao', state: 'HI', stateName: 'Hawaii', zips: ['96768'], streets: HI_STREETS, island: 'Maui', county: 'County of Maui' },
  { city: 'Haiku', state: 'HI', stateName: 'Hawaii', zips: ['96708'], streets: HI_STREETS, island: 'Maui', county: 'County of Maui' },
  { city: 'Hilo', state: 'HI', stateName: 'Hawaii', zips: ['96720'], streets: HI_STREETS, island: 'Hawaii Island', county: 'County of Hawaii' },
  { city: 'Kailua-Kona', state: 'HI', stateName: 'Hawaii', zips: ['96740'], streets: HI_STREETS, island: 'Hawaii Island', county: 'County of Hawaii' },
  { city: 'Pahoa', state: 'HI', stateName: 'Hawaii', zips: ['96778'], streets: HI_STREETS, island: 'Hawaii Island', county: 'County of Hawaii' },
  { city: 'Waimea', state: 'HI', stateName: 'Hawaii', zips: ['96743'], streets: HI_STREETS, island: 'Hawaii Island', county: 'County of Hawaii' },
  { city: 'Seattle', state: 'WA', stateName: 'Washington', zips: ['98103', '98107', '98115', '98117', '98118', '98126', '98144'], streets: PNW_STREETS, dirs: ['NE', 'NW', 'SW', 'S', 'N'], county: 'King County' },
  { city: 'Tacoma', state: 'WA', stateName: 'Washington', zips: ['98403', '98405', '98406', '98407', '98418'], streets: PNW_STREETS, dirs: ['N', 'S', 'E'], county: 'Pierce County' },
  { city: 'Portland', state: 'OR', stateName: 'Oregon', zips: ['97202', '97206', '97211', '97214', '97217', '97219'], streets: PNW_STREETS, dirs: ['NE', 'SE', 'N', 'SW', 'NW'], county: 'Multnomah County' },
  { city: 'Bend', state: 'OR', stateName: 'Oregon', zips: ['97701', '97702', '97703'], streets: PNW_STREETS, dirs: ['NW', 'SE', 'NE'], county: 'Deschutes County' },
];

const SUFFIX: readonly (readonly [string, string])[] = [['St', 'Street'], ['Ave', 'Avenue'], ['Pl', 'Place'], ['Dr', 'Drive'], ['Rd', 'Road'], ['Way', 'Way'], ['Ln', 'Lane'], ['Ct', 'Court'], ['Cir', 'Circle'], ['Blvd', 'Boulevard']];
const LONG_DIR: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };

export function townOf(address: Address): Town | undefined {
  return TOWNS.find((t) => t.city === address.city && t.state === address.state);
}

function localAddress(rng: Rng, type: PropertyType): Address {
  const town = rng.pick(TOWNS);
  const name = rng.pick(town.streets);
  const numbered = /^\d/.test(name);
  const [suffix, suffixLong] = numbered ? rng.pick([['St', 'Street'], ['Ave', 'Avenue']] as const) : rng.pick(SUFFIX);
  const dir = town.dirs && (numbered || rng.chance(0.35)) ? rng.pick(town.dirs) : undefined;
  const number = String(town.state === 'HI' ? rng.int(10, 4999) : rng.int(100, 12999));
  const street = [number, dir, name, suffix].filter(Boolean).join(' ');
  const streetLong = [number, dir ? (LONG_DIR[dir] ?? dir) : undefined, name, suffixLong].filter(Boolean).join(' ');
  let unit: string | undefined;
  if (type === 'Condo') unit = rng.pick([`Unit ${rng.int(2, 38)}0${rng.int(1, 9)}`, `Apt ${rng.int(1, 24)}${rng.pick(['A', 'B', 'C'])}`, `Unit ${rng.int(101, 909)}`]);
  else if (['Retail', 'Office', 'Mixed Use'].includes(type) && rng.chance(0.25)) unit = `Suite ${rng.int(1, 4)}0${rng.int(0, 9)}`;
  return { street, streetLong, unit, city: town.city, state: town.state, stateName: town.stateName, zip: rng.pick(town.zips) };
}

/** Most of the desk's deals sit in Hawaii, Washington or Oregon: move the collateral there (a copy; facts stay pure). */
export function localize(facts: DealFacts, rng: Rng): DealFacts {
  if (!rng.chance(0.85)) return facts;
  return { ...facts, property: { ...facts.property, address: localAddress(rng, facts.property.type) } };
}

// ---------------------------------------------------------------------------------------------------------------
// Spellings

export function money(n: number, style: 'plain' | 'cents' | 'usd' | 'k' | 'bare' = 'plain'): string {
  const body = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  switch (style) {
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'usd': return `USD ${body}`;
    case 'bare': return body;
    case 'k':
      if (n >= 1e6 && n % 10000 === 0) return `$${n / 1e6}M`;
      if (n % 1000 === 0) return `$${n / 1000}k`;
      return `$${body}`;
    default: return `$${body}`;
  }
}

export function pickMoney(rng: Rng, n: number): string {
  return money(n, rng.pick(['plain', 'plain', 'cents', 'usd', 'k'] as const));
}

/** A percent number the way a person writes it: 10.5, 10.50 or 10.125 (never rounded). */
export function pct(r: number, rng?: Rng): string {
  const two = r.toFixed(2);
  if (Number(two) !== r) return String(Number(r.toFixed(6)));
  return rng && rng.chance(0.5) ? String(Number(two)) : two;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'abbr' | 'us' | 'num' | 'iso';

export function dt(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'num': return `${m}/${d}/${y}`;
    case 'iso': return iso;
  }
}

export function pickDate(rng: Rng, iso: string): string {
  return dt(iso, rng.pick(['long', 'long', 'abbr', 'us', 'num'] as const));
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' | 'space' = 'paren'): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  switch (style) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'space': return `${a} ${b} ${c}`;
  }
}

export function pickPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick(['paren', 'dash', 'dot', 'space'] as const));
}

export function streetOf(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

export function cityLine(a: Address, stateName = false): string {
  return `${a.city}, ${stateName ? a.stateName : a.state} ${a.zip}`;
}

export function addr(a: Address, style: 'one' | 'long' | 'caps' | 'full' = 'one'): string {
  switch (style) {
    case 'one': return `${streetOf(a)}, ${cityLine(a)}`;
    case 'long': return `${streetOf(a, true)}, ${cityLine(a)}`;
    case 'full': return `${streetOf(a, true)}, ${cityLine(a, true)}`;
    case 'caps': return `${streetOf(a)}, ${cityLine(a)}`.toUpperCase();
  }
}

export function fullName(p: Person, style: 'plain' | 'middle' | 'caps' | 'lastFirst' = 'plain'): string {
  switch (style) {
    case 'plain': return `${p.first} ${p.last}`;
    case 'middle': return `${p.first}${p.middle ? ` ${p.middle}` : ''} ${p.last}`;
    case 'caps': return `${p.first}${p.middle ? ` ${p.middle}` : ''} ${p.last}`.toUpperCase();
    case 'lastFirst': return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ''}`;
  }
}

const LOAN_WORDS: Record<LoanType, readonly string[]> = {
  'Purchase': ['Purchase', 'Purchase money loan', 'Purchase (acquisition)'],
  'Refinance': ['Rate/Term Refinance', 'Refinance (rate and term)', 'Refinance'],
  'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Refinance - cash out'],
  'Second Mortgage': ['Second Mortgage', '2nd position mortgage', 'Second mortgage (junior lien)'],
  'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-term bridge loan'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix-and-flip (rehab)'],
  'Construction': ['Ground-Up Construction', 'Construction', 'Spec build (construction)'],
  'Commercial': ['Commercial', 'Commercial mortgage', 'Commercial real estate loan'],
  'Land': ['Land', 'Land / lot loan', 'Vacant land loan'],
};

const PURPOSE_WORDS: Record<string, readonly string[]> = {
  'Purchase': ['Purchase', 'Acquisition', 'Purchase'],
  'Refinance': ['Refinance', 'Refinance of existing lien', 'Refinance'],
  'Cash Out Refinance': ['Cash-Out Refinance', 'Cash out refinance', 'Refinance with cash out'],
  'Construction': ['Construction', 'Construction of improvements', 'Construction'],
};

function propertyWords(type: PropertyType, units: number | undefined): readonly string[] {
  switch (type) {
    case 'Single Family': return ['Single Family', 'SFR', 'Single-family residence', 'Single family dwelling'];
    case '2-4 Unit': return units === 2 ? ['Duplex', '2-unit residential'] : units === 3 ? ['Triplex', '3-unit residential'] : ['Fourplex', '2-4 Unit'];
    case 'Condo': return ['Condominium', 'Condo', 'Condominium unit'];
    case 'Townhouse': return ['Townhouse', 'Townhome'];
    case 'Multifamily (5+)': return units ? [`Multifamily (${units} units)`, `${units}-unit apartment building`] : ['Multifamily'];
    case 'Mixed Use': return ['Mixed Use', 'Mixed-use (retail + residential)'];
    case 'Retail': return ['Retail', 'Retail building'];
    case 'Office': return ['Office', 'Office building'];
    case 'Industrial': return ['Industrial', 'Light industrial / warehouse'];
    case 'Land': return ['Vacant land', 'Land', 'Vacant lot'];
  }
}

export function termWords(m: number, rng: Rng): string {
  if (m === 360) return rng.pick(['30-year', '360 months', '30 years']);
  if (m % 12 === 0 && rng.chance(0.3)) return `${m / 12} ${m === 12 ? 'year' : 'years'} (${m} months)`;
  return rng.pick([`${m} months`, `${m} mos`, `${m}-month`]);
}

// ---------------------------------------------------------------------------------------------------------------
// Doc: print and record

export class Doc {
  readonly stated = new Set<TruthField>();
  f: DealFacts;

  constructor(facts: DealFacts, readonly rng: Rng) {
    this.f = localize(facts, rng);
  }

  /** Entity paperwork needs an entity: give an individual's deal one (of `types`), and keep one already of `types`. */
  ensureEntity(types: readonly EntityType[] = ['LLC', 'Corporation', 'Partnership', 'Trust']): void {
    if (this.f.entity && types.includes(this.f.entity.type)) return;
    const year = Number(this.f.documentDate.slice(0, 4));
    this.f = { ...this.f, entity: makeEntity(this.rng, this.f.borrower, this.f.property.address.state, year, this.rng.pick(types)) };
  }

  get entity() { return this.f.entity; }
  get b() { return this.f.borrower; }
  get loan() { return this.f.loan; }
  get prop() { return this.f.property; }

  mark(...fields: TruthField[]): void {
    for (const field of fields) this.stated.add(field);
  }

  truth(): Truth {
    return truthOf(this.f, [...this.stated]);
  }

  name(style: 'plain' | 'middle' | 'caps' | 'lastFirst' = 'plain'): string {
    this.mark('borrower_first_name', 'borrower_last_name');
    return fullName(this.b, style);
  }

  anyName(): string {
    return this.name(this.rng.pick(['plain', 'plain', 'middle', 'caps', 'lastFirst'] as const));
  }

  first(): string { this.mark('borrower_first_name'); return this.b.first; }
  last(): string { this.mark('borrower_last_name'); return this.b.last; }
  email(): string { this.mark('borrower_email'); return this.rng.chance(0.2) ? this.b.email.toUpperCase().replace(/@.*/, (d) => d.toLowerCase()) : this.b.email; }
  phone(style?: 'paren' | 'dash' | 'dot' | 'space'): string { this.mark('borrower_phone'); return style ? phone(this.b.phone, style) : pickPhone(this.rng, this.b.phone); }
  dob(style?: DateStyle): string { this.mark('borrower_date_of_birth'); return style ? dt(this.b.dob, style) : pickDate(this.rng, this.b.dob); }
  coDob(): string | undefined { if (!this.f.coBorrower) return undefined; this.mark('co_borrower_date_of_birth'); return dt(this.f.coBorrower.dob, this.rng.pick(['us', 'num', 'long'] as const)); }
  fico(): string { this.mark('credit_score'); return String(this.b.creditScore); }

  entName(caps = false): string | undefined {
    if (!this.entity) return undefined;
    this.mark('entity_name');
    return caps ? this.entity.name.toUpperCase() : this.entity.name;
  }
  ein(): string | undefined {
    if (!this.entity?.ein) return undefined;
    this.mark('ein');
    const e = this.entity.ein;
    return this.rng.chance(0.8) ? `${e.slice(0, 2)}-${e.slice(2)}` : e;
  }
  /** The signer's name and title: marks authorized_signatory_* (and the principal's name). */
  signer(): { name: string; title: string } | undefined {
    if (!this.entity) return undefined;
    this.mark('authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    return { name: `${this.b.first} ${this.b.last}`, title: this.entity.signatoryTitle };
  }
  /** "Harbor Light Homes LLC" or, for an individual, the person's name. */
  borrowerLine(): string {
    return this.entName() ?? this.anyName();
  }

  address(style?: 'one' | 'long' | 'caps' | 'full'): string {
    this.mark('property_address');
    return addr(this.prop.address, style ?? this.rng.pick(['one', 'one', 'long', 'caps', 'full'] as const));
  }
  street(long = false): string { this.mark('property_address'); return streetOf(this.prop.address, long); }
  city(): string { this.mark('property_address'); return cityLine(this.prop.address, this.rng.chance(0.3)); }

  ptype(): string { this.mark('property_type'); return this.rng.pick(propertyWords(this.prop.type, this.prop.units)); }
  value(style?: 'plain' | 'cents' | 'usd' | 'k' | 'bare'): string { this.mark('property_value'); return style ? money(this.prop.value, style) : pickMoney(this.rng, this.prop.value); }
  amount(style?: 'plain' | 'cents' | 'usd' | 'k' | 'bare'): string { this.mark('loan_amount'); return style ? money(this.loan.amount, style) : pickMoney(this.rng, this.loan.amount); }
  ltype(): string { this.mark('loan_type'); return this.rng.pick(LOAN_WORDS[this.loan.type]); }
  purpose(): string | undefined { if (!this.loan.purpose) return undefined; this.mark('loan_purpose'); return this.rng.pick(PURPOSE_WORDS[this.loan.purpose] ?? [this.loan.purpose]); }
  term(): string { this.mark('loan_term'); return termWords(this.loan.termMonths, this.rng); }
  termMonths(): string { this.mark('loan_term'); return String(this.loan.termMonths); }
  rate(): string { this.mark('interest_rate'); return pct(this.loan.rate, this.rng); }
  close(style?: DateStyle): string { this.mark('estimated_closing_date'); return style ? dt(this.loan.closingDate, style) : pickDate(this.rng, this.loan.closingDate); }
  orig(): string | undefined { if (this.loan.originationPoints === undefined) return undefined; this.mark('origination_points'); return pct(this.loan.originationPoints, this.rng); }
  disc(): string | undefined { if (this.loan.discountPoints === undefined) return undefined; this.mark('discount_points'); return pct(this.loan.discountPoints, this.rng); }
  brk(): string | undefined { if (this.loan.brokerPoints === undefined) return undefined; this.mark('broker_points'); return pct(this.loan.brokerPoints, this.rng); }
  docFee(): string | undefined { if (this.loan.docFee === undefined) return undefined; this.mark('loan_doc_fee'); return money(this.loan.docFee, this.rng.pick(['plain', 'cents'] as const)); }
  adminFee(): string | undefined { if (this.loan.adminFee === undefined) return undefined; this.mark('admin_fee'); return money(this.loan.adminFee, this.rng.pick(['plain', 'cents'] as const)); }
  procFee(): string | undefined { if (this.loan.processingFee === undefined) return undefined; this.mark('processing_fee'); return money(this.loan.processingFee, this.rng.pick(['plain', 'cents'] as const)); }
  prepay(): string {
    this.mark('prepayment_penalty', 'prepayment_terms');
    const p = this.loan.prepayment;
    if (!p.penalty) return this.rng.pick(['None', 'No prepayment penalty', 'None - prepay at any time without penalty', 'No penalty']);
    return this.rng.pick([`Yes - ${p.terms}`, `${p.terms}`, `Yes: ${p.terms}`]);
  }
  exit(): string | undefined {
    if (!this.loan.exit) return undefined;
    this.mark('exit_strategy');
    return this.loan.exit === 'Sale'
      ? this.rng.pick(['Sale of the property', 'Sell upon completion', 'List and sell', 'Sale'])
      : this.rng.pick(['Refinance', 'Refi into a conventional/DSCR loan', 'Refinance into permanent financing', 'Take-out refinance']);
  }
  loanNo(): string { this.mark('loan_number'); return this.loan.loanNumber; }

  // Distractors (never truth)
  get lender() { return this.f.lender; }
  get broker() { return this.f.broker; }
  get seller() { return this.f.seller; }
  get appraiser() { return this.f.appraiser; }
  get title() { return this.f.title; }
  /** A fictional phone for a third party, never the borrower's. */
  otherPhone(): string {
    let p = makePhone(this.rng, this.prop.address.state === 'HI' ? undefined : this.prop.address.state);
    if (this.prop.address.state === 'HI') p = `808${p.slice(3)}`;
    return p === this.b.phone ? `${p.slice(0, 6)}0199` : p;
  }
  /** Tax map key (Hawaii) or parcel number (WA/OR/elsewhere): a distractor full of digits. */
  parcel(): string {
    const a = this.prop.address;
    if (a.state === 'HI') {
      const zone = a.city === 'Hilo' || a.city === 'Kailua-Kona' || a.city === 'Pahoa' || a.city === 'Waimea' ? 3 : ['Kihei', 'Wailuku', 'Kahului', 'Makawao', 'Haiku'].includes(a.city) ? 2 : 1;
      return `TMK (${zone}) ${this.rng.int(1, 9)}-${this.rng.int(1, 9)}-${String(this.rng.int(1, 99)).padStart(3, '0')}:${String(this.rng.int(1, 180)).padStart(3, '0')}`;
    }
    return `APN ${this.rng.int(100, 999)}${this.rng.int(10, 99)}-${this.rng.int(1000, 9999)}`;
  }
  tenure(): string {
    return this.prop.type === 'Condo' && this.prop.address.state === 'HI' && this.rng.chance(0.5) ? 'Leasehold' : 'Fee Simple';
  }
  /** The purchase price as a distractor line, when the deal has one. */
  price(): string | undefined { return this.prop.purchasePrice === undefined ? undefined : pickMoney(this.rng, this.prop.purchasePrice); }
  arv(): string | undefined { return this.prop.arv === undefined ? undefined : pickMoney(this.rng, this.prop.arv); }
}

/** Rows of [label, value], dropping the ones whose value is undefined. */
export function rows(list: readonly (readonly [string, string | undefined])[]): [string, string][] {
  return list.filter((r): r is readonly [string, string] => r[1] !== undefined).map(([k, v]) => [k, v]);
}

export const DESKS = ['Makai Cascade Note Capital', 'Kona Pacific Private Lending', 'Puget & Pali Capital', 'Lanai Street Lending Co.', 'Ridge to Reef Mortgage Fund'];
export const WAREHOUSE = ['Emerald Harbor Bank', 'Cascadia Commerce Bank', 'Pacific Rim Warehouse Finance'];
export const ESCROWS = ['Aloha Escrow Services, Inc.', 'Ko Olina Title & Escrow', 'Rainier Escrow Group', 'Deschutes Closing Co.', 'Kapiolani Escrow, Ltd.'];
