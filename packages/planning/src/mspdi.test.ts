import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import { exportMspdi, importMspdi } from './mspdi.ts';

const input = {
  startDate: '2025-03-03',
  activities: [
    { id: 'A', name: 'Demolition', durationDays: 3 },
    {
      id: 'B',
      name: 'Plumbing rough-in',
      durationDays: 4,
      predecessors: [{ id: 'A', type: 'SS' as const, lagDays: 1 }],
    },
    {
      id: 'C',
      name: 'Electrical rough-in',
      durationDays: 2,
      predecessors: [{ id: 'A', type: 'FF' as const, lagDays: 2 }],
    },
    {
      id: 'D',
      name: 'Drywall',
      durationDays: 5,
      predecessors: ['B', { id: 'C', type: 'FS' as const, lagDays: -1 }],
    },
    {
      id: 'E',
      name: 'Inspection',
      durationDays: 0,
      predecessors: [{ id: 'D', type: 'SF' as const, lagDays: 6 }],
    },
  ],
};

describe('exportMspdi', () => {
  const schedule = calculateCriticalPath(input);
  const xml = exportMspdi(schedule, { projectName: 'Bath' });
  const project = new XMLParser({ isArray: (n) => n === 'Task' || n === 'PredecessorLink' }).parse(
    xml,
  ).Project;

  it('writes the MS Project encodings: link types, lags and slack in tenths of a minute, ISO durations', () => {
    const tasks = project.Tasks.Task;
    expect(project.MinutesPerDay).toBe(480);
    expect(tasks[0]).toMatchObject({ UID: 1, Name: 'Demolition', Duration: 'PT24H0M0S', DurationFormat: 7 });
    expect(tasks[1].PredecessorLink[0]).toEqual({ PredecessorUID: 1, Type: 3, LinkLag: 4800, LagFormat: 7 });
    expect(tasks[2].PredecessorLink[0]).toMatchObject({ Type: 0, LinkLag: 9600 });
    expect(tasks[3].PredecessorLink[1]).toMatchObject({ Type: 1, LinkLag: -4800 });
    expect(tasks[4]).toMatchObject({ Milestone: 1 });
    expect(tasks[4].PredecessorLink[0]).toMatchObject({ Type: 2 });
    const c = schedule.activities.find((a) => a.id === 'C');
    expect(tasks[2].TotalSlack).toBe((c?.totalFloat ?? 0) * 4800);
    expect(tasks[0].Start).toBe('2025-03-03T08:00:00');
  });

  it('round-trips through importMspdi to the same schedule', () => {
    const imported = importMspdi(xml);
    expect(imported.projectName).toBe('Bath');
    expect(imported.startDate).toBe('2025-03-03');
    const again = calculateCriticalPath({ startDate: '2025-03-03', activities: imported.activities });
    expect(again.activities.map((a) => [a.earlyStart, a.lateFinish, a.totalFloat])).toEqual(
      schedule.activities.map((a) => [a.earlyStart, a.lateFinish, a.totalFloat]),
    );
  });

  it('refuses a schedule without dates', () => {
    expect(() => exportMspdi(calculateCriticalPath({ activities: input.activities }))).toThrowError(
      expect.objectContaining({ code: 'MISSING_DATES' }),
    );
  });
});

describe('importMspdi', () => {
  it('reads a file as MS Project writes it: summary tasks, UID 0, FF link with a 2-day lag', () => {
    // Shape as in MPXJ's task-links fixtures (FF with LinkLag 9600 = 2 days of 8 h).
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Project xmlns="http://schemas.microsoft.com/project"><Name>task-links</Name><StartDate>2019-01-07T08:00:00</StartDate>
<MinutesPerDay>480</MinutesPerDay><Tasks>
<Task><UID>0</UID><ID>0</ID><Name>task-links</Name><Summary>1</Summary></Task>
<Task><UID>1</UID><ID>1</ID><Name>Phase</Name><Summary>1</Summary><Duration>PT80H0M0S</Duration></Task>
<Task><UID>2</UID><ID>2</ID><Name>Task 1</Name><Duration>PT40H0M0S</Duration></Task>
<Task><UID>3</UID><ID>3</ID><Name>Task 2</Name><Duration>PT20H0M0S</Duration>
<PredecessorLink><PredecessorUID>2</PredecessorUID><Type>0</Type><LinkLag>9600</LinkLag><LagFormat>7</LagFormat></PredecessorLink>
<PredecessorLink><PredecessorUID>1</PredecessorUID><Type>1</Type></PredecessorLink></Task>
</Tasks></Project>`;
    const imported = importMspdi(xml);
    expect(imported.activities).toEqual([
      { id: '2', name: 'Task 1', durationDays: 5, predecessors: [] },
      { id: '3', name: 'Task 2', durationDays: 2.5, predecessors: [{ id: '2', type: 'FF', lagDays: 2 }] },
    ]);
    expect(imported.warnings).toHaveLength(2);
  });

  it('says when the file is not MSPDI', () => {
    expect(() => importMspdi('<Foo/>')).toThrowError(expect.objectContaining({ code: 'INVALID_MSPDI' }));
  });
});
