import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './content-coding.ts';

describe('acceptsGzip', () => {
  const cases: [string | undefined, boolean][] = [
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
  ];
  it.each(cases)('Accept-Encoding %j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
