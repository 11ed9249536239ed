// The storage contract, run against both drivers: local disk and a real S3-compatible server on 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { createStorage, type Storage } from './storage.js';
import { createS3Storage } from './storage-s3.js';

const SECRET = 'storage-contract-secret-0123456789abcdef';

const drivers: Array<[string, () => Promise<{ storage: Storage; close: () => Promise<void> }>]> = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'lender-os-storage-'));
      return { storage: createStorage({ root, secret: SECRET }), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server: S3TestServer = await startS3Server();
      return { storage: createS3Storage(server.settings('tenant-a/'), SECRET), close: () => server.close() };
    },
  ],
];

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function keys(storage: Storage, bucket: 'deal-files', prefix?: string) {
  const found: string[] = [];
  for await (const object of storage.list(bucket, prefix)) found.push(object.key);
  return found.sort();
}

for (const [name, open] of drivers) {
  describe(`storage contract [${name}]`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('answers its readiness probe', async () => {
      expect(await storage.ping()).toBe(true);
    });

    it('stores, reads, tells existence and removes an object', async () => {
      await storage.put('deal-files', 'deal-1/terms.pdf', Buffer.from('%PDF-1.4 terms'));
      expect(await storage.exists('deal-files', 'deal-1/terms.pdf')).toBe(true);
      expect((await storage.get('deal-files', 'deal-1/terms.pdf')).toString()).toBe('%PDF-1.4 terms');
      expect(await text(await storage.openStream('deal-files', 'deal-1/terms.pdf'))).toBe('%PDF-1.4 terms');
      await storage.remove('deal-files', 'deal-1/terms.pdf');
      expect(await storage.exists('deal-files', 'deal-1/terms.pdf')).toBe(false);
      await storage.remove('deal-files', 'deal-1/terms.pdf'); // removing twice is not an error
    });

    it('never overwrites an existing object', async () => {
      await storage.put('inquiry-files', 'i-1/a.pdf', Buffer.from('first'));
      await expect(storage.put('inquiry-files', 'i-1/a.pdf', Buffer.from('second'))).rejects.toThrow();
      await expect(storage.putStream('inquiry-files', 'i-1/a.pdf', Readable.from([Buffer.from('third')]))).rejects.toThrow();
      expect((await storage.get('inquiry-files', 'i-1/a.pdf')).toString()).toBe('first');
    });

    it('streams an upload of several parts and reports its size and SHA-256', async () => {
      const bytes = randomBytes(6 * 1024 * 1024 + 123); // more than one 5 MB part
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
      const digest = await storage.putStream('deal-files', 'deal-2/appraisal.pdf', Readable.from(chunks));
      expect(digest).toEqual({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      expect((await storage.get('deal-files', 'deal-2/appraisal.pdf')).equals(bytes)).toBe(true);
    });

    it('stores nothing of a stream that fails, before or after its first part', async () => {
      const failing = (bytes: number) => {
        let sent = 0;
        return new Readable({
          read() {
            if (sent >= bytes) return void this.destroy(new Error('sender gone'));
            this.push(randomBytes(65536));
            sent += 65536;
          },
        });
      };
      await expect(storage.putStream('deal-files', 'deal-6/cut-early.pdf', failing(100_000))).rejects.toThrow('sender gone');
      await expect(storage.putStream('deal-files', 'deal-6/cut-late.pdf', failing(6 * 1024 * 1024))).rejects.toThrow('sender gone');
      expect(await keys(storage, 'deal-files', 'deal-6/')).toEqual([]);
    });

    it('copies an object (approval of a received file) and leaves the original', async () => {
      await storage.put('deal-files', 'email/x/memo.pdf', Buffer.from('memo'));
      await storage.copy({ bucket: 'deal-files', key: 'email/x/memo.pdf' }, { bucket: 'deal-files', key: 'deal-3/memo.pdf' });
      expect((await storage.get('deal-files', 'deal-3/memo.pdf')).toString()).toBe('memo');
      expect(await storage.exists('deal-files', 'email/x/memo.pdf')).toBe(true);
    });

    it('lists a bucket, or one folder of it, for cleanup', async () => {
      await storage.put('deal-files', 'deal-4/a.pdf', Buffer.from('a'));
      await storage.put('deal-files', 'deal-4/b.pdf', Buffer.from('bb'));
      expect(await keys(storage, 'deal-files', 'deal-4/')).toEqual(['deal-4/a.pdf', 'deal-4/b.pdf']);
      expect(await keys(storage, 'deal-files')).toEqual(expect.arrayContaining(['deal-3/memo.pdf', 'deal-4/a.pdf', 'email/x/memo.pdf']));
      const sizes: Record<string, number> = {};
      for await (const object of storage.list('deal-files', 'deal-4/')) sizes[object.key] = object.bytes;
      expect(sizes).toEqual({ 'deal-4/a.pdf': 1, 'deal-4/b.pdf': 2 });
      expect(await keys(storage, 'deal-files', 'nobody/')).toEqual([]);
    });

    it('refuses unknown buckets and keys that could escape', async () => {
      await expect(storage.put('secrets' as never, 'a.pdf', Buffer.from('x'))).rejects.toThrow(/Unknown storage bucket/);
      for (const key of ['../etc/passwd', 'a//b.pdf', 'a/./b.pdf', 'a b.pdf']) {
        await expect(storage.put('deal-files', key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      }
    });

    it('signs app links that verify until they expire, for the same object only', () => {
      const url = new URL(storage.signedUrl('deal-files', 'deal-1/terms.pdf', 60, 'Terms.pdf'), 'http://localhost');
      const expires = Number(url.searchParams.get('expires'));
      const signature = url.searchParams.get('signature')!;
      expect(url.pathname).toBe('/api/storage/deal-files/deal-1/terms.pdf');
      expect(storage.verify('deal-files', 'deal-1/terms.pdf', expires, signature)).toBe(true);
      expect(storage.verify('deal-files', 'deal-1/other.pdf', expires, signature)).toBe(false);
      expect(storage.verify('deal-files', 'deal-1/terms.pdf', expires, signature, (expires + 1) * 1000)).toBe(false);
    });

    it(name === 's3' ? 'presigns a GET that the store answers with the bytes, as a download' : 'serves downloads through the app', async () => {
      await storage.put('deal-files', 'deal-5/note.pdf', Buffer.from('note'));
      const direct = await storage.directUrl('deal-files', 'deal-5/note.pdf', 300, 'Loan note.pdf');
      if (name !== 's3') {
        expect(direct).toBeUndefined();
        return;
      }
      const url = new URL(direct!);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Loan note.pdf"; filename*=UTF-8''Loan%20note.pdf`);
      expect(await answer.text()).toBe('note');
    });
  });
}
