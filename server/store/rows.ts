/**
 * Row mapping and filters shared by both stores, so both answer with the same shapes:
 * SQLite gives JSON as text and times as ISO text; pg gives JSONB as objects, BIGINT as
 * strings and TIMESTAMPTZ as Date.
 */
import {
  isLanguage,
  type Estimate,
  isSubmissionStatus,
  spamReasons,
  type MessageAuthor,
  type QuoteState,
  type SpamReason,
  type StoredFile,
  type Submission,
  type SubmissionFilter,
  type SubmissionSummary,
} from './types.ts';
import type { Row, Sql } from './sql.ts';

function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** SQLite gives times as the ISO text stored, PostgreSQL's TIMESTAMPTZ as a Date. */
export function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export function toText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** Milliseconds as the ISO text both engines store. */
export const isoOf = (ms: number) => new Date(ms).toISOString();

/** SQLite gives JSON as text, PostgreSQL's JSONB comes parsed. */
export const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export function summaryFromRow(row: Row): SubmissionSummary {
  const status = row.status;
  return {
    id: toNumber(row.id),
    reference: String(row.reference),
    formId: String(row.form_id),
    // A status written by a newer version reads as 'received' rather than breaking the list.
    status: isSubmissionStatus(status) ? status : 'received',
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at ?? row.created_at),
    spamReason: spamReasons.includes(row.spam_reason as SpamReason) ? (row.spam_reason as SpamReason) : null,
    lang: isLanguage(row.lang) ? row.lang : 'en',
    ipHash: toText(row.ip_hash),
    userAgent: toText(row.user_agent),
    fileCount: toNumber(row.file_count ?? 0),
    unread: toNumber(row.unread ?? 0),
    lastMessageFrom: isAuthor(row.last_message_from) ? row.last_message_from : null,
    quoteState: isQuoteState(row.quote_state) ? row.quote_state : null,
    estimate: estimateOf(row.estimate),
    // Stored before forms had versions: sent with version 1.
    formVersion: row.form_version === null || row.form_version === undefined ? 1 : toNumber(row.form_version),
  };
}

/** The stored estimate (JSON text on SQLite, JSONB on PostgreSQL); null when there is none. */
function estimateOf(value: unknown): Estimate | null {
  if (value === null || value === undefined) return null;
  const estimate = parsed(value) as Estimate | null;
  return estimate && typeof estimate === 'object' && Number.isInteger(estimate.totalCents) ? estimate : null;
}

const isAuthor = (value: unknown): value is MessageAuthor => value === 'shop' || value === 'customer';
const isQuoteState = (value: unknown): value is QuoteState =>
  value === 'sent' || value === 'accepted' || value === 'declined';

/** A request with the files of its form, from a row of `summaryColumns` (the list's extras left out). */
export function submissionFromRow(row: Row, files: StoredFile[]): Submission {
  const {
    fileCount: _count,
    unread: _unread,
    lastMessageFrom: _from,
    quoteState: _quote,
    ...submission
  } = summaryFromRow(row);
  return { ...submission, files };
}

export function fileFromRow(row: Row): StoredFile {
  return {
    id: toNumber(row.id),
    field: String(row.field),
    originalName: String(row.original_name),
    storedName: String(row.stored_name),
    size: toNumber(row.size),
    contentType: String(row.content_type),
    sha256: String(row.sha256),
  };
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Who wrote the request `s`'s newest message (NULL before any): 'customer' means the shop owes an answer. */
export const newestAuthor = `(SELECT m.author FROM messages m WHERE m.submission_id = s.id ORDER BY m.id DESC LIMIT 1)`;

/** The state of the request `s`'s newest quote ('sent', 'accepted', 'declined'); NULL before any. */
export const newestQuoteState = `(SELECT nq.state FROM quotes nq WHERE nq.submission_id = s.id
  ORDER BY nq.version DESC LIMIT 1)`;

/** "Quote accepted": the request `s` is still 'quoted' (not moved on) and its newest quote is accepted. */
export const acceptedCondition = `s.status = 'quoted' AND ${newestQuoteState} = 'accepted'`;

/**
 * The filter as a WHERE clause on the requests `s`. Text search looks in every field value: the
 * cheap test on the whole JSON text (with the text written as JSON writes it) rules most rows
 * out; the exact one then looks at string values only, so a search for a field's name does not
 * match every row of that form.
 */
export function whereOf(
  filter: SubmissionFilter | undefined,
  db: Pick<Sql, 'textSearch'>,
): { sql: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  const add = (condition: string, value: string) => {
    params.push(value);
    conditions.push(`${condition} ?`);
  };
  if (filter?.formId !== undefined) add('s.form_id =', filter.formId);
  if (filter?.status !== undefined) add('s.status =', filter.status);
  if (filter?.exceptStatus !== undefined) add('s.status <>', filter.exceptStatus);
  if (filter?.text !== undefined && filter.text !== '') {
    const raw = containsPattern(filter.text);
    params.push(raw, containsPattern(JSON.stringify(filter.text).slice(1, -1)), raw);
    conditions.push(db.textSearch);
  }
  // Normalised to UTC ISO text: SQLite compares created_at as text.
  if (filter?.createdFrom !== undefined) add('s.created_at >=', new Date(filter.createdFrom).toISOString());
  if (filter?.createdBefore !== undefined)
    add('s.created_at <', new Date(filter.createdBefore).toISOString());
  if (filter?.waiting) conditions.push(`${newestAuthor} = 'customer'`);
  if (filter?.accepted) conditions.push(acceptedCondition);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** A request's row for the list; its file count is of the form's files (not the conversation's or proofs'). */
export const summaryColumns = `s.id, s.reference, s.form_id, s.status, s.data, s.created_at, s.updated_at,
  s.spam_reason, s.lang, s.ip_hash, s.user_agent, s.estimate, s.form_version,
  (SELECT count(*) FROM files f WHERE f.submission_id = s.id AND f.origin = 'form') AS file_count,
  (SELECT count(*) FROM messages m
   WHERE m.submission_id = s.id AND m.author = 'customer' AND m.read_at IS NULL) AS unread,
  ${newestAuthor} AS last_message_from,
  ${newestQuoteState} AS quote_state`;

/** `Submission.files`: the files that came with the form, not the conversation's or the proofs'. */
export const formFilesSql = `SELECT * FROM files WHERE submission_id = ? AND origin = 'form' ORDER BY id`;
