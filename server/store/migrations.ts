/**
 * Numbered SQL migrations, one file per dialect: `NNN-name.sqlite.sql` and
 * `NNN-name.postgres.sql` in server/migrations/. Each store applies, in order, the numbers
 * its `schema_migrations` table does not list yet, each number in its own transaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Dialect = 'sqlite' | 'postgres';
export type Migration = { version: number; name: string; sql: string };

const fileName = /^(\d{3})-([a-z0-9-]+)\.(sqlite|postgres)\.sql$/;

/** The server resolves its folders against the working directory (the project root). */
export function defaultMigrationsDir(): string {
  return resolve('server', 'migrations');
}

export function loadMigrations(dir: string, dialect: Dialect): Migration[] {
  const migrations: Migration[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const match = fileName.exec(entry);
    if (!match || match[3] !== dialect) continue;
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two ${dialect} migrations are numbered ${match[1]} in ${dir}`);
    }
    migrations.push({ version, name: match[2], sql: readFileSync(join(dir, entry), 'utf8') });
  }
  if (migrations.length === 0) throw new Error(`No ${dialect} migrations found in ${dir}`);
  return migrations;
}

export const migrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;
