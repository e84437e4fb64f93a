import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';

// Issue 14, finding 5: an estimate file (saved, then edited) can be exported again, escaped for its format.
const cwd = mkdtempSync(join(tmpdir(), 'quoin-export-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

beforeAll(async () => {
  const priced = await runInProcess(['estimate', 'paint a 12x14 bedroom in 80202', '--format', 'json'], {
    cwd,
  });
  expect(priced.code).toBe(0);
  const document = JSON.parse(priced.text);
  document.estimate.groups[0].items[0].title = '=HYPERLINK("http://evil","x")\n## Injected';
  document.totals.grandTotalCents = 1; // an edited file's totals are not trusted
  writeFileSync(join(cwd, 'edited.json'), JSON.stringify(document));
  writeFileSync(join(cwd, 'bare.json'), JSON.stringify(document.estimate));
}, 60_000);

describe('quoin export', { timeout: 120_000 }, () => {
  it('exports an edited file to CSV with formulas neutralized and totals computed again', async () => {
    const run = await runInProcess(['export', 'edited.json', '--format', 'csv'], { cwd });
    expect(run.code).toBe(0);
    const rows = parse(run.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.title)).toContain(`'=HYPERLINK("http://evil","x")\n## Injected`);
    const grand = rows.find((row) => row.title === 'Grand total');
    expect(Number(grand?.extended)).toBeGreaterThan(100);
  });

  it.each([
    ['md', 'edited.json', (text: string) => expect(text).not.toMatch(/^## Injected/m)],
    [
      'json',
      'bare.json',
      (text: string) => expect(JSON.parse(text).totals.grandTotalCents).toBeGreaterThan(1),
    ],
  ])('exports %s to stdout from %s', async (format, file, check) => {
    const run = await runInProcess(['export', file, '--format', format], { cwd });
    expect(run.code).toBe(0);
    check(run.text);
  });

  it.each(['xlsx', 'pdf', 'docx'])('writes %s with --out, the format from the extension', async (format) => {
    const run = await runInProcess(['export', 'edited.json', '--out', `out.${format}`], { cwd });
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.text).toContain(`Wrote out.${format} (${format})`);
    expect(statSync(join(cwd, `out.${format}`)).size).toBeGreaterThan(1000);
  });

  it.each([
    [['export'], 2, /Name one estimate file/],
    [['export', 'missing.json'], 3, /no such file/],
    [['export', 'edited.json', '--format', 'odt'], 2, /--format must be one of/],
  ])('refuses %j with exit %i', async (args, code, message) => {
    const run = await runInProcess(args, { cwd });
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
  });

  it('refuses a file past the money bounds with its reason', async () => {
    const document = JSON.parse(readFileSync(join(cwd, 'edited.json'), 'utf8'));
    document.estimate.groups[0].items[0].quantity = 9e15;
    writeFileSync(join(cwd, 'huge.json'), JSON.stringify(document));
    const run = await runInProcess(['export', 'huge.json', '--format', 'csv'], { cwd });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/quantity is at most 10,000,000/);
  });
});
