import { useFormContext, useWatch } from 'react-hook-form';
import { BORROWER_TYPES, ENTITY_TYPES, type DealFormValues } from '@core/deals/form-fields';
import { formatCompanyName, formatEmail, formatPersonName, formatPhone } from '@core/format';
import { FieldGrid, FormSection, SelectField, TextField } from './deal-fields';

/** 'Borrower Information': names for an Individual, entity details for an Entity, then contact and credit. */
export function BorrowerSection() {
  const { control } = useFormContext<DealFormValues>();
  const borrowerType = useWatch({ control, name: 'borrower_type' });
  const isEntity = borrowerType === 'Entity';

  return (
    <FormSection title="Borrower Information">
      <FieldGrid>
        <SelectField name="borrower_type" label="Borrower Type" options={BORROWER_TYPES} />
      </FieldGrid>
      {isEntity ? (
        <FieldGrid>
          <TextField name="entity_name" label="Entity Name" required format={formatCompanyName} />
          <SelectField name="entity_type" label="Entity Type" options={ENTITY_TYPES} placeholder="Select entity type" />
          <TextField name="ein" label="EIN" placeholder="XX-XXXXXXX" />
          <TextField name="authorized_signatory_name" label="Authorized Signatory Name" format={formatPersonName} />
          <TextField name="authorized_signatory_title" label="Authorized Signatory Title" />
        </FieldGrid>
      ) : (
        <FieldGrid>
          <TextField name="borrower_first_name" label="First Name" required format={formatPersonName} />
          <TextField name="borrower_last_name" label="Last Name" required format={formatPersonName} />
        </FieldGrid>
      )}
      <FieldGrid>
        <TextField name="borrower_email" label="Email" type="email" inputMode="email" format={formatEmail} />
        <TextField name="borrower_phone" label="Phone" type="tel" inputMode="tel" format={formatPhone} />
        <TextField name="credit_score" label="Credit Score" inputMode="numeric" />
        <TextField name="borrower_date_of_birth" label="Borrower Date of Birth" type="date" />
        <TextField name="co_borrower_date_of_birth" label="Co-Borrower Date of Birth" type="date" />
      </FieldGrid>
    </FormSection>
  );
}
