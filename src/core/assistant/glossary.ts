// Lending words people ask the assistant to explain ('what does LTV mean?'): general knowledge, not data, so the
// answer is the same for everyone and names no deal.
const GLOSSARY: [RegExp, string][] = [
  [/\b(ltv|loan[- ]to[- ]value)\b/, 'LTV (loan-to-value) is the loan amount divided by the property value, times 100. Here it is computed on every deal from its loan amount and property value, rounded to 2 decimals.'],
  [/\barv\b|\bafter[- ]repair value\b/, 'ARV (after-repair value) is what a property should be worth once the planned renovation is done; fix & flip and construction loans are often sized against it.'],
  [/\bdscr\b|\bdebt service coverage\b/, "DSCR (debt service coverage ratio) is a property's net operating income divided by its debt payments; rental loans usually ask for 1.0–1.25 or more. DSCR is not one of the loan types tracked here."],
  [/\bbridge( loan)?s?\b/, 'A bridge loan is short-term financing (usually 6–24 months) that carries a borrower until a sale, a refinance or permanent financing.'],
  [/\b(fix (and|&|n) flip|f&f|flip)s?\b/, 'A fix & flip loan funds the purchase and renovation of a property that the borrower means to sell once the work is done.'],
  [/\bcash[- ]?out( refi(nance)?)?\b/, 'A cash-out refinance replaces the existing loan with a larger one and pays the borrower the difference in cash.'],
  [/\bheloc\b|\bhome equity line( of credit)?\b/, 'A HELOC (home equity line of credit) is a revolving credit line secured by the equity in a property, usually in second position behind the first mortgage.'],
  [/\b(ctc|clear[- ]to[- ]close|cleared to close)\b/, 'CTC (clear to close) means underwriting has signed off on every condition and the loan can go to closing.'],
  [/\b(emd|earnest money( deposit)?)\b/, 'EMD (earnest money deposit) is the good-faith deposit a buyer puts down with the purchase contract, held in escrow and credited at closing.'],
  [/\b(io|i\/o|interest[- ]only)\b/, 'IO (interest-only) means the monthly payment covers only the interest — the loan amount times the annual rate, divided by 12 — and the principal is repaid at the end of the term.'],
  [/\b(ltc|loan[- ]to[- ]cost)\b/, 'LTC (loan-to-cost) is the loan amount divided by the total project cost (purchase plus renovation or construction), times 100.'],
  [/\b(noi|net operating income)\b/, "NOI (net operating income) is a property's income minus its operating expenses, before debt service."],
  [/\b(pof|proof of funds)\b/, 'POF (proof of funds) is a statement showing the borrower has the cash for the down payment, closing costs and reserves.'],
  [/\b(second mortgage|2nd mortgage|second lien)\b/, 'A second mortgage is a loan secured behind the first lien on the same property; it is repaid only after the first.'],
  [/\binterest[- ]only\b|\bmonthly payment\b/, 'An interest-only monthly payment is the loan amount times the annual rate, divided by 12; no principal is repaid until the end of the term.'],
  [/\b(points?|origination fee)\b/, 'Points are upfront fees expressed as a percentage of the loan amount: 1 point is 1% of the loan.'],
  [/\b(uw|underwriting)\b/, "Underwriting (UW) is the stage where the loan's risk is reviewed — borrower, property, value and exit — before it is approved."],
  [/\b(lo|loan officer)\b/, 'A loan officer (LO) is the staff member who owns a deal: they work it from application to funding.'],
  [/\b(hard money|private money)\b/, 'Hard or private money loans are short-term, asset-based loans from private lenders, underwritten mostly on the property rather than the borrower\'s income.'],
];

/** 'what does LTV mean?', 'whats ctc stand for', 'ltv means what', 'what is a bridge loan', 'explain DSCR': the definition, or undefined. */
export function definition(text: string): string | undefined {
  const t = text.trim().replace(/\?+$/, '').trim();
  const asked =
    /^(.+?) (?:means|mean|stands for|stand for|is short for) what$/.exec(t) ??
    /(?:^|\s)(?:what|whats|what's)(?: does| do| is)? (.+?) (?:mean|means|stand for|stands for|short for)(?: on a loan| in lending| exactly| again)?$/.exec(t) ??
    /(?:^|\s)(?:define|explain|meaning of|what's meant by|definition of) (.+)$/.exec(t);
  // 'what are bridge loans' lists them (the book's own bridge loans); a definition is asked in the singular or by 'mean'.
  const plain = asked ? undefined : /^(?:what|whats|what's)(?: is)? (?:an? )?(.+)$/.exec(t)?.[1];
  // 'what's the LTV' asks for a deal's value, not what the word means.
  if (plain?.startsWith('the ')) return undefined;
  if (plain && /s$/.test(plain) && !/\b(dscr|ltv|arv|points?|uw|lo|io|ctc|emd|noi|ltc|pof)$/.test(plain)) return undefined;
  const term = (asked?.[1] ?? plain)?.replace(/^(?:an?|the) /, '');
  if (!term || term.split(' ').length > 4) return undefined;
  // The term must be the word itself ('a bridge loan'), not a question that contains it ('the underwriting count').
  return GLOSSARY.find(([pattern]) => !term.replace(pattern, '').replace(/\b(loans?|ratio|mean|means|type|on a loan)\b/g, '').trim())?.[1];
}
