import { createRateLimiter } from '../../server/intake/rate-limit.ts';
import { buildIntakeApp, rowCount, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const contact = { firstName: 'Ana', email: 'ana@example.com', serviceType: 'other', message: 'Hi' };

describe('POST /api/forms/:formId rate limit', () => {
  let backend: StoreBackend;
  let intake: IntakeApp;

  beforeAll(async () => {
    backend = createBackend('sqlite');
    intake = await buildIntakeApp(backend, { intakeRateLimit: 3, trustProxy: true });
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  const post = (ip: string, payload = urlencoded(contact)) =>
    intake.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: payload.payload,
      headers: { ...payload.headers, 'x-forwarded-for': ip },
    });

  it('answers 429 with Retry-After once an address used its submissions, and stores nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const rows = await rowCount(intake.store);
    const refused = await post('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'rate-limited',
      message: 'Too many submissions. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await rowCount(intake.store)).toBe(rows);
  });

  it('refuses before reading the body, so a large one gets 429, not 413', async () => {
    const huge = urlencoded({ ...contact, message: 'x'.repeat(100_000) });
    expect((await post('203.0.113.7', huge)).statusCode).toBe(429);
  });

  it('limits each address on its own', async () => {
    expect((await post('198.51.100.20')).statusCode).toBe(201);
  });
});

describe('createRateLimiter', () => {
  it('refills one submission every 60/perMinute seconds, up to perMinute', () => {
    let now = 0;
    const limiter = createRateLimiter(6, () => now);
    for (let i = 0; i < 6; i += 1) expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(10);
    now += 9_999;
    expect(limiter.take('a')).toBe(1);
    now += 1;
    expect(limiter.take('a')).toBe(true);
    now += 3_600_000;
    for (let i = 0; i < 6; i += 1) expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).not.toBe(true);
  });
});
