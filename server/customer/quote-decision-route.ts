/**
 * POST /api/customer/requests/:token/quotes/:version/decision (docs/owner-guide.md "Quotes"): the customer
 * accepts (their full name and the terms ticked) or declines (a reason) the quote they were
 * shown, named by its SHA-256. Added to the customer routes' own plugin, so the same-origin
 * check, the rate limit and the link's answer apply. Refused with 409: a second decision, an
 * older version, a quote changed meanwhile (extended), and an Accept after its valid-until day.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from '../notify/mailer.ts';
import { declineReasons, type DeclineReason } from '../store/quote-types.ts';
import type { SubmissionDetail, SubmissionStore } from '../store/types.ts';
import { maxMessageLength } from '../messages/message-body.ts';
import { customerQuoteView, quoteExpired } from '../quotes/quote-view.ts';
import { paths } from '../../core/routes/paths.ts';

export type QuoteDecisionDeps = {
  store: SubmissionStore;
  opened: (token: string) => Promise<SubmissionDetail | null>;
  now: () => number;
  timeZone: string;
  mailer?: Mailer;
  siteUrlOf: (request: FastifyRequest) => string;
  base: (token: string) => string;
};

const problems = {
  'name-required': 'Type your full name to accept the quote.',
  'terms-required': 'Tick the box to accept the quote and its terms.',
  'reason-required': 'Choose why you decline the quote (and say it in your words for "other").',
  'already-decided': 'This quote already has your decision: nothing was changed.',
  superseded: 'A newer version of this quote exists: please look at that one.',
  expired: 'This quote has expired and can no longer be accepted. Write to us for a new one.',
  changed: 'This quote changed since you opened it (its validity was extended). Please look at it again.',
} as const;

const isReason = (value: unknown): value is DeclineReason => declineReasons.includes(value as DeclineReason);

export function addQuoteDecisionRoute(app: FastifyInstance, deps: QuoteDecisionDeps): void {
  const { store, mailer } = deps;
  app.post<{ Params: { token: string; version: string }; Body: unknown }>(
    '/api/customer/requests/:token/quotes/:version/decision',
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const detail = await deps.opened(request.params.token);
      if (!detail) {
        return reply
          .code(404)
          .send({ error: 'link-invalid', message: 'This link has expired or is not valid.' });
      }
      const refuse = (code: keyof typeof problems, status = 400) =>
        reply.code(status).send({ error: code, message: problems[code] });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const version = Number(request.params.version);
      const kind = body.decision === 'accept' ? 'accept' : body.decision === 'decline' ? 'decline' : null;
      if (!Number.isInteger(version) || version < 1 || !kind || typeof body.sha256 !== 'string') {
        return reply.code(400).send({
          error: 'bad-request',
          message: 'Send {"decision": "accept" | "decline", "sha256": "...", ...}.',
        });
      }
      const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ') : '';
      const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
      if (kind === 'accept') {
        if (name.length < 2 || name.length > 120) return refuse('name-required');
        if (body.terms !== true) return refuse('terms-required');
      } else if (
        !isReason(body.reason) ||
        (body.reason === 'other' && comment === '') ||
        comment.length > maxMessageLength
      ) {
        return refuse('reason-required');
      }

      const nowMs = deps.now();
      const quote = detail.quotes.find((q) => q.version === version);
      if (!quote) return reply.code(404).send({ error: 'not-found', message: 'There is no such quote.' });
      // Declining an expired quote is still a useful answer; accepting it is not allowed.
      if (
        kind === 'accept' &&
        quote.state === 'sent' &&
        !quote.superseded &&
        quoteExpired(quote.validUntil, nowMs, deps.timeZone)
      ) {
        return refuse('expired', 409);
      }
      const siteUrl = deps.siteUrlOf(request);
      const userAgent = request.headers['user-agent'];
      const result = await store.quotes.decide(
        detail.reference,
        {
          version,
          kind,
          ...(kind === 'accept'
            ? { name }
            : { reason: body.reason as DeclineReason, comment: comment || undefined }),
          sha256: body.sha256,
          ip: request.ip ?? null,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
          nowMs,
        },
        mailer
          ? (changed, decided) => mailer.composer.quotes.decision(changed, decided, siteUrl, deps.timeZone)
          : undefined,
      );
      if (!result.ok) {
        if (result.reason === 'not-found')
          return reply.code(404).send({ error: 'not-found', message: 'There is no such quote.' });
        return refuse(result.reason === 'decided' ? 'already-decided' : result.reason, 409);
      }
      mailer?.wake();
      const printUrl = paths.customerQuote(request.params.token, version);
      return { quote: customerQuoteView(result.quote, true, printUrl, { nowMs, timeZone: deps.timeZone }) };
    },
  );
}
