// OCR with tesseract.js and the English model shipped in npm (@tesseract.js-data/eng): never a network download,
// never a cache written to the working folder. One worker, started on first use and reused (start-up ~0.4 s);
// jobs queue behind each other so a burst of uploads cannot eat every core. A job that overruns its time is
// stopped by terminating the worker; the next job starts a fresh one.
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { boxInk, placeCheckboxes, TICKED_INK, type GreyPage } from './checkboxes';
import { startDeadline, timeWorked, type Deadline } from './deadline';
import type { InkGrid } from './image-prep';
import { median, splitAtColumns, wordsToLines, type Line, type Word } from './layout';
import { stateOfZip } from './rules/address';

const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** OCR words split into cells at gaps wider than this many line heights. */
const OCR_CELL_GAP_FACTOR = 1.5;
/** Words tesseract itself doubts (0-100) are noise from photos, stamps and signatures. */
const MIN_WORD_CONFIDENCE = 40;
/**
 * Share of the page's ink outside every word tesseract read, above which the first pass (one block of text)
 * missed print: rows of a table, a boxed form's labels, a column of figures. A sparse-text pass then reads the
 * page again as scattered words, and its words fill the gaps.
 */
const UNREAD_INK_SHARE = 0.05;
/** A first pass with fewer words than this read little of the page (or the image is a photo): try sparse text. */
const FEW_WORDS = 24;
/**
 * The second pass runs only when the page's time left is at least this many times what the first pass cost. Both
 * are time worked (deadline.ts), not waited: judged by the clock, the pass was skipped under load exactly where it
 * is needed, and the page's labels went unread at load and were read on a quiet machine.
 */
const SECOND_PASS_TIME_FACTOR = 1.3;

export interface OcrPage {
  lines: Line[];
  /** Mean confidence of the kept words, 0-1. */
  quality: number;
  wordCount: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH.langPath,
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => undefined,
  }).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

async function stopWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}

/** Runs jobs one at a time on the shared worker. */
function enqueue<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

interface TesseractWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractLine {
  words: TesseractWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractBlock {
  paragraphs: { lines: TesseractLine[] }[];
}

/** Median baseline slope of the longer lines: a photographed or scanned page is rarely straight. */
function pageSlope(lines: TesseractLine[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 > 150)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .filter((s) => Math.abs(s) < 0.1)
    .sort((a, b) => a - b);
  return slopes.length ? slopes[Math.floor(slopes.length / 2)]! : 0;
}

export interface RecognizeOptions {
  /** Ink map of the cleaned image (image-prep), to judge whether a second pass is worth it. */
  inkGrid?: InkGrid;
}

interface Pass {
  lines: TesseractLine[];
  /** Time the pass worked (timeWorked). */
  ms: number;
}

export function recognize(image: Buffer, pageNumber: number, timeoutMs: number, options: RecognizeOptions = {}): Promise<OcrPage> {
  return enqueue(async () => {
    const started = Date.now();
    const startedCpu = process.cpuUsage();
    const w = await startWorker();
    let deadline: Deadline | undefined;
    const timeout = new Promise<never>((_, reject) => {
      deadline = startDeadline(timeoutMs, () => {
        void stopWorker();
        reject(new OcrTimeoutError(timeoutMs));
      });
    });
    const pass = async (params: Record<string, string>): Promise<Pass> => {
      const t = Date.now();
      const cpu = process.cpuUsage();
      // debug: tesseract's own messages ('Estimating resolution as …') go into the result, not the server's stdout.
      const result = await Promise.race([w.recognize(image, params, { blocks: true, text: false, debug: true }), timeout]);
      const blocks = (result.data.blocks ?? []) as unknown as TesseractBlock[];
      return { lines: blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)), ms: timeWorked(Date.now() - t, cpuMs(process.cpuUsage(cpu))) };
    };
    try {
      const first = await pass({});
      const pageWidth = options.inkGrid?.grey.width ?? Infinity;
      let words = keptWords(first.lines, pageWidth);
      const unread = options.inkGrid ? unreadInkShare(options.inkGrid, words) : 0;
      const left = timeoutMs - timeWorked(Date.now() - started, cpuMs(process.cpuUsage(startedCpu)));
      if ((unread > UNREAD_INK_SHARE || words.length < FEW_WORDS) && left > SECOND_PASS_TIME_FACTOR * first.ms) {
        try {
          const second = await pass({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
          words = mergeWords(words, keptWords(second.lines, pageWidth));
        } catch (error) {
          // The page's deadline came during the second pass, which only adds to the first: the first's words stay.
          if (!(error instanceof OcrTimeoutError)) throw error;
        }
      }
      const grey = options.inkGrid?.grey;
      if (options.inkGrid) words = placeCheckboxes(words, options.inkGrid.checkboxes, (box) => ({ text: box.text, x0: box.x0, x1: box.x1, y0: box.y0, y1: box.y1, confidence: 100 }));
      // Straighten the page: shift each word by the skew at its horizontal position so rows line up.
      const slope = pageSlope(first.lines);
      const straight: MarkedWord[] = words.map((word) => {
        const shift = slope * ((word.x0 + word.x1) / 2);
        // A box found on the pixels (placeCheckboxes) is already decided, and painted out of the grey page.
        const box = grey && boxShaped(word) && !/^[☐☒]$/.test(word.text) ? boxInk(grey, word) : undefined;
        return { text: word.text, x0: word.x0, x1: word.x1, y0: word.y0 - shift, y1: word.y1 - shift, shift, sure: trusted(word) || word.amid === true, box };
      });
      markCheckboxes(straight, grey);
      const kept = straight.filter((word) => word.sure && printable(word.text) && !(grey && edgeSpeck(word, grey.width)));
      const read = words.filter(trusted);
      const confidenceSum = read.reduce((sum, word) => sum + word.confidence, 0);
      return {
        lines: splitAtColumns(wordsToLines(kept, pageNumber, OCR_CELL_GAP_FACTOR, { nearestWord: true })).filter(carriesText),
        quality: read.length ? confidenceSum / read.length / 100 : 0,
        wordCount: kept.length,
      };
    } finally {
      deadline?.clear();
    }
  });
}

const cpuMs = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1000;

export interface ScoredWord extends Word {
  confidence: number;
  /** Doubted, but kept for the sure words either side of it (amidSureWords). */
  amid?: boolean;
}

/**
 * Words tesseract is reasonably sure of, with their boxes; punctuation-only words stay for checkbox marks, and so
 * do doubtful marks shaped like a checkbox (tesseract reads ☒ as "®" or "px" with confidence near 0): whether
 * they are boxes is decided from the pixels, and they are dropped when they are not.
 */
function keptWords(lines: TesseractLine[], pageWidth = Infinity): ScoredWord[] {
  return lines.flatMap((line) => {
    const words = repairStreetSuffix(dropLeadingSpeck(glueDigitGroups(glueEmails(dropSpecks(line.words.filter((word) => word.text.trim() !== '').map(toScored)))), pageWidth));
    return words.flatMap((word, i) => {
      // A hyphen separates a label from its value only between them; at a line's end it is a speck or a rule's dash.
      if (word.text === '-' && (i === 0 || i === words.length - 1)) return [];
      if (trusted(word) || boxShaped(word)) return [word];
      if (amidSureWords(words, i)) return [{ ...word, amid: true }];
      const plain = speckedWord(words, i);
      return plain ? [{ ...word, text: plain, amid: true }] : [];
    });
  });
}

/** A letter or digit box smaller than this share of its line's word height, both ways, is a dot of grain. */
const SPECK_SHARE = 0.35;

/**
 * Grain, a photo's dust and a box's corner read as print inside a line: a letter or digit in a box a few pixels
 * across ("i" at the end of "(Sponsor:"), and a dash drawn over the end of the word before it (a card's border
 * beside "TOTAL LOAN", read as "LOAN-"), which is no hyphen: a hyphen between words stands apart from both.
 */
export function dropSpecks(words: ScoredWord[]): ScoredWord[] {
  const height = median(words.map((word) => word.y1 - word.y0));
  return words.filter((word, i) => {
    const tiny = /[A-Za-z0-9]/.test(word.text) && word.y1 - word.y0 < SPECK_SHARE * height && word.x1 - word.x0 < SPECK_SHARE * height;
    const previous = words[i - 1];
    const dashOver = /^[-—–]$/.test(word.text) && previous !== undefined && /[A-Za-z0-9]$/.test(previous.text) && word.x0 < previous.x1;
    return !tiny && !dashOver;
  });
}

/** The least confidence of a plain word (speckedWord) kept whatever stands beside it. */
const MIN_PLAIN_CONFIDENCE = 30;
/** The least confidence of a word kept for the sure words either side of it. */
const MIN_FLANKED_CONFIDENCE = 15;

/**
 * A word tesseract doubts but reads between two words it is sure of, a word space from each, is print in a line
 * of print: no dictionary word ("L.L.C.,", "Kowalczyk", "#2B") rather than noise, which sits alone or at a line's
 * ends. Dropping it would cut "MacLeod Acquisitions L.L.C., a Washington limited liability company" in two.
 */
export function amidSureWords(words: readonly ScoredWord[], i: number): boolean {
  const word = words[i]!;
  const before = words[i - 1];
  const after = words[i + 1];
  if (!before || !after || word.confidence < MIN_FLANKED_CONFIDENCE || !/[A-Za-z0-9]/.test(word.text)) return false;
  const height = Math.max(1, word.y1 - word.y0);
  const near = (left: Word, right: Word) => right.x0 - left.x1 < height;
  return trusted(before) && trusted(after) && near(before, word) && near(word, after);
}

/** Quotes, commas and dots a speck of dirt or grain next to a word is read as ('"Samuel', 'Bailey.'). */
const SPECKS = /^["'‘’“”`,.:;]+|["'‘’“”`:;]+$/g;
/**
 * A plain word: capitalised, lower case or in capitals, four letters or more, with a vowel (noise reads as "Ei",
 * "ur", "ERE", "bi:").
 */
const PLAIN_WORD = /^(?=.*[AEIOUYaeiouy])(?:[A-Za-z][a-z]{3,}|[A-Z]{4,})[,.]?$/;

/**
 * A word tesseract doubts only because of a speck: one read as a quote or dot beside it ('"Samuel' at 23), or one
 * taken into its box, which starts a letter's width early ('COPPER' at 17 before 'KETTLE HOLDINGS LLC' at 96).
 * Without the specks it is a plain word, which noise does not make, and either the specks were in its text or it
 * sits a word space from a word tesseract is sure of (noise stands alone). Returns the word without its specks.
 */
export function speckedWord(words: readonly ScoredWord[], i: number): string | undefined {
  const word = words[i]!;
  if (word.confidence < MIN_FLANKED_CONFIDENCE) return undefined;
  const plain = word.text.replace(SPECKS, '');
  if (!PLAIN_WORD.test(plain)) return undefined;
  // Fairly sure of a plain word (a bold label in a ruled box, "Borrower" at 31): noise does not read as one.
  if (word.confidence >= MIN_PLAIN_CONFIDENCE) return plain;
  const height = Math.max(1, word.y1 - word.y0);
  const before = words[i - 1];
  const after = words[i + 1];
  const besideSure = (before !== undefined && trusted(before) && word.x0 - before.x1 < height) || (after !== undefined && trusted(after) && after.x0 - word.x1 < height);
  return plain !== word.text || besideSure ? plain : undefined;
}

function trusted(word: ScoredWord): boolean {
  return word.confidence >= (EMAIL.test(word.text) ? MIN_EMAIL_CONFIDENCE : MIN_WORD_CONFIDENCE);
}

function toScored(word: TesseractWord): ScoredWord {
  return { text: repairLostSpaces(repairEmailCase(repairFigure(word.text.trim()))), confidence: word.confidence, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0, y1: word.bbox.y1 };
}

/**
 * Narrow spaces OCR loses inside one word box: after a comma between words ("Buffalo,NY14213", "CARTER,LATOYA",
 * "Properties,LLC") and between a state's code and its ZIP ("NY14213"), put back only when the ZIP lies in that
 * state, so a code or reference of letters and digits ("AB12345") stays whole. Figures ("1,250") have no letters.
 */
export function repairLostSpaces(text: string): string {
  return text
    .replace(/([A-Za-z]{2}),(?=[A-Za-z])/g, '$1, ')
    .replace(/\b([A-Z]{2})(\d{5})\b/g, (whole, state: string, zip: string) => (stateOfZip(zip) === state ? `${state} ${zip}` : whole));
}

/** Letters OCR reads for digits of a figure: "$3O5,000", "1l.25%", "$4S0,000". */
const DIGIT_LOOKALIKE: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', S: '5', s: '5', B: '8', Z: '2', z: '2' };
const FIGURE = /^([$(]?)([\dOoDQlIi|SsBZz][\dOoDQlIi|SsBZz,.]*[\dOoDQlIi|SsBZz])(%|\)|,|\.)?$/;

/**
 * A word shaped like a figure (an amount, a rate, a date's digits) with letters OCR confused for digits, read
 * back as digits. Only where figures dominate: at least two real digits and more digits than letters, so that
 * words ("SOLD", "Oslo", "is") never change.
 */
export function repairFigure(text: string): string {
  const m = FIGURE.exec(text);
  if (!m) return text;
  const body = m[2]!;
  const digits = body.replace(/\D/g, '').length;
  const letters = body.replace(/[\d,.]/g, '').length;
  if (!letters || digits < 2 || letters >= digits) return text;
  // "1,2S0" and "3O5": a letter must sit between or beside digits, never make a word of its own.
  if (/[A-Za-z|]{2,}/.test(body)) return text;
  // "12B", "4D", "#2S": a unit or suite number ends in a letter; only a figure with a sign or separators is money.
  if (!m[1] && m[3] !== '%' && !/[,.]/.test(body) && /^\d+[BDSZQ]$/.test(body)) return text;
  return `${m[1]}${body.replace(/[OoDQlIi|SsBZz]/g, (c) => DIGIT_LOOKALIKE[c]!)}${m[3] ?? ''}`;
}

/**
 * A figure split after a thousands comma ("$1,730," + "000"): a phone photo's JPEG smear or grain widens the gap
 * after the comma until tesseract takes it for a word space. Glued back when the next word is exactly a group of
 * three digits (with its own ending) and the gap is narrower than a letter.
 */
export function glueDigitGroups(words: ScoredWord[]): ScoredWord[] {
  const out: ScoredWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const height = Math.max(1, word.y1 - word.y0);
    if (previous && /^[$(]?\d{1,3}(?:,\d{3})*,$/.test(previous.text) && /^\d{3}(?:[,.]\d+)*(?:[.,%)]|\.\d{2})?$/.test(word.text) && word.x0 - previous.x1 < 0.6 * height) {
      out[out.length - 1] = { ...previous, text: previous.text + word.text, confidence: Math.min(previous.confidence, word.confidence), x1: word.x1, y0: Math.min(previous.y0, word.y0), y1: Math.max(previous.y1, word.y1) };
    } else out.push(word);
  }
  return out;
}

/** Share of the page width at the left where the page's own edge, a shadow or the background behind a photo sits. */
const LEFT_MARGIN_SHARE = 0.06;

/**
 * One or two letters read at the far left of a line, well apart from the line's first word ("E This letter",
 * "Ee balances."): the dark edge of the sheet or the shadow beside it in a photo, not print. Print that starts a
 * line (a bullet's letter, "A.", a figure) sits a word space from what follows and is kept.
 */
export function dropLeadingSpeck(words: ScoredWord[], pageWidth: number): ScoredWord[] {
  let start = 0;
  while (start < words.length - 1) {
    const word = words[start]!;
    const next = words[start + 1]!;
    const height = Math.max(1, next.y1 - next.y0);
    const speck = /^[^\d$]{1,2}$/.test(word.text) && word.x1 < LEFT_MARGIN_SHARE * pageWidth && next.x0 - word.x1 > 1.5 * height;
    if (!speck) break;
    start++;
  }
  return start ? words.slice(start) : words;
}

/** Street types OCR reads with a capital I for the l: "Meadow PI", "Ridge Bivd". */
const SUFFIX_CONFUSION: Record<string, string> = { PI: 'Pl', Bivd: 'Blvd', BIvd: 'Blvd' };
/** What follows a street type in an address: a unit, a comma, the line's end. */
const AFTER_STREET = /^(?:suite|ste\.?|unit|apt\.?|#\S*|,)$/i;

/** "930 S Meadow PI Suite 720": a street type read with I for l after a capitalised street name, put back. */
export function repairStreetSuffix(words: ScoredWord[]): ScoredWord[] {
  return words.map((word, i) => {
    const m = /^([A-Za-z]+)([,.]?)$/.exec(word.text);
    const fixed = m ? SUFFIX_CONFUSION[m[1]!] : undefined;
    if (!m || !fixed || fixed === m[1]) return word;
    const before = words[i - 1]?.text ?? '';
    const after = words[i + 1]?.text;
    const streetName = /^[A-Z][a-z]+$|^\d+(?:st|nd|rd|th)$/.test(before);
    const ends = m[2] === ',' || after === undefined || AFTER_STREET.test(after);
    return streetName && ends ? { ...word, text: fixed + m[2] } : word;
  });
}

/**
 * An e-mail address is typed in lower case; a capital I in one that is otherwise lower case is OCR's reading of
 * an l ("Igarcialopez@gmail.com", "bayshoreIlc.com").
 */
export function repairEmailCase(text: string): string {
  if (!EMAIL.test(text) || /[A-HJ-Z]/.test(text)) return text;
  return text.replace(/I/g, 'l');
}

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
/**
 * An e-mail address is no dictionary word: tesseract often splits it at a dot and doubts both halves. Its shape
 * is its own check, so a lower confidence is enough.
 */
const MIN_EMAIL_CONFIDENCE = 20;

/**
 * A gap narrower than this share of the line's height is no word space: in a photo the dot of
 * "stephanie.bell@lender.com" is often lost, and the two halves are read a dot's width apart (4 px in a 30 px line,
 * where the line's word spaces are 8-9 px).
 */
const DOT_GAP_SHARE = 0.25;

/**
 * Joins a word split at a dot or @ to its neighbour when together they make an e-mail ("James" + ".Williams@x.com"),
 * and a name split from the rest of its address where the dot between them was lost ("stephanie" + "bell@x.com").
 */
export function glueEmails(words: ScoredWord[]): ScoredWord[] {
  const out: ScoredWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const height = Math.max(1, word.y1 - word.y0);
    const gap = word.x0 - (previous?.x1 ?? -Infinity);
    const splitAtPunctuation = /[.@_-]$/.test(previous?.text ?? '') || /^[.@_-]/.test(word.text);
    const joined = !previous
      ? undefined
      : splitAtPunctuation && gap < 0.6 * height && EMAIL.test(previous.text + word.text)
        ? previous.text + word.text
        : /^[A-Za-z]+$/.test(previous.text) && /^[A-Za-z]/.test(word.text) && gap < DOT_GAP_SHARE * height && EMAIL.test(`${previous.text}.${word.text}`)
          ? `${previous.text}.${word.text}`
          : undefined;
    if (previous && joined) {
      out[out.length - 1] = {
        text: joined,
        confidence: Math.min(previous.confidence, word.confidence),
        x0: previous.x0,
        x1: word.x1,
        y0: Math.min(previous.y0, word.y0),
        y1: Math.max(previous.y1, word.y1),
      };
    } else out.push(word);
  }
  return out;
}

/** Share of the ink (cells with print) lying in no word box, boxes padded by half a line height. */
function unreadInkShare(grid: InkGrid, words: Word[]): number {
  const covered = new Uint8Array(grid.cols * grid.rows);
  for (const word of words) {
    const pad = (word.y1 - word.y0) / 2;
    const c0 = Math.max(0, Math.floor((word.x0 - pad) / grid.cell));
    const c1 = Math.min(grid.cols - 1, Math.floor((word.x1 + pad) / grid.cell));
    const r0 = Math.max(0, Math.floor((word.y0 - pad) / grid.cell));
    const r1 = Math.min(grid.rows - 1, Math.floor((word.y1 + pad) / grid.cell));
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) covered[r * grid.cols + c] = 1;
  }
  // A cell needs a few dark pixels to count: single specks of noise are not print.
  const minimum = Math.max(3, Math.round((grid.cell * grid.cell) / 40));
  let total = 0;
  let unread = 0;
  grid.counts.forEach((count, i) => {
    if (count < minimum) return;
    total += count;
    if (!covered[i]) unread += count;
  });
  return total ? unread / total : 0;
}

/** A word box this many times taller than the words read in the same place covers two lines. */
const TWO_LINES_TALL = 1.7;
/** Share of a first-pass word's width the second pass must read again to replace it. */
const REREAD_SHARE = 0.5;

/**
 * Adds the second pass's words where the first read nothing, and takes its reading of a word both passes found
 * in the same place when it is clearly more confident. Two segmentations of one image fail in different places.
 */
export function mergeWords(first: ScoredWord[], second: ScoredWord[]): ScoredWord[] {
  // A first-pass word box far taller than the second pass's words in the same place is two lines read as one
  // (the second usually lost): the second pass's words replace it.
  const merged = first.filter((word) => {
    const inside = second.filter((other) => overlap(word, other) > 0.5);
    if (!inside.length) return true;
    const tallest = Math.max(...inside.map((other) => other.y1 - other.y0));
    const mean = inside.reduce((sum, other) => sum + other.confidence, 0) / inside.length;
    // The second pass read the same line again across most of the box; a piece of it alone ("com" of an e-mail,
    // as tall as a letter without ascenders) says nothing about the box's height.
    const across = inside.reduce((sum, other) => sum + Math.min(other.x1, word.x1) - Math.max(other.x0, word.x0), 0);
    return !(word.y1 - word.y0 > TWO_LINES_TALL * tallest && mean >= word.confidence - 10 && across >= REREAD_SHARE * (word.x1 - word.x0));
  });
  for (const word of second) {
    const overlapping = merged.filter((other) => overlap(word, other) > 0.3);
    if (!overlapping.length) {
      // A second-pass box far taller than the first-pass words it touches spans two lines (a card's big "$" taken
      // down into the caption under it): added, it would join the figure's line and the caption's into one.
      const touching = merged.filter((other) => overlap(word, other) > 0);
      const tallest = Math.max(0, ...touching.map((other) => other.y1 - other.y0));
      if (touching.length && word.y1 - word.y0 > TWO_LINES_TALL * tallest) continue;
      merged.push(word);
      continue;
    }
    if (overlapping.length === 1) {
      const other = overlapping[0]!;
      if (overlap(word, other) > 0.7 && word.confidence > other.confidence + 15) merged[merged.indexOf(other)] = word;
    }
  }
  return merged;
}

/** Intersection over the smaller box. */
function overlap(a: Word, b: Word): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return smaller > 0 ? (w * h) / smaller : 0;
}

/**
 * A word kept as text has a letter, a digit or a sign, or is one of the separators that carry meaning between
 * words: "CITY / STATE" (a header over "Los Angeles, CA" — without the slash the rules cannot pair the two),
 * "payment + rehab", "Section II — Loan Request", "Buyer - Liberty Bell Rentals LLC" (a hyphen between a label and
 * its value in e-mails and notes; tesseract reads it with confidence, unlike specks). Dots and quotes alone are
 * mostly specks and stay out.
 */
const PRINT = /[A-Za-z0-9$%@&☐☒]|^[/+#—–-]$/;
export const printable = (text: string): boolean => PRINT.test(text);

/**
 * A line of separators alone ("—", "— —") is no print: a drawn rule, a table's border or a photo's edge read as
 * dashes. Left in, it stands between a letterhead and the table of terms below it as a line of its own, and the
 * label/value rows under it ("Borrower | Summit View Ventures LLC") were no longer read as the document's table.
 */
export const carriesText = (line: { text: string }): boolean => /[A-Za-z0-9$%@&☐☒]/.test(line.text);

/** Share of the page width at either side where a scan's dark edge or shadow sits. */
const EDGE_SHARE = 0.03;

/** One or two characters read in the outer strip of the page: the dark edge of a scan or photo, not print. */
function edgeSpeck(word: Word, pageWidth: number): boolean {
  return word.text.length <= 2 && (word.x1 < EDGE_SHARE * pageWidth || word.x0 > (1 - EDGE_SHARE) * pageWidth);
}

export interface MarkedWord extends Word {
  /** How far the word was moved up to straighten the page (its place in the image is y0 + shift). */
  shift: number;
  /** Confidence at or above MIN_WORD_CONFIDENCE: kept as text unless it turns out to be a checkbox. */
  sure: boolean;
  /** For a box-shaped mark: share of dark pixels inside it (border excluded). */
  box?: number;
}

const TICKED_BOX = /^(?:[☒☑⊠®✔✓✗✘]|\[[xX✓]\]|[xX])$/;
const EMPTY_BOX = /^(?:[☐□❑]|\[\s?\]|\[?[oO0][\]|]?|\(?[oO0]\)?|\[[JIl1]\]?)$/;
/** A printed checkbox read as text: one to three characters in a roughly square box. */
const MARK = /^\S{1,3}$/;

function boxShaped(word: Word): boolean {
  const width = word.x1 - word.x0;
  const height = word.y1 - word.y0;
  return MARK.test(word.text) && height >= 8 && width >= 0.75 * height && width <= 1.35 * height;
}

/**
 * OCR reads form checkboxes as letters ("O Purchase ® Refinance", "[0 Construction") or not at all. On a row with
 * two or more box marks each followed by a word, the marks become ☐ / ☒ so the rules can tell which option is
 * ticked. A mark is a box when it reads as one or, on the page's pixels, is shaped like one (or, unread, looks like
 * one: unreadBoxes); ticked when there is ink inside it.
 */
export function markCheckboxes(words: MarkedWord[], grey?: GreyPage): void {
  const rows = new Map<number, MarkedWord[]>();
  for (const word of words) {
    const height = word.y1 - word.y0;
    const key = [...rows.keys()].find((y) => Math.abs(y - word.y0) < 0.6 * height) ?? word.y0;
    rows.set(key, [...(rows.get(key) ?? []), word]);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => a.x0 - b.x0);
    const boxes = row.filter((word, i) => {
      const next = row[i + 1];
      if (next === undefined || !next.sure || !/^[A-Za-z]/.test(next.text) || next.x0 - word.x1 >= 2.5 * (word.y1 - word.y0)) return false;
      // A word tesseract is sure of is a box only when it reads as one; a doubtful mark when it is shaped like one.
      return word.sure ? TICKED_BOX.test(word.text) || EMPTY_BOX.test(word.text) : word.box !== undefined;
    });
    if (!boxes.length) continue;
    const unread = grey ? unreadBoxes(row, words, new Set(boxes), grey) : [];
    if (boxes.length + unread.length < 2) continue;
    for (const box of boxes) {
      box.text = (box.box !== undefined ? box.box >= TICKED_INK : TICKED_BOX.test(box.text)) ? '☒' : '☐';
      box.sure = true;
    }
    words.push(...unread);
  }
}

export type { GreyPage };

/**
 * Tesseract often reads nothing at all for a ticked box (☒ is no letter). On a row of options, an option word with
 * no box before it but a clear space there is checked on the pixels: two dark uprights a box apart are a box.
 */
function unreadBoxes(row: MarkedWord[], page: MarkedWord[], boxes: Set<MarkedWord>, grey: GreyPage): MarkedWord[] {
  const found: MarkedWord[] = [];
  row.forEach((word, i) => {
    const previous = row[i - 1];
    if (boxes.has(word) || !word.sure || !/^[A-Za-z]/.test(word.text) || (previous && boxes.has(previous))) return;
    const h = word.y1 - word.y0;
    const from = Math.max(0, Math.round(word.x0 - 2.2 * h));
    // The space before the word must be empty of anything read (rows of one line may have been split).
    const crowded = page.some((other) => other !== word && other.x1 > from && other.x0 < word.x0 && other.y1 > word.y0 && other.y0 < word.y1);
    if (crowded || from < EDGE_SHARE * grey.width) return;
    const y0 = Math.max(0, Math.round(word.y0 + word.shift));
    const y1 = Math.min(grey.height, Math.round(word.y1 + word.shift));
    // Columns that are dark over most of the line's height: a box's left and right sides.
    const uprights: number[] = [];
    for (let x = from; x < Math.round(word.x0 - 0.1 * h); x++) {
      let dark = 0;
      for (let y = y0; y < y1; y++) if (grey.pixels[y * grey.width + x]! < 128) dark++;
      if (dark >= 0.45 * (y1 - y0)) uprights.push(x);
    }
    if (uprights.length < 2) return;
    const left = uprights[0]!;
    const right = uprights[uprights.length - 1]!;
    if (right - left < 0.4 * h || right - left > 1.2 * h) return;
    const box = { text: '', x0: left, x1: right + 1, y0: word.y0, y1: word.y1, shift: word.shift, sure: true };
    const ink = boxInk(grey, { ...box, y0: y0, y1: y1 });
    found.push({ ...box, text: ink >= TICKED_INK ? '☒' : '☐' });
  });
  return found;
}

/** For tests and graceful shutdown. */
export async function shutdownOcr(): Promise<void> {
  await queue;
  await stopWorker();
}
