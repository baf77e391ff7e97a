/**
 * The store on one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile, DESIGN.md "Runtime").
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
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { defaultMigrationsDir, loadMigrations, migrationsTable } from './migrations.ts';
import { randomReference, withFreshReference, type ReferenceSource } from './reference.ts';
import { fileFromRow, summaryFromRow, whereOf } from './rows.ts';
import { pagingOf, type InsertResult, type NewSubmission, type SubmissionStore } from './types.ts';

export type SqliteStoreOptions = {
  /** The database file, e.g. DATA_DIR/intake.sqlite; its folder is created if missing. */
  file: string;
  migrationsDir?: string;
  /** Tests force reference clashes through this. */
  newReference?: ReferenceSource;
};

const summaryColumns = `s.id, s.reference, s.form_id, s.status, s.data, s.created_at, s.ip_hash, s.user_agent,
  (SELECT count(*) FROM files f WHERE f.submission_id = s.id) AS file_count`;

/** Duck-typed: node:sqlite's errors are not `instanceof Error` inside Jest's sandbox. */
function isReferenceClash(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed: submissions.reference');
}

export function createSqliteStore(options: SqliteStoreOptions): SubmissionStore {
  mkdirSync(dirname(options.file), { recursive: true });
  const db = new DatabaseSync(options.file, { timeout: 5000, enableForeignKeyConstraints: true });
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

  function transaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  function insertWith(reference: string, submission: NewSubmission): InsertResult {
    return transaction(() => {
      const row = statement(
        `INSERT INTO submissions (reference, form_id, data, ip_hash, user_agent)
         VALUES (?, ?, ?, ?, ?) RETURNING id, created_at`,
      ).get(
        reference,
        submission.formId,
        JSON.stringify(submission.data),
        submission.ipHash,
        submission.userAgent,
      ) as { id: number; created_at: string };
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
      return { id: row.id, reference, createdAt: row.created_at };
    });
  }

  return {
    kind: 'sqlite',

    async migrate() {
      const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir(), 'sqlite');
      db.exec(migrationsTable);
      for (const migration of migrations) {
        transaction(() => {
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
      const { fileCount: _count, ...submission } = summaryFromRow(row);
      const files = statement('SELECT * FROM files WHERE submission_id = ? ORDER BY id').all(submission.id);
      return { ...submission, files: files.map(fileFromRow) };
    },

    async list(filter, paging) {
      const where = whereOf(filter, () => '?');
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

    async updateStatus(reference, status) {
      const result = statement('UPDATE submissions SET status = ? WHERE reference = ?').run(
        status,
        reference,
      );
      return result.changes > 0;
    },

    async delete(reference) {
      return statement('DELETE FROM submissions WHERE reference = ?').run(reference).changes > 0;
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
