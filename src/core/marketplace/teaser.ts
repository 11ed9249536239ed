// The anonymised teaser a listing shows capital providers (issue 20): built from the deal, edited by staff,
// and checked before it leaves so no borrower name, e-mail, phone or street number goes out unless the listing
// says it may. Pure: the server refuses a leaking teaser, the deal page warns while it is edited.

export interface Teaser {
  headline: string;
  loan_amount: number | null;
  ltv: number | null;
  loan_type: string | null;
  loan_purpose: string | null;
  property_type: string | null;
  city: string | null;
  state: string | null;
  term_months: number | null;
  fico_band: string | null;
  exit_strategy: string | null;
  borrower_experience: string | null;
  summary: string;
}

/** What a listing may reveal beyond the teaser; everything is withheld by default. */
export interface Disclosures {
  share_borrower_name: boolean;
  share_borrower_contact: boolean;
  share_street_address: boolean;
}

export const NO_DISCLOSURES: Disclosures = { share_borrower_name: false, share_borrower_contact: false, share_street_address: false };

/** The deal facts a teaser is built from and checked against (credit score and exit strategy live in the deal note). */
export interface DealFacts {
  loan_amount: number;
  ltv_ratio: number | null;
  purchase_price: number | null;
  loan_type: string;
  loan_purpose: string | null;
  property_type: string | null;
  property_address: string;
  loan_term_months: number | null;
  credit_score: string | null;
  exit_strategy: string | null;
  borrower_name: string;
  borrower_first_name: string | null;
  borrower_last_name: string | null;
  entity_name: string | null;
  borrower_email: string | null;
  borrower_phone: string | null;
}

/** Credit score bands lenders price by; a band, never the score, so the borrower cannot be singled out by it. */
const FICO_BANDS: readonly [min: number, label: string][] = [
  [780, '780+'],
  [740, '740–779'],
  [700, '700–739'],
  [660, '660–699'],
  [620, '620–659'],
  [580, '580–619'],
  [300, 'Below 580'],
];

export function ficoBand(score: string | number | null | undefined): string | null {
  const value = typeof score === 'number' ? score : Number(String(score ?? '').match(/\d{3}/)?.[0]);
  if (!Number.isFinite(value) || value < 300 || value > 850) return null;
  return FICO_BANDS.find(([min]) => value >= min)![1];
}

const STATE_AT_END = /^(.*?)[\s,]*\b([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/;

/** City and state of a US address written 'street, city, ST 12345' (or 'street, city ST 12345'). */
export function cityAndState(address: string): { city: string | null; state: string | null } {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return { city: null, state: null };
  const last = STATE_AT_END.exec(parts.at(-1)!);
  if (!last) return { city: parts.length >= 3 ? parts.at(-2)! : null, state: null };
  const cityInLast = last[1]!.trim();
  const city = cityInLast || (parts.length >= 3 ? parts.at(-2)! : null);
  return { city: city || null, state: last[2]! };
}

function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

/** The first teaser of a deal: only facts that cannot name the borrower or the exact property. */
export function buildTeaser(deal: DealFacts): Teaser {
  const { city, state } = cityAndState(deal.property_address);
  const ltv = deal.ltv_ratio ?? (deal.purchase_price ? Math.round((deal.loan_amount / deal.purchase_price) * 10000) / 100 : null);
  const where = [city, state].filter(Boolean).join(', ');
  const what = [deal.loan_purpose ?? deal.loan_type, deal.property_type ? `on a ${deal.property_type.toLowerCase()}` : null].filter(Boolean).join(' ');
  return {
    headline: `${money(deal.loan_amount)} ${what}${where ? ` in ${where}` : ''}`.trim(),
    loan_amount: deal.loan_amount,
    ltv,
    loan_type: deal.loan_type,
    loan_purpose: deal.loan_purpose,
    property_type: deal.property_type,
    city,
    state,
    term_months: deal.loan_term_months,
    fico_band: ficoBand(deal.credit_score),
    exit_strategy: deal.exit_strategy,
    borrower_experience: null,
    summary: '',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsWords = (haystack: string, words: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(words.trim())}($|[^\\p{L}\\p{N}])`, 'iu').test(haystack);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The street line's number and the word after it: '12 Oak St, Austin' → ['12', 'Oak']. */
function streetNumberOf(address: string): { number: string; street: string } | null {
  const match = /^\s*(\d+[A-Za-z]?)\s+([\p{L}\p{N}]+)/u.exec(address);
  return match ? { number: match[1]!, street: match[2]! } : null;
}

export type Leak = 'borrower name' | 'borrower e-mail' | 'borrower phone' | 'street number';

/**
 * What the teaser's text gives away that the listing does not allow: the borrower's or entity's name (whole, or
 * a first or last name of 3+ letters as a word), their e-mail, their phone (its digits, however written), or the
 * property's street number with its street.
 */
export function teaserLeaks(teaser: Teaser, deal: DealFacts, disclosures: Disclosures): Leak[] {
  const text = Object.values(teaser).filter((v): v is string => typeof v === 'string').join('\n');
  const leaks: Leak[] = [];
  if (!disclosures.share_borrower_name) {
    const names = [deal.borrower_name, deal.entity_name, deal.borrower_first_name, deal.borrower_last_name].filter(
      (n): n is string => !!n && n.trim().length >= 3,
    );
    if (names.some((name) => containsWords(text, name))) leaks.push('borrower name');
  }
  if (!disclosures.share_borrower_contact) {
    if (deal.borrower_email && text.toLowerCase().includes(deal.borrower_email.trim().toLowerCase())) leaks.push('borrower e-mail');
    const phone = digitsOf(deal.borrower_phone ?? '').slice(-7);
    if (phone.length === 7 && digitsOf(text).includes(phone)) leaks.push('borrower phone');
  }
  if (!disclosures.share_street_address) {
    const street = streetNumberOf(deal.property_address);
    if (street && new RegExp(`(^|\\D)${escapeRegExp(street.number)}\\s+${escapeRegExp(street.street)}`, 'iu').test(text)) leaks.push('street number');
  }
  return leaks;
}

export function leakMessage(leaks: Leak[]): string {
  return `The teaser gives away the ${leaks.join(', ')}. Remove it, or tick the box that allows sharing it.`;
}

/** What a capital provider receives: the teaser, plus only what the listing chose to disclose. */
export interface SharedListing {
  teaser: Teaser;
  borrower_name?: string;
  borrower_email?: string | null;
  borrower_phone?: string | null;
  property_address?: string;
}

export function sharedListing(teaser: Teaser, deal: DealFacts, disclosures: Disclosures): SharedListing {
  return {
    teaser,
    ...(disclosures.share_borrower_name ? { borrower_name: deal.borrower_name } : {}),
    ...(disclosures.share_borrower_contact ? { borrower_email: deal.borrower_email, borrower_phone: deal.borrower_phone } : {}),
    ...(disclosures.share_street_address ? { property_address: deal.property_address } : {}),
  };
}
