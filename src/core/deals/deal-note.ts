// The text of the deal note written after a deal is created (SPEC §3, §9): the form values that have no deal
// column, plus entity details and property type, one 'Label: value' line each, only for values present.
// It reads the POST body (not the form) so the server builds the note from exactly what it received.

import { formatCurrencyCents, parseMoney } from '../money';
import type { DealCreateInput } from '../schemas/deals';

type NoteFields = NonNullable<DealCreateInput['note_fields']>;
type NoteLine = readonly [label: string, value: (deal: DealCreateInput, n: NoteFields) => string | null | undefined];

const yes = (flag: boolean | undefined) => (flag ? 'Yes' : undefined);

/** Points and fees appear only above 0. */
function aboveZero(text: string | undefined): string | undefined {
  return (parseMoney(text) ?? 0) > 0 ? text : undefined;
}

function feeAboveZero(amount: number | null | undefined): string | undefined {
  return amount && amount > 0 ? formatCurrencyCents(amount) : undefined;
}

/** The recorded form values, in the note's order; the creator's own words follow them under 'Notes'. */
const RECORD_LINES: NoteLine[] = [
  ['Loan Number', (_, n) => n.loan_number],
  ['Entity Name', (d) => d.entity_name],
  ['Entity Type', (d) => d.entity_type],
  ['Authorized Signatory', (d) => d.authorized_signatory_name],
  ['Signatory Title', (d) => d.authorized_signatory_title],
  ['EIN', (d) => d.ein],
  ['Borrower Date of Birth', (_, n) => n.borrower_date_of_birth],
  ['Co-Borrower Date of Birth', (_, n) => n.co_borrower_date_of_birth],
  ['Property Type', (d) => d.property_type],
  ['Credit Score', (_, n) => n.credit_score],
  ['Prepayment Penalty', (_, n) => n.prepayment_penalty],
  ['Prepayment Terms', (_, n) => n.prepayment_terms],
  ['Exit Strategy', (_, n) => n.exit_strategy],
  ['Origination Points', (_, n) => aboveZero(n.origination_points)],
  ['Discount Points', (_, n) => aboveZero(n.discount_points)],
  ['Broker Points', (_, n) => aboveZero(n.broker_points)],
  ['Loan Doc Fee', (d) => feeAboveZero(d.loan_doc_fee)],
  ['Admin Fee', (d) => feeAboveZero(d.admin_fee)],
  ['Processing Fee', (d) => feeAboveZero(d.processing_fee)],
  ['LOI Sent', (_, n) => yes(n.loi_sent)],
  ['LOI Date', (_, n) => n.loi_date],
  ['Docs Drawn', (_, n) => yes(n.doc_drawn)],
  ['Doc Draw Date', (_, n) => n.doc_draw_date],
  ['Notary Scheduled', (_, n) => yes(n.notary_scheduled)],
  ['Notary', (_, n) => n.notary_name],
  ['Notary Date', (_, n) => n.notary_date],
  ['DocuSign Status', (_, n) => n.docusign_status],
  ['Final Signed Docs Received', (_, n) => yes(n.final_signed_docs_received)],
];

/**
 * Whether a note is only the record written when the deal was created (form values, no words of the creator): asked
 * for a deal's notes, a person means what the team wrote, and a deal with only this record has none.
 */
export function isDealRecord(noteText: string): boolean {
  const lines = noteText.split('\n').filter((l) => l.trim());
  return lines.length > 0 && lines.every((l) => RECORD_LINES.some(([label]) => l.startsWith(`${label}: `)));
}

export function buildDealNoteText(deal: DealCreateInput): string {
  const n = deal.note_fields ?? {};
  return [...RECORD_LINES, ['Notes', (_, fields) => fields.notes] satisfies NoteLine]
    .map(([label, value]) => [label, value(deal, n)] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** A value the deal note holds under its label ('Credit Score: 712' → '712'), or null when absent. */
export function dealNoteValue(noteText: string, label: string): string | null {
  const line = noteText.split('\n').find((l) => l.startsWith(`${label}: `));
  return line ? line.slice(label.length + 2).trim() || null : null;
}
