// Two-factor (TOTP) through better-auth's client: enrol (password → secret + recovery codes), confirm with a
// first code, turn off, and issue new recovery codes. Each step changes the session's twoFactorEnabled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/use-session';

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

type AuthResult<T> = { data: T | null; error: { message?: string | undefined } | null };

/** better-auth answers { data, error } instead of throwing: turn its error into a rejected mutation. */
export async function unwrap<T>(call: Promise<AuthResult<T>>, fallback: string): Promise<T> {
  const { data, error } = await call;
  if (error || data === null) throw new Error(error?.message || fallback);
  return data;
}

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export function useStartTwoFactorEnrolment() {
  return useMutation({
    mutationFn: async (password: string): Promise<Enrolment> => {
      const data = await unwrap(authClient.twoFactor.enable({ password }), 'Could not start two-factor set-up.');
      if (!('totpURI' in data)) throw new Error('Could not start two-factor set-up.');
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
  });
}

export function useConfirmTwoFactorEnrolment() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (code: string) => unwrap(authClient.twoFactor.verifyTotp({ code }), 'Invalid code. Please try again.'),
    onSuccess: refreshSession,
  });
}

export function useDisableTwoFactor() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (password: string) => unwrap(authClient.twoFactor.disable({ password }), 'Could not turn off two-factor authentication.'),
    onSuccess: refreshSession,
  });
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: async (password: string) =>
      (await unwrap(authClient.twoFactor.generateBackupCodes({ password }), 'Could not create new recovery codes.')).backupCodes,
  });
}

/** The base32 secret inside an otpauth:// URI, for manual entry in an authenticator app. */
export function secretFromUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
