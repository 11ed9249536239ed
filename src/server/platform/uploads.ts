// Uploads streamed from the request to storage (issue 21): no file is ever whole in memory. The size limit is
// enforced and the type read from the bytes (DESIGN §4) as they flow past; the driver computes the SHA-256.
// A refused, cut or failed upload leaves no object behind.
import { Transform, type Readable } from 'node:stream';
import { createKindSniffer, type DocumentKind } from '../documents/detect.js';
import { uploadTooLarge } from './errors.js';
import type { Bucket, Storage, StoredDigest } from './storage.js';

/** What the bytes turned out to be, for the caller to accept (returning its type) or refuse (throwing). */
export interface UploadVerdict {
  kind: DocumentKind | null;
  bytes: number;
}

/** Room left for the file (a plan's storage): past `bytes` the upload is refused with `refuse()`'s error. */
export interface UploadBudget {
  bytes: number;
  refuse: () => Error;
}

export interface UploadRules<T> {
  fileName: string;
  maxBytes: number;
  typeOf: (verdict: UploadVerdict) => T;
  budget?: UploadBudget;
}

/**
 * Counts and sniffs what passes. Past the limit (or the budget) it passes nothing more but keeps reading to the end, so the
 * client's request is consumed and it reads the 413 rather than a reset connection; the verdict is given at
 * the end, where an error fails the storage write.
 */
function inspector<T>(rules: UploadRules<T>) {
  const sniffer = createKindSniffer(rules.fileName);
  let bytes = 0;
  let failure: unknown;
  let type: T | undefined;
  const cap = Math.min(rules.maxBytes, rules.budget?.bytes ?? Number.POSITIVE_INFINITY);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > cap) return done();
      sniffer.write(chunk);
      done(null, chunk);
    },
    flush(done) {
      try {
        if (bytes > rules.maxBytes) throw uploadTooLarge(rules.maxBytes);
        if (rules.budget && bytes > rules.budget.bytes) throw rules.budget.refuse();
        type = rules.typeOf({ kind: sniffer.kind(), bytes });
        done();
      } catch (error) {
        failure = error;
        done(error as Error);
      }
    },
  });
  return { stream, failure: () => failure, type: () => type as T };
}

/**
 * Streams one uploaded file into `bucket/key`. `source` is the multipart parser's file stream (its own limit set
 * above `maxBytes`, so that this count is what refuses). Resolves with the size, SHA-256 and the accepted type.
 */
export async function storeUpload<T>(
  storage: Storage,
  target: { bucket: Bucket; key: string },
  source: Readable,
  rules: UploadRules<T>,
): Promise<StoredDigest & { type: T }> {
  const checked = inspector(rules);
  source.on('error', (error) => checked.stream.destroy(error));
  // Its error reaches the caller through the storage write (and failure()); pipe() must not rethrow it.
  checked.stream.on('error', () => undefined);
  try {
    const digest = await storage.putStream(target.bucket, target.key, source.pipe(checked.stream));
    return { ...digest, type: checked.type() };
  } catch (error) {
    source.resume(); // the rest is read and dropped, so the answer reaches the client
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await storage.remove(target.bucket, target.key);
    throw checked.failure() ?? error;
  }
}

/**
 * Runs `use` on an uploaded file's stream; when it fails before reading the stream to its end (a bad field, a
 * deal the caller cannot see), the rest is read and dropped, so the client gets the error rather than a reset.
 */
export async function consumingUpload<T>(source: Readable, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    source.resume();
    throw error;
  }
}

/** The multipart parser's per-file limit for a route that refuses past `maxBytes`: one byte more, so the count sees it. */
export const parserFileLimit = (maxBytes: number) => maxBytes + 1;
