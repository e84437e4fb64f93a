-- Provider keys and other secrets, sealed with AES-256-GCM (issue 18); names in clear, values never.
create table sealed_secrets (
  name text primary key,
  sealed text not null,
  updated_by text not null,
  updated_at timestamptz not null default now()
);
