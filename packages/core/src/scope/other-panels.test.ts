import { readKinds } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// "Panel" named by its material or its place on a thing is that thing's panel, never a breaker panel (a garage's
// corrugated metal roof panels were a new 200 A service beside the roof).
describe('a panel of another thing is not the electrical panel', () => {
  it.each([
    'the detached garage needs new corrugated metal roof panels',
    'replace the steel roof panels on the barn',
    'replace the cracked glass panel in the shower door',
  ])('%s', (text) => {
    expect(readKinds(text)).not.toContain('panel_upgrade_200a');
  });

  it.each(['replace the panel', 'panel upgrade to 200 amp', 'replace our old Federal Pacific panel'])(
    'the breaker panel is still the breaker panel: %s',
    (text) => {
      expect(readKinds(text)).toContain('panel_upgrade_200a');
    },
  );
});
