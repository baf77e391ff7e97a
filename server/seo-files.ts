/**
 * robots.txt and sitemap.xml, generated from the route table so a new page is listed the
 * moment it exists (docs/architecture.md "Why the stack is set up as it is": the original site had neither), in both languages.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allKnownPaths, type FormPages } from '../core/routes/known-paths.ts';
import { defaultLanguage, languages } from '../core/i18n/languages.ts';
import { alternatePaths, localizePath } from '../core/routes/localized-paths.ts';
import { noIndexPathPrefixes } from '../core/routes/route-table.ts';
import { shortCache } from './static-assets.ts';

/** Host names and IP literals only: the Host header is the visitor's to write. */
const plausibleHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The site's origin: the configured PUBLIC_URL, else the one this request was made to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = plausibleHost.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Each page once per language, and with each address the page's every language as
 * `<xhtml:link rel="alternate" hreflang>` (English is also x-default), as search engines read
 * them: https://developers.google.com/search/docs/specialty/international/localized-versions
 */
export function sitemapXml(origin: string, pages: readonly string[]): string {
  const url = (path: string) => escapeXml(origin + path);
  const urls = pages.flatMap((page) => {
    const addresses = alternatePaths(page);
    const links = [
      ...languages.map((lng) => [lng, addresses[lng]] as const),
      ['x-default', addresses[defaultLanguage]] as const,
    ].map(
      ([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`,
    );
    return languages.map((lng) =>
      ['  <url>', `    <loc>${url(addresses[lng])}</loc>`, ...links, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // /api/ holds no pages, the owner's pages are private and a customer's page is theirs alone,
  // in every language; the rest is public.
  const hidden = noIndexPathPrefixes.flatMap((path) => languages.map((lng) => localizePath(path, lng)));
  const disallowed = ['/api/', ...hidden].map((p) => `Disallow: ${p}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${origin}/sitemap.xml\n`;
}

export function registerSeoFiles(
  app: FastifyInstance,
  publicUrl: string | undefined,
  formPages: FormPages,
): void {
  const paths = allKnownPaths(formPages);
  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', shortCache).type('text/plain; charset=utf-8');
    return robotsTxt(siteOrigin(request, publicUrl));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    reply.header('cache-control', shortCache).type('application/xml; charset=utf-8');
    return sitemapXml(siteOrigin(request, publicUrl), paths);
  });
}
