import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { AuthShell } from './auth-shell';
import { isEmailConfirmed, noticeFromParams, readAuthParams, type AuthNotice } from './auth-notices';
import { CredentialsForm, type CredentialsValues } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { NoticeAlert } from './notice-alert';
import { TwoFactorForm } from './two-factor-form';
import { useSignIn, useSignUp } from './use-auth-actions';

type Step = 'signIn' | 'signUp' | 'twoFactor' | 'forgotPassword';

const DESCRIPTION = 'Access your lender operating system dashboard';

/** /auth: sign in and create account (SPEC §2 "Sign-in page", §8 "Sign-in"). */
export default function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the address is cleaned after an email confirmation, the notice stays.
  const [initial] = useState(() => {
    const params = readAuthParams(location);
    return { notice: noticeFromParams(params), welcome: isEmailConfirmed(params), invite: searchParams.get('invite') ?? undefined };
  });
  const [step, setStep] = useState<Step>(initial.invite ? 'signUp' : 'signIn');
  const [notice, setNotice] = useState<AuthNotice | null>(
    initial.notice ?? (initial.invite ? { variant: 'info', text: 'You have been invited. Create your account to join your team.' } : null),
  );
  const signIn = useSignIn();
  const signUp = useSignUp();

  useEffect(() => {
    if (initial.welcome) void navigate('/auth', { replace: true });
  }, [initial.welcome, navigate]);

  const submitCredentials = (values: CredentialsValues) => {
    if (step === 'signUp') {
      signUp.mutate(
        { ...values, invitationToken: initial.invite },
        {
          onSuccess: (outcome) => {
            if (outcome !== 'confirm-email') return;
            setNotice({
              variant: 'info',
              text: `We sent a confirmation link to ${values.email.trim()}. Please check your email and click the link to confirm your account, then sign in.`,
            });
            setStep('signIn');
          },
        },
      );
    } else {
      signIn.mutate(
        { email: values.email.trim(), password: values.password },
        { onSuccess: (outcome) => outcome === 'two-factor' && setStep('twoFactor') },
      );
    }
  };

  const heading = initial.welcome ? 'Welcome!' : 'Lender OS';

  return (
    <AuthShell heading={heading} description={DESCRIPTION}>
      {notice && <NoticeAlert notice={notice} />}
      {step === 'twoFactor' && <TwoFactorForm onCancel={() => setStep('signIn')} />}
      {step === 'forgotPassword' && <ForgotPasswordForm onDone={() => setStep('signIn')} />}
      {(step === 'signIn' || step === 'signUp') && (
        <>
          <CredentialsForm
            key={step}
            mode={step}
            busy={signIn.isPending || signUp.isPending}
            onSubmit={submitCredentials}
            onForgotPassword={() => setStep('forgotPassword')}
          />
          <Button type="button" variant="link" onClick={() => setStep(step === 'signUp' ? 'signIn' : 'signUp')}>
            {step === 'signUp' ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
          </Button>
        </>
      )}
    </AuthShell>
  );
}
