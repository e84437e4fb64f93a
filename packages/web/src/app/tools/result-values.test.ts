import { describe, expect, it } from 'vitest';
import { cellText, columnsOf, headingOf, isTable } from './result-values.ts';

describe('result values', () => {
  it.each([
    ['normalizedTotalCents', 'Normalized total'],
    ['bidTitle', 'Bid title'],
    ['line_item_type', 'Line item type'],
    ['p80Cents', 'P80'],
  ])('headingOf(%s) is %s', (key, heading) => expect(headingOf(key)).toBe(heading));

  it.each([
    ['amountCents', 72_000, '$720.00'],
    ['score', 0.919, '0.919'],
    ['areaSqFt', 2000, '2,000'],
    ['outlier', false, 'no'],
    ['exclusions', ['permits', 'paint'], 'permits, paint'],
    ['itemId', null, '—'],
  ])('cellText(%s, %j) is %s', (key, value, text) => expect(cellText(key, value)).toBe(text));

  it('reads arrays of objects as tables with every column', () => {
    expect(isTable([{ a: 1 }, { b: 2 }])).toBe(true);
    expect(isTable([1, 2])).toBe(false);
    expect(isTable([])).toBe(false);
    expect(columnsOf([{ a: 1 }, { b: 2, a: 3 }])).toEqual(['a', 'b']);
  });
});
