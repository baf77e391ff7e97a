/**
 * The store on one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile, docs/architecture.md "Why the stack is set up as it is"): its connection, its transactions and its dialect; the queries
 * are store-over.ts's.
 *
 * WAL mode lets readers (owner pages, health) run beside the one writer. synchronous=FULL,
 * not NORMAL: with WAL, NORMAL survives a killed process but may lose the last commits on a
 * power cut or kernel crash, and our promise is that a submission that got 201 is on disk.
 * FULL costs one fsync of the WAL per commit, a few milliseconds for a handful of requests a
 * minute. BEGIN IMMEDIATE plus a busy timeout lets several processes share the file.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { ReadSnapshot } from './backup-queries.ts';
import { applyMigrations, defaultMigrationsDir, loadMigrations } from './migrations.ts';
import type { ReferenceSource } from './reference.ts';
import { sqliteDialect, type Row, type Sql } from './sql.ts';
import { storeOver } from './store-over.ts';
import type { SubmissionStore } from './types.ts';

export type SqliteStoreOptions = {
  /** The database file, e.g. DATA_DIR/intake.sqlite; its folder is created if missing. */
  file: string;
  migrationsDir?: string;
  /** Tests force reference clashes through this. */
  newReference?: ReferenceSource;
};

/** How long a statement waits for another process's write lock. */
const busyTimeoutMs = 5000;
/** The same while migrating: another process may be applying a long migration. */
const migrationBusyTimeoutMs = 60_000;
/** SQLITE_BUSY: another connection holds the write lock. */
const sqliteBusy = 5;

/**
 * A backup's snapshot: a second, read-only connection in one read transaction. WAL keeps what
 * its first read saw for as long as it stays open, while the store's own connection and other
 * processes go on writing (they never wait for it).
 */
function sqliteSnapshot(file: string): ReadSnapshot {
  return async (work) => {
    const reader = new DatabaseSync(file, { readOnly: true, timeout: busyTimeoutMs });
    try {
      reader.exec('BEGIN');
      // The snapshot is taken by the first read, not by BEGIN.
      reader.prepare('SELECT count(*) FROM schema_migrations').get();
      const readOnly = async () => {
        throw new Error('A backup snapshot is read-only');
      };
      const sql: Sql = {
        ...sqliteDialect,
        all: async (text, params = []) => reader.prepare(text).all(...(params as SQLInputValue[])) as Row[],
        run: readOnly,
        script: readOnly,
        transaction: (inner) => inner(sql),
      };
      const result = await work(sql);
      reader.exec('COMMIT');
      return result;
    } finally {
      reader.close();
    }
  };
}

export function createSqliteStore(options: SqliteStoreOptions): SubmissionStore {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new DatabaseSync(options.file, { timeout: busyTimeoutMs, enableForeignKeyConstraints: true });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');

  // Prepared on first use: before migrate() the tables they name may not exist yet.
  const statements = new Map<string, StatementSync>();
  const statement = (text: string): StatementSync => {
    let prepared = statements.get(text);
    if (!prepared) {
      prepared = db.prepare(text);
      statements.set(text, prepared);
    }
    return prepared;
  };

  /**
   * While migrating, the write lock is waited for between tries, not inside BEGIN IMMEDIATE: the
   * busy timeout's wait blocks the whole process, and another store of this process opened on the
   * same file may be the one holding the lock, between two statements of its migration.
   */
  let migrating = false;
  async function begin(): Promise<void> {
    if (!migrating) return void db.exec('BEGIN IMMEDIATE');
    const deadline = Date.now() + migrationBusyTimeoutMs;
    for (;;) {
      db.exec('PRAGMA busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { errcode?: unknown }).errcode !== sqliteBusy || Date.now() > deadline) throw error;
      } finally {
        db.exec(`PRAGMA busy_timeout = ${migrationBusyTimeoutMs}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }

  // One connection: transactions take turns, so an owner's status change that awaits between
  // its statements never has an intake insert start a transaction inside it.
  let turn: Promise<unknown> = Promise.resolve();
  function transaction<T>(work: () => Promise<T>): Promise<T> {
    const run = turn.then(async () => {
      await begin();
      try {
        const result = await work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    });
    turn = run.catch(() => undefined);
    return run;
  }

  const sql: Sql = {
    ...sqliteDialect,
    all: async (text, params = []) => statement(text).all(...(params as SQLInputValue[])) as Row[],
    run: async (text, params = []) => Number(statement(text).run(...(params as SQLInputValue[])).changes),
    script: async (text) => db.exec(text),
    transaction: (work) => transaction(() => work(sql)),
  };

  return storeOver({
    sql,
    readSnapshot: sqliteSnapshot(options.file),
    newReference: options.newReference,

    async migrate() {
      const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir(), 'sqlite');
      // While another process migrates, this one waits up to a minute for the write lock (a
      // migration may take long on a big table), not the usual five seconds.
      db.exec(`PRAGMA busy_timeout = ${migrationBusyTimeoutMs}`);
      migrating = true;
      try {
        await applyMigrations(sql, migrations);
      } finally {
        migrating = false;
        db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
      }
    },

    async close() {
      if (db.isOpen) db.close();
    },
  });
}
