import { readKinds, readLines } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// Kinds of work that are one YAML entry each (a work item with its phrases and an assembly in the trade
// profile): the phrase index reads them, longest phrase first, in any wording that holds one of the phrases.
describe('kinds of work read from the trade lexicon', () => {
  it.each([
    ['linoleum in the kitchen, 10x12', 'sheet_vinyl_install 120 sq_ft'],
    ['vinyl composition tile in the classroom, 600 sf', 'vct_install 600 sq_ft'],
    ['carpet the staircase, 14 steps', 'stair_carpet 14 each'],
    ['recarpet stairs', 'stair_carpet 13 each'],
    ['replace 2 outdoor faucets with frost free ones', 'hose_bib_replace 2 each'],
    ['encapsulate the crawl space, 800 sq ft', 'crawlspace_encapsulation 800 sq_ft'],
    ['replace 6 fluorescent fixtures with led troffers', 'led_troffer 6 each'],
    ['new toilet partitions for the womens restroom, 4 stalls', 'toilet_partition 4 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });

  it('a light panel is not an electrical panel', () => {
    expect(readLines('install 12 led flat panels in the office ceiling grid')).toEqual([
      'led_troffer 12 each',
    ]);
    expect(readLines('upgrade the panel to 200 amps').map((l) => l.split(' ')[0])).toEqual([
      'panel_upgrade_200a',
    ]);
  });
});

// Words too short for the one-typo rule are read from reader-words.yaml's respellings, and said.
describe('short misspellings', () => {
  it.each([
    ['pant the bedroom walls', 'pant', 'paint'],
    ['new tyle flor in the laundry room', 'flor', 'floor'],
  ])('%s reads %s as %s', (text, from, to) => {
    const scope = parseScope(text);
    expect(scope.plan.groups.length).toBeGreaterThan(0);
    expect(scope.understood.join(' ')).toContain(`"${from}" as "${to}"`);
  });
});

// A few shingles are a repair of that extent, one visit, never a whole roof.
describe('a part of a roof is a roof repair', () => {
  it.each([
    'a few shingles blew off in the storm, need them replaced',
    'replace 3 missing shingles',
    'some loose shingles need replacing',
    'repair a few shingles',
  ])('%s → roof_repair × 1', (text) => {
    expect(readLines(text)).toEqual(['roof_repair 1 each']);
  });

  it.each(['replace the shingles on my roof', 'new roof, 22 squares of shingles'])(
    'the whole roof is still the whole roof: %s',
    (text) => {
      expect(readLines(text).map((l) => l.split(' ')[0])).toContain('asphalt_shingle_reroof');
    },
  );
});

// Whole-house systems named with the house's size are sized from it, not from a typical run.
describe('a whole-house system sized from the stated house', () => {
  it.each([
    ['replace all the ductwork in a 1600 sq ft ranch', 'ductwork_whole_house 1600 sq_ft'],
    ['new ductwork throughout our 2,000 sq ft house', 'ductwork_whole_house 2000 sq_ft'],
    ['new ductwork for the addition, about 60 ft', 'ductwork 60 linear_ft'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});

// The class: a part or device of a thing named with the thing ("garage door opener") is that part's work, never
// the whole thing beside it.
describe('a device named with its thing is the device', () => {
  it.each([
    ['replace the garage door opener with a 1/2 hp chain drive', ['garage_door_opener 1 each']],
    ['install a new garage door opener', ['garage_door_opener 1 each']],
    ['our garage door opener died, replace it', ['garage_door_opener 1 each']],
    ['new 16x7 insulated steel garage door', ['garage_door 1 each']],
  ])('%s', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// The class: cleaning a thing is its trade's cleaning service, never a new one of the thing.
describe('cleaning a thing is a cleaning service', () => {
  it.each([
    ['duct cleaning for a 2,000 sq ft house', ['duct_cleaning 1 each']],
    ['get the ducts cleaned in our 1800 sq ft house', ['duct_cleaning 1 each']],
    ['air duct cleaning please', ['duct_cleaning 1 each']],
    ['clean the gutters, about 150 ft', ['gutter_cleaning 150 linear_ft']],
    ['annual furnace tune up and cleaning', ['hvac_service_call 1 each']],
  ])('%s', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// Two things of one trade listed under a verb are two lines: "add an ejector pump and a new toilet" priced the
// toilet alone and dropped the pump with no doubt (the trade's line was taken to cover it). A part said "with" the
// work, a thing the work serves and the same work named twice stay one line.
describe('a thing listed beside work of its own trade is work of its own', () => {
  it.each([
    ['add an ejector pump and a new toilet', ['sewage_ejector_pump', 'toilet_replace']],
    ['install a new toilet and an ejector pump', ['sewage_ejector_pump', 'toilet_replace']],
    ['replace the toilet and the ejector pump', ['sewage_ejector_pump', 'toilet_replace']],
    ['need an ejector pump for the toilet', ['sewage_ejector_pump']],
    ['replace the weather stripping and door sweeps on 2 exterior doors', ['weatherstripping']],
  ])('%s → %j', (text, kinds) => {
    expect(readKinds(text).filter(Boolean).sort()).toEqual([...kinds].sort());
  });
});
