import { ROLES, hasPermission, roleDisplayName } from '@core/permissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { Session, SessionOrganization } from '@web/lib/use-session';
import { OrganizationForm } from './organization-form';

const SETTINGS_EDITORS = ROLES.filter((role) => hasPermission(role, 'edit_system_settings')).map(roleDisplayName);

/** The 'Organization' tab: editable with edit_system_settings, read-only for everyone else. */
export function OrganizationTab({ session }: { session: Session }) {
  const canEdit = session.permissions.includes('edit_system_settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization</CardTitle>
        <CardDescription>How your organization is named in the app and in deal ids.</CardDescription>
      </CardHeader>
      <CardContent>
        {canEdit ? <OrganizationForm organization={session.organization} /> : <OrganizationDetails organization={session.organization} />}
      </CardContent>
    </Card>
  );
}

function OrganizationDetails({ organization }: { organization: SessionOrganization }) {
  const rows = [
    ['Organization name', organization.name],
    ['Short name', organization.short_name],
    ['Deal id prefix', organization.deal_id_prefix],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">Only the {SETTINGS_EDITORS.join(' or ')} role can change these settings.</p>
    </div>
  );
}
