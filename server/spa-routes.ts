/**
 * Every GET/HEAD path that is not a file in dist/ gets HTML: a public page its prerendered
 * HTML (200), the owner's screens and a customer's page the SPA's shell (200, with
 * X-Robots-Tag noindex), anything else the prerendered not-found page in the address's
 * language (404, so crawlers see a real 404). API paths never get HTML.
 * The HTML is compressed at start; each response splices in its nonce and origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath, isNoIndexPath, type FormPages } from '../core/routes/known-paths.ts';
import { splitLanguage } from '../core/routes/localized-paths.ts';
import { acceptsGzip } from './html-gzip.ts';
import { allowNonce, newNonce } from './security-headers.ts';
import { siteOrigin } from './seo-files.ts';
import type { HtmlPage, SpaHtml } from './spa-html.ts';

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

export function registerSpaRoutes(
  app: FastifyInstance,
  html: SpaHtml,
  formPages: FormPages,
  publicUrl?: string,
): void {
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0];
    if (isApiPath(pathname)) return sendJsonNotFound(request, reply);
    // A module import of a chunk a deploy removed must fail as a script error (the SPA then
    // reloads), not "succeed" with HTML; a person typing such a URL still gets the page.
    if (fileLike.test(pathname) && !(request.headers.accept ?? '').includes('text/html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    const { lng, path } = splitLanguage(normalized);
    let page: HtmlPage | undefined = html.page(normalized);
    let status = 200;
    if (!page) {
      // Known but not prerendered: the owner's screens, a customer's page (or a build without prerendered pages).
      if (isKnownPath(normalized, formPages)) page = html.shell(lng);
      else {
        page = html.notFound(lng, path);
        status = 404;
      }
    }
    const nonce = newNonce();
    allowNonce(reply, nonce);
    const values = { nonce, origin: siteOrigin(request, publicUrl) };
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // Always revalidated: it names the current hashed files and holds this response's nonce.
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // The shell's <head> is the same for every page: a crawler that runs no script still
    // learns from the header that the owner's screens and a customer's page are not for it.
    if (status === 200 && isNoIndexPath(normalized)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(page.gzip(values));
    }
    return reply.send(page.identity(values));
  });

  // Other methods on any path, and Fastify's own not-found cases, answer in JSON.
  app.setNotFoundHandler(sendJsonNotFound);
}
