import { agentConfigSchema } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { testRuntime } from '../test-support/studio-runtime.ts';
import { dueMinutes, parseCron } from './cron.ts';
import { runDueSchedules } from './run-due-schedules.ts';

describe('parseCron', () => {
  it.each([
    ['0 7 * * 1-5', '2026-11-25T07:00:00Z', true],
    ['0 7 * * 1-5', '2026-11-29T07:00:00Z', false],
    ['*/15 * * * *', '2026-11-25T10:45:00Z', true],
    ['*/15 * * * *', '2026-11-25T10:46:00Z', false],
    ['30 6 1 * *', '2026-12-01T06:30:00Z', true],
    ['0 0 * * 7', '2026-11-29T00:00:00Z', true],
  ])('%s at %s → %s', (expression, at, expected) => {
    expect(parseCron(expression).matches(new Date(at))).toBe(expected);
  });

  it.each(['* * * *', '61 * * * *', '* 25 * * *', '*/0 * * * *', 'x * * * *'])('refuses %s', (expression) => {
    expect(() => parseCron(expression)).toThrow(/Schedule/);
  });

  it('lists due minutes in a window', () => {
    const due = dueMinutes(
      parseCron('*/20 * * * *'),
      new Date('2026-11-25T10:00:00Z'),
      new Date('2026-11-25T11:00:00Z'),
    );
    expect(due.map((date) => date.toISOString().slice(11, 16))).toEqual(['10:20', '10:40', '11:00']);
  });
});

describe('runDueSchedules', () => {
  const config = agentConfigSchema.parse({
    name: 'nightly',
    category: 'Report',
    promptTemplate: [{ id: 'ask', text: 'Report' }],
    flow: [{ kind: 'prompt', id: 'report', promptBlockId: 'ask' }],
    schedule: { cron: '0 2 * * *', dailyBudgetMicroUsd: 5000 },
  });
  const window = { after: new Date('2026-11-25T01:59:00Z'), now: new Date('2026-11-25T02:00:30Z') };

  it('runs a due agent as the scheduler, and skips it with a log line when the budget is spent', async () => {
    const { runtime, logs } = testRuntime(() => ({ text: 'nightly report' }));
    const notes: string[] = [];
    const ran = await runDueSchedules(runtime, {
      agents: [{ config, version: 4 }],
      ...window,
      spentTodayMicroUsd: async () => 0,
      note: (line) => notes.push(line),
    });
    expect(ran.map((log) => [log.status, log.actor, log.agentVersion])).toEqual([
      ['success', 'scheduler', 4],
    ]);
    const skipped = await runDueSchedules(runtime, {
      agents: [{ config, version: 4 }],
      ...window,
      spentTodayMicroUsd: async () => 5000,
      note: (line) => notes.push(line),
    });
    expect(skipped.map((log) => [log.status, log.errorCategory])).toEqual([['skipped', 'budget']]);
    expect(notes.at(-1)).toMatch(/nightly: skipped, today's budget of \$0\.01 is spent/);
    expect(logs.at(-1)?.status).toBe('skipped');
    const notDue = await runDueSchedules(runtime, {
      agents: [{ config, version: 4 }],
      after: window.now,
      now: new Date('2026-11-25T03:00:00Z'),
      spentTodayMicroUsd: async () => 0,
      note: () => {},
    });
    expect(notDue).toEqual([]);
  });
});
