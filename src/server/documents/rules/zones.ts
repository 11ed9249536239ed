// Parts of a letter or e-mail that speak for someone other than the borrower: the sender's signature block after
// a sign-off ("Thanks,", "Sincerely,", "--") until the borrower's acceptance block or the next message starts.
import type { Cell, Line } from '../layout';
import { findDate } from './dates';
import { matchLabel } from './labels';
import { splitMessages } from './messages';
import { labelParty, labelTokens } from './vocabulary';

const SIGN_OFF = /^(thanks|thank you|best|best regards|regards|kind regards|sincerely|respectfully|cheers|--|—)[,!.]?$/i;
const ACCEPTANCE = /accepted|agreed|acknowledged|borrower:|guarantor:|signature/i;

export function senderLines(lines: Line[]): Set<number> {
  const sender = new Set<number>();
  const messageStarts = new Set(splitMessages(lines).map((m) => m.start));
  let inSender = false;
  lines.forEach((line, i) => {
    const text = line.text.trim();
    if (SIGN_OFF.test(text)) inSender = true;
    else if (ACCEPTANCE.test(text) || messageStarts.has(i)) inSender = false;
    if (inSender) sender.add(i);
  });
  return sender;
}

/** Label kinds that describe a person; under another party's heading they are that party's. */
const CONTACT_KINDS = new Set(['email', 'phone', 'dob', 'credit_score', 'first_name', 'last_name', 'guarantor']);
/** Words of headings that open the borrower's, the property's or the loan's part of a document. */
const OWN_SECTION = /\b(accepted|agreed|acknowledged|acceptance|borrower|borrowers|guarantor|guarantors|applicant|coborrower|sponsor|principal|property|collateral|subject|loan|terms|request|transaction|deal|entity|vesting|client|customer|buyer|purchaser|investor)\b/;

/** The label part of a heading cell: "Lender: Acme Capital" → "Lender"; a short heading stays whole. */
function headingText(cell: Cell, first: boolean): string | null {
  const text = cell.text.trim();
  const colon = /^([^:]{2,40}):/.exec(text);
  // Past a line's first cell only a column's own heading counts ("SELLER: | BUYER:"), not a value in a table.
  if (!first && !(colon && colon[0].length === text.length) && !(text === text.toUpperCase() && /[A-Z]{3}/.test(text))) return null;
  const label = colon ? colon[1]! : text;
  if (label.length > 40 || /\d/.test(label) || label.split(/\s+/).length > 5) return null;
  return label;
}

/** Whether a heading opens another party's part (true), the borrower's, property's or loan's own (false), or neither. */
function opensParty(heading: string): boolean | null {
  const tokens = labelTokens(heading);
  const kind = matchLabel(heading)?.kind;
  // A deal field's own label ("Broker Points", "Lender Fee") opens no other party's section.
  if ((kind && kind !== 'other' && !CONTACT_KINDS.has(kind)) || OWN_SECTION.test(tokens.join(' '))) return false;
  if (tokens.length && labelParty(tokens)) return true;
  return null;
}

function isDateLine(line: Line): boolean {
  const text = line.text.trim();
  return line.cells.length === 1 && text.length <= 30 && findDate(text) !== null;
}

interface Zone {
  x0: number;
  party: boolean;
}

/**
 * Cells that speak for another party: from a heading or label naming it ("LENDER", "Broker Information",
 * "Seller:", "Appraiser") until a heading or label of the borrower's, the property's or the loan's own part.
 * Headings side by side ("SELLER: | BUYER:", signature blocks in two columns) each rule their own column.
 */
export function otherPartyCells(lines: Line[]): Set<Cell> {
  const other = new Set<Cell>();
  let zones: Zone[] = [];
  lines.forEach((line, i) => {
    // A new page, or a letter's date under its letterhead, ends every party's part.
    if ((i > 0 && line.page !== lines[i - 1]!.page) || isDateLine(line)) zones = [];
    line.cells.forEach((cell, ci) => {
      const heading = headingText(cell, ci === 0);
      const party = heading === null ? null : opensParty(heading);
      if (party === null) return;
      const tolerance = 2 * Math.max(line.height, 1);
      // A heading alone on its line starts a new part of the page; one among others rules its column only.
      zones = line.cells.length === 1 ? [] : zones.filter((z) => Math.abs(z.x0 - cell.x0) > tolerance);
      zones.push({ x0: cell.x0 - tolerance, party });
      zones.sort((a, b) => a.x0 - b.x0);
    });
    for (const cell of line.cells) {
      const zone = zones.findLast((z) => z.x0 <= cell.x0);
      if (zone?.party) other.add(cell);
    }
  });
  return other;
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
