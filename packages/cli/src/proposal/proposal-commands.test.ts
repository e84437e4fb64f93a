import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  type Estimate,
  GOLDEN_PLANS,
} from '@quoin/core';
import { openStore } from '@quoin/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';
import { type QuoinRun, runQuoin } from '../test-support/run-quoin.ts';

// quoin alternate and quoin share through the real bin (issue 15): on an estimate file and on a stored
// estimate, and a stored estimate's change after sending recorded as a change order.

const cwd = mkdtempSync(join(tmpdir(), 'quoin-proposal-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const STORED_ID = 'est-cli-share';
let stored: Estimate;

beforeAll(async () => {
  const built = await buildEstimateFromPlan(GOLDEN_PLANS['interior-painting']!, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: STORED_ID,
  });
  const store = await openStore({ quoinHome: join(cwd, 'home') });
  try {
    stored = await store.estimates.saveEstimate(built.estimate, { actor: 'test' });
  } finally {
    await store.close();
  }
}, 60_000);

async function quoin(...args: string[]): Promise<QuoinRun> {
  const result = await runQuoin(args, { cwd });
  // The child's own words when a run is not what the test expects.
  if (result.code !== 0) console.error(`quoin ${args.join(' ')} → ${result.code}\n${result.stderr}`);
  return result;
}

const itemsOf = (estimate: Estimate) => estimate.groups.flatMap((group) => group.items);

describe('quoin alternate and quoin share', { timeout: 400_000 }, () => {
  it('refuses a wrong command line, saying why', async () => {
    const cases: [string[], number, RegExp][] = [
      [['alternate', STORED_ID, 'walls'], 2, /needs ESTIMATE, LINE and add, deduct or none/],
      [['alternate', STORED_ID, 'walls', 'maybe'], 2, /add, deduct or none \(got "maybe"\)/],
      [['alternate', STORED_ID, 'skylights', 'add'], 3, /No line or group "skylights"/],
      [['alternate', 'est-none', 'walls', 'add'], 3, /No estimate with id est-none/],
      [['share'], 2, /needs one ESTIMATE_ID/],
      [['share', STORED_ID, '--days', '500'], 2, /--days is a whole number of days from 1 to 90/],
      [['share', STORED_ID, '--url', 'ftp://x'], 2, /--url must be an http or https address/],
    ];
    for (const [args, code, message] of cases) {
      const result = await runInProcess(args, { cwd });
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toMatch(message);
    }
  });

  it('marks a line of an estimate file as an alternate and back, and refuses a sent file', async () => {
    const priced = await quoin(
      'estimate',
      'replace 3 windows and paint a 12x14 bedroom in 78701',
      '--format',
      'json',
    );
    expect(priced.code).toBe(0);
    const file = join(cwd, 'bedroom.json');
    writeFileSync(file, priced.stdout);
    const read = () =>
      JSON.parse(readFileSync(file, 'utf8')) as { estimate: Estimate; totals: { baseBidCents: number } };
    const before = read();

    const added = await quoin('alternate', 'bedroom.json', 'replacement window', 'add');
    expect(added.code).toBe(0);
    expect(added.text).toMatch(
      /^Install replacement window is an add alternate\. Base bid \$[\d,]+\.\d\d; alternates offered: 1/,
    );
    const marked = read();
    const window = itemsOf(marked.estimate).find((item) => /window/i.test(item.title));
    expect(window?.alternate).toEqual({ kind: 'add', decision: 'pending' });
    expect(marked.totals.baseBidCents).toBeLessThan(before.totals.baseBidCents);

    expect((await quoin('alternate', 'bedroom.json', window!.id, 'none')).code).toBe(0);
    expect(itemsOf(read().estimate).find((item) => item.id === window!.id)?.alternate).toBeUndefined();
    expect(read().totals.baseBidCents).toBe(before.totals.baseBidCents);

    const sent = read();
    sent.estimate.lifecycleState = 'sent';
    writeFileSync(file, JSON.stringify(sent));
    const refused = await runQuoin(['alternate', 'bedroom.json', window!.id, 'add'], { cwd });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(
      /was sent to the client: a file keeps no change orders.*recorded as a change order/,
    );
    expect(read().estimate.lifecycleState).toBe('sent');
  });

  it('offers a stored group as an alternate, shares the estimate, and records a later change as CO-1', async () => {
    const group = stored.groups[0]!;
    const marked = await quoin('alternate', STORED_ID, group.name, 'deduct');
    expect(marked.text).toMatch(new RegExp(`^${group.name} is a deduct alternate\\.`));

    const shared = await quoin('share', STORED_ID, '--url', 'https://quotes.example.com/', '--days', '30');
    expect(shared.code).toBe(0);
    expect(shared.text).toMatch(/^https:\/\/quotes\.example\.com\/p\/qp_[A-Za-z0-9_-]{43}$/m);
    expect(shared.text).toMatch(
      /Estimate est-cli-share is sent; the link opens the proposal until \d{4}-\d\d-\d\d/,
    );
    expect((await quoin('change-order', 'list', STORED_ID)).text).not.toMatch(/CO-1/);

    // A change after sending goes into a change order, as every edit of a sent estimate does.
    expect((await quoin('alternate', STORED_ID, group.id, 'none')).code).toBe(0);
    expect((await quoin('change-order', 'list', STORED_ID)).text).toMatch(/CO-1/);
  });
});
