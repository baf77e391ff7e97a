-- Background jobs (docs/architecture.md "Background jobs"): work about a request that takes
-- longer than a request should (a gang sheet's print file), queued in the transaction that
-- stores the request and worked by any server process, as the e-mail outbox is. The
-- PostgreSQL twin is 013-jobs.postgres.sql: keep the two the same logical schema.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  -- 'gang-sheet-print' (server/gang-sheets/).
  kind TEXT NOT NULL,
  -- 'queued' until a worker claims it; 'running' while a claim holds it (until lease_until_ms);
  -- 'done'; 'failed' once given up on (the owner can queue it again).
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since 1970: when queued, when the next try is due, when the running claim runs
  -- out (a process killed halfway leaves the job to be taken again then), when it ended.
  created_ms INTEGER NOT NULL,
  due_ms INTEGER NOT NULL,
  lease_until_ms INTEGER,
  done_ms INTEGER,
  last_error TEXT
);
CREATE INDEX jobs_due ON jobs (state, due_ms);
CREATE INDEX jobs_submission_id ON jobs (submission_id, id);
