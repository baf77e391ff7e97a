/**
 * Every route that reads the store answers a PostgreSQL outage with 503, Retry-After and the
 * JSON message, never a 500, and works again once the database is back, on the same store
 * object (its pool reconnects). PostgreSQL reached through a TCP proxy the test cuts; a real
 * SQL error, by contrast, stays what it is.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresStore } from '../../server/store/postgres-store.ts';
import { UnavailableError } from '../../server/unavailable.ts';
import { buildIntakeApp, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { postForm, setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import type { StoreBackend } from './fixtures/store-backends.ts';
import { startTcpProxy, type TcpProxy } from './fixtures/tcp-proxy.ts';
import { validAnswers } from '../support/form-answers.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

const ana = validAnswers('contact', {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  serviceType: 'vehicle-wraps',
  message: 'Full wrap for our taco truck.',
}).fields;

describeOnPostgres('the routes while PostgreSQL is out of reach', () => {
  const schema = `store_outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'store-outage-'));
  let proxy: TcpProxy;
  let intake: IntakeApp;
  let owner: Owner;
  let reference: string;
  let backend: StoreBackend;

  beforeAll(async () => {
    const direct = new URL(databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(databaseUrl!);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    backend = {
      name: 'postgres',
      dataDir,
      // Not started as a process here; given for the type's sake, with the schema as the others do.
      serverEnv: {
        DATA_DIR: dataDir,
        DATABASE_URL: `${throughProxy.href}?options=-c%20search_path%3D${schema}`,
      },
      async open() {
        const store = createPostgresStore({ connectionString: throughProxy.href, schema });
        await store.migrate();
        return store;
      },
      async cleanup() {},
    };
    intake = await buildIntakeApp(backend, { formsDir: join(process.cwd(), 'forms') });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
    reference = await postForm(intake, 'contact', ana);
  });
  // A test that fails while the proxy is cut must not take the next one down with it.
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await intake?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lookup = () =>
    intake.app.inject({
      method: 'POST',
      url: '/api/status',
      payload: { reference, email: ana.email },
    });
  const submit = () => {
    const body = urlencoded({ _elapsed_ms: '12000', ...ana });
    return intake.app.inject({ method: 'POST', url: '/api/forms/contact', ...body });
  };
  const requests = {
    'POST /api/forms/contact': submit,
    'POST /api/status': lookup,
    'GET /api/owner/session': () => intake.app.inject({ method: 'GET', url: '/api/owner/session' }),
    'GET /api/owner/submissions': () => owner.get('/api/owner/submissions'),
    [`GET /api/owner/submissions/:reference`]: () => owner.get(`/api/owner/submissions/${reference}`),
  };

  it('answers 503 with Retry-After on every route while the database is down, and as before once it is back', async () => {
    proxy.refuse();
    for (const [name, request] of Object.entries(requests)) {
      const response = await request();
      expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
      expect(response.headers['retry-after']).toBe('10');
      expect(response.json()).toMatchObject({ error: 'unavailable' });
    }
    expect((await intake.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await intake.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    expect((await submit()).statusCode).toBe(201);
    expect((await lookup()).json()).toMatchObject({ reference, status: 'received' });
    expect((await owner.get('/api/owner/submissions')).json().total).toBe(2);
    expect((await intake.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('POST /api/forms/:formId answers 503, not 500, when its rate limit cannot be counted in the store', async () => {
    const limited = await buildIntakeApp(backend, {
      formsDir: join(process.cwd(), 'forms'),
      intakeRateLimit: 5,
    });
    try {
      const post = () => {
        const body = urlencoded({ _elapsed_ms: '12000', ...ana });
        return limited.app.inject({ method: 'POST', url: '/api/forms/contact', ...body });
      };
      proxy.refuse();
      const refused = await post();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toMatchObject({ error: 'unavailable' });
      await proxy.restore();
      expect((await post()).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('keeps a real SQL error (a duplicate key) as it is: only a lost database is "unavailable"', async () => {
    const idHash = randomBytes(16).toString('hex');
    await intake.store.owner.createSession(idHash, Date.now());
    const error = await intake.store.owner.createSession(idHash, Date.now()).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({ code: '23505' });
  });
});
