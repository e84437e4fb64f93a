import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quoin-company-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('quoin company', { timeout: 120_000 }, () => {
  it('refuses what it cannot store, with the reason', async () => {
    const cases: [string[], number, RegExp][] = [
      [['company', 'set', '--phone', '555'], 2, /first quoin company set needs --name/],
      [['company', 'set', '--name', 'A', '--deposit', '150'], 2, /--deposit takes a percentage/],
      [['company', 'set', '--name', 'A', '--payment', 'no percent'], 2, /LABEL:PERCENT/],
      [['company', 'set', '--name', 'A', '--logo', 'logo.gif'], 2, /\.png or \.jpg/],
      [['company', 'set', '--name', 'A', '--deposit', '10', '--payment', 'Done:50'], 3, /add up to 60%/],
      [['company', 'set'], 2, /needs a field/],
      [['company'], 2, /show or set/],
    ];
    for (const [args, code, message] of cases) {
      const run = await runInProcess(args, { cwd });
      expect(run.code, args.join(' ')).toBe(code);
      expect(run.stderr).toMatch(message);
    }
  });

  it('sets the profile field by field, shows it, and prints it on the exported proposal and Markdown', async () => {
    writeFileSync(join(cwd, 'logo.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
    writeFileSync(join(cwd, 'terms.txt'), 'Work is warranted for one year.\n');
    let run = await runInProcess(
      [
        'company',
        'set',
        '--name',
        'Oak & Sons Remodeling',
        '--licence',
        'CSLB 1045521',
        '--logo',
        'logo.png',
      ],
      { cwd },
    );
    expect(run.code).toBe(0);
    run = await runInProcess(
      [
        'company',
        'set',
        '--deposit',
        '10',
        '--payment',
        'Rough-in complete:40',
        '--payment',
        'Final walkthrough:50',
        '--terms-file',
        'terms.txt',
      ],
      { cwd },
    );
    expect(run.code).toBe(0);
    expect(run.text).toContain('Oak & Sons Remodeling');
    expect(run.text).toContain('License: CSLB 1045521');
    expect(run.text).toContain('Payments: Rough-in complete 40%, Final walkthrough 50%');
    expect(run.text).toContain('Logo: image/png');
    const shown = await runInProcess(['company', 'show', '--json'], { cwd });
    expect(JSON.parse(shown.text)).toMatchObject({ name: 'Oak & Sons Remodeling', depositPercent: 10 });
    const markdown = await runInProcess(['estimate', 'paint a 12x14 bedroom in 80202', '--format', 'md'], {
      cwd,
    });
    expect(markdown.code).toBe(0);
    expect(markdown.text).toContain('**Oak & Sons Remodeling**');
    expect(markdown.text).toContain('| Deposit on acceptance | 10% |');
    expect(markdown.text).toContain('Work is warranted for one year.');
    expect(markdown.text).not.toContain('Overhead');
    const pdf = await runInProcess(['estimate', 'paint a 12x14 bedroom in 80202', '--out', 'bid.pdf'], {
      cwd,
    });
    expect(pdf.code).toBe(0);
    // The table the terminal shows is the estimator's: no company there.
    const table = await runInProcess(['estimate', 'paint a 12x14 bedroom in 80202'], { cwd });
    expect(table.text).not.toContain('Oak & Sons');
  });
});
