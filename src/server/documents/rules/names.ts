// People and entities as documents print them → as a person would type them into the deal form.
import { isStateCode, isStateName } from './address';
import { matchLabel } from './labels';

const PARTICLES = new Set(['de', 'del', 'della', 'da', 'das', 'do', 'dos', 'di', 'van', 'von', 'der', 'den', 'ter', 'la', 'le', 'du', 'st.', 'bin', 'al']);
/** Particles that are English words too ("we do hereby"): in running text they are not read as a name's. */
const ENGLISH_WORDS = new Set(['do', 'al', 'bin']);
/** A surname's particle as running text writes it, in lower case: "Sofia dos Santos", "Pieter van der Berg". */
export const NAME_PARTICLE = `(?:${[...PARTICLES].filter((p) => /^[a-z]+$/.test(p) && !ENGLISH_WORDS.has(p)).join('|')})`;
const SUFFIXES = /^(jr|sr|ii|iii|iv|v|esq|md|phd|cpa)\.?$/i;
const HONORIFICS = /^(mr|mrs|ms|miss|dr|prof)\.?$/i;
/** A style or office said before a name ("Pastor Hannah Adeyemi", "Rev. Dr. Ken Wu"); after a given name it may be a surname ("John Elder"). */
const STYLE_BEFORE_NAME = /^(rev|reverend|pastor|bishop|elder|deacon|deaconess|apostle|minister|evangelist|father|fr|sister|brother)\.?$/i;

/** "MCDONALD" → "McDonald", "o'brien" → "O'Brien", "SMITH-JONES" → "Smith-Jones"; mixed case is kept as typed. */
/** Letters of names as regex class contents: Latin with its accents ("João", "Fábio", "Łukasz", "Nuñez"). */
export const NAME_UPPER = 'A-ZÀ-ÖØ-ÞĀ-Ž';
export const NAME_LETTER = 'A-Za-zÀ-ÖØ-öø-ÿĀ-ž';

export function capitaliseName(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc([a-z])/, (_, c: string) => `Mc${c.toUpperCase()}`);
}

export interface PersonName {
  first: string;
  last: string;
}

const COMPOUND_FIRST = new Set(['jo', 'mary', 'anne', 'ann', 'jean', 'billy', 'bobby', 'sarah', 'lisa', 'rose', 'betty', 'peggy', 'ella']);
const COMPOUND_SECOND = new Set(['ann', 'anne', 'beth', 'lou', 'ellen', 'jo', 'kay', 'lynn', 'marie', 'paul', 'claude', 'luc', 'bob', 'sue', 'grace', 'jane', 'mae']);
/** A person's name in running text: up to three capitalised words (or initials) and a surname. */
export const PERSON_NAME = String.raw`([${NAME_UPPER}][${NAME_LETTER}'’-]*\.?\s+(?:[${NAME_UPPER}][${NAME_LETTER}'’-]*\.?\s+|${NAME_PARTICLE}\s+){0,2}[${NAME_UPPER}][${NAME_LETTER}'’-]+)`;
const NAME_WORD = new RegExp(`^[${NAME_LETTER}][${NAME_LETTER}'’.-]*$`);
const CAPITALISED = new RegExp(`^[${NAME_UPPER}]`);
/** Words that appear next to names in forms and letters but are never part of one. */
const NOT_NAME = /^(borrower|borrowers|co-borrower|guarantor|lender|name|date|signature|trust|trustee|llc|inc|corp|company|by|its|title|the|of|and|for|n\/a|loan|property|address|phone|email|applicable|page|member|members|manager|managers|president|officer|resolved|further|whereas|therefore|now|hereby|witness|witnesseth|notary|public|state|county|section|article|exhibit|schedule|agreement|certificate|certification|consent|resolution|resolutions|secretary|partner|partners|partnership|corporation|incumbency|affidavit|abstract|general|limited|authorized|signatory|undersigned|attest|acknowledged|accepted|agreed|approved|subscribed|sworn|commission|expires|my|seal|dated|re|subject|total|amount|rate|term|fee|fees|city|zip|street|approval|conditional|commitment|summary|closing|escrow|seller|buyer|broker|appraiser|appraisal|report|client|in|to|with|from|on|at|lenders|lending|capital|funding|money|mortgage|financial|finance|bank|investments|holdings|properties|realty|group|ventures|fund|equity|advisors|associates|services|solutions|development|homes|builders|enterprises|payoff|payoffs|statement|dept|department|assets|servicing|operations|desk|team|processing|underwriting|collections|accounting|payable|receivable|zoning|verification|inspection|environmental|assessment|letter|notice|inn|motel|hotel|suites|lodge|village|estates|apartments|plaza|campground|storage|ranch|mhc|rv|manor|commons|community|home|sales|sale|comparison|comparable|comparables|approach|analysis|valuation|reconciliation|survey|improvements|neighborhood)$/i;

/** "John A. McDonald", "MCDONALD, JOHN A.", "Dr. Mary Ann Lee Jr." → first and last, no middle names. */
/** A single word that the label vocabulary reads as a deal field's label ("FICO", "Borrower", "Ask"). */
function isFieldLabel(word: string): boolean {
  const match = matchLabel(word);
  return Boolean(match && !match.guessed && match.kind !== 'other');
}

export function parsePersonName(raw: string): PersonName | null {
  let text = raw.replace(/\(.*?\)/g, ' ').replace(/\s+/g, ' ').trim();
  text = text.replace(/[,;]\s*$/, '');
  if (!text || /\d|@/.test(text)) return null;
  let words: string[];
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  // "Hannah Ivanova, Managing Member": the name and the office it signs in, not "Last, First".
  if (comma && isOffice(comma[2]!)) {
    words = comma[1]!.trim().split(' ');
  } else if (comma && isStateCode(comma[2]!)) {
    // "Richfield, UT" is a place.
    return null;
  } else if (comma && !SUFFIXES.test(comma[2]!.trim())) {
    // "Last, First Middle"
    const lastPart = comma[1]!.trim().split(' ');
    const firstPart = comma[2]!.trim().split(' ');
    words = [...firstPart.slice(0, 1), ...lastPart];
  } else {
    words = text.replace(/,/g, ' ').split(' ').filter(Boolean);
  }
  words = words.filter((w) => !HONORIFICS.test(w));
  while (words.length >= 2 && STYLE_BEFORE_NAME.test(words[0]!)) words.shift();
  // "Deacon van der Berg": a surname alone, its particle first, is no whole name.
  if (words[0] && PARTICLES.has(words[0]) && words[0] === words[0].toLowerCase()) return null;
  while (words.length > 2 && SUFFIXES.test(words[words.length - 1]!)) words.pop();
  if (words.length < 2 || words.length > 5 || !words.every((w) => NAME_WORD.test(w))) return null;
  // Names are capitalised (or all upper case); "shall pay all" is a sentence, not a person.
  if (!words.every((w) => CAPITALISED.test(w) || PARTICLES.has(w.toLowerCase()))) return null;
  // "Borrower. Ann Lee", "FICO Dale": a label word, with or without its stop, opens no person's name.
  if (words.some((w) => NOT_NAME.test(w.replace(/[.:]$/, ''))) || isFieldLabel(words[0]!.replace(/[.:]$/, ''))) return null;
  // Compound given names: "Jo Ann Parker", "Mary Beth Lee".
  const compound = words.length >= 3 && COMPOUND_FIRST.has(words[0]!.toLowerCase()) && COMPOUND_SECOND.has(words[1]!.toLowerCase());
  const first = compound ? `${capitaliseName(words[0]!)} ${capitaliseName(words[1]!)}` : words[0]!;
  if (compound) words.splice(0, 2, first);
  if (first.replace(/\./g, '').length < 2) return null;
  // A sentence's full stop after the surname ("Borrower: Mateo Esposito.") is not part of it; suffixes and
  // initials that keep theirs were taken off or are refused above.
  words[words.length - 1] = words[words.length - 1]!.replace(/(?<=[a-z]{2})\.$/i, '');
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.has(words[lastStart - 1]!.toLowerCase())) lastStart--;
  const lastWords = words.slice(lastStart);
  if (lastWords.some((w) => w.replace(/\./g, '').length < 2 && !PARTICLES.has(w.toLowerCase()))) return null;
  return {
    first: compound ? first : capitaliseName(first.replace(/\.$/, '')),
    // Particles are lower case ("da Silva") unless the name was typed otherwise ("St. Clair", "De Luca"); a surname
    // that is itself such a word is a surname ("LE, DALE" → Dale Le).
    last: lastWords.map((w, i) => (i < lastWords.length - 1 && PARTICLES.has(w.toLowerCase()) && (w === w.toUpperCase() || w === w.toLowerCase()) && w.toLowerCase() !== 'st.' ? w.toLowerCase() : capitaliseName(w))).join(' '),
  };
}

/** How a person holds title or in what capacity they act, after their name: ", husband and wife as joint tenants", ", a single man", ", individually and as distributee". */
export const VESTING = /,\s+(?:husband|wife|spouses|married|unmarried|single|a (?:married|single|unmarried) (?:man|woman|person)|as (?:joint tenants|tenants|community property|trustees?)|joint tenants|tenants in common|an individual|individually)\b.*$/i;

/**
 * A name run on into the next sentence ("Diego Diaz. Mid score 689") ends at the full stop; an initial's or an
 * abbreviation's does not, and a single word before it is a run-in label ("Obligor. Cedar Ridge Holdings, LLC").
 */
export function firstSentence(text: string): string {
  const first = text.split(/(?<!\b(?:[A-Z]|Jr|Sr|St|Mt|Inc|Co|Corp|Ltd|L\.P|L\.L\.C))\.\s+(?=[A-Z])/)[0]!;
  return /\s/.test(first.trim()) ? first : text;
}

export type EntityType = 'LLC' | 'Corporation' | 'Partnership' | 'Trust';

/** The legal form an entity's description gives after its state: "limited liability company", "nonprofit corporation", "foreign limited partnership". */
export const LEGAL_FORM = String.raw`(?:(?:nonprofit|non-profit|not-for-profit|not for profit|profit|religious|professional|foreign|domestic)\s+)?(?:limited liability company|corporation|limited partnership|general partnership|partnership|statutory trust|business trust|trust)`;

const ENTITY_SUFFIX =
  /\b(l\.?\s?l\.?\s?c\.?|l\.?\s?l\.?\s?l\.?\s?p\.?|l\.?\s?p\.?|inc\.?|incorporated|corp\.?|corporation|co\.|company|ltd\.?|limited|trust|partnership|partners|pllc|p\.?c\.?)(?=$|[\s,;)"'’”])/i;

/** The entity type its name or description carries ("a Delaware corporation", "Harbor Partners, L.P."). */
export function entityTypeOf(text: string): EntityType | null {
  const t = text.toLowerCase();
  if (/\btrust\b|\btrustee\b/.test(t)) return 'Trust';
  if (/limited liability company|\bl\.?\s?l\.?\s?c\b\.?|\bpllc\b/.test(t)) return 'LLC';
  if (/partnership|\bl\.?\s?l?\.?\s?p\b\.?|\bpartners\b/.test(t)) return 'Partnership';
  if (/corporation|\bcorp\b\.?|\binc\b\.?|incorporated|\bco\.|\bcompany\b|\bp\.c\b/.test(t)) return 'Corporation';
  return null;
}

const KEEP_UPPER = /^(llc|l\.l\.c\.|lp|l\.p\.|llp|l\.l\.p\.|pllc|pc|p\.c\.|inc\.?|ii|iii|iv|usa|us|dba|ltd\.?)$/i;
const LOWER_WORDS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'a', 'an']);

/** "CORNERSTONE CAPITAL CORP." → "Cornerstone Capital Corp."; mixed case is kept. */
export function capitaliseEntity(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .split(' ')
    .map((word, i) => {
      const bare = word.replace(/[,;]$/, '');
      const tail = word.slice(bare.length);
      if (/^(llc|lp|llp|pllc|pc|l\.l\.c\.|l\.p\.|l\.l\.p\.|p\.c\.)$/i.test(bare)) return bare.toUpperCase() + tail;
      if (KEEP_UPPER.test(bare) && !/^inc|^ltd/i.test(bare)) return bare.toUpperCase() + tail;
      if (i > 0 && LOWER_WORDS.has(bare.toLowerCase())) return bare.toLowerCase() + tail;
      return capitaliseName(bare) + tail;
    })
    .join(' ');
}

const MORE_SUFFIX = /^,?\s*(l\.?\s?l\.?\s?c\.?|l\.?\s?p\.?|llp|inc\.?|ltd\.?)(?=$|[\s,;)])/i;

/** Words before a legal suffix must look like a name: capitalised, not a sentence ("the company"). */
function isProperName(text: string): boolean {
  // "Church of God in Christ", "Chapel at the Lake": small words inside a name, never its first.
  const words = text.replace(/[,]/g, ' ').split(/\s+/).filter((w, i) => w && !/^(the|of|and|&)$/i.test(w) && !(i > 0 && /^(in|at)$/.test(w)));
  return words.length >= 1 && words.length <= 8 && words.every((w) => /^[A-Z0-9]/.test(w) || PARTICLES.has(w.toLowerCase()));
}

export interface EntityMatch {
  name: string;
  type: EntityType;
  /** What the text says after the name: its description, who signs for it. */
  rest: string;
}

/**
 * An entity named at the start of a text: "Blue Sky Investments, LLC, a Florida limited liability company" →
 * "Blue Sky Investments, LLC"; "The John Smith Living Trust dated 5/1/2015" → "The John Smith Living Trust".
 */
/** Role words forms print before a party's name: "Obligor. Cedar Ridge LLC", "Borrower: Acme Homes, Inc.". */
/**
 * A letter's date run into the name on the line below it ("October 29, 2026 Liberty Bell Development, Inc.", "Bridge
 * Capital March 3, 2026 Maple Court Partners, LLC"), with the letterhead before it; not a trust's "dated …".
 */
const DATE_BEFORE = /^(?:.*?\s)?(?<!\b(?:dated|of|on|effective)\s)(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\s+(?=[A-Z])/i;
const ROLE_PREFIX = /^(?:borrower|obligor|mortgagor|trustor|grantee|vestee|proposed (?:borrower|insured|vestee)|applicant|buyer|purchaser|assignee|maker|company|entity|sponsor)s?\s*[.:;\-–—]\s*/i;
/** "Ana Ruiz, Trustee of the Ruiz Family Trust", "Ana Ruiz, as trustee of ..." → the trust (and its trustee). */
const TRUSTEE_OF = /^(.{3,60}?),?\s+(?:as\s+)?(?:(?:co-|successor\s+)?trustees?)\s+(?:of|for|under)\s+(.+)$/i;

export function trusteeOf(raw: string): { trustee: string; trust: string } | null {
  const m = TRUSTEE_OF.exec(raw.replace(/\s+/g, ' ').trim());
  return m ? { trustee: m[1]!, trust: m[2]! } : null;
}

/** The entity a whole text names, its stop aside; null when the text says more than the name ("… Site:"). */
export function wholeEntity(text: string): EntityMatch | null {
  const entity = parseEntity(text);
  return entity && entity.name.length >= text.trim().replace(/[.,]+$/, '').length - 2 ? entity : null;
}

export function parseEntity(raw: string): EntityMatch | null {
  const text = raw.replace(/\s+/g, ' ').trim().replace(DATE_BEFORE, '').replace(ROLE_PREFIX, '').replace(/^the\b/, 'The');
  const held = trusteeOf(text);
  if (held) return parseEntity(held.trust);
  const trust = /^((?:the\s+)?[A-Z][\w'’&.-]*(?:\s+[\w'’&.-]+){0,8}?\s+trust)\b/i.exec(text);
  if (trust && isProperName(trust[1]!.replace(/\s+trust$/i, '')) && !/(deed|certification|certificate) of trust/i.test(trust[1]!)) {
    return { name: capitaliseEntity(trust[1]!.trim()), type: 'Trust', rest: text.slice(trust[0].length) };
  }
  const m = ENTITY_SUFFIX.exec(text);
  if (!m || m.index === 0) return null;
  let end = m.index + m[0].length;
  // "Realty Partners, L.P.", "Holdings Co., Inc.": a second legal suffix belongs to the name.
  for (let more = MORE_SUFFIX.exec(text.slice(end)); more; more = MORE_SUFFIX.exec(text.slice(end))) end += more[0].length;
  // A sentence's full stop is not part of "LLC" (but "L.L.C." and "Inc." keep theirs).
  const name = text.slice(0, end).replace(/^[\s,]+/, '').trim().replace(/\b(LLC|LP|LLP|LLLP|PLLC)\.$/i, '$1');
  if (name.split(' ').length > 9 || !isProperName(text.slice(0, m.index)) || isStateName(text.slice(0, m.index))) return null;
  const rest = text.slice(end);
  const type = entityTypeOf(text.slice(m.index, end)) ?? entityTypeOf(rest.slice(0, 80));
  if (!type) return null;
  // "Holdings Company" style names are corporations unless the description says otherwise.
  const described = entityTypeOf(rest.slice(0, 80));
  return { name: capitaliseEntity(name), type: described && type === 'Corporation' && /company/i.test(m[0]) ? described : type, rest };
}

/** Abbreviated titles that follow a name in an addressee block ("MATEO DA SILVA PRES"). */
const ADDRESSEE_TITLE = /\s+(?:pres|president|(?:sole |managing |mng |mgng )?(?:mbr|member)|mgr|manager|mm|(?:(?:gen(?:eral)?|managing|mng) )?(?:ptnr|partner)|managing director|gp|ceo|cfo|vp|secy?|treas|trustee|ttee|owner)\.?$/i;

/** The whole text is an office a person holds ("Managing Member", "its President", "Trustee"). */
function isOffice(text: string): boolean {
  return ADDRESSEE_TITLE.exec(` ${text.trim().replace(/^its\s+/i, '')}`)?.index === 0;
}

/** A person's name followed by an abbreviated title, as mailing labels print them ("OMAR HILL GEN PTNR"). */
export function titledPerson(text: string): PersonName | null {
  const bare = text.trim().replace(CARE_OF, '');
  return ADDRESSEE_TITLE.test(bare) ? parsePersonName(bare.replace(ADDRESSEE_TITLE, '')) : null;
}

/** The title after an addressee's name: "Attn: Tyler Patel, Sole Member" → "Sole Member". */
export function addresseeTitle(text: string): string | null {
  return ADDRESSEE_TITLE.exec(text.trim().replace(CARE_OF, ''))?.[0].replace(/^[\s,]+/, '') ?? null;
}

/** Mail addressed through someone: "% RENEE ROBERTS TTEE", "c/o Ana Ruiz, Mgr", "Attn: Dale Scott". */
const CARE_OF = /^(?:%\.?|c\/o\b|care of\b|attn\b\.?|attention\b)\s*:?\s*/i;

/** The person a mailing block's "care of" line names: "% ANNE-MARIE PARK" under the entity (as the IRS writes it). */
export function careOfPerson(text: string): PersonName | null {
  return CARE_OF.test(text.trim()) ? parsePersonName(text.trim().replace(CARE_OF, '').replace(/[.,:;]+$/, '')) : null;
}

/** The line above a mailing address names whom it belongs to: an entity, or a person with or without a title or "%". */
export function isNameLine(text: string): boolean {
  const line = text.trim();
  return Boolean(parseEntity(line) ?? titledPerson(line) ?? careOfPerson(line) ?? parsePersonName(line));
}

/** The entity a run of words ends with: "Credit committee approved Cornerstone Real Estate, LLC" → its name. */
export function trailingEntity(text: string): string | null {
  const words = text.trim().replace(/[,;:]+$/, '').split(/\s+/).slice(-12);
  for (let n = words.length; n >= 1; n--) {
    const entity = wholeEntity(words.slice(-n).join(' '));
    if (entity) return entity.name;
  }
  return null;
}

/** The entity a run of words starts with: "Prairie Wind Income Fund, L.P.. Ashley's a 676" → its name. */
export function leadingEntity(text: string): string | null {
  const words = text.split(/\s+/).slice(0, 24);
  for (let n = words.length; n >= 1; n--) {
    const entity = parseEntity(words.slice(0, n).join(' ').replace(/\.{2,}$/, '.').replace(/[,;:]+$/, ''));
    if (entity) return entity.name;
  }
  return null;
}
