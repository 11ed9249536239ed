import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazyToast as toast } from '@web/lib/lazy-toast';
import { SESSION_QUERY_KEY } from '@web/lib/use-session';
import {
  ACCOUNT_CREATED_TOAST,
  CHECK_EMAIL_TOAST,
  SIGNED_IN_TOAST,
  signInFailureToast,
  signUpFailureToast,
  type AuthFailure,
} from './auth-errors';
import { authApi } from './auth-api';

export const EMAIL_CONFIRMED_CALLBACK = '/auth?type=email_confirmed';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  invitationToken?: string | undefined;
}

export type SignInOutcome = 'signed-in' | 'two-factor' | 'failed';
export type SignUpOutcome = 'signed-in' | 'confirm-email' | 'failed';

function asFailure(error: unknown): AuthFailure {
  if (error && typeof error === 'object') {
    const { code, message, status } = error as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
      status: typeof status === 'number' ? status : undefined,
    };
  }
  return { message: String(error) };
}

/** After any successful sign-in: refetch the session; the /auth guard then sends the user to /. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export function useSignIn() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }): Promise<SignInOutcome> => {
      const { data, error } = await authApi.signIn({ email, password });
      if (error) {
        const text = signInFailureToast(asFailure(error));
        toast.error(text.title, { description: text.description });
        return 'failed';
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return 'two-factor';
      toast.success(SIGNED_IN_TOAST.title, { description: SIGNED_IN_TOAST.description });
      await refreshSession();
      return 'signed-in';
    },
    onError: (error) => {
      const text = signInFailureToast(asFailure(error));
      toast.error(text.title, { description: text.description });
    },
  });
}

export function useSignUp() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SignUpOutcome> => {
      const firstName = input.firstName.trim();
      const lastName = input.lastName.trim();
      const { data, error } = await authApi.signUp({
        email: input.email.trim(),
        password: input.password,
        name: `${firstName} ${lastName}`.trim() || input.email.trim(),
        first_name: firstName,
        last_name: lastName,
        callbackURL: EMAIL_CONFIRMED_CALLBACK,
        // Extra body field read by the server's sign-up hook (better-auth passes unknown keys through).
        ...(input.invitationToken ? { invitationToken: input.invitationToken } : {}),
      });
      if (error) {
        const text = signUpFailureToast(asFailure(error));
        toast.error(text.title, { description: text.description });
        return 'failed';
      }
      // An invitation proves the address: the account is confirmed already, so sign straight in.
      if (!data?.token && data?.user.emailVerified) {
        const signedIn = await authApi.signIn({ email: input.email.trim(), password: input.password });
        if (signedIn.error) throw signedIn.error;
      } else if (!data?.token) {
        toast(CHECK_EMAIL_TOAST.title, { description: CHECK_EMAIL_TOAST.description });
        return 'confirm-email';
      }
      toast.success(ACCOUNT_CREATED_TOAST.title, { description: ACCOUNT_CREATED_TOAST.description });
      await refreshSession();
      return 'signed-in';
    },
    onError: (error) => {
      const text = signUpFailureToast(asFailure(error));
      toast.error(text.title, { description: text.description });
    },
  });
}

export function useVerifyTwoFactor() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async ({ code, recovery }: { code: string; recovery: boolean }): Promise<boolean> => {
      const { error } = recovery
        ? await authApi.verifyBackupCode(code)
        : await authApi.verifyTotp(code);
      if (error) {
        toast.error('Login failed', { description: error.message || 'Invalid code. Please try again.' });
        return false;
      }
      toast.success(SIGNED_IN_TOAST.title, { description: SIGNED_IN_TOAST.description });
      await refreshSession();
      return true;
    },
    onError: (error) => toast.error('Login failed', { description: asFailure(error).message ?? 'Invalid code. Please try again.' }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string): Promise<boolean> => {
      const { error } = await authApi.requestPasswordReset(email, RESET_PASSWORD_PATH);
      if (error) {
        toast.error('Password reset failed', { description: error.message || 'An unexpected error occurred' });
        return false;
      }
      toast('Check your email', { description: 'If an account exists for this email, we sent a link to reset your password.' });
      return true;
    },
    onError: (error) => toast.error('Password reset failed', { description: asFailure(error).message ?? 'An unexpected error occurred' }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ newPassword, token }: { newPassword: string; token: string }): Promise<boolean> => {
      const { error } = await authApi.resetPassword(newPassword, token);
      if (error) {
        toast.error('Password reset failed', { description: error.message || 'An unexpected error occurred' });
        return false;
      }
      toast.success('Password updated', { description: 'Your password has been reset. You can now sign in.' });
      return true;
    },
    onError: (error) => toast.error('Password reset failed', { description: asFailure(error).message ?? 'An unexpected error occurred' }),
  });
}
