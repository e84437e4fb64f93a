-- The estimate header (issue #15): client, contact, job address, number, issue date, validity, as JSON read
-- through core's estimateHeaderSchema; and the store's sequence of estimate numbers, given once per estimate.
alter table estimates add column header jsonb;
create sequence estimate_number_seq start with 1;
