import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
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
