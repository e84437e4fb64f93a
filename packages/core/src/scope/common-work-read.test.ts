import { pricedInBand, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Sealing up where pests get in closes gaps, as air sealing does: no coat, so the pest work named beside it is read
// (the request was refused as no work). The entry points of a house are no entry (foyer).
describe('sealing up the entry points of pests is no coat', () => {
  it.each([
    'we have rats in the attic, trap them and seal up where they get in',
    'Rodent exclusion: seal the entry points around the foundation',
    'mice in our walls again. get them trapped and the entry points sealed',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['wildlife_removal']);
  });

  it('a sealer on a surface is still a coat', () => {
    expect(readKinds('seal the driveway')).not.toContain('wildlife_removal');
  });
});

// "replace the sills, prime and paint": priming and painting said after new sills or brickmold is that trim's paint;
// the clause it stood in read as a paint job and priced nothing (the request was refused).
describe('priming and painting after new sills is the trim paint', () => {
  it.each([
    ['replace 2 rotten window sills on the back of the house, primed and painted', 2],
    ['Window sill replacement x4, prime and paint', 4],
    ['R&R 3 window sills at the front, prime & paint, caulk', 3],
  ])('%s', (text, sills) => {
    const lines = readLines(text);
    expect(lines).toContain(`window_sill_replace ${sills} each`);
    expect(readKinds(text)).toContain('trim_paint');
  });
});

// An estimator's "R&R" is remove and replace: the count after it is the things' ("R&R 2 doors" priced one door).
describe('R&R is remove and replace', () => {
  it.each([
    ['r/r 2 bedroom doors', 'interior_door_prehung 2 each'],
    ['R&R toilet in the hall bath', 'toilet_replace 1 each'],
    ['R & R 3 interior doors', 'interior_door_prehung 3 each'],
  ])('%s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// A wood wheelchair ramp (by its run) and a home sauna are kinds of work of their own (both were refused).
describe('a wheelchair ramp and a home sauna are their own kinds of work', () => {
  it.each([
    ['need a handicap ramp to the front door, about 30 ft', 'wheelchair_ramp 30 linear_ft'],
    ['Wheelchair ramp installation cost, 20 ft wood ramp', 'wheelchair_ramp 20 linear_ft'],
    ['build an ADA ramp off the back porch 16 feet long', 'wheelchair_ramp 16 linear_ft'],
    ['put a 2 person infrared sauna in the basement', 'indoor_sauna 1 each'],
    ['Home sauna installation cost', 'indoor_sauna 1 each'],
    ['we want a cedar sauna kit installed in the spare room', 'indoor_sauna 1 each'],
  ])('%s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });

  pricedInBand([
    ['need a handicap ramp to the front door, about 30 ft', 300000, 800000],
    ['Home sauna installation cost', 300000, 1000000],
  ]);
});

// Yards of a bulk material said with its kind ("10 yards of hardwood mulch") are cubic yards, and size the beds
// or the topsoil spread at their depths (the figure was dropped and a typical 100 sq ft bed priced).
describe('yards of mulch or topsoil size the work', () => {
  it.each([
    ['mulch the beds out front, about 8 yards of dyed black mulch', 'mulch 864 sq_ft'],
    ['roughly 10 yards of hardwood mulch', 'mulch 1080 sq_ft'],
    ['deliver and spread 6 cubic yards of topsoil', 'topsoil_grading 972 sq_ft'],
    ['need about 4 yards of screened topsoil spread in the back yard', 'topsoil_grading 648 sq_ft'],
  ])('%s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});
