// A deal as the assistant knows it, for tests: every field filled with a plain value, the test names what matters.
import type { Knowledge, KnownDeal } from './knowledge';

export const deal = (over: Partial<KnownDeal> & Pick<KnownDeal, 'id' | 'propertyAddress'>): KnownDeal => ({
  borrowerName: 'Someone', borrowerType: 'Individual', borrowerFirstName: null, borrowerLastName: null, entityName: null, entityType: null,
  borrowerEmail: null, borrowerPhone: null, loanAmount: 500_000, purchasePrice: 700_000, loanType: 'Purchase', loanPurpose: 'Purchase',
  propertyType: 'Single Family', loanTermMonths: 12, interestRate: 10, ltvRatio: 71.43, monthlyPayment: 4166.67, stage: 'Structure',
  status: 'Active', applicationDate: '2026-11-02', estimatedClosingDate: '2026-11-20', officerId: 'lo1', parties: [], ...over,
});

/** An organization as the assistant sees it on 15 November 2026, asked by its admin: the test gives its deals and the rest it needs. */
export const knowledge = (over: Partial<Knowledge>): Knowledge => ({
  today: '2026-11-15',
  me: { id: 'admin', name: 'Dana Whitfield', role: 'admin', staff: true },
  stages: ['Structure', 'Application', 'Underwriting', 'Approved', 'Closing', 'Funded'],
  people: [
    { id: 'admin', name: 'Dana Whitfield', role: 'admin' },
    { id: 'lo1', name: 'Marcus Bell', role: 'loan_officer' },
  ],
  deals: [], contacts: [], tasks: [], notes: [], files: [], ...over,
});
