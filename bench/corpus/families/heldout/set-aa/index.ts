// set-aa — held-out set: the unseen set of stop 42, held-out since stop 43 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-aa --set heldout --subset set-aa --per-family 5
// Persona: fifteen years a title abstractor and settlement agent in Philadelphia, now originations lead at a
// Mid-Atlantic private lender (Philadelphia, Baltimore, Wilmington, DC, Richmond): rowhouse rehabs, fix-and-flips,
// 2-4 unit conversions, corner-store mixed use, investor rental portfolios (LLCs with guarantors, land trusts, estates).
// Started: Sun Nov 29 14:32:18 UTC 2026. Finished: Sun Nov 29 14:58:59 UTC 2026.
// Read: writer brief; SPEC.md sections 2, 3, 5, 9; fixtures/documents/README.md; bench/corpus types.ts, render.ts,
// style.ts, truth.ts, facts.ts, generate.ts, check.ts and families/unseen/index.ts. Nothing else in the repository.
import type { Family } from '../../../types';
import { applicationFamilies } from './applications';
import { entityFamilies } from './entity';
import { extraFamilies } from './extra';
import { mailFamilies } from './mail';
import { sheetFamilies } from './sheets';
import { termFamilies } from './terms';
import { thirdPartyFamilies } from './third';

export const families: Family[] = [
  ...termFamilies, ...applicationFamilies, ...mailFamilies, ...thirdPartyFamilies, ...entityFamilies, ...sheetFamilies,
  ...extraFamilies,
];
