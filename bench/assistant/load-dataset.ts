// Loads the assistant fixture's dataset into a fresh organization through the product's own HTTP API (users by
// invitation and sign-up, stages, contacts, deals, their parties and notes), shifting every date by whole months
// from the fixture's asOf to today. Tasks are written into the tasks table directly, as the fixture has them, and so
// is each deal's application date: the API dates a new deal today, while the fixture's deals came in over months.
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../src/server/platform/db/client';
import { eq } from 'drizzle-orm';
import { deals, tasks } from '../../src/server/platform/db/schema';
import { latestMail, linkIn } from '../../src/server/test/mailbox';

export interface Dataset {
  asOf: string;
  stages: string[];
  users: { ref: string; email: string; first_name: string; last_name: string; role: string }[];
  contacts: { ref: string; name: string; role: string; email: string | null; phone: string | null; company: string | null }[];
  deals: (Record<string, unknown> & { ref: string; officer: string | null; contacts: { contact: string; role: string }[] })[];
  tasks: { ref: string; title: string; description: string | null; due_date: string | null; status: string; priority: string; assignee: string | null; deal: string | null }[];
  notes: { deal: string; note_text: string; created_at: string }[];
}

export interface Loaded {
  dealIds: Map<string, string>;
  addresses: Map<string, string>;
  cookies: Map<string, string>;
  userIds: Map<string, string>;
}

const PASSWORD = 'assistant bench passphrase';

/** Whole calendar months from asOf's month to today's, day kept (README "Dates"). */
export function dateShifter(asOf: string, today = new Date()) {
  const [y, m] = asOf.split('-').map(Number) as [number, number];
  const months = (today.getFullYear() - y) * 12 + (today.getMonth() + 1 - m);
  return (date: string | null | undefined) => {
    if (!date) return date ?? null;
    const [dy, dm, dd] = date.split('-').map(Number) as [number, number, number];
    const target = new Date(Date.UTC(dy, dm - 1 + months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(dd, last))).toISOString().slice(0, 10);
  };
}

export class Api {
  constructor(readonly baseUrl: string) {}
  async call(cookie: string, method: string, url: string, body?: unknown) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { cookie, origin: this.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  async signIn(email: string, password: string): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }
}

/** Signs every user up through their invitation, read from the local mailbox (the outbox API hides links). */
export async function loadDataset(api: Api, db: AppDatabase, adminCookie: string, data: Dataset, dataDir: string): Promise<Loaded> {
  const shift = dateShifter(data.asOf);
  const cookies = new Map<string, string>();
  const userIds = new Map<string, string>();
  for (const u of data.users) {
    await api.call(adminCookie, 'POST', '/api/invitations', { email: u.email, role: u.role });
    const token = new URL(linkIn(latestMail(dataDir, u.email, 'invitation'))).searchParams.get('invite');
    const res = await fetch(`${api.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.baseUrl },
      body: JSON.stringify({ email: u.email, password: PASSWORD, name: u.email, first_name: u.first_name, last_name: u.last_name, invitationToken: token }),
    });
    if (!res.ok) throw new Error(`sign-up ${u.email}: ${res.status} ${await res.text()}`);
    userIds.set(u.ref, ((await res.json()) as { user: { id: string } }).user.id);
    cookies.set(u.ref, await api.signIn(u.email, PASSWORD));
  }
  const current = (await api.call(adminCookie, 'GET', '/api/stages')).items as { id: string; name: string }[];
  await api.call(adminCookie, 'PUT', '/api/stages', {
    stages: data.stages.map((name) => ({ id: current.find((s) => s.name === name)?.id, name })),
  });

  const contactIds = new Map<string, string>();
  for (const c of data.contacts) {
    const created = await api.call(adminCookie, 'POST', '/api/contacts', { name: c.name, role: c.role, email: c.email, phone: c.phone, company: c.company });
    contactIds.set(c.ref, created.id);
  }

  const dealIds = new Map<string, string>();
  const addresses = new Map<string, string>();
  for (const d of data.deals) {
    const { ref, officer, contacts, stage, status, application_date: applied, ...columns } = d;
    const borrowerName = (columns.entity_name as string | null) ?? `${columns.borrower_first_name} ${columns.borrower_last_name}`;
    const shifted = { ...columns, borrower_name: borrowerName, estimated_closing_date: shift(columns.estimated_closing_date as string) };
    const body = Object.fromEntries(Object.entries(shifted).filter(([, v]) => v !== null));
    const created = await api.call(adminCookie, 'POST', '/api/deals', body);
    dealIds.set(ref, created.id);
    addresses.set(ref, columns.property_address as string);
    await db.update(deals).set({ applicationDate: shift(applied as string)! }).where(eq(deals.id, created.id));
    await api.call(adminCookie, 'PATCH', `/api/deals/${created.id}`, {
      stage,
      status,
      ...(officer ? { assigned_officer_id: userIds.get(officer) } : {}),
    });
    for (const link of contacts) {
      // Creating the deal already linked its borrower when the borrower is one of the contacts.
      await api
        .call(adminCookie, 'POST', `/api/deals/${created.id}/contacts`, { contact_id: contactIds.get(link.contact), contact_role: link.role })
        .catch((error: Error) => {
          if (!/: 409 /.test(error.message)) throw error;
        });
    }
  }
  for (const n of [...data.notes].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    await api.call(adminCookie, 'POST', `/api/deals/${dealIds.get(n.deal)}/notes`, { note_text: n.note_text });
  }

  const organizationId = (await api.call(adminCookie, 'GET', '/api/session')).organization.id as string;
  if (data.tasks.length) {
    await db.insert(tasks).values(
      data.tasks.map((t) => ({
        id: randomUUID(),
        organizationId,
        title: t.title,
        description: t.description,
        dueDate: shift(t.due_date),
        status: t.status,
        priority: t.priority,
        assigneeId: t.assignee ? userIds.get(t.assignee)! : null,
        dealId: t.deal ? dealIds.get(t.deal)! : null,
      })),
    );
  }
  return { dealIds, addresses, cookies, userIds };
}
