// set-ac — held-out set: the unseen set of stop 43, held-out since stop 44 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-ac --set heldout --subset set-ac --per-family 5
// Persona: twenty years in Chicago — property manager of 2-4 flats and courtyard buildings on the North and West
//   sides, now originations head of a Chicagoland private lender (Chicago, Evanston, Oak Park, Gary, Milwaukee):
//   2-4 flat purchases and rehabs, garden-unit conversions, small mixed-use on commercial strips, land-trust and
//   Illinois LLC borrowers, Polish, Spanish and Ukrainian-speaking clients.
// Started: 2026-11-29. Finished: 2026-11-29.
// Read: /work/shared/SPEC.md §2, §3, §5, §9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts,
//   render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts and families/unseen/index.ts.
import type { Family } from '../../../types';
import { brokerFamilies } from './broker';
import { extraFamilies } from './extra';
import { lenderFamilies } from './lender';
import { photoFamilies, scanFamilies } from './scans';
import { sheetFamilies } from './sheets';
import { thirdPartyFamilies } from './thirdparty';

export const families: Family[] = [
  ...lenderFamilies,
  ...extraFamilies,
  ...brokerFamilies,
  ...thirdPartyFamilies,
  ...scanFamilies,
  ...photoFamilies,
  ...sheetFamilies,
];
