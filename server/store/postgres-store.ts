/**
 * The store on PostgreSQL through pg's Pool, for when one machine is outgrown (docs/deployment.md "Several processes"):
 * any number of server processes share it. Migrations take an advisory lock so two
 * processes starting together apply each one once. The connections, their time limits and what
 * an unreachable database becomes are postgres-pool.ts's.
 */
import { randomBytes } from 'node:crypto';
import { defaultMigrationsDir, loadMigrations, migrationsTable } from './migrations.ts';
import { backupQueries } from './backup-queries.ts';
import { contentQueries } from './content-queries.ts';
import { claimFiles, takeIdempotencyKey } from './file-queries.ts';
import { randomReference, withFreshReference, type ReferenceSource } from './reference.ts';
import { enqueueMails, outboxQueries } from './outbox-queries.ts';
import { rateLimitQueries } from './rate-limit-queries.ts';
import { customerQueries } from './customer-queries.ts';
import { quoteQueries } from './quote-queries.ts';
import { formFilesSql, ownerQueries, summaryColumns, type Sql } from './owner-queries.ts';
import { migrationQueryTimeoutMs, openPool, withTimeout, type Queryable } from './postgres-pool.ts';
import { fileFromRow, submissionFromRow, summaryFromRow, whereOf } from './rows.ts';
import { pagingOf, type NewSubmission, type SubmissionStore } from './types.ts';

export type PostgresStoreOptions = {
  connectionString: string;
  /** A schema of its own (created by migrate); tests use a fresh one per run. */
  schema?: string;
  migrationsDir?: string;
  newReference?: ReferenceSource;
  poolSize?: number;
};

/** Any constant works; it only has to be the same in every process of this app. */
const migrationLockKey = 7_301_962_044;

function isReferenceClash(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'submissions_reference_key';
}

export function createPostgresStore(options: PostgresStoreOptions): SubmissionStore {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`The PostgreSQL schema name must be lower-case letters, digits and _, got '${schema}'`);
  }
  const pool = openPool({ connectionString: options.connectionString, schema, max: options.poolSize });
  const newReference = options.newReference ?? randomReference;
  let closed = false;
  const { transaction } = pool;

  /** `?` placeholders as PostgreSQL's `$n` (the shared owner queries use no `?` otherwise). */
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${(n += 1)}`);
  };
  const sqlOn = (client: Queryable, inTransaction: boolean): Sql => ({
    dialect: 'postgres',
    async all(text, params = []) {
      return (await client.query(numbered(text), params)).rows as Record<string, unknown>[];
    },
    async run(text, params = []) {
      return (await client.query(numbered(text), params)).rowCount ?? 0;
    },
    transaction: (work) =>
      inTransaction ? work(sqlOn(client, true)) : transaction((c) => work(sqlOn(c, true))),
  });

  /** A backup's snapshot: one connection in one read-only transaction that sees one moment. */
  const readSnapshot = <T>(work: (sql: Sql) => Promise<T>): Promise<T> =>
    pool.transaction(
      (client) => work(sqlOn(client, true)),
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );

  async function insertWith(reference: string, submission: NewSubmission) {
    return transaction(async (client) => {
      if (submission.idempotencyKey) {
        const first = await takeIdempotencyKey(
          sqlOn(client, true),
          submission.formId,
          submission.idempotencyKey,
          reference,
          Date.now(),
        );
        if (first) return first;
      }
      const { rows } = await client.query<{ id: string; created_at: Date }>(
        `INSERT INTO submissions (reference, form_id, status, spam_reason, data, ip_hash, user_agent, lang)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING id, created_at`,
        [
          reference,
          submission.formId,
          submission.spamReason ? 'spam' : 'received',
          submission.spamReason ?? null,
          JSON.stringify(submission.data),
          submission.ipHash,
          submission.userAgent,
          submission.lang ?? 'en',
        ],
      );
      await client.query(
        `INSERT INTO status_history (submission_id, status, changed_by, at) VALUES ($1, $2, 'visitor', $3)`,
        [rows[0].id, submission.spamReason ? 'spam' : 'received', rows[0].created_at],
      );
      const files = submission.files;
      if (files.length > 0) {
        // One statement for all files: arrays unnested side by side.
        await client.query(
          `INSERT INTO files (submission_id, field, original_name, stored_name, size, content_type, sha256)
           SELECT $1::bigint, * FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[])`,
          [
            rows[0].id,
            files.map((f) => f.field),
            files.map((f) => f.originalName),
            files.map((f) => f.storedName),
            files.map((f) => f.size),
            files.map((f) => f.contentType),
            files.map((f) => f.sha256),
          ],
        );
      }
      await claimFiles(
        sqlOn(client, true),
        files.map((f) => f.storedName),
      );
      const createdAt = rows[0].created_at.toISOString();
      const mails = submission.mails?.({ reference, createdAt }) ?? [];
      await enqueueMails(sqlOn(client, true), Number(rows[0].id), mails, Date.now());
      return { id: Number(rows[0].id), reference, createdAt };
    });
  }

  return {
    kind: 'postgres',
    ...ownerQueries(sqlOn(pool, false)),
    customer: customerQueries(sqlOn(pool, false)),
    quotes: quoteQueries(sqlOn(pool, false)),
    outbox: outboxQueries(sqlOn(pool, false)),
    content: contentQueries(sqlOn(pool, false)),
    rateLimits: rateLimitQueries(sqlOn(pool, false)),
    backup: backupQueries(sqlOn(pool, false), readSnapshot),

    async migrate() {
      const migrations = loadMigrations(options.migrationsDir ?? defaultMigrationsDir(), 'postgres');
      for (const migration of migrations) {
        await transaction(async (client) => {
          // Waits while another process migrates; a migration may take long on a big table.
          await client.query(
            withTimeout('SELECT pg_advisory_xact_lock($1)', [migrationLockKey], migrationQueryTimeoutMs),
          );
          if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
          await client.query(migrationsTable);
          const done = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
            migration.version,
          ]);
          if (done.rowCount) return;
          await client.query(withTimeout(migration.sql, [], migrationQueryTimeoutMs));
          await client.query(
            'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
            [migration.version, migration.name, new Date().toISOString()],
          );
        });
      }
    },

    async insert(submission) {
      return withFreshReference(
        submission.referencePrefix,
        newReference,
        (reference) => insertWith(reference, submission),
        isReferenceClash,
      );
    },

    async get(reference) {
      const found = await pool.query(`SELECT ${summaryColumns} FROM submissions s WHERE s.reference = $1`, [
        reference,
      ]);
      if (found.rowCount === 0) return null;
      const files = await pool.query(formFilesSql.replace('?', '$1'), [summaryFromRow(found.rows[0]).id]);
      return submissionFromRow(found.rows[0], files.rows.map(fileFromRow));
    },

    async list(filter, paging) {
      const where = whereOf(filter, (n) => `$${n}`, 'postgres');
      const { limit, offset } = pagingOf(paging);
      const n = where.params.length;
      const [total, rows] = await Promise.all([
        pool.query<{ n: string }>(`SELECT count(*) AS n FROM submissions s ${where.sql}`, where.params),
        pool.query(
          `SELECT ${summaryColumns} FROM submissions s ${where.sql}
           ORDER BY s.created_at DESC, s.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...where.params, limit, offset],
        ),
      ]);
      return { items: rows.rows.map(summaryFromRow), total: Number(total.rows[0].n) };
    },

    async secret(name) {
      await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('hex'),
      ]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [
        name,
      ]);
      return rows[0].value;
    },

    async health() {
      try {
        await pool.query('SELECT 1');
        return { kind: 'postgres', ok: true };
      } catch (error) {
        return { kind: 'postgres', ok: false, error: String(error) };
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
