// Writes a file's annotation version into a copy of its PDF: highlights, free text and ink as real PDF
// annotations (PDF 32000 §12.5.6), each with its appearance stream, so any reader shows them and poppler's
// pdftotext reads the notes' text; redactions by flattening their pages (redact.ts); page rotations. The
// original bytes are never changed: the caller stores the result as a separate object.
import { degrees, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// pdf-lib does not export its literal types; this is the one PDFContext.obj takes for a dictionary.
type LiteralObject = Parameters<PDFDocument['context']['stream']>[1] & object;
import { hexToRgb, shownSize, toPdfPoint, toPdfRect, toQuadPoints, unionRect, type PageBox } from '../../core/library/pdf-geometry.js';
import type { Annotation, FreeTextAnnotation, HighlightAnnotation, InkAnnotation, PageRotation } from '../../core/schemas/library.js';
import { AppError } from '../platform/errors.js';
import { redactPages } from './redact.js';

const HIGHLIGHT_OPACITY = 0.4;
const NOTE_PADDING = 2;
const LINE_HEIGHT = 1.2;

const rgb = (hex: string) => hexToRgb(hex).map((n) => Math.round(n * 1000) / 1000);
const fixed = (n: number) => Math.round(n * 100) / 100;

/** Helvetica's WinAnsi encoding draws Latin-1; anything else is drawn as '?' (the /Contents keep the full text). */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

interface Writer {
  doc: PDFDocument;
  font: PDFFont;
  author: string;
  savedAt: Date;
}

/** An appearance drawn in its own space: `bbox` there, turned by `matrix` and fitted to the annotation's Rect. */
interface LocalForm {
  bbox: number[];
  matrix: number[];
}

function addAnnotation(
  w: Writer,
  page: PDFPage,
  annotation: Annotation,
  fields: LiteralObject,
  rect: number[],
  appearance: string,
  resources: LiteralObject,
  form?: LocalForm,
) {
  const { context } = w.doc;
  const stream = context.stream(appearance, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: form?.bbox ?? rect,
    ...(form ? { Matrix: form.matrix } : {}),
    Resources: resources,
  });
  const dict = context.obj({
    Type: 'Annot',
    Rect: rect,
    C: rgb(annotation.color),
    F: 4, // printed
    P: page.ref,
    NM: PDFString.of(annotation.id),
    T: PDFHexString.fromText(w.author),
    M: PDFString.fromDate(w.savedAt),
    AP: { N: context.register(stream) },
    ...fields,
  });
  page.node.addAnnot(context.register(dict));
}

function writeHighlight(w: Writer, page: PDFPage, box: PageBox, a: HighlightAnnotation) {
  const rects = a.rects.map((r) => toPdfRect(box, r));
  const [r, g, b] = rgb(a.color);
  const fills = rects.map(([x0, y0, x1, y1]) => `${fixed(x0)} ${fixed(y0)} ${fixed(x1 - x0)} ${fixed(y1 - y0)} re`).join(' ');
  addAnnotation(
    w,
    page,
    a,
    {
      Subtype: 'Highlight',
      QuadPoints: toQuadPoints(box, a.rects).map(fixed),
      CA: HIGHLIGHT_OPACITY,
      Contents: PDFHexString.fromText(a.text ?? ''),
    },
    unionRect(rects).map(fixed),
    `/GS0 gs ${r} ${g} ${b} rg ${fills} f`,
    { ExtGState: { GS0: { Type: 'ExtGState', BM: 'Multiply', ca: HIGHLIGHT_OPACITY, CA: HIGHLIGHT_OPACITY } } },
  );
}

function writeFreeText(w: Writer, page: PDFPage, box: PageBox, a: FreeTextAnnotation) {
  const lines = drawable(a.text.replace(/\r/g, '')).split('\n');
  const [r, g, b] = rgb(a.color);
  const width = Math.max(...lines.map((line) => w.font.widthOfTextAtSize(line, a.size))) + 2 * NOTE_PADDING;
  const height = lines.length * a.size * LINE_HEIGHT + 2 * NOTE_PADDING;
  // The note reads upright on the page as shown: drawn upright in its own space, turned back by the page's /Rotate.
  const shown = shownSize(box);
  const rect = toPdfRect(box, { x: a.x, y: a.y, w: width / shown.width, h: height / shown.height }).map(fixed);
  const turn = ((box.rotation ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(turn)), Math.round(Math.sin(turn))];
  const firstBaseline = height - NOTE_PADDING - a.size;
  const text = lines
    .map((line, i) => `1 0 0 1 ${NOTE_PADDING} ${fixed(firstBaseline - i * a.size * LINE_HEIGHT)} Tm ${w.font.encodeText(line).toString()} Tj`)
    .join(' ');
  addAnnotation(
    w,
    page,
    a,
    {
      Subtype: 'FreeText',
      Contents: PDFHexString.fromText(a.text),
      DA: PDFString.of(`/Helv ${a.size} Tf ${r} ${g} ${b} rg`),
      BS: { W: 0 },
    },
    rect,
    `BT /Helv ${a.size} Tf ${r} ${g} ${b} rg ${text} ET`,
    { Font: { Helv: w.font.ref } },
    { bbox: [0, 0, fixed(width), fixed(height)], matrix: [cos, sin, -sin, cos, 0, 0] },
  );
}

function writeInk(w: Writer, page: PDFPage, box: PageBox, a: InkAnnotation) {
  const strokes = a.paths.map((path) => {
    const points: number[] = [];
    for (let i = 0; i < path.length; i += 2) points.push(...toPdfPoint(box, path[i]!, path[i + 1]!).map(fixed));
    return points;
  });
  const all = strokes.flatMap((points) => {
    const rects: [number, number, number, number][] = [];
    for (let i = 0; i < points.length; i += 2) rects.push([points[i]!, points[i + 1]!, points[i]!, points[i + 1]!]);
    return rects;
  });
  const [r, g, b] = rgb(a.color);
  const drawing = strokes
    .map((points) => points.map((n, i) => (i % 2 === 1 ? `${n} ${i === 1 ? 'm' : 'l'}` : `${n}`)).join(' ') + ' S')
    .join(' ');
  addAnnotation(
    w,
    page,
    a,
    { Subtype: 'Ink', InkList: strokes, BS: { W: a.width, S: PDFName.of('S') } },
    unionRect(all, a.width).map(fixed),
    `${a.width} w 1 J 1 j ${r} ${g} ${b} RG ${drawing}`,
    {},
  );
}

export interface VersionContent {
  annotations: Annotation[];
  rotations: PageRotation[];
}

/** The PDF with the version applied; annotations and rotations of pages the PDF does not have are left out. */
export async function writeAnnotatedPdf(bytes: Uint8Array, version: VersionContent, author: string, savedAt: Date): Promise<Uint8Array> {
  const doc = await loadPdf(bytes);
  // Redaction first: it replaces whole pages, and the other annotations are then added on top of the result.
  await redactPages(doc, bytes, version.annotations.flatMap((a) => (a.type === 'redact' ? [a] : [])));
  const writer: Writer = { doc, font: await doc.embedFont(StandardFonts.Helvetica), author, savedAt };
  const pages = doc.getPages();
  for (const annotation of version.annotations) {
    const page = pages[annotation.page - 1];
    if (!page) continue;
    const box = { ...page.getCropBox(), rotation: page.getRotation().angle };
    if (annotation.type === 'highlight') writeHighlight(writer, page, box, annotation);
    else if (annotation.type === 'freetext') writeFreeText(writer, page, box, annotation);
    else if (annotation.type === 'ink') writeInk(writer, page, box, annotation);
  }
  for (const { page: pageNumber, degrees: turn } of version.rotations) {
    const page = pages[pageNumber - 1];
    if (page) page.setRotation(degrees((page.getRotation().angle + turn) % 360));
  }
  // Plain objects rather than object streams: readers of PDF 1.4 and older see the annotations too.
  return doc.save({ useObjectStreams: false });
}

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    throw new AppError(
      'UNPROCESSABLE',
      encrypted ? 'This PDF is encrypted, so annotations cannot be written into it.' : 'This PDF could not be read, so annotations cannot be written into it.',
    );
  }
}
