// The estimating agents (spec §3–5, 12, 13): plan mode, agent mode, import mode, chat and eval, over the engine.

export * from './chat/agent-chat-responder.ts';
export * from './models/agent-model.ts';
export * from './models/count-prompt-tokens.ts';
export * from './models/parser-responder.ts';
export * from './models/scripted-model.ts';
export * from './pipeline/agent-context.ts';
export * from './pipeline/agent-specs.ts';
export * from './pipeline/classify-issues.ts';
export * from './pipeline/consult-product-expert.ts';
export * from './pipeline/describe-images.ts';
export * from './pipeline/low-confidence.ts';
export * from './pipeline/price-approved-plan.ts';
export * from './pipeline/propose-plan.ts';
export * from './pipeline/render-plan.ts';
export * from './pipeline/reprice-lines.ts';
export * from './pipeline/route-message.ts';
export * from './pipeline/run-agent-mode.ts';
export * from './pipeline/run-estimating-agent.ts';
export * from './pipeline/usage-meter.ts';
export * from './prompts/load-prompt.ts';
export * from './session/estimate-session.ts';
export * from './session/session-tools.ts';
