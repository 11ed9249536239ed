import { formatMoney } from '@web/features/deals/format-display';
import type { InquiryData } from '../api/inquiries';

/** The inquiry's data as label / value pairs, answered fields only. */
export function InquiryDetails({ inquiry }: { inquiry: InquiryData }) {
  const rows: [string, string | null][] = [
    ['Borrower', inquiry.borrower_name],
    ['Email', inquiry.borrower_email],
    ['Phone', inquiry.borrower_phone],
    ['Property', inquiry.property_address],
    ['Loan amount', inquiry.loan_amount === null ? null : formatMoney(inquiry.loan_amount)],
    ['Property value', inquiry.property_value === null ? null : formatMoney(inquiry.property_value)],
    ['Loan type', inquiry.loan_type],
    ['Purpose', inquiry.loan_purpose],
    ['Term', inquiry.loan_term_months === null ? null : `${inquiry.loan_term_months} months`],
    ['Referral', [inquiry.referral_source, inquiry.referral_contact_info].filter(Boolean).join(' · ') || null],
    ['Notes', inquiry.notes],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
