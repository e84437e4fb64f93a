import { readCounts, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { sameSurface } from './share-quantities.ts';

// A roof size said once sizes the tear-off too, whatever the new roof is (#13): "remove the existing roof. Install
// a new standing seam metal roof, 22 squares" tore off a typical 20 squares. Data: quantity-words.yaml sameSurface.

warmUpReader();

const countOf = (text: string, kind: string) => readCounts(text).find(([k]) => k === kind)?.[1];

describe('the tear-off takes the squares said for the new roof', () => {
  it.each([
    ['Remove the existing roof. Install a new standing seam metal roof, 22 squares.', 22],
    ['tear off the old roof. new metal roof, 28 squares', 28],
    ['tear off the shingles. new cedar shake roof, 18 squares', 18],
    ['tear off the old roof. new architectural shingles, 25 squares', 25],
  ])('%s → %i squares torn off', (text, squares) => {
    expect(countOf(text, 'shingle_tear_off')).toBe(squares);
  });
});

it('every new roof covering priced by the square shares the tear-off figure', () => {
  const roofing = defaultTradeRegistry().get('roofing');
  const coverings = (roofing?.assemblies ?? []).filter((a) => a.uom === 'square' && a.id.endsWith('_reroof'));
  expect(coverings.length).toBeGreaterThan(3);
  for (const covering of coverings)
    expect(sameSurface('shingle_tear_off', covering.id), covering.id).toBe(true);
});
