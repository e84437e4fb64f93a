import { readCounts } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { parseScope } from './parse-scope.ts';
import { checkRemovalCounterparts, parseRemovalCounterparts, removalCounterparts } from './removal-work.ts';

beforeAll(() => {
  parseScope('remove the old shed');
});

// A clause that only takes a thing away prices taking it away, whichever reading found the thing (a work rule, the
// trade lexicon, the registry's keywords or a stand-in): never a new one of it. Written before the fix, 21 of these
// 34 phrasings (with the ones below that already passed) read right; the 13 others priced the thing new.
describe('taking a thing away is its removal, never a new one', () => {
  it.each([
    ['demolish a 2 car detached garage and haul it away', 'garage_demolition', 480],
    ['remove a detached garage', 'garage_demolition', 400],
    ['demolish the old detached 24x24 garage', 'garage_demolition', 576],
    ['remove the old carport', 'small_structure_removal', 1],
    ['take down the old gazebo', 'small_structure_removal', 1],
    ['tear down the pergola', 'small_structure_removal', 1],
    ['take out the brick fire pit', 'small_structure_removal', 1],
    ['demolish the sunroom', 'structure_demolition', 168],
    ['take down the old sunroom addition', 'structure_demolition', 168],
    ['demo the screened porch', 'structure_demolition', 200],
    ['tear out the asphalt driveway', 'concrete_demo', 100],
    ['remove the old water heater', 'fixture_removal', 1],
    ['remove the chimney', 'chimney_removal', 1],
  ])('%s → %s × %i', (text, assemblyId, quantity) => {
    expect(readCounts(text)).toEqual([[assemblyId, quantity]]);
  });

  it.each([
    ['tear out the old deck', 'deck_demo'],
    ['remove the above ground pool', 'above_ground_pool_removal'],
    ['remove the old chain link fence', 'fence_removal'],
    ['rip out the old wood privacy fence, about 150 ft', 'fence_removal'],
    ['remove the inground pool and fill it in', 'pool_removal'],
    ['remove the composite deck, 300 sq ft', 'deck_demo'],
    ['remove the old shed', 'shed_demolition'],
    ['tear off the old roof', 'shingle_tear_off'],
  ])('already a removal before: %s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toEqual([assemblyId]);
  });

  it.each([
    ['replace the old carport with a new metal carport', 'carport'],
    ['build a new 12x12 pergola', 'pergola'],
    ['repair the chimney', 'chimney_repair'],
    ['replace our 50 gallon gas water heater', 'water_heater_gas'],
  ])('building, replacing or mending the thing is still that: %s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toContain(assemblyId);
  });

  it.each([['demolish the old shed and haul it away', 'shed_demolition', 'debris_haul_away']])(
    'a removal before other work stays a removal, its haul-away part of it: %s',
    (text, removal, other) => {
      const ids = readCounts(text).map(([id]) => id);
      expect(ids).toContain(removal);
      expect(ids).not.toContain(other);
    },
  );

  it('the removal is titled by the thing taken away', () => {
    const items = parseScope('demolish the sunroom').plan.groups.flatMap((g) => g.items);
    expect(items.map((i) => i.title)).toEqual(['Remove sunroom']);
  });
});

describe('removal-counterparts.yaml is checked against the trade data', () => {
  it('refuses an assembly or a kind of work that does not exist, naming the entry', () => {
    const registry = defaultTradeRegistry();
    expect(() => checkRemovalCounterparts(registry, { no_such_assembly: 'shed_demolition' })).toThrow(
      /removal-counterparts\.yaml: removes\.no_such_assembly: no assembly has this id/,
    );
    expect(() => checkRemovalCounterparts(registry, { carport: 'no_such_item' })).toThrow(
      /no kind of work "no_such_item"/,
    );
  });

  it('refuses a file of the wrong shape', () => {
    expect(() => parseRemovalCounterparts('removes: [a, b]')).toThrow(/removal-counterparts\.yaml/);
  });

  it('every entry of the bundled file names real data', () => {
    expect(removalCounterparts(defaultTradeRegistry()).size).toBeGreaterThan(30);
  });
});
