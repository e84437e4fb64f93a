import { readLines } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPhrases } from '../trades/phrase-owners.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { loadReaderWords } from './correct-spelling.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// The trade loader refuses a phrase two kinds of work claim (trades/phrase-owners.ts). The reader also
// respells some words before it matches ("int" is "interior"): two phrases that become one that way are one
// phrase too.
describe('one phrase, one kind of work', () => {
  it('no phrase of the bundled kinds of work has two owners as the reader hears it', () => {
    const { respellings } = loadReaderWords();
    const respell = (word: string) => (Object.hasOwn(respellings, word) ? respellings[word]! : word);
    const files = defaultTradeRegistry()
      .all()
      .map((profile) => ({ fileName: `${profile.id}.yaml`, profile }));
    expect(sharedPhrases(files, respell)).toEqual([]);
  });

  // A phrase two kinds claimed went to whichever file or entry came first. Each phrase is now on the kind a
  // customer saying exactly it wants priced; the other kind says it with a longer phrase, or the two kinds
  // were one job and are one kind.
  it.each([
    // the inspection, not a sweep
    ['chimney inspection', 'chimney_inspection 1 each'],
    ['we need a chimney inspection before winter', 'chimney_inspection 1 each'],
    // a tube through the attic, not a framed skylight
    ['tubular skylight', 'tubular_skylight 1 each'],
    ['a tubular skylight over the hallway', 'tubular_skylight 1 each'],
    ['install 2 sun tunnels', 'tubular_skylight 2 each'],
    // new boards on the old frame
    ['redeck our deck, 300 sq ft', 'deck_resurface 300 sq_ft'],
    ['redeck 14x16 with composite', 'deck_resurface 224 sq_ft'],
    // the house's main valve, not an angle stop
    ['replace the main water shutoff', 'main_shutoff_valve 1 each'],
    ['main water shutoff is leaking', 'main_shutoff_valve 1 each'],
    // hydroseeding is its own kind, with its usual 5,000 sq ft
    ['hydroseed the front yard', 'lawn_seeding 5000 sq_ft'],
    ['hydroseeding for a new lawn', 'lawn_seeding 5000 sq_ft'],
    ['hydro seed 8000 sq ft', 'lawn_seeding 8000 sq_ft'],
    // one pool removal (the demolition kind), however the fill-in is said
    ['pool fill in', 'pool_removal 1 each'],
    ['pool fill-in, partial demo', 'pool_removal 1 each'],
    ['we want our old pool filled in', 'pool_removal 1 each'],
    ['remove swimming pool', 'pool_removal 1 each'],
    // one inground pool (the concrete trade's kind), whatever its shell
    ['inground pool', 'inground_pool 1 each'],
    ['gunite pool 16x32', 'inground_pool 1 each'],
    ['build a swimming pool in the backyard', 'inground_pool 1 each'],
    ['plunge pool', 'inground_pool 1 each'],
    // one foundation pier kind (masonry), with its usual 8 piers
    ['steel piers under the foundation, 6 piers', 'foundation_pier 6 each'],
    ['sinking foundation', 'foundation_pier 8 each'],
    // the junk hauler's truckload, not remodel debris by the yard
    ['junk removal', 'junk_removal 1 each'],
    ['junk removal from the garage', 'junk_removal 1 each'],
    // stamped is the finish, not a broom-finish slab
    ['stamped concrete patio', 'stamped_concrete 300 sq_ft'],
    ['stamped concrete patio 20x20', 'stamped_concrete 400 sq_ft'],
    // the standard seamless gutter is K-style: one kind
    ['k style gutter 150 ft', 'seamless_gutter 150 linear_ft'],
    ['5 inch k style gutters', 'seamless_gutter 150 linear_ft'],
    ['seamless aluminum gutter', 'seamless_gutter 150 linear_ft'],
    // one hot tub removal (the small-structure removal)
    ['jacuzzi removal', 'small_structure_removal 1 each'],
    ['remove spa', 'small_structure_removal 1 each'],
    // the bay window itself, not a large picture window
    ['bay window replacement', 'bay_window 1 each'],
    // a fascia board given a length is the run of fascia; a board or two is a repair
    ['fascia board 120 lf', 'soffit_fascia 120 linear_ft'],
    ['replace 2 fascia boards', 'fascia_board_repair 2 each'],
    // a gas valve or pressure switch is a control part, not an ignition part
    ['replace the furnace pressure switch', 'furnace_part_repair 1 each'],
    ['new furnace gas valve', 'furnace_part_repair 1 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});
