// Page helpers of set-p: a document from blocks flowed onto Letter sheets, e-mail headers, signature lines.
import { documentHtml, esc, flow, type FontKey } from '../../../style';
import type { Company, DealFacts, Rng } from '../../../types';
import { fmtDate, fmtPhone, person } from './fmt';

export function doc(options: {
  title: string; blocks: (string | { html: string; lines: number })[]; css?: string; font?: FontKey; fontSize?: string;
  footer?: string; pageNumbers?: boolean; cpl?: number; lpp?: number; margin?: string;
}): string {
  const pages = flow(options.blocks, { charsPerLine: options.cpl ?? 95, linesPerPage: options.lpp ?? 46 });
  return documentHtml({
    title: options.title, pages, css: options.css, font: options.font, fontSize: options.fontSize,
    page: { footerLeft: options.footer, pageNumbers: options.pageNumbers, margin: options.margin },
  });
}

/** A one-sheet document (photos). */
export function onePage(title: string, inner: string, css = '', font: FontKey = 'sans', fontSize = '10pt', margin?: string): string {
  return documentHtml({ title, pages: [inner], css, font, fontSize, page: { margin } });
}

export function company(c: Company, rng: Rng): string {
  return `${esc(c.name)} · ${esc(c.address.street)}${c.address.unit ? ` ${esc(c.address.unit)}` : ''}, ${esc(c.address.city)}, ${c.address.state} ${c.address.zip} · ${fmtPhone(c.contact.phone, rng.pick(['paren', 'dash', 'dot'] as const))}`;
}

export function contactLine(c: Company, rng: Rng, role: string): string {
  return `${esc(person(c.contact))}, ${esc(role)} — ${esc(c.name)} — ${fmtPhone(c.contact.phone, rng.pick(['paren', 'dash'] as const))} — ${esc(c.contact.email)}`;
}

export function mailHeader(rows: [string, string][], mono = false): string {
  return `<table style="font:${mono ? "9pt 'DejaVu Sans Mono'" : "9pt 'DejaVu Sans'"};margin-bottom:12px;border-bottom:1px solid #999;width:100%">${rows
    .map(([k, v]) => `<tr><td style="width:70px;color:#555;padding:1px 6px 1px 0;vertical-align:top"><b>${esc(k)}:</b></td><td>${v}</td></tr>`).join('')}</table>`;
}

export function sentAt(f: DealFacts, rng: Rng, style: 'outlook' | 'gmail' = 'outlook'): string {
  const h = rng.int(7, 18), m = rng.int(0, 59);
  const t = `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
  const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${f.documentDate}T12:00:00Z`).getUTCDay()];
  return style === 'outlook' ? `${day}, ${fmtDate(f.documentDate, 'long')} ${t}` : `${fmtDate(f.documentDate, 'mon')}, ${t}`;
}

export function sigBlock(label: string, name: string, extra = '', scrawl = false): string {
  return `<div style="display:inline-block;width:46%;margin-right:3%;vertical-align:top;margin-top:18px">
${scrawl ? `<div class="scrawl">${esc(name)}</div>` : '<div style="height:26px"></div>'}
<div style="border-top:1px solid #000;font-size:8.5pt;padding-top:2px">${esc(label)}${name ? `: ${esc(name)}` : ''}${extra ? `<br>${extra}` : ''}</div></div>`;
}

export const HAND = "font-family:'DejaVu Serif',serif;font-style:italic;color:#1b2a80;font-size:11.5pt";
