// Maps better-auth / server answers onto the toasts of SPEC §8 "Sign-in".

export interface AuthFailure {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

export interface ToastText {
  title: string;
  description: string;
}

export function signInFailureToast(error: AuthFailure): ToastText {
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) {
    return { title: 'Login failed', description: 'Invalid email or password. Please try again.' };
  }
  return { title: 'Login failed', description: error.message || 'An unexpected error occurred' };
}

export function signUpFailureToast(error: AuthFailure): ToastText {
  if (error.code?.startsWith('USER_ALREADY_EXISTS')) {
    return { title: 'Account exists', description: 'An account with this email already exists. Please sign in instead.' };
  }
  if (error.code === 'REGISTRATION_INVITE_ONLY') {
    return {
      title: 'Registration by invitation only',
      description: 'You must be invited by an administrator before you can register. Please contact support.',
    };
  }
  return { title: 'Sign up failed', description: error.message || 'An unexpected error occurred' };
}

export const SIGNED_IN_TOAST: ToastText = { title: 'Welcome back!', description: 'You have successfully signed in.' };
export const ACCOUNT_CREATED_TOAST: ToastText = {
  title: 'Account created!',
  description: 'Your account has been created successfully.',
};
export const CHECK_EMAIL_TOAST: ToastText = {
  title: 'Check your email',
  description: 'We sent you a confirmation link. Please check your email to complete your registration.',
};
