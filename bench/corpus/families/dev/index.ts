// The dev families of the generated corpus: written from how lenders, brokers, title companies, appraisers,
// attorneys and the state write each kind of document. bench/corpus/generate.ts discovers them here.
import type { Family } from '../../types';
import { businessPurposeApplication, investorApplicationUnderline } from './applications';
import { brokerEmailCasual, forwardedReplyChain, webInquiryNotification } from './emails';
import { certificationOfTrust, einAssignmentNotice, incumbencyCertificate, llcMembersConsent, lpCertificate } from './entity';
import { buyerLetterOfIntent, letterOfInterest } from './letters';
import { brokerDealSummary } from './package';
import { appraisalSummary, purchaseAndSaleAgreement } from './property';
import { smsTranscript, voicemailTranscriptEmail } from './more/messages';
import { brokerTeaserTwoColumn, rateQuotePricingGrid, webDealSubmissionForm } from './more/forms';
import { dscrApplicationRentRoll } from './more/rental';
import { closingInstructions, guarantyAgreement, insuranceBinder, settlementStatement, taxBillCoverNote, titleCommitment } from './more/closing';
import { boardResolutionOfficers, purchaseContractAddendum, trustExistenceCertificate } from './more/papers';
import { brokerPipelineTerse, constructionBudgetSummary, loanScenarioColumnC } from './more/sheets';
import {
  applicantCoApplicantColumns, appraisalEngagementOrder, brokerFaxTransmittal, certificateOfGoodStanding, drawScheduleSheet,
  operatingAgreementExcerpt, proofOfFundsLetter, rentRollSheet, summaryOfTermsHorizontal,
} from './more/unseen';
import { widerFamilies } from './more/wider';
import { wordingFamilies } from './more/wordings';
import { brokerLabelValueSheet, crmExport, pipelineExport, scenarioWorksheet } from './sheets';
import { commitmentLetter, indicativeTermsBullets, lenderTermSheetGrid, rehabTermSheetHoldback } from './term-sheets';

export const families: Family[] = [
  lenderTermSheetGrid,
  indicativeTermsBullets,
  commitmentLetter,
  rehabTermSheetHoldback,
  letterOfInterest,
  buyerLetterOfIntent,
  businessPurposeApplication,
  investorApplicationUnderline,
  brokerEmailCasual,
  forwardedReplyChain,
  webInquiryNotification,
  purchaseAndSaleAgreement,
  appraisalSummary,
  certificationOfTrust,
  llcMembersConsent,
  incumbencyCertificate,
  lpCertificate,
  einAssignmentNotice,
  brokerLabelValueSheet,
  scenarioWorksheet,
  pipelineExport,
  crmExport,
  brokerDealSummary,
  smsTranscript,
  voicemailTranscriptEmail,
  webDealSubmissionForm,
  rateQuotePricingGrid,
  brokerTeaserTwoColumn,
  dscrApplicationRentRoll,
  boardResolutionOfficers,
  purchaseContractAddendum,
  constructionBudgetSummary,
  brokerPipelineTerse,
  loanScenarioColumnC,
  trustExistenceCertificate,
  titleCommitment,
  settlementStatement,
  closingInstructions,
  insuranceBinder,
  taxBillCoverNote,
  guarantyAgreement,
  summaryOfTermsHorizontal,
  applicantCoApplicantColumns,
  brokerFaxTransmittal,
  proofOfFundsLetter,
  certificateOfGoodStanding,
  operatingAgreementExcerpt,
  rentRollSheet,
  drawScheduleSheet,
  appraisalEngagementOrder,
  ...widerFamilies,
  ...wordingFamilies,
];
