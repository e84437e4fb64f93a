import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Insulate a 1,000 sq ft crawl space floor with fiberglass batts" priced the floor's batts and 1,012 sq ft of wall
// batts beside them ($4,246 of $1,200-$3,500, validated); "batt insulation under the floor over our crawl space"
// only wall batts: the batts a crawl space's floor is insulated with are that floor's, overhead.
describe("the batts of a floor over a crawl space are the floor's", () => {
  it.each([
    ['Insulate a 1,000 sq ft crawl space floor with fiberglass batts', ['ceiling_batts 1000 sq_ft']],
    ['insulate under the floor in the crawlspace, 800 sf, batts', ['ceiling_batts 800 sq_ft']],
    ['batt insulation under the floor over our crawl space, 1200 sq ft', ['ceiling_batts 1200 sq_ft']],
    ['R-19 batts in the floor over the garage, 500 sf', ['ceiling_batts 500 sq_ft']],
    ["Insulate the floor above our crawl space, it's about 1000 sq ft", ['ceiling_batts 1000 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it("a crawl space's walls are walls", () => {
    expect(readLines('insulate the crawl space walls with batts, 400 sf')).toEqual(['wall_batts 400 sq_ft']);
  });
});
