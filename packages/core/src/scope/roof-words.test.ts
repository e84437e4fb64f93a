import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';
import { fewShingles } from './roof-words.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// A few pieces of a roof (reader-words.yaml `fewPieces`) are a repair of that extent, never a new roof.
describe('a few pieces of a roof', () => {
  it.each([
    ['replace 3 shingles', true],
    ['some missing shingles after the storm', true],
    ['several loose slates', true],
    ['2 cracked roof tiles', true],
    ['damaged shingles on the garage', true],
    ['new architectural shingles', false],
    ['25 squares of shingles', false],
    ['replace the roof', false],
  ])('%s → %s', (text, few) => {
    expect(fewShingles().test(text)).toBe(few);
  });

  it.each(['replace 3 shingles that blew off', 'some loose slates on the porch roof need fixing'])(
    '%s is a roof repair',
    (text) => {
      const ids = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
      expect(ids).toContain('roof_repair');
      expect(ids).not.toContain('asphalt_shingle_reroof');
    },
  );
});
