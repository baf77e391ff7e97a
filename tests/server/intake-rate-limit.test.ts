/**
 * The per-address limits (server/http/rate-limit.ts) live in the store: every server process on
 * one database counts the same hits, on SQLite and on PostgreSQL alike.
 */
import { addressHash, createRateLimiter } from '../../server/http/rate-limit.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { buildIntakeApp, rowCount, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const contact = { firstName: 'Ana', email: 'ana@example.com', serviceType: 'other', message: 'Hi' };

const postFrom = (intake: IntakeApp, ip: string, payload = urlencoded(contact)) =>
  intake.app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    payload: payload.payload,
    headers: { ...payload.headers, 'x-forwarded-for': ip },
  });

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

  const post = (ip: string, payload = urlencoded(contact)) => postFrom(intake, ip, payload);

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

describe.each(backendNames)('the rate limit shared through the store on %s', (backendName) => {
  let backend: StoreBackend;
  let first: IntakeApp;
  let second: IntakeApp;

  beforeAll(async () => {
    backend = createBackend(backendName);
    // Two apps, each with its own store object on the one database: two server processes.
    first = await buildIntakeApp(backend, { intakeRateLimit: 3, trustProxy: true });
    second = await buildIntakeApp(backend, { intakeRateLimit: 3, trustProxy: true });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await backend.cleanup();
  });

  it('POST /api/forms/:formId answers 429 to the submission past the limit, whichever process gets it', async () => {
    expect((await postFrom(first, '203.0.113.50')).statusCode).toBe(201);
    expect((await postFrom(second, '203.0.113.50')).statusCode).toBe(201);
    expect((await postFrom(first, '203.0.113.50')).statusCode).toBe(201);
    expect((await postFrom(second, '203.0.113.50')).statusCode).toBe(429);
    expect((await postFrom(first, '203.0.113.50')).statusCode).toBe(429);
    expect((await postFrom(second, '203.0.113.51')).statusCode).toBe(201);
  });

  it('POST /api/status answers 429 to the lookup past its limit, whichever process gets it', async () => {
    const lookup = (intake: IntakeApp) =>
      intake.app.inject({
        method: 'POST',
        url: '/api/status',
        payload: { reference: 'Q-AAAAAA', email: 'nobody@example.com' },
        headers: { 'x-forwarded-for': '203.0.113.60' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await lookup(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 404));
    const refused = await lookup(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate-limited' });
    expect((await lookup(first)).statusCode).toBe(429);
  });

  it('counts simultaneous hits from both processes once each: exactly the limit gets through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postFrom(i % 2 === 0 ? first : second, '203.0.113.70')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('keeps only a hash of the address, the same as the stored requests', async () => {
    const key = await first.store.secret('ip-hash');
    const inStore = await first.store.list();
    expect(inStore.items.some((item) => item.ipHash === addressHash(key, '203.0.113.50'))).toBe(true);
    await expect(
      first.store.rateLimits.take('intake', addressHash(key, '203.0.113.50'), 3, Date.now()),
    ).resolves.toMatchObject({ allowed: false });
    await expect(first.store.rateLimits.take('intake', '203.0.113.50', 3, Date.now())).resolves.toMatchObject(
      {
        allowed: true,
      },
    );
  });
});

describe.each(backendNames)('createRateLimiter on %s', (backendName) => {
  let backend: StoreBackend;
  let store: SubmissionStore;

  beforeAll(async () => {
    backend = createBackend(backendName);
    store = await backend.open();
  });
  afterAll(async () => {
    await store.close();
    await backend.cleanup();
  });

  it('refills one submission every 60/perMinute seconds, up to perMinute', async () => {
    let now = 0;
    const limiter = createRateLimiter({
      limits: store.rateLimits,
      scope: 'test',
      perMinute: 6,
      addressKey: 'key',
      now: () => now,
    });
    for (let i = 0; i < 6; i += 1) expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('a')).toBe(10);
    now += 9_999;
    expect(await limiter.take('a')).toBe(1);
    now += 1;
    expect(await limiter.take('a')).toBe(true);
    now += 3_600_000;
    for (let i = 0; i < 6; i += 1) expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('a')).not.toBe(true);
  });

  it('counts each scope on its own', async () => {
    const limiter = (scope: string) =>
      createRateLimiter({ limits: store.rateLimits, scope, perMinute: 1, addressKey: 'key', now: () => 0 });
    expect(await limiter('one').take('b')).toBe(true);
    expect(await limiter('one').take('b')).toBe(60);
    expect(await limiter('two').take('b')).toBe(true);
  });

  it('forgets buckets untouched for ten minutes', async () => {
    const limiter = (now: number) =>
      createRateLimiter({
        limits: store.rateLimits,
        scope: 'forget',
        perMinute: 1,
        addressKey: 'key',
        now: () => now,
      });
    expect(await limiter(0).take('c')).toBe(true);
    expect(await limiter(0).take('c')).toBe(60);
    // A process's first hit starts its clean-up (then at most once a minute).
    expect(await limiter(11 * 60_000).take('d')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // c's empty bucket is gone: a hit at the same moment finds a full one.
    await expect(store.rateLimits.take('forget', addressHash('key', 'c'), 1, 0)).resolves.toEqual({
      allowed: true,
      tokens: 0,
    });
    await expect(store.rateLimits.take('forget', addressHash('key', 'd'), 1, 11 * 60_000)).resolves.toEqual({
      allowed: false,
      tokens: 0,
    });
  });
});
