import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from '../platform/storage.js';
import { createS3Storage } from '../platform/storage-s3.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { migrateStorage } from './storage-migrate.js';

const SECRET = 'storage-migrate-secret-0123456789abcdef';

describe('npm run storage:migrate', () => {
  let s3: S3TestServer;
  let root: string;
  let local: Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    root = mkdtempSync(path.join(os.tmpdir(), 'lender-os-migrate-'));
    local = createStorage({ root, secret: SECRET });
    await local.put('deal-files', 'LOS-20260101-01/term-sheet.pdf', Buffer.from('%PDF term sheet'));
    await local.put('inquiry-files', 'inq-1/photo.jpg', Buffer.from('jpeg bytes'));
    await local.put('avatars', 'u-1/p-1.png', Buffer.from('png bytes'));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies every file of a local install into the bucket with the same bytes, and skips them when run again', async () => {
    const bucket = createS3Storage(s3.settings('moved/'), SECRET);
    const seen: string[] = [];
    expect(await migrateStorage(local, bucket, (b, key, outcome) => seen.push(`${outcome} ${b}/${key}`))).toEqual({ copied: 3, skipped: 0, bytes: 15 + 10 + 9 });
    expect(seen).toEqual(['copied deal-files/LOS-20260101-01/term-sheet.pdf', 'copied inquiry-files/inq-1/photo.jpg', 'copied avatars/u-1/p-1.png']);
    expect((await bucket.get('deal-files', 'LOS-20260101-01/term-sheet.pdf')).toString()).toBe('%PDF term sheet');
    expect((await bucket.get('avatars', 'u-1/p-1.png')).toString()).toBe('png bytes');
    expect(await migrateStorage(local, bucket)).toEqual({ copied: 0, skipped: 3, bytes: 0 });
  });

  it('refuses to overwrite a file of the target that differs', async () => {
    const bucket = createS3Storage(s3.settings('conflict/'), SECRET);
    await bucket.put('inquiry-files', 'inq-1/photo.jpg', Buffer.from('another photo'));
    await expect(migrateStorage(local, bucket)).rejects.toThrow(
      'inquiry-files/inq-1/photo.jpg already exists in the target with other content; nothing was overwritten.',
    );
    expect((await bucket.get('inquiry-files', 'inq-1/photo.jpg')).toString()).toBe('another photo');
  });
});
