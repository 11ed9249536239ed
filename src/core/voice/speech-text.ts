// A reply as it is read aloud: no markdown marks, list bullets or link targets, and no longer than a listener
// will sit through. A long reply is cut at a sentence end and says that the rest is in the chat.

/** About a minute of speech; a longer answer (a list of 40 deals) is better read on screen. */
export const MAX_SPOKEN_CHARS = 900;
export const SPOKEN_CUT_NOTICE = 'The full answer is in the chat.';

export function speechText(reply: string, maxChars = MAX_SPOKEN_CHARS): string {
  const plain = reply
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`#>|]+/g, ' ')
    .replace(/^\s*(?:[-•]|\d+\.)\s+/gm, '')
    .replace(/\s*\n+\s*/g, '. ')
    .replace(/\.(\s*\.)+/g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (plain.length <= maxChars) return plain;
  const room = maxChars - SPOKEN_CUT_NOTICE.length - 1;
  const head = plain.slice(0, room);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  const cut = end > room / 3 ? head.slice(0, end + 1) : `${head.slice(0, head.lastIndexOf(' '))}.`;
  return `${cut} ${SPOKEN_CUT_NOTICE}`;
}
