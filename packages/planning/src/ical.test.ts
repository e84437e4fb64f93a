import { describe, expect, it } from 'vitest';
import { calculateCriticalPath } from './critical-path.ts';
import { exportMilestonesIcal, fold } from './ical.ts';

const schedule = calculateCriticalPath({
  startDate: '2025-03-03',
  activities: [
    { id: 'start', name: 'Notice to proceed', durationDays: 0 },
    { id: 'work', name: 'Rough-in', durationDays: 4, predecessors: ['start'] },
    { id: 'done', name: 'Inspection; electrical, plumbing', durationDays: 0, predecessors: ['work'] },
  ],
});

describe('exportMilestonesIcal', () => {
  const ics = exportMilestonesIcal(schedule, {
    generatedAt: '2025-02-01T09:30:00Z',
    uidDomain: 'job-7.example',
  });

  it('writes one all-day VEVENT per milestone with CRLF lines and escaped text', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(
      'UID:done@job-7.example\r\nDTSTAMP:20250201T093000Z\r\nDTSTART;VALUE=DATE:20250307',
    );
    expect(ics).toContain('DTEND;VALUE=DATE:20250308');
    expect(ics).toContain('SUMMARY:Inspection\\; electrical\\, plumbing');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('is deterministic without generatedAt (no clock)', () => {
    expect(exportMilestonesIcal(schedule)).toBe(exportMilestonesIcal(schedule));
    expect(exportMilestonesIcal(schedule)).toContain('DTSTAMP:20250303T000000Z');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = fold(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});
