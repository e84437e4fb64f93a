// Public API of @quoin/agents: the tool registry and the engine's tools (the agent runtime grows here).
export * from './tools/index.ts';
