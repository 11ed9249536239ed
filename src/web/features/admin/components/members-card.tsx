import { toast } from 'sonner';
import { roleDisplayName, type Role } from '@core/permissions';
import type { Member } from '@core/schemas/users';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { displayName } from '@web/layout/user-identity';
import type { Session } from '@web/lib/use-session';
import { useMembers, useUpdateMember } from '../api/members';
import { RoleOptions } from './role-options';
import { SwitchControl } from '@web/components/ui/switch-control';

/** Members of the organization: change a role, activate or deactivate (manage_users). */
export function MembersCard({ session }: { session: Session }) {
  const members = useMembers();
  const update = useUpdateMember();
  const callerIsSuperAdmin = session.profile.role === 'super_admin';

  const change = (member: Member, patch: { role?: Role; is_active?: boolean }) => {
    const name = displayName(member);
    update.mutate(
      { id: member.id, ...patch },
      {
        onSuccess: (updated) => {
          if (patch.role) toast.success('Role updated', { description: `${name} is now ${roleDisplayName(updated.role)}.` });
          else toast.success(updated.is_active ? 'User activated' : 'User deactivated', { description: name });
        },
        onError: (error) => toast.error('Update failed', { description: error.message }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>Everyone in {session.organization.name}. Role changes are recorded in the audit trail.</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : members.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {members.error.message}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Two-factor</TableHead>
                <TableHead>Active</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.data.map((member) => {
                const name = displayName(member);
                const isSelf = member.id === session.user.id;
                const locked = isSelf || (member.role === 'super_admin' && !callerIsSuperAdmin);
                const busy = update.isPending && update.variables.id === member.id;
                return (
                  <TableRow key={member.id}>
                    <TableCell className="font-medium">
                      <span className="flex items-center gap-2">
                        {name}
                        {isSelf && <span className="text-xs text-muted-foreground">(you)</span>}
                        {!member.is_active && <Badge variant="destructive">Inactive</Badge>}
                      </span>
                    </TableCell>
                    <TableCell>{member.email}</TableCell>
                    <TableCell className="min-w-44">
                      <NativeSelect
                        aria-label={`Role of ${name}`}
                        value={member.role}
                        disabled={locked || busy}
                        onChange={(event) => change(member, { role: event.target.value as Role })}
                      >
                        <RoleOptions includeSuperAdmin={callerIsSuperAdmin || member.role === 'super_admin'} />
                      </NativeSelect>
                    </TableCell>
                    <TableCell>{member.two_factor_enabled ? 'On' : 'Off'}</TableCell>
                    <TableCell>
                      <SwitchControl
                        aria-label={`Active: ${name}`}
                        checked={member.is_active}
                        disabled={locked || busy}
                        onCheckedChange={(checked) => change(member, { is_active: checked })}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
