// Decoding uploaded images (PNG, JPEG, WebP, GIF) for OCR: bounded size, white background, and an ink measure
// so a blank page is recognised without running OCR.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { inkShare } from './pdf-render';

/** Phone photos are 12+ megapixels; OCR needs ~2500 px on the long side and takes far longer on more. */
const MAX_LONG_SIDE = 2600;
/** Scans at ~150 dpi have 7-pixel form labels; tesseract reads them far better enlarged. */
const MIN_LONG_SIDE = 2200;

export interface PreparedImage {
  png: Buffer;
  ink: number;
  width: number;
  height: number;
}

export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const image = await loadImage(Buffer.from(bytes));
  const long = Math.max(image.width, image.height);
  if (!long) throw new Error('image has no pixels');
  const scale = long > MAX_LONG_SIDE ? MAX_LONG_SIDE / long : long < MIN_LONG_SIDE ? Math.min(2, MIN_LONG_SIDE / long) : 1;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const ink = inkShare(context as unknown as CanvasRenderingContext2D, width, height);
  return { png: canvas.toBuffer('image/png'), ink, width, height };
}
