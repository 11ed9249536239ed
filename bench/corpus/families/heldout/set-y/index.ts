// set-y — held-out set: the unseen set of stop 41, held-out since stop 42 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-y --set heldout --subset set-y --per-family 5
// Persona: twelve years a probate and estate paralegal at a Brooklyn law firm, now originations manager at a NY / NJ
// private lender (estate and heir loans, co-op / condo bridges, brownstone and 2-4 family rehabs, mixed-use storefronts).
// Written: started Sun Nov 29 11:22:06 UTC 2026, finished Sun Nov 29 11:59:44 UTC 2026.
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
// bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts; families/unseen/index.ts.
import type { Family } from '../../../types';
import { appFamilies } from './apps';
import { dealFamilies } from './deals';
import { entityFamilies } from './entities';
import { mailFamilies } from './mail';
import { sheetFamilies } from './sheets';
import { termFamilies } from './terms';

export const families: Family[] = [...termFamilies, ...appFamilies, ...mailFamilies, ...dealFamilies, ...entityFamilies, ...sheetFamilies];
