import {
  type Estimate,
  hasErrorCode,
  type Plan,
  parseScope,
  QuoinError,
  type ScopeParseResult,
  validatePlan,
} from '@quoin/core';
import type { ModelMessage } from 'ai';
import { decisionFor } from '../../approvals/resume-agent-run.ts';
import type { ToolResponse } from '../../tools/tool-response.ts';
import { type HeldWritesApprover, REFUSE_HELD_WRITES } from '../containment/held-writes.ts';
import { type OutsideTextSource, outsideTextOfRequest } from '../containment/outside-text.ts';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { scopeGeneratePlanTool } from './generate-plan-tool.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

/** A plan waiting for approval, with what the agent said and how the request was read. */
export interface ProposedPlan {
  plan: Plan;
  /** What the agent wrote to the user (no numbers). */
  text: string;
  /** The parser's reading of the request, as sentences, when it could read it. */
  understood: string[];
  summary: string;
  /** Outside text the request held (an imported bid's lines, notes from drawings): the plan deserves a look. */
  outsideText: OutsideTextSource[];
}

export interface PlanRequest {
  text: string;
  /** ZIP used when the text names no place. */
  zip?: string;
  /** Earlier turns of the conversation, oldest first. */
  history?: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  /** Scope notes from photos or drawings (the blueprint agent). */
  notes?: string[];
  /** The estimate so far: a follow-up plans only what it adds. */
  current?: Estimate;
}

/** The approved lines of an estimate, one per line, for the scope agent to build on (no prices). */
function currentLines(estimate: Estimate | undefined): string[] {
  return (estimate?.groups ?? []).flatMap((group) =>
    group.items.map((item) => `${group.name} › ${item.title}: ${item.quantity} ${item.uom}`),
  );
}

function readDraft(context: AgentContext, request: PlanRequest): ScopeParseResult | undefined {
  try {
    return parseScope(request.text, {
      registry: context.tradeRegistry,
      ...(request.zip ? { defaultZip: request.zip } : {}),
    });
  } catch (error) {
    if (hasErrorCode(error, 'SCOPE_NOT_UNDERSTOOD')) return undefined;
    throw error;
  }
}

/** The user's turn: the request, then the parser's draft as compact JSON (the model corrects a draft). */
function scopePrompt(request: PlanRequest, draft: ScopeParseResult | undefined): ModelMessage[] {
  const parts = [request.text];
  if (request.zip) parts.push(`Job ZIP (unless the request names a place): ${request.zip}`);
  if (request.notes?.length)
    parts.push(`Scope notes from photos or drawings:\n- ${request.notes.join('\n- ')}`);
  const current = currentLines(request.current);
  if (current.length > 0) parts.push(`Current estimate (approved):\n- ${current.join('\n- ')}`);
  if (draft) parts.push(`Parser reading (JSON plan draft):\n${JSON.stringify(draft.plan)}`);
  return [
    ...(request.history ?? []).map((turn) => ({ role: turn.role, content: turn.content }) as ModelMessage),
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/**
 * Plan mode (spec §13): the scope agent reads the request (with the deterministic parser's draft) and submits a
 * plan through `generate_plan`, which validates it against the plan schema and compiles it; a schema error goes
 * back to the model to repair. Nothing is priced here: the plan waits for approval.
 */
export async function proposePlan(context: AgentContext, request: PlanRequest): Promise<ProposedPlan> {
  const draft = readDraft(context, request);
  const outsideText = outsideTextOfRequest(request);
  const { result, calls } = await runEstimatingAgent(
    context,
    specFor(context, 'scope'),
    scopePrompt(request, draft),
    {
      tools: [scopeGeneratePlanTool(context.tradeRegistry)],
      stopAfter: ['generate_plan'],
      outsideText,
      approveHeld: planIsTheApproval(context.approveHeldWrites),
    },
  );
  const accepted = calls.filter(({ call }) => call.toolName === 'generate_plan').at(-1);
  // The arguments as the registry validated them (units normalized), not as the model typed them.
  const used = (accepted?.output as ToolResponse | undefined)?.metadata.parametersUsed;
  const validated = used === undefined ? undefined : validatePlan(used);
  if (!validated?.ok) {
    throw new QuoinError(
      'SCOPE_NOT_UNDERSTOOD',
      `The scope agent did not produce a valid plan (${result.status}, ${result.steps.length} model calls)${result.text ? `: ${result.text}` : ''}`,
      { modelCalls: result.steps.length },
    );
  }
  const plan = validated.value;
  if (!plan.zip && (request.zip || draft?.location?.zip)) plan.zip = request.zip ?? draft?.location?.zip;
  return {
    plan,
    text: result.steps
      .map((step) => step.text)
      .join('')
      .trim(),
    understood: draft?.understood ?? [],
    summary: plan.summary || plan.title,
    outsideText,
  };
}

/**
 * `generate_plan` is a write by the runtime's list, but what it writes is this proposal: nothing is priced or
 * stored until the user approves the plan (approve_plan), which is the approval of that held call. Every other
 * write the model asks for after outside text goes to the person's approver (refused without one).
 */
function planIsTheApproval(approver: HeldWritesApprover = REFUSE_HELD_WRITES): HeldWritesApprover {
  return async (held) => {
    const others = held.pending.filter((pending) => pending.toolName !== 'generate_plan');
    const answer = others.length > 0 ? await approver({ ...held, pending: others }) : undefined;
    return {
      byApprovalId: Object.fromEntries(
        held.pending.map((pending) => [
          pending.approvalId,
          pending.toolName === 'generate_plan' || !answer
            ? { approved: true }
            : decisionFor(answer, pending.approvalId),
        ]),
      ),
    };
  };
}
