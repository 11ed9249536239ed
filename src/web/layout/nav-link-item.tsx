import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';
import type { NavItem } from './nav-items';

interface NavLinkItemProps {
  item: NavItem;
  active: boolean;
  count: number | null;
  /** Icon-only (collapsed sidebar): the label moves to a tooltip and the accessible name. */
  iconOnly?: boolean;
  onNavigate?: () => void;
}

export function NavLinkItem({ item, active, count, iconOnly = false, onNavigate }: NavLinkItemProps) {
  const Icon = item.icon;
  const link = (
    <Link
      to={item.path}
      aria-current={active ? 'page' : undefined}
      aria-label={iconOnly ? (count ? `${item.label} (${count})` : item.label) : undefined}
      onClick={onNavigate}
      className={cn(
        'relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active ? 'bg-primary text-primary-foreground' : 'text-sidebar-foreground hover:bg-accent hover:text-accent-foreground',
        iconOnly && 'justify-center px-2',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {!iconOnly && <span className="flex-1 truncate">{item.label}</span>}
      {count !== null &&
        (iconOnly ? (
          <span className="absolute top-1 right-1 size-2 rounded-full bg-red-700 dark:bg-red-400" aria-hidden="true" />
        ) : (
          <Badge variant="count" data-testid={`badge-${item.path.slice(1)}`}>
            {count}
          </Badge>
        ))}
    </Link>
  );
  if (!iconOnly) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">
        {item.label}
        {count !== null ? ` (${count})` : ''}
      </TooltipContent>
    </Tooltip>
  );
}
