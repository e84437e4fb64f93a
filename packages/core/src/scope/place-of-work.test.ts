import { readLines } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// The thing next to the work is where it goes or how it is controlled, not work of its own: under-cabinet
// lights along 14 ft of cabinets were 14 ft of new base cabinets and a light switch ($3,600, validated).
describe('the thing next to the work is its place', () => {
  it.each([
    ['under cabinet LED lights, 10 ft of cabinets, on a switch', ['under_cabinet_lighting 10 linear_ft']],
    ['under cabinet lights along 12 ft of cabinets', ['under_cabinet_lighting 12 linear_ft']],
    ['under cabinet lighting on 8 ft of cabinets', ['under_cabinet_lighting 8 linear_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['replace the light switch in the hall', 'device_replace'],
    ['new base cabinets, 12 ft', 'base_cabinets'],
  ])('the thing itself is still work: %s → %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).toEqual([assembly]);
  });
});

// The surface new work goes on is where it goes ("LVP over the concrete slab" priced a new 800 sq ft slab beside the
// floor); what the customer says is already there is kept, whether one thing or two.
describe('the surface under the work and what is already there are not work', () => {
  it.each([
    ['install 600 sq ft of LVP over the concrete slab in the basement', ['lvp_install 600 sq_ft']],
    ['lay carpet over the concrete floor in the basement, 500 sq ft', ['carpet_install 500 sq_ft']],
    ['tile over the existing concrete patio, 200 sq ft', ['floor_tile 200 sq_ft']],
    ['install laminate on the basement slab, 700 sq ft', ['laminate_install 700 sq_ft']],
    ['install a dishwasher, the plumbing and outlet are already there', ['dishwasher_install 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['pour a new concrete slab for the shed, 12x12', 'concrete_slab'],
    ['replace the cracked concrete patio, 300 sq ft', 'concrete_patio'],
    ['install the vanity and the toilet stays', 'vanity_install'],
  ])('the surface or the thing itself is still work: %s → %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).toEqual([assembly]);
  });
});

// A clause that asks for work the reader could not place ("… and seal the slab in a 3,000 sf warehouse") holds
// the estimate for review: its size may be the job's real size.
describe('unplaced work holds the estimate', () => {
  it.each([
    // (Sealing a concrete floor is a kind of work now, concrete_sealing: this case asks for terrazzo instead.)
    ['paint the office, then resurface the old terrazzo in the 2,000 sf lobby', 'resurface the old terrazzo'],
    ['replace the front door and stain the pergola beams', 'stain the pergola beams'],
    ['new toilet in the hall bath and lay slate in the foyer, about 60 sq ft', 'lay slate in the foyer'],
  ])('%s → a doubt about "%s"', (text, unplaced) => {
    const scope = parseScope(text);
    expect(scope.plan.groups.length).toBeGreaterThan(0);
    expect((scope.plan.doubts ?? []).some((d) => d.includes(unplaced))).toBe(true);
  });
});
