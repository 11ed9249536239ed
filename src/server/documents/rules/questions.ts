// Questions and their answers. A questionnaire numbers the lender's questions ("4. What is the property worth?" /
// "I believe it is worth about $435,000."); a chat or an e-mail asks one in passing ("What loan amount do you
// need?" — "$101K for 9 months"), a text even without a question mark. A question names a field by what it asks —
// first through the few ways lenders ask for each fact, then through the label words it holds — and the answer on
// the lines below it is that field's value.
import type { DocText, Line } from '../layout';
import { findDate } from './dates';
import type { CandidateSet } from './fields';
import { matchLabel, type LabelKind } from './labels';
import { leadingEntity, parsePersonName, PERSON_NAME } from './names';
import { chatExportBody } from './messages';
import { interpretLabeled } from './values';

/** What a question asks for, tried in order (the property's worth before the property itself). */
const ASKS: [RegExp, LabelKind[]][] = [
  [/\b(?:who|name)\b.*\b(?:apply(?:ing)?|applicant|borrow(?:er|ing)?|the loan (?:is )?for)\b/i, ['borrower']],
  [/\b(?:reach|contact) you\b/i, ['email', 'phone']],
  [/\b(?:worth|value)\b/i, ['property_value']],
  [/\bcredit score\b|\bfico\b/i, ['credit_score']],
  [/\brepa(?:y|id)\b|\bpay (?:it|the loan|us) (?:back|off)\b|\bexit\b/i, ['exit_strategy']],
  [/\bwhen\b.*\bclos(?:e|ing)\b|\bclosing date\b/i, ['closing_date']],
  [/\bproperty\b|\bcollateral\b|\bsecure the loan\b/i, ['property_address']],
  // "How much are you asking for, and for how long?": the amount and the term; "how much cash" asks no loan.
  [/\bhow much\b.*\b(?:borrow|loan|need|ask|request)\w*\b.*\bhow long\b/i, ['loan_amount', 'loan_term']],
  [/\bhow much\b.*\b(?:borrow|loan|need|ask|request)\w*\b/i, ['loan_amount']],
  [/\bhow long\b|\bterm\b/i, ['loan_term']],
  [/\b(?:loan|money|funds|proceeds)\b.*\bfor\b\W*$|\bpurpose\b|\buse of (?:funds|proceeds)\b/i, ['loan_type']],
];

/** Words of a question that only ask ("What's the best email to send the app to?" asks for the email). */
const QUESTION_WORDS = /\b(?:what'?s|whats|what|which|where|when|who|how|is|are|was|were|the|your|best|do|does|you|need|needs|to|send|app|can|could|would|please|and|it|of|for|a|an|we|i|me|us|looking|current|at|about)\b/gi;

/** The fields a question asks for; empty when it asks for none the deal form has. */
export function questionFields(question: string): LabelKind[] {
  const asked = ASKS.find(([re]) => re.test(question))?.[1];
  if (asked) return asked;
  const words = question.toLowerCase().replace(/[?.,]/g, ' ').replace(QUESTION_WORDS, ' ').split(/\s+/).filter(Boolean);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let start = 0; start + n <= words.length; start++) {
      const phrase = words.slice(start, start + n).join(' ');
      // Asked about a loan, "the address" is the property's and "the amount" the loan's.
      for (const label of [phrase, `property ${phrase}`, `loan ${phrase}`]) {
        const match = matchLabel(label);
        if (match && !match.guessed && match.kind !== 'other') return [match.kind];
      }
    }
  }
  return [];
}

/**
 * The applicant named in a first-person answer: "Just me, Elijah Hill." → "Elijah Hill"; "Oak Lane LLC. I, Ana Ruiz,
 * am its Member and will sign." → the entity with its signer, as a form writes it ("Oak Lane LLC (signing: Ana
 * Ruiz, Member)"); "It's for my client Jo Park, she's buying." → "Jo Park".
 */
export function applicantAnswer(answer: string): string {
  // A middle initial's stop ends no sentence ("ANYA J. ADEYEMI SIGNS").
  const first = answer.split(/(?<=[.!;])(?<!\b[A-Z]\.)\s+/)[0]!.replace(/[.!;]$/, '').trim();
  const named = first.replace(/^(?:(?:just|only)\s+)?(?:me|myself)\s*[,:–—-]\s*|^(?:i am|i'm|my name is|it is|it's|this is)\s+/i, '').trim();
  const entity = leadingEntity(named);
  const self = /\bI,\s+([A-Z][^,]{2,40}),\s+am\s+(?:its|the)\s+([A-Za-z ]{3,30}?)(?=\s+(?:and|who|of)\b|[.,;]|$)/.exec(answer);
  // "Prairie Wind Holdings LLC, Oleksandr Romaniuk is the guy": the entity and, after it, its principal.
  const at = entity && !self ? named.toLowerCase().indexOf(entity.toLowerCase()) : -1;
  // What the principal does is no part of their name ("…, ANYA J. ADEYEMI SIGNS", "…, Ana Ruiz is the guy").
  const after = at >= 0 ? named.slice(at + entity!.length).replace(/\s+(?:signs|will sign|signing|is|guarantees|will guarantee)\b.*$/i, '') : '';
  const principal = new RegExp(String.raw`^,?\s*${PERSON_NAME}\b`).exec(after);
  if (entity) return self ? `${entity} (signing: ${self[1]}, ${self[2]})` : principal && parsePersonName(principal[1]!) ? `${entity} (${principal[1]})` : entity;
  for (const m of named.matchAll(/(?:^|[\s,:])((?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+)/g)) {
    if (parsePersonName(m[1]!)) return m[1]!;
  }
  return named;
}

/** A message line's words without a lone character beside them: an OCR'd icon of a chat app ("i | 4426 Bayview Ave"). */
export function messageWords(line: Line | undefined): string {
  return (line?.cells ?? [])
    .map((c) => c.text.trim())
    .filter((t) => t.length > 1)
    .join(' ');
}

/** Texts ask without a question mark: "what was your score on the last pull", "send me your email for the app link". */
const CHAT_QUESTION = /^(?:what|what'?s|whats|how|where|when|which|who|send me|text me|shoot me|can (?:you|u) send|need your)\b[^\d$]{0,70}$/i;
const NUMBERED = /^(?:\(?\d{1,2}[.)]|[A-Za-z][.)]|Q\s*\d*[.:)])\s+(?=\D)/;

function isQuestion(line: string): boolean {
  return line.endsWith('?') || CHAT_QUESTION.test(line);
}

/** A questionnaire asks several numbered questions; one question in a letter or a chat is asked in passing. */
const MIN_QUESTIONS = 3;

/** Questions and answers of a page of text (a sheet asks in its label cells, which the label scan reads). */
export function scanQuestions(doc: DocText, set: CandidateSet): void {
  const quality = doc.source === 'ocr' ? 0.9 : 1;
  const words = doc.lines.map((l) => messageWords(l));
  const questionnaire = words.filter((t) => NUMBERED.test(t) && t.endsWith('?')).length >= MIN_QUESTIONS;
  // A questionnaire's answers are the applicant's own and run up to three lines in their block; a chat's are the next one or two.
  const reach = questionnaire ? 3 : 2;
  const score = (questionnaire ? 0.85 : 0.62) * quality;
  // The number of a question is no figure asked about.
  const lines = words.map((t) => (isQuestion(t.replace(NUMBERED, '')) ? t.replace(NUMBERED, '') : t));
  lines.forEach((line, i) => {
    // A question that already holds a figure ("do you have 2 months of bank statements?") asks for papers, not a value.
    if (!isQuestion(line) || /\d/.test(line)) return;
    // The question may have wrapped from the line above.
    const question = lines[i - 1] && !/[.?!]$/.test(lines[i - 1]!) && /^[a-z]/.test(line) ? `${lines[i - 1]} ${line}` : line;
    const kinds = questionFields(question);
    if (!kinds.length) return;
    const answer: string[] = [];
    for (let k = i + 1; k < lines.length && answer.length < reach && !isQuestion(lines[k]!); k++) {
      const [prev, next] = [doc.lines[k - 1]!, doc.lines[k]!];
      if (questionnaire && (next.page !== prev.page || next.y - prev.y > 2.2 * Math.max(prev.height, 1))) break;
      // A time stamp between a message and its reply is no answer; an exported chat's header only leads into one.
      // A reply quoted under the question (">> ADEYEMI CAPITAL PARTNERS LP") is its answer without the marks.
      const said = (chatExportBody(lines[k]!) ?? lines[k]!).replace(/^>+\s*/, '');
      if (said && !findDate(said)?.iso.startsWith(said)) answer.push(said);
    }
    if (!answer.length) return;
    const text = answer.join(' ');
    for (const kind of kinds) interpretLabeled(set, kind, kind === 'borrower' ? applicantAnswer(text) : text, score, { spreadsheet: false, coBorrower: false });
  });
}
