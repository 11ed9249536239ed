// set-ae — held-out set: the unseen set of stop 44, held-out since stop 45 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-ae --set heldout --subset set-ae --per-family 5
// Persona: fifteen years a Colorado/Utah mountain-town escrow and HOA manager, now running originations for a private
// lender on ski-town condos, condo-hotel units, short-term rentals and small mixed-use buildings in resort towns
// (Breckenridge, Steamboat, Park City, Vail, Jackson, Sun Valley, Whitefish).
// Started: 2026-11-29 21:05 UTC. Finished: 2026-11-29 21:27 UTC
// Read: /work/writer-brief.md; /work/shared/SPEC.md §§ 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
//   bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts;
//   bench/corpus/families/unseen/index.ts.
import type { Family } from '../../../types';
import { applicationFamilies } from './applications';
import { appraisalFamilies } from './appraisals';
import { contractFamilies } from './contracts';
import { emailFamilies } from './emails';
import { entityFamilies } from './entities';
import { sheetFamilies } from './sheets';
import { termSheetFamilies } from './termsheets';

export const families: Family[] = [
  ...termSheetFamilies,
  ...emailFamilies,
  ...applicationFamilies,
  ...contractFamilies,
  ...appraisalFamilies,
  ...entityFamilies,
  ...sheetFamilies,
];
