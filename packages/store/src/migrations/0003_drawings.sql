-- Drawing sets (issue 16): a PDF set, its sheets and regions, and the questions asked of it with feedback.
-- A sheet's full content (regions with their text, schedules as rows, passages) is one jsonb document whose
-- shape @quoin/drawings owns and validates when it loads it; regions are also rows, for listing and lookups.
create table drawing_sets (
  id text primary key,
  name text not null,
  revision integer not null check (revision >= 1),
  sha256 text not null unique check (sha256 ~ '^[0-9a-f]{64}$'),
  file_name text not null,
  page_count integer not null check (page_count >= 0),
  estimate_id text references estimates (id) on delete set null,
  created_by text not null,
  created_at timestamptz not null default now(),
  unique (name, revision)
);

create table drawing_sheets (
  set_id text not null references drawing_sets (id) on delete cascade,
  page integer not null check (page >= 1),
  number text not null,
  title text not null,
  text_class text not null check (text_class in ('text', 'outlines', 'raster', 'empty', 'failed')),
  note text,
  document jsonb not null,
  primary key (set_id, page)
);
create index drawing_sheets_number_idx on drawing_sheets (number);

create table drawing_regions (
  set_id text not null,
  page integer not null,
  id text not null,
  kind text not null,
  label text not null,
  bbox jsonb not null,
  caption text not null,
  primary key (set_id, id),
  foreign key (set_id, page) references drawing_sheets (set_id, page) on delete cascade
);

-- Every question asked, its answer and cost; the cache is the latest answer for a question and set version.
create table drawing_questions (
  id text primary key,
  question text not null,
  question_key text not null,
  set_version text not null,
  answer jsonb not null,
  abstained boolean not null,
  intent text not null,
  latency_ms integer not null,
  model_calls integer not null default 0,
  input_tokens integer not null default 0,
  output_tokens integer not null default 0,
  cost_usd numeric(12, 6) not null default 0,
  feedback text check (feedback in ('up', 'down')),
  feedback_note text,
  created_by text not null,
  created_at timestamptz not null default now()
);
create index drawing_questions_cache_idx on drawing_questions (question_key, set_version, created_at);
