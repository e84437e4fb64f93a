-- Issue #15, the changes part. A line's own cost code (null: core derives the CSI default from its trade).
alter table line_items add column cost_code text;

-- Change orders of a sent estimate: CO-1, CO-2… per estimate, one open at a time. `baseline` is the estimate as
-- sent (core's estimateSchema as JSON); `proposed` is frozen when the order is approved or rejected, and
-- `delta_cents` with it (what an approved order adds to the contract total).
create table change_orders (
  id text primary key,
  estimate_id text not null references estimates (id) on delete cascade,
  number integer not null,
  status text not null check (status in ('open', 'approved', 'rejected')),
  title text not null,
  reason text not null default '',
  schedule_impact_days integer,
  baseline jsonb not null,
  proposed jsonb,
  delta_cents bigint,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by text,
  unique (estimate_id, number)
);
create unique index change_orders_one_open_idx on change_orders (estimate_id) where status = 'open';

-- Estimate templates: an estimate's groups, lines and settings without its client, saved under a name to start
-- new estimates from; scoped per organisation like estimates.
create table estimate_templates (
  id text primary key,
  org_id text not null default 'org-default' references organisations (id) on delete cascade,
  name text not null,
  source_estimate_id text,
  estimate jsonb not null,
  created_at timestamptz not null default now()
);
create index estimate_templates_org_idx on estimate_templates (org_id, created_at desc);
