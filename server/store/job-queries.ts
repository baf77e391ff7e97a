/**
 * The background jobs (docs/architecture.md "Background jobs"), written once for both engines
 * over the SQL adapter of sql.ts, as the outbox is (outbox-queries.ts). Jobs are queued inside
 * the transaction that stores a request (`enqueueJobs`); workers claim due jobs with a lease, so
 * a process killed halfway leaves its job to be taken again once the lease runs out. Every mark
 * names the attempt it belongs to: a worker whose lease ran out and whose job another took
 * cannot mark it any more.
 */
import { claimFiles, letGoOfFiles } from './file-queries.ts';
import type { ClaimedJob, JobAccess, JobRecord, JobState } from './job-types.ts';
import { jobKinds, type JobKind, type NewJob } from './record-types.ts';
import type { Row, Sql } from './sql.ts';

/** Queues `jobs` for the request `submissionId`, due at once; call inside its transaction. */
export async function enqueueJobs(sql: Sql, submissionId: number, jobs: readonly NewJob[], nowMs: number) {
  for (const job of jobs) {
    await sql.run(
      `INSERT INTO jobs (submission_id, kind, state, attempts, created_ms, due_ms) VALUES (?, ?, 'queued', 0, ?, ?)`,
      [submissionId, job.kind, nowMs, nowMs],
    );
  }
}

/** Error text kept short: it is for the log and the owner's "why", not a dump. */
const errorText = (error: string) => error.slice(0, 500);

const kindOf = (value: unknown): JobKind =>
  (jobKinds as readonly string[]).includes(String(value)) ? (value as JobKind) : 'gang-sheet-print';

const msOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A job row as the request's detail carries it. */
export function jobRecordOf(row: Row): JobRecord {
  const done = msOrNull(row.done_ms);
  return {
    id: Number(row.id),
    kind: kindOf(row.kind),
    state: String(row.state) as JobState,
    leaseUntilMs: msOrNull(row.lease_until_ms),
    attempts: Number(row.attempts),
    createdAt: new Date(Number(row.created_ms)).toISOString(),
    endedAt: done === null ? null : new Date(done).toISOString(),
    error: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
  };
}

/** The claim `job` stands for is still the one the row holds. */
const stillHeld = `id = ? AND state = 'running' AND attempts = ?`;

export function jobQueries(db: Sql): JobAccess {
  return {
    async claim(nowMs, leaseMs, limit) {
      return db.transaction(async (sql) => {
        // Another worker's claimed rows are skipped, not waited for.
        const rows = await sql.all(
          `SELECT j.id, j.kind, j.submission_id, j.attempts, j.created_ms, s.reference
           FROM jobs j JOIN submissions s ON s.id = j.submission_id
           WHERE (j.state = 'queued' AND j.due_ms <= ?) OR (j.state = 'running' AND j.lease_until_ms <= ?)
           ORDER BY j.due_ms, j.id LIMIT ? ${sql.skipLocked('j')}`,
          [nowMs, nowMs, limit],
        );
        const claimed: ClaimedJob[] = [];
        for (const row of rows) {
          await sql.run(
            `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_until_ms = ? WHERE id = ?`,
            [nowMs + leaseMs, row.id],
          );
          claimed.push({
            id: Number(row.id),
            kind: kindOf(row.kind),
            submissionId: Number(row.submission_id),
            reference: String(row.reference),
            attempts: Number(row.attempts) + 1,
            createdMs: Number(row.created_ms),
          });
        }
        return claimed;
      });
    },

    async holdLease(job, untilMs) {
      return (
        (await db.run(`UPDATE jobs SET lease_until_ms = ? WHERE ${stillHeld}`, [
          untilMs,
          job.id,
          job.attempts,
        ])) > 0
      );
    },

    async complete(job, files, nowMs) {
      return db.transaction(async (sql) => {
        const held = await sql.all(`SELECT id FROM jobs WHERE ${stillHeld} ${sql.lockRow}`, [
          job.id,
          job.attempts,
        ]);
        if (held.length === 0) return false;
        const fields = files.map((file) => file.field);
        if (fields.length > 0) {
          // What an earlier run attached in these fields goes (its objects to the sweeper).
          const same = `f.submission_id = ? AND f.origin = 'form' AND f.field IN (${fields.map(() => '?').join(', ')})`;
          await letGoOfFiles(sql, same, [job.submissionId, ...fields], nowMs);
          await sql.run(`DELETE FROM files WHERE id IN (SELECT f.id FROM files f WHERE ${same})`, [
            job.submissionId,
            ...fields,
          ]);
          for (const file of files) {
            await sql.run(
              `INSERT INTO files (submission_id, field, original_name, stored_name, size, content_type, sha256, origin)
               VALUES (?, ?, ?, ?, ?, ?, ?, 'form')`,
              [
                job.submissionId,
                file.field,
                file.originalName,
                file.storedName,
                file.size,
                file.contentType,
                file.sha256,
              ],
            );
          }
          await claimFiles(
            sql,
            files.map((file) => file.storedName),
          );
        }
        await sql.run(
          `UPDATE jobs SET state = 'done', done_ms = ?, lease_until_ms = NULL, last_error = NULL WHERE id = ?`,
          [nowMs, job.id],
        );
        return true;
      });
    },

    async retryAt(job, dueMs, error) {
      const changed = await db.run(
        `UPDATE jobs SET state = 'queued', due_ms = ?, lease_until_ms = NULL, last_error = ? WHERE ${stillHeld}`,
        [dueMs, errorText(error), job.id, job.attempts],
      );
      return changed > 0;
    },

    async fail(job, nowMs, error) {
      const changed = await db.run(
        `UPDATE jobs SET state = 'failed', done_ms = ?, lease_until_ms = NULL, last_error = ? WHERE ${stillHeld}`,
        [nowMs, errorText(error), job.id, job.attempts],
      );
      return changed > 0;
    },

    async ofRequest(reference) {
      const rows = await db.all(
        `SELECT j.* FROM jobs j JOIN submissions s ON s.id = j.submission_id WHERE s.reference = ? ORDER BY j.id`,
        [reference],
      );
      return rows.map(jobRecordOf);
    },

    async retry(reference, jobId, nowMs) {
      const changed = await db.run(
        `UPDATE jobs SET state = 'queued', attempts = 0, due_ms = ?, done_ms = NULL, lease_until_ms = NULL
         WHERE id = ? AND state = 'failed' AND submission_id = (SELECT id FROM submissions WHERE reference = ?)`,
        [nowMs, jobId, reference],
      );
      return changed > 0;
    },
  };
}
