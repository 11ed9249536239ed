// Numbers as loan documents write them: "$1,250,000.00", "$425k", "1.2MM", "Twelve (12) Months",
// "Two Hundred Forty-Five Thousand and 00/100 Dollars ($245,000.00)", "10.50%", spreadsheet fractions (0.105).

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };

/** "three hundred sixty" → 360; null when a word is not a number word. */
export function wordsToNumber(text: string): number | null {
  const words = text.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((w) => w && w !== 'and');
  if (!words.length) return null;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in SMALL) current += SMALL[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (word in SCALE) {
      total += (current || 1) * SCALE[word]!;
      current = 0;
    } else return null;
  }
  return total + current;
}

const NUMBER_WORD = String.raw`(?:${[...Object.keys(SMALL), ...Object.keys(SCALE)].join('|')})`;
const SPOKEN_NUMBER = new RegExp(String.raw`\b${NUMBER_WORD}(?:(?:[\s-]+|\s+and\s+)${NUMBER_WORD})*\b`, 'gi');

/**
 * Numbers spelled out as people say them, in digits: "four hundred sixty-five thousand" → "465,000", "a twelve month
 * loan" → "a 12 month loan". Voicemail transcripts and dictated notes carry their figures this way.
 */
export function spokenNumbersToDigits(text: string): string {
  // "one point two five million" → 1,250,000: the whole part, then the digits after the point one word each.
  const decimals = text.replace(
    new RegExp(String.raw`\b(${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})*)\s+point((?:\s+${NUMBER_WORD})+?)\s+(million|thousand)\b`, 'gi'),
    (phrase, whole: string, fraction: string, scale: string) => {
      const digits = fraction.trim().split(/\s+/).map((w) => SMALL[w.toLowerCase()]);
      const integer = wordsToNumber(whole);
      if (integer === null || digits.some((d) => d === undefined || d > 9)) return phrase;
      const value = Number(`${integer}.${digits.join('')}`) * SCALE[scale.toLowerCase()]!;
      return Math.round(value).toLocaleString('en-US');
    },
  );
  return decimals.replace(SPOKEN_NUMBER, (words: string, ...rest: unknown[]) => {
    // "one" alone is a pronoun as often as a number ("the one on Elm"); "zero" is rarely a figure.
    if (/^(?:one|zero)$/i.test(words.trim())) return words;
    // "Three Rivers Capital", "Seven Oaks Lane": a number word starting a name is part of it.
    const after = (rest.at(-1) as string).slice((rest.at(-2) as number) + words.length);
    if (/^[A-Z]/.test(words) && /^\s+(?!(?:Dollars|Months?|Years?|Percent|Days|Weeks?|Points?|Units?)\b)[A-Z][a-z]/.test(after)) return words;
    const value = wordsToNumber(words);
    return value === null ? words : value.toLocaleString('en-US');
  });
}

/** Plain decimal string without trailing zeros: 450000.00 → "450000", 1250.50 → "1250.5". */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(rounded);
}

const MONEY_RE = /\$\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|m|mm|million|thousand)?\b|\b(\d{1,3}(?:,\d{3})+)(\.\d{1,2})?\b/gi;

export interface MoneyMatch {
  value: number;
  index: number;
  end: number;
  /** Written with a $ sign (or as a grouped thousands figure without one). */
  dollar: boolean;
}

/** Every money figure in a text, in order. */
export function findMoney(text: string): MoneyMatch[] {
  const found: MoneyMatch[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const whole = (m[1] ?? m[4] ?? '').replace(/,/g, '');
    const fraction = m[2] ?? m[5] ?? '';
    let value = Number(whole + fraction);
    const suffix = m[3]?.toLowerCase();
    if (suffix === 'k' || suffix === 'thousand') value *= 1_000;
    else if (suffix) value *= 1_000_000;
    if (Number.isFinite(value)) found.push({ value, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, dollar: m[1] !== undefined });
  }
  return found;
}

/** A money value from a cell: the first figure, or a bare number (spreadsheets, forms without "$"). */
export function parseMoney(text: string): number | null {
  const first = findMoney(text)[0];
  if (first) return first.value;
  const bare = /^\s*(\d+(?:\.\d+)?)\s*(k|m|mm)?\s*$/i.exec(text);
  if (!bare) return null;
  const suffix = bare[2]?.toLowerCase();
  return Number(bare[1]) * (suffix === 'k' ? 1_000 : suffix ? 1_000_000 : 1);
}

/** "10.50%", "9.875% per annum", "11.500% fixed"; a bare fraction below 1 is a spreadsheet percent cell. */
export function parsePercent(raw: string, { allowFraction = false } = {}): number | null {
  const text = statedFigures(raw);
  const pct = /(\d{1,2}(?:\.\d+)?)\s*%/.exec(text) ?? /(\d{1,2}(?:\.\d+)?)\s*(?:percent|per\s*cent|pct)\b/i.exec(text);
  if (pct) return Number(pct[1]);
  const bare = /^\s*(\d{0,2}(?:\.\d+)?)\s*$/.exec(text);
  if (!bare || bare[1] === '') return null;
  const value = Number(bare[1]);
  if (allowFraction && value > 0 && value < 1) return Math.round(value * 100 * 10_000) / 10_000;
  return value;
}

/** "Twelve (12) Months" → 12, "2 years" → 24, "30-year" → 360, "360" → 360 (months unless a unit says years). */
export function parseTermMonths(text: string): number | null {
  const t = text.toLowerCase();
  // Spanish and Portuguese terms too: "12 meses", "2 años", "3 anos".
  const numeric = /(\d+(?:\.\d+)?)\s*\)?\s*[- ]?\s*(months?|mos?\.?|mo\b|meses|years?|yrs?\.?|yr\b|años?|anos?\b)?/.exec(t);
  if (numeric) {
    const n = Number(numeric[1]);
    const unit = numeric[2] ?? '';
    return /^(?:y|a)/.test(unit) ? n * 12 : n;
  }
  const written = /([a-z][a-z\s-]*?)\s+(months?|years?)\b/.exec(t);
  if (written) {
    const n = wordsToNumber(written[1]!.split(/\s+/).slice(-3).join(' '));
    if (n !== null) return written[2]!.startsWith('y') ? n * 12 : n;
  }
  return null;
}

/** "2.00 points", "1.50% of loan amount ($8,925.00)", "2 pts" → 2. A flat dollar fee is not points. */
export function parsePoints(text: string): number | null {
  const m = /(\d{1,2}(?:\.\d+)?)\s*(?:%|points?\b|pts?\b)/i.exec(text);
  if (m) return Number(m[1]);
  // "1.50 at closing", "2 due at funding": the figure alone, said when it is paid.
  const bare = /^\s*(\d{1,2}(?:\.\d+)?)\s*(?:$|(?:at|due|paid|payable|upfront|up front|on|in)\b(?![^$]*\$))/i.exec(text);
  return bare ? Number(bare[1]) : null;
}

/** A figure's old value in a change ("extended from 03/22/2024 to Apr. 21, 2024", "reduced from $1,015,000 to ..."). */
const SUPERSEDED = /\b((?:extend|reduc|increas|decreas|chang|amend|revis|modifi|mov|adjust|lower|rais|bump|push|updat|correct|reset)(?:ed|e|es)?)\s+from\s+[^;\n]{1,30}?\s+to\s+(?=\$|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/gi;

/** "9 3/4%", "10-1/2 percent", "10½%": a rate quoted with a fraction, as lenders still write them. */
const FRACTION_PERCENT = /\b(\d{1,2})(?:(?:\s+|-)([1-7])\/([248])|\s?([½¼¾]))(?=\s*(?:%|percent\b|per\s*cent\b))/gi;
const VULGAR_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/**
 * The text with its figures as they are meant: the old values of changed figures left out, so that only the new
 * one is read as the fact, and fractional percentages in decimals ("9 3/4%" → "9.75%").
 */
/**
 * A sentence about a deal done before ("You funded his/her Pittsburgh deal last year — $1,365,390 at 7.50%, paid
 * off early."): its figures are that deal's history, not this one's.
 */
const SENTENCE_PART = String.raw`(?:[^.!?\n]|\.(?=\d))`;
const PAST_DEAL = new RegExp(String.raw`(?<=^|[.!?]\s+|\n)${SENTENCE_PART}*\b(?:(?:you|we|they)\s+(?:funded|closed|did)\b${SENTENCE_PART}{0,60}?\b(?:deal|loan)\b${SENTENCE_PART}{0,30}?\blast\s+(?:year|month|spring|summer|fall|winter)|(?:last|previous|prior)\s+(?:deal|loan)\s+(?:with|from)\s+(?:you|us)|paid off early)\b${SENTENCE_PART}*(?:[.!?]|(?=\n)|$)`, 'gi');

export function statedFigures(text: string): string {
  return text
    .replace(PAST_DEAL, ' ')
    // "USD 135,000", "US$ 135,000": a sum in dollars however its currency is written.
    .replace(/\bUS(?:D\s?|\$\s?)(?=\d)/g, '$')
    .replace(SUPERSEDED, '$1 to ')
    .replace(FRACTION_PERCENT, (_, whole: string, num?: string, den?: string, vulgar?: string) =>
      formatNumber(Number(whole) + (vulgar ? VULGAR_FRACTIONS[vulgar]! : Number(num) / Number(den))),
    );
}
