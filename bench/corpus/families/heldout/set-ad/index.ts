// set-ad — held-out set: the unseen set of stop 43, held-out since stop 44 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-ad --set heldout --subset set-ad --per-family 5
// Persona: eighteen years between a Honolulu escrow company and a Seattle community bank, now running a small private
// lender and note-buying desk for Hawaii and the Pacific Northwest (lot and spec-build loans, ADU additions, leasehold
// condos, seasoned private notes funded from a warehouse line).
// Started: 2026-11-29. Finished: 2026-11-29.
// Read: /work/shared/SPEC.md sections 2, 3, 5 and 9; /work/shared/fixtures/documents/README.md; bench/corpus/types.ts,
// render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts and bench/corpus/families/unseen/index.ts.
import type { Family } from '../../../types';
import { letterFamilies } from './letters';
import { mailFamilies } from './mail';
import { formFamilies } from './forms';
import { sheetFamilies } from './sheets';
import { scanFamilies } from './scans';

export const families: Family[] = [...letterFamilies, ...mailFamilies, ...formFamilies, ...sheetFamilies, ...scanFamilies];
