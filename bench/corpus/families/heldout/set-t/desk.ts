// The desk of a Great Lakes bridge fund: every family of set-t first turns the generic deal into the kind of deal
// that lands there (a storefront with flats above in Chicago, a car wash in Toledo, a 6-flat in Milwaukee), owned by
// the owner-operators the fund lends to, then prints it. Pure functions of (facts, rng).
import { makeAddress, makeEntity, makePhone, slug } from '../../../facts';
import { truthOf } from '../../../truth';
import type { Company, DealFacts, Entity, LoanPurpose, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

export interface Use {
  /** How the desk describes the building. */
  label: string;
  short: string;
  /** The deal field it maps to; undefined when no listed type fits (church, car wash, self-storage). */
  type?: PropertyType;
}

const USES: readonly Use[] = [
  { label: '2-story mixed-use — storefront w/ 2 apts above', short: 'mixed-use', type: 'Mixed Use' },
  { label: '3-story mixed-use bldg (1 comm\'l + 4 resi)', short: 'mixed-use', type: 'Mixed Use' },
  { label: 'corner mixed-use, tavern on 1st fl + 3 apts', short: 'mixed use', type: 'Mixed Use' },
  { label: 'light industrial / flex warehouse w/ 2 dock doors', short: 'lt industrial', type: 'Industrial' },
  { label: 'one-story light industrial (machine shop)', short: 'industrial', type: 'Industrial' },
  { label: 'neighborhood retail strip, 5 bays', short: 'strip retail', type: 'Retail' },
  { label: 'single-tenant retail (former bank branch)', short: 'retail', type: 'Retail' },
  { label: '2-story walk-up office bldg', short: 'office', type: 'Office' },
  { label: 'brick 6-flat walk-up', short: '6-flat', type: 'Multifamily (5+)' },
  { label: 'courtyard 12-unit apartment bldg', short: '12-unit', type: 'Multifamily (5+)' },
  { label: 'self-storage facility (142 units, drive-up)', short: 'self-storage' },
  { label: 'church bldg w/ parsonage', short: 'church' },
  { label: 'express car wash (tunnel, 3 vac bays)', short: 'car wash' },
];

export const GL_STATES = ['IL', 'IL', 'IL', 'IL', 'OH', 'MI', 'WI', 'IN'];

const FIRST: Record<string, readonly string[]> = {
  pl: ['Piotr', 'Tomasz', 'Krzysztof', 'Marek', 'Agnieszka', 'Katarzyna', 'Grzegorz', 'Dorota', 'Jacek', 'Ewa'],
  mx: ['Jose', 'Juan', 'Guadalupe', 'Maria', 'Rogelio', 'Alejandro', 'Veronica', 'Javier', 'Ricardo', 'Leticia'],
  kr: ['Sung', 'Min', 'Jae', 'Hyun', 'Eun', 'Young', 'Dong', 'Soo', 'Ji', 'Kyung'],
  in: ['Rajesh', 'Sanjay', 'Amit', 'Priya', 'Nilesh', 'Hetal', 'Kiran', 'Vijay', 'Mehul', 'Sunita'],
  us: ['Dennis', 'Gary', 'Kathleen', 'Tom', 'Maureen', 'Ray', 'Sheila', 'Darnell', 'Tonya', 'Frank'],
};
const LAST: Record<string, readonly string[]> = {
  pl: ['Kowalczyk', 'Wisniewski', 'Nowicki', 'Zielinski', 'Wojcik', 'Kaminski', 'Lewandowski', 'Dabrowski', 'Mazur', 'Sobczak'],
  mx: ['Hernandez', 'Ocampo', 'Villalobos', 'Castaneda', 'Reyes', 'Zavala', 'Quintero', 'Arellano', 'Barajas', 'Magana'],
  kr: ['Kim', 'Park', 'Choi', 'Yoon', 'Jang', 'Lim', 'Kang', 'Shin', 'Han', 'Cho'],
  in: ['Patel', 'Desai', 'Shah', 'Mehta', 'Trivedi', 'Chaudhary', 'Joshi', 'Bhatt', 'Amin', 'Parikh'],
  us: ['O\'Brien', 'Kaczmarek', 'Sullivan', 'Brennan', 'Washington', 'Novak', 'Johnson', 'Burke', 'Harris', 'Doyle'],
};

const FUNDS = [
  'Lakefront Bridge Fund II, LP', 'Calumet Private Credit Fund', 'North Shore Commercial Bridge Fund', 'Fulton Market Lending Fund I',
  'Great Lakes Storefront Capital Fund', 'Cuyahoga Bridge Partners Fund', 'Wolverine Small Balance Fund III', 'Menomonee Valley Credit Fund',
];
const FUND_STREETS = ['200 W Jackson Blvd, Suite 1420, Chicago, IL 60606', '8 N Michigan Ave, 9th Fl, Chicago, IL 60602',
  '1900 E 9th St, Suite 300, Cleveland, OH 44114', '150 W Second St, Suite 210, Royal Oak, MI 48067',
  '735 N Water St, Suite 1100, Milwaukee, WI 53202', '1 Oakbrook Terrace, Suite 600, Oakbrook Terrace, IL 60181'];
const STAFF_FIRST = ['Kevin', 'Megan', 'Dan', 'Colleen', 'Nick', 'Erin', 'Brendan', 'Ashley', 'Mike', 'Laura', 'Joe', 'Kristen'];
const STAFF_LAST = ['Brennan', 'Malloy', 'Schultz', 'Fitzpatrick', 'Lindgren', 'Hoffmann', 'Carney', 'Volkmann', 'Duffy', 'Krueger'];

export const EXISTING_LENDERS = ['Archer Heights Savings Bank', 'Devon Avenue Community Bank', 'Polonia Federal Credit Union',
  'Pilsen Community Trust', 'Lincoln Park Savings', 'Cicero Avenue State Bank', 'Lake Erie Commerce Bank', 'Dearborn Federal Savings',
  'Kenosha Shore Bank', 'Hoosier Heritage Bank'];
export const TRUSTEE_BANKS = ['Chicago Land Trust Company', 'Prairie State Bank & Trust', 'Ravenswood Trust & Savings Bank',
  'Marquette Land Trust Co.', 'Lakeside Bank & Trust'];
export const ENV_FIRMS = ['Calumet Environmental Services', 'Midwest Site Assessment Group', 'Lakeshore EnviroConsult', 'Ridgeway Environmental, Inc.'];
export const TITLE_COS = ['Prairie State Title & Escrow', 'Lake County Abstract & Title', 'Heartland Land Title Co.', 'North Branch Title Agency'];

export interface Staff { first: string; last: string; email: string; phone: string; title: string }

export interface Desk {
  /** The deal as the desk sees it: truth is taken from these facts. */
  f: DealFacts;
  use: Use;
  ethnicity: string;
  fund: { name: string; short: string; domain: string; address: string; phone: string };
  originator: Staff;
  closer: Staff;
  underwriter: Staff;
  existingLender: string;
  payoff: number;
  trusteeBank: string;
  trustNo: string;
  pin: string;
  exitText: string;
  titleCo: string;
  envFirm: string;
  /** Monthly gross rent, a decoy. */
  rent: number;
  taxes: number;
}

function staff(rng: Rng, domain: string, title: string, state: string): Staff {
  const first = rng.pick(STAFF_FIRST);
  const last = rng.pick(STAFF_LAST);
  return { first, last, email: `${first[0]!.toLowerCase()}${slug(last)}@${domain}`, phone: makePhone(rng, state), title };
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function makeBorrower(rng: Rng, group: string, state: string, entityWord?: string): Person {
  const first = rng.pick(FIRST[group]!);
  const last = rng.pick(LAST[group]!);
  const f = slug(first);
  const l = slug(last);
  const domain = entityWord && rng.chance(0.4) ? `${entityWord}.com` : rng.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'sbcglobal.net', 'comcast.net', 'outlook.com', 'aol.com']);
  const local = rng.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}${l}${rng.int(1, 99)}`, `${l}${f[0]}`]);
  return {
    first, last, middle: rng.chance(0.3) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : undefined,
    email: `${local}@${domain}`.toLowerCase(), phone: makePhone(rng, state),
    dob: isoDate(rng.int(1952, 1988), rng.int(1, 12), rng.int(1, 28)),
    creditScore: Math.min(800, Math.max(580, Math.round(600 + ((rng.next() + rng.next()) / 2) * 200))),
  };
}

const ENTITY_NOUNS = ['Properties', 'Holdings', 'Realty', 'Investments', 'Enterprises', 'Management'];
const ENTITY_WORDS: Record<string, readonly string[]> = {
  pl: ['Wawel', 'Tatra', 'Wisla', 'Podhale', 'Krakus'], mx: ['Jalisco', 'Guerrero', 'Los Altos', 'Michoacan', 'Durango'],
  kr: ['Hanmi', 'Seorak', 'Jeju', 'Arirang', 'Hanul'], in: ['Shree Ganesh', 'Jay Ambe', 'Om Sai', 'Krishna', 'Laxmi'],
  us: ['Southwest Side', 'Lakeview', 'Back of the Yards', 'Portage Park', 'Bridgeport'],
};

function makeDeskEntity(rng: Rng, group: string, person: Person, state: string, year: number): Entity {
  if (rng.chance(0.35)) return makeEntity(rng, person, state, year);
  const word = rng.chance(0.4) ? person.last : rng.pick(ENTITY_WORDS[group]!);
  const noun = rng.pick(ENTITY_NOUNS);
  const stateOfFormation = { IL: 'Illinois', OH: 'Ohio', MI: 'Michigan', WI: 'Wisconsin', IN: 'Indiana' }[state] ?? 'Illinois';
  const ein = `${rng.pick(['36', '37', '20', '27', '46', '47', '83'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
  if (rng.chance(0.25)) {
    return { name: `${word} ${noun}${rng.pick([', Inc.', ' Inc.', ' Corp.'])}`, type: 'Corporation', ein, stateOfFormation, signatoryTitle: rng.pick(['President', 'President', 'Secretary']) };
  }
  return { name: `${word} ${noun}${rng.pick([' LLC', ', LLC', ' LLC', ' Series 1 LLC'])}`, type: 'LLC', ein, stateOfFormation, signatoryTitle: rng.pick(['Manager', 'Managing Member', 'Member', 'Sole Member']) };
}

/** The deal as it lands on the desk. */
export function desk(facts: DealFacts, rng: Rng): Desk {
  const state = rng.pick(GL_STATES);
  const use = rng.pick(USES);
  const address = makeAddress(rng, { state, unitChance: 0, commercial: true });
  const group = rng.pick(['pl', 'pl', 'mx', 'mx', 'kr', 'in', 'in', 'us']);
  const year = Number(facts.documentDate.slice(0, 4));
  const entityWord = slug(rng.pick(ENTITY_WORDS[group]!));
  const borrower = makeBorrower(rng, group, state, entityWord);
  const entity = rng.chance(0.62) ? makeDeskEntity(rng, group, borrower, state, year) : undefined;
  const purpose = rng.pick<LoanPurpose>(['Purchase', 'Purchase', 'Refinance', 'Cash Out Refinance', 'Cash Out Refinance']);
  const type = rng.chance(0.7) ? 'Bridge Loan' : rng.chance(0.5) ? 'Commercial'
    : ({ Purchase: 'Purchase', Refinance: 'Refinance', 'Cash Out Refinance': 'Cash Out Refi', Construction: 'Construction' } as Record<LoanPurpose, LoanType>)[purpose];
  const value = round(rng.int(320, 3400) * 1000, rng.pick([5000, 10000, 25000]));
  const purchasePrice = purpose === 'Purchase' ? round(value * (0.82 + rng.next() * 0.15), 5000) : undefined;
  const basis = Math.min(purchasePrice ?? value, value);
  const amount = round(basis * (0.5 + rng.next() * 0.2), rng.pick([5000, 2500, 1000]));
  const payoff = purpose === 'Purchase' ? 0 : round(amount * (purpose === 'Refinance' ? 0.88 + rng.next() * 0.1 : 0.4 + rng.next() * 0.3), 1) + rng.int(0, 99) / 100;
  const rate = rng.pick([9.99, 10.5, 10.75, 11, 11.25, 11.5, 11.75, 12, 12.5, 12.99, 13]);
  const termMonths = rng.pick([6, 12, 12, 12, 18, 24]);
  const penalty = rng.chance(0.35);
  const terms = rng.pick(['3 months minimum interest', '6 months minimum interest', 'first 90 days of interest guaranteed', '1% of amount prepaid within first 6 months']);
  const exit = rng.pick(['Sale', 'Refinance', 'Refinance'] as const);
  const exitText = exit === 'Sale'
    ? rng.pick(['sale of the property', 'sell bldg after lease-up', 'listing w/ broker, sell by spring'])
    : rng.pick(['refinance w/ local community bank', 'refi into SBA 504 / bank loan', 'take-out refi once T-12 seasons', 'conventional refi w/ credit union']);
  const fundName = rng.pick(FUNDS);
  const short = fundName.replace(/,? (LP|Fund.*)$/, '').replace(/ (Private Credit|Bridge|Commercial Bridge|Small Balance|Credit|Lending)$/, '').trim();
  const domain = `${slug(short)}fund.com`;
  const f: DealFacts = {
    ...facts,
    borrower,
    coBorrower: undefined,
    entity,
    property: {
      address, type: use.type ?? 'Retail', value, purchasePrice, arv: undefined, units: use.type === 'Mixed Use' ? rng.int(2, 6) : undefined,
      yearBuilt: rng.int(1895, 1985), squareFeet: round(rng.int(2400, 24000), 50),
    },
    loan: {
      amount, type, purpose, termMonths, rate, closingDate: facts.loan.closingDate,
      originationPoints: rng.pick([1, 1.5, 2, 2, 2.5, 3]),
      discountPoints: undefined,
      brokerPoints: rng.chance(0.5) ? rng.pick([0.5, 1, 1, 1.5, 2]) : undefined,
      docFee: rng.chance(0.7) ? rng.pick([995, 1250, 1495, 1750]) : undefined,
      adminFee: rng.chance(0.3) ? rng.pick([395, 495, 750]) : undefined,
      processingFee: rng.chance(0.5) ? rng.pick([495, 795, 995]) : undefined,
      prepayment: penalty ? { penalty: true, terms } : { penalty: false },
      exit,
      loanNumber: facts.loan.loanNumber,
    },
  };
  const pin = `${rng.int(10, 33)}-${rng.int(10, 36)}-${rng.int(100, 430)}-${String(rng.int(1, 60)).padStart(3, '0')}-0000`;
  return {
    f, use, ethnicity: group,
    fund: { name: fundName, short, domain, address: rng.pick(FUND_STREETS), phone: makePhone(rng, 'IL') },
    originator: staff(rng, domain, rng.pick(['Originator', 'VP Originations', 'Director of Originations']), 'IL'),
    closer: staff(rng, domain, rng.pick(['Closing Manager', 'Loan Closer', 'Closing Coordinator']), 'IL'),
    underwriter: staff(rng, domain, rng.pick(['Underwriter', 'Credit Analyst', 'Sr. Underwriter']), 'IL'),
    existingLender: rng.pick(EXISTING_LENDERS),
    payoff,
    trusteeBank: rng.pick(TRUSTEE_BANKS),
    trustNo: `${rng.pick(['8002', '1100', '25-', '7301'])}${rng.int(100000, 999999)}`,
    pin,
    exitText,
    titleCo: rng.pick(TITLE_COS),
    envFirm: rng.pick(ENV_FIRMS),
    rent: round(rng.int(38, 260) * 100, 25),
    taxes: round(value * (0.012 + rng.next() * 0.02), 1) + rng.int(0, 99) / 100,
  };
}

/** The truth of the fields a document prints: property_type is left out when the building fits no listed type. */
export function truth(d: Desk, fields: readonly TruthField[]): Truth {
  return truthOf(d.f, fields.filter((x) => x !== 'property_type' || d.use.type !== undefined));
}

// ---------------------------------------------------------------------------------------------------------------
// How the desk writes things.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}
export function longDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
export function abbrDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}
export function usDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}
export function shortDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
}
export function anyDate(rng: Rng, iso: string): string {
  return rng.pick([longDate, abbrDate, usDate, shortDate])(iso);
}
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
export function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** $1,250,000 */
export function usd(n: number): string {
  return `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
/** $1,250,000.00 */
export function usd2(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
/** $450k when round, else $452,500 */
export function kay(n: number): string {
  return n % 1000 === 0 ? `$${n / 1000}k` : usd(n);
}
export function money(rng: Rng, n: number): string {
  return rng.pick([usd, usd2, usd])(n);
}
export function pct(n: number): string {
  return `${n.toFixed(Number(n.toFixed(2)) === n ? 2 : 3)}%`;
}
export function phoneFmt(p: string, style = 0): string {
  const a = p.slice(0, 3);
  const b = p.slice(3, 6);
  const c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`][style % 4]!;
}
export function street(rng: Rng, d: Desk): string {
  return rng.chance(0.5) ? d.f.property.address.street : d.f.property.address.streetLong;
}
export function addr(rng: Rng, d: Desk): string {
  const a = d.f.property.address;
  return `${street(rng, d)}, ${a.city}, ${rng.chance(0.75) ? a.state : a.stateName} ${a.zip}`;
}
export function fullName(p: Person, middle = false): string {
  return `${p.first}${middle && p.middle ? ` ${p.middle}` : ''} ${p.last}`;
}
export function borrowerLabel(d: Desk): string {
  return d.f.entity ? d.f.entity.name : fullName(d.f.borrower);
}
export function loanTypeWord(rng: Rng, d: Desk): string {
  switch (d.f.loan.type) {
    case 'Bridge Loan': return rng.pick(['Bridge Loan', 'Commercial Bridge Loan', 'Bridge', 'Short-term bridge loan']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Loan', 'Commercial mortgage']);
    case 'Purchase': return 'Purchase';
    case 'Refinance': return rng.pick(['Refinance', 'Rate/Term Refinance']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi']);
    default: return d.f.loan.type;
  }
}
export function purposeWord(rng: Rng, d: Desk): string {
  switch (d.f.loan.purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition', 'Purchase of subject']);
    case 'Refinance': return rng.pick(['Refinance', 'Refinance existing 1st']);
    case 'Cash Out Refinance': return rng.pick(['Cash-Out Refinance', 'Cash out refi']);
    default: return 'Construction';
  }
}
export function prepayText(rng: Rng, d: Desk): string {
  const p = d.f.loan.prepayment;
  return p.penalty ? (p.terms ?? '') : rng.pick(['None', 'No prepayment penalty', 'None — open prepay', 'N/A, prepay anytime']);
}
export function termText(rng: Rng, months: number): string {
  const words: Record<number, string> = { 6: 'Six', 12: 'Twelve', 18: 'Eighteen', 24: 'Twenty-Four' };
  return rng.pick([`${months} months`, `${words[months] ?? months} (${months}) months`, `${months} mos`]);
}
export function cityLine(c: Company): string {
  return `${c.address.city}, ${c.address.state} ${c.address.zip}`;
}
export function unitsText(d: Desk): string {
  return d.f.property.units ? `${d.f.property.units} units` : `${d.f.property.squareFeet?.toLocaleString('en-US')} SF`;
}
export function seller(d: Desk): string {
  return fullName(d.f.seller);
}

/** The fields a document identifies its borrower by when it prints only borrowerLabel(d). */
export function who(d: Desk): TruthField[] {
  return d.f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}

/** "limited liability company", "corporation", "limited partnership", "trust". */
export function entityKind(e: Entity): string {
  return { LLC: 'limited liability company', Corporation: 'corporation', Partnership: 'limited partnership', Trust: 'trust' }[e.type];
}
