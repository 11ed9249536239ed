import { Skeleton } from '@web/components/ui/skeleton';

function CardSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-4 rounded-xl border bg-card p-6 ${className ?? ''}`}>
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The dashboard's shape while its numbers load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex flex-col gap-6" data-testid="dashboard-loading">
      <span className="sr-only">Loading...</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <CardSkeleton rows={5} className="xl:col-span-2" />
        <CardSkeleton rows={3} />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <CardSkeleton rows={3} />
        <CardSkeleton rows={3} />
        <CardSkeleton rows={3} />
      </div>
    </div>
  );
}
