import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';
import { isFiller, namesWork, nearestWork } from './unread-text.ts';

// Unplaced text that asks for work must become a doubt, never vanish: whole-job verbs included.
describe('namesWork', () => {
  it.each([
    ['need the torsion spring replaced', true],
    ['rebuild the gazebo roof', true],
    ['gut the sunroom', true],
    ['remodel the mudroom', true],
    ['convert the carport to a garage', true],
    ['finish the bonus room over the garage', true],
    ['reface the fireplace', true],
    ['tear down the old shed', true],
    ['haul away the old hot tub', true],
    ['the house is 2,000 sq ft', false],
    ['thanks so much', false],
    ['it is a 1960s ranch', false],
  ])('%s', (text, expected) => {
    expect(namesWork(text)).toBe(expected);
  });
});

describe('isFiller', () => {
  it.each([
    ['hi, i would like a quote please', true],
    ['thanks', true],
    ['rebuild the gazebo', false],
  ])('%s', (text, expected) => {
    expect(isFiller(text)).toBe(expected);
  });
});

// A request with no work is refused offline with what was not placed and the nearest work the reader knows, so
// the customer can say it the known way; nothing is priced from a guess.
describe('nearestWork and notUnderstood', () => {
  const registry = defaultTradeRegistry();
  it.each([
    ['need a little storage shed put up', 'shed'],
    ['the walk in shower has to be rebuilt', 'shower'],
    ['squeaky hardwood floor upstairs', 'floor'],
    ['our gazebo roof blew off', 'gazebo'],
  ])('%s → work with "%s"', (text, word) => {
    const nearest = nearestWork(text, registry);
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest.length).toBeLessThanOrEqual(3);
    expect(nearest[0]).toContain(word);
  });

  it('offers nothing for words of no work', () => {
    expect(nearestWork('xyzzy plugh', registry)).toEqual([]);
  });

  it('names what was not placed and the nearest work in a SCOPE_NOT_UNDERSTOOD error', () => {
    expect(() => parseScope('the walk in shower has to be rebuilt', { registry })).toThrow(
      expect.objectContaining({
        code: 'SCOPE_NOT_UNDERSTOOD',
        message: expect.stringMatching(/Not placed: ".*shower.*"\. Nearest work I know: ".*shower.*"/),
      }),
    );
  });
});
