// Text tools of the assistant's intent engine: normalising how people type, edit distance, and numbers written
// the way lending staff write them ('$1.2M', '450k', '450,000', 'twelve').
import { formatCurrency, formatCurrencyCents, roundToCents } from '../money';

const normalized = new Map<string, string>();
/**
 * Lower case, plain quotes, '&' spaced, punctuation that never carries meaning dropped, single spaces. The book's
 * names are normalised again for every message, so each text is worked out once (the memo is kept small).
 */
export function normalize(text: string): string {
  let out = normalized.get(text);
  if (out === undefined) {
    if (normalized.size > 20_000) normalized.clear();
    normalized.set(text, (out = normalizeText(text)));
  }
  return out;
}

function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/[?!;"()[\]{}]/g, ' ')
    .replace(/(^|\s)'|'(\s|$)/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a normalised text: letters, digits and the signs that belong to amounts ($ , . % &). */
export function words(text: string): string[] {
  // A slash between digits is a date ('12/15'); elsewhere it separates words ('w/', 'and/or').
  return text.split(/\s+|(?<!\d)\/|\/(?!\d)/).map((w) => w.replace(/^[-,.:]+|[-,.:]+$/g, '')).filter(Boolean);
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** True when `typed` is `known` give or take the typos its length allows. */
export function closeEnough(typed: string, known: string): boolean {
  if (typed === known) return true;
  const allowance = Math.min(typoAllowance(typed), typoAllowance(known));
  if (!allowance) return false;
  // The first letter is rarely the typo; insisting on it keeps 'rate' from turning into 'date'.
  if (typed[0] !== known[0]) return false;
  return editDistance(typed, known, allowance) <= allowance;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/** 'twelve' → 12, '3' → 3; undefined for anything else. */
export function smallNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return UNITS[word];
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mil: 1e6, mill: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

/** An amount as people write it: '$1.2M', '450k', '450,000', '1.5 million', '$3,000,000.00'. */
export const AMOUNT_PATTERN = /\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|mm|m|mil|mill|million|thousand|grand|bn|b|billion)?\b/g;

export function amountValue(digits: string, scale?: string): number {
  const base = Number(digits.replace(/,/g, ''));
  return scale ? Math.round(base * SCALE[scale]!) : base;
}

/** '$1,250,000', or with cents when there are any: '$1,248,642.86'. */
export function money(amount: number): string {
  return Number.isInteger(roundToCents(amount)) ? formatCurrency(amount) : formatCurrencyCents(amount);
}

/** A rate or percentage with at most `digits` decimals and no trailing zeros: 10.5 → '10.5%'. */
export function percent(value: number, digits = 3): string {
  return `${Number(value.toFixed(digits))}%`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The words a number may be spelled with ('twelve', 'hundred', 'thousand'): the vocabulary typos are corrected to. */
export const NUMBER_WORDS = [...Object.keys(UNITS), 'hundred', 'thousand', 'million'];

const FRACTIONS: [RegExp, number][] = [
  [/^and (?:a )?half$/, 0.5], [/^and (?:a )?quarter$/, 0.25], [/^and three quarters?$/, 0.75],
];

/**
 * Numbers spelled in words, as digits: 'ten and a quarter' → '10.25', 'nine point five' → '9.5', 'two hundred
 * fifty thousand' → '250000', 'twenty five' → '25'. A lone 'one' stays a word ('the one in Texas', 'one more'),
 * unless a fraction, a decimal or a scale makes it a figure ('one and a half', 'one million').
 */
export function spelledNumbers(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    // 'sixty oh six', 'fifty four oh seven': a zero said as 'oh' inside a dictated number, kept as its digits ('06').
    const digit = UNITS[tokens[i + 1] ?? ''];
    if (/^(?:oh|o|zero)$/.test(tokens[i]!) && i > 0 && UNITS[tokens[i - 1]!] !== undefined && digit !== undefined && digit < 10) {
      out.push(`0${digit}`);
      i += 2;
      continue;
    }
    const read = spelledAt(tokens, i);
    if (!read) {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    out.push(String(read.value));
    i = read.end;
  }
  return out;
}

function spelledAt(tokens: string[], start: number): { value: number; end: number } | undefined {
  let total = 0;
  let group = 0;
  let i = start;
  let read = 0;
  let lastUnit: number | undefined;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const unit = UNITS[t];
    if (unit !== undefined) {
      // 'twenty five' adds up; 'five five' or 'five twenty' are two numbers.
      if (lastUnit !== undefined && !(lastUnit >= 20 && lastUnit % 10 === 0 && unit < 10)) break;
      group += unit;
      lastUnit = unit;
    } else if (t === 'hundred' && read) {
      group = (group || 1) * 100;
      lastUnit = undefined;
    } else if ((t === 'thousand' || t === 'million') && read) {
      total += (group || 1) * (t === 'thousand' ? 1e3 : 1e6);
      group = 0;
      lastUnit = undefined;
    } else if (t === 'and' && read && /^(hundred|thousand|million)$/.test(tokens[i - 1]!) && UNITS[tokens[i + 1] ?? ''] !== undefined) {
      lastUnit = undefined;
    } else break;
    read++;
    i++;
  }
  if (!read) return undefined;
  let value = total + group;
  let end = i;
  // 'nine point five', 'ten and a half'.
  if (tokens[end] === 'point' && /^\d+$/.test(tokens[end + 1] ?? '')) {
    value = Number(`${value}.${tokens[end + 1]}`);
    end += 2;
  } else if (tokens[end] === 'point' && UNITS[tokens[end + 1] ?? ''] !== undefined && UNITS[tokens[end + 1]!]! < 10) {
    const digits: number[] = [];
    end++;
    while (UNITS[tokens[end] ?? ''] !== undefined && UNITS[tokens[end]!]! < 10) digits.push(UNITS[tokens[end++]!]!);
    value = Number(`${value}.${digits.join('')}`);
  } else {
    for (const span of [3, 2]) {
      const fraction = FRACTIONS.find(([re]) => re.test(tokens.slice(end, end + span).join(' ')));
      if (fraction) {
        value += fraction[1];
        end += span;
        break;
      }
    }
  }
  const lone = read === 1 && end === i && (tokens[start] === 'one' || tokens[start] === 'zero');
  return lone ? undefined : { value, end };
}
