import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useVerifyTwoFactor } from './use-auth-actions';

/** The sign-in step after a password when the account has two-factor on: an app code or a recovery code. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useVerifyTwoFactor();
  const label = recovery ? 'Recovery code' : 'Two-factor code';

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (trimmed && !verify.isPending) verify.mutate({ code: trimmed, recovery });
      }}
    >
      <p className="text-sm text-muted-foreground">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="auth-two-factor-code">{label}</Label>
        <Input
          id="auth-two-factor-code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Please wait...' : 'Verify'}
      </Button>
      <div className="flex items-center justify-between">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
          }}
        >
          {recovery ? 'Use an authenticator code' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}
