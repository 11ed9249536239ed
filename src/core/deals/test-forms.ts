// A deal form that passes SPEC §5's rules, for tests to change one thing at a time.
import { emptyDealForm, type DealFormValues } from './form-fields';

export const validDealForm = (changes: Partial<DealFormValues> = {}): DealFormValues => ({
  ...emptyDealForm(),
  loan_type: 'Purchase',
  loan_amount: '450000',
  property_address: '123 Main St',
  borrower_first_name: 'Jane',
  borrower_last_name: 'Doe',
  ...changes,
});
