import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "new blinds for 12 windows" priced twelve replacement windows ($10.2k validated): blinds and shades are a kind of
// work of their own, and the windows they go on are where they go (a count of windows counts them).
describe('blinds and shades are hung on the windows, not new windows', () => {
  it.each([
    ['new blinds for 12 windows', ['window_blinds 12 each']],
    ['Need faux wood blinds put up on 7 windows', ['window_blinds 7 each']],
    ['we want cellular shades for all 9 windows in the house', ['window_blinds 9 each']],
    ['Window blinds installation cost', ['window_blinds 1 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('new windows with blinds are both', () => {
    const lines = work('replace 6 windows and add blinds');
    expect(lines).toContain('replacement_window_standard 6 each');
    expect(lines.some((line) => line.startsWith('window_blinds'))).toBe(true);
  });
});

// "new screens for 10 windows", "new exterior shutters for 8 windows" priced ten and eight replacement windows,
// validated: a thing made for a window, said before the windows it goes on, is the work; the windows count it.
describe('things for the windows are counted by the windows', () => {
  it.each([
    ['new screens for 10 windows', ['window_screen 10 each']],
    ['we need shutters on all 6 front windows', ['exterior_shutters 6 each']],
    ['Cost of new vinyl shutters for 8 windows', ['exterior_shutters 8 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('windows asked for are still windows', () => {
    expect(work('quote for 10 new windows with grilles')).toEqual(['replacement_window_standard 10 each']);
  });
});
