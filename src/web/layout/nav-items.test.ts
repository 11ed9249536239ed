import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV_ITEMS, DESKTOP_NAV_ITEMS, MOBILE_NAV_ITEMS, NAV_ITEMS, isActivePath } from './nav-items';
import { visibleCount } from './use-badges';
import { avatarInitials, displayName } from './user-identity';

describe('navigation entries (SPEC §2)', () => {
  it('defines every entry in order with its label', () => {
    expect(NAV_ITEMS.map((item) => [item.path, item.label])).toEqual([
      ['/', 'Dashboard'],
      ['/deals', 'Deals'],
      ['/contacts', 'Contacts'],
      ['/marketplace', 'Marketplace'],
      ['/borrower-updates', 'Borrower Updates'],
      ['/email-files', 'Email Files'],
      ['/prospecting', 'Prospecting'],
      ['/inquiries', 'Inquiries'],
      ['/leads', 'Leads'],
      ['/nurture', 'Nurture'],
      ['/campaigns', 'Email Campaigns'],
      ['/tasks', 'Tasks'],
      ['/documents', 'Documents'],
      ['/analytics', 'Analytics'],
      ['/audit-trail', 'Audit Trail'],
      ['/settings', 'Settings'],
    ]);
  });

  it('renders neither Marketplace nor Prospecting in either menu', () => {
    for (const list of [DESKTOP_NAV_ITEMS, MOBILE_NAV_ITEMS]) {
      expect(list.map((item) => item.path)).not.toContain('/marketplace');
      expect(list.map((item) => item.path)).not.toContain('/prospecting');
      expect(list).toHaveLength(14);
    }
  });

  it('puts the most-used entries in the bottom navigation', () => {
    expect(BOTTOM_NAV_ITEMS.map((item) => item.label)).toEqual(['Dashboard', 'Deals', 'Contacts', 'Inquiries', 'Tasks']);
  });

  it('marks only the exact path active', () => {
    expect(isActivePath('/deals', '/deals')).toBe(true);
    expect(isActivePath('/deals', '/deals/ACME-20250101-01')).toBe(false);
    expect(isActivePath('/', '/deals')).toBe(false);
  });

  it('shows badges only above zero', () => {
    const counts = { borrowerUpdates: 0, emailFiles: 3, inquiries: -1 };
    expect(visibleCount(counts, 'borrowerUpdates')).toBeNull();
    expect(visibleCount(counts, 'emailFiles')).toBe(3);
    expect(visibleCount(counts, 'inquiries')).toBeNull();
    expect(visibleCount(undefined, 'emailFiles')).toBeNull();
  });
});

describe('user block', () => {
  it('uses the first two letters of the email, upper-cased, or U', () => {
    expect(avatarInitials('jane@example.com')).toBe('JA');
    expect(avatarInitials('')).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });

  it('shows first and last name when both exist, else the email, else User', () => {
    expect(displayName({ first_name: 'Jane', last_name: 'Doe', email: 'j@x.co' })).toBe('Jane Doe');
    expect(displayName({ first_name: 'Jane', last_name: null, email: 'j@x.co' })).toBe('j@x.co');
    expect(displayName({ first_name: null, last_name: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
