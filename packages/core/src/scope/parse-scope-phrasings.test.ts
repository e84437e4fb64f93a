import { lines, PHRASINGS } from '@quoin/testkit/scope';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePlan } from '../plan/validate-plan.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

describe('parseScope phrasings', () => {
  it.each(PHRASINGS)('%s', (text, expected) => {
    const result = parseScope(text);
    expect(lines(result.plan)).toEqual(expected);
    expect(validatePlan(result.plan).ok).toBe(true);
  });

  it('covers at least 80 phrasings', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(80);
  });
});
