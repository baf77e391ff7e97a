import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { allKnownPaths, allLocalizedPaths } from '../../core/routes/known-paths.ts';
import { formPagesIn } from '../support/form-files.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { fixtureFormsDir } from './fixtures/intake-helpers.ts';

let fixture: FixtureDist;
let app: FastifyInstance;
let configured: FastifyInstance;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = await buildApp({ distDir: fixture.distDir });
  configured = await buildApp({ distDir: fixture.distDir, publicUrl: 'https://print.example' });
});
afterAll(async () => {
  await app.close();
  await configured.close();
  fixture.cleanup();
});

describe('GET /sitemap.xml', () => {
  it('lists every known page as an absolute URL on the PUBLIC_URL', async () => {
    const response = await configured.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(response.body).toContain('<loc>https://print.example/printing/business-cards</loc>');
    expect(response.body).toContain('<loc>https://print.example/</loc>');
    expect(response.body.match(/<loc>/g)).toHaveLength(allKnownPaths(formPagesIn()).length * 2);
    expect(response.body).not.toContain('/owner');
    expect(response.body).not.toContain('/my-request');
  });

  it('lists every page in English and in Spanish, each address with both languages and x-default', async () => {
    const response = await configured.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...response.body.matchAll(/<loc>https:\/\/print\.example([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(allLocalizedPaths(formPagesIn()).sort());
    const entries = response.body.match(/<url>[\s\S]*?<\/url>/g)!;
    expect(entries).toHaveLength(locs.length);
    const home = entries.filter((e) => /<loc>https:\/\/print\.example\/es<\/loc>/.test(e));
    expect(home).toHaveLength(1);
    for (const [hreflang, href] of [
      ['en', 'https://print.example/'],
      ['es', 'https://print.example/es'],
      ['x-default', 'https://print.example/'],
    ]) {
      expect(home[0]).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    }
    // Every entry names both addresses of its page and English as the default.
    for (const entry of entries) {
      const loc = /<loc>https:\/\/print\.example([^<]*)<\/loc>/.exec(entry)![1];
      const english = loc === '/es' ? '/' : loc.replace(/^\/es\//, '/');
      const spanish = english === '/' ? '/es' : `/es${english}`;
      const links = [...entry.matchAll(/hreflang="([^"]+)" href="https:\/\/print\.example([^"]*)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      expect([loc, links]).toEqual([loc, [`en ${english}`, `es ${spanish}`, `x-default ${english}`]]);
    }
  });

  it('lists /request/<form-id> for every form file with a page, and answers 200 there', async () => {
    // The fixture forms say nothing of "page", so each that posts somewhere has one.
    const withPages = await buildApp({ distDir: fixture.distDir, formsDir: fixtureFormsDir });
    try {
      const sitemap = await withPages.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain('/request/kitchen</loc>');
      expect(sitemap.body).toContain('/es/request/kitchen</loc>');
      expect(sitemap.body).not.toContain('/request/console-only');
      expect((await withPages.inject({ method: 'GET', url: '/request/kitchen' })).statusCode).toBe(200);
      expect((await withPages.inject({ method: 'GET', url: '/es/request/kitchen' })).statusCode).toBe(200);
      expect((await withPages.inject({ method: 'GET', url: '/es/request/console-only' })).statusCode).toBe(
        404,
      );
      expect((await withPages.inject({ method: 'GET', url: '/request/console-only' })).statusCode).toBe(404);
      expect((await withPages.inject({ method: 'GET', url: '/request/no-such-form' })).statusCode).toBe(404);
      // The real forms all sit on pages of their own.
      expect((await app.inject({ method: 'GET', url: '/request/contact' })).statusCode).toBe(404);
    } finally {
      await withPages.close();
    }
  });

  it('uses the host the request was made to when no PUBLIC_URL is set', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.test:8080' },
    });
    expect(response.body).toContain('<loc>http://shop.test:8080/contact</loc>');
  });

  it('does not copy a forged Host header into the XML', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil"><x>' } });
    expect(response.body).not.toContain('evil');
    expect(response.body).toContain('<loc>http://localhost/contact</loc>');
  });
});

describe('GET /robots.txt', () => {
  it('allows all crawlers and points to the sitemap', async () => {
    const response = await configured.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(response.body).toContain('Sitemap: https://print.example/sitemap.xml');
  });

  it("keeps crawlers out of the API and the owner's inbox", async () => {
    const response = await configured.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /owner\n');
    expect(response.body).toContain('Disallow: /es/owner\n');
  });

  it("keeps crawlers out of every customer's page, whatever its token, in both languages", async () => {
    const response = await configured.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /my-request/\n');
    expect(response.body).toContain('Disallow: /es/my-request/\n');
    // Robots rules match by prefix: /my-request/x is covered, and no page that should be listed is.
    const disallowed = [...response.body.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    expect(disallowed.some((rule) => '/my-request/x'.startsWith(rule))).toBe(true);
    for (const path of allLocalizedPaths(formPagesIn())) {
      expect([path, disallowed.filter((rule) => path.startsWith(rule))]).toEqual([path, []]);
    }
  });
});

describe("a customer's page", () => {
  it('answers with the SPA shell (200) in both languages, with a noindex header', async () => {
    for (const url of ['/my-request/x', '/es/my-request/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode, response.headers['x-robots-tag']]).toEqual([
        url,
        200,
        'noindex, nofollow',
      ]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const page = await app.inject({ method: 'GET', url: '/contact' });
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/my-request/a/b' })).statusCode).toBe(404);
  });

  it("answers a quote's print view with the shell (200) and noindex, and a version that is no number with 404", async () => {
    for (const url of [
      '/my-request/x/quote/2',
      '/es/my-request/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE/quote/12',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode, response.headers['x-robots-tag']]).toEqual([
        url,
        200,
        'noindex, nofollow',
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/my-request/x/quote/v2' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/my-request/x/quote' })).statusCode).toBe(404);
  });
});
