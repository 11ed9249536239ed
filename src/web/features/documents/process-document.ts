// Turns an accepted upload into the processed document data of SPEC §3 (pages, image or text), with the
// messages of SPEC §8 when it cannot.
import { PDF_RENDER_SCALE, PDF_RENDER_TIMEOUT_MS, UPLOAD_WIDGET_MAX_PAGES } from '@core/limits';
import type { ProcessedDocument } from '@core/schemas/functions';
import { ExcelServerError, processExcelDocument } from './document-api';
import type { UploadKind } from './file-checks';
import { INVALID_IMAGE_DATA, isValidImageData } from './image-data';
import { pdfErrorMessage } from './pdf-errors';

/** A failure to show: `message` in the upload area, and as a toast under `toastTitle` when the spec names one. */
export class DocumentProcessingError extends Error {
  override readonly name = 'DocumentProcessingError';
  constructor(
    message: string,
    readonly toastTitle?: string,
  ) {
    super(message);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

async function processPdf(file: File): Promise<ProcessedDocument> {
  try {
    const { renderPdfPages } = await import('./pdf-renderer');
    const pages = await renderPdfPages(file, {
      scale: PDF_RENDER_SCALE,
      maxPages: UPLOAD_WIDGET_MAX_PAGES,
      timeoutMs: PDF_RENDER_TIMEOUT_MS,
    });
    return { type: 'pdf_converted', fileName: file.name, pages };
  } catch (error) {
    throw new DocumentProcessingError(pdfErrorMessage(error), 'PDF processing failed');
  }
}

async function processImage(file: File): Promise<ProcessedDocument> {
  let data: string;
  try {
    data = await readAsDataUrl(file);
    // A file that only claims to be an image fails here rather than at the analysis.
    (await createImageBitmap(file)).close();
  } catch (error) {
    throw new DocumentProcessingError(`Failed to process image: ${errorText(error)}`);
  }
  if (!isValidImageData(data)) throw new DocumentProcessingError(INVALID_IMAGE_DATA);
  return { type: 'image', base64: data, fileName: file.name, size: file.size };
}

async function processExcel(file: File): Promise<ProcessedDocument> {
  try {
    const dataUrl = await readAsDataUrl(file);
    const extraction = await processExcelDocument({
      fileData: dataUrl.slice(dataUrl.indexOf(',') + 1),
      fileName: file.name,
      fileType: file.type,
    });
    return { type: 'pdf_text', fileName: file.name, text: extraction.text };
  } catch (error) {
    throw new DocumentProcessingError(error instanceof ExcelServerError ? error.message : `Excel processing failed: ${errorText(error)}`);
  }
}

export function processDocument(file: File, kind: UploadKind): Promise<ProcessedDocument> {
  switch (kind) {
    case 'pdf':
      return processPdf(file);
    case 'image':
      return processImage(file);
    case 'excel':
      return processExcel(file);
  }
}
