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

const SUFFIXES: Record<string, string> = {
  street: 'St', st: 'St', avenue: 'Ave', ave: 'Ave', av: 'Ave', boulevard: 'Blvd', blvd: 'Blvd', road: 'Rd', rd: 'Rd',
  drive: 'Dr', dr: 'Dr', lane: 'Ln', ln: 'Ln', court: 'Ct', ct: 'Ct', place: 'Pl', pl: 'Pl', way: 'Way',
  circle: 'Cir', cir: 'Cir', terrace: 'Ter', ter: 'Ter', parkway: 'Pkwy', pkwy: 'Pkwy', highway: 'Hwy', hwy: 'Hwy',
  trail: 'Trl', trl: 'Trl', square: 'Sq', sq: 'Sq', plaza: 'Plz', plz: 'Plz', loop: 'Loop', run: 'Run',
  crossing: 'Xing', point: 'Pt', pt: 'Pt', ridge: 'Rdg', cove: 'Cv', alley: 'Aly', path: 'Path', pike: 'Pike',
  row: 'Row', walk: 'Walk', commons: 'Cmns', center: 'Ctr', ctr: 'Ctr', expressway: 'Expy', freeway: 'Fwy',
};
const DIRECTIONS: Record<string, string> = {
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
  n: 'N', s: 'S', e: 'E', w: 'W', ne: 'NE', nw: 'NW', se: 'SE', sw: 'SW',
};

/** Suffixes that end a street and never begin a city ("Point Pleasant", "Ridgewood" do). */
const COMMON_SUFFIX = /^(st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|ct|court|pl|way|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail)\.?$/i;

const STATE_NAMES = Object.keys(STATES).sort((a, b) => b.length - a.length).join('|');
/**
 * number + street words, optional unit, city, state (code or name), ZIP. Commas may be missing (OCR). A number in an
 * amount ("$220,000 on 4981 First Ct") is never a street number.
 */
const ADDRESS_RE = new RegExp(
  String.raw`(?<!\$\s?[\d,.]*)\b(\d{1,6}[A-Za-z]?(?!\s*[ap]\.?m\b)(?=\s+(?:[A-Za-z]|\d+(?:st|nd|rd|th)\b))(?:\s+[A-Za-z0-9.'#-]+){1,6}?)(?:,\s*|\s+)` +
    String.raw`((?:(?:apt|apartment|suite|ste|unit|#|bldg|building|fl|floor|rm|room)\.?\s*[A-Za-z0-9-]+)(?:,\s*|\s+))?` +
    String.raw`([A-Za-z][A-Za-z .'-]{1,30}?),?\s+(${STATE_NAMES}|[A-Z]{2})\.?,?\s+(\d{5})(?:-\d{4})?\b`,
  'gi',
);

function titleWord(word: string): string {
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
      return titleWord(word);
    })
    .join(' ');
}

/** Unit designators as people type them in the deal form: "Apt 2B", "Unit 7A", "Suite 100", "# 4". */
const UNITS: Record<string, string> = {
  apartment: 'Apt', apt: 'Apt', suite: 'Suite', ste: 'Suite', unit: 'Unit', '#': '#', building: 'Bldg', bldg: 'Bldg',
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
    let street = m[1]!.trim();
    let unit = (m[2] ?? '').replace(/[,\s]+$/, '').trim();
    // A unit written inside the street part ("706 Highland Pl Apt 2B").
    const inner = /^(.*?)\s+((?:apt|apartment|suite|ste|unit|#)\.?\s*[A-Za-z0-9-]+)$/i.exec(street);
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
    while (cityWords.length > 1 && DIRECTIONS[cityWords[0]!.toLowerCase()]) street = `${street} ${cityWords.shift()}`;
    // "99 Wilson Drive in Oklahoma City Oklahoma 73118", as it is said.
    if (cityWords.length > 1 && cityWords[0] === 'in') cityWords.shift();
    const city = cityWords.map(titleWord).join(' ');
    if (/^(suite|ste|apt|unit)$/i.test(city)) continue;
    const line = [normaliseStreet(street), unit ? normaliseUnit(unit) : ''].filter(Boolean).join(' ');
    found.push({ value: `${line}, ${city}, ${state} ${m[5]}`, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return found;
}

export function parseAddress(text: string): string | null {
  return findAddresses(text)[0]?.value ?? null;
}
