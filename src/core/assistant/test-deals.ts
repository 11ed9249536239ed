// A deal as the assistant knows it, for tests: every field filled with a plain value, the test names what matters.
import type { KnownDeal } from './knowledge';

export const deal = (over: Partial<KnownDeal> & Pick<KnownDeal, 'id' | 'propertyAddress'>): KnownDeal => ({
  borrowerName: 'Someone', borrowerType: 'Individual', borrowerFirstName: null, borrowerLastName: null, entityName: null, entityType: null,
  borrowerEmail: null, borrowerPhone: null, loanAmount: 500_000, purchasePrice: 700_000, loanType: 'Purchase', loanPurpose: 'Purchase',
  propertyType: 'Single Family', loanTermMonths: 12, interestRate: 10, ltvRatio: 71.43, monthlyPayment: 4166.67, stage: 'Structure',
  status: 'Active', applicationDate: '2026-11-02', estimatedClosingDate: '2026-11-20', officerId: 'lo1', parties: [], ...over,
});
