// Reads a multipart form with several files (public forms: inquiries, borrower updates) into memory, within
// the upload limit of SPEC §5 per file.
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { AppError } from './errors.js';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export async function readMultipartForm(request: FastifyRequest, maxFiles: number) {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: UPLOAD_MAX_BYTES, fields: 40 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'Please select a file smaller than 25MB.');
        if (bytes.length) files.push({ fileName: part.filename || 'document', bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', `Attach at most ${maxFiles} files.`);
    throw error;
  }
  return { fields, files };
}

/** A JSON-encoded form field, or a 400 naming the field. */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  try {
    return JSON.parse(fields[name] ?? '{}') as unknown;
  } catch {
    throw new AppError('VALIDATION', `The field '${name}' must be JSON.`);
  }
}
