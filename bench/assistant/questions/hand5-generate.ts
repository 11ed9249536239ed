// hand5 (unseen until stop 28, the dev set since): a question set written on 2026-11-27 by a helper session that never opened the assistant's engine
// (src/core/assistant, src/server/assistant) nor the other generators' phrasing templates, and never saw a score
// while writing. It measures the assistant as staff really type: lower case, no punctuation, typos, LO/UW/CTC/F&F
// slang, state, stage and loan-type nicknames, "750k" and "1.2 mil", relative months, borrower nicknames and
// last names, bare streets, rambling and polite wrappers, follow-ups that lean on the message before.
// It was scored once as an unseen measure (stop 28: 74.6 %); its misses are analysed from stop 29 on, so it is dev material now.
// Every expectation is computed from the dataset (truth.ts); a question whose answer the data cannot decide (a
// status it leaves open, a day-exact window, a calendar quarter or year) is not asked.
//   npx tsx bench/assistant/questions/hand5-generate.ts  →  hand5-dev.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contains, type Expectation, type Item, type Question } from '../scoring';
import {
  allStreets,
  amountItem,
  countItem,
  data,
  deals,
  groupItems,
  month,
  officerName,
  officers,
  others,
  randomSource,
  stateOf,
  street,
  streetName,
  sum,
  type Deal,
} from './truth';

const { rand, pick, shuffle } = randomSource(20261127);
const chance = (p: number) => rand() < p;

// The shared fixture's own lists of what an honest "nothing matches" and "you may not see that" answer says.
const shared = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../shared/fixtures/assistant/questions.json'), 'utf8')) as Question[];
const NOTHING = shared.find((q) => q.category === 'no_result')!.expect.mustContain![0]!;
const DENIED = shared.find((q) => q.id === 'dev-permission-03')!.expect.mustContain![0]!;
const GREETING = shared.find((q) => q.id === 'dev-general-chat-01')!.expect.mustContain![0]!;
const CHAT_ERRORS = shared.find((q) => q.id === 'dev-general-chat-01')!.expect.mustNotContain!;

// ---------------------------------------------------------------------------------------------------------------
// Typing like a person in a hurry. Slot values (streets, names, amounts) are marked so typos never touch them.
const SLOT = (s: string | number) => `⟦${s}⟧`;
const TYPOS: Record<string, string[]> = {
  underwriting: ['undewriting', 'underwritting', 'underwritng'],
  closing: ['clsoing', 'closng', 'cloisng'],
  approved: ['aproved', 'approvd', 'apporved'],
  application: ['aplication', 'applicaton'],
  structure: ['stucture', 'structre'],
  interest: ['intrest', 'interst'],
  amount: ['amout', 'amnt'],
  deals: ['deasl', 'dels'],
  which: ['whcih', 'wich'],
  what: ['waht', 'wht'],
  pipeline: ['pipline', 'pipleine'],
  borrower: ['borower', 'borrowr'],
  property: ['propery', 'proprety'],
  construction: ['constrution', 'contruction'],
  refinance: ['refinace', 'refiance'],
  mortgage: ['morgage', 'mortage'],
  commercial: ['comercial', 'commerical'],
  purchase: ['purchse', 'purchace'],
  active: ['actve', 'acitve'],
  loans: ['laons', 'lonas'],
  tasks: ['taks', 'tasls'],
  overdue: ['overdeu', 'ovedue'],
  month: ['mnth', 'montn'],
  total: ['totla', 'ttl'],
  average: ['averge', 'avergae'],
  officer: ['oficer', 'offcer'],
  number: ['numbr', 'nubmer'],
  please: ['pls', 'plz', 'pleae'],
  florida: ['flordia', 'florda'],
  california: ['califronia', 'californa'],
  texas: ['texs', 'teaxs'],
  arizona: ['arizno', 'arizona'],
  tennessee: ['tennesee', 'tenessee'],
  georgia: ['gerogia', 'georiga'],
  escrow: ['escorw', 'ecsrow'],
  summary: ['sumary', 'summery'],
  breakdown: ['brekdown', 'breakdwn'],
  status: ['staus', 'stauts'],
  volume: ['volumn', 'voluem'],
  notes: ['ntoes', 'nots'],
  schedule: ['schedual', 'shcedule'],
};
const SHORTHAND: Record<string, string[]> = {
  you: ['u'],
  are: ['r'],
  with: ['w/'],
  about: ['abt'],
  thanks: ['thx', 'ty'],
  please: ['pls', 'plz'],
  number: ['#', 'no.'],
  'loan officer': ['LO', 'lo'],
  because: ['bc'],
  right: ['rn'],
  before: ['b4'],
};

function mess(text: string): string {
  let typos = 0;
  const parts = text.split(/(⟦[^⟧]*⟧)/);
  const free = parts.map((part) => {
    if (part.startsWith('⟦')) return part.slice(1, -1);
    let out = part;
    for (const [long, short] of Object.entries(SHORTHAND)) {
      if (chance(0.35)) out = out.replace(new RegExp(`\\b${long}\\b`, 'gi'), pick(short));
    }
    return out.replace(/[A-Za-z]+/g, (word) => {
      const options = TYPOS[word.toLowerCase()];
      if (!options || typos >= 2 || !chance(0.22)) return word;
      typos++;
      return pick(options);
    });
  });
  let q = free.join('');
  if (chance(0.7)) q = q.toLowerCase();
  if (chance(0.55)) q = q.replace(/[?!]+$/g, '').replace(/\.$/, '').replace(/(\D),/g, '$1');
  if (chance(0.5)) q = q.replace(/'/g, '');
  return q.replace(/\s+/g, ' ').trim();
}

const OPENERS = [
  'hey ', 'hi ', 'quick q - ', 'quick one, ', 'sorry to bug u, ', 'when you get a sec ', 'ok so ', 'real quick ',
  'morning! ', 'got a borrower on the phone, ', 'need this for the partners mtg - ', 'hey so ', 'one more - ',
  'hi there, ', 'yo ', 'hey, random one: ', 'before i forget, ', 'can you help me out - ', 'ugh ok ',
];
const CLOSERS = [' thx', ' pls', ' asap', '??', ' thanks!', ' ty', ' when u can', ' - thanks in advance', ' please and thank you', ' :)', ' tia'];
/** Polite and rambling forms around the core question. */
function wrap(q: string): string {
  let out = q;
  if (chance(0.3)) out = pick(OPENERS) + out;
  if (chance(0.25)) out += pick(CLOSERS);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: what staff call stages, statuses, loan types, states, property types and people.
const STAGE_WORDS: Record<string, string[]> = {
  Structure: ['structure', 'structuring', 'the structure stage'],
  Application: ['application', 'app', 'the app stage', 'application stage'],
  Underwriting: ['underwriting', 'UW', 'uw', 'UW stage'],
  Approved: ['approved', 'approval', 'the approved stage'],
  Closing: ['closing', 'the closing stage', 'CTC'],
  Funded: ['funded'],
};
const TYPE_WORDS: Record<string, string[]> = {
  Purchase: ['purchase', 'purch', 'purchase money'],
  Refinance: ['rate/term refi', 'r&t refi', 'straight refi', 'refinance (not cash out)'],
  'Cash Out Refi': ['cash out', 'cashout', 'cash-out refi', 'c/o refi', 'cash out refi'],
  'Second Mortgage': ['2nd', '2nd lien', 'second mortgage', '2nd mtg', 'heloc-type 2nd'],
  'Bridge Loan': ['bridge', 'bridge loan'],
  'Fix & Flip': ['F&F', 'fix and flip', 'fix n flip', 'flip', 'fix/flip'],
  Construction: ['construction', 'ground up', 'new construction', 'constr'],
  Commercial: ['commercial', 'CRE', 'comm'],
  Land: ['land', 'lot'],
};
const TYPE_NAMES: Record<string, string[]> = {
  'Cash Out Refi': ['Cash Out Refi', 'Cash-Out Refi', 'Cash Out Refinance', 'Cash-Out Refinance'],
  'Second Mortgage': ['Second Mortgage', '2nd Mortgage'],
  'Bridge Loan': ['Bridge Loan', 'Bridge'],
  'Fix & Flip': ['Fix & Flip', 'Fix and Flip', 'Fix-and-Flip', 'Fix/Flip'],
};
const typeItem = (t: string): Item => (TYPE_NAMES[t] ? { anyOf: TYPE_NAMES[t] } : t);
const STATE_WORDS: Record<string, string[]> = {
  TX: ['texas', 'tex', 'TX'],
  CA: ['cali', 'california', 'CA', 'calif'],
  FL: ['florida', 'fla', 'FL'],
  AZ: ['arizona', 'AZ', 'ariz'],
  CO: ['colorado', 'colo', 'CO'],
  GA: ['georgia', 'GA'],
  NC: ['north carolina', 'NC', 'n carolina'],
  TN: ['tennessee', 'TN', 'tenn'],
};
const STATE_NAMES: Record<string, string> = {
  TX: 'Texas', CA: 'California', FL: 'Florida', AZ: 'Arizona', CO: 'Colorado', GA: 'Georgia', NC: 'North Carolina', TN: 'Tennessee',
};
const PROPERTY_WORDS: Record<string, string[]> = {
  'Single Family': ['SFR', 'single fam', 'single-family', 'SFH'],
  'Multi-Family': ['multifamily', 'multi fam', 'MF', 'multi-family'],
  Condo: ['condo'],
  Townhouse: ['townhouse', 'townhome'],
  Industrial: ['industrial'],
  Office: ['office'],
  'Mixed-Use': ['mixed use', 'mixed-use'],
};
const PROPERTY_NAMES: Record<string, string[]> = {
  'Single Family': ['Single Family', 'Single-Family', 'SFR'],
  'Multi-Family': ['Multi-Family', 'Multifamily', 'Multi Family'],
  'Mixed-Use': ['Mixed-Use', 'Mixed Use'],
  Townhouse: ['Townhouse', 'Townhome'],
};
const OFFICER_WORDS: Record<string, string[]> = {
  lo1: ['marcus', 'marcus bell', 'bell'],
  lo2: ['priya', 'priya raman', 'raman'],
  lo3: ['elena', 'elena soto', 'soto'],
  lo4: ['tom', 'tom kowalski', 'kowalski', 'tom k'],
};
const NICKNAMES: Record<string, string[]> = {
  Christopher: ['chris'], Michael: ['mike'], Joshua: ['josh'], Samuel: ['sam'], Daniel: ['dan', 'danny'], Andrew: ['andy', 'drew'],
  Jennifer: ['jen', 'jenny'], Rebecca: ['becky', 'becca'], Gabriel: ['gabe'], Nicole: ['nikki'], Natalie: ['nat'], Robert: ['rob', 'bob'],
  David: ['dave'], James: ['jim', 'jimmy'], Victor: ['vic'], Melissa: ['mel'], Vanessa: ['ness'], Katherine: ['kate'], Jasmine: ['jas'],
  Anthony: ['tony'], Benjamin: ['ben'], Matthew: ['matt'], Isaac: ['ike'], Omar: ['omar'],
};
const noun = () => pick(['deals', 'loans', 'deals', 'files', 'loans']);

const STATUS_ITEMS: Record<string, Item> = { 'On Hold': { anyOf: ['On Hold', 'On-Hold'] }, Active: 'Active', Closed: 'Closed', Dead: 'Dead' };
const phoneItem = (p: string): Item => {
  const [, a, b, c] = /\((\d{3})\) (\d{3})-(\d{4})/.exec(p)!;
  return { anyOf: [p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `${a}${b}${c}`, `(${a})${b}-${c}`] };
};
/** A percentage or average accepted exactly and at three, two and one decimals. */
const decimalItem = (x: number): Item => {
  const forms = new Set<string>();
  if (Number.isInteger(x * 1000)) forms.add(String(x));
  for (const places of [3, 2, 1]) forms.add(x.toFixed(places));
  if (Number.isInteger(x)) forms.add(String(x));
  return { anyOf: [...forms] };
};
/** A dollar figure with cents, accepted to the cent or to the dollar. */
const centsItem = (x: number): Item => {
  const cents = x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dollars = Math.round(x).toLocaleString('en-US');
  return { anyOf: [...new Set([`$${cents}`, cents, `$${dollars}`, dollars, String(Math.round(x))])] };
};
const termItem = (m: number): Item => ({
  anyOf: [`${m} months`, `${m}-month`, `${m} month`, `${m} mo`, ...(m % 12 === 0 ? [`${m / 12} year`, `${m / 12}-year`, `${m / 12} years`] : [])],
});
const propertyItem = (p: string): Item => (PROPERTY_NAMES[p] ? { anyOf: PROPERTY_NAMES[p] } : p);
const borrowerName = (d: Deal) => (d.entity_name ? d.entity_name.replace(/\s+(LLC|Inc\.|Corp\.|LP)$/, '') : `${d.borrower_first_name} ${d.borrower_last_name}`);
const borrowerItem = (d: Deal): Item => (d.entity_name ? borrowerName(d) : { anyOf: [borrowerName(d), d.borrower_last_name!] });

// How staff say an amount: "750k", "$1.2m", "1.2 mil", "half a million", "1.25mm".
function sayAmount(n: number): string {
  const m = n / 1_000_000;
  const forms: string[] = [`$${n.toLocaleString('en-US')}`];
  if (n >= 1_000_000 && Number.isInteger(n / 10_000)) forms.push(`${m}m`, `$${m}M`, `${m} mil`, `${m}mm`, `${m} million`);
  if (n < 1_000_000 && Number.isInteger(n / 1000)) forms.push(`${n / 1000}k`, `$${n / 1000}K`, `${n / 1000} grand`);
  if (n === 500_000) forms.push('half a million', 'half a mil');
  if (n === 1_000_000) forms.push('a million', '1 mil', 'a mil');
  if (n === 250_000) forms.push('a quarter mil');
  return pick(forms);
}
function sayRate(r: number): string {
  const frac = r - Math.floor(r);
  const forms = [`${r}%`, `${r}`, `${r.toFixed(2)}%`, `${r} pct`];
  if (frac === 0.5) forms.push(`${Math.floor(r)} 1/2`, `${Math.floor(r)} and a half`);
  if (frac === 0.25) forms.push(`${Math.floor(r)} 1/4`, `${Math.floor(r)} and a quarter`);
  if (frac === 0.75) forms.push(`${Math.floor(r)} 3/4`);
  return pick(forms);
}

// ---------------------------------------------------------------------------------------------------------------
// Naming one deal: every way is checked to match exactly that deal, by street, borrower or entity words.
const users = data.users;
const contacts = data.contacts;
const wordsOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9& ]/g, ' ').split(/\s+/).filter(Boolean);
const dealText = (d: Deal) => [street(d), d.borrower_first_name ?? '', d.borrower_last_name ?? '', d.entity_name ?? ''].join(' ');
const phraseIn = (phrase: string, text: string) => ` ${wordsOf(text).join(' ')} `.includes(` ${wordsOf(phrase).join(' ')} `);
const dealsNamed = (phrase: string) => deals.filter((d) => phraseIn(phrase, dealText(d)));
/** Words that also name a person or company outside the deal, so a reference by them alone is unclear. */
const otherNames = [...users.map((u) => `${u.first_name} ${u.last_name}`), ...contacts.map((c) => `${c.name} ${c.company ?? ''}`)];
const clashesOutside = (phrase: string, d: Deal) =>
  otherNames.some((n) => phraseIn(phrase, n) && !(d.borrower_last_name && phraseIn(d.borrower_last_name, n) && phraseIn(d.borrower_first_name!, n)));

interface Ref {
  /** The words that name the deal. */
  name: string;
  /** Ways to fit it into a sentence: "on {np}", "{np} rate". */
  np: string[];
  person: boolean;
}
function dealRefs(d: Deal): Ref[] {
  const refs: Ref[] = [];
  const s = street(d);
  const num = s.split(' ')[0]!;
  const sname = streetName(d).toLowerCase();
  const suffix = s.split(' ').at(-1)!;
  refs.push({ name: s, np: [SLOT(s), `the ${SLOT(s)} deal`, `the deal at ${SLOT(s)}`], person: false });
  refs.push({ name: s.toLowerCase(), np: [SLOT(s.toLowerCase()), `${SLOT(s.toLowerCase())} deal`], person: false });
  if (dealsNamed(`${num} ${sname}`).length === 1) refs.push({ name: `${num} ${sname}`, np: [SLOT(`${num} ${sname}`), `the ${SLOT(`${num} ${sname}`)} deal`, `${SLOT(`${num} ${sname}`)} loan`], person: false });
  if (dealsNamed(sname).length === 1 && !clashesOutside(sname, d)) {
    refs.push({ name: `${sname} ${suffix}`, np: [`the ${SLOT(`${sname} ${suffix.toLowerCase()}`)} deal`, SLOT(`${sname} ${suffix.toLowerCase()}`)], person: false });
    refs.push({ name: sname, np: [`the ${SLOT(sname)} deal`, `the ${SLOT(sname)} loan`, `the ${SLOT(sname)} file`], person: false });
  }
  if (d.borrower_last_name) {
    const first = d.borrower_first_name!;
    const last = d.borrower_last_name;
    const full = `${first} ${last}`;
    if (dealsNamed(full).length === 1) {
      refs.push({ name: full, np: [SLOT(full), `${SLOT(full)}'s loan`, `${SLOT(full)}'s deal`, `the ${SLOT(full)} deal`], person: true });
      for (const nick of NICKNAMES[first] ?? []) refs.push({ name: `${nick} ${last}`, np: [`${SLOT(`${nick} ${last}`)}'s deal`, `the ${SLOT(`${nick} ${last}`)} loan`], person: true });
    }
    if (dealsNamed(last).length === 1 && !clashesOutside(last, d)) {
      refs.push({ name: last, np: [`the ${SLOT(last)} deal`, `${SLOT(last)}'s loan`, `the ${SLOT(last)} file`, SLOT(last), `${SLOT(last.toLowerCase())}`], person: true });
    }
    if (dealsNamed(first).length === 1 && !clashesOutside(first, d)) refs.push({ name: first, np: [`${SLOT(first)}'s deal`, `the ${SLOT(first)} loan`], person: true });
  }
  if (d.entity_name) {
    const clean = borrowerName(d);
    const two = clean.split(' ').slice(0, 2).join(' ');
    if (dealsNamed(clean).length === 1) refs.push({ name: clean, np: [SLOT(clean), `the ${SLOT(clean)} deal`, `${SLOT(clean)}'s loan`], person: true });
    if (dealsNamed(two).length === 1 && !clashesOutside(two, d)) refs.push({ name: two, np: [`the ${SLOT(two.toLowerCase())} deal`, `${SLOT(two.toLowerCase())}`], person: true });
  }
  return refs;
}
const refOf = (d: Deal) => pick(dealRefs(d));
const np = (r: Ref) => pick(r.np);
/** Street lines of the other deals whose borrower shares this one's last name: naming them would be a mix-up. */
const namesakes = (d: Deal) => deals.filter((x) => x !== d && d.borrower_last_name && x.borrower_last_name === d.borrower_last_name).map(street);

// ---------------------------------------------------------------------------------------------------------------
// Filters over deals, each with how a person says it. Status is decided per question (see `scoped`).
interface Filter {
  /** One filter per dimension in a combination: "over 1m under 500k" is nobody's question. */
  dim: string;
  key: string;
  test: (d: Deal) => boolean;
  /** Words before the noun ("f&f", "condo") or after it ("in cali", "over 750k"). */
  pre?: () => string;
  post?: () => string;
  /** Date filters whose "all statuses" reading makes no sense. */
  noAll?: boolean;
  /** "Closing by EOM" speaks of deals still to close: only active ones. */
  activeOnly?: boolean;
  /** Who asks, for "my". */
  askAs?: string;
  status?: string;
  funded?: boolean;
}
const monthDay = (date: string) => Number(date.slice(8, 10));
const DIMS: Record<string, string> = { over: 'amount', under: 'amount', between: 'amount', 'rate>': 'rate', 'rate<': 'rate', close: 'date', app: 'date' };
const filters: Filter[] = [];
const addFilter = (f: Omit<Filter, 'dim'>) => filters.push({ ...f, dim: DIMS[/^[a-z]+[<>]?/.exec(f.key)![0]] ?? f.key.split(':')[0]! });
for (const s of data.stages) {
  addFilter({
    key: `stage:${s}`,
    test: (d) => d.stage === s,
    pre: s === 'Funded' || s === 'Approved' ? () => s.toLowerCase() : undefined,
    post: s === 'Funded' ? undefined : () => `in ${pick(STAGE_WORDS[s]!)}`,
    funded: s === 'Funded',
  });
}
for (const t of Object.keys(TYPE_WORDS)) addFilter({ key: `type:${t}`, test: (d) => d.loan_type === t, pre: () => pick(TYPE_WORDS[t]!) });
for (const st of Object.keys(STATE_WORDS)) addFilter({ key: `state:${st}`, test: (d) => stateOf(d) === st, post: () => `in ${pick(STATE_WORDS[st]!)}` });
for (const p of Object.keys(PROPERTY_WORDS)) addFilter({ key: `prop:${p}`, test: (d) => d.property_type === p, pre: () => pick(PROPERTY_WORDS[p]!) });
for (const o of officers) {
  addFilter({ key: `lo:${o.ref}`, test: (d) => d.officer === o.ref, post: () => pick([`for ${pick(OFFICER_WORDS[o.ref]!)}`, `that ${pick(OFFICER_WORDS[o.ref]!)} has`, `under ${pick(OFFICER_WORDS[o.ref]!)}`]) });
  addFilter({ key: `lo:${o.ref}`, test: (d) => d.officer === o.ref, pre: () => 'my', askAs: o.ref });
}
const amounts = new Set(deals.map((d) => d.loan_amount));
for (const t of [250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]) {
  if (amounts.has(t)) continue;
  addFilter({ key: `over:${t}`, test: (d) => d.loan_amount > t, post: () => `${pick(['over', 'above', 'bigger than', '>'])} ${SLOT(sayAmount(t))}` });
  addFilter({ key: `under:${t}`, test: (d) => d.loan_amount < t, post: () => `${pick(['under', 'below', 'less than', 'smaller than'])} ${SLOT(sayAmount(t))}` });
}
for (const [lo, hi] of [[500_000, 1_000_000], [1_000_000, 2_000_000], [250_000, 750_000]] as const) {
  addFilter({ key: `between:${lo}`, test: (d) => d.loan_amount > lo && d.loan_amount < hi, post: () => `between ${SLOT(sayAmount(lo))} and ${SLOT(sayAmount(hi))}` });
}
for (const r of [9, 10, 11, 12, 13]) {
  addFilter({ key: `rate>=${r}`, test: (d) => d.interest_rate >= r, post: () => pick([`at ${r}% or more`, `${r}% and up`, `with rates of ${r} or higher`]) });
  addFilter({ key: `rate<${r}`, test: (d) => d.interest_rate < r, post: () => pick([`under ${r}%`, `below ${r}%`, `sub ${r}`, `with a rate under ${r}`]) });
}
const closingIn = (offset: number) => (d: Deal) => d.estimated_closing_date.slice(0, 7) === month(offset);
addFilter({ key: 'close:0', test: closingIn(0), post: () => pick(['closing this month', 'closing this mo', 'set to close this month']), noAll: true });
if (!deals.some((d) => d.status === 'Active' && d.estimated_closing_date.slice(0, 7) < month(0))) {
  addFilter({ key: 'close:eom', test: (d) => d.estimated_closing_date.slice(0, 7) <= month(0), post: () => pick(['closing by EOM', 'closing before month end', 'closing by end of month']), noAll: true, activeOnly: true });
}
addFilter({ key: 'close:1', test: closingIn(1), post: () => pick(['closing next month', 'closing next mo', 'scheduled to close next month']), noAll: true });
addFilter({ key: 'close:2', test: closingIn(2), post: () => pick(['closing in 2 months', 'closing the month after next', 'closing 2 months out']), noAll: true });
addFilter({ key: 'close:1a', test: (d) => closingIn(1)(d) && monthDay(d.estimated_closing_date) <= 15, post: () => pick(['closing in the first half of next month', 'closing next month on or before the 15th']), noAll: true });
addFilter({ key: 'close:1b', test: (d) => closingIn(1)(d) && monthDay(d.estimated_closing_date) > 15, post: () => pick(['closing in the back half of next month', 'closing after the 15th next month']), noAll: true });
addFilter({ key: 'app:0', test: (d) => String(d.application_date).slice(0, 7) === month(0), post: () => pick(['that came in this month', 'with apps taken this month', 'we took in this month']) });
addFilter({ key: 'app:-1', test: (d) => String(d.application_date).slice(0, 7) === month(-1), post: () => pick(['that came in last month', 'with apps from last month']) });
addFilter({ key: 'bt:Entity', test: (d) => d.borrower_type === 'Entity', post: () => pick(['w/ entity borrowers', 'where the borrower is an entity', 'with LLC/corp/trust borrowers']) });
addFilter({ key: 'bt:Individual', test: (d) => d.borrower_type === 'Individual', post: () => pick(['w/ individual borrowers', 'where the borrower is a person not an entity']) });
for (const m of [6, 12, 24, 36]) addFilter({ key: `term:${m}`, test: (d) => d.loan_term_months === m, pre: () => pick([`${m} mo`, `${m}-month`, ...(m % 12 === 0 ? [`${m / 12} yr`] : [])]) });
const STATUS_WORDS: Record<string, string[]> = {
  Active: ['active', 'actv', 'live'],
  'On Hold': ['on hold', 'paused', 'parked'],
  Dead: ['dead', 'killed'],
  Closed: ['closed', 'closed out'],
};
for (const st of Object.keys(STATUS_WORDS)) {
  addFilter({ key: `status:${st}`, test: (d) => d.status === st, pre: st === 'On Hold' ? undefined : () => pick(STATUS_WORDS[st]!), post: st === 'On Hold' ? () => pick(['on hold', 'that are paused', 'sitting on hold']) : undefined, status: st });
}

type Scope = 'none' | 'active' | 'all' | 'status';
interface Combo {
  filters: Filter[];
  rows: Deal[];
  scope: Scope;
  askAs: string;
}
/** The deals a combination of filters names, and how the question must speak of status so the answer is decided. */
function scoped(fs: Filter[]): Combo | undefined {
  const askers = [...new Set(fs.map((f) => f.askAs).filter(Boolean))];
  if (askers.length > 1 || new Set(fs.map((f) => f.dim)).size < fs.length) return undefined;
  if (fs.some((f) => f.noAll) && fs.some((f) => f.status || f.funded)) return undefined;
  const all = deals.filter((d) => fs.every((f) => f.test(d)));
  const active = all.filter((d) => d.status === 'Active');
  const askAs = askers[0] ?? 'admin';
  if (fs.some((f) => f.status)) return { filters: fs, rows: all, scope: 'status', askAs };
  if (fs.some((f) => f.funded)) return { filters: fs, rows: all, scope: 'none', askAs };
  if (fs.some((f) => f.activeOnly)) return { filters: fs, rows: active, scope: 'active', askAs };
  if (all.length === active.length) return { filters: fs, rows: all, scope: chance(0.6) ? 'none' : 'active', askAs };
  if (fs.some((f) => f.noAll) || chance(0.65)) return { filters: fs, rows: active, scope: 'active', askAs };
  return { filters: fs, rows: all, scope: 'all', askAs };
}
/** "active f&f loans in cali over 750k", as a noun phrase. */
function phrase(c: Combo): string {
  const pre: string[] = [];
  const post: string[] = [];
  for (const f of c.filters) {
    if (f.pre && (!f.post || chance(0.5))) pre.push(f.pre());
    else post.push(f.post!());
  }
  const mine = pre.includes('my');
  const scope = c.scope === 'active' ? pick(['active', 'active', 'actv', 'currently active']) : '';
  const np = [mine ? 'my' : '', scope, ...pre.filter((p) => p !== 'my'), noun(), ...post].filter(Boolean).join(' ');
  if (c.scope !== 'all') return np;
  return pick([`all ${np} incl closed and dead`, `${np} (all statuses, closed/dead too)`, `all ${np}, every status`]);
}
function combos(size: 1 | 2): Combo[] {
  const out: Combo[] = [];
  if (size === 1) for (const f of filters) { const c = scoped([f]); if (c) out.push(c); }
  else for (let i = 0; i < filters.length; i++) for (let j = i + 1; j < filters.length; j++) { const c = scoped([filters[i]!, filters[j]!]); if (c) out.push(c); }
  return out;
}
const singleCombos = combos(1);
const pairCombos = combos(2);

// ---------------------------------------------------------------------------------------------------------------
// The question list.
const questions: Question[] = [];
const seen = new Set<string>();
const counts = new Map<string, number>();
function add(category: string, text: string, expect: Partial<Expectation> & { askAs?: string }, history?: string[]): boolean {
  const question = mess(wrap(text));
  const key = `${expect.askAs ?? 'admin'}|${(history ?? []).join('|')}|${question.toLowerCase()}`;
  if (seen.has(key) || !question) return false;
  seen.add(key);
  const n = (counts.get(category) ?? 0) + 1;
  counts.set(category, n);
  const slug = category.replace(/[^a-z]+/g, '-');
  questions.push({
    id: `hand5-${slug}-${String(n).padStart(3, '0')}`,
    category,
    question,
    ...(history ? { history: history.map((h) => mess(h)) } : {}),
    expect: { askAs: 'admin', mustContain: [], mustNotContain: [], ...expect },
  });
  return true;
}
/** Fill a category up to `target` from shuffled makers; each maker may decline (returns false). */
function fill(category: string, target: number, makers: (() => boolean)[]) {
  let tries = 0;
  while ((counts.get(category) ?? 0) < target && tries++ < target * 40) pick(makers)();
}
const noneOf = (rows: Deal[]) => others(rows);
const listable = (c: Combo) => c.rows.length >= 1 && c.rows.length <= 10;

// count -----------------------------------------------------------------------------------------------------------
const COUNT_T = [
  (n: string) => `how many ${n}`, (n: string) => `how many ${n} do we have`, (n: string) => `# of ${n}?`, (n: string) => `count of ${n} pls`,
  (n: string) => `whats the count on ${n}`, (n: string) => `how many ${n} we got rn`, (n: string) => `${n} - how many?`,
  (n: string) => `number of ${n}`, (n: string) => `how many ${n} are there`, (n: string) => `give me a count of ${n}`,
];
const countMaker = (pool: Combo[]) => () => {
  const c = pick(pool);
  if (!c.rows.length) return false;
  let np = phrase(c);
  let q = pick(COUNT_T)(np);
  if (c.askAs !== 'admin' && chance(0.5)) { np = np.replace(/^my /, ''); q = pick([`how many ${np} do i have`, `how many ${np} have i got`, `my ${np} count?`]); }
  return add('count', q, { askAs: c.askAs, mustContain: [countItem(c.rows.length)] });
};
fill('count', 80, [countMaker(singleCombos), countMaker(pairCombos), countMaker(pairCombos)]);

// list/filter ----------------------------------------------------------------------------------------------------
const LIST_T = [
  (n: string) => `which ${n}`, (n: string) => `list ${n}`, (n: string) => `show me ${n}`, (n: string) => `pull up ${n}`, (n: string) => `${n}?`,
  (n: string) => `gimme ${n}`, (n: string) => `what ${n} do we have`, (n: string) => `can you list the ${n} for me`, (n: string) => `need a list of ${n}`,
  (n: string) => `what are the ${n}`, (n: string) => `any ${n}? which ones`,
];
const listMaker = (pool: Combo[]) => () => {
  const c = pick(pool);
  if (!listable(c)) return false;
  return add('list/filter', pick(LIST_T)(phrase(c)), { askAs: c.askAs, mustContain: c.rows.map(street), mustNotContain: noneOf(c.rows) });
};
fill('list/filter', 90, [listMaker(singleCombos), listMaker(pairCombos), listMaker(pairCombos)]);

// deal_lookup ----------------------------------------------------------------------------------------------------
type Lookup = { templates: ((r: string) => string)[]; items: (d: Deal) => Item[]; ok?: (d: Deal, r: Ref) => boolean; word?: string[] };
const ltv = (d: Deal) => (d.loan_amount / d.purchase_price) * 100;
const LOOKUPS: Lookup[] = [
  { templates: [(r) => `whats the rate on ${r}`, (r) => `rate on ${r}?`, (r) => `${r} rate`, (r) => `what rate did we give ${r}`, (r) => `interest rate for ${r} please`, (r) => `what are we charging on ${r}`], items: (d) => [decimalItem(d.interest_rate)], word: ['rate', 'int rate'] },
  { templates: [(r) => `loan amt on ${r}`, (r) => `how much is ${r} for`, (r) => `whats the loan size on ${r}`, (r) => `how big is ${r}`, (r) => `${r} loan amount?`, (r) => `what's the amount on ${r}`], items: (d) => [amountItem(d.loan_amount, true)], word: ['loan amount', 'amt'] },
  { templates: [(r) => `what stage is ${r} in`, (r) => `where's ${r} at in the pipe`, (r) => `${r} stage?`, (r) => `what stage r we at on ${r}`, (r) => `how far along is ${r}`], items: (d) => [d.stage], word: ['stage'] },
  { templates: [(r) => `whats the status on ${r}`, (r) => `${r} status?`, (r) => `is ${r} active or what`, (r) => `status of ${r}`], items: (d) => [STATUS_ITEMS[d.status]!] },
  { templates: [(r) => `who's the LO on ${r}`, (r) => `whose deal is ${r}`, (r) => `who's got ${r}`, (r) => `loan officer for ${r}?`, (r) => `who's working ${r}`, (r) => `which LO has ${r}`], items: (d) => [officerName(d.officer!)], word: ['LO', 'loan officer'] },
  { templates: [(r) => `what kind of loan is ${r}`, (r) => `loan type on ${r}?`, (r) => `what product is ${r}`, (r) => `is ${r} a bridge or a refi or what`], items: (d) => [typeItem(d.loan_type)] },
  { templates: [(r) => `term on ${r}?`, (r) => `how many months is ${r}`, (r) => `whats the term length for ${r}`, (r) => `how long is the term on ${r}`], items: (d) => [termItem(d.loan_term_months)], word: ['term'] },
  { templates: [(r) => `who's the borrower on ${r}`, (r) => `whos the borr on ${r}`, (r) => `borrower name for ${r}`, (r) => `who are we lending to on ${r}`], items: (d) => [borrowerItem(d)], ok: (_d, r) => !r.person },
  { templates: [(r) => `whats the purchase price on ${r}`, (r) => `property value on ${r}?`, (r) => `what's the value on ${r}`], items: (d) => [amountItem(d.purchase_price, true)] },
  { templates: [(r) => `ltv on ${r}`, (r) => `what's the LTV for ${r}`, (r) => `${r} ltv?`, (r) => `whats our loan to value on ${r}`], items: (d) => [decimalItem(Number(ltv(d).toFixed(6)))], word: ['ltv'] },
  { templates: [(r) => `monthly pmt on ${r}`, (r) => `what's the IO payment on ${r}`, (r) => `monthly interest only payment for ${r}?`, (r) => `what does ${r} pay a month`], items: (d) => [centsItem((d.loan_amount * d.interest_rate) / 100 / 12)] },
  { templates: [(r) => `what kind of property is ${r}`, (r) => `property type on ${r}`, (r) => `is ${r} sfr or multi or what`], items: (d) => [propertyItem(String(d.property_type))] },
  { templates: [(r) => `whats the address on ${r}`, (r) => `where's the property for ${r}`, (r) => `address for ${r}?`, (r) => `what street is ${r} on`], items: (d) => [street(d)], ok: (_d, r) => r.person },
  { templates: [(r) => `borrower email on ${r}`, (r) => `what's the email for the borrower on ${r}`, (r) => `email for ${r}?`], items: (d) => [d.borrower_email] },
  { templates: [(r) => `borrower phone for ${r}`, (r) => `whats the borrower's # on ${r}`, (r) => `phone number on ${r}`], items: (d) => [phoneItem(String(d.borrower_phone))] },
  { templates: [(r) => `give me the rundown on ${r}`, (r) => `tell me abt ${r}`, (r) => `quick summary of ${r}`, (r) => `${r} - what's the story`, (r) => `pull up ${r}`, (r) => `whats going on with ${r}`, (r) => `deets on ${r}`], items: (d) => [street(d), d.stage, amountItem(d.loan_amount, true), decimalItem(d.interest_rate), typeItem(d.loan_type)] },
];
const lookupMaker = () => {
  const d = pick(deals);
  const lk = pick(LOOKUPS);
  const r = refOf(d);
  if (lk.ok && !lk.ok(d, r)) return false;
  return add('deal_lookup', pick(lk.templates)(np(r)), { mustContain: lk.items(d), mustNotContain: r.person ? namesakes(d) : [] });
};
fill('deal_lookup', 110, [lookupMaker]);

// contact_lookup -------------------------------------------------------------------------------------------------
const firstNameUnique = (name: string) => contacts.filter((c) => c.name.split(' ')[0] === name.split(' ')[0]).length === 1 && !users.some((u) => u.first_name === name.split(' ')[0]) && !deals.some((d) => d.borrower_first_name === name.split(' ')[0]);
const lastNameUnique = (name: string) => contacts.filter((c) => c.name.split(' ')[1] === name.split(' ')[1]).length === 1 && !users.some((u) => u.last_name === name.split(' ')[1]) && !deals.some((d) => d.borrower_last_name === name.split(' ')[1]);
const contactRef = (c: (typeof contacts)[number]) => {
  const forms = [c.name, c.name.toLowerCase()];
  if (firstNameUnique(c.name)) forms.push(c.name.split(' ')[0]!.toLowerCase());
  if (lastNameUnique(c.name)) forms.push(c.name.split(' ')[1]!);
  return SLOT(pick(forms));
};
const ROLE_WORDS: Record<string, string[]> = {
  Broker: ['brokers', 'broker contacts'],
  Lender: ['lenders', 'lender contacts', 'capital partners (lenders)'],
  'Escrow Officer': ['escrow officers', 'escrow ppl', 'escrow contacts'],
  'Title Officer': ['title officers', 'title reps', 'title ppl'],
  'Real Estate Agent': ['agents', 'realtors', 'RE agents'],
  Attorney: ['attorneys', 'lawyers', 'closing attorneys'],
};
const DEAL_ROLE_WORDS: Record<string, string[]> = {
  Broker: ['broker'], Lender: ['lender', 'capital partner'], 'Escrow Officer': ['escrow', 'escrow officer', 'escrow contact'],
  'Title Officer': ['title', 'title officer', 'title rep'], 'Real Estate Agent': ['agent', 'realtor', 'RE agent'], Attorney: ['attorney', 'atty', 'lawyer'],
};
const companyShort = (company: string) => company.replace(/\s+(LLP|PLLC|Co\.|Group|Inc\.)$/, '').toLowerCase();
const contactMakers: (() => boolean)[] = [
  () => {
    const c = pick(contacts);
    const q = pick([(n: string) => `whats ${n}'s #`, (n: string) => `number for ${n}`, (n: string) => `${n} phone`, (n: string) => `can u get me ${n}'s cell`, (n: string) => `how do i reach ${n} by phone`, (n: string) => `phone # for ${n}?`])(contactRef(c));
    return add('contact_lookup', q, { mustContain: [phoneItem(c.phone!)] });
  },
  () => {
    const c = pick(contacts);
    const q = pick([(n: string) => `${n}'s email`, (n: string) => `email for ${n}?`, (n: string) => `whats the email address for ${n}`, (n: string) => `need ${n}'s email pls`])(contactRef(c));
    return add('contact_lookup', q, { mustContain: [c.email!] });
  },
  () => {
    const c = pick(contacts.filter((x) => x.company));
    const q = pick([(n: string) => `who does ${n} work for`, (n: string) => `what company is ${n} with`, (n: string) => `${n} - which company`])(contactRef(c));
    return add('contact_lookup', q, { mustContain: [c.company!] });
  },
  () => {
    const role = pick(Object.keys(ROLE_WORDS));
    const rows = contacts.filter((c) => c.role === role);
    const q = pick([(r: string) => `list our ${r}`, (r: string) => `who are our ${r}`, (r: string) => `all the ${r} we work with?`, (r: string) => `${r} list pls`])(pick(ROLE_WORDS[role]!));
    return add('contact_lookup', q, { mustContain: rows.map((c) => c.name), mustNotContain: contacts.filter((c) => c.role !== role).map((c) => c.name) });
  },
  () => {
    const companies = [...new Set(contacts.map((c) => c.company).filter((x): x is string => !!x))];
    const company = pick(companies);
    const rows = contacts.filter((c) => c.company === company);
    const name = SLOT(pick([company, companyShort(company)]));
    const q = pick([(n: string) => `who do we know at ${n}`, (n: string) => `contacts at ${n}?`, (n: string) => `who's our guy at ${n}`, (n: string) => `anyone at ${n} in our contacts`])(name);
    return add('contact_lookup', q, { mustContain: rows.map((c) => c.name), mustNotContain: contacts.filter((c) => c.company !== company).map((c) => c.name) });
  },
  () => {
    const d = pick(deals);
    const roles = [...new Set(d.contacts.map((x) => x.role))].filter((role) => d.contacts.filter((x) => x.role === role).length === 1 && DEAL_ROLE_WORDS[role]);
    if (!roles.length) return false;
    const role = pick(roles);
    const c = contacts.find((x) => x.ref === d.contacts.find((y) => y.role === role)!.contact)!;
    const w = pick(DEAL_ROLE_WORDS[role]!);
    const r = np(refOf(d));
    const q = chance(0.7)
      ? pick([`who's the ${w} on ${r}`, `${w} on ${r}?`, `who do we have for ${w} on ${r}`, `which ${w} is on ${r}`])
      : pick([`whats the # for the ${w} on ${r}`, `phone for the ${w} on ${r}?`]);
    return add('contact_lookup', q, { mustContain: q.includes('#') || q.includes('phone') ? [phoneItem(c.phone!)] : [c.name] });
  },
  () => {
    const c = pick(contacts.filter((x) => ['Broker', 'Lender', 'Title Officer', 'Escrow Officer'].includes(x.role)));
    const n = deals.filter((d) => d.contacts.some((x) => x.contact === c.ref)).length;
    if (!n) return false;
    const q = pick([(x: string) => `how many deals is ${x} on`, (x: string) => `how many of our deals has ${x} been on`, (x: string) => `${x} - how many deals w/ us`])(contactRef(c));
    return add('contact_lookup', q, { mustContain: [countItem(n)] });
  },
  () => {
    const c = pick(contacts.filter((x) => x.role === 'Broker'));
    const rows = deals.filter((d) => d.contacts.some((x) => x.contact === c.ref));
    if (!rows.length || rows.length > 10) return false;
    const q = pick([(x: string) => `which deals did ${x} send us`, (x: string) => `what deals has ${x} brought in`, (x: string) => `list ${x}'s deals (broker)`])(contactRef(c));
    return add('contact_lookup', q, { mustContain: rows.map(street), mustNotContain: noneOf(rows) });
  },
];
fill('contact_lookup', 55, contactMakers);

// pipeline_breakdown ---------------------------------------------------------------------------------------------
const stateLabel = (st: string): Item => ({ anyOf: [st, STATE_NAMES[st]!] });
const statusLabel = (s: string): Item => STATUS_ITEMS[s]!;
const Breakdowns: { words: string[]; key: (d: Deal) => string; order?: readonly string[]; label?: (g: string) => Item; scopes: ('active' | 'all')[] }[] = [
  { words: ['by stage', 'stage by stage', 'per stage'], key: (d) => d.stage, order: data.stages, scopes: ['active', 'all'] },
  { words: ['by status', 'per status'], key: (d) => d.status, label: statusLabel, scopes: ['all'] },
  { words: ['by loan type', 'by product', 'per loan type'], key: (d) => d.loan_type, label: typeItem, scopes: ['active', 'all'] },
  { words: ['by state', 'per state', 'state by state'], key: stateOf, label: stateLabel, scopes: ['active', 'all'] },
  { words: ['by LO', 'by loan officer', 'per LO'], key: (d) => officerName(d.officer!), scopes: ['active'] },
];
const breakdownMaker = () => {
  const b = pick(Breakdowns);
  const scope = pick(b.scopes);
  const who = chance(0.3) ? pick(officers) : undefined;
  if (who && b.words[0] === 'by LO') return false;
  const mine = who && chance(0.5);
  let rows = scope === 'active' ? deals.filter((d) => d.status === 'Active') : deals;
  if (who) rows = rows.filter((d) => d.officer === who.ref);
  const by = pick(b.words);
  const owner = mine ? 'my' : who ? `${pick(OFFICER_WORDS[who.ref]!)}'s` : pick(['our', 'the', '']);
  const pipe = scope === 'active'
    ? [owner, pick(['active', 'active', 'live']), pick(['pipeline', 'deals', 'loans'])].filter(Boolean).join(' ')
    : `${owner === 'my' || who ? owner : 'all our'} ${pick(['deals', 'loans', 'book'])}`;
  const tail = scope === 'all' ? pick([' incl closed and dead', ' (every status)', ', closed and dead too']) : '';
  const q = pick([
    `break down ${pipe}${tail} ${by} w/ $ volume`,
    `${pipe}${tail} ${by} - count and volume`,
    `how does ${pipe}${tail} look ${by}, # of deals and $`,
    `split ${pipe}${tail} ${by} with totals`,
    `${by} breakdown of ${pipe}${tail}, deal count + dollar volume`,
    `can i get ${pipe}${tail} ${by}? counts and volumes`,
  ]);
  return add('pipeline_breakdown', q, { askAs: mine ? who.ref : 'admin', mustContain: groupItems(b.key, rows, b.order, { label: b.label, short: true }) });
};
fill('pipeline_breakdown', 40, [breakdownMaker]);

// aggregate ------------------------------------------------------------------------------------------------------
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const aggPool = [...singleCombos, ...pairCombos].filter((c) => c.rows.length >= 2);
const aggMakers: (() => boolean)[] = [
  () => {
    const c = pick(aggPool);
    const q = pick([(n: string) => `total volume on ${n}`, (n: string) => `whats the total $ for ${n}`, (n: string) => `how much $ is in ${n}`, (n: string) => `sum of loan amounts for ${n}`, (n: string) => `${n} - total loan amount?`])(phrase(c));
    return add('aggregate', q, { askAs: c.askAs, mustContain: [amountItem(sum(c.rows), true)] });
  },
  () => {
    const c = pick(aggPool);
    const avg = mean(c.rows.map((d) => d.loan_amount));
    const q = pick([(n: string) => `avg loan size on ${n}`, (n: string) => `whats the average loan amount for ${n}`, (n: string) => `average deal size, ${n}?`])(phrase(c));
    return add('aggregate', q, { askAs: c.askAs, mustContain: [centsItem(avg)] });
  },
  () => {
    const c = pick(aggPool);
    const avg = mean(c.rows.map((d) => d.interest_rate));
    const q = pick([(n: string) => `avg rate on ${n}`, (n: string) => `whats the average interest rate for ${n}`, (n: string) => `where's our avg rate on ${n}`])(phrase(c));
    return add('aggregate', q, { askAs: c.askAs, mustContain: [decimalItem(Number(avg.toFixed(6)))] });
  },
  () => {
    const c = pick(aggPool);
    const big = chance(0.5);
    const sorted = [...c.rows].sort((a, b) => (big ? b.loan_amount - a.loan_amount : a.loan_amount - b.loan_amount));
    if (sorted[0]!.loan_amount === sorted[1]!.loan_amount) return false;
    const q = big
      ? pick([(n: string) => `biggest of the ${n}?`, (n: string) => `largest loan among ${n}`, (n: string) => `whats our biggest deal in ${n}`])(phrase(c))
      : pick([(n: string) => `smallest of the ${n}?`, (n: string) => `smallest loan among ${n}`, (n: string) => `whats the tiniest deal in ${n}`])(phrase(c));
    return add('aggregate', q, { askAs: c.askAs, mustContain: [street(sorted[0]!), amountItem(sorted[0]!.loan_amount, true)] });
  },
  () => {
    const offset = pick([-1, -2, -3]);
    const rows = deals.filter((d) => d.stage === 'Funded' && d.estimated_closing_date.slice(0, 7) === month(offset));
    if (!rows.length) return false;
    const when = { [-1]: pick(['last month', 'last mo']), [-2]: pick(['2 months ago', 'the month before last']), [-3]: pick(['3 months ago', 'three months back']) }[offset]!;
    const q = pick([`how much did we fund ${when}`, `funded volume ${when}?`, `$ funded ${when}`, `what did we fund ${when}, total`]);
    return add('aggregate', q, { mustContain: [amountItem(sum(rows), true)] });
  },
  () => {
    const who = pick(officers);
    const rows = deals.filter((d) => d.officer === who.ref && d.status === 'Active');
    const mine = chance(0.4);
    const q = mine
      ? pick(['whats my active volume', 'how much active $ do i have', 'total of my active loans?'])
      : pick([(n: string) => `how much active volume does ${n} have`, (n: string) => `${n}'s active $ total`, (n: string) => `total active loan amount for ${n}`])(pick(OFFICER_WORDS[who.ref]!));
    return add('aggregate', q, { askAs: mine ? who.ref : 'admin', mustContain: [amountItem(sum(rows), true)] });
  },
  () => {
    const c = pick(aggPool);
    const avg = mean(c.rows.map((d) => d.loan_term_months));
    const q = pick([(n: string) => `avg term on ${n}`, (n: string) => `average loan term in months for ${n}`])(phrase(c));
    return add('aggregate', q, { askAs: c.askAs, mustContain: [decimalItem(Number(avg.toFixed(6)))] });
  },
];
fill('aggregate', 65, aggMakers);

// tasks ----------------------------------------------------------------------------------------------------------
type Task = (typeof data.tasks)[number];
const tasks = data.tasks;
const titles = (rows: Task[]) => rows.map((t) => t.title);
const notTitles = (rows: Task[], neither: Task[] = []) => tasks.filter((t) => !rows.includes(t) && !neither.includes(t)).map((t) => t.title);
const dueMonth = (t: Task) => t.due_date!.slice(0, 7);
const assigneeWords = (ref: string) => (OFFICER_WORDS[ref] ? pick(OFFICER_WORDS[ref]) : pick(['dana', 'dana whitfield', 'whitfield']));
const staff = users.filter((u) => ['admin', 'loan_officer'].includes(u.role));
const taskMakers: (() => boolean)[] = [
  () => {
    const u = pick(staff);
    const rows = tasks.filter((t) => t.assignee === u.ref && t.status === 'open');
    const mine = chance(0.5);
    const q = mine
      ? pick(['what tasks do i have open', 'whats on my plate', 'my open tasks?', 'what do i still need to do', 'my to-do list pls'])
      : pick([(n: string) => `what open tasks does ${n} have`, (n: string) => `${n}'s open tasks`, (n: string) => `whats on ${n}'s plate`, (n: string) => `what is ${n} still working on (tasks)`])(assigneeWords(u.ref));
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: titles(rows), mustNotContain: notTitles(rows) });
  },
  () => {
    const u = chance(0.3) ? undefined : pick(staff);
    const open = tasks.filter((t) => t.status === 'open' && (!u || t.assignee === u.ref));
    const overdue = open.filter((t) => dueMonth(t) < month(0));
    const undecided = open.filter((t) => dueMonth(t) === month(0));
    if (!overdue.length) return false;
    const mine = u && chance(0.5);
    const q = !u
      ? pick(['which tasks are overdue', 'anything overdue?', 'whats past due on the task list', 'overdue tasks across the team', 'what tasks r late'])
      : mine
        ? pick(['anything overdue for me', 'what am i late on', 'my overdue tasks', 'what have i let slip past due'])
        : pick([(n: string) => `anything overdue for ${n}`, (n: string) => `${n}'s overdue tasks`, (n: string) => `what is ${n} behind on`])(assigneeWords(u.ref));
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: titles(overdue), mustNotContain: notTitles(overdue, undecided) });
  },
  () => {
    const offset = pick([0, 1]);
    const u = chance(0.5) ? pick(staff) : undefined;
    const rows = tasks.filter((t) => t.status === 'open' && dueMonth(t) === month(offset) && (!u || t.assignee === u.ref));
    const doneSame = tasks.filter((t) => t.status === 'done' && dueMonth(t) === month(offset));
    if (!rows.length) return false;
    const when = offset === 0 ? pick(['this month', 'this mo', 'before EOM']) : pick(['next month', 'next mo']);
    const mine = u && chance(0.6);
    const q = !u
      ? pick([`what tasks are due ${when}`, `tasks due ${when}?`, `what's coming due ${when} on the task list`])
      : mine
        ? pick([`what do i have due ${when}`, `my tasks due ${when}`, `anything due for me ${when}`])
        : pick([`what does ${assigneeWords(u.ref)} have due ${when}`, `${assigneeWords(u.ref)}'s tasks due ${when}`]);
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: titles(rows), mustNotContain: notTitles(rows, doneSame) });
  },
  () => {
    const u = chance(0.5) ? pick(staff) : undefined;
    const rows = tasks.filter((t) => t.status === 'open' && t.priority === 'high' && (!u || t.assignee === u.ref));
    if (!rows.length) return false;
    const mine = u && chance(0.6);
    const q = !u
      ? pick(['open high priority tasks?', 'what high-pri tasks are still open', 'list the urgent (high priority) open tasks'])
      : mine
        ? pick(['any high priority tasks open for me', 'my high-pri stuff?', 'what urgent tasks do i have open'])
        : pick([`${assigneeWords(u.ref)}'s high priority open tasks`, `does ${assigneeWords(u.ref)} have any high-pri tasks open`]);
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: titles(rows), mustNotContain: notTitles(rows) });
  },
  () => {
    const d = pick(deals.filter((x) => tasks.some((t) => t.deal === x.ref)));
    const rows = tasks.filter((t) => t.deal === d.ref);
    const r = np(refOf(d));
    const q = pick([`what tasks are on ${r}`, `tasks for ${r}?`, `anything on the task list for ${r}`, `whats left to do on ${r} (tasks)`]);
    return add('tasks', q, { mustContain: titles(rows), mustNotContain: notTitles(rows) });
  },
  () => {
    const u = pick(staff);
    const rows = tasks.filter((t) => t.assignee === u.ref && t.status === 'done');
    if (!rows.length) return false;
    const mine = chance(0.4);
    const q = mine
      ? pick(['what tasks have i finished', 'which of my tasks are done', 'what have i checked off'])
      : pick([`what has ${assigneeWords(u.ref)} knocked out (done tasks)`, `${assigneeWords(u.ref)}'s completed tasks`]);
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: titles(rows), mustNotContain: notTitles(rows) });
  },
  () => {
    const t = pick(tasks.filter((x) => x.status === 'open'));
    const q = pick([(x: string) => `who has the "${x}" task`, (x: string) => `who's on ${x}`, (x: string) => `whos assigned to ${x}?`])(SLOT(t.title.toLowerCase()));
    return add('tasks', q, { mustContain: [t.assignee === 'admin' ? 'Dana Whitfield' : officerName(t.assignee!)] });
  },
  () => {
    const u = pick(staff);
    const n = tasks.filter((t) => t.assignee === u.ref && t.status === 'open').length;
    const mine = chance(0.5);
    const q = mine ? pick(['how many open tasks do i have', 'how many tasks have i got open']) : `how many open tasks does ${assigneeWords(u.ref)} have`;
    return add('tasks', q, { askAs: mine ? u.ref : 'admin', mustContain: [countItem(n)] });
  },
];
fill('tasks', 65, taskMakers);

// notes_docs -----------------------------------------------------------------------------------------------------
/** What a correct reading of one note must repeat: the party, amount or document it is about. */
function noteFact(text: string): Item {
  const m =
    /rate lock/.exec(text) ? 'rate lock'
    : /send the (.+?) by Friday/.exec(text)?.[1]
    ?? /lien from (.+?);/.exec(text)?.[1]
    ?? /binder received from (.+?)\.$/.exec(text)?.[1]
    ?? /Survey ordered with (.+?)( Co\.)?;/.exec(text)?.[1]
    ?? /returned by (.+?)\.$/.exec(text)?.[1];
  if (m) return m;
  const amount = /\$([\d,]+)/.exec(text)!;
  return amountItem(Number(amount[1]!.replace(/,/g, '')), true);
}
const notesOf = (d: Deal) => data.notes.filter((n) => n.deal === d.ref);
const noted = deals.filter((d) => notesOf(d).length);
const NOTE_ASKS: { re: RegExp; ask: string[] }[] = [
  { re: /Appraisal came in at/, ask: ['what did the appraisal come in at on {r}', 'appraised value on {r}?', 'did the appraisal come back on {r}, what number'] },
  { re: /earnest money/, ask: ['how much EMD on {r}', 'did escrow confirm the earnest money on {r}? how much', 'emd amount for {r}'] },
  { re: /lien from/, ask: ['any liens on {r}', 'whats the lien issue on {r}', 'who has a lien on {r}'] },
  { re: /Survey ordered/, ask: ['who is doing the survey on {r}', 'survey co on {r}?', 'did we order a survey on {r}, with who'] },
  { re: /binder received/, ask: ['who is the insurance with on {r}', 'did we get the binder on {r}? which carrier', 'insurance carrier on {r}'] },
  { re: /send the .+ by Friday/, ask: ['what docs is the borrower sending on {r}', 'what are we waiting on from the borrower on {r}', 'what did the borrower say they would send on {r}'] },
  { re: /ARV/, ask: ['whats the ARV on {r}', 'after repair value on {r}?', 'what exit / ARV did we note on {r}'] },
  { re: /repair credit/, ask: ['how much is the repair credit on {r}', 'seller credit on {r}?'] },
  { re: /HOA questionnaire/, ask: ['did the HOA questionnaire come back on {r}', 'which HOA returned the questionnaire on {r}'] },
];
const notesMakers: (() => boolean)[] = [
  () => {
    const d = pick(noted);
    const r = np(refOf(d));
    const q = pick([`notes on ${r}`, `any notes on ${r}?`, `summarize the notes for ${r}`, `whats in the notes on ${r}`, `what have we noted on ${r}`, `catch me up on the notes for ${r}`]);
    return add('notes_docs', q, { mustContain: [...new Map(notesOf(d).map((n) => [JSON.stringify(noteFact(n.note_text)), noteFact(n.note_text)])).values()] });
  },
  () => {
    const d = pick(noted);
    const list = [...notesOf(d)].sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (list[1] && list[1].created_at === list[0]!.created_at) return false;
    const r = np(refOf(d));
    const q = pick([`latest note on ${r}`, `whats the most recent note on ${r}`, `last note for ${r}?`, `newest note on ${r}`]);
    return add('notes_docs', q, { mustContain: [noteFact(list[0]!.note_text)] });
  },
  () => {
    const d = pick(noted);
    const kinds = NOTE_ASKS.filter((k) => notesOf(d).filter((n) => k.re.test(n.note_text)).length === 1);
    if (!kinds.length) return false;
    const k = pick(kinds);
    const note = notesOf(d).find((n) => k.re.test(n.note_text))!;
    const q = pick(k.ask).replace('{r}', np(refOf(d)));
    return add('notes_docs', q, { mustContain: [noteFact(note.note_text)] });
  },
];
fill('notes_docs', 45, notesMakers);

// update_proposal ------------------------------------------------------------------------------------------------
const RATES = [8, 8.25, 8.5, 8.75, 9, 9.25, 9.5, 9.75, 10, 10.25, 10.5, 10.75, 11, 11.25, 11.5, 11.75, 12, 12.25, 12.5, 13, 13.5, 14];
const TERMS = [6, 9, 12, 18, 24, 36];
const sayTerm = (m: number) => pick([`${m} months`, `${m} mo`, `${m}-month`, ...(m % 12 === 0 ? [`${m / 12} yr${m > 12 ? 's' : ''}`, `${m / 12} year${m > 12 ? 's' : ''}`] : [])]);
const updatable = deals.filter((d) => d.status === 'Active' || d.status === 'On Hold');
type Change = Record<string, string | number>;
const UPDATES: ((d: Deal, r: string) => [string, Change] | undefined)[] = [
  (d, r) => {
    const v = pick(RATES.filter((x) => x !== d.interest_rate));
    const up = v > d.interest_rate;
    const s = SLOT(sayRate(v));
    const q = pick([
      `set the rate on ${r} to ${s}`, `${r} rate -> ${s}`, `change rate for ${r} to ${s}`, `update ${r} rate to ${s} pls`,
      up ? `bump the rate on ${r} to ${s}` : `drop the rate on ${r} to ${s}`, `rate on ${r} should be ${s} now`, `can u make the rate ${s} on ${r}`,
      up ? `raise ${r} to ${s}` : `lower ${r} to ${s}`, `we agreed on ${s} for ${r}, update it`,
    ]);
    return [q, { interest_rate: v }];
  },
  (d, r) => {
    const v = Math.round((d.loan_amount * (0.8 + rand() * 0.35)) / 5000) * 5000;
    if (v === d.loan_amount) return undefined;
    const s = SLOT(sayAmount(v));
    const q = pick([
      `change the loan amount on ${r} to ${s}`, `${r} loan amt should be ${s}`, `update amount for ${r} to ${s}`, `set ${r} to ${s} loan amount`,
      v > d.loan_amount ? `up the loan on ${r} to ${s}` : `cut ${r} down to ${s}`, `borrower wants ${s} on ${r} instead, change it`,
    ]);
    return [q, { loan_amount: v }];
  },
  (d, r) => {
    const i = data.stages.indexOf(d.stage);
    if (d.status !== 'Active' || i >= data.stages.length - 2) return undefined;
    const next = data.stages[i + 1]!;
    const options: [string, string][] = [
      [`move ${r} to ${pick(STAGE_WORDS[next]!.filter((w) => w !== 'CTC'))}`, next],
      [`push ${r} to ${pick(STAGE_WORDS[next]!.filter((w) => w !== 'CTC'))}`, next],
      [`advance ${r} to the next stage`, next],
      [`${r} -> ${pick(STAGE_WORDS[next]!.filter((w) => w !== 'CTC'))}`, next],
      [`${r} is clear to close, move it to closing`, 'Closing'],
      [`mark ${r} CTC (closing stage)`, 'Closing'],
      [`bump ${r} up to ${pick(STAGE_WORDS[next]!.filter((w) => w !== 'CTC'))}`, next],
    ];
    if (i >= 1) options.push([`send ${r} back to ${pick(STAGE_WORDS[data.stages[i - 1]!]!.filter((w) => w !== 'CTC'))}`, data.stages[i - 1]!]);
    const [q, stage] = pick(options);
    if (stage === d.stage) return undefined;
    return [q, { stage }];
  },
  (d, r) => {
    if (d.status === 'Active') {
      const [q, status] = pick<[string, string]>([
        [`put ${r} on hold`, 'On Hold'], [`park ${r} (on hold)`, 'On Hold'], [`${r} is on ice, put it on hold`, 'On Hold'], [`pause ${r} - status on hold`, 'On Hold'],
        [`kill ${r}, mark it dead`, 'Dead'], [`${r} fell thru, mark it dead`, 'Dead'], [`mark ${r} as dead`, 'Dead'], [`borrower walked on ${r}, set it to dead`, 'Dead'],
      ]);
      return [q, { status }];
    }
    return [pick([`reactivate ${r}`, `take ${r} off hold`, `${r} is back on, set it active`, `move ${r} back to active status`]), { status: 'Active' }];
  },
  (d, r) => {
    const v = pick(TERMS.filter((x) => x !== d.loan_term_months));
    const s = SLOT(sayTerm(v));
    return [pick([`make ${r} a ${s} term`, `change term on ${r} to ${s}`, `${r} term -> ${s}`, `set the term for ${r} to ${s}`, `${v > d.loan_term_months ? 'extend' : 'shorten'} ${r} to ${s}`]), { loan_term_months: v }];
  },
  (d, r) => {
    const t = pick(Object.keys(TYPE_WORDS).filter((x) => x !== d.loan_type && x !== 'Refinance'));
    const w = pick(TYPE_WORDS[t]!.filter((x) => x.length > 3));
    return [pick([`switch ${r} to a ${w} loan`, `change the loan type on ${r} to ${w}`, `${r} should be ${w}, fix the loan type`, `update loan type for ${r} to ${w}`]), { loan_type: t }];
  },
  (d, r) => {
    const v = Math.round((d.purchase_price * (0.9 + rand() * 0.25)) / 5000) * 5000;
    if (v === d.purchase_price) return undefined;
    const s = SLOT(sayAmount(v));
    return [pick([`update the purchase price on ${r} to ${s}`, `property value on ${r} is ${s} now, change it`, `set value for ${r} to ${s}`]), { purchase_price: v }];
  },
  (d, r) => {
    const v = pick(RATES.filter((x) => x !== d.interest_rate));
    const m = pick(TERMS.filter((x) => x !== d.loan_term_months));
    const q = pick([`set the rate on ${r} to ${SLOT(sayRate(v))} and the term to ${SLOT(sayTerm(m))}`, `change rate to ${SLOT(sayRate(v))} and term to ${SLOT(sayTerm(m))} on ${r}`, `${r}: rate ${SLOT(sayRate(v))}, term ${SLOT(sayTerm(m))}`]);
    return [q, { interest_rate: v, loan_term_months: m }];
  },
  (d, r) => {
    const v = Math.round((d.loan_amount * (0.85 + rand() * 0.3)) / 5000) * 5000;
    const rate = pick(RATES.filter((x) => x !== d.interest_rate));
    if (v === d.loan_amount) return undefined;
    return [pick([`update ${r}: amount ${SLOT(sayAmount(v))} at ${SLOT(sayRate(rate))}`, `change ${r} to ${SLOT(sayAmount(v))} @ ${SLOT(sayRate(rate))}`]), { loan_amount: v, interest_rate: rate }];
  },
];
const updateMaker = () => {
  const d = pick(updatable);
  const ref = refOf(d);
  const made = pick(UPDATES)(d, np(ref));
  if (!made) return false;
  return add('update_proposal', made[0], { mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: made[1] });
};
fill('update_proposal', 95, [updateMaker]);

// ambiguity ------------------------------------------------------------------------------------------------------
interface Shared { words: string; rows: Deal[] }
const sharedNames: Shared[] = [];
for (const w of new Set(deals.flatMap((d) => [d.borrower_last_name, d.borrower_first_name, streetName(d).split(' ')[0]]).filter((x): x is string => !!x))) {
  const rows = dealsNamed(w);
  if (rows.length >= 2 && rows.length <= 4 && !officers.some((o) => o.first_name === w || o.last_name === w)) sharedNames.push({ words: w, rows });
}
sharedNames.push({ words: 'family trust', rows: dealsNamed('family trust') });
const AMBIG_T = [
  (n: string) => `whats the rate on the ${n} deal`, (n: string) => `${n} loan amount?`, (n: string) => `what stage is the ${n} deal in`,
  (n: string) => `who's the LO on ${n}`, (n: string) => `set the rate on the ${n} deal to 11%`, (n: string) => `move the ${n} deal to UW`,
  (n: string) => `put the ${n} loan on hold`, (n: string) => `status on ${n}?`, (n: string) => `pull up the ${n} file`, (n: string) => `tell me abt the ${n} deal`,
  (n: string) => `notes on the ${n} deal`, (n: string) => `change the amount on ${n} to 900k`, (n: string) => `whats the ltv on the ${n} loan`,
];
const ambiguityMaker = () => {
  const s = pick(sharedNames);
  const name = SLOT(chance(0.5) ? s.words.toLowerCase() : s.words);
  return add('ambiguity', pick(AMBIG_T)(name), { mustContain: s.rows.map(street), asksToChoose: true, candidates: s.rows.map((d) => d.ref) });
};
fill('ambiguity', 40, [ambiguityMaker]);

// permission -----------------------------------------------------------------------------------------------------
const outsiders = users.filter((u) => u.role === 'broker' || u.role === 'borrower');
const linkedTo = (u: (typeof users)[number]) => {
  const refs = new Set(contacts.filter((c) => c.email === u.email).map((c) => c.ref));
  return deals.filter((d) => d.contacts.some((c) => refs.has(c.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
};
const permissionMakers: (() => boolean)[] = [
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const q = pick(['show me my deals', 'my loans?', 'what deals do i have w/ you guys', 'list everything i have with harborline', 'which loans am i on', 'what files do i have going']);
    return add('permission', q, { askAs: u.ref, mustContain: rows.map(street), mustNotContain: others(rows) });
  },
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const stage = pick(data.stages.filter((s) => s !== 'Funded'));
    const n = rows.filter((d) => d.stage === stage).length;
    const q = pick([`how many of my deals are in ${pick(STAGE_WORDS[stage]!)}`, `how many loans do i have in ${pick(STAGE_WORDS[stage]!)}`]);
    return add('permission', q, { askAs: u.ref, mustContain: n ? [countItem(n)] : [{ anyOf: [...(NOTHING as { anyOf: string[] }).anyOf, '0'] }], mustNotContain: others(rows) });
  },
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const d = pick(deals.filter((x) => !rows.includes(x) && x.status === 'Active'));
    const r = np(pick(dealRefs(d).filter((x) => !x.person)));
    const q = pick([`whats the loan amount on ${r}`, `rate on ${r}?`, `what stage is ${r} in`, `who's the borrower on ${r}`, `tell me about ${r}`]);
    const forbidden = [...others(rows), borrowerName(d), ...(d.borrower_last_name ? [d.borrower_last_name] : []), ...(amountItem(d.loan_amount, true) as { anyOf: string[] }).anyOf];
    return add('permission', q, { askAs: u.ref, mustContain: [DENIED], mustNotContain: forbidden });
  },
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const d = pick(rows);
    const r = np(pick(dealRefs(d).filter((x) => !x.person)));
    const [q, item] = pick<[string, Item]>([
      [`whats the rate on ${r}`, decimalItem(d.interest_rate)],
      [`what stage is ${r} in`, d.stage],
      [`loan amount on ${r}?`, amountItem(d.loan_amount, true)],
      [`who's the LO on ${r}`, officerName(d.officer!)],
    ]);
    return add('permission', q, { askAs: u.ref, mustContain: [item], mustNotContain: others(rows) });
  },
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const total = (amountItem(sum(deals), true) as { anyOf: string[] }).anyOf;
    const q = pick(['whats the total loan volume of all deals', 'total $ across all your loans?', 'how much volume do you guys have total', 'sum of all loan amounts']);
    return add('permission', q, { askAs: u.ref, mustContain: [amountItem(sum(rows), true)], mustNotContain: [...total, ...others(rows)] });
  },
  () => {
    const u = pick(outsiders.filter((x) => x.role === 'borrower'));
    const rows = linkedTo(u);
    const [q, items] = pick<[string, Item[]]>([
      ['what stage is my loan in', rows.flatMap((d) => [street(d), d.stage])],
      ['whats my rate', rows.flatMap((d) => [decimalItem(d.interest_rate)])],
      ['who is my loan officer', rows.map((d) => officerName(d.officer!))],
      ['how much is my loan for', rows.map((d) => amountItem(d.loan_amount, true))],
      ['whats the status of my loan', rows.flatMap((d) => [street(d), STATUS_ITEMS[d.status]!])],
    ]);
    return add('permission', q, { askAs: u.ref, mustContain: items, mustNotContain: others(rows) });
  },
  () => {
    const u = pick(outsiders.filter((x) => x.role === 'broker'));
    const rows = linkedTo(u);
    const stage = pick([...new Set(rows.map((d) => d.stage))]);
    const hits = rows.filter((d) => d.stage === stage);
    const q = pick([`which of my deals are in ${pick(STAGE_WORDS[stage]!)}`, `my ${pick(STAGE_WORDS[stage]!.filter((w) => !w.startsWith('the ')))} deals?`]);
    return add('permission', q, { askAs: u.ref, mustContain: hits.map(street), mustNotContain: others(hits) });
  },
  () => {
    const u = pick(outsiders);
    const rows = linkedTo(u);
    const d = pick(deals.filter((x) => !rows.includes(x) && x.borrower_last_name && dealsNamed(x.borrower_last_name).length === 1 && x.status === 'Active'));
    const q = pick([`whats the status of the ${d.borrower_last_name} deal`, `how's ${d.borrower_first_name} ${d.borrower_last_name}'s loan going`, `what's up with the ${d.borrower_last_name} deal`]);
    return add('permission', q, { askAs: u.ref, mustContain: [DENIED], mustNotContain: [...others(rows), ...(amountItem(d.loan_amount, true) as { anyOf: string[] }).anyOf] });
  },
];
fill('permission', 50, permissionMakers);

// general_chat ---------------------------------------------------------------------------------------------------
const chatOk = (words: string[]): Item => ({ anyOf: words });
const CHAT: [string[], Item[]][] = [
  [['hey', 'hi!', 'gm', 'good morning', 'yo', 'hello there', 'morning!', 'hey hey', 'hiya', 'good afternoon'], [GREETING]],
  [['what can u do', 'what can you help me with', 'what do you do exactly', 'what kind of stuff can i ask you', 'how do i use you', 'what are you good for'], [chatOk(['deal', 'deals']), chatOk(['contact', 'contacts']), chatOk(['task', 'tasks'])]],
  [['thx', 'thanks!!', 'ty', 'thank you so much', 'perfect thanks', 'awesome thank u', 'great, appreciate it'], [chatOk(['welcome', 'glad', 'happy to help', 'anytime', 'no problem', 'you bet', 'sure thing', 'my pleasure', 'any time'])]],
  [['bye', 'ok thats all for now', 'cya', 'im done for the day, later', 'signing off'], [chatOk(['bye', 'goodbye', 'see you', 'take care', 'later', 'have a great', 'have a good', 'talk soon'])]],
  [['what does LTV mean', 'whats ltv stand for', 'ltv means what'], [chatOk(['loan-to-value', 'loan to value'])]],
  [['whats CTC stand for', 'what does ctc mean'], [chatOk(['clear to close', 'clear-to-close'])]],
  [['what is DSCR', 'whats a dscr loan'], [chatOk(['debt service coverage', 'debt-service coverage'])]],
  [['whats ARV', 'what does ARV mean'], [chatOk(['after repair value', 'after-repair value', 'after repaired value'])]],
  [['what is UW short for', 'what does UW mean'], ['underwriting']],
  [['whats EMD', 'what does emd stand for'], [chatOk(['earnest money'])]],
  [['what does IO mean on a loan', 'whats an interest only loan'], [chatOk(['interest only', 'interest-only'])]],
  [['whats a HELOC', 'what does heloc stand for'], [chatOk(['home equity line'])]],
  [['what does F&F mean', 'what is a fix and flip loan'], [chatOk(['fix and flip', 'fix & flip', 'fix-and-flip', 'fix-and-flip', 'renovat', 'rehab'])]],
];
const chatMaker = () => {
  const [asks, items] = pick(CHAT);
  return add('general_chat', pick(asks), { mustContain: items, mustNotContain: CHAT_ERRORS });
};
fill('general_chat', 30, [chatMaker]);

// no_result ------------------------------------------------------------------------------------------------------
const everyWord = new Set(wordsOf([...deals.map(dealText), ...contacts.map((c) => `${c.name} ${c.company ?? ''}`), ...users.map((u) => `${u.first_name} ${u.last_name}`)].join(' ')));
const ABSENT_STATES = ['oregon', 'NY', 'new york', 'washington state', 'nevada', 'ohio', 'NJ', 'utah', 'illinois', 'michigan', 'massachusetts'];
const ABSENT_PEOPLE = ['Fairbanks', 'Oduya', 'Whitaker', 'Lindgren', 'Castellano', 'Okonkwo', 'Bergstrom', 'Delacroix', 'Marchand', 'Yilmaz'].filter((n) => !everyWord.has(n.toLowerCase()));
const ABSENT_STREETS = ['123 Main St', '900 Oak St', '45 Magnolia Blvd', '2200 Pine Ave', '17 Harbor View Dr', '640 Poplar Ln'].filter((s) => !wordsOf(s).slice(1, -1).some((w) => everyWord.has(w)));
const maxAmount = Math.max(...deals.map((d) => d.loan_amount));
const minAmount = Math.min(...deals.map((d) => d.loan_amount));
const maxRate = Math.max(...deals.map((d) => d.interest_rate));
const minRate = Math.min(...deals.map((d) => d.interest_rate));
const emptyPairs = pairCombos.filter((c) => !c.rows.length && c.scope !== 'all');
const nothing = { mustContain: [NOTHING], mustNotContain: allStreets };
const noResultMakers: (() => boolean)[] = [
  () => add('no_result', pick([(s: string) => `deals in ${s}?`, (s: string) => `any ${s} loans`, (s: string) => `got anything in ${s}`, (s: string) => `show me ${s} deals`])(pick(ABSENT_STATES)), nothing),
  () => {
    const t = pick([5_000_000, 6_000_000, 10_000_000].filter((x) => x > maxAmount));
    return add('no_result', pick([`anything over ${SLOT(sayAmount(t))}`, `loans above ${SLOT(sayAmount(t))}?`, `any deal bigger than ${SLOT(sayAmount(t))}`]), nothing);
  },
  () => {
    const t = pick([50_000, 75_000].filter((x) => x < minAmount));
    return add('no_result', pick([`loans under ${SLOT(sayAmount(t))}`, `anything below ${SLOT(sayAmount(t))}?`, `any tiny deals under ${SLOT(sayAmount(t))}`]), nothing);
  },
  () => {
    const r = pick([14.5, 15, 16].filter((x) => x > maxRate));
    return add('no_result', pick([`any loans above ${r}%`, `deals at ${r} or higher?`, `anything priced over ${r}`]), nothing);
  },
  () => {
    const r = pick([7, 7.5, 7.75].filter((x) => x < minRate));
    return add('no_result', pick([`anything under ${r}%`, `loans below ${r} rate?`, `any deals priced under ${r}`]), nothing);
  },
  () => {
    const n = pick(ABSENT_PEOPLE);
    return add('no_result', pick([`find the ${n} deal`, `whats the rate on the ${n} loan`, `pull up ${n}`, `do we have a deal for ${n.toLowerCase()}`, `${n.toLowerCase()} loan status?`]), nothing);
  },
  () => {
    const s = pick(ABSENT_STREETS);
    return add('no_result', pick([`whats the loan amount on ${s}`, `pull up ${s.toLowerCase()}`, `any deal at ${s}?`, `status of ${s.toLowerCase()}`]), nothing);
  },
  () => {
    const c = pick(emptyPairs);
    return add('no_result', pick([(n: string) => `any ${n}?`, (n: string) => `show me ${n}`, (n: string) => `how many ${n}`, (n: string) => `list ${n}`])(phrase(c)), { askAs: c.askAs, ...nothing });
  },
];
fill('no_result', 45, noResultMakers);

// follow_up ------------------------------------------------------------------------------------------------------
const followMakers: (() => boolean)[] = [
  () => {
    const d = pick(deals);
    const r = refOf(d);
    const [first, then] = shuffle(LOOKUPS.filter((l) => l.word && (!l.ok || l.ok(d, r)))) as [Lookup, Lookup];
    const w = pick(then.word!);
    const q = pick([`and the ${w}?`, `${w}?`, `what about the ${w}`, `whats the ${w} on it`, `ok and ${w}`]);
    return add('follow_up', q, { mustContain: then.items(d), mustNotContain: r.person ? namesakes(d) : [] }, [pick(first.templates)(np(r))]);
  },
  () => {
    const d = pick(deals);
    const r = refOf(d);
    const follow = pick<[string, Item[]]>([
      ['who is the LO on that one', [officerName(d.officer!)]],
      ['what stage is it in', [d.stage]],
      ['whats the rate on it', [decimalItem(d.interest_rate)]],
      ['how much is it for', [amountItem(d.loan_amount, true)]],
      ['any notes on it?', notesOf(d).length ? [...new Map(notesOf(d).map((n) => [JSON.stringify(noteFact(n.note_text)), noteFact(n.note_text)])).values()] : [NOTHING]],
      ['what kind of loan is that', [typeItem(d.loan_type)]],
      ['whats the ltv', [decimalItem(Number(ltv(d).toFixed(6)))]],
    ]);
    return add('follow_up', follow[0], { mustContain: follow[1], mustNotContain: r.person ? namesakes(d) : [] }, [pick([`pull up ${np(r)}`, `tell me about ${np(r)}`, `whats going on with ${np(r)}`])]);
  },
  () => {
    const d = pick(updatable);
    const r = refOf(d);
    const v = pick(RATES.filter((x) => x !== d.interest_rate));
    const [q, change] = pick<[string, Change]>([
      [`set the rate on it to ${SLOT(sayRate(v))}`, { interest_rate: v }],
      [`ok change that one to ${SLOT(sayRate(v))}`, { interest_rate: v }],
      [`put it on hold`, d.status === 'On Hold' ? { status: 'Active' } : { status: 'On Hold' }],
      [`make it a ${SLOT(sayTerm(d.loan_term_months === 12 ? 24 : 12))} term`, { loan_term_months: d.loan_term_months === 12 ? 24 : 12 }],
    ]);
    if (q === 'put it on hold' && d.status === 'On Hold') return false;
    return add('follow_up', q, { mustContain: [street(d)], requiresConfirmation: true, dealRef: d.ref, changes: change }, [pick([`whats the rate on ${np(r)}`, `pull up ${np(r)}`, `${np(r)} status?`])]);
  },
  () => {
    const s = pick(sharedNames.filter((x) => x.words !== 'family trust'));
    const d = pick(s.rows);
    const pickBy = pick([street(d), street(d).split(' ').slice(0, 2).join(' ').toLowerCase(), `the one on ${streetName(d).toLowerCase()}`]);
    if (!pickBy.startsWith('the one') && s.rows.filter((x) => street(x).toLowerCase().startsWith(pickBy.toLowerCase())).length !== 1) return false;
    if (pickBy.startsWith('the one') && s.rows.filter((x) => streetName(x) === streetName(d)).length !== 1) return false;
    const [first, items] = pick<[string, Item[]]>([
      [`whats the loan amount on the ${s.words} deal`, [amountItem(d.loan_amount, true)]],
      [`what stage is the ${s.words} deal in`, [d.stage]],
      [`rate on ${s.words}?`, [decimalItem(d.interest_rate)]],
      [`who's the LO on the ${s.words} loan`, [officerName(d.officer!)]],
    ]);
    return add('follow_up', pickBy, { mustContain: items, mustNotContain: s.rows.filter((x) => x !== d).map(street) }, [first]);
  },
  () => {
    const c = pick(singleCombos.filter((x) => x.rows.length >= 3 && x.rows.length <= 10 && x.askAs === 'admin'));
    const t = pick([500_000, 750_000, 1_000_000, 1_500_000, 2_000_000].filter((x) => !amounts.has(x)));
    const hits = c.rows.filter((d) => d.loan_amount > t);
    if (!hits.length || hits.length === c.rows.length) return false;
    const q = pick([`which of those are over ${SLOT(sayAmount(t))}`, `just the ones above ${SLOT(sayAmount(t))}`, `ok only over ${SLOT(sayAmount(t))}?`]);
    return add('follow_up', q, { mustContain: hits.map(street), mustNotContain: others(hits) }, [pick(LIST_T)(phrase(c))]);
  },
  () => {
    const c = pick(singleCombos.filter((x) => x.rows.length >= 2 && x.rows.length <= 10 && x.askAs === 'admin'));
    const q = pick(['whats the total on those', 'total $ for those?', 'add those up', 'and the total volume?']);
    return add('follow_up', q, { mustContain: [amountItem(sum(c.rows), true)] }, [pick(LIST_T)(phrase(c))]);
  },
  () => {
    const [a, b] = shuffle(officers) as [(typeof officers)[number], (typeof officers)[number]];
    const stage = pick(data.stages.filter((s) => s !== 'Funded'));
    const scope = deals.filter((d) => d.status === 'Active' && d.stage === stage);
    const n = scope.filter((d) => d.officer === b.ref).length;
    const first = `how many active deals does ${pick(OFFICER_WORDS[a.ref]!)} have in ${pick(STAGE_WORDS[stage]!)}`;
    const q = pick([`what about ${pick(OFFICER_WORDS[b.ref]!)}`, `and ${pick(OFFICER_WORDS[b.ref]!)}?`, `same for ${pick(OFFICER_WORDS[b.ref]!)}`]);
    return add('follow_up', q, { mustContain: [n ? countItem(n) : NOTHING] }, [first]);
  },
  () => {
    const [a, b] = shuffle(Object.keys(STATE_WORDS)) as [string, string];
    const rows = deals.filter((d) => d.status === 'Active' && stateOf(d) === b);
    if (!rows.length || rows.length > 10) return false;
    const first = `list active deals in ${pick(STATE_WORDS[a]!)}`;
    const q = pick([`what about ${pick(STATE_WORDS[b]!)}`, `now ${pick(STATE_WORDS[b]!)}`, `same for ${pick(STATE_WORDS[b]!)}?`]);
    return add('follow_up', q, { mustContain: rows.map(street), mustNotContain: others(rows) }, [first]);
  },
];
fill('follow_up', 60, followMakers);

// ---------------------------------------------------------------------------------------------------------------
// Self-check: an answer naming exactly the required items passes every question (no required item is forbidden).
for (const q of questions) {
  const ideal = (q.expect.mustContain ?? []).map((i) => (typeof i === 'string' ? i : i.anyOf[0]!)).join('\n');
  const clash = (q.expect.mustNotContain ?? []).find((x) => contains(ideal, x));
  if (clash) throw new Error(`${q.id}: required answer contains forbidden ${JSON.stringify(clash)}`);
  if (q.expect.dealRef && !deals.some((d) => d.ref === q.expect.dealRef)) throw new Error(`${q.id}: unknown deal`);
  if (!q.expect.mustContain?.length && !q.expect.requiresConfirmation) throw new Error(`${q.id}: nothing required`);
}
const out = path.join(import.meta.dirname, 'hand5-dev.json');
writeFileSync(out, `${JSON.stringify(questions, null, 1)}\n`);
console.log(`wrote ${questions.length} questions to ${out}`);
for (const [c, n] of counts) console.log(`${c.padEnd(20)} ${n}`);
