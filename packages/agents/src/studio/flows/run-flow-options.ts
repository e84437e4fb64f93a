import type { AgentConfig } from '@quoin/protocol';
import type { FlowCheckpoints } from './flow-checkpoints.ts';
import type { FlowEnvironment } from './flow-environment.ts';
import type { StepExecutor } from './step-executor.ts';

/** How a flow runs: the config, its input and bound data, the world it runs in, where it checkpoints. */
export interface RunFlowOptions {
  runId: string;
  config: AgentConfig;
  input?: Record<string, unknown>;
  /** The context builder's data, already filtered by permission and redacted. */
  bindings?: Record<string, unknown>;
  environment: FlowEnvironment;
  executor: StepExecutor;
  /** Finished steps are recorded here; a run with the same id resumes after the last one. */
  checkpoints?: FlowCheckpoints;
  /** Steps a person approved (tool steps whose tool needs approval). */
  approvedSteps?: readonly string[];
  /** A monotonic clock in milliseconds for step latency (default performance.now). */
  timer?: () => number;
  signal?: AbortSignal;
}
