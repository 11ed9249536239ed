import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LogOut, Settings, Shield, User } from 'lucide-react';
import { isAdmin } from '@core/permissions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { Session } from '@web/lib/use-session';
import type { AccountView } from './account-view';
import { displayName } from './user-identity';
import { useSignOut } from './use-sign-out';

interface UserMenuProps {
  session: Session;
  onOpenView: (view: AccountView) => void;
  /** The trigger: a button (the user block on desktop, the avatar on mobile). */
  children: ReactNode;
  align?: 'start' | 'end';
  side?: 'top' | 'bottom' | 'right';
}

export function UserMenu({ session, onOpenView, children, align = 'end', side = 'bottom' }: UserMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { profile } = session;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align={align} side={side}>
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-medium">{displayName(profile)}</span>
          <span className="block truncate text-xs text-muted-foreground">{profile.email || session.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onOpenView('profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpenView('settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        {isAdmin(profile.role) && (
          <DropdownMenuItem onSelect={() => void navigate('/settings?tab=admin')}>
            <Shield aria-hidden="true" />
            Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
