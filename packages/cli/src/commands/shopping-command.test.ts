import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startRecordedProductServer } from '@quoin/agents/testing-shopping';
import { shoppingListSchema } from '@quoin/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';

let cwd: string;
let server: Awaited<ReturnType<typeof startRecordedProductServer>>;
beforeAll(async () => {
  cwd = makeWorkspace();
  const priced = await runInProcess(
    [
      'estimate',
      'Remodel my 5x8 bathroom: new vanity, toilet, faucet, tile floor, and paint the walls',
      '-f',
      'json',
    ],
    { cwd },
  );
  writeFileSync(join(cwd, 'bath.json'), priced.text);
  writeFileSync(
    join(cwd, 'brief.json'),
    JSON.stringify({
      rooms: [{ name: 'bathroom', lengthFt: 8, widthFt: 5, source: 'said' }],
      style: { materials: [{ text: 'brushed nickel', source: 'said' }] },
      keepItems: [{ text: 'toilet', source: 'said' }],
    }),
  );
  server = await startRecordedProductServer();
}, 60_000);
afterAll(() => server?.close());

describe('quoin shopping', { timeout: 120_000 }, () => {
  it('prints the list grouped by room with tiers, kept things and the total', async () => {
    const run = await runInProcess(['shopping', 'bath.json', '--brief', 'brief.json'], { cwd });
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/^bathroom$/m);
    expect(run.text).toMatch(/Kept, not bought: toilet/);
    expect(run.text).toMatch(/Total: \$[\d,]+\.\d\d \(\d+ items\)/);
  });

  it('json is the wire shape; csv and xlsx carry the same rows', async () => {
    const json = await runInProcess(['shopping', 'bath.json', '-f', 'json'], { cwd });
    const list = shoppingListSchema.parse(JSON.parse(json.text));
    const csv = await runInProcess(['shopping', 'bath.json', '-f', 'csv', '--group', 'trade'], { cwd });
    expect(csv.text.trim().split('\n')).toHaveLength(1 + list.items.length + list.unmatched.length);
    const xlsx = await runInProcess(['shopping', 'bath.json', '-f', 'xlsx', '-o', 'list.xlsx'], { cwd });
    expect(xlsx.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(join(cwd, 'list.xlsx'))).buffer);
    const sheet = workbook.getWorksheet('Shopping list');
    expect(sheet?.rowCount).toBe(2 + list.items.length + list.unmatched.length);
  });

  it('with SearchAPI and Exa keys, searches them too (base URLs pointed at recorded answers)', async () => {
    const run = await runInProcess(['shopping', 'bath.json', '--brief', 'brief.json', '-f', 'json'], {
      cwd,
      env: {
        SEARCHAPI_KEY: 'k',
        EXA_API_KEY: 'k',
        QUOIN_SEARCHAPI_BASE_URL: server.url,
        QUOIN_EXA_BASE_URL: server.url,
      },
    });
    const list = shoppingListSchema.parse(JSON.parse(run.text));
    expect(list.providers).toEqual(['catalog', 'searchapi', 'exa']);
    expect(list.items.some((item) => item.product.url?.startsWith('https://www.lowes.com/'))).toBe(true);
  });

  it.each([
    [['shopping'], /one estimate/],
    [['shopping', 'missing.json'], /Cannot read the estimate missing.json/],
    [['shopping', 'brief.json'], /is not an estimate/],
    [['shopping', 'bath.json', '--brief', 'bath.json'], /is not a project brief/],
    [['shopping', 'bath.json', '-f', 'xlsx'], /needs --out/],
    [['shopping', 'bath.json', '--image', 'photo.png'], /needs a vision model/],
  ])('refuses %j', async (args, message) => {
    const run = await runInProcess(args as string[], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describe('quoin shopping ID', () => {
  it('reads the estimate from the store in $QUOIN_HOME', async () => {
    const { openStore } = await import('@quoin/store');
    const estimate = JSON.parse(readFileSync(join(cwd, 'bath.json'), 'utf8')).estimate;
    const store = await openStore({ quoinHome: join(cwd, 'home') });
    await store.estimates.saveEstimate({ ...estimate, id: 'stored-bath', version: 0 }, { actor: 'test' });
    await store.close();
    const run = await runInProcess(['shopping', 'stored-bath', '-f', 'json'], { cwd });
    expect(run.code).toBe(0);
    expect(shoppingListSchema.parse(JSON.parse(run.text)).estimateId).toBe('stored-bath');
    const missing = await runInProcess(['shopping', 'no-such-estimate'], { cwd });
    expect(missing.stderr).toMatch(/No estimate "no-such-estimate" in the store/);
  }, 60_000);
});

describe('quoin shopping eval', { timeout: 120_000 }, () => {
  it('offline: every case passes and the scores spread', async () => {
    const run = await runInProcess(['shopping', 'eval'], { cwd });
    expect(run.code).toBe(0);
    expect(run.text).toMatch(/score spread: std dev 0\.\d+/);
  });
});
