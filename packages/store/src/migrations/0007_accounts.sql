-- Quoin store, migration 0007: people and access (issue 20). Organisations, users, memberships with roles,
-- invitations, sign-in sessions and personal API tokens; every tenant-owned table gains org_id.
-- A default organisation owns every row that existed before, so single-user mode keeps working unchanged:
-- code that inserts without an org_id writes into it.
-- Secrets (passwords, invitation tokens, session ids, API tokens) are never stored: only their hashes.

create table organisations (
  id text primary key,
  name text not null unique,
  created_at timestamptz not null default now()
);
insert into organisations (id, name) values ('org-default', 'default');

create table users (
  id text primary key,
  email text not null unique check (email = lower(email)),
  display_name text not null default '',
  -- scrypt: `scrypt$N$r$p$saltBase64$hashBase64`, so stronger parameters can be adopted user by user.
  password_hash text,
  failed_sign_ins integer not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now()
);

create table memberships (
  org_id text not null references organisations (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'estimator', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (org_id, user_id)
);
create index memberships_user_idx on memberships (user_id);

create table invitations (
  id text primary key,
  org_id text not null references organisations (id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'estimator', 'viewer')),
  token_hash text not null unique,
  invited_by text not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_org_idx on invitations (org_id, created_at);

create table auth_sessions (
  id_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  org_id text not null references organisations (id) on delete cascade,
  csrf_token text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index auth_sessions_user_idx on auth_sessions (user_id);

create table api_tokens (
  id text primary key,
  org_id text not null references organisations (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  name text not null default '',
  token_hash text not null unique,
  scope text not null check (scope in ('read', 'write', 'admin')),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_tokens_org_idx on api_tokens (org_id, created_at);

alter table estimates add column org_id text not null default 'org-default' references organisations (id);
create index estimates_org_updated_idx on estimates (org_id, updated_at desc, id);
alter table drawing_sets add column org_id text not null default 'org-default' references organisations (id);
alter table agent_configs add column org_id text not null default 'org-default' references organisations (id);
alter table agent_runs add column org_id text not null default 'org-default' references organisations (id);
alter table uploads add column org_id text not null default 'org-default' references organisations (id);
alter table price_lists add column org_id text not null default 'org-default' references organisations (id);
alter table intake_sessions add column org_id text not null default 'org-default' references organisations (id);
alter table audit_log add column org_id text not null default 'org-default';
create index audit_log_org_idx on audit_log (org_id, id);
