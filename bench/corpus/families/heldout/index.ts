// Held-out families, written by other hands than the extractor's authors. One folder per set. set-e was the unseen
// set until stop 27 and was analysed while building after it, so it is held-out material now, not unseen.
import type { Family } from '../../types';
import { families as setC } from './set-c';
import { families as setD } from './set-d';
import { families as setE } from './set-e';

export const families: Family[] = [...setC, ...setD, ...setE];
