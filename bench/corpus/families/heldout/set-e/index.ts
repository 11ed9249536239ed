// Set E: families written from how hard-money lenders, brokers, escrow and insurance agencies, builders, banks and
// borrowers' counsel word their paperwork, by a hand that never read the extractor. Truth is what each page states.
import type { Family } from '../../../types';
import { bankStatement } from './bank-statement';
import { captionBelowApplication } from './caption-below-application';
import { contractAddendum } from './contract-addendum';
import { creditMemo } from './credit-memo';
import { drawRequest } from './draw-request';
import { escrowEstimate } from './escrow-estimate';
import { hmlTermSheet } from './hml-term-sheet';
import { insuranceEvidence } from './insurance-evidence';
import { letterOfInterest } from './letter-of-interest';
import { modificationLetter } from './modification-letter';
import { operatingAgreementExcerpt } from './operating-agreement-excerpt';
import { personalGuaranty } from './personal-guaranty';
import { pipelineTracker } from './pipeline-tracker';
import { slangEmail } from './slang-email';
import { textThread } from './text-thread';

export const families: Family[] = [
  hmlTermSheet,
  slangEmail,
  personalGuaranty,
  operatingAgreementExcerpt,
  modificationLetter,
  drawRequest,
  pipelineTracker,
  escrowEstimate,
  contractAddendum,
  insuranceEvidence,
  creditMemo,
  letterOfInterest,
  captionBelowApplication,
  bankStatement,
  textThread,
];
