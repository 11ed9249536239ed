// Text as a speech recogniser hears it: lower-case words, numbers and amounts spelled out ('$450,000' →
// 'four hundred fifty thousand dollars', '10.5%' → 'ten point five percent'). The language model is trained on
// these words and the word error rate is measured on them.

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [[1_000_000_000, 'billion'], [1_000_000, 'million'], [1_000, 'thousand']];

function belowThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)]!, 'hundred');
  const rest = n % 100;
  if (rest === 0) return words.length ? words : ['zero'];
  if (rest < 20) words.push(ONES[rest]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
  return words;
}

/** A whole number in words: 2220000 → 'two million two hundred twenty thousand'. */
export function integerWords(n: number): string[] {
  if (!Number.isSafeInteger(n) || n < 0) return [];
  if (n < 1000) return belowThousand(n);
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      words.push(...integerWords(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest) words.push(...belowThousand(rest));
  return words;
}

/** '10.5' → 'ten point five'; a 4-digit street number is said in pairs the way people say it ('7698' → 'seventy six ninety eight'). */
export function numberWords(token: string, { pairs = false } = {}): string[] {
  const [whole = '', fraction] = token.replace(/,/g, '').split('.');
  const n = Number(whole || '0');
  const head =
    pairs && whole.length === 4 && !whole.endsWith('00') && whole[2] !== '0'
      ? [...integerWords(Number(whole.slice(0, 2))), ...integerWords(Number(whole.slice(2)))]
      : integerWords(n);
  return fraction ? [...head, 'point', ...[...fraction].map((d) => ONES[Number(d)]!)] : head;
}

const SYMBOLS: Record<string, string> = { '&': 'and', '%': 'percent', '+': 'plus', '@': 'at' };

/** Street-type abbreviations as they are said ('Ct' → 'court'). */
export const STREET_SUFFIXES: Record<string, string> = {
  st: 'street', rd: 'road', dr: 'drive', ave: 'avenue', av: 'avenue', blvd: 'boulevard', ln: 'lane', ct: 'court', pl: 'place',
  cir: 'circle', pkwy: 'parkway', hwy: 'highway', ter: 'terrace', trl: 'trail', sq: 'square', cv: 'cove', xing: 'crossing', apt: 'apartment',
};

// (512) 555-0134 / $1.2M / $450k / $450,000 / 10.5% / 7698 / words with apostrophes / & % + @
const TOKEN = /\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{4}\b|\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:[mk]\b|million\b|thousand\b))?%?|[a-z]+(?:'[a-z]+)*|[&%+@]/gi;

/** One token of written text as it is said, or undefined when it is said as written. */
function sayToken(raw: string, before: string): string | undefined {
  if (SYMBOLS[raw]) return SYMBOLS[raw];
  // a phone number is said digit by digit: '(512) 555-0134'
  if (/^\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{4}$/.test(raw)) return [...raw.replace(/\D/g, '')].map((d) => ONES[Number(d)]!).join(' ');
  if (/^[a-z]/i.test(raw)) {
    // 'Eagle Trl' → 'Eagle Trail': a capitalised street abbreviation right after a word or a number.
    const suffix = STREET_SUFFIXES[raw.toLowerCase()];
    if (suffix && /^[A-Z][a-z]*$/.test(raw) && /[a-z0-9]\s+$/i.test(before)) return suffix;
    // 'LTV', 'DSCR', 'LLC' are spelled out letter by letter; an acronym with a vowel may be a word ('HUD').
    if (/^[A-Z]{2,5}s?$/.test(raw) && !/[AEIOUY]/.test(raw)) return [...raw.replace(/s$/, '')].join(' ') + (raw.endsWith('s') ? "'s" : '');
    return undefined;
  }
  const dollars = raw.startsWith('$');
  const percent = raw.endsWith('%');
  const unit = raw.replace('%', '').trim();
  const scale = /(m|million)$/i.test(unit) ? 'million' : /(k|thousand)$/i.test(unit) ? 'thousand' : '';
  const digits = raw.replace(/[$%a-z\s]/gi, '');
  return [...numberWords(digits), ...(scale ? [scale] : []), ...(dollars ? ['dollars'] : []), ...(percent ? ['percent'] : [])].join(' ');
}

/**
 * Written text as it is read aloud, punctuation kept: numbers, money and rates in words ('$3,000,000' → 'three
 * million dollars', '10.5%' → 'ten point five percent'), street abbreviations said in full, acronyms spelled. The
 * speech engine reads this, the language model is trained on its words, and the word error rate counts them.
 */
export function spokenText(text: string): string {
  return text.replace(TOKEN, (raw: string, offset: number) => sayToken(raw, text.slice(Math.max(0, offset - 40), offset)) ?? raw);
}

/** The words a person says for this text, lower-case, no punctuation. */
export function spokenWords(text: string): string[] {
  return [...spokenText(text).matchAll(/[a-z]+(?:'[a-z]+)*/gi)].map((m) => m[0].toLowerCase());
}
