-- Submissions and their files. The SQLite twin is 001-initial.sqlite.sql: keep the two the
-- same logical schema (same tables, columns, keys and defaults).
CREATE TABLE submissions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  form_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'received',
  data JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ip_hash TEXT,
  user_agent TEXT
);

-- The owner's list: newest first, optionally one form or one status.
CREATE INDEX submissions_created_at ON submissions (created_at DESC, id DESC);
CREATE INDEX submissions_form_id ON submissions (form_id, created_at DESC);
CREATE INDEX submissions_status ON submissions (status, created_at DESC);

CREATE TABLE files (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  original_name TEXT NOT NULL,
  stored_name TEXT NOT NULL,
  size BIGINT NOT NULL CHECK (size >= 0),
  content_type TEXT NOT NULL,
  sha256 TEXT NOT NULL
);

CREATE INDEX files_submission_id ON files (submission_id);

-- Values made once per database and shared by every process (the IP hash key).
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
