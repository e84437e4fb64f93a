import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "We'd like a sump pump put in, there's no pit right now." priced a $440 pump swap for a $1,200-$3,500 job
// (held-out set 15): a sump pump asked where there is no pit is a new install with its pit.
describe('a sump pump where there is no pit includes the pit', () => {
  it.each([
    "Basement took on water twice this spring. We'd like a sump pump put in, there's no pit right now.",
    "Need a sump pump installed, we don't have a pit",
    'new sump pump, will need to dig a pit in the basement floor',
    'house never had a sump, want a sump pump put in',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['sump_pump_new_pit']);
  });

  it.each(['replace my sump pump', 'sump pump died, replace it. pit is fine'])(
    '%s is a pump swap',
    (text) => {
      expect(readKinds(text)).toEqual(['sump_pump']);
    },
  );
});
