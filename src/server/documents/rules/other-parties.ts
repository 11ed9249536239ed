// People a document names as someone other than the borrower — "2. Seller. Yolanda Johnson.", "Lender: Dana
// Whitaker", "Yolanda Johnson (“Seller”)", "ACCEPTED — SELLER: …" — are never the borrower, however else the
// document addresses them (a letter of intent is often written to the seller).
import type { DocText, Line } from '../layout';
import type { Candidate, CandidateSet } from './fields';
import { findAddresses } from './address';
import { parseEntity, parsePersonName, PERSON_NAME } from './names';
import { labelParty, labelTokens, namesLender } from './vocabulary';
import { otherPartyCells } from './zones';

const OTHER_ROLES = ['Seller', 'Sellers', 'Lender', 'Broker', 'Agent', 'Listing Agent', 'Escrow Agent', 'Escrow Holder', 'Appraiser', 'Title Company', 'Grantor', 'Organizer', 'Incorporator', 'Registered Agent', 'Notary'];

/** "Yolanda Johnson (“Seller”)": a person the document defines as one of the given roles. */
function definedParty(roles: readonly string[]): RegExp {
  return new RegExp(String.raw`${PERSON_NAME}\s*,?\s*\((?:the\s+|as\s+)?["“]?(?:${roles.join('|')})["”]?\)`, 'g');
}

export type Side = 'borrower' | 'other';

/**
 * Which side of the deal an assignment's parties are on depends on what is assigned. The assignee of a purchase
 * contract (a wholesaler's assignment) becomes the buyer, who borrows, and the assignor drops out; the assignor of
 * leases and rents, of a mortgage or a note, or of a contract to a lender as collateral is the borrower, and the
 * assignee the lender. Null when the document assigns nothing it says.
 */
export function assignmentSides(text: string): { assignee: Side; assignor: Side } | null {
  const flat = text.replace(/\s+/g, ' ');
  const collateral = /\bassignment of (?:leases|rents|mortgage|deed of trust|note|security|contracts?,? (?:plans|permits|licen[cs]es))|\bas (?:additional )?(?:collateral|security) for\b/i.test(flat);
  if (collateral) return { assignee: 'other', assignor: 'borrower' };
  const purchase = /\bassign\w*\b[^.]{0,120}\b(?:purchase|sale|sales|real estate)\s+(?:and sale\s+)?(?:contract|agreement)|\b(?:purchase|sale|real estate)\s+(?:contract|agreement)\b[^.]{0,120}\bassign|\bassignee\b[^.]{0,80}\b(?:close|closes|purchase|buy|acquire)\b/i.test(flat);
  return purchase ? { assignee: 'borrower', assignor: 'other' } : null;
}

/** A term a contract defines for a party: Yusuf Phillips (the “Acquiring Distributee”). */
const DEFINED_TERM = /\((?:the\s+)?["“]([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,3})["”]\)/g;

/**
 * The side of a party a contract names by a term of its own, from what the contract has it do: the one who obtains
 * the loan, takes the property or buys borrows ("a mortgage loan … to be obtained by the Acquiring Distributee",
 * "convey the Property to the Acquiring Distributee"); the one who sells or conveys it is another party.
 */
function definedTermSide(flat: string, term: string): Side | null {
  const t = String.raw`(?:the\s+)?${term}s?\b`;
  const borrows = new RegExp(
    String.raw`\b(?:loan|financing|mortgage)\b[^.]{0,80}\b(?:obtained|taken|sought|procured)\s+by\s+${t}|\b${t}\s+(?:shall|will|intends to|is to|agrees to)\s+(?:obtain|apply for|seek|procure|secure|purchase|buy|acquire)\b|\bconvey\w*\b[^.]{0,60}\bto\s+${t}`,
  );
  const other = new RegExp(String.raw`\b${t}\s+(?:shall|will|agrees? to)\s+(?:sell|convey|lend|make the loan)\b`);
  const borrowing = borrows.test(flat);
  return borrowing === other.test(flat) ? null : borrowing ? 'borrower' : 'other';
}

/** The role words this document gives the borrower's side and other sides, beyond the usual ones. */
export function documentRoles(text: string): Record<Side, string[]> {
  const sides = assignmentSides(text);
  const roles: Record<Side, string[]> = { borrower: [], other: [] };
  if (sides) {
    roles[sides.assignee].push('Assignee');
    roles[sides.assignor].push('Assignor');
  }
  const flat = text.replace(/\s+/g, ' ');
  for (const term of new Set([...flat.matchAll(DEFINED_TERM)].map((m) => m[1]!))) {
    if (roleSide(term, { borrower: [], other: [] }) !== null) continue;
    const side = definedTermSide(flat, term);
    if (side) roles[side].push(term);
  }
  return roles;
}

/** The roles of a document's lines, read once per document: the party, other-party and prose rules all ask. */
const rolesOfLines = new WeakMap<readonly Line[], Record<Side, string[]>>();

export function rolesOf(lines: readonly Line[]): Record<Side, string[]> {
  let roles = rolesOfLines.get(lines);
  if (!roles) {
    roles = documentRoles(lines.map((l) => l.text).join(' '));
    rolesOfLines.set(lines, roles);
  }
  return roles;
}

/** A role's side: one this document assigns, else the label vocabulary's other parties; null for the borrower's own. */
export function roleSide(role: string, roles: Record<Side, string[]>): Side | null {
  const word = role.trim().replace(/[:.]$/, '').toLowerCase();
  if (roles.borrower.some((r) => r.toLowerCase() === word)) return 'borrower';
  if (roles.other.some((r) => r.toLowerCase() === word)) return 'other';
  if (/^(?:borrowers?|co-borrowers?|buyers?|purchasers?|applicants?|guarantors?|mortgagors?|trustors?|obligors?)$/.test(word)) return 'borrower';
  if (OTHER_ROLES.some((r) => r.toLowerCase() === word) || labelParty(labelTokens(role))) return 'other';
  return null;
}

function key(first: string, last: string): string {
  return `${first} ${last}`.toLowerCase();
}

export function otherPartyPeople(doc: DocText): Set<string> {
  const people = new Set<string>();
  const text = doc.lines.map((l) => l.text).join(' ');
  const roles = rolesOf(doc.lines);
  const isOther = (role: string) => labelParty(labelTokens(role)) !== null || roleSide(role, roles) === 'other';
  const addName = (text: string) => {
    const person = parsePersonName(text.split(/,|;|\s+(?:and|&)\s+/)[0]!.replace(/[.]+$/, '').trim());
    if (person) people.add(key(person.first, person.last));
  };
  for (const line of doc.lines) {
    line.cells.forEach((cell, i) => {
      // "Megan King, Organizer", "Anya Weiss, Registered Agent": a person signing in another party's role.
      // "Ana Ruiz, Member" under an "ASSIGNOR" heading in its column signs for that party in their own office.
      // "Priya Johnson, a single woman" describes a person; it names no office.
      const signed = /^(.{3,50}?),\s*(?:its\s+|as\s+)?(?!\s|an?\s)([A-Za-z -]{4,30})$/.exec(cell.text.trim());
      if (signed && (isOther(signed[2]!) || otherHeadingAbove(doc.lines, doc.lines.indexOf(line), cell.x0, isOther))) addName(signed[1]!);
      // "Seller: Yolanda Johnson", "2. Seller. Yolanda Johnson.", "ACCEPTED — SELLER: Yolanda Johnson"
      const inline = /^(?:[\w\s]{0,20}[—–-]\s*)?(?:\d{1,2}\.\s*)?([A-Za-z' ]{3,30}?)\s*[.:]\s+(.{3,60})$/.exec(cell.text.trim());
      if (inline && isOther(inline[1]!)) addName(inline[2]!);
      const next = line.cells[i + 1];
      // A cell that names its own role ("Sarah Iyer, Buyer" beside a "Seller" column's heading) is that role's.
      const ownRole = next && /,\s*(?:as\s+)?([A-Za-z -]{3,25})$/.exec(next.text.trim())?.[1];
      // ("Chinedu Rivera, Loan Officer" beside the borrower's signer names its own person, not the next cell's.)
      const named = parsePersonName(cell.text.split(',')[0]!.trim()) !== null;
      if (next && cell.text.length < 30 && isOther(cell.text) && !named && (!ownRole || isOther(ownRole))) addName(next.text);
      // "Ryan Johnson, Managing Member" under "ASSIGNOR: Cash Home LLC" / "By: Ryan Johnson": the signer for another party.
      const signs = /^(?:By|Name)\s*:\s*(.{3,60})$/i.exec(cell.text.trim());
      if (signs && otherHeadingAbove(doc.lines, doc.lines.indexOf(line), cell.x0, isOther)) addName(signs[1]!);
    });
  }
  for (const m of text.matchAll(definedParty([...OTHER_ROLES, ...roles.other]))) addName(m[1]!);
  // "his/her Grand Rapids deal": a city the document's addresses name reads like a person, and is none.
  for (const address of findAddresses(text)) {
    const city = address.value.split(', ').at(-2);
    const place = city ? parsePersonName(city) : null;
    if (place) people.add(key(place.first, place.last));
  }
  // A fax or memo "TO: GRANITE PEAK LENDING" / "ATTN: COLLEEN KHOURY": the person it is for works at that lender.
  doc.lines.forEach((line, i) => {
    const attention = /^(?:attn|attention)\b\.?\s*:?\s*(.{3,60})$/i.exec(line.text.trim())?.[1];
    if (attention && i > 0 && /^to\b/i.test(doc.lines[i - 1]!.text.trim()) && namesLender(doc.lines[i - 1]!.text)) addName(attention);
  });
  // A fractional note's investor takes "an undivided 20.29% interest, vesting as: Irving Tolliver and Beverly
  // Tolliver": how a lender holds its share of the note, not how the borrower holds the property.
  if (/\bundivided\b[^.]{0,40}\binterest\b/i.test(text)) for (const m of text.matchAll(/\bvesting(?:\s+as)?\s*:\s*([^.;]{3,80})/gi)) addName(m[1]!);
  // A person given with a phone or an e-mail in another party's part of the page ("AGENCY / Hometown Risk Partners /
  // Abigail Nguyen · 401 555 0178") is that party's contact, wherever else the document prints the name (an
  // "Authorized Representative:" line). A name alone there may be the borrower's signature under a fee table.
  for (const cell of otherPartyCells(doc.lines)) {
    if (/\d{3}\D{0,2}\d{3}\D?\d{4}|@/.test(cell.text)) addName(cell.text.split(/\s+[·|•–—-]\s+|\s*[(<]|\s{2,}/)[0]!);
  }
  return people;
}

/**
 * A heading naming another party ("ASSIGNOR: Quick Close LLC", "SELLER:", "ASSIGNOR" in capitals) on one of the
 * three lines above, in this column.
 */
function otherHeadingAbove(lines: DocText['lines'], index: number, x0: number, isOther: (role: string) => boolean): boolean {
  for (const line of lines.slice(Math.max(0, index - 3), index).reverse()) {
    const cell = line.cells.find((c) => Math.abs(c.x0 - x0) < 3 * Math.max(line.height, 1));
    const text = cell?.text.trim() ?? '';
    const role = /^([A-Za-z' ]{3,30}?)\s*:/.exec(text)?.[1] ?? (/^[A-Z][A-Z' ]{2,29}$/.test(text) ? text : undefined);
    if (role && !/^(?:by|name|its|title|date)$/i.test(role)) return isOther(role);
  }
  return false;
}

/** Drops the borrower-name candidates that are another party's name (a first and last name added together). */
export function dropOtherParties(set: CandidateSet, people: Set<string>): void {
  if (!people.size) return;
  const firsts = set.items.filter((c) => c.field === 'borrower_first_name');
  const doomed = new Set<Candidate>();
  for (const first of firsts) {
    const last = set.items.find((c) => c.field === 'borrower_last_name' && c.rule === first.rule && c.order === first.order + 1);
    if (last && people.has(key(first.value, last.value))) {
      doomed.add(first);
      doomed.add(last);
      // The "Individual" read from that same name goes with it.
      const kind = set.items.find((c) => c.field === 'borrower_type' && c.rule === first.rule && c.order === first.order + 2);
      if (kind?.value === 'Individual') doomed.add(kind);
    }
  }
  // Nor is another party's signer the borrowing entity's ("By: Ryan Johnson" under "ASSIGNOR:").
  for (const signer of set.items.filter((c) => c.field === 'authorized_signatory_name' && people.has(c.value.toLowerCase()))) {
    doomed.add(signer);
    const title = set.items.find((c) => c.field === 'authorized_signatory_title' && c.rule === signer.rule && c.order === signer.order + 1);
    if (title) doomed.add(title);
  }
  set.remove((c) => doomed.has(c));
}

/**
 * Addresses a document gives as a party's own, right after its name: "each member is: Rebecca Patel, 304 Twelfth
 * Way, …", "by Cash Home Investments, LLC, 263 W 42nd Way, Tampa, FL". Where someone lives or has an office is not
 * the property the loan is on.
 */
export function partyAddresses(doc: DocText): Set<string> {
  const found = new Set<string>();
  // Cells stay apart: a name closing one column ("Ryan De Leon,") is not the owner of the address in the next.
  const text = doc.lines.map((l) => l.cells.map((c) => c.text).join(' | ')).join(' ').replace(/\s+/g, ' ');
  for (const address of findAddresses(text)) {
    const before = /([A-Z][^,;:()]{2,60}?(?:,\s*(?:Esq|Jr|Sr|LLC|L\.L\.C|Inc|L\.P|LP)\.?)?),\s*$/.exec(text.slice(Math.max(0, address.index - 80), address.index));
    if (!before) continue;
    const name = before[1]!.replace(/^.*?\b(?:is|are|by|to|of)\s*:?\s+(?=[A-Z])/, '').replace(/,\s*Esq\.?$/, '');
    if (parsePersonName(name) ?? parseEntity(name)) found.add(address.value);
  }
  return found;
}

/** Drops property addresses that are a party's own address. */
export function dropPartyAddresses(set: CandidateSet, addresses: Set<string>): void {
  if (addresses.size) set.remove((c) => c.field === 'property_address' && addresses.has(c.value));
}