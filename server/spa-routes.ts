/**
 * Every GET/HEAD path that is not a file in dist/ gets the SPA's HTML: 200 when the route
 * table knows the path, 404 otherwise (the SPA then draws its not-found screen, and crawlers
 * see a real 404). API paths never get HTML.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath, type FormPages } from '../core/routes/known-paths.ts';
import { splitLanguage } from '../core/routes/localized-paths.ts';
import { allowNonce, newNonce } from './security-headers.ts';
import type { SpaHtml } from './spa-html.ts';

/** A last path segment with an extension names a file (an old chunk, a typo), not a page. */
const fileLike = /\/[^/]*\.[a-z0-9]{1,8}$/i;

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function sendJsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Route ${request.method}:${request.url.split('?', 1)[0]} not found`,
  });
}

export function registerSpaRoutes(app: FastifyInstance, html: SpaHtml, formPages: FormPages): void {
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0];
    if (isApiPath(pathname)) return sendJsonNotFound(request, reply);
    // A module import of a chunk a deploy removed must fail as a script error (the SPA then
    // reloads), not "succeed" with HTML; a person typing such a URL still gets the page.
    if (fileLike.test(pathname) && !(request.headers.accept ?? '').includes('text/html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const nonce = newNonce();
    allowNonce(reply, nonce);
    return (
      reply
        .code(isKnownPath(pathname, formPages) ? 200 : 404)
        .type('text/html; charset=utf-8')
        // Always revalidated: it names the current hashed files and holds this response's nonce.
        .header('cache-control', 'no-cache')
        .send(html.render(nonce, splitLanguage(pathname).lng))
    );
  });

  // Other methods on any path, and Fastify's own not-found cases, answer in JSON.
  app.setNotFoundHandler(sendJsonNotFound);
}
