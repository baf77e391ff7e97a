/**
 * The store on PostgreSQL through pg's Pool, for when one machine is outgrown (docs/deployment.md "Several processes"):
 * any number of server processes share it. This file holds its connection, its transactions
 * and its dialect; the queries are store-over.ts's. Migrations take an advisory lock so two
 * processes starting together apply each one once. The connections, their time limits and what
 * an unreachable database becomes are postgres-pool.ts's.
 */
import type { ReadSnapshot } from './backup-queries.ts';
import { applyMigrations, defaultMigrationsDir, loadMigrations } from './migrations.ts';
import { migrationQueryTimeoutMs, openPool, withTimeout, type Queryable } from './postgres-pool.ts';
import type { ReferenceSource } from './reference.ts';
import { postgresDialect, type Row, type Sql } from './sql.ts';
import { storeOver } from './store-over.ts';
import type { SubmissionStore } from './types.ts';

export type PostgresStoreOptions = {
  connectionString: string;
  /** A schema of its own (created by migrate); tests use a fresh one per run. */
  schema?: string;
  migrationsDir?: string;
  newReference?: ReferenceSource;
  poolSize?: number;
};

export function createPostgresStore(options: PostgresStoreOptions): SubmissionStore {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`The PostgreSQL schema name must be lower-case letters, digits and _, got '${schema}'`);
  }
  const pool = openPool({ connectionString: options.connectionString, schema, max: options.poolSize });
  let closed = false;

  const sqlOn = (client: Queryable, inTransaction: boolean): Sql => ({
    ...postgresDialect,
    all: async (text, params = []) =>
      (await client.query(postgresDialect.placeholders(text), params)).rows as Row[],
    run: async (text, params = []) =>
      (await client.query(postgresDialect.placeholders(text), params)).rowCount ?? 0,
    // Only migrations run scripts: they may take long on a big table.
    script: async (text) => {
      await client.query(withTimeout(text, [], migrationQueryTimeoutMs));
    },
    transaction: (work) =>
      inTransaction ? work(sqlOn(client, true)) : pool.transaction((c) => work(sqlOn(c, true))),
  });
  const sql = sqlOn(pool, false);

  /** A backup's snapshot: one connection in one read-only transaction that sees one moment. */
  const readSnapshot: ReadSnapshot = (work) =>
    pool.transaction(
      (client) => work(sqlOn(client, true)),
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );

  return storeOver({
    sql,
    readSnapshot,
    newReference: options.newReference,

    async migrate() {
      const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir(), 'postgres');
      await applyMigrations(sql, migrations, schema ? [`CREATE SCHEMA IF NOT EXISTS ${schema}`] : []);
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  });
}
