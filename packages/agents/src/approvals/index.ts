export * from './resume-agent-run.ts';
export * from './run-approvals.ts';
export * from './suspended-run.ts';
