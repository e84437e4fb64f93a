import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnQuoin } from '@quoin/testkit/process';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// `quoin serve` with a model configured (the offline scripted model): chat over the WebSocket goes through the
// estimating agents, streams, proposes a plan, reports token usage, and the approved plan is priced.
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGKILL'));

describe('quoin serve with QUOIN_MODEL', { timeout: 120_000 }, () => {
  it('answers chat with the agents end to end', async () => {
    const serve = await spawnQuoin(['serve', '--port', '0', '--no-web'], {
      env: {
        PATH: process.env.PATH ?? '',
        QUOIN_HOME: mkdtempSync(join(tmpdir(), 'quoin-agent-serve-')),
        QUOIN_MODEL: 'scripted:parser',
      },
    });
    child = serve.child;
    const url = serve.ready;
    expect(serve.output()).toContain('estimating agents');
    const created = await fetch(`${url}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Agent chat' }),
    });
    const id = ((await created.json()) as { estimate: { id: string } }).estimate.id;

    const events: Record<string, unknown>[] = [];
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${id}`);
    const priced = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as Record<string, unknown>;
        events.push(event);
        if (event.type === 'connected')
          socket.send(
            JSON.stringify({
              type: 'user_message',
              text: 'Paint a 12x14 bedroom, walls and ceiling, in 80202',
            }),
          );
        if (event.type === 'plan_proposed')
          socket.send(JSON.stringify({ type: 'approve_plan', planId: event.planId }));
        if (event.type === 'estimate_quality_updated') resolve();
        if (event.type === 'error') reject(new Error(String(event.message)));
      });
    });
    await priced;
    socket.close();
    const types = events.map((event) => event.type);
    expect(types).toContain('assistant_chunk');
    expect(types).toContain('token_usage_updated');
    expect(types.indexOf('plan_proposed')).toBeLessThan(types.indexOf('plan_approved'));
    expect(types).toContain('line_item_added');
    expect(events.find((event) => event.type === 'token_usage_updated')).toMatchObject({
      modelId: expect.any(String),
    });
  });
});
