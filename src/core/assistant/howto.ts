// How to use the assistant itself ('how do I update a deal through you?', 'how can I upload a document?'): what the
// product does, told by the topic the question's verbs and nouns name, for staff or an outside party.

const ASKS_HOW = /^(?:how (?:do|can|would|should|could|will|does) (?:i|we|you|one|someone)|how to|is it possible to|is there a way to|can (?:i|we) (?:use you to|get you to|ask you to)|what(?:'s| is) the way to|where do i|what do i do to)\b/;

interface Topic {
  words: RegExp;
  staff: string;
  outside?: string;
}

const NO_CHANGES = 'Only our staff can change a deal; ask your loan officer, or ask me about the deal itself.';

/**
 * Things done elsewhere in the product, not by the assistant: asked how, or asked of the assistant ('can you email the
 * borrower', 'add a note to …'), the answer says so plainly and where it is done.
 */
const ELSEWHERE: Topic[] = [
  {
    words: /\b(?:send|write|draft|compose|shoot|fire off) (?:an? |the |this |that )?(?:e-?mail|text|message|sms|letter)\b|^(?:(?:(?:can|could|would|will) (?:you|u)|please|pls|plz) )?(?:e-?mail|text|message|call|phone|ring) (?:the |our |my )?(?:borrower|broker|client|lender|agent|attorney|title|escrow|him|her|them)\b/,
    staff: "I can't send emails or texts or make calls from here. I can give you anyone's phone and email — ask \"what's Rick Delaney's email?\" — or the contacts on a deal (\"who's on 12 Oak St?\").",
    outside: "I can't send emails or texts or make calls from here; please contact your loan officer directly. I can tell you about your own deals.",
  },
  {
    words: /\b(?:add|write|leave|log|post|put|make|create|enter|attach) (?:an? |the |this |that )?(?:new |quick )?(?:note|comment)s?\b/,
    staff: "I can't add notes from the chat. Open the deal and use 'Add Note' on its notes card; I can read a deal's notes back to you (\"notes on 12 Oak St\").",
    outside: 'Notes on a deal are kept by our staff; please ask your loan officer.',
  },
  {
    words: /\b(?:add|create|make|set up|set|schedule|assign|put in|enter) (?:an? |the |this |that )?(?:new )?(?:task|to-?do|reminder|follow[- ]?up)s?\b|\bremind me\b/,
    staff: "I can't create tasks or reminders from the chat. Use 'New task' on the Tasks page; I can list your tasks and what's due (\"what's overdue?\").",
    outside: 'Tasks are set by our staff; I can list the tasks assigned to you.',
  },
  {
    words: /\b(?:add|create|make|enter|save|set up) (?:an? |the )?(?:new )?contacts?\b/,
    staff: "I can't add contacts from the chat. Use 'New Contact' on the Contacts page; I can look contacts up by name, company or role.",
    outside: 'Contacts are kept by our staff; please ask your loan officer.',
  },
  {
    words: /\b(?:delete|erase|purge)\b|\b(?:remove|archive) (?:an? |the |this |that |my |our )?(?:[a-z0-9'-]+ ){0,3}(?:deals?|loans?|files?|contacts?|tasks?|notes?|documents?|docs?)\b/,
    staff: "I can't delete anything from the chat. I only read your data and propose deal changes that you confirm; deleting is done on the deal, contact or task itself by those allowed to.",
    outside: "I can't delete anything; please ask your loan officer.",
  },
  {
    words: /\b(?:schedule|book|set up|arrange) (?:an? |the )?(?:meeting|call|appointment|closing|signing|walkthrough|walk-through|inspection|appraisal)\b/,
    staff: "I can't schedule meetings or closings. I can tell you when deals are set to close (\"what's closing this week?\"), and a change of a deal's closing date goes through a confirmation.",
    outside: 'Please ask your loan officer to schedule it; I can tell you the estimated closing date of your deals.',
  },
  {
    words: /\b(?:export|download|print|fax|email me|send me) (?:an? |the |this |that |these |those |my )?(?:list|report|spreadsheet|csv|excel|pdf|results|pipeline|deals)\b/,
    staff: "I can't export or send files. I can show the list or report here (\"pipeline by stage\", \"list the deals closing this month\"); the Deals and Analytics pages hold the rest.",
  },
];

const TOPICS: Topic[] = [
  ...ELSEWHERE,
  {
    words: /\b(cancel|undo|revert|reverse|back out|take back|roll back)/,
    staff: "Press 'Cancel' on the confirmation card and nothing changes. A change you already confirmed can be put back by asking me for another change (it goes through a new confirmation).",
  },
  {
    words: /\b(upload|attach|analy[sz]|scan|extract|read (?:a |the )?(?:doc|document|pdf|file)|pdf|term sheet|appraisal report)/,
    staff: "Press 'Upload Document' in this panel and choose the file: I read it and list what it holds (borrower, property, loan terms), and 'Create Deal' opens a new deal filled in from it.",
    outside: "Press 'Upload Document' in this panel and choose the file: I read it and tell you what it holds.",
  },
  {
    words: /\b(create|add|open|start|enter|make|set up|new) (?:a |an |the )?(?:new )?(deal|loan|file|application)\b/,
    staff: "Upload a document with 'Upload Document' in this panel and press 'Create Deal' on my answer, or use 'New Deal' on the Deals page.",
    outside: NO_CHANGES,
  },
  {
    words: /\b(confirm|approv|apply|accept)/,
    staff: "When I propose a change I show a card with the deal's address and each old and new value; press 'Confirm' to apply it (or 'Cancel'). Nothing changes until you confirm, and the change is checked like the deal form and recorded in the deal's history.",
    outside: NO_CHANGES,
  },
  {
    words: /\b(updat|chang|edit|modif|set|move|moving|adjust|correct|fix|bump|reassign|assign|advanc|mark)/,
    staff: "Just tell me the change in plain words — \"set the rate on 12 Oak St to 10.5%\", \"move HLC-20261122-01 to Underwriting\", \"change the loan amount for the Smith deal to 450,000\". I show a card with the deal and each old and new value, and nothing changes until you press 'Confirm' (or 'Cancel'). The change is checked like the deal form and recorded in the deal's history.",
    outside: NO_CHANGES,
  },
];

/** Every word the topics listen for ('create', 'delete'): words a typo fix must never turn into others ('created'). */
export const HOWTO_WORDS = [...new Set(TOPICS.flatMap((t) => t.words.source.match(/[a-z]{4,}/g) ?? []))];

/** A request made of the assistant ('can you …', 'please …', or an order), not a question about the data. */
const ASKS_ME = /^(?:(?:can|could|would|will) (?:you|u)|(?:please|pls|plz)|i (?:need|want|would like|'d like) (?:you|u) to|go ahead and|(?:send|write|draft|email|e-mail|text|call|add|create|log|leave|delete|remove|schedule|book|export|download|print|remind))\b/;

/** The answer to a request for something done elsewhere in the product ('can you email the borrower?'), or undefined. */
export function elsewhere(text: string, staff: boolean): string | undefined {
  if (!ASKS_ME.test(text)) return undefined;
  const topic = ELSEWHERE.find((t) => t.words.test(text));
  if (!topic) return undefined;
  return staff ? topic.staff : topic.outside ?? topic.staff;
}

/** The answer to a how-to about the assistant, or undefined when the question asks something else. */
export function howTo(text: string, staff: boolean): string | undefined {
  if (!ASKS_HOW.test(text)) return undefined;
  const topic = TOPICS.find((t) => t.words.test(text));
  if (!topic) return undefined;
  return staff ? topic.staff : topic.outside ?? topic.staff;
}
