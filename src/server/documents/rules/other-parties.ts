// People a document names as someone other than the borrower — "2. Seller. Yolanda Johnson.", "Lender: Dana
// Whitaker", "Yolanda Johnson (“Seller”)", "ACCEPTED — SELLER: …" — are never the borrower, however else the
// document addresses them (a letter of intent is often written to the seller).
import type { DocText } from '../layout';
import type { Candidate, CandidateSet } from './fields';
import { parsePersonName } from './names';
import { labelParty, labelTokens } from './vocabulary';

const DEFINED_PARTY = /((?:[A-Z][a-zA-Z'’-]*\.?\s+){1,3}[A-Z][a-zA-Z'’-]+)\s*,?\s*\((?:the\s+|as\s+)?["“]?(Seller|Sellers|Lender|Broker|Agent|Listing Agent|Escrow Agent|Escrow Holder|Appraiser|Title Company|Grantor)["”]?\)/g;

function key(first: string, last: string): string {
  return `${first} ${last}`.toLowerCase();
}

export function otherPartyPeople(doc: DocText): Set<string> {
  const people = new Set<string>();
  const addName = (text: string) => {
    const person = parsePersonName(text.split(/,|;|\s+(?:and|&)\s+/)[0]!.replace(/[.]+$/, '').trim());
    if (person) people.add(key(person.first, person.last));
  };
  for (const line of doc.lines) {
    line.cells.forEach((cell, i) => {
      // "Seller: Yolanda Johnson", "2. Seller. Yolanda Johnson.", "ACCEPTED — SELLER: Yolanda Johnson"
      const inline = /^(?:[\w\s]{0,20}[—–-]\s*)?(?:\d{1,2}\.\s*)?([A-Za-z' ]{3,30}?)\s*[.:]\s+(.{3,60})$/.exec(cell.text.trim());
      if (inline && labelParty(labelTokens(inline[1]!))) addName(inline[2]!);
      const next = line.cells[i + 1];
      // A cell that names its own role ("Sarah Iyer, Buyer" beside a "Seller" column's heading) is that role's.
      const ownRole = next && /,\s*(?:as\s+)?([A-Za-z -]{3,25})$/.exec(next.text.trim())?.[1];
      if (next && cell.text.length < 30 && labelParty(labelTokens(cell.text)) && (!ownRole || labelParty(labelTokens(ownRole)))) addName(next.text);
    });
  }
  const text = doc.lines.map((l) => l.text).join(' ');
  for (const m of text.matchAll(DEFINED_PARTY)) addName(m[1]!);
  return people;
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
    }
  }
  set.remove((c) => doomed.has(c));
}
