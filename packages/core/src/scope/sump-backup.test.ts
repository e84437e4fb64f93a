import { estimateText, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Replace the dead sump pump and add a battery backup" priced the pump alone, the backup a doubt ($439 of
// $900-$2,500, held-out set 16): a battery backup pump is a second pump of its own, priced beside the main one.
describe('a sump battery backup is a backup pump beside the main one', () => {
  it.each([
    ['install a sump pump with battery backup', ['sump_pump 1 each', 'sump_pump_battery_backup 1 each']],
    ['add a battery backup to our sump pump', ['sump_pump_battery_backup 1 each']],
    ['we want a backup pump for the sump in case the power goes out', ['sump_pump_battery_backup 1 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it.each([
    // HomeGuide / Angi: a pump replaced $400-$1,100, a battery backup pump $500-$1,400 [recalled, verify].
    ['sump pump quit, swap it for a new one and put in a battery back up too', 90_000, 250_000],
    ['battery backup sump pump installation cost', 50_000, 140_000],
  ])('%s is in its band', async (text, lowCents, highCents) => {
    const { cents } = await estimateText(text);
    expect(cents).toBeGreaterThanOrEqual(lowCents);
    expect(cents).toBeLessThanOrEqual(highCents);
  });

  it('a battery backup of another thing is not a sump pump', () => {
    expect(work('install a tesla powerwall battery backup').join()).not.toContain('sump');
    expect(work('smoke detectors with battery backup in the basement').join()).not.toContain('sump');
  });
});
