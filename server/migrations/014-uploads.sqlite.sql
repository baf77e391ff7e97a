-- Resumable uploads (tus, docs/architecture.md "Resumable uploads"): one row per upload from its
-- creation, so every process knows its form, field, limits and address; once complete and
-- checked, the stored file it became and its SHA-256; the request that took it. Unfinished uploads and
-- finished ones no request took are removed by the sweeper once `expires_ms` has passed.
-- The PostgreSQL twin is 014-uploads.postgres.sql: keep the two the same logical schema.
CREATE TABLE uploads (
  -- The id in its address, /api/uploads/<id>: 32 random hex digits.
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL,
  -- The part name the form sends it under (files, designFile_0, ...).
  field TEXT NOT NULL,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- The sender's address, hashed as the intake hashes it (per-address limits).
  client_key TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  -- 1 once the first bytes were checked against the type its name says.
  head_checked INTEGER NOT NULL DEFAULT 0,
  -- Named before the bytes move into the file store, so a process killed halfway leaves
  -- nothing the sweeper cannot find.
  stored_name TEXT,
  sha256 TEXT,
  finished_ms INTEGER,
  -- The request it belongs to, once one took it.
  submission_id INTEGER
);
CREATE INDEX uploads_client ON uploads (client_key, finished_ms);
CREATE INDEX uploads_expires ON uploads (expires_ms);

-- The lock of one upload while a process writes its next part (the tus server's locker):
-- held until until_ms and renewed while the part arrives; release_wanted asks the holder
-- (in any process) to let go, as a client that reconnects does.
CREATE TABLE upload_locks (
  upload_id TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  until_ms INTEGER NOT NULL,
  release_wanted INTEGER NOT NULL DEFAULT 0
);
