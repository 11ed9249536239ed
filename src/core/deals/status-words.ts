// The words lending staff use for a deal's stage and status. The assistant reads them in questions ("uw deals", "the
// dead ones"); the document reader reads them in a pipeline tape's status column, to tell the deal being submitted
// from the broker's funded and dead ones. Tables map what people type (after normalize()) to the product's value.
import { DEFAULT_DEAL_STAGES } from './form-fields';

/** Nicknames of pipeline stages; a nickname counts only when the organization has that stage. */
export const STAGE_ALIASES: Record<string, string> = {
  uw: 'Underwriting', 'u/w': 'Underwriting', underwrite: 'Underwriting', underwriter: 'Underwriting', underwritting: 'Underwriting',
  app: 'Application', apps: 'Application', applications: 'Application', application: 'Application', intake: 'Application',
  structuring: 'Structure', structure: 'Structure', struct: 'Structure', 'term sheet stage': 'Structure',
  approved: 'Approved', approval: 'Approved', approvals: 'Approved', ctc: 'Approved', 'clear to close': 'Approved', 'cleared to close': 'Approved',
  closing: 'Closing', closings: 'Closing', 'in escrow': 'Closing', escrow: 'Closing', 'at the closing table': 'Closing',
  funded: 'Funded', fundings: 'Funded', booked: 'Funded', 'closed and funded': 'Funded',
  appraisal: 'Appraisal', appraisals: 'Appraisal',
  'docs out': 'Docs Out',
};

/** Status words, longest first so 'on hold' wins over 'hold'. */
export const STATUS_ALIASES: [string, string][] = [
  ['on hold', 'On Hold'], ['on-hold', 'On Hold'], ['onhold', 'On Hold'], ['paused', 'On Hold'], ['parked', 'On Hold'], ['stalled', 'On Hold'], ['hold', 'On Hold'],
  ['active', 'Active'], ['open', 'Active'], ['live', 'Active'], ['in-flight', 'Active'], ['in flight', 'Active'],
  ['closed', 'Closed'], ['done', 'Closed'], ['completed', 'Closed'],
  ['dead', 'Dead'], ['lost', 'Dead'], ['killed', 'Dead'], ['fell through', 'Dead'], ['withdrawn', 'Dead'], ['declined', 'Dead'], ['cancelled', 'Dead'], ['canceled', 'Dead'],
];

/**
 * How far along a deal is, as a tape's status cell says it: done with, under way, or the very one being sent
 * ("Submitted", "This deal"); null for neither ("On Hold").
 */
export type DealProgress = 'done' | 'open' | 'submitted';

/** Words of a deal's end that are no product status: a pipeline's paid-off, sold or refused loans. */
const DONE_WORDS = [
  'paid off', 'payoff', 'repaid', 'redeemed', 'refinanced out', 'denied', 'rejected', 'sold', 'matured',
  'complete', 'settled', 'archived', 'inactive', 'expired',
  // A scenario a later record replaced.
  'superseded', 'replaced', 'voided', 'obsolete',
];
/** Words of a deal still under way that are no product stage. */
const OPEN_WORDS = ['lead', 'prospect', 'new', 'pending', 'in process', 'processing', 'current', 'proposed', 'requested', 'in review', 'review', 'working'];
/** Words that single out the deal a pipeline tape is sent for among others under way. */
const SUBMITTED_WORDS = ['submit', 'submitted', 'submitting', 'submission', 'submittal', 'subject', 'this deal', 'this loan', 'this file', 'selected'];

/** The one stage a deal is done at; every other stage is a deal under way. */
const isDoneStage = (stage: string) => stage === 'Funded';
const DONE_VOCABULARY = [
  ...STATUS_ALIASES.filter(([, status]) => status === 'Closed' || status === 'Dead').map(([word]) => word),
  ...Object.entries(STAGE_ALIASES).filter(([, stage]) => isDoneStage(stage)).map(([word]) => word),
  ...DEFAULT_DEAL_STAGES.filter(isDoneStage).map((stage) => stage.toLowerCase()),
  ...DONE_WORDS,
];
const OPEN_VOCABULARY = [
  ...STATUS_ALIASES.filter(([, status]) => status === 'Active').map(([word]) => word),
  ...Object.entries(STAGE_ALIASES).filter(([, stage]) => !isDoneStage(stage)).map(([word]) => word),
  ...DEFAULT_DEAL_STAGES.filter((stage) => !isDoneStage(stage)).map((stage) => stage.toLowerCase()),
  ...OPEN_WORDS,
];

/** Any of the words, whole, a space or hyphen inside one optional ("paid off", "paid-off", "paidoff"). */
function wordsPattern(words: string[]): RegExp {
  const escaped = [...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/[ -]/g, '[ -]?'));
  return new RegExp(`(?:^|[^a-z0-9])(?:${escaped.join('|')})(?![a-z0-9])`, 'i');
}

const SUBMITTED = wordsPattern(SUBMITTED_WORDS);
const DONE = wordsPattern(DONE_VOCABULARY);
const OPEN = wordsPattern(OPEN_VOCABULARY);

/** A status or stage cell's meaning: 'done' wins, since "Closed – was active" is closed. */
export function dealProgress(text: string): DealProgress | null {
  if (DONE.test(text)) return 'done';
  if (SUBMITTED.test(text)) return 'submitted';
  if (OPEN.test(text)) return 'open';
  return null;
}
