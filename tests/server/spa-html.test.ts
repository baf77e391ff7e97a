import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';

let fixture: FixtureDist;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = await buildApp({ distDir: fixture.distDir, logger: false });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const nonceInMeta = (html: string) => /<meta name=csp-nonce content="([^"]+)">/.exec(html)?.[1];

describe('GET /:page (a page of the route table)', () => {
  it.each([
    '/',
    '/contact',
    '/printing/business-cards',
    '/digital-marketing/google-ads',
    '/contact/',
    '/es',
    '/es/contact',
    '/es/printing/business-cards',
    '/es/owner',
  ])('answers %s with 200 and the SPA HTML', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id=root>');
  });

  it('stamps a fresh nonce into the meta tag, the import map and the CSP of each response', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/' });
    const nonce = nonceInMeta(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceInMeta(second.body)).not.toBe(nonce);
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(first.body).toContain(`<script nonce="${nonce}" type=importmap>`);
    // Our own inline script too (the language address); JSON data blocks never run, so none.
    expect(first.body).toContain(`<script nonce="${nonce}">location.pathname`);
    expect(first.body).toContain('<script type=application/ld+json>{');
    expect(first.body).toContain('<script type="application/json" id=data>{');
    expect(first.body).toContain('<script type=module src=/main.1234abcd.js>');
    expect(first.body.match(/nonce=/g)).toHaveLength(2);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it('says <html lang="es"> at the Spanish addresses and lang="en" at the English ones', async () => {
    for (const [url, lang] of [
      ['/', 'en'],
      ['/printing', 'en'],
      ['/es', 'es'],
      ['/es/', 'es'],
      ['/es/printing/business-cards', 'es'],
      ['/es/owner', 'es'],
      ['/es/no-such-page', 'es'],
      ['/estimates', 'en'],
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, /<html lang="?([a-z]+)/.exec(response.body)?.[1]]).toEqual([url, lang]);
    }
  });

  it('is never cached without revalidation', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the strict security headers and no X-Powered-By', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/' });
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      'frame-src https://www.google.com https://maps.google.com',
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /:unknown', () => {
  it.each([
    '/no-such-page',
    '/printing/no-such-service',
    '/jobs/extra',
    '/index.html',
    '/es/no-such-page',
    '/es/printing/no-such-service',
    '/es/es/printing',
  ])('answers %s with 404 and the SPA HTML, which draws the not-found screen', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(nonceInMeta(response.body)).toBeDefined();
  });

  it('answers a missing script with a plain 404, not HTML, so the SPA sees a failed chunk', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/old-page.deadbeef.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('HEAD /:page', () => {
  it('answers like GET without a body', async () => {
    const get = await app.inject({ method: 'GET', url: '/dtf' });
    const head = await app.inject({ method: 'HEAD', url: '/dtf' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('answers 404 for an unknown page', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });
});

describe('buildApp', () => {
  it('refuses to start without a build, saying how to make one', async () => {
    const empty = createFixtureDist();
    rmSync(join(empty.distDir, 'index.html'));
    await expect(buildApp({ distDir: empty.distDir })).rejects.toThrow(
      /index\.html is missing: run npm run build first/,
    );
    empty.cleanup();
  });
});
