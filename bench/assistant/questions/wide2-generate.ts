// A second, wider pair of question sets about the fixture's dataset, written the way staff type in chat: slang,
// abbreviations, typos, nicknames for states, stages and loan types, relative dates (quarters, year to date, end of
// month), ranges, negations, rankings, follow-ups that lean on the previous message, and change requests worded
// many ways. Every intent has two template lists written before any score was seen:
//   wide2-dev.json     the `dev` templates, filled with one seed: built against;
//   wide2-unseen.json  the `unseen` templates, other nicknames and another seed: scored, never tuned on.
//   npx tsx bench/assistant/questions/wide2-generate.ts
import { pairedSets } from './paired-sets';
import type { Item } from '../scoring';
import {
  allStreets, amountItem, ASOF_MONTH, countItem, data, deals, type Deal, groupItems, money, month, NONE, officerName, officers, others, randomSource,
  stateOf, street, streetName, sum, uniqueLast, listExpect, listCategory, countExpect,
} from './truth';

type SetName = 'dev' | 'unseen';
const random = { dev: randomSource(4242), unseen: randomSource(90210) };

// Nicknames: each set draws from its own list, so unseen questions also meet words the dev set never used.
const NICK = {
  dev: {
    state: { TX: ['texas', 'TX', 'tx', 'Tex'], FL: ['florida', 'FL', 'fla'], CA: ['cali', 'california', 'CA'], AZ: ['arizona', 'AZ'], NC: ['north carolina', 'NC'], TN: ['tennessee', 'TN'], GA: ['georgia', 'GA'], CO: ['colorado', 'CO'] } as Record<string, string[]>,
    stage: { Structure: ['structure', 'structuring'], Application: ['app', 'application', 'apps'], Underwriting: ['UW', 'uw', 'underwriting'], Approved: ['approved', 'CTC'], Closing: ['closing'], Funded: ['funded'] } as Record<string, string[]>,
    type: { Purchase: ['purchase', 'purchases'], Refinance: ['refi', 'refis'], 'Cash Out Refi': ['cash out', 'cash-out refi'], 'Second Mortgage': ['2nd mortgage', 'seconds'], 'Bridge Loan': ['bridge', 'bridge loan'], 'Fix & Flip': ['fix n flip', 'flip', 'F&F'], Construction: ['construction', 'ground up'], Commercial: ['commercial', 'CRE'], Land: ['land'] } as Record<string, string[]>,
    status: { Active: ['active', 'live'], 'On Hold': ['on hold', 'paused'], Closed: ['closed'], Dead: ['dead', 'killed'] } as Record<string, string[]>,
  },
  unseen: {
    state: { TX: ['Texas', 'tx', 'the lone star state'], FL: ['Florida', 'fl', 'Fla.'], CA: ['California', 'calif', 'Cali'], AZ: ['Arizona', 'ariz', 'az'], NC: ['N. Carolina', 'nc', 'North Carolina'], TN: ['Tennessee', 'tenn'], GA: ['Georgia', 'ga'], CO: ['Colorado', 'colo'] } as Record<string, string[]>,
    stage: { Structure: ['Structure', 'structured'], Application: ['Application', 'applications', 'intake'], Underwriting: ['u/w', 'Underwriting', 'underwritting'], Approved: ['Approved', 'approval'], Closing: ['Closing', 'closings'], Funded: ['Funded', 'booked'] } as Record<string, string[]>,
    type: { Purchase: ['Purchase', 'acquisition'], Refinance: ['refinance', 'rate/term refi'], 'Cash Out Refi': ['cashout', 'cash out refinance', 'COR'], 'Second Mortgage': ['second lien', '2nds'], 'Bridge Loan': ['bridges', 'Bridge'], 'Fix & Flip': ['fix and flip', 'fix & flip', 'flips'], Construction: ['GUC', 'new construction'], Commercial: ['Commercial', 'comm'], Land: ['lot', 'land loan'] } as Record<string, string[]>,
    status: { Active: ['Active', 'open'], 'On Hold': ['on-hold', 'parked'], Closed: ['Closed', 'completed'], Dead: ['Dead', 'lost'] } as Record<string, string[]>,
  },
};
interface Words {
  pick: <T>(list: readonly T[]) => T;
  typo: (word: string) => string;
  state: (code: string) => string;
  stage: (stage: string) => string;
  type: (type: string) => string;
  status: (status: string) => string;
}
function wordsFor(set: SetName): Words {
  const { pick, typo } = random[set];
  const nick = NICK[set];
  return { pick, typo, state: (c) => pick(nick.state[c]!), stage: (s) => pick(nick.stage[s]!), type: (t) => pick(nick.type[t]!), status: (s) => pick(nick.status[s]!) };
}
const { ask, out, write } = pairedSets<SetName, Words>('wide2', { dev: wordsFor('dev'), unseen: wordsFor('unseen') });
const rateItem = (r: number): Item => ({ anyOf: [String(r), r.toFixed(2), r.toFixed(3)] });
/** LTV to two or one decimals, or as the whole number it may be. */
const ltvItem = (d: Deal): Item => {
  const ltv = (d.loan_amount / d.purchase_price) * 100;
  return { anyOf: [ltv.toFixed(2), ltv.toFixed(1), `${Number(ltv.toFixed(2))}%`] };
};
const lower = (d: Deal) => street(d).toLowerCase();
const noSuffix = (d: Deal) => street(d).replace(/\s+\S+$/, '');
const typoStreet = (d: Deal, r: Words) => street(d).replace(/(\d+ )(\S+)/, (_, num: string, word: string) => num + r.typo(word));
const nickname = (d: Deal) => (d.entity_name ? d.entity_name.split(' ').slice(0, 2).join(' ') : uniqueLast(d) ? d.borrower_last_name! : undefined);
const inMonths = (d: Deal, months: string[]) => months.includes(d.estimated_closing_date.slice(0, 7));

// ---- counts
for (const stage of data.stages) {
  const m = deals.filter((d) => d.stage === stage);
  ask('count', m, {
    dev: [(_, r) => `how many in ${r.stage(stage)}?`, (_, r) => `# of ${r.stage(stage)} files`, (_, r) => `${r.stage(stage)} count rn`, (_, r) => `hw many deals r in ${r.typo(stage.toLowerCase())}`],
    unseen: [(_, r) => `number of loans sitting in ${r.stage(stage)}`, (_, r) => `how many files do we have at ${r.stage(stage)} stage`, (_, r) => `count ${r.stage(stage)} pls`],
  }, countExpect(m));
}
for (const status of ['Active', 'On Hold', 'Closed', 'Dead']) {
  const m = deals.filter((d) => d.status === status);
  ask('count', m, { dev: [(_, r) => `how many ${r.status(status)} deals we got`, (_, r) => `total # of ${r.status(status)} loans`], unseen: [(_, r) => `how many loans are ${r.status(status)} right now`, (_, r) => `${r.status(status)} deals - count?`] }, countExpect(m));
}
for (const code of ['TX', 'FL', 'CA', 'AZ', 'NC', 'TN', 'GA', 'CO']) {
  const m = deals.filter((d) => stateOf(d) === code && d.status === 'Active');
  ask('count', m, { dev: [(_, r) => `how many active deals in ${r.state(code)}`, (_, r) => `# live loans ${r.state(code)}?`], unseen: [(_, r) => `count of active files in ${r.state(code)}`, (_, r) => `how many ${r.state(code)} deals are active`] }, countExpect(m));
}
for (const type of Object.keys(NICK.dev.type)) {
  const m = deals.filter((d) => d.loan_type === type);
  ask('count', m, { dev: [(_, r) => `how many ${r.type(type)} deals do we have total`, (_, r) => `# of ${r.type(type)} loans in the book`], unseen: [(_, r) => `how many ${r.type(type)} loans overall?`] }, countExpect(m));
}
for (const o of officers) {
  const m = deals.filter((d) => d.officer === o.ref && d.status === 'Active');
  ask('count', m, { dev: [() => `how many active deals does ${o.first_name} have`, () => `${o.first_name} ${o.last_name} active count`], unseen: [() => `# of live files for ${o.first_name}?`, () => `how many open loans is ${o.first_name} ${o.last_name} running`] }, countExpect(m));
}
{
  const m = deals.filter((d) => d.stage !== 'Funded');
  ask('count', m, { dev: [() => 'how many deals are not funded yet', () => "count of deals that aren't funded"], unseen: [() => 'how many loans havent funded', () => '# of deals not in funded'] }, countExpect(m));
  const range = deals.filter((d) => d.loan_amount >= 300_000 && d.loan_amount <= 600_000);
  ask('count', range, { dev: [() => 'how many loans between 300k and 600k', () => '# deals from $300,000 to $600,000'], unseen: [() => 'how many deals between $300k-$600k', () => 'count loans 300k to 600k'] }, countExpect(range));
}

// ---- lists: stage × state, type × state, officer × status, ranges, negations, dates
for (const [i, stage] of data.stages.entries()) {
  for (const code of ['TX', 'FL', 'CA', 'AZ', 'NC', 'TN', 'GA', 'CO'].filter((_, j) => j % 3 === i % 3)) {
    const m = deals.filter((d) => d.stage === stage && stateOf(d) === code);
    ask(listCategory(m), m, {
      dev: [(_, r) => `${r.stage(stage)} deals in ${r.state(code)}`, (_, r) => `show me ${r.state(code)} files in ${r.stage(stage)}`],
      unseen: [(_, r) => `which ${r.state(code)} loans are at ${r.stage(stage)} right now?`, (_, r) => `list ${r.stage(stage)} - ${r.state(code)} only`],
    }, listExpect(m));
  }
}
for (const [i, type] of Object.keys(NICK.dev.type).entries()) {
  for (const code of ['TX', 'FL', 'CA', 'AZ', 'NC', 'TN', 'GA', 'CO'].filter((_, j) => j % 4 === i % 4)) {
    const m = deals.filter((d) => d.loan_type === type && stateOf(d) === code);
    ask(listCategory(m), m, {
      dev: [(_, r) => `${r.type(type)} loans in ${r.state(code)}?`, (_, r) => `pull up all ${r.type(type)} deals ${r.state(code)}`],
      unseen: [(_, r) => `do we have any ${r.type(type)} in ${r.state(code)}`, (_, r) => `${r.state(code)} ${r.type(type)} deals pls`],
    }, listExpect(m));
  }
}
for (const o of officers) {
  for (const status of ['Active', 'On Hold', 'Dead']) {
    const m = deals.filter((d) => d.officer === o.ref && d.status === status);
    ask(listCategory(m), m, {
      dev: [(_, r) => `${o.first_name}'s ${r.status(status)} loans`, (_, r) => `list ${r.status(status)} deals for ${o.first_name} ${o.last_name}`],
      unseen: [(_, r) => `what ${r.status(status)} files does ${o.first_name} have`, (_, r) => `${r.status(status)} deals assigned to ${o.last_name}`],
    }, listExpect(m));
  }
}
for (const [lo, hi, dev, unseen] of [
  [300_000, 600_000, ['deals between 300k and 600k', 'loans from $300k to $600k'], ['show loans between $300,000 and $600,000', 'anything 300-600k?']],
  [1_000_000, 2_000_000, ['loans between 1m and 2m', 'deals from $1M to $2M'], ['deals between one and two million', 'which loans are 1-2 mil']],
  [2_000_000, 3_000_000, ['deals between 2 and 3 million', 'loans 2m-3m'], ['show me loans between $2,000,000 and $3,000,000', 'deals in the 2 to 3 mil range']],
] as const) {
  const m = deals.filter((d) => d.loan_amount >= lo && d.loan_amount <= hi);
  ask('list/filter', m, { dev: dev.map((t) => () => t), unseen: unseen.map((t) => () => t) }, listExpect(m));
}
for (const code of ['TX', 'FL', 'CA']) {
  const m = deals.filter((d) => stateOf(d) === code && d.stage !== 'Funded');
  ask('list/filter', m, { dev: [(_, r) => `${r.state(code)} deals not funded`, (_, r) => `${r.state(code)} loans that aren't funded yet`], unseen: [(_, r) => `which ${r.state(code)} deals havent funded`, (_, r) => `${r.state(code)} files excluding funded`] }, listExpect(m));
}
for (const type of ['Bridge Loan', 'Fix & Flip', 'Construction']) {
  const m = deals.filter((d) => d.loan_type === type && d.status !== 'Active');
  ask(listCategory(m), m, { dev: [(_, r) => `${r.type(type)} deals that are not active`, (_, r) => `non-active ${r.type(type)} loans`], unseen: [(_, r) => `${r.type(type)} loans that aren't active`, (_, r) => `inactive ${r.type(type)} deals`] }, listExpect(m));
}
for (const [months, dev, unseen] of [
  [[month(0)], ['closing by EOM?', "what's closing this mo"], ['deals closing before end of month', 'what closes this month']],
  [[month(1)], ['closings next mo', 'what closes next month'], ["what's set to close next month?", 'next month closings']],
  [[month(-1)], ['what closed last month', 'deals that closed last mo'], ['last month closings?', 'deals with a closing date last month']],
  [['2026-10', '2026-11', '2026-12'], ['q4 closings', 'deals closing in Q4'], ['what closes in q4?', 'Q4 closing list']],
  [['2027-01', '2027-02', '2027-03'], ['deals closing q1 next year', 'Q1 2027 closings'], ['what closes in Q1 2027', 'closings for q1 of next year']],
] as const) {
  const m = deals.filter((d) => inMonths(d, [...months]));
  // "by end of month" also reads as "any time up to it": earlier months are neither required nor forbidden.
  const expect = months[0] === month(0) ? { ...listExpect(m), mustNotContain: deals.filter((d) => d.estimated_closing_date.slice(0, 7) > month(0)).map(street) } : listExpect(m);
  ask(listCategory(m), m, { dev: dev.map((t) => () => t), unseen: unseen.map((t) => () => t) }, expect);
}
for (const type of ['Fix & Flip', 'Bridge Loan', 'Refinance', 'Construction']) {
  const m = deals.filter((d) => d.loan_type === type && d.estimated_closing_date.startsWith(month(1)));
  ask(listCategory(m), m, { dev: [(_, r) => `${r.type(type)} closing next mo`], unseen: [(_, r) => `any ${r.type(type)} deals closing next month?`] }, listExpect(m));
}
for (const [min, dev, unseen] of [[12, ['deals with rate over 12%', 'loans above 12 pct'], ['anything priced over 12%?', 'rates higher than 12 percent']], [10, ['loans under 10%', 'deals with rate below 10'], ['which loans are priced under 10%', 'rate less than 10 pct']]] as const) {
  const m = deals.filter((d) => (min === 12 ? d.interest_rate > 12 : d.interest_rate < 10));
  ask(listCategory(m), m, { dev: dev.map((t) => () => t), unseen: unseen.map((t) => () => t) }, listExpect(m));
}

// ---- rankings
const byAmount = [...deals].sort((a, b) => b.loan_amount - a.loan_amount);
for (const code of ['TX', 'FL', 'CA', 'AZ']) {
  const inState = byAmount.filter((d) => stateOf(d) === code);
  ask('aggregate', code, { dev: [(_, r) => `biggest loan in ${r.state(code)}`, (_, r) => `largest ${r.state(code)} deal?`], unseen: [(_, r) => `what's our largest deal in ${r.state(code)}`, (_, r) => `top loan by size - ${r.state(code)}`] }, { askAs: 'admin', mustContain: [street(inState[0]!), amountItem(inState[0]!.loan_amount)] });
  ask('aggregate', code, { dev: [(_, r) => `smallest loan in ${r.state(code)}`], unseen: [(_, r) => `${r.state(code)}: smallest deal?`] }, { askAs: 'admin', mustContain: [street(inState.at(-1)!), amountItem(inState.at(-1)!.loan_amount)] });
}
{
  const top3 = byAmount.slice(0, 3);
  ask('list/filter', null, { dev: [() => 'top 3 biggest loans', () => '3 largest deals'], unseen: [() => 'show me the three biggest deals', () => 'top three loans by amount'] }, { askAs: 'admin', mustContain: top3.map(street), mustNotContain: byAmount.slice(6).map(street) });
  const counts = officers.map((o) => ({ o, k: deals.filter((d) => d.officer === o.ref).length })).sort((a, b) => b.k - a.k);
  ask('pipeline_breakdown', null, { dev: [() => 'who has the most deals', () => 'which LO has the most loans'], unseen: [() => 'which loan officer has the biggest book', () => 'who is carrying the most files'] }, { askAs: 'admin', mustContain: [officerName(counts[0]!.o.ref)] });
  const activeCounts = officers.map((o) => ({ o, v: sum(deals.filter((d) => d.officer === o.ref && d.status === 'Active')) })).sort((a, b) => b.v - a.v);
  ask('pipeline_breakdown', null, { dev: [() => 'which LO has the most active volume', () => 'who has the largest active pipeline in $'], unseen: [() => 'top officer by active loan volume?'] }, { askAs: 'admin', mustContain: [officerName(activeCounts[0]!.o.ref)] });
  const highest = [...deals].filter((d) => d.status === 'Active').sort((a, b) => b.interest_rate - a.interest_rate)[0]!;
  ask('aggregate', null, { dev: [() => 'highest rate on an active deal', () => 'which active loan has the top rate'], unseen: [() => "what's our highest priced active loan"] }, { askAs: 'admin', mustContain: [street(highest), rateItem(highest.interest_rate)] });
}

// ---- aggregates with filters and relative dates
for (const code of ['TX', 'FL', 'CA', 'AZ', 'NC']) {
  const m = deals.filter((d) => stateOf(d) === code && d.status === 'Active');
  ask('aggregate', code, { dev: [(_, r) => `total active volume ${r.state(code)}`, (_, r) => `$ of live deals in ${r.state(code)}`], unseen: [(_, r) => `how much active volume do we have in ${r.state(code)}?`] }, { askAs: 'admin', mustContain: [amountItem(sum(m))] });
}
for (const type of ['Fix & Flip', 'Bridge Loan', 'Construction', 'Refinance']) {
  const m = deals.filter((d) => d.loan_type === type);
  const avg = sum(m) / m.length;
  ask('aggregate', type, { dev: [(_, r) => `avg ${r.type(type)} loan size`, (_, r) => `average amount on ${r.type(type)} deals`], unseen: [(_, r) => `typical ${r.type(type)} loan amount?`] }, { askAs: 'admin', mustContain: [{ anyOf: [money(Math.round(avg)), money(Math.round(avg * 100) / 100)] }] });
  ask('aggregate', type, { dev: [(_, r) => `total ${r.type(type)} volume`], unseen: [(_, r) => `how much have we got in ${r.type(type)} loans`] }, { askAs: 'admin', mustContain: [amountItem(sum(m))] });
}
{
  const year = ASOF_MONTH.slice(0, 4);
  const ytd = deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.slice(0, 7) >= `${year}-01` && d.estimated_closing_date.slice(0, 7) <= ASOF_MONTH);
  ask('aggregate', null, { dev: [() => 'funded volume ytd', () => 'how much have we funded ytd'], unseen: [() => 'total funded year to date?', () => 'YTD fundings in $'] }, { askAs: 'admin', mustContain: [amountItem(sum(ytd))] });
  const q4 = deals.filter((d) => inMonths(d, ['2026-10', '2026-11', '2026-12']));
  ask('aggregate', null, { dev: [() => 'total volume closing in q4', () => 'q4 closing volume'], unseen: [() => 'how much closes in Q4 in dollars'] }, { askAs: 'admin', mustContain: [amountItem(sum(q4))] });
  const next = deals.filter((d) => d.estimated_closing_date.startsWith(month(1)));
  ask('aggregate', null, { dev: [() => 'how much is closing next month', () => 'next mo closing volume'], unseen: [() => '$ closing next month?'] }, { askAs: 'admin', mustContain: [amountItem(sum(next))] });
}

// ---- breakdowns
for (const [rows, key, order, dev, unseen] of [
  [deals, (d: Deal) => d.stage, data.stages, ['pipeline by stage pls', 'stage breakdown w/ $', 'how many in each stage'], ['give me counts per stage', 'where does the pipeline stand, stage by stage']],
  [deals, (d: Deal) => d.loan_type, undefined, ['breakdown by loan type', 'deals per product'], ['what is our product mix', 'how many of each type of loan']],
  [deals, stateOf, undefined, ['deals by state pls', 'state by state breakdown'], ['how are deals split across states', 'count by state']],
  [deals, (d: Deal) => officerName(d.officer!), undefined, ['deals per LO', 'break down by loan officer'], ['how many deals does each LO have', 'officer breakdown']],
  [deals, (d: Deal) => d.status, ['Active', 'On Hold', 'Closed', 'Dead'], ['status split', 'deals by status w/ volume'], ['how many in each status?', 'break the book out by status']],
  [deals.filter((d) => d.stage !== 'Funded'), (d: Deal) => d.stage, data.stages, ['unfunded pipeline by stage', 'pipeline by stage excluding funded'], ['stage breakdown not counting funded']],
  [deals.filter((d) => stateOf(d) === 'TX'), (d: Deal) => d.stage, data.stages, ['texas deals by stage', 'TX pipeline by stage'], ['stage breakdown for texas']],
] as const) {
  ask('pipeline_breakdown', null, { dev: dev.map((t) => () => t), unseen: unseen.map((t) => () => t) }, { askAs: 'admin', mustContain: groupItems(key, [...rows], order) });
}

// ---- one deal's facts
for (const d of deals.filter((_, i) => i % 3 === 0)) {
  const who = nickname(d);
  ask('deal_lookup', d, { dev: [(x, r) => `loan amt ${typoStreet(x, r)}`, (x) => `how much is ${noSuffix(x).toLowerCase()} for`], unseen: [(x) => `what's the loan size at ${lower(x)}`, (x, r) => `${typoStreet(x, r)} amount?`] }, { askAs: 'admin', mustContain: [amountItem(d.loan_amount)] });
  ask('deal_lookup', d, { dev: [(x) => `${lower(x)} rate?`, (x) => `whats the note rate on ${noSuffix(x)}`], unseen: [(x) => `what are we charging on ${street(x)}`, (x, r) => `interest on ${typoStreet(x, r)}?`] }, { askAs: 'admin', mustContain: [rateItem(d.interest_rate)] });
  ask('deal_lookup', d, { dev: [(x) => `where's ${lower(x)} at`, (x) => `${noSuffix(x)} stage?`], unseen: [(x) => `what stage is ${noSuffix(x).toLowerCase()} at`, (x) => `status/stage on ${street(x)}`] }, { askAs: 'admin', mustContain: [d.stage] });
  ask('deal_lookup', d, { dev: [(x) => `LO for ${lower(x)}?`, (x) => `who's running ${noSuffix(x)}`], unseen: [(x) => `whose deal is ${street(x)}`, (x) => `which officer has ${lower(x)}`] }, { askAs: 'admin', mustContain: [officerName(d.officer!)] });
  ask('deal_lookup', d, { dev: [(x) => `ltv on ${lower(x)}`], unseen: [(x) => `what's the LTV for ${street(x)}?`] }, { askAs: 'admin', mustContain: [ltvItem(d)] });
  ask('deal_lookup', d, { dev: [(x) => `who's the borrower on ${lower(x)}`], unseen: [(x) => `borrower name for ${street(x)}?`] }, { askAs: 'admin', mustContain: [d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`] });
  if (who) {
    ask('deal_lookup', d, { dev: [() => `${who} deal - amt and rate?`, () => `whats the story w/ the ${who} loan`], unseen: [() => `quick rundown on ${who}`, () => `where are we with the ${who} file`] }, { askAs: 'admin', mustContain: [street(d), amountItem(d.loan_amount)] });
  }
}

// ---- contacts
for (const c of data.contacts.filter((_, i) => i % 3 === 0)) {
  const [first, last] = c.name.split(' ') as [string, string];
  if (c.phone) ask('contact_lookup', c, { dev: [() => `${first}'s #?`, (_, r) => `phone for ${first} ${r.typo(last)}`], unseen: [() => `need ${c.name}'s cell`, () => `number for ${last}?`] }, { askAs: 'admin', mustContain: [c.phone] });
  if (c.email) ask('contact_lookup', c, { dev: [() => `${c.name} email?`], unseen: [() => `what's the email for ${first} ${last}`] }, { askAs: 'admin', mustContain: [c.email] });
  if (c.company) ask('contact_lookup', c, { dev: [() => `what company is ${c.name} with`], unseen: [() => `who does ${c.name} work for?`] }, { askAs: 'admin', mustContain: [c.company] });
}
for (const [role, dev, unseen] of [
  ['Escrow Officer', ['escrow contacts?', 'who do we use for escrow'], ['list our escrow officers pls']],
  ['Real Estate Agent', ['list realtors', 'which agents do we know'], ['real estate agents in our contacts?']],
  ['Attorney', ['our attorneys?', 'list lawyers'], ['which attorneys are in contacts']],
  ['Broker', ['broker list', 'who are the brokers'], ['show me all broker contacts']],
] as const) {
  ask('contact_lookup', null, { dev: dev.map((t) => () => t), unseen: unseen.map((t) => () => t) }, { askAs: 'admin', mustContain: data.contacts.filter((c) => c.role === role).map((c) => c.name) });
}

// ---- tasks
type Task = (typeof data.tasks)[number];
const open = (t: Task) => t.status === 'open';
const overdueSure = (t: Task) => open(t) && t.due_date !== null && t.due_date.slice(0, 7) < ASOF_MONTH;
const notOverdue = (t: Task) => !open(t) || (t.due_date !== null && t.due_date.slice(0, 7) > ASOF_MONTH);
const titles = (rows: Task[]) => rows.map((t) => t.title);
ask('tasks', null, { dev: [() => 'what tasks are past due', () => 'anything overdue?', () => 'overdue to-dos'], unseen: [() => 'which tasks are late', () => 'what have we missed on the task list', () => 'show past-due items'] }, { askAs: 'admin', mustContain: titles(data.tasks.filter(overdueSure)), mustNotContain: titles(data.tasks.filter(notOverdue)) });
for (const o of [...officers, data.users[0]!]) {
  const mine = data.tasks.filter((t) => t.assignee === o.ref && open(t));
  const notMine = titles(data.tasks.filter((t) => !(t.assignee === o.ref && open(t))));
  ask('tasks', o, { dev: [(x) => `${x.first_name}'s todo list`, (x) => `open tasks for ${x.first_name}`], unseen: [(x) => `what's on ${x.first_name}'s plate`, (x) => `tasks assigned to ${x.first_name} ${x.last_name}`] }, { askAs: 'admin', mustContain: titles(mine), mustNotContain: notMine });
  ask('tasks', o, { dev: [() => 'what do i need to do', () => 'my open tasks'], unseen: [() => "what's on my plate", () => 'my to do list?'] }, { askAs: o.ref, mustContain: titles(mine), mustNotContain: notMine });
  const overdue = data.tasks.filter((t) => t.assignee === o.ref && overdueSure(t));
  ask('tasks', o, { dev: [() => 'am i behind on anything', () => 'my overdue tasks'], unseen: [() => 'anything of mine past due?'] }, { askAs: o.ref, mustContain: titles(overdue).length ? titles(overdue) : [{ anyOf: ['no overdue', 'nothing', 'none', 'no tasks', 'no open', "you're all caught up", 'caught up'] }], mustNotContain: titles(data.tasks.filter((t) => !(t.assignee === o.ref && open(t)) || notOverdue(t))) });
  const nextMonth = mine.filter((t) => t.due_date?.startsWith(month(1)));
  ask('tasks', o, { dev: [(x) => `${x.first_name} tasks due next month`], unseen: [(x) => `what's due next mo for ${x.first_name}`] }, { askAs: 'admin', mustContain: titles(nextMonth).length ? titles(nextMonth) : [{ anyOf: ['no ', 'nothing', 'none'] }], mustNotContain: titles(data.tasks.filter((t) => !nextMonth.includes(t))) });
}
{
  const high = data.tasks.filter((t) => open(t) && t.priority === 'high');
  ask('tasks', null, { dev: [() => 'high priority tasks', () => 'urgent open tasks'], unseen: [() => 'show me the hi-pri to-dos', () => 'any high-priority items open?'] }, { askAs: 'admin', mustContain: titles(high), mustNotContain: titles(data.tasks.filter((t) => !high.includes(t))) });
  const count = data.tasks.filter(open).length;
  ask('tasks', null, { dev: [() => 'how many open tasks are there', () => '# of open to-dos'], unseen: [() => 'count of tasks still open'] }, { askAs: 'admin', mustContain: [countItem(count)] });
}
for (const d of deals.filter((x) => data.tasks.some((t) => t.deal === x.ref)).filter((_, i) => i % 2 === 0)) {
  const linked = data.tasks.filter((t) => t.deal === d.ref);
  ask('tasks', d, { dev: [(x) => `tasks on ${lower(x)}`, (x) => `any to-dos for ${noSuffix(x)}?`], unseen: [(x) => `what needs doing on ${street(x)}`, (x) => `open items for ${lower(x)}`] }, { askAs: 'admin', mustContain: titles(linked.filter(open).length ? linked.filter(open) : linked), mustNotContain: titles(data.tasks.filter((t) => t.deal !== d.ref)) });
}

// ---- notes
for (const d of deals.filter((x) => data.notes.some((t) => t.deal === x.ref))) {
  const notes = data.notes.filter((x) => x.deal === d.ref).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const start = (text: string) => text.split(' ').slice(0, 5).join(' ').replace(/[.;,]$/, '');
  ask('notes_docs', d, { dev: [(x) => `notes for ${lower(x)}`, (x) => `any notes on ${noSuffix(x)}?`], unseen: [(x) => `what did we log on ${street(x)}`, (x) => `show comments on ${lower(x)}`] }, { askAs: 'admin', mustContain: notes.map((x) => start(x.note_text)) });
  ask('notes_docs', d, { dev: [(x) => `last note on ${lower(x)}`], unseen: [(x) => `latest update logged for ${street(x)}?`] }, { askAs: 'admin', mustContain: [start(notes[0]!.note_text)] });
}

// ---- updates
const STAGE_WORD = { dev: (s: string, r: Words) => r.stage(s), unseen: (s: string, r: Words) => r.stage(s) };
for (const d of deals.filter((_, i) => i % 3 === 2)) {
  const s = street(d);
  const rate = d.interest_rate === 11.75 ? 12 : 11.75;
  ask('update_proposal', d, { dev: [(x) => `pls set rate on ${lower(x)} to ${rate}`, (x) => `${noSuffix(x)} rate needs to be ${rate}%`, (x) => `change ${street(x)} to ${rate} pct`], unseen: [(x) => `can u update the rate for ${street(x)} to ${rate}%`, (x) => `reprice ${lower(x)} at ${rate}%`, (x) => `${street(x)} - new rate ${rate}`] }, { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: rate } });
  const amount = d.loan_amount + 100_000;
  ask('update_proposal', d, { dev: [(x) => `up the loan amount on ${lower(x)} to ${amount / 1000}k`, (x) => `${street(x)} loan amt should be ${amount.toLocaleString('en-US')}`], unseen: [(x) => `increase ${street(x)} loan to $${amount.toLocaleString('en-US')}`, (x) => `new loan amount for ${lower(x)}: ${amount}`] }, { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_amount: amount } });
  const next = data.stages[(data.stages.indexOf(d.stage) + 1) % data.stages.length]!;
  ask('update_proposal', d, { dev: [(x, r) => `move ${lower(x)} to ${STAGE_WORD.dev(next, r)}`, (x, r) => `${noSuffix(x)} -> ${STAGE_WORD.dev(next, r)}`], unseen: [(x, r) => `push ${street(x)} to ${STAGE_WORD.unseen(next, r)}`, (x, r) => `${lower(x)} is ready for ${STAGE_WORD.unseen(next, r)}, update it`] }, { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { stage: next } });
  const term = d.loan_term_months === 24 ? 36 : 24;
  ask('update_proposal', d, { dev: [(x) => `term on ${lower(x)} -> ${term} mos`, (x) => `make ${noSuffix(x)} a ${term} month term`], unseen: [(x) => `change ${street(x)} term to ${term} months`, (x) => `${lower(x)} should be ${term} months not ${d.loan_term_months}`] }, { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { loan_term_months: term } });
  if (d.status !== 'On Hold') ask('update_proposal', d, { dev: [(x) => `put ${lower(x)} on hold`, (x) => `pause ${noSuffix(x)}`], unseen: [(x) => `${street(x)} is on hold now`, (x) => `park ${lower(x)} for now (on hold)`] }, { askAs: 'admin', mustContain: [s], requiresConfirmation: true, dealRef: d.ref, changes: { status: 'On Hold' } });
}

// ---- ambiguity
for (const last of ['Carter', 'Nguyen', 'Brooks', 'Moreno', 'Patel']) {
  const m = deals.filter((d) => d.borrower_last_name === last);
  ask('ambiguity', last, { dev: [(x) => `${x} deal amt?`, (x) => `what's the ltv on ${x}`, (x) => `set ${x} to 11%`], unseen: [(x) => `${x.toLowerCase()} loan - where are we`, (x) => `term on the ${x} loan?`, (x) => `push ${x} to closing`] }, { askAs: 'admin', mustContain: m.map(street), asksToChoose: true, candidates: m.map((d) => d.ref) });
}

// ---- permission
for (const u of data.users.filter((x) => x.role === 'broker' || x.role === 'borrower')) {
  const refs = new Set(data.contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  const mine = deals.filter((d) => d.contacts.some((c) => refs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
  const forbidden = others(mine);
  ask('permission', u, { dev: [() => 'my deals?', () => 'what loans do i have going'], unseen: [() => 'show everything im on', () => 'list all deals'] }, { askAs: u.ref, mustContain: mine.length ? mine.map(street) : [NONE], mustNotContain: forbidden });
  ask('permission', u, { dev: [() => 'how many deals in underwriting'], unseen: [() => 'pipeline by stage'] }, { askAs: u.ref, mustContain: [], mustNotContain: forbidden });
  const other = deals.find((d) => !mine.includes(d) && d.borrower_last_name && uniqueLast(d))!;
  ask('permission', u, { dev: [() => `rate on ${street(other)}?`], unseen: [() => `what's up with the ${other.borrower_last_name} deal`] }, { askAs: u.ref, mustContain: [], mustNotContain: [...forbidden, other.borrower_last_name!] });
}

// ---- nothing matches
for (const name of ['Hargreaves', 'Quimby', 'Delacroix']) {
  ask('no_result', name, { dev: [(x) => `${x} loan amt?`, (x) => `where's the ${x} file at`], unseen: [(x) => `status on ${x}?`, (x) => `pull ${x}'s deal`] }, { askAs: 'admin', mustContain: [{ anyOf: ["couldn't find", 'could not find', 'no deal', 'no deals', 'nothing', 'no matching', 'none', 'not find'] }], mustNotContain: allStreets });
}
ask('no_result', null, { dev: [() => 'any deals in ohio', () => 'loans over 40m', () => 'deals w/ rate above 19%'], unseen: [() => 'anything in new york?', () => 'deals bigger than $60 million', () => 'any 60 month loans'] }, { askAs: 'admin', mustContain: [NONE], mustNotContain: allStreets });

// ---- chat
ask('general_chat', null, { dev: [() => 'hey there', () => 'gm', () => 'what can u do'], unseen: [() => 'hiya!', () => 'good afternoon', () => 'what kind of stuff can i ask you'] }, { askAs: 'admin', mustContain: [{ anyOf: ['hello', 'hi', 'hey', 'welcome', 'good', 'how can i help', 'deals', 'help'] }], mustNotContain: ['I apologize, but I encountered an error', ...allStreets] });
ask('general_chat', null, { dev: [() => 'thx!', () => 'cool thanks'], unseen: [() => 'ty', () => 'awesome, thank you'] }, { askAs: 'admin', mustContain: [], mustNotContain: ['I apologize, but I encountered an error', ...allStreets] });

// ---- follow-ups leaning on the previous message
{
  const flips = deals.filter((d) => d.loan_type === 'Fix & Flip');
  const inTx = flips.filter((d) => stateOf(d) === 'TX');
  ask('list/filter', null, { dev: [() => 'and the ones in Texas?', () => 'just TX'], unseen: [() => 'what about texas only', () => 'narrow to tx'] }, listExpect(inTx), { dev: () => 'list the fix n flip deals', unseen: () => 'show me all flips' });
  const uw = deals.filter((d) => d.stage === 'Underwriting');
  const uwCa = uw.filter((d) => stateOf(d) === 'CA');
  ask('count', null, { dev: [() => 'and in cali?', () => 'how many of those in CA'], unseen: [() => 'what about california', () => 'only california?'] }, countExpect(uwCa), { dev: () => 'how many in UW', unseen: () => 'how many deals are in underwriting' });
  const closing = deals.filter((d) => d.stage === 'Closing');
  ask('list/filter', null, { dev: [() => 'list em', () => 'which are they'], unseen: [() => 'names pls', () => 'show me them'] }, listExpect(closing), { dev: () => 'how many in closing', unseen: () => 'count of closing deals' });
  const next = deals.filter((d) => d.estimated_closing_date.startsWith(month(1)));
  ask('list/filter', null, { dev: [() => 'what about next mo', () => 'and next month?'], unseen: [() => 'how about next month', () => 'same for next month'] }, listExpect(next), { dev: () => 'what closes this month', unseen: () => 'deals closing this month' });
  const o1 = officers[1]!;
  ask('count', null, { dev: [() => `same for ${o1.first_name}`, () => `and ${o1.first_name}?`], unseen: [() => `what about ${o1.first_name} ${o1.last_name}`] }, countExpect(deals.filter((d) => d.officer === o1.ref && d.status === 'Active')), { dev: () => `how many active deals does ${officers[0]!.first_name} have`, unseen: () => `# of active loans for ${officers[0]!.first_name}` });
}
for (const d of deals.filter((_, i) => i % 7 === 3)) {
  ask('deal_lookup', d, { dev: [() => 'what about its rate?', () => 'and the LTV'], unseen: [() => 'rate on that one?', () => 'and what rate is it at'] }, { askAs: 'admin', mustContain: [] }, { dev: (x) => `loan amt on ${lower(x)}`, unseen: (x) => `how big is ${street(x)}` });
  for (const set of ['dev', 'unseen'] as const) {
    const added = out[set].slice(-2);
    added[0]!.expect.mustContain = [rateItem(d.interest_rate)];
    added[1]!.expect.mustContain = set === 'dev' ? [ltvItem(d)] : [rateItem(d.interest_rate)];
  }
  ask('deal_lookup', d, { dev: [() => "who's the borrower", () => 'whos the LO on it'], unseen: [() => 'who is the loan officer there?'] }, { askAs: 'admin', mustContain: [] }, { dev: (x) => `${lower(x)} stage?`, unseen: (x) => `what stage is ${street(x)} in` });
  out.dev.at(-2)!.expect.mustContain = [d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`];
  out.dev.at(-1)!.expect.mustContain = [officerName(d.officer!)];
  out.unseen.at(-1)!.expect.mustContain = [officerName(d.officer!)];
  const rate = d.interest_rate === 9.5 ? 9.75 : 9.5;
  ask('update_proposal', d, { dev: [() => `change it to ${rate}%`, () => `set its rate to ${rate}`], unseen: [() => `make it ${rate} pct`, () => `update that to ${rate}%`] }, { askAs: 'admin', mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: rate } }, { dev: (x) => `rate on ${lower(x)}?`, unseen: (x) => `what's the rate for ${street(x)}` });
}
for (const last of ['Nguyen', 'Brooks']) {
  for (const d of deals.filter((x) => x.borrower_last_name === last)) {
    const word = streetName(d).split(' ')[0]!;
    ask('deal_lookup', d, { dev: [() => `the ${word.toLowerCase()} one`], unseen: [() => `I mean the one on ${word}`] }, { askAs: 'admin', mustContain: [street(d), amountItem(d.loan_amount)] }, { dev: () => `${last} loan amt?`, unseen: () => `how much is the ${last} loan` });
  }
}

write();
