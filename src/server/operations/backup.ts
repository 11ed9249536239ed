// `npm run backup` / `npm run restore`: one .tar.gz holding the database (tables.ts), every stored file and a
// manifest of SHA-256 checksums written last, once all of them are known. A restore goes into an empty
// install only, verifies every checksum against the manifest before the database is written, and leaves
// nothing behind when one does not match.
import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { AppDatabase } from '../platform/db/client.js';
import { BUCKET_NAMES, digestingStream, type Bucket, type Storage } from '../platform/storage.js';
import { appliedMigrations, insertRows, nonEmptyTables, tableRows, tablesInDependencyOrder } from './tables.js';

export const BACKUP_FORMAT = 'lender-os-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** Migrations of the install that wrote it: a restore needs the same version of Lender OS. */
  migrations: number;
  tables: Array<{ name: string; rows: number; sha256: string }>;
  files: Array<{ bucket: Bucket; key: string; bytes: number; sha256: string }>;
  /** Whether the archive carries DATA_DIR's generated auth secret (not when AUTH_SECRET is set). */
  authSecret: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tableText = (rows: string[]) => rows.map((row) => `${row}\n`).join('');

function addEntry(pack: tar.Pack, name: string, content: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name }, content, (error) => (error ? reject(error) : resolve())));
}

export async function writeBackup(options: { db: AppDatabase; storage: Storage; output: Writable; authSecret?: string }): Promise<BackupManifest> {
  const { db, storage } = options;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), options.output);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(db),
    tables: [],
    files: [],
    authSecret: options.authSecret !== undefined,
  };
  // One snapshot of every table: rows written while the backup runs are either all in it or not at all.
  const tables = await db.transaction(async (tx) => {
    const names = await tablesInDependencyOrder(tx);
    const dumped: Array<[string, string[]]> = [];
    for (const name of names) dumped.push([name, await tableRows(tx, name)]);
    return dumped;
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  for (const [name, rows] of tables) {
    const text = tableText(rows);
    manifest.tables.push({ name, rows: rows.length, sha256: sha256(text) });
    await addEntry(pack, `database/${name}.ndjson`, text);
  }
  // Files after the database: an upload racing the backup leaves at most a file without a row, never a row without its file.
  for (const bucket of BUCKET_NAMES) {
    for await (const object of storage.list(bucket)) {
      const source = await storage.openStream(bucket, object.key);
      const { stream, digest } = digestingStream();
      const entry = pack.entry({ name: `files/${bucket}/${object.key}`, size: object.bytes });
      await pipeline(source, stream, entry);
      manifest.files.push({ bucket, key: object.key, ...digest() });
    }
  }
  if (options.authSecret !== undefined) await addEntry(pack, 'auth-secret', options.authSecret);
  await addEntry(pack, 'manifest.json', JSON.stringify(manifest, null, 2));
  pack.finalize();
  await written;
  return manifest;
}

export class RestoreError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  authSecret: string | undefined;
}

export async function restoreBackup(options: { db: AppDatabase; storage: Storage; input: Readable }): Promise<RestoreResult> {
  const { db, storage } = options;
  const filled = await nonEmptyTables(db);
  if (filled.length) throw new RestoreError(`The database is not empty (${filled.slice(0, 5).join(', ')}…): restore into a new install, before its first start.`);
  for (const bucket of BUCKET_NAMES) {
    for await (const object of storage.list(bucket)) {
      throw new RestoreError(`The file storage is not empty (${bucket}/${object.key}): restore into a new install.`);
    }
  }

  const tables = new Map<string, string>();
  const stored: Array<{ bucket: Bucket; key: string; bytes: number; sha256: string }> = [];
  let manifest: BackupManifest | undefined;
  let authSecret: string | undefined;
  const extract = tar.extract();
  const readText = async (entry: AsyncIterable<unknown>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const unpacked = pipeline(options.input, createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const file = /^files\/([^/]+)\/(.+)$/.exec(name);
      if (name.startsWith('database/') && name.endsWith('.ndjson')) tables.set(name.slice('database/'.length, -'.ndjson'.length), await readText(entry));
      else if (name === 'manifest.json') manifest = JSON.parse(await readText(entry)) as BackupManifest;
      else if (name === 'auth-secret') authSecret = (await readText(entry)).trim();
      else if (file && (BUCKET_NAMES as string[]).includes(file[1]!)) {
        const bucket = file[1] as Bucket;
        stored.push({ bucket, key: file[2]!, ...(await storage.putStream(bucket, file[2]!, Readable.from(entry))) });
      } else entry.resume();
    }
    await unpacked;
    if (manifest?.format !== BACKUP_FORMAT) throw new RestoreError('This file is not a Lender OS backup (no manifest).');
    const migrations = await appliedMigrations(db);
    if (manifest.migrations !== migrations) {
      throw new RestoreError(`The backup was written by another version of Lender OS (${manifest.migrations} migrations; this install has ${migrations}). Restore it with the version that wrote it.`);
    }
    verify(manifest, tables, stored);
    await db.transaction(async (tx) => {
      for (const table of manifest!.tables) {
        const text = tables.get(table.name)!;
        await insertRows(tx, table.name, text ? text.slice(0, -1).split('\n') : []);
      }
    });
    return { manifest, authSecret };
  } catch (error) {
    // Nothing half-restored: the files of a refused archive go again.
    for (const file of stored) await storage.remove(file.bucket, file.key);
    throw error;
  }
}

function verify(manifest: BackupManifest, tables: Map<string, string>, stored: Array<{ bucket: Bucket; key: string; bytes: number; sha256: string }>) {
  for (const table of manifest.tables) {
    const text = tables.get(table.name);
    if (text === undefined || sha256(text) !== table.sha256) throw new RestoreError(`The table ${table.name} in the backup does not match its checksum.`);
  }
  const found = new Map(stored.map((file) => [`${file.bucket}/${file.key}`, file]));
  for (const file of manifest.files) {
    const got = found.get(`${file.bucket}/${file.key}`);
    if (!got) throw new RestoreError(`The file ${file.bucket}/${file.key} is missing from the backup.`);
    if (got.sha256 !== file.sha256 || got.bytes !== file.bytes) throw new RestoreError(`The file ${file.bucket}/${file.key} does not match its checksum.`);
  }
  if (found.size !== manifest.files.length) throw new RestoreError('The backup holds files its manifest does not list.');
}
