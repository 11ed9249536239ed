import { PageHeader } from '@web/components/page-header';
import { IntakeSettingsCard } from '@web/features/email-files/components/intake-settings-card';
import { ApprovedInquiries } from './components/approved-inquiries';
import { PendingInquiries } from './components/pending-inquiries';

/** Inquiries (SPEC §2): the pending queue (approve with attachment transfer, or reject) and approved inquiries. */
export default function InquiriesPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Inquiries" description="Pending inquiries to approve or reject." />
      <PendingInquiries />
      <ApprovedInquiries />
      <IntakeSettingsCard kind="inquiries" />
    </div>
  );
}
