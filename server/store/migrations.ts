/**
 * Numbered SQL migrations, one file per engine: `NNN-name.sqlite.sql` and
 * `NNN-name.postgres.sql` in server/migrations/. Each store applies, in order, the numbers
 * its `schema_migrations` table does not list yet, each number in its own transaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EngineName, Sql } from './sql.ts';

export type Migration = { version: number; name: string; sql: string };

const fileName = /^(\d{3})-([a-z0-9-]+)\.(sqlite|postgres)\.sql$/;

/** Any constant works; it only has to be the same in every process of this app. */
const migrationLockKey = 7_301_962_044;

/** The server resolves its folders against the working directory (the project root). */
export function defaultMigrationsDir(): string {
  return resolve('server', 'migrations');
}

export function loadMigrations(dir: string, engine: EngineName): Migration[] {
  const migrations: Migration[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const match = fileName.exec(entry);
    if (!match || match[3] !== engine) continue;
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two ${engine} migrations are numbered ${match[1]} in ${dir}`);
    }
    migrations.push({ version, name: match[2], sql: readFileSync(join(dir, entry), 'utf8') });
  }
  if (migrations.length === 0) throw new Error(`No ${engine} migrations found in ${dir}`);
  return migrations;
}

export const migrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/**
 * Applies the migrations `db` has not yet, each in its own write transaction, so several
 * processes starting at once on a new database take turns and apply each one once. `setUp`
 * runs first in each (PostgreSQL: the store's own schema).
 */
export async function applyMigrations(
  db: Sql,
  migrations: readonly Migration[],
  setUp: readonly string[] = [],
) {
  for (const migration of migrations) {
    await db.transaction(async (sql) => {
      // Waits while another process migrates; a migration may take long on a big table.
      const lock = sql.advisoryLock(migrationLockKey);
      if (lock) await sql.script(lock);
      for (const statement of [...setUp, migrationsTable]) await sql.script(statement);
      // Checked inside the transaction: another process may have applied it meanwhile.
      const done = await sql.all('SELECT 1 FROM schema_migrations WHERE version = ?', [migration.version]);
      if (done.length) return;
      await sql.script(migration.sql);
      await sql.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    });
  }
}
