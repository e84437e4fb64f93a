import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAgentConfig } from '@quoin/agents';
import { openStore } from '@quoin/store';
import { describe, expect, it } from 'vitest';
import { killableRuntime, stepModel, THREE_STEPS } from './test-support/killable-flow.ts';

// tsx's loader in this process, not its CLI: the CLI runs the script in a grandchild that SIGKILL would not
// reach, and that grandchild would keep the database's one-owner lock.
const TSX_LOADER = new URL('../../../../node_modules/tsx/dist/esm/index.mjs', import.meta.url).href;
const CHILD = fileURLToPath(new URL('./test-support/run-flow-child.ts', import.meta.url));

describe('a flow run killed with SIGKILL between steps', () => {
  it('resumes on the same store from the last completed step, re-running none', async () => {
    const home = mkdtempSync(join(tmpdir(), 'quoin-flow-crash-'));
    const child = spawn(process.execPath, ['--import', TSX_LOADER, CHILD], {
      env: { ...process.env, QUOIN_HOME: home },
      stdio: 'ignore',
    });
    const marker = join(home, 'at-step-two');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    for (let waited = 0; !existsSync(marker); waited += 100) {
      if (waited > 180_000) throw new Error('the child never reached step two');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await exited;

    const store = await openStore({ quoinHome: home });
    try {
      const asked: string[] = [];
      const model = stepModel((prompt) => void asked.push(prompt));
      const { log, result } = await runAgentConfig(killableRuntime(store, model), {
        config: THREE_STEPS,
        version: 1,
        actor: 'test',
        runId: 'run-crash',
      });
      expect(log.status).toBe('success');
      expect(asked).toHaveLength(2);
      expect(asked[0]).toContain('step two after answer to step one');
      expect(result.steps.map((step) => [step.stepId, step.restored])).toEqual([
        ['one', true],
        ['two', false],
        ['three', false],
      ]);
      expect(log.output).toBe('answer to step three');
      expect((await store.agentRuns.get('run-crash'))?.status).toBe('success');
    } finally {
      await store.close();
    }
  }, 300_000);
});
