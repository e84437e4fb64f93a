import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { PROGRESS_KEPT_MS, tickEveryOrganisation } from './tick-every-organisation.ts';

describe('the scheduler tick', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  }, 60_000);
  afterAll(() => test.close());

  it('keeps a month of agent run progress and deletes what is older', async () => {
    const progress = test.store.agentRunProgress;
    await progress.append('run-kept', { phase: 'run-started' });
    const notes: string[] = [];
    const now = new Date();
    await tickEveryOrganisation(test.context, new Date(now.getTime() - 60_000), now, (line) =>
      notes.push(line),
    );
    expect(await progress.list('run-kept')).toHaveLength(1);

    const later = new Date(now.getTime() + PROGRESS_KEPT_MS + 86_400_000);
    await tickEveryOrganisation(test.context, new Date(later.getTime() - 60_000), later, (line) =>
      notes.push(line),
    );
    expect(await progress.list('run-kept')).toEqual([]);
    expect(notes.filter((line) => line.includes('failed'))).toEqual([]);
  });
});
