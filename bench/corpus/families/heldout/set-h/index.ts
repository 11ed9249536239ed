// Set-h: an unseen evaluation set of loan documents, written on 2026-11-27 by the helper "seth" as the "other
// hand". Its author never read the extractor (src/server/documents, src/core/extraction*), its training script or
// the dev/heldout families; only the fixtures' truth format, SPEC.md and the corpus framework. Families imitate
// how US private lenders, brokers, borrowers, title/escrow officers, appraisers, attorneys, CPAs and state
// offices actually word and lay out their papers.
//
//   nice -n 15 npx tsx bench/corpus/generate.ts --out .tmp/corpus-h --set heldout --subset set-h --per-family 5
//   npx tsx bench/corpus/check.ts .tmp/corpus-h        (add --debug-facts to generate for the "unstated" check)
import type { Family } from '../../../types';
import { borrowerFamilies } from './borrower';
import { brokerFamilies } from './broker';
import { contractFamilies } from './contract';
import { entityFamilies } from './entity';
import { lenderFamilies } from './lender';
import { propertyFamilies } from './property';
import { sheetFamilies } from './sheets';

export const families: Family[] = [
  ...lenderFamilies, ...brokerFamilies, ...borrowerFamilies, ...entityFamilies, ...contractFamilies, ...propertyFamilies,
  ...sheetFamilies,
];
