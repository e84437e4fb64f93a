import { sampleEstimate } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import type { ParsedBid } from './bid-types.ts';
import { levelBids, medianCents } from './level-bids.ts';
import { bestMatch, matchScore, titleWords } from './match-bid-lines.ts';
import { readBidNotes } from './read-bid.ts';

function bid(bidder: string, lines: [string, string, number][], exclusions: string[] = []): ParsedBid {
  const priced = lines.map(([title, uom, amountCents], index) => ({
    title,
    uom,
    quantity: 1,
    amountCents,
    index,
  }));
  const total = priced.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    bidder,
    fileName: `${bidder}.csv`,
    lines: priced,
    linesTotalCents: total,
    statedTotalCents: total,
    exclusions,
    qualifications: [],
    arithmeticIssues: [],
  };
}

const LINES = [
  { itemId: 'i1', groupName: 'Demolition', title: 'Remove tub and tile', uom: 'each' },
  { itemId: 'i2', groupName: 'Tile', title: 'Install wall tile', uom: 'sq_ft' },
  { itemId: 'i3', groupName: 'Tile', title: 'Install floor tile', uom: 'sq_ft' },
  { itemId: 'i4', groupName: 'Electrical', title: 'Bath exhaust fan', uom: 'each' },
];

describe('matching bid lines to estimate lines', () => {
  it.each([
    ['Demolition and haul-off', 'lump_sum', 'i1'],
    ['Tear-out of tub, tile and drywall', 'each', 'i1'],
    ['Wall tile - tub surround', 'sq_ft', 'i2'],
    ['Tile floor', 'sq_ft', 'i3'],
    ['Vent fan, 80 CFM', 'each', 'i4'],
    ['Dumpster (20 yd)', 'each', undefined],
    ['Rough plumbing', 'each', undefined],
  ])('%s (%s) → %s', (title, uom, itemId) => {
    expect(bestMatch(title, uom, LINES)?.itemId).toBe(itemId);
  });

  it('folds synonyms and drops sizes and stopwords', () => {
    expect([...titleWords('Removal of existing 3x6 tiles')]).toEqual(['demo', 'tile']);
  });

  it('a unit in common breaks a tie between equally worded lines', () => {
    expect(matchScore('Wall tile - tub surround', 'sq_ft', LINES[1] as never)).toBeGreaterThan(
      matchScore('Wall tile - tub surround', 'sq_ft', LINES[0] as never),
    );
  });
});

describe('medianCents', () => {
  it.each([
    [[], null],
    [[300], 300],
    [[300, 100, 200], 200],
    [[101, 100], 101],
    [[810, 1170, 1350, 1440], 1260],
  ])('%j → %s', (values, median) => {
    expect(medianCents(values)).toBe(median);
  });
});

describe('levelBids', () => {
  it('plugs a line nobody else bids with our estimate, and overrides win over the automatic mapping', () => {
    const a = bid('A', [
      ['Demolition', 'each', 90_000],
      ['Wall tile', 'sq_ft', 130_000],
      ['Floor tile', 'sq_ft', 50_000],
    ]);
    const b = bid(
      'B',
      [
        ['Demolition', 'each', 80_000],
        ['Tile work', 'sq_ft', 170_000],
      ],
      ['exhaust fan'],
    );
    const leveling = levelBids(sampleEstimate(), [a, b], [{ bidder: 'B', line: 1, itemId: 'i2' }]);
    const fan = leveling.lines.find((line) => line.itemId === 'i4');
    // Nobody bids the fan: both get our $320.00.
    expect(fan?.cells.A).toMatchObject({
      plugCents: 32_000,
      plugBasis: 'our estimate',
      excludedInText: false,
    });
    expect(fan?.cells.B).toMatchObject({ plugCents: 32_000, excludedInText: true });
    // B leaves out the floor: plugged with A's $500.00 (the median of one bid).
    expect(leveling.lines[2]?.cells.B).toMatchObject({
      plugCents: 50_000,
      plugBasis: 'median of the other bids',
    });
    expect(leveling.mapping.find((m) => m.bidder === 'B' && m.line === 1)).toMatchObject({
      itemId: 'i2',
      source: 'override',
    });
    // A: 2,700 + 320 = $3,020.00; B: 2,500 + 500 + 320 = $3,320.00.
    expect(leveling.bidders.map((x) => x.normalizedTotalCents)).toEqual([302_000, 332_000]);
    // With two bids no line has a median to be an outlier against.
    expect(leveling.outliers).toEqual([]);
    expect(leveling.recommendation?.bidder).toBe('A');
  });

  it('passes over an abnormally low bid, its plugs counted', () => {
    // Nobody bids tile or the fan, so both carry our $2,060.00 for them: A 100 + 2,060 = $2,160.00 is
    // (3,060 − 2,160) ÷ 3,060 = 29.41% below B's $3,060.00.
    const a = bid('A', [['Demolition', 'each', 10_000]]);
    const b = bid('B', [['Demolition', 'each', 100_000]]);
    const leveling = levelBids(sampleEstimate(), [a, b], [], { outlierPercent: 25, lowBidPercent: 5 });
    expect(leveling.bidders.map((x) => x.abnormallyLowPercent)).toEqual([29.41, null]);
    expect(leveling.recommendation?.bidder).toBe('B');
  });
});

describe('readBidNotes', () => {
  it.each([
    ['Exclusions: permits; dumpster', ['permits', 'dumpster'], []],
    ['Excludes haul-off of debris', ['haul-off of debris'], []],
    ['Not included: electrical work', ['electrical work'], []],
    ['By others: painting', ['painting'], []],
    ['Qualifications: price valid 30 days', [], ['price valid 30 days']],
    ['Assumes owner-supplied tile', [], ['Assumes owner-supplied tile']],
    ['Wall tile 90 SF', [], []],
  ])('%s', (text, exclusions, qualifications) => {
    expect(readBidNotes([{ page: 1, line: 1, y: 0, cells: [{ x: 0, text }] }])).toEqual({
      exclusions,
      qualifications,
    });
  });
});
