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

/** The words a person says for this text, lower-case, no punctuation. */
export function spokenWords(text: string): string[] {
  const words: string[] = [];
  // $1.2M / $450k / $450,000 / 10.5% / 7698 / words with apostrophes
  const re = /\$?\d[\d,]*(?:\.\d+)?\s*(?:[mk]\b|million\b|thousand\b)?%?|[a-z]+(?:'[a-z]+)*|[&%+@]/gi;
  for (const match of text.matchAll(re)) {
    const raw = match[0];
    if (/^[a-z]/i.test(raw)) {
      words.push(raw.toLowerCase());
      continue;
    }
    if (SYMBOLS[raw]) {
      words.push(SYMBOLS[raw]);
      continue;
    }
    const dollars = raw.startsWith('$');
    const percent = raw.endsWith('%');
    const scale = /(m|million)$/i.test(raw.replace('%', '').trim()) ? 'million' : /(k|thousand)$/i.test(raw.replace('%', '').trim()) ? 'thousand' : '';
    const digits = raw.replace(/[$%a-z\s]/gi, '');
    words.push(...numberWords(digits));
    if (scale) words.push(scale);
    if (dollars) words.push('dollars');
    if (percent) words.push('percent');
  }
  return words;
}
