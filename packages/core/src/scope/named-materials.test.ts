import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// A named material is that material, not its cheaper neighbour; a clause that names work without a verb is read
// as a request for it, not lent to the next clause's verb.
describe('named materials', () => {
  it.each([
    ['new standing seam metal roof, 22 squares', 'standing_seam_reroof'],
    ['standing seam metal roof on a 1,800 sq ft ranch, tear off the old shingles', 'standing_seam_reroof'],
    ['replace my roof with standing seam', 'standing_seam_reroof'],
    ['Install a new metal roof, 20 squares', 'metal_panel_reroof'],
  ])('%s → %s', (text, assemblyId) => {
    const ids = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
    expect(ids).toContain(assemblyId);
    if (assemblyId === 'standing_seam_reroof') expect(ids).not.toContain('metal_panel_reroof');
  });
});

describe('qualified kinds of work from the lexicon', () => {
  it.each([
    ['replace the double vanity in the master bath, 60 inch, with two new faucets', 'double_vanity_install'],
    ['install a whole house water softener', 'water_softener_install'],
    ['install new toilets x2', 'toilet_replace'],
    ['replace the bathroom vanity', 'vanity_install'],
  ])('%s → %s', (text, assemblyId) => {
    const ids = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
    expect(ids).toContain(assemblyId);
  });
});

// The class: blown cellulose is the cellulose bag (its own coverage and price), never the fiberglass bag, and the
// blown-in rule still reads the R-value and the top-up.
describe('blown cellulose is cellulose', () => {
  const item = (text: string) => parseScope(text).plan.groups.flatMap((g) => g.items)[0];
  it.each([
    ['Add R-38 blown cellulose in a 1,100 sq ft attic', 'blown_cellulose_attic', 38],
    ['R-49 blown cellulose insulation in a 900 sq ft attic', 'blown_cellulose_attic', 49],
    ['blow cellulose into the attic, 800 sq ft, bring it to R-60', 'blown_cellulose_attic', 60],
    ['cellulose insulation blown in over the garage, 400 sq ft', 'blown_cellulose_attic', undefined],
    ['blown fiberglass in the attic to R-38, 1,000 sq ft', 'blown_in_attic', 38],
  ])('%s → %s at R-%s', (text, assemblyId, rValue) => {
    const line = item(text);
    expect(line?.assemblyId).toBe(assemblyId);
    if (rValue !== undefined) expect(line?.params?.target_r_value).toBe(rValue);
  });
});

// The class: a door, driveway or patio named as where the work goes is a place, not work of its own.
describe('a place named beside the work is not priced', () => {
  const ids = (text: string) => parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId));
  it.each([
    ['put a storm door on the back door', ['storm_door']],
    ['install a storm door onto our front door', ['storm_door']],
    [
      'pour a concrete walkway from the driveway to the front door, 4 ft wide and 30 ft long',
      ['concrete_sidewalk'],
    ],
    ['a 4x20 paver walkway along the driveway', ['paver_patio']],
  ])('%s', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });
});
