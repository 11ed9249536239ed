import { describe, expect, it } from 'vitest';
import { signInFailureToast, signUpFailureToast } from './auth-errors';
import { noticeFromParams, readAuthParams } from './auth-notices';

const params = (query: string) => new URLSearchParams(query);

describe('sign-in page notices (SPEC §2)', () => {
  it('confirms the email in green', () => {
    expect(noticeFromParams(params('type=email_confirmed'))).toEqual({
      variant: 'success',
      text: 'Email confirmed successfully! You can now sign in to your account.',
    });
  });

  it('warns in orange when the confirmation link expired', () => {
    const notice = noticeFromParams(params('error=access_denied&error_description=Email+link+is+invalid+or+has+expired'));
    expect(notice?.variant).toBe('warning');
    expect(notice?.text).toMatch(/expired/);
    expect(notice?.text).toMatch(/sign up again/);
  });

  it('reports other access_denied errors in red', () => {
    const notice = noticeFromParams(params('error=access_denied'));
    expect(notice?.variant).toBe('destructive');
    expect(notice?.text).toMatch(/contact support/);
  });

  it('reads errors from the fragment too', () => {
    const merged = readAuthParams({ search: '', hash: '#error=access_denied&error_description=expired' });
    expect(noticeFromParams(merged)?.variant).toBe('warning');
  });

  it('shows nothing without parameters', () => {
    expect(noticeFromParams(params(''))).toBeNull();
  });
});

describe('sign-in toasts (SPEC §8)', () => {
  it('maps invalid credentials', () => {
    expect(signInFailureToast({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toEqual({
      title: 'Login failed',
      description: 'Invalid email or password. Please try again.',
    });
  });

  it('passes other server messages through', () => {
    expect(signInFailureToast({ code: 'EMAIL_NOT_VERIFIED', status: 403, message: 'Email not verified' })).toEqual({
      title: 'Login failed',
      description: 'Email not verified',
    });
  });

  it('maps sign-up refusals', () => {
    expect(signUpFailureToast({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 })).toEqual({
      title: 'Account exists',
      description: 'An account with this email already exists. Please sign in instead.',
    });
    expect(signUpFailureToast({ code: 'REGISTRATION_INVITE_ONLY', status: 403 })).toEqual({
      title: 'Registration by invitation only',
      description: 'You must be invited by an administrator before you can register. Please contact support.',
    });
    expect(signUpFailureToast({ code: 'PASSWORD_TOO_SHORT', status: 400, message: 'Password too short' })).toEqual({
      title: 'Sign up failed',
      description: 'Password too short',
    });
  });
});
