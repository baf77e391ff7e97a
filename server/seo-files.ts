/**
 * robots.txt and sitemap.xml, generated from the route table so a new page is listed the
 * moment it exists (STACK-NOTES.md: the original site had neither).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allKnownPaths, type FormPages } from '../core/routes/known-paths.ts';
import { privatePaths } from '../core/routes/route-table.ts';
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

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // /api/ holds no pages and the owner's pages are private; everything else is public.
  const disallowed = ['/api/', ...privatePaths].map((p) => `Disallow: ${p}\n`).join('');
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
