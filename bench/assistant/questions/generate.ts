// Generates the assistant's own, much wider question sets about the fixture's dataset, in the fixture's format
// (../shared/fixtures/assistant/README.md): many phrasings per intent, typos, abbreviations, nicknames, follow-ups.
// Truth is computed here from the dataset itself (never from the engine). Two sets, from different phrasings:
//   dev.json      the phrasings the engine was tuned against;
//   holdout.json  other phrasings, scored but never used to tune.
// and two wider ones aimed at how people really type (notes and documents, chat, tasks, empty answers, pipeline,
// filtered lists, ambiguity, updates, counts, follow-ups), split by phrasing template, not by question:
//   wide-seen.json    built against;
//   wide-unseen.json  templates never used while building, scored once at the end.
//   npx tsx bench/assistant/questions/generate.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item, Question } from '../scoring';
import {
  allStreets, groupItems, sum, amountItem, ASOF_MONTH, countItem, data, deals, type Deal, money, month, NONE, officerName, officers, others, randomSource, stateOf,
  street, streetName, uniqueLast,
} from './truth';

// Deterministic randomness.
const { rand, pick, typo } = randomSource(20261122);

const STATES: Record<string, string[]> = {
  TX: ['Texas', 'TX', 'tx', 'texas'], FL: ['Florida', 'FL', 'fla', 'florida'], CA: ['California', 'CA', 'cali', 'calif'], AZ: ['Arizona', 'AZ', 'az'],
  NC: ['North Carolina', 'NC', 'nc'], TN: ['Tennessee', 'TN', 'tenn'], GA: ['Georgia', 'GA'], CO: ['Colorado', 'colo'],
};
const STAGE_ALIASES: Record<string, string[]> = {
  Structure: ['Structure', 'structure', 'structuring'], Application: ['Application', 'application', 'app'], Underwriting: ['Underwriting', 'UW', 'uw', 'underwriting'],
  Approved: ['Approved', 'approved', 'approval'], Closing: ['Closing', 'closing'], Funded: ['Funded', 'funded'],
};
const TYPE_ALIASES: Record<string, string[]> = {
  Purchase: ['Purchase', 'purchase'], Refinance: ['Refinance', 'refi', 'refinance'], 'Cash Out Refi': ['Cash Out Refi', 'cash-out refi', 'cash out'],
  'Second Mortgage': ['Second Mortgage', '2nd mortgage', 'second lien'], 'Bridge Loan': ['Bridge Loan', 'bridge'], 'Fix & Flip': ['Fix & Flip', 'fix and flip', 'F&F', 'flip'],
  Construction: ['Construction', 'construction', 'ground up'], Commercial: ['Commercial', 'commercial', 'CRE'], Land: ['Land', 'land'],
};

type Phrasings = { dev: readonly string[]; holdout: readonly string[] };
const sets: { dev: Question[]; holdout: Question[] } = { dev: [], holdout: [] };
let n = 0;
function add(category: string, phrasings: Phrasings, expect: Question['expect'], history?: string[]) {
  for (const set of ['dev', 'holdout'] as const) {
    for (const question of phrasings[set]) {
      sets[set].push({ id: `${set}-${category.replace('/', '-')}-${String(++n).padStart(4, '0')}`, category, question, ...(history ? { history } : {}), expect: { mustNotContain: [], ...expect } });
    }
  }
}

// ---- counts by stage, status, type, state, officer
for (const stage of data.stages) {
  const k = deals.filter((d) => d.stage === stage).length;
  const a = STAGE_ALIASES[stage]!;
  add('count', {
    dev: [`How many deals are in ${stage}?`, `how many loans in ${pick(a)}`, `# of deals in ${typo(stage.toLowerCase())}?`, `count of ${pick(a)} deals`],
    holdout: [`how many files r sitting in ${pick(a)} rn`, `whats the ${stage.toLowerCase()} count`, `${pick(a)} - how many deals?`],
  }, { askAs: 'admin', mustContain: [countItem(k)] });
}
for (const [status, words] of [['Active', ['active', 'live']], ['On Hold', ['on hold', 'on-hold']], ['Closed', ['closed']], ['Dead', ['dead']]] as const) {
  const k = deals.filter((d) => d.status === status).length;
  add('count', {
    dev: [`How many ${words[0]} deals do we have?`, `how many deals are ${pick(words)}`, `number of ${words[0]} loans`],
    holdout: [`how many deals r ${words[0]}??`, `${words[0]} deal count pls`],
  }, { askAs: 'admin', mustContain: [countItem(k)] });
}
for (const [type, aliases] of Object.entries(TYPE_ALIASES)) {
  const k = deals.filter((d) => d.loan_type === type && d.status === 'Active').length;
  add('count', {
    dev: [`How many active ${aliases[0]} loans are there?`, `how many active ${pick(aliases)} deals`],
    holdout: [`# of active ${pick(aliases)} loans?`],
  }, { askAs: 'admin', mustContain: [countItem(k)] });
}
for (const [code, names] of Object.entries(STATES)) {
  const k = deals.filter((d) => stateOf(d) === code).length;
  add('count', {
    dev: [`How many deals do we have in ${names[0]}?`, `how many loans in ${pick(names.slice(1))}`],
    holdout: [`deal count for ${pick(names)}?`],
  }, { askAs: 'admin', mustContain: [countItem(k)] });
}
for (const o of officers) {
  for (const stage of ['Underwriting', 'Closing', 'Application']) {
    const k = deals.filter((d) => d.officer === o.ref && d.stage === stage).length;
    add('count', {
      dev: [`How many deals does ${o.first_name} ${o.last_name} have in ${stage}?`],
      holdout: [`how many ${pick(STAGE_ALIASES[stage]!)} deals does ${o.first_name} have`],
    }, { askAs: 'admin', mustContain: [countItem(k)] });
  }
}

// ---- lists and filters
function list(phrasings: Phrasings, matching: Deal[], extra: Partial<Question['expect']> = {}) {
  add(matching.length ? 'list/filter' : 'no_result', phrasings, {
    askAs: 'admin',
    mustContain: matching.length ? matching.map(street) : [NONE],
    mustNotContain: others(matching),
    ...extra,
  });
}
for (const o of officers) {
  for (const stage of ['Closing', 'Approved', 'Structure']) {
    const m = deals.filter((d) => d.officer === o.ref && d.stage === stage);
    list({ dev: [`Which deals does ${o.first_name} ${o.last_name} have in ${stage}?`, `list ${o.first_name}'s ${stage.toLowerCase()} deals`], holdout: [`show me ${o.last_name}'s deals in ${pick(STAGE_ALIASES[stage]!)}`] }, m);
  }
}
for (const [code, names] of Object.entries(STATES)) {
  for (const type of ['Fix & Flip', 'Construction', 'Bridge Loan', 'Purchase']) {
    const m = deals.filter((d) => stateOf(d) === code && d.loan_type === type);
    list({ dev: [`Show me the ${TYPE_ALIASES[type]![0]} loans in ${names[0]}.`, `${pick(TYPE_ALIASES[type]!)} deals in ${pick(names)}`], holdout: [`any ${pick(TYPE_ALIASES[type]!)} in ${pick(names)}?`] }, m);
  }
}
for (const [label, min, words] of [['$3,000,000', 3_000_000, ['over $3M', 'above 3 million', 'over $3,000,000']], ['$2,000,000', 2_000_000, ['over $2m', 'above $2,000,000']], ['$4,000,000', 4_000_000, ['over 4m', 'above $4 million']]] as const) {
  const m = deals.filter((d) => d.status === 'Active' && d.loan_amount > min);
  list({ dev: [`List the active deals ${words[0]}.`, `active loans ${words[1]}`], holdout: [`which active deals are bigger than ${label}`] }, m);
}
for (const [max, words] of [[500_000, ['under $500k', 'below 500k']], [400_000, ['under $400,000', 'less than 400k']]] as const) {
  const m = deals.filter((d) => d.loan_amount < max);
  list({ dev: [`Which deals are ${words[0]}?`, `deals ${words[1]}`], holdout: [`loans smaller than ${money(max)}?`] }, m);
}
for (const r of [12, 12.5, 11]) {
  const m = deals.filter((d) => d.status === 'Active' && d.interest_rate >= r);
  list({ dev: [`Which active deals have a rate of ${r}% or more?`, `active loans with rates at least ${r}%`], holdout: [`active deals at ${r}%+ rate`] }, m);
}
for (const [offset, words] of [[0, ['this month', 'this mo']], [1, ['next month', 'next mo']]] as const) {
  const m = deals.filter((d) => d.estimated_closing_date.startsWith(month(offset)));
  list({ dev: [`Which deals are closing ${words[0]}?`, `what's closing ${words[1]}`, `deals scheduled to close ${words[0]}`], holdout: [`show closings for ${words[0]}`] }, m);
  add('count', { dev: [`How many deals close ${words[0]}?`], holdout: [`# closing ${words[1]}`] }, { askAs: 'admin', mustContain: [countItem(m.length)] });
}
for (const [code, names] of Object.entries(STATES)) {
  const m = deals.filter((d) => stateOf(d) === code && d.borrower_type === 'Entity' && d.status === 'Active');
  list({ dev: [`Find the active deals with entity borrowers in ${names[0]}.`], holdout: [`active LLC/entity deals in ${pick(names)}`] }, m);
}
// no result
for (const [state, names] of [['OR', ['Oregon']], ['NY', ['New York', 'NY']], ['OH', ['Ohio']], ['NV', ['Nevada', 'NV']]] as const) {
  list({ dev: [`Show me deals in ${names[0]}.`, `any loans in ${pick(names)}?`], holdout: [`${names[0]} deals?`] }, deals.filter((d) => stateOf(d) === state));
}
list({ dev: ['Do we have any loans over $10,000,000?', 'any deals above $20M?'], holdout: ['loans bigger than 15 million?'] }, []);
for (const name of ['Fairbanks', 'Whitcombe', 'Zimmerman']) {
  list({ dev: [`Find the deal for borrower ${name}.`, `what's the status of the ${name} deal?`], holdout: [`pull up ${name}'s loan`] }, []);
}

// ---- deal lookups
const sample = deals.filter((_, i) => i % 2 === 0);
for (const d of sample) {
  const s = street(d);
  const low = s.toLowerCase();
  const typoed = s.replace(/(\d+ )(\S+)/, (_, num: string, word: string) => num + typo(word));
  const who = d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`;
  const shortWho = d.entity_name ? d.entity_name.split(' ').slice(0, 2).join(' ') : uniqueLast(d) ? d.borrower_last_name! : undefined;
  add('deal_lookup', { dev: [`What's the loan amount on ${s}?`, `loan amt on ${low}?`], holdout: [`how big is the loan at ${typoed}`] }, { askAs: 'admin', mustContain: [amountItem(d.loan_amount)] });
  add('deal_lookup', { dev: [`What's the interest rate on ${s}?`, `rate on ${typoed}?`], holdout: [`${low} - what rate are we at?`] }, { askAs: 'admin', mustContain: [{ anyOf: [String(d.interest_rate), d.interest_rate.toFixed(2), d.interest_rate.toFixed(3)] }] });
  add('deal_lookup', { dev: [`What stage is ${s} in?`, `where is ${low} in the pipeline`], holdout: [`stage of ${typoed}?`] }, { askAs: 'admin', mustContain: [d.stage] });
  add('deal_lookup', { dev: [`Who is the loan officer on ${s}?`, `who's the LO on ${low}`], holdout: [`who's handling ${s}?`] }, { askAs: 'admin', mustContain: [officerName(d.officer!)] });
  add('deal_lookup', { dev: [`What's the term on ${s}?`], holdout: [`how many months is the loan on ${low}`] }, { askAs: 'admin', mustContain: [{ anyOf: [`${d.loan_term_months} months`, `${d.loan_term_months}-month`, `${d.loan_term_months} mo`] }] });
  if (shortWho) {
    add('deal_lookup', { dev: [`Give me a summary of the ${shortWho} deal.`, `summarize the ${shortWho} loan`], holdout: [`tell me about ${who}'s deal`] }, {
      askAs: 'admin', mustContain: [s, d.stage, amountItem(d.loan_amount), d.loan_type],
    });
    add('deal_lookup', { dev: [`What's the status of the ${shortWho} deal?`], holdout: [`is the ${shortWho} deal still active?`] }, { askAs: 'admin', mustContain: [d.status] });
  }
}

// ---- contacts
for (const c of data.contacts.filter((_, i) => i % 2 === 0)) {
  if (c.phone) add('contact_lookup', { dev: [`What's the phone number for ${c.name}?`, `${c.name.split(' ')[0]} ${c.name.split(' ')[1]} phone #`], holdout: [`how do I reach ${c.name}? need a number`] }, { askAs: 'admin', mustContain: [c.phone] });
  if (c.email) add('contact_lookup', { dev: [`What's ${c.name}'s email address?`], holdout: [`email for ${c.name.toLowerCase()}`] }, { askAs: 'admin', mustContain: [c.email] });
}
for (const [role, phrasings] of [
  ['Escrow Officer', { dev: ['Who are our escrow officers?', 'list escrow officers'], holdout: ['which escrow people do we work with'] }],
  ['Title Officer', { dev: ['Who are our title officers?', 'list the title officers'], holdout: ['title contacts?'] }],
  ['Broker', { dev: ['Which brokers do we work with?', 'list brokers'], holdout: ['show me the broker contacts'] }],
  ['Lender', { dev: ['Who are our lenders?', 'list lender contacts'], holdout: ['lenders we know?'] }],
  ['Attorney', { dev: ['Which attorneys do we have?', 'list attorneys'], holdout: ['who are our lawyers'] }],
] as const) {
  add('contact_lookup', phrasings, { askAs: 'admin', mustContain: data.contacts.filter((c) => c.role === role).map((c) => c.name) });
}
for (const company of [...new Set(data.contacts.map((c) => c.company).filter((c): c is string => Boolean(c)))].filter((_, i) => i % 3 === 0)) {
  add('contact_lookup', { dev: [`Which contacts work at ${company}?`], holdout: [`who do we know at ${company}`] }, { askAs: 'admin', mustContain: data.contacts.filter((c) => c.company === company).map((c) => c.name) });
}
for (const d of deals.filter((_, i) => i % 4 === 1)) {
  for (const link of d.contacts.filter((l) => l.role === 'Title Officer' || l.role === 'Escrow Officer')) {
    const c = data.contacts.find((x) => x.ref === link.contact)!;
    add('contact_lookup', { dev: [`Who is the ${link.role.toLowerCase()} on ${street(d)}?`], holdout: [`${link.role.split(' ')[0]!.toLowerCase()} officer for ${street(d).toLowerCase()}?`] }, { askAs: 'admin', mustContain: [c.name] });
  }
}

// ---- deals of a contact, a company, a shared last name
for (const c of data.contacts.filter((x) => x.role !== 'Borrower').filter((_, i) => i % 3 === 0)) {
  const m = deals.filter((d) => d.contacts.some((l) => l.contact === c.ref));
  if (!m.length) continue;
  add('list/filter', { dev: [`Show me ${c.name}'s deals.`, `which deals is ${c.name} on?`], holdout: [`deals with ${c.name}`] }, { askAs: 'admin', mustContain: m.map(street), mustNotContain: others(m) });
}
for (const last of ['Carter', 'Moreno', 'Patel']) {
  const m = deals.filter((d) => d.borrower_last_name === last);
  add('list/filter', { dev: [`list the ${last} loans`], holdout: [`all ${last} deals`] }, { askAs: 'admin', mustContain: m.map(street), mustNotContain: others(m) });
  add('count', { dev: [`how many ${last} deals do we have?`], holdout: [] }, { askAs: 'admin', mustContain: [countItem(m.length)] });
}

// ---- breakdowns and aggregates
add('pipeline_breakdown', { dev: ['Give me a breakdown of all deals by stage, with volumes.', 'deals by stage w/ volume', 'pipeline by stage'], holdout: ['break the book down by stage'] }, { askAs: 'admin', mustContain: groupItems((d) => d.stage, deals, data.stages) });
add('pipeline_breakdown', { dev: ['Break down our deals by status with the total volume for each.', 'deals by status'], holdout: ['status breakdown pls'] }, { askAs: 'admin', mustContain: groupItems((d) => d.status, deals) });
add('pipeline_breakdown', { dev: ['Show active deals by loan type with volume.', 'active deals broken down by type'], holdout: ['active book by product type?'] }, { askAs: 'admin', mustContain: groupItems((d) => d.loan_type, deals.filter((d) => d.status === 'Active')) });
add('pipeline_breakdown', { dev: ['Break down all deals by state.', 'deals per state'], holdout: ['geographic breakdown of our deals'] }, { askAs: 'admin', mustContain: groupItems(stateOf, deals) });
add('pipeline_breakdown', { dev: ['What does the active pipeline look like by stage?'], holdout: ['active pipeline by stage w/ dollars'] }, { askAs: 'admin', mustContain: groupItems((d) => d.stage, deals.filter((d) => d.status === 'Active'), data.stages) });
add('aggregate', { dev: ["What's the total loan volume of our active deals?", 'total active volume?'], holdout: ['how much is in our active pipeline in dollars'] }, { askAs: 'admin', mustContain: [amountItem(sum(deals.filter((d) => d.status === 'Active')))] });
add('aggregate', { dev: ["What's the total loan volume of all deals?"], holdout: ['sum of all loan amounts'] }, { askAs: 'admin', mustContain: [amountItem(sum(deals))] });
for (const [code, names] of Object.entries(STATES)) {
  add('aggregate', { dev: [`Total loan volume in ${names[0]}?`], holdout: [`how much volume do we have in ${pick(names)}`] }, { askAs: 'admin', mustContain: [amountItem(sum(deals.filter((d) => stateOf(d) === code)))] });
}
const avg = sum(deals) / deals.length;
add('aggregate', { dev: ["What's the average loan amount across all deals?", 'avg loan size?'], holdout: ['typical deal size overall'] }, { askAs: 'admin', mustContain: [{ anyOf: [money(Math.round(avg)), money(Math.round(avg * 100) / 100)] }] });
const active = deals.filter((d) => d.status === 'Active');
const avgRate = active.reduce((s, d) => s + d.interest_rate, 0) / active.length;
add('aggregate', { dev: ["What's the average interest rate on active deals?", 'avg rate on active loans'], holdout: ['mean coupon across active deals'] }, { askAs: 'admin', mustContain: [{ anyOf: [avgRate.toFixed(3), avgRate.toFixed(2), avgRate.toFixed(1)] }] });
const largest = [...deals].sort((a, b) => b.loan_amount - a.loan_amount)[0]!;
const smallest = [...deals].sort((a, b) => a.loan_amount - b.loan_amount)[0]!;
add('aggregate', { dev: ["What's the largest loan we have?", 'biggest deal?'], holdout: ['our largest loan amount'] }, { askAs: 'admin', mustContain: [street(largest), amountItem(largest.loan_amount)] });
add('aggregate', { dev: ["What's the smallest loan we have?", 'smallest deal'], holdout: ['lowest loan amount in the book?'] }, { askAs: 'admin', mustContain: [street(smallest), amountItem(smallest.loan_amount)] });
const fundedLast = deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.startsWith(month(-1)));
add('aggregate', { dev: ['How much did we fund last month?', 'total funded last month'], holdout: ['funding volume for last month?'] }, { askAs: 'admin', mustContain: [amountItem(sum(fundedLast))] });

// ---- tasks
type Task = (typeof data.tasks)[number];
const open = (t: Task) => t.status === 'open';
const overdueSure = (t: Task) => open(t) && t.due_date !== null && t.due_date.slice(0, 7) < ASOF_MONTH;
const notOverdue = (t: Task) => !open(t) || (t.due_date !== null && t.due_date.slice(0, 7) > ASOF_MONTH);
add('tasks', { dev: ['Which tasks are overdue?', 'overdue tasks?', 'what is past due'], holdout: ["what's late on our task list"] }, {
  askAs: 'admin', mustContain: data.tasks.filter(overdueSure).map((t) => t.title), mustNotContain: data.tasks.filter(notOverdue).map((t) => t.title),
});
for (const o of [...officers, data.users[0]!]) {
  const mine = data.tasks.filter((t) => t.assignee === o.ref);
  add('tasks', { dev: [`What open tasks does ${o.first_name} ${o.last_name} have?`, `${o.first_name}'s open tasks`], holdout: [`open to-dos for ${o.first_name} ${o.last_name}`] }, {
    askAs: 'admin', mustContain: mine.filter(open).map((t) => t.title), mustNotContain: data.tasks.filter((t) => !(t.assignee === o.ref && open(t))).map((t) => t.title),
  });
  add('tasks', { dev: ['What tasks do I have due this month?', 'my tasks due this month'], holdout: ["what's on my plate this month"] }, {
    askAs: o.ref,
    mustContain: mine.filter((t) => open(t) && t.due_date?.startsWith(ASOF_MONTH)).map((t) => t.title),
    mustNotContain: data.tasks.filter((t) => !(t.assignee === o.ref && open(t) && t.due_date?.startsWith(ASOF_MONTH))).map((t) => t.title),
  });
  add('tasks', { dev: ['Do I have any high-priority tasks open?', 'my high priority tasks'], holdout: ['any urgent tasks for me?'] }, {
    askAs: o.ref,
    mustContain: mine.filter((t) => open(t) && t.priority === 'high').map((t) => t.title),
    mustNotContain: data.tasks.filter((t) => !(t.assignee === o.ref && open(t) && t.priority === 'high')).map((t) => t.title),
  });
}
for (const d of deals.filter((d) => data.tasks.some((t) => t.deal === d.ref) && (uniqueLast(d) || d.entity_name))) {
  const linked = data.tasks.filter((t) => t.deal === d.ref);
  const name = d.entity_name ? d.entity_name.split(' ').slice(0, 2).join(' ') : d.borrower_last_name!;
  add('tasks', { dev: [`What tasks are linked to the ${name} deal?`], holdout: [`tasks for ${street(d)}?`] }, {
    askAs: 'admin', mustContain: linked.map((t) => t.title), mustNotContain: data.tasks.filter((t) => t.deal !== d.ref).map((t) => t.title),
  });
}

// ---- notes
for (const d of deals.filter((d) => data.notes.some((x) => x.deal === d.ref))) {
  const notes = data.notes.filter((x) => x.deal === d.ref).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const words = (text: string) => text.split(' ').slice(0, 5).join(' ').replace(/[.;,]$/, '');
  add('notes_docs', { dev: [`What notes are on the ${street(d)} deal?`, `notes on ${street(d).toLowerCase()}`], holdout: [`any comments logged on ${street(d)}?`] }, { askAs: 'admin', mustContain: notes.map((x) => words(x.note_text)) });
  add('notes_docs', { dev: [`What's the most recent note on ${street(d)}?`], holdout: [`latest note for ${street(d)}`] }, { askAs: 'admin', mustContain: [words(notes[0]!.note_text)] });
}

// ---- update proposals
const reference = (d: Deal) => (d.entity_name ? `the ${d.entity_name.split(' ').slice(0, 2).join(' ')} deal` : uniqueLast(d) ? `the ${d.borrower_last_name} deal` : street(d));
for (const d of deals.filter((_, i) => i % 3 === 0)) {
  const ref = reference(d);
  const s = street(d);
  const newRate = d.interest_rate === 10.5 ? 11 : 10.5;
  add('update_proposal', { dev: [`Set the rate on ${s} to ${newRate}%.`, `change the interest rate for ${ref} to ${newRate}%`], holdout: [`bump ${ref} rate to ${newRate} percent`] }, {
    askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: newRate },
  });
  const newTerm = d.loan_term_months === 18 ? 24 : 18;
  add('update_proposal', { dev: [`Update the term on ${ref} to ${newTerm} months.`], holdout: [`make ${s} a ${newTerm} month loan`] }, {
    askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_term_months: newTerm },
  });
  const newAmount = d.loan_amount + 25_000;
  add('update_proposal', { dev: [`Change the loan amount for ${ref} to ${newAmount.toLocaleString('en-US')}.`, `set loan amount on ${s} to $${newAmount / 1000}k`], holdout: [`update ${s} loan amt to ${newAmount}`] }, {
    askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_amount: newAmount },
  });
  const nextStage = data.stages[(data.stages.indexOf(d.stage) + 1) % data.stages.length]!;
  add('update_proposal', { dev: [`Move ${ref} to ${nextStage}.`, `move ${s} to ${pick(STAGE_ALIASES[nextStage]!)}`], holdout: [`push ${ref} into ${nextStage.toLowerCase()}`] }, {
    askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { stage: nextStage },
  });
  if (d.status !== 'On Hold') {
    add('update_proposal', { dev: [`Put the deal at ${s} on hold.`, `put ${ref} on hold`], holdout: [`pause ${s} - mark it on hold`] }, {
      askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { status: 'On Hold' },
    });
  }
}

// ---- ambiguity
for (const last of ['Carter', 'Nguyen', 'Brooks', 'Moreno', 'Patel']) {
  const matching = deals.filter((d) => d.borrower_last_name === last);
  const expect = { askAs: 'admin', mustContain: matching.map(street), asksToChoose: true, candidates: matching.map((d) => d.ref) };
  add('ambiguity', { dev: [`What's the status of the ${last} deal?`, `Set the rate on the ${last} deal to 10.75%.`, `who's the LO on the ${last} loan`], holdout: [`summarize ${last}'s deal`, `move the ${last} deal to underwriting`] }, expect);
}
for (const word of ['Maple', 'Cedar']) {
  const matching = deals.filter((d) => streetName(d).startsWith(word));
  add('ambiguity', { dev: [`Show me the ${word} deal.`], holdout: [`what's the rate on the ${word} loan?`] }, { askAs: 'admin', mustContain: matching.map(street), asksToChoose: true, candidates: matching.map((d) => d.ref) });
}

// ---- permission
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower')) {
  const refs = new Set(data.contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  const mine = deals.filter((d) => d.contacts.some((c) => refs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
  const notMine = deals.filter((d) => !mine.includes(d));
  const forbidden = notMine.map(street);
  add('permission', { dev: ['Show me my deals.', 'list my loans'], holdout: ['what deals am I on?'] }, { askAs: u.ref, mustContain: mine.length ? mine.map(street) : [NONE], mustNotContain: forbidden });
  add('permission', { dev: ['What is the total loan volume of all deals?'], holdout: ['total volume across everything'] }, { askAs: u.ref, mustContain: [amountItem(sum(mine))], mustNotContain: [...forbidden, ...[sum(deals)].flatMap((v) => [money(v), v.toLocaleString('en-US')])] });
  for (const other of notMine.filter((_, i) => i % 17 === 0)) {
    add('permission', { dev: [`What's the loan amount on ${street(other)}?`], holdout: [`what stage is ${street(other)} in`] }, { askAs: u.ref, mustContain: [NONE], mustNotContain: [money(other.loan_amount), other.borrower_last_name ?? other.entity_name!] });
  }
}

// ---- general chat
add('general_chat', { dev: ['Hi there!', 'hello', 'good morning', 'hey'], holdout: ['yo', 'hi!! how are you'] }, { askAs: 'admin', mustContain: [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'how can i help'] }], mustNotContain: ['I apologize, but I encountered an error'] });
add('general_chat', { dev: ['What can you help me with?', 'what can you do?'], holdout: ['help'] }, { askAs: 'admin', mustContain: [{ anyOf: ['deal', 'deals'] }, { anyOf: ['contact', 'contacts'] }, { anyOf: ['task', 'tasks'] }] });

// ---- follow-ups
for (const [first, second, matching] of [
  ['How many deals are in Underwriting?', 'which ones?', deals.filter((d) => d.stage === 'Underwriting')],
  ['How many deals do we have in Texas?', 'list them', deals.filter((d) => stateOf(d) === 'TX')],
] as const) {
  add('follow_up', { dev: [second], holdout: [] }, { askAs: 'admin', mustContain: matching.map(street), mustNotContain: others([...matching]) }, [first]);
}
for (const d of deals.filter((_, i) => i % 10 === 3)) {
  add('follow_up', { dev: ['and the term?'], holdout: ["what's its rate?"] }, { askAs: 'admin', mustContain: [{ anyOf: [`${d.loan_term_months} months`, String(d.interest_rate)] }] }, [`What's the loan amount on ${street(d)}?`]);
}
for (const last of ['Carter', 'Nguyen', 'Brooks', 'Patel']) {
  for (const d of deals.filter((x) => x.borrower_last_name === last)) {
    const word = streetName(d).split(' ')[0]!;
    add('follow_up', { dev: [`the one on ${word}`], holdout: [`${street(d)}`] }, { askAs: 'admin', mustContain: [street(d), d.status] }, [`What's the status of the ${last} deal?`]);
    add('follow_up', { dev: [`the ${word} one`], holdout: [] }, { askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: 10.75 } }, [`Set the rate on the ${last} deal to 10.75%.`]);
  }
}
const byAmount = (rows: Deal[]) => [...rows].sort((a, b) => b.loan_amount - a.loan_amount);
const bigActive = byAmount(deals.filter((d) => d.status === 'Active' && d.loan_amount > 3_000_000));
add('follow_up', { dev: ["what's the rate on the first one?"], holdout: ['rate on the 2nd one?'] }, { askAs: 'admin', mustContain: [] }, ['List the active deals over $3,000,000.']);
sets.dev.at(-1)!.expect.mustContain = [{ anyOf: [String(bigActive[0]!.interest_rate), bigActive[0]!.interest_rate.toFixed(2)] }];
sets.holdout.at(-1)!.expect.mustContain = [{ anyOf: [String(bigActive[1]!.interest_rate), bigActive[1]!.interest_rate.toFixed(2)] }];
add('follow_up', { dev: ["who's the borrower on that one?"], holdout: ['who is the LO on it?'] }, { askAs: 'admin', mustContain: [] }, ["What's the largest loan we have?"]);
sets.dev.at(-1)!.expect.mustContain = [largest.entity_name ?? `${largest.borrower_first_name} ${largest.borrower_last_name}`];
sets.holdout.at(-1)!.expect.mustContain = [officerName(largest.officer!)];
for (const [o, other] of [[officers[0]!, officers[1]!], [officers[2]!, officers[3]!]] as const) {
  add('follow_up', { dev: [`same for ${other.first_name}`], holdout: [`what about ${other.first_name} ${other.last_name}?`] }, {
    askAs: 'admin', mustContain: [countItem(deals.filter((d) => d.officer === other.ref && d.stage === 'Underwriting').length)],
  }, [`How many deals does ${o.first_name} ${o.last_name} have in Underwriting?`]);
}
{
  const next = deals.filter((d) => d.estimated_closing_date.startsWith(month(1)));
  add('follow_up', { dev: ['and next month?'], holdout: ['what about next month'] }, { askAs: 'admin', mustContain: next.map(street), mustNotContain: others(next) }, ['Which deals are closing this month?']);
}
add('follow_up', { dev: ['what about Florida?'], holdout: [] }, { askAs: 'admin', mustContain: [countItem(deals.filter((d) => stateOf(d) === 'FL').length)] }, ['How many deals do we have in Texas?']);
add('follow_up', { dev: [], holdout: ['and in California?'] }, { askAs: 'admin', mustContain: [countItem(deals.filter((d) => stateOf(d) === 'CA').length)] }, ['How many deals do we have in Texas?']);

for (const set of ['dev', 'holdout'] as const) {
  writeFileSync(path.join(import.meta.dirname, `${set}.json`), `${JSON.stringify(sets[set], null, 1)}\n`);
  console.log(`${set}.json: ${sets[set].length} questions`);
}

// ================================================================================================
// The wide sets. Every template list is split by position: even-indexed templates go to wide-seen, odd-indexed
// to wide-unseen, so an unseen question's phrasing was never looked at while building.

type Template<T> = (x: T) => string;
const wide: { seen: Question[]; unseen: Question[] } = { seen: [], unseen: [] };
let w = 0;
function ask<T>(category: string, x: T, templates: Template<T>[], expect: Question['expect'], history?: (x: T) => string[]) {
  templates.forEach((template, i) => {
    const set = i % 2 === 0 ? 'seen' : 'unseen';
    wide[set].push({ id: `wide-${set}-${category.replace('/', '-')}-${String(++w).padStart(4, '0')}`, category, question: template(x), ...(history ? { history: history(x) } : {}), expect: { mustNotContain: [], ...expect } });
  });
}
const ref = (d: Deal) => (d.entity_name ? d.entity_name.split(' ').slice(0, 2).join(' ') : uniqueLast(d) ? d.borrower_last_name! : undefined);
const lower = (d: Deal) => street(d).toLowerCase();
const noSuffix = (d: Deal) => street(d).replace(/\s+\S+$/, '');
const typoStreet = (d: Deal) => street(d).replace(/(\d+ )(\S+)/, (_, num: string, word: string) => num + typo(word));
const firstWords = (text: string) => text.split(' ').slice(0, 5).join(' ').replace(/[.;,]$/, '');

// ---- notes and documents of a deal
for (const d of deals.filter((x) => data.notes.some((n) => n.deal === x.ref))) {
  const notes = data.notes.filter((n) => n.deal === d.ref).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const all = notes.map((n) => firstWords(n.note_text));
  const r = ref(d);
  ask('notes_docs', d, [
    (x) => `any notes on ${lower(x)}?`,
    (x) => `pull up the notes for ${street(x)}`,
    (x) => `notes - ${noSuffix(x)}`,
    (x) => `what have we logged on ${typoStreet(x)}`,
    (x) => `show me the comments on ${street(x)}`,
    (x) => `what do the notes say on ${lower(x)}`,
    ...(r ? [() => `notes on the ${r} deal pls`, () => `${r} notes?`] : []),
  ], { askAs: 'admin', mustContain: all });
  ask('notes_docs', d, [
    (x) => `last note on ${lower(x)}?`,
    (x) => `what's the most recent note for ${street(x)}`,
    (x) => `newest comment on ${noSuffix(x)}`,
    (x) => `latest note ${lower(x)}`,
  ], { askAs: 'admin', mustContain: [all[0]!] });
  ask('notes_docs', d, [() => 'any notes on it?', () => 'and the notes?', () => 'what notes do we have on that one', () => 'notes?'], { askAs: 'admin', mustContain: all }, (x) => [`What's the loan amount on ${street(x)}?`]);
}
const NO_DOCS: Item = { anyOf: ['no documents', 'no files', 'no docs', 'none', 'nothing'] };
for (const d of deals.filter((_, i) => i % 7 === 2)) {
  ask('notes_docs', d, [
    (x) => `what docs do we have on ${lower(x)}?`,
    (x) => `any documents uploaded for ${street(x)}`,
    (x) => `show me the files on ${noSuffix(x)}`,
    (x) => `paperwork on file for ${street(x)}?`,
    (x) => `list the documents for ${lower(x)}`,
    (x) => `attachments on ${street(x)}`,
  ], { askAs: 'admin', mustContain: [street(d), NO_DOCS] });
}
// ---- general chat: greetings, thanks, help, out of scope
const GREETED: Item = { anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'how can i help'] };
const CAN_DO: Item[] = [{ anyOf: ['deal', 'deals'] }, { anyOf: ['contact', 'contacts'] }, { anyOf: ['task', 'tasks'] }];
ask('general_chat', null, [
  () => 'hey there', () => 'good afternoon!', () => 'hello?', () => 'morning', () => 'hi how are you', () => 'hey, how\'s it going', () => 'heya', () => 'hello assistant',
], { askAs: 'admin', mustContain: [GREETED] });
ask('general_chat', null, [
  () => 'what can you do for me?', () => 'what kind of stuff can I ask you', () => 'how do i use this', () => 'what are you able to do', () => 'help pls', () => 'what do you know about',
  () => 'can you help me?', () => 'what questions can i ask?', () => 'how does this thing work', () => 'what are your capabilities', () => 'commands?', () => 'who are you',
  () => 'tell me what you can do', () => 'i need help', () => 'options?', () => 'what can I ask',
], { askAs: 'admin', mustContain: CAN_DO });
ask('general_chat', null, [
  () => 'thanks!', () => 'thank you', () => 'ok thanks', () => 'thx', () => 'perfect, thanks', () => 'great thank you so much', () => 'appreciate it', () => 'cool ty',
], { askAs: 'admin', mustContain: [{ anyOf: ["you're welcome", 'you are welcome', 'happy to help', 'glad', 'anytime', 'no problem'] }] });
ask('general_chat', null, [
  () => "what's the weather like", () => 'tell me a joke', () => 'who won the game last night', () => 'what is the meaning of life', () => 'asdfgh', () => 'can you book me a flight',
], { askAs: 'admin', mustContain: CAN_DO });
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower' || x.role === 'loan_officer').slice(0, 4)) {
  ask('general_chat', u, [() => 'hi', () => 'what can you help with?', () => 'hello there', () => 'help'], { askAs: u.ref, mustContain: [{ anyOf: ['deal', 'deals', 'loan'] }] });
}

// ---- tasks
const titles = (rows: Task[]) => rows.map((t) => t.title);
const notTitles = (keep: (t: Task) => boolean) => titles(data.tasks.filter((t) => !keep(t)));
ask('tasks', null, [
  () => "what's overdue?", () => 'anything past due', () => 'overdue items', () => 'which to-dos are late', () => 'show overdue follow ups', () => 'what tasks did we miss', () => 'past-due tasks pls', () => 'list overdue',
], { askAs: 'admin', mustContain: titles(data.tasks.filter(overdueSure)), mustNotContain: titles(data.tasks.filter(notOverdue)) });
for (const o of [...officers, data.users[0]!]) {
  const keep = (t: Task) => t.assignee === o.ref && open(t);
  ask('tasks', o, [
    (x) => `${x.first_name}'s to-dos`, (x) => `what does ${x.first_name} have on her plate`.replace('her', 'their'), (x) => `open tasks for ${x.first_name} ${x.last_name.toLowerCase()}`,
    (x) => `what's ${x.first_name} working on task-wise`, (x) => `tasks assigned to ${x.first_name} ${x.last_name}`, (x) => `${x.last_name} open items`,
  ], { askAs: 'admin', mustContain: titles(data.tasks.filter(keep)), mustNotContain: notTitles(keep) });
  ask('tasks', o, [() => 'my tasks', () => "what's on my to do list", () => 'what do i need to do', () => 'my open items?', () => 'show me my follow-ups', () => 'anything I need to get done?'],
    { askAs: o.ref, mustContain: titles(data.tasks.filter(keep)), mustNotContain: notTitles(keep) });
  const overdueMine = (t: Task) => t.assignee === o.ref && overdueSure(t);
  ask('tasks', o, [() => 'am i behind on anything?', () => 'my overdue tasks', () => 'what have i missed (overdue)', () => 'which of my tasks are past due'],
    { askAs: o.ref, mustContain: titles(data.tasks.filter(overdueMine)), mustNotContain: titles(data.tasks.filter((t) => !(t.assignee === o.ref) || notOverdue(t))) });
  const nextMonth = (t: Task) => t.assignee === o.ref && open(t) && Boolean(t.due_date?.startsWith(month(1)));
  ask('tasks', o, [() => 'what tasks do i have due next month', () => 'my to-dos for next month', () => 'anything due next mo for me?', () => "what's due next month on my list"],
    { askAs: o.ref, mustContain: titles(data.tasks.filter(nextMonth)), mustNotContain: notTitles(nextMonth) });
}
{
  const highOpen = (t: Task) => open(t) && t.priority === 'high';
  ask('tasks', null, [() => 'high priority tasks', () => 'urgent to-dos across the team', () => 'show all high-pri open tasks', () => 'what are the important tasks right now'],
    { askAs: 'admin', mustContain: titles(data.tasks.filter(highOpen)), mustNotContain: notTitles(highOpen) });
  const done = (t: Task) => t.status === 'done';
  ask('tasks', null, [() => 'completed tasks', () => 'which tasks are done', () => 'show finished to-dos', () => 'list tasks we already completed'],
    { askAs: 'admin', mustContain: titles(data.tasks.filter(done)), mustNotContain: notTitles(done) });
  const openCount = data.tasks.filter(open).length;
  ask('tasks', null, [() => 'how many open tasks do we have', () => 'count of open to-dos', () => '# of open tasks?', () => 'how many tasks are still open'], { askAs: 'admin', mustContain: [countItem(openCount)] });
}
for (const d of deals.filter((x) => data.tasks.some((t) => t.deal === x.ref)).filter((_, i) => i % 2 === 0)) {
  const linked = (t: Task) => t.deal === d.ref;
  ask('tasks', d, [(x) => `tasks on ${lower(x)}`, (x) => `any to-dos for ${street(x)}?`, (x) => `what's left to do on ${noSuffix(x)}`, (x) => `open items ${lower(x)}`],
    { askAs: 'admin', mustContain: titles(data.tasks.filter(linked)), mustNotContain: notTitles(linked) });
}

// ---- filtered lists, counts and empty answers from the same combinations (no application dates: the product sets
// a deal's application date when it is created, so the loaded book cannot carry the fixture's)
const STATUS_WORDS: Record<string, string[]> = { Active: ['active', 'live', 'open'], 'On Hold': ['on hold', 'paused', 'on-hold'], Closed: ['closed'], Dead: ['dead', 'killed'] };
const STATE_NICK: Record<string, string[]> = {
  TX: ['texas', 'tx', 'TX'], FL: ['florida', 'fla', 'FL'], CA: ['california', 'cali', 'CA'], AZ: ['arizona', 'AZ', 'ariz'], NC: ['north carolina', 'NC', 'n. carolina'],
  TN: ['tennessee', 'tenn', 'TN'], GA: ['georgia', 'GA', 'ga'], CO: ['colorado', 'colo', 'CO'], OH: ['ohio', 'OH'], NV: ['nevada', 'NV'], OR: ['oregon', 'OR'], NY: ['new york', 'NY'],
};
const TYPE_NICK: Record<string, string[]> = {
  Purchase: ['purchase', 'purchase money'], Refinance: ['refi', 'refinance', 'rate and term refi'], 'Cash Out Refi': ['cash out refi', 'cash-out', 'COR'], 'Second Mortgage': ['2nd', 'second lien', '2nd mortgage'],
  'Bridge Loan': ['bridge', 'bridge loan'], 'Fix & Flip': ['f&f', 'fix n flip', 'flip', 'fix-and-flip'], Construction: ['construction', 'ground-up', 'GUC'], Commercial: ['commercial', 'CRE'], Land: ['land', 'lot'],
};
const STAGE_NICK: Record<string, string[]> = {
  Structure: ['structure', 'structuring'], Application: ['application', 'app stage', 'apps'], Underwriting: ['UW', 'underwriting', 'underwritting'], Approved: ['approved', 'approval'], Closing: ['closing'], Funded: ['funded'],
};
function listOrNone(x: { label: string; m: Deal[] }, templates: Template<{ label: string; m: Deal[] }>[]) {
  ask(x.m.length ? 'list/filter' : 'no_result', x, templates, { askAs: 'admin', mustContain: x.m.length ? x.m.map(street) : [NONE], mustNotContain: others(x.m) });
}
function countOf(x: { label: string; m: Deal[] }, templates: Template<{ label: string; m: Deal[] }>[]) {
  ask(x.m.length ? 'count' : 'no_result', x, templates, { askAs: 'admin', mustContain: [x.m.length ? countItem(x.m.length) : { anyOf: ['0', 'zero', 'no deals', 'none', 'no '] }] });
}
for (const [code, nicks] of Object.entries(STATE_NICK)) {
  for (const [type, tn] of Object.entries(TYPE_NICK).filter((_, i) => i % 3 === Object.keys(STATE_NICK).indexOf(code) % 3)) {
    const m = deals.filter((d) => stateOf(d) === code && d.loan_type === type && d.status === 'Active');
    const x = { label: '', m };
    listOrNone(x, [() => `show me active ${pick(tn)} deals in ${pick(nicks)}`, () => `any live ${pick(tn)} loans in ${pick(nicks)}?`, () => `${pick(tn)} - ${pick(nicks)} - active only`, () => `list active ${pick(tn)} in ${pick(nicks)} pls`]);
    countOf(x, [() => `how many active ${pick(tn)} deals in ${pick(nicks)}`, () => `# of open ${pick(tn)} loans ${pick(nicks)}`]);
  }
}
for (const [stage, sn] of Object.entries(STAGE_NICK)) {
  for (const [code, nicks] of Object.entries(STATE_NICK).filter((_, i) => i % 2 === data.stages.indexOf(stage) % 2)) {
    const m = deals.filter((d) => d.stage === stage && stateOf(d) === code);
    const x = { label: '', m };
    listOrNone(x, [() => `deals in ${pick(sn)} in ${pick(nicks)}`, () => `${pick(nicks)} deals sitting in ${pick(sn)}?`, () => `which ${pick(nicks)} loans are at ${pick(sn)}`, () => `show ${pick(sn)} files for ${pick(nicks)}`]);
    countOf(x, [() => `how many ${pick(nicks)} deals in ${pick(sn)}`, () => `${pick(sn)} count in ${pick(nicks)}?`]);
  }
}
for (const o of officers) {
  for (const [status, sw] of Object.entries(STATUS_WORDS)) {
    const m = deals.filter((d) => d.officer === o.ref && d.status === status);
    const x = { label: '', m };
    listOrNone(x, [() => `${o.first_name}'s ${pick(sw)} deals`, () => `show ${pick(sw)} loans for ${o.first_name} ${o.last_name}`, () => `which deals of ${o.last_name}'s are ${sw[0]}`, () => `${pick(sw)} files assigned to ${o.first_name}`]);
    countOf(x, [() => `how many ${sw[0]} deals does ${o.first_name} have`, () => `# ${pick(sw)} loans ${o.first_name} ${o.last_name}`]);
  }
}
for (const [min, words] of [[1_000_000, ['over 1m', 'above $1M', 'bigger than a million', '> $1,000,000']], [2_500_000, ['over 2.5m', 'above $2,500,000', 'more than 2.5 mil', '> 2.5M']], [750_000, ['over 750k', 'above $750,000', 'more than 750 grand', '750k+']]] as const) {
  for (const [code, nicks] of Object.entries(STATE_NICK).slice(0, 8).filter((_, i) => i % 2 === (min === 1_000_000 ? 0 : 1))) {
    const m = deals.filter((d) => d.loan_amount > min && stateOf(d) === code);
    listOrNone({ label: '', m }, [() => `deals in ${pick(nicks)} ${words[0]}`, () => `${pick(nicks)} loans ${words[1]}`, () => `show me ${pick(nicks)} deals ${words[2]}`, () => `${pick(nicks)} ${words[3]}`]);
  }
}
for (const [max, words] of [[500_000, ['under 500k', 'below $500,000', 'less than half a mil', 'smaller than 500k']]] as const) {
  for (const [type, tn] of Object.entries(TYPE_NICK)) {
    const m = deals.filter((d) => d.loan_amount < max && d.loan_type === type);
    listOrNone({ label: '', m }, [() => `${pick(tn)} deals ${words[0]}`, () => `${pick(tn)} loans ${words[1]}`, () => `any ${pick(tn)} ${words[2]}?`, () => `show ${pick(tn)} ${words[3]}`]);
  }
}
for (const term of [6, 12, 24]) {
  const m = deals.filter((d) => d.loan_term_months === term && d.status === 'Active');
  listOrNone({ label: '', m }, [() => `active ${term} month loans`, () => `which active deals have a ${term}-month term`, () => `live ${term} mo deals`, () => `active loans with ${term} mos term`]);
}
for (const [offset, words] of [[0, ['this month', 'this mo', 'in the current month']], [1, ['next month', 'next mo', 'in the coming month']], [-1, ['last month', 'last mo', 'in the previous month']]] as const) {
  for (const [type, tn] of Object.entries(TYPE_NICK).filter((_, i) => i % 2 === (offset === 0 ? 0 : 1))) {
    const m = deals.filter((d) => d.estimated_closing_date.startsWith(month(offset)) && d.loan_type === type);
    listOrNone({ label: '', m }, [() => `${pick(tn)} deals closing ${words[0]}`, () => `which ${pick(tn)} loans close ${words[1]}`, () => `${pick(tn)} closings ${words[2]}?`, () => `any ${pick(tn)} scheduled to close ${words[0]}`]);
  }
}
for (const [ent, words] of [['LLC', ['LLC borrowers', 'llcs']], ['Trust', ['trusts', 'trust borrowers']], ['Corporation', ['corporations', 'corps']], ['Partnership', ['partnerships', 'LPs']]] as const) {
  const m = deals.filter((d) => d.entity_type === ent);
  countOf({ label: '', m }, [() => `how many deals with ${words[0]}`, () => `count of ${words[1]}`]);
}
for (const name of ['Fairbanks', 'Whitcombe', 'Zimmerman', 'Okonkwo', 'Prewitt']) {
  ask('no_result', name, [
    (x) => `rate on the ${x} deal?`, (x) => `pull up ${x}`, (x) => `what stage is ${x}'s loan in`, (x) => `${x} file status?`, (x) => `notes on the ${x} deal`, (x) => `tasks for the ${x} loan`,
  ], { askAs: 'admin', mustContain: [{ anyOf: ["couldn't find", 'could not find', 'no deal', 'no deals', 'nothing', 'no matching', 'none', 'not find'] }], mustNotContain: allStreets });
}
for (const addr of ['123 Fake St', '999 Nowhere Ln', '4 Privet Dr']) {
  ask('no_result', addr, [(x) => `loan amount on ${x}?`, (x) => `what's the status of ${x}`, (x) => `set the rate on ${x} to 11%`, (x) => `summary of ${x.toLowerCase()}`],
    { askAs: 'admin', mustContain: [{ anyOf: ["couldn't find", 'could not find', 'no deal', 'no deals', 'nothing', 'no matching', 'none'] }], mustNotContain: allStreets });
}
ask('no_result', null, [() => 'deals over $50M', () => 'any loans bigger than 25 million?', () => 'deals with a rate over 20%', () => 'loans above 18% interest', () => 'any 48 month loans?', () => 'deals in alaska'],
  { askAs: 'admin', mustContain: [NONE], mustNotContain: allStreets });

// ---- pipeline breakdowns
const byOfficer = (d: Deal) => officerName(d.officer!);
for (const [rows, key, order, templates] of [
  [deals, (d: Deal) => d.stage, data.stages, ['pipeline?', "how's the pipeline looking", 'pipeline report pls', 'give me a pipeline summary', 'how many deals in each stage', 'stage breakdown', 'volume by stage', 'where do things stand by stage']],
  [deals.filter((d) => d.status === 'Active'), (d: Deal) => d.stage, data.stages, ['active pipeline by stage', 'live deals per stage w/ $', 'break down active deals by stage', 'active deals - stage split']],
  [deals, byOfficer, undefined, ['deals by LO', 'pipeline by loan officer', 'how many deals does each officer have', 'break it down by officer', 'LO breakdown', 'who has what - by officer']],
  [deals, (d: Deal) => d.loan_type, undefined, ['deals by loan type', 'product mix', 'breakdown by product', 'how many of each loan type']],
  [deals, (d: Deal) => d.status, ['Active', 'On Hold', 'Closed', 'Dead'], ['status breakdown', 'deals per status', 'how many in each status', 'split the book by status']],
  [deals, stateOf, undefined, ['deals by state', 'state breakdown', 'how many loans per state', 'where are our deals - by state']],
] as const) {
  ask('pipeline_breakdown', null, templates.map((t) => () => t), { askAs: 'admin', mustContain: groupItems(key, [...rows], order) });
}

// ---- ambiguity
for (const last of ['Carter', 'Nguyen', 'Brooks', 'Moreno', 'Patel']) {
  const matching = deals.filter((d) => d.borrower_last_name === last);
  ask('ambiguity', last, [
    (x) => `${x} loan rate?`, (x) => `pull up the ${x} file`, (x) => `what's going on with ${x}?`, (x) => `update ${x} rate to 11%`, (x) => `${x.toLowerCase()} deal - what stage`, (x) => `how much is the ${x} loan`,
    (x) => `move ${x} to approved`, (x) => `who's the LO for ${x}`,
  ], { askAs: 'admin', mustContain: matching.map(street), asksToChoose: true, candidates: matching.map((d) => d.ref) });
}

// ---- updates, phrased many ways
for (const d of deals.filter((_, i) => i % 4 === 1)) {
  const s = street(d);
  const r = ref(d);
  const name = (x: Deal) => (r && rand() < 0.5 ? `the ${r} deal` : pick([street(x), lower(x)]));
  const newRate = d.interest_rate === 11.25 ? 11.5 : 11.25;
  ask('update_proposal', d, [
    (x) => `${lower(x)} rate -> ${newRate}`, (x) => `rate on ${name(x)} should be ${newRate}%`, (x) => `can you change ${name(x)} to ${newRate}% interest`, (x) => `make the rate ${newRate} on ${street(x)}`,
    (x) => `${street(x)}: rate ${newRate}%`, (x) => `pls update interest rate for ${name(x)} to ${newRate} pct`,
  ], { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: newRate } });
  const newAmount = d.loan_amount + 50_000;
  ask('update_proposal', d, [
    (x) => `loan amount on ${name(x)} should be ${money(newAmount)}`, (x) => `change ${lower(x)} loan amt to ${newAmount / 1000}k`, (x) => `bump ${street(x)} loan to ${newAmount.toLocaleString('en-US')}`, (x) => `${street(x)} amount = ${newAmount}`,
  ], { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_amount: newAmount } });
  const nextStage = data.stages[(data.stages.indexOf(d.stage) + 1) % data.stages.length]!;
  ask('update_proposal', d, [
    (x) => `advance ${name(x)} to ${pick(STAGE_NICK[nextStage]!)}`, (x) => `${lower(x)} is in ${nextStage.toLowerCase()} now`, (x) => `move ${street(x)} into the ${nextStage} stage`, (x) => `stage for ${name(x)} -> ${nextStage}`,
  ], { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { stage: nextStage } });
  const newTerm = d.loan_term_months === 12 ? 18 : 12;
  ask('update_proposal', d, [
    (x) => `extend ${street(x)} to ${newTerm} months`, (x) => `term on ${name(x)} should be ${newTerm} mo`, (x) => `change the term for ${lower(x)} to ${newTerm} months`, (x) => `${street(x)} term -> ${newTerm} months`,
  ], { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_term_months: newTerm } });
  if (d.status === 'Active') {
    ask('update_proposal', d, [(x) => `kill ${street(x)}`, (x) => `mark ${name(x)} as dead`, (x) => `${lower(x)} is dead, update it`, (x) => `set status of ${street(x)} to dead`],
      { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { status: 'Dead' } });
  }
  const newType = d.loan_type === 'Bridge Loan' ? 'Fix & Flip' : 'Bridge Loan';
  ask('update_proposal', d, [(x) => `change the loan type on ${street(x)} to ${newType === 'Bridge Loan' ? 'bridge' : 'fix and flip'}`, (x) => `${lower(x)} should be a ${newType === 'Bridge Loan' ? 'bridge loan' : 'fix & flip'}`, (x) => `loan type for ${street(x)} -> ${newType}`, (x) => `make ${name(x)} a ${newType === 'Bridge Loan' ? 'bridge' : 'flip'} loan`],
    { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_type: newType } });
}

// ---- follow-ups that lean on the previous message
{
  const flips = deals.filter((d) => d.loan_type === 'Fix & Flip' && d.status === 'Active');
  const tx = flips.filter((d) => stateOf(d) === 'TX');
  ask('list/filter', null, [() => 'and the ones in Texas?', () => 'what about texas', () => 'only TX', () => 'just the texas ones'], { askAs: 'admin', mustContain: tx.map(street), mustNotContain: others(tx) }, () => ['show me active fix and flip deals']);
  const uw = deals.filter((d) => d.stage === 'Underwriting');
  const uwFl = uw.filter((d) => stateOf(d) === 'FL');
  ask('count', null, [() => 'how many of those are in florida?', () => 'and in FL?', () => 'what about florida', () => 'FL?'], { askAs: 'admin', mustContain: [countItem(uwFl.length)] }, () => ['how many deals are in underwriting']);
  const approved = deals.filter((d) => d.stage === 'Approved');
  ask('list/filter', null, [() => 'which ones?', () => 'list them', () => 'show me those', () => 'names?'], { askAs: 'admin', mustContain: approved.map(street), mustNotContain: others(approved) }, () => ['how many approved deals do we have']);
}
for (const d of deals.filter((_, i) => i % 8 === 5)) {
  ask('deal_lookup', d, [() => 'what about its rate?', () => 'and the rate?', () => "what's the rate on it", () => 'rate?'],
    { askAs: 'admin', mustContain: [{ anyOf: [String(d.interest_rate), d.interest_rate.toFixed(2), d.interest_rate.toFixed(3)] }] }, (x) => [`what stage is ${street(x)} in?`]);
  ask('deal_lookup', d, [() => 'who is the LO?', () => "and who's the loan officer on it", () => 'who handles it?', () => 'LO?'],
    { askAs: 'admin', mustContain: [officerName(d.officer!)] }, (x) => [`loan amount on ${street(x)}`]);
  const newRate = d.interest_rate === 10 ? 10.5 : 10;
  ask('update_proposal', d, [() => `set it to ${newRate}%`, () => `change its rate to ${newRate}`, () => `make that ${newRate}%`, () => `update it to ${newRate} pct`],
    { askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: newRate } }, (x) => [`what's the rate on ${street(x)}?`]);
}

for (const set of ['seen', 'unseen'] as const) {
  writeFileSync(path.join(import.meta.dirname, `wide-${set}.json`), `${JSON.stringify(wide[set], null, 1)}\n`);
  console.log(`wide-${set}.json: ${wide[set].length} questions`);
}
