// What a labelled value means for the deal fields. Each parser validates the format: a value that does not look
// like what the label promised is dropped (a "Term" cell reading "Sheet" is not a loan term).
import { parseAddress } from './address';
import { normaliseExit, normaliseLoanPurpose, normaliseLoanType, normalisePropertyType, parsePrepayment } from './categories';
import { excelSerialDate, parseDate } from './dates';
import type { CandidateSet } from './fields';
import { normaliseLabel, type LabelKind } from './labels';
import { capitaliseEntity, capitaliseName, entityTypeOf, firstSentence, NAME_LETTER, NAME_UPPER, parseEntity, parsePersonName, PERSON_NAME, trusteeOf, VESTING, type EntityType, type PersonName } from './names';
import { findMoney, formatNumber, parseMoney, parsePercent, parsePoints, parseTermMonths, statedFigures } from './numbers';
import { lendersMailbox, SERVICE_FIRM } from './vocabulary';

export interface ValueContext {
  /** The value comes from a spreadsheet cell (bare numbers, fractions for percents). */
  spreadsheet: boolean;
  /** The label sits in a co-borrower column or says "Co-Borrower". */
  coBorrower: boolean;
  /** The label's own text, for labels that carry part of the value ("General Partner"). */
  label?: string;
}

/** Offices in a company, a partnership, a trust, a church or a non-profit, and the words that qualify them. */
const OFFICE_QUALIFIERS = ['managing', 'sole', 'authorized', 'general', 'chief', 'executive', 'senior', 'lead', 'associate', 'assistant', 'vice', 'co-', 'successor'];
const OFFICES = [
  'member', 'manager', 'partner', 'president', 'ceo', 'chief executive officer', 'cfo', 'chief financial officer', 'coo', 'chief operating officer',
  'secretary', 'treasurer', 'owner', 'principal', 'director', 'chair', 'chairman', 'chairwoman', 'chairperson', 'trustee', 'signatory', 'signer',
  'officer', 'shareholder', 'pastor', 'bishop', 'elder', 'deacon', 'minister', 'rector', 'board chair', 'board president', 'head of school',
  'headmaster', 'superintendent', 'administrator', 'moderator', 'founder',
];
const BOARDS = ['trustees', 'directors', 'deacons', 'elders'];

/** An office, two held together ("President and CEO") and the board it chairs ("Chairman of the Board of Trustees", "Chairman, Deacon Board"), each word written by `word`. */
function officePattern(word: (w: string) => string): string {
  const phrase = (p: string) => p.split(' ').map(word).join(String.raw`\s+`);
  const office = String.raw`(?:(?:${OFFICE_QUALIFIERS.map(word).join('|')})\s*)*(?:${OFFICES.map(phrase).join('|')})`;
  const board = String.raw`\s+${phrase('of the board')}(?:\s+${word('of')}\s+(?:${BOARDS.map(word).join('|')}))?|,\s+(?:${['deacon', 'trustee', 'elder', 'director'].map(word).join('|')})s?\s+${word('board')}`;
  return String.raw`${office}(?:\s+(?:and|&)\s+${office})?(?:${board})?`;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** A word of an office as a title writes it: "CEO", "of", "Co-", "Treasurer". */
function officeWord(word: string, index = 1): string {
  if (/^(ceo|cfo|coo)$/i.test(word)) return word.toUpperCase();
  if (index > 0 && /^(of|the|and)$/i.test(word)) return word.toLowerCase();
  return word.split('-').map(cap).join('-');
}

const OFFICER_TITLE = new RegExp(`^${officePattern((w) => w)}$`, 'i');
/** The offices as running text capitalises them ("Managing Member", "Head of School"), for patterns that tell a name by its capitals. */
export const CAPITALISED_OFFICE = officePattern((w) => officeWord(w));

export function officerTitle(text: string): string | null {
  const t = text.replace(/[.,;]+$/, '').replace(/\s+/g, ' ').trim();
  if (!OFFICER_TITLE.test(t)) return null;
  return t
    .split(' ')
    .map((w, i) => officeWord(w, i))
    .join(' ');
}
/** "Head of School Megan Al-Sayed", "Senior Pastor Ana Ruiz": an office, then the name of who holds it. */
export function officeBeforeName(text: string): { office: string; person: PersonName } | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(5, words.length - 2); n >= 1; n--) {
    const office = officerTitle(words.slice(0, n).join(' '));
    const person = office ? parsePersonName(words.slice(n).join(' ')) : null;
    if (office && person) return { office, person };
  }
  return null;
}

/**
 * A remark giving a person's office in the borrowing entity: "Trustee of borrowing entity", "Managing Member of
 * the LLC", "Manager". Null for any other remark ("loan processor", "Director of Acquisitions").
 */
export function officeInEntity(text: string): string | null {
  const office = text.trim().replace(/\s+(?:of|for|at)\s+(?:the\s+)?(?:borrowing\s+|borrower(?:'s|’s)?\s+)?(?:entity|borrower|company|llc|trust|partnership|corporation|corp)\.?$/i, '');
  return officerTitle(office);
}

export function entityTypeLabel(text: string): EntityType | null {
  return entityTypeOf(text) ?? (/for-profit|business corporation|\bs[- ]?corp|\bc[- ]?corp/i.test(text) ? 'Corporation' : null);
}

/** A first name (two for "Jo Ann"; no middle initial) and a surname as a form's own boxes hold them, accents kept. */
const FIRST_NAME = new RegExp(`^[${NAME_LETTER}][${NAME_LETTER}'’.-]+(?: [${NAME_UPPER}][${NAME_LETTER}'’-]+)?$`);
const LAST_NAME = new RegExp(`^[${NAME_LETTER}][${NAME_LETTER}'’ .-]+$`);

/** The person who signs for the borrowing entity, with their office when one is stated: the office is that signer's. */
export function addSigner(set: CandidateSet, person: PersonName, office: string | null, score: number, rule: string): void {
  const name = `${person.first} ${person.last}`;
  set.add('authorized_signatory_name', name, score, rule);
  if (office) set.add('authorized_signatory_title', office, score, rule, name);
}

/** A borrower line: an entity (with its type and maybe a guarantor in brackets) or a person. */
/** The role word that may come before an entity's principal written beside it: "(guarantor: Ana Ruiz)", "— sponsor Ana Ruiz". */
const PRINCIPAL_ROLE = '(?:guarantor|guaranteed by|principal|contact|sponsor|signer|signing|signed by|signatory|managing member|member|manager|prepared by|interviewed|represented by|attn|attention|by)';
const BRACKETED_PRINCIPAL = new RegExp(`\\((?:${PRINCIPAL_ROLE}\\b[:\\s]*)?([A-Z][^,()]+)(?:,\\s*(?:its\\s+)?([^()]+))?\\)`, 'i');
/** The role word after the dash or slash that sets a principal beside their entity, to be read past. */
const ROLE_AFTER_MARK = new RegExp(`(\\s[/—–]\\s+)${PRINCIPAL_ROLE}\\b[:\\s]*`, 'i');

/** "Ana Ruiz via Oak Lane LLC", "Ana Ruiz on behalf of Oak Lane LLC": a principal acting through the entity that borrows. */
const THROUGH_ENTITY = /^(.+?)\s+(?:via|through|thru|on behalf of|acting for|for and on behalf of)\s+(.+)$/i;
/** "Oak Lane LLC, attn. Ana Ruiz", "Oak Lane LLC c/o Ana Ruiz": the entity and the person it is addressed through. */
const ENTITY_ATTN = /^(.+?),?\s+(?:attn\.?|attention|c\/o|care of)\s*:?\s+([A-Z].+)$/i;

/**
 * A party written as a person and the entity they act through, in either order: the entity borrows, the person is
 * its principal. Null unless both parts read as what they must be.
 */
export function personAndEntity(text: string): { person: { first: string; last: string }; entity: string } | null {
  const via = THROUGH_ENTITY.exec(text);
  if (via) {
    const person = parsePersonName(via[1]!.replace(/,$/, ''));
    if (person && parseEntity(via[2]!)) return { person, entity: via[2]! };
  }
  const attn = ENTITY_ATTN.exec(text);
  if (attn) {
    const person = parsePersonName(attn[2]!.replace(/[.,;]+$/, ''));
    if (person && parseEntity(attn[1]!)) return { person, entity: attn[1]! };
  }
  // "Liam D'Angelo / High Street Real Estate Fund LP", "Oak Lane LLC | Ana Ruiz": the principal and the entity, either way round.
  const pair = /^([^/|]+?)\s+[/|]\s+([^/|]+)$/.exec(text);
  if (pair) {
    for (const [name, firm] of [[pair[1]!, pair[2]!], [pair[2]!, pair[1]!]] as const) {
      const person = parseEntity(name) ? null : parsePersonName(name);
      const entity = parseEntity(firm);
      if (person && entity && entity.name.length >= firm.trim().length - 2) return { person, entity: entity.name };
    }
  }
  return null;
}

/** An entity's name is followed by who acts for it: ", by", ", signing through", "acting through". */
const SIGNS_THROUGH = String.raw`,?\s+(?:by|signing through|(?:acting )?(?:by and )?through|signing:|signer:|signed by:?)\s+`;
const OPENS_WITH_SIGNER = new RegExp(`^${SIGNS_THROUGH}`);
/** ", its Managing Member", ", President" after a person's name: the office they sign in. */
const OFFICE_AFTER_COMMA = String.raw`,\s*(?:its\s+)?([A-Za-z -]{3,40}?)`;
/** "Oak Lane LLC / Ana Ruiz", "Keystone Development, Inc. — Robert Castillo, President". */
const PRINCIPAL_BESIDE = new RegExp(String.raw`^[^/()—–]+?(?:\s+\/\s+|\s+[—–]\s+)([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})(?:${OFFICE_AFTER_COMMA})?\.?\s*$`);
/** "Aaliyah Shah, Member". */
const PERSON_IN_OFFICE = new RegExp(String.raw`^[^,]+${OFFICE_AFTER_COMMA}\.?\s*$`);

/** "Lighthouse Enterprises, Inc. with Nicholas dos Santos (CEO) signing" says "…, signing through Nicholas dos Santos (CEO)". */
const WITH_SIGNER = /\s+with\s+([A-Z][^()]{2,60}?)\s*\(([A-Za-z ]{3,40})\)\s+signing\.?$/;

export function addBorrower(set: CandidateSet, value: string, score: number, rule: string): void {
  const text = value.replace(/\s+/g, ' ').trim().replace(WITH_SIGNER, ', signing through $1 ($2)');
  if (SERVICE_FIRM.test(text)) return;
  const pair = personAndEntity(text);
  if (pair) {
    addBorrower(set, pair.entity, score, rule);
    addPerson(set, pair.person, score * 0.9, `${rule}:principal`);
    return;
  }
  if (/^individual$/i.test(text)) return set.add('borrower_type', 'Individual', score, rule);
  if (/^entity$/i.test(text)) return set.add('borrower_type', 'Entity', score, rule);
  const entity = parseEntity(text);
  if (entity) {
    set.add('entity_name', entity.name, score, rule);
    set.add('entity_type', entity.type, score, rule);
    set.add('borrower_type', 'Entity', score, rule);
    const held = trusteeOf(text.replace(/^[^:]{0,20}:\s*/, ''));
    const trustee = held && parsePersonName(held.trustee);
    if (trustee) {
      addSigner(set, trustee, 'Trustee', score * 0.95, `${rule}:trustee`);
      addPerson(set, trustee, score * 0.9, `${rule}:trustee`);
    }
    // The person in brackets after the entity is its principal, with or without a role word ("(Tariq Garcia)",
    // "(guarantor: Ana Ruiz)"); with an office after the name they sign for it ("(signing: Deepa Lee, President)").
    const bracketed = BRACKETED_PRINCIPAL.exec(text);
    const person = bracketed && parsePersonName(bracketed[1]!);
    if (person) {
      addPerson(set, person, score * 0.95, `${rule}:guarantor`);
      const office = bracketed[2] ? officerTitle(bracketed[2]) : null;
      if (office) addSigner(set, person, office, score * 0.9, `${rule}:signer`);
    }
    // "Oak Lane LLC / Ana Ruiz", "Oak Lane LLC — guarantor Ana Ruiz": the entity and, beside it, its principal;
    // "Keystone Development, Inc. — Robert Castillo, President": one who signs for it in that office.
    // "Brennan Realty LLC — prepared by Tom Brennan, Dec 19, 2026": the date the principal wrote it is no office.
    const named = text.replace(ROLE_AFTER_MARK, '$1').replace(/,\s*(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\s*$/, '');
    const beside = PRINCIPAL_BESIDE.exec(named);
    // "Urban Nest Land Trust, Adaeze Mitchell": the person named after the entity's comma.
    const afterComma = /^,\s*([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})\s*$/.exec(entity.rest)?.[1];
    const principalName = beside?.[1] ?? (afterComma && !officerTitle(afterComma) ? afterComma : undefined);
    const principal = !person && principalName && !parseEntity(principalName) && parsePersonName(principalName);
    if (principal) {
      addPerson(set, principal, score * 0.9, `${rule}:principal`);
      const office = beside?.[2] ? officerTitle(beside[2]) : null;
      if (office) addSigner(set, principal, office, score * 0.9, `${rule}:signer`);
    }
    // "Oak Lane LLC, by Ana Ruiz, Manager", "acting through its President, Ana Ruiz": the entity signs through its principal.
    // A form's wrapped line "Mosaic Rentals LLC" / "signing: Anthony Harris-Lee, Member" says the same.
    const through = new RegExp(String.raw`${SIGNS_THROUGH}(?:its\s+[A-Za-z ]{3,30}?(?:,\s*|\s+(?=[A-Z])))?${PERSON_NAME}(?:${OFFICE_AFTER_COMMA}|\s*\(([A-Za-z ]{3,40})\))?\.?\s*$`).exec(text);
    const signer = through && parsePersonName(through[1]!);
    if (signer) {
      addPerson(set, signer, score * 0.9, `${rule}:signer`);
      const office = through[2] ?? through[3];
      const title = office ? officerTitle(office) : null;
      if (title) addSigner(set, signer, title, score * 0.9, `${rule}:signer`);
    }
    return;
  }
  const person = parsePersonName(text.replace(VESTING, '').split(/\s+(?:and|&)\s+/i)[0]!.replace(/,?\s+(?:an?|as)\s+.*$/i, ''));
  if (person) {
    addPerson(set, person, score, rule);
    set.add('borrower_type', 'Individual', score * 0.9, rule);
    // A signature line "BUYER: Aaliyah Shah, Member": the buyer's signer in that office.
    const office = PERSON_IN_OFFICE.exec(text)?.[1];
    const title = office ? officerTitle(office) : null;
    if (title) addSigner(set, person, title, score * 0.9, `${rule}:signer`);
  }
}

export function addPerson(set: CandidateSet, person: { first: string; last: string }, score: number, rule: string): void {
  set.add('borrower_first_name', person.first, score, rule);
  set.add('borrower_last_name', person.last, score, rule);
}

/** Splits "$275,000 as-is / $340,000 ARV" and keeps the part that is not an after-repair value or price. */
function asIsPart(value: string): string | null {
  const parts = value.split(/\s*(?:\/|;|\||,\s+(?=\$))\s*/);
  if (parts.length === 1) return /\barv\b|after[\s-]*repair|purchase price/i.test(value) && !/as[\s-]*is/i.test(value) ? null : value;
  const asIs = parts.find((p) => /as[\s-]*is|current|appraised/i.test(p));
  return asIs ?? parts.find((p) => !/\barv\b|after[\s-]*repair|purchase|price|stabili[sz]ed/i.test(p)) ?? null;
}

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// Never a stretch of a longer dashed number: "PIN 30-21-186-043-0000" holds no phone.
const PHONE_RE = /(?<!\d[-.])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s./-]?(\d{3})[\s.-]?(\d{4})\b(?![-.]\d)/;

/** Mail providers most borrowers use: OCR's "hotmall.com", "gmaii.com", "yahoo.corn" are read back to them. */
const PROVIDERS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'aol.com', 'comcast.net', 'msn.com', 'live.com', 'me.com', 'protonmail.com', 'att.net', 'verizon.net', 'sbcglobal.net', 'mail.com', 'ymail.com'];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function repairEmailDomain(domain: string): string {
  const fixed = domain.replace(/\.(?:corn|con|cóm|c0m|comn)$/, '.com').replace(/\.(?:nct|ner)$/, '.net');
  if (PROVIDERS.includes(fixed)) return fixed;
  const near = PROVIDERS.find((p) => editDistance(fixed, p) <= (p.length > 9 ? 2 : 1));
  return near ?? fixed;
}

export function parseEmail(text: string): string | null {
  const email = EMAIL_RE.exec(text)?.[0].toLowerCase();
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}@${repairEmailDomain(email.slice(at + 1))}`;
}
export function parsePhone(text: string): string | null {
  const m = PHONE_RE.exec(text);
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
}
export function parseEin(text: string): string | null {
  const m = /\b(\d{2})[-\s]?(\d{7})\b/.exec(text);
  return m ? `${m[1]}${m[2]}` : null;
}

/** Text checkboxes as forms type them ("[X] Purchase [ ] Refinance") → the box characters. */
export function normaliseBoxes(text: string): string {
  return text.replace(/\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)/g, '☒').replace(/\[\s*\]|\(\s\)/g, '☐');
}

const BOXES = /[☐☒☑□■❑⊠✔✓✗✘]/;

/** Options of a checkbox row: the one ticked ("☒ Purchase ☐ Refinance" → "Purchase"). */
export function checkedOption(text: string): string | null {
  const m = /[☒☑■✔✓✗✘⊠]\s*([^☐☒☑□■❑⊠✔✓✗✘]+?)\s*(?=[☐☒☑□■❑⊠✔✓✗✘]|$)/.exec(normaliseBoxes(text));
  return m ? m[1]!.trim() : null;
}

/** Label kinds whose value is one option of a list, which forms print as a row of checkboxes. */
const CHOICE_KINDS = new Set<LabelKind>(['borrower_type', 'entity_type', 'property_type', 'loan_type', 'loan_purpose', 'exit_strategy', 'prepayment', 'loan_term']);

export function interpretLabeled(set: CandidateSet, kind: LabelKind, raw: string, score: number, ctx: ValueContext): boolean {
  // "Closing Date. The Closing Date is extended from August 19 to August 30": only the new figure is the fact.
  // A dotted leader's colon may fall into the value's cell ("caller....." | ": Jason Singh").
  let value = statedFigures(normaliseBoxes(raw).replace(/\s+/g, ' ').trim().replace(/^:\s*/, ''));
  // "N/A" says nothing, except of a prepayment penalty, where it says there is none.
  if (!value || (kind !== 'prepayment' && /^(n\/a|na|none provided|tbd|—|-|–)$|^(n\/a|not applicable)\b/i.test(value))) return false;
  // Exports write options as identifiers: "two_to_four_unit", "cash_out_refi".
  if (CHOICE_KINDS.has(kind)) value = value.replace(/_+/g, ' ');
  if (BOXES.test(value)) {
    const checked = CHOICE_KINDS.has(kind) ? checkedOption(value) : null;
    if (!checked) return false;
    value = checked;
  }
  const rule = `label:${kind}`;
  const before = set.items.length;
  switch (kind) {
    case 'borrower': {
      if (ctx.coBorrower) break;
      // "Sean Smith-Jones · 505-555-0198": the name, then how to reach that person.
      const [name, ...rest] = value.split(/\s+[·•|]\s+|\s+[—–-]\s+(?=[\d(+]|[\w.+-]+@)/);
      const contact = rest.join(' ');
      const reached = /@|\d{3}\D{0,2}\d{3}\D?\d{4}/.test(contact);
      addBorrower(set, firstSentence(reached ? name! : value), score, rule);
      if (reached) {
        set.add('borrower_email', parseEmail(contact), score * 0.9, rule);
        if (/\d{3}\D{0,2}\d{3}\D?\d{4}/.test(contact)) set.add('borrower_phone', parsePhone(contact), score * 0.9, rule);
      }
      break;
    }
    case 'guarantor': {
      // "Guarantor? | Yes": an answer whether the owner guarantees, not a guarantor's name.
      if (/^(?:yes|no|y|n|true|false)(?:\s+(?:yes|no|y|n|true|false))*$/i.test(value)) break;
      // "Principal | $315,000.00": a sum where a principal's name would be is the loan's principal.
      if (/^principal\b/i.test(ctx.label?.trim() ?? '') && /^\$\s?\d/.test(value)) return interpretLabeled(set, 'loan_amount', value, score * 0.95, ctx);
      // "Contact: (904) 555-0123 · abrown@…" gives the principal's phone and e-mail rather than a name.
      // "Tanaka, Keisha" is one person; "Ana Ruiz, (904) 555-0123" and "Ana Ruiz & Tom Ruiz" start with one.
      // "Sponsor: Ana Ruiz via Oak Lane LLC": the principal, and the entity that borrows.
      const pair = personAndEntity(value.replace(/\s+/g, ' ').trim());
      if (pair && !ctx.coBorrower) addBorrower(set, pair.entity, score * 0.9, rule);
      // "Sponsor: Park Homes, LLC (Hannah Park)": the sponsor is an entity that borrows, its principal in brackets.
      // "Walker Realty LLC, signing through Sanjay Walker (Managing Member). FICO 731.": the entity and who signs for it.
      const profile = firstSentence(value);
      const sponsor = value.replace(/\s*\([^()]*\)\s*$/, '');
      const firm = parseEntity(sponsor);
      if (firm && firm.name.length >= sponsor.length - 2) {
        if (!ctx.coBorrower) addBorrower(set, value, score * 0.85, rule);
        break;
      }
      if (firm && OPENS_WITH_SIGNER.test(firm.rest)) {
        if (!ctx.coBorrower) addBorrower(set, profile, score * 0.85, rule);
        break;
      }
      const named = value.split(/[,;·|]|\s+[—–]\s+|\s+(?:and|&)\s+/)[0]!.trim();
      // "Contact | Head of School Megan Al-Sayed · 980.555.0117": the office said before the name.
      const styled = officeBeforeName(named);
      // "Fatima Brown. FICO 683. Local family …": a profile that opens with its person's name.
      // "Mark Hill (Trustee), mid FICO 781": the name before the office in brackets.
      const person = pair?.person ?? parsePersonName(value) ?? styled?.person ?? parsePersonName(named.replace(/\s*\([^()]*\)$/, '')) ?? parsePersonName(profile);
      if (person) addPerson(set, person, score, rule);
      // "Guarantor: Lucia Yamamoto (Member)": the principal's office in the entity, so they sign for it.
      const office = /\(([A-Za-z -]{3,40})\)/.exec(value)?.[1];
      const title = (office ? officerTitle(office) : null) ?? styled?.office ?? null;
      if (person && title && !ctx.coBorrower) addSigner(set, person, title, score * 0.9, rule);
      if (!ctx.coBorrower) {
        set.add('borrower_email', parseEmail(value), score * 0.95, rule);
        if (/\d{3}\D{0,2}\d{3}\D?\d{4}/.test(value)) set.add('borrower_phone', parsePhone(value), score * 0.95, rule);
      }
      break;
    }
    case 'first_name':
      // A first name may be two ("Jo Ann", "Mary Beth"); a middle initial ("John M.") is no part of it.
      if (FIRST_NAME.test(value)) set.add('borrower_first_name', value.split(' ').map(capitaliseName).join(' '), score, rule);
      break;
    case 'last_name':
      if (LAST_NAME.test(value)) set.add('borrower_last_name', value.split(' ').map(capitaliseName).join(' '), score, rule);
      break;
    case 'borrower_type':
      if (/individual|person|natural/i.test(value)) set.add('borrower_type', 'Individual', score, rule);
      else if (/entity|llc|corp|partnership|trust|company/i.test(value)) set.add('borrower_type', 'Entity', score, rule);
      break;
    case 'entity_name': {
      if (SERVICE_FIRM.test(value)) break;
      // "Individual(s) — no entity", "N/A", "None": the borrower holds title personally.
      if (/\b(individuals?|no entity|none|n\/a|not applicable|personally)\b/i.test(value) && !parseEntity(value)) {
        if (/\bindividual/i.test(value)) set.add('borrower_type', 'Individual', score * 0.9, rule);
        break;
      }
      const entity = parseEntity(value);
      if (entity) {
        set.add('entity_name', entity.name, score, rule);
        set.add('entity_type', entity.type, score * 0.9, rule);
      } else if (!/\d/.test(value) && !/^[a-z]/.test(value) && value.split(' ').length <= 8 && !parsePersonName(value) && !/^(section|part|article|schedule|exhibit|page|tbd)\b/i.test(value)) {
        // A name opens with a capital: "documents and good standing" after "Entity" is a sentence going on.
        set.add('entity_name', capitaliseEntity(value), score * 0.8, rule);
      } else break;
      set.add('borrower_type', 'Entity', score * 0.9, rule);
      break;
    }
    case 'entity_type':
      set.add('entity_type', entityTypeLabel(value), score, rule);
      break;
    case 'signatory': {
      // "Ana Ruiz, Manager", "Fatima Walker — Trustee", "Karen Collins / Member", "Agnieszka Sobczak (Member)": the
      // name, then the office it signs in.
      const [name, ...office] = value.replace(/\s*\(([A-Za-z -]{3,40})\)\s*$/, ', $1').split(/,|\s+[—–/-]\s+/);
      const person = parsePersonName(name!);
      if (!person) break;
      // "Hana Garcia — Title: CEO": the office may come with its own label.
      addSigner(set, person, office.length ? officerTitle(office.join(',').replace(/^\s*(?:title|its|office|capacity)\s*:?\s*/i, '')) : null, score, rule);
      // The entity's signer is its principal on the deal form (an individual's own signature adds nothing new).
      addPerson(set, person, score * 0.8, rule);
      break;
    }
    case 'officer': {
      // "Board Chair | Laura Martin · 205.555.0132": the name before the contact details.
      const person = parsePersonName(value.split(/[,;·|]|\s+[—–]\s+|\s+(?:and|&)\s+/)[0]!);
      // "Pastor / Contact": the office is the label's piece that names one.
      const pieces = normaliseLabel(ctx.label ?? '').split(/\s*\/\s*/);
      // A cell that opens with the office before the name ("Board Chair Laura Martin") is read as that office's label.
      const title = pieces.map((piece) => officerTitle(piece.replace(/^.*\bof (?:each |the |sole )?/, '').replace(/s$/, ''))).find(Boolean) ?? officeBeforeName((ctx.label ?? '').split(/[·|,]/)[0]!)?.office ?? null;
      if (person && title) {
        addSigner(set, person, title, score, rule);
        addPerson(set, person, score * 0.9, rule);
      }
      break;
    }
    case 'trustee': {
      const person = parsePersonName(value.split(/[,;]|\s+(?:and|&)\s+/)[0]!.replace(/,?\s*(?:as\s+)?(?:co-|successor\s+)?trustee.*$/i, ''));
      if (person) {
        addSigner(set, person, 'Trustee', score, rule);
        addPerson(set, person, score * 0.9, rule);
      }
      break;
    }
    case 'signatory_title': {
      // "Signer / title | Arjun McCarthy / Manager": the name with the office.
      const office = officerTitle(value);
      if (!office && /\s[/—–-]\s|,/.test(value)) return interpretLabeled(set, 'signatory', value, score, ctx);
      set.add('authorized_signatory_title', office, score, rule);
      break;
    }
    case 'ein':
      set.add('ein', parseEin(value), score, rule);
      break;
    case 'email': {
      // "Via e-mail: mhoward@beaconhillprivatecredit.com" under a letter's addressee: a lender's mailbox is never the
      // borrower's.
      const email = parseEmail(value);
      if (!ctx.coBorrower && !(email && lendersMailbox(email))) set.add('borrower_email', email, score, rule);
      break;
    }
    case 'phone':
      // "Caller: Jason Singh (heir)": the one who called, named rather than numbered.
      if (!/\d/.test(value) && parsePersonName(value)) return interpretLabeled(set, 'borrower', value, score * 0.9, ctx);
      if (!ctx.coBorrower) set.add('borrower_phone', parsePhone(value), score, rule);
      break;
    case 'dob':
      set.add(ctx.coBorrower ? 'co_borrower_date_of_birth' : 'borrower_date_of_birth', birthDate(sheetDate(value, ctx)), score, rule);
      break;
    case 'credit_score': {
      const m = /\b([3-8]\d{2})\b/.exec(value);
      if (!ctx.coBorrower && m && Number(m[1]) <= 850) set.add('credit_score', m[1], score, rule);
      break;
    }
    case 'other': {
      // "Unit | 65 Lionshead Cir, Unit E309, Vail, CO 81657": a condominium's unit given as a whole address is the property.
      if (/^(?:subject\s+)?(?:unit|apt)\b/i.test(ctx.label?.trim() ?? '')) set.add('property_address', parseAddress(value), score * 0.9, 'label:unit-address');
      break;
    }
    case 'property_address': {
      const address = parseAddress(value);
      set.add('property_address', address, score, rule);
      // "Collateral | mixed use": a collateral's column may hold what kind of property it is instead of where.
      if (!address && value.split(/\s+/).length <= 4) set.add('property_type', normalisePropertyType(value), score * 0.9, rule);
      break;
    }
    case 'property_type': {
      const type = normalisePropertyType(value);
      set.add('property_type', type, score, rule);
      // "Type | Bridge": a bare "Type" column may hold the program.
      if (!type) set.add('loan_type', normaliseLoanType(value), score, rule);
      break;
    }
    case 'unit_count': {
      // "Units | 12": a building of two to four units, or of five and more, whatever a rent roll calls it; weaker
      // than a type the document names (a mixed-use building has units too). One unit says nothing.
      const units = /^\d{1,4}$/.test(value) ? Number(value) : 0;
      if (units >= 2) set.add('property_type', units <= 4 ? '2-4 Unit' : 'Multifamily (5+)', score * 0.7, rule);
      break;
    }
    case 'property_value': {
      const part = asIsPart(value);
      const amount = part ? parseMoney(part) : null;
      if (amount && amount >= 1000) set.add('property_value', formatNumber(amount), score, rule);
      break;
    }
    case 'loan_amount': {
      // A bare "Loan" caption is the loan's amount only over a sum of money, never over "4,670 square feet" or a loan's
      // number: a sheet's bare figure only when round, as amounts asked for are ("Loan | 1285000").
      const roundFigure = ctx.spreadsheet && /^\d{5,9}$/.test(value.trim()) && Number(value) % 250 === 0;
      if (/^loan$/.test(normaliseLabel(ctx.label ?? '')) && !/^\s*(?:\$|usd\b|us\$)/i.test(value) && !roundFigure) break;
      const amount = parseMoney(value);
      if (amount && amount >= 1000) set.add('loan_amount', formatNumber(amount), score, rule);
      // "$605,000.00 bridge loan", "$3,338,000 commercial at 12.50%": the program named after the amount.
      const program = /^\$?\s*[\d,.]+\s*(?:k|m|mm)?\s+([a-z][^$%()]{2,40}?)(?:\s+(?:loan|financing|request)\b|\s+(?:at|@)\s|,|$)/i.exec(value.trim());
      if (amount && program) set.add('loan_type', normaliseLoanType(program[1]!), score * 0.85, rule);
      // "Facility | Construction — $8,570,000, 8.875%": the program named before it.
      const led = /^([a-z][a-z &/-]{2,30}?)\s+(?:[—–-]\s+)?\$/i.exec(value.trim());
      if (amount && led) set.add('loan_type', normaliseLoanType(led[1]!), score * 0.85, rule);
      break;
    }
    case 'loan_type': {
      const type = normaliseLoanType(value);
      set.add('loan_type', type, score, rule);
      // "30 Yr Fixed DSCR": a product names its term.
      const years = /\b(\d{1,2})[\s-]*(?:yr|year)s?\b/i.exec(value);
      if (years) set.add('loan_term', String(Number(years[1]) * 12), score * 0.85, rule);
      // "Product | SFR": the product named is the property, not the program.
      if (!type) set.add('property_type', normalisePropertyType(value), score * 0.8, rule);
      break;
    }
    case 'loan_purpose': {
      const purpose = normaliseLoanPurpose(value);
      set.add('loan_purpose', purpose, score, rule);
      // "Use of Funds | Fix & Flip": a program where a purpose was asked for; "Commercial RE Loan / Purchase",
      // "Bridge (cash-out)": the program named beside the purpose.
      const program = value.split(/\s+[/|–—-]\s+|\s*[/,()]\s*/).map((part) => (normaliseLoanPurpose(part) ? null : normaliseLoanType(part))).find(Boolean) ?? null;
      set.add('loan_type', program, score * 0.9, rule);
      // "Deal | Ana Ruiz", "Deal | Oak Lane LLC", "Deal | 8 Pine Blvd, Denver, CO 80211": a deal goes by its
      // borrower's name or its property's address as often as by its purpose.
      const dealName = !purpose && !program && !ctx.coBorrower && DEAL_NAME_LABEL.test(normaliseLabel(ctx.label ?? ''));
      // A CRM names it with its amount after a dash and its city in brackets: "183 Park Dr (Tacoma, WA 98407) — 2279500".
      const [named, amount] = value.split(/\s+[—–-]\s+(?=\$?\d[\d,.]*\s*[kKmM]?$)/);
      const place = named!.replace(/\s*\(([^()]{5,60})\)\s*$/, ', $1');
      if (dealName && (parseEntity(value) || parsePersonName(value))) addBorrower(set, value, score * 0.85, `${rule}:deal-name`);
      else if (dealName && parseAddress(place)) {
        set.add('property_address', parseAddress(place), score * 0.85, `${rule}:deal-name`);
        const sum = amount ? parseMoney(amount) : null;
        if (sum && sum >= 10_000) set.add('loan_amount', formatNumber(sum), score * 0.7, `${rule}:deal-name`);
      }
      break;
    }
    case 'loan_term': {
      // A maturity *date* is not a term, nor is a duration on a clock ("Length 2:07").
      // Nor is a sum of money that a sentence runs on to ("… months. Payoff is approx. $156,400").
      const money = /^\D*?(?:\$\s?\d|\d{1,3},\d{3})/.test(value);
      const months = parseDate(value) || /\d:\d{2}/.test(value) || money ? null : parseTermMonths(value);
      if (months && months >= 1 && months <= 480 && Number.isInteger(months)) set.add('loan_term', String(months), score, rule);
      break;
    }
    case 'interest_rate': {
      const rate = parsePercent(value, { allowFraction: ctx.spreadsheet });
      if (rate && rate > 0 && rate < 40 && (ctx.spreadsheet || /%|percent|\bpct\b/i.test(value) || /^\d{1,2}(\.\d+)?$/.test(value))) {
        set.add('interest_rate', formatNumber(rate), score, rule);
      }
      break;
    }
    case 'closing_date':
      set.add('estimated_closing_date', sheetDate(value, ctx), score, rule);
      break;
    case 'origination_points':
    case 'broker_points':
    case 'discount_points':
    case 'points':
      addPoints(set, kind, value, score, rule, ctx.spreadsheet);
      break;
    case 'loan_doc_fee':
    case 'admin_fee':
    case 'processing_fee': {
      // A settlement statement's amount column prints "795.00" without a dollar sign.
      const plain = ctx.spreadsheet || /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(value.trim());
      const money = findMoney(value)[0]?.value ?? (plain ? parseMoney(value) : null);
      if (money !== null && money !== undefined && money < 100_000) set.add(kind, formatNumber(money), score, rule);
      break;
    }
    case 'prepayment': {
      const prepay = parsePrepayment(value);
      if (prepay) {
        set.add('prepayment_penalty', prepay.penalty, score, rule);
        if (prepay.terms) set.add('prepayment_terms', prepay.terms, score * 0.9, rule);
      }
      break;
    }
    case 'exit_strategy':
      set.add('exit_strategy', normaliseExit(value), score, rule);
      break;
    case 'loan_number': {
      const m = /(?:^|\s|#)(\d{7})\b/.exec(value);
      if (m) set.add('loan_number', m[1], score, rule);
      break;
    }
  }
  // "Request | Commercial", "Use | Multifamily 5+": a label of a figure or a purpose that cannot take its value, when
  // that value is wholly one of the deal form's options, gives that option.
  if (set.items.length === before && OPTION_FALLBACK_KINDS.has(kind) && OPTION_ONLY.test(value)) {
    set.add('loan_type', normaliseLoanType(value), score * 0.8, `${rule}:option`);
    set.add('property_type', normalisePropertyType(value), score * 0.8, `${rule}:option`);
  }
  return set.items.length > before;
}

const OPTION_FALLBACK_KINDS = new Set<LabelKind>(['loan_amount', 'property_value', 'loan_purpose', 'loan_term', 'interest_rate']);
/**
 * A value of a few words and no figures but a property's unit count ("Multifamily 5+", "30-unit apartment building",
 * "Spec build (construction)"); words joined by "and" are a caption's ("Registered agent and office"), not an option.
 */
const OPTION_WORD = String.raw`(?:(?!and\b)\(?[A-Za-z&/+-]+\)?|[2-5]\+?|2-4|\d{1,3}-units?)`;
const OPTION_ONLY = new RegExp(String.raw`^${OPTION_WORD}(?:\s+${OPTION_WORD}){0,3}$`);

/** The bare deal labels that name the deal itself, by its purpose or by its borrower. */
const DEAL_NAME_LABEL = /^(?:deal|scenario|deal name|opportunity name)$/;

function sheetDate(value: string, ctx: ValueContext): string | null {
  return parseDate(value) ?? (ctx.spreadsheet ? excelSerialDate(value) : null);
}

/** "2.5 pts lender + 0.5 pts broker" names both; otherwise the label says whose points they are. */
function addPoints(set: CandidateSet, kind: LabelKind, value: string, score: number, rule: string, spreadsheet: boolean): void {
  const split = [...value.matchAll(/(\d{1,2}(?:\.\d+)?)\s*(?:%|points?|pts?)?\s*(?:\(?\s*(lender|origination|orig|broker|discount)\b)/gi)];
  if (split.length > 1) {
    for (const m of split) {
      const who = m[2]!.toLowerCase();
      const field = who === 'broker' ? 'broker_points' : who === 'discount' ? 'discount_points' : 'origination_points';
      set.add(field, formatNumber(Number(m[1])), score, rule);
    }
    return;
  }
  // "1 to lender", "0.5 pts to broker": the points and whose they are.
  const payee = /^\s*(\d{1,2}(?:\.\d+)?)\s*(?:%|points?|pts?)?\s+(?:to|for|paid to|payable to)\s+(?:the\s+)?(lender|broker)\b/i.exec(value);
  if (payee) return set.add(payee[2]!.toLowerCase() === 'broker' ? 'broker_points' : 'origination_points', formatNumber(Number(payee[1])), score, rule);
  // A flat dollar origination fee is not points.
  if (!/%|point|pts?\b/i.test(value) && /\$/.test(value)) return;
  let points = parsePoints(value);
  // A spreadsheet's percent cell without its format: 0.015 is 1.5 points (a tenth of a point is not charged).
  if (points !== null && spreadsheet && points > 0 && points < 0.1 && !/%/.test(value)) points = Math.round(points * 100 * 10_000) / 10_000;
  if (points === null || points <= 0 || points > 10) return;
  const field = kind === 'broker_points' ? 'broker_points' : kind === 'discount_points' ? 'discount_points' : 'origination_points';
  set.add(field, formatNumber(points), kind === 'points' ? score * 0.95 : score, rule);
}

/** A birth date is in the past: "12/7/53" is 1953, not 2053. */
function birthDate(iso: string | null | undefined): string | null | undefined {
  const year = iso ? Number(iso.slice(0, 4)) : NaN;
  return Number.isFinite(year) && year > new Date().getFullYear() ? `${year - 100}${iso!.slice(4)}` : iso;
}
