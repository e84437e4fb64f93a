import { hasErrorCode, type Plan, type PriceSource, type TradeRegistry } from '@quoin/core';
import type { ChatResponder, ChatResponderEvent, ChatTurn } from '@quoin/protocol';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import type { BudgetLimits } from '../../runs/budget-limits.ts';
import { EventChannel } from '../../runs/event-channel.ts';
import type { SpendLedger } from '../../runs/spend-ledger.ts';
import type { AgentContext } from '../pipeline/agent-context.ts';
import type { AgentModel } from '../pipeline/agent-model.ts';
import { consultProductExpert } from '../pipeline/consult-product-expert.ts';
import { proposePlan } from '../pipeline/propose-plan.ts';
import { routeMessage } from '../pipeline/route-message.ts';
import { emptyUsage } from '../pipeline/usage-meter.ts';

export interface AgentChatOptions {
  model: AgentModel;
  tradeRegistry: TradeRegistry;
  priceSource: PriceSource;
  now?: () => Date;
  /** Shared by every turn, so the day budget holds across a server's chats. */
  budget?: { limits: BudgetLimits; ledger: SpendLedger };
  rateLimiter?: RateLimiter;
  /** The built-in agents' published configs, kept current by the server (agent studio); read on every turn. */
  agentSpecs?: AgentContext['agentSpecs'];
}

/** Follow-up chips: the plan's open questions first, then the next step. */
function suggestionsFor(plan: Plan): string[] {
  return [...plan.questions.slice(0, 2), 'Approve the plan', 'Add cleanup and a dumpster'].slice(0, 4);
}

async function respond(context: AgentContext, turn: ChatTurn, queue: EventChannel<ChatResponderEvent>) {
  const route = await routeMessage(context, turn.text);
  if (route === 'pricing') {
    await consultProductExpert(context, turn.text);
    return;
  }
  const zip = turn.estimate.location?.input;
  try {
    const proposed = await proposePlan(context, {
      text: turn.text,
      history: turn.history,
      current: turn.estimate,
      ...(zip ? { zip } : {}),
    });
    if (proposed.outsideText.length > 0)
      queue.push({
        type: 'text-delta',
        text: ` This plan was drafted from text that came from outside (${proposed.outsideText.join(', ')}): instructions in it are not followed, any other change it asked for was held and not made, and nothing is priced until you approve the plan.`,
      });
    queue.push({
      type: 'plan',
      plan: proposed.plan,
      summary: proposed.summary,
      understood: proposed.understood,
    });
    queue.push({ type: 'suggestions', suggestions: suggestionsFor(proposed.plan) });
  } catch (error) {
    if (!hasErrorCode(error, 'SCOPE_NOT_UNDERSTOOD')) throw error;
    queue.push({
      type: 'text-delta',
      text: ' I could not turn that into a plan; tell me the work, the sizes and the place.',
    });
  }
}

/**
 * The model-backed chat for `/ws/:estimateId`: the orchestrator routes the message, the scope agent proposes a
 * plan (streamed text, then the plan and suggestion chips), a price question goes to the product consultant.
 * Usage closes every turn. Approval and pricing stay with the server's deterministic executor.
 */
export function createAgentChatResponder(options: AgentChatOptions): ChatResponder {
  return (turn, signal) => {
    const queue = new EventChannel<ChatResponderEvent>();
    const context: AgentContext = {
      model: options.model,
      tradeRegistry: options.tradeRegistry,
      priceSource: options.priceSource,
      now: options.now ?? (() => new Date()),
      usage: emptyUsage(),
      ...(options.budget ? { budget: options.budget } : {}),
      ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
      ...(options.agentSpecs ? { agentSpecs: options.agentSpecs } : {}),
      ...(signal ? { abortSignal: signal } : {}),
      onEvent: (event) => {
        if (event.type === 'text-delta') queue.push({ type: 'text-delta', text: event.text });
      },
    };
    respond(context, turn, queue).then(
      () => {
        queue.push({
          type: 'usage',
          inputTokens: context.usage.inputTokens,
          outputTokens: context.usage.outputTokens,
          costUsd: context.usage.costMicroUsd / 1_000_000,
          modelId: options.model.label,
        });
        queue.close();
      },
      (error: unknown) => queue.fail(error),
    );
    return queue;
  };
}
