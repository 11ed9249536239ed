import type { ReactNode } from 'react';
import { FileWarning } from 'lucide-react';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { cn } from '@web/lib/utils';
import { ConfidenceMarker } from '../deals/deal-form/confidence-marker';
import { summariseAnalysis } from './analysis-summary';
import { fieldLabel } from './field-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Figure({ name, label, value }: { name: string; label: string; value: ReactNode }) {
  return (
    <div data-summary={name} className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

function NoDataExtracted() {
  return (
    <Alert variant="warning">
      <FileWarning aria-hidden="true" />
      <AlertTitle>No Data Extracted</AlertTitle>
      <AlertDescription>
        <p>No deal information could be read from this document. Possible causes:</p>
        <ul className="ml-4 list-disc">
          <li>It is a photo or a scan without readable text.</li>
          <li>The scan is blurred, rotated or too low in resolution.</li>
          <li>It is not a loan document (term sheet, LOI, loan application, purchase contract, appraisal…).</li>
          <li>The loan terms are on pages that were not included.</li>
        </ul>
        <p>You can still create the deal manually.</p>
      </AlertDescription>
    </Alert>
  );
}

interface AnalysisReviewStepProps {
  analysis: DocumentAnalysis;
  onProceed: () => void;
  onCancel: () => void;
}

/** Step 1 of 'Create Deal from Document' (SPEC §2): what the analysis found, and how sure it is. */
export function AnalysisReviewStep({ analysis, onProceed, onCancel }: AnalysisReviewStepProps) {
  const summary = summariseAnalysis(analysis);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure name="document-type" label="Document Type" value={analysis.documentType} />
        <Figure name="fields" label="Fields Extracted" value={summary.fieldCount} />
        <Figure name="high" label="High Confidence" value={summary.bands.high} />
        <Figure name="medium" label="Medium Confidence" value={summary.bands.medium} />
        <Figure name="low" label="Low Confidence" value={summary.bands.low} />
      </dl>

      {analysis.additionalNotes && (
        <Section title="Additional Notes">
          <p data-testid="analysis-notes" className={cn('text-sm', summary.notesReportFailure ? 'text-destructive' : 'text-muted-foreground')}>
            {analysis.additionalNotes}
          </p>
        </Section>
      )}

      {analysis.missingFields.length > 0 && (
        <Section title="Missing Fields">
          <ul aria-label="Missing fields" className="flex flex-wrap gap-1.5">
            {analysis.missingFields.map((field) => (
              <li key={field} className="rounded-md border px-2 py-0.5 text-xs">
                {fieldLabel(field)}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {summary.fieldCount === 0 ? (
        <NoDataExtracted />
      ) : (
        <Section title="Extracted Data Preview">
          <dl aria-label="Extracted fields" className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {summary.previewFields.map((item) => (
              <div key={item.field} data-field={item.field} className="flex flex-col border-b pb-1.5">
                <dt className="flex items-center gap-2 text-xs text-muted-foreground">
                  {item.label}
                  {item.confidence !== null && <ConfidenceMarker value={item.confidence} />}
                </dt>
                <dd className="text-sm break-words">{item.value}</dd>
              </div>
            ))}
          </dl>
          {summary.moreFields > 0 && <p className="text-sm text-muted-foreground">...and {summary.moreFields} more fields</p>}
        </Section>
      )}

      <Section title="What happens next">
        <p className="text-sm text-muted-foreground">
          {summary.fieldCount > 0
            ? 'The deal form opens with the extracted values filled in. Each prefilled field shows its confidence: check the medium and low ones against the document, complete what is missing, then create the deal. The document is attached to the new deal.'
            : 'The deal form opens empty: enter the deal from the document yourself. The document is attached to the new deal.'}
        </p>
      </Section>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onProceed}>{summary.fieldCount > 0 ? `Review & Edit Deal (${summary.fieldCount} fields)` : 'Create Deal Manually'}</Button>
      </DialogFooter>
    </div>
  );
}
