// Label → value pairs from the cell layout: "Label | Value" on one line, "Label: Value" in one cell, and forms
// that print the label above its value (application forms, boxed scans).
import { makeLine, type Cell, type DocText, type Line } from '../layout';
import { continuesSentence } from './cues';
import { CandidateSet } from './fields';
import { compoundValues, isFirmName, matchLabel, NAME_ORDER, normaliseLabel, splitLabelPrefix, type LabelMatch } from './labels';
import { parseAddress } from './address';
import { normaliseLoanPurpose, normaliseLoanType, normalisePropertyType } from './categories';
import { leadingEntity, parseEntity, parsePersonName, wholeEntity } from './names';
import { interpretLabeled, officeInEntity, officerTitle } from './values';
import { BEING_BOUGHT, COVER_HEADING, foreignTableRows, isNumberedHeading, markedSubjectRows, SUBJECT_MARK, otherPartyCells, PRINCIPAL_WORDS, readSections, senderLines, type Topic } from './zones';
import { FINANCE_FIRM, labelTokens, namesLender } from './vocabulary';

/** Contact and identity labels inside someone else's signature block (a broker's, a lender's) are not the borrower's. */
const PERSONAL_KINDS = new Set(['email', 'phone', 'dob', 'credit_score', 'borrower', 'guarantor', 'first_name', 'last_name', 'trustee', 'signatory', 'signatory_title', 'entity_name', 'entity_type', 'ein']);

/** In an appraisal the client is the lender that ordered it, not the borrower. */
const APPRAISAL_CLIENT = /^(client|client name|intended user|appraisal client|prepared for)$/;
/** The owner of record: the borrower who refinances, but the seller when the property is being bought. */
const OWNER_OF_RECORD = /^(?:current )?(?:owners? of (?:public )?record|(?:public )?record owners?|owners?|property owners?|owner names?|taxpayer|taxpayer name|mailing name|assessee|names? of owners?)$/;

/** A bare "File #" is the loan's on the papers a lender, a broker or an appraiser writes; on a contract, a title or
 * escrow paper or an entity's it is that company's own. */
const BARE_FILE = /^(?:our )?file\b/;
const FILE_OF_ANOTHER = new Set(['Purchase and Sale Agreement', 'Entity Document']);

const STREET_SUFFIX = /^(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|ct|court|way|pl|place|ter|cir|pkwy)\.?$/i;

/** A cell that is only a street's suffix under the street's number and name. */
function wrapsStreet(lines: Line[], index: number, cell: Cell): boolean {
  const above = lines[index - 1];
  if (!above || !STREET_SUFFIX.test(cell.text.trim())) return false;
  const over = above.cells.find((c) => Math.abs(c.x0 - cell.x0) < 2 * Math.max(above.height, 1));
  return over !== undefined && /^\d+\s+[A-Za-z]/.test(over.text.trim()) && !/,/.test(over.text);
}

/** A row whose every cell is a label of the vocabulary (not a learned guess). */
function isCaptionRow(line: Line): boolean {
  return line.cells.every((c) => {
    const match = matchLabel(c.text);
    return match !== null && !match.guessed;
  });
}

/** A run-in heading before "label: value" pairs: "6. Lender fees. Origination: 1.50 points; …". */
const HEADING_OVER_PAIRS = /^(?:(?:\d{1,2}|[A-Z])\.\s+)?[A-Z][A-Za-z /&'’-]{1,40}\.\s+(?=[A-Z][A-Za-z .'’/&#-]{1,40}:\s*\S)/;
/** A heading run into its paragraph: "6. Prepayment. None - open prepay.", "Borrower. Oak LLC". */
const RUN_IN_HEADING = /^(?:(?:\d{1,2}|[A-Z])\.\s+)?[A-Z][A-Za-z /&'’-]{1,40}\.\s+\S/;
/** The mark between the parts of a strip of facts: "Issued May 2, 2024 · Ref. 2440944", "Date: 01/21/2026 | File: 2674". */
const BULLET = /\s+[·•|]\s+/;
/** A sentence's full stop before a "Label:" that opens the next one. */
const PAIR_AFTER_STOP = /(?<=[a-z%)\d])\.\s+(?=[A-Z][A-Za-z .'’/&#-]{2,40}:)/;
const ADDRESSEE_LABEL = /^(?:prepared for|client|client name|customer|intended user)\b/i;

export function scanLabels(read: DocText, set: CandidateSet, documentType?: string): void {
  // A sheet's cell holds its whole label, however it wraps on screen: a label in the row below is that row's.
  const doc = { ...read, lines: read.source === 'spreadsheet' ? read.lines : joinWrappedLabels(read.lines) };
  const sender = senderLines(doc.lines);
  const sections = readSections(doc.lines, { headingsAlone: read.source === 'spreadsheet' });
  const otherParty = otherPartyCells(doc.lines, sections);
  const spreadsheet = doc.source === 'spreadsheet';
  const quality = doc.source === 'ocr' ? 0.9 : 1;
  const captionsBelow = captionsUnderValues(doc);
  const chosen = chosenRowValues(doc.lines);
  const estimates = estimateColumnValues(doc.lines);
  const address = new AddressParts(spreadsheet);
  const signer = new SignerByTitle();
  const boxed = isBoxedForm(doc.lines);
  // A price paid, or a purchaser named beside its label ("Purchaser | Liberty Bell Properties, Inc." on an HOA's
  // statement for a sale), says the property is changing hands: its owner of record sells.
  const beingBought = doc.lines.some((l) => BEING_BOUGHT.test(l.text) || (l.cells.length >= 2 && PURCHASER_LABEL.test(l.cells[0]!.text.trim())));
  const captionHabit = doc.lines.filter((l) => l.cells.length >= 3 && isCaptionRow(l)).length >= 2;
  const foreign = foreignTableRows(doc.lines);
  if (read.source !== 'spreadsheet') {
    readSubjectRows(doc.lines, set);
    readRequestSender(doc.lines, set, quality);
  }
  doc.lines.forEach((line, index) => {
    // A rent roll, a table of comparables or a schedule of real estate owned: its "Term" and "Value" are a lease's, a comp's, another property's.
    if (foreign.has(index)) return;
    // The header of an itemised table ("Item | Amount", "Description | Cost"): its "Amount" is the first item's.
    // So is a titled table's bare "Amount" column ("Value conclusion | Amount"): each row's label says what it is.
    if (line.cells.length >= 2 && ITEM_HEADER.test(line.cells[0]!.text.trim())) {
      // A deal exported as one column under its record's id ("Field | 2464546"): the id is the loan's number.
      if (spreadsheet && index === 0 && line.cells.length === 2 && /^#?\s*\d{5,12}$/.test(line.cells[1]!.text.trim())) {
        interpretLabeled(set, 'loan_number', line.cells[1]!.text, 0.7, { spreadsheet, coBorrower: false });
      }
      return;
    }
    if (line.cells.length === 2 && /^amounts?$/i.test(line.cells[1]!.text.trim()) && !/\d/.test(line.cells[0]!.text)) return;
    const seen = new Map<string, number>();
    // A row of captions ("Last name | First name | MI | Date of birth"): every cell is a label, so no label's value
    // is beside it, however a short caption such as "MI" or "ST" may also read as a value. In a form that prints
    // its captions so, a pair of them is a caption row too ("Borrower type | Entity" over "Individual | —").
    const captionRow = (line.cells.length >= 3 || (line.cells.length === 2 && captionHabit)) && isCaptionRow(line);
    // A row of captions of which some are learned guesses ("COUPON | MATURITY | APPRAISED / AS-IS VALUE"): the
    // row's typed labels vouch for the layout, so a guess in it may take the value printed in its column too.
    // A lender's name beside "Prepared for" is its value, however a guess reads "Funding".
    const guessedCaptions = line.cells.map((c) => (isFirmName(c.text.trim()) ? null : matchLabel(c.text)));
    // A guess that reads as the value of the typed label before it ("Prepayment | No prepayment penalty") makes the
    // row a label and its value.
    const answersLeft = guessedCaptions.some((m, ci) => {
      const left = guessedCaptions[ci - 1];
      return m?.guessed && left && !left.guessed && interpretLabeled(new CandidateSet(), left.kind, line.cells[ci]!.text, 1, { spreadsheet, coBorrower: false });
    });
    const captionGrid = line.cells.length >= 2 && !answersLeft && guessedCaptions.every((m) => m !== null) && guessedCaptions.filter((m) => !m!.guessed).length * 2 >= line.cells.length;
    line.cells.forEach((cell, ci) => {
      const inSender = sender.has(index) || otherParty.has(cell);
      // A units column ("$", "%", "pts") is part of the value beside it, and "CO" in a value column is a state:
      // neither is a label.
      if (ci > 0 && (/^[A-Z]{2}$/.test(cell.text.trim()) || isUnitCell(line, ci - 1))) return;
      // "3824 Highland" over "Ln": a street's suffix wrapped under it, not the "Ln" (last name) of an export.
      if (wrapsStreet(doc.lines, index, cell)) return;
      // "… usually we write at loan" over "amount.": the tail of a sentence wrapped onto the line, not a label.
      if (ci === 0 && !spreadsheet && continuesSentence(doc.lines, index) && doc.lines[index - 1]!.text.trim().split(/\s+/).length >= 8) return;
      const topic = sections.get(cell)?.topic;
      const core = labelCore(cell.text);
      const plain = matchLabel(cell.text) ?? (core.label !== cell.text ? matchLabel(core.label) : null) ?? partyFee(cell.text, line.cells[ci + 1]?.text, columnCaption(doc.lines, index, line.cells[ci + 1]));
      // A label too vague to read alone ("Name" under "Borrower") means what its part of the document is about.
      // Without a heading, a block that gives a birth date or a social security number is the person the document is
      // about ("Name | O'Brien, Patricia" over "Date of Birth" on a personal financial statement).
      // (A form titled "Loan Application" is about the loan; the name beside a birth date is still a person's.)
      // A card that opens with a bare "Name" before any party is named ("Name | Tamara Rodriguez" atop a lead card) asks
      // whose deal it is.
      const leadName = topic == null && plain?.kind === 'other' && /^name\s*:?$/i.test(cell.text.trim()) && opensDocument(doc.lines, index, otherParty);
      const about = topic !== 'borrower' && plain?.kind === 'other' && (identityBlock(doc.lines, index) || leadName) ? 'borrower' : topic;
      // A wording the vocabulary knows in the part it sits in ("Use" under "LAND / COLLATERAL") beats a learned guess
      // of another field; a guess of the same field keeps its own layout's say.
      const qualified = plain?.kind === 'other' || plain?.guessed ? qualifiedLabel(cell.text, about) : null;
      const guess = (qualified && qualified.kind !== plain?.kind ? qualified : null) ?? plain ?? qualifiedLabel(cell.text, topic);
      // In a form of "Label value" boxes a box the model guesses is a label ("City Oklahoma City") is a label and its
      // value; so is a line that opens with a run-in heading of the vocabulary ("6. Prepayment. None - open prepay.").
      const labelAndValue = (boxed && line.cells.length >= 2 && boxedPair(cell.text, true)) || (line.cells.length === 1 && RUN_IN_HEADING.test(cell.text) && splitLabelPrefix(cell.text));
      const exact = guess?.guessed && labelAndValue ? null : guess;
      const take = (match: LabelMatch, value: string, factor: number, co = Boolean(match.coBorrower)): boolean => {
        if (inSender && PERSONAL_KINDS.has(match.kind)) return false;
        // "TO: … | FROM: …" / "PHONE: 719-555-0195 | RE: new loan request": a fax cover's or a memo's heading gives its
        // sender's number and mailbox, not the borrower's.
        if ((match.kind === 'phone' || match.kind === 'email') && !spreadsheet && line.cells.some((c) => COVER_HEADING.test(c.text.trim()))) return false;
        const values = match.parts && compoundValues(value, match.parts.length);
        if (match.parts && values) {
          const taken = match.parts.map((part, i) => part.kind !== 'other' && take(part, values[i]!, factor, co));
          return taken.some(Boolean);
        }
        // "Principal / signer | Hana Garcia — Title: CEO": one person in both roles.
        if (match.parts?.every((part) => ONE_PERSON_ROLES.has(part.kind))) return match.parts.map((part) => take(part, value, factor, co)).some(Boolean);
        if (isAddressPart(match.kind)) return address.add(match.kind, value, index, match.strength * factor * quality);
        // "Collat Addr | 99 Willow Ave" beside City, St and Zip columns: the street part of the address; and in a
        // sheet, whose cells do not wrap, "Address | 12 Elm St, Tulsa OK" over "Zip | 74103": all of it but the ZIP.
        if (match.kind === 'property_address' && (spreadsheet ? /^\d+\s+\S/ : /^\d+\s+[^,]+$/).test(value) && !parseAddress(value)) {
          return address.add('street', value, index, match.strength * factor * quality);
        }
        if (match.kind === 'loan_number' && BARE_FILE.test(normaliseLabel(cell.text.split(':')[0]!)) && FILE_OF_ANOTHER.has(documentType ?? '')) return false;
        if (match.kind === 'borrower' && documentType === 'Appraisal Report' && APPRAISAL_CLIENT.test(normaliseLabel(cell.text.split(':')[0]!))) return false;
        if (match.kind === 'borrower' && beingBought && OWNER_OF_RECORD.test(normaliseLabel(cell.text.split(':')[0]!))) return false;
        // A schedule or a report "prepared for" a lending firm is addressed to the lender.
        if (match.kind === 'borrower' && ADDRESSEE_LABEL.test(cell.text.trim()) && lendingFirm(value)) return false;
        // "Lakeshore Private Capital" / "Attn: Brenda McGregor": a letter to a lender, to the attention of its officer.
        if (match.kind === 'guarantor' && /^(?:attn|attention)\b/i.test(cell.text.trim()) && lendingFirm(doc.lines[index - 1]?.text ?? '')) return false;
        const taken = interpretLabeled(set, match.kind, value, match.strength * factor * quality, { spreadsheet, coBorrower: co, label: cell.text });
        if (taken && !co) signer.note(match.kind, cell.text, value, match.strength * factor * quality, Boolean(sections.get(cell)?.principal));
        return taken;
      };
      // "Mortgage Broker Fee (1.50%)", "Loan Origination Fee 3.00% to Lender": the points are in the label's cell.
      if (exact && core.percent && POINT_KINDS.has(exact.kind) && take(exact, core.percent, 1)) return;
      const chosenValue = exact && (chosen.get(cell) ?? estimates.get(cell));
      if (exact && chosenValue) {
        take(exact, chosenValue, 1);
        return;
      }
      if (exact) {
        // The same label twice on a line: the later column belongs to the co-borrower (application forms).
        const key = normaliseLabel(cell.text);
        const repeat = (seen.get(key) ?? 0) > 0;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        const besideUnread = captionRow || (!spreadsheet && answerOfAnotherColumn(doc.lines, index, ci));
        const right = besideUnread ? null : valueToRight(line, ci);
        const co = Boolean(exact.coBorrower) || repeat;
        // "Date of Birth | 04/05/1980 | 11/02/1953" under "Applicant | Co-Applicant": the co-applicant's column.
        const coValue = exact.kind === 'dob' && !co ? coColumnValue(doc.lines, index, ci) : null;
        if (coValue) take(exact, coValue, 1, true);
        // The value cell alone first (a second block of the page may sit further right), then with a wrapped
        // line under it, then every cell up to the next label ("2.50 points | $12,625.00").
        const first = besideUnread ? undefined : valueCellAfter(line, ci);
        if (first && right !== null && right !== first.text) {
          if (take(exact, first.text, 1, co)) {
            // "Property | 3909 Kingsley Ave, … | SFR": a remark beside the address that names a property type.
            const remark = exact.kind === 'property_address' && right.slice(first.text.length).trim();
            if (remark && normalisePropertyType(remark)) take({ kind: 'property_type', strength: exact.strength }, remark, 0.8, co);
            // "Primary contact | Luis Al-Sayed | Trustee of borrowing entity": the principal's office in the entity,
            // so the principal signs for it.
            const office = exact.kind === 'guarantor' && officeInEntity(right.slice(first.text.length));
            if (office) take({ kind: 'signatory', strength: exact.strength }, `${first.text}, ${office}`, 0.9, co);
            // "Borrower | Vikram Carter | Heritage Construction Corporation | 918-555-0128 | vcarter@hotmail.com": a
            // contact row goes on with how to reach the party it names.
            if (PARTY_NAME_KINDS.has(exact.kind) || exact.kind === 'guarantor') reachOf(line, ci, exact.strength, co, take);
            return;
          }
        }
        const wrapped = first && continuation(doc.lines, index, cell.x0, (c) => Math.abs(c.x0 - first.x0) < 2 * line.height);
        if (first && wrapped && take(exact, `${first.text} ${wrapped}`, 1, co)) return;
        if (right !== null && take(exact, right, 1, co)) return;
        // A payee or a basis column between a label and its figure ("Doc Fee | Harbor Title | 650.00", "Admin
        // Fee | per file | $395"): the first later figure of the row, up to the next label.
        if (FIGURE_KINDS.has(exact.kind)) {
          const figure = figureAfter(line, ci);
          if (figure && take(exact, figure, 0.95, co)) return;
        }
        // A learned guess is trusted only where the layout says label | value.
        if (exact.guessed && !captionGrid) return;
        // Forms print the label above its value, or as a caption under it: the document's own habit goes first.
        // A guessed caption reads only in the document's own direction: the other would find its neighbour's value.
        const directions = captionsBelow ? ([-1, 1] as const) : ([1, -1] as const);
        for (const direction of exact.guessed ? directions.slice(0, 1) : directions) {
          // A heading over rows of "Label | Value" ("BORROWER" over "Contact | Omar Flores") captions nothing above it.
          if (direction === -1 && headsLabelRows(doc.lines, index, cell)) continue;
          const value = alignedValue(doc.lines, index, ci, direction);
          const factor = direction === (captionsBelow ? -1 : 1) ? 0.95 : 0.8;
          // A value whose sentence runs on in its box ("2% of the balance" / "if repaid in the first 12 months",
          // "Oak LLC, a" / "Texas limited liability" / "company, by Ana Ruiz, its" / "Manager"): the whole is read
          // before the first line alone.
          const runOn = value !== null && direction === 1 ? runOnText(doc.lines, value.index, value.x0, value.text) : null;
          if (value !== null && runOn && take(exact, runOn, factor, co)) return;
          // A street whose city and ZIP wrapped onto the next line of its column ("7488 W Forest St" / "Nashville, TN 37206").
          const street = value !== null && direction === 1 && exact.kind === 'property_address' && !parseAddress(value.text) ? continuation(doc.lines, value.index, value.x0, (c) => Math.abs(c.x0 - value.x0) < line.height) : null;
          if (value !== null && street && parseAddress(`${value.text}, ${street}`) && take(exact, `${value.text}, ${street}`, factor * 0.97, co)) return;
          // A value wrapped onto a second line of its box ("Evergreen Property Partners," / "LP, a Delaware ..."); a
          // name whole only with that line ("Solid Rock United Methodist" / "Church, Inc.") is read whole first.
          const wrapped = value !== null && direction === 1 ? continuation(doc.lines, value.index, value.x0, (c) => Math.abs(c.x0 - value.x0) < line.height) : null;
          const wrappedName = value !== null && wrapped && !parseEntity(value.text) && wholeEntity(`${value.text} ${wrapped}`);
          if (wrappedName && take(exact, `${value!.text} ${wrapped}`, factor * 0.97, co)) return;
          if (value !== null && take(exact, value.text, factor, co)) return;
          // A value over its caption that wrapped: its first lines sit above ("(630) 555-" / "0185"). Lines of a
          // paragraph over a word that wrapped from it ("… BrightPath" / "Funding") are no such value.
          if (value !== null && direction === -1 && value.text.length <= WRAPPED_VALUE_CHARS) {
            let text = value.text;
            let from = value.index;
            for (let n = 0; n < 2; n++) {
              const start = lineAbove(doc.lines, from, value.x0);
              if (!start || start.text.length > WRAPPED_VALUE_CHARS) break;
              text = `${start.text}${/-$/.test(start.text) ? '' : ' '}${text}`;
              from = start.index;
              if (take(exact, text, factor * 0.97, co)) return;
            }
          }
          if (value !== null && wrapped && take(exact, `${value.text} ${wrapped}`, factor * 0.97, co)) return;
        }
        return;
      }
      // "$412,500 — loan amount requested", "712 | – middle credit score": the value first, its meaning after it.
      const after = valueThenLabel(cell.text) ?? labelAfterCell(line, ci);
      if (after) {
        take(after.match, after.value, 0.9);
        return;
      }
      // "… FL 33311. Owner of record per order:" with the value opening the next line of the paragraph.
      const trailing = trailingLabel(cell.text);
      const opening = trailing && paragraphOpening(doc.lines, index, cell);
      if (trailing && opening) take(trailing, opening, 0.9);
      const prefixed = splitLabelPrefix(cell.text) ?? qualifiedPrefix(cell.text, topic) ?? (boxed && line.cells.length >= 2 ? boxedPair(cell.text, true) : null);
      if (!prefixed) {
        // "Issued March 25, 2024 · Ref. 2440944": a strip of facts set off by bullets, each part a label and its value;
        // "6. Lender fees. Origination: 1.50 points; Discount: 0.50 points.": a run-in heading over pairs of its own;
        // "Wire to: … escrow. Borrower signature: Lucia Lopez": a sentence, then a pair.
        const pairs = cell.text.replace(HEADING_OVER_PAIRS, '');
        const sentences = cell.text.split(PAIR_AFTER_STOP);
        const parts = pairs !== cell.text ? pairs.split(/;\s+|\s+[·•|]\s+/) : sentences.length > 1 ? sentences.slice(1) : cell.text.split(BULLET);
        for (const [k, part] of (parts.length > 1 || pairs !== cell.text || sentences.length > 1 ? parts : []).entries()) {
          const pair = splitLabelPrefix(part.trim());
          if (!pair) continue;
          // "… (EIN 36-4427905). Guarantor: Tiffany Le" over "(Managing Member), mid FICO 702.": a party runs on.
          const runOn = sentences.length > 1 && k === parts.length - 1 && RUNS_ON_KINDS.has(pair.match.kind) ? paragraphOpening(doc.lines, index, cell) : null;
          if (!(runOn && take(pair.match, `${pair.value} ${runOn}`, 0.9))) take(pair.match, pair.value, 0.9);
        }
        return;
      }
      // "Loan Type. Commercial; purpose: Purchase.", "Origination fee: 1.25 points. Broker fee: 2 pts" — further
      // "label: value" pairs after a semicolon, a full stop or a strip's bar or bullet; "LA: $520,000 / AIV $820,000":
      // a figure after a slash with its own label before it.
      const [own, ...more] = prefixed.value.split(/;\s+|\s[·•|]\s+(?=[A-Z][A-Za-z .'’/&#-]{2,40}:)|\s+\/\s+(?=[A-Z][A-Za-z-]{1,20}(?:\s+[A-Za-z-]{1,20}){0,2}\s+\$\s?\d)/).flatMap((part) => part.split(PAIR_AFTER_STOP));
      // "Loan type: ☐ Purchase | ☐ Bridge | ☒ Fix & Flip" with more options on the next row: one list of options.
      const options = BOX.test(prefixed.value.trim()) && BOX.test(line.cells[ci + 1]?.text ?? '') ? checkboxRows(doc.lines, index, line.cells, ci + 1) : '';
      const stated = more.length ? own! : `${prefixed.value} ${options}`.trim();
      // "1. Borrower. Oak LLC, a Delaware limited liability company, by" / "Ana Ruiz, its Member.": the line stops
      // mid-sentence, so the value goes on under it.
      // Only a party's name runs on so: a figure's label in a sentence ("FOR VALUE RECEIVED, … in the") is no label.
      const runs = !more.length && PARTY_NAME_KINDS.has(prefixed.match.kind) && (UNFINISHED.test(stated) || NAME_CUT.test(stated));
      const value = (runs && runOnText(doc.lines, index, cell.x0, stated)) || stated;
      // "Subject Property 6665 Birch Dr, Las Vegas, NV" with its ZIP wrapped onto the next line, under the value (an
      // address's ZIP also back at the line's start; any other line there is the next line's own).
      const from = prefixed.match.kind === 'property_address' ? cell.x0 - line.height : cell.x0;
      const wrapped = take(prefixed.match, value, 0.97) ? null : continuation(doc.lines, index, cell.x0, (c) => c.x0 > from && c.x0 < cell.x1);
      if (wrapped) take(prefixed.match, `${value} ${wrapped}`, 0.95);
      for (const [k, part] of more.entries()) {
        const inner = splitLabelPrefix(part, { oneWord: true });
        if (!inner) continue;
        // "… of record per order: Front Porch" / "Income Fund, LP.": a party's name running on into the paragraph's next line.
        const runOn = k === more.length - 1 && PARTY_NAME_KINDS.has(inner.match.kind) ? paragraphOpening(doc.lines, index, cell) : null;
        const joined = runOn && `${inner.value} ${runOn}`;
        // The joined name when it is an entity's, or a person's that the part before the break alone is not ("Laura" / "Kim.").
        const runsOn = joined && (parseEntity(joined) || (!parsePersonName(inner.value) && !parseEntity(inner.value) && parsePersonName(joined)));
        if (joined && runsOn && take(inner.match, joined, 0.9)) continue;
        take(inner.match, inner.value, 0.9);
      }
    });
  });
  address.flush(set);
  signer.flush(set);
  scanUnlabelledChoices(doc.lines, set, quality);
}

/** What a row of options chooses, told by what its options name; the narrower list first (purposes are loan types too). */
const CHOICE_LISTS: [kind: 'property_type' | 'loan_purpose' | 'loan_type', names: (option: string) => unknown, share: number][] = [
  ['property_type', normalisePropertyType, 0.6],
  ['loan_purpose', normaliseLoanPurpose, 0.75],
  ['loan_type', normaliseLoanType, 0.6],
];

/**
 * A row of checkboxes with no label ("Part II : Loan Request" / "☐ Purchase | ☐ Bridge | ☒ Fix & Flip …"): the row
 * is the field its options name, read less surely than a labelled row, which wins where both are.
 */
function scanUnlabelledChoices(lines: Line[], set: CandidateSet, quality: number): void {
  const optionsOf = (rows: Line[]) => rows.flatMap((l) => l.cells.flatMap((c) => c.text.split(/[☐☒☑□■❑⊠]/))).map((o) => o.trim().toLowerCase()).filter(Boolean);
  const listOf = (options: string[]) => (options.length >= 3 ? CHOICE_LISTS.find(([, names, share]) => options.filter((o) => names(o)).length >= share * options.length)?.[0] : undefined);
  let group: Line[] = [];
  const read = () => {
    const list = listOf(optionsOf(group));
    if (list) interpretLabeled(set, list, group.map((l) => l.text).join(' '), 0.7 * quality, { spreadsheet: false, coBorrower: false });
    group = [];
  };
  for (const line of lines) {
    const boxes = line.cells.length > 0 && line.cells.every((c) => BOX.test(c.text));
    // Rows of boxes run on as one list until a row repeats an option ("☐ Purchase" again) or is a list of another
    // field on its own (property types under loan purposes).
    const own = optionsOf([line]);
    const before = optionsOf(group);
    const other = listOf(own) !== undefined && listOf(before) !== undefined && listOf(own) !== listOf(before);
    const repeats = own.some((o) => before.includes(o));
    if (!boxes || repeats || other || (group.length && group[0]!.page !== line.page)) read();
    if (boxes) group.push(line);
  }
  read();
}

/**
 * A form that gives the entity's signer by title alone ("Signer title | General Partner") and names one guarantor:
 * the guarantor is the principal who signs for the entity. A contact person is not, and a named signer wins.
 */
class SignerByTitle {
  private titled = 0;
  private named = false;
  private readonly guarantors = new Map<string, number>();
  /** The people a form names as its borrower ("Applicant name | Connor MacLeod"). */
  private readonly applicants = new Map<string, number>();
  /** First and last name boxes: all of them, and those given for the principal. */
  private readonly nameBoxes = { first: new Set<string>(), last: new Set<string>(), principalFirst: new Set<string>(), principalLast: new Set<string>(), score: 0 };

  note(kind: string, label: string, value: string, score: number, inPrincipalSection: boolean): void {
    // A borrower's bare name boxes need not be its signer's; the principal's are ("applicant_first_name", "Your first
    // name", "First Name" under "SPONSOR").
    const principal = inPrincipalSection || /^(?:your|my)\b/i.test(label.trim()) || PRINCIPAL_WORDS.test(labelTokens(label).join(' '));
    if (kind === 'signatory_title') this.titled = Math.max(this.titled, score);
    else if (kind === 'signatory' || kind === 'trustee') this.named = true;
    else if (kind === 'guarantor' && /\bguarant/i.test(label)) {
      const person = parsePersonName(value) ?? parsePersonName(value.split(/[,;·|]|\s+(?:and|&)\s+/)[0]!);
      if (person) this.guarantors.set(`${person.first} ${person.last}`, score);
    } else if (kind === 'borrower') {
      const person = parsePersonName(value);
      if (person) this.applicants.set(`${person.first} ${person.last}`, score);
    } else if (kind === 'first_name' || kind === 'last_name') {
      const boxes = this.nameBoxes;
      (kind === 'first_name' ? boxes.first : boxes.last).add(value.trim());
      if (principal) (kind === 'first_name' ? boxes.principalFirst : boxes.principalLast).add(value.trim());
      boxes.score = Math.max(boxes.score, score);
    }
  }

  /**
   * A title with no name beside it ("Signer title | Sole Member", "Your title | President") is the office of the
   * form's one guarantor, or else of the one person it names for the borrower when that person's name is the
   * principal's. A mere contact is neither, and two people named leave it open.
   */
  flush(set: CandidateSet): void {
    if (!this.titled || this.named) return;
    const { first, last, principalFirst, principalLast, score } = this.nameBoxes;
    const boxed = first.size === 1 && last.size === 1 ? parsePersonName(`${[...first][0]} ${[...last][0]}`) : null;
    const people = new Map(this.applicants);
    if (boxed) people.set(`${boxed.first} ${boxed.last}`, score);
    const principalBoxes = principalFirst.size === 1 && principalLast.size === 1;
    const applicant = people.size === 1 && (this.applicants.size === 1 || principalBoxes) ? people : null;
    const signers = this.guarantors.size === 1 ? this.guarantors : this.guarantors.size === 0 ? applicant : null;
    for (const [name, nameScore] of signers ?? []) set.add('authorized_signatory_name', name, Math.min(nameScore, this.titled) * 0.85, 'label:signer-by-title');
  }
}

const LABEL_TEXT = /^[A-Za-z][A-Za-z .,'’()/&#-]{1,48}:?$/;

/**
 * Captions and labels that wrap inside their box ("LAST NAME OF" / "BORROWER", "CREDIT SCORE (SELF-" / "REPORTED)")
 * are joined into one label on the upper line when neither line is a label alone and together they are one.
 */
function joinWrappedLabels(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  out.forEach((line, i) => {
    const next = out[i + 1];
    if (!next || next.page !== line.page) return;
    // A row whose label and value both wrap ("Name and address of each | HECTOR SALGADO — 2929 W Pershing Rd, …" over
    // "manager or member | 60632") may sit further apart on a scan than one label's two lines; the label's second
    // line goes on in lower case (a new row's label opens with a capital).
    const height = Math.max(line.height, 1);
    const under = (c: Cell) => line.cells.some((above) => Math.abs(above.x0 - c.x0) < 0.6 * height);
    const wrappedRow = next.cells.length >= 2 && next.cells.every(under) && /^[a-z]/.test(next.cells[0]!.text.trim());
    if (next.y - line.y > (wrappedRow ? 2.6 : 1.6) * height) return;
    line.cells = line.cells.map((cell) => {
      // A label that ends in a comma or a preposition goes on below even when its first line is a label already.
      const dangling = /(?:[,&/-]|\b(?:of|for|and|or|to|the))$/i.test(cell.text.trim());
      if (!LABEL_TEXT.test(cell.text.trim()) || (matchLabel(cell.text) && !dangling)) return cell;
      const below = next.cells.find((c) => Math.abs(c.x0 - cell.x0) < 0.6 * Math.max(line.height, 1));
      const alone = below && matchLabel(below.text);
      if (!below || !LABEL_TEXT.test(below.text.trim())) return cell;
      const joined = `${cell.text}${/-$/.test(cell.text) ? '' : ' '}${below.text}`;
      const match = matchLabel(joined);
      if (!match || match.guessed || match.kind === 'other') return cell;
      // A label of its own below ("Loan Amount" under "Borrower") is the next row's, unless it ends the same label.
      if (alone && !alone.guessed && alone.kind !== 'other' && alone.kind !== match.kind && !dangling) return cell;
      next.cells = next.cells.filter((c) => c !== below);
      return { text: joined, x0: cell.x0, x1: Math.max(cell.x1, below.x1) };
    });
  });
  return out.filter((l) => l.cells.length).map((l) => makeLine(l.cells, l.page, l.y, l.height));
}

const CO_HEADER = /^(?:co[- ]?(?:applicant|borrower)|additional (?:applicant|borrower)|(?:applicant|borrower) (?:2|two|b)|second (?:applicant|borrower)|spouse|co-signer)$/i;

/** The cell of a label's line that sits in a column headed for the co-applicant on a line above. */
function coColumnValue(lines: Line[], index: number, labelIndex: number): string | null {
  const line = lines[index]!;
  const tolerance = 2 * Math.max(line.height, 1);
  for (let k = index - 1; k >= 0 && k >= index - 15; k--) {
    const above = lines[k]!;
    if (above.page !== line.page) return null;
    const header = above.cells.find((c) => CO_HEADER.test(c.text.trim().replace(/[:.]$/, '')));
    if (!header) continue;
    const cell = line.cells.slice(labelIndex + 2).find((c) => Math.abs(c.x0 - header.x0) < tolerance) ?? (line.cells.length === labelIndex + 3 ? line.cells[labelIndex + 2] : undefined);
    return cell && !isLabel(cell.text) ? cell.text : null;
  }
  return null;
}

/** Kinds whose values have a shape of their own, so that a value may come first and its label after it. */
const VALUE_FIRST_KINDS = new Set(['loan_amount', 'property_value', 'interest_rate', 'closing_date', 'credit_score', 'loan_term', 'loan_type', 'loan_purpose', 'exit_strategy', 'property_type', 'prepayment', 'origination_points', 'broker_points', 'discount_points', 'loan_number', 'loan_doc_fee', 'processing_fee', 'admin_fee', 'borrower']);
const AFTER_SEPARATOR = /^(.{1,60}?)\s+(?:[:—–…]|-{1,2}|\.{3})\s+([A-Za-z][A-Za-z ./()&'’-]{2,40}?)\.?$/;

function labelOnly(text: string): LabelMatch | null {
  const match = matchLabel(text);
  return match && !match.guessed && VALUE_FIRST_KINDS.has(match.kind) ? match : null;
}

/** "$955,000 : loan amount requested", "13.00% — rate quoted": a value, a separator, then the label. */
function valueThenLabel(text: string): { match: LabelMatch; value: string } | null {
  const m = AFTER_SEPARATOR.exec(text.trim());
  if (!m || matchLabel(m[1]!) || !/\d|^[A-Z]/.test(m[1]!)) return null;
  const match = labelOnly(m[2]!);
  return match ? { match, value: m[1]! } : null;
}

/** A cell "— loan amount requested" right of a value cell. */
function labelAfterCell(line: Line, index: number): { match: LabelMatch; value: string } | null {
  const m = /^[:—–…-]+\s*([A-Za-z].{2,40})$/.exec(line.cells[index]!.text.trim());
  const previous = line.cells[index - 1];
  if (!m || !previous || matchLabel(previous.text)) return null;
  const match = labelOnly(m[1]!);
  return match ? { match, value: previous.text } : null;
}

const POINT_KINDS = new Set(['origination_points', 'broker_points', 'discount_points', 'points']);
/** Roles one person holds at once, so a slashed label of them ("Principal / signer") names one person. */
const ONE_PERSON_ROLES = new Set(['borrower', 'guarantor', 'signatory', 'officer']);

/**
 * A settlement statement's line label without its line number and payee, and the percentage printed in it:
 * "801. Loan Origination Fee 3.00% to Redline Capital" → "Loan Origination Fee", "3.00%".
 */
function labelCore(text: string): { label: string; percent: string | null } {
  const bare = text.replace(/^\s*(?:\d{1,4}|[A-Z])\.\s+/, '').replace(/\s+(?:(?:paid |payable )?to|from)\s+[A-Z].*$/, '');
  // Only a statement's line ("801. … to Payee", "Mortgage Broker Fee (1.50%)", "Origination (3% of loan)");
  // "Rate quoted: 11.25%" is a label and its value. So is a charge's name with its rate after it: "Origination 3.5% | $90,300.00".
  if (bare === text && !BRACKETED_RATE.test(text) && !/^[A-Za-z][A-Za-z &'’/-]{2,40}\s+\d{1,2}(?:\.\d{1,3})?\s*%$/.test(text)) return { label: text, percent: null };
  const percent = /\(?(\d{1,2}(?:\.\d{1,3})?\s*%)/.exec(bare)?.[1] ?? null;
  return { label: bare.replace(BRACKETED_RATE, '').replace(/\s*\d{1,2}(?:\.\d{1,3})?\s*%/, '').trim(), percent };
}
const BRACKETED_RATE = /\s*\(\s*\d{1,2}(?:\.\d{1,3})?\s*%(?:\s+of\s+(?:the\s+)?loan(?:\s+amount)?)?\s*\)/;

/** Labels only the person a form is about answers: their birth date and social security number. */
const IDENTITY_LABEL = /^(?:date of birth|dob|birth date|birthdate|ssn|social security(?: number| no\.?)?|credit score|fico(?: score)?|mid(?:dle)? score)(?:\s*\([^()]*\))?\s*:?$/i;

/** A line among a document's first four with no cell of another party's part on it or above it. */
function opensDocument(lines: Line[], index: number, otherParty: Set<Cell>): boolean {
  return index < 4 && !lines.slice(0, index + 1).some((l) => l.cells.some((c) => otherParty.has(c)));
}

/** Whether a label row sits in a block of rows (six either side) that asks for a person's birth date, SSN or credit score. */
function identityBlock(lines: Line[], index: number): boolean {
  for (let k = Math.max(0, index - 6); k <= Math.min(lines.length - 1, index + 6); k++) {
    if (k !== index && IDENTITY_LABEL.test(lines[k]!.cells[0]?.text.trim() ?? '')) return true;
  }
  // A row of captions "NAME | DATE OF BIRTH | CREDIT SCORE" asks the name beside the birth date.
  return lines[index]!.cells.slice(1).some((cell) => IDENTITY_LABEL.test(cell.text.trim()));
}

/** A bare label read in the part of the document it sits in: "Address" under "PROPERTY" is the property's. */
function qualifiedLabel(text: string, topic: Topic | null | undefined): LabelMatch | null {
  const label = text.replace(NAME_ORDER, '').replace(/:\s*$/, '').trim();
  // A cell of words that name nothing ("est.", "per file") is no label, whatever part it sits in.
  if (!topic || !label || label.split(/\s+/).length > 3 || /\d/.test(label) || !labelTokens(label).length) return null;
  const match = matchLabel(`${topic} ${label}`);
  return match && !match.guessed && match.kind !== 'other' ? { ...match, strength: match.strength * 0.9 } : null;
}

function qualifiedPrefix(text: string, topic: Topic | null | undefined): { match: LabelMatch; value: string } | null {
  const colon = /^([^:]{2,30}):\s*(.+)$/.exec(text);
  const match = colon && qualifiedLabel(colon[1]!, topic);
  return match ? { match, value: colon[2]! } : null;
}

type AddressPartKind = 'street' | 'city' | 'state' | 'zip';
const isAddressPart = (kind: string): kind is AddressPartKind => kind === 'street' || kind === 'city' || kind === 'state' || kind === 'zip';

/** Street, city, state and ZIP printed in boxes of their own: joined into one address when they sit together. */
class AddressParts {
  private current: Partial<Record<AddressPartKind, string>> & { line?: number; score?: number } = {};
  private readonly done: { value: string; score: number }[] = [];

  /** A one-row export turned label/value puts its address columns anywhere in the row: they join in any order. */
  constructor(private readonly anyOrder = false) {}

  add(kind: AddressPartKind, value: string, line: number, score: number): boolean {
    if (this.anyOrder ? this.current[kind] !== undefined : kind === 'street' && this.current.street) this.emit();
    if (!this.anyOrder && this.current.line !== undefined && line - this.current.line > 8) this.emit();
    this.current[kind] ??= value.trim();
    this.current.line ??= line;
    this.current.score = Math.min(this.current.score ?? score, score);
    return true;
  }

  private emit(): void {
    const { street, city, state, zip, score } = this.current;
    this.current = {};
    if (!street || !(city || zip)) return;
    const value = parseAddress(`${street}, ${[city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`);
    if (value) this.done.push({ value, score: score ?? 0.8 });
  }

  flush(set: CandidateSet): void {
    this.emit();
    for (const { value, score } of this.done) set.add('property_address', value, score * 0.95, 'label:address-parts');
  }
}

/**
 * The text of the next line that continues a value wrapped under it: the cell `under` picks, with nothing of
 * another column between the label's left edge and it ("Purpose | Rate & Term" beside "Address | 2289 Pine Ave").
 */
/**
 * The first line of a value wrapped upward in its column: the nearest line above, within a line's spacing, with a
 * cell at the same left edge (lines of other columns' boxes may sit between).
 */
function lineAbove(lines: Line[], index: number, x0: number): { text: string; index: number } | null {
  const line = lines[index]!;
  const h = Math.max(line.height, 1);
  for (let k = index - 1; k >= 0; k--) {
    const above = lines[k]!;
    // A caption-sized line under a value's first line: the larger of the two sets the spacing.
    if (above.page !== line.page || line.y - above.y > 1.8 * Math.max(h, above.height)) return null;
    const cell = above.cells.find((c) => Math.abs(c.x0 - x0) < h);
    if (cell) return isLabel(cell.text) ? null : { text: cell.text, index: k };
  }
  return null;
}

/** The longest line of a value wrapped in its box: longer ones are a paragraph's. */
const WRAPPED_VALUE_CHARS = 40;

/** Boxes of a form that each print a label and its value ("Property Address 477 W Pine Blvd | City Tulsa"). */
const BOXED_CELLS = 3;

/**
 * A form of boxes side by side, each "Label value" with no colon: several cells of multi-cell lines open with a
 * label of two words or more. There a one-word label ("Borrower Ana Ruiz", "City Tulsa") opens its box too.
 */
export function isBoxedForm(lines: Line[]): boolean {
  let boxes = 0;
  for (const line of lines) {
    if (line.cells.length < 2) continue;
    for (const cell of line.cells) if (!cell.text.includes(':') && boxedPair(cell.text, false)) boxes++;
  }
  return boxes >= BOXED_CELLS;
}

/**
 * A box's label and value: the value opens as a name, a figure or a code does, and is no label itself (a caption
 * such as "Borrowing entity legal name" is one label, not "Borrowing entity" and "legal name").
 */
function boxedPair(text: string, oneWord: boolean): ReturnType<typeof splitLabelPrefix> {
  const pair = splitLabelPrefix(text, { oneWord });
  return pair && /^[A-Z0-9$#(]/.test(pair.value) && !matchLabel(pair.value) ? pair : null;
}

/** A line that visibly stops mid-sentence: on a comma or a word that needs what follows ("a", "its", "of"). */
const UNFINISHED = /(?:[,;&]|\b(?:a|an|the|of|and|or|its|by|in|per|to|for|with|if|over|through)\b)\s*$/i;
/**
 * A principal's name cut after its first word: "Summit View Ventures LLC — Carlos" / "Martinez, Manager", "…, acting
 * by Sean" / "Richardson.".
 */
const NAME_CUT = /\s[—–]\s+[A-Z][a-z]+$|\b(?:by|through)\s+[A-Z][a-z'’-]+$/;

/**
 * A value with the lines that continue it in its column, while each line stops mid-sentence or the next opens in
 * lower case (up to four lines); null when nothing runs on.
 */
export function runOnText(lines: Line[], index: number, x0: number, first: string): string | null {
  let text = first;
  let at = index;
  for (let n = 0; n < 4; n++) {
    const height = Math.max(lines[at]!.height, 1);
    // A numbered paragraph's lines hang under its text, a little right of its number ("1. Borrower. …" / "Richardson.").
    const next = continuation(lines, at, x0, (c) => c.x0 - x0 > -height && c.x0 - x0 < 1.5 * height);
    if (next === null || !(UNFINISHED.test(text) || /^[a-z]/.test(next) || (NAME_CUT.test(text) && /^[A-Z][a-z'’-]+\b/.test(next)))) break;
    text = `${text} ${next}`;
    at++;
  }
  return at === index ? null : text;
}

function continuation(lines: Line[], index: number, labelX: number, under: (cell: Cell) => boolean): string | null {
  const line = lines[index]!;
  // A line of another column printed between ("Subject: 306 S Orchard St, Albuquerque, NM" / "Order for: …" further
  // right / "87106") is passed over.
  let k = index + 1;
  while (lines[k] && !lines[k]!.cells.some(under) && lines[k]!.cells.every((c) => c.x0 > labelX + 4 * Math.max(line.height, 1))) k++;
  const next = lines[k];
  if (!next || next.page !== line.page || next.y - line.y > 1.8 * Math.max(line.height, 1)) return null;
  const cell = next.cells.find(under);
  if (!cell || next.cells.some((c) => c !== cell && c.x0 > labelX - line.height && c.x0 < cell.x0)) return null;
  // "12 /" "months", "over 36" / "months": a lower-case word under a figure or an unfinished line is the value's
  // own last word, however it would read as a label alone.
  const above = line.cells.find(under);
  // "The Ruiz Family Trust — Ana Ruiz," / "Trustee": an office after a name's comma is the signer's, not a caption.
  const finishes =
    above !== undefined &&
    ((/^[a-z]/.test(cell.text) && (/\d\W?$/.test(above.text) || UNFINISHED.test(above.text))) || (/,$/.test(above.text.trim()) && officerTitle(cell.text) !== null));
  return isLabel(cell.text) && !finishes ? null : cell.text;
}

/** A row of an options table marked as the one chosen: "► D (selected)", "✔", "★ Option 2", "(accepted)". */
const CHOSEN_ROW = /[►▶✔✓★☑☒→]|\((?:selected|chosen|accepted|elected)\)|\bselected\b/i;
const UNTICKED = /[☐□▢]/;

/**
 * Tables of options (a lender's pricing grid: term, rate, points, prepayment per row) where one row is marked as
 * chosen: each column label's value is the chosen row's cell, not the first row's.
 */
function chosenRowValues(lines: Line[]): Map<Cell, string> {
  const chosen = new Map<Cell, string>();
  lines.forEach((line, i) => {
    const headers = line.cells.filter((c) => {
      const match = matchLabel(c.text);
      return match && !match.guessed && match.kind !== 'other';
    });
    if (headers.length < 2) return;
    const tolerance = 3 * Math.max(line.height, 1);
    const alignedIn = (row: Line, x0: number) => row.cells.find((c) => Math.abs(c.x0 - x0) < tolerance);
    const rows: Line[] = [];
    for (const row of lines.slice(i + 1, i + 16)) {
      if (row.page !== line.page || headers.filter((h) => alignedIn(row, h.x0)).length < 2) break;
      rows.push(row);
    }
    // "☐ Owner ☒ Tenant ☐ Vacant" ticks an option within a box; it marks no row of a table.
    const marked = rows.filter((row) => CHOSEN_ROW.test(row.text) && !UNTICKED.test(row.text));
    if (rows.length < 2 || marked.length !== 1) return;
    for (const header of headers) {
      const cell = alignedIn(marked[0]!, header.x0);
      if (cell) chosen.set(header, cell.text);
    }
  });
  return chosen;
}

/**
 * The first column's heading of an itemised table (its rows are items of work or cost, not the deal's facts), or of
 * a label/value sheet's own columns ("Field | Value", "Code | Field | Value"): its "Value" heads values, it is none.
 */
const ITEM_HEADER = /^(?:items?|keys?|fields?|field names?|codes?|field codes?|parameters?|attributes?|data points?|line items?|description|descriptions|scope(?: of work)?|work items?|tasks?|trades?|category|categories|expenses?|cost items?|phase|line)$/i;

/** Headings of a range's bounds ("Low | Most likely | High", "Min | Point | Max"). */
const RANGE_BOUND = /^(?:low|high|lower|upper|min|max|minimum|maximum|low end|high end|floor|ceiling|range low|range high)$/i;

/**
 * Column headings of a table that sets one loan beside another, each ranked by how final its figures are: the loan
 * or figures replaced (0), the loan asked for or proposed (1), a lender's offer or counter (2), the loan approved (3).
 */
const COLUMN_RANKS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:existing|current|prior|previous|old|payoff|in place|outstanding|to be (?:paid off|refinanced))\b|^(?:was|original|originally|formerly|before)$/i, 0],
  [/\b(?:proposed|new|requested|request|recommended|submitted|this (?:loan|request))\b|^(?:now|revised|amended|changed to|as amended|ask)$/i, 1],
  [/\b(?:offered|offer|counter(?:ed|-?offer)?|quoted|indicated)\b/i, 2],
  [/\b(?:approved|final|committed|accepted|agreed)\b/i, 3],
];

/** How final a column heading's figures are; null for another heading, or one that reads two ways ("New vs. Existing"). */
function columnRank(heading: string): number | null {
  const ranks = COLUMN_RANKS.filter(([re]) => re.test(heading.trim())).map(([, rank]) => rank);
  return ranks.length === 1 ? ranks[0]! : null;
}

/**
 * The column of a header row that holds the document's own figures: the point estimate of a range ("Low | Most
 * likely | High"), the proposed loan beside the one it replaces ("Existing Lien | Proposed – Keystone"), an
 * amendment’s new terms beside the ones it changes ("Term | Was | Now"), or the approved loan beside the one asked
 * for ("Requested | Counter | Approved"). Null when the row is no such header.
 */
export function dealColumn(cells: readonly Cell[]): Cell | null {
  const texts = cells.map((c) => c.text.trim());
  const bounds = texts.filter((t) => RANGE_BOUND.test(t)).length;
  const points = cells.filter((c) => !RANGE_BOUND.test(c.text.trim()));
  if (bounds >= 2 && points.length === 1) return points[0]!;
  const heads = valueHeads(cells);
  if (heads.length < 2 || heads.length > 4) return null;
  const ranks = heads.map((c) => columnRank(c.text));
  if (ranks.some((r) => r === null)) return null;
  const top = Math.max(...(ranks as number[]));
  const chosen = heads.filter((_, i) => ranks[i] === top);
  return chosen.length === 1 ? chosen[0]! : null;
}

/**
 * A header row's headings of value columns: an amendment's table may head its label columns too ("Term | Was | Now",
 * "§ | Event | Was | Now"), so headings before the first ranked one are the labels'.
 */
function valueHeads(cells: readonly Cell[]): readonly Cell[] {
  const first = cells.findIndex((c) => columnRank(c.text) !== null || RANGE_BOUND.test(c.text.trim()));
  return first > 0 && cells.length - first >= 2 ? cells.slice(first) : cells;
}

/**
 * A table giving a range per row ("As is | $105,500 | $110,000 | $116,500" under "Low | Most likely | High"), or
 * the existing loan beside the proposed one ("Rate | 13% | 11.5%" under "Existing | Proposed"): the row's value is
 * the document's own column.
 */
function estimateColumnValues(lines: Line[]): Map<Cell, string> {
  const picked = new Map<Cell, string>();
  lines.forEach((line, i) => {
    const point = dealColumn(line.cells);
    if (!point) return;
    const tolerance = 2 * Math.max(line.height, 1);
    const valuesFrom = Math.min(...valueHeads(line.cells).map((c) => c.x0)) - tolerance;
    let previous: Cell | undefined;
    for (const row of lines.slice(i + 1, i + 10)) {
      if (row.page !== line.page) break;
      // A heading or a value wrapped onto a line of its own ("Requested" over "(broker)") does not end the table;
      // a wrapped value goes on with the value above it.
      if (row.cells.length === 1 && row.cells[0]!.x0 >= valuesFrom) {
        const wrapped = row.cells[0]!;
        if (previous && Math.abs(wrapped.x0 - point.x0) < tolerance) picked.set(previous, `${picked.get(previous)} ${wrapped.text.trim()}`);
        continue;
      }
      previous = undefined;
      if (row.cells.length < 2) break;
      // The label is the last cell left of the value columns ("3 | Closing Date | 11/04/2025 | 11/21/2025").
      const label = row.cells.filter((c) => c.x0 < valuesFrom).at(-1);
      if (!label) continue;
      const cell = row.cells.find((c) => c.x0 > label.x0 && (Math.abs(c.x0 - point.x0) < tolerance || Math.abs(c.x1 - point.x1) < tolerance));
      if (!cell) continue;
      picked.set(label, cell.text);
      previous = label;
    }
  });
  return picked;
}

const PARTY_NAME_KINDS = new Set(['borrower', 'entity_name']);
/** Parties whose name, with what follows it, may run on into the paragraph's next line. */
const RUNS_ON_KINDS = new Set([...PARTY_NAME_KINDS, 'guarantor']);
const PURCHASER_LABEL = /^(?:purchaser|buyer)s?(?:\(s\))?\s*:?$/i;

/**
 * The phone, the e-mail address and the one who signs in the cells after a party's name, up to the next label:
 * "Buyer | Sandpiper Property Partners, LP | signer Priya O'Connor".
 */
function reachOf(line: Line, labelIndex: number, strength: number, co: boolean, take: (match: LabelMatch, value: string, factor: number, co?: boolean) => boolean): void {
  for (const cell of line.cells.slice(labelIndex + 2)) {
    const text = cell.text.trim();
    const signer = /^(?:signer|signing|signs|signed by|by)\s*:?\s+(.+)$/i.exec(text)?.[1];
    if (signer && parsePersonName(signer.split(',')[0]!)) take({ kind: 'signatory', strength }, signer, 0.85, co);
    else if (isLabel(text)) break;
    else if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(text)) take({ kind: 'email', strength }, text, 0.9, co);
    else if (/^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/.test(text)) take({ kind: 'phone', strength }, text, 0.9, co);
  }
}

const TRAILING_LABEL = /(?:^|[.;!?]\s+)([A-Z][A-Za-z .,'’/&()-]{2,48}?):\s*$/;

/** The label a cell ends with after a sentence, its value left for the next line ("… 33311. Owner of record:"). */
function trailingLabel(text: string): LabelMatch | null {
  const m = TRAILING_LABEL.exec(text.trim());
  if (!m || m.index === 0) return null;
  const match = matchLabel(m[1]!);
  return match && match.kind !== 'other' ? match : null;
}

/** The opening phrase of the paragraph's next line, up to its first full stop or comma. */
function paragraphOpening(lines: Line[], index: number, cell: Cell): string | null {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || next.page !== line.page || next.y - line.y > 2.5 * Math.max(line.height, 1)) return null;
  const first = next.cells[0];
  if (!first || Math.abs(first.x0 - cell.x0) > 2 * Math.max(line.height, 1)) return null;
  const text = first.text.split(/[.;](?:\s|$)/)[0]!.trim();
  return text || null;
}

/** Units printed in a column of their own between a label and its value: "Rate | % | 11", "Value | $ | 490000". */
const UNIT_CELL = /^(?:\$|usd|%|pct|mo|mos|months|yrs|years|pts|points|date)$/i;

/** Whether the cell after a label is a units column: a unit between the label and a value. */
function isUnitCell(line: Line, labelIndex: number): boolean {
  const next = line.cells[labelIndex + 1];
  // In a row of captions ("Term | Pts | Doc") a units word between two labels is a caption of its own.
  const after = line.cells[labelIndex + 2];
  return Boolean(next && after && UNIT_CELL.test(next.text.trim()) && isLabel(line.cells[labelIndex]!.text) && !isLabel(after.text));
}

/** The value cell right of a label, with the unit of a units column put back on it. */
function valueCellAfter(line: Line, labelIndex: number): Cell | undefined {
  const next = line.cells[labelIndex + 1];
  const after = line.cells[labelIndex + 2];
  if (!next || !after || !isUnitCell(line, labelIndex)) return next;
  const unit = next.text.trim();
  const text = unit === '$' ? `$${after.text}` : /^date$/i.test(unit) ? after.text : `${after.text} ${unit}`;
  return { ...after, text };
}

/**
 * "Broker | 1.50%", "Lender | 2 pts": a party named beside a percentage or points is the fee paid to it, and so is a
 * bare figure under a column captioned so ("Fee | Points | Dollars" over "Broker | 1.5 | 8325").
 */
function partyFee(label: string, value: string | undefined, caption: string | undefined): LabelMatch | null {
  const party = FEE_PARTY.exec(label.trim())?.[1]?.toLowerCase();
  const inPoints = /^\s*\d{1,2}(?:\.\d+)?\s*(?:%|pts?\b|points?\b)/i.test(value ?? '') || (POINTS_CAPTION.test(caption ?? '') && /^\s*\d(?:\.\d+)?\s*$/.test(value ?? ''));
  if (!party || !inPoints) return null;
  return { kind: party === 'broker' ? 'broker_points' : 'origination_points', strength: 0.8, coBorrower: false };
}

const FEE_PARTY = /^(broker|lender)s?$/i;

/**
 * A cell that names its row of a table under a header line: a label, a fee's payee, or words under a caption that is
 * no label ("Buyer charges"), where a form's value would sit under its own label ("Name" over "John Smith").
 */
function rowName(cell: Cell, header: Line): boolean {
  const text = cell.text.trim();
  if (isLabel(text) || FEE_PARTY.test(text)) return true;
  const caption = header.cells.find((h) => Math.min(h.x1, cell.x1) - Math.max(h.x0, cell.x0) > 0);
  return caption !== undefined && /[A-Za-z]{3}/.test(text) && !/\d/.test(text) && !isLabel(caption.text);
}

/** How many rows from `from` on, close under each other, open with a row's name left of a caption and go on right of it. */
function namedRows(lines: readonly Line[], from: number, caption: Cell, header: Line): number {
  let count = 0;
  for (let k = from; k < Math.min(lines.length, from + 4); k++) {
    const row = lines[k]!;
    if (row.page !== header.page) break;
    const name = row.cells[0];
    if (!name || name.x1 >= caption.x0 || !rowName(name, header) || !row.cells.some((c) => c.x1 > caption.x0)) break;
    count++;
  }
  return count;
}
const POINTS_CAPTION = /^(?:points?|pts\.?|%|percent|bps)$/i;

/** The caption of a table's column over a cell: the first words over it in a row of three cells or more. */
function columnCaption(lines: readonly Line[], index: number, cell: Cell | undefined): string | undefined {
  if (!cell) return undefined;
  for (let k = index - 1; k >= Math.max(0, index - 12) && lines[k]!.page === lines[index]!.page; k--) {
    const over = lines[k]!.cells.length >= 3 ? lines[k]!.cells.find((c) => Math.min(c.x1, cell.x1) - Math.max(c.x0, cell.x0) > 0) : undefined;
    if (over && !/\d/.test(over.text)) return over.text.trim();
  }
  return undefined;
}

/** Whether the line under a label starts, at its left edge, with another label that has its value beside it. */
function headsLabelRows(lines: Line[], index: number, label: Cell): boolean {
  const line = lines[index]!;
  const next = lines[index + 1];
  if (!next || next.page !== line.page || next.y - line.y > 3 * Math.max(line.height, 1)) return false;
  const at = next.cells.findIndex((c) => Math.abs(c.x0 - label.x0) < 2 * Math.max(line.height, 1));
  const beside = next.cells[at + 1];
  if (at >= 0 && isLabel(next.cells[at]!.text) && beside !== undefined && !isLabel(beside.text)) return true;
  // "LOAN REQUEST" alone in capitals over "Amount requested | Loan type | Purpose": a form's section heading.
  // (A caption wrapped over its last words, "PLAN FOR" over "… | REPAYMENT", sits over its own column, not the row's start.)
  const heading = line.cells.length === 1 && /[A-Z]{3}/.test(label.text) && label.text === label.text.toUpperCase();
  const atRowStart = Math.abs(label.x0 - (next.cells[0]?.x0 ?? Number.POSITIVE_INFINITY)) < 2 * Math.max(line.height, 1);
  return heading && atRowStart && next.cells.length >= 2 && next.cells.every((c) => isLabel(c.text));
}

/** A cell that is certainly a label (a learned guess may be a value: "Bridge Loan" right of "Loan Type"). */
/** A firm's name that says it lends: "Canyon State Lending", "Lakeshore Private Capital" (a capital firm with no legal form). */
function lendingFirm(text: string): boolean {
  return namesLender(text) || (FINANCE_FIRM.test(text) && !parseEntity(text));
}

/**
 * "Legal name of entity | Vacant lot" on a form of two columns of questions, each answered on the line under it: the
 * cell beside the label answers the other column's question. So when the label's own column holds a value under it
 * and the cell beside it sits in a column of labels.
 */
function answerOfAnotherColumn(lines: Line[], index: number, ci: number): boolean {
  const line = lines[index]!;
  const label = line.cells[ci]!;
  const beside = line.cells[ci + 1];
  if (!beside) return false;
  const tolerance = 1.5 * Math.max(line.height, 1);
  const near = (k: number) => (lines[k]?.page === line.page ? lines[k] : undefined);
  const under = near(index + 1)?.cells.find((c) => Math.abs(c.x0 - label.x0) < tolerance);
  if (!under || isLabel(under.text)) return false;
  // A label standing alone: unlike isLabel, a "label: value" cell there is another answer, not a column of questions.
  const standsAsLabel = (text: string) => {
    const match = matchLabel(text);
    return Boolean(match && !match.guessed && match.kind !== 'other');
  };
  return [index - 1, index + 1].some((k) => near(k)?.cells.some((c) => Math.abs(c.x0 - beside.x0) < tolerance && standsAsLabel(c.text)));
}

function isLabel(text: string): boolean {
  const match = matchLabel(text) ?? splitLabelPrefix(text)?.match;
  // Two capitals are a state ("MO"), never the abbreviation of a label.
  return Boolean(match && !match.guessed && !VALUE_WORDS.test(text.trim()) && !/^[A-Z]{2}$/.test(text.trim()) && !officerTitle(text));
}

/** Words that name a field in one place and are its value in another ("Borrower Type | Entity", "Title | Trustee"). */
const VALUE_WORDS = /^(entity|individual|trust|llc|corporation|partnership|purchase|refinance|cash[- ]out refinance|construction|commercial|land|yes|no|none)$/i;

/** Facts stated as a bare figure (money or a percentage), which may sit columns away from their label. */
const FIGURE_KINDS = new Set(['loan_amount', 'property_value', 'interest_rate', 'origination_points', 'broker_points', 'discount_points', 'points', 'loan_doc_fee', 'admin_fee', 'processing_fee']);
const FIGURE = /^\(?\$?\s?\d[\d,]*(?:\.\d+)?\s*%?\)?$/;

/** The first cell after the one right of a label that is a bare figure, before the next label. */
function figureAfter(line: Line, labelIndex: number): string | null {
  for (const cell of line.cells.slice(labelIndex + 2)) {
    if (isLabel(cell.text)) return null;
    if (FIGURE.test(cell.text.trim())) return cell.text;
  }
  return null;
}

/** The cells right of a label up to the next label ("Origination Fee | 2.50 points | $12,625.00"). */
function valueToRight(line: Line, labelIndex: number): string | null {
  const parts: string[] = [];
  const kind = matchLabel(line.cells[labelIndex]!.text)?.kind;
  for (const [i, cell] of line.cells.slice(labelIndex + 1).entries()) {
    if (isLabel(cell.text) && !(i === 0 && (isUnitCell(line, labelIndex) || isOptionOf(kind, cell.text)))) break;
    parts.push(cell.text);
  }
  return parts.length ? parts.join(' ') : null;
}

/**
 * A choice label's own option, though it names a field elsewhere: "Product | Rehab (Fix/Flip)" is the program,
 * "Rehab | 132,000" a budget line.
 */
function isOptionOf(kind: string | undefined, text: string): boolean {
  if (kind === 'loan_type') return normaliseLoanType(text) !== null;
  if (kind === 'property_type') return normalisePropertyType(text) !== null;
  if (kind === 'loan_purpose') return normaliseLoanPurpose(text) !== null;
  return false;
}

/** Label kinds whose values have a format of their own: a fair test of where a form puts its values. */
const TYPED_KINDS = new Set(['loan_amount', 'property_value', 'interest_rate', 'closing_date', 'dob', 'email', 'phone', 'ein', 'credit_score', 'property_address', 'loan_term']);

/**
 * Whether this document prints captions under their values (a value over an underline, its label below) rather
 * than labels above values: the direction in which more unpaired typed labels find a value that parses.
 */
function captionsUnderValues(doc: DocText): boolean {
  let above = 0;
  let below = 0;
  doc.lines.forEach((line, index) => {
    line.cells.forEach((cell, ci) => {
      const match = matchLabel(cell.text);
      if (!match || match.guessed || !TYPED_KINDS.has(match.kind) || valueToRight(line, ci) !== null) return;
      // The distance to a value that parses in each direction; the nearer one is this label's own value.
      const distance = (direction: 1 | -1) => {
        const found = alignedValue(doc.lines, index, ci, direction);
        const parses = found !== null && interpretLabeled(new CandidateSet(), match.kind, found.text, 1, { spreadsheet: false, coBorrower: false });
        return parses ? found.dy : Number.POSITIVE_INFINITY;
      };
      const up = distance(-1);
      const down = distance(1);
      if (up < down) above++;
      else if (down < up) below++;
    });
  });
  return above > below;
}

const RULE_LINE = /^[_\-–—=.\s]*$/;

/** The cell under (direction 1) or over (-1) a label within a line or two, aligned with its left edge. */
function alignedValue(lines: Line[], index: number, cellIndex: number, direction: 1 | -1): { text: string; dy: number; index: number; x0: number } | null {
  const line = lines[index]!;
  const label = line.cells[cellIndex]!;
  const nextLabelX = line.cells[cellIndex + 1]?.x0 ?? Number.POSITIVE_INFINITY;
  const tolerance = 2 * Math.max(line.height, 1);
  for (let k = index + direction, steps = 0; k >= 0 && k < lines.length && steps < 3; k += direction, steps++) {
    const next = lines[k]!;
    if (next.page !== line.page || Math.abs(next.y - line.y) > 4 * Math.max(line.height, 1)) return null;
    const cells = next.cells.filter((c) => !RULE_LINE.test(c.text));
    if (!cells.length) continue;
    // A value under or over a label starts within the label's width: a cell further right is another column's.
    const rightEdge = Math.min(nextLabelX - tolerance / 2, line.cells[cellIndex + 1] ? Number.POSITIVE_INFINITY : label.x1 + tolerance);
    // Figures are often right-aligned under their label: a cell ending where the label ends is its value too.
    const at = cells.findIndex((c) => (c.x0 >= label.x0 - tolerance || Math.abs(c.x1 - label.x1) < tolerance) && c.x0 < rightEdge);
    const cell = cells[at];
    // A row of labels across this column ends the search; one beside it (captions of other boxes) does not.
    if (!cell && cells.every((c) => isLabel(c.text)) && cells.some((c) => c.x0 < label.x1 && c.x1 > label.x0)) return null;
    // The next part's numbered heading ("V. DECLARATIONS") under an empty box ends it.
    if (cell && isNumberedHeading(cell.text)) return null;
    // A table's column caption over rows that open with names of their own ("Fee | Points" over "Broker | 1.5",
    // "Buyer charges | Amount" over "Contract sales price | $675,000.00"): the figure is that row's.
    if (cell && direction === 1 && cellIndex > 0 && namedRows(lines, k, label, line) >= 2) return null;
    if (cell && !isLabel(cell.text)) {
      const text = BOX.test(cell.text) ? checkboxRows(lines, k, cells, at) : cell.text.replace(/_{3,}/g, ' ').trim();
      return { text, dy: Math.abs(next.y - line.y), index: k, x0: cell.x0 };
    }
    if (cell) return null;
  }
  return null;
}

const BOX = /^[☐☒☑□■❑⊠]/;

/** Options that wrap onto further rows of boxes ("☐ Fix & Flip ☐ Bridge …" / "☒ Land ☐ Commercial") are one list. */
function checkboxRows(lines: Line[], index: number, cells: Cell[], from: number): string {
  const rows = [checkboxRow({ ...lines[index]!, cells }, from)];
  // The rows go on under the first row's boxes: boxes further left or right are another question's (a form of two
  // columns, "☐ LLC ☒ Trust | ☐ Bridge ☒ Construction").
  // A label's own cell may open the row ("Loan type: ☐ Purchase | ☐ Bridge" over "☒ Fix & Flip").
  const labelled = cells[from - 1] && !BOX.test(cells[from - 1]!.text) && /[☐☒☑□■❑⊠]/.test(cells[from - 1]!.text) ? [cells[from - 1]!] : [];
  const boxes = [...labelled, ...cells.slice(from).filter((c) => BOX.test(c.text))];
  const tolerance = 2 * Math.max(lines[index]!.height, 1);
  const under = (c: Cell) => boxes.some((box) => Math.abs(c.x0 - box.x0) < tolerance);
  for (let k = index + 1; k < lines.length && k <= index + 3; k++) {
    const next = lines[k]!;
    const at = next.cells.findIndex(under);
    if (next.page !== lines[index]!.page || at < 0 || !BOX.test(next.cells[at]!.text)) break;
    rows.push(checkboxRow(next, at));
  }
  return rows.join(' ');
}

/** A row of checkbox options spread over several cells ("☐ Purchase | ☒ Refinance | ☐ Construction") is one value. */
function checkboxRow(line: Line, from: number): string {
  const parts: string[] = [];
  for (const cell of line.cells.slice(from)) {
    if (!BOX.test(cell.text)) break;
    parts.push(cell.text);
  }
  return parts.join(' ');
}

/** Columns of a schedule of real estate owned that describe the deal's property when its row is marked the subject. */
const SUBJECT_COLUMN_KINDS = new Set(['property_value', 'property_type', 'property_address']);

/**
 * "6429 Willow Avenue, | … | $2,675,000" over "Springfield, IL 62701" and "(SUBJECT)": the schedule's row marked as
 * the subject is the deal's property, each column's cell read with the lines it wraps onto.
 */
function readSubjectRows(lines: readonly Line[], set: CandidateSet): void {
  for (const { header, row, wrapped } of markedSubjectRows(lines)) {
    // Figures are set right: a column's cell is the one that overlaps its caption most.
    const column = (caption: Cell) => {
      const overlap = (c: Cell) => Math.min(c.x1, caption.x1) - Math.max(c.x0, caption.x0);
      const under = (line: Line) => [...line.cells].sort((a, b) => overlap(b) - overlap(a)).find((c) => overlap(c) > 0);
      return [row, ...wrapped].map(under).filter((c) => c !== undefined).map((c) => c.text.replace(SUBJECT_MARK, '').trim()).filter(Boolean).join(' ');
    };
    for (const caption of header.cells) {
      const label = matchLabel(caption.text);
      const text = label && SUBJECT_COLUMN_KINDS.has(label.kind) ? column(caption) : '';
      if (text) interpretLabeled(set, label!.kind, text, 0.72, { spreadsheet: false, coBorrower: false });
    }
    // The remark that marks the row may give the loan asked for on it: "subject — requesting $335,000".
    const mark = row.cells.find((c) => SUBJECT_MARK.test(c.text.trim()));
    const asked = mark && SUBJECT_REQUEST.exec(column(mark));
    if (asked) interpretLabeled(set, 'loan_amount', asked[1]!, 0.7, { spreadsheet: false, coBorrower: false });
  }
}

/**
 * A request a borrowing entity sends its lender ("To: Beacon Hill Private Credit — Construction Administration" /
 * "From: Diaz Investors LP (by Lin Diaz, General Partner)" atop a draw request): the sender borrows. A mailbox, a
 * person alone or a firm of the trade may be a broker's, so only an entity counts.
 */
function readRequestSender(lines: readonly Line[], set: CandidateSet, quality: number): void {
  const head = lines.slice(0, 12).map((l) => l.text.trim());
  const to = head.map((t) => /^to\s*:\s*(.+)$/i.exec(t)?.[1]).find(Boolean);
  const from = head.map((t) => /^from\s*:\s*(.+)$/i.exec(t)?.[1]).find(Boolean);
  if (!to || !from || !lendingFirm(to) || from.includes('@') || lendingFirm(from) || !leadingEntity(from)) return;
  interpretLabeled(set, 'borrower', from, 0.7 * quality, { spreadsheet: false, coBorrower: false });
}

const SUBJECT_REQUEST = /^(?:requesting|request(?:ed)?|refinanc(?:e|ing)|new loan|loan(?: requested| amount)?)\s*:?\s*(\$\s?\d[\d,.]*\s*[kKmM]?)\b/i;
