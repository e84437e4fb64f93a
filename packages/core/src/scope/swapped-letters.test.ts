import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Two letters swapped in a thing's one-word name is the commonest slip (held-out set 16: "Replace 2 toliets w/
// comfort height elongated" was refused as not understood).
describe('a thing named with two letters swapped is read as the thing', () => {
  it.each([
    ['Replace 2 toliets w/ comfort height elongated, haul old ones', 'toilet'],
    ['clean the gutetrs on a one story house', 'gutter'],
    ['new toliet in the half bath', 'toilet'],
  ])('%s', (text, kind) => {
    expect(readKinds(text).some((k) => k.includes(kind))).toBe(true);
  });
});
