import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singularize, tokenizeQuery } from './tokenize-query.ts';

function texts(query: string): string[] {
  return tokenizeQuery(query).map((token) => token.text);
}

describe('tokenizeQuery', () => {
  it.each([
    ['1/2 in. Drywall 4 ft x 8 ft', ['4x8', '1/2', 'drywall']],
    ['5/8 in. Type X 4 ft. x 12 ft.', ['4x12', '5/8', 'typex']],
    ['12/2 romex 250 ft', ['12/2', '250-ft', 'romex']],
    ['12-2 NM-B 250ft', ['12/2', '250-ft', 'nm']],
    ['50-gallon gas water heater', ['50-gallon', 'gas', 'water', 'heater']],
    ['R-13 kraft batts', ['r13', 'kraft', 'batt']],
    ['#6 x 1-5/8 in. drywall screws', ['#6', '1-5/8', 'drywall', 'screw']],
    ['2 in. x 4 in. x 8 ft. #2 SPF', ['#2', '2x4x8', 'spf']],
    ['3/4 HP garbage disposal', ['3/4-hp', 'garbage', 'disposal']],
    ['12,000 BTU mini-split', ['12000-btu', 'mini', 'split']],
    ['½″ PEX', ['1/2', 'pex']],
    ['36" x 80" door', ['36x80', 'door']],
    ['1 1/2 in pvc', ['1-1/2', 'pvc']],
    ['T-molding', ['tmolding', 'molding']],
    ['j channel', ['jchannel', 'channel']],
    ['1/4-turn angle stop', ['quarter', 'turn', 'angle', 'stop']],
    ['3-tab shingles', ['3-tab', 'shingle']],
    ['boxes of supplies for the job', ['box', 'supply', 'job']],
    ['', []],
  ])('%s → %j', (query, expected) => {
    expect(texts(query)).toEqual(expected);
  });

  it('keeps sizes whole and lists their parts', () => {
    expect(tokenizeQuery('50-gallon')).toEqual([
      {
        text: '50-gallon',
        kind: 'size',
        family: 'unit:gallon',
        parts: [
          { text: '50', kind: 'number' },
          { text: 'gallon', kind: 'word' },
        ],
      },
    ]);
    const lumber = tokenizeQuery('2x4 x 8 ft')[0];
    expect(lumber?.family).toBe('dimensions-3');
    expect(lumber?.parts?.map((part) => part.text)).toEqual(['2x4', '2', '4', '8', '8-ft']);
  });

  it('puts sizes that can contradict each other in one family', () => {
    const family = (query: string): string | undefined => tokenizeQuery(query)[0]?.family;
    expect(family('1/2 in')).toBe(family('5/8"'));
    expect(family('4 in')).toBe(family('3/4 in'));
    expect(family('12/2')).toBe('gauge');
    expect(family('40 gal')).toBe(family('50 gallons'));
    expect(family('r-13')).toBe(family('R30'));
    expect(family('4x8')).not.toBe(family('2x4x8'));
  });

  it.each([
    ['shingles', 'shingle'],
    ['boxes', 'box'],
    ['supplies', 'supply'],
    ['ties', 'tie'],
    ['valves', 'valve'],
    ['gas', 'gas'],
    ['glass', 'glass'],
    ['brushes', 'brush'],
  ])('singularizes %s as %s', (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });

  it('never throws and never yields empty or duplicate tokens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        const tokens = texts(query);
        expect(tokens.every((token) => token.length > 0)).toBe(true);
        expect(new Set(tokens).size).toBe(tokens.length);
      }),
    );
  });
});
