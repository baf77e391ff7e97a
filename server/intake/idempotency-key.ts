/**
 * The Idempotency-Key request header (IETF draft "The Idempotency-Key HTTP Header Field"): the
 * form runner sends one with each submission and keeps it across the visitor's retries of that
 * submission, so a request whose 201 was lost on the way is not stored a second time.
 *
 * A key is per form: the store records it with the form's id, so the same key sent to another
 * form is another request. It is kept for 2 days (owner-plugin.ts housekeeping).
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/intake-error.ts';

export const idempotencyKeyHeader = 'idempotency-key';

// The draft only says "a string" (the browser sends a UUID): any printable ASCII is taken as
// it came, quotes included, but its length is bounded so the store's key stays small.
const wellFormed = /^[\x20-\x7e]{1,255}$/;

/** The request's key, or undefined when it sent none; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  // Node joins repeated headers with ", ", which would make two keys look like one.
  const { rawHeaders } = request.raw;
  const sent = rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === idempotencyKeyHeader);
  if (typeof value !== 'string' || sent.length > 1 || !wellFormed.test(value)) {
    throw badRequest('The Idempotency-Key header must be one value of 1 to 255 printable ASCII characters.');
  }
  return value;
}
