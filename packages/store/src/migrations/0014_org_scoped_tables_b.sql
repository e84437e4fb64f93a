-- Quoin store, migration 0014_b: agent configs per organisation (issue 20). A name was unique per store; it
-- becomes unique per organisation, so every firm has its own built-in agents and may name its own freely. The
-- default organisation's agents keep their id (= name); another organisation's are keyed `<org id>:<name>`
-- (names never hold a colon), so versions, which key on the agent's id, need no new column.
alter table agent_configs drop constraint agent_configs_name_key;
alter table agent_configs add constraint agent_configs_org_name_key unique (org_id, name);
