import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseByteRange } from '../../core/storage/byte-range.js';
import { sniffKind } from '../documents/detect.js';
import { contentDisposition, type Bucket } from './storage.js';
import { AppError } from './errors.js';

/** What may be shown inside the app (a preview frame) rather than downloaded: PDFs and images, told by their bytes. */
const INLINE_TYPES: Partial<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Serves stored files to whoever holds an unexpired signed URL (the signature is the permission). With
 * `inline=1`, a PDF or an image is served as itself for a preview inside the app's own pages; anything else,
 * and every file without it, is a download.
 */
export async function storageRoutes(app: FastifyInstance) {
  const { storage } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get('/api/storage/:bucket/*', {
    config: { access: 'public' },
    schema: {
      hide: true,
      params: z.object({ bucket: z.string(), '*': z.string() }),
      querystring: z.object({
        expires: z.coerce.number(),
        signature: z.string(),
        name: z.string().max(255).optional(),
        inline: z.literal('1').optional(),
      }),
    },
    async handler(request, reply) {
      const { bucket, '*': key } = request.params;
      const { expires, signature, name, inline } = request.query;
      let valid = false;
      try {
        valid = storage.verify(bucket, key, expires, signature);
      } catch {
        valid = false;
      }
      if (!valid) throw new AppError('FORBIDDEN', 'This link has expired or is invalid. Open the file again from the app.');
      if (!(await storage.exists(bucket as Bucket, key))) throw new AppError('NOT_FOUND', 'The file no longer exists in storage.');
      const fileName = name ?? key.split('/').pop() ?? 'file';
      if (!inline) {
        // On object storage the bytes come from the store itself, by a presigned GET that lives no longer
        // than this link: no app instance carries the download.
        const direct = await storage.directUrl(bucket as Bucket, key, expires - Math.floor(Date.now() / 1000), fileName);
        if (direct) return reply.header('cache-control', 'private, max-age=0, no-store').redirect(direct, 302);
      }
      reply.header('cache-control', 'private, max-age=0, no-store').header('x-content-type-options', 'nosniff');
      if (inline) {
        // A preview is told by its bytes, so it is read whole (a PDF or an image within the upload limit).
        const bytes = await storage.get(bucket as Bucket, key);
        const inlineType = INLINE_TYPES[sniffKind(bytes) ?? ''];
        if (inlineType) {
          // One byte range when asked (pdf.js reads a long PDF's pages as they are shown, issue 17).
          const range = parseByteRange(request.headers.range, bytes.length);
          reply.header('accept-ranges', 'bytes');
          if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
          if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`);
          return reply
            .header('content-type', inlineType)
            .header('content-disposition', contentDisposition('inline', fileName))
            // Framed by the app's own pages only, and running nothing of its own.
            .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'")
            .header('x-frame-options', 'SAMEORIGIN')
            .send(range ? bytes.subarray(range.start, range.end + 1) : bytes);
        }
      }
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(await storage.openStream(bucket as Bucket, key));
    },
  });
}
