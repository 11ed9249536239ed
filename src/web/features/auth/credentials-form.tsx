import type { FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

export interface CredentialsValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

interface CredentialsFormProps {
  mode: 'signIn' | 'signUp';
  busy: boolean;
  onSubmit: (values: CredentialsValues) => void;
  onForgotPassword: () => void;
}

/**
 * Email and password (plus First Name and Last Name at sign-up). Nothing is submitted while either is empty.
 * Plain form fields read on submit: the sign-in page is the first load, and a form library would add to it.
 */
export function CredentialsForm({ mode, busy, onSubmit, onForgotPassword }: CredentialsFormProps) {
  const signUp = mode === 'signUp';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof CredentialsValues) => String(data.get(name) ?? '');
    const values: CredentialsValues = { email: field('email'), password: field('password'), firstName: field('firstName'), lastName: field('lastName') };
    if (busy || values.email.trim() === '' || values.password === '') return;
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
      {signUp && (
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="auth-first-name">First Name</Label>
            <Input id="auth-first-name" autoComplete="given-name" name="firstName" />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="auth-last-name">Last Name</Label>
            <Input id="auth-last-name" autoComplete="family-name" name="lastName" />
          </div>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="auth-email">Email</Label>
        <Input id="auth-email" type="email" autoComplete="email" required name="email" />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="auth-password">Password</Label>
          {!signUp && (
            <Button type="button" variant="link" className="h-auto p-0 text-xs" onClick={onForgotPassword}>
              Forgot password?
            </Button>
          )}
        </div>
        <Input
          id="auth-password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          name="password"
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Please wait...' : signUp ? 'Create Account' : 'Sign In'}
      </Button>
    </form>
  );
}
