import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { openStore } from '@quoin/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quoin-changes-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const ESTIMATE_ID = 'est-cli-paint';

beforeAll(async () => {
  // A validated estimate in the store, as quoin serve would have kept it.
  const built = await buildEstimateFromPlan(GOLDEN_PLANS['interior-painting']!, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: ESTIMATE_ID,
  });
  const store = await openStore({ quoinHome: join(cwd, 'home') });
  try {
    await store.estimates.saveEstimate(built.estimate, { actor: 'test' });
  } finally {
    await store.close();
  }
}, 60_000);

const run = async (...args: string[]) => {
  const result = await runInProcess(args, { cwd });
  if (result.code !== 0) console.error(result.stderr);
  return result;
};

describe('quoin change-order and quoin template', { timeout: 120_000 }, () => {
  it('refuses a wrong command line with the reason', async () => {
    const cases: [string[], number, RegExp][] = [
      [['change-order'], 2, /needs an action and an estimate id/],
      [['change-order', 'approve', ESTIMATE_ID, 'x'], 2, /number, like 1 or CO-1/],
      [['change-order', 'show', ESTIMATE_ID, '1', '--format', 'pdf'], 2, /needs --out/],
      [['change-order', 'open', ESTIMATE_ID], 3, /change orders are for an estimate the client has/],
      [['change-order', 'list', 'est-none'], 3, /No estimate with id est-none/],
      [['template', 'save', ESTIMATE_ID], 2, /needs ESTIMATE_ID and --name/],
      [['template', 'start', 'tpl-none'], 3, /No template with id tpl-none/],
    ];
    for (const [args, code, message] of cases) {
      const result = await runInProcess(args, { cwd });
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toMatch(message);
    }
  });

  it('sends, opens and approves CO-1 and writes its PDF; saves a template and starts from it', async () => {
    const saved = await run('template', 'save', ESTIMATE_ID, '--name', 'Repaint, three bedrooms', '--json');
    const template = JSON.parse(saved.text) as { id: string; lineCount: number };
    expect(template.lineCount).toBeGreaterThan(0);
    expect((await run('template', 'list')).text).toContain('Repaint, three bedrooms');
    const started = await run('template', 'start', template.id, '--title', 'Jones repaint');
    expect(started.text).toMatch(/^Started estimate est-\S+ "Jones repaint" at \$\d/);

    expect((await run('change-order', 'send', ESTIMATE_ID)).text).toContain('is sent');
    const opened = await run(
      'change-order',
      'open',
      ESTIMATE_ID,
      '--title',
      'Add closet',
      '--reason',
      'Owner asked',
    );
    expect(opened.text).toMatch(/^CO-1 Add closet \[open\] \$0\.00/);
    await run('change-order', 'set', ESTIMATE_ID, 'CO-1', '--days', '1');
    await run('change-order', 'show', ESTIMATE_ID, '1', '--format', 'pdf', '--out', 'co-1.pdf');
    expect(readFileSync(join(cwd, 'co-1.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const markdown = await run('change-order', 'show', ESTIMATE_ID, '1', '--format', 'md');
    expect(markdown.text).toContain('Schedule impact: +1 working day.');
    const approved = await run('change-order', 'approve', ESTIMATE_ID, '1');
    expect(approved.text).toMatch(/CO-1 Add closet \[approved\]/);
    expect(approved.text).toMatch(/Sent at \$[\d,.]+ · contract total \$[\d,.]+/);
    expect(existsSync(join(cwd, 'home'))).toBe(true);
  });
});
