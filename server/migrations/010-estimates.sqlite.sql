-- Estimates (core/pricing/estimate.ts): the price a form's price table gives for the
-- options a request chose, computed by the server when the request comes in (never a number the
-- browser sent) and kept with it, as the table said it then. The PostgreSQL twin is
-- 010-estimates.postgres.sql: keep the two the same logical schema.

-- JSON text: {table, currency, unit, quantity, selection, lines: [{id, value?, cents}], totalCents}
-- (core/pricing/estimate.ts); NULL when the form names no price table.
ALTER TABLE submissions ADD COLUMN estimate TEXT;
