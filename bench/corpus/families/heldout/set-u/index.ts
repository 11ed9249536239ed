// set-u — held-out set: the unseen set of stop 39, held-out since stop 40 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-u --set heldout --subset set-u --per-family 5
// Persona: ten years at a South Florida private lender / hard-money shop (Miami-Dade, Broward, Palm Beach, Orlando,
//   Tampa, San Juan PR) lending to foreign nationals (Brazil, Latin America), 1031 exchangers and local investors on
//   condos, condo-hotel units, duplexes, small strip retail and vacation rentals; before that a closing agent at a
//   Florida title agency. Documents are moved into those markets (kit.ts localize) and often re-peopled with
//   Brazilian / Latin American principals; Latin-format dates (DD/MM/YYYY), R$ and comma-decimal figures appear only
//   on facts that are not the deal's (document dates, passports, net worth, FX rates, competing quotes).
// Written: 2026-11-29 05:42 UTC – 2026-11-29 06:14 UTC
// Read: /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts,
//   render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts; bench/corpus/families/unseen/index.ts.
// Families (id: what it is [formats]):
// u-term-sheet-bilingual-en-es: Miami private lender term sheet, two-column grid with Spanish/English labels for Latin American investors [pdf_text]
// u-loi-carta-intencao-pt: Carta de Intenção in Portuguese for a Brazilian investor: DD/MM dates for the letter, R$ net-worth decoys, US figures for the loan [pdf_text]
// u-conditional-approval-1031: Lender conditional approval letter to a 1031 exchanger, QI and relinquished-property figures as decoys [pdf_text]
// u-hoja-terminos-pr: San Juan, Puerto Rico lender term sheet written entirely in Spanish (US number format), numbered clauses [pdf_text]
// u-broker-scenario-email-fn: Broker loan-scenario e-mail for a foreign-national condo / investor deal, bullet list, competing-quote decoy, quoted lender reply [pdf_text]
// u-broker-email-pt-en: Brazilian broker in Miami writing to the lender in Portuguese with an English recap, income in R$ with comma decimals [pdf_text]
// u-insurance-binder-email: Insurance agent e-mail sending HO-6 / windstorm binders with the mortgagee clause, loan number and effective (closing) date; premiums and wind deductible % as decoys [pdf_text]
// u-closing-agent-email: Title/closing agent e-mail to the lender confirming figures for the settlement statement: lender fees, Florida doc stamps and intangible tax, HOA estoppel as decoys [pdf_text]
// u-title-order-email: Lender processor opening a title order with the closing agent: a short label: value block, seller and listing agent as decoys [pdf_text]
// u-borrower-inquiry-email-es: Borrower writing to the lender in Spanish asking for a loan; existing mortgage payoff and the association dues as decoys; signature with phone [pdf_text]
// u-broker-cover-letter-1031: Broker submission cover letter on letterhead for a 1031 exchanger, QI letter summarised, REO of relinquished property as decoy [pdf_text]
// u-loi-duplex-short: One-page LOI to a local investor on a duplex/triplex: short paragraphs, rents of the units as decoys [pdf_text]
// u-fee-worksheet-business-purpose: Lender fee worksheet / estimated borrower costs for a business-purpose loan: a table of charges with third-party fees as decoys [pdf_text]
// u-corp-resolution-fl: Florida corporation board resolution authorising the borrowing, secretary certificate; other directors and the corporate secretary as decoys [pdf_text]
// u-partnership-consent: Written consent of the partners of a Florida limited partnership authorising the general partner to borrow; limited partners listed as decoys [pdf_text]
// u-sunbiz-entity-detail: Printout of a Florida Division of Corporations "Detail by Entity Name" page: filing info, registered agent and other officers as decoys [pdf_text]
// u-operating-resolution-translated: LLC member resolution written in Spanish or Portuguese with a certified English translation and translator's certificate (translator and notary as decoys) [pdf_text]
// u-fn-credit-memo: Internal credit memo for a foreign-national loan: sections for borrower (passport/ITIN, foreign bank reference in local currency), collateral, structure, fees, conditions [pdf_text]
// u-collateral-review-windmit: Underwriter collateral review summarising the 4-point and wind-mitigation inspections under a deal header; inspector and roof ages as decoys [pdf_text]
// u-appraisal-condo-hotel: Appraisal summary for a condo-hotel unit: project data, rental-program split, three comparable unit sales; the appraiser, the rental company and comparable prices are decoys [pdf_text]
// u-mixed-use-term-sheet-grid: Commercial term sheet for small strip retail / mixed-use, boxed grid of four columns, tenants' rents and cap rate as decoys [pdf_text]
// u-broker-submission-form: Broker's one-page PDF submission form with checkboxes (citizenship, loan type, purpose), borrower and property boxes [pdf_text]
// u-fix-flip-loi-miami: Rehab LOI for a Miami-Dade / Broward fix & flip: rehab budget and draw schedule, ARV and permit notes as decoys [pdf_text]
// u-loan-app-short-llc: Lender's two-page short-form business-purpose loan application for an entity borrower, with guarantor section and a schedule of other properties owned [pdf_text]
// u-far-bar-as-is-contract: FAR/BAR "AS IS" Residential Contract for Sale and Purchase excerpt (parties, price, deposits, financing, closing) with addenda checklist; seller, agents, escrow agent as decoys [pdf_text, pdf_scanned]
// u-condo-questionnaire: Condominium questionnaire completed by the association's management company for the lender: project facts, delinquencies, litigation, rental rules; the unit owner/buyer and loan number in the header [pdf_text, pdf_scanned]
// u-appraisal-str-rent-survey: Appraisal excerpt for an Orlando-area vacation rental: subject, sales grid and a short-term rental survey (ADR, occupancy) from nearby resort homes [pdf_text, pdf_scanned]
// u-settlement-statement-est: Title agent's estimated borrower settlement statement (ALTA-style columns): lender charges with payees, Florida doc stamps/intangible tax, HOA estoppel and title premiums as decoys [pdf_text, pdf_scanned]
// u-loan-app-foreign-national: Foreign-national loan application: passport/visa/ITIN boxes, foreign address and employer, foreign bank, co-applicant spouse; two pages [pdf_text, pdf_scanned]
// u-trust-certification: Florida certification of trust (s. 736.1017) for a trust borrower: trust name and date, trustee powers, successor trustee and notary as decoys [pdf_text, pdf_scanned]
// u-commitment-strip-retail: Commitment letter for a strip-retail / commercial loan: numbered terms over two pages, reserves, DSCR covenant, tenant estoppels; rent roll totals as decoys [pdf_text, pdf_scanned]
// u-intake-notes-photo: Loan officer's handwritten intake notes on a ruled legal pad, photographed: abbreviations, arrows, crossed-out first numbers, a seller's phone scribbled on the side [image]
// u-whatsapp-chat-es: Phone screenshot of a WhatsApp chat in Spanish between a Venezuelan/Colombian broker and the loan officer, deal facts scattered over several bubbles [image]
// u-whatsapp-voice-transcript-pt: WhatsApp voice notes from a Brazilian borrower, transcribed in Portuguese by the loan officer's phone, with the LO's typed recap; R$ figures and comma decimals as decoys [pdf_text, image]
// u-faxed-scenario-sheet: Old-school broker fax: cover header strip and a monospaced scenario table with the broker's fax number and page stamp [pdf_text, image]
// u-signed-loi-photo: One-page LOI, signed in ink by the borrower and photographed on a desk before being sent back by WhatsApp [image]
// u-broker-pipeline-sheet: Broker's pipeline workbook: one row per deal (funded, dead, in underwriting), the new submission flagged in the status column; the other rows are other borrowers [xlsx, xls]
// u-broker-tape-csv: One-line loan tape exported as CSV from a broker's LOS: wide header with split address columns, FN flag, fees in points [csv]
// u-lo-intake-sheet-bilingual: Loan officer's intake sheet (label | value) with Spanish/English labels, section rows, the referring realtor and the HOA as decoys [xls, xlsx]
// u-fn-deal-summary-reo: Two-tab workbook for a foreign-national investor: "Deal" (label/value) and "REO" schedule of other Florida units owned with values, balances and rents (decoys) [xlsx]
// u-str-proforma: Vacation-rental pro forma from the borrower's management company: deal header rows, then twelve months of ADR, occupancy and net income (decoys) [xlsx, csv]
// u-closing-cost-sheet: Closing-cost estimate export (Section | Description | Payee | Amount) from a title agency's software with the deal header on top; third-party fees as decoys [csv, xls]
// u-loan-sizing-calc: Lender's loan sizing calculator: inputs (value, price, max LTV/LTC), outputs (max loan, requested loan, monthly IO payment, point dollars) in a two-block layout [xlsx, xls]
// u-1031-exchange-tracker: 1031 exchange tracker CSV kept by the broker: relinquished vs replacement columns, 45/180-day deadlines, QI and exchange balance as decoys [csv]
// u-rent-roll-retail: Rent roll of a small strip center with the loan request in the header rows; tenants, suites, lease dates and rents are decoys [xls]
// u-scenario-compare-grid: Broker's scenario comparison: options A/B/C side by side with different rates, terms and points; the borrower picked one ("SELECTED"), the others are decoys [xlsx, csv]
import type { Family } from '../../../types';
import { letterFamilies } from './letters';
import { emailFamilies } from './emails';
import { formFamilies } from './forms';
import { scanFamilies } from './scans';
import { photoFamilies } from './photos';
import { sheetFamilies } from './sheets';

export const families: Family[] = [...letterFamilies, ...emailFamilies, ...formFamilies, ...scanFamilies, ...photoFamilies, ...sheetFamilies];
