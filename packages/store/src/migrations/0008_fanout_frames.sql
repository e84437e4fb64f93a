-- Estimate events too large for a NOTIFY payload (8000 bytes) travel through this table: the notification
-- carries the row's id and each listening server reads the frame (issue 20, several servers). Rows are
-- short-lived; the publisher deletes those older than a few minutes.
create table fanout_frames (
  id bigserial primary key,
  frame text not null,
  created_at timestamptz not null default now()
);
