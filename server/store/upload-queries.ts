/**
 * The resumable uploads' rows (upload-types.ts), written once for both engines over the SQL
 * adapter of sql.ts. `claimUploads` runs inside the transaction that stores a request.
 */
import { placeholders, type Row, type Sql } from './sql.ts';
import { UploadTakenError, type UploadAccess, type UploadRecord } from './upload-types.ts';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function uploadOf(row: Row): UploadRecord {
  return {
    id: String(row.id),
    formId: String(row.form_id),
    field: String(row.field),
    originalName: String(row.original_name),
    contentType: String(row.content_type),
    size: Number(row.size),
    clientKey: String(row.client_key),
    createdMs: Number(row.created_ms),
    expiresMs: Number(row.expires_ms),
    headChecked: Number(row.head_checked) === 1,
    storedName: row.stored_name === null ? null : String(row.stored_name),
    sha256: row.sha256 === null ? null : String(row.sha256),
    finishedMs: nullableNumber(row.finished_ms),
    submissionId: nullableNumber(row.submission_id),
  };
}

export function uploadQueries(db: Sql): UploadAccess {
  return {
    async create(u) {
      await db.run(
        `INSERT INTO uploads (id, form_id, field, original_name, content_type, size, client_key, created_ms, expires_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          u.id,
          u.formId,
          u.field,
          u.originalName,
          u.contentType,
          u.size,
          u.clientKey,
          u.createdMs,
          u.expiresMs,
        ],
      );
    },
    async get(id) {
      const rows = await db.all('SELECT * FROM uploads WHERE id = ?', [id]);
      return rows.length ? uploadOf(rows[0]) : null;
    },
    async openFor(clientKey, nowMs) {
      const rows = await db.all(
        `SELECT count(*) AS n, coalesce(sum(size), 0) AS bytes FROM uploads
         WHERE client_key = ? AND finished_ms IS NULL AND expires_ms > ?`,
        [clientKey, nowMs],
      );
      return { count: Number(rows[0].n), bytes: Number(rows[0].bytes) };
    },
    async markHeadChecked(id) {
      await db.run('UPDATE uploads SET head_checked = 1 WHERE id = ?', [id]);
    },
    async nameStoredFile(id, storedName) {
      const changed = await db.run(
        'UPDATE uploads SET stored_name = ? WHERE id = ? AND stored_name IS NULL',
        [storedName, id],
      );
      return changed === 1;
    },
    async finish(id, sha256, nowMs, expiresMs) {
      await db.run('UPDATE uploads SET sha256 = ?, finished_ms = ?, expires_ms = ? WHERE id = ?', [
        sha256,
        nowMs,
        expiresMs,
        id,
      ]);
    },
    async remove(id) {
      await db.run('DELETE FROM uploads WHERE id = ?', [id]);
      await db.run('DELETE FROM upload_locks WHERE upload_id = ?', [id]);
    },
    async expired(nowMs, limit) {
      const rows = await db.all(`SELECT * FROM uploads WHERE expires_ms <= ? ORDER BY expires_ms LIMIT ?`, [
        nowMs,
        limit,
      ]);
      return rows.map(uploadOf);
    },
    async tryLock(id, holder, untilMs, nowMs) {
      const taken = await db.run(
        `INSERT INTO upload_locks (upload_id, holder, until_ms, release_wanted) VALUES (?, ?, ?, 0)
         ON CONFLICT (upload_id) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms,
           release_wanted = 0
         WHERE upload_locks.until_ms < ?`,
        [id, holder, untilMs, nowMs],
      );
      return taken === 1;
    },
    async renewLock(id, holder, untilMs) {
      const held = await db.run('UPDATE upload_locks SET until_ms = ? WHERE upload_id = ? AND holder = ?', [
        untilMs,
        id,
        holder,
      ]);
      if (held !== 1) return { held: false, releaseWanted: false };
      const rows = await db.all('SELECT release_wanted FROM upload_locks WHERE upload_id = ?', [id]);
      return { held: true, releaseWanted: Number(rows[0]?.release_wanted) === 1 };
    },
    async wantRelease(id) {
      await db.run('UPDATE upload_locks SET release_wanted = 1 WHERE upload_id = ?', [id]);
    },
    async unlock(id, holder) {
      await db.run('DELETE FROM upload_locks WHERE upload_id = ? AND holder = ?', [id, holder]);
    },
  };
}

/**
 * In the transaction that stores request `submissionId`: its uploads are its own now. An upload
 * another request took in the meantime (two tabs sending at once) refuses this one, whole.
 */
export async function claimUploads(sql: Sql, ids: readonly string[], submissionId: number): Promise<void> {
  if (ids.length === 0) return;
  const taken = await sql.run(
    `UPDATE uploads SET submission_id = ?
     WHERE id IN (${placeholders(ids.length)}) AND submission_id IS NULL AND finished_ms IS NOT NULL`,
    [submissionId, ...ids],
  );
  // Rolls the whole request back; the intake answers 400.
  if (taken !== ids.length) throw new UploadTakenError();
}
