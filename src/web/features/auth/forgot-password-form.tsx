import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useRequestPasswordReset } from './use-auth-actions';

/** 'Forgot password?': asks for the email and sends a reset link to /auth/reset-password. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = email.trim();
        if (!trimmed || request.isPending) return;
        request.mutate(trimmed, { onSuccess: (sent) => sent && onDone() });
      }}
    >
      <p className="text-sm text-muted-foreground">Enter your email and we will send you a link to reset your password.</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="auth-reset-email">Email</Label>
        <Input id="auth-reset-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Please wait...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="link" onClick={onDone}>
        Back
      </Button>
    </form>
  );
}
