// Run by the crash test in its own process: starts run-crash on the store in QUOIN_HOME; when step two asks the
// model, it writes a marker file and waits forever, for the test to kill it with SIGKILL.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAgentConfig } from '@quoin/agents';
import { openStore } from '@quoin/store';
import { killableRuntime, stepModel, THREE_STEPS } from './killable-flow.ts';

const home = process.env.QUOIN_HOME ?? '';
const store = await openStore({ quoinHome: home });
const model = stepModel(async (prompt) => {
  if (prompt.includes('step two')) {
    writeFileSync(join(home, 'at-step-two'), String(process.pid));
    await new Promise(() => {});
  }
});
await runAgentConfig(killableRuntime(store, model), {
  config: THREE_STEPS,
  version: 1,
  actor: 'test',
  runId: 'run-crash',
});
