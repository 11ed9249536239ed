import {
  DOCUSIGN_STATUSES,
  EXIT_STRATEGIES,
  FORM_LOAN_TYPES,
  LOAN_PURPOSES,
  LOAN_TERM_OPTIONS,
  PROPERTY_TYPES,
} from '@core/deals/form-fields';
import { formatAddress, formatPersonName } from '@core/format';
import { CheckboxField, FieldGrid, FormSection, SelectField, TextAreaField, TextField } from './deal-fields';

/**
 * The loan types offered: the form's list, plus a prefilled AI-only type ('Bridge Loan') so an extracted value
 * is shown rather than silently dropped by the select.
 */
export function loanTypeOptions(prefilled: string | undefined): readonly string[] {
  const value = prefilled?.trim();
  return value && !(FORM_LOAN_TYPES as readonly string[]).includes(value) ? [...FORM_LOAN_TYPES, value] : FORM_LOAN_TYPES;
}

/** 'Loan & Property Details': the property, the loan, its fees, prepayment, exit strategy, document tracking, notes. */
export function LoanPropertySection({ loanTypes }: { loanTypes: readonly string[] }) {
  return (
    <FormSection title="Loan & Property Details">
      <FieldGrid>
        <TextField name="property_address" label="Property Address" required format={formatAddress} className="sm:col-span-2" />
        <SelectField name="property_type" label="Property Type" options={PROPERTY_TYPES} placeholder="Select property type" />
        <SelectField name="loan_type" label="Loan Type" required options={loanTypes} placeholder="Select loan type" />
        <SelectField name="loan_purpose" label="Loan Purpose" required options={LOAN_PURPOSES} placeholder="Select loan purpose" />
        <TextField name="property_value" label="Property Value" required inputMode="decimal" placeholder="$0" />
        <TextField name="loan_amount" label="Loan Amount" required inputMode="decimal" placeholder="$0" />
        <SelectField name="loan_term" label="Loan Term (months)" options={LOAN_TERM_OPTIONS} />
        <TextField name="interest_rate" label="Interest Rate (%)" inputMode="decimal" />
        <TextField name="estimated_closing_date" label="Estimated Closing Date" type="date" />
      </FieldGrid>

      <h3 className="text-sm font-semibold">Fees</h3>
      <FieldGrid>
        <TextField name="origination_points" label="Origination Points" inputMode="decimal" />
        <TextField name="discount_points" label="Discount Points" inputMode="decimal" />
        <TextField name="broker_points" label="Broker Points" inputMode="decimal" />
        <TextField name="loan_doc_fee" label="Loan Doc Fee" inputMode="decimal" placeholder="$0" />
        <TextField name="admin_fee" label="Admin Fee" inputMode="decimal" placeholder="$0" />
        <TextField name="processing_fee" label="Processing Fee" inputMode="decimal" placeholder="$0" />
      </FieldGrid>

      <FieldGrid>
        <TextField name="prepayment_penalty" label="Prepayment Penalty" />
        <TextField name="prepayment_terms" label="Prepayment Terms (months)" />
        <SelectField name="exit_strategy" label="Exit Strategy" options={EXIT_STRATEGIES} placeholder="Select exit strategy" />
      </FieldGrid>

      <h3 className="text-sm font-semibold">Document Tracking</h3>
      <FieldGrid>
        <CheckboxField name="loi_sent" label="LOI Sent" />
        <TextField name="loi_date" label="LOI Date" type="date" />
        <CheckboxField name="doc_drawn" label="Docs Drawn" />
        <TextField name="doc_draw_date" label="Doc Draw Date" type="date" />
        <CheckboxField name="notary_scheduled" label="Notary Scheduled" />
        <TextField name="notary_name" label="Notary Name" format={formatPersonName} />
        <TextField name="notary_date" label="Notary Date" type="date" />
        <SelectField name="docusign_status" label="DocuSign Status" options={DOCUSIGN_STATUSES} placeholder="Select status" />
        <CheckboxField name="final_signed_docs_received" label="Final Signed Docs Received" />
      </FieldGrid>

      <TextAreaField name="notes" label="Notes" />
    </FormSection>
  );
}
