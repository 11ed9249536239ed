import type { FieldErrors, Resolver } from 'react-hook-form';
import type { DealFormValues } from '@core/deals/form-fields';
import { validateDealAll } from '@core/deals/validation';

/** react-hook-form runs SPEC §5's deal submission rules (src/core) and shows each failure under its field. */
export const dealFormResolver: Resolver<DealFormValues> = (values) => {
  const issues = validateDealAll(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<DealFormValues> = {};
  for (const { field, message } of issues) {
    errors[field] ??= { type: 'validate', message };
  }
  return { values: {}, errors };
};
