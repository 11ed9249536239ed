// Setup for the review-queue flows: deals made through the API (the flows under test are the queues'),
// and real mail through SMTP into the e2e server's listener.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { E2E_SMTP_PORT } from '../../playwright.config';

export const fixturePdf = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../shared/fixtures/documents', name));

/** A deal created by the signed-in request context; returns its id. */
export async function createDeal(request: APIRequestContext, fields: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/deals', {
    data: { borrower_type: 'Individual', loan_type: 'Purchase', loan_amount: 250000, ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Sends a real e-mail over SMTP to the listener on 127.0.0.1; resolves once the listener answered 250. */
export async function sendMail(mail: { to: string; subject: string; attachments: { filename: string; content: Buffer }[] }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: E2E_SMTP_PORT, secure: false, ignoreTLS: true });
  const info = await transport.sendMail({ from: 'Escrow Desk <escrow@titleco.example>', text: 'Please find the document attached.', ...mail });
  expect(info.response).toMatch(/^250/);
}

/** The sonner toast carrying this title. */
export const toastWith = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
