// E-mail threads as messages: printed mail, forwarded chains and replies hold several authors, each with a header
// ("From: Name <address>", "Name <address>   Tuesday, …", "On … Name wrote:") and a signature. The borrower is
// the author who writes about their own loan in the first person ("I'd like to borrow", "my credit score is");
// their name, address and signature phone are the borrower's, where a broker's or a lender's never are.
import { makeLine, type Line } from '../layout';
import { findDate } from './dates';
import { parsePersonName, type PersonName } from './names';

const ANGLE_ADDRESS = /^(?:from:\s*)?["“]?([A-Z][^<>"”@]{1,60}?)["”]?\s*<\s*([^<>\s@]+@[^<>\s]+)\s*>/i;
const FORWARD_MARK = /^[-–—\s]*(?:forwarded message|original message|begin forwarded message)\b|^-{3,}\s*(?:forwarded|original)/i;
const WROTE = /^>?\s*On\b.{4,80}?,\s*([A-Z][^<>,]{1,60}?)\s*(?:<([^<>\s]+@[^<>\s]+)>)?\s*wrote:?$/i;
const FROM_LINE = /^from:\s*(.+)$/i;
/** An exported chat's message header: "[12/1/2024, 10:12] Raj Adams (Archer Avenue Funding):". */
const CHAT_EXPORT_HEADER = /^\[\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]\.?M\.?)?\]\s*([^:\]]{2,80}?):/i;

export interface Message {
  /** First and last line index (inclusive). */
  start: number;
  end: number;
  author?: PersonName;
  authorName?: string;
  authorEmail?: string;
}

const AUTOMATED_SENDER = /^(?:voicemail|no-?reply|do-?not-?reply|notifications?|alerts?|mailer-daemon|system|forms?|webform|auto|automated|robot|bot)[\w.+-]*@/i;

/** What an exported chat's line says after its header ("" when the message starts on the next line); null if no header. */
export function chatExportBody(text: string): string | null {
  const header = CHAT_EXPORT_HEADER.exec(text.trim());
  return header ? text.trim().slice(header[0].length).trim() : null;
}

/** Where each message of a thread begins, by its header; a document with no header is one message. */
export function splitMessages(lines: Line[]): Message[] {
  const starts: { index: number; name?: string; email?: string }[] = [];
  lines.forEach((line, i) => {
    const text = line.text.trim();
    const angle = ANGLE_ADDRESS.exec(text);
    const wrote = WROTE.exec(text);
    const from = FROM_LINE.exec(text) ?? CHAT_EXPORT_HEADER.exec(text);
    if (FORWARD_MARK.test(text)) starts.push({ index: i });
    // "On Aug 24, 2026, Mary Beth Morales <mmorales@gmail.com> wrote:" names its author after the date.
    else if (wrote) mergeOrPush(starts, i, wrote[1]!.trim(), wrote[2]?.toLowerCase());
    else if (angle && !/^to:|^cc:/i.test(text)) mergeOrPush(starts, i, angle[1]!.trim(), angle[2]!.toLowerCase());
    else if (from) mergeOrPush(starts, i, from[1]!.replace(/\[.*?\]|\(.*?\)/g, '').trim());
  });
  if (!starts.length) return [{ start: 0, end: lines.length - 1 }];
  return starts.map((s, k) => {
    const end = (starts[k + 1]?.index ?? lines.length) - 1;
    // Mail sent by a system on someone's behalf (a voicemail service, a web form) has no person as its author.
    const automated = AUTOMATED_SENDER.test(s.email ?? '');
    const author = s.name && !automated ? (parsePersonName(s.name) ?? undefined) : undefined;
    return { start: k === 0 ? 0 : s.index, end, author, authorName: s.name, authorEmail: automated ? undefined : s.email };
  });
}

/** A forward mark and the header under it are one start. */
function mergeOrPush(starts: { index: number; name?: string; email?: string }[], index: number, name: string, email?: string): void {
  const last = starts[starts.length - 1];
  if (last && !last.name && index - last.index <= 3) Object.assign(last, { name, email });
  else starts.push({ index, name, email });
}

/** Someone writing about their own loan: "I'd like to borrow", "my credit score is 768", "we own the property". */
const FIRST_PERSON_BORROWER =
  /\b(?:i|we)(?:'d|’d| would| want(?: to)?| need(?: to)?|'m|’m| am| are| will|'ll|’ll| plan to| own| have| bought| just bought| are buying| am buying)?\s+(?:like to\s+|looking to\s+|looking for\s+|hoping to\s+)?(?:borrow|refinanc|purchas|buy|acquir|cash[- ]?out|close|own|need (?:a|about|around|\$)|get (?:a|an) (?:[\w&-]+ ){0,2}loan|thinking \$)|\bmy (?:credit|fico|score|property|house|llc|company|entity|trust|rental|flip|request for|loan request|loan application)\b|\bour (?:place|house|home|farm|ranch|land)\b|\bI (?:run|own|manage|operate) (?:an? |the )?[A-Z]|\b(?:i'?m|we'?re|i am|we are) under contract\b|\bmy (?:cell|mobile|phone|number) is\b|\b(?:i|we)(?:'d|’d| would)?\s+(?:want|need|like)\s+(?:~|about\s+|around\s+|approx\.?\s+)?\$\s?\d/i;
/** A hurried ask with no "I": "looking for $160,000", "Tiffany - need $240k on 868 Prospect Blvd". */
const TERSE_ASK = /(?:^|\n|[.!?]\s+|\s[-–—]\s+)(?:need|looking for|looking to borrow|want(?:ing)? to borrow|need to borrow|wanting)\s+(?:~|about\s+|around\s+|approx\.?\s+)?\$\s?\d/i;

/** Mailboxes people keep for themselves, not a firm's: a client writes from one, a broker or a lender seldom does. */
export const PERSONAL_MAILBOX = /@(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|icloud|me|mac|aol|comcast|att|verizon|sbcglobal|bellsouth|cox|charter|earthlink|protonmail|proton|gmx|mail)\.\w+$/i;

/** A phone's own signature under a message: written in a hurry by a person, not from a firm's desk. */
const SENT_FROM_PHONE = /\bsent from my (?:iphone|ipad|android|galaxy|samsung|phone|mobile)\b|\bsent from (?:yahoo mail|outlook|gmail) (?:for|on)\b/i;

/**
 * Someone writing for another: "my client William Tran is looking for …", "on behalf of our borrower", a signature
 * with an NMLS number, "I'm helping my parents with this". Their "we need to close by 2/19" is the deal's, but they are not its borrower.
 */
const WRITES_FOR_ANOTHER = /\b(?:my|our)\s+(?:client|borrower|buyer|investor|sponsor|customer|applicant)s?\b|\bon behalf of\b|\bthe borrower\b|\bborrower (?:is|will be|would be)\b|\bgot (?:one|a deal) for (?:u|you)\b|\bNMLS\b|\b(?:helping|help|for|asking for)\s+my\s+(?:parents|mom|mother|dad|father|brother|sister|son|daughter|grandmother|grandfather|grandparents|aunt|uncle|family)\b/i;

/** A message whose writer acts for someone else: a broker's or an agent's. */
export function writesForAnother(lines: Line[], message: Message): boolean {
  return WRITES_FOR_ANOTHER.test(lines.slice(message.start, message.end + 1).map((l) => l.text).join(' '));
}

export function writesAsBorrower(lines: Line[], message: Message): boolean {
  const body = lines.slice(message.start, message.end + 1).map((l) => l.text).join('\n');
  // Brokers write the hurried ask too; from a personal mailbox or a phone it is the owner's own.
  const asks = FIRST_PERSON_BORROWER.test(body) || (TERSE_ASK.test(body) && (PERSONAL_MAILBOX.test(message.authorEmail ?? '') || SENT_FROM_PHONE.test(body)));
  return asks && !WRITES_FOR_ANOTHER.test(body);
}

/** The lines of a message from its author's closing name on: their signature block. */
export function signatureLines(lines: Line[], message: Message): number[] {
  if (!message.author) return [];
  const { first, last } = message.author;
  for (let i = message.end; i > message.start; i--) {
    const text = lines[i]!.text.trim();
    // "Claire Richardson", or only "Claire" over a phone's number in a hurried message.
    if (text.length < 60 && text.includes(first) && (text.includes(last) || text === first)) {
      return Array.from({ length: Math.min(6, message.end - i + 1) }, (_, k) => i + k);
    }
  }
  return [];
}

/** A header line that carries a message's date: its own first line, "Date:"/"Sent:", or "On … wrote:". */
const DATED_HEADER = /^(?:>?\s*(?:date|sent)\s*:|>?\s*on\b.*\bwrote:?$)/i;

function sentOn(lines: Line[], message: Message): string | null {
  const head = lines.slice(message.start, Math.min(message.end + 1, message.start + 6));
  for (const [k, line] of head.entries()) {
    const date = k === 0 || DATED_HEADER.test(line.text.trim()) ? findDate(line.text) : null;
    if (date) return date.iso;
  }
  return null;
}

/** ">" marks of a quoted line: how many replies older than its message the text is. */
function quoteDepth(line: Line): number {
  return /^\s*((?:>\s*)+)/.exec(line.text)?.[1]!.replace(/\s/g, '').length ?? 0;
}

function unquoted(line: Line): Line {
  const [first, ...rest] = line.cells;
  return makeLine([{ ...first!, text: first!.text.replace(/^\s*(?:>\s*)+/, '') }, ...rest], line.page, line.y, line.height);
}

/** A subject marked as a reply or a forward: "Subject: RE: Loan request", "Subj: Fwd: FW: new deal". */
const REPLY_SUBJECT = /^>?\s*(?:subject|subj|re)\s*:\s*(?:re|fwd?|fw|aw|sv)\s*:/i;

/**
 * The top message of a printed thread replies to or forwards the ones below it (its subject says "RE:"/"FW:"):
 * mail programs print a thread newest first, whatever the times in its headers (time zones, clocks) say.
 */
export function answersEarlier(lines: Line[], message: Message): boolean {
  return lines.slice(message.start, Math.min(message.end + 1, message.start + 6)).some((line) => REPLY_SUBJECT.test(line.text.trim()));
}

/**
 * A thread's parts from the newest to the oldest, when the document says which is which: messages by the dates of
 * their headers, else — in a reply or forward chain ("On … wrote:", "Original Message", "Forwarded message") — the
 * top one first; within a message the lines quoted with ">" after its own. Empty when there is one part or the
 * order is unknown (a chat printed oldest first with no dates).
 */
export function threadByAge(lines: Line[]): Line[][] {
  const messages = splitMessages(lines);
  const dates = messages.map((m) => sentOn(lines, m));
  const datedOrder = dates.every((d) => d !== null) && new Set(dates).size === dates.length;
  const replyChain =
    messages.slice(1).some((m) => WROTE.test(lines[m.start]!.text.trim()) || FORWARD_MARK.test(lines[m.start]!.text.trim())) ||
    (messages.length > 1 && answersEarlier(lines, messages[0]!));
  const ordered = datedOrder
    ? messages.map((m, k) => ({ m, k })).sort((a, b) => dates[b.k]!.localeCompare(dates[a.k]!)).map(({ m }) => m)
    : replyChain
      ? messages
      : [{ start: 0, end: lines.length - 1 }];
  const parts: Line[][] = [];
  for (const message of ordered) {
    const own = lines.slice(message.start, message.end + 1);
    const depths = [...new Set(own.map(quoteDepth))].sort((a, b) => a - b);
    for (const depth of depths) parts.push(own.filter((line) => quoteDepth(line) === depth).map(unquoted));
  }
  return parts.length > 1 ? parts : [];
}
