// Redaction that removes what lies beneath. A black box drawn over text hides nothing: the text stays in the
// content stream and any reader copies it out. So a page with redactions is drawn to pixels by poppler, the
// boxes are painted black into those pixels, and the page's content, resources and annotations are replaced by
// that one image; then every object nothing points at any more (the old content streams, fonts, images) is
// dropped, so the saved file holds no trace of the redacted text. The rest of the page's text is flattened with
// it — the price of a redaction that cannot be undone by copying.
import { deflateSync } from 'node:zlib';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import { unturnRect } from '../../core/library/pdf-geometry.js';
import { paintBlack, parsePpm, rasterDpi, type Raster } from '../../core/library/raster.js';
import type { RedactAnnotation } from '../../core/schemas/library.js';
import { AppError } from '../platform/errors.js';
import { pageAsPpm } from './poppler.js';

const REDACT_DPI = 150;
/** A letter page at 300 dpi: enough for any page to stay legible, bounded whatever size the page claims. */
const MAX_PIXELS = 2550 * 3300;

/** Replaces the pages the redactions fall on by images with the boxes blacked out (in place). */
export async function redactPages(doc: PDFDocument, original: Uint8Array, redactions: RedactAnnotation[]): Promise<void> {
  const pages = doc.getPages();
  const byPage = new Map<number, RedactAnnotation['rects']>();
  for (const r of redactions) {
    const page = pages[r.page - 1];
    // The boxes are fractions of the page as shown; its pixels are drawn unturned.
    if (page) byPage.set(r.page, [...(byPage.get(r.page) ?? []), ...r.rects.map((rect) => unturnRect(page.getRotation().angle, rect))]);
  }
  if (byPage.size === 0) return;
  const unrotated = await unrotatedCopy(original, [...byPage.keys()]);
  for (const [pageNumber, rects] of byPage) {
    const page = pages[pageNumber - 1]!;
    const { width, height } = page.getCropBox();
    let raster: Raster;
    try {
      raster = parsePpm(await pageAsPpm(unrotated, pageNumber, rasterDpi(width, height, REDACT_DPI, MAX_PIXELS)));
    } catch {
      throw new AppError('UNPROCESSABLE', `Page ${pageNumber} of this PDF could not be drawn, so its redaction cannot be applied.`);
    }
    paintBlack(raster, rects);
    replaceWithImage(doc, pageNumber - 1, raster);
  }
  dropUnreachable(doc);
}

/** The PDF with those pages' own rotation removed, so the boxes' fractions (unturned above) match the pixels. */
async function unrotatedCopy(original: Uint8Array, pageNumbers: number[]): Promise<Uint8Array> {
  const copy = await PDFDocument.load(original, { updateMetadata: false });
  for (const n of pageNumbers) copy.getPage(n - 1).setRotation(degrees(0));
  return copy.save({ useObjectStreams: false });
}

function replaceWithImage(doc: PDFDocument, index: number, raster: Raster) {
  const page = doc.getPage(index);
  const { x, y, width, height } = page.getCropBox();
  const { context } = doc;
  const image = context.register(
    context.stream(deflateSync(raster.rgb), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: raster.width,
      Height: raster.height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  page.node.set(PDFName.of('Contents'), context.register(context.stream(`q ${width} 0 0 ${height} ${x} ${y} cm /Redacted Do Q`, {})));
  page.node.set(PDFName.of('Resources'), context.obj({ XObject: { Redacted: image } }));
  page.node.delete(PDFName.of('Annots'));
}

/** Deletes every indirect object the document's trailer no longer reaches. */
function dropUnreachable(doc: PDFDocument) {
  const { context } = doc;
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info, context.trailerInfo.Encrypt].filter((o): o is PDFObject => !!o);
  while (pending.length) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}
