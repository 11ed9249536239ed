import { cn } from '@web/lib/utils';
import { avatarInitials } from './user-identity';

export function UserAvatar({ email, pictureUrl, className }: { email: string | null | undefined; pictureUrl?: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      {pictureUrl ? <img src={pictureUrl} alt="" className="size-full object-cover" /> : avatarInitials(email)}
    </span>
  );
}
