import { describe, expect, it } from 'vitest';
import { artifactPath, startServerAndBrowser } from './browser-harness.ts';

// Issue 20: a running agent run's progress reaches the agent studio live, through /ws/agent-runs: the
// playground lists each step, the tool its flow called, the cost so far and the end, as the server sends them.

const live = startServerAndBrowser();

const reviewer = {
  name: 'deck-reviewer',
  category: 'Analysis',
  promptTemplate: [{ id: 'ask', text: 'Review {{input.topic}}' }],
  dataBindings: [{ name: 'estimate', source: 'estimate' }],
  flow: [
    { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
    {
      kind: 'tool',
      id: 'note',
      toolId: 'annotate_estimate',
      inputMapping: { estimateId: '$bindings.estimate.id', note: 'Reviewed by the deck reviewer' },
    },
  ],
  permissions: { tools: ['annotate_estimate'], access: 'write', sensitiveFields: [] },
};

describe('agent run progress in chromium', () => {
  it('shows a run of the playground step by step, live', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${live.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/estimates', { title: 'Deck for the reviewer' })).status).toBe(201);
    const created = await post('/api/agents', { config: reviewer, note: 'e2e' });
    expect(created.status, await created.clone().text()).toBe(201);
    const page = await (await live.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${live.server.url}/agents/deck-reviewer/playground`);
    await expect
      .poll(() => page.getByTestId('progress-connection').textContent(), { timeout: 60_000 })
      .toBe('live');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Config (JSON)' }).inputValue())
      .toContain('deck-reviewer');
    await page.getByLabel('Topic (input.topic)').fill('the deck');
    await page.getByLabel('Playground estimate').selectOption({ label: 'Deck for the reviewer' });
    await page.getByRole('button', { name: 'Try it' }).click();
    const progress = page.getByRole('list', { name: 'Live progress' });
    await expect
      .poll(() => progress.locator('li[data-phase="run-finished"]').count(), { timeout: 60_000 })
      .toBe(1);
    const phases = await progress
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-phase')));
    expect(phases).toEqual([
      'run-started',
      'step-started',
      'step-finished',
      'step-started',
      'tool-called',
      'step-finished',
      'run-finished',
    ]);
    expect(await progress.locator('li[data-phase="tool-called"]').textContent()).toContain(
      'annotate_estimate',
    );
    expect(await progress.locator('li[data-phase="run-finished"]').textContent()).toMatch(
      /finished · \w+ · \$[\d.]+ so far/,
    );
    await page.screenshot({ path: artifactPath('studio-run-progress.png'), fullPage: true });
  }, 120_000);
});
