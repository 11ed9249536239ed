// Written by helper `setn` on 2026-11-28, 15:06–16:05 UTC, as an independent other hand. It read only:
// /work/shared/SPEC.md sections 2, 3, 5 and 9; /work/shared/fixtures/documents/README.md; and bench/corpus/types.ts,
// render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts and bench/corpus/families/unseen/index.ts.
// It did NOT read the extraction engine (src/), scripts/, bench/extract.ts, README.md, bench/assistant/ or any other
// family folder (dev/, heldout/, unseen/set-m); it did not grep the repository. Formatting helpers are its own
// (util.ts). Documents are worded and laid out as this writer expects small private-lending shops to receive them.
//
// Families by author (53):
//  Lenders (lender.ts)
//   setn-lender-ts-boxed-grid            regional hard-money term sheet, four-column boxed grid, fee side box
//   setn-lender-ts-numbered-clauses      fund's "Summary of Indicative Terms", numbered prose clauses
//   setn-lender-ts-sidebar               boutique one-pager, coloured sidebar of big numbers + terms table
//   setn-lender-commitment-letter        prose commitment letter to the borrower, fee table, acceptance line
//   setn-lender-loi-bullets              short LOI with bullet terms, broker cc'd, acknowledgment line
//   setn-lender-conditional-approval     conditional approval with outstanding-conditions checklist
//   setn-lender-ts-fax                   monospace faxed quote with fax banner (scanned only)
//   setn-lender-ts-construction-budget   rehab/construction terms with holdback and draw schedule
//   setn-lender-closing-instructions     lender's numbered closing instructions to escrow
//   setn-lender-loi-counter-matrix       LOI with Requested vs Approved columns (approved is the deal)
//   setn-lender-ts-checkbox-form         pre-printed quote form, boxes ticked, blanks in "handwriting"
//  Brokers and borrowers (broker.ts)
//   setn-broker-email-reply-chain        Outlook reply chain, lender questions answered inline
//   setn-broker-email-shorthand          terse e-mail in trade shorthand ("$300k ask = 70 LTV…")
//   setn-broker-email-forwarded-borrower broker forwards the borrower's first-person e-mail
//   setn-broker-text-screenshot          iMessage-style text thread photo
//   setn-broker-group-chat               WhatsApp-style group chat photo, side chatter from others
//   setn-broker-gmail-printout           Gmail print view with bulleted summary and attachments
//   setn-broker-scenario-memo            scenario memo in headed sections (Ask/Asset/Sponsor/Exit)
//   setn-borrower-handwritten-letter     photo of a handwritten note on lined paper
//   setn-borrower-typed-letter           borrower's typed request letter, prior lender as distractor
//   setn-intake-hand-filled              photo of a hand-filled broker intake sheet
//   setn-application-faxed-form          faxed short-form business-purpose application (scanned only)
//   setn-application-portal-printout     online application confirmation printed from a browser
//   setn-lo-call-notes                   loan officer's typed call notes with a corrected amount
//   setn-broker-cover-letter-package     two-page cover letter + loan request summary and sources/uses
//  Attorneys, agents, title and escrow (legal.ts)
//   setn-psa-residential-form            realtor-form residential contract, financing contingency
//   setn-psa-commercial-prose            attorney-drafted commercial PSA with recitals and articles
//   setn-psa-vacant-land                 vacant land contract with parcel and acreage (scanned only)
//   setn-psa-assignment-of-contract      wholesaler assignment to the borrower with assignment fee
//   setn-psa-amendment-price-date        amendment with struck-out old price and closing date
//   setn-title-commitment-schedule-a     title commitment Schedule A / B-I
//   setn-escrow-instructions             supplemental escrow instructions with buyer/seller figures
//   setn-psa-counteroffer-addendum       seller counter-offer accepted by the buyer
//  Appraisers and agents (valuation.ts)
//   setn-appraisal-form-summary          1004-like grid with comps and as-is / as-repaired values
//   setn-appraisal-narrative-letter      commercial letter of transmittal with income summary
//   setn-bpo-agent-form                  agent BPO with comps, as-is and repaired columns
//   setn-desktop-evaluation              desktop evaluation with AVM cascade and concluded value
//  Entity paperwork (entity.ts)
//   setn-entity-llc-operating-agreement  operating agreement excerpt with member schedule
//   setn-entity-articles-of-organization filed articles, organizer and agent as third parties (scanned only)
//   setn-entity-certificate-good-standing Secretary of State good-standing certificate
//   setn-entity-trust-certification      certification of trust with trustee and successor
//   setn-entity-corporate-resolution     board resolution to borrow, certified by the Secretary
//   setn-entity-irs-ein-letter           IRS CP 575-style EIN assignment notice
//   setn-entity-lp-agreement             LP agreement excerpt with limited partners listed
//   setn-entity-personal-guaranty        personal guaranty of the entity's loan (scanned only)
//  Spreadsheets (sheets.ts)
//   setn-sheet-intake-workbook           label/value intake workbook with a Fees tab
//   setn-sheet-pipeline-export           CRM export with cryptic headers, one row flagged SUBMIT
//   setn-sheet-rehab-budget              rehab budget with the deal header on top
//   setn-sheet-rent-roll-and-request     rent roll tab first, loan request tab second
//   setn-sheet-scenario-csv-transposed   key/value CSV from a quoting tool
//   setn-sheet-lender-sizer              lender sizing calculator (percent inputs, selected loan)
//   setn-sheet-single-row-odd-headers    one-row web-form export with question headers
//   setn-sheet-deal-columns-tracker      one column per property, the marked one is the deal
//
// Generate and check:
//   cd /work/wt-setn && nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-n --set heldout --subset set-n --per-family 5
//   npx tsx bench/corpus/check.ts /work/corpora/set-n
import type { Family } from '../../../types';
import { brokerFamilies } from './broker';
import { entityFamilies } from './entity';
import { legalFamilies } from './legal';
import { lenderFamilies } from './lender';
import { sheetFamilies } from './sheets';
import { valuationFamilies } from './valuation';

export const families: Family[] = [
  ...lenderFamilies, ...brokerFamilies, ...legalFamilies, ...valuationFamilies, ...entityFamilies, ...sheetFamilies,
];
