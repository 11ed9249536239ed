import { useState } from 'react';
import { useLocation } from 'react-router';
import { Bot, Menu } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import type { Session } from '@web/lib/use-session';
import type { AccountView } from './account-view';
import { MOBILE_NAV_ITEMS, isActivePath } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { ThemeToggle } from './theme-toggle';
import { useBadges, visibleCount } from './use-badges';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-identity';
import { UserMenu } from './user-menu';

interface MobileTopBarProps {
  session: Session;
  assistantOpen: boolean;
  onToggleAssistant: () => void;
  onOpenView: (view: AccountView) => void;
}

/** Mobile (< 1024 px): logo, theme toggle, user menu and the hamburger opening the 'Menu' sheet. */
export function MobileTopBar({ session, assistantOpen, onToggleAssistant, onOpenView }: MobileTopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const badges = useBadges();
  const shortName = session.organization.short_name || session.organization.name;

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background px-3 lg:hidden">
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" className="w-72 gap-0 p-0" closeLabel="Close menu">
          <SheetHeader className="border-b">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>Navigate your account.</SheetDescription>
          </SheetHeader>
          <nav aria-label="Mobile navigation" className="flex-1 overflow-y-auto p-2">
            <ul className="flex flex-col gap-1">
              {MOBILE_NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  <NavLinkItem
                    item={item}
                    active={isActivePath(item.path, pathname)}
                    count={visibleCount(badges.data, item.badge)}
                    onNavigate={() => setMenuOpen(false)}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t p-2">
            <Button
              variant={assistantOpen ? 'default' : 'ghost'}
              aria-pressed={assistantOpen}
              className="w-full justify-start"
              onClick={() => {
                setMenuOpen(false);
                onToggleAssistant();
              }}
            >
              <Bot aria-hidden="true" className="size-5" />
              AI Assistant
            </Button>
          </div>
        </SheetContent>
      </Sheet>

      <p className="min-w-0 flex-1 truncate text-lg font-bold text-primary">{shortName}</p>

      <ThemeToggle />
      <UserMenu session={session} onOpenView={onOpenView}>
        <button
          type="button"
          aria-label={`User menu for ${displayName(session.profile)}`}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <UserAvatar email={session.profile.email || session.user.email} pictureUrl={session.profile.profile_picture_url} />
        </button>
      </UserMenu>
    </header>
  );
}
