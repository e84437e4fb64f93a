import { z } from 'zod';
import { PlanningError } from './planning-error.ts';

// Dates are ISO `YYYY-MM-DD` strings handled as UTC day numbers (days since 1970-01-01). No clock, no time
// zones: a schedule date is a calendar day, not an instant.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'expected an ISO date YYYY-MM-DD')
  .refine((value) => parseIsoDayOrUndefined(value) !== undefined, 'not a real calendar date');

export const calendarSchema = z.object({
  /** Working weekdays, 0 = Sunday … 6 = Saturday. Default Monday to Friday. */
  workingWeekdays: z.array(z.number().int().min(0).max(6)).min(1).optional(),
  /** Non-working dates (public holidays, shutdowns). */
  holidays: z.array(isoDateSchema).optional(),
});

export type CalendarInput = z.infer<typeof calendarSchema>;

/** A working calendar ready for date arithmetic. */
export interface WorkCalendar {
  workingWeekdays: ReadonlySet<number>;
  holidays: ReadonlySet<number>;
}

export const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;

function parseIsoDayOrUndefined(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return ms / 86_400_000;
}

/** Day number (days since 1970-01-01 UTC) of an ISO date; throws on a malformed or impossible date. */
export function parseIsoDay(iso: string): number {
  const day = parseIsoDayOrUndefined(iso);
  if (day === undefined) throw new PlanningError('INVALID_DATE', `"${iso}" is not an ISO date YYYY-MM-DD`);
  return day;
}

/** ISO date of a day number. */
export function formatIsoDay(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** Weekday of a day number, 0 = Sunday (1970-01-01 was a Thursday). */
function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Builds a calendar; Monday to Friday with no holidays unless told otherwise. */
export function createCalendar(input: CalendarInput = {}): WorkCalendar {
  return {
    workingWeekdays: new Set(input.workingWeekdays ?? MONDAY_TO_FRIDAY),
    holidays: new Set((input.holidays ?? []).map(parseIsoDay)),
  };
}

function isWorkingDay(calendar: WorkCalendar, dayNumber: number): boolean {
  return calendar.workingWeekdays.has(weekdayOf(dayNumber)) && !calendar.holidays.has(dayNumber);
}

/**
 * Maps 0-based working-day offsets to dates from a project start. Offset 0 is the first working day on or
 * after the start date. Dates are found by stepping once and caching, so a whole schedule costs one walk.
 */
export class WorkingDayIndex {
  private readonly days: number[] = [];

  constructor(
    readonly calendar: WorkCalendar,
    readonly startDate: string,
  ) {
    if (calendar.workingWeekdays.size === 0) {
      throw new PlanningError('INVALID_CALENDAR', 'the calendar has no working weekdays');
    }
    let day = parseIsoDay(startDate);
    while (!isWorkingDay(calendar, day)) day += 1;
    this.days.push(day);
  }

  /** Day number of working day `offset` (an integer ≥ 0). */
  dayNumberAt(offset: number): number {
    if (!Number.isInteger(offset) || offset < 0) {
      throw new PlanningError(
        'INVALID_OFFSET',
        `working-day offset must be a whole number ≥ 0, got ${offset}`,
      );
    }
    while (this.days.length <= offset) {
      let day = (this.days[this.days.length - 1] as number) + 1;
      while (!isWorkingDay(this.calendar, day)) day += 1;
      this.days.push(day);
    }
    return this.days[offset] as number;
  }

  /** ISO date of working day `offset`; fractional offsets fall on the day they are in. */
  dateAt(offset: number): string {
    return formatIsoDay(this.dayNumberAt(Math.max(0, Math.floor(offset + 1e-9))));
  }

  /**
   * Calendar dates of an activity occupying [start, finish) in working days: the start is the morning of
   * working day `start`; the finish is the evening of working day `finish - 1` (a milestone keeps its start).
   */
  span(start: number, finish: number): { startDate: string; finishDate: string } {
    const startDate = this.dateAt(start);
    const finishDate = finish > start ? this.dateAt(Math.ceil(finish - 1e-9) - 1) : startDate;
    return { startDate, finishDate };
  }

  /** Working days from the project start to a date (the offset of the first working day on or after it). */
  offsetOf(isoDate: string): number {
    const target = parseIsoDay(isoDate);
    let offset = 0;
    while (this.dayNumberAt(offset) < target) offset += 1;
    return offset;
  }
}

/** Working days from the project start through `isoDate` inclusive: the latest EF that finishes by that date. */
export function workingDaysThrough(index: WorkingDayIndex, isoDate: string): number {
  return index.offsetOf(formatIsoDay(parseIsoDay(isoDate) + 1));
}
