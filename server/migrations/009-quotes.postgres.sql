-- Priced quotes (docs/owner-guide.md "Quotes"): the owner sends a quote on a request, frozen as version n,
-- and the customer accepts or declines it on their page. The SQLite twin is
-- 009-quotes.sqlite.sql: keep the two the same logical schema.

-- What happened besides a status change ('quote-sent', 'quote-accepted', 'quote-declined',
-- 'quote-extended') and the quote's version; both NULL for a plain status change.
ALTER TABLE status_history ADD COLUMN event TEXT;
ALTER TABLE status_history ADD COLUMN version INTEGER;

-- Quotes, numbered 1, 2, ... per request. A quote whose request has a newer version is
-- superseded: derived, never stored, like proofs. Every column of what the customer is shown is
-- written once, when the quote is sent; only valid_until (an extension, recorded in
-- quote_extensions) and sha256 with it change while it is still 'sent', and the decision once.
CREATE TABLE quotes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id BIGINT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  -- JSON text: [{description, quantity, unitCents, source?, amountCents}], as the server priced them.
  lines TEXT NOT NULL,
  -- JSON text: {kind: 'percent', percent} or {kind: 'amount', cents}; NULL for none.
  discount TEXT,
  -- The tax rate in thousandths of a percent (7.25% is 7250), a whole number so it stays exact;
  -- NULL for no tax.
  tax_rate_thousandths INTEGER,
  subtotal_cents BIGINT NOT NULL,
  discount_cents BIGINT NOT NULL,
  tax_cents BIGINT NOT NULL,
  total_cents BIGINT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD',
  -- The last day (YYYY-MM-DD, in the shop's time zone) it may be accepted.
  valid_until TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  sent_at TIMESTAMPTZ NOT NULL,
  sent_ms BIGINT NOT NULL,
  -- 'sent', 'accepted' or 'declined'; decided once, by one conditional update.
  state TEXT NOT NULL DEFAULT 'sent',
  -- SHA-256 of the quote as the customer is shown it (server/quotes/quote-digest.ts).
  sha256 TEXT NOT NULL,
  -- The record of the decision: 'accept' or 'decline', the typed name (accept), the reason and
  -- comment (decline), when, from which address and browser, and the SHA-256 that was shown.
  decision_kind TEXT,
  decision_name TEXT,
  decision_reason TEXT,
  decision_comment TEXT,
  decided_at TIMESTAMPTZ,
  decision_ip TEXT,
  decision_user_agent TEXT,
  decision_sha256 TEXT,
  UNIQUE (submission_id, version)
);
-- The accountant's export lists the accepted quotes, newest acceptance first.
CREATE INDEX quotes_accepted ON quotes (decided_at) WHERE state = 'accepted';

-- Each time the owner moved the valid-until date of a quote still open: from which day to which.
CREATE TABLE quote_extensions (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quote_id BIGINT NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  from_day TEXT NOT NULL,
  to_day TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX quote_extensions_quote_id ON quote_extensions (quote_id, id);
