// Files by e-mail, streamed (issue 21), on both storage drivers (local disk and a real S3-compatible server on
// 127.0.0.1): a large attachment lands whole, and every refusal or failure — a message over the size limit, an
// organization out of storage room, a sender cut off mid-attachment — leaves no file and no pending row behind.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailProcessingLog, pendingFileUploads } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage.js';
import { createS3Storage } from '../platform/storage-s3.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { ingestMessage, MessageCutOff, type InboundOptions } from './inbound.js';
import { startSmtpListener } from './smtp-listener.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

/** A raw message with base64 attachments, as a mail client writes it (76-character lines). */
function mime(messageId: string, files: { name: string; bytes: Buffer }[]): Buffer {
  const lines = ['From: broker@example.test', 'To: docs@inbox.example.test', `Subject: ${messageId}`, `Message-ID: <${messageId}@example.test>`, 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="b1"', '', '--b1', 'Content-Type: text/plain', '', 'files attached'];
  for (const file of files) {
    lines.push('--b1', `Content-Type: application/pdf; name="${file.name}"`, `Content-Disposition: attachment; filename="${file.name}"`, 'Content-Transfer-Encoding: base64', '');
    lines.push(...(file.bytes.toString('base64').match(/.{1,76}/g) ?? []));
  }
  lines.push('--b1--', '');
  return Buffer.from(lines.join('\r\n'));
}

/** The message in 64 KB chunks, as a socket delivers it; `cutAt` bytes in, the sender goes away. */
function delivery(raw: Buffer, cutAt?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (cutAt !== undefined && offset >= cutAt) return void this.destroy(new Error('ECONNRESET'));
      if (offset >= raw.length) return void this.push(null);
      this.push(raw.subarray(offset, (offset += 64 * 1024)));
    },
  });
}

const roomOf = (bytes: number): InboundOptions['storageRoom'] => async () => ({ bytes, refuse: () => new AppError('PAYMENT_REQUIRED', 'Your organization has no room left in its storage.') });

const drivers: Array<[string, () => Promise<{ storage: Storage; close: () => Promise<void> }>]> = [
  ['local disk', async () => ({ storage: t.app.services.storage, close: async () => undefined })],
  [
    's3',
    async () => {
      const server: S3TestServer = await startS3Server();
      return { storage: createS3Storage(server.settings('mail/'), 'inbound-streaming-secret-0123456789ab'), close: () => server.close() };
    },
  ],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const logRows = (messageId: string) => t.database.db.select().from(emailProcessingLog).where(eq(emailProcessingLog.messageId, `<${messageId}@example.test>`));
const pendingRows = (messageId: string) => t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.emailSubject, messageId));

for (const [name, open] of drivers) {
  describe(`inbound mail streamed into storage [${name}]`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()), 60_000);
    afterAll(() => close());

    const inbox = async () => {
      const keys: string[] = [];
      for await (const object of storage.list('deal-files', 'inbox/')) keys.push(object.key);
      return keys.sort();
    };
    /** Nothing left of half-written files either (the local driver writes beside the buckets first). */
    const incoming = () => {
      const folder = path.join(t.app.services.config.dataDir, 'storage', '.incoming');
      return name === 'local disk' && existsSync(folder) ? readdirSync(folder) : [];
    };

    it('stores a large attachment whole, read as it arrives', async () => {
      const big = pdf(6 * 1024 * 1024 + 123); // more than one 5 MB part of an S3 multipart upload
      const result = await ingestMessage(t.database.db, storage, delivery(mime(`big-${name}`, [{ name: 'appraisal.pdf', bytes: big }])), { organizationId: t.organizationId });
      expect(result).toMatchObject({ outcome: 'unmatched', stored: 1, refused: [] });
      const [row] = await pendingRows(`big-${name}`);
      expect(row).toMatchObject({ fileName: 'appraisal.pdf', fileType: 'application/pdf', fileSize: big.length });
      expect(sha256(await storage.get('deal-files', row!.filePath))).toBe(sha256(big));
    });

    it('refuses a message over the size limit while reading it: no file, no row', async () => {
      const before = await inbox();
      const raw = mime(`huge-${name}`, [{ name: 'a.pdf', bytes: pdf(40_000) }, { name: 'b.pdf', bytes: pdf(200_000) }]);
      const refused = ingestMessage(t.database.db, storage, delivery(raw), { organizationId: t.organizationId, maxBytes: 128 * 1024 });
      await expect(refused).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await inbox()).toEqual(before);
      expect(incoming()).toEqual([]);
      expect(await logRows(`huge-${name}`)).toEqual([]);
    });

    it('refuses a message past the storage room, removes what it stored, logs the refusal, and takes the retry once there is room', async () => {
      const before = await inbox();
      const raw = mime(`full-${name}`, [{ name: 'first.pdf', bytes: pdf(30_000) }, { name: 'second.pdf', bytes: pdf(30_000) }]);
      const refused = ingestMessage(t.database.db, storage, delivery(raw), { organizationId: t.organizationId, storageRoom: roomOf(45_000) });
      await expect(refused).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
      expect(await inbox()).toEqual(before); // the first file, stored within the room, is gone again
      expect(incoming()).toEqual([]);
      expect(await pendingRows(`full-${name}`)).toEqual([]);
      expect((await logRows(`full-${name}`)).map((row) => row.status)).toEqual(['failed']);

      // A failed delivery is no duplicate: the retry lands.
      const retried = await ingestMessage(t.database.db, storage, delivery(raw), { organizationId: t.organizationId, storageRoom: roomOf(1_000_000) });
      expect(retried).toMatchObject({ outcome: 'unmatched', stored: 2 });
      expect(await pendingRows(`full-${name}`)).toHaveLength(2);
    });

    it('leaves no file and no row when the sender is cut off in the middle of an attachment', async () => {
      const before = await inbox();
      const raw = mime(`cut-${name}`, [{ name: 'whole.pdf', bytes: pdf(100_000) }, { name: 'half.pdf', bytes: pdf(6 * 1024 * 1024) }]);
      const cut = ingestMessage(t.database.db, storage, delivery(raw, raw.length - 2 * 1024 * 1024), { organizationId: t.organizationId });
      await expect(cut).rejects.toBeInstanceOf(MessageCutOff);
      expect(await inbox()).toEqual(before);
      expect(incoming()).toEqual([]);
      expect(await logRows(`cut-${name}`)).toEqual([]);
      expect(await pendingRows(`cut-${name}`)).toEqual([]);
    });
  });
}

describe('the SMTP listener tells the sender', () => {
  const MAX = 256 * 1024;
  it('advertises its size limit, and answers 552 to a message over it or past the storage room, keeping nothing', async () => {
    const smtp = await startSmtpListener({ db: t.database.db, storage: t.app.services.storage, log: t.app.log, port: 0, host: '127.0.0.1', maxBytes: MAX, storageRoom: roomOf(50_000) });
    try {
      const greeting = await new Promise<string>((resolve, reject) => {
        const socket = new Socket();
        let said = '';
        socket.on('data', (chunk) => {
          said += chunk.toString();
          if (said.startsWith('220') && !said.includes('EHLO')) socket.write('EHLO tester\r\n');
          if (/^250 /m.test(said)) {
            socket.end('QUIT\r\n');
            resolve(said);
          }
        });
        socket.on('error', reject);
        socket.connect(smtp.port, '127.0.0.1');
      });
      expect(greeting).toMatch(new RegExp(`^250[- ]SIZE ${MAX}\\r?$`, 'm'));

      const send = (subject: string, bytes: Buffer) =>
        nodemailer
          .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
          .sendMail({ from: 'broker@example.test', to: 'docs@inbox.example.test', subject, text: 'x', attachments: [{ filename: 'f.pdf', content: bytes }] });
      await expect(send('smtp-huge', pdf(400_000))).rejects.toMatchObject({ responseCode: 552 });
      await expect(send('smtp-full', pdf(80_000))).rejects.toMatchObject({ responseCode: 552, response: expect.stringMatching(/no room left/) });
      expect(await pendingRows('smtp-huge')).toEqual([]);
      expect(await pendingRows('smtp-full')).toEqual([]);
      const ok = await send('smtp-fits', pdf(20_000));
      expect(ok.response).toMatch(/^250/);
      expect(await pendingRows('smtp-fits')).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
