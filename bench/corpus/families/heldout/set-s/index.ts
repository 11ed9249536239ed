// set-s — held-out set: the unseen set of stop 38, held-out since stop 39 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-s --set heldout --subset set-s --per-family 5
// Persona: years at a Mountain West (CO, UT, ID, MT, NV) DSCR rental and short-term-rental lender, then on a
// wholesale/correspondent desk buying business-purpose loans (DSCR and RTL/bridge) from brokers and small lenders:
// worksheets, rate sheets with LLPAs, STR projections, blanket schedules, tapes, purchase advices, third-party paper.
// Written: Sun Nov 29 2026, 02:24–03:05 UTC (started 02:24:27 UTC, from `date`).
// Read: /work/shared/SPEC.md §2, §3, §5, §9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts,
// render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts; bench/corpus/families/unseen/index.ts.
// Families (id: what it is [formats]):
//   s-dscr-uw-worksheet: Mountain West DSCR lender: underwriter's DSCR calculation worksheet (rent / PITIA), one page [pdf_text, pdf_scanned]
//   s-dscr-rate-sheet-llpa-quote: Wholesale DSCR rate sheet excerpt with LLPA grid and the AE's priced scenario for one borrower [pdf_text]
//   s-str-airdna-projection: Short-term rental revenue projection (AirDNA-style) a broker attaches to a DSCR-STR submission [pdf_text, image]
//   s-1007-rent-schedule: Appraiser's single-family comparable rent schedule (1007-style) with the value reconciliation line [pdf_text, pdf_scanned]
//   s-dscr-term-sheet: Desk's DSCR 30-year indicative term sheet to a broker, two-column, fees and PPP spelled out [pdf_text, pdf_scanned]
//   s-str-loi-letter: STR-DSCR letter of intent in prose, mountain-town vacation rental, with permit and haircut conditions [pdf_text]
//   s-business-purpose-application: Investor (business-purpose) loan application, DSCR or bridge, boxes and checkboxes, two pages [pdf_text, pdf_scanned]
//   s-broker-dscr-scenario-email: Broker's e-mail to the wholesale AE asking to price a DSCR scenario, with the AE's reply on top [pdf_text]
//   s-conditional-commitment: Conditional loan commitment from the correspondent desk with PTD/PTF conditions list [pdf_text, pdf_scanned]
//   s-correspondent-purchase-advice: Investor purchase advice to a correspondent seller: UPB, price, SRP, accrued interest, wire [pdf_text]
//   s-wholesale-loan-setup-form: Wholesale loan setup / registration form the broker fills online and prints, checkbox heavy [pdf_text, pdf_scanned]
//   s-broker-submission-cover: Broker's one-page submission cover sheet with the deal story and a stacking checklist [pdf_text, image]
//   s-rtl-bridge-term-sheet: Correspondent lender's RTL (fix/flip, bridge) term sheet: holdback, draws, extension, exit [pdf_text, pdf_scanned]
//   s-blanket-collateral-schedule: Blanket / portfolio DSCR loan: cross-collateralized property schedule with allocated loan amounts and release prices [pdf_text]
//   s-broker-fee-agreement: Broker compensation / fee agreement signed by the borrower for a business-purpose loan [pdf_text, pdf_scanned]
//   s-funding-memo-scan: Funding desk's internal clear-to-close / funding memo, printed, initialled and scanned [pdf_scanned]
//   s-rtl-scope-of-work: Borrower's rehab scope of work and budget for an RTL loan, with the loan request header [pdf_text]
//   s-landlord-hazard-dec-page: Landlord (DP-3) hazard policy declarations page: named insured, mortgagee clause, loan #, coverages [pdf_text, pdf_scanned]
//   s-flood-determination-scan: Standard flood hazard determination form, faxed/scanned: lender, loan #, borrower, zone [pdf_scanned, image]
//   s-hoa-certification-photo: HOA / condo association estoppel and certification, phone photo the processor sends in [image]
//   s-title-commitment-schedule-a: ALTA title commitment Schedule A and B-I: proposed insured, policy amounts, vesting, requirements [pdf_text, pdf_scanned]
//   s-appraisal-summary-2pg: Residential appraisal summary (URAR-style excerpt): subject, contract, sales comparison, reconciliation [pdf_text, pdf_scanned]
//   s-appraisal-desk-review-notes: Desk's appraisal review notes: CDA variance, value used, LTV re-run, conditions for the AMC [pdf_text]
//   s-bp-settlement-statement: Title company's borrower settlement statement (ALTA-style) for a business-purpose loan [pdf_text]
//   s-colorado-style-purchase-contract: Residential contract to buy and sell (investor buyer), dates-and-deadlines table, financing terms [pdf_text, pdf_scanned]
//   s-contract-amendment-extension: Agent-drafted amendment/extension to a purchase contract moving the closing date, signed and scanned [pdf_scanned, image]
//   s-llc-operating-agreement-excerpt: Operating agreement of a Mountain West LLC (cover, Article I, member schedule, signature page) [pdf_text, pdf_scanned]
//   s-series-llc-certificate: Certificate of registered/protected series (Utah, Nevada, Montana, Wyoming): the series is the borrower [pdf_text, pdf_scanned]
//   s-sdira-checkbook-llc: Self-directed IRA (checkbook) LLC: custodian direction letter and LLC certificate, IRA owner is manager [pdf_text]
//   s-scorp-borrowing-resolution: Secretary's certificate and board resolution of an S-corporation authorizing a rental loan [pdf_text, pdf_scanned]
//   s-certification-of-trust: Certification of trust (trust as DSCR borrower): trust name, date, trustee powers to borrow [pdf_text, pdf_scanned]
//   s-irs-ein-assignment-letter: IRS EIN assignment notice (CP 575-style) for the borrowing LLC or corporation, scanned [pdf_scanned, image]
//   s-statement-of-authority-recorded: Colorado-style recorded Statement of Authority naming who may convey/encumber for the entity [pdf_scanned, image]
//   s-personal-guaranty-bp: Personal guaranty (full recourse or bad-boy carve-out) by the principal of an entity DSCR/RTL borrower [pdf_scanned]
//   s-processor-forwarded-thread: Correspondent processor forwards the borrower's e-mail plus her own notes to the desk's setup inbox [pdf_text]
//   s-slack-desk-thread: Slack #dscr-pipeline thread between the AE, the UW and the lock desk about one broker file [pdf_text, image]
//   s-teams-chat-export: Microsoft Teams chat export between a correspondent's funder and the desk's purchase reviewer [pdf_text]
//   s-voicemail-transcript: Phone system voicemail transcription e-mailed to the AE: a broker rattling off a deal [pdf_text]
//   s-whiteboard-photo: Phone photo of the desk whiteboard where the team structured one deal (marker handwriting) [image]
//   s-text-message-screenshot: Screenshot of an iMessage thread where the broker texts deal basics to the AE [image]
//   s-handwritten-intake-photo: Photo of a paper intake sheet filled by hand at a REIA meetup table (DSCR/STR lead) [image]
//   s-lo-hurried-notes: LO's notes typed during a call and printed to PDF from Notes app: shorthand, typos, decoy numbers [pdf_text]
//   s-dscr-sizer-xlsx: Desk DSCR sizer workbook: inputs tab (borrower, property, rents) and output tab (max loan, DSCR, rate) [xlsx]
//   s-correspondent-tape-csv: Correspondent seller's loan tape line (CSV export), investor column names, one loan offered [csv]
//   s-purchase-review-tape-xls: Desk purchase-review workbook (.xls): loan tab with seller vs investor data, pricing tab, exceptions tab [xls]
//   s-lock-confirmation-xls: Lock desk confirmation exported to .xls: lock terms, price build-up, expiration [xls]
//   s-rent-roll-xlsx: Property manager's rent roll (2-4 unit or small MF) with the broker's loan request block on top [xlsx]
//   s-broker-template-xls: Broker shop's own submission template in .xls: two label/value blocks side by side [xls, xlsx]
//   s-portfolio-refi-schedule-xlsx: Borrower's REO / portfolio schedule for a blanket cash-out refi: one row per door, totals, the ask [xlsx]
//   s-bank-statement-reserves-csv: Processor's bank-statement summary for reserves (CSV): accounts, balances, months of PITIA [csv]
//   s-fee-worksheet-xlsx: Closing cost / fee worksheet the correspondent sends for purchase review: points, lender and third-party fees [xlsx, csv]
//   s-str-monthly-projection-csv: Broker's STR revenue projection (CSV): 12 months ADR/occupancy/revenue plus the loan ask [csv]
//   s-los-field-export-csv: Broker LOS field export (CSV, field-code / value pairs) attached to a wholesale submission [csv, xlsx]
import type { Family } from '../../../types';
import { bpApplication, commitmentLetter, dscrTermSheet, dscrWorksheet, rateSheetQuote, rentSchedule1007, scenarioEmailDscr, strLoi, strProjection } from './dscr';
import { blanketSchedule, brokerCoverSheet, brokerFeeAgreement, coeMemo, loanSetupForm, purchaseAdvice, rtlTermSheet, scopeBudget } from './desk';
import { appraisalReview, appraisalSummary, closingExtension, floodCert, hazardDec, hoaCert, purchaseContract, settlementStatement, titleCommitment } from './third';
import { einLetter, guaranty, iraLlc, operatingAgreement, scorpResolution, seriesLlc, statementOfAuthority, trustCert } from './entity';
import { forwardedThread, handwrittenIntake, loNotes, slackThread, teamsChat, textScreenshot, voicemail, whiteboard } from './comms';
import { brokerTemplate, dscrSizer, feeWorksheet, lockConfirm, losExport, portfolioSheet, rentRoll, reservesCsv, strMonthlyCsv, tapeCsv, tapeXls } from './sheets';

export const families: Family[] = [
  dscrWorksheet, rateSheetQuote, strProjection, rentSchedule1007, dscrTermSheet, strLoi, bpApplication, scenarioEmailDscr, commitmentLetter,
  purchaseAdvice, loanSetupForm, brokerCoverSheet, rtlTermSheet, blanketSchedule, brokerFeeAgreement, coeMemo, scopeBudget,
  hazardDec, floodCert, hoaCert, titleCommitment, appraisalSummary, appraisalReview, settlementStatement, purchaseContract, closingExtension,
  operatingAgreement, seriesLlc, iraLlc, scorpResolution, trustCert, einLetter, statementOfAuthority, guaranty,
  forwardedThread, slackThread, teamsChat, voicemail, whiteboard, textScreenshot, handwrittenIntake, loNotes,
  dscrSizer, tapeCsv, tapeXls, lockConfirm, rentRoll, brokerTemplate, portfolioSheet, reservesCsv, feeWorksheet, strMonthlyCsv, losExport,
];
