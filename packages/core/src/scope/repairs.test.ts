import { estimateText, readCounts, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A part of a thing, or a few boards of it, is a repair of that extent, never the whole thing replaced; what is
// wrong told first and the action said after are one job.
describe('repairs of a part are priced as that repair', () => {
  it.each([
    ['garage door spring broke, need the torsion spring replaced', 'garage_door_repair', 1, 150, 450],
    ['replace a few rotten deck boards, maybe 6 boards', 'deck_board_replace', 6, 200, 900],
    ['replace 3 deck boards', 'deck_board_replace', 3, 150, 600],
  ])('%s → %s × %i', async (text, assemblyId, quantity, lowUsd, highUsd) => {
    expect(readCounts(text)).toEqual([[assemblyId, quantity]]);
    const { cents } = await estimateText(text);
    expect(cents).toBeGreaterThanOrEqual(lowUsd * 100);
    expect(cents).toBeLessThanOrEqual(highUsd * 100);
  });

  it.each([
    ['replace the garage door', 'garage_door'],
    ['replace the deck boards on our 12x16 deck', 'wood_deck_boards'],
  ])('the whole thing is still the whole thing: %s', (text, assemblyId) => {
    expect(readKinds(text)).toContain(assemblyId);
  });
});

describe('a repair stays a repair when the lexicon names the thing', () => {
  it('fixing an electric water heater is not a new one', () => {
    const ids = readKinds(
      "how much to fix an electric water heater that's not heating? probably the element",
    );
    expect(ids).not.toContain('water_heater_electric');
  });
});

// The class: a repair of a thing the lexicon names is its trade's repair item, never a new one of it.
describe('a repair of a lexicon kind of work is its repair item', () => {
  it.each([
    ['repair the wood fence, a section is leaning', 'fence_post_replace'],
    ['fix my vinyl fence', 'fence_post_replace'],
    ['replace 2 rotted fence posts', 'fence_post_replace'],
    ['fence repair, one post snapped in the wind', 'fence_post_replace'],
  ])('%s → %s', (text, assemblyId) => {
    expect(readKinds(text)).toEqual([assemblyId]);
  });
});
