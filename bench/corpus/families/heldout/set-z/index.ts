// set-z — held-out set: the unseen set of stop 41, held-out since stop 42 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-z --set heldout --subset set-z --per-family 5
// Persona: former community-bank commercial credit analyst (Phoenix), now a loan officer at a Southwest private lender
//   financing manufactured-home communities, RV parks, self-storage, small motels and land for those uses.
// Written: started Sun Nov 29 11:22:06 UTC 2026, finished Sun Nov 29 12:17:19 UTC 2026.
// Read: /work/shared/SPEC.md §2, 3, 5, 9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts, render.ts,
//   style.ts, truth.ts, facts.ts, generate.ts, check.ts; bench/corpus/families/unseen/index.ts.
import type { Family } from '../../../types';
import { inboundFamilies } from './inbound';
import { lenderFamilies } from './lender';
import { moreFamilies } from './more';
import { sheetFamilies } from './sheets';
import { thirdFamilies } from './third';

export const families: Family[] = [...lenderFamilies, ...moreFamilies, ...inboundFamilies, ...thirdFamilies, ...sheetFamilies];
