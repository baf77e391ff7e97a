/**
 * The owner's content API (server/content/content-routes.ts) on both stores: the draft per
 * language, publishing, the versions and restoring one, and every refusal. The pages here are
 * the tests' fixture build, which has no prerendered pages to render again: the browser test
 * tests/e2e/content-publish.test.ts checks that visitors get the published texts.
 */
import { buildIntakeApp, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

describe.each(backendNames)('the content API on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('keeps a draft per language, publishes it as numbered versions, and restores any of them', async () => {
    expect((await owner.get('/api/owner/content/draft')).json()).toEqual({
      content: {},
      liveVersion: 0,
      changed: false,
      updatedAt: {},
    });
    const english = await owner.send('PUT', '/api/owner/content/draft?lng=en', {
      'en:home:hero.title': 'Signs that sell',
    });
    expect(english.statusCode).toBe(200);
    const spanish = await owner.send('PUT', '/api/owner/content/draft?lng=es', {
      'es:home:hero.title': 'Rótulos que venden',
      'es:layout:footer.address': 'Calle 1\nSouth Bend',
    });
    // Each language replaced its own part only.
    expect(spanish.json()).toMatchObject({
      content: {
        'en:home:hero.title': 'Signs that sell',
        'es:home:hero.title': 'Rótulos que venden',
        'es:layout:footer.address': 'Calle 1\nSouth Bend',
      },
      liveVersion: 0,
      changed: true,
    });

    const first = await owner.send('POST', '/api/owner/content/publish');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 1,
      restoredFrom: null,
      texts: { en: 1, es: 2 },
      live: false,
    });
    // Nothing new: no new version.
    const again = await owner.send('POST', '/api/owner/content/publish');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, unchanged: true });

    await owner.send('PUT', '/api/owner/content/draft', { 'en:home:hero.title': 'Wraps that turn heads' });
    expect((await owner.send('POST', '/api/owner/content/publish')).json()).toMatchObject({
      version: 2,
      texts: { en: 1, es: 0 },
    });

    const list = (await owner.get('/api/owner/content/versions')).json() as {
      live: number;
      versions: { version: number; restoredFrom: number | null }[];
    };
    expect(list.live).toBe(2);
    expect(list.versions.map((v) => v.version)).toEqual([2, 1]);

    const file = await owner.get('/api/owner/content/versions/1');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="website-content.json"');
    expect(file.json()).toEqual({
      'en:home:hero.title': 'Signs that sell',
      'es:home:hero.title': 'Rótulos que venden',
      'es:layout:footer.address': 'Calle 1\nSouth Bend',
    });

    const restored = await owner.send('POST', '/api/owner/content/versions/1/restore');
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ version: 3, restoredFrom: 1 });
    // The draft follows the restored texts.
    expect((await owner.get('/api/owner/content/draft')).json()).toMatchObject({
      content: file.json(),
      liveVersion: 3,
      changed: false,
    });
    for (const missing of ['99', '0', 'one', '1e3', '99999999999'])
      expect([
        missing,
        (await owner.send('POST', `/api/owner/content/versions/${missing}/restore`)).statusCode,
      ]).toEqual([missing, 404]);
  });

  it('refuses a draft that names unknown keys, holds texts over their limit or anything but text', async () => {
    const before = (await owner.get('/api/owner/content/draft')).json();
    const cases: [string, unknown, RegExp][] = [
      [
        '/api/owner/content/draft',
        { 'en:home:nope': 'x', 'de:home:hero.title': 'y' },
        /Unknown keys: en:home:nope, de:home:hero.title\./,
      ],
      [
        '/api/owner/content/draft',
        { 'en:home:cta.description': 'c'.repeat(251) },
        /en:home:cta\.description \(251 characters, at most 250\)/,
      ],
      ['/api/owner/content/draft', { 'en:home:cta.title': ['a'] }, /Not text: en:home:cta\.title/],
      ['/api/owner/content/draft', { 'en:home:cta.title': '__PUBLIC_ORIGIN__' }, /may not contain/],
      [
        '/api/owner/content/draft?lng=es',
        { 'en:home:cta.title': 'English' },
        /Unknown keys: en:home:cta\.title/,
      ],
      ['/api/owner/content/draft?lng=fr', {}, /Unknown language 'fr'/],
      ['/api/owner/content/draft', ['a list'], /one JSON object/],
    ];
    for (const [url, body, message] of cases) {
      const answer = await owner.send('PUT', url, body as object);
      expect([url, answer.statusCode]).toEqual([url, 400]);
      expect(answer.json().message).toMatch(message);
    }
    const notJson = await intake.app.inject({
      method: 'PUT',
      url: '/api/owner/content/draft',
      cookies: { owner_session: owner.cookie },
      headers: { 'x-requested-with': 'owner', 'content-type': 'application/json' },
      payload: '{"en:home:hero.title": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await owner.get('/api/owner/content/draft')).json()).toEqual(before);
  });

  it('answers only the signed-in owner, and changes only with the owner header', async () => {
    for (const [method, url] of [
      ['GET', '/api/owner/content/draft'],
      ['GET', '/api/owner/content/versions'],
      ['GET', '/api/owner/content/versions/1'],
      ['PUT', '/api/owner/content/draft'],
      ['POST', '/api/owner/content/publish'],
      ['POST', '/api/owner/content/versions/1/restore'],
    ] as const) {
      const anonymous = await intake.app.inject({
        method,
        url,
        headers: { 'x-requested-with': 'owner' },
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
    const noHeader = await intake.app.inject({
      method: 'PUT',
      url: '/api/owner/content/draft',
      cookies: { owner_session: owner.cookie },
      payload: {},
    });
    expect(noHeader.statusCode).toBe(403);
  });
});
