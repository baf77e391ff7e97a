import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';

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

describe('GET /api/health', () => {
  it('answers 200 with status ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/:unknown', () => {
  it.each(['/api/nope', '/api', '/api/forms/contact/extra', '/api/nope.js'])(
    'answers %s with a JSON 404, never the SPA HTML',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    },
  );
});

describe('POST /:any-path-without-a-route', () => {
  it('answers a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/contact', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
