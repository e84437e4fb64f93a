import { readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { PlanningError } from './planning-error.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const holidayRuleSchema = z.union([
  z.object({
    name: z.string().min(1),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
  }),
  z.object({
    name: z.string().min(1),
    month: z.number().int().min(1).max(12),
    weekday: z.enum(WEEKDAYS),
    nth: z.union([z.number().int().min(1).max(4), z.literal('last')]),
  }),
]);
const holidayFileSchema = z.object({ holidays: z.array(holidayRuleSchema).min(1) });
export type HolidayRule = z.infer<typeof holidayRuleSchema>;

/** Reads and checks a holiday rule file (the format of data/us-federal-holidays.yaml). */
export function parseHolidayRules(yamlText: string): HolidayRule[] {
  const parsed = holidayFileSchema.safeParse(loadYaml(yamlText));
  if (!parsed.success)
    throw new PlanningError('INVALID_DATA', `Invalid holiday rules: ${parsed.error.message}`);
  return parsed.data.holidays;
}

let rules: HolidayRule[] | undefined;
function federalRules(): HolidayRule[] {
  rules ??= parseHolidayRules(
    readFileSync(new URL('../data/us-federal-holidays.yaml', import.meta.url), 'utf8'),
  );
  return rules;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

function dateOf(rule: HolidayRule, year: number): Date {
  if ('day' in rule) return new Date(Date.UTC(year, rule.month - 1, rule.day));
  const weekday = WEEKDAYS.indexOf(rule.weekday);
  if (rule.nth === 'last') {
    const last = new Date(Date.UTC(year, rule.month, 0));
    return new Date(
      Date.UTC(year, rule.month - 1, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)),
    );
  }
  const first = new Date(Date.UTC(year, rule.month - 1, 1));
  return new Date(
    Date.UTC(year, rule.month - 1, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (rule.nth - 1) * 7),
  );
}

/** The observed day: a Saturday holiday moves to Friday, a Sunday one to Monday. */
function observed(date: Date): Date {
  const shift = date.getUTCDay() === 6 ? -1 : date.getUTCDay() === 0 ? 1 : 0;
  return new Date(date.getTime() + shift * 86_400_000);
}

/**
 * The observed US federal holidays of the years `fromYear`…`toYear`, as sorted ISO dates.
 * @example usFederalHolidays(2026, 2026) // ['2026-01-01', '2026-01-19', …, '2026-12-25']
 */
export function usFederalHolidays(fromYear: number, toYear: number, holidayRules = federalRules()): string[] {
  const dates: string[] = [];
  for (let year = fromYear; year <= toYear; year++)
    for (const rule of holidayRules) dates.push(iso(observed(dateOf(rule, year))));
  return [...new Set(dates)].sort();
}
