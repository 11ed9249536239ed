// set-ag — unseen evaluation families.
// Persona: fourteen years a Boston/Providence/Worcester condo-conversion and triple-decker lender's closing
// coordinator, once a paralegal for a condominium association attorney; now runs originations for a New England private
// lender (MA, RI, CT, NH): triple-decker purchases, condo conversions with master deeds, small mixed-use on Main
// Streets, nominee trusts and realty trusts as borrowers, Portuguese- and Cape Verdean-speaking clients, attorneys who
// close (no escrow companies).
// Started: 2026-11-30 00:01 UTC. Finished: 2026-11-30 00:57 UTC.
import type { Family } from '../../../types';
import { text1 } from './text1';
import { text2 } from './text2';
import { paper } from './paper';
import { sheets } from './sheets';

export const families: Family[] = [...text1, ...text2, ...paper, ...sheets];
