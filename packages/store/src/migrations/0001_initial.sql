-- Quoin store, migration 0001: the whole initial schema, PostgreSQL dialect (runs on PGlite and PostgreSQL 15+).
-- Applied once by src/migrate.ts inside one transaction; never edit after release, add 0002_… instead
-- (the runner records a sha256 of this file and refuses to start if it changes).
-- Money is integer cents (bigint); quantities and factors are float8 so JavaScript numbers round-trip exactly.

create table estimates (
  id text primary key,
  schema_version integer not null,
  title text not null,
  -- Optimistic concurrency: every write bumps it; a write carrying an older one is refused.
  version integer not null default 0 check (version >= 0),
  mode text not null,
  settings jsonb not null,
  location jsonb,
  lifecycle text not null,
  quality_score integer check (quality_score between 0 and 100),
  assumptions jsonb not null default '[]',
  questions jsonb not null default '[]',
  exclusions jsonb not null default '[]',
  issues jsonb not null default '[]',
  -- Denormalized from core's computeEstimateTotals on every write, so lists need not load whole trees.
  grand_total_cents bigint not null default 0,
  line_item_count integer not null default 0,
  search_vector tsvector generated always as (to_tsvector('simple', title || ' ' || id)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  archived_at timestamptz
);
create index estimates_active_updated_idx on estimates (updated_at desc, id) where archived_at is null;
create index estimates_updated_idx on estimates (updated_at desc, id);
create index estimates_search_idx on estimates using gin (search_vector);

-- Child ids are unique within their estimate only, so a duplicated estimate keeps its ids.
create table groups (
  estimate_id text not null references estimates (id) on delete cascade,
  id text not null,
  position integer not null,
  name text not null,
  trade_id text,
  sort_order integer not null,
  primary key (estimate_id, id)
);
create index groups_position_idx on groups (estimate_id, position);

create table line_items (
  estimate_id text not null,
  group_id text not null,
  id text not null,
  position integer not null,
  type text not null,
  title text not null,
  description text not null default '',
  quantity float8 not null,
  uom text not null,
  rate_cents bigint not null,
  labor_markup_percent float8,
  material_markup_percent float8,
  labor_only boolean not null default false,
  trade_id text,
  pricing_state text not null,
  unresolved_reason text,
  labor jsonb,
  price jsonb,
  plan_key text,
  origin text not null,
  user_edited boolean not null default false,
  issues jsonb not null default '[]',
  primary key (estimate_id, id),
  foreign key (estimate_id, group_id) references groups (estimate_id, id) on delete cascade
);
create index line_items_group_idx on line_items (estimate_id, group_id, position);
create index line_items_plan_key_idx on line_items (estimate_id, plan_key);

create table materials (
  estimate_id text not null,
  line_item_id text not null,
  position integer not null,
  id text not null,
  name text not null,
  role text not null,
  price_cents bigint not null,
  packages float8 not null,
  package_unit text not null,
  coverage_per_package jsonb,
  provenance jsonb not null,
  primary key (estimate_id, line_item_id, position),
  foreign key (estimate_id, line_item_id) references line_items (estimate_id, id) on delete cascade
);

create table chat_messages (
  seq bigint generated always as identity primary key,
  id text not null unique,
  estimate_id text not null references estimates (id) on delete cascade,
  role text not null check (role in ('user', 'assistant', 'system', 'tool')),
  content text not null,
  data jsonb,
  actor text not null,
  created_at timestamptz not null default now()
);
create index chat_messages_estimate_idx on chat_messages (estimate_id, seq);

create table plans (
  id text primary key,
  estimate_id text not null references estimates (id) on delete cascade,
  status text not null check (status in ('pending', 'approved', 'rejected', 'superseded', 'executed')),
  plan jsonb not null,
  summary text not null default '',
  created_by text not null,
  decided_by text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
-- At most one plan waits for approval per estimate.
create unique index plans_one_pending_idx on plans (estimate_id) where status = 'pending';
create index plans_estimate_idx on plans (estimate_id, created_at desc);

create table job_checkpoints (
  job_id text not null,
  step_key text not null,
  estimate_id text references estimates (id) on delete cascade,
  status text not null check (status in ('started', 'completed', 'failed')),
  payload jsonb,
  updated_at timestamptz not null default now(),
  primary key (job_id, step_key)
);
create index job_checkpoints_estimate_idx on job_checkpoints (estimate_id);

create table price_lists (
  id text primary key,
  name text not null,
  source text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table price_list_items (
  price_list_id text not null references price_lists (id) on delete cascade,
  position integer not null,
  sku text not null,
  name text not null,
  category text not null,
  price_cents bigint not null check (price_cents >= 0),
  package_unit text not null,
  coverage jsonb,
  supplier text not null,
  supplier_tier integer not null check (supplier_tier between 1 and 3),
  price_date text not null,
  source text not null,
  keywords jsonb not null default '[]',
  primary key (price_list_id, sku)
);
create index price_list_items_position_idx on price_list_items (price_list_id, position);

-- Files live on disk under a generated storage name; the uploader's file name is kept as data only and never
-- becomes part of a path.
create table uploads (
  id text primary key,
  estimate_id text references estimates (id) on delete cascade,
  storage_name text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  original_name text,
  created_by text not null,
  created_at timestamptz not null default now()
);
create index uploads_estimate_idx on uploads (estimate_id, created_at);
create index uploads_sha256_idx on uploads (sha256);

-- No foreign key to estimates: the record of who deleted an estimate must outlive the estimate.
create table audit_log (
  id bigint generated always as identity primary key,
  actor text not null,
  action text not null,
  estimate_id text,
  details jsonb not null default '{}',
  at timestamptz not null default now()
);
create index audit_log_estimate_idx on audit_log (estimate_id, id);
create index audit_log_at_idx on audit_log (at);
