import { readCounts, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';

// Countable things of a whole house with no count said ("all the windows", "window cleaning for a two-story
// house") are as many as the house holds, by its size said or a typical house of its stories, stated with the
// rule of thumb and asked about: never one (#13). Data: `houseCounts` of lexicon/quantity-words.yaml.

warmUpReader();

const countOf = (text: string, kind: string) => readCounts(text).find(([k]) => k === kind)?.[1];

describe('a whole house of countable things takes the house count', () => {
  it.each([
    ['window cleaning for a two-story house', 'window_cleaning', 20],
    ['new windows throughout the house', 'replacement_window_standard', 15],
    ['replace all the windows in our 2,400 sq ft house', 'replacement_window_standard', 24],
    ['replace every outlet in the house', 'device_replace', 30],
    ['install smoke detectors throughout the house', 'smoke_detector_hardwired', 5],
    ['new interior doors for the whole house', 'interior_door_prehung', 9],
  ])('%s → %s × %i', (text, kind, count) => {
    expect(countOf(text, kind)).toBe(count);
  });
});

describe('one thing, a count said or a room named is not the whole house', () => {
  it.each([
    ['replace the outlet in the house', 'device_replace', 1],
    ['replace 3 windows in the house', 'replacement_window_standard', 3],
    ['replace all the outlets in the kitchen', 'device_replace', 1],
  ])('%s → %s × %i', (text, kind, count) => {
    expect(countOf(text, kind)).toBe(count);
  });
});

it('every house count names kinds of work that exist', () => {
  const registry = defaultTradeRegistry();
  const kinds = QUANTITY_WORDS.houseCounts.kinds.flatMap((kind) => kind.assemblies);
  for (const kind of kinds) expect(registry.assemblyById(kind), kind).toBeDefined();
});
