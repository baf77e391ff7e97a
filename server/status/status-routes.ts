/**
 * POST /api/status: a visitor looks up their own request by its reference and the e-mail
 * address they used (docs/owner-guide.md "Order-status lookup"). Every kind of mismatch gets the same 404,
 * so references cannot be probed; the answer holds the status and its dates, nothing else.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FoundStatus } from '../../core/api/status.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { normalizeReference } from '../store/reference.ts';
import type { SubmissionStore } from '../store/types.ts';
import { replyUnavailable, UnavailableError } from '../unavailable.ts';

export type StatusOptions = { store: SubmissionStore; limiter?: RateLimiter };

const notFound = {
  error: 'not-found',
  message: 'We found no request with that reference and e-mail address.',
};

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UnavailableError) return replyUnavailable(reply, error);
  const status = error.statusCode ?? 500;
  reply.header('cache-control', 'no-store');
  if (status >= 500) {
    request.log.error({ err: error }, 'status lookup failed');
    return reply
      .code(500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  }
  if (status === 415) return reply.code(415).send({ error: 'unsupported-media-type', message: 'Send JSON.' });
  return reply
    .code(status === 413 ? 413 : 400)
    .send({ error: 'bad-request', message: 'Send a reference and an e-mail address.' });
}

export async function statusRoutes(app: FastifyInstance, options: StatusOptions): Promise<void> {
  const { store, limiter } = options;
  app.setErrorHandler(sendError);

  app.post<{ Body: unknown }>(
    '/api/status',
    {
      bodyLimit: 2048,
      async onRequest(request, reply) {
        reply.header('cache-control', 'no-store');
        const wait = limiter ? await limiter.take(request.ip) : true;
        if (wait !== true) {
          return reply.code(429).header('retry-after', String(wait)).send({
            error: 'rate-limited',
            message: 'Too many lookups. Please wait a minute and try again.',
          });
        }
      },
    },
    async (request, reply): Promise<FoundStatus | FastifyReply> => {
      const body = request.body as { reference?: unknown; email?: unknown } | null;
      if (!body || typeof body.reference !== 'string' || typeof body.email !== 'string') {
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Send a reference and an e-mail address.' });
      }
      const reference = normalizeReference(body.reference.slice(0, 40));
      const email = body.email.trim().toLowerCase();
      const found = reference && email ? await store.detail(reference) : null;
      const storedEmail = typeof found?.data.email === 'string' ? found.data.email.trim().toLowerCase() : '';
      // Spam, a form without an e-mail field, a wrong address and no such reference look alike.
      if (!found || found.status === 'spam' || !storedEmail || storedEmail !== email) {
        return reply.code(404).send(notFound);
      }
      return {
        reference: found.reference,
        form: found.formId,
        status: found.status,
        receivedAt: found.createdAt,
        updatedAt: found.updatedAt,
        history: found.history.map(({ status, at }) => ({ status, at })),
      };
    },
  );
}
