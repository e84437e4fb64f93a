import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Kitchen sink drains super slow and gurgles … needs snaking?" priced two leak repair visits ($475 against
// $100-$400, held-out set 13): a slow drain said with a word between ('drains super slow'), by its sound, by what
// was tried or by its remedy ('snaking', 'snaked') is a drain cleared, not a leak.
describe('a slow or gurgling drain is a drain cleared', () => {
  it.each([
    ['Kitchen sink drains super slow and gurgles. Tried drano twice. Probably just needs snaking?'],
    ['bathroom sink is draining really slowly, needs snaking'],
    ['main line is backing up, need it snaked'],
    ['shower drain gurgles and drains slow'],
  ])('%s', (text) => {
    expect(readKinds(text).filter((kind) => kind !== 'service_billing')).toEqual(['drain_clearing']);
  });

  it.each([
    ['kitchen faucet is leaking', 'leak_repair_service'],
    ['need a new kitchen sink', 'sink_replace'],
  ])('%s stays %s', (text, kind) => {
    expect(readKinds(text)).toContain(kind);
  });
});
