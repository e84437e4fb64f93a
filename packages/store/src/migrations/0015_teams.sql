-- Quoin store, migration 0015 (issue 20, teams): a drawing Q&A of one organisation never reads another's captions.
-- Captions were cached per page image for the whole store, so a firm uploading a page another firm had
-- captioned got that firm's caption (and learnt the page was there). They become per organisation; every
-- existing caption stays in the default one. Embeddings need no column: they are scoped through their set.
alter table drawing_captions add column org_id text not null default 'org-default' references organisations (id);
alter table drawing_captions drop constraint drawing_captions_pkey;
alter table drawing_captions add primary key (org_id, page_sha256, model);
