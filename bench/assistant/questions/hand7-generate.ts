// hand7-dev (was hand7-unseen until stop 31): an independent question set for the assistant, written as the "other hand".
// Author: helper hand7, 2026-11-27. The author never read the assistant engine (src/core/assistant,
// src/server/assistant) nor any other generator or question file in this folder; the wording here comes from how
// staff of a private-lending shop and its outside parties (borrowers, brokers) type into a chat box. Only the
// fixture's README and dataset, scoring.ts and truth.ts were read. Every expectation is computed from dataset.json.
// Period words other than calendar months ("YTD", "last quarter", "in the new year") assume the bench runs in the
// dataset's own month or the one after it, as it does this round.
// Regenerate: npx tsx bench/assistant/questions/hand7-generate.ts   (writes hand7-dev.json beside this file)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item, Question } from '../scoring';
import { amountItem, countItem, data, type Deal, deals, money, month, officerName, others, randomSource, stateOf, street, sum } from './truth';

const { rand, pick, typo, shuffle } = randomSource(71_127_2026);
const chance = (p: number) => rand() < p;

// ---------------------------------------------------------------------------------------------------------------
// Facts about the book
// ---------------------------------------------------------------------------------------------------------------
const THIS = month(0);
const NEXT = month(1);
const LAST = month(-1);
const YEAR = THIS.slice(0, 4);
const closeMonth = (d: Deal) => d.estimated_closing_date.slice(0, 7);
const appMonth = (d: Deal) => String(d.application_date).slice(0, 7);
const cityOf = (d: Deal) => d.property_address.split(',')[1]!.trim();
const borrowerOf = (d: Deal) => (d.borrower_type === 'Entity' ? d.entity_name! : `${d.borrower_first_name} ${d.borrower_last_name}`);
const ltvOf = (d: Deal) => (d.loan_amount / d.purchase_price) * 100;
const dealByRef = (ref: string) => deals.find((d) => d.ref === ref)!;
const propertyType = (d: Deal) => String(d.property_type);
const entityType = (d: Deal) => (d.entity_type as string | null) ?? null;
const isActive = (d: Deal) => d.status === 'Active';
const active = deals.filter(isActive);
const STAGES = data.stages;
const contactByRef = (ref: string) => data.contacts.find((c) => c.ref === ref)!;
const userByRef = (ref: string) => data.users.find((u) => u.ref === ref)!;
const haystack = JSON.stringify(data).toLowerCase();

/** Deals an outside user may see (README "Outside parties"). */
const linkedDeals = (userRef: string) => {
  const u = userByRef(userRef);
  return deals.filter(
    (d) => d.contacts.some((c) => contactByRef(c.contact).email === u.email) || (u.role === 'borrower' && d.borrower_email === u.email),
  );
};

// ---------------------------------------------------------------------------------------------------------------
// Items a correct answer must hold
// ---------------------------------------------------------------------------------------------------------------
const uniq = (xs: string[]) => [...new Set(xs)];
const anyOf = (...xs: string[]): Item => ({ anyOf: uniq(xs) });
const NOTHING = anyOf(
  'no deals', 'no loans', 'no matching', 'none', '0 deals', 'zero', 'no results', 'there are no', "there aren't any", "couldn't find",
  'could not find', "didn't find", 'did not find', 'not find any', "don't have any", 'do not have any', "don't see any", 'do not see any',
  'nothing', 'no deal', 'not found', "can't find", 'cannot find', 'unable to find', 'no record', 'no tasks', 'no contact', 'no open',
);
const DENIED = anyOf(
  ...(NOTHING as { anyOf: string[] }).anyOf, 'no access', "don't have access", 'do not have access', 'not linked', 'permission', 'not authorized',
  'not available', "isn't available", 'not able to', "can't share", 'cannot share', "can't provide", 'cannot provide', 'only see', 'only access',
);
const NO_NOTES = anyOf('no notes', 'no deal notes', "doesn't have any notes", 'does not have any notes', "don't see any notes", 'not have any notes', 'none', 'nothing', 'there are no', 'no note');
const ERRORS = ["I apologize, but I encountered an error", "I apologize, but I couldn't generate a response"];

const trimZeros = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
/** A rate as stated in the data: 12.75 → "12.75", "12.750"; 10 → "10", "10.0", "10.00". */
const rateItem = (r: number) => anyOf(String(r), r.toFixed(2), r.toFixed(3), ...(Number.isInteger(r) ? [r.toFixed(1)] : []));
/** A computed percentage with its accepted roundings (three, two or one decimals). */
const percentItem = (x: number) => anyOf(...[3, 2, 1].map((n) => x.toFixed(n)), ...[3, 2, 1].map((n) => trimZeros(x.toFixed(n))));
/** A computed dollar figure, to the cent or to the dollar. */
const dollarsItem = (x: number) => {
  const cents = x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Math.round(x).toLocaleString('en-US');
  return anyOf(`$${cents}`, cents, cents.replace(/,/g, ''), `$${whole}`, whole, whole.replace(/,/g, ''));
};
const phoneItem = (p: string) => {
  const [a, b, c] = /\((\d{3})\) (\d{3})-(\d{4})/.exec(p)!.slice(1) as [string, string, string];
  return anyOf(p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `${a}${b}${c}`, `(${a})${b}-${c}`);
};
const STATUS_ITEM: Record<string, Item> = { Active: 'Active', 'On Hold': anyOf('On Hold', 'On-Hold'), Closed: 'Closed', Dead: 'Dead' };
const TYPE_ITEM: Record<string, Item> = {
  'Fix & Flip': anyOf('Fix & Flip', 'Fix and Flip', 'Fix-and-Flip', 'Fix n Flip', 'Fix-n-Flip'),
  'Cash Out Refi': anyOf('Cash Out Refi', 'Cash-Out Refi', 'Cash Out Refinance', 'Cash-Out Refinance'),
  'Bridge Loan': 'Bridge',
  'Second Mortgage': anyOf('Second Mortgage', '2nd Mortgage'),
};
const typeItem = (t: string): Item => TYPE_ITEM[t] ?? t;
const PROPERTY_ITEM: Record<string, Item> = {
  'Single Family': anyOf('Single Family', 'Single-Family', 'SFR'),
  'Multi-Family': anyOf('Multi-Family', 'Multifamily', 'Multi Family'),
  'Mixed-Use': anyOf('Mixed-Use', 'Mixed Use'),
  Townhouse: anyOf('Townhouse', 'Townhome'),
};
const propertyItem = (p: string): Item => PROPERTY_ITEM[p] ?? p;
const STATE_NAMES: Record<string, string> = { TX: 'Texas', FL: 'Florida', CA: 'California', AZ: 'Arizona', GA: 'Georgia', NC: 'North Carolina', TN: 'Tennessee', CO: 'Colorado' };
const stateItem = (s: string) => anyOf(s, STATE_NAMES[s]!);
const termItem = (n: number) => anyOf(`${n} months`, `${n}-month`, `${n} month`, `${n} mo`, ...(n % 12 === 0 ? [`${n / 12} year`, `${n / 12}-year`] : []));
const avgAmountItem = (rows: Deal[]) => dollarsItem(sum(rows) / rows.length);
const avgRateItem = (rows: Deal[]) => percentItem(rows.reduce((s, d) => s + d.interest_rate, 0) / rows.length);
const moneyShort = (n: number) => amountItem(n, true);

// ---------------------------------------------------------------------------------------------------------------
// How people name things
// ---------------------------------------------------------------------------------------------------------------
const STATE_WORDS: Record<string, string[]> = {
  TX: ['Texas', 'TX', 'texas'], FL: ['Florida', 'FL', 'florida', 'FLA'], CA: ['California', 'CA', 'Cali', 'california'],
  AZ: ['Arizona', 'AZ', 'arizona'], GA: ['Georgia', 'GA'], NC: ['North Carolina', 'NC', 'N. Carolina'], TN: ['Tennessee', 'TN', 'tennessee'],
  CO: ['Colorado', 'CO', 'colorado'],
};
const TYPE_WORDS: Record<string, string[]> = {
  'Fix & Flip': ['fix & flips', 'fix n flips', 'fix and flip loans', 'flips', 'fix-and-flip deals', 'F&F loans', 'fix/flip deals'],
  'Bridge Loan': ['bridge loans', 'bridge deals', 'bridges', 'bridge financing deals'],
  Construction: ['construction loans', 'ground-up construction deals', 'construction deals', 'ground up loans'],
  'Cash Out Refi': ['cash-out refis', 'cash out refi deals', 'cash-out refinances', 'cashout refis'],
  Refinance: ['rate-and-term refis', 'plain refinances (not cash-out)', 'regular refi loans (not cash out)'],
  'Second Mortgage': ['2nd mortgages', 'second mortgages', 'seconds', '2nd lien loans'],
  Commercial: ['commercial loans', 'commercial deals', 'commercial RE loans'],
  Land: ['land loans', 'lot loans', 'land deals', 'dirt deals'],
};
const TYPE_SINGULAR: Record<string, string[]> = {
  'Fix & Flip': ['a fix and flip', 'a fix n flip', 'a flip loan'], 'Bridge Loan': ['a bridge loan', 'a bridge'],
  Construction: ['a construction loan', 'ground-up construction'], 'Cash Out Refi': ['a cash-out refi', 'a cash out refinance'],
  Refinance: ['a regular refinance', 'a rate and term refi'], 'Second Mortgage': ['a 2nd mortgage', 'a second mortgage'],
  Commercial: ['a commercial loan'], Land: ['a land loan'], Purchase: ['a purchase loan'],
};
const STAGE_WORDS: Record<string, string[]> = {
  Structure: ['in Structure', 'in the structure stage', 'still being structured', 'in structuring'],
  Application: ['in Application', 'at the app stage', 'in the application stage', 'in app'],
  Underwriting: ['in UW', 'in underwriting', 'sitting in underwriting', 'in u/w'],
  Approved: ['in the Approved stage', 'sitting at Approved', 'at the approved stage'],
  Closing: ['in Closing', 'in the closing stage', 'at the closing stage'],
  Funded: ['in Funded', 'in the funded stage'],
};
const STAGE_TARGET: Record<string, string[]> = {
  Structure: ['Structure', 'structuring', 'the Structure stage'], Application: ['Application', 'app', 'the application stage'],
  Underwriting: ['UW', 'underwriting', 'Underwriting'], Approved: ['Approved', 'the approved stage'],
  Closing: ['closing', 'Closing', 'the closing stage'],
};
const OFFICER_WORDS: Record<string, string[]> = {
  lo1: ['Marcus', 'Marcus Bell', 'Bell'], lo2: ['Priya', 'Priya Raman', 'Raman'], lo3: ['Elena', 'Elena Soto', 'Soto'], lo4: ['Tom', 'Tom Kowalski', 'Kowalski', 'Tom K'],
};
const OFFICER_REFS = ['lo1', 'lo2', 'lo3', 'lo4'];
const PROPERTY_WORDS: Record<string, string[]> = {
  'Single Family': ['single-family', 'SFR', 'single fam'], 'Multi-Family': ['multifamily', 'multi-family', 'apartment'], Condo: ['condo'],
  Townhouse: ['townhome', 'townhouse'], Industrial: ['industrial'], Office: ['office'], 'Mixed-Use': ['mixed-use', 'mixed use'],
};
const NUMBER_WORDS: Record<number, string> = { 8: 'eight', 9: 'nine', 10: 'ten', 11: 'eleven', 12: 'twelve', 13: 'thirteen' };
const FRACTION_WORDS: Record<number, string> = { 0.25: 'and a quarter', 0.5: 'and a half', 0.75: 'and three quarters' };
/** 10.25 → "ten and a quarter", the way a rate is said aloud; null when it has no such form. */
const rateInWords = (r: number) => {
  const whole = Math.floor(r);
  const frac = r - whole;
  if (!NUMBER_WORDS[whole]) return null;
  if (frac === 0) return `${NUMBER_WORDS[whole]} percent`;
  return FRACTION_WORDS[frac] ? `${NUMBER_WORDS[whole]} ${FRACTION_WORDS[frac]}` : null;
};
/** An amount as typed in a hurry: "1.2m", "450k", "half a mil", "$1,350,000". */
const slangAmount = (n: number): string => {
  const forms = [`$${n.toLocaleString('en-US')}`, n.toLocaleString('en-US')];
  if (n === 500_000) forms.push('half a mil', '500k');
  if (n >= 1_000_000 && n % 10_000 === 0) forms.push(`${n / 1_000_000}m`, `${n / 1_000_000} mil`, `$${n / 1_000_000}M`, `${n / 1_000_000} million`);
  if (n < 1_000_000 && n % 1_000 === 0) forms.push(`${n / 1_000}k`, `$${n / 1_000}K`);
  return pick(forms);
};

/** Words a deal can be called by, and how many deals each word would pick out. */
const wordsOf = (d: Deal) => {
  const streetWords = street(d).replace(/^\d+\s+/, '').split(/\s+/).slice(0, -1);
  const names = [d.borrower_first_name, d.borrower_last_name, ...(d.entity_name ?? '').replace(/[.,]/g, '').split(/\s+/)].filter(Boolean) as string[];
  return [...streetWords, ...names].map((w) => w.toLowerCase());
};
const dealsCalled = (word: string) => deals.filter((d) => wordsOf(d).includes(word.toLowerCase()));
const entityCore = (d: Deal) => d.entity_name!.replace(/,?\s+(LLC|Inc\.|LP|Corp\.|Co)$/, '').replace(/\s+(LLC)$/, '');
const streetCore = (d: Deal) => street(d).replace(/^\d+\s+/, '').replace(/\s+\S+$/, '');

/** Ways to name one deal that pick out only that deal; `plain` leaves out the possessive forms. */
function dealRefs(d: Deal): string[] {
  const s = street(d);
  const refs = [s, s, s.toLowerCase(), s.replace(/\s+\S+$/, '')];
  const core = streetCore(d);
  if (!core.includes(' ') && dealsCalled(core).length === 1) refs.push(`the ${core} deal`, `the ${core} loan`, `${core}`);
  if (d.borrower_type === 'Individual') {
    const last = d.borrower_last_name!;
    if (dealsCalled(last).length === 1) refs.push(`the ${last} deal`, `the ${last} loan`, `${last}`, `${d.borrower_first_name} ${last}'s deal`);
  } else {
    const ec = entityCore(d);
    if (deals.filter((x) => (x.entity_name ?? '').startsWith(ec)).length === 1) refs.push(`the ${ec} deal`, `${d.entity_name}`, `the ${ec} loan`);
  }
  return refs;
}

// ---------------------------------------------------------------------------------------------------------------
// Voices: the same intent typed by different people
// ---------------------------------------------------------------------------------------------------------------
const OPENERS = ['hey ', 'quick q: ', 'hi - ', 'ok so ', 'morning! ', 'real quick, ', 'sorry, one more: ', 'yo ', 'Hi there, ', 'question: ', 'hey there - '];
const CLOSERS = [' thx', ' thanks!', ' pls', ' asap', '??', ' - need it for a call', ' ty', ' (for the partners mtg)', ' when you get a sec'];
const SHORTHAND: [RegExp, string][] = [[/\byou\b/gi, 'u'], [/\byour\b/gi, 'ur'], [/\bplease\b/gi, 'pls'], [/\bwith\b/gi, 'w/'], [/\bthanks\b/gi, 'thx'], [/\bare\b/gi, 'r']];

/** Puts the question in a person's mouth: casing, openers, sign-offs, shorthand and one typo, leaving `keep`
 * (addresses, names, figures the truth depends on) untouched. */
function voice(q: string, keep: string[] = []): string {
  const kept = new Set(keep.flatMap((k) => k.toLowerCase().split(/\s+/)));
  let out = q;
  if (chance(0.22)) {
    const words = out.split(' ');
    const spots = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{6,}$/i.test(w) && !kept.has(w.toLowerCase()));
    if (spots.length) {
      const [w, i] = pick(spots);
      words[i] = typo(w);
      out = words.join(' ');
    }
  }
  if (chance(0.25)) for (const [re, to] of SHORTHAND) out = out.replace(re, to);
  if (chance(0.3)) {
    out = out.replace(/[?.!]+$/, '');
    // People type names lower-case too; matching is case-blind, so the truth still holds.
    if (chance(0.6)) out = out.toLowerCase();
  }
  if (chance(0.18)) out = pick(OPENERS) + out[0]!.toLowerCase() + out.slice(1);
  if (chance(0.15)) out = out.replace(/[?.!]+$/, '') + pick(CLOSERS);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The set
// ---------------------------------------------------------------------------------------------------------------
const out: Question[] = [];
const seen = new Set<string>();
const counters = new Map<string, number>();
type Expect = Omit<Question['expect'], 'askAs'> & { askAs?: string };
function add(category: string, question: string, expect: Expect, history?: string[]): boolean {
  const key = `${history?.join(' | ') ?? ''} || ${question.toLowerCase()}`;
  if (seen.has(key)) return false;
  seen.add(key);
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  const id = `hand7-${category.replace(/[/_]/g, '-')}-${String(n).padStart(3, '0')}`;
  out.push({ id, category, question, ...(history ? { history } : {}), expect: { askAs: 'admin', mustNotContain: [], ...expect } });
  return true;
}
/** Calls `make` until `category` holds `target` questions (or attempts run out). */
function fill(category: string, target: number, make: () => void) {
  for (let tries = 0; (counters.get(category) ?? 0) < target && tries < target * 40; tries++) make();
}
const streetsOf = (rows: Deal[]) => rows.map(street);

// ---------------------------------------------------------------------------------------------------------------
// Filters people combine: a deal noun with place, stage, officer, size, rate and dates
// ---------------------------------------------------------------------------------------------------------------
interface Part {
  words: string[];
  test: (d: Deal) => boolean;
  slot: 'type' | 'status' | 'where' | 'stage' | 'officer' | 'size' | 'rate' | 'when' | 'property' | 'borrower' | 'term';
}
const parts: Part[] = [];
for (const [t, words] of Object.entries(TYPE_WORDS)) parts.push({ slot: 'type', words, test: (d) => d.loan_type === t });
for (const [s, words] of Object.entries(STATE_WORDS)) parts.push({ slot: 'where', words: words.map((w) => `in ${w}`), test: (d) => stateOf(d) === s });
for (const city of ['Sacramento', 'Miami', 'Houston', 'Charlotte', 'Nashville', 'Orlando', 'Dallas', 'Austin', 'Phoenix', 'Tampa', 'Jacksonville'])
  parts.push({ slot: 'where', words: [`in ${city}`, `out of ${city}`, `in the ${city} area`], test: (d) => cityOf(d) === city });
for (const [s, words] of Object.entries(STAGE_WORDS)) parts.push({ slot: 'stage', words, test: (d) => d.stage === s });
for (const lo of OFFICER_REFS)
  parts.push({ slot: 'officer', words: OFFICER_WORDS[lo]!.flatMap((n) => [`for ${n}`, `assigned to ${n}`, `that ${n} has`, `on ${n}'s desk`]), test: (d) => d.officer === lo });
const sizes: [string[], (n: number) => boolean][] = [
  [['over 2m', 'over $2M', 'north of 2 million', 'above 2 mil'], (n) => n > 2_000_000],
  [['over a million', 'over $1M', 'above 1 mil', 'bigger than a million'], (n) => n > 1_000_000],
  [['under 500k', 'below $500K', 'sub-500k', 'smaller than half a mil'], (n) => n < 500_000],
  [['under 250k', 'below 250k', 'less than $250,000'], (n) => n < 250_000],
  [['between 1m and 2m', 'in the 1-2 mil range', 'between $1M and $2M'], (n) => n >= 1_000_000 && n <= 2_000_000],
  [['over 3 million', '3m+', 'north of $3M', 'above 3 mil'], (n) => n > 3_000_000],
  [['under a mil', 'below $1M', 'under 1m', 'less than a million'], (n) => n < 1_000_000],
  [['between 500k and a mil', 'in the 500k-1m range', 'between $500K and $1M'], (n) => n >= 500_000 && n <= 1_000_000],
];
// No deal sits exactly on a threshold, so "over" and "at least" agree (checked below).
for (const [words, test] of sizes) parts.push({ slot: 'size', words, test: (d) => test(d.loan_amount) });
const rates: [string[], (r: number) => boolean][] = [
  [['at 12% or higher', 'at 12%+', 'priced 12 or above', 'with a rate of at least 12%'], (r) => r >= 12],
  [['at 11% or more', 'at 11%+', 'with rates of at least 11'], (r) => r >= 11],
  [['at 9% or lower', 'at 9 or under', 'priced at 9% or less'], (r) => r <= 9],
  [['at 8.5% or lower', 'at or below 8.5%'], (r) => r <= 8.5],
  [['over 13%', 'above 13 percent'], (r) => r > 13],
  [['in double digits', 'with a double-digit rate', 'at 10% or more'], (r) => r >= 10],
  [['under 10%', 'below 10 percent', 'with a single-digit rate'], (r) => r < 10],
];
for (const [words, test] of rates) parts.push({ slot: 'rate', words, test: (d) => test(d.interest_rate) });
parts.push({ slot: 'when', words: ['closing this month', 'set to close by EOM', 'scheduled to close this month', 'with a COE this month', 'closing before month end'], test: (d) => closeMonth(d) === THIS });
parts.push({ slot: 'when', words: ['closing next month', 'scheduled to close next month', 'targeting next month to close', 'with closings next month'], test: (d) => closeMonth(d) === NEXT });
parts.push({ slot: 'when', words: ['closing in the new year', 'set to close after New Year', 'with closings in the new year'], test: (d) => closeMonth(d) > `${YEAR}-12` });
parts.push({ slot: 'when', words: ['that came in this month', 'with applications this month', 'taken in this month', 'opened this month'], test: (d) => appMonth(d) === THIS });
parts.push({ slot: 'when', words: ['that came in last month', 'with applications last month', 'taken in last month'], test: (d) => appMonth(d) === LAST });
for (const [p, words] of Object.entries(PROPERTY_WORDS)) parts.push({ slot: 'property', words: words.map((w) => `on ${w} properties`), test: (d) => propertyType(d) === p });
parts.push({ slot: 'borrower', words: ['with entity borrowers', 'where the borrower is an entity', 'to LLCs and other entities'], test: (d) => d.borrower_type === 'Entity' });
parts.push({ slot: 'borrower', words: ['with individual borrowers', 'to individuals (not entities)', 'where the borrower is a person, not an entity'], test: (d) => d.borrower_type === 'Individual' });
parts.push({ slot: 'borrower', words: ['with a trust as borrower', 'where a trust is the borrower'], test: (d) => entityType(d) === 'Trust' });
parts.push({ slot: 'term', words: ['with 6-month terms', 'on a 6 mo term', 'that are 6-month loans'], test: (d) => d.loan_term_months === 6 });
parts.push({ slot: 'term', words: ['with 36-month terms', 'on 3-year terms', 'with a 36 mo term'], test: (d) => d.loan_term_months === 36 });
parts.push({ slot: 'term', words: ['with terms of 12 months or less', 'on a year or shorter'], test: (d) => d.loan_term_months <= 12 });
// "over 2m" and "2m or more" read the same only while no deal sits exactly on a threshold.
for (const t of [250_000, 500_000, 1_000_000, 2_000_000, 3_000_000]) if (deals.some((d) => d.loan_amount === t)) throw new Error(`a deal sits on ${t}`);

const STATUS_WORDS: Record<string, string[]> = {
  Active: ['active', 'live', 'active'], 'On Hold': ['on-hold', 'paused (on hold)', 'on hold'], Dead: ['dead', 'dead'], Closed: ['closed', 'closed/funded'],
};
const NOUNS = ['deals', 'loans', 'deals', 'files', 'loans'];

interface Query {
  phrase: string;
  status: string | null;
  parts: Part[];
}
/** All deals matching a query's non-status parts. */
const matchParts = (q: Query, rows: readonly Deal[] = deals) => rows.filter((d) => q.parts.every((p) => p.test(d)));
/** The deals a query names under each reading of an unnamed status: Active only, Active or On Hold, everything. */
function readings(q: Query, rows: readonly Deal[] = deals): Deal[][] {
  const m = matchParts(q, rows);
  if (q.status) return [m.filter((d) => d.status === q.status)];
  return [m.filter(isActive), m.filter((d) => d.status === 'Active' || d.status === 'On Hold'), m];
}
function makeQuery(maxParts: number, { status }: { status?: string | null } = {}): Query {
  const slots = new Set<string>();
  const chosen: Part[] = [];
  const n = 1 + Math.floor(rand() * maxParts);
  for (let i = 0; i < n * 3 && chosen.length < n; i++) {
    const p = pick(parts);
    if (slots.has(p.slot)) continue;
    slots.add(p.slot);
    chosen.push(p);
  }
  const st = status !== undefined ? status : pick([null, null, 'Active', 'Active', 'Active', 'On Hold', 'Dead', 'Closed']);
  // Nobody asks for "dead deals closing next month" or "closed deals in underwriting".
  if (st && st !== 'Active' && chosen.some((p) => p.words[0]!.startsWith('closing'))) return makeQuery(maxParts, { status });
  if ((st === 'Closed') !== chosen.some((p) => p.slot === 'stage' && p.words[0] === 'in Funded') && chosen.some((p) => p.slot === 'stage')) return makeQuery(maxParts, { status });
  const type = chosen.find((p) => p.slot === 'type');
  const mods = chosen.filter((p) => p !== type).map((p) => pick(p.words));
  const noun = type ? pick(type.words) : pick(NOUNS);
  const adj = st ? `${pick(STATUS_WORDS[st]!)} ` : '';
  return { phrase: `${adj}${noun}${mods.length ? ' ' + mods.join(' ') : ''}`, status: st, parts: chosen };
}
/** A list expectation that holds under every reading: what all readings match must show, what none match must not. */
function listTruth(q: Query, rows: readonly Deal[] = deals, askAs = 'admin'): { expect: Question['expect']; size: number; empty: boolean } | null {
  const rs = readings(q, rows);
  const must = rs[0]!;
  const union = rs.at(-1)!;
  if (!must.length && union.length) return null;
  return { expect: { askAs, mustContain: must.length ? streetsOf(must) : [NOTHING], mustNotContain: others(union) }, size: must.length, empty: !union.length };
}
/** The count under every reading. */
const countTruth = (q: Query, rows: readonly Deal[] = deals) => uniq(readings(q, rows).map((r) => String(r.length))).map(Number);
const countAny = (ns: number[]): Item => {
  const words = ns.flatMap((n) => {
    const it = countItem(n);
    return typeof it === 'string' ? [it] : it.anyOf;
  });
  return anyOf(...words);
};

// ---------------------------------------------------------------------------------------------------------------
// list/filter and no_result from composed filters
// ---------------------------------------------------------------------------------------------------------------
const LIST_FORMS = [
  (np: string) => `which ${np} do we have?`, (np: string) => `list ${np}`, (np: string) => `show me ${np}`, (np: string) => `pull up all ${np}`,
  (np: string) => `what ${np} are there?`, (np: string) => `any ${np}?`, (np: string) => `I need a list of ${np}`, (np: string) => `gimme the ${np}`,
  (np: string) => `can you find ${np}?`, (np: string) => `what are our ${np}?`, (np: string) => `${np} - which ones?`, (np: string) => `Which ${np} are on the books?`,
  (np: string) => `give me every one of our ${np}, addresses please`, (np: string) => `Do we have ${np}? list them`,
];
fill('list/filter', 85, () => {
  const q = makeQuery(3);
  const t = listTruth(q);
  if (!t || t.empty || t.size > 12) return;
  add('list/filter', voice(pick(LIST_FORMS)(q.phrase)), t.expect);
});
fill('no_result', 25, () => {
  const q = makeQuery(3);
  const t = listTruth(q);
  if (!t || !t.empty) return;
  add('no_result', voice(pick(LIST_FORMS)(q.phrase)), t.expect);
});

// Negations: a scope minus one kind.
const NEGATED_STAGE: Record<string, string[]> = {
  Structure: ['Structure-stage deals', 'anything still in structure'], Application: ['app-stage deals', 'anything in Application'],
  UW: ['UW deals', 'stuff in underwriting', 'anything in UW'], Closing: ['deals in closing', 'closing-stage files'], 'the Approved stage': ['Approved-stage deals'],
};
const NEGATION_FORMS = [
  (scope: string, not: string) => `${scope} that aren't ${not}`, (scope: string, not: string) => `${scope}, excluding ${not}`,
  (scope: string, not: string) => `${scope} other than ${not}`, (scope: string, not: string) => `${scope} - but no ${not}`,
];
fill('list/filter', 100, () => {
  const where = pick(parts.filter((p) => p.slot === 'where' || p.slot === 'officer'));
  const excluded = pick(parts.filter((p) => p.slot === 'type' || p.slot === 'stage'));
  const scope = `active ${pick(NOUNS)} ${pick(where.words)}`;
  const notWord = excluded.slot === 'type' ? pick(excluded.words) : pick(NEGATED_STAGE[excluded.words[0]!.replace(/^in /, '')] ?? ['']);
  if (!notWord) return;
  const m = active.filter((d) => where.test(d) && !excluded.test(d));
  const union = deals.filter((d) => where.test(d) && !excluded.test(d) && isActive(d));
  if (!m.length || m.length > 12 || m.length === active.filter((d) => where.test(d)).length) return;
  add('list/filter', voice(`${pick(['show me ', 'list ', 'which are the ', ''])}${pick(NEGATION_FORMS)(scope, notWord)}`), {
    mustContain: streetsOf(m),
    mustNotContain: others(union),
  });
});

// Rankings: the biggest / smallest / top N.
const RANK_FORMS = [
  (n: number, np: string) => `top ${n} ${np} by loan amount`,
  (n: number, np: string, big: boolean) => `what are the ${n} ${big ? 'biggest' : 'smallest'} ${np}?`,
  (n: number, np: string, big: boolean) => `${big ? 'largest' : 'smallest'} ${n} ${np}, please`,
  (n: number, np: string, big: boolean) => `give me the ${n} ${big ? 'largest' : 'smallest'} ${np} by size`,
];
fill('list/filter', 118, () => {
  const q = makeQuery(1, { status: 'Active' });
  const m = matchParts(q, active);
  if (m.length < 5) return;
  const big = chance(0.7);
  const n = pick([2, 3, 3, 5]);
  const sorted = [...m].sort((a, b) => (big ? b.loan_amount - a.loan_amount : a.loan_amount - b.loan_amount));
  if (sorted[n - 1]!.loan_amount === sorted[n]!.loan_amount) return;
  const form = big ? pick(RANK_FORMS) : pick(RANK_FORMS.slice(1));
  add('list/filter', voice(form(n, q.phrase, big)), { mustContain: streetsOf(sorted.slice(0, n)), mustNotContain: streetsOf(sorted.slice(n)) });
});

// LTV filters: loan over value.
fill('list/filter', 130, () => {
  const cut = pick([60, 65, 70, 75, 80]);
  const over = chance(0.5);
  const scope = pick(parts.filter((p) => p.slot === 'where' || p.slot === 'type'));
  const m = active.filter((d) => scope.test(d) && (over ? ltvOf(d) > cut : ltvOf(d) < cut));
  if (!m.length || m.length > 10 || active.some((d) => Math.abs(ltvOf(d) - cut) < 0.01)) return;
  const np = scope.slot === 'type' ? `active ${pick(scope.words)}` : `active deals ${pick(scope.words)}`;
  const phr = over ? pick([`over ${cut}% LTV`, `levered past ${cut} LTV`, `above ${cut} LTV`]) : pick([`under ${cut}% LTV`, `below ${cut} percent LTV`, `at less than ${cut} LTV`]);
  const has = over ? pick([`have an LTV above ${cut}%`, `are levered over ${cut}%`]) : pick([`have an LTV under ${cut}%`, `are below ${cut} LTV`]);
  add('list/filter', voice(pick([`which ${np} are ${phr}?`, `${np} ${phr}`, `show ${np} ${phr}`, `which ${np} ${has}?`])), {
    mustContain: streetsOf(m),
    mustNotContain: others(deals.filter((d) => isActive(d) && scope.test(d) && (over ? ltvOf(d) > cut : ltvOf(d) < cut))),
  });
});

// ---------------------------------------------------------------------------------------------------------------
// count
// ---------------------------------------------------------------------------------------------------------------
const COUNT_FORMS = [
  (np: string) => `how many ${np}?`, (np: string) => `how many ${np} do we have right now?`, (np: string) => `number of ${np}?`,
  (np: string) => `count of ${np} pls`, (np: string) => `what's the count on ${np}?`, (np: string) => `${np}: how many?`,
  (np: string) => `do you know how many ${np} there are?`, (np: string) => `how many ${np} we got`, (np: string) => `How many ${np} are on the books?`,
  (np: string) => `whats our number of ${np}`, (np: string) => `# of ${np}?`,
];
fill('count', 62, () => {
  const q = makeQuery(2);
  const ns = countTruth(q);
  if (ns.every((n) => n === 0)) {
    if (chance(0.3)) add('no_result', voice(pick(COUNT_FORMS)(q.phrase)), { mustContain: [anyOf('0', ...(NOTHING as { anyOf: string[] }).anyOf)] });
    return;
  }
  add('count', voice(pick(COUNT_FORMS)(q.phrase)), { mustContain: [countAny(ns)] });
});
// Contacts by role.
const CONTACT_ROLE_WORDS: Record<string, string[]> = {
  Broker: ['brokers', 'broker contacts', 'mortgage brokers'], Lender: ['lenders', 'capital partners (lender contacts)', 'lender contacts'],
  'Escrow Officer': ['escrow officers', 'escrow contacts'], 'Title Officer': ['title officers', 'title reps', 'title contacts'],
  'Real Estate Agent': ['real estate agents', 'realtors', 'agents'], Attorney: ['attorneys', 'lawyers', 'closing attorneys'],
  Borrower: ['borrower contacts', 'borrowers in contacts'],
};
fill('count', 72, () => {
  const [role, words] = pick(Object.entries(CONTACT_ROLE_WORDS));
  const n = data.contacts.filter((c) => c.role === role).length;
  add('count', voice(pick([`how many ${pick(words)} do we have in contacts?`, `how many ${pick(words)} are in our contact list?`, `number of ${pick(words)} we work with?`])), {
    mustContain: [countItem(n)],
  });
});
// Funded counts by period.
const FUNDED_PERIODS: [string[], (d: Deal) => boolean][] = [
  [['last month', 'in the prior month'], (d) => closeMonth(d) === LAST],
  [['YTD', 'so far this year', 'year to date'], (d) => closeMonth(d).startsWith(YEAR) && closeMonth(d) <= THIS],
  [['last quarter', 'in the previous quarter'], (d) => inLastQuarter(closeMonth(d))],
  [['two months ago'], (d) => closeMonth(d) === month(-2)],
];
function inLastQuarter(ym: string) {
  const [y, m] = THIS.split('-').map(Number) as [number, number];
  const q = Math.floor((m - 1) / 3);
  const startMonth = q === 0 ? 10 : q * 3 - 2;
  const startYear = q === 0 ? y - 1 : y;
  const [yy, mm] = ym.split('-').map(Number) as [number, number];
  return yy === startYear && mm >= startMonth && mm < startMonth + 3;
}
const closed = deals.filter((d) => d.status === 'Closed');
fill('count', 80, () => {
  const [words, test] = pick(FUNDED_PERIODS);
  const m = closed.filter(test);
  add('count', voice(pick([`how many loans did we fund ${pick(words)}?`, `how many deals closed ${pick(words)}?`, `# of fundings ${pick(words)}`, `how many deals funded ${pick(words)}?`])), {
    mustContain: [countItem(m.length)],
  });
});

// ---------------------------------------------------------------------------------------------------------------
// aggregate
// ---------------------------------------------------------------------------------------------------------------
const SUM_FORMS = [
  (np: string) => `total volume of ${np}?`, (np: string) => `what's the total loan amount across ${np}?`, (np: string) => `how much $ is in ${np}?`,
  (np: string) => `sum up ${np} for me`, (np: string) => `dollar volume for ${np}?`, (np: string) => `what do ${np} add up to?`,
  (np: string) => `total $ on ${np}`,
];
const AVG_FORMS = [
  (np: string) => `avg loan size for ${np}?`, (np: string) => `what's the average loan amount on ${np}?`, (np: string) => `average deal size, ${np}`,
];
const AVG_RATE_FORMS = [
  (np: string) => `average rate on ${np}?`, (np: string) => `what's the avg interest rate for ${np}?`, (np: string) => `where's our average coupon on ${np}?`,
];
const stable = (q: Query, f: (rows: Deal[]) => string) => uniq(readings(q).map(f)).length === 1;
fill('aggregate', 22, () => {
  const q = makeQuery(2);
  const rs = readings(q);
  if (!rs[0]!.length) return;
  const sums = uniq(rs.map((r) => String(sum(r)))).map(Number);
  const items = sums.flatMap((s) => (moneyShort(s) as { anyOf: string[] }).anyOf);
  add('aggregate', voice(pick(SUM_FORMS)(q.phrase)), { mustContain: [anyOf(...items)] });
});
fill('aggregate', 32, () => {
  const q = makeQuery(1, { status: pick(['Active', 'Active', null]) });
  const rs = readings(q);
  if (rs[0]!.length < 2 || !stable(q, (r) => String(sum(r) / r.length))) return;
  add('aggregate', voice(pick(AVG_FORMS)(q.phrase)), { mustContain: [avgAmountItem(rs[0]!)] });
});
fill('aggregate', 42, () => {
  const q = makeQuery(1, { status: pick(['Active', 'Active', null]) });
  const rs = readings(q);
  if (rs[0]!.length < 2 || !stable(q, (r) => String(r.reduce((s, d) => s + d.interest_rate, 0) / r.length))) return;
  add('aggregate', voice(pick(AVG_RATE_FORMS)(q.phrase)), { mustContain: [avgRateItem(rs[0]!)] });
});
// Largest / smallest / highest rate, with the deal named.
fill('aggregate', 55, () => {
  const q = makeQuery(1, { status: pick(['Active', null]) });
  const rs = readings(q);
  const kind = pick(['big', 'small', 'rate', 'lowrate'] as const);
  const key = (d: Deal) => (kind === 'big' ? -d.loan_amount : kind === 'small' ? d.loan_amount : kind === 'rate' ? -d.interest_rate : d.interest_rate);
  const tops = rs.map((r) => [...r].sort((a, b) => key(a) - key(b)));
  if (!tops[0]!.length || uniq(tops.map((t) => t[0]!.ref)).length > 1 || (tops[0]![1] && key(tops[0]![1]) === key(tops[0]![0]!))) return;
  const top = tops[0]![0]!;
  const ask = {
    big: [`what's the biggest of our ${q.phrase}?`, `largest loan among ${q.phrase}?`, `which of the ${q.phrase} is the biggest?`],
    small: [`smallest of the ${q.phrase}?`, `which ${q.phrase} has the lowest loan amount?`],
    rate: [`highest rate among ${q.phrase}?`, `which of the ${q.phrase} carries the top rate?`],
    lowrate: [`lowest rate on any of the ${q.phrase}?`, `which ${q.phrase} has the cheapest rate?`],
  }[kind];
  const figure = kind === 'big' || kind === 'small' ? moneyShort(top.loan_amount) : rateItem(top.interest_rate);
  add('aggregate', voice(pick(ask), [street(top)]), { mustContain: [street(top), figure] });
});
// Whole-book figures in plain words.
const allAvgRateActive = avgRateItem(active);
const FIXED_AGGREGATES: [string[], Item[]][] = [
  [['what is our total active pipeline in $?', "what's the live pipeline worth?", 'total active volume?', 'how much is in the active pipeline, dollar-wise?'], [moneyShort(sum(active))]],
  [['average loan size across the whole book (every deal, dead ones too)?', 'avg loan amount over all 70 deals?'], [avgAmountItem(deals)]],
  [['avg rate on active loans?', "what's our weighted... no, just simple average rate on active deals?", 'mean interest rate, active deals only'], [allAvgRateActive]],
  [['how much did we fund YTD?', 'total funded volume this year?', "what's our funded volume year to date?"], [moneyShort(sum(closed.filter((d) => closeMonth(d).startsWith(YEAR))))]],
  [['how much did we fund last month?', 'funded $ last month?', 'what did we close last month in dollars?'], [moneyShort(sum(closed.filter((d) => closeMonth(d) === LAST)))]],
  [['how much volume did we fund last quarter?', 'funded volume in the prior quarter?'], [moneyShort(sum(closed.filter((d) => inLastQuarter(closeMonth(d)))))]],
  [['how much is scheduled to close this month?', "$ closing by EOM?", 'what volume is set to close this month?'], [moneyShort(sum(deals.filter((d) => closeMonth(d) === THIS)))]],
  [['how much volume is slated to close next month?', 'next month closings in $?'], [moneyShort(sum(deals.filter((d) => closeMonth(d) === NEXT)))]],
  [['how much new business came in this month ($)?', 'total loan amount of apps taken this month?'], [moneyShort(sum(deals.filter((d) => appMonth(d) === THIS)))]],
  [['what did we lose to dead deals, total $?', 'total volume of dead deals?'], [moneyShort(sum(deals.filter((d) => d.status === 'Dead')))]],
  [['how much is sitting on hold?', 'total $ on hold right now?'], [moneyShort(sum(deals.filter((d) => d.status === 'On Hold')))]],
  [['average LTV on active deals?', "what's our avg LTV across the active book?"], [anyOf(...[active.reduce((s, d) => s + ltvOf(d), 0) / active.length, (sum(active) / active.reduce((s, d) => s + d.purchase_price, 0)) * 100].flatMap((x) => (percentItem(x) as { anyOf: string[] }).anyOf))]],
];
for (const [asks, items] of FIXED_AGGREGATES) for (const a of asks) add('aggregate', voice(a), { mustContain: items });
// Comparisons.
fill('aggregate', 85, () => {
  const kind = pick(['officer', 'state', 'type'] as const);
  let a: string, b: string, da: Deal[], db: Deal[], la: Item, lb: Item;
  if (kind === 'officer') {
    const [x, y] = shuffle(OFFICER_REFS) as [string, string];
    [a, b] = [pick(OFFICER_WORDS[x]!.slice(0, 2)), pick(OFFICER_WORDS[y]!.slice(0, 2))];
    [da, db] = [active.filter((d) => d.officer === x), active.filter((d) => d.officer === y)];
    [la, lb] = [officerName(x).split(' ')[0]!, officerName(y).split(' ')[0]!];
  } else if (kind === 'state') {
    const [x, y] = shuffle(Object.keys(STATE_WORDS)) as [string, string];
    [a, b] = [pick(STATE_WORDS[x]!), pick(STATE_WORDS[y]!)];
    [da, db] = [active.filter((d) => stateOf(d) === x), active.filter((d) => stateOf(d) === y)];
    [la, lb] = [stateItem(x), stateItem(y)];
  } else {
    const [x, y] = shuffle(Object.keys(TYPE_WORDS)) as [string, string];
    [a, b] = [pick(TYPE_WORDS[x]!), pick(TYPE_WORDS[y]!)];
    [da, db] = [active.filter((d) => d.loan_type === x), active.filter((d) => d.loan_type === y)];
    [la, lb] = [typeItem(x), typeItem(y)];
  }
  if (!da.length || !db.length || sum(da) === sum(db)) return;
  const asks =
    kind === 'officer'
      ? [`who has more active volume, ${a} or ${b}?`, `${a} vs ${b} - active pipeline $?`, `compare ${a}'s and ${b}'s active loan volume`]
      : kind === 'state'
        ? [`do we have more active volume in ${a} or ${b}?`, `${a} vs ${b}: active loan volume?`, `compare active $ in ${a} and ${b}`]
        : [`which is bigger for us right now by active volume: ${a} or ${b}?`, `active ${a} vs active ${b}, total $?`];
  add('aggregate', voice(pick(asks)), { mustContain: [la, moneyShort(sum(da)), lb, moneyShort(sum(db))] });
});
// Per-officer and per-state leaders.
for (const [asks, pickBy] of [
  [['which LO has the most active volume?', 'who is carrying the biggest active book among the loan officers?', 'top LO by active $?'], (d: Deal) => d.officer!],
  [['which state has the most active volume?', 'where is most of our active money - which state?', 'top state by active loan volume?'], (d: Deal) => stateOf(d)],
] as const) {
  const groups = new Map<string, number>();
  for (const d of active) groups.set(pickBy(d), (groups.get(pickBy(d)) ?? 0) + d.loan_amount);
  const [leader, amount] = [...groups.entries()].sort((x, y) => y[1] - x[1])[0]!;
  const label: Item = leader.startsWith('lo') ? officerName(leader) : stateItem(leader);
  for (const a of asks) add('aggregate', voice(a), { mustContain: [label, moneyShort(amount)] });
}

// ---------------------------------------------------------------------------------------------------------------
// pipeline_breakdown
// ---------------------------------------------------------------------------------------------------------------
function groupItemsBy(key: (d: Deal) => string, rows: Deal[], label: (g: string) => Item, order?: readonly string[]): Item[] {
  const groups = new Map<string, Deal[]>();
  for (const d of rows) groups.set(key(d), [...(groups.get(key(d)) ?? []), d]);
  return [...groups.entries()]
    .sort((a, b) => (order ? order.indexOf(a[0]) - order.indexOf(b[0]) : 0))
    .flatMap(([g, list]) => [label(g), countItem(list.length), moneyShort(sum(list))]);
}
const BREAKDOWNS: { by: string[]; key: (d: Deal) => string; label: (g: string) => Item; order?: readonly string[] }[] = [
  { by: ['stage', 'pipeline stage', 'stage (count + $)'], key: (d) => d.stage, label: (g) => g, order: STAGES },
  { by: ['loan type', 'product', 'type of loan'], key: (d) => d.loan_type, label: typeItem },
  { by: ['state', 'state (where the collateral is)', 'geography / state'], key: stateOf, label: stateItem },
  { by: ['loan officer', 'LO', 'officer'], key: (d) => d.officer!, label: (g) => officerName(g) },
  { by: ['property type', 'asset type', 'collateral type'], key: propertyType, label: propertyItem },
];
const SCOPES: { words: string[]; rows: Deal[] }[] = [
  { words: ['active', 'live', 'active'], rows: active },
  { words: ['all', 'every deal incl. closed and dead,', 'the whole book (all statuses),'], rows: deals },
];
const BREAKDOWN_FORMS = [
  (scope: string, by: string) => `break down ${scope} deals by ${by} with volume`,
  (scope: string, by: string) => `${scope} pipeline by ${by} - counts and dollars`,
  (scope: string, by: string) => `can I get a ${by} breakdown of ${scope} deals, # and $?`,
  (scope: string, by: string) => `how do ${scope} loans split out by ${by}? need count + volume`,
  (scope: string, by: string) => `summary of ${scope} deals by ${by}, number of deals and total loan amount each`,
  (scope: string, by: string) => `group ${scope} loans by ${by} and total them up`,
];
fill('pipeline_breakdown', 38, () => {
  const b = pick(BREAKDOWNS);
  const s = pick(SCOPES);
  const byWord = pick(b.by);
  add('pipeline_breakdown', voice(pick(BREAKDOWN_FORMS)(pick(s.words), byWord)), { mustContain: groupItemsBy(b.key, s.rows, b.label, b.order) });
});
// Status breakdown and narrowed breakdowns.
for (const a of ['break down all our deals by status with $', 'status breakdown w/ volume, whole book', 'how many deals and how much $ per status (active, on hold, closed, dead)?'])
  add('pipeline_breakdown', voice(a), { mustContain: groupItemsBy((d) => d.status, deals, (g) => STATUS_ITEM[g]!) });
fill('pipeline_breakdown', 55, () => {
  const narrow = pick(parts.filter((p) => p.slot === 'where' || p.slot === 'officer' || p.slot === 'type'));
  const rows = active.filter(narrow.test);
  if (rows.length < 3) return;
  const b = pick(BREAKDOWNS.filter((x) => x.by[0] !== (narrow.slot === 'where' ? 'state' : narrow.slot === 'officer' ? 'loan officer' : 'loan type')));
  const what = narrow.slot === 'type' ? `active ${pick(narrow.words)}` : `active deals ${pick(narrow.words)}`;
  add('pipeline_breakdown', voice(pick([`${what} by ${pick(b.by)}, count and $`, `break ${what} down by ${pick(b.by)} with totals`, `${pick(b.by)} split for ${what} (deals + volume)`])), {
    mustContain: groupItemsBy(b.key, rows, b.label, b.order),
  });
});

// ---------------------------------------------------------------------------------------------------------------
// deal_lookup
// ---------------------------------------------------------------------------------------------------------------
interface Field {
  asks: ((ref: string) => string)[];
  truth: (d: Deal) => Item[] | null;
  /** False when the field speaks of the borrower and the ref must not be the borrower's own name. */
  byName?: boolean;
}
const FIELDS: Field[] = [
  { asks: [(r) => `what's the loan amt on ${r}?`, (r) => `how much are we lending on ${r}?`, (r) => `${r} loan size?`, (r) => `how big is ${r}?`, (r) => `loan amount for ${r}`], truth: (d) => [moneyShort(d.loan_amount)] },
  { asks: [(r) => `rate on ${r}?`, (r) => `what are we charging on ${r}?`, (r) => `what's the note rate for ${r}`, (r) => `${r} - interest rate?`, (r) => `what rate did ${r} get?`], truth: (d) => [rateItem(d.interest_rate)] },
  { asks: [(r) => `what stage is ${r} in?`, (r) => `where's ${r} at in the pipeline?`, (r) => `${r} - what stage?`, (r) => `is ${r} still in ${pick(['UW', 'structure', 'app'])} or did it move?`], truth: (d) => [d.stage] },
  { asks: [(r) => `status of ${r}?`, (r) => `what's the status on ${r}`, (r) => `where do we stand on ${r}?`], truth: (d) => [anyOf(d.stage, ...(typeof STATUS_ITEM[d.status] === 'string' ? [d.status] : (STATUS_ITEM[d.status] as { anyOf: string[] }).anyOf))] },
  { asks: [(r) => `who's the LO on ${r}?`, (r) => `whose deal is ${r}?`, (r) => `who's handling ${r}?`, (r) => `which loan officer has ${r}?`, (r) => `who's working ${r}?`], truth: (d) => [officerName(d.officer!)] },
  { asks: [(r) => `what's the term on ${r}?`, (r) => `how many months is ${r}?`, (r) => `loan term for ${r}?`], truth: (d) => [termItem(d.loan_term_months)] },
  { asks: [(r) => `what kind of loan is ${r}?`, (r) => `what loan type is ${r}?`, (r) => `is ${r} a bridge, flip, refi...?`, (r) => `what product is ${r} on?`], truth: (d) => [typeItem(d.loan_type)] },
  { asks: [(r) => `what type of property is ${r}?`, (r) => `what's the property type on ${r}?`, (r) => `is ${r} an SFR or multi?`], truth: (d) => [propertyItem(propertyType(d))] },
  { asks: [(r) => `what's the property value on ${r}?`, (r) => `purchase price / value on ${r}?`, (r) => `what's ${r} worth (property value)?`], truth: (d) => [moneyShort(d.purchase_price)] },
  { asks: [(r) => `LTV on ${r}?`, (r) => `what's the loan-to-value on ${r}?`, (r) => `how levered is ${r} - LTV?`, (r) => `${r} LTV pls`], truth: (d) => [percentItem(ltvOf(d))] },
  { asks: [(r) => `what's the monthly interest-only payment on ${r}?`, (r) => `monthly IO payment for ${r}?`, (r) => `what does ${r} pay a month, interest only?`], truth: (d) => [dollarsItem((d.loan_amount * d.interest_rate) / 100 / 12)] },
  { asks: [(r) => `per diem on ${r}?`, (r) => `what's the daily interest (per diem) on ${r}?`], truth: (d) => [dollarsItem((d.loan_amount * d.interest_rate) / 100 / 360)] },
  { asks: [(r) => `who's the borrower on ${r}?`, (r) => `who are we lending to on ${r}?`, (r) => `borrower name for ${r}?`], truth: (d) => [borrowerOf(d)], byName: false },
  { asks: [(r) => `borrower's email on ${r}?`, (r) => `what email do we have for the borrower at ${r}?`], truth: (d) => [d.borrower_email], byName: false },
  { asks: [(r) => `borrower phone # for ${r}?`, (r) => `what's the borrower's number on ${r}?`], truth: (d) => [phoneItem(String(d.borrower_phone))], byName: false },
  { asks: [(r) => `what kind of entity is the borrower on ${r}?`, (r) => `is the borrower on ${r} an LLC, a corp or a trust?`], truth: (d) => (d.borrower_type === 'Entity' ? [entityType(d)!] : null), byName: false },
  {
    asks: [(r) => `give me a quick summary of ${r}`, (r) => `rundown on ${r}?`, (r) => `tell me about ${r}`, (r) => `what's the story on ${r}? amount, rate, stage`],
    truth: (d) => [street(d), d.stage, moneyShort(d.loan_amount), rateItem(d.interest_rate), typeItem(d.loan_type)],
  },
];
fill('deal_lookup', 95, () => {
  const d = pick(deals);
  const f = pick(FIELDS);
  const t = f.truth(d);
  if (!t) return;
  const refs = dealRefs(d).filter((r) => f.byName !== false || /^\d/.test(r));
  const ref = pick(refs);
  add('deal_lookup', voice(pick(f.asks)(ref), [ref]), { mustContain: t });
});
// ---------------------------------------------------------------------------------------------------------------
// contact_lookup
// ---------------------------------------------------------------------------------------------------------------
const firstNameUnique = (name: string) => {
  const first = name.split(' ')[0]!;
  return data.contacts.filter((c) => c.name.startsWith(`${first} `)).length === 1 && !data.users.some((u) => u.first_name === first);
};
const nonBorrowerContacts = data.contacts.filter((c) => c.role !== 'Borrower');
fill('contact_lookup', 30, () => {
  const c = pick(data.contacts);
  const who = firstNameUnique(c.name) && chance(0.3) ? c.name.split(' ')[0]! : chance(0.2) ? c.name.toLowerCase() : c.name;
  const kind = pick(['phone', 'email', 'company', 'role'] as const);
  if (kind === 'company' && !c.company) return;
  const asks = {
    phone: [`what's ${who}'s number?`, `phone for ${who}?`, `do we have a cell for ${who}?`, `how do I reach ${who} by phone?`, `${who} phone #`],
    email: [`what's ${who}'s email?`, `email address for ${who}?`, `need ${who}'s email`, `how do I email ${who}?`],
    company: [`what company is ${who} with?`, `where does ${who} work?`, `which firm is ${who} at?`],
    role: [`who is ${who}? broker, lender...?`, `what does ${who} do for us - what role?`],
  }[kind];
  const roleItem = anyOf(c.role, c.role.split(' ')[0]!, ...(c.role === 'Real Estate Agent' ? ['agent', 'realtor'] : []));
  const truth = { phone: [phoneItem(c.phone!)], email: [c.email!], company: [c.company!], role: [roleItem] }[kind];
  add('contact_lookup', voice(pick(asks), [who]), { mustContain: truth });
});
// Contacts by role and by company.
for (const [role, words] of Object.entries(CONTACT_ROLE_WORDS)) {
  const names = data.contacts.filter((c) => c.role === role).map((c) => c.name);
  for (const w of shuffle(words).slice(0, 2)) add('contact_lookup', voice(pick([`who are our ${w}?`, `list the ${w}`, `which ${w} do we have on file?`, `pull up all ${w} in contacts`])), { mustContain: names });
}
const companies = uniq(data.contacts.map((c) => c.company).filter(Boolean) as string[]);
fill('contact_lookup', 52, () => {
  const co = pick(companies);
  const names = data.contacts.filter((c) => c.company === co).map((c) => c.name);
  add('contact_lookup', voice(pick([`who do we know at ${co}?`, `contacts at ${co}?`, `which contacts work for ${co}?`, `anyone from ${co} in our contacts?`]), [co]), { mustContain: names });
});
// Who plays which part on a deal.
const DEAL_ROLE_WORDS: Record<string, string[]> = {
  Broker: ['broker', 'referring broker'], Lender: ['lender', 'capital partner'], 'Title Officer': ['title officer', 'title rep', 'title person'],
  'Escrow Officer': ['escrow officer', 'escrow'], 'Real Estate Agent': ['agent', 'realtor'], Attorney: ['attorney', 'lawyer'],
};
fill('contact_lookup', 72, () => {
  const d = pick(deals);
  const role = pick(Object.keys(DEAL_ROLE_WORDS));
  const links = d.contacts.filter((c) => c.role === role);
  const ref = pick(dealRefs(d));
  const w = pick(DEAL_ROLE_WORDS[role]!);
  const ask = pick([`who's the ${w} on ${ref}?`, `which ${w} is on ${ref}?`, `who do we have as ${w} for ${ref}?`, `${ref} - ${w}?`]);
  if (links.length === 1) add('contact_lookup', voice(ask, [ref]), { mustContain: [contactByRef(links[0]!.contact).name] });
  else if (!links.length && chance(0.3))
    add('no_result', voice(ask, [ref]), { mustContain: [anyOf(...(NOTHING as { anyOf: string[] }).anyOf, 'no broker', 'no lender', 'no title', 'no escrow', 'no agent', 'no attorney', 'not listed', "isn't a", 'is no', "doesn't have", 'does not have', 'not have a')] });
});
// Deals a contact works on; phone reverse lookup; contact info of a deal party.
fill('contact_lookup', 84, () => {
  const c = pick(nonBorrowerContacts);
  const ds = deals.filter((d) => d.contacts.some((x) => x.contact === c.ref));
  if (!ds.length || ds.length > 10) return;
  const activeDs = ds.filter(isActive);
  if (!activeDs.length) return;
  add('contact_lookup', voice(pick([`what deals is ${c.name} on?`, `which loans has ${c.name} worked with us?`, `show me deals linked to ${c.name}`, `what files do we have with ${c.name}?`]), [c.name]), {
    mustContain: streetsOf(activeDs),
    mustNotContain: others(ds),
  });
});
fill('contact_lookup', 93, () => {
  const c = pick(data.contacts);
  const p = c.phone!.replace(/[()]/g, '').replace(' ', '-');
  add('contact_lookup', voice(pick([`whose number is ${p}?`, `got a missed call from ${c.phone} - who is that?`, `who has the phone number ${p}?`]), [p, c.phone!]), { mustContain: [c.name] });
});
fill('contact_lookup', 100, () => {
  const d = pick(deals.filter((x) => x.contacts.some((c) => c.role === 'Title Officer' || c.role === 'Escrow Officer')));
  const link = pick(d.contacts.filter((c) => c.role === 'Title Officer' || c.role === 'Escrow Officer'));
  const c = contactByRef(link.contact);
  const ref = pick(dealRefs(d));
  const w = link.role === 'Title Officer' ? 'title' : 'escrow';
  add('contact_lookup', voice(pick([`need to call ${w} on ${ref} - what's the number?`, `phone number for the ${w} officer on ${ref}?`]), [ref]), { mustContain: [phoneItem(c.phone!)] });
});

// ---------------------------------------------------------------------------------------------------------------
// tasks
// ---------------------------------------------------------------------------------------------------------------
const tasks = data.tasks;
const titles = tasks.map((t) => t.title);
const dueMonth = (t: (typeof tasks)[number]) => (t.due_date ?? '').slice(0, 7);
const isOpen = (t: (typeof tasks)[number]) => t.status === 'open';
const taskList = (must: typeof tasks, maybe: typeof tasks = []) => ({
  mustContain: must.length ? must.map((t) => t.title) : [NOTHING],
  mustNotContain: titles.filter((x) => !must.some((t) => t.title === x) && !maybe.some((t) => t.title === x)),
});
/** Overdue: open tasks due in earlier months must show; open ones due this month may; the rest must not. */
const overdue = (rows: typeof tasks) => {
  const maybe = rows.filter((t) => isOpen(t) && dueMonth(t) === THIS);
  const must = rows.filter((t) => isOpen(t) && dueMonth(t) < THIS);
  // With nothing from earlier months, whether anything is overdue turns on the day the bench runs.
  return !must.length && maybe.length ? null : taskList(must, maybe);
};
const personWords = (ref: string) => (ref === 'admin' ? ['Dana', 'Dana Whitfield'] : OFFICER_WORDS[ref]!.slice(0, 2));
const TASK_STAFF = ['admin', ...OFFICER_REFS];
fill('tasks', 25, () => {
  const who = pick(TASK_STAFF);
  const mine = chance(0.5);
  const rows = tasks.filter((t) => t.assignee === who);
  const kind = pick(['overdue', 'this', 'next', 'open', 'high', 'done'] as const);
  const subject = mine ? 'I' : pick(personWords(who));
  const obj = mine ? 'me' : subject;
  const asks = {
    overdue: mine ? ['anything overdue on my end?', "what's overdue for me?", 'which of my tasks are past due?', 'am I behind on anything? overdue tasks'] : [`what's overdue for ${subject}?`, `${subject}'s overdue tasks?`, `is ${subject} behind on any tasks?`],
    this: mine ? ["what's on my plate this month?", 'my tasks due this month?', 'what do I have due before EOM?'] : [`what does ${subject} have due this month?`, `${subject}'s tasks due this month`],
    next: mine ? ['what tasks do I have due next month?', "what's coming up for me next month?"] : [`what's due for ${subject} next month?`, `tasks due next month for ${subject}`],
    open: mine ? ['what are my open tasks?', 'show me my to-do list', "what's still open on my task list?"] : [`what open tasks does ${subject} have?`, `${subject}'s to-dos?`, `list everything still open for ${subject}`],
    high: mine ? ['any high-priority tasks on my list?', 'what are my urgent (high priority) tasks?'] : [`high priority tasks for ${subject}?`, `what's urgent on ${subject}'s list?`],
    done: mine ? ['which of my tasks are done?', 'what have I completed?'] : [`what tasks has ${obj} completed?`, `which of ${subject}'s tasks are done?`],
  }[kind];
  const truth =
    kind === 'overdue' ? overdue(rows)
    : kind === 'this' ? taskList(rows.filter((t) => isOpen(t) && dueMonth(t) === THIS))
    : kind === 'next' ? taskList(rows.filter((t) => isOpen(t) && dueMonth(t) === NEXT))
    : kind === 'open' ? taskList(rows.filter(isOpen))
    : kind === 'high' ? taskList(rows.filter((t) => isOpen(t) && t.priority === 'high'))
    : taskList(rows.filter((t) => !isOpen(t)));
  if (!truth) return;
  const category = truth.mustContain[0] === NOTHING ? 'no_result' : 'tasks';
  add(category, voice(pick(asks)), { askAs: mine ? who : 'admin', ...truth });
});
for (const [asks, truth] of [
  [['which tasks are overdue?', 'anything past due across the team?', "what's overdue company-wide?"], overdue(tasks)],
  [['what tasks are due next month?', "what's on the team's plate next month?"], taskList(tasks.filter((t) => isOpen(t) && dueMonth(t) === NEXT))],
  [['open high-priority tasks?', 'what urgent tasks are still open?', 'list all high priority to-dos still open'], taskList(tasks.filter((t) => isOpen(t) && t.priority === 'high'))],
  [['which open tasks are not tied to any deal?', 'general (non-deal) tasks still open?'], taskList(tasks.filter((t) => isOpen(t) && !t.deal))],
] as const)
  for (const a of asks) if (truth) add('tasks', voice(a), truth);
fill('tasks', 60, () => {
  const d = pick(deals.filter((x) => tasks.some((t) => t.deal === x.ref)));
  const rows = tasks.filter((t) => t.deal === d.ref);
  const ref = pick(dealRefs(d));
  const openOnly = chance(0.5);
  const ask = openOnly
    ? pick([`what's left to do on ${ref}?`, `open tasks for ${ref}?`, `anything outstanding on ${ref}? tasks I mean`])
    : pick([`what tasks are tied to ${ref}?`, `tasks on ${ref}?`, `show me every task for ${ref}, done or not`]);
  const must = openOnly ? rows.filter(isOpen) : rows;
  if (!must.length) return;
  add('tasks', voice(ask, [ref]), taskList(must));
});
fill('tasks', 70, () => {
  const t = pick(tasks);
  add('tasks', voice(pick([`who's on "${t.title}"?`, `who owns the task ${t.title}?`, `who is assigned to ${t.title.toLowerCase()}?`]), [t.title]), {
    mustContain: [t.assignee === 'admin' ? anyOf('Dana Whitfield', 'Dana') : officerName(t.assignee!)],
  });
});
fill('tasks', 78, () => {
  const who = pick(TASK_STAFF);
  const open = tasks.filter((t) => t.assignee === who && isOpen(t));
  const od = tasks.filter((t) => t.assignee === who && isOpen(t) && dueMonth(t) < THIS).length;
  const maybe = tasks.filter((t) => t.assignee === who && isOpen(t) && dueMonth(t) === THIS).length;
  const s = pick(personWords(who));
  if (chance(0.5)) add('tasks', voice(pick([`how many open tasks does ${s} have?`, `${s} - how many open to-dos?`])), { mustContain: [countItem(open.length)] });
  else add('tasks', voice(pick([`how many overdue tasks does ${s} have?`, `# of past-due tasks for ${s}?`])), { mustContain: [countAny(Array.from({ length: maybe + 1 }, (_, i) => od + i))] });
});

// ---------------------------------------------------------------------------------------------------------------
// notes_docs
// ---------------------------------------------------------------------------------------------------------------
const notes = data.notes;
const amountIn = (m: RegExpExecArray) => moneyShort(Number(m[1]!.replace(/,/g, '')));
/** What each kind of note says, and the fact in it a summary must keep. */
const NOTE_FACTS: [RegExp, (m: RegExpExecArray) => Item][] = [
  [/extend the rate lock/, () => 'rate lock'],
  [/they will send the (.+?) by Friday/, (m) => m[1]!],
  [/estimated ARV \$([\d,]+)/, amountIn],
  [/Appraisal came in at \$([\d,]+)/, amountIn],
  [/earnest money deposit of \$([\d,]+)/, amountIn],
  [/returned by (.+?)\.$/, (m) => m[1]!],
  [/Survey ordered with (.+?);/, (m) => m[1]!],
  [/mechanic's lien from (.+?);/, (m) => m[1]!],
  [/Insurance binder received from (.+?)\.$/, (m) => m[1]!],
  [/a \$([\d,]+) repair credit/, amountIn],
];
function noteFact(text: string): Item {
  for (const [re, fact] of NOTE_FACTS) {
    const m = re.exec(text);
    if (m) return fact(m);
  }
  throw new Error(`no fact in note: ${text}`);
}
const dealsWithNotes = uniq(notes.map((n) => n.deal)).map(dealByRef);
fill('notes_docs', 30, () => {
  const d = pick(dealsWithNotes);
  const ns = notes.filter((n) => n.deal === d.ref);
  const ref = pick(dealRefs(d));
  const latest = chance(0.4);
  if (latest) {
    const sorted = [...ns].sort((a, b) => a.created_at.localeCompare(b.created_at));
    const last = sorted.at(-1)!;
    if (sorted.at(-2)?.created_at === last.created_at) return;
    add('notes_docs', voice(pick([`what's the latest note on ${ref}?`, `most recent note for ${ref}?`, `last thing logged on ${ref}?`]), [ref]), { mustContain: [noteFact(last.note_text)] });
  } else {
    add('notes_docs', voice(pick([`what notes are on ${ref}?`, `any notes on ${ref}?`, `summarize the notes for ${ref}`, `what's been noted on ${ref} so far?`, `catch me up on ${ref} - notes`]), [ref]), {
      mustContain: uniq(ns.map((n) => JSON.stringify(noteFact(n.note_text)))).map((s) => JSON.parse(s) as Item),
    });
  }
});
const specific: [RegExp, (ref: string) => string[], (m: RegExpExecArray) => Item][] = [
  [/Appraisal came in at \$([\d,]+)/, (r) => [`did the appraisal come in on ${r}?`, `what did ${r} appraise at?`, `appraised value on ${r}?`], (m) => moneyShort(Number(m[1]!.replace(/,/g, '')))],
  [/mechanic's lien from (.+?);/, (r) => [`any liens on ${r}?`, `is there a lien showing on title for ${r}?`, `who's the lien from on ${r}?`], (m) => m[1]!],
  [/Insurance binder received from (.+?)\.$/, (r) => [`who's the insurance carrier on ${r}?`, `did we get the binder on ${r}? from who?`], (m) => m[1]!],
  [/Survey ordered with (.+?);/, (r) => [`who's doing the survey on ${r}?`, `which survey company did we use for ${r}?`], (m) => m[1]!],
  [/earnest money deposit of \$([\d,]+)/, (r) => [`EMD on ${r}?`, `how much earnest money on ${r}?`], (m) => moneyShort(Number(m[1]!.replace(/,/g, '')))],
  [/estimated ARV \$([\d,]+)/, (r) => [`what's the ARV on ${r}?`, `after-repair value on ${r}?`], (m) => moneyShort(Number(m[1]!.replace(/,/g, '')))],
  [/\$([\d,]+) repair credit/, (r) => [`how much is the repair credit on ${r}?`, `did the seller give a credit on ${r}?`], (m) => moneyShort(Number(m[1]!.replace(/,/g, '')))],
  [/returned by (.+?)\.$/, (r) => [`did the HOA questionnaire come back on ${r}?`, `which HOA is on ${r}?`], (m) => m[1]!],
];
for (const n of notes)
  for (const [re, asks, fact] of specific) {
    const m = re.exec(n.note_text);
    if (!m) continue;
    const d = dealByRef(n.deal);
    const same = notes.filter((x) => x.deal === n.deal && re.test(x.note_text));
    if (same.length > 1) continue;
    for (const a of shuffle(asks(pick(dealRefs(d)))).slice(0, 2)) add('notes_docs', voice(a), { mustContain: [fact(m)] });
  }
for (const [asks, re] of [
  [["which deals have a mechanic's lien noted?", 'any files with open liens on title?', 'show me deals where title found a lien'], /mechanic's lien/],
  [['which deals have a rate lock extension request in the notes?', 'rate lock extension requests - which deals?'], /rate lock/],
  [['which deals have a survey ordered?', 'where have we ordered surveys?'], /Survey ordered/],
] as const) {
  const ds = uniq(notes.filter((n) => re.test(n.note_text)).map((n) => n.deal)).map(dealByRef);
  for (const a of asks) add('notes_docs', voice(a), { mustContain: streetsOf(ds), mustNotContain: others(ds) });
}
fill('notes_docs', 62, () => {
  const d = pick(active.filter((x) => !notes.some((n) => n.deal === x.ref)));
  const ref = pick(dealRefs(d));
  add('notes_docs', voice(pick([`any notes on ${ref}?`, `what notes do we have on ${ref}?`, `has anyone left a note on ${ref}?`]), [ref]), { mustContain: [NO_NOTES] });
});

// ---------------------------------------------------------------------------------------------------------------
// update_proposal
// ---------------------------------------------------------------------------------------------------------------
interface Change {
  fields: Record<string, string | number>;
  ask: (ref: string) => string;
}
function changesFor(d: Deal): Change[] {
  const list: Change[] = [];
  const r = d.interest_rate;
  const newRate = pick([8.75, 9, 9.5, 9.75, 10.25, 10.5, 10.75, 11, 11.25, 11.5, 12, 12.5].filter((x) => x !== r));
  const spoken = rateInWords(newRate);
  list.push(
    { fields: { interest_rate: newRate }, ask: (ref) => pick([`bump the rate on ${ref} to ${newRate}`, `set ${ref} rate to ${newRate}%`, `change the interest rate for ${ref} to ${newRate} percent`, `${ref}: rate should be ${newRate}, pls fix`, `can you update the rate on ${ref} to ${newRate}%?`, `rate on ${ref} needs to be ${newRate}%`]) },
    { fields: { interest_rate: r + 0.5 }, ask: (ref) => pick([`bump the rate on ${ref} by 50 bps`, `add half a point to the rate on ${ref}`, `raise ${ref}'s rate 0.5%`]) },
    { fields: { interest_rate: r - 0.25 }, ask: (ref) => pick([`drop the rate on ${ref} a quarter point`, `knock 25 bps off the rate on ${ref}`, `lower ${ref}'s rate by .25`]) },
  );
  if (spoken) list.push({ fields: { interest_rate: newRate }, ask: (ref) => pick([`update ${ref} - rate is ${spoken} now`, `change the rate on ${ref} to ${spoken}`]) });
  const newAmount = pick([450_000, 500_000, 650_000, 750_000, 1_200_000, 1_350_000, 1_500_000, 2_250_000].filter((x) => x !== d.loan_amount));
  list.push(
    { fields: { loan_amount: newAmount }, ask: (ref) => { const a = slangAmount(newAmount); return pick([`change loan amount on ${ref} to ${a}`, `${ref} - they want ${a} now, update it`, `set the loan amt on ${ref} to ${a}`, `update ${ref} to a ${a} loan`]); } },
    { fields: { loan_amount: d.loan_amount + 25_000 }, ask: (ref) => pick([`add 25k to the loan amount on ${ref}`, `increase ${ref}'s loan by $25,000`]) },
    { fields: { loan_amount: d.loan_amount - 50_000 }, ask: (ref) => pick([`cut the loan on ${ref} by 50k`, `reduce ${ref} loan amount by $50K`]) },
  );
  const at = STAGES.indexOf(d.stage);
  const target = pick(['Structure', 'Application', 'Underwriting', 'Approved', 'Closing'].filter((s) => s !== d.stage));
  const tw = pick(STAGE_TARGET[target]!);
  list.push({ fields: { stage: target }, ask: (ref) => pick([`move ${ref} to ${tw}`, `push ${ref} into ${tw}`, `${ref} goes to ${tw} - update the stage`, `change stage on ${ref} to ${tw}`, `set ${ref} to ${tw} stage`, `put ${ref} in ${tw}`]) });
  if (at >= 0 && at < STAGES.indexOf('Closing') && d.status === 'Active')
    list.push({ fields: { stage: STAGES[at + 1]! }, ask: (ref) => pick([`advance ${ref} to the next stage`, `move ${ref} forward one stage`]) });
  if (d.status === 'Active') {
    list.push(
      { fields: { status: 'On Hold' }, ask: (ref) => pick([`put ${ref} on hold`, `${ref} - borrower asked us to pause, set it on hold`, `change status on ${ref} to on hold`, `park ${ref} (on hold) for now`]) },
      { fields: { status: 'Dead' }, ask: (ref) => pick([`mark ${ref} dead`, `borrower walked on ${ref}, set status to dead`, `kill the ${ref} deal - status dead`, `${ref} is dead, update it`]) },
      { fields: { status: 'Closed' }, ask: (ref) => pick([`mark the status on ${ref} as closed`, `set ${ref}'s status to Closed`]) },
    );
  }
  if (d.status === 'On Hold')
    list.push({ fields: { status: 'Active' }, ask: (ref) => pick([`take ${ref} off hold`, `reactivate ${ref} - set status active`, `${ref} is back on, change status to active`]) });
  const newTerm = pick([6, 9, 12, 18, 24, 36].filter((x) => x !== d.loan_term_months));
  const termWords: Record<number, string[]> = { 6: ['6 months', 'a 6 mo term'], 9: ['9 months'], 12: ['12 months', 'a 1-year term', '12 mo'], 18: ['18 months', '18 mo'], 24: ['24 months', 'a 2 yr term', '24 mo'], 36: ['36 months', 'a 3-year term'] };
  const tword = pick(termWords[newTerm]!);
  list.push({ fields: { loan_term_months: newTerm }, ask: (ref) => pick([`change the term on ${ref} to ${tword}`, `extend ${ref} to ${tword}`, `make ${ref} ${tword}`, `set the loan term for ${ref} to ${tword}`]) });
  const newType = pick(Object.keys(TYPE_SINGULAR).filter((x) => x !== d.loan_type));
  list.push({ fields: { loan_type: newType }, ask: (ref) => pick([`${ref} should be ${pick(TYPE_SINGULAR[newType]!)}, not ${pick(TYPE_SINGULAR[d.loan_type] ?? ['what it says'])} - change the loan type`, `change loan type on ${ref} to ${pick(TYPE_SINGULAR[newType]!).replace(/^an? /, '')}`, `reclassify ${ref} as ${pick(TYPE_SINGULAR[newType]!)}`]) });
  const newValue = Math.round((d.purchase_price * pick([1.05, 1.1, 0.95])) / 5_000) * 5_000;
  list.push({ fields: { purchase_price: newValue }, ask: (ref) => pick([`property value on ${ref} is now ${slangAmount(newValue)} - update it`, `set the purchase price on ${ref} to ${money(newValue)}`]) });
  list.push({ fields: { interest_rate: newRate, loan_term_months: newTerm }, ask: (ref) => pick([`set ${ref} to ${newRate}% and ${tword}`, `rate ${newRate}, term ${tword} on ${ref} please`]) });
  list.push({ fields: { loan_amount: newAmount, interest_rate: newRate }, ask: (ref) => `${ref}: new loan amount ${slangAmount(newAmount)} at ${newRate}%` });
  return list;
}
fill('update_proposal', 75, () => {
  const d = pick(deals.filter((x) => x.status === 'Active' || x.status === 'On Hold'));
  const c = pick(changesFor(d));
  const ref = pick(dealRefs(d));
  if (Object.values(c.fields).some((v) => typeof v === 'number' && (v <= 0 || !Number.isFinite(v)))) return;
  add('update_proposal', voice(c.ask(ref), [ref]), { mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: c.fields });
});
// A loan officer changing their own deal.
fill('update_proposal', 90, () => {
  const lo = pick(OFFICER_REFS);
  const d = pick(active.filter((x) => x.officer === lo));
  const c = pick(changesFor(d));
  const ref = pick(dealRefs(d));
  add('update_proposal', voice(c.ask(ref), [ref]), { askAs: lo, mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: c.fields });
});

// ---------------------------------------------------------------------------------------------------------------
// ambiguity: one name, several deals
// ---------------------------------------------------------------------------------------------------------------
const AMBIGUOUS: { word: string; ds: Deal[] }[] = [];
for (const w of uniq(deals.flatMap(wordsOf))) {
  const ds = dealsCalled(w);
  const generic = ['llc', 'inc', 'lp', 'corp', 'co', 'family', 'trust', 'holdings', 'group', 'property', 'properties', 'partners', 'capital', 'ventures', 'investments', 'development', 'developers', 'equity', 'rentals', 'residential', 'builders'];
  if (ds.length >= 2 && ds.length <= 4 && !generic.includes(w)) AMBIGUOUS.push({ word: w[0]!.toUpperCase() + w.slice(1), ds });
}
// A city and a loan type can also pick out several live deals ("the Orlando construction deal").
const CITY_TYPE_WORD: Record<string, string> = { 'Fix & Flip': 'flip', 'Bridge Loan': 'bridge', Construction: 'construction', 'Cash Out Refi': 'cash-out', 'Second Mortgage': '2nd mortgage', Commercial: 'commercial', Land: 'land', Purchase: 'purchase' };
for (const city of uniq(deals.map(cityOf)))
  for (const t of Object.keys(TYPE_SINGULAR)) {
    const ds = deals.filter((d) => cityOf(d) === city && d.loan_type === t);
    if (ds.length >= 2 && ds.every(isActive) && CITY_TYPE_WORD[t]) AMBIGUOUS.push({ word: `${city} ${CITY_TYPE_WORD[t]}`, ds });
  }
// So can a city with only a few deals, all of them live ("the LA deal").
const CITY_NICKNAMES: Record<string, string[]> = { 'Los Angeles': ['LA', 'Los Angeles'] };
for (const city of uniq(deals.map(cityOf))) {
  const ds = deals.filter((d) => cityOf(d) === city);
  if (ds.length >= 2 && ds.length <= 3 && ds.every(isActive)) for (const w of CITY_NICKNAMES[city] ?? [city]) AMBIGUOUS.push({ word: w, ds });
}
/** Each group of look-alike deals, with the words that name it. */
const AMBIGUOUS_GROUPS = [...new Map(AMBIGUOUS.map((a) => [a.ds.map((d) => d.ref).join(), AMBIGUOUS.filter((b) => b.ds === a.ds || b.ds.map((d) => d.ref).join() === a.ds.map((d) => d.ref).join())])).values()];
const pickAmbiguous = () => pick(pick(AMBIGUOUS_GROUPS));
const AMBIGUOUS_ASKS = [
  (w: string) => `what's the status of the ${w} deal?`, (w: string) => `rate on the ${w} loan?`, (w: string) => `who's the LO on the ${w} deal?`,
  (w: string) => `pull up the ${w} deal`, (w: string) => `how much is the ${w} loan for?`, (w: string) => `what stage is ${w} in?`,
  (w: string) => `set the rate on the ${w} deal to 10.75%`, (w: string) => `move the ${w} loan to closing`, (w: string) => `put the ${w} deal on hold`,
  (w: string) => `what's the LTV on the ${w} loan`, (w: string) => `${w} deal - where are we?`, (w: string) => `bump the ${w} loan amount to 900k`,
  (w: string) => `who's the borrower on the ${w} deal?`, (w: string) => `any notes on the ${w} deal?`, (w: string) => `what's the ${w} loan at, rate-wise?`,
  (w: string) => `change the term on the ${w} deal to 12 months`, (w: string) => `is the ${w} deal still active?`,
];
fill('ambiguity', 50, () => {
  const a = pickAmbiguous();
  add('ambiguity', voice(pick(AMBIGUOUS_ASKS)(chance(0.15) ? a.word.toLowerCase() : a.word), [a.word]), {
    mustContain: streetsOf(a.ds),
    asksToChoose: true,
    candidates: a.ds.map((d) => d.ref),
  });
});

// ---------------------------------------------------------------------------------------------------------------
// permission: outside parties
// ---------------------------------------------------------------------------------------------------------------
const OUTSIDE = data.users.filter((u) => u.role === 'broker' || u.role === 'borrower').map((u) => u.ref);
fill('permission', 18, () => {
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const isBorrower = userByRef(who).role === 'borrower';
  const asks = isBorrower
    ? ['show me my loan', "what's going on with my loan?", 'can you pull up my deal', 'what loans do I have with you guys?', 'status on my loan pls']
    : ['show me my deals', 'what deals do I have with Harborline?', 'list my files', 'which of my borrowers have loans with you right now?', "what's in my pipeline with you?", 'show me everything I sent over'];
  add('permission', voice(pick(asks)), { askAs: who, mustContain: streetsOf(mine), mustNotContain: others(mine) });
});
fill('permission', 38, () => {
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const d = pick(mine);
  const f = pick(FIELDS.slice(0, 7));
  // Brokers and borrowers name their own deals by the borrower as often as by the property.
  const ref = pick(dealRefs(d).filter((r) => userByRef(who).role === 'broker' || /^\d/.test(r)));
  add('permission', voice(pick(f.asks)(ref), [ref]), { askAs: who, mustContain: f.truth(d)!, mustNotContain: others(mine) });
});
fill('permission', 62, () => {
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const d = pick(deals.filter((x) => !mine.includes(x)));
  // The question names the deal by property, so an answer that only echoes the question leaks nothing.
  const ref = pick(dealRefs(d).filter((r) => !r.includes(d.borrower_last_name ?? '\u0000') && !(d.entity_name && r.includes(entityCore(d)))));
  const f = pick([FIELDS[0]!, FIELDS[1]!, FIELDS[2]!, FIELDS[4]!, FIELDS[12]!]);
  const leak = [borrowerOf(d), ...(d.borrower_last_name ? [d.borrower_last_name] : []), money(d.loan_amount), d.loan_amount.toLocaleString('en-US')];
  add('permission', voice(pick(f.asks)(ref), [ref]), { askAs: who, mustContain: [DENIED], mustNotContain: leak });
});
// Scoped questions: an outside party asking for book-wide figures sees only their own deals.
fill('permission', 88, () => {
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const kind = pick(['count', 'sum', 'state', 'stage', 'biggest', 'over'] as const);
  if (kind === 'count')
    add('permission', voice(pick(['how many deals do I have with you?', 'how many loans have I got in the pipeline?', 'count of my deals?'])), { askAs: who, mustContain: [countItem(mine.length)], mustNotContain: others(mine) });
  else if (kind === 'sum')
    add('permission', voice(pick(["what's the total loan volume on my deals?", 'how much $ do I have with you in total?', 'total volume of all deals?'])), { askAs: who, mustContain: [moneyShort(sum(mine))], mustNotContain: [...others(mine), money(sum(deals)), money(sum(active))] });
  else if (kind === 'state') {
    const s = pick(Object.keys(STATE_WORDS));
    const m = mine.filter((d) => stateOf(d) === s);
    add('permission', voice(`show me all deals in ${pick(STATE_WORDS[s]!)}`), { askAs: who, mustContain: m.length ? streetsOf(m) : [NOTHING], mustNotContain: others(m.length ? m : mine) });
  } else if (kind === 'stage') {
    const st = pick(['Structure', 'Application', 'Underwriting', 'Approved', 'Closing']);
    const m = mine.filter((d) => d.stage === st);
    add('permission', voice(pick([`how many of my deals are ${pick(STAGE_WORDS[st]!)}?`, `how many deals are ${pick(STAGE_WORDS[st]!)}?`])), { askAs: who, mustContain: [m.length ? countItem(m.length) : anyOf('0', 'zero', 'none', 'no ')], mustNotContain: others(mine) });
  } else if (kind === 'biggest') {
    const top = [...mine].sort((a, b) => b.loan_amount - a.loan_amount)[0]!;
    add('permission', voice(pick(["what's the biggest deal in the pipeline?", 'largest loan you have?', 'which is the biggest deal right now?'])), { askAs: who, mustContain: [street(top)], mustNotContain: others(mine) });
  } else {
    const m = mine.filter((d) => d.loan_amount > 1_000_000);
    add('permission', voice(pick(['list all deals over 1m', 'show me loans over a million', 'which deals are bigger than $1M?'])), { askAs: who, mustContain: m.length ? streetsOf(m) : [NOTHING], mustNotContain: others(m.length ? m : mine) });
  }
});
fill('permission', 100, () => {
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const d = pick(deals.filter((x) => !mine.includes(x) && isActive(x)));
  const ref = pick(dealRefs(d).filter((r) => /^\d/.test(r)));
  add('permission', voice(pick([`change the rate on ${ref} to 8`, `move ${ref} to closing`, `set the loan amount on ${ref} to 1m`]), [ref]), {
    askAs: who,
    mustContain: [DENIED],
    mustNotContain: [borrowerOf(d), money(d.loan_amount)],
  });
});
fill('permission', 110, () => {
  const who = pick(OUTSIDE);
  const c = pick(data.contacts.filter((x) => x.role === 'Borrower' && x.email !== userByRef(who).email));
  const theirs = deals.filter((d) => d.borrower_email === c.email);
  if (theirs.some((d) => linkedDeals(who).includes(d)) || !theirs.length) return;
  add('permission', voice(pick([`what's ${c.name}'s loan amount?`, `what's going on with ${c.name}'s deal?`, `what rate did ${c.name} get?`]), [c.name]), {
    askAs: who,
    mustContain: [DENIED],
    mustNotContain: theirs.flatMap((d) => [street(d), money(d.loan_amount)]),
  });
});

// ---------------------------------------------------------------------------------------------------------------
// general_chat
// ---------------------------------------------------------------------------------------------------------------
const GREETING = anyOf('hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'good evening', 'how can i help', 'what can i do for you', 'help');
const CHAT: [string[], Item[]][] = [
  [['Hi there!', 'hey', 'good morning', 'hello?', 'yo', 'morning team', 'hi, you there?', 'Hey assistant'], [GREETING]],
  [['what can you do?', 'what can you help me with?', 'how do I use you?', "what kinds of things can I ask?"], [anyOf('deal', 'deals'), anyOf('contact', 'contacts'), anyOf('task', 'tasks')]],
  [['thanks!', 'thx that helps', 'perfect, thank you', 'awesome ty'], [anyOf('welcome', 'glad', 'happy to help', 'anytime', 'no problem', 'you bet', 'of course', 'my pleasure', 'anything else')]],
  [['what does LTV stand for?', 'what is LTV?', 'LTV meaning?'], [anyOf('loan-to-value', 'loan to value')]],
  [['what does DSCR mean?', 'whats a DSCR loan', 'DSCR = ?'], [anyOf('debt service coverage', 'debt-service coverage')]],
  [['what is ARV?', 'ARV stands for what again?'], [anyOf('after repair value', 'after-repair value')]],
  [['what does CTC mean?', 'what is CTC in lending?'], [anyOf('clear to close', 'clear-to-close')]],
  [['what does UW stand for?'], ['underwriting']],
  [['what is an LOI?', 'LOI meaning?'], [anyOf('letter of intent', 'letter-of-intent')]],
  [['what is an AMC?'], [anyOf('appraisal management company', 'appraisal management companies')]],
  [['what does EMD mean?'], [anyOf('earnest money')]],
  [['what is NMLS?'], [anyOf('Nationwide Multistate Licensing', 'Nationwide Mortgage Licensing', 'Nationwide Multi-State Licensing')]],
  [['how is LTV calculated?', 'how do you work out LTV?'], [anyOf('loan amount'), anyOf('value', 'purchase price', 'appraised')]],
  [['how do I calculate an interest-only payment?', 'formula for monthly IO payment?'], [anyOf('loan amount', 'principal', 'balance'), anyOf('12', 'twelve')]],
  [['what is a bridge loan?', 'explain bridge loans real quick'], [anyOf('short-term', 'short term', 'temporary', 'interim')]],
  [['what is a fix and flip loan?', 'whats a fix n flip loan'], [anyOf('renovat', 'rehab', 'repair', 'fix up', 'improve')]],
  [['what is a per diem?', 'what does per diem interest mean?'], [anyOf('daily', 'per day', 'each day')]],
  [['what is a cash-out refi?'], [anyOf('cash', 'equity')]],
  [['what stages does our pipeline have?', 'what are the pipeline stages in order?'], STAGES],
  [['who are our loan officers?', 'list the LOs on the team'], OFFICER_REFS.map(officerName)],
];
for (const [asks, items] of CHAT) for (const a of asks) add('general_chat', voice(a), { mustContain: items, mustNotContain: ERRORS });

// ---------------------------------------------------------------------------------------------------------------
// no_result: things that are not in the book
// ---------------------------------------------------------------------------------------------------------------
const absent = (w: string) => !haystack.includes(w.toLowerCase());
const ABSENT_STATES = ['Oregon', 'New York', 'Nevada', 'Ohio', 'Illinois', 'Utah', 'New Jersey', 'South Carolina', 'Washington state', 'Michigan'];
const ABSENT_CITIES = ['Seattle', 'Boston', 'Portland', 'Chicago', 'Las Vegas', 'El Paso', 'Fort Worth', 'Tallahassee', 'San Jose', 'Boise'];
const ABSENT_NAMES = ['Hendricks', 'Castellano', 'Whitaker', 'Lindgren', 'Okonkwo', 'Vasquez-Ortiz', 'Fairweather', 'McAlister', 'Brandtley', 'Szabo'];
for (const w of [...ABSENT_STATES, ...ABSENT_CITIES, ...ABSENT_NAMES]) if (!absent(w)) throw new Error(`${w} is in the dataset`);
const allOut = others([]);
fill('no_result', 60, () => {
  const kind = pick(['state', 'city', 'name', 'size', 'rate', 'term', 'contact'] as const);
  const ask =
    kind === 'state' ? pick([`any deals in ${pick(ABSENT_STATES)}?`, `show me ${pick(ABSENT_STATES)} loans`, `what do we have in ${pick(ABSENT_STATES)}?`])
    : kind === 'city' ? pick([`anything in ${pick(ABSENT_CITIES)}?`, `list our ${pick(ABSENT_CITIES)} deals`, `do we have a deal in ${pick(ABSENT_CITIES)}?`])
    : kind === 'name' ? pick([`pull up the ${pick(ABSENT_NAMES)} deal`, `find the loan for borrower ${pick(ABSENT_NAMES)}`, `what's the rate on the ${pick(ABSENT_NAMES)} loan?`, `status of ${pick(ABSENT_NAMES)}?`])
    : kind === 'size' ? pick(['any loans over 10m?', 'do we have anything north of $5M?', 'any deals under 75k?', 'show me loans above 6 million', 'any loans over 5 mil?'])
    : kind === 'rate' ? pick(['any deals at 15% or more?', 'anything priced under 8%?', 'loans with a rate below 8 percent?', 'which deals are above 14.5%?'])
    : kind === 'term' ? pick(['any 48-month loans?', 'do we have any 30 year loans?', 'show me 60 month terms', 'any 3 month bridge loans?'])
    : pick([`what's the number for ${pick(['Mike Johnson', 'Sarah Lee', 'Tony Caruso'])}?`, `email for our contact at ${pick(['Wells Fargo', 'Chase', 'Anchor Loans'])}?`]);
  add('no_result', voice(ask), { mustContain: [NOTHING], mustNotContain: kind === 'contact' ? [] : allOut });
});

// ---------------------------------------------------------------------------------------------------------------
// follow_up: a question that leans on the earlier turns
// ---------------------------------------------------------------------------------------------------------------
fill('follow_up', 20, () => {
  // lookup → another field "on it"
  const d = pick(deals);
  const ref = pick(dealRefs(d));
  const first = pick(FIELDS.slice(0, 5));
  const follow = pick([
    ['and the rate?', FIELDS[1]!], ['who is the LO on it?', FIELDS[4]!], ["what's the LTV on that one?", FIELDS[9]!], ['and what stage is it in?', FIELDS[2]!],
    ['how much is the loan?', FIELDS[0]!], ['what term is it?', FIELDS[5]!], ['what kind of loan is that?', FIELDS[6]!], [`ok and the monthly interest on it?`, FIELDS[10]!],
  ] as const);
  if (follow[1] === first || !follow[1].truth(d)) return;
  add('follow_up', voice(follow[0]), { mustContain: follow[1].truth(d)! }, [pick(first.asks)(ref)]);
});
fill('follow_up', 38, () => {
  // list → narrow / count / total of "those"
  const q = makeQuery(1, { status: 'Active' });
  const base = matchParts(q, active);
  if (base.length < 3 || base.length > 14) return;
  const narrow = pick(parts.filter((p) => !q.parts.some((x) => x.slot === p.slot) && (p.slot === 'where' || p.slot === 'type' || p.slot === 'size' || p.slot === 'stage')));
  const m = base.filter(narrow.test);
  const kind = pick(['narrow', 'count', 'sum', 'biggest'] as const);
  const history = [pick(LIST_FORMS)(q.phrase)];
  if (kind === 'narrow') {
    if (!m.length || m.length === base.length) return;
    const w = pick(narrow.words);
    add('follow_up', voice(pick([`which of those are ${w}?`, `just the ones ${narrow.slot === 'type' ? `that are ${w}` : w}`, `ok now only the ${narrow.slot === 'type' ? w : `ones ${w}`}`])), { mustContain: streetsOf(m), mustNotContain: others(m) }, history);
  } else if (kind === 'count') add('follow_up', voice(pick(['how many is that?', 'how many total?', 'so how many are there?'])), { mustContain: [countItem(base.length)] }, history);
  else if (kind === 'sum') add('follow_up', voice(pick(["what's the total $ on those?", 'add those up for me', 'total loan amount of those?'])), { mustContain: [moneyShort(sum(base))] }, history);
  else {
    const top = [...base].sort((a, b) => b.loan_amount - a.loan_amount);
    if (top[0]!.loan_amount === top[1]!.loan_amount) return;
    add('follow_up', voice(pick(["which one's the biggest?", 'biggest of those?', 'which of them has the largest loan?'])), { mustContain: [street(top[0]!)] }, history);
  }
});
fill('follow_up', 50, () => {
  // ambiguity → the answer picks one
  const a = pickAmbiguous();
  const d = pick(a.ds);
  const first = pick([
    [`what's the rate on the ${a.word} deal?`, FIELDS[1]!], [`what stage is the ${a.word} loan in?`, FIELDS[2]!], [`how much is the ${a.word} loan?`, FIELDS[0]!], [`who's the LO on the ${a.word} deal?`, FIELDS[4]!],
  ] as const);
  const pickOne = pick([`the one on ${street(d)}`, `${street(d)}`, `I mean ${street(d).replace(/\s+\S+$/, '')}`, ...(d.borrower_first_name && !a.word.includes(' ') ? [`${d.borrower_first_name}'s`] : [])]);
  add('follow_up', voice(pickOne, [street(d)]), { mustContain: first[1].truth(d)! }, [first[0]]);
});
fill('follow_up', 62, () => {
  // lookup → update "it"
  const d = pick(active);
  const ref = pick(dealRefs(d));
  const c = pick(changesFor(d));
  const ask = c.ask('it').replace(/\bthe it deal\b/, 'that deal').replace(/^it\b/, 'that one').replace(/\bit's\b/, 'its');
  add('follow_up', voice(pick(['ok ', 'great, ', '']) + ask), { mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: c.fields }, [pick([`pull up ${ref}`, `what's the rate on ${ref}?`, `what stage is ${ref} in?`])]);
});
fill('follow_up', 70, () => {
  // count → list them
  const q = makeQuery(2, { status: 'Active' });
  const m = matchParts(q, active);
  if (!m.length || m.length > 10) return;
  add('follow_up', voice(pick(['list them', 'which ones?', 'ok show me those', 'can you name them?'])), { mustContain: streetsOf(m), mustNotContain: others(m) }, [pick(COUNT_FORMS)(q.phrase)]);
});
fill('follow_up', 77, () => {
  // count in one state → "and in <other state>?"
  const type = pick(parts.filter((p) => p.slot === 'type'));
  const [s1, s2] = shuffle(Object.keys(STATE_WORDS)) as [string, string];
  const m = active.filter((d) => type.test(d) && stateOf(d) === s2);
  add('follow_up', voice(`and in ${pick(STATE_WORDS[s2]!)}?`), { mustContain: [m.length ? countItem(m.length) : anyOf('0', 'zero', 'none', 'no ')] }, [`how many active ${pick(type.words)} in ${pick(STATE_WORDS[s1]!)}?`]);
});
fill('follow_up', 83, () => {
  // tasks → narrow
  const who = pick(OFFICER_REFS);
  const rows = tasks.filter((t) => t.assignee === who && isOpen(t));
  const kind = pick(['high', 'deal'] as const);
  const m = kind === 'high' ? rows.filter((t) => t.priority === 'high') : rows.filter((t) => t.deal);
  if (!m.length) return;
  add('follow_up', voice(kind === 'high' ? pick(['which of those are high priority?', 'just the urgent ones']) : pick(['which of those are tied to a deal?', 'only the deal-related ones'])), taskList(m), [`what open tasks does ${pick(OFFICER_WORDS[who]!.slice(0, 2))} have?`]);
});
fill('follow_up', 90, () => {
  // title/escrow on a deal → their phone
  const d = pick(deals.filter((x) => x.contacts.some((c) => c.role === 'Title Officer')));
  const c = contactByRef(d.contacts.find((x) => x.role === 'Title Officer')!.contact);
  const ref = pick(dealRefs(d));
  const email = chance(0.3);
  add('follow_up', voice(email ? pick(['and their email?', 'email for them?']) : pick(["what's their number?", 'phone # for them?', 'how do I reach them by phone?'])), { mustContain: [email ? c.email! : phoneItem(c.phone!)] }, [`who's the title officer on ${ref}?`]);
});
fill('follow_up', 98, () => {
  // outside party: my deals → a deal that isn't theirs
  const who = pick(OUTSIDE);
  const mine = linkedDeals(who);
  const d = pick(deals.filter((x) => !mine.includes(x) && isActive(x)));
  add('follow_up', voice(pick([`what about ${street(d)}?`, `and ${street(d)} - what's the loan amount there?`]), [street(d)]), { askAs: who, mustContain: [DENIED], mustNotContain: [borrowerOf(d), money(d.loan_amount)] }, ['show me my deals']);
});

// ---------------------------------------------------------------------------------------------------------------
writeFileSync(path.join(import.meta.dirname, 'hand7-dev.json'), `${JSON.stringify(out, null, 2)}\n`);
const byCategory = [...counters.entries()].map(([c, n]) => `${c} ${n}`).join(', ');
console.log(`wrote ${out.length} questions (${byCategory})`);
