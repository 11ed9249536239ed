// How common an English word is, from a frequency list of spoken English (scripts/english-words.mjs): the assistant's
// typo corrector and the document reader both ask whether a word is an everyday one.
import ranked from './english-words.json';

// Built on first use, not at import: the web bundle and every test importing a reader need not pay for it.
let ranks: Map<string, number> | undefined;

/** The word's rank among spoken English words (1 = most common), or Infinity past the list's end. */
export function englishRank(word: string): number {
  ranks ??= new Map((ranked as string[]).map((w, i) => [w, i + 1]));
  return ranks.get(word) ?? Infinity;
}
