// Parts of a letter or e-mail that speak for someone other than the borrower: the sender's signature block after
// a sign-off ("Thanks,", "Sincerely,", "--") until the borrower's acceptance block or the next message starts.
import type { Line } from '../layout';
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
const OWN_SECTION = /\b(borrower|borrowers|guarantor|guarantors|applicant|coborrower|sponsor|principal|property|collateral|subject|loan|terms|request|transaction|deal|entity|vesting|client|customer|buyer|purchaser|investor)\b/;

/** The label part of a line's first cell: "Lender: Acme Capital" → "Lender"; a short heading stays whole. */
function headingText(line: Line): string | null {
  const first = line.cells[0]?.text.trim() ?? '';
  const colon = /^([^:]{2,40}):/.exec(first);
  const label = colon ? colon[1]! : first;
  if (label.length > 40 || /\d/.test(label) || label.split(/\s+/).length > 5) return null;
  return label;
}

/**
 * Lines that speak for another party: from a heading or label naming it ("LENDER", "Broker Information",
 * "Seller:", "Appraiser") until a heading or label of the borrower's, the property's or the loan's own part.
 */
export function otherPartyLines(lines: Line[]): Set<number> {
  const zone = new Set<number>();
  let inParty = false;
  lines.forEach((line, i) => {
    if (i > 0 && line.page !== lines[i - 1]!.page) inParty = false;
    const heading = headingText(line);
    if (heading) {
      const tokens = labelTokens(heading);
      const kind = matchLabel(heading)?.kind;
      // A deal field's own label ("Broker Points", "Lender Fee") opens no other party's section.
      if ((kind && kind !== 'other' && !CONTACT_KINDS.has(kind)) || OWN_SECTION.test(tokens.join(' '))) inParty = false;
      else if (tokens.length && labelParty(tokens)) inParty = true;
    }
    if (inParty) zone.add(i);
  });
  return zone;
}
