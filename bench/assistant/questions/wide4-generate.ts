// A fourth pair of question sets about the fixture's dataset, written the way staff type in a hurry: typos in
// names and words, abbreviations and slang for stages ('uw', 'ctc', 'struct'), loan types ('f&f', '2nds', 'ground
// up', 'COR') and states ('cali', 'fla', 'lone star', 'tar heel'), relative dates ('EOM', 'next wk', 'Q1', 'the
// coming May'), polite or rambling openings ('hey quick q —', 'sorry to bug you but'), and follow-ups that lean on
// the message before ('what about texas?', 'and the rate?', 'move it to UW'). Aimed at the categories the held-out
// set found weakest: tasks, pipeline breakdowns, lists, ambiguity, no-result and general chat. Every intent has two
// template lists, both written before any score was seen:
//   wide4-dev.json    the `dev` templates, filled with one seed: built against;
//   wide4-aside.json  the `aside` templates, other words and another seed: scored before and after, never tuned on.
//   npx tsx bench/assistant/questions/wide4-generate.ts
// Dates are relative to the day the file is generated (the bench shifts the dataset to the current month).
import { type Fill as PairedFill, pairedSets } from './paired-sets';
import type { Item, Question } from '../scoring';
import { allStreets, amountItem, data, deals, type Deal, groupItems, month, NONE, officerName, officers, others, randomSource, stateOf, street, uniqueLast , listExpect, listCategory, countExpect } from './truth';

type SetName = 'dev' | 'aside';
interface Words {
  rand: () => number;
  pick: <T>(list: readonly T[]) => T;
  typo: (word: string) => string;
}
type Fill<T> = PairedFill<T, Words>;
const { ask, out, write } = pairedSets<SetName, Words>('wide4', { dev: randomSource(40417), aside: randomSource(90233) });
const fixed = (list: readonly string[]) => list.map((t) => () => t);

// ---- how people open and close a question
const OPENERS: Record<SetName, string[]> = {
  dev: ['', '', '', 'hey ', 'quick q - ', 'can you tell me ', 'pls ', 'hi, ', 'yo ', 'real quick, '],
  aside: ['', '', '', 'hey there, ', 'sorry to bug you but ', 'when you get a sec, ', 'morning! ', 'could you check ', 'hiya - ', 'question: '],
};
const CLOSERS: Record<SetName, string[]> = { dev: ['', '', '', '?', ' thx', ' pls', '??'], aside: ['', '', '', '?', ' ty', ' please', ' thanks!'] };
const polite = (set: SetName, r: Words, core: string) => `${r.pick(OPENERS[set])}${core}${r.pick(CLOSERS[set])}`;
/** One typo in one word of 6+ letters that is no number, sometimes. */
const typoIn = (r: Words, text: string, chance = 0.5) => {
  if (r.rand() > chance) return text;
  const parts = text.split(' ');
  const at = parts.map((p, i) => (/^[a-z]{6,}$/.test(p) ? i : -1)).filter((i) => i >= 0);
  if (!at.length) return text;
  const i = r.pick(at);
  parts[i] = r.typo(parts[i]!);
  return parts.join(' ');
};

// ---- vocabularies
const STAGE_WORDS: Record<SetName, Record<string, string[]>> = {
  dev: { Underwriting: ['uw', 'underwriting', 'u/w'], Structure: ['structure', 'struct'], Approved: ['approved', 'ctc'], Closing: ['closing', 'escrow'], Application: ['app', 'application'], Funded: ['funded'] },
  aside: { Underwriting: ['UW', 'underwritting', 'underwriting'], Structure: ['structuring', 'structure'], Approved: ['approval', 'clear to close'], Closing: ['closing'], Application: ['apps', 'intake'], Funded: ['booked', 'funded'] },
};
const TYPE_WORDS: Record<SetName, Record<string, string[]>> = {
  dev: { 'Fix & Flip': ['f&f', 'fix and flip', 'flips'], 'Bridge Loan': ['bridge', 'bridge loans'], Construction: ['ground up', 'construction'], 'Second Mortgage': ['2nds', 'second mortgage'], 'Cash Out Refi': ['cash out', 'COR'], Refinance: ['refi', 'refis'], Commercial: ['CRE', 'commercial'], Land: ['land', 'lot loans'], Purchase: ['purchase', 'purchases'] },
  aside: { 'Fix & Flip': ['fix n flip', 'FnF', 'rehab'], 'Bridge Loan': ['bridges', 'bridge'], Construction: ['GUC', 'new construction'], 'Second Mortgage': ['2nd liens', 'seconds'], 'Cash Out Refi': ['cash-out refi', 'cashout'], Refinance: ['refinance', 'rate and term'], Commercial: ['comm', 'commercial'], Land: ['raw land', 'land'], Purchase: ['acquisition', 'purchase'] },
};
const STATE_WORDS: Record<SetName, Record<string, string[]>> = {
  dev: { TX: ['texas', 'TX', 'tex'], FL: ['florida', 'fla', 'FL'], CA: ['cali', 'california', 'CA'], NC: ['north carolina', 'NC'], GA: ['georgia', 'GA'], AZ: ['arizona', 'AZ'], TN: ['tennessee', 'tenn'], CO: ['colorado', 'colo'] },
  aside: { TX: ['the lone star state', 'Texas', 'tx'], FL: ['the sunshine state', 'Florida', 'fl'], CA: ['calif', 'California', 'socal'], NC: ['n. carolina', 'the tar heel state'], GA: ['the peach state', 'Georgia'], AZ: ['ariz', 'Arizona'], TN: ['Tennessee', 'TN'], CO: ['Colorado', 'CO'] },
};
const stageWord = (set: SetName, r: Words, s: string) => r.pick(STAGE_WORDS[set][s]!);
const typeWord = (set: SetName, r: Words, t: string) => r.pick(TYPE_WORDS[set][t]!);
const stateWord = (set: SetName, r: Words, s: string) => r.pick(STATE_WORDS[set][s]!);
/** Fills the same template for both sets, each with its own vocabulary. */
const both = <T>(f: (x: T, r: Words, set: SetName) => string, g: (x: T, r: Words, set: SetName) => string): Record<SetName, Fill<T>[]> => ({
  dev: [(x, r) => f(x, r, 'dev')],
  aside: [(x, r) => g(x, r, 'aside')],
});

const NOT_FOUND: Item = { anyOf: ["couldn't find", 'could not find', 'no deal', 'no deals', 'nothing', 'no matching', 'none', 'not find'] };
const rateItem = (v: number): Item => ({ anyOf: [`${v}%`, `${v.toFixed(2)}%`, `${v} %`] });
/** How the deal's borrower is named; a borrower with several deals is no name for one of them, so the street is. */
const borrowerWords = (d: Deal, r: Words) =>
  deals.filter((x) => x.borrower_email === d.borrower_email).length > 1
    ? street(d)
    : d.entity_name ? d.entity_name.split(' ').slice(0, 2).join(' ') : r.pick([`${d.borrower_first_name} ${d.borrower_last_name}`, ...(uniqueLast(d) ? [d.borrower_last_name!] : [])]);
/** A street as typed in a hurry: lower case, no suffix, or a typo in the street's name. */
const hurried = (d: Deal, r: Words) => {
  const [num, name, ...rest] = street(d).split(' ');
  const typed = name!.length >= 6 && r.rand() < 0.5 ? r.typo(name!.toLowerCase()) : name!.toLowerCase();
  return r.rand() < 0.5 ? `${num} ${typed}` : `${num} ${typed} ${rest.join(' ').toLowerCase()}`;
};

// ---- lists and counts by stage, type, state, status and officer, alone and together
const STAGES = ['Underwriting', 'Structure', 'Approved', 'Closing', 'Application'];
const TYPES = Object.keys(TYPE_WORDS.dev);
const STATE_CODES = Object.keys(STATE_WORDS.dev);
for (const code of STATE_CODES) {
  for (const stage of STAGES) {
    const m = deals.filter((d) => stateOf(d) === code && d.stage === stage);
    if (!m.length && (code.charCodeAt(0) + stage.length) % 2) continue;
    ask(listCategory(m), [code, stage] as const, {
      dev: [
        ([c, s], r) => polite('dev', r, typoIn(r, `${stageWord('dev', r, s)} deals in ${stateWord('dev', r, c)}`)),
        ([c, s], r) => polite('dev', r, `what do we have in ${stageWord('dev', r, s)} in ${stateWord('dev', r, c)}`),
      ],
      aside: [
        ([c, s], r) => polite('aside', r, typoIn(r, `${stateWord('aside', r, c)} files sitting in ${stageWord('aside', r, s)}`)),
        ([c, s], r) => polite('aside', r, `show me ${stateWord('aside', r, c)} loans at the ${stageWord('aside', r, s)} stage`),
      ],
    }, listExpect(m));
    ask('count', [code, stage] as const, both(
      ([c, s], r, set) => polite(set, r, `how many ${stageWord(set, r, s)} loans in ${stateWord(set, r, c)}`),
      ([c, s], r, set) => polite(set, r, `# of ${stateWord(set, r, c)} deals in ${stageWord(set, r, s)}`),
    ), countExpect(m));
  }
  for (const type of TYPES) {
    const m = deals.filter((d) => stateOf(d) === code && d.loan_type === type);
    if (!m.length && (code.charCodeAt(1) + type.length) % 3) continue;
    ask(listCategory(m), [code, type] as const, {
      dev: [([c, t], r) => polite('dev', r, typoIn(r, `${typeWord('dev', r, t)} in ${stateWord('dev', r, c)}`)), ([c, t], r) => polite('dev', r, `any ${stateWord('dev', r, c)} ${typeWord('dev', r, t)} deals`)],
      aside: [([c, t], r) => polite('aside', r, typoIn(r, `list ${typeWord('aside', r, t)} loans out of ${stateWord('aside', r, c)}`)), ([c, t], r) => polite('aside', r, `got any ${typeWord('aside', r, t)} in ${stateWord('aside', r, c)}`)],
    }, listExpect(m));
    ask('count', [code, type] as const, both(
      ([c, t], r, set) => polite(set, r, `how many ${typeWord(set, r, t)} do we have in ${stateWord(set, r, c)}`),
      ([c, t], r, set) => polite(set, r, `count of ${typeWord(set, r, t)} loans in ${stateWord(set, r, c)}`),
    ), countExpect(m));
  }
}
for (const type of TYPES) {
  for (const status of ['Active', 'On Hold', 'Dead']) {
    const m = deals.filter((d) => d.loan_type === type && d.status === status);
    const sw = { Active: ['active', 'live'], 'On Hold': ['on hold', 'parked'], Dead: ['dead', 'lost'] }[status]!;
    ask(listCategory(m), [type, status] as const, {
      dev: [([t], r) => polite('dev', r, typoIn(r, `${sw[0]} ${typeWord('dev', r, t)} loans`))],
      aside: [([t], r) => polite('aside', r, typoIn(r, `which ${typeWord('aside', r, t)} deals are ${sw[1]}`))],
    }, listExpect(m));
  }
}
for (const o of officers) {
  for (const type of TYPES.filter((_, i) => i % 2 === 0)) {
    const m = deals.filter((d) => d.officer === o.ref && d.loan_type === type);
    ask(listCategory(m), [o, type] as const, {
      dev: [([x, t], r) => polite('dev', r, `${x.first_name.toLowerCase()}'s ${typeWord('dev', r, t)} deals`)],
      aside: [([x, t], r) => polite('aside', r, `${typeWord('aside', r, t)} loans ${x.first_name} is running`)],
    }, listExpect(m));
  }
  for (const stage of STAGES) {
    const m = deals.filter((d) => d.officer === o.ref && d.stage === stage);
    ask('count', [o, stage] as const, both(
      ([x, s], r, set) => polite(set, r, `how many files does ${x.last_name.toLowerCase()} have in ${stageWord(set, r, s)}`),
      ([x, s], r, set) => polite(set, r, `${x.first_name} ${stageWord(set, r, s)} count`),
    ), countExpect(m));
  }
}

for (const stage of STAGES) {
  for (const type of TYPES) {
    const m = deals.filter((d) => d.stage === stage && d.loan_type === type);
    ask(listCategory(m), [stage, type] as const, both(
      ([s, t], r, set) => polite(set, r, typoIn(r, `${typeWord(set, r, t)} in ${stageWord(set, r, s)}`)),
      ([s, t], r, set) => polite(set, r, `which ${typeWord(set, r, t)} files are at ${stageWord(set, r, s)}`),
    ), listExpect(m));
  }
}
for (const o of officers) {
  for (const code of STATE_CODES) {
    const m = deals.filter((d) => d.officer === o.ref && stateOf(d) === code);
    ask(listCategory(m), [o, code] as const, both(
      ([x, c], r, set) => polite(set, r, `${x.first_name.toLowerCase()}'s ${stateWord(set, r, c)} deals`),
      ([x, c], r, set) => polite(set, r, `loans ${x.last_name} has in ${stateWord(set, r, c)}`),
    ), listExpect(m));
  }
}

// ---- amounts with filters
for (const [test, dev, aside] of [
  [(d: Deal) => d.loan_amount > 1_500_000 && stateOf(d) === 'FL', ['fla deals over 1.5mm', 'florida loans north of $1.5m'], ['anything in the sunshine state above 1.5 mil', 'FL loans bigger than 1,500,000']],
  [(d: Deal) => d.loan_amount < 500_000 && d.status === 'Active', ['active loans under 500k', 'live deals below half a mil'], ['open deals smaller than $500k', 'active stuff sub 500k']],
  [(d: Deal) => d.loan_amount >= 2_000_000 && d.loan_type === 'Construction', ['ground up deals 2m+', 'construction loans of at least 2 million'], ['GUC loans 2mm and up', 'new construction over $2,000,000 or equal']],
  [(d: Deal) => d.loan_amount > 10_000_000, ['any deals over 10m', 'loans above $10 million'], ['anything north of 10 mil', 'deals bigger than 10mm']],
  [(d: Deal) => d.interest_rate >= 12, ['loans at 12% or more', 'deals with a rate of at least 12'], ['anything priced 12%+', 'notes at or above 12 percent']],
  [(d: Deal) => d.interest_rate < 8.5, ['deals under 8.5%', 'loans with rates below 8.5'], ['anything cheaper than 8.5 pct', 'rate less than 8.5%']],
] as const) {
  const m = deals.filter(test);
  ask(listCategory(m), m, { dev: fixed(dev), aside: fixed(aside) }, listExpect(m));
}

// ---- dates, relative to today
const today = new Date().toISOString().slice(0, 10);
const addDays = (day: string, k: number) => new Date(Date.parse(`${day}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
const inMonth = (ym: string) => deals.filter((d) => d.estimated_closing_date.startsWith(ym));
const monthWord = (offset: number, style: 'long' | 'short') => new Date(`${month(offset)}-15T00:00:00Z`).toLocaleString('en-US', { month: style, timeZone: 'UTC' });
const quarterMonths = (year: number, q: number) => [1, 2, 3].map((i) => `${year}-${String(q * 3 + i).padStart(2, '0')}`);
const thisYear = Number(today.slice(0, 4));
const curQ = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
const nextQ = curQ === 3 ? { y: thisYear + 1, q: 0 } : { y: thisYear, q: curQ + 1 };
for (const [m, dev, aside] of [
  [inMonth(month(0)), ['closings EOM', 'what closes this mo'], ['closing by eom', 'this months closings']],
  [inMonth(month(1)), ['closing next mo', `${monthWord(1, 'short').toLowerCase()} closings`], ['whats closing in the coming month', `deals closing in ${monthWord(1, 'long')}`]],
  [inMonth(month(2)), [`closing in ${monthWord(2, 'short').toLowerCase()}`, `${monthWord(2, 'long')} closings`], [`deals set to close in ${monthWord(2, 'long').toLowerCase()}`, `what's closing ${monthWord(2, 'short')}`]],
  [inMonth(month(3)), [`closing in ${monthWord(3, 'long').toLowerCase()}`], [`${monthWord(3, 'short').toLowerCase()} closings`]],
  [inMonth(month(6)), [`closing in ${monthWord(6, 'long').toLowerCase()}`, `anything closing in ${monthWord(6, 'short').toLowerCase()}`], [`deals scheduled to close in ${monthWord(6, 'long')}`, `${monthWord(6, 'long').toLowerCase()} closings?`]],
  [inMonth(month(7)), [`closing in ${monthWord(7, 'long').toLowerCase()}`], [`what closes in ${monthWord(7, 'short')}`]],
  [deals.filter((d) => d.estimated_closing_date >= addDays(today, 7 - dow) && d.estimated_closing_date <= addDays(today, 13 - dow)), ['closing next wk', 'what closes nxt week'], ['anything closing next week?', 'closings for next wk']],
  [deals.filter((d) => d.estimated_closing_date >= today && d.estimated_closing_date <= addDays(today, 14)), ['closing in the next 2 weeks', 'closing w/in 14 days'], ['what closes in the next two weeks', 'deals closing within 14 days']],
  [deals.filter((d) => quarterMonths(nextQ.y, nextQ.q).includes(d.estimated_closing_date.slice(0, 7))), [`closing in Q${nextQ.q + 1}`, 'next quarter closings'], [`q${nextQ.q + 1} closings`, 'whats closing next qtr']],
  [deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.startsWith(month(-2))), [`what funded in ${monthWord(-2, 'long').toLowerCase()}`], [`${monthWord(-2, 'short')} fundings`]],
  [deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.startsWith(month(-3))), [`deals that funded in ${monthWord(-3, 'long')}`], [`what did we fund in ${monthWord(-3, 'short').toLowerCase()}`]],
] as const) {
  const list = [...m];
  if (list.length <= 25) ask(listCategory(list), list, { dev: fixed(dev), aside: fixed(aside) }, listExpect(list));
  ask('count', list, { dev: [() => `how many ${dev[0]}`], aside: [() => `# of ${aside[0]}`] }, countExpect(list));
}
for (const code of ['TX', 'FL', 'CA', 'NC']) {
  const m = inMonth(month(1)).filter((d) => stateOf(d) === code);
  ask(listCategory(m), code, both((c, r, set) => polite(set, r, `${stateWord(set, r, c)} closings next month`), (c, r, set) => polite(set, r, `what's closing in ${monthWord(1, 'short').toLowerCase()} in ${stateWord(set, r, c)}`)), listExpect(m));
}

// ---- breakdowns, filtered and plain
const GROUPS = [
  ['stage', (d: Deal) => d.stage, data.stages, ['by stage', 'stage breakdown', 'per stage'], ['broken out by stage', 'stage by stage', 'across stages']],
  ['type', (d: Deal) => d.loan_type, undefined, ['by loan type', 'product mix', 'by product'], ['split by type', 'type breakdown', 'per loan type']],
  ['state', stateOf, undefined, ['by state', 'state breakdown'], ['per state', 'split by state']],
  ['officer', (d: Deal) => officerName(d.officer!), undefined, ['by LO', 'per officer'], ['by loan officer', 'split by LO']],
  ['status', (d: Deal) => d.status, undefined, ['by status', 'status breakdown'], ['per status', 'status split']],
] as const;
for (const [name, key, order, dev, aside] of GROUPS) {
  ask('pipeline_breakdown', null, {
    dev: [(_, r) => polite('dev', r, typoIn(r, `pipeline ${r.pick(dev)}`)), (_, r) => polite('dev', r, `break the book down ${r.pick([...dev.filter((w) => w.startsWith('by') || w.startsWith('per')), `by ${name}`])}`)],
    aside: [(_, r) => polite('aside', r, typoIn(r, `how's the pipe look ${r.pick(aside)}`)), (_, r) => polite('aside', r, `give me the ${name} breakdown of everything`)],
  }, { askAs: 'admin', mustContain: groupItems(key, deals, order) });
  if (name !== 'state') {
    for (const code of ['TX', 'FL', 'CA', 'NC', 'AZ']) {
      const m = deals.filter((d) => stateOf(d) === code);
      ask('pipeline_breakdown', code, both((c, r, set) => polite(set, r, typoIn(r, `${stateWord(set, r, c)} ${r.pick(dev)}`)), (c, r, set) => polite(set, r, `break down ${stateWord(set, r, c)} ${r.pick([...aside.filter((w) => /^(by|per|split|broken)/.test(w)), `by ${name}`])}`)), { askAs: 'admin', mustContain: groupItems(key, m, order) });
    }
  }
  if (name !== 'status') {
    const act = deals.filter((d) => d.status === 'Active');
    ask('pipeline_breakdown', null, both((_, r, set) => polite(set, r, `active deals ${r.pick(dev)}`), (_, r, set) => polite(set, r, `live pipeline ${r.pick(aside)}`)), { askAs: 'admin', mustContain: groupItems(key, act, order) });
  }
  if (name !== 'type' && name !== 'officer') {
    for (const type of ['Bridge Loan', 'Fix & Flip', 'Construction']) {
      const m = deals.filter((d) => d.loan_type === type);
      ask('pipeline_breakdown', type, both((t, r, set) => polite(set, r, `${typeWord(set, r, t)} ${r.pick(dev)}`), (t, r, set) => polite(set, r, `${typeWord(set, r, t)} loans ${r.pick(aside)}`)), { askAs: 'admin', mustContain: groupItems(key, m, order) });
    }
  }
  if (name === 'stage' || name === 'type') {
    for (const o of officers) {
      const m = deals.filter((d) => d.officer === o.ref);
      ask('pipeline_breakdown', o, both((x, r, set) => polite(set, r, `${x.first_name.toLowerCase()}'s pipeline ${r.pick(dev)}`), (x, r, set) => polite(set, r, `${x.first_name} ${x.last_name} book ${r.pick(aside)}`)), { askAs: 'admin', mustContain: groupItems(key, m, order) });
    }
  }
}

// ---- tasks
type Task = (typeof data.tasks)[number];
const open = (t: Task) => t.status === 'open';
const overdueSure = (t: Task) => open(t) && t.due_date !== null && t.due_date.slice(0, 7) < month(0);
const notOverdue = (t: Task) => !open(t) || (t.due_date !== null && t.due_date.slice(0, 7) > month(0));
const titles = (rows: Task[]) => rows.map((t) => t.title);
const NO_TASKS: Item = { anyOf: ['no ', 'nothing', 'none', 'caught up'] };
const taskExpect = (rows: Task[], allowed: (t: Task) => boolean, askAs = 'admin'): Question['expect'] => ({ askAs, mustContain: rows.length ? titles(rows) : [NO_TASKS], mustNotContain: titles(data.tasks.filter((t) => !allowed(t))) });
for (const o of officers) {
  const mine = data.tasks.filter((t) => t.assignee === o.ref && open(t));
  const overdue = mine.filter(overdueSure);
  const late = (t: Task) => overdue.includes(t) || (t.assignee === o.ref && !notOverdue(t));
  ask('tasks', o, {
    dev: [(x, r) => polite('dev', r, `whats ${x.first_name.toLowerCase()} behind on`), (x, r) => polite('dev', r, typoIn(r, `${x.last_name.toLowerCase()} overdue tasks`, 0.8)), (x, r) => polite('dev', r, `${x.first_name}'s past due stuff`)],
    aside: [(x, r) => polite('aside', r, `has ${x.first_name} let anything slip`), (x, r) => polite('aside', r, typoIn(r, `overdue todos for ${x.first_name.toLowerCase()}`, 0.8)), (x, r) => polite('aside', r, `what's late on ${x.first_name} ${x.last_name}'s list`)],
  }, taskExpect(overdue, late));
  ask('tasks', o, {
    dev: [(x, r) => polite('dev', r, `whats on ${x.first_name.toLowerCase()}s plate`), (x, r) => polite('dev', r, `${x.first_name.toLowerCase()} todos`), (x, r) => polite('dev', r, typoIn(r, `open tasks for ${x.last_name.toLowerCase()}`, 0.8))],
    aside: [(x, r) => polite('aside', r, `what's ${x.first_name} working on task-wise`), (x, r) => polite('aside', r, `${x.first_name.toLowerCase()}'s to do list`), (x, r) => polite('aside', r, `outstanding tasks assigned to ${x.first_name}`)],
  }, taskExpect(mine, (t) => mine.includes(t)));
  const high = mine.filter((t) => t.priority === 'high');
  ask('tasks', o, both((x, r, set) => polite(set, r, `${x.first_name.toLowerCase()}'s high pri tasks`), (x, r, set) => polite(set, r, `urgent to-dos for ${x.first_name}`)), taskExpect(high, (t) => high.includes(t)));
  const finished = data.tasks.filter((t) => t.assignee === o.ref && !open(t));
  ask('tasks', o, both((x, r, set) => polite(set, r, `what did ${x.first_name.toLowerCase()} finish`), (x, r, set) => polite(set, r, `${x.first_name}'s completed tasks`)), taskExpect(finished, (t) => finished.includes(t)));
  const nextMonth = mine.filter((t) => t.due_date?.startsWith(month(1)));
  ask('tasks', o, both((x, r, set) => polite(set, r, `${x.first_name.toLowerCase()} tasks due next mo`), (x, r, set) => polite(set, r, `what does ${x.first_name} have due in ${monthWord(1, 'long')}`)), taskExpect(nextMonth, (t) => nextMonth.includes(t)));
  ask('tasks', o, both((_x, r, set) => polite(set, r, r.pick(['what am i behind on', 'my overdue stuff'])), (_x, r, set) => polite(set, r, r.pick(["what've i let slip", 'anything of mine past due']))), taskExpect(overdue, late, o.ref));
  ask('tasks', o, both((_x, r, set) => polite(set, r, r.pick(['whats on my plate', 'my todos'])), (_x, r, set) => polite(set, r, r.pick(['what do i need to get done', 'my open tasks pls']))), taskExpect(mine, (t) => mine.includes(t), o.ref));
}
for (const [dueIn, dev, aside] of [
  [month(1), ['tasks due next month', `todos due in ${monthWord(1, 'short').toLowerCase()}`], ['what is due next mo', `anything due in ${monthWord(1, 'long')}`]],
  [month(2), [`tasks due in ${monthWord(2, 'long').toLowerCase()}`], [`${monthWord(2, 'short').toLowerCase()} due dates on tasks`]],
] as const) {
  const rows = data.tasks.filter((t) => open(t) && t.due_date?.startsWith(dueIn));
  ask('tasks', rows, { dev: fixed(dev), aside: fixed(aside) }, taskExpect(rows, (t) => rows.includes(t)));
}
for (const d of deals.filter((x) => data.tasks.some((t) => t.deal === x.ref && open(t)))) {
  const linked = data.tasks.filter((t) => t.deal === d.ref && open(t));
  ask('tasks', d, both((x, r, set) => polite(set, r, `open items on ${hurried(x, r)}`), (x, r, set) => polite(set, r, `what still needs doing for the ${borrowerWords(x, r)} file`)), { askAs: 'admin', mustContain: titles(linked), mustNotContain: titles(data.tasks.filter((t) => t.deal !== d.ref)) });
}
{
  const overdue = data.tasks.filter(overdueSure);
  ask('tasks', null, { dev: fixed(['whats overdue team wide', 'overdue tasks pls', 'who is late on stuff']), aside: fixed(['anything past due across the team?', 'show me every late todo', 'which tasks are overdue']) }, taskExpect(overdue, (t) => !notOverdue(t)));
  const high = data.tasks.filter((t) => open(t) && t.priority === 'high');
  ask('tasks', null, { dev: fixed(['hi pri tasks', 'high priority todos']), aside: fixed(['urgent tasks still open', 'top priority items']) }, taskExpect(high, (t) => high.includes(t)));
  const unowned = data.tasks.filter((t) => open(t) && t.deal === null);
  ask('tasks', null, { dev: fixed(['open tasks not tied to a deal']), aside: fixed(['tasks with no deal attached']) }, { askAs: 'admin', mustContain: titles(unowned) });
}

// ---- ambiguity: one name, several deals
const SHARED = ['Carter', 'Brooks', 'Nguyen', 'Patel', 'Moreno'].map((last) => [last, deals.filter((d) => d.borrower_last_name === last)] as const);
for (const [last, m] of SHARED) {
  ask('ambiguity', last, {
    dev: [(x, r) => polite('dev', r, `whats the rate on the ${x.toLowerCase()} loan`), (x) => `${x.toLowerCase()} deal status`, (x, r) => polite('dev', r, `move the ${x} file to uw`), (x) => `how big is ${x}'s loan`, (x) => `park ${x.toLowerCase()}`, (x, r) => polite('dev', r, `${x.toLowerCase()} closing date`)],
    aside: [(x, r) => polite('aside', r, `where's the ${x} deal at`), (x) => `bump ${x.toLowerCase()} to 11%`, (x, r) => polite('aside', r, `who's the LO on the ${x.toLowerCase()} file`), (x) => `${x} - closing date?`, (x) => `kill the ${x.toLowerCase()} deal`, (x, r) => polite('aside', r, `loan amount on ${x}`)],
  }, { askAs: 'admin', mustContain: m.map(street), asksToChoose: true, candidates: m.map((d) => d.ref) });
}
for (const word of ['Maple', 'Cedar']) {
  const m = deals.filter((d) => street(d).includes(` ${word} `));
  ask('ambiguity', word, {
    dev: [(x) => `whats the loan amt on ${x.toLowerCase()}`, (x) => `put the ${x} deal on hold`],
    aside: [(x) => `${x.toLowerCase()} - what stage?`, (x, r) => polite('aside', r, `update on the ${x} property`)],
  }, { askAs: 'admin', mustContain: m.map(street), asksToChoose: true, candidates: m.map((d) => d.ref) });
}

// ---- no result: names nobody has, combinations nothing matches
for (const name of ['Johnson', 'Wells Fargo', 'Hernandez', 'Oakmont Capital', 'Smith', 'Zhang']) {
  ask('no_result', name, {
    dev: [(x) => `whats the status of the ${x} deal`, (x, r) => polite('dev', r, `${x.toLowerCase()} loan amt`), (x) => `move the ${x} loan to uw`, (x) => `where are we w/ ${x}`],
    aside: [(x) => `any update on ${x}?`, (x, r) => polite('aside', r, `pull up the ${x} file`), (x) => `rate on the ${x.toLowerCase()} deal`, (x) => `${x} deal - stage?`],
  }, { askAs: 'admin', mustContain: [NOT_FOUND], mustNotContain: allStreets });
}

// ---- one deal's facts, hurried and rambling
for (const d of deals.filter((_, i) => i % 3 === 0)) {
  ask('deal_lookup', d, {
    dev: [(x, r) => polite('dev', r, `rate on ${hurried(x, r)}`), (x, r) => polite('dev', r, `whats ${hurried(x, r)} at rate-wise`)],
    aside: [(x, r) => polite('aside', r, `what rate did we give ${borrowerWords(x, r)}`), (x, r) => polite('aside', r, `${hurried(x, r)} - rate?`)],
  }, { askAs: 'admin', mustContain: [street(d), rateItem(d.interest_rate)] });
  ask('deal_lookup', d, {
    dev: [(x, r) => polite('dev', r, `where's ${hurried(x, r)} at`), (x, r) => polite('dev', r, `what stage is the ${borrowerWords(x, r)} deal in`)],
    aside: [(x, r) => polite('aside', r, `wheres ${hurried(x, r)} in the pipe`), (x, r) => polite('aside', r, `${borrowerWords(x, r)} file - what stage`)],
  }, { askAs: 'admin', mustContain: [street(d), d.stage] });
  ask('deal_lookup', d, {
    dev: [(x, r) => polite('dev', r, `loan amt on ${hurried(x, r)}`), (x, r) => polite('dev', r, `who's the LO on ${hurried(x, r)}`)],
    aside: [(x, r) => polite('aside', r, `how much is ${hurried(x, r)} for`), (x, r) => polite('aside', r, `which officer has ${hurried(x, r)}`)],
  }, { askAs: 'admin', mustContain: [street(d)] });
  for (const set of ['dev', 'aside'] as const) {
    const added = out[set].slice(-2);
    added[0]!.expect.mustContain!.push(amountItem(d.loan_amount));
    added[1]!.expect.mustContain!.push(officerName(d.officer!));
  }
}

// ---- changes in slang
const active = deals.filter((d) => d.status === 'Active');
const proposal = (d: Deal, changes: Record<string, string | number>): Question['expect'] => ({ askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes });
for (const d of active.filter((_, i) => i % 2 === 1)) {
  const up = Math.round((d.interest_rate + 0.25) * 100) / 100;
  ask('update_proposal', d, {
    dev: [(x, r) => `${hurried(x, r)} rate to ${up}`, (x, r) => polite('dev', r, `can u bump ${hurried(x, r)} to ${up}%`)],
    aside: [(x, r) => `need ${hurried(x, r)} repriced at ${up}`, (x, r) => polite('aside', r, `change the rate on the ${borrowerWords(x, r)} loan to ${up}`)],
  }, proposal(d, { interest_rate: up }));
  const target = d.stage === 'Underwriting' ? 'Approved' : 'Underwriting';
  ask('update_proposal', d, {
    dev: [(x, r) => `move ${hurried(x, r)} to ${stageWord('dev', r, target)}`, (x, r) => polite('dev', r, `push the ${borrowerWords(x, r)} file to ${stageWord('dev', r, target)}`)],
    aside: [(x, r) => `${hurried(x, r)} -> ${stageWord('aside', r, target)}`, (x, r) => polite('aside', r, `send ${hurried(x, r)} over to ${stageWord('aside', r, target)}`)],
  }, proposal(d, { stage: target }));
}

// ---- outsiders: only their own deals, whatever they ask
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower')) {
  const refs = new Set(data.contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  const mine = deals.filter((d) => d.contacts.some((c) => refs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
  const forbidden = others(mine);
  ask('permission', u, { dev: fixed(['pipeline by stage', 'how many deals in uw', 'whats closing next mo']), aside: fixed(['break it down by state', 'list every bridge loan', 'biggest loans?']) }, { askAs: u.ref, mustContain: [], mustNotContain: forbidden });
  ask('permission', u, { dev: fixed(['my deals pls']), aside: fixed(['what files do i have w/ you']) }, { askAs: u.ref, mustContain: mine.length ? mine.map(street) : [NONE], mustNotContain: forbidden });
}

// ---- follow-ups that lean on the message before
for (const [code, next, type] of [['FL', 'TX', 'Bridge Loan'], ['CA', 'FL', 'Fix & Flip'], ['TX', 'NC', 'Construction'], ['NC', 'FL', 'Cash Out Refi'], ['AZ', 'CA', 'Fix & Flip'], ['TX', 'FL', 'Commercial']] as const) {
  const m = deals.filter((d) => stateOf(d) === next && d.loan_type === type);
  ask(listCategory(m), [code, next, type] as const, {
    dev: [([, b], r) => `what about ${stateWord('dev', r, b)}?`, ([, b], r) => `and ${stateWord('dev', r, b)}`],
    aside: [([, b], r) => `how about ${stateWord('aside', r, b)}`, ([, b], r) => `same for ${stateWord('aside', r, b)}?`],
  }, listExpect(m), { dev: ([a, , t], r) => `${typeWord('dev', r, t)} loans in ${stateWord('dev', r, a)}`, aside: ([a, , t], r) => `show ${typeWord('aside', r, t)} deals in ${stateWord('aside', r, a)}` });
}
for (const [stage, next] of [['Underwriting', 'Closing'], ['Structure', 'Approved'], ['Application', 'Underwriting'], ['Closing', 'Structure']] as const) {
  const m = deals.filter((d) => d.stage === next);
  ask('count', [stage, next] as const, {
    dev: [([, b], r) => `and ${stageWord('dev', r, b)}?`],
    aside: [([, b], r) => `what about ${stageWord('aside', r, b)}`],
  }, countExpect(m), { dev: ([a], r) => `how many deals in ${stageWord('dev', r, a)}`, aside: ([a], r) => `# of loans in ${stageWord('aside', r, a)}` });
  const inState = deals.filter((d) => d.stage === stage && stateOf(d) === 'TX');
  ask(listCategory(inState), stage, { dev: [() => 'which ones are in texas'], aside: [() => 'only the TX ones'] }, listExpect(inState), { dev: (a, r) => `${stageWord('dev', r, a)} deals`, aside: (a, r) => `list ${stageWord('aside', r, a)}` });
}
for (const [a, b] of [[officers[0]!, officers[1]!], [officers[2]!, officers[3]!], [officers[1]!, officers[2]!]] as const) {
  const m = deals.filter((d) => d.officer === b.ref && d.status === 'Active');
  ask('count', [a, b] as const, { dev: [([, y]) => `how about ${y.first_name.toLowerCase()}?`], aside: [([, y]) => `and ${y.first_name}?`] }, countExpect(m), { dev: ([x]) => `how many active deals does ${x.first_name} have`, aside: ([x]) => `${x.first_name.toLowerCase()} active deal count` });
  const overdue = data.tasks.filter((t) => t.assignee === b.ref && overdueSure(t));
  ask('tasks', [a, b] as const, { dev: [([, y]) => `what about ${y.first_name.toLowerCase()}`], aside: [([, y]) => `and for ${y.first_name}?`] }, taskExpect(overdue, (t) => overdue.includes(t) || (t.assignee === b.ref && !notOverdue(t))), { dev: ([x]) => `what's overdue for ${x.first_name}`, aside: ([x]) => `${x.first_name.toLowerCase()} past due tasks` });
}
for (const d of active.filter((_, i) => i % 4 === 1)) {
  ask('deal_lookup', d, { dev: [() => 'and the rate?'], aside: [() => 'what rate is it at'] }, { askAs: 'admin', mustContain: [rateItem(d.interest_rate)] }, { dev: (x, r) => `where's ${hurried(x, r)} at`, aside: (x, r) => `status on ${hurried(x, r)}` });
  ask('deal_lookup', d, { dev: [() => 'who has it?'], aside: [() => "who's the LO"] }, { askAs: 'admin', mustContain: [officerName(d.officer!)] }, { dev: (x, r) => `loan amt on ${hurried(x, r)}`, aside: (x, r) => `how big is ${hurried(x, r)}` });
  const target = d.stage === 'Underwriting' ? 'Approved' : 'Underwriting';
  ask('update_proposal', d, { dev: [(_, r) => `move it to ${stageWord('dev', r, target)}`], aside: [(_, r) => `ok send it to ${stageWord('aside', r, target)}`] }, proposal(d, { stage: target }), { dev: (x, r) => `rate on ${hurried(x, r)}`, aside: (x, r) => `where are we on ${hurried(x, r)}` });
  const up = Math.round((d.interest_rate + 0.5) * 100) / 100;
  ask('update_proposal', d, { dev: [() => `bump it to ${up}`], aside: [() => `make it ${up}% then`] }, proposal(d, { interest_rate: up }), { dev: (x, r) => `what's the rate on ${hurried(x, r)}`, aside: (x, r) => `${hurried(x, r)} rate?` });
}

// ---- chat
const CHAT_OK: Question['expect'] = { askAs: 'admin', mustContain: [], mustNotContain: ['I apologize, but I encountered an error', ...allStreets] };
ask('general_chat', null, {
  dev: fixed(['hey there', 'gm', 'good afternoon team', 'hi! how r u', 'thx a ton', 'ty!', 'awesome, appreciate it', 'cool cool', 'lol ok', 'ttyl', 'what can u do', 'you a bot?', 'help pls', "you're a lifesaver", 'nice one']),
  aside: fixed(['hello hello', 'mornin', 'hey, hope your day is going well', 'sup', 'thanks so much!', 'tysm', 'many thanks', 'k thanks', 'haha nice', 'catch you later', 'what are you good for', 'are u human', 'how does this work?', 'you rock', 'great job']),
}, CHAT_OK);

ask('general_chat', null, {
  dev: fixed(['ok thats all for now', 'perfect thank you so much', 'hi again', 'evening', 'yo whats up', 'never mind', 'gotcha thanks', 'appreciate the help!', 'brb', 'what kind of stuff can i ask you', 'can you help me out', 'thank you!!', 'hey assistant', 'all good, thanks', 'super helpful']),
  aside: fixed(["that's it for today", 'thanks a bunch', 'hey again', 'good evening', 'howdy', 'nvm', 'got it, thx', 'thanks for the help', 'ok cool', 'what questions can i ask', 'i need some help', 'cheers!', 'hello assistant', 'no worries, thanks', 'very helpful thanks']),
}, CHAT_OK);

write();
