// Growth on a real database: templates with merge fields, a nurture sequence run by the job queue (e-mail with
// one-click unsubscribe, wait, exit on unsubscribe), the dry-run preview and rule enrolment, and a campaign with
// suppression, per-recipient status, an open and a click — guarded, tenant-scoped and audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, jobs, outreachEmails, sequenceEnrollments, tasks } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { latestMail } from '../test/mailbox.js';

describeEachDatabase('growth', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let broker: TestUser;
  let stranger: TestUser;
  let templateId: string;
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });
  const drain = async () => {
    while ((await t.app.services.jobs.runDue()) > 0);
  };
  const newLead = async (name: string, extra: Record<string, unknown> = {}) =>
    (await as(officer, 'POST', '/api/leads', { name, source: 'event', owner_id: officer.id, ...extra })).json() as { id: string; email: string };

  beforeAll(async () => {
    t = await createTestApp(driver, { CAMPAIGN_SEND_PER_MINUTE: '100000', PUBLIC_URL: 'http://lender.test' });
    officer = await createUser(t, 'loan_officer', { firstName: 'Olive', lastName: 'Officer' });
    broker = await createUser(t, 'broker');
    stranger = await createUser(t, 'admin', { organizationId: await createOrganization(t, 'GROWX') });
    const created = await as(officer, 'POST', '/api/email-templates', {
      name: 'Welcome',
      subject: 'Hello {{first_name}}',
      html: '<p>Hi {{first_name}}, about your {{loan_amount}} loan. <a href="https://rates.example/today">Rates</a></p><p>{{officer_signature}}</p>',
      text: 'Hi {{first_name}}, about your {{loan_amount}} loan.\n{{officer_signature}}',
    });
    expect(created.statusCode).toBe(201);
    templateId = created.json().id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('guards every route with the spec message and keeps organizations apart', async () => {
    const denied = await as(broker, 'GET', '/api/email-templates');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Broker) doesn't have permission to manage marketing.");
    expect((await as(stranger, 'PUT', `/api/email-templates/${templateId}`, { name: 'x', subject: 'x', html: '', text: 'x' })).statusCode).toBe(404);
    const bad = await as(officer, 'POST', '/api/sequences', { name: 'Empty', enrol_rule: { kind: 'manual' }, steps: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Add at least one step.');
  });

  it('previews a template with a real lead', async () => {
    const lead = await newLead('Preview Person', { email: 'preview@example.test', loan_amount: 250000 });
    const preview = await as(officer, 'POST', '/api/email-templates/preview', { subject: 'Hi {{first_name}}', html: '', text: 'Amount {{loan_amount}} — {{officer_name}}', lead_id: lead.id });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ subject: 'Hi Preview' });
    expect(preview.json().text).toContain('Amount $250,000 — Olive Officer');
  });

  it('runs a sequence from the queue: e-mail with unsubscribe, wait, and no further mail after unsubscribing', async () => {
    const lead = await newLead('Nora Nurture', { email: 'nora@example.test', loan_amount: 450000 });
    const sequence = (
      await as(officer, 'POST', '/api/sequences', {
        name: 'New lead welcome',
        enrol_rule: { kind: 'manual' },
        steps: [{ kind: 'email', template_id: templateId }, { kind: 'wait', days: 2 }, { kind: 'email', template_id: templateId }, { kind: 'task', title: 'Call Nora' }],
      })
    ).json();
    const preview = await as(officer, 'POST', `/api/sequences/${sequence.id}/enrol`, { lead_ids: [lead.id], dry_run: true });
    expect(preview.json().would_enrol.map((l: { id: string }) => l.id)).toEqual([lead.id]);
    expect(await t.database.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.leadId, lead.id))).toHaveLength(0);

    const enrolled = await as(officer, 'POST', `/api/sequences/${sequence.id}/enrol`, { lead_ids: [lead.id] });
    expect(enrolled.json().enrolled).toHaveLength(1);
    await drain();
    const mail = latestMail(t.app.services.config.dataDir, 'nora@example.test', 'marketing');
    expect(mail?.subject).toBe('Hello Nora');
    expect(mail?.text).toContain('about your $450,000 loan.\nOlive Officer');
    const unsubscribeUrl = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribeUrl);
    expect(mail!.html).toContain('/api/public/mail/click?t=');

    const [enrollment] = await t.database.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.leadId, lead.id));
    expect(enrollment).toMatchObject({ status: 'active', currentStep: 2 });
    expect(enrollment!.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);

    // One-click, as a mail client does it (RFC 8058).
    const path = new URL(unsubscribeUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('Unsubscribe');
    const oneClick = await t.app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.leadId, lead.id));
    expect(after).toMatchObject({ status: 'exited', exitReason: 'unsubscribed' });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'email_unsubscribed'));
    expect(audit).toBeTruthy();

    // The waiting step comes due: nothing more is sent, no task is made.
    await t.database.db.update(jobs).set({ runAt: new Date(0) }).where(eq(jobs.state, 'queued'));
    await drain();
    const sent = await t.database.db.select().from(outreachEmails).where(eq(outreachEmails.leadId, lead.id));
    expect(sent).toHaveLength(1);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.title, 'Call Nora'))).toHaveLength(0);
    // And it cannot be enrolled again.
    const again = await as(officer, 'POST', `/api/sequences/${sequence.id}/enrol`, { lead_ids: [lead.id], dry_run: true });
    expect(again.json().skipped[0].reason).toBe('Already in this sequence.');
  });

  it('enrols by rule when a lead enters a status, and previews who the rule covers', async () => {
    const sequence = (
      await as(officer, 'POST', '/api/sequences', { name: 'Qualified follow-up', enrol_rule: { kind: 'status', status: 'qualified' }, steps: [{ kind: 'task', title: 'Send the term sheet', due_in_days: 1 }] })
    ).json();
    const noEmail = await newLead('Quentin NoMail');
    await as(officer, 'PATCH', `/api/leads/${noEmail.id}`, { status: 'qualified' });
    const lead = await newLead('Quinn Qualified', { email: 'quinn@example.test' });
    await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'qualified' });
    await drain();
    const [task] = await t.database.db.select().from(tasks).where(and(eq(tasks.title, 'Send the term sheet'), eq(tasks.assigneeId, officer.id)));
    expect(task).toBeTruthy();
    const preview = await as(officer, 'POST', `/api/sequences/${sequence.id}/enrol`, { dry_run: true });
    expect(preview.json().skipped).toEqual(
      expect.arrayContaining([
        { id: noEmail.id, name: 'Quentin NoMail', reason: 'No e-mail address.' },
        { id: lead.id, name: 'Quinn Qualified', reason: 'Already in this sequence.' },
      ]),
    );
  });

  it('sends a campaign: suppressed addresses, statuses, an open and a click', async () => {
    const people = await Promise.all([1, 2, 3, 4].map((i) => newLead(`Camp Lead${i}`, { email: `camp${i}@example.test`, tags: ['spring'] })));
    // camp4 unsubscribed earlier (through the one-click of a previous message).
    await t.database.db.transaction(async (tx) => {
      const { emailUnsubscribes } = await import('../platform/db/schema.js');
      await tx.insert(emailUnsubscribes).values({ organizationId: t.organizationId, email: 'camp4@example.test' });
    });
    const size = await as(officer, 'POST', '/api/campaigns/audience-size', { tag: 'spring' });
    expect(size.json()).toEqual({ matches: 4, with_email: 4 });
    const campaign = (await as(officer, 'POST', '/api/campaigns', { name: 'Spring rates', template_id: templateId, audience: { tag: 'spring' } })).json();
    expect((await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, {})).statusCode).toBe(200);
    expect((await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, {})).statusCode).toBe(409);
    await drain();
    const detail = (await as(officer, 'GET', `/api/campaigns/${campaign.id}`)).json();
    expect(detail.campaign).toMatchObject({ status: 'sent', figures: { recipients: 3, sent: 3, suppressed: 1 } });
    expect(latestMail(t.app.services.config.dataDir, 'camp4@example.test', 'marketing')).toBeUndefined();

    const mail = latestMail(t.app.services.config.dataDir, people[0]!.email, 'marketing')!;
    const pixel = new URL(mail.html!.match(/src="([^"]+\/open\/[^"]+)"/)![1]!).pathname;
    expect((await t.app.inject({ method: 'GET', url: pixel })).headers['content-type']).toBe('image/gif');
    const clickUrl = new URL(mail.html!.match(/href="([^"]+\/click\?[^"]+)"/)![1]!.replace(/&amp;/g, '&'));
    const click = clickUrl.pathname + clickUrl.search;
    const redirected = await t.app.inject({ method: 'GET', url: click });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://rates.example/today');
    const forged = await t.app.inject({ method: 'GET', url: `${click.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(404);

    const figures = (await as(officer, 'GET', `/api/campaigns/${campaign.id}`)).json();
    expect(figures.campaign.figures).toMatchObject({ opened: 1, clicked: 1 });
    expect(figures.recipients.find((r: { email: string }) => r.email === people[0]!.email).status).toBe('clicked');
    expect(figures.timeline.length).toBeGreaterThan(0);
    expect((await as(stranger, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('cancels a scheduled campaign with its start job, audited; a sent one cannot be', async () => {
    await newLead('Cancel Lead', { email: 'cancel1@example.test', tags: ['cancel-me'] });
    const campaign = (await as(officer, 'POST', '/api/campaigns', { name: 'Autumn rates', template_id: templateId, audience: { tag: 'cancel-me' } })).json();
    expect((await as(officer, 'POST', `/api/campaigns/${campaign.id}/cancel`)).statusCode).toBe(409);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, { scheduled_at: later })).json().status).toBe('scheduled');
    const startJob = and(eq(jobs.name, 'campaign.start'), eq(jobs.singletonKey, campaign.id));
    expect(await t.database.db.select().from(jobs).where(startJob)).toHaveLength(1);
    expect((await as(stranger, 'POST', `/api/campaigns/${campaign.id}/cancel`)).statusCode).toBe(404);
    expect((await as(broker, 'POST', `/api/campaigns/${campaign.id}/cancel`)).statusCode).toBe(403);

    const cancelled = await as(officer, 'POST', `/api/campaigns/${campaign.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await t.database.db.select().from(jobs).where(startJob)).toHaveLength(0);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'campaign_cancelled'), eq(auditLog.recordId, campaign.id)));
    expect(audit).toMatchObject({ userId: officer.id, oldValues: { status: 'scheduled', scheduled_at: later }, newValues: { status: 'cancelled', jobs_cancelled: 1 } });
    const again = await as(officer, 'POST', `/api/campaigns/${campaign.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a scheduled campaign that has not started sending can be cancelled.');
    expect((await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, {})).statusCode).toBe(409);
    expect(await t.database.db.select().from(outreachEmails).where(eq(outreachEmails.campaignId, campaign.id))).toHaveLength(0);
  });

  it('matches a bounce arriving as inbound mail to its recipient, suppresses the address and counts it', async () => {
    await newLead('Bounce Gone', { email: 'gone@example.test', tags: ['bounce-test'] });
    await newLead('Bounce Stays', { email: 'stays@example.test', tags: ['bounce-test'] });
    const campaign = (await as(officer, 'POST', '/api/campaigns', { name: 'Bounce rates', template_id: templateId, audience: { tag: 'bounce-test' } })).json();
    await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, {});
    await drain();
    const mail = latestMail(t.app.services.config.dataDir, 'gone@example.test', 'marketing')!;
    const token = mail.headers!['X-Lender-OS-Outreach']!;
    expect(token).toBeTruthy();
    const dsn = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.test>',
      'To: news@lender.test',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <bounce-1@mx.example.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="BOUND"',
      '',
      '--BOUND',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--BOUND',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.test',
      '',
      'Final-Recipient: rfc822; gone@example.test',
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
      '--BOUND',
      'Content-Type: text/rfc822-headers',
      '',
      'To: gone@example.test',
      `Subject: ${mail.subject}`,
      `X-Lender-OS-Outreach: ${token}`,
      '--BOUND--',
      '',
    ].join('\r\n');
    const key = t.app.services.keyring.key('inbound-email', t.organizationId);
    const post = await t.app.inject({ method: 'POST', url: '/api/inbound/email', payload: dsn, headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${key}` } });
    expect(post.statusCode).toBe(202);
    expect(post.json()).toMatchObject({ stored: 0, refused: [] });

    const detail = (await as(officer, 'GET', `/api/campaigns/${campaign.id}?status=bounced`)).json();
    expect(detail.campaign.figures).toMatchObject({ recipients: 2, sent: 2, bounced: 1 });
    expect(detail.recipients).toMatchObject([{ email: 'gone@example.test', lead_name: 'Bounce Gone', status: 'bounced', error: 'Bounced: 550 5.1.1 User unknown' }]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'email_bounced'));
    expect(audit?.newValues).toMatchObject({ email: 'gone@example.test', campaign_id: campaign.id });

    // The address is suppressed for good: the next campaign does not queue it.
    const next = (await as(officer, 'POST', '/api/campaigns', { name: 'Bounce rates 2', template_id: templateId, audience: { tag: 'bounce-test' } })).json();
    await as(officer, 'POST', `/api/campaigns/${next.id}/send`, {});
    await drain();
    const second = (await as(officer, 'GET', `/api/campaigns/${next.id}`)).json();
    expect(second.campaign.figures).toMatchObject({ recipients: 1, sent: 1, suppressed: 1 });
  });

  it('builds an audience from contacts by type and search, and refuses lead filters on it', async () => {
    for (const [name, role, email] of [['Aud Lender One', 'Lender', 'aud.lender1@example.test'], ['Aud Lender Two', 'Lender', null], ['Aud Broker', 'Broker', 'aud.broker@example.test']] as const) {
      expect((await as(officer, 'POST', '/api/contacts', { name, role, email })).statusCode).toBe(201);
    }
    const size = await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', role: 'Lender', q: 'Aud Lender' });
    expect(size.json()).toEqual({ matches: 2, with_email: 1 });
    const mixed = await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', status: 'new' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toBe('Status, source and owner filter leads, not contacts.');
    const badState = await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', state: 'Texas' });
    expect(badState.json().error.message).toBe('Enter the state as its two-letter code (e.g. TX).');

    // A lead tagged 'tx-borrower' converted into a deal in Texas: its Borrower contact carries the tag and the state.
    const lead = await newLead('Tex Borrower', { email: 'tex.borrower@example.test', tags: ['tx-borrower'] });
    const deal = await as(officer, 'POST', '/api/deals', {
      borrower_name: 'Tex Borrower', borrower_type: 'Individual', borrower_first_name: 'Tex', borrower_last_name: 'Borrower',
      borrower_email: 'tex.borrower@example.test', property_address: '400 Congress Ave, Austin, TX 78701', loan_amount: 300000, loan_type: 'Purchase',
    });
    expect(deal.statusCode).toBe(201);
    expect((await as(officer, 'POST', `/api/leads/${lead.id}/converted`, { deal_id: deal.json().id })).statusCode).toBe(200);
    expect((await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', tag: 'TX-Borrower' })).json()).toEqual({ matches: 1, with_email: 1 });
    expect((await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', role: 'Borrower', state: 'tx', q: 'Tex' })).json()).toEqual({ matches: 1, with_email: 1 });
    expect((await as(officer, 'POST', '/api/campaigns/audience-size', { kind: 'contacts', state: 'OH', q: 'Tex' })).json()).toEqual({ matches: 0, with_email: 0 });

    const campaign = (await as(officer, 'POST', '/api/campaigns', { name: 'Capital partners', template_id: templateId, audience: { kind: 'contacts', role: 'Lender', q: 'Aud Lender' } })).json();
    await as(officer, 'POST', `/api/campaigns/${campaign.id}/send`, {});
    await drain();
    const detail = (await as(officer, 'GET', `/api/campaigns/${campaign.id}`)).json();
    expect(detail.campaign.figures).toMatchObject({ recipients: 1, sent: 1 });
    expect(detail.recipients).toMatchObject([{ email: 'aud.lender1@example.test', lead_name: 'Aud Lender One', status: 'sent' }]);
    const mail = latestMail(t.app.services.config.dataDir, 'aud.lender1@example.test', 'marketing');
    expect(mail?.subject).toBe('Hello Aud');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
