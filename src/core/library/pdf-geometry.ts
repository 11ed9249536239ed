// From the viewer's page fractions (0-1, origin top-left) to PDF user space (points, origin bottom-left) of a
// page box, for writing annotations into a PDF. Pure, so the server's writer and its tests share it.

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function toPdfPoint(box: PageBox, fx: number, fy: number): [number, number] {
  return [box.x + fx * box.width, box.y + (1 - fy) * box.height];
}

/** A rectangle as PDF's [llx, lly, urx, ury]. */
export function toPdfRect(box: PageBox, r: { x: number; y: number; w: number; h: number }): [number, number, number, number] {
  const [llx, lly] = toPdfPoint(box, r.x, r.y + r.h);
  const [urx, ury] = toPdfPoint(box, r.x + r.w, r.y);
  return [llx, lly, urx, ury];
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
