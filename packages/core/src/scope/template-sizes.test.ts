import { estimateText, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A whole job's template takes the size said for its room (#13): a primary bath's upgrades (larger shower,
// premium tile, double vanity) grow with its floor, and a space converted into a room is sized as the space, not
// as the typical room it becomes. Data: general_remodel.yaml primary_bath_upgrade (by sq ft) with
// job-templates/bathroom.yaml, and quantity-words.yaml `roomItBecomesBefore`.

warmUpReader();

describe('a primary bath is priced by its stated floor', () => {
  it.each([
    ['remodel our 150 sq ft primary bath', 'primary_bath_upgrade 150 sq_ft'],
    ['Master bathroom remodel, 120 sq ft', 'primary_bath_upgrade 121 sq_ft'],
    ['primary bath remodel 10x12', 'primary_bath_upgrade 120 sq_ft'],
    // No size, or a small one, keeps the per-bath figure (60 sq ft).
    ['primary bath remodel', 'primary_bath_upgrade 60 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
  it('a 150 sq ft primary bath costs more than a 60 sq ft one', async () => {
    const large = await estimateText('gut and remodel our 150 sq ft master bath');
    const small = await estimateText('gut and remodel our 60 sq ft master bath');
    expect(large.cents).toBeGreaterThan(small.cents * 1.3);
  });
});

describe('a space converted is sized as the space, not as the room it becomes', () => {
  it.each([
    ['convert the attic into a bedroom', 'attic_conversion 400 sq_ft'],
    ['turn our attic into an office', 'attic_conversion 400 sq_ft'],
    ['convert the garage into a bedroom', 'garage_conversion 400 sq_ft'],
    ['convert the 2 car garage into a family room', 'garage_conversion 480 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});
