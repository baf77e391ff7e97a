/**
 * Finding a request inside the queries of every part of the store: its id by reference, locked
 * or not, and the request itself as the e-mails' composers see it.
 */
import { fileFromRow, formFilesSql, submissionFromRow, summaryColumns } from './rows.ts';
import type { Sql } from './sql.ts';
import type { Submission } from './types.ts';

export async function idOf(sql: Sql, reference: string): Promise<number | null> {
  const rows = await sql.all('SELECT id FROM submissions WHERE reference = ?', [reference]);
  return rows.length ? Number(rows[0].id) : null;
}

/**
 * The request's id, inside a transaction that changes its conversation, proofs or quotes: the
 * row stays locked until the commit (Sql.lockRow), so a proof added and a decision made at the
 * same moment take turns, each then seeing the other's rows.
 */
export async function lockedIdOf(sql: Sql, reference: string): Promise<number | null> {
  const rows = await sql.all(`SELECT id FROM submissions WHERE reference = ? ${sql.lockRow}`, [reference]);
  return rows.length ? Number(rows[0].id) : null;
}

/** The request as the e-mails' composers see it, with its form's files. */
export async function submissionById(sql: Sql, id: number): Promise<Submission> {
  const [rows, files] = await Promise.all([
    sql.all(`SELECT ${summaryColumns} FROM submissions s WHERE s.id = ?`, [id]),
    sql.all(formFilesSql, [id]),
  ]);
  return submissionFromRow(rows[0], files.map(fileFromRow));
}
