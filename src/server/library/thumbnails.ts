// The library's first-page thumbnails. Drawn on first request rather than at upload, so an upload never waits
// on poppler, then kept beside the file in storage: every later request is a plain read. Images need no
// drawing: the original is streamed as it is (its type was proven from its bytes at upload) and the browser
// scales it.
import { fileTypeGroup } from '../../core/library/categories.js';
import type { Readable } from 'node:stream';
import type { FileKind } from '../../core/schemas/library.js';
import type { AuthContext } from '../auth/guard.js';
import type { AppDatabase } from '../platform/db/client.js';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage.js';
import { firstPagePng } from './poppler.js';
import { BUCKET_OF, getVisibleFile, thumbnailKey } from './service.js';

/** The longer side of a thumbnail, in pixels: sharp in the list's 48 px cell and the grid's 120 px card at 2×. */
export const THUMBNAIL_SIZE = 240;

export type Thumbnail = { type: string; body: Buffer | Readable };

export async function fileThumbnail(db: AppDatabase, storage: Storage, ctx: AuthContext, kind: FileKind, id: string): Promise<Thumbnail> {
  const file = await getVisibleFile(db, ctx, kind, id);
  const bucket = BUCKET_OF[kind];
  const group = fileTypeGroup(file.fileType);
  if (group === 'image') return { type: file.fileType, body: await storage.openStream(bucket, file.filePath) };
  if (group !== 'pdf') throw new AppError('NOT_FOUND', 'Only PDF files and images have a thumbnail.');
  const key = thumbnailKey(file.filePath, file.id);
  if (await storage.exists(bucket, key)) return { type: 'image/png', body: await storage.get(bucket, key) };
  let png: Buffer;
  try {
    png = await firstPagePng(await storage.get(bucket, file.filePath), THUMBNAIL_SIZE);
  } catch {
    throw new AppError('UNPROCESSABLE', 'The first page of this PDF could not be drawn.');
  }
  try {
    await storage.put(bucket, key, png);
  } catch (error) {
    // Drawn meanwhile by a concurrent request for the same file: the same picture.
    if (!(await storage.exists(bucket, key))) throw error;
  }
  return { type: 'image/png', body: png };
}
