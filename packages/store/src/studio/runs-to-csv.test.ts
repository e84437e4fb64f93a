import { diffConfigs } from '@quoin/protocol';
import { sampleRun } from '@quoin/testkit/store';
import { describe, expect, it } from 'vitest';
import { runsToCsv } from './runs-to-csv.ts';

describe('runsToCsv', () => {
  it('quotes commas and quotes, and defuses formulas', () => {
    const csv = runsToCsv([
      sampleRun({ id: 'r1', actor: '=HYPERLINK("x")', tools: ['a', 'b'], estimateId: 'e,1' }),
    ]);
    const [header, row] = csv.trim().split('\n');
    expect(header?.startsWith('id,agentName,agentVersion')).toBe(true);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"e,1"');
    expect(row).toContain('a b');
  });
});

describe('diffConfigs', () => {
  it.each([
    ['same', { a: 1 }, { a: 1 }, []],
    ['changed scalar', { t: 0 }, { t: 0.5 }, [{ path: 't', before: 0, after: 0.5 }]],
    ['added key', {}, { k: 3 }, [{ path: 'k', after: 3 }]],
    ['removed key', { k: 3 }, {}, [{ path: 'k', before: 3 }]],
    [
      'steps by id',
      {
        flow: [
          { id: 'a', x: 1 },
          { id: 'b', x: 2 },
        ],
      },
      {
        flow: [
          { id: 'a', x: 1 },
          { id: 'b', x: 3 },
        ],
      },
      [{ path: 'flow.b.x', before: 2, after: 3 }],
    ],
    [
      'reordered',
      { flow: [{ id: 'a' }, { id: 'b' }] },
      { flow: [{ id: 'b' }, { id: 'a' }] },
      [{ path: 'flow(order)', before: ['a', 'b'], after: ['b', 'a'] }],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(diffConfigs(before, after)).toEqual(expected);
  });
});
