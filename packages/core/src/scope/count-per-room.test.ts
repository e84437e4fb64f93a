import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A thing run or put "to 6 rooms", "in 3 bedrooms" is one to each room counted after it: "run ethernet cable to 6
// rooms" was one data drop ($232, validated).
describe('one to each of the rooms counted after the thing', () => {
  it.each([
    ['Run ethernet cable to 6 rooms', ['data_drop 6 each']],
    ['install a ceiling fan in 3 bedrooms', ['ceiling_fan 3 each']],
    ['replace the toilet in 2 bathrooms', ['toilet_replace 2 each']],
    ['we need ductless heads in three bedrooms off one outdoor unit', ['mini_split_zone 3 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['run a new circuit to the garage', ['new_circuit 1 each']],
    ['replace the toilet, the house has 2 bathrooms', ['toilet_replace 1 each']],
  ])('no rooms counted after it: %s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});
