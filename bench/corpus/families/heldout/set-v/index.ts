// set-v — held-out set: the unseen set of stop 39, held-out since stop 40 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-v --set heldout --subset set-v --per-family 5
// Persona: a California DRE-licensed mortgage broker arranging private-money trust-deed loans funded by individual and
// fractionalized investors (1st and 2nd liens, seller carrybacks, cash-out on investment property, business-purpose
// loans to LLCs and revocable trusts), formerly on a note-buying desk (performing and non-performing notes).
// Written: 2026-11-29 05:40 UTC (start) – 06:06 UTC (finish), from `date`.
// Read: /work/shared/SPEC.md §2, 3, 5, 9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts,
// style.ts, truth.ts, facts.ts, generate.ts, check.ts; bench/corpus/families/unseen/index.ts.
// Families (decoys throughout: senior lienholders and balances, fractional investors and percentages, servicers,
// escrow officers, trustees, title reps, notaries, prior loans on tapes, comps):
// v-mlds-re885-form: CA broker Mortgage Loan Disclosure Statement (RE 885 style): deductions, liens before/after, signed by borrower [pdf_text, pdf_scanned]
// v-re851a-lender-purchaser: Lender/Purchaser Disclosure Statement (RE 851A style) to one fractional investor, with senior-lien LTV table [pdf_text]
// v-note-secured-by-dot: Straight/installment note secured by deed of trust, CA form language, multiple beneficiaries with undivided interests [pdf_text, pdf_scanned]
// v-deed-of-trust-recording-excerpt: Short-form deed of trust and assignment of rents, first page with recording box, trustor/trustee/beneficiaries [pdf_text]
// v-business-purpose-cert: Borrower certification of business purpose and non-owner occupancy, recites loan terms, signed for the entity [pdf_text, pdf_scanned]
// v-est-settlement-statement: Broker's estimated closing statement for the borrower: fees, senior payoff, interest reserve, cash to borrower [pdf_text]
// v-certification-of-trust: Certification of Trust (Probate Code §18100.5) signed by the trustee for a trust-deed loan; individuals recite as borrower statement [pdf_text, pdf_scanned]
// v-llc-unanimous-consent: Unanimous written consent of LLC members/managers authorizing the trust-deed borrowing; non-entity deals show the individual guarantor consent [pdf_text]
// v-investor-td-offering-email: Broker blast e-mail to trust-deed investor list: "New TD offering: 1st position, 60% LTV", anonymized borrower, second offering below [pdf_text]
// v-broker-escrow-instructions: Broker's loan escrow instructions to the escrow officer: lenders' funding, senior payoff, fees to be paid, closing deadline [pdf_text]
// v-prelim-title-report: Preliminary title report excerpt: proposed insured and amount, vesting, Schedule B exceptions listing existing deeds of trust [pdf_text]
// v-senior-beneficiary-statement: Senior lender's beneficiary statement (Civil Code 2943) on the existing 1st, with broker's cover notes about the new 2nd/refi [pdf_text, pdf_scanned]
// v-servicing-boarding-form: Loan servicer's new-loan boarding form from the broker: borrower contact, terms, investor splits, servicing fee [pdf_text]
// v-zoom-call-intake-memo: Internal memo typed after a Zoom call with a prospective borrower: bullets, what they want, credit, value, exit [pdf_text]
// v-bpo-summary: Broker price opinion summary by a local agent: as-is and repaired values, three sold comps, owner of record [pdf_text]
// v-title-rep-property-profile: Title rep's property profile: owner, mailing address, APN, last sale, assessed values, open loans of record [pdf_text]
// v-conditional-approval-letter: Broker conditional loan approval to the borrower on behalf of private lenders, with conditions list and fees [pdf_text]
// v-investor-participation-confirm: Broker's e-mail to one investor confirming their fractional participation and wiring instructions, loan recap [pdf_text]
// v-broker-to-fund-submission-email: Broker e-mail submitting a deal to a private mortgage fund: narrative paragraphs, numbers inline, prior deal mentioned [pdf_text]
// v-note-purchase-bid-letter: Note-buying desk's letter of intent to purchase an existing note: obligor, note terms, UPB, BPO value, bid at a discount [pdf_text]
// v-investor-credit-memo: Two-page credit memo for fractional investors: summary box, borrower, collateral, liens, risks [pdf_text]
// v-funding-wire-memo: Broker's funding memo to escrow: investors' wires received, loan amount, disbursement, recording confirmation request [pdf_text]
// v-appraisal-desk-review: Desk review letter of an appraisal for the broker: original appraiser, reviewed value, reconciled value, comments [pdf_text]
// v-private-payoff-demand: Payoff demand from a private servicer on the existing note being refinanced, sent to escrow; new loan in escrow ref [pdf_text]
// v-funded-notice-to-investors: Post-closing "funded!" e-mail to the fractional investors with recorded details and first payment date [pdf_text]
// v-broker-quote-email-to-borrower: Short broker e-mail quoting terms to the borrower, replying over the borrower's own request quoted below [pdf_text]
// v-private-money-short-app: One-page private-money loan application, two-column boxed form filled in by the broker, borrower and co-borrower [pdf_text, pdf_scanned]
// v-broker-fee-agreement: Borrower-signed broker fee / loan brokerage agreement: commission points, processing fee, costs, non-circumvention [pdf_text, pdf_scanned]
// v-borrower-letter-of-explanation: Borrower's own typed letter to the broker explaining the request, credit event and exit; signature with contact line [pdf_text, pdf_scanned]
// v-schedule-of-real-estate-owned: Borrower's schedule of real estate owned: table of properties, values, lenders and balances; subject property flagged [pdf_text, pdf_scanned]
// v-handwritten-intake-pad: Photo of a yellow legal pad: broker scribbles during a phone intake — name, cell, property, value, ask, FICO, exit [image]
// v-borrower-text-thread: Phone screenshot of a text thread between broker and borrower: borrower texts address, value, amount, e-mail [image]
// v-index-card-deal-summary: Photo of a 5x8 index card the broker keeps per deal: terms in shorthand, lender slots penciled in [image]
// v-title-fax-cover-vesting: Title rep's fax cover sheet with a typed note on vesting, open DOT and the proposed loan amount [image, pdf_scanned]
// v-loan-request-pad-form: Photo of the broker's pre-printed half-page "Loan Request" pad filled in by hand at a borrower meeting [image]
// v-fractional-interest-ledger: Investor relations workbook: loan header rows, then each fractional lender's share, monthly interest and servicing [xlsx]
// v-borrower-loan-history-tape: Broker's export of every loan arranged for one repeat borrower: prior loans paid off, the current request in process [csv]
// v-servicer-boarding-export: Servicer's loan-setup export (label / value), legacy .xls, with borrower contact and investor count [xls]
// v-lender-purchaser-data-workbook: Workbook behind the RE 851A: Loan sheet (label/value) and Liens sheet (senior encumbrances with LTV) [xlsx]
// v-note-bid-worksheet: Note desk's bid worksheet: note terms and collateral at top, UPB, yield targets and price ladder below [xlsx]
// v-sources-and-uses-csv: Sources and uses exported from the broker's closing spreadsheet as CSV: loan, fees, payoff, reserves [csv]
// v-td-offering-sheet-xls: One-loan trust-deed offering sheet for investors (.xls), anonymized borrower, with a "recently funded" block of other loans [xls]
// v-website-intake-form-export: CSV export of the brokerage website "Get a quote" form: question,answer rows with tracking junk [csv]
// v-quote-calculator-workbook: Broker's quote calculator: inputs block (value, senior, ask, rate, points) and computed outputs (CLTV, payment, net proceeds) [xlsx]
// v-pipeline-row-export: One-row export from the brokerage LOS pipeline (.xls): wide header of status, dates, parties and terms [xls]
// v-one-off-note-tape: Seller's one-loan note-sale tape as CSV: loan data columns incl. origination, UPB, paid-to date, BPO, status [csv]
//
// Files: lib.ts (spelling helpers, decoy people and liens), disclosures.ts, letters.ts, forms.ts, sheets.ts.
import type { Family } from '../../../types';
import { disclosureFamilies } from './disclosures';
import { formFamilies } from './forms';
import { letterFamilies } from './letters';
import { sheetFamilies } from './sheets';

export const families: Family[] = [...disclosureFamilies, ...letterFamilies, ...formFamilies, ...sheetFamilies];
