// The built-in SMTP listener (smtp-server): every message is handed to ingestMessage before the 250 reply,
// so an acknowledged message is stored; a failure answers 451 and the sender retries later.
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { AppDatabase } from '../platform/db/client.js';
import type { Keyring } from '../platform/keyring.js';
import type { Storage } from '../platform/storage.js';
import { INBOUND_MESSAGE_MAX_BYTES, ingestMessage } from './inbound.js';

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startSmtpListener(options: {
  db: AppDatabase;
  storage: Storage;
  log: FastifyBaseLogger;
  port: number;
  host: string;
  /** Opens the signed ids in bounced marketing mail (see growth/bounces.ts). */
  keyring?: Keyring;
}): Promise<SmtpListener> {
  const { db, storage, log } = options;
  const server = new SMTPServer({
    banner: 'Lender OS inbound mail',
    // Mail is received, never relayed: no sign-in, and no TLS on the loopback interface it listens on by default.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: INBOUND_MESSAGE_MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, 'Message exceeds the maximum size of 100 MB'));
        ingestMessage(db, storage, Buffer.concat(chunks), {
          envelopeRecipients: session.envelope.rcptTo.map((r) => r.address),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          keyring: options.keyring,
        }).then(
          (result) => {
            log.info({ logId: result.logId, organizationId: result.organizationId, outcome: result.outcome, dealId: result.dealId }, 'inbound mail stored');
            callback(null, `Stored (${result.outcome})`);
          },
          (error: unknown) => {
            log.error({ err: error }, 'inbound mail could not be stored; the sender will retry');
            callback(smtpError(451, 'Temporary failure storing the message, please retry'));
          },
        );
      });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', (error: Error) =>
      reject(new Error(`The SMTP listener could not use ${options.host}:${options.port} (${error.message}). Set INBOUND_SMTP_PORT to a free port, or 0 to turn it off.`)),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
