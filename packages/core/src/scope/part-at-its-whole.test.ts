import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "we need new wooden steps down from our deck to the yard" priced a whole new deck with its stairs ($12.3k validated
// against $800-$2,500, census deck-stairs): a part of a deck asked for with the deck named as where it goes is that
// part's work, never the deck built again.
describe('a part of a deck asked for at the deck is the part alone', () => {
  it.each([
    ['we need new wooden steps down from our deck to the yard', 'deck_stairs'],
    ['new stairs for our deck', 'deck_stairs'],
    ['add stairs to the back deck', 'deck_stairs'],
    ['we need a new railing around our deck, about 40 feet of it', 'deck_railing'],
  ])('%s', (text, part) => {
    const kinds = readKinds(text);
    expect(kinds).toContain(part);
    expect(kinds).not.toContain('deck_framing');
  });

  it.each([['build a 12x16 deck with stairs'], ['new composite deck 16x20 with a railing']])(
    '%s is still a new deck',
    (text) => {
      expect(readKinds(text)).toEqual(expect.arrayContaining(['deck_framing', 'deck_stairs']));
    },
  );
});

// "detached garage 576 sf slab on grade" priced the slab alone ($6.6k validated against $25k-$55k) and "build a 2 car
// garage at the end of the driveway" a driveway: a whole job named with one of its parts, or beside the site it goes
// on, is the whole job.
describe('a whole job named with its part or its site is the whole job', () => {
  it.each([
    ['detached garage 576 sf slab on grade'],
    ['detached garage 24x24 on a new slab, vinyl siding'],
    ['We want to build a 2 car garage at the end of the driveway'],
    ['build a 2 car garage next to our driveway'],
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('detached_garage');
    expect(kinds).not.toContain('concrete_slab');
    expect(kinds).not.toContain('concrete_driveway');
  });

  it.each([
    ['pour a garage slab 24x24', 'concrete_slab'],
    ['pour a new driveway, 20x24', 'concrete_driveway'],
  ])('%s is the part asked for', (text, kind) => {
    expect(readKinds(text)).toEqual([kind]);
  });

  it('a pad poured at the end of the driveway is the pad', () => {
    expect(readLines('pour a concrete pad at the end of the driveway, 20x20')).toEqual([
      'concrete_slab 400 sq_ft',
    ]);
  });
});
