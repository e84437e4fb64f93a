import { describeCensus, readKinds, readQuantities, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

/**
 * The exterior and site census (issue #13, session 10): every job topic of the domain that has its own
 * cost-guide page, read in three plain phrasings and priced inside the guide's whole-job band (topics and bands
 * in census-exterior-topics.yaml). A phrasing that still misses carries `todo` with its reason, so the table only
 * ever shrinks its todo list.
 *
 * Untuned, before this census was fixed by class: 172/270 phrasings in band (64%), 85 out, 13 not estimated,
 * 14 more than 3x off marked validated; the honest forecast of a hidden set for this domain. After the class
 * fixes of session 10 (data only): 230/270 in band, 0 not estimated, 11 more than 3x off still validated.
 */
warmUpReader();

describeCensus('exterior census: each topic read and priced in its guide band', [
  { file: new URL('./census-exterior-topics.yaml', import.meta.url), minTopics: 60, phrasingsPerTopic: 3 },
]);

// The classes fixed for the census, each in phrasings beyond the census's own.
describe('exterior census classes', () => {
  it.each([
    ['SSMR 20 squares', 'standing_seam_reroof 20'],
    ['ssmr on the house', 'standing_seam_reroof 20'],
    ['layover 20 sq', 'asphalt_shingle_reroof 20'],
    ['shingle layover 25 squares', 'asphalt_shingle_reroof 25'],
  ])("roofers' shorthand stands in for its roof: %s", (text, line) => {
    expect(readQuantities(text)).toEqual([line]);
  });

  it.each([
    ['add a railing to our deck, 30 ft', 'deck_framing'],
    ['stairs off my deck down to the yard', 'deck_framing'],
    ['put a gate in our wood fence', 'wood_privacy_fence'],
  ])('work on a deck or fence that is ours does not build a new one: %s', (text, notBuilt) => {
    expect(readKinds(text)).not.toContain(notBuilt);
  });

  it.each([
    ['replace our deck with a new composite deck 12x16', 'deck_framing'],
    ['tear out my old fence and put up a new cedar fence, 120 ft', 'wood_privacy_fence'],
  ])('a deck or fence of ours replaced is still built: %s', (text, built) => {
    expect(readKinds(text)).toContain(built);
  });

  it.each([
    ['install a 5-zone underground sprinkler system', 'sprinkler_zone 5'],
    ['inground sprinkler system with 7 zones', 'sprinkler_zone 7'],
    ['add a sprinkler zone', 'sprinkler_zone 1'],
  ])('a new sprinkler system is priced by the zones said: %s', (text, line) => {
    expect(readQuantities(text)).toEqual([line]);
  });

  it.each([
    ['plant 2 oak trees', 'tree_planting 2'],
    ['a row of fruit trees planted along the fence', 'tree_planting 3'],
    ['trim the oak trees', 'tree_trimming'],
  ])('trees planted are trees, not shrubs: %s', (text, line) => {
    expect(readQuantities(text).join(' ')).toContain(line);
  });
});
