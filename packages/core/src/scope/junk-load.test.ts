import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "a full truckload of junk, old furniture and a fridge" priced the fridge as an appliance set and left the junk a
// doubt ($164 of $400-$900, held-out set 16): what is listed after junk is the truck's load, not a thing installed.
describe('things listed with junk are the load hauled, not installs', () => {
  it.each([
    ['need junk removal, an old couch, a mattress and a broken washer', ['junk_removal 1 each']],
    ['two truckloads of junk from the basement including an old freezer and a sofa', ['junk_removal 2 each']],
    ['junk haul away: old mattress, box spring and a dresser', ['junk_removal 1 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('an appliance asked to be replaced is still the appliance', () => {
    expect(work('replace the fridge and haul away the old one')).toEqual(['appliance_set 1 each']);
  });
});
