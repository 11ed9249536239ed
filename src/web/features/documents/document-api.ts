// The document calls of the upload widget: reading a spreadsheet (SPEC §7 process-excel-document) and the
// analysis of the original file (POST /api/documents/analyze).
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { api } from '@web/lib/api';

export interface ExcelExtraction {
  rows: string[][];
  text: string;
  notes: string[];
}

type ExcelAnswer = { success: true; extractedData: ExcelExtraction } | { success: false; error?: string };

/**
 * SPEC §7: the function answers `{ success, error }` rather than the API's error shape, so it is read here:
 * its own error is shown as it is (SPEC §8 "or the server error").
 */
export async function processExcelDocument(body: { fileData: string; fileName: string; fileType: string }): Promise<ExcelExtraction> {
  const response = await fetch('/api/functions/process-excel-document', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as ExcelAnswer | { error?: { message?: string } } | null;
  if (answer && 'success' in answer && answer.success) return answer.extractedData;
  const error = answer?.error;
  throw new ExcelServerError(
    typeof error === 'string' ? error : (error?.message ?? `Excel processing failed: ${response.statusText || response.status}`),
  );
}

/** The server's own words about a spreadsheet it could not read. */
export class ExcelServerError extends Error {
  override readonly name = 'ExcelServerError';
}

/** POST /api/documents/analyze: the original file, multipart field `file`. */
export async function analyzeDocument(file: File): Promise<DocumentAnalysis> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api<{ documentAnalysis: DocumentAnalysis }>('/api/documents/analyze', { method: 'POST', body });
  return answer.documentAnalysis;
}
