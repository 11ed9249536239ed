// A recogniser's words back into the text a person would have typed: number words become digits
// ('four hundred fifty thousand dollars' → '$450,000', 'ten point five percent' → '10.5%', a street number said in
// pairs 'seventy six ninety eight' → '7698'), so the assistant reads a spoken question like a typed one.

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

const isNumberWord = (w: string) => w in UNITS || w in TENS || w === 'hundred' || w in SCALES;

/** Parses a run of number words; two-digit groups said one after another ('seventy six ninety eight') are joined. */
function parseRun(words: string[]): string {
  const groups: number[] = [];
  let total = 0;
  let current = 0;
  let last: 'unit' | 'tens' | 'hundred' | 'scale' | null = null;
  const flushPair = () => {
    groups.push(total + current);
    total = 0;
    current = 0;
  };
  for (const w of words) {
    if (w in UNITS) {
      if (last === 'unit' || (last === 'tens' && current % 10 !== 0) || (UNITS[w]! >= 10 && last === 'tens')) flushPair();
      current += UNITS[w]!;
      last = 'unit';
    } else if (w in TENS) {
      if (last === 'unit' || last === 'tens') flushPair();
      current += TENS[w]!;
      last = 'tens';
    } else if (w === 'hundred') {
      current = (current || 1) * 100;
      last = 'hundred';
    } else {
      total += (current || 1) * SCALES[w]!;
      current = 0;
      last = 'scale';
    }
  }
  groups.push(total + current);
  // 'seventy six ninety eight' → 76, 98 → 7698; 'one two three' → 123
  return groups.length === 1 ? String(groups[0]) : groups.map((g, i) => (i > 0 && g < 10 && groups[i - 1]! >= 10 ? `0${g}` : String(g))).join('');
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function transcriptText(words: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    if (!isNumberWord(words[i]!) || ((words[i] === 'oh' || words[i] === 'one') && !isNumberWord(words[i + 1] ?? ''))) {
      out.push(words[i++]!);
      continue;
    }
    let j = i;
    while (j < words.length && isNumberWord(words[j]!)) j++;
    let number = parseRun(words.slice(i, j));
    if (words[j] === 'point' && words[j + 1] && words[j + 1]! in UNITS) {
      j++;
      let fraction = '';
      while (j < words.length && words[j]! in UNITS && UNITS[words[j]!]! < 10) fraction += String(UNITS[words[j++]!]);
      number += `.${fraction}`;
    }
    if (words[j] === 'percent') {
      out.push(`${number}%`);
      j++;
    } else if (words[j] === 'dollars') {
      out.push(`$${withCommas(number)}`);
      j++;
    } else out.push(Number(number) >= 10_000 ? withCommas(number) : number);
    i = j;
  }
  return out.join(' ');
}
