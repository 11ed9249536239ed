// Money is stored as numbers and formatted only at the edge (DESIGN §4).

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole dollars, as contact totals are kept (SPEC §3): 1234.5 → '$1,235'. */
export function formatCurrency(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

/** Dollars and cents: 3937.5 → '$3,937.50'. */
export function formatCurrencyCents(amount: number): string {
  return DOLLARS_AND_CENTS.format(amount);
}

/** Round to cents; the epsilon keeps 1.005 from rounding down because of its binary representation. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Math.sign(amount) * Number.EPSILON) * 100) / 100;
}

const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads the number in form or extracted text: '$450,000.00' → 450000, '10.5%' → 10.5, '' → null.
 * Currency signs, thousands separators, percent signs and spaces are ignored; anything else makes it null
 * (Number() alone would read '' as 0 and accept '0x10').
 */
export function parseMoney(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string') return null;
  const cleaned = text.replace(/[$,%\s]/g, '');
  return PLAIN_NUMBER.test(cleaned) ? Number(cleaned) : null;
}
