import { describe, expect, it } from 'vitest';
import { allPagesFailedMessage, isValidImageData, keepValidPages } from './image-data';

const png = `data:image/png;base64,${'A'.repeat(120)}`;

describe('isValidImageData (SPEC §5)', () => {
  it('needs a string of at least 100 characters that is a data-image or contains base64', () => {
    expect(isValidImageData(png)).toBe(true);
    expect(isValidImageData(`data:application/octet-stream;base64,${'A'.repeat(100)}`)).toBe(true);
    expect(isValidImageData(`data:image/png,${'A'.repeat(100)}`)).toBe(true);
    expect(isValidImageData('data:image/png;base64,')).toBe(false);
    expect(isValidImageData('x'.repeat(200))).toBe(false);
    expect(isValidImageData(null)).toBe(false);
    expect(isValidImageData(123)).toBe(false);
  });
});

describe('keepValidPages', () => {
  it('skips invalid pages', () => {
    const pages = [
      { pageNumber: 1, base64: png },
      { pageNumber: 2, base64: 'data:,' },
      { pageNumber: 3, base64: png },
    ];
    expect(keepValidPages(pages).map((page) => page.pageNumber)).toEqual([1, 3]);
  });

  it('fails when every page is invalid', () => {
    expect(() => keepValidPages([{ base64: '' }, { base64: 'short' }])).toThrow(
      'All 2 pages failed validation. The PDF may be corrupted or contain unsupported content.',
    );
    expect(allPagesFailedMessage(1)).toBe('All 1 pages failed validation. The PDF may be corrupted or contain unsupported content.');
  });
});
