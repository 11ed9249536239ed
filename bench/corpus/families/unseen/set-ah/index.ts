// set-ah — unseen evaluation families.
// Persona: eleven years a Phoenix and Las Vegas mortgage broker and property manager of scattered-site rentals; now
// head of credit at a Southwest private lender doing build-to-rent communities, scattered-site single-family
// portfolios (blanket loans over many houses), DSCR rentals and lot-and-build loans (Arizona, Nevada, New Mexico,
// Utah's St. George); brokers send tapes and rent rolls, title companies handle escrow, many borrowers are Delaware or
// Wyoming LLCs and out-of-state funds.
// Started: 2026-11-30 00:01 UTC. Finished: 2026-11-30 00:50 UTC.
import type { Family } from '../../../types';
import { text1 } from './text1';
import { text2 } from './text2';
import { text3 } from './text3';
import { photos, scans } from './scans';
import { sheets } from './sheets';

export const families: Family[] = [...text1, ...text2, ...text3, ...scans, ...photos, ...sheets];
