// set-z shared pieces: a Southwest park / storage / motel / land deal drawn on top of the generator's facts, and the
// money, date and phone spellings the documents use. The truth always comes from truthOf on the adapted facts.
import { truthOf } from '../../../truth';
import type { Address, DealFacts, LoanPurpose, LoanType, Rng, Truth, TruthField } from '../../../types';

export type Asset = 'mhc' | 'rv' | 'storage' | 'motel' | 'land';

interface Town { city: string; state: string; stateName: string; county: string; zips: readonly string[]; area: readonly string[] }

const TOWNS: readonly Town[] = [
  { city: 'Benson', state: 'AZ', stateName: 'Arizona', county: 'Cochise', zips: ['85602'], area: ['520'] },
  { city: 'Willcox', state: 'AZ', stateName: 'Arizona', county: 'Cochise', zips: ['85643'], area: ['520'] },
  { city: 'Sierra Vista', state: 'AZ', stateName: 'Arizona', county: 'Cochise', zips: ['85635', '85650'], area: ['520'] },
  { city: 'Cottonwood', state: 'AZ', stateName: 'Arizona', county: 'Yavapai', zips: ['86326'], area: ['928'] },
  { city: 'Camp Verde', state: 'AZ', stateName: 'Arizona', county: 'Yavapai', zips: ['86322'], area: ['928'] },
  { city: 'Kingman', state: 'AZ', stateName: 'Arizona', county: 'Mohave', zips: ['86401', '86409'], area: ['928'] },
  { city: 'Bullhead City', state: 'AZ', stateName: 'Arizona', county: 'Mohave', zips: ['86442'], area: ['928'] },
  { city: 'Lake Havasu City', state: 'AZ', stateName: 'Arizona', county: 'Mohave', zips: ['86403', '86404'], area: ['928'] },
  { city: 'Yuma', state: 'AZ', stateName: 'Arizona', county: 'Yuma', zips: ['85364', '85365'], area: ['928'] },
  { city: 'Quartzsite', state: 'AZ', stateName: 'Arizona', county: 'La Paz', zips: ['85346'], area: ['928'] },
  { city: 'Apache Junction', state: 'AZ', stateName: 'Arizona', county: 'Pinal', zips: ['85120'], area: ['480'] },
  { city: 'Casa Grande', state: 'AZ', stateName: 'Arizona', county: 'Pinal', zips: ['85122'], area: ['520'] },
  { city: 'Show Low', state: 'AZ', stateName: 'Arizona', county: 'Navajo', zips: ['85901'], area: ['928'] },
  { city: 'Payson', state: 'AZ', stateName: 'Arizona', county: 'Gila', zips: ['85541'], area: ['928'] },
  { city: 'Globe', state: 'AZ', stateName: 'Arizona', county: 'Gila', zips: ['85501'], area: ['928'] },
  { city: 'Safford', state: 'AZ', stateName: 'Arizona', county: 'Graham', zips: ['85546'], area: ['928'] },
  { city: 'Williams', state: 'AZ', stateName: 'Arizona', county: 'Coconino', zips: ['86046'], area: ['928'] },
  { city: 'Mesa', state: 'AZ', stateName: 'Arizona', county: 'Maricopa', zips: ['85210', '85205'], area: ['480'] },
  { city: 'Tucson', state: 'AZ', stateName: 'Arizona', county: 'Pima', zips: ['85706', '85746'], area: ['520'] },
  { city: 'Las Cruces', state: 'NM', stateName: 'New Mexico', county: 'Dona Ana', zips: ['88001', '88005'], area: ['575'] },
  { city: 'Deming', state: 'NM', stateName: 'New Mexico', county: 'Luna', zips: ['88030'], area: ['575'] },
  { city: 'Truth or Consequences', state: 'NM', stateName: 'New Mexico', county: 'Sierra', zips: ['87901'], area: ['575'] },
  { city: 'Alamogordo', state: 'NM', stateName: 'New Mexico', county: 'Otero', zips: ['88310'], area: ['575'] },
  { city: 'Roswell', state: 'NM', stateName: 'New Mexico', county: 'Chaves', zips: ['88201', '88203'], area: ['575'] },
  { city: 'Carlsbad', state: 'NM', stateName: 'New Mexico', county: 'Eddy', zips: ['88220'], area: ['575'] },
  { city: 'Farmington', state: 'NM', stateName: 'New Mexico', county: 'San Juan', zips: ['87401', '87402'], area: ['505'] },
  { city: 'Gallup', state: 'NM', stateName: 'New Mexico', county: 'McKinley', zips: ['87301'], area: ['505'] },
  { city: 'Silver City', state: 'NM', stateName: 'New Mexico', county: 'Grant', zips: ['88061'], area: ['575'] },
  { city: 'Tucumcari', state: 'NM', stateName: 'New Mexico', county: 'Quay', zips: ['88401'], area: ['575'] },
  { city: 'Ruidoso', state: 'NM', stateName: 'New Mexico', county: 'Lincoln', zips: ['88345'], area: ['575'] },
  { city: 'Albuquerque', state: 'NM', stateName: 'New Mexico', county: 'Bernalillo', zips: ['87123', '87121'], area: ['505'] },
  { city: 'Pahrump', state: 'NV', stateName: 'Nevada', county: 'Nye', zips: ['89048', '89060'], area: ['775'] },
  { city: 'Fallon', state: 'NV', stateName: 'Nevada', county: 'Churchill', zips: ['89406'], area: ['775'] },
  { city: 'Elko', state: 'NV', stateName: 'Nevada', county: 'Elko', zips: ['89801'], area: ['775'] },
  { city: 'Winnemucca', state: 'NV', stateName: 'Nevada', county: 'Humboldt', zips: ['89445'], area: ['775'] },
  { city: 'Mesquite', state: 'NV', stateName: 'Nevada', county: 'Clark', zips: ['89027'], area: ['702'] },
  { city: 'Laughlin', state: 'NV', stateName: 'Nevada', county: 'Clark', zips: ['89029'], area: ['702'] },
  { city: 'Ely', state: 'NV', stateName: 'Nevada', county: 'White Pine', zips: ['89301'], area: ['775'] },
  { city: 'Fernley', state: 'NV', stateName: 'Nevada', county: 'Lyon', zips: ['89408'], area: ['775'] },
  { city: 'Las Vegas', state: 'NV', stateName: 'Nevada', county: 'Clark', zips: ['89115', '89110'], area: ['702'] },
  { city: 'El Paso', state: 'TX', stateName: 'Texas', county: 'El Paso', zips: ['79907', '79925', '79938'], area: ['915'] },
  { city: 'Odessa', state: 'TX', stateName: 'Texas', county: 'Ector', zips: ['79761', '79762', '79766'], area: ['432'] },
  { city: 'Midland', state: 'TX', stateName: 'Texas', county: 'Midland', zips: ['79701', '79706'], area: ['432'] },
  { city: 'Pecos', state: 'TX', stateName: 'Texas', county: 'Reeves', zips: ['79772'], area: ['432'] },
  { city: 'Fort Stockton', state: 'TX', stateName: 'Texas', county: 'Pecos', zips: ['79735'], area: ['432'] },
  { city: 'Alpine', state: 'TX', stateName: 'Texas', county: 'Brewster', zips: ['79830'], area: ['432'] },
  { city: 'Big Spring', state: 'TX', stateName: 'Texas', county: 'Howard', zips: ['79720'], area: ['432'] },
  { city: 'San Angelo', state: 'TX', stateName: 'Texas', county: 'Tom Green', zips: ['76903', '76904'], area: ['325'] },
  { city: 'Monahans', state: 'TX', stateName: 'Texas', county: 'Ward', zips: ['79756'], area: ['432'] },
  { city: 'Van Horn', state: 'TX', stateName: 'Texas', county: 'Culberson', zips: ['79855'], area: ['432'] },
  { city: 'St. George', state: 'UT', stateName: 'Utah', county: 'Washington', zips: ['84770', '84790'], area: ['435'] },
  { city: 'Hurricane', state: 'UT', stateName: 'Utah', county: 'Washington', zips: ['84737'], area: ['435'] },
  { city: 'Cedar City', state: 'UT', stateName: 'Utah', county: 'Iron', zips: ['84720'], area: ['435'] },
  { city: 'Kanab', state: 'UT', stateName: 'Utah', county: 'Kane', zips: ['84741'], area: ['435'] },
  { city: 'Moab', state: 'UT', stateName: 'Utah', county: 'Grand', zips: ['84532'], area: ['435'] },
  { city: 'Richfield', state: 'UT', stateName: 'Utah', county: 'Sevier', zips: ['84701'], area: ['435'] },
  { city: 'Panguitch', state: 'UT', stateName: 'Utah', county: 'Garfield', zips: ['84759'], area: ['435'] },
];

const STREETS = [
  'Frontage', 'Mesquite', 'Saguaro', 'Palo Verde', 'Ocotillo', 'Juniper', 'Pinon', 'Yucca', 'Desert Willow',
  'Rio Grande', 'Cactus', 'Coronado', 'Kino', 'Rancho', 'Mountain View', 'Red Cliffs', 'Sandstone', 'Canyon',
  'Cottonwood', 'Lariat', 'Stagecoach', 'Mission', 'Ironwood', 'Cholla', 'Sunrise', 'Apache', 'Butterfield',
  'Airport', 'Fairgrounds', 'Railroad', 'Old Highway', 'Sundance', 'Vista del Sol', 'Copper Queen', 'Prospector',
  'Wagon Wheel', 'Roadrunner', 'Quail Run', 'Sage', 'Agave', 'Lone Star', 'Pecan', 'Bluff', 'Dixie', 'Bloomington',
];
const SUFFIX: readonly (readonly [string, string])[] = [
  ['Rd', 'Road'], ['Rd', 'Road'], ['Rd', 'Road'], ['St', 'Street'], ['Ave', 'Avenue'], ['Dr', 'Drive'], ['Ln', 'Lane'],
  ['Blvd', 'Boulevard'], ['Way', 'Way'], ['Pl', 'Place'], ['Cir', 'Circle'], ['Ct', 'Court'], ['Pkwy', 'Parkway'],
];
const DIRS: readonly (readonly [string, string])[] = [['N', 'North'], ['S', 'South'], ['E', 'East'], ['W', 'West']];

export interface Place { address: Address; county: string; area: string }

export function swPlace(rng: Rng): Place {
  const town = rng.pick(TOWNS);
  const number = String(rng.chance(0.5) ? rng.int(100, 999) : rng.int(1000, 12999));
  const dir = rng.chance(0.35) ? rng.pick(DIRS) : undefined;
  const name = rng.pick(STREETS);
  const [s, l] = rng.pick(SUFFIX);
  return {
    address: {
      street: [number, dir?.[0], name, s].filter(Boolean).join(' '),
      streetLong: [number, dir?.[1], name, l].filter(Boolean).join(' '),
      city: town.city,
      state: town.state,
      stateName: town.stateName,
      zip: rng.pick(town.zips),
    },
    county: town.county,
    area: rng.pick(town.area),
  };
}

const PARK_WORDS = ['Saguaro Sky', 'Mesquite Flats', 'Red Cliffs', 'Desert Palms', 'Sun Valley', 'Shady Acres', 'Cottonwood Grove',
  'Old Pueblo', 'Rio Vista', 'Copper Canyon', 'Roadrunner', 'Silver Sage', 'Blue Mesa', 'Pinon Pines', 'Sunset Ridge',
  'Mountain Shadows', 'Lazy K', 'Dusty Trail', 'Twin Buttes', 'Casa del Sol', 'Painted Desert', 'Dixie Sun', 'Cholla Bay', 'Zia'];

const ASSET_NAME: Record<Asset, readonly string[]> = {
  mhc: ['Mobile Home Park', 'MHC', 'Manufactured Home Community', 'Estates', 'Mobile Home Village', 'MH Community'],
  rv: ['RV Park', 'RV Resort', 'RV Park & Campground', 'Campground', 'RV Ranch'],
  storage: ['Self Storage', 'Mini Storage', 'Storage', 'RV & Boat Storage', 'Self Storage & U-Haul'],
  motel: ['Motel', 'Motor Inn', 'Inn', 'Motor Lodge', 'Inn & Suites'],
  land: ['land', 'acreage', 'parcel', 'raw land'],
};

export const ASSET_LABEL: Record<Asset, string> = {
  mhc: 'manufactured home community', rv: 'RV park', storage: 'self-storage facility', motel: 'motel', land: 'land',
};

export interface Sw {
  /** The adapted facts: truth comes from these. */
  f: DealFacts;
  asset: Asset;
  name: string;
  county: string;
  area: string;
  /** Pads / sites / storage units / rooms; acres for land. */
  count: number;
  acres: number;
  occupancy: number;
  rent: number;
  gross: number;
  noi: number;
  price?: number;
  /** An existing loan being paid off (refi deals). */
  payoff?: number;
  amortYears: number;
  water: string;
  sewer: string;
  parcel: string;
  lenderName: string;
  lenderShort: string;
  lenderCity: string;
  poh: number;
  toh: number;
}

const LENDERS: readonly (readonly [string, string, string])[] = [
  ['Sonoran Trail Capital, LLC', 'Sonoran Trail', 'Scottsdale, AZ 85251'],
  ['Mesa Verde Private Lending', 'MVPL', 'Phoenix, AZ 85016'],
  ['Four Corners Park Finance', 'Four Corners', 'Phoenix, AZ 85014'],
  ['Dry Creek Lending Co.', 'Dry Creek', 'Tempe, AZ 85281'],
  ['High Desert Income Fund I, LP', 'High Desert', 'Phoenix, AZ 85004'],
  ['Arroyo Bridge Capital', 'Arroyo', 'Chandler, AZ 85226'],
];

function round(v: number, step: number): number {
  return Math.round(v / step) * step;
}

function pickW<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let roll = rng.next() * total;
  for (const [v, w] of options) {
    roll -= w;
    if (roll < 0) return v;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

/** A Southwest deal: the generator's people, pricing, fees and dates on a park, storage, motel or land property. */
export function sw(facts: DealFacts, rng: Rng, only?: readonly Asset[]): Sw {
  const f = structuredClone(facts);
  const asset = rng.pick(only ?? (['mhc', 'mhc', 'rv', 'rv', 'storage', 'storage', 'motel', 'land'] as const));
  const place = swPlace(rng);
  f.property.address = place.address;
  f.property.units = undefined;
  if (rng.chance(0.55)) f.borrower.phone = `${place.area}55501${String(rng.int(0, 99)).padStart(2, '0')}`;

  let count: number; let rent: number; let value: number; let occupancy = 0.78 + rng.next() * 0.2;
  const acres = asset === 'land' ? rng.int(5, 160) : Number((2 + rng.next() * 28).toFixed(1));
  switch (asset) {
    case 'mhc': count = rng.int(18, 140); rent = rng.int(38, 78) * 10; break;
    case 'rv': count = rng.int(24, 180); rent = rng.int(35, 75) * 10; occupancy = 0.55 + rng.next() * 0.35; break;
    case 'storage': count = rng.int(120, 720); rent = rng.int(6, 18) * 10; break;
    case 'motel': count = rng.int(14, 64); rent = rng.int(55, 129); occupancy = 0.5 + rng.next() * 0.35; break;
    default: count = acres; rent = 0; occupancy = 0;
  }
  const gross = asset === 'motel' ? Math.round(count * rent * 365 * occupancy) : asset === 'land' ? 0 : Math.round(count * rent * 12 * occupancy);
  const noi = Math.round(gross * (asset === 'motel' ? 0.32 + rng.next() * 0.1 : 0.55 + rng.next() * 0.15));
  const cap = 0.07 + rng.next() * 0.025;
  value = asset === 'land' ? round(acres * rng.int(4, 40) * 1000, 5000) : round(noi / cap, 10000);
  value = Math.max(value, 250000);

  let type: LoanType; let purpose: LoanPurpose;
  if (asset === 'land') {
    type = 'Land'; purpose = 'Purchase'; f.property.type = 'Land';
  } else {
    type = pickW<LoanType>(rng, [['Purchase', 3], ['Bridge Loan', 3], ['Refinance', 2], ['Cash Out Refi', 2], ['Commercial', 2], ['Construction', asset === 'rv' || asset === 'storage' ? 1 : 0]]);
    purpose = type === 'Purchase' ? 'Purchase' : type === 'Refinance' ? 'Refinance' : type === 'Cash Out Refi' ? 'Cash Out Refinance'
      : type === 'Construction' ? 'Construction' : rng.pick(['Purchase', 'Refinance'] as const);
    if (f.property.type === 'Land') f.property.type = 'Mixed Use';
  }
  let price: number | undefined;
  if (purpose === 'Purchase') {
    price = round(value * (0.9 + rng.next() * 0.14), 5000);
    if (price === value) price -= 15000;
  }
  const basis = price !== undefined ? Math.min(price, value) : value;
  const amount = round(basis * (0.5 + rng.next() * 0.22), rng.pick([5000, 5000, 2500, 1000]));
  const payoff = purpose === 'Refinance' || purpose === 'Cash Out Refinance' ? round(amount * (purpose === 'Refinance' ? 0.9 : 0.45 + rng.next() * 0.2), 100) + rng.int(0, 99) : undefined;

  const term = type === 'Land' ? rng.pick([12, 24, 36]) : type === 'Bridge Loan' || type === 'Construction' ? rng.pick([12, 18, 24])
    : rng.pick([24, 36, 60, 60, 84, 120]);
  f.loan.type = type;
  f.loan.purpose = purpose;
  f.loan.amount = amount;
  f.loan.termMonths = term;
  f.loan.exit = type === 'Bridge Loan' || type === 'Construction' || type === 'Land' ? rng.pick(['Sale', 'Refinance'] as const) : undefined;
  f.property.value = value;
  f.property.purchasePrice = price;
  f.property.arv = type === 'Construction' || type === 'Bridge Loan' ? round(value * (1.2 + rng.next() * 0.4), 10000) : undefined;

  const lender = rng.pick(LENDERS);
  const toh = asset === 'mhc' ? rng.int(0, Math.floor(count * 0.25)) : 0;
  return {
    f, asset,
    name: `${rng.pick(PARK_WORDS)} ${rng.pick(ASSET_NAME[asset])}`,
    county: place.county, area: place.area, count, acres, occupancy, rent, gross, noi, price, payoff,
    amortYears: rng.pick([20, 25, 25, 30]),
    water: rng.pick(['private well (ADWR registered)', 'city water', 'co-op water', 'two shared wells', 'municipal water, master-metered']),
    sewer: rng.pick(['septic (3 systems)', 'city sewer', 'lagoon', 'septic', 'municipal sewer']),
    parcel: `${rng.int(100, 899)}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 999)).padStart(3, '0')}${rng.pick(['', 'A', 'B', 'C'])}`,
    lenderName: lender[0], lenderShort: lender[1], lenderCity: lender[2],
    poh: asset === 'mhc' ? Math.round(count * occupancy) - toh : 0,
    toh,
  };
}

/** The truth of the fields the document states (property_type only for land, the one asset with a clear type). */
export function truth(d: Sw, fields: readonly TruthField[]): Truth {
  return truthOf(d.f, fields.filter((x) => x !== 'property_type' || d.asset === 'land'));
}

// ------------------------------------------------------------------------------------------------------------
// Spellings

export function money(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
}
export function num(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 0 });
}
export function short(n: number): string {
  if (n >= 1e6 && n % 10000 === 0) return `$${n / 1e6}M`;
  if (n % 1000 === 0) return `$${n / 1000}K`;
  return money(n);
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y as number, m as number, d as number];
}
export function dLong(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
export function dAbbr(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
}
export function dUs(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}
export function dUs1(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
}
/** A date a document may state in any of the spellings a person types. */
export function dAny(rng: Rng, iso: string): string {
  return rng.pick([dLong, dAbbr, dUs, dUs1])(iso);
}
/** "3/5" — a month/day without year (never a truth date). */
export function dMd(iso: string): string {
  const [, m, d] = parts(iso);
  return `${m}/${d}`;
}
export function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
export function phone(p: string, style: number): string {
  const a = p.slice(0, 3); const b = p.slice(3, 6); const c = p.slice(6);
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`][style % 4] as string;
}
export function addr1(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}`;
}
export function cityLine(a: Address, longState = false): string {
  return `${a.city}, ${longState ? a.stateName : a.state} ${a.zip}`;
}
export function fullAddr(a: Address, long = false): string {
  return `${addr1(a, long)}, ${cityLine(a)}`;
}
export function pct(n: number, digits = 2): string {
  return `${n.toFixed(digits)}%`;
}
/** The rate as printed: 10.5 → "10.50%", 9.875 → "9.875%". */
export function rate(n: number): string {
  return Number(n.toFixed(2)) === n ? `${n.toFixed(2)}%` : `${n.toFixed(3)}%`;
}
export function fullName(p: { first: string; last: string; middle?: string }, middle = false): string {
  return `${p.first}${middle && p.middle ? ` ${p.middle[0]}.` : ''} ${p.last}`;
}
export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export function termWords(m: number): string {
  return m % 12 === 0 ? `${m / 12} year${m === 12 ? '' : 's'} (${m} months)` : `${m} months`;
}
/** What the lender calls the loan type on its own paper. */
export function loanTypeLabel(d: Sw, rng: Rng): string {
  const t = d.f.loan.type;
  switch (t) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase Money', 'Acquisition (Purchase)']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate/Term Refinance', 'Refinance (no cash out)']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Refinance - Cash Out']);
    case 'Bridge Loan': return rng.pick(['Bridge Loan', 'Bridge', 'Short-Term Bridge']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Mortgage', 'Commercial Term Loan']);
    case 'Construction': return rng.pick(['Construction', 'Construction / Expansion', 'Ground-Up Construction']);
    case 'Land': return rng.pick(['Land', 'Land Loan', 'Raw Land']);
    default: return t;
  }
}
export function purposeLabel(d: Sw, rng: Rng): string {
  const p = d.f.loan.purpose;
  switch (p) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition', 'Purchase of property']);
    case 'Refinance': return rng.pick(['Refinance', 'Refinance existing debt']);
    case 'Cash Out Refinance': return rng.pick(['Cash Out Refinance', 'Cash-out refinance']);
    case 'Construction': return rng.pick(['Construction', 'Construction of new sites']);
    default: return '';
  }
}
export function exitLabel(d: Sw, rng: Rng): string {
  return d.f.loan.exit === 'Sale'
    ? rng.pick(['Sale of the property', 'Sell upon stabilization', 'Sale', 'List and sell the park'])
    : rng.pick(['Refinance with agency / bank debt', 'Refinance into permanent loan', 'Refi w/ local bank', 'Refinance']);
}
export function prepayLabel(d: Sw, rng: Rng): string {
  const p = d.f.loan.prepayment;
  return p.penalty ? (p.terms as string) : rng.pick(['None', 'No prepayment penalty', 'None - open at par', 'No penalty; may prepay at any time']);
}
export function entityLine(d: Sw): string {
  const e = d.f.entity;
  if (!e) return '';
  return e.type === 'Trust' && e.trustDate ? `${e.name} dated ${dUs1(e.trustDate)}` : e.name;
}
/** The borrower as a document names it: the entity, or the person(s). */
export function borrowerName(d: Sw): string {
  if (d.f.entity) return entityLine(d);
  const c = d.f.coBorrower;
  return c ? `${fullName(d.f.borrower)} and ${fullName(c)}` : fullName(d.f.borrower);
}
export function entityKind(d: Sw): string {
  const e = d.f.entity;
  if (!e) return '';
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    default: return 'a revocable trust';
  }
}
export function ein(e: string): string {
  return `${e.slice(0, 2)}-${e.slice(2)}`;
}
export function countLabel(d: Sw): string {
  switch (d.asset) {
    case 'mhc': return `${d.count} pads`;
    case 'rv': return `${d.count} RV sites`;
    case 'storage': return `${num(d.count)} units`;
    case 'motel': return `${d.count} rooms`;
    default: return `${d.acres} acres`;
  }
}
/** Fee lines of the deal: [label, amount text] for fees it has. */
export function feeLines(d: Sw, labels: { orig?: string; disc?: string; brk?: string; doc?: string; admin?: string; proc?: string } = {}): [string, string][] {
  const l = d.f.loan;
  const out: [string, string][] = [];
  if (l.originationPoints !== undefined) out.push([labels.orig ?? 'Origination Fee', `${l.originationPoints.toFixed(2)}% (${money(Math.round(l.amount * l.originationPoints) / 100, true)})`]);
  if (l.discountPoints !== undefined) out.push([labels.disc ?? 'Discount Points', `${l.discountPoints.toFixed(2)}%`]);
  if (l.brokerPoints !== undefined) out.push([labels.brk ?? 'Broker Fee', `${l.brokerPoints.toFixed(2)}%`]);
  if (l.docFee !== undefined) out.push([labels.doc ?? 'Doc Prep Fee', money(l.docFee)]);
  if (l.adminFee !== undefined) out.push([labels.admin ?? 'Admin Fee', money(l.adminFee)]);
  if (l.processingFee !== undefined) out.push([labels.proc ?? 'Processing Fee', money(l.processingFee)]);
  return out;
}
export const FEE_FIELDS: readonly TruthField[] = ['origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee'];

/** A short, realistic T-12 / operating line for the asset. */
export function opsLine(d: Sw): string {
  switch (d.asset) {
    case 'mhc': return `${d.count} pads, ${d.poh} POH / ${d.toh} TOH, lot rent ${money(d.rent)}/mo, ${Math.round(d.occupancy * 100)}% occupied`;
    case 'rv': return `${d.count} sites (mix of monthly and nightly), avg ${money(d.rent)}/mo monthly rate, ${Math.round(d.occupancy * 100)}% annual occupancy`;
    case 'storage': return `${num(d.count)} units / ${num(d.count * 95)} net rentable SF, ${Math.round(d.occupancy * 100)}% physical occupancy, avg ${money(d.rent)}/unit`;
    case 'motel': return `${d.count} keys, ADR ${money(d.rent)}, ${Math.round(d.occupancy * 100)}% occ, RevPAR ${money(Math.round(d.rent * d.occupancy * 100) / 100, true)}`;
    default: return `${d.acres} acres, unimproved, power at the road`;
  }
}
