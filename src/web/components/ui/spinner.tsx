import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** The 'Loading...' placeholder of SPEC §2: a spinner and the text. */
export function LoadingIndicator({ className, fullScreen = false }: { className?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 p-8 text-muted-foreground', fullScreen && 'min-h-screen', className)}
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
