import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Kinds of work cost guides price that the reader did not know, each one YAML entry (a work item and its
// assembly, or a work rule for a one-word name): paving that is not concrete, drains, roof and wall openings,
// small exterior repairs, porches, paneling, commercial base. Before, each was another trade's new work (a
// sealcoat was a $12,700 concrete driveway) or not read at all.
describe('site and envelope kinds of work', () => {
  it.each([
    ['seal the blacktop driveway, it is 20x40', 'asphalt_sealcoat 800 sq_ft'],
    ['sealcoating for our driveway, 1200 sq ft', 'asphalt_sealcoat 1200 sq_ft'],
    ['blacktop driveway 600 sq ft', 'asphalt_driveway 600 sq_ft'],
    ['asphalt driveway, 10 x 60', 'asphalt_driveway 600 sq_ft'],
    ['crushed stone driveway 12 by 80 ft', 'gravel_driveway 960 sq_ft'],
    ['install a 80 ft french drain in the back yard', 'french_drain 80 linear_ft'],
    ['polish the concrete floors in our 2000 sq ft shop', 'concrete_polish 2000 sq_ft'],
    ['add 2 skylights to the family room', 'skylight_install 2 each'],
    ['new chimney cap', 'chimney_cap 1 each'],
    ['patch the cracked stucco by the garage, maybe 10 sq ft', 'stucco_repair 10 sq_ft'],
    ['add an egress window to the basement bedroom', 'egress_window 1 each'],
    ['two egress windows for the basement', 'egress_window 2 each'],
    ['we want our back porch screened in, its 10 x 16', 'porch_screening 160 sq_ft'],
    ['build a pergola in the back yard', 'pergola 1 each'],
    ['shiplap the fireplace wall, about 120 sq ft', 'shiplap_wall 120 sq_ft'],
    ['new rubber base in the hallways, about 450 linear feet', 'cove_base 450 linear_ft'],
    ['caulk around the bathtub, the old caulk is moldy', 'tub_recaulk 1 each'],
    ['new sewer lateral to the city main, about 60 feet', 'sewer_line_replace 60 linear_ft'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });

  it.each([
    ['pour a concrete driveway 20x30', 'concrete_driveway'],
    ['main sewer line is backed up, need it snaked', 'drain_clearing'],
    ['replace 4 double hung windows', 'replacement_window_standard'],
  ])('the neighbouring kind of work is unchanged: %s → %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).toEqual([assembly]);
  });
});

// Washing a thing is cleaning it ("power wash", "pressure wash", "soft wash"), never a new one: the house's
// walls are washed, not re-sided.
describe('washing is cleaning', () => {
  it.each([
    ['pressure wash our house, 1800 sq ft ranch', 'house_washing'],
    ['soft wash the vinyl siding on our 2 story house', 'house_washing'],
    ['power wash the house, about 2000 sq ft of siding', 'house_washing'],
  ])('%s → %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).toEqual([assembly]);
  });
});

// Taking a thing away after tearing it out ("haul it away", "haul them off") is part of the removal, not a new
// thing: "it" refers to what went, and nothing is installed.
describe('hauling away what was removed is not a replacement', () => {
  it.each([
    ['tear out the old 10x12 deck and haul it away', ['deck_demo 120 sq_ft']],
    ['rip out the old shed deck, 8x10, and haul it off', ['deck_demo 80 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('"put in a new one" after a removal is still the new thing', () => {
    expect(readLines('remove the old toilet and put in a new one').map((l) => l.split(' ')[0])).toContain(
      'toilet_replace',
    );
  });
});
