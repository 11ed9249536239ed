import { describe, it, expect } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  canManageContacts,
  canManageDeals,
  fallbackProfile,
  hasPermission,
  isAdmin,
  isOutsideParty,
  isRole,
  noPermissionMessage,
  notLoggedInMessage,
  permissionsFor,
  roleBadgeColor,
  roleDeniedMessage,
  roleDisplayName,
  type Permission,
  type Role,
} from './permissions';

// SPEC §6 written out by hand, row by row, so the table in permissions.ts is checked against the spec text.
const ALL = [...PERMISSIONS];
const LOAN_OFFICER: Permission[] = [
  'upload_docs_to_deals',
  'add_notes_to_deals',
  'view_company_analytics',
  'download_documents',
  'view_update_own_profile',
  'view_assigned_tasks',
  'complete_tasks',
];
const OUTSIDE: Permission[] = [
  'upload_docs_to_deals',
  'add_notes_to_deals',
  'download_documents',
  'view_update_own_profile',
  'view_assigned_tasks',
  'complete_tasks',
];
const EXPECTED: Record<Role, Permission[]> = {
  super_admin: ALL,
  admin: [
    'see_all_deals',
    'see_all_documents',
    'assign_reassign_deals',
    'manage_users',
    'upload_docs_to_deals',
    'add_notes_to_deals',
    'view_company_analytics',
    'download_documents',
    'view_update_own_profile',
    'view_assigned_tasks',
    'complete_tasks',
  ],
  loan_officer: LOAN_OFFICER,
  lender: OUTSIDE,
  broker: OUTSIDE,
  real_estate_agent: OUTSIDE,
  escrow_officer: OUTSIDE,
  title_officer: OUTSIDE,
  borrower: ['upload_docs_to_deals', 'download_documents', 'view_update_own_profile', 'view_assigned_tasks'],
  user: ['view_update_own_profile'],
};

describe('roles and permissions', () => {
  it('lists the 10 roles and the 13 permissions', () => {
    expect(ROLES).toHaveLength(10);
    expect(PERMISSIONS).toHaveLength(13);
    expect(new Set(PERMISSIONS).size).toBe(13);
  });

  for (const role of ROLES) {
    for (const permission of PERMISSIONS) {
      const expected = EXPECTED[role].includes(permission);
      it(`${role} ${expected ? 'has' : 'lacks'} ${permission}`, () => {
        expect(hasPermission(role, permission)).toBe(expected);
      });
    }
    it(`permissionsFor(${role}) is exactly the spec row`, () => {
      expect([...permissionsFor(role)].sort()).toEqual([...EXPECTED[role]].sort());
    });
  }

  it('gives an unknown, empty or missing role only view_update_own_profile', () => {
    for (const role of ['ceo', '', null, undefined, 'SUPER_ADMIN']) {
      expect(permissionsFor(role)).toEqual(['view_update_own_profile']);
      expect(hasPermission(role, 'see_all_deals')).toBe(false);
      expect(hasPermission(role, 'view_update_own_profile')).toBe(true);
    }
  });

  it('narrows role strings', () => {
    expect(isRole('escrow_officer')).toBe(true);
    expect(isRole('Escrow Officer')).toBe(false);
    expect(isRole(42)).toBe(false);
  });
});

describe('role helpers', () => {
  it('isAdmin is true for admin and super_admin only', () => {
    expect(ROLES.filter(isAdmin)).toEqual(['super_admin', 'admin']);
  });

  it('canManageDeals and canManageContacts are true for super_admin, admin and loan_officer only', () => {
    expect(ROLES.filter(canManageDeals)).toEqual(['super_admin', 'admin', 'loan_officer']);
    expect(ROLES.filter(canManageContacts)).toEqual(['super_admin', 'admin', 'loan_officer']);
  });

  it('isOutsideParty covers lender, broker, agent, escrow, title and borrower', () => {
    expect(ROLES.filter(isOutsideParty)).toEqual([
      'lender',
      'broker',
      'real_estate_agent',
      'escrow_officer',
      'title_officer',
      'borrower',
    ]);
    expect(isOutsideParty(null)).toBe(false);
  });

  it('displays roles by splitting on underscores and capitalising each word', () => {
    expect(roleDisplayName('loan_officer')).toBe('Loan Officer');
    expect(roleDisplayName('super_admin')).toBe('Super Admin');
    expect(roleDisplayName('real_estate_agent')).toBe('Real Estate Agent');
    expect(roleDisplayName('user')).toBe('User');
  });

  it('colours badges red, blue, green, then grey', () => {
    expect(roleBadgeColor('super_admin')).toBe('red');
    expect(roleBadgeColor('admin')).toBe('blue');
    expect(roleBadgeColor('loan_officer')).toBe('green');
    expect(roleBadgeColor('broker')).toBe('grey');
    expect(roleBadgeColor('user')).toBe('grey');
    expect(roleBadgeColor(undefined)).toBe('grey');
  });
});

describe('denial messages', () => {
  it('not logged in', () => {
    expect(notLoggedInMessage('view deals')).toEqual({
      title: 'Access Denied',
      description: 'You must be logged in to view deals.',
    });
  });

  it('missing permission', () => {
    expect(noPermissionMessage('delete deals').description).toBe("You don't have permission to delete deals.");
  });

  it('role check names the role by its display name', () => {
    expect(roleDeniedMessage('loan_officer', 'manage users').description).toBe(
      "Your role (Loan Officer) doesn't have permission to manage users.",
    );
  });
});

describe('fallbackProfile', () => {
  it('is role user, active, other fields empty', () => {
    expect(fallbackProfile('u1', 'a@b.co')).toEqual({
      id: 'u1',
      email: 'a@b.co',
      first_name: null,
      last_name: null,
      role: 'user',
      is_active: true,
      phone: null,
      company: null,
      profile_picture_url: null,
    });
  });
});
