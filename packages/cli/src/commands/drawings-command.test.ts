import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { doorScheduleSheet, writeTestPdf } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';

const sheet = (sheetNumber: string, title: string, rows: string[][]) =>
  doorScheduleSheet(rows, { sheetNumber, title });

// The real command in process against PGlite in a temporary QUOIN_HOME (each call opens the store: ~2 s).
describe('quoin drawings', { timeout: 120_000 }, () => {
  let cwd: string;
  const quoin = (args: string[], tty = false) => runInProcess(['drawings', ...args], { cwd, tty });

  beforeAll(() => {
    cwd = makeWorkspace();
    const rows = [
      ['D1', 'KITCHEN', '3-0', '7-0', 'SOLID CORE'],
      ['D2', 'BATH', '2-8', '7-0', 'PRIVACY LOCK'],
    ];
    writeFileSync(join(cwd, 'house.pdf'), writeTestPdf([sheet('A-800', 'Door Schedule Sheet', rows)]));
    writeFileSync(
      join(cwd, 'house-r2.pdf'),
      writeTestPdf([
        sheet('A-800', 'Door Schedule Sheet', [...rows, ['D3', 'GARAGE', '3-0', '6-8', 'FIRE RATED']]),
      ]),
    );
    writeFileSync(join(cwd, 'notes.txt'), 'not a pdf');
  });

  it('adds a set once (sha256), keeps revisions queryable, lists and shows sheets', async () => {
    const first = await quoin(['add', 'house.pdf'], true);
    expect(first.text).toMatch(/Added house revision 1/);
    expect(first.stderr).toMatch(/\[#+\] 1\/1 A-800/);
    expect((await quoin(['add', 'house.pdf'])).text).toMatch(/already added.*nothing changed/);
    expect((await quoin(['add', 'house-r2.pdf', '--name', 'house'])).text).toMatch(/revision 2/);
    const list = JSON.parse((await quoin(['list', '--format', 'json'])).text) as {
      revision: number;
      superseded: boolean;
    }[];
    expect(list.map((s) => [s.revision, s.superseded])).toEqual([
      [1, true],
      [2, false],
    ]);
    const sheets = await quoin(['sheets', 'house']);
    expect(sheets.text).toMatch(/A-800 +1 +text +Door Schedule Sheet/);
    expect(sheets.text).toMatch(/table: DOOR SCHEDULE/);
  });

  it('answers with provenance in JSON, counts per revision, logs and takes feedback', async () => {
    const ask = await quoin(['ask', 'How many doors are in the door schedule?', '--format', 'json']);
    expect(ask.code).toBe(0);
    const answer = JSON.parse(ask.text);
    expect(answer).toMatchObject({ abstained: false, intent: 'count', cached: false });
    expect(answer.answer).toMatch(/^3\b/);
    expect(answer.provenance[0]).toMatchObject({ sheet: 'A-800', page: 1, set: 'house' });
    expect(answer.usage).toEqual({ modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 });
    const old = JSON.parse(
      (
        await quoin([
          'ask',
          'How many doors are in the door schedule?',
          '--set',
          'house@1',
          '--format',
          'json',
        ])
      ).text,
    );
    expect(old.answer).toMatch(/^2\b/);
    const again = JSON.parse(
      (await quoin(['ask', 'how many doors are in the door schedule?', '--format', 'json'])).text,
    );
    expect(again.cached).toBe(true);
    expect((await quoin(['feedback', answer.id, 'down', '--note', 'x'])).code).toBe(0);
  });

  it('abstains, and gives clear errors with exit code 3 for bad input', async () => {
    const notPdf = await quoin(['add', 'notes.txt']);
    expect(notPdf.code).toBe(3);
    expect(notPdf.stderr).toMatch(/not a PDF/);
    const long = await quoin(['ask', 'a'.repeat(10_240)]);
    expect(long.code).toBe(3);
    expect(long.stderr).toMatch(/at most 2000 characters/);
    expect((await quoin(['sheets', 'nope'])).stderr).toMatch(/No drawing set "nope"/);
    const none = JSON.parse((await quoin(['ask', 'Who makes the water heater?', '--format', 'json'])).text);
    expect(none.abstained).toBe(true);
  });
});
