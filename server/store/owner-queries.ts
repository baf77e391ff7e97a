/**
 * What the owner's inbox asks of the store, written once for both engines over the SQL adapter
 * of sql.ts, so SQLite and PostgreSQL answer the same way by construction.
 */
import { jobRecordOf } from './job-queries.ts';
import { backupRunQueries } from './backup-run-queries.ts';
import { fileQueries, letGoOfFiles } from './file-queries.ts';
import { messagesOf, proofsOf } from './customer-queries.ts';
import { deliveryOf, enqueueMails } from './outbox-queries.ts';
import { quotesOf } from './quote-queries.ts';
import {
  acceptedCondition,
  fileFromRow,
  newestAuthor,
  formFilesSql,
  submissionFromRow,
  summaryColumns,
  summaryFromRow,
  toIso,
  whereOf,
} from './rows.ts';
import { idOf } from './requests.ts';
import type { Row, Sql } from './sql.ts';
import {
  customerMailKinds,
  isSubmissionStatus,
  type MailKind,
  type HistoryEntry,
  type HistoryEvent,
  type InboxCounts,
  type OwnerAccess,
  type SubmissionStore,
} from './types.ts';

type OwnerQueries = Pick<
  SubmissionStore,
  | 'detail'
  | 'batches'
  | 'counts'
  | 'updateStatus'
  | 'addNote'
  | 'delete'
  | 'purgeSpam'
  | 'owner'
  | 'files'
  | 'backups'
>;

const historyEvents: readonly HistoryEvent[] = [
  'quote-sent',
  'quote-accepted',
  'quote-declined',
  'quote-extended',
];

/** A row of status_history; a plain status change has no `event` and no `version` keys at all. */
function historyEntryOf(row: Row): HistoryEntry {
  const entry: HistoryEntry = {
    status: row.status as HistoryEntry['status'],
    at: toIso(row.at),
    by: row.changed_by === 'owner' ? 'owner' : 'visitor',
  };
  if (historyEvents.includes(row.event as HistoryEvent)) entry.event = row.event as HistoryEvent;
  if (row.version !== null && row.version !== undefined) entry.version = Number(row.version);
  return entry;
}

export function ownerQueries(db: Sql): OwnerQueries {
  const owner: OwnerAccess = {
    async passwordHash() {
      const rows = await db.all('SELECT hash FROM owner_password WHERE id = 1');
      return rows.length ? String(rows[0].hash) : null;
    },
    async setPasswordHash(hash) {
      await db.transaction(async (sql) => {
        await sql.run('DELETE FROM owner_password WHERE id = 1');
        await sql.run('INSERT INTO owner_password (id, hash, changed_at) VALUES (1, ?, ?)', [
          hash,
          new Date().toISOString(),
        ]);
        await sql.run('DELETE FROM owner_sessions');
      });
    },
    async createSession(idHash, nowMs) {
      await db.run('INSERT INTO owner_sessions (id_hash, created_ms, last_seen_ms) VALUES (?, ?, ?)', [
        idHash,
        nowMs,
        nowMs,
      ]);
    },
    async touchSession(idHash, nowMs, idleMs) {
      const fresh = await db.run(
        'UPDATE owner_sessions SET last_seen_ms = ? WHERE id_hash = ? AND last_seen_ms > ?',
        [nowMs, idHash, nowMs - idleMs],
      );
      if (fresh > 0) return true;
      await db.run('DELETE FROM owner_sessions WHERE id_hash = ?', [idHash]);
      return false;
    },
    async deleteSession(idHash) {
      await db.run('DELETE FROM owner_sessions WHERE id_hash = ?', [idHash]);
    },
    async signInFailures(addressHash, sinceMs) {
      const rows = await db.all(
        'SELECT at_ms FROM sign_in_failures WHERE address_hash = ? AND at_ms > ? ORDER BY at_ms',
        [addressHash, sinceMs],
      );
      return rows.map((row) => Number(row.at_ms));
    },
    async recordSignInFailure(addressHash, nowMs, forgetBeforeMs) {
      await db.run('DELETE FROM sign_in_failures WHERE at_ms < ?', [forgetBeforeMs]);
      await db.run('INSERT INTO sign_in_failures (address_hash, at_ms) VALUES (?, ?)', [addressHash, nowMs]);
    },
    async clearSignInFailures(addressHash) {
      await db.run('DELETE FROM sign_in_failures WHERE address_hash = ?', [addressHash]);
    },
  };

  return {
    owner,

    async detail(reference) {
      const rows = await db.all(`SELECT ${summaryColumns} FROM submissions s WHERE s.reference = ?`, [
        reference,
      ]);
      if (!rows.length) return null;
      const { id } = summaryFromRow(rows[0]);
      const [files, history, notes, mails, messages, proofs, quotes, jobs] = await Promise.all([
        db.all(formFilesSql, [id]),
        db.all(
          'SELECT status, changed_by, at, event, version FROM status_history WHERE submission_id = ? ORDER BY id',
          [id],
        ),
        db.all('SELECT id, text, at FROM notes WHERE submission_id = ? ORDER BY id', [id]),
        db.all(
          'SELECT kind, state, attempts, created_ms, done_ms FROM outbox WHERE submission_id = ? ORDER BY id',
          [id],
        ),
        messagesOf(db, id),
        proofsOf(db, id),
        quotesOf(db, id),
        db.all('SELECT * FROM jobs WHERE submission_id = ? ORDER BY id', [id]),
      ]);
      return {
        ...submissionFromRow(rows[0], files.map(fileFromRow)),
        history: history.filter((row) => isSubmissionStatus(row.status)).map((row) => historyEntryOf(row)),
        notes: notes.map((row) => ({ id: Number(row.id), text: String(row.text), at: toIso(row.at) })),
        emailDelivery: deliveryOf(mails.find((row) => row.kind === 'shop')),
        visitorDelivery: deliveryOf(
          mails.filter((row) => customerMailKinds.includes(row.kind as MailKind)).at(-1),
        ),
        messages,
        proofs,
        quotes,
        jobs: jobs.map(jobRecordOf),
      };
    },

    async *batches(filter, size) {
      // Keyset paging on the id (rows are numbered as they arrive): each batch is one short
      // query, and a row stored meanwhile neither repeats nor shifts the rest.
      let before: number | null = null;
      for (;;) {
        const where = whereOf(filter, db);
        const conditions = where.sql ? [where.sql.slice('WHERE '.length)] : [];
        const params: unknown[] = [...where.params];
        if (before !== null) {
          conditions.push('s.id < ?');
          params.push(before);
        }
        const sqlWhere = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
        const rows = await db.all(
          `SELECT ${summaryColumns} FROM submissions s ${sqlWhere} ORDER BY s.id DESC LIMIT ?`,
          [...params, size],
        );
        if (!rows.length) return;
        const batch = rows.map(summaryFromRow);
        yield batch;
        if (rows.length < size) return;
        before = batch[batch.length - 1].id;
      }
    },

    async counts(): Promise<InboxCounts> {
      const rows = await db.all(
        `SELECT form_id,
           sum(CASE WHEN status = 'received' THEN 1 ELSE 0 END) AS received,
           sum(CASE WHEN status = 'spam' THEN 0 ELSE 1 END) AS total,
           sum(CASE WHEN status = 'spam' THEN 1 ELSE 0 END) AS spam
         FROM submissions GROUP BY form_id ORDER BY form_id`,
      );
      const waiting = await db.all(
        `SELECT count(*) AS n FROM submissions s WHERE s.status <> 'spam' AND ${newestAuthor} = 'customer'`,
      );
      const accepted = await db.all(`SELECT count(*) AS n FROM submissions s WHERE ${acceptedCondition}`);
      return {
        forms: rows.map((row) => ({
          formId: String(row.form_id),
          received: Number(row.received),
          total: Number(row.total),
        })),
        spam: rows.reduce((sum, row) => sum + Number(row.spam), 0),
        waiting: Number(waiting[0].n),
        accepted: Number(accepted[0].n),
      };
    },

    async updateStatus(reference, status, by = 'owner', mails) {
      return db.transaction(async (sql) => {
        const id = await idOf(sql, reference);
        if (id === null) return false;
        const now = new Date();
        const at = now.toISOString();
        await sql.run('UPDATE submissions SET status = ?, updated_at = ? WHERE id = ?', [status, at, id]);
        await sql.run(
          'INSERT INTO status_history (submission_id, status, changed_by, at) VALUES (?, ?, ?, ?)',
          [id, status, by, at],
        );
        if (mails) {
          const rows = await sql.all(`SELECT ${summaryColumns} FROM submissions s WHERE s.id = ?`, [id]);
          await enqueueMails(sql, id, mails(submissionFromRow(rows[0], [])), now.getTime());
        }
        return true;
      });
    },

    async addNote(reference, text) {
      return db.transaction(async (sql) => {
        const id = await idOf(sql, reference);
        if (id === null) return false;
        await sql.run('INSERT INTO notes (submission_id, text, at) VALUES (?, ?, ?)', [
          id,
          text,
          new Date().toISOString(),
        ]);
        return true;
      });
    },

    async delete(reference) {
      return db.transaction(async (sql) => {
        await letGoOfFiles(sql, 's.reference = ?', [reference], Date.now());
        return (await sql.run('DELETE FROM submissions WHERE reference = ?', [reference])) > 0;
      });
    },

    async purgeSpam(before) {
      const rows = await db.all(
        `SELECT reference FROM submissions WHERE status = 'spam' AND created_at < ?`,
        [new Date(before).toISOString()],
      );
      const references = rows.map((row) => String(row.reference));
      for (const reference of references) {
        await db.transaction(async (sql) => {
          const where = `s.reference = ? AND s.status = 'spam'`;
          await letGoOfFiles(sql, where, [reference], Date.now());
          await sql.run(`DELETE FROM submissions WHERE reference = ? AND status = 'spam'`, [reference]);
        });
      }
      return references;
    },

    files: fileQueries(db),
    backups: backupRunQueries(db),
  };
}
