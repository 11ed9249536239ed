import { describe, expect, it } from 'vitest';
import { documentPreview } from './document-preview';

const page = (pageNumber: number) => ({ type: 'image' as const, pageNumber, base64: `data:image/png;base64,page${pageNumber}` });

describe('documentPreview (SPEC §9)', () => {
  it('shows the first 500 characters of text', () => {
    const text = 'a'.repeat(499) + 'bc';
    expect(documentPreview({ type: 'pdf_text', text })).toEqual({ kind: 'text', text: 'a'.repeat(499) + 'b' });
    expect(documentPreview({ type: 'pdf_text', text: 'short' })).toEqual({ kind: 'text', text: 'short' });
  });

  it('shows the first 4 pages and counts the rest', () => {
    const preview = documentPreview({ type: 'pdf_converted', pages: [1, 2, 3, 4, 5, 6].map(page) });
    expect(preview).toEqual({
      kind: 'pages',
      thumbnails: [1, 2, 3, 4].map((n) => ({ pageNumber: n, src: `data:image/png;base64,page${n}` })),
      more: 2,
    });
    expect(documentPreview({ type: 'pdf_converted', pages: [page(1)] })).toMatchObject({ more: 0 });
  });

  it('shows an image as it is', () => {
    expect(documentPreview({ type: 'image', base64: 'data:image/jpeg;base64,xyz', fileName: 'a.jpg' })).toEqual({
      kind: 'image',
      src: 'data:image/jpeg;base64,xyz',
    });
  });
});
