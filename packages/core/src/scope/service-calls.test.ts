import { estimateText, readCounts, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Equipment that is wrong, or a request to find what is wrong, is a service call of the trade (one visit,
// whatever number of things it looks at), never new equipment; the symptoms and the requests for a diagnosis
// are data in data/lexicon/reader-words.yaml.
describe('what is wrong is found on a service call', () => {
  it.each([
    ['ac not cooling, need someone to come look at it', 'hvac_service_call'],
    ['fix the ac', 'hvac_service_call'],
    ['the furnace is broken', 'hvac_service_call'],
    ['heat pump quit working', 'hvac_service_call'],
    ["furnace won't turn on", 'hvac_service_call'],
    [
      'two outlets in the kitchen stopped working, need an electrician to troubleshoot',
      'electrical_service_call',
    ],
    ['can someone diagnose why the bedroom lights keep flickering', 'electrical_service_call'],
  ])('%s → %s × 1', async (text, assemblyId) => {
    expect(readCounts(text)).toEqual([[assemblyId, 1]]);
    const { cents } = await estimateText(text);
    expect(cents).toBeLessThanOrEqual(650_00);
  });

  it.each([
    ['install a new ac, the old one is broken', 'ac_condenser_replace'],
    ['my furnace is broken, need a new one', 'furnace_replace'],
    ['replace the broken furnace', 'furnace_replace'],
    ['need a new heat pump', 'heat_pump_system'],
  ])('new equipment asked for is still new equipment: %s', (text, assemblyId) => {
    expect(readKinds(text)).toContain(assemblyId);
  });
});
