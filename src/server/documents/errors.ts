// Why a document cannot be analysed, with the HTTP status the API answers and the spec's message (SPEC §8).
export type DocumentErrorCode =
  | 'file_too_large'
  | 'unsupported_type'
  | 'type_mismatch'
  | 'word_unsupported'
  | 'empty_file'
  | 'corrupt_file'
  | 'password_protected'
  | 'too_complex';

export const DOCUMENT_ERROR_MESSAGES = {
  file_too_large: 'Please select a file smaller than 25MB.',
  unsupported_type: 'Please select a supported document format (PDF, Word, Excel, or image).',
  type_mismatch: 'Please select a supported document format (PDF, Word, Excel, or image).',
  word_unsupported:
    'Word document processing is temporarily unavailable. Please convert your document to PDF and try again.',
  empty_file: 'Invalid or empty PDF file',
  corrupt_file: 'The PDF file appears to be corrupted or invalid.',
  password_protected: 'Password-protected PDFs are not supported.',
  too_complex: 'The document is too large to read once unpacked. Please send a smaller file or a PDF.',
} as const satisfies Record<DocumentErrorCode, string>;

const STATUS: Record<DocumentErrorCode, number> = {
  file_too_large: 413,
  unsupported_type: 415,
  type_mismatch: 415,
  word_unsupported: 415,
  empty_file: 422,
  corrupt_file: 422,
  password_protected: 422,
  too_complex: 422,
};

export class DocumentError extends Error {
  readonly status: number;
  readonly code: DocumentErrorCode;

  constructor(code: DocumentErrorCode, message: string = DOCUMENT_ERROR_MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentError';
    this.code = code;
    this.status = STATUS[code];
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError;
}
