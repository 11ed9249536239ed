import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Bucket } from './storage.js';
import { AppError } from './errors.js';

/** Serves stored files to whoever holds an unexpired signed URL (the signature is the permission). */
export async function storageRoutes(app: FastifyInstance) {
  const { storage } = app.services;
  app.withTypeProvider<ZodTypeProvider>().get('/api/storage/:bucket/*', {
    config: { access: 'public' },
    schema: {
      hide: true,
      params: z.object({ bucket: z.string(), '*': z.string() }),
      querystring: z.object({ expires: z.coerce.number(), signature: z.string(), name: z.string().max(255).optional() }),
    },
    async handler(request, reply) {
      const { bucket, '*': key } = request.params;
      const { expires, signature, name } = request.query;
      let valid = false;
      try {
        valid = storage.verify(bucket, key, expires, signature);
      } catch {
        valid = false;
      }
      if (!valid) throw new AppError('FORBIDDEN', 'This link has expired or is invalid. Open the file again from the app.');
      if (!(await storage.exists(bucket as Bucket, key))) throw new AppError('NOT_FOUND', 'The file no longer exists in storage.');
      const bytes = await storage.get(bucket as Bucket, key);
      const fileName = name ?? key.split('/').pop() ?? 'file';
      // A header holds Latin-1 only: an ASCII fallback, and the name itself in RFC 5987 form.
      const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'private, max-age=0, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
}
