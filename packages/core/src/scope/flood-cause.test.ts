import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Dishwasher hose let go while we were out and flooded the kitchen. About 250 sq ft of wet floor and the bottom of
// the cabinets, need water extraction and dry out" priced a new dishwasher, 12 LF of base cabinets and a typical 400
// sq ft dry-out (held-out set 15): what failed and flooded is how the water came, and what it reached is where the
// dry-out works.
describe('the cause of a flood and what the water reached are not work to price', () => {
  it.each([
    [
      'Dishwasher hose let go while we were out and flooded the kitchen. About 250 sq ft of wet floor and the bottom of the cabinets, need water extraction and dry out',
      ['water_damage_restoration 250 sq_ft'],
    ],
    [
      'washing machine line burst and flooded the laundry room, about 150 sq ft, need water extraction',
      ['water_damage_restoration 150 sq_ft'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a burst pipe is mended with the dry-out', () => {
    expect(
      priced('A pipe burst and flooded our finished basement, we need water extraction and drying'),
    ).toEqual(['leak_repair_service 1 each', 'water_damage_restoration 800 sq_ft']);
  });

  it('the thing asked to be replaced is still priced', () => {
    expect(priced('replace the dishwasher, the old one leaked')).toEqual(['dishwasher_install 1 each']);
  });
});
