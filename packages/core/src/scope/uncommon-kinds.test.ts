import { pricedInBand, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Less common kinds of work that set 11 (#13) found unknown or priced as a neighbour. Each kind is read from its
// cost-guide title and from a customer's words, and its neighbour stays itself.

// A house tented for drywood termites is the tent fumigation by the house's floor area ("Cost to tent a 2,000 sq ft
// house for drywood termites" was not understood).
describe('termite tent fumigation', () => {
  it.each([
    ['Cost to tent a 2,000 sq ft house for drywood termites', ['termite_fumigation 2000 sq_ft']],
    ['termite tent fumigation for a 2,000 sq ft house', ['termite_fumigation 2000 sq_ft']],
    [
      'we have drywood termites in the attic of our 1,600 sq ft house, the company says the whole house has to be tented',
      ['termite_fumigation 1600 sq_ft'],
    ],
    ['termite treatment around the house', ['termite_treatment 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // HomeGuide: about $1-$4 per sq ft of house, $1,200-$4,500 typical [recalled, verify].
  pricedInBand([['Cost to tent a 2,000 sq ft house for drywood termites', 120_000, 450_000]]);
});

// Floor tile said to hold asbestos is abatement by a licensed crew (containment, wet removal, disposal, air test):
// "remove 300 sq ft of asbestos floor tile" was a plain tile tear-out ($736, validated).
describe('asbestos floor tile abatement', () => {
  it.each([
    ['Asbestos floor tile removal cost', ['asbestos_abatement 200 sq_ft']],
    ['remove 300 sq ft of asbestos floor tile', ['asbestos_abatement 300 sq_ft']],
    [
      'our basement has old 9x9 tiles that tested positive for asbestos, about 300 sf, need them removed',
      ['asbestos_abatement 300 sq_ft'],
    ],
    ['remove 300 sq ft of tile floor', ['tile_demo 300 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // HomeGuide: $5-$15 per sq ft, $1,500-$4,500 for 300 sq ft [recalled, verify].
  pricedInBand([['remove 300 sq ft of asbestos floor tile', 150_000, 450_000]]);
});

// A chimney swept is the sweep with its level 1 inspection: "have a wood-burning fireplace chimney swept and
// inspected" was a chimney masonry repair ($697).
describe('chimney sweep', () => {
  it.each([
    ['have a wood-burning fireplace chimney swept and inspected', ['chimney_sweep 1 each']],
    ['chimney sweep and inspection', ['chimney_sweep 1 each']],
    ['get the chimney swept before winter', ['chimney_sweep 1 each']],
    ['repair the chimney masonry', ['chimney_repair 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // HomeGuide / Angi: $130-$400 for a sweep with a level 1 inspection [recalled, verify].
  pricedInBand([['have a wood-burning fireplace chimney swept and inspected', 13_000, 40_000]]);
});

// Sunk slabs raised by mudjacking or foam are the leveling, never new concrete: "3 sidewalk slabs sunk about 2
// inches, want them raised (mudjacking or foam), not replaced" was a new sidewalk.
describe('raising sunk slabs', () => {
  it.each([
    ['Mudjacking cost', ['mudjacking 100 sq_ft']],
    [
      '3 sidewalk slabs sunk about 2 inches, want them raised (mudjacking or foam), not replaced',
      ['mudjacking 100 sq_ft'],
    ],
    ['mudjack 3 sunken sidewalk slabs', ['mudjacking 100 sq_ft']],
    // The steps named as where the slabs are are a place, not steps to pour.
    ['4 sidewalk slabs near the back steps sunk, mudjack them', ['mudjacking 100 sq_ft']],
    ['pour new front steps', ['concrete_steps 3 each']],
    [
      'two slabs of our front walk by the porch steps have sunk an inch, we want them lifted with foam not replaced',
      ['mudjacking 100 sq_ft'],
    ],
    ['foam lifting for a sunken patio, 150 sq ft', ['mudjacking 150 sq_ft']],
    ['foam lifting for a sunken driveway slab, 200 sq ft', ['mudjacking 200 sq_ft']],
    ['new concrete walkway 4x20', ['concrete_sidewalk 80 sq_ft']],
    ['pour a concrete slab 10x10', ['concrete_slab 100 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.startsWith('undefined'))).toEqual(expected);
  });

  // HomeGuide: $500-$1,500 for a few slabs [recalled, verify].
  pricedInBand([
    [
      '3 sidewalk slabs sunk about 2 inches, want them raised (mudjacking or foam), not replaced',
      50_000,
      150_000,
    ],
  ]);
});

// A residential elevator put into an existing house is a kind of work of its own (was not understood).
describe('residential elevator', () => {
  it.each([
    ['Residential elevator installation cost', ['residential_elevator 1 each']],
    ['install a residential elevator in our existing two story home', ['residential_elevator 1 each']],
    ['we want to put a home elevator in our house for my mom, 2 stops', ['residential_elevator 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // HomeGuide: $25,000-$60,000 installed in an existing home [recalled, verify].
  pricedInBand([['install a residential elevator in our existing two story home', 2_500_000, 6_000_000]]);
});

// A walk-in cooler or freezer is the insulated box with its refrigeration by the box's floor area: "install an 8x10
// walk-in cooler" was an 80 sq ft concrete walk.
describe('walk-in cooler', () => {
  it.each([
    ['Walk-in cooler installation cost', ['walk_in_cooler 80 sq_ft']],
    ['install an 8x10 walk-in cooler', ['walk_in_cooler 80 sq_ft']],
    ['our restaurant needs a new 8x10 walk in cooler with the refrigeration', ['walk_in_cooler 80 sq_ft']],
    ['walk-in freezer 10x12 for our restaurant', ['walk_in_cooler 120 sq_ft']],
    ['install a 4 ft wide concrete walkway, 80 sq ft', ['concrete_sidewalk 80 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.startsWith('undefined'))).toEqual(expected);
  });

  // HomeGuide / Fixr: an 8x10 cooler installed with refrigeration $9,000-$22,000 [recalled, verify].
  pricedInBand([['install an 8x10 walk-in cooler', 900_000, 2_200_000]]);
});

// An in-ground grease interceptor sized in gallons is a tank set outside: "a 1,000-gallon in-ground grease
// interceptor" was the $2k under-sink trap, validated. The under-sink trap stays the trap.
describe('in-ground grease interceptor', () => {
  it.each([
    ['a 1,000-gallon in-ground grease interceptor', ['grease_interceptor_inground 1 each']],
    [
      'install a 1000 gallon grease interceptor outside the restaurant',
      ['grease_interceptor_inground 1 each'],
    ],
    [
      'our city says we need an underground grease interceptor for the restaurant',
      ['grease_interceptor_inground 1 each'],
    ],
    ['put in an under sink grease trap', ['grease_trap_install 1 each']],
    ['Grease interceptor installation cost', ['grease_trap_install 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.startsWith('undefined'))).toEqual(expected);
  });

  // HomeGuide / Fixr: in-ground interceptor 500-1,500 gal installed $8,000-$25,000 [recalled, verify].
  pricedInBand([['a 1,000-gallon in-ground grease interceptor', 800_000, 2_500_000]]);
});
