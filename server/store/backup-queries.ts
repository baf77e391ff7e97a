/**
 * Backup and restore's side of both stores (types.ts BackupAccess), written once over the SQL
 * adapter of sql.ts. Each store brings only how it opens a read snapshot: a second
 * read-only connection on SQLite's WAL, a REPEATABLE READ transaction on PostgreSQL.
 */
import { backupTable, backupTables, rowFromStore, valueForStore, type BackupTable } from './backup-tables.ts';
import { placeholders, type Sql } from './sql.ts';
import type { BackupAccess } from './types.ts';

/** Runs `work` on one connection inside one read-only snapshot. */
export type ReadSnapshot = <T>(work: (sql: Sql) => Promise<T>) => Promise<T>;

function tableOf(name: string): BackupTable {
  const table = backupTable(name);
  if (!table) throw new Error(`Not a table of the backup: '${name}'`);
  return table;
}

/** Every row holds the same columns (the archive's reader checks that): the first row's. */
function insertStatement(sql: Sql, table: BackupTable, columns: string[], rowCount: number): string {
  const values = Array.from({ length: rowCount }, () => `(${placeholders(columns.length)})`).join(', ');
  const overriding = table.identity ? sql.overridingIdentity : '';
  const others = columns.filter((column) => !table.key.includes(column));
  const onConflict =
    table.replaces && others.length > 0
      ? `ON CONFLICT (${table.key.join(', ')}) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}`
      : '';
  return `INSERT INTO ${table.name} (${columns.join(', ')}) ${overriding} VALUES ${values} ${onConflict}`;
}

export function backupQueries(db: Sql, readSnapshot: ReadSnapshot): BackupAccess {
  return {
    async schemaVersion() {
      const rows = await db.all('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
      return Number(rows[0].version);
    },

    snapshot(read) {
      return readSnapshot((sql) =>
        read({
          async rows(name, after, limit) {
            const table = tableOf(name);
            const key = table.key.join(', ');
            // Keyset paging: each page is one short query, whatever the table's size.
            const where = after
              ? table.key.length === 1
                ? `WHERE ${key} > ?`
                : `WHERE (${key}) > (${placeholders(table.key.length)})`
              : '';
            const rows = await sql.all(
              `SELECT ${Object.keys(table.columns).join(', ')} FROM ${table.name} ${where} ORDER BY ${key} LIMIT ?`,
              [...(after ? table.key.map((column) => after[column]) : []), limit],
            );
            return rows.map((row) => rowFromStore(table, row));
          },
        }),
      );
    },

    async contents() {
      const rows = await db.all(
        `SELECT (SELECT count(*) FROM submissions) AS requests,
           (SELECT count(*) FROM owner_password) AS owner_password,
           (SELECT count(*) FROM site_content_versions) AS text_versions,
           (SELECT count(*) FROM site_content_drafts) AS text_drafts`,
      );
      return {
        requests: Number(rows[0].requests),
        ownerPassword: Number(rows[0].owner_password),
        textVersions: Number(rows[0].text_versions),
        textDrafts: Number(rows[0].text_drafts),
      };
    },

    async importRows(name, rows) {
      if (rows.length === 0) return;
      const table = tableOf(name);
      const columns = Object.keys(rows[0]);
      const params = rows.flatMap((row) =>
        columns.map((column) => valueForStore(table.columns[column], row[column])),
      );
      await db.transaction((sql) => sql.run(insertStatement(sql, table, columns, rows.length), params));
    },

    async finishImport() {
      // An identity column may keep its own counter, which a restore that wrote the ids never moved.
      for (const table of (backupTables as readonly BackupTable[]).filter((t) => t.identity)) {
        const restart = db.identityRestart(table.name);
        if (restart) await db.all(restart);
      }
    },
  };
}
