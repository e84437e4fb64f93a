-- Proposals a client answers (issue #15): alternates on groups and lines, and share links.
-- An alternate is core's alternateSchema as JSON ({ kind, decision }); null means part of the base bid.
alter table groups add column alternate jsonb;
alter table line_items add column alternate jsonb;

-- A read-only link to an estimate's client proposal. Only the SHA-256 of the token is kept (the token has 256
-- random bits and is shown once). The link is looked up by its hash without an organisation (the client has
-- no account); org_id says whose estimate it opens.
create table proposal_shares (
  id text primary key,
  org_id text not null default 'org-default' references organisations (id) on delete cascade,
  estimate_id text not null references estimates (id) on delete cascade,
  token_hash text not null unique,
  created_by text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- The client's signature: typed name, when, from which address, the alternates they chose and the estimate
  -- as they signed it (its version and the whole artifact, so a later edit cannot change what was signed).
  signed_name text,
  signed_at timestamptz,
  signed_ip text,
  signed_version integer,
  signed_decisions jsonb,
  signed_estimate jsonb
);
create index proposal_shares_estimate_idx on proposal_shares (estimate_id, created_at desc);
