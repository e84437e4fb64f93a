import { AGENT_SPECS, builtInAgentConfigs, specFor } from '@quoin/agents';
import { openStore } from '@quoin/store';
import { describe, expect, it } from 'vitest';
import { type PublishedAgentSpecs, watchPublishedAgentSpecs } from './published-agent-specs.ts';

describe('watchPublishedAgentSpecs', () => {
  it('gives the pipeline the published built-in configs: an edit counts only once published, a rollback undoes it', async () => {
    const store = await openStore({ inMemory: true });
    try {
      await store.agents.seedBuiltIns(builtInAgentConfigs(), { actor: 'system' });
      const specs: PublishedAgentSpecs = {};
      const unwatch = await watchPublishedAgentSpecs(store, specs);
      expect(specFor({ agentSpecs: specs }, 'qa')).toEqual(AGENT_SPECS.qa);
      const qa = (await store.agents.published('qa')).config;
      const edited = {
        ...qa,
        temperature: 0.5,
        promptTemplate: qa.promptTemplate.map((block) =>
          block.id === 'qa' ? { ...block, text: `${block.text}\nAlways check permits.`, version: 4 } : block,
        ),
      };
      await store.agents.save('qa', edited, { actor: 'alice' });
      expect(specFor({ agentSpecs: specs }, 'qa').temperature).toBe(0);
      await store.agents.publish('qa', { actor: 'alice' });
      await expect.poll(() => specFor({ agentSpecs: specs }, 'qa').temperature).toBe(0.5);
      expect(specFor({ agentSpecs: specs }, 'qa').system).toContain('Always check permits.');
      expect(specFor({ agentSpecs: specs }, 'qa').promptVersion).toBe('qa@4');
      await store.agents.rollback('qa', 1, { actor: 'bob' });
      await expect.poll(() => specFor({ agentSpecs: specs }, 'qa')).toEqual(AGENT_SPECS.qa);
      unwatch();
    } finally {
      await store.close();
    }
  }, 60_000);
});
