// Field-extraction benchmark of the embedded engine against a folder of documents with ground truth
// (NAME.ext + NAME.truth.json, see ../shared/fixtures/documents/README.md). Prints precision / recall / F1 per
// format, the bad inputs answered as expected, the median time per document, and pdftotext's time as reference.
//   npm run bench:extract [-- --dir <folder>] [-- --verbose]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDocument } from '../src/server/documents/engine';
import { isDocumentError } from '../src/server/documents/errors';
import { shutdownOcr } from '../src/server/documents/ocr';

interface Truth {
  file: string;
  documentType: string;
  format: string;
  expectError: string | null;
  fields: Record<string, string>;
}

const args = process.argv.slice(2);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirArg = args.indexOf('--dir');
const dir = path.resolve(dirArg >= 0 && args[dirArg + 1] ? args[dirArg + 1]! : path.join(repoRoot, '../shared/fixtures/documents'));
const verbose = args.includes('--verbose');
const FORMATS = ['pdf_text', 'pdf_scanned', 'image', 'xlsx'];

function mimeOf(file: string): string | undefined {
  const ext = path.extname(file).slice(1).toLowerCase();
  return { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', csv: 'text/csv' }[ext];
}

function words(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9%.]+/g, ' ').split(' ').filter(Boolean);
}

/** README normalisation: exact after trimming/case, numbers by value, prepayment_terms by word overlap. */
function same(field: string, got: string, want: string): boolean {
  const a = got.trim().toLowerCase();
  const b = want.trim().toLowerCase();
  if (a === b) return true;
  if (field === 'prepayment_terms') {
    const wa = new Set(words(a));
    const wb = words(b);
    return wb.filter((w) => wa.has(w)).length >= 0.6 * wb.length;
  }
  return /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b) && Number(a) === Number(b);
}

function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const truths: Truth[] = readdirSync(dir)
  .filter((f) => f.endsWith('.truth.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Truth);

const stats = new Map(FORMATS.map((f) => [f, { docs: 0, tp: 0, fp: 0, fn: 0, times: [] as number[] }]));
let badTotal = 0;
let badOk = 0;
let typeOk = 0;
let typeTotal = 0;
const textPdfs: string[] = [];

for (const truth of truths) {
  const file = path.join(dir, truth.file);
  if (!existsSync(file)) continue;
  const bytes = new Uint8Array(readFileSync(file));
  const started = performance.now();
  let outcome: string;
  let extracted: Record<string, string> = {};
  let documentType = 'Unknown';
  try {
    const result = await analyzeDocument({ bytes, fileName: truth.file, declaredType: mimeOf(truth.file) });
    extracted = result.extractedData;
    documentType = result.documentType;
    outcome = Object.keys(extracted).length ? 'fields' : `no fields (${result.additionalNotes})`;
  } catch (error) {
    outcome = isDocumentError(error) ? `error ${error.status} ${error.message}` : `CRASH ${String(error)}`;
  }
  const seconds = (performance.now() - started) / 1000;
  if (truth.format === 'bad') {
    badTotal++;
    const noText = /no text/i.test(truth.expectError ?? '');
    const ok = noText ? outcome.startsWith('no fields') : outcome.startsWith('error 4');
    if (ok) badOk++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} bad      ${truth.file.padEnd(40)} ${seconds.toFixed(2)}s  expected "${truth.expectError}" → ${outcome}`);
    continue;
  }
  const s = stats.get(truth.format);
  if (!s) continue;
  if (truth.format === 'pdf_text') textPdfs.push(file);
  s.docs++;
  s.times.push(seconds);
  typeTotal++;
  if (documentType === truth.documentType) typeOk++;
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
    if (want === undefined || !same(field, got, want)) {
      s.fp++;
      if (want === undefined) misses.push(`+${field}=${got}`);
    }
  }
  const typeNote = documentType === truth.documentType ? '' : ` [type ${documentType} ≠ ${truth.documentType}]`;
  console.log(`${misses.length ? 'miss' : 'ok  '} ${truth.format.padEnd(8)} ${truth.file.padEnd(40)} ${seconds.toFixed(2)}s${typeNote}${verbose || misses.length ? `  ${misses.join('  ')}` : ''}`);
}
await shutdownOcr();

const pdftotextTimes: number[] = [];
if (existsSync('/usr/bin/pdftotext')) {
  for (const file of textPdfs) {
    const started = performance.now();
    spawnSync('/usr/bin/pdftotext', ['-layout', file, '-'], { stdio: 'ignore' });
    pdftotextTimes.push((performance.now() - started) / 1000);
  }
}

const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
console.log('');
console.log('format       docs  precision  recall     F1   median s');
for (const [format, s] of stats) {
  const precision = s.tp / (s.tp + s.fp);
  const recall = s.tp / (s.tp + s.fn);
  const f1 = (2 * precision * recall) / (precision + recall);
  console.log(`${format.padEnd(12)} ${String(s.docs).padStart(4)}  ${pct(precision).padStart(9)}  ${pct(recall).padStart(6)}  ${pct(f1).padStart(5)}  ${median(s.times).toFixed(2).padStart(8)}`);
}
console.log(`bad inputs answered as expected: ${badOk}/${badTotal}`);
console.log(`document type correct: ${typeOk}/${typeTotal}`);
const engineText = median(stats.get('pdf_text')?.times ?? []);
const reference = median(pdftotextTimes);
if (pdftotextTimes.length) {
  console.log(`text PDF median: engine ${engineText.toFixed(3)} s, pdftotext ${reference.toFixed(3)} s (engine/pdftotext ×${(engineText / reference).toFixed(1)})`);
}
