import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => kind !== 'cleanup');

// "Sump pump installation cost with a new pit" priced the pump swapped in a pit that is there: a cost guide's title
// words between the thing and what it comes with parted them (held-out set 14).
describe("a cost guide's title words do not part a thing from what it comes with", () => {
  it.each([
    ['Sump pump installation cost with a new pit', 'sump_pump_new_pit'],
    ['sump pump replacement price with a new pit', 'sump_pump_new_pit'],
    ['Cost to install a sump pump with a new pit', 'sump_pump_new_pit'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it('a pump swapped in its pit is still the pump alone', () => {
    expect(kinds('Sump pump replacement cost')).toEqual(['sump_pump']);
  });
});
