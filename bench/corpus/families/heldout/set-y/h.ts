// set-y helpers: NY / NJ places, money / date / term spellings, and the vocabulary of an estate-and-bridge lender.
import type { Address, DealFacts, LoanType, Person, PropertyType, Rng } from '../../../types';
import { esc } from '../../../style';

export { esc };

interface Place { city: string; state: 'NY' | 'NJ'; stateName: string; zips: readonly string[]; streets: readonly (readonly [string, string])[]; queens?: boolean; county: string }

const PLACES: readonly Place[] = [
  { city: 'Brooklyn', state: 'NY', stateName: 'New York', county: 'Kings', zips: ['11216', '11221', '11233', '11238', '11207', '11213', '11225', '11226'],
    streets: [['Halsey St', 'Halsey Street'], ['Macon St', 'Macon Street'], ['Decatur St', 'Decatur Street'], ['Jefferson Ave', 'Jefferson Avenue'], ['Putnam Ave', 'Putnam Avenue'], ['Lefferts Ave', 'Lefferts Avenue'], ['Rutland Rd', 'Rutland Road'], ['Nostrand Ave', 'Nostrand Avenue'], ['Lewis Ave', 'Lewis Avenue'], ['Bergen St', 'Bergen Street'], ['Prospect Pl', 'Prospect Place'], ['Eastern Pkwy', 'Eastern Parkway'], ['Malcolm X Blvd', 'Malcolm X Boulevard'], ['Hancock St', 'Hancock Street']] },
  { city: 'Jamaica', state: 'NY', stateName: 'New York', county: 'Queens', queens: true, zips: ['11432', '11433', '11434', '11435', '11436'],
    streets: [['164th St', '164th Street'], ['Merrick Blvd', 'Merrick Boulevard'], ['Sutphin Blvd', 'Sutphin Boulevard'], ['Liberty Ave', 'Liberty Avenue'], ['Hillside Ave', 'Hillside Avenue'], ['109th Ave', '109th Avenue'], ['Guy R Brewer Blvd', 'Guy R Brewer Boulevard']] },
  { city: 'Richmond Hill', state: 'NY', stateName: 'New York', county: 'Queens', queens: true, zips: ['11418', '11419'],
    streets: [['Jamaica Ave', 'Jamaica Avenue'], ['Lefferts Blvd', 'Lefferts Boulevard'], ['117th St', '117th Street'], ['Atlantic Ave', 'Atlantic Avenue'], ['101st Ave', '101st Avenue']] },
  { city: 'Astoria', state: 'NY', stateName: 'New York', county: 'Queens', queens: true, zips: ['11102', '11103', '11105', '11106'],
    streets: [['31st St', '31st Street'], ['Ditmars Blvd', 'Ditmars Boulevard'], ['Crescent St', 'Crescent Street'], ['Broadway', 'Broadway'], ['24th Ave', '24th Avenue'], ['Newtown Ave', 'Newtown Avenue']] },
  { city: 'Corona', state: 'NY', stateName: 'New York', county: 'Queens', queens: true, zips: ['11368'],
    streets: [['Roosevelt Ave', 'Roosevelt Avenue'], ['National St', 'National Street'], ['104th St', '104th Street'], ['37th Ave', '37th Avenue']] },
  { city: 'Bronx', state: 'NY', stateName: 'New York', county: 'Bronx', zips: ['10451', '10456', '10457', '10458', '10460', '10467', '10469'],
    streets: [['Morris Ave', 'Morris Avenue'], ['Webster Ave', 'Webster Avenue'], ['Boston Rd', 'Boston Road'], ['White Plains Rd', 'White Plains Road'], ['Bainbridge Ave', 'Bainbridge Avenue'], ['E 167th St', 'East 167th Street'], ['W 183rd St', 'West 183rd Street'], ['Gun Hill Rd', 'Gun Hill Road'], ['Arthur Ave', 'Arthur Avenue']] },
  { city: 'Newark', state: 'NJ', stateName: 'New Jersey', county: 'Essex', zips: ['07104', '07105', '07106', '07107', '07108', '07112'],
    streets: [['Ferry St', 'Ferry Street'], ['Bloomfield Ave', 'Bloomfield Avenue'], ['Mt Prospect Ave', 'Mt Prospect Avenue'], ['Clinton Ave', 'Clinton Avenue'], ['Springfield Ave', 'Springfield Avenue'], ['S Orange Ave', 'South Orange Avenue'], ['Lyons Ave', 'Lyons Avenue'], ['Chadwick Ave', 'Chadwick Avenue']] },
  { city: 'Jersey City', state: 'NJ', stateName: 'New Jersey', county: 'Hudson', zips: ['07302', '07304', '07305', '07306', '07307'],
    streets: [['Montgomery St', 'Montgomery Street'], ['Bergen Ave', 'Bergen Avenue'], ['Ocean Ave', 'Ocean Avenue'], ['Central Ave', 'Central Avenue'], ['Palisade Ave', 'Palisade Avenue'], ['Summit Ave', 'Summit Avenue'], ['Monticello Ave', 'Monticello Avenue'], ['Garfield Ave', 'Garfield Avenue']] },
  { city: 'Hempstead', state: 'NY', stateName: 'New York', county: 'Nassau', zips: ['11550'],
    streets: [['Front St', 'Front Street'], ['Fulton Ave', 'Fulton Avenue'], ['Greenwich St', 'Greenwich Street'], ['Henry St', 'Henry Street']] },
  { city: 'Freeport', state: 'NY', stateName: 'New York', county: 'Nassau', zips: ['11520'],
    streets: [['Merrick Rd', 'Merrick Road'], ['N Main St', 'North Main Street'], ['Atlantic Ave', 'Atlantic Avenue'], ['Church St', 'Church Street']] },
  { city: 'Valley Stream', state: 'NY', stateName: 'New York', county: 'Nassau', zips: ['11580', '11581'],
    streets: [['Rockaway Ave', 'Rockaway Avenue'], ['Mill Rd', 'Mill Road'], ['Fairview Ave', 'Fairview Avenue'], ['Brooklyn Ave', 'Brooklyn Avenue']] },
  { city: 'Elmont', state: 'NY', stateName: 'New York', county: 'Nassau', zips: ['11003'],
    streets: [['Hempstead Tpke', 'Hempstead Tpke'], ['Dutch Broadway', 'Dutch Broadway'], ['Meacham Ave', 'Meacham Avenue'], ['Elmont Rd', 'Elmont Road']] },
  { city: 'Bay Shore', state: 'NY', stateName: 'New York', county: 'Suffolk', zips: ['11706'],
    streets: [['Union Blvd', 'Union Boulevard'], ['Park Ave', 'Park Avenue'], ['Fifth Ave', 'Fifth Avenue'], ['Clinton Ave', 'Clinton Avenue']] },
];

const AREA_CODES: Record<string, readonly string[]> = {
  Kings: ['718', '347', '929', '917'], Queens: ['718', '347', '917'], Bronx: ['718', '347', '646'], Essex: ['973', '862'],
  Hudson: ['201', '551'], Nassau: ['516'], Suffolk: ['631'],
};

export interface NyDeal extends DealFacts {
  county: string;
  block: string;
  lot: string;
  /** A decedent whose estate the deal comes out of (a distractor person). */
  decedent: { first: string; last: string; died: string };
  surrogateFile: string;
}

const DECEDENT_FIRST = ['Lorraine', 'Harold', 'Mildred', 'Winston', 'Ethel', 'Cornelius', 'Gladys', 'Vincent', 'Dolores', 'Clarence', 'Bernice', 'Salvatore', 'Hortense', 'Leroy', 'Philomena', 'Irving'];

/** The deal moved to New York City, Long Island, Newark or Jersey City (address, phone area code, borough facts). */
export function ny(facts: DealFacts, rng: Rng): NyDeal {
  const place = rng.pick(PLACES);
  const [st, stLong] = rng.pick(place.streets);
  const num = place.queens ? `${rng.int(84, 199)}-${String(rng.int(1, 99)).padStart(2, '0')}` : String(rng.int(12, 1899));
  const old = facts.property.address;
  let unit: string | undefined;
  if (facts.property.type === 'Condo') unit = rng.pick([`Apt ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'D', 'F', 'R'])}`, `Unit ${rng.int(1, 6)}${rng.pick(['A', 'B', 'C'])}`, `Apt ${rng.int(2, 21)}`]);
  else if (['Retail', 'Office'].includes(facts.property.type) && old.unit) unit = `Suite ${rng.int(1, 4)}${rng.pick(['00', '01', '02'])}`;
  const address: Address = { street: `${num} ${st}`, streetLong: `${num} ${stLong}`, unit, city: place.city, state: place.state, stateName: place.stateName, zip: rng.pick(place.zips) };
  const codes = AREA_CODES[place.county] ?? ['718'];
  const rephone = (p: Person): Person => ({ ...p, phone: `${rng.pick(codes)}${p.phone.slice(3)}` });
  const borrower = rephone(facts.borrower);
  const deceasedYear = Number(facts.documentDate.slice(0, 4)) - rng.int(0, 2);
  const died = `${deceasedYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  return {
    ...facts,
    borrower,
    coBorrower: facts.coBorrower ? rephone(facts.coBorrower) : undefined,
    property: { ...facts.property, address },
    county: place.county,
    block: String(rng.int(120, 16999)),
    lot: String(rng.int(1, 140)),
    decedent: { first: rng.pick(DECEDENT_FIRST), last: rng.chance(0.7) ? facts.borrower.last : rng.pick(['Greenidge', 'Fortunato', 'Blackwell', 'Osei', 'Lindqvist', 'Marchetti']), died: died > facts.documentDate ? facts.documentDate : died },
    surrogateFile: `${deceasedYear}-${rng.int(100, 4999)}${rng.chance(0.4) ? '/A' : ''}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Spellings

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'short' | 'iso' | 'abbr';

export function d(iso: string, style: DateStyle): string {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'long': return `${MONTHS[m - 1]} ${day}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${day}/${y}`;
    case 'iso': return iso;
    case 'abbr': return `${(MONTHS[m - 1] as string).slice(0, 3)} ${day}, ${y}`;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return d(iso, rng.pick(['long', 'us', 'short', 'abbr', 'long'] as const));
}

/** "$450,000", "$450,000.00", "450,000", "$450K". */
export function $(n: number, style: 'plain' | 'cents' | 'bare' | 'k' = 'plain'): string {
  const grouped = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: style === 'cents' || !Number.isInteger(n) ? 2 : 0 });
  if (style === 'k' && n % 1000 === 0) return n >= 1e6 && n % 10000 === 0 ? `$${n / 1e6}M` : `$${n / 1000}K`;
  if (style === 'bare') return grouped;
  return `$${grouped}`;
}

export function anyMoney(rng: Rng, n: number): string {
  return $(n, rng.pick(['plain', 'plain', 'cents', 'bare'] as const));
}

const NUMBER_WORDS: Record<number, string> = { 6: 'Six', 9: 'Nine', 12: 'Twelve', 13: 'Thirteen', 15: 'Fifteen', 18: 'Eighteen', 24: 'Twenty-Four', 36: 'Thirty-Six', 60: 'Sixty', 360: 'Three Hundred Sixty' };

export function term(rng: Rng, months: number, style?: 'mo' | 'words' | 'years' | 'short'): string {
  const s = style ?? rng.pick(['mo', 'words', 'years', 'short'] as const);
  if (s === 'years' && months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  if (s === 'words' && NUMBER_WORDS[months]) return `${NUMBER_WORDS[months]} (${months}) months`;
  if (s === 'short') return `${months} mos`;
  return `${months} months`;
}

export function pct(n: number): string {
  return `${n}%`;
}

export function rate3(n: number): string {
  return `${n.toFixed(3)}%`;
}

export function addr1(a: Address): string {
  return `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

export function addrLong(a: Address): string {
  return `${a.streetLong}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.stateName} ${a.zip}`;
}

export function addrTwo(a: Address): string {
  return `${a.street}${a.unit ? `, ${a.unit}` : ''}<br>${a.city}, ${a.state} ${a.zip}`;
}

export function anyAddr(rng: Rng, a: Address): string {
  return rng.pick([addr1, addrLong, addr1])(a);
}

export function name(p: Person, middle = false): string {
  return `${p.first}${middle && p.middle ? ` ${p.middle}` : ''} ${p.last}`;
}

export function lastFirst(p: Person): string {
  return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
}

export function phone(p: string, style: 'paren' | 'dash' | 'dot' = 'paren'): string {
  const a = p.slice(0, 3); const b = p.slice(3, 6); const c = p.slice(6);
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dash' ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

export function anyPhone(rng: Rng, p: string): string {
  return phone(p, rng.pick(['paren', 'dash', 'dot'] as const));
}

export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}

export function ptype(rng: Rng, t: PropertyType, units?: number): string {
  const u = units ?? 3;
  const fam = ['', '', 'Two', 'Three', 'Four'][u] ?? 'Three';
  switch (t) {
    case 'Single Family': return rng.pick(['1-family dwelling', 'Single family', 'One-family house', 'SFR (1 fam)']);
    case '2-4 Unit': return rng.pick([`${fam}-family`, `${u}-family brownstone`, `${u} family house`, `${u}-unit residential (2-4)`]);
    case 'Condo': return rng.pick(['Condominium unit', 'Condo', 'Residential condo unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Attached townhouse', 'Townhome (attached)']);
    case 'Multifamily (5+)': return rng.pick([`${u}-unit walk-up apartment building`, `Multifamily, ${u} units`, `${u} unit elevator apt bldg`]);
    case 'Mixed Use': return rng.pick([`Mixed-use (storefront + ${Math.max(1, u - 1)} apts)`, 'Mixed use', 'Mixed-use retail/residential']);
    case 'Retail': return rng.pick(['Retail storefront', 'Retail', 'Retail strip / storefronts']);
    case 'Office': return rng.pick(['Office building', 'Office', 'Professional office']);
    case 'Industrial': return rng.pick(['Industrial / warehouse', 'Warehouse (industrial)', 'Industrial']);
    case 'Land': return rng.pick(['Vacant land', 'Vacant lot', 'Land']);
  }
}

export function ltype(rng: Rng, t: LoanType): string {
  switch (t) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase money', 'Acquisition (purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate/term refinance', 'Refi (no cash out)']);
    case 'Cash Out Refi': return rng.pick(['Cash-out refinance', 'Cash out refi', 'Cash-Out Refi']);
    case 'Second Mortgage': return rng.pick(['Second mortgage', '2nd lien mortgage', 'Second Mortgage (subordinate)']);
    case 'Bridge Loan': return rng.pick(['Bridge loan', 'Bridge', 'Short-term bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & flip', 'Fix and flip / rehab', 'Fix-and-Flip']);
    case 'Construction': return rng.pick(['Ground-up construction', 'Construction', 'New construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial bridge', 'Commercial mortgage']);
    case 'Land': return rng.pick(['Land loan', 'Land', 'Lot loan']);
  }
}

export function purposeText(rng: Rng, p: string): string {
  switch (p) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition']);
    case 'Refinance': return rng.pick(['Refinance', 'Refinance existing debt']);
    case 'Cash Out Refinance': return rng.pick(['Cash-out refinance', 'Cash Out Refinance']);
    default: return rng.pick(['Construction', 'Construction financing']);
  }
}

export function exitText(rng: Rng, e: 'Sale' | 'Refinance'): string {
  return e === 'Sale'
    ? rng.pick(['Sale of the property', 'Sell after renovation', 'List and sell', 'Sale upon completion', 'Exit by sale'])
    : rng.pick(['Refinance into conventional', 'Refi out with bank', 'Refinance to DSCR loan', 'Take-out refinance', 'Refinance with agency lender']);
}

export function prepayText(f: DealFacts): string {
  return f.loan.prepayment.penalty ? (f.loan.prepayment.terms ?? 'Yes') : 'None';
}

/** Fee lines a document prints: [label, amount] for those the deal has. */
export function feeRows(f: DealFacts, labels: { doc: string; admin: string; proc: string }): [string, number, 'loan_doc_fee' | 'admin_fee' | 'processing_fee'][] {
  const out: [string, number, 'loan_doc_fee' | 'admin_fee' | 'processing_fee'][] = [];
  if (f.loan.docFee !== undefined) out.push([labels.doc, f.loan.docFee, 'loan_doc_fee']);
  if (f.loan.adminFee !== undefined) out.push([labels.admin, f.loan.adminFee, 'admin_fee']);
  if (f.loan.processingFee !== undefined) out.push([labels.proc, f.loan.processingFee, 'processing_fee']);
  return out;
}

/** The lender this persona works for. */
export const HOUSE = { name: 'Bedford Stuyvesant Private Capital LLC', short: 'BSPC', street: '1360 Fulton Street, 4th Floor', city: 'Brooklyn, NY 11216', phone: '(718) 555-0100' };

export function houseStaff(rng: Rng): { name: string; email: string; title: string } {
  return rng.pick([
    { name: 'Rosalind Achebe-Quinn', email: 'rquinn@bspcapital.com', title: 'Originations Manager' },
    { name: 'Dov Teitelbaum', email: 'dteitelbaum@bspcapital.com', title: 'Loan Officer' },
    { name: 'Marisol Ocasio', email: 'mocasio@bspcapital.com', title: 'Closing Coordinator' },
  ]);
}

export const ATTORNEYS = ['Greenidge & Fortunato, P.C.', 'Law Offices of Marcus T. Abiodun', 'Pellegrino Kaye LLP', 'Hyacinth Brathwaite, Esq.', 'Szymanski & Ruiz PLLC', 'Cohen Feld & Adeyemi LLP'];

/** A blurred, never-the-subject other deal for pipeline / comparable rows. */
export function otherAmount(rng: Rng): number {
  return rng.int(18, 260) * 5000;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return rng.pick(items);
}

export function cap(s: string): string {
  return s.toUpperCase();
}

import { makeEntity } from '../../../facts';
import { documentHtml, type FontKey } from '../../../style';

/** The deal with a borrowing entity (made for it when the facts have none). */
export function withEntity<T extends DealFacts>(f: T, rng: Rng, type?: 'LLC' | 'Trust' | 'Corporation' | 'Partnership'): T {
  if (f.entity && (!type || f.entity.type === type)) return f;
  return { ...f, entity: makeEntity(rng, f.borrower, f.property.address.state, Number(f.documentDate.slice(0, 4)), type ?? 'LLC') };
}

/** The deal with an individual borrower (an heir, a purchaser in their own name). */
export function individual<T extends DealFacts>(f: T): T {
  return { ...f, entity: undefined };
}

export function page(title: string, pages: readonly string[], css = '', font: FontKey = 'serif', fontSize = '10pt', footerLeft?: string): string {
  return documentHtml({ title, pages, css, font, fontSize, page: { footerLeft, pageNumbers: pages.length > 1 } });
}

/** A mailing address that is not the subject property (an owner's or entity's office). */
export function mailingAddress(rng: Rng): string {
  return `${rng.int(10, 990)} ${rng.pick(['Kingston Ave', 'Utica Ave', 'Myrtle Ave', 'Park Pl', 'Linden Blvd', 'Farragut Rd'])}, ${rng.pick(['Suite 2', 'Fl 3', '2nd Fl', ''])}`.replace(/, $/, '') + `, Brooklyn, NY ${rng.pick(['11213', '11203', '11205', '11236'])}`;
}

/** The deal's property recast as another type (a building: no apartment unit in its address). */
export function retype<T extends DealFacts>(f: T, type: PropertyType, units?: number): T {
  const a = f.property.address;
  const unit = a.unit && /^(Apt|Unit)/.test(a.unit) && type !== 'Condo' ? undefined : a.unit;
  return { ...f, property: { ...f.property, type, units: units ?? f.property.units, address: { ...a, unit } } };
}

/** The deal with a decedent who does not share the borrower's surname (for documents that never name the borrower). */
export function otherDecedent<T extends NyDeal>(f: T, rng: Rng): T {
  const last = rng.pick(['Greenidge', 'Fortunato', 'Blackwell', 'Osei', 'Lindqvist', 'Marchetti', 'Brathwaite'].filter((n) => n !== f.borrower.last));
  return { ...f, decedent: { ...f.decedent, last } };
}
