import { roleDeniedMessage } from '@core/permissions';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';

/** A page the signed-in role may not use: its title and SPEC's "Your role (…) doesn't have permission to …". */
export function RoleDeniedPage({ title, role, action }: { title: string; role: string | undefined; action: string }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} />
      <Alert variant="destructive">
        <AlertDescription>{roleDeniedMessage(role ?? 'user', action).description}</AlertDescription>
      </Alert>
    </div>
  );
}
