-- Whether the shop's e-mail about a request went out (docs/configuration.md), for the owner's
-- inbox: NULL when none was due (notifications off, or spam). The SQLite twin is
-- 003-notify-state.sqlite.sql.
ALTER TABLE submissions ADD COLUMN notify_state TEXT;
ALTER TABLE submissions ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN notify_at TIMESTAMPTZ;
