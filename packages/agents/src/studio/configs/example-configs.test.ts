import { readFileSync } from 'node:fs';
import { agentConfigSchema } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { runAgentConfig } from '../run-agent-config.ts';
import { customerEstimate, testRuntime } from '../test-support/studio-runtime.ts';

// The example in docs/examples (read from the repository root, as CI checks it out).
const EXAMPLE = new URL('../../../../../docs/examples/permit-check.agent.json', import.meta.url);

describe('docs/examples/permit-check.agent.json', () => {
  it('is valid and reviews only estimates over $50k', async () => {
    const config = agentConfigSchema.parse(JSON.parse(readFileSync(EXAMPLE, 'utf8')));
    const small = await customerEstimate('est-small');
    const { runtime, model } = testRuntime(() => ({ text: 'Needs an electrical permit.' }), {
      estimates: [small],
    });
    const { log } = await runAgentConfig(runtime, {
      config,
      version: 1,
      actor: 'alice',
      estimateId: 'est-small',
    });
    expect(log.status).toBe('success');
    expect(log.steps.map((step) => step.stepId)).toEqual(['load', 'over-50k']);
    expect(model.calls).toHaveLength(0);
    const roof = await customerEstimate('est-big');
    const big = { ...roof, settings: { ...roof.settings, contingencyPercent: 900 } };
    const second = testRuntime(() => ({ text: 'Needs an electrical permit.' }), { estimates: [big] });
    const { log: reviewed } = await runAgentConfig(second.runtime, {
      config,
      version: 1,
      actor: 'alice',
      estimateId: 'est-big',
    });
    expect(reviewed.steps.map((step) => step.stepId)).toEqual(['load', 'over-50k', 'review', 'summary']);
    expect(reviewed.output).toBe('Needs an electrical permit.');
  });
});
