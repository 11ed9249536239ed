import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

interface SectionCardProps {
  id: string;
  title: string;
  description: string;
  /** CSV download links of the section's tables: label → address. */
  exports: { label: string; href: string }[];
  children: ReactNode;
}

/** One part of the page: a titled card with its CSV exports, then its charts and tables. */
export function SectionCard({ id, title, description, exports, children }: SectionCardProps) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" data-testid={`section-${id}`} className="break-inside-avoid">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {exports.map((e) => (
            <Button key={e.href} variant="outline" size="sm" asChild>
              <a href={e.href} download>
                <Download aria-hidden="true" />
                {e.label}
              </a>
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}

/** Chart and table side by side on wide screens, the table always present for reading and copying. */
export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="grid items-start gap-6 2xl:grid-cols-2">
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">{table}</div>
    </div>
  );
}

export function SectionSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-label="Loading...">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

export const ChartFallback = () => <Skeleton className="h-72 w-full" />;
