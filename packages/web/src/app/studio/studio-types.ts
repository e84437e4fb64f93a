// Agent studio wire types, from @quoin/protocol with `import type` only (see ../wire-types.ts for why).
import type {
  AgentConfigInput,
  AgentMetrics,
  AgentRunLog,
  AgentVersion,
  ConfigChange,
  FlowProblem,
  RunStepLog,
  StoredAgent,
} from '@quoin/protocol';

export type {
  AgentConfigInput,
  AgentMetrics,
  AgentRunLog,
  AgentVersion,
  ConfigChange,
  FlowProblem,
  RunStepLog,
  StoredAgent,
};
export type GalleryAgent = StoredAgent & { metrics?: AgentMetrics };
export interface AgentDetail {
  agent: StoredAgent;
  version: AgentVersion;
}
