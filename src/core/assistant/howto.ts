// How to use the assistant itself ('how do I update a deal through you?', 'how can I upload a document?'): what the
// product does, told by the topic the question's verbs and nouns name, for staff or an outside party.

const ASKS_HOW = /^(?:how (?:do|can|would|should|could|will|does) (?:i|we|you|one|someone)|how to|is it possible to|is there a way to|can (?:i|we) (?:use you to|get you to|ask you to)|what(?:'s| is) the way to|where do i|what do i do to)\b/;

interface Topic {
  words: RegExp;
  staff: string;
  outside?: string;
}

const NO_CHANGES = 'Only our staff can change a deal; ask your loan officer, or ask me about the deal itself.';

const TOPICS: Topic[] = [
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

/** The answer to a how-to about the assistant, or undefined when the question asks something else. */
export function howTo(text: string, staff: boolean): string | undefined {
  if (!ASKS_HOW.test(text)) return undefined;
  const topic = TOPICS.find((t) => t.words.test(text));
  if (!topic) return undefined;
  return staff ? topic.staff : topic.outside ?? topic.staff;
}
