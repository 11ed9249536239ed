import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDeviceSessions, useSignOutOtherDevices } from './api/sessions';
import { describeDevice } from './describe-device';

/** Signed-in devices, and 'Sign out everywhere else' for a lost laptop or a shared computer. */
export function SessionsCard() {
  const sessions = useDeviceSessions();
  const signOutOthers = useSignOutOtherDevices();
  const count = sessions.data?.length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>
          {sessions.isPending ? 'Loading...' : `You are signed in on ${count} device${count === 1 ? '' : 's'}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isError && <p className="text-sm text-destructive">{sessions.error.message}</p>}
        <ul className="flex flex-col gap-1 text-sm">
          {sessions.data?.map((s) => (
            <li key={s.id}>
              {describeDevice(s.userAgent)} · last active {new Date(s.updatedAt).toLocaleString()}
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="outline"
            disabled={signOutOthers.isPending || count < 2}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: () => toast.success('Signed out everywhere else', { description: 'Your other devices are signed out.' }),
                onError: (error) => toast.error('Sign out failed', { description: error.message }),
              })
            }
          >
            {signOutOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
