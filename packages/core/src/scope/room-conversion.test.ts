import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A room converted into another is the new room's job, the old room only where it is done (#13): "convert the
// closet into a half bath" was refused (exit 3). Data: job-templates/bathroom.yaml (the verb "into" after a
// conversion verb, newBath and halfBath said of the room it becomes).

warmUpReader();

describe('a room turned into a bathroom builds the bathroom', () => {
  it.each([
    'convert the closet into a half bath',
    'turn the closet under the stairs into a powder room',
    'convert the laundry room into a half bath',
    'make the pantry into a half bathroom',
  ])('%s → a new half bath, no tub', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toEqual(expect.arrayContaining(['wall_framing', 'bathroom_rough_in', 'toilet_replace']));
    expect(kinds).not.toContain('bathtub_replace');
    expect(kinds).not.toContain('bathroom_gut');
  });
  it.each([
    'convert a bedroom into a bathroom',
    'we want to turn the small 3rd bedroom into a full bathroom',
  ])('%s → a new full bath', (text) => {
    expect(readKinds(text)).toEqual(expect.arrayContaining(['bathroom_rough_in', 'bathtub_replace']));
  });
  it('a tub turned into a shower stays the tub-to-shower job', () => {
    expect(readKinds('convert the tub into a walk in shower')).not.toContain('bathroom_rough_in');
  });
});
