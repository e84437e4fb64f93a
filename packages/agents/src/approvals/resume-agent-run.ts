import type { ModelMessage } from 'ai';
import { type AgentRun, type RunAgentOptions, runAgent } from '../runs/run-agent.ts';
import type { SuspendedRun } from './suspended-run.ts';

/** A person's answer: one for all pending calls, or per approval id. */
export type ApprovalDecision =
  | { approved: boolean; reason?: string }
  | { byApprovalId: Record<string, { approved: boolean; reason?: string }> };

/** The answer to one pending call, whether given for all of them or per approval id (none: refused). */
export function decisionFor(
  decision: ApprovalDecision,
  approvalId: string,
): { approved: boolean; reason?: string } {
  if ('byApprovalId' in decision)
    return decision.byApprovalId[approvalId] ?? { approved: false, reason: 'no answer' };
  return decision;
}

/**
 * Continues a suspended run with a person's decision, in this process or another: the model, registry and
 * price come from the caller (they are code, not data); the conversation and pending calls from the record.
 * An approved tool call runs, a denied one goes back to the model as denied (with the reason) so it can answer
 * without it. A run suspended for cost resumes with the cost approved, or ends without a model call.
 */
export function resumeAgentRun(
  suspended: SuspendedRun,
  decision: ApprovalDecision,
  options: Omit<RunAgentOptions, 'prompt' | 'system' | 'toolNames'>,
): AgentRun {
  const base = {
    ...options,
    ...(suspended.system !== undefined ? { system: suspended.system } : {}),
    ...(suspended.toolNames ? { toolNames: suspended.toolNames } : {}),
    agentName: options.agentName ?? suspended.agentName,
  };
  if (suspended.reason === 'cost') {
    const approved = 'byApprovalId' in decision ? false : decision.approved;
    return runAgent({
      ...base,
      prompt: suspended.messages,
      approval: { ...options.approval, costApproved: approved, costDenied: !approved },
    });
  }
  const answers: ModelMessage = {
    role: 'tool',
    content: suspended.pending.map((pending) => {
      const { approved, reason } = decisionFor(decision, pending.approvalId);
      return {
        type: 'tool-approval-response' as const,
        approvalId: pending.approvalId,
        approved,
        ...(reason ? { reason } : {}),
      };
    }),
  };
  return runAgent({ ...base, prompt: [...suspended.messages, answers] });
}
