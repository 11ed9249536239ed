// The field rules in the order they build on each other: labelled values, then the sentences of letters and
// contracts, then messages (e-mails, threads, chats), then parties (which use the names found so far to recognise
// the borrower's own e-mail and phone in running text); then the people the document names as other parties are
// taken out of the borrower's candidates, the candidates resolved, and the confidences calibrated.
// A statement of a loan being paid off loses that old loan's terms (and its borrower, when the payoff is for a sale).
import type { DocText } from '../layout';
import { calibrate } from './calibration';
import { CandidateSet, type ExtractField } from './fields';
import { scanConversation } from './conversation';
import { scanQuestions } from './questions';
import { scanCues } from './cues';
import { scanLabels } from './label-scan';
import { threadByAge } from './messages';
import { dropOtherParties, dropPartyAddresses, otherPartyPeople, partyAddresses } from './other-parties';
import { lendersMailbox } from './vocabulary';
import { scanEntityHeading, scanOwnersPaper, scanParties, scanRoleRows } from './parties';
import { addClosingSentences, scanProse } from './prose';
import { resolve, type Resolved } from './resolve';
import { dropPriorLoan, otherSectionPeople } from './zones';

export interface ExtractOptions {
  documentType?: string;
  /** Raw rule scores instead of calibrated confidences: what the calibration is fitted on. */
  raw?: boolean;
}

const REMARK_LABEL = /^(?:notes?|comments?|remarks?|memo|status notes?)$/i;

function scanAll(doc: DocText, set: CandidateSet, documentType?: string): void {
  scanLabels(doc, set, documentType);
  scanOwnersPaper(doc, set);
  scanEntityHeading(doc, set, documentType);
  scanRoleRows(doc, set);
  // A sheet's remarks are words, not cells of figures: "Notes | close by 10/23/2025". The rest of the sheet is
  // labels and values, which the sentence rules would misread.
  if (doc.source === 'spreadsheet') {
    for (const line of doc.lines) if (REMARK_LABEL.test(line.cells[0]?.text.trim() ?? '')) addClosingSentences(line.cells.slice(1).map((c) => c.text).join(' '), set, 1);
  }
  if (doc.source !== 'spreadsheet') {
    scanProse(doc, set);
    scanCues(doc, set);
    scanConversation(doc, set, documentType);
    scanQuestions(doc, set);
    scanParties(doc, set);
    dropOtherParties(set, new Set([...otherPartyPeople(doc), ...otherSectionPeople(doc.lines)]));
    dropPartyAddresses(set, partyAddresses(doc));
  }
  set.remove((c) => c.field === 'borrower_email' && lendersMailbox(c.value));
}

/**
 * The deal's figures, which a reply revises ("we can do $280k", "closing moved to 5/2"). Names, places and the kind
 * of loan are not: a reply mentions them in passing ("the bridge", "Keystone Bridge Capital") without restating them.
 */
const FIGURE_FIELDS = new Set<ExtractField>(['loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'credit_score', 'estimated_closing_date', 'loan_doc_fee', 'admin_fee', 'processing_fee']);
/** A part states a figure when a rule reads it at least this surely (a passing cue alone does not revise a label). */
const STATES = 0.55;

/**
 * In a thread the newest message that states a figure decides it: older values of that figure (in quoted or
 * forwarded messages, under "On … wrote:") are dropped, and the ones that agree with it stay as agreement.
 */
function keepLatestFigures(doc: DocText, set: CandidateSet, documentType?: string): void {
  const decided = new Map<ExtractField, Set<string>>();
  for (const lines of threadByAge(doc.lines)) {
    const part = new CandidateSet();
    scanAll({ ...doc, lines }, part, documentType);
    for (const field of FIGURE_FIELDS) {
      const values = part.for(field).filter((c) => c.score >= STATES).map((c) => c.value.toLowerCase());
      if (values.length && !decided.has(field)) decided.set(field, new Set(values));
    }
  }
  set.remove((c) => decided.has(c.field) && !decided.get(c.field)!.has(c.value.toLowerCase()));
}

export function extractFields(doc: DocText, { documentType, raw = false }: ExtractOptions = {}): Resolved {
  const set = new CandidateSet();
  scanAll(doc, set, documentType);
  if (doc.source !== 'spreadsheet') keepLatestFigures(doc, set, documentType);
  dropPriorLoan(doc.lines, set);
  const resolved = resolve(set);
  if (!raw) {
    const severalDeals = doc.severalDeals ?? false;
    for (const [field, score] of Object.entries(resolved.confidence)) resolved.confidence[field as ExtractField] = calibrate(score, doc.source, { field, severalDeals });
  }
  return resolved;
}
