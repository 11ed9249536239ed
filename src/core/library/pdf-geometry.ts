// From the viewer's page fractions (0-1, origin top-left, of the page as it is shown: turned by its own /Rotate)
// to PDF user space (points, origin bottom-left) of a page box, for writing annotations into a PDF. Pure, so the
// server's writer and its tests share it.

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The page's own /Rotate (0, 90, 180 or 270: clockwise as shown); absent is 0. */
  rotation?: number;
}

/** Fractions of the page as shown → fractions of the unturned page (both origin top-left). */
function unturn(rotation: number, fx: number, fy: number): [number, number] {
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return [fy, 1 - fx];
    case 180:
      return [1 - fx, 1 - fy];
    case 270:
      return [1 - fy, fx];
    default:
      return [fx, fy];
  }
}

/** A rectangle in fractions of the page as shown → the same rectangle in fractions of the unturned page. */
export function unturnRect(rotation: number, r: { x: number; y: number; w: number; h: number }): { x: number; y: number; w: number; h: number } {
  const [u0, v0] = unturn(rotation, r.x, r.y);
  const [u1, v1] = unturn(rotation, r.x + r.w, r.y + r.h);
  return { x: Math.min(u0, u1), y: Math.min(v0, v1), w: Math.abs(u1 - u0), h: Math.abs(v1 - v0) };
}

export function toPdfPoint(box: PageBox, fx: number, fy: number): [number, number] {
  const [u, v] = unturn(box.rotation ?? 0, fx, fy);
  return [box.x + u * box.width, box.y + (1 - v) * box.height];
}

/** The page's size in points as it is shown: a quarter turn swaps width and height. */
export function shownSize(box: PageBox): { width: number; height: number } {
  return (box.rotation ?? 0) % 180 === 0 ? { width: box.width, height: box.height } : { width: box.height, height: box.width };
}

/** A rectangle as PDF's [llx, lly, urx, ury]. */
export function toPdfRect(box: PageBox, r: { x: number; y: number; w: number; h: number }): [number, number, number, number] {
  const [x0, y0] = toPdfPoint(box, r.x, r.y + r.h);
  const [x1, y1] = toPdfPoint(box, r.x + r.w, r.y);
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** QuadPoints of a highlight (PDF 32000 §12.5.6.10): upper-left, upper-right, lower-left, lower-right per rectangle. */
export function toQuadPoints(box: PageBox, rects: { x: number; y: number; w: number; h: number }[]): number[] {
  return rects.flatMap((r) => {
    const [llx, lly, urx, ury] = toPdfRect(box, r);
    return [llx, ury, urx, ury, llx, lly, urx, lly];
  });
}

/** The smallest rectangle holding all the given [llx, lly, urx, ury] rectangles, grown by `margin`. */
export function unionRect(rects: [number, number, number, number][], margin = 0): [number, number, number, number] {
  return [
    Math.min(...rects.map((r) => r[0])) - margin,
    Math.min(...rects.map((r) => r[1])) - margin,
    Math.max(...rects.map((r) => r[2])) + margin,
    Math.max(...rects.map((r) => r[3])) + margin,
  ];
}

/** A #rrggbb colour as PDF's 0-1 RGB components. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
