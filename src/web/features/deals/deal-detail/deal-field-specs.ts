// The deal page's editable fields: which column, its label, how it is typed, shown and formatted on blur.

import { ltv, monthlyInterestOnlyPayment, toIsoDate } from '@core/deals/calculations';
import {
  ALL_LOAN_TYPES,
  BORROWER_TYPES,
  DEAL_STATUSES,
  ENTITY_TYPES,
  LOAN_PURPOSES,
  PROPERTY_TYPES,
} from '@core/deals/form-fields';
import { formatAddress, formatCompanyName, formatEmail, formatPersonName, formatPhone } from '@core/format';
import { parseMoney } from '@core/money';
import type { Deal, DealUpdateInput } from '@core/schemas/deals';
import { formatDay, formatMoney, formatMoneyCents } from '../format-display';

export type EditableColumn = Exclude<keyof DealUpdateInput, 'stage' | 'assigned_officer_id' | 'ltv_ratio' | 'monthly_payment_calculated'>;

type Kind = 'text' | 'money' | 'fee' | 'percent' | 'months' | 'date' | 'select';

export interface DealFieldSpec {
  column: EditableColumn;
  label: string;
  kind: Kind;
  options?: readonly string[];
  /** On-blur formatter (SPEC §5). */
  format?: (value: string) => string;
  inputType?: 'text' | 'email' | 'tel';
}

export interface DealFieldGroup {
  title: string;
  fields: readonly DealFieldSpec[];
}

export const DEAL_FIELD_GROUPS: readonly DealFieldGroup[] = [
  {
    title: 'Borrower',
    fields: [
      { column: 'borrower_name', label: 'Borrower Name', kind: 'text' },
      { column: 'borrower_type', label: 'Borrower Type', kind: 'select', options: BORROWER_TYPES },
      { column: 'borrower_first_name', label: 'First Name', kind: 'text', format: formatPersonName },
      { column: 'borrower_last_name', label: 'Last Name', kind: 'text', format: formatPersonName },
      { column: 'borrower_email', label: 'Email', kind: 'text', format: formatEmail, inputType: 'email' },
      { column: 'borrower_phone', label: 'Phone', kind: 'text', format: formatPhone, inputType: 'tel' },
      { column: 'entity_name', label: 'Entity Name', kind: 'text', format: formatCompanyName },
      { column: 'entity_type', label: 'Entity Type', kind: 'select', options: ENTITY_TYPES },
      { column: 'authorized_signatory_name', label: 'Authorized Signatory Name', kind: 'text', format: formatPersonName },
      { column: 'authorized_signatory_title', label: 'Authorized Signatory Title', kind: 'text' },
      { column: 'ein', label: 'EIN', kind: 'text' },
    ],
  },
  {
    title: 'Loan & Property',
    fields: [
      { column: 'status', label: 'Status', kind: 'select', options: DEAL_STATUSES },
      { column: 'property_address', label: 'Property Address', kind: 'text', format: formatAddress },
      { column: 'property_type', label: 'Property Type', kind: 'select', options: PROPERTY_TYPES },
      { column: 'loan_type', label: 'Loan Type', kind: 'select', options: ALL_LOAN_TYPES },
      { column: 'loan_purpose', label: 'Loan Purpose', kind: 'select', options: LOAN_PURPOSES },
      { column: 'purchase_price', label: 'Property Value', kind: 'money' },
      { column: 'loan_amount', label: 'Loan Amount', kind: 'money' },
      { column: 'loan_term_months', label: 'Loan Term (months)', kind: 'months' },
      { column: 'interest_rate', label: 'Interest Rate (%)', kind: 'percent' },
      { column: 'estimated_closing_date', label: 'Estimated Closing Date', kind: 'date' },
    ],
  },
  {
    title: 'Fees',
    fields: [
      { column: 'loan_origination_fee', label: 'Origination Fee', kind: 'fee' },
      { column: 'loan_discount_fee', label: 'Discount Fee', kind: 'fee' },
      { column: 'broker_fee', label: 'Broker Fee', kind: 'fee' },
      { column: 'loan_doc_fee', label: 'Loan Doc Fee', kind: 'fee' },
      { column: 'admin_fee', label: 'Admin Fee', kind: 'fee' },
      { column: 'processing_fee', label: 'Processing Fee', kind: 'fee' },
    ],
  },
];

type ColumnValue = Deal[EditableColumn];

/** How a stored value reads on the page. */
export function displayValue(spec: DealFieldSpec, value: ColumnValue): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (spec.kind === 'money') return formatMoney(value);
    if (spec.kind === 'fee') return formatMoneyCents(value);
    if (spec.kind === 'percent') return `${value}%`;
    return String(value);
  }
  return spec.kind === 'date' ? formatDay(value) : value;
}

/** The text an editor starts from. */
export function editText(value: ColumnValue): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The PATCH value for what was typed: numbers read through parseMoney, dates normalised, blank means null.
 * The server's schema (dealUpdateSchema) has the last word on what is allowed.
 */
export function parseEdit(spec: DealFieldSpec, text: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (spec.kind) {
    case 'money':
    case 'fee':
    case 'percent':
    case 'months':
      return parseMoney(trimmed) ?? Number.NaN;
    case 'date':
      return toIsoDate(trimmed) ?? trimmed;
    default:
      return trimmed;
  }
}

/**
 * A change of amount, rate or property value carries the figures derived from them (SPEC §9), so the stored
 * LTV and monthly payment never disagree with the loan.
 */
export function withDerivedFigures(deal: Deal, changes: DealUpdateInput): DealUpdateInput {
  const touches = ['loan_amount', 'interest_rate', 'purchase_price'].some((column) => column in changes);
  if (!touches) return changes;
  const amount = changes.loan_amount ?? deal.loan_amount;
  const rate = 'interest_rate' in changes ? changes.interest_rate : deal.interest_rate;
  const value = 'purchase_price' in changes ? changes.purchase_price : deal.purchase_price;
  return {
    ...changes,
    ltv_ratio: value ? ltv(amount, value) : null,
    monthly_payment_calculated: rate ? monthlyInterestOnlyPayment(amount, rate) : null,
  };
}
