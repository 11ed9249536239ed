// On-blur formatters of SPEC §5 "Input formatting on blur". Each is idempotent (formatting twice changes
// nothing), so blurring a field again never drifts its value.

/** Case mapping that refuses lossy characters ('ß' → 'SS', 'İ' → 'i̇', dotless 'ı' → 'I'), keeping them as typed. */
function mapCase(text: string, direction: 'upper' | 'lower'): string {
  return Array.from(text, (char) => {
    const mapped = direction === 'upper' ? char.toUpperCase() : char.toLowerCase();
    const roundTrips =
      mapped.length === char.length &&
      (direction === 'upper'
        ? mapped.toLowerCase() === char.toLowerCase()
        : mapped.toUpperCase() === char.toUpperCase());
    return roundTrips ? mapped : char;
  }).join('');
}
const lower = (text: string) => mapCase(text, 'lower');
const upper = (text: string) => mapCase(text, 'upper');

/** Lower-cases, then upper-cases the first letter. */
function capitalize(text: string): string {
  const lowered = lower(text);
  const first = Array.from(lowered).findIndex((char) => upper(char) !== char);
  if (first < 0) return lowered;
  const chars = Array.from(lowered);
  chars[first] = upper(chars[first] ?? '');
  return chars.join('');
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

// Capitals the user typed on purpose ('DeShawn', 'LaToya', 'McDonald', 'O'Brien') are kept as they are.
const DELIBERATE_CAPITALS = /^[A-Z][a-z]*['’]?(?:[A-Z][a-z]+)+$/;
const ROMAN_SUFFIXES = new Set(['ii', 'iii', 'iv']);
// "Mac" takes a capital only before 3+ letters not ending in a, c, i, o, z or j, minus known exceptions: the rule
// of the namecase library (Perl Lingua::EN::NameCase). It gives MacArthur, MacDonald, MacKenzie but leaves
// Mack, Macy, Macon, Machado and Macias alone.
const MAC_PREFIXED = /^mac[a-z]{2,}[^aciozj]$/;
const MAC_EXCEPTIONS = new Set([
  'macedo',
  'macevicius',
  'machado',
  'machar',
  'machin',
  'machlin',
  'macias',
  'maciulis',
  'mackey',
  'mackie',
  'mackle',
  'macklin',
  'mackmin',
  'macomber',
  'macquarie',
]);
const SINGLE_LETTER_APOSTROPHE = /^(\p{L})(['’])(\p{L}.*)$/u; // O'Brien, D'Angelo

/** One name part (no spaces, hyphens or dots): 'mcdonald' → 'McDonald', 'o'brien' → 'O'Brien'. */
function caseNamePart(part: string): string {
  if (DELIBERATE_CAPITALS.test(part)) return part;
  const lowered = lower(part);
  if (ROMAN_SUFFIXES.has(lowered)) return upper(lowered);
  if (/^mc\p{L}/u.test(lowered)) return `Mc${capitalize(lowered.slice(2))}`;
  if (MAC_PREFIXED.test(lowered) && !MAC_EXCEPTIONS.has(lowered)) return `Mac${capitalize(lowered.slice(3))}`;
  const apostrophe = SINGLE_LETTER_APOSTROPHE.exec(lowered);
  if (apostrophe) return `${upper(apostrophe[1] ?? '')}${apostrophe[2]}${capitalize(apostrophe[3] ?? '')}`;
  return capitalize(lowered);
}

/** A word split at hyphens and dots, each part cased: 'smith-mcdonald' → 'Smith-McDonald', 'j.r.' → 'J.R.'. */
function caseNameWord(word: string): string {
  return word
    .split(/([-.])/)
    .map((part) => (part === '-' || part === '.' ? part : caseNamePart(part)))
    .join('');
}

// Names of trusts ('The Smith Family Living Trust dated 1/2/2020') are legal titles: never re-cased.
// 'trust' also covers 'trustee' and 'living trust'.
const TRUST_NAME = /trust|dated/i;

export function formatPersonName(name: string): string {
  if (TRUST_NAME.test(name)) return name;
  return collapseSpaces(name).split(' ').map(caseNameWord).join(' ');
}

/** Splits trailing separators off a word so 'llc,' is recognised as 'llc'. */
function splitTrailing(word: string): [core: string, trailing: string] {
  const match = /^(.*?)([,;:]*)$/s.exec(word);
  return [match?.[1] ?? word, match?.[2] ?? ''];
}

// Company suffixes in their conventional form; looked up without trailing dots ('inc.' and 'inc' → 'Inc.').
const COMPANY_SUFFIXES = new Map([
  ['llc', 'LLC'],
  ['l.l.c', 'L.L.C.'],
  ['lp', 'LP'],
  ['l.p', 'L.P.'],
  ['llp', 'LLP'],
  ['pllc', 'PLLC'],
  ['pc', 'PC'],
  ['p.c', 'P.C.'],
  ['inc', 'Inc.'],
  ['corp', 'Corp.'],
  ['co', 'Co.'],
  ['ltd', 'Ltd.'],
  ['dba', 'DBA'],
  ['d/b/a', 'D/B/A'],
  ['ii', 'II'],
  ['iii', 'III'],
  ['iv', 'IV'],
]);
const COMPANY_SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'by', 'to']);
const HAS_LOWERCASE = /\p{Ll}/u;
const HAS_INNER_CAPITAL = /^.+\p{Lu}/u;
const MAX_ACRONYM_LETTERS = 3;

/** 'ABC', 'B&B', 'JPMorgan', 'eXp': capitals a person typed on purpose, kept as typed. */
function isDeliberateCompanyWord(word: string): boolean {
  if (HAS_LOWERCASE.test(word)) return HAS_INNER_CAPITAL.test(word);
  return (word.match(/\p{L}/gu)?.length ?? 0) <= MAX_ACRONYM_LETTERS;
}

/**
 * Title case with conventional suffixes ('acme holdings llc' → 'Acme Holdings LLC', 'bank of america' →
 * 'Bank of America'). Each word is decided on its own, so formatting twice changes nothing: camel-case words
 * and all-capital words of up to 3 letters (acronyms: 'ABC', 'BBQ') are kept; longer all-capital words are
 * taken as shouted and re-cased ('ACME' → 'Acme').
 */
export function formatCompanyName(name: string): string {
  return collapseSpaces(name)
    .split(' ')
    .map((word, index) => {
      const [core, trailing] = splitTrailing(word);
      const key = lower(core).replace(/\.+$/, '');
      const suffix = index > 0 ? COMPANY_SUFFIXES.get(key) : undefined;
      if (suffix) return suffix + trailing;
      if (COMPANY_SMALL_WORDS.has(key)) return (index > 0 ? lower(core) : capitalize(core)) + trailing;
      if (isDeliberateCompanyWord(core)) return word;
      return caseNameWord(core) + trailing;
    })
    .join(' ');
}

// Two-letter state codes collide with street words ('Ct' court, 'La', 'De'), so a code is upper-cased only
// where a state stands: after a comma ('Hartford, CT') or before a ZIP code ('Austin TX 78701').
const STATE_CODES = new Set(
  'al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr gu vi'.split(
    ' ',
  ),
);
const ZIP_CODE = /^\d{5}(-\d{4})?[,;:]*$/;
const ORDINAL = /^\d+(st|nd|rd|th)$/i;
const ADDRESS_WORDS = new Map([
  ['ne', 'NE'],
  ['nw', 'NW'],
  ['se', 'SE'],
  ['sw', 'SW'],
  ['po', 'PO'],
  ['p.o.', 'P.O.'],
  ['usa', 'USA'],
]);

function formatAddressWord(word: string, previous: string | undefined, next: string | undefined): string {
  const [core, trailing] = splitTrailing(word);
  const key = lower(core);
  if (ORDINAL.test(core)) return key + trailing; // 1st, 22nd
  if (/\d/.test(core)) return upper(core) + trailing; // unit and lot ids: 4B, #12A
  const conventional = ADDRESS_WORDS.get(key);
  if (conventional) return conventional + trailing;
  const standsForState = previous?.endsWith(',') || (next !== undefined && ZIP_CODE.test(next));
  if (STATE_CODES.has(key) && standsForState) return upper(core) + trailing;
  return caseNameWord(core) + trailing;
}

/** Title case per line; states, directionals (NE), unit ids (4B), ordinals (1st) and PO boxes kept conventional. */
export function formatAddress(address: string): string {
  return address
    .split(/\r?\n/)
    .map((line) => {
      const words = collapseSpaces(line).split(' ');
      return words.map((word, i) => formatAddressWord(word, words[i - 1], words[i + 1])).join(' ');
    })
    .join('\n');
}

/** 10 digits → (XXX) XXX-XXXX; 11 digits starting with 1 → 1 (XXX) XXX-XXXX; anything else unchanged. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return phone;
  const formatted = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return local === digits ? formatted : `1 ${formatted}`;
}

export function formatEmail(email: string): string {
  return email.trim().toLowerCase();
}
