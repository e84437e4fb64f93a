import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEstimateDocument } from '@quoin/exports';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, makeWorkspace, runQuoin } from './test-support/run-quoin.ts';

// The real command in a child process, as a user or an agent runs it: exit codes, stdout, stderr, files.
let cwd: string;
beforeAll(() => {
  cwd = makeWorkspace();
});
const quoin = (...args: string[]) => runQuoin(args, { cwd });

describe.concurrent('bin/quoin.mjs', { timeout: 120_000 }, () => {
  it('prints its version', async () => {
    const run = await quoin('--version');
    expect([run.code, run.text, run.stderr]).toEqual([0, 'quoin 0.1.0\n', '']);
  });

  it('exits 2 on a usage error and 3 on an input it cannot use, with one line on stderr', async () => {
    const usage = await quoin('estimate', '--format', 'docx', '--plan', 'deck.json');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe(
      'quoin: --format must be one of table, md, json, csv, xlsx, pdf (got "docx") (see quoin estimate --help)\n',
    );
    writeFileSync(join(cwd, 'not-json.json'), '{ nope');
    const input = await quoin('estimate', '--plan', 'not-json.json');
    expect(input.code).toBe(3);
    expect(input.stderr).toMatch(/^quoin: The plan not-json\.json is not JSON: .+\n$/);
    expect(input.stdout.length).toBe(0);
  });

  it('stops quietly when the reader of its output has gone (quoin … | head -1)', async () => {
    const child = spawn(
      process.execPath,
      [BIN, 'estimate', '--plan', 'kitchen-remodel.json', '--format', 'csv'],
      {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    // The reader is gone before the estimate is written, as when `head` or a failing command exits first.
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });

  it('prints a JSON estimate and nothing on stderr when stderr is a pipe', async () => {
    const run = await quoin('estimate', '--plan', 'water-heater.json', '--format', 'json');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const read = parseEstimateDocument(run.text);
    expect(read.ok && read.value.totals.grandTotalCents).toBeGreaterThan(0);
  });

  it('pipes a PDF proposal to stdout', async () => {
    const run = await quoin('estimate', '--plan', 'water-heater.json', '--format', 'pdf');
    expect(run.code).toBe(0);
    expect(run.stdout.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a bad price list with row and column, exit 3', async () => {
    writeFileSync(join(cwd, 'bad.csv'), 'sku,name,category,price,package_unit\nx1,Thing,misc,-4,each\n');
    const run = await quoin('prices', 'import', 'bad.csv');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('Row 2, column price');
  });

  it('prices a job described in words', async () => {
    const run = await quoin('estimate', 'paint a 12x14 bedroom, walls and ceiling', '--zip', '60614');
    expect(run.code).toBe(0);
    expect(run.text).toContain('GRAND TOTAL');
  });
});
