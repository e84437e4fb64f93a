import { caughtError } from '@quoin/testkit/errors';
import { readKinds } from '@quoin/testkit/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuoinError } from '../quoin-error.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// Trade shorthand and misspellings two letters off, as data (reader-words.yaml respellings): read as the word.
describe('trade shorthand is read as its word', () => {
  it.each([
    ['need a new 20 amp ckt for the garage', 'new_circuit'],
    ['add 2 ckts in the shop', 'new_circuit'],
    ['furn replacement, 80% efficiency', 'furnace_replace'],
    ['swap out the old furn', 'furnace_replace'],
    ['install laminet flooring 300 sq ft', 'laminate_install'],
    ['laminent floors 450 sq ft', 'laminate_install'],
    ['lamanate in the hallway, 120 sq ft', 'laminate_install'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toContain(assembly);
  });
});

// Nothing placed, but the request's thing is a variant of a known kind (stand-ins.yaml) or the head noun of one:
// the nearest kind is priced, with a question and a doubt naming the assumption (so the estimate is reviewed).
describe('a request naming a neighbour of known work is priced as it, in doubt', () => {
  it.each([
    ['install 600 sq ft of engineered planks', 'hardwood_install', 'engineered planks'],
    ['new engineered planks in the den', 'hardwood_install', 'engineered planks'],
    ['want the old fuse box swapped out', 'panel_upgrade_200a', 'fuse box'],
    ['new breaker box', 'panel_upgrade_200a', 'breaker box'],
    ['R&R 40 gallon WH', 'water_heater_gas', 'wh'],
  ])('%s → %s', (text, assembly, named) => {
    const { plan } = parseScope(text);
    expect(plan.groups.flatMap((g) => g.items.map((i) => i.assemblyId))).toContain(assembly);
    expect(plan.questions?.some((q) => q.includes(`"${named}"`))).toBe(true);
    expect(plan.doubts?.some((d) => d.includes(`"${named}"`))).toBe(true);
    expect(plan.request).toBe(text);
  });

  it('keeps a stated size: 600 sq ft of engineered planks are 600 sq ft of hardwood', () => {
    const item = parseScope('install 600 sq ft of engineered planks').plan.groups[0]?.items[0];
    expect(item?.quantity).toBe(600);
  });
});

// Only a verb, a pronoun or a modifier shared: still refused, with the nearest work offered, never a price.
describe('a request sharing no thing with known work is still refused', () => {
  it.each([
    ['replace it'],
    ['need someone to fix something'],
    ['get it done asap please'],
    ['redo the whole thing'],
  ])('%s', (text) => {
    expect(() => parseScope(text)).toThrow(QuoinError);
    expect(caughtError(() => parseScope(text))).toMatchObject({ code: 'SCOPE_NOT_UNDERSTOOD' });
  });
});

// A participle after its thing that ends the clause asks for that work; one before its thing only describes it.
describe('a participle after its thing is the action asked for', () => {
  it.each([
    ['need the deck stained, 300 sq ft', 'deck_stain'],
    ['want our deck restained this spring', 'deck_stain'],
    ['looking to have the deck stained and sealed', 'deck_stain'],
    ['have the bathtub resurfaced', 'tub_refinish'],
    ['get the tub refinished please', 'tub_refinish'],
    ['get the water heater flushed', 'water_heater_flush'],
    ['need the hot water heater flushed', 'water_heater_flush'],
    ['want the garage floor epoxied', 'floor_coating'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toContain(assembly);
  });

  it.each([
    ['need the stained carpet replaced in a 12x12 bedroom', 'carpet_install'],
    ['replace the stained ceiling tiles, 20 of them', 'deck_stain'],
  ])('describing: %s does not stain', (text, assembly) => {
    const found = readKinds(text);
    if (assembly === 'deck_stain') expect(found).not.toContain(assembly);
    else expect(found).toContain(assembly);
  });
});

// An efficiency or any figure followed by a percent sign is a rating, never a count of the work.
describe('a percent is a rating, not a count', () => {
  it.each([
    ['replace 96% furn 80k btu', 1],
    ['install an 80 percent furnace', 1],
    ['new 95% efficient gas furnace', 1],
    ['replace 2 furnaces, 96% efficient', 2],
  ])('%s → %d', (text, count) => {
    const item = parseScope(text).plan.groups.flatMap((g) => g.items)[0];
    expect(item?.assemblyId).toBe('furnace_replace');
    expect(item?.quantity).toBe(count);
  });
});
