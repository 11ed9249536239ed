// Running as a fleet: the app on S3-compatible storage, readiness, /metrics, and a graceful shutdown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../test/harness.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { RESTART_CLOSE_CODE } from './realtime.js';
import { RESTART_CLOSE_REASON, shutDown } from './lifecycle.js';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';
const BOUNDARY = 'x-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const multipartHead = (name: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

const deal = {
  borrower_name: 'Maria Alvarez',
  borrower_type: 'Individual',
  borrower_first_name: 'Maria',
  borrower_last_name: 'Alvarez',
  property_address: '8 Elm St, Dayton, OH 45402',
  loan_amount: 300000,
  loan_type: 'Purchase',
  loan_term_months: 12,
  interest_rate: 10,
};

async function createDeal(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/deals', headers: { cookie: user.cookie }, payload: deal });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('an instance on S3-compatible storage', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let officer: TestUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp('pglite', { ...s3.env('fleet/'), METRICS_TOKEN });
    officer = await createUser(t, 'loan_officer');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close().catch(() => undefined);
  });

  it('stores an uploaded deal file in the bucket and hands out a presigned download of the signed URL\'s lifetime', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const id = await createDeal(t, officer);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${id}/files`,
      headers: { cookie: officer.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([multipartHead('Term sheet.pdf'), PDF, multipartTail]),
    });
    expect(upload.statusCode).toBe(201);
    const stored: string[] = [];
    for await (const object of t.app.services.storage.list('deal-files')) stored.push(object.key);
    expect(stored).toHaveLength(1);

    const link = await t.app.inject({ url: `/api/deals/${id}/files/${upload.json().id}/url`, headers: { cookie: officer.cookie } });
    const redirect = await t.app.inject({ url: link.json().url });
    expect(redirect.statusCode).toBe(302);
    const presigned = new URL(redirect.headers.location as string);
    expect(presigned.origin).toBe(s3.endpoint);
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(290);
    expect(Number(presigned.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const download = await fetch(presigned);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="Term sheet.pdf"');

    const tampered = await t.app.inject({ url: link.json().url.replace(/signature=[^&]+/, 'signature=forged') });
    expect(tampered.statusCode).toBe(403);
  });

  it('counts requests per route in /metrics, for the holder of METRICS_TOKEN only', async () => {
    await t.app.inject({ url: '/api/health' });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all-000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".');
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/lender_os_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/);
    expect(metrics.body).toContain('lender_os_http_request_duration_seconds_count{method="POST",route="/api/deals/:id/files"} 1');
    for (const name of ['lender_os_http_errors_total', 'lender_os_db_pool_connections 1', 'lender_os_db_pool_waiting 0', 'lender_os_analyses_in_flight{state="running"} 0', 'lender_os_realtime_clients 0']) {
      expect(metrics.body).toContain(name);
    }
  });

  it('is ready while the database and the bucket answer, and says which one does not', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    await s3.close();
    const down = await t.app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toMatchObject({ code: 'UNAVAILABLE', message: 'The file storage is unreachable.', details: { database: 'ok', storage: 'down' } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200); // alive, only not ready
  });
});

describe('graceful shutdown', () => {
  let t: TestApp;
  let officer: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    officer = await createUser(t, 'loan_officer');
  });
  afterAll(async () => t?.close());

  it('turns readiness off, tells realtime clients to reconnect, finishes the upload in flight and then refuses new connections', async () => {
    const metricsOff = await t.app.inject({ url: '/metrics' });
    expect(metricsOff.statusCode).toBe(404);
    expect(metricsOff.json().error.message).toBe('Metrics are off on this server: set METRICS_TOKEN to turn them on.');
    const id = await createDeal(t, officer);
    const socket = await t.app.injectWS('/api/realtime', { headers: { cookie: officer.cookie } });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // An upload whose body is only half sent when the shutdown begins.
    const body = Buffer.concat([multipartHead('Appraisal.pdf'), PDF, multipartTail]);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: `/api/deals/${id}/files`, headers: { cookie: officer.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.subarray(0, 40));
      setTimeout(() => request.end(body.subarray(40)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const log = { info: () => undefined, warn: () => undefined } as never;
    const shutdown = shutDown({ lifecycle: t.app.services.lifecycle, connections: t.app.services.realtime.connections, close: [() => t.app.close()], graceSeconds: 10, log });
    const notReady = await t.app.inject({ url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().error.message).toBe('This instance is shutting down.');
    expect(await closed).toEqual({ code: RESTART_CLOSE_CODE, reason: RESTART_CLOSE_REASON });

    const finished = await answer;
    expect(finished.status).toBe(201);
    expect(await shutdown).toBe(0);
    const files = await t.database.db.query.dealFiles.findMany();
    expect(files.map((f) => f.fileName)).toEqual(['Appraisal.pdf']);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
