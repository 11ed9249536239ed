// A third pair of question sets about the fixture's dataset, aimed at the kinds of misses left by the second:
// change requests worded as staff say them ('reprice', 'new rate on … is', 'park', 'kill', 'fund', 'bump the
// rate'), streets written without their suffix, with the long or dotted suffix, or with a unit; outsiders'
// phrasing ('what's up with the <borrower> deal', 'where are we on <address>', 'status of the <entity> loan');
// lowercase names that are nobody of ours and names shared by several deals; closing and funding dates, amount
// ranges, counts and sums per officer and per stage. Every intent has two template lists, both written before any
// score was seen:
//   wide3-dev.json    the `dev` templates, filled with one seed: built against;
//   wide3-aside.json  the `aside` templates, other words and another seed: scored before and after, never tuned on.
//   npx tsx bench/assistant/questions/wide3-generate.ts
// Dates are relative to the day the file is generated (the bench shifts the dataset to the current month).
import { pairedSets } from './paired-sets';
import type { Item, Question } from '../scoring';
import { allStreets, amountItem, countItem, data, deals, type Deal, groupItems, money, month, NONE, officerName, officers, others, randomSource, stateOf, street, sum, uniqueLast , listExpect, listCategory, countExpect } from './truth';

type SetName = 'dev' | 'aside';
interface Words {
  pick: <T>(list: readonly T[]) => T;
  typo: (word: string) => string;
}
const { ask, out, write } = pairedSets<SetName, Words>('wide3', { dev: randomSource(7311), aside: randomSource(55021) });

// ---- how a street is written
const LONG: Record<string, string> = { St: 'Street', Ave: 'Avenue', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Pl: 'Place', Blvd: 'Boulevard', Trl: 'Trail', Way: 'Way' };
const suffixOf = (d: Deal) => street(d).split(' ').at(-1)!;
const lower = (d: Deal) => street(d).toLowerCase();
const bare = (d: Deal) => street(d).replace(/\s+\S+$/, '');
const longForm = (d: Deal) => street(d).replace(/\S+$/, LONG[suffixOf(d)] ?? suffixOf(d));
const dotted = (d: Deal) => `${street(d)}.`;
const withUnit = (d: Deal, r: Words) => `${street(d)} ${r.pick(['Unit 2', '#4', 'Apt 1', 'unit B'])}`;
const withCity = (d: Deal) => d.property_address.split(',').slice(0, 2).join(',');
const anyForm = (d: Deal, r: Words) => r.pick([lower(d), bare(d), bare(d).toLowerCase(), longForm(d), dotted(d), street(d)]);
/** How an outsider names the deal: the entity's first words, the borrower's full name, or a unique last name. */
const who = (d: Deal, r: Words) =>
  d.entity_name ? r.pick([d.entity_name.split(' ').slice(0, 2).join(' '), d.entity_name.replace(/ (LLC|Inc\.|LP|Corp\.|Co)$/, '')]) : r.pick([`${d.borrower_first_name} ${d.borrower_last_name}`, ...(uniqueLast(d) ? [d.borrower_last_name!] : [])]);
const borrowerOf = (d: Deal) => d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
const rateItem = (r: number): Item => ({ anyOf: [String(r), r.toFixed(2), r.toFixed(3)] });
const proposal = (d: Deal, changes: Record<string, string | number>): Question['expect'] => ({ askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes });
const NOT_FOUND: Item = { anyOf: ["couldn't find", 'could not find', 'no deal', 'no deals', 'nothing', 'no matching', 'none', 'not find'] };

// ---- changes
const active = deals.filter((d) => d.status === 'Active');
for (const d of active.filter((_, i) => i % 2 === 0)) {
  const up = Math.round((d.interest_rate + 0.5) * 100) / 100;
  const down = Math.round((d.interest_rate - 0.25) * 100) / 100;
  ask('update_proposal', d, {
    dev: [(x, r) => `reprice ${anyForm(x, r)} to ${up}`, (x) => `new rate on ${bare(x)} is ${up}%`, (x) => `bump the rate on ${lower(x)} to ${up}`, (x) => `${longForm(x)}: rate ${up}%`],
    aside: [(x) => `re-price ${bare(x).toLowerCase()} at ${up}%`, (x) => `rate on ${dotted(x)} should now be ${up} percent`, (x, r) => `raise the interest on ${withUnit(x, r)} to ${up}`, (x) => `${bare(x)} new rate = ${up}`],
  }, proposal(d, { interest_rate: up }));
  ask('update_proposal', d, {
    dev: [(x) => `lower the rate for ${longForm(x)} to ${down}`, (x) => `drop ${lower(x)} to ${down}%`],
    aside: [(x) => `cut the rate on ${bare(x)} to ${down}%`, (x) => `reduce ${street(x)} interest rate to ${down}`],
  }, proposal(d, { interest_rate: down }));
  ask('update_proposal', d, {
    dev: [(x) => `park ${lower(x)}`, (x) => `put ${bare(x)} on hold`, (x) => `${street(x)} is on hold now`, (x) => `hold ${longForm(x).toLowerCase()} for now`],
    aside: [(x) => `place ${longForm(x)} on hold`, (x) => `${bare(x)} - on hold pls`, (x) => `freeze ${lower(x)} for the moment`, (x) => `pause ${dotted(x)}`],
  }, proposal(d, { status: 'On Hold' }));
  ask('update_proposal', d, {
    dev: [(x) => `kill ${lower(x)}`, (x) => `${bare(x)} is dead`, (x) => `mark ${street(x)} as dead`, (x) => `${longForm(x)} fell through`],
    aside: [(x) => `${lower(x)} died, mark it dead`, (x) => `borrower walked on ${street(x)} - mark dead`, (x) => `${bare(x).toLowerCase()} deal is dead`, (x) => `set ${dotted(x)} to dead`],
  }, proposal(d, { status: 'Dead' }));
  if (d.stage !== 'Funded') {
    ask('update_proposal', d, {
      dev: [(x) => `fund ${lower(x)}`, (x) => `${bare(x)} funded`, (x) => `mark ${longForm(x)} as funded`],
      aside: [(x) => `${street(x)} has funded`, (x) => `move ${bare(x).toLowerCase()} to funded`, (x) => `${dotted(x)} just funded, update it`],
    }, proposal(d, { stage: 'Funded' }));
  }
  const next = data.stages[Math.min(data.stages.indexOf(d.stage) + 1, data.stages.length - 2)]!;
  if (next !== d.stage) {
    const word = { dev: { Application: 'application', Underwriting: 'underwriting', Approved: 'approved', Closing: 'closing', Structure: 'structure' }, aside: { Application: 'the application stage', Underwriting: 'UW', Approved: 'approval', Closing: 'closing', Structure: 'structuring' } } as const;
    ask('update_proposal', d, {
      dev: [(x) => `move ${bare(x)} to ${word.dev[next as 'Closing']}`, (x) => `advance ${lower(x)} to ${word.dev[next as 'Closing']}`, (x) => `${longForm(x)} should be in ${word.dev[next as 'Closing']}`],
      aside: [(x) => `send ${bare(x).toLowerCase()} to ${word.aside[next as 'Closing']}`, (x) => `please move ${dotted(x)} into ${word.aside[next as 'Closing']}`, (x) => `${street(x)} is in ${word.aside[next as 'Closing']} now`],
    }, proposal(d, { stage: next }));
  }
  const amount = d.loan_amount + 50_000;
  ask('update_proposal', d, {
    dev: [(x) => `new loan amount on ${street(x)} is ${amount.toLocaleString('en-US')}`, (x) => `${bare(x)} loan amount to ${amount / 1000}k`],
    aside: [(x) => `loan amt for ${longForm(x)} now $${amount.toLocaleString('en-US')}`, (x) => `resize ${lower(x)} to ${amount / 1000}k`],
  }, proposal(d, { loan_amount: amount }));
  const term = d.loan_term_months === 18 ? 24 : 18;
  ask('update_proposal', d, {
    dev: [(x) => `extend ${lower(x)} to ${term} months`, (x) => `${bare(x)} term is ${term} months now`],
    aside: [(x) => `make the term on ${longForm(x)} ${term} mo`, (x) => `change ${bare(x).toLowerCase()} to a ${term}-month term`],
  }, proposal(d, { loan_term_months: term }));
}
// By the borrower's name, as people outside the file say it.
for (const d of active.filter((x) => x.entity_name || uniqueLast(x)).filter((_, i) => i % 3 === 1)) {
  const up = Math.round((d.interest_rate + 0.25) * 100) / 100;
  ask('update_proposal', d, {
    dev: [(x, r) => `reprice the ${who(x, r)} deal to ${up}`, (x, r) => `new rate on the ${who(x, r)} loan is ${up}%`],
    aside: [(x, r) => `bump ${who(x, r)} to ${up}%`, (x, r) => `${who(x, r).toLowerCase()} rate should be ${up}`],
  }, proposal(d, { interest_rate: up }));
  ask('update_proposal', d, {
    dev: [(x, r) => `park the ${who(x, r)} deal`, (x, r) => `put the ${who(x, r)} loan on hold`],
    aside: [(x, r) => `${who(x, r)} is on hold`, (x, r) => `hold the ${who(x, r).toLowerCase()} file`],
  }, proposal(d, { status: 'On Hold' }));
  ask('update_proposal', d, {
    dev: [(x, r) => `kill the ${who(x, r)} deal`],
    aside: [(x, r) => `the ${who(x, r)} deal is dead`],
  }, proposal(d, { status: 'Dead' }));
}

// ---- one deal's facts, however the street or the borrower is written
for (const d of deals.filter((_, i) => i % 2 === 1)) {
  ask('deal_lookup', d, {
    dev: [(x) => `where are we on ${lower(x)}`, (x) => `status of ${longForm(x)}`, (x) => `where do we stand on ${bare(x)}`, (x) => `any news on ${dotted(x)}`],
    aside: [(x) => `where are we at with ${bare(x).toLowerCase()}`, (x, r) => `update on ${withUnit(x, r)}?`, (x) => `what's happening with ${withCity(x)}`, (x) => `how's ${longForm(x).toLowerCase()} coming along`],
  }, { askAs: 'admin', mustContain: [street(d), d.stage] });
  ask('deal_lookup', d, {
    dev: [(x, r) => `what's up with the ${who(x, r)} deal`, (x, r) => `status of the ${who(x, r)} loan`, (x, r) => `where are we with ${who(x, r).toLowerCase()}`],
    aside: [(x, r) => `whats going on with the ${who(x, r)} file`, (x, r) => `${who(x, r)} - status?`, (x, r) => `any update on ${who(x, r).toLowerCase()}'s loan`],
  }, { askAs: 'admin', mustContain: [street(d), d.stage] });
  ask('deal_lookup', d, {
    dev: [(x) => `loan amount on ${longForm(x)}`, (x) => `how big is ${bare(x).toLowerCase()}`],
    aside: [(x, r) => `${withUnit(x, r)} loan size?`, (x) => `how much are we lending on ${dotted(x)}`],
  }, { askAs: 'admin', mustContain: [amountItem(d.loan_amount)] });
  ask('deal_lookup', d, {
    dev: [(x) => `rate on ${longForm(x).toLowerCase()}?`, (x) => `what rate is ${bare(x)} at`],
    aside: [(x) => `interest rate for ${dotted(x)}`, (x) => `${bare(x).toLowerCase()} pricing?`],
  }, { askAs: 'admin', mustContain: [rateItem(d.interest_rate)] });
  ask('deal_lookup', d, {
    dev: [(x) => `who's the borrower on ${bare(x)}`],
    aside: [(x) => `who are we lending to on ${longForm(x)}`],
  }, { askAs: 'admin', mustContain: [borrowerOf(d)] });
  ask('deal_lookup', d, {
    dev: [(x) => `when does ${bare(x).toLowerCase()} close`],
    aside: [(x) => `closing date for ${longForm(x)}?`],
  }, { askAs: 'admin', mustContain: [d.estimated_closing_date] });
}

// ---- names that are nobody's, and names that are several deals'
for (const name of ['hargreaves', 'quimby', 'delacroix', 'fairweather']) {
  ask('no_result', name, {
    dev: [(x) => `what's up with the ${x} deal`, (x) => `status of the ${x} loan`, (x) => `${x} loan amount?`, (x) => `reprice the ${x} deal to 10`],
    aside: [(x) => `where are we on ${x}`, (x) => `any news on the ${x} file`, (x) => `park the ${x} loan`, (x) => `what's the rate on ${x}'s deal`],
  }, { askAs: 'admin', mustContain: [NOT_FOUND], mustNotContain: allStreets });
}
for (const address of [['123 Fake St', '41 Nowhere Ave'], ['77 Sunrise Blvd', '9 Lilac Lane']] as const) {
  ask('no_result', address, {
    dev: [(x) => `where are we on ${x[0]}`, (x) => `loan amount on ${x[0].toLowerCase()}`],
    aside: [(x) => `status of ${x[1]}?`, (x) => `set the rate on ${x[1].toLowerCase()} to 11%`],
  }, { askAs: 'admin', mustContain: [NOT_FOUND], mustNotContain: allStreets });
}
for (const last of ['Carter', 'Nguyen', 'Brooks', 'Moreno', 'Patel']) {
  const m = deals.filter((d) => d.borrower_last_name === last);
  ask('ambiguity', last, {
    dev: [(x) => `what's up with the ${x.toLowerCase()} deal`, (x) => `reprice ${x} to 10.5`, (x) => `park the ${x} loan`, (x) => `where are we on ${x}`],
    aside: [(x) => `status of the ${x} file`, (x) => `new rate on ${x.toLowerCase()} is 9.75%`, (x) => `kill the ${x} deal`, (x) => `how much is the ${x.toLowerCase()} loan`],
  }, { askAs: 'admin', mustContain: m.map(street), asksToChoose: true, candidates: m.map((d) => d.ref) });
}
for (const word of ['Maple', 'Cedar']) {
  const m = deals.filter((d) => street(d).includes(` ${word} `));
  ask('ambiguity', word, {
    dev: [(x) => `where are we on ${x.toLowerCase()}`, (x) => `rate on the ${x} deal?`],
    aside: [(x) => `${x} loan status`, (x) => `move ${x.toLowerCase()} to closing`],
  }, { askAs: 'admin', mustContain: m.map(street), asksToChoose: true, candidates: m.map((d) => d.ref) });
}

// ---- dates
const today = new Date().toISOString().slice(0, 10);
const addDays = (day: string, k: number) => new Date(Date.parse(`${day}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
const closingIn = (from: string, to: string) => deals.filter((d) => d.estimated_closing_date >= from && d.estimated_closing_date <= to);
const monthWord = (offset: number, style: 'long' | 'short') => new Date(`${month(offset)}-15T00:00:00Z`).toLocaleString('en-US', { month: style, timeZone: 'UTC' });
const quarterOf = (ym: string) => {
  const q = Math.floor((Number(ym.slice(5)) - 1) / 3);
  return [1, 2, 3].map((i) => `${ym.slice(0, 4)}-${String(q * 3 + i).padStart(2, '0')}`);
};
const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
for (const [m, dev, aside] of [
  [closingIn(addDays(today, 0), addDays(today, 30)), ['closing in the next 30 days', 'what closes within 30 days'], ['deals set to close in the next thirty days', 'next 30 days closings?']],
  [closingIn(addDays(today, 0), addDays(today, 60)), ['closings in the next 60 days'], ['what closes over the next 60 days']],
  [closingIn(addDays(today, 7 - dow), addDays(today, 13 - dow)), ['what is closing next week', 'any deals closing next week?'], ['closings next wk', 'deals scheduled to close next week']],
  [deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.startsWith(month(-1))), ['what funded last month', 'deals funded last month'], ['which loans funded last mo', 'last month fundings']],
  [deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.startsWith(month(-2))), [`what funded in ${monthWord(-2, 'long')}`], [`fundings in ${monthWord(-2, 'short')}`]],
  [deals.filter((d) => quarterOf(month(0)).includes(d.estimated_closing_date.slice(0, 7))), ['deals closing this quarter', 'what closes this qtr'], ['this quarter closings', 'closing dates in the current quarter']],
  [deals.filter((d) => d.estimated_closing_date.startsWith(month(1))), [`closing in ${monthWord(1, 'long')}`], [`${monthWord(1, 'short').toLowerCase()} closings`]],
  [deals.filter((d) => d.estimated_closing_date >= today && d.estimated_closing_date <= `${today.slice(0, 4)}-12-31`), ['what closes before year end', 'closings by end of year'], ['deals closing by EOY', 'anything closing before the end of the year']],
] as const) {
  ask(listCategory([...m]), m, { dev: dev.map((t) => () => t), aside: aside.map((t) => () => t) }, listExpect([...m]));
  ask('count', m, { dev: dev.slice(0, 1).map((t) => () => `how many ${t.replace(/^(what is|what|any deals|deals)\s+/, '')}`), aside: aside.slice(0, 1).map((t) => () => `# of ${t}`) }, countExpect([...m]));
}

// ---- amounts, counts and sums, per officer and per stage
for (const [test, dev, aside] of [
  [(d: Deal) => d.loan_amount > 2_000_000, ['deals over 2 million', 'loans above $2m'], ['anything bigger than 2 mil', 'loans greater than $2,000,000']],
  [(d: Deal) => d.loan_amount >= 500_000 && d.loan_amount <= 1_000_000, ['deals between 500k and 1m', 'loans from $500k to $1M'], ['500k-1m loans', 'deals in the 500 to 1 million range']],
  [(d: Deal) => d.loan_amount < 300_000, ['loans under 300k', 'deals below $300,000'], ['anything smaller than 300k', 'sub-300k loans']],
  [(d: Deal) => d.loan_amount >= 3_000_000, ['deals 3m and up', 'loans of at least $3 million'], ['3mm+ deals', 'loans 3 million or more']],
] as const) {
  const m = deals.filter(test);
  ask('list/filter', m, { dev: dev.map((t) => () => t), aside: aside.map((t) => () => t) }, listExpect(m));
  ask('count', m, { dev: [() => `how many ${dev[0]}`], aside: [() => `count of ${aside[0]}`] }, countExpect(m));
  ask('aggregate', m, { dev: [() => `total volume of ${dev[0]}`], aside: [() => `sum of ${aside[1]}`] }, { askAs: 'admin', mustContain: [amountItem(sum(m))] });
}
for (const o of officers) {
  for (const stage of ['Underwriting', 'Closing', 'Structure', 'Application']) {
    const m = deals.filter((d) => d.officer === o.ref && d.stage === stage);
    const s = stage.toLowerCase();
    ask('count', m, {
      dev: [() => `how many deals does ${o.first_name} have in ${s}`, () => `${o.first_name.toLowerCase()}'s ${s} count`],
      aside: [() => `# of ${o.first_name} ${o.last_name} files in ${s}`, () => `count ${s} deals for ${o.first_name.toLowerCase()}`],
    }, countExpect(m));
    ask(listCategory(m), m, {
      dev: [() => `${o.first_name}'s deals in ${s}`, () => `show ${o.first_name.toLowerCase()} ${s} loans`],
      aside: [() => `which ${s} files belong to ${o.first_name}`, () => `${s} deals assigned to ${o.first_name} ${o.last_name}`],
    }, listExpect(m));
  }
  const mine = deals.filter((d) => d.officer === o.ref && d.status === 'Active');
  ask('aggregate', o, {
    dev: [(x) => `total active volume for ${x.first_name}`, (x) => `how much is ${x.first_name.toLowerCase()} carrying in active loans`],
    aside: [(x) => `sum of ${x.first_name} ${x.last_name}'s active deals`, (x) => `${x.first_name}'s active pipeline in dollars`],
  }, { askAs: 'admin', mustContain: [amountItem(sum(mine))] });
}
for (const stage of ['Underwriting', 'Closing', 'Approved', 'Application', 'Structure']) {
  const m = deals.filter((d) => d.stage === stage);
  ask('aggregate', stage, {
    dev: [(x) => `how much is in ${x.toLowerCase()}`, (x) => `total loan amount in ${x}`],
    aside: [(x) => `$ volume sitting in ${x.toLowerCase()}`, (x) => `sum of loans at ${x} stage`],
  }, { askAs: 'admin', mustContain: [amountItem(sum(m))] });
}
for (const code of ['TX', 'FL', 'CA']) {
  const m = deals.filter((d) => stateOf(d) === code && d.loan_amount > 1_000_000);
  ask(listCategory(m), m, { dev: [() => `${code.toLowerCase()} deals over 1m`], aside: [() => `loans in ${code} above a million`] }, listExpect(m));
}

// ---- outsiders: only their own deals, whatever they ask
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower')) {
  const refs = new Set(data.contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  const mine = deals.filter((d) => d.contacts.some((c) => refs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
  const forbidden = others(mine);
  const other = deals.find((d) => !mine.includes(d) && d.entity_name)!;
  const otherPerson = deals.find((d) => !mine.includes(d) && d.borrower_last_name && uniqueLast(d))!;
  ask('permission', u, {
    dev: [() => `what's up with the ${otherPerson.borrower_last_name} deal`, () => `where are we on ${lower(other)}`],
    aside: [() => `status of the ${other.entity_name!.split(' ').slice(0, 2).join(' ')} loan`, () => `reprice ${bare(otherPerson)} to 9%`],
  }, { askAs: u.ref, mustContain: [], mustNotContain: [...forbidden, money(other.loan_amount), money(otherPerson.loan_amount)] });
  ask('permission', u, { dev: [() => 'where are we on my deals'], aside: [() => "what's the status of my loans"] }, { askAs: u.ref, mustContain: mine.length ? mine.map(street) : [NONE], mustNotContain: forbidden });
}

// ---- follow-ups
for (const d of active.filter((_, i) => i % 5 === 2)) {
  const up = Math.round((d.interest_rate + 0.5) * 100) / 100;
  ask('update_proposal', d, { dev: [() => `reprice it to ${up}`, () => `ok park it`], aside: [() => `new rate is ${up}%`, () => `put that one on hold`] }, { askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: {} }, { dev: (x) => `where are we on ${bare(x)}`, aside: (x) => `status of ${longForm(x)}` });
  for (const set of ['dev', 'aside'] as const) {
    const added = out[set].slice(-2);
    added[0]!.expect.changes = { interest_rate: up };
    added[1]!.expect.changes = { status: 'On Hold' };
  }
}

// ---- tasks
type Task = (typeof data.tasks)[number];
const open = (t: Task) => t.status === 'open';
const ASOF = month(0);
const overdueSure = (t: Task) => open(t) && t.due_date !== null && t.due_date.slice(0, 7) < ASOF;
const notOverdue = (t: Task) => !open(t) || (t.due_date !== null && t.due_date.slice(0, 7) > ASOF);
const titles = (rows: Task[]) => rows.map((t) => t.title);
const NO_TASKS: Item = { anyOf: ['no ', 'nothing', 'none', 'caught up'] };
for (const o of officers) {
  const mine = data.tasks.filter((t) => t.assignee === o.ref && open(t));
  const overdue = mine.filter(overdueSure);
  ask('tasks', o, {
    dev: [(x) => `what's overdue for ${x.first_name.toLowerCase()}`, (x) => `${x.first_name} past due items`, (x) => `is ${x.first_name} behind on anything`],
    aside: [(x) => `late tasks - ${x.first_name} ${x.last_name}`, (x) => `anything ${x.first_name} missed?`, (x) => `${x.first_name.toLowerCase()} overdue to-dos`],
  }, { askAs: 'admin', mustContain: overdue.length ? titles(overdue) : [NO_TASKS], mustNotContain: titles(data.tasks.filter((t) => !overdue.includes(t) && (t.assignee !== o.ref || notOverdue(t)))) });
  ask('tasks', o, {
    dev: [(x) => `what's on ${x.first_name.toLowerCase()}'s task list`, (x) => `${x.first_name.toLowerCase()}'s list`, (x) => `tasks ${x.first_name} has open`],
    aside: [(x) => `what does ${x.first_name} have to do`, (x) => `${x.first_name} ${x.last_name} open items`, (x) => `show ${x.first_name.toLowerCase()}'s follow ups`],
  }, { askAs: 'admin', mustContain: mine.length ? titles(mine) : [NO_TASKS], mustNotContain: titles(data.tasks.filter((t) => !mine.includes(t))) });
  ask('tasks', o, {
    dev: [() => 'what should i work on', () => 'anything on my list?'],
    aside: [() => 'what do i have open', () => 'my follow ups'],
  }, { askAs: o.ref, mustContain: mine.length ? titles(mine) : [NO_TASKS], mustNotContain: titles(data.tasks.filter((t) => !mine.includes(t))) });
}
for (const d of deals.filter((x) => data.tasks.some((t) => t.deal === x.ref && open(t))).filter((_, i) => i % 2 === 1)) {
  const linked = data.tasks.filter((t) => t.deal === d.ref && open(t));
  ask('tasks', d, {
    dev: [(x) => `what's left to do on ${bare(x)}`, (x) => `open tasks for ${longForm(x)}`],
    aside: [(x) => `anything outstanding on ${lower(x)}?`, (x) => `to-dos on ${dotted(x)}`],
  }, { askAs: 'admin', mustContain: titles(linked), mustNotContain: titles(data.tasks.filter((t) => t.deal !== d.ref)) });
}
{
  const overdue = data.tasks.filter(overdueSure);
  ask('tasks', null, { dev: [() => 'whats overdue', () => 'anything slipping on tasks?', () => 'late items across the team'], aside: [() => 'past due tasks team wide', () => 'overdue items?', () => 'what tasks have we blown the due date on'] }, { askAs: 'admin', mustContain: titles(overdue), mustNotContain: titles(data.tasks.filter(notOverdue)) });
  const high = data.tasks.filter((t) => open(t) && t.priority === 'high');
  ask('tasks', null, { dev: [() => 'hot tasks', () => 'top priority to dos'], aside: [() => 'urgent items open', () => 'high pri follow ups'] }, { askAs: 'admin', mustContain: titles(high), mustNotContain: titles(data.tasks.filter((t) => !high.includes(t))) });
  const count = data.tasks.filter(open).length;
  ask('tasks', null, { dev: [() => 'how many tasks are open', () => 'open task count'], aside: [() => 'number of open to-dos', () => 'how many things are on the task list'] }, { askAs: 'admin', mustContain: [countItem(count)] });
}

// ---- breakdowns and counts of the whole book
for (const [key, order, dev, aside] of [
  [(d: Deal) => d.stage, data.stages, ['how does the pipeline look by stage', 'stage counts', 'deals per stage w/ volume'], ['pipeline by stage', 'how many deals at each stage', 'volume by stage']],
  [(d: Deal) => d.loan_type, undefined, ['loan type mix', 'how many of each loan type'], ['breakdown by product', 'deal count by loan type']],
  [stateOf, undefined, ['volume by state', 'how many deals per state'], ['state breakdown', 'deals by state']],
  [(d: Deal) => officerName(d.officer!), undefined, ['how many deals per LO', 'officer split'], ['deal count by loan officer', 'LO breakdown']],
] as const) {
  ask('pipeline_breakdown', null, { dev: dev.map((t) => () => t), aside: aside.map((t) => () => t) }, { askAs: 'admin', mustContain: groupItems(key, deals, order) });
}
{
  const act = deals.filter((d) => d.status === 'Active');
  ask('pipeline_breakdown', null, { dev: [() => 'active deals by stage', () => 'breakdown of live deals by stage'], aside: [() => 'stage breakdown of active loans', () => 'active pipeline per stage'] }, { askAs: 'admin', mustContain: groupItems((d: Deal) => d.stage, act, data.stages) });
  ask('count', null, { dev: [() => 'how many deals do we have', () => 'total deal count'], aside: [() => 'how many loans in the system', () => 'number of deals overall'] }, countExpect(deals));
  ask('count', null, { dev: [() => 'how many active loans', () => '# of live deals'], aside: [() => 'count of active deals', () => 'how many deals are active'] }, countExpect(act));
  for (const code of ['TX', 'FL', 'CA', 'NC']) {
    const m = deals.filter((d) => stateOf(d) === code);
    ask('count', m, { dev: [() => `# of deals in ${code}`, () => `how many ${code.toLowerCase()} loans`], aside: [() => `count deals in ${code}`, () => `how many loans do we have in ${code}`] }, countExpect(m));
  }
}

// ---- chat
ask('general_chat', null, { dev: [() => 'hello', () => 'good morning!', () => 'who are you', () => 'what can you help me with'], aside: [() => 'hey', () => 'morning', () => 'what are you', () => 'how do i use this'] }, { askAs: 'admin', mustContain: [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'good', 'how can i help', 'deals', 'help'] }], mustNotContain: ['I apologize, but I encountered an error', ...allStreets] });
ask('general_chat', null, { dev: [() => 'thanks a lot', () => 'bye', () => 'perfect, thx'], aside: [() => 'thank u', () => 'see ya', () => 'great thanks!'] }, { askAs: 'admin', mustContain: [], mustNotContain: ['I apologize, but I encountered an error', ...allStreets] });

write();
