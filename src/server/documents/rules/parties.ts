// Who is who: the person signing for the borrowing entity (signature blocks, designations, trustees), the
// borrower of a letter (its addressee and the one who accepts it), and the borrower's own e-mail and phone found
// in running text next to their name. Lender, broker, seller and appraiser signatures are left alone.
import type { Cell, DocText } from '../layout';
import type { CandidateSet } from './fields';
import { addresseeTitle, capitaliseName, careOfPerson, LEGAL_FORM, NAME_LETTER, NAME_UPPER, parseEntity, parsePersonName, titledPerson, wholeEntity } from './names';
import { findAddresses, isStateName } from './address';
import { continuesSentence } from './cues';
import { findDate } from './dates';
import { addBorrower, addPerson, addSigner, interpretLabeled, officerTitle, parseEmail, parsePhone, personAndEntity } from './values';
import { roleSide, rolesOf } from './other-parties';
import { FINANCE_FIRM, labelParty, labelTokens, namesLender, SALUTATION } from './vocabulary';
import { COVER_HEADING, otherPartyCells, otherPartyLines, ownText, senderLines } from './zones';

const NAME = String.raw`([${NAME_UPPER}][${NAME_LETTER}'’.-]+(?:\s+(?:[${NAME_UPPER}][${NAME_LETTER}'’.-]*|de|la|del|van|der|von|di|da|dos|du|le)){1,3})`;
/** A signature's caption: the signing party's role, then the name of who signs ("Purchaser Megan Gupta"). */
const CAPTION = new RegExp(String.raw`^([A-Z][a-z]+(?:-[A-Za-z]+)?)\s+${NAME}$`);

function addSignatory(set: CandidateSet, nameText: string, title: string | null, score: number, rule: string): void {
  const person = parsePersonName(nameText);
  if (!person) return;
  // A secretary signs to certify the resolutions, not the loan documents; "Authorized Signatory" is how title
  // companies, insurers and lenders sign, while a borrowing entity's signer has an office (Member, President).
  if (title && /^(?:assistant )?secretary$|^authori[sz]ed (?:signatory|representative|agent)$/i.test(title)) score *= 0.8;
  // A co-trustee or co-signer signs beside the first-named one, who is the principal the deal form wants.
  if (title && /^co-/i.test(title)) score *= 0.9;
  addSigner(set, person, title, score, rule);
  // The signer for an entity is its principal for the deal form (README: guarantor, contact, trustee or signer).
  addPerson(set, person, score * 0.85, rule);
}

export function scanParties(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  const sender = senderLines(doc.lines);
  const other = otherPartyCells(doc.lines);
  for (const i of otherPartyLines(doc.lines, other)) sender.add(i);
  const lines = doc.lines;
  const roles = rolesOf(lines);
  lines.forEach((line, i) => {
    if (sender.has(i)) return;
    for (const cell of line.cells) {
      if (other.has(cell)) continue;
      // Signature lines often end in a blank to date: "By: Ashley Johnson, Trustee Date: ______", and an acceptance
      // may open them: "Acknowledged: By: Denise O'Brien, Trustee", "ACCEPTED: Oak LLC, by Ana Ruiz, President".
      const text = cell.text
        .replace(/\s+Date\s*:?[\s_/.-]*$/i, '')
        .replace(/[\s_]+$/, '')
        .replace(/^(?:acknowledged|accepted|agreed)(?:\s+and\s+(?:accepted|agreed))?(?:\s+(?:to|by))?\s*:\s*/i, '')
        .trim();
      // "By: Angela Nguyen" + "Its: Manager" / "By: Michael R. O'Brien, Chief Executive Officer"
      const by = new RegExp(String.raw`^(?:By|Signature|Signed)\s*:?\s*${NAME}(?:,\s*(?:as\s+|its\s+)*(.+))?$`).exec(text);
      if (by) {
        const title = officerTitle(by[2] ?? '') ?? wrappedTitle(lines, i, cell.x0, by[2]) ?? titleBelow(lines, i, cell.x0);
        if (title) {
          addSignatory(set, by[1]!, title, 0.9 * q, 'signature:by');
          // The entity a signer signs for is printed over the signature line, in the same column.
          const entity = entityAbove(lines, i, cell.x0);
          if (entity) addBorrower(set, entity, 0.85 * q, 'signature:entity');
        }
        continue;
      }
      // "Legacy Development LLC — by Latoya Evans, Managing Member": the entity and who signs for it, on one line.
      const entityBy = new RegExp(String.raw`^(.{3,80}?)\s*(?:[—–-]|,)\s*[Bb][Yy]:?\s+${NAME},\s*(?:as\s+|its\s+)*(.+)$`).exec(text);
      const signsFor = entityBy && wholeEntity(entityBy[1]!);
      const office = signsFor && officerTitle(entityBy[3]!);
      if (signsFor && office && !namesLender(signsFor.name)) {
        addSignatory(set, entityBy[2]!, office, 0.88 * q, 'signature:entity-by');
        addBorrower(set, signsFor.name, 0.85 * q, 'signature:entity-by');
        continue;
      }
      // "Name: Ashley O'Brien" + "Title: Member"
      const named = new RegExp(String.raw`^Name\s*:\s*${NAME}$`).exec(text);
      if (named) {
        const officer = titleBelow(lines, i, cell.x0);
        if (officer) addSignatory(set, named[1]!, officer, 0.9 * q, 'signature:name-title');
        continue;
      }
      // "Minh O'Malley, Manager of O'Malley SDIRA Holdings LLC": the signer, their office and the entity it is of.
      const ofEntity = new RegExp(String.raw`^${NAME},\s*(?:as\s+|its\s+|the\s+)*([A-Za-z -]{3,40}?)\s+(?:of|for)\s+(.{3,80})$`).exec(text);
      const officeOf = ofEntity && officerTitle(ofEntity[2]!);
      const entityOf = officeOf && parseEntity(ofEntity[3]!.replace(/[.,]+$/, ''));
      if (officeOf && entityOf && !namesLender(entityOf.name)) {
        addSignatory(set, ofEntity[1]!, officeOf, 0.85 * q, 'signature:office-of');
        addBorrower(set, entityOf.name, 0.8 * q, 'signature:office-of');
        continue;
      }
      // "Karen J. Kowalski, Chief Executive Officer", "John Brooks, Trustee", "Maria R. Hughes, Borrower"
      const titled = new RegExp(String.raw`^${NAME},\s*(?:as\s+|its\s+)*([A-Za-z -]+)$`).exec(text);
      if (titled) {
        // "Maria R. Hughes, Borrower", "Arjun Esposito, Assignee" (of a purchase contract): the borrower's own signature.
        if (roleSide(titled[2]!, roles) === 'borrower' && !officerTitle(titled[2]!)) {
          const person = parsePersonName(titled[1]!);
          if (person) addPerson(set, person, 0.85 * q, 'signature:borrower');
          continue;
        }
        const officer = officerTitle(titled[2]!);
        if (officer) addSignatory(set, titled[1]!, officer, 0.85 * q, 'signature:titled');
        continue;
      }
      // "Purchaser Megan Gupta | Seller Ann Lee": signatures' captions side by side, each role before the name of who
      // signs in it (a lone "Borrower Tamara Turner" may be a sentence's words).
      const captioned = CAPTION.exec(text);
      const beside = line.cells.some((c) => c !== cell && roleSide(CAPTION.exec(c.text.trim())?.[1] ?? '', roles) === 'other');
      if (captioned && beside && roleSide(captioned[1]!, roles) === 'borrower') {
        const person = parsePersonName(captioned[2]!);
        if (person) addPerson(set, person, 0.78 * q, 'signature:captioned');
      }
    }
  });

  const text = lines.map((l) => l.text).join('\n').replace(/\s+/g, ' ');
  // "Maria Hughes is hereby designated as Managing Partner", "John Brooks, as Trustee".
  for (const m of text.matchAll(new RegExp(String.raw`${NAME}\s+is hereby (?:designated|appointed) as (?:the\s+)?([A-Za-z -]+?) of`, 'g'))) {
    const officer = officerTitle(m[2]!);
    if (officer) addSignatory(set, m[1]!, officer, 0.8 * q, 'prose:designated');
  }
  for (const m of text.matchAll(new RegExp(String.raw`${NAME},\s+as\s+(Trustee|Co-Trustee|Successor Trustee)\b`, 'g'))) {
    addSignatory(set, m[1]!, m[2]!, 0.85 * q, 'prose:trustee');
  }
  // "The undersigned, Rachel Liu, Trustee of The Rachel Liu Living Trust under agreement dated …": the trust
  // borrows and its trustee signs.
  for (const m of text.matchAll(new RegExp(String.raw`${NAME},?\s+(?:as\s+)?(?:(?:the\s+)?(?:[Ss]ole\s+|[Cc]o-)?(?:Trustees?|TRUSTEES?|trustees?))\s+(?:of|for|under)\s+((?:[Tt]he\s+)?[A-Z][^,;.()]{2,80}?\b(?:Trust|TRUST))\b`, 'g'))) {
    addBorrower(set, `${m[1]!}, Trustee of ${m[2]!}`, 0.8 * q, 'prose:trustee-of');
  }
  scanMarkedSigner(doc, set);
  scanAcceptance(doc, set, sender);
  scanReferenceLine(doc, set);
  scanLetterAddressee(doc, set);
  scanContactsNearName(doc, set, sender, other);
}

/** Titles of papers a borrower draws up about their own holdings: whoever they name and whoever signs is the borrower. */
const OWNERS_PAPER = String.raw`(?:(?:schedule of )?real estate owned|s?reo schedule|schedule of (?:real estate|properties|investment properties|rental properties)|personal financial statement|statement of (?:personal )?financial condition|rent roll(?: (?:&|and) operating statement)?|(?:t-?12 )?operating statement|t-?12)\b`;
const OWNERS_PAPER_TITLE = new RegExp(`^${OWNERS_PAPER}`, 'i');
/** "Crescent Investments L.L.C. — T12 Operating Statement": the owner named in the title itself. */
const OWNER_IN_TITLE = new RegExp(String.raw`^(.{3,80}?)\s+[—–-]\s+${OWNERS_PAPER}`, 'i');

/**
 * "SCHEDULE OF REAL ESTATE OWNED" over "Marek Wisniewski / Wisniewski Holdings Inc. — as of Jun 1, 2026", signed
 * "Signed 6/1/2026: Marek Wisniewski": the owner named under the title, and the one who signs, are the borrower.
 */
export function scanOwnersPaper(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  const titled = doc.lines.slice(0, 4).map((l) => OWNER_IN_TITLE.exec(l.text.trim())?.[1]).find(Boolean);
  if (titled && (parseEntity(titled) || parsePersonName(titled))) addBorrower(set, titled, 0.62 * q, 'owners-paper:title');
  const title = doc.lines.slice(0, 4).findIndex((l) => OWNERS_PAPER_TITLE.test(l.text.trim()));
  if (title < 0) return;
  const owner = doc.lines[title + 1]?.text
    .replace(/\s*(?:[—–-]\s*|,\s*)?\bas of\b.*$/i, '')
    .replace(/^(?:owner|borrower|name|of)\s*:?\s*/i, '')
    .trim();
  // "Prepared for: Bluewater Lending Partners" names whom it is for: a lender, not the owner.
  const named = owner && !/^prepared\b/i.test(owner) && !namesLender(owner);
  if (named && (personAndEntity(owner) || parseEntity(owner) || parsePersonName(owner))) addBorrower(set, owner, 0.62 * q, 'owners-paper:heading');
  for (const line of doc.lines) {
    const signed = new RegExp(String.raw`^(?:Signed|Signature)(?:\s+(?:on\s+)?[\d/.-]{6,10})?\s*:\s*${NAME}\s*$`).exec(line.text.trim());
    const person = signed && parsePersonName(signed[1]!);
    if (person) addPerson(set, person, 0.6 * q, 'owners-paper:signed');
  }
}

/** The entity's legal description under its name: "a Florida corporation", "a Delaware limited liability company". */
const LEGAL_DESCRIPTION = new RegExp(String.raw`^an?\s+(?:[A-Z][a-z]+\s+){1,3}${LEGAL_FORM}\b`, 'i');
/** "Florida Profit Corporation": a state and a legal form say what kind of entity it is, not its name. */
const STATE_AND_FORM = new RegExp(String.raw`^(.+?)\s+${LEGAL_FORM}$`, 'i');
/** A heading line naming whom the entity's agent or filer is, not the entity itself. */
const AGENT_HEADING = /\b(?:agent|organi[sz]er|incorporator|filer|prepared|lender|secured party|attorney)\b/i;

/**
 * An entity's papers carry its name as a heading line of its own ("CERTIFIED RESOLUTIONS OF THE BOARD OF DIRECTORS"
 * / "OF" / "BISCAYNE HOLDINGS CORP." / "a Florida corporation"; a state registry's "Detail by Entity Name" page):
 * that entity is the one borrowing.
 */
export function scanEntityHeading(doc: DocText, set: CandidateSet, documentType?: string): void {
  // A workbook's title row may name the entity whose figures it holds ("Grace Point Missionary Baptist Church, Inc.").
  const sheet = doc.source === 'spreadsheet' && documentType !== 'Entity Document';
  if (documentType !== 'Entity Document' && !sheet) return;
  const q = doc.source === 'ocr' ? 0.9 : sheet ? 0.85 : 1;
  doc.lines.slice(0, sheet ? 1 : 8).forEach((line, i) => {
    if (sheet && line.cells.length > 1) return;
    const text = line.text.trim();
    const entity = wholeEntity(text);
    if (!entity || namesLender(entity.name)) return;
    const kind = STATE_AND_FORM.exec(text);
    if (kind && isStateName(kind[1]!)) return;
    if (AGENT_HEADING.test(doc.lines[i - 1]?.text ?? '')) return;
    // A firm's letterhead (its name over its street or city line) is whoever drew the paper up.
    const below = doc.lines[i + 1]?.text.trim() ?? '';
    if (CITY_STATE_ZIP.test(below) || /^\d{1,6}\s+[A-Za-z]/.test(below)) return;
    const described = LEGAL_DESCRIPTION.test(below);
    addBorrower(set, entity.name, (described ? 0.74 : 0.66) * q, 'entity-heading');
  });
  scanRegistryOfficers(doc, set);
}

/** A state registry's officer codes ("Title MGRM" over "FERREIRA, FELIPE"). */
const REGISTRY_OFFICES: Record<string, string> = {
  mgrm: 'Managing Member', mgr: 'Manager', ambr: 'Authorized Member', mbr: 'Member', p: 'President', pres: 'President',
  vp: 'Vice President', ceo: 'CEO', d: 'Director', t: 'Treasurer', s: 'Secretary', gp: 'General Partner', ttee: 'Trustee',
};

/** The registry's first listed officer is the one it shows with authority over the entity. */
function scanRegistryOfficers(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  for (let i = 0; i < doc.lines.length - 1; i++) {
    const code = /^Title\s+([A-Z]{1,5})$/.exec(doc.lines[i]!.text.trim())?.[1]?.toLowerCase();
    const office = code && REGISTRY_OFFICES[code];
    const person = office && parsePersonName(doc.lines[i + 1]!.text);
    if (!person) continue;
    addSigner(set, person, null, 0.7 * q, 'registry:officer');
    addPerson(set, person, 0.6 * q, 'registry:officer');
    return;
  }
}

/** Headings of an officers' table: who, which office, and whether they may sign. */
const WHO_HEADING = /^(?:name|names|officer|officers|person|individual|member|members|manager|managers)$/i;
const OFFICE_HEADING = /^(?:position|positions|title|titles|office|offices|capacity|role|roles|position held|office held)$/i;
const MAY_SIGN_HEADING = /\bauthori[sz]ed\b|\bsign(?:s|er|atory|ing)?\b/i;
const MARK = /^(?:[✔✓☑☒⊠xX]|yes|y)$/i;

/**
 * An incumbency certificate's table of officers ("Name | Position | Authorized") with the one who may sign for the
 * entity marked: that row is the signer and its office the title.
 */
function scanMarkedSigner(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  doc.lines.forEach((line, i) => {
    const who = line.cells.find((c) => WHO_HEADING.test(c.text.trim()));
    const office = line.cells.find((c) => OFFICE_HEADING.test(c.text.trim()));
    const mark = line.cells.find((c) => c !== who && c !== office && MAY_SIGN_HEADING.test(c.text));
    if (!who || !office || !mark) return;
    const tolerance = 3 * Math.max(line.height, 1);
    const under = (row: DocText['lines'][number], head: Cell) => row.cells.find((c) => Math.abs(c.x0 - head.x0) < tolerance || Math.abs(c.x1 - head.x1) < tolerance);
    const rows = [];
    for (const row of doc.lines.slice(i + 1, i + 12)) {
      if (row.page !== line.page || !under(row, who) || !under(row, office)) break;
      rows.push(row);
    }
    const marked = rows.filter((row) => MARK.test(under(row, mark)?.text.trim() ?? ''));
    if (marked.length !== 1) return;
    const title = officerTitle(under(marked[0]!, office)!.text);
    if (title) addSignatory(set, under(marked[0]!, who)!.text, title, 0.88 * q, 'table:marked-signer');
  });
}

/** An entity's name on one of the two lines over a signature line, in its column ("Oak Lane LLC" / "By: ..."). */
function entityAbove(lines: DocText['lines'], index: number, x0: number): string | null {
  for (const line of lines.slice(Math.max(0, index - 2), index).reverse()) {
    const cell = line.cells.find((c) => Math.abs(c.x0 - x0) < 3 * Math.max(line.height, 1));
    const entity = cell && parseEntity(cell.text.replace(/[,:]\s*$/, ''));
    if (entity && entity.name.length >= cell.text.trim().length - 2) return entity.name;
  }
  return null;
}

/**
 * "Its: Manager" / "Title: CEO" within the next lines of a signature block, in the same column; many blocks print
 * the capacity without a colon ("Its Managing Member"), which the office after it confirms.
 */
/** "By: Grace Thompson, Managing" over "Member": an office wrapped onto the line under it, in the same column. */
function wrappedTitle(lines: DocText['lines'], index: number, x0: number, start: string | undefined): string | null {
  const below = lines[index + 1]?.cells.find((c) => Math.abs(c.x0 - x0) < 3 * Math.max(lines[index + 1]!.height, 1));
  return start && below && below.text.length <= 30 ? officerTitle(`${start} ${below.text}`) : null;
}

function titleBelow(lines: DocText['lines'], index: number, x0: number): string | null {
  for (const line of lines.slice(index + 1, index + 4)) {
    const cell = line.cells.find((c) => Math.abs(c.x0 - x0) < 3 * Math.max(line.height, 1) && /^(?:Its|Title)(?:\s*:|\s+[A-Z])/i.test(c.text));
    const office = cell && officerTitle(cell.text.replace(/^(?:Its|Title)\s*:?\s*/i, ''));
    if (office) return office;
    // A signature scrawl printed on the title's line runs into it: "Patricia RodriguezIts: Managing Member".
    const glued = line.cells.map((c) => /(?:Its|ITS|Title|TITLE)\s*:\s*([A-Za-z][A-Za-z -]+)$/.exec(c.text)).filter((m) => m !== null);
    if (glued.length === 1) return officerTitle(glued[0]![1]!);
  }
  return null;
}

/** "By: Mateo Goldberg, Trustee" under the accepting entity's name: its signer, read like a signatory's value. */
function signedBy(lines: DocText['lines'], set: CandidateSet, score: number): void {
  for (const line of lines) {
    for (const cell of line.cells) {
      const by = /^by\s*:?\s+(.{3,100})$/i.exec(cell.text.trim());
      if (by && interpretLabeled(set, 'signatory', by[1]!, score, { spreadsheet: false, coBorrower: false })) return;
    }
  }
}

/** The name printed in the borrower's column of an "ACCEPTED AND AGREED" block. */
function scanAcceptance(doc: DocText, set: CandidateSet, sender: Set<number>): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  doc.lines.forEach((line, i) => {
    // A notary's "ACKNOWLEDGMENT" and its "acknowledged that he/she executed" are not the borrower's acceptance.
    const head = line.cells.find((c) => /accepted|agreed|acknowledged/i.test(c.text) && c.text.length <= 60 && !/acknowledg(?:e)?ment|acknowledged that|notary|before me/i.test(c.text));
    // "… This letter expires fifteen days from its date unless" / "accepted below.": a sentence's tail, no block.
    if (!head || (line.cells.length === 1 && continuesSentence(doc.lines, i))) return;
    const borrowerCol = line.cells.find((c) => /borrower|buyer/i.test(c.text)) ?? head;
    const otherCols = line.cells.filter((c) => c !== borrowerCol && /lender|seller|broker/i.test(c.text));
    for (const [k, next] of doc.lines.slice(i + 1, i + 6).entries()) {
      if (sender.has(i)) break;
      const cell = next.cells.find((c) => c.x0 < (otherCols[0]?.x0 ?? Number.POSITIVE_INFINITY) - 20 && c.x0 <= borrowerCol.x0 + 120);
      if (!cell || /^(by|its|name|title|date)\b/i.test(cell.text)) continue;
      // "Hearthstone Capital Partners, LP, by Hiroshi De Leon": the accepting entity and the person signing for it.
      const signing = /^(.{3,80}?),\s+by\s*:?\s+([^,]{3,60})(?:,.*)?$/i.exec(cell.text.trim());
      const entity = parseEntity((signing?.[1] ?? cell.text).trim());
      if (entity) {
        if (namesLender(entity.name)) return;
        addBorrower(set, entity.name, 0.72 * q, 'signature:acceptance');
        const signer = signing ? parsePersonName(signing[2]!) : null;
        if (signer) addPerson(set, signer, 0.7 * q, 'signature:acceptance');
        else signedBy(doc.lines.slice(i + k + 2, i + k + 5), set, 0.7 * q);
        return;
      }
      const person = parsePersonName(cell.text.replace(/\s+Date.*$/i, '').replace(/,.*$/, ''));
      if (person) {
        addPerson(set, person, 0.75 * q, 'signature:acceptance');
        return;
      }
    }
  });
}

const CITY_STATE_ZIP = /\b[A-Z][A-Za-z .'-]+,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\b/;

/**
 * The block a letter or notice is addressed to, after its date: an entity and the person at it ("TWIN PINES
 * PROPERTIES CORPORATION / MATEO DA SILVA PRES / 9261 WOODLAND PL / SCOTTSDALE, AZ 85261").
 */
function scanAddresseeBlock(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  const lines = doc.lines.slice(0, 40);
  const dated = lines.findIndex((l) => findDate(l.text) !== null);
  if (dated < 0) return;
  // The sender's own address may come first (a letterhead, "KANSAS CITY MO 64999"): the first block naming an
  // entity is the addressee.
  for (let tail = dated + 1; tail < lines.length; tail++) {
    const city = lines[tail]!.cells[0]?.text ?? '';
    // A letter sent by e-mail ends the block with how it went ("via e-mail: …") or goes straight to its "Re:".
    const sentBy = DELIVERY_LINE.test(city);
    if (!sentBy && (city.length > 50 || !CITY_STATE_ZIP.test(city))) continue;
    const block = lines.slice(Math.max(dated + 1, tail - 4), tail).map((l) => l.cells[0]?.text.trim() ?? '');
    // A mailing block's lines are names alone, not a sentence that mentions one.
    const entityLine = block.find((t) => t.replace(/[,.]$/, '').length <= (parseEntity(t)?.name.length ?? -1));
    if (entityLine && namesLender(entityLine)) return;
    // "Registered Agent Name & Address" over a firm: the entity's agent, not the one written to.
    if (entityLine && block.slice(0, block.indexOf(entityLine)).some((t) => AGENT_HEADING.test(t))) continue;
    if (entityLine) return addAddressee(set, block, entityLine, q, sentBy);
    // A person alone over the way the letter went: the letter is to them (a firm's name under theirs says it is
    // to someone at that firm, perhaps the lender).
    const person = sentBy && block.length && block.slice(1).every((t) => /@|\d{3}\D{0,2}\d{4}/.test(t)) ? parsePersonName(block[0]!) : null;
    if (person) return addPerson(set, person, 0.66 * q, 'letter:addressee-block');
    if (sentBy) return;
    // A person over their street, written to about the loan they asked for ("You have asked us to finance your
    // purchase"): the one borrowing.
    const above = /^\d/.test(city) ? block.at(-1) : /^\d/.test(block.at(-1) ?? '') ? block.at(-2) : undefined;
    const mailed = above ? parsePersonName(above) : null;
    if (mailed && SPOKEN_TO_BORROWER.test(doc.lines.map((l) => l.text).join(' '))) return addPerson(set, mailed, 0.62 * q, 'letter:addressee-block');
  }
}

/** A lender's letter speaking to whoever asked for the loan. */
const SPOKEN_TO_BORROWER = /\byou have (?:asked|requested|applied)\b[^.]{0,40}\b(?:finance|financing|loan|lend|fund)|\b(?:finance|lend|loan to)\s+(?:you|your)\b|\byour\s+(?:loan (?:request|application)|request for (?:a loan|financing)|application for (?:a loan|financing))/i;

/** The line of a letter's heading that says how it was sent, or the reference line under the addressee. */
const DELIVERY_LINE = /^(?:(?:sent\s+)?(?:via|by)\s+(?:e-?mail|electronic mail|fax|facsimile|courier|overnight|hand delivery|certified mail)\b|re\s*:)/i;

/** `sentBy`: the block is a letter's short heading ending in how it went, not a mailing label with other lines. */
function addAddressee(set: CandidateSet, block: string[], entityLine: string, q: number, sentBy = false): void {
  addBorrower(set, parseEntity(entityLine)!.name, 0.7 * q, 'letter:addressee-block');
  for (const [i, text] of block.entries()) {
    // In a letter's heading a person over the company's name ("Sean Ortiz" / "Old Mill Homes LLC") is the one
    // written to there.
    const over = sentBy && block[i + 1] === entityLine;
    const person = text === entityLine ? null : (titledPerson(text) ?? careOfPerson(text) ?? (over ? parsePersonName(text) : null));
    if (person) addPerson(set, person, 0.66 * q, 'letter:addressee-block');
    // "Attn: Tyler Patel, Sole Member" under the entity: the one who signs for it, in that office.
    const office = person ? officerTitle(addresseeTitle(text) ?? '') : null;
    if (person && office) addSigner(set, person, office, 0.64 * q, 'letter:addressee-block');
  }
}

/** A line that is a role in someone's address block: "Listing Agent", "Escrow Officer", "Senior Loan Officer". */
const ROLE_LINE = /\b(?:agent|officer|broker|realtor|attorney|counsel|closer|escrow|title|underwriter|processor|appraiser)$/i;

/** Letters open with the addressee's name and "Dear First:"; when they agree, that is the borrower. */
function scanLetterAddressee(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  scanAddresseeBlock(doc, set);
  const dear = doc.lines.findIndex((l) => SALUTATION.test(l.text.trim()));
  if (dear < 0) return;
  const greeted = doc.lines[dear]!.text.trim().replace(SALUTATION, '');
  const salutation = new RegExp(`^[${NAME_UPPER}][${NAME_LETTER}'’-]+`).exec(greeted)?.[0];
  const block = doc.lines.slice(Math.max(0, dear - 12), dear);
  // An addressee block naming a company or trust under the person: the letter is to that entity.
  // An addressee block naming a trust under the person: the letter is to that trust. (Any entity named there was
  // tried too: it helped the development families and cost the held-out ones, so it is left out.)
  for (const line of block) {
    const entity = /^(?:re:|via|dear)/i.test(line.text.trim()) ? null : parseEntity(line.text.trim());
    if (entity && entity.type === 'Trust') {
      set.add('entity_name', entity.name, 0.75 * q, 'letter:addressee-entity');
      set.add('entity_type', entity.type, 0.75 * q, 'letter:addressee-entity');
    }
  }
  // "Dear Marcelo Ferreira,": greeted by full name, with no addressee block between the letter's date and the
  // greeting (the firm over the date is the sender's letterhead).
  const named = /^([^,:;]{3,40})[,:]\s*$/.exec(greeted)?.[1];
  const greetedPerson = named?.trim().includes(' ') ? parsePersonName(named) : null;
  const addressee = block.slice(block.findLastIndex((line) => findDate(line.text) !== null) + 1);
  if (greetedPerson && addressee.every((line) => !parsePersonName(line.text.trim()) && !FINANCE_FIRM.test(line.text))) return addPerson(set, greetedPerson, 0.6 * q, 'letter:salutation');
  // A letter to the seller's agent, an escrow officer or a broker names their role under their name: not the borrower.
  if (block.some((line) => /^[A-Za-z ,&/-]{3,40}$/.test(line.text.trim()) && ROLE_LINE.test(line.text.trim()) && labelParty(labelTokens(line.text)))) return;
  // A letter to someone at a lender (an appraiser's or a title company's letter to its client) is to the lender.
  if (block.some((line) => /^[A-Za-z .,&'’-]{3,50}$/.test(line.text.trim()) && FINANCE_FIRM.test(line.text))) return;
  for (const line of block) {
    const person = parsePersonName(line.text.trim());
    if (person && salutation && (person.first === salutation || person.last === salutation)) {
      addPerson(set, person, 0.8 * q, 'letter:addressee');
      return;
    }
  }
}

/** A table cell giving a row's party the borrower's part: "Borrower", "Buyer (borrower)", "Distributee (borrower)". */
const BORROWER_ROLE_CELL = /^(?:(?:primary\s+)?borrower|buyer|purchaser|applicant)(?:\s*\((?:borrower|guarantor)\))?$|^[A-Za-z -]{3,30}\(borrower\)$/i;

/**
 * A list of parties, one per row, with a column for each one's part ("Yusuf Gomez | 1/3 | 114333 | Buyer
 * (borrower)"): the row that gives its party the borrower's part names the borrower.
 */
export function scanRoleRows(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  for (const line of doc.lines) {
    const party = line.cells[0]?.text.trim() ?? '';
    if (line.cells.length < 3 || !line.cells.slice(1).some((c) => BORROWER_ROLE_CELL.test(c.text.trim()))) continue;
    if (parsePersonName(party) ?? parseEntity(party)) addBorrower(set, party, 0.6 * q, 'table:role-row');
  }
}

/** A reference line: a letter's "Re:", an e-mail's "Subject:", with its "RE:"/"Fwd:" marks. */
const REFERENCE_LINE = /^(?:re|subject|subj|regarding)\s*:\s*((?:(?:re|fwd?|fw)\s*:\s*)*)(.+)$/i;

/**
 * A letter's or an e-mail's reference line names the deal it is about, in parts set off by dashes, bars or
 * slashes: "Subject: APPROVED – Prairie Wind Acquisitions, LLC – #2632339", "Re: Arjun Adeyemi / Pelican
 * Investments, LLC", "Re: Loan #2410551 — 25024 Summit Blvd". A part that is wholly a person's or an entity's name
 * is the borrower (never a lender's or broker's firm), a part that is "#" and digits the loan's number.
 */
function scanReferenceLine(doc: DocText, set: CandidateSet): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  doc.lines.slice(0, 25).forEach((line, index) => {
    const m = REFERENCE_LINE.exec(line.text.trim());
    if (!m) return;
    // "Re: Cholla Bay Inn, 759 Saguaro Pl, Hurricane, UT 84737": the property the letter is about (its ZIP may wrap).
    const zip = /^\d{5}(?:-\d{4})?$/.exec(doc.lines[index + 1]?.text.trim() ?? '')?.[0];
    const address = findAddresses(zip ? `${m[2]!} ${zip}` : m[2]!)[0];
    if (address) set.add('property_address', address.value, 0.66 * q, 'reference:address');
    const parts = m[2]!.split(/\s+[–—|/-]\s+|\s*[|]\s*/);
    const surnames = parts.map((p) => p.trim().toLowerCase()).filter((p) => /^[a-z][a-z'’-]{1,30}$/.test(p));
    if (surnames.length) nameWithSurname(doc, set, index, new Set(surnames), q);
    for (const raw of parts) {
      // A closing full stop is the line's, unless it ends an abbreviation ("L.P.", "Inc."); what a bracket adds
      // ("(EIN 36-2306922)", "(guarantor)") is no part of a name.
      const part = raw.trim().replace(/(?<!\b(?:[A-Z]|Inc|Corp|Co|Ltd))[.;:]+$/, '').replace(/\s*\([^()]{1,40}\)/g, '');
      const number = /^(?:(?:loan|file|ref(?:erence)?)\s*)?(?:#|no\.?|number)\s*:?\s*([A-Z]{0,3}-?\d{5,12})$/i.exec(part);
      if (number) {
        set.add('loan_number', number[1]!, 0.7 * q, 'reference:loan_number');
        continue;
      }
      const entity = parseEntity(part);
      if (entity && entity.name.length >= part.length - 2) {
        if (!namesLender(entity.name)) addBorrower(set, entity.name, 0.64 * q, 'reference:party');
        continue;
      }
      // "Granite Real Estate, LLC, Stefan Okafor-Williams, Managing Member": the entity and who signs for it.
      const signer = entity && !namesLender(entity.name) ? /^,?\s*([^,]{3,40}),\s*(.{3,40})$/.exec(entity.rest) : null;
      const office = signer && officerTitle(signer[2]!);
      if (entity && signer && office && parsePersonName(signer[1]!)) {
        addBorrower(set, entity.name, 0.64 * q, 'reference:party');
        addSignatory(set, signer[1]!, office, 0.62 * q, 'reference:signer');
        continue;
      }
      // A surname alone ("dos Santos / Grand Rapids request") is not a whole name.
      const person = /^[A-Z]/.test(part) ? parsePersonName(part) : null;
      if (person) addPerson(set, person, 0.6 * q, 'reference:party');
    }
  });
}

/**
 * A broker's note files the deal under the borrower's surname ("Subject: deal - thompson") and names them on a line
 * of its own below, however typed ("arjun thompson / Mosaic Income Fund LP"): the line whose name ends in that
 * surname is the borrower, with the entity written beside them.
 */
function nameWithSurname(doc: DocText, set: CandidateSet, reference: number, surnames: Set<string>, q: number): void {
  for (const line of doc.lines.slice(reference + 1, reference + 12)) {
    const [who, ...rest] = line.text.trim().split(/\s+[/|]\s+/);
    const words = who!.split(/\s+/);
    if (words.length < 2 || words.length > 3 || !surnames.has(words.at(-1)!.toLowerCase())) continue;
    const person = parsePersonName(words.map(capitaliseName).join(' '));
    if (!person) continue;
    addPerson(set, person, 0.66 * q, 'reference:surname');
    const entity = rest.length === 1 ? parseEntity(rest[0]!) : null;
    if (entity && entity.name.length >= rest[0]!.length - 2) addBorrower(set, entity.name, 0.66 * q, 'reference:surname');
    return;
  }
}

/** An e-mail or phone in running text belongs to the borrower when their name is beside it. */
function scanContactsNearName(doc: DocText, set: CandidateSet, sender: Set<number>, other: Set<Cell>): void {
  const q = doc.source === 'ocr' ? 0.9 : 1;
  const firsts = set.for('borrower_first_name').map((c) => c.value.toLowerCase());
  const lasts = set.for('borrower_last_name').map((c) => c.value.toLowerCase());
  // A texter may give only their first name ("this is Agnieszka"); their address then still names them.
  if (!lasts.length && !firsts.length) return;
  const own = doc.lines.map((line) => ownText(line, other));
  doc.lines.forEach((_, i) => {
    if (sender.has(i)) return;
    const line = { text: own[i]! };
    // The name on the same line or just above: a phone printed above a name is someone else's (a letterhead).
    const window = own.slice(Math.max(0, i - 1), i + 1).join(' ');
    const lower = window.toLowerCase();
    const named = lasts.some((last) => lower.includes(last)) && firsts.some((first) => lower.includes(first));
    const email = parseEmail(line.text);
    if (email) {
      const local = email.split('@')[0]!.replace(/[^a-z]/g, '');
      const looksLikeName = lasts.some((l) => local.includes(l.replace(/[^a-z]/g, ''))) || firsts.some((f) => local.includes(f.replace(/[^a-z]/g, '')));
      // "Cc: Emeka Pham <epham@…>" when Javier Pham borrows: the address's own display name is another person.
      const before = line.text.slice(0, line.text.toLowerCase().indexOf(email.toLowerCase()));
      const shown = /([A-Z][\w'’.-]+)(?:\s+[A-Z][\w'’.-]+)+\s*<\s*$/.exec(before)?.[1]?.toLowerCase();
      const shownOther = shown !== undefined && firsts.length > 0 && !firsts.includes(shown);
      if (looksLikeName && !shownOther && !namesSomeoneElse(email, firsts, lasts)) set.add('borrower_email', email, (named ? 0.8 : 0.65) * q, 'contact:email-near-name');
    }
    const phoneMatch =
      /(?:phone|telephone|tel\.?|cell|mobile|\bcb|call[\s-]?back)(?:\s+(?:is|#|number|no\.?))?\s*:?\s*(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/i.exec(line.text) ??
      (named ? /(\(\d{3}\)\s?\d{3}[\s.-]\d{4}|(?<!\d[-.])\b\d{3}[.-]\d{3}[.-]\d{4}\b(?![-.]\d))/.exec(line.text) : null);
    if (!phoneMatch || doc.lines[i]!.cells.some((c) => COVER_HEADING.test(c.text.trim()))) return;
    // "Buyer: Elijah Mitchell | Escrow officer: Isabella Lee" over "(901) 555-0144" under the second: the officer's.
    const height = Math.max(doc.lines[i]!.height, 1);
    const phone = phoneMatch[1]!;
    const phoneCell = doc.lines[i]!.cells.find((c) => c.text.includes(phone));
    const captioned = phoneCell && doc.lines[i - 1]?.page === doc.lines[i]!.page ? doc.lines[i - 1]!.cells.find((c) => Math.abs(c.x0 - phoneCell.x0) < 2 * height) : undefined;
    if (captioned && /:/.test(captioned.text) && labelParty(labelTokens(captioned.text.split(':')[0]!))) return;
    // Whom the words just before it give the phone to: "Seller is Imani Bell ((803) 555-0160)" is the seller's,
    // "Andriy's cell: (414) 555-0179" the borrower's.
    const at = line.text.indexOf(phone);
    const said = line.text.slice(Math.max(0, at - 40), at).toLowerCase();
    const saysBorrower = firsts.some((first) => said.includes(first)) || lasts.some((last) => said.includes(last)) || /\b(?:borrower|buyer|client|applicant)s?\b/.test(said);
    if (!saysBorrower && labelParty(labelTokens(said))) return;
    // In a message's body (signatures and other parties' blocks are left out) a phone given beside the
    // borrower's name is theirs; one given further off is still likelier theirs than anyone else's.
    set.add('borrower_phone', parsePhone(phone), (named || saysBorrower ? 0.75 : 0.55) * q, 'contact:phone-near-name');
  });
}

/**
 * A mailbox spelled as a full name that is not the borrower's: "steven.stewart@…" when the borrower is Steven Clark
 * (a lender who shares the first name). A mailbox of the first name alone or with initials ("steven", "sclark") may be theirs.
 */
export function namesSomeoneElse(email: string, firsts: readonly string[], lasts: readonly string[]): boolean {
  const parts = email.split('@')[0]!.toLowerCase().split(/[._-]+/).map((p) => p.replace(/[^a-z]/g, '')).filter((p) => p.length >= 3);
  if (parts.length < 2) return false;
  const plain = (names: readonly string[]) => names.map((n) => n.toLowerCase().replace(/[^a-z]/g, ''));
  const own = new Set([...plain(firsts), ...plain(lasts)]);
  // Known only by a first name, an address that holds it is theirs ("dennis.doyle@" for "this is Dennis").
  const known = lasts.length ? plain(lasts) : plain(firsts);
  return !known.some((name) => parts.includes(name)) && parts.some((p) => !own.has(p));
}
