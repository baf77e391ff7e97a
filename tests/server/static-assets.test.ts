import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist, mainJs, type FixtureDist } from './fixture-dist.ts';

let fixture: FixtureDist;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = await buildApp({ distDir: fixture.distDir });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const asset = '/main.1234abcd.js';

describe('GET /:hashed-asset', () => {
  it('is cached for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: asset });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli file when the browser accepts br, even listed after gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(mainJs);
  });

  it('sends the gzip file when the browser accepts only gzip', async () => {
    const response = await app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(mainJs);
  });

  it('sends the plain file when the browser accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(mainJs);
  });

  it('falls back to the plain file when a file has no compressed sibling', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/home-page.0badc0de.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export default 1;\n');
  });

  it('carries the security headers too', async () => {
    const response = await app.inject({ method: 'GET', url: asset });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('HEAD /:hashed-asset', () => {
  it('answers with the headers of the compressed file and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body).toBe('');
  });
});

describe('GET /:file-without-hash', () => {
  it('is cached only briefly, since a deploy keeps its name', async () => {
    const response = await app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('GET /:asset.br', () => {
  it('does not serve the compressed siblings by their own names', async () => {
    const response = await app.inject({ method: 'GET', url: `${asset}.br` });
    expect(response.statusCode).toBe(404);
  });
});
