// Saved views of the Leads page: how a view and the page's address map onto each other, and who may share or
// change one. The page keeps its filters in the address, so applying a view is writing its parameters there.
import { isAdmin } from '../permissions.js';
import type { Audience } from '../schemas/growth.js';
import { LEAD_SORTS, LEAD_SOURCES, LEAD_STATUSES, type LeadViewFilters, type LeadViewMode } from '../schemas/leads.js';

/** Each saved filter and the address parameter the Leads page keeps it in. */
export const LEAD_FILTER_PARAMS = { q: 'q', status: 'status', owner_id: 'owner', source: 'source', tag: 'tag', sort: 'sort' } as const satisfies Record<keyof LeadViewFilters, string>;
export const DEFAULT_LEAD_SORT = 'created_desc';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The page as its address describes it: filters (the default sort left out) and table or board. */
export function leadViewFromParams(params: URLSearchParams): { filters: LeadViewFilters; mode: LeadViewMode } {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const sort = oneOf(LEAD_SORTS, params.get(LEAD_FILTER_PARAMS.sort));
  const filters: LeadViewFilters = {
    q: text(LEAD_FILTER_PARAMS.q),
    status: oneOf(LEAD_STATUSES, params.get(LEAD_FILTER_PARAMS.status)),
    owner_id: text(LEAD_FILTER_PARAMS.owner_id),
    source: oneOf(LEAD_SOURCES, params.get(LEAD_FILTER_PARAMS.source)),
    tag: text(LEAD_FILTER_PARAMS.tag),
    sort: sort === DEFAULT_LEAD_SORT ? undefined : sort,
  };
  return { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)), mode: params.get('view') === 'board' ? 'board' : 'table' };
}

/**
 * The page's address with a view applied: its filters and mode replace the page's, anything else (the open
 * lead's drawer) stays, and `saved` names the view applied.
 */
export function applyLeadView(current: URLSearchParams, view: { id: string; filters: LeadViewFilters; mode: LeadViewMode }): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, param] of Object.entries(LEAD_FILTER_PARAMS)) {
    const value = view.filters[field as keyof LeadViewFilters];
    if (value) next.set(param, value);
    else next.delete(param);
  }
  if (view.mode === 'board') next.set('view', 'board');
  else next.delete('view');
  next.set('saved', view.id);
  return next;
}

/** Whether the page shows exactly what the view saved (else its Update button is offered). */
export function leadViewMatches(view: { filters: LeadViewFilters; mode: LeadViewMode }, page: { filters: LeadViewFilters; mode: LeadViewMode }): boolean {
  const fields = Object.keys(LEAD_FILTER_PARAMS) as (keyof LeadViewFilters)[];
  const sortOf = (f: LeadViewFilters) => f.sort ?? DEFAULT_LEAD_SORT;
  return view.mode === page.mode && fields.every((f) => (f === 'sort' ? sortOf(view.filters) === sortOf(page.filters) : (view.filters[f] ?? '') === (page.filters[f] ?? '')));
}

/** Sharing a view with the whole organization is an administrator's call; everyone else saves for themselves. */
export function canShareLeadView(role: string | null | undefined): boolean {
  return isAdmin(role);
}

/** Who may rename, update or delete a view: whoever saved it, and an administrator a shared one. */
export function canChangeLeadView(view: { ownerId: string; shared: boolean }, actor: { userId: string; role: string | null | undefined }): boolean {
  return view.ownerId === actor.userId || (view.shared && isAdmin(actor.role));
}

/** A campaign audience of the leads a view shows (its order and table or board mean nothing to a mailing). */
export function audienceOfLeadView(filters: LeadViewFilters): Audience {
  const { sort: _sort, ...audience } = filters;
  return audience;
}
