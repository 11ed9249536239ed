// Held-out families, written by other hands than the extractor's authors. One folder per set. set-e, set-f, set-g,
// set-h, set-i, set-j, set-k, set-l, set-m, set-n, set-o, set-p, set-q, set-r, set-s, set-t, set-u, set-v, set-w, set-x, set-y, set-z, set-aa, set-ab, set-ac, set-ad, set-ae and set-af were each the unseen set for one round and were analysed while building after it, so they are held-out material now.
import type { Family } from '../../types';
import { families as setC } from './set-c';
import { families as setD } from './set-d';
import { families as setE } from './set-e';
import { families as setF } from './set-f';
import { families as setG } from './set-g';
import { families as setH } from './set-h';
import { families as setI } from './set-i';
import { families as setJ } from './set-j';
import { families as setK } from './set-k';
import { families as setL } from './set-l';
import { families as setM } from './set-m';
import { families as setN } from './set-n';
import { families as setO } from './set-o';
import { families as setP } from './set-p';
import { families as setQ } from './set-q';
import { families as setR } from './set-r';
import { families as setS } from './set-s';
import { families as setT } from './set-t';
import { families as setU } from './set-u';
import { families as setV } from './set-v';
import { families as setW } from './set-w';
import { families as setX } from './set-x';
import { families as setY } from './set-y';
import { families as setZ } from './set-z';
import { families as setAa } from './set-aa';
import { families as setAb } from './set-ab';
import { families as setAc } from './set-ac';
import { families as setAd } from './set-ad';
import { families as setAe } from './set-ae';
import { families as setAf } from './set-af';

export const families: Family[] = [...setC, ...setD, ...setE, ...setF, ...setG, ...setH, ...setI, ...setJ, ...setK, ...setL, ...setM, ...setN, ...setO, ...setP, ...setQ, ...setR, ...setS, ...setT, ...setU, ...setV, ...setW, ...setX, ...setY, ...setZ, ...setAa, ...setAb, ...setAc, ...setAd, ...setAe, ...setAf];
