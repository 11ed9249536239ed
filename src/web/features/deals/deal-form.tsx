import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { DealFormValues } from '@core/deals/form-fields';
import { buildDealRecord } from '@core/deals/save-rules';
import { validateDeal } from '@core/deals/validation';
import { dealCreatedMessage, UNEXPECTED_ERROR_MESSAGE } from '@core/db-errors';
import { LOAN_NUMBER_HINT } from '@core/limits';
import type { Deal } from '@core/schemas/deals';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useCreateDeal } from './api/deals';
import { errorToastOptions } from '@web/lib/plan-limit';
import { BorrowerSection } from './deal-form/borrower-section';
import { CalculationsSection } from './deal-form/calculations-section';
import { FieldGrid, FormSection, TextField } from './deal-form/deal-fields';
import { dealFormDefaults } from './deal-form/deal-form-defaults';
import { DealFormMetaContext, type DealFormMeta } from './deal-form/deal-form-meta';
import { dealFormResolver } from './deal-form/deal-form-resolver';
import { LoanPropertySection, loanTypeOptions } from './deal-form/loan-property-section';

export interface DealFormProps {
  /**
   * Values to start from (e.g. cleaned AI extraction), laid over the defaults (Individual, 12 months, rate 0).
   * Read once when the form mounts: give the form a new `key` to start over with other values.
   */
  initialValues?: Partial<DealFormValues>;
  /** AI confidence per field (0-1). A High / Medium / Low marker shows beside each prefilled field that has one. */
  confidence?: Partial<Record<keyof DealFormValues, number>>;
  /** Called with the created deal after the 'Success' toast; the form has been reset by then. */
  onCreated?: (deal: Deal) => void;
  /** When given, a 'Cancel' button sits beside 'Create Deal' and calls it. */
  onCancel?: () => void;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/**
 * The deal form of SPEC §2 (sections Loan Number, Borrower Information, Loan & Property Details, Automated
 * Calculations). Submitting checks SPEC §5's rules in order (first failure as an 'Error' toast, every failure
 * under its field), builds the POST body with the save rules and creates the deal.
 */
export function DealForm({ initialValues, confidence, onCreated, onCancel }: DealFormProps) {
  const idPrefix = `deal-form${useId().replace(/:/g, '')}`;
  const [defaults] = useState(() => dealFormDefaults(initialValues));
  const form = useForm<DealFormValues>({ defaultValues: defaults, resolver: dealFormResolver });
  const createDeal = useCreateDeal();

  const meta = useMemo<DealFormMeta>(() => {
    const prefilled = Object.fromEntries(
      Object.entries(confidence ?? {}).filter(([field]) => {
        const value = initialValues?.[field as keyof DealFormValues];
        return value !== undefined && value !== '' && value !== false;
      }),
    );
    return { idPrefix, confidence: prefilled };
  }, [idPrefix, confidence, initialValues]);

  const submit = form.handleSubmit(
    (values) => {
      createDeal.mutate(buildDealRecord(values), {
        onSuccess: (deal) => {
          toast.success('Success', { description: dealCreatedMessage(deal.id, deal.monthly_payment_calculated) });
          form.reset(dealFormDefaults());
          onCreated?.(deal);
        },
        onError: (error) => toast.error('Error', errorToastOptions(error, errorText(error))),
      });
    },
    () => toast.error('Error', { description: validateDeal(form.getValues()) ?? UNEXPECTED_ERROR_MESSAGE }),
  );

  return (
    <FormProvider {...form}>
      <DealFormMetaContext.Provider value={meta}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Deal">
          <FormSection title="Loan Number">
            <FieldGrid>
              <TextField
                name="loan_number"
                label="Loan Number"
                placeholder={LOAN_NUMBER_HINT}
                hint={`${LOAN_NUMBER_HINT}; generated automatically if left blank`}
                inputMode="numeric"
              />
            </FieldGrid>
          </FormSection>
          <BorrowerSection />
          <LoanPropertySection loanTypes={loanTypeOptions(defaults.loan_type)} />
          <CalculationsSection />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={createDeal.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={createDeal.isPending}>
              {createDeal.isPending ? 'Creating Deal...' : 'Create Deal'}
            </Button>
          </div>
        </form>
      </DealFormMetaContext.Provider>
    </FormProvider>
  );
}
