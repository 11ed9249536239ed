// set-k — an unseen evaluation set written by helper `setk` on 2026-11-28, 08:37–09:08 UTC, as an independent other hand.
//
// Read: /work/shared/SPEC.md (§2, §3, §5, §9), /work/shared/fixtures/documents/README.md (the truth format), the
// corpus framework bench/corpus/{types,render,style,truth,facts,generate,check}.ts and
// bench/corpus/families/unseen/index.ts. check.ts's date formatter (families/dev/format) was only called once to see
// which date spellings check accepts; its source was not read and set-k does not import it (kit.ts has its own).
// Not read: src/** (the engine), scripts/train-extractor.ts, bench/extract.ts, every folder under
// bench/corpus/families/ other than unseen/, the README's benchmark sections. The extractor was never run on set-k.
//
// Families by author (49):
//   lender.ts    (13) term sheets (numbered clauses, dotted leaders, label-above boxes, existing-vs-proposed,
//                     value-before-label cards, 4-column grid, pricing options, quick-quote photo), letters of
//                     intent (prose letter, conditional approval, scanned letter of interest), an LOS export and a
//                     pricing workbook
//   borrower.ts   (7) loan applications: boxed checkbox form, hand-filled intake photo, entity + guarantors,
//                     scanned long form, intake workbook, Q&A questionnaire, joint application columns
//   broker.ts    (12) submission e-mails (revised-amount thread, terse shorthand, forward of the borrower's note,
//                     narrative, printed e-mail photo) and submission sheets (pipeline rows, label/value summary,
//                     CRM export, rehab budget as-is/ARV, cover form PDF, deal + comps tabs, scenario columns)
//   title.ts      (6) purchase and sale agreements: attorney numbered PSA, escrow instructions, commercial basic
//                     terms, scanned residential contract, one-page contract photo, assignment of contract
//   appraiser.ts  (5) as-is vs as-repaired summary, narrative transmittal, uniform-style grid, desktop valuation
//                     photo, scanned land appraisal
//   entity.ts     (6) operating agreement, certificate of formation, certification of trust, borrowing
//                     resolution, EIN assignment notice, good-standing certificate
//   kit.ts            set-k's own formatting helpers
//
//   nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-k --set heldout --subset set-k --per-family 5 --debug-facts
//   npx tsx bench/corpus/check.ts /work/corpora/set-k
import type { Family } from '../../../types';
import { appraiserFamilies } from './appraiser';
import { borrowerFamilies } from './borrower';
import { brokerFamilies } from './broker';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lender';
import { titleFamilies } from './title';

export const families: Family[] = [...lenderFamilies, ...borrowerFamilies, ...brokerFamilies, ...titleFamilies, ...appraiserFamilies, ...entityFamilies];
