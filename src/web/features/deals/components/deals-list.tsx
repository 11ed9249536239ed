import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import type { DealFilters } from '../api/deal-filters';
import { useDealsInfinite } from '../api/deals';
import { EMPTY, formatDay, formatMoney } from '../format-display';
import { DealStatusBadge } from './deal-status-badge';

const ROW_HEIGHT = 52;
/** Ask for the next page while this many loaded rows are still below the viewport. */
const PREFETCH_ROWS = 25;
const COLUMNS = 'grid grid-cols-[10rem_minmax(9rem,1fr)_minmax(12rem,1.5fr)_8rem_9rem_8rem_6rem_8rem] items-center gap-3 px-3';
const HEADERS = ['Deal ID', 'Borrower', 'Property', 'Loan Amount', 'Loan Type', 'Stage', 'Status', 'Closing'];

/**
 * Every deal matching the filters in one scrolling table. Only the rows in view are rendered (TanStack Virtual)
 * and pages of 50 are fetched from the server as the user nears the end, so 10,000 deals scroll smoothly.
 */
export function DealsList({ filters }: { filters: DealFilters }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useDealsInfinite(filters);
  const deals = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: hasNextPage ? deals.length + 1 : deals.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= deals.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, deals.length, fetchNextPage]);

  if (isPending) return <LoadingIndicator />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 1 ? '1 deal' : `${total.toLocaleString('en-US')} deals`}
      </p>
      <div role="table" aria-label="Deals" aria-rowcount={total + 1} className="overflow-x-auto rounded-lg border">
        <div className="min-w-[68rem]">
          <div role="rowgroup" className="border-b bg-muted/50">
            <div role="row" aria-rowindex={1} className={`${COLUMNS} h-10 text-xs font-medium text-muted-foreground`}>
              {HEADERS.map((header) => (
                <div role="columnheader" key={header}>
                  {header}
                </div>
              ))}
            </div>
          </div>
          <div ref={scrollRef} role="rowgroup" className="h-[65vh] overflow-y-auto" data-testid="deals-scroll">
            {deals.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">No deals match these filters.</p>
            ) : (
              <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
                {rows.map((row) => {
                  const deal = deals[row.index];
                  return (
                    <div
                      key={row.key}
                      role="row"
                      aria-rowindex={row.index + 2}
                      className={`${COLUMNS} absolute top-0 left-0 w-full border-b text-sm hover:bg-muted/50`}
                      style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                    >
                      {deal ? (
                        <>
                          <div role="cell" className="truncate font-medium">
                            <Link to={`/deals/${encodeURIComponent(deal.id)}`} className="text-primary hover:underline">
                              {deal.id}
                            </Link>
                          </div>
                          <div role="cell" className="truncate">
                            {deal.borrower_name}
                          </div>
                          <div role="cell" className="truncate" title={deal.property_address}>
                            {deal.property_address}
                          </div>
                          <div role="cell" className="tabular-nums">
                            {formatMoney(deal.loan_amount)}
                          </div>
                          <div role="cell" className="truncate">
                            {deal.loan_type}
                          </div>
                          <div role="cell" className="truncate">
                            {deal.stage}
                          </div>
                          <div role="cell">
                            <DealStatusBadge status={deal.status} />
                          </div>
                          <div role="cell">{deal.estimated_closing_date ? formatDay(deal.estimated_closing_date) : EMPTY}</div>
                        </>
                      ) : (
                        <div role="cell" className="col-span-full text-muted-foreground">
                          Loading...
                        </div>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
