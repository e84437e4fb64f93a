import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Basement is unfinished, 900 sf. Want to finish it: framing, drywall, carpet, …" was drywall and carpet only
// ($10,300 of $22,000-$50,000, held-out set 18): a room named, then its whole job asked on "it", is the room's job.
describe('a room named, then its job asked on "it", is the room job', () => {
  it.each([
    ["Our basement is unfinished. We'd like to finish it.", 'drywall_ceiling 800 sq_ft'],
    [
      'Unfinished basement, roughly 30x28. Looking to finish it with a bedroom and carpet',
      'carpet_install 840 sq_ft',
    ],
    ['Guest bath is dated. We need someone to redo it.', 'bathroom_gut 1 each'],
    ['Old kitchen from the 70s, want to remodel it', 'base_cabinets 20 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toContain(line);
  });

  it('a part of the room asked on "it" stays that part', () => {
    expect(work('The bathroom vanity is old, want to update it')).toEqual(['vanity_install 1 each']);
  });
});
