// Cleaning of AI-extracted data before it populates the deal form (SPEC §5), the field whitelist and the
// confidence bands (SPEC §9). Shared by the server engines and the upload dialog.
import { AI_LOAN_TYPES, DEAL_FORM_FIELDS, type DealFormField } from './deals/form-fields';
import { CONFIDENCE_HIGH, CONFIDENCE_MEDIUM } from './limits';

export const AI_EXTRACTION_FIELDS: readonly DealFormField[] = DEAL_FORM_FIELDS;

/** The loan types extraction accepts (SPEC §5): the one list in form-fields. */
export const AI_ACCEPTED_LOAN_TYPES = AI_LOAN_TYPES;
export type AiLoanType = (typeof AI_ACCEPTED_LOAN_TYPES)[number];

export type ConfidenceBand = 'high' | 'medium' | 'low';

export function confidenceBand(x: number): ConfidenceBand {
  if (x >= CONFIDENCE_HIGH) return 'high';
  if (x >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

export function countByBand(confidence: Record<string, number>): Record<ConfidenceBand, number> {
  const counts: Record<ConfidenceBand, number> = { high: 0, medium: 0, low: 0 };
  for (const value of Object.values(confidence)) {
    if (typeof value === 'number' && Number.isFinite(value)) counts[confidenceBand(value)] += 1;
  }
  return counts;
}

export type SkipReason = 'not_whitelisted' | 'empty' | 'not_a_string' | 'invalid_loan_type';
export interface CleanedExtraction {
  cleaned: Partial<Record<DealFormField, string>>;
  skipped: { field: string; reason: SkipReason }[];
}

const WHITELIST = new Set<string>(AI_EXTRACTION_FIELDS);
const ACCEPTED_LOAN_TYPES = new Set<string>(AI_ACCEPTED_LOAN_TYPES);

function isWhitelisted(field: string): field is DealFormField {
  return WHITELIST.has(field);
}

/** SPEC §5: keep whitelisted string values, strip money/percent punctuation, keep the first number of a term. */
export function cleanExtractedData(extracted: Record<string, unknown>): CleanedExtraction {
  const cleaned: CleanedExtraction['cleaned'] = {};
  const skipped: CleanedExtraction['skipped'] = [];
  for (const [field, raw] of Object.entries(extracted ?? {})) {
    if (!isWhitelisted(field)) {
      skipped.push({ field, reason: 'not_whitelisted' });
      continue;
    }
    if (typeof raw !== 'string') {
      skipped.push({ field, reason: raw === null || raw === undefined ? 'empty' : 'not_a_string' });
      continue;
    }
    let value = raw.trim();
    if (value === '' || value.toLowerCase() === 'null') {
      skipped.push({ field, reason: 'empty' });
      continue;
    }
    if (field === 'loan_term') {
      const first = value.match(/\d+(?:\.\d+)?/);
      if (!first) {
        skipped.push({ field, reason: 'empty' });
        continue;
      }
      value = first[0];
    } else if (field === 'loan_amount' || field === 'property_value') {
      value = value.replace(/[$,]/g, '').trim();
    } else if (field === 'interest_rate') {
      value = value.replace(/%/g, '').trim();
    } else if (field === 'loan_type' && !ACCEPTED_LOAN_TYPES.has(value)) {
      skipped.push({ field, reason: 'invalid_loan_type' });
      continue;
    }
    if (value === '') {
      skipped.push({ field, reason: 'empty' });
      continue;
    }
    cleaned[field] = value;
  }
  return { cleaned, skipped };
}
