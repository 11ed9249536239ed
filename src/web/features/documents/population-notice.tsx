import { RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { fieldLabel } from './field-labels';
import { skipReasonText, type Population } from './form-population';

/** SPEC §2 step 2: fields attempted, fields skipped for validation, and a retry. */
export function PopulationNotice({ population, onRetry }: { population: Population; onRetry: () => void }) {
  const { attempted, populated, skipped } = population;
  return (
    <Alert variant={skipped.length > 0 ? 'warning' : 'info'} data-testid="population-notice">
      <AlertTitle>Form populated from the document</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>
          Fields attempted: {attempted.length} · Populated: {populated.length} · Skipped for validation: {skipped.length}
        </p>
        {skipped.length > 0 && (
          <ul aria-label="Skipped fields" className="ml-4 list-disc">
            {skipped.map(({ field, reason }) => (
              <li key={field}>
                {fieldLabel(field)}: {skipReasonText(reason)}
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry Population
        </Button>
      </AlertDescription>
    </Alert>
  );
}
