// Local-disk object storage with HMAC-signed, expiring URLs (DESIGN §1). Keys are sanitised and can
// never escape the storage root.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_BUCKETS } from '../../core/limits.js';

export type Bucket = (typeof STORAGE_BUCKETS)[keyof typeof STORAGE_BUCKETS];
const BUCKETS = new Set<string>(Object.values(STORAGE_BUCKETS));

/** SPEC §5: characters outside letters, digits, dot, underscore and hyphen become an underscore. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return cleaned.slice(-180) || 'file';
}

export interface Storage {
  put(bucket: Bucket, key: string, bytes: Uint8Array): Promise<void>;
  get(bucket: Bucket, key: string): Promise<Buffer>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  copy(from: { bucket: Bucket; key: string }, to: { bucket: Bucket; key: string }): Promise<void>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** A path under /api/storage that serves the object until `seconds` from now. */
  signedUrl(bucket: Bucket, key: string, seconds: number, downloadName?: string): string;
  verify(bucket: string, key: string, expires: number, signature: string, now?: number): boolean;
}

export function createStorage(options: { root: string; secret: string }): Storage {
  const root = path.resolve(options.root);

  function resolve(bucket: string, key: string): string {
    if (!BUCKETS.has(bucket)) throw new Error(`Unknown storage bucket ${bucket}`);
    const segments = key.split('/');
    if (segments.some((s) => !s || s === '.' || s === '..' || s !== sanitizeFileName(s))) {
      throw new Error(`Unsafe storage key ${key}`);
    }
    const full = path.resolve(root, bucket, ...segments);
    if (!full.startsWith(path.join(root, bucket) + path.sep)) throw new Error(`Unsafe storage key ${key}`);
    return full;
  }

  const sign = (bucket: string, key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${bucket}\n${key}\n${expires}`).digest('base64url');

  return {
    async put(bucket, key, bytes) {
      const full = resolve(bucket, key);
      await mkdir(path.dirname(full), { recursive: true });
      // 'wx': never overwrite an existing object (SPEC §7: uploads do not overwrite).
      await writeFile(full, bytes, { flag: 'wx' });
    },
    get: (bucket, key) => readFile(resolve(bucket, key)),
    async exists(bucket, key) {
      try {
        return (await stat(resolve(bucket, key))).isFile();
      } catch {
        return false;
      }
    },
    async copy(from, to) {
      const target = resolve(to.bucket, to.key);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(resolve(from.bucket, from.key), target);
    },
    async remove(bucket, key) {
      await rm(resolve(bucket, key), { force: true });
    },
    signedUrl(bucket, key, seconds, downloadName) {
      resolve(bucket, key);
      const expires = Math.floor(Date.now() / 1000) + seconds;
      const params = new URLSearchParams({ expires: String(expires), signature: sign(bucket, key, expires) });
      if (downloadName) params.set('name', downloadName);
      return `/api/storage/${bucket}/${key}?${params}`;
    },
    verify(bucket, key, expires, signature, now = Date.now()) {
      if (!Number.isFinite(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(bucket, key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
