import { describe, expect, it } from 'vitest';
import { minimalXlsx, sheetRows, zipArchive } from '../test/workbooks';
import { deflateSync } from 'node:zlib';
import { assertArchiveFits, assertImageFits, assertPdfFits, imageSize, MAX_UNPACKED_BYTES, PDF_TOO_COMPLEX, zipTotals } from './archive-limits';
import { isDocumentError } from './errors';

const png = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new Uint8Array(bytes);
};

describe('archive limits', () => {
  it('reads entry count and unpacked size from the central directory without inflating', () => {
    const book = minimalXlsx(sheetRows([['Loan Amount', '450000']]));
    const totals = zipTotals(book)!;
    expect(totals.entries).toBe(5);
    expect(totals.unpackedBytes).toBeGreaterThan(500);
    expect(() => assertArchiveFits(book)).not.toThrow();
  });

  it('refuses a workbook that says it unpacks to gigabytes, or holds thousands of parts', () => {
    const bomb = minimalXlsx(sheetRows([['a', 'b']]), 2_200_000_000);
    expect(zipTotals(bomb)!.unpackedBytes).toBeGreaterThan(MAX_UNPACKED_BYTES);
    const error = (() => {
      try {
        assertArchiveFits(bomb);
      } catch (e) {
        return e;
      }
    })();
    expect(isDocumentError(error) && [error.code, error.status]).toEqual(['too_complex', 422]);
    const many = zipArchive(Array.from({ length: 2_500 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') })));
    expect(() => assertArchiveFits(many)).toThrow(/too large to read once unpacked/);
    expect(() => assertArchiveFits(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toThrow(/corrupted/);
  });

  it('reads pixel sizes from image headers and refuses more than 50 megapixels before decoding', () => {
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 });
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 3, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(() => assertImageFits(png(60_000, 60_000))).toThrow('The image has more than 50 megapixels. Please send a smaller image or a PDF.');
    expect(() => assertImageFits(png(4000, 3000))).not.toThrow();
  });

  it('inflates and counts a PDF\'s compressed streams, refusing one that unpacks beyond the limit', async () => {
    const pdf = (raw: Buffer) => {
      const data = deflateSync(raw);
      return new Uint8Array(
        Buffer.concat([Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')]),
      );
    };
    await expect(assertPdfFits(pdf(Buffer.from('BT /F1 12 Tf (Loan Amount: $450,000) Tj ET')))).resolves.toBeUndefined();
    const bomb = pdf(Buffer.alloc(200 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(300_000);
    await expect(assertPdfFits(bomb)).rejects.toThrow(PDF_TOO_COMPLEX);
    // Inflating 200 MB takes 3 s alone and over 5 s on a machine shared with other suites.
  }, 30_000);
});
