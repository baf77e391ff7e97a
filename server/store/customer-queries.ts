/**
 * The customer's side of a request (customer-types.ts), written once for both engines over the
 * SQL adapter of sql.ts: the private links, the conversation and the proofs.
 * Every change that e-mails someone queues its e-mails in its own transaction (enqueueMails),
 * and every change a second click or a second process could repeat is one conditional update,
 * so it happens once.
 */
import { decideVersion, newerVersion } from './decide-flow.ts';
import { claimFiles } from './file-queries.ts';
import { claimUploads } from './upload-queries.ts';
import { enqueueMails } from './outbox-queries.ts';
import { idOf, lockedIdOf, submissionById } from './requests.ts';
import { fileFromRow, isoOf, toIso, toText as textOrNull } from './rows.ts';
import type { Row, Sql } from './sql.ts';
import { reminderDelaysMs } from './customer-types.ts';
import type { CustomerAccess, FileOrigin, Message, NewFile, Proof, ProofState, StoredFile } from './types.ts';

const proofStates: readonly ProofState[] = ['pending', 'approved', 'changes-requested'];

/** A request that is over gets no more reminders about a proof nobody will decide on now. */
const statusesWithoutReminders = ['completed', 'cancelled', 'spam'] as const;

/** A proof's columns with its file's, the file's prefixed with `file_`. */
const proofColumns = `p.id, p.version, p.note, p.sent_at, p.state, p.decision_kind, p.decision_name,
  p.decision_comment, p.decided_at, p.decision_ip, p.decision_user_agent, p.decision_sha256,
  p.reminders_sent, f.id AS file_id, f.field AS file_field, f.original_name AS file_original_name,
  f.stored_name AS file_stored_name, f.size AS file_size, f.content_type AS file_content_type,
  f.sha256 AS file_sha256`;

function proofFromRow(row: Row, superseded: boolean): Proof {
  const fileRow = Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column.startsWith('file_'))
      .map(([column, value]) => [column.slice('file_'.length), value]),
  );
  const kind = row.decision_kind;
  return {
    id: Number(row.id),
    version: Number(row.version),
    note: String(row.note ?? ''),
    sentAt: toIso(row.sent_at),
    state: proofStates.includes(row.state as ProofState) ? (row.state as ProofState) : 'pending',
    superseded,
    file: fileFromRow(fileRow),
    decision:
      kind === 'approve' || kind === 'changes'
        ? {
            kind,
            name: textOrNull(row.decision_name),
            comment: textOrNull(row.decision_comment),
            at: toIso(row.decided_at),
            ip: textOrNull(row.decision_ip),
            userAgent: textOrNull(row.decision_user_agent),
            sha256: String(row.decision_sha256),
          }
        : null,
    remindersSent: Number(row.reminders_sent),
  };
}

function messageFromRow(row: Row, files: StoredFile[]): Message {
  return {
    id: Number(row.id),
    author: row.author === 'customer' ? 'customer' : 'shop',
    text: String(row.text),
    at: toIso(row.at),
    readAt: row.read_at === null || row.read_at === undefined ? null : toIso(row.read_at),
    files,
  };
}

/** The conversation of the request `submissionId`, oldest first, each message with its files. */
export async function messagesOf(sql: Sql, submissionId: number): Promise<Message[]> {
  const [rows, files] = await Promise.all([
    sql.all('SELECT id, author, text, at, read_at FROM messages WHERE submission_id = ? ORDER BY id', [
      submissionId,
    ]),
    sql.all(`SELECT * FROM files WHERE submission_id = ? AND origin = 'message' ORDER BY id`, [submissionId]),
  ]);
  return rows.map((row) =>
    messageFromRow(row, files.filter((file) => Number(file.message_id) === Number(row.id)).map(fileFromRow)),
  );
}

/** The proofs of the request `submissionId`, newest version first: all but the first superseded. */
export async function proofsOf(sql: Sql, submissionId: number): Promise<Proof[]> {
  const rows = await sql.all(
    `SELECT ${proofColumns} FROM proofs p JOIN files f ON f.id = p.file_id
     WHERE p.submission_id = ? ORDER BY p.version DESC`,
    [submissionId],
  );
  return rows.map((row, index) => proofFromRow(row, index > 0));
}

async function proofById(sql: Sql, id: number): Promise<Proof> {
  const rows = await sql.all(
    `SELECT ${proofColumns}, CASE WHEN ${newerVersion('proofs', 'p')} THEN 1 ELSE 0 END AS superseded
     FROM proofs p JOIN files f ON f.id = p.file_id WHERE p.id = ?`,
    [id],
  );
  return proofFromRow(rows[0], Number(rows[0].superseded) === 1);
}

/** Stores file rows for uploads already in the file store, and claims them from the loose files. */
async function insertFiles(
  sql: Sql,
  submissionId: number,
  files: readonly NewFile[],
  origin: FileOrigin,
  messageId: number | null,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const file of files) {
    const rows = await sql.all(
      `INSERT INTO files (submission_id, field, original_name, stored_name, size, content_type, sha256, origin, message_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        submissionId,
        file.field,
        file.originalName,
        file.storedName,
        file.size,
        file.contentType,
        file.sha256,
        origin,
        messageId,
      ],
    );
    stored.push({ ...file, id: Number(rows[0].id) });
  }
  await claimFiles(
    sql,
    files.map((file) => file.storedName),
  );
  await claimUploads(
    sql,
    files.flatMap((file) => (file.uploadId ? [file.uploadId] : [])),
    submissionId,
  );
  return stored;
}

export function customerQueries(db: Sql): CustomerAccess {
  return {
    async addLink(reference, tokenHash, nowMs, expiresMs) {
      return db.transaction(async (sql) => {
        const id = await idOf(sql, reference);
        if (id === null) return false;
        await sql.run(
          'INSERT INTO customer_links (submission_id, token_hash, created_ms, expires_ms) VALUES (?, ?, ?, ?)',
          [id, tokenHash, nowMs, expiresMs],
        );
        return true;
      });
    },

    async referenceForLink(tokenHash, nowMs) {
      // Expired at `expires_ms` exactly: a link is valid strictly before it.
      const rows = await db.all(
        `SELECT s.reference FROM customer_links l JOIN submissions s ON s.id = l.submission_id
         WHERE l.token_hash = ? AND l.expires_ms > ? AND l.revoked_ms IS NULL`,
        [tokenHash, nowMs],
      );
      return rows.length ? String(rows[0].reference) : null;
    },

    async queueMails(reference, mails, nowMs) {
      return db.transaction(async (sql) => {
        const id = await idOf(sql, reference);
        if (id === null) return false;
        await enqueueMails(sql, id, mails(await submissionById(sql, id)), nowMs);
        return true;
      });
    },

    async revokeLinks(reference, nowMs) {
      return db.run(
        `UPDATE customer_links SET revoked_ms = ?
         WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)
           AND revoked_ms IS NULL AND expires_ms > ?`,
        [nowMs, reference, nowMs],
      );
    },

    async messages(reference) {
      const id = await idOf(db, reference);
      return id === null ? [] : messagesOf(db, id);
    },

    async addMessage(reference, message, nowMs, mails) {
      return db.transaction(async (sql) => {
        const id = await lockedIdOf(sql, reference);
        if (id === null) return null;
        const at = isoOf(nowMs);
        const rows = await sql.all(
          'INSERT INTO messages (submission_id, author, text, at) VALUES (?, ?, ?, ?) RETURNING id',
          [id, message.author, message.text, at],
        );
        const messageId = Number(rows[0].id);
        const files = await insertFiles(sql, id, message.files, 'message', messageId);
        const stored: Message = {
          id: messageId,
          author: message.author,
          text: message.text,
          at,
          readAt: null,
          files,
        };
        if (mails) await enqueueMails(sql, id, mails(await submissionById(sql, id), stored), nowMs);
        return stored;
      });
    },

    async markRead(reference, nowMs) {
      return db.run(
        `UPDATE messages SET read_at = ?
         WHERE submission_id = (SELECT id FROM submissions WHERE reference = ?)
           AND author = 'customer' AND read_at IS NULL`,
        [isoOf(nowMs), reference],
      );
    },

    async proofs(reference) {
      const id = await idOf(db, reference);
      return id === null ? [] : proofsOf(db, id);
    },

    async addProof(reference, proof, nowMs, mails) {
      return db.transaction(async (sql) => {
        const id = await lockedIdOf(sql, reference);
        if (id === null) return null;
        const [file] = await insertFiles(sql, id, [proof.file], 'proof', null);
        // The request is locked (lockedIdOf): no other transaction takes the same number meanwhile.
        const next = await sql.all(
          'SELECT coalesce(max(version), 0) + 1 AS version FROM proofs WHERE submission_id = ?',
          [id],
        );
        const rows = await sql.all(
          `INSERT INTO proofs (submission_id, version, file_id, note, sent_at, sent_ms, state)
           VALUES (?, ?, ?, ?, ?, ?, 'pending') RETURNING id`,
          [id, Number(next[0].version), file.id, proof.note, isoOf(nowMs), nowMs],
        );
        const stored = await proofById(sql, Number(rows[0].id));
        if (mails) await enqueueMails(sql, id, mails(await submissionById(sql, id), stored), nowMs);
        return stored;
      });
    },

    async decide(reference, input, mails) {
      const approve = input.kind === 'approve';
      const result = await decideVersion(
        db,
        reference,
        input,
        {
          table: 'proofs',
          // Only a pending proof with no newer version changes.
          update: (sql, proofId) =>
            sql.run(
              `UPDATE proofs SET state = ?, decision_kind = ?, decision_name = ?, decision_comment = ?,
                 decided_at = ?, decision_ip = ?, decision_user_agent = ?,
                 decision_sha256 = (SELECT f.sha256 FROM files f WHERE f.id = proofs.file_id)
               WHERE id = ? AND state = 'pending' AND NOT ${newerVersion('proofs', 'proofs')}`,
              [
                approve ? 'approved' : 'changes-requested',
                input.kind,
                approve ? (input.name ?? null) : null,
                approve ? null : (input.comment ?? null),
                isoOf(input.nowMs),
                input.ip,
                input.userAgent,
                proofId,
              ],
            ),
          byId: proofById,
          refusal: (proof) => (proof.superseded ? 'superseded' : 'decided'),
        },
        mails,
      );
      return result.ok ? { ok: true, proof: result.item, submission: result.submission } : result;
    },

    async sendDueReminders(nowMs, mails) {
      const [first, second] = reminderDelaysMs;
      const due = await db.all(
        `SELECT p.id, p.reminders_sent, s.reference FROM proofs p JOIN submissions s ON s.id = p.submission_id
         WHERE p.state = 'pending' AND p.reminders_sent < 2
           AND ((p.reminders_sent = 0 AND p.sent_ms <= ?) OR (p.reminders_sent = 1 AND p.sent_ms <= ?))
           AND s.status NOT IN (${statusesWithoutReminders.map(() => '?').join(', ')})
           AND NOT ${newerVersion('proofs', 'p')}
         ORDER BY p.id`,
        [nowMs - first, nowMs - second, ...statusesWithoutReminders],
      );
      let sent = 0;
      // One transaction per reminder: the count moves only where it still was what this process
      // read, so of two processes sweeping at once each reminder is queued by one. At most one
      // reminder per proof per sweep: a proof first seen late gets one, not two at once.
      for (const row of due) {
        const counted = await db.transaction(async (sql) => {
          // Locked like addProof and decide: a new version or a decision committing meanwhile is
          // seen by the update below, which then changes nothing.
          const id = await lockedIdOf(sql, String(row.reference));
          if (id === null) return false;
          const n = Number(row.reminders_sent);
          const changed = await sql.run(
            `UPDATE proofs SET reminders_sent = ?
             WHERE id = ? AND reminders_sent = ? AND state = 'pending' AND NOT ${newerVersion('proofs', 'proofs')}`,
            [n + 1, row.id, n],
          );
          if (changed === 0) return false;
          const proof = await proofById(sql, Number(row.id));
          await enqueueMails(sql, id, mails(await submissionById(sql, id), proof), nowMs);
          return true;
        });
        if (counted) sent += 1;
      }
      return sent;
    },
  };
}
