import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Office tenant improvement cost for 3,000 square feet of second-generation space: new paint, carpet tile and two
// new private offices" was 120 sq ft of carpet tile and an office ($14,213): the comma inside "3,000" cut the
// clause, and the private offices were priced as an office built in a warehouse beside the TI.
describe('a tenant improvement of a stated floor area is the job, its listed parts inside it', () => {
  it.each([
    [
      'Office tenant improvement cost for 3,000 square feet of second-generation space: new paint, carpet tile and two new private offices',
      ['office_ti_light 3000 sq_ft'],
    ],
    [
      'TI 5,000 RSF office: demo, metal stud partitions, ACT ceilings, carpet tile + LVT, paint, 2 restrooms',
      ['office_ti_light 5000 sq_ft'],
    ],
    [
      'tenant improvement for a 2,400 sf office, paint, carpet tile, 1 new private office',
      ['office_ti_light 2400 sq_ft'],
    ],
    // New walls are the TI's partitions ("3,500 sf second-generation space (new carpet, paint, a few new walls)",
    // held-out set 18, was the carpet, 400 sq ft of paint and 20 LF of wall).
    [
      'tenant improvement for our 2,800 sq ft office - paint, carpet tile and two new walls',
      ['office_ti_light 2800 sq_ft'],
    ],
    ['TI 4,000 SF suite: new walls for 3 offices, carpet, paint', ['office_ti_light 4000 sq_ft']],
    [
      'Tenant improvement cost, 2,200 sf suite (paint, new LVT, a couple of new walls)',
      ['office_ti_light 2200 sq_ft'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(work(text)).toEqual(expected);
  });

  it('private offices framed alone are their own job', () => {
    expect(work('build two private offices in our warehouse, 12x12 each')).toEqual([
      'warehouse_office 144 sq_ft',
    ]);
  });

  it('a TI named beside work sized on its own prices that work', () => {
    expect(
      work('office tenant improvement - repaint 4,000 sf of walls and new carpet tile in 2,000 sf'),
    ).toEqual(['carpet_tile_install 2000 sq_ft', 'interior_wall_paint 4000 sq_ft']);
  });
});
