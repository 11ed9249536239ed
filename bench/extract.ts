// Field-extraction benchmark of the embedded engine, on documents with ground truth (NAME.ext + NAME.truth.json,
// see ../shared/fixtures/documents/README.md):
//  1. the shared fixtures;
//  2. the generated corpus (bench/corpus, generated into .tmp/corpus when missing), reported per set: "dev"
//     families are the ones rules were written and the label model trained against; "heldout" families were
//     written by other hands and never read while building the engine — their F1 is leave-family-out; "unseen"
//     families (`--set unseen`) are a later set by yet another hand, scored only to report, never to tune.
// Prints precision / recall / F1 per format, the bad inputs answered as expected, document types, how often each
// confidence band is right, and median times (pdftotext as the text-PDF reference).
//   npm run bench:extract [-- --corpus <dir>] [-- --only fixtures|corpus] [-- --formats pdf_text,xlsx] [-- --verbose]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { confidenceBand, type ConfidenceBand } from '../src/core/extraction';
import { analyzeDocument } from '../src/server/documents/engine';
import { isDocumentError } from '../src/server/documents/errors';
import { shutdownOcr } from '../src/server/documents/ocr';
import { same } from './support/truth-match';

interface Truth {
  file: string;
  documentType: string;
  format: string;
  expectError: string | null;
  fields: Record<string, string>;
  family?: string;
  set?: string;
}

const args = process.argv.slice(2);
const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.resolve(option('--dir') ?? path.join(repoRoot, '../shared/fixtures/documents'));
const corpusDir = path.resolve(option('--corpus') ?? path.join(repoRoot, '.tmp/corpus'));
const only = option('--only');
const verbose = args.includes('--verbose');
/** "--formats pdf_text,xlsx" limits a run to those formats (OCR formats take seconds a document). */
const formats = option('--formats')?.split(',');

/** Report groups: spreadsheets of every kind are one format, as in the fixtures. */
const FORMAT_GROUP: Record<string, string> = { pdf_text: 'pdf_text', pdf_scanned: 'pdf_scanned', image: 'image', xlsx: 'spreadsheet', xls: 'spreadsheet', csv: 'spreadsheet' };
const FORMATS = ['pdf_text', 'pdf_scanned', 'image', 'spreadsheet'];

function mimeOf(file: string): string | undefined {
  const ext = path.extname(file).slice(1).toLowerCase();
  return { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', csv: 'text/csv', xls: 'application/vnd.ms-excel' }[ext];
}

function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

interface FormatStats {
  docs: number;
  tp: number;
  fp: number;
  fn: number;
  times: number[];
  /** Seconds per page read with OCR (scans and photos). */
  pageTimes: number[];
}

interface Report {
  formats: Map<string, FormatStats>;
  bands: Record<ConfidenceBand, { right: number; total: number }>;
  badOk: number;
  badTotal: number;
  typeOk: number;
  typeTotal: number;
  textPdfs: string[];
}

function newReport(): Report {
  return {
    formats: new Map(FORMATS.map((f) => [f, { docs: 0, tp: 0, fp: 0, fn: 0, times: [], pageTimes: [] }])),
    bands: { high: { right: 0, total: 0 }, medium: { right: 0, total: 0 }, low: { right: 0, total: 0 } },
    badOk: 0,
    badTotal: 0,
    typeOk: 0,
    typeTotal: 0,
    textPdfs: [],
  };
}

function readTruths(dir: string): Truth[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Truth)
    .filter((t) => !formats || formats.includes(t.format));
}

async function evaluate(dir: string, truths: Truth[], report: Report): Promise<void> {
  for (const truth of truths) {
    const file = path.join(dir, truth.file);
    if (!existsSync(file)) continue;
    const bytes = new Uint8Array(readFileSync(file));
    const started = performance.now();
    let outcome: string;
    let extracted: Record<string, string> = {};
    let confidence: Record<string, number> = {};
    let documentType = 'Unknown';
    let ocrPages = 1;
    try {
      const result = await analyzeDocument({ bytes, fileName: truth.file, declaredType: mimeOf(truth.file) });
      extracted = result.extractedData;
      confidence = result.confidence;
      documentType = result.documentType;
      ocrPages = Number(/(\d+) scanned pages? (?:was|were) read with OCR/.exec(result.additionalNotes)?.[1] ?? 1);
      outcome = Object.keys(extracted).length ? 'fields' : `no fields (${result.additionalNotes})`;
    } catch (error) {
      outcome = isDocumentError(error) ? `error ${error.status} ${error.message}` : `CRASH ${String(error)}`;
    }
    const seconds = (performance.now() - started) / 1000;
    if (truth.format === 'bad') {
      report.badTotal++;
      const noText = /no text/i.test(truth.expectError ?? '');
      const ok = noText ? outcome.startsWith('no fields') : outcome.startsWith('error 4');
      if (ok) report.badOk++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} bad      ${truth.file.padEnd(44)} ${seconds.toFixed(2)}s  expected "${truth.expectError}" → ${outcome}`);
      continue;
    }
    const format = FORMAT_GROUP[truth.format];
    const s = format ? report.formats.get(format) : undefined;
    if (!s) continue;
    if (truth.format === 'pdf_text') report.textPdfs.push(file);
    s.docs++;
    s.times.push(seconds);
    if (truth.format === 'pdf_scanned' || truth.format === 'image') s.pageTimes.push(seconds / ocrPages);
    report.typeTotal++;
    if (documentType === truth.documentType) report.typeOk++;
    const misses: string[] = [];
    for (const [field, want] of Object.entries(truth.fields)) {
      const got = extracted[field];
      if (got !== undefined && same(field, got, want)) s.tp++;
      else {
        s.fn++;
        misses.push(got === undefined ? `-${field}=${want}` : `~${field}: "${got}" ≠ "${want}"`);
      }
    }
    for (const [field, got] of Object.entries(extracted)) {
      if (field === 'notes') continue;
      const want = truth.fields[field];
      const right = want !== undefined && same(field, got, want);
      const band = report.bands[confidenceBand(confidence[field] ?? 0)];
      band.total++;
      if (right) band.right++;
      if (!right) s.fp++;
      if (want === undefined) misses.push(`+${field}=${got}`);
    }
    const typeNote = documentType === truth.documentType ? '' : ` [type ${documentType} ≠ ${truth.documentType}]`;
    const crash = outcome.startsWith('CRASH') || outcome.startsWith('error') ? ` ${outcome}` : '';
    console.log(`${misses.length ? 'miss' : 'ok  '} ${truth.format.padEnd(11)} ${truth.file.padEnd(44)} ${seconds.toFixed(2)}s${typeNote}${crash}${verbose || misses.length ? `  ${misses.join('  ')}` : ''}`);
  }
}

const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

function f1Of(s: { tp: number; fp: number; fn: number }) {
  const precision = s.tp / (s.tp + s.fp);
  const recall = s.tp / (s.tp + s.fn);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

function printReport(title: string, report: Report): void {
  console.log(`\n${title}`);
  console.log('format       docs  precision  recall     F1   median s');
  const all = { tp: 0, fp: 0, fn: 0 };
  for (const [format, s] of report.formats) {
    if (!s.docs) continue;
    const { precision, recall, f1 } = f1Of(s);
    all.tp += s.tp;
    all.fp += s.fp;
    all.fn += s.fn;
    console.log(`${format.padEnd(12)} ${String(s.docs).padStart(4)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}  ${pct(f1).padStart(5)}  ${median(s.times).toFixed(2).padStart(8)}`);
  }
  const overall = f1Of(all);
  console.log(`${'all'.padEnd(12)} ${' '.repeat(4)}  ${pct(overall.precision).padStart(9)}  ${pct(overall.recall).padStart(6)}  ${pct(overall.f1).padStart(5)}`);
  const bands = (['high', 'medium', 'low'] as const)
    .map((b) => `${b} ${report.bands[b].total ? pct(report.bands[b].right / report.bands[b].total) : '  -  '} (${report.bands[b].right}/${report.bands[b].total})`)
    .join(', ');
  console.log(`confidence bands, share of extracted values that are right: ${bands}`);
  if (report.badTotal) console.log(`bad inputs answered as expected: ${report.badOk}/${report.badTotal}`);
  console.log(`document type correct: ${report.typeOk}/${report.typeTotal}`);
}

const reports: [string, Report][] = [];
if (only !== 'corpus') {
  const fixtures = newReport();
  await evaluate(fixturesDir, readTruths(fixturesDir), fixtures);
  reports.push([`shared fixtures (${path.relative(repoRoot, fixturesDir)})`, fixtures]);
}
if (only !== 'fixtures') {
  if (!existsSync(path.join(corpusDir, 'index.json'))) {
    console.log(`generating the corpus into ${path.relative(repoRoot, corpusDir)} …`);
    const generated = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench/corpus/generate.ts'), '--out', corpusDir], { stdio: 'inherit' });
    if (generated.status !== 0) process.exit(generated.status ?? 1);
  }
  const truths = readTruths(corpusDir);
  for (const set of ['dev', 'heldout', 'unseen']) {
    const report = newReport();
    const ofSet = truths.filter((t) => (t.set ?? 'dev') === set);
    const families = new Set(ofSet.map((t) => t.family)).size;
    if (set === 'unseen' && families === 0) continue;
    await evaluate(corpusDir, ofSet, report);
    reports.push([`generated corpus, ${set} families (${families} families, ${ofSet.length} documents${set === 'dev' ? '' : ', never read while building: leave-family-out'})`, report]);
  }
}
await shutdownOcr();

for (const [title, report] of reports) printReport(title, report);

const textPdfs = reports.flatMap(([, r]) => r.textPdfs);
const engineText = median(reports.flatMap(([, r]) => r.formats.get('pdf_text')?.times ?? []));
const scanned = median(reports.flatMap(([, r]) => [...(r.formats.get('pdf_scanned')?.pageTimes ?? []), ...(r.formats.get('image')?.pageTimes ?? [])]));
if (existsSync('/usr/bin/pdftotext') && textPdfs.length) {
  const reference = median(
    textPdfs.map((file) => {
      const started = performance.now();
      spawnSync('/usr/bin/pdftotext', ['-layout', file, '-'], { stdio: 'ignore' });
      return (performance.now() - started) / 1000;
    }),
  );
  console.log(`\ntext PDF median: engine ${engineText.toFixed(3)} s, pdftotext ${reference.toFixed(3)} s (engine/pdftotext ×${(engineText / reference).toFixed(1)})`);
}
console.log(`OCR median per scanned page or image: ${scanned.toFixed(2)} s`);
