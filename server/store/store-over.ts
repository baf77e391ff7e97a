/**
 * The store assembled once for both engines over the SQL adapter of sql.ts. An engine file
 * brings only its connection, its transactions, its SQL helpers (sql.ts), how it opens a backup's snapshot
 * and how it migrates; every query is here or in the *-queries.ts files.
 */
import { randomBytes } from 'node:crypto';
import { backupQueries, type ReadSnapshot } from './backup-queries.ts';
import { contentQueries } from './content-queries.ts';
import { formVersionQueries, priceTableVersionQueries } from './form-version-queries.ts';
import { customerQueries } from './customer-queries.ts';
import { claimFiles, takeIdempotencyKey } from './file-queries.ts';
import { claimUploads, uploadQueries } from './upload-queries.ts';
import { enqueueJobs, jobQueries } from './job-queries.ts';
import { enqueueMails, outboxQueries } from './outbox-queries.ts';
import { ownerQueries } from './owner-queries.ts';
import { quoteQueries } from './quote-queries.ts';
import { rateLimitQueries } from './rate-limit-queries.ts';
import { randomReference, withFreshReference, type ReferenceSource } from './reference.ts';
import {
  fileFromRow,
  formFilesSql,
  submissionFromRow,
  summaryColumns,
  summaryFromRow,
  toIso,
  whereOf,
} from './rows.ts';
import type { Sql } from './sql.ts';
import { pagingOf, type InsertResult, type NewSubmission, type SubmissionStore } from './types.ts';

export type Engine = {
  /** The engine's connection (or pool), carrying the engine's SQL helpers. */
  sql: Sql;
  readSnapshot: ReadSnapshot;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Tests force reference clashes through this. */
  newReference?: ReferenceSource;
};

function insertWith(db: Sql, reference: string, submission: NewSubmission): Promise<InsertResult> {
  return db.transaction(async (sql) => {
    const nowMs = Date.now();
    if (submission.idempotencyKey) {
      const first = await takeIdempotencyKey(
        sql,
        submission.formId,
        submission.idempotencyKey,
        reference,
        nowMs,
      );
      if (first) return first;
    }
    const status = submission.spamReason ? 'spam' : 'received';
    const [row] = await sql.all(
      `INSERT INTO submissions (reference, form_id, status, spam_reason, data, ip_hash, user_agent, lang, estimate, form_version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, created_at`,
      [
        reference,
        submission.formId,
        status,
        submission.spamReason ?? null,
        JSON.stringify(submission.data),
        submission.ipHash,
        submission.userAgent,
        submission.lang ?? 'en',
        submission.estimate ? JSON.stringify(submission.estimate) : null,
        submission.formVersion ?? null,
      ],
    );
    const id = Number(row.id);
    await sql.run(
      `INSERT INTO status_history (submission_id, status, changed_by, at) VALUES (?, ?, 'visitor', ?)`,
      [id, status, row.created_at],
    );
    const { files } = submission;
    if (files.length > 0) {
      // One statement for all files.
      await sql.run(
        `INSERT INTO files (submission_id, field, original_name, stored_name, size, content_type, sha256)
         VALUES ${files.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        files.flatMap((f) => [id, f.field, f.originalName, f.storedName, f.size, f.contentType, f.sha256]),
      );
    }
    await claimFiles(
      sql,
      files.map((f) => f.storedName),
    );
    await claimUploads(
      sql,
      files.flatMap((f) => (f.uploadId ? [f.uploadId] : [])),
      id,
    );
    const createdAt = toIso(row.created_at);
    await enqueueMails(sql, id, submission.mails?.({ reference, createdAt }) ?? [], Date.now());
    await enqueueJobs(sql, id, submission.jobs ?? [], nowMs);
    return { id, reference, createdAt };
  });
}

export function storeOver(engine: Engine): SubmissionStore {
  const { sql: db } = engine;
  const newReference = engine.newReference ?? randomReference;
  return {
    kind: db.name,
    ...ownerQueries(db),
    customer: customerQueries(db),
    quotes: quoteQueries(db),
    outbox: outboxQueries(db),
    jobs: jobQueries(db),
    uploads: uploadQueries(db),
    content: contentQueries(db),
    formVersions: formVersionQueries(db),
    priceVersions: priceTableVersionQueries(db),
    rateLimits: rateLimitQueries(db),
    backup: backupQueries(db, engine.readSnapshot),
    migrate: engine.migrate,
    close: engine.close,

    async insert(submission) {
      return withFreshReference(
        submission.referencePrefix,
        newReference,
        (reference) => insertWith(db, reference, submission),
        (error) => db.isUniqueViolation(error, 'submissions', 'reference'),
      );
    },

    async get(reference) {
      const rows = await db.all(`SELECT ${summaryColumns} FROM submissions s WHERE s.reference = ?`, [
        reference,
      ]);
      if (!rows.length) return null;
      const files = await db.all(formFilesSql, [summaryFromRow(rows[0]).id]);
      return submissionFromRow(rows[0], files.map(fileFromRow));
    },

    async list(filter, paging) {
      const where = whereOf(filter, db);
      const { limit, offset } = pagingOf(paging);
      const [total, rows] = await Promise.all([
        db.all(`SELECT count(*) AS n FROM submissions s ${where.sql}`, where.params),
        db.all(
          `SELECT ${summaryColumns} FROM submissions s ${where.sql}
           ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`,
          [...where.params, limit, offset],
        ),
      ]);
      return { items: rows.map(summaryFromRow), total: Number(total[0].n) };
    },

    async secret(name) {
      await db.run('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('hex'),
      ]);
      const rows = await db.all('SELECT value FROM secrets WHERE name = ?', [name]);
      return String(rows[0].value);
    },

    async health() {
      try {
        await db.all('SELECT 1');
        return { kind: db.name, ok: true };
      } catch (error) {
        return { kind: db.name, ok: false, error: String(error) };
      }
    },
  };
}
