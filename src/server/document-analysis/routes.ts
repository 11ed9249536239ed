import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { processExcelRequestSchema } from '../../core/schemas/functions.js';
import { isDocumentError } from '../documents/errors.js';
import { AppError, uploadTooLarge } from '../platform/errors.js';
import { DOCUMENT_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { requireAuth } from '../auth/guard.js';
import { assertWithinPlan } from '../plans/usage.js';
import { analyzeFile, readDocumentText, recordAnalysisRun } from './service.js';

/** Reading and analysing documents is part of putting documents on deals. */
const access = { action: 'analyze documents', permission: 'upload_docs_to_deals' } as const;
const PREVIEW_ROWS = 200;

export async function documentAnalysisRoutes(app: FastifyInstance) {
  const { config, database } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The original file, as the upload widget sends it and a broker's system may call it.
  r.post('/api/documents/analyze', {
    config: { access },
    schema: { tags: ['documents'], consumes: ['multipart/form-data'] },
    async handler(request) {
      const ctx = requireAuth(request);
      await assertWithinPlan(database.db, config, ctx.organizationId, 'document_analyses_per_month');
      if (!request.isMultipart()) throw new AppError('VALIDATION', "Send the document as multipart/form-data in a field named 'file'.");
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', "Send the document as multipart/form-data in a field named 'file'.");
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw uploadTooLarge(UPLOAD_MAX_BYTES);
      const fileName = part.filename || 'document';
      const documentAnalysis = await analyzeFile(config, { bytes, fileName, declaredType: part.mimetype });
      await recordAnalysisRun(database.db, ctx, fileName);
      return { documentAnalysis };
    },
  });

  // SPEC §7: reads a spreadsheet's cells for the widget's preview; the answer carries success / error.
  r.post('/api/functions/process-excel-document', {
    config: { access },
    bodyLimit: DOCUMENT_BODY_MAX_BYTES,
    schema: { tags: ['functions'], body: processExcelRequestSchema },
    async handler(request, reply) {
      const { fileData, fileName, fileType } = request.body;
      try {
        const text = await readDocumentText({ bytes: Uint8Array.from(Buffer.from(fileData, 'base64')), fileName, declaredType: fileType });
        if (text.source !== 'spreadsheet') throw new AppError('UNSUPPORTED_TYPE', 'Please select an Excel workbook (.xlsx or .xls) or a CSV file.');
        const rows = text.lines.slice(0, PREVIEW_ROWS).map((line) => line.cells.map((cell) => cell.text));
        return { success: true, extractedData: { rows, text: rows.map((r) => r.join(' | ')).join('\n'), notes: text.notes } };
      } catch (error) {
        if (isDocumentError(error)) return reply.status(error.status).send({ success: false, error: error.message });
        if (error instanceof AppError) return reply.status(error.status).send({ success: false, error: error.message });
        throw error;
      }
    },
  });
}
