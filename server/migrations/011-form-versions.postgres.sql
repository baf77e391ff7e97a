-- Form versions (docs/architecture.md "Form versions"): every version of every form, the file
-- in forms/ being version 1 of its form, each publish or restore the next number. A version is
-- never changed once stored. The SQLite twin is 011-form-versions.sqlite.sql: keep the two
-- the same logical schema.
CREATE TABLE form_versions (
  form_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  published_at TIMESTAMPTZ NOT NULL,
  -- 'shipped' (the file in forms/ when a server first ran with it), 'owner' or 'restore'.
  origin TEXT NOT NULL CHECK (origin IN ('shipped', 'owner', 'restore')),
  -- The version a restore copied.
  restored_from INTEGER,
  -- Names the content (server/forms/form-content.ts contentHash): the file and its texts.
  hash TEXT NOT NULL,
  -- JSON text {file, texts: {en, es}}, kept as written: the file's keys keep their order.
  content TEXT NOT NULL,
  PRIMARY KEY (form_id, version)
);

-- The browser's validators of a version or of a draft being previewed, compiled by the server
-- and served as a script named by this hash. Not in backups: they are compiled again from the
-- versions when missing.
CREATE TABLE form_validators (
  hash TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

-- The version of its form a request was sent with; NULL for one stored before versions
-- existed, which was sent with version 1.
ALTER TABLE submissions ADD COLUMN form_version INTEGER;
