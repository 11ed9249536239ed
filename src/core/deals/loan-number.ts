// Loan numbers: YYNNNNN, two digits of the year then a five-digit number (SPEC §9 hint 'format YYNNNNN').
// The spec does not say how a blank one is generated; we use the year of the deal and a per-year sequence.

const LOAN_NUMBER = /^\d{7}$/;
const MAX_LOAN_SEQUENCE = 99_999;

/** ('2025-03-04', 4417) → '2504417'. */
export function generateLoanNumber(date: string, sequence: number): string {
  const year = /^(\d{4})-/.exec(date)?.[1];
  if (!year) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${date}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_LOAN_SEQUENCE) {
    throw new RangeError(`Loan number sequence must be 1-${MAX_LOAN_SEQUENCE}: ${sequence}`);
  }
  return `${year.slice(2)}${String(sequence).padStart(5, '0')}`;
}

export function isLoanNumber(text: string): boolean {
  return LOAN_NUMBER.test(text);
}
