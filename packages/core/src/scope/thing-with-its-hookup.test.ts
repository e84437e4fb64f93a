import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "We want a 6 person hot tub installed on the patio with the wiring" priced the circuit alone ($942 validated against
// $4,000-$12,000): a thing put in with its hookup named beside it is the thing and its hookup.
describe('a thing put in with its hookup is both', () => {
  it.each([
    ['We want a 6 person hot tub installed on the patio with the wiring'],
    ['install a hot tub with the electrical'],
    ['hot tub installed, with a 50 amp circuit'],
    ['new spa + 50A circuit'],
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(expect.arrayContaining(['hot_tub_install', 'circuit_240_50a']));
  });

  it.each([['Wire a hot tub'], ['run a circuit for the hot tub']])('%s is the circuit alone', (text) => {
    expect(readKinds(text)).toEqual(['circuit_240_50a']);
  });
});
