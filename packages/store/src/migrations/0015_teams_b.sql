-- Quoin store, migration 0015_b: agent run progress is kept (issue 20). The events `/ws/agent-runs` sends
-- (started, each step, each tool called, waiting, finished, cost so far) are stored per run in the run's
-- organisation, so a browser that opens a running session reads what happened so far, then follows live.
-- No foreign key to agent_runs: a run's first event may be stored before its log row.
create table agent_run_progress (
  seq bigserial primary key,
  org_id text not null references organisations (id),
  run_id text not null,
  event jsonb not null,
  created_at timestamptz not null default now()
);
create index agent_run_progress_run_idx on agent_run_progress (org_id, run_id, seq);
