import { readQuantities, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Install landscape lighting" priced one light ($388 validated against $1,800-$5,500) and "we need piers put in to
// stabilize it" one pier ($2.3k validated against $8k-$24k): a thing bought in numbers, named as a system or in the
// plural without a count, is its typical job's count.
describe('a thing bought in numbers named without a count is the typical count', () => {
  it.each([
    ['Install landscape lighting', 'landscape_lighting 8'],
    ['add low voltage landscape lighting to the front yard', 'landscape_lighting 8'],
    ['path lighting along the front walk', 'landscape_lighting 8'],
    [
      'our foundation is settling on one corner and we need piers put in to stabilize it',
      'foundation_pier 8',
    ],
    ['we need steel piers put in', 'foundation_pier 8'],
  ])('%s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });

  it.each([
    ['landscape lighting, 12 fixtures', 'landscape_lighting 12'],
    ['install a landscape light by the mailbox', 'landscape_lighting 1'],
    ['we need 3 piers put in', 'foundation_pier 3'],
    ['one pier put in', 'foundation_pier 1'],
  ])('%s keeps the count said', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});
