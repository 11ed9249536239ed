import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { annotationSaveSchema, libraryFileParamsSchema, libraryFileUpdateSchema, libraryQuerySchema } from '../../core/schemas/library.js';
import { requireAuth } from '../auth/guard.js';
import { annotatedPdfUrl, getAnnotations, saveAnnotations } from './annotations.js';
import { fileThumbnail } from './thumbnails.js';
import { deleteLibraryFile, fileDownloadUrl, listLibraryFiles, listUploaders, updateLibraryFile } from './service.js';

const versionQuery = z.object({ version: z.coerce.number().int().min(1, 'Unknown version.').max(1_000_000).optional() });

/** The Documents library (/documents) and the PDF viewer's annotations. */
export async function libraryRoutes(app: FastifyInstance) {
  const { database, storage } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = { action: 'view documents' };
  const download = { action: 'download documents', permission: 'download_documents' } as const;
  const change = { action: 'change documents', permission: 'upload_docs_to_deals' } as const;

  r.get('/api/library/files', {
    config: { access: view },
    schema: { tags: ['documents'], querystring: libraryQuerySchema },
    handler: async (request) => listLibraryFiles(db, requireAuth(request), request.query),
  });

  r.get('/api/library/uploaders', {
    config: { access: view },
    schema: { tags: ['documents'] },
    handler: async (request) => ({ items: await listUploaders(db, requireAuth(request)) }),
  });

  r.get('/api/library/files/:kind/:id/url', {
    config: { access: download },
    schema: { tags: ['documents'], params: libraryFileParamsSchema, querystring: z.object({ inline: z.enum(['0', '1']).optional() }) },
    handler: async (request) =>
      fileDownloadUrl(db, storage, requireAuth(request), request.params.kind, request.params.id, request.query.inline === '1'),
  });

  r.get('/api/library/files/:kind/:id/thumbnail', {
    config: { access: download },
    schema: { tags: ['documents'], params: libraryFileParamsSchema },
    async handler(request, reply) {
      const thumbnail = await fileThumbnail(db, storage, requireAuth(request), request.params.kind, request.params.id);
      // Private: the picture is the file's first page. Short: a file's thumbnail never changes, but access can.
      reply.header('cache-control', 'private, max-age=300');
      return reply.type(thumbnail.type).send(thumbnail.body);
    },
  });

  r.patch('/api/library/files/:kind/:id', {
    config: { access: change },
    schema: { tags: ['documents'], params: libraryFileParamsSchema, body: libraryFileUpdateSchema },
    handler: async (request) => updateLibraryFile(db, requireAuth(request), request.params.kind, request.params.id, request.body),
  });

  r.delete('/api/library/files/:kind/:id', {
    config: { access: { action: 'delete documents', permission: 'delete_deals_data' } },
    schema: { tags: ['documents'], params: libraryFileParamsSchema },
    async handler(request, reply) {
      await deleteLibraryFile(db, storage, requireAuth(request), request.params.kind, request.params.id);
      return reply.status(204).send();
    },
  });

  r.get('/api/library/files/:kind/:id/annotations', {
    config: { access: view },
    schema: { tags: ['documents'], params: libraryFileParamsSchema, querystring: versionQuery },
    handler: async (request) => getAnnotations(db, requireAuth(request), request.params.kind, request.params.id, request.query.version),
  });

  r.put('/api/library/files/:kind/:id/annotations', {
    config: { access: { action: 'annotate documents', permission: 'upload_docs_to_deals' } },
    schema: { tags: ['documents'], params: libraryFileParamsSchema, body: annotationSaveSchema },
    handler: async (request) => saveAnnotations(db, storage, requireAuth(request), request.params.kind, request.params.id, request.body),
  });

  r.get('/api/library/files/:kind/:id/annotated-url', {
    config: { access: download },
    schema: { tags: ['documents'], params: libraryFileParamsSchema, querystring: versionQuery },
    handler: async (request) =>
      annotatedPdfUrl(db, storage, requireAuth(request), request.params.kind, request.params.id, request.query.version),
  });
}
