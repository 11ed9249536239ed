// Shared helpers of set-ae: a mountain-town lending desk (ski condos, condo-hotel units, short-term rentals,
// small mixed-use buildings). `mountain()` moves a generated deal into a resort town and keeps every fact the
// document will print consistent with the truth, which is always computed from the moved deal.
import { truthOf } from '../../../truth';
import type { Address, DealFacts, LoanPurpose, LoanType, Person, PropertyType, Rng, Truth, TruthField } from '../../../types';

export { esc, documentHtml, kvTable, letterhead, checkboxes, accent, flow, initials } from '../../../style';
export { truthOf };

interface Town { city: string; state: string; stateName: string; zips: readonly string[]; county: string; area: string; mountain: string; streets: readonly string[] }

export const TOWNS: readonly Town[] = [
  { city: 'Breckenridge', state: 'CO', stateName: 'Colorado', zips: ['80424'], county: 'Summit', area: '970', mountain: 'Peak 8', streets: ['Ski Hill Rd', 'S Park Ave', 'N Main St', 'Columbine Rd', 'French St', 'Ridge St', 'Village Rd', 'Broken Lance Dr', 'Shock Hill Dr', 'Gold Flake Ter'] },
  { city: 'Frisco', state: 'CO', stateName: 'Colorado', zips: ['80443'], county: 'Summit', area: '970', mountain: 'Copper', streets: ['E Main St', 'Galena St', 'Granite St', 'S 5th Ave', 'Belford St'] },
  { city: 'Keystone', state: 'CO', stateName: 'Colorado', zips: ['80435'], county: 'Summit', area: '970', mountain: 'River Run', streets: ['River Run Rd', 'Montezuma Rd', 'Soda Ridge Rd', 'Ski Tip Ln', 'Tenderfoot St'] },
  { city: 'Silverthorne', state: 'CO', stateName: 'Colorado', zips: ['80498'], county: 'Summit', area: '970', mountain: 'Keystone', streets: ['Blue River Pkwy', 'Wildernest Rd', 'Ruby Rd', 'Buffalo Mountain Dr'] },
  { city: 'Steamboat Springs', state: 'CO', stateName: 'Colorado', zips: ['80487'], county: 'Routt', area: '970', mountain: 'Gondola Square', streets: ['Burgess Creek Rd', 'Ski Time Square Dr', 'Apres Ski Way', 'Storm Meadows Dr', 'Whistler Rd', 'Lincoln Ave', 'Walton Creek Rd'] },
  { city: 'Vail', state: 'CO', stateName: 'Colorado', zips: ['81657'], county: 'Eagle', area: '970', mountain: 'Lionshead', streets: ['Gore Creek Dr', 'W Meadow Dr', 'Lionshead Cir', 'E Meadow Dr', 'Bridge St', 'Vail Valley Dr', 'Beaver Dam Rd'] },
  { city: 'Avon', state: 'CO', stateName: 'Colorado', zips: ['81620'], county: 'Eagle', area: '970', mountain: 'Beaver Creek', streets: ['Benchmark Rd', 'W Beaver Creek Blvd', 'E Beaver Creek Blvd', 'Village Rd', 'Prater Rd'] },
  { city: 'Edwards', state: 'CO', stateName: 'Colorado', zips: ['81632'], county: 'Eagle', area: '970', mountain: 'Arrowhead', streets: ['Arrowhead Dr', 'Cordillera Way', 'Homestead Dr', 'Edwards Village Blvd'] },
  { city: 'Snowmass Village', state: 'CO', stateName: 'Colorado', zips: ['81615'], county: 'Pitkin', area: '970', mountain: 'Base Village', streets: ['Brush Creek Rd', 'Wood Rd', 'Carriage Way', 'Owl Creek Rd'] },
  { city: 'Telluride', state: 'CO', stateName: 'Colorado', zips: ['81435'], county: 'San Miguel', area: '970', mountain: 'Mountain Village', streets: ['W Colorado Ave', 'S Oak St', 'E Pacific Ave', 'Mountain Village Blvd', 'San Joaquin Rd'] },
  { city: 'Crested Butte', state: 'CO', stateName: 'Colorado', zips: ['81224'], county: 'Gunnison', area: '970', mountain: 'Mt. CB base', streets: ['Elk Ave', 'Emmons Rd', 'Gothic Rd', 'Treasury Rd'] },
  { city: 'Winter Park', state: 'CO', stateName: 'Colorado', zips: ['80482'], county: 'Grand', area: '970', mountain: 'the base area', streets: ['Vasquez Rd', 'Arapahoe Rd', 'Cooper Creek Way', 'Lions Gate Dr'] },
  { city: 'Park City', state: 'UT', stateName: 'Utah', zips: ['84060', '84098'], county: 'Summit', area: '435', mountain: 'Canyons Village', streets: ['Park Ave', 'Empire Ave', 'Deer Valley Dr', 'Marsac Ave', 'Lowell Ave', 'Canyons Resort Dr', 'Kearns Blvd', 'Royal St'] },
  { city: 'Heber City', state: 'UT', stateName: 'Utah', zips: ['84032'], county: 'Wasatch', area: '435', mountain: 'Deer Valley East', streets: ['N Main St', 'Center St', 'Mill Rd', 'Lake Creek Rd'] },
  { city: 'Midway', state: 'UT', stateName: 'Utah', zips: ['84049'], county: 'Wasatch', area: '435', mountain: 'Soldier Hollow', streets: ['W Main St', 'Homestead Dr', 'Pine Canyon Rd', 'Michie Ln'] },
  { city: 'Jackson', state: 'WY', stateName: 'Wyoming', zips: ['83001'], county: 'Teton', area: '307', mountain: 'Snow King', streets: ['E Broadway', 'Snow King Ave', 'N Cache St', 'E Kelly Ave', 'W Pearl Ave', 'Flat Creek Dr'] },
  { city: 'Teton Village', state: 'WY', stateName: 'Wyoming', zips: ['83025'], county: 'Teton', area: '307', mountain: 'the tram', streets: ['McCollister Dr', 'Teton Village Rd', 'Granite Ridge Rd', 'Wapiti Ln'] },
  { city: 'Wilson', state: 'WY', stateName: 'Wyoming', zips: ['83014'], county: 'Teton', area: '307', mountain: 'Teton Pass', streets: ['Moose Wilson Rd', 'Fall Creek Rd', 'Wenzel Ln', 'Fish Creek Rd'] },
  { city: 'Ketchum', state: 'ID', stateName: 'Idaho', zips: ['83340'], county: 'Blaine', area: '208', mountain: 'River Run lift', streets: ['Warm Springs Rd', 'N Main St', 'Sun Valley Rd', 'E 4th St', 'Bald Mountain Rd'] },
  { city: 'Sun Valley', state: 'ID', stateName: 'Idaho', zips: ['83353'], county: 'Blaine', area: '208', mountain: 'Dollar Mountain', streets: ['Sun Valley Rd', 'Elkhorn Rd', 'Dollar Rd', 'Fairway Rd'] },
  { city: 'Hailey', state: 'ID', stateName: 'Idaho', zips: ['83333'], county: 'Blaine', area: '208', mountain: 'Bald Mountain', streets: ['N Main St', 'Wood River Dr', 'Croy St', 'Woodside Blvd', 'Bullion St'] },
  { city: 'Whitefish', state: 'MT', stateName: 'Montana', zips: ['59937'], county: 'Flathead', area: '406', mountain: 'Big Mountain', streets: ['Wisconsin Ave', 'Big Mountain Rd', 'Central Ave', 'E 2nd St', 'Edgewood Pl', 'Baker Ave'] },
];

const DIRS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const SUFFIX: Record<string, string> = { St: 'Street', Ave: 'Avenue', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Blvd: 'Boulevard', Cir: 'Circle', Way: 'Way', Pkwy: 'Parkway', Ter: 'Terrace', Pl: 'Place' };

/** "W Beaver Creek Blvd" → "West Beaver Creek Boulevard". */
function spelledOut(street: string): string {
  const words = street.split(' ');
  return words.map((w, i) => (i === 0 && words.length > 1 ? DIRS[w] : i === words.length - 1 ? SUFFIX[w] : undefined) ?? w).join(' ');
}

const LENDER_NAMES = [
  'Ten Mile Private Capital', 'High Country Bridge Lending', 'Timberline Private Funding', 'Continental Divide Capital',
  'Wasatch Back Lending', 'Tenmile Creek Capital', 'Gore Range Private Lending', 'Corner Creek Funding',
];

export interface MountainOptions {
  type?: PropertyType | readonly PropertyType[];
  loanTypes?: readonly LoanType[];
  purchase?: boolean;
  refi?: boolean;
  /** Only towns in these states (a state's own contract form). */
  states?: readonly string[];
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function purposeOf(rng: Rng, type: LoanType, current?: LoanPurpose): LoanPurpose {
  switch (type) {
    case 'Purchase': case 'Fix & Flip': case 'Land': return 'Purchase';
    case 'Refinance': return 'Refinance';
    case 'Cash Out Refi': case 'Second Mortgage': return 'Cash Out Refinance';
    case 'Construction': return 'Construction';
    default: return current && current !== 'Construction' ? current : rng.pick(['Purchase', 'Refinance'] as const);
  }
}

/** The deal, moved to a mountain town, re-priced for resort values and made consistent with the family's kind. */
export function mountain(facts: DealFacts, rng: Rng, options: MountainOptions = {}): DealFacts {
  const pool = options.states ? TOWNS.filter((t) => options.states?.includes(t.state)) : TOWNS;
  const town = rng.pick(pool.length > 0 ? pool : TOWNS);
  const property = { ...facts.property };
  const loan = { ...facts.loan, prepayment: { ...facts.loan.prepayment } };
  if (options.type) {
    const t = typeof options.type === 'string' ? options.type : rng.pick(options.type as readonly PropertyType[]);
    if (t !== property.type) {
      property.type = t;
      property.units = t === '2-4 Unit' ? rng.int(2, 4) : t === 'Multifamily (5+)' ? rng.int(5, 16) : t === 'Mixed Use' ? rng.int(3, 8) : undefined;
      property.squareFeet = t === 'Land' ? undefined : round((property.units ?? 1) * rng.int(650, 2400), 10);
      property.yearBuilt = t === 'Land' ? undefined : rng.int(1972, 2019);
    }
  }
  if (options.loanTypes && !options.loanTypes.includes(loan.type)) loan.type = rng.pick(options.loanTypes);
  // Nobody builds a single condo unit or buys one with a lot loan.
  if (property.type !== 'Land' && (loan.type === 'Land' || (['Condo', 'Townhouse'].includes(property.type) && loan.type === 'Construction'))) loan.type = 'Bridge Loan';
  if (options.purchase && !['Purchase', 'Bridge Loan', 'Fix & Flip', 'Commercial', 'Land'].includes(loan.type)) loan.type = 'Purchase';
  if (options.refi && ['Purchase', 'Fix & Flip', 'Land'].includes(loan.type)) loan.type = rng.pick(['Refinance', 'Cash Out Refi'] as const);
  let purpose = purposeOf(rng, loan.type, loan.purpose);
  if (options.purchase) purpose = 'Purchase';
  if (options.refi && purpose === 'Purchase') purpose = rng.pick(['Refinance', 'Cash Out Refinance'] as const);
  loan.purpose = purpose;
  // Resort prices: nothing under ~$450k, condos not above ~$4M.
  let k = 1;
  while (property.value * k < 450000) k += 0.5;
  if (property.type === 'Condo' && property.value * k > 4000000) k = 0.5;
  property.value = round(property.value * k, 5000);
  property.arv = ['Fix & Flip', 'Construction'].includes(loan.type) || (loan.type === 'Bridge Loan' && property.arv) ? round(property.value * (1.25 + rng.next() * 0.4), 5000) : undefined;
  if (purpose === 'Purchase') {
    property.purchasePrice = round(property.value * (0.88 + rng.next() * 0.1), 500);
    if (property.purchasePrice === property.value) property.purchasePrice -= 2500;
  } else property.purchasePrice = undefined;
  const basis = Math.min(property.value, property.purchasePrice ?? property.value);
  loan.amount = round(basis * (0.5 + rng.next() * 0.25), rng.pick([1000, 5000, 2500]));
  if (['Bridge Loan', 'Fix & Flip', 'Construction'].includes(loan.type)) loan.exit ??= rng.pick(['Sale', 'Refinance'] as const);
  else loan.exit = undefined;
  const street = rng.pick(town.streets);
  const streetLong = spelledOut(street);
  const number = String(rng.pick([rng.int(10, 99), rng.int(100, 999), rng.int(1000, 3999)]));
  let unit: string | undefined;
  if (property.type === 'Condo') unit = rng.pick([`Unit ${rng.int(101, 512)}`, `Unit ${rng.int(1, 4)}${rng.pick(['A', 'B', 'C', 'D'])}`, `Unit ${rng.pick(['A', 'B', 'C', 'E'])}${rng.int(101, 330)}`]);
  else if (property.type === 'Townhouse' && rng.chance(0.5)) unit = `Unit ${rng.int(1, 24)}`;
  const address: Address = {
    street: `${number} ${street}`, streetLong: `${number} ${streetLong}`, unit,
    city: town.city, state: town.state, stateName: town.stateName, zip: rng.pick(town.zips),
  };
  property.address = address;
  const lenderName = rng.pick(LENDER_NAMES);
  const c = facts.lender.contact;
  const domain = `${lenderName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.com`;
  const lender = { ...facts.lender, name: lenderName, contact: { ...c, email: `${c.first.toLowerCase().replace(/[^a-z]/g, '')}@${domain}` } };
  return { ...facts, property, loan, lender };
}

export function townOf(facts: DealFacts): Town {
  return TOWNS.find((t) => t.city === facts.property.address.city) ?? (TOWNS[0] as Town);
}

// ---------------------------------------------------------------------------------------------------------------
// Spelling things the way this desk does

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'long' | 'us' | 'short' | 'abbr' | 'iso';

export function dt(iso: string, style: DateStyle = 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1] as string;
  switch (style) {
    case 'long': return `${month} ${d}, ${y}`;
    case 'us': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'short': return `${m}/${d}/${y}`;
    case 'abbr': return `${month.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}

export function anyDate(rng: Rng, iso: string): string {
  return dt(iso, rng.pick(['long', 'us', 'short', 'abbr'] as const));
}

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** $1,250,000 or $1.25M / $850k the way people type in e-mails. */
export function usdLoose(rng: Rng, n: number): string {
  if (n >= 1e6 && n % 10000 === 0 && rng.chance(0.5)) return `$${n / 1e6}M`;
  if (n < 1e6 && n % 1000 === 0 && rng.chance(0.5)) return `$${n / 1000}k`;
  return usd(n);
}

export function pct(n: number): string {
  const two = n.toFixed(2);
  return Number(two) === Number(n.toFixed(6)) ? `${two}%` : `${n.toFixed(3)}%`;
}

export function num(n: number): string {
  return String(Number(n.toFixed(6)));
}

export function phone(digits: string, style: 'paren' | 'dash' | 'dot' = 'paren'): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dash' ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

export function anyPhone(rng: Rng, digits: string): string {
  return phone(digits, rng.pick(['paren', 'dash', 'dot'] as const));
}

export function einText(ein: string): string {
  return `${ein.slice(0, 2)}-${ein.slice(2)}`;
}

export function fullName(p: Person, middle = false): string {
  return middle && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

export function addr1(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? `, ${a.unit}` : ''}`;
}

export function addrLine(a: Address, long = false): string {
  return `${addr1(a, long)}, ${a.city}, ${a.state} ${a.zip}`;
}

export function addrFull(a: Address): string {
  return `${addr1(a, true)}, ${a.city}, ${a.stateName} ${a.zip}`;
}

export function termText(rng: Rng, months: number): string {
  if (months % 12 === 0 && rng.chance(0.5)) return months === 12 ? '12 months' : `${months / 12} years (${months} months)`;
  return `${months} months`;
}

export function loanTypeText(rng: Rng, type: LoanType): string {
  switch (type) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase money', 'Acquisition (purchase)']);
    case 'Refinance': return rng.pick(['Rate & term refi', 'Refinance (rate/term)', 'Rate/Term Refinance']);
    case 'Cash Out Refi': return rng.pick(['Cash-out refi', 'Cash-Out Refinance', 'Refi w/ cash out']);
    case 'Second Mortgage': return rng.pick(['2nd lien', 'Second mortgage (2nd position)', 'Second Deed of Trust']);
    case 'Bridge Loan': return rng.pick(['Bridge', 'Bridge loan', 'Short-term bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & flip', 'Renovation / fix-and-flip', 'Fix and Flip']);
    case 'Construction': return rng.pick(['Ground-up construction', 'Construction', 'New construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial (income property)', 'Commercial mortgage']);
    case 'Land': return rng.pick(['Land', 'Lot loan', 'Vacant land']);
  }
}

export function purposeText(rng: Rng, purpose: LoanPurpose): string {
  switch (purpose) {
    case 'Purchase': return rng.pick(['Purchase', 'Acquisition']);
    case 'Refinance': return rng.pick(['Refinance', 'Rate/term refinance']);
    case 'Cash Out Refinance': return rng.pick(['Cash-out refinance', 'Cash Out Refinance']);
    case 'Construction': return rng.pick(['Construction', 'Build']);
  }
}

export function propTypeText(rng: Rng, facts: DealFacts): string {
  const { type, units } = facts.property;
  switch (type) {
    case 'Condo': return rng.pick(['Condominium', 'Condo', 'Residential condo unit', 'Ski-in/ski-out condo']);
    case 'Single Family': return rng.pick(['Single-family residence', 'SFR', 'Single family home', 'Detached single-family']);
    case 'Townhouse': return rng.pick(['Townhome', 'Townhouse', 'Attached townhome']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-unit (duplex)']) : units === 3 ? 'Triplex' : rng.pick(['Fourplex', '4-unit']);
    case 'Multifamily (5+)': return `${units ?? 6}-unit apartment building`;
    case 'Mixed Use': return rng.pick(['Mixed-use (retail + residential)', 'Mixed use', 'Mixed-use building']);
    case 'Retail': return rng.pick(['Retail', 'Retail storefront']);
    case 'Office': return rng.pick(['Office', 'Office building']);
    case 'Industrial': return rng.pick(['Light industrial', 'Industrial / warehouse']);
    case 'Land': return rng.pick(['Vacant land', 'Residential lot']);
  }
}

export function exitText(rng: Rng, exit: 'Sale' | 'Refinance'): string {
  return exit === 'Sale'
    ? rng.pick(['Sale of the unit', 'Sell after ski season', 'List and sell', 'Sale'])
    : rng.pick(['Refi into long-term STR/DSCR loan', 'Refinance with bank/agency', 'Refinance', 'Take out w/ 30-yr DSCR']);
}

export function prepayText(facts: DealFacts): string {
  return facts.loan.prepayment.penalty ? (facts.loan.prepayment.terms as string) : 'None';
}

/** The fee lines a deal has: [label, value text, field]. */
export function feeLines(rng: Rng, facts: DealFacts, style: 'plain' | 'desk' = 'plain'): [string, string, TruthField][] {
  const { loan } = facts;
  const out: [string, string, TruthField][] = [];
  const pts = (n: number) => (rng.chance(0.5) ? `${num(n)} points` : `${pct(n)} of loan amount`);
  if (loan.originationPoints !== undefined) out.push([style === 'desk' ? 'Lender origination' : 'Origination fee', pts(loan.originationPoints), 'origination_points']);
  if (loan.discountPoints !== undefined) out.push([style === 'desk' ? 'Discount / buy-down' : 'Discount points', pts(loan.discountPoints), 'discount_points']);
  if (loan.brokerPoints !== undefined) out.push([style === 'desk' ? 'Broker comp (paid at close)' : 'Broker fee', pts(loan.brokerPoints), 'broker_points']);
  if (loan.docFee !== undefined) out.push([style === 'desk' ? 'Doc prep' : 'Loan document fee', usd(loan.docFee), 'loan_doc_fee']);
  if (loan.adminFee !== undefined) out.push([style === 'desk' ? 'Admin' : 'Administration fee', usd(loan.adminFee), 'admin_fee']);
  if (loan.processingFee !== undefined) out.push([style === 'desk' ? 'Processing' : 'Processing fee', usd(loan.processingFee), 'processing_fee']);
  return out;
}

/** Borrower identity fields: the entity ones when the deal has an entity. */
export function whoFields(facts: DealFacts, extra: readonly TruthField[] = []): TruthField[] {
  const base: TruthField[] = ['borrower_first_name', 'borrower_last_name'];
  if (facts.entity) base.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
  return [...base, ...extra];
}

export function borrowerLabel(facts: DealFacts): string {
  return facts.entity ? facts.entity.name : fullName(facts.borrower);
}

export function entityKind(facts: DealFacts): string {
  const e = facts.entity;
  if (!e) return '';
  switch (e.type) {
    case 'LLC': return `a ${e.stateOfFormation} limited liability company`;
    case 'Corporation': return `a ${e.stateOfFormation} corporation`;
    case 'Partnership': return `a ${e.stateOfFormation} limited partnership`;
    case 'Trust': return `a ${e.stateOfFormation} trust${e.trustDate ? ` dated ${dt(e.trustDate, 'long')}` : ''}`;
  }
}

export function truth(facts: DealFacts, fields: readonly TruthField[]): Truth {
  return truthOf(facts, fields);
}

/** The people in the office. */
export const STAFF = ['Kelsey Brandt', 'Tom Okerlund', 'Dana Rusk', 'Molly Vanderhoof', 'Jake Pettersen', 'Renata Ibarra'];
export const MGMT_COS = ['Alpenglow Vacation Rentals', 'Summit Key Stays', 'Powder Day Property Mgmt', 'Sagebrush Lodging Co.', 'Basecamp Guest Services', 'Tram Line Rentals'];
export const HOAS = ['Snowcrest Condominium Association', 'Timber Ridge Owners Association', 'The Lodge at Lift 7 HOA', 'Cinnamon Ridge Condo Assn.', 'River Run Village Owners Association', 'Elk Meadow Townhomes HOA'];

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ENTITY_WORDS = ['Powder Day', 'Bluebird', 'Tenmile', 'Corduroy', 'Cornice', 'Timberline', 'First Chair', 'Alpenglow', 'Moose Creek', 'Wapiti', 'Sawtooth', 'Big Sky'];

/** The deal with a borrowing entity (entity paperwork needs one); `type` forces its kind. */
export function withEntity(f: DealFacts, rng: Rng, type?: 'LLC' | 'Trust'): DealFacts {
  if (f.entity && (!type || f.entity.type === type)) return f;
  const kind = type ?? 'LLC';
  if (kind === 'Trust') {
    return { ...f, entity: { name: rng.pick([`The ${f.borrower.last} Family Trust`, `The ${f.borrower.first} ${f.borrower.last} Living Trust`, `${f.borrower.last} Revocable Trust`]), type: 'Trust', stateOfFormation: f.property.address.stateName, signatoryTitle: 'Trustee', trustDate: `20${rng.int(10, 23)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, ein: undefined } };
  }
  const name = `${rng.pick(ENTITY_WORDS)} ${rng.pick(['Holdings', 'Properties', 'Mountain Rentals', 'Investments', 'Lodging'])}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}`;
  return { ...f, entity: { name, type: 'LLC', stateOfFormation: rng.pick([f.property.address.stateName, 'Wyoming', 'Colorado', 'Delaware']), signatoryTitle: rng.pick(['Manager', 'Managing Member', 'Member']), ein: `${rng.pick(['84', '87', '92', '30', '46'])}${String(rng.int(0, 9999999)).padStart(7, '0')}` } };
}
