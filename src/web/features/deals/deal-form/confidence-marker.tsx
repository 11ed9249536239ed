import { confidenceBand, type ConfidenceBand } from '@core/extraction';
import { cn } from '@web/lib/utils';

const BAND_LABEL: Record<ConfidenceBand, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const BAND_CLASS: Record<ConfidenceBand, string> = {
  high: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  low: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** A small 'High' / 'Medium' / 'Low' chip beside a field the AI prefilled (bands of SPEC §9). */
export function ConfidenceMarker({ value }: { value: number }) {
  const band = confidenceBand(value);
  const percent = Math.round(value * 100);
  return (
    <span
      data-confidence={band}
      title={`AI confidence ${percent}%`}
      className={cn('rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wide uppercase', BAND_CLASS[band])}
    >
      {BAND_LABEL[band]}
      <span className="sr-only"> confidence ({percent}%)</span>
    </span>
  );
}
