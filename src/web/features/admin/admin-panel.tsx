import { useSession } from '@web/lib/use-session';
import { InvitationsCard } from './components/invitations-card';
import { MembersCard } from './components/members-card';
import { RegistrationModeCard } from './components/registration-mode-card';

/**
 * The Admin Panel (/settings?tab=admin): users, invitations (manage_users) and the registration mode
 * (edit_system_settings). It shows only what the server would allow the caller.
 */
export function AdminPanel() {
  const { session } = useSession();
  if (!session) return null;
  const can = (permission: string) => session.permissions.includes(permission);
  if (!can('manage_users') && !can('edit_system_settings')) {
    return <p className="text-sm text-muted-foreground">You don&apos;t have permission to manage users.</p>;
  }
  return (
    <div className="mt-4 flex flex-col gap-6">
      {can('edit_system_settings') && <RegistrationModeCard session={session} />}
      {can('manage_users') && (
        <>
          <InvitationsCard canInviteSuperAdmin={session.profile.role === 'super_admin'} />
          <MembersCard session={session} />
        </>
      )}
    </div>
  );
}
