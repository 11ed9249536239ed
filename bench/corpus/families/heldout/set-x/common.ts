// Shared pieces of set-x: turns the generator's deal into a Southeast church / non-profit / small-business
// first-lien deal (the facts the documents print and the truth is computed from), and small formatting helpers.
import { addDays, makeAddress, makePerson, makePhone, slug, weighted } from '../../../facts';
import { truthOf } from '../../../truth';
import type { DealFacts, Entity, LoanPurpose, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

export type Kind = 'church' | 'school' | 'nonprofit' | 'business';

export interface Deal {
  /** The localised facts: the truth is computed from these. */
  f: DealFacts;
  kind: Kind;
  /** What the building is used for, in words: "sanctuary and fellowship hall". */
  use: string;
  /** The vocabulary property type, only when the use maps to one. */
  propType?: PropertyType;
  /** The entity (always present in set-x except for sole proprietors). */
  org?: Entity;
  /** Other officers / members: never borrower fields. */
  officers: { p: Person; title: string }[];
  /** The lender (the persona's shop) and its loan officer: never borrower fields. */
  lender: string;
  officer: Person;
  denomination?: string;
  members?: number;
  yearFounded: number;
  /** Prior / existing lien holder for refinances: a decoy. */
  priorLender: string;
  priorBalance: number;
  mailing: string;
}

const CHURCH_CORE = [
  'New Hope', 'Mount Zion', 'Mount Calvary', 'Bethel', 'Shiloh', 'Greater Faith', 'Ebenezer', 'Friendship', 'Macedonia',
  'New Covenant', 'Living Word', 'Victory', 'Cornerstone', 'Restoration', 'Springfield', 'Pleasant Grove', 'Antioch',
  'True Vine', 'Greater Bethany', 'Hopewell', 'Rehoboth', 'Open Door', 'Harvest', 'Grace Point', 'Solid Rock',
];
const CHURCH_FORMS: readonly (readonly [string, string])[] = [
  ['{c} Missionary Baptist Church, Inc.', 'Missionary Baptist'], ['{c} Baptist Church of {city}, Inc.', 'Southern Baptist'],
  ['{c} African Methodist Episcopal Church, Inc.', 'A.M.E.'], ['{c} Church of God in Christ, Inc.', 'COGIC'],
  ['{c} Worship Center, Inc.', 'Non-denominational'], ['{c} Full Gospel Ministries, Inc.', 'Full Gospel'],
  ['{c} Fellowship Church of {city}, Inc.', 'Non-denominational'], ['{c} United Methodist Church, Inc.', 'United Methodist'],
  ['{c} Pentecostal Holiness Church, Inc.', 'Pentecostal Holiness'], ['{c} Christian Center, Inc.', 'Independent'],
];
const SCHOOL_FORMS = ['{c} Christian Academy, Inc.', '{c} Preparatory School, Inc.', '{c} Classical School, Inc.', '{c} Montessori Academy, Inc.'];
const NONPROFIT_FORMS: readonly (readonly [string, string])[] = [
  ['{c} Child Development Center, Inc.', 'child care center'], ['{c} Community Outreach Center, Inc.', 'community center'],
  ['{c} Early Learning Academy, Inc.', 'day care and early learning center'], ['{c} Family Life Center, Inc.', 'family life and recreation center'],
  ['{c} Senior Services, Inc.', 'senior adult day center'],
];
const BIZ: readonly { name: string; use: string; type?: PropertyType }[] = [
  { name: '{n} Auto Repair', use: 'auto repair shop (6 service bays)', type: 'Industrial' },
  { name: '{n} Collision & Paint', use: 'collision repair and paint shop', type: 'Industrial' },
  { name: '{n} Funeral Home', use: 'funeral home with chapel' },
  { name: '{n} Family Restaurant', use: 'free-standing restaurant', type: 'Retail' },
  { name: '{n} Soul Food Kitchen', use: 'restaurant with drive-thru', type: 'Retail' },
  { name: '{n} Inn & Suites', use: 'limited-service motel (34 rooms)' },
  { name: '{n} Family Dentistry', use: 'medical / dental office building', type: 'Office' },
  { name: '{n} Pediatrics', use: 'medical office building', type: 'Office' },
  { name: '{n} Tire & Lube', use: 'tire and quick-lube service building', type: 'Industrial' },
  { name: '{n} Plaza', use: 'storefront with two apartments above', type: 'Mixed Use' },
];
const BIZ_WORDS = ['Peachtree', 'Magnolia', 'Palmetto', 'Piedmont', 'Chattahoochee', 'Blue Ridge', 'Dixie', 'Southside', 'Carver', 'Riverside', 'Oconee', 'Tri-County', 'Cumberland', 'Lowcountry', 'Red Clay'];
const LENDERS = ['Southern Covenant Capital', 'Peachtree Ministry Lending', 'Cornerstone Church Finance Co.', 'Dogwood Mission Capital', 'Southeastern Sanctuary Lending'];
const PRIOR_LENDERS = ['First Citizens Community Bank', 'Church Loans of the South', 'Carolina Heritage Bank', 'Regions Bank', 'Ameris Bank', 'Truist Bank', 'Christian Mutual Church Bonds', 'Pinnacle Bank'];
const SE = ['GA', 'GA', 'GA', 'NC', 'SC', 'AL', 'TN'];
const STATE_NAMES: Record<string, string> = { GA: 'Georgia', NC: 'North Carolina', SC: 'South Carolina', AL: 'Alabama', TN: 'Tennessee' };

const PREPAY = [
  '3% in year one, 2% in year two, 1% in year three', '5/4/3/2/1 declining over the first five years',
  '2% of the amount prepaid during the first 24 months', '1% of the principal prepaid within the first 36 months',
  'six months of interest if repaid in the first year', '3/2/1 declining',
];

function roundTo(v: number, step: number): number {
  return Math.round(v / step) * step;
}

/** A person who is not the borrower (different last name). */
export function other(rng: Rng, d: Deal, state?: string): Person {
  for (let i = 0; i < 30; i++) {
    const p = makePerson(rng, { state: state ?? d.f.property.address.state });
    if (p.last !== d.f.borrower.last && p.first !== d.f.borrower.first) return p;
  }
  return makePerson(rng, { state, last: 'Whitfield' });
}

export function localize(facts: DealFacts, rng: Rng, force?: Kind): Deal {
  const kind: Kind = force ?? weighted<Kind>(rng, [['church', 6], ['school', 1], ['nonprofit', 1.5], ['business', 3]]);
  const state = rng.pick(SE);
  const address = makeAddress(rng, { state, unitChance: 0 });
  const city = address.city;
  const b = { ...facts.borrower };
  const core = rng.pick(CHURCH_CORE);
  let use = '';
  let propType: PropertyType | undefined;
  let org: Entity | undefined;
  let denomination: string | undefined;
  const ein = `${rng.pick(['58', '62', '63', '56', '57', '20', '26', '27'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
  const greater = rng.chance(0.3) && !core.startsWith('Greater') ? 'Greater ' : '';
  if (kind === 'church') {
    const [form, denom] = rng.pick(CHURCH_FORMS);
    denomination = denom;
    org = { name: form.replace('{c}', greater + core).replace('{city}', city), type: 'Corporation', ein, stateOfFormation: STATE_NAMES[state] ?? 'Georgia',
      signatoryTitle: weighted(rng, [['Senior Pastor', 4], ['Pastor', 2], ['Chairman of the Board of Trustees', 3], ['Chairman, Deacon Board', 1], ['Bishop', 1]]) };
    use = rng.pick(['sanctuary and fellowship hall', 'church sanctuary with education wing', 'worship center on 4.2 acres', 'former retail building converted to a sanctuary', 'sanctuary, gymnasium and parsonage']);
    propType = undefined;
  } else if (kind === 'school') {
    org = { name: rng.pick(SCHOOL_FORMS).replace('{c}', core), type: 'Corporation', ein, stateOfFormation: STATE_NAMES[state] ?? 'Georgia',
      signatoryTitle: rng.pick(['Head of School', 'Board Chair', 'President']) };
    use = rng.pick(['K-8 school building with gym', 'private school campus (classrooms and cafeteria)', 'preschool and elementary building']);
  } else if (kind === 'nonprofit') {
    const [form, u] = rng.pick(NONPROFIT_FORMS);
    org = { name: form.replace('{c}', core), type: 'Corporation', ein, stateOfFormation: STATE_NAMES[state] ?? 'Georgia',
      signatoryTitle: rng.pick(['Executive Director', 'Board Chair', 'President']) };
    use = u;
  } else {
    const biz = rng.pick(BIZ);
    const word = rng.pick(BIZ_WORDS);
    const llc = rng.chance(0.55);
    org = {
      name: `${biz.name.replace('{n}', word)}${llc ? rng.pick([', LLC', ' LLC']) : rng.pick([', Inc.', ' Inc.'])}`,
      type: llc ? 'LLC' : 'Corporation', ein, stateOfFormation: STATE_NAMES[state] ?? 'Georgia',
      signatoryTitle: llc ? weighted(rng, [['Managing Member', 4], ['Member', 2], ['Sole Member', 1]]) : weighted(rng, [['President', 5], ['CEO', 1], ['Owner and President', 1]]),
    };
    use = biz.use;
    propType = biz.type;
  }
  const orgSlug = slug(org.name.replace(/,? (Inc\.|LLC)$/, '')).slice(0, 14);
  b.phone = makePhone(rng, state);
  b.email = weighted(rng, [
    [`${slug(b.first)}.${slug(b.last)}@gmail.com`, 3],
    [`${kind === 'church' ? 'pastor' : slug(b.first)}${slug(b.last)}@${orgSlug}.org`, kind === 'business' ? 0 : 3],
    [`${slug(b.first)[0]}${slug(b.last)}@${orgSlug}.com`, kind === 'business' ? 3 : 0],
    [`${slug(b.first)}${slug(b.last)}${rng.int(2, 77)}@yahoo.com`, 1],
  ]);
  // The loan: first lien, church-lender terms.
  const mapped: Record<LoanType, LoanType> = {
    Purchase: 'Purchase', Refinance: 'Refinance', 'Cash Out Refi': 'Cash Out Refi', 'Second Mortgage': 'Refinance',
    'Bridge Loan': 'Bridge Loan', 'Fix & Flip': 'Purchase', Construction: 'Construction', Commercial: 'Commercial', Land: 'Land',
  };
  const type = mapped[facts.loan.type];
  let purpose: LoanPurpose = type === 'Purchase' || type === 'Land' ? 'Purchase' : type === 'Refinance' ? 'Refinance' : type === 'Cash Out Refi' ? 'Cash Out Refinance' : type === 'Construction' ? 'Construction' : rng.pick(['Purchase', 'Refinance'] as const);
  if (type === 'Land') { propType = 'Land'; use = `${rng.int(3, 18)}.${rng.int(1, 9)} acres of vacant land for a future ${kind === 'business' ? 'building' : 'campus'}`; }
  if (type === 'Commercial' && kind !== 'business') purpose = rng.pick(['Purchase', 'Refinance'] as const);
  const value = type === 'Land' ? rng.int(18, 140) * 5000 : rng.int(70, 1100) * 5000;
  const purchasePrice = purpose === 'Purchase' ? value + rng.pick([-40000, -25000, -15000, -7500, 10000, 20000]) : undefined;
  const basis = Math.min(value, purchasePrice ?? value);
  const amount = roundTo(basis * (0.45 + rng.next() * 0.3), rng.pick([5000, 1000, 2500]));
  const termMonths = type === 'Bridge Loan' ? rng.pick([12, 18, 24, 36]) : type === 'Construction' ? rng.pick([18, 24]) : rng.pick([60, 84, 120, 120, 180, 240, 300]);
  const rate = rng.int(50, 84) / 8; // 6.25 – 10.5
  const penalty = rng.chance(0.55);
  const f: DealFacts = {
    ...facts,
    borrower: b,
    coBorrower: undefined,
    entity: kind === 'business' && rng.chance(0.12) ? undefined : org,
    property: { address, type: propType ?? 'Mixed Use', value, purchasePrice, arv: type === 'Construction' ? roundTo(value * 1.7, 5000) : undefined, yearBuilt: rng.int(1952, 2012), squareFeet: rng.int(24, 310) * 100 },
    loan: {
      ...facts.loan,
      type, purpose, termMonths, rate, amount,
      originationPoints: rng.chance(0.85) ? rng.pick([1, 1.5, 2, 2.5, 1.25]) : undefined,
      discountPoints: rng.chance(0.1) ? rng.pick([0.5, 1]) : undefined,
      brokerPoints: rng.chance(0.35) ? rng.pick([0.5, 1, 1.5, 2]) : undefined,
      prepayment: penalty ? { penalty: true, terms: rng.pick(PREPAY) } : { penalty: false },
      exit: type === 'Bridge Loan' || type === 'Construction' ? rng.pick(['Sale', 'Refinance'] as const) : undefined,
    },
  };
  if (!f.entity) org = undefined;
  const officers = [0, 1, 2].map(() => ({ p: other(rng, { f } as Deal, state), title: '' }));
  const titles = kind === 'church' ? rng.shuffle(['Church Clerk', 'Treasurer', 'Chairman of Deacons', 'Trustee', 'Financial Secretary'])
    : kind === 'business' ? rng.shuffle(['Vice President', 'Secretary', 'Office Manager', 'Member'])
      : rng.shuffle(['Secretary', 'Treasurer', 'Vice Chair', 'Board Member']);
  officers.forEach((o, i) => { o.title = titles[i] ?? 'Director'; });
  // An officer never carries the borrower's own title.
  officers.forEach((o) => { if (o.title === f.entity?.signatoryTitle) o.title = 'Assistant Secretary'; });
  const mailAddr = makeAddress(rng, { state, unitChance: 0 });
  const lender = rng.pick(LENDERS);
  let officer = makePerson(rng, { state: 'GA', domain: `${slug(lender).replace(/co$/, '').slice(0, 18)}.com` });
  for (let i = 0; i < 20 && (officer.first === b.first || officer.last === b.last); i++) officer = makePerson(rng, { state: 'GA', domain: `${slug(lender).replace(/co$/, '').slice(0, 18)}.com` });
  return {
    f, kind, use, propType, org, officers,
    lender,
    officer,
    denomination,
    members: rng.int(85, 1400),
    yearFounded: rng.int(1888, 2011),
    priorLender: rng.pick(PRIOR_LENDERS),
    priorBalance: roundTo(amount * (0.55 + rng.next() * 0.5), 100) + 37,
    mailing: `P.O. Box ${rng.int(101, 9899)}, ${mailAddr.city}, ${mailAddr.state} ${mailAddr.zip}`,
  };
}

/** truthOf on the localised facts; drops property_type when the use maps to no vocabulary type. */
export function truth(d: Deal, fields: readonly TruthField[]): Truth {
  const t = truthOf(d.f, fields.filter((x) => x !== 'property_type' || d.propType !== undefined));
  return t;
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function dLong(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
export function dAbbr(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
}
export function dUs(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}
export function dSlash(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
}
export function anyDate(rng: Rng, iso: string): string {
  return rng.pick([dLong, dAbbr, dUs, dSlash])(iso);
}
export function dateCell(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
export const plus = addDays;

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
export function rate(r: number): string {
  return Number(r.toFixed(2)) === r ? r.toFixed(2) : r.toFixed(3);
}
export function pts(p: number): string {
  return Number(p.toFixed(2)) === p && !Number.isInteger(p) ? String(p) : p.toFixed(Number.isInteger(p) ? 0 : 2);
}
export function phone(p: string, rng: Rng): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}
export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}
export function name(p: Person, middle = false): string {
  return middle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}
export function street(d: Deal, long: boolean): string {
  return long ? d.f.property.address.streetLong : d.f.property.address.street;
}
export function addr(d: Deal, rng: Rng | boolean): string {
  const a = d.f.property.address;
  const long = typeof rng === 'boolean' ? rng : rng.chance(0.5);
  return long ? `${a.streetLong}, ${a.city}, ${a.stateName} ${a.zip}` : `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}
export function years(months: number): string {
  return months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}
export function termText(months: number, rng: Rng): string {
  return months % 12 === 0 && rng.chance(0.6) ? rng.pick([`${months / 12} years`, `${months / 12}-year`, `${months} months (${months / 12} years)`]) : `${months} months`;
}
export function loanTypeWords(d: Deal, rng: Rng): string {
  const t = d.f.loan.type;
  const map: Record<LoanType, string[]> = {
    Purchase: ['Purchase', 'Acquisition (purchase)', 'Purchase money first mortgage'],
    Refinance: ['Refinance', 'Rate/term refinance', 'Refinance of existing first mortgage'],
    'Cash Out Refi': ['Cash-out refinance', 'Cash Out Refi', 'Refinance with cash out'],
    'Second Mortgage': ['Second mortgage'],
    'Bridge Loan': ['Bridge loan', 'Bridge', 'Short-term bridge loan'],
    'Fix & Flip': ['Fix & Flip'],
    Construction: ['Construction', 'Construction loan', 'Ground-up construction'],
    Commercial: ['Commercial', 'Commercial mortgage', 'Commercial real estate loan'],
    Land: ['Land', 'Land acquisition', 'Land loan'],
  };
  return rng.pick(map[t]);
}
export function purposeWords(d: Deal, rng: Rng): string {
  const p = d.f.loan.purpose;
  const map: Record<LoanPurpose, string[]> = {
    Purchase: ['Purchase', 'Purchase of the property', 'Acquisition'],
    Refinance: ['Refinance', 'Refinance existing debt', 'Rate and term refinance'],
    'Cash Out Refinance': ['Cash-out refinance', 'Cash Out Refinance', 'Refinance plus cash out for renovations'],
    Construction: ['Construction', 'New construction of sanctuary', 'Construction of new building'],
  };
  return p ? rng.pick(map[p]) : '';
}
export function propWords(d: Deal): string {
  const t = d.propType;
  if (!t) return d.use;
  const map: Partial<Record<PropertyType, string>> = { Industrial: 'Industrial / service garage', Retail: 'Retail (restaurant)', Office: 'Office (medical)', 'Mixed Use': 'Mixed use', Land: 'Land' };
  return map[t] ?? t;
}
export function prepayWords(d: Deal): string {
  const p = d.f.loan.prepayment;
  return p.penalty ? `Yes — ${p.terms}` : 'None';
}
export function exitWords(d: Deal, rng: Rng): string {
  if (d.f.loan.exit === 'Sale') return rng.pick(['Sale of the existing building', 'Repay from sale of the old campus', 'Sale of the property']);
  if (d.f.loan.exit === 'Refinance') return rng.pick(['Refinance into a permanent loan', 'Refinance at completion', 'Take-out refinance with permanent lender']);
  return '';
}
/** Borrower display: the organisation or the person. */
export function who(d: Deal): string {
  return d.f.entity?.name ?? name(d.f.borrower);
}
export function orgKind(d: Deal): string {
  const st = d.f.entity?.stateOfFormation ?? 'Georgia';
  if (!d.f.entity) return 'individual';
  if (d.f.entity.type === 'LLC') return `a ${st} limited liability company`;
  if (d.kind === 'business') return `a ${st} corporation`;
  return `a ${st} nonprofit corporation`;
}
export { STATE_NAMES };

/** Turns the deal into a purchase (for contracts and "buying our building" messages): a price, purchase type. */
export function asPurchase(d: Deal, rng: Rng): Deal {
  const l = d.f.loan;
  if (l.purpose !== 'Purchase') {
    l.type = d.f.property.type === 'Land' ? 'Land' : rng.pick(['Purchase', 'Commercial'] as const);
    l.purpose = 'Purchase';
    l.exit = undefined;
  }
  if (d.f.property.purchasePrice === undefined) d.f.property.purchasePrice = d.f.property.value - rng.pick([10000, 25000, 40000]);
  if (l.amount > d.f.property.purchasePrice * 0.8) l.amount = roundTo(d.f.property.purchasePrice * 0.75, 5000);
  return d;
}
