import { type AgentName, type AgentSpec, agentSpecFromConfig, BUILT_IN_AGENTS } from '@quoin/agents';
import type { Store } from '@quoin/store';

/** The pipeline's agent specs by its names, filled from the store's published configs. */
export type PublishedAgentSpecs = Partial<Record<AgentName, AgentSpec>>;

/**
 * Keeps `specs` equal to the published configs of the built-in agents: loaded now and again whenever one is
 * published or rolled back, so the estimating pipeline (chat, plan mode) runs what the studio published.
 * Returns the unsubscribe function.
 */
export async function watchPublishedAgentSpecs(
  store: Store,
  specs: PublishedAgentSpecs,
): Promise<() => void> {
  const keysByConfig = new Map(
    (Object.keys(BUILT_IN_AGENTS) as AgentName[]).map((key) => [
      BUILT_IN_AGENTS[key].configName as string,
      key,
    ]),
  );
  const load = async (configName: string) => {
    const key = keysByConfig.get(configName);
    if (!key) return;
    const version = await store.agents.published(configName).catch(() => undefined);
    if (version) specs[key] = agentSpecFromConfig(version.config);
    else delete specs[key];
  };
  const unsubscribe = store.agents.subscribe((event) => {
    if (event.type === 'agent.published' || event.type === 'agent.rolled-back') void load(event.name);
  });
  for (const configName of keysByConfig.keys()) await load(configName);
  return unsubscribe;
}
