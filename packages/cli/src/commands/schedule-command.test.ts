import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { toJson } from '@quoin/exports';
import { importMspdi, importScheduleCsv, parseCsv } from '@quoin/planning';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { runInProcess } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';
import { nextMondayAfter, SCHEDULE_DOCUMENT_VERSION } from './schedule-command.ts';

const NOW = '2026-11-22T12:00:00.000Z'; // a Sunday: the default start is Monday 2026-11-23
const BIN = fileURLToPath(new URL('../../bin/quoin.mjs', import.meta.url));

let cwd: string;
let kitchenJson: string;
beforeAll(async () => {
  cwd = makeWorkspace();
  for (const name of ['kitchen-remodel', 'bathroom-remodel']) {
    const built = await buildEstimateFromPlan(GOLDEN_PLANS[name]!, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      id: `est-${name}`,
      now: NOW,
    });
    writeFileSync(join(cwd, `${name}.estimate.json`), toJson(built));
  }
  kitchenJson = readFileSync(join(cwd, 'kitchen-remodel.estimate.json'), 'utf8');
});
const quoin = (...args: string[]) => runInProcess(['schedule', ...args, '--now', NOW], { cwd });

interface ScheduleJson {
  schemaVersion: number;
  startDate: string;
  finishDate: string;
  activities: { id: string; name: string; kind: string; critical: boolean; tradeId?: string }[];
  criticalPath: string[];
}

async function scheduleJson(...args: string[]): Promise<ScheduleJson> {
  const run = await quoin('kitchen-remodel.estimate.json', '--format', 'json', ...args);
  expect([run.code, run.stderr]).toEqual([0, '']);
  return JSON.parse(run.text) as ScheduleJson;
}

describe('quoin schedule', () => {
  it('prints a table with hours, crews, dates, float, the critical flag and the project finish', async () => {
    const run = await quoin('kitchen-remodel.estimate.json', '--holidays', '2026-11-26');
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/Activity +Trade +Hours +Crew +Days +Start +Finish +Float +Critical/);
    expect(run.text).toMatch(/Demolition +demolition +\d+\.\d +2 +\d +2026-11-23 +2026-11-\d\d +0 +yes/);
    expect(run.text).toMatch(
      /Project finish: 2026-12-\d\d \(\d+ working days, 8 h\/day, Monday–Friday except 2026-11-26\)/,
    );
    expect(run.text).toContain('approximation in lead-installer hours');
    expect(run.text).toMatch(/Cleanup & Disposal +cleanup/);
  });

  it('writes JSON with a version, dates, activities and the critical path', async () => {
    const document = await scheduleJson();
    expect(Object.keys(document)).toEqual([
      'schemaVersion',
      'estimateId',
      'title',
      'startDate',
      'finishDate',
      'projectDurationDays',
      'hoursPerDay',
      'calendar',
      'activities',
      'criticalPath',
      'assumptions',
      'notes',
      'warnings',
    ]);
    expect(document.schemaVersion).toBe(SCHEDULE_DOCUMENT_VERSION);
    expect(document.startDate).toBe('2026-11-23');
    expect(Object.keys(document.activities[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'name', 'kind', 'laborHours', 'crewSize', 'durationDays', 'startDate']),
    );
  });

  it('honours --start, --hours-per-day and --crew', async () => {
    const base = await scheduleJson('--start', '2027-01-04');
    expect(base.startDate).toBe('2027-01-04');
    const slow = await scheduleJson('--start', '2027-01-04', '--hours-per-day', '4', '--crew', '1');
    expect(slow.finishDate > base.finishDate).toBe(true);
    const fast = await scheduleJson('--start', '2027-01-04', '--crew', 'cabinets_countertops=4');
    expect(fast.finishDate < base.finishDate).toBe(true);
  });

  it.each([
    ['mspdi', 'kitchen.xml'],
    ['csv', 'kitchen.csv'],
    ['ics', 'kitchen.ics'],
    ['svg', 'kitchen.svg'],
  ])('writes --out in the %s format (from the extension) that reads back', async (format, file) => {
    const { activities } = await scheduleJson();
    const run = await quoin('kitchen-remodel.estimate.json', '--out', file);
    expect(run.code).toBe(0);
    expect(run.text).toMatch(new RegExp(`^Wrote ${file} \\(${format}\\): ${activities.length} activities`));
    const text = readFileSync(join(cwd, file), 'utf8');
    const names = activities.map((a) => a.name);
    if (format === 'mspdi') {
      const read = importMspdi(text);
      expect(read.activities.map((a) => a.name).sort()).toEqual([...names].sort());
      expect(read.startDate).toBe('2026-11-23');
    } else if (format === 'csv') {
      expect(importScheduleCsv(text)).toHaveLength(activities.length);
      expect(parseCsv(text)[0]?.slice(0, 4)).toEqual(['id', 'name', 'duration_days', 'predecessors']);
    } else if (format === 'ics') {
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(activities.length);
      expect(text).toContain('DTSTAMP:20261122T120000Z');
    } else {
      expect(text.startsWith('<svg')).toBe(true);
      for (const activity of activities.filter((a) => a.critical))
        expect(text).toContain(`data-id="${activity.id}" data-critical="true"`);
    }
  });

  it('renders the Gantt chart as a PNG picture', async () => {
    const run = await quoin('kitchen-remodel.estimate.json', '--out', 'kitchen.png');
    expect(run.code).toBe(0);
    const png = readFileSync(join(cwd, 'kitchen.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Width and height from the IHDR chunk: twice the SVG's size.
    expect(png.readUInt32BE(16)).toBeGreaterThan(600);
    expect(png.readUInt32BE(20)).toBeGreaterThan(300);
  });

  it('reads the estimate from stdin with "-"', async () => {
    const chunks: Buffer[] = [];
    const stdout = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    const context = { env: {}, cwd, stdout, stderr: stdout, stdin: Readable.from([kitchenJson]) };
    const code = await main(['schedule', '-', '--format', 'csv', '--now', NOW], context);
    expect(code).toBe(0);
    expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^id,name,duration_days/);
  });

  it.each([
    [[], 2, /Name the estimate file/],
    [['kitchen-remodel.json'], 3, /kitchen-remodel\.json is not a Quoin estimate file: .*quoin estimate/],
    [['missing.json'], 3, /Cannot read the estimate missing\.json: no such file/],
    [['notes.txt'], 3, /notes\.txt is not JSON/],
    [
      ['kitchen-remodel.estimate.json', '--start', '2026-02-30'],
      2,
      /--start must be a calendar date YYYY-MM-DD/,
    ],
    [['kitchen-remodel.estimate.json', '--start', 'monday'], 2, /--start must be a calendar date/],
    [['kitchen-remodel.estimate.json', '--holidays', '2026-12-25,xmas'], 2, /--holidays must be .*"xmas"/],
    [['kitchen-remodel.estimate.json', '--hours-per-day', '0'], 2, /--hours-per-day must be/],
    [['kitchen-remodel.estimate.json', '--crew', 'two'], 2, /--crew size must be a whole number/],
    [['kitchen-remodel.estimate.json', '--crew', 'welding=2'], 2, /--crew: no trade "welding"/],
    [['kitchen-remodel.estimate.json', '--format', 'pdf'], 2, /--format must be one of table, json, mspdi/],
  ])('%j exits %i with one line saying what to fix', async (args, code, message) => {
    writeFileSync(join(cwd, 'notes.txt'), 'demo the kitchen first');
    const run = await quoin(...args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout.length).toBe(0);
  });

  it.each([
    ['2026-11-22T12:00:00Z', '2026-11-23'], // Sunday
    ['2026-11-23T09:00:00Z', '2026-11-30'], // Monday: the next one
    ['2026-11-28T23:59:00Z', '2026-11-30'], // Saturday
    ['2026-12-30T10:00:00Z', '2027-01-04'], // across the year
  ])('the default start after %s is %s', (now, monday) => {
    expect(nextMondayAfter(new Date(now))).toBe(monday);
  });

  it('is listed in quoin --help and explains itself', async () => {
    const help = await runInProcess(['--help'], { cwd });
    expect(help.text).toContain('schedule ESTIMATE.json');
    const own = await runInProcess(['schedule', '--help'], { cwd });
    expect(own.text.startsWith('Usage: quoin schedule ESTIMATE.json')).toBe(true);
  });

  it('runs as the real command, reading a piped estimate', { timeout: 120_000 }, async () => {
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      const child = execFile(
        process.execPath,
        [BIN, 'schedule', '-', '--start', '2026-11-30', '--holidays', '2026-12-25'],
        { cwd, env: { PATH: process.env.PATH ?? '' } },
        (error, stdout, stderr) =>
          done({ code: error ? Number(error.code ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) }),
      );
      child.stdin?.end(readFileSync(join(cwd, 'bathroom-remodel.estimate.json')));
    });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain('Schedule: Hall bathroom remodel');
    expect(run.stdout).toMatch(/Project finish: 2026-12-\d\d/);
  });
});
