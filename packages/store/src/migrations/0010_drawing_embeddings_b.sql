-- Vision captions of drawing sheets (issue 16), by the sha256 of the rendered page image and the model, so the
-- same page is described once whatever set or revision it comes in; tokens and cost of the call kept with it.
create table drawing_captions (
  page_sha256 text not null check (page_sha256 ~ '^[0-9a-f]{64}$'),
  model text not null,
  caption text not null,
  input_tokens integer not null default 0,
  output_tokens integer not null default 0,
  cost_usd numeric(12, 6) not null default 0,
  created_at timestamptz not null default now(),
  primary key (page_sha256, model)
);
