// SPEC §2 "Analysis results dialog", step 1: what the review shows of a document analysis.
import { countByBand, type ConfidenceBand } from '@core/extraction';
import { PREVIEW_FIELD_COUNT, PREVIEW_VALUE_MAX_CHARS } from '@core/limits';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { fieldLabel } from './field-labels';

export interface PreviewField {
  field: string;
  label: string;
  value: string;
  /** 0-1, when the analysis gave one. */
  confidence: number | null;
}

export interface AnalysisSummary {
  fieldCount: number;
  bands: Record<ConfidenceBand, number>;
  previewFields: PreviewField[];
  /** Fields beyond the preview: '...and N more fields'. */
  moreFields: number;
  /** Notes that report a failure are shown in red. */
  notesReportFailure: boolean;
}

export function truncateValue(value: string): string {
  return value.length > PREVIEW_VALUE_MAX_CHARS ? `${value.slice(0, PREVIEW_VALUE_MAX_CHARS)}...` : value;
}

export function notesReportFailure(notes: string): boolean {
  return /failed|error/i.test(notes);
}

export function summariseAnalysis(analysis: DocumentAnalysis): AnalysisSummary {
  const entries = Object.entries(analysis.extractedData);
  const extracted = new Set(entries.map(([field]) => field));
  const confidence = Object.fromEntries(Object.entries(analysis.confidence).filter(([field]) => extracted.has(field)));
  return {
    fieldCount: entries.length,
    bands: countByBand(confidence),
    previewFields: entries.slice(0, PREVIEW_FIELD_COUNT).map(([field, value]) => {
      return { field, label: fieldLabel(field), value: truncateValue(String(value)), confidence: confidence[field] ?? null };
    }),
    moreFields: Math.max(0, entries.length - PREVIEW_FIELD_COUNT),
    notesReportFailure: notesReportFailure(analysis.additionalNotes),
  };
}
