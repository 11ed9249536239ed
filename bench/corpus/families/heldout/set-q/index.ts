// set-q — held-out set: the unseen set of stop 37, held-out since stop 38 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-q --set heldout --subset set-q --per-family 5
// Persona: a writer who worked at a West Coast (CA, OR, WA, AZ) construction and ground-up lender and, before that,
// on a community bank's commercial real-estate desk: construction term sheets with budgets, holdbacks and interest
// reserves, draw requests and inspections, builder resumes and contracts, credit memos, bank commitment letters,
// lot loans and entitlements, ALTA/HUD settlement statements, entity and trust paper, guaranties, e-mails, texts,
// whiteboards and napkins, and the desk's spreadsheets.
// Written 2026-11-28, 23:39–00:10 UTC.
// Read (and nothing else): /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5 and 9;
// /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts,
// generate.ts, check.ts and bench/corpus/families/unseen/index.ts.
// Families (id: what it is [formats]):
//   q-ground-up-term-sheet: Construction lender term sheet for a ground-up build: two-column terms, budget, holdback and interest reserve [pdf_text, pdf_scanned]
//   q-indicative-terms-letter: Private construction lender prose letter of indicative terms to a builder, numbered paragraphs [pdf_text]
//   q-bank-commitment-letter: Community bank commercial real-estate commitment letter with covenants, guaranty and acceptance block [pdf_text, pdf_scanned]
//   q-loan-committee-credit-memo: Loan committee credit memo: request summary, sources and uses, guarantor profile, strengths and risks [pdf_text]
//   q-lot-loan-term-sheet: Land / lot loan term sheet for an entitled or raw parcel, boxed layout with APN and zoning [pdf_text, pdf_scanned]
//   q-lender-escrow-instructions: Lender's closing instructions to the escrow officer: vesting, loan terms, fees to collect, funding date [pdf_text]
//   q-maturity-extension-letter: Lender letter approving a construction loan maturity extension, fee and new maturity [pdf_text, pdf_scanned]
//   q-prior-to-funding-conditions: Conditional approval with the prior-to-docs / prior-to-funding conditions checklist [pdf_text]
//   q-appraisal-engagement-letter: Lender's appraisal engagement letter to the appraiser: as-is and as-complete values requested, borrower contact for access [pdf_text]
//   q-draw-request: Borrower/GC construction draw request (G702-style) with line-item schedule of values and certification [pdf_text, pdf_scanned]
//   q-site-inspection-report: Third-party construction inspector's progress report for the lender's draw, with photos placeholders [pdf_text, image]
//   q-change-order-request: Change order request from the GC routed through the borrower to the lender for budget reallocation [pdf_text, pdf_scanned]
//   q-builder-resume: Builder's resume / track record submitted with a construction loan request, subject project on top [pdf_text]
//   q-owner-contractor-agreement: Stipulated-sum owner–contractor agreement for the build (owner = borrower), contract sum as a decoy [pdf_text]
//   q-entitlement-summary: Broker's entitlement status summary for a lot loan: zoning, approvals, permits, utilities, loan ask [pdf_text, pdf_scanned]
//   q-appraisal-value-summary: Appraisal summary page for a proposed construction: as-is land value, prospective as-complete value, comps [pdf_text, pdf_scanned]
//   q-investor-property-application: Community bank's investment-property loan application: checkbox rows, borrower and co-borrower sections [pdf_text, pdf_scanned]
//   q-personal-financial-statement: Bank personal financial statement of the guarantor with real estate owned schedule (subject listed) [pdf_text, pdf_scanned]
//   q-builders-risk-binder: Agent's builder's risk insurance binder naming the borrower and the construction lender as mortgagee [pdf_scanned, image]
//   q-alta-settlement-statement: Title company's ALTA combined settlement statement, borrower column, lender charges itemised [pdf_text]
//   q-hud1-style-statement: Small escrow office settlement statement on the old HUD-1 line numbering, scanned from the closing file [pdf_scanned]
//   q-preliminary-title-report: California-style preliminary report: vesting, proposed loan, exceptions; title officer as decoy [pdf_text, pdf_scanned]
//   q-personal-guaranty: Continuing personal guaranty of payment and completion by the principal of the borrowing entity [pdf_text, pdf_scanned]
//   q-llc-borrowing-resolution: Unanimous written consent of an LLC's members authorising the construction loan and the signer [pdf_text, pdf_scanned]
//   q-certification-of-trust: California Probate Code §18100.5 certification of trust signed by the trustee for a trust-held property [pdf_text, image]
//   q-sos-statement-of-information: Secretary of State Statement of Information (LLC) as filed: entity, managers, agent for service [pdf_scanned, image]
//   q-irs-ein-notice: IRS CP 575 style EIN assignment notice for the borrowing LLC, photographed for the loan file [image, pdf_scanned]
//   q-broker-email-forward: Broker forwards a builder scenario to the construction lender: forward chain, bullets, signature decoys [pdf_text]
//   q-builder-quick-email: Builder dashes off a short e-mail from his phone to the loan officer, typos and a phone signature [pdf_text, image]
//   q-text-thread-screenshot: Phone screenshot of a text thread between a builder and the loan officer about a new deal [image]
//   q-whiteboard-deal-photo: Photo of the conference-room whiteboard after a deal huddle: marker math, LTC, arrows [image]
//   q-napkin-sketch: Napkin sketch of a lot deal from a lunch with the builder: price, value, ask, rate, exit [image]
//   q-draw-approval-email: Lender's draw desk e-mail to the borrower confirming a draw release and the remaining holdback [pdf_text]
//   q-lo-call-intake-notes: Loan officer's pre-printed call intake sheet filled in by hand, scanned into the CRM [pdf_scanned]
//   q-broker-request-summary: Broker's one-page loan request summary on letterhead: deal box, sponsor, budget, ask [pdf_text, pdf_scanned]
//   q-committee-approval-slip: Loan committee approval slip with voting officers' initials, scanned for the credit file [pdf_scanned]
//   q-pricing-engine-quote: Printout of the lender portal's quick quote for a broker: scenario inputs and the priced result [pdf_text]
//   q-construction-budget-with-request: Builder's construction budget workbook with the loan request block on top and cost codes below [xlsx, xls]
//   q-sources-and-uses: Sources and uses of funds for a ground-up project, side by side, with a deal header [xlsx, csv]
//   q-draw-schedule: Lender's projected draw schedule with monthly advances, cumulative balance and interest [xls, xlsx]
//   q-bank-pipeline-export: One-loan export from a community bank's commercial pipeline report (system column names) [csv, xlsx]
//   q-core-loan-boarding: Core banking system loan boarding / setup sheet: coded label-value pairs, borrower and collateral [xls]
//   q-broker-two-column-template: Broker's submission template with two label/value pairs per row and section bands [xlsx]
//   q-lot-loan-analysis: Lot loan analysis: the parcel, price and value, land comps, loan sizing on price and value [xlsx, csv]
//   q-interest-reserve-calc: Interest reserve sizing worksheet on the projected draw curve, with loan inputs on top [xls, xlsx]
//   q-rent-roll-refi-request: Investor refinance request: loan request block above the rent roll of a small multifamily or 2-4 unit [xlsx, xls]
//   q-closing-fee-worksheet: Closer's lender fee worksheet: points and flat fees, per-diem, with loan and closing date [csv, xls]
// Generate and check:
//   nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-q --set unseen --subset set-q --per-family 5
//   nice -n 15 npx tsx bench/corpus/check.ts /work/corpora/set-q
import type { Family } from '../../../types';
import { closingFamilies } from './closing';
import { lenderFamilies } from './lender';
import { messageFamilies } from './messages';
import { projectFamilies } from './project';
import { sheetFamilies } from './sheets';

export const families: Family[] = [...lenderFamilies, ...projectFamilies, ...closingFamilies, ...messageFamilies, ...sheetFamilies];
