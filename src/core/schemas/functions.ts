// Request bodies of the spec's server functions (SPEC §7 "Server functions"), shared with the web client.
import { z } from 'zod';

const base64 = z.string().max(36 * 1024 * 1024, 'The document is larger than 25MB.');
const dataUrlOrBase64 = base64;

/** Processed document data (SPEC §3). */
export const processedDocumentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), base64: dataUrlOrBase64, fileName: z.string().max(255), size: z.number().nonnegative().optional() }),
  z.object({
    type: z.literal('pdf_converted'),
    fileName: z.string().max(255).optional(),
    pages: z
      .array(
        z.object({
          type: z.literal('image').optional(),
          base64: dataUrlOrBase64,
          pageNumber: z.number().int().positive(),
          width: z.number().nonnegative().optional(),
          height: z.number().nonnegative().optional(),
        }),
      )
      .min(1, 'The PDF has no rendered pages.')
      .max(50),
  }),
  z.object({ type: z.literal('pdf_text'), text: z.string().max(5_000_000), fileName: z.string().max(255).optional() }),
]);
export type ProcessedDocument = z.infer<typeof processedDocumentSchema>;

export const aiAssistantRequestSchema = z.object({
  message: z.string().max(20_000),
  documentData: processedDocumentSchema.optional(),
  conversationHistory: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }))
    .max(10)
    .optional(),
  userId: z.string().max(100).optional(),
  sessionId: z.string().max(100).optional(),
  currentRoute: z.string().max(500).optional(),
});

export const processExcelRequestSchema = z.object({
  fileData: base64.min(1, 'The spreadsheet is empty.'),
  fileName: z.string().min(1).max(255),
  fileType: z.string().max(200).optional(),
});
