import { join } from 'node:path';
import { fileKey } from '../../server/files/file-store.ts';
import { buildIntakeApp, multipart, samples, type IntakeApp } from './fixtures/intake-helpers.ts';
import {
  ownerPassword,
  setOwnerPassword,
  signedInOwner,
  signIn,
  type Owner,
} from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const realForms = join(process.cwd(), 'forms');

type Call = { method: 'GET' | 'PATCH' | 'DELETE'; url: string; payload?: object };

describe.each(backendNames)('attacks on the owner routes on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  let ref: string;
  let fileId: number;

  /** Every owner route that needs a session, with a harmless (or harmful) payload. */
  const routes = (): Call[] => [
    { method: 'GET', url: '/api/owner/overview' },
    { method: 'GET', url: '/api/owner/submissions' },
    { method: 'GET', url: '/api/owner/submissions?status=spam' },
    { method: 'GET', url: '/api/owner/submissions.csv' },
    { method: 'GET', url: `/api/owner/submissions/${ref}` },
    { method: 'GET', url: `/api/owner/submissions/${ref}/files/${fileId}` },
    {
      method: 'PATCH',
      url: `/api/owner/submissions/${ref}`,
      payload: { status: 'cancelled', note: 'pwned' },
    },
    { method: 'DELETE', url: `/api/owner/submissions/${ref}` },
  ];

  async function unchanged() {
    const detail = await intake.store.detail(ref);
    expect(detail).not.toBeNull();
    expect(detail!.status).toBe('received');
    expect(detail!.history).toHaveLength(1);
    expect(detail!.notes).toEqual([]);
    for (const file of detail!.files)
      expect(await intake.files.store.get(fileKey(file.storedName))).not.toBeNull();
  }

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { formsDir: realForms });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
    const body = multipart([
      { name: 'name', value: 'Bo' },
      { name: 'email', value: 'bo@example.com' },
      { name: 'files', filename: 'art.png', content: samples.png, contentType: 'image/png' },
    ]);
    const response = await intake.app.inject({ method: 'POST', url: '/api/forms/upload', ...body });
    ref = response.json().reference;
    fileId = (await intake.store.detail(ref))!.files[0].id;
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('answers 401 to every route without a session, or with a forged or stale cookie', async () => {
    for (const cookies of [undefined, { owner_session: 'forged' }, { owner_session: 'A'.repeat(43) }]) {
      for (const call of routes()) {
        const response = await intake.app.inject({
          ...call,
          cookies,
          headers: { 'x-requested-with': 'owner' },
        });
        expect([call.url, response.statusCode]).toEqual([call.url, 401]);
        expect(response.json().error).toBe('signed-out');
      }
    }
    await unchanged();
  });

  it('answers 403 to every state-changing route without X-Requested-With: owner', async () => {
    for (const call of routes().filter((c) => c.method !== 'GET')) {
      for (const header of [undefined, 'XMLHttpRequest', '']) {
        const response = await intake.app.inject({
          ...call,
          cookies: { owner_session: owner.cookie },
          headers: header === undefined ? {} : { 'x-requested-with': header },
        });
        expect([call.url, response.statusCode]).toEqual([call.url, 403]);
      }
    }
    const signOut = await intake.app.inject({
      method: 'DELETE',
      url: '/api/owner/session',
      cookies: { owner_session: owner.cookie },
    });
    expect(signOut.statusCode).toBe(403);
    expect((await owner.get('/api/owner/overview')).statusCode).toBe(200);
    await unchanged();
  });

  it('answers 404 to path traversal and other requests’ files, even signed in', async () => {
    const attempts = [
      `/api/owner/submissions/${ref}/files/..%2f..%2fintake.sqlite`,
      `/api/owner/submissions/${ref}/files/${fileId}%2f..`,
      `/api/owner/submissions/${ref}/files/-1`,
      `/api/owner/submissions/${ref}/files/${fileId}.png`,
      `/api/owner/submissions/${ref}/files/99999`,
      `/api/owner/submissions/..%2f..%2f..%2fetc%2fpasswd`,
      `/api/owner/submissions/%2e%2e/files/${fileId}`,
      `/api/owner/submissions/Q-AAAAAA/files/${fileId}`,
      `/api/owner/submissions/${ref.toLowerCase()}/files/${fileId}`,
      `/api/owner/../../intake.sqlite`,
      `/api/owner/uploads/${ref}`,
      `/uploads/${ref}/art.png`,
    ];
    for (const url of attempts) {
      const response = await owner.get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).not.toBe('image/png');
    }
    for (const url of [`/api/owner/submissions/..%2f${ref}`, `/api/owner/submissions/${ref}%00`]) {
      expect((await owner.send('DELETE', url)).statusCode).toBe(404);
      expect((await owner.send('PATCH', url, { status: 'cancelled' })).statusCode).toBe(404);
    }
    await unchanged();
  });

  it('refuses sign-in with 401 for a wrong password and 400/415 for a malformed one', async () => {
    expect((await signIn(intake, 'not the password', '10.0.0.1')).statusCode).toBe(401);
    const asForm = await intake.app.inject({
      method: 'POST',
      url: '/api/owner/session',
      payload: `password=${encodeURIComponent(ownerPassword)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.0.0.2',
    });
    expect(asForm.statusCode).toBe(415);
    for (const payload of ['{"password":', '{"password": 42}', '[]', '{}']) {
      const response = await intake.app.inject({
        method: 'POST',
        url: '/api/owner/session',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.0.0.3',
      });
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
  });

  it('refuses the sixth sign-in in 15 minutes from one address with 429, even with the right password, across a restart', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(intake, `guess number ${i}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await signIn(intake, ownerPassword, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect(blocked.json().message).toMatch(/Try again in 15 minutes/);

    // A restart (a new app on the same store) and a second process remember it.
    const again = await buildIntakeApp(backend, { formsDir: realForms });
    try {
      expect((await signIn(again, ownerPassword, attacker)).statusCode).toBe(429);
      expect((await signIn(again, ownerPassword, '198.51.100.1')).statusCode).toBe(204);
    } finally {
      await again.close();
    }
  });

  it('never has a default password: with none set, sign-in answers 503 with how to set one', async () => {
    const empty = createBackend(backendName);
    const fresh = await buildIntakeApp(empty, { formsDir: realForms });
    try {
      for (const password of ['', 'admin', 'password', ownerPassword]) {
        const response = await signIn(fresh, password || 'x');
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toContain('npm run owner -- set-password');
      }
      const status = await fresh.app.inject({ method: 'GET', url: '/api/owner/session' });
      expect(status.json()).toEqual({ signedIn: false, passwordSet: false });
    } finally {
      await fresh.close();
      await empty.cleanup();
    }
  });
});
