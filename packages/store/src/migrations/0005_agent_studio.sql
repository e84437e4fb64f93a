-- Agent studio (issue 18): agents as versioned configs, and the execution log of their runs.

create table agent_configs (
  id text primary key,
  name text not null unique,
  built_in boolean not null default false,
  -- The version runs use; null until the first publish. Newer versions are unpublished drafts.
  published_version integer,
  latest_version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Versions are written once and never changed; a rollback writes a new version copying an old one.
create table agent_config_versions (
  agent_id text not null references agent_configs (id) on delete cascade,
  version integer not null,
  config jsonb not null,
  -- Secret prompt blocks, AES-256-GCM sealed (never in `config`).
  sealed_secrets text,
  created_by text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  primary key (agent_id, version)
);

-- No foreign key to estimates: the log outlives a deleted estimate (auditing).
create table agent_runs (
  id text primary key,
  agent_name text not null,
  agent_version integer not null,
  actor text not null,
  estimate_id text,
  status text not null,
  error_category text,
  error_message text,
  inputs jsonb not null default '{}',
  steps jsonb not null default '[]',
  output text,
  input_tokens integer not null default 0,
  output_tokens integer not null default 0,
  cost_micro_usd bigint not null default 0,
  latency_ms integer not null default 0,
  tools text[] not null default '{}',
  playground boolean not null default false,
  search_vector tsvector not null default ''::tsvector,
  started_at timestamptz not null,
  finished_at timestamptz
);
create index agent_runs_started_idx on agent_runs (started_at desc, id);
create index agent_runs_agent_idx on agent_runs (agent_name, started_at desc);
create index agent_runs_estimate_idx on agent_runs (estimate_id, started_at desc);
create index agent_runs_status_idx on agent_runs (status, started_at desc);
create index agent_runs_search_idx on agent_runs using gin (search_vector);
