import { isAdmin } from '@core/permissions';
import { PageHeader } from '@web/components/page-header';
import { useIntakeSettings } from '@web/features/email-files/api/email-files';
import { IntakeSettingsCard } from '@web/features/email-files/components/intake-settings-card';
import { useSession } from '@web/lib/use-session';
import { ApprovedInquiries } from './components/approved-inquiries';
import { PendingInquiries } from './components/pending-inquiries';

/** Inquiries (SPEC §2): the pending queue (approve with attachment transfer, or reject) and approved inquiries. */
export default function InquiriesPage() {
  const { session } = useSession();
  const settings = useIntakeSettings(isAdmin(session?.profile.role));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Inquiries" description="Pending inquiries to approve or reject." />
      <PendingInquiries />
      <ApprovedInquiries />
      {settings.data && <IntakeSettingsCard settings={settings.data} kind="inquiries" />}
    </div>
  );
}
