import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

import { parseScope } from './parse-scope.ts';

warmUpReader();

const NEW_COVERINGS = ['asphalt_shingle_reroof', 'metal_panel_reroof', 'shingle_tear_off', 'vinyl_siding'];

// A customer describes the house before asking for the work: "Metal roof. Leaking around the skylight, needs
// resealing." priced a whole new metal roof beside the reseal ($13k validated, for a $400 repair).
describe('a sentence that only names a house covering describes what later work of its trade is on', () => {
  it.each([
    ['Metal roof. Leaking around the skylight, it needs resealing.', 'roof_repair'],
    [
      'Architectural shingle roof, two story. A few shingles blew off last night and need replacing.',
      'roof_repair',
    ],
    [
      'Asphalt shingles, about 12 years old. The flashing around the chimney needs to be replaced.',
      'flashing',
    ],
    ['Shingle roof. Flashing at the chimney needs to be redone.', 'flashing'],
  ])('%s', (text, kind) => {
    const kinds = readKinds(text);
    expect(kinds).toContain(kind);
    expect(kinds.filter((k) => NEW_COVERINGS.includes(k))).toEqual([]);
  });

  it('says which sentence it read as a description', () => {
    expect(
      parseScope('Metal roof. Leaking around the skylight, needs resealing.').plan.assumptions,
    ).toContain(
      '"metal roof" is read as a description of what the work is on, not as new work; say so if it is to be replaced too.',
    );
  });

  it.each([
    // Other work than its own trade's: the covering named first is the job.
    ['Metal roof. Also need gutters.', 'metal_panel_reroof'],
    // Sized, or with a verb, it is the work.
    ['Shingle roof, 28 squares. Tear off and replace.', 'asphalt_shingle_reroof'],
    ['New shingle roof. The flashing around the chimney needs to be replaced too.', 'asphalt_shingle_reroof'],
  ])('%s keeps the covering', (text, kind) => {
    expect(readKinds(text)).toContain(kind);
  });
});

// "the bathroom needs to be redone, 5x8" was refused (exit 3): a room said to need its whole job after the room.
describe('a room said to need redoing, updating or a remodel is its whole job', () => {
  it.each([
    ['the hall bathroom needs to be redone, its 5x8', 'bathroom_gut'],
    ['Our kitchen really needs updating. About 10x12.', 'base_cabinets'],
    ['Bought a fixer upper and the guest bath needs a complete redo', 'bathroom_gut'],
    ['the kitchen is due for a remodel, 12x14', 'base_cabinets'],
  ])('%s', (text, kind) => {
    expect(readKinds(text)).toContain(kind);
  });

  it('a room that was redone names no job on it', () => {
    expect(readKinds('our bathroom was redone in 2015, now the exhaust fan needs replacing')).toEqual([
      'bath_exhaust_fan',
    ]);
  });
});
