import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AuthShell } from './auth-shell';
import { NoticeAlert } from './notice-alert';
import { useResetPassword } from './use-auth-actions';

/** /auth/reset-password?token=…: the landing page of the password reset email. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();
  const invalidLink = !token || params.has('error');

  return (
    <AuthShell heading="Reset your password" description="Choose a new password for your account.">
      {invalidLink ? (
        <>
          <NoticeAlert notice={{ variant: 'destructive', text: 'This password reset link is invalid or has expired. Please request a new one.' }} />
          <Link to="/auth" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            Back to the sign-in page
          </Link>
        </>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!password || reset.isPending) return;
            if (password !== confirm) {
              setMismatch(true);
              return;
            }
            setMismatch(false);
            reset.mutate({ newPassword: password, token }, { onSuccess: (done) => done && void navigate('/auth', { replace: true }) });
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="reset-new-password">New Password</Label>
            <Input id="reset-new-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="reset-confirm-password">Confirm Password</Label>
            <Input
              id="reset-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={mismatch}
              aria-describedby={mismatch ? 'reset-mismatch' : undefined}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {mismatch && (
              <p id="reset-mismatch" className="text-sm text-destructive">
                The passwords do not match.
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Please wait...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
