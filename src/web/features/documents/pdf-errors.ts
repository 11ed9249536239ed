// SPEC §8 "Upload and PDF": what the officer reads when a PDF cannot be rendered in the browser.

export const PDF_MESSAGES = {
  empty: 'Invalid or empty PDF file',
  rendererTooLarge: 'PDF file too large (max 50MB)',
  unsupportedBrowser:
    'Client-side PDF rendering is not supported in this browser. Please use a modern browser with HTML5 Canvas support.',
  noCanvas: 'Failed to get canvas 2D context',
  timeout: 'PDF rendering took too long. Please try a smaller file.',
  corrupted: 'The PDF file appears to be corrupted or invalid.',
  password: 'Password-protected PDFs are not supported.',
  tooLarge: 'PDF file is too large. Please try a file smaller than 50MB.',
} as const;

/** Thrown when rendering outlives PDF_RENDER_TIMEOUT_MS. */
export class PdfRenderTimeoutError extends Error {
  constructor() {
    super('PDF rendering timed out');
    this.name = 'PdfRenderTimeoutError';
  }
}

/** Our own messages that already say what happened: shown as they are. */
const PASS_THROUGH = new Set<string>([PDF_MESSAGES.empty, PDF_MESSAGES.unsupportedBrowser, PDF_MESSAGES.noCanvas]);

/** Maps a renderer or pdf.js failure to the spec's message. pdf.js names its errors (PasswordException…). */
export function pdfErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PdfRenderTimeoutError) return PDF_MESSAGES.timeout;
  if (PASS_THROUGH.has(message) || /^All \d+ pages failed validation\./.test(message)) return message;
  if (name === 'PasswordException' || /password/i.test(message)) return PDF_MESSAGES.password;
  if (name === 'InvalidPDFException' || /invalid pdf|corrupt/i.test(message)) return PDF_MESSAGES.corrupted;
  if (/too large/i.test(message)) return PDF_MESSAGES.tooLarge;
  return `PDF rendering failed: ${message}`;
}
