import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { AdminPanel } from '@web/features/admin/admin-panel';

/** /settings (organization settings). `?tab=admin` is where the user menu's 'Admin Panel' lands. */
export default function SettingsPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return (
    <>
      <PageHeader title="Settings" description="Settings of your organization." />
      {tab === 'admin' && (
        <section aria-labelledby="admin-panel-heading">
          <h2 id="admin-panel-heading" className="text-lg font-semibold">
            Admin Panel
          </h2>
          <AdminPanel />
        </section>
      )}
    </>
  );
}
