// The document analysis result (SPEC §3): what the embedded engine and the model provider both return, and what
// the upload dialog reads. One schema so the model's answer is validated by the same rules as ours.
import { z } from 'zod';

export const documentAnalysisSchema = z.object({
  documentType: z.string().describe('Kind of document, e.g. Term Sheet, Loan Application; Unknown if unclear'),
  extractedData: z
    .record(z.string(), z.string())
    .describe('Form field name → value as a string, only for values the document states'),
  confidence: z.record(z.string(), z.number().min(0).max(1)).describe('Form field name → confidence from 0 to 1'),
  additionalNotes: z.string().describe('Anything the reviewer should know: ambiguities, what could not be read'),
  missingFields: z.array(z.string()).describe('Important deal fields the document does not state'),
});

export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;
