// Letter-spaced captions ("L O A N  A M O U N T", small caps with wide tracking): the PDF's text layer puts a space
// between every glyph (and keeps kerned pairs such as "LO", "AT" together), so the gap between two words is no wider
// than the gap between two letters. Such a caption is read back by joining its letters and cutting the run into the
// fewest known words (the extractor's label vocabulary and common English), so the rules see "LOAN AMOUNT".
import { englishRank } from '../../core/language/english';
import model from './rules/label-model.json';
import { ABBREVIATIONS } from './rules/vocabulary';

// Built on first use: most documents have no letter-spaced caption.
let labelWords: Set<string> | undefined;
/** Words labels are made of: every token the label model knows and every word the abbreviations spell out. */
function isLabelWord(word: string): boolean {
  labelWords ??= new Set(
    [
      ...Object.keys((model as { weights: Record<string, unknown> }).weights).filter((f) => f.startsWith('w:')).map((f) => f.slice(2)),
      ...Object.entries(ABBREVIATIONS).flatMap(([short, long]) => [short, ...long.split(' ')]),
    ].filter((w) => /^[a-z]{2,}$/.test(w)),
  );
  return labelWords.has(word);
}
/** The words a caption may be cut into: label words first ("asset class", not "ass et class"), then common English. */
const isKnownWord = (word: string) => isLabelWord(word) || (word.length > 1 && englishRank(word) !== Infinity);
const LONGEST = 20;

/**
 * Whether a text may be letter-spaced: two or more letter tokens, half of them or more single glyphs (the rest kerned
 * pairs), none longer than three, four letters at least. Whether it is one is decided by its letters making words.
 */
export function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const letters = tokens.filter((t) => /^[A-Za-z]+$/.test(t));
  if (letters.length < 2 || tokens.some((t) => t.length > 3) || letters.join('').length < 4) return false;
  const single = letters.filter((t) => t.length === 1).length;
  return single / letters.length >= 0.5;
}

/**
 * The fewest known words a run of letters is made of ("borrowingentity" → ["borrowing", "entity"]), or null when it
 * cannot be cut into known words.
 */
export function segmentWords(run: string): string[] | null {
  const lower = run.toLowerCase();
  const n = lower.length;
  // best[i]: [words, unknown-label-words] of the best cut of lower[0, i).
  const best: ([number, number, number] | null)[] = Array.from({ length: n + 1 }, () => null);
  best[0] = [0, 0, -1];
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - LONGEST); start < end; start++) {
      const prev = best[start];
      const word = lower.slice(start, end);
      if (!prev || !isKnownWord(word)) continue;
      const cost: [number, number, number] = [prev[0] + 1, prev[1] + (isLabelWord(word) ? 0 : 1), start];
      const cur = best[end];
      if (!cur || cost[0] < cur[0] || (cost[0] === cur[0] && cost[1] < cur[1])) best[end] = cost;
    }
  }
  if (!best[n]) return null;
  const words: string[] = [];
  for (let end = n; end > 0; end = best[end]![2]) words.unshift(run.slice(best[end]![2], end));
  return words;
}

/**
 * "BO R R O W I N G E N T I T Y / BO R R O W E R" → "BORROWING ENTITY / BORROWER". Text that is not letter-spaced,
 * or whose letters do not all make known words in fewer pieces than it had ("I O U", "N W"), is left as it is.
 */
export function unLetterSpace(text: string): string {
  if (!isLetterSpaced(text)) return text;
  let failed = false;
  // Runs of letters between punctuation ("/", "-", "#") and digits are cut into words separately.
  const joined = text
    .replace(/\s+/g, '')
    .replace(/[A-Za-z]+/g, (run) => {
      const words = segmentWords(run);
      if (!words) failed = true;
      return (words ?? [run]).join(' ');
    })
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/#/g, ' #')
    .trim();
  if (failed || joined.split(/\s+/).length >= text.trim().split(/\s+/).length) return text;
  return joined;
}
