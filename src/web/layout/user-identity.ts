import type { Profile } from '@core/permissions';

/** Avatar text: the first two letters of the email, upper-cased, or 'U'. */
export function avatarInitials(email: string | null | undefined): string {
  const trimmed = (email ?? '').trim();
  return trimmed.length > 0 ? trimmed.slice(0, 2).toUpperCase() : 'U';
}

/** First and last name when both exist, else the email, else 'User'. */
export function displayName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'> | null | undefined): string {
  const first = profile?.first_name?.trim();
  const last = profile?.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  const email = profile?.email?.trim();
  if (email) return email;
  return 'User';
}
