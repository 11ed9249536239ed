// A relay that refuses an address for good (SMTP 550) bounces the message at once: marked bounced with the
// relay's words, the address suppressed, no retry — against a small SMTP server on 127.0.0.1.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailUnsubscribes, jobs, leadActivities, outreachEmails } from '../platform/db/schema.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('relay refusals', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let relay: SMTPServer;
  const received: string[] = [];
  const as = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: { cookie: officer.cookie }, payload: payload as object });

  beforeAll(async () => {
    relay = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody')) return callback(Object.assign(new Error('5.1.1 <nobody@example.test>: Recipient address rejected: User unknown'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.server.address() as AddressInfo).port;
    t = await createTestApp(driver, { SMTP_URL: `smtp://127.0.0.1:${port}`, CAMPAIGN_SEND_PER_MINUTE: '100000' });
    officer = await createUser(t, 'loan_officer');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it('marks a refused recipient bounced and suppresses it, and delivers the others', async () => {
    for (const name of ['nobody', 'somebody']) {
      expect((await as('POST', '/api/leads', { name: `Relay ${name}`, email: `${name}@example.test`, source: 'event', tags: ['relay'] })).statusCode).toBe(201);
    }
    const template = (await as('POST', '/api/email-templates', { name: 'Relay', subject: 'Hi {{first_name}}', html: '', text: 'Hello.' })).json();
    const campaign = (await as('POST', '/api/campaigns', { name: 'Relay run', template_id: template.id, audience: { tag: 'relay' } })).json();
    await as('POST', `/api/campaigns/${campaign.id}/send`, {});
    while ((await t.app.services.jobs.runDue()) > 0);

    expect(received).toEqual(['somebody@example.test']);
    const detail = (await as('GET', `/api/campaigns/${campaign.id}`)).json();
    expect(detail.campaign.figures).toMatchObject({ recipients: 2, sent: 1, bounced: 1, failed: 0 });
    const bounced = detail.recipients.find((r: { email: string }) => r.email === 'nobody@example.test');
    expect(bounced).toMatchObject({ status: 'bounced' });
    expect(bounced.error).toMatch(/^Bounced: .*550 5\.1\.1 <nobody@example\.test>: Recipient address rejected: User unknown/);
    const [suppressed] = await t.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, 'nobody@example.test'));
    expect(suppressed).toMatchObject({ reason: 'bounced' });
    // Not retried: its deliver job completed.
    const [message] = await t.database.db.select().from(outreachEmails).where(eq(outreachEmails.email, 'nobody@example.test'));
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.singletonKey, message!.id));
    expect(job).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('a lead whose sequence e-mail bounces leaves the sequence as bounced, not unsubscribed, and is not enrolled again', async () => {
    const lead = (await as('POST', '/api/leads', { name: 'Bounce Sequence', email: 'nobody.seq@example.test', source: 'event' })).json();
    const template = (await as('POST', '/api/email-templates', { name: 'Seq hello', subject: 'Hi', html: '', text: 'Hello.' })).json();
    const steps = [{ kind: 'email', template_id: template.id }, { kind: 'wait', days: 2 }, { kind: 'email', template_id: template.id }];
    const sequence = (await as('POST', '/api/sequences', { name: 'Bounce drip', enrol_rule: { kind: 'manual' }, steps })).json();
    expect(sequence.exit_on).toContain('bounced');
    expect((await as('POST', `/api/sequences/${sequence.id}/enrol`, { lead_ids: [lead.id] })).statusCode).toBe(200);
    while ((await t.app.services.jobs.runDue()) > 0);

    const detail = (await as('GET', `/api/sequences/${sequence.id}`)).json();
    expect(detail.enrollments).toMatchObject([{ lead_id: lead.id, status: 'exited', exit_reason: 'bounced' }]);
    const [suppressed] = await t.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, 'nobody.seq@example.test'));
    expect(suppressed).toMatchObject({ reason: 'bounced' });
    const other = (await as('POST', '/api/sequences', { name: 'Second drip', enrol_rule: { kind: 'manual' }, steps })).json();
    const preview = (await as('POST', `/api/sequences/${other.id}/enrol`, { lead_ids: [lead.id], dry_run: true })).json();
    expect(preview.skipped).toEqual([{ id: lead.id, name: 'Bounce Sequence', reason: 'E-mail bounced: the address cannot receive mail.' }]);
    const notes = await t.database.db.select({ body: leadActivities.body }).from(leadActivities).where(eq(leadActivities.leadId, lead.id));
    expect(notes.map((n) => n.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^E-mail bounced \(nobody\.seq@example\.test\)/)]));
  });
});
