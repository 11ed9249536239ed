// temp debug (not committed)
import { readFileSync, writeFileSync } from 'node:fs';
import { analyseText } from '../src/server/documents/engine';
import { recognize, shutdownOcr } from '../src/server/documents/ocr';
import { prepareImage } from '../src/server/documents/image-prep';
const file = process.argv[2]!;
const t = Date.now();
const img = await prepareImage(readFileSync(file));
writeFileSync('/tmp/ocrdbg/prep.png', img.png);
const ocr = await recognize(img.png, 1, 120000);
console.log('ms', Date.now() - t, 'words', ocr.wordCount, 'q', ocr.quality.toFixed(2), img.width, img.height);
for (const l of ocr.lines) console.log(l.cells.map((c) => c.text).join(' | '));
const r = analyseText({ lines: ocr.lines, source: 'ocr', quality: ocr.quality, notes: [] });
console.log(JSON.stringify(r.extractedData));
await shutdownOcr();
