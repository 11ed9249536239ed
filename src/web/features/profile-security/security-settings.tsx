import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  secretFromUri,
  useConfirmTwoFactorEnrolment,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactorEnrolment,
  type Enrolment,
} from './api/two-factor';

type Step = { name: 'idle' } | { name: 'scan'; enrolment: Enrolment } | { name: 'codes'; codes: string[] };

const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });

/**
 * Two-factor authentication (TOTP) for the Profile view: enrol with the password, add the key to an
 * authenticator app, confirm with a first code, keep the recovery codes; turn it off or renew the codes.
 */
export function SecuritySettings({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          {twoFactorEnabled
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Protect your account with a code from an authenticator app.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'scan' ? (
          <ConfirmEnrolment enrolment={step.enrolment} onConfirmed={(codes) => setStep({ name: 'codes', codes })} onCancel={() => setStep({ name: 'idle' })} />
        ) : step.name === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={() => setStep({ name: 'idle' })} />
        ) : twoFactorEnabled ? (
          <ManageTwoFactor onNewCodes={(codes) => setStep({ name: 'codes', codes })} />
        ) : (
          <StartEnrolment onStarted={(enrolment) => setStep({ name: 'scan', enrolment })} />
        )}
      </CardContent>
    </Card>
  );
}

function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="security-password">Current password</Label>
      <Input id="security-password" type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function StartEnrolment({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const [password, setPassword] = useState('');
  const start = useStartTwoFactorEnrolment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !start.isPending) start.mutate(password, { onSuccess: onStarted, onError: failed('Two-factor set-up failed') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <PasswordField value={password} onChange={setPassword} />
      <div>
        <Button type="submit" disabled={!password || start.isPending}>
          {start.isPending ? 'Please wait...' : 'Enable two-factor authentication'}
        </Button>
      </div>
    </form>
  );
}

function ConfirmEnrolment({ enrolment, onConfirmed, onCancel }: { enrolment: Enrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactorEnrolment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s/g, '');
    if (!trimmed || confirm.isPending) return;
    confirm.mutate(trimmed, {
      onSuccess: () => {
        toast.success('Two-factor authentication enabled', { description: 'You will be asked for a code when you sign in.' });
        onConfirmed(enrolment.backupCodes);
      },
      onError: failed('Verification failed'),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">
        Add Lender OS to your authenticator app with the setup link (or{' '}
        <a className="text-primary underline underline-offset-4" href={enrolment.totpURI}>
          open it on this device
        </a>
        ), or type the setup key by hand. Then enter the 6-digit code the app shows.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="security-totp-uri">Setup link</Label>
        <Input id="security-totp-uri" readOnly value={enrolment.totpURI} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="security-totp-secret">Setup key</Label>
        <Input id="security-totp-secret" readOnly value={secretFromUri(enrolment.totpURI)} className="font-mono" onFocus={(e) => e.target.select()} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="security-totp-code">Authenticator code</Label>
        <Input
          id="security-totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={!code.trim() || confirm.isPending}>
          {confirm.isPending ? 'Please wait...' : 'Verify and enable'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning">
        <AlertTitle>Save your recovery codes</AlertTitle>
        <AlertDescription>Keep them somewhere safe. Each one signs you in once if you lose your authenticator app. They are not shown again.</AlertDescription>
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

function ManageTwoFactor({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const busy = disable.isPending || regenerate.isPending;
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        toast.success('Two-factor authentication disabled');
      },
      onError: failed('Two-factor change failed'),
    });
  };
  const renewCodes = () => {
    if (!password || busy) return;
    regenerate.mutate(password, {
      onSuccess: (codes) => {
        setPassword('');
        onNewCodes(codes);
      },
      onError: failed('Recovery codes failed'),
    });
  };
  return (
    <form onSubmit={turnOff} className="flex flex-col gap-3">
      <PasswordField value={password} onChange={setPassword} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={!password || busy}>
          {disable.isPending ? 'Please wait...' : 'Disable two-factor authentication'}
        </Button>
        <Button variant="outline" disabled={!password || busy} onClick={renewCodes}>
          {regenerate.isPending ? 'Please wait...' : 'New recovery codes'}
        </Button>
      </div>
    </form>
  );
}
