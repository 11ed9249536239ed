// The local mailbox (DATA_DIR/mailbox, written when no SMTP_URL is set) as tests read it: the whole message,
// links included, as its recipient would receive it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailboxDir, type OutgoingMail } from '../platform/mail.js';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  kind: OutgoingMail['kind'];
  created_at: string;
}

/** The newest message of this kind to this address, or undefined. */
export function latestMail(dataDir: string, to: string, kind: OutgoingMail['kind']): MailboxMessage | undefined {
  const dir = mailboxDir(dataDir);
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as MailboxMessage)
    .find((mail) => mail.to === to.toLowerCase() && mail.kind === kind);
}

/** The first link of a message. */
export function linkIn(mail: { subject: string; text: string } | undefined): string {
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail?.subject}"`);
  return match[0];
}
