// Inbound mail under load and through a crash (issue 14): 1,000 messages with 1-3 attachments each, sent over
// SMTP to the app's listener by 10 concurrent senders. Midway the server is killed with SIGKILL and started
// again on the same database and files. A sender retries any message not acknowledged with 250.
// Prints messages accepted per second and checks that every message is logged once and every attachment is
// stored exactly once: row counts, files on disk, and each attachment's SHA-256. Then one message with a large
// attachment (BENCH_LARGE_MB, 24 MB: the largest kept; past 25 MB it is refused, read all the same) shows how
// much the server's resident memory grows while it takes it (sampled from /proc every 10 ms).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { newSecret, scratchDatabase, signIn, startInstance, type Instance } from './support/servers.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const SENDERS = 10;
const HTTP_PORT = Number(process.env.BENCH_HTTP_PORT ?? 3233);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3234);
const KILL_AFTER = Math.floor(MESSAGES * 0.4);
const LARGE_MB = Number(process.env.BENCH_LARGE_MB ?? 24);

interface Outgoing {
  messageId: string;
  attachments: { filename: string; content: Buffer; sha256: string }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function makeMessage(i: number): Outgoing {
  const count = 1 + (i % 3);
  const attachments = Array.from({ length: count }, (_, k) => {
    // A PDF header (the listener checks types from the bytes) and random content of 4-40 KB.
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(4096 + ((i * 7919 + k * 104729) % 36864))]);
    return { filename: `doc-${i}-${k + 1}.pdf`, content, sha256: sha256(content) };
  });
  return { messageId: `<bench-${i}-${randomBytes(4).toString('hex')}@bench.example>`, attachments };
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}

const db = await scratchDatabase();
const secret = newSecret();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-bench-mail-'));
const env = { INBOUND_SMTP_PORT: String(SMTP_PORT), INBOUND_SMTP_HOST: '127.0.0.1' };
let server: Instance = await startInstance(db.url, HTTP_PORT, secret, { dataDir, env });
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
try {
  const cookie = await signIn(server.url);
  const created = await fetch(`${server.url}/api/deals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ borrower_name: 'Mail Bench', borrower_type: 'Individual', borrower_first_name: 'Mail', borrower_last_name: 'Bench', property_address: '1 Inbox Way', loan_amount: 100000, loan_type: 'Purchase' }),
  });
  const dealId = ((await created.json()) as { id: string }).id;

  const messages = Array.from({ length: MESSAGES }, (_, i) => makeMessage(i));
  const acknowledged = new Set<string>();
  let retries = 0;
  let next = 0;
  let restart: Promise<void> | null = null;
  let downtimeMs = 0;

  async function crashAndRestart() {
    const down = performance.now();
    server.kill();
    await new Promise((r) => setTimeout(r, 300));
    server = await startInstance(db.url, HTTP_PORT, secret, { dataDir, env });
    downtimeMs = performance.now() - down;
  }

  async function sender() {
    while (next < messages.length) {
      const message = messages[next++]!;
      for (;;) {
        const transport = nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true, connectionTimeout: 5000, socketTimeout: 30000 });
        try {
          const info = await transport.sendMail({
            from: 'bench@sender.example',
            to: `deal+${dealId}@inbox.example`,
            subject: `bench ${message.messageId}`,
            text: 'bench',
            messageId: message.messageId,
            attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content })),
          });
          if (!/^250/.test(info.response)) throw new Error(info.response);
          acknowledged.add(message.messageId);
          if (acknowledged.size === KILL_AFTER && !restart) restart = crashAndRestart();
          break;
        } catch {
          retries += 1;
          await new Promise((r) => setTimeout(r, 200));
        } finally {
          transport.close();
        }
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: SENDERS }, sender));
  await restart;
  const seconds = (performance.now() - started) / 1000;

  // Verification straight from the database and the disk.
  const logs = await pool.query<{ message_id: string; status: string }>('select message_id, status from email_processing_log');
  const logged = new Map<string, number>();
  let duplicatesLogged = 0;
  let failuresLogged = 0;
  for (const row of logs.rows) {
    if (row.status === 'duplicate') duplicatesLogged += 1;
    else if (row.status === 'failed') failuresLogged += 1;
    else logged.set(row.message_id, (logged.get(row.message_id) ?? 0) + 1);
  }
  const notLogged = messages.filter((m) => !logged.has(m.messageId)).length;
  const loggedTwice = [...logged.values()].filter((n) => n > 1).length;
  const rows = await pool.query<{ file_path: string }>("select file_path from pending_file_uploads where status = 'pending'");
  const storageRoot = path.join(dataDir, 'storage', 'deal-files');
  const stored = new Map<string, number>();
  let unreadable = 0;
  for (const row of rows.rows) {
    try {
      const hash = sha256(readFileSync(path.join(storageRoot, ...row.file_path.split('/'))));
      stored.set(hash, (stored.get(hash) ?? 0) + 1);
    } catch {
      unreadable += 1;
    }
  }
  const expected = messages.flatMap((m) => m.attachments);
  const missing = expected.filter((a) => !stored.has(a.sha256)).length;
  const storedTwice = [...stored.values()].filter((n) => n > 1).length;
  const onDisk = filesUnder(path.join(storageRoot, 'inbox')).length;
  const unacknowledged = messages.filter((m) => !acknowledged.has(m.messageId)).length;

  console.log(`inbound mail over SMTP (${SENDERS} senders, server killed with SIGKILL after ${KILL_AFTER} acknowledged, then restarted)`);
  console.log(`  messages: ${MESSAGES}, attachments: ${expected.length}`);
  console.log(`  accepted/s: ${(MESSAGES / seconds).toFixed(1)}  (${seconds.toFixed(2)} s total, of which ${(downtimeMs / 1000).toFixed(2)} s restarting)`);
  console.log(`  accepted/s excluding the restart: ${(MESSAGES / (seconds - downtimeMs / 1000)).toFixed(1)}`);
  console.log(`  sender retries: ${retries}; retransmissions logged as duplicate: ${duplicatesLogged}; failed attempts logged: ${failuresLogged}`);
  console.log(`  messages never acknowledged: ${unacknowledged}; acknowledged but not logged: ${notLogged}; logged more than once: ${loggedTwice}`);
  console.log(`  attachment rows: ${rows.rowCount} (expected ${expected.length}); missing: ${missing}; stored twice: ${storedTwice}; unreadable: ${unreadable}`);
  console.log(`  files on disk: ${onDisk} (expected ${expected.length})`);

  // One large attachment: the server's resident memory, sampled while it takes the message, against just before.
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(LARGE_MB * 1024 * 1024 - 9)]);
  const largeMessage = nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false, ignoreTLS: true, socketTimeout: 120000 });
  // Encoded beforehand, so that the sending measures the server, not this process's base64.
  const raw = await new Promise<Buffer>((resolve, reject) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(
      { from: 'bench@sender.example', to: `deal+${dealId}@inbox.example`, subject: 'large', text: 'large', attachments: [{ filename: 'large.pdf', content: large }] },
      (error, info) => (error ? reject(error) : resolve(info.message as Buffer)),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000)); // the server settles after the run
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
  const sentAt = performance.now();
  const answer = await largeMessage.sendMail({ envelope: { from: 'bench@sender.example', to: [`deal+${dealId}@inbox.example`] }, raw });
  const largeSeconds = (performance.now() - sentAt) / 1000;
  clearInterval(sampler);
  largeMessage.close();
  const [largeRow] = (await pool.query<{ file_path: string }>("select file_path from pending_file_uploads where file_name = 'large.pdf'")).rows;
  const largeKept = largeRow ? sha256(readFileSync(path.join(storageRoot, ...largeRow.file_path.split('/')))) === sha256(large) : false;
  console.log(`  one message with a ${LARGE_MB} MB attachment (${(raw.length / 1024 / 1024).toFixed(1)} MB as sent): ${answer.response.slice(0, 40)} in ${largeSeconds.toFixed(2)} s, ` +
    `${largeKept ? 'stored whole' : LARGE_MB > 25 ? 'refused (over 25 MB)' : 'NOT STORED'}; server RSS ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB: grew ${(peak - baseline).toFixed(0)} MB`);
  const ok = !unacknowledged && !notLogged && !loggedTwice && !missing && !storedTwice && !unreadable && rows.rowCount === expected.length && onDisk === expected.length;
  console.log(`  ${ok ? 'OK: nothing lost, nothing stored twice' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
} finally {
  server.stop();
  await pool.end();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
