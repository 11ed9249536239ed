// Held-out families, written by other hands than the extractor's authors. One folder per set.
import type { Family } from '../../types';
import { families as setC } from './set-c';
import { families as setD } from './set-d';

export const families: Family[] = [...setC, ...setD];
