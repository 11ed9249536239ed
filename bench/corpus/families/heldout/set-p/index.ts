// set-p — an unseen evaluation set of document families.
// The unseen set of stop 36; held-out since stop 37, when it was analysed by halves. Generate with
//   npx tsx bench/corpus/generate.ts --out .tmp/corpus-p --set heldout --subset set-p --per-family 5
// Written by helper set-p on 2026-11-28, about 18:35–19:40 UTC (the machine's clock ran about 1h27m ahead).
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5 and 9 (sections 3 and 9 in full, 2 and 5
// only by their headings); /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts, style.ts,
// truth.ts, facts.ts, generate.ts, check.ts and bench/corpus/families/unseen/index.ts. Nothing else.
// Character: a fix-and-flip / DSCR rental lender in the Midwest and West and a mortgage broker shop — investors and
// first-time flippers writing their own e-mails and texts, hand-filled forms, portal printouts, CRM exports.
//
// Families:
// p-lender-dscr-term-sheet-grid: DSCR rental term sheet grid with rents, DSCR, reserves.
// p-lender-flip-term-sheet-bullets: fix & flip term sheet as bullets, rehab holdback, ARV, draw fee.
// p-lender-email-quote: loan officer's short quote e-mail back to the broker.
// p-lender-commitment-letter: conditional commitment with fee table and numbered conditions.
// p-lender-loi-soft: prose letter of intent on letterhead, broker cc'd.
// p-lender-loi-signed-scan: short LOI table signed by the borrower and scanned back.
// p-lender-term-sheet-photo: half-page quick quote photographed.
// p-lender-loi-construction: construction LOI with draw schedule.
// p-broker-portal-prequal-letter: pre-qualification letter printed from a lender portal.
// p-broker-email-outlook-thread: broker submission from Outlook with pasted table and quoted reply.
// p-broker-email-casual: lower-case broker e-mail with typos and $k shorthand.
// p-broker-email-scenario-bullets: scenario blast to lenders, dashed bullets, no address.
// p-broker-email-forwarding-borrower-text: broker forwards the borrower's pasted texts.
// p-borrower-email-first-flip: first-time flipper's long e-mail to the lender.
// p-borrower-text-screenshot: iMessage screenshot between investor and loan officer.
// p-broker-cover-sheet-boxes: broker cover sheet with boxed fields and check boxes.
// p-broker-deal-summary-rehab: broker deal summary with rehab budget and sources & uses.
// p-borrower-application-sectioned: sectioned investor loan application with REO and declarations.
// p-borrower-handfilled-form-photo: walk-in loan request form filled by hand, photographed.
// p-borrower-handfilled-form-scan: the same paper form faxed with a cover page.
// p-borrower-online-application-printout: portal application review page printed from the browser.
// p-borrower-dscr-application-rentroll: rental application with rent roll.
// p-psa-residential-contract: residential purchase contract, numbered paragraphs.
// p-psa-wholesale-assignment: wholesaler's assignment of contract to the borrower.
// p-psa-amendment-price-date: amendment changing price and closing date.
// p-escrow-instructions-title-co: title company's supplemental escrow instructions.
// p-psa-counteroffer-scan: seller's counter-offer, scanned.
// p-appraisal-form-grid: form-style appraisal with comparison grid and reconciliation.
// p-appraisal-bpo-agent: broker price opinion with sold and active comps, as-is and repaired values.
// p-appraisal-desktop-summary-photo: AMC desktop valuation summary, photographed.
// p-appraisal-narrative-transmittal: commercial narrative appraisal's letter of transmittal.
// p-appraisal-value-page-scan: summary-of-salient-facts page scanned from a bound report.
// p-entity-operating-agreement: LLC operating agreement excerpt with member schedule.
// p-entity-good-standing-photo: certificate of good standing, photographed.
// p-entity-ein-assignment-letter: IRS EIN assignment notice, scanned.
// p-entity-borrowing-resolution: members' unanimous consent to borrow.
// p-entity-certification-of-trust: certification of trust signed by the trustee.
// p-entity-articles-filed-scan: filed articles of organization with stamp, scanned.
// p-entity-corporate-incumbency: secretary's certificate of incumbency with officers table.
// p-lender-pricing-quote-sheet: pricing engine export with rate/points ladder (xlsx, xls).
// p-broker-crm-export-row: one-row broker CRM export (csv, xlsx).
// p-broker-submission-label-value: broker label/value submission sheet (xlsx, xls).
// p-broker-deal-workbook-tabs: deal tab + rehab budget tab workbook (xlsx, xls).
// p-borrower-portal-application-export: snake_case field/value application export (csv, xls).
// p-appraisal-comp-grid-sheet: appraiser's comp grid workbook (xlsx, csv).
// p-lender-dscr-sizer-sheet: DSCR sizing sheet (xlsx, csv).
// p-lender-los-loan-summary-export: LOS loan summary, wide header row (csv, xls).
import type { Family } from '../../../types';
import { appraisalFamilies } from './appraisal';
import { entityFamilies } from './entity';
import { formFamilies } from './forms';
import { legalFamilies } from './legal';
import { lenderFamilies } from './lender';
import { mailFamilies } from './mail';
import { sheetFamilies } from './sheets';

export const families: Family[] = [
  ...lenderFamilies, ...mailFamilies, ...formFamilies, ...legalFamilies, ...appraisalFamilies, ...entityFamilies, ...sheetFamilies,
];
