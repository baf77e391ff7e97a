-- The e-mail outbox (docs/configuration.md "E-mails"): each request's e-mails are queued in the same
-- transaction that stores it, and a sender works the queue, so a mail server that is down, or
-- a restart, never loses one. The language of the page a request came from is kept with it, for
-- the visitor's e-mails. The PostgreSQL twin is 004-outbox.postgres.sql.
ALTER TABLE submissions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  -- 'shop' (to NOTIFY_TO), 'visitor' (the receipt), 'status' (a status change).
  kind TEXT NOT NULL,
  -- The whole message as JSON (to, replyTo, subject, text, html), composed when queued.
  message TEXT NOT NULL,
  -- 'pending' until sent; 'sent'; 'failed' once given up on.
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since 1970: when queued, when the next try is due (or a claim runs out),
  -- when it was sent or given up on.
  created_ms INTEGER NOT NULL,
  due_ms INTEGER NOT NULL,
  done_ms INTEGER,
  last_error TEXT
);
CREATE INDEX outbox_due ON outbox (state, due_ms);
CREATE INDEX outbox_submission_id ON outbox (submission_id, id);

-- The in-memory notifier's record, replaced by the outbox.
ALTER TABLE submissions DROP COLUMN notify_state;
ALTER TABLE submissions DROP COLUMN notify_attempts;
ALTER TABLE submissions DROP COLUMN notify_at;
