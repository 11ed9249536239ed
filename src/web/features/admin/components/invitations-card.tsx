import { toast } from 'sonner';
import { roleDisplayName } from '@core/permissions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { InviteForm } from './invite-form';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Invite someone, and the invitations still open (revocable). */
export function InvitationsCard({ canInviteSuperAdmin }: { canInviteSuperAdmin: boolean }) {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  const onRevoke = (id: string, email: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success('Invitation revoked', { description: `The link sent to ${email} no longer works.` }),
      onError: (error) => toast.error('Revoke failed', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>The invitee signs up through the emailed link and joins with the role you choose. Links last 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <InviteForm canInviteSuperAdmin={canInviteSuperAdmin} />
        <section aria-labelledby="open-invitations-heading" className="flex flex-col gap-2">
          <h3 id="open-invitations-heading" className="text-sm font-medium">
            Open invitations
          </h3>
          {invitations.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : invitations.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {invitations.error.message}
            </p>
          ) : invitations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No open invitations.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invitations.data.map((invitation) => (
                  <TableRow key={invitation.id}>
                    <TableCell>{invitation.email}</TableCell>
                    <TableCell>{roleDisplayName(invitation.role)}</TableCell>
                    <TableCell>{dateFormat.format(new Date(invitation.expires_at))}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Revoke invitation for ${invitation.email}`}
                        disabled={revoke.isPending && revoke.variables === invitation.id}
                        onClick={() => onRevoke(invitation.id, invitation.email)}
                      >
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
