import fc from 'fast-check';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '../../core/permissions.js';
import { DEAL_SORTS, dealListQuerySchema } from '../../core/schemas/deal-list.js';
import type { AuthContext } from '../auth/guard.js';
import { namedStatement } from '../platform/db/client.js';
import { dealPageShape, dealPageSql, dealPageStatement, dealPageValues } from './list-query.js';

const caller = (role: Role, userId: string, email: string, organizationId: string) =>
  ({ role, userId, email, organizationId, can: (permission) => hasPermission(role, permission) }) as AuthContext;

const callers = fc
  .record({ role: fc.constantFrom(...ROLES), userId: fc.string({ minLength: 1 }), email: fc.emailAddress(), organizationId: fc.uuid() })
  .map(({ role, userId, email, organizationId }) => caller(role, userId, email.toUpperCase(), organizationId));

const text = fc.string({ maxLength: 12 });
const queries = fc
  .record(
    {
      q: fc.oneof(text, fc.constantFrom('50%_off', 'O\\Brien')),
      stage: text,
      status: text,
      loan_type: text,
      officer: text,
      closing_from: fc.constantFrom('2026-01-01', '2026-12-31'),
      closing_to: fc.constantFrom('2026-06-30'),
      sort: fc.constantFrom(...DEAL_SORTS),
      limit: fc.integer({ min: 1, max: 200 }),
      cursor: fc.integer({ min: 0, max: 9_999_999 }).map(String),
    },
    { requiredKeys: ['sort', 'limit'] },
  )
  .map((raw) => dealListQuerySchema.parse(raw));

describe('deals list statement', () => {
  it('is, from its cache, exactly what compiling the request on its own gives', () => {
    const dialect = new PgDialect();
    fc.assert(
      fc.property(callers, queries, (ctx, query) => {
        const direct = dialect.sqlToQuery(dealPageSql(dealPageShape(ctx, query), dealPageValues(ctx, query)));
        expect(dealPageStatement(ctx, query)).toEqual(namedStatement(direct.sql, direct.params));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each visibility rule its own statement', () => {
    const query = dealListQuerySchema.parse({});
    const texts = (['admin', 'broker', 'borrower'] as const).map((role) => dealPageStatement(caller(role, 'u1', 'a@b.test', 'o1'), query).text);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).not.toContain('deal_contacts');
    expect(texts[1]).toContain('deal_contacts');
    expect(texts[2]).toContain('lower("deals"."borrower_email")');
  });
});
