// Parts of a letter or e-mail that speak for someone other than the borrower: the sender's signature block after
// a sign-off ("Thanks,", "Sincerely,", "--") until the borrower's acceptance block or the next message starts.
import { makeLine, type Cell, type Line } from '../layout';
import type { CandidateSet, ExtractField } from './fields';
import { findDate } from './dates';
import { parsePersonName } from './names';
import { matchLabel } from './labels';
import { splitMessages } from './messages';
import { labelParty, labelTokens } from './vocabulary';

/** A fax cover's or a memo's heading fields, beside which a phone or a mailbox is the sender's. */
export const COVER_HEADING = /^(?:to|from|pages|fax|re|subject|date)\s*:/i;

/** The closing of a letter or a message, after which its writer signs ("Sincerely,", "Mahalo,", "Aloha,"). */
export const LETTER_CLOSING = /^(?:sincerely(?: yours)?|yours (?:truly|sincerely)|very truly yours|respectfully(?: yours| submitted)?|(?:best |kind |warm |warmest )?regards|best|all the best|cordially|warmly|thanks|thank you|many thanks|cheers|aloha|mahalo|saludos|atentamente)[,!.]?$/i;
const ACCEPTANCE = /accepted|agreed|acknowledged|borrower:|guarantor:|signature/i;

export function senderLines(lines: Line[]): Set<number> {
  const sender = new Set<number>();
  const messageStarts = new Set(splitMessages(lines).map((m) => m.start));
  let inSender = false;
  lines.forEach((line, i) => {
    const text = line.text.trim();
    if (LETTER_CLOSING.test(text) || /^(?:--|—)$/.test(text)) inSender = true;
    else if (ACCEPTANCE.test(text) || messageStarts.has(i)) inSender = false;
    if (inSender) sender.add(i);
  });
  return sender;
}

/** Label kinds that describe a person; under another party's heading they are that party's. */
const CONTACT_KINDS = new Set(['email', 'phone', 'dob', 'credit_score', 'first_name', 'last_name', 'guarantor']);
/** Labels of a firm's name, which belongs to the party whose part of the document it is in. */
const FIRM_LABEL = /^(?:company|company name|firm|firm name|business|business name|organization|organisation)$/i;
/** Words of headings that open the borrower's, the property's or the loan's part of a document. */
const OWN_SECTION = /\b(accepted|agreed|acknowledged|acceptance|borrower|borrowers|guarantor|guarantors|applicant|coborrower|sponsor|principal|property|collateral|subject|loan|terms|request|transaction|deal|entity|vesting|client|customer|buyer|purchaser|investor)\b/;

const SECTION_NUMBER = /^(?:(?:section|part|schedule|step)\s+(?:\d{1,2}|[ivx]{1,4}|[a-h])\b\s*[.:)·•—–-]?|(?:\d{1,2}|[ivx]{1,4}|[a-h])\s*[.:)·•—–])\s*/i;

/** The label part of a heading cell: "Lender: Acme Capital" → "Lender"; a short heading stays whole. */
function headingText(cell: Cell, first: boolean): string | null {
  // A form's numbered part ("SECTION 1 · BORROWER", "Part II — Loan Request", "3. PROPERTY") is headed by its words.
  const text = cell.text.trim().replace(SECTION_NUMBER, '');
  const colon = /^([^:]{2,40}):/.exec(text);
  // Past a line's first cell only a column's own heading counts ("SELLER: | BUYER:"), not a value in a table.
  // A table's header row names each column's own party or field ("Lender | Obligor | Guarantor | Broker").
  const columnHeader = !first && !colon && text.length <= 30 && Boolean(matchLabel(text) && !matchLabel(text)!.guessed);
  // So does a column's heading in capitals with its party's name after it ("SELLER: Oak LLC | PURCHASER: Elm Corp.").
  const capitalHeading = colon !== null && colon[1] === colon[1]!.toUpperCase() && /[A-Z]{3}/.test(colon[1]!);
  if (!first && !columnHeader && !capitalHeading && !(colon && colon[0].length === text.length) && !(text === text.toUpperCase() && /[A-Z]{3}/.test(text))) return null;
  const label = colon ? colon[1]! : text;
  if (label.length > 40 || /\d/.test(label) || label.split(/\s+/).length > 5) return null;
  return label;
}

export type Topic = 'borrower' | 'property' | 'loan';
const TOPICS: [RegExp, Topic][] = [
  [/\b(property|collateral|subject|premises|real estate)\b/, 'property'],
  [/\b(borrowers?|guarantors?|applicant|coborrower|sponsor|principal|entity|vesting|client|customer|buyer|purchaser|investor)\b/, 'borrower'],
  [/\b(loan|terms|request|transaction|deal)\b/, 'loan'],
];

/** A short heading that names a part of the deal ("Borrower", "Loan", "Subject Property"), with no value beside it. */
function isTopicHeading(text: string): boolean {
  const words = labelTokens(text).join(' ');
  return !/\d/.test(text) && text.trim().split(/\s+/).length <= 3 && TOPICS.some(([re]) => re.test(words)) && !labelParty(labelTokens(text));
}

/** A part of the document: whose it is, and what an own part is about (it qualifies bare labels such as "Address"). */
export interface Section {
  party: boolean;
  topic: Topic | null;
  /** Headed for the person behind the borrower ("SPONSOR", "Guarantor", "Applicant"): its name is that person's. */
  principal?: boolean;
}

/** Words that name the person behind the borrower, in a heading or a label's tokens. */
export const PRINCIPAL_WORDS = /\b(sponsor|guarantor|principal|applicant)\b/;

/**
 * The section a heading opens, a field label that continues the one it is in, or null for any other text. `lines`:
 * how many lines a block of known length runs for.
 */
function opensSection(heading: string, alone: boolean): (Section & { field: boolean; lines?: number }) | null {
  const tokens = labelTokens(heading);
  const words = tokens.join(' ');
  // A learned guess opens no part: a firm's name ("Sterling Land Title") is no field's label.
  const match = matchLabel(heading);
  const kind = match && !match.guessed ? match.kind : undefined;
  const topic = TOPICS.find(([re]) => re.test(words))?.[1] ?? null;
  // A form's "Your Information" / "Contact" part is the applicant's own ("Contact | Dana" in a lender's block is not).
  // "About you", "Your information": the one filling the form in is its principal.
  if (alone && /^(?:your|my)\b|^about (?:you|yourself|the applicant)$/i.test(heading.trim())) return { party: false, topic: 'borrower', principal: true, field: false };
  if (alone && /^contact(?: information| info| details)?$/i.test(heading.trim())) return { party: false, topic: 'borrower', field: false };
  // "Prepared for lender review", "Submitted to the lender": whom the paper is for, not a part of it that is theirs.
  if (ADDRESSED_TO.test(heading.trim())) return null;
  if (RECORDING_BLOCK.test(heading.trim())) return { party: true, topic: null, field: false, lines: RECORDING_BLOCK_LINES };
  // A deal field's own label ("Broker Points", "Lender Fee") opens no other party's section. A firm's name
  // ("Company | BrightPath Funding" under "BROKER") is whoever's part it sits in.
  // Alone on its line, "Applicant" or "Guarantor" heads the principal's part though it is a field's label too.
  if (kind && kind !== 'other' && !CONTACT_KINDS.has(kind) && !FIRM_LABEL.test(heading.trim())) return { party: false, topic, principal: alone && PRINCIPAL_WORDS.test(words), field: true };
  if (OWN_SECTION.test(words)) return { party: false, topic, principal: PRINCIPAL_WORDS.test(words), field: false };
  // "Broker note (attached to submission):", "Lender comments": a party's words about the deal, not its own facts.
  if (tokens.length && labelParty(tokens)) return NOTE_WORDS.test(words) ? { party: false, topic: null, field: false } : { party: true, topic: null, field: false };
  return null;
}

const ADDRESSED_TO = /^(?:prepared|submitted|presented|sent|delivered|compiled)\s+(?:for|to)\s+\S/i;
/**
 * The block atop a recorded instrument that says where the recorder sends it ("After recording return to:",
 * "Recording requested by:"): a title company's or an attorney's address and officer, a few lines long.
 */
const RECORDING_BLOCK = /^(?:(?:after|when)\s+record(?:ed|ing),?\s+(?:please\s+)?(?:return|mail)(?:\s+to)?|recording\s+requested\s+by(?:\s+and\s+(?:when\s+recorded\s+)?(?:return|mail)\s+to)?)$/i;
const RECORDING_BLOCK_LINES = 5;
const NOTE_WORDS = /\b(?:note|notes|comment|comments|remark|remarks|narrative|summary|commentary)\b/;

function isDateLine(line: Line): boolean {
  const text = line.text.trim();
  return line.cells.length === 1 && text.length <= 30 && findDate(text) !== null;
}

/** The label of a contact's role, in a contact block or a contact list's column: "Role", "Party", "Contact type". */
export const ROLE_LABEL = /^(?:role|deal role|party|contact (?:type|role)|type of contact|relationship)\s*:?$/i;

const FORWARD_MARK = /^\W*(?:-{2,}|_{2,})?\s*(?:forwarded|original) message\b/i;

interface Zone extends Section {
  x0: number;
  /** The last line of a block of known length. */
  until?: number;
}

/**
 * The section each cell sits in. Another party's runs from a heading or label naming it ("LENDER", "Broker
 * Information", "Seller:", "Appraiser") until a heading or label of the borrower's, the property's or the loan's
 * own part. Headings side by side ("SELLER: | BUYER:", signature blocks in two columns) each rule their own column.
 * `headingsAlone`: only a row with nothing else on it heads another party's part (a spreadsheet's rows are fields in
 * any order).
 */
export function readSections(lines: Line[], { headingsAlone = false } = {}): Map<Cell, Section> {
  const sections = new Map<Cell, Section>();
  let zones: Zone[] = [];
  const messageStarts = new Set(splitMessages(lines).map((m) => m.start));
  lines.forEach((line, i) => {
    // A new page, a new message, or a letter's date under its letterhead ends every part.
    if ((i > 0 && line.page !== lines[i - 1]!.page) || messageStarts.has(i) || FORWARD_MARK.test(line.text) || isDateLine(line)) zones = [];
    zones = zones.filter((z) => z.until === undefined || i <= z.until);
    // "Role | Seller" over "Name | Marcus Garcia": a contact block that says whose it is opens that party's part.
    if (line.cells.length === 2 && ROLE_LABEL.test(line.cells[0]!.text.trim())) {
      zones = [{ x0: Number.NEGATIVE_INFINITY, party: labelParty(labelTokens(line.cells[1]!.text)) !== null, topic: null }];
    }
    // A row of column headings and nothing else ("Borrower | Loan"): each heads its own column's part.
    const headingRow = line.cells.length > 1 && line.cells.every((c) => isTopicHeading(c.text));
    line.cells.forEach((cell, ci) => {
      const heading = headingText(cell, ci === 0);
      const opened = heading === null ? null : opensSection(heading, line.cells.length === 1);
      if (opened === null) return;
      // In a sheet of label | value rows a row with its value is one field ("Originator | Claire Park"), not another
      // party's part; a row of the borrower's or the loan's own ("Borrower | Lakeside LLC") still ends the part above.
      if (headingsAlone && line.cells.length > 1 && opened.party) return;
      const tolerance = 2 * Math.max(line.height, 1);
      const current = zones.findLast((z) => z.x0 <= cell.x0);
      // A field's label goes on in the part it sits in ("Address" under "PROPERTY SNAPSHOT"); alone on its line
      // ("PROPERTY", "LOAN") it heads a part of its own.
      const continues = opened.field && line.cells.length > 1 && !headingRow && current && !current.party;
      const topic = continues ? (current.topic ?? opened.topic) : opened.topic;
      const principal = continues ? current.principal : opened.principal;
      // A heading alone on its line starts a new part of the page; one among others rules its column only.
      zones = line.cells.length === 1 ? [] : zones.filter((z) => Math.abs(z.x0 - cell.x0) > tolerance);
      zones.push({ x0: cell.x0 - tolerance, party: opened.party, topic, principal, until: opened.lines === undefined ? undefined : i + opened.lines });
      zones.sort((a, b) => a.x0 - b.x0);
    });
    for (const cell of line.cells) {
      const zone = zones.findLast((z) => z.x0 <= cell.x0);
      if (zone) sections.set(cell, { party: zone.party, topic: zone.topic, principal: zone.principal });
    }
  });
  return sections;
}

/** Cells that speak for another party. */
export function otherPartyCells(lines: Line[], sections = readSections(lines)): Set<Cell> {
  return new Set([...sections].filter(([, section]) => section.party).map(([cell]) => cell));
}

/** Lines every cell of which speaks for another party. */
export function otherPartyLines(lines: Line[], other = otherPartyCells(lines)): Set<number> {
  const zone = new Set<number>();
  lines.forEach((line, i) => {
    if (line.cells.length && line.cells.every((c) => other.has(c))) zone.add(i);
  });
  return zone;
}

/** A line's text without the cells that speak for another party. */
export function ownText(line: Line, other: Set<Cell>): string {
  return line.cells
    .filter((c) => !other.has(c))
    .map((c) => c.text)
    .join(' ');
}

/** The title of a statement about a loan that exists already: a payoff, a servicer's loan or mortgage statement. */
const PRIOR_LOAN_TITLE = /^(?:(?:loan )?pay-?off(?: (?:statement|letter|demand|quote|figures|request))?|statement of (?:loan )?account|(?:mortgage|loan|billing|escrow account) statement|beneficiary'?s? (?:demand|statement)|demand for payoff)$/i;
const PRIOR_LOAN_NOTICE = /\bnotice of (?:maturity |monetary |payment )?default\b|\bforbearance (?:agreement|terms|letter)\b|\bnotice of (?:maturity|forbearance)\b/i;
/** A payoff asked for because the property is being sold: the loan's borrower is then the seller, not ours. */
const PAYOFF_FOR_SALE = /\bpay-?off\b[^.]{0,80}\b(?:sale|sold|selling)\b|\b(?:(?:a|the) sale of (?:the|this|said) (?:property|premises|home|real estate)|in connection with (?:a|the) (?:sale|closing of (?:a|the) sale)|(?:property|premises|home) (?:is|are|has been) (?:being )?sold|pending sale|sale closing)\b/i;

/** Fields of a loan's own terms: in a statement of an existing loan they are the old lender's, not the new loan's. */
const LOAN_TERM_FIELDS = new Set<ExtractField>(['interest_rate', 'loan_number', 'loan_amount', 'loan_term', 'loan_type', 'origination_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee', 'prepayment_penalty', 'prepayment_terms']);
const BORROWER_FIELDS = new Set<ExtractField>(['borrower_first_name', 'borrower_last_name', 'borrower_type', 'entity_name', 'entity_type', 'ein', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'authorized_signatory_name', 'authorized_signatory_title']);

/**
 * Whether the document is a statement of a loan that exists already (titled so in its first lines), and whether
 * it is asked for because the property is being sold.
 */
export function priorLoanStatement(lines: Line[]): { forSale: boolean } | null {
  // The title may stand in a reference line ("RE: PAYOFF STATEMENT"); a notice of default or forbearance on a loan
  // is about that loan too ("Re: Commercial Loan No. 4926442439 — Notice of Maturity Default and Forbearance").
  const titled = lines.slice(0, 15).some((line) => {
    const text = line.text.trim().replace(/[:.]$/, '').replace(/\s+/g, ' ');
    return PRIOR_LOAN_TITLE.test(text.replace(/^(?:re|subject)\s*:\s*/i, '')) || PRIOR_LOAN_NOTICE.test(text);
  });
  if (!titled) return null;
  return { forSale: PAYOFF_FOR_SALE.test(lines.map((l) => l.text).join(' ').replace(/\s+/g, ' ')) };
}

/**
 * A payoff or a loan statement describes the loan being paid off: its rate, number and amount are the old loan's.
 * Its borrower is ours only when the payoff is for a refinance; for a sale, the borrower is the seller.
 */
export function dropPriorLoan(lines: Line[], set: CandidateSet): void {
  const prior = priorLoanStatement(lines);
  if (!prior) return;
  set.remove((c) => LOAN_TERM_FIELDS.has(c.field) || (prior.forSale && BORROWER_FIELDS.has(c.field)));
}

/** A box's heading in capitals that names another party ("AGENCY", "LENDER CONTACT", "SELLER'S BROKER"). */
function partyBoxHeading(cell: Cell): boolean {
  const text = cell.text.trim().replace(/:$/, '');
  return text === text.toUpperCase() && /[A-Z]{3}/.test(text) && text.split(/\s+/).length <= 4 && labelParty(labelTokens(text)) !== null;
}

const PERSON_LEAD = /^[A-Z][a-z'’]+(?:\s+[A-Z]\.)?\s+[A-Z][A-Za-z'’-]+$/;

/**
 * People named in a box headed by another party ("AGENCY" / "Hometown Risk Partners" / "Abigail Nguyen · 401 555
 * 0178"): a name leading a cell of the box's next lines, in the heading's column, before the next heading.
 */
export function otherSectionPeople(lines: Line[]): Set<string> {
  const people = new Set<string>();
  lines.forEach((line, i) => {
    for (const heading of line.cells.filter(partyBoxHeading)) {
      const tolerance = 2 * Math.max(line.height, 1);
      for (const below of lines.slice(i + 1, i + 4)) {
        if (below.page !== line.page) break;
        const cell = below.cells.find((c) => Math.abs(c.x0 - heading.x0) < tolerance);
        if (!cell) continue;
        if (cell.text.trim() === cell.text.trim().toUpperCase() && /[A-Z]{3}/.test(cell.text)) break;
        const lead = cell.text.split(/\s+[·•|—–-]\s+|,\s+|\s{2,}/)[0]!.trim();
        const person = PERSON_LEAD.test(lead) && !matchLabel(lead) ? parsePersonName(lead) : null;
        if (person) people.add(`${person.first} ${person.last}`.toLowerCase());
      }
    }
  });
  return people;
}

/** "V. DECLARATIONS", "Section 3 — PROPERTY", "2) LOAN REQUEST": a form's numbered heading, never a field's value. */
const HEADING_NUMBER = /^(?:(?:section|part|schedule|article|step)\s+(?:\d{1,2}|[ivx]{1,4}|[a-h])\b\s*[.:)·•—–-]?|(?:\d{1,2}|[IVX]{1,4})\s*[.):·•—–])\s*/i;

export function isNumberedHeading(text: string): boolean {
  const number = HEADING_NUMBER.exec(text.trim());
  return number !== null && /^[A-Z][A-Z &/,'’()-]{2,}$/.test(text.trim().slice(number[0].length));
}

/** Column headers that make a table about tenants, leases, a unit mix, comparable sales or listings, tax installments or real estate owned rather than the loan. */
const FOREIGN_TABLE = /^(?:tenant(?: name)?|draw(?: #| no\.?| number)?|milestone|resident|lessee|lease(?: start| end| expiration| expires| term| from| to)?|bd\/ba|beds?\/baths?|market rent|actual rent|contract rent|in-place rent|monthly rent|gross rent|mortgage balance|loan balance|unpaid balance|comp(?:arable)?(?: sale)?s?|sale date|date sold|sold price|installment|tax year|levy|taxing (?:district|body|unit|authority)|account type|account no\.?|available balance|title held|how held|rents?\/mo(?:nth)?|date acquired|year acquired|owned since|% owned|net equity|dist\.?|distance|proximity|adr|listing|liabilit(?:y|ies)|creditor|lender\/creditor|specimen signature|signature specimen|specimen|unit (?:size|type|mix)|street rate|in-place (?:avg|average|rate|rent)|occupied|occ\.? ?%)$/i;

/**
 * The header row of a table about tenants, leases, comparables, accounts, installments or draws. A row of captions
 * that names the borrower ("Borrower | Owner of Public Record | County | Tax Year" atop an appraisal) is the deal's.
 */
export function isForeignTableHeader(cells: readonly string[]): boolean {
  return cells.some((c) => FOREIGN_TABLE.test(c.trim())) && !cells.some((c) => BORROWER_CAPTION.test(c.trim()));
}
const BORROWER_CAPTION = /^(?:borrower|borrower name|borrower\/client|applicant|mortgagor)$/i;

/**
 * The body of the table a header of three cells or more heads: its rows, each with the lines it wraps onto. A row
 * fills at least half the header's columns; a wrapped line starts right of the first column, close under the line
 * above. A total, or a row that opens with a label of the deal ("Loan Amount | $300,000", "Reconciled As-Is Value |
 * 345000"), has left the table.
 */
function tableBody(lines: readonly Line[], index: number, header: Line): { row: number; wrapped: number[] }[] {
  const columns = Math.max(2, Math.ceil(header.cells.length / 2));
  const [first, second] = header.cells as [Cell, Cell];
  const underFirst = (line: Line) => Math.abs(line.cells[0]!.x0 - first.x0) < Math.abs(line.cells[0]!.x0 - second.x0);
  const body: { row: number; wrapped: number[] }[] = [];
  for (let k = index + 1; k < lines.length; k++) {
    const line = lines[k]!;
    const last = body.at(-1);
    const above = lines[last?.wrapped.at(-1) ?? last?.row ?? index]!;
    const close = line.page === above.page && line.y - above.y <= 2 * Math.max(above.height, 1);
    // A total under the table, or a row that opens with a label of the deal, has left it.
    const label = line.cells.length ? matchLabel(line.cells[0]!.text) : null;
    if ((label && !label.guessed && label.kind !== 'other') || TOTAL_ROW.test(line.cells[0]?.text ?? '')) break;
    // A first cell that ends in a comma goes on under it ("577 McCollister Dr, Teton Village," over "WY 83025"), and
    // so does an address whose ZIP wrapped alone ("60 Soda Ridge Rd, Keystone, CO" over "80435").
    const runsOn = last !== undefined && close && (/,\s*$/.test(above.cells[0]?.text ?? '') || /^(?:[A-Z]{2}\s+)?\d{5}(?:-\d{4})?$/.test(line.cells[0]?.text.trim() ?? ''));
    if (line.cells.length >= columns && (underFirst(line) || !last || !close) && !runsOn) {
      body.push({ row: k, wrapped: [] });
    } else if (close && line.cells.length && (!underFirst(line) || runsOn)) {
      // Before the first row, the header's own wrapped captions ("Title" over "held").
      last?.wrapped.push(k);
    } else break;
  }
  return body;
}

const TOTAL_ROW = /^\s*(?:totals?|sub-?totals?|sum|average|grand total)\b/i;

/** A heading over a table of other loans than the one asked for: "4. Prior loans with us", "Track record", "Existing debt". */
const OTHER_LOANS_HEADING = /^(?:[\d.)\s]+|[IVX]+\.\s*)?(?:(?:prior|previous|past|other|existing|outstanding|recent)\s+(?:loans?|deals?|financing|mortgages?|debt)\b|(?:sponsor(?:'s|’s)?\s+)?track record|loan history|repayment history)/i;

/** A personal financial statement's schedule of the other properties its signer owns. */
const REAL_ESTATE_OWNED_HEADING = /\b(?:real estate owned|schedule of real estate|reo schedule)\b/i;

const headsForeignTable = (header: Line, index: number, lines: readonly Line[]) => {
  const heading = index > 0 && lines[index - 1]!.cells.length === 1 ? lines[index - 1]!.text.trim() : '';
  return header.cells.length >= 3 && (isForeignTableHeader(header.cells.map((c) => c.text)) || OTHER_LOANS_HEADING.test(heading) || REAL_ESTATE_OWNED_HEADING.test(heading));
};

/**
 * A header row with the caption words wrapped under it ("Property | Market | Mortgage" over "value | balance"): each
 * caption joined with the words under it, and the number of lines the captions take. Wrapped words have no figure,
 * sit under a caption, and either leave some captions alone or start in lower case.
 */
function joinedHeader(lines: readonly Line[], index: number): { header: Line; depth: number } {
  const line = lines[index]!;
  const next = lines[index + 1];
  const tolerance = Math.max(line.height, 1);
  const captionOver = (cell: Cell) => line.cells.find((c) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0 || Math.abs(c.x0 - cell.x0) < tolerance);
  const wraps =
    next !== undefined &&
    next.page === line.page &&
    next.y - line.y <= 2 * tolerance &&
    next.cells.every((c) => !/\d/.test(c.text) && c.text.trim().split(/\s+/).length <= 3 && captionOver(c)) &&
    (next.cells.length < line.cells.length || next.cells.every((c) => /^[a-z(]/.test(c.text.trim())));
  if (!wraps) return { header: line, depth: 1 };
  const cells = line.cells.map((caption) => {
    const under = next.cells.filter((c) => captionOver(c) === caption).map((c) => c.text.trim());
    return under.length ? { ...caption, text: `${caption.text.trim()} ${under.join(' ')}` } : caption;
  });
  return { header: makeLine(cells, line.page, line.y, line.height), depth: 2 };
}

/** A foreign table: the index of its header, its captions (joined with the words they wrap onto) and its body. */
interface ForeignTable {
  header: number;
  /** The lines the header's captions take: 2 when they wrap. */
  depth: number;
  captions: Line;
  body: { row: number; wrapped: number[] }[];
}

/** The foreign tables of a document's lines, read once per document: three rule families ask for them. */
const tablesOfLines = new WeakMap<readonly Line[], ForeignTable[]>();

function foreignTables(lines: readonly Line[]): ForeignTable[] {
  let tables = tablesOfLines.get(lines);
  if (!tables) {
    tables = lines.flatMap((_, index) => {
      const { header, depth } = joinedHeader(lines, index);
      return headsForeignTable(header, index, lines) ? [{ header: index, depth, captions: header, body: tableBody(lines, index + depth - 1, header) }] : [];
    });
    tablesOfLines.set(lines, tables);
  }
  return tables;
}

/**
 * The lines of tables about tenants, leases, comparables, accounts or installments (a schedule of real estate owned
 * lists the market value and loan balance of other properties): each such header and the table under it.
 */
export function foreignTableRows(lines: readonly Line[]): Set<number> {
  return new Set(foreignTables(lines).flatMap(({ header, depth, body }) => [header, header + depth - 1, ...body.flatMap(({ row, wrapped }) => [row, ...wrapped])]));
}

/** A row's mark that it is the deal's own property: "(SUBJECT)", "Subject property", "subject — requesting". */
export const SUBJECT_MARK = /(?:^|\()\s*subject(?:\s+(?:property|prop\.?|collateral))?\s*(?:\)|$|[—–:;,]\s*|-\s+)/i;

/**
 * The rows of such tables that are marked as the subject (a schedule of real estate owned lists the property being
 * financed among the others), with the header they fall under and the row's wrapped lines, which may carry the mark.
 */
export function markedSubjectRows(lines: readonly Line[]): { header: Line; row: Line; wrapped: Line[] }[] {
  return foreignTables(lines).flatMap(({ captions, body }) =>
    body
      .map(({ row, wrapped }) => [row, ...wrapped].map((k) => lines[k]!))
      .filter((rowLines) => rowLines.some((l) => l.cells.some((c) => SUBJECT_MARK.test(c.text.trim()))))
      .map((rowLines) => ({ header: captions, row: rowLines[0]!, wrapped: rowLines.slice(1) })),
  );
}

/** A document that says the property is being bought: a contract price in dollars, or a purchase assignment. */
export const BEING_BOUGHT = /\b(?:contract (?:sales? )?price|purchase price|sales? price)\s*:?\s*\$\s?\d|\b(?:assignment|assignment type|purpose|transaction|transaction type)\s*:\s*purchase\b/i;
