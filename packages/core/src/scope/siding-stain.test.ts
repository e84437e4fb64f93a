import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Staining the siding is its own kind of work (siding_stain): "ext stain cedar siding ~2000 sf, power wash first"
// priced the wash alone ($494, validated), "stain the cedar siding" was not understood, and "the cedar shakes on the
// house need restaining" was a new shake roof ($17,783, validated). The wash is part of the stain.
describe('staining the siding', () => {
  it.each([
    ['ext stain cedar siding ~2000 sf, 2 story, power wash first', ['siding_stain 2000 sq_ft']],
    ['stain the cedar siding, 2000 sq ft', ['siding_stain 2000 sq_ft']],
    ['pressure wash our cedar siding and restain it, about 2000 sq ft', ['siding_stain 2000 sq_ft']],
    ['stain our log cabin, 2,200 sq ft of wall', ['siding_stain 2200 sq_ft']],
    ['the cedar shakes on the house need restaining, 1500 sq ft', ['siding_stain 1500 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['exterior staining of cedar siding after a power wash', 'siding_stain'],
    ['power washing and staining our cedar sided house, 2000 sq ft', 'siding_stain'],
    ['restaining the deck, 300 sq ft', 'deck_stain'],
    ['stain the deck and the fence', 'deck_stain'],
    ['caulk and seal around 10 exterior windows, the old caulk is cracked', 'window_caulking'],
    ['replace the cedar shake roof, 20 squares', 'wood_shake_reroof'],
    ['paint the siding, 1800 sq ft', 'exterior_paint'],
  ])('%s → %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).toEqual([assembly]);
  });
});
