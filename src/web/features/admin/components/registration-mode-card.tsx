import { toast } from 'sonner';
import type { RegistrationMode } from '@core/schemas/users';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import type { Session } from '@web/lib/use-session';
import { useUpdateOrganizationSettings } from '../api/organization-settings';
import { SwitchControl } from '@web/components/ui/switch-control';

/** Open registration or invitation only (edit_system_settings); the server enforces it at sign-up. */
export function RegistrationModeCard({ session }: { session: Session }) {
  const update = useUpdateOrganizationSettings();
  const inviteOnly = session.organization.registration_mode === 'invite_only';

  const setMode = (mode: RegistrationMode) =>
    update.mutate(
      { registration_mode: mode },
      {
        onSuccess: () =>
          toast.success('Registration updated', {
            description: mode === 'invite_only' ? 'Only invited people can now create an account.' : 'Anyone can now create an account.',
          }),
        onError: (error) => toast.error('Update failed', { description: error.message }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Registration</CardTitle>
        <CardDescription>
          {inviteOnly
            ? 'Invitation only: people need an invitation from an administrator to create an account.'
            : 'Open: anyone can create an account and joins with the User role.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <SwitchControl
          id="registration-invite-only"
          checked={inviteOnly}
          disabled={update.isPending}
          onCheckedChange={(checked) => setMode(checked ? 'invite_only' : 'open')}
        />
        <Label htmlFor="registration-invite-only">Registration by invitation only</Label>
      </CardContent>
    </Card>
  );
}
