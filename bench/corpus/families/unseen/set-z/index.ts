// set-z — unseen evaluation set.
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
