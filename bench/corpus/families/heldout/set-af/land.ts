// set-af helpers: a Central Texas / Hill Country land lender's world laid over the generated deal, plus the
// formatting habits of the people who write its paperwork.
import { truthOf } from '../../../truth';
import type { Address, DealFacts, Entity, EntityType, LoanPurpose, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

interface Place { city: string; zip: string; county: string; code: string }

const PLACES: readonly Place[] = [
  { city: 'Fredericksburg', zip: '78624', county: 'Gillespie', code: '830' },
  { city: 'Stonewall', zip: '78671', county: 'Gillespie', code: '830' },
  { city: 'Johnson City', zip: '78636', county: 'Blanco', code: '830' },
  { city: 'Blanco', zip: '78606', county: 'Blanco', code: '830' },
  { city: 'Dripping Springs', zip: '78620', county: 'Hays', code: '512' },
  { city: 'Wimberley', zip: '78676', county: 'Hays', code: '512' },
  { city: 'Kyle', zip: '78640', county: 'Hays', code: '512' },
  { city: 'Buda', zip: '78610', county: 'Hays', code: '512' },
  { city: 'San Marcos', zip: '78666', county: 'Hays', code: '512' },
  { city: 'Liberty Hill', zip: '78642', county: 'Williamson', code: '512' },
  { city: 'Georgetown', zip: '78628', county: 'Williamson', code: '512' },
  { city: 'Florence', zip: '76527', county: 'Williamson', code: '254' },
  { city: 'Bastrop', zip: '78602', county: 'Bastrop', code: '512' },
  { city: 'Elgin', zip: '78621', county: 'Bastrop', code: '512' },
  { city: 'Lockhart', zip: '78644', county: 'Caldwell', code: '512' },
  { city: 'Seguin', zip: '78155', county: 'Guadalupe', code: '830' },
  { city: 'New Braunfels', zip: '78132', county: 'Comal', code: '830' },
  { city: 'Spring Branch', zip: '78070', county: 'Comal', code: '830' },
  { city: 'Boerne', zip: '78006', county: 'Kendall', code: '830' },
  { city: 'Comfort', zip: '78013', county: 'Kendall', code: '830' },
  { city: 'Kerrville', zip: '78028', county: 'Kerr', code: '830' },
  { city: 'Bandera', zip: '78003', county: 'Bandera', code: '830' },
  { city: 'Marble Falls', zip: '78654', county: 'Burnet', code: '830' },
  { city: 'Burnet', zip: '78611', county: 'Burnet', code: '512' },
  { city: 'Lampasas', zip: '76550', county: 'Lampasas', code: '512' },
  { city: 'Salado', zip: '76571', county: 'Bell', code: '254' },
  { city: 'Belton', zip: '76513', county: 'Bell', code: '254' },
  { city: 'Temple', zip: '76502', county: 'Bell', code: '254' },
  { city: 'China Spring', zip: '76633', county: 'McLennan', code: '254' },
  { city: 'McGregor', zip: '76657', county: 'McLennan', code: '254' },
  { city: 'Hewitt', zip: '76643', county: 'McLennan', code: '254' },
  { city: 'Lorena', zip: '76655', county: 'McLennan', code: '254' },
  { city: 'Waco', zip: '76712', county: 'McLennan', code: '254' },
  { city: 'Castroville', zip: '78009', county: 'Medina', code: '830' },
  { city: 'Hondo', zip: '78861', county: 'Medina', code: '830' },
  { city: 'Floresville', zip: '78114', county: 'Wilson', code: '830' },
  { city: 'La Vernia', zip: '78121', county: 'Wilson', code: '830' },
  { city: 'San Antonio', zip: '78253', county: 'Bexar', code: '210' },
  { city: 'Austin', zip: '78737', county: 'Travis', code: '512' },
];

const ROADS = [
  'Old Kyle', 'Hilltop', 'Live Oak', 'Post Oak', 'Cypress Creek', 'Pedernales', 'Bluebonnet', 'Mesquite', 'Cedar Hollow',
  'Old Mill', 'Red Bud', 'Limestone', 'Deer Creek', 'Windmill', 'Caliche', 'Blackjack', 'Turkey Hollow', 'Onion Creek',
  'Bear Creek', 'Comanche', 'Prairie Dell', 'Settlers', 'Lone Star', 'Rocky Hill', 'Twin Sisters', 'Shiloh', 'Cherry Spring',
  'Old San Antonio', 'Wildcat Hollow', 'Goat Ranch',
];
const SUFFIX: readonly (readonly [string, string])[] = [
  ['Rd', 'Road'], ['Rd', 'Road'], ['Rd', 'Road'], ['Ln', 'Lane'], ['Dr', 'Drive'], ['Ct', 'Court'], ['Cir', 'Circle'],
  ['Loop', 'Loop'], ['Way', 'Way'], ['Pass', 'Pass'],
];
const FMS = ['FM 1826', 'FM 2325', 'FM 165', 'FM 3237', 'FM 150', 'FM 306', 'FM 1431', 'FM 2843', 'FM 185', 'FM 1376', 'FM 473', 'FM 2147'];

const SURVEYS = [
  'J. M. Veramendi', 'Wm. Cannon', 'H. & T.C. R.R. Co.', 'G. W. Davis', 'Juan M. Chavez', 'T. J. Chambers', 'A. B. Burleson',
  'B. S. & F.', 'John Burleson', 'G. C. & S. F. R.R. Co.', 'Elizabeth Kuykendall', 'Isaac Hughes', 'J. Maxwell',
];

export type DealKind = 'raw' | 'ranchette' | 'homestead' | 'lotdev' | 'spec' | 'pad' | 'flip' | 'bridge';

export interface Land {
  kind: DealKind;
  acres: string;
  county: string;
  survey: string;
  abstract: number;
  cad: string;
  gf: string;
  lots: number;
  carry: number;
  agUse: string;
  agValue: number;
  flood: string;
  /** What the deal is called in the shop: "raw land", "acreage w/ homestead"… */
  label: string;
  areaCode: string;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function texasAddress(rng: Rng, place: Place): Address {
  if (rng.chance(0.3)) {
    const fm = rng.pick(FMS);
    const n = String(rng.int(1, 19) * 1000 + rng.int(0, 999));
    return { street: `${n} ${fm}`, streetLong: `${n} ${fm}`, city: place.city, state: 'TX', stateName: 'Texas', zip: place.zip };
  }
  const [s, l] = rng.pick(SUFFIX);
  const road = rng.pick(ROADS);
  const n = String(rng.chance(0.5) ? rng.int(100, 999) : rng.int(1000, 14999));
  return { street: `${n} ${road} ${s}`, streetLong: `${n} ${road} ${l}`, city: place.city, state: 'TX', stateName: 'Texas', zip: place.zip };
}

/** The deal, moved to Central Texas and recast as one of this shop's loan programs. */
export function texify(facts: DealFacts, rng: Rng): { f: DealFacts; land: Land } {
  const place = rng.pick(PLACES);
  let kind: DealKind;
  switch (facts.loan.type) {
    case 'Land': kind = rng.pick(['raw', 'ranchette'] as const); break;
    case 'Construction': kind = rng.pick(['lotdev', 'spec'] as const); break;
    case 'Commercial': kind = 'pad'; break;
    case 'Fix & Flip': kind = 'flip'; break;
    case 'Bridge Loan': kind = 'bridge'; break;
    default: kind = rng.pick(['homestead', 'homestead', 'ranchette'] as const);
  }
  let type: LoanType = facts.loan.type;
  let ptype: PropertyType;
  let purpose: LoanPurpose | undefined = facts.loan.purpose;
  switch (kind) {
    case 'raw': case 'ranchette': ptype = 'Land'; if (type !== 'Land' && rng.chance(0.6)) { type = 'Land'; purpose = facts.loan.purpose; } break;
    case 'homestead': ptype = 'Single Family'; break;
    case 'lotdev': ptype = 'Land'; break;
    case 'spec': ptype = 'Single Family'; break;
    case 'pad': ptype = rng.pick(['Retail', 'Retail', 'Land', 'Industrial'] as const); break;
    case 'flip': ptype = 'Single Family'; break;
    case 'bridge': ptype = rng.pick(['Land', 'Single Family'] as const); break;
  }
  const address = texasAddress(rng, place);
  const acresN = kind === 'pad' ? 1 + rng.next() * 3.5 : kind === 'lotdev' ? 18 + rng.next() * 90 : kind === 'homestead' || kind === 'flip' || kind === 'spec' ? 2 + rng.next() * 30 : 10 + rng.next() * 190;
  const acres = acresN.toFixed(rng.pick([2, 3]));
  const price = facts.property.purchasePrice;
  const carry = price !== undefined && price > facts.loan.amount ? roundTo((price - facts.loan.amount) * (0.3 + rng.next() * 0.3), 1000) : 0;
  const agValue = roundTo(Math.max(800, Number(acresN.toFixed(0)) * rng.int(45, 310)), 10);
  const f: DealFacts = {
    ...facts,
    property: {
      ...facts.property,
      address,
      type: ptype,
      units: undefined,
      yearBuilt: ptype === 'Single Family' ? facts.property.yearBuilt : undefined,
      squareFeet: ptype === 'Single Family' ? facts.property.squareFeet : undefined,
    },
    loan: { ...facts.loan, type, purpose },
    lender: { ...facts.lender, address: rng.pick([
      { street: `${rng.int(100, 9999)} N Capital of Texas Hwy`, streetLong: '', unit: `Suite ${rng.int(1, 4)}${rng.pick(['00', '10', '50'])}`, city: 'Austin', state: 'TX', stateName: 'Texas', zip: '78746' },
      { street: `${rng.int(100, 9999)} NW Loop 410`, streetLong: '', unit: `Suite ${rng.int(1, 6)}00`, city: 'San Antonio', state: 'TX', stateName: 'Texas', zip: '78216' },
      { street: `${rng.int(100, 999)} W San Antonio St`, streetLong: '', city: 'New Braunfels', state: 'TX', stateName: 'Texas', zip: '78130' },
      { street: `${rng.int(100, 999)} Austin Ave`, streetLong: '', unit: `Suite ${rng.int(2, 9)}00`, city: 'Waco', state: 'TX', stateName: 'Texas', zip: '76701' },
    ]) },
    // The title company is local: the county-seat abstract office.
    title: { ...facts.title, address: { street: `${rng.int(100, 999)} ${rng.pick(['E Main St', 'W San Antonio St', 'N Main St', 'S Austin Ave', 'E Pecan St', 'Court St'])}`, streetLong: '', city: place.city, state: 'TX', stateName: 'Texas', zip: place.zip } },
  };
  const label = {
    raw: 'raw land', ranchette: 'ag-exempt ranchette', homestead: 'acreage w/ homestead', lotdev: 'lot development',
    spec: 'spec home on acreage', pad: 'commercial pad', flip: 'homestead fix-up', bridge: 'land bridge',
  }[kind];
  return {
    f,
    land: {
      kind, acres, county: place.county, survey: rng.pick(SURVEYS), abstract: rng.int(12, 1290), cad: `R${rng.int(10000, 199999)}`,
      gf: `${rng.pick(['GF', 'GF No.', 'File'])} ${rng.int(23, 26)}-${rng.int(1000, 98999)}`, lots: rng.int(8, 46), carry,
      agUse: rng.pick(['cattle grazing (1-d-1 open space)', 'hay production', 'wildlife management use', 'goat and sheep grazing', 'beekeeping (1-d-1)']),
      agValue, flood: rng.pick(['Zone X (unshaded)', 'Zone X, a portion in Zone A', 'Zone X', 'Zone AE along the creek, remainder Zone X']),
      label, areaCode: place.code,
    },
  };
}

export const T = (f: DealFacts, fields: readonly TruthField[]): Truth => truthOf(f, fields);

// ---------------------------------------------------------------------------------------------------------------
// Formatting

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
export function pct(n: number, digits?: number): string {
  if (digits !== undefined && Number(n.toFixed(digits)) === n) return `${n.toFixed(digits)}%`;
  return `${n}%`;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y as number, m as number, d as number];
}
export function dLong(iso: string): string { const [y, m, d] = parts(iso); return `${MONTHS[m - 1]} ${d}, ${y}`; }
export function dAbbr(iso: string): string { const [y, m, d] = parts(iso); return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`; }
export function dSlash(iso: string): string { const [y, m, d] = parts(iso); return `${m}/${d}/${y}`; }
export function dPad(iso: string): string { const [y, m, d] = parts(iso); return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`; }
export function dAny(rng: Rng, iso: string): string { return rng.pick([dLong, dAbbr, dSlash, dPad])(iso); }
export function asDate(iso: string): Date { return new Date(`${iso}T00:00:00Z`); }
export function addDays(iso: string, days: number): string {
  const d = asDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function phone(p: string, style = 0): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`][style % 4] as string;
}
export function fullName(p: Person, middle = false): string {
  return [p.first, middle ? p.middle : undefined, p.last].filter(Boolean).join(' ');
}
export function ein(e: string): string { return `${e.slice(0, 2)}-${e.slice(2)}`; }
export function addr(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}, ${a.city}, Texas ${a.zip}`;
}
export function addrShort(a: Address): string { return `${a.street}, ${a.city}, TX ${a.zip}`; }

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
export function termWords(m: number): string {
  if (m === 360) return 'thirty (30) years';
  const w = m <= 20 ? WORDS[m] : m === 24 ? 'twenty-four' : m === 36 ? 'thirty-six' : m === 60 ? 'sixty' : String(m);
  return `${w} (${m}) months`;
}
export function termShort(m: number): string {
  return m % 12 === 0 && m >= 24 ? `${m / 12} yrs (${m} mo)` : `${m} mo`;
}

/** Who the borrower is, as one line: the entity, or the person (and spouse / co-buyer). */
export function borrowerLine(f: DealFacts, withCo = false): string {
  if (f.entity) return f.entity.name;
  return withCo && f.coBorrower ? `${fullName(f.borrower)} and ${fullName(f.coBorrower)}` : fullName(f.borrower);
}

export function entityKind(f: DealFacts): string {
  switch (f.entity?.type) {
    case 'LLC': return `a ${f.entity.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${f.entity.stateOfFormation} corporation`;
    case 'Partnership': return `a ${f.entity.stateOfFormation} limited partnership`;
    case 'Trust': return 'a trust';
    default: return '';
  }
}

export function prepayText(f: DealFacts): string {
  return f.loan.prepayment.penalty ? `Yes — ${f.loan.prepayment.terms ?? ''}` : 'None; may be prepaid in whole or part at any time';
}

export function loanTypeLabel(f: DealFacts, land: Land): string {
  switch (f.loan.type) {
    case 'Land': return land.kind === 'ranchette' ? 'Land loan (ag-exempt ranchette)' : 'Land loan (raw acreage)';
    case 'Construction': return land.kind === 'lotdev' ? 'Construction — lot development' : 'Construction — spec home';
    case 'Commercial': return 'Commercial pad';
    case 'Fix & Flip': return 'Fix & flip';
    case 'Bridge Loan': return 'Bridge loan';
    case 'Cash Out Refi': return 'Cash-out refinance';
    case 'Refinance': return 'Rate/term refinance';
    case 'Second Mortgage': return 'Second lien';
    case 'Purchase': return 'Purchase money';
  }
}

export function propertyTypeLabel(f: DealFacts, land: Land): string {
  switch (f.property.type) {
    case 'Land': return land.kind === 'lotdev' ? 'Land (lot development)' : land.kind === 'pad' ? 'Land (commercial pad site)' : land.kind === 'ranchette' ? 'Land — ag-exempt acreage' : 'Land — unimproved acreage';
    case 'Single Family': return 'Single family residence on acreage';
    case 'Retail': return 'Retail pad building';
    case 'Industrial': return 'Industrial (flex / shop building)';
    default: return f.property.type;
  }
}

export function exitLabel(f: DealFacts): string | undefined {
  if (!f.loan.exit) return undefined;
  return f.loan.exit === 'Sale' ? 'Sale of the property / lots' : 'Refinance into long-term bank or farm-credit debt';
}

export function legal(land: Land, f: DealFacts): string {
  return `${land.acres} acres of land, more or less, out of the ${land.survey} Survey No. ${land.abstract % 97 + 1}, Abstract No. ${land.abstract}, ${land.county} County, Texas, commonly known as ${f.property.address.street}, ${f.property.address.city}, Texas ${f.property.address.zip}`;
}

export function feeRows(f: DealFacts): [string, string, TruthField][] {
  const rows: [string, string, TruthField][] = [];
  const l = f.loan;
  if (l.originationPoints !== undefined) rows.push(['Origination', `${l.originationPoints}% of loan amount`, 'origination_points']);
  if (l.discountPoints !== undefined) rows.push(['Discount points', `${l.discountPoints}%`, 'discount_points']);
  if (l.brokerPoints !== undefined) rows.push(['Broker fee', `${l.brokerPoints}% (paid to ${f.broker.name})`, 'broker_points']);
  if (l.docFee !== undefined) rows.push(['Document preparation', money(l.docFee), 'loan_doc_fee']);
  if (l.adminFee !== undefined) rows.push(['Administration fee', money(l.adminFee), 'admin_fee']);
  if (l.processingFee !== undefined) rows.push(['Processing', money(l.processingFee), 'processing_fee']);
  return rows;
}

export const CSS_FORM = `
.box { border: 1.2px solid #222; padding: 6px 8px; margin-bottom: 8px; }
.lab { font-size: 7.5pt; text-transform: uppercase; color: #444; letter-spacing: 0.3px; }
.val { font-size: 10.5pt; min-height: 14px; }
.row { display: flex; gap: 8px; }
.row > div { flex: 1; }
.hand { font-family: 'DejaVu Serif', serif; font-style: italic; color: #1d2c6b; font-size: 11.5pt; }
.sec { font-weight: bold; background: #ddd; padding: 3px 6px; margin: 10px 0 6px 0; font-size: 9pt; text-transform: uppercase; }
`;

/** The name fields a document states when it names the borrower by borrowerLine(): the entity alone, or the person. */
export function who(f: DealFacts): TruthField[] {
  return f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name'];
}

const ENTITY_WORDS = ['Pedernales', 'Bluebonnet', 'Cedar Break', 'Llano River', 'Brazos Bend', 'Twin Oaks', 'Caliche Hill', 'Spanish Oak', 'Big Sky', 'Prickly Pear', 'Lost Creek', 'Hackberry'];

/** The deal with an entity borrower of one of `types` (keeps the deal's own when it already is one). */
export function withEntity(f: DealFacts, rng: Rng, types: readonly EntityType[]): DealFacts {
  if (f.entity && types.includes(f.entity.type)) return f;
  const type = rng.pick(types);
  const word = rng.chance(0.25) ? f.borrower.last : rng.pick(ENTITY_WORDS);
  const ein = `${rng.pick(['20', '27', '32', '45', '46', '47', '61', '82', '84', '85', '86', '87', '88', '92', '93', '99'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
  let entity: Entity;
  switch (type) {
    case 'LLC': entity = { name: `${word} ${rng.pick(['Land & Cattle', 'Ranch Holdings', 'Acreage', 'Land Company', 'Homestead'])}${rng.pick([' LLC', ', LLC'])}`, type, ein, stateOfFormation: 'Texas', signatoryTitle: rng.pick(['Managing Member', 'Manager', 'Member']) }; break;
    case 'Corporation': entity = { name: `${word} ${rng.pick(['Land Development', 'Homes', 'Ranch Company'])}, Inc.`, type, ein, stateOfFormation: 'Texas', signatoryTitle: rng.pick(['President', 'President']) }; break;
    case 'Partnership': entity = { name: `${word} ${rng.pick(['Ranch', 'Land Partners', 'Family Partnership'])}, Ltd.`, type, ein, stateOfFormation: 'Texas', signatoryTitle: 'General Partner' }; break;
    case 'Trust': entity = { name: rng.pick([`The ${f.borrower.last} Family Trust`, `The ${f.borrower.first} ${f.borrower.last} Living Trust`, `${f.borrower.last} Revocable Trust`]), type, ein: rng.chance(0.5) ? ein : undefined, stateOfFormation: 'Texas', signatoryTitle: 'Trustee', trustDate: `${rng.int(2003, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` }; break;
  }
  return { ...f, entity, coBorrower: undefined };
}

/** The deal as a purchase (contracts only exist for purchases): a contract price below value, purpose Purchase. */
export function asPurchase(f: DealFacts, land: Land, rng: Rng): DealFacts {
  if (f.property.purchasePrice !== undefined) return f;
  let price = roundTo(f.property.value * (0.86 + rng.next() * 0.1), 1000);
  if (price === f.property.value) price -= 2000;
  const type: LoanType = ['Refinance', 'Cash Out Refi', 'Second Mortgage'].includes(f.loan.type) ? (f.property.type === 'Land' ? 'Land' : 'Purchase') : f.loan.type;
  const amount = f.loan.amount < price ? f.loan.amount : roundTo(price * 0.7, 1000);
  land.carry = roundTo((price - amount) * 0.4, 1000);
  return { ...f, property: { ...f.property, purchasePrice: price }, loan: { ...f.loan, type, purpose: 'Purchase', amount } };
}
