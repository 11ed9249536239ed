// Outbound mail: always kept in the dev outbox table (admins can read it, tests read it), and sent
// through SMTP when SMTP_URL is set.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppDatabase } from './db/client.js';
import { mailOutbox } from './db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: 'email_verification' | 'password_reset' | 'invitation' | 'notification';
  organizationId?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(db: AppDatabase, log: Logger, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind,
        organizationId: mail.organizationId ?? null,
      });
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the dev outbox (no SMTP_URL)');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
