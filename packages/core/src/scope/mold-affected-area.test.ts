import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Mold remediation in a basement" priced the typical basement's 800 sq ft ($12.9k validated against $1k-$4k): mold is
// remediated where it grows; a room named without a size is where, not how much.
describe('mold in a room is the affected area, not the room', () => {
  it.each([
    ['Mold remediation in a basement', 'mold_remediation 100 sq_ft'],
    ['mold remediation in the attic', 'mold_remediation 100 sq_ft'],
    ['need mold removal in the crawl space', 'mold_remediation 100 sq_ft'],
    ['mold remediation in the attic, about 300 sq ft', 'mold_remediation 300 sq_ft'],
    ['mold abatement 100 sq ft bsmt', 'mold_remediation 100 sq_ft'],
  ])('%s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});
