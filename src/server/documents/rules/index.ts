// The field rules in the order they build on each other: labelled values, then sentences, then parties (which
// use the names found so far to recognise the borrower's own e-mail and phone in running text).
import type { DocText } from '../layout';
import { CandidateSet } from './fields';
import { scanConversation } from './conversation';
import { scanLabels } from './label-scan';
import { scanParties } from './parties';
import { scanProse } from './prose';
import { resolve, type Resolved } from './resolve';

export function extractFields(doc: DocText, documentType?: string): Resolved {
  const set = new CandidateSet();
  scanLabels(doc, set, documentType);
  if (doc.source !== 'spreadsheet') {
    scanProse(doc, set);
    scanConversation(doc, set);
    scanParties(doc, set);
  }
  return resolve(set);
}
