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

/**
 * A screen point as a fraction of the page it falls on, the page shown turned clockwise by `rotation` degrees
 * about its centre (CSS rotate) inside `bounds`, its on-screen bounding box. Clipped to the page.
 */
export function pagePoint(client: { x: number; y: number }, bounds: Box, rotation = 0): { x: number; y: number } {
  const dx = client.x - (bounds.left + bounds.width / 2);
  const dy = client.y - (bounds.top + bounds.height / 2);
  const turn = (rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(turn));
  const sin = Math.round(Math.sin(turn));
  const sideways = rotation % 180 !== 0;
  const width = sideways ? bounds.height : bounds.width;
  const height = sideways ? bounds.width : bounds.height;
  return { x: clamp((dx * cos + dy * sin) / width + 0.5), y: clamp((dy * cos - dx * sin) / height + 0.5) };
}

/** Screen rectangles (e.g. of a text selection) as fractions of the page they fall on; empty ones dropped. */
export function toPageFractions(rects: Box[], bounds: Box, rotation = 0): { x: number; y: number; w: number; h: number }[] {
  const out: { x: number; y: number; w: number; h: number }[] = [];
  for (const r of rects) {
    const a = pagePoint({ x: r.left, y: r.top }, bounds, rotation);
    const b = pagePoint({ x: r.left + r.width, y: r.top + r.height }, bounds, rotation);
    const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
    const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
    if (x1 - x0 > 0.0005 && y1 - y0 > 0.0005) out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  }
  return out;
}

/** The rectangle two corner points span (a redaction box dragged in either direction). */
export function spanRect(a: { x: number; y: number }, b: { x: number; y: number }) {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** The page's rotation after turning it a quarter clockwise. */
export function turnClockwise(rotation: number): 0 | 90 | 180 | 270 {
  return ((rotation + 90) % 360) as 0 | 90 | 180 | 270;
}

/** The annotation shifted by (dx, dy) page fractions, kept on the page. */
export function moveAnnotation(annotation: Annotation, dx: number, dy: number): Annotation {
  switch (annotation.type) {
    case 'freetext':
      return { ...annotation, x: clamp(annotation.x + dx), y: clamp(annotation.y + dy) };
    case 'highlight':
    case 'redact': {
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
