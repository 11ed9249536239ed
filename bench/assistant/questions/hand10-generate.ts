// hand10-dev.json (written as hand10-unseen.json, the unseen set of assistant round 9; dev material since): a question set for the Lender OS assistant, by another hand.
// Written by helper "hand10" on 2026-11-28, 08:57–09:05 UTC.
// Read: /work/shared/fixtures/assistant/ (README.md,
// dataset.json, questions.json), bench/assistant/scoring.ts, bench/assistant/questions/truth.ts, the Dataset type in
// bench/assistant/load-dataset.ts and the CLI flags at the top of bench/assistant.ts. SPEC.md was not read, for
// lack of time (so outside parties are never asked to change a deal here).
// Not read: src/**, README.md's assistant sections, any other question file or generator in this folder.
// Voices: a hurried officer on a phone (lower case, abbreviations, typos), an admin in full sentences, a processor,
// a non-native speaker, a broker, a borrower, someone dictating by voice (no punctuation, numbers spelled out).
// Phenomena: nicknames for states, stages, statuses, loan and property types and officers; amounts as "1.2M", "750k",
// "2 mil"; misspelt names and streets; relative changes (rate +/- bps, term +/- months, next stage); questions wrapped
// in chit-chat; yes/no questions about a deal (never a change proposal); rankings; negations; follow-ups (`history`).
// Periods: only calendar months relative to today ("this month", "next month", "last month") and "overdue" (open and
// due in an earlier month; open tasks due this month are neither required nor forbidden). A question that NAMES a
// calendar month is computed from the month this file was generated in (2026-11, the dataset's asOf month), so it
// holds when the bench runs in November 2026. A question naming no status has the same answer whether or not
// closed/dead/on-hold deals count (checked below; otherwise the question says "active").
// Every expectation is computed from dataset.json through truth.ts; only phrasings are typed by hand.
// Run: npx tsx bench/assistant/questions/hand10-generate.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item, Question } from '../scoring';
import {
  data, deals, month, randomSource, street, stateOf, money, amountItem, countItem, NONE, officerName, officers,
  uniqueLast, streetName, others, sum, listExpect, countExpect, groupItems, type Deal,
} from './truth';

const { rand, pick, typo, shuffle } = randomSource(101_128);
const out: Question[] = [];
const fixtureWordings = new Set(
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../shared/fixtures/assistant/questions.json'), 'utf8')) as Question[]).map((q) =>
    q.question.trim().toLowerCase(),
  ),
);
const seen = new Set<string>();
const counters = new Map<string, number>();
function add(category: string, question: string, expect: Question['expect'], history?: string[]) {
  const key = `${expect.askAs}|${(history ?? []).join('|')}|${question.trim().toLowerCase()}`;
  if (seen.has(key) || fixtureWordings.has(question.trim().toLowerCase())) return;
  seen.add(key);
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  out.push({ id: `hand10-${category.replace(/[^a-z]+/g, '-')}-${String(n).padStart(3, '0')}`, category, question, ...(history ? { history } : {}), expect });
}

// ---------- words and voices ----------
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const under100 = (n: number): string => (n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? ' ' + ONES[n % 10] : ''));
const under1000 = (n: number): string => (n < 100 ? under100(n) : `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ' ' + under100(n % 100) : ''}`);
/** Street number as dictated: "7698" → "seventy six ninety eight", "157" → "one fifty seven". */
const sayStreetNo = (s: string) => {
  const n = Number(s);
  if (n < 100) return under100(n);
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} ${n % 100 === 0 ? 'hundred' : n % 100 < 10 ? 'oh ' + ONES[n % 100] : under100(n % 100)}`;
  const hi = Math.floor(n / 100), lo = n % 100;
  return `${under100(hi)} ${lo === 0 ? 'hundred' : lo < 10 ? 'oh ' + ONES[lo] : under100(lo)}`;
};
const sayAmount = (n: number) => {
  if (n >= 1_000_000) {
    const m = n / 1_000_000;
    if (Number.isInteger(m)) return `${under1000(m)} million`;
    const [w, f] = String(m).split('.') as [string, string];
    return `${under1000(Number(w))} point ${f.split('').map((c) => ONES[Number(c)]).join(' ')} million`;
  }
  return `${under1000(Math.floor(n / 1000))} thousand${n % 1000 ? ' ' + under1000(n % 1000) : ''}`;
};
const sayRate = (r: number) => {
  const w = Math.floor(r), f = Math.round((r - w) * 100);
  if (f === 0) return `${under100(w)} percent`;
  if (f === 50) return `${under100(w)} and a half percent`;
  if (f === 25) return `${under100(w)} and a quarter percent`;
  return `${under100(w)} point ${String(f).padStart(2, '0').replace(/0$/, '').split('').map((c) => ONES[Number(c)]).join(' ')} percent`;
};
const SUFFIX_SAY: Record<string, string> = { St: 'street', Ave: 'avenue', Rd: 'road', Dr: 'drive', Ct: 'court', Blvd: 'boulevard', Ln: 'lane', Way: 'way', Trl: 'trail', Pl: 'place', Cir: 'circle', Pkwy: 'parkway', Ter: 'terrace', Hwy: 'highway', Loop: 'loop', Run: 'run', Path: 'path', Row: 'row', Sq: 'square', Pass: 'pass', Xing: 'crossing' };
const sayStreet = (d: Deal) => {
  const parts = street(d).split(' ');
  const no = parts.shift()!;
  const suf = parts.pop()!;
  return `${sayStreetNo(no)} ${parts.join(' ').toLowerCase()} ${SUFFIX_SAY[suf] ?? suf.toLowerCase()}`;
};
const typoStreet = (d: Deal) => {
  const parts = street(d).split(' ');
  const i = parts.findIndex((p, k) => k > 0 && p.length >= 5);
  if (i < 0) return street(d).toLowerCase();
  parts[i] = typo(parts[i]!);
  return parts.join(' ').toLowerCase();
};
const shortAmt = (n: number) => (n >= 1_000_000 ? pick([`${n / 1_000_000}M`, `$${n / 1_000_000}M`, `${n / 1_000_000} mil`]) : `${n / 1000}k`);

type Voice = 'phone' | 'admin' | 'processor' | 'nonnative' | 'dictation';
const VOICES: Voice[] = ['phone', 'admin', 'processor', 'nonnative', 'dictation'];
const CHAT = ['morning! quick one - ', 'hope your day is going well. ', 'sorry to bother you again, ', 'ok so the boss is asking me: ', 'before my 10 o\'clock call, '];
/** Dictation: lower case, no punctuation. */
const dictate = (s: string) => s.toLowerCase().replace(/[?.!,;:'"]/g, '').replace(/\s+/g, ' ').trim();
const wrap = (s: string) => (rand() < 0.5 ? pick(CHAT) + s : s);

// ---------- nicknames ----------
const STATE_NAMES: Record<string, string[]> = {
  FL: ['Florida', 'FL', 'the Sunshine State', 'florida'], TX: ['Texas', 'TX', 'the Lone Star State', 'texas'], CA: ['California', 'CA', 'Cali', 'california'],
  AZ: ['Arizona', 'AZ', 'arizona'], NC: ['North Carolina', 'NC', 'north carolina'], TN: ['Tennessee', 'TN', 'tennessee'], GA: ['Georgia', 'GA', 'the Peach State', 'georgia'], CO: ['Colorado', 'CO', 'colorado'],
};
const EMPTY_STATES = ['Oregon', 'Nevada', 'Ohio', 'Michigan', 'New Jersey', 'Utah', 'Washington state', 'Illinois'];
const STAGE_NICK: Record<string, string[]> = {
  Structure: ['Structure', 'structuring', 'the structure stage'], Application: ['Application', 'the app stage', 'application'], Underwriting: ['Underwriting', 'UW', 'underwriting', 'u/w'],
  Approved: ['Approved', 'approved', 'the approved stage'], Closing: ['Closing', 'the closing stage'], Funded: ['Funded', 'funded'],
};
const STATUS_NICK: Record<string, string[]> = { Active: ['active'], 'On Hold': ['on hold', 'paused', 'parked'], Closed: ['closed'], Dead: ['dead', 'killed'] };
const TYPE_NICK: Record<string, string[]> = {
  'Fix & Flip': ['fix and flip', 'fix-n-flip', 'F&F', 'flip'], Purchase: ['purchase'], 'Bridge Loan': ['bridge', 'bridge loan'], Construction: ['construction', 'ground-up construction'],
  Refinance: ['rate-and-term refinance', 'refinance'], 'Cash Out Refi': ['cash-out refi', 'cash out refinance'], Commercial: ['commercial'], Land: ['land', 'raw-land'], 'Second Mortgage': ['second mortgage', '2nd mortgage', 'second lien'],
};
const PROP_NICK: Record<string, string[]> = {
  'Single Family': ['single family', 'SFR', 'single-family home'], 'Multi-Family': ['multifamily', 'multi-family', 'apartment building'], Condo: ['condo'], Townhouse: ['townhouse', 'townhome'],
  Industrial: ['industrial'], Land: ['raw land'], 'Mixed-Use': ['mixed use', 'mixed-use'], Office: ['office'],
};
const officerNick = (ref: string) => {
  const u = data.users.find((x) => x.ref === ref)!;
  return pick([`${u.first_name} ${u.last_name}`, u.first_name, `${u.first_name} ${u.last_name[0]}.`, `${u.first_name.toLowerCase()}`, u.last_name]);
};
const active = deals.filter((d) => d.status === 'Active');
const same = (f: (d: Deal) => boolean) => {
  const a = deals.filter(f), b = active.filter(f);
  return a.length === b.length;
};
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const mName = (off: number) => MONTH_NAMES[Number(month(off).slice(5)) - 1]!;
const rateItem = (r: number): Item => ({ anyOf: [...new Set([`${r}%`, `${r.toFixed(2)}%`, `${r.toFixed(1)}%`, `${r} %`, `${r} percent`])] });
const avgRate = (xs: number[]): Item => {
  const v = xs.reduce((a, b) => a + b, 0) / xs.length;
  return { anyOf: [...new Set([v.toFixed(3), v.toFixed(2), v.toFixed(1), String(Number(v.toFixed(3)))])] };
};
const avgAmt = (rows: Deal[]): Item => {
  const v = sum(rows) / rows.length;
  return { anyOf: [...new Set([money(Math.round(v)), Math.round(v).toLocaleString('en-US'), `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })])] };
};

// ---------- phrasing of a filter ----------
interface Filter { f: (d: Deal) => boolean; say: Record<Voice, string>; statusNamed: boolean }
function filters(): Filter[] {
  const fs: Filter[] = [];
  const mk = (f: (d: Deal) => boolean, base: (v: Voice) => string, statusNamed: boolean) =>
    fs.push({ f, statusNamed, say: Object.fromEntries(VOICES.map((v) => [v, base(v)])) as Record<Voice, string> });
  for (const st of data.stages) {
    mk((d) => d.status === 'Active' && d.stage === st, (v) => `active deals in ${v === 'phone' ? pick(STAGE_NICK[st]!) : st}`, true);
    mk((d) => d.stage === st, (v) => `deals in ${v === 'phone' ? pick(STAGE_NICK[st]!) : st}`, false);
  }
  for (const s of Object.keys(STATE_NAMES)) {
    mk((d) => d.status === 'Active' && stateOf(d) === s, (v) => `active loans in ${v === 'admin' ? STATE_NAMES[s]![0] : pick(STATE_NAMES[s]!)}`, true);
    mk((d) => stateOf(d) === s, () => `deals in ${pick(STATE_NAMES[s]!)}`, false);
    for (const t of Object.keys(TYPE_NICK)) if (rand() < 0.55) mk((d) => d.status === 'Active' && stateOf(d) === s && d.loan_type === t, () => `active ${pick(TYPE_NICK[t]!)} loans in ${pick(STATE_NAMES[s]!)}`, true);
  }
  for (const t of Object.keys(TYPE_NICK)) mk((d) => d.status === 'Active' && d.loan_type === t, () => `active ${pick(TYPE_NICK[t]!)} deals`, true);
  for (const p of Object.keys(PROP_NICK)) mk((d) => d.status === 'Active' && d.property_type === p, () => `active ${pick(PROP_NICK[p]!)} deals`, true);
  for (const st of Object.keys(STATUS_NICK)) if (st !== 'Active') mk((d) => d.status === st, () => `${pick(STATUS_NICK[st]!)} deals`, true);
  for (const o of officers) {
    mk((d) => d.status === 'Active' && d.officer === o.ref, () => `active deals for ${officerNick(o.ref)}`, true);
    for (const st of ['Underwriting', 'Closing', 'Application', 'Approved']) mk((d) => d.status === 'Active' && d.officer === o.ref && d.stage === st, (v) => `${officerNick(o.ref)}'s active deals in ${v === 'phone' ? pick(STAGE_NICK[st]!) : st}`, true);
  }
  for (const amt of [500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 4_000_000]) {
    mk((d) => d.status === 'Active' && d.loan_amount > amt, (v) => `active loans over ${v === 'dictation' ? sayAmount(amt) : v === 'phone' ? shortAmt(amt) : money(amt)}`, true);
    mk((d) => d.status === 'Active' && d.loan_amount < amt, (v) => `active loans under ${v === 'dictation' ? sayAmount(amt) : v === 'phone' ? shortAmt(amt) : money(amt)}`, true);
  }
  for (const r of [10, 10.5, 11, 11.5, 12, 13]) {
    mk((d) => d.status === 'Active' && d.interest_rate >= r, (v) => `active deals at ${v === 'dictation' ? sayRate(r) : r + '%'} or higher`, true);
    mk((d) => d.status === 'Active' && d.interest_rate < r, (v) => `active deals priced below ${v === 'dictation' ? sayRate(r) : r + '%'}`, true);
  }
  for (const term of [6, 12, 24, 36]) mk((d) => d.status === 'Active' && d.loan_term_months === term, (v) => `active ${v === 'dictation' ? under100(term) : term} month loans`, true);
  for (const [off, word] of [[0, 'this month'], [1, 'next month']] as const) {
    mk((d) => d.estimated_closing_date.slice(0, 7) === month(off), () => `deals closing ${word}`, false);
    for (const s of Object.keys(STATE_NAMES)) mk((d) => d.estimated_closing_date.slice(0, 7) === month(off) && stateOf(d) === s, () => `deals in ${pick(STATE_NAMES[s]!)} set to close ${word}`, false);
    for (const o of officers) mk((d) => d.estimated_closing_date.slice(0, 7) === month(off) && d.officer === o.ref, () => `${officerNick(o.ref)}'s deals closing ${word}`, false);
  }
  mk((d) => d.estimated_closing_date.slice(0, 7) === month(2), () => `deals scheduled to close in ${mName(2)}`, false);
  mk((d) => d.status === 'Closed' && d.estimated_closing_date.slice(0, 7) === month(-1), () => `deals we closed last month`, true);
  mk((d) => d.status === 'Active' && d.borrower_type === 'Entity', () => `active deals with an LLC or other entity as borrower`, true);
  mk((d) => d.status === 'Active' && d.borrower_type === 'Individual' && stateOf(d) === 'FL', () => `active deals in florida with individual borrowers`, true);
  // negations
  mk((d) => d.status === 'Active' && stateOf(d) !== 'FL' && stateOf(d) !== 'TX' && stateOf(d) !== 'CA', () => `active deals outside Florida, Texas and California`, true);
  mk((d) => d.status === 'Active' && d.property_type !== 'Single Family' && d.stage === 'Underwriting', () => `active underwriting deals that are not single family`, true);
  mk((d) => d.status === 'Active' && d.loan_type !== 'Fix & Flip' && d.loan_type !== 'Purchase' && d.stage === 'Approved', () => `active approved deals that aren't purchases or flips`, true);
  return fs.filter((x) => x.statusNamed || same(x.f));
}

const LIST_T: Record<Voice, ((s: string) => string)[]> = {
  phone: [(s) => `list ${s} pls`, (s) => `show me ${s}`, (s) => `whch are the ${s}`, (s) => `need ${s} asap`],
  admin: [(s) => `Could you please list all ${s}?`, (s) => `I would like to see every one of our ${s}.`, (s) => `Please give me the full list of ${s}.`],
  processor: [(s) => `For my file review, pull up the ${s}.`, (s) => `Which addresses are ${s}? I need to order docs.`],
  nonnative: [(s) => `Please you can show me which are the ${s}?`, (s) => `I want know the ${s}, which ones they are?`],
  dictation: [(s) => `show me all the ${s}`, (s) => `read me the ${s}`],
};
const COUNT_T: Record<Voice, ((s: string) => string)[]> = {
  phone: [(s) => `how many ${s}`, (s) => `# of ${s}?`, (s) => `hw many ${s} rn`],
  admin: [(s) => `How many ${s} do we currently have?`, (s) => `Can you tell me the number of ${s}?`],
  processor: [(s) => `Quick count for the weekly report: ${s}?`],
  nonnative: [(s) => `How much ${s} we have in total, the number?`],
  dictation: [(s) => `how many ${s} are there`],
};
for (const flt of filters()) {
  const m = deals.filter(flt.f);
  for (const v of shuffle(VOICES).slice(0, rand() < 0.35 ? 2 : 1)) {
    let q = pick(LIST_T[v])(flt.say[v]);
    if (v === 'dictation') q = dictate(q);
    add(m.length ? 'list/filter' : 'no_result', wrap(q), listExpect(m));
  }
  const v = pick(VOICES);
  let q = pick(COUNT_T[v])(flt.say[v]);
  if (v === 'dictation') q = dictate(q);
  if (rand() < 0.55) add('count', q, countExpect(m));
}
// no_result extras
for (const s of EMPTY_STATES) {
  add('no_result', pick([`any deals in ${s}?`, `Do we have loans on properties in ${s}?`, `show me ${s} deals`]), listExpect([]));
}
for (const amt of [8_000_000, 12_000_000, 25_000_000]) add('no_result', pick([`anything above ${shortAmt(amt)}?`, `Which loans exceed ${money(amt)}?`]), listExpect(deals.filter((d) => d.loan_amount > amt)));
const knownNames = new Set(deals.flatMap((d) => [d.borrower_last_name, d.entity_name].filter(Boolean) as string[]).map((x) => x.toLowerCase()));
for (const n of ['Pemberton', 'Okafor-Lindqvist', 'Zelenko', 'Abernathy', 'Quintero', 'Blackwood Ventures LLC']) {
  if ([...knownNames].some((k) => k.includes(n.toLowerCase().split(' ')[0]!))) continue;
  add('no_result', pick([`pull up the ${n} loan`, `Is there a deal for ${n}?`, `find borrower ${n} please`]), { askAs: 'admin', mustContain: [NONE], mustNotContain: [...deals.map(street)] });
}

// ---------- aggregate & ranking ----------
for (const s of Object.keys(STATE_NAMES)) {
  const rows = active.filter((d) => stateOf(d) === s);
  if (!rows.length) continue;
  add('aggregate', pick([`total active volume in ${pick(STATE_NAMES[s]!)}?`, `What is the combined loan amount of our active deals in ${STATE_NAMES[s]![0]}?`]), { askAs: 'admin', mustContain: [amountItem(sum(rows), true)], mustNotContain: [] });
  add('aggregate', pick([`avg rate on active ${STATE_NAMES[s]![1]} deals`, `What's the average interest rate for active loans in ${STATE_NAMES[s]![0]}?`]), { askAs: 'admin', mustContain: [avgRate(rows.map((d) => d.interest_rate))], mustNotContain: [] });
  const top = [...rows].sort((a, b) => b.loan_amount - a.loan_amount);
  if (top.length > 1 && top[0]!.loan_amount !== top[1]!.loan_amount)
    add('aggregate', pick([`biggest active loan in ${pick(STATE_NAMES[s]!)}?`, `Which active deal in ${STATE_NAMES[s]![0]} has the largest loan amount?`]), { askAs: 'admin', mustContain: [street(top[0]!), amountItem(top[0]!.loan_amount, true)], mustNotContain: [] });
  const low = [...rows].sort((a, b) => a.loan_amount - b.loan_amount);
  if (low.length > 1 && low[0]!.loan_amount !== low[1]!.loan_amount)
    add('aggregate', dictate(`whats the smallest active loan in ${STATE_NAMES[s]![0]}`), { askAs: 'admin', mustContain: [street(low[0]!)], mustNotContain: [] });
}
for (const t of Object.keys(TYPE_NICK)) {
  const rows = active.filter((d) => d.loan_type === t);
  if (!rows.length) continue;
  add('aggregate', pick([`total $ in active ${pick(TYPE_NICK[t]!)} loans`, `How much volume do we have in active ${TYPE_NICK[t]![0]} loans?`]), { askAs: 'admin', mustContain: [amountItem(sum(rows), true)], mustNotContain: [] });
  add('aggregate', pick([`Average loan size for active ${TYPE_NICK[t]![0]} deals?`, `avg ticket on active ${pick(TYPE_NICK[t]!)}`]), { askAs: 'admin', mustContain: [avgAmt(rows)], mustNotContain: [] });
  const hr = [...rows].sort((a, b) => b.interest_rate - a.interest_rate);
  if (hr.length > 1 && hr[0]!.interest_rate !== hr[1]!.interest_rate)
    add('aggregate', pick([`Which active ${TYPE_NICK[t]![0]} loan carries the highest rate?`, `highest rate active ${pick(TYPE_NICK[t]!)}?`]), { askAs: 'admin', mustContain: [street(hr[0]!), rateItem(hr[0]!.interest_rate)], mustNotContain: [] });
}
for (const o of officers) {
  const rows = active.filter((d) => d.officer === o.ref);
  add('aggregate', pick([`how much is ${officerNick(o.ref)} carrying in active volume`, `What is the total active loan volume managed by ${officerName(o.ref)}?`]), { askAs: 'admin', mustContain: [amountItem(sum(rows), true)], mustNotContain: [] });
  add('aggregate', `What's my total active volume?`, { askAs: o.ref, mustContain: [amountItem(sum(rows), true)], mustNotContain: [] });
  add('aggregate', pick([`whats the average rate on my active deals`, `average rate on my active book?`]), { askAs: o.ref, mustContain: [avgRate(rows.map((d) => d.interest_rate))], mustNotContain: [] });
}
{
  const byOff = officers.map((o) => ({ o, n: active.filter((d) => d.officer === o.ref).length, v: sum(active.filter((d) => d.officer === o.ref)) }));
  const topV = [...byOff].sort((a, b) => b.v - a.v);
  if (topV[0]!.v !== topV[1]!.v) {
    add('aggregate', 'Which loan officer has the most active volume?', { askAs: 'admin', mustContain: [officerName(topV[0]!.o.ref)], mustNotContain: [] });
    add('aggregate', 'who on the team is carrying the biggest active book by dollars', { askAs: 'admin', mustContain: [officerName(topV[0]!.o.ref)], mustNotContain: [] });
  }
  const topN = [...byOff].sort((a, b) => b.n - a.n);
  if (topN[0]!.n !== topN[1]!.n) add('aggregate', 'Which officer has the most active deals, by count?', { askAs: 'admin', mustContain: [officerName(topN[0]!.o.ref), countItem(topN[0]!.n)], mustNotContain: [] });
  const st = Object.keys(STATE_NAMES).map((s) => ({ s, v: sum(active.filter((d) => stateOf(d) === s)) })).sort((a, b) => b.v - a.v);
  if (st[0]!.v !== st[1]!.v) add('aggregate', 'which state has the most active volume?', { askAs: 'admin', mustContain: [{ anyOf: STATE_NAMES[st[0]!.s]!.slice(0, 2) }], mustNotContain: [] });
  const top3 = [...active].sort((a, b) => b.loan_amount - a.loan_amount).slice(0, 3);
  add('aggregate', 'top 3 active loans by size?', { askAs: 'admin', mustContain: top3.map(street), mustNotContain: [] });
  add('aggregate', 'What are our three largest active loans?', { askAs: 'admin', mustContain: top3.map(street), mustNotContain: [] });
  const all = deals;
  add('aggregate', 'smallest loan on the books, any status?', { askAs: 'admin', mustContain: [street([...all].sort((a, b) => a.loan_amount - b.loan_amount)[0]!)], mustNotContain: [] });
  add('aggregate', 'What is the total volume of the deals we closed last month?', { askAs: 'admin', mustContain: [amountItem(sum(deals.filter((d) => d.status === 'Closed' && d.estimated_closing_date.slice(0, 7) === month(-1))), true)], mustNotContain: [] });
  add('aggregate', 'how much volume is slated to close next month', { askAs: 'admin', mustContain: [amountItem(sum(deals.filter((d) => d.estimated_closing_date.slice(0, 7) === month(1))), true)], mustNotContain: [] });
  add('aggregate', 'Total loan amount across every deal, whatever the status?', { askAs: 'admin', mustContain: [amountItem(sum(deals), true)], mustNotContain: [] });
  add('aggregate', 'avg rate across active deals in UW', { askAs: 'admin', mustContain: [avgRate(active.filter((d) => d.stage === 'Underwriting').map((d) => d.interest_rate))], mustNotContain: [] });
}

// ---------- pipeline breakdown ----------
const stageOrder = data.stages;
const pb = (q: string, rows: Deal[], key: (d: Deal) => string, order?: readonly string[]) =>
  add('pipeline_breakdown', q, { askAs: 'admin', mustContain: groupItems(key, rows, order, { short: true }), mustNotContain: [] });
pb('active pipeline by stage pls - count and $', active, (d) => d.stage, stageOrder);
pb('Could you break down the active deals by stage, including the dollar volume for each stage?', active, (d) => d.stage, stageOrder);
pb('break down all deals by status w volume', deals, (d) => d.status);
pb('How is our active book split by state, in deals and dollars?', active, stateOf);
pb('active deals by property type with volume', active, (d) => String(d.property_type));
pb('Please show the active loans grouped by loan officer, with counts and totals.', active, (d) => officerName(d.officer!));
for (const s of ['FL', 'TX', 'CA', 'AZ', 'NC']) {
  const rows = active.filter((d) => stateOf(d) === s);
  pb(pick([`${STATE_NAMES[s]![1]} active deals by stage w/ volume`, `Break down our active ${STATE_NAMES[s]![0]} deals by stage, counts and volume.`]), rows, (d) => d.stage, stageOrder);
  pb(`active ${STATE_NAMES[s]![0]} pipeline by loan type with dollars`, rows, (d) => d.loan_type);
}
for (const o of officers) {
  const rows = active.filter((d) => d.officer === o.ref);
  pb(`break down ${officerNick(o.ref)}'s active deals by stage with volume`, rows, (d) => d.stage, stageOrder);
  add('pipeline_breakdown', pick(['what does my active pipeline look like by stage, count and dollars', 'My active deals by stage with volume, please.']), { askAs: o.ref, mustContain: groupItems((d) => d.stage, rows, stageOrder, { short: true }), mustNotContain: [] });
}
pb(dictate('break down the active deals by loan type with the volume for each'), active, (d) => d.loan_type);
pb('Entity vs individual borrowers across the active book, with volume?', active, (d) => d.borrower_type);

// ---------- deal lookups (incl. yes/no) ----------
const FIELD_Q: { field: string; item: (d: Deal) => Item[]; q: Record<Voice, (ref: string) => string> }[] = [
  { field: 'amount', item: (d) => [amountItem(d.loan_amount, true)], q: { phone: (r) => `loan amt on ${r}?`, admin: (r) => `What is the loan amount on ${r}?`, processor: (r) => `Need the loan amount for ${r} for the closing package.`, nonnative: (r) => `How big is the loan of ${r}, please?`, dictation: (r) => `how much is the loan on ${r}` } },
  { field: 'rate', item: (d) => [rateItem(d.interest_rate)], q: { phone: (r) => `rate on ${r}`, admin: (r) => `What interest rate is ${r} at?`, processor: (r) => `Confirm the note rate for ${r}?`, nonnative: (r) => `Which is the interest for ${r}?`, dictation: (r) => `what rate is ${r} at` } },
  { field: 'stage', item: (d) => [d.stage], q: { phone: (r) => `where's ${r} at stage-wise`, admin: (r) => `Which pipeline stage is ${r} in?`, processor: (r) => `What stage is ${r} sitting in right now?`, nonnative: (r) => `In what stage is the ${r} loan now?`, dictation: (r) => `what stage is ${r} in` } },
  { field: 'officer', item: (d) => [officerName(d.officer!)], q: { phone: (r) => `who's the LO on ${r}`, admin: (r) => `Which loan officer is assigned to ${r}?`, processor: (r) => `Who owns ${r} on our side?`, nonnative: (r) => `Who is officer responsible for ${r}?`, dictation: (r) => `who is the loan officer for ${r}` } },
  { field: 'term', item: (d) => [{ anyOf: [`${d.loan_term_months} months`, `${d.loan_term_months}-month`, `${d.loan_term_months} month`, `${d.loan_term_months} mo`] }], q: { phone: (r) => `term on ${r}?`, admin: (r) => `What is the loan term on ${r}?`, processor: (r) => `How many months is the term for ${r}?`, nonnative: (r) => `How long is the loan of ${r}, how many months?`, dictation: (r) => `whats the term on ${r}` } },
  { field: 'borrower', item: (d) => [d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`], q: { phone: (r) => `borrower on ${r}?`, admin: (r) => `Who is the borrower on ${r}?`, processor: (r) => `Whose name is on the loan at ${r}?`, nonnative: (r) => `Who is borrowing for ${r}?`, dictation: (r) => `who is the borrower on ${r}` } },
  { field: 'payment', item: (d) => { const p = (d.loan_amount * d.interest_rate) / 100 / 12; return [{ anyOf: [...new Set([money(Math.round(p)), Math.round(p).toLocaleString('en-US'), `$${p.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`])] }]; }, q: { phone: (r) => `IO pmt on ${r}?`, admin: (r) => `What is the monthly interest-only payment on ${r}?`, processor: (r) => `Monthly interest-only payment for ${r}?`, nonnative: (r) => `How much is paying each month, interest only, for ${r}?`, dictation: (r) => `whats the monthly interest only payment on ${r}` } },
];
for (const d of deals) {
  for (const fq of shuffle(FIELD_Q).slice(0, rand() < 0.5 ? 1 : 2)) {
    const v = pick(VOICES);
    const ref = v === 'dictation' ? sayStreet(d) : v === 'phone' && rand() < 0.5 ? typoStreet(d) : street(d);
    let q = fq.q[v](ref);
    if (v === 'dictation') q = dictate(q);
    add('deal_lookup', v === 'phone' || v === 'processor' ? wrap(q) : q, { askAs: 'admin', mustContain: fq.item(d), mustNotContain: [] });
  }
  // yes/no about a deal: must never propose a change
  const otherStage = pick(data.stages.filter((s) => s !== d.stage));
  const asked = rand() < 0.5 ? d.stage : otherStage;
  if (rand() < 0.7) add('deal_lookup', pick([`is ${street(d)} still in ${asked.toLowerCase()}?`, `Is the deal at ${street(d)} in ${asked} at the moment?`, dictate(`is ${sayStreet(d)} in ${asked} yet`)]), { askAs: 'admin', mustContain: [d.stage], mustNotContain: [] });
  if (uniqueLast(d)) {
    const n = d.borrower_last_name!;
    add('deal_lookup', pick([`is the ${typo(n)} loan still ${d.status === 'Active' ? 'active' : 'active?'}`, `${n} deal - what's the status?`, `Has the ${n} deal been closed?`]).replace('active?', 'active'), { askAs: 'admin', mustContain: [d.status], mustNotContain: [] });
    if (rand() < 0.5) add('deal_lookup', pick([`what rate did we give ${d.borrower_first_name} ${n}?`, `${n.toLowerCase()} rate?`]), { askAs: 'admin', mustContain: [rateItem(d.interest_rate)], mustNotContain: [] });
  }
  if (d.entity_name) add('deal_lookup', pick([`How much is ${d.entity_name} borrowing?`, `loan amt for ${d.entity_name.replace(/ (LLC|Inc\.?|Corp\.?|Trust|LP)$/, '')}?`]), { askAs: 'admin', mustContain: [amountItem(d.loan_amount, true)], mustNotContain: [] });
}

// ---------- contacts ----------
const contacts = data.contacts;
const nameCount = (n: string) => contacts.filter((c) => c.name.split(' ').at(-1) === n.split(' ').at(-1)).length;
for (const c of contacts) {
  const last = c.name.split(' ').at(-1)!;
  const nm = rand() < 0.3 && last.length >= 5 ? c.name.replace(last, typo(last)) : c.name;
  const both = rand() < 0.3, phoneFirst = rand() < 0.5;
  if (c.phone && (both || phoneFirst)) add('contact_lookup', pick([`${nm.toLowerCase()} phone #?`, `What is the phone number on file for ${nm}?`, `Can I get ${nm}'s number?`, dictate(`whats ${nm} phone number`)]), { askAs: 'admin', mustContain: [{ anyOf: [c.phone, c.phone.replace(/\D/g, ''), c.phone.replace(/[()]/g, '').replace(' ', '-')] }], mustNotContain: [] });
  if (c.email && (both || !phoneFirst)) add('contact_lookup', pick([`email for ${nm.toLowerCase()}`, `What's the email address for ${nm}?`, `I need to write to ${nm}, what is the email?`]), { askAs: 'admin', mustContain: [c.email], mustNotContain: [] });
  if (c.company && nameCount(c.name) === 1) add('contact_lookup', pick([`what company is ${c.name} with?`, `Where does ${c.name} work?`]), { askAs: 'admin', mustContain: [c.company], mustNotContain: [] });
}
for (const role of [...new Set(contacts.map((c) => c.role))]) {
  const yes = contacts.filter((c) => c.role === role);
  const no = contacts.filter((c) => c.role !== role);
  add('contact_lookup', pick([`list our ${role.toLowerCase()}s`, `Who are all the ${role.toLowerCase()}s in our contacts?`]), { askAs: 'admin', mustContain: yes.map((c) => c.name), mustNotContain: no.map((c) => c.name) });
}
for (const co of [...new Set(contacts.map((c) => c.company).filter(Boolean))] as string[]) {
  const yes = contacts.filter((c) => c.company === co);
  add('contact_lookup', pick([`who do we know at ${co}?`, `Which contacts are with ${co}?`]), { askAs: 'admin', mustContain: yes.map((c) => c.name), mustNotContain: contacts.filter((c) => c.company !== co).map((c) => c.name) });
}
for (const d of deals) {
  for (const link of d.contacts) {
    const role = link.role;
    if (d.contacts.filter((l) => l.role === role).length !== 1) continue;
    const c = contacts.find((x) => x.ref === link.contact)!;
    if (rand() < 0.12) add('contact_lookup', pick([`who's the ${role.toLowerCase()} on ${street(d).toLowerCase()}`, `Which ${role.toLowerCase()} is working the ${street(d)} deal?`, `${role} for ${street(d)}?`]), { askAs: 'admin', mustContain: [c.name], mustNotContain: [] });
  }
}

// ---------- tasks ----------
const tasks = data.tasks;
const cur = month(0);
const dm = (t: (typeof tasks)[number]) => t.due_date?.slice(0, 7) ?? '';
const overdue = (t: (typeof tasks)[number]) => t.status === 'open' && !!t.due_date && dm(t) < cur;
const notOverdue = (t: (typeof tasks)[number]) => t.status !== 'open' || !t.due_date || dm(t) > cur;
const taskExp = (askAs: string, want: typeof tasks, pool: typeof tasks, forbidden: (t: (typeof tasks)[number]) => boolean): Question['expect'] => ({
  askAs,
  mustContain: want.length ? want.map((t) => t.title) : [{ anyOf: ['no ', 'none', 'nothing', "don't have", 'zero', '0 '] }],
  mustNotContain: [...new Set(pool.filter((t) => forbidden(t) && !want.some((w) => w.title === t.title)).map((t) => t.title))],
});
const distinctTitle = (t: (typeof tasks)[number]) => tasks.filter((x) => x.title === t.title).length === 1;
for (const u of data.users.filter((x) => x.role === 'loan_officer' || x.role === 'admin')) {
  const mine = tasks.filter((t) => t.assignee === u.ref);
  const od = mine.filter(overdue);
  add('tasks', pick(['what am i late on', 'Which of my tasks are overdue?', 'anything overdue on my plate?']), taskExp(u.ref, od, tasks, (t) => t.assignee !== u.ref || notOverdue(t)));
  const nextM = mine.filter((t) => t.status === 'open' && dm(t) === month(1));
  add('tasks', pick(['my open tasks due next month?', 'What do I have due next month that is still open?']), taskExp(u.ref, nextM, tasks, (t) => !(t.assignee === u.ref && t.status === 'open' && dm(t) === month(1))));
  const thisM = mine.filter((t) => t.status === 'open' && dm(t) === cur);
  add('tasks', pick(['open tasks due this month for me', 'Which open tasks of mine are due this month?']), taskExp(u.ref, thisM, tasks, (t) => !(t.assignee === u.ref && t.status === 'open' && dm(t) === cur)));
  if (u.role !== 'admin') {
    const open = mine.filter((t) => t.status === 'open');
    add('tasks', pick([`what open tasks does ${officerNick(u.ref)} have`, `Please list ${u.first_name} ${u.last_name}'s open tasks.`]), taskExp('admin', open, tasks, (t) => !(t.assignee === u.ref && t.status === 'open')));
    add('tasks', `is ${u.first_name} behind on anything? overdue tasks`, taskExp('admin', od, tasks, (t) => t.assignee !== u.ref || notOverdue(t)));
    const hi = mine.filter((t) => t.status === 'open' && t.priority === 'high');
    add('tasks', pick(['any high pri tasks open for me', 'Do I have open tasks marked high priority?']), taskExp(u.ref, hi, tasks, (t) => !(t.assignee === u.ref && t.status === 'open' && t.priority === 'high')));
    const done = mine.filter((t) => t.status === 'done');
    add('tasks', `Which tasks has ${u.first_name} ${u.last_name} already completed?`, taskExp('admin', done, tasks, (t) => !(t.assignee === u.ref && t.status === 'done')));
  }
}
add('tasks', 'what tasks are overdue across the team', taskExp('admin', tasks.filter(overdue), tasks, notOverdue));
add('tasks', dictate('read me every overdue task'), taskExp('admin', tasks.filter(overdue), tasks, notOverdue));
add('tasks', 'Which open tasks are high priority?', taskExp('admin', tasks.filter((t) => t.status === 'open' && t.priority === 'high'), tasks, (t) => !(t.status === 'open' && t.priority === 'high')));
add('tasks', 'open tasks not tied to any deal?', taskExp('admin', tasks.filter((t) => t.status === 'open' && !t.deal), tasks, (t) => !(t.status === 'open' && !t.deal)));
add('tasks', 'How many tasks are overdue?', { askAs: 'admin', mustContain: [countItem(tasks.filter(overdue).length)], mustNotContain: [] });
add('tasks', 'how many open tasks in total', { askAs: 'admin', mustContain: [countItem(tasks.filter((t) => t.status === 'open').length)], mustNotContain: [] });
for (const d of deals) {
  const ts = tasks.filter((t) => t.deal === d.ref);
  if (!ts.length || !ts.every(distinctTitle)) continue;
  add('tasks', pick([`tasks on ${street(d).toLowerCase()}?`, `What tasks are attached to the deal at ${street(d)}?`, dictate(`what tasks are on ${sayStreet(d)}`)]), { askAs: 'admin', mustContain: ts.map((t) => t.title), mustNotContain: tasks.filter((t) => t.deal !== d.ref && !ts.some((x) => x.title === t.title)).map((t) => t.title) });
  const open = ts.filter((t) => t.status === 'open');
  if (open.length) add('tasks', `Anything still open on ${street(d)}?`, { askAs: 'admin', mustContain: open.map((t) => t.title), mustNotContain: ts.filter((t) => t.status !== 'open').map((t) => t.title) });
}

// ---------- notes ----------
const noteFact = (text: string): Item => {
  const m = /\$[\d,]+/.exec(text) ?? /\d+ days/.exec(text);
  if (m) return m[0];
  const s = /send the (.+?) by/.exec(text);
  if (s) return s[1]!;
  const w = text.replace(/[^A-Za-z ]/g, ' ').split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  return w.toLowerCase();
};
for (const d of deals) {
  const ns = data.notes.filter((n) => n.deal === d.ref).sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (!ns.length) continue;
  const facts = [...new Set(ns.map((n) => noteFact(n.note_text)))] as Item[];
  add('notes_docs', pick([`notes on ${street(d).toLowerCase()}?`, `Could you summarize the notes on the ${street(d)} file?`, dictate(`read me the notes on ${sayStreet(d)}`), `What have we written down about ${street(d)}?`]), { askAs: 'admin', mustContain: facts, mustNotContain: [] });
  if (ns.length === 1 || ns[0]!.created_at !== ns[1]!.created_at)
    add('notes_docs', pick([`latest note on ${street(d)}`, `What does the most recent note on ${street(d)} say?`]), { askAs: 'admin', mustContain: [noteFact(ns[0]!.note_text)], mustNotContain: [] });
  const who = d.entity_name ?? (uniqueLast(d) ? `the ${d.borrower_last_name}` : null);
  if (who) add('notes_docs', pick([`any notes for ${who} deal?`.replace('for The', 'for the'), `Is there anything in the notes about ${who}${d.entity_name ? '' : ' loan'}?`]), { askAs: 'admin', mustContain: facts, mustNotContain: [] });
}
for (const d of deals.filter((x) => !data.notes.some((n) => n.deal === x.ref)).slice(0, 12))
  add('notes_docs', pick([`any notes on ${street(d)}?`, `Are there notes logged for ${street(d)}?`]), { askAs: 'admin', mustContain: [{ anyOf: ['no notes', 'no note', "doesn't have any notes", 'does not have any notes', 'no deal notes', 'none', 'nothing'] }], mustNotContain: [] });

// ---------- update proposals ----------
const nextStage = (s: string) => data.stages[data.stages.indexOf(s) + 1];
const up = (d: Deal, q: string, changes: Record<string, string | number>) =>
  add('update_proposal', q, { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes });
for (const d of deals.filter((x) => x.status === 'Active' || x.status === 'On Hold')) {
  const v = pick(VOICES);
  const ref = v === 'dictation' ? sayStreet(d) : v === 'phone' ? street(d).toLowerCase() : street(d);
  const r = d.interest_rate;
  const kinds = shuffle(['rate', 'bump', 'amount', 'term', 'stage', 'status', 'termrel'] as const).slice(0, 3);
  for (const k of kinds) {
    if (k === 'rate') {
      const nr = r + pick([-0.5, 0.25, 0.5, 0.75, 1]);
      const q = v === 'dictation' ? `set the rate on ${ref} to ${sayRate(nr)}` : v === 'phone' ? `chg rate on ${ref} to ${nr}` : v === 'nonnative' ? `Please to change the interest of ${ref} to ${nr}%.` : `Please update the interest rate on ${ref} to ${nr}%.`;
      up(d, q, { interest_rate: nr });
    } else if (k === 'bump') {
      const bps = pick([25, 50, 75]);
      const down = rand() < 0.3;
      up(d, pick([`${down ? 'drop' : 'bump'} the rate on ${street(d)} ${bps} bps`, `${down ? 'Lower' : 'Raise'} the rate on ${street(d)} by ${bps} basis points.`]), { interest_rate: Number((r + (down ? -bps : bps) / 100).toFixed(3)) });
    } else if (k === 'amount') {
      const na = d.loan_amount + pick([-100_000, 50_000, 100_000, 250_000]);
      if (na <= 0) continue;
      const sa = na >= 1_000_000 && na % 10_000 === 0 ? `${na / 1_000_000}M` : na < 1_000_000 ? `${na / 1000}k` : money(na);
      up(d, v === 'dictation' ? dictate(`change the loan amount on ${ref} to ${sayAmount(na)}`) : v === 'phone' ? `make ${ref} ${sa}` : `Change the loan amount on ${ref} to ${money(na)}.`, { loan_amount: na });
    } else if (k === 'term') {
      const nt = pick([6, 9, 12, 18, 24, 36].filter((t) => t !== d.loan_term_months));
      up(d, v === 'dictation' ? `change the term on ${ref} to ${under100(nt)} months` : `Set the term for ${ref} to ${nt} months.`, { loan_term_months: nt });
    } else if (k === 'termrel') {
      const nt = d.loan_term_months + 6;
      if (![12, 18, 24].includes(nt)) continue;
      up(d, pick([`extend the term on ${street(d)} by six months`, `Add 6 months to the term on ${street(d)}.`]), { loan_term_months: nt });
    } else if (k === 'stage') {
      const ns = nextStage(d.stage);
      if (!ns || d.status !== 'Active') continue;
      up(d, pick([`move ${street(d).toLowerCase()} to the next stage`, `Advance ${street(d)} one stage.`, `Move the ${street(d)} deal to ${ns}.`, `push ${street(d).toLowerCase()} to ${pick(STAGE_NICK[ns]!)}`]), { stage: ns });
    } else if (k === 'status') {
      const target = d.status === 'Active' ? pick(['On Hold', 'Dead']) : d.status === 'On Hold' ? 'Active' : null;
      if (!target) continue;
      const q = target === 'On Hold' ? pick([`park ${street(d)} for now, put it on hold`, `Please put ${street(d)} on hold.`]) : target === 'Dead' ? pick([`kill the ${street(d)} deal, mark it dead`, `Mark ${street(d)} as dead, the borrower walked.`]) : pick([`reactivate ${street(d)}, set status back to active`, `Take ${street(d)} off hold and make it active again.`]);
      up(d, q, { status: target });
    }
  }
  if (uniqueLast(d) && d.status === 'Active' && nextStage(d.stage)) up(d, `move the ${typo(d.borrower_last_name!)} deal to ${nextStage(d.stage)}`, { stage: nextStage(d.stage)! });
}

// ---------- ambiguity ----------
const groups = new Map<string, Deal[]>();
for (const d of deals) if (d.borrower_last_name) groups.set(`last:${d.borrower_last_name}`, [...(groups.get(`last:${d.borrower_last_name}`) ?? []), d]);
for (const d of deals) groups.set(`street:${streetName(d)}`, [...(groups.get(`street:${streetName(d)}`) ?? []), d]);
const amb = (q: string, ds: Deal[]) => add('ambiguity', q, { askAs: 'admin', mustContain: ds.map(street), mustNotContain: [], asksToChoose: true, candidates: ds.map((d) => d.ref) });
for (const [key, ds] of groups) {
  if (ds.length < 2) continue;
  const n = key.split(':')[1]!;
  const isLast = key.startsWith('last:');
  const label = isLast ? `the ${n} deal` : `the ${n} property`;
  const templates = [
    `what's the rate on ${label}?`, `Set the loan amount on ${label} to ${money(900_000)}.`, `move ${label} to underwriting`, `Who is the loan officer for ${label}?`,
    `bump the rate on ${label} 25 bps`, `Is ${label} still active?`, `notes on ${label}?`, `${isLast ? 'pull up ' + n.toLowerCase() : 'pull up the ' + n.toLowerCase() + ' one'}`, `Put ${label} on hold please.`, dictate(`whats the loan amount on ${label}`),
  ];
  for (const t of shuffle(templates).slice(0, 7)) amb(t, ds);
}

// ---------- permission ----------
const linked = (uref: string) => {
  const u = data.users.find((x) => x.ref === uref)!;
  const cref = contacts.filter((c) => c.email?.toLowerCase() === u.email.toLowerCase()).map((c) => c.ref);
  return deals.filter((d) => d.contacts.some((l) => cref.includes(l.contact)) || (u.role === 'borrower' && d.borrower_email.toLowerCase() === u.email.toLowerCase()));
};
const REFUSE: Item = { anyOf: ['access', 'permission', 'not able', 'unable', "can't", 'cannot', "don't", 'not linked', 'no deal', "couldn't find", 'could not find', 'not find', 'not found', 'only', 'not available', "isn't", 'no matching', 'no access'] };
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower')) {
  const mine = linked(u.ref);
  const notMine = deals.filter((d) => !mine.includes(d));
  const broker = u.role === 'broker';
  for (const q of broker ? ['show me my deals', 'Which of my submitted deals are in your system?', 'list everything i have with you guys', 'What files do I have open with Harborline?'] : ['show me my loan', 'What loans do I have with you?', 'hi, can you tell me about my loan?'])
    add('permission', q, { askAs: u.ref, mustContain: mine.length ? mine.map(street) : [NONE], mustNotContain: others(mine) });
  add('permission', broker ? 'how many deals do i have with u' : 'How many loans do I have?', { askAs: u.ref, mustContain: [countItem(mine.length)], mustNotContain: others(mine) });
  for (const d of mine) {
    add('permission', broker ? pick([`what stage is ${street(d)} in?`, `status on ${street(d).toLowerCase()}?`, `Where is my client's file at ${street(d)} in the process?`]) : pick([`What stage is my loan at ${street(d)} in?`, `is my loan at ${street(d)} approved yet?`]), { askAs: u.ref, mustContain: [d.stage], mustNotContain: others(mine) });
    add('permission', pick([`what's the rate on ${street(d)}?`, `What interest rate did ${street(d)} get?`]), { askAs: u.ref, mustContain: [rateItem(d.interest_rate)], mustNotContain: others(mine) });
    add('permission', pick([`loan amount on ${street(d)}?`, `How much is the loan on ${street(d)}?`]), { askAs: u.ref, mustContain: [amountItem(d.loan_amount, true)], mustNotContain: others(mine) });
  }
  for (const d of shuffle(notMine).slice(0, 6)) {
    const a = d.loan_amount;
    add('permission', pick([`what's the loan amount on ${street(d)}?`, `Can you tell me the rate and amount on ${street(d)}?`, `who is the borrower at ${street(d)}`]), {
      askAs: u.ref, mustContain: [REFUSE],
      mustNotContain: [...others(mine), money(a), a.toLocaleString('en-US'), ...(d.entity_name ? [d.entity_name] : d.borrower_last_name ? [`${d.borrower_first_name} ${d.borrower_last_name}`] : [])],
    });
  }
  const totalMine = sum(mine);
  if (mine.length) add('permission', pick(['total loan volume of all my deals?', 'What is the combined amount of my loans?']), { askAs: u.ref, mustContain: [amountItem(totalMine, true)], mustNotContain: [...others(mine), money(sum(deals)), sum(deals).toLocaleString('en-US')] });
  add('permission', pick(['how many deals does harborline have in total', "What's the firm's total pipeline volume?"]), { askAs: u.ref, mustContain: [mine.length ? { anyOf: [...mine.map(street), ...(countItem(mine.length) as { anyOf: string[] }).anyOf, 'access', 'only', "can't", 'cannot', 'your deal', 'your loan', 'linked', 'permission'] } : REFUSE], mustNotContain: [...others(mine), money(sum(deals)), sum(deals).toLocaleString('en-US')] });
}

// ---------- general chat ----------
const HELP: Item = { anyOf: ['help', 'assist', 'deal', 'loan', 'pipeline', 'hello', 'hi', 'welcome', 'thanks', 'you\'re welcome', 'glad', 'question'] };
for (const [q, as] of [
  ['hey', 'admin'], ['good morning!', 'lo1'], ['thanks, that was helpful', 'lo2'], ['what kinds of things can i ask you', 'lo3'], ['Hello, could you explain what you are able to do for me?', 'admin'],
  ['hello i am new here what can you do', 'lo4'], ['ok thx', 'lo1'], ['Thank you very much for your help today.', 'admin'], ['how are you doing today', 'lo2'], ['hi, who are you?', 'broker1'],
  ['Hello! What can you help me with as a borrower?', 'borrower1'], ['yo', 'lo3'], ['Can you help me with my pipeline?', 'admin'], ['hello good afternoon how can you help me', 'lo4'], ['what do you do', 'broker2'],
] as const) add('general_chat', q, { askAs: as, mustContain: [HELP], mustNotContain: [] });

// ---------- follow-ups ----------
for (const d of shuffle(deals).slice(0, 40)) {
  const steps = shuffle(FIELD_Q).slice(0, 2);
  const h = steps[0]!.q.admin(street(d));
  const fu = pick(['and the {f}?', 'what about the {f}', 'ok and its {f}?', 'same deal - {f}?']).replace('{f}', ({ amount: 'loan amount', rate: 'rate', stage: 'stage', officer: 'loan officer', term: 'term', borrower: 'borrower', payment: 'monthly payment' } as Record<string, string>)[steps[1]!.field]!);
  add('follow_up', fu, { askAs: 'admin', mustContain: steps[1]!.item(d), mustNotContain: [] }, [h]);
}
for (const d of shuffle(active.filter((x) => nextStage(x.stage))).slice(0, 15)) {
  add('follow_up', pick(['ok move it to the next stage', 'Great, advance it one stage please.']), { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { stage: nextStage(d.stage)! } }, [`What stage is ${street(d)} in?`]);
}
for (const d of shuffle(active).slice(0, 15)) {
  add('follow_up', pick(['bump it 25 bps', 'raise that by a quarter point']), { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: Number((d.interest_rate + 0.25).toFixed(3)) } }, [`what's the rate on ${street(d)}?`]);
}
for (const s of ['FL', 'TX', 'CA', 'AZ', 'NC']) {
  const rows = active.filter((d) => stateOf(d) === s);
  for (const st of ['Underwriting', 'Application', 'Closing']) {
    const m = rows.filter((d) => d.stage === st);
    add('follow_up', pick([`which of those are in ${st.toLowerCase()}?`, `just the ${st} ones`]), { ...listExpect(m), mustNotContain: others(m) }, [`show me active deals in ${STATE_NAMES[s]![0]}`]);
  }
  add('follow_up', 'how much volume is that in total?', { askAs: 'admin', mustContain: [amountItem(sum(rows), true)], mustNotContain: [] }, [`list active deals in ${STATE_NAMES[s]![0]}`]);
}
for (const [key, ds] of [...groups].filter(([, v]) => v.length >= 2).slice(0, 8)) {
  const pickD = ds[0]!;
  add('follow_up', `the one on ${street(pickD)} - what's the rate?`, { askAs: 'admin', mustContain: [rateItem(pickD.interest_rate)], mustNotContain: [] }, [`what's the rate on the ${key.split(':')[1]} deal?`]);
}

// ---------- checks ----------
const streetsOf = new Set(deals.map(street));
for (const q of out) {
  const e = q.expect;
  if (!e.mustContain?.length) throw new Error(`${q.id}: empty mustContain`);
  for (const it of e.mustContain) if (typeof it === 'string' ? !it.trim() : !it.anyOf.length || it.anyOf.some((x) => !x.trim())) throw new Error(`${q.id}: empty item`);
  if (e.requiresConfirmation && (!e.dealRef || !e.changes || !Object.keys(e.changes).length)) throw new Error(`${q.id}: proposal without deal/changes`);
  if (e.asksToChoose && (e.candidates?.length ?? 0) < 2) throw new Error(`${q.id}: ambiguity < 2`);
  // an answer made of the required items must match none of the forbidden ones
  const answer = e.mustContain.map((it) => (typeof it === 'string' ? it : it.anyOf[0]!)).join('\n');
  const clean = (s: string) => s.toLowerCase();
  for (const f of e.mustNotContain ?? []) {
    const re = new RegExp(`(^|[^a-z0-9])${f.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
    if (re.test(clean(answer))) throw new Error(`${q.id}: required answer matches forbidden ${f}`);
  }
  void streetsOf;
}
writeFileSync(path.join(import.meta.dirname, 'hand10-dev.json'), JSON.stringify(out, null, 2) + '\n');
const cats = new Map<string, number>();
for (const q of out) cats.set(q.category, (cats.get(q.category) ?? 0) + 1);
console.log(out.length, Object.fromEntries(cats));
