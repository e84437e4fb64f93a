import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => !kind.startsWith('cleanup'));

// "need the panel on my garage door replaced, it's dented" priced a 200 A electrical panel, and "the dishwasher hose
// burst, need it replaced" a new dishwasher: a part of a thing (said before it with "on", "of" or "for", or right
// after it) is work on that thing's part, never the whole of another thing its word names, nor the thing new.
describe('a part of a thing is work on the part, not the whole thing', () => {
  it.each([
    ['need the panel on my garage door replaced, its dented', 'garage_door_panel'],
    ['the bottom panel of our garage door got dented by the car, can you replace it', 'garage_door_panel'],
    ['the dishwasher hose burst, need it replaced', 'appliance_repair_visit'],
    ['replace the hose on the dishwasher', 'appliance_repair_visit'],
    ['the washing machine hoses are cracked, swap them out', 'appliance_repair_visit'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it.each([
    ['replace the electrical panel', 'panel_upgrade_200a'],
    ['replace 2 garage door panels', 'garage_door_panel'],
    ['replace the hose bib', 'hose_bib_replace'],
    ['replace 3 fence panels', 'fence_section_repair'],
  ])('a kind named by the part with its thing stays: %s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });
});
