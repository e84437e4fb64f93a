import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { startAgentScheduler } from './agent-scheduler.ts';
import { studioOf } from './agent-studio-routes.ts';

describe('the agent scheduler', () => {
  let test: TestApp;
  let now = new Date('2026-11-25T01:59:30Z');
  beforeAll(async () => {
    test = await createTestApp({ clock: () => now });
  }, 60_000);
  afterAll(() => test.close());

  it('runs a published agent when its schedule comes due, as the scheduler', async () => {
    const studio = await studioOf(test.context);
    await test.store.agents.create(
      {
        name: 'nightly',
        category: 'Report',
        promptTemplate: [{ id: 'ask', text: 'Nightly report' }],
        flow: [{ kind: 'prompt', id: 'report', promptBlockId: 'ask' }],
        schedule: { cron: '0 2 * * *' },
      },
      { actor: 'alice' },
      { publish: true },
    );
    const notes: string[] = [];
    const scheduler = startAgentScheduler(test.context, { intervalMs: 20, note: (line) => notes.push(line) });
    now = new Date('2026-11-25T02:00:10Z');
    await expect.poll(() => notes.length, { timeout: 120_000 }).toBeGreaterThan(0);
    scheduler.stop();
    expect(notes[0]).toMatch(/^org-default: nightly: success \(run /);
    const runs = await studio.runs({ agent: 'nightly' });
    expect(runs.map((run) => [run.actor, run.status])).toEqual([['scheduler', 'success']]);
  });
});
