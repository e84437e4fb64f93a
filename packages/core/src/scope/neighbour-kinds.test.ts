import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => kind !== 'cleanup');

// A word two kinds of work share is read as the one the request is about: "new crown" in a request about a cracked
// chimney crown priced 40 LF of crown molding; "set traps" for mice priced a plumbing trap (held-out set 14).
describe('a shared word is the kind the request is about', () => {
  it.each([
    [
      'chimney crown is cracked and the top courses are loose. rebuild it above the roofline + new crown?',
      'crown_molding',
    ],
    ['the chimney crown is cracked. new crown please', 'crown_molding'],
    [
      'hearing mice in the attic and walls at night. want someone to seal up the entry points and set traps',
      'leak_repair_service',
    ],
    ['mice in the walls, need the entry points sealed and traps set', 'leak_repair_service'],
  ])('%s does not price %s', (text, neighbour) => {
    expect(kinds(text)).not.toContain(neighbour);
  });

  it.each([
    ['mice in the attic, seal the entry points and set traps', 'wildlife_removal'],
    ['rodent exclusion for our house', 'wildlife_removal'],
    ['the chimney crown is cracked. replace the crown', 'chimney_repair'],
    ['repoint the chimney, and crown molding in the dining room', 'crown_molding'],
    ['new crown in the living room', 'crown_molding'],
    ['replace the p trap under the kitchen sink', 'leak_repair_service'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
