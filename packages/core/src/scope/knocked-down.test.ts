import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => !kind.startsWith('cleanup'));

// "knock down the old shed" priced a new shed: knocking down, bulldozing or razing a thing is its removal, as tearing
// it down is (removal-counterparts.yaml prices the removal of the thing read).
describe('a thing knocked down, bulldozed or razed is taken away, not built', () => {
  it.each([
    ['knock down the old shed and haul it away', 'shed_demolition'],
    ['the old shed needs to be knocked down', 'shed_demolition'],
    ['raze the old garage, about 400 sf', 'garage_demolition'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it('knocked down as what happened is no removal asked', () => {
    expect(kinds('wind knocked down one 8 foot section of our wood privacy fence, post is fine')).toEqual([
      'fence_section_repair',
    ]);
  });
});
