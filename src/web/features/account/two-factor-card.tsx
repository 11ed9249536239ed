import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/use-session';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

function secretFromUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

function failure(title: string) {
  return (error: unknown) => toast.error(title, { description: error instanceof Error ? error.message : String(error) });
}

/** Two-factor (TOTP) enrolment and removal, with recovery codes. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  const enable = useMutation({
    mutationFn: async () => {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error) throw new Error(error.message ?? 'Could not start two-factor set-up');
      return data as Enrolment;
    },
    onSuccess: (data) => {
      setEnrolment(data);
      setPassword('');
    },
    onError: failure('Two-factor set-up failed'),
  });

  const verify = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (error) throw new Error(error.message ?? 'Invalid code');
    },
    onSuccess: () => {
      toast.success('Two-factor authentication enabled', { description: 'You will be asked for a code when you sign in.' });
      setEnrolment(null);
      setCode('');
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: failure('Verification failed'),
  });

  const disable = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) throw new Error(error.message ?? 'Could not turn off two-factor authentication');
    },
    onSuccess: () => {
      toast.success('Two-factor authentication disabled');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: failure('Two-factor change failed'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          {enabled ? 'Two-factor authentication is on for your account.' : 'Protect your account with a code from an authenticator app.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enrolment ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) verify.mutate();
            }}
          >
            <p className="text-sm">Add this key to your authenticator app, then enter the 6-digit code it shows.</p>
            <p className="text-sm">
              Setup key: <code className="rounded bg-muted px-1 py-0.5 font-mono" data-testid="totp-secret">{secretFromUri(enrolment.totpURI)}</code>
            </p>
            <details className="text-sm">
              <summary className="cursor-pointer">Recovery codes</summary>
              <p className="mt-2 text-muted-foreground">Keep these somewhere safe. Each can be used once if you lose your device.</p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" data-testid="backup-codes">
                {enrolment.backupCodes.map((backupCode) => (
                  <li key={backupCode}>{backupCode}</li>
                ))}
              </ul>
            </details>
            <div className="flex flex-col gap-2">
              <Label htmlFor="totp-enrol-code">Two-factor code</Label>
              <Input id="totp-enrol-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={verify.isPending || !code.trim()}>
                {verify.isPending ? 'Please wait...' : 'Verify and enable'}
              </Button>
              <Button variant="outline" onClick={() => setEnrolment(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) return;
              if (enabled) disable.mutate();
              else enable.mutate();
            }}
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor="two-factor-password">Current password</Label>
              <Input
                id="two-factor-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <div>
              <Button type="submit" variant={enabled ? 'outline' : 'default'} disabled={!password || enable.isPending || disable.isPending}>
                {enable.isPending || disable.isPending
                  ? 'Please wait...'
                  : enabled
                    ? 'Disable two-factor authentication'
                    : 'Enable two-factor authentication'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
