-- A plan whose execution failed is marked failed with its reason (issue 14): it no longer blocks the resume
-- of other approved plans at start, and the workspace can say why.
alter table plans drop constraint plans_status_check;
alter table plans add constraint plans_status_check
  check (status in ('pending', 'approved', 'rejected', 'superseded', 'executed', 'failed'));
alter table plans add column failure jsonb;
