// Object storage behind one interface (DESIGN §1): local disk by default, any S3-compatible service when
// STORAGE_URL says so (storage-s3.ts). Keys are sanitised and can never escape the storage root; URLs handed to
// users are HMAC-signed and expiring, whichever driver holds the bytes.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_BUCKETS } from '../../core/limits.js';

export type Bucket = (typeof STORAGE_BUCKETS)[keyof typeof STORAGE_BUCKETS];
export const BUCKET_NAMES = Object.values(STORAGE_BUCKETS) as Bucket[];
const BUCKETS = new Set<string>(BUCKET_NAMES);

/** SPEC §5: characters outside letters, digits, dot, underscore and hyphen become an underscore. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return cleaned.slice(-180) || 'file';
}

/** A Content-Disposition for `fileName`: a header holds Latin-1 only, so an ASCII fallback and the name in RFC 5987 form. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored object as a listing names it. */
export interface StoredObject {
  key: string;
  bytes: number;
}

/** What a streamed write stored: its size and SHA-256 (hex), for checksummed copies and backups. */
export interface StoredDigest {
  bytes: number;
  sha256: string;
}

export interface Storage {
  /** 'local' (DATA_DIR/storage) or 's3'. */
  readonly kind: 'local' | 's3';
  /** Never overwrites an existing object (SPEC §7: uploads do not overwrite). */
  put(bucket: Bucket, key: string, bytes: Uint8Array): Promise<void>;
  /** As put, from a stream: the file is never whole in memory. */
  putStream(bucket: Bucket, key: string, body: Readable): Promise<StoredDigest>;
  get(bucket: Bucket, key: string): Promise<Buffer>;
  openStream(bucket: Bucket, key: string): Promise<Readable>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  copy(from: { bucket: Bucket; key: string }, to: { bucket: Bucket; key: string }): Promise<void>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** Every object of a bucket under `prefix`, for cleanup, migration and backups. */
  list(bucket: Bucket, prefix?: string): AsyncIterable<StoredObject>;
  /** A path under /api/storage that serves the object until `seconds` from now. */
  signedUrl(bucket: Bucket, key: string, seconds: number, downloadName?: string): string;
  verify(bucket: string, key: string, expires: number, signature: string, now?: number): boolean;
  /**
   * A URL on the object store itself that serves the object as a download for `seconds` (a presigned GET);
   * undefined when the driver serves through the app (local disk).
   */
  directUrl(bucket: Bucket, key: string, seconds: number, downloadName: string): Promise<string | undefined>;
  /** Whether the store answers (readiness). */
  ping(): Promise<boolean>;
}

/** Throws unless `bucket` is one of SPEC §3's and every segment of `key` is a sanitised name. */
export function checkKey(bucket: string, key: string): string[] {
  if (!BUCKETS.has(bucket)) throw new Error(`Unknown storage bucket ${bucket}`);
  const segments = key.split('/');
  if (segments.some((s) => !s || s === '.' || s === '..' || s !== sanitizeFileName(s))) {
    throw new Error(`Unsafe storage key ${key}`);
  }
  return segments;
}

/** The app's own signed links, the same for every driver: the signature is the permission. */
export function createUrlSigner(secret: string) {
  const sign = (bucket: string, key: string, expires: number) =>
    createHmac('sha256', secret).update(`${bucket}\n${key}\n${expires}`).digest('base64url');
  return {
    signedUrl(bucket: Bucket, key: string, seconds: number, downloadName?: string): string {
      checkKey(bucket, key);
      const expires = Math.floor(Date.now() / 1000) + seconds;
      const params = new URLSearchParams({ expires: String(expires), signature: sign(bucket, key, expires) });
      if (downloadName) params.set('name', downloadName);
      return `/api/storage/${bucket}/${key}?${params}`;
    },
    verify(bucket: string, key: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isFinite(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(bucket, key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A pass-through that counts and hashes what flows through it. */
export function digestingStream(): { stream: Transform; digest: () => StoredDigest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/** Where the local driver writes a streamed upload until it is complete (not a bucket: never listed). */
const INCOMING_FOLDER = '.incoming';

export function createStorage(options: { root: string; secret: string }): Storage {
  const root = path.resolve(options.root);
  const signer = createUrlSigner(options.secret);

  function resolve(bucket: string, key: string): string {
    const full = path.resolve(root, bucket, ...checkKey(bucket, key));
    if (!full.startsWith(path.join(root, bucket) + path.sep)) throw new Error(`Unsafe storage key ${key}`);
    return full;
  }

  async function* walk(dir: string, relative: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // a bucket nobody wrote to yet
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) yield { key, bytes: (await stat(path.join(dir, entry.name))).size };
    }
  }

  return {
    kind: 'local',
    async put(bucket, key, bytes) {
      const full = resolve(bucket, key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: 'wx' });
    },
    async putStream(bucket, key, body) {
      const full = resolve(bucket, key);
      // Written beside the buckets first, then linked into place: a reader never sees half a file, and link()
      // refuses an existing name atomically (no overwrite, even between two instances on one shared disk).
      const incoming = path.join(root, INCOMING_FOLDER, randomUUID());
      await mkdir(path.dirname(incoming), { recursive: true });
      await mkdir(path.dirname(full), { recursive: true });
      const { stream, digest } = digestingStream();
      try {
        await pipeline(body, stream, createWriteStream(incoming, { flags: 'wx' }));
        await link(incoming, full);
      } finally {
        await rm(incoming, { force: true });
      }
      return digest();
    },
    get: (bucket, key) => readFile(resolve(bucket, key)),
    async openStream(bucket, key) {
      const full = resolve(bucket, key);
      await access(full); // a missing file fails here, not half-way through a response
      return createReadStream(full);
    },
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
    list(bucket, prefix = '') {
      if (!BUCKETS.has(bucket)) throw new Error(`Unknown storage bucket ${bucket}`);
      const base = path.join(root, bucket);
      return (async function* () {
        for await (const object of walk(base, '')) if (object.key.startsWith(prefix)) yield object;
      })();
    },
    signedUrl: signer.signedUrl,
    verify: signer.verify,
    directUrl: async () => undefined,
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root);
        return true;
      } catch {
        return false;
      }
    },
  };
}
