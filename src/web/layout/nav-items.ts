import type { LucideIcon } from 'lucide-react';
import {
  ChartColumn,
  FileText,
  Handshake,
  HeartHandshake,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Mail,
  Megaphone,
  RefreshCw,
  ScrollText,
  Search,
  Settings,
  Store,
  Target,
  Users,
} from 'lucide-react';

export type BadgeKey = 'borrowerUpdates' | 'emailFiles' | 'inquiries' | 'overdueTasks';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  badge?: BadgeKey;
  /** SPEC §2: defined (desktop list only) and then filtered out of the rendered menu. */
  desktopOnly?: boolean;
  /** SPEC §2: defined but hidden from both menus. */
  hidden?: boolean;
}

/** The navigation entries of SPEC §2 "Navigation layout", in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Dashboard', icon: LayoutDashboard },
  { path: '/deals', label: 'Deals', icon: Handshake },
  { path: '/contacts', label: 'Contacts', icon: Users },
  { path: '/marketplace', label: 'Marketplace', icon: Store, desktopOnly: true },
  { path: '/borrower-updates', label: 'Borrower Updates', icon: RefreshCw, badge: 'borrowerUpdates' },
  { path: '/email-files', label: 'Email Files', icon: Mail, badge: 'emailFiles' },
  { path: '/prospecting', label: 'Prospecting', icon: Search, hidden: true },
  { path: '/inquiries', label: 'Inquiries', icon: Inbox, badge: 'inquiries' },
  { path: '/leads', label: 'Leads', icon: Target },
  { path: '/nurture', label: 'Nurture', icon: HeartHandshake },
  { path: '/campaigns', label: 'Email Campaigns', icon: Megaphone },
  { path: '/tasks', label: 'Tasks', icon: ListChecks, badge: 'overdueTasks' },
  { path: '/documents', label: 'Documents', icon: FileText },
  { path: '/analytics', label: 'Analytics', icon: ChartColumn },
  { path: '/audit-trail', label: 'Audit Trail', icon: ScrollText },
  { path: '/settings', label: 'Settings', icon: Settings },
];

/** The desktop sidebar's list: Marketplace is filtered out of the rendered menu, Prospecting is hidden. */
export const DESKTOP_NAV_ITEMS = NAV_ITEMS.filter((item) => item.path !== '/marketplace' && !item.hidden);

/** The mobile sheet's list: never had Marketplace, Prospecting hidden. */
export const MOBILE_NAV_ITEMS = NAV_ITEMS.filter((item) => !item.desktopOnly && !item.hidden);

const BOTTOM_NAV_PATHS = ['/', '/deals', '/contacts', '/inquiries', '/tasks'];

/** The most-used entries, for the mobile bottom navigation. */
export const BOTTOM_NAV_ITEMS = BOTTOM_NAV_PATHS.map((path) => NAV_ITEMS.find((item) => item.path === path)).filter(
  (item): item is NavItem => item !== undefined,
);

/** SPEC §2: the active entry is the one whose path equals the current path exactly. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return itemPath === currentPath;
}
