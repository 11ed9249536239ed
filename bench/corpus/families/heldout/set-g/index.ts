// set-g — an unseen evaluation set of loan documents for the document extractor.
//
// Written 2026-11-27 by the helper `setg`, an independent hand who never read the extractor
// (src/server/documents/**), its training script, or any dev/heldout family: the families here are written from how
// US private/hard-money lenders, brokers, title/escrow officers, appraisers, attorneys, state offices and borrowers
// word and lay out their papers. No one tunes on this set; once it has been analysed it moves to heldout/.
//
// Generate (and check) it with:
//   nice -n 15 npx tsx bench/corpus/generate.ts --out .tmp/corpus-g --set heldout --subset set-g --per-family 5 --debug-facts
//   npx tsx bench/corpus/check.ts .tmp/corpus-g
import type { Family } from '../../../types';
import { entityFamilies } from './entity';
import { formFamilies } from './forms';
import { legalFamilies } from './legal';
import { mailFamilies } from './mail';
import { sheetFamilies } from './sheets';
import { termFamilies } from './terms';

export const families: Family[] = [...termFamilies, ...formFamilies, ...mailFamilies, ...legalFamilies, ...entityFamilies, ...sheetFamilies];
