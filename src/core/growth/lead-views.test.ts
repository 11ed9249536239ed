import { describe, expect, it } from 'vitest';
import { audienceSchema } from '../schemas/growth.js';
import { leadViewCreateSchema } from '../schemas/leads.js';
import { applyLeadView, audienceOfLeadView, canChangeLeadView, canShareLeadView, leadViewFromParams, leadViewMatches } from './lead-views.js';

describe('saved lead views', () => {
  it('reads the page from its address, leaving out the default sort and unknown values', () => {
    const page = leadViewFromParams(new URLSearchParams('q=%20oak%20&status=qualified&owner=u1&source=billboard&tag=vip&sort=created_desc&view=board&lead=x'));
    expect(page).toEqual({ filters: { q: 'oak', status: 'qualified', owner_id: 'u1', tag: 'vip' }, mode: 'board' });
    expect(leadViewFromParams(new URLSearchParams('sort=score_desc'))).toEqual({ filters: { sort: 'score_desc' }, mode: 'table' });
  });

  it('applies a view over the address: its filters replace the page\'s, the open drawer stays', () => {
    const next = applyLeadView(new URLSearchParams('q=old&tag=cold&view=board&lead=L1'), { id: 'V1', filters: { status: 'new', owner_id: 'none' }, mode: 'table' });
    expect(Object.fromEntries(next)).toEqual({ status: 'new', owner: 'none', lead: 'L1', saved: 'V1' });
    expect(leadViewFromParams(next)).toEqual({ filters: { status: 'new', owner_id: 'none' }, mode: 'table' });
  });

  it('tells whether the page still shows what the view saved', () => {
    const view = { filters: { status: 'new' as const }, mode: 'board' as const };
    expect(leadViewMatches(view, { filters: { status: 'new', sort: 'created_desc' }, mode: 'board' })).toBe(true);
    expect(leadViewMatches(view, { filters: { status: 'new' }, mode: 'table' })).toBe(false);
    expect(leadViewMatches(view, { filters: { status: 'new', q: 'oak' }, mode: 'board' })).toBe(false);
  });

  it('lets administrators share, owners change their own, and administrators change shared views', () => {
    expect(canShareLeadView('admin')).toBe(true);
    expect(canShareLeadView('loan_officer')).toBe(false);
    expect(canChangeLeadView({ ownerId: 'me', shared: false }, { userId: 'me', role: 'loan_officer' })).toBe(true);
    expect(canChangeLeadView({ ownerId: 'boss', shared: true }, { userId: 'me', role: 'loan_officer' })).toBe(false);
    expect(canChangeLeadView({ ownerId: 'boss', shared: true }, { userId: 'other', role: 'admin' })).toBe(true);
    expect(canChangeLeadView({ ownerId: 'boss', shared: false }, { userId: 'other', role: 'super_admin' })).toBe(false);
  });

  it('gives a campaign the leads a view shows', () => {
    expect(audienceOfLeadView({ status: 'qualified', tag: 'vip', q: 'oak', owner_id: 'none', sort: 'score_desc' })).toEqual({ status: 'qualified', tag: 'vip', q: 'oak', owner_id: 'none' });
    expect(audienceSchema.parse(audienceOfLeadView({ source: 'broker' }))).toEqual({ source: 'broker' });
  });

  it('needs a name of at most 80 characters and known filters', () => {
    const ok = { name: ' Hot leads ', filters: { status: 'qualified' }, mode: 'board' };
    expect(leadViewCreateSchema.parse(ok).name).toBe('Hot leads');
    expect(leadViewCreateSchema.safeParse({ ...ok, name: '  ' }).error?.issues[0]?.message).toBe('Name the view.');
    expect(leadViewCreateSchema.safeParse({ ...ok, name: 'x'.repeat(81) }).error?.issues[0]?.message).toBe("A view's name has at most 80 characters.");
    expect(leadViewCreateSchema.safeParse({ ...ok, filters: { status: 'warm' } }).error?.issues[0]?.message).toBe('Choose a status.');
    expect(leadViewCreateSchema.safeParse({ ...ok, mode: 'kanban' }).error?.issues[0]?.message).toBe('Choose table or board.');
  });
});
