import { describe, expect, it } from 'vitest';
import { normalizeText, splitClauses, splitSentences } from './split-jobs.ts';

describe('splitting a request', () => {
  it('keeps abbreviations and decimals inside a sentence', () => {
    expect(splitSentences('Approx. 1,650 sq. ft. of drywall. Also 2.5 gallons; thanks!')).toEqual([
      'Approx. 1,650 sq. ft. of drywall',
      'Also 2.5 gallons',
      'thanks',
    ]);
  });

  it.each([
    [
      'paint the living room and replace the kitchen faucet',
      ['paint the living room', 'replace the kitchen faucet'],
    ],
    ['paint the walls and ceiling', ['paint the walls and ceiling']],
    ['remove and dispose of the carpet', ['remove and dispose of the carpet']],
    ['tear off one layer and install new shingles', ['tear off one layer', 'install new shingles']],
    ['replace the toilet and vanity', ['replace the toilet and vanity']],
    ['1,650 sq ft of drywall, hang and finish', ['1,650 sq ft of drywall, hang and finish']],
    ['paint the bedroom, then install carpet', ['paint the bedroom', 'install carpet']],
    ['remove carpet and tile', ['remove carpet and tile']],
  ])('%s', (sentence, clauses) => {
    expect(splitClauses(sentence)).toEqual(clauses);
  });

  // The class: a size said as width and length in words is one size, as "4x30 ft" would be.
  it.each([
    ['walkway 4 ft wide and 30 ft long', 'walkway 4x30 ft'],
    ['a slab 10 feet long by 8 feet wide', 'a slab 10x8 ft'],
    ["deck 12' deep x 20' wide", 'deck 12x20 ft'],
    ['a hall 4 ft wide and 4 ft wide', 'a hall 4 ft wide and 4 ft wide'],
  ])('reads "%s" as one size', (text, normalized) => {
    expect(normalizeText(text).text).toBe(normalized);
  });

  it('normalizes case, fractions, number words and hyphenated words', () => {
    expect(normalizeText('Re-roof with Six ¾" boards & two-story').text).toBe(
      're roof with 6 3/4" boards and 2 story',
    );
    // A figure hyphened to its unit is the figure and the unit ("a 50-gallon heater"); a range of figures stays.
    expect(normalizeText('a 50-gallon heater, 2-3 days').text).toBe('a 50 gallon heater, 2-3 days');
  });
});
