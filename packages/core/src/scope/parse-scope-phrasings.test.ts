import { lines, PHRASINGS } from '@quoin/testkit/scope';
import { describe, expect, it } from 'vitest';
import { validatePlan } from '../plan/validate-plan.ts';
import { parseScope } from './parse-scope.ts';

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
