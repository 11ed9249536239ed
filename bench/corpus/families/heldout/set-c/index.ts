import type { Family } from '../../../types';
import { approvalSummary } from './approval-summary';
import { attorneyLoi } from './attorney-loi';
import { borrowerEmail } from './borrower-email';
import { brokerDealSheet } from './broker-deal-sheet';
import { noticeOfTerms } from './notice-of-terms';
import { pipelineExport } from './pipeline-export';
import { submissionWorkbook } from './submission-workbook';
import { trusteeCertificate } from './trustee-certificate';

export const families: Family[] = [
  approvalSummary,
  brokerDealSheet,
  borrowerEmail,
  attorneyLoi,
  noticeOfTerms,
  trusteeCertificate,
  pipelineExport,
  submissionWorkbook,
];
