// Inbound triage rules: for a file received by e-mail that named no deal, the deal it most likely belongs to
// (its sender is a contact on the deal; the subject, body or file name mention the deal's street address, its
// borrower or its entity) and the document category it reads as. Only suggestions: a person accepts them.
import type { FileCategory } from '../schemas/library';

export type InboundTriageSettings = Record<string, never>;
export const DEFAULT_INBOUND_TRIAGE_SETTINGS: InboundTriageSettings = {};

export interface InboundFile {
  id: string;
  fileName: string;
  emailFrom: string | null;
  subject: string | null;
  body: string | null;
}

export interface CandidateDeal {
  id: string;
  propertyAddress: string;
  borrowerName: string;
  entityName: string | null;
  /** E-mail addresses of the deal's borrower and linked contacts (lower case). */
  emails: string[];
}

export interface DealSuggestion {
  action: 'deal_suggested';
  subjectKey: string;
  file: InboundFile;
  deal: CandidateDeal;
  category: FileCategory;
  reason: string;
}

/** Words only, lower case, one space apart and around: "12-Oak_St." reads " 12 oak st ". */
export const normalize = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** The street part of an address ("12 Oak St, Austin TX" → "12 oak st"), or null when too short to mean anything. */
export function streetOf(address: string): string | null {
  const street = normalize(address.split(',')[0] ?? '').trim();
  return /\d/.test(street) && /[a-z]{2,}/.test(street) ? street : null;
}

const mentions = (haystack: string, needle: string | null) => needle !== null && needle.trim().length >= 4 && haystack.includes(normalize(needle));

/** Why a file belongs to a deal, strongest evidence first; the score weighs them. */
export function dealEvidence(file: InboundFile, deal: CandidateDeal): { score: number; reasons: string[] } {
  const text = normalize([file.subject, file.body, file.fileName].filter(Boolean).join(' '));
  const sender = file.emailFrom?.trim().toLowerCase() ?? '';
  const reasons: string[] = [];
  let score = 0;
  const street = streetOf(deal.propertyAddress);
  if (street && text.includes(` ${street} `)) {
    score += 3;
    reasons.push(`the message mentions ${deal.propertyAddress.split(',')[0]!.trim()}`);
  }
  if (sender && deal.emails.includes(sender)) {
    score += 2;
    reasons.push(`the sender ${sender} is a contact on the deal`);
  }
  if (mentions(text, deal.borrowerName)) {
    score += 2;
    reasons.push(`it names the borrower ${deal.borrowerName}`);
  }
  if (deal.entityName && deal.entityName !== deal.borrowerName && mentions(text, deal.entityName)) {
    score += 2;
    reasons.push(`it names the entity ${deal.entityName}`);
  }
  return { score, reasons };
}

/** The deal a file most likely belongs to, or why none: no evidence, or two deals with the same evidence. */
export function matchDeal(file: InboundFile, deals: CandidateDeal[]): { deal: CandidateDeal; reasons: string[] } | { deal: null; why: string } {
  const scored = deals.map((deal) => ({ deal, ...dealEvidence(file, deal) })).filter((s) => s.score > 0);
  scored.sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best) return { deal: null, why: 'nothing in the message points to a deal' };
  if (second && second.score === best.score) return { deal: null, why: `it matches ${best.deal.id} and ${second.deal.id} equally` };
  return { deal: best.deal, reasons: best.reasons };
}

/** The library category of a document type the classifier names (src/server/documents/classify.ts). */
export function categoryOfDocumentType(type: string): FileCategory {
  switch (type) {
    case 'Term Sheet':
    case 'Letter of Intent':
      return 'term_sheet';
    case 'Purchase and Sale Agreement':
      return 'contract';
    case 'Appraisal Report':
      return 'appraisal';
    case 'Entity Document':
      return 'entity';
    default:
      return 'other';
  }
}

/**
 * What triage suggests now: a deal and a category for each file it has not suggested for yet (`done` holds the
 * subject keys of past suggestions); `unmatched` are the files it found no single deal for, with why.
 */
export function planTriage(
  files: InboundFile[],
  deals: CandidateDeal[],
  categoryOf: (file: InboundFile) => FileCategory,
  done: ReadonlySet<string>,
): { steps: DealSuggestion[]; unmatched: { file: InboundFile; why: string }[] } {
  const steps: DealSuggestion[] = [];
  const unmatched: { file: InboundFile; why: string }[] = [];
  for (const file of files) {
    const subjectKey = `file:${file.id}`;
    if (done.has(subjectKey)) continue;
    const match = matchDeal(file, deals);
    if (!match.deal) {
      unmatched.push({ file, why: match.why });
      continue;
    }
    const category = categoryOf(file);
    steps.push({
      action: 'deal_suggested',
      subjectKey,
      file,
      deal: match.deal,
      category,
      reason: `${file.fileName}${file.emailFrom ? ` from ${file.emailFrom}` : ''}: ${match.reasons.join('; ')}.`,
    });
  }
  return { steps, unmatched };
}
