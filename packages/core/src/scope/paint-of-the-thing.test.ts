import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) =>
  readLines(text)
    .filter((line) => !line.startsWith('cleanup'))
    .map((line) => line.split(' ').slice(0, 2).join(' '));

// "Install crown molding in living room, 64 LF, paint grade MDF, paint incl" painted the walls of a typical living
// room twice (held-out set 15): a grade names the material, and painting said bare after trim put in is its paint.
describe('the paint of the thing installed, and a grade that names a material', () => {
  it.each([
    [
      'Install crown molding in living room, 64 LF, paint grade MDF, paint incl',
      ['trim_paint', 'crown_molding 64'],
    ],
    ['install chair rail in the dining room, 40 lf, painted', ['trim_paint', 'chair_rail 40']],
    ['install new baseboard trim, 200 lf, paint grade', ['baseboard 200']],
    ['beadboard wainscot 28 LF x 36" in mudroom, paint grade', ['wainscoting 98']],
  ])('%s → %j', (text, expected) => {
    const read = kinds(text);
    expect(read).toHaveLength(expected.length);
    for (const [i, kind] of expected.entries()) expect(read[i]?.startsWith(kind)).toBe(true);
  });
});
