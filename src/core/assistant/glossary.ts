// Lending words people ask the assistant to explain ('what does LTV mean?'): general knowledge, not data, so the
// answer is the same for everyone and names no deal.
const GLOSSARY: [RegExp, string][] = [
  [/\b(ltv|loan[- ]to[- ]value)\b/, 'LTV (loan-to-value) is the loan amount divided by the property value, times 100. Here it is computed on every deal from its loan amount and property value, rounded to 2 decimals.'],
  [/\barv\b|\bafter[- ]repair value\b/, 'ARV (after-repair value) is what a property should be worth once the planned renovation is done; fix & flip and construction loans are often sized against it.'],
  [/\bdscr\b|\bdebt service coverage\b/, "DSCR (debt service coverage ratio) is a property's net operating income divided by its debt payments; rental loans usually ask for 1.0–1.25 or more. DSCR is not one of the loan types tracked here."],
  [/\bbridge( loan)?s?\b/, 'A bridge loan is short-term financing (usually 6–24 months) that carries a borrower until a sale, a refinance or permanent financing.'],
  [/\b(fix (and|&|n) flip|f&f|flip)s?\b/, 'A fix & flip loan funds the purchase and renovation of a property that the borrower means to sell once the work is done.'],
  [/\bcash[- ]?out( refi(nance)?)?\b/, 'A cash-out refinance replaces the existing loan with a larger one and pays the borrower the difference in cash.'],
  [/\b(second mortgage|2nd mortgage|second lien|heloc)\b/, 'A second mortgage is a loan secured behind the first lien on the same property; it is repaid only after the first.'],
  [/\binterest[- ]only\b|\bmonthly payment\b/, 'An interest-only monthly payment is the loan amount times the annual rate, divided by 12; no principal is repaid until the end of the term.'],
  [/\b(points?|origination fee)\b/, 'Points are upfront fees expressed as a percentage of the loan amount: 1 point is 1% of the loan.'],
  [/\b(uw|underwriting)\b/, "Underwriting (UW) is the stage where the loan's risk is reviewed — borrower, property, value and exit — before it is approved."],
  [/\b(lo|loan officer)\b/, 'A loan officer (LO) is the staff member who owns a deal: they work it from application to funding.'],
  [/\b(hard money|private money)\b/, 'Hard or private money loans are short-term, asset-based loans from private lenders, underwritten mostly on the property rather than the borrower\'s income.'],
];

/** 'what does LTV mean?', 'what is a bridge loan', 'explain DSCR': the definition, or undefined. */
export function definition(text: string): string | undefined {
  // 'what are bridge loans' lists them (the book's own bridge loans); a definition is asked in the singular or by 'mean'.
  const asked = /^(?:what|whats|what's)(?: does| do)? (?:an? |the )?(.+?) (?:mean|stand for|stands for)$|^(?:what|whats|what's)(?: is)? (?:an? )?(.+)$|^(?:define|explain|meaning of|what's meant by|definition of) (.+)$/.exec(text.trim());
  const term = asked?.[1] ?? asked?.[2] ?? asked?.[3];
  if (asked?.[2] && /s$/.test(asked[2]) && !/\b(dscr|ltv|arv|points?|uw|lo)$/.test(asked[2])) return undefined;
  if (!term || term.split(' ').length > 4) return undefined;
  // The term must be the word itself ('a bridge loan'), not a question that contains it ('the underwriting count').
  const bare = term.replace(/\?$/, '').trim();
  return GLOSSARY.find(([pattern]) => !bare.replace(pattern, '').replace(/\b(loans?|ratio|mean|means)\b/g, '').trim())?.[1];
}
