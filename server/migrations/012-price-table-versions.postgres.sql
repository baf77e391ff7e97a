-- Price table versions (docs/architecture.md "Price table versions"): every version of every
-- price table, the file in catalog/prices/ being version 1 of its table, each publish or restore
-- the next number, as form_versions keeps forms. A version is never changed once stored. The
-- SQLite twin is 012-price-table-versions.sqlite.sql: keep the two the same logical schema.
-- (A request's estimate names the version it was priced with: submissions.estimate's tableVersion.)
CREATE TABLE price_table_versions (
  table_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  published_at TIMESTAMPTZ NOT NULL,
  -- 'shipped' (the file in catalog/prices/ when a server first ran with it), 'owner' or 'restore'.
  origin TEXT NOT NULL CHECK (origin IN ('shipped', 'owner', 'restore')),
  -- The version a restore copied.
  restored_from INTEGER,
  -- Names the content (server/forms/form-content.ts contentHash of the table).
  hash TEXT NOT NULL,
  -- JSON text: the table as catalog/prices/<id>.json holds it, keys in their order.
  content TEXT NOT NULL,
  PRIMARY KEY (table_id, version)
);
