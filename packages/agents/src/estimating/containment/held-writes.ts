import { type ApprovalDecision, decisionFor } from '../../approvals/resume-agent-run.ts';
import type { PendingApproval } from '../../approvals/suspended-run.ts';
import type { OutsideTextSource } from './outside-text.ts';

/** Write tool calls an estimating agent asked for while its prompt held outside text, waiting for a person. */
export interface HeldWrites {
  agent: string;
  pending: PendingApproval[];
  /** Why they were held: where the outside text came from. */
  outsideText: OutsideTextSource[];
}

/** A person's answer to held writes (the chat's approve/refuse, a terminal prompt, a test). */
export type HeldWritesApprover = (held: HeldWrites) => Promise<ApprovalDecision> | ApprovalDecision;

/** What happened to held writes, for the caller to show: what was asked for and whether it ran. */
export interface HeldWriteOutcome {
  agent: string;
  toolName: string;
  input: unknown;
  approved: boolean;
}

/** With no one to ask, a held write is refused: nothing outside text asked for runs unapproved. */
export const REFUSE_HELD_WRITES: HeldWritesApprover = () => ({
  approved: false,
  reason: 'Held: the request held text from outside (no one approved this change).',
});

/** Whether a person's answer let one held call run. */
export function approvedIn(decision: ApprovalDecision, approvalId: string): boolean {
  return decisionFor(decision, approvalId).approved;
}
