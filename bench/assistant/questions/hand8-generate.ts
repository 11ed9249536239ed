// hand8-dev.json (hand8-unseen.json until stop 31; dev material since): a question set for the assistant, written by helper "hand8" on 2026-11-28 (01:45–02:35
// UTC), in the fixture's format (../shared/fixtures/assistant/README.md).
// Read: SPEC.md (§2 assistant panel, §3, §4 confirmation flow, §7 ai-assistant, §8 Chat), the fixture's README,
// dataset.json and questions.json, bench/assistant/scoring.ts and bench/assistant/questions/truth.ts. Not read: the
// assistant's engine (src/core/assistant, src/server/assistant), the repository README's assistant sections, and the
// other question files and generators (by accident the first 30 lines of generate.ts, its header and alias tables,
// were seen; nothing here was taken from them). The engine was never run on this set.
// Every expectation is computed from dataset.json here; nothing is typed by hand but the phrasings.
// Periods: only calendar months relative to today ("this month", "next month", "last month", "in two months") and
// "overdue", which hold whatever month the bench runs in, because the loader shifts the data to today's month. A few
// questions name a month ("in December"): those names are computed for the month this file is generated in (the
// shift from asOf to today's month), so the file must be regenerated if the bench runs in another month (generated
// in November 2026; a run in December 2026 needs `npx tsx bench/assistant/questions/hand8-generate.ts` first).
// No year-to-date, quarter or day-exact windows ("last 30 days") are asked: their answers would move with the day.
//   npx tsx bench/assistant/questions/hand8-generate.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dateShifter } from '../load-dataset';
import type { Expectation, Item, Question } from '../scoring';
import { amountItem, countItem, data, deals, type Deal, money, month, officerName, others, randomSource, stateOf, street, streetName, sum, uniqueLast } from './truth';

const { rand, pick, typo, shuffle } = randomSource(8_281_128);

// ---------- vocabulary ----------
type Voice = 'phone' | 'admin' | 'esl' | 'casual' | 'formal' | 'plain' | 'broker' | 'borrower';
const STAFF_VOICES: Voice[] = ['phone', 'phone', 'admin', 'esl', 'casual', 'formal', 'plain'];

const STATE_NAMES: Record<string, string[]> = {
  TX: ['Texas', 'TX', 'tx', 'texas'], FL: ['Florida', 'FL', 'Fla', 'florida'], CA: ['California', 'CA', 'Cali', 'calif'],
  AZ: ['Arizona', 'AZ', 'Ariz'], NC: ['North Carolina', 'NC', 'N. Carolina'], TN: ['Tennessee', 'TN', 'Tenn'], GA: ['Georgia', 'GA', 'georgia'],
  CO: ['Colorado', 'CO', 'Colo'],
};
const STATE_FULL: Record<string, string> = Object.fromEntries(Object.entries(STATE_NAMES).map(([k, v]) => [k, v[0]!]));
const ABSENT_STATES = ['Oregon', 'Nevada', 'Ohio', 'New York', 'WA', 'Utah', 'Michigan', 'NJ', 'Idaho', 'Louisiana'];
const STAGE_NAMES: Record<string, string[]> = {
  Structure: ['Structure', 'structure', 'structuring'], Application: ['Application', 'application', 'the app stage'],
  Underwriting: ['Underwriting', 'UW', 'underwriting', 'u/w'], Approved: ['Approved', 'approved'], Closing: ['Closing', 'closing'], Funded: ['Funded', 'funded'],
};
const TYPE_NAMES: Record<string, string[]> = {
  Purchase: ['purchase', 'Purchase', 'purchase money'], Refinance: ['rate-and-term refi', 'Refinance', 'straight refi'],
  'Cash Out Refi': ['cash-out refi', 'Cash Out Refi', 'cash out'], 'Second Mortgage': ['second mortgage', '2nd mortgage', '2nd lien'],
  'Bridge Loan': ['bridge', 'Bridge Loan', 'bridge loan'], 'Fix & Flip': ['fix & flip', 'fix and flip', 'F&F', 'fix-n-flip', 'flip'],
  Construction: ['construction', 'ground-up construction', 'Construction'], Commercial: ['commercial', 'Commercial', 'CRE'], Land: ['land', 'Land', 'lot'],
};
const TYPE_LABEL: Record<string, Item> = {
  'Cash Out Refi': { anyOf: ['Cash Out Refi', 'Cash-Out Refi', 'Cash Out Refinance', 'Cash-Out Refinance'] },
  'Fix & Flip': { anyOf: ['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip', 'Fix & Flips'] },
  'Bridge Loan': { anyOf: ['Bridge Loan', 'Bridge'] },
  'Second Mortgage': { anyOf: ['Second Mortgage', '2nd Mortgage'] },
};
const typeLabel = (t: string): Item => TYPE_LABEL[t] ?? t;
const statusLabel = (s: string): Item => (s === 'On Hold' ? { anyOf: ['On Hold', 'On-Hold'] } : s);
const STAGES = data.stages;
const OFFICERS = data.users.filter((u) => u.role === 'loan_officer');
const officerForms = (ref: string) => {
  const u = data.users.find((x) => x.ref === ref)!;
  return [`${u.first_name} ${u.last_name}`, u.first_name, `${u.first_name} ${u.last_name[0]}`, u.last_name === 'Kowalski' ? 'Tom K' : `${u.first_name} ${u.last_name}`];
};
const NICK: Record<string, string> = {
  Michael: 'Mike', Christopher: 'Chris', Daniel: 'Dan', Samuel: 'Sam', Jennifer: 'Jen', Rebecca: 'Becky', Andrew: 'Andy', Joshua: 'Josh',
  Robert: 'Rob', Gabriel: 'Gabe', Victor: 'Vic', Natalie: 'Nat', Vanessa: 'Nessa', Nicole: 'Nikki', Angela: 'Angie', Isaac: 'Ike', David: 'Dave', James: 'Jim',
};
const SUFFIX_WORDS: Record<string, string> = { Rd: 'Road', Ct: 'Court', Ave: 'Avenue', Way: 'Way', Trl: 'Trail', Blvd: 'Boulevard', Ln: 'Lane', St: 'Street', Dr: 'Drive', Pl: 'Place' };

// ---------- money, rates and periods written every way ----------
function moneyWords(n: number): string {
  const forms = [money(n), n.toLocaleString('en-US')];
  if (n % 1_000_000 === 0) forms.push(`$${n / 1e6}M`, `${n / 1e6} mil`, `${n / 1e6}MM`, `$${n / 1e6} million`);
  else if (n >= 1_000_000 && n % 10_000 === 0) forms.push(`$${n / 1e6}M`, `${n / 1e6}m`, `${n / 1e6} million`, `$${n / 1e6} mil`);
  if (n < 1_000_000 && n % 1000 === 0) forms.push(`$${n / 1000}k`, `${n / 1000}K`, `${n / 1000} grand`);
  if (n === 500_000) forms.push('half a mil', 'half a million');
  if (n === 1_000_000) forms.push('a million', 'one million', '1 mill');
  if (n === 2_000_000) forms.push('two million', '2 mill');
  return pick(forms);
}
const rateWords = (r: number): string => {
  const frac = r % 1;
  const whole = Math.floor(r);
  const forms = [`${r}%`, `${r.toFixed(2)}%`, `${r} percent`, `${r}`];
  if (frac === 0.5) forms.push(`${whole} and a half`, `${whole} 1/2%`);
  if (frac === 0.25) forms.push(`${whole} and a quarter`, `${whole}1/4`);
  if (frac === 0.75) forms.push(`${whole} and three quarters`, `${whole}.75 pct`);
  if (frac === 0) forms.push(`${whole} flat`, `${whole} percent even`);
  return pick(forms);
};
const fixed = (x: number, d: number) => x.toFixed(d);
/** A rate or percentage with the roundings the README accepts (three, two or one decimals). */
const pctItem = (x: number): Item => ({ anyOf: [...new Set([fixed(x, 3), fixed(x, 2), fixed(x, 1), String(Math.round(x * 1000) / 1000)])] });
/** An average amount to the dollar or the cent. */
const avgAmountItem = (x: number): Item => {
  const dollars = Math.round(x);
  const withCents = [fixed(x - 1e-6, 2), fixed(x + 1e-6, 2)].flatMap((cents) => {
    const [w, c] = cents.split('.') as [string, string];
    return [`$${Number(w).toLocaleString('en-US')}.${c}`, `${Number(w).toLocaleString('en-US')}.${c}`];
  });
  return { anyOf: [...new Set([money(dollars), dollars.toLocaleString('en-US'), String(dollars), ...withCents])] };
};
const termItem = (n: number): Item => ({
  anyOf: [`${n} months`, `${n}-month`, `${n} month`, `${n} mo`, ...(n % 12 === 0 ? [n === 12 ? '1 year' : `${n / 12} years`, n === 12 ? 'one year' : `${n / 12}-year`] : [])],
});
const phoneItem = (p: string): Item => {
  const digits = p.replace(/\D/g, '');
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return { anyOf: [p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, digits, `(${a})${b}-${c}`] };
};
const NONE: Item = {
  anyOf: ['no deals', 'no loans', 'no matching', 'none', '0 deals', 'zero', 'no results', 'there are no', "there aren't any", "couldn't find", 'could not find', "didn't find", 'did not find', 'not find any', "don't have any", 'do not have any', "don't see any", 'do not see any', 'nothing'],
};
const NO_ACCESS: Item = { anyOf: [...NONE.anyOf, 'not linked', "don't have access", 'do not have access', 'not available to you', 'only see', 'not authorized', "can't share", 'cannot share', 'unable to', "isn't one of", 'is not one of'] };

/** Today's month seen from the dataset: the bench shifts dataset months by this many. */
const SHIFT = (() => {
  const shifted = dateShifter(data.asOf)(data.asOf)!;
  const [y1, m1] = data.asOf.split('-').map(Number) as [number, number];
  const [y2, m2] = shifted.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1);
})();
const monthName = (offset: number) => new Date(`${month(offset + SHIFT)}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
const inMonth = (date: string | null, offset: number) => !!date && date.startsWith(month(offset));

// ---------- voices ----------
const COMMON = new Set(['deals', 'loans', 'which', 'active', 'closing', 'underwriting', 'interest', 'amount', 'pipeline', 'currently', 'number', 'total', 'average', 'largest', 'schedule', 'please', 'phone', 'email', 'notes', 'tasks', 'overdue', 'status', 'officer', 'borrower', 'volume', 'breakdown', 'right']);
function typoOne(text: string): string {
  const words = text.split(' ');
  const idx = words.map((w, i) => (COMMON.has(w.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return text;
  const i = pick(idx);
  words[i] = typo(words[i]!);
  return words.join(' ');
}
const OPENERS = new Set(['what', "what's", 'how', 'which', 'who', "who's", 'show', 'list', 'can', 'give', 'is', 'do', 'set', 'change', 'move', 'update', 'put', 'mark', 'take', 'tell', 'find', 'pull', 'any', 'summarize', 'number', 'total', 'break', 'did', 'am', 'open', 'my', 'push', 'park', 'reactivate', 'drop', 'bump']);
/** Lower-cases a sentence's first word when it is a question or command word (never a name). */
const lowerFirst = (s: string) => (OPENERS.has(s.split(' ')[0]!.toLowerCase()) ? s[0]!.toLowerCase() + s.slice(1) : s);
const endStop = (s: string) => (/[.?!)]$/.test(s) ? s : `${s}${/^(what|how|which|who|is|do|did|am|any|can)\b/i.test(s) ? '?' : '.'}`);
/** How people writing in a second language often shape the same question: no article, "how much" for "how many". */
const eslGrammar = (s: string) => {
  let t = s;
  if (rand() < 0.4) t = t.replace(/\bHow many\b/i, 'How much');
  if (rand() < 0.4) t = t.replace(/\bdo we have\b/, 'we have');
  if (rand() < 0.4) t = t.replace(/\b(the|a) (?=[a-z])/g, '');
  return t;
};
function dress(voice: Voice, core: string): string {
  switch (voice) {
    case 'phone': {
      let t = core.replace(/\?$/, '').replace(/\bplease\b/gi, 'pls').replace(/\byou\b/gi, 'u').replace(/\bwith\b/g, 'w/').replace(/\bthe\b /g, rand() < 0.5 ? '' : 'the ');
      if (rand() < 0.5) t = t.toLowerCase();
      if (rand() < 0.35) t = typoOne(t);
      return `${pick(['', '', 'quick q - ', 'on the road, ', 'sorry typing on phone - '])}${t}${pick(['', '', ' thx', ' asap', ' ??', '?'])}`;
    }
    case 'casual':
      return `${pick(['hey! ', 'yo ', 'ok so ', 'hiya, ', 'morning :) ', ''])}${lowerFirst(core)}${pick(['', ' lol', ' 🙏', ' cheers', ''])}`;
    case 'admin':
      return `${pick(['Hi, ', 'Hello! ', '', 'Hi there. '])}${endStop(core)}${pick([' I need it for the weekly ops review.', ' Putting together numbers for my manager.', '', ' Thanks!', ' For the Monday meeting.'])}`;
    case 'esl':
      return `${pick(['Hello, ', 'Good day. ', 'Hi, kindly help me: ', 'Please, ', 'Dear assistant, '])}${eslGrammar(core).replace(/[.?]$/, '')}${pick(['?', ' ? Thank you very much.', ', thank you.', ' please.'])}`;
    case 'formal':
      return `${pick(['Good morning. ', 'Good afternoon, ', 'Hello, ', ''])}${endStop(core)}${pick([' Many thanks.', ' Thank you in advance.', '', ' Much appreciated.'])}`;
    case 'broker':
      return `${pick(['Hi, this is a broker checking in. ', 'hey there - ', '', 'Hello, broker here. '])}${endStop(core)}${pick(['', ' Thanks', ' My client is asking.'])}`;
    case 'borrower':
      return `${pick(['Hi, ', 'Hello, ', '', 'Good evening, '])}${endStop(core)}${pick(['', ' Thank you!', ' I am a bit worried.', ' thanks so much'])}`;
    default:
      return core;
  }
}

// ---------- deals: references and filters ----------
const borrowerName = (d: Deal) => d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
const haystack = (d: Deal) => `${d.property_address} ${borrowerName(d)}`.toLowerCase();
const wordRe = (s: string) => new RegExp(`(^|[^a-z0-9])${s.toLowerCase().replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}($|[^a-z0-9])`);
const matchesRef = (ref: string) => deals.filter((d) => wordRe(ref).test(haystack(d)));
const uniqueRef = (ref: string, d: Deal) => {
  const m = matchesRef(ref);
  return m.length === 1 && m[0] === d;
};
/** A way to name the deal that finds it alone: street (in several shapes), borrower or entity. */
function dealRef(d: Deal): string {
  const s = street(d);
  const [num, ...rest] = s.split(' ');
  const suffix = rest.at(-1)!;
  const noSuffix = `${num} ${rest.slice(0, -1).join(' ')}`;
  const forms: string[] = [s, s, noSuffix, s.toLowerCase(), `${noSuffix} ${SUFFIX_WORDS[suffix] ?? suffix}`, `the ${s} deal`, `the ${noSuffix} loan`];
  if (streetName(d).length >= 6) forms.push(`${num} ${typo(streetName(d))} ${suffix}`);
  if (uniqueRef(streetName(d), d)) forms.push(`the ${streetName(d)} deal`, `${streetName(d)} ${suffix}`);
  if (d.borrower_last_name && uniqueLast(d) && uniqueRef(d.borrower_last_name, d)) {
    const first = d.borrower_first_name!;
    forms.push(`the ${d.borrower_last_name} deal`, `${first} ${d.borrower_last_name}'s loan`, `the ${d.borrower_last_name} file`, `${NICK[first] ?? first} ${d.borrower_last_name}'s deal`);
  }
  if (d.entity_name) {
    const core = d.entity_name.replace(/,?\s+(LLC|Inc\.|LP|Corp\.|Co)$/, '');
    const two = core.split(' ').slice(0, 2).join(' ');
    if (uniqueRef(core, d)) forms.push(`the ${core} deal`, `${d.entity_name}`);
    if (uniqueRef(two, d) && two !== core) forms.push(`the ${two} loan`);
  }
  return pick(forms);
}

interface Filter { key: string; pre?: string; noun?: string; post?: string; pred: (d: Deal) => boolean; names?: 'status' | 'stage' }
const STATUS_WORDS: Record<string, string[]> = { Active: ['active', 'live', 'active'], 'On Hold': ['on-hold', 'paused (on hold)', 'on hold'], Closed: ['closed'], Dead: ['dead'] };
function filterPool(): Filter[] {
  const f: Filter[] = [];
  for (const s of ['Active', 'On Hold', 'Closed', 'Dead']) {
    const w = pick(STATUS_WORDS[s]!);
    f.push(s === 'On Hold' && w !== 'on-hold' ? { key: `status:${s}`, post: 'that are on hold', pred: (d) => d.status === s, names: 'status' } : { key: `status:${s}`, pre: w, pred: (d) => d.status === s, names: 'status' });
  }
  for (const st of STAGES) f.push({ key: `stage:${st}`, post: pick([`in ${pick(STAGE_NAMES[st]!)}`, `sitting in ${pick(STAGE_NAMES[st]!)}`, `at the ${pick(STAGE_NAMES[st]!)} stage`]), pred: (d) => d.stage === st, names: st === 'Funded' ? 'status' : 'stage' });
  for (const t of Object.keys(TYPE_NAMES)) f.push({ key: `type:${t}`, noun: `${pick(TYPE_NAMES[t]!)} ${pick(['loans', 'deals'])}`, pred: (d) => d.loan_type === t });
  for (const st of Object.keys(STATE_NAMES)) f.push({ key: `state:${st}`, post: pick([`in ${pick(STATE_NAMES[st]!)}`, `out of ${pick(STATE_NAMES[st]!)}`]), pred: (d) => stateOf(d) === st });
  for (const city of ['Houston', 'Miami', 'Sacramento', 'Charlotte', 'Orlando', 'Phoenix', 'Nashville', 'Dallas', 'Austin', 'Tampa']) f.push({ key: `city:${city}`, post: `in ${city}`, pred: (d) => d.property_address.includes(`, ${city},`) });
  for (const o of OFFICERS) f.push({ key: `officer:${o.ref}`, post: pick([`for ${pick(officerForms(o.ref))}`, `that ${pick(officerForms(o.ref))} has`, `assigned to ${pick(officerForms(o.ref))}`]), pred: (d) => d.officer === o.ref });
  for (const n of [250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]) {
    if (deals.some((d) => d.loan_amount === n)) continue;
    f.push({ key: `over:${n}`, post: `${pick(['over', 'above', 'bigger than', 'more than'])} ${moneyWords(n)}`, pred: (d) => d.loan_amount > n });
    f.push({ key: `under:${n}`, post: `${pick(['under', 'below', 'smaller than', 'less than'])} ${moneyWords(n)}`, pred: (d) => d.loan_amount < n });
  }
  for (const r of [9, 10, 11, 11.5, 12, 12.5]) {
    const tie = deals.some((d) => d.interest_rate === r);
    f.push({ key: `rate>=:${r}`, post: pick([`at ${r}% or higher`, `with a rate of ${r}% or more`, `priced at least ${r}%`]), pred: (d) => d.interest_rate >= r });
    if (!tie) f.push({ key: `rate>:${r}`, post: pick([`with rates above ${r}%`, `over ${r} percent`]), pred: (d) => d.interest_rate > r });
    f.push({ key: `rate<:${r}`, post: pick([`under ${r}%`, `with a rate below ${r}`]), pred: (d) => d.interest_rate < r });
  }
  f.push({ key: 'close:0', post: pick(['closing this month', 'set to close this month', 'with a close date this month']), pred: (d) => inMonth(d.estimated_closing_date, 0) });
  f.push({ key: 'close:1', post: pick(['closing next month', 'expected to close next month', `closing in ${monthName(1)}`]), pred: (d) => inMonth(d.estimated_closing_date, 1) });
  f.push({ key: 'close:2', post: pick(['closing in two months', `closing in ${monthName(2)}`, 'targeting a close the month after next']), pred: (d) => inMonth(d.estimated_closing_date, 2) });
  f.push({ key: 'app:0', post: pick(['that came in this month', 'with applications this month', 'opened this month']), pred: (d) => inMonth(d.application_date as string, 0) });
  f.push({ key: 'app:-1', post: pick(['that came in last month', 'that applied last month', `submitted in ${monthName(-1)}`]), pred: (d) => inMonth(d.application_date as string, -1) });
  f.push({ key: 'btype:Entity', post: pick(['with entity borrowers', 'to LLCs or other entities', 'where the borrower is an entity']), pred: (d) => d.borrower_type === 'Entity' });
  f.push({ key: 'btype:Individual', post: pick(['with individual borrowers', 'to individuals (not entities)']), pred: (d) => d.borrower_type === 'Individual' });
  for (const p of ['Multi-Family', 'Condo', 'Townhouse', 'Industrial', 'Mixed-Use', 'Single Family', 'Office']) f.push({ key: `ptype:${p}`, post: `on ${pick([p.toLowerCase(), p])} properties`, pred: (d) => d.property_type === p });
  for (const t of [6, 12, 24, 36]) f.push({ key: `term:${t}`, post: pick([`with a ${t}-month term`, `on ${t} month terms`]), pred: (d) => d.loan_term_months === t });
  return f;
}
/** Filters on one field share a dimension ("over" and "under" both bound the amount), so a combo never contradicts itself. */
const DIMENSION: Record<string, string> = { over: 'amount', under: 'amount', 'rate>=': 'rate', 'rate>': 'rate', 'rate<': 'rate' };
const dim = (f: Filter) => { const k = f.key.split(':')[0]!; return DIMENSION[k] ?? k; };
interface Combo { filters: Filter[]; match: Deal[]; phrase: string }
/** One to three filters from different dimensions; a combo that does not name a status gets "active" unless its
 * answer is the same with or without the closed, dead and on-hold deals (the fixture's rule). */
function combo(sizeMax = 3, allowEmpty = false): Combo {
  for (;;) {
    const pool = filterPool();
    const n = 1 + Math.floor(rand() * sizeMax);
    const chosen: Filter[] = [];
    for (const f of shuffle(pool)) {
      if (chosen.length >= n) break;
      if (chosen.some((c) => dim(c) === dim(f) || (dim(c) === 'city' && dim(f) === 'state') || (dim(c) === 'state' && dim(f) === 'city'))) continue;
      if (dim(f) === 'status' && chosen.some((c) => c.names === 'status')) continue;
      chosen.push(f);
    }
    if (!chosen.some((c) => c.names === 'status')) {
      const all = deals.filter((d) => chosen.every((c) => c.pred(d)));
      const active = all.filter((d) => d.status === 'Active');
      if (all.length !== active.length) chosen.unshift(pool.find((p) => p.key === 'status:Active')!);
    }
    const match = deals.filter((d) => chosen.every((c) => c.pred(d)));
    if (!allowEmpty && !match.length) continue;
    if (allowEmpty && match.length) continue;
    if (match.length > 25) continue;
    const pre = chosen.filter((c) => c.pre).map((c) => c.pre).join(' ');
    const noun = chosen.find((c) => c.noun)?.noun ?? pick(['deals', 'loans', 'deals', 'files']);
    const post = chosen.filter((c) => c.post).map((c) => c.post).join(pick([' ', ' and ', ', ']));
    return { filters: chosen, match, phrase: `${pre ? `${pre} ` : ''}${noun}${post ? ` ${post}` : ''}` };
  }
}

// ---------- question assembly ----------
interface Draft { category: string; voice: Voice; template: string; question: string; history?: string[]; expect: Expectation }
const drafts: Draft[] = [];
let lastTemplate = '';
/** Picks a template index different from the previous question's of the same intent. */
function template<T>(intent: string, list: readonly T[]): [T, string] {
  for (;;) {
    const i = Math.floor(rand() * list.length);
    const id = `${intent}#${i}`;
    if (id !== lastTemplate || list.length === 1) {
      lastTemplate = id;
      return [list[i]!, id];
    }
  }
}
/** "Hello, What…" reads as pasted: after a greeting's comma the sentence goes on in lower case. */
const joinCase = (s: string) => s.replace(/^([A-Za-z !]+, )(\S+)/, (_m, g: string, w: string) => g + lowerFirst(w));
const asked = new Set<string>();
/** Adds a question unless the same words were already asked by the same person after the same history. */
function push(dr: Draft) {
  const key = `${dr.expect.askAs}|${(dr.history ?? []).join('|')}|${dr.question.toLowerCase()}`;
  if (asked.has(key)) return;
  asked.add(key);
  drafts.push(dr);
}
const add = (category: string, voice: Voice, tpl: string, core: string, expect: Expectation, history?: string[]) =>
  push({ category, voice, template: tpl, question: joinCase(dress(voice, core)), expect, ...(history ? { history } : {}) });
const staff = () => pick(STAFF_VOICES);
const listExp = (m: Deal[], askAs = 'admin'): Expectation => ({ askAs, mustContain: m.length ? m.map(street) : [NONE], mustNotContain: others(m) });
const countExp = (m: Deal[], askAs = 'admin'): Expectation => ({ askAs, mustContain: [m.length ? countItem(m.length) : { anyOf: ['0', 'zero', 'no deals', 'none', 'no '] }], mustNotContain: [] });
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

// counts
const COUNT_T = [
  (p: string) => `How many ${p} do we have?`, (p: string) => `how many ${p} are there`, (p: string) => `Number of ${p}?`,
  (p: string) => `Can you count the ${p} for me?`, (p: string) => `# of ${p}`, (p: string) => `What's the count on ${p}?`,
  (p: string) => `How many ${p} have we got right now?`, (p: string) => `Total count of ${p} please`,
];
for (let i = 0; i < 120; i++) {
  const c = combo(2);
  const [t, id] = template('count', COUNT_T);
  add('count', staff(), id, t(c.phrase), countExp(c.match));
}
// my-deal counts (officers about their own book)
for (let i = 0; i < 16; i++) {
  const o = pick(OFFICERS);
  const st = pick(STAGES.slice(0, 5));
  const m = deals.filter((d) => d.officer === o.ref && d.stage === st && d.status === 'Active');
  const [t, id] = template('mycount', [
    () => `How many of my active deals are in ${pick(STAGE_NAMES[st]!)}?`, () => `how many active files do I have in ${pick(STAGE_NAMES[st]!)}`, () => `Count my live deals at ${pick(STAGE_NAMES[st]!)} stage`,
  ]);
  push({ category: 'count', voice: 'phone', template: id, question: dress('phone', t()), expect: countExp(m, o.ref) });
}

// lists / filters
const LIST_T = [
  (p: string) => `Which ${p} do we have?`, (p: string) => `Show me ${p}.`, (p: string) => `list ${p}`, (p: string) => `Pull up all ${p}`,
  (p: string) => `Can I see the ${p}?`, (p: string) => `gimme the ${p}`, (p: string) => `What are our ${p}?`, (p: string) => `I need a list of ${p}.`,
  (p: string) => `Find ${p}`,
];
for (let i = 0; i < 150; i++) {
  const c = combo(3);
  const [t, id] = template('list', LIST_T);
  add('list/filter', staff(), id, t(c.phrase), listExp(c.match));
}
for (let i = 0; i < 14; i++) {
  const o = pick(OFFICERS);
  const st = pick(['Closing', 'Underwriting', 'Approved', 'Application', 'Structure']);
  const m = deals.filter((d) => d.officer === o.ref && d.stage === st && d.status === 'Active');
  const [t, id] = template('mylist', [() => `what active deals do I have in ${pick(STAGE_NAMES[st]!)}`, () => `Show my live ${pick(STAGE_NAMES[st]!)} files`, () => `List my active deals at ${st}.`]);
  push({ category: m.length ? 'list/filter' : 'no_result', voice: pick(['phone', 'casual']), template: id, question: dress('phone', t()), expect: listExp(m, o.ref) });
}

// no-result
const NR_T = [
  () => { const s = pick(ABSENT_STATES); return [`Show me deals in ${s}.`, listExp([])] as const; },
  () => { const s = pick(ABSENT_STATES); return [`do we have anything in ${s}`, listExp([])] as const; },
  () => { const n = pick([10_000_000, 8_000_000, 12_000_000, 6_000_000]); return [`Any loans over ${moneyWords(n)}?`, listExp(deals.filter((d) => d.loan_amount > n))] as const; },
  () => [`Which deals are priced above ${pick([15, 16, 18])}%?`, listExp([])] as const,
  () => { const n = pick([50_000, 60_000, 75_000]); return [`Anything under ${moneyWords(n)} in the book?`, listExp(deals.filter((d) => d.loan_amount < n))] as const; },
  () => [`Show loans with a ${pick([48, 60, 3])}-month term.`, listExp([])] as const,
  () => { const n = pick(['Fairbanks', 'Delacroix', 'Thorsen', 'Okonkwo', 'Vanderberg', 'Lindgren', 'Abramowitz', 'Castellano']); return [`Find the deal for borrower ${n}.`, { askAs: 'admin', mustContain: [NONE], mustNotContain: [] }] as const; },
  () => { const n = pick(['1234 Main St', '500 Oak Ave', '77 Harbor View Dr', '4100 Lincoln Blvd', '250 Elm St']); return [`What's the loan amount on ${n}?`, { askAs: 'admin', mustContain: [NONE], mustNotContain: [] }] as const; },
];
for (let i = 0; i < 30; i++) {
  const [t, id] = template('noresult', NR_T);
  const [q, e] = t();
  if ((e.mustContain ?? []).length === 1 && e.mustContain![0] === NONE) add('no_result', staff(), id, q, e as Expectation);
}
for (let i = 0; i < 26; i++) {
  const c = combo(3, true);
  const [t, id] = template('list', LIST_T);
  add('no_result', staff(), id, t(c.phrase), listExp([]));
}

// deal lookup
type Fact = { ask: string[]; item: (d: Deal) => Item[] };
const ltv = (d: Deal) => (d.loan_amount / d.purchase_price) * 100;
const ioPayment = (d: Deal) => (d.loan_amount * d.interest_rate) / 100 / 12;
const FACTS: Fact[] = [
  { ask: ["What's the loan amount on REF?", 'how much is REF for', 'loan amt on REF?', 'How big is REF?'], item: (d) => [amountItem(d.loan_amount, true)] },
  { ask: ["What's the rate on REF?", 'interest rate for REF', 'what are we charging on REF', 'REF - rate?'], item: (d) => [pctItem(d.interest_rate)] },
  { ask: ['What stage is REF in?', 'where is REF at in the pipeline', 'REF stage?', 'How far along is REF?'], item: (d) => [d.stage] },
  { ask: ["What's the status of REF?", 'is REF still active?', 'status check on REF'], item: (d) => [statusLabel(d.status)] },
  { ask: ['Who is the loan officer on REF?', "who's the LO on REF", 'which officer has REF?', 'whose deal is REF'], item: (d) => [officerName(d.officer!)] },
  { ask: ["What's the term on REF?", 'how long is the term for REF', 'REF term length?'], item: (d) => [termItem(d.loan_term_months)] },
  { ask: ['What kind of loan is REF?', 'loan type on REF?', 'is REF a bridge or what?'], item: (d) => [typeLabel(d.loan_type)] },
  { ask: ["What's the LTV on REF?", 'ltv for REF?', 'What loan-to-value are we at on REF?'], item: (d) => [pctItem(ltv(d))] },
  { ask: ["What's the monthly interest-only payment on REF?", 'monthly payment on REF (interest only)?', 'what would REF pay per month interest only'], item: (d) => [avgAmountItem(ioPayment(d))] },
  { ask: ["What's the property value on REF?", 'what is REF worth (property value)?', 'purchase price / value on REF?'], item: (d) => [amountItem(d.purchase_price, true)] },
  { ask: ['Who is the borrower on REF?', "who's borrowing on REF", 'borrower name for REF?'], item: (d) => [d.entity_name ?? { anyOf: [`${d.borrower_first_name} ${d.borrower_last_name}`] }] },
  { ask: ['Give me a summary of REF.', 'rundown on REF pls', 'Tell me about REF', "what's the story with REF"], item: (d) => [street(d), d.stage, amountItem(d.loan_amount, true), pctItem(d.interest_rate), typeLabel(d.loan_type)] },
  { ask: ["What's the property type on REF?", 'what kind of property is REF'], item: (d) => [d.property_type === 'Single Family' ? { anyOf: ['Single Family', 'Single-Family'] } : d.property_type === 'Multi-Family' ? { anyOf: ['Multi-Family', 'Multifamily', 'Multi Family'] } : String(d.property_type)] },
  { ask: ["What's the borrower's email on REF?", 'email for the borrower on REF?'], item: (d) => [d.borrower_email] },
];
for (let i = 0; i < 165; i++) {
  const d = pick(deals);
  const f = FACTS[Math.floor(rand() * FACTS.length)]!;
  const [t, id] = template(`lookup${FACTS.indexOf(f)}`, f.ask);
  const ref = dealRef(d);
  const core = cap(t.replace('REF', ref));
  add('deal_lookup', staff(), id, core, { askAs: 'admin', mustContain: f.item(d), mustNotContain: [] });
}

// contacts
const contacts = data.contacts;
const ROLE_WORDS: Record<string, string[]> = {
  Broker: ['brokers', 'mortgage brokers'], Lender: ['lenders', 'capital partners (lenders)', 'note buyers / lenders'], 'Escrow Officer': ['escrow officers', 'escrow people'],
  'Title Officer': ['title officers', 'title reps'], 'Real Estate Agent': ['real estate agents', 'realtors'], Attorney: ['attorneys', 'lawyers'],
};
const CONTACT_T = [
  () => { const c = pick(contacts); return [pick([`What's the phone number for ${c.name}?`, `${c.name.split(' ')[0]} ${c.name.split(' ')[1]} phone #`, `number for ${c.name}?`, `how do i call ${c.name}`]), [phoneItem(c.phone!)]] as const; },
  () => { const c = pick(contacts.filter((x) => x.email)); return [pick([`What's ${c.name}'s email?`, `email address for ${c.name}`, `I need to email ${c.name}, what's the address?`]), [c.email!]] as const; },
  () => { const c = pick(contacts.filter((x) => x.company)); return [pick([`Which company is ${c.name} with?`, `where does ${c.name} work`, `${c.name} - what firm?`]), [c.company!]] as const; },
  () => { const r = pick(Object.keys(ROLE_WORDS)); return [pick([`Who are our ${pick(ROLE_WORDS[r]!)}?`, `list the ${pick(ROLE_WORDS[r]!)} in contacts`, `Which ${pick(ROLE_WORDS[r]!)} do we work with?`]), contacts.filter((c) => c.role === r).map((c) => c.name)] as const; },
  () => {
    const companies = [...new Set(contacts.map((c) => c.company).filter(Boolean))] as string[];
    const co = pick(companies);
    return [pick([`Who do we know at ${co}?`, `contacts at ${co}?`, `Which contacts work at ${co}?`]), contacts.filter((c) => c.company === co).map((c) => c.name)] as const;
  },
  () => {
    const roles = ['Title Officer', 'Escrow Officer', 'Broker', 'Attorney', 'Real Estate Agent', 'Lender'];
    for (;;) {
      const d = pick(deals);
      const r = pick(roles);
      const cs = d.contacts.filter((x) => x.role === r).map((x) => contacts.find((c) => c.ref === x.contact)!.name);
      if (cs.length !== 1) continue;
      const word = { 'Title Officer': 'title officer', 'Escrow Officer': 'escrow officer', Broker: 'broker', Attorney: 'attorney', 'Real Estate Agent': 'agent', Lender: 'lender' }[r]!;
      const ref = dealRef(d);
      return [pick([`Who is the ${word} on ${ref}?`, `who's handling ${word === 'escrow officer' ? 'escrow' : word === 'title officer' ? 'title' : word} for ${ref}`, `${word} for ${ref}?`]), cs] as const;
    }
  },
  () => {
    const c = pick(contacts.filter((x) => x.name.split(' ')[1]!.length >= 5 && x.phone));
    const [first, last] = c.name.split(' ') as [string, string];
    return [pick([`phone for ${first} ${typo(last)}?`, `can you get me ${first} ${typo(last)}'s number`]), [phoneItem(c.phone!)]] as const;
  },
];
for (let i = 0; i < 80; i++) {
  const [t, id] = template('contact', CONTACT_T);
  const [q, items] = t();
  add('contact_lookup', staff(), id, q, { askAs: 'admin', mustContain: [...items], mustNotContain: [] });
}

// pipeline breakdowns
const stateLabel = (s: string): Item => ({ anyOf: [s, STATE_FULL[s]!] });
const BREAK = [
  { by: 'stage', key: (d: Deal) => d.stage, order: STAGES, label: (g: string): Item => g, words: ['stage', 'pipeline stage'] },
  { by: 'status', key: (d: Deal) => d.status, order: ['Active', 'On Hold', 'Closed', 'Dead'], label: statusLabel, words: ['status'] },
  { by: 'type', key: (d: Deal) => d.loan_type, order: Object.keys(TYPE_NAMES), label: typeLabel, words: ['loan type', 'product', 'type of loan'] },
  { by: 'state', key: (d: Deal) => stateOf(d), order: Object.keys(STATE_NAMES), label: stateLabel, words: ['state', 'geography (state)'] },
  { by: 'officer', key: (d: Deal) => officerName(d.officer!), order: OFFICERS.map((o) => officerName(o.ref)), label: (g: string): Item => g, words: ['loan officer', 'LO'] },
];
const BREAK_T = [
  (w: string, s: string) => `Give me a breakdown of ${s} by ${w}, with volumes.`, (w: string, s: string) => `${s} by ${w} - count and $ for each`,
  (w: string, s: string) => `How does ${s} split by ${w}? Number of deals and total dollars please.`, (w: string, s: string) => `Break down ${s} by ${w} with the volume per group`,
  (w: string, s: string) => `pipeline report: ${s} grouped by ${w}, # and volume`,
];
for (let i = 0; i < 55; i++) {
  const b = pick(BREAK);
  const activeOnly = b.by === 'status' ? false : b.by === 'officer' ? true : rand() < 0.6;
  const rows = activeOnly ? deals.filter((d) => d.status === 'Active') : deals;
  const scope = activeOnly ? pick(['active deals', 'the active pipeline', 'our live deals']) : pick(['all deals', 'every deal in the system', 'all our loans (any status)']);
  const [t, id] = template('break', BREAK_T);
  const groups = new Map<string, Deal[]>();
  for (const d of rows) groups.set(b.key(d), [...(groups.get(b.key(d)) ?? []), d]);
  const items = [...groups.entries()]
    .sort((x, y) => b.order.indexOf(x[0]) - b.order.indexOf(y[0]))
    .flatMap(([g, list]) => [b.label(g), countItem(list.length), amountItem(sum(list), true)]);
  add('pipeline_breakdown', staff(), id, cap(t(pick(b.words), scope)), { askAs: 'admin', mustContain: items, mustNotContain: [] });
}

// aggregates
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const AGG = [
  { t: ["What's the total loan volume of P?", 'total $ on P', 'how much money is tied up in P', 'sum of loan amounts for P?'], item: (m: Deal[]) => [amountItem(sum(m), true)] },
  { t: ["What's the average loan amount for P?", 'avg loan size on P', 'average deal size, P?'], item: (m: Deal[]) => [avgAmountItem(sum(m) / m.length)] },
  { t: ["What's the average interest rate on P?", 'avg rate for P', 'what rate are we averaging on P'], item: (m: Deal[]) => [pctItem(m.reduce((s, d) => s + d.interest_rate, 0) / m.length)] },
  { t: ["What's the largest loan among P?", 'biggest of P?', 'which of P is the largest?'], item: (m: Deal[]) => { const d = [...m].sort((a, b) => b.loan_amount - a.loan_amount)[0]!; return [street(d), amountItem(d.loan_amount, true)]; }, distinct: (m: Deal[]) => m.filter((d) => d.loan_amount === Math.max(...m.map((x) => x.loan_amount))).length === 1 },
  { t: ["What's the smallest loan among P?", 'smallest of P?', 'tiniest loan in P'], item: (m: Deal[]) => { const d = [...m].sort((a, b) => a.loan_amount - b.loan_amount)[0]!; return [street(d), amountItem(d.loan_amount, true)]; }, distinct: (m: Deal[]) => m.filter((d) => d.loan_amount === Math.min(...m.map((x) => x.loan_amount))).length === 1 },
  { t: ["What's the median loan amount for P?", 'median loan size of P?'], item: (m: Deal[]) => [avgAmountItem(median(m.map((d) => d.loan_amount)))] },
];
for (let i = 0; i < 80; i++) {
  const a = pick(AGG);
  const c = combo(2);
  if (c.match.length < 2 || (a.distinct && !a.distinct(c.match))) { i--; continue; }
  const [t, id] = template(`agg${AGG.indexOf(a)}`, a.t);
  add('aggregate', staff(), id, cap(t.replace('P', c.phrase)), { askAs: 'admin', mustContain: a.item(c.match), mustNotContain: [] });
}
{
  const fundedIn = (k: number) => deals.filter((d) => d.stage === 'Funded' && inMonth(d.estimated_closing_date, k));
  const closingIn = (k: number) => deals.filter((d) => d.status === 'Active' && inMonth(d.estimated_closing_date, k));
  const SPECIAL: [string, Deal[]][] = [
    ['How much did we fund last month?', fundedIn(-1)], ['funded volume last month?', fundedIn(-1)], [`What did we fund in ${monthName(-1)}?`, fundedIn(-1)],
    ['How much did we fund two months ago?', fundedIn(-2)], ['total funded the month before last', fundedIn(-2)],
    ['How many dollars are scheduled to close this month (active deals)?', closingIn(0)], ['active volume closing next month?', closingIn(1)],
    [`How much active volume is set to close in ${monthName(1)}?`, closingIn(1)], ["What's the $ closing this month on live deals", closingIn(0)],
  ];
  for (const [q, m] of SPECIAL) add('aggregate', staff(), `aggspecial-${q}`, q, { askAs: 'admin', mustContain: [amountItem(sum(m), true)], mustNotContain: [] });
}

// tasks
const tasks = data.tasks;
const titles = tasks.map((t) => t.title);
const taskExp = (m: typeof tasks, askAs: string, neutral: typeof tasks = []): Expectation => ({
  askAs, mustContain: m.length ? m.map((t) => t.title) : [{ anyOf: [...NONE.anyOf, 'no tasks', 'no open tasks', 'no overdue', "don't have any", 'all caught up'] }],
  mustNotContain: titles.filter((x) => !m.some((t) => t.title === x) && !neutral.some((t) => t.title === x)),
});
const userForms = (ref: string) => (ref === 'admin' ? ['Dana', 'Dana Whitfield'] : officerForms(ref));
const overdueOf = (ref?: string) => {
  const mine = tasks.filter((t) => !ref || t.assignee === ref);
  const req = mine.filter((t) => t.status === 'open' && t.due_date! < `${month(0)}-01`);
  const neutral = mine.filter((t) => t.status === 'open' && inMonth(t.due_date, 0));
  return [req, neutral] as const;
};
const TASK_T = [
  () => { const u = pick([...OFFICERS.map((o) => o.ref), 'admin']); const m = tasks.filter((t) => t.assignee === u && inMonth(t.due_date, 0)); return [pick(['What tasks do I have due this month?', "what's due for me this month", 'my tasks this month?']), taskExp(m, u)] as const; },
  () => { const [r, n] = overdueOf(); return [pick(['Which tasks are overdue?', 'what tasks are late', "anything overdue on the task list?", 'show me overdue to-dos']), taskExp(r, 'admin', n)] as const; },
  () => { const u = pick([...OFFICERS.map((o) => o.ref), 'admin']); const [r, n] = overdueOf(u); return [pick([`What's overdue for ${pick(userForms(u))}?`, `is ${pick(userForms(u))} behind on any tasks?`, `${pick(userForms(u))} overdue tasks`]), taskExp(r, 'admin', n)] as const; },
  () => { const u = pick(OFFICERS).ref; const [r, n] = overdueOf(u); return [pick(['am I overdue on anything?', 'What are my overdue tasks?', 'which of my tasks are past due']), taskExp(r, u, n)] as const; },
  () => { const u = pick([...OFFICERS.map((o) => o.ref), 'admin']); const m = tasks.filter((t) => t.assignee === u && t.status === 'open'); return [pick([`What open tasks does ${pick(userForms(u))} have?`, `what's on ${pick(userForms(u))}'s plate`, `open to-dos for ${pick(userForms(u))}?`]), taskExp(m, 'admin')] as const; },
  () => { const u = pick(OFFICERS).ref; const m = tasks.filter((t) => t.assignee === u && t.status === 'open' && t.priority === 'high'); return [pick(['Do I have any high-priority tasks open?', 'my urgent (high priority) open tasks?', 'any hi-pri tasks open for me']), taskExp(m, u)] as const; },
  () => {
    for (;;) {
      const d = pick(deals.filter((x) => tasks.some((t) => t.deal === x.ref)));
      const ref = dealRef(d);
      const m = tasks.filter((t) => t.deal === d.ref);
      return [pick([`What tasks are linked to ${ref}?`, `any to-dos on ${ref}?`, `tasks for ${ref}`]), taskExp(m, 'admin')] as const;
    }
  },
  () => { const m = tasks.filter((t) => t.status === 'open' && inMonth(t.due_date, 1)); return [pick(['What tasks are due next month?', 'to-dos coming due next month?', `tasks due in ${monthName(1)}`]), taskExp(m, 'admin')] as const; },
  () => { const m = tasks.filter((t) => t.status === 'open' && !t.deal); return [pick(['Which open tasks are not tied to any deal?', 'open general tasks (no deal attached)?']), taskExp(m, 'admin')] as const; },
  () => { const u = pick(OFFICERS).ref; const m = tasks.filter((t) => t.assignee === u && t.status === 'open' && inMonth(t.due_date, 1)); return [pick(["what's on my list for next month", 'My tasks due next month?']), taskExp(m, u)] as const; },
];
for (let i = 0; i < 95; i++) {
  const [t, id] = template('task', TASK_T);
  const [q, e] = t();
  add('tasks', staff(), id, q, e);
}

// notes
const notes = data.notes;
/** The fact in a note that a summary of it must keep: a named company, an amount, or what was asked for. */
function noteFact(text: string): Item {
  const amount = /\$[\d,]+/.exec(text)?.[0];
  if (amount) return { anyOf: [amount, amount.slice(1), amount.replace(/,/g, '').slice(1)] };
  const named = /(?:lien from|ordered with|returned by|received from) ([A-Z][\w.&' ]+?)(?:;|\.$| results)/.exec(text)?.[1];
  if (named) return named.replace(/\.$/, '');
  const send = /send the ([a-z ]+?) by/.exec(text)?.[1];
  if (send) return send;
  if (/rate lock/.test(text)) return 'rate lock';
  throw new Error(`no fact in note: ${text}`);
}
const notedDeals = deals.filter((d) => notes.some((n) => n.deal === d.ref));
const NOTE_T = [
  () => { const d = pick(notedDeals); const m = notes.filter((n) => n.deal === d.ref); return [pick([`What notes are on ${dealRef(d)}?`, `any notes on ${dealRef(d)}`, `Summarize the notes for ${dealRef(d)}.`, `what's been noted on ${dealRef(d)} so far`]), [...new Set(m.map((n) => JSON.stringify(noteFact(n.note_text))))].map((s) => JSON.parse(s) as Item)] as const; },
  () => { const d = pick(notedDeals); const last = notes.filter((n) => n.deal === d.ref).sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!; return [pick([`What's the most recent note on ${dealRef(d)}?`, `latest note on ${dealRef(d)}?`, `last thing anyone wrote on ${dealRef(d)}`]), [noteFact(last.note_text)]] as const; },
  () => { const d = pick(notedDeals.filter((x) => notes.some((n) => n.deal === x.ref && /Appraisal/.test(n.note_text)))); const n = notes.find((x) => x.deal === d.ref && /Appraisal/.test(x.note_text))!; return [pick([`Did the appraisal come in on ${dealRef(d)}? What value?`, `appraisal number for ${dealRef(d)}?`]), [noteFact(n.note_text)]] as const; },
  () => { const d = pick(notedDeals.filter((x) => notes.some((n) => n.deal === x.ref && /lien/.test(n.note_text)))); const n = notes.find((x) => x.deal === d.ref && /lien/.test(x.note_text))!; return [pick([`Is there a lien on ${dealRef(d)}? Who from?`, `who's the mechanic's lien from on ${dealRef(d)}`]), [noteFact(n.note_text)]] as const; },
  () => { const m = deals.filter((d) => notes.some((n) => n.deal === d.ref && /mechanic's lien/.test(n.note_text))); return [pick(['Which deals have a mechanic\'s lien noted?', 'any deals where title shows a lien?']), m.map(street)] as const; },
  () => { const m = deals.filter((d) => notes.some((n) => n.deal === d.ref && /rate lock/.test(n.note_text))); return [pick(['Which deals have a rate lock extension request in the notes?', 'who asked to extend their rate lock?']), m.map(street)] as const; },
];
for (let i = 0; i < 55; i++) {
  const [t, id] = template('note', NOTE_T);
  const [q, items] = t();
  add('notes_docs', staff(), id, q, { askAs: 'admin', mustContain: [...items], mustNotContain: [] });
}

// update proposals
const TERMS = [6, 9, 12, 18, 24, 36];
const TERM_WORDS: Record<number, string[]> = { 6: ['6 months', 'six months', '6 mo'], 9: ['9 months', 'nine months'], 12: ['12 months', 'a year', '12 mo'], 18: ['18 months', 'a year and a half', '18mo'], 24: ['24 months', 'two years', '24 mo'], 36: ['36 months', 'three years', '36 mos'] };
type Change = { phrase: (ref: string) => string; changes: Record<string, string | number> };
function changeFor(d: Deal): Change {
  const kind = pick(['rate', 'rate', 'amount', 'amount', 'term', 'stage', 'status', 'ratebps', 'rate+term', 'amount+rate']);
  const newRate = () => { for (;;) { const r = 8 + Math.floor(rand() * 25) * 0.25; if (r !== d.interest_rate) return r; } };
  const newAmount = () => { for (;;) { const a = Math.round((d.loan_amount * (0.8 + rand() * 0.4)) / 5000) * 5000; if (a !== d.loan_amount) return a; } };
  const newTerm = () => pick(TERMS.filter((t) => t !== d.loan_term_months));
  if (kind === 'rate') {
    const r = newRate();
    const w = rateWords(r);
    return { changes: { interest_rate: r }, phrase: (ref) => pick([`Set the rate on ${ref} to ${w}.`, `change rate on ${ref} to ${w}`, `borrower on ${ref} agreed to ${w}, can you change the rate`, `${ref}: rate should be ${w} now, please update`, `Update the interest rate for ${ref} to ${w}.`]) };
  }
  if (kind === 'ratebps') {
    const delta = pick([25, 50, 75, -25, -50]);
    const r = d.interest_rate + delta / 100;
    return { changes: { interest_rate: r }, phrase: (ref) => (delta > 0 ? `bump the rate on ${ref} up ${delta} bps` : `drop the rate on ${ref} by ${-delta} basis points, we're matching a competitor`) };
  }
  if (kind === 'amount') {
    const a = newAmount();
    const w = moneyWords(a);
    return { changes: { loan_amount: a }, phrase: (ref) => pick([`Change the loan amount for ${ref} to ${w}.`, `borrower on ${ref} only needs ${w} now - please update the loan amount`, `set loan amt ${ref} = ${w}`, `update ${ref}, new amount ${w}`, `Can you make the loan on ${ref} ${w} instead?`]) };
  }
  if (kind === 'term') {
    const t = newTerm();
    return { changes: { loan_term_months: t }, phrase: (ref) => pick([`Update the term on ${ref} to ${pick(TERM_WORDS[t]!)}.`, `change ${ref} to a ${t}-month term`, `they want ${pick(TERM_WORDS[t]!)} on ${ref} instead, update the term`]) };
  }
  if (kind === 'stage') {
    const st = pick(STAGES.filter((s) => s !== d.stage && s !== 'Funded'));
    return { changes: { stage: st }, phrase: (ref) => pick([`Move ${ref} to ${pick(STAGE_NAMES[st]!)}.`, `push ${ref} into ${pick(STAGE_NAMES[st]!)}`, `change the stage on ${ref} to ${st}`, `${ref} should be in ${pick(STAGE_NAMES[st]!)} now, update it`]) };
  }
  if (kind === 'status') {
    if (d.status === 'On Hold') return { changes: { status: 'Active' }, phrase: (ref) => pick([`Take ${ref} off hold.`, `reactivate ${ref} - set status to active`, `${ref} is back on, change status to Active`]) };
    const s = pick(['On Hold', 'Dead']);
    return s === 'On Hold'
      ? { changes: { status: 'On Hold' }, phrase: (ref) => pick([`Put ${ref} on hold.`, `park ${ref} for now (on hold), borrower is traveling`, `set ${ref} status to on hold`]) }
      : { changes: { status: 'Dead' }, phrase: (ref) => pick([`Mark ${ref} as dead.`, `borrower walked on ${ref}, set it to dead`, `change ${ref} status to Dead, we lost it`]) };
  }
  if (kind === 'rate+term') {
    const r = newRate();
    const t = newTerm();
    return { changes: { interest_rate: r, loan_term_months: t }, phrase: (ref) => pick([`Set the rate to ${r}% and the term to ${t} months on ${ref}.`, `update ${ref}: ${rateWords(r)} rate, ${pick(TERM_WORDS[t]!)} term`]) };
  }
  const a = newAmount();
  const r = newRate();
  return { changes: { loan_amount: a, interest_rate: r }, phrase: (ref) => pick([`Change ${ref} to ${moneyWords(a)} at ${r}%.`, `update ${ref} - loan amount ${moneyWords(a)}, rate ${rateWords(r)}`]) };
}
const updatable = deals.filter((d) => d.status === 'Active' || d.status === 'On Hold');
for (let i = 0; i < 110; i++) {
  const d = pick(updatable);
  const c = changeFor(d);
  const ref = dealRef(d);
  add('update_proposal', pick(['phone', 'admin', 'casual', 'esl', 'plain', 'formal']), `update-${Object.keys(c.changes).join('+')}-${i % 5}`, c.phrase(ref), {
    askAs: rand() < 0.3 && d.officer ? d.officer : 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: c.changes,
  });
}

// ambiguity: a name that several deals share
const lastGroups = [...new Set(deals.map((d) => d.borrower_last_name).filter(Boolean))].map((n) => [n!, deals.filter((d) => d.borrower_last_name === n)] as const).filter(([, g]) => g.length > 1);
const streetGroups = [...new Set(deals.map((d) => street(d).split(' ')[1]!))].map((w) => [w, deals.filter((d) => street(d).split(' ')[1] === w)] as const).filter(([, g]) => g.length > 1);
const trustGroup = ['Family Trust', deals.filter((d) => d.entity_name?.includes('Family Trust'))] as const;
const AMB_GROUPS = [...lastGroups, ...streetGroups, trustGroup];
const AMB_T = [
  (n: string) => `What's the status of the ${n} deal?`, (n: string) => `who's the LO on the ${n} loan`, (n: string) => `Show me the ${n} deal.`,
  (n: string) => `Set the rate on the ${n} deal to ${rateWords(pick([9.5, 10.75, 11.25]))}.`, (n: string) => `how much is the ${n} loan for`,
  (n: string) => `Move the ${n} deal to underwriting.`, (n: string) => `what stage is ${n} at`, (n: string) => `pull up ${n}`,
];
for (let i = 0; i < 50; i++) {
  const [name, group] = pick(AMB_GROUPS);
  const [t, id] = template('amb', AMB_T);
  add('ambiguity', staff(), id, t(name), { askAs: 'admin', mustContain: group.map(street), mustNotContain: [], asksToChoose: true, candidates: group.map((d) => d.ref) });
}

// permissions: outside parties see only their linked deals
const outside = data.users.filter((u) => u.role === 'broker' || u.role === 'borrower');
const linked = (u: (typeof outside)[number]) => {
  const c = contacts.find((x) => x.email === u.email);
  return deals.filter((d) => (c && d.contacts.some((x) => x.contact === c.ref)) || (u.role === 'borrower' && d.borrower_email === u.email));
};
const totalAll = sum(deals);
const PERM_T = [
  (u: (typeof outside)[number], mine: Deal[]) => [pick(['Show me my deals.', 'what deals do i have with you guys', 'List all my loans please', 'which files of mine are open?']), { ...listExp(mine, u.ref) }] as const,
  (u: (typeof outside)[number], mine: Deal[]) => [pick(['How many deals do I have?', 'how many loans have i got in your system', 'count of my deals?']), { ...countExp(mine, u.ref), mustNotContain: others(mine) }] as const,
  (u: (typeof outside)[number], mine: Deal[]) => [pick(["What's the total loan volume of all deals?", 'what is the total volume across the whole pipeline', 'how much do you have lent out in total']), { askAs: u.ref, mustContain: [amountItem(sum(mine), true)], mustNotContain: [money(totalAll), totalAll.toLocaleString('en-US'), ...others(mine)] }] as const,
  (u: (typeof outside)[number], mine: Deal[]) => [pick(['What stage is my loan in?', 'where is my loan at?', 'any progress on my loan? what stage']), { askAs: u.ref, mustContain: mine.flatMap((d) => [street(d), d.stage]), mustNotContain: others(mine) }] as const,
  (u: (typeof outside)[number], mine: Deal[]) => {
    const d = pick(deals.filter((x) => !mine.includes(x)));
    const name = borrowerName(d);
    return [pick([`What's the loan amount on ${street(d)}?`, `what rate is ${street(d)} at?`, `who is the borrower at ${street(d)}`]), { askAs: u.ref, mustContain: [NO_ACCESS], mustNotContain: [money(d.loan_amount), d.loan_amount.toLocaleString('en-US'), name, ...(d.borrower_last_name ? [d.borrower_last_name] : [])] }] as const;
  },
  (u: (typeof outside)[number], mine: Deal[]) => {
    const d = pick(mine);
    return [pick([`What's the loan amount on ${street(d)}?`, `how much is ${street(d).replace(/\s+\S+$/, '')} for`]), { askAs: u.ref, mustContain: [amountItem(d.loan_amount, true)], mustNotContain: others(mine) }] as const;
  },
  (u: (typeof outside)[number], mine: Deal[]) => {
    const st = pick(['Underwriting', 'Closing', 'Approved', 'Application', 'Structure']);
    const m = mine.filter((d) => d.stage === st);
    return [pick([`How many deals do I have in ${pick(STAGE_NAMES[st]!)}?`, `any of mine in ${pick(STAGE_NAMES[st]!)}?`]), { askAs: u.ref, mustContain: [m.length ? countItem(m.length) : { anyOf: [...NONE.anyOf, '0', 'no '] }], mustNotContain: others(mine) }] as const;
  },
  (u: (typeof outside)[number], mine: Deal[]) => [pick(['Who is the loan officer on my deal?', 'who do i talk to at Harborline about my loan (loan officer)?']), { askAs: u.ref, mustContain: [...new Set(mine.map((d) => officerName(d.officer!)))], mustNotContain: others(mine) }] as const,
  (u: (typeof outside)[number], mine: Deal[]) => {
    const st = pick(Object.keys(STATE_NAMES));
    const m = mine.filter((d) => stateOf(d) === st);
    return [`Show me all deals in ${pick(STATE_NAMES[st]!)}.`, { ...listExp(m, u.ref), mustNotContain: others(m) }] as const;
  },
];
for (let i = 0; i < 75; i++) {
  const u = pick(outside);
  const mine = linked(u);
  let [t, id] = template('perm', PERM_T);
  if (u.role === 'broker' && PERM_T.indexOf(t) === 3) [t, id] = [PERM_T[0]!, 'perm#0'];
  const [q, e] = t(u, mine);
  add('permission', u.role === 'broker' ? 'broker' : 'borrower', id, q, e as Expectation);
}

// follow-ups that lean on the previous message
const FOLLOW_T = [
  () => { const c = combo(2); return [[`How many ${c.phrase} do we have?`], pick(['which ones?', 'ok list them', 'can you show me those', 'names/addresses pls']), listExp(c.match)] as const; },
  () => { const d = pick(deals); const ref = dealRef(d); return [[`Tell me about ${ref}.`], pick(["what's the rate on it?", 'and the rate?', 'rate on that one?']), { askAs: 'admin', mustContain: [pctItem(d.interest_rate)], mustNotContain: [] }] as const; },
  () => { const d = pick(deals); return [[`What's the loan amount on ${dealRef(d)}?`], pick(["who's the LO?", 'who is the loan officer on that one', 'and whose deal is it?']), { askAs: 'admin', mustContain: [officerName(d.officer!)], mustNotContain: [] }] as const; },
  () => {
    const [a, b] = shuffle(Object.keys(STATE_NAMES)) as [string, string];
    const m = deals.filter((d) => d.status === 'Active' && stateOf(d) === b);
    return [[`Show me the active deals in ${STATE_FULL[a]}.`], pick([`what about ${pick(STATE_NAMES[b]!)}?`, `and ${pick(STATE_NAMES[b]!)}?`, `same for ${pick(STATE_NAMES[b]!)}`]), listExp(m)] as const;
  },
  () => {
    const d = pick(updatable.filter((x) => x.loan_amount >= 200_000));
    const a = Math.round((d.loan_amount * 1.1) / 5000) * 5000;
    return [[`What's the loan amount on ${dealRef(d)}?`], pick([`bump it to ${moneyWords(a)}`, `ok change that to ${moneyWords(a)}`, `make it ${moneyWords(a)}`]), { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { loan_amount: a } }] as const;
  },
  () => {
    const [name, group] = pick(lastGroups);
    const d = pick(group);
    return [[`What's the status of the ${name} deal?`], pick([`the one on ${streetName(d)}`, `I mean ${street(d)}`, `${streetName(d)} one`]), { askAs: 'admin', mustContain: [statusLabel(d.status)], mustNotContain: [] }] as const;
  },
  () => {
    const [u1, u2] = shuffle([...OFFICERS.map((o) => o.ref), 'admin']) as [string, string];
    const [r, n] = overdueOf(u2);
    return [[`What's overdue for ${userForms(u1)[0]}?`], pick([`and for ${userForms(u2)[0]}?`, `what about ${userForms(u2)[1]}`]), taskExp(r, 'admin', n)] as const;
  },
  () => {
    const o = pick(OFFICERS);
    const st = pick(['Closing', 'Underwriting', 'Approved']);
    const m = deals.filter((d) => d.officer === o.ref && d.stage === st && d.status === 'Active');
    return m.length < 2 ? null : ([[`Show ${o.first_name}'s active deals in ${st}.`], pick(["what's the total on those?", 'how much is that all together', 'sum?']), { askAs: 'admin', mustContain: [amountItem(sum(m), true)], mustNotContain: [] }] as const);
  },
  () => { const st = pick(STAGES.slice(0, 5)); const m = deals.filter((d) => d.status === 'Active' && d.stage === st); return [[`List the active deals in ${st}.`], pick(['how many is that?', 'count?', 'how many was that again']), countExp(m)] as const; },
];
for (let i = 0; i < 65; i++) {
  const [t, id] = template('follow', FOLLOW_T);
  const r = t();
  if (!r) { i--; continue; }
  const [history, q, e] = r;
  add('follow_up', pick(['plain', 'phone', 'casual', 'plain']), id, q, e as Expectation, [...history]);
}

// general chat
const ERRORS = ["I apologize, but I encountered an error", "I apologize, but I couldn't generate a response"];
const CHAT_T = [
  () => [pick(['Hi there!', 'hello', 'good morning!', 'hey', 'Hi assistant', 'hiya', 'Morning!', 'hey there, happy friday']), [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'good evening', 'how can i help', 'what can i do for you'] }]] as const,
  () => [pick(['What can you help me with?', 'what can you do?', 'what are you able to do for me', 'how does this assistant work?', 'first time using this - what kind of stuff can I ask?', 'what r u good for']), [{ anyOf: ['deal', 'deals'] }, { anyOf: ['contact', 'contacts'] }, { anyOf: ['task', 'tasks'] }]] as const,
  () => [pick(['What does LTV mean?', 'whats ltv stand for', 'can you explain loan-to-value?']), [{ anyOf: ['loan-to-value', 'loan to value'] }]] as const,
  () => [pick(['how are you today?', 'good evening, anyone there?', 'who am I talking to?', 'hello?? is this thing on']), [{ anyOf: ['hello', 'hi', 'hey', 'assistant', 'help', 'here'] }]] as const,
  () => [pick(['thanks!', 'thank you, that was helpful', 'perfect, thx', 'ok great thank you so much', 'cheers mate']), [{ anyOf: ["you're welcome", 'you are welcome', 'glad', 'happy to help', 'anytime', 'no problem', 'my pleasure', 'anything else'] }]] as const,
];
for (let i = 0; i < 40; i++) {
  const [t, id] = template('chat', CHAT_T);
  const [q, items] = t();
  // A greeting is not wrapped in another greeting.
  const voice = items.some((x) => (x.anyOf as readonly string[]).includes('hello')) ? 'plain' : pick<Voice>(['casual', 'plain', 'plain', 'phone']);
  add('general_chat', voice, id, q, { askAs: 'admin', mustContain: items.map((x) => ({ anyOf: [...x.anyOf] })), mustNotContain: ERRORS });
}

// ---------- order, ids, checks ----------
/** Shuffle, then swap apart any two neighbours from the same template. */
function spread(list: Draft[]): Draft[] {
  const out = shuffle(list);
  for (let i = 1; i < out.length; i++) {
    if (out[i]!.template !== out[i - 1]!.template) continue;
    const j = out.findIndex((x, k) => k > i + 1 && x.template !== out[i - 1]!.template && out[k - 1]!.template !== out[i]!.template && out[k + 1]?.template !== out[i]!.template);
    if (j > 0) [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const ordered = spread(drafts);
const slug = (c: string) => c.replace(/[^a-z]+/g, '-');
const questions: Question[] = ordered.map((dr, i) => ({
  id: `hand8-${slug(dr.category)}-${dr.voice}-${String(i + 1).padStart(4, '0')}`,
  category: dr.category,
  question: dr.question.replace(/\s+/g, ' ').trim(),
  ...(dr.history ? { history: dr.history } : {}),
  expect: dr.expect,
}));

/** The set's own checks: shape of every question against scoring.ts's types, unique ids, non-empty expectations. */
function check(qs: Question[]): string[] {
  const errors: string[] = [];
  const users = new Set(data.users.map((u) => u.ref));
  const refs = new Set(deals.map((d) => d.ref));
  const isItem = (x: unknown) => typeof x === 'string' ? x.length > 0 : !!x && typeof x === 'object' && Array.isArray((x as { anyOf: unknown }).anyOf) && (x as { anyOf: unknown[] }).anyOf.every((s) => typeof s === 'string' && s.length > 0);
  const seen = new Set<string>();
  for (const q of qs) {
    const e = q.expect;
    const where = `${q.id} (${q.question})`;
    if (seen.has(q.id)) errors.push(`duplicate id ${q.id}`);
    seen.add(q.id);
    if (!q.question || typeof q.category !== 'string') errors.push(`${where}: empty question or category`);
    if (q.history && !q.history.every((h) => typeof h === 'string' && h)) errors.push(`${where}: bad history`);
    if (!users.has(e.askAs)) errors.push(`${where}: unknown askAs ${e.askAs}`);
    if (!e.mustContain?.length) errors.push(`${where}: empty mustContain`);
    if (!(e.mustContain ?? []).every(isItem)) errors.push(`${where}: bad mustContain item`);
    if (!(e.mustNotContain ?? []).every((s) => typeof s === 'string' && s)) errors.push(`${where}: bad mustNotContain`);
    if (e.requiresConfirmation && (!e.dealRef || !refs.has(e.dealRef) || !Object.keys(e.changes ?? {}).length)) errors.push(`${where}: proposal without deal or changes`);
    if (e.asksToChoose && ((e.candidates ?? []).length < 2 || !e.candidates!.every((c) => refs.has(c)))) errors.push(`${where}: ambiguity without candidates`);
    if (e.requiresConfirmation && q.category !== 'update_proposal' && q.category !== 'follow_up') errors.push(`${where}: proposal in category ${q.category}`);
    for (const item of e.mustContain ?? []) {
      const options = typeof item === 'string' ? [item] : item.anyOf;
      if (options.every((o) => (e.mustNotContain ?? []).some((n) => n.toLowerCase() === o.toLowerCase()))) errors.push(`${where}: required item is forbidden: ${options[0]}`);
    }
  }
  return errors;
}
const neighbours = ordered.filter((dr, i) => i > 0 && ordered[i - 1]!.template === dr.template).length;
const errors = [...check(questions), ...(neighbours ? [`${neighbours} questions follow one from the same template`] : [])];
if (errors.length) throw new Error(`hand8 set fails its checks:\n${errors.slice(0, 20).join('\n')}`);
if (questions.length < 1000) throw new Error(`only ${questions.length} questions`);

const tally = (f: (q: Question) => string) => Object.fromEntries([...questions.reduce((m, q) => m.set(f(q), (m.get(f(q)) ?? 0) + 1), new Map<string, number>())].sort());
writeFileSync(path.join(import.meta.dirname, 'hand8-dev.json'), `${JSON.stringify(questions, null, 2)}\n`);
console.log(questions.length, 'questions', tally((q) => q.category), tally((q) => q.id.split('-').at(-2)!));
