// Question sets written in pairs from the same intents and truth: one set's templates are built against, the
// other's (other words, another seed) are set aside and only scored. Each intent is asked once per template of
// each set, so the pair measures wording, not content.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Question } from '../scoring';

export type Fill<T, W> = (x: T, words: W) => string;

/** `words` holds each set's random word source, keyed by set name; files are written as `<prefix>-<set>.json`. */
export function pairedSets<S extends string, W>(prefix: string, words: Record<S, W>) {
  const sets = Object.keys(words) as S[];
  const out = Object.fromEntries(sets.map((set) => [set, []])) as unknown as Record<S, Question[]>;
  let n = 0;

  /** Adds one question per template of each set, for the same intent and truth. */
  function ask<T>(category: string, x: T, templates: Record<S, Fill<T, W>[]>, expect: Question['expect'], history?: Record<S, Fill<T, W>>) {
    for (const set of sets) {
      for (const fill of templates[set]) {
        out[set].push({
          id: `${prefix}-${set}-${category.replace('/', '-')}-${String(++n).padStart(4, '0')}`,
          category,
          question: fill(x, words[set]),
          ...(history ? { history: [history[set](x, words[set])] } : {}),
          expect: structuredClone({ mustNotContain: [], ...expect }),
        });
      }
    }
  }

  function write() {
    for (const set of sets) {
      const file = `${prefix}-${set}.json`;
      writeFileSync(path.join(import.meta.dirname, file), `${JSON.stringify(out[set], null, 1)}\n`);
      console.log(`${file}: ${out[set].length} questions`);
    }
  }

  return { ask, out, write };
}
