import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

const lines = (text: string) =>
  parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId} ${i.quantity} ${i.uom}`));

// Interior jobs cost guides price that the reader did not know (exit 3) or read as a neighbour: a closet
// organizer was not understood, a barn door was a sliding patio door, cracked plaster was not understood.
describe('interior kinds of work are their own work, not a neighbour', () => {
  it.each([
    ['install custom closet system in master walk-in', 'closet_system 1 each'],
    ['closet organizer for the bedroom closet', 'closet_system 1 each'],
    ['need 2 closet systems', 'closet_system 2 each'],
    ['install a sliding barn door', 'barn_door 1 each'],
    ['barn door for the pantry', 'barn_door 1 each'],
    ['hang 2 barn doors', 'barn_door 2 each'],
    ['repair cracked plaster walls in the living room', 'plaster_repair 1 each'],
    ['plaster crack repair in the hallway', 'plaster_repair 1 each'],
    ['patch plaster in bedroom', 'plaster_repair 1 each'],
  ])('%s → %s', (text, line) => {
    const read = lines(text);
    expect(read).toContain(line);
    for (const neighbour of ['sliding_patio_door', 'drywall_hang_finish', 'shelving'])
      expect(read.some((l) => l.startsWith(neighbour))).toBe(false);
  });
});
