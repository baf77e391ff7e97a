/**
 * Form versions (docs/architecture.md "Form versions"), written once for both engines over the
 * SQL adapter of sql.ts.
 */
import type { FormContent, FormVersionOrigin } from '../../core/api/forms.ts';
import { parsed, toIso } from './rows.ts';
import type { Row, Sql } from './sql.ts';
import type { FormVersionAccess, StoredFormVersion } from './form-version-types.ts';

/**
 * Held by a publish until it commits, so two processes never take the same number. Any
 * constant works, as long as every process uses it and no other lock of the store does.
 */
const publishLockKey = 7_301_962_046;

const columns = 'form_id, version, published_at, origin, restored_from, hash, content';

function versionOf(row: Row): StoredFormVersion {
  return {
    formId: String(row.form_id),
    version: Number(row.version),
    publishedAt: toIso(row.published_at),
    origin: row.origin as FormVersionOrigin,
    restoredFrom:
      row.restored_from === null || row.restored_from === undefined ? null : Number(row.restored_from),
    hash: String(row.hash),
    content: parsed(row.content) as FormContent,
  };
}

/** SQLite would keep a time as written and PostgreSQL normalise it: both are given this one form. */
const isoOf = (text: string) => new Date(text).toISOString();

async function lockedVersions(sql: Sql, formId: string): Promise<Row[]> {
  const lock = sql.advisoryLock(publishLockKey);
  if (lock) await sql.run(lock);
  return sql.all('SELECT version, origin, hash FROM form_versions WHERE form_id = ? ORDER BY version', [
    formId,
  ]);
}

async function insert(
  sql: Sql,
  formId: string,
  version: number,
  at: string,
  entry: { origin: FormVersionOrigin; restoredFrom?: number; hash: string; content: FormContent },
): Promise<void> {
  await sql.run(`INSERT INTO form_versions (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
    formId,
    version,
    at,
    entry.origin,
    entry.restoredFrom ?? null,
    entry.hash,
    JSON.stringify(entry.content),
  ]);
}

export function formVersionQueries(db: Sql): FormVersionAccess {
  return {
    async live() {
      const rows = await db.all(
        `SELECT f.form_id, f.version, f.hash FROM form_versions f
         WHERE f.version = (SELECT max(g.version) FROM form_versions g WHERE g.form_id = f.form_id)
         ORDER BY f.form_id`,
      );
      return rows.map((row) => ({
        formId: String(row.form_id),
        version: Number(row.version),
        hash: String(row.hash),
      }));
    },

    async version(formId, version) {
      // PostgreSQL refuses a number its INTEGER cannot hold where SQLite finds nothing: both answer null.
      if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647) return null;
      const rows = await db.all(`SELECT ${columns} FROM form_versions WHERE form_id = ? AND version = ?`, [
        formId,
        version,
      ]);
      return rows.length ? versionOf(rows[0]) : null;
    },

    async versions(formId) {
      const rows = await db.all(`SELECT ${columns} FROM form_versions WHERE form_id = ? ORDER BY version`, [
        formId,
      ]);
      return rows.map(versionOf);
    },

    async publish(entry, nowIso) {
      const at = isoOf(nowIso);
      return db.transaction(async (sql) => {
        const rows = await lockedVersions(sql, entry.formId);
        const live = rows.length ? Number(rows[rows.length - 1].version) : 0;
        if (entry.basedOn !== undefined && entry.basedOn !== live) return { conflict: live };
        await insert(sql, entry.formId, live + 1, at, entry);
        return { version: live + 1, publishedAt: at };
      });
    },

    async recordShipped(formId, hash, content, nowIso) {
      const at = isoOf(nowIso);
      await db.transaction(async (sql) => {
        const rows = await lockedVersions(sql, formId);
        if (rows.length === 0) return insert(sql, formId, 1, at, { origin: 'shipped', hash, content });
        const shippedBefore = rows.some((row) => row.origin === 'shipped' && row.hash === hash);
        const live = rows[rows.length - 1];
        if (shippedBefore || live.origin !== 'shipped') return;
        await insert(sql, formId, Number(live.version) + 1, at, { origin: 'shipped', hash, content });
      });
    },

    async validator(hash) {
      const rows = await db.all('SELECT code FROM form_validators WHERE hash = ?', [hash]);
      return rows.length ? String(rows[0].code) : null;
    },

    async saveValidator(hash, code, nowIso) {
      await db.run(
        'INSERT INTO form_validators (hash, code, created_at) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING',
        [hash, code, isoOf(nowIso)],
      );
    },

    async usedFields(formId) {
      const rows = await db.all(db.answeredFields, [formId]);
      return rows.map((row) => String(row.field)).sort();
    },
  };
}
