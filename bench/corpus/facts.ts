// Seeded synthetic deals. Every name, company, address, phone and EIN is invented; phones use the fictional
// 555-01xx exchange. makeFacts(makeRng(seed)) is a pure function of the seed.
import type {
  Address, Company, DealFacts, Entity, EntityType, LoanPurpose, LoanType, Person, PropertyType, Rng,
} from './types';

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export function makeRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number): number => min + Math.floor(next() * (maxInclusive - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/** Picks by weight: [[value, weight], ...]. */
export function weighted<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of options) {
    roll -= w;
    if (roll < 0) return value;
  }
  return (options[options.length - 1] as readonly [T, number])[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Places

interface City { city: string; state: string; stateName: string; zips: readonly string[]; areaCodes: readonly string[] }

const CITIES: readonly City[] = [
  { city: 'Columbus', state: 'OH', stateName: 'Ohio', zips: ['43215', '43206', '43201', '43209'], areaCodes: ['614', '380'] },
  { city: 'Cleveland', state: 'OH', stateName: 'Ohio', zips: ['44113', '44102', '44109'], areaCodes: ['216'] },
  { city: 'Cincinnati', state: 'OH', stateName: 'Ohio', zips: ['45202', '45206', '45208'], areaCodes: ['513'] },
  { city: 'Chicago', state: 'IL', stateName: 'Illinois', zips: ['60614', '60647', '60625', '60608'], areaCodes: ['312', '773'] },
  { city: 'Springfield', state: 'IL', stateName: 'Illinois', zips: ['62704', '62702'], areaCodes: ['217'] },
  { city: 'Naperville', state: 'IL', stateName: 'Illinois', zips: ['60540', '60563'], areaCodes: ['630'] },
  { city: 'Indianapolis', state: 'IN', stateName: 'Indiana', zips: ['46220', '46203', '46208'], areaCodes: ['317'] },
  { city: 'Detroit', state: 'MI', stateName: 'Michigan', zips: ['48226', '48207', '48214'], areaCodes: ['313'] },
  { city: 'Grand Rapids', state: 'MI', stateName: 'Michigan', zips: ['49503', '49506'], areaCodes: ['616'] },
  { city: 'Milwaukee', state: 'WI', stateName: 'Wisconsin', zips: ['53202', '53207', '53211'], areaCodes: ['414'] },
  { city: 'Minneapolis', state: 'MN', stateName: 'Minnesota', zips: ['55408', '55406', '55418'], areaCodes: ['612'] },
  { city: 'St. Louis', state: 'MO', stateName: 'Missouri', zips: ['63110', '63104', '63118'], areaCodes: ['314'] },
  { city: 'Kansas City', state: 'MO', stateName: 'Missouri', zips: ['64111', '64109', '64113'], areaCodes: ['816'] },
  { city: 'Nashville', state: 'TN', stateName: 'Tennessee', zips: ['37206', '37208', '37212'], areaCodes: ['615', '629'] },
  { city: 'Memphis', state: 'TN', stateName: 'Tennessee', zips: ['38104', '38111', '38117'], areaCodes: ['901'] },
  { city: 'Atlanta', state: 'GA', stateName: 'Georgia', zips: ['30308', '30307', '30310', '30316'], areaCodes: ['404', '470'] },
  { city: 'Savannah', state: 'GA', stateName: 'Georgia', zips: ['31401', '31404'], areaCodes: ['912'] },
  { city: 'Charlotte', state: 'NC', stateName: 'North Carolina', zips: ['28203', '28205', '28208'], areaCodes: ['704', '980'] },
  { city: 'Raleigh', state: 'NC', stateName: 'North Carolina', zips: ['27603', '27604', '27608'], areaCodes: ['919'] },
  { city: 'Charleston', state: 'SC', stateName: 'South Carolina', zips: ['29403', '29407', '29412'], areaCodes: ['843'] },
  { city: 'Columbia', state: 'SC', stateName: 'South Carolina', zips: ['29201', '29205'], areaCodes: ['803'] },
  { city: 'Jacksonville', state: 'FL', stateName: 'Florida', zips: ['32205', '32207', '32210'], areaCodes: ['904'] },
  { city: 'Tampa', state: 'FL', stateName: 'Florida', zips: ['33606', '33603', '33612'], areaCodes: ['813'] },
  { city: 'Orlando', state: 'FL', stateName: 'Florida', zips: ['32803', '32806', '32804'], areaCodes: ['407'] },
  { city: 'Miami', state: 'FL', stateName: 'Florida', zips: ['33137', '33125', '33142'], areaCodes: ['305', '786'] },
  { city: 'Fort Lauderdale', state: 'FL', stateName: 'Florida', zips: ['33304', '33311'], areaCodes: ['954'] },
  { city: 'Birmingham', state: 'AL', stateName: 'Alabama', zips: ['35205', '35209'], areaCodes: ['205'] },
  { city: 'New Orleans', state: 'LA', stateName: 'Louisiana', zips: ['70115', '70117', '70119'], areaCodes: ['504'] },
  { city: 'Houston', state: 'TX', stateName: 'Texas', zips: ['77008', '77004', '77019', '77023'], areaCodes: ['713', '832'] },
  { city: 'Dallas', state: 'TX', stateName: 'Texas', zips: ['75206', '75208', '75214'], areaCodes: ['214', '469'] },
  { city: 'Austin', state: 'TX', stateName: 'Texas', zips: ['78704', '78702', '78745'], areaCodes: ['512', '737'] },
  { city: 'San Antonio', state: 'TX', stateName: 'Texas', zips: ['78209', '78210', '78212'], areaCodes: ['210'] },
  { city: 'Fort Worth', state: 'TX', stateName: 'Texas', zips: ['76107', '76104', '76110'], areaCodes: ['817'] },
  { city: 'Oklahoma City', state: 'OK', stateName: 'Oklahoma', zips: ['73103', '73106', '73118'], areaCodes: ['405'] },
  { city: 'Tulsa', state: 'OK', stateName: 'Oklahoma', zips: ['74104', '74105'], areaCodes: ['918'] },
  { city: 'Denver', state: 'CO', stateName: 'Colorado', zips: ['80205', '80203', '80210', '80211'], areaCodes: ['303', '720'] },
  { city: 'Colorado Springs', state: 'CO', stateName: 'Colorado', zips: ['80903', '80907'], areaCodes: ['719'] },
  { city: 'Phoenix', state: 'AZ', stateName: 'Arizona', zips: ['85016', '85006', '85008', '85014'], areaCodes: ['602'] },
  { city: 'Tucson', state: 'AZ', stateName: 'Arizona', zips: ['85719', '85705', '85716'], areaCodes: ['520'] },
  { city: 'Scottsdale', state: 'AZ', stateName: 'Arizona', zips: ['85251', '85257'], areaCodes: ['480'] },
  { city: 'Las Vegas', state: 'NV', stateName: 'Nevada', zips: ['89104', '89101', '89107'], areaCodes: ['702'] },
  { city: 'Salt Lake City', state: 'UT', stateName: 'Utah', zips: ['84102', '84105', '84106'], areaCodes: ['801', '385'] },
  { city: 'Boise', state: 'ID', stateName: 'Idaho', zips: ['83702', '83705'], areaCodes: ['208'] },
  { city: 'Albuquerque', state: 'NM', stateName: 'New Mexico', zips: ['87106', '87108', '87110'], areaCodes: ['505'] },
  { city: 'Los Angeles', state: 'CA', stateName: 'California', zips: ['90026', '90042', '90019', '90065'], areaCodes: ['213', '323'] },
  { city: 'San Diego', state: 'CA', stateName: 'California', zips: ['92104', '92116', '92105'], areaCodes: ['619', '858'] },
  { city: 'Sacramento', state: 'CA', stateName: 'California', zips: ['95816', '95818', '95822'], areaCodes: ['916'] },
  { city: 'Oakland', state: 'CA', stateName: 'California', zips: ['94610', '94606', '94609'], areaCodes: ['510'] },
  { city: 'Fresno', state: 'CA', stateName: 'California', zips: ['93721', '93704'], areaCodes: ['559'] },
  { city: 'Portland', state: 'OR', stateName: 'Oregon', zips: ['97214', '97202', '97217'], areaCodes: ['503', '971'] },
  { city: 'Seattle', state: 'WA', stateName: 'Washington', zips: ['98103', '98118', '98122'], areaCodes: ['206'] },
  { city: 'Tacoma', state: 'WA', stateName: 'Washington', zips: ['98403', '98405'], areaCodes: ['253'] },
  { city: 'Spokane', state: 'WA', stateName: 'Washington', zips: ['99201', '99203'], areaCodes: ['509'] },
  { city: 'Baltimore', state: 'MD', stateName: 'Maryland', zips: ['21230', '21224', '21218'], areaCodes: ['410', '443'] },
  { city: 'Philadelphia', state: 'PA', stateName: 'Pennsylvania', zips: ['19125', '19146', '19147', '19143'], areaCodes: ['215', '267'] },
  { city: 'Pittsburgh', state: 'PA', stateName: 'Pennsylvania', zips: ['15206', '15213', '15217'], areaCodes: ['412'] },
  { city: 'Newark', state: 'NJ', stateName: 'New Jersey', zips: ['07104', '07105', '07107'], areaCodes: ['973'] },
  { city: 'Jersey City', state: 'NJ', stateName: 'New Jersey', zips: ['07302', '07304', '07306'], areaCodes: ['201'] },
  { city: 'Brooklyn', state: 'NY', stateName: 'New York', zips: ['11216', '11221', '11238'], areaCodes: ['718', '347'] },
  { city: 'Buffalo', state: 'NY', stateName: 'New York', zips: ['14213', '14216', '14222'], areaCodes: ['716'] },
  { city: 'Hartford', state: 'CT', stateName: 'Connecticut', zips: ['06106', '06105', '06112'], areaCodes: ['860'] },
  { city: 'Providence', state: 'RI', stateName: 'Rhode Island', zips: ['02906', '02908', '02909'], areaCodes: ['401'] },
  { city: 'Boston', state: 'MA', stateName: 'Massachusetts', zips: ['02127', '02130', '02124'], areaCodes: ['617', '857'] },
  { city: 'Worcester', state: 'MA', stateName: 'Massachusetts', zips: ['01604', '01609'], areaCodes: ['508'] },
  { city: 'Richmond', state: 'VA', stateName: 'Virginia', zips: ['23220', '23223', '23225'], areaCodes: ['804'] },
  { city: 'Norfolk', state: 'VA', stateName: 'Virginia', zips: ['23507', '23508', '23517'], areaCodes: ['757'] },
  { city: 'Washington', state: 'DC', stateName: 'District of Columbia', zips: ['20002', '20009', '20011'], areaCodes: ['202'] },
  { city: 'Louisville', state: 'KY', stateName: 'Kentucky', zips: ['40204', '40205', '40206'], areaCodes: ['502'] },
  { city: 'Little Rock', state: 'AR', stateName: 'Arkansas', zips: ['72205', '72207'], areaCodes: ['501'] },
  { city: 'Omaha', state: 'NE', stateName: 'Nebraska', zips: ['68131', '68106', '68144'], areaCodes: ['402'] },
  { city: 'Des Moines', state: 'IA', stateName: 'Iowa', zips: ['50312', '50310'], areaCodes: ['515'] },
  { city: 'Wilmington', state: 'DE', stateName: 'Delaware', zips: ['19806', '19805'], areaCodes: ['302'] },
  { city: 'Manchester', state: 'NH', stateName: 'New Hampshire', zips: ['03101', '03104'], areaCodes: ['603'] },
  { city: 'Portland', state: 'ME', stateName: 'Maine', zips: ['04101', '04103'], areaCodes: ['207'] },
  { city: 'Jackson', state: 'MS', stateName: 'Mississippi', zips: ['39202', '39216'], areaCodes: ['601'] },
  { city: 'Wichita', state: 'KS', stateName: 'Kansas', zips: ['67203', '67208'], areaCodes: ['316'] },
  { city: 'Honolulu', state: 'HI', stateName: 'Hawaii', zips: ['96816', '96822'], areaCodes: ['808'] },
  { city: 'Anchorage', state: 'AK', stateName: 'Alaska', zips: ['99501', '99504'], areaCodes: ['907'] },
];

const STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Washington', 'Lincoln', 'Jefferson', 'Lakeview', 'Hillcrest',
  'Sunset', 'Park', 'Highland', 'Ridge', 'Willow', 'Magnolia', 'Chestnut', 'Walnut', 'Spring', 'Church', 'Mill',
  'Franklin', 'Madison', 'Jackson', 'Ashford', 'Briarwood', 'Kingsley', 'Harbor', 'Bayview', 'Peachtree', 'Sycamore',
  'Dogwood', 'Hawthorne', 'Prospect', 'Grand', 'Center', 'Market', 'Broad', 'Linden', 'Poplar', 'Birch',
  'Summit', 'Fairview', 'Riverside', 'Meadow', 'Orchard', 'Juniper', 'Aspen', 'Greenwood', 'Cherry', 'Laurel',
  'Monroe', 'Adams', 'Wilson', 'Grant', 'Cleveland', 'Euclid', 'Belmont', 'Clifton', 'Woodland', 'Stonegate',
  'Forest', 'Vine', 'Colonial', 'Hampton', 'Kenwood', 'Rosewood', 'Foxhall', 'Tremont', 'Delmar', 'Cypress',
  'Ponce de Leon', 'Martin Luther King Jr', 'Dr Martin Luther King', 'Mesa Verde', 'El Camino', 'Saint Charles',
  'Twelfth', 'Third', '5th', '14th', '21st', '42nd', 'First',
];

const SUFFIXES: readonly (readonly [string, string, number])[] = [
  ['St', 'Street', 24], ['Ave', 'Avenue', 18], ['Blvd', 'Boulevard', 5], ['Dr', 'Drive', 10], ['Ln', 'Lane', 6],
  ['Rd', 'Road', 9], ['Ct', 'Court', 5], ['Way', 'Way', 4], ['Pl', 'Place', 4], ['Ter', 'Terrace', 3],
  ['Pkwy', 'Parkway', 3], ['Cir', 'Circle', 3],
];

const DIRECTIONALS: readonly (readonly [string, string])[] = [['N', 'North'], ['S', 'South'], ['E', 'East'], ['W', 'West']];

function zipNear(rng: Rng, zip: string): string {
  // Real ZIPs of the city, sometimes nudged within the same 3-digit sectional centre.
  if (!rng.chance(0.3)) return zip;
  const last2 = Math.min(99, Math.max(1, Number(zip.slice(3)) + rng.int(-4, 4)));
  return zip.slice(0, 3) + String(last2).padStart(2, '0');
}

export interface AddressOptions {
  /** Probability of a unit designator. */
  unitChance?: number;
  /** "Suite" rather than "Unit"/"Apt" (commercial). */
  commercial?: boolean;
  /** Restrict to one state. */
  state?: string;
}

export function makeAddress(rng: Rng, options: AddressOptions = {}): Address {
  const pool = options.state ? CITIES.filter((c) => c.state === options.state) : CITIES;
  const place = rng.pick(pool.length > 0 ? pool : CITIES);
  const number = String(weighted(rng, [[rng.int(1, 99), 1], [rng.int(100, 999), 4], [rng.int(1000, 9999), 4], [rng.int(10000, 28999), 1]]));
  const name = rng.pick(STREET_NAMES);
  const [suffix, suffixLong] = weighted(rng, SUFFIXES.map(([s, l, w]) => [[s, l] as const, w] as const));
  const directional = rng.chance(0.15) ? rng.pick(DIRECTIONALS) : undefined;
  const street = [number, directional?.[0], name, suffix].filter(Boolean).join(' ');
  const streetLong = [number, directional?.[1], name, suffixLong].filter(Boolean).join(' ');
  let unit: string | undefined;
  if (rng.chance(options.unitChance ?? 0.12)) {
    unit = options.commercial
      ? `Suite ${rng.int(1, 9)}${rng.pick(['00', '10', '20', '50'])}`
      : weighted(rng, [
        [`Unit ${rng.int(1, 12)}${rng.pick(['A', 'B', 'C', 'D'])}`, 4],
        [`Apt ${rng.int(1, 24)}`, 3],
        [`Unit ${rng.int(101, 640)}`, 2],
      ]);
  }
  return { street, streetLong, unit, city: place.city, state: place.state, stateName: place.stateName, zip: zipNear(rng, rng.pick(place.zips)) };
}

function areaCodeFor(rng: Rng, state?: string): string {
  const pool = state ? CITIES.filter((c) => c.state === state) : CITIES;
  return rng.pick(rng.pick(pool.length > 0 ? pool : CITIES).areaCodes);
}

// ---------------------------------------------------------------------------------------------------------------
// People

const FIRST_NAMES = [
  'James', 'Michael', 'Robert', 'David', 'William', 'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Steven',
  'Andrew', 'Joshua', 'Kevin', 'Brian', 'Jason', 'Ryan', 'Jacob', 'Nicholas', 'Tyler', 'Marcus', 'Andre', 'DeShawn',
  'Terrence', 'Malik', 'Jamal', 'Luis', 'Carlos', 'Miguel', 'Alejandro', 'Javier', 'Diego', 'Rafael', 'Mateo', 'Wei',
  'Jun', 'Hiroshi', 'Minh', 'Tuan', 'Raj', 'Vikram', 'Arjun', 'Sanjay', 'Omar', 'Tariq', 'Yusuf', 'Samuel', 'Elijah',
  'Patrick', 'Sean', 'Connor', 'Liam', 'Dmitri', 'Piotr', 'Stefan', 'Kwame', 'Chinedu', 'Emeka', 'Gregory', 'Dale',
  'Mary', 'Jennifer', 'Linda', 'Patricia', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Nancy', 'Lisa', 'Ashley',
  'Michelle', 'Amanda', 'Stephanie', 'Rebecca', 'Laura', 'Rachel', 'Megan', 'Lauren', 'Tiffany', 'Keisha', 'Latoya',
  'Aaliyah', 'Imani', 'Maria', 'Guadalupe', 'Sofia', 'Isabella', 'Camila', 'Valentina', 'Lucia', 'Mei', 'Lin', 'Yuki',
  'Hana', 'Priya', 'Anjali', 'Deepa', 'Aisha', 'Fatima', 'Leila', 'Grace', 'Hannah', 'Abigail', 'Claire', 'Siobhan',
  'Colleen', 'Katarzyna', 'Anya', 'Ngozi', 'Adaeze', 'Angela', 'Denise', 'Brenda', 'Renee', 'Tamara', 'Yolanda',
  'Mary Beth', 'Jo Ann', 'Anne-Marie', 'Jean-Luc',
];

const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Taylor',
  'Moore', 'Jackson', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Campbell',
  'Roberts', 'Turner', 'Phillips', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Rogers', 'Reed',
  'Cook', 'Bell', 'Murphy', 'Bailey', 'Cooper', 'Richardson', 'Howard', 'Ward', 'Washington', 'Jefferson', 'Whitaker',
  'Abernathy', 'Fitzgerald', 'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez',
  'Ramirez', 'Torres', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Castillo', 'Morales', 'Gutierrez', 'Nguyen', 'Tran',
  'Pham', 'Le', 'Kim', 'Park', 'Lee', 'Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Yamamoto', 'Tanaka', 'Nakamura',
  'Patel', 'Shah', 'Singh', 'Gupta', 'Reddy', 'Iyer', 'Haddad', 'Khoury', 'Rahman', 'Okafor', 'Adeyemi', 'Mensah',
  'Kowalski', 'Nowak', 'Johansson', 'Lindqvist', 'Petrov', 'Ivanova', 'Goldberg', 'Rosenthal', 'Schwartz', 'Weiss',
  'Russo', 'Esposito', 'Romano', 'DiMarco', 'LeBlanc', 'Fontaine', 'Dubois', 'MacKenzie', 'MacLeod',
  // Names that trip naive capitalisation and splitting.
  'McDonald', 'McAllister', 'McKenna', 'McGregor', 'McCarthy', "O'Brien", "O'Connor", "O'Neil", "O'Malley", "D'Angelo",
  'Smith-Jones', 'Garcia-Lopez', 'Harris-Lee', 'Okafor-Williams', 'de la Cruz', 'de la Rosa', 'De Leon', 'del Rio',
  'Van Buren', 'van der Berg', 'St. Clair', 'Da Silva', 'dos Santos', 'Le Roux', 'Al-Sayed', 'Ben-David',
];

const MIDDLE_NAMES = [
  'Ann', 'Marie', 'Lynn', 'Louise', 'Elizabeth', 'Rose', 'Jean', 'Grace', 'James', 'Lee', 'Allen', 'Edward', 'Thomas',
  'Joseph', 'Ray', 'Wayne', 'Michael', 'Alexander', 'Antonio', 'Jose', 'Kumar', 'Hoang',
];

const EMAIL_PROVIDERS: readonly (readonly [string, number])[] = [
  ['gmail.com', 40], ['yahoo.com', 12], ['outlook.com', 10], ['icloud.com', 8], ['aol.com', 4], ['hotmail.com', 6],
  ['comcast.net', 3], ['att.net', 2], ['me.com', 2], ['protonmail.com', 2], ['msn.com', 1], ['live.com', 1],
];

/** Lower-case ASCII letters of a name, for e-mail local parts and domains. */
export function slug(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
}

const usedPhoneLines = new WeakMap<Rng, Set<string>>();

/** A fictional 10-digit phone: real area code, 555-01xx line, unique within one rng's deal. */
export function makePhone(rng: Rng, state?: string): string {
  let used = usedPhoneLines.get(rng);
  if (!used) {
    used = new Set();
    usedPhoneLines.set(rng, used);
  }
  let line = '';
  for (let i = 0; i < 200; i++) {
    line = `01${String(rng.int(0, 99)).padStart(2, '0')}`;
    if (!used.has(line)) break;
  }
  used.add(line);
  return `${areaCodeFor(rng, state)}555${line}`;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function randomDate(rng: Rng, fromYear: number, toYear: number): string {
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  return isoDate(year, month, rng.int(1, daysInMonth(year, month)));
}

function creditScore(rng: Rng): number {
  // Roughly bell-shaped around 720, clipped to 620–820.
  const score = Math.round(620 + ((rng.next() + rng.next() + rng.next()) / 3) * 200);
  return Math.min(820, Math.max(620, score));
}

export interface PersonOptions {
  /** An e-mail domain (a company's); otherwise a consumer provider or, sometimes, `ownDomain`. */
  domain?: string;
  ownDomain?: string;
  state?: string;
  last?: string;
}

export function makePerson(rng: Rng, options: PersonOptions = {}): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = options.last ?? rng.pick(LAST_NAMES);
  const middle = rng.chance(0.4) ? (rng.chance(0.5) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : rng.pick(MIDDLE_NAMES)) : undefined;
  const f = slug(first);
  const l = slug(last);
  let email: string;
  if (options.domain) {
    email = `${weighted(rng, [[`${f}.${l}`, 4], [`${f[0]}${l}`, 3], [f, 2], [`${f}${l[0]}`, 1]])}@${options.domain}`;
  } else {
    const domain = options.ownDomain && rng.chance(0.35) ? options.ownDomain : weighted(rng, EMAIL_PROVIDERS);
    const year = String(rng.int(1950, 1999)).slice(2);
    const local = weighted(rng, [
      [`${f}.${l}`, 5], [`${f}${l}`, 3], [`${f[0]}${l}`, 3], [`${f}${l}${rng.int(1, 99)}`, 3], [`${f}.${l}${year}`, 2],
      [`${l}.${f}`, 1], [`${f}_${l}`, 1], [`${f}${middle ? slug(middle)[0] : ''}${l}`, 1],
      [`${l}${rng.pick(['homes', 'invest', 'realty', 'props', 're'])}`, 1],
    ]);
    email = `${local}@${domain}`;
  }
  return {
    first,
    middle,
    last,
    email: email.toLowerCase(),
    phone: makePhone(rng, options.state),
    dob: randomDate(rng, 1950, 1995),
    creditScore: creditScore(rng),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Entities and companies

const NAME_WORDS = [
  'Harbor Light', 'Cedar Ridge', 'Oakmont', 'Blue Sky', 'Red Brick', 'Stonebridge', 'Silver Creek', 'Ironwood',
  'Maple Leaf', 'Northstar', 'Lakeside', 'Evergreen', 'Granite', 'Copper Kettle', 'Sunrise', 'Keystone', 'Riverbend',
  'Golden Gate', 'Pinecrest', 'Bluebird', 'Whitestone', 'Tall Oaks', 'Old Mill', 'Fox Run', 'High Street',
  'Brick & Beam', 'Front Porch', 'Cornerstone', 'Bayshore', 'Sandpiper', 'Magnolia', 'Hearthstone', 'Parkside',
  'Three Rivers', 'Twin Pines', 'Arrowhead', 'Summit View', 'Prairie Wind', 'Crescent', 'Lighthouse', 'Mosaic',
  'Trinity', 'Legacy', 'Heritage', 'Urban Nest', 'Key Lime', 'Liberty Bell', 'Pelican', 'Mesa', 'Desert Rose',
];

const LLC_NOUNS = ['Holdings', 'Homes', 'Properties', 'Investments', 'Capital', 'Ventures', 'Realty', 'Group', 'Development', 'Rentals', 'Acquisitions', 'Real Estate'];
const CORP_NOUNS = ['Homes', 'Builders', 'Development', 'Construction', 'Properties', 'Enterprises', 'Realty'];
const LP_NOUNS = ['Capital Partners', 'Investors', 'Real Estate Fund', 'Property Partners', 'Income Fund', 'Housing Partners'];

const FORMATION_STATES = ['Delaware', 'Wyoming', 'Nevada', 'Texas', 'Florida', 'Ohio', 'Georgia', 'California', 'Illinois', 'New York', 'Colorado', 'Arizona', 'North Carolina', 'Tennessee', 'Michigan'];

function makeEin(rng: Rng): string {
  // IRS campus prefixes; the rest random.
  const prefix = rng.pick(['20', '26', '27', '30', '32', '35', '36', '38', '45', '46', '47', '61', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93', '98', '99']);
  return `${prefix}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
}

/** A borrowing entity for `principal` (its signatory); `type` forces the kind of entity. */
export function makeEntity(rng: Rng, principal: Person, propertyState: string, documentYear: number, type?: EntityType): Entity {
  type ??= weighted<EntityType>(rng, [['LLC', 55], ['Trust', 20], ['Corporation', 15], ['Partnership', 10]]);
  const word = rng.chance(0.2) ? principal.last : rng.pick(NAME_WORDS);
  const stateOfFormation = rng.chance(0.5) ? (CITIES.find((c) => c.state === propertyState)?.stateName ?? 'Delaware') : rng.pick(FORMATION_STATES);
  switch (type) {
    case 'LLC':
      return {
        name: `${word} ${rng.pick(LLC_NOUNS)}${weighted(rng, [[' LLC', 5], [', LLC', 4], [' L.L.C.', 1]])}`,
        type,
        ein: makeEin(rng),
        stateOfFormation,
        signatoryTitle: weighted(rng, [['Managing Member', 5], ['Member', 3], ['Manager', 2], ['Sole Member', 1]]),
      };
    case 'Corporation':
      return {
        name: `${word} ${rng.pick(CORP_NOUNS)}${weighted(rng, [[', Inc.', 5], [' Inc.', 2], [' Corp.', 1], [' Corporation', 1]])}`,
        type,
        ein: makeEin(rng),
        stateOfFormation,
        signatoryTitle: weighted(rng, [['President', 6], ['CEO', 2], ['Chief Executive Officer', 1], ['Vice President', 1]]),
      };
    case 'Partnership':
      return {
        name: `${word} ${rng.pick(LP_NOUNS)}${weighted(rng, [[', L.P.', 4], [' LP', 3], [', LP', 2]])}`,
        type,
        ein: makeEin(rng),
        stateOfFormation,
        signatoryTitle: weighted(rng, [['General Partner', 3], ['Managing Partner', 2]]),
      };
    case 'Trust': {
      const last = principal.last;
      const name = weighted(rng, [
        [`The ${last} Family Trust`, 4],
        [`The ${principal.first} ${last} Living Trust`, 3],
        [`${last} Revocable Trust`, 2],
        [`The ${last} Irrevocable Trust`, 1],
        [`${rng.pick(NAME_WORDS)} Land Trust`, 1],
      ]);
      return {
        name,
        type,
        ein: rng.chance(0.45) ? makeEin(rng) : undefined,
        stateOfFormation,
        signatoryTitle: 'Trustee',
        trustDate: randomDate(rng, 2001, documentYear - 1),
      };
    }
  }
}

const LENDERS = [
  'Keystone Bridge Capital', 'Summit Private Lending', 'Northpoint Funding Group', 'Bluewater Lending Partners',
  'Ironclad Capital Finance', 'Granite Peak Lending', 'Meridian Real Estate Finance', 'Lakeshore Private Capital',
  'Anchor Point Lending', 'Redline Capital Funding', 'Beacon Hill Private Credit', 'Tidewater Bridge Lending',
  'Prairie Fund Capital', 'Canyon State Lending', 'Patriot Hard Money Lenders', 'Broadway Private Mortgage',
];
const BROKERS = [
  'Apex Mortgage Advisors', 'Cornerstone Capital Brokers', 'Pinnacle Loan Partners', 'BrightPath Funding',
  'Crossroads Commercial Mortgage', 'Elevate Capital Advisors', 'True North Loan Brokerage', 'Harborview Financial',
  'Main Street Capital Sourcing', 'Velocity Loan Group', 'Oak & Ivy Mortgage', 'Compass Real Estate Finance',
];
const APPRAISERS = [
  'Midwest Valuation Group', 'Precision Appraisal Services', 'Coastal Appraisal Associates', 'Benchmark Valuation Partners',
  'Clearview Appraisal Co.', 'Allied Property Valuations', 'Frontier Appraisal Group', 'Landmark Valuation Services',
];
const TITLES = [
  'First Landmark Title Agency', 'Heritage Title & Escrow', 'Liberty Title Insurance Agency', 'Cardinal Title Company',
  'Guardian Settlement Services', 'Pioneer Title & Abstract', 'Capitol Escrow and Title', 'Sterling Land Title',
];

function makeCompany(rng: Rng, names: readonly string[], taken: Set<string>): Company {
  let name = rng.pick(names);
  for (let i = 0; i < 20 && taken.has(name); i++) name = rng.pick(names);
  taken.add(name);
  const domainRoot = slug(name.replace(/\b(Co\.|Company|Group|Services|Agency|Partners|Associates)\b/g, ''));
  const domain = `${domainRoot}.${weighted(rng, [['com', 8], ['net', 1], ['co', 1]])}`;
  const address = makeAddress(rng, { unitChance: 0.6, commercial: true });
  return { name, contact: makePerson(rng, { domain, state: address.state }), address };
}

// ---------------------------------------------------------------------------------------------------------------
// Deals

const PREPAYMENT_TERMS = [
  '6 months minimum interest', '3 months minimum interest', '90 days minimum interest',
  '3% / 2% / 1% step-down', '3/2/1 step-down over 36 months', '5/4/3/2/1 step-down',
  '1% of the amount prepaid within the first 6 months', '2% of the outstanding balance if repaid in the first 12 months',
  'Minimum interest of 4 months', '1% of the original loan amount during the first year',
];

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function propertyTypeFor(rng: Rng, type: LoanType): PropertyType {
  if (type === 'Land') return 'Land';
  if (type === 'Commercial') return weighted(rng, [['Retail', 3], ['Office', 3], ['Industrial', 2], ['Mixed Use', 3], ['Multifamily (5+)', 3]]);
  if (type === 'Construction') return weighted(rng, [['Single Family', 6], ['Townhouse', 2], ['2-4 Unit', 2], ['Multifamily (5+)', 1]]);
  return weighted(rng, [
    ['Single Family', 12], ['2-4 Unit', 5], ['Condo', 3], ['Townhouse', 3], ['Multifamily (5+)', 2], ['Mixed Use', 1],
  ]);
}

function purposeFor(rng: Rng, type: LoanType): LoanPurpose {
  switch (type) {
    case 'Purchase': case 'Fix & Flip': case 'Land': return weighted(rng, [['Purchase', 9], ['Refinance', type === 'Fix & Flip' ? 1 : 0]]);
    case 'Refinance': return 'Refinance';
    case 'Cash Out Refi': case 'Second Mortgage': return 'Cash Out Refinance';
    case 'Construction': return 'Construction';
    case 'Bridge Loan': case 'Commercial': return weighted(rng, [['Purchase', 5], ['Refinance', 3], ['Cash Out Refinance', 2]]);
  }
}

function baseValue(rng: Rng, type: PropertyType): number {
  switch (type) {
    case 'Land': return rng.int(60, 900) * 1000;
    case 'Condo': case 'Townhouse': return rng.int(140, 850) * 1000;
    case 'Single Family': return weighted(rng, [[rng.int(95, 350), 5], [rng.int(350, 900), 4], [rng.int(900, 2400), 1]]) * 1000;
    case '2-4 Unit': return rng.int(220, 1400) * 1000;
    case 'Multifamily (5+)': return rng.int(900, 6500) * 1000;
    default: return rng.int(450, 5200) * 1000;
  }
}

export function makeFacts(rng: Rng): DealFacts {
  const documentDate = randomDate(rng, 2024, 2026);
  const documentYear = Number(documentDate.slice(0, 4));
  const closingDate = addDays(documentDate, rng.int(12, 62));

  const loanType = weighted<LoanType>(rng, [
    ['Fix & Flip', 18], ['Bridge Loan', 16], ['Purchase', 12], ['Cash Out Refi', 11], ['Refinance', 9],
    ['Construction', 10], ['Commercial', 10], ['Second Mortgage', 4], ['Land', 4],
  ]);
  const propertyType = propertyTypeFor(rng, loanType);
  const commercialUse = ['Retail', 'Office', 'Industrial', 'Mixed Use'].includes(propertyType);
  const address = makeAddress(rng, {
    unitChance: propertyType === 'Condo' ? 0.85 : propertyType === 'Land' ? 0 : commercialUse ? 0.25 : 0.06,
    commercial: commercialUse,
  });

  const entityBorrower = rng.chance(0.5);
  const borrowerState = rng.chance(0.7) ? address.state : undefined;
  const borrowerLast = rng.pick(LAST_NAMES);
  const preEntityWord = !entityBorrower && rng.chance(0.3) ? slug(rng.pick(NAME_WORDS)) : undefined;
  const borrower = makePerson(rng, { state: borrowerState, last: borrowerLast, ownDomain: preEntityWord ? `${preEntityWord}${rng.pick(['homes', 'llc', 'capital', 'properties'])}.com` : undefined });
  const entity = entityBorrower ? makeEntity(rng, borrower, address.state, documentYear) : undefined;
  if (entity && entity.type !== 'Trust' && rng.chance(0.3)) {
    const root = slug(entity.name.replace(/,?\s*(LLC|L\.L\.C\.|Inc\.|Corp\.|Corporation|L\.P\.|LP)$/i, ''));
    const local = rng.pick([slug(borrower.first), `${slug(borrower.first)[0]}${slug(borrower.last)}`, `${slug(borrower.first)}.${slug(borrower.last)}`]);
    borrower.email = `${local}@${root}.com`;
  }
  const coBorrower = rng.chance(entityBorrower ? 0.12 : 0.3)
    ? makePerson(rng, { state: borrowerState, last: rng.chance(0.5) ? borrower.last : undefined })
    : undefined;

  let value = roundTo(baseValue(rng, propertyType), weighted(rng, [[5000, 5], [1000, 3], [10000, 2]]));
  const purpose = purposeFor(rng, loanType);
  let purchasePrice: number | undefined;
  if (purpose === 'Purchase') {
    purchasePrice = roundTo(value * (0.84 + rng.next() * 0.18), weighted(rng, [[1000, 4], [500, 3], [100, 1], [5000, 3]]));
    if (rng.chance(0.15)) purchasePrice -= 100; // 249,900-style asks
    if (loanType === 'Fix & Flip') {
      // Distressed buys trade below as-is value less often than one would think; keep them close.
      purchasePrice = roundTo(value * (0.8 + rng.next() * 0.2), 500);
    }
    // A price equal to the value would make the two indistinguishable in documents that print only one.
    if (purchasePrice === value) purchasePrice -= weighted(rng, [[5000, 2], [2500, 1], [1000, 1]]);
  }
  const arv = loanType === 'Fix & Flip' || loanType === 'Construction' || (loanType === 'Bridge Loan' && rng.chance(0.35))
    ? roundTo(value * (1.25 + rng.next() * 0.55), 5000)
    : undefined;
  if (loanType === 'Construction' && purpose === 'Construction') value = roundTo(value * 0.55, 5000); // land + start

  const ltv = 0.5 + rng.next() * 0.3;
  const basis = purchasePrice !== undefined ? Math.min(purchasePrice, value) : value;
  const amount = roundTo(basis * ltv, weighted(rng, [[5000, 4], [1000, 3], [500, 2], [250, 1]]));

  const longTerm = ['Refinance', 'Cash Out Refi', 'Purchase'].includes(loanType) && rng.chance(0.22);
  const termMonths = longTerm
    ? 360
    : weighted(rng, [[12, 30], [6, 5], [9, 4], [13, 3], [18, 12], [24, 12], [36, 6], [15, 2], [60, loanType === 'Commercial' ? 5 : 0]]);
  const eighths = longTerm ? rng.int(56, 76) : rng.int(56, 112); // 7.000 – 9.500 or 14.000
  const rate = weighted(rng, [[Math.round(eighths / 4) * 4, 4], [Math.round(eighths / 2) * 2, 4], [eighths, 2]]) / 8;

  const points = (min: number, max: number) => weighted(rng, [[rng.int(min * 2, max * 2) / 2, 4], [rng.int(min * 4, max * 4) / 4, 1]]);
  const prepaymentPenalty = rng.chance(longTerm ? 0.7 : 0.25);
  const exit = ['Bridge Loan', 'Fix & Flip', 'Construction'].includes(loanType)
    ? (loanType === 'Fix & Flip' ? weighted<'Sale' | 'Refinance'>(rng, [['Sale', 8], ['Refinance', 2]]) : rng.pick(['Sale', 'Refinance'] as const))
    : undefined;

  const taken = new Set<string>();
  const lender = makeCompany(rng, LENDERS, taken);
  const broker = makeCompany(rng, BROKERS, taken);
  const appraiser = makeCompany(rng, APPRAISERS, taken);
  const title = makeCompany(rng, TITLES, taken);
  const seller = makePerson(rng, { state: address.state });

  const units = propertyType === '2-4 Unit' ? rng.int(2, 4) : propertyType === 'Multifamily (5+)' ? rng.int(5, 48) : propertyType === 'Mixed Use' ? rng.int(2, 9) : undefined;
  return {
    borrower,
    coBorrower,
    entity,
    property: {
      address,
      type: propertyType,
      value,
      purchasePrice,
      arv,
      units,
      yearBuilt: propertyType === 'Land' ? undefined : rng.int(1905, 2021),
      squareFeet: propertyType === 'Land' ? undefined : roundTo((units ?? 1) * rng.int(750, 2600), 10),
    },
    loan: {
      amount,
      type: loanType,
      purpose,
      termMonths,
      rate,
      closingDate,
      originationPoints: rng.chance(0.9) ? points(0.5, 4) : undefined,
      discountPoints: rng.chance(0.15) ? points(0.5, 1.5) : undefined,
      brokerPoints: rng.chance(0.45) ? points(0.5, 2) : undefined,
      docFee: rng.chance(0.6) ? rng.pick([495, 595, 695, 750, 895, 995, 1195, 1250, 1495, 1995]) : undefined,
      adminFee: rng.chance(0.45) ? rng.pick([295, 395, 450, 495, 595, 795, 995]) : undefined,
      processingFee: rng.chance(0.55) ? rng.pick([395, 495, 595, 695, 795, 895, 995, 1095, 1250]) : undefined,
      prepayment: prepaymentPenalty ? { penalty: true, terms: rng.pick(PREPAYMENT_TERMS) } : { penalty: false },
      exit,
      loanNumber: `${String(documentYear).slice(2)}${String(rng.int(0, 99999)).padStart(5, '0')}`,
    },
    lender,
    broker,
    seller,
    appraiser,
    title,
    documentDate,
  };
}
