import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

/** The dashboard could not load: the server's message and a way to try again. */
export function DashboardError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert variant="destructive" data-testid="dashboard-error">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>The dashboard could not be loaded</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>{message}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
