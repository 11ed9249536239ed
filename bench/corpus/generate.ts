// Generates the evaluation corpus: for every family of the chosen set(s), N documents from deterministic seeds,
// each NAME.ext with NAME.truth.json beside it (the format of ../shared/fixtures/documents/README.md plus "family"
// and "set"), and an index.json.
//
//   npx tsx bench/corpus/generate.ts --out .tmp/corpus [--set dev|heldout|unseen|all] [--per-family 5] [--seed 1]
//     [--family ID] [--subset NAME] [--concurrency 3] [--debug-facts: also write NAME.facts.json, the deal, for bench/corpus/check.ts]
//     [--as pdf_text|pdf_scanned|image: every page-like document in that format, the same facts and layout — a scan's
//     text-PDF twin, to compare what OCR read with what was printed]
//
// --subset NAME generates one folder of a set only (families/<set>/NAME/index.ts), e.g. a set-f:
//   npx tsx bench/corpus/generate.ts --out .tmp/corpus-f --set heldout --subset set-f --per-family 5
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeFacts, makeRng } from './facts';
import { Renderer, csv, scanParams, xls, xlsx, type Overflow } from './render';
import type { Family, FamilyOutput, HtmlFormat, Rng, SheetFormat } from './types';

// `all` is dev + heldout; `unseen` (families/unseen) is generated only when named, so nobody tunes on it by accident.
type SetName = 'dev' | 'heldout' | 'unseen';

interface Options { out: string; sets: SetName[]; perFamily: number; seed: number; concurrency: number; debugFacts: boolean; family?: string; subset?: string; as?: HtmlFormat }

function parseArgs(argv: readonly string[]): Options {
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = value('--out');
  if (!out) {
    console.error('usage: tsx bench/corpus/generate.ts --out <dir> [--set dev|heldout|unseen|all] [--per-family N] [--seed S]');
    process.exit(2);
  }
  const set = value('--set') ?? 'all';
  if (!['dev', 'heldout', 'unseen', 'all'].includes(set)) throw new Error(`--set must be dev, heldout, unseen or all, not ${set}`);
  const as = value('--as');
  if (as !== undefined && !['pdf_text', 'pdf_scanned', 'image'].includes(as)) throw new Error(`--as must be pdf_text, pdf_scanned or image, not ${as}`);
  return {
    out,
    sets: set === 'all' ? ['dev', 'heldout'] : [set as SetName],
    perFamily: Number(value('--per-family') ?? 5),
    seed: Number(value('--seed') ?? 1),
    concurrency: Number(value('--concurrency') ?? 3),
    debugFacts: argv.includes('--debug-facts'),
    family: value('--family'),
    subset: value('--subset'),
    as: as as HtmlFormat | undefined,
  };
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

async function loadFamilies(set: SetName, subset?: string): Promise<Family[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (subset !== undefined && !/^[a-z0-9-]+$/.test(subset)) throw new Error(`--subset must be a folder name such as set-f, not ${subset}`);
  const index = path.join(here, 'families', set, ...(subset ? [subset] : []), 'index.ts');
  if (!existsSync(index)) {
    console.warn(`(no ${set}${subset ? `/${subset}` : ''} families: ${path.relative(process.cwd(), index)} does not exist)`);
    return [];
  }
  const mod = (await import(pathToFileURL(index).href)) as { families?: Family[] };
  return mod.families ?? [];
}

interface Job { set: SetName; family: Family; n: number; seed: number }

interface Written {
  file: string; truthFile: string; family: string; set: SetName; documentType: string; format: string;
  fieldCount: number; expectError: null; bytes: number;
}

const SCAN_FORMATS: readonly HtmlFormat[] = ['pdf_scanned', 'image'];

/** Mostly a text PDF; about one document in five scanned or photographed where the family allows it. */
function htmlFormat(family: Family, job: Job, rng: Rng, pageCount: number): HtmlFormat {
  const listed = family.formats.filter((f): f is HtmlFormat => ['pdf_text', 'pdf_scanned', 'image'].includes(f));
  let scans = listed.filter((f) => SCAN_FORMATS.includes(f));
  if (pageCount > 1) scans = scans.filter((f) => f !== 'image'); // a photo is one page
  const scanTurn = (job.n + hash(family.id)) % 5 === 0;
  if (scans.length > 0 && (scanTurn || !listed.includes('pdf_text'))) return rng.pick(scans);
  if (listed.includes('pdf_text')) return 'pdf_text';
  return listed.includes('pdf_scanned') ? 'pdf_scanned' : 'pdf_text';
}

function sheetFormat(family: Family, job: Job): SheetFormat {
  const listed = family.formats.filter((f): f is SheetFormat => ['xlsx', 'xls', 'csv'].includes(f));
  if (listed.length === 0) throw new Error(`${family.id}: a sheet family must list xlsx, xls or csv`);
  return listed[(job.n - 1 + hash(family.id)) % listed.length] as SheetFormat;
}

async function produce(renderer: Renderer, job: Job, output: FamilyOutput, rng: Rng, as?: HtmlFormat): Promise<{ ext: string; format: string; bytes: Buffer; warnings: string[] }> {
  if (output.kind === 'sheet') {
    const format = sheetFormat(job.family, job);
    const bytes = format === 'xlsx' ? await xlsx(output.sheets) : format === 'xls' ? xls(output.sheets) : csv(output.sheets);
    return { ext: format, format, bytes, warnings: [] };
  }
  const pageCount = (output.html.match(/<section class="page"/g) ?? []).length || 1;
  // The format is drawn even when forced, so the scan parameters drawn after it stay those of the document.
  const drawn = htmlFormat(job.family, job, rng, pageCount);
  const format = as ?? drawn;
  const warn = (overflowing: Overflow[]) => overflowing.map((o) => `page ${o.page} is ${o.excess}px taller than Letter`);
  if (format === 'pdf_text') {
    const { bytes, overflowing } = await renderer.pdf(output.html);
    return { ext: 'pdf', format, bytes, warnings: warn(overflowing) };
  }
  const params = scanParams(rng);
  if (format === 'image') {
    const png = rng.chance(0.3);
    const { images, overflowing } = await renderer.scan(output.html, params, { png, firstPageOnly: true });
    return { ext: png ? 'png' : 'jpg', format, bytes: images[0] as Buffer, warnings: warn(overflowing) };
  }
  const { images, overflowing } = await renderer.scan(output.html, params);
  return { ext: 'pdf', format, bytes: await renderer.imagePdf(images), warnings: warn(overflowing) };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(options.out, { recursive: true });
  const jobs: Job[] = [];
  const ids = new Set<string>();
  for (const set of options.sets) {
    for (const family of await loadFamilies(set, options.subset)) {
      if (options.family && family.id !== options.family) continue;
      if (ids.has(family.id)) throw new Error(`duplicate family id ${family.id}`);
      ids.add(family.id);
      for (let n = 1; n <= options.perFamily; n++) {
        jobs.push({ set, family, n, seed: hash(`${set}/${family.id}/${n}/${options.seed}`) });
      }
    }
  }
  const started = Date.now();
  const renderer = await Renderer.launch();
  const written: Written[] = [];
  let failures = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++] as Job;
      const base = `${job.family.id}-${job.n}`;
      try {
        const facts = makeFacts(makeRng(job.seed));
        const output = job.family.make(facts, makeRng(hash(`family/${job.seed}`)));
        const { ext, format, bytes, warnings } = await produce(renderer, job, output, makeRng(hash(`render/${job.seed}`)), options.as);
        const file = `${base}.${ext}`;
        const fields = Object.fromEntries(Object.entries(output.truth).sort(([a], [b]) => a.localeCompare(b)));
        const truth = { file, documentType: output.documentType, format, expectError: null, fields, family: job.family.id, set: job.set };
        writeFileSync(path.join(options.out, file), bytes);
        writeFileSync(path.join(options.out, `${base}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
        // For bench/corpus/check.ts: the whole deal, to find facts a document prints but its truth leaves out.
        if (options.debugFacts) writeFileSync(path.join(options.out, `${base}.facts.json`), `${JSON.stringify(facts, null, 2)}\n`);
        written.push({
          file, truthFile: `${base}.truth.json`, family: job.family.id, set: job.set, documentType: output.documentType,
          format, fieldCount: Object.keys(fields).length, expectError: null, bytes: bytes.length,
        });
        for (const w of warnings) console.warn(`warning: ${file}: ${w}`);
      } catch (error) {
        failures++;
        console.error(`FAILED ${base}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    await renderer.close();
  }
  written.sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
  const tally = (key: 'format' | 'documentType' | 'set' | 'family') =>
    written.reduce<Record<string, number>>((acc, d) => ({ ...acc, [d[key]]: (acc[d[key]] ?? 0) + 1 }), {});
  const index = {
    description: 'Generated synthetic private-lending loan documents with ground truth (bench/corpus).',
    seed: options.seed,
    count: written.length,
    bySet: tally('set'),
    byFormat: tally('format'),
    byDocumentType: tally('documentType'),
    documents: written,
  };
  writeFileSync(path.join(options.out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${written.length} documents from ${ids.size} families in ${seconds}s → ${options.out}${failures ? ` (${failures} FAILED)` : ''}`);
  if (failures) process.exitCode = 1;
}

await main();
