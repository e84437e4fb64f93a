import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliContext } from '../cli-context.ts';
import { serveCommand } from './serve-command.ts';

const home = mkdtempSync(join(tmpdir(), 'quoin-serve-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function testContext(): { context: CliContext; output: () => string } {
  const stdout = new PassThrough();
  let text = '';
  stdout.on('data', (chunk) => {
    text += String(chunk);
  });
  return {
    context: { env: { QUOIN_HOME: home }, cwd: home, stdout, stderr: new PassThrough() },
    output: () => text,
  };
}

// PGlite starts in 1–3 s alone and more when the suite runs beside it on two cores.
describe('quoin serve', { timeout: 120_000 }, () => {
  it.each([['--port', 'http'], ['--port', '70000'], ['--port', '1.5'], ['extra']])(
    'refuses %s %s',
    async (...argv) => {
      await expect(serveCommand(testContext().context, argv, Promise.resolve())).rejects.toMatchObject({
        code: 'cli.usage',
      });
    },
  );

  it('listens on 127.0.0.1 and answers /api/health until stopped', async () => {
    const { context, output } = testContext();
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const running = serveCommand(context, ['--port', '0'], stopped);
    while (!output().includes('listening')) await new Promise((resolve) => setTimeout(resolve, 20));
    const url = output().match(/http:\/\/127\.0\.0\.1:\d+/)![0];
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    stop();
    expect(await running).toBe(0);
  });
});
