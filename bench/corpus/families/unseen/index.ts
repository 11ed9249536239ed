// The unseen evaluation set: families written by a hand that never read the extractor, its rules, its training
// script or the dev families. Generated only with `--set unseen`; `--set all` (dev + heldout) leaves it out so no
// one tunes on it by accident.
import type { Family } from '../../types';
import { families as setE } from './set-e';

export const families: Family[] = [...setE];
