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

// One try again: this test failed once in CI (the run ended after its tool step started, on two busy cores) and
// never here, also under load and on Node 22. A failed try logs the stored runs (their error) before the next.
let tries = 0;

describe('agent run progress in chromium', () => {
  it('shows a run of the playground step by step, live', { retry: 1, timeout: 120_000 }, async () => {
    tries += 1;
    // A second try gets its own agent and estimate (the first try's are still stored).
    const name = tries === 1 ? 'deck-reviewer' : `deck-reviewer-${tries}`;
    const title = tries === 1 ? 'Deck for the reviewer' : `Deck for the reviewer ${tries}`;
    const post = (path: string, body: unknown) =>
      fetch(`${live.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/estimates', { title })).status).toBe(201);
    const created = await post('/api/agents', { config: { ...reviewer, name }, note: 'e2e' });
    expect(created.status, await created.clone().text()).toBe(201);
    const page = await (await live.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${live.server.url}/agents/${name}/playground`);
    await expect
      .poll(() => page.getByTestId('progress-connection').textContent(), { timeout: 60_000 })
      .toBe('live');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Config (JSON)' }).inputValue())
      .toContain(name);
    await page.getByLabel('Topic (input.topic)').fill('the deck');
    await page.getByLabel('Playground estimate').selectOption({ label: title });
    await page.getByRole('button', { name: 'Try it' }).click();
    const progress = page.getByRole('list', { name: 'Live progress' });
    await expect
      .poll(() => progress.locator('li[data-phase="run-finished"]').count(), { timeout: 60_000 })
      .toBe(1);
    const phases = await progress
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-phase')));
    if (!phases.includes('tool-called'))
      console.warn(
        `try ${tries}: the run ended early; stored runs:`,
        await (await fetch(`${live.server.url}/api/agent-runs`)).text(),
      );
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
  });
});
