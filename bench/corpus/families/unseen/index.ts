// The unseen evaluation set: families written by a hand that never read the extractor, its rules, its training
// script or the dev families. Generated only with `--set unseen`; `--set all` (dev + heldout) leaves it out so no
// one tunes on it by accident. `--subset set-e` or `--subset set-f` generates one of its sets alone.
import type { Family } from '../../types';
import { families as setE } from './set-e';
import { families as setF } from './set-f';

export const families: Family[] = [...setE, ...setF];
