import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => !kind.startsWith('cleanup'));

// "remove the stains from the roof" priced a tear-off, "remove graffiti from the brick wall" new brick veneer, "clean
// the driveway" a new concrete driveway: dirt or growth taken off a thing, or the thing cleaned, is a cleaning of
// it (its own cleaning kind, or a pressure wash of hardscape and masonry), never the thing torn off or built.
describe('dirt taken off a thing is its cleaning', () => {
  it.each([
    ['remove the stains from the roof', 'roof_cleaning'],
    ['can you get the black streaks off our roof', 'roof_cleaning'],
    ['remove rust stains from the siding', 'house_washing'],
    ['remove oil stains from the driveway', 'pressure_washing'],
    ['take the graffiti off the brick wall behind the store', 'pressure_washing'],
    ['get the algae off the pavers', 'pressure_washing'],
    ['clean the driveway and the front walkway', 'pressure_washing'],
    ['clean the deck', 'pressure_washing'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it.each([
    ['clean and stain the deck', 'deck_stain'],
    ['remove the old deck and build a new one', 'deck_demo'],
    ['clean the gutters', 'gutter_cleaning'],
  ])('work beside or without dirt stays: %s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
