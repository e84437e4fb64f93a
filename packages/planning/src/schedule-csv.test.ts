import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import {
  exportScheduleCsv,
  formatPredecessor,
  importScheduleCsv,
  parseCsv,
  parsePredecessor,
} from './schedule-csv.ts';

describe('predecessor notation', () => {
  it.each([
    ['A', { id: 'A', type: 'FS', lagDays: 0 }],
    ['B SS+2', { id: 'B', type: 'SS', lagDays: 2 }],
    ['C ff-1.5', { id: 'C', type: 'FF', lagDays: -1.5 }],
    ['Rough in SF', { id: 'Rough in', type: 'SF', lagDays: 0 }],
  ] as const)('"%s"', (text, link) => {
    expect(parsePredecessor(text)).toEqual(link);
    expect(parsePredecessor(formatPredecessor(link))).toEqual(link);
  });
});

describe('schedule CSV', () => {
  it('exports and imports the same network, quoting names with commas and quotes', () => {
    const schedule = calculateCriticalPath({
      startDate: '2025-03-03',
      activities: [
        { id: 'A', name: 'Demo, haul "away"', durationDays: 2 },
        { id: 'B', durationDays: 3, predecessors: [{ id: 'A', type: 'SS', lagDays: 1 }] },
        { id: 'C', durationDays: 1, predecessors: ['A', { id: 'B', type: 'FF', lagDays: -1 }] },
      ],
    });
    const csv = exportScheduleCsv(schedule);
    expect(csv.split('\r\n')[1]).toBe('A,"Demo, haul ""away""",2,,0,2,0,2,0,0,yes,2025-03-03,2025-03-04');
    const activities = importScheduleCsv(csv);
    expect(activities[0]?.name).toBe('Demo, haul "away"');
    expect(activities[2]?.predecessors).toEqual([
      { id: 'A', type: 'FS', lagDays: 0 },
      { id: 'B', type: 'FF', lagDays: -1 },
    ]);
    expect(calculateCriticalPath({ activities }).projectDurationDays).toBe(schedule.projectDurationDays);
  });

  it('reads multi-line quoted cells and reports missing columns', () => {
    expect(parseCsv('a,"b\nc",d\n1,2,3')).toEqual([
      ['a', 'b\nc', 'd'],
      ['1', '2', '3'],
    ]);
    expect(() => importScheduleCsv('name\nx')).toThrowError(expect.objectContaining({ code: 'INVALID_CSV' }));
    expect(() => importScheduleCsv('id,duration\nA,two')).toThrowError(/row 2/);
  });
});
