/**
 * Numbered versions of a document kept in the store, written once for both engines over the
 * SQL adapter of sql.ts and used for forms (form_versions) and price tables
 * (price_table_versions): docs/architecture.md "Form versions" and "Price table versions".
 * A version is never changed once stored; the highest of a document is its live one.
 */
import type { FormVersionOrigin } from '../../core/api/forms.ts';
import type { StoredVersion, VersionAccess } from './form-version-types.ts';
import { parsed, toIso } from './rows.ts';
import type { Row, Sql } from './sql.ts';

export type VersionTable = {
  /** `form_versions`, `price_table_versions`. */
  table: string;
  /** Its document column: `form_id`, `table_id`. */
  key: string;
  /**
   * Held by a publish until it commits, so two processes never take the same number. Any
   * constant works, as long as every process uses it and no other lock of the store does.
   */
  lockKey: number;
};

/** SQLite would keep a time as written and PostgreSQL normalise it: both are given this one form. */
export const isoOf = (text: string) => new Date(text).toISOString();

export function versionQueries<C>(db: Sql, { table, key, lockKey }: VersionTable): VersionAccess<C> {
  const columns = `${key}, version, published_at, origin, restored_from, hash, content`;

  const versionOf = (row: Row): StoredVersion<C> => ({
    id: String(row[key]),
    version: Number(row.version),
    publishedAt: toIso(row.published_at),
    origin: row.origin as FormVersionOrigin,
    restoredFrom:
      row.restored_from === null || row.restored_from === undefined ? null : Number(row.restored_from),
    hash: String(row.hash),
    content: parsed(row.content) as C,
  });

  async function lockedVersions(sql: Sql, id: string): Promise<Row[]> {
    const lock = sql.advisoryLock(lockKey);
    if (lock) await sql.run(lock);
    return sql.all(`SELECT version, origin, hash FROM ${table} WHERE ${key} = ? ORDER BY version`, [id]);
  }

  async function insert(
    sql: Sql,
    id: string,
    version: number,
    at: string,
    entry: { origin: FormVersionOrigin; restoredFrom?: number; hash: string; content: C },
  ): Promise<void> {
    await sql.run(`INSERT INTO ${table} (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
      id,
      version,
      at,
      entry.origin,
      entry.restoredFrom ?? null,
      entry.hash,
      JSON.stringify(entry.content),
    ]);
  }

  return {
    async live() {
      const rows = await db.all(
        `SELECT f.${key}, f.version, f.hash FROM ${table} f
         WHERE f.version = (SELECT max(g.version) FROM ${table} g WHERE g.${key} = f.${key})
         ORDER BY f.${key}`,
      );
      return rows.map((row) => ({
        id: String(row[key]),
        version: Number(row.version),
        hash: String(row.hash),
      }));
    },

    async version(id, version) {
      // PostgreSQL refuses a number its INTEGER cannot hold where SQLite finds nothing: both answer null.
      if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647) return null;
      const rows = await db.all(`SELECT ${columns} FROM ${table} WHERE ${key} = ? AND version = ?`, [
        id,
        version,
      ]);
      return rows.length ? versionOf(rows[0]) : null;
    },

    async versions(id) {
      const rows = await db.all(`SELECT ${columns} FROM ${table} WHERE ${key} = ? ORDER BY version`, [id]);
      return rows.map(versionOf);
    },

    async publish(entry, nowIso) {
      const at = isoOf(nowIso);
      return db.transaction(async (sql) => {
        const rows = await lockedVersions(sql, entry.id);
        const live = rows.length ? Number(rows[rows.length - 1].version) : 0;
        if (entry.basedOn !== undefined && entry.basedOn !== live) return { conflict: live };
        await insert(sql, entry.id, live + 1, at, entry);
        return { version: live + 1, publishedAt: at };
      });
    },

    async recordShipped(id, hash, content, nowIso) {
      const at = isoOf(nowIso);
      await db.transaction(async (sql) => {
        const rows = await lockedVersions(sql, id);
        if (rows.length === 0) return insert(sql, id, 1, at, { origin: 'shipped', hash, content });
        const shippedBefore = rows.some((row) => row.origin === 'shipped' && row.hash === hash);
        const live = rows[rows.length - 1];
        if (shippedBefore || live.origin !== 'shipped') return;
        await insert(sql, id, Number(live.version) + 1, at, { origin: 'shipped', hash, content });
      });
    },
  };
}
