import { readKinds } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// "Light" is also what a burner does, and "shuts off" or "keeps going out" is how a unit fails: a service visit to
// find out why, never a new light fixture beside a new furnace ($4.5k for an igniter).
describe('a burner that will not light or a unit that shuts off is a service visit', () => {
  it.each([
    ['the furnace tries to light then shuts off after a few seconds', 'hvac_service_call'],
    ['furnace clicks but does not light', 'hvac_service_call'],
    ['our AC is short cycling', 'hvac_service_call'],
  ])('%s → %s', (text, assemblyId) => {
    expect(readKinds(text)).toEqual([assemblyId]);
  });

  it.each([
    'the pilot light on the water heater keeps going out',
    'fireplace won’t light',
    'the furnace tries to light then shuts off after a few seconds',
  ])('no light fixture and no new unit: %s', (text) => {
    const read = readKinds(text);
    expect(read).not.toContain('light_fixture');
    expect(read).not.toContain('furnace_replace');
    expect(read).not.toContain('water_heater_gas');
  });

  it.each([
    ['replace the light in the hallway', 'light_fixture'],
    ['need to light up the backyard with 6 flood lights', 'light_fixture'],
    ['replace the furnace', 'furnace_replace'],
  ])('a light or a furnace asked for is still that: %s', (text, assemblyId) => {
    expect(readKinds(text)).toContain(assemblyId);
  });
});
