/**
 * The per-address limits of both stores (upkeep-types.ts RateLimits), written once over the SQL
 * adapter of sql.ts. A hit is one INSERT ... ON CONFLICT DO UPDATE ... RETURNING:
 * PostgreSQL locks the bucket's row for the statement and SQLite has one writer, so two processes
 * counting the same address at once never both take its last token.
 */
import type { Sql } from './sql.ts';
import type { RateLimits } from './upkeep-types.ts';

export function rateLimitQueries(db: Sql): RateLimits {
  // The bucket refilled since its last hit, capped at its capacity (the new row's tokens + 1),
  // with the same floating-point steps as `tokens + elapsed * perMs` in JavaScript. A clock
  // that is behind (another machine's) refills nothing rather than going back.
  const refilled = db.least(
    'excluded.tokens + 1',
    `rate_limits.tokens + ${db.greatest('0', 'excluded.at_ms - rate_limits.at_ms')} * CAST(? AS DOUBLE PRECISION)`,
  );
  const take = `INSERT INTO rate_limits (scope, address_hash, tokens, at_ms, allowed)
    VALUES (?, ?, CAST(? AS DOUBLE PRECISION) - 1, CAST(? AS BIGINT), 1)
    ON CONFLICT (scope, address_hash) DO UPDATE SET
      tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
      allowed = CASE WHEN ${refilled} >= 1 THEN 1 ELSE 0 END,
      at_ms = ${db.greatest('rate_limits.at_ms', 'excluded.at_ms')}
    RETURNING tokens, allowed`;

  return {
    async take(scope, addressHash, perMinute, nowMs) {
      const perMs = perMinute / 60_000;
      const rows = await db.all(take, [
        scope,
        addressHash,
        perMinute,
        Math.floor(nowMs),
        ...Array.from({ length: 4 }, () => perMs),
      ]);
      return { allowed: Number(rows[0].allowed) === 1, tokens: Number(rows[0].tokens) };
    },
    async forgetBefore(beforeMs) {
      await db.run('DELETE FROM rate_limits WHERE at_ms < ?', [Math.floor(beforeMs)]);
    },
  };
}
