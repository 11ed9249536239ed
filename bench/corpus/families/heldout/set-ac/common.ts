// set-ac shared helpers: the deal moved to Chicagoland (2-4 flats, garden units, commercial strips, Polish, Spanish
// and Ukrainian-speaking clients, Illinois LLCs), date and money spellings, and a collector of the stated fields.
import { slug } from '../../../facts';
import { truthOf } from '../../../truth';
import type { Address, Company, DealFacts, Rng, Truth, TruthField } from '../../../types';

// ---------------------------------------------------------------------------------------------------------------
// Places

interface Area { city: string; state: string; stateName: string; zip: string[]; streets: [string, number, number][]; codes: string[]; hood?: string }

// [street with USPS abbreviations, low house number, high house number]
const AREAS: [Area, number][] = [
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60647'], hood: 'Logan Square', codes: ['773', '872'],
    streets: [['W Cortland St', 1800, 3600], ['N Mozart St', 1700, 2900], ['N Whipple St', 1700, 2900], ['W Schubert Ave', 2000, 3500], ['N Sawyer Ave', 1800, 2900], ['W Wrightwood Ave', 2200, 3500]] }, 14],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60618'], hood: 'Avondale', codes: ['773'],
    streets: [['N Francisco Ave', 2800, 3900], ['W George St', 2600, 3800], ['N Kedzie Ave', 2800, 3900], ['W Belmont Ave', 2600, 3800], ['N Troy St', 2900, 3700]] }, 10],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60651', '60622'], hood: 'Humboldt Park', codes: ['773'],
    streets: [['W Augusta Blvd', 2400, 4300], ['N Talman Ave', 800, 1500], ['W Thomas St', 2400, 3900], ['N Spaulding Ave', 900, 1500], ['W Division St', 2400, 4300]] }, 10],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60608'], hood: 'Pilsen', codes: ['312', '773'],
    streets: [['W 18th St', 900, 2300], ['S Throop St', 1700, 2300], ['W Cullerton St', 1000, 2200], ['S Laflin St', 1700, 2200], ['W 21st Pl', 1000, 2200]] }, 10],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60623'], hood: 'Little Village', codes: ['773'],
    streets: [['W 26th St', 2600, 4300], ['S Millard Ave', 2300, 3100], ['S Drake Ave', 2300, 3100], ['W 24th Pl', 2600, 4200]] }, 7],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60641', '60634'], hood: 'Portage Park', codes: ['773'],
    streets: [['N Laramie Ave', 3300, 4500], ['W Berteau Ave', 4800, 6000], ['N Long Ave', 3300, 4500], ['W Irving Park Rd', 4800, 6000]] }, 7],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60625'], hood: 'Albany Park', codes: ['773'],
    streets: [['N Kimball Ave', 4400, 5000], ['W Lawrence Ave', 3000, 3800], ['N Monticello Ave', 4400, 5000], ['W Leland Ave', 3000, 3800]] }, 6],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60632'], hood: 'Brighton Park', codes: ['773'],
    streets: [['S Albany Ave', 3800, 4700], ['W 38th Pl', 2600, 3600], ['S Sacramento Ave', 3800, 4700], ['W Pershing Rd', 2600, 3600]] }, 6],
  [{ city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: ['60626'], hood: 'Rogers Park', codes: ['773'],
    streets: [['N Greenview Ave', 6800, 7700], ['W Farwell Ave', 1200, 2000], ['N Glenwood Ave', 6800, 7600], ['W Morse Ave', 1200, 2000]] }, 5],
  [{ city: 'Evanston', state: 'IL', stateName: 'Illinois', zip: ['60201', '60202'], codes: ['847', '224'],
    streets: [['Dodge Ave', 1100, 2400], ['Custer Ave', 700, 1200], ['Hinman Ave', 500, 1300], ['Ridge Ave', 600, 2600], ['Florence Ave', 1200, 2400]] }, 6],
  [{ city: 'Oak Park', state: 'IL', stateName: 'Illinois', zip: ['60302', '60304'], codes: ['708'],
    streets: [['S Harvey Ave', 100, 1100], ['N Humphrey Ave', 100, 1100], ['Madison St', 100, 1200], ['S Ridgeland Ave', 100, 1100], ['N Austin Blvd', 100, 1100]] }, 6],
  [{ city: 'Berwyn', state: 'IL', stateName: 'Illinois', zip: ['60402'], codes: ['708'],
    streets: [['S Clarence Ave', 1800, 3900], ['S Kenilworth Ave', 1800, 3900], ['Cermak Rd', 6300, 7200]] }, 4],
  [{ city: 'Gary', state: 'IN', stateName: 'Indiana', zip: ['46403', '46404', '46407'], codes: ['219'],
    streets: [['Connecticut St', 400, 2900], ['Van Buren St', 300, 2500], ['W 5th Ave', 1200, 4800], ['E 7th Ave', 300, 2400], ['Jackson St', 400, 2600]] }, 6],
  [{ city: 'Milwaukee', state: 'WI', stateName: 'Wisconsin', zip: ['53204', '53207', '53212', '53208'], codes: ['414'],
    streets: [['S Kinnickinnic Ave', 2200, 3500], ['N Holton St', 2400, 3400], ['W Mitchell St', 600, 2000], ['N Bremen St', 2400, 3300], ['S 5th St', 1500, 2500], ['N 35th St', 1200, 3400]] }, 8],
];

const LONG: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Pl: 'Place', Ct: 'Court' };

function pickWeighted<T>(rng: Rng, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [v, w] of items) {
    roll -= w;
    if (roll < 0) return v;
  }
  return (items[items.length - 1] as [T, number])[0];
}

function place(rng: Rng, unit?: string): { address: Address; area: Area } {
  const area = pickWeighted(rng, AREAS);
  const [street, lo, hi] = rng.pick(area.streets);
  const number = String(lo + rng.int(0, Math.floor((hi - lo) / 2)) * 2 + (rng.chance(0.5) ? 1 : 0));
  const words = street.split(' ');
  const longWords = words.map((w, i) => ((i === 0 && /^[NSEW]$/.test(w)) || i === words.length - 1 ? LONG[w] ?? w : w));
  return {
    address: { street: `${number} ${street}`, streetLong: `${number} ${longWords.join(' ')}`, unit, city: area.city, state: area.state, stateName: area.stateName, zip: rng.pick(area.zip) },
    area,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// People

const NAMES: [string[], string[], string[]][] = [
  [['Marek', 'Tomasz', 'Krzysztof', 'Agnieszka', 'Katarzyna', 'Pawel', 'Grzegorz', 'Malgorzata', 'Dorota', 'Wojciech', 'Piotr', 'Ewa', 'Jolanta', 'Slawomir'],
    ['Kowalczyk', 'Nowak', 'Wisniewski', 'Zielinski', 'Szymanski', 'Wozniak', 'Dabrowski', 'Kaminski', 'Pietrzak', 'Jablonski', 'Krawczyk', 'Sobczak', 'Majewski', 'Gorski'],
    ['gmail.com', 'wp.pl', 'yahoo.com', 'onet.pl', 'comcast.net']],
  [['Jose', 'Maria', 'Guadalupe', 'Ricardo', 'Veronica', 'Alejandra', 'Ernesto', 'Rosa', 'Arturo', 'Leticia', 'Hector', 'Yesenia', 'Rogelio', 'Marisol'],
    ['Hernandez', 'Gutierrez', 'Ramirez', 'Castillo', 'Villalobos', 'Ocampo', 'Zavala', 'Barajas', 'Mendoza', 'Salgado', 'Fuentes', 'Arreola', 'Cervantes', 'Delgado'],
    ['gmail.com', 'yahoo.com', 'hotmail.com', 'sbcglobal.net', 'att.net']],
  [['Oleksandr', 'Mykola', 'Oksana', 'Iryna', 'Taras', 'Bohdan', 'Nataliya', 'Yuriy', 'Halyna', 'Andriy', 'Olena', 'Volodymyr', 'Roman', 'Larysa'],
    ['Kovalenko', 'Shevchenko', 'Bondarenko', 'Tkachuk', 'Melnyk', 'Kravets', 'Hrytsenko', 'Boyko', 'Savchuk', 'Lysenko', 'Petrenko', 'Romaniuk', 'Didenko', 'Hnatyuk'],
    ['gmail.com', 'ukr.net', 'outlook.com', 'yahoo.com']],
];

const LENDERS = ['Kedzie Bridge Capital', 'North Branch Private Lending', 'Cortland Street Capital', 'Ashland Avenue Lending', 'Montrose Harbor Capital', 'Two Flat Funding Co.', 'Lakefront Private Credit'];
const TITLES = ['Wacker Drive Title Services', 'Greystone Land Title of Illinois', 'Prairie State Title & Escrow', 'Lasalle Street Title Agency', 'Cook County Closing Services'];
const BROKERS = ['Milwaukee Avenue Mortgage', 'Halsted Loan Brokers', 'Six Corners Capital Advisors', 'Archer Avenue Funding', 'Northwest Side Mortgage Group', 'Pulaski Park Lending Partners'];
const APPRAISERS = ['Windy City Appraisal Group', 'Cook County Valuation Services', 'Lakeshore Residential Appraisers', 'Two Rivers Appraisal Co.'];

function officeAddress(rng: Rng): Address {
  const [street, streetLong] = rng.pick([
    ['W Lawrence Ave', 'West Lawrence Avenue'], ['N Milwaukee Ave', 'North Milwaukee Avenue'], ['W Madison St', 'West Madison Street'],
    ['S Archer Ave', 'South Archer Avenue'], ['N Lincoln Ave', 'North Lincoln Avenue'], ['W Irving Park Rd', 'West Irving Park Road'],
  ]);
  const n = rng.int(1200, 5900);
  return { street: `${n} ${street}`, streetLong: `${n} ${streetLong}`, unit: `Suite ${rng.int(2, 4)}${rng.pick(['00', '10', '20'])}`, city: 'Chicago', state: 'IL', stateName: 'Illinois', zip: rng.pick(['60630', '60646', '60661', '60632', '60625']) };
}

function localCompany(rng: Rng, c: Company, names: string[]): Company {
  const name = rng.pick(names);
  const domain = `${slug(name.replace(/\b(Co\.|Group|Services|Agency|Partners|of Illinois)\b/g, ''))}.com`;
  return { name, address: officeAddress(rng), contact: { ...c.contact, email: `${slug(c.contact.first)[0]}${slug(c.contact.last)}@${domain}`, phone: `${rng.pick(['312', '773', '847', '630'])}55501${String(rng.int(0, 99)).padStart(2, '0')}` } };
}

export interface Local extends DealFacts {
  hood?: string;
  /** Cook County / Lake County IN / Milwaukee County tax parcel number: a distractor. */
  pin: string;
  county: string;
  attorney: { name: string; firm: string; phone: string; email: string };
  /** The borrower's language when not English-first (for the bilingual families). */
  lang: 'pl' | 'es' | 'uk' | 'en';
}

/** The deal moved to Chicagoland, with local names, parties and buildings. Pure function of (facts, rng). */
export function chicago(base: DealFacts, rng: Rng): Local {
  const f: DealFacts = structuredClone(base);
  const p = f.property;
  if ((p.type === 'Single Family' || p.type === 'Townhouse') && rng.chance(0.45)) {
    p.type = '2-4 Unit';
    p.units = rng.int(2, 4);
    p.squareFeet = p.units * rng.int(900, 1300);
  }
  const unit = p.type === 'Condo' ? `Unit ${rng.pick(['1', '2', '3', '1R', '2F', '3R', 'G', '2N', '3S', '1E'])}` : undefined;
  const { address, area } = place(rng, unit);
  p.address = address;
  let lang: Local['lang'] = 'en';
  const b = f.borrower;
  const oldFirst = b.first;
  const oldLast = b.last;
  if (rng.chance(0.6)) {
    const li = rng.int(0, 2);
    const [firsts, lasts, domains] = NAMES[li] as [string[], string[], string[]];
    lang = (['pl', 'es', 'uk'] as const)[li] as Local['lang'];
    b.first = rng.pick(firsts);
    b.last = rng.pick(lasts);
    b.middle = rng.chance(0.25) ? rng.pick(firsts.filter((x) => x !== b.first)) : undefined;
    const fs = slug(b.first);
    const ls = slug(b.last);
    b.email = `${rng.pick([`${fs}.${ls}`, `${fs[0]}${ls}`, `${fs}${ls}${rng.int(1, 99)}`, `${ls}.${fs}`])}@${rng.pick(domains)}`.toLowerCase();
  }
  b.phone = `${rng.pick(area.codes)}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
  if (f.entity) {
    f.entity.name = f.entity.name.split(oldFirst).join(b.first).split(oldLast).join(b.last);
    if (rng.chance(0.75)) f.entity.stateOfFormation = area.stateName;
  }
  if (f.coBorrower && lang !== 'en' && rng.chance(0.5)) f.coBorrower.last = b.last;
  f.lender = localCompany(rng, f.lender, LENDERS);
  f.broker = localCompany(rng, f.broker, BROKERS);
  f.title = localCompany(rng, f.title, TITLES);
  f.appraiser = localCompany(rng, f.appraiser, APPRAISERS);
  const county = area.state === 'IN' ? 'Lake' : area.state === 'WI' ? 'Milwaukee' : 'Cook';
  const pin = county === 'Cook'
    ? `${rng.int(10, 20)}-${String(rng.int(1, 36)).padStart(2, '0')}-${rng.int(100, 499)}-${String(rng.int(1, 60)).padStart(3, '0')}-0000`
    : county === 'Lake' ? `45-08-${rng.int(10, 36)}-${rng.int(100, 480)}-${String(rng.int(1, 40)).padStart(3, '0')}.000-004` : `${rng.int(3000, 4700)}${rng.int(100, 999)}000`;
  const attFirst = rng.pick(['Anna', 'Robert', 'Beata', 'Luis', 'Dana', 'Mark', 'Irena', 'Carmen']);
  const attLast = rng.pick(['Wronski', 'Feldman', 'Padilla', 'Kostiuk', 'Moran', 'Sokolowski', 'Quinlan']);
  return {
    ...f,
    hood: area.hood,
    pin,
    county,
    lang,
    attorney: {
      name: `${attFirst} ${attLast}`,
      firm: `${attLast} ${rng.pick(['& Associates, P.C.', 'Law Group LLC', 'Law Offices, Ltd.'])}`,
      phone: `312${'55501'}${String(rng.int(0, 99)).padStart(2, '0')}`,
      email: `${slug(attFirst)[0]}${slug(attLast)}@${slug(attLast)}law.com`,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Spellings

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateSpelling = 'long' | 'us' | 'short' | 'abbr' | 'iso';

export function date(iso: string, style: DateSpelling = 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return date(iso, rng.pick(['long', 'us', 'short', 'abbr'] as const));
}

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** "$425k" style when exact, otherwise "$425,500". */
export function shortMoney(n: number): string {
  return n % 1000 === 0 ? `$${n / 1000}k` : money(n);
}

export function pct(n: number): string {
  const s = n.toFixed(3).replace(/0$/, '');
  return `${s}%`;
}

export function pts(n: number): string {
  return Number.isInteger(n) ? `${n}.00` : String(n);
}

export function fullName(f: DealFacts, middle = false): string {
  const b = f.borrower;
  return `${b.first}${middle && b.middle ? ` ${b.middle[0]}.` : ''} ${b.last}`;
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' = 'paren'): string {
  if (style === 'dash') return `${p.slice(0, 3)}-${p.slice(3, 6)}-${p.slice(6)}`;
  if (style === 'dot') return `${p.slice(0, 3)}.${p.slice(3, 6)}.${p.slice(6)}`;
  return `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function street(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}

export function addr(a: Address, long = false): string {
  return `${street(a, long)}, ${a.city}, ${long ? a.stateName : a.state} ${a.zip}`;
}

export function termText(m: number, rng: Rng): string {
  if (m % 12 === 0 && m >= 24 && rng.chance(0.4)) return `${m / 12} years`;
  return rng.pick([`${m} months`, `${m} mo.`, `${m}-month`, `${m} months`]);
}

const SPELLED: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty', 360: 'Three Hundred Sixty' };

export function termLegal(m: number): string {
  return `${SPELLED[m] ?? String(m)} (${m}) months`;
}

/** How the persona's counterparties name the kinds of loans. */
export function loanWords(f: DealFacts, rng: Rng): string {
  const t = f.loan.type;
  const words: Record<string, string[]> = {
    'Purchase': ['Purchase', 'Purchase money loan', 'Acquisition (purchase)'],
    'Refinance': ['Rate/Term Refinance', 'Refinance', 'Refinance (no cash out)'],
    'Cash Out Refi': ['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out refi'],
    'Second Mortgage': ['Second Mortgage', '2nd mortgage (junior lien)', 'Second lien / 2nd mortgage'],
    'Bridge Loan': ['Bridge Loan', 'Bridge', 'Short-term bridge loan'],
    'Fix & Flip': ['Fix & Flip', 'Fix and flip (rehab)', 'Fix-and-Flip'],
    'Construction': ['Ground-Up Construction', 'Construction', 'Construction loan'],
    'Commercial': ['Commercial', 'Commercial loan', 'Commercial (mixed-use / retail)'],
    'Land': ['Land', 'Land loan', 'Vacant land'],
  };
  return rng.pick(words[t] ?? [t]);
}

export function typeWords(f: DealFacts, rng: Rng): string {
  const p = f.property;
  switch (p.type) {
    case '2-4 Unit': return rng.pick([`${['', '', 'two', 'three', 'four'][p.units ?? 2]}-flat`, `${p.units ?? 2}-unit`, `${p.units ?? 2}-Unit Residential`, '2-4 Unit']);
    case 'Single Family': return rng.pick(['Single Family', 'SFR', 'single-family home', 'Single-Family Residence']);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'condo unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome']);
    case 'Multifamily (5+)': return rng.pick([`${p.units ?? 6}-unit apartment building`, 'Multifamily (5+ units)', `Courtyard building, ${p.units ?? 6} units`]);
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-use (retail + apartments)', 'Storefront with apartments above (mixed use)']);
    case 'Retail': return rng.pick(['Retail', 'Retail storefront', 'Retail strip']);
    case 'Office': return rng.pick(['Office', 'Office building', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial', 'Light industrial / warehouse', 'Industrial (flex warehouse)']);
    case 'Land': return rng.pick(['Land', 'Vacant land', 'Vacant lot']);
  }
}

export function purposeWords(f: DealFacts, rng: Rng): string | undefined {
  const p = f.loan.purpose;
  if (!p) return undefined;
  return rng.pick({
    'Purchase': ['Purchase', 'Acquisition'],
    'Refinance': ['Refinance', 'Refinance (rate/term)'],
    'Cash Out Refinance': ['Cash Out Refinance', 'Cash-out refinance'],
    'Construction': ['Construction', 'New construction'],
  }[p]);
}

export function exitWords(f: DealFacts, rng: Rng): string | undefined {
  if (!f.loan.exit) return undefined;
  return f.loan.exit === 'Sale'
    ? rng.pick(['Sale', 'Sell after renovation', 'List and sell the units', 'Sale of property'])
    : rng.pick(['Refinance', 'Refi into a 30-yr DSCR loan', 'Refinance with a bank once stabilized', 'Refinance into conventional']);
}

export function entityKind(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  const an = /^[AEIOU]/.test(e.stateOfFormation) ? 'an' : 'a';
  switch (e.type) {
    case 'LLC': return `${an} ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `${an} ${e.stateOfFormation} corporation`;
    case 'Partnership': return `${an} ${e.stateOfFormation} limited partnership`;
    case 'Trust': return 'a trust';
  }
}

/** "The Nowak Family Trust dated March 3, 2014" or the entity name. */
export function entityFull(f: DealFacts): string {
  const e = f.entity;
  if (!e) return '';
  return e.type === 'Trust' && e.trustDate ? `${e.name} dated ${date(e.trustDate, 'long')}` : e.name;
}

// ---------------------------------------------------------------------------------------------------------------
// The stated fields

export class Stated {
  readonly fields: TruthField[] = [];
  constructor(readonly f: DealFacts) {}
  /** Records `field` as stated and returns `text`. */
  s(field: TruthField | TruthField[], text: string): string {
    for (const x of Array.isArray(field) ? field : [field]) this.fields.push(x);
    return text;
  }
  truth(): Truth {
    return truthOf(this.f, this.fields);
  }
}

/** Optional fee/point rows: [label, value text, field] for the deal's fees that exist. */
export function feeRows(f: DealFacts, labels: Partial<Record<'orig' | 'disc' | 'brok' | 'doc' | 'admin' | 'proc', string>>): [string, string, TruthField][] {
  const L = f.loan;
  const out: [string, string, TruthField][] = [];
  if (L.originationPoints !== undefined && labels.orig) out.push([labels.orig, `${pts(L.originationPoints)}%`, 'origination_points']);
  if (L.discountPoints !== undefined && labels.disc) out.push([labels.disc, `${pts(L.discountPoints)}%`, 'discount_points']);
  if (L.brokerPoints !== undefined && labels.brok) out.push([labels.brok, `${pts(L.brokerPoints)}%`, 'broker_points']);
  if (L.docFee !== undefined && labels.doc) out.push([labels.doc, money(L.docFee), 'loan_doc_fee']);
  if (L.adminFee !== undefined && labels.admin) out.push([labels.admin, money(L.adminFee), 'admin_fee']);
  if (L.processingFee !== undefined && labels.proc) out.push([labels.proc, money(L.processingFee), 'processing_fee']);
  return out;
}

export function prepayText(f: DealFacts, rng: Rng): string {
  const pp = f.loan.prepayment;
  return pp.penalty ? `Yes — ${pp.terms ?? ''}` : rng.pick(['None', 'No prepayment penalty', 'No prepay', 'N/A — none']);
}

export function prepayFields(f: DealFacts): TruthField[] {
  return f.loan.prepayment.penalty ? ['prepayment_penalty', 'prepayment_terms'] : ['prepayment_penalty'];
}

/** For contract paperwork: a refinance deal becomes the purchase it would have been. */
export function asPurchase(f: Local, rng: Rng): Local {
  const L = f.loan;
  if (!f.property.purchasePrice) {
    f.property.purchasePrice = Math.round(f.property.value * (0.9 + rng.next() * 0.08) / 500) * 500;
    if (L.type === 'Refinance' || L.type === 'Cash Out Refi' || L.type === 'Second Mortgage') L.type = 'Purchase';
    L.purpose = L.type === 'Construction' ? 'Construction' : 'Purchase';
    if (L.amount > f.property.purchasePrice * 0.85) L.amount = Math.round(f.property.purchasePrice * 0.75 / 1000) * 1000;
  }
  return f;
}

/** For entity paperwork: an individual borrower gets the Illinois LLC his attorney formed for the deal. */
export function withEntity(f: Local, rng: Rng): Local {
  if (!f.entity) {
    const b = f.borrower;
    f.entity = {
      name: `${rng.chance(0.5) ? b.last : rng.pick(['Cortland', 'Kedzie', 'Belmont', 'Six Corners', 'Avondale', 'Pulaski', 'Bucktown'])} ${rng.pick(['Properties', 'Holdings', 'Flats', 'Investments', 'Realty'])}${rng.pick([' LLC', ', LLC'])}`,
      type: 'LLC',
      ein: `${rng.pick(['36', '37', '47', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`,
      stateOfFormation: f.property.address.stateName,
      signatoryTitle: rng.pick(['Managing Member', 'Manager', 'Member']),
    };
  }
  return f;
}

/** prepayText as HTML that never breaks inside the terms (so "step-down" stays on one line). */
export function prepayHtml(f: DealFacts, rng: Rng, upper = false): string {
  const t = prepayText(f, rng);
  const s = upper ? t.toUpperCase() : t;
  return `<span style="white-space:nowrap">${s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</span>`;
}
