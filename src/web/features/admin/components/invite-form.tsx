import { useState } from 'react';
import { Link } from 'react-router';
import { errorToastOptions, upgradeUrlOf } from '@web/lib/plan-limit';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Role } from '@core/permissions';
import { invitationCreateSchema, type InvitationCreate } from '@core/schemas/users';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api';
import { useInviteMember } from '../api/invitations';
import { RoleOptions } from './role-options';

interface InviteFormValues {
  email: string;
  role: Role;
}

/** Invite an email address with a role; the server mails the sign-up link. */
export function InviteForm({ canInviteSuperAdmin }: { canInviteSuperAdmin: boolean }) {
  const form = useForm<InviteFormValues, unknown, InvitationCreate>({
    defaultValues: { email: '', role: 'user' },
    resolver: zodResolver(invitationCreateSchema),
  });
  const invite = useInviteMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [upgradeUrl, setUpgradeUrl] = useState<string | undefined>();
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success('Invitation sent', { description: `We emailed an invitation link to ${invitation.email}.` });
        form.reset({ email: '', role: values.role });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
        setUpgradeUrl(upgradeUrlOf(error));
        toast.error('Invitation failed', errorToastOptions(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Invite a user">
      {refusal && (
        <Alert variant="destructive">
          <AlertDescription>
            {refusal}
            {upgradeUrl && (
              <Link to={upgradeUrl} className="font-medium underline underline-offset-4">
                Upgrade plan
              </Link>
            )}
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="invite-email">Email</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'invite-email-error' : undefined}
            {...form.register('email')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect id="invite-role" {...form.register('role')}>
            <RoleOptions includeSuperAdmin={canInviteSuperAdmin} />
          </NativeSelect>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Please wait...' : 'Send Invitation'}
        </Button>
      </div>
      {emailError && (
        <p id="invite-email-error" className="text-xs font-medium text-destructive">
          {emailError}
        </p>
      )}
    </form>
  );
}
