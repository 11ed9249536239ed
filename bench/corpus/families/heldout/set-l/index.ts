// set-l — an unseen evaluation set of generated loan-document families.
//
// Written by helper `setl` on 2026-11-28, 11:31–12:05 UTC, as an independent other hand. It read only
// /work/shared/SPEC.md sections 2, 3, 5 and 9, /work/shared/fixtures/documents/README.md (the truth format) and the
// corpus framework (bench/corpus/{types,render,style,truth,facts,generate,check}.ts and
// bench/corpus/families/unseen/index.ts). It did NOT read the engine (src/), scripts/, bench/extract.ts, the
// README's benchmark sections, or any other family folder (dev/, heldout/, other unseen sets); the formatting
// helpers in ./util.ts are its own.
//
// Families by author:
//   lender (8)          — term sheets (boxed grid, numbered clauses, checkbox quote form, quote workbook),
//                         LOIs (prose letter, label-above cards, entity acceptance block), a conditional approval
//                         with requested / counter / approved columns
//   broker (9)          — submission e-mails (revised-figures thread, phone shorthand, forward of the borrower's
//                         e-mail, blast with a deal table), a submission cover PDF, a faxed hand-filled intake, and
//                         sheets (sectioned label/value with REO schedule, one-row CRM export, scenario columns)
//   borrower (7)        — applications (sectioned multi-page, portal printout, handwritten photo, workbook, web-form
//                         CSV, request letter, application + personal financial statement)
//   title/agent/attorney (6) — purchase and sale agreements (residential, commercial, land fill-in), an assignment
//                         of contract, an amendment, an escrow contract abstract
//   appraiser (6)       — form report with comp grid, narrative commercial, desktop as-is/ARV, certificate of value,
//                         restricted land report, comparables workbook
//   entity (9)          — LLC operating agreement, articles with state stamp, certification of trust, corporate
//                         resolution, EIN notice, LP certificate, good standing + incumbency, members' consent,
//                         entity/guarantor worksheet
//
// Generate and check:
//   nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-l --set heldout --subset set-l --per-family 5
//   npx tsx bench/corpus/check.ts /work/corpora/set-l
import type { Family } from '../../../types';
import { appraiserFamilies } from './appraiser';
import { borrowerFamilies } from './borrower';
import { brokerFamilies } from './broker';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lender';
import { titleFamilies } from './title';

export const families: Family[] = [
  ...lenderFamilies, ...brokerFamilies, ...borrowerFamilies, ...titleFamilies, ...appraiserFamilies, ...entityFamilies,
];
