// Turning a family's output into files: Chromium (Debian's, never a downloaded one) prints HTML to text PDFs and
// photographs each page for scans, which are degraded in the browser (rotation, paper tint, blur, lowered contrast,
// speckle, JPEG artefacts) and, for pdf_scanned, re-printed as image-only PDF pages. Spreadsheets are written with
// exceljs (.xlsx), SheetJS's maintained fork @e965/xlsx (.xls, BIFF8) or by hand (.csv, RFC 4180).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { Rng, Sheet, SheetCell } from './types';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

/** Letter at 96 CSS px per inch. */
const PAGE_W = 816;
const PAGE_H = 1056;
/** Device pixels per CSS pixel of the page photograph (2 → 192 dpi before the scanner's downscale). */
const CAPTURE_SCALE = 2;

export interface ScanParams {
  angle: number;
  blur: number;
  contrast: number;
  brightness: number;
  grayscale: number;
  paper: string;
  noise: number;
  speckles: number;
  scale: number;
  quality: number;
  offsetX: number;
  offsetY: number;
  shadow: boolean;
  seed: number;
}

/** The look of one scanner pass or phone photo, drawn from the document's rng. */
export function scanParams(rng: Rng): ScanParams {
  const yellowish = rng.chance(0.4);
  const g = rng.int(228, 246);
  return {
    angle: (rng.chance(0.5) ? -1 : 1) * (0.3 + rng.next() * 1.2),
    blur: 0.35 + rng.next() * 0.5,
    contrast: 0.72 + rng.next() * 0.18,
    brightness: 0.98 + rng.next() * 0.06,
    grayscale: rng.chance(0.6) ? 1 : 0.3,
    paper: yellowish ? `rgb(${g + 6 > 255 ? 255 : g + 6},${g + 2},${g - 18})` : `rgb(${g},${g},${g - 2})`,
    noise: 10 + rng.int(0, 14),
    speckles: rng.int(150, 900),
    scale: 0.72 + rng.next() * 0.2,
    quality: 0.45 + rng.next() * 0.25,
    offsetX: rng.int(-14, 14),
    offsetY: rng.int(-10, 16),
    shadow: rng.chance(0.35),
    seed: rng.int(1, 2 ** 31 - 1),
  };
}

export interface Overflow { page: number; excess: number }

export class Renderer {
  private constructor(private readonly browser: Browser, private readonly context: BrowserContext) {}

  static async launch(): Promise<Renderer> {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: PAGE_W, height: PAGE_H }, deviceScaleFactor: CAPTURE_SCALE });
    // tsx (esbuild keepNames) wraps functions in __name(); give page.evaluate'd functions a no-op one.
    await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
    return new Renderer(browser, context);
  }

  async close(): Promise<void> {
    await this.context.close();
    await this.browser.close();
  }

  private async withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await this.context.newPage();
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  }

  private static async load(page: Page, html: string): Promise<void> {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  /** The sheets taller than Letter: content that would spill onto another sheet (1-based page, excess CSS px). */
  private static async overflowing(page: Page): Promise<Overflow[]> {
    const heights = await page.$$eval('section.page', (els) => els.map((e) => e.getBoundingClientRect().height));
    return heights.flatMap((h, i) => (h > PAGE_H + 2 ? [{ page: i + 1, excess: Math.round(h - PAGE_H) }] : []));
  }

  /** A PDF with a text layer. */
  async pdf(html: string): Promise<{ bytes: Buffer; overflowing: Overflow[] }> {
    return this.withPage(async (page) => {
      await Renderer.load(page, html);
      const overflowing = await Renderer.overflowing(page);
      return { bytes: await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true }), overflowing };
    });
  }

  /** Each sheet photographed and degraded: JPEG (or PNG) bytes, one per page. */
  async scan(html: string, params: ScanParams, options: { png?: boolean; firstPageOnly?: boolean } = {}): Promise<{ images: Buffer[]; overflowing: Overflow[] }> {
    return this.withPage(async (page) => {
      await Renderer.load(page, html);
      const overflowing = await Renderer.overflowing(page);
      const sheets = await page.$$('section.page');
      const targets = options.firstPageOnly ? sheets.slice(0, 1) : sheets;
      const shots: string[] = [];
      for (const sheet of targets) shots.push((await sheet.screenshot({ type: 'jpeg', quality: 92 })).toString('base64'));
      // The scanner: draw each photograph on a canvas in a blank page and degrade it there.
      await page.setContent('<!doctype html><html><body></body></html>');
      const out: Buffer[] = [];
      for (let i = 0; i < shots.length; i++) {
        const dataUrl = await page.evaluate(degradeInPage, { src: `data:image/jpeg;base64,${shots[i]}`, p: { ...params, seed: params.seed + i }, png: !!options.png });
        out.push(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      }
      return { images: out, overflowing };
    });
  }

  /** An image-only PDF: each JPEG fills one Letter page; the PDF has no text layer. */
  async imagePdf(jpegs: readonly Buffer[]): Promise<Buffer> {
    const body = jpegs.map((j) => `<div class="p"><img src="data:image/jpeg;base64,${j.toString('base64')}"></div>`).join('');
    const html = `<!doctype html><html><head><style>@page{size:Letter;margin:0}html,body{margin:0;padding:0}
.p{width:8.5in;height:11in;overflow:hidden;page-break-after:always}.p:last-child{page-break-after:auto}
img{width:8.5in;height:11in;display:block}</style></head><body>${body}</body></html>`;
    return this.withPage(async (page) => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
    });
  }
}

/** Runs inside Chromium: rotate, tint, blur, flatten contrast, add grain and speckle, re-encode lossy. */
async function degradeInPage(arg: { src: string; p: ScanParams; png: boolean }): Promise<string> {
  const { src, p, png } = arg;
  const img = new Image();
  img.src = src;
  await img.decode();
  const w = Math.round(img.width * p.scale);
  const h = Math.round(img.height * p.scale);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = p.paper;
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  ctx.translate(w / 2 + p.offsetX, h / 2 + p.offsetY);
  ctx.rotate((p.angle * Math.PI) / 180);
  ctx.filter = `blur(${p.blur * p.scale}px) contrast(${p.contrast}) brightness(${p.brightness}) grayscale(${p.grayscale})`;
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(img, -w / 2, -h / 2, w, h);
  ctx.restore();
  if (p.shadow) {
    // The dark edge of a scanner lid or a photo's vignette.
    const grad = ctx.createLinearGradient(0, 0, w * 0.05, 0);
    grad.addColorStop(0, 'rgba(40,40,40,0.55)');
    grad.addColorStop(1, 'rgba(40,40,40,0)');
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, w * 0.05, h);
  }
  let s = p.seed >>> 0;
  const rand = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const image = ctx.getImageData(0, 0, w, h);
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rand() + rand() - 1) * p.noise;
    d[i] = (d[i] as number) + n;
    d[i + 1] = (d[i + 1] as number) + n;
    d[i + 2] = (d[i + 2] as number) + n;
  }
  for (let k = 0; k < p.speckles; k++) {
    const x = Math.floor(rand() * w);
    const y = Math.floor(rand() * h);
    const size = rand() < 0.85 ? 1 : 2;
    const shade = 40 + rand() * 90;
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) {
        const j = ((y + dy) * w + (x + dx)) * 4;
        if (j + 2 < d.length) d[j] = d[j + 1] = d[j + 2] = shade;
      }
    }
  }
  ctx.putImageData(image, 0, 0);
  const jpeg = canvas.toDataURL('image/jpeg', p.quality);
  if (!png) return jpeg;
  // A PNG that still carries the JPEG artefacts of the phone or scanner that made it.
  const again = new Image();
  again.src = jpeg;
  await again.decode();
  ctx.drawImage(again, 0, 0);
  return canvas.toDataURL('image/png');
}

// ---------------------------------------------------------------------------------------------------------------
// Spreadsheets

/** '0.00%', or '0.000%' when two decimals would round the value (0.13875 must not show as 13.88%). */
function percentFormat(value: number): string {
  const percent = value * 100;
  return Number(percent.toFixed(2)) === Number(percent.toFixed(6)) ? '0.00%' : '0.000%';
}

function textWidth(cell: SheetCell): number {
  if (cell === null) return 0;
  if (cell instanceof Date) return 10;
  return String(cell).length;
}

export async function xlsx(sheets: readonly Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Lender OS corpus';
  book.created = new Date(Date.UTC(2025, 0, 1));
  book.modified = book.created;
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row.map((c) => (c === null ? undefined : c)));
    const percent = new Set(sheet.percentColumns ?? []);
    const columns = Math.max(0, ...sheet.rows.map((r) => r.length));
    for (let c = 0; c < columns; c++) {
      const column = ws.getColumn(c + 1);
      column.width = Math.min(48, Math.max(8, ...sheet.rows.map((r) => textWidth(r[c] ?? null) + 2)));
    }
    ws.eachRow((row) => {
      row.eachCell((cell, col) => {
        if (cell.value instanceof Date) cell.numFmt = 'mm/dd/yyyy';
        else if (typeof cell.value === 'number' && percent.has(col - 1)) cell.numFmt = percentFormat(cell.value);
      });
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Excel's serial day number of a UTC date (1900 system). */
function excelSerial(d: Date): number {
  return d.getTime() / 86400000 + 25569;
}

export function xls(sheets: readonly Sheet[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const percent = new Set(sheet.percentColumns ?? []);
    const ws: XLSX.WorkSheet = {};
    let maxCol = 0;
    sheet.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (cell === null) return;
        maxCol = Math.max(maxCol, c);
        const ref = XLSX.utils.encode_cell({ r, c });
        if (cell instanceof Date) ws[ref] = { t: 'n', v: excelSerial(cell), z: 'mm/dd/yyyy' };
        else if (typeof cell === 'number') ws[ref] = percent.has(c) ? { t: 'n', v: cell, z: percentFormat(cell) } : { t: 'n', v: cell };
        else ws[ref] = { t: 's', v: cell };
      });
    });
    ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, sheet.rows.length - 1), c: maxCol } });
    ws['!cols'] = Array.from({ length: maxCol + 1 }, (_, c) => ({ wch: Math.min(48, Math.max(8, ...sheet.rows.map((r) => textWidth(r[c] ?? null) + 2))) }));
    XLSX.utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  }
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

function csvCell(cell: SheetCell, percent: boolean): string {
  let text: string;
  if (cell === null) text = '';
  else if (cell instanceof Date) {
    text = `${String(cell.getUTCMonth() + 1).padStart(2, '0')}/${String(cell.getUTCDate()).padStart(2, '0')}/${cell.getUTCFullYear()}`;
  } else if (typeof cell === 'number') text = percent ? `${Number((cell * 100).toFixed(4))}%` : String(cell);
  else text = cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The first sheet as RFC 4180 CSV (CRLF line ends). */
export function csv(sheets: readonly Sheet[]): Buffer {
  const sheet = sheets[0];
  if (!sheet) return Buffer.from('');
  const percent = new Set(sheet.percentColumns ?? []);
  const lines = sheet.rows.map((row) => row.map((cell, c) => csvCell(cell, percent.has(c))).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
