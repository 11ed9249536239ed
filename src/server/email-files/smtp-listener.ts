// The built-in SMTP listener (smtp-server): every message is streamed into ingestMessage as it arrives and
// acknowledged (250) only once stored. The size limit is advertised (EHLO SIZE, so a sender that declares a
// larger message is refused at MAIL FROM) and enforced while reading: 552, nothing kept. A full storage answers
// 552 too (RFC 5321: exceeded storage allocation); any other failure 451, and the sender retries later.
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { AppDatabase } from '../platform/db/client.js';
import type { Keyring } from '../platform/keyring.js';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage.js';
import { INBOUND_MESSAGE_MAX_BYTES, ingestMessage, MessageCutOff, type InboundOptions } from './inbound.js';

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
  /** The storage an organization may still fill (plans/usage.ts); unlimited when absent. */
  storageRoom?: InboundOptions['storageRoom'];
  /** The largest message taken; INBOUND_MESSAGE_MAX_BYTES unless set. */
  maxBytes?: number;
}): Promise<SmtpListener> {
  const { db, storage, log } = options;
  const maxBytes = options.maxBytes ?? INBOUND_MESSAGE_MAX_BYTES;
  const server = new SMTPServer({
    banner: 'Lender OS inbound mail',
    // Mail is received, never relayed: no sign-in, and no TLS on the loopback interface it listens on by default.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: maxBytes,
    logger: false,
    onData(stream, session, callback) {
      ingestMessage(db, storage, stream, {
        envelopeRecipients: session.envelope.rcptTo.map((r) => r.address),
        envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        keyring: options.keyring,
        storageRoom: options.storageRoom,
        maxBytes,
      }).then(
        (result) => {
          log.info({ logId: result.logId, organizationId: result.organizationId, outcome: result.outcome, dealId: result.dealId }, 'inbound mail stored');
          callback(null, `Stored (${result.outcome})`);
        },
        (error: unknown) => {
          if (error instanceof AppError && (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'PAYMENT_REQUIRED')) {
            log.info({ reason: error.message }, 'inbound mail refused');
            return callback(smtpError(552, error.message));
          }
          if (error instanceof AppError) return callback(smtpError(554, error.message));
          if (error instanceof MessageCutOff) return callback(error); // the sender is gone; nothing to answer
          log.error({ err: error }, 'inbound mail could not be stored; the sender will retry');
          callback(smtpError(451, 'Temporary failure storing the message, please retry'));
        },
      );
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
