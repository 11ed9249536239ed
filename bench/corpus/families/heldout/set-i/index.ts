// Unseen evaluation set I — written by helper `seti` on 2026-11-28 (01:40–02:35 UTC), for the lead, as an independent
// "other hand": the lead scores the document extractor on it; no engine work was tuned on it.
//
// Read: /work/shared/SPEC.md (§2, §3, §5, §9), /work/shared/fixtures/documents (README truth format, a few truth
// files), and the corpus framework only: bench/corpus/{types,render,style,truth,facts,generate,check}.ts.
// Not read: src/server/documents/**, src/core/extraction*, scripts/train-extractor.ts, any other folder under
// bench/corpus/families/ (dev, heldout, unseen), bench/extract.ts. The engine was never run on this set.
//
// 42 families, by author: lender.ts (extensions, modifications, credit memos, commitments, counter-offers,
// closing instructions, quotes), broker.ts (fee agreements, forwarded threads, voicemail, CRM notes, scenarios,
// cover letters, a photographed text thread), borrower.ts (URLA-style page, handwritten intake, SREO, letter of
// explanation, purchase counter-offer, bank proof of funds), third-party.ts (title, appraisal, BPO, insurance,
// flood, HOA, tax bill, CPA, Secretary of State, resolutions, guaranty or business-purpose affidavit, lease,
// contractor bid), sheets.ts (DSCR worksheet, pipeline tape, CRM export, draw schedule, REO sheet, closing-cost
// estimate, sectioned intake).
// Papers that fit none of the eight document types carry the nearest one, with a comment in the family saying so.
//
// Generate and check:
//   nice -n 15 npx tsx bench/corpus/generate.ts --out .tmp/corpus-i --set heldout --subset set-i --per-family 5 --debug-facts
//   npx tsx bench/corpus/check.ts .tmp/corpus-i
import type { Family } from '../../../types';
import { borrowerFamilies } from './borrower';
import { brokerFamilies } from './broker';
import { lenderFamilies } from './lender';
import { sheetFamilies } from './sheets';
import { thirdPartyFamilies } from './third-party';

export const families: Family[] = [...lenderFamilies, ...brokerFamilies, ...borrowerFamilies, ...thirdPartyFamilies, ...sheetFamilies];
