import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "A 2-piece toilet", "a 3 piece shower unit": the number names the kind of product, never a count (a 2-piece
// toilet was two toilets, a 3 piece shower three showers).
describe('a number before "piece" is a kind of product, not a count', () => {
  it.each([
    ['install a 2-piece toilet in the hall bath', 'toilet_replace 1 each'],
    ['new 1 piece toilet', 'toilet_replace 1 each'],
    ['swap our 3 piece shower unit for a new acrylic one', 'shower_stall_replace 1 each'],
    ['replace 2 toilets', 'toilet_replace 2 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});

// A prefabricated shower stall is a kind of work of its own (it was not read at all: exit 3).
describe('prefabricated shower stall', () => {
  it.each([
    'new fiberglass shower stall in the basement bath',
    'replace the acrylic shower insert',
    'put in a prefab shower in the basement',
  ])('%s → shower_stall_replace × 1', (text) => {
    expect(readLines(text)).toEqual(['shower_stall_replace 1 each']);
  });
});

// Kinds of work whose nearest neighbour was priced instead: a walk-in tub is not a standard tub and surround
// ($2,100 against $5,000-$20,000); a gas fireplace insert is not a gas line.
describe('a named product is not its cheaper neighbour', () => {
  it.each([
    ['install a walk in bathtub', 'walk_in_tub 1 each'],
    ['replace the old tub with a walk-in tub', 'walk_in_tub 1 each'],
    ['put a gas insert in the living room fireplace', 'gas_fireplace_insert 1 each'],
    ['fireplace insert, gas, direct vent', 'gas_fireplace_insert 1 each'],
    ['new bow window in the dining room', 'bay_window 1 each'],
    ['replace 2 bay windows', 'bay_window 2 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});

// What is there already ("the gas line is already there", "the wiring is already in place") is not work.
describe('what is already there is kept', () => {
  it.each([
    ['new gas range hookup, the gas line is already there', 'gas_line'],
    ['hang 2 ceiling fans, the wiring is already in place', 'new_circuit'],
  ])('%s prices no %s', (text, assembly) => {
    expect(readLines(text).map((l) => l.split(' ')[0])).not.toContain(assembly);
  });
});

// Adding a bathroom is building one: framed and roughed in, nothing gutted ("add a full bathroom in the
// basement" was not read at all); a rough-in already there is kept.
describe('a new bathroom is built, not gutted', () => {
  const assemblies = (text: string) => readLines(text).map((l) => l.split(' ')[0]);
  it.each([
    ['add a full bathroom in the basement, 6x8', true],
    ['build a new bathroom off the bedroom, about 5x9', true],
    ['add a full bath in the basement, the rough in is already there', false],
  ])('%s (rough-in priced: %s)', (text, roughIn) => {
    const read = assemblies(text);
    expect(read).toContain('wall_framing');
    expect(read).toContain('toilet_replace');
    expect(read).not.toContain('bathroom_gut');
    expect(read.includes('bathroom_rough_in')).toBe(roughIn);
  });

  it('a remodel still guts the room', () => {
    expect(assemblies('remodel our 5x8 bathroom')).toContain('bathroom_gut');
  });
});

// A pocket door is its own kind of work (the wall it goes in was read as a load-bearing wall and a beam); a
// dryer vent cleaned is a service visit, not a roof's ridge vent.
describe('doors and vents that are not their neighbours', () => {
  it.each([
    ['add a pocket door to the laundry room', 'pocket_door_install 1 each'],
    ['new pocket door for the hall closet, the wall is not load bearing', 'pocket_door_install 1 each'],
    ['get the dryer vent cleaned', 'dryer_vent_cleaning 1 each'],
    ['clean the dryer vent please', 'dryer_vent_cleaning 1 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});
