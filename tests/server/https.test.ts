/**
 * HTTPS behind a proxy that terminates TLS (server/https.ts): HSTS and Secure cookies when a
 * trusted proxy says the request was HTTPS, the redirect of plain HTTP to PUBLIC_URL (but not of
 * the health probes), and, with TRUST_PROXY unset, X-Forwarded-* headers that change nothing.
 */
import { join } from 'node:path';
import { buildIntakeApp, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { ownerPassword, setOwnerPassword } from './fixtures/owner-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';
import { validAnswers } from '../support/form-answers.ts';

const realForms = join(process.cwd(), 'forms');
const hsts = 'max-age=31536000; includeSubDomains';
const publicUrl = 'https://shop.example';
const viaHttps = { 'x-forwarded-proto': 'https' };
/** A contact request: these answers, and every other required field of forms/contact.form.json. */
const contact = validAnswers('contact', {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  serviceType: 'vehicle-wraps',
  message: 'Full wrap for our taco truck.',
}).fields;

let backend: StoreBackend;
beforeAll(() => {
  backend = createBackend('sqlite');
});
afterAll(async () => {
  await backend.cleanup();
});

describe('behind a trusted proxy (TRUST_PROXY=true) with PUBLIC_URL https://shop.example', () => {
  let intake: IntakeApp;

  beforeAll(async () => {
    intake = await buildIntakeApp(backend, { formsDir: realForms, trustProxy: true, publicUrl });
    // A route that sets a cookie without Secure, as a future one might forget to.
    intake.app.get('/test-cookie', async (_request, reply) =>
      reply.header('set-cookie', ['plain=1; Path=/', 'already=1; Path=/; Secure']).send('ok'),
    );
    await setOwnerPassword(intake);
  });
  afterAll(async () => {
    await intake.close();
  });

  it.each([
    ['GET /', 'GET', '/', 200],
    ['GET /printing', 'GET', '/printing', 200],
    ['GET a hashed asset', 'GET', '/main.1234abcd.js', 200],
    ['GET a missing asset', 'GET', '/missing.0000aaaa.js', 404],
    ['GET an unknown page', 'GET', '/no-such-page', 404],
    ['GET an unknown API path', 'GET', '/api/no-such-thing', 404],
    ['GET /api/health', 'GET', '/api/health', 200],
    ['GET /api/ready', 'GET', '/api/ready', 200],
    ['GET /robots.txt', 'GET', '/robots.txt', 200],
    ['a malformed URL', 'GET', '/%E0%A4%A', 400],
  ] as const)('%s over HTTPS carries Strict-Transport-Security', async (_name, method, url, status) => {
    const response = await intake.app.inject({ method, url, headers: viaHttps });
    expect(response.statusCode).toBe(status);
    expect(response.headers['strict-transport-security']).toBe(hsts);
  });

  it('POST /api/forms/:formId over HTTPS carries Strict-Transport-Security on its 201 and its 400', async () => {
    const body = urlencoded({ _elapsed_ms: '12000', ...contact });
    const stored = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: body.payload,
      headers: { ...body.headers, ...viaHttps },
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.headers['strict-transport-security']).toBe(hsts);
    const bad = urlencoded({ firstName: 'Ana' });
    const refused = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: bad.payload,
      headers: { ...bad.headers, ...viaHttps },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['strict-transport-security']).toBe(hsts);
  });

  it('POST /api/owner/session over HTTPS sets both cookies Secure', async () => {
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: ownerPassword },
      headers: viaHttps,
    });
    expect(response.statusCode).toBe(204);
    const cookies = response.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it('makes every cookie of an HTTPS response Secure, once, whichever route set it', async () => {
    const response = await intake.app.inject({ method: 'GET', url: '/test-cookie', headers: viaHttps });
    expect(response.headers['set-cookie']).toEqual(['plain=1; Path=/; Secure', 'already=1; Path=/; Secure']);
  });

  it('redirects GET and HEAD over plain HTTP with 301 to the same path and query on PUBLIC_URL', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await intake.app.inject({ method, url: '/printing/banners?size=large&x=%C3%B1' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://shop.example/printing/banners?size=large&x=%C3%B1');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const said = await intake.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(said.statusCode).toBe(301);
    expect(said.headers.location).toBe('https://shop.example/');
  });

  it('redirects POST over plain HTTP with 308, so the browser sends the same body again, and stores nothing', async () => {
    const before = (await intake.store.list()).total;
    const body = urlencoded({ _elapsed_ms: '12000', ...contact });
    const response = await intake.app.inject({ method: 'POST', url: '/api/forms/contact', ...body });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('https://shop.example/api/forms/contact');
    expect((await intake.store.list()).total).toBe(before);
  });

  it('redirects to PUBLIC_URL whatever Host or X-Forwarded-Host say, and never to another host', async () => {
    for (const url of ['/contact', '//evil.example/x']) {
      const response = await intake.app.inject({
        method: 'GET',
        url,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(response.statusCode).toBe(301);
      expect(new URL(response.headers.location as string).host).toBe('shop.example');
    }
  });

  it('answers GET /api/health and GET /api/ready over plain HTTP as they are (container and balancer probes)', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/health?probe=1']) {
      const response = await intake.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('with TRUST_PROXY naming the proxy (127.0.0.1) and PUBLIC_URL https://shop.example', () => {
  let intake: IntakeApp;

  beforeAll(async () => {
    intake = await buildIntakeApp(backend, { formsDir: realForms, trustProxy: ['127.0.0.1'], publicUrl });
  });
  afterAll(async () => {
    await intake.close();
  });

  it('believes X-Forwarded-Proto from the proxy only: another address that says HTTPS is redirected', async () => {
    const fromProxy = await intake.app.inject({ method: 'GET', url: '/contact', headers: viaHttps });
    expect(fromProxy.statusCode).toBe(200);
    expect(fromProxy.headers['strict-transport-security']).toBe(hsts);
    const forged = await intake.app.inject({
      method: 'GET',
      url: '/contact',
      headers: viaHttps,
      remoteAddress: '192.0.2.5',
    });
    expect(forged.statusCode).toBe(301);
    expect(forged.headers.location).toBe('https://shop.example/contact');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted proxy without PUBLIC_URL', () => {
  let intake: IntakeApp;

  beforeAll(async () => {
    intake = await buildIntakeApp(backend, { formsDir: realForms, trustProxy: true });
    await setOwnerPassword(intake);
  });
  afterAll(async () => {
    await intake.close();
  });

  it('answers plain HTTP as it is, without HSTS, and its cookies without Secure', async () => {
    const page = await intake.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const signIn = await intake.app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: ownerPassword },
    });
    expect(signIn.statusCode).toBe(204);
    for (const cookie of signIn.headers['set-cookie'] as string[]) expect(cookie).not.toMatch(/Secure/i);
  });

  it('still sends HSTS when the proxy says HTTPS', async () => {
    const page = await intake.app.inject({ method: 'GET', url: '/', headers: viaHttps });
    expect(page.headers['strict-transport-security']).toBe(hsts);
  });
});

describe('with TRUST_PROXY unset, X-Forwarded-* headers change nothing', () => {
  let intake: IntakeApp;

  beforeAll(async () => {
    intake = await buildIntakeApp(backend, { formsDir: realForms, publicUrl, intakeRateLimit: 2 });
    await setOwnerPassword(intake);
  });
  afterAll(async () => {
    await intake.close();
  });

  it('neither redirects nor sends HSTS, whatever X-Forwarded-Proto says (no loop, no HSTS from a forged header)', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }, { 'x-forwarded-proto': 'http' }]) {
      const response = await intake.app.inject({ method: 'GET', url: '/printing', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends no HSTS on a malformed URL because of a forged X-Forwarded-Proto', async () => {
    const response = await intake.app.inject({ method: 'GET', url: '/%E0%A4%A', headers: viaHttps });
    expect(response.statusCode).toBe(400);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets no Secure cookie because of a forged X-Forwarded-Proto', async () => {
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: { password: ownerPassword },
      headers: viaHttps,
      remoteAddress: '192.0.2.200',
    });
    expect(response.statusCode).toBe(204);
    for (const cookie of response.headers['set-cookie'] as string[]) expect(cookie).not.toMatch(/Secure/i);
  });

  it('counts the intake rate limit by the connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (const forwardedFor of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      const body = urlencoded({ _elapsed_ms: '12000', ...contact });
      const response = await intake.app.inject({
        method: 'POST',
        url: '/api/forms/contact',
        payload: body.payload,
        headers: { ...body.headers, 'x-forwarded-for': forwardedFor },
        remoteAddress: '192.0.2.10',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('counts the sign-in throttle by the connection, whatever X-Forwarded-For says', async () => {
    const signIn = (password: string, forwardedFor: string) =>
      intake.app.inject({
        method: 'POST',
        url: '/api/owner/session',
        payload: { password },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '192.0.2.20',
      });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(`guess number ${i}`, `198.51.100.${10 + i}`)).statusCode).toBe(401);
    }
    expect((await signIn(ownerPassword, '198.51.100.99')).statusCode).toBe(429);
  });
});
