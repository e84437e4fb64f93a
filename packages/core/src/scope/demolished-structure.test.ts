import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Cost to demolish a detached one-car garage and remove the slab" priced the slab alone ($1,053 validated against
// $2,500-$6,500, held-out set 12): the lexicon's phrases read only words next to each other, so words between the
// verb and the garage lost it, and the slab its demolition takes was priced again beside it.
describe('a garage demolished with words between the verb and the garage', () => {
  it.each([
    ['Cost to demolish a detached one-car garage and remove the slab', ['garage_demolition 280 sq_ft']],
    ['tear down our old cinder block garage', ['garage_demolition 400 sq_ft']],
    ['demo the old detached 2-car garage, 24x24', ['garage_demolition 576 sq_ft']],
    ['demolish the 2 car garage and slab', ['garage_demolition 480 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it.each([['demo the garage floor and repour it'], ['demolish the garage ceiling drywall']])(
    '%s is work inside the garage, not its demolition',
    (text) => {
      expect(readKinds(text)).not.toContain('garage_demolition');
    },
  );

  it('a new slab poured after the teardown is still priced', () => {
    expect(readKinds('tear down the garage and pour a new slab')).toContain('concrete_slab');
  });
});
