// set-ab — held-out set: the unseen set of stop 42, held-out since stop 43 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-ab --set heldout --subset set-ab --per-family 5
// Persona: ten years an insurance claims adjuster on the Gulf Coast (New Orleans, Gulfport, Mobile, Pensacola,
// Houston, Corpus Christi), now a loan officer at a private lender: hurricane-rebuild construction loans, bridges
// against insurance proceeds, STR and duplex purchase loans, small commercial (marina buildings, strip retail, RV land).
// Started: Sun Nov 29 14:32:19 UTC 2026. Finished: Sun Nov 29 14:59:04 UTC 2026 (51 families, 5 documents each).
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5, 9; /work/shared/fixtures/documents/README.md;
// bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts and families/unseen/index.ts.
// Nothing else in the repository was opened.
import type { Family } from '../../../types';
import { applicationFamilies } from './applications';
import { contractFamilies } from './contracts';
import { entityFamilies } from './entity';
import { mailFamilies } from './mail';
import { sheetFamilies } from './sheets';
import { termFamilies } from './terms';
import { thirdPartyFamilies } from './thirdparty';

export const families: Family[] = [
  ...termFamilies,
  ...applicationFamilies,
  ...mailFamilies,
  ...contractFamilies,
  ...thirdPartyFamilies,
  ...entityFamilies,
  ...sheetFamilies,
];
