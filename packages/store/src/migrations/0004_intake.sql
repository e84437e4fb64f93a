-- Intake interviews (issue #17): the whole session as JSON (the interviewer's state is plain data), and the
-- brief it wrote, kept with the estimate it belongs to. The brief carries its own schemaVersion.
create table intake_sessions (
  id text primary key,
  estimate_id text references estimates (id) on delete cascade,
  mode text not null check (mode in ('quick', 'full', 'open')),
  status text not null check (status in ('interviewing', 'summary', 'confirmed')),
  state jsonb not null,
  brief jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index intake_sessions_estimate_idx on intake_sessions (estimate_id, updated_at desc);
