// Every API route × every field × hostile values (DESIGN §4: "A 5xx is a bug"). The routes and their fields
// come from the OpenAPI description, so a new route is fuzzed without touching this file; sign-in, sign-up
// and recovery (better-auth's, not described there) are added by hand. Each request is checked for a 4xx or
// 2xx answer in the one error shape; the suite is bounded (a few thousand in-process requests per database).
// `npm run test:fuzz` runs it alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contacts, deals } from './platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from './test/harness.js';

const DEEP = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Hostile values for any field: text PostgreSQL refuses, numbers out of every range, wrong types, nesting. */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  'lone \ud800 surrogate',
  '\udfff',
  '',
  '   ',
  'x'.repeat(20_000),
  "' or 1=1 --",
  '%_\\',
  '../../../etc/passwd',
  '1e400',
  'NaN',
  -1,
  0,
  0.004,
  1.5,
  1e8,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  null,
  [],
  ['\u0000'],
  {},
  DEEP(20),
];

/** A valid body per route (POST/PUT/PATCH), so each hostile value is the only thing wrong with a request. */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/deals': {
    loan_type: 'Purchase',
    loan_amount: 250000,
    borrower_type: 'Individual',
    property_address: '1 Fuzz Way',
    borrower_first_name: 'Fay',
    borrower_last_name: 'Fuzz',
    borrower_email: 'fay@example.test',
    interest_rate: 9,
    purchase_price: 400000,
    estimated_closing_date: '2030-01-01',
    note_fields: { credit_score: '700', notes: 'fuzz' },
  },
  'PATCH /api/deals/{id}': { loan_amount: 300000, stage: 'Structure', status: 'Active' },
  'POST /api/deals/{id}/notes': { note_text: 'A note' },
  'POST /api/deals/{id}/contacts': { contact_id: '', contact_role: 'Broker' },
  'PUT /api/stages': { stages: [{ name: 'Structure' }] },
  'POST /api/contacts': { name: 'Fuzz Contact', role: 'Broker', email: 'fuzz.contact@example.test', phone: '6145550100' },
  'PATCH /api/contacts/{id}': { name: 'Renamed Contact' },
  'PATCH /api/profile': { first_name: 'Fuzz', company: 'Acme' },
  'PATCH /api/users/{id}': { role: 'broker' },
  'POST /api/invitations': { email: 'invitee@example.test', role: 'broker' },
  'PATCH /api/organization/settings': { name: 'Fuzz Org' },
  'POST /api/inquiries/pending': { borrower_name: 'Walk In', loan_amount: 1000 },
  'POST /api/functions/process-excel-document': { fileData: Buffer.from('a,b\n1,2\n').toString('base64'), fileName: 'x.csv', fileType: 'text/csv' },
  'POST /api/functions/ai-assistant': { message: 'Analyze', documentData: { type: 'pdf_text', text: 'Loan Amount: $100,000', fileName: 'x.pdf' } },
  'POST /api/auth/sign-in/email': { email: 'nobody@example.test', password: 'not the password' },
  'POST /api/auth/sign-up/email': { email: 'fuzz.signup@example.test', password: 'a long enough passphrase', name: 'Fuzz' },
  'POST /api/auth/request-password-reset': { email: 'nobody@example.test', redirectTo: '/auth/reset-password' },
  'POST /api/auth/reset-password': { token: 'not-a-token', newPassword: 'a long enough passphrase' },
};

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

function operationsOf(spec: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  for (const key of Object.keys(BASE_BODIES).filter((k) => k.includes('/api/auth/'))) {
    const [method, path] = key.split(' ') as [string, string];
    ops.push({ method, path, pathParams: [], queryParams: [], bodyFields: Object.keys(BASE_BODIES[key]!) });
  }
  // The links mailed to people (confirmation, password reset) and the session read.
  ops.push(
    { method: 'GET', path: '/api/auth/verify-email', pathParams: [], queryParams: ['token', 'callbackURL'], bodyFields: [] },
    { method: 'GET', path: '/api/auth/reset-password/{token}', pathParams: ['token'], queryParams: ['callbackURL'], bodyFields: [] },
    { method: 'GET', path: '/api/auth/get-session', pathParams: [], queryParams: ['disableCookieCache'], bodyFields: [] },
  );
  return ops;
}

/** Every leaf of a base body as a dotted path ('note_fields.notes', 'stages.0.name'). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Object.entries(value);
  if (!entries.length) return prefix ? [prefix] : [];
  return entries.flatMap(([key, item]) => [...(prefix ? [] : [key]), ...leafPaths(item, prefix ? `${prefix}.${key}` : key)].filter((p, i, all) => all.indexOf(p) === i));
}

function withValue(body: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = dotted.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
  return copy;
}

/** Percent-encoding that keeps a lone surrogate as the bytes an attacker would send (%ED%A0%80 is U+D800 in CESU). */
const encode = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const queryValue = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

describeEachDatabase('API fuzz: no 5xx for hostile input', (driver) => {
  let t: TestApp;
  let caller: TestUser;
  const ids: Record<string, string> = {};
  const foreign: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(driver);
    caller = await createUser(t, 'super_admin');
    const other = await createOrganization(t, 'FZZ');
    const stranger = await createUser(t, 'super_admin', { organizationId: other });
    const member = await createUser(t, 'loan_officer');
    const deal = async (who: TestUser) =>
      (await t.app.inject({ method: 'POST', url: '/api/deals', headers: { cookie: who.cookie }, payload: BASE_BODIES['POST /api/deals'] })).json().id as string;
    ids.deal = await deal(caller);
    foreign.deal = await deal(stranger);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.organizationId, t.organizationId)).limit(1);
    const [foreignContact] = await t.database.db.select().from(contacts).where(eq(contacts.organizationId, other)).limit(1);
    ids.contact = contact!.id;
    foreign.contact = foreignContact!.id;
    ids.user = member.id;
    foreign.user = stranger.id;
    const invite = async (who: TestUser, email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie: who.cookie }, payload: { email, role: 'broker' } })).json().id as string;
    ids.invitation = await invite(caller, 'mine@example.test');
    foreign.invitation = await invite(stranger, 'theirs@example.test');
    expect(await t.database.db.select().from(deals)).toHaveLength(2);
  });
  afterAll(async () => t?.close());

  /** A valid value for a path parameter of this route (its own organization's record). */
  const validParam = (path: string, name: string) => {
    if (name === 'id') {
      if (path.startsWith('/api/deals')) return ids.deal!;
      if (path.startsWith('/api/contacts')) return ids.contact!;
      if (path.startsWith('/api/invitations')) return ids.invitation!;
      return ids.user!;
    }
    return '00000000-0000-4000-8000-000000000000';
  };

  it('answers every route, field and hostile value without a 5xx, in the one error shape', async () => {
    const failures: string[] = [];
    let requests = 0;
    const foreignValues = Object.values(foreign);
    const send = async (op: Operation, pathValues: Record<string, string>, query: Record<string, string>, body: unknown, label: string) => {
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(pathValues[name] ?? validParam(op.path, name))) +
        (Object.keys(query).length ? `?${Object.entries(query).map(([k, v]) => `${k}=${encode(v)}`).join('&')}` : '');
      const res = await t.app.inject({
        method: op.method as 'GET',
        url,
        headers: { cookie: caller.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      requests++;
      const shapeOk = res.statusCode < 400 || (String(res.headers['content-type']).includes('json') && typeof res.json().error?.message === 'string')
        || op.path === '/api/functions/process-excel-document';
      if (res.statusCode >= 500 || !shapeOk) failures.push(`${op.method} ${url.slice(0, 120)} [${label}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
    };

    for (const op of operationsOf(t.app.swagger() as never)) {
      const key = `${op.method} ${op.path}`;
      const base = BASE_BODIES[key] ?? (['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined);
      const baseBody = key === 'POST /api/deals/{id}/contacts' ? { ...base, contact_id: ids.contact } : base;
      const values = [...HOSTILE, ...foreignValues];
      for (const name of op.pathParams) for (const value of values) await send(op, { [name]: queryValue(value) }, {}, baseBody, `path ${name}`);
      for (const name of op.queryParams) for (const value of values) await send(op, {}, { [name]: queryValue(value) }, baseBody, `query ${name}`);
      if (baseBody === undefined) continue;
      const fields = [...new Set([...op.bodyFields, ...leafPaths(baseBody)])];
      for (const field of fields) for (const value of values) await send(op, {}, {}, withValue(baseBody, field, value), `body ${field}`);
      for (const whole of [null, [], 'text', 42, DEEP(40), { extra: 'field' }]) await send(op, {}, {}, whole, 'whole body');
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(3000);
  }, 600_000);

  it('answers uploads with hostile file names, fields and contents without a 5xx', async () => {
    const failures: string[] = [];
    const boundary = 'fuzz-boundary';
    const multipart = (fileName: string, description: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const texts = HOSTILE.filter((v): v is string => typeof v === 'string');
    const contents = [Buffer.alloc(0), Buffer.from('%PDF-1.4\n%%EOF'), Buffer.from('PK\u0003\u0004garbage'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('a,b\n1,2\n')];
    const urls = [`/api/deals/${ids.deal}/files`, '/api/profile/picture', '/api/documents/analyze'];
    for (const url of urls) {
      const method = url === '/api/profile/picture' ? 'PUT' : 'POST';
      const cases = [...texts.map((text) => [`${text}.pdf`, 'ok', contents[1]!] as const), ...texts.map((text) => ['ok.pdf', text, contents[1]!] as const), ...contents.map((bytes) => ['x.pdf', 'ok', bytes] as const)];
      for (const [fileName, description, bytes] of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: caller.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: multipart(fileName, description, bytes),
        });
        if (res.statusCode >= 500) failures.push(`${method} ${url} [${JSON.stringify(fileName.slice(0, 30))} / ${JSON.stringify(description.slice(0, 30))}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    // A signed download link (signed for its file, not its name) with any name asked for.
    const [file] = (await t.app.inject({ url: `/api/deals/${ids.deal}/files`, headers: { cookie: caller.cookie } })).json().items as { id: string }[];
    const link = new URL((await t.app.inject({ url: `/api/deals/${ids.deal}/files/${file!.id}/url`, headers: { cookie: caller.cookie } })).json().url, 'http://x');
    for (const name of [...texts, 'résumé ✓.pdf', 'a"b\\c\r\nSet-Cookie: x=1']) {
      link.searchParams.set('name', name);
      const res = await t.app.inject({ url: `${link.pathname}?${[...link.searchParams].map(([k, v]) => `${k}=${encode(v)}`).join('&')}` });
      if (res.statusCode >= 500) failures.push(`download [${JSON.stringify(name.slice(0, 30))}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode === 200) expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
