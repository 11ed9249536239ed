// hand9-dev.json (was hand9-unseen.json until stop 32): a question set for the Lender OS assistant, asked the way staff and outside parties
// really type. Written by helper "hand9" on 2026-11-28, 04:38–05:10 UTC.
//
// Read: /work/shared/SPEC.md (§2 assistant panel, §3, §4 confirmation flow, §7 ai-assistant, §8 Chat), the fixture
// /work/shared/fixtures/assistant/ (README.md, dataset.json, questions.json), bench/assistant/scoring.ts,
// bench/assistant/questions/truth.ts (expectation helpers), the Dataset type in bench/assistant/load-dataset.ts and
// the CLI flags at the top of bench/assistant.ts. NOT read: the assistant's engine (src/core/assistant/**,
// src/server/assistant/**, anything under src/ that answers chat), the repository README's assistant sections, and
// every other question file or generator under bench/assistant/questions/ (dev, heldout, holdout, hand5–8, wide*,
// generate.ts, paired-sets.ts). The assistant bench was never run on this set.
//
// Every expectation is computed here from dataset.json; only the phrasings are typed by hand. Voices: a hurried
// officer on a phone (lower case, no punctuation, abbreviations, typos), the admin, a processor, a non-native
// speaker, brokers and borrowers (outside parties, who may see only their linked deals). Phenomena: nicknames for
// states, stages, statuses, loan and property types and officers; amounts as "1.2M", "750k", "2 mil"; misspelt
// words and names; relative changes ("bump the rate 25 bps", "next stage"); follow-ups whose `history` holds the
// earlier messages of the conversation.
//
// Periods: only calendar months relative to today ("this month", "next month", "last month") and "overdue". The
// data is written relative to asOf (2026-11-22) and the loader shifts it to the month the bench runs in, so these
// hold in any month. Overdue = open and due in an earlier month: required are open tasks due in earlier months,
// forbidden everything else except open tasks due this month (neither required nor forbidden, as the README says).
// A few questions also NAME a calendar month ("closing in January") and a few expect a month name in the answer
// (a deal's expected closing month): those are computed from the month this file is GENERATED in, taken as the
// month the bench runs in, so the file must be regenerated when the bench runs in another month.
// No year-to-date, quarter or day-exact windows. Where a question names no status, its answer is the same whether or
// not closed, dead or on-hold deals count (otherwise the question says "active", or "including closed and dead").
// Wordings identical to the fixture's own questions.json are skipped. Checks before writing: every mustContain is
// non-empty, every proposal has a deal and changes, every ambiguity at least two candidates, and an answer made of
// the required items matches none of the forbidden ones.
//
//   npx tsx bench/assistant/questions/hand9-generate.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contains, type Item, type Question } from '../scoring';
import { amountItem, countItem, data, deals, money, officerName, others, randomSource, stateOf, street, sum, type Deal } from './truth';

const OUT = path.resolve(import.meta.dirname, 'hand9-dev.json');
const R = randomSource(90_909);
const { pick, rand, shuffle } = R;
const chance = (p: number) => rand() < p;

// ---------------------------------------------------------------------------------------------------------------
// Fixed answer vocabularies (the fixture's own lists)
const NONE: Item = {
  anyOf: ['no deals', 'no loans', 'no matching', 'none', '0 deals', 'zero', 'no results', 'there are no', "there aren't any", "couldn't find",
    'could not find', "didn't find", 'did not find', 'not find any', "don't have any", 'do not have any', "don't see any", 'do not see any', 'nothing'],
};
const DENY: Item = {
  anyOf: [...(NONE as { anyOf: string[] }).anyOf, 'no deal', 'not found', "can't find", 'cannot find', 'unable to find', 'no access', "don't have access",
    'do not have access', 'not linked', 'permission', 'not authorized', 'not available', "isn't available", 'not able to', 'no record'],
};
const ERRORS = ['I apologize, but I encountered an error', "I apologize, but I couldn't generate a response"];

// ---------------------------------------------------------------------------------------------------------------
// Dates: months relative to the dataset's month (asOf), which the loader maps onto the bench's month
const [AY, AM] = data.asOf.split('-').map(Number) as [number, number];
const monthOffset = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return (y - AY) * 12 + (m - AM);
};
const GEN = new Date();
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The calendar month `offset` months from the month this file is generated in (= the month the bench runs in). */
const namedMonth = (offset: number) => MONTHS[(((GEN.getUTCMonth() + offset) % 12) + 12) % 12]!;
const monthItem = (offset: number): Item => {
  const name = namedMonth(offset);
  const d = new Date(Date.UTC(GEN.getUTCFullYear(), GEN.getUTCMonth() + offset, 1));
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return { anyOf: [name, name.slice(0, 3), `${d.getUTCFullYear()}-${mm}`, `${d.getUTCMonth() + 1}/`] };
};

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: formal names and how people type them
const STATE_NAMES: Record<string, string[]> = {
  TX: ['Texas', 'TX', 'tx', 'Tex'], FL: ['Florida', 'FL', 'fla', 'Florda'], CA: ['California', 'CA', 'Cali', 'calif'],
  AZ: ['Arizona', 'AZ', 'Ariz'], GA: ['Georgia', 'GA', 'Ga.'], NC: ['North Carolina', 'NC', 'N. Carolina', 'N Carolina'],
  TN: ['Tennessee', 'TN', 'Tenn', 'Tennesee'], CO: ['Colorado', 'CO', 'Colo'],
};
const STATE_FULL: Record<string, string> = { TX: 'Texas', FL: 'Florida', CA: 'California', AZ: 'Arizona', GA: 'Georgia', NC: 'North Carolina', TN: 'Tennessee', CO: 'Colorado' };
const ABSENT_STATES = ['Oregon', 'Nevada', 'New York', 'Ohio', 'Washington state', 'Illinois', 'NJ', 'Utah', 'Michigan', 'Mass', 'Virginia', 'Minnesota'];
const STAGE_SLANG: Record<string, string[]> = {
  Structure: ['Structure', 'structuring', 'struct', 'the structure stage'],
  Application: ['Application', 'app stage', 'the application stage', 'applicaton'],
  Underwriting: ['Underwriting', 'UW', 'u/w', 'underwritting'],
  Approved: ['Approved', 'the approved stage', 'approval'],
  Closing: ['Closing', 'the closing stage', 'closing stage'],
  Funded: ['Funded', 'the funded stage'],
};
const TYPE_SLANG: Record<string, string[]> = {
  Purchase: ['purchase', 'purchase-money', 'purch'],
  Refinance: ['rate/term refi', 'straight refinance', 'Refinance (not cash-out)'],
  'Cash Out Refi': ['cash out refi', 'cash-out', 'COR', 'cash out refinance'],
  'Second Mortgage': ['second mortgage', '2nd mortgage', '2nd lien', 'seconds'],
  'Bridge Loan': ['bridge', 'bridge loan', 'brdge'],
  'Fix & Flip': ['fix and flip', 'F&F', 'fix n flip', 'flip', 'fix-and-flip'],
  Construction: ['construction', 'ground-up', 'constr', 'construciton'],
  Commercial: ['commercial', 'CRE', 'comm'],
  Land: ['land', 'lot', 'raw land'],
};
const TYPE_LABEL: Record<string, string[]> = {
  'Cash Out Refi': ['Cash Out Refi', 'Cash-Out Refi', 'Cash Out Refinance', 'Cash-Out Refinance'],
  'Second Mortgage': ['Second Mortgage', '2nd Mortgage'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip', 'Fix-n-Flip'],
  'Bridge Loan': ['Bridge Loan', 'Bridge'],
};
const typeLabel = (t: string): Item => (TYPE_LABEL[t] ? { anyOf: TYPE_LABEL[t]! } : t);
const PROP_SLANG: Record<string, string[]> = {
  'Multi-Family': ['multifamily', 'multi-family', 'MF', 'apartment'],
  'Single Family': ['single family', 'SFR', 'single-fam'],
  Condo: ['condo', 'condominium'],
  Townhouse: ['townhouse', 'townhome'],
  Industrial: ['industrial', 'warehouse'],
  Office: ['office'],
  'Mixed-Use': ['mixed use', 'mixed-use'],
  Land: ['land parcel', 'vacant land'],
};
const PROP_LABEL: Record<string, string[]> = {
  'Multi-Family': ['Multi-Family', 'Multifamily', 'Multi Family'],
  'Single Family': ['Single Family', 'Single-Family', 'SFR'],
  'Mixed-Use': ['Mixed-Use', 'Mixed Use'],
  Townhouse: ['Townhouse', 'Townhome'],
};
const propLabel = (t: string): Item => (PROP_LABEL[t] ? { anyOf: PROP_LABEL[t]! } : t);
const statusLabel = (s: string): Item => (s === 'On Hold' ? { anyOf: ['On Hold', 'On-Hold'] } : s);
const users = data.users;
const OFFICER_NICK: Record<string, string[]> = {};
for (const u of users.filter((x) => x.role === 'loan_officer' || x.role === 'admin')) {
  OFFICER_NICK[u.ref] = [`${u.first_name} ${u.last_name}`, u.first_name, `${u.first_name} ${u.last_name[0]}`, u.first_name.toLowerCase(), `${u.first_name} ${u.last_name}`];
}

// ---------------------------------------------------------------------------------------------------------------
// Expectation helpers
const rateText = (r: number): Item => {
  if (Number.isInteger(r)) return { anyOf: [`${r}%`, `${r}.0%`, `${r}.00%`, `${r} %`, `${r}.0`, `${r}.00`, `${r}.000`, `${r} percent`] };
  return { anyOf: [...new Set([String(r), r.toFixed(2), r.toFixed(3)])] };
};
/** A value with its accepted roundings (three, two, one decimals, and the exact value when short). */
const decimals = (v: number): Item => {
  const forms = new Set<string>();
  const exact = String(Math.round(v * 1e9) / 1e9);
  if ((exact.split('.')[1] ?? '').length <= 3) forms.add(exact);
  for (const n of [3, 2, 1]) forms.add(v.toFixed(n));
  return { anyOf: [...forms] };
};
const cents = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An average or payment in dollars: to the dollar or to the cent. */
const dollarsItem = (v: number): Item => {
  const r = Math.round(v);
  if (Math.abs(v - r) < 1e-9) return amountItem(r);
  return { anyOf: [money(r), r.toLocaleString('en-US'), String(r), `$${cents(v)}`, cents(v)] };
};
const termItem = (t: number): Item => ({ anyOf: [`${t} months`, `${t}-month`, `${t} month`, `${t} mo`] });
const phoneItem = (p: string): Item => {
  const m = /\((\d{3})\) (\d{3})-(\d{4})/.exec(p)!;
  const [a, b, c] = [m[1], m[2], m[3]];
  return { anyOf: [p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `${a}${b}${c}`, `(${a})${b}-${c}`] };
};
const ptype = (d: Deal) => String(d.property_type);
const borrowerName = (d: Deal) => d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
const shortEntity = (e: string) => e.replace(/,?\s+(LLC|Inc\.|Corp\.|LP)$/, '');
const amountLeak = (n: number) => {
  const a = amountItem(n, true);
  return typeof a === 'string' ? [a] : a.anyOf;
};

// ---------------------------------------------------------------------------------------------------------------
// Referring to one deal: the forms that name exactly one deal
const lastCount = new Map<string, number>();
for (const d of deals) if (d.borrower_last_name) lastCount.set(d.borrower_last_name, (lastCount.get(d.borrower_last_name) ?? 0) + 1);
const streetWord = (d: Deal) => street(d).split(' ')[1]!;
const streetWordCount = new Map<string, number>();
for (const d of deals) streetWordCount.set(streetWord(d), (streetWordCount.get(streetWord(d)) ?? 0) + 1);
const personUnique = (d: Deal) => !!d.borrower_last_name && lastCount.get(d.borrower_last_name) === 1;
/** Ways to name the deal uniquely; `protect` holds the words a typo must not touch. */
function dealRefs(d: Deal): string[] {
  const s = street(d);
  const forms = [s, s, s.toLowerCase(), s.replace(/\s+\S+$/, '')];
  if (streetWordCount.get(streetWord(d)) === 1) forms.push(`the ${s.replace(/^\d+\s+/, '')} deal`, `the ${streetWord(d)} deal`, `${streetWord(d)}`);
  if (personUnique(d)) {
    forms.push(`the ${d.borrower_last_name} deal`, `${d.borrower_last_name}`, `${d.borrower_first_name} ${d.borrower_last_name}'s loan`, `the ${d.borrower_last_name} file`, `${d.borrower_last_name!.toLowerCase()}`);
  }
  if (d.entity_name) forms.push(`the ${shortEntity(d.entity_name)} deal`, `${d.entity_name}`, `${shortEntity(d.entity_name)}`);
  return forms;
}
const refTo = (d: Deal) => pick(dealRefs(d));

// ---------------------------------------------------------------------------------------------------------------
// Voices: a phrasing is typed hurriedly (lower case, no final punctuation, short words) or with a typo
const SHORT: [RegExp, string][] = [
  [/\byou\b/gi, 'u'], [/\bplease\b/gi, 'pls'], [/\bwith\b/gi, 'w/'], [/\bamount\b/gi, 'amt'], [/\bare\b/gi, 'r'],
  [/\bwhat is\b/gi, 'whats'], [/\bwhat's\b/gi, 'whats'], [/\bthanks\b/gi, 'thx'], [/\bnumber\b/gi, '#'], [/\bbecause\b/gi, 'bc'],
];
function voice(q: string, protect: string[] = [], hurriedP = 0.3, typoP = 0.15): string {
  let out = q;
  if (chance(hurriedP)) {
    out = out.replace(/[?.!]+$/, '').toLowerCase();
    for (const [re, to] of SHORT) if (chance(0.6)) out = out.replace(re, to);
  }
  if (chance(typoP)) {
    const guarded = new Set(protect.flatMap((p) => p.toLowerCase().split(/\s+/)));
    const words = out.split(' ');
    const idx = shuffle(words.map((_, i) => i)).find((i) => /^[a-z]{5,}$/i.test(words[i]!) && !guarded.has(words[i]!.toLowerCase()));
    if (idx !== undefined) words[idx] = R.typo(words[idx]!);
    out = words.join(' ');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Collection
const questions: Question[] = [];
// The fixture's own 60 questions are seen material: an identical wording is skipped.
const fixtureWordings = new Set(
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../shared/fixtures/assistant/questions.json'), 'utf8')) as Question[]).map((q) => q.question.toLowerCase()),
);
const seen = new Set<string>();
const counters = new Map<string, number>();
function add(category: string, question: string, expect: Question['expect'], history?: string[]): boolean {
  const key = `${expect.askAs}|${(history ?? []).join('|')}|${question.toLowerCase()}`;
  if (seen.has(key) || (!history && fixtureWordings.has(question.toLowerCase()))) return false;
  seen.add(key);
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  const slug = category.replace('/', '-').replace(/_/g, '-');
  questions.push({ id: `hand9-${slug}-${String(n).padStart(3, '0')}`, category, question, ...(history ? { history } : {}), expect });
  return true;
}
const allStreets = deals.map(street);

// ---------------------------------------------------------------------------------------------------------------
// Filters over deals, each with phrasings before ("pre") or after ("post") the noun
interface Filter { dim: string; namesStatus?: boolean; test: (d: Deal) => boolean; pre: string[]; post: string[]; protect?: string[] }
const filters: Filter[] = [];
const statusPhr: Record<string, [string[], string[]]> = {
  Active: [['active', 'live', 'active'], ['that are active', 'still active', 'currently active']],
  'On Hold': [['on-hold', 'paused'], ['on hold', 'that are on hold', 'parked on hold']],
  Closed: [['closed'], ['that closed', 'marked closed']],
  Dead: [['dead'], ['that died', 'marked dead', 'that fell through']],
};
for (const [s, [pre, post]] of Object.entries(statusPhr)) filters.push({ dim: 'status', namesStatus: true, test: (d) => d.status === s, pre, post });
for (const st of data.stages) {
  const sl = STAGE_SLANG[st]!;
  filters.push({ dim: 'stage', namesStatus: st === 'Funded', test: (d) => d.stage === st, pre: sl.filter((x) => !x.includes(' ') && x !== 'approval'), post: sl.map((x) => `in ${x}`) });
}
for (const [t, sl] of Object.entries(TYPE_SLANG)) filters.push({ dim: 'type', test: (d) => d.loan_type === t, pre: sl, post: sl.map((x) => `that are ${x}${/loan$/.test(x) ? 's' : ' loans'}`) });
for (const [st, names] of Object.entries(STATE_NAMES)) filters.push({ dim: 'state', test: (d) => stateOf(d) === st, pre: names, post: names.map((x) => `in ${x}`), protect: names });
for (const u of users.filter((x) => x.role === 'loan_officer')) {
  const nick = OFFICER_NICK[u.ref]!;
  filters.push({ dim: 'officer', test: (d) => d.officer === u.ref, pre: nick.map((n) => `${n}'s`), post: nick.flatMap((n) => [`for ${n}`, `assigned to ${n}`, `that ${n} is running`, `on ${n}'s desk`]), protect: nick });
}
const AMOUNTS: [number, string[]][] = [
  [250_000, ['250k', '$250,000', '250K']], [500_000, ['500k', '$500K', 'half a mil']], [750_000, ['750k', '$750,000']],
  [1_000_000, ['1M', '$1M', 'a million', '1 mil']], [1_500_000, ['1.5M', '$1.5 million', '1.5 mil']], [2_000_000, ['2M', '$2,000,000', '2 mil']],
  [2_500_000, ['2.5M', '$2.5M']], [3_000_000, ['3M', '$3 million', '3 mil']], [4_000_000, ['4M', '$4,000,000']],
];
for (const [n, words] of AMOUNTS) {
  if (deals.some((d) => d.loan_amount === n)) continue;
  filters.push({ dim: 'amount', test: (d) => d.loan_amount > n, pre: [], post: words.flatMap((w) => [`over ${w}`, `above ${w}`, `> ${w}`, `bigger than ${w}`]) });
  filters.push({ dim: 'amount', test: (d) => d.loan_amount < n, pre: [], post: words.flatMap((w) => [`under ${w}`, `below ${w}`, `smaller than ${w}`]) });
}
for (const r of [9, 10, 11, 12, 12.5, 13]) {
  filters.push({ dim: 'rate', test: (d) => d.interest_rate >= r, pre: [], post: [`at ${r}% or higher`, `with a rate of ${r}% or more`, `priced at ${r}%+`] });
  if (!deals.some((d) => d.interest_rate === r)) filters.push({ dim: 'rate', test: (d) => d.interest_rate < r, pre: [], post: [`under ${r}%`, `with rates below ${r}%`, `priced under ${r}`] });
}
const closeWords: Record<number, string[]> = {
  0: ['closing this month', 'scheduled to close this month', 'set to close this month', 'closing this mo'],
  1: ['closing next month', 'scheduled to close next month', `closing in ${namedMonth(1)}`, 'that close next month', 'closing nxt month'],
  2: [`closing in ${namedMonth(2)}`, `scheduled to close in ${namedMonth(2)}`],
};
for (const [o, w] of Object.entries(closeWords)) filters.push({ dim: 'close', test: (d) => monthOffset(d.estimated_closing_date) === Number(o), pre: [], post: w });
const appWords: Record<number, string[]> = {
  0: ['that came in this month', 'with applications this month', 'submitted this month', 'opened this month'],
  [-1]: ['that came in last month', 'submitted last month', 'with an application date last month', 'from last month', 'that came in last mo'],
};
for (const [o, w] of Object.entries(appWords)) filters.push({ dim: 'app', test: (d) => monthOffset(String(d.application_date)) === Number(o), pre: [], post: w });
for (const [p, sl] of Object.entries(PROP_SLANG)) filters.push({ dim: 'prop', test: (d) => d.property_type === p, pre: sl, post: sl.map((x) => `on ${x} properties`) });
filters.push({ dim: 'btype', test: (d) => d.borrower_type === 'Entity', pre: ['entity'], post: ['with entity borrowers', 'where the borrower is an entity'] });
filters.push({ dim: 'btype', test: (d) => d.borrower_type === 'Individual', pre: [], post: ['with individual borrowers', 'to individuals'] });
for (const et of ['LLC', 'Trust', 'Corporation', 'Partnership']) filters.push({ dim: 'btype', test: (d) => d.entity_type === et, pre: [], post: [`where the borrower is a ${et === 'LLC' ? 'LLC' : et.toLowerCase()}`, `with ${et === 'LLC' ? 'LLC' : et.toLowerCase()} borrowers`] });
for (const t of [6, 9, 12, 18, 24, 36]) filters.push({ dim: 'term', test: (d) => d.loan_term_months === t, pre: [`${t}-month`, `${t} mo`], post: [`with a ${t} month term`, `on ${t}-month terms`] });
const ACTIVE = filters.find((f) => f.dim === 'status' && f.test({ status: 'Active' } as Deal))!;

interface Combo { fs: Filter[]; rows: Deal[]; text: (noun: string) => string; protect: string[] }
function makeCombo(fs: Filter[]): Combo | null {
  let use = fs;
  let rows = deals.filter((d) => use.every((f) => f.test(d)));
  if (!use.some((f) => f.namesStatus)) {
    // The answer must not depend on whether closed, dead or on-hold deals count: otherwise name "active".
    if (rows.some((d) => d.status !== 'Active')) {
      use = [ACTIVE, ...use];
      rows = deals.filter((d) => use.every((f) => f.test(d)));
    }
  }
  const pres: string[] = [];
  const posts: string[] = [];
  for (const f of use) {
    if (f.pre.length && (!f.post.length || chance(0.5))) pres.push(pick(f.pre));
    else posts.push(pick(f.post));
  }
  const protect = use.flatMap((f) => f.protect ?? []);
  return { fs: use, rows, protect, text: (noun) => [...pres, noun, ...posts].join(' ').replace(/\s+/g, ' ') };
}
const DIMS = [...new Set(filters.map((f) => f.dim))];
function randomCombo(size: number): Combo | null {
  const dims = shuffle(DIMS).slice(0, size);
  return makeCombo(dims.map((dim) => pick(filters.filter((f) => f.dim === dim))));
}

// ---------------------------------------------------------------------------------------------------------------
// list/filter and no_result (lists)
const LIST_T = [
  (x: string) => `Which ${x}?`, (x: string) => `Show me ${x}.`, (x: string) => `list ${x}`, (x: string) => `Can you pull up ${x}?`,
  (x: string) => `pull ${x} pls`, (x: string) => `What ${x} do we have?`, (x: string) => `I need a list of ${x}.`, (x: string) => `any ${x}?`,
  (x: string) => `Please give me all ${x}.`, (x: string) => `give me the ${x}`, (x: string) => `Which are the ${x}, please?`, (x: string) => `find ${x}`,
  (x: string) => `need ${x} asap`, (x: string) => `hey can u list ${x}`, (x: string) => `What are all ${x} right now?`,
];
const NOUNS = ['deals', 'loans', 'files', 'deals', 'loans'];
let guard = 0;
let lists = 0;
let noneLists = 0;
while ((lists < 105 || noneLists < 15) && guard++ < 20000) {
  const c = randomCombo(1 + Math.floor(rand() * 3));
  if (!c) continue;
  const n = c.rows.length;
  if (n > 12) continue;
  if (n === 0 && noneLists >= 15) continue;
  if (n > 0 && lists >= 105) continue;
  const q = voice(pick(LIST_T)(c.text(pick(NOUNS))), c.protect);
  const ok = add(n ? 'list/filter' : 'no_result', q, { askAs: 'admin', mustContain: n ? c.rows.map(street) : [NONE], mustNotContain: others(c.rows) });
  if (ok && n) lists++;
  else if (ok) noneLists++;
}
// "my deals" lists, asked by loan officers
const MY_LIST_T = [(x: string) => `show my ${x}`, (x: string) => `what ${x} do I have`, (x: string) => `which of my ${x}`, (x: string) => `list my ${x} pls`];
for (let i = 0, made = 0; made < 18 && i < 500; i++) {
  const u = pick(users.filter((x) => x.role === 'loan_officer'));
  const c = randomCombo(1);
  if (!c || c.fs.some((f) => f.dim === 'officer')) continue;
  const rows = c.rows.filter((d) => d.officer === u.ref);
  if (rows.length === 0 || rows.length > 10) continue;
  if (add('list/filter', voice(pick(MY_LIST_T)(c.text(pick(NOUNS)))), { askAs: u.ref, mustContain: rows.map(street), mustNotContain: others(rows) })) made++;
}
// plural last names: "all the Carter loans" is a list, not an ambiguity
for (const [last, n] of lastCount) {
  if (n < 2) continue;
  const rows = deals.filter((d) => d.borrower_last_name === last);
  for (const t of [`show me all the ${last} loans`, `List every deal with a borrower named ${last}.`]) add('list/filter', voice(t, [last]), { askAs: 'admin', mustContain: rows.map(street), mustNotContain: others(rows) });
}

// ---------------------------------------------------------------------------------------------------------------
// count
const COUNT_T = [
  (x: string) => `How many ${x}?`, (x: string) => `how many ${x} do we have`, (x: string) => `# of ${x}?`, (x: string) => `count of ${x} pls`,
  (x: string) => `What's the count on ${x}?`, (x: string) => `How much ${x} we have now?`, (x: string) => `how many ${x} r there`,
  (x: string) => `Quick one: number of ${x}?`, (x: string) => `Can you tell me how many ${x} there are?`, (x: string) => `total number of ${x}`,
];
let counts = 0;
let noneCounts = 0;
guard = 0;
while ((counts < 95 || noneCounts < 8) && guard++ < 20000) {
  const c = randomCombo(1 + Math.floor(rand() * 3));
  if (!c) continue;
  const n = c.rows.length;
  if (n === 0 && noneCounts >= 8) continue;
  if (n > 0 && counts >= 95) continue;
  const q = voice(pick(COUNT_T)(c.text(pick(NOUNS))), c.protect);
  const ok = n
    ? add('count', q, { askAs: 'admin', mustContain: [countItem(n)], mustNotContain: [] })
    : add('no_result', q, { askAs: 'admin', mustContain: [{ anyOf: ['0', 'zero', 'no deals', 'no loans', 'none', 'there are no', "there aren't any", "don't have any", 'nothing'] }], mustNotContain: others([]) });
  if (ok && n) counts++;
  else if (ok) noneCounts++;
}
for (const u of users.filter((x) => x.role === 'loan_officer')) {
  for (const st of ['Underwriting', 'Closing', 'Structure', 'Application']) {
    const rows = deals.filter((d) => d.officer === u.ref && d.stage === st && d.status === 'Active');
    const t = pick([`how many active deals do I have in ${pick(STAGE_SLANG[st]!)}`, `How many of my active files are in ${st}?`, `my active count in ${pick(STAGE_SLANG[st]!)}?`]);
    add(rows.length ? 'count' : 'no_result', voice(t), { askAs: u.ref, mustContain: [rows.length ? countItem(rows.length) : { anyOf: ['0', 'zero', 'none', "don't have any", 'no deals', 'no active'] }], mustNotContain: [] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// deal_lookup
interface Field { name: string; ask: string[]; item: (d: Deal) => Item[]; when?: (d: Deal) => boolean }
const FIELDS: Field[] = [
  { name: 'amount', ask: ["What's the loan amount on {d}?", 'loan amt {d}?', 'how much is {d} for', 'how big is the loan on {d}', 'What is the amount of loan for {d}?', '{d} - loan size?'], item: (d) => [amountItem(d.loan_amount, true)] },
  { name: 'rate', ask: ["What's the rate on {d}?", 'rate on {d}?', 'what are we charging on {d}', 'Which interest rate has {d}?', 'int rate {d}', 'what rate did {d} get'], item: (d) => [rateText(d.interest_rate)] },
  { name: 'term', ask: ["What's the term on {d}?", 'term {d}?', 'how many months is {d}', 'How long is the loan term for {d}?'], item: (d) => [termItem(d.loan_term_months)] },
  { name: 'stage', ask: ['What stage is {d} in?', 'where is {d} at', 'stage on {d}?', 'In which stage is {d} now?', "where're we on {d}"], item: (d) => [d.stage] },
  { name: 'status', ask: ["What's the status of {d}?", 'status {d}?', 'is {d} still active?', 'Is {d} alive or on hold?'], item: (d) => [statusLabel(d.status)] },
  { name: 'officer', ask: ["Who's the LO on {d}?", 'who is running {d}', 'which loan officer has {d}?', 'Who is the loan officer for {d}, please?', 'whose file is {d}'], item: (d) => [officerName(d.officer!)] },
  { name: 'type', ask: ['What kind of loan is {d}?', 'loan type on {d}?', 'is {d} a bridge or what', 'What type of loan is {d}?'], item: (d) => [typeLabel(d.loan_type)] },
  { name: 'prop', ask: ['What property type is {d}?', 'what kind of property is {d}', 'is {d} a condo or sfr?'], item: (d) => [propLabel(ptype(d))] },
  { name: 'value', ask: ["What's the property value on {d}?", 'value on {d}?', 'what did we use for the value on {d}', 'purchase price {d}?'], item: (d) => [amountItem(d.purchase_price, true)] },
  { name: 'ltv', ask: ["What's the LTV on {d}?", 'ltv {d}?', 'Can you calculate the loan-to-value for {d}?', 'what LTV are we at on {d}'], item: (d) => [decimals((d.loan_amount / d.purchase_price) * 100)] },
  { name: 'payment', ask: ["What's the monthly interest-only payment on {d}?", 'monthly pmt on {d}? (IO)', 'how much is the monthly interest on {d}', 'What monthly payment does {d} have, interest only?'], item: (d) => [dollarsItem((d.loan_amount * d.interest_rate) / 100 / 12)] },
  { name: 'borrower', ask: ["Who's the borrower on {d}?", 'borrower name on {d}?', 'who is borrowing on {d}', 'Whose loan is {d}?'], item: (d) => [borrowerName(d)] },
  { name: 'email', ask: ["What's the borrower's email on {d}?", 'borrower email for {d}', 'email for the borrower on {d}?'], item: (d) => [d.borrower_email] },
  { name: 'phone', ask: ["What's the borrower's phone number on {d}?", 'borrower cell on {d}?', 'phone # for borrower on {d}'], item: (d) => [phoneItem(d.borrower_phone as string)] },
  { name: 'closeMonth', ask: ['When is {d} supposed to close?', 'est closing on {d}?', 'what month does {d} close'], item: (d) => [monthItem(monthOffset(d.estimated_closing_date))], when: (d) => d.status === 'Active' },
  { name: 'summary', ask: ['Give me a summary of {d}.', 'rundown on {d}', 'quick summary {d} pls', 'tell me about {d}', 'Can you give me overview of {d}?'], item: (d) => [street(d), d.stage, amountItem(d.loan_amount, true), rateText(d.interest_rate), typeLabel(d.loan_type)] },
];
function lookup(d: Deal, f: Field, ref?: string) {
  const r = ref ?? refTo(d);
  let q = pick(f.ask).replace('{d}', r);
  if (/^[a-z]/.test(r) && q.startsWith(r)) q = q[0]!.toUpperCase() + q.slice(1);
  return voice(q, [r]);
}
let lookups = 0;
guard = 0;
while (lookups < 115 && guard++ < 5000) {
  const d = pick(deals);
  const f = pick(FIELDS);
  if (f.name === 'borrower' && (deals.indexOf(d) % 2 === 0)) continue;
  if (f.when && !f.when(d)) continue;
  const ref = refTo(d);
  if (f.name === 'borrower' && !/\d/.test(ref)) continue; // asking who the borrower is by the borrower's name says nothing
  if (f.name === 'type' && /bridge or what/.test(ref)) continue;
  if (add('deal_lookup', lookup(d, f, ref), { askAs: 'admin', mustContain: f.item(d), mustNotContain: [] })) lookups++;
}
// misspelt borrower names and reverse lookups (which deal is an entity's)
for (const d of shuffle(deals.filter((x) => personUnique(x) && x.borrower_last_name!.length >= 7)).slice(0, 10)) {
  const bad = R.typo(d.borrower_last_name!);
  if (bad === d.borrower_last_name) continue;
  add('deal_lookup', voice(pick([`whats the amt on the ${bad} deal`, `${bad} loan - what stage?`, `rate on ${bad}?`]).replace('ths', 'the')), {
    askAs: 'admin', mustContain: [street(d)], mustNotContain: [],
  });
}
for (const d of shuffle(deals.filter((x) => x.entity_name)).slice(0, 8)) {
  add('deal_lookup', voice(pick([`What's the property address for ${shortEntity(d.entity_name!)}?`, `where is the ${shortEntity(d.entity_name!)} property`, `Which deal is ${d.entity_name}'s?`]), [d.entity_name!]), {
    askAs: 'admin', mustContain: [street(d)], mustNotContain: [],
  });
}

// ---------------------------------------------------------------------------------------------------------------
// contact_lookup
const contacts = data.contacts;
const ROLE_PL: Record<string, string[]> = {
  Broker: ['brokers', 'broker contacts', 'mortgage brokers'], Lender: ['lenders', 'capital partners', 'lender contacts'],
  'Escrow Officer': ['escrow officers', 'escrow people', 'escrow contacts'], 'Title Officer': ['title officers', 'title reps', 'title people'],
  'Real Estate Agent': ['real estate agents', 'realtors', 'agents'], Attorney: ['attorneys', 'lawyers', 'closing attorneys'], Borrower: ['borrower contacts'],
};
const contactNames = contacts.map((c) => c.name);
const nickOf = (n: string) => pick([n, n, n.toLowerCase(), n.split(' ')[0] + ' ' + n.split(' ')[1]![0]]);
for (const c of shuffle(contacts).slice(0, 32)) {
  const nm = chance(0.85) ? c.name : nickOf(c.name);
  const kind = pick(['phone', 'email', 'company', 'role', 'phone', 'email']);
  if (kind === 'phone' && c.phone) add('contact_lookup', voice(pick([`What's the phone number for ${nm}?`, `${nm} phone #`, `number for ${nm}?`, `how do I reach ${nm} by phone`, `Can you give me ${nm}'s cell?`]), [nm]), { askAs: 'admin', mustContain: [phoneItem(c.phone)], mustNotContain: [] });
  else if (kind === 'email' && c.email) add('contact_lookup', voice(pick([`What's ${nm}'s email?`, `email for ${nm}`, `${nm} email addr?`, `Please send me the e-mail of ${nm}.`]), [nm]), { askAs: 'admin', mustContain: [c.email], mustNotContain: [] });
  else if (kind === 'company' && c.company) add('contact_lookup', voice(pick([`What company is ${nm} with?`, `who does ${nm} work for`, `${nm} - which firm?`]), [nm]), { askAs: 'admin', mustContain: [c.company], mustNotContain: [] });
  else if (kind === 'role') add('contact_lookup', voice(pick([`What does ${nm} do for us?`, `is ${nm} a broker or title?`, `What's ${nm}'s role?`]), [nm]), { askAs: 'admin', mustContain: [c.role], mustNotContain: [] });
}
for (const [role, pl] of Object.entries(ROLE_PL)) {
  const names = contacts.filter((c) => c.role === role).map((c) => c.name);
  for (const p of shuffle(pl).slice(0, 2)) add('contact_lookup', voice(pick([`Who are our ${p}?`, `list the ${p}`, `which ${p} do we work with`, `Show me all ${p}.`])), { askAs: 'admin', mustContain: names, mustNotContain: contactNames.filter((n) => !names.includes(n)) });
}
const companies = [...new Set(contacts.map((c) => c.company).filter((x): x is string => !!x))];
for (const co of shuffle(companies).slice(0, 12)) {
  const names = contacts.filter((c) => c.company === co).map((c) => c.name);
  const short = co.replace(/\s+(Co\.|Group|LLP|PLLC|Services)$/, '');
  add('contact_lookup', voice(pick([`Who do we know at ${short}?`, `contacts at ${short}`, `Which contacts work at ${co}?`, `anyone from ${short} in our contacts`]), [short]), { askAs: 'admin', mustContain: names, mustNotContain: contactNames.filter((n) => !names.includes(n)) });
}
// a deal's parties by role
const DEAL_ROLE_ASK: Record<string, string[]> = {
  'Title Officer': ["Who's title on {d}?", 'title officer for {d}?', 'who is doing title on {d}'],
  'Escrow Officer': ["Who's the escrow officer on {d}?", 'escrow on {d}?', 'which escrow officer handles {d}'],
  Broker: ['Who brought in {d}?', 'broker on {d}?', 'who is the broker for {d}'],
  Lender: ["Who's the capital partner on {d}?", 'lender on {d}?'],
  'Real Estate Agent': ["Who's the agent on {d}?", 'realtor for {d}?'],
  Attorney: ["Who's the attorney on {d}?", 'closing attorney for {d}?'],
};
for (const d of shuffle(deals).slice(0, 40)) {
  const link = pick(d.contacts.filter((x) => x.role !== 'Borrower').length ? d.contacts.filter((x) => x.role !== 'Borrower') : [null]);
  if (!link) continue;
  const sameRole = d.contacts.filter((x) => x.role === link.role).map((x) => contacts.find((c) => c.ref === x.contact)!.name);
  const r = refTo(d);
  add('contact_lookup', voice(pick(DEAL_ROLE_ASK[link.role]!).replace('{d}', r), [r]), { askAs: 'admin', mustContain: sameRole, mustNotContain: [] });
}
for (const c of shuffle(contacts.filter((x) => x.role !== 'Borrower')).slice(0, 14)) {
  const every = deals.filter((d) => d.contacts.some((x) => x.contact === c.ref));
  // a status the question does not name must not matter: name "active" when some of the deals are not
  const allActive = every.every((d) => d.status === 'Active');
  const rows = every.filter((d) => d.status === 'Active');
  if (rows.length === 0 || rows.length > 10) continue;
  const q = allActive
    ? pick([`What deals is ${c.name} on?`, `which files does ${c.name} touch`, `Show me the deals ${c.name} is involved in.`, `${c.name} - what loans?`])
    : pick([`What active deals is ${c.name} on?`, `which live files does ${c.name} touch`, `Show me the active deals ${c.name} is involved in.`]);
  add('contact_lookup', voice(q, [c.name]), { askAs: 'admin', mustContain: rows.map(street), mustNotContain: others(rows) });
}
for (const d of shuffle(deals.filter((x) => x.contacts.length === 0))) {
  add('contact_lookup', voice(`Who are the contacts on ${street(d)}?`), { askAs: 'admin', mustContain: [{ anyOf: ['no contacts', 'none', "don't have any", 'no parties', 'not have any', 'there are no', 'nothing', 'no linked'] }], mustNotContain: contactNames.filter((n) => n !== borrowerName(d)) });
}

// ---------------------------------------------------------------------------------------------------------------
// pipeline_breakdown
const stateLabel = (s: string): Item => ({ anyOf: [s, STATE_FULL[s]!] });
interface Group { key: (d: Deal) => string; order?: readonly string[]; label: (g: string) => Item; words: string[] }
const GROUPS: Group[] = [
  { key: (d) => d.stage, order: data.stages, label: (g) => g, words: ['stage', 'stage', 'pipeline stage'] },
  { key: (d) => d.status, order: ['Active', 'On Hold', 'Closed', 'Dead'], label: statusLabel, words: ['status'] },
  { key: (d) => d.loan_type, label: typeLabel, words: ['loan type', 'product', 'type'] },
  { key: (d) => stateOf(d), label: stateLabel, words: ['state', 'state', 'geography'] },
  { key: (d) => d.officer!, label: (g) => officerName(g), words: ['loan officer', 'LO', 'officer'] },
  { key: (d) => ptype(d), label: propLabel, words: ['property type', 'collateral type'] },
];
function groupsOf(g: Group, rows: Deal[]): Item[] {
  const m = new Map<string, Deal[]>();
  for (const d of rows) m.set(g.key(d), [...(m.get(g.key(d)) ?? []), d]);
  return [...m.entries()].sort((a, b) => (g.order ? g.order.indexOf(a[0]) - g.order.indexOf(b[0]) : 0)).flatMap(([k, l]) => [g.label(k), countItem(l.length), amountItem(sum(l), true)]);
}
const BD_T = [
  (scope: string, w: string) => `Break down ${scope} by ${w} with volume.`, (scope: string, w: string) => `${scope} by ${w} - count and $`,
  (scope: string, w: string) => `Can I get a ${w} breakdown of ${scope}, number of deals and total dollars?`,
  (scope: string, w: string) => `how does ${scope} split out by ${w}? need counts + volume`, (scope: string, w: string) => `pipeline report: ${scope} per ${w}, # and amt`,
  (scope: string, w: string) => `Please show ${scope} grouped by ${w} with the loan volume of each.`,
];
const SCOPES: [string, (d: Deal) => boolean, boolean][] = [
  ['all deals', () => true, true], ['our deals', () => true, true], ['the active pipeline', (d) => d.status === 'Active', false],
  ['active deals', (d) => d.status === 'Active', false], ['active loans in Texas', (d) => d.status === 'Active' && stateOf(d) === 'TX', false],
  ['active Florida deals', (d) => d.status === 'Active' && stateOf(d) === 'FL', false], ['active bridge loans', (d) => d.status === 'Active' && d.loan_type === 'Bridge Loan', false],
  ['active deals closing next month', (d) => d.status === 'Active' && monthOffset(d.estimated_closing_date) === 1, false],
  ['active Cali deals', (d) => d.status === 'Active' && stateOf(d) === 'CA', false],
];
let bds = 0;
guard = 0;
while (bds < 46 && guard++ < 3000) {
  const g = pick(GROUPS);
  const [scope, test, all] = pick(SCOPES);
  if (g.words[0] === 'status' && !all) continue;
  if (g.words[0] === 'state' && /Texas|Florida|Cali/.test(scope)) continue; // one state: nothing to break down
  const rows = deals.filter(test);
  if (g.words[0] !== 'status' && all && rows.some((d) => d.status !== 'Active') && g.words[0] !== 'stage') continue; // unnamed status must not matter
  if (g.words[0] === 'stage' && all) {
    // stages of all deals include closed and dead ones: fine only when the question names "all"
    if (!/all/.test(scope)) continue;
  }
  const items = groupsOf(g, rows);
  if (add('pipeline_breakdown', voice(pick(BD_T)(scope, pick(g.words))), { askAs: 'admin', mustContain: items, mustNotContain: [] })) bds++;
}

// ---------------------------------------------------------------------------------------------------------------
// aggregate
const AGG_SCOPES: [string, (d: Deal) => boolean][] = [
  ['active deals', (d) => d.status === 'Active'], ['our active book', (d) => d.status === 'Active'], ['all deals', () => true],
  ...Object.entries(STATE_NAMES).map(([st, n]): [string, (d: Deal) => boolean] => [`active deals in ${pick(n)}`, (d) => d.status === 'Active' && stateOf(d) === st]),
  ...Object.entries(TYPE_SLANG).map(([t, n]): [string, (d: Deal) => boolean] => [`active ${pick(n)} loans`, (d) => d.status === 'Active' && d.loan_type === t]),
  ...users.filter((u) => u.role === 'loan_officer').map((u): [string, (d: Deal) => boolean] => [`${pick(OFFICER_NICK[u.ref]!)}'s active deals`, (d) => d.status === 'Active' && d.officer === u.ref]),
  ...data.stages.slice(0, 5).map((s): [string, (d: Deal) => boolean] => [`active deals in ${pick(STAGE_SLANG[s]!)}`, (d) => d.status === 'Active' && d.stage === s]),
  ['on-hold deals', (d) => d.status === 'On Hold'], ['dead deals', (d) => d.status === 'Dead'], ['funded loans', (d) => d.stage === 'Funded'],
  ['deals closing this month', (d) => monthOffset(d.estimated_closing_date) === 0], ['deals closing next month', (d) => monthOffset(d.estimated_closing_date) === 1],
];
type Agg = { ask: string[]; items: (rows: Deal[]) => Item[] | null };
const AGGS: Agg[] = [
  { ask: ["What's the total loan volume of {s}?", 'total $ on {s}', 'how much volume is in {s}', 'sum of loan amounts for {s}?', 'What is total amount of {s}?'], items: (r) => [amountItem(sum(r), true)] },
  { ask: ["What's the average loan amount for {s}?", 'avg loan size {s}?', 'average deal size on {s}'], items: (r) => [dollarsItem(sum(r) / r.length)] },
  { ask: ["What's the average rate on {s}?", 'avg rate {s}', 'what are we averaging on rate for {s}'], items: (r) => [decimals(r.reduce((s, d) => s + d.interest_rate, 0) / r.length)] },
  { ask: ["What's the biggest loan among {s}?", 'largest loan in {s}?', 'which of {s} is the biggest'], items: (r) => { const m = Math.max(...r.map((d) => d.loan_amount)); const w = r.filter((d) => d.loan_amount === m); return w.length === 1 ? [street(w[0]!), amountItem(m, true)] : null; } },
  { ask: ["What's the smallest loan among {s}?", 'smallest deal in {s}?', 'which of {s} is the smallest one'], items: (r) => { const m = Math.min(...r.map((d) => d.loan_amount)); const w = r.filter((d) => d.loan_amount === m); return w.length === 1 ? [street(w[0]!), amountItem(m, true)] : null; } },
  { ask: ['Which of {s} has the highest rate?', 'highest rate in {s}?'], items: (r) => { const m = Math.max(...r.map((d) => d.interest_rate)); const w = r.filter((d) => d.interest_rate === m); return w.length === 1 ? [street(w[0]!), rateText(m)] : null; } },
  { ask: ['How many {s} and for how much in total?', 'count and volume of {s}?'], items: (r) => [countItem(r.length), amountItem(sum(r), true)] },
];
let aggs = 0;
guard = 0;
while (aggs < 80 && guard++ < 5000) {
  const [s, test] = pick(AGG_SCOPES);
  const rows = deals.filter(test);
  if (rows.length < 2) continue;
  const a = pick(AGGS);
  const items = a.items(rows);
  if (!items) continue;
  if (add('aggregate', voice(pick(a.ask).replace('{s}', s)), { askAs: 'admin', mustContain: items, mustNotContain: [] })) aggs++;
}
{
  const fundedLast = deals.filter((d) => d.stage === 'Funded' && monthOffset(d.estimated_closing_date) === -1);
  for (const t of ['How much did we fund last month?', 'funded volume last month?', 'what did we close/fund last month in $', 'Total funded last month please'])
    add('aggregate', voice(t), { askAs: 'admin', mustContain: [amountItem(sum(fundedLast), true)], mustNotContain: [] });
  const closeThis = deals.filter((d) => monthOffset(d.estimated_closing_date) === 0);
  for (const t of ["What's the volume closing this month?", 'how much $ is set to close this month', 'dollar amount scheduled to close this mo?'])
    add('aggregate', voice(t), { askAs: 'admin', mustContain: [amountItem(sum(closeThis), true)], mustNotContain: [] });
  for (const u of users.filter((x) => x.role === 'loan_officer')) {
    const mine = deals.filter((d) => d.officer === u.ref && d.status === 'Active');
    add('aggregate', voice(pick(["What's the total volume of my active deals?", 'how much active volume do I have', 'my active pipeline in $?'])), { askAs: u.ref, mustContain: [amountItem(sum(mine), true)], mustNotContain: [] });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// tasks
const tasks = data.tasks;
const allTitles = tasks.map((t) => t.title);
const tOff = (t: (typeof tasks)[number]) => monthOffset(t.due_date!);
/** Required tasks, tasks that may appear or not, everything else forbidden. */
function taskExpect(askAs: string, req: typeof tasks, maybe: typeof tasks = [], emptyOk = true): Question['expect'] | null {
  if (req.length === 0 && !emptyOk) return null;
  const allowed = new Set([...req, ...maybe].map((t) => t.title));
  return { askAs, mustContain: req.length ? req.map((t) => t.title) : [{ anyOf: ['no tasks', 'no open tasks', 'no overdue', 'none', 'nothing', "don't have any", 'do not have any', 'there are no', 'all caught up', 'zero', 'no high', 'not have any'] }], mustNotContain: allTitles.filter((x) => !allowed.has(x)) };
}
const staff = users.filter((u) => u.role === 'loan_officer' || u.role === 'admin');
const open = tasks.filter((t) => t.status === 'open');
for (const u of staff) {
  const mine = open.filter((t) => t.assignee === u.ref);
  const nick = pick(OFFICER_NICK[u.ref]!);
  const overdueReq = mine.filter((t) => tOff(t) < 0);
  const overdueMaybe = mine.filter((t) => tOff(t) === 0);
  const specs: [string, string, Question['expect'] | null][] = [
    [u.ref, pick(['What are my open tasks?', 'my to-dos?', 'what do i have open', "What's on my plate?"]), taskExpect(u.ref, mine)],
    ['admin', pick([`What open tasks does ${nick} have?`, `what's on ${nick}'s plate`, `${nick} open tasks?`, `Show tasks open for ${nick}.`]), taskExpect('admin', mine)],
    [u.ref, pick(["What's overdue for me?", 'am i behind on anything', 'Which of my tasks are overdue?', 'overdue tasks mine']), taskExpect(u.ref, overdueReq, overdueMaybe)],
    ['admin', pick([`Is ${nick} behind on anything?`, `overdue tasks for ${nick}?`, `Which tasks of ${nick} are past due?`]), taskExpect('admin', overdueReq, overdueMaybe)],
    [u.ref, pick(['What tasks do I have due this month?', 'my tasks due this month', 'what do I need to get done this month']), taskExpect(u.ref, mine.filter((t) => tOff(t) === 0))],
    [u.ref, pick(["What's due next month for me?", 'my tasks due next month?', 'anything on my list for next month']), taskExpect(u.ref, mine.filter((t) => tOff(t) === 1))],
    ['admin', pick([`What's ${nick} got due next month?`, `${nick}'s tasks next month`]), taskExpect('admin', mine.filter((t) => tOff(t) === 1))],
    [u.ref, pick(['Do I have any high-priority tasks open?', 'my high prio tasks?', 'anything urgent on my list?']), taskExpect(u.ref, mine.filter((t) => t.priority === 'high'))],
    ['admin', pick([`What high priority stuff does ${nick} have open?`, `${nick} urgent tasks?`]), taskExpect('admin', mine.filter((t) => t.priority === 'high'))],
    ['admin', pick([`What has ${nick} finished?`, `completed tasks for ${nick}?`, `which tasks did ${nick} close out`]), taskExpect('admin', tasks.filter((t) => t.assignee === u.ref && t.status === 'done'))],
    [u.ref, pick(['How many open tasks do I have?', 'count of my open tasks?']), mine.length ? { askAs: u.ref, mustContain: [countItem(mine.length)], mustNotContain: [] } : null],
  ];
  for (const [, q, e] of specs) if (e) add(e.mustContain![0] && typeof e.mustContain![0] === 'object' && !e.mustContain!.some((x) => typeof x === 'string') && !(e.mustContain![0] as { anyOf: string[] }).anyOf.includes('0') && e.mustContain!.length === 1 && (e.mustContain![0] as { anyOf: string[] }).anyOf.includes('no tasks') ? 'no_result' : 'tasks', voice(q), e);
}
{
  const req = open.filter((t) => tOff(t) < 0);
  const maybe = open.filter((t) => tOff(t) === 0);
  for (const q of ['Which tasks are overdue?', 'whats overdue', 'Show me everything past due.', 'overdue tasks across the team?', 'Are there any tasks that are late?', 'list all overdue to-dos'])
    add('tasks', voice(q), taskExpect('admin', req, maybe)!);
  for (const q of ['What tasks are due this month?', 'team tasks due this month', 'Which open tasks are due this month?'])
    add('tasks', voice(q), taskExpect('admin', open.filter((t) => tOff(t) === 0))!);
  for (const q of ["What's due next month?", 'tasks due next month across the team'])
    add('tasks', voice(q), taskExpect('admin', open.filter((t) => tOff(t) === 1))!);
  for (const q of ['Which open tasks are high priority?', 'all high-prio open tasks', 'show urgent open tasks'])
    add('tasks', voice(q), taskExpect('admin', open.filter((t) => t.priority === 'high'))!);
  for (const q of ['Which open tasks are not tied to any deal?', 'open admin tasks with no deal attached?'])
    add('tasks', voice(q), taskExpect('admin', open.filter((t) => !t.deal))!);
  const overdueHigh = open.filter((t) => t.priority === 'high');
  add('tasks', voice('Which high priority tasks are overdue?'), taskExpect('admin', overdueHigh.filter((t) => tOff(t) < 0), overdueHigh.filter((t) => tOff(t) === 0))!);
}
for (const d of deals.filter((x) => tasks.some((t) => t.deal === x.ref))) {
  const all = tasks.filter((t) => t.deal === d.ref);
  const hasDone = all.some((t) => t.status === 'done');
  const req = hasDone ? all.filter((t) => t.status === 'open') : all;
  const r = refTo(d);
  const q = hasDone
    ? pick([`What open tasks are on ${r}?`, `open to-dos for ${r}?`, `anything still open on ${r}?`])
    : pick([`What tasks are linked to ${r}?`, `tasks on ${r}?`, `What's left to do on ${r}?`, `any tasks for ${r}`]);
  add(req.length ? 'tasks' : 'no_result', voice(q, [r]), taskExpect('admin', req)!);
}

// ---------------------------------------------------------------------------------------------------------------
// notes_docs
const notes = data.notes;
function noteFacts(text: string): Item[] {
  const amount = (s: string) => amountItem(Number(s.replace(/[$,]/g, '')), true);
  let m: RegExpExecArray | null;
  if ((m = /extend the rate lock by (\d+) days/.exec(text))) return ['rate lock', `${m[1]} days`];
  if ((m = /will send the (.+?) by Friday/.exec(text))) return [m[1]!];
  if ((m = /estimated ARV (\$[\d,]+)/.exec(text))) return [amount(m[1]!)];
  if ((m = /Appraisal came in at (\$[\d,]+)/.exec(text))) return [amount(m[1]!)];
  if ((m = /earnest money deposit of (\$[\d,]+)/.exec(text))) return [amount(m[1]!)];
  if ((m = /returned by (.+?)\.$/.exec(text))) return [m[1]!];
  if ((m = /Survey ordered with (.+?)(?: Co\.)?;/.exec(text))) return [m[1]!];
  if ((m = /mechanic's lien from (.+?);/.exec(text))) return [m[1]!];
  if ((m = /\$([\d,]+) repair credit/.exec(text))) return [amount(m[1]!)];
  if ((m = /Insurance binder received from (.+?)\.$/.exec(text))) return [m[1]!];
  throw new Error(`no fact in note: ${text}`);
}
const notedDeals = deals.filter((d) => notes.some((n) => n.deal === d.ref));
for (const d of notedDeals) {
  const ns = notes.filter((n) => n.deal === d.ref).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const facts = [...new Map(ns.flatMap((n) => noteFacts(n.note_text)).map((i) => [JSON.stringify(i), i])).values()];
  for (let k = 0; k < (chance(0.5) ? 2 : 1); k++) {
    const r = refTo(d);
    add('notes_docs', voice(pick([`What notes are on ${r}?`, `any notes on ${r}`, `Summarize the notes for ${r}.`, `what's the latest on ${r}? notes pls`, `Can you read me the notes of ${r}?`, `${r} notes?`]), [r]), { askAs: 'admin', mustContain: facts, mustNotContain: [] });
  }
  const last = ns.at(-1)!;
  if (ns.length > 1 && ns.at(-2)!.created_at !== last.created_at) {
    const r = refTo(d);
    add('notes_docs', voice(pick([`What's the most recent note on ${r}?`, `last note on ${r}?`, `newest note for ${r}`]), [r]), { askAs: 'admin', mustContain: noteFacts(last.note_text), mustNotContain: [] });
  }
  for (const n of ns) {
    const r = refTo(d);
    if (/Appraisal/.test(n.note_text)) add('notes_docs', voice(pick([`What did the appraisal come in at on ${r}?`, `appraisal value ${r}?`]), [r]), { askAs: 'admin', mustContain: noteFacts(n.note_text), mustNotContain: [] });
    if (/earnest money/.test(n.note_text)) add('notes_docs', voice(pick([`How much EMD on ${r}?`, `earnest money deposit for ${r}?`]), [r]), { askAs: 'admin', mustContain: noteFacts(n.note_text), mustNotContain: [] });
    if (/lien/.test(n.note_text)) add('notes_docs', voice(pick([`Any liens on ${r}?`, `title issues on ${r}?`]), [r]), { askAs: 'admin', mustContain: noteFacts(n.note_text), mustNotContain: [] });
    if (/Survey/.test(n.note_text)) add('notes_docs', voice(pick([`Who's doing the survey on ${r}?`, `survey company for ${r}?`]), [r]), { askAs: 'admin', mustContain: noteFacts(n.note_text), mustNotContain: [] });
    if (/Insurance binder/.test(n.note_text)) add('notes_docs', voice(pick([`Who's the insurer on ${r}?`, `did we get the insurance binder on ${r}? from who?`]), [r]), { askAs: 'admin', mustContain: noteFacts(n.note_text), mustNotContain: [] });
  }
}
const noteList = (re: RegExp) => deals.filter((d) => notes.some((n) => n.deal === d.ref && re.test(n.note_text)));
for (const [re, qs] of [
  [/mechanic's lien/, ['Which deals have an open mechanic\'s lien?', 'any active deals w/ liens showing on title?']],
  [/rate lock/, ['Which borrowers asked to extend their rate lock?', 'what active deals have rate lock extension requests in the notes']],
  [/Survey ordered/, ['Which deals have a survey ordered?', 'surveys ordered on what active deals?']],
  [/Insurance binder received/, ['Which deals have the insurance binder in?', 'on which active deals did we receive the insurance binder']],
] as [RegExp, string[]][]) {
  // the first wording names every status, the second only active deals
  const rows = noteList(re);
  add('notes_docs', voice(`Across all deals, including closed and dead ones: ${qs[0]!.charAt(0).toLowerCase()}${qs[0]!.slice(1)}`), { askAs: 'admin', mustContain: rows.map(street), mustNotContain: others(rows) });
  const act = rows.filter((d) => d.status === 'Active');
  add(act.length ? 'notes_docs' : 'no_result', voice(qs[1]!), { askAs: 'admin', mustContain: act.length ? act.map(street) : [NONE], mustNotContain: others(act) });
}
for (const d of shuffle(deals.filter((x) => !notes.some((n) => n.deal === x.ref) && x.status === 'Active')).slice(0, 8)) {
  add('notes_docs', voice(`Any notes on ${street(d)}?`), { askAs: 'admin', mustContain: [{ anyOf: ['no notes', 'none', 'nothing', "don't have any", 'do not have any', 'there are no', "there aren't any", 'no deal notes', 'not have any notes', "doesn't have any", 'does not have any'] }], mustNotContain: [] });
}

// ---------------------------------------------------------------------------------------------------------------
// update_proposal (absolute and relative changes; never confirmed)
const TERMS = [6, 9, 12, 18, 24, 36];
const round2 = (x: number) => Math.round(x * 100) / 100;
const fmtAmt = (n: number) => pick([money(n), n.toLocaleString('en-US'), n % 1000 === 0 && n < 1_000_000 ? `${n / 1000}k` : money(n), n >= 1_000_000 && n % 10_000 === 0 ? `${n / 1_000_000}M` : money(n), n >= 1_000_000 && n % 100_000 === 0 ? `${n / 1_000_000} mil` : n.toLocaleString('en-US')]);
type Change = { text: (r: string) => string; changes: Record<string, string | number> } | null;
const UPDATES: ((d: Deal) => Change)[] = [
  (d) => { const v = pick([8.75, 9.5, 10, 10.25, 11, 11.5, 12, 12.75, 13].filter((x) => x !== d.interest_rate)); return { text: (r) => pick([`Set the rate on ${r} to ${v}%.`, `change rate on ${r} to ${v}`, `${r} rate should be ${v}% pls update`, `Please update interest rate of ${r} to ${v} percent.`]), changes: { interest_rate: v } }; },
  (d) => ({ text: (r) => pick([`bump the rate on ${r} by 25 bps`, `Raise the rate on ${r} by a quarter point.`, `up ${r}'s rate .25`]), changes: { interest_rate: round2(d.interest_rate + 0.25) } }),
  (d) => ({ text: (r) => pick([`Drop the rate on ${r} by half a point.`, `knock 50 bps off the rate on ${r}`, `lower rate ${r} by 0.5%`]), changes: { interest_rate: round2(d.interest_rate - 0.5) } }),
  (d) => ({ text: (r) => pick([`Increase the rate on ${r} by 1 percentage point.`, `add 100 bps to ${r}'s rate`]), changes: { interest_rate: round2(d.interest_rate + 1) } }),
  (d) => { const v = Math.round((d.loan_amount * pick([0.9, 1.1, 0.95, 1.05])) / 5000) * 5000; return v === d.loan_amount ? null : { text: (r) => pick([`Change the loan amount on ${r} to ${fmtAmt(v)}.`, `update ${r} loan amt to ${fmtAmt(v)}`, `${r}: new loan amount ${fmtAmt(v)}`, `Set the amount for ${r} to ${fmtAmt(v)}, please.`]), changes: { loan_amount: v } }; },
  (d) => { const k = pick([25_000, 50_000, 100_000]); return { text: (r) => pick([`bump the loan amount on ${r} by ${k / 1000}k`, `Increase ${r}'s loan by $${k.toLocaleString('en-US')}.`, `add ${k / 1000}k to the loan on ${r}`]), changes: { loan_amount: d.loan_amount + k } }; },
  (d) => { const k = pick([25_000, 50_000]); return d.loan_amount - k <= 0 ? null : { text: (r) => pick([`Reduce the loan amount on ${r} by $${k.toLocaleString('en-US')}.`, `cut ${k / 1000}k off the loan on ${r}`]), changes: { loan_amount: d.loan_amount - k } }; },
  (d) => { const v = Math.round(d.loan_amount * 0.9); return v % 1 ? null : { text: (r) => pick([`Cut the loan amount on ${r} by 10%.`, `reduce ${r} amount 10 percent`]), changes: { loan_amount: v } }; },
  (d) => { const v = pick(TERMS.filter((t) => t !== d.loan_term_months)); return { text: (r) => pick([`Update the term on ${r} to ${v} months.`, `make ${r} a ${v} month term`, `term on ${r} -> ${v} mo`, `Change loan term of ${r} to ${v} months please.`]), changes: { loan_term_months: v } }; },
  (d) => { const v = d.loan_term_months + 6; return TERMS.includes(v) ? { text: (r) => pick([`Extend the term on ${r} by 6 months.`, `add 6 months to the term on ${r}`, `extend ${r} six more months`]), changes: { loan_term_months: v } } : null; },
  (d) => { const v = d.loan_term_months + 12; return TERMS.includes(v) ? { text: (r) => pick([`Add a year to the term on ${r}.`, `extend ${r}'s term 12 months`]), changes: { loan_term_months: v } } : null; },
  (d) => { const v = pick(data.stages.filter((s) => s !== d.stage)); return { text: (r) => pick([`Move ${r} to ${v}.`, `move ${r} to ${pick(STAGE_SLANG[v]!)}`, `${r} -> ${v}`, `Please change the stage of ${r} to ${v}.`, `push ${r} into ${v}`]), changes: { stage: v } }; },
  (d) => { const i = data.stages.indexOf(d.stage); return i < data.stages.length - 1 ? { text: (r) => pick([`Move ${r} to the next stage.`, `advance ${r} one stage`, `bump ${r} forward a stage`]), changes: { stage: data.stages[i + 1]! } } : null; },
  (d) => { const i = data.stages.indexOf(d.stage); return i > 0 ? { text: (r) => pick([`Move ${r} back a stage.`, `kick ${r} back one stage`]), changes: { stage: data.stages[i - 1]! } } : null; },
  (d) => (d.status === 'Active' ? { text: (r) => pick([`Put ${r} on hold.`, `pause ${r}`, `${r} on hold pls`, `Please set ${r} status to on hold.`]), changes: { status: 'On Hold' } } : null),
  (d) => (d.status === 'Active' ? { text: (r) => pick([`Mark ${r} as dead.`, `kill ${r}, borrower walked`, `${r} is dead, update it`]), changes: { status: 'Dead' } } : null),
  (d) => (d.status === 'On Hold' ? { text: (r) => pick([`Take ${r} off hold.`, `reactivate ${r}`, `${r} is back on, set it active`]), changes: { status: 'Active' } } : null),
  (d) => { const v = Math.round((d.purchase_price * 1.05) / 5000) * 5000; return { text: (r) => pick([`Update the property value on ${r} to ${fmtAmt(v)}.`, `value on ${r} came in at ${fmtAmt(v)}, update it`, `set purchase price for ${r} to ${fmtAmt(v)}`]), changes: { purchase_price: v } }; },
  (d) => { const v = pick([9.25, 10.5, 11.75].filter((x) => x !== d.interest_rate)); const t = pick(TERMS.filter((x) => x !== d.loan_term_months)); return { text: (r) => pick([`Set the rate to ${v}% and the term to ${t} months on ${r}.`, `${r}: rate ${v}, term ${t} mo`]), changes: { interest_rate: v, loan_term_months: t } }; },
];
const updatable = deals.filter((d) => d.status === 'Active' || d.status === 'On Hold');
let ups = 0;
guard = 0;
while (ups < 100 && guard++ < 5000) {
  const d = pick(updatable);
  const ch = pick(UPDATES)(d);
  if (!ch) continue;
  const r = refTo(d);
  const asker = chance(0.7) ? 'admin' : d.officer!;
  let q = ch.text(r);
  if (/^[a-z]/.test(r) && q.startsWith(r)) q = q[0]!.toUpperCase() + q.slice(1);
  if (add('update_proposal', voice(q, [r], 0.3, 0.1), { askAs: asker, mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: ch.changes })) ups++;
}

// ---------------------------------------------------------------------------------------------------------------
// ambiguity: one name, several deals
const ambGroups: [string, Deal[]][] = [];
for (const [last, n] of lastCount) if (n > 1) ambGroups.push([last, deals.filter((d) => d.borrower_last_name === last)]);
for (const [w, n] of streetWordCount) if (n > 1) ambGroups.push([w, deals.filter((d) => streetWord(d) === w)]);
const AMB_T = [
  (x: string) => `What's the status of the ${x} deal?`, (x: string) => `rate on ${x}?`, (x: string) => `who's the LO on the ${x} loan`,
  (x: string) => `Give me the loan amount for the ${x} deal.`, (x: string) => `Set the rate on the ${x} deal to 10.75%.`, (x: string) => `move the ${x} deal to underwriting`,
  (x: string) => `put ${x} on hold`, (x: string) => `${x} deal - what stage?`, (x: string) => `Pull up the ${x} file`, (x: string) => `What is the term of ${x} loan?`,
  (x: string) => `notes on the ${x} deal?`, (x: string) => `bump the ${x} rate 25 bps`,
];
for (const [name, rows] of ambGroups) {
  const forms = [name, name.toLowerCase()];
  if (rows.every((d) => d.borrower_first_name === rows[0]!.borrower_first_name) && rows[0]!.borrower_first_name) forms.push(`${rows[0]!.borrower_first_name} ${name}`);
  for (const t of shuffle(AMB_T).slice(0, 7)) add('ambiguity', voice(t(pick(forms)), [name], 0.25, 0), { askAs: 'admin', mustContain: rows.map(street), mustNotContain: [], asksToChoose: true, candidates: rows.map((d) => d.ref) });
}

// ---------------------------------------------------------------------------------------------------------------
// permission: outside parties see only their linked deals
const outside = users.filter((u) => u.role === 'broker' || u.role === 'borrower');
const linked = (u: (typeof users)[number]) => deals.filter((d) => d.contacts.some((x) => contacts.find((c) => c.ref === x.contact)?.email === u.email) || (u.role === 'borrower' && d.borrower_email === u.email));
const allVolume = sum(deals);
for (const u of outside) {
  const mine = linked(u);
  const hidden = others(mine);
  const isB = u.role === 'borrower';
  const myList = isB ? ['What loans do I have with you?', 'show me my loan', 'Hi, can you show my loan details?', 'what is my loans'] : ['Show me my deals.', 'what deals do I have with you guys', 'list my files pls', 'Which loans have I sent you?'];
  for (const q of myList) add('permission', voice(q), { askAs: u.ref, mustContain: mine.map(street), mustNotContain: hidden });
  add('permission', voice(pick(['How many deals do I have with you?', 'how many loans do i have going'])), { askAs: u.ref, mustContain: [countItem(mine.length)], mustNotContain: hidden });
  if (!isB) {
    for (const st of ['Underwriting', 'Closing', 'Approved', 'Structure']) {
      const rows = mine.filter((d) => d.stage === st);
      add('permission', voice(pick([`How many of my deals are in ${pick(STAGE_SLANG[st]!)}?`, `my deals in ${st}?`])), { askAs: u.ref, mustContain: [rows.length ? countItem(rows.length) : { anyOf: ['0', 'zero', ...(NONE as { anyOf: string[] }).anyOf] }], mustNotContain: hidden });
    }
    add('permission', voice(pick(["What's the total loan volume of all deals?", 'total volume across the whole pipeline?', 'whats the total $ of every deal you have'])), { askAs: u.ref, mustContain: [amountItem(sum(mine), true)], mustNotContain: [...amountLeak(allVolume), ...hidden] });
    for (const st of ['TX', 'FL', 'CA', 'AZ']) {
      const rows = mine.filter((d) => stateOf(d) === st);
      add('permission', voice(pick([`Show me all deals in ${STATE_FULL[st]}.`, `list every ${st} deal`])), { askAs: u.ref, mustContain: rows.length ? rows.map(street) : [DENY], mustNotContain: others(rows) });
    }
  } else {
    for (const [q, f] of [
      [pick(['What stage is my loan in?', 'where is my loan at?', 'what stage my loan is?']), (d: Deal) => [street(d), d.stage] as Item[]],
      [pick(["What's my interest rate?", 'what rate did i get', 'my rate?']), (d: Deal) => [rateText(d.interest_rate)] as Item[]],
      [pick(["Who's my loan officer?", 'who is handling my loan', 'who do i talk to about my loan']), (d: Deal) => [officerName(d.officer!)] as Item[]],
      [pick(['How much is my loan for?', 'my loan amount?']), (d: Deal) => [amountItem(d.loan_amount, true)] as Item[]],
    ] as [string, (d: Deal) => Item[]][]) add('permission', voice(q), { askAs: u.ref, mustContain: mine.flatMap(f), mustNotContain: hidden });
  }
  // deals not theirs, named by address or by borrower
  for (const d of shuffle(deals.filter((x) => !mine.includes(x))).slice(0, isB ? 5 : 7)) {
    const r = pick([street(d), street(d), ...(personUnique(d) ? [`the ${d.borrower_last_name} deal`] : []), ...(d.entity_name ? [shortEntity(d.entity_name)] : [])]);
    const q = pick([`What's the loan amount on ${r}?`, `status of ${r}?`, `who is the borrower on ${r}`, `what rate is ${r} at`, `Can you tell me about ${r}?`, `show me ${r}`]);
    const rateLeak = Number.isInteger(d.interest_rate) ? [] : [d.interest_rate.toFixed(2)];
    const leak = [...new Set([borrowerName(d), ...(d.borrower_last_name ? [d.borrower_last_name] : []), ...amountLeak(d.loan_amount), ...rateLeak])].filter((x) => !contains(q, x));
    add('permission', voice(q, [r]), { askAs: u.ref, mustContain: [DENY], mustNotContain: [...leak, ...(r === street(d) ? [] : [street(d)])] });
  }
  // an update on a deal not theirs must not be proposed: the answer must say no and not name the deal's figures
  const notMine = pick(deals.filter((x) => !mine.includes(x) && x.status === 'Active'));
  add('permission', voice(`Change the loan amount on ${street(notMine)} to 500k.`), { askAs: u.ref, mustContain: [DENY], mustNotContain: [borrowerName(notMine), ...amountLeak(notMine.loan_amount)] });
}

// ---------------------------------------------------------------------------------------------------------------
// general_chat
const CHAT: [string, Item[]][] = [
  ['Hi there!', [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'good evening', 'how can i help', 'what can i do for you'] }]],
  ['hey', [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'how can i help', 'what can i do for you'] }]],
  ['good morning!', [{ anyOf: ['hello', 'hi', 'hey', 'good morning', 'morning', 'how can i help', 'what can i do for you'] }]],
  ['yo', [{ anyOf: ['hello', 'hi', 'hey', 'how can i help', 'what can i do for you'] }]],
  ['Hello, how are you today?', [{ anyOf: ['hello', 'hi', 'hey', 'good', 'well', 'great', 'how can i help', 'what can i do for you'] }]],
  ['What can you help me with?', [{ anyOf: ['deal', 'deals'] }, { anyOf: ['contact', 'contacts'] }, { anyOf: ['task', 'tasks'] }]],
  ['what can u do', [{ anyOf: ['deal', 'deals'] }, { anyOf: ['task', 'tasks', 'contact', 'contacts'] }]],
  ['What are you able to do for me? I am new here.', [{ anyOf: ['deal', 'deals'] }, { anyOf: ['task', 'tasks', 'contact', 'contacts'] }]],
  ['help', [{ anyOf: ['deal', 'deals'] }]],
  ['thanks!', [{ anyOf: ['welcome', 'glad', 'anytime', 'happy to help', 'no problem', 'my pleasure', 'sure'] }]],
  ['thx that helps', [{ anyOf: ['welcome', 'glad', 'anytime', 'happy to help', 'no problem', 'my pleasure', 'great'] }]],
  ['Thank you so much', [{ anyOf: ['welcome', 'glad', 'anytime', 'happy to help', 'no problem', 'my pleasure'] }]],
  ['ok cool', [{ anyOf: ['help', 'anything else', 'let me know', 'glad', 'great', 'sure', 'ok'] }]],
  ['What does LTV mean?', [{ anyOf: ['loan-to-value', 'loan to value'] }]],
  ['how is LTV calculated?', [{ anyOf: ['loan amount', 'loan-to-value', 'loan to value'] }, { anyOf: ['value', 'purchase price'] }]],
  ['How do you calculate the monthly payment on an interest only loan?', [{ anyOf: ['12', 'twelve'] }, { anyOf: ['rate', 'interest'] }]],
  ['what is per diem interest', [{ anyOf: ['360', 'per day', 'daily', 'each day'] }]],
  ['Can I upload a document here?', [{ anyOf: ['upload', 'document'] }]],
  ['Who are you?', [{ anyOf: ['assistant', 'ai', 'help'] }]],
  ['what company is this', [{ anyOf: ['Harborline'] }]],
  ['What stages does a deal go through?', data.stages],
  ['what loan types do we offer', ['Bridge', 'Construction', 'Land']],
  ['What loan terms are available?', [{ anyOf: ['6', 'six'] }, { anyOf: ['36', 'thirty-six'] }]],
  ['Good evening, I have a question', [{ anyOf: ['hello', 'hi', 'good evening', 'sure', 'of course', 'how can i help', 'what can i do', 'happy to help', 'go ahead'] }]],
  ['hola', [{ anyOf: ['hola', 'hello', 'hi', 'hey', 'how can i help', 'what can i do for you'] }]],
];
for (const [q, items] of CHAT) add('general_chat', q, { askAs: pick(['admin', 'admin', 'lo1', 'lo3']), mustContain: items, mustNotContain: ERRORS });
for (const u of outside.slice(0, 3)) add('general_chat', pick(['hi', 'Hello!', 'hey there']), { askAs: u.ref, mustContain: [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'how can i help', 'what can i do for you'] }], mustNotContain: ERRORS });

// ---------------------------------------------------------------------------------------------------------------
// no_result: names, places and sizes that match nothing
const allText = JSON.stringify(data).toLowerCase();
for (const last of ['Fairbanks', 'Hendricks', 'Sullivan', 'Okonkwo', 'Lindgren', 'Castellano', 'Whitaker', 'Baranski', 'Moreau', 'Gutierrez']) {
  if (allText.includes(last.toLowerCase())) continue;
  add('no_result', voice(pick([`Find the deal for borrower ${last}.`, `pull up the ${last} loan`, `do we have a deal with ${last}?`, `${last} file - what stage?`]), [last]), { askAs: 'admin', mustContain: [NONE], mustNotContain: allStreets });
}
for (const st of ABSENT_STATES) add('no_result', voice(pick([`Show me deals in ${st}.`, `any loans in ${st}?`, `how many ${st} deals do we have`, `what do we have going in ${st}`]), [st]), { askAs: 'admin', mustContain: [{ anyOf: [...(NONE as { anyOf: string[] }).anyOf, '0'] }], mustNotContain: allStreets });
const maxAmt = Math.max(...deals.map((d) => d.loan_amount));
const maxRate = Math.max(...deals.map((d) => d.interest_rate));
for (const [t, ok] of [
  ['Do we have any loans over $10,000,000?', maxAmt <= 10_000_000], ['anything above 8 mil?', maxAmt <= 8_000_000], ['Any deals bigger than 5M?', maxAmt <= 5_000_000],
  [`any loans priced above ${Math.ceil(maxRate + 0.5)}%?`, true], ['Show me loans at 18% or more.', maxRate < 18], ['any deals under 50k?', Math.min(...deals.map((d) => d.loan_amount)) >= 50_000],
  ['Do we have any 48 month loans?', !deals.some((d) => d.loan_term_months === 48)], ['show me the 60-month terms', !deals.some((d) => d.loan_term_months === 60)],
  ['any self storage deals?', !deals.some((d) => /storage/i.test(ptype(d)))], ['list hotel loans', !deals.some((d) => /hotel/i.test(ptype(d)))],
] as [string, boolean][]) if (ok) add('no_result', voice(t), { askAs: 'admin', mustContain: [NONE], mustNotContain: allStreets });

// ---------------------------------------------------------------------------------------------------------------
// Follow-ups: the question leans on the previous messages (sent first in the same session)
// 1. refine a list
for (let i = 0, made = 0; made < 30 && i < 2000; i++) {
  const a = randomCombo(1);
  if (!a || a.rows.length < 4 || a.rows.length > 30) continue;
  const dimsA = new Set(a.fs.map((f) => f.dim));
  const b = pick(filters.filter((f) => !dimsA.has(f.dim) && f.dim !== 'status'));
  const rows = a.rows.filter(b.test);
  if (rows.length > 12) continue;
  const p = pick(b.post);
  const bare = p.replace(/^(that are|that|still|currently) /, '');
  const refine = pick([/^(in|on|over|under|above|below|at|priced|with|where|for|assigned|closing|scheduled|set|submitted|opened|from|bigger|smaller|> )/.test(p) ? `which of those are ${p}?` : `which of those ${p}?`, `only the ones ${p}`, `now just the ones ${p}`, `and ${bare}?`, `filter that to the ones ${p}`]);
  const hist = [voice(pick(LIST_T)(a.text(pick(NOUNS))), a.protect)];
  if (add(rows.length ? 'list/filter' : 'no_result', voice(refine), { askAs: 'admin', mustContain: rows.length ? rows.map(street) : [NONE], mustNotContain: others(rows) }, hist)) made++;
}
// 1b. a figure about the list just shown
for (let i = 0, made = 0; made < 16 && i < 2000; i++) {
  const a = randomCombo(1 + Math.floor(rand() * 2));
  if (!a || a.rows.length < 2 || a.rows.length > 12) continue;
  const hist = [voice(pick(LIST_T)(a.text(pick(NOUNS))), a.protect)];
  const big = Math.max(...a.rows.map((d) => d.loan_amount));
  const top = a.rows.filter((d) => d.loan_amount === big);
  const [q, items] = made % 2 === 0
    ? [pick(["what's the total on those?", 'total volume of those?', 'how much is that all together', 'sum them up']), [amountItem(sum(a.rows), true)]]
    : [pick(['which one is the biggest?', 'biggest of those?', 'and the largest one?']), top.length === 1 ? [street(top[0]!), amountItem(big, true)] : null];
  if (!items) continue;
  if (add('aggregate', voice(q), { askAs: 'admin', mustContain: items, mustNotContain: [] }, hist)) made++;
}
// 2. "and <other value>?" after a count
for (let i = 0, made = 0; made < 20 && i < 2000; i++) {
  const dim = pick(['stage', 'state', 'type']);
  const [f1, f2] = shuffle(filters.filter((f) => f.dim === dim)).slice(0, 2) as [Filter, Filter];
  const rows = deals.filter((d) => d.status === 'Active' && f2.test(d));
  const h = voice(pick(COUNT_T)(`active deals ${pick(f1.post)}`), f1.protect);
  const q = voice(pick([`and ${pick(f2.post)}?`, `what about ${pick(f2.post)}`, `same for ${pick(f2.post).replace(/^in /, '')}`, `ok and ${pick(f2.post)}`]), f2.protect);
  if (add(rows.length ? 'count' : 'no_result', q, { askAs: 'admin', mustContain: [rows.length ? countItem(rows.length) : { anyOf: ['0', 'zero', 'none', 'no deals', 'there are no', "don't have any"] }], mustNotContain: [] }, [h])) made++;
}
// 3. a second fact about the deal just discussed; an update on "it"
for (let i = 0, made = 0; made < 45 && i < 3000; i++) {
  const d = pick(deals.filter((x) => x.status === 'Active'));
  const f1 = pick(FIELDS.filter((f) => f.name !== 'summary' && f.name !== 'borrower'));
  const f2 = pick(FIELDS.filter((f) => f.name !== f1.name && f.name !== 'summary' && f.name !== 'borrower' && f.name !== 'closeMonth'));
  const h = lookup(d, f1);
  const kind = made % 3;
  if (kind < 2) {
    const q = voice(pick([`and the ${pick({ amount: ['loan amount', 'amt'], rate: ['rate'], term: ['term'], stage: ['stage'], status: ['status'], officer: ['LO', 'loan officer'], type: ['loan type'], prop: ['property type'], value: ['value', 'property value'], ltv: ['LTV'], payment: ['monthly payment'], email: ['borrower email'], phone: ['borrower phone'], closeMonth: ['closing'], borrower: ['borrower'], summary: ['summary'] }[f2.name]!)}?`, `what about its ${pick({ amount: ['loan amount'], rate: ['rate'], term: ['term'], stage: ['stage'], status: ['status'], officer: ['loan officer'], type: ['loan type'], prop: ['property type'], value: ['property value'], ltv: ['LTV'], payment: ['interest-only payment'], email: ['borrower email'], phone: ['borrower phone number'], closeMonth: ['closing'], borrower: ['borrower'], summary: ['summary'] }[f2.name]!)}`]));
    if (add('deal_lookup', q, { askAs: 'admin', mustContain: f2.item(d), mustNotContain: [] }, [h])) made++;
  } else {
    const ch = pick<{ q: string; changes: Record<string, string | number> | null }>([
      { q: pick(['bump it 25 bps', 'ok raise the rate on that one by a quarter', 'up the rate by .25 on it']), changes: { interest_rate: round2(d.interest_rate + 0.25) } },
      { q: pick(['put it on hold', 'pause that one', 'ok put that deal on hold please']), changes: { status: 'On Hold' } },
      { q: pick(['move it to the next stage', 'advance it one stage']), changes: data.stages.indexOf(d.stage) < 5 ? { stage: data.stages[data.stages.indexOf(d.stage) + 1]! } : null },
      { q: pick(['change the term to 24 months', 'make it 24 mo']), changes: d.loan_term_months !== 24 ? { loan_term_months: 24 } : null },
    ]);
    if (!ch.changes) continue;
    if (add('update_proposal', voice(ch.q), { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: ch.changes }, [h])) made++;
  }
}
// 4. resolving an ambiguity in the next message
for (const [name, rows] of ambGroups) {
  for (const d of rows) {
    const f = pick(FIELDS.filter((x) => ['amount', 'rate', 'stage', 'officer', 'term'].includes(x.name)));
    const h = lookup(rows[0]!, f, `the ${name} deal`);
    const city = d.property_address.split(',')[1]!.trim();
    const sameCity = rows.filter((x) => x.property_address.split(',')[1]!.trim() === city).length === 1;
    const opts = [`the one on ${street(d).replace(/^\d+\s+/, '')}`, `${street(d)}`, `I mean ${street(d)}`];
    if (sameCity) opts.push(`the one in ${city}`, `the ${city} one`);
    if (d.borrower_first_name && rows.filter((x) => x.borrower_first_name === d.borrower_first_name).length === 1) opts.push(`${d.borrower_first_name}'s`, `the ${d.borrower_first_name} ${d.borrower_last_name} one`);
    if (d.entity_name) opts.push(`the ${shortEntity(d.entity_name)} one`);
    add('deal_lookup', voice(pick(opts)), { askAs: 'admin', mustContain: f.item(d), mustNotContain: [] }, [h]);
  }
}
// 5. contact follow-ups: "and her email?"
for (const c of shuffle(contacts.filter((x) => x.phone && x.email)).slice(0, 12)) {
  add('contact_lookup', voice(pick(['and the email?', 'email too pls', 'what about their email'])), { askAs: 'admin', mustContain: [c.email!], mustNotContain: [] }, [voice(`What's the phone number for ${c.name}?`, [c.name])]);
}
// 6. tasks follow-ups: "which of those are overdue?"
for (const u of staff) {
  const mine = open.filter((t) => t.assignee === u.ref);
  const e = taskExpect('admin', mine.filter((t) => tOff(t) < 0), mine.filter((t) => tOff(t) === 0));
  if (e) add(mine.some((t) => tOff(t) < 0) ? 'tasks' : 'no_result', voice(pick(['which of those are overdue?', 'any of them late?', 'and which are past due'])), e, [voice(`What open tasks does ${OFFICER_NICK[u.ref]![0]} have?`)]);
  const hi = mine.filter((t) => t.priority === 'high');
  add(hi.length ? 'tasks' : 'no_result', voice(pick(['only the high priority ones', 'which are high prio?'])), taskExpect('admin', hi)!, [voice(`What open tasks does ${OFFICER_NICK[u.ref]![0]} have?`)]);
}
// 7. aggregate follow-ups: "and in California?"
for (let i = 0, made = 0; made < 12 && i < 500; i++) {
  const [a, b] = shuffle(Object.keys(STATE_NAMES)).slice(0, 2) as [string, string];
  const rows = deals.filter((d) => d.status === 'Active' && stateOf(d) === b);
  if (rows.length === 0) continue;
  if (add('aggregate', voice(pick([`and ${pick(STATE_NAMES[b]!)}?`, `what about ${pick(STATE_NAMES[b]!)}`, `same for ${pick(STATE_NAMES[b]!)}`])), { askAs: 'admin', mustContain: [amountItem(sum(rows), true)], mustNotContain: [] }, [voice(`What's the total volume of active deals in ${STATE_FULL[a]}?`)])) made++;
}
// 8. notes follow-up after a lookup
for (const d of shuffle(notedDeals).slice(0, 10)) {
  const ns = notes.filter((n) => n.deal === d.ref);
  const facts = [...new Map(ns.flatMap((n) => noteFacts(n.note_text)).map((i) => [JSON.stringify(i), i])).values()];
  add('notes_docs', voice(pick(['any notes on it?', 'what do the notes say', 'and the notes?'])), { askAs: 'admin', mustContain: facts, mustNotContain: [] }, [lookup(d, FIELDS.find((f) => f.name === 'stage')!)]);
}
// 9. an outside party following up about a deal not theirs
for (const u of outside) {
  const mine = linked(u);
  const d = pick(deals.filter((x) => !mine.includes(x)));
  add('permission', voice(pick([`what about ${street(d)}?`, `and ${street(d)}, whats the amount`])), { askAs: u.ref, mustContain: [DENY], mustNotContain: [borrowerName(d), ...amountLeak(d.loan_amount)] }, [u.role === 'borrower' ? 'What stage is my loan in?' : 'Show me my deals.']);
}

// ---------------------------------------------------------------------------------------------------------------
// Checks: every expectation non-empty; a perfect answer (first alternative of each item) breaks no rule
for (const q of questions) {
  const e = q.expect;
  if (!e.mustContain?.length) throw new Error(`${q.id}: empty mustContain`);
  if (e.mustContain.some((i) => (typeof i === 'string' ? !i : !i.anyOf.length))) throw new Error(`${q.id}: empty item`);
  if (e.requiresConfirmation && (!e.dealRef || !e.changes || !Object.keys(e.changes).length)) throw new Error(`${q.id}: proposal without changes`);
  if (e.asksToChoose && (e.candidates?.length ?? 0) < 2) throw new Error(`${q.id}: ambiguity with <2 candidates`);
  const perfect = e.mustContain.map((i) => (typeof i === 'string' ? i : i.anyOf[0]!)).join('\n');
  for (const bad of e.mustNotContain ?? []) if (contains(perfect, bad)) throw new Error(`${q.id}: required ${JSON.stringify(perfect.slice(0, 80))} contains forbidden ${bad}`);
  if (!users.some((u) => u.ref === e.askAs)) throw new Error(`${q.id}: unknown askAs ${e.askAs}`);
  for (const [f, v] of Object.entries(e.changes ?? {})) if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) throw new Error(`${q.id}: bad change ${f}`);
}
writeFileSync(OUT, JSON.stringify(questions, null, 2) + '\n');
const byCat = new Map<string, number>();
for (const q of questions) byCat.set(q.category, (byCat.get(q.category) ?? 0) + 1);
console.log(`${questions.length} questions (${questions.filter((q) => q.history).length} follow-ups) -> ${path.relative(process.cwd(), OUT)}`);
for (const [c, n] of [...byCat].sort()) console.log(`  ${c.padEnd(20)} ${n}`);
