import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Interior jobs cost guides price that the reader did not know (exit 3) or read as a neighbour: a closet
// organizer was not understood, a barn door was a sliding patio door, cracked plaster was not understood.
describe('interior kinds of work are their own work, not a neighbour', () => {
  it.each([
    ['install custom closet system in master walk-in', 'closet_system 1 each'],
    ['closet organizer for the bedroom closet', 'closet_system 1 each'],
    ['need 2 closet systems', 'closet_system 2 each'],
    ['install a sliding barn door', 'barn_door 1 each'],
    ['barn door for the pantry', 'barn_door 1 each'],
    ['hang 2 barn doors', 'barn_door 2 each'],
    ['repair cracked plaster walls in the living room', 'plaster_repair 1 each'],
    ['plaster crack repair in the hallway', 'plaster_repair 1 each'],
    ['patch plaster in bedroom', 'plaster_repair 1 each'],
  ])('%s → %s', (text, line) => {
    const read = readLines(text);
    expect(read).toContain(line);
    for (const neighbour of ['sliding_patio_door', 'drywall_hang_finish', 'shelving'])
      expect(read.some((l) => l.startsWith(neighbour))).toBe(false);
  });
});

// Light commercial: new tiles in a grid that stays are not a new grid (1,000 sq ft was $6,220 of new grid and
// tile against guides' $1,500-$5,000), an 'acoustic ceiling' is the lay-in ceiling, and an ADA restroom upgrade
// was not understood (exit 3).
describe('tenant-improvement ceilings and restrooms', () => {
  it.each([
    ['replace drop ceiling tiles 1000 sq ft', 'ceiling_tiles_in_grid 1000 sq_ft'],
    ['new suspended ceiling tiles, 800 sf', 'ceiling_tiles_in_grid 800 sq_ft'],
    ['drop ceiling tiles replaced, 900 sq ft', 'ceiling_tiles_in_grid 900 sq_ft'],
    ['replace 80 stained ceiling tiles in the office drop ceiling', 'ceiling_tile_replace 80 each'],
    ['install drop ceiling in basement 600 sq ft', 'act_ceiling 600 sq_ft'],
    ['new acoustic ceiling 2000 sq ft', 'act_ceiling 2000 sq_ft'],
    ['replace 6 stained ceiling tiles', 'ceiling_tile_replace 6 each'],
    ['ADA restroom upgrade for restaurant', 'ada_restroom_upgrade 1 each'],
    ['commercial restroom remodel', 'ada_restroom_upgrade 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });

  it('a home bathroom made accessible stays the bathroom job, not a commercial restroom', () => {
    expect(readLines('ada bathroom remodel').some((l) => l.startsWith('ada_restroom_upgrade'))).toBe(false);
  });
});

// A build-out named without its parts was not understood (exit 3); named with its parts, it is priced by them.
describe('a light retail or office build-out', () => {
  it.each([
    ['retail store buildout 1500 sq ft', 'light_ti_buildout 1500 sq_ft'],
    ['office build out, 2500 sf', 'light_ti_buildout 2500 sq_ft'],
    ['tenant buildout for a small shop 1200 square feet', 'light_ti_buildout 1200 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a build-out that lists its parts is priced by the parts', () => {
    const read = readLines('office buildout 3000 sf: carpet tile, paint, acoustic ceiling');
    expect(read).toContain('carpet_tile_install 3000 sq_ft');
    expect(read.some((l) => l.startsWith('light_ti_buildout'))).toBe(false);
  });
});

// Carpentry and cabinet work guides price by the piece that was not understood at all (exit 3).
describe('islands, stair treads and wall beds', () => {
  it.each([
    ['add a kitchen island with seating', 'kitchen_island 1 each'],
    ['install kitchen island', 'kitchen_island 1 each'],
    ['replace stair treads 13 steps', 'stair_treads 13 each'],
    ['new oak stair treads on 14 stairs', 'stair_treads 14 each'],
    ['replace 16 stair treads', 'stair_treads 16 each'],
    ['install murphy bed', 'murphy_bed 1 each'],
    ['queen wall bed in the guest room', 'murphy_bed 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
});

// Caulking the counters is upkeep of their joint ('caulk the kitchen counters' was $4,286 of new stone tops).
describe('recaulking counters is not new counters', () => {
  it.each([
    ['caulk the kitchen counters', 'counter_recaulk 1 each'],
    ['need someone to caulk the backsplash', 'counter_recaulk 1 each'],
    ['recaulk countertops', 'counter_recaulk 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('new counters are still counters', () => {
    expect(readLines('new quartz countertops 40 sf')).toEqual(['stone_countertop 40 sq_ft']);
  });
});
