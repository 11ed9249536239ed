// SPEC §5: a rendered page or an image is usable only if its data looks like an encoded image.
import { MIN_IMAGE_DATA_LENGTH } from '@core/limits';

export const INVALID_IMAGE_DATA = 'Invalid image data - file may be corrupted or empty';

/** A string of at least 100 characters that is a data-image URL or carries base64. */
export function isValidImageData(data: unknown): data is string {
  return (
    typeof data === 'string' &&
    data.length >= MIN_IMAGE_DATA_LENGTH &&
    (data.startsWith('data:image') || data.includes('base64'))
  );
}

export function allPagesFailedMessage(count: number): string {
  return `All ${count} pages failed validation. The PDF may be corrupted or contain unsupported content.`;
}

/** Keeps the valid pages; throws when none is left. */
export function keepValidPages<T extends { base64: unknown }>(pages: readonly T[]): (T & { base64: string })[] {
  const valid = pages.filter((page): page is T & { base64: string } => isValidImageData(page.base64));
  if (valid.length === 0) throw new Error(allPagesFailedMessage(pages.length));
  return valid;
}
