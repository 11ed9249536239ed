import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { ALL_LOAN_TYPES, DEAL_STATUSES } from '@core/deals/form-fields';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { DEAL_SORTS, DEFAULT_DEAL_SORT, type DealFilters } from '../api/deal-filters';
import { officerName, useOfficers } from '../api/officers';
import { useStages } from '../api/stages';

interface DealFiltersBarProps {
  filters: DealFilters;
  onChange: (changes: Partial<DealFilters>) => void;
  /** The board's columns are the stages, so it hides the stage filter. */
  showStage: boolean;
}

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-36 flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

export function DealFiltersBar({ filters, onChange, showStage }: DealFiltersBarProps) {
  const stages = useStages();
  const officers = useOfficers();
  const active = Object.entries(filters).some(([key, value]) => value && !(key === 'sort' && value === DEFAULT_DEAL_SORT));

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter deals">
      <div className="flex min-w-64 flex-1 flex-col gap-1.5">
        <Label htmlFor="deal-search" className="text-xs text-muted-foreground">
          Search deals
        </Label>
        <DebouncedSearchInput
          id="deal-search"
          placeholder="ID, borrower, address or email"
          value={filters.q}
          onSearch={(q) => onChange({ q })}
        />
      </div>
      {showStage && (
        <FilterField id="deal-filter-stage" label="Stage">
          <NativeSelect id="deal-filter-stage" value={filters.stage} onChange={(e) => onChange({ stage: e.target.value })}>
            <option value="">All stages</option>
            {stages.data?.map((stage) => (
              <option key={stage.id} value={stage.name}>
                {stage.name}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      )}
      <FilterField id="deal-filter-status" label="Status">
        <NativeSelect id="deal-filter-status" value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">All statuses</option>
          {DEAL_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id="deal-filter-loan-type" label="Loan type">
        <NativeSelect id="deal-filter-loan-type" value={filters.loan_type} onChange={(e) => onChange({ loan_type: e.target.value })}>
          <option value="">All loan types</option>
          {ALL_LOAN_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id="deal-filter-officer" label="Officer">
        <NativeSelect id="deal-filter-officer" value={filters.officer} onChange={(e) => onChange({ officer: e.target.value })}>
          <option value="">All officers</option>
          {officers.data?.map((officer) => (
            <option key={officer.id} value={officer.id}>
              {officerName(officer)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id="deal-filter-closing-from" label="Closing from">
        <Input
          id="deal-filter-closing-from"
          type="date"
          value={filters.closing_from}
          max={filters.closing_to || undefined}
          onChange={(e) => onChange({ closing_from: e.target.value })}
        />
      </FilterField>
      <FilterField id="deal-filter-closing-to" label="Closing to">
        <Input
          id="deal-filter-closing-to"
          type="date"
          value={filters.closing_to}
          min={filters.closing_from || undefined}
          onChange={(e) => onChange({ closing_to: e.target.value })}
        />
      </FilterField>
      <FilterField id="deal-sort" label="Sort by">
        <NativeSelect id="deal-sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {DEAL_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      {active && (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({ q: '', stage: '', status: '', loan_type: '', officer: '', closing_from: '', closing_to: '', sort: DEFAULT_DEAL_SORT })
          }
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
