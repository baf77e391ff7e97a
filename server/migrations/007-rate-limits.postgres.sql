-- The per-address limits of the intake and of /api/status, shared by every server process on
-- this database (docs/configuration.md, TRUST_PROXY). The sqlite twin is
-- 007-rate-limits.sqlite.sql.

-- One token bucket per limit and hashed client address (never the address itself): `tokens`
-- as they were at `at_ms`, and whether the last hit was let through (1) or not (0).
CREATE TABLE rate_limits (
  scope TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  tokens DOUBLE PRECISION NOT NULL,
  at_ms BIGINT NOT NULL,
  allowed INTEGER NOT NULL,
  PRIMARY KEY (scope, address_hash)
);
CREATE INDEX rate_limits_at ON rate_limits (at_ms);
