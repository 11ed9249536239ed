import { PageHeader } from '@web/components/page-header';
import { IntakeSettingsCard } from './components/intake-settings-card';
import { PendingFiles } from './components/pending-files';
import { ProcessingLog } from './components/processing-log';

/** Email Files (SPEC §2): the pending files with view, approve, reject, assign and cleanup, and the processing log. */
export default function EmailFilesPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Email Files" description="Files received by email, waiting to be approved into a deal." />
      <PendingFiles />
      <ProcessingLog />
      <IntakeSettingsCard kind="email" />
    </div>
  );
}
