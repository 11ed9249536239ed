import { useLocation } from 'react-router';
import { Bot, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import type { Session } from '@web/lib/use-session';
import { cn } from '@web/lib/utils';
import type { AccountView } from './account-view';
import { DESKTOP_NAV_ITEMS, isActivePath } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { ThemeToggle } from './theme-toggle';
import { useBadges, visibleCount } from './use-badges';
import { UserBlock } from './user-block';
import { UserMenu } from './user-menu';

interface SidebarProps {
  session: Session;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  assistantOpen: boolean;
  onToggleAssistant: () => void;
  onOpenView: (view: AccountView) => void;
}

/** Desktop (≥ 1024 px) fixed left sidebar: icon-only when collapsed, full otherwise. */
export function Sidebar({ session, collapsed, onToggleCollapsed, assistantOpen, onToggleAssistant, onOpenView }: SidebarProps) {
  const { pathname } = useLocation();
  const badges = useBadges();
  const shortName = session.organization.short_name || session.organization.name;
  const collapseLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r bg-sidebar text-sidebar-foreground lg:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center gap-2 border-b px-3', collapsed && 'justify-center px-2')}>
        {!collapsed && (
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-bold text-primary" data-testid="org-short-name">
              {shortName}
            </p>
            <p className="text-xs text-muted-foreground">Operating System</p>
          </div>
        )}
        <Button variant="ghost" size="icon" onClick={onToggleCollapsed} aria-label={collapseLabel} title={collapseLabel} aria-expanded={!collapsed}>
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        </Button>
      </div>

      <nav aria-label="Main navigation" className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {DESKTOP_NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLinkItem
                item={item}
                active={isActivePath(item.path, pathname)}
                count={visibleCount(badges.data, item.badge)}
                iconOnly={collapsed}
              />
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-1 border-t p-2">
        <AssistantButton collapsed={collapsed} open={assistantOpen} onToggle={onToggleAssistant} />
        <div className={cn('flex', collapsed ? 'justify-center' : 'justify-start')}>
          <ThemeToggle withLabel={!collapsed} />
        </div>
        <UserMenu session={session} onOpenView={onOpenView} side={collapsed ? 'right' : 'top'} align="start">
          <UserBlock session={session} compact={collapsed} />
        </UserMenu>
      </div>
    </aside>
  );
}

function AssistantButton({ collapsed, open, onToggle }: { collapsed: boolean; open: boolean; onToggle: () => void }) {
  const button = (
    <Button
      variant={open ? 'default' : 'ghost'}
      onClick={onToggle}
      aria-pressed={open}
      aria-label={collapsed ? 'AI Assistant' : undefined}
      className={cn('w-full justify-start', collapsed && 'justify-center px-0')}
    >
      <Bot aria-hidden="true" className="size-5" />
      {!collapsed && <span>AI Assistant</span>}
    </Button>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">AI Assistant</TooltipContent>
    </Tooltip>
  );
}
