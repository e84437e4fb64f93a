import { estimateText, kindNotNeighbour, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A device or part named bare with a service verb ("replace the breaker", "swap the capacitor") is that device's
// swap: the name of the part said without its system is still the part, not the nearest known work asked about,
// a new circuit or the panel it sits in (#13). Data: work-rules/repairs.yaml (breaker_swap; the `bare` pattern
// beside the rules that asked for the system to be named) and the opener's one-word keyword.

warmUpReader();

describe('a breaker named bare with a service verb is the breaker swapped', () => {
  kindNotNeighbour([
    ['replace a 20 amp breaker', 'breaker_replace', 'new_circuit'],
    ['fix the breaker', 'breaker_replace', 'new_circuit'],
    ['repair the circuit breaker', 'breaker_replace', 'new_circuit'],
    ['replace a 15 amp breaker in the panel', 'breaker_replace', 'panel_upgrade_200a'],
    ['swap out the double pole breaker', 'breaker_replace', 'new_circuit'],
  ]);
  it('counts the breakers said', () => {
    expect(readKinds('replace 2 breakers')).toEqual(['breaker_replace']);
  });
  kindNotNeighbour([
    // A breaker added is a new circuit; the panel replaced with its breakers is the panel.
    ['install a new breaker', 'new_circuit', 'breaker_replace'],
    ['replace the panel and breakers', 'panel_upgrade_200a', 'breaker_replace'],
    ['replace the breaker box', 'panel_upgrade_200a', 'breaker_replace'],
  ]);
});

describe('a part named bare is that part, priced without a stand-in question', () => {
  it.each([
    ['replace the capacitor', 'ac_outdoor_part'],
    ['swap out the contactor', 'ac_outdoor_part'],
    ['replace the anode', 'tank_heater_part'],
    ['replace the opener', 'garage_door_opener'],
    ['replace a breaker', 'breaker_replace'],
    ['fix the anode rod', 'tank_heater_part'],
  ])('%s → %s, validated', async (text, kind) => {
    expect(readKinds(text)).toContain(kind);
    expect((await estimateText(text)).state).toBe('validated');
  });
});

it('a part named after a word that is no part of its system is still asked about', async () => {
  expect((await estimateText('replace the flux capacitor')).state).toBe('review_required');
});
