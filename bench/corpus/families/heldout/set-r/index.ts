// set-r — held-out set: the unseen set of stop 37, held-out since stop 38 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-r --set heldout --subset set-r --per-family 5
// Persona: a Northeast (NY, NJ, PA, MA, CT) real-estate attorney's closing office, then a small-balance multifamily
// and mixed-use mortgage brokerage: engagement letters, contracts with riders, title reports, lender approvals and
// conditions, rate locks, submission packages, SREOs, rent rolls, bilingual borrowers, chats, faxes and spreadsheets.
// Written 2026-11-28 23:46 UTC to 2026-11-29 00:16 UTC.
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
// bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts, families/unseen/index.ts.
//
// atty-engagement-letter: purchaser's/borrower's attorney engagement letter naming lender and loan [pdf_text]
// contract-of-sale-with-mortgage-rider: NY-style contract of sale plus mortgage contingency rider [pdf_text, pdf_scanned]
// title-report-schedules: certificate of title, Schedule A and B exceptions [pdf_text]
// title-closing-bill: title closer's bill with lender charges collected [pdf_text]
// alta-settlement-statement: ALTA borrower settlement statement [pdf_text]
// paralegal-closing-scheduled-email: paralegal's closing-scheduled e-mail [pdf_text]
// association-management-questionnaire: condo/co-op/association questionnaire from the managing agent [pdf_text, pdf_scanned]
// faxed-payoff-statement: prior mortgagee's payoff statement, faxed [pdf_scanned]
// attorney-vesting-information-sheet: closing office vesting and borrower information sheet [pdf_text]
// borrowing-resolution-or-name-affidavit: entity borrowing resolution or same-name affidavit, notarised [pdf_scanned]
// lender-conditional-approval-letter: conditional approval with terms table and conditions [pdf_text]
// underwriter-approval-email-conditions: underwriter's approval e-mail forwarded by the broker [pdf_text]
// rate-lock-confirmation: lender rate lock confirmation [pdf_text]
// pricing-engine-confirmation: DSCR pricing engine rate build-up [pdf_text]
// faxed-commitment-letter: two-page commitment letter faxed back countersigned [pdf_scanned]
// small-balance-multifamily-term-sheet: one-page indicative term sheet [pdf_text, image]
// clear-to-close-email: lender closer's CTC e-mail [pdf_text]
// ny-lender-letter-of-intent: private lender's non-binding LOI [pdf_text]
// lender-outstanding-conditions-list: LOS conditions report [pdf_text]
// appraisal-summary-of-salient-facts: appraisal cover and salient facts [pdf_text, pdf_scanned]
// amc-appraisal-order-confirmation: AMC appraisal order confirmation [pdf_text]
// broker-executive-summary: broker's one-page executive summary [pdf_text]
// broker-loan-submission-package: three-page broker submission package [pdf_text]
// broker-deal-blast-email: broker's deal blast to lenders [pdf_text]
// ny-broker-fee-agreement: mortgage broker fee agreement [pdf_text, pdf_scanned]
// credit-background-authorization: credit and background authorization form [pdf_text, pdf_scanned]
// commercial-loan-application: short-form investor/commercial loan application [pdf_text]
// handwritten-application-page: hand-filled application page, scanned [pdf_scanned]
// broker-phone-intake-notepad-photo: photo of handwritten call-intake notes [image]
// borrower-bilingual-email: Spanish/English borrower e-mail with broker's quoted reply [pdf_text]
// whatsapp-borrower-broker-spanish: WhatsApp screenshot in Spanish [image]
// imessage-broker-lender-ae: iMessage screenshot, broker and lender AE [image]
// borrower-forward-with-attachments: borrower's forwarded notes with attachment list [pdf_text]
// photographed-mortgage-contingency-rider: phone photo of a faxed mortgage contingency rider [image]
// broker-pipeline-tracker: pipeline tracker filtered to one deal, lender tab [xlsx]
// lender-matrix-scenario: lender matrix with the deal scenario [xls]
// sreo-workbook: schedule of real estate owned workbook [xlsx]
// rent-roll: subject rent roll [csv, xlsx]
// t12-operating-statement: trailing-12 operating statement [xls]
// lender-portal-one-row-export: one-row portal export with system headers [csv]
// broker-submission-form-sheet: lender's label/value submission form [xlsx]
// dscr-sizing-model: DSCR/LTV sizing model [xls]
// closing-fee-worksheet: closing office fee worksheet [csv]
// lender-business-purpose-closing-statement: lender's business-purpose closing statement [pdf_text]
// signed-sreo-scan: typed SREO, signed and scanned [pdf_scanned]
// phone-photo-title-schedule-a: phone photo of a title Schedule A [image]
//
// Generate: nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-r --set unseen --subset set-r --per-family 5
// Check:    nice -n 15 npx tsx bench/corpus/check.ts /work/corpora/set-r
import type { Family } from '../../../types';
import { brokerFamilies } from './broker';
import { closingFamilies } from './closing';
import { extraFamilies } from './extra';
import { lenderFamilies } from './lender';
import { sheetFamilies } from './sheets';

export const families: Family[] = [...closingFamilies, ...lenderFamilies, ...brokerFamilies, ...sheetFamilies, ...extraFamilies];
