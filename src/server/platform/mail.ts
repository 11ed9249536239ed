// Outbound mail. Every message is recorded in the outbox table (admins list it) with its links hidden: the
// links carry secrets (password reset, confirmation, invitation and borrower-update tokens) that only the
// recipient may read. The whole message goes to the recipient through SMTP when SMTP_URL is set; without
// it, to the local mailbox folder DATA_DIR/mailbox — one JSON file per message, readable by whoever runs
// the server (the developer on their machine), never through the API.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppDatabase } from './db/client.js';
import { mailOutbox } from './db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: 'email_verification' | 'password_reset' | 'invitation' | 'notification' | 'organization_signup' | 'marketing';
  organizationId?: string | null;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export const HIDDEN_LINK = '[link sent to the recipient only]';

/** The message as the outbox keeps it: every link replaced, since a link may carry a secret token. */
export const redactLinks = (text: string) => text.replace(/\b(?:https?:\/\/|www\.)\S+/gi, HIDDEN_LINK);

export const mailboxDir = (dataDir: string) => path.join(dataDir, 'mailbox');

export function createMailer(db: AppDatabase, log: Logger, options: { smtpUrl?: string | undefined; from: string; mailbox: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: redactLinks(mail.text),
        html: mail.html === undefined ? null : redactLinks(mail.html),
        kind: mail.kind,
        organizationId: mail.organizationId ?? null,
      });
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
        return;
      }
      mkdirSync(options.mailbox, { recursive: true, mode: 0o700 });
      const file = path.join(options.mailbox, `${Date.now()}-${randomUUID()}.json`);
      const message = { to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, kind: mail.kind, created_at: new Date().toISOString() };
      writeFileSync(file, JSON.stringify(message, null, 2), { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail delivered to the local mailbox (no SMTP_URL)');
    },
  };
}
