// The last step of every analysis, embedded or model: SPEC §5's cleaning of extracted data, confidences only for
// the fields kept (clamped to 0-1), and missing fields named. Both engines end here so the dialog gets the same.
import { cleanExtractedData } from '../../core/extraction';
import type { DocumentAnalysis } from '../../core/schemas/document-analysis';

export function finaliseAnalysis(analysis: DocumentAnalysis): DocumentAnalysis {
  const { cleaned, skipped } = cleanExtractedData(analysis.extractedData);
  const extractedData = cleaned as Record<string, string>;
  const confidence: Record<string, number> = {};
  for (const field of Object.keys(extractedData)) {
    const value = analysis.confidence[field];
    confidence[field] = typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
  }
  const invalid = skipped.filter((s) => s.reason === 'invalid_loan_type').map((s) => s.field);
  const notes = [analysis.additionalNotes.trim(), invalid.length ? `Skipped invalid values for: ${invalid.join(', ')}.` : '']
    .filter(Boolean)
    .join(' ');
  return {
    documentType: analysis.documentType.trim() || 'Unknown',
    extractedData,
    confidence,
    additionalNotes: notes,
    missingFields: analysis.missingFields.filter((f) => !(f in extractedData)),
  };
}
