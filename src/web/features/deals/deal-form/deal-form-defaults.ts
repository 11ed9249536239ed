import { toIsoDate } from '@core/deals/calculations';
import { emptyDealForm, type DealFormValues } from '@core/deals/form-fields';

const DATE_FIELDS = [
  'estimated_closing_date',
  'borrower_date_of_birth',
  'co_borrower_date_of_birth',
  'loi_date',
  'doc_draw_date',
  'notary_date',
] as const satisfies readonly (keyof DealFormValues)[];

/**
 * The form's starting values: SPEC defaults (Individual, 12 months, rate 0) under the prefilled ones. Prefilled
 * dates are normalised to 'YYYY-MM-DD' where they can be ('3/15/2026'), as date inputs show nothing else.
 */
export function dealFormDefaults(initialValues: Partial<DealFormValues> = {}): DealFormValues {
  const values = { ...emptyDealForm(), ...initialValues };
  for (const field of DATE_FIELDS) values[field] = toIsoDate(values[field]) ?? values[field];
  return values;
}
