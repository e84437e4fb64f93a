import { describeCensus, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The topic census of home services and specialty work (census-services.yaml): every cost-guide topic read as
// its kind of work and priced inside the guide's whole-job band, in three phrasings. A phrasing that still
// misses carries `todo` with its reason, not deleted; a todo that reads right fails, to be made a test.
warmUpReader();

describeCensus('census of home services: each topic read and priced in its band', [
  { file: new URL('./census-services.yaml', import.meta.url), minTopics: 40, phrasingsPerTopic: 3 },
]);

// The services' rules read the thing's own work, never the work next to it.
describe('a service is not the thing beside it', () => {
  it.each([
    ['run a 50 amp circuit for the hot tub', 'hot_tub_install'],
    ['hot tub electrical hookup', 'hot_tub_install'],
    ['gravel pad 10x10 for the new hot tub', 'hot_tub_install'],
    ['our septic tank needs pumping', 'septic_tank'],
    ['pump out the septic tank', 'septic_tank'],
    ['radon test came back high, install a mitigation fan', 'radon_test'],
    ['replace 6 windows', 'window_cleaning'],
    ['new carpet in 2 bedrooms', 'carpet_cleaning'],
  ])('%s: no %s', (text, assembly) => {
    expect(readKinds(text)).not.toContain(assembly);
  });
});
