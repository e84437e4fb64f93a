-- Quoin store, migration 0014: tenancy in the remaining tables (issue 20). Migration 0007 gave drawing sets,
-- agent configs, runs, uploads and price lists an org_id; this one makes what was unique per store unique per
-- organisation (the same drawing file or set name may exist in two firms), gives the drawing Q&A log an
-- org_id, and keeps one company profile per organisation. Every existing row stays in the default one.

alter table drawing_sets drop constraint drawing_sets_sha256_key;
alter table drawing_sets drop constraint drawing_sets_name_revision_key;
alter table drawing_sets add constraint drawing_sets_org_sha256_key unique (org_id, sha256);
alter table drawing_sets add constraint drawing_sets_org_name_revision_key unique (org_id, name, revision);

alter table drawing_questions add column org_id text not null default 'org-default' references organisations (id);
drop index drawing_questions_cache_idx;
create index drawing_questions_cache_idx on drawing_questions (org_id, question_key, set_version, created_at);

-- The profile was one row per store (id = 'company'); it becomes one row per organisation.
alter table company_profile add column org_id text not null default 'org-default' references organisations (id);
alter table company_profile drop constraint company_profile_pkey;
alter table company_profile drop constraint company_profile_id_check;
alter table company_profile add primary key (org_id);

create index uploads_org_idx on uploads (org_id, estimate_id);
create index agent_runs_org_started_idx on agent_runs (org_id, started_at desc, id);
create index price_lists_org_idx on price_lists (org_id, name);
