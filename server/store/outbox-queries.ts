/**
 * The e-mail outbox (docs/configuration.md "E-mails"), written once for both engines over the SQL adapter
 * of sql.ts. Rows are queued inside the transaction that stores or changes a
 * request (`enqueueMails`); senders claim due rows, and a claim moves the row's due time past
 * the send, so a process killed mid-send leaves the row to be taken again once the claim runs
 * out: the one duplicate a crash between sending and marking can cause.
 */
import { parsed } from './rows.ts';
import type { Row, Sql } from './sql.ts';
import {
  mailKinds,
  type ClaimedMail,
  type EmailDelivery,
  type Mail,
  type MailKind,
  type NewMail,
  type NotifyState,
  type OutboxAccess,
} from './types.ts';

const states: readonly NotifyState[] = ['pending', 'sent', 'failed'];

/** Queues `mails` for the request `submissionId`, due at once; call inside its transaction. */
export async function enqueueMails(
  sql: Sql,
  submissionId: number,
  mails: readonly NewMail[],
  nowMs: number,
): Promise<void> {
  for (const mail of mails) {
    await sql.run(
      `INSERT INTO outbox (submission_id, kind, message, state, attempts, created_ms, due_ms)
       VALUES (?, ?, ?, 'pending', 0, ?, ?)`,
      [submissionId, mail.kind, JSON.stringify(mail.message), nowMs, nowMs],
    );
  }
}

/** Error text kept short: it is for the log and the owner's "why", not a dump. */
const errorText = (error: string) => error.slice(0, 500);

/** The delivery the owner's inbox shows, from an outbox row. */
export function deliveryOf(row: Row | undefined): EmailDelivery | null {
  if (!row || !states.includes(row.state as NotifyState)) return null;
  const at = Number(row.done_ms ?? row.created_ms);
  return { state: row.state as NotifyState, attempts: Number(row.attempts), at: new Date(at).toISOString() };
}

export function outboxQueries(db: Sql): OutboxAccess {
  return {
    async claim(nowMs, leaseMs, limit) {
      return db.transaction(async (sql) => {
        // Another sender's claimed rows are skipped, not waited for.
        const rows = await sql.all(
          `SELECT o.id, o.kind, o.message, o.attempts, o.created_ms, s.reference
           FROM outbox o JOIN submissions s ON s.id = o.submission_id
           WHERE o.state = 'pending' AND o.due_ms <= ?
           ORDER BY o.due_ms, o.id LIMIT ? ${sql.skipLocked('o')}`,
          [nowMs, limit],
        );
        const claimed: ClaimedMail[] = [];
        for (const row of rows) {
          await sql.run('UPDATE outbox SET attempts = attempts + 1, due_ms = ? WHERE id = ?', [
            nowMs + leaseMs,
            row.id,
          ]);
          const kind = (mailKinds as readonly string[]).includes(String(row.kind))
            ? (row.kind as MailKind)
            : 'shop';
          claimed.push({
            id: Number(row.id),
            reference: String(row.reference),
            kind,
            message: parsed(row.message) as Mail,
            attempts: Number(row.attempts) + 1,
            createdMs: Number(row.created_ms),
          });
        }
        return claimed;
      });
    },

    async markSent(id, nowMs) {
      await db.run(`UPDATE outbox SET state = 'sent', done_ms = ?, last_error = NULL WHERE id = ?`, [
        nowMs,
        id,
      ]);
    },

    async retryAt(id, dueMs, error) {
      await db.run(`UPDATE outbox SET due_ms = ?, last_error = ? WHERE id = ? AND state = 'pending'`, [
        dueMs,
        errorText(error),
        id,
      ]);
    },

    async markFailed(id, nowMs, error) {
      await db.run(`UPDATE outbox SET state = 'failed', done_ms = ?, last_error = ? WHERE id = ?`, [
        nowMs,
        errorText(error),
        id,
      ]);
    },

    async counts() {
      const rows = await db.all('SELECT state, count(*) AS n FROM outbox GROUP BY state');
      const counts: Record<NotifyState, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) {
        if (states.includes(row.state as NotifyState)) counts[row.state as NotifyState] = Number(row.n);
      }
      return counts;
    },
  };
}
