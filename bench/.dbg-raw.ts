// temp debug (not committed)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createWorker, OEM } from 'tesseract.js';
import { prepareImage } from '../src/server/documents/image-prep';
const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string };
const img = await prepareImage(readFileSync(process.argv[2]!), { minLongSide: Number(process.env.MINLONG ?? 2200) });
const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH.langPath, gzip: true, cacheMethod: 'none' });
for (const psm of (process.env.PSM ?? '6').split(',')) {
  const t = Date.now();
  const r = await w.recognize(img.png, { tessedit_pageseg_mode: psm } as never, { blocks: true, text: false });
  const words = (r.data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  console.log('PSM', psm, 'ms', Date.now() - t, 'words', words.length, img.width);
  for (const b of r.data.blocks ?? []) for (const p of b.paragraphs) for (const l of p.lines)
    console.log(l.words.map((x) => `${x.text}(${Math.round(x.confidence)})`).join(' '));
}
await w.terminate();
