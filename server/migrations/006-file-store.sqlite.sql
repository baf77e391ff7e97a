-- Files on local disk or in an S3-compatible bucket, backups, and retried requests
-- (docs/data-and-backups.md "Where data lives", "Backup and restore"). The postgres twin is 006-file-store.postgres.sql.

-- A file whose object may exist without a request that holds it: an upload under way (noted
-- before its first byte, forgotten by the commit that stores its request) or a file of a
-- deleted request. The sweeper removes the object, then the row, so a killed process or a
-- failed delete leaves nothing behind for longer than one sweep.
CREATE TABLE loose_files (
  stored_name TEXT PRIMARY KEY,
  -- 'upload' or 'deleted'.
  reason TEXT NOT NULL,
  since_ms INTEGER NOT NULL
);

-- A submission's Idempotency-Key, per form: a retry with the same key gets the first answer.
CREATE TABLE idempotency_keys (
  form_id TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  reference TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (form_id, idem_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_ms);

-- Held by a process for a while (a backup under way keeps deleted files until it is done).
CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  until_ms INTEGER NOT NULL
);

-- The nightly backups: one row per shop-local day, claimed by exactly one process.
CREATE TABLE backup_runs (
  day TEXT PRIMARY KEY,
  started_ms INTEGER NOT NULL,
  finished_ms INTEGER,
  file TEXT,
  size INTEGER,
  error TEXT
);
