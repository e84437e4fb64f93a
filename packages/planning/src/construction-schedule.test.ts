import { describe, expect, it } from 'vitest';
import { generateConstructionSchedule } from './construction-schedule.ts';

describe('generateConstructionSchedule', () => {
  const result = generateConstructionSchedule({
    startDate: '2025-03-03',
    calendar: { holidays: ['2025-03-17'] },
    groups: [
      { name: 'Paint walls', tradeId: 'painting', laborHours: 32 },
      { name: 'Demo kitchen', tradeId: 'demolition', laborHours: 24 },
      { name: 'Electrical rough-in', tradeId: 'electrical', laborHours: 20 },
      { name: 'Plumbing rough-in', tradeId: 'plumbing', laborHours: 12, crewSize: 2 },
      { name: 'Hang and finish drywall', tradeId: 'drywall', laborHours: 48 },
      { name: 'Install LVP', tradeId: 'flooring', laborHours: 16 },
      { name: 'Trim', tradeId: 'finish_carpentry', laborHours: 8 },
    ],
  });
  const byName = new Map(result.schedule.activities.map((a) => [a.name, a]));

  it.each([
    ['Demo kitchen', 2, 2 * 8],
    ['Electrical rough-in', 3, 1 * 8],
    ['Plumbing rough-in', 1, 2 * 8],
    ['Hang and finish drywall', 3, 2 * 8],
    ['Paint walls', 2, 2 * 8],
  ])('%s takes %d days (labor ÷ crew-hours per day, rounded up)', (name, days) => {
    expect(byName.get(name)?.durationDays).toBe(days);
  });

  it('sequences demolition → rough-in (parallel) → inspection → drywall → flooring → paint → trim', () => {
    // The order is the trade profiles' `sequence:` (core's trade YAML), the one place it is set.
    const start = (name: string) => byName.get(name)?.earlyStart ?? -1;
    expect(start('Demo kitchen')).toBe(0);
    expect(start('Electrical rough-in')).toBe(2);
    expect(start('Plumbing rough-in')).toBe(2);
    // Drywall closes the walls only after the rough-in inspection (issue #15), not overlapping the rough-in.
    expect(start('Hang and finish drywall')).toBe(5);
    expect(byName.get('Hang and finish drywall')?.earlyFinish).toBe(8);
    expect(start('Install LVP')).toBe(8);
    expect(start('Paint walls')).toBe(9);
    expect(start('Trim')).toBe(11);
    expect(byName.get('Plumbing rough-in')?.critical).toBe(false);
  });

  it('holds all later work behind the rough-in inspection, which does not float', () => {
    const inspection = byName.get('Rough-in complete (inspection)');
    expect(inspection?.totalFloat).toBe(0);
    const roughIn = ['Electrical rough-in', 'Plumbing rough-in', 'Demo kitchen', 'Project start'];
    for (const activity of result.schedule.activities)
      if (!roughIn.includes(activity.name) && activity.durationDays > 0)
        expect(activity.earlyStart).toBeGreaterThanOrEqual(inspection?.earlyFinish ?? Infinity);
  });

  it('adds milestones and dates on the working calendar', () => {
    expect(byName.get('Project start')?.earlyStart).toBe(0);
    expect(byName.get('Rough-in complete (inspection)')?.earlyStart).toBe(5);
    const done = byName.get('Substantial completion');
    expect(done?.earlyStart).toBe(12);
    // 12 working days from Mon 3 March, skipping weekends and the 17 March holiday.
    expect(done?.dates?.earlyStartDate).toBe('2025-03-20');
    expect(result.schedule.finishDate).toBe('2025-03-19');
    expect(result.warnings).toEqual([]);
  });

  it('warns about unknown trades and honours an explicit sequence', () => {
    const custom = generateConstructionSchedule({
      groups: [
        { name: 'Haul-off', tradeId: 'dumpster', laborHours: 4 },
        { name: 'Permit', laborHours: 8, sequence: 1 },
        { name: 'Drywall', tradeId: 'drywall', laborHours: 16 },
      ],
    });
    expect(custom.warnings).toHaveLength(1);
    expect(custom.warnings[0]).toContain('"dumpster"');
    const permit = custom.schedule.activities.find((a) => a.name === 'Permit');
    expect(permit?.earlyStart).toBe(0);
    expect(custom.schedule.activities.find((a) => a.name === 'Haul-off')?.earlyStart).toBeGreaterThan(0);
  });
});
