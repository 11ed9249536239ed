// Drives every /api route as every role, signed out, inactive, and as a member of another organization,
// and checks allow or deny against SPEC §6. A new route must be added to EXPECTED below (with the rule a
// person reviewing it agrees with), or this test fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '../../core/permissions.js';
import type { RouteAccess } from './guard.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

const STAFF = ['super_admin', 'admin', 'loan_officer'] as const;
const ADMINS = ['super_admin', 'admin'] as const;
const member = (action: string): RouteAccess => ({ action });

/** The reviewed access rule of every route: `${method} ${url}`. */
const EXPECTED: Record<string, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/realtime': 'public',
  'GET /api/storage/:bucket/*': 'public',
  'GET /api/session': 'session',
  'PATCH /api/profile': { action: 'update your profile', permission: 'view_update_own_profile' },
  'GET /api/badges': member('view pending reviews'),
  'PUT /api/profile/picture': { action: 'update your profile', permission: 'view_update_own_profile' },
  'DELETE /api/profile/picture': { action: 'update your profile', permission: 'view_update_own_profile' },
  'GET /api/users/:id/picture': member('view profile pictures'),
  'POST /api/deals': { action: 'create deals', roles: STAFF },
  'GET /api/deals': member('view deals'),
  'GET /api/deals/export.csv': member('export deals'),
  'GET /api/deals/:id': member('view deals'),
  'PATCH /api/deals/:id': { action: 'manage deals', roles: STAFF },
  'DELETE /api/deals/:id': { action: 'delete deals', permission: 'delete_deals_data' },
  'GET /api/deals/:id/notes': member('view deals'),
  'POST /api/deals/:id/notes': { action: 'add notes to deals', permission: 'add_notes_to_deals' },
  'GET /api/deals/:id/files': member('view deals'),
  'POST /api/deals/:id/files': { action: 'upload documents to deals', permission: 'upload_docs_to_deals' },
  'GET /api/deals/:id/files/:fileId/url': { action: 'download documents', permission: 'download_documents' },
  'GET /api/deals/:id/contacts': member('view deals'),
  'GET /api/library/files': member('view documents'),
  'GET /api/library/uploaders': member('view documents'),
  'GET /api/library/files/:kind/:id/url': { action: 'download documents', permission: 'download_documents' },
  'PATCH /api/library/files/:kind/:id': { action: 'change documents', permission: 'upload_docs_to_deals' },
  'DELETE /api/library/files/:kind/:id': { action: 'delete documents', permission: 'delete_deals_data' },
  'GET /api/library/files/:kind/:id/annotations': member('view documents'),
  'PUT /api/library/files/:kind/:id/annotations': { action: 'annotate documents', permission: 'upload_docs_to_deals' },
  'GET /api/library/files/:kind/:id/annotated-url': { action: 'download documents', permission: 'download_documents' },
  'GET /api/library/files/:kind/:id/thumbnail': { action: 'download documents', permission: 'download_documents' },
  'POST /api/deals/:id/contacts': { action: 'manage deals', roles: STAFF },
  'DELETE /api/deals/:id/contacts/:linkId': { action: 'manage deals', roles: STAFF },
  'GET /api/deals/:id/activity': member('view deals'),
  'GET /api/stages': member('view the pipeline'),
  'PUT /api/stages': { action: 'edit pipeline stages', permission: 'edit_system_settings' },
  'GET /api/officers': { action: 'view loan officers', roles: STAFF },
  'GET /api/contacts': { action: 'manage contacts', roles: STAFF },
  'POST /api/contacts': { action: 'manage contacts', roles: STAFF },
  'GET /api/contacts/:id': { action: 'manage contacts', roles: STAFF },
  'PATCH /api/contacts/:id': { action: 'manage contacts', roles: STAFF },
  'GET /api/users': { action: 'manage users', permission: 'manage_users' },
  'PATCH /api/users/:id': { action: 'manage users', permission: 'manage_users' },
  'GET /api/invitations': { action: 'manage users', permission: 'manage_users' },
  'POST /api/invitations': { action: 'manage users', permission: 'manage_users' },
  'DELETE /api/invitations/:id': { action: 'manage users', permission: 'manage_users' },
  'GET /api/organization/settings': { action: 'edit system settings', permission: 'edit_system_settings' },
  'PATCH /api/organization/settings': { action: 'edit system settings', permission: 'edit_system_settings' },
  'GET /api/outbox': { action: 'view the outbox', roles: ADMINS },
  'GET /api/dashboard': member('view the dashboard'),
  'GET /api/audit-log': { action: 'view the audit trail', roles: ADMINS },
  'GET /api/audit-log/facets': { action: 'view the audit trail', roles: ADMINS },
  'GET /api/audit-log/export.csv': { action: 'view the audit trail', roles: ADMINS },
  'POST /api/inquiries/pending': { action: 'take inquiries', roles: STAFF },
  'POST /api/documents/analyze': { action: 'analyze documents', permission: 'upload_docs_to_deals' },
  'POST /api/functions/ai-assistant': member('use the assistant'),
  'POST /api/functions/ai-assistant-rag': member('use the assistant'),
  'POST /api/functions/speech-to-text': member('use the assistant'),
  'POST /api/functions/text-to-speech': member('use the assistant'),
  'GET /api/assistant/messages': member('use the assistant'),
  'POST /api/assistant/confirmations/:id/cancel': member('use the assistant'),
  'POST /api/functions/process-excel-document': { action: 'analyze documents', permission: 'upload_docs_to_deals' },
  'GET /api/email-files': { action: 'review email files', roles: STAFF },
  'GET /api/email-files/log': { action: 'review email files', roles: STAFF },
  'GET /api/email-files/:id/url': { action: 'review email files', roles: STAFF },
  'POST /api/email-files/:id/approve': { action: 'review email files', roles: STAFF },
  'POST /api/email-files/:id/reject': { action: 'review email files', roles: STAFF },
  'POST /api/email-files/:id/assign': { action: 'review email files', roles: STAFF },
  'POST /api/email-files/cleanup': { action: 'review email files', roles: STAFF },
  'GET /api/analytics/summary': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/monthly': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/pipeline': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/flow': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/people': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/geography': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/facets': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/analytics/export/:table': { action: 'view company analytics', permission: 'view_company_analytics' },
  'GET /api/intake-settings': { action: 'view intake settings', roles: ADMINS },
  // Authenticated by the organization's inbound-mail key, checked by the route.
  'POST /api/inbound/email': 'public',
  // Authenticated by the organization's inquiry-intake key, checked by the route.
  'POST /api/inquiries/intake': 'public',
  'GET /api/public/inquiry-form/:organizationId': 'public',
  'POST /api/public/inquiry-form/:organizationId': 'public',
  'GET /api/inquiries/pending': { action: 'review inquiries', roles: STAFF },
  'POST /api/inquiries/pending/:id/approve': { action: 'review inquiries', roles: STAFF },
  'POST /api/inquiries/pending/:id/reject': { action: 'review inquiries', roles: STAFF },
  'GET /api/inquiries': { action: 'review inquiries', roles: STAFF },
  'GET /api/inquiries/:id/files/:fileId/url': { action: 'review inquiries', roles: STAFF },
  'POST /api/inquiries/:id/converted': { action: 'review inquiries', roles: STAFF },
  'GET /api/inquiries/pending/:id/attachments/:attachmentId/url': { action: 'download inquiry attachments', roles: STAFF, permission: 'download_documents' },
  'GET /api/borrower-updates': { action: 'review borrower updates', roles: STAFF },
  'POST /api/borrower-updates/requests': { action: 'review borrower updates', roles: STAFF },
  'POST /api/functions/borrower-update': { action: 'review borrower updates', roles: STAFF },
  // Authenticated by the link's signed, expiring token, checked by the route.
  'GET /api/public/borrower-update/:dealId': 'public',
  'POST /api/public/borrower-update/:dealId': 'public',
  // Tasks: the service narrows what each caller sees and may change (tasks.int.test.ts).
  'GET /api/tasks': { action: 'view tasks', permission: 'view_assigned_tasks' },
  'POST /api/tasks': { action: 'manage tasks', roles: STAFF },
  'GET /api/tasks/assignees': { action: 'manage tasks', roles: STAFF },
  'POST /api/tasks/bulk': { action: 'complete tasks', permission: 'complete_tasks' },
  'GET /api/tasks/:id': { action: 'view tasks', permission: 'view_assigned_tasks' },
  'PATCH /api/tasks/:id': { action: 'manage tasks', roles: STAFF },
  'POST /api/tasks/:id/status': { action: 'complete tasks', permission: 'complete_tasks' },
  'DELETE /api/tasks/:id': { action: 'manage tasks', roles: STAFF },
  'GET /api/checklist-templates': { action: 'view condition checklists', roles: STAFF },
  'POST /api/checklist-templates': { action: 'edit system settings', permission: 'edit_system_settings' },
  'PUT /api/checklist-templates/:id': { action: 'edit system settings', permission: 'edit_system_settings' },
  'DELETE /api/checklist-templates/:id': { action: 'edit system settings', permission: 'edit_system_settings' },
  'POST /api/deals/:id/checklist': { action: 'manage tasks', roles: STAFF },
  'GET /api/leads': { action: 'manage leads', roles: STAFF },
  'GET /api/leads/export.csv': { action: 'manage leads', roles: STAFF },
  'GET /api/lead-views': { action: 'manage leads', roles: STAFF },
  'POST /api/lead-views': { action: 'manage leads', roles: STAFF },
  'PATCH /api/lead-views/:id': { action: 'manage leads', roles: STAFF },
  'DELETE /api/lead-views/:id': { action: 'manage leads', roles: STAFF },
  'GET /api/leads/tags': { action: 'manage leads', roles: STAFF },
  'GET /api/leads/settings': { action: 'manage leads', roles: STAFF },
  'PUT /api/leads/settings': { action: 'change how leads are assigned', roles: ADMINS },
  'POST /api/leads': { action: 'manage leads', roles: STAFF },
  'POST /api/leads/import': { action: 'manage leads', roles: STAFF },
  'GET /api/leads/:id': { action: 'manage leads', roles: STAFF },
  'PATCH /api/leads/:id': { action: 'manage leads', roles: STAFF },
  'POST /api/leads/:id/activities': { action: 'manage leads', roles: STAFF },
  'POST /api/leads/:id/converted': { action: 'manage leads', roles: STAFF },
  'GET /api/public/lead-form/:organizationId': 'public',
  'POST /api/public/lead-form/:organizationId': 'public',
  // Marketplace: staff shop deals; lender users answer what was sent to them (marketplace.int.test.ts).
  'GET /api/marketplace/listings': { action: 'shop deals on the marketplace', roles: STAFF },
  'POST /api/marketplace/listings': { action: 'shop deals on the marketplace', roles: STAFF },
  'GET /api/marketplace/listings/:id': { action: 'shop deals on the marketplace', roles: STAFF },
  'PATCH /api/marketplace/listings/:id': { action: 'shop deals on the marketplace', roles: STAFF },
  'POST /api/marketplace/listings/:id/send': { action: 'shop deals on the marketplace', roles: STAFF },
  'POST /api/marketplace/listings/:id/messages': { action: 'shop deals on the marketplace', roles: STAFF },
  'POST /api/marketplace/quotes/:id/accept': { action: 'shop deals on the marketplace', roles: STAFF },
  'GET /api/marketplace/quotes': { action: 'shop deals on the marketplace', roles: STAFF },
  'GET /api/marketplace/providers': { action: 'shop deals on the marketplace', roles: STAFF },
  'GET /api/marketplace/inbox': { action: 'answer marketplace listings', roles: ['lender'] },
  'GET /api/marketplace/inbox/:recipientId': { action: 'answer marketplace listings', roles: ['lender'] },
  'POST /api/marketplace/inbox/:recipientId/quote': { action: 'answer marketplace listings', roles: ['lender'] },
  'POST /api/marketplace/inbox/:recipientId/pass': { action: 'answer marketplace listings', roles: ['lender'] },
  'POST /api/marketplace/inbox/:recipientId/messages': { action: 'answer marketplace listings', roles: ['lender'] },
  // Authenticated by the link's signed, expiring token, checked by the route.
  'GET /api/public/marketplace': 'public',
  'POST /api/public/marketplace/quote': 'public',
  'POST /api/public/marketplace/pass': 'public',
  'POST /api/public/marketplace/messages': 'public',
  'GET /api/jobs/failed': { action: 'manage background jobs', roles: STAFF },
  'POST /api/jobs/:id/retry': { action: 'manage background jobs', roles: STAFF },
  'GET /api/agents': { action: 'view AI agents', roles: STAFF },
  'PUT /api/agents/:kind': { action: 'configure AI agents', roles: ADMINS },
  'POST /api/agents/:kind/run': { action: 'configure AI agents', roles: ADMINS },
  'GET /api/agents/:kind/dry-run': { action: 'view AI agents', roles: STAFF },
  'GET /api/agent-approvals': { action: 'view AI agents', roles: STAFF },
  'POST /api/agent-approvals/:id/approve': { action: 'approve agent proposals', roles: STAFF },
  'POST /api/agent-approvals/:id/reject': { action: 'approve agent proposals', roles: STAFF },
  'GET /api/agent-drafts': { action: 'view AI agents', roles: STAFF },
  'POST /api/agent-drafts/:id/send': { action: 'approve agent proposals', roles: STAFF },
  'POST /api/agent-drafts/:id/discard': { action: 'approve agent proposals', roles: STAFF },
  'GET /api/agent-suggestions': { action: 'view AI agents', roles: STAFF },
  'POST /api/agent-suggestions/:id/accept': { action: 'approve agent proposals', roles: STAFF },
  'GET /api/plans': 'public',
  'GET /api/subscription': { action: 'manage the subscription', roles: ADMINS },
  'PATCH /api/subscription': { action: 'manage the subscription', roles: ADMINS },
  'POST /api/subscription/checkout': { action: 'manage the subscription', roles: ADMINS },
  'POST /api/subscription/portal': { action: 'manage the subscription', roles: ADMINS },
  'POST /api/organizations/signup': 'public',
  'POST /api/billing/webhook': 'public',
  'GET /api/email-templates': { action: 'manage marketing', roles: STAFF },
  'POST /api/email-templates': { action: 'manage marketing', roles: STAFF },
  'PUT /api/email-templates/:id': { action: 'manage marketing', roles: STAFF },
  'DELETE /api/email-templates/:id': { action: 'manage marketing', roles: STAFF },
  'POST /api/email-templates/preview': { action: 'manage marketing', roles: STAFF },
  'POST /api/email-templates/:id/test': { action: 'manage marketing', roles: STAFF },
  'GET /api/sequences': { action: 'manage marketing', roles: STAFF },
  'POST /api/sequences': { action: 'manage marketing', roles: STAFF },
  'GET /api/sequences/:id': { action: 'manage marketing', roles: STAFF },
  'PUT /api/sequences/:id': { action: 'manage marketing', roles: STAFF },
  'PUT /api/sequences/:id/status': { action: 'manage marketing', roles: STAFF },
  'POST /api/sequences/:id/enrol': { action: 'manage marketing', roles: STAFF },
  'PUT /api/enrollments/:id/status': { action: 'manage marketing', roles: STAFF },
  'GET /api/campaigns': { action: 'manage marketing', roles: STAFF },
  'POST /api/campaigns': { action: 'manage marketing', roles: STAFF },
  'POST /api/campaigns/audience-size': { action: 'manage marketing', roles: STAFF },
  'GET /api/campaigns/:id': { action: 'manage marketing', roles: STAFF },
  'PUT /api/campaigns/:id': { action: 'manage marketing', roles: STAFF },
  'POST /api/campaigns/:id/send': { action: 'manage marketing', roles: STAFF },
  'GET /api/public/mail/unsubscribe/:token': 'public',
  'POST /api/public/mail/unsubscribe/:token': 'public',
  'GET /api/public/mail/open/:token': 'public',
  'GET /api/public/mail/click': 'public',
  'POST /api/campaigns/:id/cancel': { action: 'manage marketing', roles: STAFF },
  'GET /api/prospect-lists': { action: 'manage prospects', roles: STAFF },
  'GET /api/prospects': { action: 'manage prospects', roles: STAFF },
  'GET /api/prospects/export.csv': { action: 'manage prospects', roles: STAFF },
  'POST /api/prospects/import': { action: 'manage prospects', roles: STAFF },
  'POST /api/prospects/convert': { action: 'manage prospects', roles: STAFF },
};

function allowed(access: RouteAccess, role: Role | 'signed_out', active = true): boolean {
  if (access === 'public') return true;
  if (role === 'signed_out') return false;
  if (access === 'session') return true;
  if (!active) return false;
  if (access.permission && !hasPermission(role, access.permission)) return false;
  if (access.roles && !access.roles.includes(role)) return false;
  return true;
}

describeEachDatabase('permission matrix', (driver) => {
  let t: TestApp;
  const users = new Map<Role, TestUser>();
  let inactive: TestUser;
  let stranger: TestUser;
  let dealId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const role of ROLES) users.set(role, await createUser(t, role));
    inactive = await createUser(t, 'super_admin', { isActive: false });
    stranger = await createUser(t, 'super_admin', { organizationId: await createOrganization(t, 'OTHER') });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: users.get('super_admin')!.cookie },
      payload: { borrower_name: 'Matrix Borrower', borrower_type: 'Individual', borrower_first_name: 'Matrix', borrower_last_name: 'Borrower', property_address: '1 Matrix Way', loan_amount: 100000, loan_type: 'Purchase' },
    });
    dealId = created.json().id;
  }, 240_000);
  afterAll(async () => t?.close());

  const table = () => t.app.routeTable.filter((r) => r.url !== '/api/realtime' || r.method === 'GET');
  const url = (pattern: string) =>
    pattern
      .replace(':id', dealId)
      .replace(':fileId', '00000000-0000-4000-8000-000000000000')
      .replace(':linkId', '00000000-0000-4000-8000-000000000000')
      .replace(':bucket/*', 'deal-files/x')
      .replace(':table', 'summary')
      .replace(':kind', 'stale_deal_watcher');

  it('every route declares the reviewed access rule', () => {
    const declared = Object.fromEntries(table().map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(EXPECTED);
  });

  it('allows and denies each route per SPEC §6 for every role, signed out and inactive', async () => {
    const failures: string[] = [];
    for (const route of table()) {
      if (route.access === 'public') continue;
      const callers: [string, TestUser | undefined, boolean][] = [
        ['signed out', undefined, false],
        ['inactive super_admin', inactive, false],
        ...ROLES.map((role): [string, TestUser, boolean] => [role, users.get(role)!, allowed(route.access, role)]),
      ];
      if (route.access === 'session') callers[1]![2] = true;
      for (const [who, user, expectAllowed] of callers) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: url(route.url),
          headers: user ? { cookie: user.cookie } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const denied = res.statusCode === 401 || res.statusCode === 403;
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode}`);
        if (expectAllowed === denied) failures.push(`${route.method} ${route.url} as ${who}: got ${res.statusCode}, expected ${expectAllowed ? 'allowed' : 'denied'}`);
        if (!user && denied) {
          expect(res.statusCode).toBe(401);
          expect(res.json().error.message).toMatch(/^You must be logged in to .+\.$/);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("never shows another organization's deal: a guessed id answers 404", async () => {
    for (const route of table().filter((r) => r.url.includes(':id') && r.url.startsWith('/api/deals'))) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: url(route.url),
        headers: { cookie: stranger.cookie },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : route.url.endsWith('/contacts') ? { contact_id: '00000000-0000-4000-8000-000000000000', contact_role: 'Broker' } : route.url.endsWith('/notes') ? { note_text: 'x' } : route.url.endsWith('/checklist') ? { template_id: '00000000-0000-4000-8000-000000000000' } : { stage: 'Structure' },
      });
      // An upload without a file is refused for its shape before any deal is looked up.
      const expected = route.method === 'POST' && route.url.endsWith('/files') ? 400 : 404;
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(expected);
    }
  });
});
