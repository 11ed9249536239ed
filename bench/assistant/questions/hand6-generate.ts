// hand6-dev (was hand6-unseen until stop 30, when its misses were analysed): a question set for the assistant, written by hand6 (an independent hand) on 2026-11-27
// without reading the assistant's code or any other question set. No one tunes on it: it measures how the
// assistant does on questions it has never seen. Every expectation is computed from the fixture's dataset.json
// (through truth.ts and the code below), never guessed; the file is the same on every run (seeded).
//   npx tsx bench/assistant/questions/hand6-generate.ts   → bench/assistant/questions/hand6-dev.json
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item, Question } from '../scoring';
import { amountItem, countItem, data, deals, month, others, randomSource, stateOf, street, streetName, sum, type Deal } from './truth';

const { rand, pick, typo, shuffle } = randomSource(60_611);
const sample = <T>(list: readonly T[], n: number) => shuffle(list).slice(0, n);

// ---------------------------------------------------------------- how people type
// Key tokens (street lines, names, figures) are written between ‹ › so that typos never touch them.
const PERSONAS: ((q: string) => string)[] = [
  (q) => q, // plain
  (q) => q,
  (q) => `quick one - ${q.toLowerCase().replace(/[?.]$/, '')}`, // loan officer on a phone
  (q) => `${q.toLowerCase().replace(/[?.!]$/, '')} pls`,
  (q) => `For Monday's pipeline meeting: ${q}`, // admin preparing the meeting
  (q) => `Hi! Hope you're well. ${q} Thanks so much!`,
  (q) => `Sorry, I'm new here and still learning the terms. ${q}`, // new hire
  (q) => `Please, can you tell me: ${q.replace(/^(what|which|who|how|show|list|give|any|do|does|is|are)\b/i, (w) => w.toLowerCase())}`, // non-native speaker
  (q) => `chasing conditions today... ${q}`, // processor
  (q) => q.toUpperCase(),
  (q) => `hey so ${q.toLowerCase()}`,
  (q) => `${q} thx`,
];
const protect = /‹([^›]*)›/g;
/** One way a real person would type the question: a persona, sometimes a typo outside the key tokens. */
function voice(template: string, { persona = true, typos = true, command = false } = {}): string {
  let q = template;
  const order = command || /^(please )?(set|move|change|update|modify|can you update)\b/i.test(template);
  if (typos && rand() < 0.25) {
    const parts = q.split(/(‹[^›]*›)/);
    const free = parts.map((p, i) => ({ p, i })).filter(({ p }) => !p.startsWith('‹'));
    const words = free.flatMap(({ p, i }) => p.split(/\s+/).filter((w) => /^[a-z]{6,}$/i.test(w)).map((w) => ({ w, i })));
    if (words.length) {
      const { w, i } = pick(words);
      parts[i] = parts[i]!.replace(new RegExp(`\\b${w}\\b`), typo(w));
      q = parts.join('');
    }
  }
  q = q.replace(protect, '$1');
  if (persona) {
    const style = pick(PERSONAS);
    q = order && style === PERSONAS[7] ? `Kindly ${q}, thank you.` : style(q);
  }
  return q.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------- facts and items
const closeMonth = (d: Deal) => d.estimated_closing_date.slice(0, 7);
const active = (d: Deal) => d.status === 'Active';
const STATE_NAMES: Record<string, string[]> = {
  TX: ['Texas', 'TX'], CA: ['California', 'CA', 'Cali'], FL: ['Florida', 'FL'], AZ: ['Arizona', 'AZ'],
  CO: ['Colorado', 'CO'], GA: ['Georgia', 'GA'], NC: ['North Carolina', 'NC'], TN: ['Tennessee', 'TN'],
};
const stateLabel = (s: string): Item => ({ anyOf: [s, STATE_NAMES[s]![0]!] });
const TYPE_LABEL: Record<string, string[]> = {
  Purchase: ['Purchase'],
  Refinance: ['Refinance', 'Rate/Term Refi', 'Rate and Term Refi'],
  'Cash Out Refi': ['Cash Out Refi', 'Cash-Out Refi', 'Cash Out Refinance', 'Cash-Out Refinance'],
  'Second Mortgage': ['Second Mortgage', '2nd Mortgage'],
  'Bridge Loan': ['Bridge Loan', 'Bridge'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip', 'Fix/Flip', 'Fix n Flip'],
  Construction: ['Construction'],
  Commercial: ['Commercial'],
  Land: ['Land'],
};
const typeLabel = (t: string): Item => ({ anyOf: TYPE_LABEL[t]! });
const PTYPE_LABEL: Record<string, string[]> = {
  'Single Family': ['Single Family', 'Single-Family', 'SFR'], 'Multi-Family': ['Multi-Family', 'Multifamily', 'Multi Family'], 'Mixed-Use': ['Mixed-Use', 'Mixed Use'],
};
const ptypeLabel = (p: string): Item => ({ anyOf: PTYPE_LABEL[p] ?? [p] });
const TYPE_WORDS: Record<string, string[]> = {
  Purchase: ['purchase loans', 'purchases', 'purchase deals'],
  Refinance: ['rate/term refinances', 'straight refinances (not cash-out)', 'Refinance deals'],
  'Cash Out Refi': ['cash out refis', 'cash-out refinances', 'COR deals', 'c/o refis'],
  'Second Mortgage': ['second mortgages', '2nd mortgages', '2nds'],
  'Bridge Loan': ['bridge loans', 'bridges', 'bridge deals'],
  'Fix & Flip': ['fix and flips', 'F&F loans', 'fix & flip deals', 'flips'],
  Construction: ['construction loans', 'ground-up construction deals', 'construction deals'],
  Commercial: ['commercial loans', 'commercial deals'],
  Land: ['land loans', 'land deals', 'lot loans'],
};
const STAGE_WORDS: Record<string, string[]> = {
  Structure: ['in Structure', 'still in structure', 'at the Structure stage'],
  Application: ['in Application', 'at the application stage', 'in app stage'],
  Underwriting: ['in Underwriting', 'in UW', 'with underwriting'],
  Approved: ['in Approved', 'at the approved stage', 'that are approved (stage)'],
  Closing: ['in Closing', 'in the closing stage', 'at closing stage'],
  Funded: ['in Funded', 'at the funded stage'],
};
const users = data.users;
const user = (ref: string) => users.find((u) => u.ref === ref)!;
const fullName = (ref: string) => `${user(ref).first_name} ${user(ref).last_name}`;
const officerRefs = users.filter((u) => u.role === 'loan_officer').map((u) => u.ref);
const officerLabel = (ref: string): Item => ({ anyOf: [fullName(ref), user(ref).first_name] });
const officerWords = (ref: string) => [user(ref).first_name, fullName(ref), `${user(ref).first_name} ${user(ref).last_name[0]}.`].map((w) => `‹${w}›`);

const rateItem = (r: number): Item => ({ anyOf: [...new Set([`${r}%`, `${r} %`, `${r} percent`, r.toFixed(2), r.toFixed(3), ...(Number.isInteger(r * 10) ? [r.toFixed(1)] : [])])] });
/** A computed percentage (average rate, LTV): the exact value to three, two or one decimals. */
const pctItem = (...xs: number[]): Item => ({
  anyOf: [...new Set(xs.flatMap((x) => [x.toFixed(3), x.toFixed(2), x.toFixed(1), ...(Number.isInteger(x) ? [`${x}%`] : [])]))],
});
const cents = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A computed amount (average, median, payment): to the dollar or to the cent. */
const dollarsItem = (x: number): Item => {
  if (Number.isInteger(x)) return amountItem(x, true);
  const r = Math.round(x);
  return { anyOf: [`$${cents(x)}`, cents(x), `$${r.toLocaleString('en-US')}`, r.toLocaleString('en-US'), String(r)] };
};
const ltv = (d: Deal) => (d.loan_amount / d.purchase_price) * 100;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const phoneItem = (p: string): Item => {
  const [, a, b, c] = /\((\d{3})\) (\d{3})-(\d{4})/.exec(p)!;
  return { anyOf: [p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `${a}${b}${c}`, `(${a})${b}-${c}`] };
};
const statusItem = (s: string): Item => (s === 'On Hold' ? { anyOf: ['On Hold', 'On-Hold'] } : s);
const NOTHING = [
  'no deals', 'no loans', 'no matching', 'none', '0 deals', 'zero', 'no results', 'there are no', "there aren't any", "couldn't find",
  'could not find', "didn't find", 'did not find', 'not find any', "don't have any", 'do not have any', "don't see any", 'do not see any',
  'nothing', 'no deal', 'not found', "can't find", 'cannot find', 'unable to find', 'no record', "doesn't match", 'no contact', 'no task',
  'no open tasks', "don't see", 'do not see', 'no such', 'no active', 'no open', '0 loans', '0 active', '0 open',
];
/** "Nothing matches": the ways an honest empty answer says so. */
const NONE: Item = { anyOf: NOTHING };
/** "Nothing here", or "you may not see it": what an honest empty answer or refusal says. */
const NONE_WIDE: Item = {
  anyOf: [...NOTHING, 'no access', "don't have access", 'do not have access', 'not linked', 'permission', 'not authorized', 'not available', "isn't available", 'not able to'],
};
const ERRORS = ["I apologize, but I encountered an error", "I apologize, but I couldn't generate a response"];
const allTasks = data.tasks;
const taskTitles = allTasks.map((t) => t.title);
const otherTitles = (keep: string[], free: string[] = []) => taskTitles.filter((t) => !keep.includes(t) && !free.includes(t));
const amountForms = (n: number) => (amountItem(n, true) as { anyOf: string[] }).anyOf;

// How a deal is referred to, each unique to that deal.
const lastCount = (last: string) => deals.filter((d) => d.borrower_last_name === last).length;
const borrowerName = (d: Deal) => d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
const nameKey = (d: Deal) => `${d.borrower_first_name} ${d.borrower_last_name}`;
const uniqueStreetName = (d: Deal) => {
  const n = streetName(d);
  return deals.filter((x) => streetName(x).split(' ').includes(n.split(' ')[0]!)).length === 1;
};
function refs(d: Deal): string[] {
  const s = street(d);
  const out = [`‹${s}›`, `‹${s}›`, `‹${s.toLowerCase()}›`, `the ‹${s}› deal`, `the loan at ‹${s}›`];
  if (uniqueStreetName(d)) out.push(`the ‹${streetName(d)}› deal`, `the ‹${streetName(d).toLowerCase()}› loan`);
  if (d.entity_name) {
    out.push(`the ‹${d.entity_name}› deal`, `‹${d.entity_name.replace(/ (LLC|LP|Inc\.|Corp\.)$/, '')}›`);
  } else if (d.borrower_last_name && lastCount(d.borrower_last_name) === 1) {
    out.push(`the ‹${d.borrower_last_name}› deal`, `‹${nameKey(d)}›'s loan`, `the ‹${d.borrower_last_name.toLowerCase()}› file`.replace('file', 'loan'));
  } else if (deals.filter((x) => nameKey(x) === nameKey(d)).length === 1) {
    out.push(`‹${nameKey(d)}›'s deal`);
  }
  return out;
}
const ref = (d: Deal) => pick(refs(d));

const questions: Question[] = [];
const counters = new Map<string, number>();
function add(category: string, question: string, expect: Question['expect'], history?: string[]) {
  if (questions.some((q) => q.question === question && JSON.stringify(q.history) === JSON.stringify(history))) return;
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  questions.push({ id: `hand6-${category.replace(/[/_]/g, '-')}-${String(n).padStart(3, '0')}`, category, question, ...(history ? { history } : {}), expect });
}
const admin = 'admin';

// ---------------------------------------------------------------- filters
interface Filter { words: string[]; pred: (d: Deal) => boolean; kind: string; noun?: string[] }
const amounts = deals.map((d) => d.loan_amount);
const rates = deals.map((d) => d.interest_rate);
const AMOUNT_CUTS: { n: number; words: string[] }[] = [
  { n: 450_000, words: ['450k', '$450K', '450,000'] },
  { n: 750_000, words: ['750k', '$750,000'] },
  { n: 1_250_000, words: ['$1.25M', '1.25 mil', '1,250,000'] },
  { n: 1_500_000, words: ['1.5 mil', '$1.5M', '1.5 million'] },
  { n: 2_000_000, words: ['2 mil', '$2M', '2 million'] },
  { n: 3_000_000, words: ['3M', '$3 million', '3 mil'] },
].filter((c) => !amounts.includes(c.n));
const RATE_CUTS = [8.4, 9.1, 10.1, 11.1, 12.1, 12.6].filter((r) => !rates.includes(r));
const FILTERS: Filter[] = [
  ...Object.keys(TYPE_WORDS).map((t) => ({ kind: 'type', words: [], noun: TYPE_WORDS[t]!, pred: (d: Deal) => d.loan_type === t })),
  ...Object.keys(STAGE_WORDS).filter((s) => s !== 'Funded').map((s) => ({ kind: 'stage', words: STAGE_WORDS[s]!, pred: (d: Deal) => d.stage === s })),
  ...Object.keys(STATE_NAMES).map((s) => ({ kind: 'state', words: STATE_NAMES[s]!.map((w) => `in ${w}`), pred: (d: Deal) => stateOf(d) === s })),
  ...officerRefs.map((o) => ({ kind: 'officer', words: officerWords(o).flatMap((w) => [`for ${w}`, `assigned to ${w}`, `that ${w} is running`]), pred: (d: Deal) => d.officer === o })),
  ...AMOUNT_CUTS.flatMap((c) => [
    { kind: 'amount', words: c.words.flatMap((w) => [`over ${w}`, `above ${w}`, `bigger than ${w}`]), pred: (d: Deal) => d.loan_amount > c.n },
    { kind: 'amount', words: c.words.flatMap((w) => [`under ${w}`, `below ${w}`, `smaller than ${w}`]), pred: (d: Deal) => d.loan_amount < c.n },
  ]),
  ...RATE_CUTS.flatMap((r) => [
    { kind: 'rate', words: [`priced above ${r}%`, `with a rate over ${r}%`, `at more than ${r} percent`], pred: (d: Deal) => d.interest_rate > r },
    { kind: 'rate', words: [`priced below ${r}%`, `with a rate under ${r}%`, `at less than ${r}%`], pred: (d: Deal) => d.interest_rate < r },
  ]),
  { kind: 'close', words: ['closing this month', 'with an est. closing date this month', 'scheduled to close this month'], pred: (d) => closeMonth(d) === month(0) },
  { kind: 'close', words: ['closing next month', 'that should close next month', 'with closing dates next month'], pred: (d) => closeMonth(d) === month(1) },
  { kind: 'close', words: ['closing the month after next', 'with an estimated close in the month after next'], pred: (d) => closeMonth(d) === month(2) },
  ...['Condo', 'Multi-Family', 'Industrial', 'Townhouse', 'Mixed-Use', 'Office', 'Land', 'Single Family'].map((p) => ({
    kind: 'ptype',
    words: { Condo: ['on condos'], 'Multi-Family': ['on multifamily', 'on multi-family properties'], Industrial: ['on industrial properties'], Townhouse: ['on townhomes', 'on townhouses'], 'Mixed-Use': ['on mixed-use buildings'], Office: ['on office buildings'], Land: ['on raw land (property type)'], 'Single Family': ['on SFRs', 'on single-family homes'] }[p]!,
    pred: (d: Deal) => d.property_type === p,
  })),
  { kind: 'borrower', words: ['with entity borrowers', 'where the borrower is an LLC, corp, LP or trust'], pred: (d) => d.borrower_type === 'Entity' },
  { kind: 'borrower', words: ['with individual borrowers', 'to individuals (not entities)'], pred: (d) => d.borrower_type === 'Individual' },
  { kind: 'term', words: ['with 6-month terms', 'on a 6 mo term'], pred: (d) => d.loan_term_months === 6 },
  { kind: 'term', words: ['with 36-month terms', 'on 3 year terms'], pred: (d) => d.loan_term_months === 36 },
  ...['C01', 'C02', 'C03', 'C05', 'C04', 'C07'].map((c) => {
    const name = data.contacts.find((x) => x.ref === c)!.name;
    return { kind: 'broker', words: [`brought in by ‹${name}›`, `where ‹${name}› is the broker`, `from ‹${name.split(' ')[0]}› (broker)`], pred: (d: Deal) => d.contacts.some((x) => x.contact === c && x.role === 'Broker') };
  }),
];
const STATUS_WORDS: Record<string, string[]> = { Active: ['active', 'currently active', 'Active'], 'On Hold': ['on-hold', 'on hold'], Closed: ['closed'], Dead: ['dead'] };

interface Combo { text: (lead: string) => string; matching: Deal[]; named: string | null; filters: Filter[] }
/** A random combination of one or two filters with an optional status, phrased; `named` is the status the words name. */
function combo(status: string | null, n: number): Combo | undefined {
  const fs = sample(FILTERS, n);
  if (new Set(fs.map((f) => f.kind)).size !== fs.length) return undefined;
  const typeF = fs.find((f) => f.noun);
  const mods = fs.filter((f) => !f.noun).map((f) => pick(f.words));
  const noun = typeF ? pick(typeF.noun!) : pick(['deals', 'loans', 'deals', 'files in the pipeline'].filter((w) => !w.includes('files')));
  const statusWord = status ? pick(STATUS_WORDS[status]!) : '';
  const matching = deals.filter((d) => fs.every((f) => f.pred(d)) && (!status || d.status === status));
  return { text: (lead) => `${lead} ${statusWord} ${noun} ${mods.join(' and ')}`.replace(/\s+/g, ' ').trim(), matching, named: status, filters: fs };
}
/** Whether an unnamed status leaves the answer open: every match must then be Active, or none. */
const statusFree = (c: Combo) => c.named !== null || c.matching.every(active);

// ---------------------------------------------------------------- deal lookup
const FIELD_ASKS: { ask: string[]; item: (d: Deal) => Item | undefined }[] = [
  { ask: ["what's the loan amount on {r}?", 'how much is {r} for', 'loan amt {r}?', 'how big is {r}?'], item: (d) => amountItem(d.loan_amount, true) },
  { ask: ["what's the rate on {r}?", 'interest rate for {r}?', 'what rate did we quote on {r}', 'rate on {r}??'], item: (d) => rateItem(d.interest_rate) },
  { ask: ['what stage is {r} in?', 'where is {r} in the pipeline?', 'stage of {r}?'], item: (d) => d.stage },
  { ask: ["what's the status of {r}?", 'is {r} still active?', 'status on {r}'], item: (d) => statusItem(d.status) },
  { ask: ['what kind of loan is {r}?', 'loan type on {r}?', 'is {r} a bridge or a flip or what?'], item: (d) => typeLabel(d.loan_type) },
  { ask: ["what's the term on {r}?", 'how many months is the term for {r}?', 'term length {r}'], item: (d) => ({ anyOf: [`${d.loan_term_months} months`, `${d.loan_term_months}-month`, `${d.loan_term_months} month`, `${d.loan_term_months} mo`] }) },
  { ask: ["who's the LO on {r}?", 'which loan officer has {r}?', 'who is handling {r}'], item: (d) => (d.officer ? fullName(d.officer) : undefined) },
  { ask: ['what type of property is {r}?', 'property type for {r}?'], item: (d) => ptypeLabel(d.property_type as string) },
  { ask: ["what's the property value on {r}?", 'what is {r} worth (property value)?', 'purchase price / value on {r}?'], item: (d) => amountItem(d.purchase_price, true) },
  { ask: ["what's the LTV on {r}?", 'loan to value for {r}?', 'LTV {r}'], item: (d) => pctItem(ltv(d), Math.round(ltv(d) * 100) / 100) },
  { ask: ["what's the monthly interest-only payment on {r}?", 'monthly payment (IO) for {r}?', 'how much is the monthly interest on {r}'], item: (d) => dollarsItem((d.loan_amount * d.interest_rate) / 1200) },
  { ask: ["what's the borrower's email on {r}?", 'email for the borrower on {r}?'], item: (d) => d.borrower_email },
  { ask: ['phone number for the borrower on {r}?', "what's the borrower phone on {r}"], item: (d) => phoneItem(d.borrower_phone as string) },
];
const lookupDeals = shuffle(deals);
for (let i = 0; i < 60; i++) {
  const d = lookupDeals[i % lookupDeals.length]!;
  const f = FIELD_ASKS[i % FIELD_ASKS.length]!;
  const item = f.item(d);
  if (!item) continue;
  const r = ref(d);
  add('deal_lookup', voice(pick(f.ask).replace('{r}', r)), { askAs: admin, mustContain: [item], mustNotContain: [] });
}
// who is the borrower on a street
for (const d of sample(deals, 8)) {
  const name = borrowerName(d);
  add('deal_lookup', voice(pick(["who's the borrower on ‹{s}›?", 'borrower name for ‹{s}›', 'whose deal is ‹{s}›?']).replace('{s}', street(d))), { askAs: admin, mustContain: [name], mustNotContain: [] });
}

// ---------------------------------------------------------------- list / filter, count, no result
const LIST_LEADS = ['which', 'list the', 'show me the', 'pull up all', 'can you find', 'what are our', 'give me the', 'any'];
const COUNT_LEADS = ['how many', 'how many', 'count of', '# of', 'what is the number of', 'how many total'];
let tries = 0;
const want = { list: 55, count: 55, none: 40 };
const got = { list: 0, count: 0, none: 0 };
while ((got.list < want.list || got.count < want.count || got.none < want.none) && tries++ < 20_000) {
  const status = rand() < 0.55 ? 'Active' : rand() < 0.7 ? null : pick(['On Hold', 'Closed', 'Dead']);
  const c = combo(status, rand() < 0.35 ? 1 : 2);
  if (!c || !statusFree(c)) continue;
  const m = c.matching;
  if (m.length === 0 && got.none < want.none) {
    const lead = pick(['do we have any', 'are there any', 'show me', 'list', 'any']);
    add('no_result', voice(`${c.text(lead)}?`), { askAs: admin, mustContain: [NONE], mustNotContain: others([]) });
    got.none++;
  } else if (m.length >= 1 && m.length <= 9 && rand() < 0.5 && got.list < want.list) {
    add('list/filter', voice(`${c.text(pick(LIST_LEADS))}${pick(['?', '', '?', ' please'])}`), { askAs: admin, mustContain: m.map(street), mustNotContain: others(m) });
    got.list++;
  } else if (m.length >= 1 && got.count < want.count) {
    const lead = pick(COUNT_LEADS);
    add('count', voice(`${c.text(lead)}${lead.startsWith('how') ? ' do we have?' : '?'}`), { askAs: admin, mustContain: [countItem(m.length)], mustNotContain: [] });
    got.count++;
  }
}
// "my" deals, asked by loan officers
for (const o of officerRefs) {
  const mine = deals.filter((d) => d.officer === o && active(d));
  for (const s of ['Underwriting', 'Closing', 'Approved', 'Application']) {
    const m = mine.filter((d) => d.stage === s);
    if (m.length === 0) {
      add('no_result', voice(`do I have any active deals ${pick(STAGE_WORDS[s]!)}?`), { askAs: o, mustContain: [NONE], mustNotContain: others([]) });
    } else if (rand() < 0.5) {
      add('list/filter', voice(`which of my active deals are ${pick(STAGE_WORDS[s]!)}?`), { askAs: o, mustContain: m.map(street), mustNotContain: others(m) });
    } else add('count', voice(`how many active deals do I have ${pick(STAGE_WORDS[s]!)}?`), { askAs: o, mustContain: [countItem(m.length)], mustNotContain: [] });
  }
  const next = mine.filter((d) => closeMonth(d) === month(1));
  add('list/filter', voice(pick(['what do I have closing next month?', 'my closings next month?', 'which of my loans close next month'])), { askAs: o, mustContain: next.length ? next.map(street) : [NONE], mustNotContain: others(next) });
}
// counts by borrower ("how many loans does Alicia Moreno have with us?")
for (const name of sample([...new Set(deals.filter((d) => d.borrower_last_name).map(nameKey))], 6)) {
  const m = deals.filter((d) => nameKey(d) === name);
  if (!m.every(active)) continue;
  add('count', voice(`how many ${pick(['loans', 'deals'])} does ‹${name}› have with us?`), { askAs: admin, mustContain: [countItem(m.length)], mustNotContain: [] });
}
add('count', voice('how many fix and flips does ‹Maria Ferreira› have?'), { askAs: admin, mustContain: [countItem(deals.filter((d) => nameKey(d) === 'Maria Ferreira' && d.loan_type === 'Fix & Flip').length)], mustNotContain: [] });
add('count', voice('how many loans does ‹Alicia Moreno› have with us?'), { askAs: admin, mustContain: [countItem(deals.filter((d) => nameKey(d) === 'Alicia Moreno').length)], mustNotContain: [] });
// other no-result shapes: places, borrowers, addresses and contacts that are not in the book
const NOWHERE = [
  ['Ohio', 'OH'], ['Oregon'], ['New York', 'NY'], ['Nevada'], ['Michigan'], ['Washington state'], ['Utah'],
].map((w) => pick(w));
for (const place of NOWHERE) add('no_result', voice(`${pick(['any deals in', 'show me loans in', 'how many deals do we have in', 'do we lend in'])} ‹${place}›?`), { askAs: admin, mustContain: [NONE_WIDE], mustNotContain: others([]) });
const FAKE_NAMES = ['Fairbanks', 'Whitaker', 'Gonzalez-Ruiz', 'Lindgren', 'Okonkwo', 'Petersen', 'Abernethy Holdings'].filter((n) => !JSON.stringify(data).includes(n));
for (const n of FAKE_NAMES) add('no_result', voice(`${pick(["what's the status of the", 'pull up the', 'find the', 'where are we on the'])} ‹${n}› deal?`), { askAs: admin, mustContain: [NONE_WIDE], mustNotContain: others([]) });
// Far from every street in the book, so that no answer may fairly take one for a typo of another.
const FAKE_STREETS = ['123 Main St', '4400 Harbor View Dr', '19 Elm St', '250 Commerce Blvd'].filter((s) => !allStreetsLower().includes(s.toLowerCase()));
function allStreetsLower() {
  return deals.map((d) => street(d).toLowerCase());
}
for (const s of FAKE_STREETS) add('no_result', voice(`${pick(["what's the loan amount on", 'rate on', 'who is the borrower at', 'stage for'])} ‹${s}›?`), { askAs: admin, mustContain: [NONE_WIDE], mustNotContain: [] });
for (const c of ['Northwind Title', 'Evergreen Escrow', 'Marco Bellini', 'Quantum Capital Brokers'].filter((n) => !JSON.stringify(data).includes(n)))
  add('no_result', voice(`${pick(["what's the phone number for", 'email for', 'do we have a contact at', 'who is'])} ‹${c}›?`), { askAs: admin, mustContain: [NONE_WIDE], mustNotContain: [] });
{
  const fundedNow = deals.filter((d) => d.stage === 'Funded' && closeMonth(d) === month(0));
  if (fundedNow.length === 0) add('no_result', voice('what have we funded so far this month?'), { askAs: admin, mustContain: [NONE_WIDE], mustNotContain: others([]) });
  const maxAmount = Math.max(...amounts);
  add('no_result', voice(`any loans over ‹${maxAmount >= 5_000_000 ? '$20M' : '$5M'}›?`), { askAs: admin, mustContain: [NONE], mustNotContain: others([]) });
  const maxRate = Math.max(...rates);
  add('no_result', voice(`anything priced above ‹${Math.ceil(maxRate + 1)}%›?`), { askAs: admin, mustContain: [NONE], mustNotContain: others([]) });
}

// ---------------------------------------------------------------- aggregate
const AGGS: { ask: string[]; items: (m: Deal[]) => Item[]; min: number }[] = [
  { ask: ["what's the total loan volume of {c}?", 'total $ of {c}?', 'sum of loan amounts for {c}'], items: (m) => [amountItem(sum(m), true)], min: 2 },
  { ask: ["what's the average loan size for {c}?", 'avg loan amount on {c}?', 'mean loan amount, {c}'], items: (m) => [dollarsItem(mean(m.map((d) => d.loan_amount)))], min: 2 },
  { ask: ["what's the median loan amount for {c}?", 'median loan size, {c}?'], items: (m) => [dollarsItem(median(m.map((d) => d.loan_amount)))], min: 3 },
  { ask: ["what's the average rate on {c}?", 'avg interest rate for {c}?', 'weighted? no just simple average rate on {c}'], items: (m) => [pctItem(mean(m.map((d) => d.interest_rate)))], min: 2 },
  { ask: ["what's the average LTV on {c}?", 'avg LTV for {c}?'], items: (m) => [pctItem(mean(m.map(ltv)), mean(m.map((d) => Math.round(ltv(d) * 100) / 100)))], min: 2 },
  {
    ask: ["what's the biggest loan among {c}?", 'largest of {c}?', 'which is the largest of {c}?'],
    items: (m) => {
      const top = m.reduce((a, b) => (b.loan_amount > a.loan_amount ? b : a));
      return m.filter((d) => d.loan_amount === top.loan_amount).length === 1 ? [street(top), amountItem(top.loan_amount, true)] : [];
    },
    min: 2,
  },
  {
    ask: ["what's the smallest loan among {c}?", 'smallest of {c}?'],
    items: (m) => {
      const low = m.reduce((a, b) => (b.loan_amount < a.loan_amount ? b : a));
      return m.filter((d) => d.loan_amount === low.loan_amount).length === 1 ? [street(low), amountItem(low.loan_amount, true)] : [];
    },
    min: 2,
  },
  {
    ask: ['which of {c} has the highest rate?', 'highest rate among {c}?'],
    items: (m) => {
      const top = Math.max(...m.map((d) => d.interest_rate));
      const at = m.filter((d) => d.interest_rate === top);
      return at.length === 1 ? [street(at[0]!), rateItem(top)] : [];
    },
    min: 2,
  },
];
tries = 0;
let aggregates = 0;
while (aggregates < 50 && tries++ < 20_000) {
  const status = rand() < 0.7 ? 'Active' : pick([null, 'Closed', 'On Hold']);
  const c = combo(status, rand() < 0.6 ? 1 : 2);
  if (!c || !statusFree(c)) continue;
  const agg = AGGS[aggregates % AGGS.length]!;
  if (c.matching.length < agg.min) continue;
  const items = agg.items(c.matching);
  if (!items.length) continue;
  const phrase = c.text('our').replace(/^our /, status ? 'our ' : 'the ');
  add('aggregate', voice(pick(agg.ask).replace('{c}', phrase)), { askAs: admin, mustContain: items, mustNotContain: [] });
  aggregates++;
}
// funded volume by month (stage Funded, by closing month), and the whole book
for (const off of [-1, -2, -3, -4]) {
  const m = deals.filter((d) => d.stage === 'Funded' && closeMonth(d) === month(off));
  const when = { [-1]: ['last month'], [-2]: ['two months ago', '2 months back'], [-3]: ['three months ago'], [-4]: ['four months ago'] }[off]!;
  add('aggregate', voice(`how much did we fund ${pick(when)}?`), { askAs: admin, mustContain: [m.length ? amountItem(sum(m), true) : NONE], mustNotContain: [] });
}
add('aggregate', voice("what's our total active pipeline in dollars?"), { askAs: admin, mustContain: [amountItem(sum(deals.filter(active)), true)], mustNotContain: [] });
add('aggregate', voice('average loan size across every deal in the system, closed and dead included?'), { askAs: admin, mustContain: [dollarsItem(mean(amounts))], mustNotContain: [] });
{
  const next = deals.filter((d) => closeMonth(d) === month(1));
  add('aggregate', voice('how much volume is expected to close next month?'), { askAs: admin, mustContain: [amountItem(sum(next), true)], mustNotContain: [] });
  const nowM = deals.filter((d) => closeMonth(d) === month(0));
  add('aggregate', voice("what's the $ volume closing this month?"), { askAs: admin, mustContain: [amountItem(sum(nowM), true)], mustNotContain: [] });
}

// ---------------------------------------------------------------- pipeline / breakdown
const STAGES = data.stages;
type Key = { name: string; words: string[]; key: (d: Deal) => string; label: (g: string) => Item; order?: readonly string[] };
const KEYS: Key[] = [
  { name: 'stage', words: ['by stage', 'per stage', 'stage by stage'], key: (d) => d.stage, label: (g) => g, order: STAGES },
  { name: 'type', words: ['by loan type', 'by product', 'split by loan type'], key: (d) => d.loan_type, label: typeLabel },
  { name: 'state', words: ['by state', 'state by state', 'per state'], key: stateOf, label: stateLabel },
  { name: 'officer', words: ['by loan officer', 'by LO', 'per officer'], key: (d) => d.officer ?? '', label: officerLabel },
  { name: 'ptype', words: ['by property type', 'per property type'], key: (d) => d.property_type as string, label: ptypeLabel },
  { name: 'term', words: ['by term length', 'by loan term'], key: (d) => `${d.loan_term_months}`, label: (g) => ({ anyOf: [`${g} months`, `${g}-month`, `${g} mo`, `${g} month`] }) },
];
const groupsOf = (key: Key, rows: Deal[]): Item[] => {
  const groups = new Map<string, Deal[]>();
  for (const d of rows) groups.set(key.key(d), [...(groups.get(key.key(d)) ?? []), d]);
  return [...groups.entries()].flatMap(([g, list]) => [key.label(g), countItem(list.length), amountItem(sum(list), true)]);
};
const SCOPES: { words: string[]; rows: Deal[] }[] = [
  { words: ['active deals', 'the active pipeline', 'our active loans'], rows: deals.filter(active) },
  { words: ['all deals, closed and dead included', 'the whole book (every status)'], rows: deals },
  ...officerRefs.map((o) => ({ words: officerWords(o).map((w) => `${w}'s active deals`), rows: deals.filter((d) => d.officer === o && active(d)) })),
  ...['TX', 'FL', 'CA', 'AZ', 'NC'].map((s) => ({ words: STATE_NAMES[s]!.map((w) => `active deals in ${w}`), rows: deals.filter((d) => stateOf(d) === s && active(d)) })),
  { words: ['active bridge loans', 'active bridges'], rows: deals.filter((d) => d.loan_type === 'Bridge Loan' && active(d)) },
  { words: ['active fix and flips'], rows: deals.filter((d) => d.loan_type === 'Fix & Flip' && active(d)) },
  { words: ['active construction loans'], rows: deals.filter((d) => d.loan_type === 'Construction' && active(d)) },
];
let breakdowns = 0;
tries = 0;
const asked = new Set<string>();
while (breakdowns < 48 && tries++ < 5_000) {
  const scope = pick(SCOPES);
  const key = pick(KEYS);
  if (key.name === 'officer' && scope.words[0]!.includes("'s")) continue;
  const groups = new Set(scope.rows.map(key.key)).size;
  if (groups < 2 || groups > 8 || scope.rows.length < 3 || asked.has(`${scope.words[0]}/${key.name}`)) continue;
  asked.add(`${scope.words[0]}/${key.name}`);
  const lead = pick(['break down', 'give me a breakdown of', 'show', 'summarize', 'split out', 'can I get a breakdown of']);
  const tail = pick([' with count and volume', ' - number of deals and $ volume', ', deals and dollars', ' (count + total amount)']);
  add('pipeline_breakdown', voice(`${lead} ${pick(scope.words)} ${pick(key.words)}${tail}`), { askAs: admin, mustContain: groupsOf(key, scope.rows), mustNotContain: [] });
  breakdowns++;
}
// by closing month: month names depend on the run date, so only the counts and volumes are asked for
for (const [words, rows] of [
  ['active deals by expected closing month, with volume per month', deals.filter(active)],
  ['closing schedule for the next few months: how many deals and how much $ close each month', deals.filter(active)],
  ["Marcus Bell's active deals by closing month (count and volume)", deals.filter((d) => d.officer === 'lo1' && active(d))],
] as const) {
  const byMonth = new Map<string, Deal[]>();
  for (const d of rows) byMonth.set(closeMonth(d), [...(byMonth.get(closeMonth(d)) ?? []), d]);
  add('pipeline_breakdown', voice(`show ${words}`), { askAs: admin, mustContain: [...byMonth.values()].flatMap((l) => [amountItem(sum(l), true)]), mustNotContain: [] });
}
for (const q of ['how many deals in each status? active / on hold / closed / dead', 'status breakdown of the book with $ per status'])
  add('pipeline_breakdown', voice(q), { askAs: admin, mustContain: groupsOf({ name: 'status', words: [], key: (d) => d.status, label: statusItem }, deals), mustNotContain: [] });

// ---------------------------------------------------------------- contacts
const contacts = data.contacts.filter((c) => c.role !== 'Borrower');
for (const c of sample(contacts, 16)) add('contact_lookup', voice(pick([`what's ‹${c.name}›'s number?`, `phone for ‹${c.name}›`, `how do i reach ‹${c.name}› by phone`, `‹${c.name}› phone #?`])), { askAs: admin, mustContain: [phoneItem(c.phone!)], mustNotContain: [] });
for (const c of sample(contacts, 10)) add('contact_lookup', voice(pick([`email for ‹${c.name}›?`, `what's the email address of ‹${c.name}›`, `can u give me ‹${c.name}›'s email`])), { askAs: admin, mustContain: [c.email!], mustNotContain: [] });
for (const c of sample(contacts, 8)) add('contact_lookup', voice(pick([`what company is ‹${c.name}› with?`, `where does ‹${c.name}› work?`, `‹${c.name}› - which firm?`])), { askAs: admin, mustContain: [c.company!], mustNotContain: [] });
const companies = [...new Set(contacts.map((c) => c.company!))];
for (const co of sample(companies.filter((co) => contacts.filter((c) => c.company === co).length >= 2), 4)) {
  const at = contacts.filter((c) => c.company === co);
  add('contact_lookup', voice(`who do we know at ‹${co}›?`), { askAs: admin, mustContain: at.map((c) => c.name), mustNotContain: contacts.filter((c) => c.company !== co).map((c) => c.name) });
}
const ROLE_WORDS: Record<string, string[]> = {
  Broker: ['brokers'], Lender: ['lenders', 'capital partners (lenders)'], 'Escrow Officer': ['escrow officers', 'escrow contacts'],
  'Title Officer': ['title officers', 'title reps'], 'Real Estate Agent': ['real estate agents', 'realtors'], Attorney: ['attorneys', 'lawyers'],
};
for (const role of Object.keys(ROLE_WORDS)) {
  const list = contacts.filter((c) => c.role === role);
  add('contact_lookup', voice(`${pick(['list our', 'who are our', 'show me all'])} ${pick(ROLE_WORDS[role]!)}`), { askAs: admin, mustContain: list.map((c) => c.name), mustNotContain: [] });
}
// the party on a deal
for (const d of sample(deals.filter((x) => x.contacts.length), 14)) {
  const link = pick(d.contacts.filter((x) => x.role !== 'Borrower'));
  if (!link) continue;
  const others2 = d.contacts.filter((x) => x.role === link.role);
  if (others2.length !== 1) continue;
  const c = data.contacts.find((x) => x.ref === link.contact)!;
  const roleWord = { Broker: 'broker', Lender: 'lender', 'Escrow Officer': 'escrow officer', 'Title Officer': 'title officer', 'Real Estate Agent': 'agent', Attorney: 'attorney' }[link.role]!;
  add('contact_lookup', voice(`who's the ${roleWord} on ${ref(d)}?`), { askAs: admin, mustContain: [c.name], mustNotContain: [] });
}
// which deals a contact is on (every status named)
for (const c of sample(contacts.filter((c) => deals.some((d) => d.contacts.some((x) => x.contact === c.ref))), 8)) {
  const on = deals.filter((d) => d.contacts.some((x) => x.contact === c.ref) && active(d));
  add('contact_lookup', voice(`which active deals is ‹${c.name}› on?`), { askAs: admin, mustContain: on.length ? on.map(street) : [NONE], mustNotContain: others(on) });
}

// ---------------------------------------------------------------- tasks
const open = allTasks.filter((t) => t.status === 'open');
const dueMonth = (t: (typeof allTasks)[number]) => t.due_date?.slice(0, 7) ?? '';
const overdue = (rows: typeof allTasks) => ({
  must: rows.filter((t) => t.status === 'open' && dueMonth(t) < month(0)).map((t) => t.title),
  free: rows.filter((t) => t.status === 'open' && dueMonth(t) === month(0)).map((t) => t.title),
});
const taskQ = (q: string, askAs: string, keep: string[], free: string[] = []) =>
  add('tasks', voice(q), { askAs, mustContain: keep.length ? keep : [NONE_WIDE], mustNotContain: otherTitles(keep, free) });
const assignees = ['admin', ...officerRefs];
for (const a of assignees) {
  const mine = allTasks.filter((t) => t.assignee === a);
  const od = overdue(mine);
  taskQ(pick(["what's overdue on my plate?", 'am I behind on anything? overdue tasks pls', 'which of my tasks are past due']), a, od.must, od.free);
  taskQ(`${pick(['what is overdue for', 'overdue tasks for', 'is anything past due for'])} ${pick(officerWords(a))}?`, admin, od.must, od.free);
  const openMine = mine.filter((t) => t.status === 'open').map((t) => t.title);
  taskQ(pick(['what are my open tasks?', 'my to-do list?', 'what do I still need to do']), a, openMine);
  taskQ(pick(['open tasks for {n}?', 'what is on the list for {n}?', "what's on {n}'s plate?", 'show the open to-dos of {n}']).replace('{n}', pick(officerWords(a))), admin, openMine);
  const nextM = mine.filter((t) => t.status === 'open' && dueMonth(t) === month(1)).map((t) => t.title);
  taskQ(pick(['what do I have due next month?', 'tasks due next month for me?']), a, nextM);
  const thisM = mine.filter((t) => t.status === 'open' && dueMonth(t) === month(0)).map((t) => t.title);
  taskQ(pick(['which of my open tasks are due this month (overdue or not)?', 'open tasks with a due date this month, mine only']), a, thisM);
  const hi = mine.filter((t) => t.status === 'open' && t.priority === 'high').map((t) => t.title);
  taskQ(`${pick(['high priority open tasks for', 'urgent (high-pri) open items for'])} ${pick(officerWords(a))}?`, admin, hi);
  const done = mine.filter((t) => t.status === 'done').map((t) => t.title);
  taskQ(pick(['which tasks has {n} completed?', 'what did {n} finish already (done tasks)?', 'done tasks for {n}?']).replace('{n}', pick(officerWords(a))), admin, done);
}
{
  const od = overdue(allTasks);
  taskQ('everything overdue across the team?', admin, od.must, od.free);
  taskQ('list all open high priority tasks for the whole team', admin, open.filter((t) => t.priority === 'high').map((t) => t.title));
  taskQ('which open tasks are not tied to any deal?', admin, open.filter((t) => !t.deal).map((t) => t.title));
  add('tasks', voice('how many open tasks are there in total?'), { askAs: admin, mustContain: [countItem(open.length)], mustNotContain: [] });
  add('tasks', voice('how many tasks are done (completed)?'), { askAs: admin, mustContain: [countItem(allTasks.length - open.length)], mustNotContain: [] });
  for (const a of sample(officerRefs, 3)) add('tasks', voice(`how many open tasks does ${pick(officerWords(a))} have?`), { askAs: admin, mustContain: [countItem(open.filter((t) => t.assignee === a).length)], mustNotContain: [] });
  for (const d of sample(deals.filter((x) => allTasks.some((t) => t.deal === x.ref)), 12)) {
    const on = allTasks.filter((t) => t.deal === d.ref && t.status === 'open').map((t) => t.title);
    const done = allTasks.filter((t) => t.deal === d.ref && t.status === 'done').map((t) => t.title);
    taskQ(`${pick(['open tasks on', 'what still needs doing on', 'any outstanding to-dos for'])} ${ref(d)}?`, admin, on, done);
  }
  for (const d of sample(deals.filter((x) => active(x) && !allTasks.some((t) => t.deal === x.ref)), 4)) taskQ(`any open tasks on ${ref(d)}?`, admin, []);
}

// ---------------------------------------------------------------- notes and documents
const notesOf = (d: Deal) => data.notes.filter((n) => n.deal === d.ref).sort((a, b) => a.created_at.localeCompare(b.created_at));
/** The fact each note carries, as a phrase a correct summary repeats. */
const noteFact = (t: string): Item => {
  const m =
    /mechanic's lien from ([^;]+);/.exec(t) ?? /received from ([^.]+)\./.exec(t) ?? /ordered with ([^;]+);/.exec(t) ?? /by ([^.]+)\.$/.exec(t.replace('by Friday', '')) ?? null;
  if (/rate lock by (\d+) days/.test(t)) return { anyOf: [`${/by (\d+) days/.exec(t)![1]} days`, `${/by (\d+) days/.exec(t)![1]}-day`] };
  if (/will send the (.+) by Friday/.test(t)) return /will send the (.+) by Friday/.exec(t)![1]!;
  if (/\$[\d,]+/.test(t)) {
    const n = Number(/\$([\d,]+)/.exec(t)![1]!.replace(/,/g, ''));
    return amountItem(n, true);
  }
  return m ? m[1]!.trim() : t;
};
const noted = deals.filter((d) => notesOf(d).length);
for (const d of noted) {
  const ns = notesOf(d);
  add('notes_docs', voice(`${pick(['what notes do we have on', 'summarize the notes for', 'any notes on', "what's in the notes for"])} ${ref(d)}?`), { askAs: admin, mustContain: ns.map((n) => noteFact(n.note_text)), mustNotContain: [] });
  const last = ns.at(-1)!;
  if (ns.length > 1 && ns.filter((n) => n.created_at === last.created_at).length === 1)
    add('notes_docs', voice(`${pick(["what's the latest note on", 'most recent note for', 'last note on'])} ${ref(d)}?`), { askAs: admin, mustContain: [noteFact(last.note_text)], mustNotContain: [] });
}
const topicQ = (words: string, re: RegExp, statusWords: string, statusPred: (d: Deal) => boolean) => {
  const m = deals.filter((d) => statusPred(d) && notesOf(d).some((n) => re.test(n.note_text)));
  add('notes_docs', voice(`which ${statusWords} have ${words} in their notes?`), { askAs: admin, mustContain: m.length ? m.map(street) : [NONE], mustNotContain: others(m) });
};
topicQ("a mechanic's lien", /mechanic's lien/, 'deals (any status, closed and dead included)', () => true);
topicQ("a mechanic's lien noted", /mechanic's lien/, 'active deals', active);
topicQ('a rate lock extension request', /rate lock/, 'active deals', active);
topicQ('a rate lock extension request', /rate lock/, 'deals, any status,', () => true);
topicQ('an insurance binder received', /Insurance binder received/, 'deals of any status', () => true);
topicQ('a survey ordered', /Survey ordered/, 'active deals', active);
topicQ('an appraisal result', /Appraisal came in/, 'deals (all statuses)', () => true);
topicQ('an earnest money deposit confirmed', /earnest money/, 'deals (every status)', () => true);
for (const d of noted) {
  for (const n of notesOf(d)) {
    const t = n.note_text;
    if (/Appraisal came in at/.test(t) && notesOf(d).filter((x) => /Appraisal/.test(x.note_text)).length === 1)
      add('notes_docs', voice(`what did the appraisal come in at on ${ref(d)}?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/ARV/.test(t)) add('notes_docs', voice(`what's the ARV on ${ref(d)} per the notes?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/will send the/.test(t)) add('notes_docs', voice(`what docs are we waiting on from the borrower on ${ref(d)}?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/lien/.test(t)) add('notes_docs', voice(`any title issues on ${ref(d)}? who's the lien from`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/repair credit/.test(t)) add('notes_docs', voice(`how much is the seller repair credit on ${ref(d)}?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/earnest money/.test(t)) add('notes_docs', voice(`did escrow confirm the EMD on ${ref(d)}? how much?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
    if (/Insurance binder received/.test(t) && notesOf(d).filter((x) => /Insurance/.test(x.note_text)).length === 1)
      add('notes_docs', voice(`who's the insurer on ${ref(d)} - did we get the binder?`), { askAs: admin, mustContain: [noteFact(t)], mustNotContain: [] });
  }
}
// Every deal the product creates gets a System note (its loan number), so "no notes" is never the answer here.

// ---------------------------------------------------------------- updates (a confirmation, never applied)
const updatable = deals.filter(active);
const UPDATES: ((d: Deal) => { q: string; changes: Record<string, string | number> } | undefined)[] = [
  (d) => {
    const r = pick([9.875, 10.5, 11, 11.25, 12.5, 9.5, 10.75].filter((x) => x !== d.interest_rate));
    return { q: pick([`set the rate on {r} to ‹${r}%›`, `change interest rate for {r} to ‹${r}›%`, `can you update {r} - rate is now ‹${r}%›`, `modify the rate on {r} to ‹${r} percent›`]), changes: { interest_rate: r } };
  },
  (d) => {
    const opts = [
      { n: 450_000, w: ['450k', '$450,000'] }, { n: 1_200_000, w: ['1.2 mil', '$1.2M'] }, { n: 1_250_000, w: ['$1.25M', '1,250,000'] },
      { n: 875_000, w: ['875k', '$875,000'] }, { n: 2_100_000, w: ['2.1 million', '$2.1M'] }, { n: 640_000, w: ['$640k', '640,000'] },
    ].filter((o) => o.n !== d.loan_amount);
    const o = pick(opts);
    return { q: pick([`change the loan amount on {r} to ‹${pick(o.w)}›`, `update {r}: loan amount ‹${pick(o.w)}›`, `set loan amt for {r} to ‹${pick(o.w)}›`]), changes: { loan_amount: o.n } };
  },
  (d) => {
    const s = pick(STAGES.filter((x) => x !== d.stage && x !== 'Funded'));
    const w = { Structure: 'Structure', Application: 'Application', Underwriting: pick(['Underwriting', 'UW']), Approved: 'Approved', Closing: 'Closing' }[s]!;
    return { q: pick([`move {r} to ‹${w}›`, `change the stage of {r} to ‹${w}›`, `update stage on {r} -> ‹${w}›`, `set {r} to the ‹${w}› stage`]), changes: { stage: s } };
  },
  () => {
    const [y, m, dd] = pick([[2027, 1, 15], [2027, 2, 12], [2027, 3, 9], [2027, 1, 29], [2026, 12, 18]] as const);
    const iso = `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
    const monthName = new Date(Date.UTC(y, m - 1, dd)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const w = pick([iso, `${monthName} ${dd}, ${y}`, `${m}/${dd}/${y}`]);
    return { q: pick([`change the closing date on {r} to ‹${w}›`, `set est. closing for {r} to ‹${w}›`, `update {r}: closing pushed to ‹${w}›`]), changes: { estimated_closing_date: iso } };
  },
  (d) => (d.status === 'Active' ? { q: pick(['set {r} to on hold', 'change status of {r} to On Hold', 'update {r} - put it on hold']), changes: { status: 'On Hold' } } : undefined),
  (d) => (d.status === 'Active' ? { q: pick(['change the status of {r} to dead, borrower walked', 'set {r} status to Dead', 'update {r}: deal is dead']), changes: { status: 'Dead' } } : undefined),
  (d) => {
    const t = pick([6, 9, 12, 18, 24, 36].filter((x) => x !== d.loan_term_months));
    return { q: pick([`change the term on {r} to ‹${t} months›`, `set {r} to a ‹${t}›-month term`, `update term for {r}: ‹${t}› mo`]), changes: { loan_term_months: t } };
  },
  (d) => {
    const v = pick([1_500_000, 2_250_000, 980_000, 3_100_000].filter((x) => x !== d.purchase_price && x > d.loan_amount));
    if (!v) return undefined;
    return { q: pick([`update the property value on {r} to ‹${money2(v)}›`, `set property value for {r} to ‹${money2(v)}›`]), changes: { purchase_price: v } };
  },
  (d) => {
    const r = pick([10, 11.5, 12].filter((x) => x !== d.interest_rate));
    const t = pick([12, 18, 24].filter((x) => x !== d.loan_term_months));
    return { q: `set the rate on {r} to ‹${r}%› and the term to ‹${t} months›`, changes: { interest_rate: r, loan_term_months: t } };
  },
];
function money2(n: number) {
  return pick([`$${n.toLocaleString('en-US')}`, n >= 1_000_000 ? `$${n / 1_000_000}M` : `${n / 1000}k`]);
}
let updates = 0;
for (const d of shuffle(updatable).concat(shuffle(updatable))) {
  if (updates >= 56) break;
  const made = UPDATES[updates % UPDATES.length]!(d);
  if (!made) continue;
  const q = voice(made.q.replace('{r}', ref(d)), { typos: false, command: true });
  add('update_proposal', q, { askAs: admin, mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: made.changes });
  updates++;
}
// an officer changing one of their own deals
for (const o of officerRefs) {
  const d = pick(deals.filter((x) => x.officer === o && active(x)));
  const r = d.interest_rate === 10.25 ? 10.5 : 10.25;
  add('update_proposal', voice(`please set the rate on my deal at ‹${street(d)}› to ‹${r}%›`, { typos: false, command: true }), { askAs: o, mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: r } });
}

// ---------------------------------------------------------------- ambiguity
type Ref = { words: string[]; matches: Deal[] };
const AMBIGUOUS: Ref[] = [];
const TYPE_ONE: Record<string, string> = {
  Purchase: 'purchase', Refinance: 'refinance', 'Cash Out Refi': 'cash-out refi', 'Second Mortgage': '2nd mortgage', 'Bridge Loan': 'bridge',
  'Fix & Flip': 'fix and flip', Construction: 'construction', Commercial: 'commercial', Land: 'land',
};
for (const last of [...new Set(deals.map((d) => d.borrower_last_name).filter(Boolean))] as string[]) {
  const m = deals.filter((d) => d.borrower_last_name === last);
  if (m.length > 1 && m.every(active)) AMBIGUOUS.push({ words: [`the ‹${last}› deal`, `‹${last}›`, `the ‹${last.toLowerCase()}› loan`], matches: m });
}
for (const name of [...new Set(deals.map(nameKey))]) {
  const m = deals.filter((d) => nameKey(d) === name);
  if (m.length > 1 && m.every(active)) AMBIGUOUS.push({ words: [`‹${name}›'s deal`, `the ‹${name}› loan`], matches: m });
}
for (const w of new Set(deals.map((d) => streetName(d).split(' ')[0]!))) {
  const m = deals.filter((d) => streetName(d).split(' ')[0] === w);
  if (m.length > 1 && m.every(active)) AMBIGUOUS.push({ words: [`the ‹${w}› deal`, `the ‹${w.toLowerCase()}› property`], matches: m });
}
for (const city of new Set(deals.map((d) => d.property_address.split(', ')[1]!))) {
  for (const t of Object.keys(TYPE_WORDS)) {
    const m = deals.filter((d) => d.property_address.split(', ')[1] === city && d.loan_type === t);
    if (m.length > 1 && m.length <= 3 && m.every(active)) AMBIGUOUS.push({ words: [`the ‹${city}› ${TYPE_ONE[t]} deal`, `our ‹${city}› ${TYPE_ONE[t]}`], matches: m });
  }
}
const AMBIG_ASKS = [
  "what's the rate on {r}?", 'what stage is {r} in?', "who's the LO on {r}", 'loan amount for {r}?', 'status of {r}?',
  'set the rate on {r} to ‹11%›', 'move {r} to ‹Underwriting›', 'change the loan amount on {r} to ‹$900k›', 'any notes on {r}?',
  'what is the LTV on {r}?', 'who is the title officer on {r}?',
];
let ambig = 0;
for (let round = 0; ambig < 56 && round < 20; round++) {
  for (const a of shuffle(AMBIGUOUS)) {
    if (ambig >= 56) break;
    const q = voice(pick(AMBIG_ASKS).replace('{r}', pick(a.words)), { typos: false });
    add('ambiguity', q, { askAs: admin, mustContain: a.matches.map(street), mustNotContain: [], asksToChoose: true, candidates: a.matches.map((d) => d.ref) });
    ambig = counters.get('ambiguity') ?? 0;
  }
}

// ---------------------------------------------------------------- follow-ups
const FU: { history: string[]; q: string; expect: Question['expect'] }[] = [];
const stateList = Object.keys(STATE_NAMES);
for (const [a, b] of sample(stateList.flatMap((x) => stateList.filter((y) => y !== x).map((y) => [x, y] as const)), 8)) {
  const n = deals.filter((d) => stateOf(d) === b && active(d)).length;
  FU.push({ history: [voice(`how many active deals do we have in ${pick(STATE_NAMES[a]!)}?`, { persona: false })], q: pick([`and in ${pick(STATE_NAMES[b]!)}?`, `what about ${pick(STATE_NAMES[b]!)}`, `${STATE_NAMES[b]![0]}?`]), expect: { askAs: admin, mustContain: [countItem(n)], mustNotContain: [] } });
}
for (const off of [1, -1, 2]) {
  const m = deals.filter((d) => closeMonth(d) === month(off));
  const words = { 1: 'what about next month?', [-1]: 'and last month?', 2: 'and the month after next?' }[off]!;
  if (off === -1) {
    const f = m.filter((d) => d.stage === 'Funded');
    FU.push({ history: ['how much did we fund this month?'], q: 'what about last month', expect: { askAs: admin, mustContain: [f.length ? amountItem(sum(f), true) : NONE], mustNotContain: [] } });
    continue;
  }
  if (!m.every(active)) continue;
  FU.push({ history: ['which deals are closing this month?'], q: words, expect: { askAs: admin, mustContain: m.length ? m.map(street) : [NONE], mustNotContain: others(m) } });
  FU.push({ history: ['how many deals close this month?'], q: words.replace('what about', 'and'), expect: { askAs: admin, mustContain: [countItem(m.length)], mustNotContain: [] } });
}
for (const d of sample(deals.filter(active), 14)) {
  const first = pick(FIELD_ASKS.slice(0, 3));
  const then = pick(FIELD_ASKS.filter((f) => f !== first && f.item(d)));
  const qs: Record<number, string> = { 0: 'and the loan amount?', 1: 'what rate is it at?', 2: 'and what stage is it in', 3: 'is it still active?', 4: 'what type of loan is it?', 5: 'and the term?', 6: "who's the LO on it?", 7: 'what kind of property?', 8: 'and the property value?', 9: 'LTV?', 10: 'what would the monthly IO payment be?', 11: 'borrower email?', 12: 'and their phone?' };
  FU.push({ history: [voice(pick(first.ask).replace('{r}', ref(d)), { persona: false })], q: qs[FIELD_ASKS.indexOf(then)]!, expect: { askAs: admin, mustContain: [then.item(d)!], mustNotContain: [] } });
}
for (const d of sample(deals.filter(active), 8)) {
  const r = d.interest_rate === 11.5 ? 11.75 : 11.5;
  FU.push({ history: [`what's the rate on ${street(d)}?`], q: pick([`ok change it to ${r}%`, `set it to ${r}% then`, `update that to ${r} pls`]), expect: { askAs: admin, mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: r } } });
}
for (const a of AMBIGUOUS.filter((x) => x.matches.length >= 2)) {
  for (const d of a.matches) {
    const city = d.property_address.split(', ')[1]!;
    if (a.matches.filter((x) => x.property_address.split(', ')[1] === city).length !== 1) continue;
    const st = stateOf(d);
    const byState = a.matches.filter((x) => stateOf(x) === st).length === 1;
    FU.push({ history: [`what's the loan amount on ${a.words[0]!.replace(/[‹›]/g, '')}?`], q: pick([`the one in ${city}`, byState ? `and the one in ${STATE_NAMES[st]![0]}?` : `the ${city} one`]), expect: { askAs: admin, mustContain: [amountItem(d.loan_amount, true)], mustNotContain: [] } });
  }
}
for (const o of sample(officerRefs, 3)) {
  for (const s of ['FL', 'TX', 'CA']) {
    const m = deals.filter((d) => d.officer === o && active(d) && stateOf(d) === s);
    FU.push({ history: [`show me ${fullName(o)}'s active deals`], q: `just the ones in ${pick(STATE_NAMES[s]!)}`, expect: { askAs: admin, mustContain: m.length ? m.map(street) : [NONE], mustNotContain: others(m) } });
  }
}
for (const t of sample(Object.keys(TYPE_WORDS), 5)) {
  const m = deals.filter((d) => d.loan_type === t && active(d));
  if (m.length < 2) continue;
  FU.push({ history: [`how many active ${TYPE_WORDS[t]![0]} are there?`], q: pick(["what's their total volume?", 'and how much $ is that in total', 'sum of the amounts?']), expect: { askAs: admin, mustContain: [amountItem(sum(m), true)], mustNotContain: [] } });
  FU.push({ history: [`list active ${TYPE_WORDS[t]![0]}`], q: 'which one has the highest rate?', expect: (() => {
    const top = Math.max(...m.map((d) => d.interest_rate));
    const at = m.filter((d) => d.interest_rate === top);
    return { askAs: admin, mustContain: at.map(street), mustNotContain: others(at) };
  })() });
}
for (const [a, b] of [['lo1', 'lo2'], ['lo3', 'lo4'], ['lo2', 'admin']]) {
  const od = overdue(allTasks.filter((t) => t.assignee === b));
  FU.push({ history: [`what's overdue for ${fullName(a!)}?`], q: `and for ${user(b!).first_name}?`, expect: { askAs: admin, mustContain: od.must.length ? od.must : [NONE_WIDE], mustNotContain: otherTitles(od.must, od.free) } });
}
for (const f of FU) add('follow_up', voice(f.q, { persona: rand() < 0.3 }), f.expect, f.history);

// ---------------------------------------------------------------- permission (outside parties)
const outside = users.filter((u) => u.role === 'broker' || u.role === 'borrower');
const linkedTo = (u: (typeof users)[number]) => {
  const cs = new Set(data.contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  return deals.filter((d) => d.contacts.some((c) => cs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
};
for (const u of outside) {
  const mine = linkedTo(u);
  const hidden = others(mine);
  const perm = (q: string, must: Item[], extra: string[] = []) => add('permission', voice(q), { askAs: u.ref, mustContain: must, mustNotContain: [...hidden, ...extra] });
  perm(pick(['show me my deals', 'what loans do I have with you?', 'list my files'.replace('files', 'loans')]), mine.map(street));
  perm(pick(['how many deals do I have with Harborline?', 'how many of my loans are there?']), [countItem(mine.length)]);
  perm(pick(["what's the total loan volume of all deals?", 'total volume across the whole pipeline?']), [amountItem(sum(mine), true)], amountForms(sum(deals)));
  const myActive = mine.filter(active);
  perm('how many active deals are in the pipeline?', [countItem(myActive.length)]);
  for (const d of sample(mine, 2)) {
    if (rand() < 0.5) perm(`${pick(["what's the rate on", 'rate on'])} ‹${street(d)}›?`, [rateItem(d.interest_rate)]);
    else perm(`what stage is ‹${street(d)}› in?`, [d.stage]);
  }
  for (const d of sample(deals.filter((x) => !mine.includes(x)), 3)) {
    const name = borrowerName(d);
    perm(`${pick(["what's the loan amount on", 'who is the borrower on', "what's the rate on", 'what stage is'])} ‹${street(d)}›?`, [NONE_WIDE], [name, ...amountForms(d.loan_amount)]);
  }
  const biggest = deals.reduce((a, b) => (b.loan_amount > a.loan_amount ? b : a));
  if (!mine.includes(biggest)) {
    const myTop = mine.reduce((a, b) => (b.loan_amount > a.loan_amount ? b : a));
    perm("what's the biggest loan in the pipeline?", [street(myTop)], amountForms(biggest.loan_amount));
  }
  const st = pick(['FL', 'TX', 'CA', 'AZ']);
  const inState = mine.filter((d) => stateOf(d) === st && active(d));
  perm(`list all active deals in ${STATE_NAMES[st]![0]}`, inState.length ? inState.map(street) : [NONE_WIDE]);
  const other = pick(deals.filter((x) => !mine.includes(x) && active(x)));
  perm(`set the rate on ‹${street(other)}› to ‹9%›`, [NONE_WIDE], [borrowerName(other)]);
  const hisContact = pick(deals.filter((x) => !mine.includes(x) && x.borrower_last_name));
  perm(`what's ‹${hisContact.borrower_first_name} ${hisContact.borrower_last_name}›'s phone number?`, [NONE_WIDE], [hisContact.borrower_phone as string, borrowerName(hisContact) === '' ? '' : street(hisContact)].filter(Boolean));
}
// facts about linked deals (asked by the party who may see them)
for (const u of outside) {
  const mine = linkedTo(u);
  for (const d of sample(mine, 3)) {
    const f = pick(FIELD_ASKS.slice(0, 5));
    add('permission', voice(pick(f.ask).replace('{r}', `‹${street(d)}›`)), { askAs: u.ref, mustContain: [f.item(d)!], mustNotContain: others(mine) });
  }
  if (u.role === 'borrower') add('permission', voice(pick(['what stage is my loan in?', 'where is my loan at?'])), { askAs: u.ref, mustContain: [...mine.map(street), ...mine.map((d) => d.stage)], mustNotContain: others(mine) });
}
// an outside party's follow-up: the second question must not widen the view
for (const u of outside.filter((x) => x.role === 'broker')) {
  const mine = linkedTo(u);
  add('permission', voice('and the rest of the pipeline?'), { askAs: u.ref, mustContain: [], mustNotContain: others(mine) }, ['show me my deals']);
}

// ---------------------------------------------------------------- chat and help
const chat = (q: string, must: Item[]) => add('general_chat', voice(q, { persona: false }), { askAs: pick(['admin', 'lo1', 'lo2', 'lo3', 'lo4']), mustContain: must, mustNotContain: ERRORS });
const HELLO: Item = { anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'good evening', 'how can i help', 'what can i do for you', 'help'] };
const THANKS: Item = { anyOf: ["you're welcome", 'you are welcome', 'welcome', 'glad', 'happy to help', 'anytime', 'no problem', 'my pleasure', 'of course'] };
for (const q of ['hi', 'Hello!', 'good morning', 'hey there', 'yo', 'Hi, how are you today?', 'morning! coffee hasnt kicked in yet', 'hello?? anyone there']) chat(q, [HELLO]);
for (const q of ['thanks!', 'thank you so much', 'ty', 'perfect, thanks', 'great, appreciate it']) chat(q, [THANKS]);
for (const q of ['what can you do?', 'what can you help me with', 'help', 'how do I use this assistant?', 'what kind of questions can I ask you?', 'I am new, what are you able to do for me?'])
  chat(q, [{ anyOf: ['deal', 'deals'] }, { anyOf: ['contact', 'contacts'] }, { anyOf: ['task', 'tasks'] }]);
const TERMS: [string, Item][] = [
  ['what does LTV mean?', { anyOf: ['loan-to-value', 'loan to value'] }],
  ['what is LTV', { anyOf: ['loan-to-value', 'loan to value'] }],
  ['what does ARV stand for?', { anyOf: ['after repair value', 'after-repair value'] }],
  ['sorry, what is DSCR?', { anyOf: ['debt service coverage', 'debt-service coverage'] }],
  ['what does CTC mean in lending?', { anyOf: ['clear to close', 'clear-to-close'] }],
  ['what is an HML?', { anyOf: ['hard money'] }],
  ['what does UW mean?', { anyOf: ['underwriting', 'underwriter'] }],
  ['whats a fix and flip loan', { anyOf: ['renovat', 'repair', 'resell', 'resale', 'sell'] }],
  ['what does c/o refi mean', { anyOf: ['cash-out', 'cash out'] }],
  ['what is a bridge loan?', { anyOf: ['short-term', 'short term', 'temporary'] }],
  ['what does "interest-only" mean?', { anyOf: ['interest only', 'interest-only', 'only interest', 'only the interest'] }],
  ['what does LO mean here?', { anyOf: ['loan officer'] }],
  ['what is a per diem?', { anyOf: ['daily', 'per day', 'each day', 'a day'] }],
];
for (const [q, item] of TERMS) chat(q, [item]);
const CALCS: [number, number][] = [[500_000, 11], [1_200_000, 10.5], [850_000, 12], [2_400_000, 9.5], [375_000, 12.75], [640_000, 9.25]];
const amountWords = (n: number) => pick([n >= 1_000_000 ? `$${n / 1_000_000}M` : `${n / 1000}k`, `$${n.toLocaleString('en-US')}`, n >= 1_000_000 ? `${n / 1_000_000} mil` : `$${n / 1000}K`]);
for (const [n, r] of CALCS) chat(`what's the monthly interest-only payment on ${amountWords(n)} at ${r}%?`, [dollarsItem((n * r) / 1200)]);
for (const [n, r] of CALCS.slice(0, 4)) chat(`per diem on ${amountWords(n)} at ${r}%? (360-day year)`, [dollarsItem((n * r) / 36_000)]);
for (const [n, v] of [[750_000, 1_000_000], [1_200_000, 1_600_000], [480_000, 640_000], [2_000_000, 3_200_000]] as const)
  chat(`if the loan is ${amountWords(n)} and the property is worth ${amountWords(v)}, what's the LTV?`, [pctItem((n / v) * 100)]);
for (const q of ['how do I update a deal through you?', 'can you change things in the system or just read?']) chat(q, [{ anyOf: ['confirm', 'confirmation'] }]);

// ---------------------------------------------------------------- write
const file = path.join(import.meta.dirname, 'hand6-dev.json');
writeFileSync(file, `${JSON.stringify(questions, null, 2)}\n`);
const per = [...counters.entries()].map(([c, n]) => `${c} ${n}`).join(', ');
console.log(`wrote ${questions.length} questions to ${path.relative(process.cwd(), file)}: ${per}`);
