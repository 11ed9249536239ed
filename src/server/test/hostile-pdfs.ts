// PDFs built to hurt a reader (issue 15): a page whose content stream is huge once inflated, and objects nested
// far deeper than any real document. Each is a valid file (correct cross-reference table), so the reader gets
// as far as parsing them.
import { deflateSync } from 'node:zlib';

/** A one-page PDF; `extra` objects follow the page (numbered from 5), the page names object 5 as /Extra. */
export function onePagePdf(content: Buffer, options: { compress?: boolean; extra?: string[] } = {}): Buffer<ArrayBuffer> {
  const stream = options.compress ? deflateSync(content) : content;
  const filter = options.compress ? ' /Filter /FlateDecode' : '';
  const extra = options.extra ?? [];
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R${extra.length ? ' /Extra 5 0 R' : ''}` +
        ' /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
    ),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length}${filter} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    ...extra.map((text) => Buffer.from(text)),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(at);
    at += object.length;
    parts.push(object);
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  // A copy the size of the file (multipart helpers take a plain ArrayBuffer-backed Buffer).
  return Buffer.from(Buffer.concat(parts));
}

/** A page that shows `count` short runs of text: `count` = 2,000,000 inflates to ~70 MB from ~0.2 MB. */
export function hugeContentPdf(count: number): Buffer<ArrayBuffer> {
  const op = Buffer.from('BT /F1 9 Tf 72 700 Td (Loan Amount) Tj ET\n');
  return onePagePdf(Buffer.alloc(op.length * count, op), { compress: true });
}

/** Arrays nested `depth` deep, both in the page's content stream and in an object the page names. */
export function deeplyNestedPdf(depth: number): Buffer<ArrayBuffer> {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return onePagePdf(Buffer.from(`BT /F1 9 Tf 72 700 Td ${nested} TJ ET\n`), { compress: true, extra: [nested] });
}
