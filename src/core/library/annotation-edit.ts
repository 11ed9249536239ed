// Pure steps of the PDF viewer's annotation editor: placing rectangles on a page, moving an annotation, and
// finding a search term in a page's text. Kept here so they are tested without a browser.
import type { Annotation } from '../schemas/library';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/** Screen rectangles (e.g. of a text selection) as fractions of the page box they fall in; empty ones dropped. */
export function toPageFractions(rects: Box[], page: Box): { x: number; y: number; w: number; h: number }[] {
  const out: { x: number; y: number; w: number; h: number }[] = [];
  for (const r of rects) {
    const x0 = clamp((r.left - page.left) / page.width);
    const y0 = clamp((r.top - page.top) / page.height);
    const x1 = clamp((r.left + r.width - page.left) / page.width);
    const y1 = clamp((r.top + r.height - page.top) / page.height);
    if (x1 - x0 > 0.0005 && y1 - y0 > 0.0005) out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  }
  return out;
}

/** The annotation shifted by (dx, dy) page fractions, kept on the page. */
export function moveAnnotation(annotation: Annotation, dx: number, dy: number): Annotation {
  switch (annotation.type) {
    case 'freetext':
      return { ...annotation, x: clamp(annotation.x + dx), y: clamp(annotation.y + dy) };
    case 'highlight': {
      const rects = annotation.rects;
      const sx = Math.min(Math.max(dx, -Math.min(...rects.map((r) => r.x))), 1 - Math.max(...rects.map((r) => r.x + r.w)));
      const sy = Math.min(Math.max(dy, -Math.min(...rects.map((r) => r.y))), 1 - Math.max(...rects.map((r) => r.y + r.h)));
      return { ...annotation, rects: rects.map((r) => ({ ...r, x: r.x + sx, y: r.y + sy })) };
    }
    case 'ink':
      return { ...annotation, paths: annotation.paths.map((path) => path.map((n, i) => clamp(n + (i % 2 === 0 ? dx : dy)))) };
  }
}

/** Where `term` occurs in a page's text items (case-insensitive): the index of each item holding a match. */
export function matchingItems(items: string[], term: string): number[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return items.flatMap((text, index) => (text.toLowerCase().includes(needle) ? [index] : []));
}
