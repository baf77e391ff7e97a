/**
 * The file bookkeeping of both stores (types.ts FileRecords), written once over the SQL
 * adapter of sql.ts, plus the parts of insert and delete that keep it: the loose
 * files a commit claims or a delete lets go, and the idempotency key a submission came with.
 */
import { toIso } from './rows.ts';
import { placeholders, type Sql } from './sql.ts';
import type { FileRecords, InsertResult } from './types.ts';

/** Backups take leases named `backup:<id>`: while one is held, deleted files stay. */
export const backupLeasePrefix = 'backup:';

export function fileQueries(db: Sql): FileRecords {
  return {
    async reserve(storedName, nowMs) {
      await db.run(
        `INSERT INTO loose_files (stored_name, reason, since_ms) VALUES (?, 'upload', ?)
         ON CONFLICT (stored_name) DO NOTHING`,
        [storedName, nowMs],
      );
    },
    async discard(storedNames, nowMs) {
      if (storedNames.length === 0) return;
      await db.transaction(async (sql) => {
        for (const name of storedNames) {
          await sql.run(
            `INSERT INTO loose_files (stored_name, reason, since_ms) VALUES (?, 'deleted', ?)
             ON CONFLICT (stored_name) DO UPDATE SET reason = 'deleted'`,
            [name, nowMs],
          );
        }
      });
    },
    async removable(nowMs, uploadsBeforeMs, limit) {
      const rows = await db.all(
        `SELECT stored_name FROM loose_files
         WHERE (reason = 'upload' AND since_ms < ?)
            OR (reason = 'deleted' AND NOT EXISTS
                 (SELECT 1 FROM leases WHERE name LIKE '${backupLeasePrefix}%' AND until_ms > ?))
         ORDER BY since_ms LIMIT ?`,
        [uploadsBeforeMs, nowMs, limit],
      );
      return rows.map((row) => String(row.stored_name));
    },
    async forget(storedNames) {
      if (storedNames.length === 0) return;
      await db.run(`DELETE FROM loose_files WHERE stored_name IN (${placeholders(storedNames.length)})`, [
        ...storedNames,
      ]);
    },
    async holdLease(name, untilMs) {
      await db.run(
        `INSERT INTO leases (name, until_ms) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET until_ms = excluded.until_ms`,
        [name, untilMs],
      );
    },
    async releaseLease(name) {
      await db.run('DELETE FROM leases WHERE name = ?', [name]);
    },
    async forgetIdempotencyKeys(beforeMs) {
      await db.run('DELETE FROM idempotency_keys WHERE created_ms < ?', [beforeMs]);
    },
  };
}

/** In the transaction that stores a request: its files are held by it now, not loose. */
export async function claimFiles(sql: Sql, storedNames: readonly string[]): Promise<void> {
  if (storedNames.length === 0) return;
  await sql.run(`DELETE FROM loose_files WHERE stored_name IN (${placeholders(storedNames.length)})`, [
    ...storedNames,
  ]);
}

/**
 * In the transaction that stores a request, before its row: records the key, or answers with
 * the reference of the request that came with it first (PostgreSQL makes a second transaction
 * with the same key wait here until the first one ends). A key whose request was deleted since
 * is taken over.
 */
export async function takeIdempotencyKey(
  sql: Sql,
  formId: string,
  key: string,
  reference: string,
  nowMs: number,
): Promise<InsertResult | null> {
  const taken = await sql.run(
    `INSERT INTO idempotency_keys (form_id, idem_key, reference, created_ms) VALUES (?, ?, ?, ?)
     ON CONFLICT (form_id, idem_key) DO NOTHING`,
    [formId, key, reference, nowMs],
  );
  if (taken > 0) return null;
  const rows = await sql.all(
    `SELECT s.id, s.reference, s.created_at FROM idempotency_keys k
     JOIN submissions s ON s.reference = k.reference WHERE k.form_id = ? AND k.idem_key = ?`,
    [formId, key],
  );
  if (rows.length > 0) {
    const row = rows[0];
    return {
      id: Number(row.id),
      reference: String(row.reference),
      createdAt: toIso(row.created_at),
      replayed: true,
    };
  }
  await sql.run(
    'UPDATE idempotency_keys SET reference = ?, created_ms = ? WHERE form_id = ? AND idem_key = ?',
    [reference, nowMs, formId, key],
  );
  return null;
}

/** Marks the files of the given requests loose, in the transaction that deletes them. */
export async function letGoOfFiles(sql: Sql, whereSubmissions: string, params: unknown[], nowMs: number) {
  await sql.run(
    `INSERT INTO loose_files (stored_name, reason, since_ms)
     SELECT f.stored_name, 'deleted', ? FROM files f JOIN submissions s ON s.id = f.submission_id
     WHERE ${whereSubmissions}
     ON CONFLICT (stored_name) DO UPDATE SET reason = 'deleted'`,
    [nowMs, ...params],
  );
}
