// set-x — held-out set: the unseen set of stop 40, held-out since stop 41 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-x --set heldout --subset set-x --per-family 5
// Persona: a loan officer at a private lender in Atlanta serving the Southeast (GA, the Carolinas, AL, TN) that makes
// first-lien loans to churches and congregations, faith-based schools, non-profits (daycares, community centers) and
// small owner-operated businesses (auto repair, funeral homes, restaurants, motels, medical offices) buying or
// refinancing their buildings; before that a community-bank credit analyst and a church-bond broker-dealer.
// Borrowers are religious and non-profit corporations acting through trustees, deacons and a pastor, plus S-corps and
// LLCs with guarantors. Each family localises the generator's deal (common.ts: Southeast address, church / school /
// non-profit / business entity, first-lien terms) and computes its truth from that localised deal.
// Written: start Sun Nov 29 08:36:25 UTC 2026, finish Sun Nov 29 09:09:57 UTC 2026.
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
//   bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts;
//   bench/corpus/families/unseen/index.ts.
// Families (id: what it is [formats]):
//   x-church-loan-application: Lender church loan application: organization, ministry profile, loan request with checkboxes, signed by pastor [pdf_text, pdf_scanned]
//   x-ministry-financial-questionnaire: Financial questionnaire the treasurer fills in: budget, debts, giving, with a short loan request box [pdf_text]
//   x-board-resolution-borrow: Resolution of the board of trustees / directors authorizing the loan and naming who may sign, clerk certificate [pdf_text, pdf_scanned]
//   x-congregational-meeting-minutes: Minutes of a called congregational business meeting voting to borrow; pastor moderates, clerk records [pdf_text]
//   x-certificate-of-incumbency: Certificate of incumbency listing officers with specimen signatures; certifies the signer [pdf_text, image]
//   x-articles-nonprofit-corp: Articles of incorporation of a nonprofit / religious corporation with registered agent and incorporators [pdf_text, pdf_scanned]
//   x-irs-determination-letter: IRS 501(c)(3) determination letter addressed to the organization (mailing address, EIN, contact person) [pdf_text, pdf_scanned]
//   x-personal-financial-statement: Guarantor personal financial statement for a small-business loan: DOB, contact, assets, other mortgages [pdf_text, pdf_scanned]
//   x-debt-service-worksheet: Credit analyst debt-service worksheet from 1120-S / 1065 summaries with proposed loan terms [pdf_text]
//   x-building-fund-pledge-report: Capital campaign pledge report with the financing gap the church asks the lender to cover [pdf_text]
//   x-term-sheet-church: Indicative term sheet for a church first-lien loan: two-column table, fees, prepayment, conditions [pdf_text]
//   x-term-sheet-business-guarantor: Small-business owner-occupied real estate term sheet, entity borrower with personal guarantor, numbered sections [pdf_text]
//   x-commitment-letter: Two-page loan commitment letter in prose with conditions precedent and acceptance block [pdf_text, pdf_scanned]
//   x-letter-of-interest: Short letter of interest to a pastor after a first call, informal amounts and a range of rates (only one quoted) [pdf_text]
//   x-appraisal-special-purpose: Appraisal summary of a special-purpose church/school property: cost approach, comparables, as-complete decoy [pdf_text, pdf_scanned]
//   x-appraisal-income-business: Narrative appraisal letter for an owner-occupied business property (restaurant, shop, office) using income approach [pdf_text]
//   x-purchase-contract-church: Purchase and sale agreement: seller church or individual selling a building to the buyer congregation [pdf_text, pdf_scanned]
//   x-email-pastor-inquiry: E-mail thread: pastor writes about refinancing or buying, with the loan officer’s earlier note quoted below [pdf_text]
//   x-email-bond-broker-forward: Church-bond broker forwards a deal to the lender with a summary block and the pastor’s original note below [pdf_text]
//   x-email-treasurer-closing: Church treasurer e-mails the loan officer about documents and the closing date; signature block of treasurer only [pdf_text]
//   x-email-business-owner: Small-business owner writes in about buying his building, with FICO, DOB and a second property mentioned [pdf_text]
//   x-bank-referral-letter: Community bank loan officer refers a borrower it cannot serve; mentions its own older loan and the new request [pdf_text]
//   x-credit-memo: Internal credit approval memo: deal summary grid, sources and uses, risk rating, approvals [pdf_text]
//   x-closing-checklist: Closing checklist with a deal header and status checkboxes; parties listed (title, appraiser, insurance agent) [pdf_text]
//   x-deal-snapshot: One-page lender deal snapshot with label-above-value tiles, for the weekly pipeline meeting [pdf_text, image]
//   x-scan-deacon-resolution-form: Fill-in-the-blank borrowing resolution (lender form) completed by hand, signed by deacons, notarised [pdf_scanned]
//   x-scan-faxed-loan-request: One-page quick loan request faxed from a church office: fax banner, typed labels, handwritten answers [pdf_scanned]
//   x-scan-signed-term-acceptance: Signed and returned term summary: boxed terms on page one, acceptance with wet signature on page two [pdf_scanned]
//   x-scan-good-standing-annual-registration: Secretary of State certificate of existence plus the annual registration page listing officers [pdf_scanned]
//   x-scan-countersigned-loi: Business LOI mailed to the owner and returned countersigned; guarantor and seller carry-back named [pdf_scanned]
//   x-scan-commercial-sales-contract: Scanned commercial sales contract (GA/SC association style) for a motel, funeral home or shop with seller/buyer blocks [pdf_scanned]
//   x-photo-site-visit-notes: Phone photo of the loan officer’s handwritten site-visit intake on a legal pad [image]
//   x-photo-sms-pastor: Screenshot of an iPhone text conversation between the loan officer and a pastor about the loan [image]
//   x-photo-sms-business-owner: Android text thread with a restaurant / shop owner sending deal numbers in short messages [image]
//   x-photo-business-card-note: Photo of a pastor’s business card clipped to a handwritten sticky note with the request [image]
//   x-photo-paper-prequal-form: Phone photo of a one-page paper pre-qualification sheet filled in by hand at a ministers’ breakfast [image]
//   x-sheet-bond-broker-referral-list: Church-bond broker referral list: several congregations, one marked NEW for this lender, others closed or declined [xls, csv]
//   x-sheet-giving-trend: Treasurer workbook: Summary tab with the loan request, Giving tab with monthly tithes by year [xlsx]
//   x-sheet-loan-request-label-value: Lender intake sheet, two columns (field / answer) with section rows, rate as a percent cell [xls, xlsx]
//   x-sheet-dscr-business: Analyst DSCR workbook for a small business: three years of tax-return lines, proposed loan block, guarantor FICO [xlsx, xls]
//   x-sheet-loan-tape-row: Servicing loan-tape export for one boarded loan: cryptic upper-case column codes, one row [csv]
//   x-sheet-pipeline-export: CRM pipeline export filtered to one deal: long header of the lender’s own field names, one data row [xlsx, csv]
//   x-sheet-closing-tracker: Closing tracker workbook: deal header rows, then task rows with their own due dates (not the closing date) [xlsx]
//   x-sheet-budget-with-request: Church annual budget exported to CSV with a header block naming the requested loan and a proposed mortgage line [csv]
//   x-sheet-guarantor-reo-schedule: Guarantor schedule of real estate owned: other properties with their own lenders, the subject marked for this request [xls, xlsx]
import type { Family } from '../../../types';
import { formFamilies } from './forms';
import { letterFamilies } from './letters';
import { paperFamilies } from './paper';
import { sheetFamilies } from './sheets';

export const families: Family[] = [...formFamilies, ...letterFamilies, ...paperFamilies, ...sheetFamilies];
