export {
  type ApprovalDecision,
  resumeAgentRun,
} from './resume-agent-run.ts';
export {
  type ApprovalRequestPart,
  forecastRunMicroUsd,
  pendingApprovalOf,
  promptMessages,
  type RunApprovalOptions,
} from './run-approvals.ts';
export {
  FileSuspendedRunStore,
  type PendingApproval,
  type SuspendedRun,
} from './suspended-run.ts';
