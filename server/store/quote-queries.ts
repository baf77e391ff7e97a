/**
 * Priced quotes (quote-types.ts), written once for both engines over the SQL adapter of sql.ts, in the habits of customer-queries.ts: every change locks its request first
 * (lockedIdOf), decides in one conditional update, and queues its e-mails in its own
 * transaction. Lines and the discount are kept as JSON text, not JSONB, so they read back with
 * their keys in the order written; the tax rate as a whole number of thousandths of a percent,
 * so 7.25 stays 7.25.
 */
import { priceQuote } from '../../core/pricing/quote.ts';
import { decideVersion, newerVersion as newerOf } from './decide-flow.ts';
import { enqueueMails } from './outbox-queries.ts';
import { idOf, lockedIdOf, submissionById } from './requests.ts';
import { isoOf, parsed, toIso, toText as textOrNull } from './rows.ts';
import type { Row, Sql } from './sql.ts';
import {
  declineReasons,
  type DeclineReason,
  type NewQuote,
  type Quote,
  type QuoteAccess,
  type QuoteDiscount,
  type QuoteExtension,
  type QuoteLine,
  type QuoteState,
} from './quote-types.ts';
import type { HistoryEvent } from './types.ts';

const quoteStates: readonly QuoteState[] = ['sent', 'accepted', 'declined'];

/** Inside an UPDATE of `quotes`, which has no alias in SQLite. */
const newerThanUpdated = newerOf('quotes', 'quotes');

const quoteColumns = `q.id, q.submission_id, q.version, q.lines, q.discount, q.tax_rate_thousandths,
  q.subtotal_cents, q.discount_cents, q.tax_cents, q.total_cents, q.currency, q.valid_until, q.note,
  q.sent_at, q.state, q.sha256, q.decision_kind, q.decision_name, q.decision_reason,
  q.decision_comment, q.decided_at, q.decision_ip, q.decision_user_agent, q.decision_sha256,
  CASE WHEN ${newerOf('quotes', 'q')} THEN 1 ELSE 0 END AS superseded`;

/** The tax rate as stored: 7.25 → 7250, exactly (the rate has at most three decimals). */
const thousandthsOf = (percent: number | null) => (percent === null ? null : Math.round(percent * 1000));

/** A line as stored and shown: the fields in one order, the catalogue's source only when given. */
const lineOf = (line: QuoteLine): QuoteLine => ({
  description: line.description,
  quantity: line.quantity,
  unitCents: line.unitCents,
  ...(line.source === undefined ? {} : { source: line.source }),
  amountCents: line.amountCents,
});

/** The discount with its fields in one order, so the digest of a quote never depends on how it was typed. */
const discountOf = (discount: QuoteDiscount | null): QuoteDiscount | null =>
  !discount
    ? null
    : discount.kind === 'percent'
      ? { kind: 'percent', percent: discount.percent }
      : { kind: 'amount', cents: discount.cents };

/** The quote as it will be stored: priced here from its lines, whatever amounts it came with. */
function frozen(quote: NewQuote): NewQuote {
  const discount = discountOf(quote.discount);
  const priced = priceQuote({ lines: quote.lines, discount, taxRatePercent: quote.taxRatePercent });
  return {
    lines: priced.lines.map(lineOf),
    discount,
    taxRatePercent: quote.taxRatePercent,
    totals: priced.totals,
    currency: 'USD',
    validUntil: quote.validUntil,
    note: quote.note,
  };
}

function quoteFromRow(row: Row, extensions: QuoteExtension[]): Quote {
  const kind = row.decision_kind;
  const reason = row.decision_reason as DeclineReason;
  const thousandths = row.tax_rate_thousandths;
  return {
    id: Number(row.id),
    version: Number(row.version),
    lines: (parsed(row.lines) as QuoteLine[]).map(lineOf),
    discount: discountOf(parsed(row.discount) as QuoteDiscount | null),
    taxRatePercent: thousandths === null || thousandths === undefined ? null : Number(thousandths) / 1000,
    totals: {
      subtotalCents: Number(row.subtotal_cents),
      discountCents: Number(row.discount_cents),
      taxCents: Number(row.tax_cents),
      totalCents: Number(row.total_cents),
    },
    currency: 'USD',
    validUntil: String(row.valid_until),
    note: String(row.note ?? ''),
    sentAt: toIso(row.sent_at),
    state: quoteStates.includes(row.state as QuoteState) ? (row.state as QuoteState) : 'sent',
    superseded: Number(row.superseded) === 1,
    sha256: String(row.sha256),
    decision:
      kind === 'accept' || kind === 'decline'
        ? {
            kind,
            name: textOrNull(row.decision_name),
            reason: declineReasons.includes(reason) ? reason : null,
            comment: textOrNull(row.decision_comment),
            at: toIso(row.decided_at),
            ip: textOrNull(row.decision_ip),
            userAgent: textOrNull(row.decision_user_agent),
            sha256: String(row.decision_sha256),
          }
        : null,
    extensions,
  };
}

/**
 * Quotes from rows of `quoteColumns`, each with its extensions (oldest first), those of the quotes
 * `quoteIds` (a subquery, so a long list needs no long list of parameters).
 */
async function withExtensions(sql: Sql, rows: Row[], quoteIds: string, params: unknown[]): Promise<Quote[]> {
  if (!rows.length) return [];
  const extensions = await sql.all(
    `SELECT quote_id, from_day, to_day, at FROM quote_extensions WHERE quote_id IN (${quoteIds}) ORDER BY id`,
    params,
  );
  const byQuote = new Map<number, QuoteExtension[]>();
  for (const row of extensions) {
    const list = byQuote.get(Number(row.quote_id)) ?? [];
    list.push({ from: String(row.from_day), to: String(row.to_day), at: toIso(row.at) });
    byQuote.set(Number(row.quote_id), list);
  }
  return rows.map((row) => quoteFromRow(row, byQuote.get(Number(row.id)) ?? []));
}

/** The quotes of the request `submissionId`, newest version first: all but the first superseded. */
export async function quotesOf(sql: Sql, submissionId: number): Promise<Quote[]> {
  const rows = await sql.all(
    `SELECT ${quoteColumns} FROM quotes q WHERE q.submission_id = ? ORDER BY q.version DESC`,
    [submissionId],
  );
  return withExtensions(sql, rows, 'SELECT id FROM quotes WHERE submission_id = ?', [submissionId]);
}

async function quoteById(sql: Sql, id: number): Promise<Quote> {
  const rows = await sql.all(`SELECT ${quoteColumns} FROM quotes q WHERE q.id = ?`, [id]);
  return (await withExtensions(sql, rows, '?', [id]))[0];
}

/** A history entry for a quote: the request's status stays what it is unless `status` is given. */
async function addHistory(
  sql: Sql,
  submissionId: number,
  by: 'owner' | 'visitor',
  event: HistoryEvent,
  version: number,
  at: string,
  status?: string,
): Promise<void> {
  await sql.run(
    `INSERT INTO status_history (submission_id, status, changed_by, at, event, version)
     SELECT id, ${status === undefined ? 'status' : '?'}, ?, ?, ?, ? FROM submissions WHERE id = ?`,
    [...(status === undefined ? [] : [status]), by, at, event, version, submissionId],
  );
}

export function quoteQueries(db: Sql): QuoteAccess {
  return {
    async quotes(reference) {
      const id = await idOf(db, reference);
      return id === null ? [] : quotesOf(db, id);
    },

    async addQuote(reference, quote, digest, nowMs, mails) {
      return db.transaction(async (sql) => {
        const id = await lockedIdOf(sql, reference);
        if (id === null) return null;
        // The request is locked: no other transaction takes the same number meanwhile.
        const next = await sql.all(
          'SELECT coalesce(max(version), 0) + 1 AS version FROM quotes WHERE submission_id = ?',
          [id],
        );
        const version = Number(next[0].version);
        const shown = frozen(quote);
        const at = isoOf(nowMs);
        const rows = await sql.all(
          `INSERT INTO quotes (submission_id, version, lines, discount, tax_rate_thousandths,
             subtotal_cents, discount_cents, tax_cents, total_cents, currency, valid_until, note,
             sent_at, sent_ms, state, sha256)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sent', ?) RETURNING id`,
          [
            id,
            version,
            JSON.stringify(shown.lines),
            shown.discount === null ? null : JSON.stringify(shown.discount),
            thousandthsOf(shown.taxRatePercent),
            shown.totals.subtotalCents,
            shown.totals.discountCents,
            shown.totals.taxCents,
            shown.totals.totalCents,
            shown.currency,
            shown.validUntil,
            shown.note,
            at,
            nowMs,
            digest(version, shown),
          ],
        );
        await sql.run(`UPDATE submissions SET status = 'quoted', updated_at = ? WHERE id = ?`, [at, id]);
        await addHistory(sql, id, 'owner', 'quote-sent', version, at, 'quoted');
        const stored = await quoteById(sql, Number(rows[0].id));
        if (mails) await enqueueMails(sql, id, mails(await submissionById(sql, id), stored), nowMs);
        return stored;
      });
    },

    async decide(reference, input, mails) {
      const accept = input.kind === 'accept';
      const result = await decideVersion(
        db,
        reference,
        input,
        {
          table: 'quotes',
          // Only the newest version, still 'sent', as the customer saw it (its SHA-256 unchanged
          // by an extension meanwhile).
          update: (sql, quoteId) =>
            sql.run(
              `UPDATE quotes SET state = ?, decision_kind = ?, decision_name = ?, decision_reason = ?,
                 decision_comment = ?, decided_at = ?, decision_ip = ?, decision_user_agent = ?,
                 decision_sha256 = sha256
               WHERE id = ? AND state = 'sent' AND sha256 = ? AND NOT ${newerThanUpdated}`,
              [
                accept ? 'accepted' : 'declined',
                input.kind,
                accept ? (input.name ?? null) : null,
                accept ? null : (input.reason ?? null),
                accept ? null : (input.comment ?? null),
                isoOf(input.nowMs),
                input.ip,
                input.userAgent,
                quoteId,
                input.sha256,
              ],
            ),
          byId: quoteById,
          refusal: (quote) =>
            quote.superseded ? 'superseded' : quote.state !== 'sent' ? 'decided' : 'changed',
          after: (sql, id, quote) =>
            addHistory(
              sql,
              id,
              'visitor',
              accept ? 'quote-accepted' : 'quote-declined',
              quote.version,
              isoOf(input.nowMs),
            ),
        },
        mails,
      );
      return result.ok ? { ok: true, quote: result.item, submission: result.submission } : result;
    },

    async extend(reference, version, validUntil, sha256, nowMs) {
      return db.transaction(async (sql) => {
        const id = await lockedIdOf(sql, reference);
        if (id === null) return null;
        const found = await sql.all(
          'SELECT id, valid_until FROM quotes WHERE submission_id = ? AND version = ?',
          [id, version],
        );
        if (!found.length) return null;
        const quoteId = Number(found[0].id);
        // Only while the customer can still answer it: a decided quote never changes.
        const changed = await sql.run(
          `UPDATE quotes SET valid_until = ?, sha256 = ?
           WHERE id = ? AND state = 'sent' AND NOT ${newerThanUpdated}`,
          [validUntil, sha256, quoteId],
        );
        if (changed === 0) return null;
        const at = isoOf(nowMs);
        await sql.run('INSERT INTO quote_extensions (quote_id, from_day, to_day, at) VALUES (?, ?, ?, ?)', [
          quoteId,
          String(found[0].valid_until),
          validUntil,
          at,
        ]);
        await addHistory(sql, id, 'owner', 'quote-extended', version, at);
        return quoteById(sql, quoteId);
      });
    },

    async accepted() {
      const rows = await db.all(
        `SELECT ${quoteColumns}, s.reference, s.form_id, s.data
         FROM quotes q JOIN submissions s ON s.id = q.submission_id
         WHERE q.state = 'accepted' ORDER BY q.decided_at DESC, q.id DESC`,
      );
      const quotes = await withExtensions(db, rows, `SELECT id FROM quotes WHERE state = 'accepted'`, []);
      return rows.map((row, index) => ({
        reference: String(row.reference),
        formId: String(row.form_id),
        data: parsed(row.data) as Record<string, unknown>,
        quote: quotes[index],
      }));
    },
  };
}
