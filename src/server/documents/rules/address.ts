// US street addresses → one USPS-style line: "123 Main St Apt 2B, Springfield, IL 62704".

const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID',
  illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME',
  maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO',
  montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM',
  'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN',
  texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};
const STATE_CODES = new Set(Object.values(STATES));

/** "North Carolina", "a Delaware": a state's name, which before "corporation" describes an entity, not names it. */
export function isStateName(text: string): boolean {
  return Object.hasOwn(STATES, text.toLowerCase().replace(/^an?\s+/, '').replace(/\s+/g, ' ').trim());
}

/** "UT", "NY": a state's two-letter code as written in upper case. */
export function isStateCode(text: string): boolean {
  return STATE_CODES.has(text.trim());
}

const SUFFIXES: Record<string, string> = {
  street: 'St', st: 'St', avenue: 'Ave', ave: 'Ave', av: 'Ave', boulevard: 'Blvd', blvd: 'Blvd', road: 'Rd', rd: 'Rd',
  drive: 'Dr', dr: 'Dr', lane: 'Ln', ln: 'Ln', court: 'Ct', ct: 'Ct', place: 'Pl', pl: 'Pl', way: 'Way',
  circle: 'Cir', cir: 'Cir', terrace: 'Ter', ter: 'Ter', parkway: 'Pkwy', pkwy: 'Pkwy', highway: 'Hwy', hwy: 'Hwy',
  trail: 'Trl', trl: 'Trl', square: 'Sq', sq: 'Sq', plaza: 'Plz', plz: 'Plz', loop: 'Loop', run: 'Run',
  crossing: 'Xing', point: 'Pt', pt: 'Pt', ridge: 'Rdg', cove: 'Cv', alley: 'Aly', path: 'Path', pike: 'Pike',
  row: 'Row', walk: 'Walk', commons: 'Cmns', center: 'Ctr', ctr: 'Ctr', expressway: 'Expy', freeway: 'Fwy',
  turnpike: 'Tpke', tpke: 'Tpke',
};
const DIRECTIONS: Record<string, string> = {
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
  n: 'N', s: 'S', e: 'E', w: 'W', ne: 'NE', nw: 'NW', se: 'SE', sw: 'SW',
};

/** Suffixes that end a street and never begin a city ("Point Pleasant", "Ridgewood" do). */
const COMMON_SUFFIXES = 'st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|ct|court|pl|way|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail';
const COMMON_SUFFIX = new RegExp(`^(${COMMON_SUFFIXES})\\.?$`, 'i');

/**
 * A unit designator and its number: "Apt 2B", "Ste. 100", "Unit4", "#4". A designator runs into its number only when
 * the number starts with a digit, so "STEAMBOAT SPRINGS" is a city, not "Suite AMBOAT".
 */
const unitPattern = (words: string) => String.raw`(?:(?:${words})(?:\.\s*|\s+|(?=\d))|#\s*)[A-Za-z0-9-]+`;
const UNIT = unitPattern('apt|apartment|suite|ste|unit|bldg|building|fl|floor|rm|room');
const DWELLING_UNIT = unitPattern('apt|apartment|suite|ste|unit');
/** A unit written inside the street part ("706 Highland Pl Apt 2B"). */
const UNIT_AT_STREET_END = new RegExp(String.raw`^(.*?)\s+(${DWELLING_UNIT})$`, 'i');

const STATE_NAMES = Object.keys(STATES).sort((a, b) => b.length - a.length).join('|');
/**
 * number (a Queens house number is two: "180-31 Hillside Ave") + street words, optional unit, city, state (code or name), ZIP. Commas may be missing (OCR). A number in an
 * amount ("$220,000 on 4981 First Ct") is never a street number.
 */
const ADDRESS_RE = new RegExp(
  String.raw`(?<!\$\s?[\d,.]*|[\d][/.-])\b((?:\d{1,3}-\d{1,3}|\d{1,6})[A-Za-z]?(?!\s*[ap]\.?m\b)(?=\s+(?:[A-Za-z]|\d+(?:st|nd|rd|th)\b))(?:\s+[A-Za-z0-9.'#-]+){1,6}?)(?:,\s*|\s+)` +
    String.raw`(${UNIT}(?:,\s*|\s+))?` +
    // A contract form spells the parts out: "1531 Marsac Avenue, City of Park City, County of Summit, State of Utah, Zip 84098".
    String.raw`(?:city of\s+)?([A-Za-z][A-Za-z .'-]{1,30}?)(?:,?\s+county of\s+[A-Za-z .'-]{2,30}?)?,?\s+(?:state of\s+)?(${STATE_NAMES}|[A-Z]{2})\.?,?\s+(?:zip(?:\s*code)?\s*:?\s*)?(\d{5})(?:-\d{4})?\b`,
  'gi',
);

/**
 * An address with its city and ZIP but no state: the street must end in a common suffix and the city be one to
 * three capitalised words (checked where it matches), so "12 months Tampa 33612" or a loan number is never one.
 */
const ADDRESS_WITHOUT_STATE_RE = new RegExp(
  String.raw`(?<![\d$.,])\b((?:\d{1,3}-\d{1,3}|\d{1,6})[A-Za-z]?(?:\s+[A-Za-z0-9.'-]+){0,3}?\s+(?:${COMMON_SUFFIXES})\.?)` +
    // As it is said: "5565 Laurel Parkway in Providence, zip 02905".
    String.raw`(?:,\s*|\s+)(${DWELLING_UNIT}(?:,\s*|\s+))?(?:in\s+)?((?:[A-Z][a-z'.-]+)(?:\s+[A-Z][a-z'.-]+){0,2}),?\s+(?:zip(?:\s*code)?\s*:?\s*)?(\d{5})(?:-\d{4})?\b(?!\d|,\d)`,
  'gi',
);

function titleWord(word: string): string {
  // "42nd", "1st" keep their ordinal's letters small; "12B" its unit letter large.
  if (/^\d+(?:st|nd|rd|th)$/i.test(word)) return word.toLowerCase();
  if (/^\d/.test(word)) return word.toUpperCase();
  if (/^(mc)(\w)(\w*)$/i.test(word)) return word.replace(/^(mc)(\w)(\w*)$/i, (_, a, b, c) => `Mc${b.toUpperCase()}${c.toLowerCase()}`);
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function normaliseStreet(street: string): string {
  const words = street.replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && DIRECTIONS[lower] && (i === 1 || i === words.length - 1)) return DIRECTIONS[lower];
      if (i > 0 && SUFFIXES[lower] && (i === words.length - 1 || DIRECTIONS[words[i + 1]?.toLowerCase() ?? ''])) return SUFFIXES[lower];
      // "Ponce de Leon Blvd", "Calle de la Luna": a particle typed in small letters inside the name stays small.
      if (i > 1 && i < words.length - 1 && STREET_PARTICLE.test(word)) return word;
      // "3936 FM 150", "12 CR 405": a state's or a county's road system before the road's number keeps its capitals.
      if (ROAD_SYSTEM.test(word) && /^\d/.test(words[i + 1] ?? '')) return word.toUpperCase();
      return titleWord(word);
    })
    .join(' ');
}
const STREET_PARTICLE = /^(?:de|del|la|las|los|el|du|des|van|von|der|da|do|dos)$/;
/** Farm and ranch to market roads, county, state and US routes: "FM", "RM", "CR", "SR", "SH", "US". */
const ROAD_SYSTEM = /^(?:fm|rm|cr|sr|sh|us)$/i;

/** Unit designators as people type them in the deal form: "Apt 2B", "Unit 7A", "Suite 100"; a bare "#4" is "Unit 4". */
const UNITS: Record<string, string> = {
  apartment: 'Apt', apt: 'Apt', suite: 'Suite', ste: 'Suite', unit: 'Unit', '#': 'Unit', building: 'Bldg', bldg: 'Bldg',
  floor: 'Fl', fl: 'Fl', room: 'Rm', rm: 'Rm',
};

function normaliseUnit(unit: string): string {
  const m = /^(apt|apartment|suite|ste|unit|#|bldg|building|fl|floor|rm|room)\.?\s*([A-Za-z0-9-]+)$/i.exec(unit.trim());
  if (!m) return unit.trim();
  return `${UNITS[m[1]!.toLowerCase()] ?? m[1]} ${m[2]!.toUpperCase()}`;
}

function stateCode(state: string): string | null {
  const upper = state.toUpperCase();
  if (STATE_CODES.has(upper) && state.length === 2) return upper;
  return STATES[state.toLowerCase()] ?? null;
}

/**
 * The state a ZIP code is in, from its first three digits (USPS sectional centres), for addresses written with a
 * city and ZIP but no state ("3497 Grant St Tampa 33612", as people text them). Military and territory prefixes
 * other than Puerto Rico give null.
 */
const ZIP3_STATES: [number, number, string][] = [
  [5, 5, 'NY'], [6, 7, 'PR'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'],
  [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'],
  [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'],
  [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'],
  [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'],
  [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'],
  [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'],
  [700, 715, 'LA'], [716, 729, 'AR'], [730, 731, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'],
  [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'],
  [995, 999, 'AK'],
];

export function stateOfZip(zip: string): string | null {
  const prefix = Number(zip.slice(0, 3));
  return ZIP3_STATES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export interface AddressMatch {
  value: string;
  index: number;
  end: number;
}

/** Every complete address (street, city, state, ZIP) in a text, normalised. */
export function findAddresses(text: string): AddressMatch[] {
  const found: AddressMatch[] = [];
  for (const m of text.matchAll(ADDRESS_RE)) {
    const state = stateCode(m[4]!);
    if (!state) continue;
    // A street that runs over another house number ("Trivedi 18094 Saint Charles Ter") starts at the last one.
    // (A route's number is part of its street: "4410 Highway 61 North".)
    let street = m[1]!.trim().replace(/^.*\s(?<!\b(?:highway|hwy|route|rte|road|rd|interstate|us|sr|state|county|fm|box|pmb)\s)(?=\d{2,6}[A-Za-z]?\s+[A-Za-z])/i, '');
    const start = (m.index ?? 0) + m[1]!.trim().length - street.length;
    let unit = (m[2] ?? '').replace(/[,\s]+$/, '').trim();
    const inner = UNIT_AT_STREET_END.exec(street);
    if (inner && !unit) {
      street = inner[1]!;
      unit = inner[2]!;
    }
    // Form captions read into the text ("4781 Bayview Dr City State Zip County Cleveland") are not an address.
    if (/\b(city|state|zip|county|address)\b/i.test(street) || /^city\b|\b(state|zip|county|address)\b/i.test(m[3]!.trim())) continue;
    // "95 Prospect Ln Wichita" read without its comma: the suffix belongs to the street, not the city.
    // A comma before the city, or a street that already ends in its suffix, makes "St. Louis" a city.
    const cityWords = m[3]!.trim().split(/\s+/);
    const commaBeforeCity = /,\s*$/.test(m[0].slice(0, m[0].lastIndexOf(m[3]!)));
    const streetEnded = COMMON_SUFFIX.test(street.split(/\s+/).pop()!);
    let lastSuffix = commaBeforeCity || streetEnded ? -1 : cityWords.slice(0, -1).findLastIndex((w) => COMMON_SUFFIX.test(w));
    // "Euclid Road St. Louis": after a suffix, "St." is the city's Saint.
    if (lastSuffix > 0 && /^st\.?$/i.test(cityWords[lastSuffix]!) && COMMON_SUFFIX.test(cityWords[lastSuffix - 1]!)) lastSuffix -= 1;
    if (lastSuffix >= 0) street = `${street} ${cityWords.splice(0, lastSuffix + 1).join(' ')}`;
    // "12 Oak Ave N Seattle" ends its street with a direction; after a comma it starts the city ("West Palm Beach").
    if (!commaBeforeCity) while (cityWords.length > 1 && DIRECTIONS[cityWords[0]!.toLowerCase()]) street = `${street} ${cityWords.shift()}`;
    // "99 Wilson Drive in Oklahoma City Oklahoma 73118", as it is said.
    if (cityWords.length > 1 && cityWords[0] === 'in') cityWords.shift();
    const city = cityWords.map(titleWord).join(' ');
    if (/^(suite|ste|apt|unit)$/i.test(city)) continue;
    const line = [normaliseStreet(street), unit ? normaliseUnit(unit) : ''].filter(Boolean).join(' ');
    found.push({ value: `${line}, ${city}, ${state} ${m[5]}`, index: start, end: (m.index ?? 0) + m[0].length });
  }
  const withoutState = new RegExp(ADDRESS_WITHOUT_STATE_RE);
  for (let m = withoutState.exec(text); m; m = withoutState.exec(text)) {
    const index = m.index;
    const state = stateOfZip(m[4]!);
    const capitalised = m[3]!.split(/\s+/).every((w) => /^[A-Z]/.test(w));
    if (!state || !capitalised || found.some((f) => index < f.end && index + m![0].length > f.index)) {
      // A match that ran over a complete address ("… TX 78701 and 12 Oak Ave …") may hide one that starts inside it.
      withoutState.lastIndex = index + 1;
      continue;
    }
    const line = [normaliseStreet(m[1]!.trim()), m[2] ? normaliseUnit(m[2].replace(/[,\s]+$/, '')) : ''].filter(Boolean).join(' ');
    found.push({ value: `${line}, ${m[3]!.split(/\s+/).map(titleWord).join(' ')}, ${state} ${m[4]}`, index, end: index + m[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseAddress(text: string): string | null {
  return findAddresses(text)[0]?.value ?? null;
}
