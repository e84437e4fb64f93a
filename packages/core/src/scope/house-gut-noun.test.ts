import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => kind !== 'cleanup');

// "a 1,300 sf ranch and we're planning a full gut: new kitchen, 1 bath, floors …" priced kitchen demo, bath demo and
// one kitchen's drywall ($5.3k against $100k-$250k): "gut it" after a house was its gut renovation, the gut said as a
// noun was not (held-out set 14).
describe('a house given a full gut is its gut renovation', () => {
  it.each([
    "Bought a 1950s 1,300 sf ranch and we're planning a full gut: new kitchen, 1 bath, floors, drywall, electrical and plumbing.",
    'our 1,800 sq ft house needs a complete gut, kitchen, 2 baths, floors and paint',
    '1960s ranch, 1,400 sf. Thinking a total gut - new kitchen, baths, flooring',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual(['gut_renovation']);
  });

  it('a full gut of a room in the house stays the room', () => {
    expect(kinds('full gut of the kitchen in our ranch, 12x14')).not.toContain('gut_renovation');
    expect(kinds('our house is 1,500 sf, the kitchen needs a full gut and new cabinets')).not.toContain(
      'gut_renovation',
    );
  });
});
