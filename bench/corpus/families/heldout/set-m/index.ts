// set-m — Written by helper `setm` on 2026-11-28, 14:51–15:33 UTC, as an independent other hand.
// It read only: /work/shared/SPEC.md sections 2, 3, 5 and 9; /work/shared/fixtures/documents/README.md; and
// bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts and
// bench/corpus/families/unseen/index.ts. It did NOT read the extraction engine (src/), scripts/, bench/extract.ts,
// README.md, bench/assistant/, or any other family folder (dev/, heldout/, other unseen sets); its formatting helpers
// (kit.ts) are its own.
//
// Families by author (49):
//  Lenders (lenders.ts)
//   - setm-lender-term-sheet-boxed: indicative term sheet, shaded bands, boxed two-column grid, fees block.
//   - setm-lender-loi-prose-letter: LOI as prose paragraphs with an acceptance block.
//   - setm-lender-commitment-numbered: two-page commitment letter with numbered clauses and conditions.
//   - setm-lender-conditional-approval: underwriting approval banner, summary grid with FICO, conditions checklist.
//   - setm-lender-quote-options: three quote columns, the selected one marked; others are distractors.
//   - setm-lender-term-matrix: one wide header row of terms over a value row, then fine print.
//   - setm-lender-loi-signed-photo: phone photo of a signed one-page LOI with a RECEIVED stamp.
//   - setm-lender-rate-lock-confirmation: monospaced dotted-leader rate-lock confirmation.
//   - setm-lender-pricing-export: pricing-engine workbook (scenario inputs, percent results, fees tab).
//  Brokers (brokers.ts)
//   - setm-broker-email-shorthand: submission e-mail in broker shorthand ("$310k purch, 12 mo IO").
//   - setm-broker-email-reply-chain: answers inline on top, lender questions and original request quoted below.
//   - setm-broker-email-forward: broker forwards the borrower's own e-mail with a note.
//   - setm-broker-email-bullets: bold LOAN REQUEST and FEES bullet lists, P.S. about another deal.
//   - setm-broker-text-screenshot: photo of an SMS thread in chat bubbles.
//   - setm-broker-cover-sheet-boxes: submission cover sheet, labels above values, checkbox rows.
//   - setm-broker-deal-memo: narrative financing memo with sources & uses.
//   - setm-broker-intake-workbook: Borrower / Property / Loan / Broker tabs of label-value pairs.
//   - setm-broker-pipeline-row: CRM pipeline export, terse headers, one row.
//   - setm-broker-crm-record: vertical CRM record (Field Label, Value, Last Modified By).
//   - setm-broker-lender-shopping-log: deal block plus one row per lender quote, chosen one flagged.
//  Borrowers (borrowers.ts)
//   - setm-borrower-application-sectioned: three-page sectioned application with declarations.
//   - setm-borrower-portal-printout: web-portal review page printed from a browser.
//   - setm-borrower-handwritten-form: photo of a paper request form filled in by hand.
//   - setm-borrower-request-letter: the borrower's own letter asking for a loan.
//   - setm-borrower-personal-financial-statement: PFS with balance sheet and REO schedule distractors.
//   - setm-borrower-short-form-scanned: scanned one-page quick application.
//   - setm-borrower-excel-application: Excel template filled by the borrower.
//   - setm-borrower-website-inquiry: auto e-mail of a website quote form (field: value lines).
//  Title / escrow / attorneys (title.ts)
//   - setm-title-residential-purchase-contract: two-page residential contract form with checkboxes.
//   - setm-title-commercial-psa-attorney: attorney-drafted commercial PSA with recitals and articles.
//   - setm-title-vacant-land-contract-scanned: scanned land sales contract.
//   - setm-title-assignment-of-contract: wholesaler's assignment of contract to the borrower.
//   - setm-title-contract-amendment: amendment with struck old price/closing date.
//   - setm-title-joint-escrow-instructions: escrow company's joint instructions.
//   - setm-title-commitment-schedule-a-scanned: scanned title commitment Schedule A / B-I.
//   - setm-title-attorney-contract-summary: closing attorney's letter summarizing the contract.
//  Appraisers (appraisers.ts)
//   - setm-appraiser-residential-form-grid: form-style report with comps grid and reconciliation.
//   - setm-appraiser-commercial-narrative: narrative with value-premise table and income approach.
//   - setm-appraiser-desktop-bpo: desktop valuation / BPO with pricing scenarios.
//   - setm-appraiser-land-scanned: scanned land appraisal with per-acre sales grid.
//   - setm-appraiser-value-page-photo: photo of the certification / value-conclusion page.
//   - setm-appraiser-amc-review-sheet: AMC review export with comps table.
//  Entity paperwork (entity.ts)
//   - setm-entity-governing-agreement: operating agreement / bylaws / LP agreement / trust declaration by entity type.
//   - setm-entity-filed-articles-scanned: scanned state filing with FILED stamp and registered agent.
//   - setm-entity-trust-cert-or-incumbency: certification of trust or certificate of incumbency with notary.
//   - setm-entity-borrowing-resolution: unanimous written consent authorizing the loan.
//   - setm-entity-irs-ein-letter-photo: photo of an IRS EIN assignment notice.
//   - setm-entity-beneficial-ownership-cert: beneficial-ownership certification with owners' DOBs.
//   - setm-entity-guarantor-worksheet: lender's entity/guarantor worksheet.
//
// Generate and check:
//   cd /work/wt-setm && nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-m --set heldout --subset set-m --per-family 5
//   npx tsx bench/corpus/check.ts /work/corpora/set-m
import type { Family } from '../../../types';
import { appraiserFamilies } from './appraisers';
import { borrowerFamilies } from './borrowers';
import { brokerFamilies } from './brokers';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lenders';
import { titleFamilies } from './title';

export const families: Family[] = [
  ...lenderFamilies, ...brokerFamilies, ...borrowerFamilies, ...titleFamilies, ...appraiserFamilies, ...entityFamilies,
];
