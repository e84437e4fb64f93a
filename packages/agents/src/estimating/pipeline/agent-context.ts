import type { PriceSource, TradeRegistry } from '@quoin/core';
import type { Redactor } from '../../privacy/redactor.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { BudgetLimits } from '../../runs/budget-limits.ts';
import type { SpendLedger } from '../../runs/spend-ledger.ts';
import type { HeldWritesApprover } from '../containment/held-writes.ts';
import type { AgentModel } from './agent-model.ts';
import type { AgentSpec } from './agent-spec.ts';
import type { AgentName } from './agent-specs.ts';
import type { AgentUsage } from './usage-meter.ts';

/** What the estimating pipeline streams to a chat, a terminal or a test. */
export type EstimatingEvent =
  | { type: 'text-delta'; agent: string; text: string }
  | { type: 'agent-start'; agent: string; promptVersion: number }
  | {
      type: 'tool-call';
      agent: string;
      toolName: string;
      status: 'success' | 'warning' | 'error';
      message?: string;
    }
  | { type: 'suggestions'; suggestions: string[] }
  /** A write the model asked for while its prompt held outside text, and whether a person let it run. */
  | { type: 'write-held'; agent: string; toolName: string; approved: boolean };

/** Everything an estimating agent run needs, injected: the model, the engine's data, a clock, a budget. */
export interface AgentContext {
  model: AgentModel;
  tradeRegistry: TradeRegistry;
  priceSource: PriceSource;
  now: () => Date;
  budget?: { limits: BudgetLimits; ledger: SpendLedger };
  /** The provider's limiter, shared by every run of the process (QUOIN_MODEL_RPM/TPM, 429 pauses). */
  rateLimiter?: RateLimiter;
  /** Every model call of the request is counted here. */
  usage: AgentUsage;
  onEvent?: (event: EstimatingEvent) => void;
  abortSignal?: AbortSignal;
  /** Keeps customers' emails, phones, addresses and flagged values out of prompts; default one per run. */
  redactor?: Redactor;
  /** Stream text from the provider (default true). */
  stream?: boolean;
  /** The agents' published configs (agent studio) in place of the built-in ones, by pipeline name. */
  agentSpecs?: Partial<Record<AgentName, AgentSpec>>;
  /**
   * Asks a person about writes held because the prompt held outside text (an imported bid, web results,
   * drawing notes); absent, they are refused.
   */
  approveHeldWrites?: HeldWritesApprover;
}
