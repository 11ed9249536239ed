// Poppler's pdftoppm, run as a separate process with a deadline: it draws a page for a redaction (PPM) or a
// library thumbnail (PNG). A hostile PDF costs that process, never the server's event loop or memory.
import { run } from '../voice/audio.js';

const PDFTOPPM = '/usr/bin/pdftoppm';
const DEADLINE_MS = 30_000;
/** At most this many pdftoppm processes at once: the machine's cores are shared with the requests. */
const MAX_RUNNING = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** One page (1-based) of the PDF as a binary PPM at `dpi`, its crop box only. */
export function pageAsPpm(pdf: Uint8Array, page: number, dpi: number): Promise<Buffer> {
  return limited(() => run(PDFTOPPM, ['-f', String(page), '-l', String(page), '-r', String(dpi), '-cropbox', '-'], Buffer.from(pdf), DEADLINE_MS));
}

/** The first page as a PNG whose longer side is `size` pixels. */
export function firstPagePng(pdf: Uint8Array, size: number): Promise<Buffer> {
  return limited(() => run(PDFTOPPM, ['-f', '1', '-l', '1', '-png', '-singlefile', '-scale-to', String(size), '-cropbox', '-'], Buffer.from(pdf), DEADLINE_MS));
}
