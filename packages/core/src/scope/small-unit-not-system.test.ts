import { kindNotNeighbour, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A small unit or a part is priced as itself, never as the big system or building named next to it (#13): a room
// air conditioner is no central condenser (hvac.yaml window_air_conditioner, through_wall_air_conditioner), a
// breaker added is a new circuit (electrical.yaml breaker_added), and the garage, shed or deck a small thing is for
// is where it goes, not a building to put up (clause-phrases.yaml contextPhrases). A toilet reset is a visit.

warmUpReader();

describe('a room air conditioner is not the central system', () => {
  kindNotNeighbour([
    ['window AC unit', 'window_ac_install', 'ac_condenser_replace'],
    ['install a window air conditioner in the bedroom', 'window_ac_install', 'ac_condenser_replace'],
    ['through the wall AC unit replacement', 'through_wall_ac_install', 'ac_condenser_replace'],
    ['replace the PTAC unit in the office', 'through_wall_ac_install', 'ac_condenser_replace'],
  ]);
  it('"window units" alone stay windows', () => {
    expect(readKinds('replace 12 window units')).not.toContain('window_ac_install');
  });
});

describe('a breaker added is a new circuit, and the place it serves is no building', () => {
  kindNotNeighbour([
    ['add a 20 amp breaker for the garage', 'new_circuit', 'garage_addition'],
    ['install a new breaker for the shed', 'new_circuit', 'storage_shed'],
    ['need another 20 amp breaker added to the main panel', 'new_circuit', 'panel_upgrade_200a'],
  ]);
  it.each([
    'replace the 20 amp breaker',
    'new breaker in the panel for the kitchen',
    'need a new 15 amp breaker, the old one is bad',
  ])('a breaker replaced stays a breaker swap: %s', (text) => {
    expect(readKinds(text)).toEqual(['breaker_replace']);
  });
});

describe('a small thing for a garage, shed or deck does not build one', () => {
  it.each([
    ['add a dedicated circuit for the shed', 'new_circuit'],
    ['install a new light for the deck', 'light_fixture'],
    ['add a hose bib by the deck', 'hose_bib_replace'],
    ['new light fixture in the shed', 'light_fixture'],
    ['add lights to the pergola', 'light_fixture'],
  ])('%s → %s only', (text, kind) => {
    expect(readKinds(text)).toEqual([kind]);
  });
  it('a building asked for with its lights is still built', () => {
    expect(readKinds('build a 10x12 shed with power and lights')).toContain('storage_shed');
  });
});

describe('power run to a building of its own is a feeder and a small panel, not the building', () => {
  it.each([
    'run power to the shed',
    'run electric to the detached garage',
    'need power run out to my workshop',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['subpanel_60a']);
  });
  it('power washing a shed is no electrical work', () => {
    expect(readKinds('power wash the shed')).not.toContain('subpanel_60a');
  });
});

describe('a toilet reset is a visit, not a new toilet', () => {
  it.each(['toilet reset', 'reset the toilet', 're-seat toilet', 'toilet needs to be reseated'])(
    '%s',
    (text) => {
      const kinds = readKinds(text);
      expect(kinds).toHaveLength(1);
      expect(kinds).not.toContain('toilet_replace');
    },
  );
});
