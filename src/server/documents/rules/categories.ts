// The deal form's option lists, and the many ways documents name each option.
import type { AiLoanType } from '../../../core/extraction';

type Rule<T> = [RegExp, T];

function firstMatch<T>(text: string, rules: Rule<T>[]): T | null {
  for (const [re, value] of rules) if (re.test(text)) return value;
  return null;
}

/** "Cash-out", but not "no cash out", "non-cash-out" or "without cash-out" (a rate-and-term refinance). */
const CASH_OUT = /(?<!\bno[\s-]*|\bnon[\s-]*|\bwithout\s+)cash[\s-]*out/i;

const LOAN_TYPES: Rule<AiLoanType>[] = [
  [/fix[\s-]*(?:&|and|n|\/)?[\s-]*flip|rehab|renovation loan/i, 'Fix & Flip'],
  [CASH_OUT, 'Cash Out Refi'],
  [/ground[\s-]*up|construction/i, 'Construction'],
  // A commercial bridge or term loan is a commercial loan: the asset class names the program.
  [/commercial\s+(?:bridge|term|loan)/i, 'Commercial'],
  [/bridge/i, 'Bridge Loan'],
  [/second[\s-]+(?:mortgage|lien|position)|2nd[\s-]+(?:mortgage|lien|position)|junior\s+lien|heloc/i, 'Second Mortgage'],
  [/\bland\b|\blot\s+loan/i, 'Land'],
  [/commercial/i, 'Commercial'],
  [/refinanc|\brefi\b|rate\s*\/\s*term|\br\/t\b/i, 'Refinance'],
  [/purchase|acquisition|\bpurch\b|\bacq\b/i, 'Purchase'],
];

export function normaliseLoanType(text: string): AiLoanType | null {
  return firstMatch(text, LOAN_TYPES);
}

export type LoanPurpose = 'Purchase' | 'Refinance' | 'Cash Out Refinance' | 'Construction';
const PURPOSES: Rule<LoanPurpose>[] = [
  [CASH_OUT, 'Cash Out Refinance'],
  [/refinanc|\brefi\b/i, 'Refinance'],
  [/construction/i, 'Construction'],
  [/purchase|acquisition|\bpurch\b|\bacq\b/i, 'Purchase'],
];
export function normaliseLoanPurpose(text: string): LoanPurpose | null {
  return firstMatch(text, PURPOSES);
}

export type PropertyType =
  | 'Single Family' | '2-4 Unit' | 'Condo' | 'Townhouse' | 'Multifamily (5+)' | 'Mixed Use' | 'Retail' | 'Office'
  | 'Industrial' | 'Land';
const PROPERTY_TYPES: Rule<PropertyType>[] = [
  [/mixed[\s-]*use/i, 'Mixed Use'],
  // "TH" as a tape abbreviates it.
  [/town\s*(?:house|home)|row\s*house|^\s*(?:th|twnhs|twnhm)\s*$/i, 'Townhouse'],
  [/condo/i, 'Condo'],
  // Chicago's "two-flat" and "three-flat" are 2-4 unit buildings.
  [/\b(?:2|two)\s*(?:-|–|to)\s*(?:4|four)\b|d[uú]plex|tr[ií]plex|fourplex|quadplex|four[\s-]?plex|\b(?:[234]|two|three|four)[\s-]*(?:unit|family|flat)s?\b/i, '2-4 Unit'],
  // In Spanish and Portuguese too: "multifamiliar", "unifamiliar".
  [/multi[\s-]*famil(?:y|iar)|apartment|\b5\s*\+|\b(?:[5-9]|\d{2,}|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty)[\s-]*units?\b/i, 'Multifamily (5+)'],
  // "Acreage w/ home", "land with house": a home on its acreage is a single-family property.
  [/single[\s-]*family|unifamiliar|\bsfr\b|\bsfd\b|\bsfh\b|detached|\b(?:with|w\/)\s*(?:an?\s+)?(?:home|house|homestead|residence)\b/i, 'Single Family'],
  [/retail|shopping|storefront/i, 'Retail'],
  [/office/i, 'Office'],
  [/industrial|warehouse|flex\s+space|manufacturing/i, 'Industrial'],
  // A parcel's reference ("Block/Lot: 2445/5", "Lot 12") names no kind of property.
  [/\bland\b|(?<!block\s*[/&]\s*)\blots?\b(?!\s*(?:#|no\.?|number)?\s*:?\s*\d)|acreage|vacant/i, 'Land'],
];
export function normalisePropertyType(text: string): PropertyType | null {
  return firstMatch(text, PROPERTY_TYPES);
}

export type ExitStrategy = 'Sale' | 'Refinance';
export function normaliseExit(text: string): ExitStrategy | null {
  if (/refi|refinanc|dscr|take[\s-]*out|permanent financing|long[\s-]term (?:loan|lender|financing)/i.test(text)) return 'Refinance';
  // Spanish and Portuguese too: "venta", "venda do imóvel".
  if (/\bsale\b|\bsell|\bsold\b|resale|\bflip|disposition|list(?:ing)? the property|market the property|\bvent[ae]\b|\bvenda\b/i.test(text)) return 'Sale';
  return null;
}

/** "None", "No prepayment penalty", "without penalty" → No; a stated penalty → Yes with its terms. */
export function parsePrepayment(text: string): { penalty: 'Yes' | 'No'; terms?: string } | null {
  const t = text.trim();
  if (!t) return null;
  if (/^(none|no|não|nao|n\/a|waived|0%?)(?![a-zà-ÿ])|no\s+prepay|without\s+(?:any\s+)?(?:prepayment\s+)?(?:penalty|premium)|not\s+subject\s+to|may\s+be\s+prepaid\s+.*without/i.test(t)) {
    return { penalty: 'No' };
  }
  if (/^(yes|y|true|x|sim|s[ií])$/i.test(t)) return { penalty: 'Yes' };
  if (/^(false|n)$/i.test(t)) return { penalty: 'No' };
  if (/\d|month|year|interest|%/i.test(t)) return { penalty: 'Yes', terms: t.replace(/^(?:(?:yes|sim|s[ií]|applies)\b)?[\s:;,—–-]*/i, '').replace(/\.$/, '') };
  return null;
}
