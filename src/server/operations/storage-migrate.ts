// `npm run storage:migrate`: copies every file of one storage into another (local disk → a bucket) and
// verifies each copy by reading it back and comparing SHA-256. Files already there with the same checksum
// are skipped, so an interrupted move can simply be run again.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BUCKET_NAMES, type Bucket, type Storage } from '../platform/storage.js';

export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function migrateStorage(
  from: Storage,
  to: Storage,
  onFile: (bucket: Bucket, key: string, outcome: 'copied' | 'skipped') => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const bucket of BUCKET_NAMES) {
    for await (const object of from.list(bucket)) {
      const expected = await sha256Of(await from.openStream(bucket, object.key));
      if (await to.exists(bucket, object.key)) {
        if ((await sha256Of(await to.openStream(bucket, object.key))) !== expected) {
          throw new Error(`${bucket}/${object.key} already exists in the target with other content; nothing was overwritten.`);
        }
        report.skipped++;
        onFile(bucket, object.key, 'skipped');
        continue;
      }
      const sent = await to.putStream(bucket, object.key, await from.openStream(bucket, object.key));
      const stored = await sha256Of(await to.openStream(bucket, object.key));
      if (sent.sha256 !== expected || stored !== expected) {
        await to.remove(bucket, object.key);
        throw new Error(`${bucket}/${object.key} did not arrive intact (checksum mismatch); it was removed from the target. Run the migration again.`);
      }
      report.copied++;
      report.bytes += sent.bytes;
      onFile(bucket, object.key, 'copied');
    }
  }
  return report;
}
