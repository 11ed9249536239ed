// Pixels of a page drawn by poppler (binary PPM, "P6") and the black boxes a redaction paints into them. Pure,
// so the redaction's one security-relevant step — every pixel under a box turns black — is tested directly.

export interface Raster {
  width: number;
  height: number;
  /** width × height × 3 bytes, rows top to bottom. */
  rgb: Uint8Array;
}

export interface FractionRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A binary PPM (P6, 8-bit) as a raster; throws on anything else. */
export function parsePpm(bytes: Uint8Array): Raster {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!match) throw new Error('not an 8-bit binary PPM');
  const width = Number(match[1]);
  const height = Number(match[2]);
  const rgb = bytes.subarray(match[0].length, match[0].length + width * height * 3);
  if (rgb.length !== width * height * 3) throw new Error('truncated PPM');
  return { width, height, rgb };
}

/** The pixel span [from, to) a fraction span covers, rounded outwards so no partly covered pixel survives. */
function pixelSpan(start: number, size: number, pixels: number): [number, number] {
  return [Math.max(0, Math.floor(start * pixels)), Math.min(pixels, Math.ceil((start + size) * pixels))];
}

/** Paints the boxes (fractions of the page, origin top-left) black, in place. */
export function paintBlack(raster: Raster, rects: FractionRect[]): void {
  for (const r of rects) {
    const [x0, x1] = pixelSpan(r.x, r.w, raster.width);
    const [y0, y1] = pixelSpan(r.y, r.h, raster.height);
    for (let y = y0; y < y1; y++) raster.rgb.fill(0, (y * raster.width + x0) * 3, (y * raster.width + x1) * 3);
  }
}

/** The resolution (dpi) to draw a page of this size (points) at: `preferred`, lowered so it stays under `maxPixels`. */
export function rasterDpi(widthPt: number, heightPt: number, preferred: number, maxPixels: number): number {
  const fitting = 72 * Math.sqrt(maxPixels / Math.max(1, widthPt * heightPt));
  return Math.max(18, Math.min(preferred, Math.floor(fitting)));
}
