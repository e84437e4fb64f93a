import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A deck said to look worn is the deck there, whose finish is the work: "Deck's looking gray and rough. Want it …
// re-stained, … with stairs and railing" priced a new deck ($8.4k against $600-$1,800) beside the stairs' stain.
describe('a deck said to look worn is not a deck to build', () => {
  it.each([
    'Our deck is weathered and gray. Want it and the stairs washed and stained, roughly 14x18.',
    "deck's getting really faded. can you restain it and the railing and stairs",
    'The deck looks dull and splintery. Want it and the steps sealed and re-stained.',
  ])('%s', (text) => {
    const lines = work(text);
    expect(lines.some((line) => /^(?:deck_framing|composite_deck_boards|wood_deck_boards) /.test(line))).toBe(
      false,
    );
    expect(lines.some((line) => line.startsWith('deck_stain '))).toBe(true);
  });

  it('a worn deck to be replaced with a new one is still built', () => {
    expect(work('our deck is weathered and splintery, needs a new deck 12x16')).toContain(
      'deck_framing 192 sq_ft',
    );
  });
});
