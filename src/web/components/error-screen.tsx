import { TriangleAlert } from 'lucide-react';
import { Button } from '@web/components/ui/button';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error.length > 0) return error;
  return 'An unexpected error occurred';
}

/** The top-level error screen of SPEC §2. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground">{errorMessage(error)}</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </div>
    </main>
  );
}

