import { describe, expect, it } from 'vitest';
import { allPagesFailedMessage } from './image-data';
import { PDF_MESSAGES, pdfErrorMessage, PdfRenderTimeoutError } from './pdf-errors';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('pdfErrorMessage (SPEC §8)', () => {
  it('maps the timeout, password, corrupted and too-large failures', () => {
    expect(pdfErrorMessage(new PdfRenderTimeoutError())).toBe('PDF rendering took too long. Please try a smaller file.');
    expect(pdfErrorMessage(named('PasswordException', 'No password given'))).toBe('Password-protected PDFs are not supported.');
    expect(pdfErrorMessage(named('InvalidPDFException', 'Invalid PDF structure.'))).toBe('The PDF file appears to be corrupted or invalid.');
    expect(pdfErrorMessage(new Error(PDF_MESSAGES.rendererTooLarge))).toBe('PDF file is too large. Please try a file smaller than 50MB.');
  });

  it('keeps messages that already explain themselves', () => {
    expect(pdfErrorMessage(new Error('Invalid or empty PDF file'))).toBe('Invalid or empty PDF file');
    expect(pdfErrorMessage(new Error('Failed to get canvas 2D context'))).toBe('Failed to get canvas 2D context');
    expect(pdfErrorMessage(new Error(PDF_MESSAGES.unsupportedBrowser))).toBe(PDF_MESSAGES.unsupportedBrowser);
    expect(pdfErrorMessage(new Error(allPagesFailedMessage(3)))).toBe(allPagesFailedMessage(3));
  });

  it('says what failed otherwise', () => {
    expect(pdfErrorMessage(new Error('Worker was destroyed'))).toBe('PDF rendering failed: Worker was destroyed');
    expect(pdfErrorMessage('boom')).toBe('PDF rendering failed: boom');
  });
});
