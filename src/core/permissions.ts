// Roles, permissions and denial messages of SPEC §6. The server guards and the UI both read this one table,
// so the UI can only ever hide what the server refuses.

export const ROLES = [
  'super_admin',
  'admin',
  'loan_officer',
  'lender',
  'broker',
  'real_estate_agent',
  'escrow_officer',
  'title_officer',
  'borrower',
  'user',
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

export const PERMISSIONS = [
  'see_all_deals',
  'see_all_documents',
  'assign_reassign_deals',
  'edit_system_settings',
  'manage_users',
  'upload_docs_to_deals',
  'add_notes_to_deals',
  'delete_deals_data',
  'view_company_analytics',
  'download_documents',
  'view_update_own_profile',
  'view_assigned_tasks',
  'complete_tasks',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const LOAN_OFFICER_PERMISSIONS: readonly Permission[] = [
  'upload_docs_to_deals',
  'add_notes_to_deals',
  'view_company_analytics',
  'download_documents',
  'view_update_own_profile',
  'view_assigned_tasks',
  'complete_tasks',
];
const OUTSIDE_PARTY_PERMISSIONS = LOAN_OFFICER_PERMISSIONS.filter((p) => p !== 'view_company_analytics');
const UNKNOWN_ROLE_PERMISSIONS: readonly Permission[] = ['view_update_own_profile'];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => p !== 'edit_system_settings' && p !== 'delete_deals_data'),
  loan_officer: LOAN_OFFICER_PERMISSIONS,
  lender: OUTSIDE_PARTY_PERMISSIONS,
  broker: OUTSIDE_PARTY_PERMISSIONS,
  real_estate_agent: OUTSIDE_PARTY_PERMISSIONS,
  escrow_officer: OUTSIDE_PARTY_PERMISSIONS,
  title_officer: OUTSIDE_PARTY_PERMISSIONS,
  borrower: ['upload_docs_to_deals', 'download_documents', 'view_update_own_profile', 'view_assigned_tasks'],
  // The spec's "any other role" row: 'user' is not listed in the table, so it gets the fallback too.
  user: UNKNOWN_ROLE_PERMISSIONS,
};

const OUTSIDE_PARTY_ROLES: readonly string[] = [
  'lender',
  'broker',
  'real_estate_agent',
  'escrow_officer',
  'title_officer',
  'borrower',
];

/** A role string read from a profile may be anything (old data, typos): narrow it before looking it up. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function permissionsFor(role: string | null | undefined): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : UNKNOWN_ROLE_PERMISSIONS;
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  if (role === 'super_admin') return true; // passes every check, even a permission added later
  return permissionsFor(role).includes(permission);
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}

function isStaffManager(role: string | null | undefined): boolean {
  return role === 'super_admin' || role === 'admin' || role === 'loan_officer';
}

export function canManageDeals(role: string | null | undefined): boolean {
  return isStaffManager(role);
}

export function canManageContacts(role: string | null | undefined): boolean {
  return isStaffManager(role);
}

/** Switching AI agents on, setting their scope and schedule, running them: administrators (issue 20). */
export function canConfigureAgents(role: string | null | undefined): boolean {
  return isAdmin(role);
}

/** Outside parties see only the deals they are linked to (DESIGN §4). */
export function isOutsideParty(role: string | null | undefined): boolean {
  return OUTSIDE_PARTY_ROLES.includes(role ?? '');
}

/** "Split on underscores and capitalise each word": 'loan_officer' → 'Loan Officer'. */
export function roleDisplayName(role: string): string {
  return role
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type RoleBadgeColor = 'red' | 'blue' | 'green' | 'grey';

export function roleBadgeColor(role: string | null | undefined): RoleBadgeColor {
  if (role === 'super_admin') return 'red';
  if (role === 'admin') return 'blue';
  if (role === 'loan_officer') return 'green';
  return 'grey';
}

export interface DenialMessage {
  title: string;
  description: string;
}

export const ACCESS_DENIED_TITLE = 'Access Denied';

export function notLoggedInMessage(action: string): DenialMessage {
  return { title: ACCESS_DENIED_TITLE, description: `You must be logged in to ${action}.` };
}

export function noPermissionMessage(action: string): DenialMessage {
  return { title: ACCESS_DENIED_TITLE, description: `You don't have permission to ${action}.` };
}

/**
 * {role} is shown as its display name ('Loan Officer', not 'loan_officer'): the message is read by a person,
 * and the badge beside it shows the same words.
 */
export function roleDeniedMessage(role: string, action: string): DenialMessage {
  return {
    title: ACCESS_DENIED_TITLE,
    description: `Your role (${roleDisplayName(role)}) doesn't have permission to ${action}.`,
  };
}

export interface Profile {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  is_active: boolean;
  phone: string | null;
  company: string | null;
  profile_picture_url: string | null;
}

/** SPEC §6: a profile that fails to load falls back to role user, active, other fields empty. */
export function fallbackProfile(id = '', email = ''): Profile {
  return {
    id,
    email,
    first_name: null,
    last_name: null,
    role: DEFAULT_ROLE,
    is_active: true,
    phone: null,
    company: null,
    profile_picture_url: null,
  };
}
