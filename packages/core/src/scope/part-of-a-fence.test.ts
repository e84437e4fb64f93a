import { readKinds, readQuantities, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "The big storm last week knocked over part of our wood privacy fence. Two posts snapped and about 16 feet of panels
// are down" priced a new 150 ft fence beside the section ($5.9k, band $500-$1,500): a part of our fence is a repair of
// that part, never the whole fence built new.
describe('a part of our fence is no new fence', () => {
  it.each([
    [
      'The big storm last week knocked over part of our wood privacy fence. Two posts snapped and about 16 feet of panels are down, rest of the fence is fine.',
    ],
    ['part of our fence blew down in the storm, 2 sections'],
    ['a section of our cedar privacy fence fell over, need it fixed'],
  ])('%s', (text) => {
    expect(readQuantities(text)).not.toContain('wood_privacy_fence 150');
  });

  it('two sections said are the sections', () => {
    expect(readQuantities('part of our fence blew down in the storm, 2 sections')).toContain(
      'fence_section_repair 2',
    );
  });

  it.each([['replace our wood privacy fence, 120 ft'], ['new wood privacy fence 150 ft']])(
    '%s is the fence',
    (text) => {
      expect(readKinds(text)).toContain('wood_privacy_fence');
    },
  );
});
