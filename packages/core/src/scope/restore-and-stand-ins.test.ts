import { estimateText, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { nearestWork } from './unread-text.ts';

warmUpReader();

// "Restore" a surface is to refinish it, not to lay a new one: "restore our hardwood floors, 400 sq ft" was new
// hardwood ($5,495, validated).
describe('restoring a surface is refinishing it', () => {
  it.each([
    ['restore our hardwood floors, 400 sq ft', ['hardwood_refinish 400 sq_ft']],
    ['we want to restore the original oak floors in the living room, 16x20', ['hardwood_refinish 320 sq_ft']],
    ['restoring the wood floors upstairs, about 600 sf', ['hardwood_refinish 600 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// An ordinal is a word of its thing: "add a 2nd floor" shares only the word "floor" with a floor finish and was the
// nearest known work of any floor ("restore and polish a 400 sq ft terrazzo floor" was a second story, $102,319).
describe('the nearest known work of a thing', () => {
  it('does not take a second story for a floor', () => {
    const registry = defaultTradeRegistry();
    for (const text of ['polish a terrazzo floor', 'seal the travertine floor', 'a rubber gym floor, 300 sf'])
      expect(nearestWork(text, registry, 3)).not.toContain('add a 2nd floor');
  });

  it('prices a terrazzo floor restored as a floor refinished, for a person to check the material', async () => {
    expect(readLines('Cost to restore and polish a 400 sq ft terrazzo floor')).toEqual([
      'hardwood_refinish 400 sq_ft',
    ]);
    const { state } = await estimateText('Cost to restore and polish a 400 sq ft terrazzo floor');
    expect(state).toBe('review_required');
  });
});
