import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Our old 10x20 deck needs new railing and stairs" priced a whole new deck ($12.6k validated), "the fence needs a
// new gate" 150 ft of new fence: a structure said to need new parts is where the parts go.
describe('a structure said to need new parts is their place', () => {
  it.each([
    ['our existing deck needs new railing, about 40 ft', ['deck_railing 40 linear_ft']],
    ['The back deck really needs new stairs', ['deck_stairs 1 each']],
    ['the cedar fence needs a new gate', ['fence_gate 1 each']],
    ['Our 12x16 deck could use new railing and stairs.', ['deck_railing 40 linear_ft', 'deck_stairs 1 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('new boards are still the deck surface, not its place', () => {
    expect(work('my deck needs new boards')).toContain('composite_deck_boards 192 sq_ft');
  });
});
