// Which kind of loan document this is, from the phrases each kind is built around. Titles weigh most; body
// phrases break ties. Returns "Unknown" when nothing speaks for any type.

export const DOCUMENT_TYPES = [
  'Term Sheet',
  'Letter of Intent',
  'Loan Application',
  'Broker Submission Email',
  'Purchase and Sale Agreement',
  'Appraisal Report',
  'Entity Document',
  'Broker Submission Sheet',
  'Unknown',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// Chats carry no title: a printed text thread is known by its messages' time stamps ("6:36 PM") and shorthand.
// Title, escrow and settlement paperwork belongs with the purchase; modifications and closing instructions restate
// a loan's terms.
const SIGNALS: [DocumentType, RegExp, number][] = [
  ['Term Sheet', /term sheet|summary of terms|indicative terms|terms and conditions|commitment letter|loan commitment|conditional (?:loan )?approval|loan approval|loan quote|rate quote|quote summary|indicative pricing|proposed terms|loan modification|modification agreement|maturity extension|extension of (?:the )?maturity|closing instructions/g, 3],
  ['Letter of Intent', /letter of intent|letter of interest|\bloi\b|expression of intent|expression of interest|indication of interest|express(?:es)? (?:its|our) interest|soft quote/g, 4],
  ['Loan Application', /loan application|uniform residential|\bapplicant\b|declarations|1003/g, 3],
  ['Broker Submission Sheet', /financing request|loan request summary|deal summary|sources (?:&|and) uses|loan scenario|scenario (?:sheet|summary)|deal submission|submission (?:form|sheet)/g, 2.5],
  ['Broker Submission Email', /\bsubject:|\bfrom:|\bto:|\bcc:|submission|quick summary|\bsent:|hi [a-z]+,|let me know|\b\d{1,2}:\d{2} ?[ap]m\b|\b(?:lol|lmk|thx|ty)\b/g, 1.5],
  ['Purchase and Sale Agreement', /purchase and sale agreement|purchase agreement|sales contract|contract of sale|earnest money|\(?"?seller"?\)|\(?"?buyer"?\)|title commitment|commitment for title|title order|settlement statement|closing statement|escrow (?:no\b|number|officer)/g, 2.5],
  ['Appraisal Report', /appraisal report|appraiser|comparable|sales comparison|reconciliation|market value "?as is/g, 2.5],
  ['Entity Document', /operating agreement|articles of (?:incorporation|organization)|certificate of (?:formation|trust|good standing|limited partnership|incumbency|status|existence)|good standing|guaranty agreement|personal guaranty|guarantee agreement|certification of trust|incumbency certificate|secretary'?s certificate|affidavit of trust|trust (?:abstract|affidavit|certificate|certification)|abstract of trust|partnership agreement|agreement of limited partnership|bylaws|employer identification number|trust agreement|(?:written )?consent of the (?:sole )?(?:members?|managers?|board|directors|partners|general partner|shareholders)|resolutions? of the (?:members?|managers?|board|partners)|\bresolved,? that\b/g, 3],
];

export function classifyDocument(text: string, { spreadsheet = false } = {}): DocumentType {
  if (spreadsheet) return 'Broker Submission Sheet';
  const lower = text.toLowerCase();
  // Letter-spaced titles ("N O N - B I N D I N G  T E R M  S H E E T") read as words once the gaps go.
  const squeezed = lower.replace(/\b(\w) (?=\w\b)/g, '$1');
  const head = squeezed.slice(0, 600);
  let best: DocumentType = 'Unknown';
  let bestScore = 0;
  for (const [type, re, weight] of SIGNALS) {
    const body = (squeezed.match(re) ?? []).length;
    const title = (head.match(re) ?? []).length;
    const score = weight * (Math.min(body, 6) + 2 * title);
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : 'Unknown';
}

/** Loan terms a lender quotes: the price of money beyond its amount. */
const QUOTED_TERMS = ['interest_rate', 'origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee', 'prepayment_penalty'] as const;

/**
 * A document no title or phrase names, typed by what it states: a lender's quoted terms (a rate and a price of
 * money besides) are a term sheet, or a letter of intent when written as a letter; a deal described by its
 * borrower, property and ask is a broker's submission. Anything else stays Unknown.
 */
export function typeFromFields(values: Partial<Record<string, string>>, text: string): DocumentType {
  const quoted = QUOTED_TERMS.filter((field) => values[field] !== undefined).length;
  const letter = /^\s*dear\s+\w/im.test(text);
  if (values.interest_rate && quoted >= 2 && (values.loan_amount || values.loan_term)) return letter ? 'Letter of Intent' : 'Term Sheet';
  const borrower = values.entity_name || (values.borrower_first_name && values.borrower_last_name);
  if (borrower && values.property_address && values.loan_amount && !letter) return 'Broker Submission Sheet';
  return 'Unknown';
}
