// set-af — held-out set: the unseen set of stop 44, held-out since stop 45 (it was analysed while building after it).
// Generate: npx tsx bench/corpus/generate.ts --out .tmp/corpus-af --set heldout --subset set-af --per-family 5
// Persona: twelve years a Texas Hill Country / Central Texas land title examiner, then a farm-credit loan officer; now
// heads lending at a private lender doing raw land, acreage with homesteads, ag-exempt ranchettes, lot development and
// small commercial pads around Austin, San Antonio, Fredericksburg, Waco and the I-35 corridor (brokers, wholesalers, seller carry).
// Started: 2026-11-29 21:05 UTC. Finished: 2026-11-29 21:33 UTC.
// Read: /work/writer-brief.md; /work/shared/SPEC.md sections 2, 3, 5 and 9; /work/shared/fixtures/documents/README.md;
// bench/corpus/types.ts, render.ts, style.ts, truth.ts, facts.ts, generate.ts, check.ts; bench/corpus/families/unseen/index.ts.
import type { Family } from '../../../types';
import { commsFamilies } from './comms';
import { contractFamilies } from './contracts';
import { entityFamilies } from './entity';
import { lendingFamilies } from './lending';
import { paperFamilies } from './paper';
import { sheetFamilies } from './sheets';
import { valuationFamilies } from './valuation';

export const families: Family[] = [
  ...contractFamilies,
  ...lendingFamilies,
  ...commsFamilies,
  ...valuationFamilies,
  ...entityFamilies,
  ...paperFamilies,
  ...sheetFamilies,
];
