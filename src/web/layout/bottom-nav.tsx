import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/utils';
import { BOTTOM_NAV_ITEMS, isActivePath } from './nav-items';
import { useBadges, visibleCount } from './use-badges';

/** Mobile bottom navigation with the most-used entries. */
export function BottomNav() {
  const { pathname } = useLocation();
  const badges = useBadges();
  return (
    <nav aria-label="Quick navigation" className="fixed inset-x-0 bottom-0 z-30 border-t bg-background lg:hidden">
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV_ITEMS.map((item) => {
          const active = isActivePath(item.path, pathname);
          const count = visibleCount(badges.data, item.badge);
          const Icon = item.icon;
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                <span>{item.label}</span>
                {count !== null && (
                  <span className="absolute top-1.5 left-1/2 ml-2 min-w-4 rounded-full bg-red-700 px-1 text-[10px] leading-4 text-white dark:bg-red-800">
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
