// What an organization talks about, as sentences for its speech language model: the assistant's command
// phrasings with the organization's own stages, loan types, streets, borrowers, entities, contacts, people and the
// numbers and amounts of its deals filled in. Rebuilt whenever that data changes (the server keys it by a hash).
import { cityOf, stateOf, streetLine, type Knowledge } from '../assistant/knowledge';
import { CONTACT_ROLE_ALIASES, FIELD_WORDS, LOAN_TYPE_ALIASES, STATES } from '../assistant/lexicon';
import { ALL_LOAN_TYPES, DEAL_STATUSES, PROPERTY_TYPES } from '../deals/form-fields';
import { STATUS_ALIASES } from '../deals/status-words';
import { numberWords, spokenWords, STREET_SUFFIXES } from './spoken-words';

export interface OrganizationVocabulary {
  stages: string[];
  statuses: string[];
  loanTypes: string[];
  propertyTypes: string[];
  /** Street lines: '7698 Thistle Rd'. */
  streets: string[];
  cities: string[];
  /** Borrowers, entities, contacts, staff and companies. */
  names: string[];
  contactRoles: string[];
  /** Loan amounts of the deals, in dollars. */
  amounts: number[];
  /** Interest rates of the deals, in percent. */
  rates: number[];
  /** States the deals are in, by name ('texas'). */
  states: string[];
  /** What people ask about a deal: 'loan amount', 'interest rate', 'term'. */
  fields: string[];
}

/** Street abbreviations in lower case, and the compass points of 'N Main St', as they are said. */
const STREET_WORDS: Record<string, string> = {
  ...STREET_SUFFIXES,
  n: 'north', s: 'south', e: 'east', w: 'west', ne: 'northeast', nw: 'northwest', se: 'southeast', sw: 'southwest',
};

/** '7698 Thistle Rd' as people say it: both 'seven thousand six hundred ninety eight' and 'seventy six ninety eight'. */
export function spokenStreet(street: string): string[][] {
  const match = /^\s*(\d+)\s+(.*)$/.exec(street);
  const name = spokenWords(match ? match[2]! : street).map((w) => STREET_WORDS[w] ?? w);
  if (!match) return [name];
  const variants = [numberWords(match[1]!), numberWords(match[1]!, { pairs: true })];
  const unique = [...new Map(variants.map((v) => [v.join(' '), v])).values()];
  return [...unique.map((n) => [...n, ...name]), name];
}

/**
 * Command phrasings; each {slot} is filled from the organization's vocabulary. {deal} is a deal as people name it:
 * by its street ('seventy six ninety eight thistle road'), 'the deal at …', or 'the Nguyen deal'.
 */
export const COMMAND_PHRASINGS = [
  'how many deals are in {stage}',
  'how many deals do we have in {stage}',
  'how many {status} deals do we have',
  'how many deals are {status}',
  'how many {loanType} loans are {status}',
  'how many {loanType} deals are in {stage}',
  'what closes this week',
  'what closes next week',
  'what deals close this month',
  'which deals are closing this week',
  'how many deals are scheduled to close this month',
  'show me the deals in {stage}',
  'show me the {loanType} loans in {city}',
  'list the {status} {loanType} loans',
  'list deals over {amount}',
  'show me deals under {amount}',
  'find deals above {rate}',
  "what's the loan amount on {deal}",
  "what's the interest rate on {deal}",
  "what's the status of {deal}",
  'what stage is {deal} in',
  "what's the interest rate on {name}'s loan",
  'show me {deal}',
  'look up {name}',
  'find {name}',
  'who is the {role} on {deal}',
  'who are our {role}s',
  'what is the phone number for {name}',
  'what is the total loan volume in {stage}',
  "what's the average loan amount across all deals",
  "what's the average interest rate on {loanType} loans",
  'break down our deals by stage',
  'break down our deals by status with the total volume for each',
  'give me a pipeline summary',
  'give me an overview of the pipeline',
  'what tasks do i have due this week',
  'what tasks are overdue',
  'what tasks are linked to {deal}',
  'what notes are on {deal}',
  'what documents do we have for {deal}',
  'update {deal} to {stage}',
  'move {deal} to {stage}',
  'set the rate on {deal} to {rate}',
  'change the loan amount on {deal} to {amount}',
  'update the term on {deal} to {term} months',
  'change the stage of {deal} to {stage}',
  'how many deals does {name} have in {stage}',
  'which deals does {name} have in {stage}',
  'which deals are closing this month',
  'which deals are {status}',
  'list the {status} deals over {amount}',
  'show me the {loanType} loans in {state}',
  'find the {status} deals with entity borrowers in {state}',
  'which {status} deals have a rate of {rate} or more',
  'what is the {field} on {deal}',
  "what's the {field} on {name}'s loan",
  "what's the {field} of {deal}",
  'give me a summary of {deal}',
  'who is the loan officer on {deal}',
  'who is the {role} on {deal}',
  "what's the phone number for {name}",
  "what's {name}'s email address",
  'show me the deals in {state}',
  'how many deals do we have in {city}',
  'what is the total loan amount of {loanType} loans',
  'what is our average loan amount in {stage}',
  'which loans close next month',
  'what is the largest deal in {stage}',
  'what tasks are due this week for {name}',
  'what are the notes on {deal}',
  'change the {field} on {deal} to {amount}',
  'confirm update',
  'cancel',
  'yes',
  'no',
  'what can you help me with',
  'thank you',
];

const TERMS = ['six', 'nine', 'twelve', 'eighteen', 'twenty four', 'thirty six'];
/** Round amounts people say: every fifty thousand below a million, every half million to twenty million. */
const ROUND_AMOUNTS = [
  ...Array.from({ length: 19 }, (_, i) => (i + 1) * 50_000),
  ...Array.from({ length: 40 }, (_, i) => (i + 2) * 500_000),
];
/** Rates people say, every quarter point from five to fifteen percent. */
const RATES = Array.from({ length: 41 }, (_, i) => 5 + i / 4);

function slotValues(v: OrganizationVocabulary): Record<string, string[][]> {
  const words = (list: string[]) => list.map(spokenWords).filter((w) => w.length);
  const streets = v.streets.flatMap(spokenStreet);
  return {
    stage: words(v.stages),
    status: words(v.statuses),
    loanType: words(v.loanTypes),
    city: words(v.cities),
    role: words(v.contactRoles.map((r) => r.toLowerCase())),
    name: words(v.names),
    deal: [
      ...streets,
      ...streets.map((street) => ['the', 'deal', 'at', ...street]),
      ...words(v.names).map((name) => ['the', ...name, 'deal']),
    ],
    // '$4,000,000' is said 'four million dollars' or just 'four million'
    amount: [...new Set([...ROUND_AMOUNTS, ...v.amounts])].flatMap((a) => [spokenWords(`$${a}`), spokenWords(String(a))]),
    rate: [...new Set([...RATES, ...v.rates])].map((r) => spokenWords(`${r}%`)),
    term: TERMS.map((t) => t.split(' ')),
    state: words(v.states),
    field: words(v.fields),
  };
}

const MAX_ROUNDS = 80;

/**
 * The training sentences: every phrasing filled with up to MAX_ROUNDS values of its slots (a phrasing with two
 * slots pairs them round-robin, so the corpus grows with the data, not with its square), plus every value on its own.
 */
export function vocabularySentences(v: OrganizationVocabulary): string[][] {
  const values = slotValues(v);
  const sentences: string[][] = [];
  for (const [p, phrasing] of COMMAND_PHRASINGS.entries()) {
    // Split once: the phrasing's own words are spoken words already; a slot ('{name}' or "{name}'s") takes a value's.
    const parts = phrasing.split(' ').map((token): { list: string[][]; suffix: string } | { words: string[] } => {
      const slot = /^\{(\w+)\}(.*)$/.exec(token);
      return slot ? { list: values[slot[1]!] ?? [], suffix: slot[2]! } : { words: spokenWords(token) };
    });
    const lists = parts.flatMap((part) => ('list' in part ? [part.list] : []));
    if (lists.some((l) => l.length === 0)) continue;
    // At most MAX_ROUNDS sentences a phrasing, so one with a long slot ({deal}: every street and name) does not
    // outweigh 'how many deals are in {stage}'; each phrasing starts where the previous left off, so the values
    // still spread over the phrasings (and every value is a sentence of its own below).
    const rounds = Math.min(MAX_ROUNDS, Math.max(1, ...lists.map((l) => l.length)));
    for (let i = 0; i < rounds; i++) {
      sentences.push(
        parts.flatMap((part) => {
          if (!('list' in part)) return part.words;
          const value = part.list[(p * MAX_ROUNDS + i) % part.list.length]!;
          return part.suffix ? [...value.slice(0, -1), value.at(-1)! + part.suffix] : value;
        }),
      );
    }
  }
  for (const list of Object.values(values)) sentences.push(...list);
  return sentences;
}

const plainWords = (aliases: [string, string][]) => aliases.map(([said]) => said).filter((said) => /^[a-z ]+$/.test(said));
const unique = (list: (string | null | undefined)[]) => [...new Set(list.filter((x): x is string => !!x?.trim()))];

/** The vocabulary of what this caller may see (the assistant's Knowledge is already bounded by permissions). */
export function vocabularyOf(k: Knowledge): OrganizationVocabulary {
  return {
    stages: unique(k.stages),
    statuses: unique([...DEAL_STATUSES, ...plainWords(STATUS_ALIASES)]),
    loanTypes: unique([...ALL_LOAN_TYPES, ...k.deals.map((d) => d.loanType), ...plainWords(LOAN_TYPE_ALIASES)]),
    propertyTypes: unique([...PROPERTY_TYPES, ...k.deals.map((d) => d.propertyType)]),
    streets: unique(k.deals.map((d) => streetLine(d.propertyAddress))),
    cities: unique(k.deals.map((d) => cityOf(d.propertyAddress))),
    names: unique([
      ...k.deals.flatMap((d) => [d.borrowerName, d.entityName, d.borrowerLastName, ...d.parties.flatMap((p) => [p.name, p.company])]),
      ...k.contacts.flatMap((c) => [c.name, c.company]),
      ...k.people.map((p) => p.name),
    ]),
    contactRoles: unique([...k.contacts.map((c) => c.role), ...plainWords(CONTACT_ROLE_ALIASES)]),
    amounts: [...new Set(k.deals.map((d) => d.loanAmount))].sort((a, b) => a - b),
    rates: [...new Set(k.deals.map((d) => d.interestRate).filter((r): r is number => r !== null))].sort((a, b) => a - b),
    // every state, not only those with deals: 'how many deals do we have in Arizona?' answers none
    states: unique([...k.deals.map((d) => STATES[stateOf(d.propertyAddress) ?? '']?.[0]), ...Object.values(STATES).map((names) => names[0])]),
    fields: unique(plainWords(FIELD_WORDS)),
  };
}
