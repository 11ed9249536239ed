// set-o — an unseen evaluation set of 50 document families for Lender OS document AI.
// The unseen set of stop 36; held-out since stop 37, when it was analysed by halves. Generate with
//   npx tsx bench/corpus/generate.ts --out .tmp/corpus-o --set heldout --subset set-o --per-family 5
// Written by helper set-o on 2026-11-28, between about 18:35 and 19:40 UTC by the brief's clock (the machine clock
// read 19:57–21:00 UTC over the same span). Persona: a hand who has worked at a commercial bridge lender and at a
// title and escrow company in the Southeast and Texas — commercial and mixed-use deals, multi-page lender papers
// with schedules and exhibits, closing and escrow paperwork, entity-heavy borrowers (LPs, corporations, trusts) and
// brokers who send spreadsheets and long forwarded e-mails.
// What was read, and nothing else: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5 and 9;
// /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts,
// generate.ts, check.ts and bench/corpus/families/unseen/index.ts. No extractor, src/, scripts/, other family folder
// or other corpus was read.
// Files: fmt.ts (own formatting helpers and the `tr` truth wrapper), lender.ts, loi.ts, apps.ts, emails.ts,
// sheets.ts, psa.ts, appraisal.ts, entity.ts (entity papers and the broker cover sheet).
// Families (id: what it is [formats]):
//   so-bridge-term-sheet-schedules: Commercial bridge lender: three-page term sheet with Schedule A (fees) and Exhibit B (closing conditions) [pdf_text, pdf_scanned]
//   so-texas-indicative-terms: Houston private lender: one-page "Indicative Terms" memo, two columns, Guarantor with credit score and contact [pdf_text, pdf_scanned, image]
//   so-faxed-term-sheet: Old-school lender: term sheet sent by fax, monospace, fax banner, countersigned and scanned back [pdf_scanned]
//   so-loan-officer-quote-email: Lender loan officer e-mail quote to the broker ("here is where we can be"), with his own signature block [pdf_text, image]
//   so-loan-quote-grid: Lender rate quote printed as a two-option grid (Option A chosen), fees and cash-to-close estimate [pdf_text]
//   so-commitment-letter: Lender conditional commitment letter: letter pages, loan terms in numbered sections, Schedule 1 closing items, entity signature block [pdf_text, pdf_scanned]
//   so-signed-term-sheet-photo: Borrower snaps a phone photo of the signed signature page of a term sheet (key terms recap on the page) [image]
//   so-mixed-use-term-sheet-redline: Lender term sheet with a "Revised" banner, original vs revised columns; only the revised terms are the deal [pdf_text]
//   so-loi-numbered-paragraphs: Lender LOI on letterhead addressed to an entity borrower, numbered paragraphs, signature blocks for both sides [pdf_text, pdf_scanned]
//   so-loi-sources-uses: Bridge lender LOI with a Sources & Uses table (purchase price, closing costs, equity) and a short terms box [pdf_text]
//   so-loi-countersigned-scan: Short LOI, countersigned in ink by the guarantor and scanned back by the broker [pdf_scanned]
//   so-loi-email-body: Lender sends the LOI in the body of an e-mail (no attachment), forwarded by the broker to the borrower [pdf_text]
//   so-loi-photo: Photo of a one-page LOI on a desk, Georgia lender, key terms in a bordered box [image]
//   so-commercial-loan-application: Lender's commercial loan application, two pages: borrowing entity, guarantor, property, request, declarations [pdf_text, pdf_scanned]
//   so-handfilled-application-photo: Borrower hand-fills the lender's one-page short application and sends a phone photo [image]
//   so-guarantor-information-sheet: Guarantor information and authorization sheet (SSN masked), signed and scanned by the title company [pdf_text, pdf_scanned]
//   so-residential-investor-application: Investor application in a 1003-like layout: borrower and co-borrower columns, DOBs, property and loan sections [pdf_text]
//   so-portal-application-printout: Borrower portal application printed from the browser: header with URL, timestamp footer, section cards [pdf_text, pdf_scanned]
//   so-borrower-text-thread: Screenshot of a text thread: borrower texts the lender's originator the deal basics [image]
//   so-broker-forwarded-chain: Broker forwards a long chain to the lender: borrower's original ask, listing agent's note, broker's cover lines on top [pdf_text]
//   so-broker-deal-summary-email: Commercial mortgage broker e-mail with a bolded deal summary and bullet highlights, signature with broker's phone [pdf_text, image]
//   so-broker-terse-scenario: Broker's terse "loan scenario" e-mail, shorthand lines, no borrower name [pdf_text]
//   so-outlook-printout-scan: Broker e-mail printed from Outlook (grey header band, attachment list) and scanned into the lender's file [pdf_text, pdf_scanned]
//   so-borrower-direct-email: Entity principal e-mails the lender directly with his deal, signature block with company and cell [pdf_text]
//   so-broker-email-inline-table: Broker pastes an Excel summary table into the e-mail body (gridlines kept), sponsor and fees included [pdf_text, pdf_scanned]
//   so-broker-deal-sheet-sections: Broker deal sheet (.xlsx): label/value rows under section headers — Sponsor, Entity, Property, Request, Broker [xlsx]
//   so-broker-one-row-xls: Broker's old .xls tracker: one header row and one deal row, rate as a percent cell [xls]
//   so-crm-export-csv: Broker CRM export (.csv): one row of snake_case columns including the broker's own contact columns [csv]
//   so-rent-roll-workbook: Broker workbook for an income property: Summary sheet plus a Rent Roll sheet of tenants and rents [xlsx, xls]
//   so-sources-uses-xls: Broker sources & uses sheet (.xls): deal header block, sources and uses columns, lender fee lines [xls, xlsx]
//   so-lender-pricing-model: Lender's pricing workbook sent as the quote: Terms sheet (label/value) and a Fees sheet with dollar math [xlsx, xls]
//   so-borrower-intake-template: Lender's Excel intake template filled by the borrower: question column, answer column, some blanks [xlsx, xls]
//   so-portal-application-csv: Lender's online application exported as .csv: Field,Value pairs, ISO dates, raw phone digits [csv]
//   so-appraisal-comp-grid: Appraiser's comparable-sales grid workbook: subject column, three comps, adjustments and reconciled as-is value [xlsx]
//   so-commercial-purchase-contract: Commercial purchase and sale agreement, three pages: parties, price and earnest money, title and survey, closing, signatures, Exhibit A legal description [pdf_text, pdf_scanned]
//   so-contract-amendment-extension: First Amendment to a purchase contract extending the closing date and reducing the price after inspection [pdf_text]
//   so-assignment-of-contract: Assignment and Assumption of Purchase Contract: a wholesaler assigns to the borrower, assignment fee shown; scanned [pdf_scanned]
//   so-escrow-instructions: Title company escrow instructions / closing memo: parties, lender, loan amount, closing date, estimated title charges [pdf_text, pdf_scanned]
//   so-resale-contract-texas-style: Residential resale contract in a promulgated-form style: numbered blanks filled by the agent, buyer individual, scanned [pdf_scanned, pdf_text]
//   so-narrative-appraisal-excerpt: Commercial narrative appraisal excerpt: letter of transmittal, summary of salient facts, sales comparison table, certification [pdf_text, pdf_scanned]
//   so-bpo-form: Broker price opinion form: subject section, three sold comps, as-is and repaired values, agent signature [pdf_text, image]
//   so-desk-review-scan: Appraisal desk review (reviewer concurs with the original value) printed and scanned by the lender [pdf_text, pdf_scanned]
//   so-residential-appraisal-summary-photo: Phone photo of the first page of a residential appraisal: subject box with borrower and owner of record, reconciled value [pdf_text, image]
//   so-lp-certificate-schedule: Certificate of Limited Partnership with the partnership agreement's Schedule A of partners and percentage interests [pdf_text]
//   so-corporate-borrowing-resolution: Secretary's certificate with board resolutions authorizing the loan (amount, lender, property), signed by the corporate secretary; scanned [pdf_scanned]
//   so-certification-of-trust: Certification of Trust (trust code style) by the trustee: trust name and date, trustee powers, TIN if any [pdf_text, image]
//   so-irs-ein-letter: IRS EIN assignment notice (CP 575 style) addressed to the entity care of its member; photographed or scanned [image, pdf_scanned]
//   so-llc-operating-agreement-excerpt: LLC operating agreement excerpt: cover, management article naming the manager, signature page and Exhibit A members [pdf_text, pdf_scanned]
//   so-sos-entity-search: Secretary of State business-entity search printout: filing number, status, registered agent, officers / governing persons [pdf_text]
//   so-broker-cover-sheet: Commercial broker's one-page loan submission cover sheet (boxes and checkmarks) clipped to the package [pdf_text, image]
import type { Family } from '../../../types';
import { appFamilies } from './apps';
import { appraisalFamilies } from './appraisal';
import { emailFamilies } from './emails';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lender';
import { loiFamilies } from './loi';
import { psaFamilies } from './psa';
import { sheetFamilies } from './sheets';

export const families: Family[] = [
  ...lenderFamilies, ...loiFamilies, ...appFamilies, ...emailFamilies, ...sheetFamilies, ...psaFamilies, ...appraisalFamilies, ...entityFamilies,
];
