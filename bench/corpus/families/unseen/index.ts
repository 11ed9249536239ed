// The unseen evaluation set: families written by a hand that never read the extractor, its rules, its training
// script or the dev families. Generated only with `--set unseen`; `--set all` (dev + heldout) leaves it out so no
// one tunes on it by accident. Once a set has been tuned on it moves to heldout/ (set-e after stop 27, set-f after
// stop 28, set-g after stop 29, set-h after stop 30, set-i after stop 31, set-j after stop 32, set-k after stop 33,
// set-l after stop 34, set-m and set-n after stop 35, set-o and set-p after stop 36, set-q and set-r after stop 37, set-s and set-t after stop 38,
// set-u and set-v after stop 39, set-w and set-x after stop 40, set-y and set-z after stop 41,
// set-aa and set-ab after stop 42, set-ac and set-ad after stop 43, set-ae and set-af after stop 44).
// Each new set is one folder here, imported below and spread into `families`.
import type { Family } from '../../types';
import { families as setAg } from './set-ag';
import { families as setAh } from './set-ah';

// set-ae and set-af moved to heldout/ after stop 44; set-ag and set-ah are this round's sets.
export const families: Family[] = [...setAg, ...setAh];
