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
  ['Term Sheet', /term sheet|summary of terms|indicative terms|terms and conditions|commitment letter|loan commitment|conditional (?:loan )?approval|loan approval|loan quote|rate quote|quote summary|indicative pricing|proposed terms|loan modification|modification agreement|maturity extension|extension of (?:the )?maturity|closing instructions|payoff (?:statement|letter|demand|quote)|credit (?:committee )?memo|credit committee|underwriting (?:memo|summary)|credit approval|pay-off (?:statement|letter|demand)|statement of (?:loan )?account|mortgage statement|loan statement/g, 3],
  ['Letter of Intent', /letter of intent|letter of interest|\bloi\b|expression of intent|expression of interest|indication of interest|express(?:es)? (?:its|our) interest|soft quote|pre-?qualification letter|pre-?approval letter|(?:has|have) been pre-?(?:qualified|approved)/g, 4],
  // The schedule of real estate owned is a part of the application (the 1003's own section), often sent alone.
  ['Loan Application', /loan application|uniform residential|\bapplicant\b|declarations|1003|schedule of real estate owned|real estate owned schedule|\breo schedule/g, 3],
  ['Broker Submission Sheet', /financing request|loan request summary|deal summary|sources (?:&|and) uses|loan scenario|scenario (?:sheet|summary)|deal submission|submission (?:form|sheet)/g, 2.5],
  ['Broker Submission Email', /\bsubject:|\bfrom:|\bto:|\bcc:|submission|quick summary|\bsent:|hi [a-z]+,|let me know|\b\d{1,2}:\d{2} ?[ap]m\b|\b(?:lol|lmk|thx|ty)\b/g, 1.5],
  ['Purchase and Sale Agreement', /purchase and sale agreement|purchase agreement|sales contract|contract of sale|earnest money|\(?"?seller"?\)|\(?"?buyer"?\)|title commitment|commitment for title|title order|settlement statement|closing statement|escrow (?:no\b|number|officer)/g, 2.5],
  ['Appraisal Report', /appraisal report|appraiser|comparable|sales comparison|reconciliation|market value "?as is|\bcomp(?:arable)? ?#?\d\b/g, 2.5],
  // An insurer's evidence or binder states what the property is insured for: it values the collateral.
  ['Appraisal Report', /evidence of (?:property |hazard |homeowners? )?insurance|insurance (?:binder|declarations|certificate)|certificate of (?:property )?insurance|proof of (?:property )?insurance|replacement cost|dwelling coverage|broker price opinion|valuation report/g, 1.5],
  ['Entity Document', /operating agreement|articles of (?:incorporation|organization)|certificate of (?:formation|trust|good standing|limited partnership|incumbency|status|existence)|good standing|guaranty agreement|guarantee agreement|certification of trust|incumbency certificate|secretary'?s certificate|affidavit of trust|trust (?:abstract|affidavit|certificate|certification)|abstract of trust|partnership agreement|agreement of limited partnership|bylaws|employer identification number|trust agreement|(?:written )?consent of the (?:sole )?(?:members?|managers?|board|directors|partners|general partner|shareholders)|resolutions? of the (?:members?|managers?|board|partners)|\bresolved,? that\b/g, 3],
];

/**
 * Headings name what a document is in a word or two, wider than the body's phrases: "Appraisal of …", "Trustee's
 * Certificate of Authority", "Rate Lock Confirmation", "Amendment to Contract of Sale".
 */
const HEADING_SIGNALS: [DocumentType, RegExp][] = [
  // A payoff or a loan statement sets out an existing loan's terms and what is owed on it.
  // A credit committee's or an underwriter's memo sets out the terms approved.
  ['Term Sheet', /(?<!title )commitment|approval|credit (?:committee )?memo|underwriting memo|\bquote\b|rate lock|(?:pricing|rate|lock)\b.{0,12}\bconfirm|\bterms\b|\bpay-?off\b|(?:loan|mortgage) statement/g],
  // A lender's pre-qualification or pre-approval indicates the terms it would lend on, as a letter of intent does.
  ['Letter of Intent', /\bintent\b|\binterest\b|\bloi\b|pre-?qualification|pre-?approval/g],
  // A borrower questionnaire is the lender's application asked as questions.
  // A guarantor's information sheet and credit authorization are pages of the application.
  ['Loan Application', /application|intake|questionnaire|real estate owned|\breo\b|credit authori[sz]ation|guarantor information/g],
  ['Purchase and Sale Agreement', /(?:purchase|sale|sales)\b.{0,20}\b(?:agreement|contract|amendment|addendum)|(?:agreement|contract|amendment|addendum)\b.{0,30}\b(?:purchase|sale)\b|\bescrow\b/g],
  ['Appraisal Report', /apprais|valuation|price opinion|\bbpo\b|(?<!title )\binsurance\b|\bcoverage\b|\binsured\b|(?<!title )\bbinder\b/g],
  // A broker's cover sheet names itself a submission or a deal's summary; an e-mail's subject may say the same of
  // the e-mail, so only the document's own top lines count.
  ['Broker Submission Sheet', /submission|submittal|deal (?:summary|sheet)|scenario/g],
  // A guaranty titles itself so ("Guaranty of Payment", "Personal Guaranty"); a term sheet's row names one among others.
  ['Entity Document', /certificate|certification|resolution|consent|incumbency|minutes|bylaws|articles of|operating agreement|partnership agreement|trust agreement|\bein\b|identification number|guarant(?:y|ee) (?:agreement|of payment)|^(?:personal |continuing |unconditional )?guarant(?:y|ee)$/g],
];

/**
 * Who signs says what a document is: an appraiser signs an appraisal, a seller and a buyer sign a contract of
 * sale, an entity's trustee or officer certifies its paperwork. Read from the closing lines only.
 */
const SIGNER_SIGNALS: [DocumentType, RegExp][] = [
  ['Appraisal Report', /\bappraiser\b|\b(?:mai|sra|ai-grs)\b|certified (?:general|residential)/],
  ['Purchase and Sale Agreement', /^(?=[\s\S]*\b(?:seller|vendor)s?\b)(?=[\s\S]*\b(?:buyer|purchaser)s?\b)/],
  ['Entity Document', /\b(?:trustee|secretary|managing member|general partner|sole member)\b[\s\S]*\b(?:notary|subscribed|sworn|certif)|\bcertif[\s\S]*\b(?:trustee|secretary|managing member|general partner|sole member)\b/],
];

/**
 * What the text offers or agrees: a seller agreeing to sell is a contract; a lender pleased to offer or commit to
 * terms quotes them; a party certifying its authority or resolving to borrow writes entity paperwork.
 */
const PROMISE_SIGNALS: [DocumentType, RegExp][] = [
  ['Purchase and Sale Agreement', /\b(?:agrees?|agreed) to (?:sell|purchase|buy|convey)\b|\bhereby amend/g],
  ['Term Sheet', /\b(?:pleased|happy|delighted) to (?:offer|issue|provide|extend|confirm|approve|commit)|\bcommits? to (?:lend|make|fund|provide)|\b(?:has|have) (?:been )?(?:approved|locked)\b|\brate (?:is |has been )?locked\b/g],
  ['Letter of Intent', /\b(?:proposes?|intends?|propose) to (?:purchase|acquire|lend|provide|finance|make)\b/g],
  ['Entity Document', /\bcertif(?:y|ies) that\b|\bresolved\b|\bauthority to (?:borrow|execute|sign|encumber)|\bduly (?:organized|formed|authorized)|\bin full force\b|\b(?:the )?motion (?:carried|passed)\b/g],
];

/** What a spreadsheet's other reading must reach to type it other than a broker's deal sheet: more than a title alone. */
const SHEET_PRIOR = 12;

const SETTLEMENT_TITLE = /settlement (?:statement|estimate|sheet)|closing (?:statement|disclosure)|estimated (?:settlement|closing)|funding (?:statement|worksheet)/;
const SALE_WORDS = /\bsellers?\b|\bvendors?\b|(?:sales?|contract|purchase) price|earnest money|commission to/;

/** A heading line: short, not a sentence, not a label with its value. */
function isHeading(line: string): boolean {
  const words = line.trim().split(/\s+/);
  // Figures belong to a table's rows ("Loan Amount $1,900,000.00", "Lock Date 07/13/2024"), not to a title.
  return words.length > 0 && words.length <= 12 && !/[$%]|\d{3,}|\d\/\d/.test(line) && !/[.,;]$/.test(line.trim()) && !/\.\s+[A-Z]/.test(line) && !/:\s*\S/.test(line.replace(/^\s*(?:re|subject)\s*:/i, ''));
}

/** "T E R M  S H E E T" → "termsheet": a letter-spaced heading compared without its gaps. */
function compactHeading(line: string): string | null {
  const tokens = line.trim().split(/\s+/);
  return tokens.length >= 4 && tokens.filter((t) => t.length === 1).length >= 0.7 * tokens.length ? line.toLowerCase().replace(/[^a-z]/g, '') : null;
}

/** A pattern for text with its spaces (and word boundaries) taken out. */
function compactPattern(re: RegExp): RegExp {
  return new RegExp(re.source.replace(/\\b/g, '').replace(/ \??/g, '').replace(/\(\?<![^)]*\)/g, ''), 'g');
}

const TITLE_WORD = /^(?:[A-Z][A-Za-z'’&/-]*|of|and|for|to|the|&|[-–—·|])$/;

/**
 * A title sharing its line with figures ("Loan Pricing Quote    Printed 12/07/2025", "Payoff Statement  Ref 4471"):
 * its words in title case before the first figure.
 */
function titleBeforeFigures(line: string): string | null {
  const words = line.trim().split(/\s+/);
  const cut = words.findIndex((w) => /\d/.test(w));
  if (cut < 2 || cut > 6) return null;
  const title = words.slice(0, cut);
  return title.every((w) => TITLE_WORD.test(w)) ? title.join(' ') : null;
}

/**
 * A top line's title: the line when it reads as one, else its title-cased words before a figure, else a cell of two
 * or more words beside a print stamp ("9/18/2024, 8:49 PM | My Application"). Cells are tab-separated.
 */
function lineTitle(line: string, cellsToo: boolean): string | null {
  const whole = line.replace(/\t/g, ' ');
  if (isHeading(whole)) return whole;
  const before = titleBeforeFigures(whole);
  if (before || !cellsToo) return before;
  return line.split('\t').find((cell) => cell.trim().split(/\s+/).length >= 2 && isHeading(cell)) ?? null;
}

/**
 * Lines that head the document: its first short lines, a title wrapped onto two of them ("Assignment and Assumption
 * of Purchase" / "Contract") read joined, and a letter's or an e-mail's "Re:" / "Subject:" line.
 */
function headings(lines: string[], spreadsheet: boolean): { top: string[]; wrapped: string[]; subject: string[] } {
  // A sheet's title stands alone in its row; a row of cells is a label and its value ("Loan Applicant | Ann Wu").
  const titles = lines.slice(0, 10).map((l, i) => (spreadsheet && l.includes('\t') ? null : lineTitle(l, i < 3)));
  const top = titles.filter((l): l is string => l !== null);
  const wrapped = titles.flatMap((t, i) => (t && titles[i + 1] ? [`${t} ${titles[i + 1]}`] : []));
  const subject = lines.slice(0, 25).filter((l) => /^\s*(?:re|subject)\s*:/i.test(l)).map((l) => l.replace(/\t/g, ' '));
  const lower = (list: string[]) => list.map((l) => l.toLowerCase());
  return { top: lower(top), wrapped: lower(wrapped.slice(0, 3)), subject: lower(subject) };
}

function count(re: RegExp, text: string): number {
  return (text.match(re) ?? []).length;
}

export function classifyDocument(raw: string, { spreadsheet = false } = {}): DocumentType {
  // Exports name their fields in snake case ("applicant_first_name"): words all the same.
  const text = spreadsheet ? raw.replace(/_/g, ' ') : raw;
  const lines = text.split('\n').filter((l) => l.trim());
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  // Letter-spaced titles ("N O N - B I N D I N G  T E R M  S H E E T") read as words once the gaps go.
  const squeezed = lower.replace(/\b(\w) (?=\w\b)/g, '$1');
  const head = squeezed.slice(0, 600);
  const { top, wrapped, subject } = headings(lines, spreadsheet);
  const heads = [...top, ...subject];
  const closing = lines.slice(-12).join(' ').toLowerCase();
  const scores = new Map<DocumentType, number>();
  const add = (type: DocumentType, points: number) => scores.set(type, (scores.get(type) ?? 0) + points);
  for (const [type, re, weight] of SIGNALS) {
    const inHeadings = heads.reduce((n, h) => {
      const compact = compactHeading(h);
      return n + (compact ? count(compactPattern(re), compact) : count(re, h));
    }, 0);
    add(type, weight * (Math.min(count(re, squeezed), 6) + Math.min(count(re, head), 2) + 2 * Math.min(inHeadings, 2)));
  }
  // A printed e-mail opens with header fields that carry addresses; a subject line's words ("… - 1003 Meadow Way")
  // do not retitle it. A memo's "To: / From: / Re:" names people, not mailboxes.
  const header = lines.slice(0, 15).filter((l) => /^\s*(?:from|to|cc|sent|date|subject)\s*:/i.test(l));
  const email = header.length >= 2 && header.some((l) => /@[\w-]+\.\w/.test(l));
  if (email) add('Broker Submission Email', 8);
  for (const [type, re] of HEADING_SIGNALS) {
    // A submission's cover sheet is titled so by its own first lines; in an e-mail the same words title the message's
    // table or subject, and the e-mail carries the submission.
    if (type === 'Broker Submission Sheet' && email) continue;
    // Wrapped titles name a kind here only, so that a phrase is not counted twice among the weighted phrases.
    const named = (type === 'Broker Submission Sheet' ? [...top, ...wrapped] : [...heads, ...wrapped]).some((h) => {
      const compact = compactHeading(h);
      return count(compact ? compactPattern(re) : re, compact ?? h) > 0;
    });
    if (named) add(type, 10);
  }
  for (const [type, re] of SIGNER_SIGNALS) if (re.test(closing)) add(type, 4);
  for (const [type, re] of PROMISE_SIGNALS) add(type, 2 * Math.min(count(re, squeezed), 2));
  // A settlement statement with no seller and no price settles a loan alone (a refinance): it sets out the loan.
  if (heads.some((h) => SETTLEMENT_TITLE.test(h)) && !SALE_WORDS.test(squeezed)) add('Term Sheet', 12);
  if (spreadsheet) {
    // A workbook is a broker's deal sheet unless its title or content speaks plainly for another kind (an appraiser's
    // sales grid, an applicant's schedule, a lender's pricing); a sheet is never an e-mail.
    scores.delete('Broker Submission Email');
    add('Broker Submission Sheet', SHEET_PRIOR);
  }
  let best: DocumentType = 'Unknown';
  let bestScore = 0;
  for (const [type, score] of scores) {
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
  // A letter greets its reader or names them and the matter ("Attn: …", "Re: …") before the body.
  const letter = /^\s*(?:dear\s+\w|attn\b|attention\s*:|re\s*:)/im.test(text);
  if (values.interest_rate && quoted >= 2 && (values.loan_amount || values.loan_term)) return letter ? 'Letter of Intent' : 'Term Sheet';
  const borrower = values.entity_name || (values.borrower_first_name && values.borrower_last_name);
  if (borrower && values.property_address && values.loan_amount && !letter) return 'Broker Submission Sheet';
  return 'Unknown';
}
