import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Session } from '@web/lib/use-session';
import { cn } from '@web/lib/utils';
import { RoleBadges } from './role-badges';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-identity';

type UserBlockProps = ComponentProps<'button'> & { session: Session; compact?: boolean };

/** The signed-in user's block in the sidebar: avatar, display name, role badge, 'Inactive'. Opens the user menu. */
export function UserBlock({ session, compact = false, className, ...props }: UserBlockProps) {
  const { profile } = session;
  const name = displayName(profile);
  return (
    <button
      type="button"
      aria-label={`User menu for ${name}`}
      className={cn(
        'flex w-full items-center gap-3 rounded-md p-2 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        compact && 'justify-center p-1',
        className,
      )}
      {...props}
    >
      <UserAvatar email={profile.email || session.user.email} pictureUrl={profile.profile_picture_url} />
      {!compact && (
        <>
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="truncate text-sm font-medium" data-testid="user-display-name">
              {name}
            </span>
            <RoleBadges role={profile.role} isActive={profile.is_active} />
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </>
      )}
    </button>
  );
}
