/**
 * The server's map from a pathname to its prerendered page (dist/pages/<lng>/…), on a small
 * fixture build: each page by its address, the not-found page in the address's language with a
 * 404, the shell for the owner's screens, the nonce and the origin filled per response.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';

let fixture: FixtureDist;
let app: FastifyInstance;

const page = (lng: string, marker: string) =>
  `<!DOCTYPE html><html lang="${lng}"><meta name=csp-nonce content=__CSP_NONCE__>` +
  `<link rel="canonical" href="__PUBLIC_ORIGIN__/x"><style nonce="__CSP_NONCE__">.a{}</style>` +
  `<body><div id="root"><h1>${marker}</h1></div>`;

const pages: Record<string, string> = {
  'en/index.html': page('en', 'home en'),
  'es/index.html': page('es', 'home es'),
  'en/printing.html': page('en', 'printing en'),
  'es/printing/business-cards.html': page('es', 'cards es'),
  'en/404.html': page('en', 'not found en'),
  'es/404.html': page('es', 'not found es'),
  'es/printing/404.html': page('es', 'printing not found es'),
};

beforeAll(async () => {
  fixture = createFixtureDist();
  for (const [file, html] of Object.entries(pages)) {
    const path = join(fixture.distDir, 'pages', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, html);
  }
  app = await buildApp({ distDir: fixture.distDir, logger: false, publicUrl: 'https://print.example' });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('prerendered pages', () => {
  it.each([
    ['/', 200, 'home en'],
    ['/es', 200, 'home es'],
    ['/es/', 200, 'home es'],
    ['/printing', 200, 'printing en'],
    ['/printing/?utm=x', 200, 'printing en'],
    ['/es/printing/business-cards', 200, 'cards es'],
    ['/no-such-page', 404, 'not found en'],
    ['/printing/no-such-item', 404, 'not found en'],
    ['/es/no-such-page', 404, 'not found es'],
    ['/es/printing/no-such-item', 404, 'printing not found es'],
    ['/es/printing/services/x', 404, 'not found es'],
    ['/es/dtf/no-such-item', 404, 'not found es'],
  ])('%s answers %i with the page "%s"', async (url, status, marker) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(heading(response.body)).toBe(marker);
  });

  it('sends the shell for a known page that was not prerendered (the owner screen)', async () => {
    const response = await app.inject({ method: 'GET', url: '/owner' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
  });

  it('fills the nonce and the origin, compressed or not', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      const response = await app.inject({ method: 'GET', url: '/printing', headers });
      const html =
        response.headers['content-encoding'] === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(`content="${nonce}"`);
      expect(html).toContain('<link rel="canonical" href="https://print.example/x">');
      expect(html).not.toMatch(/__CSP_NONCE__|__PUBLIC_ORIGIN__/);
    }
  });

  it('takes the origin from the request when no PUBLIC_URL is set, and a strange Host as localhost', async () => {
    const bare = await buildApp({ distDir: fixture.distDir, logger: false });
    try {
      const plain = await bare.inject({
        method: 'GET',
        url: '/printing',
        headers: { host: 'shop.example:8080' },
      });
      expect(plain.body).toContain('href="http://shop.example:8080/x"');
      const hostile = await bare.inject({
        method: 'GET',
        url: '/printing',
        headers: { host: 'a"><script>' },
      });
      expect(hostile.body).toContain('href="http://localhost/x"');
    } finally {
      await bare.close();
    }
  });

  it('does not serve the pages as files', async () => {
    const response = await app.inject({ method: 'GET', url: '/pages/en/printing.html' });
    expect(response.body).not.toContain('printing en');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });
});
