import { estimateText, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Classes from held-out set 12 (session 14): light commercial work, each with phrasings of its own beside the
// set's text.

// "Tenant improvement cost per square foot for a 2,500 sq ft second-generation office, new paint and carpet, two
// new private offices" was $16,000 of $75,000-$175,000: the floor area was read as wall area to paint.
describe('a tenant improvement of a stated floor area is a TI of that area, its parts included', () => {
  it.each([
    'Tenant improvement cost per square foot for a 2,500 sq ft second-generation office, new paint and carpet, two new private offices',
    'Tenant improvement for a 3,000 sq ft office: new walls for 4 private offices, carpet, paint, ceiling tile and lighting',
    '1,800 sf office TI with new carpet tile, paint and three offices',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('office_ti_light');
    expect(kinds).not.toContain('interior_wall_paint');
    expect(kinds).not.toContain('carpet_install');
  });

  it('a TI whose sizes belong to its parts is still priced by the parts', () => {
    const kinds = readKinds(
      'office tenant improvement - repaint 4,000 sf of walls and new carpet tile in 2,000 sf',
    );
    expect(kinds).not.toContain('office_ti_light');
    expect(kinds).toContain('carpet_tile_install');
  });
});

// "build a new demising wall, 40 LF, metal studs to the deck" priced a 192 sq ft deck: the structure a commercial
// wall is framed up to is how tall it is.
describe('a wall framed "to the deck" reaches the structure above; no deck is built', () => {
  it.each([
    'build a new demising wall, 40 LF, metal studs to the deck, drywall both sides with insulation, and one door with a frame',
    'steel stud walls run up to deck, 60 lf, taped and finished',
    'new metal stud partition, 25 lf, full height to the underside of the roof deck',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    // A demising wall is its own assembly (studs, board both sides, batts, paint); other walls are partitions.
    expect(kinds.some((kind) => kind === 'metal_stud_partition' || kind === 'demising_wall')).toBe(true);
    expect(kinds.filter((kind) => kind.startsWith('deck_') || kind === 'composite_deck_boards')).toEqual([]);
  });
});

// "Small coffee shop buildout - need a 3 compartment sink, hand sink and mop sink plumbed in, plus an under-counter
// grease trap" was a 1,500 sq ft build-out ($112,000 of $5,000-$12,000): a build-out of no stated size said before a
// list of fixtures is where they go. (The grease trap's "trap" was also read as a sink's P-trap, dropping the sinks.)
describe('a build-out named as the place of a list of fixtures is the place, not the job', () => {
  it.each([
    [
      'Small coffee shop buildout - need a 3 compartment sink, hand sink and mop sink plumbed in, plus an under-counter grease trap. Space already has water and waste roughed',
      ['compartment_sink', 'hand_sink', 'utility_sink', 'grease_trap_install'],
    ],
    ['bakery buildout: install a hand sink and a three compartment sink', ['hand_sink', 'compartment_sink']],
    ['retail shop build out, need two hand sinks and a mop sink installed', ['hand_sink', 'utility_sink']],
    ['need a mop sink and a grease trap', ['utility_sink', 'grease_trap_install']],
  ])('%s → %j', (text, expected) => {
    const kinds = readKinds(text);
    for (const kind of expected) expect(kinds).toContain(kind);
    expect(kinds).not.toContain('light_ti_buildout');
    expect(kinds).not.toContain('commercial_kitchen_buildout');
  });

  it('a build-out with its floor area stays the whole job', async () => {
    expect(readKinds('new cafe build out with 2 hand sinks, 1,200 sf')).toContain(
      'commercial_kitchen_buildout',
    );
    expect(readKinds('build out a 1,500 sq ft coffee shop with a counter, restroom and hood')).toContain(
      'commercial_kitchen_buildout',
    );
    const { cents } = await estimateText(
      'Small coffee shop buildout - need a 3 compartment sink, hand sink and mop sink plumbed in, plus an under-counter grease trap. Space already has water and waste roughed',
    );
    expect(cents).toBeGreaterThan(500_000);
    expect(cents).toBeLessThan(1_200_000);
  });
});

// "cut a new egress window into a poured concrete basement wall" added an 800 sq ft slab: concrete said of the wall
// it is made of describes the wall.
describe('concrete said of a wall or foundation describes it; no slab is poured', () => {
  it.each([
    'cut a new egress window into a poured concrete basement wall, with a galvanized window well and ladder',
    'core drill a hole through the concrete foundation wall for a dryer vent',
    'add an egress window in our concrete block wall in the basement',
  ])('%s', (text) => {
    expect(readKinds(text)).not.toContain('concrete_slab');
  });

  it('concrete poured for a pad is still a slab', () => {
    expect(readKinds('need concrete poured for a shed pad 10x12')).toContain('concrete_slab');
  });
});

// "Back patio - want stamped concrete, roughly 14 by 20" was a plain slab, a stamped slab and a patio, 3 × 280 sq ft:
// the stamped finish is the slab the patio or driveway is, priced once.
describe('a patio or driveway said with its stamped finish is one stamped slab', () => {
  it.each([
    [
      'Back patio - want stamped concrete, roughly 14 by 20, ashlar slate pattern, one color plus a release color',
      280,
    ],
    ['want stamped concrete, roughly 14 by 20', 280],
    ['driveway in stamped concrete, 20x30', 600],
  ])('%s', (text, areaSqFt) => {
    expect(readLines(text)).toEqual([`stamped_concrete ${areaSqFt} sq_ft`]);
  });

  it('a plain patio stays a patio', () => {
    expect(readKinds('concrete patio 12x16 broom finish')).toEqual(['concrete_patio']);
  });
});

// "replace a 16x7 double garage door with an insulated steel door" was an entry door: the door a garage door is
// replaced with is a garage door.
describe('a garage door replaced with a steel door stays a garage door', () => {
  it.each([
    'replace a 16x7 double garage door with an insulated steel door',
    'swap the garage door for a new insulated steel door',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['garage_door']);
  });

  it('an entry door named beside a garage door is still priced', () => {
    expect(readKinds('new steel entry door and a garage door')).toEqual(['exterior_door', 'garage_door']);
  });
});
