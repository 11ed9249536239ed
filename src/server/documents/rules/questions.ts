// Questionnaires: the borrower answers the lender's questions in their own words ("4. What is the property worth?" /
// "I believe it is worth about $435,000."). A question names a field by what it asks, not by a label's words, so
// questions are read through the few ways lenders ask for each fact; the answer below it is that field's value.
import type { Line } from '../layout';
import type { CandidateSet } from './fields';
import type { LabelKind } from './labels';
import { parseEntity } from './names';
import { interpretLabeled } from './values';

/** What a question asks for, tried in order (the property's worth before the property itself). */
const ASKS: [RegExp, LabelKind[]][] = [
  [/\b(?:who|name)\b.*\b(?:apply(?:ing)?|applicant|borrow(?:er|ing)?)\b/i, ['borrower']],
  [/\b(?:reach|contact)\b/i, ['email', 'phone']],
  [/\b(?:worth|value)\b/i, ['property_value']],
  [/\bcredit score\b|\bfico\b/i, ['credit_score']],
  [/\brepa(?:y|id)\b|\bpay (?:it|the loan|us) (?:back|off)\b|\bexit\b/i, ['exit_strategy']],
  [/\bwhen\b.*\bclos(?:e|ing)\b|\bclosing date\b/i, ['closing_date']],
  [/\bproperty\b|\bcollateral\b|\bsecure the loan\b/i, ['property_address']],
  [/\bhow much\b.*\bhow long\b/i, ['loan_amount', 'loan_term']],
  [/\bhow much\b/i, ['loan_amount']],
  [/\bhow long\b|\bterm\b/i, ['loan_term']],
  [/\b(?:loan|money|funds|proceeds)\b.*\bfor\b\W*$|\bpurpose\b|\buse of (?:funds|proceeds)\b/i, ['loan_type']],
];

/** "5. How much are you asking for, and for how long?" → its text; null for a line that is not a numbered question. */
const QUESTION = /^(?:(?:\d{1,2}|[A-Za-z])[.)]\s+|Q\s*\d*[.:)]\s*)(.{6,140}\?)\s*$/;

/** The fields a question asks for; empty when it asks for none the deal form has. */
export function questionFields(question: string): LabelKind[] {
  return ASKS.find(([re]) => re.test(question))?.[1] ?? [];
}

/** A questionnaire asks several numbered questions; one question in a letter or e-mail is not a form's. */
const MIN_QUESTIONS = 3;
const MAX_ANSWER_LINES = 3;

/**
 * The applicant named in a first-person answer: "Just me, Elijah Hill." → "Elijah Hill"; "Oak Lane LLC. I, Ana Ruiz,
 * am its Member and will sign." → the entity with its signer, as a form writes it ("Oak Lane LLC (signing: Ana
 * Ruiz, Member)").
 */
export function applicantAnswer(answer: string): string {
  const first = answer.split(/(?<=[.!;])\s+/)[0]!.replace(/[.!;]$/, '').trim();
  const named = first.replace(/^(?:(?:just|only)\s+)?(?:me|myself)\s*[,:–—-]\s*|^(?:i am|i'm|my name is|it is|it's|this is)\s+/i, '').trim();
  const self = /\bI,\s+([A-Z][^,]{2,40}),\s+am\s+(?:its|the)\s+([A-Za-z ]{3,30}?)(?=\s+(?:and|who|of)\b|[.,;]|$)/.exec(answer);
  return self && parseEntity(named) ? `${named} (signing: ${self[1]}, ${self[2]})` : named;
}

export function scanQuestions(lines: Line[], set: CandidateSet, quality: number): void {
  const questions = lines.map((l) => (l.cells.length === 1 ? QUESTION.exec(l.text.trim())?.[1] ?? null : null));
  if (questions.filter(Boolean).length < MIN_QUESTIONS) return;
  questions.forEach((question, i) => {
    if (!question) return;
    const kinds = questionFields(question);
    if (!kinds.length) return;
    const answer: string[] = [];
    for (let k = i + 1; k < lines.length && answer.length < MAX_ANSWER_LINES && !questions[k]; k++) {
      const prev = lines[k - 1]!;
      if (lines[k]!.page !== prev.page || lines[k]!.y - prev.y > 2.2 * Math.max(prev.height, 1)) break;
      answer.push(lines[k]!.text);
    }
    if (!answer.length) return;
    const text = answer.join(' ');
    for (const kind of kinds) interpretLabeled(set, kind, kind === 'borrower' ? applicantAnswer(text) : text, 0.85 * quality, { spreadsheet: false, coBorrower: false });
  });
}
