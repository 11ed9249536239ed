// set-u shared kit: South Florida / Puerto Rico localisation of a deal, number and date spellings, decoy parties.
import { plainNumber } from '../../../truth';
import type { Address, DealFacts, Entity, EntityType, LoanType, Person, PropertyType, Rng, TruthField } from '../../../types';

// ---------------------------------------------------------------------------------------------------------------
// Places the desk actually lends in

interface Place { city: string; state: string; stateName: string; zips: readonly string[]; area: readonly string[]; county: string }

export const PLACES: readonly Place[] = [
  { city: 'Miami', state: 'FL', stateName: 'Florida', zips: ['33131', '33130', '33137', '33132', '33125'], area: ['305', '786'], county: 'Miami-Dade' },
  { city: 'Miami Beach', state: 'FL', stateName: 'Florida', zips: ['33139', '33140', '33141'], area: ['305', '786'], county: 'Miami-Dade' },
  { city: 'Doral', state: 'FL', stateName: 'Florida', zips: ['33166', '33178', '33172'], area: ['305', '786'], county: 'Miami-Dade' },
  { city: 'Aventura', state: 'FL', stateName: 'Florida', zips: ['33180'], area: ['305'], county: 'Miami-Dade' },
  { city: 'Sunny Isles Beach', state: 'FL', stateName: 'Florida', zips: ['33160'], area: ['305', '786'], county: 'Miami-Dade' },
  { city: 'Hollywood', state: 'FL', stateName: 'Florida', zips: ['33019', '33020', '33021'], area: ['954'], county: 'Broward' },
  { city: 'Fort Lauderdale', state: 'FL', stateName: 'Florida', zips: ['33301', '33304', '33308', '33316'], area: ['954'], county: 'Broward' },
  { city: 'Pompano Beach', state: 'FL', stateName: 'Florida', zips: ['33062', '33060'], area: ['954'], county: 'Broward' },
  { city: 'Boca Raton', state: 'FL', stateName: 'Florida', zips: ['33432', '33486', '33431'], area: ['561'], county: 'Palm Beach' },
  { city: 'West Palm Beach', state: 'FL', stateName: 'Florida', zips: ['33401', '33407', '33405'], area: ['561'], county: 'Palm Beach' },
  { city: 'Orlando', state: 'FL', stateName: 'Florida', zips: ['32801', '32819', '32839', '32803'], area: ['407', '321'], county: 'Orange' },
  { city: 'Kissimmee', state: 'FL', stateName: 'Florida', zips: ['34747', '34746', '34741'], area: ['407'], county: 'Osceola' },
  { city: 'Davenport', state: 'FL', stateName: 'Florida', zips: ['33896', '33897'], area: ['863'], county: 'Polk' },
  { city: 'Tampa', state: 'FL', stateName: 'Florida', zips: ['33602', '33606', '33609', '33611'], area: ['813'], county: 'Hillsborough' },
  { city: 'St. Petersburg', state: 'FL', stateName: 'Florida', zips: ['33701', '33704', '33705'], area: ['727'], county: 'Pinellas' },
  { city: 'Clearwater Beach', state: 'FL', stateName: 'Florida', zips: ['33767'], area: ['727'], county: 'Pinellas' },
  { city: 'San Juan', state: 'PR', stateName: 'Puerto Rico', zips: ['00907', '00911', '00901', '00909'], area: ['787', '939'], county: 'San Juan' },
  { city: 'Carolina', state: 'PR', stateName: 'Puerto Rico', zips: ['00979'], area: ['787'], county: 'Carolina' },
  { city: 'Dorado', state: 'PR', stateName: 'Puerto Rico', zips: ['00646'], area: ['787'], county: 'Dorado' },
];

const BR_FIRST = ['Rodrigo', 'Thiago', 'Fernanda', 'Juliana', 'Gustavo', 'Luiz', 'Marcelo', 'Renata', 'Beatriz', 'Felipe', 'Leonardo', 'João', 'Fábio', 'Luíza', 'Paulo', 'Adriana'];
const BR_LAST = ['Carvalho', 'Mendes', 'Albuquerque', 'Ferreira', 'Pereira', 'Oliveira', 'Almeida', 'Barbosa', 'Ribeiro', 'Cavalcanti', 'Vasconcelos', 'Figueiredo', 'Azevedo', 'Gonçalves'];
const BR_MIDDLE = ['Augusto', 'Henrique', 'Cristina', 'Eduardo', 'Aparecida', 'Luís', 'Helena'];
const ES_FIRST = ['Andrés', 'Mariana', 'Santiago', 'Valeria', 'Sebastián', 'Gabriela', 'Ricardo', 'Alejandra', 'Eduardo', 'Paola', 'Hernán', 'Ximena', 'Ignacio', 'Daniela'];
const ES_LAST = ['Restrepo', 'Echeverría', 'Villalobos', 'Arismendi', 'Benítez', 'Quintero', 'Salazar', 'Montoya', 'Irazábal', 'Zambrano', 'Urdaneta', 'Cárdenas', 'Santamaría', 'Olivares'];
const ES_MIDDLE = ['José', 'Alberto', 'Isabel', 'Antonio', 'Carolina', 'Fernando'];

/** Names for the other people on a page (sellers' agents, association managers, QIs, bank officers, translators). */
const DECOY_FIRST = ['Glenda', 'Humberto', 'Rosalind', 'Osvaldo', 'Marisol', 'Clifford', 'Yadira', 'Everett', 'Nilda', 'Reinaldo', 'Tatiana', 'Wendell', 'Odalys', 'Heitor', 'Graciela', 'Barrett'];
const DECOY_LAST = ['Linhares', 'Teixeira', 'Bragança', 'Sampaio', 'Nogueira', 'Ocampo', 'Larrañaga', 'Bustamante', 'Goicoechea', 'Palacios', 'Whitfield', 'Prendergast', 'Coughlin', 'Hollister', 'Ashby', 'Kincaid', 'Valdés', 'Fonseca'];

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
function slugA(text: string): string {
  return stripAccents(text).toLowerCase().replace(/[^a-z0-9]/g, '');
}

export type Origin = 'BR' | 'LATAM' | 'US';

export interface Local {
  f: DealFacts;
  origin: Origin;
  place: Place;
  /** Decoy people, never the borrower. */
  decoy: () => string;
  /** A fictional phone that is not the borrower's: (AAA) 555-01xx with a different line. */
  decoyPhone: (area?: string) => string;
  county: string;
}

export interface LocalOptions {
  /** Chance the property is moved into the desk's markets (default 1). */
  localChance?: number;
  /** Chance the principal is a Brazilian or Latin American foreign national (default 0.45). */
  foreignChance?: number;
  forceOrigin?: Origin;
  forceType?: PropertyType;
  /** Loan types that make no sense for the document; replaced by a fitting one. */
  avoidLoanTypes?: readonly LoanType[];
  /** Force the property into Puerto Rico. */
  pr?: boolean;
  /** Give the deal a borrowing entity of this kind (replacing one of another kind). */
  forceEntity?: EntityType;
  /** Make it a purchase (a contract needs a price). */
  forcePurchase?: boolean;
  /** Plain ASCII names, as an LOS export that strips accents writes them (CSV files). */
  ascii?: boolean;
}

const ENTITY_WORDS = ['Brickell Key', 'Biscayne', 'Coral Reef', 'Royal Palm', 'Las Olas', 'Key Biscayne', 'Ipanema', 'Atlântico', 'Costa Azul', 'Manatee', 'Tarpon', 'Caribe', 'Condado', 'Orchid', 'Seagrape'];

function makeEntityFor(rng: Rng, type: EntityType, last: string): Entity {
  const word = rng.chance(0.25) ? last : rng.pick(ENTITY_WORDS);
  const ein = `${rng.pick(['30', '32', '46', '47', '59', '65', '81', '83', '88', '92'])}${String(rng.int(0, 9999999)).padStart(7, '0')}`;
  switch (type) {
    case 'LLC': return { name: `${word} ${rng.pick(['Holdings', 'Investments', 'Properties', 'Realty', 'Ventures'])}${rng.pick([' LLC', ', LLC'])}`, type, ein, stateOfFormation: rng.pick(['Florida', 'Florida', 'Delaware', 'Wyoming']), signatoryTitle: rng.pick(['Managing Member', 'Manager', 'Sole Member']) };
    case 'Corporation': return { name: `${word} ${rng.pick(['Investments', 'Holdings', 'Development', 'Properties'])}${rng.pick([', Inc.', ' Corp.', ', Inc.'])}`, type, ein, stateOfFormation: rng.pick(['Florida', 'Florida', 'Delaware']), signatoryTitle: rng.pick(['President', 'President', 'Chief Executive Officer']) };
    case 'Partnership': return { name: `${word} ${rng.pick(['Real Estate Partners', 'Investors', 'Income Partners'])}${rng.pick([', L.P.', ' LP', ', Ltd.'])}`.replace(', Ltd.', ', LP'), type, ein, stateOfFormation: rng.pick(['Florida', 'Delaware']), signatoryTitle: rng.pick(['General Partner', 'Managing Partner']) };
    case 'Trust': return { name: rng.pick([`The ${last} Family Trust`, `${last} Revocable Trust`, `${word} Land Trust`]), type, ein: rng.chance(0.4) ? ein : undefined, stateOfFormation: 'Florida', signatoryTitle: 'Trustee', trustDate: `${rng.int(2005, 2022)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` };
  }
}

/** A deep copy of the deal, moved to South Florida / Orlando / Tampa / Puerto Rico and sometimes re-peopled. */
export function localize(facts: DealFacts, rng: Rng, options: LocalOptions = {}): Local {
  const f = JSON.parse(JSON.stringify(facts)) as DealFacts;
  const addr = f.property.address;
  let place = PLACES.find((p) => p.city === addr.city && p.state === addr.state) ?? PLACES[0] as Place;
  const pool = options.pr ? PLACES.filter((p) => p.state === 'PR') : PLACES;
  if (options.pr || rng.chance(options.localChance ?? 1)) {
    place = rng.pick(pool);
    const moved: Address = { ...addr, city: place.city, state: place.state, stateName: place.stateName, zip: rng.pick(place.zips) };
    f.property.address = moved;
  }
  if (options.forceType && f.property.type !== options.forceType) {
    f.property.type = options.forceType;
    f.property.units = options.forceType === '2-4 Unit' ? rng.int(2, 4) : options.forceType === 'Multifamily (5+)' ? rng.int(5, 24) : undefined;
  }
  if (f.property.type === 'Condo' && !f.property.address.unit) {
    f.property.address.unit = rng.chance(0.6) ? `Unit ${rng.int(2, 45)}${rng.pick(['01', '02', '04', '07', '10'])}` : `Apt ${rng.int(3, 38)}${rng.pick(['03', '05', '08'])}`;
  }
  if (f.property.type === '2-4 Unit' && !f.property.units) f.property.units = 2;
  if (options.avoidLoanTypes?.includes(f.loan.type)) {
    const purchase = f.property.purchasePrice !== undefined;
    f.loan.type = purchase ? rng.pick(['Purchase', 'Bridge Loan'] as const) : rng.pick(['Refinance', 'Cash Out Refi', 'Bridge Loan'] as const);
    f.loan.purpose = purchase ? 'Purchase' : f.loan.type === 'Cash Out Refi' ? 'Cash Out Refinance' : 'Refinance';
    if (f.loan.type !== 'Bridge Loan') f.loan.exit = undefined;
    else f.loan.exit ??= rng.pick(['Sale', 'Refinance'] as const);
    f.property.arv = undefined;
  }
  if (options.forcePurchase && f.property.purchasePrice === undefined) {
    f.property.purchasePrice = Math.round(f.property.value * (0.88 + rng.next() * 0.1) / 500) * 500;
    if (f.property.purchasePrice === f.property.value) f.property.purchasePrice -= 2500;
    if (!['Fix & Flip', 'Bridge Loan', 'Commercial', 'Land'].includes(f.loan.type)) f.loan.type = 'Purchase';
    f.loan.purpose = 'Purchase';
    if (f.loan.type === 'Purchase') f.loan.exit = undefined;
  }
  const origin: Origin = options.forceOrigin ?? (rng.chance(options.foreignChance ?? 0.45) ? (rng.chance(0.5) ? 'BR' : 'LATAM') : 'US');
  if (origin !== 'US') {
    const b = f.borrower;
    const oldLast = b.last;
    const firsts = origin === 'BR' ? BR_FIRST : ES_FIRST;
    const lasts = origin === 'BR' ? BR_LAST : ES_LAST;
    b.first = rng.pick(firsts);
    b.last = rng.pick(lasts);
    b.middle = rng.chance(0.5) ? rng.pick(origin === 'BR' ? BR_MIDDLE : ES_MIDDLE) : undefined;
    const domain = origin === 'BR'
      ? rng.pick(['gmail.com', 'uol.com.br', 'terra.com.br', 'yahoo.com.br', 'hotmail.com', 'outlook.com'])
      : rng.pick(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com']);
    const fs = slugA(b.first);
    const ls = slugA(b.last);
    b.email = `${rng.pick([`${fs}.${ls}`, `${fs[0]}${ls}`, `${fs}${ls}${rng.int(1, 99)}`, `${fs}_${ls}`])}@${domain}`;
    if (f.entity && f.entity.name.includes(oldLast)) f.entity.name = f.entity.name.split(oldLast).join(b.last);
    // Foreign nationals rarely have a US score; keep it (a US ITIN file) but families may choose not to print it.
  }
  if (options.forceEntity && f.entity?.type !== options.forceEntity) f.entity = makeEntityFor(rng, options.forceEntity, f.borrower.last);
  if (f.entity && place.state === 'FL' && rng.chance(0.5)) f.entity.stateOfFormation = 'Florida';
  // The desk's counterparties sit in South Florida (title agents near the property).
  for (const company of [f.lender, f.broker, f.title, f.appraiser]) {
    if (company === f.title && place.state === 'PR') {
      company.address = { ...company.address, city: 'San Juan', state: 'PR', stateName: 'Puerto Rico', zip: '00918' };
    } else if (rng.chance(0.8)) {
      const p = rng.pick(PLACES.filter((x) => x.state === 'FL'));
      company.address = { ...company.address, city: p.city, state: p.state, stateName: p.stateName, zip: rng.pick(p.zips) };
    }
  }
  if (options.ascii) {
    f.borrower.first = stripAccents(f.borrower.first);
    f.borrower.last = stripAccents(f.borrower.last);
    if (f.borrower.middle) f.borrower.middle = stripAccents(f.borrower.middle);
    if (f.entity) f.entity.name = stripAccents(f.entity.name);
  }
  const used = new Set<string>([f.borrower.phone.slice(6)]);
  const usedNames = new Set<string>();
  const decoy = (): string => {
    let name = '';
    for (let i = 0; i < 30; i++) {
      name = `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`;
      if (!usedNames.has(name)) break;
    }
    usedNames.add(name);
    return name;
  };
  const decoyPhone = (area?: string): string => {
    let line = '';
    for (let i = 0; i < 200; i++) {
      line = `01${String(rng.int(0, 99)).padStart(2, '0')}`;
      if (!used.has(line)) break;
    }
    used.add(line);
    return `(${area ?? rng.pick(place.area)}) 555-${line}`;
  };
  return { f, origin, place, decoy, decoyPhone, county: place.county };
}

// ---------------------------------------------------------------------------------------------------------------
// Spellings

export function usd(n: number, cents = false): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
export function num(n: number, cents = false): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
}
/** A US-dollar amount in one of the spellings a desk uses. */
export function money(rng: Rng, n: number): string {
  return rng.pick([usd(n), usd(n, true), `US$ ${num(n)}`, `USD ${num(n, true)}`, usd(n)]);
}
/** Brazilian-format reais: R$ 1.234.567,89 (a decoy figure). */
export function reais(n: number): string {
  return `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
/** Latin-format euros or pesos with comma decimals (a decoy figure). */
export function commaDecimal(n: number, digits = 2): string {
  return n.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
/** A rate or points spelled only in ways equal to the value (9.875 never as 9.88). */
function d3(s: string): boolean {
  return /\.\d{3}$/.test(s);
}
export function pct(rng: Rng, value: number): string {
  // "2.500" would read as two thousand five hundred to a Latin reader: three decimals only when the value has three.
  const plain = plainNumber(value);
  const options = [plain, ...[2, 3].map((d) => value.toFixed(d)).filter((s) => Number(s) === value && s.length <= plain.length + 2 && !(d3(s) && !d3(plain)))];
  return rng.pick(options);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MESES_PT = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}
export function dLong(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
export function dAbbr(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${(MONTHS[m - 1] as string).slice(0, 3)} ${d}, ${y}`;
}
export function dUS(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}
export function dUSu(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
}
/** A deal date in a spelling the checker (and a US reader) accepts. */
export function date(rng: Rng, iso: string): string {
  return rng.pick([dLong, dAbbr, dUS, dUSu, (s: string) => s])(iso);
}
/** DD/MM/YYYY: Latin-format — used only for dates that are not deal fields (document dates, passports). */
export function dLatin(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}
/** "5 de marzo de 2025" / "5 de março de 2025" — only for non-deal dates. */
export function dWords(iso: string, lang: 'es' | 'pt'): string {
  const [y, m, d] = parts(iso);
  return `${d} de ${(lang === 'es' ? MESES : MESES_PT)[m - 1]} de ${y}`;
}
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export function isoDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function phoneFmt(rng: Rng, digits: string): string {
  const a = digits.slice(0, 3);
  const b = digits.slice(3, 6);
  const c = digits.slice(6);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a} ${b} ${c}`, `+1 (${a}) ${b}-${c}`]);
}

export function addr(a: Address, long = false): string {
  return `${long ? a.streetLong : a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${long ? a.stateName : a.state} ${a.zip}`;
}
export function addrTwo(a: Address): [string, string] {
  return [`${a.street}${a.unit ? `, ${a.unit}` : ''}`, `${a.city}, ${a.state} ${a.zip}`];
}

export function term(rng: Rng, months: number, lang: 'en' | 'es' | 'pt' = 'en'): string {
  if (lang === 'es') return rng.pick([`${months} meses`, `${months} meses (${months} months)`]);
  if (lang === 'pt') return `${months} meses`;
  if (months % 12 === 0 && months >= 24 && rng.chance(0.4)) return `${months / 12} years (${months} months)`;
  return rng.pick([`${months} months`, `${months} mos.`, `${months} Months`, `${months}-month`]);
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

export function loanTypeEn(rng: Rng, t: LoanType): string {
  switch (t) {
    case 'Purchase': return rng.pick(['Purchase', 'Purchase Money', 'Acquisition']);
    case 'Refinance': return rng.pick(['Rate/Term Refinance', 'Refinance', 'Refi (no cash out)']);
    case 'Cash Out Refi': return rng.pick(['Cash-Out Refinance', 'Cash Out Refi', 'Cash-out refi']);
    case 'Second Mortgage': return rng.pick(['Second Mortgage', '2nd Lien', '2nd Position Mortgage']);
    case 'Bridge Loan': return rng.pick(['Bridge', 'Bridge Loan', 'Short-Term Bridge']);
    case 'Fix & Flip': return rng.pick(['Fix & Flip', 'Fix and Flip', 'Rehab (Fix/Flip)']);
    case 'Construction': return rng.pick(['Ground-Up Construction', 'Construction', 'New Construction']);
    case 'Commercial': return rng.pick(['Commercial', 'Commercial Bridge', 'Commercial Mortgage']);
    case 'Land': return rng.pick(['Land', 'Lot Loan', 'Vacant Land']);
  }
}
export function loanTypeEs(t: LoanType): string {
  return {
    Purchase: 'Compra', Refinance: 'Refinanciamiento', 'Cash Out Refi': 'Refinanciamiento con retiro de efectivo (Cash-Out)',
    'Second Mortgage': 'Segunda hipoteca', 'Bridge Loan': 'Préstamo puente (Bridge)', 'Fix & Flip': 'Remodelación y venta (Fix & Flip)',
    Construction: 'Construcción', Commercial: 'Comercial', Land: 'Terreno',
  }[t];
}
export function loanTypePt(t: LoanType): string {
  return {
    Purchase: 'Compra', Refinance: 'Refinanciamento', 'Cash Out Refi': 'Refinanciamento com saque (cash-out)',
    'Second Mortgage': 'Segunda hipoteca', 'Bridge Loan': 'Empréstimo ponte (bridge)', 'Fix & Flip': 'Reforma e revenda (fix & flip)',
    Construction: 'Construção', Commercial: 'Comercial', Land: 'Terreno',
  }[t];
}
export function propTypeEn(rng: Rng, p: PropertyType, units?: number): string {
  switch (p) {
    case 'Single Family': return rng.pick(['SFR', 'Single Family Residence', 'Single-family home', 'SFH']);
    case '2-4 Unit': return units === 2 ? rng.pick(['Duplex', '2-unit', 'Duplex (2 units)']) : units === 3 ? rng.pick(['Triplex', '3-unit']) : rng.pick(['Fourplex', '4-unit', 'Quadplex']);
    case 'Condo': return rng.pick(['Condo', 'Condominium', 'Condo unit', 'Residential condominium unit']);
    case 'Townhouse': return rng.pick(['Townhouse', 'Townhome', 'TH']);
    case 'Multifamily (5+)': return `${rng.pick(['Multifamily', 'Apartment building', 'MF'])} (${units ?? 5} units)`;
    case 'Mixed Use': return rng.pick(['Mixed Use', 'Mixed-use (retail + residential)', 'Mixed-Use']);
    case 'Retail': return rng.pick(['Retail', 'Strip retail', 'Retail strip center']);
    case 'Office': return rng.pick(['Office', 'Professional office', 'Office building']);
    case 'Industrial': return rng.pick(['Industrial', 'Warehouse / flex', 'Industrial warehouse']);
    case 'Land': return rng.pick(['Land', 'Vacant land', 'Vacant lot']);
  }
}
export function propTypeEs(p: PropertyType, units?: number): string {
  return {
    'Single Family': 'Casa unifamiliar', '2-4 Unit': units === 2 ? 'Dúplex' : `Propiedad de ${units ?? 2} unidades`, Condo: 'Condominio (apartamento)',
    Townhouse: 'Townhouse', 'Multifamily (5+)': `Edificio multifamiliar (${units ?? 5} unidades)`, 'Mixed Use': 'Uso mixto', Retail: 'Local comercial (retail)',
    Office: 'Oficinas', Industrial: 'Industrial / bodega', Land: 'Terreno',
  }[p];
}
export function propTypePt(p: PropertyType, units?: number): string {
  return {
    'Single Family': 'Casa (single family)', '2-4 Unit': units === 2 ? 'Duplex' : `Imóvel com ${units ?? 2} unidades`, Condo: 'Apartamento em condomínio',
    Townhouse: 'Townhouse (sobrado)', 'Multifamily (5+)': `Prédio multifamiliar (${units ?? 5} unidades)`, 'Mixed Use': 'Uso misto', Retail: 'Loja / varejo',
    Office: 'Escritórios', Industrial: 'Galpão industrial', Land: 'Terreno',
  }[p];
}
export function exitEn(rng: Rng, e: 'Sale' | 'Refinance'): string {
  return e === 'Sale' ? rng.pick(['Sale of property', 'Sell upon completion', 'Sale', 'List and sell']) : rng.pick(['Refinance', 'Refi into DSCR loan', 'Refinance with conventional/DSCR lender']);
}
export function purposeEn(p: string): string {
  return p === 'Cash Out Refinance' ? 'Cash-Out Refinance' : p;
}
export function prepayEn(rng: Rng, f: DealFacts): string {
  return f.loan.prepayment.penalty ? `${rng.pick(['Yes —', 'Yes:', 'Applies —'])} ${f.loan.prepayment.terms ?? ''}` : rng.pick(['None', 'No prepayment penalty', 'No', 'N/A — none']);
}
export function prepayEs(f: DealFacts): string {
  return f.loan.prepayment.penalty ? `Sí — ${f.loan.prepayment.terms ?? ''}` : 'No aplica (sin penalidad)';
}
export function prepayPt(f: DealFacts): string {
  return f.loan.prepayment.penalty ? `Sim — ${f.loan.prepayment.terms ?? ''}` : 'Não (sem multa por quitação antecipada)';
}

// ---------------------------------------------------------------------------------------------------------------
// Decoy companies of the desk's world

export const ASSOCIATIONS = ['Brickell Bayview Condominium Association, Inc.', 'Ocean Terrace at Sunny Isles Condominium Association', 'Las Olas Harbour Club Condominium Association, Inc.', 'Palm Reef Towers Association, Inc.', 'Coral Key Resort Condominium Association', 'Vista Grande Condominium Association of Kissimmee, Inc.', 'Condado Lagoon Residences Council of Co-Owners', 'Bayshore Palms Condominium Association, Inc.'];
export const MANAGERS = ['Seabreeze Community Management', 'Atlantic Shores Property Management, LLC', 'Sunline Association Services', 'First Coastal Management Group', 'Trópico Property Services Corp.'];
export const QIS = ['Coastal 1031 Exchange Services, LLC', 'Sun State Exchange Accommodators, Inc.', 'Atlantic Qualified Intermediary Corp.', 'Keyway 1031 Services, LLC'];
export const FOREIGN_BANKS = ['Banco Paulistano de Investimentos S.A. — Agência Faria Lima', 'Banco Cerrado S.A. — Agência Paulista', 'Banco Andino de Fomento C.A.', 'Banco del Valle de Aburrá S.A. — Sucursal El Poblado', 'Banco Federal de Monterrey, S.A.', 'Banco Austral — Oficina Providencia', 'Banco Rioplatense S.A.'];
export const INSURERS = ['Gulfstream Windstorm Underwriters', 'Peninsula Property & Casualty Co.', 'Coquina Mutual Insurance Exchange', 'Tradewind Specialty Insurance Co.', 'Anhinga Homeowners Insurance Co.'];
export const AGENCIES = ['Gables Insurance Group', 'Palmetto Bay Insurance Agency', 'SunCoast Insurance Partners', 'Biscayne Insurance Advisors'];
export const BROKERAGES = ['Coldwell & Coast Realty', 'Brickell Prime Realty', 'Sunshine State Realty Group', 'Ocean Drive Properties', 'Orlando Vacation Homes Realty', 'Isla Verde Realty, Inc.'];
export const TRANSLATORS = ['Lingua Certa Translation Services', 'Miami Certified Translations, Inc.', 'TraduSul Traduções Juramentadas'];
export const RENTAL_CO = ['Casa Sol Resort Rentals LLC', 'Orlando Dream Villas Management', 'Beachside Hotel Rental Program Ltd.', 'Condado Suites Rental Pool LLC', 'Champions Gate Vacation Management'];

// ---------------------------------------------------------------------------------------------------------------
// Printing people and collecting the truth



/** The principal's name as one author types it: "Rodrigo A. Carvalho", "CARVALHO, Rodrigo", "Rodrigo Carvalho". */
export function fullName(rng: Rng, p: Person, style?: 'plain' | 'middle' | 'upper' | 'lastFirst'): string {
  const s = style ?? rng.pick(['plain', 'plain', 'middle', 'upper', 'lastFirst'] as const);
  switch (s) {
    case 'plain': return `${p.first} ${p.last}`;
    case 'middle': return p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
    case 'upper': return `${p.first} ${p.last}`.toUpperCase();
    case 'lastFirst': return `${p.last.toUpperCase()}, ${p.first}`;
  }
}

/** Collects the fields a document prints, in the order it prints them. */
export class Said {
  readonly fields: TruthField[] = [];
  /** Records `fields` and returns `html` (so a line and its truth are written together). */
  say<T>(value: T, ...fields: TruthField[]): T {
    this.fields.push(...fields);
    return value;
  }
  add(...fields: TruthField[]): void {
    this.fields.push(...fields);
  }
}

export function pick2<T>(rng: Rng, a: T, b: T): T {
  return rng.chance(0.5) ? a : b;
}

export function entityKind(e: { type: string; stateOfFormation: string }, lang: 'en' | 'es' | 'pt' = 'en'): string {
  const st = e.stateOfFormation;
  if (lang === 'es') return { LLC: `compañía de responsabilidad limitada de ${st}`, Corporation: `corporación de ${st}`, Partnership: `sociedad limitada (limited partnership) de ${st}`, Trust: 'fideicomiso (trust)' }[e.type] ?? '';
  if (lang === 'pt') return { LLC: `sociedade de responsabilidade limitada (LLC) constituída em ${st}`, Corporation: `sociedade anônima (corporation) de ${st}`, Partnership: `sociedade em comandita (limited partnership) de ${st}`, Trust: 'trust' }[e.type] ?? '';
  const a = /^[AEIOU]/.test(st) ? 'an' : 'a';
  return { LLC: `${a} ${st} limited liability company`, Corporation: `${a} ${st} corporation`, Partnership: `${a} ${st} limited partnership`, Trust: 'a trust' }[e.type] ?? '';
}

/** An EIN printed NN-NNNNNNN, kept on one line. */
export function einFmt(ein: string): string {
  return `<span style="white-space:nowrap">${ein.slice(0, 2)}-${ein.slice(2)}</span>`;
}
