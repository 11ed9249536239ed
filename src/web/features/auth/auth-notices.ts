// The query-parameter notices of the sign-in page (SPEC §2 "Sign-in page").

export type NoticeVariant = 'success' | 'warning' | 'destructive' | 'info';

export interface AuthNotice {
  variant: NoticeVariant;
  text: string;
}

export const EMAIL_CONFIRMED_TEXT = 'Email confirmed successfully! You can now sign in to your account.';
export const LINK_EXPIRED_TEXT =
  'Your email confirmation link has expired. Please sign up again to receive a new confirmation link.';
export const CONFIRMATION_ISSUE_TEXT =
  'There was an issue with your email confirmation. Please try signing up again or contact support.';

/** Search and hash parameters together: some providers put the error in the fragment. */
export function readAuthParams(location: { search: string; hash: string }): URLSearchParams {
  const params = new URLSearchParams(location.search);
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  if (hash.includes('=')) {
    for (const [key, value] of new URLSearchParams(hash)) if (!params.has(key)) params.set(key, value);
  }
  return params;
}

export function isEmailConfirmed(params: URLSearchParams): boolean {
  return params.get('type') === 'email_confirmed';
}

/**
 * type=email_confirmed → green; error=access_denied whose description mentions 'expired' → orange; error=access_denied
 * alone → red. better-auth's own verification errors (token_expired / invalid_token) map onto the same two notices.
 */
export function noticeFromParams(params: URLSearchParams): AuthNotice | null {
  if (isEmailConfirmed(params)) return { variant: 'success', text: EMAIL_CONFIRMED_TEXT };
  const error = params.get('error')?.toLowerCase();
  const description = params.get('error_description') ?? '';
  if (error === 'access_denied') {
    return description.toLowerCase().includes('expired')
      ? { variant: 'warning', text: LINK_EXPIRED_TEXT }
      : { variant: 'destructive', text: CONFIRMATION_ISSUE_TEXT };
  }
  if (error === 'token_expired') return { variant: 'warning', text: LINK_EXPIRED_TEXT };
  if (error === 'invalid_token') return { variant: 'destructive', text: CONFIRMATION_ISSUE_TEXT };
  return null;
}
