import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

interface DashboardCardProps {
  id: string;
  title: string;
  description?: string;
  /** A 'View all' style link in the header. */
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** One dashboard section: a card labelled by its heading, so screen readers list it as a region. */
export function DashboardCard({ id, title, description, link, className, children }: DashboardCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card className={cn('gap-4', className)}>
      <section aria-labelledby={headingId} data-testid={id} className="flex flex-col gap-4">
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={headingId}>{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {link && (
            <Link to={link.to} className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline">
              {link.label}
            </Link>
          )}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
