/**
 * The customer's decision on a versioned item of a request (a proof, a quote), one flow for
 * both: lock the request, find the version, decide in one conditional UPDATE (so of two
 * decisions racing, two tabs, a double click, two processes, exactly one changes it), then the
 * history and the e-mails in the same transaction.
 */
import { enqueueMails } from './outbox-queries.ts';
import { lockedIdOf, submissionById } from './requests.ts';
import type { Sql } from './sql.ts';
import type { NewMail, Submission } from './types.ts';

/** "A newer version of the row `alias` of `table` exists": such an item is superseded, never decided on. */
export const newerVersion = (table: 'proofs' | 'quotes', alias: string) =>
  `EXISTS (SELECT 1 FROM ${table} newer
  WHERE newer.submission_id = ${alias}.submission_id AND newer.version > ${alias}.version)`;

export type DecisionFlow<T, Refusal extends string> = {
  table: 'proofs' | 'quotes';
  /** The one statement that decides the item `id`; the number of rows it changed. */
  update(sql: Sql, id: number): Promise<number>;
  byId(sql: Sql, id: number): Promise<T>;
  /** Why the update changed nothing. */
  refusal(item: T): Refusal;
  /** After a decision, before its e-mails (a quote's history entry). */
  after?(sql: Sql, submissionId: number, item: T): Promise<void>;
};

export type Decided<T, Refusal extends string> =
  { ok: true; item: T; submission: Submission } | { ok: false; reason: Refusal | 'not-found' };

export function decideVersion<T, Refusal extends string>(
  db: Sql,
  reference: string,
  input: { version: number; nowMs: number },
  flow: DecisionFlow<T, Refusal>,
  mails?: (submission: Submission, item: T) => NewMail[],
): Promise<Decided<T, Refusal>> {
  return db.transaction(async (sql) => {
    const id = await lockedIdOf(sql, reference);
    if (id === null) return { ok: false, reason: 'not-found' } as const;
    const found = await sql.all(`SELECT id FROM ${flow.table} WHERE submission_id = ? AND version = ?`, [
      id,
      input.version,
    ]);
    if (!found.length) return { ok: false, reason: 'not-found' } as const;
    const itemId = Number(found[0].id);
    const changed = await flow.update(sql, itemId);
    const item = await flow.byId(sql, itemId);
    if (changed === 0) return { ok: false, reason: flow.refusal(item) } as const;
    await flow.after?.(sql, id, item);
    const submission = await submissionById(sql, id);
    if (mails) await enqueueMails(sql, id, mails(submission, item), input.nowMs);
    return { ok: true, item, submission } as const;
  });
}
