// A backup round trip: an install with deals, files and audit rows is archived, restored into a new install
// (on S3-compatible storage, as a move would do), and every row and every file checksum compared.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../platform/db/client.js';
import { BUCKET_NAMES, type Storage } from '../platform/storage.js';
import { createS3Storage } from '../platform/storage-s3.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp } from '../test/harness.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { createScratchPostgres } from '../test/scratch-database.js';
import { restoreBackup, writeBackup } from './backup.js';
import { tableRows, tablesInDependencyOrder } from './tables.js';

const BOUNDARY = 'x-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF-round-trip');

async function fileChecksums(storage: Storage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const bucket of BUCKET_NAMES) {
    for await (const object of storage.list(bucket)) {
      sums[`${bucket}/${object.key}`] = createHash('sha256').update(await storage.get(bucket, object.key)).digest('hex');
    }
  }
  return sums;
}

describeEachDatabase('backup and restore', (driver) => {
  let t: TestApp;
  let s3: S3TestServer;
  let dir: string;
  let archive: string;
  const targets: Array<() => Promise<void>> = [];

  /** A new, empty install: a database that ran the migrations only, and an empty bucket folder. */
  async function emptyInstall(prefix: string): Promise<{ database: DatabaseHandle; storage: Storage }> {
    const scratch = driver === 'postgres' ? await createScratchPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    const database = await openDatabase({ url: scratch?.url, poolSize: 3 });
    targets.push(async () => {
      await database.close();
      await scratch?.drop();
    });
    return { database, storage: createS3Storage(s3.settings(prefix), 'another-secret-0123456789abcdef0123') };
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    dir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-backup-'));
    archive = path.join(dir, 'backup.tar.gz');
    t = await createTestApp(driver);
    const officer = await createUser(t, 'loan_officer');
    const deal = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: officer.cookie },
      payload: { borrower_name: 'Ana Ruiz', borrower_type: 'Individual', borrower_first_name: 'Ana', borrower_last_name: 'Ruiz', property_address: '3 Pine St, Akron, OH 44308', loan_amount: 250000.55, loan_type: 'Refinance', loan_term_months: 12, interest_rate: 9.75 },
    });
    expect(deal.statusCode).toBe(201);
    const id = deal.json().id as string;
    await t.app.inject({ method: 'POST', url: `/api/deals/${id}/notes`, headers: { cookie: officer.cookie }, payload: { note_text: 'Title ordered' } });
    for (const name of ['Term sheet.pdf', 'Appraisal.pdf']) {
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/deals/${id}/files`,
        headers: { cookie: officer.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.concat([PDF, Buffer.from(name)]),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      });
      expect(upload.statusCode).toBe(201);
    }
    const manifest = await writeBackup({ db: t.database.db, storage: t.app.services.storage, output: createWriteStream(archive), authSecret: 'the-install-secret' });
    expect(manifest.files).toHaveLength(2);
    expect(manifest.tables.find((table) => table.name === 'audit_log')!.rows).toBeGreaterThan(0);
  });
  afterAll(async () => {
    for (const close of targets) await close();
    await t?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row and every file of the install into a new one, checksums verified', async () => {
    const target = await emptyInstall('restored/');
    const result = await restoreBackup({ db: target.database.db, storage: target.storage, input: createReadStream(archive) });
    expect(result.authSecret).toBe('the-install-secret');

    const tables = await tablesInDependencyOrder(t.database.db);
    expect(tables).toEqual(expect.arrayContaining(['deals', 'deal_files', 'deal_notes', 'audit_log', 'organizations', 'profiles']));
    for (const table of tables) {
      expect({ table, rows: await tableRows(target.database.db, table) }).toEqual({ table, rows: await tableRows(t.database.db, table) });
    }
    const restoredFiles = await fileChecksums(target.storage);
    expect(Object.keys(restoredFiles)).toHaveLength(2);
    expect(restoredFiles).toEqual(await fileChecksums(t.app.services.storage));

    // Derived totals are restored, not counted twice by the insert triggers.
    const [totals] = await queryRows<{ n: number }>(target.database.db, sql`select deal_count::int as n from deal_totals`);
    expect(totals!.n).toBe(1);

    // A second restore into the same (now filled) install is refused.
    await expect(restoreBackup({ db: target.database.db, storage: target.storage, input: createReadStream(archive) })).rejects.toThrow(
      /^The database is not empty \(.*\): restore into a new install, before its first start\.$/,
    );
  });

  it('refuses an archive whose file does not match its checksum, and leaves the install empty', async () => {
    const tar = gunzipSync(readFileSync(archive));
    const at = tar.indexOf('%EOF-round-trip');
    tar[at + 1] = 'X'.charCodeAt(0);
    const tampered = path.join(dir, 'tampered.tar.gz');
    writeFileSync(tampered, gzipSync(tar));
    const target = await emptyInstall('tampered/');
    await expect(restoreBackup({ db: target.database.db, storage: target.storage, input: createReadStream(tampered) })).rejects.toThrow(
      /^The file deal-files\/.+ does not match its checksum\.$/,
    );
    expect(await fileChecksums(target.storage)).toEqual({});
    const [deals] = await queryRows<{ n: number }>(target.database.db, sql`select count(*)::int as n from deals`);
    expect(deals!.n).toBe(0);
  });
});
