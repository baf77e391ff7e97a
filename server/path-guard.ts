/**
 * Rejects request paths no page or file could have, with a 4xx before any handler sees them.
 * Asset routes are exact (one per file in dist/), so this is defence in depth for the SPA
 * fallback and a clear answer instead of a confusing not-found page.
 */
import type { FastifyInstance } from 'fastify';

/** Far beyond any real URL of the site; keeps log lines and route lookups bounded. */
export const maxUrlLength = 2048;

/** The decoded pathname, or null when its percent-encoding is broken. */
export function decodePathname(url: string): string | null {
  const pathname = url.split('?', 1)[0];
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** `..` segments, backslashes and control characters only ever appear in probes. */
export function isSuspiciousPath(decoded: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /(^|\/)\.\.(\/|$)/.test(decoded) || decoded.includes('\\') || /[\u0000-\u001f\u007f]/.test(decoded);
}

export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > maxUrlLength) {
      return reply.code(414).send({
        statusCode: 414,
        error: 'URI Too Long',
        message: `URLs are limited to ${maxUrlLength} characters.`,
      });
    }
    const decoded = decodePathname(request.url);
    if (decoded === null || isSuspiciousPath(decoded)) {
      // The owner API names requests and files by reference and number only: a probe for a
      // path there is simply something that does not exist (docs/owner-guide.md "The inbox").
      if (request.url.startsWith('/api/owner/')) {
        return reply.code(404).send({ error: 'not-found', message: 'There is no such request or file.' });
      }
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Malformed URL path.' });
    }
  });
}
