-- The estimate header (issue #15): client, contact, job address, number, issue date, validity, as JSON read
-- through core's estimateHeaderSchema; and the store's sequence of estimate numbers, given once per estimate.
alter table estimates add column header jsonb;
create sequence estimate_number_seq start with 1;

-- Undo (issue #15): the estimate as it was before each edit made through the REST routes, newest last; the
-- server keeps the last 20 per estimate. An undo restores the newest through the engine and removes it.
create table estimate_snapshots (
  id bigserial primary key,
  estimate_id text not null references estimates (id) on delete cascade,
  version integer not null,
  label text not null,
  estimate jsonb not null,
  created_at timestamptz not null default now()
);
create index estimate_snapshots_estimate_idx on estimate_snapshots (estimate_id, id desc);
