// Parts of a letter or e-mail that speak for someone other than the borrower: the sender's signature block after
// a sign-off ("Thanks,", "Sincerely,", "--") until the borrower's acceptance block starts.
import type { Line } from '../layout';

const SIGN_OFF = /^(thanks|thank you|best|best regards|regards|kind regards|sincerely|respectfully|cheers|--|—)[,!.]?$/i;
const ACCEPTANCE = /accepted|agreed|acknowledged|borrower:|guarantor:|signature/i;

export function senderLines(lines: Line[]): Set<number> {
  const sender = new Set<number>();
  let inSender = false;
  lines.forEach((line, i) => {
    const text = line.text.trim();
    if (SIGN_OFF.test(text)) inSender = true;
    else if (ACCEPTANCE.test(text)) inSender = false;
    if (inSender) sender.add(i);
  });
  return sender;
}
