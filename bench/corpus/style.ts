// The page skeleton every HTML family shares: US Letter pages (one <section class="page"> per sheet of paper, so a
// scan photographs each one), the fonts this machine has, and small building blocks (letterheads, bordered
// tables, footers). Families bring their own look on top through `css`.
import type { Rng } from './types';

export function esc(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const FONTS = {
  serif: "'DejaVu Serif', serif",
  sans: "'DejaVu Sans', sans-serif",
  condensed: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  mono: "'DejaVu Sans Mono', monospace",
} as const;

export type FontKey = keyof typeof FONTS;

export interface PageOptions {
  /** Footer text left (document id, form number…). */
  footerLeft?: string;
  /** Print "Page n of N" on the right of the footer. */
  pageNumbers?: boolean | 'short';
  /** Padding of the sheet, CSS (the printer's margins). */
  margin?: string;
}

const BASE_CSS = `
@page { size: Letter; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #111; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: 8.5in; min-height: 11in; position: relative; overflow: hidden; page-break-after: always; break-after: page; }
.page:last-child { page-break-after: auto; break-after: auto; }
.page-footer { position: absolute; left: 0; right: 0; bottom: 0.4in; padding: 0 0.75in; font-size: 7.5pt; color: #555;
  display: flex; justify-content: space-between; gap: 1em; }
table { border-collapse: collapse; }
.grid { width: 100%; border-collapse: collapse; }
.grid td, .grid th { border: 1px solid #444; padding: 4px 6px; vertical-align: top; text-align: left; }
.grid th { background: #e9e9e9; font-weight: bold; }
.small { font-size: 7.5pt; line-height: 1.35; color: #333; }
.muted { color: #666; }
.right { text-align: right; }
.center { text-align: center; }
.b { font-weight: bold; }
.sig { display: inline-block; min-width: 2.6in; border-top: 1px solid #000; padding-top: 2px; margin-top: 34px; }
.scrawl { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 15pt; color: #1d2c6b; letter-spacing: -0.5px;
  transform: rotate(-3deg); display: inline-block; }
h1, h2, h3 { margin: 0; }
p { margin: 0 0 0.55em 0; }
`;

/**
 * A whole document. `pages` are the inner HTML of each sheet; the footer (if any) is added per page.
 */
export function documentHtml(options: {
  title: string;
  pages: readonly string[];
  css?: string;
  font?: FontKey;
  fontSize?: string;
  page?: PageOptions;
}): string {
  const { pages, page = {} } = options;
  const font = FONTS[options.font ?? 'serif'];
  const margin = page.margin ?? '0.7in 0.8in 0.85in 0.8in';
  const sections = pages.map((inner, i) => {
    const number = page.pageNumbers === 'short' ? `${i + 1}` : page.pageNumbers ? `Page ${i + 1} of ${pages.length}` : '';
    const footer = page.footerLeft || number
      ? `<div class="page-footer"><span>${page.footerLeft ?? ''}</span><span>${number}</span></div>` : '';
    return `<section class="page"><div class="sheet" style="padding:${margin}">${inner}</div>${footer}</section>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(options.title)}</title><style>
${BASE_CSS}
body { font-family: ${font}; font-size: ${options.fontSize ?? '10pt'}; line-height: 1.4; }
${options.css ?? ''}
</style></head><body>${sections.join('\n')}</body></html>`;
}

/** A two-column label/value table: rows of [label, value] (value is HTML). */
export function kvTable(rows: readonly (readonly [string, string])[], options: { className?: string; labelWidth?: string } = {}): string {
  const body = rows
    .map(([label, value]) => `<tr><td class="k" style="width:${options.labelWidth ?? '34%'}">${label}</td><td class="v">${value}</td></tr>`)
    .join('');
  return `<table class="${options.className ?? 'grid'}">${body}</table>`;
}

/** A tinted letterhead block: company name, address line, contact line. */
export function letterhead(options: { name: string; lines: readonly string[]; color?: string; align?: 'left' | 'center' | 'right'; mark?: string }): string {
  const color = options.color ?? '#1f3a5f';
  const mark = options.mark ? `<div style="width:38px;height:38px;border-radius:6px;background:${color};color:#fff;font:bold 16pt 'DejaVu Sans';display:flex;align-items:center;justify-content:center;flex:none">${esc(options.mark)}</div>` : '';
  return `<div style="display:flex;gap:12px;align-items:center;justify-content:${options.align === 'center' ? 'center' : options.align === 'right' ? 'flex-end' : 'flex-start'};border-bottom:2px solid ${color};padding-bottom:8px;margin-bottom:14px">
${mark}<div style="text-align:${options.align ?? 'left'}"><div style="font:bold 16pt 'DejaVu Sans';color:${color};letter-spacing:0.3px">${esc(options.name)}</div>
${options.lines.map((l) => `<div style="font-size:8pt;color:#444">${l}</div>`).join('')}</div></div>`;
}

export function initials(name: string): string {
  return name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
}

/** A dark-ish accent colour for a letterhead. */
export function accent(rng: Rng): string {
  return rng.pick(['#1f3a5f', '#24527a', '#0b5d4b', '#5a2a27', '#3d3d6b', '#2f4f4f', '#6b4e16', '#14213d', '#7a1f3d', '#334155']);
}

/** A checkbox row: "☒ Purchase ☐ Refinance". */
export function checkboxes(options: readonly string[], selected: string | undefined): string {
  return options.map((o) => `<span style="margin-right:10px;white-space:nowrap">${o === selected ? '☒' : '☐'} ${esc(o)}</span>`).join(' ');
}

/**
 * Lays blocks of HTML onto sheets by a rough estimate of their printed lines, so documents that may be scanned
 * break into Letter pages the way a word processor would. `lines` is a block's height when it is not text.
 */
export function flow(blocks: readonly (string | { html: string; lines: number })[], options: { charsPerLine: number; linesPerPage: number; firstPageLines?: number }): string[] {
  const pages: string[][] = [[]];
  let capacity = options.firstPageLines ?? options.linesPerPage;
  let used = 0;
  for (const block of blocks) {
    const html = typeof block === 'string' ? block : block.html;
    const lines = typeof block === 'string'
      ? Math.max(1, Math.ceil(html.replace(/<[^>]+>/g, '').replace(/&[a-z]+;/g, ' ').length / options.charsPerLine)) + 0.6
      : block.lines;
    if (used + lines > capacity && used > 0) {
      pages.push([]);
      used = 0;
      capacity = options.linesPerPage;
    }
    (pages[pages.length - 1] as string[]).push(html);
    used += lines;
  }
  return pages.map((p) => p.join('\n'));
}
