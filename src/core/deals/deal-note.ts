// The text of the deal note written after a deal is created (SPEC §3, §9): the form values that have no deal
// column, plus entity details and property type, one 'Label: value' line each, only for values present.
// It reads the POST body (not the form) so the server builds the note from exactly what it received.

import { formatCurrencyCents, parseMoney } from '../money';
import type { DealCreateInput } from '../schemas/deals';

type NoteLine = readonly [label: string, value: string | undefined];

const yes = (flag: boolean | undefined) => (flag ? 'Yes' : undefined);

/** Points and fees appear only above 0. */
function aboveZero(text: string | undefined): string | undefined {
  return (parseMoney(text) ?? 0) > 0 ? text : undefined;
}

function feeAboveZero(amount: number | null | undefined): string | undefined {
  return amount && amount > 0 ? formatCurrencyCents(amount) : undefined;
}

/** The labels of the note's lines; 'Notes' is the creator's own words, the rest are recorded form values. */
const RECORD_LABELS = ['Loan Number', 'Entity Name', 'Entity Type', 'Authorized Signatory', 'Signatory Title', 'EIN', 'Borrower Date of Birth', 'Co-Borrower Date of Birth', 'Property Type', 'Credit Score', 'Prepayment Penalty', 'Prepayment Terms', 'Exit Strategy', 'Origination Points', 'Discount Points', 'Broker Points', 'Loan Doc Fee', 'Admin Fee', 'Processing Fee', 'LOI Sent', 'LOI Date', 'Docs Drawn', 'Doc Draw Date', 'Notary Scheduled', 'Notary', 'Notary Date', 'DocuSign Status', 'Final Signed Docs Received'];

/**
 * Whether a note is only the record written when the deal was created (form values, no words of the creator): asked
 * for a deal's notes, a person means what the team wrote, and a deal with only this record has none.
 */
export function isDealRecord(noteText: string): boolean {
  const lines = noteText.split('\n').filter((l) => l.trim());
  return lines.length > 0 && lines.every((l) => RECORD_LABELS.some((label) => l.startsWith(`${label}: `)));
}

export function buildDealNoteText(deal: DealCreateInput): string {
  const n = deal.note_fields ?? {};
  const lines: NoteLine[] = [
    ['Loan Number', n.loan_number],
    ['Entity Name', deal.entity_name ?? undefined],
    ['Entity Type', deal.entity_type ?? undefined],
    ['Authorized Signatory', deal.authorized_signatory_name ?? undefined],
    ['Signatory Title', deal.authorized_signatory_title ?? undefined],
    ['EIN', deal.ein ?? undefined],
    ['Borrower Date of Birth', n.borrower_date_of_birth],
    ['Co-Borrower Date of Birth', n.co_borrower_date_of_birth],
    ['Property Type', deal.property_type ?? undefined],
    ['Credit Score', n.credit_score],
    ['Prepayment Penalty', n.prepayment_penalty],
    ['Prepayment Terms', n.prepayment_terms],
    ['Exit Strategy', n.exit_strategy],
    ['Origination Points', aboveZero(n.origination_points)],
    ['Discount Points', aboveZero(n.discount_points)],
    ['Broker Points', aboveZero(n.broker_points)],
    ['Loan Doc Fee', feeAboveZero(deal.loan_doc_fee)],
    ['Admin Fee', feeAboveZero(deal.admin_fee)],
    ['Processing Fee', feeAboveZero(deal.processing_fee)],
    ['LOI Sent', yes(n.loi_sent)],
    ['LOI Date', n.loi_date],
    ['Docs Drawn', yes(n.doc_drawn)],
    ['Doc Draw Date', n.doc_draw_date],
    ['Notary Scheduled', yes(n.notary_scheduled)],
    ['Notary', n.notary_name],
    ['Notary Date', n.notary_date],
    ['DocuSign Status', n.docusign_status],
    ['Final Signed Docs Received', yes(n.final_signed_docs_received)],
    ['Notes', n.notes],
  ];
  return lines
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** A value the deal note holds under its label ('Credit Score: 712' → '712'), or null when absent. */
export function dealNoteValue(noteText: string, label: string): string | null {
  const line = noteText.split('\n').find((l) => l.startsWith(`${label}: `));
  return line ? line.slice(label.length + 2).trim() || null : null;
}
