import { useSearchParams } from 'react-router';
import { isAdmin } from '@core/permissions';
import { canManageTasks } from '@core/tasks';
import { PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPanel } from '@web/features/admin/admin-panel';
import { ChecklistsTab } from '@web/features/tasks/components/checklists-tab';
import { useSession } from '@web/lib/use-session';
import { OrganizationTab } from './components/organization-tab';
import { PipelineTab } from './components/pipeline-tab';

type SettingsTab = 'pipeline' | 'organization' | 'checklists' | 'admin';

/**
 * /settings: the pipeline, the organization, (staff) condition checklists and (admins only) the Admin Panel, one tab each; the open tab is
 * `?tab=` so it can be linked (the user menu's 'Admin Panel' opens `?tab=admin`).
 */
export default function SettingsPage() {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return null;

  const admin = isAdmin(session.profile.role);
  const checklists = canManageTasks(session.profile.role);
  const requested = params.get('tab');
  const tab: SettingsTab =
    requested === 'organization' || (requested === 'admin' && admin) || (requested === 'checklists' && checklists) ? requested : 'pipeline';

  const open = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Settings" description="Settings of your organization." />
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
          <TabsTrigger value="organization">Organization</TabsTrigger>
          {checklists && <TabsTrigger value="checklists">Checklists</TabsTrigger>}
          {admin && <TabsTrigger value="admin">Admin Panel</TabsTrigger>}
        </TabsList>
        <TabsContent value="pipeline" className="mt-2">
          <PipelineTab canEdit={session.permissions.includes('edit_system_settings')} />
        </TabsContent>
        <TabsContent value="organization" className="mt-2">
          <OrganizationTab session={session} />
        </TabsContent>
        {checklists && (
          <TabsContent value="checklists" className="mt-2">
            <ChecklistsTab canEdit={session.permissions.includes('edit_system_settings')} />
          </TabsContent>
        )}
        {admin && (
          <TabsContent value="admin" className="mt-2">
            <section aria-labelledby="admin-panel-heading">
              <h2 id="admin-panel-heading" className="text-lg font-semibold">
                Admin Panel
              </h2>
              <AdminPanel />
            </section>
          </TabsContent>
        )}
      </Tabs>
    </>
  );
}
