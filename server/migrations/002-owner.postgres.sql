-- The owner's inbox: one status list for the whole product, the spam folder, each request's
-- status history and notes, and the owner's password, sessions and sign-in throttle. The
-- SQLite twin is 002-owner.sqlite.sql: keep the two the same logical schema.
UPDATE submissions SET status = 'in-production' WHERE status = 'in-progress';
ALTER TABLE submissions ADD COLUMN spam_reason TEXT;
ALTER TABLE submissions ADD COLUMN updated_at TIMESTAMPTZ;

CREATE TABLE status_history (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX status_history_submission_id ON status_history (submission_id, id);
-- Rows stored before this migration start their history when they arrived.
INSERT INTO status_history (submission_id, status, changed_by, at)
  SELECT id, 'received', 'visitor', created_at FROM submissions;

CREATE TABLE notes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX notes_submission_id ON notes (submission_id, id);

-- One row at most: the owner's scrypt hash.
CREATE TABLE owner_password (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  hash TEXT NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL
);

-- Times in milliseconds since 1970, so both dialects compare them the same way.
CREATE TABLE owner_sessions (
  id_hash TEXT PRIMARY KEY,
  created_ms BIGINT NOT NULL,
  last_seen_ms BIGINT NOT NULL
);

CREATE TABLE sign_in_failures (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address_hash TEXT NOT NULL,
  at_ms BIGINT NOT NULL
);
CREATE INDEX sign_in_failures_address ON sign_in_failures (address_hash, at_ms);
