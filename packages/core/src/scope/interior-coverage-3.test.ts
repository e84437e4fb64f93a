import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

/** Each text reads `line` ("assemblyId quantity uom") and no line of `neighbour`. */
function lineNotNeighbour(cases: [string, string, string][]): void {
  it.each(cases)('%s → %s, not %s', (text, line, neighbour) => {
    const read = readLines(text);
    expect(read).toContain(line);
    expect(read.some((l) => l.startsWith(`${neighbour} `))).toBe(false);
  });
}

// The part of a window that stays read as a new window: trim around ten windows was ten replacement windows
// ($8,419 validated), a rotted sill or a broken pane a new window.
describe('window trim, sills and glass are work on the window that stays', () => {
  it.each([
    ['new trim around 10 windows', 'window_casing 10 each'],
    ['window casing for 6 windows', 'window_casing 6 each'],
    ['replace rotted window sill', 'window_sill_replace 1 each'],
    ['replace broken glass pane in double pane window', 'window_glass_replace 1 each'],
    ['2 foggy windows need the glass replaced', 'window_glass_replace 2 each'],
  ])('%s → %s', (text, line) => {
    const read = readLines(text);
    expect(read).toContain(line);
    expect(read.some((l) => l.startsWith('replacement_window'))).toBe(false);
  });

  it('replacing windows stays windows', () => {
    expect(readLines('replace 8 double hung vinyl windows')).toContain('replacement_window_standard 8 each');
  });
});

// Tile and trim work read as a neighbour or not at all: a niche was the shower's walls retiled, grout cleaned
// and sealed a regrout, marble a porcelain floor, a chair rail 168 sq ft of wainscot; cork, coffered ceilings,
// built-ins and washable ceiling tiles were exit 3.
describe('tile, trim and ceiling kinds of work', () => {
  lineNotNeighbour([
    ['add a tile niche in the shower', 'shower_niche 1 each', 'shower_wall_tile'],
    ['grout cleaning and sealing in the kitchen, 120 sq ft', 'grout_clean_seal 120 sq_ft', 'regrout'],
    ['seal the grout in the shower', 'grout_clean_seal 100 sq_ft', 'regrout'],
    ['marble tile bathroom floor 60 sf', 'stone_floor_tile 60 sq_ft', 'floor_tile'],
    ['travertine floor in the entry, 80 sq ft', 'stone_floor_tile 80 sq_ft', 'floor_tile'],
    ['chair rail in dining room 50 ft', 'chair_rail 50 linear_ft', 'wainscoting'],
    ['cork flooring 300 sq ft', 'cork_flooring 300 sq_ft', 'laminate_install'],
    ['coffered ceiling in family room 300 sq ft', 'coffered_ceiling 300 sq_ft', 'drywall_ceiling'],
    ['built in bookshelves around fireplace', 'built_in_shelves 1 each', 'shelving'],
    ['built-in shelves in the living room', 'built_in_shelves 1 each', 'shelving'],
    [
      'install mirrored sliding closet doors in master',
      'closet_sliding_doors 1 each',
      'interior_door_prehung',
    ],
    [
      'washable vinyl ceiling tiles in restaurant kitchen 400 sf',
      'ceiling_tiles_in_grid 400 sq_ft',
      'act_ceiling',
    ],
  ]);

  it.each([
    ['retile shower walls 80 sq ft and add a niche', ['shower_wall_tile', 'shower_niche']],
    ['regrout and reseal the tile in our master shower', ['regrout']],
    ['porcelain tile kitchen floor 200 sq ft', ['floor_tile']],
    ['wainscoting in dining room 40 linear ft', ['wainscoting']],
    ['add shelves to the pantry closet', ['shelving']],
  ])('%s keeps %j', (text, expected) => {
    const read = readKinds(text);
    for (const a of expected) expect(read).toContain(a);
  });
});

// A door that sticks is a visit: a sticking bedroom door was a new prehung door, a garage door that sticks a
// new garage door ($2,831 validated).
describe('a sticking door is adjusted or repaired, not replaced', () => {
  it.each([
    ['rehang sticking bedroom door', 'door_adjustment 1 each'],
    ['bathroom door sticks and wont close, fix it', 'door_adjustment 1 each'],
    ['adjust 2 closet doors that rub', 'door_adjustment 2 each'],
    ['garage door sticks', 'garage_door_repair 1 each'],
    ['garage door came off track', 'garage_door_repair 1 each'],
  ])('%s → %s', (text, line) => {
    const read = readLines(text);
    expect(read).toContain(line);
    for (const neighbour of ['interior_door_prehung', 'garage_door '])
      expect(read.some((l) => l.startsWith(neighbour))).toBe(false);
  });

  it.each([
    ['hang a new bedroom door', 'interior_door_prehung'],
    ['replace the garage door, 16x7', 'garage_door'],
  ])('%s stays %s', (text, assembly) => {
    expect(readKinds(text)).toContain(assembly);
  });
});

// Handyman and finish jobs that were exit 3 or dropped their count: a deadbolt, door knobs on twelve doors
// (priced one), a brick fireplace painted, a wall soundproofed.
describe('locks, knobs, a painted fireplace and a soundproofed wall', () => {
  lineNotNeighbour([
    ['install a deadbolt on the front door', 'deadbolt_install 1 each', 'exterior_door'],
    ['put a smart lock on the back door', 'deadbolt_install 1 each', 'exterior_door'],
    ['change all door knobs in the house, 12 doors', 'door_hardware 12 each', 'interior_door_prehung'],
    ['replace 8 door knobs with levers', 'door_hardware 8 each', 'interior_door_prehung'],
    ['new door handles on 5 interior doors', 'door_hardware 5 each', 'interior_door_prehung'],
    ['paint brick fireplace', 'fireplace_paint 1 each', 'interior_wall_paint'],
    ['limewash the fireplace', 'fireplace_paint 1 each', 'interior_wall_paint'],
    ['soundproofing for the shared wall 12 ft', 'soundproof_wall 96 sq_ft', 'drywall_hang_finish'],
  ]);
});

// A commercial interior stripped to the shell was twenty feet of one wall ($751 against $4,000-$15,000) or
// not understood.
describe('a commercial interior strip-out is priced by its floor', () => {
  it.each([
    ['demo office interior walls and ceiling 2000 sf', 'interior_strip_out 2000 sq_ft'],
    ['strip out the retail space, 1,200 sq ft', 'interior_strip_out 1200 sq_ft'],
    ['tenant demo for a 3000 sf suite', 'interior_strip_out 3000 sq_ft'],
  ])('%s → %s', (text, line) => {
    const read = readLines(text);
    expect(read).toContain(line);
    expect(read.some((l) => l.startsWith('wall_demo '))).toBe(false);
  });

  it('a bathroom taken to the studs stays the bathroom gut', () => {
    expect(readKinds('demo bathroom to studs 5x8')).toContain('bathroom_gut');
  });
});

// A count said before a door whose frame is named after it ("3 commercial doors with hollow metal frames") was
// priced as one door, the frame phrase being the longer match.
describe('doors counted with their frames', () => {
  it.each([
    ['install 3 commercial doors with hollow metal frames', 'commercial_door 3 each'],
    ['2 solid core office doors with hollow metal frames and closers', 'commercial_door 2 each'],
    ['replace a door with hollow metal frame in the back hall', 'commercial_door 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// The house a job is in is its place, not a house to paint: trim repainted "in a 4 bedroom house" added the
// whole exterior ($4,712 for trim), trim and fascia "on a ranch house" the siding too.
describe('a house named as the place of trim painting is not an exterior repaint', () => {
  it.each([
    'repaint the baseboards and door trim in a 4 bedroom house, roughly 600 lf',
    'paint exterior trim and fascia on ranch house',
    'repaint baseboards and casings in a two story house',
  ])('%s', (text) => {
    expect(readKinds(text)).not.toContain('exterior_paint');
  });

  it.each(['paint the outside of the house', 'paint a 2 story house 2400 sq ft', 'paint my house'])(
    '%s stays an exterior repaint',
    (text) => {
      expect(readKinds(text)).toContain('exterior_paint');
    },
  );
});

// Drywall hung "on the ceiling" is the ceiling only: the room's walls were added (a 24x24 ceiling was $4,365).
describe('drywall on a ceiling is the ceiling', () => {
  it.each([
    ['hang drywall on the basement ceiling, 20x30', 'drywall_ceiling 600 sq_ft'],
    ['drywall for the shop ceiling 30x40', 'drywall_ceiling 1200 sq_ft'],
  ])('%s → %s only', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('walls and ceiling named are both', () => {
    const read = readKinds('hang drywall in the basement, walls and ceiling, 20x30');
    expect(read).toContain('drywall_hang_finish');
    expect(read).toContain('drywall_ceiling');
  });
});

// The new surface named first and the old one's removal after it, with no verb for the new one: only the
// removals were priced (200 sq ft of tile floor with the old vinyl out was $617 validated).
describe('a new surface with the old one removed after it', () => {
  it.each([
    [
      'porcelain tile kitchen floor 200 sq ft remove old vinyl',
      ['floor_tile 200 sq_ft', 'flooring_demo 200 sq_ft'],
    ],
    ['quartz counters 40 sq ft remove old laminate', ['stone_countertop 40 sq_ft']],
  ])('%s → %j', (text, expected) => {
    const read = readLines(text);
    for (const line of expected) expect(read).toContain(line);
    expect(read.some((l) => l.startsWith('tile_demo '))).toBe(false);
  });

  it.each([
    ['remove the old tile floor in the bathroom', 'floor_tile'],
    ['tear out old carpet in the den', 'carpet_install'],
    ['remove old carpet, refinish the hardwood underneath 300 sq ft', 'hardwood_install'],
  ])('%s is no new %s', (text, absent) => {
    expect(readKinds(text)).not.toContain(absent);
  });
});
