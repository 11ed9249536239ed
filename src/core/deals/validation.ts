// Deal submission rules of SPEC §5, checked in the spec's order: the form shows the first failure as a toast
// and every failure under its field.

import { parseMoney } from '../money';
import type { DealFormValues } from './form-fields';

export interface DealValidationIssue {
  field: keyof DealFormValues;
  message: string;
}

export const DEAL_VALIDATION_MESSAGES = {
  loanType: 'Loan type is required to generate deal ID',
  loanAmount: 'Valid loan amount is required',
  // The spec names this rule without a message; this one says what to pick.
  borrowerType: 'Borrower type is required (Individual or Entity)',
  propertyAddress: 'Property address is required',
  individualName: 'First name and last name are required for individual borrowers',
  entityName: 'Entity name is required for entity borrowers',
} as const;

type DealRuleInput = Pick<
  DealFormValues,
  'loan_type' | 'loan_amount' | 'borrower_type' | 'property_address' | 'borrower_first_name' | 'borrower_last_name' | 'entity_name'
>;

const isBlank = (text: string | undefined): boolean => !text?.trim();

export function validateDealAll(values: DealRuleInput): DealValidationIssue[] {
  const m = DEAL_VALIDATION_MESSAGES;
  const issues: DealValidationIssue[] = [];
  if (isBlank(values.loan_type)) issues.push({ field: 'loan_type', message: m.loanType });
  if (!((parseMoney(values.loan_amount) ?? 0) > 0)) issues.push({ field: 'loan_amount', message: m.loanAmount });
  const type = values.borrower_type?.trim();
  if (type !== 'Individual' && type !== 'Entity') issues.push({ field: 'borrower_type', message: m.borrowerType });
  if (isBlank(values.property_address)) issues.push({ field: 'property_address', message: m.propertyAddress });
  if (type === 'Individual' && (isBlank(values.borrower_first_name) || isBlank(values.borrower_last_name))) {
    const field = isBlank(values.borrower_first_name) ? 'borrower_first_name' : 'borrower_last_name';
    issues.push({ field, message: m.individualName });
  }
  if (type === 'Entity' && isBlank(values.entity_name)) issues.push({ field: 'entity_name', message: m.entityName });
  return issues;
}

/** The first failing rule's message, or null when the deal may be saved. */
export function validateDeal(values: DealRuleInput): string | null {
  return validateDealAll(values)[0]?.message ?? null;
}
