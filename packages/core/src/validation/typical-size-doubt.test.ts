import { describe, expect, it } from 'vitest';
import type { LineItem } from '../estimate/estimate-schema.ts';
import { newLineItem } from '../estimate/new-estimate.ts';
import { statedSizes, typicalSizeDoubts } from './typical-size-doubt.ts';

function line(title: string, quantity: number, uom: LineItem['uom'], source?: LineItem['quantitySource']) {
  return newLineItem({
    id: title,
    type: 'assembly',
    title,
    quantity,
    uom,
    rateCents: 100,
    ...(source ? { quantitySource: source } : {}),
  });
}

describe('statedSizes', () => {
  it.each([
    ['tile a 3x5 shower', ['3x5']],
    ["an 8' x 10' shed", ["8' x 10"]],
    ['a 12 by 14 bedroom', ['12 by 14']],
    ['about 1,100 sf of LVP', ['1,100 sf']],
    ['400 sq. ft of drywall', ['400 sq. ft']],
    ['60 lf of fence and 2 gates', ['60 lf']],
    ['replace 2 toilets', []],
    ['a 50 gallon water heater', []],
    ['install -5 sq ft of carpet', []],
  ])('%s', (request, expected) => {
    expect(statedSizes(request)).toEqual(expected);
  });
});

// A typical size where the request writes one no line of its kind used is a doubt; a typical count, or a typical
// size beside a line that took the written one, is an assumption only.
describe('typicalSizeDoubts', () => {
  const tile = line('Install shower wall tile', 80, 'sq_ft', 'typical');
  it.each([
    ['a written size, a typical area', 'redo a 3x5 shower', [tile], 1],
    ['no written size', 'redo the shower', [tile], 0],
    ['a typical count', 'two 3x5 rugs', [line('Install toilet', 1, 'each', 'typical')], 0],
    [
      'a stated area took the size',
      'paint 900 sq ft of wall',
      [line('Walls', 900, 'sq_ft', 'stated'), line('Ceilings', 440, 'sq_ft', 'typical')],
      0,
    ],
    [
      'a stated length does not size an area',
      'a 60 ft wall',
      [line('Framing', 60, 'linear_ft', 'stated'), line('Drywall', 700, 'sq_ft', 'typical')],
      1,
    ],
    [
      'a typical length with a written area',
      'island 3x5',
      [line('Base cabinets', 12, 'linear_ft', 'typical')],
      1,
    ],
  ])('%s', (_label, request, items, expected) => {
    expect(typicalSizeDoubts(request, items)).toHaveLength(expected);
  });

  it('names the written size, the line and its typical size', () => {
    expect(typicalSizeDoubts('about 3x5 shower', [tile])).toEqual([
      'The request gives "3x5", but "Install shower wall tile" uses a typical 80 sq ft: what size is it?',
    ]);
  });
});
