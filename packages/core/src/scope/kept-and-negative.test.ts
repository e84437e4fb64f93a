import { readKinds, readLines } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// A thing the customer keeps ("keep the fridge", "reuse the sink") is not work; the verbs are data in
// reader-words.yaml and the kept thing is said as an exclusion.
describe('kept things are not priced', () => {
  it.each([
    ['new kitchen cabinets, keep the fridge', 'appliance_set'],
    ['replace the kitchen counters but keep the sink and the fridge', 'sink_replace'],
    ['remodel the kitchen, keep the existing dishwasher', 'dishwasher_install'],
    ['new vanity in the hall bath, reuse the existing faucet', 'bath_faucet_replace'],
    // A job template reads the kept thing too: the whole-bath template keeps the tub, not only loose items.
    ['Remodel my 5x8 bathroom in Austin, TX, keep the tub', 'bathtub_replace'],
    ['bathroom remodel, keeping the existing tub', 'bathtub_replace'],
  ])('%s prices no %s', (text, assemblyId) => {
    const scope = parseScope(text);
    expect(readKinds(text)).not.toContain(assemblyId);
    expect(readKinds(text).length).toBeGreaterThan(0);
    expect(scope.plan.exclusions?.join(' ')).toMatch(/Kept as it is/);
  });

  // The class: a list of kept things without a determiner before each ("keep the vanity and toilet").
  it.each([
    [
      'keep the vanity and toilet, retile the floor in the 5x8 bath',
      ['vanity_install', 'toilet_replace'],
      'floor_tile',
    ],
    [
      'we are keeping the tub and toilet, new 36 inch vanity',
      ['bathtub_replace', 'toilet_replace'],
      'vanity_install',
    ],
    [
      'reuse the sink & faucet, replace the counters, 30 sq ft of quartz',
      ['sink_replace', 'faucet_replace'],
      'stone_countertop',
    ],
    ['keep the fridge and range and paint the 10x12 kitchen', ['appliance_set'], 'interior_wall_paint'],
  ])('%s keeps every thing of its list', (text, kept, priced) => {
    const ids = readKinds(text);
    for (const id of kept) expect(ids).not.toContain(id);
    expect(ids).toContain(priced);
  });

  it('work said after a kept thing is still work', () => {
    expect(readKinds('keep the sink and paint the walls in the 10x12 kitchen')).toEqual([
      'interior_wall_paint',
    ]);
  });
});

// A size or count below zero is no quantity: never read as its absolute value, always a blocking doubt.
describe('negative sizes are asked about', () => {
  it.each([
    ['install -5 sq ft of tile in the bathroom', '-5 sq ft'],
    ['paint -200 sq ft of wall', '-200 sq ft'],
    ['replace −3 outlets', '−3'],
  ])('%s', (text, said) => {
    const { plan } = parseScope(text);
    const quantities = plan.groups.flatMap((g) => g.items.map((i) => i.quantity));
    expect(quantities).not.toContain(Number(said.replace(/[^\d]/g, '')));
    expect(plan.doubts?.join(' ')).toContain(`"${said}" is below zero`);
  });

  it.each([
    'frame a wall with 3-5/8 metal studs, 20 ft',
    'paint a 2-story house exterior',
    'a 12-14 ft room',
  ])('a hyphen is not a minus: %s', (text) => {
    expect(() => parseScope(text)).not.toThrow(/below zero/);
    const doubts = (() => {
      try {
        return parseScope(text).plan.doubts ?? [];
      } catch {
        return [];
      }
    })();
    expect(doubts.join(' ')).not.toMatch(/below zero/);
  });
});

// What the customer says already works ("the existing ductwork is fine"), a tear-off said not to happen, and a
// slider named as where the work goes are not work to price (census reports of session 10: each was priced).
describe('what works, what is not done and where the work goes are not priced', () => {
  it.each([
    ['new heat pump for a 1400 sq ft house, existing ductwork is fine', 'heat_pump_system', 'ductwork'],
    ['replace the furnace, the ducts are in good shape', 'furnace_replace', 'ductwork'],
    [
      'install new laminate in the living room, the baseboards are ok',
      'laminate_install',
      'baseboard_install',
    ],
    ['reroof 25 squares, no tearoff', 'asphalt_shingle_reroof', 'shingle_tear_off'],
    ['reroof, no tear-off needed, 20 squares', 'asphalt_shingle_reroof', 'shingle_tear_off'],
    ['new deck off the back slider, 12x16', 'deck_framing', 'sliding_patio_door'],
    ['build a 12x16 deck, steps down from the sliding glass door', 'deck_framing', 'sliding_patio_door'],
  ])('%s prices %s and no %s', (text, priced, notPriced) => {
    expect(readKinds(text)).toContain(priced);
    expect(readKinds(text)).not.toContain(notPriced);
  });

  it.each([
    ['tear off 2 layers and reroof 25 squares', 'shingle_tear_off'],
    ['replace the ductwork, the furnace is fine', 'ductwork'],
    ['replace the sliding glass door', 'sliding_patio_door'],
  ])('%s still prices %s', (text, priced) => {
    expect(readKinds(text)).toContain(priced);
  });
});

// A terse note keeps a thing bare at its clause's start ("AC stays"), work said not to be done is not priced ("not
// whole new windows", "raised, not replaced"), and windows "fogged between the panes" are fogged windows (their glass
// units): "Replace with a 96% gas furnace. AC stays" priced a new AC too ($10,286, validated), "3 of our windows are
// fogged … not whole new windows" three new windows.
describe('kept bare, said not to be done, and fogged windows', () => {
  it.each([
    ['Furnace is 25 yrs old. Replace with a 96% gas furnace, 80k btu. AC stays', ['furnace_replace 1 each']],
    ['replace the furnace, AC stays', ['furnace_replace 1 each']],
    ['fix the roof leak, not a new roof', ['roof_repair 1 each']],
    ['replace the glass in 3 windows, not the whole windows', ['window_glass_replace 3 each']],
    [
      '3 of our windows are fogged between the panes. Just want the glass units swapped, not whole new windows',
      ['window_glass_replace 3 each'],
    ],
    ['2 windows are foggy, replace the glass units only', ['window_glass_replace 2 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.includes('lump_sum'))).toEqual(expected);
  });

  it.each([
    ['the light is not working, replace it', 'light_fixture'],
    ['replace the AC and the furnace', 'ac_condenser_replace'],
  ])('%s still prices %s', (text, priced) => {
    expect(readKinds(text)).toContain(priced);
  });
});
