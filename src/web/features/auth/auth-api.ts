// The better-auth endpoints the sign-in pages call, as plain requests: the sign-in page is the product's
// first load, and better-auth's client (with its fetch and store libraries) would add 13 KB gzipped to it.
// Answers keep the client's { data, error } form; errors arrive in the API's one shape and are read from it.
import type { AuthFailure } from './auth-errors';

export interface AuthResult<T> {
  data: T | null;
  error: AuthFailure | null;
}

async function post<T>(path: string, body: object): Promise<AuthResult<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => null)) as (T & { error?: { code?: string; message?: string } }) | null;
  if (response.ok) return { data: payload, error: null };
  return { data: null, error: { code: payload?.error?.code, message: payload?.error?.message, status: response.status } };
}

export interface SignUpBody {
  email: string;
  password: string;
  name: string;
  first_name: string;
  last_name: string;
  callbackURL: string;
  invitationToken?: string;
}

export const authApi = {
  signIn: (body: { email: string; password: string }) => post<{ twoFactorRedirect?: boolean }>('/sign-in/email', body),
  signUp: (body: SignUpBody) => post<{ token: string | null; user: { emailVerified: boolean } }>('/sign-up/email', body),
  verifyTotp: (code: string) => post<unknown>('/two-factor/verify-totp', { code }),
  verifyBackupCode: (code: string) => post<unknown>('/two-factor/verify-backup-code', { code }),
  requestPasswordReset: (email: string, redirectTo: string) => post<unknown>('/request-password-reset', { email, redirectTo }),
  resetPassword: (newPassword: string, token: string) => post<unknown>('/reset-password', { newPassword, token }),
};
