import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "replace 1,000 sf VCT in school corridor, strip old tile, wax" priced porcelain tile and its demo ($16,755 of
// $3,000-$7,500, validated): VCT was read only by the lexicon, which gives way to any rule of the clause, so the
// generic "tile" said of the old floor stood for the new one. Vinyl composition tile is read by a rule.
describe('vinyl composition tile said beside the old tile is VCT', () => {
  it.each([
    'replace 1,000 sf VCT in school corridor, strip old tile, wax',
    'install 1,000 sf VCT in school corridor, strip old tile',
    'replace VCT in the break room, 400 sf, remove the old tile',
    'new vinyl composition tile in the classroom, 900 sq ft, tear out the old tile',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('vct_install');
    expect(kinds).not.toContain('floor_tile');
  });

  it('porcelain tile is still tile', () => {
    expect(readKinds('tile the kitchen floor with porcelain, 200 sf')).toEqual(['floor_tile']);
  });
});
