// HTTP byte ranges (RFC 9110 §14) for previews served whole from memory: pdf.js asks a long PDF for the ranges
// the pages on screen need instead of the whole file (issue 17).

export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range` header asks of `size` bytes (inclusive bounds), `null` when it asks for none we
 * serve as a range (absent, not bytes, several ranges: the whole file answers), or 'unsatisfiable' (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
