import { kindNotNeighbour, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A hood vented outside where no duct ran is new install work, the hood and a new duct run to a wall or roof
// cap, not a swap onto the old duct (#13). Data: lexicon/swap-refiners.yaml range_hood (the range_hood rule's
// refiner), the range_hood_duct_run assembly, and the ductwork rule that leaves a hood's duct to the hood.

warmUpReader();

describe('a hood newly ducted outside is the hood and its new duct run', () => {
  it.each([
    'range hood newly ducted outside',
    "put in a range hood where there wasn't one, ducted outside",
    'replace the range hood, no existing duct',
  ])('%s', (text) => {
    const read = readKinds(text);
    expect(read).toContain('range_hood_install');
    expect(read).toContain('range_hood_duct_run');
    expect(read).not.toContain('ductwork');
  });
  it('a hood swapped onto its duct is the hood alone', () => {
    expect(readKinds('replace the range hood')).toEqual(['range_hood_install']);
  });
  kindNotNeighbour([['new ductwork for the addition', 'ductwork', 'range_hood_duct_run']]);
});
