// SPEC §5 "AI-extracted data cleaning" and §8 "Form population": from an analysis to the deal form's starting
// values, with every field that could not be used and why.
import { toIsoDate } from '@core/deals/calculations';
import {
  BORROWER_TYPES,
  ENTITY_TYPES,
  EXIT_STRATEGIES,
  LOAN_PURPOSES,
  LOAN_TERM_OPTIONS,
  PROPERTY_TYPES,
  type DealFormField,
  type DealFormValues,
} from '@core/deals/form-fields';
import { cleanExtractedData, type SkipReason } from '@core/extraction';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { fieldLabel } from './field-labels';

export type PopulationSkipReason = SkipReason | 'not_a_form_option' | 'invalid_date';

export interface Population {
  values: Partial<DealFormValues>;
  confidence: Partial<Record<DealFormField, number>>;
  /** Every field the analysis returned. */
  attempted: string[];
  skipped: { field: string; reason: PopulationSkipReason }[];
  /** Fields that hold a value once in the form. */
  populated: DealFormField[];
}

export type PopulationToast =
  | { kind: 'error'; title: 'No data to populate'; description: string }
  | { kind: 'error'; title: 'Population verification failed'; description: string }
  | { kind: 'success'; title: 'Data populated successfully'; description: string };

const SKIP_REASON_TEXT: Record<PopulationSkipReason, string> = {
  not_whitelisted: 'not a deal form field',
  empty: 'no value',
  not_a_string: 'not text',
  invalid_loan_type: 'loan type not accepted',
  not_a_form_option: 'not an option of the form',
  invalid_date: 'not a date',
};

/**
 * Drop-downs show only their options: a value outside them would be invisible yet saved. Loan type is left
 * out on purpose: the AI's list is kept and the form offers the extracted type.
 */
const FORM_OPTIONS: Partial<Record<DealFormField, readonly (string | number)[]>> = {
  borrower_type: BORROWER_TYPES,
  entity_type: ENTITY_TYPES,
  property_type: PROPERTY_TYPES,
  loan_purpose: LOAN_PURPOSES,
  loan_term: LOAN_TERM_OPTIONS,
  exit_strategy: EXIT_STRATEGIES,
};

const DATE_FIELDS = new Set<DealFormField>(['estimated_closing_date', 'borrower_date_of_birth', 'co_borrower_date_of_birth']);

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The option a value means ('llc' → 'LLC', '12.0' → '12'), or null. */
export function matchOption(value: string, options: readonly (string | number)[]): string | null {
  const wanted = comparable(value);
  const numeric = Number(value);
  const match = options.find((option) =>
    typeof option === 'number' ? option === numeric : comparable(option) === wanted,
  );
  return match === undefined ? null : String(match);
}

type Fitted = { value: string } | { reason: PopulationSkipReason };

function fitToForm(field: DealFormField, value: string): Fitted {
  const options = FORM_OPTIONS[field];
  if (options) {
    const option = matchOption(value, options);
    return option === null ? { reason: 'not_a_form_option' } : { value: option };
  }
  if (DATE_FIELDS.has(field)) {
    const date = toIsoDate(value);
    return date === null ? { reason: 'invalid_date' } : { value: date };
  }
  return { value };
}

export function populateDealForm(analysis: Pick<DocumentAnalysis, 'extractedData' | 'confidence'>): Population {
  const { cleaned, skipped: cleaningSkipped } = cleanExtractedData(analysis.extractedData);
  const values: Partial<DealFormValues> = {};
  const confidence: Population['confidence'] = {};
  const skipped: Population['skipped'] = [...cleaningSkipped];
  for (const [field, value] of Object.entries(cleaned) as [DealFormField, string][]) {
    const fitted = fitToForm(field, value);
    if ('reason' in fitted) {
      skipped.push({ field, reason: fitted.reason });
      continue;
    }
    values[field] = fitted.value;
    const score = analysis.confidence[field];
    if (typeof score === 'number') confidence[field] = score;
  }
  const populated = (Object.keys(values) as DealFormField[]).filter((field) => (values[field] ?? '') !== '');
  return { values, confidence, attempted: Object.keys(analysis.extractedData), skipped, populated };
}

export function skipReasonText(reason: PopulationSkipReason): string {
  return SKIP_REASON_TEXT[reason];
}

/** SPEC §8 "Form population": the toast after a population, or none when there was nothing to populate. */
export function populationToast(population: Population): PopulationToast | null {
  if (population.attempted.length === 0) return null;
  if (Object.keys(population.values).length === 0) {
    return { kind: 'error', title: 'No data to populate', description: 'No valid data found to populate the form after cleaning.' };
  }
  if (population.populated.length === 0) {
    return { kind: 'error', title: 'Population verification failed', description: 'None of the extracted fields holds a value in the form.' };
  }
  return {
    kind: 'success',
    title: 'Data populated successfully',
    description: population.populated.map(fieldLabel).join(', '),
  };
}
