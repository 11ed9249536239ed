// set-w — held-out set: the unseen set of stop 40, held-out since stop 41 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-w --set heldout --subset set-w --per-family 5
// Persona: twelve years as a loan officer at a Farm Credit association in Texas, Oklahoma and Louisiana, now
// origination lead at a private lender making bridge and acquisition loans on rural land, farm and ranch properties,
// hunting tracts, rural homesteads with acreage, poultry/dairy operations, small-town commercial buildings and land
// being subdivided into lots. Borrowers: family farming partnerships, ranch LLCs, family trusts, individuals with ag
// income, developers.
// Written: started Sun Nov 29 08:35:47 UTC 2026, finished Sun Nov 29 09:07:16 UTC 2026.
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
//   bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts;
//   bench/corpus/families/unseen/index.ts.
// Families (id: what it is [formats]):
//   w-term-sheet-ranch-bridge: Private ag-land lender indicative term sheet, two-column grid with acreage and improvements, guarantor line [pdf_text, pdf_scanned]
//   w-commitment-letter-prose: Lender commitment letter in prose paragraphs with numbered closing conditions (survey, water well test, mineral reservation) [pdf_text]
//   w-loi-soft-quote-to-broker: Short LOI / soft quote letter addressed to the outside broker for a land or farm acquisition; borrower named once [pdf_text, pdf_scanned]
//   w-conditional-approval-email: Underwriter e-mail to broker: conditional approval with the loan number, conditions list and a quoted earlier broker note [pdf_text]
//   w-closing-instructions-to-title: Lender closing instructions to the title officer: vesting, policy amount, fee schedule to collect, funding date [pdf_text, pdf_scanned]
//   w-credit-memo-ag-bridge: Internal credit presentation for a farm/dairy/poultry bridge: sources and uses, collateral, borrower profile with FICO [pdf_text]
//   w-faxed-signed-quote: Signed and faxed-back one-page quote: typed boxes with a handwritten signature and fax header strip [pdf_scanned]
//   w-photo-quote-on-dash: Phone photo of a printed rate quote half-page (rancher sent a picture of it); compact boxes [image]
//   w-fee-worksheet-estimate: Estimated lender fee worksheet with checkbox loan program row and third-party (survey, title, appraisal) costs as decoys [pdf_text, image]
//   w-loi-small-town-commercial: Letter of intent for a small-town main-street commercial building, numbered paragraphs, signature lines for lender and borrower [pdf_text, pdf_scanned]
//   w-broker-email-hunting-tract: Land broker e-mail submitting a hunting / recreational tract deal, bulleted deal points, signature block with broker cell [pdf_text]
//   w-rancher-email-thread: E-mail thread, newest first: rancher writes plainly about refinancing his place, lender replies with questions [pdf_text, pdf_scanned]
//   w-text-screenshot-rancher: Phone screenshot of an SMS conversation between the loan officer and a rancher/buyer, bubbles with times [image]
//   w-handwritten-farm-visit-pad: Handwritten-style legal pad notes from a farm visit: names, place, loan ask, value guess, scratch math [image, pdf_scanned]
//   w-phone-intake-checkbox-form: Office phone-intake sheet filled in by the processor: checkboxes for borrower type, property, loan program; blanks filled in [pdf_text, image]
//   w-voicemail-transcript-email: Auto-transcribed voicemail forwarded by e-mail: run-on speech with numbers spoken loosely, caller ID line [pdf_text]
//   w-other-ag-lender-application: Loan application on another ag lender’s form (sections A–E, boxes), carried over with applicant DOB, co-applicant and farm data [pdf_text, pdf_scanned]
//   w-ag-balance-sheet-statement: Farm balance sheet (current / intermediate / long-term assets) with borrower header block, land listed at market value [pdf_text, image]
//   w-cpa-schedule-f-letter: CPA comfort letter summarising three years of Schedule F net farm income for the borrower; CPA firm details are decoys [pdf_text]
//   w-crop-insurance-verification: Crop insurance agency verification letter: insured, policy number, unit location, guarantee figures (decoys) [pdf_text, pdf_scanned]
//   w-entity-borrowing-resolution: Ranch LLC / family partnership / trust borrowing resolution or trust certification (assumed-name certificate for individuals) [pdf_text, pdf_scanned]
//   w-sos-filing-certificate: Secretary of State certificate of filing / status for the borrowing entity with file number and registered agent (decoy) [pdf_scanned, pdf_text]
//   w-irs-ein-notice: IRS EIN assignment notice photographed/scanned: entity name in caps, EIN, responsible party (trust/individual falls back to a trust certification or DBA) [image, pdf_scanned]
//   w-land-appraisal-summary: Rural land appraisal summary of salient facts, with highest-and-best-use, comparable land sales table, client = lender [pdf_text, pdf_scanned]
//   w-restricted-appraisal-letter: Restricted appraisal report in letter form (scanned), value opinion stated in words and figures [pdf_scanned]
//   w-title-commitment-schedule-a: Title commitment Schedule A: effective date, proposed policies (owner and loan), proposed insured, vesting; legal by abstract/survey [pdf_text, pdf_scanned]
//   w-farm-ranch-contract: Farm & ranch purchase contract excerpt: parties, land, sales price with third-party financing amount, closing date [pdf_text, pdf_scanned]
//   w-grazing-lease: Grazing lease: borrower as landowner/lessor, neighbouring rancher as lessee (decoy), stocking rate and rent [pdf_text, pdf_scanned]
//   w-hunting-lease-summary: One-page hunting lease summary prepared by the broker: outfitter lessee, season, rent, landowner and tract [pdf_text, image]
//   w-mineral-water-rights-letter: Attorney/landman letter on mineral ownership, existing oil & gas lease, surface use and groundwater district permits [pdf_text, pdf_scanned]
//   w-survey-plat-certificate: Scanned surveyor’s plat sheet: drawn tract outline, bearings table, surveyor certificate naming client, lender and title GF [pdf_scanned]
//   w-county-appraisal-district-printout: County appraisal district web printout: owner, situs, ag-use (1-d-1) values and five-year value history (decoys) [pdf_text, pdf_scanned]
//   w-abstract-of-title-cover: Old-style typed abstract of title cover and chain-of-title index (scanned), ending in the current owner [pdf_scanned]
//   w-fsa-farm-record-lease-summary: FSA farm/tract record and ag lease summary: operator vs owner, farm and tract numbers, cropland and base acres [pdf_text, pdf_scanned]
//   w-ranch-broker-listing-sheet: Ranch/land broker listing flyer (asking price, improvements, water) with the buyer’s financing request stapled as a note [pdf_text, image]
//   w-poultry-dairy-broker-package: Broker package cover for a poultry or dairy operation: integrator contract, house count, request table, sponsor bio [pdf_text]
//   w-prior-ag-lender-payoff: Payoff statement from the prior farm lender: their loan number, balance, per diem, good-through date (all decoys) for the borrower [pdf_text, pdf_scanned]
//   w-subdivision-lot-release-letter: Developer-facing letter on a land-subdivision loan: lot release prices per phase, interest reserve, loan terms [pdf_text]
//   w-pipeline-export-flagged-row: Loan pipeline export, one row per loan; older funded/withdrawn loans as decoys, the new file flagged by loan number in a title row [xlsx, csv]
//   w-land-comps-grid: Appraiser/LO land comp grid: subject row first with concluded value, then comparable sales with $/acre and adjustments [xlsx, csv, xls]
//   w-broker-request-label-value: Ag broker request sheet: label in column A, value in column B, sections for borrower, land, request and fees [xls, xlsx]
//   w-farm-improvement-draw-schedule: Draw schedule workbook for farm improvements (barns, fencing, well, houses): header block then budget lines and draws to date [xlsx]
//   w-lot-release-schedule-sheet: Lot-release schedule for a rural subdivision loan: developer, tract and loan header, then lot-by-lot release prices [xlsx, xls]
//   w-ag-financials-workbook: Two-tab workbook from the borrower’s bookkeeper: Info tab (names, DOB, contact, farm) and a balance sheet tab [xlsx]
//   w-broker-tape-one-row: Broker “tape” CSV: one header row with terse column names and one deal row [csv]
//   w-lender-sizing-workbook: Lender sizing workbook: Inputs tab (label/value with LTV math) and a Pricing tab of points and flat fees [xlsx, xls]
//   w-schedule-f-three-year-sheet: Accountant’s three-year Schedule F spreadsheet with taxpayer header; income lines only, no deal terms [xls, csv]
//   w-estimated-settlement-csv: Title company estimated settlement export: line, description, paid-to, borrower amount; lender fees among third-party charges [csv, xlsx]
//   w-crm-deal-contacts-export: CRM export of one deal’s contacts: one row per contact (borrower, broker, title, appraiser, seller) with role column [csv]
import type { Family } from '../../../types';
import { familiesA } from './a';
import { familiesB } from './b';
import { familiesC } from './c';
import { familiesD } from './d';

export const families: Family[] = [...familiesA, ...familiesB, ...familiesC, ...familiesD];
