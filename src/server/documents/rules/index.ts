// The field rules in the order they build on each other: labelled values, then the sentences of letters and
// contracts, then messages (e-mails, threads, chats), then parties (which use the names found so far to recognise
// the borrower's own e-mail and phone in running text); then the people the document names as other parties are
// taken out of the borrower's candidates, the candidates resolved, and the confidences calibrated.
import type { DocText } from '../layout';
import { calibrate } from './calibration';
import { CandidateSet, type ExtractField } from './fields';
import { scanConversation } from './conversation';
import { scanCues } from './cues';
import { scanLabels } from './label-scan';
import { dropOtherParties, otherPartyPeople } from './other-parties';
import { scanParties } from './parties';
import { scanProse } from './prose';
import { resolve, type Resolved } from './resolve';

export interface ExtractOptions {
  documentType?: string;
  /** Raw rule scores instead of calibrated confidences: what the calibration is fitted on. */
  raw?: boolean;
}

export function extractFields(doc: DocText, { documentType, raw = false }: ExtractOptions = {}): Resolved {
  const set = new CandidateSet();
  scanLabels(doc, set, documentType);
  if (doc.source !== 'spreadsheet') {
    scanProse(doc, set);
    scanCues(doc, set);
    scanConversation(doc, set);
    scanParties(doc, set);
    dropOtherParties(set, otherPartyPeople(doc));
  }
  const resolved = resolve(set);
  if (!raw) {
    for (const [field, score] of Object.entries(resolved.confidence)) resolved.confidence[field as ExtractField] = calibrate(score, doc.source);
  }
  return resolved;
}
