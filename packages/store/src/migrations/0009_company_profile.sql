-- The contractor's company profile (issue #15): one row, printed on every export. The profile is JSON read
-- through protocol's companyProfileSchema, so a field added later needs no migration.
create table company_profile (
  id text primary key check (id = 'company'),
  profile jsonb not null,
  updated_at timestamptz not null default now()
);
