-- The customer's side of a request (docs/owner-guide.md "The customer's page: messages and proofs"): the private links e-mailed
-- to them, the conversation with the shop, and proofs approved online. The PostgreSQL twin is
-- 008-customer.postgres.sql: keep the two the same logical schema.

-- A link's token is never stored, only its SHA-256, so a copy of the database opens no page.
-- Times the store compares are milliseconds since 1970 (like owner_sessions).
CREATE TABLE customer_links (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  -- Set when the owner ends every link of the request; NULL while it works.
  revoked_ms INTEGER
);
CREATE INDEX customer_links_submission_id ON customer_links (submission_id);

-- The conversation, oldest first by id. Apart from the owner's notes, which stay private.
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  -- 'shop' or 'customer'.
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  -- When the owner read a customer's message; always NULL for the shop's own.
  read_at TEXT
);
-- The conversation of a request, and its newest message (who waits for whom).
CREATE INDEX messages_submission_id ON messages (submission_id, id);

-- Where a file came from: the request's form, a message, or a proof. Every file keeps its
-- request's submission_id, so deleting a request lets go of all of them together.
ALTER TABLE files ADD COLUMN origin TEXT NOT NULL DEFAULT 'form';
ALTER TABLE files ADD COLUMN message_id INTEGER REFERENCES messages (id) ON DELETE CASCADE;
CREATE INDEX files_message_id ON files (message_id);

-- Proofs, numbered 1, 2, ... per request. A proof whose request has a newer version is
-- superseded: that is derived, never stored, so no update can leave two current proofs.
CREATE TABLE proofs (
  id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  note TEXT NOT NULL DEFAULT '',
  sent_at TEXT NOT NULL,
  -- The same moment in milliseconds: the reminders are due from it.
  sent_ms INTEGER NOT NULL,
  -- 'pending', 'approved' or 'changes-requested'; set once, by one conditional update.
  state TEXT NOT NULL DEFAULT 'pending',
  -- The record of the decision: 'approve' or 'changes', the typed name, the comment, when,
  -- from which address and browser, and the SHA-256 of the file that was shown.
  decision_kind TEXT,
  decision_name TEXT,
  decision_comment TEXT,
  decided_at TEXT,
  decision_ip TEXT,
  decision_user_agent TEXT,
  decision_sha256 TEXT,
  -- Reminders e-mailed so far (0, 1 or 2), counted in the transaction that queues each one.
  reminders_sent INTEGER NOT NULL DEFAULT 0,
  UNIQUE (submission_id, version)
);
CREATE INDEX proofs_file_id ON proofs (file_id);
-- The reminders' sweep looks only at undecided proofs.
CREATE INDEX proofs_pending ON proofs (sent_ms) WHERE state = 'pending';
