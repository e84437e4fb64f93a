import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultTradeRegistry, type Estimate } from '@quoin/core';
import { parseEstimateDocument } from '@quoin/exports';
import {
  createGanttChart,
  type EstimateSchedule,
  estimateToSchedule,
  exportMilestonesIcal,
  exportMspdi,
  exportScheduleCsv,
  isoDateSchema,
  TRADE_SCHEDULE_DEFAULTS,
} from '@quoin/planning';
import { type CliContext, print, progress } from '../cli-context.ts';
import { EXIT_CODES, inputError, usageError } from '../exit-codes.ts';
import { checkOutputPath, chooseOutputFormat, writeOutputFile } from '../output-file.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { svgToPng } from '../svg-to-png.ts';

export const SCHEDULE_FORMATS = ['table', 'json', 'mspdi', 'csv', 'ics', 'svg', 'png'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];
const FORMAT_OF_EXTENSION: Record<string, ScheduleFormat> = {
  '.txt': 'table',
  '.json': 'json',
  '.xml': 'mspdi',
  '.mspdi': 'mspdi',
  '.csv': 'csv',
  '.ics': 'ics',
  '.svg': 'svg',
  '.png': 'png',
};
/** Version of `--format json`; changes with any incompatible change of its shape. */
export const SCHEDULE_DOCUMENT_VERSION = 1;

const OPTIONS = {
  start: { type: 'string' },
  'hours-per-day': { type: 'string' },
  crew: { type: 'string' },
  holidays: { type: 'string' },
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  // Hidden: a fixed clock (the default start date and the calendar's DTSTAMP), for tests and agents.
  now: { type: 'string' },
} as const;

export const SCHEDULE_HELP = `Usage: quoin schedule ESTIMATE.json [options]

Turns an estimate (written by quoin estimate "<job>" --format json; "-" reads it from stdin) into a
construction schedule: one activity per trade group, trades in order (demolition, rough-in, drywall, paint,
cabinets, finishes, trim, cleanup last), milestones, dates on a Monday–Friday calendar, float and the
critical path.

Options:
  --start YYYY-MM-DD     first day of work (default: next Monday)
  --hours-per-day HOURS  working hours per crew member per day (default 8)
  --crew N | TRADE=N,…   crew size for every trade, or per trade (default: a rule of thumb per trade)
  --holidays DATES       non-working days, e.g. 2026-12-25,2027-01-01
  -f, --format FORMAT    table (default), json, mspdi (MS Project XML), csv, ics (calendar), svg or png (Gantt)
  -o, --out FILE         write to FILE (format taken from the extension when --format is not given:
                         .txt .json .xml .csv .ics .svg .png)
  -h, --help             show this help

Labor hours are an approximation in lead-installer hours: each line's labor cost ÷ the loaded hourly
cost recorded for its trade. Days = ⌈hours ÷ (crew × hours per day)⌉.

Examples:
  quoin estimate "gut and remodel a 5x8 bathroom" --format json --out bath.json
  quoin schedule bath.json --start 2026-12-07 --holidays 2026-12-25,2027-01-01
  quoin estimate "paint 3 bedrooms 12x14" -f json | quoin schedule - --format mspdi --out paint.xml`;

/** A context that may carry stdin; the process's stdin otherwise. */
export type ScheduleContext = CliContext & { stdin?: NodeJS.ReadableStream & { isTTY?: boolean } };

function chooseFormat(format: string | undefined, out: string | undefined): ScheduleFormat {
  return chooseOutputFormat(SCHEDULE_FORMATS, FORMAT_OF_EXTENSION, 'table', format, out);
}

function dateOption(name: string, text: string): string {
  if (!isoDateSchema.safeParse(text.trim()).success) {
    throw usageError(`--${name} must be a calendar date YYYY-MM-DD, like 2026-12-07 (got "${text}")`);
  }
  return text.trim();
}

function hoursPerDayOption(text: string | undefined): number {
  if (text === undefined) return 8;
  const hours = Number(text);
  if (text.trim() === '' || !Number.isFinite(hours) || hours <= 0 || hours > 24) {
    throw usageError(`--hours-per-day must be a number of hours above 0 and at most 24 (got "${text}")`);
  }
  return hours;
}

function crewCount(text: string, what: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    throw usageError(`--crew ${what} must be a whole number of people from 1 to 100 (got "${text}")`);
  }
  return count;
}

/** `--crew 3` (every trade) or `--crew tile=2,plumbing=1` (per trade id). */
function crewOption(
  text: string | undefined,
  tradeIds: Set<string>,
): number | Record<string, number> | undefined {
  if (text === undefined) return undefined;
  if (!text.includes('=')) return crewCount(text.trim(), 'size');
  const crew: Record<string, number> = {};
  for (const pair of text.split(',')) {
    const [tradeId = '', count = ''] = pair.split('=').map((part) => part.trim());
    if (!tradeIds.has(tradeId))
      throw usageError(
        `--crew: no trade "${tradeId}"; use trade ids as "quoin trades" lists them, or cleanup`,
      );
    crew[tradeId] = crewCount(count, `for ${tradeId}`);
  }
  return crew;
}

function nowFrom(text: string | undefined): Date {
  if (text === undefined) return new Date();
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw usageError(`--now must be an ISO date or time (got "${text}")`);
  return date;
}

/** The Monday after `now` (UTC calendar days): a schedule made on a Monday starts a week later. */
export function nextMondayAfter(now: Date): string {
  const daysAhead = (8 - now.getUTCDay()) % 7 || 7;
  return new Date(now.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

async function readInput(context: ScheduleContext, path: string): Promise<string> {
  if (path === '-') {
    const stdin = context.stdin ?? process.stdin;
    if (stdin.isTTY)
      throw usageError('"-" reads the estimate from stdin: pipe one in, e.g. quoin estimate … -f json |');
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return readFileSync(resolve(context.cwd, path), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw inputError(`Cannot read the estimate ${path}: ${reason}`);
  }
}

function readEstimate(text: string, path: string): Estimate {
  const name = path === '-' ? 'stdin' : path;
  const read = parseEstimateDocument(text);
  if (read.ok) return read.value.estimate;
  const [first] = read.problems;
  const more = read.problems.length > 1 ? ` (and ${read.problems.length - 1} more)` : '';
  const what = first?.code === 'document.invalid_json' ? 'is not JSON' : 'is not a Quoin estimate file';
  throw inputError(
    `${name} ${what}: ${first?.message ?? 'unknown problem'}${more}; ` +
      'write one with quoin estimate "<job>" --format json --out job.json',
  );
}

function cell(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The terminal view: one row per activity and milestone, the project finish, assumptions and notes. */
function renderScheduleTable(schedule: EstimateSchedule): string {
  const header = ['Activity', 'Trade', 'Hours', 'Crew', 'Days', 'Start', 'Finish', 'Float', 'Critical'];
  const rows = schedule.activities.map((a) => [
    a.kind === 'milestone' ? `◆ ${a.name}` : a.name,
    a.tradeId ?? '',
    a.kind === 'milestone' ? '' : a.laborHours.toFixed(1),
    a.kind === 'milestone' ? '' : String(a.crewSize),
    formatNumber(a.durationDays),
    a.startDate,
    a.kind === 'milestone' ? '' : a.finishDate,
    formatNumber(a.totalFloatDays),
    a.critical ? 'yes' : '',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const numeric = new Set([2, 3, 4, 7]);
  const line = (row: string[]) =>
    row
      .map((text, i) => cell(text, widths[i] ?? 0, numeric.has(i)))
      .join('  ')
      .trimEnd();
  const names = new Map(schedule.activities.map((a) => [a.id, a.name]));
  // The calendar holds three years of holidays; the people reading the table need the ones the job spans.
  const holidaysWithin = schedule.calendar.holidays.filter(
    (date) => date >= schedule.startDate && date <= schedule.finishDate,
  );
  return [
    `Schedule: ${schedule.title}`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `Project start:  ${schedule.startDate}`,
    `Project finish: ${schedule.finishDate} (${formatNumber(schedule.projectDurationDays)} working days, ` +
      `${schedule.hoursPerDay} h/day, Monday–Friday${holidaysWithin.length > 0 ? ` except ${holidaysWithin.join(', ')}` : ''})`,
    `Critical path:  ${schedule.criticalPath.map((id) => names.get(id) ?? id).join(' → ')}`,
    '',
    'Assumptions:',
    ...schedule.assumptions.map((text) => `  - ${text}`),
    ...(schedule.notes.length > 0 ? ['Notes:', ...schedule.notes.map((text) => `  - ${text}`)] : []),
    ...(schedule.warnings.length > 0 ? ['Warnings:', ...schedule.warnings.map((text) => `  - ${text}`)] : []),
  ].join('\n');
}

/** `--format json`: the schedule without planning's raw CPM result (its times are in the activities). */
function toScheduleJson(schedule: EstimateSchedule): string {
  const { cpm: _cpm, ...rest } = schedule;
  return `${JSON.stringify({ schemaVersion: SCHEDULE_DOCUMENT_VERSION, ...rest }, null, 2)}\n`;
}

async function render(
  format: ScheduleFormat,
  schedule: EstimateSchedule,
  now: Date,
): Promise<string | Buffer> {
  switch (format) {
    case 'table':
      return `${renderScheduleTable(schedule)}\n`;
    case 'json':
      return toScheduleJson(schedule);
    case 'mspdi':
      return `${exportMspdi(schedule.cpm, { projectName: schedule.title, minutesPerDay: schedule.hoursPerDay * 60 })}\n`;
    case 'csv':
      return exportScheduleCsv(schedule.cpm);
    case 'ics':
      return exportMilestonesIcal(schedule.cpm, {
        calendarName: `${schedule.title} schedule`,
        uidDomain: `${schedule.estimateId}.quoin.local`,
        generatedAt: now.toISOString(),
        includeAllActivities: true,
      });
    case 'svg':
      return `${createGanttChart(schedule.cpm, { title: schedule.title, labelWidth: 220 }).svg}\n`;
    case 'png':
      return svgToPng(createGanttChart(schedule.cpm, { title: schedule.title, labelWidth: 220 }).svg);
  }
}

/** `quoin schedule`: an estimate JSON file (or stdin) → a construction schedule in the chosen format. */
export async function scheduleCommand(context: ScheduleContext, argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, OPTIONS);
  if (values.help) {
    print(context, SCHEDULE_HELP);
    return EXIT_CODES.ok;
  }
  const [path, ...extra] = positionals;
  if (path === undefined)
    throw usageError('Name the estimate file, e.g. quoin schedule job.json ("-" reads stdin)');
  if (extra.length > 0) throw usageError(`Give one estimate file (got ${positionals.length})`);
  const format = chooseFormat(values.format, values.out);
  checkOutputPath(context, values.out);
  const now = nowFrom(values.now);
  const registry = defaultTradeRegistry();
  const tradeIds = new Set([
    ...registry.all().map((trade) => trade.id),
    ...Object.keys(TRADE_SCHEDULE_DEFAULTS),
  ]);
  const crewSize = crewOption(values.crew, tradeIds);
  const options = {
    startDate: values.start === undefined ? nextMondayAfter(now) : dateOption('start', values.start),
    hoursPerDay: hoursPerDayOption(values['hours-per-day']),
    holidays: (values.holidays ?? '')
      .split(',')
      .filter((text) => text.trim() !== '')
      .map((text) => dateOption('holidays', text)),
    registry,
    ...(crewSize !== undefined ? { crewSize } : {}),
  };
  const estimate = readEstimate(await readInput(context, path), path);
  progress(context, 'Scheduling…');
  const schedule = estimateToSchedule(estimate, options);
  const output = await render(format, schedule, now);
  if (values.out) {
    writeOutputFile(context, values.out, output);
    print(
      context,
      `Wrote ${values.out} (${format}): ${schedule.activities.length} activities and milestones, ` +
        `${schedule.startDate} to ${schedule.finishDate}`,
    );
  } else {
    context.stdout.write(output);
  }
  return EXIT_CODES.ok;
}
