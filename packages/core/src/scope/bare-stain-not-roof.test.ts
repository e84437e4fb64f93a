import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Water stain showing up on the upstairs ceiling after heavy rain. Pretty sure it's the plumbing vent boot on the
// roof" priced a roof cleaning beside the leak repair (held-out set 15): a stain named bare is no roof's.
describe('a water stain inside is a sign of the leak, not a roof to clean', () => {
  it.each([
    "Water stain showing up on the upstairs ceiling after heavy rain. Pretty sure it's the plumbing vent boot on the roof, just need that fixed.",
    'there is a brown stain on the bedroom ceiling, I think the roof flashing by the chimney is leaking, please repair',
  ])('%s', (text) => {
    expect(readKinds(text)).not.toContain('roof_cleaning');
  });

  it.each(['clean the black streaks off our roof', 'clean the moss off our roof'])(
    '%s is still a roof cleaning',
    (text) => {
      expect(readKinds(text)).toEqual(['roof_cleaning']);
    },
  );
});
