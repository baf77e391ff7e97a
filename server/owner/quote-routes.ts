/**
 * The owner's quotes (docs/owner-guide.md "Quotes"), behind the owner plugin's session and CSRF checks:
 * send a priced quote (the server prices it; a total sent by a browser is never read), extend
 * the validity of the one still open, and export the accepted quotes as CSV. A sent quote is
 * never edited: a change is a new version.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  priceQuote,
  quoteLimits,
  quoteProblems,
  type QuoteDiscount,
  type QuoteInput,
  type QuoteProblem,
} from '../../core/pricing/quote.ts';
import { quoteDigest } from '../quotes/quote-digest.ts';
import { attachmentHeader } from '../files/send-file.ts';
import type { Mailer } from '../notify/mailer.ts';
import { addDays, isDay, shopDay } from '../shop-time.ts';
import type { NewQuote, SubmissionStore } from '../store/types.ts';
import { csvLine } from './csv-export.ts';
import { ownerLanguageOf, visitorEmailOf, visitorNameOf, type FormTexts } from '../forms/form-texts.ts';
import { notFound, requestAnswers } from './request-view.ts';

export type QuoteRoutesOptions = {
  store: SubmissionStore;
  texts: FormTexts;
  timeZone: string;
  mailer?: Mailer;
  now?: () => number;
};

type Params = { reference: string; version?: string };
type Query = { lang?: string };

const invalid = (reply: FastifyReply, fields: QuoteProblem[]) =>
  reply.code(400).send({ error: 'invalid', message: 'Some fields of the quote need attention.', fields });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the body says, read field by field: anything else in it (a total, an amount) is ignored. */
function inputOf(body: Record<string, unknown>): QuoteInput {
  const lines = Array.isArray(body.lines) ? body.lines : [];
  return {
    lines: lines.map((line) => {
      const item = isObject(line) ? line : {};
      return {
        description: typeof item.description === 'string' ? item.description.trim() : '',
        quantity: item.quantity as number,
        unitCents: item.unitCents as number,
        ...(typeof item.source === 'string' && item.source.length <= 120 && { source: item.source }),
      };
    }),
    discount: isObject(body.discount) ? (body.discount as QuoteDiscount) : null,
    taxRatePercent:
      body.taxRatePercent === null || body.taxRatePercent === undefined
        ? null
        : (body.taxRatePercent as number),
  };
}

export async function quoteRoutes(app: FastifyInstance, options: QuoteRoutesOptions): Promise<void> {
  const { store, texts, mailer } = options;
  const now = options.now ?? Date.now;

  const { findDetail, answer } = requestAnswers({
    store,
    texts,
    mailOn: mailer !== undefined,
    timeZone: options.timeZone,
    now,
  });
  /** A valid-until day: from today to a year ahead, in the shop's days. */
  const dayProblem = (day: unknown): QuoteProblem | null => {
    const today = shopDay(new Date(now()), options.timeZone);
    if (!isDay(day) || day < today || day > addDays(today, quoteLimits.maxValidDays))
      return { field: 'validUntil', message: `A date from today to ${quoteLimits.maxValidDays} days ahead.` };
    return null;
  };

  app.post<{ Params: Params; Querystring: Query; Body: unknown }>(
    '/api/owner/submissions/:reference/quotes',
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const current = await findDetail(request.params.reference);
      if (!current || current.status === 'spam') return notFound(reply);
      const body = isObject(request.body) ? request.body : {};
      const input = inputOf(body);
      const problems = quoteProblems(input);
      const validUntil =
        body.validUntil === undefined || body.validUntil === ''
          ? addDays(shopDay(new Date(now()), options.timeZone), quoteLimits.defaultValidDays)
          : body.validUntil;
      const dayWrong = dayProblem(validUntil);
      if (dayWrong) problems.push(dayWrong);
      const note = typeof body.note === 'string' ? body.note.trim() : '';
      if (note.length > quoteLimits.maxNote)
        problems.push({ field: 'note', message: `At most ${quoteLimits.maxNote} characters.` });
      if (problems.length > 0) return invalid(reply, problems);

      const priced = priceQuote(input);
      const quote: NewQuote = {
        lines: priced.lines,
        discount: input.discount,
        taxRatePercent: input.taxRatePercent || null,
        totals: priced.totals,
        currency: 'USD',
        validUntil: validUntil as string,
        note,
      };
      const siteUrl = mailer?.siteUrlFor(request) ?? '';
      const stored = await store.quotes.addQuote(
        current.reference,
        quote,
        (version, frozen) => quoteDigest(current.reference, version, frozen),
        now(),
        mailer ? (changed, sent) => mailer.composer.quotes.sent(changed, sent, siteUrl) : undefined,
      );
      if (!stored) return notFound(reply);
      mailer?.wake();
      return answer(reply, current.reference, request.query.lang, 201);
    },
  );

  app.post<{ Params: Params; Querystring: Query; Body: unknown }>(
    '/api/owner/submissions/:reference/quotes/:version/extend',
    { bodyLimit: 4096 },
    async (request, reply) => {
      const current = await findDetail(request.params.reference);
      const version = Number(request.params.version);
      const quote = current?.quotes.find((q) => q.version === version);
      if (!current || !quote) return notFound(reply);
      if (quote.superseded)
        return reply
          .code(409)
          .send({ error: 'superseded', message: 'A newer version of this quote exists.' });
      if (quote.state !== 'sent')
        return reply.code(409).send({
          error: 'decided',
          message: 'This quote was accepted or declined: it can no longer change.',
        });
      const validUntil = isObject(request.body) ? request.body.validUntil : undefined;
      const dayWrong = dayProblem(validUntil);
      if (dayWrong) return invalid(reply, [dayWrong]);
      const {
        id: _id,
        version: _v,
        sentAt: _s,
        state: _st,
        superseded: _sup,
        decision: _d,
        extensions: _e,
        sha256: _h,
        ...frozen
      } = quote;
      const moved = { ...frozen, validUntil: validUntil as string };
      const extended = await store.quotes.extend(
        current.reference,
        version,
        moved.validUntil,
        quoteDigest(current.reference, version, moved),
        now(),
      );
      if (!extended)
        return reply.code(409).send({ error: 'decided', message: 'This quote can no longer change.' });
      return answer(reply, current.reference, request.query.lang);
    },
  );

  app.get<{ Querystring: Query }>('/api/owner/quotes.csv', async (request, reply) => {
    const lng = ownerLanguageOf(request.query.lang);
    const word = (key: string, fallback: string) =>
      texts.ownerText(lng, `export.quoteColumns.${key}`, fallback);
    const amount = (cents: number) => (cents / 100).toFixed(2);
    const rows = await store.quotes.accepted();
    const header = [
      ['reference', 'Reference'],
      ['version', 'Version'],
      ['name', 'Customer'],
      ['email', 'E-mail'],
      ['acceptedAt', 'Accepted on'],
      ['acceptedBy', 'Accepted by'],
      ['validUntil', 'Valid until'],
      ['subtotal', 'Subtotal'],
      ['discount', 'Discount'],
      ['taxRate', 'Tax rate (%)'],
      ['tax', 'Tax'],
      ['total', 'Total'],
      ['lines', 'Lines'],
    ].map(([key, fallback]) => word(key, fallback));
    const lines = [
      `\uFEFF${csvLine(header)}`,
      ...rows.map(({ reference, data, quote }) =>
        csvLine([
          reference,
          String(quote.version),
          visitorNameOf(data) ?? '',
          visitorEmailOf(data) ?? '',
          quote.decision?.at ?? '',
          quote.decision?.name ?? '',
          quote.validUntil,
          amount(quote.totals.subtotalCents),
          amount(quote.totals.discountCents),
          quote.taxRatePercent === null ? '' : String(quote.taxRatePercent),
          amount(quote.totals.taxCents),
          amount(quote.totals.totalCents),
          String(quote.lines.length),
        ]),
      ),
    ];
    const day = shopDay(new Date(now()), options.timeZone);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`accepted-quotes-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines));
  });
}
