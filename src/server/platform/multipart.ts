// Reads a multipart form with several files (public forms: inquiries, borrower updates): the fields into memory,
// each file handed to `onFile` as a stream as it arrives (streamed to storage, never whole in memory).
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { AppError } from './errors.js';
import { parserFileLimit } from './uploads.js';

export async function readMultipartForm(
  request: FastifyRequest,
  maxFiles: number,
  onFile: (fileName: string, body: Readable) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: parserFileLimit(UPLOAD_MAX_BYTES), fields: 40 } })) {
      if (part.type === 'file') {
        // A file input left empty arrives as a part without a name.
        if (part.filename) await onFile(part.filename, part.file);
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    request.raw.resume(); // the rest of the body is read and dropped, so the client reads the answer
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', `Attach at most ${maxFiles} files.`);
    throw error;
  }
  return fields;
}

/** A JSON-encoded form field, or a 400 naming the field. */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  try {
    return JSON.parse(fields[name] ?? '{}') as unknown;
  } catch {
    throw new AppError('VALIDATION', `The field '${name}' must be JSON.`);
  }
}
