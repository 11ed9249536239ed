// set-t — held-out set: the unseen set of stop 38, held-out since stop 39 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-t --set heldout --subset set-t --per-family 5
// Persona: ran origination and closing at a Great Lakes (IL/OH/MI/WI/IN) private-money fund making bridge loans on
// small commercial and mixed-use buildings (storefronts with flats above, light industrial, self-storage, churches, car
// washes, strips); before that a Chicago commercial mortgage broker for first-generation owner-operators.
// Written: Sun Nov 29 2026, 02:24–03:07 UTC (`date`).
// Read: /work/shared/SPEC.md §2, §3, §5, §9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts,
// style.ts, truth.ts, facts.ts, generate.ts, check.ts and bench/corpus/families/unseen/index.ts.
//
// Families:
// t-fund-term-sheet-grid: fund indicative term sheet, bordered grid [pdf_text, pdf_scanned]
// t-ic-memo: investment committee memo with sources & uses and risks [pdf_text]
// t-credit-approval-stamp: one-page monospace credit approval with APPROVED stamp and conditions [pdf_text, pdf_scanned]
// t-broker-fee-agreement: Chicago broker fee / engagement agreement signed by the owner [pdf_text]
// t-commitment-letter: fund commitment letter with numbered terms and acceptance [pdf_text, pdf_scanned]
// t-payoff-letter-existing-lender: existing community bank payoff letter to title [pdf_scanned]
// t-extension-letter: fund maturity extension letter on an existing loan [pdf_text]
// t-soft-quote-email: originator soft-quote e-mail to a broker over the broker's note [pdf_text]
// t-closing-instructions-title: closer's closing instructions to the title company [pdf_text]
// t-loan-loi-fund: fund letter of intent after a site visit [pdf_text, image]
// t-owner-typed-request: loan request typed by the owner in his own English [pdf_text, image]
// t-reply-chain-broker-owner-fund: owner → broker → originator reply chain [pdf_text]
// t-forwarded-to-underwriting: originator's terse notes over a forwarded broker e-mail [pdf_text]
// t-pfs-form: bank-style personal financial statement [pdf_text, pdf_scanned]
// t-sreo-schedule-pdf: typed schedule of real estate owned, subject highlighted [pdf_text]
// t-fund-commercial-application: the fund's two-page commercial loan application [pdf_text, pdf_scanned]
// t-broker-intake-handwritten: broker intake sheet filled by hand [pdf_scanned]
// t-rent-roll-operating-pdf: mixed-use rent roll and owner T-12 [pdf_text]
// t-commercial-purchase-contract: commercial purchase and sale contract [pdf_text, pdf_scanned]
// t-broker-package-cover: broker loan-package cover summary [pdf_text, image]
// t-phase-one-summary: Phase I ESA executive summary [pdf_text]
// t-zoning-letter: municipal zoning verification letter [pdf_scanned]
// t-property-condition-summary: PCR summary table [pdf_text]
// t-county-tax-bill: Cook County-style second-installment tax bill [pdf_scanned]
// t-land-trust-assignment: land trust trustee confirmation / collateral assignment [pdf_scanned]
// t-llc-borrowing-resolution: members'/directors' borrowing resolution [pdf_text, pdf_scanned]
// t-guaranty-first-page: guaranty of payment and performance, page 1 [pdf_text]
// t-closing-statement: title company borrower closing statement [pdf_text, pdf_scanned]
// t-appraisal-summary-income: appraisal summary of salient facts and value conclusions [pdf_text]
// t-evidence-of-insurance: evidence of commercial property insurance with mortgagee clause [pdf_text, pdf_scanned]
// t-pipeline-export-row: pipeline export filtered to one deal [xlsx, xls, csv]
// t-loan-tape-add: loan tape new-adds row [xlsx, xls]
// t-sizer: bridge sizer workbook [xlsx, xls]
// t-draw-log: repair-holdback draw log [xlsx, csv]
// t-rent-roll-sheet: owner's rent roll spreadsheet [xlsx, xls, csv]
// t-t12-operating-sheet: trailing-12 operating statement by month [xlsx, xls]
// t-broker-submission-sheet: broker label/value submission with contacts tab [xlsx, xls, csv]
// t-sreo-sheet: owner's SREO spreadsheet with subject flag [xls, csv]
// t-closing-checklist: closer's checklist tracker [xlsx, xls, csv]
// t-fee-worksheet: estimated fee worksheet [xls, xlsx, csv]
// t-napkin-lunch-math: napkin loan math photo [image]
// t-whiteboard-deal-board: pipeline whiteboard photo [image]
// t-sms-screenshot: text-message screenshot with the owner [image]
// t-whatsapp-broker-chat: WhatsApp chat with the broker [image]
// t-phone-message-slip: "While You Were Out" phone slip photo [image]
// t-owner-email-two-languages: owner's own e-mail mixing English with Polish or Spanish [pdf_text]
// t-ic-approved-email: CIO's IC-approved e-mail with final terms [pdf_text]
// t-existing-lender-forbearance: existing bank's maturity default / forbearance letter [pdf_scanned]
import type { Family } from '../../../types';
import { extraFamilies } from './extra';
import { fundFamilies } from './fund';
import { ownerFamilies } from './owner';
import { photoFamilies } from './photos';
import { sheetFamilies } from './sheets';
import { thirdFamilies } from './third';

export const families: Family[] = [...fundFamilies, ...ownerFamilies, ...thirdFamilies, ...sheetFamilies, ...photoFamilies, ...extraFamilies];
