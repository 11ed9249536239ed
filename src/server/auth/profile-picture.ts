// Profile pictures: a small image checked from its bytes, stored under avatars/{userId}/, served to members
// of the same organization. The profile keeps a URL that changes with each picture (no stale caches).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PICTURE_MAX_BYTES, STORAGE_BUCKETS } from '../../core/limits.js';
import { createAuditEntry } from '../platform/audit.js';
import { profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { parserFileLimit, storeUpload } from '../platform/uploads.js';
import { requireAuth } from './guard.js';
import { freshSessionView } from './session-view.js';

const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;
const pictureKey = (userId: string, id: string, ext: string) => `${userId}/${id}.${ext}`;
const keyFromUrl = (userId: string, url: string | null) => {
  const match = url && /[?&]v=([0-9a-f-]{36})\.(png|jpeg|webp|gif)$/.exec(url);
  return match ? { key: pictureKey(userId, match[1]!, match[2]!), ext: match[2] as keyof typeof IMAGE_TYPES } : undefined;
};

export async function profilePictureRoutes(app: FastifyInstance) {
  const { database, storage } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { action: 'update your profile', permission: 'view_update_own_profile' } as const;

  async function setPicture(userId: string, organizationId: string, url: string | null) {
    const [before] = await db.select({ url: profiles.profilePictureUrl }).from(profiles).where(eq(profiles.id, userId));
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ profilePictureUrl: url, updatedAt: new Date() }).where(eq(profiles.id, userId));
      await createAuditEntry(tx, {
        organizationId,
        userId,
        action: 'profile_picture_changed',
        tableName: 'profiles',
        recordId: userId,
        oldValues: { profile_picture_url: before?.url ?? null },
        newValues: { profile_picture_url: url },
      });
    });
    const old = keyFromUrl(userId, before?.url ?? null);
    if (old) await storage.remove(STORAGE_BUCKETS.avatars, old.key);
  }

  r.put('/api/profile/picture', {
    config: { access: own, changesAccess: true, maxFileBytes: PROFILE_PICTURE_MAX_BYTES },
    schema: { tags: ['session'], consumes: ['multipart/form-data'] },
    async handler(request) {
      const ctx = requireAuth(request);
      const part = request.isMultipart() ? await request.file({ limits: { fileSize: parserFileLimit(PROFILE_PICTURE_MAX_BYTES) } }) : undefined;
      if (!part) throw new AppError('VALIDATION', "Send the picture as multipart/form-data in a field named 'file'.");
      // Streamed under a name of its own, then copied to the key the profile points at, which carries the type
      // the bytes proved (known only once they passed).
      const id = randomUUID();
      const upload = { bucket: STORAGE_BUCKETS.avatars, key: pictureKey(ctx.userId, id, 'upload') };
      const { type: kind } = await storeUpload(storage, upload, part.file, {
        fileName: part.filename,
        maxBytes: PROFILE_PICTURE_MAX_BYTES,
        typeOf: ({ kind }) => {
          if (!kind || !(kind in IMAGE_TYPES)) throw new AppError('UNSUPPORTED_TYPE', 'Please choose a PNG, JPEG, WebP or GIF image.');
          return kind as keyof typeof IMAGE_TYPES;
        },
      });
      try {
        await storage.copy(upload, { bucket: STORAGE_BUCKETS.avatars, key: pictureKey(ctx.userId, id, kind) });
      } finally {
        await storage.remove(upload.bucket, upload.key);
      }
      await setPicture(ctx.userId, ctx.organizationId, `/api/users/${ctx.userId}/picture?v=${id}.${kind}`);
      return freshSessionView(app, request);
    },
  });

  r.delete('/api/profile/picture', {
    config: { access: own, changesAccess: true },
    schema: { tags: ['session'] },
    async handler(request) {
      const ctx = requireAuth(request);
      await setPicture(ctx.userId, ctx.organizationId, null);
      return freshSessionView(app, request);
    },
  });

  r.get('/api/users/:id/picture', {
    config: { access: { action: 'view profile pictures' } },
    schema: { tags: ['session'], params: z.object({ id: z.string().max(100) }) },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const [profile] = await db
        .select({ url: profiles.profilePictureUrl })
        .from(profiles)
        .where(and(eq(profiles.id, request.params.id), eq(profiles.organizationId, ctx.organizationId)));
      const stored = profile && keyFromUrl(request.params.id, profile.url);
      if (!stored || !(await storage.exists(STORAGE_BUCKETS.avatars, stored.key))) throw notFound('Picture');
      return reply
        .type(IMAGE_TYPES[stored.ext])
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(await storage.get(STORAGE_BUCKETS.avatars, stored.key));
    },
  });
}
