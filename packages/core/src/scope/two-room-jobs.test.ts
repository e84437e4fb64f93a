import { readCounts, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const count = (text: string, kind: string) =>
  readCounts(text)
    .filter(([id]) => id === kind)
    .reduce((sum, [, quantity]) => sum + quantity, 0);

// "remodel the kitchen and the bathroom" and "kitchen and bath remodel" priced the bathroom alone, validated: a
// clause built one room job, the first its templates found.
describe('two rooms under one job verb or job noun are two jobs', () => {
  it.each([
    'remodel the kitchen and the bathroom',
    'We want to renovate our kitchen and our hall bath this spring',
    'kitchen & bathroom remodel in a 1970s split level',
    'Cost to remodel a kitchen and a master bathroom',
    'update the kitchen, update the bath',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('base_cabinets');
    expect(kinds).toContain('bathroom_gut');
  });

  it.each([
    ['remodel the kitchen and bathroom floors', 'bathroom_gut'],
    ['remodel the kitchen, the bathroom faucet leaks too', 'bathroom_gut'],
  ])('a room named as the place of other work is no second job: %s', (text, kind) => {
    expect(readKinds(text)).not.toContain(kind);
  });
});

// "remodel 2 bathrooms" priced one bathroom ($12k validated for two).
describe('a count of rooms said for a room job is that many rooms', () => {
  it.each([
    ['remodel 2 bathrooms', 2],
    ['Cost to remodel two bathrooms, each 5x8', 2],
    ['we need both bathrooms remodeled', 2],
    ['remodel the bathroom', 1],
  ])('%s', (text, rooms) => {
    expect(count(text, 'bathroom_gut')).toBe(rooms);
    expect(count(text, 'toilet_replace')).toBe(rooms);
  });
});
