import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A new house and a garage with an apartment above are kinds of work of their own: "build a new 2,200 sq ft house on
// our lot" was a house leveling ($4,947, validated), "a two-car garage with an apartment above" the garage alone
// ($32,847, validated).
describe('new houses and garage apartments', () => {
  it.each([
    ['build a new 2,200 sq ft house on our lot (we own the lot, its level)', ['new_home_build 2200 sq_ft']],
    ['we want to build a new home on our land, 2400 sq ft', ['new_home_build 2400 sq_ft']],
    ['new construction home 1800 sq ft', ['new_home_build 1800 sq_ft']],
    ['cost to build a house', ['new_home_build 2000 sq_ft']],
    ['cost to build a 2,000 sq ft house', ['new_home_build 2000 sq_ft']],
    ['build a new 2,200 sq ft house on our lot, its level', ['new_home_build 2200 sq_ft']],
    ['Cost to build a two-car garage with an apartment above', ['garage_apartment 480 sq_ft']],
    ['build a 2 car garage with an apartment above, 24x24', ['garage_apartment 576 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // A house named as the place, or a small building called a house, is no new home.
  it.each([
    ['build a shed beside the house', 'storage_shed'],
    ['build a retaining wall behind the house', 'retaining_wall'],
    ['build a detached 2 car garage', 'detached_garage'],
    ['level the house', 'house_leveling'],
    ['the yard is flat, we want a 12x16 patio', 'concrete_patio'],
  ])('%s → %s', (text, assembly) => {
    expect(readLines(text)[0]?.split(' ')[0]).toBe(assembly);
  });

  it.each([
    'build a dog house',
    'we need another bedroom, want to build one onto the side of the house about 12x14',
  ])('no new home in %s', (text) => {
    let read: string[] = [];
    try {
      read = readLines(text);
    } catch {
      // Not understood is honest here.
    }
    expect(read.some((line) => line.startsWith('new_home_build'))).toBe(false);
  });
});

// Private offices framed inside a space are the office build-out (metal studs, drywall, door, ceiling, lights,
// flooring, paint): "three 10x12 private offices with metal stud and drywall walls and doors" was the drywall alone
// ($2,982, validated).
describe('private offices built inside a space', () => {
  it.each([
    [
      'Build three 10x12 private offices with metal stud and drywall walls and doors in an open office',
      ['warehouse_office 360 sq_ft'],
    ],
    ['add 2 private offices, 10x12 each', ['warehouse_office 240 sq_ft']],
    ['build a 10x12 private office', ['warehouse_office 120 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('an office said as a room of a house is no office build-out', () => {
    let read: string[] = [];
    try {
      read = readLines('build an office in the basement');
    } catch {
      // Not understood is honest here.
    }
    expect(read.some((line) => line.startsWith('warehouse_office'))).toBe(false);
  });
});

// A new half bath is a toilet and a vanity in new walls: "new half bath under the stairs" was not read as a bath
// at all (the stairs were priced as deck stairs, the place taken for the work), and "add a half bath" priced a
// tub, a shower valve and a tile surround. Where it goes ("under the stairs", "off the kitchen", "in the
// basement") is the place, not work.
describe('a new half bath is built without tub or shower, where it is said to go', () => {
  it.each([
    'new half bath under the stairs',
    'add a half bath off the kitchen',
    'build a new half bath in the basement',
    'We want to add a half bath under the stairs, about 4x5.',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toEqual(
      expect.arrayContaining(['wall_framing', 'bathroom_rough_in', 'toilet_replace', 'vanity_install']),
    );
    for (const kind of ['bathtub_replace', 'shower_valve', 'shower_wall_tile', 'deck_stairs', 'bathroom_gut'])
      expect(kinds).not.toContain(kind);
  });

  it('a full bath added keeps its tub and surround', () => {
    expect(readKinds('add a full bath in the basement')).toEqual(
      expect.arrayContaining(['bathtub_replace', 'shower_valve', 'shower_wall_tile']),
    );
  });
});
