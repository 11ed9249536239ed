import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/**
 * `scrollLabel` names a table that may be wider than its place: its scrolling container then takes keyboard
 * focus, so it can be scrolled without a mouse.
 */
export function Table({ className, scrollLabel, ...props }: ComponentProps<'table'> & { scrollLabel?: string }) {
  const scrollable = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto" {...scrollable}>
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th data-slot="table-head" className={cn('h-10 px-2 text-left align-middle font-medium whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('p-2 align-middle whitespace-nowrap', className)} {...props} />;
}
