// Set F of the unseen evaluation corpus: document families written by a hand that never read the extractor, its
// rules, its training script or any other set's families. Generate only this set with
//   npx tsx bench/corpus/generate.ts --out .tmp/corpus-f --set unseen --subset set-f --per-family 5
import type { Family } from '../../../types';
import { families as applications } from './applications';
import { families as emails } from './emails';
import { families as entityPapers } from './entity-papers';
import { families as lenderTerms } from './lender-terms';
import { families as propertyPapers } from './property-papers';
import { families as sheets } from './sheets';

export const families: Family[] = [...lenderTerms, ...applications, ...entityPapers, ...propertyPapers, ...emails, ...sheets];
