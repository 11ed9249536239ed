// Set D: held-out families written from how title companies, escrow desks, appraisers, brokers, borrowers and
// lenders' closing and construction desks write, never from the extractor's rules.
import type { Family } from '../../../types';
import { appraisalSummary } from './appraisal-summary';
import { boxedApplication } from './boxed-application';
import { brokerCrmExport } from './broker-crm-export';
import { closingInstructions } from './closing-instructions';
import { conditionalApproval } from './conditional-approval';
import { drawWorkbook } from './draw-workbook';
import { forwardedThread } from './forwarded-thread';
import { goodStanding } from './good-standing';
import { rateLockSheet } from './rate-lock-sheet';
import { refiLoi } from './refi-loi';
import { settlementStatement } from './settlement-statement';
import { taxBillCover } from './tax-bill-cover';
import { titleCommitment } from './title-commitment';
import { webFormExport } from './web-form-export';

export const families: Family[] = [
  conditionalApproval,
  titleCommitment,
  closingInstructions,
  drawWorkbook,
  boxedApplication,
  goodStanding,
  brokerCrmExport,
  rateLockSheet,
  forwardedThread,
  refiLoi,
  taxBillCover,
  appraisalSummary,
  webFormExport,
  settlementStatement,
];
