// SPEC §5 "On saving": turns the deal form into the body of POST /api/deals. Text is trimmed and stripped of
// control characters; numbers and dates are kept only when they are usable, so the server never stores a
// half-parsed value. Form values without a deal column travel in `note_fields` (one nested object, so the
// server can tell columns from note text without a list of names).

import { parseMoney } from '../money';
import type { DealCreateInput, DealNoteFields } from '../schemas/deals';
import { feeFromPoints, ltv, monthlyInterestOnlyPayment, toIsoDate } from './calculations';
import { DOCUMENT_TRACKING_FLAGS, type DealFormValues } from './form-fields';
import { validateDeal } from './validation';

const CONTROL_CHARACTERS = /\p{Cc}/gu;
const CONTROL_CHARACTERS_EXCEPT_NEWLINE = /[^\P{Cc}\n]/gu;

/**
 * Trims and removes control characters. Multi-line fields (address, notes) keep their line breaks, with
 * Windows and old Mac line ends normalised to '\n'.
 */
export function sanitizeText(value: string, options: { multiline?: boolean } = {}): string {
  if (!options.multiline) return value.replace(CONTROL_CHARACTERS, '').trim();
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS_EXCEPT_NEWLINE, '').trim();
}

export class DealValidationError extends Error {
  override name = 'DealValidationError';
}

/** Drops empty text so optional columns are left out rather than stored as ''. */
function optionalText(value: string): string | undefined {
  return sanitizeText(value) || undefined;
}

function positiveNumber(text: string): number | undefined {
  const value = parseMoney(text);
  return value !== null && value > 0 ? value : undefined;
}

function nonNegativeNumber(text: string): number | undefined {
  const value = parseMoney(text);
  return value !== null && value >= 0 ? value : undefined;
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

function noteFields(form: DealFormValues): DealNoteFields {
  const trueFlags = Object.fromEntries(DOCUMENT_TRACKING_FLAGS.filter((flag) => form[flag]).map((flag) => [flag, true]));
  return withoutUndefined({
    loan_number: optionalText(form.loan_number),
    borrower_date_of_birth: optionalText(form.borrower_date_of_birth),
    co_borrower_date_of_birth: optionalText(form.co_borrower_date_of_birth),
    credit_score: optionalText(form.credit_score),
    origination_points: optionalText(form.origination_points),
    discount_points: optionalText(form.discount_points),
    broker_points: optionalText(form.broker_points),
    prepayment_penalty: optionalText(form.prepayment_penalty),
    prepayment_terms: optionalText(form.prepayment_terms),
    exit_strategy: optionalText(form.exit_strategy),
    loi_date: optionalText(form.loi_date),
    doc_draw_date: optionalText(form.doc_draw_date),
    notary_name: optionalText(form.notary_name),
    notary_date: optionalText(form.notary_date),
    docusign_status: optionalText(form.docusign_status),
    notes: sanitizeText(form.notes, { multiline: true }) || undefined,
    ...trueFlags,
  });
}

/**
 * The body of POST /api/deals. Throws DealValidationError with the spec's message when the form fails
 * validateDeal. Entity columns are sent only for Entity borrowers, so a form switched back to Individual
 * does not leave a stale entity behind.
 */
export function buildDealRecord(form: DealFormValues): DealCreateInput {
  const invalid = validateDeal(form);
  if (invalid) throw new DealValidationError(invalid);

  const isEntity = sanitizeText(form.borrower_type) === 'Entity';
  const firstName = sanitizeText(form.borrower_first_name);
  const lastName = sanitizeText(form.borrower_last_name);
  const entityName = sanitizeText(form.entity_name);
  const loanAmount = parseMoney(form.loan_amount) ?? 0; // validateDeal guarantees a number above 0
  const termMonths = positiveNumber(form.loan_term);
  const rate = positiveNumber(form.interest_rate);
  const propertyValue = positiveNumber(form.property_value);
  const feeFor = (points: string) => {
    const value = nonNegativeNumber(points);
    return value === undefined ? undefined : feeFromPoints(value, loanAmount);
  };
  const notes = noteFields(form);

  return withoutUndefined({
    borrower_name: isEntity ? entityName : `${firstName} ${lastName}`,
    borrower_type: isEntity ? 'Entity' : 'Individual',
    borrower_first_name: firstName || undefined,
    borrower_last_name: lastName || undefined,
    borrower_email: optionalText(form.borrower_email),
    borrower_phone: optionalText(form.borrower_phone),
    entity_name: isEntity ? entityName : undefined,
    entity_type: isEntity ? optionalText(form.entity_type) : undefined,
    authorized_signatory_name: isEntity ? optionalText(form.authorized_signatory_name) : undefined,
    authorized_signatory_title: isEntity ? optionalText(form.authorized_signatory_title) : undefined,
    ein: isEntity ? optionalText(form.ein) : undefined,
    property_address: sanitizeText(form.property_address, { multiline: true }),
    property_type: optionalText(form.property_type),
    loan_amount: loanAmount,
    loan_type: sanitizeText(form.loan_type),
    loan_purpose: optionalText(form.loan_purpose),
    loan_term_months: termMonths !== undefined && Number.isInteger(termMonths) ? termMonths : undefined,
    interest_rate: rate,
    purchase_price: propertyValue,
    ltv_ratio: propertyValue === undefined ? undefined : (ltv(loanAmount, propertyValue) ?? undefined),
    monthly_payment_calculated: rate === undefined ? undefined : monthlyInterestOnlyPayment(loanAmount, rate),
    estimated_closing_date: toIsoDate(form.estimated_closing_date) ?? undefined,
    loan_origination_fee: feeFor(form.origination_points),
    loan_discount_fee: feeFor(form.discount_points),
    broker_fee: feeFor(form.broker_points),
    loan_doc_fee: nonNegativeNumber(form.loan_doc_fee),
    admin_fee: nonNegativeNumber(form.admin_fee),
    processing_fee: nonNegativeNumber(form.processing_fee),
    note_fields: Object.keys(notes).length > 0 ? notes : undefined,
  });
}
