import { describe, expect, it } from 'vitest';
import { families as dev } from './dev';
import { families as heldout } from './heldout';
import { families as unseen } from './unseen';

describe('corpus families', () => {
  // Documents are named after their family: two families of one id would overwrite each other's files, and
  // `generate.ts --set all` refuses to run.
  it('gives every family an id of its own across the dev, held-out and unseen sets', () => {
    const ids = [...dev, ...heldout, ...unseen].map((family) => family.id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });
});
