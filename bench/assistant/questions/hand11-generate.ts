// Written by helper "hand11" on 2026-11-28, 11:43–11:50 UTC, as an independent author of an unseen question set.
// Read: /work/shared/SPEC.md §2, 3, 4, 7, 8; /work/shared/fixtures/assistant (README.md, dataset.json,
// questions.json); bench/assistant/scoring.ts, bench/assistant/questions/truth.ts, the Dataset type in
// bench/assistant/load-dataset.ts and the CLI flags at the top of bench/assistant.ts.
// Not read: src/** (the engine), README.md's assistant sections, any other question file or generator.
// Voices: a hurried officer on a phone (lowercase, abbreviations, typos), an admin in full sentences, a processor,
// a non-native speaker, someone dictating by voice (no punctuation, numbers spelled out), brokers and borrowers.
// Phenomena: nicknames for states, stages, statuses, loan/property types and officers; amounts like "1.2M", "750k",
// "2 mil"; misspelt names and streets; relative changes; yes/no questions about a deal (never a change); rankings;
// negations; chit-chat wrappers; follow-ups through `history`. Periods: this/next/last month and "overdue" only.
// Every expectation is computed from dataset.json with truth.ts helpers; only phrasings are typed by hand.
// A question naming no status is checked in code to have the same answer with or without closed/dead/on-hold deals,
// otherwise it says "active". Deterministic seed.
// Run: npx tsx bench/assistant/questions/hand11-generate.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item, Question } from '../scoring';
import {
  data, deals, month, randomSource, street, stateOf, money, amountItem, countItem, NONE, officerName, officers,
  uniqueLast, streetName, others, sum, type Deal,
} from './truth';

const R = randomSource(1111);
const { pick, typo, rand } = R;
const out: Question[] = [];
const counters = new Map<string, number>();
function add(category: string, question: string, expect: Question['expect'], history?: string[]) {
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  const q: Question = { id: `hand11-${category.replace(/[^a-z]/g, '-')}-${String(n).padStart(3, '0')}`, category, question, expect };
  if (history) q.history = history;
  out.push(q);
}
const A = (mustContain: Item[], mustNotContain: string[] = [], askAs = 'admin'): Question['expect'] => ({ askAs, mustContain, mustNotContain });

// ---- vocabulary (typed by hand) ----
const STATE_NAMES: Record<string, string[]> = {
  TX: ['Texas', 'TX', 'texas'], FL: ['Florida', 'FL', 'florida'], CA: ['California', 'Cali', 'CA'], AZ: ['Arizona', 'AZ', 'arizona'],
  GA: ['Georgia', 'GA'], NC: ['North Carolina', 'NC'], CO: ['Colorado', 'CO'], TN: ['Tennessee', 'TN'], NV: ['Nevada', 'NV'],
  WA: ['Washington state', 'WA'], OR: ['Oregon'], NY: ['New York', 'NY'], IL: ['Illinois', 'IL'], UT: ['Utah', 'UT'], OH: ['Ohio'],
  SC: ['South Carolina', 'SC'], NJ: ['New Jersey', 'NJ'], MA: ['Massachusetts', 'MA'], VA: ['Virginia', 'VA'], MI: ['Michigan'],
};
const stateWord = (s: string) => pick(STATE_NAMES[s] ?? [s]);
const STAGE_NICK: Record<string, string[]> = {
  Structure: ['Structure', 'structuring', 'structure'], Application: ['Application', 'app stage', 'application'],
  Underwriting: ['Underwriting', 'UW', 'underwriting'], Approved: ['Approved', 'approved stage'],
  Closing: ['Closing', 'closing stage'], Funded: ['Funded', 'funded'],
};
const TYPE_NICK: Record<string, string[]> = {
  Purchase: ['purchase', 'Purchase'], Refinance: ['refi', 'refinance', 'Refinance'], 'Cash Out Refi': ['cash-out refi', 'cash out refi', 'COR'],
  'Second Mortgage': ['second mortgage', '2nd mortgage', '2nds'], 'Bridge Loan': ['bridge', 'bridge loan', 'Bridge Loan'],
  'Fix & Flip': ['fix and flip', 'fix & flip', 'flip', 'F&F'], Construction: ['construction', 'ground-up construction', 'Construction'],
  Commercial: ['commercial', 'Commercial'], Land: ['land', 'land loan', 'Land'],
};
const OFFICER_NICK: Record<string, string[]> = {
  lo1: ['Marcus Bell', 'Marcus', 'marcus bell'], lo2: ['Priya Raman', 'Priya', 'priya'], lo3: ['Elena Soto', 'Elena', 'elena soto'], lo4: ['Tom Kowalski', 'Tom', 'tom k', 'Kowalski'],
};
const NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n: number): string => {
  if (n <= 20) return NUMW[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? ` ${NUMW[n % 10]}` : '');
  if (n < 1000) return `${NUMW[Math.floor(n / 100)]} hundred${n % 100 ? ` ${words(n % 100)}` : ''}`;
  return `${words(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${words(n % 1000)}` : ''}`;
};
/** A street line dictated: house number in words, no punctuation. */
const spokenStreet = (d: Deal) => {
  const [num, ...rest] = street(d).split(' ');
  return `${words(Number(num))} ${rest.join(' ')}`.toLowerCase();
};
const shortAmt = (n: number) => (n >= 1_000_000 ? `${+(n / 1_000_000).toFixed(3)}M` : `${n / 1000}k`);
const misspell = (s: string) => s.split(' ').map((w) => (w.length >= 5 && rand() < 0.6 ? typo(w) : w)).join(' ');
const dealName = (d: Deal) => (d.entity_name ?? `${d.borrower_first_name} ${d.borrower_last_name}`);
/** Ways to name one deal unambiguously. */
const refer = (d: Deal, voice: string): string => {
  if (voice === 'voice') return spokenStreet(d);
  if (voice === 'phone') return pick([street(d).toLowerCase(), misspell(street(d)).toLowerCase()]);
  if (uniqueLast(d) && rand() < 0.4) return `the ${d.borrower_last_name} deal`;
  if (d.entity_name && rand() < 0.4) return `the ${d.entity_name} loan`;
  return street(d);
};
const pctItem = (r: number): Item => ({ anyOf: [...new Set([String(r), r.toFixed(2), r.toFixed(3), r.toFixed(1)])] });
const scaled = (x: number) => Math.round(x * 1000) / 1000;
const active = deals.filter((d) => d.status === 'Active');
/** Whether a filter's answer ignores status: same rows with all deals as with active ones only. */
const neutral = (p: (d: Deal) => boolean) => deals.filter(p).length === active.filter(p).length;
const states = [...new Set(deals.map(stateOf))];
const month0 = month(0), month1 = month(1), monthM1 = month(-1);
const closing = (d: Deal) => (d.estimated_closing_date ?? '').slice(0, 7);
const VOICES = ['phone', 'admin', 'processor', 'nonnative', 'voice'] as const;

// ---- list/filter, count, no_result ----
interface Filter { p: (d: Deal) => boolean; phr: Record<string, string> }
const filters: Filter[] = [];
for (const st of data.stages) {
  for (const s of states) {
    filters.push({ p: (d) => d.stage === st && stateOf(d) === s, phr: {
      phone: `${pick(STAGE_NICK[st]!).toLowerCase()} deals in ${stateWord(s).toLowerCase()}`,
      admin: `deals in the ${st} stage for properties in ${STATE_NAMES[s]?.[0] ?? s}`,
      processor: `files sitting in ${st} in ${stateWord(s)}`,
      nonnative: `the deals which are in ${st} stage, in state ${stateWord(s)}`,
      voice: `deals in ${st.toLowerCase()} in ${(STATE_NAMES[s]?.[0] ?? s).toLowerCase()}`,
    } });
  }
}
for (const t of Object.keys(TYPE_NICK)) {
  for (const s of states) filters.push({ p: (d) => d.loan_type === t && stateOf(d) === s, phr: {
    phone: `${pick(TYPE_NICK[t]!)} loans in ${stateWord(s)}`, admin: `${t} loans on properties in ${STATE_NAMES[s]?.[0] ?? s}`,
    processor: `${pick(TYPE_NICK[t]!)} files in ${stateWord(s)}`, nonnative: `loans of type ${t} in ${stateWord(s)}`, voice: `${t.toLowerCase().replace('&', 'and')} loans in ${(STATE_NAMES[s]?.[0] ?? s).toLowerCase()}`,
  } });
  for (const o of officers) filters.push({ p: (d) => d.loan_type === t && d.officer === o.ref, phr: {
    phone: `${pick(OFFICER_NICK[o.ref]!)}'s ${pick(TYPE_NICK[t]!)} deals`, admin: `${t} deals assigned to ${officerName(o.ref)}`,
    processor: `${pick(TYPE_NICK[t]!)} loans ${pick(OFFICER_NICK[o.ref]!)} is running`, nonnative: `deals of ${officerName(o.ref)} with loan type ${t}`, voice: `${t.toLowerCase().replace('&', 'and')} deals for ${officerName(o.ref).toLowerCase()}`,
  } });
}
for (const o of officers) for (const st of data.stages) filters.push({ p: (d) => d.officer === o.ref && d.stage === st, phr: {
  phone: `${pick(OFFICER_NICK[o.ref]!).toLowerCase()} ${pick(STAGE_NICK[st]!).toLowerCase()} deals`, admin: `deals ${officerName(o.ref)} has in ${st}`,
  processor: `${pick(OFFICER_NICK[o.ref]!)}'s files in ${st}`, nonnative: `deals of ${officerName(o.ref)} that are in stage ${st}`, voice: `${officerName(o.ref).toLowerCase()} deals in ${st.toLowerCase()}`,
} });
for (const thr of [500_000, 750_000, 1_000_000, 1_200_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 4_000_000, 5_000_000, 10_000_000]) {
  for (const dir of ['over', 'under'] as const) {
    const p = (d: Deal) => (dir === 'over' ? d.loan_amount > thr : d.loan_amount < thr);
    const spoken = thr >= 1_000_000 ? `${words(thr / 1_000_000)} million` : `${words(thr / 1000)} thousand`;
    filters.push({ p, phr: {
      phone: `deals ${dir === 'over' ? pick(['over', '>', 'above']) : pick(['under', '<', 'below'])} ${thr === 2_000_000 ? '2 mil' : shortAmt(thr)}`,
      admin: `deals with a loan amount ${dir === 'over' ? 'greater' : 'less'} than ${money(thr)}`,
      processor: `loans ${dir} ${shortAmt(thr)}`, nonnative: `deals where loan amount is ${dir === 'over' ? 'more' : 'less'} than ${shortAmt(thr)}`, voice: `deals ${dir} ${spoken} dollars`,
    } });
  }
}
for (const r of [9, 10, 11, 11.5, 12, 12.5, 13]) filters.push({ p: (d) => d.interest_rate >= r, phr: {
  phone: `deals at ${r}% or higher`, admin: `deals with an interest rate of ${r}% or more`, processor: `loans priced at ${r} or above`,
  nonnative: `deals with rate minimum ${r} percent`, voice: `deals with a rate of ${words(Math.floor(r))}${r % 1 ? ' point five' : ''} percent or more`,
} });
for (const [m, lab] of [[month0, 'this month'], [month1, 'next month']] as const) {
  filters.push({ p: (d) => closing(d) === m, phr: { phone: `deals closing ${lab}`, admin: `deals with an estimated closing date ${lab}`, processor: `files set to close ${lab}`, nonnative: `deals which will close in ${lab}`, voice: `deals closing ${lab}` } });
  for (const o of officers) filters.push({ p: (d) => closing(d) === m && d.officer === o.ref, phr: { phone: `${pick(OFFICER_NICK[o.ref]!)} closings ${lab}`, admin: `deals ${officerName(o.ref)} expects to close ${lab}`, processor: `${officerName(o.ref)}'s closings ${lab}`, nonnative: `deals of ${officerName(o.ref)} closing in ${lab}`, voice: `${officerName(o.ref).toLowerCase()} closings ${lab}` } });
}
for (const bt of ['Entity', 'Individual']) for (const s of states) filters.push({ p: (d) => d.borrower_type === bt && stateOf(d) === s, phr: {
  phone: `${bt === 'Entity' ? 'llc/entity' : 'individual'} borrowers in ${stateWord(s)}`, admin: `deals with ${bt.toLowerCase()} borrowers in ${STATE_NAMES[s]?.[0] ?? s}`,
  processor: `${bt.toLowerCase()} borrower files in ${stateWord(s)}`, nonnative: `deals where borrower is ${bt === 'Entity' ? 'a company' : 'a person'} in ${stateWord(s)}`, voice: `${bt.toLowerCase()} borrowers in ${(STATE_NAMES[s]?.[0] ?? s).toLowerCase()}`,
} });
const LIST_WRAP: Record<string, string[]> = {
  phone: ['{x}?', 'list {x} pls', 'show me {x}', 'need {x} asap', 'which r {x}'],
  admin: ['Could you list the {x}?', 'Which {x} do we have?', 'Please show me all {x}.', 'I need a list of the {x}, please.'],
  processor: ['Pulling a report — what are the {x}?', 'Can you find {x} for me?', 'Which {x} are on the books?'],
  nonnative: ['Please, can you give me {x}?', 'I want to see {x}, thank you.', 'Which are {x}?'],
  voice: ['show me {x}', 'list {x}', 'what are the {x}'],
};
const COUNT_WRAP: Record<string, string[]> = {
  phone: ['how many {x}', '# of {x}?', 'how many {x} rn', 'count of {x}?'],
  admin: ['How many {x} do we have?', 'What is the number of {x}?', 'Could you tell me how many {x} there are?'],
  processor: ['Quick count: how many {x}?', 'How many {x} are there right now?'],
  nonnative: ['How much deals are {x}?', 'Please tell me the number of {x}.'],
  voice: ['how many {x} do we have', 'count the {x}'],
};
const fill = (t: string, x: string) => t.replace('{x}', x);
const seenQ = new Set<string>();
let listN = 0, countN = 0, noneN = 0;
for (const f of R.shuffle(filters)) {
  let rows = deals.filter(f.p);
  let act = false;
  if (!neutral(f.p)) { act = true; rows = active.filter(f.p); }
  const voice = pick(VOICES);
  let x = f.phr[voice]!;
  if (act) x = voice === 'phone' ? `active ${x}` : `active ${x}`;
  const wantList = rows.length > 0 && listN < 150;
  const wantNone = rows.length === 0 && noneN < 70;
  if (wantList || wantNone) {
    const q = fill(pick(LIST_WRAP[voice]!), x);
    if (!seenQ.has(q)) {
      seenQ.add(q);
      add(rows.length ? 'list/filter' : 'no_result', q, A(rows.length ? rows.map(street) : [NONE], others(rows)));
      if (rows.length) listN++; else noneN++;
    }
  }
  if (countN < 110 && (rows.length > 0 || rand() < 0.3)) {
    const q = fill(pick(COUNT_WRAP[voice]!), x);
    if (!seenQ.has(q)) {
      seenQ.add(q);
      countN++;
      add('count', q, A([rows.length ? countItem(rows.length) : { anyOf: ['0', 'zero', 'no deals', 'none', 'no '] }]));
    }
  }
}
// status / stage counts, and negations
for (const [st, nick] of [['Active', ['active', 'live', 'open']], ['On Hold', ['on hold', 'paused', 'parked']], ['Closed', ['closed', 'done']], ['Dead', ['dead', 'killed', 'fell through']]] as const) {
  const rows = deals.filter((d) => d.status === st);
  for (const n of nick) {
    add('count', pick([`how many deals are ${n}`, `How many of our deals are ${n}?`, `number of ${n} deals?`]), A([countItem(rows.length)]));
    add('list/filter', pick([`which deals are ${n}`, `Show me the deals that are ${n}.`]), A(rows.map(street), others(rows)));
  }
  const notRows = deals.filter((d) => d.status !== st);
  add('count', `How many deals are not ${nick[0]}?`, A([countItem(notRows.length)]));
}
for (const t of Object.keys(TYPE_NICK)) {
  const rows = active.filter((d) => d.loan_type !== t);
  add('count', pick([`how many active deals arent ${pick(TYPE_NICK[t]!)}`, `How many active deals are not ${t} loans?`]), A([countItem(rows.length)]));
}
for (const no of ['Wyoming', 'Alaska', 'Maine', 'Vermont']) {
  const q = pick([`any deals in ${no}?`, `Do we have loans in ${no}?`, `show ${no} deals`]);
  add('no_result', q, A([NONE], others([])));
}
for (const nm of ['Fairweather', 'Quintanilla', 'Okonkwo-Baptiste', 'Zellweger', 'Pemberton Holdings LLC', 'Thistlewood', 'Ravensworth']) {
  add('no_result', pick([`find the ${nm} deal`, `Is there a deal for borrower ${nm}?`, `pull up ${nm} pls`, `Do you have anything under the name ${nm}?`]), A([NONE], others([])));
}

// ---- deal lookup (incl. yes/no) ----
const FIELD_Q: { f: string; item: (d: Deal) => Item[]; q: Record<string, string[]> }[] = [
  { f: 'amount', item: (d) => [amountItem(d.loan_amount, true)], q: { phone: ['loan amt on {d}?', 'how much is {d} for', '{d} loan amount'], admin: ['What is the loan amount on {d}?'], processor: ['What loan amount do we have on {d}?'], nonnative: ['How big is the loan for {d}?'], voice: ['whats the loan amount on {d}'] } },
  { f: 'rate', item: (d) => [pctItem(d.interest_rate)], q: { phone: ['rate on {d}?', 'wats the rate {d}'], admin: ['What interest rate is on {d}?'], processor: ['What rate did we price {d} at?'], nonnative: ['Which interest is on {d}?'], voice: ['what rate is {d} at'] } },
  { f: 'stage', item: (d) => [d.stage], q: { phone: ['where is {d} at', 'stage {d}?'], admin: ['What stage is {d} in?'], processor: ['Where does {d} sit in the pipeline?'], nonnative: ['In which stage is {d}?'], voice: ['what stage is {d} in'] } },
  { f: 'status', item: (d) => [d.status], q: { phone: ['status on {d}?'], admin: ['What is the current status of {d}?'], processor: ['Is {d} active, on hold, closed or dead?'], nonnative: ['What is status of {d}?'], voice: ['whats the status of {d}'] } },
  { f: 'officer', item: (d) => [officerName(d.officer!)], q: { phone: ['whos the LO on {d}', 'who has {d}'], admin: ['Which loan officer is assigned to {d}?'], processor: ['Who is the officer on {d}?'], nonnative: ['Who is responsible officer for {d}?'], voice: ['who is the loan officer on {d}'] } },
  { f: 'term', item: (d) => [{ anyOf: [`${d.loan_term_months} months`, `${d.loan_term_months}-month`, `${d.loan_term_months} month`, `${NUMW[d.loan_term_months] ?? words(d.loan_term_months)} months`] }], q: { phone: ['term on {d}?'], admin: ['What is the loan term on {d}?'], processor: ['How many months is {d}?'], nonnative: ['How long is the term of {d}?'], voice: ['how long is the term on {d}'] } },
  { f: 'type', item: (d) => [d.loan_type], q: { phone: ['what kinda loan is {d}'], admin: ['What type of loan is {d}?'], processor: ['What loan type is {d}?'], nonnative: ['Which kind of loan has {d}?'], voice: ['what type of loan is {d}'] } },
  { f: 'ltv', item: (d) => [pctItem(scaled((d.loan_amount / d.purchase_price) * 100))], q: { phone: ['ltv on {d}?'], admin: ['What is the LTV on {d}?'], processor: ['What loan-to-value are we at on {d}?'], nonnative: ['What is the loan to value for {d}?'], voice: ['whats the ltv on {d}'] } },
  { f: 'borrower', item: (d) => [dealName(d)], q: { phone: ['who is the borrower on {d}'], admin: ['Who is the borrower on {d}?'], processor: ['Whose deal is {d}?'], nonnative: ['Who is borrowing for {d}?'], voice: ['who is the borrower on {d}'] } },
];
for (const d of deals) {
  for (const fq of R.shuffle(FIELD_Q).slice(0, 2)) {
    if (fq.f === 'officer' && !d.officer) continue;
    if (fq.f === 'ltv' && !d.purchase_price) continue;
    const voice = pick(VOICES);
    const ref = fq.f === 'borrower' ? (voice === 'voice' ? spokenStreet(d) : street(d)) : refer(d, voice);
    add('deal_lookup', fill(pick(fq.q[voice]!).replace('{d}', '{x}'), ref), A(fq.item(d)));
  }
  // yes/no — never a change
  const voice = pick(VOICES);
  const otherStage = pick(data.stages.filter((s) => s !== d.stage));
  const askStage = rand() < 0.5 ? d.stage : otherStage;
  const yn = {
    phone: `is ${refer(d, 'phone')} in ${askStage.toLowerCase()} yet?`, admin: `Is ${street(d)} currently in ${askStage}?`, processor: `Quick check — has ${refer(d, 'processor')} reached ${askStage}?`,
    nonnative: `The deal ${street(d)}, it is in ${askStage} stage or not?`, voice: `is ${spokenStreet(d)} in ${askStage.toLowerCase()}`,
  }[voice];
  add('deal_lookup', yn, A([d.stage]));
  if (rand() < 0.35) {
    const ask = Math.round(d.interest_rate + (rand() < 0.5 ? 0 : 0.5));
    add('deal_lookup', pick([`is ${street(d).toLowerCase()} above ${ask}%?`, `Is the rate on ${street(d)} higher than ${ask} percent?`]), A([pctItem(d.interest_rate)]));
  }
}
// chit-chat wrapped lookups
for (const d of R.shuffle(deals).slice(0, 25)) {
  const kind = Math.floor(rand() * 3);
  const q = [
    `morning! hope ur week is going ok. whats the loan amount on ${street(d)} again?`,
    `Thanks for the help earlier. One more thing: what stage is ${street(d)} in?`,
    `ugh long day lol. rate on ${street(d).toLowerCase()}?`,
  ][kind]!;
  add('deal_lookup', q, A([[amountItem(d.loan_amount, true), d.stage, pctItem(d.interest_rate)][kind]!]));
}

// ---- contact lookup ----
const phoneItem = (p: string): Item => {
  const digits = p.replace(/\D/g, '');
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return { anyOf: [p, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, digits, `(${a})${b}-${c}`] };
};
for (const c of data.contacts) {
  const voice = pick(VOICES);
  const nm = voice === 'phone' ? misspell(c.name).toLowerCase() : c.name;
  if (c.phone) add('contact_lookup', pick({ phone: [`${nm} phone #?`, `number for ${nm}`], admin: [`What is ${c.name}'s phone number?`], processor: [`Can I get a phone number for ${c.name}?`], nonnative: [`Please give me the telephone of ${c.name}.`], voice: [`whats the phone number for ${c.name.toLowerCase()}`] }[voice]), A([phoneItem(c.phone)]));
  if (c.email && (!c.phone || rand() < 0.5)) add('contact_lookup', pick([`email for ${nm}?`, `What is ${c.name}'s email address?`, `how do i email ${c.name}`]), A([c.email]));
  if (c.company && rand() < 0.5) add('contact_lookup', pick([`what company is ${nm} with`, `Which company does ${c.name} work for?`]), A([c.company]));
}
const ROLE_NICK: Record<string, string[]> = { Broker: ['brokers'], 'Real Estate Agent': ['realtors', 'real estate agents'], 'Title Officer': ['title officers', 'title reps'], Borrower: ['borrower contacts'], 'Escrow Officer': ['escrow officers', 'escrow people'], Lender: ['lenders', 'capital partners we list as lenders'], Attorney: ['attorneys', 'lawyers'] };
for (const [role, nicks] of Object.entries(ROLE_NICK)) for (const n of nicks) {
  const cs = data.contacts.filter((c) => c.role === role);
  add('contact_lookup', pick([`who are our ${n}`, `List all of our ${n}, please.`, `which contacts are ${n}?`]), A(cs.map((c) => c.name)));
}
for (const comp of [...new Set(data.contacts.map((c) => c.company).filter(Boolean))] as string[]) {
  const cs = data.contacts.filter((c) => c.company === comp);
  if (cs.length < 2 && rand() < 0.5) continue;
  add('contact_lookup', pick([`who do we know at ${comp}?`, `Which contacts work at ${comp}?`, `ppl at ${comp.toLowerCase()}`]), A(cs.map((c) => c.name)));
}
for (const d of R.shuffle(deals).slice(0, 40)) {
  const link = pick(d.contacts.filter((l) => l.role !== 'Borrower').length ? d.contacts.filter((l) => l.role !== 'Borrower') : d.contacts);
  if (!link) continue;
  const same = d.contacts.filter((l) => l.role === link.role).map((l) => data.contacts.find((c) => c.ref === l.contact)!.name);
  const nick = ROLE_NICK[link.role]?.[0]?.replace(/s$/, '') ?? link.role.toLowerCase();
  add('contact_lookup', pick([`who's the ${nick} on ${street(d).toLowerCase()}`, `Who is the ${link.role.toLowerCase()} on ${street(d)}?`, `${link.role} for ${street(d)}?`]), A(same));
}

// ---- pipeline breakdown ----
const BD: { key: (d: Deal) => string; rows: Deal[]; order?: readonly string[]; q: string[] }[] = [
  { key: (d) => d.stage, rows: deals, order: data.stages, q: ['pipeline by stage w/ volume', 'Give me the full pipeline by stage, with count and dollar volume for each.', 'break down all deals by stage count and volume', 'how is the book split by stage, number and $'] },
  { key: (d) => d.stage, rows: active, order: data.stages, q: ['active pipe by stage + $', 'Show the active deals by stage with volumes.', 'active deals by stage count and volume please', 'Can you do me an overview of active deals per stage, count and amount?'] },
  { key: (d) => d.status, rows: deals, q: ['deals by status w/ volume', 'Break down every deal by status, with the total loan amount for each.', 'summary by status count and dollars'] },
  { key: (d) => d.loan_type, rows: active, q: ['active by loan type, count + $', 'Show me active deals grouped by loan type with volume.', 'breakdown of active loans per type with amounts'] },
  { key: (d) => d.loan_type, rows: deals, q: ['all deals by product type w volume', 'Give me a breakdown of all deals by loan type, counts and volume.'] },
  { key: stateOf, rows: active, q: ['active deals by state with volume', 'Break the active pipeline down by state, with counts and dollars.', 'where r our active deals by state, # and $'] },
  { key: stateOf, rows: deals, q: ['all deals per state count and volume', 'Please give a state-by-state breakdown of all deals with volume.'] },
  { key: (d) => officerName(d.officer ?? ''), rows: active.filter((d) => d.officer), q: ['active pipeline by LO with volume', 'How are the active deals split across loan officers, count and volume?', 'breakdown active deals per officer'] },
  { key: (d) => d.borrower_type, rows: active, q: ['active deals entity vs individual, count and $', 'Break down active deals by borrower type with volume.'] },
];
for (const b of BD) for (const q of b.q) {
  const stateLabel = (g: string): Item => (STATE_NAMES[g] ? { anyOf: [g, STATE_NAMES[g]![0]!] } : g);
  add('pipeline_breakdown', q, A(groupItems(b.key, b.rows, b.order, { short: true, label: b.key === stateOf ? stateLabel : (g) => g })));
}
for (const o of officers) {
  const rows = deals.filter((d) => d.officer === o.ref);
  add('pipeline_breakdown', pick([`${pick(OFFICER_NICK[o.ref]!)}'s deals by stage w/ volume`, `Break down ${officerName(o.ref)}'s deals by stage, with counts and volume.`]), A(groupItems((d) => d.stage, rows, data.stages, { short: true })));
  add('pipeline_breakdown', `What does my pipeline look like by stage, deals and dollars?`, { ...A(groupItems((d) => d.stage, rows, data.stages, { short: true })), askAs: o.ref });
}
function groupItems(key: (d: Deal) => string, rows: Deal[], order?: readonly string[], opt: { short?: boolean; label?: (g: string) => Item } = {}): Item[] {
  const groups = new Map<string, Deal[]>();
  for (const d of rows) groups.set(key(d), [...(groups.get(key(d)) ?? []), d]);
  return [...groups.entries()].sort((a, b) => (order ? order.indexOf(a[0]) - order.indexOf(b[0]) : 0))
    .flatMap(([g, list]) => [(opt.label ?? ((x: string) => x))(g), countItem(list.length), amountItem(sum(list), opt.short)]);
}

// ---- aggregate ----
const avgItem = (n: number): Item => ({ anyOf: [...new Set([money(Math.round(n)), Math.round(n).toLocaleString('en-US'), String(Math.round(n)), `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })])] });
const AGG_SETS: { rows: Deal[]; lab: string[] }[] = [
  { rows: active, lab: ['active deals', 'the active book', 'live deals'] },
  { rows: deals, lab: ['all deals', 'every deal we have', 'the whole book'] },
  ...officers.map((o) => ({ rows: active.filter((d) => d.officer === o.ref), lab: [`${officerName(o.ref)}'s active deals`, `active deals for ${pick(OFFICER_NICK[o.ref]!)}`] })),
  ...Object.keys(TYPE_NICK).map((t) => ({ rows: active.filter((d) => d.loan_type === t), lab: [`active ${pick(TYPE_NICK[t]!)} loans`, `active ${t} deals`] })),
  ...states.filter((s) => active.some((d) => stateOf(d) === s)).map((s) => ({ rows: active.filter((d) => stateOf(d) === s), lab: [`active deals in ${stateWord(s)}`] })),
  ...data.stages.filter((st) => st !== 'Funded').map((st) => ({ rows: active.filter((d) => d.stage === st), lab: [`active deals in ${st}`, `active ${pick(STAGE_NICK[st]!)} files`] })),
];
for (const s of AGG_SETS) {
  if (!s.rows.length) continue;
  const lab = pick(s.lab);
  const total = sum(s.rows);
  add('aggregate', pick([`total volume ${lab}?`, `What's the total loan volume of ${lab}?`, `how much $ is in ${lab}`, `sum of loan amounts for ${lab} pls`]), A([amountItem(total, true)]));
  add('aggregate', pick([`avg loan size ${lab}?`, `What is the average loan amount across ${lab}?`, `average loan on ${lab}`]), A([avgItem(total / s.rows.length)]));
  const avgRate = s.rows.reduce((a, d) => a + d.interest_rate, 0) / s.rows.length;
  add('aggregate', pick([`avg rate ${lab}?`, `What's the average interest rate on ${lab}?`]), A([pctItem(scaled(avgRate))]));
  const sorted = [...s.rows].sort((a, b) => b.loan_amount - a.loan_amount);
  if (sorted.length > 1 && sorted[0]!.loan_amount !== sorted[1]!.loan_amount) add('aggregate', pick([`biggest loan in ${lab}?`, `Which is the largest loan among ${lab}?`, `top deal by size, ${lab}`]), A([street(sorted[0]!), amountItem(sorted[0]!.loan_amount, true)]));
  const last = sorted.at(-1)!, prev = sorted.at(-2);
  if (prev && prev.loan_amount !== last.loan_amount) add('aggregate', pick([`smallest loan in ${lab}?`, `What is the smallest loan among ${lab}?`]), A([street(last), amountItem(last.loan_amount, true)]));
}
// rankings: top 3
for (const s of AGG_SETS.slice(0, 6)) {
  const sorted = [...s.rows].sort((a, b) => b.loan_amount - a.loan_amount);
  if (sorted.length < 4 || sorted[2]!.loan_amount === sorted[3]!.loan_amount) continue;
  const top = sorted.slice(0, 3);
  add('aggregate', pick([`top 3 biggest ${s.lab[0]}`, `What are the three largest loans among ${s.lab[0]}?`]), A(top.flatMap((d) => [street(d), amountItem(d.loan_amount, true)])));
  const hi = [...s.rows].sort((a, b) => b.interest_rate - a.interest_rate);
  if (hi.length > 1 && hi[0]!.interest_rate !== hi[1]!.interest_rate) add('aggregate', pick([`highest rate in ${s.lab[0]}?`, `Which of ${s.lab[0]} has the highest interest rate?`]), A([street(hi[0]!), pctItem(hi[0]!.interest_rate)]));
}
for (const [m, lab] of [[monthM1, 'last month'], [month0, 'this month'], [month1, 'next month']] as const) {
  const rows = deals.filter((d) => closing(d) === m && (m === monthM1 ? d.status === 'Closed' : true));
  if (m !== monthM1 && !neutral((d) => closing(d) === m)) continue;
  add('aggregate', m === monthM1 ? pick(['how much did we fund last month', 'What was our total funded volume last month?', 'total closed volume last month?']) : pick([`total $ closing ${lab}`, `What is the total loan volume expected to close ${lab}?`]), A([rows.length ? amountItem(sum(rows), true) : NONE]));
}

// ---- tasks ----
const isOverdue = (t: Dataset_Task) => t.status === 'open' && !!t.due_date && t.due_date.slice(0, 7) < month0;
type Dataset_Task = (typeof data.tasks)[number];
const titles = data.tasks.map((t) => t.title);
const taskExpect = (must: Dataset_Task[], maybe: Dataset_Task[] = [], askAs = 'admin'): Question['expect'] => {
  const req = new Set(must.map((t) => t.title));
  const ok = new Set([...req, ...maybe.map((t) => t.title)]);
  return { askAs, mustContain: must.length ? [...req] : [{ anyOf: ['no ', 'none', 'nothing', "don't have", 'do not have', 'zero', '0'] }], mustNotContain: [...new Set(titles.filter((x) => !ok.has(x)))] };
};
const open = data.tasks.filter((t) => t.status === 'open');
const overdueMust = open.filter(isOverdue);
const overdueMaybe = open.filter((t) => t.due_date?.slice(0, 7) === month0);
for (const q of ['whats overdue', 'Which tasks are overdue?', 'any overdue tasks?', 'list overdue to-dos', 'what tasks are past due', 'show me everything thats late']) add('tasks', q, taskExpect(overdueMust, overdueMaybe));
for (const u of data.users.filter((x) => x.role === 'admin' || x.role === 'loan_officer')) {
  const mine = open.filter((t) => t.assignee === u.ref);
  const nm = u.role === 'loan_officer' ? pick(OFFICER_NICK[u.ref]!) : `${u.first_name} ${u.last_name}`;
  add('tasks', pick([`what open tasks does ${nm} have`, `Which open tasks are assigned to ${u.first_name} ${u.last_name}?`, `${nm}'s open to-dos?`]), taskExpect(mine));
  add('tasks', pick(['what are my open tasks', 'What is on my to-do list?', 'my open tasks pls', 'what do i still have to do']), taskExpect(mine, [], u.ref));
  const od = mine.filter(isOverdue), odm = mine.filter((t) => t.due_date?.slice(0, 7) === month0);
  add('tasks', pick(['anything overdue for me?', 'Do I have overdue tasks?', 'am i late on anything']), taskExpect(od, odm, u.ref));
  add('tasks', pick([`is ${nm} behind on anything`, `Does ${u.first_name} ${u.last_name} have overdue tasks?`]), taskExpect(od, odm));
  for (const [m, lab] of [[month0, 'this month'], [month1, 'next month']] as const) {
    const due = data.tasks.filter((t) => t.assignee === u.ref && t.due_date?.slice(0, 7) === m && t.status === 'open');
    add('tasks', pick([`open tasks due ${lab} for me?`, `Which of my open tasks are due ${lab}?`]), taskExpect(due, [], u.ref));
  }
  const hi = mine.filter((t) => t.priority === 'high');
  add('tasks', pick(['any high priority stuff open for me', 'Do I have any high-priority open tasks?', 'my urgent tasks?']), taskExpect(hi, [], u.ref));
}
for (const d of deals) {
  const ts = data.tasks.filter((t) => t.deal === d.ref);
  if (!ts.length) continue;
  add('tasks', pick([`tasks on ${refer(d, pick(VOICES))}?`, `What tasks are linked to ${street(d)}?`, `anything to do for ${street(d).toLowerCase()}`]), taskExpect(ts));
}
for (const pr of ['high', 'low', 'medium']) add('tasks', pick([`open ${pr} priority tasks?`, `List all open ${pr}-priority tasks.`]), taskExpect(open.filter((t) => t.priority === pr)));
add('tasks', 'Which open tasks are not tied to any deal?', taskExpect(open.filter((t) => !t.deal)));

// ---- notes ----
const noteFact = (t: string): Item => {
  const m = /send the (.+?) by Friday/.exec(t) ?? /(rate lock)/.exec(t) ?? /from (.+?)(?:;|\.$)/.exec(t) ?? /with (.+?);/.exec(t) ?? /by (.+? HOA)/.exec(t);
  if (m) return m[1]!.replace(/\.$/, '');
  const a = /\$([\d,]+)/.exec(t);
  if (a) return amountItem(Number(a[1]!.replace(/,/g, '')), true);
  return t;
};
for (const d of deals) {
  const ns = data.notes.filter((n) => n.deal === d.ref).sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (!ns.length) continue;
  const all = [...new Map(ns.map((n) => [JSON.stringify(noteFact(n.note_text)), noteFact(n.note_text)])).values()];
  for (const voice of R.shuffle(VOICES).slice(0, 3)) {
    add('notes_docs', pick({ phone: [`notes on ${refer(d, 'phone')}?`, `any notes ${street(d).toLowerCase()}`], admin: [`What notes are on ${street(d)}?`, `Please summarize the notes for ${street(d)}.`], processor: [`What's been logged in the notes for ${refer(d, 'processor')}?`], nonnative: [`Please tell me what is written in notes of ${street(d)}.`], voice: [`read me the notes on ${spokenStreet(d)}`] }[voice]), A(all));
  }
  add('notes_docs', pick([`latest note on ${street(d)}?`, `What's the most recent note on ${street(d)}?`, `last thing noted on ${street(d).toLowerCase()}`]), A([noteFact(ns.at(-1)!.note_text)]));
}
for (const d of R.shuffle(deals.filter((d) => !data.notes.some((n) => n.deal === d.ref))).slice(0, 12)) {
  add('no_result', pick([`any notes on ${street(d)}?`, `What notes do we have on ${street(d)}?`]), A([{ anyOf: ['no notes', 'none', 'nothing', "doesn't have", 'does not have', 'no ', "don't see", 'there are no'] }]));
}

// ---- update proposals ----
const upd = (d: Deal, q: string, changes: Record<string, string | number>) => add('update_proposal', q, { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes });
const updatable = (d: Deal) => d.status === 'Active' || d.status === 'On Hold';
for (const d of deals.filter(updatable)) {
  const voice = pick(VOICES);
  const r = refer(d, voice === 'voice' ? 'admin' : voice);
  const kind = Math.floor(rand() * 8);
  if (kind === 0) {
    const nr = pick([9.5, 9.75, 10, 10.25, 10.75, 11, 11.5, 12, 12.25, 13].filter((x) => x !== d.interest_rate));
    upd(d, pick([`set rate on ${r} to ${nr}%`, `Please change the interest rate on ${r} to ${nr}%.`, `update ${r} rate ${nr}`]), { interest_rate: nr });
  } else if (kind === 1) {
    const nr = d.interest_rate + 0.25;
    upd(d, pick([`bump the rate on ${r} up a quarter point`, `Increase the rate on ${r} by 0.25%.`, `raise ${r} rate by twenty five bps`]), { interest_rate: nr });
  } else if (kind === 2) {
    const na = d.loan_amount - 50_000;
    upd(d, pick([`knock 50k off the loan amount on ${r}`, `Reduce the loan amount on ${r} by $50,000.`, `change ${r} loan amt down fifty thousand`]), { loan_amount: na });
  } else if (kind === 3) {
    const na = pick([750_000, 1_200_000, 2_000_000, 450_000, 1_850_000].filter((x) => x !== d.loan_amount));
    const said = na === 2_000_000 ? '2 mil' : na >= 1_000_000 ? `${na / 1_000_000}M` : `${na / 1000}k`;
    upd(d, pick([`change loan amt on ${r} to ${said}`, `Update the loan amount for ${r} to ${said}.`]), { loan_amount: na });
  } else if (kind === 4 && updatable(d)) {
    const i = data.stages.indexOf(d.stage);
    const next = data.stages[Math.min(i + 1, data.stages.length - 2)]!;
    if (next === d.stage) continue;
    upd(d, pick([`move ${r} to ${pick(STAGE_NICK[next]!).toLowerCase()}`, `Please move ${r} into ${next}.`, `change stage on ${r} to ${next}`]), { stage: next });
  } else if (kind === 5) {
    const nt = pick([6, 9, 12, 18, 24, 36].filter((x) => x !== d.loan_term_months));
    upd(d, pick([`set term on ${r} to ${nt} mo`, `Change the term on ${r} to ${nt} months.`, `update ${r} term ${words(nt)} months`]), { loan_term_months: nt });
  } else if (kind === 6 && d.status === 'Active') {
    upd(d, pick([`put ${r} on hold`, `Please set the status of ${r} to On Hold.`, `change ${r} status to paused / on hold`]), { status: 'On Hold' });
  } else if (kind === 7 && d.status === 'Active') {
    const nr = pick([10, 11, 12].filter((x) => x !== d.interest_rate));
    const nt = pick([12, 18, 24].filter((x) => x !== d.loan_term_months));
    upd(d, pick([`set rate ${nr}% and term ${nt} months on ${r}`, `On ${r}, please change the rate to ${nr}% and the term to ${nt} months.`]), { interest_rate: nr, loan_term_months: nt });
  } else if (d.status === 'On Hold') {
    upd(d, pick([`reactivate ${r}`, `Set ${r} back to Active.`]), { status: 'Active' });
  }
}

// ---- ambiguity ----
const byLast = new Map<string, Deal[]>();
for (const d of deals) if (d.borrower_last_name) byLast.set(d.borrower_last_name, [...(byLast.get(d.borrower_last_name) ?? []), d]);
const byStreet = new Map<string, Deal[]>();
for (const d of deals) byStreet.set(streetName(d), [...(byStreet.get(streetName(d)) ?? []), d]);
const amb = (q: string, c: Deal[]) => add('ambiguity', q, { askAs: 'admin', mustContain: c.map(street), mustNotContain: [], asksToChoose: true, candidates: c.map((d) => d.ref) });
const AMB_Q = [
  'whats the status of the {n} deal', 'What is the loan amount on the {n} deal?', 'who is the LO on {n}', 'Set the rate on the {n} deal to 11%.',
  'move the {n} deal to closing', 'What stage is the {n} loan in?', 'any notes on the {n} deal?', 'please tell me rate of {n} deal',
  'put the {n} deal on hold', 'pull up {n}',
];
for (const [n, c] of [...byLast].filter(([, c]) => c.length > 1)) for (const t of AMB_Q) amb(t.replace('{n}', n), c);
for (const [n, c] of [...byStreet].filter(([, c]) => c.length > 1)) for (const t of AMB_Q.slice(0, 8)) amb(t.replace('{n}', n), c);

// ---- permission ----
const outside = data.users.filter((u) => u.role === 'broker' || u.role === 'borrower');
for (const u of outside) {
  const contactRefs = data.contacts.filter((c) => c.email === u.email).map((c) => c.ref);
  const mine = deals.filter((d) => d.contacts.some((l) => contactRefs.includes(l.contact)) || (u.role === 'borrower' && d.borrower_email === u.email));
  const notMine = deals.filter((d) => !mine.includes(d));
  const P = (must: Item[], extraNot: string[] = []) => A(must, [...others(mine), ...extraNot], u.ref);
  const b = u.role === 'broker';
  add('permission', pick(b ? ['show me my deals', 'Which deals do I have with you?', 'list all my files pls'] : ['what loans do i have', 'Can you show me my loan?']), P(mine.map(street)));
  add('permission', pick(['how many deals do i have', 'How many loans do I have with Harborline?']), P([countItem(mine.length)]));
  add('permission', pick(['total volume of all deals?', 'What is the total loan volume of every deal in your book?', 'how big is your whole pipeline in $']), A([amountItem(sum(mine), true)], [...others(mine), ...Object.values(amountItem(sum(deals), true) as { anyOf: string[] }).flat()], u.ref));
  add('permission', pick(['show me all deals in underwriting', 'Which deals are in Underwriting?']), P(mine.filter((d) => d.stage === 'Underwriting').length ? mine.filter((d) => d.stage === 'Underwriting').map(street) : [NONE]));
  for (const d of mine) {
    add('permission', pick([`what stage is ${street(d)} in`, `Where is my loan at ${street(d)} at?`, `status of ${street(d).toLowerCase()}?`]), P([d.stage]));
    add('permission', pick([`whats the rate on ${street(d)}`, `What rate did I get on ${street(d)}?`]), P([pctItem(d.interest_rate)]));
  }
  for (const d of R.shuffle(notMine).slice(0, 8)) {
    const name = dealName(d);
    const amt = amountItem(d.loan_amount, true) as { anyOf: string[] };
    add('permission', pick([`whats the loan amount on ${street(d)}`, `Who is the borrower on ${street(d)}?`, `what stage is ${street(d)} in?`, `Can you tell me the rate on ${street(d)}?`]), A([NONE], [...others(mine), name, ...amt.anyOf.filter((x) => /\d{3}/.test(x))], u.ref));
  }
  add('permission', pick(['who else are you lending to in texas', 'What other borrowers do you have right now?', 'list every deal in the system']), P(mine.length ? [] : [NONE]));
}

// ---- general chat ----
const GREET: Item = { anyOf: ['hello', 'hi', 'hey', 'welcome', 'good morning', 'good afternoon', 'good evening', 'how can i help', 'what can i do for you', 'help'] };
const NOERR = ['I apologize, but I encountered an error', "I apologize, but I couldn't generate a response"];
for (const q of ['hey', 'hi there', 'Good morning!', 'hello assistant', 'yo', 'Hi, how are you today?', 'hey its marcus', 'Good afternoon.', 'helo', 'hi im new here']) add('general_chat', q, A([GREET], NOERR));
for (const q of ['what can u do', 'What can you help me with?', 'how do you work?', 'What kind of questions can I ask you?', 'wat r u able to help with', 'tell me what you do please', 'i dont know how to use this what can i ask']) add('general_chat', q, A([{ anyOf: ['deal', 'deals'] }], NOERR));
for (const q of ['thanks!', 'Thank you, that was helpful.', 'ok cool thx', 'great, thanks a lot', 'perfect ty']) add('general_chat', q, A([{ anyOf: ['welcome', 'glad', 'happy to help', 'anytime', 'any time', 'no problem', 'sure'] }], NOERR));

// ---- follow-ups (history) ----
for (const d of R.shuffle(deals).slice(0, 35)) {
  const kind = Math.floor(rand() * 4);
  if (kind === 0) add('deal_lookup', pick(['and the rate?', 'whats the rate on that one', 'What interest rate is on it?']), A([pctItem(d.interest_rate)]), [`what's the loan amount on ${street(d)}?`]);
  else if (kind === 1 && d.officer) add('deal_lookup', pick(['who is the LO on it', 'And which officer has that one?']), A([officerName(d.officer!)]), [`what stage is ${street(d)} in?`]);
  else if (kind === 2) add('deal_lookup', pick(['how much is the loan', 'and the loan amount?']), A([amountItem(d.loan_amount, true)]), [`who's the borrower on ${street(d)}?`]);
  else if (kind === 3 && updatable(d)) add('update_proposal', pick(['ok set its rate to 11.5', 'Please change that one to 11.5%.']), { askAs: 'admin', mustContain: [street(d)], mustNotContain: [], requiresConfirmation: true, dealRef: d.ref, changes: { interest_rate: 11.5 } }, [`what's the rate on ${street(d)}?`]);
}
for (const o of officers) {
  const rows = active.filter((d) => d.officer === o.ref);
  add('count', pick(['how many of those are active?', 'And how many are active?']), A([countItem(rows.length)]), [`show me ${officerName(o.ref)}'s deals`]);
  const uw = rows.filter((d) => d.stage === 'Underwriting');
  add(uw.length ? 'list/filter' : 'no_result', pick(['which of them are in UW', 'Only the ones in underwriting please.']), A(uw.length ? uw.map(street) : [NONE], others(uw)), [`list ${officerName(o.ref)}'s active deals`]);
}
for (const [n, c] of [...byLast].filter(([, c]) => c.length > 1)) {
  const d = c[0]!;
  add('deal_lookup', `the one on ${streetName(d)}`, A([d.stage]), [`what stage is the ${n} deal in?`]);
}

writeFileSync(path.join(import.meta.dirname, 'hand11-unseen.json'), `${JSON.stringify(out, null, 2)}\n`);
const cats = new Map<string, number>();
for (const q of out) cats.set(q.category, (cats.get(q.category) ?? 0) + 1);
console.log(out.length, Object.fromEntries(cats));
