// set-j — an unseen evaluation set written by helper `setj` on 2026-11-28, 04:38–05:35 UTC, as an independent
// "other hand".
//
// Read: /work/shared/SPEC.md (§2, §3, §5, §9 — skimmed), /work/shared/fixtures/documents/README.md (the truth
// format), and the corpus framework only: bench/corpus/{types,render,style,truth,facts,generate,check}.ts.
// Not read: src/server/documents/**, src/core/extraction*, any extractor code under src/, scripts/train-extractor.ts,
// bench/extract.ts, and every folder under bench/corpus/families/ other than this one (dev, heldout, the other
// unseen sets) — including families/dev/format.ts, which check.ts imports (kit.ts has its own date spellings).
// The extractor was never run on this set.
//
// Families by author (48; 5 documents each):
//   lender (lender.ts)       7 term sheets (summary grid, indicative boxes, dotted leaders, numbered prose, quote
//                            bullets, monospace pricing printout, terms + fee table) and 5 letters of intent (prose
//                            letter, letter + terms table, one-page bullets, stacked labels, numbered sections)
//   borrower (borrower.ts)   6 loan applications (box form + checkboxes, underline captions, two panels, commercial
//                            credit application, handwritten photo, scanned stacked form)
//   broker (broker.ts)       6 submission e-mails (forwarded thread, lender reply quoting the submission, prose
//                            scenario, CRM table, phone e-mail, caps deal summary) and 8 submission sheets
//                            (sectioned label/value, one row with own headers, two pairs per row, field/value/
//                            comment, deal vs sample columns, template with EXAMPLE row, two-tab scenario, pipeline
//                            with fees and totals)
//   title / agents (title.ts) 5 purchase and sale agreements (residential clauses, commercial recitals, association
//                            box form, title company summary photo, assignment of contract)
//   appraiser (appraiser.ts) 5 appraisal reports (summary grid, transmittal letter, uniform boxed form, commercial
//                            narrative, desktop BPO photo)
//   entity papers (entity.ts) 6 entity documents (LLC certificate of formation, operating agreement, corporate
//                            secretary's certificate, LP certificate, certification of trust, IRS EIN notice photo)
//
//   nice -n 15 npx tsx bench/corpus/generate.ts --out /work/corpora/set-j --set heldout --subset set-j --per-family 5 --debug-facts
//   npx tsx bench/corpus/check.ts /work/corpora/set-j
import type { Family } from '../../../types';
import { appraiserFamilies } from './appraiser';
import { borrowerFamilies } from './borrower';
import { brokerFamilies } from './broker';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lender';
import { titleFamilies } from './title';

export const families: Family[] = [...lenderFamilies, ...borrowerFamilies, ...brokerFamilies, ...titleFamilies, ...appraiserFamilies, ...entityFamilies];
