import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import type { AuthNotice } from './auth-notices';

export function NoticeAlert({ notice }: { notice: AuthNotice }) {
  const Icon = notice.variant === 'success' ? CircleCheck : notice.variant === 'info' ? Info : TriangleAlert;
  return (
    <Alert variant={notice.variant} data-notice={notice.variant}>
      <Icon aria-hidden="true" />
      <AlertDescription>{notice.text}</AlertDescription>
    </Alert>
  );
}
