// The dataset's facts as the question generators state them: the fixture's deals, their street lines and states,
// and the items a correct answer must hold (amounts, counts, "nothing matches"). Truth comes from the dataset
// itself, never from the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from '../load-dataset';
import type { Item, Question } from '../scoring';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../shared/fixtures/assistant');
export const data = JSON.parse(readFileSync(path.join(FIXTURES, 'dataset.json'), 'utf8')) as Dataset;
export type Deal = Dataset['deals'][number] & {
  property_address: string; loan_amount: number; interest_rate: number; loan_term_months: number; stage: string; status: string;
  loan_type: string; borrower_type: string; borrower_first_name: string | null; borrower_last_name: string | null; entity_name: string | null;
  estimated_closing_date: string; borrower_email: string; purchase_price: number;
};
export const deals = data.deals as Deal[];
export const ASOF_MONTH = data.asOf.slice(0, 7);
/** 'YYYY-MM' of the month `offset` months from the dataset's own month. */
export const month = (offset: number) => {
  const [y, m] = ASOF_MONTH.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
};

/** A deterministic random source, so a generated file is the same on every run. */
export function randomSource(seed: number) {
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  /** One typo in a word of 5+ letters: a swapped, dropped or doubled letter. */
  const typo = (word: string): string => {
    if (word.length < 5) return word;
    const i = 1 + Math.floor(rand() * (word.length - 3));
    const kind = Math.floor(rand() * 3);
    if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
    return word.slice(0, i) + word[i] + word.slice(i);
  };
  /** A new array in random order (Fisher–Yates). */
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { rand, pick, typo, shuffle };
}

export const street = (d: Deal) => d.property_address.split(',')[0]!;
export const stateOf = (d: Deal) => /,\s*([A-Z]{2})\s+\d{5}$/.exec(d.property_address)![1]!;
export const money = (n: number) => `$${n.toLocaleString('en-US')}`;
/** The amount as people shorten it ("$1.2M", "$520K"), where the short form is exact to two decimals. */
const shortAmounts = (n: number): string[] => {
  if (n >= 1_000_000 && n % 10_000 === 0) return [`$${n / 1_000_000}M`, `${n / 1_000_000}M`, `${n / 1_000_000} million`];
  if (n < 1_000_000 && n % 1_000 === 0) return [`$${n / 1_000}K`, `${n / 1_000}K`];
  return [];
};
export const amountItem = (n: number, short = false): Item => ({
  anyOf: [money(n), n.toLocaleString('en-US'), String(n), ...(short ? shortAmounts(n) : [])],
});
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
export const countItem = (n: number): Item => (n <= 20 ? { anyOf: [String(n), WORDS[n]!] } : String(n));
export const NONE: Item = { anyOf: ['no deals', 'no loans', 'no matching', 'none', '0 deals', 'zero', 'no results', 'there are no', "couldn't find", 'could not find', 'nothing'] };
export const officerName = (ref: string) => {
  const u = data.users.find((x) => x.ref === ref)!;
  return `${u.first_name} ${u.last_name}`;
};
export const officers = data.users.filter((u) => u.role === 'loan_officer');
export const uniqueLast = (d: Deal) => d.borrower_last_name && deals.filter((x) => x.borrower_last_name === d.borrower_last_name).length === 1;
export const streetName = (d: Deal) => street(d).replace(/^\d+\s+/, '').replace(/\s+\S+$/, '');
export const allStreets = deals.map(street);
/** Street lines of every deal not in `matching`: an answer naming one of them is wrong. */
export const others = (matching: Deal[]) => allStreets.filter((s) => !matching.some((d) => street(d) === s));
export const sum = (rows: Deal[]) => rows.reduce((s, d) => s + d.loan_amount, 0);
/** A list question's expectation: every matching street and none of the others, or "nothing matches". */
export const listExpect = (m: Deal[]): Question['expect'] => ({ askAs: 'admin', mustContain: m.length ? m.map(street) : [NONE], mustNotContain: others(m) });
export const listCategory = (m: Deal[]) => (m.length ? 'list/filter' : 'no_result');
export const countExpect = (m: Deal[]): Question['expect'] => ({ askAs: 'admin', mustContain: [m.length ? countItem(m.length) : { anyOf: ['0', 'zero', 'no deals', 'none', 'no '] }] });
/** Group name, count and volume of every group: what a breakdown must show. `label` gives a group's accepted
 * names and `short` accepts short amounts ("$1.2M"), for question sets that take the fixture's wider forms. */
export const groupItems = (
  key: (d: Deal) => string,
  rows: Deal[],
  order?: readonly string[],
  { label = (g: string): Item => g, short = false } = {},
): Item[] => {
  const groups = new Map<string, Deal[]>();
  for (const d of rows) groups.set(key(d), [...(groups.get(key(d)) ?? []), d]);
  return [...groups.entries()]
    .sort((a, b) => (order ? order.indexOf(a[0]) - order.indexOf(b[0]) : 0))
    .flatMap(([g, list]) => [label(g), countItem(list.length), amountItem(list.reduce((s, d) => s + d.loan_amount, 0), short)]);
};
