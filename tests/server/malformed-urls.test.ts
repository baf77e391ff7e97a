import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist, secretText, type FixtureDist } from './fixture-dist.ts';

let fixture: FixtureDist;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = await buildApp({ distDir: fixture.distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

/** Sends the request line byte for byte: fetch and inject would normalise `..` away. */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
  });
}

describe('GET with a malformed path', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/main.1234abcd.js/../../secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/contact%00.js',
    '/%E0%A4%A',
    '/%',
    '/printing/%ZZ',
  ])('answers %s with a 4xx and never a file outside dist/', async (path) => {
    const { status, text } = await rawGet(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(text).not.toContain(secretText);
    expect(text).not.toContain('root:');
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('answers a very long path with 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(414);
  });

  it('answers a bad percent-encoding with 400 and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
