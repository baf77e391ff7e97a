/**
 * A dependency (the database, the bucket) that did not answer: the request gets 503 with
 * Retry-After, never a 500, and the next one tries again (docs/deployment.md "Health,
 * readiness and shutdown").
 */
import type { FastifyReply } from 'fastify';

export class UnavailableError extends Error {
  readonly dependency: 'store' | 'file-store';
  constructor(dependency: UnavailableError['dependency'], cause: unknown) {
    super(`The ${dependency} is unavailable: ${(cause as Error | undefined)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'UnavailableError';
    this.dependency = dependency;
  }
}

/** What a client is told to wait before it tries again. */
export const retryAfterSeconds = 10;

export const unavailableBody = {
  error: 'unavailable',
  message: 'The service is briefly unavailable. Nothing was lost: please try again in a few seconds.',
} as const;

/** The one answer to an UnavailableError, whichever route met it. */
export function replyUnavailable(reply: FastifyReply, error: UnavailableError): FastifyReply {
  // One line per request, without the stack: an outage makes many, and the cause says it all.
  reply.log.error(
    { dependency: error.dependency, cause: error.message },
    'answered 503: a dependency is down',
  );
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(unavailableBody);
}
