// A page that carries its own /Rotate is shown turned; the viewer's fractions are of the page as shown, so the
// written note must land, upright, where it was placed — checked on poppler's drawing of the page as shown.
import { execFileSync } from 'node:child_process';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parsePpm, type Raster } from '../../core/library/raster';
import { writeAnnotatedPdf } from './annotated-pdf';
import { pageAsPpm } from './poppler';

const reddish = (r: number, g: number) => r > 150 && g < 120;
const dark = (r: number, g: number) => r < 100 && g < 100;

/** The box of the pixels that pass `test` (the note's red ink, the page's black text) in fractions of the page. */
function inkBox(raster: Raster, test: (r: number, g: number) => boolean) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 3;
      if (test(raster.rgb[i]!, raster.rgb[i + 1]!)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return { left: x0 / raster.width, top: y0 / raster.height, width: (x1 - x0) / raster.width, height: (y1 - y0) / raster.height };
}

describe('annotations on a page with its own /Rotate', () => {
  it.each([0, 90, 180, 270])('a note placed on a page turned %i° is written upright where it was placed', async (rotation) => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).setRotation(degrees(rotation));
    const saved = await writeAnnotatedPdf(
      await doc.save(),
      { annotations: [{ id: 'n1', type: 'freetext', page: 1, color: '#d32f2f', x: 0.2, y: 0.3, text: 'Rotated note', size: 12 }], rotations: [] },
      'Tester',
      new Date('2026-11-25T12:00:00Z'),
    );
    const page = parsePpm(await pageAsPpm(saved, 1, 72));
    expect(page.width > page.height).toBe(rotation % 180 !== 0);
    const ink = inkBox(page, reddish);
    // Where it was placed: its top-left a little inside (0.2, 0.3) of the page as shown.
    expect(ink.left).toBeGreaterThanOrEqual(0.2);
    expect(ink.left).toBeLessThan(0.22);
    expect(ink.top).toBeGreaterThanOrEqual(0.3);
    expect(ink.top).toBeLessThan(0.32);
    // Upright: one line of text is far wider than it is tall.
    expect(ink.width * page.width).toBeGreaterThan(3 * ink.height * page.height);
  });

  it.each([90, 270])('a redaction drawn over text on a page turned %i° removes that text', async (rotation) => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    page.drawText('ACCOUNT 4417', { x: 72, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
    page.setRotation(degrees(rotation));
    const original = await doc.save();
    // Where the text is on the page as shown, as the viewer's user would draw the box over it.
    const text = inkBox(parsePpm(await pageAsPpm(original, 1, 72)), dark);
    const box = { x: text.left - 0.01, y: text.top - 0.01, w: text.width + 0.02, h: text.height + 0.02 };
    const saved = await writeAnnotatedPdf(original, { annotations: [{ id: 'r1', type: 'redact', page: 1, color: '#000000', rects: [box] }], rotations: [] }, 'Tester', new Date());
    expect(execFileSync('pdftotext', ['-', '-'], { input: saved }).toString()).not.toContain('4417');
    // The black box is drawn where it was placed.
    const black = inkBox(parsePpm(await pageAsPpm(saved, 1, 72)), dark);
    expect(black.left).toBeCloseTo(box.x, 1);
    expect(black.top).toBeCloseTo(box.y, 1);
  });
});
