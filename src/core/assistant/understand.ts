// Reads a message the way lending staff type it and turns it into a query: what is asked (intent), about which
// deals (filters or a named deal), which fields, and which changes. General mechanisms only: typo correction
// against the organization's own vocabulary, synonym tables, slot filling, and the previous message for follow-ups.
import { DEAL_SCOPES, matchingDeals, noteHolds } from './answer';
import { addDays, findDate, findPeriod, type DayRange } from './dates';
import { calculation } from './calculator';
import { definition, GLOSSARY_WORDS, otherNames } from './glossary';
import { englishRank } from '../language/english';
import { keepsOwnMeaning } from './english';
import { elsewhere, howTo, HOWTO_WORDS } from './howto';
import { cityOf, streetLine, type Knowledge, type KnownDeal } from './knowledge';
import {
  COMMON_WORDS,
  CONTACT_ROLE_ALIASES,
  FIELD_WORDS,
  givenNameForms,
  JUMBO_LOAN_LIMIT,
  LOAN_TYPE_ALIASES,
  NAME_NOISE,
  PROPERTY_TYPE_ALIASES,
  STATES,
  type DealField,
} from './lexicon';
import { STAGE_ALIASES, STATUS_ALIASES } from '../deals/status-words';
import { amountValue, closeEnough, editDistance, normalize, NUMBER_WORDS, smallNumber, spelledNumbers, typoAllowance, words } from './text';

export type Intent =
  | 'greeting' | 'thanks' | 'farewell' | 'help' | 'define' | 'whoami' | 'today' | 'count' | 'list' | 'aggregate' | 'breakdown' | 'deal' | 'contacts' | 'tasks' | 'notes' | 'files' | 'update' | 'unknown';

export interface Range {
  min?: number;
  max?: number;
}

export interface DealFilter {
  stages?: string[];
  statuses?: string[];
  loanTypes?: string[];
  propertyTypes?: string[];
  states?: string[];
  cities?: string[];
  borrowerType?: 'Individual' | 'Entity';
  entityTypes?: string[];
  officerIds?: string[];
  /** Deals no loan officer is assigned to. */
  noOfficer?: boolean;
  amount?: Range;
  rate?: Range;
  term?: Range;
  ltv?: Range;
  value?: Range;
  closing?: DayRange;
  applied?: DayRange;
  /** Deals named by address, id or borrower. */
  dealIds?: string[];
  /** A name that matched nothing the caller can see ('the Fairbanks deal'). */
  unknownName?: string;
  /** Deals a contact (by name) or a company takes part in: 'Rick Delaney's deals', 'deals with Ironbridge'. */
  parties?: { names?: string[]; company?: string };
  /** Values the message rules out: 'not funded', 'excluding Texas', "that aren't bridge loans". */
  exclude?: Exclusions;
}

export interface Exclusions {
  stages?: string[];
  statuses?: string[];
  loanTypes?: string[];
  states?: string[];
}

/** Kinds said in the plural ('SFRs', 'condos', 'bridges'): every alias of a type also with an s. */
const withPlurals = (table: [string, string][]): [string, string][] => table.flatMap(([w, v]) => (/[a-z]$/.test(w) && !w.endsWith('s') ? [[w, v], [`${w}s`, v]] : [[w, v]]));
/** A name of several words may be written hyphenated ('raw-land', 'rate-and-term'): both spellings are read. */
const withHyphens = (table: [string, string][]): [string, string][] => table.flatMap(([w, v]) => (w.includes(' ') ? [[w, v], [w.replace(/ /g, '-'), v]] : [[w, v]]));
const LOAN_TYPE_WORDS = withPlurals(withHyphens(LOAN_TYPE_ALIASES));
const PROPERTY_TYPE_WORDS = withPlurals(withHyphens(PROPERTY_TYPE_ALIASES));

/** Kinds of entity borrower: plural ('trusts', 'LPs') or before a noun ('LLC borrowers', 'trust deals'). */
const ENTITY_TYPE_WORDS: [string, string][] = [['llc', 'LLC'], ['trust', 'Trust'], ['partnership', 'Partnership'], ['lp', 'Partnership'], ['corporation', 'Corporation'], ['corp', 'Corporation']].flatMap(
  ([word, type]) => [[`${word}s`, type], ...['borrowers', 'borrower', 'deals', 'loans', 'entities'].map((noun) => [`${word} ${noun}`, type])] as [string, string][],
);

/** Roles whose members own deals and tasks: only their names are read as officers. */
const STAFF_ROLES = new Set(['super_admin', 'admin', 'loan_officer']);

export type MetricField = 'loan_amount' | 'interest_rate' | 'ltv_ratio' | 'loan_term_months' | 'purchase_price';
export type GroupKey = 'stage' | 'status' | 'loan_type' | 'state' | 'month' | 'officer' | 'property_type' | 'city' | 'borrower_type' | 'term' | 'purpose';

export interface TaskQuery {
  overdue: boolean;
  due?: DayRange;
  assigneeIds?: string[];
  /** Due from today on ('upcoming tasks', 'what's due soon'). */
  upcoming?: boolean;
  /** Tasks nobody is assigned to. */
  unassigned?: boolean;
  /** Counted per assignee ('who has the most overdue tasks'). */
  byPerson?: boolean;
  priority?: string;
  /** Tasks tied to no deal ('tasks not tied to any deal', 'general to-dos'). */
  unlinked?: boolean;
  /** undefined: open tasks (a named deal's: all of them); 'open': only open ones, said so; 'done': finished ones; 'all': both. */
  state?: 'open' | 'done' | 'all';
  /** Tasks the message names by their title ('who's on request title commitment for Quintero'). */
  taskIds?: string[];
}

export interface ContactQuery {
  roles?: string[];
  company?: string;
  contactIds?: string[];
  fields: ('phone' | 'email' | 'company' | 'role')[];
}

export type Changes = Record<string, string | number>;

export interface Query {
  intent: Intent;
  filter: DealFilter;
  /** Deals the message names as "the one" (lookups and changes); several means ambiguous. */
  named: { ids: string[]; text?: string };
  fields: DealField[];
  /** A party role asked about on a deal ('who is the title officer on …'). */
  partyRole?: string;
  metric?: { op: 'sum' | 'avg' | 'median' | 'max' | 'min'; field: MetricField; limit?: number };
  groupBy?: GroupKey;
  /** A second dimension named with the first ('by stage and status'): its breakdown follows. */
  thenBy?: GroupKey;
  changes?: Changes;
  /** Field words of a change request that could not be read ('set the rate on X' with no value). */
  incompleteChange?: boolean;
  tasks?: TaskQuery;
  contacts?: ContactQuery;
  /** The caller said 'my' / 'I': their own deals or tasks. */
  mine: boolean;
  /** Only the newest ('the latest note'). */
  latest?: boolean;
  /** 'which stage has the most deals': the breakdown leads with the top (or bottom) group. */
  ranking?: { order: 'most' | 'least'; by: 'volume' | 'count' };
  /** General knowledge the message asks for: a lending word explained, a sum worked out, how to use the assistant. */
  explanation?: string;
  /** Words a note must contain, for notes searched across the book. */
  noteTerm?: string;
  /** 'what % of deals …': a count told as a share of all the deals the person can see. */
  share?: boolean;
  /** How a greeting was said ('Good morning'), to answer in kind. */
  salutation?: string;
  /** Words of the message that are no word of the engine's: a deal's notes that hold them answer what fields cannot. */
  terms?: string[];
}

// ------------------------------------------------------------------------------------------------
// Vocabulary of one organization (names are matched against what the caller can see)

export interface Vocabulary {
  words: Set<string>;
  /** Words of street names: after a house number a typo is read as one of these first. */
  streets: Set<string>;
  stageAliases: [string, string][];
}

const lexiconWords = [
  ...Object.keys(STAGE_ALIASES),
  ...STATUS_ALIASES.map(([w]) => w),
  ...LOAN_TYPE_WORDS.map(([w]) => w),
  ...PROPERTY_TYPE_WORDS.map(([w]) => w),
  ...ENTITY_TYPE_WORDS.map(([w]) => w),
  ...Object.values(STATES).flat(),
  ...FIELD_WORDS.map(([w]) => w),
  ...CONTACT_ROLE_ALIASES.map(([w]) => w),
  'breakdown', 'rank', 'ranked', 'ranking', 'states', 'stages', 'statuses', 'officers', 'cities', 'markets', 'schedule', 'calendar', 'timeline', 'forecast', 'average', 'largest', 'smallest', 'highest', 'lowest', 'overdue', 'priority', 'summarize', 'summary', 'volume',
  'individual', 'individuals', 'entity', 'entities', 'contacts', 'tasks', 'notes', 'underwriting', 'application', 'structure',
  'approved', 'closing', 'funded', 'stage', 'status', 'pipeline', 'months', 'weeks', 'quarter', 'deals', 'loans',
  'trusts', 'partnerships', 'llcs', 'corporations', 'corps', 'half', 'ago', 'back', 'latter', 'front', 'early',
  'three', 'four', 'five', 'seven', 'eight', 'nine', 'eleven', 'twelve', 'thirty', 'sixty', 'ninety',
  'digit', 'digits', 'figure', 'figures', 'jumbo', 'jumbos', 'shorter', 'longer', 'shortest', 'longest', 'fewer',
  ...GLOSSARY_WORDS,
  ...HOWTO_WORDS,
  ...NUMBER_WORDS,
].flatMap((w) => words(w));

let multiWordPhrases: Set<string> | undefined;
/** The lexicon's names of several words ('sunshine state', 'cash out', 'mixed use'): each names one value of ours. */
const lexiconPhrases = () =>
  (multiWordPhrases ??= new Set(
    [...Object.keys(STAGE_ALIASES), ...STATUS_ALIASES.map(([w]) => w), ...LOAN_TYPE_WORDS.map(([w]) => w), ...PROPERTY_TYPE_WORDS.map(([w]) => w), ...Object.values(STATES).flat()]
      .map((w) => words(w).join(' '))
      .filter((w) => w.includes(' ')),
  ));

const MONTHS_AND_DAYS = /january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|christmas|thanksgiving/;

/** Every word the intent patterns below listen for ('came', 'behind'): a typo fix must never turn one into another word. */
let patternWords: string[] | undefined;
function engineWords(): string[] {
  patternWords ??= [MONTHS_AND_DAYS, TASK_WORDS, NOTE_WORDS, FILE_WORDS, CONTACT_FIELD, BREAKDOWN, AGG_SUM, AGG_AVG, AGG_MAX, AGG_MIN, COUNT, LIST, SUMMARY, MINE, HELP, GREETING, THANKS, FAREWELL, ACKNOWLEDGED, ABOUT_ME, UPDATE_VERB, NAMED_CHANGE_VERB, STATED_CHANGE, STATED_FIGURE, APPLIED]
    .flatMap((re) => re.source.match(/[a-z]{4,}/g) ?? []);
  return patternWords;
}

let engineVocabulary: Set<string> | undefined;
/** The engine's own words, without any organization's names. */
const ownWords = () => (engineVocabulary ??= new Set([...COMMON_WORDS, ...lexiconWords, ...engineWords()]));

let longEngineWords: Set<string> | undefined;
const longOwnWords = () => (longEngineWords ??= new Set([...ownWords()].filter((w) => w.length >= 6)));

const vocabularies = new WeakMap<Knowledge, Vocabulary>();
/** Built once per Knowledge: a message may be read several times (its sentences, its follow-ups). */
export function vocabularyOf(k: Knowledge): Vocabulary {
  let vocabulary = vocabularies.get(k);
  if (!vocabulary) vocabularies.set(k, (vocabulary = buildVocabulary(k)));
  return vocabulary;
}

function buildVocabulary(k: Knowledge): Vocabulary {
  const set = new Set<string>([...COMMON_WORDS, ...lexiconWords, ...engineWords()]);
  const streets = new Set<string>();
  const add = (text: string | null | undefined, into = set) => {
    if (text) for (const w of words(normalize(text))) if (/^[a-z]/.test(w)) into.add(w.replace(/'s$/, ''));
  };
  for (const s of k.stages) add(s);
  for (const name of k.organizationNames ?? []) add(name);
  for (const p of k.people) add(p.name);
  // 'Mike' for Michael: the other forms of the book's first names are names, not typos of other words.
  const firstNames = [...k.people.map((p) => p.name), ...k.contacts.map((c) => c.name), ...k.deals.map((d) => d.borrowerFirstName ?? '')].map((n) => words(normalize(n))[0]);
  for (const first of new Set(firstNames)) if (first) for (const form of givenNameForms(first)) if (form !== first && !COMMON_WORDS.has(form)) set.add(form);
  for (const d of k.deals) {
    add(streetLine(d.propertyAddress).replace(/^\d+\s*/, ''));
    add(streetLine(d.propertyAddress).replace(/^\d+\s*/, ''), streets);
    add(cityOf(d.propertyAddress));
    add(d.borrowerName);
    add(d.entityName);
  }
  for (const c of k.contacts) {
    add(c.name);
    add(c.company);
  }
  const stageAliases: [string, string][] = [
    ...k.stages.map((s) => [normalize(s), s] as [string, string]),
    ...Object.entries(STAGE_ALIASES).filter(([, s]) => k.stages.includes(s)),
  ].sort((a, b) => b[0].length - a[0].length);
  return { words: set, streets, stageAliases };
}

/** Replaces words that are nothing we know with the closest word we do know, when one is close enough. */
export function correctTypos(tokens: string[], vocabulary: Vocabulary): string[] {
  return tokens.map((token, i) => {
    const bare = token.replace(/'s$/, '');
    if (!/^[a-z]+$/.test(bare) || vocabulary.words.has(bare) || bare.length < 4) return token;
    const afterNumber = /^\d+$/.test(tokens[i - 1] ?? '');
    const fixed = closest(bare, afterNumber ? vocabulary.streets : vocabulary.words, token) ?? (afterNumber ? closest(bare, vocabulary.words, token) : undefined);
    // A common English word ('long', 'road', 'marked') was meant as typed, unless its neighbour is far more common.
    return fixed && !keepsOwnMeaning(bare, fixed.replace(/'s$/, '')) ? fixed : token;
  });
}

const sameLetters = (a: string, b: string) => a.length === b.length && [...a].sort().join('') === [...b].sort().join('');

/** The token with its word replaced by the nearest candidate within the typos its length allows. */
function closest(bare: string, candidates: Set<string>, token: string): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const known of candidates) {
    if (!/^[a-z]/.test(known) || known.length < 3 || !closeEnough(bare, known)) continue;
    const distance = editDistance(bare, known, typoAllowance(bare));
    // Between equally close words, two swapped letters ('waht') are likelier than a wrong one ('want').
    if (distance < bestDistance || (distance === bestDistance && sameLetters(bare, known) && !sameLetters(bare, best!))) {
      best = known;
      bestDistance = distance;
    }
  }
  return best ? token.replace(bare, best) : undefined;
}

// ------------------------------------------------------------------------------------------------
// Finding things in text

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (p: string) => new RegExp(`(?:^|[\\s,])${escape(p)}(?=$|[\\s,.:;'])`);

/** Words just before a value that rule it out: 'not funded', "aren't in UW", 'excluding TX', 'other than bridge'. */
// Between them may stand fillers ('anything in', 'deals in', 'files that are') and a hyphenated modifier
// ('rate-and-term refis'); 'no' rules out ('but no land loans') except as 'no. of' (number of).
const NEGATED = /(?:\bnot|n't|\bnon|\bno(?! of\b)|\bwithout|\bexcluding|\bexclude|\bexcept(?: for)?|\bother than|\bbesides|\bnot counting|\bminus|\boutside(?: of)?)\s+(?:(?:in|at|yet|been|the|a|an|any|anything|anyone|including|counting|of|from|located in|based in|deals?|files?|loans?|ones|those|stuff|that are|which are|are|is|currently|still|sitting|[a-z]+(?:-[a-z]+)+)\s+)*$/;

/**
 * Every table value whose word occurs; longer phrases are consumed first so 'cash out refi' is not also 'refi'.
 * With `excluded`, a value said after a negation ('not funded') goes there instead.
 */
function findAll(text: string, table: readonly [string, string][], skip?: (at: number, word: string, rest: string) => boolean, excluded?: string[]): string[] {
  let rest = ` ${text} `;
  const found: string[] = [];
  for (const [word, value] of [...table].sort((a, b) => b[0].length - a[0].length)) {
    if (!rest.includes(word)) continue;
    const re = wordPattern(word);
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(rest))) {
      if (skip?.(m.index, word, rest)) continue;
      const into = excluded && NEGATED.test(rest.slice(0, m.index).replace(/\s+/g, ' ')) ? excluded : found;
      if (!into.includes(value)) into.push(value);
      rest = rest.slice(0, m.index) + ' '.repeat(word.length) + rest.slice(m.index + word.length);
    }
  }
  return found;
}

const wordPatterns = new Map<string, RegExp>();
/** A table word as a whole word; compiled once, for every message reads the same tables. */
function wordPattern(word: string): RegExp {
  let re = wordPatterns.get(word);
  if (!re) wordPatterns.set(word, (re = new RegExp(`(?<=[\\s,])${escape(word)}(?=[\\s,.:;'-])`, 'g')));
  return re;
}

interface NameHit {
  ids: string[];
  score: number;
  text: string;
}

/** 'appraisal number', 'the loan number', 'rate numbers': a figure of the thing named before it, not a phone number. */
const NUMBER_OF_A_THING = /\b(?:appraisal|appraised|valuation|bpo|value|loan|deal|file|rate|closing|payoff|tracking|case|reference|confirmation|wire|account|ltv|dscr)\s*$/;

/** Words that end a company's name: after a last name they make it a company's ('Abernathy Holdings', 'Nguyen LLC'). */
const COMPANY_WORDS = new Set(['llc', 'inc', 'corp', 'corporation', 'co', 'lp', 'llp', 'ltd', 'trust', 'group', 'company', 'holdings', 'partners', 'ventures', 'capital', 'investments', 'development', 'developers', 'equity', 'properties', 'rentals', 'builders', 'realty', 'enterprises', 'lending', 'funding']);

/** Person names: 'linh nguyen' (3), 'nguyen' (2); a first name alone counts only when asked (officers). */
function personScore(tokens: string[], first: string | null, last: string | null, firstAlone = false): number {
  const f = first ? normalize(first) : '';
  const l = last ? normalize(last) : '';
  let best = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!.replace(/'s$/, '');
    const next = tokens[i + 1]?.replace(/'s$/, '');
    // A possessive typed without its apostrophe ('toms plate', 'bells deals').
    const is = (name: string) => t === name || (t === `${name}s` && !COMMON_WORDS.has(t));
    // A short form of the first name before the last ('sam brooks', 'nat albright') names the person too.
    const shortFirst = t.length >= 3 && f.length > t.length && f.startsWith(t) && !COMMON_WORDS.has(t);
    // Another form of the first name ('mike' for Michael, 'thomas' for Tom) names the person too.
    const forms = f ? givenNameForms(f) : undefined;
    const otherForm = Boolean(forms) && t !== f && (forms!.has(t) || (t.endsWith('s') && !COMMON_WORDS.has(t) && forms!.has(t.slice(0, -1))));
    if (f && l && (is(f) || shortFirst || otherForm) && next && (next === l || closeEnough(next, l) || next === `${l}s`)) return 3;
    // 'the Abernethy Holdings deal' names a company, not the person called Abernathy.
    if (l && l.length >= 3 && (is(l) || (l.length >= 5 && closeEnough(t, l))) && !COMMON_WORDS.has(t) && !COMPANY_WORDS.has(next ?? '')) best = Math.max(best, 2);
    // 'Mike Thompson' is someone else when the word after the first name is a surname of nobody's here.
    const otherSurname = Boolean(next && l && next !== l && /^[a-z]{3,}$/.test(next) && englishRank(next) === Infinity && !ownWords().has(next) && !SHORTHAND[next] && !closeEnough(next, l));
    if (firstAlone && f && f.length >= 3 && (is(f) || otherForm) && !COMMON_WORDS.has(t) && !otherSurname) best = Math.max(best, 1.5);
  }
  return best;
}

function distinctiveWords(name: string): string[] {
  return words(normalize(name)).filter((w) => !NAME_NOISE.has(w) && !/^\d/.test(w) && w.length > 1);
}

/** Company or entity names: every distinctive word (3), or the first one (2). */
function organizationScore(tokens: string[], name: string | null): number {
  if (!name) return 0;
  const distinct = distinctiveWords(name);
  if (!distinct.length) return 0;
  const has = (w: string) => tokens.some((t) => t.replace(/'s$/, '') === w || (w.length >= 6 && closeEnough(t, w)));
  if (!distinct.some(has)) {
    // 'the family trust deal': the kind of name alone, said before 'deal', may mean any entity whose name ends so.
    const tail = words(normalize(name)).slice(-2);
    const said = ` ${tokens.join(' ')} `;
    return tail.length === 2 && tail.every((w) => NAME_NOISE.has(w)) && new RegExp(` ${escape(tail.join(' '))}(?:'s)? (deal|loan|file)s? `).test(said) ? 1 : 0;
  }
  if (distinct.every(has)) return distinct.length > 1 || !COMMON_WORDS.has(distinct[0]!) ? 3 : 0;
  // 'Lone Star Escrow' for Lone Star Escrow Services: the name's first words, two or more, in their order.
  const said = ` ${tokens.map((t) => t.replace(/'s$/, '')).join(' ')} `;
  // Two words that are a name of ours on their own need the next one too: 'loans in the Sunshine State' is Florida,
  // 'contacts at Lone Star Escrow' the company.
  const lead = distinct.slice(0, lexiconPhrases().has(distinct.slice(0, 2).join(' ')) ? 3 : 2).join(' ');
  if (distinct.length > 2 && said.includes(` ${lead} `)) return 2.5;
  // The first word alone names it only when it is no word of ours ('Carolina Land Title' is not 'North Carolina').
  if (has(distinct[0]!) && !COMMON_WORDS.has(distinct[0]!) && !lexiconWords.includes(distinct[0]!) && distinct[0]!.length >= 4) return 2;
  return 0;
}

const STREET_SUFFIX = new Set(['st', 'ave', 'rd', 'dr', 'ln', 'ct', 'pl', 'blvd', 'way', 'trl', 'street', 'avenue', 'road', 'drive', 'lane', 'court', 'place', 'boulevard', 'trail', 'cir', 'circle', 'pkwy', 'hwy']);

/** A street: number and name (4), or the name alone (1.5). */
function streetScore(tokens: string[], address: string): number {
  const line = words(normalize(streetLine(address)));
  const number = /^\d+$/.test(line[0] ?? '') ? line[0] : undefined;
  const name = line.filter((w) => !/^\d/.test(w) && !STREET_SUFFIX.has(w));
  if (!name.length) return 0;
  // Typos were corrected against the vocabulary already; a known word ('same') is never a street ('Sage').
  const sameWord = (token: string | undefined, w: string) => token === w || (!!token && token.length >= 6 && !COMMON_WORDS.has(token) && closeEnough(token, w));
  const nameAt = (i: number) => name.every((w, j) => sameWord(tokens[i + j], w));
  for (let i = 0; i < tokens.length; i++) {
    if (!nameAt(i)) continue;
    if (number && (tokens[i - 1] === number || spokenHouseNumber(tokens, i) === number)) return 4;
    // 'the Cedar Hollow deal': every word of a longer street name beats 'Cedar' alone (Cedar Ln).
    if (!number || !/^\d+$/.test(tokens[i - 1] ?? '')) return name.some((w) => !COMMON_WORDS.has(w)) ? (name.length > 1 ? 1.75 : 1.5) : 0;
  }
  // A first street word alone ('the Maple deal') when the street has several.
  if (name.length > 1 && tokens.includes(name[0]!) && !COMMON_WORDS.has(name[0]!)) return 1.5;
  return 0;
}

/**
 * A house number said in parts before the street's name, as people dictate it: 'seventy one ninety six Sage' (71 96)
 * or digit by digit, 'five five eight seven Fernwood' (5 5 8 7): the parts written together.
 */
function spokenHouseNumber(tokens: string[], nameAt: number): string | undefined {
  let from = nameAt;
  // 'one fifty seven Ironwood' (1 57): a lone 'one' is kept a word when numbers are read, but here it is a digit.
  while (from > 0 && (/^\d{1,2}$/.test(tokens[from - 1]!) || (tokens[from - 1] === 'one' && from < nameAt))) from--;
  return nameAt - from >= 2 ? tokens.slice(from, nameAt).map((t) => (t === 'one' ? '1' : t)).join('') : undefined;
}

function bestHits<T>(items: T[], score: (item: T) => number, id: (item: T) => string): NameHit | undefined {
  let top = 0;
  let ids: string[] = [];
  for (const item of items) {
    const s = score(item);
    if (s <= 0) continue;
    if (s > top) {
      top = s;
      ids = [id(item)];
    } else if (s === top) ids.push(id(item));
  }
  return top ? { ids: [...new Set(ids)], score: top, text: '' } : undefined;
}

const TITLE_NOISE = new Set(['for', 'from', 'the', 'and', 'with', 'to', 'of', 'on', 'a', 'an']);

/** A task named by its title: every word of it (1 + its length), or all but one of a long one. */
function titleScore(tokens: string[], title: string): number {
  const wanted = words(normalize(title)).filter((w) => !TITLE_NOISE.has(w));
  const found = wanted.filter((w) => tokens.some((t) => t === w || (w.length >= 5 && closeEnough(t, w))));
  if (wanted.length >= 2 && found.length === wanted.length) return 1 + wanted.length;
  return wanted.length >= 4 && found.length >= wanted.length - 1 ? wanted.length - 1 : 0;
}

/** The deals a message names: by id, street, borrower or entity. The strongest kind of match wins. */
export function namedDeals(tokens: string[], text: string, deals: KnownDeal[]): NameHit | undefined {
  const id = /\b([a-z]{2,6}-\d{8}-\d{2,3})\b/.exec(text)?.[1];
  if (id) {
    const found = deals.filter((d) => d.id.toLowerCase() === id);
    return { ids: found.map((d) => d.id), score: 5, text: id.toUpperCase() };
  }
  return bestHits(
    deals,
    (d) =>
      Math.max(
        streetScore(tokens, d.propertyAddress),
        personScore(tokens, d.borrowerFirstName, d.borrowerLastName),
        organizationScore(tokens, d.entityName),
      ),
    (d) => d.id,
  );
}

/** A name the message points at that matched nothing: 'the Fairbanks deal', 'borrower Fairbanks', "Fairbanks's loan". */
function pointedName(text: string, typed: string, vocabulary: Vocabulary): string | undefined {
  const address = /\b(\d{1,6} [a-z]+(?: [a-z]+)? (?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|ct|court|pl|place|blvd|boulevard|way|trl|trail|cir|circle|pkwy|hwy|ter|terrace))\b/.exec(text)?.[1];
  if (address) return address;
  const patterns = [
    /\bthe ([a-z][a-z'-]+(?: [a-z][a-z'-]+)?) (?:deal|loan|file|property|project)\b/,
    /\b(?:borrower|client|sponsor|for|on|with) (?:named |called )?([a-z][a-z-]+)(?:'s)? (?:deal|loan|file)\b/,
    /\b(?:borrower|client|sponsor)(?: named| called)? ([a-z][a-z-]+)\b/,
    /\b([a-z][a-z-]+)'s (?:deal|loan|file)\b/,
  ];
  for (const p of patterns) {
    const name = p.exec(text)?.[1];
    // A company word ('capital', 'partners') may be part of a stranger's name, not all of it.
    const parts = name?.split(' ') ?? [];
    if (name && parts.every((w) => NAME_NOISE.has(w) || (!COMMON_WORDS.has(w) && !lexiconWords.includes(w))) && parts.some((w) => !NAME_NOISE.has(w))) return name;
  }
  // A word we have never seen where a name goes ('hargreaves loan amount?', 'where are we on quimby', 'status on
  // delacroix'), however it is cased: a name of nothing the caller can see.
  const slot = /^([a-z][a-z'-]+?(?: [a-z][a-z'-]+?)?)(?:'s)? (?:deal|loan|file|property|project)\b/.exec(typed) ?? /\b(?:on|with|for|about|re|of|from) ([a-z][a-z'-]+?(?: [a-z][a-z'-]+?)?)(?:'s)?(?: (?:deal|loan|file|deals|loans))?$/.exec(typed);
  // A long word one or two typos from one we know ('kwalski') is that word, not a stranger.
  // A short word with two letters swapped from a word of ours ('taks') is that word.
  const swapped = (w: string) => [...ownWords()].some((known) => sameLetters(w, known) && editDistance(w, known, 1) <= 1);
  // "on Priya's desk": a possessive of a name we know is that name.
  const unknown = (said: string) => unknownWord(said.replace(/'s$/, ''));
  const unknownWord = (w: string) =>
    w.length >= 4 && !vocabulary.words.has(w) && !COMMON_WORDS.has(w) && !COMMON_WORDS.has(w.replace(/s$/, '')) && !lexiconWords.includes(w) && !SHORTHAND[w] && !(w.length >= 6 && closest(w, vocabulary.words, w)) && !swapped(w) &&
    // A typo of one of the engine's own long words ('vlume', 'ammount') is that word ('wells' is no 'well').
    !(w.length >= 5 && closest(w, longOwnWords(), w));
  const name = slot?.[1];
  // 'oakmont capital loan': a stranger's name may carry a company word.
  if (name && name.split(' ').some(unknown) && name.split(' ').every((w) => unknown(w) || NAME_NOISE.has(w))) return name;
  return undefined;
}

// ------------------------------------------------------------------------------------------------
// Numbers in context

const COMPARATOR_MIN = /(over|above|more than|greater than|bigger than|larger than|higher than|longer than|exceeding|exceeds|at least|minimum|min|north of|upwards of|starting at|>=|>|no less than|not less than)\s*$/;
const COMPARATOR_MAX = /(under|below|sub|less than|smaller than|lower than|shorter than|at most|maximum|max|up to|south of|<=|<|no more than|not more than|within)\s*$/;
/** The comparators that leave the figure itself out ('over 500k' does not take 500,000). */
/** 'at or below', 'equal to or over': the figure itself is in. */
const STRICTLY_ABOVE = /(?<!\bor )\b(over|above|more than|greater than|bigger than|larger than|higher than|longer than|exceeding|exceeds|north of|>)\s*$/;
const STRICTLY_BELOW = /(?<!\bor )\b(under|below|sub|less than|smaller than|lower than|shorter than|south of|<)\s*$/;
const AMOUNT_IN_TEXT = /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million|thousand|grand|bn|b|billion)?(\s?%|\s?percent|\s?pct|\s?months?|\s?mos?|\s?yrs?|\s?years?)?(\+)?(?=$|[\s,.;:)?!])/g;

type Measure = 'amount' | 'rate' | 'term' | 'ltv' | 'value';

interface Figure {
  measure: Measure;
  value: number;
  start: number;
  end: number;
  dollar: boolean;
}

/** Numbers with what they measure, judged by their unit and the field word just before them. */
function figures(text: string): Figure[] {
  const out: Figure[] = [];
  let m: RegExpExecArray | null;
  AMOUNT_IN_TEXT.lastIndex = 0;
  while ((m = AMOUNT_IN_TEXT.exec(text))) {
    const [all, dollar, digits, scale, unit] = m;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/\b\d{1,2}\/$|-$/.test(before) || /^\d{4}$/.test(digits!) && /\b(in|of|year)\s*$/.test(before)) continue;
    const afterAll = text.slice(m.index + all.length, m.index + all.length + 20);
    // '3 months ago', 'the next 2 months': a period, not a term.
    // 'closing in 2 months' is a month ahead too, unless the months are the loan's ('in 12 month loans').
    if (unit && /mo|month|yr|year/.test(unit) && (/^\s*(ago|back|out|from now)\b/.test(afterAll) || /\b(next|last|past|previous|prior|coming|within)(?: the)?\s*$/.test(before) || (/\bin\s*$/.test(before) && !/^\s*(terms?|loans?|deals?)\b/.test(afterAll)))) continue;
    const value = amountValue(digits!, scale);
    // The field word nearest before the figure ('6 month loans with rates of 12' is a rate).
    // 'priced under 13' prices the rate; 'this month' or 'per month' names a period, not the term.
    const lastField = /^.*\b(ltv|loan to value|loan-to-value|rate|interest|coupon|priced|pricing|term|(?<!\b(?:this|next|last|per|a|the|each|that|same) )months?|value|price|arv|amount|loan|volume|size)s?\b[^$\d]*$/.exec(before)?.[1];
    let measure: Measure;
    const after = text.slice(m.index + all.length, m.index + all.length + 20);
    if (unit && /%|percent|pct/.test(unit)) measure = lastField === 'ltv' || (lastField?.startsWith('loan') && /to value/.test(before)) || /^\s*(ltv|loan[- ]to[- ]value|cltv)\b/.test(after) ? 'ltv' : 'rate';
    else if (unit && /mo|month/.test(unit)) measure = 'term';
    else if (unit && /yr|year/.test(unit)) {
      out.push({ measure: 'term', value: value * 12, start: m.index, end: m.index + all.length, dollar: false });
      continue;
    } else if (dollar || scale || value >= 1000) measure = lastField === 'value' || lastField === 'price' || lastField === 'arv' ? 'value' : 'amount';
    else if (lastField === 'ltv') measure = 'ltv';
    else if (lastField === 'rate' || lastField === 'interest' || lastField === 'coupon' || lastField === 'priced' || lastField === 'pricing') measure = 'rate';
    // '60 LTV', 'below 65 loan to value': the ratio named after its figure.
    else if (value <= 100 && /^\s*(ltv|loan[- ]to[- ]value|cltv)\b/.test(after)) measure = 'ltv';
    else if (lastField === 'term' || lastField === 'months' || lastField === 'month') measure = 'term';
    else if (bareRate(value, before, after, all)) measure = 'rate';
    else continue;
    out.push({ measure, value, start: m.index, end: m.index + all.length, dollar: Boolean(dollar) });
  }
  return out;
}

/**
 * A plain number that can only be a rate: a comparator around it and nothing counted after it ('sub 9', 'under 12',
 * 'at 16 or higher', '11 and up', 'below 7 rate'). 'within 30 days', 'more than 2 deals' count other things.
 */
function bareRate(value: number, before: string, after: string, all: string): boolean {
  if (value <= 0 || value > 30) return false;
  if (/^\s*(days?|weeks?|wks?|months?|mos?|years?|yrs?|deals?|loans?|files?|tasks?|notes?|contacts?|people|officers?|of|per|times?|points?|bps)\b/.test(after)) return false;
  return COMPARATOR_MIN.test(before) || COMPARATOR_MAX.test(before) || all.endsWith('+') || /(?:@|\bat)\s*$/.test(before) ||
    /^\s*((or|and) (higher|more|up|above|over|greater|less|lower|below|under)|plus|rate|interest)\b/.test(after);
}

/**
 * Ranges people say without a figure: rates 'in double digits' (10% and up) or 'single digits' (under 10%), loans of
 * 'six / seven / eight figures', and 'jumbo' loans (over the conforming loan limit).
 */
function wordedRanges(text: string): { rate?: Range; amount?: Range } {
  const out: { rate?: Range; amount?: Range } = {};
  if (/\bdouble[- ]?digits?\b/.test(text)) out.rate = { min: 10 };
  else if (/\bsingle[- ]?digits?\b/.test(text)) out.rate = { max: 10 - 1e-9 };
  const digits = smallNumber(/\b(six|seven|eight|6|7|8)[- ]?figures?\b/.exec(text)?.[1] ?? '');
  if (digits) out.amount = { min: 10 ** (digits - 1), max: 10 ** digits - 1e-9 };
  else if (/\bjumbos?\b/.test(text)) out.amount = { min: JUMBO_LOAN_LIMIT + 1e-9 };
  return out;
}

function ranges(text: string, found: Figure[]): Partial<Record<Measure, Range>> {
  const result: Partial<Record<Measure, Range>> = {};
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    const before = text.slice(0, f.start);
    const after = text.slice(f.end, f.end + 20);
    const range = (result[f.measure] ??= {});
    const between = /\b(between|from)\s*$/.exec(before);
    const next = found[i + 1];
    if (between && next && /^\s*(and|to|-)\s*$/.test(text.slice(f.end, next.start))) {
      const scale = next.value >= 1000 && f.value < 1000 && f.measure === 'amount' ? next.value / Math.max(1, Math.round(next.value / 1000)) : 1;
      range.min = f.value * (scale > 1 ? 1000 : 1);
      result[next.measure === f.measure ? f.measure : next.measure] = { ...range, max: next.value };
      if (next.measure !== f.measure) delete result[f.measure];
      i++;
      continue;
    }
    if (COMPARATOR_MIN.test(before) || /^\s*(\+|or more|or higher|or above|or greater|or longer|and up|and above|and longer|plus)\b/.test(after) || text[f.end - 1] === '+') {
      range.min = f.value + (STRICTLY_ABOVE.test(before) ? 1e-9 : 0);
    } else if (COMPARATOR_MAX.test(before) || /^\s*(or less|or lower|or below|or under|or shorter|or fewer|and under|and below|and shorter)\b/.test(after)) {
      range.max = f.value - (STRICTLY_BELOW.test(before) ? 1e-9 : 0);
    } else if (/\b(exactly|of|at|=)\s*$/.test(before) && f.measure !== 'amount') {
      range.min = f.value;
      range.max = f.value;
    } else if (f.measure === 'term') {
      // '6 month loans': a term is named exactly.
      range.min = f.value;
      range.max = f.value;
    } else {
      delete result[f.measure];
    }
  }
  return result;
}

// ------------------------------------------------------------------------------------------------
// Intent words

const has = (text: string, re: RegExp) => re.test(` ${text} `);

const GREETING = /^(hi+|hello+|hey+|heya|hiya|howdy|yo|sup|what's up|wassup|good (morning|afternoon|evening|day)|morning|afternoon|evening|greetings|hi there|hello there|hey there)\b/;
const FAREWELL = /^(bye|bye bye|goodbye|good bye|signing off|logging off|heading out|gotta go|got to go|peace out|catch you later|done for (the )?(day|today|now)|good night|goodnight|good nite|nite|gn|see (you|ya)( later| tomorrow)?|later|talk (to you )?later|ttyl|that's all|that is all|i'm done|im done|that's it|cya|have a good (one|day|night|weekend))\b/;
const ACKNOWLEDGED = /^((ok|okay|k|kk|cool|nice|great|got it|gotcha|sounds good|alright|all right|sure|nvm|never mind|nevermind|no worries|lol|haha|hmm+|interesting|good|fine|yes|yep|yeah|no|nope|nah)\s?)+( thanks| thank you| then)?$/;
const ABOUT_ME = /\b(what's your name|what is your name|who (made|built|created|programmed) you|are you (an? )?(ai|bot|robot|human|person|real|real person|computer|machine|program|chatbot|chat ?gpt|gpt|openai|claude|siri|alexa|llm|language model)|are you there|you there|how are you( doing)?( today)?|how's it going|hows it going)\b/;
/** Asking whether anyone is there ('you there?', 'anyone home', 'are you awake'): a greeting, answered as one. */
const PRESENCE = /^(?:(?:are )?(?:you|u) (?:there|around|awake|up|on|online|working|alive|here)|any ?(?:one|body) (?:there|home|around)|is this (?:thing )?(?:on|working))$/;
const THANKS = /\b(thanks|thank you|thank u|thx|ty|cheers|appreciate it|much appreciated|great|perfect|awesome|cool|got it|helpful|good job|nice work|well done|you rock|excellent|brilliant|sweet)\b/;
const HELP = /\b(what (else )?can (you|u) (do|help)|what do you (do|know)|how (can|do) you help|can you help( me)?$|what are you able|what (else |kind of |sort of |type of )?(stuff |things |questions )?(can|should|do) i ask|how (do|can|should) i use|how does (this|it)( thing)? work|help me\b(?! (find|with|get|see|pull))|^help( me)?( pls| please)?$|^i need help$|(your|ur) (capabilities|abilities|features)|who are you|what are you|are you a bot|tell me what you can do|^(options|commands|menu)$|what's possible)\b/;
const UPDATE_VERB = /\badd\b.*\bto (?:the |its |their |his |her |that |this )?(?:loan )?(?:term|rate|interest rate|amount|loan|closing|closing date|purchase price|price|value)\b|\bshould be\b|\bis (now )?in [a-z]+( stage)? now\b|\bis now in\b|\bneeds? to be\b|\bought to be\b|(?:^|\s)>(?:\s|$)(?!\s*\$?\d)|\b(set|change|convert|update|modify|edit|move|put|mark|bump|raise|lower|drop|increase|decrease|reduce|cut|push|switch|make|adjust|correct|fix|kill|pause|shelve|revive|reactivate|reopen|advance|promote|send|assign|reassign|extend|shorten|lift|take|reclassify|reclass|recategorize|recategorise|re-categorize|relabel|re-label|recode|re-code|retype|re-type|retag|redesignate|delay|postpone|slide|hike|trim|slash|knock|tack)\b/;
const NAMED_CHANGE_VERB = /^(?:(?:ok|okay|so|please|pls|then|and|yes|yeah|go ahead and|can you|could you|let's|lets)\s+)*(park|hold|freeze|fund|resize|re-?price|place|close out|mark)\b|\b(reprice|re-price|repriced)\b/;
/** A deal's news told as a fact: a copula or a past tense before the new stage or status, or an event word. */
const STATED_CHANGE = /\b(is|are|was|has|have|had|just|now|got|went|been|gone)\b.*\b(on hold|dead|funded|closed|active|paused|parked|killed|withdrawn|cancelled|canceled|in [a-z]+)\b|\b(funded|died|dead|fell through|walked|walked away|killed)\b/;
/** A figure or a date told as news of a named deal: 'the appraisal came in at 610', 'closing got pushed a week'. */
const STATED_FIGURE = /\b(appraisal|appraised|bpo|valuation)\b.*\b(came|come|back|in|at|for)\b.*\d|\b(pushed|slipped|slid|delayed|postponed|moved|bumped|pulled)\b.*\b(\d+|a|an|one) (days?|weeks?|months?)\b/;
const TASK_WORDS = /\b((?:anything|something|stuff|what(?:'s| is)?) (?:still |else )?open (?:on|for)|task|tasks|to-do|to-dos|todo|todos|to do list|follow[- ]?ups?|action items?|open items?|outstanding items?|reminders?|overdue|past[- ]due|late|slipping|slipped|on my plate|my plate|on (his|her|their) plate|on (?:[a-z]+ )?[a-z]+('s|s)? plate|checked off|ticked off|crossed off|still working on|need to do|have to do|needs to be done|get done|left to do|left on|what's left|to do today|am i behind|behind on|let (?:anything |something |stuff )?slip|on deck|agenda|pending(?! (?:deals?|loans?|files?|apps?|applications?))|outstanding(?! (?:deals?|loans?|balances?|amounts?|principal))|supposed to (?:do|handle)|assignments|not (?:yet )?done|hasn't been done|haven't been done|unfinished|incomplete|who'?s behind|who is behind|anyone behind|(?:should|do|can) i (?:do|tackle|handle|start with) (?:first|next|today)|prioriti[sz]e|finish|finished|wrapped up|knocked out|(?:my|his|her|their|[a-z]+'s|on the) (?:to-?do |task |work )?list(?! of)|work on (today|next|first|now)|should i work on|anything urgent|urgent|upcoming|coming up|due soon|needs? doing|needs to happen|(?<!(?:deals?|loans?|files?) )(?:have|has|did) (?:i|we|you|he|she|they|[a-z]+) (?:completed|gotten done|checked off)(?! (?:any |the |our )?(?:deals?|loans?|files?))|(?<!\b(?:have|has|did) )(?:i|i've|we've|we) (?:have )?completed(?! (?:any |the |our )?(?:deals?|loans?|files?))|(?<!(?:deals?|loans?|files?) )(?:do|have) i (?:have |got )?(?:open|pending|outstanding)(?=\s*$))\b/;
// 'what have we written down about …', 'anything jotted on …': what the notes hold.
const NOTE_WORDS = /\b(notes?|comments?|memos?|log entries|latest on|what happened|history|(?:written|wrote|jotted|put) down|jotted)\b/;
/** The newest note alone: 'the latest note', 'last thing logged', 'most recent comment'; 'the latest on …' asks for all the news. */
const ONE_NOTE = /\b(?:latest|most recent|last|newest)\s+(?:note|comment|memo|entry|log entry|update|thing)\b(?!s)/;
// 'the Brooks file' is the deal itself; its files are 'files', 'docs', 'the file on …'.
const FILE_WORDS = /\b(files|documents?|docs|attachments?|uploads?|paperwork)\b|\bfile (on|for|uploaded|attached)\b|^(any )?file\b/;
const WORKS_FOR = /\b(work|works|working) (for|at|with)\b|\b(company|firm|employer)\b/;
const CONTACT_FIELD = /\b(phone|phone number|number(?! of\b)|cell|mobile|email|e-mail|email address|contact info|contact information|reach|call|contact details)\b/;
const BREAKDOWN = /\b((stage|status|type|product|state|officer|lo|month)(es|s)? (counts?|numbers|totals|volumes?|tally)|breakdown|break down|broken down|break it down|split|distribution|grouped|group by|by stage|by status|by type|by loan type|by product|by state|by month|by officer|by lo|by city|by market|per stage|per status|per type|per state|(?<!\b(?:pay|paying|payment|interest) )per month|per officer|each stage|each status|each state|each type|each officer|stage by stage|mix|look like by|looks like by|by property type)\b/;
const AGG_SUM = /\b(total|totals|sum|volume|how much|aggregate|combined|altogether|dollar amount|in dollars|worth|add (?:(?:those|them|these|it|that|em|all) )?up|tally up)\b|(^|\s)\$(\s|$)/;
const AGG_AVG = /\b(average|averaging|averaged|avg|mean|typical)\b/;
const AGG_MEDIAN = /\bmedian\b/;
const AGG_MAX = /\b(largest|biggest|highest|max|maximum|top|most expensive|largest loan|biggest loan)\b/;
const AGG_MIN = /\b(smallest|lowest|min|minimum|tiniest|least)\b/;
const APPLIED = /\b(applied|application date|submitted|came in|come in|received|took in|taken in|new deals|new applications|new apps|opened|started|signed up|intake)\b/;
const SHARE = /\b(what|which) (%|percent\b|percentage\b|share\b|portion\b|proportion\b|fraction\b)|\b(percent|percentage|share|portion|proportion) of (the |our |all )?(deals|loans|book|pipeline)\b/;
const COUNT = /\b(how many|count|number of|# of|how much deals|tally)\b/;
const LIST = /\b(list|show|which|what deals|what loans|find|give me|pull|display|any|do we have|are there|is there|what are|see|get me|search|lookup|look up|names?)\b/;
const SUMMARY = /\b(summary|summarize|summarise|sum up|overview|details?|tell me about|info|information|rundown|run down|snapshot|status of|what's going on|whats going on|where are we|what's up with|recap|brief me|everything)\b/;
const MINE = /\b(my|mine|i have|i've got|do i|i got|i'm|am i|assigned to me|for me|on my plate|my plate)\b/;
/**
 * Why or for whom the person asks, said with 'my' ('before my 10 o'clock call', 'for my file review', 'my boss wants'):
 * an occasion or a superior, not the person's own deals.
 */
const MY_OCCASION = /\b(?:my|our)\s+(?:(?!(?:deals|loans|files|tasks|plate|borrowers|clients)\b)[a-z0-9':-]+\s+){0,3}?(?:call|calls|meeting|meetings|mtg|review|huddle|standup|stand-up|sync|1:1|one-on-one|presentation|committee|session|check-in|lunch|appointment|interview|walkthrough|demo|boss|manager|supervisor|director|vp|ceo|cfo|team lead)\b(?! (?:deals?|loans?|files?|tasks?|pipeline)\b)/g;
const withoutOccasions = (text: string) => text.replace(MY_OCCASION, ' ');

const GROUP_WORDS: Record<string, GroupKey> = {
  stage: 'stage', bucket: 'stage', status: 'status', state: 'state', city: 'city', market: 'city', 'loan type': 'loan_type', type: 'loan_type', product: 'loan_type',
  officer: 'officer', 'loan officer': 'officer', lo: 'officer', month: 'month', 'property type': 'property_type',
  term: 'term', 'loan term': 'term', duration: 'term', purpose: 'purpose', 'loan purpose': 'purpose',
};

function groupKey(text: string): GroupKey | undefined {
  // 'rank the officers', 'ranking of states': ranked by that dimension.
  const t = ` ${text} `.replace(/\brank(?:ed|ing)?(?: (?:the|our|all|of))* (loan officers?|officers?|states?|stages?|statuses|cities|markets|products|loan types?|property types?|months)\b/g, 'by $1');
  if (/\bindividuals? (and|vs|versus|or|to) entit|\bentit(y|ies) (and|vs|versus|or|to) individual|\bborrower types?\b/.test(t)) return 'borrower_type';
  const top = topGroup(t);
  if (top) return top;
  // 'which stage has the most deals', 'which state carries the most volume'
  // 'where is most of our money - which state': the dimension asked last.
  const ranked = /\bwhich (loan officer|property type|loan type|stage|status|state|city|market|type|product|officer|lo|month)s? (?:(has|have|had|is|carries|got|holds|with|does)\b|\s*$)/.exec(t)?.[1];
  if (ranked) return GROUP_WORDS[ranked];
  if (/\bproperty types? (breakdown|split|mix|distribution|report|summary|totals|counts?|numbers|volumes?)\b/.test(t)) return 'property_type';
  const before = /\b(stage|status|type|product|state|month|officer|lo|city)(es|s)? (breakdown|split|mix|distribution|report|summary|view|totals|counts?|numbers|volumes?|tally)\b/.exec(t)?.[1];
  if (before) return ({ stage: 'stage', status: 'status', type: 'loan_type', product: 'loan_type', state: 'state', month: 'month', officer: 'officer', lo: 'officer', city: 'city' } as const)[before as 'stage'];
  // 'by loan term', 'per purpose': any field whose values the deals share can group them.
  if (/\b(by|per|each|across|every) (loan )?(terms?|durations?|maturity|maturities)\b|\bterm (breakdown|split|mix|buckets?)\b/.test(t)) return 'term';
  if (/\b(by|per|each|across|every) (loan )?purposes?\b/.test(t)) return 'purpose';
  if (/\b(by|per|each|across|every) (loan )?(type|product|program)s?\b|\bloan types?\b.*\b(breakdown|split|mix)\b|\bproduct mix\b/.test(t)) return 'loan_type';
  if (/\b(by|per|each|every) property types?\b/.test(t)) return 'property_type';
  if (/\b(by|per|each|every|across) (state|market|geography|location|region)s?\b|\bgeograph/.test(t)) return 'state';
  if (/\b(by|per|each|every) city\b|\bcities\b/.test(t)) return 'city';
  // 'pay per month', 'monthly payment' ask for a payment, not a month-by-month view.
  if (/(?<!\b(?:pay|paying|payment|interest) )\b(by|per|each|every) (month|closing month)s?\b|\bmonth by month\b|\bmonthly\b(?! (?:payments?|pmts?|interest|p&i|debt service))/.test(t)) return 'month';
  if (/\b(by|per|each|every|across) (loan )?(officer|lo|rep|originator)s?\b/.test(t)) return 'officer';
  if (/\b(by|per|each|every) status(es)?\b/.test(t)) return 'status';
  if (/\b(by|per|each|every|across|stage by) (stages?|buckets?)\b|\bpipeline\b/.test(t)) return 'stage';
  return undefined;
}

/** 'top officer by $', 'best state by volume', 'our #1 market': the group that leads a ranking of groups. */
function topGroup(text: string): GroupKey | undefined {
  const word = /\b(?:top|best|leading|biggest|largest|#1|number one|no 1) (loan officer|property type|loan type|officer|lo|originator|producer|state|city|market|stage|product|month)s?\b(?! (?:deals?|loans?|files?)\b)/.exec(text)?.[1];
  if (!word) return undefined;
  return word === 'originator' || word === 'producer' ? 'officer' : GROUP_WORDS[word];
}

/** The second of two dimensions a breakdown names: 'by stage and status', 'per state & loan type'. */
function secondGroup(text: string, first: GroupKey): GroupKey | undefined {
  const word = /\b(?:by|per|each|across) (?:loan |property )?[a-z]+s? (?:and|&|then|plus|,) (?:by |per |then by )?(loan type|property type|loan term|loan purpose|stage|status|state|type|product|officer|loan officer|lo|month|city|term|purpose)(?:es|s)?\b/.exec(` ${text} `)?.[1];
  const key = word ? GROUP_WORDS[word] : undefined;
  return key && key !== first ? key : undefined;
}

const COMPARE = /\b(compare|compared|comparing|comparison|vs|versus|against|side by side)\b/;

/** The filter dimension a comparison names two or more values of ('TX vs FL' → state). */
function comparedDimension(f: DealFilter): GroupKey | undefined {
  if ((f.states?.length ?? 0) > 1) return 'state';
  if ((f.stages?.length ?? 0) > 1) return 'stage';
  if ((f.loanTypes?.length ?? 0) > 1) return 'loan_type';
  if ((f.statuses?.length ?? 0) > 1) return 'status';
  if ((f.officerIds?.length ?? 0) > 1) return 'officer';
  if ((f.propertyTypes?.length ?? 0) > 1) return 'property_type';
  return undefined;
}

const METRIC_WORDS: [RegExp, MetricField][] = [
  [/\b(rate|rates|interest|coupon)\b/, 'interest_rate'],
  [/\b(ltv|loan to value|loan-to-value)\b/, 'ltv_ratio'],
  [/\b(term|terms|duration)\b/, 'loan_term_months'],
  [/\b(property value|purchase price|values|value|price)\b/, 'purchase_price'],
  [/\b(loan amount|loan amounts|loan size|loan sizes|amount|amounts|size|volume|balance|principal)\b/, 'loan_amount'],
];

/**
 * The measure a question is about: the one its superlative or average names ('which loans priced above 12% has the
 * highest rate' is the rate), else the first one it names ('average term on deals with a rate under 10' is the term).
 */
function metricField(text: string, op?: 'sum'): MetricField {
  const measured = /\b(?:highest|lowest|largest|biggest|smallest|max|maximum|min|minimum|average|avg|mean|typical|median|total|top|sum of|sum)\s+((?:[a-z0-9$%&'-]+\s+){0,2}[a-z$%&'-]+)/.exec(text)?.[1];
  const own = measured ? firstMetric(measured) : undefined;
  if (own) return own;
  // 'ranked by rate', 'sorted by LTV': the measure said after 'by'.
  const by = /\bby (rate|interest rate|interest|ltv|loan to value|term|loan term|amount|loan amount|loan size|size|value|property value|price|purchase price)\b/.exec(text)?.[1];
  if (by) return firstMetric(by)!;
  // 'the largest loan among deals with a rate below 12', 'the 3 biggest deals with 36-month terms': the loans
  // themselves, by size; the rate and the term only pick which loans.
  if (measured && /^(?:\d+\s+)?(?:deals?|loans?|files?|ones?)\b/.test(measured)) return 'loan_amount';
  const named = firstMetric(text);
  // 'total $ on 6-month-term deals': terms, rates and LTVs do not add up, so a total is of the money.
  if (op === 'sum' && named !== 'purchase_price') return 'loan_amount';
  return named ?? 'loan_amount';
}

function firstMetric(text: string): MetricField | undefined {
  let field: MetricField | undefined;
  let at = Infinity;
  for (const [pattern, f] of METRIC_WORDS) {
    const m = pattern.exec(text);
    if (m && m.index < at) [field, at] = [f, m.index];
  }
  return field;
}

// ------------------------------------------------------------------------------------------------
// Changes

const AND_NAMES = [...LOAN_TYPE_ALIASES, ...PROPERTY_TYPE_ALIASES].map(([w]) => w).filter((w) => w.includes(' and '));

const STAGE_MOVE = /\b(move|moved|push|pushed|advance|advanced|promote|send|sent|bump|put|set|change|update|shift|take|get|mark|make|should be|needs? to be|ought to be|is now|now in|in [a-z]+( stage)? now|ready for)\b|(?:^|\s)>(?:\s|$)/;

/** Fields a change can set from a value written in the message. */
const SETTABLE = new Set<DealField>(['interest_rate', 'loan_term_months', 'loan_amount', 'purchase_price', 'estimated_closing_date', 'loan_type', 'stage', 'status', 'loan_purpose']);
const MEASURE_FIELD: Record<Figure['measure'], string> = { rate: 'interest_rate', term: 'loan_term_months', amount: 'loan_amount', value: 'purchase_price', ltv: 'ltv_ratio' };
export const NEXT_STAGE = 'stage:next';
export const PREVIOUS_STAGE = 'stage:previous';

/** A clause naming two settable fields ('rate 13% term 12 months') is two changes: it is cut before the second. */
function byField(clause: string): string[] {
  const starts: number[] = [];
  const seen = new Set<string>();
  for (const [word, field] of [...FIELD_WORDS].sort((a, b) => b[0].length - a[0].length)) {
    if (!SETTABLE.has(field) || seen.has(field)) continue;
    const at = new RegExp(`(?:^|\\s)${escape(word)}(?=$|\\s)`).exec(clause)?.index;
    if (at === undefined || starts.some((s) => Math.abs(s - at) <= word.length)) continue;
    starts.push(at);
    seen.add(field);
  }
  if (starts.length < 2) return [clause];
  const cuts = starts.sort((a, b) => a - b).slice(1);
  return [0, ...cuts].map((from, i) => clause.slice(from, cuts[i] ?? clause.length).trim());
}

/** Loan type names holding a field word ('rate and term refi'): joined into one word, so no rate or term is read in them. */
const TYPES_WITH_FIELD_WORDS = LOAN_TYPE_ALIASES.map(([w]) => w).filter((w) => /[ /]/.test(w) && words(w).some((x) => FIELD_WORDS.some(([f, field]) => f === x && SETTABLE.has(field))));
const joinedType = (name: string) => name.replace(/[\s/]+/g, '_');
const CHANGE_LOAN_TYPES: [string, string][] = [...LOAN_TYPE_WORDS, ...LOAN_TYPE_ALIASES.filter(([w]) => TYPES_WITH_FIELD_WORDS.includes(w)).map(([w, v]) => [joinedType(w), v] as [string, string])];

const UP_WORDS = /\b(increase|increased|raise|raised|bump|bumped|up|upped|add|added|hike|boost|upsize|lift|grow|plus|more|higher|bigger|extra|another|additional|tack)\b/;
const DOWN_WORDS = /\b(decrease|decreased|lower|lowered|drop|dropped|reduce|reduced|cut|down|trim|shave|knock|subtract|minus|downsize|shrink|off|less|smaller|slash|lop|take)\b/;
const FIGURE = '\\$?\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|mm|m|million|thousand|grand|percent)\\b|\\s?%)?';

/**
 * Which way a clause moves a figure it does not set: +1 ('raise the rate by 50 bps', 'add 25k to the loan', '+25k',
 * 'another 10k', '25k more'), -1 ('cut it by 50k', 'take 50k off', '25 bps lower', 'minus 25k'), or 0 for a new value
 * ('lower the rate to 9%', 'bump it to 12').
 */
export function changeDirection(clause: string): number {
  const marked = new RegExp(
    `\\bby\\s*${FIGURE}|\\b(?:add|added|tack|tacked|throw|plus|minus)(?: on)?\\s*${FIGURE}|(?:^|\\s)[+]\\s*${FIGURE}|${FIGURE}\\s+(?:off|more|less|higher|lower|extra|bigger|smaller)\\b|\\b(?:another|an extra|an additional|additional|extra)\\s+${FIGURE}`,
  ).test(clause);
  if (!marked) return 0;
  const down = DOWN_WORDS.exec(clause);
  const up = UP_WORDS.exec(clause);
  if (/(?:^|\s)[+]\s*\$?\d/.test(clause) || (up && (!down || up.index < down.index))) return 1;
  return down ? -1 : 0;
}

/** Spans said in words, counted in months as a term is: 'a year' → '12 months', 'half a year' → '6 months'. */
function spansInMonths(clause: string): string {
  return clause
    .replace(/\b(?:a|one) (?:year|yr) and a half\b/g, '18 months')
    .replace(/\bhalf an? (?:year|yr)\b/g, '6 months')
    .replace(/\b(?:a|one) (?:year|yr)\b/g, '12 months')
    .replace(/\b(another|an extra|an additional|extra|additional) (?:year|yr)\b/g, '$1 12 months')
    .replace(/\ba couple(?: of)? (months?|years?)\b/g, '2 $1')
    .replace(/\b(?:a|one) (month|mo)\b/g, '1 $1');
}

/**
 * Which way a clause moves a figure it states with no 'by': a term extended or shortened by a span ('extend the term
 * 12 months' adds 12), a rate raised or lowered by less than a point ('up the rate .25'; no loan is priced under 1%).
 * A value said with 'to' ('extend it to 24 months') is a new value: 0.
 */
function impliedDirection(clause: string, field: DealField | undefined, value: number | undefined): number {
  if (value === undefined || /\b(?:to|at|=|@|as|is|be)\s*(?:an? )?\$?\d/.test(clause)) return 0;
  if (field === 'loan_term_months') return /\b(?:extend|extended|lengthen|lengthened|add|added|tack)\b/.test(clause) ? 1 : /\b(?:shorten|shortened|cut|reduce|reduced|trim)\b/.test(clause) ? -1 : 0;
  if (field === 'interest_rate' && value > 0 && value < 1) {
    const up = UP_WORDS.exec(clause);
    const down = DOWN_WORDS.exec(clause);
    return up && (!down || up.index < down.index) ? 1 : down ? -1 : 0;
  }
  return 0;
}

/** A shift of a date by a span ('push closing a week', 'move the close date up 3 days'): days or months, signed. */
function dateShift(clause: string): string | undefined {
  const span = /\b(\d+|a|an|one)\s*(days?|weeks?|wks?|months?|mos?)\b/.exec(clause);
  if (!span) return undefined;
  const n = /^\d+$/.test(span[1]!) ? Number(span[1]) : 1;
  const earlier = /\b(pull|pulled|bring|brought|move|moved|bump|bumped)\b.*\b(in|up|forward|earlier|sooner)\b|\b(earlier|sooner|accelerate|expedite)\b/.test(clause);
  const later = /\b(push|pushed|delay|delayed|postpone|postponed|extend|extended|slide|slid|slip|slipped|move|moved|bump|bumped|back|out|later)\b/.test(clause);
  if (!earlier && !later) return undefined;
  const sign = earlier ? -1 : 1;
  return /^(m)/.test(span[2]!) ? `${SHIFT}${sign * n}m` : `${SHIFT}${sign * n * (/^w/.test(span[2]!) ? 7 : 1)}d`;
}

/** A stage step without a stage named: 'forward one stage', 'to the next step', 'back a stage', 'advance it'. */
function stageStep(clause: string): string | undefined {
  if (/\b(?:previous|prior|last) (?:stage|step)\b|\bback (?:(?:one|a|1) )?(?:stage|step|notch)\b|\b(?:one|a|1) (?:stage|step|notch) back\b|\bbackwards?\b|\bdemote\b/.test(clause)) return PREVIOUS_STAGE;
  if (/\b(?:next|following) (?:stage|step)\b|\b(?:forward|ahead|along)\b|\b(?:up|on) (?:(?:one|a|1) )?(?:stage|step|notch)\b|\b(?:one|a|1) (?:stage|step|notch)\b|\b(?:advance|promote|progress)\b/.test(clause)) return NEXT_STAGE;
  return undefined;
}

/** An amount typed without its thousands ('cut it to 450', 'appraisal came in at 610'): no loan or value is under $10,000. */
const inThousands = (value: number, written: string) => (value >= 10 && value < 10_000 && !/[$,]|\d\s?(k|m|mm|million|thousand|grand)\b/.test(written) ? value * 1000 : value);

function parseChanges(text: string, k: Knowledge, vocabulary: Vocabulary, blanked: string, stated = false, askedField?: DealField): { changes: Changes; incomplete: boolean } {
  const changes: Changes = {};
  let incomplete = false;
  // A comma inside a number ('450,000') is not a clause break, nor the 'and' of 'fix and flip' or 'a year and a half'.
  const joined = TYPES_WITH_FIELD_WORDS.reduce((t, name) => t.replaceAll(name, joinedType(name)), spansInMonths(blanked));
  const clauses = AND_NAMES.reduce((t, name) => t.replaceAll(name, name.replace(' and ', ' & ')), joined).split(/\s*(?:,(?!\d{3})|;|\band also\b|\band then\b|\bplus\b(?!\s*(?:by\s*)?\$?\d)|\band\b|\s-\s)\s*/).filter(Boolean);
  if (/\b(re)?assign(ed)?\b|\bhand (it )?(off|over)\b|\bgive (it )?to\b/.test(blanked)) {
    const tokens = words(blanked);
    const officer = bestHits(k.people.filter((p) => STAFF_ROLES.has(p.role)), (p) => {
      const [first, ...rest] = p.name.split(' ');
      return personScore(tokens, first ?? null, rest.join(' ') || null, true);
    }, (p) => p.id);
    if (officer?.ids.length === 1) changes.assigned_officer_id = officer.ids[0]!;
    else incomplete = true;
    return { changes, incomplete };
  }
  for (const clause of clauses.flatMap(byField).map(spansInMonths)) {
    const found = figures(clause);
    const num = new RegExp(`(?:to|at|=|@|as|is|by|of)\\s*(${FIGURE})`).exec(clause) ?? new RegExp(`(${FIGURE})`).exec(clause);
    const [digits, scale] = num ? [/\d[\d,]*(?:\.\d+)?/.exec(num[1]!)![0], /(k|mm|m|million|thousand|grand)$/.exec(num[1]!)?.[1]] : [];
    // A value with no field of its own ('bump it to 12') sets the field the conversation just asked about; a field
    // nobody sets here ('the borrower wants $1.1M') leaves the value to speak for itself.
    const marked = changeDirection(clause);
    // 'cut the loan by 10%', 'add 25k to the loan': a loan moved by a figure is its amount.
    const named = (findAll(clause, FIELD_WORDS).find((f) => SETTABLE.has(f as DealField)) as DealField | undefined) ??
      (VALUE_NEWS.test(clause) ? 'purchase_price' : marked && /\bloan\b/.test(clause) ? 'loan_amount' : undefined);
    const field = named ?? (num ? askedField : undefined);
    const raw = digits ? amountValue(digits, scale) : undefined;
    const direction = marked || impliedDirection(clause, field, raw);
    const date = findDate(clause, k.today);
    // 'is clear to close, move it to closing': the stage the clause moves to is the one after 'to'.
    const target = /\b(?:to|into|in)\s+(?!close\b)(.+)$/.exec(clause)?.[1];
    const step = stageStep(clause);
    const stage = (target && findAll(target, vocabulary.stageAliases)[0]) ?? findAll(clause, vocabulary.stageAliases)[0] ?? (STAGE_MOVE.test(clause) || /\bstage\b/.test(clause) ? step : undefined);
    const status = findAll(clause, STATUS_ALIASES, (at, word, rest) => word === 'closed' && /closing/.test(rest))[0];
    // 'a purchase loan, not a bridge loan': the type ruled out is not the one set.
    const loanType = findAll(clause, CHANGE_LOAN_TYPES, (at, word, rest) => word === 'purchase' && /purchase price/.test(rest), [])[0];
    const apply = (key: string, value: number | string | undefined) => {
      if (value === undefined || Number.isNaN(value)) incomplete = incomplete || !(key in changes);
      else changes[key] = value;
    };
    const amount = (value: number | undefined) => (value === undefined || !num ? value : inThousands(value, num[1]!));
    // A figure moved rather than set ('by 50 bps', '25k off') is a delta the answer adds to the deal's own value.
    const moved = (value: number | undefined) => (value !== undefined && direction ? `${DELTA}${direction * value}` : value);
    const measured = (m: Figure['measure']) => found.find((f) => f.measure === m)?.value;
    // Every other figure the clause states with its unit: 'amount 895 grand at 12.5', '205k @ 9.75%'.
    const others = (except?: Figure['measure']) => {
      for (const f of found) if (f.measure !== except && f.measure !== 'ltv' && !(MEASURE_FIELD[f.measure] in changes)) changes[MEASURE_FIELD[f.measure]] = moved(f.value)!;
    };
    if (field === 'interest_rate') {
      apply('interest_rate', moved(measured('rate') ?? raw));
      others('rate');
    } else if (field === 'loan_term_months') {
      apply('loan_term_months', moved(measured('term') ?? raw));
      others('term');
    } else if (field === 'loan_amount') {
      // 'cut the loan by 10%': a share of the amount.
      const share = direction && found.find((f) => f.measure === 'rate');
      apply('loan_amount', share ? `${SHARE_DELTA}${direction * share.value}` : moved(amount(measured('amount') ?? raw)));
      if (!share) others('amount');
    } else if (field === 'purchase_price') apply('purchase_price', moved(amount(measured('value') ?? measured('amount') ?? raw)));
    else if (field === 'estimated_closing_date' && !date && stage && STAGE_MOVE.test(text) && !dateShift(clause)) changes.stage = stage;
    else if (field === 'estimated_closing_date') apply('estimated_closing_date', date ?? dateShift(clause));
    else if (field === 'loan_type') apply('loan_type', loanType);
    else if (field === 'stage') apply('stage', stage ?? step);
    else if (field === 'status') apply('status', status);
    else if (field === 'loan_purpose') {
      const purpose = /\b(?:to|as)\s+([a-z][a-z &-]+)$/.exec(clause)?.[1];
      apply('loan_purpose', purpose?.replace(/\b\w/g, (c) => c.toUpperCase()));
    } else if (stage && (stated || STAGE_MOVE.test(text) || stage === step)) changes.stage = stage;
    else if (status && (stated || /\b(put|mark|set|move|change|update|switch|make|take|place|hold|park)\b/.test(text))) changes.status = status;
    else if (/\b(kill|killed|died|walked)\b/.test(clause)) changes.status = 'Dead';
    else if (/\b(pause|park|hold|freeze|shelve)\b/.test(clause)) changes.status = 'On Hold';
    else if (/\bfund\b/.test(clause) && k.stages.includes('Funded')) changes.stage = 'Funded';
    else if (/\b(revive|reactivate|reopen|unpause|take off hold|off hold)\b/.test(clause)) changes.status = 'Active';
    else if (found.some((f) => f.measure !== 'ltv')) others();
    // 'raise the Sage loan to 11.75': a bare figure a rate can be is the rate.
    else if (raw !== undefined && raw > 0 && raw <= 30 && /\b(raise|lower|bump|drop|cut|increase|decrease|reduce|set|change|move|make|up|down)\b/.test(clause)) changes.interest_rate = moved(raw)!;
    else if (loanType && /\b(to|as|into|a|an|be)\b/.test(clause)) changes.loan_type = loanType;
    else if (step && /\b(move|push|bump|advance|promote|progress|send|take|kick)\b/.test(clause)) changes.stage = step;
  }
  return { changes, incomplete };
}

/**
 * A message that opens as a question asks; it never becomes a change ('is 12 Oak still in UW or did it move?', 'was the
 * rate lowered?'). A request put as a question ('can you move …', 'is it possible to set …') still asks for one.
 */
const ASKS_NOT_CHANGES = /^(?:what|which|how|who|when|did|has|have|had|was|were|is|are|does|do|show|list)\b(?! (?:it|there) (?:possible|a way|ok|okay|alright)\b)/;

/** News of a valuation told as a fact: 'the appraisal came in at 610', 'BPO came back at $1.2M', 'it appraised for 2.4M'. */
const VALUE_NEWS = /\b(appraisal|appraised|bpo|valuation|as-is value|as is value)\b/;

// A relative change ('bump the rate by 0.5') needs the deal's current value: the answer step fills it in.
const DELTA = 'delta:';
/** A share of the current value ('cut the loan by 10%'). */
const SHARE_DELTA = 'share:';
/** A date moved by a span ('push closing a week'): 'shift:7d', 'shift:-1m'. */
const SHIFT = 'shift:';
export const deltaOf = (value: string | number) => (typeof value === 'string' && value.startsWith(DELTA) ? Number(value.slice(DELTA.length)) : undefined);
export const shareOf = (value: string | number) => (typeof value === 'string' && value.startsWith(SHARE_DELTA) ? Number(value.slice(SHARE_DELTA.length)) : undefined);
/** A date shift as days or months, or undefined. */
export function shiftOf(value: string | number): { days?: number; months?: number } | undefined {
  const m = typeof value === 'string' ? /^shift:(-?\d+)([dm])$/.exec(value) : null;
  if (!m) return undefined;
  return m[2] === 'd' ? { days: Number(m[1]) } : { months: Number(m[1]) };
}

// ------------------------------------------------------------------------------------------------
// The whole reading

export interface Context {
  /** The previous user messages of the conversation, oldest first. */
  previous?: string[];
  /** The deals the last answer linked to, in its order ('the second one', 'that one'). */
  lastDeals?: string[];
}

const ORDINALS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4 };
const POINTING = /\b(it|its|it's|that one|this one|that deal|this deal|that loan|this loan|that property|the one|same deal|same loan|(?:make|set|change|update|move|put|bump|push|mark) (?:that|this))\b/;

/** The deal a follow-up points at through the last answer: 'the second one', 'the last one', 'that one'. */
function pointedDeal(text: string, lastDeals: string[]): string | undefined {
  const ordinal = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\b(?: one| deal| loan)?/.exec(text)?.[1];
  if (ordinal && lastDeals.length > 1 && /\b(one|deal|loan|of them|on the list)\b/.test(text)) return ordinal === 'last' ? lastDeals.at(-1) : lastDeals[ORDINALS[ordinal]!];
  if (lastDeals.length === 1 && POINTING.test(` ${text} `)) return lastDeals[0];
  return undefined;
}

/** Chat shorthand, word for word. */
const SHORTHAND: Record<string, string> = {
  hw: 'how', hm: 'how many', r: 'are', u: 'you', ur: 'your', pls: 'please', plz: 'please', thx: 'thanks', w: 'with', wo: 'without',
  mo: 'month', mos: 'months', wk: 'week', wks: 'weeks', nxt: 'next', prev: 'previous', yday: 'yesterday', thru: 'through', yr: 'year', yrs: 'years', qtr: 'quarter', tmrw: 'tomorrow', tmr: 'tomorrow',
  govt: 'government', b4: 'before', abt: 'about', bc: 'because', cuz: 'because', wat: 'what', wht: 'what', whats: "what's", whos: "who's", thats: "that's",
  im: "i'm", dont: "don't", doesnt: "doesn't", isnt: "isn't", cant: "can't", arent: "aren't", havent: "haven't", hasnt: "hasn't", wasnt: "wasn't", werent: "weren't", didnt: "didn't", ppl: 'people', nbr: 'number', num: 'number',
  em: 'them', nite: 'night', approx: 'about', pipe: 'pipeline', funnel: 'pipeline', avg: 'average', tot: 'total', ttl: 'total', los: 'loan officers', actv: 'active', actve: 'active', mnth: 'month', mnths: 'months', mth: 'month', mths: 'months', purch: 'purchase', rn: 'now', asap: 'now', bout: 'about', tho: 'though',
};

/** City nicknames staff type ('phx', 'atl', 'jax'): read as the city's name. */
const CITY_NICKNAMES: [RegExp, string][] = [
  [/\bphx\b/g, 'phoenix'], [/\batl\b/g, 'atlanta'], [/\b(nash|nashvegas|music city)\b/g, 'nashville'], [/(?<=\b(?:in|from) )la\b|\bla(?= (?:deals?|loans?|files?|properties)\b)/g, 'los angeles'],
  [/\b(sac|sacto)\b/g, 'sacramento'], [/\bjax\b/g, 'jacksonville'], [/\b(htx|h-town|htown)\b/g, 'houston'], [/\b(satx|san antone)\b/g, 'san antonio'],
  [/\bclt\b/g, 'charlotte'], [/\bmia\b/g, 'miami'], [/\b(atx)\b/g, 'austin'], [/\b(big d|dfw)\b/g, 'dallas'], [/\bmile high( city)?\b/g, 'denver'], [/\b(the )?magic city\b/g, 'miami'],
];

/** The names of companies (contacts' firms, borrowing entities) a normalised message writes out in full. */
function organizationNamesIn(text: string, k: Knowledge): string[] {
  const names = [...k.contacts.map((c) => c.company), ...k.deals.map((d) => d.entityName)].filter((n): n is string => Boolean(n)).map((n) => normalize(n));
  return [...new Set(names)].filter((name) => ` ${text} `.includes(` ${name.split(' ').slice(0, 3).join(' ')}`));
}

/** How people open a request ('hey quick q -', 'sorry to bug you but', 'can you tell me') and close it ('pls', 'thx'). */
/** Why a message may read oddly, said before it: 'sorry typing on phone', 'excuse the typos', 'driving, voice to text'. */
const TYPING_EXCUSE = String.raw`(?:(?:excuse|pardon|forgive|ignore|apologies for|sorry for|sorry about)(?: me)?(?: the| my| any)? (?:typos?|spelling|autocorrect|auto-correct|voice (?:to )?text)|(?:i'm |im |i am )?(?:typing|texting|writing|dictating|talking) (?:on|from|with|into|to) (?:my |a |the )?(?:phone|mobile|cell|iphone|android|siri)(?: so)?|(?:i'm |im |i am )?(?:on|from) (?:my |a |the )?(?:phone|mobile|cell|iphone)(?: so)?|(?:i'm |im |i am )?(?:driving|in the car|on the road|between meetings)(?: so)?|voice (?:to )?text|dictating|(?:fat|big) fingers?)`;
const OPENING = new RegExp(String.raw`^(?:(?:hey|hi|hello|yo|hiya|morning|good (?:morning|afternoon|evening)|pls|please|plz|ok|okay|so|quick q|quick question|real quick|question|sorry to bug (?:you|u)(?: but)?|sorry|when (?:you|u) get a (?:sec|second|minute|chance)|(?:can|could|would) (?:you|u) (?:please |pls )?(?:help(?: me)?(?: out)?|tell me|check|look up|pull up|let me know)?|(?:kindly |please |pls )?help me(?: out)?(?: please| pls| kindly)?(?=\s*[,:-])|kindly|(?:b4|before) i forget|(?:hey )?random (?:one|q|question)|quick one|ugh|got a (?:borrower|borower|broker|client|customer) on the (?:phone|line)|need (?:this|it) for (?:the |a |my )?(?:[a-z]+ )?(?:mtg|meeting|call)|i need to know|i was wondering|i'm wondering|do you know|${TYPING_EXCUSE})(?: there)?(?:\s*[,:-]+\s*|\s+))+`);
const CLOSING = new RegExp(String.raw`(?:[\s,.-]+(?:pls|please|plz|(?:and )?(?:thx|thanks|thank you|thank u|ty)(?: (?:so|very) much| a (?:lot|ton|bunch)| in advance| again)?|tia|asap|much appreciated|appreciate it|cheers|regards|when (?:you|u) can|when (?:you|u) get a (?:sec|second|chance)|(?:sorry,? )?${TYPING_EXCUSE}|:-?))+[.!]*$`);

const STATUS_WORD = '(?:closed|dead|funded|on hold|inactive|cancelled|canceled|lost|withdrawn)';
/**
 * Words that widen a question to every status rather than filter by one: 'incl closed and dead', 'closed/dead too',
 * '(all statuses)', 'every status'. They are taken out, so no status filters the deals.
 */
const ANY_STATUS = new RegExp(
  `\\b(?:(?:incl|including|include|includes|inc|plus|even) (?:the )?${STATUS_WORD}(?: (?:and|&|or))?(?: ${STATUS_WORD})*(?: (?:ones|deals|loans|files))?(?: (?:too|also|included|as well))?` +
    `|${STATUS_WORD}(?: (?:and|&|or))?(?: ${STATUS_WORD})*(?: (?:ones|deals|loans|files))? (?:too|also|included|as well)` +
    `|(?:all|every|any|regardless of|whatever|no matter the) (?:the )?(?:status|statuses|stages? and status(?:es)?))\\b`,
  'g',
);

export function withoutStatusScope(text: string): string {
  return text.replace(ANY_STATUS, ' ').replace(/\s+/g, ' ').trim();
}

/** The request without its courtesies, when enough is left to read on its own. */
function withoutCourtesy(text: string): string {
  const bare = text.replace(OPENING, '').replace(CLOSING, '').trim();
  return bare.split(' ').length >= 2 && bare !== text ? bare : text;
}

/** A wish for the day ('happy Friday', 'happy holidays') greets; it names no closing date. */
const HAPPY_DAY = /\bhappy (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|hump day|holidays?|new year|thanksgiving|halloween|easter)\b/g;

export function understand(message: string, k: Knowledge, context: Context = {}): Query {
  // A message typed in capitals says nothing by its case: 'IN' is no state code, 'MECHANIC'S' no name.
  if (!/[a-z]/.test(message) && /[A-Z]{2}/.test(message)) return understand(message.toLowerCase(), k, context);
  // An aside that explains a word ('a state (where the collateral is) breakdown') says nothing the word does not.
  const explained = message.replace(/\s*\((?:where|which|that|i\.e\.?|e\.g\.?|aka|meaning|as in)\b[^()]{0,80}\)/gi, ' ');
  if (explained !== message) return understand(explained, k, context);
  const vocabulary = vocabularyOf(k);
  const question = withoutAsides(message, k, vocabulary);
  if (question !== message) return understand(question, k, context);
  // 'hi pri' is high priority, not a greeting.
  // 'sub-500k', 'over-2m': the comparator, then the figure.
  // A nickname inside a company's name ('Music City Realty') is the company's.
  const companies = organizationNamesIn(normalize(message), k);
  const plain = CITY_NICKNAMES.reduce((t, [nickname, city]) => (companies.some((name) => name.search(nickname) !== -1) ? t : t.replace(nickname, city)), normalize(message).replace(/\bhi[- ]?pri(ority)?\b/g, 'high priority').replace(HAPPY_DAY, ' hello ').replace(/\b(sub|under|over|below|above)-(?=\$?\d)/g, '$1 '));
  const polite = withoutCourtesy(plain);
  // A courtesy may be all there is to read ('hey, hope your day is going well', 'hi how are you'): then the whole
  // message is read, and answered in kind.
  if (polite !== plain) {
    const bare = understandText(polite, message, k, context, vocabulary);
    if ((bare.intent !== 'unknown' && bare.intent !== 'help') || bare.filter.unknownName) return bare;
  }
  return understandText(plain, message, k, context, vocabulary);
}

/**
 * Where one sentence ends and the next begins: '.', '!', '?', ':' or '…' and a space, but not after a short form
 * that takes a period ('incl. closed', 'approx. 2M', 'est. closing', '12 Oak St. rate').
 */
const SENTENCE_END = /(?<=[.!?:\u2026])(?<!\b(?:incl|excl|approx|est|vs|esp|etc|appx|mo|mos|yr|yrs|wk|wks|no|st|ave|rd|dr|ln|ct|blvd|pl|trl|mr|mrs|ms|jr|sr|inc|corp|co|ltd|dept|e\.g|i\.e)\.)\s+/i;

/** A sentence that asks nothing of the data and names nothing: an intent that is no question of its own. */
const IDLE_INTENTS = new Set<Intent>(['unknown', 'greeting', 'thanks', 'farewell', 'breakdown', 'list']);
/** Filters a sentence may hold and still be context ('for Monday's meeting', 'chasing conditions today'). */
const CONTEXT_FILTERS = new Set(['closing', 'applied', 'unknownName']);

/** A sentence that only says who is asking or for whom: 'this is a broker checking in', 'my client is asking'. */
const SPEAKER = new RegExp(
  `^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|yes|ok|okay) (?:there )?)?(?:(?:this is|it's|its|i'm|im|i am) )?(?:a |an |the |your )?(?:${[
    'broker', 'mortgage broker', 'borrower', 'client', 'customer', 'investor', 'agent', 'realtor', 'partner', 'lender', 'attorney', 'title agent', 'escrow officer',
  ].join('|')})(?: here| checking in| speaking| again| calling| writing)*$` +
    `|^(?:my|our|the) (?:client|borrower|customer|buyer|investor|boss|manager)(?:'s| is)? (?:asking|wondering|wants to know|needs to know|asked|is asking|keeps asking)(?: me)?$`,
);

/**
 * The message without the sentences around its question: 'For Monday's pipeline meeting: …', 'Sorry, I'm new here
 * and still learning the terms. …', '… Thanks so much!'. A leading or trailing sentence is dropped when, read on its
 * own, it names no deal, person or filter and asks nothing, and the rest still reads as a question.
 */
function withoutAsides(message: string, k: Knowledge, vocabulary: Vocabulary): string {
  // Sentence ends: '.', '!', '?', ':' or '…' followed by a space ('12.5%', '3:30' and '$1.2M' carry none).
  const parts = message.trim().split(SENTENCE_END).filter(Boolean);
  if (parts.length < 2) return message;
  const idle = (sentence: string) => {
    const text = normalize(sentence);
    // 'Hi, this is a broker checking in.', 'Broker here.', 'My client is asking.': who asks, and why, is no question.
    if (SPEAKER.test(text.replace(/[.!,;:]+/g, ' ').replace(/\s+/g, ' ').trim())) return true;
    const q = understandText(text, sentence, k, {}, vocabulary);
    // 'for the pipeline meeting' names no grouping; 'pipeline by state' does.
    const grouped = q.intent === 'breakdown' && (has(text, BREAKDOWN) || groupKey(text.replace(/\bpipeline\b/g, ' ')) !== undefined);
    // Figures and change verbs always matter ('12 Oak St: rate 11.5%', 'set est. closing …').
    if (!IDLE_INTENTS.has(q.intent) || grouped || /\d/.test(text) || UPDATE_VERB.test(text)) return false;
    if (q.named.ids.length || q.named.text || !Object.keys(q.filter).every((key) => CONTEXT_FILTERS.has(key))) return false;
    // 'yo rate on that one?', 'and whose deal is it?': a field asked of the deal just spoken of is the question.
    if (q.fields.length && POINTING.test(text)) return false;
    if (q.intent === 'list' && /\b(deals?|loans?|files?|book|portfolio|mine)\b/.test(text)) return false;
    // 'how's the pipeline?' asks; 'for the pipeline meeting:' does not.
    return !/\?\s*$/.test(sentence) || q.intent === 'greeting' || q.intent === 'thanks' || (q.intent === 'unknown' && !q.fields.length);
  };
  let first = 0;
  let last = parts.length;
  while (last - first > 1 && idle(parts[first]!)) first++;
  while (last - first > 1 && idle(parts[last - 1]!)) last--;
  if (first === 0 && last === parts.length) return message;
  const rest = parts.slice(first, last).join(' ');
  const read = understandText(normalize(rest), rest, k, {}, vocabulary);
  return read.intent === 'unknown' && !Object.keys(read.filter).length ? message : rest;
}

function understandText(normalized: string, message: string, k: Knowledge, context: Context, vocabulary: Vocabulary): Query {
  // Points and basis points are steps of a rate: 'cut it 25 bps' moves it by 0.25.
  const steps = normalized
    .replace(/\b(\d+)-([a-z]+)\b/g, '$1 $2')
    // '6-month-term deals': the term's words apart, so the months are read as a term.
    .replace(/\b(\d+ (?:months?|mos?|years?|yrs?))-(?=[a-z])/g, '$1 ')
    // 'two-year loans', 'six-month term': the spelled number apart from its unit, so it is read as a figure.
    .replace(/\b([a-z]+)-(months?|mos?|years?|yrs?)\b/g, '$1 $2')
    // Terms said in years: 'a year and a half', 'a year or shorter', 'one-year loans'; 'a year ago' stays a time.
    .replace(/\b(?:(?:a|one)[- ])?year and a half\b/g, '18 months')
    .replace(/\b(?:a|one)[- ]year\b(?! (?:ago|back|from now|out)\b)/g, '12 months')
    // A rate's fraction typed without its space ('131/4' is 13 1/4): a whole part a rate can have, a fraction of 8ths.
    .replace(/\b([4-9]|1\d|2[0-5])(1\/[248]|3\/[48]|[57]\/8)\b/g, '$1 $2')
    // 'asset type', 'collateral class', 'by collateral': the kind of property.
    .replace(/\b(?:asset|collateral|building|real estate|property) (?:type|class|kind|categor(?:y|ie))(s?)\b/g, 'property type$1')
    .replace(/\b(by|per|each|across) (?:collateral|asset class)\b/g, '$1 property type')
    // An arrow sets a value: 'term -> 18 months', 'UW => approved'.
    .replace(/\s*(?:->|=>|\u2192)\s*/g, ' > to ')
    // 'what is it paying each month', 'pays every month': the monthly payment.
    .replace(/\b(?:pay|pays|paying|paid)\s+(?:each|every|per|a|by the)\s+month\b/g, 'monthly payment')
    // 'raw-land loans', 'second-lien deals': a name of ours typed with a hyphen is that name.
    .replace(/\b([a-z]+)-([a-z]+)\b/g, (typed, a: string, b: string) => (lexiconPhrases().has(`${a} ${b}`) ? `${a} ${b}` : typed))
    // 'heloc-type', 'bridge-style': the kind, as a word of its own.
    .replace(/\b([a-z0-9&]+)-(type|style|ish)\b/g, '$1 $2')
    // 'with apps from last month', 'apps taken this month': when the applications came in, not the stage.
    // 'with applications last month' too; 'in application this month' is the stage.
    .replace(/\b(?:with |the )?apps? (?:from|taken|taken in|received|in|during)\b(?= (?:this|last|past|previous|the|in|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/g, 'applied')
    .replace(/(?<!\b(?:in|into|to|at|an|the) )\b(?:with |whose |new )?(?:apps|applications)(?: (?:from|taken|taken in|received|submitted|dated|during))?(?= (?:this|last|past|previous|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)/g, 'applied')
    // 'c/o refi' is a cash-out refinance.
    .replace(/\bc\/o\b/g, 'cash out')
    // 'inactive', 'non-funded', 'unfunded': a negation the filter reads as one ('not active').
    .replace(/\b(?:in|non[- ]?)active\b/g, 'not active')
    .replace(/\bnon[- ](?=[a-z])/g, 'not ')
    .replace(/\bun(funded|approved|closed)\b/g, 'not $1')
    // 'note rate' is the interest rate, not a note; "Rick's #" asks for a phone number.
    .replace(/\bnote rates?\b/g, 'interest rate')
    // 'u/w' is underwriting, not 'u' and 'with'.
    .replace(/\bu\/w\b/g, 'uw')
    .replace(/\bto[- ]?do'?s\b/g, 'todos')
    .replace(/('s|s'|\bborrowers?|\bphone|\bcell|\bmobile|\bcontact) #(?=\s|$)/g, '$1 number')
    // '# of loans' counts them.
    .replace(/(^|\s)#\s?of\b/g, '$1number of')
    // '2-3 million', '300k to 600k', '1 - 2m': a range whose scale is written once, at its end.
    .replace(/(?<![\d/-])(\$?\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million)?\s?(?:-|to)\s?(\$?\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million)\b/g,
      (_, a: string, scaleA: string | undefined, b: string, scaleB: string) => `between ${a}${scaleA ?? scaleB} and ${b}${scaleB}`)
    .replace(/\bbetween (\$?\d+(?:\.\d+)?) and (\$?\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million)\b/g, 'between $1$3 and $2$3')
    // '8 to 10%', 'between 9 and 11 percent': a range of rates whose sign is written once.
    .replace(/(?<![\d/.-])(\d+(?:\.\d+)?)\s?(?:-|to)\s?(\d+(?:\.\d+)?)\s?(%|percent|pct)/g, 'between $1% and $2%')
    .replace(/\bbetween (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)\s?(%|percent|pct)/g, 'between $1% and $2%')
    .replace(/\bbetween between\b/g, 'between')
    // '10 and a half', '12 1/2', '9 and a quarter', '11 3/4', '10 3/8': one number.
    .replace(/\b(\d+) ([1357])\/8\b/g, (_, whole: string, eighths: string) => String(Number(whole) + Number(eighths) / 8))
    .replace(/\b(\d+) (?:and (?:a )?half|1\/2)\b/g, '$1.5')
    .replace(/\b(\d+) (?:and (?:a )?quarter|1\/4)\b/g, '$1.25')
    .replace(/\b(\d+) (?:and three quarters|3\/4)\b/g, '$1.75')
    .replace(/(\bby )?(?<!\band (?:a |one )?)\b(?:a |one )?quarter (?:of a )?(?:point|percent|pt|%)/g, 'by 0.25%')
    .replace(/(\bby )?(?<!\band (?:a )?)\bhalf (?:a )?(?:point|percent|pt)\b/g, 'by 0.5%')
    // '.25' is 0.25; ' -25k' takes 25k off, '+50 bps' adds them.
    .replace(/(^|[\s$@])\.(?=\d)/g, '$10.')
    .replace(/(^|\s)-(?=\$?\d)/g, '$1minus ')
    .replace(/(^|\s)\+\s?(?=\$?\d)/g, '$1plus ')
    .replace(/(\bby )?\b(\d+)\s?(?:bps|bp|basis points?)\b/g, (_, _by: string, n: string) => `by ${Number(n) / 100}%`);
  const raw = words(steps.replace(/\bw\/o\b/g, 'without').replace(/\bw\//g, 'with ').replace(/\bhalf (a )?(mil|mill|million)\b/g, '500k').replace(/\ba (mil|mill|million)\b/g, '1m')).flatMap((w, i, all) => (w === 'los' && all[i + 1] === 'angeles' ? w : SHORTHAND[w] ?? w).split(' '));
  // Numbers spelled out ('ten and a quarter') are read once their typos are fixed ('twwelve').
  const tokens = spelledNumbers(correctTypos(raw, vocabulary));
  const text = withoutStatusScope(tokens.join(' '));
  const marks: Marks = { codes: stateCodes(message), question: message.includes('?'), typed: raw.join(' ') };
  let query = read(text, tokens, k, vocabulary, marks);
  const strangers = unknownNames(message, vocabulary);
  if (strangers && nothingNamed(query)) query.filter.unknownName = strangers;
  // A name nobody has is told back as it was written ('Wells Fargo').
  const written = (name: string) => {
    // A word the typo fix changed ('abernethy' read as 'abernathy') is told back as typed: it matched nothing.
    const typedName = name.split(' ').map((w) => (message.toLowerCase().includes(w) ? w : raw.find((r) => r !== w && correctTypos([r], vocabulary)[0] === w) ?? w)).join(' ');
    const at = message.toLowerCase().indexOf(typedName);
    return at === -1 ? typedName : message.slice(at, at + typedName.length);
  };
  if (query.filter.unknownName) query.filter.unknownName = written(query.filter.unknownName);
  if (query.named.text && !query.named.ids.length) query.named.text = written(query.named.text);
  const pointed = query.named.ids.length ? undefined : pointedDeal(text, context.lastDeals ?? []);
  if (pointed) {
    // 'any notes on it?', 'set it to 10%': read again with the deal pointed at standing where its name would.
    query = read(text, tokens, k, vocabulary, marks, pointed);
    delete query.filter.unknownName;
    if (query.intent === 'unknown' || query.intent === 'list' || query.intent === 'count') query.intent = 'deal';
  }
  const previous = context.previous?.at(-1);
  if (!previous) return query;
  const before = understand(previous, k, { previous: context.previous!.slice(0, -1) });
  // 'bump it to 12' after 'what's the rate on …': a change naming no field changes the one just asked about.
  const deal = query.named.ids.length === 1 ? query.named.ids[0] : !query.named.ids.length && before.named.ids.length === 1 ? before.named.ids[0] : undefined;
  if (deal && before.fields.length === 1 && !query.fields.length && !Object.keys(query.changes ?? {}).length) {
    const asked = read(text, tokens, k, vocabulary, marks, deal, before.fields[0]);
    if (asked.intent === 'update' && Object.keys(asked.changes ?? {}).length) return asked;
  }
  // The answer to 'which one do you mean?': the earlier question, about the deal now chosen.
  const chosen = before.named.ids.length > 1 && query.named.ids.length === 1 && before.named.ids.includes(query.named.ids[0]!);
  if (chosen && (query.intent === 'deal' || query.intent === 'unknown') && !query.fields.length) return { ...before, named: query.named };
  // '… the one in Texas' / 'the bridge one' / 'the one in underwriting': a choice among the candidates by what sets it apart.
  if (before.named.ids.length > 1 && !query.named.ids.length && leansOnPrevious(text, query)) {
    const narrowed = matchingDeals(k, { ...query, mine: false, filter: { ...withoutDeals(query.filter), dealIds: before.named.ids } }).map((d) => d.id);
    if (narrowed.length === 1 && narrowed.length < before.named.ids.length && Object.keys(withoutDeals(query.filter)).length) {
      return { ...before, named: { ids: narrowed }, filter: { ...before.filter, dealIds: narrowed } };
    }
  }
  // A follow-up with no deal or filter of its own ('notes?', 'and the term?', 'tasks on it') is about the one deal
  // the previous question named.
  const ownFilter = Object.keys(query.filter).some((key) => key !== 'unknownName');
  const bare = (query.intent === 'notes' || query.intent === 'files') && !query.noteTerm && text.split(' ').length <= 4;
  if (!query.named.ids.length && !ownFilter && before.named.ids.length === 1 && (bare || leansOnPrevious(text, query))) {
    const onDeal = read(text, tokens, k, vocabulary, marks, before.named.ids[0]);
    if (['deal', 'notes', 'files', 'tasks', 'update'].includes(onDeal.intent)) return onDeal;
  }
  if (leansOnPrevious(text, query)) return mergeFollowUp(before, query, text);
  return query;
}

// 'their number', 'his email': the person the last answer named.
const FOLLOW_UP = /^(and|what about|how about|what of|same for|same but|and for|and in|now|ok|okay|also|then|just|only|but|which (are|ones?|of)|of (those|them))\b|\bone\s*$|\b(it|its|it's|that one|this one|that deal|this deal|the deal|that loan|this loan|the loan|the file|the property|them|they|those|these|same|ones)\b|\b(?:their|his|her) (?:phone|number|cell|mobile|email|e-mail|contact|info|details|address)\b/;
/** Things a question may count or total: one that names none ('how many total?', 'so how many r there') counts the last answer's. */
const COUNTED_THINGS = /\b(deals?|loans?|files?|pipeline|book|portfolio|contacts?|tasks?|notes?|documents?|docs|properties|borrowers?|officers?|people|everything)\b/;

function leansOnPrevious(text: string, q: Query): boolean {
  if (['greeting', 'thanks', 'farewell', 'help', 'define', 'whoami', 'today'].includes(q.intent)) return false;
  if (q.intent === 'update') return !q.named.ids.length && !q.named.text;
  // A question about a deal the last answer named stands on its own.
  if (q.intent === 'deal' && q.named.ids.length === 1 && q.fields.length) return false;
  if (FOLLOW_UP.test(text)) return true;
  if ((q.intent === 'count' || q.intent === 'aggregate') && !q.named.ids.length && !Object.keys(withoutDeals(q.filter)).length && !COUNTED_THINGS.test(text)) return true;
  // A bare filter ('in Texas?', 'Underwriting?') with no question words of its own.
  return q.intent === 'unknown' || (q.intent === 'list' && text.split(' ').length <= 4 && !LIST.test(text));
}

/** Tasks asked after tasks: 'and for Priya?' changes whose, 'which are high priority' keeps whose and narrows. */
function mergeTasks(before: Query, now: Query): TaskQuery | undefined {
  if (!before.tasks) return now.tasks;
  const assigneeIds = now.filter.officerIds ?? now.tasks?.assigneeIds ?? before.tasks.assigneeIds;
  if (!now.tasks) return { ...before.tasks, assigneeIds };
  return { ...now.tasks, assigneeIds, overdue: now.tasks.overdue || before.tasks.overdue, priority: now.tasks.priority ?? before.tasks.priority, due: now.tasks.due ?? before.tasks.due };
}

function mergeFollowUp(before: Query, now: Query, text: string): Query {
  // 'anything on hold?' after a question about one deal asks about the book again, unless it points back ('its').
  const ownFilter = Object.keys(now.filter).some((key) => key !== 'unknownName' && key !== 'dealIds');
  const carried = ownFilter && !POINTING.test(` ${text} `) ? { ids: [] } : before.named;
  const named = now.named.ids.length || now.named.text ? now.named : carried;
  const ownIntent = now.intent !== 'unknown' && !(now.intent === 'list' && !LIST.test(text));
  const intent = now.intent === 'update' ? 'update' : ownIntent && now.intent !== 'list' ? now.intent : before.intent === 'deal' && !named.ids.length ? 'list' : before.intent;
  // 'which ones?' after a count lists what was counted.
  // After a breakdown only a plain 'list them' / 'which ones' does; 'only active ones' narrows the breakdown.
  const listed = (/\b(which|list|show|them|they|those|ones|names)\b/.test(text) && (before.intent === 'count' || before.intent === 'aggregate')) ||
    (before.intent === 'breakdown' && /\b(which|list|show|names)\b/.test(text) && !Object.keys(withoutDeals(now.filter)).length);
  return {
    ...before,
    ...now,
    intent: listed ? 'list' : intent,
    filter: { ...(named === before.named ? before.filter : withoutDeals(before.filter)), ...now.filter },
    named,
    fields: now.fields.length ? now.fields : before.fields,
    metric: now.metric ?? (ownIntent ? undefined : before.metric),
    groupBy: now.groupBy ?? before.groupBy,
    tasks: mergeTasks(before, now),
    contacts: now.contacts ?? before.contacts,
    partyRole: now.partyRole ?? before.partyRole,
    mine: now.mine || before.mine,
  };
}

/**
 * Names the message writes as names (capitalised after its first word, or acronyms) that are nothing of ours:
 * 'deals with Wells Fargo', 'DSCR loans', 'contact info for John Doe'. Asked about, they have an honest answer: none.
 */

function unknownNames(message: string, vocabulary: Vocabulary): string | undefined {
  const tokens = message.split(/[\s,?!.;:()"]+/).filter(Boolean);
  const unknown: string[] = [];
  tokens.forEach((token, i) => {
    const word = token.replace(/'s$/i, '');
    // A capitalised first word is a name only when the message goes on like one: "Hargreaves loan amt?", "Quimby's deal".
    const leadsAsName = /'s$/i.test(token) || /^(loan|loans|deal|deals|file|files|rate|amt|amount|status|stage|property|closing|ltv|term)$/i.test(tokens[1] ?? '');
    const capital = /^[A-Z][a-z]+$/.test(word) && (i > 0 || /^[A-Z]/.test(tokens[1] ?? '') || leadsAsName);
    const acronym = /^[A-Z]{3,6}$/.test(word);
    if (!capital && !acronym) return;
    const lower = word.toLowerCase();
    if (vocabulary.words.has(lower) || SHORTHAND[lower] || lower in STATES || closest(lower, vocabulary.words, lower)) return;
    unknown.push(word);
  });
  return unknown.length ? unknown.join(' ') : undefined;
}

/** The reading found no deal, person, company or contact the message could be naming. */
function nothingNamed(q: Query): boolean {
  const f = q.filter;
  return !q.named.ids.length && !q.named.text && !f.officerIds && !f.parties && !f.unknownName && !q.contacts?.contactIds && !q.contacts?.company &&
    !['greeting', 'thanks', 'farewell', 'help', 'define', 'whoami', 'today', 'update', 'breakdown'].includes(q.intent) && !q.tasks?.assigneeIds;
}

/** State codes written as codes ('CO', 'OH', 'in OR'): the ones that are also English words count only so. */
function stateCodes(message: string): string[] {
  const found = new Set<string>();
  // In a message typed in capitals every word is; '6 MO' after a figure is months.
  for (const m of message.matchAll(/(?<![A-Za-z]|\d\s?)([A-Z]{2})(?![A-Za-z])/g)) {
    const code = m[1]!;
    // 'OK thanks' opens a sentence; 'LA' is as often Los Angeles as Louisiana.
    if (code in STATES && code !== 'LA' && !(code === 'OK' && m.index === message.search(/\S/))) found.add(code);
  }
  // 'what about co?', 'and tx': a follow-up naming a state by its code alone; codes that are words ('me', 'in') are not.
  const alone = /^\s*(?:(?:and|ok|okay|so|now|but)\s+)?(?:what about|how about|and|and in|and for|same for|what of)\s+([a-z]{2})\s*[?.!]*\s*$/i.exec(message)?.[1]?.toUpperCase();
  if (alone && alone in STATES && !['IN', 'ME', 'HI', 'OK', 'OR', 'OH', 'ID', 'LA'].includes(alone)) found.add(alone);
  for (const m of message.toLowerCase().matchAll(/\b(?:in|from|of) ([a-z]{2})(?=\s*(?:$|[?.!,;)]|deals?\b|loans?\b|files?\b|only\b))/g)) {
    const code = m[1]!.toUpperCase();
    // 'in la' is Los Angeles (CITY_NICKNAMES), as 'LA' is above.
    if (code in STATES && code !== 'LA') found.add(code);
  }
  return [...found];
}

/** What the raw message says beyond its words: state codes written as codes, and whether it ends as a question. */
interface Marks {
  codes: string[];
  question: boolean;
  /** The words as typed, before typo correction: a name nobody has ('wells fargo') is not a typo of 'well'. */
  typed: string;
}

function withoutDeals(filter: DealFilter): DealFilter {
  const { dealIds: _named, unknownName: _unknown, ...rest } = filter;
  return rest;
}

function read(text: string, tokens: string[], k: Knowledge, vocabulary: Vocabulary, { codes, question, typed }: Marks, contextDeal?: string, askedField?: DealField): Query {
  const filter: DealFilter = {};
  // 'can you list the deals in Colorado for me' is a courtesy; 'anything for me today?' asks for one's own tasks.
  // 'what's due next month for me' is about the asker's own tasks.
  const mine = has(withoutOccasions(TASK_WORDS.test(text) || /\bdue\b(?! to\b)/.test(text) ? text : text.replace(/\s+for me$/, '')), MINE);
  const bareTokens = tokens.map((t) => t.replace(/'s$/, ''));

  // Names first: officers and people, contacts, then deals.
  const officerHit = bestHits(k.people.filter((p) => STAFF_ROLES.has(p.role)), (p) => {
    const [first, ...rest] = p.name.split(' ');
    return personScore(bareTokens, first ?? null, rest.join(' ') || null, true);
  }, (p) => p.id);
  // A contact's first name alone ('Rick's number?') counts when the question asks for a way to reach someone.
  const contactHit = bestHits(k.contacts, (c) => {
    const [first, ...rest] = c.name.split(' ');
    // 'who's the borrower on the Alicia deal' names a deal by its borrower's first name, not a contact.
    return personScore(bareTokens, first ?? null, rest.join(' ') || null, has(text, CONTACT_FIELD) || WORKS_FOR.test(text) || (ABOUT_PERSON.test(text) && !/\b(deals?|loans?|files?)\b/.test(text)));
  }, (c) => c.id);
  const companyHit = bestHits(k.contacts, (c) => organizationScore(bareTokens, c.company), (c) => c.id);
  let dealHit = namedDeals(bareTokens, text, k.deals);
  // A person who is an officer or a contact by full name is not a borrower's last name, unless a deal says so.
  if (dealHit && dealHit.score <= 2 && ((officerHit?.score ?? 0) >= 2 || ((contactHit?.score ?? 0) >= 3 && dealHit.score < 3))) dealHit = undefined;

  // A borrower's first name alone ('the Alicia deal') names their deals when it names no one else we know.
  if (!dealHit && !officerHit && !contactHit && (/\b(deal|deals|loan|loans|file|borrower)\b/.test(text) || findAll(text, FIELD_WORDS).some((f) => SETTABLE.has(f as DealField)))) {
    dealHit = bestHits(k.deals, (d) => (personScore(bareTokens, d.borrowerFirstName, null, true) ? 1 : 0), (d) => d.id);
  }
  let pointed = dealHit ? undefined : pointedName(text, typed, vocabulary);

  // Filters.
  // Read periods with named streets blanked: '2019 Rosewood St' is no year.
  // 'deals from last month' came in then; with a closing said too ('approved loans from last month closing this
  // month') each period keeps its own date.
  const fromWhen = TASK_WORDS.test(text) || NOTE_WORDS.test(text) ? null : /\bfrom (?:the )?(?:last|this|past|previous|prior) (?:month|week|quarter|year)\b/.exec(text);
  const appliedWhen = fromWhen ? findPeriod(fromWhen[0], k.today) : undefined;
  const periodText = fromWhen ? text.replace(fromWhen[0], ' ') : text;
  const period = findPeriod(dealHit ? blankDealNames(periodText, k, dealHit.ids) : periodText, k.today);
  // 'closing this month' speaks of the closing date; 'in closing', 'closing deals' of the stage.
  const closingAsDate = (at: number, word: string, rest: string) => {
    if (!/^(closing|closings)$/.test(word)) return false;
    // The words before as written, not as blanked by the stages already read ('in approved closing next month').
    const before = ` ${text} `.slice(0, at);
    const after = rest.slice(at + word.length);
    // 'the closing schedule', 'closings calendar': when deals close, in any stage.
    if (/^\s*(schedule|calendar|timeline|forecast)\b/.test(after)) return true;
    if (/\b(in|at|into|to|the)\s*$/.test(before) || /^\s*stage/.test(after)) return false;
    return Boolean(period) || /\bwhen\b/.test(text) || /^\s*(date|dates|soon|by|on|before|after)\b/.test(after);
  };
  const exclude: Exclusions = { stages: [], statuses: [], loanTypes: [], states: [] };
  // 'an application date last month' is a date, not the Application stage.
  const stageWords = findAll(text, vocabulary.stageAliases, (at, word, rest) => closingAsDate(at, word, rest) || (/^(application|app)$/.test(word) && /^\s*dates?\b/.test(rest.slice(at + word.length))) || (word === 'escrow' && !escrowIsStage(at, word, rest)), exclude.stages);
  if (stageWords.length) filter.stages = stageWords;
  const statuses = findAll(text, STATUS_ALIASES, (at, word, rest) => {
    const after = rest.slice(at + word.length);
    return (word === 'open' && /^\s*(task|tasks|to-?dos?|items?)/.test(after)) || (word === 'done' && TASK_WORDS.test(text));
  }, exclude.statuses);
  if (statuses.length && !(TASK_WORDS.test(text) && statuses.every((s) => s === 'Active' || s === 'Closed'))) filter.statuses = statuses;
  // 'purchase price' is a value, 'thanks a lot' / 'lots of' no land loan.
  const loanTypes = findAll(text, LOAN_TYPE_WORDS, (at, word, rest) => (word === 'purchase' && /^\s*price/.test(rest.slice(at + word.length))) || (/^lots?$/.test(word) && (/\ba\s*$/.test(rest.slice(0, at)) || /^\s*of\b/.test(rest.slice(at + word.length)))), exclude.loanTypes);
  if (loanTypes.length) filter.loanTypes = loanTypes;
  const propertyTypes = findAll(text, PROPERTY_TYPE_WORDS);
  if (propertyTypes.length) filter.propertyTypes = propertyTypes;
  const states = [...new Set([...findAll(text, Object.entries(STATES).flatMap(([code, names]) => names.map((n) => [n, code] as [string, string])), undefined, exclude.states), ...codes])].filter((c) => !exclude.states!.includes(c));
  if (states.length) filter.states = states;
  const ruledOut = Object.fromEntries(Object.entries(exclude).filter(([, values]) => values.length));
  if (Object.keys(ruledOut).length && !TASK_WORDS.test(text)) filter.exclude = ruledOut;
  const cities = [...new Set(k.deals.map((d) => cityOf(d.propertyAddress)).filter((c): c is string => Boolean(c)))].filter((c) =>
    phrase(normalize(c)).test(` ${text} `),
  );
  if (cities.length && !(dealHit && dealHit.score >= 4)) {
    filter.cities = cities;
    // 'loans in San Diego' names the city, not the borrower called Diego.
    const cityWords = new Set(cities.flatMap((c) => words(normalize(c))));
    if (dealHit && dealHit.score < 3) dealHit = namedDeals(bareTokens.map((t) => (cityWords.has(t) ? '' : t)), text, k.deals);
  }
  // 'a person not an entity', 'not an LLC': the negated kind rules itself out.
  const notEntity = /\b(not|no|isn't|aren't|non)(?: an?)? (entity|entities|llc|llcs|company|companies|business|corporation|corp|trust)\b/.test(text);
  const notPerson = /\b(not|no|isn't|aren't|non)(?: an?)? (individual|individuals|person|people|natural person)\b/.test(text);
  if (notEntity && !notPerson) filter.borrowerType = 'Individual';
  else if (notPerson && !notEntity) filter.borrowerType = 'Entity';
  else if (/\b(entity|entities|llcs|corporate|company borrowers|business borrowers|corporations)\b|\b(llc|corp|corporation|trust|company) (deals|loans|borrowers?)\b|\b(is|are) (an? (llc|corporation|trust|company|business)|llcs?|corporations|trusts)\b/.test(text)) filter.borrowerType = 'Entity';
  else if (/\b(individual|individuals|personal|natural person|person borrowers)\b|\b(is|are) (an? )?(person|people)\b/.test(text)) filter.borrowerType = 'Individual';
  // 'llc/corp/trust borrowers': each kind of a list before the noun takes the noun.
  const kinds = text.replace(/\b((?:(?:llc|trust|partnership|corporation|corp|lp)s? (?:(?:or|and|&) )?)+)(borrowers?|deals|loans|entities)\b/g, (_, list: string, noun: string) =>
    list.trim().split(/ (?:(?:or|and|&) )?/).filter((w) => !/^(or|and|&)$/.test(w)).map((w) => `${w.replace(/s$/, '')} ${noun}`).join(' '));
  // 'the borrower is an LLC', 'is an LLC, corp, LP or trust': every kind of the list, as a plural.
  const entityKind = '(?:llc|trust|partnership|corporation|corp|lp)s?';
  const listed = kinds.replace(new RegExp(`\\b(?:is|are) (?:an? )?(${entityKind}(?:,? (?:(?:or|and|&) )?(?:an? )?${entityKind})*)\\b`, 'g'), (_, list: string) =>
    list.split(/,? (?:(?:or|and|&) )?(?:an? )?/).map((w) => `${w.replace(/s$/, '')}s`).join(' '));
  // 'with a trust as borrower', 'an LLC as the borrower': that kind of entity.
  const entityTypes = findAll(listed.replace(new RegExp(`\\b(?:an?|the) (${entityKind}) as (?:the )?borrowers?\\b`, 'g'), (_, kind: string) => `${kind.replace(/s$/, '')}s`), ENTITY_TYPE_WORDS);
  // 'LLCs and other entities', 'trusts or any entity': the kinds named are part of every entity asked for.
  const everyEntity = /\b(?:other|any|all|every|(?:and|or|&) (?:the )?(?:other )?)\s*(?:kinds? of |types? of )?(?:entit(?:y|ies)|companies|business(?:es)?)\b/.test(text);
  if (entityTypes.length && everyEntity) filter.borrowerType = 'Entity';
  else if (entityTypes.length) {
    filter.borrowerType = 'Entity';
    filter.entityTypes = entityTypes;
  }
  if (officerHit) filter.officerIds = officerHit.ids;
  else if (/\b(no|without(?: an?)?|missing(?: an?)?|lacking(?: an?)?) (loan officer|officer|lo|originator)\b|\bunassigned (deals?|loans?|files?)\b|\b(deals?|loans?|files?)( that are| that's| which are)? (unassigned|not assigned)\b|\bnot assigned to (anyone|anybody|an? (loan )?officer)\b/.test(text)) filter.noOfficer = true;
  // A contact or a company with 'deals' / 'loans': the deals they are a party to.
  // An officer and a party together ('assigned to Elena and brought in by Hannah Greenberg') narrow the deals both.
  const officerNames = new Set(officerHit?.ids.map((id) => k.people.find((p) => p.id === id)?.name));
  const partyBesideOfficer = contactHit && contactHit.score >= 3 && contactHit.ids.every((id) => !officerNames.has(k.contacts.find((c) => c.id === id)?.name));
  if ((!officerHit || partyBesideOfficer) && (!dealHit || dealHit.score < 3) && /\b(deals|loans|files|pipeline|deal|loan)\b/.test(text) && !has(text, CONTACT_FIELD)) {
    // A contact's full name, or a last name no borrower has ('how many deals is Donnelly on').
    if (contactHit && (contactHit.score >= 3 || (contactHit.score >= 2 && !dealHit && contactHit.ids.length === 1))) filter.parties = { names: contactHit.ids.map((id) => k.contacts.find((c) => c.id === id)!.name) };
    else if (companyHit && companyHit.score >= 2 && (!dealHit || companyHit.score > dealHit.score)) filter.parties = { company: k.contacts.find((c) => c.id === companyHit.ids[0])!.company! };
    else if (!dealHit && /\b(with|from|through|via|involving|brought by|sent by)\s+[a-z]+\b|\b[a-z]+'s (deals|loans|files|pipeline)\b|\b(?:is|are|was|were|has|have) [a-z]+ (?:on|in|part of|involved|attached|linked|tied|working|worked|been on)\b|\bdid [a-z]+ (?:refer|bring|send|introduce|source|submit|broker|handle)\b|\b[a-z]+'s referrals\b/.test(text)) {
      // 'deals with Rick': a contact's first name alone, when only one contact has it.
      const byFirst = bestHits(k.contacts, (c) => (personScore(bareTokens, c.name.split(' ')[0] ?? null, null, true) ? 1 : 0), (c) => c.id);
      if (byFirst?.ids.length === 1) filter.parties = { names: [k.contacts.find((c) => c.id === byFirst.ids[0])!.name] };
    }
    if (filter.parties) dealHit = undefined;
    // 'Sunshine State Title' names a company, not Florida.
    const company = filter.parties?.company ? normalize(filter.parties.company) : '';
    if (company && filter.states) {
      filter.states = filter.states.filter((code) => !STATES[code]!.some((n) => company.includes(n)));
      if (!filter.states.length) delete filter.states;
    }
  }

  const found = figures(text);
  const r = ranges(text, found);
  if (r.amount) filter.amount = r.amount;
  if (r.rate) filter.rate = r.rate;
  if (r.term) filter.term = r.term;
  if (r.ltv) filter.ltv = r.ltv;
  if (r.value) filter.value = r.value;
  // Sizes and rates said in words ('double-digit rates', 'seven-figure loans', 'jumbo deals'), when no figure says them.
  const said = wordedRanges(text);
  if (said.rate && !filter.rate) filter.rate = said.rate;
  if (said.amount && !filter.amount) filter.amount = said.amount;

  const applied = APPLIED.test(text);
  // Deals whose estimated closing date has gone by while they are still open.
  if (/\bpast (their|the|its|a) (estimated )?(closing|close) dates?\b|\b(overdue|late|missed|slipped|blown) (closings?|close dates?|closing dates?)\b|\bmissed (their|the|its) closing\b/.test(text)) {
    filter.closing = { from: '0000-01-01', to: addDays(k.today, -1), label: 'before today' };
    filter.statuses = ['Active'];
    // The 'closing' of 'missed their closing' is the date, not the stage.
    if (filter.stages?.join() === 'Closing' && !/\b(in|at) (the )?closing\b/.test(text)) delete filter.stages;
  }
  if (appliedWhen) filter.applied = appliedWhen;
  if (period) {
    if (applied && !appliedWhen) filter.applied = period;
    else if (!TASK_WORDS.test(text) && !(NOTE_WORDS.test(text) && !/\bclos/.test(text))) filter.closing = period;
  }
  if (/\b(fund|funded|funding|fundings)\b/.test(text) && period && k.stages.includes('Funded')) filter.stages = [...new Set([...(filter.stages ?? []), 'Funded'])];
  if (/\b(closed|close|closing|closings)\b/.test(text) && period && period.to < k.today && !filter.stages?.length && !filter.statuses) {
    // 'closed last month' speaks of deals that are done: funded ones.
    if (k.stages.includes('Funded')) filter.stages = ['Funded'];
  }

  // 'my loan' of someone who sees a single deal (a borrower) is that deal.
  // 'the Miami deal' names a deal by its city, not a borrower called Miami.
  if (pointed && filter.cities?.some((c) => normalize(c) === pointed)) pointed = undefined;
  const onlyDeal = !dealHit && !pointed && mine && !k.me.staff && k.deals.length === 1 && !COUNT.test(text) && /\b(loan|deal|file|rate|closing|close|stage|status|amount|payment|term)\b/.test(text);
  const named = dealHit ? { ids: dealHit.ids, text: dealHit.text } : onlyDeal ? { ids: [k.deals[0]!.id] } : contextDeal ? { ids: [contextDeal] } : { ids: [], text: pointed };
  if (pointed && !dealHit) filter.unknownName = pointed;
  // 'the Carter deals', 'how many loans does Alicia Moreno have': the named deals are the set asked about.
  if (named.ids.length) filter.dealIds = named.ids;
  const fields = findAll(
    text,
    FIELD_WORDS,
    (at, word, rest) => (word === 'number' && (/phone/.test(rest) || /^\s*of\b/.test(rest.slice(at + word.length)) || NUMBER_OF_A_THING.test(rest.slice(0, at)))) || (word === 'close' && /\bclose to\b/.test(rest)) || (word === 'property' && /property (type|value)/.test(rest)) ||
      // 'is it in closing yet', 'still at closing?': the stage, not the closing date.
      (word === 'closing' && /\b(?:in|into|at|to) (?:the )?$/.test(rest.slice(0, at)) && !/^\s*(?:date|day)/.test(rest.slice(at + word.length))),
  ) as DealField[];
  // 'how many months is the Thistle loan', 'how long is the loan on 12 Oak': its term, asked in its unit.
  if (/\bhow (?:many (?:months|mos|years|yrs)|long) (?:is|are|was|does|do|for|on)\b/.test(text) && !/\b(deals|loans|files)\b/.test(text) && !fields.includes('loan_term_months')) fields.push('loan_term_months');
  // A role word that is part of the named deal's own names ('Harbor Lending Partners') is not a question about a party.
  const ownNames = named.ids.map((id) => k.deals.find((d) => d.id === id)).map((d) => normalize(`${d?.entityName ?? ''} ${d?.propertyAddress ?? ''}`)).join(' ');
  const roleOnDeal = findAll(text, CONTACT_ROLE_ALIASES.filter(([w]) => !/^(borrowers?|title)$/.test(w) && !ownNames.includes(w)), escrowIsStage)[0] ?? (/\btitle (officer|rep|company|co|agent|guy|person|contact)\b/.test(text) || titleAsParty(text) ? 'Title Officer' : undefined) ??
    (named.ids.length ? RELATION_ROLES.find(([said]) => said.test(text))?.[1] : undefined);

  // A lending term may be written in a note by its other name ('after-repair value' is the note's 'ARV').
  const base: Query = { intent: 'unknown', filter, named, fields, mine, terms: named.ids.length === 1 ? [...noteTerms(bareTokens, vocabulary), ...otherNames(typed)] : undefined };

  // Greetings, thanks, help.
  const stripped = text.replace(GREETING, '').replace(/[,.\s]+/g, ' ').trim();
  const salutation = /^good (morning|afternoon|evening)\b/.exec(text)?.[0].replace(/^g/, 'G');
  if ((GREETING.test(text) || PRESENCE.test(text)) && (!stripped || /^(there|team|assistant|bot|all|everyone|again|friend|buddy|how are you( doing)?( today)?|how's it going|what's up|hows it going)$/.test(stripped) || PRESENCE.test(stripped) || PRESENCE.test(text))) return { ...base, intent: 'greeting', salutation };
  // 'hey what can u do': the greeting is answered with the help.
  const greeted = GREETING.test(text) ? salutation ?? 'Hi' : undefined;
  // HELP holds whole-message forms ('^help$'): read on the text as it is, not padded.
  if (has(text, HELP) || HELP.test(text)) return { ...base, intent: 'help', salutation: greeted };
  // General knowledge, the same for everyone: a lending word, a sum worked from the question's own figures.
  // Lending words are read as typed too: typo fixes know the book's words, not the glossary's ('per diem' is no 'died').
  const explained = !named.ids.length && !named.text ? definition(text) ?? definition(typed) ?? calculation(text) ?? calculation(typed) : undefined;
  if (explained) return { ...base, intent: 'define', explanation: explained };
  if (/\b(who am i(?! (?:talking|speaking|chatting|texting|writing) (?:to|with))|what('s| is) my role|my (role|account)|am i (an? )?(admin|staff|loan officer))\b/.test(text)) return { ...base, intent: 'whoami' };
  if (/\bwho am i (?:talking|speaking|chatting|texting|writing) (?:to|with)\b/.test(text)) return { ...base, intent: 'help' };
  if (/\b(what('s| is) (today's|todays|the) date|what day is (it|today)|today's date)\b/.test(text)) return { ...base, intent: 'today' };
  if (FAREWELL.test(text)) return { ...base, intent: 'farewell' };
  if (ACKNOWLEDGED.test(text)) return { ...base, intent: 'thanks' };
  if (onlyThanks(text)) return { ...base, intent: 'thanks' };
  if (ABOUT_ME.test(text)) return { ...base, intent: PRESENCE.test(text) && greeted ? 'greeting' : 'help', salutation: greeted };

  // A phone number or an e-mail written in the message ('who has 555-0196', 'whose email is rick@…'): whose it is.
  const trace = traceOf(typed);
  if (trace) {
    const owners = k.contacts.filter((c) => holdsTrace(c, trace));
    if (owners.length) return { ...base, intent: 'contacts', contacts: { contactIds: owners.map((c) => c.id), fields: [] } };
    const borrowers = k.deals.filter((d) => holdsTrace({ phone: d.borrowerPhone, email: d.borrowerEmail }, trace));
    if (borrowers.length) return { ...base, intent: 'deal', named: { ids: borrowers.map((d) => d.id) }, filter: { dealIds: borrowers.map((d) => d.id) }, fields: ['borrower', trace.digits ? 'borrower_phone' : 'borrower_email'] };
    if (has(text, CONTACT_FIELD) || /\bwho(?:'s|se)?\b/.test(text)) return { ...base, intent: 'contacts', filter: { ...filter, unknownName: trace.written }, contacts: { fields: [] } };
  }

  // A task named by its title ('who's on request title commitment for Quintero'): that task, whoever has it.
  const taskHit = bestHits(k.tasks, (t) => titleScore(bareTokens, t.title), (t) => t.id);
  if (taskHit && taskHit.score >= 3 && /^(who|whos|who's|whose|which|what|when|is|has|did)\b|\btasks?\b|\bassigned\b/.test(text)) {
    return { ...base, intent: 'tasks', tasks: { overdue: false, state: 'all', taskIds: taskHit.ids } };
  }

  // Changes: a change verb, or a statement naming one deal, a field and a new value ('12 Oak St: rate 11%').
  const asked = question || /^(what|which|how|who|when|where|why|is|are|does|do|did|has|have|was|were|can|could|show|list|give|pull|find|any|tell)\b/.test(text);
  const blanked = blankDealNames(text, k, named.ids);
  const statesValue = named.ids.length === 1 && !asked && fields.length > 0 && figures(blanked).length > 0;
  // 'any updates on …', 'status update on …' ask for news, not for a change.
  // 'fix and flip' names a loan type, not a fix.
  // 'at 9% or lower', 'lower than 8': a comparison, not a change.
  const changeVerb = UPDATE_VERB.test(text.replace(/\b(any|an|status|latest|quick|recent|some|new|the) updates?\b|\bupdates? (on|about|for|re)\b|\bfix(?: and| &| n|-n|-and)?[- ]flips?\b|\b(?:or|and) (?:lower|higher|less|more|up|down|below|above|under|over|better|worse)\b|\b(?:lower|higher) than\b/g, ' '));
  // Verbs that change a deal only when one is named ('park 12 Oak', 'fund it'), and news told about a named deal
  // ('12 Oak is dead', '12 Oak funded', 'the Smith deal fell through'): without a deal they are filters ('deals on hold').
  const aboutOne = !asked && (named.ids.length > 0 || Boolean(named.text));
  // '+50 bps on 12 Oak', '12 Oak: loan amount 25k more': a figure moved is a change.
  const stated = aboutOne && (NAMED_CHANGE_VERB.test(text) || STATED_CHANGE.test(blanked) || STATED_FIGURE.test(blanked) || changeDirection(blanked) !== 0 || (/\b(clos(e|es|ing)|coe)\b/.test(blanked) && dateShift(blanked) !== undefined));
  // 'pull the closing in by 3 days' moves a date; 'pull up the deals' asks for them.
  const pulledIn = named.ids.length > 0 && /\b(pull|bring)\b.*\b(in|forward|earlier|sooner)\b/.test(blanked) && dateShift(blanked) !== undefined;
  if ((changeVerb || statesValue || stated || pulledIn) && !ASKS_NOT_CHANGES.test(text)) {
    const { changes, incomplete } = parseChanges(text, k, vocabulary, blanked, stated, askedField);
    if (Object.keys(changes).length || (incomplete && named.ids.length)) {
      return { ...base, intent: 'update', changes, incompleteChange: incomplete && !Object.keys(changes).length };
    }
  }

  // How to use the assistant ('how do I update a deal through you?'), when no deal is named.
  const guide = (!named.ids.length && !named.text ? howTo(text, k.me.staff) : undefined) ?? elsewhere(text, k.me.staff);
  if (guide) return { ...base, intent: 'define', explanation: guide };

  // Tasks.
  // Priority is a thing tasks have, deals do not: 'low priority stuff for Marcus'.
  const taskPriority = /\b(high|low|medium|top)[- ]?(priority|pri)\b/.test(text);
  if (has(text, TASK_WORDS) || taskPriority || (/\bdue\b/.test(text) && !/\bdue diligence\b/.test(text))) {
    // Someone named who is no officer (a broker, a contact): their tasks, which may well be none.
    const member = bestHits(k.people, (p) => {
      const [first, ...rest] = p.name.split(' ');
      return personScore(bareTokens, first ?? null, rest.join(' ') || null) >= 3 ? 3 : 0;
    }, (p) => p.id);
    const outsider = !officerHit && !member && !dealHit && contactHit && contactHit.score >= 3 ? contactHit.ids.map((id) => k.contacts.find((c) => c.id === id)!.name) : undefined;
    const assignee = mine || /\bi\b/.test(text) ? [k.me.id] : officerHit?.ids ?? member?.ids ?? outsider;
    const byPerson = /\b(each|per|by|every) (lo|loan officer|officer|person|assignee|team member|member|one)\b|\b(who|which (lo|loan officer|officer|person|team member|assignee)) (has|have|owns) (the )?(most|fewest|least)\b|\bbreak(down| down| it down)\b/.test(text);
    const priority = /\b(high|urgent|important|hot|critical|top)[- ]?(priority|pri)?\b/.test(text) ? 'high' : /\blow[- ]?(priority|pri)\b/.test(text) ? 'low' : /\b(medium|normal)[- ]?(priority|pri)\b/.test(text) ? 'medium' : undefined;
    // 'needs to get done' asks what is still open.
    // 'done or not', 'open and completed', 'including finished ones': every task, whatever its state.
    const anyState = /\b(?:done|completed?|finished|closed) (?:or|and|&) (?:not|open|pending|outstanding|undone|incomplete)\b|\b(?:open|pending|outstanding) (?:or|and|&) (?:done|completed?|closed|finished)\b|\bwhether (?:or not )?(?:done|complete|completed|finished|open)\b|\b(?:including|incl|plus|even|with) (?:the )?(?:done|completed|finished|closed) ones\b|\bregardless of (?:status|state)\b/.test(text);
    const state = anyState ? 'all' : /(?<!\b(not|un|n't|never) )\b(completed|finished|closed|wrapped up|knocked out|checked off|ticked off|crossed off|close[sd]? out|closed off)\b|(?<!\b(get|be|get it|gets|getting|been|not|not yet) )\bdone\b|\bdid\b.*\b(get done|finish)\b/.test(text) ? 'done'
      : /\ball (the )?tasks\b|\bevery task\b/.test(text) && !/\bopen\b/.test(text) ? 'all'
      : /\b(open|outstanding|pending|remaining|left|incomplete|unfinished|not (yet )?done|still)\b/.test(text) ? 'open' : undefined;
    // Deal filters scope tasks only when the message speaks of the deals ('tasks on deals in closing').
    if (!/\b(deals?|loans?|files)\b/.test(text)) for (const key of ['stages', 'statuses', 'loanTypes', 'states', 'cities'] as const) delete filter[key];
    return {
      ...base,
      intent: 'tasks',
      tasks: {
        // 'on my plate today', 'work on today' mean now: the open tasks, not those due on this one day.
        overdue: /\b(overdue|past[- ]due|late|behind|missed|slipping|slipped|slip)\b/.test(text), due: period?.label === 'today' && !/\bdue\b/.test(text) ? undefined : period, assigneeIds: assignee, priority, state,
        unassigned: /\b(unassigned|not assigned|no assignee|nobody|no one)\b/.test(text), byPerson,
        unlinked: /\b(?:not|n't) (?:tied|linked|attached|connected|related|associated|tagged) to (?:a|any|one) (?:deal|loan|file)|\b(?:without|with no|no|outside) (?:a |any )?(?:deal|loan|file)s?\b(?! (?:id|number))|\b(?:general|standalone|admin|internal|office) (?:tasks?|to-?dos?)\b|\bnot (?:deal|loan|file)(?:[- ](?:related|specific|linked|tied|based))? (?:tasks?|to-?dos?|items?)\b|\b(?:unlinked|unattached|orphan(?:ed)?) (?:tasks?|to-?dos?)\b/.test(text),
        upcoming: !period && /\b(upcoming|coming up|due soon|soon|next few|ahead)\b/.test(text),
      },
    };
  }

  // Notes and files of a deal.
  if (has(text, NOTE_WORDS) && (named.ids.length || named.text)) return { ...base, intent: 'notes', latest: ONE_NOTE.test(text) };
  if (has(text, FILE_WORDS) && (named.ids.length || named.text) && !/\b(analy[sz]e|extract)\b/.test(text)) return { ...base, intent: 'files' };
  // Notes across the book: 'notes mentioning the appraisal', 'recent notes on Texas deals', 'which deals have notes about title'.
  if (/\bnotes?\b|\bcomments?\b/.test(text) && !named.ids.length && !named.text && !has(text, TASK_WORDS) && !(companyHit && companyHit.score >= 2)) {
    // 'which deals have a mechanic's lien in their notes': what the notes hold, written before them.
    // 'a mechanic's lien noted in their notes': the thing noted, not the noting.
    const held = /\b(?:have|has|had|with|show|shows|showing|mention|mentions|mentioning)\s+(?:an? |the |any )?([a-z][a-z0-9$&' -]*?)\s+(?:in|on|within)\s+(?:their|the|its|any|a|his|her)\s+notes?\b/.exec(text)?.[1]?.replace(/\s+(?:noted|note|mentioned|written|logged|recorded|listed|flagged)$/, '');
    // 'which deals have a mechanic's lien noted': the thing, then the noting.
    const noted = held ?? /\b(?:have|has|had|with|show|shows|showing)\s+(?:an? |the |any )?([a-z][a-z0-9$&' -]*?)\s+(?:noted|notes?|mentioned|written down|logged|recorded|flagged)\s*$/.exec(text)?.[1];
    const found = noted ? ['', 'mention', noted] : /\b(mention(?:s|ing|ed)?|say(?:s|ing)?|said|contain(?:s|ing)?|regarding|about|re|with(?: the word)?|on)\s+(?:the |an? )?([a-z][a-z0-9$&' -]*?)\s*$/.exec(text);
    // 'mentioning X' always searches; 'about X' / 'on X' only when X is no filter already read ('notes on Texas deals').
    const searched = found && (/^(mention|say|said|contain|regarding)/.test(found[1]!) || !Object.keys(filter).length) && !words(found[2]!).every((w) => /^(deals?|loans?|files?|them|it|this|that|these|those|ones?|all|any|everything)$/.test(w));
    return { ...base, intent: 'notes', noteTerm: searched ? found[2] : undefined, latest: /\b(latest|most recent|last|newest|recent)\b/.test(text) };
  }

  // Contacts.
  // 'borrower' is a deal's borrower, except as a kind of contact ('our borrower contacts', 'contacts that are borrowers').
  const borrowerContact = (at: number, rest: string) => /^\s*(?:in (?:our |the )?)?contacts?\b/.test(rest.slice(at).replace(/^\S+/, '')) || /\bcontacts? (?:(?:who|that|which) )?(?:are|is)\s*$/.test(rest.slice(0, at));
  const contactRoles = findAll(text, CONTACT_ROLE_ALIASES, (at, word, rest) => (/^borrowers?$/.test(word) && !borrowerContact(at, rest)) || (word === 'title' && !/title (officers?|reps?|company|companies|cos?|agents?|contacts?|people|folks|guys)/.test(rest)) || escrowIsStage(at, word, rest));
  const asksContactField = has(text, CONTACT_FIELD) || WORKS_FOR.test(text);
  const asksAboutPerson = asksContactField || ABOUT_PERSON.test(text);
  // 'a contact at Evergreen Escrow', 'anyone at Quantum Capital': a company nobody in the book works for has no contacts.
  const atCompany = !companyHit && (dealHit?.score ?? 0) < 3 ? companyAsked(text) : undefined;
  if (atCompany) return { ...base, intent: 'contacts', filter: { ...filter, unknownName: atCompany }, contacts: { fields: [] } };
  const companyFirst = companyHit && (companyHit.score > (dealHit?.score ?? 0) || /\b(contacts?|work(s|ing)? (at|for)|know at|people at|from)\b/.test(text));
  if (companyFirst && companyHit.score >= 2 && /\b(contacts?|who|work(s|ing)?|people|know|anyone|someone)\b/.test(text)) {
    return { ...base, intent: 'contacts', contacts: { company: companyHit.ids[0], fields: [] } };
  }
  const otherFields = fields.filter((f) => f !== 'officer' && f !== 'borrower_phone' && f !== 'borrower_email');
  if (named.ids.length === 1 && /\b(contacts|parties|people|team|who's on|who is on|who's involved|who is involved)\b/.test(text) && !roleOnDeal) {
    return { ...base, intent: 'deal', partyRole: '*' };
  }
  if (named.ids.length && roleOnDeal && (/\b(who|whos|who's|which|what|name|contact)\b/.test(text) || !otherFields.length) && !/\bhow many\b/.test(text)) {
    return { ...base, intent: 'deal', partyRole: roleOnDeal };
  }
  const contactFields = (['phone', 'email', 'company', 'role'] as const).filter((f) =>
    f === 'phone' ? /\b(phone|number|cell|mobile|call|reach)\b/.test(text) : f === 'email' ? /\b(email|e-mail|mail)\b/.test(text) : f === 'company' ? ASKS_COMPANY.test(text) : ASKS_ROLE.test(text),
  );
  // A borrower is known by their deal: 'tell me about Victor Rasmussen' is his deal, unless a way to reach him is asked.
  const borrowerOnly = Boolean(contactHit?.ids.every((id) => k.contacts.find((c) => c.id === id)?.role === 'Borrower'));
  const dealOutranksContact = dealHit && dealHit.score >= 3 && ((contactHit?.score ?? 0) < dealHit.score || (borrowerOnly && !asksContactField));
  const dealContext = dealHit && (/\b(deal|deals|loan|loans|file|property|closing)\b/.test(text) || fields.some((f) => f !== 'borrower_phone' && f !== 'borrower_email' && f !== 'borrower'));
  if (!dealOutranksContact && !dealContext && !filter.parties && contactHit && contactHit.score >= (asksAboutPerson ? 1.5 : 2) && (asksAboutPerson || /\b(who is|who's|whos|contact|details|info|tell me about)\b/.test(text) || !dealHit)) {
    return { ...base, intent: 'contacts', contacts: { contactIds: contactHit.ids, fields: contactFields } };
  }
  // The team itself, not its deals: 'how many LOs do we have', 'list our loan officers'.
  const officersAsked = /\b(loan officers|originators)\b|(?<!\b(escrow|title) )\bofficers\b/.test(text) && !/\b(deals?|loans?|files?|volume|pipeline|book|money|each|per|by|most|least|fewest|biggest|largest|top|best)\b/.test(text.replace(/\bloan officers?\b/g, ''));
  if (officersAsked && !officerHit && !named.ids.length) return { ...base, intent: 'contacts', contacts: { roles: ['Loan Officer'], fields: [] } };
  // 'which brokers have deals in TX', 'lenders on our bridge loans': people of a kind, said before the deals that pick them.
  const dealWordAt = text.search(/\b(?:deals?|loans?|files)\b/);
  const rolesLead = contactRoles.length > 0 && dealWordAt !== -1 && text.search(PLURAL_ROLES) !== -1 && text.search(PLURAL_ROLES) < dealWordAt && DEAL_SCOPES.some((key) => filter[key] !== undefined);
  if (/\bcontacts?\b|\bwho (are|is) (our|the|all)\b|\bwork(s|ing)? (at|for|with)\b|\bfrom\b.*\b(company|capital|title|escrow)\b|\bpeople at\b/.test(text) || (contactRoles.length && !named.ids.length && (rolesLead || !/\bdeals?\b|\bloans?\b|(?<!\bon )\bfiles?\b/.test(text)))) {
    // 'who is the loan officer for the Carter deal' asks for a named deal's officer, not the team.
    if (!named.ids.length && /\bloan officers?\b|\blos\b|\bofficers on (the|our) team\b/.test(text) && !contactRoles.some((r) => r !== 'Escrow Officer' && r !== 'Title Officer')) {
      if (!/\b(escrow|title)\b/.test(text)) return { ...base, intent: 'contacts', contacts: { roles: ['Loan Officer'], fields: contactFields } };
    }
    // 'who is the loan officer on the Northstar Residential deal' asks the deal's officer, not the people at the borrower's company.
    const officerOfNamedDeal = named.ids.length > 0 && /\bloan officers?\b|\blos?\b/.test(text);
    if (companyHit && companyHit.score >= 2 && !officerOfNamedDeal) return { ...base, intent: 'contacts', contacts: { company: companyHit.ids[0], fields: contactFields } };
    if (contactRoles.length) {
      // 'closing attorneys', 'closing agents': the kind of work they do, not deals in the Closing stage.
      if (filter.stages && /\bclosing (?:attorneys?|lawyers?|counsel|agents?|officers?)\b/.test(text) && !/\bin closing\b/.test(text)) {
        filter.stages = filter.stages.filter((stage) => stage !== 'Closing');
        if (!filter.stages.length) delete filter.stages;
      }
      return { ...base, intent: 'contacts', contacts: { roles: contactRoles, fields: contactFields } };
    }
    // 'how many contacts do we have', 'list all contacts': the whole address book the person may see.
    if (/\bcontacts\b/.test(text) && !named.ids.length && !/\b(deals?|loans?)\b/.test(text)) return { ...base, intent: 'contacts', contacts: { fields: contactFields } };
  }
  if (companyHit && companyHit.score >= 3 && !dealHit && (asksContactField || /\bwho\b/.test(text))) {
    return { ...base, intent: 'contacts', contacts: { company: companyHit.ids[0], fields: contactFields } };
  }

  // Breakdowns, aggregates, counts, lists.
  // 'Texas vs Florida', 'compare UW and closing': side by side, grouped by the dimension named twice.
  const compared = has(text, COMPARE) ? comparedDimension(filter) : undefined;
  const group = compared ?? (/\bwho(?:'s| has| have|'s got| has got| got| is carrying| carries| owns) the (most|biggest|largest|fewest|least)\b/.test(text) ? 'officer' : groupKey(text));
  const bookReport = !named.ids.length && !Object.keys(filter).length && /\b(reports?|overview|snapshot|how's business|how is business|how are we doing|state of the book|where do (we|things) stand|how('s| is| does) (the |our )?(book|portfolio|pipeline)( look(ing)?)?)\b/.test(text);
  if (compared || bookReport || group === 'borrower_type' || has(text, BREAKDOWN) || topGroup(text) || (group && /\b(by|per|each|who|which)\b/.test(text)) || (/\bpipeline\b/.test(text) && (/\b(look|looking|report|overview|summary|snapshot|health|like)\b/.test(text) || (!named.ids.length && !(/\b(in|on) (the|our) pipeline\b/.test(text) && Object.keys(filter).length) && !COUNT.test(text) && !has(text, AGG_SUM) && !/\b(largest|biggest|smallest|highest|lowest|top)\s+(\d+\s+)?(deals?|loans?|rates?)\b/.test(text))))) {
    if (group === 'borrower_type') delete filter.borrowerType;
    const ranked = /\b(most|least|fewest|highest|lowest|biggest|largest|smallest|top|rank|ranked|ranking)\b/.test(text);
    const ranking = ranked ? { order: /\b(least|fewest|lowest|smallest)\b/.test(text) ? 'least' as const : 'most' as const, by: has(text, AGG_SUM) || /\b(dollars?|amount|money|biggest|largest|smallest)\b/.test(text) || (topGroup(text) && !/\b(count|number|deals|loans|files)\b/.test(text)) ? 'volume' as const : 'count' as const } : undefined;
    // 'rate by stage', 'LTV per type': a rate, LTV or term per group is its average.
    // A term grouping names the term as its dimension, not as a measure to average.
    const measure = metricField(text);
    const averaged = !(measure === 'loan_term_months' && group === 'term') && (has(text, AGG_AVG) || (!has(text, AGG_SUM) && measure !== 'loan_amount' && measure !== 'purchase_price'));
    return { ...base, intent: 'breakdown', groupBy: group ?? 'stage', thenBy: secondGroup(text, group ?? 'stage'), ranking, metric: averaged ? { op: 'avg', field: measure } : undefined };
  }
  // 'how many loans does Eric Valdez have' counts the deals named, even when there is one.
  const countsNamed = COUNT.test(text) && !fields.length && !contextDeal;
  if ((named.ids.length === 1 && !countsNamed) || (named.ids.length > 1 && !COUNT.test(text) && !/\b(deals|loans|all)\b/.test(text))) {
    // 'summary of the Ivanova deal' asks for everything, whatever field words it also holds.
    // 'is it still active?' asks for the status; 'is it in underwriting yet?' for the stage.
    const implied: DealField[] = fields.length ? fields : statuses.length ? ['status'] : stageWords.length ? ['stage'] : [];
    return { ...base, intent: 'deal', fields: has(text, SUMMARY) && !/\bstatus of\b/.test(text) ? [] : implied };
  }
  // 'what's the rate on the Orlando construction deal': one deal described, not named, and a field of it asked. The
  // answer gives the deal the description fits, or asks which of those it fits is meant.
  if (!named.ids.length && !named.text && fields.length && describedOne(text) && describes(filter) && !COUNT.test(text) && !has(text, AGG_SUM) && !has(text, AGG_AVG) && !has(text, AGG_MEDIAN) && !has(text, AGG_MAX) && !has(text, AGG_MIN) && !has(text, BREAKDOWN)) {
    return { ...base, intent: 'deal' };
  }
  const limit = /\b(?:top|biggest|largest|smallest|highest|lowest)\s+(\d+|three|five|ten)\b/.exec(text)?.[1] ?? /\b(\d+|three|five|ten)\s+(?:biggest|largest|smallest|highest|lowest)\b/.exec(text)?.[1];
  if (has(text, AGG_MEDIAN)) return { ...base, intent: 'aggregate', metric: { op: 'median', field: metricField(text) } };
  if (has(text, AGG_AVG)) return { ...base, intent: 'aggregate', metric: { op: 'avg', field: metricField(text) } };
  if (has(text, AGG_MAX) && !COUNT.test(text) && ((!r.amount && !r.rate) || /\b(largest|biggest|highest|most expensive)\b/.test(text))) {
    return { ...base, intent: 'aggregate', metric: { op: 'max', field: metricField(text), limit: limit ? smallNumber(limit) : undefined } };
  }
  if (has(text, AGG_MIN) && !COUNT.test(text) && !/\bat least\b/.test(text)) {
    return { ...base, intent: 'aggregate', metric: { op: 'min', field: metricField(text), limit: limit ? smallNumber(limit) : undefined } };
  }
  const share = SHARE.test(text);
  if (COUNT.test(text) || share) return { ...base, intent: 'count', share };
  if (has(text, AGG_SUM)) return { ...base, intent: 'aggregate', metric: { op: 'sum', field: metricField(text, 'sum') } };
  if (named.ids.length > 1 && !/\b(deals|loans|all|both|them|files)\b/.test(text)) return { ...base, intent: 'deal' };
  if (named.text && !LIST.test(text.replace(/\b(find|show|search|look up|lookup)\b/, ''))) return { ...base, intent: 'deal' };
  const anyFilter = Object.keys(filter).length > 0;
  // 'who asked to extend their rate lock?', 'any deals where title shows a lien?': what only the notes record.
  const recorded = !named.ids.length && !named.text && !anyFilter && !mine ? notedTerm(tokens, k) : undefined;
  if (recorded) return { ...base, intent: 'notes', noteTerm: recorded };
  if (has(text, LIST) || anyFilter || /\b(deals|loans|pipeline|book|portfolio)\b/.test(text) || mine) return { ...base, intent: 'list' };
  if (has(text, THANKS)) return { ...base, intent: 'thanks' };
  if (GREETING.test(text)) return { ...base, intent: 'greeting' };
  return base;
}

/** 'the Orlando construction deal', 'that Tampa bridge loan': one deal pointed at by words before 'deal', not several. */
function describedOne(text: string): boolean {
  return /\b(?:the|that|this|our) (?:[a-z&-]+ ){1,4}(?:deal|loan|file|property|project)\b(?!s| (?:amount|officer|type|term|size|program|purpose|product))/.test(text) && !/\b(?:deals|loans|files|properties|projects|all|every|each|any)\b/.test(text);
}

/** Filters that say what a deal is (where, what kind, at which step), as a description of one deal would. */
function describes(filter: DealFilter): boolean {
  return !!(filter.loanTypes?.length || filter.propertyTypes?.length || filter.states?.length || filter.cities?.length || filter.stages?.length);
}

/** Words that may follow a thank-you without asking anything ('thank you very much for your help today'). */
const COURTESY = new Set([
  'so', 'very', 'much', 'a', 'lot', 'bunch', 'ton', 'again', 'for', 'your', 'the', 'all', 'of', 'this', 'that', 'it', 'everything', 'help', 'helping', 'assistance',
  'today', 'tonight', 'now', 'this', 'morning', 'afternoon', 'evening', 'really', 'truly', 'buddy', 'mate', 'friend', 'man', 'as', 'always', 'info', 'information',
  'answer', 'answers', 'you', 'kindly', 'big', 'huge', 'my', 'and', 'have', 'good', 'great', 'nice', 'day', 'one', 'was', 'helpful', 'appreciated', 'is',
]);
/** A message that thanks and asks nothing: a thank-you and then only courtesy words (a date word like 'today' is no filter). */
function onlyThanks(text: string): boolean {
  const m = /^(?:(?:ok|okay|great|perfect|awesome|cool|got it)[, ]+)?(?:thanks|thank you|thank u|thx|ty|many thanks|much appreciated|appreciate it|i appreciate it)\b/.exec(text);
  return !!m && text.slice(m[0].length).split(/[\s,.!]+/).filter(Boolean).every((w) => COURTESY.has(w));
}

/** Words of a question that say nothing of what happened ('who', 'their', 'deals', 'any'). */
const SEARCH_FILLER = new Set([
  'who', "who's", 'whos', 'which', 'whose', 'when', 'where', 'why', 'what', "what's", 'how', 'their', 'his', 'her', 'its', 'our', 'your', 'any', 'anyone', 'anybody',
  'someone', 'somebody', 'deal', 'deals', 'loan', 'loans', 'file', 'files', 'there', 'have', 'has', 'had', 'was', 'been', 'about', 'with', 'did', 'does', 'the', 'and',
  'for', 'that', 'this', 'these', 'those', 'you', 'can', 'could', 'should', 'would', 'yet', 'still', 'already', 'noted', 'mentioned', 'flagged', 'logged', 'where',
  'one', 'ones', 'all', 'got', 'gets', 'get', 'are', 'were', 'from', 'into', 'onto', 'out', 'show', 'list', 'find', 'give',
]);

/**
 * A question about an event only the notes record ('who asked to extend their rate lock', 'any deals where title shows a
 * lien'): its words, when a few of the notes the person may see (not most of them) hold them all.
 */
function notedTerm(tokens: string[], k: Knowledge): string | undefined {
  const wanted = [...new Set(tokens.map((t) => t.replace(/'s$/, '')).filter((t) => t.length >= 3 && /^[a-z]+$/.test(t) && !SEARCH_FILLER.has(t)))];
  // One word of the engine's own ('list all borrowers') asks for the deals, not for what a note says.
  if (!wanted.length || (wanted.length === 1 && ownWords().has(wanted[0]!))) return undefined;
  const term = wanted.join(' ');
  // Words most notes hold ('borrower', 'called') tell no event apart: a question about one matches a few notes.
  const holding = k.notes.filter((n) => noteHolds(n.text, term)).length;
  return holding > 0 && holding <= Math.max(3, k.notes.length / 4) ? term : undefined;
}

/**
 * Questions about who someone is or what they do for us ('where does Nadia work', 'what does Megan do for us',
 * "who's Andre", "Kenneth's role"): a contact's first name alone is enough to name them.
 */
const ABOUT_PERSON = /\b(?:who(?:'s| is|s)|where (?:does|do|did) [a-z'-]+(?: [a-z'-]+)? work|what (?:does|do) [a-z'-]+(?: [a-z'-]+)? do\b|(?:role|job|position) (?:of|for)|[a-z]+'s (?:role|job|position|company|firm|employer)|tell me about|info (?:on|about)|details (?:on|for|about))\b/;
/** Kinds of contact said in the plural ('brokers', 'title officers', 'title companies'): a list of those people. */
const PLURAL_ROLES = /\b(?:brokers|lenders|investors|attorneys|lawyers|agents|realtors|(?:title|escrow) (?:officers|companies|cos|reps|agents))\b/;

/** The company someone works for is asked. */
const ASKS_COMPANY = /\b(company|firm|employer|outfit|brokerage|work for|works for|working for|where (?:does|do|did) .+ work)\b/;
/** The part someone plays for us is asked ('what does Megan do for us', 'broker, lender…?'). */
const ASKS_ROLE = /\b(role|job|position|what (?:does|do) [a-z'-]+(?: [a-z'-]+)? do|what kind of contact|what type of contact)\b/;

/** A party to a deal named by what they did for it: 'who brought in the Thistle deal' asks for its broker. */
const RELATION_ROLES: [RegExp, string][] = [
  [/\bwho (?:brought|referred|sent|introduced|sourced|submitted)\b|\bwho(?:'s| is) the referral\b/, 'Broker'],
  [/\bwho(?:'s| is)? (?:funding|financing|backing)\b|\bwho (?:funds|finances|backs)\b/, 'Lender'],
  [/\bwho(?:'s| is)? (?:representing|repping)\b/, 'Attorney'],
  [/\bwho (?:listed|sold)\b|\bwho(?:'s| is) the (?:listing|selling|buyer's|buying) (?:agent|side)\b/, 'Real Estate Agent'],
];

/** A phone number or e-mail address (or a piece of one) written in a message. */
interface Trace {
  digits?: string;
  email?: string;
  written: string;
}

function traceOf(text: string): Trace | undefined {
  // '555-0196', '(214) 555-0196', '214.555.0196'; a bare run of digits is an amount, not a phone.
  const phone = /(?<![$\d.,])(?:\d{3}[\s.-]?)?\d{3}[\s.-]\d{4}(?![\d%.,]|\s?(?:k|m|mm)\b)/.exec(text)?.[0];
  if (phone) return { digits: phone.replace(/\D/g, ''), written: phone };
  const email = /[a-z0-9._%+-]*@[a-z0-9.-]+|[a-z0-9.-]+\.(?:com|net|org|io|co|us|biz|example)\b/.exec(text)?.[0]?.replace(/\.$/, '');
  if (email && email.replace(/[@.]/g, '').length >= 4) return { email, written: email };
  return undefined;
}

const holdsTrace = (c: { phone: string | null; email: string | null }, t: Trace) =>
  t.digits ? Boolean(c.phone?.replace(/\D/g, '').endsWith(t.digits) || c.phone?.replace(/\D/g, '').includes(t.digits)) : Boolean(t.email && c.email?.toLowerCase().includes(t.email));

/**
 * A company asked about by the people who work there ('do we have a contact at Evergreen Escrow', 'anyone at Quantum
 * Capital?'): the company's name as written, when it holds a word that is no word of ours (a name).
 */
function companyAsked(text: string): string | undefined {
  const m = /\b(?:contacts?|anyone|anybody|someone|somebody|people|folks|person|who do we (?:know|have)|know anyone|email|phone|number) (?:at|from|over at|with) (?:the )?([a-z][a-z0-9&'. -]+?)(?: (?:pls|please|thanks|thx|ty|asap))?$/.exec(text)?.[1];
  if (!m || /\b(deals?|loans?|files?|title|escrow companies|companies)$/.test(m)) return undefined;
  const own = (w: string) => COMMON_WORDS.has(w) || lexiconWords.includes(w) || NAME_NOISE.has(w);
  return words(m).some((w) => !own(w) && /^[a-z]{3,}$/.test(w)) ? m : undefined;
}

const QUESTION_WORDS = new Set(['what', "what's", 'did', 'does', 'they', 'them', 'would', 'will', 'say', 'said', 'tell', 'much', 'how', 'are', 'were', 'is', 'the', 'on', 'from', 'for', 'deal', 'loan', 'file']);

/** Words a deal's notes may hold that the question asks about ('earnest', 'waiting', 'send', 'arv'): no names, no filler. */
function noteTerms(tokens: string[], vocabulary: Vocabulary): string[] {
  return [...new Set(tokens.filter((t) => t.length >= 3 && /^[a-z]+$/.test(t) && !QUESTION_WORDS.has(t) && (!COMMON_WORDS.has(t) || NOTE_CUES.has(t)) && !vocabulary.streets.has(t)))];
}
/** Everyday words that still point at what a note says. */
const NOTE_CUES = new Set(['borrower', 'send', 'sending', 'waiting', 'escrow', 'title', 'appraisal', 'insurance', 'confirm', 'confirmed']);

/** A role word asked of a deal as a party: 'which escrow', 'call title', 'email escrow'; 'escrow on …', 'title for …'. */
const PARTY_ASKED_BEFORE = /\b(which|what|whats|what's|call|calling|email|e-mail|reach|text|ring|contact|ping|phone)\s*$/;
const PARTY_ON_DEAL_AFTER = /^\s*(?:(?:is|are|was)\s+)?(?:on|for)\b/;
/** 'call title on 3979 Orchard', 'which title is on the Mockingbird loan': the title party, not a deal's title. */
const titleAsParty = (text: string) => /(?:^|\s)title\b/.test(text) && [...` ${text} `.matchAll(/\stitle\b/g)].some((m) => {
  // 'a lien showing on title for 3979 Orchard' speaks of the title report, not the party.
  const before = ` ${text} `.slice(0, m.index);
  return PARTY_ASKED_BEFORE.test(before) || (!/\b(on|in|of|from|clear|clean)\s*$/.test(before) && PARTY_ON_DEAL_AFTER.test(` ${text} `.slice(m.index + 6)));
});
/** 'in escrow', 'escrow deals', 'and escrow?': the closing stage; 'escrow officer', 'who do we use for escrow' a party. */
function escrowIsStage(at: number, word: string, rest: string): boolean {
  if (word !== 'escrow') return false;
  const after = rest.slice(at + word.length);
  const before = rest.slice(0, at);
  if (/\b(in|into|to)\s*$/.test(before) || /^\s*(deals?|loans?|files?|stage|pipeline)\b/.test(after)) return true;
  // 'which escrow is on 8668 Holly St', 'call escrow on the Granite loan': the party on a deal.
  if (PARTY_ASKED_BEFORE.test(before) || PARTY_ON_DEAL_AFTER.test(after)) return false;
  return !/^\s*(officers?|agents?|company|companies|co|contacts?|people|person|reps?|folks|firms?)\b/.test(after) && !/\bwho\b/.test(before);
}

/** The message with the names of the named deals blanked, so '157 Ironwood Ct' is not read as a number. */
function blankDealNames(text: string, k: Knowledge, ids: string[]): string {
  let out = ` ${text} `;
  for (const id of ids) {
    const deal = k.deals.find((d) => d.id === id);
    if (!deal) continue;
    const pieces = [
      id.toLowerCase(),
      normalize(streetLine(deal.propertyAddress)),
      ...words(normalize(streetLine(deal.propertyAddress))).filter((w) => /^\d+$/.test(w)),
    ];
    // A number inside a figure ('12.5' on 12 Oak St) is not the street's.
    for (const piece of pieces) out = out.replace(new RegExp(`(?<=[\\s,])${escape(piece)}(?=[\\s,]|\\.(?!\\d))`, 'g'), ' ');
    // A house number said in parts ('71 96 sage'): the parts before the street's first word.
    const street = words(normalize(streetLine(deal.propertyAddress))).find((w) => !/^\d/.test(w));
    if (street) out = out.replace(new RegExp(`(?<=\\s)(?:(?:\\d{1,2}|one) ){2,}(?=${escape(street)}\\b)`, 'g'), ' ');
  }
  return out.replace(/\s+/g, ' ').trim();
}
