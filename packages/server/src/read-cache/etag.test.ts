import { describe, expect, it } from 'vitest';
import { etagOf, gzipEtag, matchesEtag } from './etag.ts';

describe('etagOf', () => {
  it('is a quoted strong tag that follows the bytes', () => {
    const tag = etagOf(Buffer.from('{"a":1}'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etagOf(Buffer.from('{"a":1}'))).toBe(tag);
    expect(etagOf(Buffer.from('{"a":2}'))).not.toBe(tag);
  });
});

describe('matchesEtag', () => {
  const cases: [string, string | undefined, boolean][] = [
    ['no header', undefined, false],
    ['empty header', '', false],
    ['the same tag', '"abc"', true],
    ['another tag', '"abd"', false],
    ['a weak form of the tag', 'W/"abc"', true],
    ['a list holding it', '"x", "abc" , "y"', true],
    ['a list without it', '"x", "y"', false],
    ['any tag', '*', true],
    ['an unquoted value', 'abc', false],
  ];
  it.each(cases)('%s', (_label, header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe('gzipEtag', () => {
  it.each([
    ['"abc"', '"abc-gz"'],
    ['W/"abc"', 'W/"abc-gz"'],
  ])('%s → %s', (tag, expected) => {
    expect(gzipEtag(tag)).toBe(expected);
  });
});
