-- Drawing embeddings (issue 16): one vector per evidence unit of a set and embedding model. Vectors are kept as
-- real[] so the table exists on every PostgreSQL; nearest-neighbour search casts them to pgvector's vector
-- where that extension is installed. PGlite loads pgvector; on a server without it (or without the right to
-- create it) the block below does nothing and drawings are searched lexically, which `quoin drawings` says.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'vector') then
    create extension if not exists vector;
  end if;
exception when others then
  raise notice 'pgvector is not available here: %', sqlerrm;
end
$$;

create table drawing_embeddings (
  set_id text not null references drawing_sets (id) on delete cascade,
  model text not null,
  unit_key text not null,
  dims integer not null check (dims > 0),
  embedding real[] not null,
  created_at timestamptz not null default now(),
  primary key (set_id, model, unit_key)
);
