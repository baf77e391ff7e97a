/**
 * The nightly backups' record (docs/data-and-backups.md "Nightly backups"), written once for both engines: one
 * row per shop-local day, claimed by exactly one process, and what became of it.
 */
import type { Sql } from './sql.ts';
import type { BackupRun, BackupRuns } from './types.ts';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function backupRunQueries(db: Sql): BackupRuns {
  return {
    async claim(day, nowMs, staleBeforeMs) {
      // A claim whose process died before it finished may be taken over once it is stale.
      const changed = await db.run(
        `INSERT INTO backup_runs (day, started_ms) VALUES (?, ?)
         ON CONFLICT (day) DO UPDATE SET started_ms = excluded.started_ms, error = NULL
         WHERE backup_runs.finished_ms IS NULL AND backup_runs.started_ms < ?`,
        [day, nowMs, staleBeforeMs],
      );
      return changed > 0;
    },
    async finish(day, result) {
      await db.run('UPDATE backup_runs SET finished_ms = ?, file = ?, size = ?, error = ? WHERE day = ?', [
        result.finishedMs,
        result.file ?? null,
        result.size ?? null,
        result.error ?? null,
        day,
      ]);
    },
    async latest() {
      const rows = await db.all('SELECT * FROM backup_runs ORDER BY day DESC LIMIT 1');
      if (rows.length === 0) return null;
      const row = rows[0];
      const run: BackupRun = {
        day: String(row.day),
        startedMs: Number(row.started_ms),
        finishedMs: numberOrNull(row.finished_ms),
        file: row.file === null || row.file === undefined ? null : String(row.file),
        size: numberOrNull(row.size),
        error: row.error === null || row.error === undefined ? null : String(row.error),
      };
      return run;
    },
  };
}
