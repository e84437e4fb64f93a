import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it.each([
    ['Sheet A-101 first floor', ['a-101', 'first', 'floor']],
    ['3rd Floor 8\' - 0 1/2"', ['third', 'floor', '8', '0', '1/2']],
    ['door FWO5480 in room 136A', ['door', 'fwo5480', 'room', '136a']],
    ['RWC-1/SC-1 finish', ['rwc-1/sc-1', 'rwc-1', 'sc-1', 'rwc', 'sc', 'finish']],
    ['CT-1/CT-2/P-3', ['ct-1/ct-2/p-3', 'ct-1', 'ct-2', 'p-3', 'ct', 'ct']],
    ['TOTAL LOT AREA: 13,800 S.F.', ['total', 'lot', 'area', '13,800', 's.f']],
    ['Who manufactures CPT-1?', ['manufactur', 'cpt-1', 'cpt']],
    ['Which sheet shows the roof plan?', ['roof', 'plan']],
  ])('%s', (text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });

  it('keeps codes whole so A-101 and A-102 never share their only token', () => {
    expect(tokenize('A-101')).not.toEqual(tokenize('A-102'));
  });

  it.each([
    ['manufacturer', 'manufactur'],
    ['manufactures', 'manufactur'],
    ['windows', 'window'],
    ['vertically', 'vertical'],
    ['136A', '136A'],
    ['den', 'den'],
    ['swing', 'swing'],
  ])('stems %s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});
