// Uploads are streamed (issue 21): a 20 MB deal file goes from the socket through the multipart parser to the
// storage driver as a stream of small chunks, on local disk and on a real S3-compatible server, PGlite and
// PostgreSQL alike; past the limit it answers 413 naming it, and a refused upload leaves no object behind.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { createTestApp, createUser, drivers, type TestApp, type TestUser } from '../test/harness.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';

const BOUNDARY = 'stream-boundary';
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** A file of `bytes` bytes starting with `head`, made chunk by chunk (never whole), and its SHA-256. */
function generatedFile(bytes: number, head: Buffer) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < bytes; sent += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, bytes - sent), sent / CHUNK);
      if (sent === 0) head.copy(chunk);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { chunks, sha256: () => hash.digest('hex') };
}

async function* multipart(fileName: string, file: AsyncIterable<Buffer>) {
  yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`);
  yield* file;
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

/** What the storage driver was handed: put() with bytes, or putStream() with a stream, and its largest chunk. */
function watchStorage(t: TestApp) {
  const storage = t.app.services.storage;
  const seen = { put: 0, streams: 0, largestChunk: 0 };
  const put = storage.put.bind(storage);
  const putStream = storage.putStream.bind(storage);
  storage.put = (bucket, key, bytes) => {
    seen.put++;
    return put(bucket, key, bytes);
  };
  storage.putStream = (bucket, key, body) => {
    expect(body).toBeInstanceOf(Readable);
    seen.streams++;
    const measured = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen.largestChunk = Math.max(seen.largestChunk, chunk.length);
        done(null, chunk);
      },
    });
    measured.on('error', () => undefined);
    body.on('error', (error) => measured.destroy(error));
    return putStream(bucket, key, body.pipe(measured));
  };
  return seen;
}

const storageDrivers = ['local disk', 's3'] as const;

for (const database of drivers) {
  for (const driver of storageDrivers) {
    describe(`streamed uploads [${database}, ${driver}]`, () => {
      let s3: S3TestServer | undefined;
      let t: TestApp;
      let officer: TestUser;
      let base: string;
      let dealId: string;
      beforeAll(async () => {
        s3 = driver === 's3' ? await startS3Server() : undefined;
        t = await createTestApp(database, s3?.env('streams/') ?? {});
        officer = await createUser(t, 'loan_officer');
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/deals',
          headers: { cookie: officer.cookie },
          payload: {
            borrower_name: 'Stream Test',
            borrower_type: 'Individual',
            borrower_first_name: 'Stream',
            borrower_last_name: 'Test',
            property_address: '20 Chunk St, Dayton, OH 45402',
            loan_amount: 300000,
            loan_type: 'Purchase',
            loan_term_months: 12,
            interest_rate: 10,
          },
        });
        dealId = created.json().id as string;
      }, 60_000);
      afterAll(async () => {
        await t?.close();
        await s3?.close().catch(() => undefined);
      });

      const upload = (fileName: string, file: AsyncIterable<Buffer>) =>
        fetch(`${base}/api/deals/${dealId}/files`, {
          method: 'POST',
          headers: { cookie: officer.cookie, origin: base, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: Readable.toWeb(Readable.from(multipart(fileName, file))) as ReadableStream,
          duplex: 'half',
        } as RequestInit);

      async function storedKeys() {
        const keys: string[] = [];
        for await (const object of t.app.services.storage.list('deal-files', `${dealId}/`)) keys.push(object.key);
        return keys;
      }

      it('streams a 20 MB file to the driver in small chunks, stores it whole and records its size', async () => {
        const seen = watchStorage(t);
        const file = generatedFile(20 * MB, Buffer.from('%PDF-1.7\n'));
        const answer = await upload('Appraisal.pdf', file.chunks());
        expect(answer.status).toBe(201);
        const row = (await answer.json()) as { file_size: number; file_type: string };
        expect(row).toMatchObject({ file_size: 20 * MB, file_type: 'application/pdf' });
        expect(seen).toMatchObject({ put: 0, streams: 1 });
        expect(seen.largestChunk).toBeGreaterThan(0);
        expect(seen.largestChunk).toBeLessThanOrEqual(MB); // the driver never held the file whole
        const [key] = await storedKeys();
        const stored = createHash('sha256');
        for await (const chunk of await t.app.services.storage.openStream('deal-files', key!)) stored.update(chunk as Buffer);
        expect(stored.digest('hex')).toBe(file.sha256());
      }, 120_000);

      it('answers 413 naming the limit past 25 MB and leaves no object and no row', async () => {
        const before = await storedKeys();
        const answer = await upload('Too big.pdf', generatedFile(UPLOAD_MAX_BYTES + CHUNK, Buffer.from('%PDF-1.7\n')).chunks());
        expect(answer.status).toBe(413);
        expect(await answer.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Please select a file smaller than 25MB.' } });
        expect(await storedKeys()).toEqual(before);
        const files = await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}/files`, headers: { cookie: officer.cookie } });
        expect(files.json().items.map((f: { file_name: string }) => f.file_name)).toEqual(['Appraisal.pdf']);
      }, 120_000);

      it('refuses a file whose bytes are no document (after more than one 5 MB part) and leaves no object', async () => {
        const before = await storedKeys();
        const answer = await upload('Not a pdf.pdf', generatedFile(6 * MB, Buffer.from('MZ\x90\x00')).chunks());
        expect(answer.status).toBe(415);
        expect((await answer.json()).error.message).toBe('Please select a supported document format (PDF, Word, Excel, or image).');
        expect(await storedKeys()).toEqual(before);
        if (driver === 'local disk') {
          expect(readdirSync(path.join(t.app.services.config.dataDir, 'storage', '.incoming'))).toEqual([]); // no temp file left
        }
      }, 120_000);
    });
  }
}
