import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A finish or treatment of a thing is priced as that treatment of that thing, not as the thing (#13). Data: a
// popcorn ceiling's skim coat and paint are companions of its removal over the same ceiling
// (job-templates/popcorn-ceiling.yaml, quantity-words.yaml sameSurface); tile behind a counter, range or sink is a
// backsplash (work-rules/finish.yaml backsplash_by_place) on a wall said to be there (clause-phrases.yaml); the
// doors and drawer fronts of a refacing are its own (clause-phrases.yaml, whole-job-kinds.yaml).

warmUpReader();

describe('a popcorn ceiling scraped, skimmed and painted is one ceiling', () => {
  it.each([
    [
      'Popcorn ceilings in the whole downstairs, about 1,100 sf. Want it scraped, skim coated and painted',
      ['skim_coat 1100 sq_ft', 'popcorn_ceiling_removal 1100 sq_ft', 'interior_ceiling_paint 1100 sq_ft'],
    ],
    [
      'popcorn ceiling removal 800 sq ft, then skim coat and paint the ceiling',
      ['skim_coat 800 sq_ft', 'popcorn_ceiling_removal 800 sq_ft', 'interior_ceiling_paint 800 sq_ft'],
    ],
    [
      'scrape popcorn off 600 sq ft of ceilings and repaint',
      ['popcorn_ceiling_removal 600 sq_ft', 'interior_ceiling_paint 600 sq_ft'],
    ],
  ])('%s', (text, lines) => {
    expect(readLines(text)).toEqual(expect.arrayContaining(lines));
  });
  it('the removal alone, or paint said of the walls, adds no ceiling finish', () => {
    expect(readKinds('popcorn ceiling removal, 400 square feet')).toEqual(['popcorn_ceiling_removal']);
    expect(readKinds('remove popcorn ceiling in two bedrooms and paint the walls')).not.toContain(
      'interior_ceiling_paint',
    );
  });
});

describe('tile on the wall behind a counter, range or sink is a backsplash', () => {
  it.each([
    [
      'white subway tile put up behind the counters, roughly 30 sq ft. Wall is already bare drywall',
      'backsplash_tile 30 sq_ft',
    ],
    ['subway tile behind the stove, about 20 sq ft, the drywall is already up', 'backsplash_tile 20 sq_ft'],
    ['install tile above the range, 25 sq ft', 'backsplash_tile 25 sq_ft'],
  ])('%s → %s only', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
  it('tile with a floor or a shower named keeps its own kind', () => {
    expect(readKinds('new tile floor in the kitchen')).toEqual(['floor_tile']);
    expect(readKinds('subway tile on the shower walls')).not.toContain('backsplash_tile');
  });
});

describe('the doors and drawer fronts of a refacing are not an entry door', () => {
  it.each([
    'reface the kitchen cabinets, about 25 lf of uppers and lowers, new doors and drawer fronts',
    'kitchen cabinet refacing, new doors, drawer fronts and pulls',
    'cabinet refacing for uppers and lowers, new doors and drawer fronts',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['cabinet_refacing']);
  });
  it('a front door named beside the refacing is still priced', () => {
    expect(readKinds('reface cabinets and replace the front door')).toContain('exterior_door');
  });
});
