import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// Windows said to be fogged, then asked to be replaced whole ("replacement of all 3 with vinyl double hungs"), are the
// windows: the glass of the windows described gives way to the windows asked for, counted once (was the glass alone,
// $981 validated, against $1.5k-$3.5k for three windows).
describe('windows described by their glass and asked for whole are the windows', () => {
  it.each([
    'Two of the bedroom windows have fogged glass. We want both replaced with new vinyl windows.',
    'our 4 windows are foggy between the panes. Thinking replacement of all 4 with vinyl casements.',
    '3 fogged windows in the den. Replace them with double hungs.',
  ])('%s', (text) => {
    const lines = work(text);
    expect(lines.some((line) => line.startsWith('window_glass_replace'))).toBe(false);
    expect(lines.some((line) => line.startsWith('replacement_window'))).toBe(true);
  });

  it.each([
    ['replace 5 double hungs', 'replacement_window_standard 5 each'],
    ['replacement of the 2 kitchen windows with vinyl sliders', 'replacement_window_standard 2 each'],
    ['new casements, 3 of them', 'replacement_window_standard 3 each'],
  ])('a window named by its kind or swapped by "replacement of" is counted: %s', (text, line) => {
    expect(work(text)).toContain(line);
  });

  it('glass asked for in the sash stays glass', () => {
    expect(work('foggy glass in 2 windows, just replace the glass units')).toEqual([
      'window_glass_replace 2 each',
    ]);
  });
});
