/**
 * The store on one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile, docs/architecture.md "Why the stack is set up as it is").
 *
 * WAL mode lets readers (owner pages, health) run beside the one writer. synchronous=FULL,
 * not NORMAL: with WAL, NORMAL survives a killed process but may lose the last commits on a
 * power cut or kernel crash, and our promise is that a submission that got 201 is on disk.
 * FULL costs one fsync of the WAL per commit, a few milliseconds for a handful of requests a
 * minute. BEGIN IMMEDIATE plus a busy timeout lets several processes share the file.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { defaultMigrationsDir, loadMigrations, migrationsTable, type Migration } from './migrations.ts';
import { backupQueries } from './backup-queries.ts';
import { sqliteSnapshot } from './sqlite-snapshot.ts';
import { contentQueries } from './content-queries.ts';
import { claimFiles, takeIdempotencyKey } from './file-queries.ts';
import { randomReference, withFreshReference, type ReferenceSource } from './reference.ts';
import { enqueueMails, outboxQueries } from './outbox-queries.ts';
import { rateLimitQueries } from './rate-limit-queries.ts';
import { customerQueries } from './customer-queries.ts';
import { quoteQueries } from './quote-queries.ts';
import { formFilesSql, ownerQueries, summaryColumns, type Sql } from './owner-queries.ts';
import { fileFromRow, submissionFromRow, summaryFromRow, whereOf } from './rows.ts';
import { pagingOf, type InsertResult, type NewSubmission, type SubmissionStore } from './types.ts';

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

/** Duck-typed, not instanceof Promise: Jest's sandbox has a Promise of its own. */
const isThenable = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Duck-typed: node:sqlite's errors are not `instanceof Error` inside Jest's sandbox. */
function isReferenceClash(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed: submissions.reference');
}

export function createSqliteStore(options: SqliteStoreOptions): SubmissionStore {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new DatabaseSync(options.file, { timeout: busyTimeoutMs, enableForeignKeyConstraints: true });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  const newReference = options.newReference ?? randomReference;

  // Prepared on first use: before migrate() the tables they name may not exist yet.
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  // One connection: transactions take turns, so an owner's status change that awaits between
  // its statements never has an intake insert start a transaction inside it.
  let turn: Promise<unknown> = Promise.resolve();
  function transaction<T>(work: () => T | Promise<T>): Promise<T> {
    const run = turn.then(async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        // Work that is synchronous (the migrations) commits before this turn of the event loop
        // ends: another connection of this process waiting in its busy timeout cannot block it.
        const pending = work();
        const result = isThenable(pending) ? await pending : pending;
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
    dialect: 'sqlite',
    async all(text, params = []) {
      return statement(text).all(...(params as SQLInputValue[])) as Record<string, unknown>[];
    },
    async run(text, params = []) {
      return Number(statement(text).run(...(params as SQLInputValue[])).changes);
    },
    transaction: (work) => transaction(() => work(sql)),
  };

  /** One migration in its own write transaction, unless another process applied it already. */
  function applyOnce(migration: Migration): Promise<void> {
    return transaction(() => {
      // Checked inside the write lock: another process may have applied it meanwhile.
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }

  function insertWith(reference: string, submission: NewSubmission): Promise<InsertResult> {
    return transaction(async () => {
      if (submission.idempotencyKey) {
        const first = await takeIdempotencyKey(
          sql,
          submission.formId,
          submission.idempotencyKey,
          reference,
          Date.now(),
        );
        if (first) return first;
      }
      const row = statement(
        `INSERT INTO submissions (reference, form_id, status, spam_reason, data, ip_hash, user_agent, lang)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, created_at, status`,
      ).get(
        reference,
        submission.formId,
        submission.spamReason ? 'spam' : 'received',
        submission.spamReason ?? null,
        JSON.stringify(submission.data),
        submission.ipHash,
        submission.userAgent,
        submission.lang ?? 'en',
      ) as { id: number; created_at: string; status: string };
      statement(
        `INSERT INTO status_history (submission_id, status, changed_by, at) VALUES (?, ?, 'visitor', ?)`,
      ).run(row.id, row.status, row.created_at);
      const insertFile = statement(
        `INSERT INTO files (submission_id, field, original_name, stored_name, size, content_type, sha256)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const file of submission.files) {
        insertFile.run(
          row.id,
          file.field,
          file.originalName,
          file.storedName,
          file.size,
          file.contentType,
          file.sha256,
        );
      }
      await claimFiles(
        sql,
        submission.files.map((file) => file.storedName),
      );
      const mails = submission.mails?.({ reference, createdAt: row.created_at }) ?? [];
      await enqueueMails(sql, row.id, mails, Date.now());
      return { id: row.id, reference, createdAt: row.created_at };
    });
  }

  return {
    kind: 'sqlite',
    ...ownerQueries(sql),
    customer: customerQueries(sql),
    quotes: quoteQueries(sql),
    outbox: outboxQueries(sql),
    content: contentQueries(sql),
    rateLimits: rateLimitQueries(sql),
    backup: backupQueries(sql, sqliteSnapshot(options.file)),

    async migrate() {
      const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir(), 'sqlite');
      // Several processes starting at once on a new file take turns: each migration in its own
      // BEGIN IMMEDIATE, synchronous from BEGIN to COMMIT. While another process migrates, this
      // one waits up to a minute for the write lock (a migration may take long on a big table),
      // not the usual five seconds.
      db.exec(`PRAGMA busy_timeout = ${migrationBusyTimeoutMs}`);
      try {
        db.exec(migrationsTable);
        for (const migration of migrations) await applyOnce(migration);
      } finally {
        db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
      }
    },

    async insert(submission) {
      return withFreshReference(
        submission.referencePrefix,
        newReference,
        async (reference) => insertWith(reference, submission),
        isReferenceClash,
      );
    },

    async get(reference) {
      const row = statement(`SELECT ${summaryColumns} FROM submissions s WHERE s.reference = ?`).get(
        reference,
      );
      if (!row) return null;
      const files = statement(formFilesSql).all(summaryFromRow(row).id);
      return submissionFromRow(row, files.map(fileFromRow));
    },

    async list(filter, paging) {
      const where = whereOf(filter, () => '?', 'sqlite');
      const { limit, offset } = pagingOf(paging);
      const total = db
        .prepare(`SELECT count(*) AS n FROM submissions s ${where.sql}`)
        .get(...where.params) as {
        n: number;
      };
      const rows = db
        .prepare(
          `SELECT ${summaryColumns} FROM submissions s ${where.sql}
           ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, limit, offset);
      return { items: rows.map(summaryFromRow), total: total.n };
    },

    async secret(name) {
      statement('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(
        name,
        randomBytes(32).toString('hex'),
      );
      return (statement('SELECT value FROM secrets WHERE name = ?').get(name) as { value: string }).value;
    },

    async health() {
      try {
        db.prepare('SELECT 1').get();
        return { kind: 'sqlite', ok: true };
      } catch (error) {
        return { kind: 'sqlite', ok: false, error: String(error) };
      }
    },

    async close() {
      if (db.isOpen) db.close();
    },
  };
}
