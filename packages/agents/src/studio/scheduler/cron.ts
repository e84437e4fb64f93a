import { QuoinError } from '@quoin/core';

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

function invalid(expression: string, reason: string): QuoinError {
  return new QuoinError('INVALID_SCHEDULE', `Schedule "${expression}": ${reason}`, { expression });
}

function parseField(text: string, field: (typeof FIELDS)[number], expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1)
      throw invalid(expression, `bad step "${part}" in the ${field.name}`);
    let low: number = field.min;
    let high: number = field.max;
    if (range !== '*') {
      const [from, to] = range.split('-').map(Number);
      if (from === undefined || !Number.isInteger(from))
        throw invalid(expression, `bad ${field.name} "${part}"`);
      low = from;
      high = to === undefined ? (stepText === undefined ? from : field.max) : to;
    }
    if (!Number.isInteger(high) || low < field.min || high > field.max || low > high) {
      throw invalid(expression, `the ${field.name} must be ${field.min}–${field.max} (got "${part}")`);
    }
    for (let value = low; value <= high; value += step)
      values.add(field.name === 'day of week' && value === 7 ? 0 : value);
  }
  return values;
}

/** A five-field cron expression (minute hour day-of-month month day-of-week), matched in UTC. */
export interface CronSchedule {
  matches(date: Date): boolean;
}

/** Parses schedules like `0,30 6-18 * * 1-5`: stars, lists, ranges and steps (`*\/15`), Sunday as 0 or 7. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw invalid(expression, 'needs five fields: minute hour day month weekday');
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) =>
    parseField(part, FIELDS[index]!, expression),
  );
  const dayRestricted = parts[2] !== '*';
  const weekdayRestricted = parts[4] !== '*';
  return {
    matches(date) {
      if (
        !minutes!.has(date.getUTCMinutes()) ||
        !hours!.has(date.getUTCHours()) ||
        !months!.has(date.getUTCMonth() + 1)
      )
        return false;
      const dayMatch = days!.has(date.getUTCDate());
      const weekdayMatch = weekdays!.has(date.getUTCDay());
      // Vixie cron: when both day fields are restricted, either may match.
      if (dayRestricted && weekdayRestricted) return dayMatch || weekdayMatch;
      return dayMatch && weekdayMatch;
    },
  };
}

/** The minutes in (after, until] at which the schedule fires, at most `limit` of them. */
export function dueMinutes(schedule: CronSchedule, after: Date, until: Date, limit = 60): Date[] {
  const due: Date[] = [];
  const start = Math.floor(after.getTime() / 60_000) + 1;
  const end = Math.floor(until.getTime() / 60_000);
  for (let minute = start; minute <= end && due.length < limit; minute++) {
    const date = new Date(minute * 60_000);
    if (schedule.matches(date)) due.push(date);
  }
  return due;
}
